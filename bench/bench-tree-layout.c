/* bench-tree-layout.c: laying out the game tree view for big records
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree view lays out the whole game tree again after each change to
 * the record (at most once per frame) and then draws only what is
 * visible. This prints how long the layout takes for:
 *   - a main line of 100 000 moves with a 5-move variation every 100 moves,
 *   - a "wide" tree of 100 000 nodes: 2 000 variations of 50 moves, all
 *     branching from the first 20 moves (a joseki dictionary shape),
 * and how long a visible-window query (the nodes of 40 rows) takes.
 */

#include <stdio.h>

#include "tg-tree-layout.h"

#define RUNS 10

static TgGameTree *
deep_tree (void)
{
  TgGameTree *tree = tg_game_tree_new ();
  TgNode n = tg_game_tree_add_game (tree);

  for (guint i = 1; i <= 100000; i++)
    {
      n = tg_game_tree_append_child (tree, n);
      if (i % 100 == 0)
        {
          TgNode v = tg_game_tree_append_child (tree, tg_game_tree_get_parent (tree, n));

          for (guint j = 1; j < 5; j++)
            v = tg_game_tree_append_child (tree, v);
        }
    }
  return tree;
}

static TgGameTree *
wide_tree (void)
{
  TgGameTree *tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  TgNode trunk[20];
  TgNode n = root;

  for (guint i = 0; i < 20; i++)
    trunk[i] = n = tg_game_tree_append_child (tree, n);
  for (guint v = 0; v < 2000; v++)
    {
      n = tg_game_tree_append_child (tree, trunk[v % 20]);
      for (guint j = 1; j < 50; j++)
        n = tg_game_tree_append_child (tree, n);
    }
  return tree;
}

static void
bench (const char *name,
       TgGameTree *tree)
{
  TgNode root = tg_game_tree_get_root (tree, 0);
  double best = G_MAXDOUBLE, total = 0, query;
  guint columns = 0, rows = 0, found = 0;
  gint64 start;

  for (guint run = 0; run < RUNS; run++)
    {
      TgTreeLayout *layout;
      double ms;

      start = g_get_monotonic_time ();
      layout = tg_tree_layout_new (tree, root);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      best = MIN (best, ms);
      total += ms;
      columns = tg_tree_layout_get_n_columns (layout);
      rows = tg_tree_layout_get_n_rows (layout);
      tg_tree_layout_free (layout);
    }

  {
    g_autoptr(TgTreeLayout) layout = tg_tree_layout_new (tree, root);

    /* What one frame of drawing asks: every cell of 40 rows × 12 columns. */
    start = g_get_monotonic_time ();
    for (guint r = rows / 2; r < rows / 2 + 40; r++)
      for (guint c = 0; c < 12; c++)
        if (tg_tree_layout_get_node_at (layout, c, r) != TG_NODE_NONE)
          found++;
    query = (g_get_monotonic_time () - start) / 1000.0;
  }

  printf ("%s: %u nodes, %u rows × %u columns: layout %.2f ms best, %.2f ms mean "
          "over %u runs; 480 visible cells looked up in %.3f ms (%u nodes)\n",
          name, tg_game_tree_get_n_nodes (tree), rows, columns, best, total / RUNS, RUNS,
          query, found);
}

int
main (void)
{
  g_autoptr(TgGameTree) deep = deep_tree ();
  g_autoptr(TgGameTree) wide = wide_tree ();

  bench ("deep (100 000 moves, a variation every 100)", deep);
  bench ("wide (2 000 variations of 50 moves)", wide);
  return 0;
}
