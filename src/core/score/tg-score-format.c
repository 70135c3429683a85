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

char *
tg_score_format_zi_glyphs (TgHalfPoints margin)
{
  static const char *const quarters[] = { "", "¼", "½", "¾" };
  guint m = (guint) ABS (margin);
  guint whole = m / 4, frac = m % 4;

  if (frac == 0)
    return g_strdup_printf ("%u", whole);
  if (whole == 0)
    return g_strdup (quarters[frac]);
  return g_strdup_printf ("%u%s", whole, quarters[frac]);
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
