/* tg-game-tree-view.c: the variation tree of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "tg-game-tree-view-private.h"

static void tg_game_tree_view_scrollable_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TgGameTreeView, tg_game_tree_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE,
                                                      tg_game_tree_view_scrollable_init))

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS,
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

static void
tg_game_tree_view_scrollable_init (GtkScrollableInterface *iface)
{
}

/* Geometry ---------------------------------------------------------------- */

static double
content_width (TgGameTreeView *self)
{
  guint columns = self->layout ? tg_tree_layout_get_n_columns (self->layout) : 0;

  return 2 * PAD + (columns > 0 ? (columns - 1) * CELL : 0) + 2 * RADIUS;
}

static double
content_height (TgGameTreeView *self)
{
  guint rows = self->layout ? tg_tree_layout_get_n_rows (self->layout) : 0;

  return 2 * PAD + (rows > 0 ? (rows - 1) * CELL : 0) + 2 * RADIUS;
}

static void
configure_adjustment (GtkAdjustment *adj,
                      double         size,
                      double         page)
{
  double value;

  if (adj == NULL)
    return;
  value = gtk_adjustment_get_value (adj);
  value = CLAMP (value, 0, MAX (0, size - page));
  gtk_adjustment_configure (adj, value, 0, MAX (size, page),
                            CELL, page * 0.9, page);
}

static void
scroll_to_current (TgGameTreeView *self)
{
  guint column, row;
  double x, y, w, h;

  self->scroll_pending = FALSE;
  _tg_game_tree_view_ensure_layout (self);
  if (self->game == NULL || self->layout == NULL || self->vadjustment == NULL)
    return;
  if (!tg_tree_layout_get_cell (self->layout, tg_game_get_current_node (self->game),
                                &column, &row))
    return;

  x = _tg_game_tree_view_column_x (column);
  y = _tg_game_tree_view_row_y (row);
  w = gtk_adjustment_get_page_size (self->hadjustment);
  h = gtk_adjustment_get_page_size (self->vadjustment);
  if (h <= 0 || w <= 0)
    {
      self->scroll_pending = TRUE;
      return;
    }

  /* Keep a few rows of context around the current node. */
  if (y - 3 * CELL < gtk_adjustment_get_value (self->vadjustment))
    gtk_adjustment_set_value (self->vadjustment, y - 3 * CELL);
  else if (y + 3 * CELL > gtk_adjustment_get_value (self->vadjustment) + h)
    gtk_adjustment_set_value (self->vadjustment, y + 3 * CELL - h);
  if (x - CELL < gtk_adjustment_get_value (self->hadjustment))
    gtk_adjustment_set_value (self->hadjustment, x - CELL);
  else if (x + CELL > gtk_adjustment_get_value (self->hadjustment) + w)
    gtk_adjustment_set_value (self->hadjustment, x + CELL - w);
}

/* Game -------------------------------------------------------------------- */

static void
update_path (TgGameTreeView *self)
{
  g_array_set_size (self->path, 0);
  if (self->game != NULL)
    tg_game_tree_get_path (tg_game_get_tree (self->game),
                           tg_game_get_current_node (self->game), self->path);
}

static void
relayout (TgGameTreeView *self)
{
  self->stale = FALSE;
  g_clear_pointer (&self->layout, tg_tree_layout_free);
  if (self->game != NULL)
    self->layout = tg_tree_layout_new (tg_game_get_tree (self->game),
                                       tg_game_get_root (self->game));
  update_path (self);
}

/* The layout is rebuilt lazily, at most once per frame, before anything
 * reads it: edits can come in bursts (typing a comment). */
void
_tg_game_tree_view_ensure_layout (TgGameTreeView *self)
{
  if (self->stale)
    relayout (self);
}

static void
tree_changed_cb (TgGameTreeView *self)
{
  self->stale = TRUE;
  self->scroll_pending = TRUE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
position_changed_cb (TgGameTreeView *self)
{
  update_path (self);
  if (self->stale)
    self->scroll_pending = TRUE;
  else
    scroll_to_current (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tg_game_tree_view_set_game (TgGameTreeView *self,
                            TgGame         *game)
{
  g_return_if_fail (TG_IS_GAME_TREE_VIEW (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (tree_changed_cb), self);
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (position_changed_cb), self);
    }
  if (self->vadjustment != NULL)
    gtk_adjustment_set_value (self->vadjustment, 0);
  if (self->hadjustment != NULL)
    gtk_adjustment_set_value (self->hadjustment, 0);
  relayout (self);
  self->scroll_pending = TRUE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TgGame *
tg_game_tree_view_get_game (TgGameTreeView *self)
{
  g_return_val_if_fail (TG_IS_GAME_TREE_VIEW (self), NULL);
  return self->game;
}

/* Input ------------------------------------------------------------------- */

static TgNode
node_at_widget_point (TgGameTreeView *self,
                      double          x,
                      double          y,
                      guint          *out_row)
{
  double tx, ty, fc, fr;
  guint column, row;

  _tg_game_tree_view_ensure_layout (self);
  if (self->layout == NULL)
    return TG_NODE_NONE;
  tx = x + (self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0);
  ty = y + (self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0);
  fc = (tx - PAD - RADIUS) / CELL;
  fr = (ty - PAD - RADIUS) / CELL;
  if (fc < -0.5 || fr < -0.5)
    return TG_NODE_NONE;
  column = (guint) floor (fc + 0.5);
  row = (guint) floor (fr + 0.5);
  if (out_row != NULL)
    *out_row = row;
  return tg_tree_layout_get_node_at (self->layout, column, row);
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TgGameTreeView  *self)
{
  TgNode node = node_at_widget_point (self, x, y, NULL);

  if (node == TG_NODE_NONE || self->game == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  tg_game_go_to (self->game, node);
}

static gboolean
tg_game_tree_view_query_tooltip (GtkWidget  *widget,
                                 int         x,
                                 int         y,
                                 gboolean    keyboard,
                                 GtkTooltip *tooltip)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (widget);
  g_autofree char *comment = NULL;
  g_autofree char *name = NULL;
  GString *text;
  TgNode node;
  TgColor color;
  TgPoint point;
  guint row = 0;

  if (keyboard || self->game == NULL)
    return FALSE;
  node = node_at_widget_point (self, x, y, &row);
  if (node == TG_NODE_NONE)
    return FALSE;

  text = g_string_new (NULL);
  if (tg_game_node_get_move (self->game, node, &color, &point))
    {
      TgGameTree *tree = tg_game_get_tree (self->game);
      guint number = 0;
      char buf[TG_POINT_GTP_SIZE];

      for (TgNode n = node; n != TG_NODE_NONE; n = tg_game_tree_get_parent (tree, n))
        if (tg_game_tree_has_prop (tree, n, "B") || tg_game_tree_has_prop (tree, n, "W"))
          number++;
      if (point == TG_PASS)
        /* Translators: a move in the game tree's tooltip: "Move 42: Black passes" */
        g_string_append_printf (text, color == TG_BLACK ? _("Move %u: Black passes")
                                                        : _("Move %u: White passes"),
                                number);
      else
        /* Translators: a move in the game tree's tooltip: "Move 42: Black Q16" */
        g_string_append_printf (text, color == TG_BLACK ? _("Move %u: Black %s")
                                                        : _("Move %u: White %s"),
                                number, tg_point_to_gtp (point, tg_game_get_height (self->game), buf));
    }
  else if (row == 0)
    g_string_append (text, _("Start of the game"));
  else
    g_string_append (text, _("Setup"));

  name = tg_game_tree_get_text (tg_game_get_tree (self->game), node, "N");
  if (name != NULL && *name)
    g_string_append_printf (text, "\n%s", name);
  comment = tg_game_tree_get_text (tg_game_get_tree (self->game), node, "C");
  if (comment != NULL && *comment)
    {
      g_autofree char *line = g_utf8_substring (comment, 0, MIN (g_utf8_strlen (comment, -1), 120));

      g_string_append_printf (text, "\n%s%s", line, g_utf8_strlen (comment, -1) > 120 ? "…" : "");
    }
  gtk_tooltip_set_text (tooltip, text->str);
  g_string_free (text, TRUE);
  return TRUE;
}

/* Scrollable -------------------------------------------------------------- */

static void
adjustment_value_changed_cb (TgGameTreeView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (TgGameTreeView  *self,
                GtkAdjustment  **slot,
                GtkAdjustment   *adj)
{
  if (*slot == adj)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_data (*slot, self);
      g_clear_object (slot);
    }
  if (adj == NULL)
    adj = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink (adj);
  g_signal_connect_swapped (adj, "value-changed", G_CALLBACK (adjustment_value_changed_cb), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
tg_game_tree_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (widget);

  _tg_game_tree_view_ensure_layout (self);
  configure_adjustment (self->hadjustment, content_width (self), width);
  configure_adjustment (self->vadjustment, content_height (self), height);
  if (self->scroll_pending)
    scroll_to_current (self);
}

static void
tg_game_tree_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (widget);
  double size;

  _tg_game_tree_view_ensure_layout (self);
  size = orientation == GTK_ORIENTATION_HORIZONTAL ? content_width (self)
                                                          : content_height (self);

  *minimum = 0;
  *natural = (int) MIN (size, 400.0);
}

/* Object ------------------------------------------------------------------ */

static void
tg_game_tree_view_dispose (GObject *object)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (object);

  tg_game_tree_view_set_game (self, NULL);
  if (self->hadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->hadjustment, self);
  if (self->vadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->vadjustment, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);

  G_OBJECT_CLASS (tg_game_tree_view_parent_class)->dispose (object);
}

static void
tg_game_tree_view_finalize (GObject *object)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (object);

  g_clear_pointer (&self->layout, tg_tree_layout_free);
  g_clear_pointer (&self->path, g_array_unref);

  G_OBJECT_CLASS (tg_game_tree_view_parent_class)->finalize (object);
}

static void
tg_game_tree_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_tree_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TgGameTreeView *self = TG_GAME_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_game_tree_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_tree_view_class_init (TgGameTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_game_tree_view_dispose;
  object_class->finalize = tg_game_tree_view_finalize;
  object_class->get_property = tg_game_tree_view_get_property;
  object_class->set_property = tg_game_tree_view_set_property;

  widget_class->snapshot = _tg_game_tree_view_snapshot;
  widget_class->measure = tg_game_tree_view_measure;
  widget_class->size_allocate = tg_game_tree_view_size_allocate;
  widget_class->query_tooltip = tg_game_tree_view_query_tooltip;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_set_css_name (widget_class, "gametree");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TREE);
}

static void
tg_game_tree_view_init (TgGameTreeView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
tg_game_tree_view_new (void)
{
  return g_object_new (TG_TYPE_GAME_TREE_VIEW, NULL);
}

gboolean
tg_game_tree_view_get_cell (TgGameTreeView *self,
                            TgNode          node,
                            guint          *column,
                            guint          *row)
{
  g_return_val_if_fail (TG_IS_GAME_TREE_VIEW (self), FALSE);

  _tg_game_tree_view_ensure_layout (self);
  return self->layout != NULL && tg_tree_layout_get_cell (self->layout, node, column, row);
}

TgNode
tg_game_tree_view_get_node_at (TgGameTreeView *self,
                               guint           column,
                               guint           row)
{
  g_return_val_if_fail (TG_IS_GAME_TREE_VIEW (self), TG_NODE_NONE);

  _tg_game_tree_view_ensure_layout (self);
  return self->layout != NULL ? tg_tree_layout_get_node_at (self->layout, column, row)
                              : TG_NODE_NONE;
}

guint
tg_game_tree_view_get_n_columns (TgGameTreeView *self)
{
  g_return_val_if_fail (TG_IS_GAME_TREE_VIEW (self), 0);

  _tg_game_tree_view_ensure_layout (self);
  return self->layout != NULL ? tg_tree_layout_get_n_columns (self->layout) : 0;
}

guint
tg_game_tree_view_get_n_rows (TgGameTreeView *self)
{
  g_return_val_if_fail (TG_IS_GAME_TREE_VIEW (self), 0);

  _tg_game_tree_view_ensure_layout (self);
  return self->layout != NULL ? tg_tree_layout_get_n_rows (self->layout) : 0;
}
