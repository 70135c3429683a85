/* tg-score-estimate-ownership.c: the count of an engine's ownership map
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An engine that gives ownership (KataGo) has already judged every point:
 * what is left is to count it the way the position's rules count, as
 * tg_estimate_compute does with the playouts' ownership. The dead stones
 * are the chains the map gives to the opponent, the count
 * (tg_score_compute) takes them off, and the open points go to the side the
 * map gives them to (_tg_estimate_project_open_points, the playouts'
 * projection with the same threshold). Unlike the playouts' estimate, the
 * totals are not weighed again: the engine's own score lead is beside it.
 */

#include "config.h"

#include <math.h>

#include "tg-score-estimate.h"
#include "tg-score-private.h"
#include "tg-score-estimate-private.h"

/* Marks dead every chain the map gives to the opponent on average. */
static void
mark_dead (TgEstimate    *est,
           const TgBoard *board)
{
  g_autofree guint8 *done = g_new0 (guint8, TG_ARRAY_SIZE);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y), head, s;
        TgColor color = tg_board_get (board, p);
        gboolean dead;

        if (color == TG_EMPTY || done[p])
          continue;
        /* Dead when the map gives the chain to the opponent on average. */
        dead = _tg_estimate_chain_mean (est->ownership, board, p, color) <=
               -TG_ESTIMATE_OWNER_THRESHOLD;
        head = tg_board_chain_head (board, p);
        s = head;
        do
          {
            done[s] = 1;
            est->dead[s] = dead;
            est->n_dead += dead;
            s = board->next[s];
          }
        while (s != head);
      }
}

TgEstimate *
tg_estimate_from_ownership (const TgScoreInput *input,
                            const float        *ownership)
{
  const TgBoard *board;
  TgEstimate *est;
  TgScoreInput count;

  g_return_val_if_fail (input != NULL && input->board != NULL && input->rules != NULL, NULL);
  g_return_val_if_fail (ownership != NULL, NULL);

  board = input->board;
  est = g_new0 (TgEstimate, 1);
  est->width = board->width;
  est->height = board->height;
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        float own = ownership[y * board->width + x];

        est->ownership[tg_point (x, y)] = isnan (own) ? 0.0f : CLAMP (own, -1.0f, 1.0f);
      }
  mark_dead (est, board);

  count = *input;
  count.dead = est->dead;
  est->score = tg_score_compute (&count);
  _tg_estimate_project_open_points (est, board);
  _tg_score_total (est->score, &count);
  return est;
}
