/* tg-analysis-job.c: analysing every position of a record
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each analyzer is a worker with a TgGame of its own per record (over the
 * same tree), so its engine follows the main line with play and undo as
 * in play mode. An idle worker takes the next position that has no
 * analysis and that no worker is on: from the position the user looks at
 * forward to the end, then from the start. The first failure stops the
 * run (the other workers are cancelled); what was analysed stays, and a
 * new run resumes with the rest.
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-analysis-job-private.h"
#include "tg-analysis-sgf.h"
#include "tg-game.h"

G_DEFINE_FINAL_TYPE (TgAnalysisJob, tg_analysis_job, G_TYPE_OBJECT)

enum
{
  SIGNAL_PROGRESS,
  SIGNAL_UPDATE,
  SIGNAL_POSITION_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void run_next (TgAnalysisJob *self);

/* Games and positions ------------------------------------------------------- */

static void
game_free (Game *game)
{
  for (guint i = 0; i < game->positions->len; i++)
    g_clear_pointer (&g_array_index (game->positions, Position, i).analysis,
                     tg_analysis_unref);
  g_array_unref (game->positions);
  g_array_unref (game->reviews);
  tg_game_tree_unref (game->tree);
  tg_game_tree_unref (game->play_tree);
  g_clear_object (&game->reader);
  g_free (game->engine_name);
  g_free (game);
}

/* Whether @analysis makes analysing its position again useless. */
static gboolean
enough (TgAnalysisJob    *self,
        const TgAnalysis *analysis)
{
  const TgAnalysisBudget *budget = &self->budget;

  if (analysis == NULL || budget->unbounded)
    return FALSE;
  /* Another engine's analysis: the engine chosen now is asked for its own
   * view (a record analysed by Leela Zero, analysed again with KataGo). */
  if (self->workers->len > 0 && analysis->engine_name != NULL)
    {
      Worker *worker = g_ptr_array_index (self->workers, 0);
      TgEngine *engine = tg_analyzer_get_engine (worker->analyzer);
      const char *name = engine != NULL ? tg_engine_get_name (engine) : NULL;

      if (name != NULL && strcmp (name, analysis->engine_name) != 0)
        return FALSE;
    }
  /* GNU Go has no search to deepen: any result of it will do, but one of
   * older Tengen (no estimate of its own, so no estimate after its first
   * choice either) gives only the move values' loss. */
  if (analysis->dialect == TG_ANALYSIS_DIALECT_GNUGO)
    return self->workers->len > 0 && !isnan (analysis->score_estimate) &&
           tg_analyzer_get_dialect (((Worker *) g_ptr_array_index (self->workers, 0))->analyzer)
           == TG_ANALYSIS_DIALECT_GNUGO;
  if (budget->visits > 0)
    return analysis->visits >= budget->visits;
  if (budget->seconds > 0)
    return !isnan (analysis->seconds) && analysis->seconds >= budget->seconds;
  return analysis->final;
}

static void
read_positions (TgAnalysisJob *self,
                Game          *game,
                TgGame        *tg_game,
                guint          from_move,
                guint          to_move)
{
  TgNode node = tg_game_get_root (tg_game);
  guint moves = 0;
  guint first = from_move > 0 ? from_move - 1 : 0;
  guint last = to_move > 0 ? to_move : G_MAXUINT;

  while (node != TG_NODE_NONE)
    {
      Position position = { .node = node, .point = TG_PASS };
      g_autoptr(TgAnalysis) known = NULL;

      position.has_move = tg_game_node_get_move (tg_game, node, &position.color,
                                                 &position.point);
      if (position.has_move)
        moves++;
      position.move_number = moves;
      if (moves > last)
        break;
      if (moves >= first)
        {
          tg_game_go_to (tg_game, node);
          known = tg_analysis_sgf_read (game->tree, node, tg_game_get_board (tg_game),
                                        tg_game_get_to_play (tg_game),
                                        tg_game_get_komi (tg_game));
          if (enough (self, known))
            position.analysis = g_steal_pointer (&known);
          g_array_append_val (game->positions, position);
        }
      node = tg_game_tree_get_first_child (game->tree, node);
    }
}

gint
tg_analysis_job_add_game (TgAnalysisJob  *self,
                          TgGameTree     *tree,
                          guint           game_index,
                          guint           from_move,
                          guint           to_move,
                          GError        **error)
{
  g_autoptr(TgGame) tg_game = NULL;
  Game *game;

  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), -1);
  g_return_val_if_fail (self->task == NULL, -1);

  game = g_new0 (Game, 1);
  game->tree = tg_game_tree_ref (tree);
  game->play_tree = self->has_rules || self->has_komi ? tg_game_tree_copy (tree)
                                                      : tg_game_tree_ref (tree);
  tg_game = tg_game_new_for_tree (game->play_tree, game_index, error);
  if (tg_game == NULL)
    {
      tg_game_tree_unref (game->tree);
      tg_game_tree_unref (game->play_tree);
      g_free (game);
      return -1;
    }
  /* Written into the copy, so that the workers' games read them too. */
  if (self->has_rules)
    tg_game_set_rules (tg_game, &self->rules, TRUE);
  if (self->has_komi)
    tg_game_set_komi (tg_game, self->komi);
  game->game_index = game_index;
  game->positions = g_array_new (FALSE, TRUE, sizeof (Position));
  game->reviews = g_array_new (FALSE, TRUE, sizeof (TgMoveReview));
  game->reviews_dirty = TRUE;
  read_positions (self, game, tg_game, from_move, to_move);
  game->reader = g_steal_pointer (&tg_game);
  g_ptr_array_add (self->games, game);
  return (gint) self->games->len - 1;
}

void
tg_analysis_job_set_rules (TgAnalysisJob *self,
                           const TgRules *rules)
{
  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  self->has_rules = rules != NULL;
  if (rules != NULL)
    self->rules = *rules;
}

void
tg_analysis_job_set_komi (TgAnalysisJob *self,
                          TgHalfPoints   komi)
{
  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  self->has_komi = TRUE;
  self->komi = komi;
}

void
tg_analysis_job_set_first (TgAnalysisJob *self,
                           guint          game,
                           TgNode         node)
{
  Game *g;

  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  g = _tg_analysis_job_get_game (self, game);
  if (g == NULL)
    return;
  for (guint i = 0; i < g->positions->len; i++)
    if (g_array_index (g->positions, Position, i).node == node)
      {
        self->first_game = game;
        self->first_position = i;
        return;
      }
}

void
tg_analysis_job_set_analysis (TgAnalysisJob *self,
                              guint          game,
                              TgNode         node,
                              TgAnalysis    *analysis)
{
  Game *g;

  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  g = _tg_analysis_job_get_game (self, game);
  if (g == NULL || !enough (self, analysis))
    return;
  for (guint i = 0; i < g->positions->len; i++)
    {
      Position *position = &g_array_index (g->positions, Position, i);

      if (position->node != node || position->busy)
        continue;
      tg_game_go_to (g->reader, node);
      if (!tg_analysis_matches (analysis, tg_game_get_board (g->reader),
                                tg_game_get_to_play (g->reader), tg_game_get_komi (g->reader)))
        return;
      g_clear_pointer (&position->analysis, tg_analysis_unref);
      position->analysis = tg_analysis_ref (analysis);
      g->reviews_dirty = TRUE;
    }
}

void
tg_analysis_job_set_write (TgAnalysisJob *self,
                           gboolean       write,
                           guint          max_candidates)
{
  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  self->write = write;
  self->max_candidates = max_candidates;
}

/* Workers ------------------------------------------------------------------- */

static void
worker_free (Worker *worker)
{
  if (worker->update_handler != 0)
    g_signal_handler_disconnect (worker->analyzer, worker->update_handler);
  g_clear_object (&worker->cancellable);
  g_clear_object (&worker->analyzer);
  g_ptr_array_unref (worker->games);
  g_free (worker);
}

static void
worker_update_cb (TgAnalyzer *analyzer,
                  TgAnalysis *report,
                  Worker     *worker)
{
  if (worker->busy)
    g_signal_emit (worker->job, signals[SIGNAL_UPDATE], 0, worker->game, worker->position,
                   report);
}

void
tg_analysis_job_add_analyzer (TgAnalysisJob *self,
                              TgAnalyzer    *analyzer)
{
  Worker *worker;

  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  g_return_if_fail (TG_IS_ANALYZER (analyzer));

  worker = g_new0 (Worker, 1);
  worker->job = self;
  worker->analyzer = g_object_ref (analyzer);
  worker->games = g_ptr_array_new_with_free_func (g_object_unref);
  worker->update_handler = g_signal_connect (analyzer, "update",
                                             G_CALLBACK (worker_update_cb), worker);
  g_ptr_array_add (self->workers, worker);
}

/* The worker's own TgGame over job game @game, at @node. */
static TgGame *
worker_game_at (Worker  *worker,
                guint    game,
                TgNode   node,
                GError **error)
{
  Game *g = _tg_analysis_job_get_game (worker->job, game);
  TgGame *tg_game;

  while (worker->games->len <= game)
    g_ptr_array_add (worker->games, NULL);
  tg_game = g_ptr_array_index (worker->games, game);
  if (tg_game == NULL)
    {
      tg_game = tg_game_new_for_tree (g->play_tree, g->game_index, error);
      if (tg_game == NULL)
        return NULL;
      g_ptr_array_index (worker->games, game) = tg_game;
    }
  tg_game_go_to (tg_game, node);
  return tg_game;
}

static void
emit_progress (TgAnalysisJob *self)
{
  g_signal_emit (self, signals[SIGNAL_PROGRESS], 0, tg_analysis_job_get_done (self),
                 tg_analysis_job_get_total (self), tg_analysis_job_get_seconds_left (self));
}

/* Running ------------------------------------------------------------------- */

/* The next position to analyse, from the first position forward, then
 * from the start; FALSE when none is left. */
static gboolean
find_next (TgAnalysisJob *self,
           guint         *game,
           guint         *position)
{
  guint total = tg_analysis_job_get_total (self);
  guint g = MIN (self->first_game, self->games->len);
  guint i = self->first_position;

  for (guint n = 0; n < total + self->games->len + 1; n++)
    {
      Game *current;

      if (g >= self->games->len)
        {
          g = 0;
          i = 0;
          if (self->games->len == 0)
            return FALSE;
        }
      current = _tg_analysis_job_get_game (self, g);
      if (i >= current->positions->len)
        {
          g++;
          i = 0;
          continue;
        }
      if (g_array_index (current->positions, Position, i).analysis == NULL &&
          !g_array_index (current->positions, Position, i).busy)
        {
          *game = g;
          *position = i;
          return TRUE;
        }
      i++;
    }
  return FALSE;
}

static gboolean
any_busy (TgAnalysisJob *self)
{
  for (guint w = 0; w < self->workers->len; w++)
    if (((Worker *) g_ptr_array_index (self->workers, w))->busy)
      return TRUE;
  return FALSE;
}

/* Ends the run once no worker is busy. */
static void
maybe_finish (TgAnalysisJob *self)
{
  g_autoptr(GTask) task = NULL;
  guint game, position;

  if (self->task == NULL || any_busy (self))
    return;
  if (!self->stopping && self->failure == NULL && find_next (self, &game, &position))
    return;
  task = g_steal_pointer (&self->task);
  if (self->cancel_handler != 0)
    g_cancellable_disconnect (g_task_get_cancellable (task), self->cancel_handler);
  self->cancel_handler = 0;
  if (self->failure != NULL)
    g_task_return_error (task, g_steal_pointer (&self->failure));
  else if (self->stopping)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Operation was cancelled");
  else
    g_task_return_boolean (task, TRUE);
  self->stopping = FALSE;
}

static void
stop_workers (TgAnalysisJob *self)
{
  for (guint w = 0; w < self->workers->len; w++)
    {
      Worker *worker = g_ptr_array_index (self->workers, w);

      if (worker->busy)
        g_cancellable_cancel (worker->cancellable);
    }
}

static void
record_failure (TgAnalysisJob *self,
                Worker        *worker,
                const GError  *error)
{
  Position *position = _tg_analysis_job_get_position (self, worker->game, worker->position);
  Game *game = _tg_analysis_job_get_game (self, worker->game);
  g_autofree char *where = NULL;

  if (self->failure != NULL)
    return;
  self->failed = TRUE;
  self->failed_game = worker->game;
  self->failed_move = position->move_number;
  if (position->move_number == 0)
    /* Translators: before the first move; a game's number in a collection */
    where = self->games->len > 1 || tg_game_tree_get_n_games (game->tree) > 1
            ? g_strdup_printf (_("game %u, the starting position"), game->game_index + 1)
            : g_strdup (_("the starting position"));
  else if (self->games->len > 1 || tg_game_tree_get_n_games (game->tree) > 1)
    /* Translators: a game's number in a collection, then a move number */
    where = g_strdup_printf (_("game %u, the position after move %u"),
                             game->game_index + 1, position->move_number);
  else
    /* Translators: a move number */
    where = g_strdup_printf (_("the position after move %u"), position->move_number);
  self->failure = g_error_new (error->domain, error->code,
                               /* Translators: where the analysis stopped, then why */
                               _("The analysis stopped at %s: %s"), where, error->message);
  self->stopping = TRUE;
  stop_workers (self);
}

static void
store_analysis (TgAnalysisJob *self,
                Worker        *worker,
                TgAnalysis    *analysis)
{
  Game *game = _tg_analysis_job_get_game (self, worker->game);
  Position *position = _tg_analysis_job_get_position (self, worker->game, worker->position);

  g_clear_pointer (&position->analysis, tg_analysis_unref);
  position->analysis = tg_analysis_ref (analysis);
  game->reviews_dirty = TRUE;
  self->seconds_spent += (g_get_monotonic_time () - worker->started) / (double) G_USEC_PER_SEC;
  self->analysed++;
  if (self->write)
    tg_analysis_sgf_write (game->tree, position->node, analysis, self->max_candidates);
  g_signal_emit (self, signals[SIGNAL_POSITION_DONE], 0, worker->game, worker->position,
                 analysis);
  emit_progress (self);
}

static void
analyze_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  Worker *worker = data;
  TgAnalysisJob *self = worker->job;    /* worker_start's reference */
  g_autoptr(GError) error = NULL;
  g_autoptr(TgAnalysis) analysis = tg_analyzer_analyze_finish (TG_ANALYZER (source), result,
                                                               &error);

  worker->busy = FALSE;
  _tg_analysis_job_get_position (self, worker->game, worker->position)->busy = FALSE;
  if (analysis != NULL)
    store_analysis (self, worker, analysis);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    record_failure (self, worker, error);
  run_next (self);
  g_object_unref (self);
}

static void
worker_start (Worker *worker,
              guint   game,
              guint   position)
{
  TgAnalysisJob *self = worker->job;
  Position *p = _tg_analysis_job_get_position (self, game, position);
  g_autoptr(GError) error = NULL;
  TgGame *tg_game = worker_game_at (worker, game, p->node, &error);

  worker->game = game;
  worker->position = position;
  if (tg_game == NULL)
    {
      record_failure (self, worker, error);
      return;
    }
  worker->busy = TRUE;
  p->busy = TRUE;
  worker->started = g_get_monotonic_time ();
  g_clear_object (&worker->cancellable);
  worker->cancellable = g_cancellable_new ();
  g_object_ref (self);
  tg_analyzer_analyze_async (worker->analyzer, tg_game, &self->budget, worker->cancellable,
                             analyze_done_cb, worker);
}

static gboolean
worker_alive (Worker *worker)
{
  return tg_engine_is_running (tg_analyzer_get_engine (worker->analyzer));
}

static void
run_next (TgAnalysisJob *self)
{
  gboolean alive = FALSE;
  guint left_game, left_position;

  g_object_ref (self);
  for (guint w = 0; w < self->workers->len && self->task != NULL; w++)
    {
      Worker *worker = g_ptr_array_index (self->workers, w);
      guint game, position;

      /* An engine that failed before stays out (a resumed run goes on
       * with the others, or with one added since). */
      if (!worker->busy && !worker_alive (worker))
        continue;
      alive = TRUE;
      if (worker->busy || self->stopping || self->failure != NULL)
        continue;
      if (!find_next (self, &game, &position))
        break;
      worker_start (worker, game, position);
    }
  if (!alive && self->task != NULL && self->failure == NULL && !self->stopping &&
      find_next (self, &left_game, &left_position))
    self->failure = g_error_new_literal (TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED,
                                         _("No analysis engine is running."));
  maybe_finish (self);
  g_object_unref (self);
}

static gboolean
cancel_idle_cb (gpointer data)
{
  g_autoptr(TgAnalysisJob) self = data;

  tg_analysis_job_cancel (self);
  return G_SOURCE_REMOVE;
}

static void
cancelled_cb (GCancellable  *cancellable,
              TgAnalysisJob *self)
{
  g_idle_add (cancel_idle_cb, g_object_ref (self));
}

void
tg_analysis_job_run_async (TgAnalysisJob       *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_analysis_job_run_async);
  if (self->task != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, "The job is running");
      return;
    }
  if (self->workers->len == 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "The job has no analyzer");
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  self->task = g_steal_pointer (&task);
  self->stopping = FALSE;
  self->failed = FALSE;
  g_clear_error (&self->failure);
  if (cancellable != NULL)
    self->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb),
                                                  self, NULL);
  emit_progress (self);
  run_next (self);
}

gboolean
tg_analysis_job_run_finish (TgAnalysisJob  *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
tg_analysis_job_cancel (TgAnalysisJob *self)
{
  g_return_if_fail (TG_IS_ANALYSIS_JOB (self));
  if (self->task == NULL)
    return;
  self->stopping = TRUE;
  stop_workers (self);
  maybe_finish (self);
}

gboolean
tg_analysis_job_is_running (TgAnalysisJob *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), FALSE);
  return self->task != NULL;
}

/* Object -------------------------------------------------------------------- */

TgAnalysisJob *
tg_analysis_job_new (const TgAnalysisBudget *budget)
{
  TgAnalysisJob *self = g_object_new (TG_TYPE_ANALYSIS_JOB, NULL);

  if (budget != NULL)
    self->budget = *budget;
  return self;
}

static void
tg_analysis_job_dispose (GObject *object)
{
  TgAnalysisJob *self = TG_ANALYSIS_JOB (object);

  if (self->workers != NULL)
    stop_workers (self);
  g_clear_pointer (&self->workers, g_ptr_array_unref);
  G_OBJECT_CLASS (tg_analysis_job_parent_class)->dispose (object);
}

static void
tg_analysis_job_finalize (GObject *object)
{
  TgAnalysisJob *self = TG_ANALYSIS_JOB (object);

  g_ptr_array_unref (self->games);
  g_clear_error (&self->failure);
  G_OBJECT_CLASS (tg_analysis_job_parent_class)->finalize (object);
}

static void
tg_analysis_job_class_init (TgAnalysisJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_analysis_job_dispose;
  object_class->finalize = tg_analysis_job_finalize;

  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_DOUBLE);
  signals[SIGNAL_UPDATE] =
    g_signal_new ("update", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, TG_TYPE_ANALYSIS);
  signals[SIGNAL_POSITION_DONE] =
    g_signal_new ("position-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, TG_TYPE_ANALYSIS);
}

static void
tg_analysis_job_init (TgAnalysisJob *self)
{
  tg_analysis_budget_init (&self->budget);
  tg_move_class_thresholds_init (&self->thresholds);
  self->workers = g_ptr_array_new_with_free_func ((GDestroyNotify) worker_free);
  self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
}
