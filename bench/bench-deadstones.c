/* bench-deadstones.c: time of a dead-stone proposal per finished 19×19 game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-deadstones [--list] [--playouts N] [--repeat R] [CORPUS]
 *
 * Finds the finished games of the corpus (the first game of every .sgf file
 * under CORPUS/games and CORPUS/scoring/gnugo/games whose main line ends in
 * two passes or whose RE[] is a counted result such as "B+3.5" or "0", not
 * a resignation or a time loss), takes the position at the end of the main
 * line and times tg_deadstones_guess() on every 19×19 one, R times each, on
 * one core. Prints milliseconds per game (mean, median, 90th percentile,
 * maximum) in CPU time of the calling thread (the fair figure on a busy
 * machine) and in wall time, and the dead stones proposed. CORPUS defaults to
 * $TENGEN_TEST_CORPUS. With --list it only prints the finished games, one
 * path per line, every board size (bench/gnugo-agreement.sh uses that).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tg-deadstones.h"
#include "tg-game.h"
#include "tg-sgf-reader.h"

static int compare_doubles (gconstpointer a, gconstpointer b);

/* CPU time of this thread in milliseconds. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
print_times (const char *label,
             GArray     *times)
{
  double total = 0.0;

  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, double, i);
  g_array_sort (times, compare_doubles);
  printf ("  %s ms per game: mean %.2f  median %.2f  p90 %.2f  max %.2f\n", label,
          total / times->len,
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, (times->len * 9) / 10),
          g_array_index (times, double, times->len - 1));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Every .sgf below @top (a worklist, no recursion), sorted. */
static void
collect_sgf_files (const char *top,
                   GPtrArray  *out)
{
  g_autoptr(GPtrArray) dirs = g_ptr_array_new_with_free_func (g_free);
  guint first = out->len;

  g_ptr_array_add (dirs, g_strdup (top));
  while (dirs->len > 0)
    {
      g_autofree char *dir = g_ptr_array_steal_index (dirs, dirs->len - 1);
      g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;

      if (d == NULL)
        continue;
      while ((name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir, name, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_DIR))
            g_ptr_array_add (dirs, g_steal_pointer (&path));
          else if (g_str_has_suffix (name, ".sgf") || g_str_has_suffix (name, ".SGF"))
            g_ptr_array_add (out, g_steal_pointer (&path));
        }
    }
  qsort (out->pdata + first, out->len - first, sizeof (gpointer), compare_strings);
}

/* "B+3.5", "W+0", "0", "Draw", "Jigo": a count decided the game. */
static gboolean
is_counted_result (const char *re)
{
  if (re == NULL)
    return FALSE;
  if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+')
    return g_ascii_isdigit (re[2]);
  return g_str_equal (re, "0") || g_ascii_strcasecmp (re, "draw") == 0 ||
         g_ascii_strcasecmp (re, "jigo") == 0;
}

/* Loads the first game of @path at the end of its main line if the game is
 * finished; NULL otherwise. */
static TgGame *
load_finished_game (const char *path)
{
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, NULL);
  g_autoptr(TgGame) game = NULL;
  g_autofree char *re = NULL;

  if (doc == NULL)
    return NULL;
  game = tg_game_new_for_tree (doc->tree, 0, NULL);
  if (game == NULL)
    return NULL;
  tg_game_go_to_end (game);
  re = tg_game_get_info (game, "RE");
  if (tg_game_get_consecutive_passes (game) < 2 && !is_counted_result (re))
    return NULL;
  return g_steal_pointer (&game);
}

int
main (int    argc,
      char **argv)
{
  gboolean list = FALSE;
  gint playouts = TG_DEADSTONES_DEFAULT_PLAYOUTS;
  gint repeat = 3;
  const char *corpus = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *games_dir = NULL;
  g_autofree char *gnugo_dir = NULL;
  TgDeadstonesOptions options;
  guint64 dead_total = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--list") == 0)
        list = TRUE;
      else if (strcmp (argv[i], "--playouts") == 0 && i + 1 < argc)
        playouts = atoi (argv[++i]);
      else if (strcmp (argv[i], "--repeat") == 0 && i + 1 < argc)
        repeat = atoi (argv[++i]);
      else if (argv[i][0] != '-')
        corpus = argv[i];
      else
        {
          fprintf (stderr, "Usage: bench-deadstones [--list] [--playouts N] [--repeat R] [CORPUS]\n");
          return 2;
        }
    }
  repeat = MAX (repeat, 1);
  if (corpus == NULL)
    corpus = g_getenv ("TENGEN_TEST_CORPUS");
  if (corpus == NULL || !g_file_test (corpus, G_FILE_TEST_IS_DIR))
    {
      printf ("bench-deadstones: no corpus (set TENGEN_TEST_CORPUS or pass a folder); nothing to time\n");
      return 0;
    }

  games_dir = g_build_filename (corpus, "games", NULL);
  gnugo_dir = g_build_filename (corpus, "scoring", "gnugo", "games", NULL);
  collect_sgf_files (games_dir, files);
  collect_sgf_files (gnugo_dir, files);

  tg_deadstones_options_init (&options);
  options.playouts = MAX (0, playouts);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autoptr(TgGame) game = load_finished_game (path);
      const TgBoard *board;
      guint8 dead[TG_ARRAY_SIZE];
      gint64 start;
      double start_cpu, ms;

      if (game == NULL)
        continue;
      if (list)
        {
          printf ("%s\n", path);
          continue;
        }
      board = tg_game_get_board (game);
      if (board->width != 19 || board->height != 19)
        continue;

      start = g_get_monotonic_time ();
      start_cpu = thread_cpu_ms ();
      for (gint r = 0; r < repeat; r++)
        tg_deadstones_guess_full (board, tg_game_get_rules (game), TG_DEADSTONES_DEFAULT_SEED,
                                  &options, dead, NULL);
      ms = (thread_cpu_ms () - start_cpu) / repeat;
      g_array_append_val (cpu, ms);
      ms = (g_get_monotonic_time () - start) / 1000.0 / repeat;
      g_array_append_val (wall, ms);
      for (guint p = 0; p < TG_ARRAY_SIZE; p++)
        dead_total += dead[p] != 0;
    }

  if (list)
    return 0;
  if (wall->len == 0)
    {
      printf ("bench-deadstones: no finished 19x19 game under %s\n", corpus);
      return 0;
    }

  printf ("Dead-stone proposal on %u finished 19x19 games, up to %d playouts, one core, %d runs each\n",
          wall->len, options.playouts, repeat);
  print_times ("CPU", cpu);
  print_times ("wall", wall);
  printf ("  dead stones proposed: %" G_GUINT64_FORMAT " (%.1f a game)\n",
          dead_total, (double) dead_total / wall->len);
  return 0;
}
