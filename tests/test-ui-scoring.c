/* test-ui-scoring.c: scoring mode in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A finished 9×9 record (RULES.md T4) opened with --count: the proposal,
 * a toggle, a rules switch, the panel against `tengen-cli score`, Done.
 */

#include <json-glib/json-glib.h>

#include "test-ui-window-common.h"

static gboolean
proposal_done (gpointer data)
{
  TgScoringSession *session = data;

  return tg_scoring_session_count_dead (session, TG_BLACK) +
         tg_scoring_session_count_dead (session, TG_WHITE) > 0;
}

/* Runs tengen-cli score on @path with @args and returns its JSON root. */
static JsonObject *
cli_score (const char  *path,
           const char  *extra)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "tengen-cli", NULL);
  g_autofree char *command = g_strdup_printf ("'%s' score '%s' --json %s", cli, path, extra ? extra : "");
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  int status = 0;

  g_assert_true (g_spawn_command_line_sync (command, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
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
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_BLACK), ==, black_total);
  g_assert_cmpstr (tg_score_panel_get_total_text (panel, TG_WHITE), ==, white_total);
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

static void
test_scoring_mode (void)
{
  g_autofree char *path = data_path ("finished-9x9.sgf");
  TgWindow *window;
  TgGame *game;
  TgScoringSession *session;
  const guint8 *dead;
  GtkWidget *rules_row, *done;
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
  g_assert_cmpstr (tg_score_panel_get_result_text (tg_window_get_score_panel (window)), ==, "B+1.5");
  assert_panel_equals_cli (window, path, NULL);

  /* A click on H3 brings both black stones back to life. */
  click (window, "H3");
  g_assert_false (dead[gtp (game, "H3")] || dead[gtp (game, "H2")]);
  g_assert_cmpstr (tg_score_panel_get_result_text (tg_window_get_score_panel (window)), !=, "B+1.5");
  assert_panel_equals_cli (window, path, "--dead B7");
  click (window, "H2");
  g_assert_true (dead[gtp (game, "H3")] && dead[gtp (game, "H2")]);

  /* An empty point says who owns it. */
  click (window, "A1");
  g_assert_false (tg_window_is_loading (window));

  /* Counting by Japanese rules: territory and prisoners, komi 6.5. */
  rules_row = find_widget_of_type (GTK_WIDGET (tg_window_get_score_panel (window)), ADW_TYPE_COMBO_ROW, NULL);
  g_assert_nonnull (rules_row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (rules_row), TG_RULES_JAPANESE);
  wait_idle ();
  g_assert_cmpstr (tg_score_panel_get_result_text (tg_window_get_score_panel (window)), ==, "B+2.5");
  g_assert_cmpint (tg_scoring_session_get_score (session)->black.prisoners, ==, 2);
  assert_panel_equals_cli (window, path, "--rules japanese --komi 6.5");

  /* Done writes RE, TB and TW, and leaves scoring mode. */
  done = find_widget_of_type (GTK_WIDGET (tg_window_get_score_panel (window)), GTK_TYPE_BUTTON, "_Done");
  g_assert_nonnull (done);
  g_signal_emit_by_name (done, "clicked");
  wait_idle ();
  result = root_value (game, "RE");
  g_assert_cmpstr (result, ==, "B+2.5");
  tree = tg_game_get_tree (game);
  g_assert_true (tg_game_tree_has_prop (tree, tg_game_get_current_node (game), "TB"));
  g_assert_true (tg_game_tree_has_prop (tree, tg_game_get_current_node (game), "TW"));
  g_assert_false (tg_window_is_scoring (window));
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Result B+2.5 written into the record");

  destroy_window (window);
}

static void
test_scoring_resume (void)
{
  g_autofree char *path = data_path ("finished-9x9.sgf");
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, TG_WINDOW_OPEN_COUNT);
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

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/scoring/mode", test_scoring_mode);
  g_test_add_func ("/ui/scoring/resume", test_scoring_resume);

  return ui_test_run ();
}
