/* tg-score-connections.c: connections found after the dame are filled
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-score-analysis.c fills the closed dame; these steps then find the
 * moves still due that the filling itself does not play: the capture of
 * a dead stone before a connection on its point, the connection next to
 * an open boundary, and the seki held by two kos (issue 28).
 */

#include "config.h"

#include "tg-deadstones-private.h"
#include "tg-score-private.h"

/* Dead stones are lifted after the fills they force, not before: a
 * connection on a point where a dead stone of the opponent still stands
 * needs that stone captured first, so its liberties in the connecting
 * side's area are moves that side must make, not territory (issue 28:
 * White's B4 forces Black's A7, which takes A6, and White's B3 then
 * Black's A6). Marks them as teire. */
void
_tg_score_mark_captures_before_connections (TgScoreAnalysis *a,
                                  const TgBoard   *board)
{
  const TgBoard *s = &a->settled;

  for (guint y = 0; y < s->height; y++)
    for (guint x = 0; x < s->width; x++)
      {
        TgPoint q = tg_point (x, y);
        TgColor d = board->color[q];
        TgColor c = s->color[q];

        if (a->unsettled[q] != TG_SCORE_UNSETTLED_TEIRE || a->live.color[q] != TG_EMPTY ||
            (d != TG_BLACK && d != TG_WHITE) || c != TG_OTHER (d))
          continue;
        TG_BOARD_FOREACH_STONE (board, q, t)
          for (guint e = 0; e < 4; e++)
            {
              TgPoint l = t + tg_board_dirs[e];

              if (board->color[l] == TG_EMPTY && a->region[l] != 0 &&
                  a->region_mask[_tg_score_region_of (a, l)] == (1 << c) &&
                  a->unsettled[l] == TG_SCORE_SETTLED)
                a->unsettled[l] = TG_SCORE_UNSETTLED_TEIRE;
            }
      }
}

/* Whether empty point @l lies in an open region (an unfinished boundary,
 * never filled by the settling). */
static gboolean
is_open_point (const TgScoreAnalysis *a,
               TgPoint                l)
{
  return a->region[l] != 0 && a->region_open[_tg_score_region_of (a, l)];
}

/* Boundaries still open: a chain with two liberties, one in an
 * unfinished neutral area and one in its own area, is put in atari by
 * the opponent's safe stone on the first whoever starts filling that
 * area, so the second is a connection still due, not territory: a false
 * eye next to the open area (issue 28: White's E6 forces Black's C6).
 * Not when the connection is self-atari (the one eye of a group, which
 * must run out instead: the open area is reported anyway), nor for
 * chains with more open liberties (they extend there). Marks it as
 * teire. */
void
_tg_score_mark_connections_before_open (TgScoreAnalysis *a)
{
  const TgBoard *s = &a->settled;

  for (guint y = 0; y < s->height; y++)
    for (guint x = 0; x < s->width; x++)
      {
        TgPoint h = tg_point (x, y);
        TgColor c = s->color[h];
        TgPoint libs[2], open, closed;

        if ((c != TG_BLACK && c != TG_WHITE) || s->head[h] != h || s->libs[h] != 2)
          continue;
        tg_board_chain_liberty_points (s, h, libs, 2);
        if (is_open_point (a, libs[0]) == is_open_point (a, libs[1]))
          continue;
        open = is_open_point (a, libs[0]) ? libs[0] : libs[1];
        closed = open == libs[0] ? libs[1] : libs[0];
        if (a->region[closed] == 0 ||
            a->region_mask[_tg_score_region_of (a, closed)] != (1 << c) ||
            a->unsettled[closed] != TG_SCORE_SETTLED ||
            _tg_score_liberties_after (a, s, open, TG_OTHER (c), 2) < 2 ||
            !_tg_score_is_safe_move (a, s, closed, c))
          continue;
        a->unsettled[closed] = TG_SCORE_UNSETTLED_TEIRE;
      }
}

/* Whether the chain at @h on @b has @k among its liberties. */
static gboolean
has_liberty (const TgBoard *b,
             TgPoint        h,
             TgPoint        k)
{
  for (guint d = 0; d < 4; d++)
    if (b->color[k + tg_board_dirs[d]] == b->color[h] && b->head[k + tg_board_dirs[d]] == b->head[h])
      return TRUE;
  return FALSE;
}

/* The stone in atari that ko point @k takes, or TG_NO_POINT. */
static TgPoint
ko_stone (const TgBoard *s,
          TgPoint        k)
{
  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = k + tg_board_dirs[d];

      if ((s->color[q] == TG_BLACK || s->color[q] == TG_WHITE) &&
          s->size[s->head[q]] == 1 && s->libs[s->head[q]] == 1)
        return q;
    }
  return TG_NO_POINT;
}

/* The chains of @color next to ko point @k that live through it (not the
 * ko stone, not pass-alive: @alive) and touch the other ko's stone
 * @other: marks them in seki when @mark; returns whether there is one. */
static gboolean
ko_dependent_chains (TgScoreAnalysis *a,
                     TgPoint          k,
                     TgPoint          other,
                     const guint8    *alive,
                     gboolean         mark)
{
  const TgBoard *s = &a->live;
  gboolean found = FALSE;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = k + tg_board_dirs[d];

      if (s->color[q] != TG_OTHER (s->color[other]) || alive[q] == s->color[q] ||
          (s->size[s->head[q]] == 1 && s->libs[s->head[q]] == 1) || !has_liberty (s, q, other))
        continue;
      found = TRUE;
      if (mark)
        _tg_score_mark_seki_chain (a, s, q);
    }
  return found;
}

/* A seki held by two kos: the group of one colour that lives through the
 * first ko (not pass-alive) surrounds the stone the second ko takes, and
 * the group of the other colour that lives through the second surrounds
 * the first ko's stone, so each side can always retake one ko while the
 * other is taken. Both groups and the ko stones are in seki, and their
 * eyes are no territory (1989 rules, art. 8; issue 28's double ko,
 * B+16). Read on the live board: the settling may already have
 * connected a ko stone. A single open ko, or kos between other groups, are no seki
 * (RULES.md T8: a connection due). */
void
_tg_score_mark_ko_seki (TgScoreAnalysis *a)
{
  const TgBoard *s = &a->live;
  g_autofree guint8 *alive = NULL;
  TgPoint kos[16], stones[16];
  guint n = 0;

  for (guint y = 0; y < s->height; y++)
    for (guint x = 0; x < s->width; x++)
      {
        TgPoint k = tg_point (x, y);

        if (a->unsettled[k] == TG_SCORE_UNSETTLED_KO && n < G_N_ELEMENTS (kos) &&
            (stones[n] = ko_stone (s, k)) != TG_NO_POINT)
          kos[n++] = k;
      }
  if (n < 2)
    return;
  alive = g_new0 (guint8, TG_ARRAY_SIZE);
  _tg_benson_for_color (s, TG_BLACK, FALSE, alive);
  _tg_benson_for_color (s, TG_WHITE, FALSE, alive);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        if (s->color[stones[i]] == s->color[stones[j]] ||
            !ko_dependent_chains (a, kos[i], stones[j], alive, FALSE) ||
            !ko_dependent_chains (a, kos[j], stones[i], alive, FALSE))
          continue;
        ko_dependent_chains (a, kos[i], stones[j], alive, TRUE);
        ko_dependent_chains (a, kos[j], stones[i], alive, TRUE);
        _tg_score_mark_seki_chain (a, s, stones[i]);
        _tg_score_mark_seki_chain (a, s, stones[j]);
      }
}
