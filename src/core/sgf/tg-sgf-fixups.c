/* tg-sgf-fixups.c: komi, handicap and result as real files write them
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
 * HA and RE: Chinese, Japanese and Korean sites write words. Understood:
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

static gboolean
contains_word_ci (const char        *text,
                  const char *const *words)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);

  return contains_any (lower, words);
}

static const char *const point_units[] = { "目", "点", "點", "집", "point", "pt", NULL };

static gboolean
contains_point_unit (const char *text)
{
  return contains_word_ci (text, point_units);
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
  if (contains_word_ci (text, stone_units))
    stones = TRUE;
  else if (contains_point_unit (text))
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

static char *
value_text (TgSgfParser *p,
            TgSgfProp   *prop)
{
  const TgSgfValue *v = &p->values[prop->first];
  char *text = tg_sgf_value_unescape (v->ptr, v->len, TRUE);

  return g_strstrip (text);
}

static void
replace_value (TgSgfParser *p,
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
  text = value_text (p, prop);
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
          replace_value (p, prop, fixed);
        }
      else if (strcmp (ascii, text) != 0)
        {
          /* "５．５", "5。5": the same number in ASCII, every digit kept. */
          _tg_sgf_warn (p->ctx, prop->offset, _("KM[%s] read as KM[%s]"), text, ascii);
          replace_value (p, prop, ascii);
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
          replace_value (p, prop, fixed);
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
  text = value_text (p, prop);
  if (!tg_sgf_number_read_real (text, &v))
    return;
  ascii = g_strstrip (tg_sgf_number_normalize (text));
  if (strcmp (ascii, text) == 0)
    return;
  _tg_sgf_warn (p->ctx, prop->offset, _("%s[%s] read as %s[%s]"), prop->id, text, prop->id, ascii);
  replace_value (p, prop, ascii);
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
  if (!any_number && (contains_any (game, even) || contains_word_ci (game, even_en)))
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
static void
add_prop (TgSgfParser *p,
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
    add_prop (p, "GC", line, offset);
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
  text = value_text (p, prop);
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
          replace_value (p, prop, ascii);
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
  replace_value (p, prop, fixed);
  /* prop is stale from here on: the node grows. */
  keep_words_in_comment (p, text, offset);
  if (stones == 0 && black_without_komi (game) && !has_komi (p))
    {
      add_prop (p, "KM", "0", offset);
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

/* Result ------------------------------------------------------------------ */

/* TRUE for 3.75 or 2.25: a margin in quarters, which only a count in 子
 * has (Chinese counting: 1 子 = 2 points, the dame split). */
static gboolean
is_quarter (double margin)
{
  double frac = fmod (fabs (margin), 0.5);

  return frac == 0.25;
}

static gboolean
is_standard_result (const char *t)
{
  static const char *const words[] = { "R", "Resign", "T", "Time", "F", "Forfeit", NULL };
  const char *rest;
  char *end = NULL;
  double margin;

  if (g_ascii_strcasecmp (t, "0") == 0 || g_ascii_strcasecmp (t, "Draw") == 0 ||
      g_ascii_strcasecmp (t, "Void") == 0 || strcmp (t, "?") == 0)
    return TRUE;
  if ((t[0] != 'B' && t[0] != 'W' && t[0] != 'b' && t[0] != 'w') || t[1] != '+')
    return FALSE;
  rest = t + 2;
  if (*rest == '\0')
    return TRUE;
  for (guint i = 0; words[i]; i++)
    if (g_ascii_strcasecmp (rest, words[i]) == 0)
      return TRUE;
  if (!g_ascii_isdigit (*rest))
    return FALSE;
  margin = g_ascii_strtod (rest, &end);
  return end != NULL && *end == '\0' && !is_quarter (margin);
}

/* The winner in @text: 'B', 'W' or 0. */
static char
result_winner (const char *text)
{
  static const char *const black[] = { "黑", "黒", "흑", NULL };
  static const char *const white[] = { "白", "백", NULL };
  static const char *const black_en[] = { "black", NULL };
  static const char *const white_en[] = { "white", NULL };
  static const char *const win[] = { "胜", "勝", "승", "win", "won", NULL };
  static const char *const lose[] = { "负", "負", "패", "lose", "lost", NULL };
  const char *b = NULL, *w = NULL;
  char colour;
  g_autofree char *lower = g_ascii_strdown (text, -1);

  for (guint i = 0; black[i]; i++)
    if ((b = strstr (text, black[i])) != NULL)
      break;
  for (guint i = 0; white[i]; i++)
    if ((w = strstr (text, white[i])) != NULL)
      break;
  if (b == NULL && w == NULL)
    {
      b = strstr (lower, black_en[0]);
      w = strstr (lower, white_en[0]);
      if (b == NULL && w == NULL)
        {
          if ((text[0] == 'B' || text[0] == 'W') && !g_ascii_isalpha (text[1]))
            colour = text[0];
          else
            return 0;
          return colour;
        }
    }
  /* The colour named first is the subject ("黑胜", "白中盘胜"). */
  colour = (b != NULL && (w == NULL || b < w)) ? 'B' : 'W';
  if (contains_any (lower, lose) && !contains_any (lower, win))
    colour = colour == 'B' ? 'W' : 'B';
  return colour;
}

/* The margin of @t in points, and whether @t counts in 子: it says 子
 * ("白胜2又1/4子"), or its number is in quarters and names no unit
 * ("B+3.75", as Fox writes RE[W+4.25] under KM[375]: 4¼ 子, 8.5 points). */
static gboolean
result_margin (const char *t,
               double     *points,
               gboolean   *zi)
{
  static const char *const stone_units[] = { "子", "stone", NULL };

  if (!_tg_sgf_parse_amount (t, FALSE, points))
    return FALSE;
  *zi = contains_word_ci (t, stone_units);
  if (!*zi && is_quarter (*points))
    {
      *zi = TRUE;
      *points *= 2;
    }
  return TRUE;
}

/* "5 3/4 points": a quarter of a point, which no count gives. */
static gboolean
is_quarter_point (const char *t)
{
  double points;

  return contains_point_unit (t) && _tg_sgf_parse_amount (t, FALSE, &points) &&
         is_quarter (points);
}

/* A result counted in 子 is a Chinese count: a record that names no rules
 * gets RU[Chinese], so that it is shown and counted the way it was (not
 * in points by the Japanese rules a record without RU[] is read by). */
static void
warn_result (TgSgfParser *p,
             gsize        offset,
             const char  *text,
             const char  *fixed,
             gboolean     zi,
             gboolean     is_root)
{
  if (zi && is_root && _tg_sgf_find_prop (p, "RU") < 0)
    {
      add_prop (p, "RU", "Chinese", offset);
      _tg_sgf_warn (p->ctx, offset,
                    _("RE[%s] is a count in 子 (Chinese counting); read as RE[%s] and RU[Chinese]"),
                    text, fixed);
    }
  else if (zi)
    _tg_sgf_warn (p->ctx, offset, _("RE[%s] is a count in 子 (Chinese counting); read as RE[%s]"),
                  text, fixed);
  else
    _tg_sgf_warn (p->ctx, offset, _("RE[%s] read as RE[%s]"), text, fixed);
}

void
_tg_sgf_fix_result (TgSgfParser *p,
                    TgSgfProp   *prop,
                    gboolean     is_root)
{
  static const char *const draw[] = { "和棋", "和局", "持碁", "무승부", "平局", "jigo", "draw", NULL };
  static const char *const void_[] = { "打挂", "打掛", "无胜负", "無勝負", "void", "suspended", NULL };
  static const char *const resign[] = { "中盘", "中盤", "中押", "불계", "resign", NULL };
  static const char *const time_[] = { "超时", "超時", "時間", "时间", "시간", "time", NULL };
  static const char *const forfeit[] = { "犯规", "反则", "反則", "반칙", "forfeit", NULL };
  g_autofree char *text = NULL;
  g_autofree char *fixed = NULL;
  const char *t;
  char winner;
  double margin;
  gboolean zi = FALSE;
  gsize offset = prop->offset;

  if (prop->n == 0)
    return;
  text = value_text (p, prop);
  if (text[0] == '\0' || is_standard_result (text))
    return;

  /* "共281手 黑胜4目": drop the move count. */
  t = text;
  if (g_str_has_prefix (t, "共"))
    {
      const char *hand = strstr (t, "手");

      if (hand != NULL)
        t = hand + strlen ("手");
      while (*t == ' ' || *t == ',')
        t++;
    }

  if (contains_word_ci (t, void_))
    fixed = g_strdup ("Void");
  else if (contains_word_ci (t, draw))
    fixed = g_strdup ("0");
  else if ((winner = result_winner (t)) != 0)
    {
      if (contains_word_ci (t, resign))
        fixed = g_strdup_printf ("%c+R", winner);
      else if (contains_word_ci (t, time_))
        fixed = g_strdup_printf ("%c+T", winner);
      else if (contains_word_ci (t, forfeit))
        fixed = g_strdup_printf ("%c+F", winner);
      else if (is_quarter_point (t))
        {
          _tg_sgf_warn (p->ctx, offset,
                        _("The result RE[%s] gives a quarter of a point, which no count gives; "
                          "it was kept as it is"), text);
          return;
        }
      else if (result_margin (t, &margin, &zi) && margin >= 0 && margin < 10000)
        {
          g_autofree char *m = _tg_sgf_format_points (margin);
          fixed = g_strdup_printf ("%c+%s", winner, m);
        }
      else
        fixed = g_strdup_printf ("%c+", winner);
    }

  if (fixed == NULL)
    {
      _tg_sgf_warn (p->ctx, prop->offset,
                    _("The result RE[%s] is not in FF[4] form; it was kept as it is"), text);
      return;
    }
  replace_value (p, prop, fixed);
  /* prop is stale from here on: the node may grow. */
  warn_result (p, offset, text, fixed, zi, is_root);
}
