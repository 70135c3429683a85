/* bench-sgf.c: reading a ~50 MB SGF collection
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writes a collection of about 50 MB to a temporary file by repeating the
 * real records of the corpus (every UTF-8 file under games/ and spec/ of
 * $TENGEN_TEST_CORPUS), or an embedded record when the corpus is absent,
 * then reads it with tg_sgf_read_full() from memory three times and
 * prints the best MB/s and nodes/s, and the peak RSS (getrusage) as a
 * multiple of the file size. The file is written record by record, so
 * the peak belongs to reading.
 *
 * Side by side with @sabaki/sgf (npm), on the same file:
 *
 *   npm install --prefix /tmp/sabaki-bench @sabaki/sgf
 *   TENGEN_TEST_CORPUS=../shared/sgf build/bench/bench-sgf --keep /tmp/bench-sgf.sgf
 *   NODE_PATH=/tmp/sabaki-bench/node_modules node --max-old-space-size=16000 \
 *     bench/sabaki-sgf-bench.js /tmp/bench-sgf.sgf 1 both
 *
 * The first prints Tengen's figures and keeps the file; the second parses
 * the same file with @sabaki/sgf, from a string (parse) and from bytes
 * with charset detection (parseBuffer, which is what tg_sgf_read does),
 * and prints its times and nodes/s (it needs about 10 GB of JavaScript
 * heap for 50 MB). Divide its seconds by Tengen's for the speed ratio.
 * Both print wall-clock and CPU time: on a busy machine compare CPU time.
 * `--size MB` changes the size of the collection.
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <glib/gstdio.h>

#include "tg-sgf-reader.h"

static const char embedded_record[] =
  "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Lee Sedol]BR[9p]PW[AlphaGo]RE[W+R]DT[2016-03-09]\n"
  "EV[Google DeepMind Challenge Match]RO[1]RU[Chinese]C[Game 1: AlphaGo plays White.]\n"
  ";B[qd];W[dd];B[pq];W[dp];B[fc];W[cf];B[hc];W[qo];B[qk];W[op];B[oq];W[nq];B[pp];W[pn]"
  ";B[nr];W[mq];B[ml];W[jq];B[ok];W[lo];B[jp];W[iq];B[ip];W[hq];B[kq];W[kr];B[lq];W[lr]"
  ";B[mr];W[lp];B[kp];W[pr];B[or];W[qr];B[qq];W[rq];B[rp];W[rr];B[qp];W[ro];B[sp];W[sq]"
  ";B[qn];W[pm];B[qm];W[pl];B[pk];W[ol];B[nk];W[nm];B[mm];W[nn];B[hp];W[gq];B[fo];W[eo]"
  "C[A slow but solid move.];B[en];W[do];B[fn];W[dm];B[jm];W[ck];B[dj];W[cj];B[di];W[ch]"
  ";B[ei];W[ql];B[rl];W[rm];B[rn];W[sm];B[sn];W[rk];B[sl];W[rj];B[qj];W[qi];B[pi];W[ri]"
  ";B[ph];W[qh];B[qg];W[rg];B[rf];W[qf];B[pg];W[re];B[sf];W[sg];B[se];W[rd];B[rc];W[sd]"
  ";B[sc];W[qc];B[pc];W[qb];B[rb];W[pb];B[ob];W[pd];B[oc];W[od];B[nd];W[ne];B[md];W[oe]"
  ";B[me];W[nf];B[mg];W[ng];B[nh];W[oh];B[og];W[of];B[mh];W[pj];B[oi];W[oj];B[nj];W[pe]"
  "(;B[ra];W[pa];B[oa];W[sb];B[sa];W[qa];B[rb])(;B[sb];W[ra]))\n";

static char *
corpus_dir (void)
{
  const char *env = g_getenv ("TENGEN_TEST_CORPUS");

  if (env != NULL && g_file_test (env, G_FILE_TEST_IS_DIR))
    return g_strdup (env);
  return NULL;
}

/* Every UTF-8 record under @top that loads, for the collection. */
static void
collect (const char *top,
         GPtrArray  *records)
{
  g_autoptr(GPtrArray) dirs = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (dirs, g_strdup (top));
  while (dirs->len > 0)
    {
      g_autofree char *dir = g_ptr_array_steal_index (dirs, dirs->len - 1);
      g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;

      while (d != NULL && (name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir, name, NULL);
          char *data = NULL;
          gsize len = 0;

          if (g_file_test (path, G_FILE_TEST_IS_DIR))
            {
              g_ptr_array_add (dirs, g_steal_pointer (&path));
              continue;
            }
          if (!g_str_has_suffix (name, ".sgf") && !g_str_has_suffix (name, ".SGF"))
            continue;
          if (!g_file_get_contents (path, &data, &len, NULL))
            continue;
          /* Records that load without errors and are UTF-8 (a real
           * collection has one charset), without a BOM. */
          if (len > 3 && memcmp (data, "\xef\xbb\xbf", 3) != 0 &&
              g_utf8_validate_len (data, len, NULL))
            {
              g_autoptr(TgSgfDocument) doc = tg_sgf_read (data, len, NULL, NULL);

              if (doc != NULL)
                {
                  g_ptr_array_add (records, g_bytes_new_take (data, len));
                  continue;
                }
            }
          g_free (data);
        }
    }
}

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

/* CPU time of this thread: the figure that other processes on a busy
 * machine disturb least. */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autofree char *corpus = corpus_dir ();
  g_autofree char *path = NULL;
  g_autofree char *keep = NULL;
  g_autoptr(GError) error = NULL;
  gint size_mb = 50;
  gsize target, written = 0;
  guint n_records = 0;
  double best = G_MAXDOUBLE, best_cpu = G_MAXDOUBLE;
  guint n_nodes = 0, n_games = 0;
  struct rusage usage;
  char *data = NULL;
  gsize len = 0;
  FILE *out;
  int fd;
  const GOptionEntry entries[] = {
    { "keep", 0, 0, G_OPTION_ARG_FILENAME, &keep, "Write the collection to FILE and keep it", "FILE" },
    { "size", 0, 0, G_OPTION_ARG_INT, &size_mb, "Size of the collection in MB (default 50)", "MB" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  target = (gsize) MAX (size_mb, 1) * 1000 * 1000;

  if (corpus != NULL)
    {
      g_autofree char *games = g_build_filename (corpus, "games", NULL);
      g_autofree char *spec = g_build_filename (corpus, "spec", NULL);

      collect (games, records);
      collect (spec, records);
    }
  if (records->len == 0)
    g_ptr_array_add (records, g_bytes_new_static (embedded_record, strlen (embedded_record)));

  /* Write the collection. */
  if (keep != NULL)
    {
      path = g_strdup (keep);
      out = fopen (path, "wb");
    }
  else
    {
      fd = g_file_open_tmp ("bench-sgf-XXXXXX.sgf", &path, &error);
      out = fd >= 0 ? fdopen (fd, "wb") : NULL;
    }
  if (out == NULL)
    {
      g_printerr ("cannot write the collection: %s\n", error ? error->message : g_strerror (errno));
      return 1;
    }
  while (written < target)
    for (guint i = 0; i < records->len && written < target; i++)
      {
        gsize n;
        const char *r = g_bytes_get_data (g_ptr_array_index (records, i), &n);

        fwrite (r, 1, n, out);
        fputc ('\n', out);
        written += n + 1;
        n_records++;
      }
  fclose (out);
  g_ptr_array_set_size (records, 0);

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  for (guint run = 0; run < 3; run++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (data, len);
      g_autoptr(TgSgfDocument) doc = NULL;
      double t0 = now (), c0 = cpu_now (), t, c;

      doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, &error);
      t = now () - t0;
      c = cpu_now () - c0;
      if (doc == NULL)
        {
          g_printerr ("reading failed: %s\n", error->message);
          return 1;
        }
      best = MIN (best, t);
      best_cpu = MIN (best_cpu, c);
      n_games = tg_game_tree_get_n_games (doc->tree);
      n_nodes = tg_game_tree_get_n_nodes (doc->tree);
    }
  getrusage (RUSAGE_SELF, &usage);

  g_print ("collection: %s, %.1f MB, %u records (%s), %u games, %u nodes\n",
           path, len / 1e6, n_records, corpus ? "from the corpus" : "embedded", n_games, n_nodes);
  g_print ("read, wall clock (best of 3): %.3f s, %.1f MB/s, %.2f M nodes/s\n",
           best, len / 1e6 / best, n_nodes / 1e6 / best);
  g_print ("read, CPU time (best of 3):   %.3f s, %.1f MB/s, %.2f M nodes/s\n",
           best_cpu, len / 1e6 / best_cpu, n_nodes / 1e6 / best_cpu);
  g_print ("peak RSS: %.1f MB = %.2f x the file size (file buffer included)\n",
           usage.ru_maxrss / 1024.0, usage.ru_maxrss * 1024.0 / len);

  g_free (data);
  if (keep == NULL)
    g_unlink (path);
  return 0;
}
