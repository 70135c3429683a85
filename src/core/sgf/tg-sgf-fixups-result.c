/* tg-sgf-fixups-result.c: RE as real files write it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Results in words (黑中盘胜, 白胜2又1/4子, 共281手 黑胜4目, 打挂, jigo) are
 * turned into the FF[4] form; a margin in 子, or in quarters with no unit
 * (RE[B+3.75]: only a count in 子 has quarters), is a Chinese count and is
 * written in points (tg-sgf-fixups.c has the words it understands).
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader-private.h"

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
  if (_tg_sgf_contains_word_ci (lower, lose) && !_tg_sgf_contains_word_ci (lower, win))
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
  *zi = _tg_sgf_contains_word_ci (t, stone_units);
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

  return _tg_sgf_contains_point_unit (t) && _tg_sgf_parse_amount (t, FALSE, &points) &&
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
      _tg_sgf_add_text_prop (p, "RU", "Chinese", offset);
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
  text = _tg_sgf_value_text (p, prop);
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

  if (_tg_sgf_contains_word_ci (t, void_))
    fixed = g_strdup ("Void");
  else if (_tg_sgf_contains_word_ci (t, draw))
    fixed = g_strdup ("0");
  else if ((winner = result_winner (t)) != 0)
    {
      if (_tg_sgf_contains_word_ci (t, resign))
        fixed = g_strdup_printf ("%c+R", winner);
      else if (_tg_sgf_contains_word_ci (t, time_))
        fixed = g_strdup_printf ("%c+T", winner);
      else if (_tg_sgf_contains_word_ci (t, forfeit))
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
  _tg_sgf_replace_value (p, prop, fixed);
  /* prop is stale from here on: the node may grow. */
  warn_result (p, offset, text, fixed, zi, is_root);
}
