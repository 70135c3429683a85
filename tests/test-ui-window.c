/* test-ui-window.c: the application window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Window creation, loading a record and navigating it (positions as the
 * core has them, keys, wheel, variations, the tree), playing and the
 * illegal-move toasts, resigning, a new game from the dialog, --count, and
 * the tree layout of a 100 000-move record. Needs a display (xvfb-run)
 * except for the layout; the rest skips without one.
 */

#include "test-ui-window-common.h"

/* Tests ------------------------------------------------------------------- */

/* The header bar's main menu button (the primary one, F10). */
static GtkMenuButton *
find_main_menu_button (GtkWidget *root)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (GTK_IS_MENU_BUTTON (w) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (w)))
        return GTK_MENU_BUTTON (w);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_error ("no main menu button");
  return NULL;
}

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

  /* F1 / Ctrl+? show the shortcuts window (gtk/help-overlay.ui), built
   * when first asked for. */
  activate (window, "win.show-help-overlay");
  {
    GtkWindow *shortcuts = find_dialog (GTK_TYPE_SHORTCUTS_WINDOW, GTK_WINDOW (window));

    g_assert_nonnull (shortcuts);
    gtk_window_destroy (shortcuts);
  }

  /* The main menu (built when first opened) opens with its items: Save As
   * first, Keyboard Shortcuts among them. */
  {
    GtkMenuButton *button = find_main_menu_button (GTK_WIDGET (window));
    GMenuModel *menu, *section;
    g_autofree char *first = NULL;

    gtk_menu_button_popup (button);
    wait_idle ();
    g_assert_nonnull (gtk_menu_button_get_popover (button));
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
    menu = gtk_menu_button_get_menu_model (button);
    g_assert_nonnull (menu);
    section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
    g_assert_nonnull (section);
    g_assert_true (g_menu_model_get_item_attribute (section, 0, G_MENU_ATTRIBUTE_LABEL, "s",
                                                    &first));
    g_assert_cmpstr (first, ==, "Save _As…");
    g_object_unref (section);
    gtk_menu_button_popdown (button);
    wait_idle ();
    /* Opened again: the same menu. */
    gtk_menu_button_popup (button);
    wait_idle ();
    g_assert_true (gtk_menu_button_get_menu_model (button) == menu);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
    gtk_menu_button_popdown (button);
  }
  destroy_window (window);
}

static void
test_load_and_navigate (void)
{
  TgWindow *window;
  TgGame *game;
  TgSidePanel *panel;
  TgGameTreeView *tree_view;
  TgBoard expected;
  guint column, row;

  REQUIRE_DISPLAY ();
  window = open_fixture ("variations.sgf", -1, 0);
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
  /* DD[gc] on move 5 still dims G7 at move 6. */
  g_assert_true (scene_of (window)->marks[gtp (game, "G7")] & TG_MARK_DIM);
  g_assert_false (scene_of (window)->marks[gtp (game, "E5")] & TG_MARK_DIM);

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
  TgWindow *window;
  TgGame *game;
  GtkWidget *board;

  REQUIRE_DISPLAY ();
  window = open_fixture ("variations.sgf", -1, 0);
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

    /* A board focused without its keyboard cursor (clicked) leaves the
     * keys to the record (test-ui-first-use.c presses real keys). */
    gtk_widget_grab_focus (board);
    g_assert_cmpuint (scene_of (window)->cursor, ==, TG_NO_POINT);
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (nav)); i++)
      {
        g_autoptr(GtkShortcut) s = g_list_model_get_item (G_LIST_MODEL (nav), i);
        g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (s));

        if (g_str_equal (trigger, "Home"))
          g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (s), 0,
                                                       GTK_WIDGET (window), NULL));
      }
    wait_idle ();
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
    tg_game_go_to_end (game);
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);
  }
  destroy_window (window);
}

static void
test_play_and_illegal_moves (void)
{
  TgWindow *window;
  TgGame *game;
  TgBoardScene *scene;
  TgNode before;

  REQUIRE_DISPLAY ();
  window = open_fixture ("ko.sgf", -1, 0);
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

  /* Ctrl+Shift+C (win.count) counts the position shown; a step back plays on. */
  activate (window, "win.count");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_true (tg_window_is_scoring (window));
  g_assert_false (action_enabled (window, "count"));
  activate (window, "win.back");
  g_assert_false (tg_window_is_scoring (window));
  activate (window, "win.forward");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);

  /* Pass twice: play stops. */
  activate (window, "win.pass");
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Black passes");
  activate (window, "win.pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_false (action_enabled (window, "pass"));
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Both players passed: mark the dead stones");
  /* Two passes open scoring mode. */
  g_assert_true (tg_window_is_scoring (window));
  g_assert_nonnull (tg_window_get_score_panel (window));

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
  click (window, "D4");
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

  /* The game with a move is not thrown away without asking. */
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
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
test_count_option (void)
{
  g_autofree char *path = data_path ("variations.sgf");
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = new_window ();
  open_and_wait (window, path, -1, 1 /* TG_WINDOW_OPEN_COUNT */);
  g_assert_cmpuint (tg_game_get_move_number (tg_window_get_game (window)), ==, 6);
  g_assert_cmpint (tg_game_get_phase (tg_window_get_game (window)), ==, TG_PHASE_SCORING);
  g_assert_cmpint (tg_game_get_rules (tg_window_get_game (window))->preset, ==, TG_RULES_JAPANESE);
  g_assert_false (action_enabled (window, "pass"));

  /* --rules: the preset replaces the record's rules (the record keeps RU[]). */
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *ru = NULL;

    tg_window_open_file (window, file, -1, "chinese", TG_WINDOW_OPEN_COUNT);
    wait_for (not_loading, window);
    g_assert_cmpint (tg_game_get_rules (tg_window_get_game (window))->preset, ==, TG_RULES_CHINESE);
    ru = root_value (tg_window_get_game (window), "RU");
    g_assert_cmpstr (ru, ==, "Japanese");
  }
  destroy_window (window);
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
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/window/creation", test_window_creation);
  g_test_add_func ("/ui/window/load-and-navigate", test_load_and_navigate);
  g_test_add_func ("/ui/window/keyboard", test_keyboard_navigation);
  g_test_add_func ("/ui/window/play-and-illegal-moves", test_play_and_illegal_moves);
  g_test_add_func ("/ui/window/resign", test_resign);
  g_test_add_func ("/ui/window/new-game", test_new_game_dialog);
  g_test_add_func ("/ui/window/count-option", test_count_option);
  g_test_add_func ("/ui/window/tree-layout", test_tree_layout);

  return ui_test_run ();
}
