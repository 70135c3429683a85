/* tg-free-placement.c: the new-game preview's scene: a game's start, and free handicap stones
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-free-placement.h"
#include "tg-point.h"

struct _TgFreePlacement
{
  GObject      parent_instance;

  TgBoardView *view;
  guint        width;
  guint        height;
  guint        max_stones;
  TgPoint      placed[TG_FREE_PLACEMENT_MAX];
  guint        n_placed;
  GArray      *fixed_black;        /* TgPoint */
  GArray      *fixed_white;        /* TgPoint */
  TgPoint      hover;              /* the view's hover point, or TG_NO_POINT */
};

G_DEFINE_FINAL_TYPE (TgFreePlacement, tg_free_placement, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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

/* The scene ---------------------------------------------------------------- */

/* The ghost stone under the pointer (or the keyboard cursor) where a
 * stone may go. */
static TgPoint
ghost_point (TgFreePlacement *self)
{
  TgBoardScene *scene = tg_board_view_get_scene (self->view);

  if (self->max_stones > 0 && self->hover != TG_NO_POINT && self->n_placed < self->max_stones &&
      tg_board_contains (&scene->board, self->hover) &&
      tg_board_get (&scene->board, self->hover) == TG_EMPTY)
    return self->hover;
  return TG_NO_POINT;
}

/* The fixed and placed stones, and the ghost; the view draws them. */
static void
update_scene (TgFreePlacement *self)
{
  TgBoardScene *scene = tg_board_view_get_scene (self->view);

  tg_board_init (&scene->board, self->width, self->height);
  for (guint i = 0; i < self->fixed_black->len; i++)
    tg_board_set (&scene->board, g_array_index (self->fixed_black, TgPoint, i), TG_BLACK);
  for (guint i = 0; i < self->fixed_white->len; i++)
    tg_board_set (&scene->board, g_array_index (self->fixed_white, TgPoint, i), TG_WHITE);
  for (guint i = 0; i < self->n_placed; i++)
    tg_board_set (&scene->board, self->placed[i], TG_BLACK);
  scene->ghost = ghost_point (self);
  scene->ghost_color = TG_BLACK;
  /* Coordinates help to place stones; a plain preview is bigger without. */
  scene->show_coordinates = self->max_stones > 0;
  tg_board_view_scene_changed (self->view);
}

static void
changed (TgFreePlacement *self,
         gboolean         emit)
{
  update_scene (self);
  if (emit)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* Signal handlers --------------------------------------------------------- */

static void
point_activated_cb (TgFreePlacement *self,
                    guint            x,
                    guint            y,
                    guint            button,
                    TgBoardView     *view)
{
  if (button == GDK_BUTTON_PRIMARY)
    tg_free_placement_toggle (self, tg_point (x, y));
}

static void
hover_changed_cb (TgFreePlacement *self,
                  int              x,
                  int              y,
                  TgBoardView     *view)
{
  TgBoardScene *scene = tg_board_view_get_scene (view);

  self->hover = x >= 0 && y >= 0 ? tg_point (x, y) : TG_NO_POINT;
  if (ghost_point (self) != scene->ghost)
    {
      scene->ghost = ghost_point (self);
      tg_board_view_scene_changed (view);
    }
}

/* GObject ----------------------------------------------------------------- */

static void
tg_free_placement_dispose (GObject *object)
{
  TgFreePlacement *self = TG_FREE_PLACEMENT (object);

  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_clear_object (&self->view);

  G_OBJECT_CLASS (tg_free_placement_parent_class)->dispose (object);
}

static void
tg_free_placement_finalize (GObject *object)
{
  TgFreePlacement *self = TG_FREE_PLACEMENT (object);

  g_array_unref (self->fixed_black);
  g_array_unref (self->fixed_white);

  G_OBJECT_CLASS (tg_free_placement_parent_class)->finalize (object);
}

static void
tg_free_placement_class_init (TgFreePlacementClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_free_placement_dispose;
  object_class->finalize = tg_free_placement_finalize;

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
}

static void
tg_free_placement_init (TgFreePlacement *self)
{
  self->width = self->height = 19;
  self->fixed_black = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  self->fixed_white = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  self->hover = TG_NO_POINT;
}

/* API --------------------------------------------------------------------- */

TgFreePlacement *
tg_free_placement_new (TgBoardView *view)
{
  TgFreePlacement *self;

  g_return_val_if_fail (TG_IS_BOARD_VIEW (view), NULL);

  self = g_object_new (TG_TYPE_FREE_PLACEMENT, NULL);
  self->view = g_object_ref (view);
  g_signal_connect_object (view, "point-activated", G_CALLBACK (point_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "hover-changed", G_CALLBACK (hover_changed_cb),
                           self, G_CONNECT_SWAPPED);
  tg_board_view_set_describe_stones (view, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys move the cursor; Enter or Space places a black "
                                    "stone there or takes it back"),
                                  -1);
  tg_free_placement_set_max_stones (self, 0);
  return self;
}

TgBoardView *
tg_free_placement_get_view (TgFreePlacement *self)
{
  g_return_val_if_fail (TG_IS_FREE_PLACEMENT (self), NULL);
  return self->view;
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
  GtkWidget *view;
  gboolean dropped;

  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));

  view = GTK_WIDGET (self->view);
  max_stones = MIN (max_stones, TG_FREE_PLACEMENT_MAX);
  dropped = self->n_placed > max_stones;
  self->max_stones = max_stones;
  self->n_placed = MIN (self->n_placed, max_stones);
  gtk_widget_set_focusable (view, max_stones > 0);
  gtk_widget_set_focus_on_click (view, max_stones > 0);
  if (max_stones > 0)
    gtk_widget_set_cursor_from_name (view, "pointer");
  else
    gtk_widget_set_cursor (view, NULL);
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
  TgBoardScene *scene;

  g_return_if_fail (TG_IS_FREE_PLACEMENT (self));

  scene = tg_board_view_get_scene (self->view);
  if (scene->theme == theme)
    return;
  scene->theme = theme;
  tg_board_view_scene_changed (self->view);
}
