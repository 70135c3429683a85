/* tg-game-tree-view-private.h: the tree view's insides, shared by its files
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-game-tree-view.c keeps the layout, the scrolling and the input;
 * tg-game-tree-view-draw.c draws.
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-game-tree-view.h"
#include "tg-tree-layout.h"

G_BEGIN_DECLS

#define CELL     22.0   /* distance between rows and between columns */
#define PAD      12.0   /* margin around the tree */
#define RADIUS    7.0   /* a move's disc */

struct _TgGameTreeView
{
  GtkWidget      parent_instance;

  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint          hscroll_policy : 1;
  guint          vscroll_policy : 1;

  TgGame        *game;
  TgTreeLayout  *layout;
  GArray        *path;           /* root → current node; path[row] */
  gboolean       stale;          /* the tree changed since the layout was made */
  gboolean       scroll_pending;
};

/* The centre of a column and of a row, in content coordinates. */
static inline double
_tg_game_tree_view_column_x (guint column)
{
  return PAD + RADIUS + column * CELL;
}

static inline double
_tg_game_tree_view_row_y (guint row)
{
  return PAD + RADIUS + row * CELL;
}

/* The layout made again if the tree changed since. */
void _tg_game_tree_view_ensure_layout (TgGameTreeView *self);
/* GtkWidget.snapshot. */
void _tg_game_tree_view_snapshot      (GtkWidget      *widget,
                                       GtkSnapshot    *snapshot);

G_END_DECLS
