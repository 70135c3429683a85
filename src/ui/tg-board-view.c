/* tg-board-view.c: the board widget
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is rendered into an image surface at the widget's scale
 * factor (so stones and lines stay sharp on HiDPI screens) and handed to
 * GTK in tiles (tg-board-tiles.h), so that GTK redraws only the tiles
 * whose pixels a change of the scene changed; the picture is kept until
 * the scene or the size changes.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-board-render.h"
#include "tg-board-tiles.h"
#include "tg-board-view.h"
#include "tg-point.h"

struct _TgBoardView
{
  GtkWidget           parent_instance;

  TgBoardScene       *scene;
  TgBoardRenderCache *cache;

  TgBoardTiles       *tiles;          /* the picture GTK draws */
  gboolean            drawn;          /* the tiles show the scene at this size */
  int                 drawn_width;
  int                 drawn_height;
  int                 drawn_scale;
  guint               frames;         /* pictures rendered */
  guint               changed_tiles;  /* by the last picture */

  TgPoint             hover;          /* under the pointer, or TG_NO_POINT */
  TgPoint             cursor;         /* keyboard cursor (shown while focused) */
  gboolean            keyboard;       /* the cursor was moved last, not the pointer */
  TgPoint             press_point;
  gboolean            long_pressed;
  char               *a11y_label;
  gboolean            describe_stones; /* the label names every stone */
  int                 natural_size;   /* of the longer side, in pixels */
  guint               board_width;    /* to notice a new size (resize) */
  guint               board_height;
};

enum {
  PROP_0,
  PROP_NATURAL_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  POINT_ACTIVATED,
  HOVER_CHANGED,
  SCROLL_STEP,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TgBoardView, tg_board_view, GTK_TYPE_WIDGET)

static void
invalidate (TgBoardView *self)
{
  self->drawn = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
point_at (TgBoardView *self,
          double       x,
          double       y,
          TgPoint     *out)
{
  return tg_board_render_point_at (self->scene,
                                   gtk_widget_get_width (GTK_WIDGET (self)),
                                   gtk_widget_get_height (GTK_WIDGET (self)),
                                   x, y, out);
}

/* " black stones on D4 Q16" for the stones of @color, top row first. */
static void
append_stones (GString       *text,
               const TgBoard *board,
               TgColor        color,
               const char    *intro)
{
  char buf[TG_POINT_GTP_SIZE];
  gboolean any = FALSE;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      if (tg_board_get (board, tg_point (x, y)) == color)
        {
          if (!any)
            g_string_append (text, intro);
          any = TRUE;
          g_string_append_printf (text, " %s", tg_point_to_gtp (tg_point (x, y), board->height, buf));
        }
}

/* "Go board, 19×19", and with describe-stones ", black stones on D4 Q16, white stones on K10". */
static char *
board_label (TgBoardView *self)
{
  const TgBoard *board = &self->scene->board;
  GString *text = g_string_new (NULL);

  /* Translators: the board's accessible name, "Go board, 19×19" */
  g_string_printf (text, _("Go board, %u×%u"), board->width, board->height);
  if (self->describe_stones)
    {
      append_stones (text, board, TG_BLACK, _(", black stones on"));
      append_stones (text, board, TG_WHITE, _(", white stones on"));
    }
  return g_string_free (text, FALSE);
}

/* "D4, black stone": the point under the keyboard cursor. */
static char *
point_label (TgBoardView *self)
{
  const TgBoard *board = &self->scene->board;
  char buf[TG_POINT_GTP_SIZE];
  const char *what;

  tg_point_to_gtp (self->cursor, board->height, buf);
  switch (tg_board_get (board, self->cursor))
    {
    case TG_BLACK:
      what = _("black stone");
      break;
    case TG_WHITE:
      what = _("white stone");
      break;
    case TG_EMPTY:
    case TG_EDGE:
    default:
      what = _("empty");
      break;
    }
  /* Translators: a board point and what is on it, "D4, black stone" */
  return g_strdup_printf (_("%s, %s"), buf, what);
}

static void
update_accessible (TgBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->cursor != TG_NO_POINT && tg_board_contains (&self->scene->board, self->cursor) &&
      gtk_widget_has_focus (GTK_WIDGET (self)))
    label = point_label (self);
  else
    label = board_label (self);

  if (g_strcmp0 (label, self->a11y_label) == 0)
    return;
  g_free (self->a11y_label);
  self->a11y_label = g_steal_pointer (&label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->a11y_label,
                                  -1);
}

static void
set_hover (TgBoardView *self,
           TgPoint      p)
{
  if (p == self->hover)
    return;
  self->hover = p;
  if (p == TG_NO_POINT)
    g_signal_emit (self, signals[HOVER_CHANGED], 0, -1, -1);
  else
    g_signal_emit (self, signals[HOVER_CHANGED], 0,
                   (int) tg_point_x (p), (int) tg_point_y (p));
}

/* Copies the view's keyboard cursor into the scene; TRUE if it changed. */
static gboolean
apply_cursor (TgBoardView *self)
{
  TgPoint shown = TG_NO_POINT;

  if (self->cursor != TG_NO_POINT && !tg_board_contains (&self->scene->board, self->cursor))
    self->cursor = TG_NO_POINT;
  if (gtk_widget_has_focus (GTK_WIDGET (self)) && self->keyboard)
    shown = self->cursor;
  if (self->scene->cursor == shown)
    return FALSE;
  self->scene->cursor = shown;
  return TRUE;
}

static void
sync_cursor (TgBoardView *self)
{
  if (apply_cursor (self))
    invalidate (self);
}

/* ------------------------------------------------------------------ */
/* Drawing                                                            */

static void
tg_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TgBoardView *self = TG_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);

  if (width <= 0 || height <= 0 || self->tiles == NULL)
    return;

  if (apply_cursor (self))
    self->drawn = FALSE;

  if (!self->drawn || width != self->drawn_width || height != self->drawn_height ||
      scale != self->drawn_scale)
    {
      self->changed_tiles = tg_board_tiles_render (self->tiles, self->scene, width, height,
                                                   scale, self->cache);
      self->frames++;
      self->drawn = TRUE;
      self->drawn_width = width;
      self->drawn_height = height;
      self->drawn_scale = scale;
    }
  tg_board_tiles_snapshot (self->tiles, snapshot);
}

static GtkSizeRequestMode
tg_board_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
tg_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TgBoardView *self = TG_BOARD_VIEW (widget);
  const TgBoard *board = &self->scene->board;
  double along = orientation == GTK_ORIENTATION_HORIZONTAL ? board->width : board->height;
  double longest = MAX (board->width, board->height);

  /* Square cells: a rectangular board asks for its own aspect. */
  *minimum = (int) (MIN (200, self->natural_size) * (along + 1) / (longest + 1));
  *natural = (int) (self->natural_size * (along + 1) / (longest + 1));
  *minimum_baseline = -1;
  *natural_baseline = -1;
}

static void
tg_board_view_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tg_board_view_parent_class)->css_changed (widget, change);
  /* Not a change of the scene: everything is drawn again. */
  if (TG_BOARD_VIEW (widget)->tiles != NULL)
    tg_board_tiles_clear (TG_BOARD_VIEW (widget)->tiles);
  invalidate (TG_BOARD_VIEW (widget));
}

/* ------------------------------------------------------------------ */
/* Input                                                              */

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TgBoardView     *self)
{
  TgPoint p;

  self->long_pressed = FALSE;
  self->press_point = point_at (self, x, y, &p) ? p : TG_NO_POINT;
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TgBoardView     *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  TgPoint p;

  if (self->long_pressed || self->press_point == TG_NO_POINT)
    return;
  if (!point_at (self, x, y, &p) || p != self->press_point)
    return;
  self->press_point = TG_NO_POINT;
  if (self->keyboard)
    {
      self->keyboard = FALSE;
      self->cursor = p;
      sync_cursor (self);
    }
  g_signal_emit (self, signals[POINT_ACTIVATED], 0,
                 tg_point_x (p), tg_point_y (p), button == 0 ? 1 : button);
}

static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 TgBoardView         *self)
{
  TgPoint p;

  /* A long touch is the right click of touch screens. */
  if (!point_at (self, x, y, &p))
    return;
  self->long_pressed = TRUE;
  g_signal_emit (self, signals[POINT_ACTIVATED], 0, tg_point_x (p), tg_point_y (p), 3);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TgBoardView              *self)
{
  TgPoint p;

  if (!point_at (self, x, y, &p))
    p = TG_NO_POINT;
  if (self->keyboard && p == self->hover)
    return;
  if (self->keyboard)
    {
      self->keyboard = FALSE;
      sync_cursor (self);
    }
  set_hover (self, p);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          TgBoardView              *self)
{
  if (!self->keyboard)
    set_hover (self, TG_NO_POINT);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TgBoardView              *self)
{
  int steps = (int) (dy > 0 ? dy + 0.5 : dy - 0.5);

  if (steps == 0)
    return FALSE;
  for (int i = 0; i < ABS (steps); i++)
    g_signal_emit (self, signals[SCROLL_STEP], 0, steps > 0 ? 1 : -1);
  return TRUE;
}

static void
move_cursor (TgBoardView *self,
             int          dx,
             int          dy)
{
  const TgBoard *board = &self->scene->board;
  int x, y;

  if (self->cursor == TG_NO_POINT || !tg_board_contains (board, self->cursor))
    self->cursor = tg_point (board->width / 2, board->height / 2);
  else if (self->keyboard)
    {
      x = CLAMP ((int) tg_point_x (self->cursor) + dx, 0, board->width - 1);
      y = CLAMP ((int) tg_point_y (self->cursor) + dy, 0, board->height - 1);
      self->cursor = tg_point (x, y);
    }
  self->keyboard = TRUE;
  sync_cursor (self);
  self->hover = TG_NO_POINT;
  set_hover (self, self->cursor);
  update_accessible (self);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TgBoardView           *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_SHIFT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->cursor == TG_NO_POINT || !self->keyboard)
        {
          move_cursor (self, 0, 0);
          return TRUE;
        }
      g_signal_emit (self, signals[POINT_ACTIVATED], 0,
                     tg_point_x (self->cursor), tg_point_y (self->cursor), 1);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
focus_enter_cb (GtkEventControllerFocus *controller,
                TgBoardView             *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* Focus that came from the keyboard (Tab) shows the cursor at once. */
  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)))
    {
      const TgBoardScene *scene = self->scene;

      if (self->cursor == TG_NO_POINT)
        self->cursor = tg_board_contains (&scene->board, scene->last_move)
                       ? scene->last_move
                       : tg_point (scene->board.width / 2, scene->board.height / 2);
      self->keyboard = TRUE;
      set_hover (self, self->cursor);
    }
  sync_cursor (self);
  update_accessible (self);
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                TgBoardView             *self)
{
  if (self->keyboard)
    {
      self->keyboard = FALSE;
      set_hover (self, TG_NO_POINT);
    }
  sync_cursor (self);
  update_accessible (self);
}

/* ------------------------------------------------------------------ */
/* Object                                                             */

static void
tg_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_NATURAL_SIZE:
      g_value_set_int (value, self->natural_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_NATURAL_SIZE:
      tg_board_view_set_natural_size (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_view_dispose (GObject *object)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  g_clear_pointer (&self->tiles, tg_board_tiles_free);
  G_OBJECT_CLASS (tg_board_view_parent_class)->dispose (object);
}

static void
tg_board_view_finalize (GObject *object)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  g_clear_pointer (&self->scene, tg_board_scene_free);
  g_clear_pointer (&self->cache, tg_board_render_cache_free);
  g_free (self->a11y_label);
  G_OBJECT_CLASS (tg_board_view_parent_class)->finalize (object);
}

static void
tg_board_view_class_init (TgBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tg_board_view_get_property;
  object_class->set_property = tg_board_view_set_property;
  object_class->dispose = tg_board_view_dispose;
  object_class->finalize = tg_board_view_finalize;

  /**
   * TgBoardView:natural-size:
   *
   * The size the view asks for along the board's longer side, in pixels
   * (the main board 640, a preview less).
   */
  properties[PROP_NATURAL_SIZE] =
    g_param_spec_int ("natural-size", NULL, NULL, 16, 8192, 640,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->snapshot = tg_board_view_snapshot;
  widget_class->measure = tg_board_view_measure;
  widget_class->get_request_mode = tg_board_view_get_request_mode;
  widget_class->css_changed = tg_board_view_css_changed;

  /**
   * TgBoardView::point-activated:
   * @x: column, 0 at the left
   * @y: row, 0 at the top
   * @button: 1 for a left click or the keyboard, 3 for a right click
   */
  signals[POINT_ACTIVATED] =
    g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * TgBoardView::hover-changed:
   * @x: column, or -1
   * @y: row, or -1
   */
  signals[HOVER_CHANGED] =
    g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * TgBoardView::scroll-step:
   * @delta: +1 forward one move, -1 back
   */
  signals[SCROLL_STEP] =
    g_signal_new ("scroll-step", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "tg-board-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tg_board_view_init (TgBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click, *long_press;
  GtkEventController *controller;

  self->scene = tg_board_scene_new ();
  self->cache = tg_board_render_cache_new ();
  self->tiles = tg_board_tiles_new ();
  self->hover = TG_NO_POINT;
  self->cursor = TG_NO_POINT;
  self->press_point = TG_NO_POINT;
  self->natural_size = 640;
  self->board_width = self->scene->board.width;
  self->board_height = self->scene->board.height;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, FALSE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (long_press));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL |
                                                GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_enter_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys move the cursor; Enter or Space plays there"),
                                  -1);
  update_accessible (self);
}

GtkWidget *
tg_board_view_new (void)
{
  return g_object_new (TG_TYPE_BOARD_VIEW, NULL);
}

TgBoardScene *
tg_board_view_get_scene (TgBoardView *self)
{
  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), NULL);

  return self->scene;
}

void
tg_board_view_scene_changed (TgBoardView *self)
{
  g_return_if_fail (TG_IS_BOARD_VIEW (self));

  if (self->cursor != TG_NO_POINT && !tg_board_contains (&self->scene->board, self->cursor))
    self->cursor = TG_NO_POINT;
  /* The owner may have cleared the scene: the view owns the cursor. */
  self->scene->cursor = TG_NO_POINT;
  invalidate (self);
  sync_cursor (self);
  update_accessible (self);
  if (self->board_width != self->scene->board.width ||
      self->board_height != self->scene->board.height)
    {
      self->board_width = self->scene->board.width;
      self->board_height = self->scene->board.height;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
}

gboolean
tg_board_view_get_hover (TgBoardView *self,
                         TgPoint     *out)
{
  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), FALSE);

  if (self->hover == TG_NO_POINT)
    return FALSE;
  if (out != NULL)
    *out = self->hover;
  return TRUE;
}

void
tg_board_view_set_cursor (TgBoardView *self,
                          TgPoint      p)
{
  g_return_if_fail (TG_IS_BOARD_VIEW (self));

  self->cursor = p;
  self->keyboard = p != TG_NO_POINT;
  sync_cursor (self);
  update_accessible (self);
}

void
tg_board_view_set_natural_size (TgBoardView *self,
                                int          size)
{
  g_return_if_fail (TG_IS_BOARD_VIEW (self));
  g_return_if_fail (size >= 16 && size <= 8192);

  if (self->natural_size == size)
    return;
  self->natural_size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NATURAL_SIZE]);
}

void
tg_board_view_set_describe_stones (TgBoardView *self,
                                   gboolean     describe)
{
  g_return_if_fail (TG_IS_BOARD_VIEW (self));

  self->describe_stones = !!describe;
  update_accessible (self);
}

guint
tg_board_view_get_frames (TgBoardView *self)
{
  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), 0);

  return self->frames;
}

guint
tg_board_view_get_changed_tiles (TgBoardView *self)
{
  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), 0);

  return self->changed_tiles;
}
