/* tg-score-format.c: results in words, in every language, from one place
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The SGF result ("B+3.5", "W+R", "0") stays untranslated in the record;
 * everything the UI shows a reader is worded here, in the unit the rule
 * set counts in: 子 (zi) for Chinese and ancient counting, points (目)
 * under territory rules and the other area rules.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-score.h"
#include "tg-score-private.h"

TgScoreMethod
tg_score_method_for_rules (const TgRules *rules)
{
  g_return_val_if_fail (rules != NULL, TG_SCORE_METHOD_AREA);

  if (rules->scoring == TG_SCORING_TERRITORY)
    return TG_SCORE_METHOD_TERRITORY;
  if (tg_rules_counts_in_zi (rules))
    return TG_SCORE_METHOD_ZI;
  return TG_SCORE_METHOD_AREA;
}

TgScoreWinner
tg_score_winner_for_margin (TgHalfPoints margin,
                            gboolean     black_wins_ties)
{
  if (margin > 0 || (margin == 0 && black_wins_ties))
    return TG_SCORE_WINNER_BLACK;
  if (margin < 0)
    return TG_SCORE_WINNER_WHITE;
  return TG_SCORE_WINNER_NONE;
}

/* 子 -------------------------------------------------------------------------
 * The one place a count or margin in 子 is written: @quarters are quarters of
 * 子, that is half-points (1 子 = 2 points), sign dropped. Readers get the
 * fraction glyphs ("3¾"); the plain form ("3 3/4") is for tengen-cli's JSON,
 * whose chinese_count keeps the form issue 4 gave it. */
static char *
format_zi (TgHalfPoints quarters,
           gboolean     glyphs)
{
  static const char *const plain[] = { "", "1/4", "1/2", "3/4" };
  static const char *const glyph[] = { "", "¼", "½", "¾" };
  const char *const *fractions = glyphs ? glyph : plain;
  guint m = (guint) ABS (quarters);
  guint whole = m / 4, frac = m % 4;

  if (frac == 0)
    return g_strdup_printf ("%u", whole);
  if (whole == 0)
    return g_strdup (fractions[frac]);
  return g_strdup_printf (glyphs ? "%u%s" : "%u %s", whole, fractions[frac]);
}

char *
tg_score_format_zi (TgHalfPoints margin)
{
  return format_zi (margin, FALSE);
}

char *
tg_score_format_zi_glyphs (TgHalfPoints margin)
{
  return format_zi (margin, TRUE);
}

char *
tg_score_format_zi_signed (TgHalfPoints value)
{
  g_autofree char *zi = format_zi (value, TRUE);

  return value < 0 ? g_strconcat ("−", zi, NULL) : g_steal_pointer (&zi);
}

char *
_tg_score_format_chinese_count (TgHalfPoints black_count,
                                TgHalfPoints margin,
                                gboolean     black_wins_ties,
                                gboolean     glyphs)
{
  g_autofree char *count = format_zi (2 * black_count, glyphs);
  g_autofree char *zi = format_zi (margin, glyphs);

  if (margin > 0)
    return g_strdup_printf ("黑 %s 子，胜 %s 子", count, zi);
  if (margin < 0)
    return g_strdup_printf ("黑 %s 子，白胜 %s 子", count, zi);
  if (black_wins_ties)
    return g_strdup_printf ("黑 %s 子，和棋判黑胜", count);
  return g_strdup_printf ("黑 %s 子，和棋", count);
}

char *
tg_score_describe_count (const TgScore *score)
{
  g_return_val_if_fail (score != NULL, NULL);

  if (score->chinese_count == NULL)
    return NULL;
  return _tg_score_format_chinese_count (score->black_count, score->margin,
                                         score->rules.black_wins_ties, TRUE);
}

/* "Black wins by 3¾ stones (子)", "White wins by 6.5 points". */
static char *
margin_in_words (TgScoreWinner winner,
                 TgHalfPoints  margin,
                 TgScoreMethod method)
{
  gboolean black = winner == TG_SCORE_WINNER_BLACK;

  if (method == TG_SCORE_METHOD_ZI)
    {
      g_autofree char *zi = tg_score_format_zi_glyphs (margin);

      /* Translators: %s is a margin in 子 (zi), the unit of Chinese
       * counting, such as 3¾; in Chinese: 黑胜 %s 子 */
      return black ? g_strdup_printf (_("Black wins by %s stones (子)"), zi)
      /* Translators: %s is a margin in 子 (zi), such as 3¾; in Chinese: 白胜 %s 子 */
                   : g_strdup_printf (_("White wins by %s stones (子)"), zi);
    }
  else
    {
      g_autofree char *value = tg_half_points_to_string (ABS (margin));

      /* Translators: %s is a number of points such as 1.5 */
      return black ? g_strdup_printf (_("Black wins by %s points"), value)
      /* Translators: %s is a number of points such as 1.5 */
                   : g_strdup_printf (_("White wins by %s points"), value);
    }
}

char *
tg_score_describe (const TgScore *score)
{
  g_return_val_if_fail (score != NULL, NULL);

  if (score->winner == TG_SCORE_WINNER_NONE)
    return g_strdup (_("Draw (jigo)"));
  if (score->margin == 0)
    return g_strdup (_("Black wins the tie"));
  return margin_in_words (score->winner, score->margin, score->method);
}

/* "B+R" or "W+Time" after the colour: the way of winning. */
static char *
describe_win (gboolean    black,
              const char *how,
              const TgRules *rules)
{
  TgHalfPoints margin;

  if (*how == '\0')
    return g_strdup (black ? _("Black wins") : _("White wins"));
  if (g_ascii_strcasecmp (how, "R") == 0 || g_ascii_strcasecmp (how, "Resign") == 0)
    /* Translators: in Chinese 黑中盘胜 */
    return g_strdup (black ? _("Black wins by resignation") : _("White wins by resignation"));
  if (g_ascii_strcasecmp (how, "T") == 0 || g_ascii_strcasecmp (how, "Time") == 0)
    /* Translators: in Chinese 黑超时胜 */
    return g_strdup (black ? _("Black wins on time") : _("White wins on time"));
  if (g_ascii_strcasecmp (how, "F") == 0 || g_ascii_strcasecmp (how, "Forfeit") == 0)
    return g_strdup (black ? _("Black wins by forfeit") : _("White wins by forfeit"));
  if (tg_half_points_from_string (how, &margin) && margin >= 0)
    {
      TgScoreMethod method = rules ? tg_score_method_for_rules (rules) : TG_SCORE_METHOD_AREA;

      if (margin == 0)
        return g_strdup (black ? _("Black wins the tie") : _("White wins the tie"));
      return margin_in_words (black ? TG_SCORE_WINNER_BLACK : TG_SCORE_WINNER_WHITE,
                              black ? margin : -margin, method);
    }
  return NULL;
}

char *
tg_score_describe_result (const char    *result,
                          const TgRules *rules)
{
  char *words = NULL;

  if (result == NULL || *result == '\0')
    return NULL;
  if (g_strcmp0 (result, "0") == 0 || g_ascii_strcasecmp (result, "Draw") == 0 ||
      g_ascii_strcasecmp (result, "Jigo") == 0 || g_strcmp0 (result, "0.0") == 0)
    return g_strdup (_("Draw (jigo)"));
  if (g_ascii_strcasecmp (result, "Void") == 0)
    return g_strdup (_("No result"));
  if (g_strcmp0 (result, "?") == 0)
    return g_strdup (_("Result unknown"));
  if ((result[0] == 'B' || result[0] == 'W' || result[0] == 'b' || result[0] == 'w') &&
      result[1] == '+')
    words = describe_win (result[0] == 'B' || result[0] == 'b', result + 2, rules);
  return words != NULL ? words : g_strdup (result);
}
