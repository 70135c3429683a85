/* tg-analysis-job-results.c: what a TgAnalysisJob has found so far
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Progress (done, total, time left), the analyses, and from consecutive
 * analyses the move reviews and the players' summaries, computed again
 * only after a new analysis arrived.
 */

#include "config.h"

#include "tg-analysis-job-private.h"

Game *
_tg_analysis_job_get_game (TgAnalysisJob *self,
          guint          game)
{
  g_return_val_if_fail (game < self->games->len, NULL);
  return g_ptr_array_index (self->games, game);
}

Position *
_tg_analysis_job_get_position (TgAnalysisJob *self,
              guint          game,
              guint          position)
{
  Game *g = _tg_analysis_job_get_game (self, game);

  g_return_val_if_fail (g != NULL && position < g->positions->len, NULL);
  return &g_array_index (g->positions, Position, position);
}

/* Progress ------------------------------------------------------------------ */

guint
tg_analysis_job_get_done (TgAnalysisJob *self)
{
  guint done = 0;

  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), 0);
  for (guint g = 0; g < self->games->len; g++)
    {
      Game *game = _tg_analysis_job_get_game (self, g);

      for (guint i = 0; i < game->positions->len; i++)
        if (g_array_index (game->positions, Position, i).analysis != NULL)
          done++;
    }
  return done;
}

guint
tg_analysis_job_get_total (TgAnalysisJob *self)
{
  guint total = 0;

  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), 0);
  for (guint g = 0; g < self->games->len; g++)
    total += _tg_analysis_job_get_game (self, g)->positions->len;
  return total;
}

double
tg_analysis_job_get_seconds_left (TgAnalysisJob *self)
{
  guint left;

  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), -1);
  left = tg_analysis_job_get_total (self) - tg_analysis_job_get_done (self);
  if (left == 0)
    return 0;
  if (self->analysed == 0 || self->workers->len == 0)
    return -1;
  return self->seconds_spent / self->analysed * left / self->workers->len;
}

gboolean
tg_analysis_job_get_failure (TgAnalysisJob *self,
                             guint         *game,
                             guint         *move_number)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), FALSE);
  if (!self->failed)
    return FALSE;
  if (game != NULL)
    *game = self->failed_game;
  if (move_number != NULL)
    *move_number = self->failed_move;
  return TRUE;
}

/* Results ------------------------------------------------------------------- */

guint
tg_analysis_job_get_n_games (TgAnalysisJob *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_JOB (self), 0);
  return self->games->len;
}

TgGameTree *
tg_analysis_job_get_tree (TgAnalysisJob *self,
                          guint          game)
{
  Game *g = _tg_analysis_job_get_game (self, game);

  return g != NULL ? g->tree : NULL;
}

guint
tg_analysis_job_get_game_index (TgAnalysisJob *self,
                                guint          game)
{
  Game *g = _tg_analysis_job_get_game (self, game);

  return g != NULL ? g->game_index : 0;
}

guint
tg_analysis_job_get_n_positions (TgAnalysisJob *self,
                                 guint          game)
{
  Game *g = _tg_analysis_job_get_game (self, game);

  return g != NULL ? g->positions->len : 0;
}

TgNode
tg_analysis_job_get_node (TgAnalysisJob *self,
                          guint          game,
                          guint          position)
{
  Position *p = _tg_analysis_job_get_position (self, game, position);

  return p != NULL ? p->node : TG_NODE_NONE;
}

TgAnalysis *
tg_analysis_job_get_analysis (TgAnalysisJob *self,
                              guint          game,
                              guint          position)
{
  Position *p = _tg_analysis_job_get_position (self, game, position);

  return p != NULL ? p->analysis : NULL;
}

static void
compute_reviews (TgAnalysisJob *self,
                 Game          *game)
{
  g_array_set_size (game->reviews, 0);
  for (guint i = 1; i < game->positions->len; i++)
    {
      const Position *before = &g_array_index (game->positions, Position, i - 1);
      const Position *after = &g_array_index (game->positions, Position, i);
      TgMoveReview review;

      if (!after->has_move)
        continue;
      tg_move_review_compute (&review, after->move_number, after->color, after->point,
                              before->analysis, after->analysis, &self->thresholds);
      g_array_append_val (game->reviews, review);
    }
  game->reviews_dirty = FALSE;
}

const TgMoveReview *
tg_analysis_job_get_reviews (TgAnalysisJob *self,
                             guint          game,
                             guint         *n_reviews)
{
  Game *g = _tg_analysis_job_get_game (self, game);

  if (g == NULL)
    {
      *n_reviews = 0;
      return NULL;
    }
  if (g->reviews_dirty)
    compute_reviews (self, g);
  *n_reviews = g->reviews->len;
  return (const TgMoveReview *) g->reviews->data;
}

void
tg_analysis_job_get_summary (TgAnalysisJob   *self,
                             guint            game,
                             TgColor          color,
                             TgPlayerSummary *summary)
{
  guint n = 0;
  const TgMoveReview *reviews = tg_analysis_job_get_reviews (self, game, &n);

  tg_player_summary_compute (summary, reviews, n, color);
}

const char *
tg_analysis_job_get_engine_name (TgAnalysisJob *self,
                                 guint          game)
{
  Game *g = _tg_analysis_job_get_game (self, game);

  if (g == NULL)
    return NULL;
  for (guint i = 0; g->engine_name == NULL && i < g->positions->len; i++)
    {
      const TgAnalysis *a = g_array_index (g->positions, Position, i).analysis;

      if (a != NULL && a->engine_name != NULL)
        g->engine_name = a->engine_version != NULL
                         ? g_strdup_printf ("%s %s", a->engine_name, a->engine_version)
                         : g_strdup (a->engine_name);
    }
  return g->engine_name;
}
