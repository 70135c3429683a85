/* test-ui-result.c: the result of a record as the window says it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RE[?] and RE[Void] are said on their own ("Result unknown", not
 * "Result: Result unknown"). A count by other rules or another komi than
 * the record's writes those rules and that komi with the result, so that
 * the record read again says the same result: finished-9x9.sgf (RULES.md
 * T4, RU[Chinese] KM[7.5]) counted by Japanese rules at komi 6.5 is
 * Black 36 + 2 prisoners = 38 against White 27 + 2 + 6.5 = 35.5, B+2.5
 * (test-ui-scoring.c counts the same by hand); read as area counting
 * under RU[Chinese], B+2.5 would be "Black wins by 2.5 points (1¼ stones)".
 */

#include "test-ui-window-common.h"

#include "tg-score-panel.h"

static TgSidePanel *
side_panel_of (TgWindow *window)
{
  return TG_SIDE_PANEL (tg_window_get_side_panel (window));
}

static const char *
status_of (TgWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (window), "status-label")));
}

static gboolean
not_saving (gpointer data)
{
  return !tg_session_is_saving (tg_window_get_session (TG_WINDOW (data)));
}

static void
test_unknown_and_void (void)
{
  TgWindow *window;

  REQUIRE_DISPLAY ();

  window = open_fixture ("unknown-result.sgf", -1, 0);
  g_assert_cmpstr (tg_side_panel_get_result_text (side_panel_of (window)), ==, "Result unknown");
  g_assert_cmpstr (status_of (window), ==, "Game over: Result unknown");
  destroy_window (window);

  window = open_fixture ("void-result.sgf", -1, 0);
  g_assert_cmpstr (tg_side_panel_get_result_text (side_panel_of (window)), ==, "No result");
  destroy_window (window);

  /* A win keeps its "Result:". */
  window = open_fixture ("resigned-result.sgf", -1, 0);
  g_assert_true (g_str_has_prefix (tg_side_panel_get_result_text (side_panel_of (window)),
                                   "Result: "));
  destroy_window (window);
}

/* Opens a copy of finished-9x9.sgf in scoring mode, the proposal in. */
static TgWindow *
count_copy (const char *path)
{
  g_autofree char *fixture = data_path ("finished-9x9.sgf");
  g_autofree char *text = NULL;
  TgWindow *window;

  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  window = new_window ();
  open_and_wait (window, path, -1, TG_WINDOW_OPEN_COUNT);
  g_assert_true (tg_window_is_scoring (window));
  wait_for (proposal_done, tg_window_get_scoring_session (window));
  return window;
}

static void
press_done (TgWindow *window)
{
  g_signal_emit_by_name (find_button (GTK_WIDGET (tg_window_get_score_panel (window)), "_Done"),
                         "clicked");
  wait_idle ();
  g_assert_false (tg_window_is_scoring (window));
}

static void
test_counted_by_other_rules (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "counted-by-japanese.sgf", NULL);
  g_autofree char *ru = NULL;
  g_autofree char *km = NULL;
  g_autofree char *re = NULL;
  TgScoringSession *session;
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();

  window = count_copy (path);
  game = tg_window_get_game (window);
  session = tg_window_get_scoring_session (window);
  tg_scoring_session_set_rules (session, tg_rules_get_preset (TG_RULES_JAPANESE), FALSE);
  tg_scoring_session_set_komi (session, 13);
  g_assert_cmpstr (tg_score_panel_get_result_text (tg_window_get_score_panel (window)), ==,
                   "B+2.5");
  press_done (window);

  re = root_value (game, "RE");
  ru = root_value (game, "RU");
  km = root_value (game, "KM");
  g_assert_cmpstr (re, ==, "B+2.5");
  g_assert_cmpstr (ru, ==, "Japanese");
  g_assert_cmpstr (km, ==, "6.5");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_side_panel_get_result_text (side_panel_of (window)), ==,
                   "Result: Black wins by 2.5 points");
  g_assert_cmpstr (status_of (window), ==, "Game over: Black wins by 2.5 points");
  g_assert_nonnull (strstr (tg_side_panel_get_info_text (side_panel_of (window)),
                            "Japanese rules"));

  /* Saved and opened again, the record says the same. */
  activate (window, "win.save");
  wait_for (not_saving, window);
  destroy_window (window);
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  g_assert_cmpstr (tg_side_panel_get_result_text (side_panel_of (window)), ==,
                   "Result: Black wins by 2.5 points");
  destroy_window (window);
  g_unlink (path);
}

/* Counted by the record's own rules and komi, RU[] and KM[] stay as the
 * record wrote them: Chinese, 45 子 against 40½ + 3¾, B+1.5. */
static void
test_counted_by_own_rules (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "counted-by-chinese.sgf", NULL);
  g_autofree char *ru = NULL;
  g_autofree char *km = NULL;
  g_autofree char *re = NULL;
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();

  window = count_copy (path);
  game = tg_window_get_game (window);
  press_done (window);
  re = root_value (game, "RE");
  ru = root_value (game, "RU");
  km = root_value (game, "KM");
  g_assert_cmpstr (re, ==, "B+1.5");
  g_assert_cmpstr (ru, ==, "Chinese");
  g_assert_cmpstr (km, ==, "7.5");
  g_assert_cmpstr (tg_side_panel_get_result_text (side_panel_of (window)), ==,
                   "Result: Black wins by 1.5 points (¾ stone)");
  destroy_window (window);
  g_unlink (path);
}

/* The result a record gives in 子 is a Chinese count and shows in 子,
 * although a record without RU[] is otherwise read by Japanese rules:
 * 2¼ 子 is 4.5 points, and RE[B+3.75] can only be 3¾ 子 (no count gives
 * a quarter of a point). A result in points stays in points. */
static void
check_result_shown (const char *name,
                    const char *record,
                    const char *expected)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
  TgWindow *window;

  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  g_assert_cmpstr (tg_side_panel_get_result_text (side_panel_of (window)), ==, expected);
  destroy_window (window);
  g_unlink (path);
}

static void
test_result_in_zi (void)
{
  REQUIRE_DISPLAY ();

  check_result_shown ("zi-words.sgf", "(;GM[1]FF[4]SZ[9]RE[白胜2又1/4子];B[ee];W[cc])",
                      "Result: White wins by 4.5 points (2¼ stones)");
  check_result_shown ("zi-quarters.sgf", "(;GM[1]FF[4]SZ[9]RE[B+3.75];B[ee];W[cc])",
                      "Result: Black wins by 7.5 points (3¾ stones)");
  check_result_shown ("points.sgf", "(;GM[1]FF[4]SZ[9]RE[B+3.5];B[ee];W[cc])",
                      "Result: Black wins by 3.5 points");
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/result/unknown-and-void", test_unknown_and_void);
  g_test_add_func ("/ui/result/counted-by-other-rules", test_counted_by_other_rules);
  g_test_add_func ("/ui/result/counted-by-own-rules", test_counted_by_own_rules);
  g_test_add_func ("/ui/result/in-zi", test_result_in_zi);

  return ui_test_run ();
}
