/* test-score-agreed.c: counting what the players agreed (issue 28): the
 * points of lifted dead stones, seki by agreement, dead stones lifted
 * after the fills they force, open boundaries, and dame fills that
 * threaten a connection
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expectation below was counted by hand from the diagram above it
 * (RULES.md conventions: X Black, O White, x/o marked dead, the top row
 * is the highest; komi 0 unless said).
 */

#include "config.h"

#include "test-score-common.h"

/* Japanese and Chinese totals of @pos with komi 0. */
static void
check_komi0 (const Position *pos,
             double          jp_black,
             double          jp_white,
             const char     *jp_result,
             double          cn_black,
             double          cn_white,
             const char     *cn_result)
{
  g_autoptr(TgScore) jp = score_position (pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) cn = score_position (pos, TG_RULES_CHINESE, 0, NULL);

  g_test_message ("japanese %s (B %g, W %g), chinese %s (B %g, W %g)",
                  jp->result, jp->black.total / 2.0, jp->white.total / 2.0,
                  cn->result, cn->black.total / 2.0, cn->white.total / 2.0);
  g_assert_cmpint (jp->black.total, ==, HP (jp_black));
  g_assert_cmpint (jp->white.total, ==, HP (jp_white));
  g_assert_cmpstr (jp->result, ==, jp_result);
  g_assert_cmpint (cn->black.total, ==, HP (cn_black));
  g_assert_cmpint (cn->white.total, ==, HP (cn_white));
  g_assert_cmpstr (cn->result, ==, cn_result);
}

/* 1. Points freed by removing dead stones belong to whoever surrounds
 * them ------------------------------------------------------------------ */

/* Issue 28: F3 marked dead inside White's own area, which no black stone
 * reaches. The region E1-F5 is bordered by White only: White's, as if F3
 * were unmarked (only the prisoner differs).
 *   Japanese: Black A-B 10 + 1 prisoner = 11, White E-F 10: B+1.
 *   Chinese: 5 + 10 against 5 + 10: 0 (jigo). */
static const char own_area_diagram[] =
  ". . X O . .\n"
  ". . X O . .\n"
  ". . X O . o\n"
  ". . X O . .\n"
  ". . X O . .\n";

/* The same with a black stone marked dead in Black's own area (A3).
 *   Japanese: Black A-B 10, White E-G 15 + 1 prisoner = 16: W+6 (unmarked:
 *   9 against 15, W+6). Chinese: 5 + 10 against 5 + 15: W+5. */
static const char own_area_black_diagram[] =
  ". . X O . . .\n"
  ". . X O . . .\n"
  "x . X O . . .\n"
  ". . X O . . .\n"
  ". . X O . . .\n";

static void
test_dead_in_own_area (void)
{
  static const Position white = { own_area_diagram, 0, 0, 0, 0, 0 };
  static const Position black = { own_area_black_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&white, TG_RULES_JAPANESE, 0, NULL);

  check_komi0 (&white, 11, 10, "B+1", 15, 15, "0");
  check_komi0 (&black, 10, 16, "W+6", 15, 20, "W+5");
  g_assert_cmpuint (jp->n_unsettled, ==, 0);
  g_assert_cmpuint (jp->white.territory, ==, 10);
  g_assert_cmpuint (jp->black.dead, ==, 1);
}

/* Issue 28: C4 (White) and E4 (Black) are dead, and D4 is the last
 * liberty of both: Black's D4 would take C4 only to join E4 in atari, and
 * White's the same the other way. Nobody can seal the region: C4, D4
 * and E4 are dame.
 *   Japanese: Black A1-A4 4 + 1 = 5, White E1 F1 G1 E2 F2 G2 G3 G4 8 + 1
 *   = 9: W+4. Chinese: 7 + 4 + 1.5 against 6 + 8 + 1.5: W+3. */
static const char shared_seal_diagram[] =
  ". X o . x O .\n"
  ". X X O O O .\n"
  ". X X O . . .\n"
  ". X X O . . .\n";

/* The same with two dead white stones (C5-D5) and one dead black (F5);
 * E5 seals nothing for either side.
 *   Black A1-A5, C3, C1 = 7; White F1-H3 9 + H4 H5 = 11; C5-F5 dame.
 *   Japanese: 7 + 2 against 11 + 1: W+3. Chinese: 11 + 7 + 2 against
 *   7 + 11 + 2: 0. */
static const char shared_seal2_diagram[] =
  ". X o o . x O .\n"
  ". X X X O O O .\n"
  ". X . X O . . .\n"
  ". X X X O . . .\n"
  ". X . X O . . .\n";

static void
test_shared_seal (void)
{
  static const Position pos = { shared_seal_diagram, 0, 0, 0, 0, 0 };
  static const Position pos2 = { shared_seal2_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);

  check_komi0 (&pos, 5, 9, "W+4", 12.5, 15.5, "W+3");
  check_komi0 (&pos2, 9, 12, "W+3", 20, 20, "0");
  g_assert_cmpint (jp->owner[tg_test_point ("C4", 7, 4)], ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (jp->owner[tg_test_point ("D4", 7, 4)], ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (jp->owner[tg_test_point ("E4", 7, 4)], ==, TG_SCORE_OWNER_DAME);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/agreed/dead-in-own-area", test_dead_in_own_area);
  g_test_add_func ("/score/agreed/shared-seal", test_shared_seal);

  return g_test_run ();
}
