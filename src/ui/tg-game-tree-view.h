/* tg-game-tree-view.h: the variation tree of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A compact graphical tree in the manner of Sabaki's: one row per move
 * (depth), the main line in the first column, each variation in a column
 * to the right of its branch point, packed so that variations at
 * different depths share columns. The path to the shown node is drawn in
 * the accent colour and the shown node is ringed; a click jumps there.
 * Only the visible part is drawn, so records of 100 000 nodes scroll
 * freely. Put it in a GtkScrolledWindow (it is a GtkScrollable).
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_GAME_TREE_VIEW (tg_game_tree_view_get_type ())

G_DECLARE_FINAL_TYPE (TgGameTreeView, tg_game_tree_view, TG, GAME_TREE_VIEW, GtkWidget)

GtkWidget      *tg_game_tree_view_new            (void);
void            tg_game_tree_view_set_game       (TgGameTreeView *self,
                                                  TgGame         *game);
TgGame         *tg_game_tree_view_get_game       (TgGameTreeView *self);

/* Layout queries (widget coordinates include the scroll offset: they are
 * positions in the whole tree, not in the visible part). */
gboolean        tg_game_tree_view_get_cell       (TgGameTreeView *self,
                                                  TgNode          node,
                                                  guint          *column,
                                                  guint          *row);
TgNode          tg_game_tree_view_get_node_at    (TgGameTreeView *self,
                                                  guint           column,
                                                  guint           row);
guint           tg_game_tree_view_get_n_columns  (TgGameTreeView *self);
guint           tg_game_tree_view_get_n_rows     (TgGameTreeView *self);

G_END_DECLS
