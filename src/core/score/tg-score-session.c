/* tg-scoring.c: a counting session at the end of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-deadstones.h"
#include "tg-score-marking.h"
#include "tg-score-session.h"

G_DEFINE_QUARK (tg-scoring-session-error-quark, tg_scoring_session_error)

struct _TgScoringSession
{
  GObject       parent_instance;

  TgGame       *game;
  TgNode        node;
  TgBoard       board;
  TgRules       rules;
  TgHalfPoints  komi;
  guint         handicap;
  guint         black_passes;
  guint         white_passes;
  guint         owed_white_passes;  /* AGA: White passes added so that White passes last */
  guint         black_overtime;
  guint         white_overtime;
  guint8        dead[TG_ARRAY_SIZE];
  guint8        seki[TG_ARRAY_SIZE];
  TgScore      *score;
  guint         generation;    /* bumped by every user change */
};

G_DEFINE_FINAL_TYPE (TgScoringSession, tg_scoring_session, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tg_scoring_session_finalize (GObject *object)
{
  TgScoringSession *self = TG_SCORING_SESSION (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->score, tg_score_free);

  G_OBJECT_CLASS (tg_scoring_session_parent_class)->finalize (object);
}

static void
tg_scoring_session_class_init (TgScoringSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tg_scoring_session_finalize;

  /* The score changed (dead stones, seki marks, rules or komi). */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tg_scoring_session_init (TgScoringSession *self)
{
}

static void
fill_input (TgScoringSession     *self,
            TgScoreInput  *input,
            const TgRules *rules,
            TgHalfPoints   komi)
{
  tg_score_input_init (input, &self->board, rules);
  input->dead = self->dead;
  input->seki = self->seki;
  input->komi = komi;
  input->handicap = self->handicap;
  input->black_passes = self->black_passes;
  input->white_passes = self->white_passes;
  input->black_overtime_periods = self->black_overtime;
  input->white_overtime_periods = self->white_overtime;
}

static void
recompute (TgScoringSession *self)
{
  TgScoreInput input;

  fill_input (self, &input, &self->rules, self->komi);
  g_clear_pointer (&self->score, tg_score_free);
  self->score = tg_score_compute (&input);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

guint
tg_score_count_passes (TgGame        *game,
                       TgNode         node,
                       const TgBoard *board,
                       const TgRules *rules,
                       guint          handicap,
                       guint         *black_passes,
                       guint         *white_passes)
{
  TgGameTree *tree = tg_game_get_tree (game);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  guint owed = 0;

  g_return_val_if_fail (TG_IS_GAME (game), 0);

  *black_passes = *white_passes = 0;
  tg_game_tree_get_path (tree, node, path);
  for (guint i = 0; i < path->len; i++)
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (game, g_array_index (path, TgNode, i), &color, &point) &&
          point == TG_PASS)
        (*(color == TG_BLACK ? black_passes : white_passes))++;
    }
  if (rules != NULL && rules->white_passes_last && board != NULL)
    {
      owed = tg_score_owed_white_passes (board, handicap, *black_passes, *white_passes);
      *white_passes += owed;
    }
  return owed;
}

static void
update_passes (TgScoringSession *self)
{
  self->owed_white_passes = tg_score_count_passes (self->game, self->node, &self->board,
                                                   &self->rules, self->handicap,
                                                   &self->black_passes, &self->white_passes);
}

gboolean
tg_scoring_session_can_count (TgGame  *game,
                              char   **why)
{
  const TgBoard *board;

  g_return_val_if_fail (TG_IS_GAME (game), FALSE);

  board = tg_game_get_board (game);
  if (tg_board_count_stones (board, TG_BLACK) + tg_board_count_stones (board, TG_WHITE) > 0)
    return TRUE;
  if (why != NULL)
    *why = g_strdup (_("Nothing to count yet: there is no stone on the board"));
  return FALSE;
}

TgScoringSession *
tg_scoring_session_new (TgGame *game)
{
  TgScoringSession *self;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_SCORING_SESSION, NULL);
  self->game = g_object_ref (game);
  self->node = tg_game_get_current_node (game);
  self->board = *tg_game_get_board (game);
  self->rules = *tg_game_get_rules (game);
  self->komi = tg_game_get_komi (game);
  self->handicap = tg_game_get_handicap (game);
  update_passes (self);

  recompute (self);
  return self;
}

gboolean
tg_scoring_session_white_pass_added (TgScoringSession *self)
{
  g_return_val_if_fail (TG_IS_SCORING_SESSION (self), FALSE);
  return self->owed_white_passes > 0;
}

TgGame *
tg_scoring_session_get_game (TgScoringSession *self)
{
  return self->game;
}

TgNode
tg_scoring_session_get_node (TgScoringSession *self)
{
  return self->node;
}

const TgBoard *
tg_scoring_session_get_board (TgScoringSession *self)
{
  return &self->board;
}

const TgScore *
tg_scoring_session_get_score (TgScoringSession *self)
{
  return self->score;
}

const guint8 *
tg_scoring_session_get_dead (TgScoringSession *self)
{
  return self->dead;
}

const guint8 *
tg_scoring_session_get_seki_marks (TgScoringSession *self)
{
  return self->seki;
}

guint
tg_scoring_session_count_dead (TgScoringSession *self,
                       TgColor    color)
{
  guint n = 0;

  for (guint y = 0; y < self->board.height; y++)
    for (guint x = 0; x < self->board.width; x++)
      {
        TgPoint p = tg_point (x, y);
        n += self->dead[p] && tg_board_get (&self->board, p) == color;
      }
  return n;
}

/* The proposal ------------------------------------------------------------ */

typedef struct
{
  TgBoard  board;
  TgRules  rules;
  guint64  seed;
  guint    generation;
  guint8   dead[TG_ARRAY_SIZE];
} ProposeData;

static void
propose_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ProposeData *data = task_data;

  tg_deadstones_guess (&data->board, &data->rules, data->seed, data->dead);
  g_task_return_boolean (task, TRUE);
}

void
tg_scoring_session_propose_async (TgScoringSession           *self,
                          guint64              seed,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ProposeData *data;

  g_return_if_fail (TG_IS_SCORING_SESSION (self));

  data = g_new0 (ProposeData, 1);
  data->board = self->board;
  data->rules = self->rules;
  data->seed = seed;
  data->generation = self->generation;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_scoring_session_propose_async);
  g_task_set_task_data (task, data, g_free);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, propose_thread);
}

gboolean
tg_scoring_session_propose_finish (TgScoringSession     *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  ProposeData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  data = g_task_get_task_data (G_TASK (result));
  if (data->generation != self->generation)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The dead stones were changed by hand meanwhile"));
      return FALSE;
    }
  memcpy (self->dead, data->dead, TG_ARRAY_SIZE);
  recompute (self);
  return TRUE;
}

void
tg_scoring_session_propose (TgScoringSession *self,
                    guint64    seed)
{
  tg_deadstones_guess (&self->board, &self->rules, seed, self->dead);
  recompute (self);
}

/* Marks ------------------------------------------------------------------- */

gboolean
tg_scoring_session_use_record_marking (TgScoringSession *self)
{
  g_autofree guint8 *owner = g_malloc (TG_ARRAY_SIZE);
  g_autofree guint8 *dead = g_malloc (TG_ARRAY_SIZE);

  g_return_val_if_fail (TG_IS_SCORING_SESSION (self), FALSE);

  if (!tg_score_read_marking (self->game, self->node, owner, dead))
    return FALSE;
  tg_scoring_session_set_dead (self, dead);
  return TRUE;
}

void
tg_scoring_session_set_dead (TgScoringSession    *self,
                     const guint8 *dead)
{
  if (dead)
    memcpy (self->dead, dead, TG_ARRAY_SIZE);
  else
    memset (self->dead, 0, TG_ARRAY_SIZE);
  self->generation++;
  recompute (self);
}

gboolean
tg_scoring_session_toggle_dead (TgScoringSession *self,
                        TgPoint    point)
{
  if (!tg_deadstones_toggle (&self->board, self->dead, point))
    return FALSE;
  self->generation++;
  recompute (self);
  return TRUE;
}

/* Collects the seki region at @point: an empty area and the chains that
 * touch it, or a chain and the empty points next to it. */
static void
collect_seki_region (TgScoringSession *self,
                     TgPoint    point,
                     GArray    *out)
{
  const TgBoard *b = &self->board;
  g_autofree guint8 *seen = g_new0 (guint8, TG_ARRAY_SIZE);
  TgPoint stones[TG_MAX_SIZE * TG_MAX_SIZE];

  if (tg_board_get (b, point) == TG_EMPTY)
    {
      g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (TgPoint));

      g_array_append_val (stack, point);
      seen[point] = 1;
      while (stack->len > 0)
        {
          TgPoint q = g_array_index (stack, TgPoint, stack->len - 1);

          g_array_set_size (stack, stack->len - 1);
          g_array_append_val (out, q);
          for (guint d = 0; d < 4; d++)
            {
              TgPoint r = q + tg_board_dirs[d];
              TgColor c = tg_board_get (b, r);

              if (seen[r] || c == TG_EDGE)
                continue;
              seen[r] = 1;
              if (c == TG_EMPTY)
                g_array_append_val (stack, r);
              else
                {
                  guint n = tg_board_chain_points (b, r, stones, G_N_ELEMENTS (stones));

                  for (guint i = 0; i < n; i++)
                    {
                      seen[stones[i]] = 1;
                      g_array_append_val (out, stones[i]);
                    }
                }
            }
        }
    }
  else
    {
      guint n = tg_board_chain_points (b, point, stones, G_N_ELEMENTS (stones));

      for (guint i = 0; i < n; i++)
        {
          g_array_append_val (out, stones[i]);
          for (guint d = 0; d < 4; d++)
            {
              TgPoint r = stones[i] + tg_board_dirs[d];

              if (tg_board_get (b, r) == TG_EMPTY && !seen[r])
                {
                  seen[r] = 1;
                  g_array_append_val (out, r);
                }
            }
        }
    }
}

gboolean
tg_scoring_session_toggle_seki (TgScoringSession *self,
                        TgPoint    point)
{
  g_autoptr(GArray) region = NULL;
  guint8 mark;

  if (!tg_board_contains (&self->board, point))
    return FALSE;

  region = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  collect_seki_region (self, point, region);
  mark = self->seki[point] ? 0 : 1;
  for (guint i = 0; i < region->len; i++)
    {
      TgPoint p = g_array_index (region, TgPoint, i);

      self->seki[p] = mark;
      if (mark)
        self->dead[p] = 0;      /* stones in seki are alive */
    }
  self->generation++;
  recompute (self);
  return TRUE;
}

/* Rules and komi ---------------------------------------------------------- */

const TgRules *
tg_scoring_session_get_rules (TgScoringSession *self)
{
  return &self->rules;
}

void
tg_scoring_session_set_rules (TgScoringSession     *self,
                      const TgRules *rules,
                      gboolean       use_rules_komi)
{
  self->rules = *rules;
  if (use_rules_komi)
    self->komi = tg_rules_default_komi (rules, self->handicap);
  update_passes (self);
  recompute (self);
}

TgHalfPoints
tg_scoring_session_get_komi (TgScoringSession *self)
{
  return self->komi;
}

void
tg_scoring_session_set_komi (TgScoringSession    *self,
                     TgHalfPoints  komi)
{
  self->komi = komi;
  recompute (self);
}

void
tg_scoring_session_set_overtime (TgScoringSession *self,
                         guint      black_periods,
                         guint      white_periods)
{
  self->black_overtime = black_periods;
  self->white_overtime = white_periods;
  recompute (self);
}

TgScore *
tg_scoring_session_compute_for_preset (TgScoringSession     *self,
                               TgRulesPreset  preset)
{
  TgScoreInput input;
  const TgRules *rules = tg_rules_get_preset (preset);

  fill_input (self, &input, rules, tg_rules_default_komi (rules, self->handicap));
  tg_score_count_passes (self->game, self->node, &self->board, rules, self->handicap,
                         &input.black_passes, &input.white_passes);
  return tg_score_compute (&input);
}
