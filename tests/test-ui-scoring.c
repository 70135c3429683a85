/* test-ui-scoring.c: scoring mode in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A finished 9×9 record (RULES.md T4) opened with --count: the proposal,
 * a toggle, a rules switch that keeps the komi, the komi field, the panel
 * against `tengen-cli score` and against hand counts, Done. Also: one
 * click on an open board marks one chain; the unsettled points' wording;
 * AGA's last White pass.
 */

#include <json-glib/json-glib.h>

#include "test-ui-window-common.h"
#include "tg-test-utils.h"

/* Runs tengen-cli score --json on @path with @extra (arguments split at
 * spaces, may be NULL) and returns its JSON root. */
static JsonObject *
cli_score (const char  *path,
           const char  *extra)
{
  g_auto(GStrv) extra_args = g_strsplit (extra ? extra : "", " ", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(TgTestRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_ptr_array_add (args, (char *) "score");
  g_ptr_array_add (args, (char *) path);
  g_ptr_array_add (args, (char *) "--json");
  for (guint i = 0; extra_args[i] != NULL; i++)
    if (extra_args[i][0] != '\0')
      g_ptr_array_add (args, extra_args[i]);
  g_ptr_array_add (args, NULL);
  tg_test_run_cliv (&run, NULL, (const char *const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
assert_panel_equals_cli (TgWindow   *window,
                         const char *path,
                         const char *extra)
{
  g_autoptr(JsonObject) cli = cli_score (path, extra);
  TgScorePanel *panel = tg_window_get_score_panel (window);
  const TgScore *score = tg_scoring_session_get_score (tg_window_get_scoring_session (window));
  JsonObject *black = json_object_get_object_member (cli, "black");
  JsonObject *white = json_object_get_object_member (cli, "white");
  g_autofree char *black_total = tg_half_points_to_string ((TgHalfPoints) (2 * json_object_get_double_member (black, "total")));
  g_autofree char *white_total = tg_half_points_to_string ((TgHalfPoints) (2 * json_object_get_double_member (white, "total")));

  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, json_object_get_string_member (cli, "result"));
  if (score->method != TG_SCORE_METHOD_ZI)
    {
      g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_BLACK), ==, black_total);
      g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, white_total);
    }
  else
    g_assert_cmpfloat (score->black_count / 2.0, ==, json_object_get_double_member (cli, "black_count"));
  g_assert_cmpfloat (score->komi / 2.0, ==, json_object_get_double_member (cli, "komi"));
  g_assert_cmpfloat (score->margin / 2.0, ==, json_object_get_double_member (cli, "margin"));
  g_assert_cmpint (score->black.area, ==, json_object_get_int_member (black, "area"));
  g_assert_cmpint (score->white.area, ==, json_object_get_int_member (white, "area"));
}

static GtkWidget *
find_widget_of_type (GtkWidget *root,
                     GType      type,
                     const char *label)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) &&
          (label == NULL || (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0)))
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  return NULL;
}

/* RULES.md T4 as finished-9x9.sgf holds it (komi 7.5), counted by hand:
 *
 *     A B C D E F G H J
 *   9 . . . . X O . . .
 *   8 . . . . X O . . .
 *   7 . o o . X O . . .      o: B7 C7, dead in both counts
 *   6 . . . . X O . . .
 *   5 . . . . X O . . .
 *   4 . . . . X O . . .
 *   3 . . . . X O . x .      x: H3 H2, dead before the toggle,
 *   2 . . . . X O . x .         alive after it
 *   1 . . . . X O . . .
 *
 * Before: Black's area is A-E (45), White's F-J (36), no dame.
 * Territory (Japanese, its komi 6.5): Black 36 + 2 prisoners = 38,
 * White 27 + 2 + 6.5 = 35.5, B+2.5. */
static void
assert_hand_count_before_toggle (TgScoringSession *session)
{
  const TgScore *s = tg_scoring_session_get_score (session);
  g_autoptr(TgScore) jp = tg_scoring_session_compute_for_preset (session, TG_RULES_JAPANESE);

  g_assert_cmpuint (s->black.area, ==, 45);
  g_assert_cmpuint (s->white.area, ==, 36);
  g_assert_cmpuint (s->dame, ==, 0);
  g_assert_cmpuint (jp->black.territory, ==, 36);
  g_assert_cmpuint (jp->black.prisoners, ==, 2);
  g_assert_cmpuint (jp->white.territory, ==, 27);
  g_assert_cmpuint (jp->white.prisoners, ==, 2);
  g_assert_cmpstr (jp->result, ==, "B+2.5");
}

/* After H3 H2 come back to life the 25 empty points of G-J reach both
 * colours: dame. Area (Chinese, 7.5): Black 45 + 2 stones = 47, White 9;
 * Black's count 47 + 25/2 = 59½ 子 against 40½ + 3¾ = 44¼, B+15¼ 子 =
 * B+30.5. Territory (Japanese, 6.5): Black still 36 + 2 = 38, White has no
 * territory and no prisoners: 6.5, B+31.5. */
static void
assert_hand_count_after_toggle (TgScoringSession *session,
                                TgScorePanel     *panel)
{
  const TgScore *s = tg_scoring_session_get_score (session);
  g_autoptr(TgScore) jp = tg_scoring_session_compute_for_preset (session, TG_RULES_JAPANESE);

  g_assert_cmpuint (s->black.area, ==, 47);
  g_assert_cmpuint (s->white.area, ==, 9);
  g_assert_cmpuint (s->dame, ==, 25);
  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, "B+30.5");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_BLACK), ==, "59½ stones");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, "44¼ stones");
  g_assert_cmpuint (jp->black.territory, ==, 36);
  g_assert_cmpuint (jp->black.prisoners, ==, 2);
  g_assert_cmpuint (jp->white.territory, ==, 0);
  g_assert_cmpuint (jp->white.prisoners, ==, 0);
  g_assert_cmpstr (jp->result, ==, "B+31.5");
}

static void
test_scoring_mode (void)
{
  g_autofree char *path = data_path ("finished-9x9.sgf");
  TgWindow *window;
  TgGame *game;
  TgScoringSession *session;
  const guint8 *dead;
  GtkWidget *rules_row, *done, *komi;
  TgScorePanel *panel;
  g_autofree char *result = NULL;
  TgGameTree *tree;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, TG_WINDOW_OPEN_COUNT);
  game = tg_window_get_game (window);

  /* --count opens at the end of the main line in scoring mode. */
  g_assert_true (tg_window_is_scoring (window));
  session = tg_window_get_scoring_session (window);
  wait_for (proposal_done, session);

  /* The proposal: exactly the four stray stones. */
  dead = tg_scoring_session_get_dead (session);
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_WHITE), ==, 2);
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_BLACK), ==, 2);
  g_assert_true (dead[gtp (game, "B7")] && dead[gtp (game, "C7")]);
  g_assert_true (dead[gtp (game, "H3")] && dead[gtp (game, "H2")]);
  g_assert_true (scene_of (window)->scoring);
  g_assert_true (scene_of (window)->dead[gtp (game, "B7")]);
  g_assert_cmpint (scene_of (window)->owner[gtp (game, "A1")], ==, TG_OWNER_BLACK);
  g_assert_cmpint (scene_of (window)->owner[gtp (game, "J1")], ==, TG_OWNER_WHITE);
  /* Hand count (RULES.md T4, Chinese, komi 7.5): Black 45 子 against
   * 40½ + 3¾ = 44¼, B+¾ 子 = B+1.5, all in one unit. */
  panel = tg_window_get_score_panel (window);
  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, "B+1.5");
  g_assert_cmpstr (tg_score_panel_get_words_text (panel), ==, "Black wins by 1.5 points (¾ stone)");
  g_assert_cmpstr (tg_score_panel_get_count_text (panel), ==, "Black counts 45 stones: Black wins by ¾ stone");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_BLACK), ==, "45 stones");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, "44¼ stones");
  assert_panel_equals_cli (window, path, NULL);

  assert_hand_count_before_toggle (session);

  /* A click on H3 brings both black stones back to life. */
  click (window, "H3");
  g_assert_false (dead[gtp (game, "H3")] || dead[gtp (game, "H2")]);
  assert_hand_count_after_toggle (session, panel);
  assert_panel_equals_cli (window, path, "--dead B7");
  click (window, "H2");
  g_assert_true (dead[gtp (game, "H3")] && dead[gtp (game, "H2")]);

  /* An empty point says who owns it. */
  click (window, "A1");
  g_assert_false (tg_window_is_loading (window));

  /* Counting by Japanese rules keeps the record's komi 7.5: Black 36 + 2
   * prisoners = 38, White 27 + 2 + 7.5 = 36.5, B+1.5, as tengen-cli score
   * --rules japanese says on the same file. */
  rules_row = find_widget_of_type (GTK_WIDGET (panel), ADW_TYPE_COMBO_ROW, NULL);
  g_assert_nonnull (rules_row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (rules_row), TG_RULES_JAPANESE);
  wait_idle ();
  g_assert_cmpint (tg_scoring_session_get_komi (session), ==, 15);
  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, "B+1.5");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_BLACK), ==, "38");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, "36.5");
  g_assert_cmpstr (tg_score_panel_get_words_text (panel), ==, "Black wins by 1.5 points");
  g_assert_cmpstr (tg_score_panel_get_count_text (panel), ==, "");
  g_assert_cmpint (tg_scoring_session_get_score (session)->black.prisoners, ==, 2);
  assert_panel_equals_cli (window, path, "--rules japanese");

  /* The komi field: 6.5 gives 38 against 35.5, B+2.5. */
  komi = find_widget_of_type (GTK_WIDGET (panel), GTK_TYPE_SPIN_BUTTON, NULL);
  g_assert_nonnull (komi);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (komi)), ==, 7.5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (komi), 6.5);
  wait_idle ();
  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, "B+2.5");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, "35.5");
  assert_panel_equals_cli (window, path, "--rules japanese --komi 6.5");

  /* Back to Chinese: still komi 6.5, 45 子 against 40½ + 3¼ = 43¾. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (rules_row), TG_RULES_CHINESE);
  wait_idle ();
  g_assert_cmpint (tg_scoring_session_get_komi (session), ==, 13);
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, "43¾ stones");
  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, "B+2.5");
  g_assert_cmpstr (tg_score_panel_get_words_text (panel), ==, "Black wins by 2.5 points (1¼ stones)");
  g_assert_cmpstr (tg_score_panel_get_count_text (panel), ==, "Black counts 45 stones: Black wins by 1¼ stones");
  assert_panel_equals_cli (window, path, "--komi 6.5");
  adw_combo_row_set_selected (ADW_COMBO_ROW (rules_row), TG_RULES_JAPANESE);
  wait_idle ();

  /* Done writes RE, TB and TW, and leaves scoring mode. */
  done = find_widget_of_type (GTK_WIDGET (panel), GTK_TYPE_BUTTON, "_Done");
  g_assert_nonnull (done);
  g_signal_emit_by_name (done, "clicked");
  wait_idle ();
  result = root_value (game, "RE");
  g_assert_cmpstr (result, ==, "B+2.5");
  tree = tg_game_get_tree (game);
  g_assert_true (tg_game_tree_has_prop (tree, tg_game_get_current_node (game), "TB"));
  g_assert_true (tg_game_tree_has_prop (tree, tg_game_get_current_node (game), "TW"));
  g_assert_false (tg_window_is_scoring (window));
  /* The toast says the result in words, and as the record writes it. */
  g_assert_cmpstr (tg_window_get_last_toast (window), ==,
                   "Result written into the record: Black wins by 2.5 points (B+2.5)");

  destroy_window (window);
}

static gboolean
panel_idle (gpointer data)
{
  return !tg_score_panel_is_busy (TG_SCORE_PANEL (data));
}

/* The title of every row of @root's count, in order, one a line. */
static char *
row_titles (GtkWidget *root)
{
  g_autoptr(GQueue) queue = g_queue_new ();
  GString *titles = g_string_new (NULL);

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (ADW_IS_ACTION_ROW (w) && gtk_widget_get_visible (w))
        g_string_append_printf (titles, "%s\n",
                                adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)));
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  return g_string_free (titles, FALSE);
}

/* RULES.md T6 counted by Chinese rules: its one shared point is a seki's
 * liberty, split like a dame but called by its own name (公气, not 单官). */
static void
test_scoring_seki_liberties_row (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "score", "t6-seki.sgf",
                                                 NULL);
  g_autofree char *titles = NULL;
  TgWindow *window;
  TgScoringSession *session;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, TG_WINDOW_OPEN_COUNT);
  session = tg_window_get_scoring_session (window);
  wait_for (panel_idle, tg_window_get_score_panel (window));
  tg_scoring_session_set_rules (session, tg_rules_get_preset (TG_RULES_CHINESE), FALSE);
  wait_idle ();
  g_assert_cmpuint (tg_scoring_session_get_score (session)->seki_points, ==, 1);
  titles = row_titles (GTK_WIDGET (tg_window_get_score_panel (window)));
  g_assert_nonnull (strstr (titles, "\nSeki liberties\n"));
  g_assert_null (strstr (titles, "Dame"));
  destroy_window (window);
}

/* Count again on a counted game: it starts from the count the record
 * keeps, not from a new proposal. H3-H2 brought back to life and Done
 * (B+30.5: RULES.md T4 with them standing, worked out in
 * test-scoring-session.c); counting again keeps them alive. */
static void
test_scoring_again_keeps_marking (void)
{
  TgWindow *window;
  TgGame *game;
  TgScoringSession *session;
  const guint8 *dead;
  GtkWidget *done;

  REQUIRE_DISPLAY ();
  window = open_fixture ("finished-9x9.sgf", -1, TG_WINDOW_OPEN_COUNT);
  game = tg_window_get_game (window);
  session = tg_window_get_scoring_session (window);
  wait_for (proposal_done, session);
  click (window, "H3");
  g_assert_cmpstr (tg_scoring_session_get_score (session)->result, ==, "B+30.5");
  done = find_widget_of_type (GTK_WIDGET (tg_window_get_score_panel (window)), GTK_TYPE_BUTTON,
                              "_Done");
  g_signal_emit_by_name (done, "clicked");
  wait_idle ();
  g_assert_false (tg_window_is_scoring (window));

  activate (window, "win.count");
  g_assert_true (tg_window_is_scoring (window));
  session = tg_window_get_scoring_session (window);
  wait_for (panel_idle, tg_window_get_score_panel (window));
  dead = tg_scoring_session_get_dead (session);
  g_assert_true (dead[gtp (game, "B7")] && dead[gtp (game, "C7")]);
  g_assert_false (dead[gtp (game, "H3")] || dead[gtp (game, "H2")]);
  g_assert_cmpstr (tg_scoring_session_get_score (session)->result, ==, "B+30.5");
  destroy_window (window);
}

static void
test_scoring_resume (void)
{
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();
  window = open_fixture ("finished-9x9.sgf", -1, TG_WINDOW_OPEN_COUNT);
  game = tg_window_get_game (window);
  g_assert_true (tg_window_is_scoring (window));

  /* Under Japanese rules the opponent of the one who asked moves first. */
  tg_scoring_session_set_rules (tg_window_get_scoring_session (window),
                                tg_rules_get_preset (TG_RULES_JAPANESE), TRUE);
  g_signal_emit_by_name (tg_window_get_score_panel (window), "resume", TG_BLACK);
  wait_idle ();
  g_assert_false (tg_window_is_scoring (window));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_false (tg_game_tree_has_prop (tg_game_get_tree (game), tg_game_get_root (game), "RE"));

  destroy_window (window);
}

/* Issue 13.5: in scoring mode on an open position a click on one white
 * stone marks its chain only, not the nine white stones in four corners. */
static void
test_scoring_open_click (void)
{
  TgWindow *window;
  TgGame *game;
  TgScoringSession *session;
  const guint8 *dead;

  REQUIRE_DISPLAY ();
  window = open_fixture ("open-19x19.sgf", -1, TG_WINDOW_OPEN_COUNT);
  game = tg_window_get_game (window);
  session = tg_window_get_scoring_session (window);
  g_assert_nonnull (session);
  tg_scoring_session_set_dead (session, NULL);   /* drops any pending proposal */

  click (window, "Q3");
  dead = tg_scoring_session_get_dead (session);
  g_assert_true (dead[gtp (game, "Q3")]);
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_WHITE), ==, 1);
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_BLACK), ==, 0);
  click (window, "C3");
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_WHITE), ==, 3);
  g_assert_true (dead[gtp (game, "D3")]);
  g_assert_false (dead[gtp (game, "R4")] || dead[gtp (game, "C17")]);

  destroy_window (window);
}

/* Issue 13.1–3: the panel says what must be done and what the rules do
 * with it. */
static void
test_scoring_unsettled_text (void)
{
  TgWindow *window;
  TgScoringSession *session;
  TgScorePanel *panel;
  const char *text;

  REQUIRE_DISPLAY ();
  window = open_fixture ("teire-9x9.sgf", -1, TG_WINDOW_OPEN_COUNT);
  session = tg_window_get_scoring_session (window);
  panel = tg_window_get_score_panel (window);
  tg_scoring_session_set_dead (session, NULL);

  /* Hand count: Black 26, White 32 + 6.5. */
  g_assert_cmpstr (tg_score_panel_get_result_text (panel), ==, "W+12.5");
  text = tg_score_panel_get_unsettled_text (panel);
  g_assert_nonnull (strstr (text, "Connect at D5 once the dame are filled (teire)"));
  g_assert_nonnull (strstr (text, "Fill the dame at F5"));
  g_assert_nonnull (strstr (text, "for nobody"));
  g_assert_null (strstr (text, "atari)"));
  text = tg_score_panel_get_excluded_text (panel);
  g_assert_nonnull (strstr (text, "Teire at D5"));

  /* Chinese, the record's komi 6.5 kept: D5 counts for Black as the board
   * stands and the dame F5 needs no filling under area rules; Black's
   * 37½ 子 against 40½ + 3¼ = 43¾, W+6¼ 子. */
  tg_scoring_session_set_rules (session, tg_rules_get_preset (TG_RULES_CHINESE), FALSE);
  wait_idle ();
  text = tg_score_panel_get_unsettled_text (panel);
  g_assert_nonnull (strstr (text, "Connect at D5"));
  g_assert_null (strstr (text, "F5"));
  g_assert_nonnull (strstr (text, "as the board stands"));
  g_assert_cmpstr (tg_score_panel_get_excluded_text (panel), ==, "");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_BLACK), ==, "37½ stones");
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, "43¾ stones");
  g_assert_cmpstr (tg_score_panel_get_words_text (panel), ==, "White wins by 12.5 points (6¼ stones)");

  destroy_window (window);
}

/* Issue 13.7: AGA, the record stops on Black's pass. White's last pass is
 * added, and the territory view equals the area total (hand count in the
 * fixture: B+1.5 both ways). */
static void
test_scoring_aga_last_pass (void)
{
  g_autofree char *path = data_path ("aga-black-last.sgf");
  TgWindow *window;
  TgScoringSession *session;
  const TgScore *s;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, TG_WINDOW_OPEN_COUNT);
  session = tg_window_get_scoring_session (window);
  tg_scoring_session_set_dead (session, NULL);
  s = tg_scoring_session_get_score (session);

  g_assert_true (tg_scoring_session_white_pass_added (session));
  g_assert_cmpuint (s->black.pass_stones, ==, 2);
  g_assert_cmpuint (s->white.pass_stones, ==, 1);
  g_assert_cmpint (s->black.territory_total, ==, 74);
  g_assert_cmpint (s->white.territory_total, ==, 71);
  g_assert_cmpint (s->margin, ==, 3);
  g_assert_cmpint (s->territory_margin, ==, 3);
  g_assert_cmpstr (tg_score_panel_get_result_text (tg_window_get_score_panel (window)), ==, "B+1.5");
  assert_panel_equals_cli (window, path, "--dead none");

  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/scoring/mode", test_scoring_mode);
  g_test_add_func ("/ui/scoring/again-keeps-marking", test_scoring_again_keeps_marking);
  g_test_add_func ("/ui/scoring/seki-liberties-row", test_scoring_seki_liberties_row);
  g_test_add_func ("/ui/scoring/resume", test_scoring_resume);
  g_test_add_func ("/ui/scoring/open-click", test_scoring_open_click);
  g_test_add_func ("/ui/scoring/unsettled-text", test_scoring_unsettled_text);
  g_test_add_func ("/ui/scoring/aga-last-pass", test_scoring_aga_last_pass);

  return ui_test_run ();
}
