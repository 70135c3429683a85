/* tg-analysis-review.c: what consecutive analyses say about each move
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move's loss is the root value of the position before it minus the
 * root value after it, from the mover's side: KaTrain's points_lost. It
 * can be negative (the engine saw more after the move than before it:
 * noise, or a search that had not found the move); the class of a
 * negative loss is BEST, and the per-player mean counts it as 0, as
 * KaTrain's game report does.
 *
 * GNU Go is the exception: its estimate_score leans some ten points
 * toward whoever has just moved, so the difference of the estimates
 * before and after a move makes nearly every move a gain. The analyzer
 * also asks for the estimate after GNU Go's own first choice (the best
 * candidate's score lead), and the loss compares the two positions after
 * the mover's move: the one GNU Go would have reached and the one the move
 * reached (the next analysis' score_estimate), where the lean is the
 * same and cancels (gnugo_estimate_loss); a listed move loses at most
 * the difference of the move values. Analyses from before that
 * estimate was asked have only the top_moves values (the points each
 * listed move is worth to the side to move, strategic bonuses included,
 * so they overstate losses); their loss is taken from them instead
 * (gnugo_value_loss).
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tg-analysis-review.h"

static const char *const class_names[TG_MOVE_CLASS_COUNT] = {
  [TG_MOVE_CLASS_UNKNOWN]    = "unknown",
  [TG_MOVE_CLASS_BEST]       = "best",
  [TG_MOVE_CLASS_GOOD]       = "good",
  [TG_MOVE_CLASS_SLACK]      = "slack",
  [TG_MOVE_CLASS_INACCURACY] = "inaccuracy",
  [TG_MOVE_CLASS_MISTAKE]    = "mistake",
  [TG_MOVE_CLASS_BLUNDER]    = "blunder",
};

const char *
tg_move_class_to_string (TgMoveClass klass)
{
  g_return_val_if_fail (klass < TG_MOVE_CLASS_COUNT, "unknown");
  return class_names[klass];
}

TgMoveClass
tg_move_class_from_string (const char *str)
{
  for (guint i = 0; str != NULL && i < TG_MOVE_CLASS_COUNT; i++)
    if (g_str_equal (class_names[i], str))
      return (TgMoveClass) i;
  return TG_MOVE_CLASS_UNKNOWN;
}

void
tg_move_class_thresholds_init (TgMoveClassThresholds *thresholds)
{
  static const TgMoveClassThresholds katrain = {
    .points  = { 12.0, 6.0, 3.0, 1.5, 0.5 },
    .winrate = { 0.20, 0.10, 0.05, 0.025, 0.01 },
  };

  *thresholds = katrain;
}

/* BLUNDER for a loss of at least bounds[0], … GOOD for at least bounds[4],
 * BEST below. */
static TgMoveClass
classify (double        loss,
          const double  bounds[5])
{
  for (guint i = 0; i < 5; i++)
    if (loss >= bounds[i])
      return (TgMoveClass) (TG_MOVE_CLASS_BLUNDER - i);
  return TG_MOVE_CLASS_BEST;
}

/* The loss of playing @point in @before, a GNU Go analysis, by the move
 * values of its candidates: the best value minus the played move's value
 * when the move is listed; otherwise the best value minus the lowest
 * listed one, a lower bound (GNU Go lists the moves it values most, so an
 * unlisted move is worth at most the last of them, and may be worth far
 * less). An empty list means GNU Go sees no move worth anything, so by
 * its measure there is nothing to lose: 0. */
static double
gnugo_value_loss (const TgAnalysis *before,
                  TgPoint           point)
{
  double best = -INFINITY, lowest = INFINITY, played = NAN;

  for (guint i = 0; i < before->n_candidates; i++)
    {
      const TgAnalysisCandidate *c = &before->candidates[i];

      if (isnan (c->value))
        continue;
      best = MAX (best, c->value);
      lowest = MIN (lowest, c->value);
      if (c->point == point)
        played = c->value;
    }
  if (isinf (best))
    return 0.0;
  return best - (isnan (played) ? lowest : played);
}

/* GNU Go's estimate_score of @a's position itself (Black's lead). Kept as
 * score_estimate; a record that lost that word still has the root, the
 * mean of it and the first choice's lead; in an analysis from before the
 * first choice's estimate was asked, the root is the estimate itself. */
static double
gnugo_position_estimate (const TgAnalysis *a)
{
  const TgAnalysisCandidate *best = tg_analysis_best (a);

  if (!isnan (a->score_estimate))
    return a->score_estimate;
  if (best != NULL && !isnan (best->score_lead))
    return 2.0 * a->score_lead - best->score_lead;
  return a->score_lead;
}

/* The loss by GNU Go's estimates after the mover's move, from the mover's
 * side (@sign): the first choice's estimate minus the estimate of the
 * position the move reached. NAN when @before has no estimate for its
 * first choice (an analysis of older Tengen) or @after is not GNU Go's. */
static double
gnugo_estimate_loss (const TgAnalysis *before,
                     const TgAnalysis *after,
                     double            sign)
{
  const TgAnalysisCandidate *best = tg_analysis_best (before);

  if (best == NULL || isnan (best->score_lead) || after == NULL ||
      after->dialect != TG_ANALYSIS_DIALECT_GNUGO)
    return NAN;
  return sign * (best->score_lead - gnugo_position_estimate (after));
}

static double
gnugo_loss (const TgAnalysis *before,
            const TgAnalysis *after,
            TgPoint           point,
            double            sign)
{
  const TgAnalysisCandidate *best = tg_analysis_best (before);

  const TgAnalysisCandidate *played = tg_analysis_find_candidate (before, point);
  double loss;

  /* No move listed: GNU Go sees nothing worth playing, nothing to lose. */
  if (best == NULL || best->point == point)
    return 0.0;
  if (isnan (best->score_lead))
    return gnugo_value_loss (before, point);
  loss = gnugo_estimate_loss (before, after, sign);
  /* A listed move GNU Go values nearly as much as its first choice loses
   * at most the difference: its estimate after a single move is rough
   * where the values tie (on an empty 9×9 it moves 13.5 points between
   * E5 and G6, valued 74.01 and 75). An unlisted move's value is unknown,
   * and a bound from the list would cap every endgame blunder. */
  if (!isnan (loss) && played != NULL && !isnan (played->value) && !isnan (best->value))
    loss = MIN (loss, best->value - played->value);
  return loss;
}

void
tg_move_review_compute (TgMoveReview                *review,
                        guint                        move_number,
                        TgColor                      color,
                        TgPoint                      point,
                        const TgAnalysis            *before,
                        const TgAnalysis            *after,
                        const TgMoveClassThresholds *thresholds)
{
  TgMoveClassThresholds defaults;
  double sign = color == TG_WHITE ? -1.0 : 1.0;
  const TgAnalysisCandidate *best = before != NULL ? tg_analysis_best (before) : NULL;

  g_return_if_fail (review != NULL);

  if (thresholds == NULL)
    {
      tg_move_class_thresholds_init (&defaults);
      thresholds = &defaults;
    }
  review->move_number = move_number;
  review->color = color;
  review->point = point;
  review->winrate = after != NULL ? after->winrate : NAN;
  review->score_lead = after != NULL ? after->score_lead : NAN;
  review->visits = before != NULL ? before->visits : 0;
  review->has_best = best != NULL;
  review->best = best != NULL ? best->point : TG_PASS;
  review->top1 = best != NULL && best->point == point;
  review->top5 = FALSE;
  for (guint i = 0; before != NULL && i < MIN (before->n_candidates, 5); i++)
    review->top5 |= before->candidates[i].point == point;

  /* NAN propagates: no loss where either side lacks the value. */
  if (before != NULL && before->dialect == TG_ANALYSIS_DIALECT_GNUGO)
    review->loss = gnugo_loss (before, after, point, sign);
  else
    review->loss = before != NULL && after != NULL
                   ? sign * (before->score_lead - after->score_lead) : NAN;
  review->loss_winrate = before != NULL && after != NULL
                         ? sign * (before->winrate - after->winrate) : NAN;

  if (!isnan (review->loss))
    review->klass = classify (review->loss, thresholds->points);
  else if (!isnan (review->loss_winrate))
    review->klass = classify (review->loss_winrate, thresholds->winrate);
  else
    review->klass = TG_MOVE_CLASS_UNKNOWN;
}

void
tg_player_summary_compute (TgPlayerSummary    *summary,
                           const TgMoveReview *reviews,
                           guint               n,
                           TgColor             color)
{
  double loss_sum = 0, winrate_sum = 0;
  guint n_loss = 0, n_winrate = 0, n_best = 0, n_top1 = 0, n_top5 = 0;

  g_return_if_fail (summary != NULL);
  g_return_if_fail (reviews != NULL || n == 0);

  *summary = (TgPlayerSummary) { 0 };
  for (guint i = 0; i < n; i++)
    {
      const TgMoveReview *r = &reviews[i];

      if (r->color != color)
        continue;
      summary->classes[r->klass]++;
      if (r->klass != TG_MOVE_CLASS_UNKNOWN)
        summary->moves++;
      if (!isnan (r->loss))
        loss_sum += MAX (r->loss, 0.0), n_loss++;
      if (!isnan (r->loss_winrate))
        winrate_sum += MAX (r->loss_winrate, 0.0), n_winrate++;
      if (r->has_best)
        {
          n_best++;
          n_top1 += r->top1;
          n_top5 += r->top5;
        }
    }
  summary->mean_loss = n_loss > 0 ? loss_sum / n_loss : NAN;
  summary->mean_loss_winrate = n_winrate > 0 ? winrate_sum / n_winrate : NAN;
  summary->top1 = n_best > 0 ? (double) n_top1 / n_best : NAN;
  summary->top5 = n_best > 0 ? (double) n_top5 / n_best : NAN;
}

/* Words ------------------------------------------------------------------- */

void
tg_analysis_format_winrate (double winrate,
                            char   buf[12])
{
  if (isnan (winrate))
    buf[0] = '\0';
  else
    g_ascii_formatd (buf, 12, "%.1f", CLAMP (winrate, 0, 1) * 100);
}

char *
tg_analysis_describe_values (const TgAnalysis *analysis,
                             const TgRules    *rules,
                             const char       *separator)
{
  g_autoptr(GString) values = g_string_new (NULL);
  char buf[12];

  g_return_val_if_fail (analysis != NULL, NULL);

  if (!isnan (analysis->score_lead))
    {
      gboolean zi = tg_rules_counts_in_zi (rules);
      double lead = fabs (analysis->score_lead) / (zi ? 2 : 1);

      g_ascii_formatd (buf, sizeof buf, "%.1f", lead);
      if (lead < 0.05)
        g_string_append (values, _("even"));
      else if (analysis->score_lead > 0)
        g_string_append_printf (values, zi ? _("Black leads by %s stones")
                                           : _("Black leads by %s points"), buf);
      else
        g_string_append_printf (values, zi ? _("White leads by %s stones")
                                           : _("White leads by %s points"), buf);
    }
  if (!isnan (analysis->winrate))
    {
      tg_analysis_format_winrate (analysis->winrate, buf);
      if (values->len > 0)
        g_string_append (values, separator);
      g_string_append_printf (values, _("Black's winrate %s %%"), buf);
    }
  if (values->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&values), FALSE);
}
