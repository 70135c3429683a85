/* bench-check.c: replaying a main line, as tengen-cli check does
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records of 10 000 and 80 000 passes are read and replayed one step at a
 * time (check each move, go to the child). Linear time means the same
 * time per node at both lengths; before tg_game_go_to() stepped to a
 * child directly, 80 000 passes took 36 s (the path from the root was
 * rebuilt at every node).
 */

#include "config.h"

#include "tg-game.h"
#include "tg-sgf-reader.h"

static double
replay_seconds (guint n)
{
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = NULL;
  TgGameTree *tree;
  TgNode node, child;
  gint64 start;

  for (guint i = 0; i < n; i++)
    g_string_append (sgf, i % 2 ? ";W[]" : ";B[]");
  g_string_append_c (sgf, ')');
  doc = tg_sgf_read (sgf->str, sgf->len, NULL, &error);
  g_assert_no_error (error);
  g_string_free (sgf, TRUE);
  game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  tree = tg_game_get_tree (game);

  start = g_get_monotonic_time ();
  node = tg_game_get_root (game);
  while ((child = tg_game_tree_get_first_child (tree, node)) != TG_NODE_NONE)
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (game, child, &color, &point))
        (void) tg_game_check_move_as (game, point, color);
      tg_game_go_to (game, child);
      node = child;
    }
  return (g_get_monotonic_time () - start) / 1e6;
}

int
main (void)
{
  double t10 = replay_seconds (10000);
  double t80 = replay_seconds (80000);

  g_print ("check replay, 10 000 passes: %.4f s (%.2f us/node)\n", t10, t10 / 10000 * 1e6);
  g_print ("check replay, 80 000 passes: %.4f s (%.2f us/node)\n", t80, t80 / 80000 * 1e6);
  g_print ("time per node at 80 000 / at 10 000: %.2f (1 = linear)\n",
           (t80 / 80000) / (t10 / 10000));
  return 0;
}
