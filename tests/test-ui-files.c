/* test-ui-files.c: files in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Save and reload, collections, load errors (line and column), warnings
 * and encodings, unsaved-changes prompts, and recovery of an autosave
 * after a simulated crash. Needs a display (xvfb-run); skips without one.
 */

#include "test-ui-window-common.h"

/* Tests ------------------------------------------------------------------- */

static void
test_save_and_reload (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "round-trip.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TgWindow *window, *second;
  TgGame *game;
  TgSidePanel *panel;
  GtkTextBuffer *buffer;
  g_autofree char *comment = NULL;

  REQUIRE_DISPLAY ();
  window = new_window ();
  click (window, "D4");
  click (window, "Q16");
  panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));
  buffer = gtk_text_view_get_buffer (tg_side_panel_get_comment_view (panel));
  gtk_text_buffer_set_text (buffer, "白棋的星位 — a comment", -1);
  wait_idle ();
  game = tg_window_get_game (window);
  comment = tg_game_get_comment (game);
  g_assert_cmpstr (comment, ==, "白棋的星位 — a comment");

  g_assert_true (tg_session_save (tg_window_get_session (window), file, &error));
  g_assert_no_error (error);
  wait_idle ();
  g_assert_false (tg_session_get_modified (tg_window_get_session (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "round-trip.sgf – Tengen");

  second = new_window ();
  open_and_wait (second, path, -1, 0);
  game = tg_window_get_game (second);
  tg_game_go_to_end (game);
  wait_idle ();
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (scene_color (second, "D4"), ==, TG_BLACK);
  g_assert_cmpint (scene_color (second, "Q16"), ==, TG_WHITE);
  g_free (comment);
  comment = tg_game_get_comment (game);
  g_assert_cmpstr (comment, ==, "白棋的星位 — a comment");
  {
    GtkTextIter start, end;
    g_autofree char *shown = NULL;

    buffer = gtk_text_view_get_buffer (tg_side_panel_get_comment_view (
                TG_SIDE_PANEL (tg_window_get_side_panel (second))));
    gtk_text_buffer_get_bounds (buffer, &start, &end);
    shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    g_assert_cmpstr (shown, ==, "白棋的星位 — a comment");
  }
  destroy_window (second);
  destroy_window (window);
}

static void
test_collection (void)
{
  g_autofree char *path = data_path ("collection.sgf");
  TgWindow *window;
  GtkWindow *dialog;
  g_autofree char *pb = NULL;

  REQUIRE_DISPLAY ();
  window = new_window ();

  /* Asked for: the second game. */
  open_and_wait (window, path, 1, 0);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_cmpstr (pb, ==, "Second Black");
  g_assert_cmpuint (tg_game_get_width (tg_window_get_game (window)), ==, 13);

  /* Not asked for: the dialog lists both and the choice opens. */
  open_and_wait (window, path, -1, 0);
  dialog = find_dialog (TG_TYPE_COLLECTION_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  tg_collection_dialog_choose (TG_COLLECTION_DIALOG (dialog), 0);
  wait_idle ();
  g_free (pb);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_cmpstr (pb, ==, "First Black");
  g_assert_cmpuint (tg_game_get_width (tg_window_get_game (window)), ==, 9);
  destroy_window (window);
}

static void
test_load_problems (void)
{
  g_autofree char *malformed = data_path ("malformed.sgf");
  g_autofree char *latin1 = data_path ("latin1.sgf");
  g_autofree char *warnings = data_path ("warnings.sgf");
  TgWindow *window;
  GtkWindow *dialog;
  g_autofree char *pb = NULL;
  const char *body;

  REQUIRE_DISPLAY ();
  window = new_window ();

  /* A hard error names the file, the line and the column. */
  open_and_wait (window, malformed, -1, 0);
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Open “malformed.sgf”");
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_true (g_str_has_prefix (body, "Line "));
  g_assert_nonnull (strstr (body, ", column "));
  gtk_window_destroy (dialog);
  g_assert_true (tg_window_is_pristine (window));

  /* Warnings: the banner offers the details. */
  open_and_wait (window, warnings, -1, 0);
  g_assert_true (action_enabled (window, "show-warnings"));
  activate (window, "win.show-warnings");
  dialog = find_dialog (ADW_TYPE_WINDOW, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_window_get_title (dialog), ==, "Load Warnings");
  gtk_window_destroy (dialog);

  /* No CA[] and not UTF-8: the encoding is guessed and can be changed. */
  open_and_wait (window, latin1, -1, 0);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_true (g_utf8_validate (pb, -1, NULL));
  g_assert_true (action_enabled (window, "reopen-encoding"));
  activate (window, "win.reopen-encoding");
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))),
                              14);   /* ISO-8859-1 */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "reopen");
  gtk_window_destroy (dialog);
  wait_for (not_loading, window);
  g_free (pb);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_cmpstr (pb, ==, "Renée Dupré");

  destroy_window (window);
}

static void
test_unsaved_prompt (void)
{
  TgWindow *window;
  GtkWindow *dialog;
  char *autosave;

  REQUIRE_DISPLAY ();
  window = new_window ();
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  click (window, "D4");

  /* An autosave about a second after the change. */
  {
    gboolean timed_out = FALSE;
    guint timeout = g_timeout_add (3000, timeout_cb, &timed_out);

    while (tg_session_get_autosave_path (tg_window_get_session (window)) == NULL && !timed_out)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (timed_out);
    g_source_remove (timeout);
  }
  autosave = g_strdup (tg_session_get_autosave_path (tg_window_get_session (window)));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));

  /* Closing asks; Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (window));
  wait_idle ();
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  wait_idle ();
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* Discard closes it and deletes the autosave. */
  gtk_window_close (GTK_WINDOW (window));
  wait_idle ();
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  wait_idle ();
  g_assert_null (window);
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_free (autosave);
}

/* The crashing process: a game with two moves and a comment, autosaved,
 * then killed without any clean-up. */

static void
crash_with_unsaved_game (void)
{
  TgGameSetup setup;
  g_autoptr(TgGame) game = NULL;
  TgSession *session = tg_session_new (NULL);
  g_autoptr(GFile) origin = g_file_new_for_path ("/nonexistent/origin.sgf");

  tg_game_setup_init (&setup, 13, TG_RULES_KOREAN);
  setup.black_name = "Crash";
  setup.white_name = "Test";
  game = tg_game_new (&setup, NULL);
  tg_session_set_game (session, game, origin);
  g_assert_cmpint (tg_game_play (game, tg_point (3, 3)), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_play (game, tg_point (9, 9)), ==, TG_MOVE_OK);
  tg_game_set_comment (game, "lost?");
  tg_game_back (game);
  tg_session_flush_autosave (session);
  g_assert_nonnull (tg_session_get_autosave_path (session));
  /* Simulated crash: no dispose, no clean close. */
  _exit (0);
}

static void
test_autosave_recovery (void)
{
  g_autoptr(GPtrArray) orphans = NULL;
  TgAutosaveEntry *entry;
  TgWindow *window;
  TgGame *game;
  GtkWindow *dialog;
  g_autofree char *comment = NULL;
  g_autofree char *sgf_path = NULL;
  g_autofree char *uri = NULL;

  REQUIRE_DISPLAY ();
  if (g_test_subprocess ())
    {
      crash_with_unsaved_game ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  orphans = tg_autosave_list_orphans ();
  g_assert_cmpuint (orphans->len, ==, 1);
  entry = g_ptr_array_index (orphans, 0);
  g_assert_cmpstr (entry->title, ==, "Crash vs Test");
  g_assert_cmpstr (entry->origin_uri, ==, "file:///nonexistent/origin.sgf");
  sgf_path = g_strdup (entry->sgf_path);

  /* The start-up offer: restore into the (pristine) window. */
  window = new_window ();
  tg_application_check_autosaves (app, GTK_WINDOW (window));
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Restore Unsaved Game?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  gtk_window_destroy (dialog);
  wait_idle ();

  game = tg_window_get_game (window);
  g_assert_cmpuint (tg_game_get_width (game), ==, 13);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_KOREAN);
  /* The cursor where it was: after the first move. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  tg_game_forward (game);
  comment = tg_game_get_comment (game);
  g_assert_cmpstr (comment, ==, "lost?");
  g_assert_true (tg_session_get_modified (tg_window_get_session (window)));
  uri = g_file_get_uri (tg_session_get_file (tg_window_get_session (window)));
  g_assert_cmpstr (uri, ==, "file:///nonexistent/origin.sgf");
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• origin.sgf"));

  /* The window owns the autosave now: it is no orphan, and a clean close
   * after discarding removes it. */
  g_ptr_array_unref (g_steal_pointer (&orphans));
  orphans = tg_autosave_list_orphans ();
  g_assert_cmpuint (orphans->len, ==, 0);
  g_assert_true (g_file_test (sgf_path, G_FILE_TEST_EXISTS));
  destroy_window (window);
  g_assert_false (g_file_test (sgf_path, G_FILE_TEST_EXISTS));
}

static GtkDropTarget *
window_drop_target (TgWindow *window)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *target = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (c))
        target = GTK_DROP_TARGET (c);
    }
  g_object_unref (controllers);
  return target;
}

static void
test_drag_and_drop (void)
{
  g_autofree char *variations = data_path ("variations.sgf");
  g_autofree char *collection = data_path ("collection.sgf");
  g_autoptr(GFile) file = NULL;
  GtkDropTarget *target;
  TgWindow *window;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;
  g_autofree char *pb = NULL;

  REQUIRE_DISPLAY ();
  window = new_window ();
  target = window_drop_target (window);
  g_assert_nonnull (target);

  /* One file (G_TYPE_FILE) */
  file = g_file_new_for_path (variations);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);
  wait_for (not_loading, window);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_cmpstr (pb, ==, "Alice");

  /* A file list: the first file opens here (game 1 of the collection is
   * chosen in the dialog). */
  {
    g_autoptr(GFile) second = g_file_new_for_path (collection);
    GSList *files = g_slist_append (NULL, second);

    g_value_init (&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
    g_slist_free (files);
    accepted = FALSE;
    g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
    g_value_unset (&value);
  }
  g_assert_true (accepted);
  wait_for (not_loading, window);
  {
    GtkWindow *dialog = find_dialog (TG_TYPE_COLLECTION_DIALOG, GTK_WINDOW (window));

    g_assert_nonnull (dialog);
    tg_collection_dialog_choose (TG_COLLECTION_DIALOG (dialog), 1);
    wait_idle ();
  }
  g_free (pb);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_cmpstr (pb, ==, "Second Black");
  destroy_window (window);
}

static gboolean
recent_has_items (gpointer data)
{
  GMenuModel *menu = adw_split_button_get_menu_model (ADW_SPLIT_BUTTON (data));
  GMenuModel *section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  gboolean any = section != NULL && g_menu_model_get_n_items (section) > 0;

  g_clear_object (&section);
  return any;
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  return NULL;
}

static void
test_recent_files (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  g_autofree char *uri = NULL;
  g_autofree char *target = NULL;
  TgWindow *window;
  GtkWidget *open_button;
  GMenuModel *menu, *section;
  g_autoptr(GFile) file = g_file_new_for_path (path);

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  open_button = find_type (GTK_WIDGET (window), ADW_TYPE_SPLIT_BUTTON);
  g_assert_nonnull (open_button);
  wait_for (recent_has_items, open_button);

  menu = adw_split_button_get_menu_model (ADW_SPLIT_BUTTON (open_button));
  section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  uri = g_file_get_uri (file);
  g_assert_true (g_menu_model_get_item_attribute (section, 0, G_MENU_ATTRIBUTE_TARGET, "s", &target));
  g_assert_cmpstr (target, ==, uri);
  g_object_unref (section);

  /* Opening it from the menu's action, over a fresh 19×19 game. */
  {
    TgGameSetup setup;
    g_autoptr(TgGame) game = NULL;

    tg_game_setup_init (&setup, 19, TG_RULES_CHINESE);
    game = tg_game_new (&setup, NULL);
    tg_window_set_game (window, game, NULL);
    g_assert_cmpuint (tg_game_get_width (tg_window_get_game (window)), ==, 19);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", uri));
  wait_for (not_loading, window);
  g_assert_cmpuint (tg_game_get_width (tg_window_get_game (window)), ==, 9);
  destroy_window (window);
}

static void
test_cancel_load (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TgWindow *window;
  TgGame *before;

  REQUIRE_DISPLAY ();
  window = new_window ();
  before = tg_window_get_game (window);
  tg_window_open_file (window, file, -1, NULL, 0);
  g_assert_true (tg_window_is_loading (window));
  g_assert_true (tg_window_get_action_enabled (window, "win.cancel-load"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-load", NULL));
  g_assert_false (tg_window_is_loading (window));
  /* The worker finishes in the background; its result is dropped. */
  {
    gboolean elapsed = FALSE;

    g_timeout_add (500, timeout_cb, &elapsed);
    while (!elapsed)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_true (tg_window_get_game (window) == before);
  g_assert_true (tg_window_is_pristine (window));
  destroy_window (window);
}

static void
test_export_diagram (void)
{
  g_autofree char *png = g_build_filename (tmp_dir, "diagram.png", NULL);
  g_autofree char *svg = g_build_filename (tmp_dir, "diagram.svg", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  TgWindow *window;
  cairo_surface_t *image;

  REQUIRE_DISPLAY ();
  window = open_fixture ("variations.sgf", -1, 0);
  tg_game_go_to_end (tg_window_get_game (window));

  g_assert_true (tg_window_export_diagram (window, png, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 1200);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 1200);
  cairo_surface_destroy (image);

  g_assert_true (tg_window_export_diagram (window, svg, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
  destroy_window (window);
}

static void
test_open_over_unsaved_game (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TgWindow *window;
  TgGame *before;
  GtkWindow *dialog;

  REQUIRE_DISPLAY ();
  window = new_window ();
  click (window, "D4");
  before = tg_window_get_game (window);

  /* The file loads, then the window asks before replacing the game. */
  tg_window_open_file (window, file, -1, NULL, 0);
  wait_for (not_loading, window);
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  wait_idle ();
  g_assert_true (tg_window_get_game (window) == before);
  g_assert_true (tg_session_get_modified (tg_window_get_session (window)));

  /* Discard: the record replaces the game. */
  tg_window_open_file (window, file, -1, NULL, 0);
  wait_for (not_loading, window);
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  wait_idle ();
  g_assert_cmpuint (tg_game_get_width (tg_window_get_game (window)), ==, 9);
  g_assert_false (tg_session_get_modified (tg_window_get_session (window)));
  g_assert_null (tg_session_get_autosave_path (tg_window_get_session (window)));
  destroy_window (window);
}

/* The file state the session keeps for the window: the load report, the
 * Save As that makes the record UTF-8, a new game clearing it all, and
 * whether the record has DD[] anywhere (here in the second move only). */
static void
test_session_file_state (void)
{
  static const char dimmed[] = "(;FF[4]GM[1]SZ[9];B[ee];W[cc]DD[aa][ab])";
  static const char plain[] = "(;FF[4]GM[1]SZ[9];B[ee];W[cc])";
  g_autoptr(TgSession) session = tg_session_new (NULL);
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (dimmed, sizeof dimmed - 1, NULL, NULL);
  g_autoptr(TgSgfDocument) doc2 = tg_sgf_read (plain, sizeof plain - 1, NULL, NULL);
  g_autoptr(TgGame) game = tg_game_new_for_tree (doc->tree, 0, NULL);
  g_autoptr(TgGame) game2 = tg_game_new_for_tree (doc2->tree, 0, NULL);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new ();

  g_ptr_array_add (warnings, GINT_TO_POINTER (1));
  tg_session_set_game (session, game, NULL);
  g_assert_true (tg_session_has_dimmed (session));
  g_assert_null (tg_session_get_warnings (session));
  g_assert_null (tg_session_get_encoding (session));

  tg_session_set_file_report (session, warnings, "GB18030", TRUE, FALSE);
  g_assert_true (tg_session_get_warnings (session) == warnings);
  g_assert_cmpuint (tg_session_get_n_warnings (session), ==, 1);
  g_assert_cmpstr (tg_session_get_encoding (session), ==, "GB18030");
  g_assert_true (tg_session_get_encoding_guessed (session));
  g_assert_false (tg_session_get_encoding_forced (session));
  tg_session_set_file_utf8 (session);
  g_assert_false (tg_session_get_encoding_guessed (session));
  g_assert_false (tg_session_get_encoding_forced (session));
  g_assert_cmpuint (tg_session_get_n_warnings (session), ==, 1);

  tg_session_set_game (session, game2, NULL);
  g_assert_false (tg_session_has_dimmed (session));
  g_assert_cmpuint (tg_session_get_n_warnings (session), ==, 0);
  g_assert_null (tg_session_get_encoding (session));
  g_assert_null (tg_session_get_clock (session));
  tg_session_discard_autosave (session);
}

/* Ctrl+W closes the window as the close button does: it asks about an
 * unsaved game first. */
static void
test_close_shortcut (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                "window.close");
  GtkWindow *dialog;
  TgWindow *window;

  REQUIRE_DISPLAY ();
  g_assert_nonnull (accels);
  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>w"));

  window = new_window ();
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  click (window, "D4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.close", NULL));
  wait_idle ();
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  wait_idle ();
  g_assert_null (window);
}

/* A Tygem record dropped on the window is imported; Save does not write
 * over it but asks for a name, the original's ending in .sgf. */
static void
test_imported_record (void)
{
  g_autofree char *gib = g_test_build_filename (G_TEST_DIST, "data", "import", "handicap.gib",
                                                NULL);
  g_autofree char *before = NULL, *after = NULL, *pb = NULL, *name = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (gib);
  GtkDropTarget *target;
  GtkWindow *chooser;
  TgWindow *window;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  REQUIRE_DISPLAY ();
  g_assert_true (g_file_get_contents (gib, &before, NULL, NULL));
  window = new_window ();
  target = window_drop_target (window);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);
  wait_for (not_loading, window);
  pb = tg_game_get_info (tg_window_get_game (window), "PB");
  g_assert_cmpstr (pb, ==, "bob");
  g_assert_cmpuint (tg_game_get_width (tg_window_get_game (window)), ==, 13);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wait_idle ();
  chooser = find_dialog (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  g_assert_nonnull (chooser);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "handicap.sgf");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wait_idle ();
  g_assert_true (g_file_get_contents (gib, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/files/save-and-reload", test_save_and_reload);
  g_test_add_func ("/ui/files/session-file-state", test_session_file_state);
  g_test_add_func ("/ui/files/collection", test_collection);
  g_test_add_func ("/ui/files/load-problems", test_load_problems);
  g_test_add_func ("/ui/files/unsaved-prompt", test_unsaved_prompt);
  g_test_add_func ("/ui/files/close-shortcut", test_close_shortcut);
  g_test_add_func ("/ui/files/open-over-unsaved-game", test_open_over_unsaved_game);
  g_test_add_func ("/ui/files/autosave-recovery", test_autosave_recovery);
  g_test_add_func ("/ui/files/drag-and-drop", test_drag_and_drop);
  g_test_add_func ("/ui/files/recent", test_recent_files);
  g_test_add_func ("/ui/files/cancel-load", test_cancel_load);
  g_test_add_func ("/ui/files/export-diagram", test_export_diagram);
  /* Last: the record it opens goes to the recent files. */
  g_test_add_func ("/ui/files/imported-record", test_imported_record);

  return ui_test_run ();
}
