/* test-ui-count.c: counting in the window, and what it says
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The result after Done, kept whole until it is closed; the engine's
 * opinion on the dead stones on lines of their own; the point info line
 * following the marking.
 */

#include "test-ui-window-common.h"

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

/* Runs the main loop for @ms milliseconds. */
static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  wait_idle ();
}

/* The engine answered Black's first move. */
static gboolean
engine_moved (gpointer data)
{
  TgWindow *window = data;

  return tg_game_get_move_number (tg_window_get_game (window)) >= 2 &&
         tg_engine_game_get_thinking (tg_window_get_engine_game (window)) == TG_EMPTY;
}

/* Opens finished-9x9.sgf counted, takes the proposal and presses Done. */
static TgWindow *
count_and_done (void)
{
  TgWindow *window = open_fixture ("finished-9x9.sgf", -1, TG_WINDOW_OPEN_COUNT);

  g_assert_true (tg_window_is_scoring (window));
  wait_for (proposal_done, tg_window_get_scoring_session (window));
  g_signal_emit_by_name (find_button (GTK_WIDGET (tg_window_get_score_panel (window)), "_Done"),
                         "clicked");
  wait_frames ();
  g_assert_false (tg_window_is_scoring (window));
  return window;
}

/* The result written by Done stays over the board, whole (no ellipsis)
 * past the few seconds a passing message gets, until it is closed. */
static void
test_result_kept_until_closed (void)
{
  TgWindow *window;
  GtkWidget *notice, *label;
  const char *text;

  REQUIRE_DISPLAY ();
  window = count_and_done ();
  notice = find_named (GTK_WIDGET (window), "notice");
  label = find_named (notice, "message-line");
  text = gtk_label_get_text (GTK_LABEL (label));
  g_assert_true (g_str_has_prefix (text, "Result written into the record: "));
  g_assert_nonnull (strstr (text, "B+1.5"));
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));

  wait_ms (7000);
  g_assert_true (gtk_widget_get_mapped (notice));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
  g_signal_emit_by_name (find_named (notice, "notice-close"), "clicked");
  wait_idle ();
  g_assert_false (gtk_widget_get_visible (notice));
  destroy_window (window);
}

static gboolean
engine_row_shown (gpointer data)
{
  TgWindow *window = data;
  GtkWidget *row = find_named (GTK_WIDGET (tg_window_get_side_panel (window)), "engine-score");

  return gtk_widget_get_visible (row);
}

/* 9×9: Black C3, then two passes against a fake engine that passes at
 * once and calls C3 dead; scoring opens with the engine's row. */
static TgWindow *
count_against_fake (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);
  g_autofree char *line = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TgGameSetup setup;
  TgWindow *window;

  line = g_strdup_printf ("%s %s --moves 0 --dead C3",
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3", script);
  window = new_window ();
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  tg_window_set_game (window, game, NULL);
  tg_window_set_engines (window, NULL, NULL, line, "Fake");
  wait_idle ();
  click (window, "C3");
  wait_for (engine_moved, window);
  activate (window, "win.pass");
  g_assert_true (tg_window_is_scoring (window));
  wait_for (engine_row_shown, window);
  wait_frames ();
  return window;
}

/* The agreement sentence beside its button wrapped one word per line in
 * the narrow panel; on its own line it reads in one or two. Then the
 * engine's dead stones: the info line about E5 says what the new marking
 * makes of it, not what the old one did. */
static void
test_engine_dead_stones (void)
{
  TgWindow *window;
  TgScoringSession *session;
  GtkWidget *row, *label, *info;
  g_autofree char *after = NULL;
  g_autofree char *before = NULL;

  REQUIRE_DISPLAY ();
  window = count_against_fake ();
  session = tg_window_get_scoring_session (window);
  row = find_named (GTK_WIDGET (tg_window_get_side_panel (window)), "engine-score");
  label = gtk_widget_get_first_child (row);
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "Fake "));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), <=, 2);

  /* C3 alive (the proposal): E5 is Black's. */
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_BLACK), ==, 0);
  click (window, "E5");
  info = find_named (GTK_WIDGET (tg_window_get_score_panel (window)), "point-info");
  before = g_strdup (gtk_label_get_text (GTK_LABEL (info)));
  g_signal_emit_by_name (find_named (row, "use-engine-dead"), "clicked");
  wait_idle ();
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_BLACK), ==, 1);
  after = tg_scoring_session_explain_point (session, gtp (tg_window_get_game (window), "E5"));
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (info)), ==, after);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "Fake agrees with these dead stones");
  destroy_window (window);
}

/* Done, saved, reopened: the counted node shows the count the file keeps
 * (TB/TW), the stones marked dead crossed and the territory shaded, as
 * scoring mode showed them. */
static void
test_reopened_count_shown (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "counted-9x9.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *dead = g_malloc0 (TG_ARRAY_SIZE);
  g_autofree guint8 *owner = g_malloc0 (TG_ARRAY_SIZE);
  TgWindow *window;
  TgBoardScene *scene;
  guint n_dead = 0, n_black = 0, n_white = 0;

  REQUIRE_DISPLAY ();
  window = open_fixture ("finished-9x9.sgf", -1, TG_WINDOW_OPEN_COUNT);
  wait_for (proposal_done, tg_window_get_scoring_session (window));
  {
    TgScoringSession *session = tg_window_get_scoring_session (window);
    const TgScore *score = tg_scoring_session_get_score (session);

    memcpy (dead, tg_scoring_session_get_dead (session), TG_ARRAY_SIZE);
    memcpy (owner, score->owner, TG_ARRAY_SIZE);
  }
  g_signal_emit_by_name (find_button (GTK_WIDGET (tg_window_get_score_panel (window)), "_Done"),
                         "clicked");
  wait_frames ();
  g_assert_true (tg_session_save (tg_window_get_session (window), file, &error));
  g_assert_no_error (error);
  destroy_window (window);

  window = new_window ();
  open_and_wait (window, path, -1, 0);
  activate (window, "win.go-end");
  scene = scene_of (window);
  g_assert_true (scene->scoring);
  for (guint p = 0; p < TG_ARRAY_SIZE; p++)
    {
      TgColor c = tg_board_get (&scene->board, p);

      if (!tg_board_contains (&scene->board, p))
        continue;
      g_assert_cmpint (scene->dead[p] != 0, ==, c != TG_EMPTY && dead[p] != 0);
      n_dead += scene->dead[p] != 0;
      if (c == TG_EMPTY || dead[p])
        {
          if (owner[p] == TG_SCORE_OWNER_BLACK)
            g_assert_cmpint (scene->owner[p], ==, TG_OWNER_BLACK);
          else if (owner[p] == TG_SCORE_OWNER_WHITE)
            g_assert_cmpint (scene->owner[p], ==, TG_OWNER_WHITE);
          n_black += scene->owner[p] == TG_OWNER_BLACK;
          n_white += scene->owner[p] == TG_OWNER_WHITE;
        }
    }
  g_test_message ("%u dead stones, %u black and %u white points shaded", n_dead, n_black, n_white);
  g_assert_cmpuint (n_dead, >, 0);
  g_assert_cmpuint (n_black, >, 0);
  g_assert_cmpuint (n_white, >, 0);

  /* One move back: no count there. */
  activate (window, "win.back");
  g_assert_false (scene_of (window)->scoring);
  destroy_window (window);
}

static gboolean
estimate_ready (gpointer data)
{
  return !tg_window_is_estimating (TG_WINDOW (data)) &&
         tg_window_get_estimate_text (TG_WINDOW (data)) != NULL &&
         *tg_window_get_estimate_text (TG_WINDOW (data)) != '\0';
}

/* An estimate shown before counting does not stay beside the count (it
 * said another margin): counting turns it off, and it cannot be turned on
 * while the count is open. */
static void
test_estimate_leaves_for_the_count (void)
{
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = open_fixture ("estimate-dead.sgf", -1, 0);
  activate (window, "win.estimate");
  wait_for (estimate_ready, window);
  g_assert_nonnull (tg_window_get_estimate_text (window));

  activate (window, "win.count");
  g_assert_true (tg_window_is_scoring (window));
  g_assert_null (tg_window_get_estimate_text (window));
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window), "estimate")));
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/count/result-kept-until-closed", test_result_kept_until_closed);
  g_test_add_func ("/ui/count/reopened-count-shown", test_reopened_count_shown);
  g_test_add_func ("/ui/count/estimate-leaves-for-the-count", test_estimate_leaves_for_the_count);
  g_test_add_func ("/ui/count/engine-dead-stones", test_engine_dead_stones);

  return ui_test_run ();
}
