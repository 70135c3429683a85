/* tg-sgf-charset.c: character set names, detection and conversion to UTF-8
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include "tg-sgf-charset.h"
#include "tg-sgf-charset-private.h"

/* How to find the length of a character. */
typedef enum
{
  LEAD_NONE,       /* single bytes */
  LEAD_GB18030,    /* 81..FE + 1 byte, or + 30..39 + 2 more bytes */
  LEAD_SJIS,       /* 81..9F, E0..FC + 1 byte */
  LEAD_ANY,        /* 81..FE + 1 byte (Big5, CP949) */
  LEAD_EUC,        /* A1..FE + 1, 8E + 1, 8F + 2 */
  LEAD_JOHAB,      /* 84..D3, D8..DE, E0..F9 + 1 byte */
} LeadRule;

struct _TgCharset
{
  const char      *name;
  const char      *decoder;
  TgCharsetFamily  family;
  LeadRule         lead;
  TgLang           lang;
  const char      *aliases;   /* normalised (lower case, letters and digits), space separated */
};

static const TgCharset charsets[] = {
  { "UTF-8", "UTF-8", TG_CHARSET_UTF8, LEAD_NONE, TG_LANG_ANY, "utf8 unicode11utf8 unicode20utf8 xunicode20utf8" },
  { "UTF-16LE", "UTF-16LE", TG_CHARSET_WIDE, LEAD_NONE, TG_LANG_ANY, "utf16le" },
  { "UTF-16BE", "UTF-16BE", TG_CHARSET_WIDE, LEAD_NONE, TG_LANG_ANY, "utf16be" },
  { "UTF-16", "UTF-16", TG_CHARSET_WIDE, LEAD_NONE, TG_LANG_ANY, "utf16 ucs2 unicode iso10646ucs2 csunicode" },
  { "UTF-32LE", "UTF-32LE", TG_CHARSET_WIDE, LEAD_NONE, TG_LANG_ANY, "utf32le" },
  { "UTF-32BE", "UTF-32BE", TG_CHARSET_WIDE, LEAD_NONE, TG_LANG_ANY, "utf32be" },
  { "UTF-32", "UTF-32", TG_CHARSET_WIDE, LEAD_NONE, TG_LANG_ANY, "utf32 ucs4 iso10646ucs4" },
  { "GB2312", "GB18030", TG_CHARSET_DBCS, LEAD_GB18030, TG_LANG_ZH_HANS,
    "gb2312 gb231280 gb23121980 euccn xeuccn csgb2312 chinese gb isoir58 csiso58gb231280 hz hzgb2312" },
  { "GBK", "GB18030", TG_CHARSET_DBCS, LEAD_GB18030, TG_LANG_ZH_HANS,
    "gbk cp936 ms936 windows936 xgbk 936" },
  { "GB18030", "GB18030", TG_CHARSET_DBCS, LEAD_GB18030, TG_LANG_ZH_HANS, "gb18030 gb180302000 gb180302005" },
  { "Big5", "BIG5-HKSCS", TG_CHARSET_DBCS, LEAD_ANY, TG_LANG_ZH_HANT,
    "big5 csbig5 xxbig5 cnbig5 big5eten cp950 ms950 windows950 950" },
  { "Big5-HKSCS", "BIG5-HKSCS", TG_CHARSET_DBCS, LEAD_ANY, TG_LANG_ZH_HANT, "big5hkscs hkscs" },
  { "Shift_JIS", "CP932", TG_CHARSET_DBCS, LEAD_SJIS, TG_LANG_JA,
    "shiftjis sjis mskanji cp932 ms932 windows31j windows932 xsjis csshiftjis xmscp932 932 shiftjisx0213" },
  { "EUC-JP", "EUC-JP-MS", TG_CHARSET_EUC, LEAD_EUC, TG_LANG_JA,
    "eucjp xeucjp ujis cseucpkdfmtjapanese eucjpms cp51932" },
  { "ISO-2022-JP", "ISO-2022-JP-2", TG_CHARSET_STATEFUL, LEAD_NONE, TG_LANG_JA,
    "iso2022jp csiso2022jp iso2022jp2 csiso2022jp2 jis iso2022jp1" },
  { "EUC-KR", "CP949", TG_CHARSET_DBCS, LEAD_ANY, TG_LANG_KO,
    "euckr cseuckr ksc56011987 ksc5601 ksc56011989 ksc56011992 ksx1001 cp949 uhc ms949 windows949 "
    "korean isoir149 csksc56011987 949" },
  { "JOHAB", "JOHAB", TG_CHARSET_DBCS, LEAD_JOHAB, TG_LANG_KO, "johab cp1361" },
  { "ISO-2022-KR", "ISO-2022-KR", TG_CHARSET_STATEFUL, LEAD_NONE, TG_LANG_KO, "iso2022kr csiso2022kr" },
  { "ISO-8859-1", "ISO-8859-1", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY,
    "iso88591 iso885911987 latin1 l1 isoir100 cp819 ibm819 csisolatin1 88591" },
  { "ISO-8859-2", "ISO-8859-2", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88592 latin2 l2 csisolatin2 isoir101" },
  { "ISO-8859-3", "ISO-8859-3", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88593 latin3 l3 csisolatin3" },
  { "ISO-8859-4", "ISO-8859-4", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88594 latin4 l4 csisolatin4" },
  { "ISO-8859-5", "ISO-8859-5", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88595 cyrillic csisolatincyrillic" },
  { "ISO-8859-6", "ISO-8859-6", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88596 arabic" },
  { "ISO-8859-7", "ISO-8859-7", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88597 greek greek8" },
  { "ISO-8859-8", "ISO-8859-8", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88598 hebrew" },
  { "ISO-8859-9", "ISO-8859-9", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso88599 latin5 l5" },
  { "ISO-8859-10", "ISO-8859-10", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso885910 latin6 l6" },
  { "ISO-8859-11", "ISO-8859-11", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso885911 tis620" },
  { "ISO-8859-13", "ISO-8859-13", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso885913 latin7 l7" },
  { "ISO-8859-14", "ISO-8859-14", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso885914 latin8 l8" },
  { "ISO-8859-15", "ISO-8859-15", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso885915 latin9 latin0 l9" },
  { "ISO-8859-16", "ISO-8859-16", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "iso885916 latin10 l10" },
  { "Windows-1250", "CP1250", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1250 cp1250 xcp1250 ms1250" },
  { "Windows-1251", "CP1251", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1251 cp1251 xcp1251 ms1251" },
  { "Windows-1252", "CP1252", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1252 cp1252 xcp1252 ms1252 ansi" },
  { "Windows-1253", "CP1253", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1253 cp1253 xcp1253" },
  { "Windows-1254", "CP1254", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1254 cp1254 xcp1254" },
  { "Windows-1255", "CP1255", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1255 cp1255 xcp1255" },
  { "Windows-1256", "CP1256", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1256 cp1256 xcp1256" },
  { "Windows-1257", "CP1257", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1257 cp1257 xcp1257" },
  { "Windows-1258", "CP1258", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "windows1258 cp1258 xcp1258" },
  { "MacRoman", "MACINTOSH", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY,
    "macroman macintosh mac xmacroman csmacintosh macos" },
  { "KOI8-R", "KOI8-R", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "koi8r cskoi8r koi8" },
  { "KOI8-U", "KOI8-U", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY, "koi8u" },
  { "US-ASCII", "ASCII", TG_CHARSET_SINGLE, LEAD_NONE, TG_LANG_ANY,
    "usascii ascii ansix341968 iso646us us csascii ibm367 cp367 iso646irv1991" },
};

/* Charsets that only iconv knows, made on first use and kept for the
 * process's lifetime (so their pointers are as static as the table). */
G_LOCK_DEFINE_STATIC (extra);
static GHashTable *extra_charsets;

/* The letters and digits of @name in lower case, in @key (@size bytes):
 * FALSE when they do not fit (no known name is that long). */
static gboolean
normalise_name (const char *name,
                char       *key,
                gsize       size)
{
  gsize n = 0;

  for (const char *p = name; *p; p++)
    if (g_ascii_isalnum (*p))
      {
        if (n + 1 >= size)
          return FALSE;
        key[n++] = g_ascii_tolower (*p);
      }
  key[n] = '\0';
  return TRUE;
}

static gboolean
alias_matches (const char *aliases,
               const char *key)
{
  gsize n = strlen (key);

  for (const char *a = aliases; *a; )
    {
      const char *end = strchr (a, ' ');
      gsize len = end ? (gsize) (end - a) : strlen (a);

      if (len == n && memcmp (a, key, n) == 0)
        return TRUE;
      if (end == NULL)
        break;
      a = end + 1;
    }
  return FALSE;
}

const TgCharset *
tg_charset_lookup (const char *name)
{
  g_autofree char *trimmed = NULL;
  TgCharset *made;
  GIConv cd;
  char key[48];

  /* A name iconv may know is at most 40 characters, and no alias of the
   * table is longer: a longer key is no charset. */
  if (name == NULL || !normalise_name (name, key, sizeof key) || key[0] == '\0')
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (charsets); i++)
    if (alias_matches (charsets[i].aliases, key))
      return &charsets[i];

  /* A name iconv knows ("CP437", "ISO-IR-166", ...). Only names made of
   * the characters charset names use: a CA[] value is untrusted text. */
  trimmed = g_strstrip (g_strdup (name));
  for (const char *p = trimmed; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.' && *p != ':')
      return NULL;
  if (strlen (trimmed) > 40)
    return NULL;

  G_LOCK (extra);
  if (extra_charsets == NULL)
    extra_charsets = g_hash_table_new (g_str_hash, g_str_equal);
  made = g_hash_table_lookup (extra_charsets, key);
  if (made == NULL)
    {
      cd = g_iconv_open ("UTF-8", trimmed);
      if (cd != (GIConv) -1)
        {
          g_iconv_close (cd);
          made = g_new0 (TgCharset, 1);
          made->name = g_ascii_strup (trimmed, -1);
          made->decoder = made->name;
          made->family = TG_CHARSET_STATEFUL;
          made->lead = LEAD_NONE;
          made->lang = TG_LANG_ANY;
          made->aliases = "";
          g_hash_table_insert (extra_charsets, g_strdup (key), made);
        }
    }
  G_UNLOCK (extra);
  return made;
}

const char *
tg_charset_get_name (const TgCharset *charset)
{
  return charset->name;
}

const char *
tg_charset_get_decoder (const TgCharset *charset)
{
  return charset->decoder;
}

TgCharsetFamily
tg_charset_get_family (const TgCharset *charset)
{
  return charset->family;
}

guint
tg_charset_char_length (const TgCharset *charset,
                        const guint8    *s,
                        gsize            n)
{
  guint8 b = s[0];
  guint len = 1;

  guint8 t;

  if (b < 0x80 || n < 2)
    return 1;
  t = s[1];
  /* A lead byte counts only with a valid trail byte after it, so a stray
   * lead byte cannot swallow the “]” or newline that follows it. */
  switch (charset->lead)
    {
    case LEAD_GB18030:
      if (b >= 0x81 && b <= 0xfe)
        {
          if (t >= 0x30 && t <= 0x39)
            len = (n >= 4 && s[2] >= 0x81 && s[2] <= 0xfe && s[3] >= 0x30 && s[3] <= 0x39) ? 4 : 1;
          else if (t >= 0x40 && t <= 0xfe && t != 0x7f)
            len = 2;
        }
      break;
    case LEAD_SJIS:
      if (((b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xfc)) &&
          t >= 0x40 && t <= 0xfc && t != 0x7f)
        len = 2;
      break;
    case LEAD_ANY:
      if (b >= 0x81 && b <= 0xfe && t >= 0x40 && t <= 0xfe && t != 0x7f)
        len = 2;
      break;
    case LEAD_EUC:
      if (((b >= 0xa1 && b <= 0xfe) || b == 0x8e) && t >= 0xa1 && t <= 0xfe)
        len = 2;
      else if (b == 0x8f && t >= 0xa1 && t <= 0xfe && n >= 3 && s[2] >= 0xa1 && s[2] <= 0xfe)
        len = 3;
      break;
    case LEAD_JOHAB:
      if (((b >= 0x84 && b <= 0xd3) || (b >= 0xd8 && b <= 0xde) || (b >= 0xe0 && b <= 0xf9)) &&
          ((t >= 0x31 && t <= 0x7e) || (t >= 0x91 && t <= 0xfe)))
        len = 2;
      break;
    case LEAD_NONE:
    default:
      break;
    }
  return MIN (len, n);
}

/* Byte order marks and wide text ------------------------------------------ */

const TgCharset *
tg_charset_sniff_bom (const guint8 *data,
                      gsize         len,
                      gsize        *bom_len)
{
  const char *name = NULL;
  gsize n = 0;

  if (len >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf)
    name = "UTF-8", n = 3;
  else if (len >= 4 && data[0] == 0xff && data[1] == 0xfe && data[2] == 0 && data[3] == 0)
    name = "UTF-32LE", n = 4;
  else if (len >= 4 && data[0] == 0 && data[1] == 0 && data[2] == 0xfe && data[3] == 0xff)
    name = "UTF-32BE", n = 4;
  else if (len >= 2 && data[0] == 0xff && data[1] == 0xfe)
    name = "UTF-16LE", n = 2;
  else if (len >= 2 && data[0] == 0xfe && data[1] == 0xff)
    name = "UTF-16BE", n = 2;

  if (name == NULL)
    return NULL;
  if (bom_len)
    *bom_len = n;
  return tg_charset_lookup (name);
}

const TgCharset *
tg_charset_sniff_wide (const guint8 *data,
                       gsize         len)
{
  gsize n = MIN (len, 1024) & ~(gsize) 3;
  guint zeros[4] = { 0, 0, 0, 0 };
  guint total = 0;

  if (n < 8)
    return NULL;
  for (gsize i = 0; i < n; i++)
    if (data[i] == 0)
      {
        zeros[i % 4]++;
        total++;
      }
  if (total < n / 4)
    return NULL;

  /* UTF-32: three NULs per ASCII character. */
  if (zeros[1] > n / 5 && zeros[2] > n / 5 && zeros[3] > n / 5 && zeros[0] < n / 20)
    return tg_charset_lookup ("UTF-32BE");
  if (zeros[0] > n / 5 && zeros[1] > n / 5 && zeros[2] > n / 5 && zeros[3] < n / 20)
    return tg_charset_lookup ("UTF-32LE");
  /* UTF-16: the NUL is the high byte, after (LE) or before (BE). */
  if (zeros[1] + zeros[3] > 9 * total / 10)
    return tg_charset_lookup ("UTF-16LE");
  if (zeros[0] + zeros[2] > 9 * total / 10)
    return tg_charset_lookup ("UTF-16BE");
  return NULL;
}

/* Conversion -------------------------------------------------------------- */

GIConv
tg_charset_open (const TgCharset *charset)
{
  return g_iconv_open ("UTF-8", charset->decoder);
}

guint
tg_charset_append_utf8 (GIConv      cd,
                        const char *data,
                        gsize       len,
                        GString    *out)
{
  char *in = (char *) data;
  gsize in_left = len;
  guint n_invalid = 0;
  char buf[4096];

  g_iconv (cd, NULL, NULL, NULL, NULL);
  while (in_left > 0)
    {
      char *o = buf;
      gsize o_left = sizeof buf;
      gsize r = g_iconv (cd, &in, &in_left, &o, &o_left);
      int saved = errno;

      g_string_append_len (out, buf, o - buf);
      if (r != (gsize) -1)
        continue;
      if (saved == E2BIG)
        continue;
      /* EILSEQ or EINVAL (truncated at the end): replace one byte. */
      g_string_append (out, "\xef\xbf\xbd");
      n_invalid++;
      in++;
      in_left--;
      g_iconv (cd, NULL, NULL, NULL, NULL);
    }
  {
    char *o = buf;
    gsize o_left = sizeof buf;

    g_iconv (cd, NULL, NULL, &o, &o_left);
    g_string_append_len (out, buf, o - buf);
  }
  return n_invalid;
}

char *
tg_charset_to_utf8 (const TgCharset *charset,
                    const char      *data,
                    gsize            len,
                    gsize           *out_len,
                    guint           *n_invalid)
{
  GString *out = g_string_sized_new (len + len / 2 + 16);
  GIConv cd = tg_charset_open (charset);
  guint bad;

  if (cd == (GIConv) -1)
    {
      /* Cannot happen for a charset from tg_charset_lookup(); keep the
       * ASCII and replace the rest. */
      bad = 0;
      for (gsize i = 0; i < len; i++)
        {
          if ((guchar) data[i] < 0x80)
            g_string_append_c (out, data[i]);
          else
            {
              g_string_append (out, "\xef\xbf\xbd");
              bad++;
            }
        }
    }
  else
    {
      bad = tg_charset_append_utf8 (cd, data, len, out);
      g_iconv_close (cd);
    }
  if (n_invalid)
    *n_invalid = bad;
  if (out_len)
    *out_len = out->len;
  return g_string_free (out, FALSE);
}

gboolean
tg_charset_is_valid (const TgCharset *charset,
                     const char      *data,
                     gsize            len)
{
  g_autofree char *text = NULL;
  guint bad = 0;

  if (charset->family == TG_CHARSET_UTF8)
    return tg_charset_validate_utf8 (data, len);
  text = tg_charset_to_utf8 (charset, data, len, NULL, &bad);
  return bad == 0;
}

/* Plausibility ------------------------------------------------------------ */

static double
char_points (TgLang   lang,
             gunichar c)
{
  if (c == 0xfffd)
    return -10;
  if (c < 0x20 || (c >= 0x7f && c < 0xa0))
    return -5;
  if (c >= 0x3041 && c <= 0x30ff)                  /* kana */
    return (lang == TG_LANG_JA || lang == TG_LANG_ANY) ? 3 : 0;
  if (c >= 0xac00 && c <= 0xd7a3)                  /* hangul syllables */
    {
      if (lang == TG_LANG_ANY)
        return 3;
      if (lang != TG_LANG_KO)
        return -1;
      return _tg_charset_is_frequent (lang, c) ? 4 : 1;
    }
  if (c >= 0x4e00 && c <= 0x9fff)                  /* CJK ideographs */
    return _tg_charset_is_frequent (lang, c) ? 4 : 0.5;
  if ((c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff5e) ||
      (c >= 0x2010 && c <= 0x2027) || c == 0x00b7)
    return 2;                                      /* CJK and general punctuation */
  if (c >= 0xff61 && c <= 0xff9f)                  /* half-width katakana */
    return -1;
  if (c >= 0x3400 && c <= 0x4dbf)                  /* extension A: rare */
    return -3;
  if (c >= 0xf900 && c <= 0xfaff)                  /* compatibility ideographs */
    return -3;
  if (c >= 0xe000 && c <= 0xf8ff)                  /* private use */
    return -5;
  if (lang == TG_LANG_ANY && c >= 0xa0 && c < 0x2000)
    return 1;                                      /* accented Latin, Cyrillic... in UTF-8 */
  return -1;
}

double
tg_charset_plausibility (const TgCharset *charset,
                         const char      *utf8,
                         gsize            len)
{
  const char *end = utf8 + len;
  double sum = 0;
  guint n = 0;
  TgLang lang = charset ? charset->lang : TG_LANG_ANY;

  for (const char *s = utf8; s < end; )
    {
      gunichar c;

      if ((guchar) *s < 0x80)
        {
          s++;
          continue;
        }
      c = g_utf8_get_char_validated (s, end - s);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          c = 0xfffd;
          s++;
        }
      else
        s = g_utf8_next_char (s);
      sum += char_points (lang, c);
      n++;
    }
  return n ? sum / n : 0;
}

/* Detection --------------------------------------------------------------- */

#define SAMPLE_MAX (64 * 1024)

/* The non-ASCII parts of @data (each with the byte after it, which can be
 * the trail byte of a double-byte character), up to SAMPLE_MAX bytes. */
static GByteArray *
sample_text (const guint8 *data,
             gsize         len)
{
  GByteArray *sample = g_byte_array_new ();
  gsize i = 0;

  while (i < len && sample->len < SAMPLE_MAX)
    {
      gsize start;

      if (data[i] < 0x80)
        {
          i++;
          continue;
        }
      start = i;
      while (i < len && (data[i] >= 0x80 || (i > start && data[i - 1] >= 0x80 && data[i] >= 0x40)))
        i++;
      if (sample->len > 0)
        g_byte_array_append (sample, (const guint8 *) " ", 1);
      g_byte_array_append (sample, data + start, i - start);
    }
  return sample;
}

static glong
count_ascii (const char *s,
             gsize       len)
{
  glong n = 0;

  for (gsize i = 0; i < len; i++)
    n += (guchar) s[i] < 0x80;
  return n;
}

const TgCharset *
tg_charset_detect (const char       *data,
                   gsize             len,
                   double           *score,
                   const TgCharset **runner_up)
{
  static const char *candidates[] = { "GB18030", "Big5", "Shift_JIS", "EUC-KR" };
  g_autoptr(GByteArray) sample = sample_text ((const guint8 *) data, len);
  const TgCharset *best = NULL, *second = NULL;
  double best_score = -G_MAXDOUBLE, second_score = -G_MAXDOUBLE;

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      const TgCharset *cs = tg_charset_lookup (candidates[i]);
      g_autofree char *text = NULL;
      gsize text_len = 0;
      double s;

      text = tg_charset_to_utf8 (cs, (const char *) sample->data, sample->len, &text_len, NULL);
      s = tg_charset_plausibility (cs, text, text_len);
      /* A handful of characters is weak evidence: ask for more. */
      if (g_utf8_strlen (text, text_len) - count_ascii (text, text_len) < 6)
        s -= 1.5;
      if (s > best_score)
        {
          second = best;
          second_score = best_score;
          best = cs;
          best_score = s;
        }
      else if (s > second_score)
        {
          second = cs;
          second_score = s;
        }
    }

  if (runner_up)
    *runner_up = second;
  if (sample->len == 0 || best_score < 1.0)
    {
      if (score)
        *score = sample->len == 0 ? 0 : best_score;
      if (runner_up)
        *runner_up = best;
      return tg_charset_lookup ("ISO-8859-1");
    }
  if (score)
    *score = best_score;
  return best;
}
