/* test-ui-play.c: playing in the window, as a new user meets it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A refused move said over the board, in the core's words; a bar under
 * the board that stays still while an engine thinks.
 */

#include "test-ui-window-common.h"

#include "tg-board-render.h"
#include "tg-engine-game.h"

/* A few frames: what was shown is laid out. */
static void
wait_frames (void)
{
  for (guint i = 0; i < 5; i++)
    {
      gboolean done = FALSE;

      g_timeout_add (20, timeout_cb, &done);
      while (!done)
        g_main_context_iteration (NULL, TRUE);
    }
  wait_idle ();
}

/* @widget's bounds in @target's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &r));
  return r;
}

/* Black A7 joins A9 and A8 into three stones without a liberty: the
 * refusal shows over the board (not in a corner of the bar), takes no
 * click, names the three stones, and goes by itself. */
static void
test_suicide_refused_over_board (void)
{
  TgWindow *window;
  GtkWidget *notice, *board;
  graphene_rect_t r;

  REQUIRE_DISPLAY ();
  window = open_fixture ("suicide-group.sgf", -1, 0);
  click (window, "A7");
  wait_frames ();
  g_assert_cmpint (scene_color (window, "A7"), ==, TG_EMPTY);
  g_assert_cmpstr (tg_window_get_last_toast (window), ==,
                   "Suicide: these 3 stones would have no liberties");

  notice = find_named (GTK_WIDGET (window), "notice");
  board = tg_window_get_board_view (window);
  g_assert_true (gtk_widget_get_mapped (notice));
  g_assert_false (gtk_widget_get_can_target (notice));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (notice, "message-line"))), ==,
                   "Suicide: these 3 stones would have no liberties");
  r = bounds_in (notice, board);
  g_assert_cmpfloat (r.origin.x, >=, 0);
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (board));
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (board));
  destroy_window (window);
}

/* The first widget under @root whose action is @action. */
static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (GTK_IS_ACTIONABLE (w) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0)
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_error ("no widget for %s", action);
  return NULL;
}

static gboolean
engine_thinking (gpointer data)
{
  return tg_engine_game_get_thinking (tg_window_get_engine_game (TG_WINDOW (data))) != TG_EMPTY;
}

static gboolean
engine_done (gpointer data)
{
  return !engine_thinking (data);
}

/* The places of the bar's controls, in the window's coordinates. */
typedef struct
{
  graphene_rect_t rect[6];
} BarPlaces;

static void
bar_places (TgWindow  *window,
            BarPlaces *out)
{
  static const char *const actions[] = { "win.go-start", "win.back", "win.forward", "win.go-end",
                                         "win.count", "win.resign" };
  GtkWidget *w = GTK_WIDGET (window);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    out->rect[i] = bounds_in (find_actionable (w, actions[i]), w);
}

static void
assert_same_places (const BarPlaces *a,
                    const BarPlaces *b)
{
  for (guint i = 0; i < G_N_ELEMENTS (a->rect); i++)
    g_assert_true (graphene_rect_equal (&a->rect[i], &b->rect[i]));
}

/* 19×19 at 1180×820 (one row of controls) against an engine that takes
 * a second and a half per move: while it thinks, Play Now stands where
 * Pass stood, with Pass's size, the status shows at the start of the bar,
 * and no control moves (before, the navigation moved 131 px left). */
static void
test_bar_still_while_engine_thinks (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);
  g_autofree char *line = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TgGameSetup setup;
  TgWindow *window;
  GtkWidget *pass_stack, *pass;
  BarPlaces before, thinking, after;
  graphene_rect_t pass_rect, now_rect;

  REQUIRE_DISPLAY ();
  line = g_strdup_printf ("%s %s --mode slow --delay 1.5",
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3", script);
  window = tg_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1180, 820);
  gtk_window_present (GTK_WINDOW (window));
  tg_game_setup_init (&setup, 19, TG_RULES_CHINESE);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  tg_window_set_game (window, game, NULL);
  tg_window_set_engines (window, NULL, NULL, line, "Fake");
  wait_frames ();

  pass_stack = find_named (GTK_WIDGET (window), "pass-stack");
  pass = find_named (GTK_WIDGET (window), "pass-button");
  bar_places (window, &before);
  pass_rect = bounds_in (pass_stack, GTK_WIDGET (window));
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (pass_stack)) == pass);

  click (window, "Q16");
  wait_frames ();
  g_assert_true (engine_thinking (window));
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (pass_stack)) ==
                 find_named (GTK_WIDGET (window), "play-now-button"));
  g_assert_true (gtk_widget_get_mapped (find_named (GTK_WIDGET (window), "play-now-button")));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (window),
                                                                       "engine-status"))),
                            "Fake"));
  bar_places (window, &thinking);
  now_rect = bounds_in (pass_stack, GTK_WIDGET (window));
  assert_same_places (&before, &thinking);
  g_assert_true (graphene_rect_equal (&pass_rect, &now_rect));

  wait_for (engine_done, window);
  wait_frames ();
  g_assert_cmpuint (tg_game_get_move_number (tg_window_get_game (window)), ==, 2);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (pass_stack)) == pass);
  bar_places (window, &after);
  assert_same_places (&before, &after);
  destroy_window (window);
}

/* 19×19 in an 800×600 window beside the side panel: the coordinates keep
 * 10 px labels (7.5 px on main), the band around the grid growing for
 * them, and the grid still fills most of the board. */
static void
test_coordinates_legible_at_800x600 (void)
{
  TgWindow *window;
  GtkWidget *board;
  TgBoardGeometry g;
  int side;

  REQUIRE_DISPLAY ();
  window = tg_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  wait_frames ();
  {
    g_autofree char *path = data_path ("open-19x19.sgf");

    open_and_wait (window, path, -1, 0);
  }
  wait_frames ();
  board = tg_window_get_board_view (window);
  g_assert_true (scene_of (window)->show_coordinates);
  tg_board_render_geometry (scene_of (window), gtk_widget_get_width (board),
                            gtk_widget_get_height (board), 1, &g);
  side = MIN (gtk_widget_get_width (board), gtk_widget_get_height (board));
  g_test_message ("board %d×%d, cell %.1f, labels %.1f px",
                  gtk_widget_get_width (board), gtk_widget_get_height (board), g.cell, g.coord_font);
  g_assert_cmpuint (g.columns, ==, 19);
  g_assert_cmpfloat (g.coord_font, >=, 10);
  g_assert_cmpfloat (18 * g.cell, >=, 0.75 * side);
  destroy_window (window);
}

/* The first window: New Game is a labelled button in the header bar, and
 * Count on the empty board says there is nothing to count (the core's
 * words) instead of opening a count of 361 shared points. */
static void
test_first_window (void)
{
  TgWindow *window;
  GtkWidget *button, *content;

  REQUIRE_DISPLAY ();
  window = new_window ();
  wait_frames ();
  button = find_named (GTK_WIDGET (window), "new-game-button");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-game");
  g_assert_true (gtk_widget_get_mapped (button));
  content = gtk_button_get_child (GTK_BUTTON (button));
  g_assert_true (ADW_IS_BUTTON_CONTENT (content));
  g_assert_cmpstr (adw_button_content_get_label (ADW_BUTTON_CONTENT (content)), ==, "New Game");

  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (tg_window_get_game (window)), TG_BLACK) +
                    tg_board_count_stones (tg_game_get_board (tg_window_get_game (window)), TG_WHITE),
                    ==, 0);
  activate (window, "win.count");
  g_assert_false (tg_window_is_scoring (window));
  g_assert_cmpstr (tg_window_get_last_toast (window), ==,
                   "Nothing to count yet: there is no stone on the board");
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/play/first-window", test_first_window);
  g_test_add_func ("/ui/play/suicide-refused-over-board", test_suicide_refused_over_board);
  g_test_add_func ("/ui/play/bar-still-while-engine-thinks", test_bar_still_while_engine_thinks);
  g_test_add_func ("/ui/play/coordinates-legible-at-800x600", test_coordinates_legible_at_800x600);

  return ui_test_run ();
}
