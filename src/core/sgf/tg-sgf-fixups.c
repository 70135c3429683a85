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
 * ("2又1/4子"), a "共N手" move count in front; handicap as the last number
 * ("小泉先二先.二子" → 2), 先/互先/受先 alone → 0.
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader-private.h"

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

gboolean
_tg_sgf_parse_amount (const char *text,
                      gboolean    stones,
                      double     *points)
{
  static const char *const stone_units[] = { "子", "stone", NULL };
  static const char *const point_units[] = { "目", "点", "點", "집", "point", "pt", NULL };
  static const char *const halves[] = { "半", "반", "½", NULL };
  g_autoptr(GArray) nums = numbers (text);
  gboolean half = contains_any (text, halves);
  double v;

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
  else if (contains_word_ci (text, point_units))
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
  g_autofree char *number = NULL;
  g_autofree char *fixed = NULL;
  const char *how = NULL, *first;
  char *end = NULL, *comma;
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

  /* A decimal comma ("6,5") is a decimal point. */
  number = g_strdup (text);
  if ((comma = strchr (number, ',')) != NULL && strchr (comma + 1, ',') == NULL &&
      strchr (number, '.') == NULL)
    *comma = '.';
  v = g_ascii_strtod (number, &end);
  first = number + strspn (number, "+- ");
  if (end != number && *end == '\0' && isfinite (v) &&
      (g_ascii_isdigit (first[0]) || (first[0] == '.' && g_ascii_isdigit (first[1]))))
    {
      if (unusual_komi (v, strpbrk (number, ".eExX") == NULL, &points, &how))
        {
          fixed = _tg_sgf_format_points (points);
          _tg_sgf_warn (p->ctx, prop->offset, _("KM[%s] is %s; read as KM[%s]"), text, how, fixed);
          replace_value (p, prop, fixed);
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

/* Handicap ---------------------------------------------------------------- */

void
_tg_sgf_fix_handicap (TgSgfParser *p,
                      TgSgfProp   *prop)
{
  static const char *const even[] = { "先", "互先", "定先", "受先", "even", "Even", NULL };
  g_autofree char *text = NULL;
  g_autoptr(GArray) nums = NULL;
  char fixed[16];
  gboolean digits = TRUE;

  if (prop->n == 0)
    return;
  text = value_text (p, prop);
  if (text[0] == '\0')
    {
      _tg_sgf_warn (p->ctx, prop->offset, _("An empty HA[] was dropped"));
      prop->dropped = TRUE;
      return;
    }
  for (const char *s = text; *s; s++)
    digits &= g_ascii_isdigit (*s);
  if (digits)
    return;

  nums = numbers (text);
  if (nums->len > 0 && !g_array_index (nums, Number, nums->len - 1).fraction)
    {
      double v = g_array_index (nums, Number, nums->len - 1).value;

      if (v >= 0 && v <= 361 && v == floor (v))
        {
          g_snprintf (fixed, sizeof fixed, "%d", (int) v);
          _tg_sgf_warn (p->ctx, prop->offset, _("HA[%s] read as HA[%s]"), text, fixed);
          replace_value (p, prop, fixed);
          return;
        }
    }
  else if (nums->len == 0 && contains_any (text, even))
    {
      _tg_sgf_warn (p->ctx, prop->offset, _("HA[%s] read as HA[0] (no handicap stones)"), text);
      replace_value (p, prop, "0");
      return;
    }
  _tg_sgf_warn (p->ctx, prop->offset,
                _("The handicap HA[%s] is not understood; it was kept as it is"), text);
}

/* Result ------------------------------------------------------------------ */

static gboolean
is_standard_result (const char *t)
{
  static const char *const words[] = { "R", "Resign", "T", "Time", "F", "Forfeit", NULL };
  const char *rest;
  char *end = NULL;

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
  g_ascii_strtod (rest, &end);
  return end != NULL && *end == '\0';
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

void
_tg_sgf_fix_result (TgSgfParser *p,
                    TgSgfProp   *prop)
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
      else if (_tg_sgf_parse_amount (t, FALSE, &margin) && margin >= 0 && margin < 10000)
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
  _tg_sgf_warn (p->ctx, prop->offset, _("RE[%s] read as RE[%s]"), text, fixed);
  replace_value (p, prop, fixed);
}
