/* tg-score-marking.c: the count a record keeps (TB/TW), read back
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-score-marking.h"

/* Adds the points of every @id value at @node to @points. */
static gboolean
read_points (TgGameTree *tree,
             TgNode      node,
             const char *id,
             guint       width,
             guint       height,
             GArray     *points)
{
  g_autofree const char **values = NULL;
  guint n = 0;

  values = tg_game_tree_get_values (tree, node, id, &n);
  for (guint i = 0; values != NULL && i < n; i++)
    tg_point_list_from_sgf (values[i], width, height, points);
  return values != NULL;
}

gboolean
tg_score_read_marking (TgGame *game,
                       TgNode  node,
                       guint8  owner[TG_ARRAY_SIZE],
                       guint8  dead[TG_ARRAY_SIZE])
{
  TgGameTree *tree;
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autofree TgBoard *board = NULL;
  gboolean any;

  g_return_val_if_fail (TG_IS_GAME (game), FALSE);

  memset (owner, TG_SCORE_OWNER_NONE, TG_ARRAY_SIZE);
  memset (dead, 0, TG_ARRAY_SIZE);
  tree = tg_game_get_tree (game);
  any = read_points (tree, node, "TB", tg_game_get_width (game), tg_game_get_height (game), black);
  any |= read_points (tree, node, "TW", tg_game_get_width (game), tg_game_get_height (game), white);
  if (!any)
    return FALSE;

  board = g_new (TgBoard, 1);
  tg_game_compute_board (game, node, board);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (board, p);

        owner[p] = c == TG_BLACK ? TG_SCORE_OWNER_BLACK
                 : c == TG_WHITE ? TG_SCORE_OWNER_WHITE
                 : TG_SCORE_OWNER_DAME;
      }
  for (guint i = 0; i < black->len; i++)
    {
      TgPoint p = g_array_index (black, TgPoint, i);

      dead[p] = tg_board_get (board, p) == TG_WHITE;
      owner[p] = TG_SCORE_OWNER_BLACK;
    }
  for (guint i = 0; i < white->len; i++)
    {
      TgPoint p = g_array_index (white, TgPoint, i);

      dead[p] = tg_board_get (board, p) == TG_BLACK;
      owner[p] = TG_SCORE_OWNER_WHITE;
    }
  return TRUE;
}
