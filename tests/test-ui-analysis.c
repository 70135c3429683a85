/* test-ui-analysis.c: reviewing with an engine in the window (issue 27)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the real Leela Zero on the tiny random network that
 * tests/analysis/lz-tiny-network.py writes (skipped where leelaz or
 * python3 is missing): analysis on shows candidates on empty points only,
 * pointing at one shows its variation, Analyse Game gives the graph a
 * point per position, a click on the graph moves the cursor, and the
 * record saved and opened again shows the graph with no engine started.
 * With tests/gtp/gtp-analyze-fake.py: an engine that crashes mid-analysis
 * leaves the record as it was, a message, and analysis off; a stream of ten
 * reports a second redraws the board at most three times a second, and
 * only the tiles of the candidates whose labels changed; when the search
 * ends the board and the side panel show its last report, the panel's
 * judgement never having laid the window out again.
 *
 * data/ui/analysis-sabaki.sgf carries Sabaki's SBKV/SBKS on every node,
 * written by hand: Black's lead goes −0.5, −0.3, −0.6, −0.4, −0.5, then
 * Black's L9 drops it to −6.2 (Black lost 5.7 points: an inaccuracy, 3 to
 * 6) and White's R17 lifts it to +3.1 (White lost 9.3 points: a mistake,
 * 6 to 12). No engine is needed to show it.
 */

#include <glib/gstdio.h>
#include <unistd.h>
#include <math.h>

#include "test-ui-window-common.h"

#include "tg-analysis-graph.h"
#include "tg-engine-game.h"
#include "tg-engine-registry.h"
#include "tg-live-label.h"
#include "tg-window-analysis.h"

#define LEELAZ "/usr/lib/leelaz/bin/leelaz"

static char *network;   /* the tiny network, or NULL: no Leela Zero tests */

static gboolean
analysis_on (TgWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                               "analysis");

  return g_variant_get_boolean (state);
}

static gboolean
not_saving (gpointer data)
{
  return !tg_session_is_saving (tg_window_get_session (TG_WINDOW (data)));
}

static gboolean
has_candidates (gpointer data)
{
  return scene_of (TG_WINDOW (data))->n_candidates > 0;
}

static gboolean
game_analysed (gpointer data)
{
  return !tg_window_analysis_game_is_running (TG_WINDOW (data));
}

static gboolean
failed (gpointer data)
{
  return tg_window_analysis_get_error (TG_WINDOW (data)) != NULL;
}

static guint
graph_points (TgWindow *window)
{
  return tg_analysis_graph_count_points (TG_ANALYSIS_GRAPH (tg_window_analysis_get_graph (window)));
}

static guint
main_line_positions (TgGame *game)
{
  TgGameTree *tree = tg_game_get_tree (game);
  guint n = 0;

  for (TgNode node = tg_game_get_root (game); node != TG_NODE_NONE;
       node = tg_game_tree_get_first_child (tree, node))
    n++;
  return n;
}

static void
use_leelaz (void)
{
  g_autofree char *line = g_strdup_printf ("%s --cpu-only -g --noponder -t 1 -w %s",
                                           LEELAZ, network);

  g_setenv ("TENGEN_ANALYSIS_ENGINE", line, TRUE);
  g_settings_set_uint (tg_application_get_settings (app), "analysis-visits", 20);
}

#define REQUIRE_LEELAZ() \
  G_STMT_START { \
    REQUIRE_DISPLAY (); \
    if (network == NULL) \
      { \
        g_test_skip ("Leela Zero (" LEELAZ ") or python3 is not installed"); \
        return; \
      } \
  } G_STMT_END

/* Points the analysis at tests/gtp/gtp-analyze-fake.py with @options;
 * FALSE (the test skipped) without python3. */
static gboolean
use_fake_engine (const char *options)
{
  g_autofree char *fake = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-analyze-fake.py", NULL);
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autofree char *line = NULL;

  if (python == NULL)
    {
      g_test_skip ("python3 is not installed");
      return FALSE;
    }
  line = g_strdup_printf ("python3 %s %s", fake, options);
  g_setenv ("TENGEN_ANALYSIS_ENGINE", line, TRUE);
  return TRUE;
}

static void
close_dialogs (TgWindow *window)
{
  GtkWindow *dialog;

  while ((dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window))) != NULL)
    {
      gtk_window_destroy (dialog);
      wait_idle ();
    }
}

/* Our child processes named @comm, zombies included (/proc/PID/stat:
 * "PID (COMM) STATE PPID …"). */
static guint
count_children (const char *comm)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  g_autofree char *wanted = g_strdup_printf ("(%s)", comm);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "stat", NULL);
      g_autofree char *stat = NULL;
      g_auto(GStrv) fields = NULL;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &stat, NULL, NULL))
        continue;
      fields = g_strsplit (stat, " ", 5);
      if (g_strv_length (fields) >= 4 && g_str_equal (fields[1], wanted) &&
          g_ascii_strtoll (fields[3], NULL, 10) == getpid ())
        n++;
    }
  return n;
}

static gboolean
no_leelaz (gpointer data)
{
  return count_children ("leelaz") == 0;
}

/* Analysis on: candidates on empty points; a hover shows the variation. */
static void
test_candidates_and_variation (void)
{
  TgWindow *window;
  TgBoardScene *scene;
  TgCandidateMark mark;
  TgBoard before;

  REQUIRE_LEELAZ ();
  use_leelaz ();
  window = open_fixture ("analysis-game.sgf", -1, 0);
  tg_game_go_to_move (tg_window_get_game (window), 10);
  wait_idle ();
  activate (window, "win.analysis");
  g_assert_true (analysis_on (window));
  wait_for (has_candidates, window);

  scene = scene_of (window);
  before = scene->board;
  for (guint i = 0; i < scene->n_candidates; i++)
    g_assert_cmpint (tg_board_get (&scene->board, scene->candidates[i].point), ==, TG_EMPTY);
  /* Exactly one first choice, ringed, and labelled. */
  mark = scene->candidates[0];
  g_assert_true (mark.best);
  g_assert_cmpstr (mark.top, !=, "");
  for (guint i = 1; i < scene->n_candidates; i++)
    g_assert_false (scene->candidates[i].best);

  /* Pointing at it: its stone on the board, translucent, numbered 1; the
   * marks gone. Leaving: the position as it was. */
  g_signal_emit_by_name (tg_window_get_board_view (window), "hover-changed",
                         (int) tg_point_x (mark.point), (int) tg_point_y (mark.point));
  wait_idle ();
  scene = scene_of (window);
  g_assert_cmpint (tg_board_get (&scene->board, mark.point), ==, TG_BLACK);
  g_assert_true (scene->variation[mark.point]);
  g_assert_cmpuint (scene->move_numbers[mark.point], ==, 1);
  g_assert_cmpuint (scene->n_candidates, ==, 0);
  g_signal_emit_by_name (tg_window_get_board_view (window), "hover-changed", -1, -1);
  wait_idle ();
  scene = scene_of (window);
  g_assert_cmpint (tg_board_get (&scene->board, mark.point), ==, TG_EMPTY);
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      g_assert_cmpint (tg_board_get (&scene->board, tg_point (x, y)), ==,
                       tg_board_get (&before, tg_point (x, y)));

  /* Off: the engine goes, the marks too. */
  activate (window, "win.analysis");
  g_assert_false (analysis_on (window));
  g_assert_cmpuint (scene_of (window)->n_candidates, ==, 0);
  wait_for (no_leelaz, NULL);

  /* On again, and the window closed while the engine searches: the
   * engine ends and is reaped (no zombie, no orphan). */
  activate (window, "win.analysis");
  wait_for (has_candidates, window);
  g_assert_cmpuint (count_children ("leelaz"), ==, 1);
  destroy_window (window);
  wait_for (no_leelaz, NULL);
}

static gboolean
cursor_at_move (gpointer data)
{
  return tg_game_get_move_number (tg_window_get_game (TG_WINDOW (data))) == 7;
}

/* Analyse Game: a point per position; the graph moves the cursor; saved
 * and opened again, the graph is there with no engine. */
static void
test_analyse_game_save_reopen (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "analysis", NULL);
  g_autofree char *path = g_build_filename (dir, "analysed.sgf", NULL);
  g_autofree char *fixture = data_path ("analysis-game.sgf");
  g_autofree char *text = NULL;
  TgWindow *window;
  guint positions;

  REQUIRE_LEELAZ ();
  use_leelaz ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  window = new_window ();
  open_and_wait (window, path, -1, 0);
  positions = main_line_positions (tg_window_get_game (window));
  g_assert_cmpuint (positions, ==, 25);
  activate (window, "win.analyse-game");
  g_assert_true (tg_window_analysis_game_is_running (window));
  /* The window stays usable: stepping through the record meanwhile. */
  activate (window, "win.forward");
  activate (window, "win.forward");
  g_assert_cmpuint (tg_game_get_move_number (tg_window_get_game (window)), ==, 2);
  wait_for (game_analysed, window);
  g_assert_null (tg_window_analysis_get_error (window));
  g_assert_cmpuint (graph_points (window), ==, positions);

  /* A click on the graph at position 7. */
  g_signal_emit_by_name (tg_window_analysis_get_graph (window), "move-activated", 7u);
  wait_for (cursor_at_move, window);
  g_assert_nonnull (tg_window_analysis_get_move_text (window));
  g_assert_true (g_str_has_prefix (tg_window_analysis_get_move_text (window), "Move 7 · Black"));

  activate (window, "win.analysis");
  g_assert_false (analysis_on (window));
  activate (window, "win.save");
  wait_for (not_saving, window);
  destroy_window (window);

  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  window = new_window ();
  open_and_wait (window, path, -1, 0);
  g_assert_cmpuint (graph_points (window), ==, positions);
  g_assert_null (tg_window_analysis_get_log_engine (window));
  g_assert_false (tg_window_analysis_is_running (window));
  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* A record analysed by Sabaki: graph, move line and mistakes, no engine. */
static void
test_sabaki_record (void)
{
  TgWindow *window;
  TgGame *game;
  const TgAnalysisGraphData *data;

  REQUIRE_DISPLAY ();
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  window = open_fixture ("analysis-sabaki.sgf", -1, 0);
  game = tg_window_get_game (window);
  g_assert_cmpuint (graph_points (window), ==, 7);
  data = tg_analysis_graph_get_data (TG_ANALYSIS_GRAPH (tg_window_analysis_get_graph (window)));
  g_assert_cmpfloat_with_epsilon (data->winrate[5], 0.3025, 1e-9);
  g_assert_cmpfloat_with_epsilon (data->score_lead[6], 3.1, 1e-9);
  g_assert_cmpfloat_with_epsilon (data->loss[5], 5.7, 1e-9);
  g_assert_cmpfloat_with_epsilon (data->loss[6], 9.3, 1e-9);

  /* The lists per player: White's has R17 (9.3 points lost), Black's is
   * empty (L9's 5.7 is an inaccuracy) and hidden with its heading. */
  {
    TgAnalysisPane *pane = tg_window_analysis_get_pane (window);
    g_autofree char *black = tg_analysis_pane_get_mistakes_text (pane, TG_BLACK);
    g_autofree char *white = tg_analysis_pane_get_mistakes_text (pane, TG_WHITE);

    g_assert_cmpstr (black, ==, "");
    g_assert_cmpstr (white, ==, "Move 6 · White R17 · lost 9.3 points · mistake");
    g_assert_false (tg_analysis_pane_activate_mistake (pane, TG_BLACK, 0));
    g_assert_false (tg_analysis_pane_activate_mistake (pane, TG_WHITE, 1));
    /* A click on White's row goes to move 6. */
    tg_game_go_to_start (game);
    g_assert_true (tg_analysis_pane_activate_mistake (pane, TG_WHITE, 0));
    g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);
  }

  /* n: the first mistake is White's R17 (Black's L9 is an inaccuracy). */
  tg_game_go_to_start (game);
  activate (window, "win.next-mistake");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);
  g_assert_cmpstr (tg_window_analysis_get_move_text (window), ==,
                   "Move 6 · White R17 · lost 9.3 points · mistake");
  tg_game_go_to_move (game, 5);
  wait_idle ();
  g_assert_cmpstr (tg_window_analysis_get_move_text (window), ==,
                   "Move 5 · Black L9 · lost 5.7 points · inaccuracy");
  g_assert_null (tg_window_analysis_get_log_engine (window));
  destroy_window (window);
}

/* An engine that crashes mid-analysis: a message, analysis off, the
 * record as it was. */
static void
test_crashing_engine (void)
{
  TgWindow *window;
  TgGame *game;
  GtkWindow *dialog;
  const char *body, *first;

  REQUIRE_DISPLAY ();
  if (!use_fake_engine ("--dialect lz --mode crash --after 2 --interval 0.05"))
    return;
  /* The fake's visits grow by 10 a report: the budget is out of reach. */
  g_settings_set_uint (tg_application_get_settings (app), "analysis-visits", 1000);
  window = open_fixture ("analysis-game.sgf", -1, 0);
  game = tg_window_get_game (window);
  tg_game_go_to_move (game, 4);
  wait_idle ();
  activate (window, "win.analysis");
  wait_for (failed, window);
  g_assert_false (analysis_on (window));
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  /* Its last error line, said once: the exit's message has it already. */
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  first = strstr (body, "fake: simulated crash while analysing");
  g_assert_nonnull (first);
  g_assert_null (strstr (first + 1, "fake: simulated crash while analysing"));
  g_assert_cmpuint (main_line_positions (game), ==, 25);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 4);
  g_assert_nonnull (tg_window_analysis_get_log_engine (window));
  close_dialogs (window);
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (window);
}

static const char *
status_of (TgWindow *window)
{
  return tg_analysis_pane_get_status_text (tg_window_analysis_get_pane (window));
}

/* The status line speaks of the engine while it runs, and goes with it:
 * turned off, or another record opened. */
static void
test_status_follows_engine (void)
{
  g_autoptr(TgGame) fresh = NULL;
  g_autoptr(GError) error = NULL;
  TgGameSetup setup;
  TgWindow *window;

  REQUIRE_DISPLAY ();
  if (!use_fake_engine ("--dialect lz --interval 0.05"))
    return;
  g_settings_set_uint (tg_application_get_settings (app), "analysis-visits", 1000);
  window = open_fixture ("analysis-game.sgf", -1, 0);
  tg_game_go_to_move (tg_window_get_game (window), 4);
  wait_idle ();

  activate (window, "win.analysis");
  wait_for (has_candidates, window);
  g_assert_nonnull (strstr (status_of (window), "Fake Analyst"));
  activate (window, "win.analysis");
  g_assert_false (analysis_on (window));
  g_assert_null (status_of (window));

  activate (window, "win.analysis");
  wait_for (has_candidates, window);
  g_assert_nonnull (status_of (window));
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  fresh = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  tg_window_set_game (window, fresh, NULL);
  wait_idle ();
  g_assert_false (analysis_on (window));
  g_assert_null (status_of (window));
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (window);
}

/* The lists of mistakes put the costliest first: Black's moves 1, 3 and 5
 * lost 3.5, 12 and 6 points (mistakes or worse), move 7 only 1 (not
 * listed); White's one mistake has no score, its winrate loss counts. */
static void
test_mistakes_costliest_first (void)
{
  TgAnalysisPane *pane;
  TgMoveReview reviews[8];
  const double loss[8] = { 3.5, NAN, 12, NAN, 6, NAN, 1, NAN };
  g_autofree char *black = NULL, *white = NULL;
  g_auto(GStrv) lines = NULL;

  REQUIRE_DISPLAY ();
  pane = TG_ANALYSIS_PANE (g_object_ref_sink (tg_analysis_pane_new ()));
  for (guint i = 0; i < 8; i++)
    {
      memset (&reviews[i], 0, sizeof reviews[i]);
      reviews[i].move_number = i + 1;
      reviews[i].color = i % 2 == 0 ? TG_BLACK : TG_WHITE;
      reviews[i].point = tg_point (i, i);
      reviews[i].winrate = reviews[i].score_lead = NAN;
      reviews[i].loss = loss[i];
      reviews[i].loss_winrate = i == 3 ? 0.2 : NAN;
      reviews[i].klass = i == 6 ? TG_MOVE_CLASS_INACCURACY
                         : i == 2 ? TG_MOVE_CLASS_BLUNDER
                         : i % 2 == 0 || i == 3 ? TG_MOVE_CLASS_MISTAKE : TG_MOVE_CLASS_GOOD;
    }
  tg_analysis_pane_set_reviews (pane, reviews, 8, 19, FALSE);
  black = tg_analysis_pane_get_mistakes_text (pane, TG_BLACK);
  lines = g_strsplit (black, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[0], "Move 3 "));
  g_assert_true (g_str_has_prefix (lines[1], "Move 5 "));
  g_assert_true (g_str_has_prefix (lines[2], "Move 1 "));
  white = tg_analysis_pane_get_mistakes_text (pane, TG_WHITE);
  g_assert_true (g_str_has_prefix (white, "Move 4 "));
  g_object_unref (pane);
}

/* A stream of reports -------------------------------------------------------- */

typedef struct
{
  TgWindow *window;
  guint     updates;   /* wait for this many reports taken in */
} StreamWait;

static gboolean
updates_reached (gpointer data)
{
  StreamWait *sw = data;

  return tg_window_analysis_get_updates (sw->window) >= sw->updates;
}

/* The fake streams ten reports a second, each with 10 more visits (both
 * candidates' visit labels change at every report): the board follows at
 * most three times a second, and each of its pictures changes only the
 * tiles around those two candidates, not the board. */
static void
test_stream_redraws_little (void)
{
  StreamWait sw = { 0 };
  TgBoardView *view;
  guint frames0, changed;
  gint64 t0;
  double seconds;

  REQUIRE_DISPLAY ();
  if (!use_fake_engine ("--dialect lz --interval 0.1"))
    return;
  sw.window = open_fixture ("analysis-game.sgf", -1, 0);
  view = TG_BOARD_VIEW (tg_window_get_board_view (sw.window));
  tg_game_go_to_end (tg_window_get_game (sw.window));
  wait_idle ();
  tg_window_analysis_set_unbounded (sw.window, TRUE);
  activate (sw.window, "win.analysis");
  sw.updates = 3;
  wait_for (updates_reached, &sw);
  g_assert_cmpuint (scene_of (sw.window)->n_candidates, ==, 2);

  frames0 = tg_board_view_get_frames (view);
  t0 = g_get_monotonic_time ();
  sw.updates = tg_window_analysis_get_updates (sw.window) + 10;
  wait_for (updates_reached, &sw);
  seconds = (g_get_monotonic_time () - t0) / (double) G_USEC_PER_SEC;
  g_assert_cmpuint (tg_board_view_get_frames (view), >, frames0);
  g_assert_cmpuint (tg_board_view_get_frames (view) - frames0, <=, (guint) (3 * seconds) + 2);
  /* J10 and K10, side by side: a few tiles of the hundred or so. */
  changed = tg_board_view_get_changed_tiles (view);
  g_test_message ("%u reports in %.2f s, %u pictures, %u tiles changed by the last",
                  10, seconds, tg_board_view_get_frames (view) - frames0, changed);
  g_assert_cmpuint (changed, >=, 1);
  g_assert_cmpuint (changed, <=, 8);

  activate (sw.window, "win.analysis");
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (sw.window);
}

static gboolean
analysis_done (gpointer data)
{
  return !tg_window_analysis_is_running (TG_WINDOW (data));
}

/* The window shows a few of a stream's reports, but never a stale one at
 * the end: the fake writes a report every 0.05 s, 10 more visits each
 * (two thirds on K10, the rest on J10), and the search stops at 150
 * visits; the board's labels and the side panel's judgement are then the
 * last report's: 150 visits, 100 on K10 and 50 on J10. The judgement
 * changed at every report shown without laying the window out again
 * (beyond showing it the first time). */
static void
test_stream_final_state (void)
{
  GSettings *settings = tg_application_get_settings (app);
  guint old_visits = g_settings_get_uint (settings, "analysis-visits");
  TgAnalysisPane *pane;
  TgBoardScene *scene;
  TgWindow *window;

  REQUIRE_DISPLAY ();
  if (!use_fake_engine ("--dialect lz --interval 0.05"))
    return;
  g_settings_set_uint (settings, "analysis-visits", 150);
  window = open_fixture ("analysis-game.sgf", -1, 0);
  pane = tg_window_analysis_get_pane (window);
  tg_game_go_to_end (tg_window_get_game (window));
  wait_idle ();
  activate (window, "win.analysis");
  wait_for (has_candidates, window);
  wait_for (analysis_done, window);
  wait_idle ();
  g_assert_cmpuint (tg_window_analysis_get_updates (window), ==, 15);
  g_assert_nonnull (strstr (tg_analysis_pane_get_judgement_text (pane), "150 visits"));
  scene = scene_of (window);
  g_assert_cmpuint (scene->n_candidates, ==, 2);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpstr (scene->candidates[i].bottom, ==,
                     scene->candidates[i].best ? "100" : "50");
  g_assert_cmpuint (tg_analysis_pane_get_judgement_resizes (pane), <=, 1);

  activate (window, "win.analysis");
  g_settings_set_uint (settings, "analysis-visits", old_visits);
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (window);
}

/* A game against GNU Go ------------------------------------------------------ */

typedef struct
{
  TgWindow *window;
  guint     checked;   /* iterations that had an analysis kept */
} MixCheck;

/* Every analysis the window keeps for the shown node is about the shown
 * position, and every candidate mark is on an empty point of it. */
static void
check_no_mix (MixCheck *mc)
{
  TgGame *game = tg_window_get_game (mc->window);
  TgAnalysis *kept = tg_window_analysis_get_kept (mc->window);
  TgBoardScene *scene = scene_of (mc->window);

  if (kept != NULL)
    {
      g_assert_true (tg_analysis_matches (kept, tg_game_get_board (game),
                                          tg_game_get_to_play (game), tg_game_get_komi (game)));
      mc->checked++;
    }
  for (guint i = 0; i < scene->n_candidates; i++)
    g_assert_cmpint (tg_board_get (tg_game_get_board (game), scene->candidates[i].point),
                     ==, TG_EMPTY);
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

/* Runs the main loop until it is the human's turn, checking after every
 * iteration. */
static void
wait_checking (MixCheck *mc)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add_seconds (60, timeout_cb, &timed_out);

  while (!humans_turn (mc->window) && !timed_out)
    {
      g_main_context_iteration (NULL, TRUE);
      check_no_mix (mc);
    }
  g_assert_false (timed_out);
  g_source_remove (timeout);
  /* Some reports about the new position. */
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10000);
      while (g_main_context_iteration (NULL, FALSE))
        check_no_mix (mc);
    }
}

/* Black (the test) against GNU Go (level 1, seeded) as White on 9×9, with
 * the fake engine analysing; every other report of the fake is about
 * another position (the stones' points). The window never keeps a report
 * under the wrong position, and GNU Go's moves are legal. */
static void
test_engine_game_with_analysis (void)
{
  static const char *const wishes[] = { "C3", "G7", "C7", "G3", "E3", "C5", "E7", NULL };
  g_autofree char *gnugo = NULL;
  g_autofree char *gnugo_seeded = NULL;
  g_autoptr(TgGame) fresh = NULL;
  g_autoptr(TgGameTree) copy = NULL;
  g_autoptr(TgGame) replay = NULL;
  g_autoptr(GError) error = NULL;
  TgGameSetup setup;
  MixCheck mc = { 0 };
  TgGame *game;
  guint moves = 0;

  REQUIRE_DISPLAY ();
  if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("/usr/games/gnugo is not installed");
      return;
    }
  if (!use_fake_engine ("--dialect lz --mode other --interval 0.02"))
    return;
  g_settings_set_uint (tg_application_get_settings (app), "analysis-visits", 100000);
  gnugo = tg_engine_gnugo_command_line ("/usr/games/gnugo", 1);
  gnugo_seeded = g_strdup_printf ("%s --seed 1", gnugo);

  mc.window = new_window ();
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  fresh = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  tg_window_set_game (mc.window, fresh, NULL);
  wait_idle ();
  tg_window_set_engines (mc.window, NULL, NULL, gnugo_seeded, "GNU Go");
  activate (mc.window, "win.analysis");
  g_assert_true (analysis_on (mc.window));
  game = tg_window_get_game (mc.window);

  for (guint turn = 0; turn < 6 && tg_game_get_phase (game) == TG_PHASE_PLAYING; turn++)
    {
      gboolean played = FALSE;

      wait_checking (&mc);
      g_assert_false (tg_engine_game_has_fault (tg_window_get_engine_game (mc.window)));
      for (guint i = 0; !played && wishes[i] != NULL; i++)
        if (tg_game_check_move (game, gtp (game, wishes[i])) == TG_MOVE_OK)
          {
            click (mc.window, wishes[i]);
            played = TRUE;
          }
      g_assert_true (played);
      check_no_mix (&mc);
    }
  wait_checking (&mc);
  g_assert_true (analysis_on (mc.window));
  /* Analyses were there to check, and GNU Go answered each move. */
  g_assert_cmpuint (mc.checked, >, 0);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 12);

  /* Replayed on a fresh game, every move (GNU Go's included) is legal. */
  copy = tg_game_tree_copy (tg_game_get_tree (game));
  replay = tg_game_new_for_tree (copy, 0, &error);
  g_assert_no_error (error);
  for (TgNode node = tg_game_tree_get_first_child (tg_game_get_tree (replay),
                                                   tg_game_get_root (replay));
       node != TG_NODE_NONE;
       node = tg_game_tree_get_first_child (tg_game_get_tree (replay), node))
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (replay, node, &color, &point))
        {
          if (point != TG_PASS)
            g_assert_cmpint (tg_game_check_move_as (replay, point, color), ==, TG_MOVE_OK);
          moves++;
        }
      tg_game_go_to (replay, node);
    }
  g_assert_cmpuint (moves, ==, 12);
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (mc.window);
}

/* The judgement's label wraps in the side panel's width and takes the
 * height of its lines: at 150 px the judgement of a move takes three lines
 * or more, and the label after it starts below them (it was given one
 * line's height, and the wrapped text ran over the next line). */
static void
test_live_label_wraps (void)
{
  GtkWidget *window, *box, *live, *below;
  g_autoptr(PangoLayout) line = NULL;
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0), at;
  int line_height;

  REQUIRE_DISPLAY ();
  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  live = tg_live_label_new ();
  below = gtk_label_new ("below");
  tg_live_label_set_text (TG_LIVE_LABEL (live), "Engine's judgement: White leads by 6.2 "
                          "points · Black's winrate 30.2 %");
  gtk_box_append (GTK_BOX (box), live);
  gtk_box_append (GTK_BOX (box), below);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 150, -1);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 500 && gtk_widget_get_width (live) == 0; i++)
    {
      wait_idle ();
      g_usleep (10000);
    }
  wait_idle ();

  line = gtk_widget_create_pango_layout (live, "Engine");
  pango_layout_get_pixel_size (line, NULL, &line_height);
  g_assert_cmpint (gtk_widget_get_width (live), <=, 200);
  g_assert_cmpint (gtk_widget_get_height (live), >=, 3 * line_height);
  g_assert_true (gtk_widget_compute_point (below, live, &origin, &at));
  g_assert_cmpfloat (at.y, >=, gtk_widget_get_height (live));
  gtk_window_destroy (GTK_WINDOW (window));
  wait_idle ();
}

/* No engine at all: the toggle explains what to install. */
static void
test_no_engine (void)
{
  TgWindow *window;
  GtkWindow *dialog;

  REQUIRE_DISPLAY ();
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  g_setenv ("TENGEN_GNUGO", "", TRUE);
  g_setenv ("TENGEN_LEELAZ", "", TRUE);
  window = new_window ();
  activate (window, "win.analysis");
  g_assert_false (analysis_on (window));
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "leela-zero"));
  close_dialogs (window);
  g_unsetenv ("TENGEN_GNUGO");
  g_unsetenv ("TENGEN_LEELAZ");
  destroy_window (window);
}

/* Leela Zero pointed at a network that is not there: said before it runs. */
static void
test_leelaz_without_network (void)
{
  TgWindow *window;
  GtkWindow *dialog;

  REQUIRE_DISPLAY ();
  g_setenv ("TENGEN_ANALYSIS_ENGINE", LEELAZ " --gtp -w /nonexistent/best-network", TRUE);
  window = new_window ();
  activate (window, "win.analysis");
  g_assert_false (analysis_on (window));
  g_assert_null (tg_window_analysis_get_log_engine (window));
  dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "/nonexistent/best-network"));
  close_dialogs (window);
  g_unsetenv ("TENGEN_ANALYSIS_ENGINE");
  destroy_window (window);
}

static char *
make_network (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "analysis", "lz-tiny-network.py",
                                                   NULL);
  g_autofree char *python = g_find_program_in_path ("python3");
  char *path = g_build_filename (tmp_dir, "tiny-network.txt", NULL);
  const char *argv[] = { python, script, path, NULL };
  g_autoptr(GError) error = NULL;
  gint status = 0;

  if (python == NULL || !g_file_test (LEELAZ, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_free (path);
      return NULL;
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return path;
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  network = make_network ();
  g_test_add_func ("/ui/analysis/candidates-and-variation", test_candidates_and_variation);
  g_test_add_func ("/ui/analysis/analyse-game-save-reopen", test_analyse_game_save_reopen);
  g_test_add_func ("/ui/analysis/sabaki-record", test_sabaki_record);
  g_test_add_func ("/ui/analysis/crashing-engine", test_crashing_engine);
  g_test_add_func ("/ui/analysis/status-follows-engine", test_status_follows_engine);
  g_test_add_func ("/ui/analysis/mistakes-costliest-first", test_mistakes_costliest_first);
  g_test_add_func ("/ui/analysis/stream-redraws-little", test_stream_redraws_little);
  g_test_add_func ("/ui/analysis/stream-final-state", test_stream_final_state);
  g_test_add_func ("/ui/analysis/no-engine", test_no_engine);
  g_test_add_func ("/ui/analysis/live-label-wraps", test_live_label_wraps);
  g_test_add_func ("/ui/analysis/engine-game-with-analysis", test_engine_game_with_analysis);
  g_test_add_func ("/ui/analysis/leelaz-without-network", test_leelaz_without_network);
  status = ui_test_run ();
  if (network != NULL)
    g_unlink (network);
  g_free (network);
  return status;
}
