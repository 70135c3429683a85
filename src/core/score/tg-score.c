/* tg-score.c: counting a finished position under every rule set
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The formulas are RULES.md §2, in half-points:
 *   area rules       total = 2·area (− 4 per group with the ancient tax)
 *                    (+ the dame, split, under Chinese and Ing)
 *                    − overtime penalty (+ komi + compensation for White)
 *   territory rules  total = 2·(territory + captures + dead)
 *                    − overtime penalty (+ komi + compensation for White)
 * and margin = black.total − white.total.
 */

#include "config.h"

#include <string.h>

#include "tg-score-private.h"

G_DEFINE_BOXED_TYPE (TgScore, tg_score, tg_score_copy, tg_score_free)

void
tg_score_input_init (TgScoreInput  *input,
                     const TgBoard *board,
                     const TgRules *rules)
{
  g_return_if_fail (input != NULL);

  memset (input, 0, sizeof *input);
  input->board = board;
  input->rules = rules;
  input->komi = rules ? rules->komi : 0;
}

TgScore *
tg_score_copy (const TgScore *self)
{
  TgScore *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->result = g_strdup (self->result);
  copy->chinese_count = g_strdup (self->chinese_count);
  return copy;
}

void
tg_score_free (TgScore *self)
{
  if (self == NULL)
    return;
  g_free (self->result);
  g_free (self->chinese_count);
  g_free (self);
}

/* Strings ----------------------------------------------------------------- */

char *
tg_score_format_result (TgHalfPoints margin,
                        gboolean     black_wins_ties)
{
  g_autofree char *value = tg_half_points_to_string (ABS (margin));

  if (margin > 0)
    return g_strconcat ("B+", value, NULL);
  if (margin < 0)
    return g_strconcat ("W+", value, NULL);
  return g_strdup (black_wins_ties ? "B+0" : "0");
}

const char *
tg_score_unsettled_to_string (TgScoreUnsettled reason)
{
  switch (reason)
    {
    case TG_SCORE_SETTLED:
      return "settled";
    case TG_SCORE_UNSETTLED_KO:
      return "ko";
    case TG_SCORE_UNSETTLED_ATARI:
      return "atari";
    case TG_SCORE_UNSETTLED_BOUNDARY:
      return "boundary";
    case TG_SCORE_UNSETTLED_TEIRE:
      return "teire";
    case TG_SCORE_UNSETTLED_OPEN:
      return "open";
    default:
      return "unknown";
    }
}

/* Counting ---------------------------------------------------------------- */

static TgScoreSide *
side_of (TgScore *score,
         TgColor  color)
{
  return color == TG_BLACK ? &score->black : &score->white;
}

/* Independently living groups of @color: maximal connected sets of its
 * stones and of the empty points that count for it (seki eyes excluded),
 * holding at least one such point. */
static guint
count_groups (TgScoreAnalysis *a,
              TgColor          color)
{
  const TgBoard *b = &a->live;
  guint8 own = color == TG_BLACK ? TG_REACH_BLACK : TG_REACH_WHITE;
  guint16 stamp;
  guint groups = 0;

  /* One stamp for the whole colour: every point is visited once. */
  stamp = a->stamp + 1;
  if (stamp == 0)
    {
      memset (a->mark, 0, sizeof a->mark);
      stamp = 1;
    }
  a->stamp = stamp;

#define PASSABLE(q) \
  (b->color[q] == color || \
   (b->color[q] == TG_EMPTY && a->region[q] != 0 && \
    a->region_mask[_tg_score_region_of (a, q)] == own && \
    !a->region_seki[_tg_score_region_of (a, q)]))

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);
        gboolean has_eye = FALSE;
        guint sp = 0;

        if (b->color[start] != color || a->mark[start] == stamp)
          continue;
        a->mark[start] = stamp;
        a->stack[sp++] = start;
        while (sp > 0)
          {
            TgPoint p = a->stack[--sp];

            if (b->color[p] == TG_EMPTY)
              has_eye = TRUE;
            for (guint d = 0; d < 4; d++)
              {
                TgPoint q = p + tg_board_dirs[d];

                if (a->mark[q] == stamp || !PASSABLE (q))
                  continue;
                a->mark[q] = stamp;
                a->stack[sp++] = q;
              }
          }
        if (has_eye)
          groups++;
      }
#undef PASSABLE
  return groups;
}

/* Owner, territory, seki and unsettled marks of every point. */
static void
count_points (TgScore               *score,
              const TgScoreAnalysis *a,
              const TgScoreInput    *in)
{
  const TgBoard *board = in->board;
  gboolean territory_rules = in->rules->scoring == TG_SCORING_TERRITORY;
  gboolean count_seki_eyes = in->rules->tax == TG_TAX_NONE;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor played = board->color[p];
        TgColor c = a->live.color[p];
        guint8 owner, mask;
        guint r;

        score->seki[p] = a->seki[p] != TG_SEKI_NONE;
        score->unsettled[p] = a->unsettled[p];
        score->dame_threat[p] = TG_NO_POINT;
        if (a->threat[p] != TG_NO_POINT && a->settled.color[p] == a->threat_color[p] &&
            a->live.color[p] == TG_EMPTY)
          {
            score->dame_filler[p] = a->threat_color[p];
            score->dame_threat[p] = a->threat[p];
          }
        if (c == TG_BLACK || c == TG_WHITE)
          {
            side_of (score, c)->stones++;
            score->owner[p] = c == TG_BLACK ? TG_SCORE_OWNER_BLACK : TG_SCORE_OWNER_WHITE;
            continue;
          }
        if (played == TG_BLACK || played == TG_WHITE)
          side_of (score, TG_OTHER (played))->dead++;

        r = _tg_score_region_of (a, p);
        mask = a->region_mask[r];
        if (mask == TG_REACH_BLACK || mask == TG_REACH_WHITE)
          {
            TgColor col = mask == TG_REACH_BLACK ? TG_BLACK : TG_WHITE;
            guint8 col_owner = col == TG_BLACK ? TG_SCORE_OWNER_BLACK : TG_SCORE_OWNER_WHITE;

            if (a->region_seki[r])
              {
                side_of (score, col)->seki_eyes++;
                if (!count_seki_eyes)
                  owner = TG_SCORE_OWNER_SEKI;
                else if (territory_rules && a->unsettled[p] != TG_SCORE_SETTLED)
                  owner = TG_SCORE_OWNER_DAME;
                else
                  owner = col_owner;
              }
            else if (territory_rules && a->unsettled[p] != TG_SCORE_SETTLED)
              owner = TG_SCORE_OWNER_DAME;
            else
              owner = col_owner;
          }
        else if (a->seki[p] == TG_SEKI_LIBERTY)
          {
            owner = TG_SCORE_OWNER_SEKI;
            score->seki_points++;
          }
        else
          {
            owner = TG_SCORE_OWNER_DAME;
            if (territory_rules && score->unsettled[p] == TG_SCORE_SETTLED)
              score->unsettled[p] = a->region_open[r] ? TG_SCORE_UNSETTLED_OPEN
                                                      : TG_SCORE_UNSETTLED_BOUNDARY;
          }

        score->owner[p] = owner;
        if (owner == TG_SCORE_OWNER_BLACK)
          score->black.territory++;
        else if (owner == TG_SCORE_OWNER_WHITE)
          score->white.territory++;
        else
          score->dame++;
      }

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      if (score->unsettled[tg_point (x, y)] != TG_SCORE_SETTLED)
        score->n_unsettled++;
}

static void
total_side (TgScore            *score,
            TgScoreSide        *side,
            const TgScoreInput *in,
            gboolean            split_dame,
            guint               overtime_periods)
{
  const TgRules *rules = in->rules;

  side->area = side->stones + side->territory;
  side->prisoners = side->captures + side->dead;
  side->penalty = (TgHalfPoints) overtime_periods * rules->overtime_penalty;
  side->tax = rules->tax == TG_TAX_ALL ? 4 * (TgHalfPoints) side->groups : 0;

  if (rules->scoring == TG_SCORING_TERRITORY)
    side->total = 2 * (TgHalfPoints) (side->territory + side->prisoners);
  else
    side->total = 2 * (TgHalfPoints) side->area + (split_dame ? (TgHalfPoints) score->dame : 0);
  side->total -= side->tax + side->penalty;
  side->territory_total = 2 * (TgHalfPoints) (side->territory + side->prisoners + side->pass_stones);
}

TgScore *
tg_score_compute (const TgScoreInput *in)
{
  g_autofree TgScoreAnalysis *a = NULL;
  const TgRules *rules;
  TgScore *score;

  g_return_val_if_fail (in != NULL, NULL);
  g_return_val_if_fail (in->board != NULL, NULL);
  g_return_val_if_fail (in->rules != NULL, NULL);

  rules = in->rules;
  a = g_new (TgScoreAnalysis, 1);
  _tg_score_analyse (a, in->board, in->dead, rules->remove_dead, in->seki);

  score = g_new0 (TgScore, 1);
  memset (score->dame_threat, 0xff, sizeof score->dame_threat);
  score->rules = *rules;
  score->komi = in->komi;
  score->handicap = in->handicap;
  score->compensation = tg_rules_compensation (rules, in->handicap);

  count_points (score, a, in);

  score->black.captures = in->board->captures[TG_BLACK];
  score->white.captures = in->board->captures[TG_WHITE];
  if (rules->pass_stones)
    {
      score->black.pass_stones = in->white_passes;
      score->white.pass_stones = in->black_passes;
    }
  if (rules->tax == TG_TAX_ALL)
    {
      score->black.groups = count_groups (a, TG_BLACK);
      score->white.groups = count_groups (a, TG_WHITE);
    }

  _tg_score_total (score, in);
  return score;
}

void
_tg_score_total (TgScore            *score,
                 const TgScoreInput *in)
{
  const TgRules *rules = in->rules;
  gboolean split_dame = tg_rules_splits_dame (rules);

  total_side (score, &score->black, in, split_dame, in->black_overtime_periods);
  total_side (score, &score->white, in, split_dame, in->white_overtime_periods);
  score->white.total += score->komi + score->compensation;
  score->white.territory_total += score->komi;

  score->margin = score->black.total - score->white.total;
  score->territory_margin = score->black.territory_total - score->white.territory_total;
  g_free (score->result);
  score->result = tg_score_format_result (score->margin, rules->black_wins_ties);
  score->winner = tg_score_winner_for_margin (score->margin, rules->black_wins_ties);
  score->method = tg_score_method_for_rules (rules);

  g_clear_pointer (&score->chinese_count, g_free);
  if (rules->scoring == TG_SCORING_AREA)
    {
      score->baseline = (TgHalfPoints) tg_board_n_points (in->board);
      score->black_count = 2 * (TgHalfPoints) score->black.area + (TgHalfPoints) score->dame;
      if (rules->tax == TG_TAX_ALL)
        score->black_count -= 2 * ((TgHalfPoints) score->black.groups -
                                   (TgHalfPoints) score->white.groups);
      score->chinese_count = _tg_score_format_chinese_count (score->black_count, score->margin,
                                                             rules->black_wins_ties, FALSE);
    }
}

guint
tg_score_owed_white_passes (const TgBoard *board,
                            guint          handicap,
                            guint          black_passes,
                            guint          white_passes)
{
  gint64 black = black_passes, white = white_passes;

  g_return_val_if_fail (board != NULL, 0);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgColor c = tg_board_get (board, tg_point (x, y));

        black += c == TG_BLACK;
        white += c == TG_WHITE;
      }
  black += board->captures[TG_WHITE];   /* black stones White took */
  white += board->captures[TG_BLACK];
  if (handicap >= 2)
    black -= handicap - 1;
  return black > white ? (guint) (black - white) : 0;
}

guint
tg_score_find_seki (const TgBoard *board,
                    const guint8  *dead,
                    guint8        *seki_out)
{
  g_autofree TgScoreAnalysis *a = NULL;

  g_return_val_if_fail (board != NULL, 0);
  g_return_val_if_fail (seki_out != NULL, 0);

  a = g_new (TgScoreAnalysis, 1);
  _tg_score_analyse (a, board, dead, TRUE, NULL);
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    seki_out[i] = a->seki[i] != TG_SEKI_NONE;
  return a->n_seki_liberties;
}
