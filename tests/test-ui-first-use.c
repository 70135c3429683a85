/* test-ui-first-use.c: what tripped a new user (issue 12)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Messages never lie over a control (two clicks on Pass end the game), a
 * record with a result opens as a finished game, the keyboard belongs to
 * the record unless the user works in the comment, the comment panel
 * follows the record, an illegal move in a record is named with its place
 * in the file, and the English UI reads without a CJK font. Needs a
 * display (xvfb-run); skips without one.
 */

#include "test-ui-window-common.h"

#include <locale.h>
#include <glib/gi18n.h>

/* Helpers ----------------------------------------------------------------- */

/* Lets GTK lay out and draw: a few frames at 20 ms. */
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

/* Activates @button as a click or Enter would; GTK emits "clicked" after
 * its 250 ms press animation. */
static void
press (GtkWidget *button)
{
  gboolean done = FALSE;

  g_assert_true (gtk_widget_activate (button));
  g_timeout_add (400, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  wait_frames ();
}

/* TRUE when a pointer at the centre of @widget reaches @widget (or a part
 * of it), not something lying over it. */
static gboolean
reachable (GtkWidget *window,
           GtkWidget *widget)
{
  graphene_point_t centre = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.f,
                                                 gtk_widget_get_height (widget) / 2.f);
  graphene_point_t at;
  GtkWidget *picked;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_point (widget, window, &centre, &at));
  picked = gtk_widget_pick (window, at.x, at.y, GTK_PICK_INSENSITIVE);
  return picked != NULL && (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* Every button of the bar under the board can be clicked (insensitive
 * ones are found too: something lying over them would still be hit). */
static void
assert_bar_reachable (TgWindow *window)
{
  GtkWidget *bar = find_named (GTK_WIDGET (window), "nav-bar");
  g_autoptr(GQueue) queue = g_queue_new ();
  guint buttons = 0;

  g_queue_push_tail (queue, bar);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (GTK_IS_BUTTON (w) && gtk_widget_get_mapped (w))
        {
          if (!reachable (GTK_WIDGET (window), w))
            g_error ("the button “%s” (%s) is covered",
                     gtk_button_get_label (GTK_BUTTON (w)) ?: gtk_button_get_icon_name (GTK_BUTTON (w)),
                     gtk_widget_get_name (w));
          buttons++;
          continue;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_assert_cmpuint (buttons, >=, 6);   /* the moves, and Pass etc. while playing */
}

/* Item 1: messages beside the controls --------------------------------- */

static void
test_two_passes_by_the_button (void)
{
  TgWindow *window;
  TgGame *game;
  GtkWidget *pass;

  REQUIRE_DISPLAY ();
  window = new_window ();
  game = tg_window_get_game (window);
  wait_frames ();
  click (window, "D4");
  click (window, "Q16");
  pass = find_named (GTK_WIDGET (window), "pass-button");

  /* Black passes with the button; the message says so... */
  g_assert_true (reachable (GTK_WIDGET (window), pass));
  press (pass);
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Black passes");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);

  /* ... and covers no control: White's click reaches Pass. */
  assert_bar_reachable (window);
  g_assert_true (reachable (GTK_WIDGET (window), pass));
  press (pass);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_true (tg_window_is_scoring (window));
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Both players passed: mark the dead stones");
  assert_bar_reachable (window);

  destroy_window (window);
}

static void
test_illegal_move_message_covers_nothing (void)
{
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = new_window ();
  wait_frames ();
  click (window, "D4");
  click (window, "D4");
  wait_frames ();
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "Occupied: there is a stone there already");
  assert_bar_reachable (window);
  destroy_window (window);
}

/* Item 2: a record with a result is a finished game -------------------- */

static void
assert_game_over (TgWindow *window,
                  gboolean  over)
{
  TgSidePanel *panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));
  GtkWidget *w = GTK_WIDGET (window);

  g_assert_cmpint (gtk_widget_get_visible (find_named (w, "pass-button")), ==, !over);
  g_assert_cmpint (gtk_widget_get_visible (find_named (w, "resign-button")), ==, !over);
  g_assert_cmpint (gtk_widget_get_visible (find_named (w, "play-on-button")), ==, over);
  g_assert_cmpint (gtk_widget_get_visible (find_named (w, "status-label")), ==, over);
  g_assert_cmpint (action_enabled (window, "pass"), ==, !over);
  g_assert_cmpint (action_enabled (window, "resign"), ==, !over);
  g_assert_cmpint (action_enabled (window, "play-on"), ==, over);
  g_assert_true (action_enabled (window, "count"));
  if (over)
    g_assert_cmpint (tg_side_panel_get_shown_turn (panel), ==, TG_EMPTY);
  else
    g_assert_cmpint (tg_side_panel_get_shown_turn (panel), !=, TG_EMPTY);
}

static void
test_record_with_result_is_finished (void)
{
  g_autofree char *result = NULL;
  TgWindow *window;
  TgGame *game;
  TgGameTree *tree;
  TgNode move2;

  REQUIRE_DISPLAY ();
  window = open_fixture ("resigned-result.sgf", -1, 0);
  game = tg_window_get_game (window);
  tree = tg_game_get_tree (game);

  /* At the start, in the middle and at the end: reviewed, not played. */
  assert_game_over (window, TRUE);
  activate (window, "win.go-end");
  assert_game_over (window, TRUE);
  g_assert_cmpuint (scene_of (window)->ko_point, ==, TG_NO_POINT);

  /* A click on the board plays nothing and says why. */
  click (window, "E3");
  g_assert_cmpint (tg_game_tree_get_first_child (tree, tg_game_get_current_node (game)), ==, TG_NODE_NONE);
  g_assert_cmpstr (tg_window_get_last_toast (window), ==, "This game is over: choose Play On to try moves");
  g_assert_false (tg_game_get_modified (game));

  /* Count works on the finished game. */
  activate (window, "win.count");
  g_assert_true (tg_window_is_scoring (window));

  /* Playing on at move 2 is a choice, and makes a variation. */
  tg_game_go_to_move (game, 2);
  wait_idle ();
  g_assert_false (tg_window_is_scoring (window));
  assert_game_over (window, TRUE);
  move2 = tg_game_get_current_node (game);
  activate (window, "win.play-on");
  assert_game_over (window, FALSE);
  click (window, "E3");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_game_tree_get_parent (tree, tg_game_get_current_node (game)), ==, move2);
  g_assert_cmpint (tg_game_tree_get_child_index (tree, tg_game_get_current_node (game)), ==, 1);
  g_assert_cmpint (scene_color (window, "E3"), ==, TG_BLACK);
  result = tg_game_get_info (game, "RE");
  g_assert_cmpstr (result, ==, "B+3.5");

  destroy_window (window);
}

static void
test_resigned_game_stays_over (void)
{
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();
  window = new_window ();
  game = tg_window_get_game (window);
  click (window, "D4");
  click (window, "Q16");
  assert_game_over (window, FALSE);
  tg_game_resign (game, TG_BLACK);
  wait_idle ();
  assert_game_over (window, TRUE);

  /* Stepping through it does not bring the game back. */
  activate (window, "win.back");
  assert_game_over (window, TRUE);
  activate (window, "win.forward");
  assert_game_over (window, TRUE);
  destroy_window (window);
}

/* Item 4: the keyboard belongs to the record ------------------------- */

/* Real key presses and clicks through the X server (xdotool, as a user's
 * keyboard and mouse), with the main loop running meanwhile. */
static void
waited_cb (GObject      *process,
           GAsyncResult *result,
           gpointer      data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (process), result, NULL);
  *(gboolean *) data = TRUE;
}

static gboolean
xdotool (TgWindow   *window,
         const char *args)
{
  g_autofree char *command = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = NULL;
  const char *title = gtk_window_get_title (GTK_WINDOW (window));
  gboolean done = FALSE;

  if (g_find_program_in_path ("xdotool") == NULL)
    return FALSE;
  command = g_strdup_printf ("xdotool search --sync --onlyvisible --pid %d --name '%s' "
                             "windowfocus %s", (int) getpid (), title, args);
  if (g_test_verbose ())
    g_printerr ("%s\n", command);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  process = g_subprocess_newv ((const char *const *) argv, G_SUBPROCESS_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_subprocess_wait_async (process, NULL, waited_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  wait_frames ();
  return g_subprocess_get_successful (process);
}

static void
test_record_owns_the_arrows (void)
{
  g_autofree char *path = data_path ("review-comment.sgf");
  TgWindow *window;
  TgGame *game;
  TgSidePanel *panel;
  GtkWidget *comment;
  GtkWidget *board;

  REQUIRE_DISPLAY ();
  window = new_window ();
  game = tg_window_get_game (window);
  panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));
  comment = GTK_WIDGET (tg_side_panel_get_comment_view (panel));
  board = tg_window_get_board_view (window);

  /* Working in the first game's comment... */
  gtk_widget_grab_focus (comment);
  open_and_wait (window, path, -1, 0);
  game = tg_window_get_game (window);
  wait_frames ();
  g_assert_false (tg_side_panel_get_editing_comment (panel));
  if (!xdotool (window, "key Right"))
    {
      g_test_skip ("no xdotool");
      destroy_window (window);
      return;
    }
  /* ... then → in the record just opened is the next move. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);

  /* Even with the focus put into the comment by the program, not by the
   * user. */
  gtk_widget_grab_focus (comment);
  xdotool (window, "key Right");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);

  /* A click into the comment gives it the keys: → moves the text cursor. */
  {
    graphene_point_t c = GRAPHENE_POINT_INIT (20, 10), at;
    g_autofree char *args = NULL;

    activate (window, "win.go-start");
    g_assert_true (gtk_widget_compute_point (comment, GTK_WIDGET (window), &c, &at));
    args = g_strdup_printf ("mousemove --window %%1 %d %d sleep 0.3 click 1 sleep 0.3 key Right", (int) at.x, (int) at.y);
    xdotool (window, args);
    g_assert_true (gtk_widget_has_focus (comment));
    g_assert_true (tg_side_panel_get_editing_comment (panel));
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);

    /* Tab leaves it without typing a tab or changing the record. */
    xdotool (window, "key Tab");
    g_assert_false (gtk_widget_has_focus (comment));
    g_assert_false (tg_game_get_modified (game));
    {
      g_autofree char *text = tg_game_get_comment (game);

      g_assert_null (strchr (text, '\t'));
    }

    /* Escape leaves it too; then → is the record's again. */
    xdotool (window, args);
    g_assert_true (tg_side_panel_get_editing_comment (panel));
    xdotool (window, "key Escape key Right");
    g_assert_false (gtk_widget_has_focus (comment));
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
    g_assert_false (tg_game_get_modified (game));
  }

  /* A click on the board's margin (24 px from its left edge: the 9×9 grid
   * is centred in a much wider view) gives the board the focus, and →
   * still steps the record. */
  {
    g_autofree char *args = NULL;
    graphene_point_t c = GRAPHENE_POINT_INIT (24, gtk_widget_get_height (board) / 2.f), at;

    g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window), &c, &at));
    args = g_strdup_printf ("mousemove --window %%1 %d %d sleep 0.3 click 1 sleep 0.3 key Right", (int) at.x, (int) at.y);
    xdotool (window, args);
    g_assert_true (gtk_widget_has_focus (board));
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
    g_assert_cmpuint (scene_of (window)->cursor, ==, TG_NO_POINT);

  }
  g_assert_false (tg_game_get_modified (game));
  destroy_window (window);
}

/* Item 5: the comment panel follows the record -------------------------- */

static char *
shown_comment (TgWindow *window)
{
  GtkTextView *view = tg_side_panel_get_comment_view (TG_SIDE_PANEL (tg_window_get_side_panel (window)));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (view), &start, &end);
  return gtk_text_buffer_get_text (gtk_text_view_get_buffer (view), &start, &end, FALSE);
}

static void
test_comment_shown_after_done (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *record = NULL;
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();
  window = open_fixture ("finished-9x9.sgf", -1, TG_WINDOW_OPEN_COUNT);
  game = tg_window_get_game (window);
  g_assert_true (tg_window_is_scoring (window));
  wait_for (proposal_done, tg_window_get_scoring_session (window));
  before = shown_comment (window);
  g_assert_cmpstr (before, ==, "");

  /* Done writes the count into the node on screen: the panel shows it at
   * once (B+1.5 by Chinese rules, komi 7.5: the four dead stones). */
  wait_frames ();
  press (find_button (GTK_WIDGET (tg_window_get_score_panel (window)), "_Done"));
  g_assert_false (tg_window_is_scoring (window));
  record = tg_game_get_comment (game);
  g_assert_nonnull (record);
  g_assert_nonnull (strstr (record, "B+1.5"));
  after = shown_comment (window);
  g_assert_cmpstr (after, ==, record);
  g_assert_cmpint (tg_game_tree_get_first_child (tg_game_get_tree (game),
                                                 tg_game_get_current_node (game)), ==, TG_NODE_NONE);
  destroy_window (window);
}

/* Item 6: an illegal move of a record is named, the board is honest ------ */

/* tests/data/ui/illegal-occupied.sgf: 1 B D16, 2 W Q4, 3 B Q4 (onto
 * White's stone; its node starts on line 2 at column 14: ";B[dd];W[pp] "
 * is 13 characters), 4 W D4, 5 B Q16. */
static void
test_illegal_move_named (void)
{
  TgWindow *window;
  TgGame *game;
  TgSidePanel *panel;
  const char *banner;
  const char *expected = "Move 3 (Black Q4, line 2, column 14) is illegal: the point is "
                         "occupied. The board shows the position without it.";

  REQUIRE_DISPLAY ();
  window = open_fixture ("illegal-occupied.sgf", -1, 0);
  game = tg_window_get_game (window);
  panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));

  /* Said on opening, at the start of the game. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  banner = tg_window_get_banner_text (window);
  g_assert_cmpstr (banner, ==, expected);

  /* Stepping onto it: the old stone stays, nothing is captured, no
   * last-move mark on White's stone. */
  activate (window, "win.forward");
  activate (window, "win.forward");
  g_assert_cmpstr (tg_side_panel_get_node_text (panel), ==, "Move 2 · White Q4");
  activate (window, "win.forward");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpstr (tg_side_panel_get_node_text (panel), ==, "Move 3 · Black Q4 (illegal: occupied)");
  g_assert_cmpstr (tg_window_get_banner_text (window), ==, expected);
  g_assert_cmpint (scene_color (window, "Q4"), ==, TG_WHITE);
  g_assert_cmpint (scene_color (window, "D16"), ==, TG_BLACK);
  g_assert_cmpuint (tg_board_count_stones (&scene_of (window)->board, TG_BLACK), ==, 1);
  g_assert_cmpuint (tg_board_count_stones (&scene_of (window)->board, TG_WHITE), ==, 1);
  g_assert_cmpint (scene_of (window)->last_move, ==, TG_NO_POINT);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);

  /* The game goes on from the position as it stands. */
  activate (window, "win.forward");
  g_assert_cmpstr (tg_side_panel_get_node_text (panel), ==, "Move 4 · White D4");
  g_assert_cmpint (scene_color (window, "D4"), ==, TG_WHITE);
  g_assert_cmpint (scene_color (window, "Q4"), ==, TG_WHITE);
  activate (window, "win.forward");
  g_assert_cmpint (scene_color (window, "Q16"), ==, TG_BLACK);
  g_assert_cmpuint (tg_board_count_stones (&scene_of (window)->board, TG_BLACK), ==, 2);
  g_assert_cmpuint (tg_board_count_stones (&scene_of (window)->board, TG_WHITE), ==, 2);

  /* Dismissed, it stays away while the news is the same. */
  activate (window, "win.dismiss-banner");
  activate (window, "win.back");
  activate (window, "win.back");
  g_assert_null (tg_window_get_banner_text (window));
  destroy_window (window);
}

/* Item 7: no boxes --------------------------------------------------------- */

static void
test_english_reads_without_cjk (void)
{
  TgWindow *window;
  TgSidePanel *panel;

  REQUIRE_DISPLAY ();
  window = new_window ();
  panel = TG_SIDE_PANEL (tg_window_get_side_panel (window));
  /* The default game: Chinese rules, komi 7.5 = 3¾ 子. */
  g_assert_cmpstr (tg_side_panel_get_info_text (panel), ==,
                   "Komi 7.5, 3¾ stones · Chinese rules");
  destroy_window (window);
}

/* A machine set up by build-aux/install-deps.sh draws Chinese, Japanese
 * and Korean text with real glyphs, not boxes. */
static void
test_cjk_glyphs (void)
{
  static const char *const texts[] = {
    "黑中盘胜 3¾ 子", "數子法", "中国式の計算で", "중국식 계가로",
  };
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = new_window ();
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (window), texts[i]);

      if (pango_layout_get_unknown_glyphs_count (layout) != 0)
        g_error ("“%s”: %d characters without a glyph (no CJK font installed?)", texts[i],
                 pango_layout_get_unknown_glyphs_count (layout));
    }
  destroy_window (window);
}

/* Item 10: "30 s" goes through the translations ---------------------------- */

static void
test_seconds_translatable (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "locale-test", NULL);
  g_autofree char *messages = g_build_filename (dir, "xx", "LC_MESSAGES", NULL);
  g_autofree char *po = g_build_filename (dir, "xx.po", NULL);
  g_autofree char *mo = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *command = NULL;
  g_autofree char *thirty = NULL;
  g_autofree char *mixed = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_file_set_contents (po,
    "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
    "msgid \"%s s\"\nmsgstr \"%s 秒\"\n\n"
    "msgid \"%s min\"\nmsgstr \"%s 分\"\n", -1, &error));
  command = g_strdup_printf ("msgfmt -o '%s' '%s'", mo, po);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);

  /* The clock settings' durations in that language. */
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", "xx", TRUE);
  setlocale (LC_MESSAGES, "C.UTF-8");
  thirty = tg_clock_format_duration (30 * TG_CLOCK_SECOND);
  mixed = tg_clock_format_duration (90 * TG_CLOCK_SECOND);
  g_setenv ("LANGUAGE", "C", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  g_assert_cmpstr (thirty, ==, "30 秒");
  g_assert_cmpstr (mixed, ==, "1 分 30 秒");
}

/* Main -------------------------------------------------------------------- */

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/first-use/two-passes-by-the-button", test_two_passes_by_the_button);
  g_test_add_func ("/ui/first-use/illegal-move-message-covers-nothing",
                   test_illegal_move_message_covers_nothing);

  g_test_add_func ("/ui/first-use/record-with-result-is-finished",
                   test_record_with_result_is_finished);
  g_test_add_func ("/ui/first-use/resigned-game-stays-over", test_resigned_game_stays_over);
  g_test_add_func ("/ui/first-use/record-owns-the-arrows", test_record_owns_the_arrows);

  g_test_add_func ("/ui/first-use/comment-shown-after-done", test_comment_shown_after_done);

  g_test_add_func ("/ui/first-use/illegal-move-named", test_illegal_move_named);

  g_test_add_func ("/ui/first-use/english-reads-without-cjk", test_english_reads_without_cjk);
  g_test_add_func ("/ui/first-use/cjk-glyphs", test_cjk_glyphs);

  g_test_add_func ("/ui/first-use/seconds-translatable", test_seconds_translatable);

  return ui_test_run ();
}
