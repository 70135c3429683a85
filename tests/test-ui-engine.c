/* test-ui-engine.c: playing GNU Go and a crashing engine in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test is the human: it clicks the first legal point of a fixed list
 * on its turns, then passes, until two passes end play. GNU Go's moves come
 * through the window's TgEngineGame. The record is then replayed move by
 * move on a fresh TgGame under the same rules.
 */

#include "test-ui-window-common.h"

#include "tg-engine-game.h"
#include "tg-engine-log-window.h"
#include "tg-engine-registry.h"
#include "tg-point.h"
#include "tg-preferences-window.h"
#include "tg-test-utils.h"

#define REQUIRE_GNUGO() \
  G_STMT_START { \
    if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE)) \
      { \
        g_test_skip ("no /usr/games/gnugo"); \
        return; \
      } \
  } G_STMT_END

/* GNU Go at @level as the app starts it, with a --seed: without one GNU
 * Go seeds from the clock and each run would play another game. */
static char *
gnugo_line (guint level)
{
  g_autofree char *line = tg_engine_gnugo_command_line ("/usr/games/gnugo", level);

  return g_strdup_printf ("%s --seed 1", line);
}

/* Runs the main loop until @done or @seconds. */
static void
wait_for_long (gboolean (*done) (gpointer),
               gpointer   data,
               guint      seconds)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add_seconds (seconds, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
  wait_idle ();
}

static gboolean
humans_turn (gpointer data)
{
  TgWindow *window = data;
  TgEngineGame *eg = tg_window_get_engine_game (window);
  TgGame *game = tg_window_get_game (window);

  return tg_game_get_phase (game) != TG_PHASE_PLAYING ||
         (tg_engine_game_get_thinking (eg) == TG_EMPTY &&
          tg_engine_game_get_engine (eg, tg_game_get_to_play (game)) == NULL) ||
         tg_engine_game_has_fault (eg);
}

static void
new_9x9 (TgWindow *window)
{
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;

  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  tg_window_set_game (window, game, NULL);
  wait_idle ();
}

/* A new window with a 9×9 game against GNU Go (level 1, seeded) as White. */
static TgWindow *
window_against_gnugo (void)
{
  g_autofree char *line = gnugo_line (1);
  TgWindow *window = new_window ();

  new_9x9 (window);
  tg_window_set_engines (window, NULL, NULL, line, "GNU Go");
  return window;
}

/* The human's move: the first legal point of the list, else a pass. */
static void
human_move (TgWindow *window,
            guint     moves_so_far)
{
  static const char *const wishes[] = { "C3", "G7", "C7", "G3", "E3", "C5", NULL };
  TgGame *game = tg_window_get_game (window);

  for (guint i = 0; moves_so_far < 8 && wishes[i] != NULL; i++)
    if (tg_game_check_move (game, gtp (game, wishes[i])) == TG_MOVE_OK)
      {
        click (window, wishes[i]);
        return;
      }
  activate (window, "win.pass");
}

static void
replay_legally (TgGame *game)
{
  g_autoptr(TgGameTree) copy = tg_game_tree_copy (tg_game_get_tree (game));
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) replay = tg_game_new_for_tree (copy, 0, &error);
  TgNode node = tg_game_get_root (replay);
  guint moves = 0;

  g_assert_no_error (error);
  for (;;)
    {
      TgNode child = tg_game_tree_get_first_child (copy, node);
      TgColor color;
      TgPoint point;

      if (child == TG_NODE_NONE)
        break;
      if (tg_game_node_get_move (replay, child, &color, &point))
        {
          if (point != TG_PASS)
            g_assert_cmpint (tg_game_check_move_as (replay, point, color), ==, TG_MOVE_OK);
          moves++;
        }
      tg_game_go_to (replay, child);
      node = child;
    }
  g_assert_cmpuint (moves, ==, tg_game_get_move_number (game));
}

static void
test_engine_gnugo_game (void)
{
  TgWindow *window;
  TgGame *game;
  TgEngineGame *eg;
  guint turns = 0;
  g_autofree char *pw = NULL;

  REQUIRE_DISPLAY ();
  REQUIRE_GNUGO ();
  window = window_against_gnugo ();
  game = tg_window_get_game (window);
  eg = tg_window_get_engine_game (window);
  g_assert_nonnull (eg);

  while (tg_game_get_phase (game) == TG_PHASE_PLAYING && turns < 80)
    {
      wait_for_long (humans_turn, window, 30);
      g_assert_false (tg_engine_game_has_fault (eg));
      if (tg_game_get_phase (game) != TG_PHASE_PLAYING)
        break;
      human_move (window, tg_game_get_move_number (game));
      turns++;
      /* GNU Go thinks now: the board takes no click, Play now is there. */
      if (tg_game_get_phase (game) == TG_PHASE_PLAYING &&
          tg_engine_game_get_thinking (eg) == TG_WHITE)
        {
          guint before = tg_game_get_move_number (game);
          TgPoint j9 = gtp (game, "J9");

          g_assert_true (tg_window_get_action_enabled (window, "win.play-now"));
          g_assert_false (tg_window_get_action_enabled (window, "win.pass"));
          /* Checked before the main loop runs again: GNU Go's answer may
           * arrive during wait_idle() and is a move of its own. */
          g_signal_emit_by_name (tg_window_get_board_view (window), "point-activated",
                                 tg_point_x (j9), tg_point_y (j9), 1);
          g_assert_cmpuint (tg_game_get_move_number (game), ==, before);
          wait_idle ();
        }
    }

  /* Two passes: scoring mode opens, as in a human game. */
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_true (tg_window_is_scoring (window));
  g_assert_cmpuint (tg_game_get_move_number (game), >, 10);
  pw = tg_game_get_info (game, "PW");
  replay_legally (game);

  /* The log window has the conversation. */
  activate (window, "win.engine-log");
  {
    GList *toplevels = gtk_window_list_toplevels ();
    g_autofree char *text = NULL;

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (TG_IS_ENGINE_LOG_WINDOW (l->data))
        text = tg_engine_log_window_get_text (l->data);
    g_list_free (toplevels);
    g_assert_nonnull (text);
    g_assert_nonnull (strstr (text, "W → 1 name"));
    g_assert_nonnull (strstr (text, "genmove w"));
  }
  destroy_window (window);
}

static void
test_engine_undo (void)
{
  TgWindow *window;
  TgGame *game;

  REQUIRE_DISPLAY ();
  REQUIRE_GNUGO ();
  window = window_against_gnugo ();
  game = tg_window_get_game (window);
  click (window, "C3");
  wait_for_long (humans_turn, window, 30);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  /* Undo takes back GNU Go's reply and the human's move. */
  activate (window, "win.undo");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
  destroy_window (window);
}

static gboolean
has_fault (gpointer data)
{
  return tg_engine_game_has_fault (tg_window_get_engine_game (TG_WINDOW (data)));
}

static void
test_engine_crash (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);
  g_autofree char *line = NULL;
  TgWindow *window;
  TgGame *game;
  TgEngineGame *eg;

  REQUIRE_DISPLAY ();
  line = g_strdup_printf ("%s %s --mode crash --after 2",
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3", script);
  window = new_window ();
  new_9x9 (window);
  game = tg_window_get_game (window);
  tg_window_set_engines (window, NULL, NULL, line, "Fake");
  eg = tg_window_get_engine_game (window);

  click (window, "C3");
  wait_for_long (humans_turn, window, 30);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  click (window, "G7");
  wait_for_long (has_fault, window, 30);

  /* The game stays; the message names the engine and quotes it. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_nonnull (strstr (tg_engine_game_get_status (eg), "Fake stopped"));
  g_assert_nonnull (strstr (tg_engine_game_get_status (eg), "simulated crash in genmove 2"));
  /* Its seat is free: the human may go on. */
  click (window, "C7");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 4);
  destroy_window (window);
}

/* Free handicap through the New Game dialog --------------------------------- */

#define SEEDED_GNUGO "GNU Go (seeded)"

/* The New Game dialog of @window for a 9×9 Chinese game (free placement)
 * with @handicap stones, GNU Go (level 1, --seed 1, added as a user
 * engine: the dialog's own GNU Go has no seed) in the row @gnugo_row. */
static GtkWindow *
free_handicap_dialog (TgWindow   *window,
                      guint       handicap,
                      const char *gnugo_row)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  g_autofree char *line = gnugo_line (1);
  GVariant *engines = g_variant_new_parsed ("[(%s, %s)]", SEEDED_GNUGO, line);
  GtkWindow *dialog;
  AdwComboRow *player;
  GListModel *model;
  guint seeded = GTK_INVALID_LIST_POSITION;

  g_settings_set_value (settings, "engines", engines);
  activate (window, "win.new-game");
  dialog = find_dialog (TG_TYPE_NEW_GAME_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "size-row")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "rules-row")),
                              TG_RULES_CHINESE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (dialog), "handicap-spin")),
                             handicap);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog),
                                                                           "placement-row"))),
                    ==, 1);
  /* The dialog seats the engines of the last game again: the other row
   * is a person's here. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "first-player")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "second-player")), 0);
  player = ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), gnugo_row));
  model = adw_combo_row_get_model (player);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), SEEDED_GNUGO) == 0)
      seeded = i;
  g_assert_cmpuint (seeded, !=, GTK_INVALID_LIST_POSITION);
  adw_combo_row_set_selected (player, seeded);
  wait_idle ();
  g_settings_reset (settings, "engines");
  return dialog;
}

static void
start_from_dialog (GtkWindow *dialog)
{
  GtkWidget *button = gtk_window_get_default_widget (dialog);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  wait_idle ();
}

/* Every command the engine at @color was sent, one per line. */
static char *
sent_commands (TgWindow *window,
               TgColor   color)
{
  TgEngine *engine = tg_engine_game_get_engine (tg_window_get_engine_game (window), color);
  GPtrArray *log;       /* the engine's own */
  GString *text = g_string_new (NULL);

  g_assert_nonnull (engine);
  log = tg_engine_get_log (engine);
  for (guint i = 0; i < log->len; i++)
    {
      const TgEngineLogEntry *entry = g_ptr_array_index (log, i);

      if (entry->kind == TG_ENGINE_LOG_SENT)
        g_string_append_printf (text, "%s\n", entry->text);
    }
  return g_string_free (text, FALSE);
}

/* The black stones at the root, as sorted GTP vertices. */
static char *
root_black_stones (TgGame *game)
{
  TgBoard board;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint size = tg_game_get_width (game);

  tg_game_compute_board (game, tg_game_get_root (game), &board);
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      if (tg_board_get (&board, tg_point (x, y)) == TG_BLACK)
        {
          char buf[TG_POINT_GTP_SIZE];

          g_ptr_array_add (names, g_strdup (tg_point_to_gtp (tg_point (x, y), size, buf)));
        }
  tg_test_sort_strings (names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_engine_places_free_handicap (void)
{
  TgWindow *window;
  GtkWindow *dialog;
  TgGame *game;
  TgEngineGame *eg;
  g_autofree char *stones = NULL;
  g_autofree char *ha = NULL;
  g_autofree char *sent = NULL;

  REQUIRE_DISPLAY ();
  REQUIRE_GNUGO ();
  window = new_window ();
  dialog = free_handicap_dialog (window, 3, "first-player");
  /* Nothing to place by hand: GNU Go chooses. */
  start_from_dialog (dialog);
  eg = tg_window_get_engine_game (window);
  g_assert_nonnull (eg);
  wait_for_long (humans_turn, window, 30);
  g_assert_false (tg_engine_game_has_fault (eg));

  /* `gnugo --mode gtp --level 1 --seed 1`: boardsize 9, clear_board,
   * place_free_handicap 3 answers "G7 C5 D3". */
  game = tg_window_get_game (window);
  stones = root_black_stones (game);
  g_assert_cmpstr (stones, ==, "C5 D3 G7");
  ha = root_value (game, "HA");
  g_assert_cmpstr (ha, ==, "3");
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 3);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_cmpint (scene_color (window, "G7"), ==, TG_BLACK);

  /* White (the human) moves; GNU Go answers on the board it chose. */
  click (window, "E5");
  wait_for_long (humans_turn, window, 30);
  g_assert_false (tg_engine_game_has_fault (eg));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  sent = sent_commands (window, TG_BLACK);
  g_assert_nonnull (strstr (sent, " place_free_handicap 3\n"));
  g_assert_nonnull (strstr (sent, " set_free_handicap G7 C5 D3\n"));
  g_assert_nonnull (strstr (sent, " play w E5\n"));
  replay_legally (game);
  destroy_window (window);
}

static void
test_human_places_free_handicap (void)
{
  TgWindow *window;
  GtkWindow *dialog;
  TgBoardView *preview;
  TgGame *game;
  g_autofree char *sent = NULL;

  REQUIRE_DISPLAY ();
  REQUIRE_GNUGO ();
  window = new_window ();
  dialog = free_handicap_dialog (window, 2, "second-player");
  /* Clicks on the preview, as the board view reports them. */
  preview = TG_BOARD_VIEW (find_named (GTK_WIDGET (dialog), "preview"));
  g_signal_emit_by_name (preview, "point-activated", 2u, 6u, 1u);   /* C3 */
  g_signal_emit_by_name (preview, "point-activated", 4u, 4u, 1u);   /* E5 */
  g_assert_cmpint (tg_board_get (&tg_board_view_get_scene (preview)->board, tg_point (2, 6)), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (&tg_board_view_get_scene (preview)->board, tg_point (4, 4)), ==, TG_BLACK);
  start_from_dialog (dialog);
  /* White (GNU Go) moves first and is told the human's two stones. */
  wait_for_long (humans_turn, window, 30);
  game = tg_window_get_game (window);
  g_assert_false (tg_engine_game_has_fault (tg_window_get_engine_game (window)));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  sent = sent_commands (window, TG_WHITE);
  g_assert_nonnull (strstr (sent, " set_free_handicap E5 C3\n"));
  g_assert_null (strstr (sent, "place_free_handicap"));
  g_assert_nonnull (strstr (sent, " genmove w\n"));
  destroy_window (window);
}

static gboolean
button_sensitive (gpointer data)
{
  return gtk_widget_get_sensitive (GTK_WIDGET (data));
}

static void
test_engine_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);
  g_autofree char *line = NULL;
  g_autoptr(GVariant) saved = NULL;
  GtkWindow *prefs;
  GtkWidget *name, *command, *add, *status;
  const char *saved_name, *saved_line;

  REQUIRE_DISPLAY ();
  g_settings_reset (settings, "engines");
  line = g_strdup_printf ("%s %s --name Fakir", g_file_test ("/usr/bin/python3",
                          G_FILE_TEST_IS_EXECUTABLE) ? "/usr/bin/python3" : "python3", script);
  prefs = tg_preferences_window_new (NULL, settings);
  gtk_window_present (prefs);
  wait_idle ();
  name = find_named (GTK_WIDGET (prefs), "engine-name");
  command = find_named (GTK_WIDGET (prefs), "engine-command");
  add = find_named (GTK_WIDGET (prefs), "engine-add");
  status = find_named (GTK_WIDGET (prefs), "engine-status");
  g_assert_nonnull (add);

  /* A command that does not run is not saved, and the form says why. */
  gtk_editable_set_text (GTK_EDITABLE (name), "Nothing");
  gtk_editable_set_text (GTK_EDITABLE (command), "/nonexistent/katago gtp");
  g_signal_emit_by_name (add, "clicked");
  wait_for_long (button_sensitive, add, 30);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (status)), "/nonexistent/katago"));
  saved = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (saved), ==, 0);
  g_clear_pointer (&saved, g_variant_unref);

  /* One that answers "name" is. */
  gtk_editable_set_text (GTK_EDITABLE (name), "My Engine");
  gtk_editable_set_text (GTK_EDITABLE (command), line);
  g_signal_emit_by_name (add, "clicked");
  wait_for_long (button_sensitive, add, 30);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (status)), "Fakir"));
  saved = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (saved), ==, 1);
  g_variant_get_child (saved, 0, "(&s&s)", &saved_name, &saved_line);
  g_assert_cmpstr (saved_name, ==, "My Engine");
  g_assert_cmpstr (saved_line, ==, line);

  gtk_window_destroy (prefs);
  g_settings_reset (settings, "engines");
  wait_idle ();
}

/* The Engine Log with a long session of long lines (KataGo's reports with
 * ownership): each line shown up to 2000 bytes with its whole size, the
 * view at most 2^20 characters, the latest lines kept, in order. */
static void
test_engine_log_long_lines (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autofree char *line = g_strnfill (1990, 'y');
  g_autofree char *report = g_strnfill (30000, 'x');
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *size = g_format_size (30000);     /* "30.0 kB" */
  g_autofree char *suffix = g_strdup_printf ("x … (%s in all)", size);
  GtkWidget *log;
  guint n;

  REQUIRE_DISPLAY ();
  engine = tg_engine_new ("Fake", "true", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 700; i++)
    tg_engine_log_event (engine, "%06u %s", i, line);
  tg_engine_log_event (engine, "%s", report);
  log = tg_engine_log_window_new (NULL);
  tg_engine_log_window_set_analysis_engine (TG_ENGINE_LOG_WINDOW (log), engine);
  text = tg_engine_log_window_get_text (TG_ENGINE_LOG_WINDOW (log));

  /* 701 lines of about 2000 characters: 1.4 million, cut to at most 2^20,
   * at least nine tenths of it less a line. */
  g_assert_cmpuint (g_utf8_strlen (text, -1), <=, 1 << 20);
  g_assert_cmpuint (g_utf8_strlen (text, -1), >=, (1 << 20) / 10 * 9 - 2100);
  lines = g_strsplit (text, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpstr (lines[n - 1], ==, "");
  /* The last: "A · " and the report's first 2000 bytes, then its size. */
  g_assert_true (g_str_has_prefix (lines[n - 2], "A · "));
  g_assert_true (g_str_has_suffix (lines[n - 2], suffix));
  g_assert_cmpuint (strspn (lines[n - 2] + strlen ("A · "), "x"), ==, 2000);
  /* Before it the latest short lines, whole and in order, up to 699. */
  for (guint i = 0; i + 2 < n; i++)
    {
      g_autofree char *expected = g_strdup_printf ("A · %06u ", 699 - (n - 3 - i));

      g_assert_true (g_str_has_prefix (lines[i], expected));
      g_assert_cmpuint (strlen (lines[i]), ==, strlen (expected) + 1990);
    }
  gtk_window_destroy (GTK_WINDOW (log));
  wait_idle ();
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/engine/gnugo-game", test_engine_gnugo_game);
  g_test_add_func ("/ui/engine/undo", test_engine_undo);
  g_test_add_func ("/ui/engine/crash", test_engine_crash);
  g_test_add_func ("/ui/engine/engine-places-free-handicap", test_engine_places_free_handicap);
  g_test_add_func ("/ui/engine/human-places-free-handicap", test_human_places_free_handicap);
  g_test_add_func ("/ui/engine/preferences", test_engine_preferences);
  g_test_add_func ("/ui/engine/log-long-lines", test_engine_log_long_lines);
  return ui_test_run ();
}
