/* tg-score-seki.c: the groups in seki and their eyes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-score-analysis.c finds the shared liberties of a seki and the chains
 * next to them; this file adds the user's marks and spreads the seki to
 * the whole group: the chains that live together through an eye of a
 * chain in seki are in seki too, and none of those eyes is territory
 * under the 1989 Japanese rules (Art. 8: stones alive with dame are in
 * seki, and only eye points surrounded by stones alive and not in seki
 * are territory).
 */

#include "config.h"

#include "tg-score-private.h"

/* Marks the stones of the settled chain through @p that stand on the live
 * board as being in seki. */
void
_tg_score_mark_seki_chain (TgScoreAnalysis *a,
                 const TgBoard   *b,
                 TgPoint          p)
{
  TG_BOARD_FOREACH_STONE (b, p, s)
    if (a->live.color[s] == b->color[s])
      a->seki[s] = TG_SEKI_STONE;
}

/* The user's seki marks: chains, and empty regions with the chains they
 * reach. */
void
_tg_score_add_user_seki (TgScoreAnalysis *a,
               const guint8    *user_seki)
{
  const TgBoard *b = &a->live;
  g_autofree guint8 *marked_region = g_new0 (guint8, a->n_regions + 1);
  g_autofree guint8 *before = g_memdup2 (a->seki, sizeof a->seki);

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (!user_seki[p])
          continue;
        if (b->color[p] == TG_BLACK || b->color[p] == TG_WHITE)
          _tg_score_mark_seki_chain (a, b, p);
        else if (a->region[p] != 0)
          marked_region[_tg_score_region_of (a, p)] = 1;
      }

  /* Every point of a marked region, and every chain it reaches. */
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint q = tg_point (x, y);
        guint r;

        if (a->region[q] == 0 || !marked_region[r = _tg_score_region_of (a, q)])
          continue;
        if (a->region_mask[r] == TG_REACH_BOTH && a->seki[q] != TG_SEKI_LIBERTY)
          {
            a->seki[q] = TG_SEKI_LIBERTY;
            a->unsettled[q] = TG_SCORE_SETTLED;
            a->n_seki_liberties++;
          }
        for (guint d = 0; d < 4; d++)
          {
            TgPoint s = q + tg_board_dirs[d];

            if ((b->color[s] == TG_BLACK || b->color[s] == TG_WHITE) &&
                a->seki[s] != TG_SEKI_STONE)
              _tg_score_mark_seki_chain (a, b, s);
          }
      }

  /* The user's word is final: every region of one colour next to a chain
   * he put in seki is a seki eye, whatever its size. */
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (a->region[p] == 0)
          continue;
        for (guint d = 0; d < 4; d++)
          {
            TgPoint q = p + tg_board_dirs[d];

            if (a->seki[q] == TG_SEKI_STONE && (before[q] != TG_SEKI_STONE || user_seki[q]))
              a->region_seki[_tg_score_region_of (a, p)] = 1;
          }
      }
}

/* Whether region @r is eye points (it reaches one colour only), which the
 * chains around it share as one group. Article 8 puts no size on the eye
 * of a group in seki: a group whose room would let it live on its own
 * kills the opponent's chains that share its dame (article 7), and that
 * is the dead-stone proposal's finding, not a bound on the seki here. */
static gboolean
is_seki_eye_region (const TgScoreAnalysis *a,
                    guint                  r)
{
  guint8 mask = a->region_mask[r];

  return mask == TG_REACH_BLACK || mask == TG_REACH_WHITE;
}

/* One pass: every region of eye points next to a stone in seki becomes a seki
 * eye, and every chain next to a seki eye is in seki. Returns TRUE if
 * anything changed. */
static gboolean
spread_seki_once (TgScoreAnalysis *a)
{
  const TgBoard *b = &a->live;
  gboolean changed = FALSE;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        guint r;

        if (a->region[p] == 0 || !is_seki_eye_region (a, r = _tg_score_region_of (a, p)))
          continue;
        for (guint d = 0; d < 4; d++)
          {
            TgPoint q = p + tg_board_dirs[d];
            TgColor c = b->color[q];

            if (c != TG_BLACK && c != TG_WHITE)
              continue;
            if (a->seki[q] == TG_SEKI_STONE && !a->region_seki[r])
              {
                a->region_seki[r] = 1;
                changed = TRUE;
              }
            else if (a->region_seki[r] && a->seki[q] != TG_SEKI_STONE)
              {
                _tg_score_mark_seki_chain (a, b, q);
                changed = TRUE;
              }
          }
      }
  return changed;
}

void
_tg_score_spread_seki (TgScoreAnalysis *a)
{
  while (spread_seki_once (a))
    ;
}
