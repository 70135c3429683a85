/* test-score.c: counting under every rule set (RULES.md §3, T1–T10, T14–T16)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure below was counted by hand from RULES.md; totals are in
 * points (komi and compensation included for White).
 */

#include "config.h"

#include <string.h>

#include "tg-score.h"
#include "tg-test-utils.h"

#define HP(points) ((TgHalfPoints) ((points) * 2))
#define NO_VIEW (-1000.0)

typedef struct
{
  TgRulesPreset  preset;
  double         black;          /* black.total, points */
  double         white;          /* white.total, points */
  const char    *result;
  const char    *chinese;        /* chinese_count, or NULL not to check */
  double         black_view;     /* AGA territory view, or NO_VIEW */
  double         white_view;
} Expect;

typedef struct
{
  const char  *diagram;          /* 'x'/'o' are stones marked dead */
  guint        black_captures;
  guint        white_captures;
  guint        handicap;
  guint        black_passes;     /* AGA pass stones go to the opponent */
  guint        white_passes;
} Position;

/* The board, and the dead mask from the lower-case stones of @diagram. */
static void
load_position (const char *diagram,
               TgBoard    *board,
               guint8     *dead)
{
  g_auto(GStrv) lines = g_strsplit (diagram, "\n", -1);
  guint y = 0;

  tg_test_board_from_diagram (board, diagram);
  memset (dead, 0, TG_ARRAY_SIZE);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];
      guint x = 0;

      while (*l == ' ')
        l++;
      while (g_ascii_isdigit (*l))
        l++;
      if (*l == '\0' || strspn (l, " ") == strlen (l))
        continue;
      for (; *l != '\0'; l++)
        {
          if (*l == ' ')
            continue;
          if (*l == 'x' || *l == 'o')
            dead[tg_point (x, y)] = 1;
          x++;
        }
      y++;
    }
  g_assert_cmpuint (y, ==, board->height);
}

static TgScore *
score_position (const Position *pos,
                TgRulesPreset   preset,
                TgHalfPoints    komi,
                guint8         *dead_out)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];
  TgScoreInput in;
  const TgRules *rules = tg_rules_get_preset (preset);

  load_position (pos->diagram, &board, dead);
  board.captures[TG_BLACK] = pos->black_captures;
  board.captures[TG_WHITE] = pos->white_captures;
  tg_score_input_init (&in, &board, rules);
  in.dead = dead;
  in.handicap = pos->handicap;
  in.komi = komi;
  in.black_passes = pos->black_passes;
  in.white_passes = pos->white_passes;
  if (dead_out)
    memcpy (dead_out, dead, TG_ARRAY_SIZE);
  return tg_score_compute (&in);
}

static void
check_expectations (const Position *pos,
                    const Expect   *expect,
                    guint           n_expect)
{
  for (guint i = 0; i < n_expect; i++)
    {
      const Expect *e = &expect[i];
      const TgRules *rules = tg_rules_get_preset (e->preset);
      g_autoptr(TgScore) s = score_position (pos, e->preset,
                                             tg_rules_default_komi (rules, pos->handicap),
                                             NULL);

      g_test_message ("%s: %s (B %g, W %g)", tg_rules_preset_to_id (e->preset),
                      s->result, s->black.total / 2.0, s->white.total / 2.0);
      g_assert_cmpint (s->black.total, ==, HP (e->black));
      g_assert_cmpint (s->white.total, ==, HP (e->white));
      g_assert_cmpint (s->margin, ==, HP (e->black) - HP (e->white));
      g_assert_cmpstr (s->result, ==, e->result);
      if (e->chinese)
        g_assert_cmpstr (s->chinese_count, ==, e->chinese);
      if (tg_rules_get_preset (e->preset)->scoring == TG_SCORING_TERRITORY)
        g_assert_null (s->chinese_count);
      else
        g_assert_nonnull (s->chinese_count);
      if (e->black_view != NO_VIEW)
        {
          g_assert_cmpint (s->black.territory_total, ==, HP (e->black_view));
          g_assert_cmpint (s->white.territory_total, ==, HP (e->white_view));
          /* AGA: both views give the same margin. */
          g_assert_cmpint (s->territory_margin, ==, s->margin);
        }
    }
}

#define E(preset, b, w, res) { TG_RULES_ ## preset, b, w, res, NULL, NO_VIEW, NO_VIEW }
#define EC(preset, b, w, res, cn) { TG_RULES_ ## preset, b, w, res, cn, NO_VIEW, NO_VIEW }
#define EV(preset, b, w, res, bv, wv) { TG_RULES_ ## preset, b, w, res, NULL, bv, wv }

/* T1 Plain territory ------------------------------------------------------- */

static const char t1_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

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

static const char t6_diagram[] =
  "O X . X . O . O X\n"
  "O X X X X O O O X\n"
  "O O O O O X X X X\n"
  ". . . O X X . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n";

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

static const char t7a_diagram[] =
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n";

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

/* T14 Chinese count conversions (19×19) ------------------------------------ */

/* A 19×19 position where Black's area is @black_area and @dame points are
 * neutral: stones in reading order, one eye in each colour's corner. */
static void
make_count_board (TgBoard *board,
                  guint    black_area,
                  guint    dame)
{
  guint i = 0;

  tg_board_init (board, 19, 19);
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++, i++)
      {
        TgColor c;

        if (i == 0 || i == 360 || (i >= black_area && i < black_area + dame))
          continue;
        c = i < black_area ? TG_BLACK : TG_WHITE;
        tg_board_set (board, tg_point (x, y), c);
      }
}

static TgScore *
count_19 (guint        black_area,
          guint        dame,
          guint        handicap,
          TgHalfPoints komi)
{
  TgBoard board;
  TgScoreInput in;

  make_count_board (&board, black_area, dame);
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_CHINESE));
  in.handicap = handicap;
  in.komi = komi;
  return tg_score_compute (&in);
}

static void
test_score_t14 (void)
{
  static const struct
  {
    guint         area, dame, handicap;
    TgHalfPoints  komi;
    const char   *result;
    const char   *chinese;
    TgHalfPoints  count;
  } cases[] = {
    { 185, 0, 0, 15, "B+1.5", "黑 185 子，胜 3/4 子", 370 },
    { 184, 0, 0, 15, "W+0.5", "黑 184 子，白胜 1/4 子", 368 },
    { 184, 1, 0, 15, "B+0.5", "黑 184 1/2 子，胜 1/4 子", 369 },
    { 182, 0, 3, 0, "0", "黑 182 子，和棋", 364 },
    { 183, 0, 3, 0, "B+2", "黑 183 子，胜 1 子", 366 },
    { 181, 0, 3, 0, "W+2", "黑 181 子，白胜 1 子", 362 },
    { 182, 0, 3, 1, "W+0.5", "黑 182 子，白胜 1/4 子", 364 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgScore) s = count_19 (cases[i].area, cases[i].dame,
                                       cases[i].handicap, cases[i].komi);

      g_test_message ("%s / %s", s->result, s->chinese_count);
      g_assert_cmpuint (s->black.area, ==, cases[i].area);
      g_assert_cmpuint (s->dame, ==, cases[i].dame);
      g_assert_cmpint (s->black_count, ==, cases[i].count);
      g_assert_cmpint (s->baseline, ==, 361);
      g_assert_cmpstr (s->result, ==, cases[i].result);
      g_assert_cmpstr (s->chinese_count, ==, cases[i].chinese);
    }
}

static void
test_score_format_zi (void)
{
  static const struct { TgHalfPoints margin; const char *zi; } cases[] = {
    { 0, "0" }, { 1, "1/4" }, { 2, "1/2" }, { 3, "3/4" }, { 4, "1" }, { 5, "1 1/4" },
    { 7, "1 3/4" }, { 14, "3 1/2" }, { 15, "3 3/4" }, { -3, "3/4" }, { -6, "1 1/2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *zi = tg_score_format_zi (cases[i].margin);

      g_assert_cmpstr (zi, ==, cases[i].zi);
    }
}

static void
test_score_format_result (void)
{
  static const struct { TgHalfPoints margin; gboolean ties; const char *re; } cases[] = {
    { 3, FALSE, "B+1.5" }, { -1, FALSE, "W+0.5" }, { 0, FALSE, "0" }, { 0, TRUE, "B+0" },
    { 18, FALSE, "B+9" }, { -59, FALSE, "W+29.5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *re = tg_score_format_result (cases[i].margin, cases[i].ties);

      g_assert_cmpstr (re, ==, cases[i].re);
    }
}

/* T15 Ing overtime penalty ------------------------------------------------- */

static void
test_score_t15 (void)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];
  TgScoreInput in;
  g_autoptr(TgScore) none = NULL;
  g_autoptr(TgScore) black = NULL;
  g_autoptr(TgScore) white = NULL;

  load_position (t1_diagram, &board, dead);
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_ING));
  g_assert_cmpint (in.komi, ==, HP (8));
  none = tg_score_compute (&in);
  g_assert_cmpstr (none->result, ==, "B+1");

  in.black_overtime_periods = 1;
  black = tg_score_compute (&in);
  g_assert_cmpint (black->black.penalty, ==, HP (2));
  g_assert_cmpint (black->black.total, ==, HP (43));
  g_assert_cmpint (black->white.total, ==, HP (44));
  g_assert_cmpstr (black->result, ==, "W+1");

  in.black_overtime_periods = 0;
  in.white_overtime_periods = 1;
  white = tg_score_compute (&in);
  g_assert_cmpint (white->white.penalty, ==, HP (2));
  g_assert_cmpint (white->white.total, ==, HP (42));
  g_assert_cmpstr (white->result, ==, "B+3");
}

/* Ing gives a tie to Black. */
static void
test_score_ing_tie (void)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];
  TgScoreInput in;
  g_autoptr(TgScore) s = NULL;

  /* T7a (area 36/36, 9 shared points) with no komi: a zero margin. */
  load_position (t7a_diagram, &board, dead);
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_ING));
  in.komi = 0;
  s = tg_score_compute (&in);
  g_assert_cmpint (s->margin, ==, 0);
  g_assert_cmpstr (s->result, ==, "B+0");
  g_assert_cmpstr (s->chinese_count, ==, "黑 40 1/2 子，和棋判黑胜");
}

/* T16 Ancient setup -------------------------------------------------------- */

static void
test_score_t16 (void)
{
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  const TgBoard *start;
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE] = { 0 };
  TgScoreInput in;
  g_autoptr(TgScore) s = NULL;
  TgPoint d4 = tg_test_point ("D4", 19, 19), q16 = tg_test_point ("Q16", 19, 19);
  TgPoint d16 = tg_test_point ("D16", 19, 19), q4 = tg_test_point ("Q4", 19, 19);

  tg_game_setup_init (&setup, 19, TG_RULES_ANCIENT);
  g_assert_cmpint (setup.komi, ==, 0);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  start = tg_game_get_board (game);
  g_assert_cmpint (tg_board_get (start, d4), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (start, q16), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (start, d16), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (start, q4), ==, TG_WHITE);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);

  /* A finished ancient game: Black walls column K, White column L; each
   * side's 座子 on the wrong side of the walls are dead. */
  board = *start;
  for (guint y = 0; y < 19; y++)
    {
      tg_board_set (&board, tg_point (9, y), TG_BLACK);
      tg_board_set (&board, tg_point (10, y), TG_WHITE);
    }
  dead[d16] = 1;
  dead[q16] = 1;
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_ANCIENT));
  in.dead = dead;
  s = tg_score_compute (&in);
  g_assert_cmpuint (s->black.area, ==, 190);
  g_assert_cmpuint (s->white.area, ==, 171);
  g_assert_cmpuint (s->black.groups, ==, 1);
  g_assert_cmpuint (s->white.groups, ==, 1);
  g_assert_cmpuint (s->black.dead, ==, 1);
  g_assert_cmpuint (s->white.dead, ==, 1);
  g_assert_cmpint (s->black.total, ==, HP (188));
  g_assert_cmpint (s->white.total, ==, HP (169));
  g_assert_cmpstr (s->result, ==, "B+19");
  g_assert_cmpstr (s->chinese_count, ==, "黑 190 子，胜 9 1/2 子");
}

/* Edge cases --------------------------------------------------------------- */

static void
test_score_empty_board (void)
{
  TgBoard board;
  TgScoreInput in;
  g_autoptr(TgScore) cn = NULL;
  g_autoptr(TgScore) jp = NULL;

  tg_board_init (&board, 9, 9);
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_CHINESE));
  cn = tg_score_compute (&in);
  g_assert_cmpuint (cn->dame, ==, 81);
  g_assert_cmpint (cn->black.total, ==, HP (40.5));
  g_assert_cmpint (cn->white.total, ==, HP (48));
  g_assert_cmpstr (cn->result, ==, "W+7.5");
  g_assert_cmpstr (cn->chinese_count, ==, "黑 40 1/2 子，白胜 3 3/4 子");
  g_assert_cmpuint (cn->n_unsettled, ==, 0);

  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_JAPANESE));
  jp = tg_score_compute (&in);
  g_assert_cmpint (jp->black.total, ==, 0);
  g_assert_cmpint (jp->white.total, ==, HP (6.5));
  g_assert_cmpstr (jp->result, ==, "W+6.5");
  /* Nothing is settled on an empty board under territory rules. */
  g_assert_cmpuint (jp->n_unsettled, ==, 81);
}

static void
test_score_one_stone (void)
{
  TgBoard board;
  TgScoreInput in;
  g_autoptr(TgScore) cn = NULL;
  g_autoptr(TgScore) jp = NULL;

  tg_board_init (&board, 9, 9);
  tg_board_set (&board, tg_test_point ("E5", 9, 9), TG_BLACK);
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_CHINESE));
  cn = tg_score_compute (&in);
  g_assert_cmpuint (cn->black.area, ==, 81);
  g_assert_cmpstr (cn->result, ==, "B+73.5");
  g_assert_cmpstr (cn->chinese_count, ==, "黑 81 子，胜 36 3/4 子");

  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_JAPANESE));
  jp = tg_score_compute (&in);
  g_assert_cmpuint (jp->black.territory, ==, 80);
  g_assert_cmpstr (jp->result, ==, "B+73.5");
  g_assert_cmpuint (jp->n_unsettled, ==, 0);
}

static void
test_score_all_dead (void)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];
  TgScoreInput in;
  g_autoptr(TgScore) jp = NULL;
  g_autoptr(TgScore) cn = NULL;
  g_autoptr(TgScore) tt = NULL;

  load_position (t1_diagram, &board, dead);
  for (guint y = 0; y < 9; y++)
    for (guint x = 0; x < 9; x++)
      dead[tg_point (x, y)] = board.color[tg_point (x, y)] != TG_EMPTY;

  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_JAPANESE));
  in.dead = dead;
  jp = tg_score_compute (&in);
  g_assert_cmpuint (jp->black.stones, ==, 0);
  g_assert_cmpuint (jp->black.dead, ==, 9);
  g_assert_cmpuint (jp->white.dead, ==, 9);
  g_assert_cmpuint (jp->black.territory, ==, 0);
  g_assert_cmpint (jp->black.total, ==, HP (9));
  g_assert_cmpint (jp->white.total, ==, HP (15.5));
  g_assert_cmpstr (jp->result, ==, "W+6.5");
  g_assert_cmpuint (jp->n_unsettled, ==, 81);

  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_CHINESE));
  in.dead = dead;
  cn = tg_score_compute (&in);
  g_assert_cmpuint (cn->dame, ==, 81);
  g_assert_cmpstr (cn->result, ==, "W+7.5");

  /* Tromp-Taylor ignores the marks: this is T1 again. */
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_TROMP_TAYLOR));
  in.dead = dead;
  tt = tg_score_compute (&in);
  g_assert_cmpstr (tt->result, ==, "B+1.5");
}

static void
test_score_rectangular (void)
{
  /* 13 wide, 5 high: Black owns A–F, White G–N. */
  static const char wide[] =
    ". . . . . X O . . . . . .\n"
    ". . . . . X O . . . . . .\n"
    ". . . . . X O . . . . . .\n"
    ". . . . . X O . . . . . .\n"
    ". . . . . X O . . . . . .\n";
  /* 3 wide, 7 high: Black owns the top three rows and a half. */
  static const char tall[] =
    ". . .\n"
    ". . .\n"
    "X X X\n"
    "X O O\n"
    "O O .\n"
    ". . .\n"
    ". . .\n";
  static const Position pos_wide = { wide, 0, 0, 0, 0, 0 };
  static const Position pos_tall = { tall, 0, 0, 0, 0, 0 };
  static const Expect expect_wide[] = {
    EC (CHINESE, 30, 42.5, "W+12.5", "黑 30 子，白胜 6 1/4 子"),
    E (JAPANESE, 25, 36.5, "W+11.5"),
    E (AGA, 30, 42.5, "W+12.5"),
    E (NZ, 30, 42, "W+12"),
    E (ING, 30, 43, "W+13"),
    E (TROMP_TAYLOR, 30, 42.5, "W+12.5"),
    E (ANCIENT, 28, 33, "W+5"),
  };
  static const Expect expect_tall[] = {
    EC (CHINESE, 10, 18.5, "W+8.5", "黑 10 子，白胜 4 1/4 子"),
    E (JAPANESE, 6, 13.5, "W+7.5"),
  };
  g_autoptr(TgScore) s = NULL;

  check_expectations (&pos_wide, expect_wide, G_N_ELEMENTS (expect_wide));
  check_expectations (&pos_tall, expect_tall, G_N_ELEMENTS (expect_tall));

  s = score_position (&pos_wide, TG_RULES_CHINESE, 15, NULL);
  g_assert_cmpint (s->baseline, ==, 65);
  g_assert_cmpint (s->owner[tg_point (12, 4)], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (s->owner[tg_point (13, 4)], ==, TG_SCORE_OWNER_NONE);
  g_assert_cmpint (s->owner[tg_point (0, 5)], ==, TG_SCORE_OWNER_NONE);
}

/* The user's seki marks ---------------------------------------------------- */

static void
test_score_user_seki (void)
{
  static const Position pos = { t1_diagram, 0, 0, 0, 0, 0 };
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE], seki[TG_ARRAY_SIZE] = { 0 };
  TgScoreInput in;
  g_autoptr(TgScore) s = NULL;
  g_autoptr(TgScore) again = NULL;

  /* Marking Black's wall as seki: its territory scores nothing under
   * Japanese rules. */
  load_position (pos.diagram, &board, dead);
  seki[tg_test_point ("E5", 9, 9)] = 1;
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_JAPANESE));
  in.seki = seki;
  s = tg_score_compute (&in);
  g_assert_cmpuint (s->black.territory, ==, 0);
  g_assert_cmpuint (s->black.seki_eyes, ==, 36);
  g_assert_cmpuint (s->white.territory, ==, 27);
  g_assert_cmpstr (s->result, ==, "W+33.5");
  g_assert_true (s->seki[tg_test_point ("E1", 9, 9)]);

  /* Marks on T6's detected seki change nothing. */
  load_position (t6_diagram, &board, dead);
  memset (seki, 0, sizeof seki);
  seki[tg_test_point ("E9", 9, 9)] = 1;
  tg_score_input_init (&in, &board, tg_rules_get_preset (TG_RULES_JAPANESE));
  in.seki = seki;
  again = tg_score_compute (&in);
  g_assert_cmpint (again->black.total, ==, HP (23));
  g_assert_cmpint (again->white.total, ==, HP (24.5));
}

static void
test_score_copy (void)
{
  static const Position pos = { t6_diagram, 0, 0, 0, 0, 0 };
  g_autoptr(TgScore) s = score_position (&pos, TG_RULES_CHINESE, 15, NULL);
  g_autoptr(TgScore) c = tg_score_copy (s);

  g_assert_true (c->result != s->result);
  g_assert_cmpstr (c->result, ==, s->result);
  g_assert_cmpstr (c->chinese_count, ==, s->chinese_count);
  g_assert_cmpint (memcmp (c->owner, s->owner, sizeof s->owner), ==, 0);
  g_assert_true (G_TYPE_IS_BOXED (TG_TYPE_SCORE));
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
  g_test_add_func ("/score/t14-chinese-count", test_score_t14);
  g_test_add_func ("/score/format-zi", test_score_format_zi);
  g_test_add_func ("/score/format-result", test_score_format_result);
  g_test_add_func ("/score/t15-ing-overtime", test_score_t15);
  g_test_add_func ("/score/ing-tie", test_score_ing_tie);
  g_test_add_func ("/score/t16-ancient-setup", test_score_t16);
  g_test_add_func ("/score/empty-board", test_score_empty_board);
  g_test_add_func ("/score/one-stone", test_score_one_stone);
  g_test_add_func ("/score/all-dead", test_score_all_dead);
  g_test_add_func ("/score/rectangular", test_score_rectangular);
  g_test_add_func ("/score/user-seki", test_score_user_seki);
  g_test_add_func ("/score/copy", test_score_copy);

  return g_test_run ();
}
