/* tg-analysis-job.h: analysing every position of a record
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgAnalysisJob analyses the positions of one or more games' main lines
 * (a whole game, a range of moves, or every game of a collection) with one
 * or more TgAnalyzer, each on its own engine, at once. A game's positions
 * are its main-line nodes from the root: position 0 is the root, position
 * i the node at depth i (the position a reader sees with that node
 * current, as tg-analysis-sgf.h attaches analyses to nodes).
 *
 * Order: the position the user looks at first (tg_analysis_job_set_first),
 * then the others in order. Positions that already have an analysis at
 * least the budget, in the record (tg_analysis_sgf_read) or in memory
 * (tg_analysis_job_set_analysis, or a run before), are not analysed
 * again. Progress is "progress" (done, total, estimated seconds left);
 * tg_analysis_job_cancel stops the run, and running again resumes where
 * it stopped. From consecutive analyses it derives a TgMoveReview per
 * move and a TgPlayerSummary per player; with tg_analysis_job_set_write
 * each finished analysis is written into the record
 * (tg_analysis_sgf_write) as it arrives.
 *
 * Everything runs on the thread default main context of the caller and
 * never blocks it.
 */

#pragma once

#include <gio/gio.h>

#include "tg-analysis.h"
#include "tg-analysis-review.h"
#include "tg-analyzer.h"
#include "tg-game-tree.h"

G_BEGIN_DECLS

#define TG_TYPE_ANALYSIS_JOB (tg_analysis_job_get_type ())

G_DECLARE_FINAL_TYPE (TgAnalysisJob, tg_analysis_job, TG, ANALYSIS_JOB, GObject)

/* A job with nothing to do yet, analysing within @budget (copied). */
TgAnalysisJob  *tg_analysis_job_new              (const TgAnalysisBudget *budget);

/* Adds @analyzer (its engine started) to the ones the job uses at once.
 * Call before running; at least one is needed. */
void            tg_analysis_job_add_analyzer     (TgAnalysisJob    *self,
                                                  TgAnalyzer       *analyzer);

/* Rules and komi the engines are told instead of the record's
 * (tengen-cli analyze --rules, --komi); the record itself is not changed.
 * Call before adding games. */
void            tg_analysis_job_set_rules        (TgAnalysisJob    *self,
                                                  const TgRules    *rules);
void            tg_analysis_job_set_komi         (TgAnalysisJob    *self,
                                                  TgHalfPoints      komi);

/* Adds the main line of game @game_index of @tree (kept by reference),
 * moves @from_move to @to_move (1 = the first move, both included; 0 and
 * 0 for the whole game): the positions before and after each of those
 * moves. Returns the game's index in the job, or -1 with @error when the
 * game cannot be read (tg_game_new_for_tree's errors). */
gint            tg_analysis_job_add_game         (TgAnalysisJob    *self,
                                                  TgGameTree       *tree,
                                                  guint             game_index,
                                                  guint             from_move,
                                                  guint             to_move,
                                                  GError          **error);

/* The position analysed first: @node of job game @game (a main-line node;
 * another node is ignored). May be called while running: the next
 * position to start is this one. */
void            tg_analysis_job_set_first        (TgAnalysisJob    *self,
                                                  guint             game,
                                                  TgNode            node);

/* An analysis known already (kept in memory by the caller): used instead
 * of analysing @node when it is about that position and at least the
 * budget. */
void            tg_analysis_job_set_analysis     (TgAnalysisJob    *self,
                                                  guint             game,
                                                  TgNode            node,
                                                  TgAnalysis       *analysis);

/* Whether each analysis the job finishes is written into its record
 * (default FALSE), at most @max_candidates candidates (0: the default). */
void            tg_analysis_job_set_write        (TgAnalysisJob    *self,
                                                  gboolean          write,
                                                  guint             max_candidates);

/* Runs (or resumes) the job. Emits "progress", "update" and
 * "position-done" as it goes. Returns TRUE when every position has an
 * analysis; G_IO_ERROR_CANCELLED after tg_analysis_job_cancel or
 * @cancellable; an engine's error (TG_ENGINE_ERROR, TG_ANALYSIS_ERROR)
 * with a message naming the game and the move whose position stopped it,
 * the analyses finished before kept. */
void            tg_analysis_job_run_async        (TgAnalysisJob    *self,
                                                  GCancellable     *cancellable,
                                                  GAsyncReadyCallback callback,
                                                  gpointer          user_data);
gboolean        tg_analysis_job_run_finish       (TgAnalysisJob    *self,
                                                  GAsyncResult     *result,
                                                  GError          **error);
/* Stops a run: the analyses finished stay, running again resumes. */
void            tg_analysis_job_cancel           (TgAnalysisJob    *self);
gboolean        tg_analysis_job_is_running       (TgAnalysisJob    *self);

/* Progress: positions with an analysis, and all of them. */
guint           tg_analysis_job_get_done         (TgAnalysisJob    *self);
guint           tg_analysis_job_get_total        (TgAnalysisJob    *self);
/* Estimated seconds left, from the positions analysed so far; negative
 * while unknown. */
double          tg_analysis_job_get_seconds_left (TgAnalysisJob    *self);
/* Where the last run failed: FALSE when it did not. */
gboolean        tg_analysis_job_get_failure      (TgAnalysisJob    *self,
                                                  guint            *game,
                                                  guint            *move_number);

guint           tg_analysis_job_get_n_games      (TgAnalysisJob    *self);
TgGameTree     *tg_analysis_job_get_tree         (TgAnalysisJob    *self,
                                                  guint             game);
/* The tree's game index of job game @game. */
guint           tg_analysis_job_get_game_index   (TgAnalysisJob    *self,
                                                  guint             game);
/* The positions of job game @game in the range, and their nodes. */
guint           tg_analysis_job_get_n_positions  (TgAnalysisJob    *self,
                                                  guint             game);
TgNode          tg_analysis_job_get_node         (TgAnalysisJob    *self,
                                                  guint             game,
                                                  guint             position);
/* The analysis of a position (the job's reference), or NULL. */
TgAnalysis     *tg_analysis_job_get_analysis     (TgAnalysisJob    *self,
                                                  guint             game,
                                                  guint             position);

/* One review per move in the range (move_number order), from the
 * analyses so far (TG_MOVE_CLASS_UNKNOWN where one side is missing);
 * the job's array, valid until the next analysis arrives. */
const TgMoveReview *tg_analysis_job_get_reviews  (TgAnalysisJob    *self,
                                                  guint             game,
                                                  guint            *n_reviews);
void            tg_analysis_job_get_summary      (TgAnalysisJob    *self,
                                                  guint             game,
                                                  TgColor           color,
                                                  TgPlayerSummary  *summary);
/* "Leela Zero 0.17" of the analyses of job game @game, or NULL. */
const char     *tg_analysis_job_get_engine_name  (TgAnalysisJob    *self,
                                                  guint             game);

/* Signals:
 *   "progress"      (guint done, guint total, gdouble seconds_left)
 *   "update"        (guint game, guint position, TgAnalysis *interim)
 *   "position-done" (guint game, guint position, TgAnalysis *final)
 */

G_END_DECLS
