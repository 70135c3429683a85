/* tg-tree-layout.c: where each node of a game tree goes in the tree view
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-tree-layout.h"

#define NO_LINE G_MAXUINT32

/* An occupied stretch of a column: a line's nodes (line set, tag NONE),
 * or the cell a connector passes through on the row of its branch point
 * (tag = the branch point; connectors from one branch point may share). */
typedef struct
{
  guint   start;
  guint   end;
  TgNode  tag;
  guint   line;
} Interval;

typedef struct
{
  guint32 line;
  guint32 row;
} NodeCell;

struct _TgTreeLayout
{
  GArray    *lines;      /* TgTreeLine */
  GArray    *nodes;      /* TgNode, every line's nodes in a row */
  GArray    *cells;      /* NodeCell indexed by TgNode */
  GPtrArray *columns;    /* GArray of Interval, sorted and disjoint */
  guint      n_rows;
};

/* Columns ----------------------------------------------------------------- */

static GArray *
get_column (TgTreeLayout *self,
            guint         column)
{
  while (self->columns->len <= column)
    g_ptr_array_add (self->columns, g_array_new (FALSE, FALSE, sizeof (Interval)));
  return g_ptr_array_index (self->columns, column);
}

/* Index of the last interval starting at or before @row, or -1. */
static gint
find_interval (GArray *column,
               guint   row)
{
  gint lo = 0, hi = (gint) column->len - 1, found = -1;

  while (lo <= hi)
    {
      gint mid = lo + (hi - lo) / 2;

      if (g_array_index (column, Interval, mid).start <= row)
        {
          found = mid;
          lo = mid + 1;
        }
      else
        hi = mid - 1;
    }
  return found;
}

/* TRUE when rows @a..@b of @column hold nothing but connectors of @tag. */
static gboolean
column_is_free (TgTreeLayout *self,
                guint         column,
                guint         a,
                guint         b,
                TgNode        tag)
{
  GArray *intervals;

  if (column >= self->columns->len)
    return TRUE;
  intervals = g_ptr_array_index (self->columns, column);
  for (gint i = find_interval (intervals, b); i >= 0; i--)
    {
      const Interval *iv = &g_array_index (intervals, Interval, i);

      if (iv->end < a)
        break;
      if (iv->tag == TG_NODE_NONE || iv->tag != tag)
        return FALSE;
    }
  return TRUE;
}

static void
column_insert (TgTreeLayout *self,
               guint         column,
               guint         start,
               guint         end,
               TgNode        tag,
               guint         line)
{
  GArray *intervals = get_column (self, column);
  Interval iv = { start, end, tag, line };
  gint at = find_interval (intervals, start);

  g_array_insert_val (intervals, at + 1, iv);
}

/* Layout ------------------------------------------------------------------ */

static void
set_cell (TgTreeLayout *self,
          TgNode        node,
          guint         line,
          guint         row)
{
  NodeCell *cell;

  if (node >= self->cells->len)
    {
      guint old = self->cells->len;

      g_array_set_size (self->cells, MAX (node + 1, old * 2));
      for (guint i = old; i < self->cells->len; i++)
        g_array_index (self->cells, NodeCell, i).line = NO_LINE;
    }
  cell = &g_array_index (self->cells, NodeCell, node);
  cell->line = line;
  cell->row = row;
}

static const NodeCell *
get_cell (const TgTreeLayout *self,
          TgNode              node)
{
  if (node == TG_NODE_NONE || node >= self->cells->len)
    return NULL;
  if (g_array_index (self->cells, NodeCell, node).line == NO_LINE)
    return NULL;
  return &g_array_index (self->cells, NodeCell, node);
}

static guint
place_variation (TgTreeLayout     *self,
                 const TgGameTree *tree,
                 TgNode            first,
                 TgNode            parent,
                 guint             row,
                 guint             last_row)
{
  const NodeCell *pcell = get_cell (self, parent);
  guint parent_column = g_array_index (self->lines, TgTreeLine, pcell->line).column;
  guint min_column = parent_column + 1;
  TgNode elder = tg_game_tree_get_prev_sibling (tree, first);
  const NodeCell *ecell = get_cell (self, elder);
  guint column;

  if (ecell != NULL)
    min_column = MAX (min_column, g_array_index (self->lines, TgTreeLine, ecell->line).column + 1);

  for (column = min_column; ; column++)
    if (column_is_free (self, column, row - 1, last_row, parent))
      break;

  /* The connector runs along the branch point's row to the new column. */
  for (guint c = parent_column + 1; c < column; c++)
    if (column_is_free (self, c, row - 1, row - 1, TG_NODE_NONE))
      column_insert (self, c, row - 1, row - 1, parent, NO_LINE);
  column_insert (self, column, row - 1, row - 1, parent, NO_LINE);
  return column;
}

static void
add_line (TgTreeLayout     *self,
          const TgGameTree *tree,
          TgNode            first,
          TgNode            parent)
{
  TgTreeLine line = { 0, };
  guint index = self->lines->len;

  line.first = first;
  line.parent = parent;
  line.offset = self->nodes->len;
  line.row = parent == TG_NODE_NONE ? 0 : get_cell (self, parent)->row + 1;

  for (TgNode n = first; n != TG_NODE_NONE; n = tg_game_tree_get_first_child (tree, n))
    {
      g_array_append_val (self->nodes, n);
      set_cell (self, n, index, line.row + line.length);
      line.length++;
    }

  if (parent == TG_NODE_NONE)
    {
      line.column = 0;
      line.parent_column = 0;
    }
  else
    {
      line.parent_column =
        g_array_index (self->lines, TgTreeLine, get_cell (self, parent)->line).column;
      line.column = place_variation (self, tree, first, parent, line.row,
                                     line.row + line.length - 1);
    }
  column_insert (self, line.column, line.row, line.row + line.length - 1, TG_NODE_NONE, index);
  self->n_rows = MAX (self->n_rows, line.row + line.length);
  g_array_append_val (self->lines, line);
}

TgTreeLayout *
tg_tree_layout_new (const TgGameTree *tree,
                    TgNode            root)
{
  TgTreeLayout *self = g_new0 (TgTreeLayout, 1);

  self->lines = g_array_new (FALSE, FALSE, sizeof (TgTreeLine));
  self->nodes = g_array_new (FALSE, FALSE, sizeof (TgNode));
  self->cells = g_array_new (FALSE, FALSE, sizeof (NodeCell));
  self->columns = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  if (tree == NULL || root == TG_NODE_NONE || !tg_game_tree_contains (tree, root))
    return self;

  add_line (self, tree, root, TG_NODE_NONE);
  for (TgNode n = tg_game_tree_walk_next (tree, root);
       n != TG_NODE_NONE;
       n = tg_game_tree_walk_next (tree, n))
    {
      TgNode parent = tg_game_tree_get_parent (tree, n);

      if (tg_game_tree_get_first_child (tree, parent) != n)
        add_line (self, tree, n, parent);
    }
  return self;
}

void
tg_tree_layout_free (TgTreeLayout *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->lines);
  g_array_unref (self->nodes);
  g_array_unref (self->cells);
  g_ptr_array_unref (self->columns);
  g_free (self);
}

/* Queries ----------------------------------------------------------------- */

guint
tg_tree_layout_get_n_columns (const TgTreeLayout *self)
{
  return self->columns->len;
}

guint
tg_tree_layout_get_n_rows (const TgTreeLayout *self)
{
  return self->n_rows;
}

guint
tg_tree_layout_get_n_lines (const TgTreeLayout *self)
{
  return self->lines->len;
}

const TgTreeLine *
tg_tree_layout_get_line (const TgTreeLayout *self,
                         guint               index)
{
  g_return_val_if_fail (index < self->lines->len, NULL);
  return &g_array_index (self->lines, TgTreeLine, index);
}

TgNode
tg_tree_layout_line_node (const TgTreeLayout *self,
                          const TgTreeLine   *line,
                          guint               row)
{
  g_return_val_if_fail (row >= line->row && row < line->row + line->length, TG_NODE_NONE);
  return g_array_index (self->nodes, TgNode, line->offset + row - line->row);
}

gboolean
tg_tree_layout_get_cell (const TgTreeLayout *self,
                         TgNode              node,
                         guint              *column,
                         guint              *row)
{
  const NodeCell *cell = get_cell (self, node);

  if (cell == NULL)
    return FALSE;
  if (column != NULL)
    *column = g_array_index (self->lines, TgTreeLine, cell->line).column;
  if (row != NULL)
    *row = cell->row;
  return TRUE;
}

TgNode
tg_tree_layout_get_node_at (const TgTreeLayout *self,
                            guint               column,
                            guint               row)
{
  GArray *intervals;
  gint i;

  if (column >= self->columns->len)
    return TG_NODE_NONE;
  intervals = g_ptr_array_index (self->columns, column);
  i = find_interval (intervals, row);
  if (i < 0)
    return TG_NODE_NONE;
  if (g_array_index (intervals, Interval, i).line == NO_LINE ||
      g_array_index (intervals, Interval, i).end < row)
    return TG_NODE_NONE;
  return tg_tree_layout_line_node (self,
                                   tg_tree_layout_get_line (self,
                                                            g_array_index (intervals, Interval, i).line),
                                   row);
}
