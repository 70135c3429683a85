/* tg-analysis-review.h: what consecutive analyses say about each move
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the analysis before a move and the analysis after it: the move's
 * loss for its player (score lead before minus after, from the mover's
 * side; in winrate where the engine gives no score), the engine's first
 * choice there, whether the move was its first or among its first five,
 * and a class by loss (KaTrain's thresholds by default). Per player: the
 * mean loss, the count in each class, and the share of moves that matched
 * the engine's first choice and its first five.
 */

#pragma once

#include "tg-analysis.h"
#include "tg-rules.h"

G_BEGIN_DECLS

/* Best to worst. The strings ("best", "good", "slack", "inaccuracy",
 * "mistake", "blunder") are a contract of tengen-cli analyze --json. */
typedef enum
{
  TG_MOVE_CLASS_UNKNOWN,      /* no analysis on one side of the move */
  TG_MOVE_CLASS_BEST,
  TG_MOVE_CLASS_GOOD,
  TG_MOVE_CLASS_SLACK,
  TG_MOVE_CLASS_INACCURACY,
  TG_MOVE_CLASS_MISTAKE,
  TG_MOVE_CLASS_BLUNDER,
} TgMoveClass;

#define TG_MOVE_CLASS_COUNT (TG_MOVE_CLASS_BLUNDER + 1)

const char  *tg_move_class_to_string   (TgMoveClass  klass);
TgMoveClass  tg_move_class_from_string (const char  *str);

/* The lower bound of each class from BLUNDER down to GOOD; below the last
 * one a move is BEST. In points: 12, 6, 3, 1.5, 0.5 (KaTrain's); in
 * winrate (0..1) for engines with no score: 0.20, 0.10, 0.05, 0.025, 0.01. */
typedef struct
{
  double points[5];
  double winrate[5];
} TgMoveClassThresholds;

void         tg_move_class_thresholds_init (TgMoveClassThresholds *thresholds);

typedef struct
{
  guint        move_number;   /* 1 for the first move */
  TgColor      color;
  TgPoint      point;         /* TG_PASS for a pass */
  double       winrate;       /* Black's, after the move (NAN unknown) */
  double       score_lead;    /* Black's, after the move (NAN unknown) */
  guint        visits;        /* of the analysis before the move */
  TgPoint      best;          /* the engine's first choice before the move;
                               * TG_PASS with has_best FALSE when unknown */
  gboolean     has_best;
  gboolean     top1;          /* the move was the engine's first choice */
  gboolean     top5;          /* among its first five */
  double       loss;          /* points lost by the mover (NAN: no score) */
  double       loss_winrate;  /* winrate lost by the mover, 0..1 (NAN: no
                               * winrate on both sides) */
  TgMoveClass  klass;
} TgMoveReview;

/* Reviews the move from the position of @before (may be NULL) to the
 * position of @after (may be NULL). */
void         tg_move_review_compute    (TgMoveReview                *review,
                                        guint                        move_number,
                                        TgColor                      color,
                                        TgPoint                      point,
                                        const TgAnalysis            *before,
                                        const TgAnalysis            *after,
                                        const TgMoveClassThresholds *thresholds);

typedef struct
{
  guint   moves;                        /* reviewed moves (class known) */
  double  mean_loss;                    /* points, NAN when no score */
  double  mean_loss_winrate;            /* 0..1 */
  guint   classes[TG_MOVE_CLASS_COUNT];
  double  top1;                         /* share 0..1 of the moves with
                                         * an engine's first choice; NAN
                                         * when none had one */
  double  top5;
} TgPlayerSummary;

/* Sums @n reviews for @color. The mean losses count a negative loss (the
 * position looked better after the move) as 0, as KaTrain does. */
void         tg_player_summary_compute (TgPlayerSummary    *summary,
                                        const TgMoveReview *reviews,
                                        guint               n,
                                        TgColor             color);

/* A winrate (0..1) as a short text, "54.3" for 0.5432, written into @buf
 * (12 bytes); empty for NAN. */
void         tg_analysis_format_winrate (double         winrate,
                                         char           buf[12]);

/* The engine's root figures in words, translated: "Black leads by 3.5
 * points · Black's winrate 71.2 %", the lead in 子 where @rules count in
 * 子, the parts joined by @separator; NULL when it gave neither. */
char        *tg_analysis_describe_values (const TgAnalysis *analysis,
                                         const TgRules    *rules,
                                         const char       *separator);

G_END_DECLS
