/* tg-tree-layout.h: where each node of a game tree goes in the tree view
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rows are depths (the root is row 0). A line is a run of first children
 * (the main line, or a variation and its own main line); every line gets
 * one column. The root line takes column 0; a variation takes the
 * leftmost column right of its branch point (and right of its elder
 * siblings) that is free from the row of its branch point to its last
 * node, preferring columns its connector can reach without crossing other
 * nodes. Columns keep interval lists, so variations at different depths
 * share them. Everything is iterative: O(n log n) for n nodes.
 */

#pragma once

#include "tg-game-tree.h"

G_BEGIN_DECLS

typedef struct
{
  TgNode  first;       /* the line's first node */
  TgNode  parent;      /* its branch point, TG_NODE_NONE for the root line */
  guint   row;         /* row of the first node */
  guint   length;      /* number of nodes */
  guint   column;
  guint   parent_column;
  guint   offset;      /* index of the first node in the node list */
} TgTreeLine;

typedef struct _TgTreeLayout TgTreeLayout;

TgTreeLayout     *tg_tree_layout_new            (const TgGameTree *tree,
                                                 TgNode            root);
void              tg_tree_layout_free           (TgTreeLayout     *self);

guint             tg_tree_layout_get_n_columns  (const TgTreeLayout *self);
guint             tg_tree_layout_get_n_rows     (const TgTreeLayout *self);
guint             tg_tree_layout_get_n_lines    (const TgTreeLayout *self);
const TgTreeLine *tg_tree_layout_get_line       (const TgTreeLayout *self,
                                                 guint               index);
/* The node of @line at @row (which must lie inside the line). */
TgNode            tg_tree_layout_line_node      (const TgTreeLayout *self,
                                                 const TgTreeLine   *line,
                                                 guint               row);
gboolean          tg_tree_layout_get_cell       (const TgTreeLayout *self,
                                                 TgNode              node,
                                                 guint              *column,
                                                 guint              *row);
/* TG_NODE_NONE when the cell is empty. */
TgNode            tg_tree_layout_get_node_at    (const TgTreeLayout *self,
                                                 guint               column,
                                                 guint               row);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgTreeLayout, tg_tree_layout_free)

G_END_DECLS
