/* test-ui-estimate.c: the position estimate in the window (win.estimate)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/ui/estimate-review.sgf, counted by hand (Japanese, komi 0): Black's
 * columns A–B hold 18 points, White's E–J 44, D5 is neutral: W+26. Move 1
 * (Black A9) fills one of Black's points: W+27. Move 2 (White J1) fills one
 * of White's: W+26 again.
 *
 * data/ui/estimate-dead.sgf (tests/data/estimate/dead-group.sgf): the two
 * black stones G7 G6 float in White's 36 points, Black has 27: W+11, and
 * the dead stones carry White's mark while the walls carry none.
 *
 * data/ui/estimate-ing-tie.sgf: Black's 36 points and 9 stones against
 * White's 27 and 9 and 9 komi under Ing's rules, both passed: a tie, which
 * those rules give to Black, so the pane says so (the core decides who
 * leads, not the sign of the margin).
 */

#include "test-ui-window-common.h"

#include "tg-engine-game.h"

static gboolean
estimated (gpointer data)
{
  return !tg_window_is_estimating (TG_WINDOW (data));
}

static gboolean
estimate_on (TgWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                               "estimate");

  return g_variant_get_boolean (state);
}

/* Turns the estimate on and waits for it. */
static void
estimate_and_wait (TgWindow *window)
{
  activate (window, "win.estimate");
  g_assert_true (estimate_on (window));
  wait_for (estimated, window);
  g_assert_true (scene_of (window)->estimate);
  g_assert_nonnull (tg_window_get_estimate_text (window));
}

/* No estimate: the action off, no shading, nothing in the side panel. */
static void
assert_estimate_off (TgWindow *window)
{
  g_assert_false (estimate_on (window));
  g_assert_false (scene_of (window)->estimate);
  g_assert_null (tg_window_get_estimate_text (window));
}

static void
test_estimate_toggle_and_step (void)
{
  TgWindow *window;
  TgBoardScene *scene;
  TgGame *game;

  REQUIRE_DISPLAY ();

  window = open_fixture ("estimate-review.sgf", 0, 0);
  game = tg_window_get_game (window);
  activate (window, "win.go-start");

  /* Off by default. */
  scene = scene_of (window);
  assert_estimate_off (window);

  estimate_and_wait (window);
  g_assert_cmpint (scene->ownership[gtp (game, "A9")], >, 50);
  g_assert_cmpint (scene->ownership[gtp (game, "J1")], <, 0);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "White leads by 26");
  /* An open position: the pane says how sure it is, in the core's words
   * (tg_estimate_describe_spread). */
  g_assert_nonnull (tg_window_get_estimate_spread_text (window));
  g_assert_true (g_str_equal (tg_window_get_estimate_spread_text (window),
                              "Close: could go either way") ||
                 g_str_has_prefix (tg_window_get_estimate_spread_text (window), "Give or take "));

  /* Stepping through the record estimates each position. */
  activate (window, "win.forward");
  wait_for (estimated, window);
  g_assert_true (scene->estimate);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "White leads by 27");
  activate (window, "win.forward");
  wait_for (estimated, window);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "White leads by 26");
  g_assert_cmpint (scene->ownership[gtp (game, "B1")], >, 50);

  /* A quick step cancels the job of the position left behind. */
  activate (window, "win.back");
  activate (window, "win.go-start");
  wait_for (estimated, window);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "White leads by 26");

  /* Off again: the shading goes. */
  activate (window, "win.estimate");
  assert_estimate_off (window);

  destroy_window (window);
}

static void
test_estimate_dead_stones (void)
{
  TgWindow *window;
  TgBoardScene *scene;
  TgGame *game;

  REQUIRE_DISPLAY ();

  window = open_fixture ("estimate-dead.sgf", 0, 0);
  game = tg_window_get_game (window);
  estimate_and_wait (window);
  scene = scene_of (window);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "White leads by 11");
  g_assert_cmpint (scene->ownership[gtp (game, "G7")], <=, -50);
  g_assert_cmpint (scene->ownership[gtp (game, "G6")], <=, -50);
  g_assert_cmpint (scene->ownership[gtp (game, "D5")], ==, 0);
  g_assert_cmpint (scene->ownership[gtp (game, "E5")], ==, 0);
  g_assert_cmpint (scene->ownership[gtp (game, "A5")], >, 50);
  g_assert_cmpint (scene->ownership[gtp (game, "H5")], <, 0);
  destroy_window (window);
}

static void
test_estimate_ing_tie (void)
{
  TgWindow *window;

  REQUIRE_DISPLAY ();

  window = open_fixture ("estimate-ing-tie.sgf", 0, 0);
  activate (window, "win.go-end");
  estimate_and_wait (window);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "Black wins the tie");
  /* A finished game: the estimate is the count, nothing to be unsure of. */
  g_assert_null (tg_window_get_estimate_spread_text (window));
  destroy_window (window);
}

static void
test_estimate_off_in_a_new_game (void)
{
  g_autoptr(TgGame) fresh = NULL;
  TgGameSetup setup;
  TgWindow *window;

  REQUIRE_DISPLAY ();

  window = open_fixture ("estimate-review.sgf", 0, 0);
  estimate_and_wait (window);

  /* A game that starts (against an engine, on the clock or not) starts
   * without the hint; the player turns it on again if he wants it. */
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  fresh = tg_game_new (&setup, NULL);
  tg_window_set_game (window, fresh, NULL);
  wait_idle ();
  assert_estimate_off (window);

  estimate_and_wait (window);
  destroy_window (window);
}

/* Black's engine (tests/gtp/gtp-fake.py: the first empty point of its
 * order, the centre first) has moved and waits for the human. */
static gboolean
engine_moved (gpointer data)
{
  TgWindow *window = data;
  TgEngineGame *eg = tg_window_get_engine_game (window);

  return tg_engine_game_get_thinking (eg) == TG_EMPTY &&
         tg_game_get_to_play (tg_window_get_game (window)) == TG_WHITE;
}

static gboolean
estimated_after_engine (gpointer data)
{
  return engine_moved (data) && estimated (data);
}

/* A game against an engine on the clock, started as the New Game dialog
 * starts one (the game, then its clock, then the engine): the estimate
 * that was on in the record before is off, stays off while the engine
 * plays, and once the player turns it on follows every move without
 * holding one up. */
static void
test_estimate_engine_game_on_the_clock (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);
  g_autofree char *line = NULL;
  g_autoptr(TgGame) fresh = NULL;
  TgClockSettings clock;
  TgGameSetup setup;
  TgWindow *window;
  TgGame *game;
  TgPoint c3;

  REQUIRE_DISPLAY ();

  window = open_fixture ("estimate-review.sgf", 0, 0);
  estimate_and_wait (window);

  tg_game_setup_init (&setup, 9, TG_RULES_JAPANESE);
  fresh = tg_game_new (&setup, NULL);
  tg_window_set_game (window, fresh, NULL);
  tg_clock_settings_init (&clock, TG_CLOCK_BYOYOMI);
  tg_window_set_clock (window, &clock);
  line = g_strdup_printf ("%s %s", g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                                   ? "/usr/bin/python3" : "python3", script);
  tg_window_set_engines (window, line, "Fake", NULL, NULL);
  game = tg_window_get_game (window);
  g_assert_nonnull (tg_window_get_clock (window));
  g_assert_nonnull (tg_window_get_engine_game (window));
  g_assert_false (estimate_on (window));

  /* The engine's first move (E5) does not bring it back. */
  wait_for (engine_moved, window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  assert_estimate_off (window);
  g_assert_false (tg_window_is_estimating (window));

  /* Asked for, it is there, and follows the game. */
  estimate_and_wait (window);
  g_assert_cmpint (scene_of (window)->ownership[gtp (game, "E5")], ==, 0);

  /* The player's move is on the board at once, whatever the estimate is
   * doing; the engine answers, and the estimate follows. */
  c3 = gtp (game, "C3");
  g_signal_emit_by_name (tg_window_get_board_view (window), "point-activated",
                         tg_point_x (c3), tg_point_y (c3), 1);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (scene_color (window, "C3"), ==, TG_WHITE);
  wait_for (estimated_after_engine, window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_true (estimate_on (window));
  g_assert_true (scene_of (window)->estimate);
  g_assert_nonnull (tg_window_get_estimate_text (window));
  destroy_window (window);
}

static char *
fake_engine_line (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);

  return g_strdup_printf ("%s %s", g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                                   ? "/usr/bin/python3" : "python3", script);
}

/* White's engine has answered and it is Black's (the human's) turn. */
static gboolean
white_engine_moved (gpointer data)
{
  TgWindow *window = data;
  TgEngineGame *eg = tg_window_get_engine_game (window);

  return tg_engine_game_get_thinking (eg) == TG_EMPTY &&
         tg_game_get_to_play (tg_window_get_game (window)) == TG_BLACK;
}

/* Two people play a few moves with the estimate on, then an engine takes
 * White's seat in the game under way (tg_window_set_engines, as a changed
 * engine does): the estimate goes off as in a new game, stays off while
 * the engine plays, and goes off again when the engine is changed once
 * more after the player turned it back on. */
static void
test_estimate_off_when_engines_change (void)
{
  g_autofree char *line = fake_engine_line ();
  g_autoptr(TgGame) fresh = NULL;
  TgGameSetup setup;
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();

  window = new_window ();
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  fresh = tg_game_new (&setup, NULL);
  tg_window_set_game (window, fresh, NULL);
  wait_idle ();
  game = tg_window_get_game (window);
  click (window, "C3");
  click (window, "G7");
  estimate_and_wait (window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);

  tg_window_set_engines (window, NULL, NULL, line, "Fake");
  wait_idle ();
  assert_estimate_off (window);
  g_assert_false (tg_window_is_estimating (window));

  /* The human's move and the engine's answer (E5, its first point) do
   * not bring it back. */
  click (window, "C7");
  wait_for (white_engine_moved, window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 4);
  g_assert_cmpint (scene_color (window, "E5"), ==, TG_WHITE);
  assert_estimate_off (window);

  /* Asked for, it is there; another engine in White's seat turns it off. */
  estimate_and_wait (window);
  tg_window_set_engines (window, NULL, NULL, line, "Fake 2");
  wait_idle ();
  assert_estimate_off (window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 4);
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/estimate/toggle-shading-and-step", test_estimate_toggle_and_step);
  g_test_add_func ("/ui/estimate/dead-stones-marked", test_estimate_dead_stones);
  g_test_add_func ("/ui/estimate/ing-tie-goes-to-black", test_estimate_ing_tie);
  g_test_add_func ("/ui/estimate/off-in-a-new-game", test_estimate_off_in_a_new_game);
  g_test_add_func ("/ui/estimate/engine-game-on-the-clock", test_estimate_engine_game_on_the_clock);

  g_test_add_func ("/ui/estimate/off-when-engines-change", test_estimate_off_when_engines_change);

  return ui_test_run ();
}
