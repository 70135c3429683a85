/* test-ui-free-placement.c: free handicap stones on the New Game dialog's board view
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The preview is a TgBoardView whose scene and "point-activated" handler
 * are the free placement's (tg-free-placement.h). These tests drive it as
 * a user does: a click delivered to the view's click gesture, the arrow
 * keys and Enter on its key controller, the pointer on its motion
 * controller; and read what a screen reader reads. The points and their
 * names are worked out by hand: on 19×19, column D is x 3, row 4 is y 15.
 * Needs a display (xvfb-run); skips without one.
 */

#include "config.h"

#include "tg-board-render.h"
#include "tg-board-view.h"
#include "tg-new-game-dialog.h"

#include "test-ui-dialogs-common.h"

/* The dialog with @handicap free stones to place, and its preview. */
static TgBoardView *
free_dialog (GSettings        *settings,
             guint             handicap,
             TgNewGameDialog **dialog,
             TgGame          **game)
{
  GtkWidget *view;

  *dialog = new_dialog (settings, game);
  set_spin (GTK_WIDGET (*dialog), "handicap-spin", handicap);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (*dialog),
                                                                           "placement-row"))), ==, 1);
  view = find_named (GTK_WIDGET (*dialog), "preview");
  while (gtk_widget_get_width (view) <= 0 || !gtk_widget_get_mapped (view))
    g_main_context_iteration (NULL, TRUE);
  wait_idle ();
  return TG_BOARD_VIEW (view);
}

/* The centre of @p in the view's coordinates. */
static void
point_center (TgBoardView *view,
              TgPoint      p,
              double      *x,
              double      *y)
{
  TgBoardGeometry g;

  tg_board_render_geometry (tg_board_view_get_scene (view),
                            gtk_widget_get_width (GTK_WIDGET (view)),
                            gtk_widget_get_height (GTK_WIDGET (view)), 1, &g);
  tg_board_geometry_point_center (&g, p, x, y);
}

/* A left click on @p: press and release on the view's click gesture. */
static void
click (TgBoardView *view,
       TgPoint      p)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK);
  double x, y;

  point_center (view, p, &x, &y);
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  wait_idle ();
}

static void
move_pointer (TgBoardView *view,
              TgPoint      p)
{
  GtkEventController *motion = find_controller (GTK_WIDGET (view),
                                                GTK_TYPE_EVENT_CONTROLLER_MOTION);
  double x, y;

  point_center (view, p, &x, &y);
  g_signal_emit_by_name (motion, "motion", x, y);
  wait_idle ();
}

static void
press_key (TgBoardView *view,
           guint        keyval,
           guint        times)
{
  GtkEventController *keys = find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_KEY);

  for (guint i = 0; i < times; i++)
    {
      gboolean handled = FALSE;

      g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
      g_assert_true (handled);
    }
  wait_idle ();
}

static TgColor
color_at (TgBoardView *view,
          TgPoint      p)
{
  return tg_board_get (&tg_board_view_get_scene (view)->board, p);
}

static const char *
caption (TgNewGameDialog *dialog)
{
  return gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (dialog), "preview-label")));
}

static void
assert_label (TgBoardView *view,
              const char  *expected)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       expected);
}

/* Clicks place stones and take them back; the pointer shows a ghost
 * stone where one may go. */
static void
test_click (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *stones = NULL;
  TgNewGameDialog *dialog;
  TgBoardView *view;
  const TgBoardScene *scene;
  const TgPoint d4 = tg_point (3, 15), q16 = tg_point (15, 3), k10 = tg_point (9, 9);

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  view = free_dialog (settings, 2, &dialog, &game);
  scene = tg_board_view_get_scene (view);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (view)));
  g_assert_true (scene->show_coordinates);

  move_pointer (view, d4);
  g_assert_cmpuint (scene->ghost, ==, d4);
  g_assert_cmpint (scene->ghost_color, ==, TG_BLACK);
  click (view, d4);
  g_assert_cmpint (color_at (view, d4), ==, TG_BLACK);
  /* On a stone: no ghost. */
  g_assert_cmpuint (scene->ghost, ==, TG_NO_POINT);
  g_assert_cmpstr (caption (dialog), ==, "Click the board to place Black’s last stone");
  g_assert_false (action_enabled (dialog, "start-button"));

  /* A right click (or a long touch) places nothing. */
  g_signal_emit_by_name (view, "point-activated", 15u, 3u, 3u);
  g_assert_cmpint (color_at (view, q16), ==, TG_EMPTY);
  click (view, q16);
  g_assert_cmpint (color_at (view, q16), ==, TG_BLACK);
  g_assert_cmpstr (caption (dialog), ==,
                   "All handicap stones are placed; click one to take it back");
  g_assert_true (action_enabled (dialog, "start-button"));

  /* Full: no ghost, and a click on an empty point does nothing. */
  move_pointer (view, k10);
  g_assert_cmpuint (scene->ghost, ==, TG_NO_POINT);
  click (view, k10);
  g_assert_cmpint (color_at (view, k10), ==, TG_EMPTY);
  /* A click on a placed stone takes it back. */
  click (view, d4);
  g_assert_cmpint (color_at (view, d4), ==, TG_EMPTY);
  g_assert_false (action_enabled (dialog, "start-button"));
  move_pointer (view, k10);
  g_assert_cmpuint (scene->ghost, ==, k10);
  click (view, k10);
  activate_default_action (dialog);

  g_assert_nonnull (game);
  stones = setup_points (game, "AB");
  g_assert_cmpstr (stones, ==, "K10 Q16");
  assert_info (game, "HA", "2");
}

/* The arrow keys move the view's cursor; Enter and Space place a stone
 * under it or take it back; a screen reader hears the point. */
static void
test_keyboard (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *stones = NULL;
  TgNewGameDialog *dialog;
  TgBoardView *view;
  const TgBoardScene *scene;
  const TgPoint d4 = tg_point (3, 15), k10 = tg_point (9, 9);

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  view = free_dialog (settings, 2, &dialog, &game);
  scene = tg_board_view_get_scene (view);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (view)));

  /* The first arrow shows the cursor at the centre, K10. */
  press_key (view, GDK_KEY_Right, 1);
  g_assert_cmpuint (scene->cursor, ==, k10);
  g_assert_cmpuint (scene->ghost, ==, k10);
  assert_label (view, "K10, empty");
  press_key (view, GDK_KEY_Return, 1);
  g_assert_cmpint (color_at (view, k10), ==, TG_BLACK);
  assert_label (view, "K10, black stone");

  /* Six left and six down: D4. */
  press_key (view, GDK_KEY_Left, 6);
  press_key (view, GDK_KEY_Down, 6);
  g_assert_cmpuint (scene->cursor, ==, d4);
  assert_label (view, "D4, empty");
  press_key (view, GDK_KEY_space, 1);
  g_assert_cmpint (color_at (view, d4), ==, TG_BLACK);
  assert_label (view, "D4, black stone");
  g_assert_true (action_enabled (dialog, "start-button"));
  /* Again: taken back; and placed once more. */
  press_key (view, GDK_KEY_Return, 1);
  g_assert_cmpint (color_at (view, d4), ==, TG_EMPTY);
  assert_label (view, "D4, empty");
  g_assert_false (action_enabled (dialog, "start-button"));
  press_key (view, GDK_KEY_KP_Enter, 1);
  g_assert_cmpint (color_at (view, d4), ==, TG_BLACK);
  activate_default_action (dialog);

  g_assert_nonnull (game);
  stones = setup_points (game, "AB");
  g_assert_cmpstr (stones, ==, "D4 K10");
}

/* Without the keyboard cursor the label names the board and its stones,
 * top row first; a preview of fixed stones takes no input. */
static void
test_accessible (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  TgBoardView *view;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  view = free_dialog (settings, 2, &dialog, &game);
  w = GTK_WIDGET (dialog);
  assert_label (view, "Go board, 19×19");
  click (view, tg_point (3, 15));      /* D4 */
  click (view, tg_point (15, 3));      /* Q16 */
  assert_label (view, "Go board, 19×19, black stones on Q16 D4");

  /* Four fixed stones on the star points. */
  set_combo (w, "placement-row", 0);
  set_spin (w, "handicap-spin", 4);
  wait_idle ();
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (view)));
  g_assert_false (tg_board_view_get_scene (view)->show_coordinates);
  assert_label (view, "Go board, 19×19, black stones on D16 Q16 D4 Q4");
  /* A click there changes nothing. */
  click (view, tg_point (9, 9));
  g_assert_cmpint (color_at (view, tg_point (9, 9)), ==, TG_EMPTY);

  /* The ancient rules' seated stones (座子): white on D16 and Q4, black
   * on Q16 and D4. */
  set_combo (w, "rules-row", TG_RULES_ANCIENT);
  wait_idle ();
  assert_label (view, "Go board, 19×19, black stones on Q16 D4, white stones on D16 Q4");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_idle ();
}

int
main (int    argc,
      char **argv)
{
  /* GTK's test accessibility backend keeps what a screen reader would
   * read (the suite runs with GTK_A11Y=none, which keeps nothing). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/free-placement/click", test_click);
  g_test_add_func ("/ui/free-placement/keyboard", test_keyboard);
  g_test_add_func ("/ui/free-placement/accessible", test_accessible);

  return g_test_run ();
}
