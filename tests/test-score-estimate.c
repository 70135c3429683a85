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
 * Middle-game principles (issue 31):
 *  - next-move: the side to move has the next move, a fiftieth of the
 *    points still open in the playouts' count (3 points on the empty
 *    13×13 board), about seven points on the empty 19×19 board as the
 *    net reads it (the komi that makes the game fair), and nothing on
 *    won-corner, where only the neutral D5 is left.
 *  - hemmed-dead: a black ring C6–G6, C5 G5, C4–G4 shut in by White's wall
 *    (B7–H7, B3–H3, B4–B6, H4–H6), its eye space D5 E5 F5 a straight three
 *    with White on the vital point E5: dead. By hand (Japanese, komi 0):
 *    White's 48 empty points + the 12 dead points + 12 prisoners = W+72,
 *    Black nothing.
 *  - framework-invader (13×13): Black's framework on the lower side (D7 K7
 *    D4 K4 G2) against White's two stones D11 K11, and a lone White invader
 *    at G5 in it.
 *  - undecided: Black's group A5–E5, D4 E4, A3–E3 against White's wall on
 *    rows 6 and 2 and column F, its eye space A4 B4 C4 a straight three:
 *    whoever plays B4 first decides it.
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

/* Middle-game principles ------------------------------------------------------ */

static TgEstimate *
estimate_board (const TgScoreInput *input,
                const TgBoard      *board)
{
  g_autoptr(GError) error = NULL;
  TgScoreInput copy = *input;
  TgEstimateOptions options;
  TgEstimate *est;

  tg_estimate_options_init (&options);
  copy.board = board;
  est = tg_estimate_compute (&copy, &options, NULL, &error);
  g_assert_no_error (error);
  return est;
}

/* A group shut in by the opponent's wall, with one eye's worth of space,
 * is dead in the middle of the game too: its stones and its space count
 * for the opponent, as a player counts them (W+72), not as points nobody
 * owns or as a live group's. */
static void
test_hemmed_in_dead (void)
{
  static const char *const ring[] = { "C6", "D6", "E6", "F6", "G6", "C5", "G5",
                                      "C4", "D4", "E4", "F4", "G4" };
  Fixture f;

  fixture_load (&f, "hemmed-dead.sgf", TG_RULES_N_PRESETS);
  g_assert_false (f.options.finished);
  for (guint i = 0; i < G_N_ELEMENTS (ring); i++)
    {
      g_assert_true (f.estimate->dead[pt (ring[i])]);
      g_assert_cmpint (owner_at (&f, ring[i]), ==, TG_SCORE_OWNER_WHITE);
      g_assert_cmpfloat (own_at (&f, ring[i]), <=, -0.9f);
    }
  g_assert_cmpint (owner_at (&f, "D5"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (owner_at (&f, "F5"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpuint (f.estimate->score->black.territory, ==, 0);
  g_assert_cmpuint (f.estimate->score->white.prisoners, ==, 12);
  g_assert_cmpint (f.estimate->score->margin, <=, -2 * 67);
  g_assert_cmpint (f.estimate->score->margin, >=, -2 * 72);
  fixture_clear (&f);
}

static TgPoint
pt13 (const char *gtp)
{
  return tg_test_point (gtp, 13, 13);
}

/* A framework holding a lone invader is still its owner's: the invader
 * costs what its chance of living is worth, not the framework. The map
 * names the framework's points around it Black's and none of them White's,
 * and the margin drops by at most 8 points from the same framework
 * without the invader (random playouts give a lone stone some life). */
static void
test_framework_invader (void)
{
  static const char *const framework[] = { "F3", "H3", "E4", "J4", "D3", "L3" };
  static const char *const around[] = { "G6", "F5", "H5", "G4" };
  g_autoptr(TgEstimate) empty = NULL;
  g_autofree TgBoard *board = NULL;
  Fixture f;

  fixture_load (&f, "framework-invader.sgf", TG_RULES_N_PRESETS);
  g_assert_false (f.options.finished);
  for (guint i = 0; i < G_N_ELEMENTS (framework); i++)
    g_assert_cmpint (f.estimate->score->owner[pt13 (framework[i])], ==, TG_SCORE_OWNER_BLACK);
  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    g_assert_cmpint (f.estimate->score->owner[pt13 (around[i])], !=, TG_SCORE_OWNER_WHITE);
  g_assert_cmpfloat (f.estimate->ownership[pt13 ("G5")], >, -0.5f);
  g_assert_cmpint (f.estimate->score->margin, >, 0);

  board = tg_board_copy (f.input.board);
  tg_board_set (board, pt13 ("G5"), TG_EMPTY);
  empty = estimate_board (&f.input, board);
  g_assert_cmpint (f.estimate->score->margin, >=, empty->score->margin - 2 * 8);
  fixture_clear (&f);
}

/* A group whose life is a move away for either side (B4 makes two eyes
 * for Black, or takes them for White) is undecided: not called dead, and
 * counted on neither side in full. The margin lies between those of the
 * position after Black B4 (the group lives) and after White B4 (it dies),
 * at least a tenth of the way from each. */
static void
test_undecided_group (void)
{
  static const char *const stones[] = { "A5", "C5", "E5", "D4", "E4", "A3", "E3" };
  g_autoptr(TgEstimate) lives = NULL;
  g_autoptr(TgEstimate) dies = NULL;
  g_autofree TgBoard *board = NULL;
  TgHalfPoints gap, margin;
  Fixture f;

  fixture_load (&f, "undecided.sgf", TG_RULES_N_PRESETS);
  g_assert_false (f.options.finished);
  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    g_assert_false (f.estimate->dead[pt (stones[i])]);
  g_assert_cmpfloat (ABS (own_at (&f, "B4")), <, 0.5f);

  board = tg_board_copy (f.input.board);
  g_assert_cmpuint (tg_board_play (board, pt ("B4"), TG_BLACK, NULL), ==, 0);
  lives = estimate_board (&f.input, board);
  g_clear_pointer (&board, g_free);
  board = tg_board_copy (f.input.board);
  g_assert_cmpuint (tg_board_play (board, pt ("B4"), TG_WHITE, NULL), ==, 0);
  dies = estimate_board (&f.input, board);
  g_assert_true (dies->dead[pt ("A5")]);
  g_assert_false (lives->dead[pt ("A5")]);

  margin = f.estimate->score->margin;
  gap = lives->score->margin - dies->score->margin;
  g_assert_cmpint (gap, >, 0);
  g_assert_cmpint (10 * (lives->score->margin - margin), >=, gap);
  g_assert_cmpint (10 * (margin - dies->score->margin), >=, gap);
  fixture_clear (&f);
}

/* An opening: one black stone at the centre of an empty 9×9 board. The
 * count gives Black the whole board (one region touching black only), but
 * a region over two thirds of the board is enclosed by nobody: the stone is
 * worth what the playouts give it, a few points, not 80. */
static void
test_opening_not_enclosed (void)
{
  g_autoptr(TgEstimate) est = NULL;
  g_autofree TgBoard *board = tg_board_new (9, 9);
  Fixture f;

  fixture_load (&f, "won-corner.sgf", TG_RULES_N_PRESETS);
  tg_board_set (board, pt ("E5"), TG_BLACK);
  est = estimate_board (&f.input, board);
  g_assert_cmpint (est->score->margin, >, 0);
  g_assert_cmpint (est->score->margin, <, 2 * 20);
  fixture_clear (&f);
}

/* The estimate of @board under @input's rules and komi with @to_play to
 * move. */
static TgEstimate *
estimate_to_play (const TgScoreInput *input,
                  const TgBoard      *board,
                  TgColor             to_play)
{
  g_autoptr(GError) error = NULL;
  TgScoreInput copy = *input;
  TgEstimateOptions options;
  TgEstimate *est;

  tg_estimate_options_init (&options);
  options.to_play = to_play;
  copy.board = board;
  est = tg_estimate_compute (&copy, &options, NULL, &error);
  g_assert_no_error (error);
  return est;
}

/* The side to move has the next move. The playouts (an empty 13×13 board,
 * komi 0) add its worth, a fiftieth of the points still open, 3 points, to
 * whoever plays first: the same playouts (one seed) give Black to play 6
 * points more than White to play, and nobody to play halfway between. The
 * net (the empty 19×19 board) reads who plays next itself: the first move
 * is worth about the komi that makes the game fair, seven points (Chinese
 * komi 7.5, 3¾ stones; Japanese 6.5): between 4 and 9 points to either
 * side, and nobody to play lies within a point of halfway. On a settled
 * position (won-corner, D5 a neutral point) it is worth nothing: W+26
 * whoever plays. */
static void
test_next_move (void)
{
  g_autofree TgBoard *small = tg_board_new (13, 13);
  g_autofree TgBoard *large = tg_board_new (19, 19);
  TgHalfPoints playouts[3], net[3];
  Fixture f;

  fixture_load (&f, "won-corner.sgf", TG_RULES_N_PRESETS);
  f.input.komi = 0;
  for (guint i = 0; i < 3; i++)
    {
      TgColor to_play = i == 0 ? TG_BLACK : i == 1 ? TG_WHITE : TG_EMPTY;
      g_autoptr(TgEstimate) open13 = estimate_to_play (&f.input, small, to_play);
      g_autoptr(TgEstimate) open19 = estimate_to_play (&f.input, large, to_play);
      g_autoptr(TgEstimate) settled = estimate_to_play (&f.input, f.input.board, to_play);

      g_assert_false (open13->net);
      g_assert_true (open19->net);
      playouts[i] = open13->score->margin;
      net[i] = open19->score->margin;
      g_assert_cmpstr (settled->score->result, ==, "W+26");
    }
  g_assert_cmpint (playouts[0] - playouts[1], ==, 2 * 2 * 3);
  g_assert_cmpint (playouts[0] - playouts[2], ==, 2 * 3);
  g_assert_cmpint (net[0], >, 0);
  g_assert_cmpint (net[1], <, 0);
  g_assert_cmpint (net[0] - net[1], >=, 2 * 2 * 4);
  g_assert_cmpint (net[0] - net[1], <=, 2 * 2 * 9);
  g_assert_cmpint (ABS (2 * net[2] - (net[0] + net[1])), <=, 2 * 2);
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
 * 600 × 169 × 7 / 2 / 361 = 983.3, so 983, on an open 19×19 board; a number asked
 * for is kept. */
static void
test_playouts (void)
{
  TgEstimateOptions options;

  tg_estimate_options_init (&options);
  g_assert_cmpuint (tg_estimate_get_playouts (&options, 19, 19), ==, 983);
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
  g_test_add_func ("/estimate/hemmed-in-dead", test_hemmed_in_dead);
  g_test_add_func ("/estimate/framework-invader", test_framework_invader);
  g_test_add_func ("/estimate/undecided-group", test_undecided_group);
  g_test_add_func ("/estimate/opening-not-enclosed", test_opening_not_enclosed);
  g_test_add_func ("/estimate/next-move", test_next_move);
  g_test_add_func ("/estimate/finished-is-the-count", test_finished_fixture);
  g_test_add_func ("/estimate/corpus-finished-is-the-count", test_corpus_count);
  g_test_add_func ("/estimate/playouts", test_playouts);
  g_test_add_func ("/estimate/deterministic", test_deterministic);
  g_test_add_func ("/estimate/threads", test_threads);
  g_test_add_func ("/estimate/cancelled", test_cancelled);
  return g_test_run ();
}
