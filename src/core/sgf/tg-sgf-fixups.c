/* tg-sgf-fixups.c: komi and handicap as real files write them, and the words they use
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * KM: Fox writes hundredths, of a stone for Chinese komi (KM[375] is
 * 3¾ stones = 7.5 points, KM[325] = 6.5, KM[275] = 5.5) and of a point
 * otherwise (KM[650] = 6.5, KM[750] = 7.5); GoGoD writes stones
 * (KM[3.75] = 7.5 points). A whole number of at least 100 that is a
 * multiple of 25 is read as Fox's, quarters of a stone (x25, x75) as
 * stones; a decimal with .25 or .75 as stones.
 *
 * HA and RE (the result in tg-sgf-fixups-result.c): Chinese, Japanese and
 * Korean sites write words. Understood:
 * colours 黑/黒/흑/black and 白/백/white, 胜/勝/승/wins, 负/負/패/loses,
 * 中盘/中押/불계/resign, 超时/時間/시간/time, 犯规/반칙/forfeit, 和棋/和局/持碁/
 * 무승부/jigo/draw, 打挂/无胜负/無勝負/void, margins in 目/点/집 (points) or
 * 子 (stones, counted double) with 半/반 for a half and fractions
 * ("2又1/4子"), a "共N手" move count in front.
 *
 * HA in words names the handicap relation of a series and, after the last
 * full stop, this game's ("尾原先二先.二子": the series at 先二先, this game
 * at two stones). HA is set only where the words say a number of stones
 * (二子, 让二子 / 讓二子, 二子局, 置石2 / 置き石三子, 2점, "2 stones", a bare
 * numeral after the stop, 井目 / 星目 = 9), or say that there are none (先,
 * 互先, 先相先, 受先, 定先, 让先, Korean 호선 and 정선: HA[0]); 受先, 定先,
 * 让先 / 讓先, 정선 and this game's part being 先 alone also say Black plays
 * without komi, so KM[0] is added where the node has no komi (KM, or a KO[]
 * that holds it). The words themselves
 * go into the node's GC[] as "HA[…]": a warning is gone once the file is
 * saved, GC[] is written with the record, so nothing of what the file
 * said is lost.
 *
 * Real numbers (KM, TM, BL, WL, V) go through tg_sgf_number_read_real():
 * full-width digits, 。 and ． are digits and a decimal point ("KM[５．５]"
 * is 5.5); amounts in words are read the same way ("黑贴5。5目" is 5.5,
 * "RE[W+2。5]" is W+2.5).
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader-private.h"
#include "tg-sgf-number.h"

static gint
cjk_digit (gunichar c)
{
  switch (c)
    {
    case 0x96f6: case 0x3007: return 0;   /* 零 〇 */
    case 0x4e00: return 1;                /* 一 */
    case 0x4e8c: case 0x4e24: case 0x5169: return 2;   /* 二 两 兩 */
    case 0x4e09: return 3;                /* 三 */
    case 0x56db: return 4;                /* 四 */
    case 0x4e94: return 5;                /* 五 */
    case 0x516d: return 6;                /* 六 */
    case 0x4e03: return 7;                /* 七 */
    case 0x516b: return 8;                /* 八 */
    case 0x4e5d: return 9;                /* 九 */
    case 0x5341: return 10;               /* 十 */
    default: return -1;
    }
}

static gint
ascii_digit (gunichar c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 0xff10 && c <= 0xff19)        /* full-width digits */
    return c - 0xff10;
  return -1;
}

typedef struct
{
  double value;
  gboolean fraction;     /* "a/b" */
} Number;

/* All the numbers of @text, in order: decimals, fractions, and Chinese
 * numerals up to 99. */
static GArray *
numbers (const char *text)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Number));
  const char *s = text;

  while (*s)
    {
      gunichar c = g_utf8_get_char (s);
      Number n = { 0, FALSE };

      if (ascii_digit (c) >= 0)
        {
          double v = 0, scale = 0;

          while (*s && (ascii_digit (g_utf8_get_char (s)) >= 0 ||
                        (*s == '.' && scale == 0 && ascii_digit (g_utf8_get_char (s + 1)) >= 0)))
            {
              c = g_utf8_get_char (s);
              if (c == '.')
                scale = 1;
              else if (scale > 0)
                {
                  scale /= 10;
                  v += ascii_digit (c) * scale;
                }
              else
                v = v * 10 + ascii_digit (c);
              s = g_utf8_next_char (s);
            }
          n.value = v;
          if (*s == '/' && ascii_digit (g_utf8_get_char (s + 1)) > 0)
            {
              double d = 0;

              s++;
              while (*s && ascii_digit (g_utf8_get_char (s)) >= 0)
                {
                  d = d * 10 + ascii_digit (g_utf8_get_char (s));
                  s = g_utf8_next_char (s);
                }
              if (d > 0)
                {
                  n.value = v / d;
                  n.fraction = TRUE;
                }
            }
          g_array_append_val (out, n);
          continue;
        }
      if (cjk_digit (c) >= 0)
        {
          gint v = 0, d;
          gboolean ten = FALSE;

          while (*s && (d = cjk_digit (g_utf8_get_char (s))) >= 0)
            {
              if (d == 10)
                {
                  v = (v == 0 ? 1 : v) * 10;
                  ten = TRUE;
                }
              else if (ten)
                v += d;
              else
                v = v * 10 + d;
              s = g_utf8_next_char (s);
            }
          n.value = v;
          g_array_append_val (out, n);
          continue;
        }
      s = g_utf8_next_char (s);
    }
  return out;
}

static gboolean
contains_any (const char        *text,
              const char *const *words)
{
  for (guint i = 0; words[i]; i++)
    if (strstr (text, words[i]) != NULL)
      return TRUE;
  return FALSE;
}

gboolean
_tg_sgf_contains_word_ci (const char        *text,
                          const char *const *words)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);

  return contains_any (lower, words);
}

static const char *const point_units[] = { "目", "点", "點", "집", "point", "pt", NULL };

gboolean
_tg_sgf_contains_point_unit (const char *text)
{
  return _tg_sgf_contains_word_ci (text, point_units);
}

gboolean
_tg_sgf_parse_amount (const char *text,
                      gboolean    stones,
                      double     *points)
{
  static const char *const stone_units[] = { "子", "stone", NULL };
  static const char *const halves[] = { "半", "반", "½", NULL };
  /* "5。5目", "黑胜２．５目": the full stops are decimal points. */
  g_autofree char *ascii = tg_sgf_number_normalize (text);
  g_autoptr(GArray) nums = NULL;
  gboolean half;
  double v;

  text = ascii;
  nums = numbers (text);
  half = contains_any (text, halves);

  if (nums->len == 0 && !half)
    return FALSE;
  if (nums->len == 0)
    v = 0.5;
  else
    {
      Number *first = &g_array_index (nums, Number, 0);

      v = first->value;
      if (!first->fraction && nums->len > 1 && g_array_index (nums, Number, 1).fraction)
        v += g_array_index (nums, Number, 1).value;
      if (half)
        v += 0.5;
    }
  if (_tg_sgf_contains_word_ci (text, stone_units))
    stones = TRUE;
  else if (_tg_sgf_contains_point_unit (text))
    stones = FALSE;
  if (strchr (text, '-') != NULL && strchr (text, '-') < text + strcspn (text, "0123456789"))
    v = -v;
  *points = stones ? v * 2 : v;
  return TRUE;
}

char *
_tg_sgf_format_points (double points)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  char *s;

  g_ascii_formatd (buf, sizeof buf, "%.2f", points);
  s = buf + strlen (buf) - 1;
  while (*s == '0')
    *s-- = '\0';
  if (*s == '.')
    *s = '\0';
  if (strcmp (buf, "-0") == 0)
    strcpy (buf, "0");
  return g_strdup (buf);
}

char *
_tg_sgf_value_text (TgSgfParser *p,
                    TgSgfProp   *prop)
{
  const TgSgfValue *v = &p->values[prop->first];
  char *text = tg_sgf_value_unescape (v->ptr, v->len, TRUE);

  return g_strstrip (text);
}

void
_tg_sgf_replace_value (TgSgfParser *p,
                       TgSgfProp   *prop,
                       const char  *text)
{
  g_autofree char *raw = tg_sgf_value_escape (text, FALSE);

  _tg_sgf_set_value (p, &p->values[prop->first], raw);
}

/* Komi -------------------------------------------------------------------- */

/* Fox's hundredths and GoGoD's stones; FALSE when @v is already points.
 * The results are never rewritten again, so reading what the writer
 * wrote changes nothing. */
static gboolean
unusual_komi (double       v,
              gboolean     whole,
              double      *points,
              const char **how)
{
  double a = fabs (v);

  if (whole && a >= 100 && a < 2500 && fmod (a, 25) == 0)
    {
      if (fmod (a, 50) != 0)
        {
          *points = v / 50;
          *how = _("Fox's komi in hundredths of a stone");
        }
      else
        {
          *points = v / 100;
          *how = _("Fox's komi in hundredths of a point");
        }
      return TRUE;
    }
  if (!whole && (fmod (a, 1) == 0.25 || fmod (a, 1) == 0.75))
    {
      *points = v * 2;
      *how = _("komi in stones (as GoGoD writes it)");
      return TRUE;
    }
  return FALSE;
}

void
_tg_sgf_fix_komi (TgSgfParser *p,
                  TgSgfProp   *prop)
{
  g_autofree char *text = NULL;
  g_autofree char *fixed = NULL;
  const char *how = NULL;
  double v, points;

  if (prop->n == 0)
    return;
  text = _tg_sgf_value_text (p, prop);
  if (text[0] == '\0')
    {
      _tg_sgf_warn (p->ctx, prop->offset, _("An empty KM[] was dropped"));
      prop->dropped = TRUE;
      return;
    }

  if (tg_sgf_number_read_real (text, &v))
    {
      g_autofree char *ascii = g_strstrip (tg_sgf_number_normalize (text));
      gboolean whole = strpbrk (ascii, ".,") == NULL;

      if (unusual_komi (v, whole, &points, &how))
        {
          fixed = _tg_sgf_format_points (points);
          _tg_sgf_warn (p->ctx, prop->offset, _("KM[%s] is %s; read as KM[%s]"), text, how, fixed);
          _tg_sgf_replace_value (p, prop, fixed);
        }
      else if (strcmp (ascii, text) != 0)
        {
          /* "５．５", "5。5": the same number in ASCII, every digit kept. */
          _tg_sgf_warn (p->ctx, prop->offset, _("KM[%s] read as KM[%s]"), text, ascii);
          _tg_sgf_replace_value (p, prop, ascii);
        }
      return;
    }

  if (_tg_sgf_parse_amount (text, FALSE, &points) && fabs (points) < 2500)
    {
      unusual_komi (points, points == floor (points), &points, &how);
      if (fmod (fabs (points) * 2, 1) == 0)
        {
          fixed = _tg_sgf_format_points (points);
          _tg_sgf_warn (p->ctx, prop->offset, _("KM[%s] read as KM[%s]"), text, fixed);
          _tg_sgf_replace_value (p, prop, fixed);
          return;
        }
    }
  _tg_sgf_warn (p->ctx, prop->offset, _("The komi KM[%s] is not a number; it was kept as it is"), text);
}

/* Other reals ------------------------------------------------------------- */

void
_tg_sgf_fix_real (TgSgfParser *p,
                  TgSgfProp   *prop)
{
  g_autofree char *text = NULL;
  g_autofree char *ascii = NULL;
  double v;

  if (prop->n == 0)
    return;
  text = _tg_sgf_value_text (p, prop);
  if (!tg_sgf_number_read_real (text, &v))
    return;
  ascii = g_strstrip (tg_sgf_number_normalize (text));
  if (strcmp (ascii, text) == 0)
    return;
  _tg_sgf_warn (p->ctx, prop->offset, _("%s[%s] read as %s[%s]"), prop->id, text, prop->id, ascii);
  _tg_sgf_replace_value (p, prop, ascii);
}

/* Handicap ---------------------------------------------------------------- */

/* The number written at *@s (ASCII, full-width or Chinese numerals up to
 * 99), moving *@s past it; -1 when no number starts there. */
static gint
read_numeral (const char **s)
{
  gunichar c = g_utf8_get_char (*s);
  gint v = 0, d;
  gboolean ten = FALSE;

  if (ascii_digit (c) >= 0)
    {
      while ((d = ascii_digit (g_utf8_get_char (*s))) >= 0 && v < 1000)
        {
          v = v * 10 + d;
          *s = g_utf8_next_char (*s);
        }
      return v;
    }
  if (cjk_digit (c) < 0)
    return -1;
  while ((d = cjk_digit (g_utf8_get_char (*s))) >= 0)
    {
      if (d == 10)
        {
          v = (v == 0 ? 1 : v) * 10;
          ten = TRUE;
        }
      else if (ten)
        v += d;
      else
        v = v * 10 + d;
      *s = g_utf8_next_char (*s);
    }
  return v;
}

/* Japanese "置石2", "置き石：３" (the stones placed): the number after the
 * word, or -1. */
static gint
stones_placed (const char *game)
{
  static const char *const words[] = { "置石", "置き石", "置碁", "置き碁", NULL };

  for (guint i = 0; words[i]; i++)
    {
      const char *s = strstr (game, words[i]);

      if (s == NULL)
        continue;
      s += strlen (words[i]);
      while (*s == ' ' || *s == ':' || g_str_has_prefix (s, "："))
        s += *s == ' ' || *s == ':' ? 1 : strlen ("：");
      return read_numeral (&s);
    }
  return -1;
}

/* What the words of @game (this game's part of HA) say about its stones:
 * the number, 0 for an even game, -1 when they say neither. */
static gint
handicap_in_words (const char *game)
{
  static const char *const nine[] = { "井目", "星目", NULL };
  static const char *const even[] = { "先", "호선", "정선", NULL };
  static const char *const even_en[] = { "even", NULL };
  gboolean any_number = FALSE;
  const char *s = game;
  gint v;

  if (contains_any (game, nine))
    return 9;
  if ((v = stones_placed (game)) >= 0)
    return v;
  /* A bare numeral: ".三" */
  while (*s == ' ')
    s++;
  if ((v = read_numeral (&s)) >= 0)
    {
      while (*s == ' ')
        s++;
      if (*s == '\0')
        return v;
    }
  /* N子, 让N子, N子局, N점, N stones */
  for (s = game; *s; )
    {
      if ((v = read_numeral (&s)) < 0)
        {
          s = g_utf8_next_char (s);
          continue;
        }
      any_number = TRUE;
      while (*s == ' ')
        s++;
      if (g_str_has_prefix (s, "子") || g_str_has_prefix (s, "점") ||
          g_ascii_strncasecmp (s, "stone", 5) == 0)
        return v;
    }
  if (!any_number && (contains_any (game, even) || _tg_sgf_contains_word_ci (game, even_en)))
    return 0;
  return -1;
}

/* TRUE if the words of @game (an even game) say that Black plays without
 * komi: 受先 and 定先 (the named player takes Black), 让先 / 讓先 (he is
 * given the first move), Korean 정선, or this game's part being 先 alone
 * ("井上先相先.先"); not 互先, 先相先 or 호선, which alternate colours and
 * say nothing of komi. */
static gboolean
black_without_komi (const char *game)
{
  static const char *const words[] = { "受先", "定先", "让先", "讓先", "정선", NULL };
  static const char *const alternate[] = { "互先", "相先", "호선", NULL };

  if (contains_any (game, words))
    return TRUE;
  if (contains_any (game, alternate))
    return FALSE;
  return g_str_has_suffix (game, "先");
}

/* This game's part of HA: after the last full stop, if any. */
static const char *
game_part (const char *text)
{
  static const char *const stops[] = { ".", "。", "．", NULL };
  const char *part = text;

  for (guint i = 0; stops[i]; i++)
    {
      const char *at = g_strrstr (text, stops[i]);

      if (at != NULL && at + strlen (stops[i]) > part)
        part = at + strlen (stops[i]);
    }
  return *part != '\0' ? part : text;
}

/* Adds @id[@text] (plain text) to the node being read. Pointers into
 * p->props are stale afterwards. */
void
_tg_sgf_add_text_prop (TgSgfParser *p,
                       const char  *id,
                       const char  *text,
                       gsize        offset)
{
  g_autofree char *raw = tg_sgf_value_escape (text, FALSE);
  TgSgfProp *prop;
  TgSgfValue *v;

  if (p->n_props == p->props_alloc)
    {
      p->props_alloc = MAX (16, p->props_alloc * 2);
      p->props = g_renew (TgSgfProp, p->props, p->props_alloc);
    }
  if (p->n_values == p->values_alloc)
    {
      p->values_alloc = MAX (32, p->values_alloc * 2);
      p->values = g_renew (TgSgfValue, p->values, p->values_alloc);
    }
  prop = &p->props[p->n_props++];
  memset (prop, 0, sizeof *prop);
  g_strlcpy (prop->id, id, sizeof prop->id);
  prop->id_len = strlen (prop->id);
  prop->first = p->n_values;
  prop->n = 1;
  prop->offset = offset;
  v = &p->values[p->n_values++];
  v->offset = offset;
  _tg_sgf_set_value (p, v, raw);
}

/* The words of HA, kept as a line "HA[words]" of the node's GC[]. */
static void
keep_words_in_comment (TgSgfParser *p,
                       const char  *words,
                       gsize        offset)
{
  g_autofree char *line = g_strdup_printf ("HA[%s]", words);
  gint gc = _tg_sgf_find_prop (p, "GC");

  if (gc >= 0 && p->props[gc].n > 0)
    {
      TgSgfValue *v = &p->values[p->props[gc].first];
      g_autofree char *raw = tg_sgf_value_escape (line, FALSE);
      g_autofree char *joined = v->len > 0 ? g_strdup_printf ("%.*s\n%s", (int) v->len, v->ptr, raw)
                                           : g_strdup (raw);

      _tg_sgf_set_value (p, v, joined);
    }
  else
    _tg_sgf_add_text_prop (p, "GC", line, offset);
}

/* TRUE if the node has its komi (KM, or a KO[] that check_ko will read as
 * komi: a node without moves). */
static gboolean
has_komi (TgSgfParser *p)
{
  return _tg_sgf_find_prop (p, "KM") >= 0 ||
         (_tg_sgf_find_prop (p, "KO") >= 0 && _tg_sgf_find_prop (p, "B") < 0 &&
          _tg_sgf_find_prop (p, "W") < 0);
}

void
_tg_sgf_fix_handicap (TgSgfParser *p,
                      TgSgfProp   *prop)
{
  g_autofree char *text = NULL;
  g_autofree char *ascii = NULL;
  char fixed[16];
  const char *game;
  gsize offset = prop->offset;
  gboolean digits = TRUE;
  gint stones;

  if (prop->n == 0)
    return;
  text = _tg_sgf_value_text (p, prop);
  if (text[0] == '\0')
    {
      _tg_sgf_warn (p->ctx, offset, _("An empty HA[] was dropped"));
      prop->dropped = TRUE;
      return;
    }
  ascii = g_strstrip (tg_sgf_number_normalize (text));
  for (const char *s = ascii; *s; s++)
    digits &= g_ascii_isdigit (*s);
  if (digits && *ascii != '\0')
    {
      /* "２": the number in ASCII, nothing else to keep. */
      if (strcmp (ascii, text) != 0)
        {
          _tg_sgf_warn (p->ctx, offset, _("HA[%s] read as HA[%s]"), text, ascii);
          _tg_sgf_replace_value (p, prop, ascii);
        }
      return;
    }

  game = game_part (text);
  stones = handicap_in_words (game);
  if (stones < 0 || stones > 361)
    {
      _tg_sgf_warn (p->ctx, offset,
                    _("The handicap HA[%s] is not understood; it was kept as it is"), text);
      return;
    }

  g_snprintf (fixed, sizeof fixed, "%d", stones);
  _tg_sgf_replace_value (p, prop, fixed);
  /* prop is stale from here on: the node grows. */
  keep_words_in_comment (p, text, offset);
  if (stones == 0 && black_without_komi (game) && !has_komi (p))
    {
      _tg_sgf_add_text_prop (p, "KM", "0", offset);
      _tg_sgf_warn (p->ctx, offset,
                    _("HA[%s] read as HA[0] and KM[0] (Black without komi); "
                      "the words were kept in GC[]"), text);
    }
  else if (stones == 0)
    _tg_sgf_warn (p->ctx, offset,
                  _("HA[%s] read as HA[0] (no handicap stones); the words were kept in GC[]"),
                  text);
  else
    _tg_sgf_warn (p->ctx, offset, _("HA[%s] read as HA[%s]; the words were kept in GC[]"),
                  text, fixed);
}
