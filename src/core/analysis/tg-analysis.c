/* tg-analysis.c: one engine's analysis of one position
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model itself: a reference-counted box (g_rc_box) around the public
 * struct, with a private capacity for the candidate array. The parsers are
 * in tg-analysis-parse.c.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-analysis-private.h"

G_DEFINE_QUARK (tg-analysis-error-quark, tg_analysis_error)

G_DEFINE_BOXED_TYPE (TgAnalysis, tg_analysis, tg_analysis_ref, tg_analysis_unref)

static const struct
{
  TgAnalysisDialect  dialect;
  const char        *name;
} dialect_names[] = {
  { TG_ANALYSIS_DIALECT_KATAGO,     "kata-analyze" },
  { TG_ANALYSIS_DIALECT_LEELA_ZERO, "lz-analyze" },
  { TG_ANALYSIS_DIALECT_SABAKI,     "analyze" },
  { TG_ANALYSIS_DIALECT_GNUGO,      "gnugo" },
  { TG_ANALYSIS_DIALECT_NONE,       "none" },
};

const char *
tg_analysis_dialect_to_string (TgAnalysisDialect dialect)
{
  for (guint i = 0; i < G_N_ELEMENTS (dialect_names); i++)
    if (dialect_names[i].dialect == dialect)
      return dialect_names[i].name;
  return "none";
}

TgAnalysisDialect
tg_analysis_dialect_from_string (const char *str)
{
  if (str == NULL)
    return TG_ANALYSIS_DIALECT_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (dialect_names); i++)
    if (g_str_equal (dialect_names[i].name, str))
      return dialect_names[i].dialect;
  return TG_ANALYSIS_DIALECT_NONE;
}

/* The box: the public struct first, so a TgAnalysis * is a TgAnalysisBox *. */
typedef struct
{
  TgAnalysis  pub;
  guint       capacity;   /* of pub.candidates */
  TgPoint    *pv_pool;    /* the parsers' pvs, in one block */
  gsize       pv_pool_len;
} TgAnalysisBox;

TgAnalysis *
tg_analysis_new (guint   width,
                 guint   height,
                 TgColor to_move)
{
  TgAnalysisBox *box = g_rc_box_new0 (TgAnalysisBox);
  TgAnalysis *self = &box->pub;

  self->width = width;
  self->height = height;
  self->to_move = to_move;
  self->winrate = NAN;
  self->score_lead = NAN;
  self->score_estimate = NAN;
  self->seconds = NAN;
  return self;
}

TgAnalysis *
tg_analysis_ref (TgAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_rc_box_acquire (self);
}

void
_tg_analysis_clear_candidates (TgAnalysis *self)
{
  TgAnalysisBox *box = (TgAnalysisBox *) self;

  for (guint i = 0; i < self->n_candidates; i++)
    {
      TgPoint *pv = self->candidates[i].pv;

      if (box->pv_pool == NULL || pv < box->pv_pool ||
          pv >= box->pv_pool + box->pv_pool_len)
        g_free (pv);
    }
  self->n_candidates = 0;
  g_clear_pointer (&box->pv_pool, g_free);
  box->pv_pool_len = 0;
}

/* The parsers collect every pv of a report in @points (@n_points of
 * them, allocated with g_malloc), one after the other, and add the
 * candidates with no pv: this gives candidate i the @offsets[i]-th points,
 * all in one block that @self now owns (a report of 361 candidates would
 * cost 361 allocations otherwise). */
void
_tg_analysis_adopt_pvs (TgAnalysis  *self,
                        TgPoint     *points,
                        gsize        n_points,
                        const guint *offsets)
{
  TgAnalysisBox *box = (TgAnalysisBox *) self;

  g_return_if_fail (box->pv_pool == NULL);

  box->pv_pool_len = n_points;
  box->pv_pool = points;
  for (guint i = 0; i < self->n_candidates; i++)
    if (self->candidates[i].pv_length > 0)
      self->candidates[i].pv = box->pv_pool + offsets[i];
}

static void
tg_analysis_clear (gpointer data)
{
  TgAnalysis *self = data;

  _tg_analysis_clear_candidates (self);
  g_free (self->candidates);
  g_free (self->ownership);
  g_free (self->rules);
  g_free (self->engine_name);
  g_free (self->engine_version);
  g_free (self->network);
}

void
tg_analysis_unref (TgAnalysis *self)
{
  g_return_if_fail (self != NULL);
  g_rc_box_release_full (self, tg_analysis_clear);
}

static void
copy_candidates (TgAnalysis       *dst,
                 const TgAnalysis *src)
{
  for (guint i = 0; i < src->n_candidates; i++)
    {
      const TgAnalysisCandidate *c = &src->candidates[i];
      TgAnalysisCandidate *d = tg_analysis_add_candidate (dst, c->point,
                                                          c->pv, c->pv_length);
      TgPoint *pv = d->pv;

      *d = *c;
      d->pv = pv;
    }
}

TgAnalysis *
tg_analysis_copy (const TgAnalysis *self)
{
  TgAnalysis *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = tg_analysis_new (self->width, self->height, self->to_move);
  _tg_analysis_take_results (copy, self);
  copy->position_hash = self->position_hash;
  copy->komi = self->komi;
  copy->rules = g_strdup (self->rules);
  copy->dialect = self->dialect;
  copy->engine_name = g_strdup (self->engine_name);
  copy->engine_version = g_strdup (self->engine_version);
  copy->network = g_strdup (self->network);
  copy->score_estimate = self->score_estimate;
  copy->seconds = self->seconds;
  copy->final = self->final;
  return copy;
}

/* Replaces the root values, candidates and ownership of @self with
 * copies of @src's (the parsers fill a scratch analysis, then this). */
void
_tg_analysis_take_results (TgAnalysis       *self,
                           const TgAnalysis *src)
{
  gsize n_points = (gsize) self->width * self->height;

  self->winrate = src->winrate;
  self->score_lead = src->score_lead;
  self->visits = src->visits;
  _tg_analysis_clear_candidates (self);
  copy_candidates (self, src);
  g_clear_pointer (&self->ownership, g_free);
  if (src->ownership != NULL && src->width == self->width &&
      src->height == self->height)
    self->ownership = g_memdup2 (src->ownership, n_points * sizeof (float));
}

/* Moves the root values, candidates and ownership of @src into @self
 * (both boxes of the same size); @src gets @self's old ones. */
void
_tg_analysis_swap_results (TgAnalysis *self,
                           TgAnalysis *src)
{
  TgAnalysisBox *a = (TgAnalysisBox *) self;
  TgAnalysisBox *b = (TgAnalysisBox *) src;
  TgAnalysis tmp = a->pub;
  guint capacity = a->capacity;
  TgPoint *pool = a->pv_pool;
  gsize pool_len = a->pv_pool_len;

  a->pub.winrate = b->pub.winrate;
  a->pub.score_lead = b->pub.score_lead;
  a->pub.visits = b->pub.visits;
  a->pub.candidates = b->pub.candidates;
  a->pub.n_candidates = b->pub.n_candidates;
  a->pub.ownership = b->pub.ownership;
  a->capacity = b->capacity;
  a->pv_pool = b->pv_pool;
  a->pv_pool_len = b->pv_pool_len;
  b->pub.winrate = tmp.winrate;
  b->pub.score_lead = tmp.score_lead;
  b->pub.visits = tmp.visits;
  b->pub.candidates = tmp.candidates;
  b->pub.n_candidates = tmp.n_candidates;
  b->pub.ownership = tmp.ownership;
  b->capacity = capacity;
  b->pv_pool = pool;
  b->pv_pool_len = pool_len;
}

guint64
tg_analysis_position_hash (const TgBoard *board,
                           TgColor        to_move)
{
  guint64 hash = tg_board_get_hash (board);

  /* The size too: an empty 9×9 and an empty 19×19 hash alike otherwise. */
  hash ^= ((guint64) board->width << 56) ^ ((guint64) board->height << 48);
  if (to_move == TG_WHITE)
    hash ^= tg_zobrist_white_to_move ();
  return hash;
}

void
tg_analysis_set_position (TgAnalysis    *self,
                          const TgBoard *board,
                          TgColor        to_move,
                          TgHalfPoints   komi,
                          const char    *rules)
{
  g_return_if_fail (self != NULL && board != NULL);

  if (self->width != board->width || self->height != board->height)
    g_clear_pointer (&self->ownership, g_free);
  self->width = board->width;
  self->height = board->height;
  self->to_move = to_move;
  self->position_hash = tg_analysis_position_hash (board, to_move);
  self->komi = komi;
  g_free (self->rules);
  self->rules = g_strdup (rules);
}

gboolean
tg_analysis_matches (const TgAnalysis *self,
                     const TgBoard    *board,
                     TgColor           to_move,
                     TgHalfPoints      komi)
{
  g_return_val_if_fail (self != NULL && board != NULL, FALSE);

  return self->width == board->width && self->height == board->height &&
         self->to_move == to_move && self->komi == komi &&
         self->position_hash == tg_analysis_position_hash (board, to_move);
}

TgAnalysisCandidate *
tg_analysis_add_candidate (TgAnalysis    *self,
                           TgPoint        point,
                           const TgPoint *pv,
                           guint          pv_length)
{
  TgAnalysisBox *box = (TgAnalysisBox *) self;
  TgAnalysisCandidate *c;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->n_candidates == box->capacity)
    {
      box->capacity = MAX (16, box->capacity * 2);
      self->candidates = g_renew (TgAnalysisCandidate, self->candidates,
                                  box->capacity);
    }
  c = &self->candidates[self->n_candidates];
  c->point = point;
  c->visits = 0;
  c->winrate = NAN;
  c->score_lead = NAN;
  c->prior = NAN;
  c->lcb = NAN;
  c->value = NAN;
  c->order = self->n_candidates;
  c->pv_length = pv_length;
  c->pv = pv_length > 0 ? g_memdup2 (pv, pv_length * sizeof (TgPoint)) : NULL;
  self->n_candidates++;
  return c;
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  const TgAnalysisCandidate *ca = a;
  const TgAnalysisCandidate *cb = b;

  if (ca->order != cb->order)
    return ca->order < cb->order ? -1 : 1;
  if (ca->visits != cb->visits)
    return ca->visits > cb->visits ? -1 : 1;
  return 0;
}

void
tg_analysis_sort_candidates (TgAnalysis *self)
{
  guint i;

  g_return_if_fail (self != NULL);

  /* Engines print them in order: nothing to do then. */
  for (i = 1; i < self->n_candidates; i++)
    if (compare_candidates (&self->candidates[i - 1], &self->candidates[i], NULL) > 0)
      break;
  if (i >= self->n_candidates)
    return;
  /* Stable, so that equal candidates keep the engine's order. */
  g_qsort_with_data (self->candidates, self->n_candidates,
                     sizeof (TgAnalysisCandidate),
                     compare_candidates, NULL);
}

const TgAnalysisCandidate *
tg_analysis_find_candidate (const TgAnalysis *self,
                            TgPoint           point)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->n_candidates; i++)
    if (self->candidates[i].point == point)
      return &self->candidates[i];
  return NULL;
}

const TgAnalysisCandidate *
tg_analysis_best (const TgAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->n_candidates > 0 ? &self->candidates[0] : NULL;
}
