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
 */

#include "test-ui-window-common.h"

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

static void
test_estimate_toggle_and_step (void)
{
  g_autofree char *path = NULL;
  TgWindow *window;
  TgBoardScene *scene;
  TgGame *game;

  REQUIRE_DISPLAY ();

  path = data_path ("estimate-review.sgf");
  window = new_window ();
  open_and_wait (window, path, 0, 0);
  game = tg_window_get_game (window);
  activate (window, "win.go-start");

  /* Off by default: no shading, nothing in the side panel. */
  scene = scene_of (window);
  g_assert_false (estimate_on (window));
  g_assert_false (scene->estimate);
  g_assert_null (tg_window_get_estimate_text (window));

  activate (window, "win.estimate");
  g_assert_true (estimate_on (window));
  wait_for (estimated, window);
  g_assert_true (scene->estimate);
  g_assert_cmpint (scene->ownership[gtp (game, "A9")], >, 50);
  g_assert_cmpint (scene->ownership[gtp (game, "J1")], <, 0);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "White leads by 26");

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
  g_assert_false (estimate_on (window));
  g_assert_false (scene_of (window)->estimate);
  g_assert_null (tg_window_get_estimate_text (window));

  destroy_window (window);
}

static void
test_estimate_dead_stones (void)
{
  g_autofree char *path = NULL;
  TgWindow *window;
  TgBoardScene *scene;
  TgGame *game;

  REQUIRE_DISPLAY ();

  path = data_path ("estimate-dead.sgf");
  window = new_window ();
  open_and_wait (window, path, 0, 0);
  game = tg_window_get_game (window);
  activate (window, "win.estimate");
  wait_for (estimated, window);
  scene = scene_of (window);
  g_assert_true (scene->estimate);
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
test_estimate_off_in_a_new_game (void)
{
  g_autoptr(TgGame) fresh = NULL;
  g_autofree char *path = NULL;
  TgGameSetup setup;
  TgWindow *window;

  REQUIRE_DISPLAY ();

  path = data_path ("estimate-review.sgf");
  window = new_window ();
  open_and_wait (window, path, 0, 0);
  activate (window, "win.estimate");
  wait_for (estimated, window);
  g_assert_nonnull (tg_window_get_estimate_text (window));

  /* A game that starts (against an engine, on the clock or not) starts
   * without the hint; the player turns it on again if he wants it. */
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  fresh = tg_game_new (&setup, NULL);
  tg_window_set_game (window, fresh, NULL);
  wait_idle ();
  g_assert_false (estimate_on (window));
  g_assert_false (scene_of (window)->estimate);
  g_assert_null (tg_window_get_estimate_text (window));

  activate (window, "win.estimate");
  wait_for (estimated, window);
  g_assert_true (scene_of (window)->estimate);
  g_assert_nonnull (tg_window_get_estimate_text (window));
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/estimate/toggle-shading-and-step", test_estimate_toggle_and_step);
  g_test_add_func ("/ui/estimate/dead-stones-marked", test_estimate_dead_stones);
  g_test_add_func ("/ui/estimate/off-in-a-new-game", test_estimate_off_in_a_new_game);

  return ui_test_run ();
}
