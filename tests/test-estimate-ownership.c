/* test-estimate-ownership.c: the count of an engine's ownership map
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/ui/ownership-9x9.sgf with the map data/ui/ownership-9x9.txt (the one
 * the fake KataGo of test-ui-analysis-ownership.c gives), counted by hand:
 * Black's wall D1–D9 and White's G1–G9; columns A–C Black's (0.92), the
 * white stone B5 in them at 0.85 (dead: White's stone, Black's point),
 * column E Black's (0.70), column F Black's at rows 9–7 (0.30, 0.25, 0.20:
 * the threshold counts), nobody's at rows 6–4 (0.19, 0, −0.19: under it)
 * and White's at rows 3–1 (−0.20, −0.30, −0.35), columns H–J White's.
 *  - Chinese, komi 7.5: Black 9 stones + 27 + 9 + 3 = 48, White 9 + 18 + 3
 *    = 30, 3 dame: B+10.5; Black's count 48 + 1½ = 49½ 子.
 *  - Japanese, komi 6.5: Black 27 + 9 + 3 = 39 points and 1 prisoner (B5)
 *    = 40, White 18 + 3 = 21 + 6.5: B+12.5.
 *  - B5 at 0.19 instead (White's stone, Black's by less than the
 *    threshold): it lives, A–C is no longer walled off but its 26 empty
 *    points go to Black all the same; Chinese: Black 9 + 26 + 9 + 3 = 47,
 *    White 10 + 18 + 3 = 31: B+8.5. At exactly 0.20 it is dead again.
 */

#include <math.h>
#include <string.h>

#include "tg-score-estimate.h"
#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

typedef struct
{
  TgGame       *game;
  TgScoreInput  input;
  float         ownership[81];
} Fixture;

/* The map: 81 numbers, rows from the top; '#' starts a comment. */
static void
read_map (float ownership[81])
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "ui", "ownership-9x9.txt",
                                                 NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;

      if (lines[i][0] == '#')
        continue;
      words = g_strsplit_set (lines[i], " \t", -1);
      for (guint j = 0; words[j] != NULL; j++)
        if (words[j][0] != '\0')
          {
            g_assert_cmpuint (n, <, 81);
            ownership[n++] = (float) g_ascii_strtod (words[j], NULL);
          }
    }
  g_assert_cmpuint (n, ==, 81);
}

static void
fixture_load (Fixture *f)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "ui", "ownership-9x9.sgf",
                                                 NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
  TgEstimateOptions options;

  g_assert_no_error (error);
  f->game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (f->game, &f->input, &options);
  read_map (f->ownership);
}

static TgScoreOwner
owner_at (const TgEstimate *est,
          const char       *gtp)
{
  TgPoint p = tg_test_point (gtp, 9, 9);

  return tg_estimate_get_owner (est, tg_point_x (p), tg_point_y (p));
}

static gboolean
dead_at (const TgEstimate *est,
         const char       *gtp)
{
  return est->dead[tg_test_point (gtp, 9, 9)] != 0;
}

static void
test_chinese (void)
{
  Fixture f;
  g_autoptr(TgEstimate) est = NULL;

  fixture_load (&f);
  est = tg_estimate_from_ownership (&f.input, f.ownership);

  g_assert_cmpuint (est->n_dead, ==, 1);
  g_assert_true (dead_at (est, "B5"));
  g_assert_false (dead_at (est, "D5"));
  g_assert_false (dead_at (est, "G5"));
  g_assert_cmpuint (est->score->black.stones, ==, 9);
  g_assert_cmpuint (est->score->white.stones, ==, 9);
  g_assert_cmpuint (est->score->black.area, ==, 48);
  g_assert_cmpuint (est->score->white.area, ==, 30);
  g_assert_cmpuint (est->score->dame, ==, 3);
  g_assert_cmpint (est->score->margin, ==, 21);
  g_assert_cmpstr (est->score->result, ==, "B+10.5");
  g_assert_cmpint (est->score->black_count, ==, 99);
  g_assert_cmpfloat (est->spread, ==, 0.0f);

  /* The map's layout: F9 is the top row's, F1 the bottom's. */
  g_assert_cmpint (owner_at (est, "F9"), ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (owner_at (est, "F7"), ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (owner_at (est, "F6"), ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (owner_at (est, "F5"), ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (owner_at (est, "F4"), ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (owner_at (est, "F3"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (owner_at (est, "F1"), ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (owner_at (est, "B5"), ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpfloat_with_epsilon (tg_estimate_get_ownership (est, 1, 4), 0.85f, 1e-6);
  g_clear_object (&f.game);
}

static void
test_japanese (void)
{
  Fixture f;
  g_autoptr(TgEstimate) est = NULL;
  TgRules japanese;

  fixture_load (&f);
  tg_rules_init_preset (&japanese, TG_RULES_JAPANESE);
  f.input.rules = &japanese;
  f.input.komi = 13;
  est = tg_estimate_from_ownership (&f.input, f.ownership);

  g_assert_cmpuint (est->score->black.territory, ==, 39);
  g_assert_cmpuint (est->score->black.prisoners, ==, 1);
  g_assert_cmpuint (est->score->white.territory, ==, 21);
  g_assert_cmpint (est->score->margin, ==, 25);
  g_assert_cmpstr (est->score->result, ==, "B+12.5");
  g_assert_null (est->score->chinese_count);
  g_clear_object (&f.game);
}

/* The threshold on a chain: B5 (White's) at 0.19 lives, at 0.20 dies. */
static void
test_dead_threshold (void)
{
  Fixture f;
  g_autoptr(TgEstimate) alive = NULL;
  g_autoptr(TgEstimate) dead = NULL;

  fixture_load (&f);
  f.ownership[4 * 9 + 1] = 0.19f;
  alive = tg_estimate_from_ownership (&f.input, f.ownership);
  g_assert_cmpuint (alive->n_dead, ==, 0);
  g_assert_cmpuint (alive->score->black.area, ==, 47);
  g_assert_cmpuint (alive->score->white.area, ==, 31);
  g_assert_cmpstr (alive->score->result, ==, "B+8.5");
  g_assert_cmpint (owner_at (alive, "A5"), ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (owner_at (alive, "B5"), ==, TG_SCORE_OWNER_WHITE);

  f.ownership[4 * 9 + 1] = 0.20f;
  dead = tg_estimate_from_ownership (&f.input, f.ownership);
  g_assert_cmpuint (dead->n_dead, ==, 1);
  g_assert_cmpstr (dead->score->result, ==, "B+10.5");
  g_clear_object (&f.game);
}

/* A map with no opinion (all 0, or NAN) leaves the plain count: every
 * stone lives, H–J (walled off by White alone) is White's 18, and A–C (with
 * the live B5 in it) and E–F touch both colours: dame. */
static void
test_no_opinion (void)
{
  Fixture f;
  g_autoptr(TgEstimate) est = NULL;

  fixture_load (&f);
  for (guint i = 0; i < 81; i++)
    f.ownership[i] = i % 2 == 0 ? 0.0f : NAN;
  est = tg_estimate_from_ownership (&f.input, f.ownership);
  g_assert_cmpuint (est->n_dead, ==, 0);
  g_assert_cmpuint (est->score->black.stones, ==, 9);
  g_assert_cmpuint (est->score->white.stones, ==, 10);
  g_assert_cmpuint (est->score->black.territory, ==, 0);
  g_assert_cmpuint (est->score->white.territory, ==, 18);
  g_assert_cmpuint (est->score->dame, ==, 26 + 18);
  g_assert_cmpfloat (tg_estimate_get_ownership (est, 1, 0), ==, 0.0f);
  g_clear_object (&f.game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/estimate-ownership/chinese", test_chinese);
  g_test_add_func ("/estimate-ownership/japanese", test_japanese);
  g_test_add_func ("/estimate-ownership/dead-threshold", test_dead_threshold);
  g_test_add_func ("/estimate-ownership/no-opinion", test_no_opinion);
  return g_test_run ();
}
