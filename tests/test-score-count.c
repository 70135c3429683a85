/* test-score-count.c: Chinese counts, Ing, the ancient setup, edge cases
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RULES.md T14 (子 conversions), T15 (Ing overtime), T16 (座子), and
 * boards that are empty, nearly empty, all dead, or not square; the
 * user's seki marks. Figures counted by hand.
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "test-score-common.h"

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
    const char   *shown;      /* the count as readers see it: fraction glyphs */
    const char   *words;      /* the headline, in the same glyphs */
  } cases[] = {
    /* 归本数 180½ 子; komi 7.5 points = 3¾ 子, so Black needs 184¼ 子. */
    { 185, 0, 0, 15, "B+1.5", "黑 185 子，胜 3/4 子", 370, "黑 185 子，胜 ¾ 子",
      "Black wins by 1.5 points (¾ stone)" },
    { 184, 0, 0, 15, "W+0.5", "黑 184 子，白胜 1/4 子", 368, "黑 184 子，白胜 ¼ 子",
      "White wins by 0.5 points (¼ stone)" },
    { 184, 1, 0, 15, "B+0.5", "黑 184 1/2 子，胜 1/4 子", 369, "黑 184½ 子，胜 ¼ 子",
      "Black wins by 0.5 points (¼ stone)" },
    /* Handicap 3, komi 0: Black gives back half the handicap, 1½ 子 (3
     * points), so needs 180½ + 1½ = 182 子. A margin of one 子 or less is
     * singular in English: "by 1 stone", "by ¼ stone". */
    { 182, 0, 3, 0, "0", "黑 182 子，和棋", 364, "黑 182 子，和棋", "Draw (jigo)" },
    { 183, 0, 3, 0, "B+2", "黑 183 子，胜 1 子", 366, "黑 183 子，胜 1 子",
      "Black wins by 2 points (1 stone)" },
    { 181, 0, 3, 0, "W+2", "黑 181 子，白胜 1 子", 362, "黑 181 子，白胜 1 子",
      "White wins by 2 points (1 stone)" },
    { 182, 0, 3, 1, "W+0.5", "黑 182 子，白胜 1/4 子", 364, "黑 182 子，白胜 ¼ 子",
      "White wins by 0.5 points (¼ stone)" },
    /* Komi 8.5 (4¼ 子): Black needs 184¾; 184½ loses by ¼, 179 by 5¾. */
    { 184, 1, 0, 17, "W+0.5", "黑 184 1/2 子，白胜 1/4 子", 369, "黑 184½ 子，白胜 ¼ 子",
      "White wins by 0.5 points (¼ stone)" },
    { 179, 0, 0, 17, "W+11.5", "黑 179 子，白胜 5 3/4 子", 358, "黑 179 子，白胜 5¾ 子",
      "White wins by 11.5 points (5¾ stones)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgScore) s = count_19 (cases[i].area, cases[i].dame,
                                       cases[i].handicap, cases[i].komi);
      g_autofree char *shown = tg_score_describe_count (s);
      g_autofree char *words = tg_score_describe (s);

      g_test_message ("%s / %s", s->result, s->chinese_count);
      g_assert_cmpuint (s->black.area, ==, cases[i].area);
      g_assert_cmpuint (s->dame, ==, cases[i].dame);
      g_assert_cmpint (s->black_count, ==, cases[i].count);
      g_assert_cmpint (s->baseline, ==, 361);
      g_assert_cmpstr (s->result, ==, cases[i].result);
      g_assert_cmpstr (s->chinese_count, ==, cases[i].chinese);
      g_assert_cmpstr (shown, ==, cases[i].shown);
      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

/* The plain form (tengen-cli's JSON), the glyphs readers see, and the
 * glyphs with a sign (komi can be negative). */
static void
test_score_format_zi (void)
{
  static const struct { TgHalfPoints margin; const char *zi, *glyphs, *sign; } cases[] = {
    { 0, "0", "0", "0" }, { 1, "1/4", "¼", "¼" }, { 2, "1/2", "½", "½" },
    { 3, "3/4", "¾", "¾" }, { 4, "1", "1", "1" }, { 5, "1 1/4", "1¼", "1¼" },
    { 7, "1 3/4", "1¾", "1¾" }, { 14, "3 1/2", "3½", "3½" }, { 15, "3 3/4", "3¾", "3¾" },
    { 361, "90 1/4", "90¼", "90¼" }, { 722, "180 1/2", "180½", "180½" },
    { -3, "3/4", "¾", "−¾" }, { -6, "1 1/2", "1½", "−1½" }, { -8, "2", "2", "−2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *zi = tg_score_format_zi (cases[i].margin);
      g_autofree char *glyphs = tg_score_format_zi_glyphs (cases[i].margin);
      g_autofree char *sign = tg_score_format_zi_signed (cases[i].margin);

      g_assert_cmpstr (zi, ==, cases[i].zi);
      g_assert_cmpstr (glyphs, ==, cases[i].glyphs);
      g_assert_cmpstr (sign, ==, cases[i].sign);
    }
}

/* The n for ngettext: 1 where English writes the singular ("¼ stone" up
 * to "1 stone"; "1 point" only: a decimal such as 0.5 takes the plural),
 * else the count rounded up, at least 2 for a decimal; the sign dropped. */
static void
test_score_plural_n (void)
{
  static const struct { TgHalfPoints value; gulong zi, points; } cases[] = {
    { 0, 0, 0 }, { 1, 1, 2 }, { 2, 1, 1 }, { 3, 1, 2 }, { 4, 1, 2 },
    { 5, 2, 3 }, { 6, 2, 3 }, { 8, 2, 4 }, { 13, 4, 7 }, { 15, 4, 8 },
    { -1, 1, 2 }, { -2, 1, 1 }, { -4, 1, 2 }, { -6, 2, 3 }, { -722, 181, 361 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%d", cases[i].value);
      g_assert_cmpuint (tg_score_zi_plural_n (cases[i].value), ==, cases[i].zi);
      g_assert_cmpuint (tg_score_points_plural_n (cases[i].value), ==, cases[i].points);
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

/* TRUE if @text holds a CJK ideograph (子, 黑, 胜...). */
static gboolean
has_cjk (const char *text)
{
  for (const char *c = text; *c; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);

      if (u >= 0x4E00 && u <= 0x9FFF)
        return TRUE;
    }
  return FALSE;
}

/* Under Chinese counting the English words give the margin in points as
 * RE[] has it, with the 子 beside it in English, and no Chinese anywhere;
 * Chinese readers (the zh_CN catalogue of the build, when there is one)
 * get 子 first. Komi 8.5: 179 子 against 184¾, W+11.5 = 5¾ 子. */
static void
test_score_words_in_language (void)
{
  g_autoptr(TgScore) s = count_19 (179, 0, 0, 17);
  g_autofree char *words = tg_score_describe (s);
  g_autofree char *count = tg_score_describe_count_words (s);
  g_autofree char *re_words = tg_score_describe_result ("W+34.5", &s->rules);
  g_autofree char *komi = tg_score_describe_zi (15);
  g_autofree char *po_dir = g_build_filename (BUILD_DATA_DIR, "..", "po", NULL);
  g_autofree char *mo = g_build_filename (po_dir, "zh_CN", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *zh_words = NULL;
  g_autofree char *zh_count = NULL;

  g_assert_cmpstr (s->result, ==, "W+11.5");
  g_assert_cmpstr (words, ==, "White wins by 11.5 points (5¾ stones)");
  g_assert_cmpstr (count, ==, "Black counts 179 stones: White wins by 5¾ stones");
  g_assert_cmpstr (re_words, ==, "White wins by 34.5 points (17¼ stones)");
  g_assert_cmpstr (komi, ==, "3¾ stones");
  g_assert_false (has_cjk (words));
  g_assert_false (has_cjk (count));
  g_assert_false (has_cjk (re_words));

  if (!g_file_test (mo, G_FILE_TEST_EXISTS) || setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("no zh_CN catalogue in the build, or no C.UTF-8 locale");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, po_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  zh_words = tg_score_describe (s);
  zh_count = tg_score_describe_count_words (s);
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C");
  g_assert_cmpstr (zh_words, ==, "白胜 5¾ 子（11.5 目）");
  g_assert_cmpstr (zh_count, ==, "黑 179 子，白胜 5¾ 子");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/t14-chinese-count", test_score_t14);
  g_test_add_func ("/score/words-in-language", test_score_words_in_language);
  g_test_add_func ("/score/format-zi", test_score_format_zi);
  g_test_add_func ("/score/plural-n", test_score_plural_n);
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

