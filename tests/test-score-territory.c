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

/* A dame that is no seki: J8 lies between the black stone J7 and the
 * white chain H7-H8 (with J9). Neither can fill it at once (Black J8 has
 * the one liberty J6, White J8 the one liberty H9), but Black can first
 * connect at J6, inside his own territory, and White at H9, inside hers;
 * whoever fills J8 then forces the other's connection. So J8 is a dame,
 * J6 and H9 are teire (the 1989 rules: the connections are made before
 * counting), and nothing is in seki: Black's 53 empty points are not the
 * "eyes of a seki" (a count that said so gave Black 0 territory, W+3).
 * The shape of OGS's test board dev_51750014 (N10, N12, M13).
 *   Japanese: Black 53 − J6 = 52; White A9 C9 E9 = 3 (H9 teire), + 6.5:
 *   B+42.5.
 *   Area, as the board stands: Black 10 stones + 53 = 63, White 13 + 4
 *   (A9 C9 E9 H9) = 17, J8 the dame. Chinese 63.5 against 17.5 + 7.5:
 *   B+38.5 (19¼ 子); AGA 63 against 24.5: B+38.5; ancient (komi 0, one
 *   group each: the tax cancels) 61 against 15: B+46. */
static const char teire_not_seki_diagram[] =
  ". O . O . O O . O\n"
  "O O O O O O X O .\n"
  "X X X X X X X O X\n"
  ". . . . . . . X .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
test_teire_not_seki (void)
{
  static const Position pos = { teire_not_seki_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (JAPANESE, 52, 9.5, "B+42.5"),
    E (KOREAN, 52, 9.5, "B+42.5"),
    EC (CHINESE, 63.5, 25, "B+38.5", "黑 63 1/2 子，胜 19 1/4 子"),
    E (AGA, 63, 24.5, "B+38.5"),
    E (ANCIENT, 61, 15, "B+46"),
  };
  g_autoptr(TgScore) jp = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  jp = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (jp->seki_points, ==, 0);
  g_assert_cmpuint (jp->black.seki_eyes, ==, 0);
  g_assert_cmpuint (jp->white.seki_eyes, ==, 0);
  g_assert_cmpint (jp->unsettled[tg_test_point ("J6", 9, 9)], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpint (jp->unsettled[tg_test_point ("H9", 9, 9)], ==, TG_SCORE_UNSETTLED_TEIRE);
  g_assert_cmpint (jp->unsettled[tg_test_point ("J8", 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpuint (jp->n_unsettled, ==, 3);
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    g_assert_false (jp->seki[i]);
}

/* A dame whose fill by one side would force the other's connection. H5
 * lies between White's wall and Black's stones G5, J5 and H4. White's
 * fill would put J5 in atari and Black would connect at J4, but Black can
 * fill H5 quietly himself: after the game stops, White can play there
 * only by asking to resume, and then Black moves first (1989 rules, art.
 * 9(3)), so no connection is due and J4 is Black's (issue 28; this test
 * said J4 was teire "whoever fills the dame", B+0.5).
 *   Japanese: Black rows 1-4 less H4 = 35; White rows 7-9 = 27, + 6.5:
 *   B+1.5.
 *   Area as the board stands: Black 9 stones + 35 = 44, White 9 + 27 = 36,
 *   H5 the dame. Chinese 44.5 against 36.5 + 7.5 = 44: B+0.5 (¼ 子). */
static const char forcing_dame_diagram[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "X X X X X X X . X\n"
  ". . . . . . . X .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
test_forcing_dame (void)
{
  static const Position pos = { forcing_dame_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (JAPANESE, 35, 33.5, "B+1.5"),
    E (KOREAN, 35, 33.5, "B+1.5"),
    EC (CHINESE, 44.5, 44, "B+0.5", "黑 44 1/2 子，胜 1/4 子"),
    E (AGA, 44, 43.5, "B+0.5"),
  };
  g_autoptr(TgScore) jp = NULL;
  TgPoint h5 = tg_test_point ("H5", 9, 9);

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  jp = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpint (jp->unsettled[tg_test_point ("J4", 9, 9)], ==, TG_SCORE_SETTLED);
  g_assert_cmpint (jp->owner[tg_test_point ("J4", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (jp->unsettled[h5], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpint (jp->dame_filler[h5], ==, TG_BLACK);
  g_assert_cmpint (jp->dame_threat[h5], ==, tg_test_point ("J4", 9, 9));
  g_assert_cmpuint (jp->n_unsettled, ==, 1);
}

/* GNU Go's seki_nakade1 (regression seki.tst 2020: D9 is alive): White's
 * group B9-H9 holds Black's D9-F9 inside. After the dame (A9, J9, C7-G7)
 * are filled, C9 and G9 are shared: either side playing there is
 * self-atari. White's C9 now, while White still has outside liberties,
 * would take D9-F9 only to leave a straight three that Black kills at E9,
 * so it is no dame fill; a count that played it called G9 Black's "teire"
 * and C9 a dame. It is a seki: C9 and G9 are seki points.
 *   Japanese: Black rows 1-5 (45) + A6 B6 H6 J6 = 49, White 0; komi 6.5:
 *   B+42.5.
 *   Area: Black 14 stones + 49 = 63, White 9 stones, 9 points for nobody
 *   (A9 C9 G9 J9 C7-G7). Chinese 67.5 against 13.5 + 7.5: B+46.5; AGA 63
 *   against 16.5: B+46.5; ancient (komi 0; Black one group taxed, White
 *   none: no territory) 61 against 9: B+52. */
static const char seki_nakade_diagram[] =
  ". O . X X X . O .\n"
  "X O O O O O O O X\n"
  "X X . . . . . X X\n"
  ". . X X X X X . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
test_seki_nakade (void)
{
  static const Position pos = { seki_nakade_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (JAPANESE, 49, 6.5, "B+42.5"),
    EC (CHINESE, 67.5, 21, "B+46.5", "黑 67 1/2 子，胜 23 1/4 子"),
    E (AGA, 63, 16.5, "B+46.5"),
    E (ANCIENT, 61, 9, "B+52"),
  };
  static const char *const seki_points[] = { "C9", "G9" };
  static const char *const dame[] = { "A9", "J9", "C7", "D7", "E7", "F7", "G7" };
  g_autoptr(TgScore) jp = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  jp = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (jp->seki_points, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (seki_points); i++)
    {
      TgPoint p = tg_test_point (seki_points[i], 9, 9);

      g_assert_cmpint (jp->owner[p], ==, TG_SCORE_OWNER_SEKI);
      g_assert_cmpint (jp->unsettled[p], ==, TG_SCORE_SETTLED);
    }
  for (guint i = 0; i < G_N_ELEMENTS (dame); i++)
    g_assert_cmpint (jp->unsettled[tg_test_point (dame[i], 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpuint (jp->n_unsettled, ==, G_N_ELEMENTS (dame));
  g_assert_true (jp->seki[tg_test_point ("E9", 9, 9)]);
  g_assert_true (jp->seki[tg_test_point ("B9", 9, 9)]);
  g_assert_false (jp->seki[tg_test_point ("C6", 9, 9)]);
}

/* Dead stones whose capture needs a dame: A9-B9 are dead (White takes
 * them at C9), and C9 also touches Black's D9. The points the dead stones
 * leave are White's, reached through the capture point C9, which is the
 * dame White fills to capture (the shape of GNU Go's seki04 corner); a
 * count that let C9 join them to Black's wall gave A9 and B9 to nobody.
 *   Japanese: White A7-B1 (14) + A9 B9 = 16 + 2 prisoners = 18, + 6.5;
 *   Black E-J = 45: B+20.5 (was B+22.5).
 *   Area: White 10 stones + 16 = 26, Black 9 + 45 = 54, C9 the dame.
 *   Chinese 54.5 against 26.5 + 7.5 = 34: B+20.5 (10¼ 子); AGA 54
 *   against 33.5: B+20.5. */
static const char capture_point_diagram[] =
  "x x . X . . . . .\n"
  "O O O X . . . . .\n"
  ". . O X . . . . .\n"
  ". . O X . . . . .\n"
  ". . O X . . . . .\n"
  ". . O X . . . . .\n"
  ". . O X . . . . .\n"
  ". . O X . . . . .\n"
  ". . O X . . . . .\n";

static void
test_capture_point (void)
{
  static const Position pos = { capture_point_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (JAPANESE, 45, 24.5, "B+20.5"),
    EC (CHINESE, 54.5, 34, "B+20.5", "黑 54 1/2 子，胜 10 1/4 子"),
    E (AGA, 54, 33.5, "B+20.5"),
  };
  g_autoptr(TgScore) jp = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  jp = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpint (jp->owner[tg_test_point ("A9", 9, 9)], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (jp->owner[tg_test_point ("B9", 9, 9)], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (jp->owner[tg_test_point ("C9", 9, 9)], ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (jp->unsettled[tg_test_point ("C9", 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpuint (jp->n_unsettled, ==, 1);
}

/* A capture point reached through the owner's area (the shape of GNU Go's
 * score57, R19 in front of White's corner): the dead E9-G8 have two
 * liberties, H8, which touches White's H7, and H9, which touches no live
 * stone but leads through J9-J8 to White's J7 only. White's corner is in
 * front of both, so Black must fill both to close his area: both are
 * dame, the points the dead stones leave are Black's, and J9-J8, now
 * between Black's H9-H8 and White's J7, are a boundary. (Before, H9
 * joined the dead stones' points to White's corner and none of them was
 * anybody's: B+26.5.) GNU Go 3.8 (--seed 1) gives the same dead stones
 * and H9 J9 H8 J8 as dame.
 *   Black: A-C (27) + D7-E1 (14) + E9 F9 G9 G8 = 45; White H6-J1 = 12.
 *   Japanese: 45 + 4 prisoners = 49 against 12 + 6.5: B+30.5.
 *   Area: Black 12 stones + 45 = 57, White 8 + 12 = 20, 4 dame.
 *   Chinese 57 + 2 against 20 + 2 + 7.5: B+29.5 (59 − 44¼ = 14¾ 子);
 *   AGA 57 against 27.5: B+29.5. */
static const char capture_through_diagram[] =
  ". . . X o o o . .\n"
  ". . . X X X o . .\n"
  ". . . . . X X O O\n"
  ". . . . . X O . .\n"
  ". . . . . X O . .\n"
  ". . . . . X O . .\n"
  ". . . . . X O . .\n"
  ". . . . . X O . .\n"
  ". . . . . X O . .\n";

/* The same dead stones in an open area that reaches both colours' live
 * stones (B8-C1 Black, H8-H1 White): no one has closed it, so the
 * liberties in it are not capture points, and the dead stones' points
 * stay part of the open boundary. H9 and G8 touch White's H8: Black
 * fills them to take the dead stones, and his stone on H9 then touches
 * J9, so White's J9-J1 is a boundary too until White plays J9.
 *   Japanese: Black A5-B1 (10) + 3 prisoners = 13; White 0 + 6.5:
 *   B+6.5. */
static const char capture_open_diagram[] =
  ". . . . o o o . .\n"
  ". X . . . . . O .\n"
  ". . X . . . . O .\n"
  "X X X . . . . O .\n"
  ". . X . . . . O .\n"
  ". . X . . . . O .\n"
  ". . X . . . . O .\n"
  ". . X . . . . O .\n"
  ". . X . . . . O .\n";

static void
test_capture_point_through_area (void)
{
  static const Position pos = { capture_through_diagram, 0, 0, 0, 0, 0 };
  static const Position open = { capture_open_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (JAPANESE, 49, 18.5, "B+30.5"),
    EC (CHINESE, 59, 29.5, "B+29.5", "黑 59 子，胜 14 3/4 子"),
    E (AGA, 57, 27.5, "B+29.5"),
  };
  static const char *black[] = { "E9", "F9", "G9", "G8" };
  static const char *dame[] = { "H9", "H8", "J9", "J8" };
  g_autoptr(TgScore) jp = NULL;
  g_autoptr(TgScore) open_jp = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  jp = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (black); i++)
    g_assert_cmpint (jp->owner[tg_test_point (black[i], 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  for (guint i = 0; i < G_N_ELEMENTS (dame); i++)
    {
      g_assert_cmpint (jp->owner[tg_test_point (dame[i], 9, 9)], ==, TG_SCORE_OWNER_DAME);
      g_assert_cmpint (jp->unsettled[tg_test_point (dame[i], 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
    }
  g_assert_cmpuint (jp->n_unsettled, ==, 4);

  open_jp = score_position (&open, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpint (open_jp->owner[tg_test_point ("F9", 9, 9)], ==, TG_SCORE_OWNER_DAME);
  g_assert_cmpint (open_jp->unsettled[tg_test_point ("F9", 9, 9)], ==, TG_SCORE_UNSETTLED_OPEN);
  g_assert_cmpint (open_jp->unsettled[tg_test_point ("E8", 9, 9)], ==, TG_SCORE_UNSETTLED_OPEN);
  g_assert_cmpint (open_jp->unsettled[tg_test_point ("H9", 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpint (open_jp->unsettled[tg_test_point ("J9", 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpint (open_jp->unsettled[tg_test_point ("J1", 9, 9)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
  g_assert_cmpuint (open_jp->black.territory, ==, 10);
  g_assert_cmpuint (open_jp->white.territory, ==, 0);
  g_assert_cmpuint (open_jp->black.prisoners, ==, 3);
  g_assert_cmpstr (open_jp->result, ==, "B+6.5");
}

/* A seki that reaches part of a group (OGS board 34820354, which OGS
 * counts by area). Black's H1 shares the dame J1 with White's G5-J2,
 * whose only eye is H3: White cannot fill J1 (Black then takes the
 * group at H3) and Black cannot (H1-J1 would be taken at G1). H1 lives
 * with the black stones around it through the eyes G1 and F2, so that
 * whole group is in seki (1989 rules, Art. 8: stones alive with dame are
 * in seki, and only eye points surrounded by stones alive and not in
 * seki are territory): neither G1 nor F2 is territory, nor White's H3.
 * GNU Go 3.8 (--seed 1) lists the same seki stones and gives B+7.0.
 *   Japanese, komi 0: Black row 9 (9) + H8 J8 H7 J7 J6 (5) + D8 E8 (2)
 *   = 16 + 2 prisoners = 18; White A3 B2 B1 A2 A1 B4 D4 D5 = 8 + 3
 *   prisoners = 11: B+7 (counting F2 as territory gave B+8).
 *   Chinese, komi 0: Black 25 stones + 16 + F2 G1 = 43 + ½ J1; White 28
 *   + 8 + H3 = 37 + ½: B+6. */
static const char partial_seki_diagram[] =
  ". . . . . . . . .\n"
  "X X X o o X X . .\n"
  "O O X X X O X . .\n"
  "O X X O O O X X .\n"
  "O O O . O X O X X\n"
  "O . O . O X O O O\n"
  "x O O O X X O . O\n"
  ". x O O X . X O O\n"
  ". x O X X X . X .\n";

static void
test_partial_group_seki (void)
{
  static const Position pos = { partial_seki_diagram, 0, 0, 0, 0, 0 };
  static const char *seki_stones[] = { "H1", "G2", "F1", "D1", "E2", "E3", "F5", "J2", "G5" };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) cn = score_position (&pos, TG_RULES_CHINESE, 0, NULL);

  g_assert_cmpint (jp->owner[tg_test_point ("F2", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("G1", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("H3", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (jp->owner[tg_test_point ("J1", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  for (guint i = 0; i < G_N_ELEMENTS (seki_stones); i++)
    g_assert_true (jp->seki[tg_test_point (seki_stones[i], 9, 9)]);
  g_assert_false (jp->seki[tg_test_point ("C8", 9, 9)]);
  g_assert_cmpuint (jp->black.territory, ==, 16);
  g_assert_cmpuint (jp->white.territory, ==, 8);
  g_assert_cmpint (jp->black.total, ==, HP (18));
  g_assert_cmpint (jp->white.total, ==, HP (11));
  g_assert_cmpstr (jp->result, ==, "B+7");

  g_assert_cmpint (cn->owner[tg_test_point ("F2", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (cn->owner[tg_test_point ("G1", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpuint (cn->black.area, ==, 43);
  g_assert_cmpuint (cn->white.area, ==, 37);
  g_assert_cmpstr (cn->result, ==, "B+6");
}

/* A seki group with an eye of six points (issue 13.3, open point a).
 * Black's F9 shares the dame G9 with White's F8-J8-H9, whose only eye is
 * J9: Black filling G9 puts F9-G9 in atari at E9, White filling it puts
 * his five stones in atari at J9. F9 lives with D9-D8-E8-A7..J7 through
 * the eye E9, and that chain's other eye is the six-point corner A9-C8.
 * Article 8 puts no size on the eye of a group in seki: the stones that
 * surround the same eye points are one group, the group possesses the
 * dame G9, and none of its eye points (E9, A9-C9, A8-C8) is territory.
 *   Japanese, komi 0, all alive: Black 0; White rows 5-1 = 45 (J9 is the
 *   eye of a group in seki): W+45 (a six-point bound on the eye gave
 *   Black the corner, W+39).
 *   Chinese, komi 0: Black 13 stones + E9 + 6 = 20 + 1/2 G9; White 14
 *   stones + J9 + 45 = 60 + 1/2: W+40.
 * By article 7 White is dead here (Black connects at E9, then G9 takes
 * the five stones), as the proposal says; with them dead there is no
 * seki: Black E9 + the corner 6 + G9 J9 + the 5 points under the stones
 * = 14 territory + 5 prisoners = 19, White 45: W+26. */
static const char big_eye_seki_diagram[] =
  ". . . X . X . O .\n"
  ". . . X X O O O O\n"
  "X X X X X X X X X\n"
  "O O O O O O O O O\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static const char big_eye_seki_dead_diagram[] =
  ". . . X . X . o .\n"
  ". . . X X o o o o\n"
  "X X X X X X X X X\n"
  "O O O O O O O O O\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
test_big_eye_seki (void)
{
  static const Position pos = { big_eye_seki_diagram, 0, 0, 0, 0, 0 };
  static const Position dead = { big_eye_seki_dead_diagram, 0, 0, 0, 0, 0 };
  static const char *eyes[] = { "E9", "A9", "B9", "C9", "A8", "B8", "C8" };
  g_autoptr(TgScore) jp = score_position (&pos, TG_RULES_JAPANESE, 0, NULL);
  g_autoptr(TgScore) cn = score_position (&pos, TG_RULES_CHINESE, 0, NULL);
  g_autoptr(TgScore) jp_dead = score_position (&dead, TG_RULES_JAPANESE, 0, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (eyes); i++)
    g_assert_cmpint (jp->owner[tg_test_point (eyes[i], 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_true (jp->seki[tg_test_point ("A7", 9, 9)]);
  g_assert_true (jp->seki[tg_test_point ("F9", 9, 9)]);
  g_assert_false (jp->seki[tg_test_point ("A6", 9, 9)]);
  g_assert_cmpuint (jp->black.territory, ==, 0);
  g_assert_cmpuint (jp->white.territory, ==, 45);
  g_assert_cmpstr (jp->result, ==, "W+45");

  g_assert_cmpuint (cn->black.area, ==, 20);
  g_assert_cmpuint (cn->white.area, ==, 60);
  g_assert_cmpstr (cn->result, ==, "W+40");

  g_assert_cmpuint (jp_dead->black.territory, ==, 14);
  g_assert_cmpint (jp_dead->black.total, ==, HP (19));
  g_assert_cmpstr (jp_dead->result, ==, "W+26");
}

/* KataGo's 7x7 "territory scoring in the main phase" (cpp/tests/
 * testrules.cpp), komi 0.5, every stone alive as KataGo leaves them.
 * Before F4: the top is a seki (C7, G7 shared), A2-B1 another (B2
 * shared, A1 its eye), B4 in atari at A4, and F4 G4 E3 F3 G3 a dame.
 *   Japanese: Black E1 F1 G1 = 3, White 0.5: B+2.5. KataGo says W+0.5:
 *   its main-phase count takes the walls next to the unfilled dame for
 *   seki and drops E1-G1; filling the dame (article 9) changes nothing
 *   there, so the points are Black's.
 * After B F4, W G4, B G3, W F3: White's F3 is in atari at E3 and cannot
 * get out (E3 is suicide for him), dead by article 7, as KataGo counts it.
 *   Japanese: E3 F3 E1 F1 G1 = 5 + 1 prisoner = 6 against 0.5: B+5.5.
 *   Chinese: Black 20 stones + E3 F3 E1 F1 G1 A1 = 26, White 19 stones;
 *   dame A4 B2 C7 G7: B+6.5. Both as KataGo (W-B -5.5 and -6.5). */
static const char katago_7x7_diagram[] =
  "O X . O O O .\n"
  "O X X X X X X\n"
  "O O O O O O O\n"
  ". X O X X . .\n"
  "O O O X . . .\n"
  "X . O X X X X\n"
  ". X O X . . .\n";

static const char katago_7x7_f3_diagram[] =
  "O X . O O O .\n"
  "O X X X X X X\n"
  "O O O O O O O\n"
  ". X O X X X O\n"
  "O O O X . o X\n"
  "X . O X X X X\n"
  ". X O X . . .\n";

static void
test_katago_7x7 (void)
{
  static const Position start = { katago_7x7_diagram, 0, 0, 0, 0, 0 };
  static const Position f3 = { katago_7x7_f3_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) jp = score_position (&start, TG_RULES_JAPANESE, 1, NULL);
  g_autoptr(TgScore) jp_f3 = score_position (&f3, TG_RULES_JAPANESE, 1, NULL);
  g_autoptr(TgScore) cn_f3 = score_position (&f3, TG_RULES_CHINESE, 1, NULL);

  g_assert_cmpuint (jp->black.territory, ==, 3);
  g_assert_cmpuint (jp->white.territory, ==, 0);
  g_assert_cmpstr (jp->result, ==, "B+2.5");

  g_assert_cmpuint (jp_f3->black.territory, ==, 5);
  g_assert_cmpint (jp_f3->black.total, ==, HP (6));
  g_assert_cmpstr (jp_f3->result, ==, "B+5.5");
  g_assert_cmpuint (cn_f3->black.area, ==, 26);
  g_assert_cmpuint (cn_f3->white.area, ==, 19);
  g_assert_cmpstr (cn_f3->result, ==, "B+6.5");
}

/* Results in words, in the unit each rule set counts in (issue 12.8/9);
 * the test runs untranslated, so these are the English strings. */
static void
test_describe (void)
{
  static const Position pos = { t1_diagram, 0, 0, 0, 0, 0 };
  const TgRules *cn = tg_rules_get_preset (TG_RULES_CHINESE);
  const TgRules *jp = tg_rules_get_preset (TG_RULES_JAPANESE);
  g_autoptr(TgScore) c = score_position (&pos, TG_RULES_CHINESE, 15, NULL);
  g_autoptr(TgScore) j = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_autoptr(TgScore) ing = score_position (&pos, TG_RULES_ING, 18, NULL);
  g_autoptr(TgScore) nz = score_position (&pos, TG_RULES_NZ, 18, NULL);
  static const struct { const char *re; const TgRules *rules; const char *words; } cases[] = {
    { "B+R", NULL, "Black wins by resignation" },
    { "W+Resign", NULL, "White wins by resignation" },
    { "W+T", NULL, "White wins on time" },
    { "B+F", NULL, "Black wins by forfeit" },
    { "B+7.5", NULL, "Black wins by 7.5 points" },
    { "W+0.5", NULL, "White wins by 0.5 points" },
    { "B+1", NULL, "Black wins by 1 point" },
    { "W+1.0", NULL, "White wins by 1 point" },
    { "W+1.5", NULL, "White wins by 1.5 points" },
    { "B+2", NULL, "Black wins by 2 points" },
    { "0", NULL, "Draw (jigo)" },
    { "Draw", NULL, "Draw (jigo)" },
    { "Void", NULL, "No result" },
    { "?", NULL, "Result unknown" },
    { "B+", NULL, "Black wins" },
    { "whatever", NULL, "whatever" },
  };
  /* Under Chinese rules: 1 子 is 2 points. */
  static const struct { const char *re, *words; } zi_cases[] = {
    { "B+0.5", "Black wins by 0.5 points (¼ stone)" },
    { "W+1", "White wins by 1 point (½ stone)" },
    { "B+1.5", "Black wins by 1.5 points (¾ stone)" },
    { "W+2", "White wins by 2 points (1 stone)" },
    { "B+2.5", "Black wins by 2.5 points (1¼ stones)" },
    { "W+3", "White wins by 3 points (1½ stones)" },
    { "B+4", "Black wins by 4 points (2 stones)" },
  };
  g_autofree char *zi = NULL, *pts = NULL, *cw = NULL, *jw = NULL, *iw = NULL, *nw = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *w = tg_score_describe_result (cases[i].re, cases[i].rules);
      g_assert_cmpstr (w, ==, cases[i].words);
    }
  /* 7.5 points are 3¾ 子 under Chinese rules, 7.5 目 under Japanese. */
  zi = tg_score_describe_result ("B+7.5", cn);
  g_assert_cmpstr (zi, ==, "Black wins by 7.5 points (3¾ stones)");
  /* A fraction of one 子 or less is singular, more than one plural. */
  for (guint i = 0; i < G_N_ELEMENTS (zi_cases); i++)
    {
      g_autofree char *w = tg_score_describe_result (zi_cases[i].re, cn);
      g_assert_cmpstr (w, ==, zi_cases[i].words);
    }
  pts = tg_score_describe_result ("W+0.5", jp);
  g_assert_cmpstr (pts, ==, "White wins by 0.5 points");
  g_assert_null (tg_score_describe_result (NULL, cn));

  /* T1: Chinese B+1.5 = B+¾ 子; Japanese B+2.5; Ing with komi 9: a tie
   * that Black wins; NZ with komi 9: jigo. */
  g_assert_cmpint (c->winner, ==, TG_SCORE_WINNER_BLACK);
  g_assert_cmpint (c->method, ==, TG_SCORE_METHOD_ZI);
  cw = tg_score_describe (c);
  g_assert_cmpstr (cw, ==, "Black wins by 1.5 points (¾ stone)");
  g_assert_cmpint (j->method, ==, TG_SCORE_METHOD_TERRITORY);
  jw = tg_score_describe (j);
  g_assert_cmpstr (jw, ==, "Black wins by 2.5 points");
  g_assert_cmpint (ing->margin, ==, 0);
  g_assert_cmpint (ing->winner, ==, TG_SCORE_WINNER_BLACK);
  g_assert_cmpint (ing->method, ==, TG_SCORE_METHOD_AREA);
  iw = tg_score_describe (ing);
  g_assert_cmpstr (iw, ==, "Black wins the tie");
  g_assert_cmpint (nz->winner, ==, TG_SCORE_WINNER_NONE);
  nw = tg_score_describe (nz);
  g_assert_cmpstr (nw, ==, "Draw (jigo)");
}

/* AGA's White passes last (issue 13.7), hand-counted turns. */
static void
test_owed_white_passes (void)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];

  /* T1 (9 stones each) after W pass, B pass: equal turns. */
  load_position (t1_diagram, &board, dead);
  g_assert_cmpuint (tg_score_owed_white_passes (&board, 0, 1, 1), ==, 0);
  /* T2: Black's extra stone at C3: White owes one pass (W, B, W). */
  tg_board_set (&board, tg_test_point ("C3", 9, 9), TG_BLACK);
  g_assert_cmpuint (tg_score_owed_white_passes (&board, 0, 1, 1), ==, 1);
  /* T10: 11 black stones (two of them handicap) against 9; the handicap
   * is one turn, so 11 − 1 + 1 pass against 9 + 1: one owed. */
  tg_board_set (&board, tg_test_point ("C7", 9, 9), TG_BLACK);
  g_assert_cmpuint (tg_score_owed_white_passes (&board, 2, 1, 1), ==, 1);
  /* Prisoners count as stones placed: 3 white stones Black took. */
  board.captures[TG_BLACK] = 3;
  g_assert_cmpuint (tg_score_owed_white_passes (&board, 2, 1, 1), ==, 0);
}

/* What an unsettled point does to the count, per rule set. */
static void
test_counts_unsettled (void)
{
  for (TgRulesPreset p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      const TgRules *r = tg_rules_get_preset (p);

      g_assert_cmpint (tg_rules_counts_unsettled (r), ==, r->scoring == TG_SCORING_AREA);
      g_assert_cmpint (tg_rules_resume_asks_requester (r), ==, p == TG_RULES_JAPANESE || p == TG_RULES_KOREAN);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/territory/phantom-atari", test_phantom_atari);
  g_test_add_func ("/score/territory/open-board", test_open_board);
  g_test_add_func ("/score/territory/teire-after-dame", test_teire_after_dame);
  g_test_add_func ("/score/territory/teire-not-seki", test_teire_not_seki);
  g_test_add_func ("/score/territory/forcing-dame", test_forcing_dame);
  g_test_add_func ("/score/territory/seki-nakade", test_seki_nakade);
  g_test_add_func ("/score/territory/capture-point", test_capture_point);
  g_test_add_func ("/score/territory/capture-point-through-area", test_capture_point_through_area);
  g_test_add_func ("/score/territory/partial-group-seki", test_partial_group_seki);
  g_test_add_func ("/score/territory/big-eye-seki", test_big_eye_seki);
  g_test_add_func ("/score/territory/katago-7x7", test_katago_7x7);
  g_test_add_func ("/score/territory/describe", test_describe);
  g_test_add_func ("/score/territory/owed-white-passes", test_owed_white_passes);
  g_test_add_func ("/score/territory/counts-unsettled", test_counts_unsettled);
  return g_test_run ();
}
