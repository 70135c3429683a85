/* tg-score-estimate-expect.c: the expected count of a position
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What turns the count of an open position, with the dead stones the
 * proposal names, into the count to expect (issue 31): the verdicts the
 * playouts do not see (a hemmed-in chain the reader kills is the
 * opponent's, a chain the playouts kill only narrowly is undecided), the
 * expected count (every point weighed by how often each side holds it),
 * the totals brought to it, and the spread of the final count around it.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-score-estimate-private.h"
#include "tg-score-private.h"

/* Verdicts that the playouts do not see -------------------------------------- */

/* A chain whose ownership from its own side is above this (the playouts
 * do not kill it) but that is dead all the same was read dead (the
 * dead-stone reader, Benson, or the floating rule): the random defender of
 * the playouts lets such a hemmed-in chain live. */
#define FIRM_DEAD_ABOVE (-0.1f)

/* A chain the playouts alone kill, but in fewer than about two playouts in
 * three (ownership from its own side above this), is undecided: its stones
 * count for nobody's prisoners, and the expected count (rebalance) weighs
 * it by how often it lives. */
#define UNDECIDED_ABOVE (-0.35f)

/* The empty region a firmly dead chain encloses (through empty points and
 * its own dead stones) is the opponent's too when it is at most this big
 * and touches no live stone of the chain's colour. */
#define FIRM_REGION_MAX 40

/* The ownership of the chain at @p from its own side, over its stones. */
static gfloat
own_view (const TgEstimate *est,
          const TgBoard    *board,
          TgPoint           p)
{
  gfloat total = 0.0f;

  TG_BOARD_FOREACH_STONE (board, p, s)
    total += est->ownership[s];
  total /= (gfloat) tg_board_chain_size (board, p);
  return tg_board_get (board, p) == TG_BLACK ? total : -total;
}

/* The dead chain at @h is the opponent's in every playout from now on:
 * its stones, and its small enclosed region. */
static void
firm_region (TgEstimate    *est,
             const TgBoard *board,
             TgPoint        h,
             Floating      *fl)
{
  TgColor c = tg_board_get (board, h);
  gfloat to = c == TG_BLACK ? -1.0f : 1.0f;
  guint sp = 0, n = 0;
  gboolean open = FALSE;

  memset (fl->mark, 0, sizeof fl->mark);
  fl->mark[h] = 1;
  fl->stack[sp++] = h;
  while (sp > 0 && !open)
    {
      TgPoint p = fl->stack[--sp];

      fl->region[n++] = p;
      open = n > FIRM_REGION_MAX;
      for (guint d = 0; d < 4 && !open; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor qc = tg_board_get (board, q);

          if (fl->mark[q] || qc == TG_EDGE || qc == TG_OTHER (c))
            continue;
          if (qc == c && !est->dead[q])
            open = TRUE;
          fl->mark[q] = 1;
          fl->stack[sp++] = q;
        }
    }
  TG_BOARD_FOREACH_STONE (board, h, s)
    est->ownership[s] = to;
  if (open)
    return;
  for (guint i = 0; i < n; i++)
    est->ownership[fl->region[i]] = to;
}

/* Chains read dead become the opponent's in the ownership; chains the
 * playouts kill only narrowly are undecided, not dead. */
void
_tg_estimate_weigh_verdicts (TgEstimate    *est,
                             const TgBoard *board)
{
  g_autofree Floating *fl = g_new0 (Floating, 1);
  g_autofree guint8 *seen = g_new0 (guint8, TG_ARRAY_SIZE);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgPoint h;
        gfloat view;

        if (!est->dead[p] || seen[tg_board_chain_head (board, p)])
          continue;
        h = tg_board_chain_head (board, p);
        seen[h] = 1;
        view = own_view (est, board, h);
        if (view > FIRM_DEAD_ABOVE)
          firm_region (est, board, h, fl);
        else if (view > UNDECIDED_ABOVE)
          TG_BOARD_FOREACH_STONE (board, h, s)
            {
              est->dead[s] = 0;
              est->n_dead--;
            }
      }
}

/* The sign of a point in the count: +1 Black's, −1 White's, 0 nobody's. */
static gint
count_sign (const TgScore *score,
            TgPoint        p)
{
  return score->owner[p] == TG_SCORE_OWNER_BLACK ? 1 :
         score->owner[p] == TG_SCORE_OWNER_WHITE ? -1 : 0;
}

/* Moves one point of the count from @from to @to (+1 Black's, −1
 * White's, 0 nobody's). */
static void
shift_count (TgScore *score,
             gint     from,
             gint     to)
{
  if (from > 0)
    score->black.territory--;
  else if (from < 0)
    score->white.territory--;
  else
    score->dame--;
  if (to > 0)
    score->black.territory++;
  else if (to < 0)
    score->white.territory++;
  else
    score->dame++;
}

/* The expected count, in area units (Black's points less White's): what
 * the count already settles (an empty region enclosed by one colour's
 * live stones, a seki's eyes and shared liberties) as the count has it,
 * and every other point, stones included, weighed by how often each side
 * holds it at the end of the playouts, with the verdicts they do not see
 * (weigh_verdicts). A threshold map counts a group that lives in half the
 * playouts, or a framework that holds an invader, all or nothing, so its
 * count jumps with the seed and leans to the side that draws the undecided
 * areas; the sum weighs them. A point's swing is the same under area and
 * territory counting (a dead stone is a point and a prisoner), so one sum
 * serves both. Call before the projection moves the open points. */
/* A chain, or a point, that the playouts give a side this often on
 * balance or more is that side's for sure (as the dead-stone proposal's
 * "clearly alive"); below it, in proportion. */
#define SURE_ALIVE 0.5

static gdouble
ramp (gdouble own,
      gdouble sure)
{
  return CLAMP (own / sure, -1.0, 1.0);
}

/* Whether the stone at @q lies inside the region marked in fl->mark: all
 * its neighbours are the region's points, its own colour's stones or the
 * edge (a stone played inside its own territory, not part of its wall). */
static gboolean
inside_region (const TgBoard  *board,
               const Floating *fl,
               TgPoint         q)
{
  TgColor c = tg_board_get (board, q);

  for (guint d = 0; d < 4; d++)
    {
      TgPoint r = q + tg_board_dirs[d];
      TgColor rc = tg_board_get (board, r);

      if (rc != TG_EDGE && rc != c && !fl->mark[r])
        return FALSE;
    }
  return TRUE;
}

/* How sure the wall around the region of @start (empty points the count
 * gives to its owner, and the dead stones among them) is to live: the
 * ramped ownership of the owner's stones that border it, averaged over
 * the sides they share with it; stones inside the region are not its
 * wall. The region's points are marked in @seen and written to
 * fl->region; returns their number in *@n. */
static gdouble
region_wall (const TgEstimate *est,
             const TgBoard    *board,
             TgPoint           start,
             Floating         *fl,
             guint8           *seen,
             guint            *n)
{
  const TgScore *score = est->score;
  TgScoreOwner owner = score->owner[start];
  TgColor color = owner == TG_SCORE_OWNER_BLACK ? TG_BLACK : TG_WHITE;
  gdouble sign = color == TG_BLACK ? 1.0 : -1.0, wall = 0.0;
  guint sp = 0, sides = 0;

  *n = 0;
  memset (fl->mark, 0, sizeof fl->mark);
  seen[start] = fl->mark[start] = 1;
  fl->stack[sp++] = start;
  while (sp > 0)
    {
      TgPoint p = fl->stack[--sp];

      fl->region[(*n)++] = p;
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];

          if (seen[q] || score->owner[q] != owner ||
              (tg_board_get (board, q) != TG_EMPTY && !est->dead[q]))
            continue;
          seen[q] = fl->mark[q] = 1;
          fl->stack[sp++] = q;
        }
    }
  for (guint i = 0; i < *n; i++)
    for (guint d = 0; d < 4; d++)
      {
        TgPoint q = fl->region[i] + tg_board_dirs[d];

        if (tg_board_get (board, q) != color || est->dead[q] || inside_region (board, fl, q))
          continue;
        wall += ramp (sign * est->ownership[q], SURE_ALIVE);
        sides++;
      }
  return sides > 0 ? MAX (wall / sides, 0.0) : 1.0;
}

/* A live stone is as sure as its ownership says, or as the area of its
 * colour that it borders (a stone inside its own territory). */
static gdouble
stone_value (const TgEstimate *est,
             const TgBoard    *board,
             TgPoint           p,
             const gfloat     *wall)
{
  TgColor c = tg_board_get (board, p);
  gdouble sign = c == TG_BLACK ? 1.0 : -1.0;
  gdouble view = ramp (sign * est->ownership[p], SURE_ALIVE);

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];

      if (est->score->owner[q] == (c == TG_BLACK ? TG_SCORE_OWNER_BLACK : TG_SCORE_OWNER_WHITE))
        view = MAX (view, wall[q]);
    }
  return sign * view;
}

/* The expected count and how much of it is still open: the points that
 * are not live stones, each weighed by how far it is from either side's
 * in full (1 − |value|). */
typedef struct
{
  gdouble expected;
  gdouble open;
} ExpectedSum;

static void
weigh (ExpectedSum *sum,
       gdouble      value)
{
  sum->expected += value;
  sum->open += 1.0 - ABS (value);
}

gdouble
_tg_estimate_expected_count (const TgEstimate *est,
                             const TgBoard    *board,
                             gdouble          *open)
{
  const TgScore *score = est->score;
  g_autofree Floating *fl = g_new0 (Floating, 1);
  g_autofree guint8 *seen = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree gfloat *wall = g_new0 (gfloat, TG_ARRAY_SIZE);
  ExpectedSum sum = { 0.0, 0.0 };

  /* The areas the count settles, each as sure as its wall; their dead
   * stones keep their own ownership when that is surer. */
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        gboolean opening;
        guint n;
        gdouble sure;

        if (seen[p] || count_sign (score, p) == 0 || score->seki[p] ||
            (tg_board_get (board, p) != TG_EMPTY && !est->dead[p]))
          continue;
        sure = region_wall (est, board, p, fl, seen, &n);
        opening = 3 * n > 2 * tg_board_n_points (board);
        for (guint i = 0; i < n; i++)
          {
            TgPoint q = fl->region[i];
            gdouble v = count_sign (score, q) * sure;

            /* A region over two thirds of the board is enclosed by nobody
             * (an opening: the count gives a lone colour the whole board). */
            if (opening)
              {
                weigh (&sum, tg_board_get (board, q) == TG_EMPTY ? est->ownership[q]
                                                                : ramp (est->ownership[q], SURE_ALIVE));
                continue;
              }

            if (tg_board_get (board, q) != TG_EMPTY && ABS (est->ownership[q]) > ABS (v))
              v = ramp (est->ownership[q], SURE_ALIVE);
            wall[q] = (gfloat) sure;
            weigh (&sum, v);
          }
      }
  /* Stones, and the open points as the playouts give them. */
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (seen[p])
          continue;
        if (tg_board_get (board, p) == TG_EMPTY)
          {
            if (score->owner[p] != TG_SCORE_OWNER_SEKI && !score->seki[p])
              weigh (&sum, est->ownership[p]);
          }
        else if (est->dead[p])
          weigh (&sum, ramp (est->ownership[p], SURE_ALIVE));
        else
          sum.expected += stone_value (est, board, p, wall);
      }
  *open = sum.open;
  return sum.expected;
}

/* The side to move has the next move, and the count of a still open
 * position is worth about that much more to it: in bench/estimate-truth
 * the expected count fell 3.3 / 2.7 points short for the side to move at
 * moves 100 / 150 of the games between strong players (4.4 / 3.6 in GNU
 * Go's regression games), the same positions one move later erring as
 * much the other way. The move is worth about a fiftieth of the points
 * still open (empty or dead, each weighed 1 − |ownership|): 3.9 / 2.7
 * points there, and 7.2 on the empty 19×19 board, the komi that makes
 * Black's first move fair. */
#define TEMPO_SHARE (1.0 / 50.0)

gdouble
_tg_estimate_tempo (gdouble open,
                    TgColor to_play)
{
  if (to_play != TG_BLACK && to_play != TG_WHITE)
    return 0.0;
  /* In whole points: nothing on a position with fewer than 25 points
   * open, whose count the hand gives. */
  return (to_play == TG_BLACK ? 1.0 : -1.0) * round (TEMPO_SHARE * open);
}

/* The count of the stone at @p goes from its side (@from, ±1) to the
 * other's, as when it is marked dead or alive: a point and a prisoner. */
static void
shift_stone (TgScore *score,
             TgColor  color,
             gint     from)
{
  TgScoreSide *loser = from > 0 ? &score->black : &score->white;
  TgScoreSide *gainer = from > 0 ? &score->white : &score->black;

  if (color != (from > 0 ? TG_BLACK : TG_WHITE))
    {
      /* A stone the count took for dead comes back to life. */
      loser->territory--;
      loser->dead--;
      gainer->stones++;
    }
  else
    {
      loser->stones--;
      gainer->territory++;
      gainer->dead++;
    }
}

/* The point that moves the count one step (@step: +1 towards Black, −1
 * towards White) closest to its ownership: an open empty point, or (two
 * steps at once, when @room allows) a stone. TG_NO_POINT when none. */
static TgPoint
pick_point (const TgEstimate *est,
            const TgBoard    *board,
            const gint8      *sign,
            gint              step,
            gint              room)
{
  const TgScore *score = est->score;
  gfloat best = 0.0f;
  TgPoint pick = TG_NO_POINT;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        gboolean stone = tg_board_get (board, p) != TG_EMPTY;
        gfloat gap = step * (est->ownership[p] - (gfloat) sign[p]);

        if (stone)
          gap = room >= 2 && sign[p] == -step ? gap / 2.0f : 0.0f;
        else if (score->seki[p] || score->owner[p] == TG_SCORE_OWNER_SEKI || sign[p] == step)
          continue;
        if (gap > best)
          {
            best = gap;
            pick = p;
          }
      }
  return pick;
}

/* Brings the count to @expected one step at a time, on the points the
 * count holds furthest from their ownership; the map (owner[], dead[])
 * keeps naming the side each point leans to, while the totals, the result
 * and the 子 count become the expected count's. */
void
_tg_estimate_rebalance (TgEstimate         *est,
                        const TgScoreInput *input,
                        gdouble             expected)
{
  const TgBoard *board = input->board;
  TgScore *score = est->score;
  g_autofree gint8 *sign = g_new0 (gint8, TG_ARRAY_SIZE);
  gint counted = 0, target = (gint) lround (expected);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        sign[p] = (gint8) count_sign (score, p);
        counted += sign[p];
      }
  while (counted != target)
    {
      gint step = target > counted ? 1 : -1;
      TgPoint pick = pick_point (est, board, sign, step, ABS (target - counted));

      if (pick == TG_NO_POINT)
        break;
      if (tg_board_get (board, pick) != TG_EMPTY)
        {
          shift_stone (score, tg_board_get (board, pick), sign[pick]);
          sign[pick] = (gint8) step;
          counted += 2 * step;
          continue;
        }
      shift_count (score, sign[pick], sign[pick] + step);
      sign[pick] = (gint8) (sign[pick] + step);
      counted += step;
    }
}

/* How far the final count may lie from the margin, in points: a point
 * the playouts give to Black with ownership o ends Black's or White's
 * (±1) with variance 1 − o², so the count's spread grows with the square
 * root of their sum; the points of a group live or die together, which
 * SPREAD_SCALE makes up for: with 1, two positions in three of the games
 * between strong players in bench/estimate-truth's tuning games end
 * within the spread (in GNU Go's regression games, where amateurs lose
 * groups late, one in four). */
#define SPREAD_SCALE 1.0

gfloat
_tg_estimate_measure_spread (const TgEstimate *est,
                             const TgBoard    *board)
{
  gdouble variance = 0.0;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        gdouble o = est->ownership[tg_point (x, y)];

        variance += 1.0 - o * o;
      }
  return (gfloat) (SPREAD_SCALE * sqrt (variance));
}
