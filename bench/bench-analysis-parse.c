/* bench-analysis-parse.c: one kata-analyze report of a whole 19×19 board
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The biggest report KataGo writes for a 19×19 board: 361 candidates, each
 * with every field KataGo 1.16 prints (edgeVisits, utility, winrate,
 * scoreMean, scoreStdev, scoreLead, scoreSelfplay, prior, lcb,
 * utilityLcb, weight, order) and a 10-move pv, then rootInfo and the
 * ownership of every point, numbers written with KataGo's six significant
 * digits. Prints microseconds per parse (target: 100 µs or less), in the
 * process's CPU time (the figure that does not depend on what else the
 * machine runs) and in wall time, and the median and best of batches of
 * parses.
 */

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "tg-analysis.h"

#define SIZE 19
#define BATCH 20

static char *
make_report (void)
{
  GString *s = g_string_new (NULL);
  GRand *rand = g_rand_new_with_seed (26);
  guint n = SIZE * SIZE;

  for (guint i = 0; i < n; i++)
    {
      char vertex[TG_POINT_GTP_SIZE];
      double w = g_rand_double (rand);
      guint visits = 2000 / (i + 1) + 1;

      tg_point_to_gtp (tg_point (i % SIZE, i / SIZE), SIZE, vertex);
      g_string_append_printf (s, "info move %s visits %u edgeVisits %u utility %.6g "
                              "winrate %.6g scoreMean %.6g scoreStdev %.6g "
                              "scoreLead %.6g scoreSelfplay %.6g prior %.6g lcb %.6g "
                              "utilityLcb %.6g weight %u order %u pv %s",
                              vertex, visits, visits, w - 0.5, w, (w - 0.5) * 30,
                              12.0 + w, (w - 0.5) * 30, (w - 0.5) * 31,
                              g_rand_double (rand) / 10, w * 0.98, w - 0.6, visits, i, vertex);
      for (guint k = 1; k < 10; k++)
        {
          tg_point_to_gtp (tg_point ((i + 7 * k) % SIZE, (i / SIZE + 3 * k) % SIZE),
                           SIZE, vertex);
          g_string_append_printf (s, " %s", vertex);
        }
      g_string_append_c (s, ' ');
    }
  g_string_append (s, "rootInfo visits 3000 utility 0.1 winrate 0.53 scoreMean 1.2 "
                      "scoreStdev 20.5 scoreLead 1.2 scoreSelfplay 1.3 utilityLcb 0.05 "
                      "weight 3000 currentPlayer B ownership");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, " %.6g", g_rand_double (rand) * 2 - 1);
  g_rand_free (rand);
  return g_string_free (s, FALSE);
}

/* What a bare pass over the same bytes costs (finding the tokens and
 * nothing else): the floor for any parser on this machine, printed beside
 * the figure so that it can be read on a loaded machine too. */
static double
scan_usec (const char *text)
{
  struct timespec ts;
  gint64 start, now;
  guint rounds = 0;
  volatile guint tokens = 0;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  start = (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
  do
    {
      for (guint r = 0; r < 100; r++)
        {
          const char *p = text;
          guint n = 0;

          while (*p != '\0')
            {
              const char *t;

              while (*p == ' ')
                p++;
              t = p;
              while ((guchar) *p > ' ')
                p++;
              n += p > t;
            }
          tokens += n;
        }
      rounds += 100;
      clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
      now = (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
    }
  while (now - start < G_USEC_PER_SEC);
  return (double) (now - start) / rounds;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static gint64
cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *report = make_report ();
  g_autoptr(TgAnalysis) analysis = tg_analysis_new (SIZE, SIZE, TG_BLACK);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) batches = g_array_new (FALSE, FALSE, sizeof (double));
  guint rounds = 0;
  gint64 start, elapsed, cpu_start, cpu;

  /* --dump FILE: write the report, for measuring other parsers on it. */
  if (argc == 3 && g_str_equal (argv[1], "--dump"))
    return g_file_set_contents (argv[2], report, -1, NULL) ? 0 : 1;

  /* Warm up, and check that the report is whole. */
  if (!tg_analysis_parse_report (analysis, TG_ANALYSIS_DIALECT_KATAGO,
                                 TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, report, &error))
    {
      fprintf (stderr, "bench-analysis-parse: %s\n", error->message);
      return 1;
    }
  g_assert (analysis->n_candidates == SIZE * SIZE && analysis->ownership != NULL);

  /* Batches of 20 parses for two seconds of CPU: the mean, and the median
   * and best batch, which other processes on a shared machine disturb
   * less (a batch they slow down only moves up the list). */
  start = g_get_monotonic_time ();
  cpu_start = cpu_usec ();
  do
    {
      gint64 batch_start = cpu_usec ();
      double per_parse;

      for (guint i = 0; i < BATCH; i++)
        tg_analysis_parse_report (analysis, TG_ANALYSIS_DIALECT_KATAGO,
                                  TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, report, NULL);
      rounds += BATCH;
      cpu = cpu_usec ();
      per_parse = (double) (cpu - batch_start) / BATCH;
      g_array_append_val (batches, per_parse);
      cpu -= cpu_start;
    }
  while (cpu < 2 * G_USEC_PER_SEC);
  elapsed = g_get_monotonic_time () - start;
  g_array_sort (batches, compare_doubles);

  printf ("kata-analyze report, 19x19, %u candidates with 10-move pvs, rootInfo and "
          "ownership: %zu bytes\n", analysis->n_candidates, strlen (report));
  printf ("%u parses in %.3f s of CPU: %.1f us per parse (target <= 100 us); "
          "wall time %.1f us per parse\n",
          rounds, cpu / 1e6, (double) cpu / rounds, (double) elapsed / rounds);
  printf ("batches of %u parses: median %.1f us, best %.1f us of CPU per parse\n",
          BATCH, g_array_index (batches, double, batches->len / 2),
          g_array_index (batches, double, 0));
  printf ("for scale: a bare byte scan for the tokens of the same text takes %.1f us of CPU\n",
          scan_usec (report));
  return 0;
}
