/* test-score.c: counting under every rule set (RULES.md §3, T1–T10)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure below was counted by hand from RULES.md; totals are in
 * points (komi and compensation included for White). T14–T16 and the
 * edge cases are in test-score-count.c.
 */

#include "config.h"

#include "test-score-common.h"

/* T1 Plain territory ------------------------------------------------------- */

static void
test_score_t1 (void)
{
  /* Equal stones, White moved last: Black passes, White passes. */
  static const Position pos = { t1_diagram, 0, 0, 0, 1, 1 };
  static const Expect expect[] = {
    EC (CHINESE, 45, 43.5, "B+1.5", "黑 45 子，胜 3/4 子"),
    E (JAPANESE, 36, 33.5, "B+2.5"),
    E (KOREAN, 36, 33.5, "B+2.5"),
    EV (AGA, 45, 43.5, "B+1.5", 37, 35.5),
    E (ING, 45, 44, "B+1"),
    E (NZ, 45, 43, "B+2"),
    E (TROMP_TAYLOR, 45, 43.5, "B+1.5"),
    EC (ANCIENT, 43, 34, "B+9", "黑 45 子，胜 4 1/2 子"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.stones, ==, 9);
  g_assert_cmpuint (s->white.stones, ==, 9);
  g_assert_cmpuint (s->black.territory, ==, 36);
  g_assert_cmpuint (s->white.territory, ==, 27);
  g_assert_cmpuint (s->black.area, ==, 45);
  g_assert_cmpuint (s->white.area, ==, 36);
  g_assert_cmpuint (s->dame, ==, 0);
  g_assert_cmpuint (s->n_unsettled, ==, 0);
  g_assert_cmpint (s->owner[tg_test_point ("A1", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (s->owner[tg_test_point ("J9", 9, 9)], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (s->owner[tg_test_point ("E5", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (s->owner[tg_point (9, 0)], ==, TG_SCORE_OWNER_NONE);
  g_clear_pointer (&s, tg_score_free);

  s = score_position (&pos, TG_RULES_CHINESE, 15, NULL);
  g_assert_cmpint (s->black_count, ==, 90);
  g_assert_cmpint (s->baseline, ==, 81);
}

/* T2 Black filled one point of his own territory -------------------------- */

static const char t2_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . X . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

static void
test_score_t2 (void)
{
  /* Black moved last: White passes, Black passes, White passes. */
  static const Position pos = { t2_diagram, 0, 0, 0, 1, 2 };
  static const Expect expect[] = {
    EC (CHINESE, 45, 43.5, "B+1.5", "黑 45 子，胜 3/4 子"),
    E (JAPANESE, 35, 33.5, "B+1.5"),
    E (KOREAN, 35, 33.5, "B+1.5"),
    EV (AGA, 45, 43.5, "B+1.5", 37, 35.5),
    E (NZ, 45, 43, "B+2"),
    E (ING, 45, 44, "B+1"),
    E (TROMP_TAYLOR, 45, 43.5, "B+1.5"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.stones, ==, 10);
  g_assert_cmpuint (s->black.territory, ==, 35);
  g_assert_cmpuint (s->black.area, ==, 45);
}

/* T3 Prisoners ------------------------------------------------------------- */

static const char t3_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". X . . X O . . .\n"
  ". . . . X O . . .\n"
  ". X . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

static void
test_score_t3 (void)
{
  /* Black took 3, White 1; 12 moves each, White last. */
  static const Position pos = { t3_diagram, 3, 1, 0, 1, 1 };
  static const Expect expect[] = {
    EC (CHINESE, 45, 43.5, "B+1.5", "黑 45 子，胜 3/4 子"),
    E (JAPANESE, 37, 34.5, "B+2.5"),
    E (KOREAN, 37, 34.5, "B+2.5"),
    EV (AGA, 45, 43.5, "B+1.5", 38, 36.5),
    E (NZ, 45, 43, "B+2"),
    E (ING, 45, 44, "B+1"),
    E (TROMP_TAYLOR, 45, 43.5, "B+1.5"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.territory, ==, 34);
  g_assert_cmpuint (s->black.captures, ==, 3);
  g_assert_cmpuint (s->black.prisoners, ==, 3);
  g_assert_cmpuint (s->white.captures, ==, 1);
  g_assert_cmpuint (s->white.prisoners, ==, 1);
}

/* T4 Dead stones ----------------------------------------------------------- */

static const char t4_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". o o . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . x .\n"
  ". . . . X O . x .\n"
  ". . . . X O . . .\n";

static void
test_score_t4 (void)
{
  static const Position pos = { t4_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    EC (CHINESE, 45, 43.5, "B+1.5", "黑 45 子，胜 3/4 子"),
    E (JAPANESE, 38, 35.5, "B+2.5"),
    E (KOREAN, 38, 35.5, "B+2.5"),
    E (AGA, 45, 43.5, "B+1.5"),
    E (NZ, 45, 43, "B+2"),
    E (ING, 45, 44, "B+1"),
    E (ANCIENT, 43, 34, "B+9"),
    /* Nothing is removed: 59 neutral points. */
    EC (TROMP_TAYLOR, 11, 18.5, "W+7.5", "黑 40 1/2 子，白胜 3 3/4 子"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.dead, ==, 2);
  g_assert_cmpuint (s->white.dead, ==, 2);
  g_assert_cmpuint (s->black.prisoners, ==, 2);
  g_assert_cmpuint (s->black.territory, ==, 36);
  g_assert_cmpuint (s->white.territory, ==, 27);
  g_assert_cmpint (s->owner[tg_test_point ("B7", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (s->owner[tg_test_point ("H3", 9, 9)], ==, TG_SCORE_OWNER_WHITE);
  g_clear_pointer (&s, tg_score_free);

  s = score_position (&pos, TG_RULES_TROMP_TAYLOR, 15, NULL);
  g_assert_cmpuint (s->black.stones, ==, 11);
  g_assert_cmpuint (s->white.stones, ==, 11);
  g_assert_cmpuint (s->black.dead, ==, 0);
  g_assert_cmpuint (s->dame, ==, 59);
  g_assert_cmpint (s->owner[tg_test_point ("B7", 9, 9)], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (s->owner[tg_test_point ("A9", 9, 9)], ==, TG_SCORE_OWNER_DAME);
}

/* T5 Seki without eyes ----------------------------------------------------- */

static const char t5_diagram[] =
  ". O X . O X . . .\n"
  ". O X . O X . . .\n"
  ". O X X O X . . .\n"
  ". O O O X X . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n";

static void
test_score_t5 (void)
{
  static const Position pos = { t5_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    EC (CHINESE, 47, 41.5, "B+5.5", "黑 47 子，胜 2 3/4 子"),
    E (JAPANESE, 32, 25.5, "B+6.5"),
    E (KOREAN, 32, 25.5, "B+6.5"),
    E (AGA, 46, 40.5, "B+5.5"),
    E (NZ, 46, 40, "B+6"),
    E (ING, 47, 42, "B+5"),
    E (TROMP_TAYLOR, 46, 40.5, "B+5.5"),
    E (ANCIENT, 44, 31, "B+13"),
  };
  g_autoptr(TgScore) s = NULL;
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE], seki[TG_ARRAY_SIZE];

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.stones, ==, 14);
  g_assert_cmpuint (s->white.stones, ==, 14);
  g_assert_cmpuint (s->black.territory, ==, 32);
  g_assert_cmpuint (s->white.territory, ==, 19);
  g_assert_cmpuint (s->seki_points, ==, 2);
  g_assert_cmpuint (s->dame, ==, 2);
  g_assert_cmpuint (s->n_unsettled, ==, 0);
  g_assert_cmpint (s->owner[tg_test_point ("D9", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (s->owner[tg_test_point ("D8", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_true (s->seki[tg_test_point ("C9", 9, 9)]);
  g_assert_true (s->seki[tg_test_point ("E7", 9, 9)]);
  g_assert_false (s->seki[tg_test_point ("F9", 9, 9)]);
  g_assert_false (s->seki[tg_test_point ("B9", 9, 9)]);
  g_clear_pointer (&s, tg_score_free);

  s = score_position (&pos, TG_RULES_ANCIENT, 0, NULL);
  g_assert_cmpuint (s->black.groups, ==, 1);
  g_assert_cmpuint (s->white.groups, ==, 1);
  g_assert_cmpint (s->black.tax, ==, HP (2));

  /* The seki finder on its own: 7 stones and 2 shared liberties. */
  load_position (t5_diagram, &board, dead);
  g_assert_cmpuint (tg_score_find_seki (&board, NULL, seki), ==, 2);
  {
    guint n = 0;

    for (guint i = 0; i < TG_ARRAY_SIZE; i++)
      n += seki[i] != 0;
    g_assert_cmpuint (n, ==, 9);
  }
}

/* T6 Seki with one eye each ------------------------------------------------ */

static void
test_score_t6 (void)
{
  /* W pass, B pass, W pass: Black gets 2 pass stones, White 1. */
  static const Position pos = { t6_diagram, 0, 0, 0, 1, 2 };
  static const Expect expect[] = {
    EC (CHINESE, 43.5, 45, "W+1.5", "黑 43 1/2 子，白胜 3/4 子"),
    /* The seki eyes score 0: 23 and 18, not 24 and 19. */
    E (JAPANESE, 23, 24.5, "W+1.5"),
    E (KOREAN, 23, 24.5, "W+1.5"),
    /* AGA territory counts the seki eyes: 24 + 2 against 19 + 1 + 7.5. */
    EV (AGA, 43, 44.5, "W+1.5", 26, 27.5),
    E (NZ, 43, 44, "W+1"),
    E (ING, 43.5, 45.5, "W+2"),
    E (TROMP_TAYLOR, 43, 44.5, "W+1.5"),
    EC (ANCIENT, 40, 34, "B+6", "黑 43 1/2 子，胜 3 子"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.stones, ==, 19);
  g_assert_cmpuint (s->white.stones, ==, 18);
  g_assert_cmpuint (s->black.territory, ==, 23);
  g_assert_cmpuint (s->white.territory, ==, 18);
  g_assert_cmpuint (s->black.seki_eyes, ==, 1);
  g_assert_cmpuint (s->white.seki_eyes, ==, 1);
  g_assert_cmpuint (s->seki_points, ==, 1);
  g_assert_cmpuint (s->n_unsettled, ==, 0);
  g_assert_cmpint (s->owner[tg_test_point ("C9", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (s->owner[tg_test_point ("G9", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_cmpint (s->owner[tg_test_point ("E9", 9, 9)], ==, TG_SCORE_OWNER_SEKI);
  g_assert_true (s->seki[tg_test_point ("B9", 9, 9)]);
  g_assert_true (s->seki[tg_test_point ("H9", 9, 9)]);
  g_assert_false (s->seki[tg_test_point ("J9", 9, 9)]);
  g_assert_false (s->seki[tg_test_point ("A9", 9, 9)]);
  g_clear_pointer (&s, tg_score_free);

  s = score_position (&pos, TG_RULES_CHINESE, 15, NULL);
  g_assert_cmpuint (s->black.area, ==, 43);
  g_assert_cmpuint (s->white.area, ==, 37);
  g_assert_cmpint (s->owner[tg_test_point ("C9", 9, 9)], ==, TG_SCORE_OWNER_BLACK);
  g_assert_cmpint (s->black_count, ==, 87);
}

/* T7 Dame ------------------------------------------------------------------ */

static const char t7b_diagram[] =
  ". . . X X O . . .\n"
  ". . . X O O . . .\n"
  ". . . X X O . . .\n"
  ". . . X O O . . .\n"
  ". . . X X O . . .\n"
  ". . . X O O . . .\n"
  ". . . X X O . . .\n"
  ". . . X O O . . .\n"
  ". . . X X O . . .\n";

static void
test_score_t7 (void)
{
  static const Position pos_a = { t7a_diagram, 0, 0, 0, 0, 0 };
  static const Position pos_b = { t7b_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect_a[] = {
    EC (CHINESE, 40.5, 48, "W+7.5", "黑 40 1/2 子，白胜 3 3/4 子"),
    E (JAPANESE, 27, 33.5, "W+6.5"),
    E (KOREAN, 27, 33.5, "W+6.5"),
    E (AGA, 36, 43.5, "W+7.5"),
    E (NZ, 36, 43, "W+7"),
    E (ING, 40.5, 48.5, "W+8"),
    E (TROMP_TAYLOR, 36, 43.5, "W+7.5"),
    EC (ANCIENT, 34, 34, "0", "黑 40 1/2 子，和棋"),
  };
  static const Expect expect_b[] = {
    EC (CHINESE, 41, 47.5, "W+6.5", "黑 41 子，白胜 3 1/4 子"),
    E (JAPANESE, 27, 33.5, "W+6.5"),
    E (KOREAN, 27, 33.5, "W+6.5"),
    E (AGA, 41, 47.5, "W+6.5"),
    E (NZ, 41, 47, "W+6"),
    E (ING, 41, 48, "W+7"),
    E (TROMP_TAYLOR, 41, 47.5, "W+6.5"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos_a, expect_a, G_N_ELEMENTS (expect_a));
  check_expectations (&pos_b, expect_b, G_N_ELEMENTS (expect_b));

  /* Territory rules: the open column must be filled: reported, neutral. */
  s = score_position (&pos_a, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->dame, ==, 9);
  g_assert_cmpuint (s->seki_points, ==, 0);
  g_assert_cmpuint (s->n_unsettled, ==, 9);
  for (guint y = 0; y < 9; y++)
    {
      g_assert_cmpint (s->unsettled[tg_point (4, y)], ==, TG_SCORE_UNSETTLED_BOUNDARY);
      g_assert_cmpint (s->owner[tg_point (4, y)], ==, TG_SCORE_OWNER_DAME);
    }
  g_clear_pointer (&s, tg_score_free);

  /* Area rules: dame are simply neutral. */
  s = score_position (&pos_a, TG_RULES_CHINESE, 15, NULL);
  g_assert_cmpuint (s->n_unsettled, ==, 0);
  g_assert_cmpuint (s->dame, ==, 9);
  g_assert_cmpint (s->black_count, ==, 81);
  g_clear_pointer (&s, tg_score_free);

  s = score_position (&pos_b, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->n_unsettled, ==, 0);
  g_assert_cmpuint (s->black.area, ==, 41);
  g_assert_cmpuint (s->white.area, ==, 40);
}

/* T8 Open ko --------------------------------------------------------------- */

static const char t8_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . X . X O . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

static void
test_score_t8 (void)
{
  static const Position pos = { t8_diagram, 1, 0, 0, 0, 0 };
  static const Expect expect[] = {
    EC (CHINESE, 46, 42.5, "B+3.5", "黑 46 子，胜 1 3/4 子"),
    /* Black must connect at E5: 35 + 1 against 26 + 6.5, not B+4.5. */
    E (JAPANESE, 36, 32.5, "B+3.5"),
    E (KOREAN, 36, 32.5, "B+3.5"),
    E (AGA, 46, 42.5, "B+3.5"),
    E (NZ, 46, 42, "B+4"),
    E (ING, 46, 43, "B+3"),
    E (TROMP_TAYLOR, 46, 42.5, "B+3.5"),
  };
  TgPoint e5 = tg_test_point ("E5", 9, 9);
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->black.territory, ==, 35);
  g_assert_cmpuint (s->white.territory, ==, 26);
  g_assert_cmpuint (s->n_unsettled, ==, 1);
  g_assert_cmpint (s->unsettled[e5], ==, TG_SCORE_UNSETTLED_KO);
  g_assert_cmpint (s->owner[e5], ==, TG_SCORE_OWNER_DAME);
  g_clear_pointer (&s, tg_score_free);

  /* Area rules count E5 for Black but still report the ko. */
  s = score_position (&pos, TG_RULES_CHINESE, 15, NULL);
  g_assert_cmpuint (s->black.area, ==, 46);
  g_assert_cmpuint (s->white.area, ==, 35);
  g_assert_cmpint (s->unsettled[e5], ==, TG_SCORE_UNSETTLED_KO);
  g_assert_cmpint (s->owner[e5], ==, TG_SCORE_OWNER_BLACK);
}

/* A chain in atari that must be connected (teire), not a ko. */
static const char teire_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O O . .\n"
  ". . . . . X X O .\n"
  ". . . . X O O . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

static void
test_score_teire (void)
{
  static const Position pos = { teire_diagram, 0, 0, 0, 0, 0 };
  static const Expect expect[] = {
    E (CHINESE, 47, 41.5, "B+5.5"),
    /* E5 is Black's, but he must connect there: 36, not 37. */
    E (JAPANESE, 36, 29.5, "B+6.5"),
  };
  TgPoint e5 = tg_test_point ("E5", 9, 9);
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  s = score_position (&pos, TG_RULES_JAPANESE, 13, NULL);
  g_assert_cmpuint (s->n_unsettled, ==, 1);
  g_assert_cmpint (s->unsettled[e5], ==, TG_SCORE_UNSETTLED_ATARI);
  g_assert_cmpstr (tg_score_unsettled_to_string (s->unsettled[e5]), ==, "atari");
}

/* T9 Group tax ------------------------------------------------------------- */

static const char t9_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  "X X X X X O . . .\n"
  "O O O O O O . . .\n"
  "X X X X X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

static void
test_score_t9 (void)
{
  static const Position pos = { t9_diagram, 2, 0, 0, 0, 0 };
  static const Expect expect[] = {
    EC (CHINESE, 40, 48.5, "W+8.5", "黑 40 子，白胜 4 1/4 子"),
    E (JAPANESE, 26, 33.5, "W+7.5"),
    E (KOREAN, 26, 33.5, "W+7.5"),
    E (AGA, 40, 48.5, "W+8.5"),
    E (NZ, 40, 48, "W+8"),
    E (ING, 40, 49, "W+9"),
    E (TROMP_TAYLOR, 40, 48.5, "W+8.5"),
    /* 2 groups against 1: Black returns 1 子. */
    EC (ANCIENT, 36, 39, "W+3", "黑 39 子，白胜 1 1/2 子"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));
  s = score_position (&pos, TG_RULES_ANCIENT, 0, NULL);
  g_assert_cmpuint (s->black.groups, ==, 2);
  g_assert_cmpuint (s->white.groups, ==, 1);
  g_assert_cmpint (s->black.tax, ==, HP (4));
  g_assert_cmpint (s->white.tax, ==, HP (2));
  g_assert_cmpint (s->black_count, ==, 78);
  g_assert_cmpuint (s->black.area, ==, 40);
  g_assert_cmpuint (s->white.area, ==, 41);
}

/* T10 Handicap 2 ----------------------------------------------------------- */

static const char t10_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . X . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . X . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

static void
test_score_t10 (void)
{
  /* W pass, B pass, W pass. */
  static const Position pos = { t10_diagram, 0, 0, 2, 1, 2 };
  static const Expect expect[] = {
    EC (CHINESE, 45, 38, "B+7", "黑 45 子，胜 3 1/2 子"),
    E (JAPANESE, 34, 27.5, "B+6.5"),
    E (KOREAN, 34, 27.5, "B+6.5"),
    EV (AGA, 45, 37.5, "B+7.5", 36, 28.5),
    E (NZ, 45, 36, "B+9"),
    E (TROMP_TAYLOR, 45, 36, "B+9"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos, expect, G_N_ELEMENTS (expect));

  s = score_position (&pos, TG_RULES_CHINESE, 0, NULL);
  g_assert_cmpint (s->compensation, ==, HP (2));
  g_assert_cmpuint (s->handicap, ==, 2);
  g_clear_pointer (&s, tg_score_free);

  /* OGS adds 0.5 komi to Chinese handicap games. */
  s = score_position (&pos, TG_RULES_CHINESE, 1, NULL);
  g_assert_cmpstr (s->result, ==, "B+6.5");
  g_assert_cmpint (s->white.total, ==, HP (38.5));
  g_clear_pointer (&s, tg_score_free);

  s = score_position (&pos, TG_RULES_AGA, 1, NULL);
  g_assert_cmpint (s->compensation, ==, HP (1));
  g_assert_cmpuint (s->black.pass_stones, ==, 2);
  g_assert_cmpuint (s->white.pass_stones, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/t1-plain", test_score_t1);
  g_test_add_func ("/score/t2-own-territory", test_score_t2);
  g_test_add_func ("/score/t3-prisoners", test_score_t3);
  g_test_add_func ("/score/t4-dead-stones", test_score_t4);
  g_test_add_func ("/score/t5-seki-no-eyes", test_score_t5);
  g_test_add_func ("/score/t6-seki-one-eye", test_score_t6);
  g_test_add_func ("/score/t7-dame", test_score_t7);
  g_test_add_func ("/score/t8-open-ko", test_score_t8);
  g_test_add_func ("/score/teire", test_score_teire);
  g_test_add_func ("/score/t9-group-tax", test_score_t9);
  g_test_add_func ("/score/t10-handicap", test_score_t10);

  return g_test_run ();
}

