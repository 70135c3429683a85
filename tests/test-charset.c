/* test-charset.c: charset names, sniffing, conversion, detection
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tg-sgf-charset.h"
#include "tg-test-utils.h"

static void
test_lookup_aliases (void)
{
  static const struct { const char *alias; const char *name; const char *decoder; } cases[] = {
    { "gb2312", "GB2312", "GB18030" },
    { "GB_2312-80", "GB2312", "GB18030" },
    { "EUC-CN", "GB2312", "GB18030" },
    { "cp936", "GBK", "GB18030" },
    { "GBK", "GBK", "GB18030" },
    { "gb18030", "GB18030", "GB18030" },
    { "big5", "Big5", "BIG5-HKSCS" },
    { "Big5-HKSCS", "Big5-HKSCS", "BIG5-HKSCS" },
    { "Shift_JIS", "Shift_JIS", "CP932" },
    { "sjis", "Shift_JIS", "CP932" },
    { "MS_KANJI", "Shift_JIS", "CP932" },
    { "ms932", "Shift_JIS", "CP932" },
    { "cp932", "Shift_JIS", "CP932" },
    { "euc-kr", "EUC-KR", "CP949" },
    { "ks_c_5601-1987", "EUC-KR", "CP949" },
    { "cp949", "EUC-KR", "CP949" },
    { "iso-2022-jp", "ISO-2022-JP", "ISO-2022-JP-2" },
    { "ISO-8859-15", "ISO-8859-15", "ISO-8859-15" },
    { "latin1", "ISO-8859-1", "ISO-8859-1" },
    { "Windows-1251", "Windows-1251", "CP1251" },
    { "cp1252", "Windows-1252", "CP1252" },
    { "macintosh", "MacRoman", "MACINTOSH" },
    { "MacRoman", "MacRoman", "MACINTOSH" },
    { "utf8", "UTF-8", "UTF-8" },
    { " UTF-8 ", "UTF-8", "UTF-8" },
    { "UTF16LE", "UTF-16LE", "UTF-16LE" },
    { "utf-16", "UTF-16", "UTF-16" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const TgCharset *cs = tg_charset_lookup (cases[i].alias);

      g_assert_nonnull (cs);
      g_assert_cmpstr (tg_charset_get_name (cs), ==, cases[i].name);
      g_assert_cmpstr (tg_charset_get_decoder (cs), ==, cases[i].decoder);
    }

  g_assert_null (tg_charset_lookup ("unknownencoding"));
  g_assert_null (tg_charset_lookup (""));
  g_assert_null (tg_charset_lookup ("GB2312]CA[x"));
  /* Names are compared by their letters and digits only, whatever the
   * spaces, case and punctuation; a name longer than any charset's (47
   * letters and more) is none, even made of a known one. */
  g_assert_true (tg_charset_lookup (" Utf_8 ") == tg_charset_lookup ("UTF-8"));
  g_assert_true (tg_charset_lookup ("cs-Shift-JIS") == tg_charset_lookup ("Shift_JIS"));
  g_assert_true (tg_charset_lookup ("c-s-e-u-c-p-k-d-f-m-t-j-a-p-a-n-e-s-e") == tg_charset_lookup ("EUC-JP"));
  g_assert_null (tg_charset_lookup ("utf8utf8utf8utf8utf8utf8utf8utf8utf8utf8utf8utf8"));
  g_assert_null (tg_charset_lookup ("UTF-8 and then a very long tail of letters, far longer than any name"));
  /* A name only iconv knows is accepted, and looked up once. */
  g_assert_nonnull (tg_charset_lookup ("CP437"));
  g_assert_true (tg_charset_lookup ("CP437") == tg_charset_lookup ("cp437"));
  g_assert_cmpint (tg_charset_get_family (tg_charset_lookup ("CP437")), ==, TG_CHARSET_STATEFUL);

  g_assert_cmpint (tg_charset_get_family (tg_charset_lookup ("gbk")), ==, TG_CHARSET_DBCS);
  g_assert_cmpint (tg_charset_get_family (tg_charset_lookup ("euc-jp")), ==, TG_CHARSET_EUC);
  g_assert_cmpint (tg_charset_get_family (tg_charset_lookup ("latin1")), ==, TG_CHARSET_SINGLE);
  g_assert_cmpint (tg_charset_get_family (tg_charset_lookup ("utf-16be")), ==, TG_CHARSET_WIDE);
  g_assert_cmpint (tg_charset_get_family (tg_charset_lookup ("utf-8")), ==, TG_CHARSET_UTF8);
}

static void
test_char_length (void)
{
  const TgCharset *gb = tg_charset_lookup ("GB18030");
  const TgCharset *sjis = tg_charset_lookup ("Shift_JIS");
  const TgCharset *euc = tg_charset_lookup ("EUC-JP");

  g_assert_cmpuint (tg_charset_char_length (gb, (const guint8 *) "A", 1), ==, 1);
  g_assert_cmpuint (tg_charset_char_length (gb, (const guint8 *) "\xb9\xc5", 2), ==, 2);
  g_assert_cmpuint (tg_charset_char_length (gb, (const guint8 *) "\x81\x30\x81\x30", 4), ==, 4);
  /* ']' can be a second byte in GBK; a newline cannot: the lead is alone. */
  g_assert_cmpuint (tg_charset_char_length (gb, (const guint8 *) "\xb9]", 2), ==, 2);
  g_assert_cmpuint (tg_charset_char_length (gb, (const guint8 *) "\xb9\n", 2), ==, 1);
  /* Shift_JIS: 0x5c can be the second byte (ソ = 83 5C); A1..DF are single. */
  g_assert_cmpuint (tg_charset_char_length (sjis, (const guint8 *) "\x83\\", 2), ==, 2);
  g_assert_cmpuint (tg_charset_char_length (sjis, (const guint8 *) "\xb1\xb2", 2), ==, 1);
  g_assert_cmpuint (tg_charset_char_length (euc, (const guint8 *) "\x8f\xb0\xa1", 3), ==, 3);
  g_assert_cmpuint (tg_charset_char_length (euc, (const guint8 *) "\xa4\\", 2), ==, 1);
}

static void
test_sniff (void)
{
  gsize bom = 0;
  const TgCharset *cs;
  static const guint8 le[] = "(\0;\0G\0M\0[\0" "1\0]\0S\0Z\0[\0" "9\0]\0)\0";
  static const guint8 be[] = "\0(\0;\0G\0M\0[\0" "1\0]\0S\0Z\0[\0" "9\0]\0)";

  cs = tg_charset_sniff_bom ((const guint8 *) "\xef\xbb\xbf(;)", 6, &bom);
  g_assert_cmpstr (tg_charset_get_name (cs), ==, "UTF-8");
  g_assert_cmpuint (bom, ==, 3);
  cs = tg_charset_sniff_bom ((const guint8 *) "\xff\xfe(\0", 4, &bom);
  g_assert_cmpstr (tg_charset_get_name (cs), ==, "UTF-16LE");
  g_assert_cmpuint (bom, ==, 2);
  cs = tg_charset_sniff_bom ((const guint8 *) "\xfe\xff\0(", 4, &bom);
  g_assert_cmpstr (tg_charset_get_name (cs), ==, "UTF-16BE");
  cs = tg_charset_sniff_bom ((const guint8 *) "\xff\xfe\0\0(\0\0\0", 8, &bom);
  g_assert_cmpstr (tg_charset_get_name (cs), ==, "UTF-32LE");
  g_assert_cmpuint (bom, ==, 4);
  g_assert_null (tg_charset_sniff_bom ((const guint8 *) "(;)", 3, &bom));

  g_assert_cmpstr (tg_charset_get_name (tg_charset_sniff_wide (le, sizeof le - 1)), ==, "UTF-16LE");
  g_assert_cmpstr (tg_charset_get_name (tg_charset_sniff_wide (be, sizeof be - 1)), ==, "UTF-16BE");
  g_assert_null (tg_charset_sniff_wide ((const guint8 *) "(;GM[1]SZ[19];B[aa])", 20));
}

#define S(literal) literal, sizeof (literal) - 1

static void
test_validate_and_count (void)
{
  static const struct { const char *s; gsize len; gboolean ok; } cases[] = {
    { S ("(;GM[1]C[plain ASCII, long enough for the fast path])"), TRUE },
    { S ("C[\xe5\x9b\xb4\xe6\xa3\x8b]"), TRUE },             /* 围棋 */
    { S ("\xf0\x9f\x98\x80 and more ASCII after it"), TRUE },  /* U+1F600 */
    { S ("abc\0def"), FALSE },                                  /* NUL */
    { S ("\xc0\xaf"), FALSE },                                  /* overlong */
    { S ("\xe0\x80\xaf"), FALSE },                              /* overlong */
    { S ("\xed\xa0\x80"), FALSE },                              /* surrogate */
    { S ("\xf4\x90\x80\x80"), FALSE },                          /* > U+10FFFF */
    { S ("abcdefgh\xe5\x9b"), FALSE },                         /* truncated */
    { S ("\xb9\xc5\xc1\xa6"), FALSE },                          /* GBK */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_cmpint (tg_charset_validate_utf8 (cases[i].s, cases[i].len), ==, cases[i].ok);
      g_assert_cmpint (g_utf8_validate_len (cases[i].s, cases[i].len, NULL), ==, cases[i].ok);
    }

  g_assert_cmpuint (tg_charset_count_byte (S (";;a;bcdefgh;;;ij;"), ';'), ==, 7);
  g_assert_cmpuint (tg_charset_count_byte ("", 0, ';'), ==, 0);
  g_assert_cmpuint (tg_charset_count_byte ("\xbb\xbb;\x3b\xff", 5, ';'), ==, 2);
}

/* The word-at-a-time paths (32, then 8 bytes, then one) against a byte
 * loop written here: every length up to 100 and every place of the one
 * byte that matters, so that each path and each border between them is
 * crossed. */
static void
test_word_paths (void)
{
  char buf[101];

  for (gsize len = 0; len <= 100; len++)
    for (gsize at = 0; at <= len; at++)
      {
        memset (buf, 'a', sizeof buf);
        for (gsize i = 0; i < len; i += 7)
          buf[i] = ';';          /* ';' at 0, 7, 14, ... */
        if (at < len)
          buf[at] = '\0';
        {
          gsize want_count = 0;

          for (gsize i = 0; i < len; i++)
            want_count += buf[i] == ';';
          g_assert_cmpuint (tg_charset_count_byte (buf, len, ';'), ==, want_count);
        }
        /* A NUL ends the valid prefix; so does a lone continuation byte. */
        g_assert_cmpuint (tg_charset_utf8_valid_prefix (buf, len), ==, at);
        g_assert_false (tg_charset_has_non_ascii (buf, len));
        g_assert_cmpuint (tg_charset_count_chars (buf, len), ==, len);
        if (at < len)
          {
            buf[at] = '\x80';
            g_assert_cmpuint (tg_charset_utf8_valid_prefix (buf, len), ==, at);
            g_assert_true (tg_charset_has_non_ascii (buf, len));
            g_assert_cmpuint (tg_charset_count_chars (buf, len), ==, len - 1);
            /* A two-byte character there, whole or cut by the end. */
            buf[at] = '\xc3';
            if (at + 1 < len)
              {
                buf[at + 1] = '\xa9';
                g_assert_cmpuint (tg_charset_utf8_valid_prefix (buf, len), ==, len);
                g_assert_cmpuint (tg_charset_count_chars (buf, len), ==, len - 1);
              }
            else
              g_assert_cmpuint (tg_charset_utf8_valid_prefix (buf, len), ==, at);
          }
      }
}

static void
test_convert (void)
{
  g_autofree char *gb = NULL, *text = NULL;
  gsize len = 0, out_len = 0;
  guint bad = 99;

  gb = tg_test_encode ("古力 柯洁", "GB18030", &len);
  text = tg_charset_to_utf8 (tg_charset_lookup ("GB2312"), gb, len, &out_len, &bad);
  g_assert_cmpstr (text, ==, "古力 柯洁");
  g_assert_cmpuint (out_len, ==, strlen ("古力 柯洁"));
  g_assert_cmpuint (bad, ==, 0);
  g_clear_pointer (&text, g_free);

  /* Invalid bytes become U+FFFD, counted; the rest survives. */
  text = tg_charset_to_utf8 (tg_charset_lookup ("UTF-8"), "a\xffz\xc3", 4, NULL, &bad);
  g_assert_cmpstr (text, ==, "a\xef\xbf\xbdz\xef\xbf\xbd");
  g_assert_cmpuint (bad, ==, 2);
  g_clear_pointer (&text, g_free);

  text = tg_charset_to_utf8 (tg_charset_lookup ("macintosh"), "\x8a", 1, NULL, &bad);
  g_assert_cmpstr (text, ==, "ä");
  g_clear_pointer (&text, g_free);

  g_assert_true (tg_charset_is_valid (tg_charset_lookup ("GBK"), gb, len));
  g_assert_false (tg_charset_is_valid (tg_charset_lookup ("Shift_JIS"), "\x81", 1));
  g_assert_false (tg_charset_is_valid (tg_charset_lookup ("UTF-8"), gb, len));
}

static void
test_plausibility (void)
{
  const char *chinese = "第14届三星保险杯半决赛，古力九段执黑中盘胜孔杰九段。";
  const char *mojibake = "鍙よ姏涔濇鎵ч粦涓洏鑳滃瓟鏉颁節娈点€";
  double good = tg_charset_plausibility (tg_charset_lookup ("GB18030"), chinese, strlen (chinese));
  double bad = tg_charset_plausibility (tg_charset_lookup ("GB18030"), mojibake, strlen (mojibake));

  g_assert_cmpfloat (good, >, 2.0);
  g_assert_cmpfloat (bad, <, 1.0);
  g_assert_cmpfloat (tg_charset_plausibility (NULL, "plain", 5), ==, 0);
  g_assert_cmpfloat (tg_charset_plausibility (NULL, "\xef\xbf\xbd", 3), ==, -10);
}

static void
test_detect (void)
{
  static const struct { const char *text; const char *iconv; const char *expected; } cases[] = {
    { "(;PB[古力]PW[柯洁]RE[白中盘胜]C[第四届世界围棋巅峰对决，今天的比赛非常精彩。])",
      "GB18030", "GB18030" },
    { "(;PB[張栩]PW[周俊勳]C[第一屆應氏杯世界職業圍棋錦標賽，這盤棋非常精彩。])",
      "BIG5", "Big5" },
    { "(;PB[井山裕太]PW[山下敬吾]C[本因坊戦の第一局です。黒の中押し勝ちでした。])",
      "SHIFT_JIS", "Shift_JIS" },
    { "(;PB[이세돌]PW[박정환]C[이 대국은 정말 재미있는 바둑이었습니다. 흑 불계승.])",
      "EUC-KR", "EUC-KR" },
    { "(;PB[Müller]PW[Jürgen Weiß]C[Schöne Partie, nicht wahr?])", "ISO-8859-1", "ISO-8859-1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bytes = NULL;
      gsize len = 0;
      double score = 0;
      const TgCharset *runner_up = NULL;
      const TgCharset *cs;

      bytes = tg_test_encode (cases[i].text, cases[i].iconv, &len);
      cs = tg_charset_detect (bytes, len, &score, &runner_up);
      g_assert_cmpstr (tg_charset_get_name (cs), ==, cases[i].expected);
      g_assert_nonnull (runner_up);
    }

  /* Too little evidence stays Latin-1 (SGF's default). */
  g_assert_cmpstr (tg_charset_get_name (tg_charset_detect (S ("(;C[s\xa4h\xa4n])"), NULL, NULL)), ==,
                   "ISO-8859-1");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/charset/lookup", test_lookup_aliases);
  g_test_add_func ("/charset/char-length", test_char_length);
  g_test_add_func ("/charset/sniff", test_sniff);
  g_test_add_func ("/charset/validate-count", test_validate_and_count);
  g_test_add_func ("/charset/word-paths", test_word_paths);
  g_test_add_func ("/charset/convert", test_convert);
  g_test_add_func ("/charset/plausibility", test_plausibility);
  g_test_add_func ("/charset/detect", test_detect);
  return g_test_run ();
}
