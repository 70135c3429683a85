/* bench-estimate.c: time of a position estimate on 19×19 middle-game positions
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Takes the positions after moves 100 and 150 of the first 60 19×19 records
 * under CORPUS/games (sorted by path) and times tg_estimate_compute() on
 * each (CPU time of this thread, the median of --repeat runs), with the
 * dead-stone proposal of the same position (tg_deadstones_guess, the
 * finished-game proposal the count uses) as the peer measured in the same
 * run, and the count of an engine's ownership map (tg_estimate_from_ownership,
 * what the Estimate pane does for each KataGo report it shows), with the
 * playouts' ownership of the position standing in for KataGo's. The
 * whole-process figure (tengen-cli estimate against the 60 ms
 * budget and against GNU Go) is bench/gnugo-estimate.sh's.
 *
 * Usage: bench-estimate [--repeat R] [CORPUS]   (default $TENGEN_TEST_CORPUS)
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tg-deadstones.h"
#include "tg-score-estimate.h"
#include "tg-sgf-reader.h"

#define MAX_GAMES 60

static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
collect (const char *top,
         GPtrArray  *out)
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

          if (g_file_test (path, G_FILE_TEST_IS_DIR))
            g_ptr_array_add (dirs, g_steal_pointer (&path));
          else if (g_str_has_suffix (name, ".sgf"))
            g_ptr_array_add (out, g_steal_pointer (&path));
        }
    }
  qsort (out->pdata, out->len, sizeof (gpointer), compare_strings);
}

static void
print_times (const char *label,
             GArray     *times)
{
  double total = 0.0;

  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, double, i);
  g_array_sort (times, compare_doubles);
  printf ("  %-30s mean %6.2f  median %6.2f  p90 %6.2f  max %6.2f ms CPU\n", label,
          total / times->len, g_array_index (times, double, times->len / 2),
          g_array_index (times, double, (times->len * 9) / 10),
          g_array_index (times, double, times->len - 1));
}

typedef enum
{
  TIME_ESTIMATE,    /* tg_estimate_compute */
  TIME_PROPOSAL,    /* tg_deadstones_guess */
  TIME_OWNERSHIP,   /* tg_estimate_from_ownership of the playouts' map */
} Timed;

/* The playouts' ownership of @input's position in an engine's layout
 * (y * width + x). */
static float *
playouts_map (const TgScoreInput      *input,
              const TgEstimateOptions *options)
{
  g_autoptr(TgEstimate) est = tg_estimate_compute (input, options, NULL, NULL);
  float *map = g_new (float, est->width * est->height);

  for (guint y = 0; y < est->height; y++)
    for (guint x = 0; x < est->width; x++)
      map[y * est->width + x] = tg_estimate_get_ownership (est, x, y);
  return map;
}

/* The median CPU time of @repeat runs of @timed on @game's position. */
static double
time_position (TgGame *game,
               Timed   timed,
               gint    repeat)
{
  g_autoptr(GArray) runs = g_array_new (FALSE, FALSE, sizeof (double));
  guint8 dead[TG_ARRAY_SIZE];
  TgEstimateOptions options;
  TgScoreInput input;
  g_autofree float *map = NULL;

  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (game, &input, &options);
  if (timed == TIME_OWNERSHIP)
    map = playouts_map (&input, &options);
  for (gint r = 0; r < repeat; r++)
    {
      double start = thread_cpu_ms (), ms;

      if (timed == TIME_PROPOSAL)
        tg_deadstones_guess (tg_game_get_board (game), tg_game_get_rules (game),
                             TG_DEADSTONES_DEFAULT_SEED, dead);
      else if (timed == TIME_OWNERSHIP)
        tg_estimate_free (tg_estimate_from_ownership (&input, map));
      else
        tg_estimate_free (tg_estimate_compute (&input, &options, NULL, NULL));
      ms = thread_cpu_ms () - start;
      g_array_append_val (runs, ms);
    }
  g_array_sort (runs, compare_doubles);
  return g_array_index (runs, double, runs->len / 2);
}

int
main (int    argc,
      char **argv)
{
  static const guint moves[] = { 100, 150 };
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) estimate = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) proposal = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ownership = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *games_dir = NULL;
  const char *corpus = NULL;
  gint repeat = 3;
  guint n_games = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--repeat") == 0 && i + 1 < argc)
        {
          /* Not inside MAX (), which would read the argument twice. */
          repeat = atoi (argv[++i]);
          repeat = MAX (1, repeat);
        }
      else if (argv[i][0] != '-')
        corpus = argv[i];
      else
        {
          fprintf (stderr, "Usage: bench-estimate [--repeat R] [CORPUS]\n");
          return 2;
        }
    }
  if (corpus == NULL)
    corpus = g_getenv ("TENGEN_TEST_CORPUS");
  if (corpus == NULL || !g_file_test (corpus, G_FILE_TEST_IS_DIR))
    {
      printf ("bench-estimate: no corpus (set TENGEN_TEST_CORPUS or pass a folder); nothing to time\n");
      return 0;
    }
  games_dir = g_build_filename (corpus, "games", NULL);
  collect (games_dir, files);

  for (guint i = 0; i < files->len && n_games < MAX_GAMES; i++)
    {
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (files->pdata[i], NULL, NULL);
      g_autoptr(TgGame) game = NULL;

      if (doc == NULL || (game = tg_game_new_for_tree (doc->tree, 0, NULL)) == NULL ||
          tg_game_get_width (game) != 19 || tg_game_get_height (game) != 19 ||
          !tg_game_go_to_move (game, moves[G_N_ELEMENTS (moves) - 1]))
        continue;
      n_games++;
      for (guint m = 0; m < G_N_ELEMENTS (moves); m++)
        {
          double ms;

          tg_game_go_to_move (game, moves[m]);
          ms = time_position (game, TIME_ESTIMATE, repeat);
          g_array_append_val (estimate, ms);
          ms = time_position (game, TIME_PROPOSAL, repeat);
          g_array_append_val (proposal, ms);
          ms = time_position (game, TIME_OWNERSHIP, repeat * 10);
          g_array_append_val (ownership, ms);
        }
    }
  if (estimate->len == 0)
    {
      printf ("bench-estimate: no 19x19 record of 150 moves under %s\n", games_dir);
      return 0;
    }

  printf ("Position estimate on %u positions (moves 100 and 150 of %u 19x19 records), "
          "median of %d runs each, one core\n", estimate->len, n_games, repeat);
  print_times ("tg_estimate_compute", estimate);
  print_times ("peer: tg_deadstones_guess", proposal);
  print_times ("tg_estimate_from_ownership", ownership);
  return 0;
}
