/* test-ui-window-common.h: helpers for the window tests
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by test-ui-window.c and test-ui-files.c (one test program each).
 */

#pragma once

#include "config.h"

#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tengen-resources.h"
#include "tg-application.h"
#include "tg-autosave.h"
#include "tg-board-view.h"
#include "tg-collection-dialog.h"
#include "tg-game-tree-view.h"
#include "tg-new-game-dialog.h"
#include "tg-side-panel.h"
#include "tg-sgf-reader.h"
#include "tg-tree-layout.h"
#include "tg-window.h"
#include "tg-window-test.h"

#include "test-ui-common.h"
#include "tg-test-utils.h"

static TgApplication *app;
static char *tmp_dir;

/* Removes the folder this process made for its test files, at any exit
 * (a skip without a display exits from ui_test_init itself). A folder
 * inherited from the test that spawned this one is that test's to remove. */
static char *owned_tmp_dir;

static void
remove_owned_tmp_dir (void)
{
  if (owned_tmp_dir != NULL)
    tg_test_remove_tree (owned_tmp_dir);
  g_clear_pointer (&owned_tmp_dir, g_free);
}

/* Helpers ----------------------------------------------------------------- */

/* For wait_until (): the dead-stone proposal of @data (a TgScoringSession)
 * has come in. */
G_GNUC_UNUSED static gboolean
proposal_done (gpointer data)
{
  TgScoringSession *session = data;

  return tg_scoring_session_count_dead (session, TG_BLACK) +
         tg_scoring_session_count_dead (session, TG_WHITE) > 0;
}

/* The first button under @root labelled @label (breadth first). */
G_GNUC_UNUSED static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0)
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_error ("no button “%s”", label);
  return NULL;
}

G_GNUC_UNUSED static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done (polled) or 10 s. */
G_GNUC_UNUSED static void
wait_for (gboolean (*done) (gpointer),
          gpointer   data)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
  wait_idle ();
}

G_GNUC_UNUSED static gboolean
not_loading (gpointer data)
{
  return !tg_window_is_loading (TG_WINDOW (data));
}

G_GNUC_UNUSED static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "ui", name, NULL);
}

G_GNUC_UNUSED static TgWindow *
new_window (void)
{
  TgWindow *window = tg_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  wait_idle ();
  return window;
}

G_GNUC_UNUSED static void
destroy_window (TgWindow *window)
{
  /* No prompt: the tests throw their changes away. */
  tg_session_discard_autosave (tg_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  wait_idle ();
}

G_GNUC_UNUSED static void
open_and_wait (TgWindow   *window,
               const char *path,
               int         game_index,
               guint       flags)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  tg_window_open_file (window, file, game_index, NULL, flags);
  wait_for (not_loading, window);
}

/* A new window showing game @game_index (-1: as a user opens it) of the
 * fixture @name (tests/data/ui), loaded with @flags (TgWindowOpenFlags). */
G_GNUC_UNUSED static TgWindow *
open_fixture (const char *name,
              int         game_index,
              guint       flags)
{
  g_autofree char *path = data_path (name);
  TgWindow *window = new_window ();

  open_and_wait (window, path, game_index, flags);
  return window;
}

G_GNUC_UNUSED static TgBoardScene *
scene_of (TgWindow *window)
{
  return tg_board_view_get_scene (TG_BOARD_VIEW (tg_window_get_board_view (window)));
}

G_GNUC_UNUSED static TgPoint
gtp (TgGame     *game,
     const char *name)
{
  TgPoint p;

  g_assert_true (tg_point_from_gtp (name, tg_game_get_width (game), tg_game_get_height (game), &p));
  return p;
}

G_GNUC_UNUSED static TgColor
scene_color (TgWindow   *window,
             const char *name)
{
  TgGame *game = tg_window_get_game (window);

  return tg_board_get (&scene_of (window)->board, gtp (game, name));
}

G_GNUC_UNUSED static void
click (TgWindow   *window,
       const char *name)
{
  TgGame *game = tg_window_get_game (window);
  TgPoint p = gtp (game, name);

  g_signal_emit_by_name (tg_window_get_board_view (window), "point-activated",
                         tg_point_x (p), tg_point_y (p), 1);
  wait_idle ();
}

G_GNUC_UNUSED static void
activate (TgWindow   *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wait_idle ();
}

G_GNUC_UNUSED static gboolean
action_enabled (TgWindow   *window,
                const char *action)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);

  return tg_window_get_action_enabled (window, name);
}

/* The toplevel of @type transient for @parent, if one is open. */
G_GNUC_UNUSED static GtkWindow *
find_dialog (GType      type,
             GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) &&
          (parent == NULL || gtk_window_get_transient_for (w) == parent) &&
          gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

G_GNUC_UNUSED static char *
root_value (TgGame     *game,
            const char *id)
{
  return g_strdup (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), id));
}

/* Sets up the environment (private autosave and recent-file folders,
 * shared with subprocesses), GTest, GTK and the application. */
G_GNUC_UNUSED static void
ui_test_init (int    *argc,
              char ***argv)
{
  g_autoptr(GError) error = NULL;

  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_disable_setlocale ();

  if (g_getenv ("TENGEN_TEST_TMP") == NULL)
    {
      tmp_dir = g_dir_make_tmp ("tengen-ui-XXXXXX", &error);
      g_assert_no_error (error);
      owned_tmp_dir = g_strdup (tmp_dir);
      atexit (remove_owned_tmp_dir);
      g_setenv ("TENGEN_TEST_TMP", tmp_dir, TRUE);
    }
  else
    tmp_dir = g_strdup (g_getenv ("TENGEN_TEST_TMP"));
  {
    g_autofree char *state = g_build_filename (tmp_dir, "state", NULL);
    g_autofree char *data = g_build_filename (tmp_dir, "data", NULL);

    g_setenv ("XDG_STATE_HOME", state, TRUE);
    g_setenv ("XDG_DATA_HOME", data, TRUE);
  }

  g_test_init (argc, argv, NULL);
  g_assert_nonnull (tengen_get_resource ());

  ui_test_open_display ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  app = tg_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  /* No sound in tests. */
  g_settings_set_boolean (tg_application_get_settings (app), "sound", FALSE);
}

G_GNUC_UNUSED static int
ui_test_run (void)
{
  int status = g_test_run ();

  g_clear_object (&app);
  g_free (tmp_dir);
  return status;
}
