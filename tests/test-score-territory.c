/* test-score-territory.c: honest unsettled points and the 1989 Japanese
 * reading of teire, open boundaries and dame
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expectation below was counted by hand from the diagram above it
 * (RULES.md conventions: X Black, O White, rows from 9 down to 1).
 */

#include "config.h"

#include "test-score-common.h"

/* Issue 13's "phantom atari": (;SZ[9]KM[0]AB[ed][ef][de][fe][cc][gg]
 * AW[aa][ia][ai]). No chain is in atari; E5 is a one-point eye inside four
 * black stones with four liberties each, so it is Black's point; the rest
 * of the board is open. */
static const char phantom_diagram[] =
  "O . . . . . . . O\n"
  ". . . . . . . . .\n"
  ". . X . . . . . .\n"
  ". . . . X . . . .\n"
  ". . . X . X . . .\n"
  ". . . . X . . . .\n"
  ". . . . . . X . .\n"
  ". . . . . . . . .\n"
  "O . . . . . . . .\n";

static void
test_phantom_atari (void)
{
  static const Position pos = { phantom_diagram, 0, 0, 0, 0, 0 };
  TgPoint e5 = tg_test_point ("E5", 9, 9);
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) cn = NULL;

  for (guint y = 0; y < 9; y++)
    for (guint x = 0; x < 9; x++)
      {
        TgPoint p = tg_point (x, y);

        g_assert_cmpint (jp->unsettled[p], !=, TG_SCORE_UNSETTLED_ATARI);
        g_assert_cmpint (jp->unsettled[p], !=, TG_SCORE_UNSETTLED_TEIRE);
        g_assert_cmpint (jp->unsettled[p], !=, TG_SCORE_UNSETTLED_KO);
        g_assert_false (jp->seki[p]);
      }
  g_assert_cmpint (jp->unsettled[tg_test_point ("J1", 9, 9)], ==, TG_SCORE_UNSETTLED_OPEN);
  g_assert_cmpint (jp->unsettled[e5], ==, TG_SCORE_SETTLED);
  g_assert_cmpint (jp->owner[e5], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpuint (jp->black.territory, ==, 1);
  g_assert_cmpuint (jp->white.territory, ==, 0);
  g_assert_cmpuint (jp->seki_points, ==, 0);
  /* 81 points − 9 stones − E5 = 71 open points. */
  g_assert_cmpuint (jp->n_unsettled, ==, 71);
  g_assert_cmpstr (jp->result, ==, "B+1");

  /* Area rules: the same board counted as it stands, nothing flagged. */
  cn = score_position (&pos, TG_RULES_CHINESE, 0, NULL);
  g_assert_cmpuint (cn->n_unsettled, ==, 0);
  g_assert_cmpuint (cn->black.area, ==, 7);
  g_assert_cmpuint (cn->white.area, ==, 3);
}

/* A nearly empty 19×19 board: four stones on the 4-4 points. No seki, no
 * atari; under territory rules every empty point is an open boundary. */
static void
test_open_board (void)
{
  TgBoard board;
  TgScoreInput in;
  g_autoptr(TgScore) jp = NULL;

  tg_board_init (&board, 19, 19);
  tg_board_set (&board, tg_test_point ("Q16", 19, 19), TG_BLACK);
  tg_board_set (&board, tg_test_point ("D4", 19, 19), TG_BLACK);
  tg_board_set (&board, tg_test_point ("D16", 19, 19), TG_WHITE);
  tg_board_set (&board, tg_test_point ("Q4", 19, 19), TG_WHITE);
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_JAPANESE));
  jp = tg_score_compute (&in);
  g_assert_cmpuint (jp->seki_points, ==, 0);
  g_assert_cmpuint (jp->n_unsettled, ==, 357);
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      {
        TgPoint p = tg_point (x, y);

        g_assert_false (jp->seki[p]);
        if (tg_board_get (&board, p) == TG_EMPTY)
          g_assert_cmpint (jp->unsettled[p], ==, TG_SCORE_UNSETTLED_OPEN);
      }
  g_assert_cmpint (jp->black.total, ==, 0);
  g_assert_cmpint (jp->white.total, ==, HP (6.5));
}

/* A teire that only the dame make necessary. E5 is not in atari (D5 and
 * F5); F5 is a dame that White fills (Black cannot: E5-F5 would have one
 * liberty). Then E5 is in atari and Black must connect at D5, which is
 * therefore not territory under the 1989 rules (Art. 8 and the commentary
 * on teire).
 *   Black territory: A–C less C5 = 26 (D5 excluded). White: F–J = 36 less
 *   F6, F4, G5 and the dame F5 = 32. Japanese, komi 6.5: B 26, W 38.5,
 *   W+12.5 (a scorer without teire says W+11.5).
 *   Area: Black 10 stones + 26 + D5 = 37, White 11 + 32 = 43, dame F5.
 *   Chinese: 37.5 against 43.5 + 7.5 = 51, W+13.5 (6 3/4 子). */
static const char teire_dame_diagram[] =
  ". . . X O . . . .\n"
  ". . . X O . . . .\n"
  ". . . X O . . . .\n"
  ". . . X O O . . .\n"
  ". . X . X . O . .\n"
  ". . . X O O . . .\n"
  ". . . X O . . . .\n"
  ". . . X O . . . .\n"
  ". . . X O . . . .\n";

static void
test_teire_after_dame (void)
{
  static const Position pos = { teire_dame_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (JAPANESE, 26, 38.5, "W+12.5"),
    E (KOREAN, 26, 38.5, "W+12.5"),
    EC (CHINESE, 37.5, 51, "W+13.5", "黑 37 1/2 子，白胜 6 3/4 子"),
    E (AGA, 37, 50.5, "W+13.5"),
  };
  TgPoint d5 = tg_test_point ("D5", 9, 9), f5 = tg_test_point ("F5", 9, 9);
  g_autoptr(TgScore) jp = NULL;
  g_autoptr(TgScore) cn = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  jp = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (jp->n_unsettled, ==, 2);
  g_assert_cmpint (jp->unsettled[d5], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpstr (tg_score_unsettled_to_string (jp->unsettled[d5]), ==, "teire");
  g_assert_cmpint (jp->owner[d5], ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (jp->unsettled[f5], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpuint (jp->seki_points, ==, 0);

  /* Area rules count D5 for Black as the board stands and flag the
   * connection only. */
  cn = score_position (&pos, TG_RULES_CHINESE, 15, NULL);
  g_assert_cmpint (cn->owner[d5], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (cn->unsettled[d5], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpint (cn->unsettled[f5], ==, TG_SCORE_SETTLED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/territory/phantom-atari", test_phantom_atari);
  g_test_add_func ("/score/territory/open-board", test_open_board);
  g_test_add_func ("/score/territory/teire-after-dame", test_teire_after_dame);
  return g_test_run ();
}
