/* test-analysis-job.c: whole-record analysis
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real Leela Zero on the tiny network (skipped without it) over a
 * short 19×19 record; tests/gtp/gtp-analyze-fake.py for the order, the
 * skipping, cancel and resume, a crash (what was analysed stays), two
 * engines over a collection, and a move range. The fake's reports are
 * made up by a rule (tests/gtp/gtp-analyze-fake.py): its first choice is
 * the first empty point from the centre outwards (K10, J10, K9, K11, L10
 * on 19×19), at 55 % for the side to move, so every move loses 10 points
 * of winrate by its numbers.
 */

#include "config.h"

#include <math.h>

#include "test-analysis-common.h"
#include "tg-analysis-job.h"
#include "tg-analysis-sgf.h"
#include "tg-point.h"
#include "tg-sgf-writer.h"

static const char record[] =
  "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese];B[jj];W[pd];B[ij];W[dp];B[pp];W[dd])";

static TgGameTree *
read_record (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read (sgf, strlen (sgf), NULL, &error);
  TgGameTree *tree;

  g_assert_no_error (error);
  tree = tg_game_tree_ref (doc->tree);
  tg_sgf_document_free (doc);
  return tree;
}

static TgAnalyzer *
start_analyzer (const char *command_line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start (command_line, &error);
  TgAnalyzer *analyzer;

  g_assert_no_error (error);
  analyzer = tg_analyzer_new (engine, &error);
  g_assert_no_error (error);
  return analyzer;
}

typedef struct
{
  GArray *done;          /* guint: game * 1000 + position, in order */
  guint   last_done;
  guint   last_total;
  double  last_left;
  guint   progress;
  gboolean cancel_after_two;
  TgAnalysisJob *job;
} Watch;

static void
position_done_cb (TgAnalysisJob *job,
                  guint          game,
                  guint          position,
                  TgAnalysis    *analysis,
                  Watch         *watch)
{
  guint key = game * 1000 + position;

  g_assert_true (analysis->final);
  g_array_append_val (watch->done, key);
  if (watch->cancel_after_two && watch->done->len == 2)
    tg_analysis_job_cancel (job);
}

static void
progress_cb (TgAnalysisJob *job,
             guint          done,
             guint          total,
             double         left,
             Watch         *watch)
{
  g_assert_cmpuint (done, >=, watch->last_done);
  watch->last_done = done;
  watch->last_total = total;
  watch->last_left = left;
  watch->progress++;
}

static void
watch_init (Watch         *watch,
            TgAnalysisJob *job)
{
  memset (watch, 0, sizeof *watch);
  watch->done = g_array_new (FALSE, FALSE, sizeof (guint));
  watch->job = job;
  g_signal_connect (job, "position-done", G_CALLBACK (position_done_cb), watch);
  g_signal_connect (job, "progress", G_CALLBACK (progress_cb), watch);
}

static gboolean
run_job (TgAnalysisJob  *job,
         GError        **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_analysis_job_run_async (job, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  return tg_analysis_job_run_finish (job, result, error);
}

/* Each position's analysis is about that position. */
static void
assert_positions (TgAnalysisJob *job,
                  guint          game)
{
  TgGameTree *tree = tg_analysis_job_get_tree (job, game);
  g_autoptr(TgGame) g = tg_game_new_for_tree (tree, tg_analysis_job_get_game_index (job, game),
                                              NULL);

  for (guint i = 0; i < tg_analysis_job_get_n_positions (job, game); i++)
    {
      TgAnalysis *a = tg_analysis_job_get_analysis (job, game, i);

      g_assert_nonnull (a);
      tg_game_go_to (g, tg_analysis_job_get_node (job, game, i));
      g_assert_true (tg_analysis_matches (a, tg_game_get_board (g), tg_game_get_to_play (g),
                                          tg_game_get_komi (g)));
    }
}

static guint
count_sent (TgEngine   *engine,
            const char *text)
{
  GPtrArray *log = tg_engine_get_log (engine);
  guint n = 0;

  for (guint i = 0; i < log->len; i++)
    {
      const TgEngineLogEntry *entry = g_ptr_array_index (log, i);

      /* Commands, not the newlines that stop them: "(newline: stop …)" */
      if (entry->kind == TG_ENGINE_LOG_SENT && entry->text[0] != '(' &&
          strstr (entry->text, text) != NULL)
        n++;
    }
  return n;
}

static void
test_leela_zero (void)
{
  g_autofree char *line = test_analysis_leelaz_line (50);
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = NULL;
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  const TgMoveReview *reviews;
  TgPlayerSummary black;
  TgAnalysisBudget budget;
  Watch watch;
  guint n;

  if (line == NULL)
    {
      g_test_skip ("Leela Zero is not installed (/usr/lib/leelaz/bin/leelaz)");
      return;
    }
  analyzer = start_analyzer (line);
  tg_analysis_budget_init (&budget);
  job = tg_analysis_job_new (&budget);
  watch_init (&watch, job);
  tg_analysis_job_add_analyzer (job, analyzer);
  g_assert_cmpint (tg_analysis_job_add_game (job, tree, 0, 0, 0, &error), ==, 0);
  g_assert_cmpuint (tg_analysis_job_get_total (job), ==, 7);
  /* The user looks at move 4 first. */
  tg_analysis_job_set_first (job, 0, tg_analysis_job_get_node (job, 0, 4));
  g_assert_true (run_job (job, &error));
  g_assert_no_error (error);

  /* 4, 5, 6, then from the start. */
  g_assert_cmpuint (watch.done->len, ==, 7);
  for (guint i = 0; i < 7; i++)
    g_assert_cmpuint (g_array_index (watch.done, guint, i), ==, (i + 4) % 7);
  g_assert_cmpuint (watch.last_done, ==, 7);
  g_assert_cmpuint (watch.last_total, ==, 7);
  g_assert_cmpfloat (watch.last_left, ==, 0);
  assert_positions (job, 0);
  g_assert_cmpstr (tg_analysis_job_get_engine_name (job, 0), ==, "Leela Zero 0.17");

  reviews = tg_analysis_job_get_reviews (job, 0, &n);
  g_assert_cmpuint (n, ==, 6);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (reviews[i].move_number, ==, i + 1);
      g_assert_cmpint (reviews[i].color, ==, i % 2 == 0 ? TG_BLACK : TG_WHITE);
      g_assert_true (reviews[i].has_best);
      g_assert_cmpint (reviews[i].klass, !=, TG_MOVE_CLASS_UNKNOWN);
      /* No score from Leela Zero: the loss is in winrate only. */
      g_assert_true (isnan (reviews[i].loss));
      g_assert_false (isnan (reviews[i].loss_winrate));
    }
  tg_analysis_job_get_summary (job, 0, TG_BLACK, &black);
  g_assert_cmpuint (black.moves, ==, 3);
  test_engine_quit (tg_analyzer_get_engine (analyzer), 2000);
}

/* Reviews by the fake's rule, and the record written, read back, skipped. */
static void
test_fake_write_and_skip (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01");
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line);
  g_autoptr(TgAnalysisJob) job = NULL, again = NULL, deeper = NULL;
  g_autoptr(GError) error = NULL;
  TgEngine *engine = tg_analyzer_get_engine (analyzer);
  const TgMoveReview *reviews;
  TgPlayerSummary black, white;
  TgAnalysisBudget budget;
  char buf[TG_POINT_GTP_SIZE];
  Watch watch;
  guint n;

  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  job = tg_analysis_job_new (&budget);
  tg_analysis_job_add_analyzer (job, analyzer);
  tg_analysis_job_set_write (job, TRUE, 0);
  g_assert_cmpint (tg_analysis_job_add_game (job, tree, 0, 0, 0, &error), ==, 0);
  g_assert_true (run_job (job, &error));
  g_assert_cmpuint (count_sent (engine, "lz-analyze"), ==, 7);

  reviews = tg_analysis_job_get_reviews (job, 0, &n);
  g_assert_cmpuint (n, ==, 6);
  /* Move 1 (B K10) is the fake's first choice at the root; move 2 (W Q16)
   * is not (J10 is); every move loses 0.55 − 0.45 of winrate. */
  g_assert_cmpstr (tg_point_to_gtp (reviews[0].best, 19, buf), ==, "K10");
  g_assert_true (reviews[0].top1);
  g_assert_cmpstr (tg_point_to_gtp (reviews[1].best, 19, buf), ==, "J10");
  g_assert_false (reviews[1].top1);
  g_assert_false (reviews[1].top5);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat_with_epsilon (reviews[i].loss_winrate, 0.10, 1e-9);
      g_assert_cmpuint (reviews[i].visits, ==, 30);
      g_assert_cmpfloat_with_epsilon (reviews[i].winrate, i % 2 == 0 ? 0.45 : 0.55, 1e-9);
    }
  tg_analysis_job_get_summary (job, 0, TG_BLACK, &black);
  tg_analysis_job_get_summary (job, 0, TG_WHITE, &white);
  g_assert_cmpuint (black.moves, ==, 3);
  g_assert_cmpuint (white.moves, ==, 3);
  /* B K10 matched; B J10 (move 3) was the first choice there too. */
  g_assert_cmpfloat_with_epsilon (black.top1, 2.0 / 3.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (white.top1, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (black.mean_loss_winrate, 0.10, 1e-9);

  /* The record holds them now: a new job at the same budget has nothing
   * to do and asks the engine nothing. */
  again = tg_analysis_job_new (&budget);
  tg_analysis_job_add_analyzer (again, analyzer);
  tg_analysis_job_add_game (again, tree, 0, 0, 0, &error);
  g_assert_cmpuint (tg_analysis_job_get_done (again), ==, 7);
  g_assert_true (run_job (again, &error));
  g_assert_cmpuint (count_sent (engine, "lz-analyze"), ==, 7);
  reviews = tg_analysis_job_get_reviews (again, 0, &n);
  g_assert_cmpuint (n, ==, 6);
  g_assert_cmpfloat_with_epsilon (reviews[3].loss_winrate, 0.10, 1e-9);

  /* Another engine at the same budget is asked for its own view of every
   * position: the first engine's analyses are not its. */
  {
    g_autofree char *other_line = test_analysis_fake ("--interval 0.01 --name 'Other Analyst'");
    g_autoptr(TgAnalyzer) other = start_analyzer (other_line);
    g_autoptr(TgAnalysisJob) other_job = tg_analysis_job_new (&budget);

    tg_analysis_job_add_analyzer (other_job, other);
    tg_analysis_job_add_game (other_job, tree, 0, 0, 0, &error);
    g_assert_cmpuint (tg_analysis_job_get_done (other_job), ==, 0);
    g_assert_true (run_job (other_job, &error));
    g_assert_cmpuint (count_sent (tg_analyzer_get_engine (other), "lz-analyze"), ==, 7);
    g_assert_cmpstr (tg_analysis_job_get_analysis (other_job, 0, 6)->engine_name, ==,
                     "Other Analyst");
    test_engine_quit (tg_analyzer_get_engine (other), 2000);
  }

  /* A bigger budget analyses them again. */
  budget.visits = 40;
  deeper = tg_analysis_job_new (&budget);
  watch_init (&watch, deeper);
  tg_analysis_job_add_analyzer (deeper, analyzer);
  tg_analysis_job_add_game (deeper, tree, 0, 0, 0, &error);
  g_assert_cmpuint (tg_analysis_job_get_done (deeper), ==, 0);
  g_assert_true (run_job (deeper, &error));
  g_assert_cmpuint (count_sent (engine, "lz-analyze"), ==, 14);
  g_assert_cmpuint (tg_analysis_job_get_analysis (deeper, 0, 6)->visits, ==, 40);
  g_array_unref (watch.done);
  test_engine_quit (engine, 2000);
}

/* GNU Go (level 1, a fixed seed) on a 9×9 record: each move's loss is
 * GNU Go's estimate after its first choice minus its estimate of the
 * position the move reached, from the mover's side (0 for its own
 * choice; at most the difference of the move values when it is listed). The record then holds the analyses and a new job skips them;
 * analyses of older Tengen (no es=, so no estimate of their own) are made
 * again. */
static void
test_gnugo_estimates (void)
{
  static const char nine[] = "(;GM[1]FF[4]SZ[9]KM[7];B[ee];W[cc];B[gc];W[cg])";
  g_autofree char *line = NULL;
  g_autoptr(TgGameTree) tree = read_record (nine);
  g_autoptr(TgGameTree) old_tree = NULL;
  g_autoptr(TgAnalyzer) analyzer = NULL;
  g_autoptr(TgAnalysisJob) job = NULL, again = NULL, upgrade = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) es = NULL;
  g_autofree char *text = NULL;
  g_autofree char *old_text = NULL;
  const TgMoveReview *reviews;
  TgEngine *engine;
  guint n;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  line = test_engine_gnugo_line (1, 1);
  analyzer = start_analyzer (line);
  engine = tg_analyzer_get_engine (analyzer);
  job = tg_analysis_job_new (NULL);
  tg_analysis_job_add_analyzer (job, analyzer);
  tg_analysis_job_set_write (job, TRUE, 0);
  g_assert_cmpint (tg_analysis_job_add_game (job, tree, 0, 0, 0, &error), ==, 0);
  g_assert_true (run_job (job, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_sent (engine, "top_moves_"), ==, 5);
  reviews = tg_analysis_job_get_reviews (job, 0, &n);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      const TgAnalysis *before = tg_analysis_job_get_analysis (job, 0, i);
      const TgAnalysis *after = tg_analysis_job_get_analysis (job, 0, i + 1);
      const TgAnalysisCandidate *best = tg_analysis_best (before);
      const TgAnalysisCandidate *played = tg_analysis_find_candidate (before, reviews[i].point);
      double sign = reviews[i].color == TG_BLACK ? 1 : -1;
      double loss = sign * (best->score_lead - after->score_estimate);

      g_assert_false (isnan (before->score_estimate));
      g_assert_false (isnan (best->score_lead));
      g_assert_cmpfloat_with_epsilon (before->score_lead,
                                      (before->score_estimate + best->score_lead) / 2, 1e-9);
      if (played != NULL)
        loss = MIN (loss, best->value - played->value);
      if (reviews[i].top1)
        g_assert_cmpfloat (reviews[i].loss, ==, 0.0);
      else
        g_assert_cmpfloat_with_epsilon (reviews[i].loss, loss, 1e-9);
    }

  again = tg_analysis_job_new (NULL);
  tg_analysis_job_add_analyzer (again, analyzer);
  tg_analysis_job_add_game (again, tree, 0, 0, 0, &error);
  g_assert_cmpuint (tg_analysis_job_get_done (again), ==, 5);

  text = tg_sgf_write (tree, NULL);
  es = g_regex_new (" es=[-0-9.]+", 0, 0, NULL);
  old_text = g_regex_replace_literal (es, text, -1, 0, "", 0, NULL);
  g_assert_null (strstr (old_text, " es="));
  old_tree = read_record (old_text);
  upgrade = tg_analysis_job_new (NULL);
  tg_analysis_job_add_analyzer (upgrade, analyzer);
  tg_analysis_job_add_game (upgrade, old_tree, 0, 0, 0, &error);
  g_assert_cmpuint (tg_analysis_job_get_done (upgrade), ==, 0);
  test_engine_quit (engine, 2000);
}

static void
test_cancel_resume (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01");
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line);
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  Watch watch;

  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  job = tg_analysis_job_new (&budget);
  watch_init (&watch, job);
  watch.cancel_after_two = TRUE;
  tg_analysis_job_add_analyzer (job, analyzer);
  tg_analysis_job_add_game (job, tree, 0, 0, 0, &error);
  g_assert_false (run_job (job, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (tg_analysis_job_get_done (job), ==, 2);
  g_assert_cmpfloat (tg_analysis_job_get_seconds_left (job), >, 0);

  watch.cancel_after_two = FALSE;
  g_assert_true (run_job (job, &error));
  g_assert_no_error (error);
  /* Each position once: 0 and 1, then 2 to 6. */
  g_assert_cmpuint (watch.done->len, ==, 7);
  for (guint i = 0; i < 7; i++)
    g_assert_cmpuint (g_array_index (watch.done, guint, i), ==, i);
  g_array_unref (watch.done);
  test_engine_quit (tg_analyzer_get_engine (analyzer), 2000);
}

/* An engine that crashes on its first analysis stops the job at the
 * starting position, said as such (not "after move 0"). */
static void
test_crash_at_start (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01 --mode crash --nth 1 --after 1");
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line);
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;

  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  job = tg_analysis_job_new (&budget);
  tg_analysis_job_add_analyzer (job, analyzer);
  tg_analysis_job_add_game (job, tree, 0, 0, 0, &error);
  g_assert_false (run_job (job, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED);
  g_assert_true (g_str_has_prefix (error->message,
                                   "The analysis stopped at the starting position: "));
  test_engine_quit (tg_analyzer_get_engine (analyzer), 2000);
}

static void
test_crash (void)
{
  /* Crashes during its fourth analysis (the position after move 3). */
  g_autofree char *line = test_analysis_fake ("--interval 0.01 --mode crash --nth 4 --after 1");
  g_autofree char *good = test_analysis_fake ("--interval 0.01");
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line);
  g_autoptr(TgAnalyzer) second = NULL;
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  guint game = 99, move = 99;

  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  job = tg_analysis_job_new (&budget);
  tg_analysis_job_add_analyzer (job, analyzer);
  tg_analysis_job_set_write (job, TRUE, 0);
  tg_analysis_job_add_game (job, tree, 0, 0, 0, &error);
  g_assert_false (run_job (job, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED);
  g_assert_true (g_str_has_prefix (error->message,
                                   "The analysis stopped at the position after move 3: "));
  g_clear_error (&error);
  g_assert_true (tg_analysis_job_get_failure (job, &game, &move));
  g_assert_cmpuint (game, ==, 0);
  g_assert_cmpuint (move, ==, 3);
  /* What was analysed stays, in the job and in the record. */
  g_assert_cmpuint (tg_analysis_job_get_done (job), ==, 3);
  g_assert_true (tg_game_tree_has_prop (tree, tg_analysis_job_get_node (job, 0, 2),
                                        TG_ANALYSIS_SGF_PROPERTY));
  g_assert_false (tg_game_tree_has_prop (tree, tg_analysis_job_get_node (job, 0, 3),
                                         TG_ANALYSIS_SGF_PROPERTY));

  /* Resumed with another engine: only the rest. */
  second = start_analyzer (good);
  tg_analysis_job_add_analyzer (job, second);
  g_assert_true (run_job (job, &error));
  g_assert_no_error (error);
  g_assert_false (tg_analysis_job_get_failure (job, NULL, NULL));
  g_assert_cmpuint (count_sent (tg_analyzer_get_engine (second), "lz-analyze"), ==, 4);
  assert_positions (job, 0);
  test_engine_quit (tg_analyzer_get_engine (second), 2000);
  test_engine_quit (tg_analyzer_get_engine (analyzer), 2000);
}

static void
test_two_engines_collection (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01");
  g_autoptr(TgGameTree) tree = read_record (
    "(;GM[1]FF[4]SZ[9]KM[7];B[ee];W[cc];B[gg];W[cg])"
    "(;GM[1]FF[4]SZ[13]KM[6.5];B[gg];W[dd];B[jj])");
  g_autoptr(TgAnalyzer) a = start_analyzer (line);
  g_autoptr(TgAnalyzer) b = start_analyzer (line);
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  Watch watch;
  guint sent_a, sent_b;

  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  job = tg_analysis_job_new (&budget);
  watch_init (&watch, job);
  tg_analysis_job_add_analyzer (job, a);
  tg_analysis_job_add_analyzer (job, b);
  g_assert_cmpint (tg_analysis_job_add_game (job, tree, 0, 0, 0, &error), ==, 0);
  g_assert_cmpint (tg_analysis_job_add_game (job, tree, 1, 0, 0, &error), ==, 1);
  g_assert_cmpuint (tg_analysis_job_get_total (job), ==, 9);
  g_assert_true (run_job (job, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (watch.done->len, ==, 9);
  sent_a = count_sent (tg_analyzer_get_engine (a), "lz-analyze");
  sent_b = count_sent (tg_analyzer_get_engine (b), "lz-analyze");
  g_assert_cmpuint (sent_a + sent_b, ==, 9);
  g_assert_cmpuint (sent_a, >, 0);
  g_assert_cmpuint (sent_b, >, 0);
  assert_positions (job, 0);
  assert_positions (job, 1);
  g_array_unref (watch.done);
  test_engine_quit (tg_analyzer_get_engine (a), 2000);
  test_engine_quit (tg_analyzer_get_engine (b), 2000);
}

static void
test_range_and_komi (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01");
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line);
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  const TgMoveReview *reviews;
  TgAnalysisBudget budget;
  guint n;

  before = tg_sgf_write (tree, NULL);
  tg_analysis_budget_init (&budget);
  budget.visits = 20;
  job = tg_analysis_job_new (&budget);
  tg_analysis_job_set_komi (job, 13);
  tg_analysis_job_add_analyzer (job, analyzer);
  tg_analysis_job_add_game (job, tree, 0, 3, 5, &error);
  /* The positions after moves 2 to 5. */
  g_assert_cmpuint (tg_analysis_job_get_total (job), ==, 4);
  g_assert_true (run_job (job, &error));
  reviews = tg_analysis_job_get_reviews (job, 0, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (reviews[0].move_number, ==, 3);
  g_assert_cmpuint (reviews[2].move_number, ==, 5);
  g_assert_cmpint (tg_analysis_job_get_analysis (job, 0, 0)->komi, ==, 13);
  g_assert_true (test_analysis_log_has (tg_analyzer_get_engine (analyzer), TG_ENGINE_LOG_SENT,
                                        "komi 6.5"));
  /* Not written (not asked), and the record's KM stays 7.5. */
  after = tg_sgf_write (tree, NULL);
  g_assert_cmpstr (before, ==, after);
  test_engine_quit (tg_analyzer_get_engine (analyzer), 2000);
}

/* Analyses kept in memory (not in the record) are not asked for again. */
static void
test_in_memory (void)
{
  g_autofree char *line = test_analysis_fake ("--interval 0.01");
  g_autoptr(TgGameTree) tree = read_record (record);
  g_autoptr(TgAnalyzer) analyzer = start_analyzer (line);
  g_autoptr(TgAnalysisJob) first = NULL, second = NULL;
  g_autoptr(GError) error = NULL;
  TgEngine *engine = tg_analyzer_get_engine (analyzer);
  TgAnalysisBudget budget;

  tg_analysis_budget_init (&budget);
  budget.visits = 30;
  first = tg_analysis_job_new (&budget);
  tg_analysis_job_add_analyzer (first, analyzer);
  tg_analysis_job_add_game (first, tree, 0, 0, 0, &error);
  g_assert_true (run_job (first, &error));
  g_assert_cmpuint (count_sent (engine, "lz-analyze"), ==, 7);
  g_assert_false (tg_game_tree_has_prop (tree, tg_analysis_job_get_node (first, 0, 1),
                                         TG_ANALYSIS_SGF_PROPERTY));

  second = tg_analysis_job_new (&budget);
  tg_analysis_job_add_analyzer (second, analyzer);
  tg_analysis_job_add_game (second, tree, 0, 0, 0, &error);
  g_assert_cmpuint (tg_analysis_job_get_done (second), ==, 0);
  /* Positions 0 to 4 from memory; one about another position is refused
   * (position 5's analysis offered for position 6). */
  for (guint i = 0; i < 5; i++)
    tg_analysis_job_set_analysis (second, 0, tg_analysis_job_get_node (second, 0, i),
                                  tg_analysis_job_get_analysis (first, 0, i));
  tg_analysis_job_set_analysis (second, 0, tg_analysis_job_get_node (second, 0, 6),
                                tg_analysis_job_get_analysis (first, 0, 5));
  g_assert_cmpuint (tg_analysis_job_get_done (second), ==, 5);
  g_assert_true (run_job (second, &error));
  g_assert_cmpuint (count_sent (engine, "lz-analyze"), ==, 9);
  assert_positions (second, 0);
  test_engine_quit (engine, 2000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis-job/leela-zero", test_leela_zero);
  g_test_add_func ("/analysis-job/write-and-skip", test_fake_write_and_skip);
  g_test_add_func ("/analysis-job/gnugo-estimates", test_gnugo_estimates);
  g_test_add_func ("/analysis-job/cancel-resume", test_cancel_resume);
  g_test_add_func ("/analysis-job/crash", test_crash);
  g_test_add_func ("/analysis-job/crash-at-start", test_crash_at_start);
  g_test_add_func ("/analysis-job/two-engines-collection", test_two_engines_collection);
  g_test_add_func ("/analysis-job/range-and-komi", test_range_and_komi);
  g_test_add_func ("/analysis-job/in-memory", test_in_memory);
  return g_test_run ();
}
