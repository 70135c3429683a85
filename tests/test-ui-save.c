/* test-ui-save.c: Save in the window runs in a worker thread, keeps the
 * changes made meanwhile, and says "Could not save" once; a record cut
 * short opens with the warnings banner
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (xvfb-run); skips without one.
 */

#include "test-ui-window-common.h"

static gboolean
not_saving (gpointer data)
{
  return !tg_session_is_saving (tg_window_get_session (TG_WINDOW (data)));
}

static char *
read_all (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static guint
count_ci (const char *haystack,
          const char *needle)
{
  g_autofree char *h = g_utf8_casefold (haystack, -1);
  g_autofree char *n = g_utf8_casefold (needle, -1);
  guint count = 0;

  for (const char *s = strstr (h, n); s != NULL; s = strstr (s + 1, n))
    count++;
  return count;
}

static void
test_save_in_worker (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "save-worker", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *text = NULL;
  TgWindow *window;

  REQUIRE_DISPLAY ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "(;GM[1]FF[4]SZ[9])", -1, NULL));
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  click (window, "E5");
  g_assert_true (tg_session_get_modified (tg_window_get_session (window)));

  /* Ctrl+S returns at once: the save is still under way, and a move made
   * now is not part of it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_true (tg_session_is_saving (tg_window_get_session (window)));
  click (window, "C3");
  wait_for (not_saving, window);

  text = read_all (path);
  g_assert_nonnull (strstr (text, ";B[ee]"));
  g_assert_null (strstr (text, ";W[cg]"));
  /* The second move came after the text was made: still unsaved. */
  g_assert_true (tg_session_get_modified (tg_window_get_session (window)));

  /* Saved again, nothing changing meanwhile: clean. */
  activate (window, "win.save");
  wait_for (not_saving, window);
  g_clear_pointer (&text, g_free);
  text = read_all (path);
  g_assert_nonnull (strstr (text, ";B[ee];W[cg]"));
  g_assert_false (tg_session_get_modified (tg_window_get_session (window)));
  g_assert_null (find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));

  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_save_error_once (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "save-error", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *expected_heading = NULL, *expected_body = NULL, *all = NULL;
  AdwMessageDialog *dialog;
  TgWindow *window;

  REQUIRE_DISPLAY ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "(;GM[1]FF[4]SZ[9])", -1, NULL));
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  click (window, "E5");

  /* The folder goes away under the open file. */
  g_unlink (path);
  g_rmdir (dir);
  activate (window, "win.save");
  wait_for (not_saving, window);

  dialog = ADW_MESSAGE_DIALOG (find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (dialog);
  expected_heading = g_strdup_printf ("Could Not Save “%s”", path);
  expected_body = g_strdup_printf ("The folder “%s” does not exist.", dir);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, expected_heading);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, expected_body);
  all = g_strconcat (adw_message_dialog_get_heading (dialog), "\n",
                     adw_message_dialog_get_body (dialog), NULL);
  g_assert_cmpuint (count_ci (all, "could not save"), ==, 1);
  g_assert_true (tg_session_get_modified (tg_window_get_session (window)));
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

static void
test_cut_short (void)
{
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();
  window = open_fixture ("cut-short.sgf", -1, 0);
  g_assert_null (find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  game = tg_window_get_game (window);
  tg_game_go_to_end (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (scene_color (window, "E5"), ==, TG_BLACK);
  g_assert_cmpint (scene_color (window, "C7"), ==, TG_WHITE);
  /* The usual warnings banner: the file ends inside a value and a tree. */
  g_assert_true (action_enabled (window, "show-warnings"));
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/save/in-worker", test_save_in_worker);
  g_test_add_func ("/ui/save/error-once", test_save_error_once);
  g_test_add_func ("/ui/load/cut-short", test_cut_short);

  return ui_test_run ();
}
