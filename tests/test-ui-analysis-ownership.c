/* test-ui-analysis-ownership.c: an engine's ownership in the Estimate pane
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * KataGo is not installed, so tests/gtp/gtp-analyze-fake.py plays it: it
 * names itself KataGo, speaks kata-analyze and, asked for "ownership true",
 * gives the map data/ui/ownership-9x9.txt for data/ui/ownership-9x9.sgf
 * (turned to the side to move's, as KataGo does), with a first choice at a
 * 93 % winrate and an 11.2 point lead for the side to move.
 *
 * The map counted by hand (Chinese rules, komi 7.5; test-estimate-ownership.c
 * has the same in the core): Black's wall D1–D9 and White's G1–G9, columns
 * A–C Black's with White's B5 dead in them (0.85), column E Black's (0.70),
 * column F Black's at rows 9–7 (0.30, 0.25, 0.20), nobody's at rows 6–4
 * (0.19, 0, −0.19), White's at rows 3–1; H–J White's. Black 9 stones + 27 +
 * 9 + 3 = 48, White 9 + 18 + 3 = 30, 3 dame: Black leads by 48 − 30 − 7.5 =
 * 10.5, Black's count 48 + 1½ = 49½ 子 against 40½ + 3¾ = 44¼: Black wins by
 * 5¼ 子. The engine's own figures: Black to move, 93 % and 11.2 points =
 * 5.6 子 under Chinese rules. After Black's E5 (White to move) the same map
 * counts the same (E5 was Black's point, now Black's stone), and the
 * engine's figures turn to White: Black's winrate 7.0 %, White leads.
 *
 * Saved and opened again with no engine, the record's analysis gives the
 * same judgement as far as the record keeps it: ownership is kept in 63
 * steps, q = round ((o + 1) × 31), so F7's 0.20 and F3's −0.20 come back as
 * ±6/31 = ±0.194, under the threshold like F6 and F4: Black 9 + 27 + 9 + 2
 * = 47, White 9 + 18 + 2 = 29, 5 dame; still Black by 10.5, 47 + 2½ = 49½ 子.
 * B5's 0.85 comes back as 26/31 = 0.839 (84 %).
 *
 * An engine without ownership (the fake as Leela Zero) leaves Tengen's own
 * estimate, saying so.
 */

#include <glib/gstdio.h>

#include "test-ui-window-common.h"

#include "tg-window-analysis.h"

static char *fake;   /* the fake engine's script */

static gboolean
estimated (gpointer data)
{
  return !tg_window_is_estimating (TG_WINDOW (data));
}

static gboolean
engine_judgement_shown (gpointer data)
{
  TgWindow *window = TG_WINDOW (data);

  return g_strcmp0 (tg_window_get_estimate_heading_text (window), "KataGo's judgement") == 0 &&
         tg_window_get_estimate_points_text (window) != NULL;
}

static gboolean
white_to_move_figures (gpointer data)
{
  return engine_judgement_shown (data) &&
         g_strcmp0 (tg_window_get_estimate_engine_text (TG_WINDOW (data)),
                    "KataGo's own figures: White leads by 5.6 stones · "
                    "Black's winrate 7.0 %") == 0;
}

static gboolean
no_ownership_said (gpointer data)
{
  const char *hint = tg_window_get_estimate_hint_text (TG_WINDOW (data));

  return hint != NULL && g_str_has_prefix (hint, "Fake Analyst gives no ownership");
}

static gint8
shading_at (TgWindow   *window,
            const char *name)
{
  return scene_of (window)->ownership[gtp (tg_window_get_game (window), name)];
}

/* The fake as KataGo ("kata", with the map) or as Leela Zero ("lz"). */
static void
use_fake (const char *dialect)
{
  g_autofree char *map = data_path ("ownership-9x9.txt");
  g_autofree char *line = NULL;

  if (g_str_equal (dialect, "kata"))
    line = g_strdup_printf ("python3 %s --dialect kata --ownership %s --name KataGo "
                            "--winrate 0.93 --lead 11.2 --interval 0.05", fake, map);
  else
    line = g_strdup_printf ("python3 %s --dialect %s --interval 0.05", fake, dialect);
  g_setenv ("TENGEN_ANALYSIS_ENGINE", line, TRUE);
  /* The fake's visits grow by 10 a report: the budget is out of reach, it
   * streams until the position changes. */
  g_settings_set_uint (tg_application_get_settings (app), "analysis-visits", 100000);
}

#define REQUIRE_PYTHON() \
  G_STMT_START { \
    g_autofree char *python_ = g_find_program_in_path ("python3"); \
    REQUIRE_DISPLAY (); \
    if (python_ == NULL) \
      { \
        g_test_skip ("python3 is not installed"); \
        return; \
      } \
  } G_STMT_END

/* The engine's count at the root: the pane's lines and the shading. */
static void
assert_engine_count (TgWindow *window)
{
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "Black leads by 10.5");
  g_assert_null (tg_window_get_estimate_spread_text (window));
  g_assert_cmpstr (tg_window_get_estimate_points_text (window), ==, "Area: Black 48, White 30");
  g_assert_cmpstr (tg_window_get_estimate_count_text (window), ==,
                   "Black counts 49½ stones: Black wins by 5¼ stones");
  g_assert_cmpstr (tg_window_get_estimate_hint_text (window), ==,
                   "Counted from KataGo's ownership of each point; the shading is its own");

  /* The estimate's shading, from the engine's map: percent, Black's
   * positive, on empty points; a dead stone gets its taker's mark (at
   * least 50), a live one none. */
  g_assert_true (scene_of (window)->estimate);
  g_assert_cmpint (shading_at (window, "A9"), ==, 92);
  g_assert_cmpint (shading_at (window, "F9"), ==, 30);
  g_assert_cmpint (shading_at (window, "F7"), ==, 20);
  g_assert_cmpint (shading_at (window, "F6"), ==, 19);
  g_assert_cmpint (shading_at (window, "F5"), ==, 0);
  g_assert_cmpint (shading_at (window, "F4"), ==, -19);
  g_assert_cmpint (shading_at (window, "F1"), ==, -35);
  g_assert_cmpint (shading_at (window, "J1"), ==, -90);
  g_assert_cmpint (shading_at (window, "B5"), ==, 85);
  g_assert_cmpint (shading_at (window, "D5"), ==, 0);
  g_assert_cmpint (shading_at (window, "G5"), ==, 0);
}

static void
test_katago_ownership (void)
{
  TgWindow *window;
  TgGame *game;
  g_autofree char *playouts = NULL;

  REQUIRE_PYTHON ();
  use_fake ("kata");
  window = open_fixture ("ownership-9x9.sgf", -1, 0);
  game = tg_window_get_game (window);
  activate (window, "win.go-start");

  /* Analysis off: Tengen's own estimate, as without engines. */
  activate (window, "win.estimate");
  wait_for (estimated, window);
  g_assert_cmpstr (tg_window_get_estimate_heading_text (window), ==, "Position estimate");
  g_assert_cmpstr (tg_window_get_estimate_hint_text (window), ==,
                   "A hint from random playouts, not an engine's reading");
  g_assert_null (tg_window_get_estimate_points_text (window));
  g_assert_null (tg_window_get_estimate_engine_text (window));
  playouts = g_strdup (tg_window_get_estimate_text (window));

  /* Analysis on: the engine's judgement, its count and its figures. */
  activate (window, "win.analysis");
  wait_for (engine_judgement_shown, window);
  assert_engine_count (window);
  g_assert_cmpstr (tg_window_get_estimate_engine_text (window), ==,
                   "KataGo's own figures: Black leads by 5.6 stones · Black's winrate 93.0 %");

  /* Another position: nothing of the last one's judgement, not even for a
   * moment; the pane waits for the engine. */
  g_assert_true (tg_game_go_to_move (game, 1));
  g_assert_cmpstr (tg_window_get_estimate_heading_text (window), ==, "KataGo's judgement");
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "Waiting for KataGo…");
  g_assert_null (tg_window_get_estimate_points_text (window));
  g_assert_null (tg_window_get_estimate_engine_text (window));
  g_assert_false (scene_of (window)->estimate);
  wait_for (white_to_move_figures, window);
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "Black leads by 10.5");
  g_assert_cmpstr (tg_window_get_estimate_points_text (window), ==, "Area: Black 48, White 30");
  g_assert_cmpint (shading_at (window, "E5"), ==, 0);
  g_assert_cmpint (shading_at (window, "E6"), ==, 70);

  /* Back, and analysis off: Tengen's own estimate again. */
  activate (window, "win.back");
  wait_for (engine_judgement_shown, window);
  assert_engine_count (window);
  activate (window, "win.analysis");
  wait_for (estimated, window);
  g_assert_cmpstr (tg_window_get_estimate_heading_text (window), ==, "Position estimate");
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, playouts);
  g_assert_null (tg_window_get_estimate_points_text (window));

  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (window);
}

static gboolean
final_kept (gpointer data)
{
  TgAnalysis *kept = tg_window_analysis_get_kept (TG_WINDOW (data));

  return kept != NULL && kept->final;
}

static gboolean
not_saving (gpointer data)
{
  return !tg_session_is_saving (tg_window_get_session (TG_WINDOW (data)));
}

/* The engine's final analysis saved with the record: opened again with no
 * engine, the Estimate pane is the engine's judgement. */
static void
test_saved_ownership (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "ownership", NULL);
  g_autofree char *path = g_build_filename (dir, "analysed.sgf", NULL);
  g_autofree char *fixture = data_path ("ownership-9x9.sgf");
  g_autofree char *text = NULL;
  TgWindow *window;

  REQUIRE_PYTHON ();
  use_fake ("kata");
  /* Final after three reports (10, 20, 30 visits). */
  g_settings_set_uint (tg_application_get_settings (app), "analysis-visits", 30);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  window = new_window ();
  open_and_wait (window, path, -1, 0);
  activate (window, "win.go-start");
  activate (window, "win.analysis");
  wait_for (final_kept, window);
  activate (window, "win.analysis");
  activate (window, "win.save");
  wait_for (not_saving, window);
  destroy_window (window);

  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  activate (window, "win.go-start");
  activate (window, "win.estimate");
  g_assert_true (engine_judgement_shown (window));
  g_assert_null (tg_window_analysis_get_log_engine (window));
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, "Black leads by 10.5");
  g_assert_cmpstr (tg_window_get_estimate_points_text (window), ==, "Area: Black 47, White 29");
  g_assert_cmpstr (tg_window_get_estimate_count_text (window), ==,
                   "Black counts 49½ stones: Black wins by 5¼ stones");
  g_assert_cmpstr (tg_window_get_estimate_engine_text (window), ==,
                   "KataGo's own figures: Black leads by 5.6 stones · Black's winrate 93.0 %");
  g_assert_cmpint (shading_at (window, "F7"), ==, 19);
  g_assert_cmpint (shading_at (window, "F8"), ==, 26);
  g_assert_cmpint (shading_at (window, "B5"), ==, 84);
  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* An engine that gives no ownership: Tengen's own estimate, saying so. */
static void
test_engine_without_ownership (void)
{
  TgWindow *window;
  g_autofree char *playouts = NULL;

  REQUIRE_PYTHON ();
  use_fake ("lz");
  window = open_fixture ("ownership-9x9.sgf", -1, 0);
  activate (window, "win.go-start");
  activate (window, "win.estimate");
  wait_for (estimated, window);
  playouts = g_strdup (tg_window_get_estimate_text (window));
  g_assert_true (g_str_has_prefix (playouts, "Black leads by "));

  activate (window, "win.analysis");
  wait_for (no_ownership_said, window);
  g_assert_cmpstr (tg_window_get_estimate_hint_text (window), ==,
                   "Fake Analyst gives no ownership: this is Tengen's own estimate from random "
                   "playouts, not the engine's reading");
  g_assert_cmpstr (tg_window_get_estimate_heading_text (window), ==, "Position estimate");
  g_assert_cmpstr (tg_window_get_estimate_text (window), ==, playouts);
  g_assert_null (tg_window_get_estimate_points_text (window));
  g_assert_null (tg_window_get_estimate_engine_text (window));
  g_assert_true (scene_of (window)->estimate);

  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  fake = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-analyze-fake.py", NULL);
  g_test_add_func ("/ui/analysis-ownership/katago", test_katago_ownership);
  g_test_add_func ("/ui/analysis-ownership/saved", test_saved_ownership);
  g_test_add_func ("/ui/analysis-ownership/engine-without-ownership",
                   test_engine_without_ownership);
  status = ui_test_run ();
  g_free (fake);
  return status;
}
