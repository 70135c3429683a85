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

/* Plurals of counts with fractions ------------------------------------------
 * ngettext () counts in whole numbers, and English writes the plural of a
 * fraction by the way the number is written, as the usual style guides
 * have it:
 *  - a count in 子 is written with fraction glyphs, and a fraction of one or
 *    less takes the singular, as "½ inch" and "¾ mile" do: "¼ stone",
 *    "½ stone", "1 stone"; more than one, or none, takes the plural:
 *    "1¼ stones", "2 stones", "0 stones";
 *  - points are written as decimals, and a decimal takes the plural even
 *    below one, as "0.5 miles" does: "1 point" alone is singular; "0.5
 *    points", "1.5 points", "0 points".
 * The n is 1 where English takes the singular; otherwise the count rounded
 * up, and at least 2 for a decimal, so that a language with more plural
 * forms sees the next whole number (1½ stones as 2, 6.5 points as 7). */
gulong
tg_score_zi_plural_n (TgHalfPoints quarters)
{
  guint64 m = (guint64) ABS ((gint64) quarters);

  return (gulong) ((m + 3) / 4);
}

gulong
tg_score_points_plural_n (TgHalfPoints half_points)
{
  guint64 m = (guint64) ABS ((gint64) half_points);

  if (m % 2 == 0)
    return (gulong) (m / 2);
  return (gulong) MAX (2, m / 2 + 1);
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

char *
tg_score_describe_zi (TgHalfPoints quarters)
{
  g_autofree char *number = tg_score_format_zi_signed (quarters);

  /* Translators: a count in 子 (zi), stones as Chinese rules count them:
   * "½ stone", "1 stone", "3¾ stones" (the singular is for ¼ to 1); in
   * Chinese "%s 子". No 子 in the English: it must read without CJK. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s stone", "%s stones",
                                       tg_score_zi_plural_n (quarters)), number);
}

char *
tg_score_describe_count_words (const TgScore *score)
{
  g_autofree char *count = NULL;
  g_autofree char *margin = NULL;

  g_return_val_if_fail (score != NULL, NULL);

  if (score->chinese_count == NULL)
    return NULL;
  count = tg_score_describe_zi (2 * score->black_count);
  margin = tg_score_describe_zi (ABS (score->margin));
  /* Translators: Chinese counting: Black's stones (a count in 子 such as
   * "184½ stones", in Chinese "184½ 子") and the margin; in Chinese
   * "黑 %s，胜 %s" */
  if (score->margin > 0)
    return g_strdup_printf (_("Black counts %s: Black wins by %s"), count, margin);
  /* Translators: in Chinese "黑 %s，白胜 %s" */
  if (score->margin < 0)
    return g_strdup_printf (_("Black counts %s: White wins by %s"), count, margin);
  /* Translators: in Chinese "黑 %s，和棋判黑胜" */
  if (score->rules.black_wins_ties)
    return g_strdup_printf (_("Black counts %s: a tie, which Black wins"), count);
  /* Translators: in Chinese "黑 %s，和棋" */
  return g_strdup_printf (_("Black counts %s: a draw"), count);
}

/* "White wins by 34.5 points (17¼ stones)" (Chinese: 白胜 17¼ 子（34.5
 * 目）), "White wins by 6.5 points", "White wins by 1 point": the margin in
 * points, as RE[] records it, and under Chinese counting its 子 beside. */
static char *
margin_in_words (TgScoreWinner winner,
                 TgHalfPoints  margin,
                 TgScoreMethod method)
{
  gboolean black = winner == TG_SCORE_WINNER_BLACK;
  g_autofree char *value = tg_half_points_to_string (ABS (margin));
  gulong n = tg_score_points_plural_n (margin);

  if (method == TG_SCORE_METHOD_ZI)
    {
      g_autofree char *zi = tg_score_describe_zi (ABS (margin));

      /* Translators: the margin in points (%1$s, such as 34.5) and the
       * same in 子 (%2$s, "17¼ stones", in Chinese "17¼ 子"); the singular
       * is for 1 point only. In Chinese: 黑胜 %2$s（%1$s 目） */
      return black ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black wins by %s point (%s)",
                                                   "Black wins by %s points (%s)", n), value, zi)
      /* Translators: as above; in Chinese: 白胜 %2$s（%1$s 目） */
                   : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White wins by %s point (%s)",
                                                   "White wins by %s points (%s)", n), value, zi);
    }

  /* Translators: %s is a number of points such as 1.5; the singular
   * is for 1 only (0.5 points) */
  return black ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black wins by %s point",
                                               "Black wins by %s points", n), value)
  /* Translators: %s is a number of points such as 1.5; the singular
   * is for 1 only (0.5 points) */
               : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White wins by %s point",
                                               "White wins by %s points", n), value);
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
