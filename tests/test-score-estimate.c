/* test-score-estimate.c: the position estimate (形势判断)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hand-made 9×9 positions whose answer a player sees at a glance, counted by
 * hand (tests/data/estimate, read through tg_estimate_input_for_game):
 *  - won-corner: Black walls off columns A–B (18 points), White columns E–J
 *    (44 points), D5 is a neutral point between them. Japanese: 18 against
 *    44, W+26. Chinese: 9 + 18 + ½ = 27½ against 9 + 44 + ½ = 53½, W+26,
 *    黑 27½ 子, 白胜 13 子.
 *  - dead-group: the two black stones G7 G6 float in White's 36 points.
 *    Japanese: Black 27, White 36 + 2 prisoners = 38, W+11. Chinese: 9 + 27
 *    = 36 against 9 + 36 = 45, W+9.
 *  - seki-open: the seki of RULES.md T5 (C9–C7, D7 against E9–E7) with an
 *    open bottom: D9 and D8 are shared liberties nobody fills, every stone
 *    lives, A9 is White's and J9 Black's.
 *  - finished-dead: dead-group with komi 6.5 and two passes: the count with
 *    the proposed dead stones, W+17.5.
 * Then: the count on finished games (these and the corpus), determinism,
 * threads, cancellation.
 */

#include <string.h>

#include "tg-deadstones.h"
#include "tg-score-estimate.h"
#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

typedef struct
{
  TgGame            *game;
  TgScoreInput       input;
  TgEstimateOptions  options;
  TgEstimate        *estimate;
} Fixture;

static TgGame *
load_game (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
  TgGame *game;

  g_assert_no_error (error);
  game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  tg_game_go_to_end (game);
  return game;
}

static void
fixture_load (Fixture       *f,
              const char    *name,
              TgRulesPreset  preset)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "estimate", name, NULL);
  g_autoptr(GError) error = NULL;

  memset (f, 0, sizeof *f);
  f->game = load_game (path);
  if (preset != TG_RULES_N_PRESETS)
    tg_game_set_rules (f->game, tg_rules_get_preset (preset), FALSE);
  tg_estimate_options_init (&f->options);
  tg_estimate_input_for_game (f->game, &f->input, &f->options);
  f->estimate = tg_estimate_compute (&f->input, &f->options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->estimate);
}

static void
fixture_clear (Fixture *f)
{
  g_clear_pointer (&f->estimate, tg_estimate_free);
  g_clear_object (&f->game);
}

static TgPoint
pt (const char *gtp)
{
  return tg_test_point (gtp, 9, 9);
}

static TgScoreOwner
owner_at (const Fixture *f,
          const char    *gtp)
{
  TgPoint p = pt (gtp);

  return tg_estimate_get_owner (f->estimate, tg_point_x (p), tg_point_y (p));
}

static gfloat
own_at (const Fixture *f,
        const char    *gtp)
{
  TgPoint p = pt (gtp);

  return tg_estimate_get_ownership (f->estimate, tg_point_x (p), tg_point_y (p));
}

/* Hand-made positions ------------------------------------------------------ */

static void
test_won_corner (void)
{
  Fixture f;

  fixture_load (&f, "won-corner.sgf", TG_RULES_N_PRESETS);
  g_assert_false (f.options.finished);
  g_assert_cmpuint (f.estimate->n_dead, ==, 0);
  g_assert_cmpstr (f.estimate->score->result, ==, "W+26");
  g_assert_cmpuint (f.estimate->score->black.territory, ==, 18);
  g_assert_cmpuint (f.estimate->score->white.territory, ==, 44);
  for (guint i = 0; i < 9; i++)
    {
      char a[4], j[4];

      g_snprintf (a, sizeof a, "A%u", i + 1);
      g_snprintf (j, sizeof j, "J%u", i + 1);
      g_assert_cmpint (owner_at (&f, a), ==, TG_SCORE_OWNER_BLACK);
      g_assert_cmpint (owner_at (&f, j), ==, TG_SCORE_OWNER_WHITE);
      g_assert_cmpfloat (own_at (&f, a), >, 0.5f);
      g_assert_cmpfloat (own_at (&f, j), <, 0.0f);
    }
  g_assert_cmpint (owner_at (&f, "D5"), ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpfloat (ABS (own_at (&f, "D5")), <, TG_ESTIMATE_OWNER_THRESHOLD);
  fixture_clear (&f);

  fixture_load (&f, "won-corner.sgf", TG_RULES_CHINESE);
  g_assert_cmpstr (f.estimate->score->result, ==, "W+26");
  g_assert_cmpint (f.estimate->score->black.total, ==, 55);
  g_assert_cmpint (f.estimate->score->white.total, ==, 107);
  g_assert_cmpstr (f.estimate->score->chinese_count, ==, "黑 27 1/2 子，白胜 13 子");
  fixture_clear (&f);
}

static void
test_dead_group (void)
{
  Fixture f;

  fixture_load (&f, "dead-group.sgf", TG_RULES_N_PRESETS);
  g_assert_cmpuint (f.estimate->n_dead, ==, 2);
  g_assert_true (f.estimate->dead[pt ("G7")]);
  g_assert_true (f.estimate->dead[pt ("G6")]);
  g_assert_cmpint (owner_at (&f, "G7"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (owner_at (&f, "H5"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (owner_at (&f, "A1"), ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpuint (f.estimate->score->white.territory, ==, 36);
  g_assert_cmpuint (f.estimate->score->white.prisoners, ==, 2);
  g_assert_cmpuint (f.estimate->score->black.territory, ==, 27);
  g_assert_cmpstr (f.estimate->score->result, ==, "W+11");
  fixture_clear (&f);

  fixture_load (&f, "dead-group.sgf", TG_RULES_CHINESE);
  g_assert_cmpstr (f.estimate->score->result, ==, "W+9");
  g_assert_cmpstr (f.estimate->score->chinese_count, ==, "黑 36 子，白胜 4 1/2 子");
  fixture_clear (&f);
}

static void
test_seki (void)
{
  static const char *const alive[] = { "C9", "C8", "C7", "D7", "E9", "E8", "E7", "B9", "F9" };
  Fixture f;

  fixture_load (&f, "seki-open.sgf", TG_RULES_N_PRESETS);
  g_assert_cmpuint (f.estimate->n_dead, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (alive); i++)
    g_assert_false (f.estimate->dead[pt (alive[i])]);
  g_assert_cmpint (owner_at (&f, "D9"), ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (owner_at (&f, "D8"), ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpfloat (ABS (own_at (&f, "D9")), <, 0.25f);
  g_assert_cmpint (owner_at (&f, "A9"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (owner_at (&f, "J9"), ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpuint (f.estimate->score->seki_points, ==, 2);
  fixture_clear (&f);
}

/* The count on finished games ---------------------------------------------- */

/* The estimate of a finished game against tg_score_compute with
 * tg_deadstones_guess's dead stones. */
static void
assert_equals_count (TgGame *game)
{
  g_autoptr(TgEstimate) est = NULL;
  g_autoptr(TgScore) count = NULL;
  g_autofree guint8 *dead = g_new0 (guint8, TG_ARRAY_SIZE);
  TgEstimateOptions options;
  TgScoreInput input;

  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (game, &input, &options);
  g_assert_true (options.finished);
  est = tg_estimate_compute (&input, &options, NULL, NULL);

  tg_deadstones_guess (input.board, input.rules, options.seed, dead);
  input.dead = dead;
  count = tg_score_compute (&input);

  g_assert_cmpmem (est->dead, TG_ARRAY_SIZE, dead, TG_ARRAY_SIZE);
  g_assert_cmpint (est->score->margin, ==, count->margin);
  g_assert_cmpstr (est->score->result, ==, count->result);
  g_assert_cmpstr (est->score->chinese_count, ==, count->chinese_count);
  g_assert_cmpmem (&est->score->black, sizeof (TgScoreSide), &count->black, sizeof (TgScoreSide));
  g_assert_cmpmem (&est->score->white, sizeof (TgScoreSide), &count->white, sizeof (TgScoreSide));
  g_assert_cmpmem (est->score->owner, TG_ARRAY_SIZE, count->owner, TG_ARRAY_SIZE);
}

static void
test_finished_fixture (void)
{
  Fixture f;

  fixture_load (&f, "finished-dead.sgf", TG_RULES_N_PRESETS);
  g_assert_true (f.options.finished);
  g_assert_cmpstr (f.estimate->score->result, ==, "W+17.5");
  g_assert_true (f.estimate->dead[pt ("G7")]);
  assert_equals_count (f.game);
  tg_game_set_rules (f.game, tg_rules_get_preset (TG_RULES_CHINESE), FALSE);
  assert_equals_count (f.game);
  fixture_clear (&f);
}

/* "B+3.5", "0", "Draw": a counted result. */
static gboolean
is_counted (const char *re)
{
  if (re == NULL)
    return FALSE;
  if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+')
    return g_ascii_isdigit (re[2]);
  return g_str_equal (re, "0") || g_ascii_strcasecmp (re, "draw") == 0;
}

static void
test_corpus_count (void)
{
  const char *corpus = tg_test_corpus_dir ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  guint n = 0;

  if (corpus == NULL)
    {
      g_test_skip ("no corpus (TENGEN_TEST_CORPUS)");
      return;
    }
  tg_test_collect_sgf_files (corpus, files);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (files->pdata[i], NULL, NULL);
      g_autoptr(TgGame) game = NULL;
      g_autofree char *re = NULL;

      if (doc == NULL || (game = tg_game_new_for_tree (doc->tree, 0, NULL)) == NULL)
        continue;
      tg_game_go_to_end (game);
      re = tg_game_get_info (game, "RE");
      if (tg_game_get_consecutive_passes (game) < 2 && !is_counted (re))
        continue;
      assert_equals_count (game);
      n++;
    }
  g_test_message ("%u finished games: the estimate is the count", n);
  if (n == 0)
    g_test_skip ("no finished game in the corpus");
}

/* The playouts: 600 (the count's) on a finished position and up to 13×13,
 * 600 × 169 / 361 = 280.9, so 280, on an open 19×19 board; a number asked
 * for is kept. */
static void
test_playouts (void)
{
  TgEstimateOptions options;

  tg_estimate_options_init (&options);
  g_assert_cmpuint (tg_estimate_get_playouts (&options, 19, 19), ==, 280);
  g_assert_cmpuint (tg_estimate_get_playouts (&options, 13, 13), ==, 600);
  g_assert_cmpuint (tg_estimate_get_playouts (&options, 9, 9), ==, 600);
  options.finished = TRUE;
  g_assert_cmpuint (tg_estimate_get_playouts (&options, 19, 19), ==, 600);
  options.playouts = 100;
  g_assert_cmpuint (tg_estimate_get_playouts (&options, 19, 19), ==, 100);
}

/* Determinism, threads, cancellation --------------------------------------- */

static TgEstimate *
estimate_fixture (const char   *name,
                  guint64       seed,
                  GCancellable *cancellable,
                  GError      **error)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "estimate", name, NULL);
  g_autoptr(TgGame) game = load_game (path);
  TgEstimateOptions options;
  TgScoreInput input;

  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (game, &input, &options);
  options.seed = seed;
  return tg_estimate_compute (&input, &options, cancellable, error);
}

static void
assert_same (const TgEstimate *a,
             const TgEstimate *b)
{
  g_assert_cmpmem (a->ownership, sizeof a->ownership, b->ownership, sizeof b->ownership);
  g_assert_cmpmem (a->dead, sizeof a->dead, b->dead, sizeof b->dead);
  g_assert_cmpstr (a->score->result, ==, b->score->result);
}

static void
test_deterministic (void)
{
  g_autoptr(TgEstimate) a = estimate_fixture ("seki-open.sgf", 7, NULL, NULL);
  g_autoptr(TgEstimate) b = estimate_fixture ("seki-open.sgf", 7, NULL, NULL);
  g_autoptr(TgEstimate) c = tg_estimate_copy (a);

  assert_same (a, b);
  assert_same (a, c);
}

static gpointer
estimate_thread (gpointer data)
{
  return estimate_fixture (data, 11, NULL, NULL);
}

static void
test_threads (void)
{
  g_autoptr(TgEstimate) serial = estimate_fixture ("dead-group.sgf", 11, NULL, NULL);
  GThread *threads[4];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("estimate", estimate_thread, (gpointer) "dead-group.sgf");
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    {
      g_autoptr(TgEstimate) est = g_thread_join (threads[i]);

      assert_same (serial, est);
    }
}

static void
test_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEstimate) est = NULL;

  g_cancellable_cancel (cancellable);
  est = estimate_fixture ("won-corner.sgf", 1, cancellable, &error);
  g_assert_null (est);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/estimate/won-corner", test_won_corner);
  g_test_add_func ("/estimate/dead-group", test_dead_group);
  g_test_add_func ("/estimate/seki", test_seki);
  g_test_add_func ("/estimate/finished-is-the-count", test_finished_fixture);
  g_test_add_func ("/estimate/corpus-finished-is-the-count", test_corpus_count);
  g_test_add_func ("/estimate/playouts", test_playouts);
  g_test_add_func ("/estimate/deterministic", test_deterministic);
  g_test_add_func ("/estimate/threads", test_threads);
  g_test_add_func ("/estimate/cancelled", test_cancelled);
  return g_test_run ();
}
