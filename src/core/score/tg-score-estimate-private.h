/* tg-score-estimate-private.h: the parts of the position estimate
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-score-estimate.c proposes the dead stones, counts and projects the
 * open points; tg-score-estimate-expect.c weighs what the playouts do not
 * see and turns the count into the expected count.
 */

#pragma once

#include "tg-score-estimate.h"

G_BEGIN_DECLS

/* Scratch space for the floods over a board (on the heap: a few KB). */
typedef struct
{
  const TgBoard *board;
  const gfloat  *own;
  guint8         done[TG_ARRAY_SIZE];
  guint8         mark[TG_ARRAY_SIZE];
  TgPoint        region[TG_MAX_SIZE * TG_MAX_SIZE];
  TgPoint        stack[TG_MAX_SIZE * TG_MAX_SIZE];
} Floating;

/* Steps 1 and 2 of tg_estimate_compute: the dead stones and the ownership
 * of @input's position (with, on an open position, the floating stones and
 * the verdicts the playouts do not see); est->score is left unset. */
void    _tg_estimate_read           (TgEstimate              *est,
                                     const TgScoreInput      *input,
                                     const TgEstimateOptions *options);

/* Chains the dead-stone reader, Benson or the floating rule kill although
 * the playouts keep them become the opponent's in est->ownership (with the
 * small region they enclose); chains the playouts alone kill only narrowly
 * are undecided, not dead. */
void    _tg_estimate_weigh_verdicts (TgEstimate         *est,
                                     const TgBoard      *board);

/* The expected count of @est's position in area units (Black's points
 * less White's), from est->score as the count gives it (call it before the
 * projection moves the open points). */
gdouble _tg_estimate_expected_count (const TgEstimate   *est,
                                     const TgBoard      *board,
                                     gdouble            *open);

/* The worth of the next move to @to_play, in area units (positive when
 * Black plays next; 0 for TG_EMPTY). */
gdouble _tg_estimate_tempo          (gdouble             open,
                                     TgColor             to_play);

/* Brings est->score's totals to @expected (area units). */
void    _tg_estimate_rebalance      (TgEstimate         *est,
                                     const TgScoreInput *input,
                                     gdouble             expected);

/* The projection: every empty point (or dead stone) of est->score that the
 * count gives to nobody, or to the side est->ownership takes it from, goes
 * to the side the ownership gives it to when |ownership| ≥
 * TG_ESTIMATE_OWNER_THRESHOLD; the eyes of a seki stay as the rules count
 * them and a shared liberty stays shared unless the ownership clearly
 * fills it. Only owner[] and the territories change: the totals are the
 * caller's (_tg_score_total). */
void    _tg_estimate_project_open_points (TgEstimate    *est,
                                          const TgBoard *board);

/* The mean of @own over the chain at @p, from @color's side (negated for
 * White: @own is Black's). */
gfloat  _tg_estimate_chain_mean (const gfloat  *own,
                                 const TgBoard *board,
                                 TgPoint        p,
                                 TgColor        color);

/* How far the final count may lie from the margin, in points. */
gfloat  _tg_estimate_measure_spread (const TgEstimate   *est,
                                     const TgBoard      *board);

G_END_DECLS
