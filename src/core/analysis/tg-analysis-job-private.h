/* tg-analysis-job-private.h: what the files of TgAnalysisJob share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-analysis-job.c: games, workers and the run;
 * tg-analysis-job-results.c: progress, analyses, reviews and summaries.
 */

#pragma once

#include "tg-analysis-job.h"

G_BEGIN_DECLS

typedef struct
{
  TgNode       node;
  TgAnalysis  *analysis;      /* NULL until analysed */
  gboolean     busy;          /* a worker is on it */
  gboolean     has_move;      /* the node plays a move */
  TgColor      color;
  TgPoint      point;
  guint        move_number;   /* moves played up to this node */
} Position;

typedef struct
{
  TgGameTree  *tree;          /* the record */
  TgGameTree  *play_tree;     /* what the engines are told: the record, or
                               * a copy with other rules or komi */
  guint        game_index;
  TgGame      *reader;        /* over play_tree: the positions' boards */
  GArray      *positions;     /* Position */
  GArray      *reviews;       /* TgMoveReview */
  gboolean     reviews_dirty;
  char        *engine_name;
} Game;

typedef struct
{
  TgAnalysisJob *job;          /* not a reference: the job owns workers */
  TgAnalyzer    *analyzer;
  GPtrArray     *games;        /* TgGame per job game, created on demand */
  GCancellable  *cancellable;
  gulong         update_handler;
  gboolean       busy;
  guint          game;
  guint          position;
  gint64         started;
} Worker;

struct _TgAnalysisJob
{
  GObject           parent_instance;

  TgAnalysisBudget  budget;
  GPtrArray        *workers;        /* Worker */
  GPtrArray        *games;          /* Game */
  guint             first_game;
  guint             first_position;
  gboolean          write;
  guint             max_candidates;
  TgMoveClassThresholds thresholds;
  gboolean          has_rules;
  TgRules           rules;
  gboolean          has_komi;
  TgHalfPoints      komi;

  GTask            *task;           /* the run, NULL when not running */
  gulong            cancel_handler;
  gboolean          stopping;
  GError           *failure;
  gboolean          failed;
  guint             failed_game;
  guint             failed_move;

  double            seconds_spent;  /* by the positions analysed in runs */
  guint             analysed;
};

Game      *_tg_analysis_job_get_game     (TgAnalysisJob *self,
                                          guint          game);
Position  *_tg_analysis_job_get_position (TgAnalysisJob *self,
                                          guint          game,
                                          guint          position);

G_END_DECLS
