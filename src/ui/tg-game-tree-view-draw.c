/* tg-game-tree-view-draw.c: the variation tree drawn
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The edges (the path to the current node on top) and the nodes in view:
 * stones with their move numbers, markers for comments and setup.
 */

#include "config.h"

#include <math.h>
#include <adwaita.h>

#include "tg-game-tree-view-private.h"

/* Drawing ----------------------------------------------------------------- */

typedef struct
{
  GdkRGBA fg;
  GdkRGBA line;
  GdkRGBA accent;
  GdkRGBA black;
  GdkRGBA white;
} Palette;

static void
get_palette (TgGameTreeView *self,
             Palette        *p)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &p->fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &p->accent))
    gdk_rgba_parse (&p->accent, "#3584e4");
  G_GNUC_END_IGNORE_DEPRECATIONS
  p->line = p->fg;
  p->line.alpha *= 0.35;
  gdk_rgba_parse (&p->black, dark ? "#101010" : "#1e1e1e");
  gdk_rgba_parse (&p->white, "#f6f5f4");
}

static void
draw_edge (cairo_t *cr,
           guint    from_column,
           guint    from_row,
           guint    to_column,
           guint    to_row)
{
  double x0 = _tg_game_tree_view_column_x (from_column), y0 = _tg_game_tree_view_row_y (from_row);
  double x1 = _tg_game_tree_view_column_x (to_column), y1 = _tg_game_tree_view_row_y (to_row);

  cairo_move_to (cr, x0, y0);
  if (to_column > from_column + 1)
    cairo_line_to (cr, _tg_game_tree_view_column_x (to_column - 1), y0);
  cairo_line_to (cr, x1, y1);
}

static void
draw_node (TgGameTreeView *self,
           cairo_t        *cr,
           const Palette  *p,
           TgNode          node,
           guint           column,
           guint           row,
           gboolean        on_path)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  double x = _tg_game_tree_view_column_x (column), y = _tg_game_tree_view_row_y (row);
  TgColor color;
  TgPoint point;

  if (tg_game_node_get_move (self->game, node, &color, &point))
    {
      cairo_arc (cr, x, y, RADIUS, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, color == TG_BLACK ? &p->black : &p->white);
      cairo_fill_preserve (cr);
      /* an outline in the text colour: white discs show on a light
       * background, black ones on a dark one */
      cairo_set_line_width (cr, 1.0);
      cairo_set_source_rgba (cr, p->fg.red, p->fg.green, p->fg.blue, 0.55);
      cairo_stroke (cr);
      if (point == TG_PASS)
        {
          /* a pass: a short bar across the disc */
          cairo_move_to (cr, x - RADIUS * 0.5, y);
          cairo_line_to (cr, x + RADIUS * 0.5, y);
          cairo_set_line_width (cr, 1.5);
          if (color == TG_BLACK)
            gdk_cairo_set_source_rgba (cr, &p->white);
          else
            gdk_cairo_set_source_rgba (cr, &p->black);
          cairo_stroke (cr);
        }
    }
  else
    {
      /* the root, setup and comment-only nodes: a small square */
      cairo_rectangle (cr, x - RADIUS * 0.6, y - RADIUS * 0.6, RADIUS * 1.2, RADIUS * 1.2);
      gdk_cairo_set_source_rgba (cr, on_path ? &p->accent : &p->fg);
      cairo_fill (cr);
    }

  if (tg_game_tree_has_prop (tree, node, "C"))
    {
      /* a comment: a dot at the upper right */
      cairo_arc (cr, x + RADIUS * 0.95, y - RADIUS * 0.95, 2.5, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &p->accent);
      cairo_fill (cr);
    }

  if (node == tg_game_get_current_node (self->game))
    {
      cairo_arc (cr, x, y, RADIUS + 3.0, 0, 2 * G_PI);
      cairo_set_line_width (cr, 2.5);
      gdk_cairo_set_source_rgba (cr, &p->accent);
      cairo_stroke (cr);
    }
}

static gboolean
path_contains (TgGameTreeView *self,
               TgNode          node,
               guint           row)
{
  return row < self->path->len && g_array_index (self->path, TgNode, row) == node;
}

/* The rows and columns in view, with one more on each side. */
typedef struct
{
  guint first_row, last_row, first_col, last_col;
} Visible;

/* The edges of @line in view that are on the path to the current node
 * (@on_path) or not, stroked. */
static void
draw_line_edges (TgGameTreeView   *self,
                 cairo_t          *cr,
                 const Palette    *p,
                 const TgTreeLine *line,
                 const Visible    *v,
                 gboolean          on_path)
{
  guint top = line->parent != TG_NODE_NONE ? line->row - 1 : line->row;
  guint bottom = line->row + line->length - 1;
  guint r0, r1;

  if (bottom < v->first_row || top > v->last_row)
    return;
  if (line->column < v->first_col && line->parent_column < v->first_col)
    return;
  if (line->parent_column > v->last_col)
    return;

  r0 = MAX (line->row, v->first_row);
  r1 = MIN (bottom, v->last_row);
  for (guint r = r0; r <= r1; r++)
    {
      TgNode node = tg_tree_layout_line_node (self->layout, line, r);

      if (on_path != path_contains (self, node, r))
        continue;
      if (r == line->row)
        {
          if (line->parent == TG_NODE_NONE)
            continue;
          draw_edge (cr, line->parent_column, r - 1, line->column, r);
        }
      else
        draw_edge (cr, line->column, r - 1, line->column, r);
    }
  cairo_set_line_width (cr, on_path ? 3.0 : 2.0);
  gdk_cairo_set_source_rgba (cr, on_path ? &p->accent : &p->line);
  cairo_stroke (cr);
}

/* The nodes of @line in view. */
static void
draw_line_nodes (TgGameTreeView   *self,
                 cairo_t          *cr,
                 const Palette    *p,
                 const TgTreeLine *line,
                 const Visible    *v)
{
  guint bottom = line->row + line->length - 1;

  if (line->column < v->first_col || line->column > v->last_col ||
      bottom < v->first_row || line->row > v->last_row)
    return;
  for (guint r = MAX (line->row, v->first_row); r <= MIN (bottom, v->last_row); r++)
    {
      TgNode node = tg_tree_layout_line_node (self->layout, line, r);

      draw_node (self, cr, p, node, line->column, r, path_contains (self, node, r));
    }
}

void
_tg_game_tree_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double ox = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  double oy = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
  guint n_lines;
  Visible v;
  Palette p;
  cairo_t *cr;

  _tg_game_tree_view_ensure_layout (self);
  if (self->game == NULL || self->layout == NULL || width <= 0 || height <= 0)
    return;

  get_palette (self, &p);
  v.first_row = (guint) MAX (0.0, floor ((oy - PAD) / CELL) - 1);
  v.last_row = (guint) MAX (0.0, ceil ((oy + height - PAD) / CELL) + 1);
  v.first_col = (guint) MAX (0.0, floor ((ox - PAD) / CELL) - 1);
  v.last_col = (guint) MAX (0.0, ceil ((ox + width - PAD) / CELL) + 1);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, -ox, -oy);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* Edges: the ordinary ones, then the path to the current node on top;
   * then the nodes. */
  n_lines = tg_tree_layout_get_n_lines (self->layout);
  for (guint i = 0; i < n_lines; i++)
    draw_line_edges (self, cr, &p, tg_tree_layout_get_line (self->layout, i), &v, FALSE);
  for (guint i = 0; i < n_lines; i++)
    draw_line_edges (self, cr, &p, tg_tree_layout_get_line (self->layout, i), &v, TRUE);
  for (guint i = 0; i < n_lines; i++)
    draw_line_nodes (self, cr, &p, tg_tree_layout_get_line (self->layout, i), &v);

  cairo_destroy (cr);
}
