/* test-ui-clock.c: a timed game in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-ui-window-common.h"
#include "tg-test-utils.h"

static void
test_clock_pressed_by_moves (void)
{
  TgWindow *window;
  TgGame *game;
  TgGameClock *clock;
  TgClockView *view;
  TgClockSettings settings;
  TgGameTree *tree;
  const char *bl;
  double left;

  REQUIRE_DISPLAY ();
  window = new_window ();
  game = tg_window_get_game (window);
  tree = tg_game_get_tree (game);

  tg_clock_settings_init (&settings, TG_CLOCK_BYOYOMI);
  settings.main = 600 * TG_CLOCK_SECOND;
  settings.periods = 5;
  settings.period = 30 * TG_CLOCK_SECOND;
  tg_window_set_clock (window, &settings);
  clock = tg_window_get_clock (window);
  view = tg_window_get_clock_view (window);
  g_assert_nonnull (clock);
  g_assert_nonnull (view);
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_root (game), "OT"), ==, "5x30 byo-yomi");

  /* Black's clock runs; his move presses it and starts White's. */
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);
  click (window, "Q16");
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_WHITE);
  bl = tg_game_tree_get_value (tree, tg_game_get_current_node (game), "BL");
  g_assert_nonnull (bl);
  left = g_ascii_strtod (bl, NULL);
  g_assert_cmpfloat (left, <=, 600.0);
  g_assert_cmpfloat (left, >, 590.0);
  g_assert_cmpstr (tg_clock_view_get_face_text (view, TG_WHITE), ==, "10:00");
  g_assert_cmpstr (tg_clock_view_get_detail_text (view, TG_WHITE), ==, "then 5 × 30 s byo-yomi");

  /* Undo gives the move back to Black, with his clock running. */
  activate (window, "win.undo");
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);

  /* Two passes stop both clocks. */
  activate (window, "win.pass");
  activate (window, "win.pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_false (tg_game_clock_is_running (clock));

  /* A new game without a clock drops them. */
  tg_window_set_clock (window, NULL);
  g_assert_null (tg_window_get_clock (window));

  destroy_window (window);
}

/* The referee's call ("Black: 3") is for the move being thought about:
 * it goes once the move is made (issue 12). */
static void
test_call_goes_after_the_move (void)
{
  TgWindow *window;
  TgGameClock *clock;
  TgClockView *view;
  TgClockSettings settings;
  const TgClockCall three = { TG_CLOCK_CALL_COUNT, 3, 27 * TG_CLOCK_SECOND };

  REQUIRE_DISPLAY ();
  window = new_window ();
  tg_clock_settings_init (&settings, TG_CLOCK_TV);
  tg_window_set_clock (window, &settings);
  clock = tg_window_get_clock (window);
  view = tg_window_get_clock_view (window);
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);

  /* The clock calls Black's seconds, as its poll does. */
  g_signal_emit_by_name (clock, "call", TG_BLACK, &three);
  wait_idle ();
  g_assert_cmpstr (tg_clock_view_get_call_text (view), ==, "Black: 3");

  /* Black plays: his clock stops, the call goes. */
  click (window, "Q16");
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_WHITE);
  g_assert_cmpstr (tg_clock_view_get_call_text (view), ==, "");

  /* A call for White stays while White thinks. */
  g_signal_emit_by_name (clock, "call", TG_WHITE, &three);
  wait_idle ();
  g_assert_cmpstr (tg_clock_view_get_call_text (view), ==, "White: 3");
  tg_game_clock_tick (clock);
  wait_idle ();
  g_assert_cmpstr (tg_clock_view_get_call_text (view), ==, "White: 3");

  destroy_window (window);
}

static gint64 view_now = 1000 * TG_CLOCK_SECOND;

static gint64
view_time (gpointer data)
{
  return view_now;
}

static void
assert_side (TgClockView *view,
             TgColor      color,
             const char  *face,
             const char  *detail)
{
  g_assert_cmpstr (tg_clock_view_get_face_text (view, color), ==, face);
  g_assert_cmpstr (tg_clock_view_get_detail_text (view, color), ==, detail);
}

/* Issue 17: from the move that completes a Canadian period the view shows
 * the new period, never "0 stones" or the 0.1 s the move left. 2 stones /
 * 20 s, no main time, on fake time. */
static void
test_canadian_period_renews (void)
{
  TgClockSettings settings = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 2,
                               .period = 20 * TG_CLOCK_SECOND };
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgGameClock) clock = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *widget;
  TgClockView *view;
  TgGameSetup setup;

  REQUIRE_DISPLAY ();
  tg_game_setup_init (&setup, 9, TG_RULES_JAPANESE);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  clock = tg_game_clock_new (game, &settings);
  tg_game_clock_set_time_func (clock, view_time, NULL);
  tg_game_clock_set_poll_interval (clock, 0);
  widget = g_object_ref_sink (tg_clock_view_new (clock));
  view = TG_CLOCK_VIEW (widget);

  tg_game_clock_start (clock);
  assert_side (view, TG_BLACK, "0:20", "2 stones to play in 0:20");
  view_now += 10 * TG_CLOCK_SECOND;
  tg_test_play_sequence (game, "E5");
  assert_side (view, TG_BLACK, "0:10", "1 stone to play in 0:10");
  view_now += 5 * TG_CLOCK_SECOND;
  tg_test_play_sequence (game, "C3");
  assert_side (view, TG_WHITE, "0:15", "1 stone to play in 0:15");

  /* The stone that completes the period, 0.1 s before its end. */
  view_now += 9900000;
  tg_test_play_sequence (game, "G7");
  assert_side (view, TG_BLACK, "0:20", "2 stones to play in 0:20");
  view_now += 5 * TG_CLOCK_SECOND;
  tg_test_play_sequence (game, "C7");
  assert_side (view, TG_WHITE, "0:20", "2 stones to play in 0:20");

  /* Black's first stone of the new period: the whole 20 s run down. */
  view_now += 19 * TG_CLOCK_SECOND;
  tg_game_clock_tick (clock);
  assert_side (view, TG_BLACK, "0:01", "2 stones to play in 0:01");
  view_now += 1 * TG_CLOCK_SECOND;
  tg_game_clock_tick (clock);
  assert_side (view, TG_BLACK, "0:00", "Time is over");

  g_object_unref (widget);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/clock/pressed-by-moves", test_clock_pressed_by_moves);
  g_test_add_func ("/ui/clock/call-goes-after-the-move", test_call_goes_after_the_move);
  g_test_add_func ("/ui/clock/canadian-period-renews", test_canadian_period_renews);
  return ui_test_run ();
}
