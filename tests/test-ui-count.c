/* test-ui-count.c: counting in the window, and what it says
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The result after Done, kept whole until it is closed.
 */

#include "test-ui-window-common.h"

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

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/count/result-kept-until-closed", test_result_kept_until_closed);

  return ui_test_run ();
}
