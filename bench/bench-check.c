/* bench-check.c: tengen-cli check on long records of passes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-check [TENGEN-CLI]
 *
 * Records of 20 000, 40 000 and 80 000 passes are replayed as tengen-cli
 * check replays them (one step to the child, then that move's verdict),
 * and, given the path of tengen-cli, checked by it (its CPU time, from
 * the kernel). Linear time means the same time per node at every length.
 * Before tg_game_go_to() stepped to a child directly, 80 000 passes took
 * 36 s (the path from the root was rebuilt at every node); before
 * tg_game_get_move_verdict() looked at the cursor's path first, tengen-cli
 * took 0.38, 1.52 and 6.00 s of CPU (each verdict walked up to the game's
 * root); now 0.010, 0.018 and 0.030 s.
 */

#include "config.h"

#include <time.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "tg-game.h"
#include "tg-sgf-reader.h"

static const guint sizes[] = { 20000, 40000, 80000 };

static GString *
passes_record (guint n)
{
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");

  for (guint i = 0; i < n; i++)
    g_string_append (sgf, i % 2 ? ";W[]" : ";B[]");
  g_string_append (sgf, ")\n");
  return sgf;
}

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* CPU seconds to replay @sgf's main line as tengen-cli check does. */
static double
replay_seconds (const GString *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf->str, sgf->len, NULL, &error);
  g_autoptr(TgGame) game = NULL;
  TgGameTree *tree;
  TgNode node, child;
  guint illegal = 0;
  double start;

  g_assert_no_error (error);
  game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  tree = tg_game_get_tree (game);

  start = cpu_seconds ();
  node = tg_game_get_root (game);
  while ((child = tg_game_tree_get_first_child (tree, node)) != TG_NODE_NONE)
    {
      tg_game_go_to (game, child);
      illegal += tg_game_get_move_verdict (game, child) != TG_MOVE_OK;
      node = child;
    }
  g_assert_cmpuint (illegal, ==, 0);
  return cpu_seconds () - start;
}

/* The CPU seconds (user + system) of `@cli check` on @sgf. */
static double
cli_cpu_seconds (const char    *cli,
                 const GString *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-check-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "passes.sgf", NULL);
  g_autofree char *out = NULL;
  const char *argv[] = { cli, "check", path, NULL };
  struct rusage before, after;
  int status = 0;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, sgf->str, sgf->len, NULL));
  getrusage (RUSAGE_CHILDREN, &before);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status,
                &error);
  getrusage (RUSAGE_CHILDREN, &after);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_cmpstr (out, ==, "ok\n");
  g_unlink (path);
  g_rmdir (dir);
  return (after.ru_utime.tv_sec - before.ru_utime.tv_sec) +
         (after.ru_stime.tv_sec - before.ru_stime.tv_sec) +
         ((after.ru_utime.tv_usec - before.ru_utime.tv_usec) +
          (after.ru_stime.tv_usec - before.ru_stime.tv_usec)) / 1e6;
}

int
main (int   argc,
      char *argv[])
{
  double first = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(GString) sgf = passes_record (sizes[i]);
      double t = replay_seconds (sgf);
      double per_node = t / sizes[i] * 1e6;

      if (i == 0)
        first = per_node;
      g_print ("check replay, %6u passes: %.4f s CPU (%.2f us/node, %.2f x the time per node at %u)\n",
               sizes[i], t, per_node, per_node / first, sizes[0]);
      if (argc > 1)
        g_print ("tengen-cli check, %6u passes: %.3f s CPU\n", sizes[i],
                 cli_cpu_seconds (argv[1], sgf));
    }
  return 0;
}
