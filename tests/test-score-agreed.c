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
#include "tg-score-session.h"

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

/* 2. Stones alive by agreement that share liberties are in seki ------- */

/* Issue 28, nothing dead. Black's B4 is no self-atari (D5 and D4 are left)
 * but it leaves White's A4 and B5, which both players agreed are alive,
 * in atari with no way to connect (A5 is suicide): an attack, answered by
 * White's D5, and the play-out (B B4, W D5, B A5, W D4) is an even trade
 * that gives the same count. B4 is a seki liberty (1989 rules, art. 8),
 * so the group around it is in seki: D5-D4 (Black's eye) and A5
 * (White's) are no territory.
 *   Japanese: Black 0, White A1-D1 F1 G1 F2 G2-G5 = 11: W+11.
 *   Chinese (seki eyes count for their owner): Black 8 stones + D5 D4 +
 *   ½ B4 = 10.5, White 12 + 11 + A5 + ½ = 24.5: W+14. */
static const char agreed_seki_diagram[] =
  ". O X . X O .\n"
  "O . X . X O .\n"
  "X X X X O O .\n"
  "O O O O O . .\n"
  ". . . . O . .\n";

/* Our own: the same shape mirrored, colours swapped, with a row of
 * Black's territory added below (7×6). F5 is the seki liberty; D6-D5
 * (White's eye) and G6 (Black's, between F6 and G5) are seki eyes.
 *   Japanese: Black A6-A1, B3-B1, C1, D2-G2, D1-G1 = 18, White 0: B+18.
 *   Chinese: Black 12 stones + 18 + G6 + ½ F5 = 31.5, White 8 + D6 D5 +
 *   ½ = 10.5: B+21. */
static const char agreed_seki_own_diagram[] =
  ". X O . O X .\n"
  ". X O . O . X\n"
  ". X X O O O O\n"
  ". . X X X X X\n"
  ". . X . . . .\n"
  ". . . . . . .\n";

static void
test_agreed_seki (void)
{
  static const Position pos = { agreed_seki_diagram, 0, 0, 0, 0, 0 };
  static const Position own = { agreed_seki_own_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) jp_own = score_position (&own, TG_RULES_JAPANESE, 0, NULL);

  check_komi0 (&pos, 0, 11, "W+11", 10.5, 24.5, "W+14");
  check_komi0 (&own, 18, 0, "B+18", 31.5, 10.5, "B+21");
  g_assert_cmpint (jp->owner[tg_test_point ("B4", 7, 5)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("D5", 7, 5)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("D4", 7, 5)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("A5", 7, 5)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_true (jp->seki[tg_test_point ("E5", 7, 5)]);
  g_assert_cmpuint (jp->n_unsettled, ==, 0);
  g_assert_cmpint (jp_own->owner[tg_test_point ("F5", 7, 6)], ==, TG_SCORE_OWNER_SEKI);
}

/* 3. Dead stones are lifted after the fills they force ---------------- */

/* Issue 28, A6 dead. With A6 still standing, White's B4 puts A5-A3 in
 * atari: Black must take A6 at A7 first; White's B3 then forces Black's
 * A6. Both A7 and A6 are teire, not territory.
 *   Japanese: Black B7-H7 7 + 1 prisoner = 8, White D4-H1 (20) + A1-C1 = 23:
 *   W+15. Chinese, as the board stands: Black 10 stones + row 7 and A6
 *   + ½ of B4 B3 = 20, White 12 + 23 + 1 = 36: W+16. */
static const char capture_first_diagram[] =
  ". . . . . . . .\n"
  "o X X X X X X X\n"
  "X O O O O O O O\n"
  "X . O . . . . .\n"
  "X . O . . . . .\n"
  "O O O . . . . .\n"
  ". . . . . . . .\n";

/* Our own: the same upside down, colours swapped, a column wider (9×7).
 *   Japanese: Black A7-J7 9 + D6-J4 18 = 27, White B1-J1 8 + 1 prisoner
 *   = 9 (A2, A1 teire; B5, B4 dame): B+18. Chinese: Black 13 stones + 27
 *   + 1 = 41, White 11 + A2 A1-J1 10 + 1 = 22: B+19. */
static const char capture_first_own_diagram[] =
  ". . . . . . . . .\n"
  "X X X . . . . . .\n"
  "O . X . . . . . .\n"
  "O . X . . . . . .\n"
  "O X X X X X X X X\n"
  "x O O O O O O O O\n"
  ". . . . . . . . .\n";

static void
test_capture_before_connection (void)
{
  static const Position pos = { capture_first_diagram, 0, 0, 0, 0, 0 };
  static const Position own = { capture_first_own_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);

  check_komi0 (&pos, 8, 23, "W+15", 20, 36, "W+16");
  check_komi0 (&own, 27, 9, "B+18", 41, 22, "B+19");
  g_assert_cmpint (jp->unsettled[tg_test_point ("A7", 8, 7)], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpint (jp->unsettled[tg_test_point ("A6", 8, 7)], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpint (jp->owner[tg_test_point ("B7", 8, 7)], ==, TG_SCORE_OWNER_BLACK);
}

/* 4. Boundaries still open ------------------------------------------- */

/* Issue 28, nothing dead. The corridor E5-G6 is open (6 dame). D6 has
 * two liberties, C6 and E6: whoever starts in the corridor, White's E6
 * puts D6 in atari and Black connects at C6, a false eye.
 *   Japanese: Black A6, A4-B1 = 9, White E3-G1 9 + J6 + J4-J1 = 14: W+5.
 *   Chinese, as the board stands: Black 9 stones + 10 + 3, White 15 + 14
 *   + 3: W+10. */
static const char open_false_eye_diagram[] =
  ". X . X . . . O .\n"
  "X X X O . . . O O\n"
  ". . X O O O O O .\n"
  ". . X O . . . O .\n"
  ". . X O . . . O .\n"
  ". . X O . . . O .\n";

/* Our own: mirrored, colours swapped, a row taller (9×7): White's F7
 * must connect at G7.
 *   Japanese: Black A7, A5-A1, C4-E1 = 18; White J7, H5-J1 = 11: B+7.
 *   Chinese: Black 17 stones + 18 + 3 = 38, White 10 + 12 + 3 = 25:
 *   B+13. */
static const char open_false_eye_own_diagram[] =
  ". X . . . O . O .\n"
  "X X . . . X O O O\n"
  ". X X X X X O . .\n"
  ". X . . . X O . .\n"
  ". X . . . X O . .\n"
  ". X . . . X O . .\n"
  ". X . . . X O . .\n";

static void
test_open_boundary (void)
{
  static const Position pos = { open_false_eye_diagram, 0, 0, 0, 0, 0 };
  static const Position own = { open_false_eye_own_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) jp_own = score_position (&own, TG_RULES_JAPANESE, 0, NULL);

  check_komi0 (&pos, 9, 14, "W+5", 22, 32, "W+10");
  check_komi0 (&own, 18, 11, "B+7", 38, 25, "B+13");
  g_assert_cmpint (jp->unsettled[tg_test_point ("C6", 9, 6)], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpint (jp->unsettled[tg_test_point ("E6", 9, 6)], ==, TG_SCORE_UNSETTLED_OPEN);
  g_assert_cmpint (jp->owner[tg_test_point ("A6", 9, 6)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (jp_own->unsettled[tg_test_point ("G7", 9, 7)], ==, TG_SCORE_UNSETTLED_TEIRE);
}

/* 5. A dame fill that would force a connection ------------------------ */

/* Issue 28, nothing dead. White's A3 would put B3 in atari and Black
 * would connect at B4; Black can fill A3 quietly himself. After the game
 * stops White can play A3 only by asking to resume, and then Black moves
 * first (1989 rules, art. 9(3)): no connection is due, B4 is Black's.
 *   Japanese: Black A6-E5 10 + B4 = 11, White D2 E2 A1-E1 = 7: B+4.
 *   Chinese: 5 + 11 + ½ against 6 + 7 + ½: B+3. */
static const char threat_dame_diagram[] =
  ". . . . .\n"
  ". . . . .\n"
  "X . X X X\n"
  ". X O O O\n"
  "O O O . .\n"
  ". . . . .\n";

/* Our own: the colours the other way, a column wider (6×6). White fills
 * A3 himself, B4 is White's.
 *   Japanese: White A6-F5 12 + B4 = 13, Black D2-F2 + A1-F1 = 9: W+4.
 *   Chinese: White 6 + 13 + ½, Black 7 + 9 + ½: W+3. */
static const char threat_dame_own_diagram[] =
  ". . . . . .\n"
  ". . . . . .\n"
  "O . O O O O\n"
  ". O X X X X\n"
  "X X X . . .\n"
  ". . . . . .\n";

static void
test_threat_dame (void)
{
  static const Position pos = { threat_dame_diagram, 0, 0, 0, 0, 0 };
  static const Position own = { threat_dame_own_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) jp_own = score_position (&own, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgGame) game = tg_test_game_from_diagram (threat_dame_diagram, TG_RULES_JAPANESE,
                                                      TG_BLACK);
  g_autoptr(TgScoringSession) session = NULL;
  g_autofree char *text = NULL;
  TgPoint a3 = tg_test_point ("A3", 5, 6);

  check_komi0 (&pos, 11, 7, "B+4", 16.5, 13.5, "B+3");
  check_komi0 (&own, 9, 13, "W+4", 16.5, 19.5, "W+3");
  g_assert_cmpint (jp->unsettled[a3], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpint (jp->owner[tg_test_point ("B4", 5, 6)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (jp->dame_filler[a3], ==, TG_BLACK);
  g_assert_cmpint (jp->dame_threat[a3], ==, tg_test_point ("B4", 5, 6));
  g_assert_cmpint (jp_own->dame_filler[tg_test_point ("A3", 6, 6)], ==, TG_WHITE);
  g_assert_cmpint (jp_own->dame_threat[tg_test_point ("A3", 6, 6)], ==, tg_test_point ("B4", 6, 6));

  /* The panel names both points. */
  tg_game_set_komi (game, 0);
  session = tg_scoring_session_new (game);
  text = tg_scoring_session_describe_unsettled (session);
  g_assert_nonnull (strstr (text, "Fill the dame at A3 with Black: a white stone there would force "
                                  "Black to connect at B4"));
}

/* Issue 28, nothing dead: a seki held by two kos. Black's K5-G3 group
 * (one eye, K5) and White's groups (one eye, F2-F1) live only through
 * the kos at K3 and H2, where each side can always retake one while the
 * other is taken. All are in seki: no territory in them.
 *   Japanese: Black A5-C1 15 + D5 = 16, White 0: B+16.
 *   Chinese (seki eyes and ko points as the board stands): Black 14 +
 *   16 + K5 + K3 = 32, White 15 + F2 F1 H2 = 18: B+14. */
static const char double_ko_diagram[] =
  ". . . . X O O O X .\n"
  ". . . X X O X X X X\n"
  ". . . X O O X O X .\n"
  ". . . X O . O . O X\n"
  ". . . X O . O O O O\n";

/* Our own: upside down, colours swapped, a column wider (11×5).
 *   Japanese: White A5-D1 20 + E1 = 21, Black 0: W+21. Chinese: Black
 *   15 + 3 = 18, White 14 + 23 = 37: W+19. */
static const char double_ko_own_diagram[] =
  ". . . . O X . X X X X\n"
  ". . . . O X . X . X O\n"
  ". . . . O X X O X O .\n"
  ". . . . O O X O O O O\n"
  ". . . . . O X X X O .\n";

static void
test_double_ko_seki (void)
{
  static const Position pos = { double_ko_diagram, 0, 0, 0, 0, 0 };
  static const Position own = { double_ko_own_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);

  check_komi0 (&pos, 16, 0, "B+16", 32, 18, "B+14");
  check_komi0 (&own, 0, 21, "W+21", 18, 37, "W+19");
  g_assert_cmpint (jp->owner[tg_test_point ("K5", 10, 5)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("F2", 10, 5)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->unsettled[tg_test_point ("K3", 10, 5)], ==, TG_SCORE_UNSETTLED_KO);
  g_assert_true (jp->seki[tg_test_point ("G3", 10, 5)]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/agreed/dead-in-own-area", test_dead_in_own_area);
  g_test_add_func ("/score/agreed/shared-seal", test_shared_seal);
  g_test_add_func ("/score/agreed/seki", test_agreed_seki);
  g_test_add_func ("/score/agreed/capture-before-connection", test_capture_before_connection);
  g_test_add_func ("/score/agreed/open-boundary", test_open_boundary);
  g_test_add_func ("/score/agreed/threat-dame", test_threat_dame);
  g_test_add_func ("/score/agreed/double-ko-seki", test_double_ko_seki);

  return g_test_run ();
}
