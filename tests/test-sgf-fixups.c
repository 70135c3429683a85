/* test-sgf-fixups.c: the reader's repairs of handicap, komi and other
 * reals as records write them (issue 18)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expected value is what the words of the record say, read by hand:
 * 二子 is two stones, 井目 nine, 受先, 定先, 让先, 정선 and a game at 先 an
 * even game where Black has no komi, 互先 / 先相先 / 호선 alternate colours
 * (komi not said); the full stop 。 and the full-width ． are a decimal
 * point.
 */

#include <string.h>

#include "tg-rules.h"
#include "tg-sgf-number.h"
#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

typedef struct
{
  const char *input;      /* the root's properties in the file */
  const char *expected;   /* the root's properties after reading (raw) */
  const char *warnings;   /* every warning, "LINE:COL: message\n" each */
} Fixup;

static void
check_fixups (const Fixup *cases,
              guint        n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *sgf = g_strdup_printf ("(;%s)", cases[i].input);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf, strlen (sgf), NULL, &error);
      g_autofree char *got = NULL;
      g_autofree char *warnings = NULL;

      g_test_message ("%s", cases[i].input);
      g_assert_no_error (error);
      got = tg_test_props_text (doc->tree, tg_game_tree_get_root (doc->tree, 0));
      warnings = tg_test_warnings_text (doc);
      g_assert_cmpstr (got, ==, cases[i].expected);
      g_assert_cmpstr (warnings, ==, cases[i].warnings ? cases[i].warnings : "");
    }
}

/* Reading what was written changes nothing more. */
static void
check_stable (const Fixup *cases,
              guint        n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *sgf = g_strdup_printf ("(;%s)", cases[i].expected);
      g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf, strlen (sgf), NULL, NULL);
      g_autofree char *got = NULL;

      g_assert_nonnull (doc);
      got = tg_test_props_text (doc->tree, tg_game_tree_get_root (doc->tree, 0));
      g_assert_cmpstr (got, ==, cases[i].expected);
      g_assert_cmpuint (doc->warnings->len, ==, 0);
    }
}

static void
test_handicap_numbers (void)
{
  static const Fixup cases[] = {
    { "HA[3]", "HA[3]", NULL },
    { "HA[]", "", "1:3: An empty HA[] was dropped\n" },
    { "HA[３]", "HA[3]", "1:3: HA[３] read as HA[3]\n" },
    /* The series' relation, then this game after the full stop. */
    { "HA[尾原先二先.二子]", "HA[2]GC[HA[尾原先二先.二子\\]]",
      "1:3: HA[尾原先二先.二子] read as HA[2]; the words were kept in GC[]\n" },
    { "HA[吴二三二.三]", "HA[3]GC[HA[吴二三二.三\\]]",
      "1:3: HA[吴二三二.三] read as HA[3]; the words were kept in GC[]\n" },
    { "HA[让二子]", "HA[2]GC[HA[让二子\\]]",
      "1:3: HA[让二子] read as HA[2]; the words were kept in GC[]\n" },
    { "HA[讓二子]", "HA[2]GC[HA[讓二子\\]]",
      "1:3: HA[讓二子] read as HA[2]; the words were kept in GC[]\n" },
    { "HA[二子局]", "HA[2]GC[HA[二子局\\]]",
      "1:3: HA[二子局] read as HA[2]; the words were kept in GC[]\n" },
    { "HA[让4子]", "HA[4]GC[HA[让4子\\]]",
      "1:3: HA[让4子] read as HA[4]; the words were kept in GC[]\n" },
    { "HA[十三子]", "HA[13]GC[HA[十三子\\]]",
      "1:3: HA[十三子] read as HA[13]; the words were kept in GC[]\n" },
    { "HA[井目]", "HA[9]GC[HA[井目\\]]",
      "1:3: HA[井目] read as HA[9]; the words were kept in GC[]\n" },
    { "HA[星目]", "HA[9]GC[HA[星目\\]]",
      "1:3: HA[星目] read as HA[9]; the words were kept in GC[]\n" },
    { "HA[2점]", "HA[2]GC[HA[2점\\]]",
      "1:3: HA[2점] read as HA[2]; the words were kept in GC[]\n" },
    /* A relation with numbers but no stones for this game: kept. */
    { "HA[二先二]", "HA[二先二]",
      "1:3: The handicap HA[二先二] is not understood; it was kept as it is\n" },
    { "HA[many]", "HA[many]",
      "1:3: The handicap HA[many] is not understood; it was kept as it is\n" },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
  check_stable (cases + 4, 9);
}

/* Japanese 置石 (the stones placed), Korean 점, English stones. */
static void
test_handicap_placed (void)
{
  static const Fixup cases[] = {
    { "HA[置石2]", "HA[2]GC[HA[置石2\\]]",
      "1:3: HA[置石2] read as HA[2]; the words were kept in GC[]\n" },
    { "HA[置石：４]", "HA[4]GC[HA[置石：４\\]]",
      "1:3: HA[置石：４] read as HA[4]; the words were kept in GC[]\n" },
    { "HA[置き石三子]", "HA[3]GC[HA[置き石三子\\]]",
      "1:3: HA[置き石三子] read as HA[3]; the words were kept in GC[]\n" },
    { "HA[五子置き]", "HA[5]GC[HA[五子置き\\]]",
      "1:3: HA[五子置き] read as HA[5]; the words were kept in GC[]\n" },
    /* The number after 置石 is the stones, not the game's number. */
    { "HA[第2局 置石3]", "HA[3]GC[HA[第2局 置石3\\]]",
      "1:3: HA[第2局 置石3] read as HA[3]; the words were kept in GC[]\n" },
    { "HA[3점 접바둑]", "HA[3]GC[HA[3점 접바둑\\]]",
      "1:3: HA[3점 접바둑] read as HA[3]; the words were kept in GC[]\n" },
    { "HA[2 stones]", "HA[2]GC[HA[2 stones\\]]",
      "1:3: HA[2 stones] read as HA[2]; the words were kept in GC[]\n" },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
  check_stable (cases, G_N_ELEMENTS (cases));
}

static void
test_handicap_even (void)
{
  static const Fixup cases[] = {
    /* 受先 / 定先: Black without komi, where the record states none. */
    { "HA[向井受先]", "HA[0]GC[HA[向井受先\\]]KM[0]",
      "1:3: HA[向井受先] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
    { "HA[雷受先]", "HA[0]GC[HA[雷受先\\]]KM[0]",
      "1:3: HA[雷受先] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
    { "HA[定先]", "HA[0]GC[HA[定先\\]]KM[0]",
      "1:3: HA[定先] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
    /* A stated komi is never overwritten, before or after HA. */
    { "KM[6.5]HA[吴受先]", "KM[6.5]HA[0]GC[HA[吴受先\\]]",
      "1:10: HA[吴受先] read as HA[0] (no handicap stones); the words were kept in GC[]\n" },
    { "HA[吴受先]KM[5。5]", "HA[0]KM[5.5]GC[HA[吴受先\\]]",
      "1:3: HA[吴受先] read as HA[0] (no handicap stones); the words were kept in GC[]\n"
      "1:10: KM[5。5] read as KM[5.5]\n" },
    /* Komi in KO[] (Chinese sites) is the stated komi too. */
    { "HA[吴受先]KO[7.5]", "HA[0]KM[7.5]GC[HA[吴受先\\]]",
      "1:3: HA[吴受先] read as HA[0] (no handicap stones); the words were kept in GC[]\n"
      "1:10: KO[7.5] is komi here; read as KM[7.5]\n" },
    /* The series at 先相先, this game at 先: Black without komi. */
    { "HA[井上先相先.先]", "HA[0]GC[HA[井上先相先.先\\]]KM[0]",
      "1:3: HA[井上先相先.先] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
    { "HA[先]", "HA[0]GC[HA[先\\]]KM[0]",
      "1:3: HA[先] read as HA[0] and KM[0] (Black without komi); the words were kept in GC[]\n" },
    /* 让先 (given the first move), Korean 정선 (定先). */
    { "HA[让先]", "HA[0]GC[HA[让先\\]]KM[0]",
      "1:3: HA[让先] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
    { "HA[정선]", "HA[0]GC[HA[정선\\]]KM[0]",
      "1:3: HA[정선] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
    /* 先相先, 互先, Korean 호선 (互先): colours alternate, no stones;
     * komi is not said. */
    { "HA[先相先]", "HA[0]GC[HA[先相先\\]]",
      "1:3: HA[先相先] read as HA[0] (no handicap stones); the words were kept in GC[]\n" },
    { "HA[关山先相先]", "HA[0]GC[HA[关山先相先\\]]",
      "1:3: HA[关山先相先] read as HA[0] (no handicap stones); the words were kept in GC[]\n" },
    { "HA[호선]", "HA[0]GC[HA[호선\\]]",
      "1:3: HA[호선] read as HA[0] (no handicap stones); the words were kept in GC[]\n" },
    { "HA[互先]", "HA[0]GC[HA[互先\\]]",
      "1:3: HA[互先] read as HA[0] (no handicap stones); the words were kept in GC[]\n" },
    /* The game's comment is kept; the words go on a line of their own. */
    { "GC[Jubango, game 3]HA[吴受先]", "GC[Jubango, game 3\nHA[吴受先\\]]HA[0]KM[0]",
      "1:22: HA[吴受先] read as HA[0] and KM[0] (Black without komi); "
      "the words were kept in GC[]\n" },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
  check_stable (cases, G_N_ELEMENTS (cases));
}

static void
test_komi_full_width (void)
{
  static const Fixup cases[] = {
    { "KM[5。5]", "KM[5.5]", "1:3: KM[5。5] read as KM[5.5]\n" },
    { "KM[５．５]", "KM[5.5]", "1:3: KM[５．５] read as KM[5.5]\n" },
    { "KM[６.５]", "KM[6.5]", "1:3: KM[６.５] read as KM[6.5]\n" },
    { "KM[－６．５]", "KM[-6.5]", "1:3: KM[－６．５] read as KM[-6.5]\n" },
    { "KM[３７５]", "KM[7.5]",
      "1:3: KM[３７５] is Fox's komi in hundredths of a stone; read as KM[7.5]\n" },
    { "KM[6.5]", "KM[6.5]", NULL },
    { "KM[6,5]", "KM[6,5]", NULL },
    /* In words: 5。5目 is 5.5 points, 3.75 stones are 7.5 points. */
    { "KM[5。5目]", "KM[5.5]", "1:3: KM[5。5目] read as KM[5.5]\n" },
    { "KM[黑贴３．７５子]", "KM[7.5]", "1:3: KM[黑贴３．７５子] read as KM[7.5]\n" },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
}

static void
test_other_reals (void)
{
  static const Fixup cases[] = {
    { "TM[１８００]", "TM[1800]", "1:3: TM[１８００] read as TM[1800]\n" },
    { "BL[２９．５]", "BL[29.5]", "1:3: BL[２９．５] read as BL[29.5]\n" },
    { "WL[12。5]", "WL[12.5]", "1:3: WL[12。5] read as WL[12.5]\n" },
    { "V[－０．５]", "V[-0.5]", "1:3: V[－０．５] read as V[-0.5]\n" },
    /* Not a number: text some sites put in TM, kept as it is. */
    { "TM[黑: 08:34  白: 08:54]", "TM[黑: 08:34  白: 08:54]", NULL },
    { "TM[1800]V[0.5]", "TM[1800]V[0.5]", NULL },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
}

/* The margin of a result is a real too. */
static void
test_result_full_width (void)
{
  static const Fixup cases[] = {
    { "RE[B+5。5]", "RE[B+5.5]", "1:3: RE[B+5。5] read as RE[B+5.5]\n" },
    { "RE[W+２．５]", "RE[W+2.5]", "1:3: RE[W+２．５] read as RE[W+2.5]\n" },
    { "RE[黑胜2。5目]", "RE[B+2.5]", "1:3: RE[黑胜2。5目] read as RE[B+2.5]\n" },
    { "RE[白胜１目半]", "RE[W+1.5]", "1:3: RE[白胜１目半] read as RE[W+1.5]\n" },
    /* A sentence's full stop is no decimal point. */
    { "RE[黑胜3目。]", "RE[B+3]", "1:3: RE[黑胜3目。] read as RE[B+3]\n" },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
  check_stable (cases, G_N_ELEMENTS (cases));
}

static void
test_komi (void)
{
  static const Fixup cases[] = {
    { "KM[6.5]", "KM[6.5]", NULL },
    { "KM[0.500000]", "KM[0.500000]", NULL },
    { "KM[-3.5]", "KM[-3.5]", NULL },
    { "KM[375]", "KM[7.5]", "1:3: KM[375] is Fox's komi in hundredths of a stone; read as KM[7.5]\n" },
    { "KM[325]", "KM[6.5]", "1:3: KM[325] is Fox's komi in hundredths of a stone; read as KM[6.5]\n" },
    { "KM[275]", "KM[5.5]", "1:3: KM[275] is Fox's komi in hundredths of a stone; read as KM[5.5]\n" },
    { "KM[750]", "KM[7.5]", "1:3: KM[750] is Fox's komi in hundredths of a point; read as KM[7.5]\n" },
    { "KM[650]", "KM[6.5]", "1:3: KM[650] is Fox's komi in hundredths of a point; read as KM[6.5]\n" },
    { "KM[3.75]", "KM[7.5]", "1:3: KM[3.75] is komi in stones (as GoGoD writes it); read as KM[7.5]\n" },
    { "KM[2.75]", "KM[5.5]", "1:3: KM[2.75] is komi in stones (as GoGoD writes it); read as KM[5.5]\n" },
    { "KM[]", "", "1:3: An empty KM[] was dropped\n" },
    { "KM[5 1/2]", "KM[5.5]", "1:3: KM[5 1/2] read as KM[5.5]\n" },
    { "KM[黑贴3又3/4子]", "KM[7.5]", "1:3: KM[黑贴3又3/4子] read as KM[7.5]\n" },
    { "KM[6目半]", "KM[6.5]", "1:3: KM[6目半] read as KM[6.5]\n" },
    { "KM[lots]", "KM[lots]", "1:3: The komi KM[lots] is not a number; it was kept as it is\n" },
    { "KM[6,5]", "KM[6,5]", NULL },
    { "KM[.5]", "KM[.5]", NULL },
    { "KM[750TW]", "KM[7.5]", "1:3: KM[750TW] read as KM[7.5]\n" },
    { "KM[12500]", "KM[12500]", NULL },
    { "KO[7.5]", "KM[7.5]", "1:3: KO[7.5] is komi here; read as KM[7.5]\n" },
    { "KO[]", "KO[]", NULL },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
}

static void
test_result (void)
{
  static const Fixup cases[] = {
    { "RE[W+R]", "RE[W+R]", NULL },
    { "RE[B+3.5]", "RE[B+3.5]", NULL },
    { "RE[0]", "RE[0]", NULL },
    { "RE[Void]", "RE[Void]", NULL },
    { "RE[B+]", "RE[B+]", NULL },
    { "RE[黑胜]", "RE[B+]", "1:3: RE[黑胜] read as RE[B+]\n" },
    { "RE[白中盘胜]", "RE[W+R]", "1:3: RE[白中盘胜] read as RE[W+R]\n" },
    { "RE[黑中盘胜]", "RE[B+R]", "1:3: RE[黑中盘胜] read as RE[B+R]\n" },
    { "RE[共281手 黑胜4目]", "RE[B+4]", "1:3: RE[共281手 黑胜4目] read as RE[B+4]\n" },
    /* 2¼ 子 = 4.5 points; a count in 子 is a Chinese count */
    { "RE[ 白胜2又1/4子]", "RE[W+4.5]RU[Chinese]",
      "1:3: RE[白胜2又1/4子] is a count in 子 (Chinese counting); read as RE[W+4.5] and RU[Chinese]\n" },
    /* no margin can be 3.75 points: 3¾ 子 = 7.5 points, as KM[3.75] is */
    { "RE[B+3.75]", "RE[B+7.5]RU[Chinese]",
      "1:3: RE[B+3.75] is a count in 子 (Chinese counting); read as RE[B+7.5] and RU[Chinese]\n" },
    { "RE[黑胜3.25]", "RE[B+6.5]RU[Chinese]",
      "1:3: RE[黑胜3.25] is a count in 子 (Chinese counting); read as RE[B+6.5] and RU[Chinese]\n" },
    { "RE[黑胜11.5目]", "RE[B+11.5]", "1:3: RE[黑胜11.5目] read as RE[B+11.5]\n" },
    { "RE[黑胜半目]", "RE[B+0.5]", "1:3: RE[黑胜半目] read as RE[B+0.5]\n" },
    { "RE[共273手 和棋]", "RE[0]", "1:3: RE[共273手 和棋] read as RE[0]\n" },
    { "RE[共97手 打挂]", "RE[Void]", "1:3: RE[共97手 打挂] read as RE[Void]\n" },
    { "RE[白超时胜]", "RE[W+T]", "1:3: RE[白超时胜] read as RE[W+T]\n" },
    { "RE[黒中押し勝ち]", "RE[B+R]", "1:3: RE[黒中押し勝ち] read as RE[B+R]\n" },
    { "RE[白6目半勝ち]", "RE[W+6.5]", "1:3: RE[白6目半勝ち] read as RE[W+6.5]\n" },
    { "RE[백 불계승]", "RE[W+R]", "1:3: RE[백 불계승] read as RE[W+R]\n" },
    { "RE[흑 3집반 승]", "RE[B+3.5]", "1:3: RE[흑 3집반 승] read as RE[B+3.5]\n" },
    { "RE[黑负]", "RE[W+]", "1:3: RE[黑负] read as RE[W+]\n" },
    /* RE[B+5.75] would read as 5¾ 子 */
    { "RE[black wins by 5 3/4 points]", "RE[black wins by 5 3/4 points]",
      "1:3: The result RE[black wins by 5 3/4 points] gives a quarter of a point, which no count gives; it was kept as it is\n" },
    { "RE[White wins by time]", "RE[W+T]", "1:3: RE[White wins by time] read as RE[W+T]\n" },
    { "RE[john wins]", "RE[john wins]", "1:3: The result RE[john wins] is not in FF[4] form; it was kept as it is\n" },
  };

  check_fixups (cases, G_N_ELEMENTS (cases));
}

/* A result in 子 under rules the record names keeps them: Fox's 9×9
 * record RU[Chinese] KM[375] RE[W+4.25] is 4¼ 子, White by 8.5 points
 * (White 41 + 7.5 komi against Black 40 on the board it ends with). A
 * result in 子 in a node after the root adds no RU[]. */
static void
test_result_in_zi_with_rules (void)
{
  static const Fixup fox[] = {
    { "RU[Chinese]KM[375]RE[W+4.25]", "RU[Chinese]KM[7.5]RE[W+8.5]",
      "1:14: KM[375] is Fox's komi in hundredths of a stone; read as KM[7.5]\n"
      "1:21: RE[W+4.25] is a count in 子 (Chinese counting); read as RE[W+8.5]\n" },
  };
  const char *later = "(;SZ[9];B[ee]RE[黑胜1又3/4子])";
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (later, strlen (later), NULL, NULL);
  g_autofree char *props = NULL;

  check_fixups (fox, G_N_ELEMENTS (fox));
  g_assert_nonnull (doc);
  props = tg_test_props_text (doc->tree, tg_game_tree_get_first_child (doc->tree,
                                                                       tg_game_tree_get_root (doc->tree, 0)));
  g_assert_cmpstr (props, ==, "B[ee]RE[B+3.5]");
}

static void
test_number_reader (void)
{
  static const struct { const char *text; gboolean ok; double value; } cases[] = {
    { "5.5", TRUE, 5.5 }, { "5。5", TRUE, 5.5 }, { "５．５", TRUE, 5.5 },
    { " 7 ", TRUE, 7 }, { "\xe3\x80\x80" "7\xe3\x80\x80", TRUE, 7 },   /* ideographic spaces */
    { "-0.5", TRUE, -0.5 }, { "－３", TRUE, -3 }, { "+2", TRUE, 2 }, { "6,5", TRUE, 6.5 },
    { ".5", TRUE, 0.5 }, { "5.", TRUE, 5 },
    { "", FALSE, 0 }, { ".", FALSE, 0 }, { "-", FALSE, 0 }, { "1e3", FALSE, 0 },
    { "0x10", FALSE, 0 }, { "inf", FALSE, 0 }, { "nan", FALSE, 0 }, { "5.5.5", FALSE, 0 },
    { "6,5,0", FALSE, 0 }, { "5目", FALSE, 0 }, { "1 2", FALSE, 0 },
  };
  TgHalfPoints komi = 0;
  g_autofree char *normal = tg_sgf_number_normalize ("５x３０ byo-yomi, 1。5h");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double v = -99;

      g_test_message ("“%s”", cases[i].text);
      g_assert_cmpint (tg_sgf_number_read_real (cases[i].text, &v), ==, cases[i].ok);
      g_assert_cmpfloat (v, ==, cases[i].ok ? cases[i].value : -99);
    }
  g_assert_cmpstr (normal, ==, "5x30 byo-yomi, 1.5h");
  /* Plain decimals are read on a quick path: the very double that
   * g_ascii_strtod() gives, bit for bit, up to 15 digits and beyond. */
  {
    static const char *const plain[] = {
      "0", "-0", "0.1", "0.3", "7.5", "375", "-12.25", "0.000001", "123456789012345",
      "12345678.9012345", "9.999999999999999", "1234567890123456", "0.30000000000000004",
      "000000000000007.5", "6.50",
    };

    for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
      {
        double v = -99, want = g_ascii_strtod (plain[i], NULL);

        g_test_message ("“%s”", plain[i]);
        g_assert_true (tg_sgf_number_read_real (plain[i], &v));
        g_assert_cmpmem (&v, sizeof v, &want, sizeof want);
      }
  }
  /* The game reads KM through the same reader. */
  g_assert_true (tg_half_points_from_string ("５．５", &komi));
  g_assert_cmpint (komi, ==, 11);
  g_assert_true (tg_half_points_from_string ("6。5", &komi));
  g_assert_cmpint (komi, ==, 13);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-fixups/handicap-numbers", test_handicap_numbers);
  g_test_add_func ("/sgf-fixups/handicap-placed", test_handicap_placed);
  g_test_add_func ("/sgf-fixups/handicap-even", test_handicap_even);
  g_test_add_func ("/sgf-fixups/komi-full-width", test_komi_full_width);
  g_test_add_func ("/sgf-fixups/other-reals", test_other_reals);
  g_test_add_func ("/sgf-fixups/result-full-width", test_result_full_width);
  g_test_add_func ("/sgf-fixups/number-reader", test_number_reader);
  g_test_add_func ("/sgf-fixups/komi", test_komi);
  g_test_add_func ("/sgf-fixups/result", test_result);
  g_test_add_func ("/sgf-fixups/result-in-zi-with-rules", test_result_in_zi_with_rules);
  return g_test_run ();
}
