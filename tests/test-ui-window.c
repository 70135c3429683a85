/* test-ui-window.c: the application window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Window creation, loading a record and navigating it, playing and the
 * illegal-move toasts, a new game from the dialog, save and reload,
 * collections, load warnings and errors, unsaved-changes prompts, and
 * recovery of an autosave after a crash. Needs a display (xvfb-run);
 * every test skips without one.
 */

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

static gboolean have_display;
static TgApplication *app;
static char *tmp_dir;

#define REQUIRE_DISPLAY() \
  G_STMT_START { \
    if (!have_display) \
      { \
        g_test_skip ("no display"); \
        return; \
      } \
  } G_STMT_END

/* Helpers ----------------------------------------------------------------- */

static void
wait_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done (polled) or 10 s. */
static void
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

static gboolean
not_loading (gpointer data)
{
  return !tg_window_is_loading (TG_WINDOW (data));
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "ui", name, NULL);
}

static TgWindow *
new_window (void)
{
  TgWindow *window = tg_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  wait_idle ();
  return window;
}

static void
destroy_window (TgWindow *window)
{
  /* No prompt: the tests throw their changes away. */
  tg_session_discard_autosave (tg_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  wait_idle ();
}

static void
open_and_wait (TgWindow   *window,
               const char *path,
               int         game_index,
               guint       flags)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  tg_window_open_file (window, file, game_index, NULL, flags);
  wait_for (not_loading, window);
}

static TgBoardScene *
scene_of (TgWindow *window)
{
  return tg_board_view_get_scene (TG_BOARD_VIEW (tg_window_get_board_view (window)));
}

static TgPoint
gtp (TgGame     *game,
     const char *name)
{
  TgPoint p;

  g_assert_true (tg_point_from_gtp (name, tg_game_get_width (game), tg_game_get_height (game), &p));
  return p;
}

static TgColor
scene_color (TgWindow   *window,
             const char *name)
{
  TgGame *game = tg_window_get_game (window);

  return tg_board_get (&scene_of (window)->board, gtp (game, name));
}

static void
click (TgWindow   *window,
       const char *name)
{
  TgGame *game = tg_window_get_game (window);
  TgPoint p = gtp (game, name);

  g_signal_emit_by_name (tg_window_get_board_view (window), "point-activated",
                         tg_point_x (p), tg_point_y (p), 1);
  wait_idle ();
}

static void
activate (TgWindow   *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wait_idle ();
}

static gboolean
action_enabled (TgWindow   *window,
                const char *action)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);

  return tg_window_get_action_enabled (window, name);
}

/* The toplevel of @type transient for @parent, if one is open. */
static GtkWindow *
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

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0)
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_error ("no widget named %s", name);
  return NULL;
}

static char *
root_value (TgGame     *game,
            const char *id)
{
  return g_strdup (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), id));
}

/* Tests ------------------------------------------------------------------- */

static void
test_window_creation (void)
{
  TgWindow *window;
  TgGame *game;
  TgSidePanel *panel;

  REQUIRE_DISPLAY ();
  window = new_window ();
  game = tg_window_get_game (window);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 19);
  g_assert_cmpuint (tg_game_get_height (game), ==, 19);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_CHINESE);
  g_assert_cmpint (tg_game_get_komi (game), ==, 15);
  g_assert_cmpuint (scene_of (window)->board.width, ==, 19);
  g_assert_true (tg_window_is_pristine (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled Game – Tengen");

  /* At the root: nothing to go back to, nothing to undo. */
  g_assert_false (action_enabled (window, "back"));
  g_assert_false (action_enabled (window, "forward"));
  g_assert_false (action_enabled (window, "undo"));
  g_assert_true (action_enabled (window, "pass"));

  panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));
  g_assert_cmpstr (tg_side_panel_get_player_text (panel, TG_BLACK), ==, "Black");
  g_assert_cmpstr (tg_side_panel_get_player_text (panel, TG_WHITE), ==, "White");
  g_assert_cmpint (tg_side_panel_get_shown_turn (panel), ==, TG_BLACK);
  g_assert_cmpstr (tg_side_panel_get_node_text (panel), ==, "Start of the game");
  destroy_window (window);
}

static void
test_load_and_navigate (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  TgWindow *window;
  TgGame *game;
  TgSidePanel *panel;
  TgGameTreeView *tree_view;
  TgBoard expected;
  guint column, row;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  game = tg_window_get_game (window);
  panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));
  tree_view = tg_side_panel_get_tree_view (panel);

  g_assert_cmpuint (tg_game_get_width (game), ==, 9);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_JAPANESE);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "variations.sgf – Tengen");
  g_assert_cmpstr (tg_side_panel_get_player_text (panel, TG_BLACK), ==, "Alice  3d");
  g_assert_cmpstr (tg_side_panel_get_player_text (panel, TG_WHITE), ==, "Bob  2d");
  g_assert_false (tg_window_is_pristine (window));

  activate (window, "win.forward");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_cmpint (scene_color (window, "E5"), ==, TG_BLACK);
  g_assert_cmpuint (scene_of (window)->last_move, ==, gtp (game, "E5"));
  g_assert_cmpstr (tg_side_panel_get_node_text (panel), ==, "Move 1 · Black E5");
  {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (tg_side_panel_get_comment_view (panel));
    GtkTextIter start, end;
    g_autofree char *text = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    g_assert_cmpstr (text, ==, "Black takes the centre.");
  }

  /* Move 2 marks E5 with a triangle. */
  activate (window, "win.forward");
  g_assert_true (scene_of (window)->marks[gtp (game, "E5")] & TG_MARK_TRIANGLE);

  /* The end of the main line: every point as the core has it. */
  activate (window, "win.go-end");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);
  tg_game_compute_board (game, tg_game_get_current_node (game), &expected);
  g_assert_true (tg_board_same_position (&scene_of (window)->board, &expected));
  g_assert_cmpint (scene_color (window, "E3"), ==, TG_WHITE);
  g_assert_cmpint (scene_color (window, "G5"), ==, TG_BLACK);
  g_assert_false (action_enabled (window, "forward"));

  /* Ten back from move 6 is the start. */
  activate (window, "win.back-10");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_cmpint (scene_color (window, "E5"), ==, TG_EMPTY);
  activate (window, "win.forward-10");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);

  /* Move 4 has a sibling: switch to it and back. */
  tg_game_go_to_move (game, 4);
  wait_idle ();
  g_assert_true (action_enabled (window, "next-variation"));
  g_assert_cmpuint (scene_of (window)->marks[gtp (game, "E5")], ==, 0);
  g_assert_cmpstr (scene_of (window)->labels[gtp (game, "E5")], ==, "A");
  activate (window, "win.next-variation");
  g_assert_cmpint (scene_color (window, "G3"), ==, TG_WHITE);
  g_assert_cmpint (scene_color (window, "C7"), ==, TG_EMPTY);
  g_assert_true (scene_of (window)->marks[gtp (game, "C3")] & TG_MARK_SQUARE);
  g_assert_true (tg_game_tree_view_get_cell (tree_view, tg_game_get_current_node (game),
                                             &column, &row));
  g_assert_cmpuint (column, ==, 1);
  g_assert_cmpuint (row, ==, 4);
  activate (window, "win.prev-variation");
  g_assert_cmpint (scene_color (window, "C7"), ==, TG_WHITE);

  /* The tree: main line in column 0 (7 rows), the variation in column 1. */
  g_assert_cmpuint (tg_game_tree_view_get_n_rows (tree_view), ==, 7);
  g_assert_cmpuint (tg_game_tree_view_get_n_columns (tree_view), ==, 2);
  g_assert_cmpuint (tg_game_tree_view_get_node_at (tree_view, 1, 3), ==, TG_NODE_NONE);

  /* The mouse wheel steps. */
  g_signal_emit_by_name (tg_window_get_board_view (window), "scroll-step", -1);
  wait_idle ();
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);

  destroy_window (window);
}

static void
test_keyboard_navigation (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  TgWindow *window;
  TgGame *game;
  GtkWidget *board;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  game = tg_window_get_game (window);
  board = tg_window_get_board_view (window);

  /* The shortcut controller of the window: find the trigger for a key and
   * run it, as a key press would. */
  {
    GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
    GtkShortcutController *nav = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && nav == NULL; i++)
      {
        g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

        if (GTK_IS_SHORTCUT_CONTROLLER (c) &&
            gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (c)) == GTK_PHASE_CAPTURE)
          nav = GTK_SHORTCUT_CONTROLLER (c);
      }
    g_object_unref (controllers);
    g_assert_nonnull (nav);

    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (nav)); i++)
      {
        g_autoptr(GtkShortcut) s = g_list_model_get_item (G_LIST_MODEL (nav), i);
        g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (s));

        if (g_str_equal (trigger, "End"))
          gtk_shortcut_action_activate (gtk_shortcut_get_action (s), 0, GTK_WIDGET (window), NULL);
      }
    wait_idle ();
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);

    /* With the board focused the arrows belong to its cursor. */
    gtk_widget_grab_focus (board);
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (nav)); i++)
      {
        g_autoptr(GtkShortcut) s = g_list_model_get_item (G_LIST_MODEL (nav), i);
        g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (s));

        if (g_str_equal (trigger, "Home"))
          g_assert_false (gtk_shortcut_action_activate (gtk_shortcut_get_action (s), 0,
                                                        GTK_WIDGET (window), NULL));
      }
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);
  }
  destroy_window (window);
}

static void
test_play_and_illegal_moves (void)
{
  g_autofree char *path = data_path ("ko.sgf");
  TgWindow *window;
  TgGame *game;
  TgBoardScene *scene;
  TgNode before;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  game = tg_window_get_game (window);
  scene = scene_of (window);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);

  /* The ghost stone shows on legal points only. */
  g_signal_emit_by_name (tg_window_get_board_view (window), "hover-changed", 4, 4);
  g_assert_cmpuint (scene->ghost, ==, gtp (game, "E5"));
  g_assert_cmpint (scene->ghost_color, ==, TG_WHITE);
  g_signal_emit_by_name (tg_window_get_board_view (window), "hover-changed", 1, 0);
  g_assert_cmpuint (scene->ghost, ==, TG_NO_POINT);
  g_signal_emit_by_name (tg_window_get_board_view (window), "hover-changed", -1, -1);

  /* White takes the ko at B8 (1,1): C8 is captured. */
  click (window, "B8");
  g_assert_cmpint (scene_color (window, "B8"), ==, TG_WHITE);
  g_assert_cmpint (scene_color (window, "C8"), ==, TG_EMPTY);
  g_assert_cmpuint (scene->ko_point, ==, gtp (game, "C8"));
  g_assert_cmpstr (tg_side_panel_get_captures_text (TG_SIDE_PANEL (tg_window_get_side_panel (window)),
                                                    TG_WHITE), ==, "Captures: 1");
  g_assert_true (tg_session_get_modified (tg_window_get_session (window)));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• ko.sgf"));

  /* Black may not retake at once. */
  before = tg_game_get_current_node (game);
  click (window, "C8");
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Ko: play elsewhere before taking back");
  g_assert_cmpuint (tg_game_get_current_node (game), ==, before);

  click (window, "E5");
  click (window, "E5");
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Occupied: there is a stone there already");
  click (window, "J1");
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Suicide: the stone would have no liberties");
  g_assert_cmpint (scene_color (window, "J1"), ==, TG_EMPTY);

  /* Undo takes back the last move of this session. */
  g_assert_true (action_enabled (window, "undo"));
  activate (window, "win.undo");
  g_assert_cmpint (scene_color (window, "E5"), ==, TG_EMPTY);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);

  /* Pass twice: play stops. */
  activate (window, "win.pass");
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Black passes");
  activate (window, "win.pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_false (action_enabled (window, "pass"));
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Both players passed: the game is over");

  destroy_window (window);
}

static void
test_resign (void)
{
  TgWindow *window;
  GtkWindow *dialog;
  g_autofree char *result = NULL;

  REQUIRE_DISPLAY ();
  window = new_window ();
  activate (window, "win.resign");
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Resign as Black?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "resign");
  gtk_window_destroy (dialog);
  wait_idle ();
  result = tg_game_get_info (tg_window_get_game (window), "RE");
  g_assert_cmpstr (result, ==, "W+R");
  g_assert_cmpint (tg_game_get_phase (tg_window_get_game (window)), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Black resigned: White wins");
  destroy_window (window);
}

static void
test_new_game_dialog (void)
{
  TgWindow *window;
  GtkWindow *dialog;
  GtkWidget *button;
  TgGame *game;
  g_autofree char *ab = NULL;
  g_autofree char *ru = NULL;
  g_autofree char *km = NULL;
  g_autofree char *ha = NULL;

  REQUIRE_DISPLAY ();
  window = new_window ();
  activate (window, "win.new-game");
  dialog = find_dialog (TG_TYPE_NEW_GAME_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);

  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "size-row")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "rules-row")),
                              TG_RULES_JAPANESE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (dialog), "handicap-spin")), 2);
  button = gtk_window_get_default_widget (dialog);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  wait_idle ();

  game = tg_window_get_game (window);
  g_assert_cmpuint (tg_game_get_width (game), ==, 9);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_JAPANESE);
  g_assert_cmpint (tg_game_get_komi (game), ==, 1);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 2);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  ab = root_value (game, "AB");
  ru = root_value (game, "RU");
  km = root_value (game, "KM");
  ha = root_value (game, "HA");
  g_assert_cmpstr (ru, ==, "Japanese");
  g_assert_cmpstr (km, ==, "0.5");
  g_assert_cmpstr (ha, ==, "2");
  g_assert_cmpint (scene_color (window, "C3"), ==, TG_BLACK);
  g_assert_cmpint (scene_color (window, "G7"), ==, TG_BLACK);
  g_assert_cmpuint (tg_board_count_stones (&scene_of (window)->board, TG_BLACK), ==, 2);
  destroy_window (window);

  /* The dialog remembered its choices: back to the defaults for the rest. */
  {
    static const char *keys[] = { "default-width", "default-height", "default-rules",
                                  "default-komi", "default-handicap" };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      g_settings_reset (tg_application_get_settings (app), keys[i]);
  }
}

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
test_count_option (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, 1 /* TG_WINDOW_OPEN_COUNT */);
  g_assert_cmpuint (tg_game_get_move_number (tg_window_get_game (window)), ==, 6);
  g_assert_cmpint (tg_game_get_phase (tg_window_get_game (window)), ==, TG_PHASE_SCORING);
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

static void
test_tree_layout (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgTreeLayout) layout = NULL;
  TgNode root = tg_game_tree_add_game (tree);
  TgNode n = root, branch = TG_NODE_NONE, deep = TG_NODE_NONE, v1, v2, v3;
  guint column, row;

  /* A main line of 100 000 moves, variations at moves 10 (two), 50 and 99 990. */
  for (guint i = 1; i <= 100000; i++)
    {
      n = tg_game_tree_append_child (tree, n);
      if (i == 9)
        branch = n;
      if (i == 49)
        deep = n;
    }
  v1 = tg_game_tree_append_child (tree, branch);
  tg_game_tree_append_child (tree, tg_game_tree_append_child (tree, v1));
  v2 = tg_game_tree_append_child (tree, branch);
  v3 = tg_game_tree_append_child (tree, deep);

  layout = tg_tree_layout_new (tree, root);
  g_assert_cmpuint (tg_tree_layout_get_n_rows (layout), ==, 100001);
  g_assert_true (tg_tree_layout_get_cell (layout, n, &column, &row));
  g_assert_cmpuint (column, ==, 0);
  g_assert_cmpuint (row, ==, 100000);
  /* The first variation at move 10 in column 1, its sibling right of it. */
  g_assert_true (tg_tree_layout_get_cell (layout, v1, &column, &row));
  g_assert_cmpuint (column, ==, 1);
  g_assert_cmpuint (row, ==, 10);
  g_assert_true (tg_tree_layout_get_cell (layout, v2, &column, &row));
  g_assert_cmpuint (column, ==, 2);
  g_assert_cmpuint (row, ==, 10);
  /* Move 50's variation is far below: it shares column 1. */
  g_assert_true (tg_tree_layout_get_cell (layout, v3, &column, &row));
  g_assert_cmpuint (column, ==, 1);
  g_assert_cmpuint (row, ==, 50);
  g_assert_cmpuint (tg_tree_layout_get_n_columns (layout), ==, 3);
  g_assert_cmpuint (tg_tree_layout_get_node_at (layout, 1, 12), ==,
                    tg_game_tree_get_first_child (tree, tg_game_tree_get_first_child (tree, v1)));
  g_assert_cmpuint (tg_tree_layout_get_node_at (layout, 1, 13), ==, TG_NODE_NONE);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_disable_setlocale ();

  /* Autosaves and recent files go to a private folder shared with the
   * subprocess that simulates a crash. */
  if (g_getenv ("TENGEN_TEST_TMP") == NULL)
    {
      tmp_dir = g_dir_make_tmp ("tengen-ui-window-XXXXXX", &error);
      g_assert_no_error (error);
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

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (tengen_get_resource ());

  have_display = gtk_init_check ();
  if (have_display)
    {
      adw_init ();
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      app = tg_application_new ();
      g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
      /* No sound in tests. */
      g_settings_set_boolean (tg_application_get_settings (app), "sound", FALSE);
    }

  g_test_add_func ("/ui/window/creation", test_window_creation);
  g_test_add_func ("/ui/window/load-and-navigate", test_load_and_navigate);
  g_test_add_func ("/ui/window/keyboard", test_keyboard_navigation);
  g_test_add_func ("/ui/window/play-and-illegal-moves", test_play_and_illegal_moves);
  g_test_add_func ("/ui/window/resign", test_resign);
  g_test_add_func ("/ui/window/new-game", test_new_game_dialog);
  g_test_add_func ("/ui/window/save-and-reload", test_save_and_reload);
  g_test_add_func ("/ui/window/collection", test_collection);
  g_test_add_func ("/ui/window/load-problems", test_load_problems);
  g_test_add_func ("/ui/window/count-option", test_count_option);
  g_test_add_func ("/ui/window/unsaved-prompt", test_unsaved_prompt);
  g_test_add_func ("/ui/window/autosave-recovery", test_autosave_recovery);
  g_test_add_func ("/ui/window/tree-layout", test_tree_layout);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
