/* test-analyzer.c: streaming analysis with real and misbehaving engines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real Leela Zero (skipped without /usr/lib/leelaz/bin/leelaz) on a
 * tiny network the test writes itself; GNU Go's fallback against GNU Go
 * asked directly; KataGo 1.16.4's recorded output (../shared/engines,
 * skipped without it) replayed by tests/gtp/gtp-analyze-fake.py for the
 * streaming, budget and stop paths; and the fake's faults: a crash, garbage,
 * an answer about another position, output that never ends, an engine that
 * ignores the stop, one with no analysis command.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>

#include "test-analysis-common.h"
#include "tg-analysis-engines.h"
#include "tg-point.h"

static TgAnalyzer *
start_analyzer (const char *command_line,
                GPtrArray  *updates)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start (command_line, &error);
  TgAnalyzer *analyzer;

  g_assert_no_error (error);
  analyzer = tg_analyzer_new (engine, &error);
  g_assert_no_error (error);
  if (updates != NULL)
    g_signal_connect (analyzer, "update", G_CALLBACK (test_analysis_update_cb), updates);
  return analyzer;
}

static void
quit_analyzer (TgAnalyzer *analyzer)
{
  test_engine_quit (tg_analyzer_get_engine (analyzer), 2000);
}

/* Every candidate of @a is on an empty point of @game's position. */
static void
assert_fits (const TgAnalysis *a,
             TgGame           *game)
{
  for (guint i = 0; i < a->n_candidates; i++)
    if (a->candidates[i].point != TG_PASS)
      g_assert_cmpint (tg_board_get (tg_game_get_board (game), a->candidates[i].point), ==,
                       TG_EMPTY);
  g_assert_true (tg_analysis_matches (a, tg_game_get_board (game), tg_game_get_to_play (game),
                                      tg_game_get_komi (game)));
}

/* The root visits of a report line read another way: the sum of the
 * numbers after the word "visits". */
static guint
line_visits (const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  guint visits = 0;

  for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i++)
    if (strcmp (words[i], "visits") == 0)
      visits += (guint) g_ascii_strtoull (words[i + 1], NULL, 10);
  return visits;
}

/* The first move of a report line: the word after the first "move". */
static char *
line_first_move (const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);

  for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i++)
    if (strcmp (words[i], "move") == 0)
      return g_strdup (words[i + 1]);
  return NULL;
}

/* Leela Zero ----------------------------------------------------------------- */

static void
test_leela_zero (void)
{
  g_autofree char *line = test_analysis_leelaz_line (50);
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = NULL;
  g_autoptr(TgGame) game = test_analysis_game (19, "B Q16 W D4 B Q3");
  g_autoptr(TgAnalysis) first = NULL, second = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  char vertex[TG_POINT_GTP_SIZE];

  if (line == NULL)
    {
      g_test_skip ("Leela Zero is not installed (/usr/lib/leelaz/bin/leelaz)");
      return;
    }
  analyzer = start_analyzer (line, updates);
  g_assert_cmpint (tg_analyzer_get_dialect (analyzer), ==, TG_ANALYSIS_DIALECT_LEELA_ZERO);
  tg_analysis_budget_init (&budget);
  budget.visits = 1000;   /* more than -v 50: Leela Zero ends the stream itself */

  first = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  g_assert_true (first->final);
  g_assert_cmpuint (first->n_candidates, >, 0);
  g_assert_cmpuint (first->visits, >, 0);
  g_assert_cmpuint (first->visits, <=, 50);
  g_assert_cmpint (first->to_move, ==, TG_WHITE);
  g_assert_true (first->winrate >= 0 && first->winrate <= 1);
  g_assert_true (isnan (first->score_lead));
  g_assert_cmpstr (first->engine_name, ==, "Leela Zero");
  g_assert_cmpstr (first->engine_version, ==, "0.17");
  g_assert_cmpstr (first->network, ==, "tiny-network.txt");
  g_assert_cmpuint (updates->len, >=, 1);
  assert_fits (first, game);
  g_assert_true (test_analysis_log_has (tg_analyzer_get_engine (analyzer), TG_ENGINE_LOG_SENT,
                                        "lz-analyze w 10"));

  /* One move on: the engine plays it (no replay from clear_board). */
  g_assert_cmpint (tg_game_play (game, tg_analysis_best (first)->point), ==, TG_MOVE_OK);
  g_ptr_array_set_size (updates, 0);
  second = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  g_assert_true (test_analysis_log_has (tg_analyzer_get_engine (analyzer), TG_ENGINE_LOG_SENT,
                                        tg_point_to_gtp (tg_analysis_best (first)->point, 19,
                                                         vertex)));
  g_assert_cmpint (second->to_move, ==, TG_BLACK);
  assert_fits (second, game);
  for (guint i = 0; i < updates->len; i++)
    assert_fits (g_ptr_array_index (updates, i), game);
  g_assert_null (tg_analysis_find_candidate (second, tg_analysis_best (first)->point));
  quit_analyzer (analyzer);
}

static void
test_leela_zero_no_network (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "leela-zero",
                                                "best-network", NULL);

  /* main () points XDG_DATA_HOME at an empty folder. */
  g_assert_null (tg_analysis_find_leelaz_network ());
  line = tg_analysis_check_command_line ("leelaz --noponder", &error);
  g_assert_null (line);
  g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_NO_NETWORK);
  g_assert_nonnull (strstr (error->message, expected));
  g_assert_nonnull (strstr (error->message, "https://zero.sjeng.org/best-network"));
  g_clear_error (&error);

  line = tg_analysis_check_command_line ("/usr/lib/leelaz/bin/leelaz -g -w /nonexistent/net",
                                         &error);
  g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_NO_NETWORK);
  g_assert_nonnull (strstr (error->message, "/nonexistent/net"));
  g_clear_error (&error);

  /* Other engines pass as they are. */
  line = tg_analysis_check_command_line ("gnugo --mode gtp", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "gnugo --mode gtp");
  g_clear_pointer (&line, g_free);

  if (test_analysis_leelaz () != NULL)
    {
      line = tg_analysis_leelaz_command_line (NULL, &error);
      g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_NO_NETWORK);
      g_clear_error (&error);
    }
}

static void
test_leela_zero_default_network (void)
{
  const char *network = test_analysis_tiny_network ();
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "leela-zero", NULL);
  g_autofree char *gz = g_build_filename (dir, "best-network.gz", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *line = NULL;
  g_autofree char *found = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  if (network == NULL || test_analysis_leelaz () == NULL)
    {
      g_test_skip ("Leela Zero is not installed (/usr/lib/leelaz/bin/leelaz)");
      return;
    }
  /* Any file at the default place's ".gz" name counts (leelaz reads
   * plain and gzip networks alike). */
  g_assert_true (g_file_get_contents (network, &contents, &len, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (gz, contents, (gssize) len, NULL));
  found = tg_analysis_find_leelaz_network ();
  g_assert_cmpstr (found, ==, gz);
  line = tg_analysis_check_command_line ("leelaz --noponder", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (line, "/usr/lib/leelaz/bin/leelaz --noponder --gtp -w "));
  g_assert_true (g_str_has_suffix (line, "/leela-zero/best-network.gz"));
  g_clear_pointer (&line, g_free);
  line = tg_analysis_check_command_line ("leelaz", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (line, "/usr/lib/leelaz/bin/leelaz --gtp --noponder "
                                   "--cpu-only -t 1 -w "));
  g_clear_pointer (&line, g_free);
  line = tg_analysis_leelaz_command_line (NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (line, "--cpu-only"));
  g_remove (gz);
}

/* GNU Go --------------------------------------------------------------------- */

/* Black's lead in GNU Go's answer to estimate_score, asked of @engine. */
static double
direct_estimate (TgEngine *engine)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = test_engine_send (engine, "estimate_score", &error);
  g_autoptr(TgAnalysis) scratch = tg_analysis_new (9, 9, TG_BLACK);

  g_assert_no_error (error);
  g_assert_true (tg_analysis_parse_gnugo_score (scratch, answer, &error));
  return scratch->score_lead;
}

static void
direct_command (TgEngine   *engine,
                const char *command)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = test_engine_send (engine, command, &error);

  g_assert_no_error (error);
}

/* The analyzer asks GNU Go for its candidates, its estimate of the
 * position and its estimate after its first choice (then takes that move
 * back): the same questions asked of another GNU Go directly give the
 * same numbers, and the next position analysed is the right one. */
static void
test_gnugo (void)
{
  g_autofree char *line = NULL;
  g_autoptr(TgAnalyzer) analyzer = NULL;
  g_autoptr(TgEngine) direct = NULL;
  g_autoptr(TgGame) game = test_analysis_game (9, "B E5 W C3 B G3 W C6");
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(TgAnalysis) next = NULL;
  g_autoptr(TgAnalysis) expected = tg_analysis_new (9, 9, TG_BLACK);
  g_autoptr(GError) error = NULL;
  g_autofree char *top = NULL;
  g_autofree char *top_white = NULL;
  g_autofree char *play = NULL;
  char vertex[TG_POINT_GTP_SIZE];
  double estimate, best_estimate;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  line = test_engine_gnugo_line (1, 1);
  analyzer = start_analyzer (line, NULL);
  g_assert_cmpint (tg_analyzer_get_dialect (analyzer), ==, TG_ANALYSIS_DIALECT_GNUGO);
  a = test_analysis_run (analyzer, game, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (a->final);
  g_assert_true (isnan (a->winrate));
  g_assert_cmpuint (a->n_candidates, >, 1);
  assert_fits (a, game);

  direct = test_engine_start (line, &error);
  g_assert_no_error (error);
  g_assert_true (test_engine_sync (direct, game, &error));
  top = test_engine_send (direct, "top_moves_black", &error);
  g_assert_no_error (error);
  g_assert_true (tg_analysis_parse_gnugo_top_moves (expected, top, &error));
  estimate = direct_estimate (direct);
  tg_point_to_gtp (expected->candidates[0].point, 9, vertex);
  play = g_strdup_printf ("play B %s", vertex);
  direct_command (direct, play);
  best_estimate = direct_estimate (direct);

  g_assert_cmpuint (a->n_candidates, ==, expected->n_candidates);
  for (guint i = 0; i < a->n_candidates; i++)
    {
      g_assert_cmpint (a->candidates[i].point, ==, expected->candidates[i].point);
      g_assert_cmpfloat (a->candidates[i].value, ==, expected->candidates[i].value);
      /* Only the first choice has an estimate after it. */
      g_assert_true (i == 0 || isnan (a->candidates[i].score_lead));
    }
  g_assert_cmpfloat (a->score_estimate, ==, estimate);
  g_assert_cmpfloat (a->candidates[0].score_lead, ==, best_estimate);
  g_assert_cmpfloat_with_epsilon (a->score_lead, (estimate + best_estimate) / 2, 1e-9);

  /* The analyzer's GNU Go took its first choice back: the position after
   * that move, analysed next, is what the direct GNU Go says of it. */
  g_assert_cmpint (tg_game_play (game, expected->candidates[0].point), ==, TG_MOVE_OK);
  next = test_analysis_run (analyzer, game, NULL, &error);
  g_assert_no_error (error);
  top_white = test_engine_send (direct, "top_moves_white", &error);
  g_assert_no_error (error);
  g_assert_true (tg_analysis_parse_gnugo_top_moves (expected, top_white, &error));
  g_assert_cmpint (tg_analysis_best (next)->point, ==, expected->candidates[0].point);
  g_assert_cmpfloat (next->score_estimate, ==, direct_estimate (direct));
  g_assert_cmpfloat (next->score_estimate, ==, best_estimate);
  test_engine_quit (direct, 2000);
  quit_analyzer (analyzer);
}

/* KataGo's output, replayed -------------------------------------------------- */

static const char *
engines_dir (void)
{
  const char *dir = g_getenv ("TENGEN_TEST_ENGINES");

  return dir != NULL && g_file_test (dir, G_FILE_TEST_IS_DIR) ? dir : NULL;
}

static TgGame *
load_position (const char *dir,
               const char *sgf)
{
  g_autofree char *path = g_build_filename (dir, "sgf", sgf, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
  TgGame *game;

  g_assert_no_error (error);
  game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  tg_game_go_to_end (game);
  return game;
}

/* Replays one transcript with a visit budget met at its fourth line: the
 * analyzer stops the engine there, and what it returns is that line. */
static void
replay_one (const char *dir,
            JsonObject *cell)
{
  const char *file = json_object_get_string_member (cell, "file");
  const char *command = json_object_get_string_member (cell, "command");
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *quoted = g_shell_quote (path);
  g_autofree char *options = g_strdup_printf ("--dialect %s --replay %s --interval 0.02",
                                              strcmp (command, "kata-analyze") == 0 ? "kata"
                                                                                   : "lz",
                                              quoted);
  g_autofree char *line = test_analysis_fake (options);
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = load_position (dir, json_object_get_string_member (cell, "sgf"));
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *best = NULL;
  TgAnalysisBudget budget;
  TgPoint best_point;
  guint stop_at = 0;

  g_assert_cmpstr (json_object_get_string_member (cell, "color"), ==,
                   tg_game_get_to_play (game) == TG_BLACK ? "B" : "W");
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (g_strchomp (text), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==,
                    json_object_get_int_member (cell, "infoLineCount"));
  /* The budget: the fourth line's visits; the first line that reaches
   * them ends the search. */
  tg_analysis_budget_init (&budget);
  budget.visits = line_visits (lines[3]);
  while (line_visits (lines[stop_at]) < budget.visits)
    stop_at++;
  budget.seconds = 0;
  a = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  g_assert_true (a->final);
  g_assert_cmpuint (a->visits, ==, line_visits (lines[stop_at]));
  g_assert_cmpuint (updates->len, ==, stop_at + 1);
  best = line_first_move (lines[stop_at]);
  g_assert_true (tg_point_from_gtp (best, tg_game_get_width (game), tg_game_get_height (game),
                                    &best_point));
  g_assert_cmpint (tg_analysis_best (a)->point, ==, best_point);
  assert_fits (a, game);
  g_assert_true (test_analysis_log_has (tg_analyzer_get_engine (analyzer), TG_ENGINE_LOG_SENT,
                                        "(newline: stop"));
  quit_analyzer (analyzer);
}

static void
test_katago_replay (void)
{
  const char *dir = engines_dir ();
  g_autofree char *manifest = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *cells;

  if (dir == NULL)
    {
      g_test_skip ("no recorded engine output (set TENGEN_TEST_ENGINES)");
      return;
    }
  manifest = g_build_filename (dir, "manifest.json", NULL);
  json_parser_load_from_file (parser, manifest, &error);
  g_assert_no_error (error);
  cells = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "cells");
  g_assert_cmpuint (json_array_get_length (cells), ==, 8);
  for (guint i = 0; i < json_array_get_length (cells); i++)
    replay_one (dir, json_array_get_object_element (cells, i));
}

/* A search that never ends by itself is stopped by the seconds budget. */
static void
test_seconds_budget (void)
{
  g_autofree char *line = test_analysis_fake ("--dialect kata --interval 0.02");
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = test_analysis_game (19, "B D4");
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  gint64 start = g_get_monotonic_time ();
  double elapsed;

  tg_analysis_budget_init (&budget);
  budget.visits = 0;
  budget.seconds = 0.5;
  a = test_analysis_run (analyzer, game, &budget, &error);
  elapsed = (g_get_monotonic_time () - start) / 1e6;
  g_assert_no_error (error);
  g_assert_true (a->final);
  g_assert_cmpfloat (elapsed, >=, 0.5);
  g_assert_cmpfloat (elapsed, <, 5.0);
  g_assert_cmpfloat (a->seconds, <, 0.6);
  g_assert_cmpuint (updates->len, >=, 3);
  /* Made-up reports: 10 visits more each, 2/3 on the first move. */
  g_assert_cmpuint (a->visits % 10, ==, 0);
  /* White to move: its 0.55 and +2.5 are Black's 0.45 and −2.5. */
  g_assert_cmpfloat_with_epsilon (tg_analysis_best (a)->winrate, 0.45, 1e-9);
  g_assert_cmpfloat_with_epsilon (tg_analysis_best (a)->score_lead, -2.5, 1e-9);
  quit_analyzer (analyzer);
}

/* Misbehaving engines -------------------------------------------------------- */

static void
test_crash (void)
{
  g_autofree char *line = test_analysis_fake ("--mode crash --after 3 --interval 0.02");
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = test_analysis_game (19, NULL);
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;

  tg_analysis_budget_init (&budget);
  budget.visits = 10000;
  a = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_null (a);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED);
  g_assert_nonnull (strstr (error->message, "exited with status 3"));
  g_assert_nonnull (strstr (error->message, "simulated crash"));
  /* The reports before the crash reached the caller. */
  g_assert_cmpuint (updates->len, ==, 3);
  quit_analyzer (analyzer);
}

static void
test_garbage (void)
{
  g_autofree char *line = test_analysis_fake ("--mode garbage --interval 0.02");
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = test_analysis_game (19, "B Q16");
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  TgEngine *engine = tg_analyzer_get_engine (analyzer);
  TgAnalysisBudget budget;

  tg_analysis_budget_init (&budget);
  budget.visits = 60;
  a = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (a->visits, ==, 60);
  /* Only the good reports: 10, 20, … 60 visits. */
  g_assert_cmpuint (updates->len, ==, 6);
  g_assert_true (test_analysis_log_has (engine, TG_ENGINE_LOG_EVENT,
                                        "analysis line ignored (not a report): this is not"));
  g_assert_true (test_analysis_log_has (engine, TG_ENGINE_LOG_EVENT,
                                        "analysis line ignored"));
  g_assert_true (test_analysis_log_has (engine, TG_ENGINE_LOG_RECEIVED, "info move D4 visits"));
  g_assert_true (tg_engine_is_running (engine));
  quit_analyzer (analyzer);
}

static void
test_other_position (void)
{
  g_autofree char *line = test_analysis_fake ("--mode other --interval 0.02");
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = test_analysis_game (19, "B K10 W K11 B L10");
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;

  tg_analysis_budget_init (&budget);
  budget.visits = 50;
  a = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  assert_fits (a, game);
  /* Reports 1, 3, 5 (visits 10, 30, 50) fit; 2 and 4 named the stones. */
  g_assert_cmpuint (updates->len, ==, 3);
  for (guint i = 0; i < updates->len; i++)
    assert_fits (g_ptr_array_index (updates, i), game);
  g_assert_true (test_analysis_log_has (tg_analyzer_get_engine (analyzer), TG_ENGINE_LOG_EVENT,
                                        "about another position"));
  quit_analyzer (analyzer);
}

static void
test_deaf (void)
{
  g_autofree char *line = test_analysis_fake ("--mode deaf --interval 0.05");
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, NULL);
  g_autoptr(TgGame) game = test_analysis_game (19, NULL);
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;

  tg_engine_set_timeout (tg_analyzer_get_engine (analyzer), 1000);
  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  a = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_null (a);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_TIMEOUT);
  g_assert_false (tg_engine_is_running (tg_analyzer_get_engine (analyzer)));
  quit_analyzer (analyzer);
}

static void
test_silent (void)
{
  g_autofree char *line = test_analysis_fake ("--mode silent");
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, NULL);
  g_autoptr(TgGame) game = test_analysis_game (19, NULL);
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;

  a = test_analysis_run (analyzer, game, NULL, &error);
  g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "without a report"));
  quit_analyzer (analyzer);
}

static void
test_unsupported (void)
{
  g_autofree char *line = test_analysis_fake ("--dialect none");
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start (line, &error);
  g_autoptr(TgAnalyzer) analyzer = NULL;

  g_assert_no_error (error);
  analyzer = tg_analyzer_new (engine, &error);
  g_assert_null (analyzer);
  g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==,
                   "Fake Analyst cannot analyse positions: it has none of the commands "
                   "kata-analyze, lz-analyze, analyze or top_moves_black and estimate_score.");
  test_engine_quit (engine, 2000);
}

/* A new analysis cancels the one before; its later reports go nowhere. */
static void
test_new_call_cancels (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.02");
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = test_analysis_game (19, "B K10");
  g_autoptr(TgAnalysis) b = NULL;
  g_autoptr(GError) error = NULL;
  GAsyncResult *slot_a = NULL, *slot_b = NULL;
  g_autoptr(GAsyncResult) result_a = NULL, result_b = NULL;
  TgAnalysisBudget budget;
  gint64 until;

  tg_analysis_budget_init (&budget);
  budget.visits = 1000000;
  budget.seconds = 0;
  tg_analyzer_analyze_async (analyzer, game, &budget, NULL, test_engine_result_cb, &slot_a);
  /* Let it report a few times. */
  until = g_get_monotonic_time () + 300000;
  while (g_get_monotonic_time () < until || updates->len == 0)
    g_main_context_iteration (NULL, FALSE);

  g_assert_cmpint (tg_game_play (game, tg_point (2, 2)), ==, TG_MOVE_OK);
  budget.visits = 40;
  tg_analyzer_analyze_async (analyzer, game, &budget, NULL, test_engine_result_cb, &slot_b);
  result_a = test_engine_wait (&slot_a);
  g_assert_null (tg_analyzer_analyze_finish (analyzer, result_a, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_ptr_array_set_size (updates, 0);
  result_b = test_engine_wait (&slot_b);
  b = tg_analyzer_analyze_finish (analyzer, result_b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (b->to_move, ==, TG_BLACK);
  g_assert_cmpuint (b->visits, ==, 40);
  /* Only B's reports: 10, 20, 30, 40 visits, all about B's position. */
  g_assert_cmpuint (updates->len, ==, 4);
  for (guint i = 0; i < updates->len; i++)
    assert_fits (g_ptr_array_index (updates, i), game);
  quit_analyzer (analyzer);
}

/* "Keep thinking" goes on past any budget until it is cancelled; the
 * engine is then stopped and ready for the next position. */
static void
test_unbounded (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01");
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, updates);
  g_autoptr(TgGame) game = test_analysis_game (19, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(TgAnalysis) a = NULL, next = NULL;
  g_autoptr(GError) error = NULL;
  GAsyncResult *slot = NULL;
  TgAnalysisBudget budget;

  tg_analysis_budget_init (&budget);
  budget.unbounded = TRUE;
  budget.visits = 20;
  budget.seconds = 0.01;
  tg_analyzer_analyze_async (analyzer, game, &budget, cancellable, test_engine_result_cb, &slot);
  /* Well past 20 visits and 0.01 s. */
  while (updates->len < 10)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (slot);
  g_assert_cmpuint (((TgAnalysis *) g_ptr_array_index (updates, 9))->visits, ==, 100);
  g_cancellable_cancel (cancellable);
  result = test_engine_wait (&slot);
  a = tg_analyzer_analyze_finish (analyzer, result, &error);
  g_assert_null (a);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  budget.unbounded = FALSE;
  budget.seconds = 0;
  next = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (next->visits, ==, 20);
  quit_analyzer (analyzer);
}

typedef struct
{
  GArray *visits;   /* guint per report, in order */
  GArray *times;    /* gint64: when each came */
} Arrivals;

static void
arrival_cb (TgAnalyzer *analyzer,
            TgAnalysis *report,
            Arrivals   *arrivals)
{
  gint64 now = g_get_monotonic_time ();

  g_array_append_val (arrivals->visits, report->visits);
  g_array_append_val (arrivals->times, now);
}

/* With a stream interval the reports come in batches, one wake-up each,
 * none lost and in order, the Engine Log still line by line; a cancel still stops the search at once, and
 * the engine analyses the next position. The fake writes a report every
 * 0.02 s with 10 more visits each (10, 20, 30, ...); read every 0.2 s,
 * they come some ten at a time. */
static void
test_stream_interval (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.02");
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line, NULL);
  g_autoptr(TgGame) game = test_analysis_game (19, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(TgAnalysis) a = NULL, next = NULL;
  g_autoptr(GError) error = NULL;
  GAsyncResult *slot = NULL;
  Arrivals arrivals = { g_array_new (FALSE, FALSE, sizeof (guint)),
                        g_array_new (FALSE, FALSE, sizeof (gint64)) };
  guint bursts = 1, burst = 1, largest = 1;
  TgAnalysisBudget budget;

  g_signal_connect (analyzer, "update", G_CALLBACK (arrival_cb), &arrivals);
  tg_engine_set_stream_interval (tg_analyzer_get_engine (analyzer), 200);
  tg_analysis_budget_init (&budget);
  budget.unbounded = TRUE;
  tg_analyzer_analyze_async (analyzer, game, &budget, cancellable, test_engine_result_cb, &slot);
  while (arrivals.visits->len < 30)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < arrivals.visits->len; i++)
    g_assert_cmpuint (g_array_index (arrivals.visits, guint, i), ==, 10 * (i + 1));
  /* Reports read in the same wake-up come within a millisecond or so;
   * batches are 0.2 s apart. */
  for (guint i = 1; i < arrivals.times->len; i++)
    if (g_array_index (arrivals.times, gint64, i) -
        g_array_index (arrivals.times, gint64, i - 1) > 50000)
      {
        bursts++;
        burst = 1;
      }
    else
      largest = MAX (largest, ++burst);
  g_test_message ("%u reports in %u batches, the largest of %u", arrivals.visits->len, bursts,
                  largest);
  g_assert_cmpuint (bursts, <, arrivals.visits->len / 2);
  g_assert_cmpuint (largest, >=, 3);
  /* The Engine Log still has every line, in order. */
  {
    GPtrArray *log = tg_engine_get_log (tg_analyzer_get_engine (analyzer));
    guint logged = 0;

    for (guint i = 0; i < log->len; i++)
      {
        const TgEngineLogEntry *entry = g_ptr_array_index (log, i);

        if (entry->kind == TG_ENGINE_LOG_RECEIVED && g_str_has_prefix (entry->text, "info move") &&
            logged < arrivals.visits->len)
          {
            g_assert_cmpuint (line_visits (entry->text), ==, 10 * (logged + 1));
            logged++;
          }
      }
    g_assert_cmpuint (logged, ==, arrivals.visits->len);
  }

  g_cancellable_cancel (cancellable);
  result = test_engine_wait (&slot);
  a = tg_analyzer_analyze_finish (analyzer, result, &error);
  g_assert_null (a);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  budget.unbounded = FALSE;
  budget.visits = 50;
  next = test_analysis_run (analyzer, game, &budget, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (next->visits, ==, 50);
  g_array_unref (arrivals.visits);
  g_array_unref (arrivals.times);
  quit_analyzer (analyzer);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = g_dir_make_tmp ("tengen-data-XXXXXX", NULL);
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analyzer/leela-zero", test_leela_zero);
  g_test_add_func ("/analyzer/leela-zero/no-network", test_leela_zero_no_network);
  g_test_add_func ("/analyzer/leela-zero/default-network", test_leela_zero_default_network);
  g_test_add_func ("/analyzer/gnugo", test_gnugo);
  g_test_add_func ("/analyzer/katago-replay", test_katago_replay);
  g_test_add_func ("/analyzer/seconds-budget", test_seconds_budget);
  g_test_add_func ("/analyzer/crash", test_crash);
  g_test_add_func ("/analyzer/garbage", test_garbage);
  g_test_add_func ("/analyzer/other-position", test_other_position);
  g_test_add_func ("/analyzer/deaf", test_deaf);
  g_test_add_func ("/analyzer/silent", test_silent);
  g_test_add_func ("/analyzer/unsupported", test_unsupported);
  g_test_add_func ("/analyzer/new-call-cancels", test_new_call_cancels);
  g_test_add_func ("/analyzer/unbounded", test_unbounded);
  g_test_add_func ("/analyzer/stream-interval", test_stream_interval);
  status = g_test_run ();
  tg_test_remove_tree (data_home);
  return status;
}
