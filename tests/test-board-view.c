/* test-board-view.c: TgBoardView input: keyboard cursor, clicks, wheel, hover
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); skips cleanly without one. The
 * pixels are checked by test-render.c, which needs none.
 */

#include <gtk/gtk.h>

#include "tg-board-render.h"
#include "tg-board-view.h"
#include "tg-point.h"

#include "test-ui-common.h"

typedef struct
{
  int activated;
  guint x, y, button;
  int hover_x, hover_y;
  int scroll;
} ViewLog;

static void
activated_cb (TgBoardView *view,
              guint        x,
              guint        y,
              guint        button,
              ViewLog     *log)
{
  log->activated++;
  log->x = x;
  log->y = y;
  log->button = button;
}

static void
hover_cb (TgBoardView *view,
          int          x,
          int          y,
          ViewLog     *log)
{
  log->hover_x = x;
  log->hover_y = y;
}

static void
scroll_step_cb (TgBoardView *view,
                int          delta,
                ViewLog     *log)
{
  log->scroll += delta;
}

static gboolean
press_key (GtkWidget *view,
           guint      keyval)
{
  GtkEventController *keys = find_controller (view, GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  return handled;
}

static void
test_view (void)
{
  GtkWidget *window, *view;
  TgBoardScene *scene;
  ViewLog log = { 0, 0, 0, 0, -2, -2, 0 };
  GtkEventController *c;
  gboolean handled = FALSE;
  TgBoardGeometry g;
  double x, y;

  view = tg_board_view_new ();
  scene = tg_board_view_get_scene (TG_BOARD_VIEW (view));
  g_assert_nonnull (scene);
  tg_board_init (&scene->board, 13, 13);
  tg_board_set (&scene->board, tg_point (6, 6), TG_BLACK);
  tg_board_view_scene_changed (TG_BOARD_VIEW (view));
  g_assert_true (gtk_widget_get_focusable (view));
  g_signal_connect (view, "point-activated", G_CALLBACK (activated_cb), &log);
  g_signal_connect (view, "hover-changed", G_CALLBACK (hover_cb), &log);
  g_signal_connect (view, "scroll-step", G_CALLBACK (scroll_step_cb), &log);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 400);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (view) <= 0 || !gtk_widget_get_mapped (view))
    g_main_context_iteration (NULL, TRUE);
  {
    int min, nat;

    gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
    g_assert_cmpint (min, >, 0);
    g_assert_cmpint (nat, >=, min);
  }

  /* Keyboard: the first arrow shows the cursor at the centre, the next
   * ones move it, Enter plays there. */
  gtk_widget_grab_focus (view);
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpint (log.hover_x, ==, 6);
  g_assert_cmpint (log.hover_y, ==, 6);
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_cmpint (log.hover_x, ==, 7);
  g_assert_cmpint (log.hover_y, ==, 5);
  g_assert_cmpuint (scene->cursor, ==, tg_point (7, 5));
  g_assert_true (press_key (view, GDK_KEY_Return));
  g_assert_cmpint (log.activated, ==, 1);
  g_assert_cmpuint (log.x, ==, 7);
  g_assert_cmpuint (log.y, ==, 5);
  g_assert_cmpuint (log.button, ==, 1);
  /* The cursor stops at the edge. */
  for (int i = 0; i < 20; i++)
    press_key (view, GDK_KEY_Left);
  g_assert_cmpint (log.hover_x, ==, 0);
  g_assert_false (press_key (view, GDK_KEY_a));
  /* The window keeps its own keys. */
  {
    GtkEventController *keys = find_controller (view, GTK_TYPE_EVENT_CONTROLLER_KEY);

    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Left, 0, GDK_CONTROL_MASK, &handled);
    g_assert_false (handled);
  }

  /* The wheel: down is forward. */
  c = find_controller (view, GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  g_signal_emit_by_name (c, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_signal_emit_by_name (c, "scroll", 0.0, -2.0, &handled);
  g_assert_cmpint (log.scroll, ==, -1);

  /* A click: press and release on the same point. */
  tg_board_render_geometry (scene, gtk_widget_get_width (view), gtk_widget_get_height (view), 1, &g);
  tg_board_geometry_point_center (&g, tg_point (2, 10), &x, &y);
  c = find_controller (view, GTK_TYPE_GESTURE_CLICK);
  g_signal_emit_by_name (c, "pressed", 1, x, y);
  g_signal_emit_by_name (c, "released", 1, x + 0.2 * g.cell, y);
  g_assert_cmpint (log.activated, ==, 2);
  g_assert_cmpuint (log.x, ==, 2);
  g_assert_cmpuint (log.y, ==, 10);
  /* Released elsewhere: nothing. */
  g_signal_emit_by_name (c, "pressed", 1, x, y);
  g_signal_emit_by_name (c, "released", 1, x + g.cell, y);
  g_assert_cmpint (log.activated, ==, 2);

  /* Hover follows the pointer; leaving clears it. */
  c = find_controller (view, GTK_TYPE_EVENT_CONTROLLER_MOTION);
  g_signal_emit_by_name (c, "motion", x, y);
  g_assert_cmpint (log.hover_x, ==, 2);
  g_assert_cmpint (log.hover_y, ==, 10);
  g_assert_true (tg_board_view_get_hover (TG_BOARD_VIEW (view), NULL));
  g_signal_emit_by_name (c, "leave");
  g_assert_cmpint (log.hover_x, ==, -1);
  g_assert_cmpint (log.hover_y, ==, -1);
  g_assert_false (tg_board_view_get_hover (TG_BOARD_VIEW (view), NULL));

  /* A smaller board: the cursor is forgotten if it falls off. */
  tg_board_view_set_cursor (TG_BOARD_VIEW (view), tg_point (12, 12));
  tg_board_init (&scene->board, 9, 9);
  tg_board_view_scene_changed (TG_BOARD_VIEW (view));
  g_assert_cmpuint (scene->cursor, ==, TG_NO_POINT);
  while (g_main_context_iteration (NULL, FALSE))
    ;

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
assert_label (GtkWidget  *view,
              const char *expected)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       expected);
}

/* What a screen reader reads: the board, its stones when asked for, the
 * point under the keyboard cursor. On 9×9, C3 is (2, 6), G7 (6, 2) and the
 * centre E5 (4, 4). */
static void
test_accessible (void)
{
  GtkWidget *window, *view;
  TgBoardScene *scene;

  view = tg_board_view_new ();
  scene = tg_board_view_get_scene (TG_BOARD_VIEW (view));
  tg_board_init (&scene->board, 9, 9);
  tg_board_set (&scene->board, tg_point (2, 6), TG_BLACK);
  tg_board_set (&scene->board, tg_point (6, 2), TG_BLACK);
  tg_board_set (&scene->board, tg_point (4, 4), TG_WHITE);
  tg_board_view_scene_changed (TG_BOARD_VIEW (view));
  assert_label (view, "Go board, 9×9");
  tg_board_view_set_describe_stones (TG_BOARD_VIEW (view), TRUE);
  assert_label (view, "Go board, 9×9, black stones on G7 C3, white stones on E5");
  tg_board_init (&scene->board, 13, 13);
  tg_board_view_scene_changed (TG_BOARD_VIEW (view));
  assert_label (view, "Go board, 13×13");

  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (view))
    g_main_context_iteration (NULL, TRUE);
  tg_board_init (&scene->board, 9, 9);
  tg_board_set (&scene->board, tg_point (4, 4), TG_WHITE);
  tg_board_view_scene_changed (TG_BOARD_VIEW (view));
  gtk_widget_grab_focus (view);
  g_assert_true (press_key (view, GDK_KEY_Down));
  assert_label (view, "E5, white stone");
  g_assert_true (press_key (view, GDK_KEY_Down));
  assert_label (view, "E4, empty");
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The size asked for: square cells, "natural-size" along the longer side. */
static void
test_natural_size (void)
{
  g_autoptr(GtkWidget) view = NULL;
  TgBoardScene *scene;
  int min, nat;

  view = g_object_ref_sink (tg_board_view_new ());
  scene = tg_board_view_get_scene (TG_BOARD_VIEW (view));
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 200);
  g_assert_cmpint (nat, ==, 640);
  g_object_set (view, "natural-size", 320, NULL);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 200);
  g_assert_cmpint (nat, ==, 320);
  /* 19×9: (9 + 1) / (19 + 1) of the width in height. */
  tg_board_init (&scene->board, 19, 9);
  tg_board_view_scene_changed (TG_BOARD_VIEW (view));
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 320);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 100);
  g_assert_cmpint (nat, ==, 160);
}

int
main (int   argc,
      char *argv[])
{
  /* GTK's test accessibility backend keeps what a screen reader would
   * read (the suite runs with GTK_A11Y=none, which keeps nothing). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  ui_test_open_display ();

  g_test_add_func ("/board-view/input", test_view);
  g_test_add_func ("/board-view/accessible", test_accessible);
  g_test_add_func ("/board-view/natural-size", test_natural_size);

  return g_test_run ();
}
