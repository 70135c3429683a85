/* tg-free-placement.c: a small board that previews a game's start and takes free handicap stones
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-board-render.h"
#include "tg-board-scene.h"
#include "tg-free-placement.h"
#include "tg-point.h"

#define MIN_SIDE     160
#define NATURAL_SIDE 320

struct _TgFreePlacement
{
  GtkWidget  parent_instance;

  guint      width;
  guint      height;
  guint      max_stones;
  TgPoint    placed[TG_FREE_PLACEMENT_MAX];
  guint      n_placed;
  GArray    *fixed_black;          /* TgPoint */
  GArray    *fixed_white;          /* TgPoint */
  TgPoint    hover;                /* TG_NO_POINT: none */
  TgPoint    cursor;               /* keyboard cursor */

  TgBoardScene       *scene;       /* what the renderer draws */
  TgBoardRenderCache *cache;
};

G_DEFINE_FINAL_TYPE (TgFreePlacement, tg_free_placement, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Geometry ---------------------------------------------------------------- */

static TgPoint
point_at (TgFreePlacement *self,
          double           x,
          double           y)
{
  TgPoint p;

  if (!tg_board_render_point_at (self->scene, gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)), x, y, &p))
    return TG_NO_POINT;
  return p;
}

/* State ------------------------------------------------------------------- */

static gboolean
array_has (GArray  *points,
           TgPoint  p)
{
  for (guint i = 0; i < points->len; i++)
    if (g_array_index (points, TgPoint, i) == p)
      return TRUE;
  return FALSE;
}

static gint
placed_index (TgFreePlacement *self,
              TgPoint          p)
{
  for (guint i = 0; i < self->n_placed; i++)
    if (self->placed[i] == p)
      return (gint) i;
  return -1;
}

static void
update_accessible (TgFreePlacement *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char buf[TG_POINT_GTP_SIZE];

  g_string_append_printf (text, _("A %u×%u board"), self->width, self->height);
  if (self->fixed_black->len + self->n_placed > 0)
    {
      g_string_append (text, _(", black stones on"));
      for (guint i = 0; i < self->fixed_black->len; i++)
        g_string_append_printf (text, " %s",
                                tg_point_to_gtp (g_array_index (self->fixed_black, TgPoint, i),
                                                 self->height, buf));
      for (guint i = 0; i < self->n_placed; i++)
        g_string_append_printf (text, " %s", tg_point_to_gtp (self->placed[i], self->height, buf));
    }
  if (self->fixed_white->len > 0)
    {
      g_string_append (text, _(", white stones on"));
      for (guint i = 0; i < self->fixed_white->len; i++)
        g_string_append_printf (text, " %s",
                                tg_point_to_gtp (g_array_index (self->fixed_white, TgPoint, i),
                                                 self->height, buf));
    }
  if (self->max_stones > 0)
    g_string_append_printf (text, _(", cursor on %s"), tg_point_to_gtp (self->cursor, self->height, buf));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  -1);
}

static void
changed (TgFreePlacement *self,
         gboolean         emit)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (emit)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* Drawing ----------------------------------------------------------------- */

void
tg_free_placement_draw_stone (cairo_t *cr,
                              double   x,
                              double   y,
                              double   r,
                              TgColor  color,
                              double   alpha)
{
  cairo_pattern_t *pat;

  /* A soft shadow below and to the right, as light falls from the top left. */
  if (alpha >= 1.0 && r > 3)
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
      cairo_arc (cr, x + r * 0.08, y + r * 0.12, r, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  pat = cairo_pattern_create_radial (x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  if (color == TG_BLACK)
    {
      cairo_pattern_add_color_stop_rgba (pat, 0.0, 0.42, 0.42, 0.44, alpha);
      cairo_pattern_add_color_stop_rgba (pat, 1.0, 0.06, 0.06, 0.07, alpha);
    }
  else
    {
      cairo_pattern_add_color_stop_rgba (pat, 0.0, 1.0, 1.0, 1.0, alpha);
      cairo_pattern_add_color_stop_rgba (pat, 1.0, 0.80, 0.80, 0.78, alpha);
    }
  cairo_set_source (cr, pat);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  cairo_set_source_rgba (cr, 0, 0, 0, color == TG_BLACK ? 0.5 * alpha : 0.35 * alpha);
  cairo_set_line_width (cr, MAX (0.6, r * 0.05));
  cairo_stroke (cr);
}

/* The scene: the fixed and placed stones, the ghost stone under the
 * pointer where a stone may go, the keyboard cursor while focused. */
static void
update_scene (TgFreePlacement *self)
{
  TgBoardScene *scene = self->scene;

  tg_board_init (&scene->board, self->width, self->height);
  for (guint i = 0; i < self->fixed_black->len; i++)
    tg_board_set (&scene->board, g_array_index (self->fixed_black, TgPoint, i), TG_BLACK);
  for (guint i = 0; i < self->fixed_white->len; i++)
    tg_board_set (&scene->board, g_array_index (self->fixed_white, TgPoint, i), TG_WHITE);
  for (guint i = 0; i < self->n_placed; i++)
    tg_board_set (&scene->board, self->placed[i], TG_BLACK);

  scene->ghost = TG_NO_POINT;
  if (self->max_stones > 0 && self->hover != TG_NO_POINT && self->n_placed < self->max_stones &&
      tg_board_get (&scene->board, self->hover) == TG_EMPTY)
    {
      scene->ghost = self->hover;
      scene->ghost_color = TG_BLACK;
    }
  scene->cursor = self->max_stones > 0 && gtk_widget_has_focus (GTK_WIDGET (self))
                  ? self->cursor : TG_NO_POINT;
  /* Coordinates help to place stones; a plain preview is bigger without. */
  scene->show_coordinates = self->max_stones > 0;
}

static void
tg_free_placement_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TgFreePlacement *self = TG_FREE_PLACEMENT (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (w <= 0 || h <= 0)
    return;
  update_scene (self);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  tg_board_render (cr, self->scene, w, h, self->cache);
  cairo_destroy (cr);
}

static void
tg_free_placement_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = MIN_SIDE;
  *natural = for_size > 0 ? MAX (MIN_SIDE, for_size) : NATURAL_SIDE;
}

static GtkSizeRequestMode
tg_free_placement_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Input ------------------------------------------------------------------- */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TgFreePlacement *self)
{
  TgPoint p = point_at (self, x, y);

  if (self->max_stones == 0 || p == TG_NO_POINT)
    return;
  self->cursor = p;
  if (tg_free_placement_toggle (self, p))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TgFreePlacement          *self)
{
  TgPoint p = point_at (self, x, y);

  if (p != self->hover)
    {
      self->hover = p;
      if (self->max_stones > 0)
        gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *motion,
          TgFreePlacement          *self)
{
  self->hover = TG_NO_POINT;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TgFreePlacement       *self)
{
  guint x = tg_point_x (self->cursor);
  guint y = tg_point_y (self->cursor);

  if (self->max_stones == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      x = x > 0 ? x - 1 : 0;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      x = MIN (x + 1, self->width - 1);
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      y = y > 0 ? y - 1 : 0;
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      y = MIN (y + 1, self->height - 1);
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      tg_free_placement_toggle (self, self->cursor);
      return TRUE;
    default:
      return FALSE;
    }
  self->cursor = tg_point (x, y);
  changed (self, FALSE);
  return TRUE;
}

static void
focus_changed_cb (GtkEventControllerFocus *focus,
                  TgFreePlacement         *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject ----------------------------------------------------------------- */

static void
tg_free_placement_finalize (GObject *object)
{
  TgFreePlacement *self = TG_FREE_PLACEMENT (object);

  g_array_unref (self->fixed_black);
  g_array_unref (self->fixed_white);
  tg_board_scene_free (self->scene);
  tg_board_render_cache_free (self->cache);

  G_OBJECT_CLASS (tg_free_placement_parent_class)->finalize (object);
}

static void
tg_free_placement_class_init (TgFreePlacementClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tg_free_placement_finalize;
  widget_class->snapshot = tg_free_placement_snapshot;
  widget_class->measure = tg_free_placement_measure;
  widget_class->get_request_mode = tg_free_placement_get_request_mode;

  /**
   * TgFreePlacement::changed:
   *
   * The placed stones changed.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "tg-free-placement");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tg_free_placement_init (TgFreePlacement *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->width = self->height = 19;
  self->fixed_black = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  self->fixed_white = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  self->hover = TG_NO_POINT;
  self->cursor = tg_point (9, 9);
  self->scene = tg_board_scene_new ();
  self->cache = tg_board_render_cache_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  update_accessible (self);
}

/* API --------------------------------------------------------------------- */

GtkWidget *
tg_free_placement_new (void)
{
  return g_object_new (TG_TYPE_FREE_PLACEMENT, NULL);
}

void
tg_free_placement_set_board_size (TgFreePlacement *self,
                                  guint            width,
                                  guint            height)
{
  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));
  g_return_if_fail (width >= 1 && width <= TG_MAX_SIZE);
  g_return_if_fail (height >= 1 && height <= TG_MAX_SIZE);

  if (width == self->width && height == self->height)
    return;
  self->width = width;
  self->height = height;
  self->cursor = tg_point (width / 2, height / 2);
  self->hover = TG_NO_POINT;
  g_array_set_size (self->fixed_black, 0);
  g_array_set_size (self->fixed_white, 0);
  self->n_placed = 0;
  changed (self, TRUE);
}

void
tg_free_placement_set_fixed (TgFreePlacement *self,
                             const TgPoint   *black,
                             guint            n_black,
                             const TgPoint   *white,
                             guint            n_white)
{
  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));

  g_array_set_size (self->fixed_black, 0);
  g_array_set_size (self->fixed_white, 0);
  for (guint i = 0; i < n_black; i++)
    if (tg_point_is_on_board (black[i], self->width, self->height))
      g_array_append_val (self->fixed_black, black[i]);
  for (guint i = 0; i < n_white; i++)
    if (tg_point_is_on_board (white[i], self->width, self->height))
      g_array_append_val (self->fixed_white, white[i]);
  changed (self, FALSE);
}

void
tg_free_placement_set_max_stones (TgFreePlacement *self,
                                  guint            max_stones)
{
  gboolean dropped;

  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));

  max_stones = MIN (max_stones, TG_FREE_PLACEMENT_MAX);
  dropped = self->n_placed > max_stones;
  self->max_stones = max_stones;
  self->n_placed = MIN (self->n_placed, max_stones);
  gtk_widget_set_focusable (GTK_WIDGET (self), max_stones > 0);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), max_stones > 0);
  if (max_stones > 0)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  else
    gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  changed (self, dropped);
}

guint
tg_free_placement_get_max_stones (TgFreePlacement *self)
{
  g_return_val_if_fail (TG_IS_FREE_PLACEMENT (self), 0);
  return self->max_stones;
}

const TgPoint *
tg_free_placement_get_points (TgFreePlacement *self,
                              guint           *n_points)
{
  g_return_val_if_fail (TG_IS_FREE_PLACEMENT (self), NULL);
  if (n_points)
    *n_points = self->n_placed;
  return self->placed;
}

gboolean
tg_free_placement_toggle (TgFreePlacement *self,
                          TgPoint          point)
{
  gint i;

  g_return_val_if_fail (TG_IS_FREE_PLACEMENT (self), FALSE);

  if (self->max_stones == 0 || !tg_point_is_on_board (point, self->width, self->height) ||
      array_has (self->fixed_black, point) || array_has (self->fixed_white, point))
    return FALSE;

  i = placed_index (self, point);
  if (i >= 0)
    {
      for (guint j = i; j + 1 < self->n_placed; j++)
        self->placed[j] = self->placed[j + 1];
      self->n_placed--;
    }
  else if (self->n_placed < self->max_stones)
    self->placed[self->n_placed++] = point;
  else
    return FALSE;

  changed (self, TRUE);
  return TRUE;
}

void
tg_free_placement_clear (TgFreePlacement *self)
{
  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));

  if (self->n_placed == 0)
    return;
  self->n_placed = 0;
  changed (self, TRUE);
}

void
tg_free_placement_set_theme (TgFreePlacement *self,
                             TgBoardTheme     theme)
{
  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));

  if (self->scene->theme == theme)
    return;
  self->scene->theme = theme;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
