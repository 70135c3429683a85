/* tg-score-capture.c: the capture points of dead stones
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A liberty of dead stones that their capturer must fill to close his
 * area is a dame (a capture point); the points the dead stones leave
 * behind it are his. See docs/counting.md.
 */

#include "config.h"

#include <string.h>

#include "tg-score-private.h"

/* Whether the capturer @k can fill @p, a liberty of dead stones of the
 * other colour, to take them: the empty region of the live board there
 * (the dead stones lifted) reaches his live stones, so that he surrounds
 * the dead stones at all (a stone marked dead in its own colour's area
 * leaves its point to that colour: a region bordered by one colour only
 * is that colour's), and @p touches none of his own dead stones (his
 * stone there would join them and be taken back: nobody can fill such a
 * point, and the region is a dame as it stands). a->region and
 * a->region_mask hold the plain regions of the live board. */
static gboolean
capturer_can_fill (const TgScoreAnalysis *a,
                   const TgBoard         *board,
                   const guint8          *dead,
                   TgPoint                p,
                   TgColor                k)
{
  if (a->region[p] == 0 || !(a->region_mask[_tg_score_region_of (a, p)] & (1 << k)))
    return FALSE;
  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];

      if (board->color[q] == k && dead[q])
        return FALSE;
    }
  return TRUE;
}

/* Marks as capture points the liberties of dead stones in the played
 * board's empty region a->stack[0 .. n) when the region reaches live
 * stones of the dead stones' colour only (@reach): it lies in their
 * owner's area, and the capturer's area ends at the liberties. A region
 * that reaches both colours is an open boundary, not sealed by anyone. */
static void
mark_dead_liberties (TgScoreAnalysis *a,
                     const TgBoard   *board,
                     const guint8    *dead,
                     guint            n,
                     guint8           reach)
{
  for (guint i = 0; i < n; i++)
    for (guint d = 0; d < 4; d++)
      {
        TgPoint p = a->stack[i];
        TgPoint q = p + tg_board_dirs[d];
        TgColor c = board->color[q];

        if ((c == TG_BLACK || c == TG_WHITE) && a->live.color[q] == TG_EMPTY &&
            reach == (1 << c) && capturer_can_fill (a, board, dead, p, TG_OTHER (c)))
          a->capture[p] |= (guint8) (1 << TG_OTHER (c));
      }
}

/* The empty region of the played board (dead stones still standing)
 * through @start, without the capture points found so far, into
 * a->stack; returns its size, and in @reach the colours it reaches with
 * live stones. */
static guint
played_region (TgScoreAnalysis *a,
               const TgBoard   *board,
               TgPoint          start,
               guint16          stamp,
               guint8          *reach)
{
  guint head = 0, n = 0;

  *reach = 0;
  a->mark[start] = stamp;
  a->stack[n++] = start;
  while (head < n)
    {
      TgPoint p = a->stack[head++];

      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor c = board->color[q];

          if (c == TG_EMPTY && a->mark[q] != stamp && a->capture[q] == 0)
            {
              a->mark[q] = stamp;
              a->stack[n++] = q;
            }
          else if ((c == TG_BLACK || c == TG_WHITE) && a->live.color[q] == c)
            *reach |= (guint8) (1 << c);
        }
    }
  return n;
}

/* The capture points: the liberties of dead stones through which their
 * empty surroundings reach live stones of their colour. First those that
 * touch such stones; then those from which an empty path that crosses no
 * capture point leads to them (the dead chain's liberty R19 in front of
 * White's open corner R18-T19, GNU Go's score57). The capturer must fill
 * such points to close his area off, so each is a dame, and they do not
 * join the points the dead stones leave to their owner's live stones:
 * those points are the capturer's. */
void
_tg_score_find_capture_points (TgScoreAnalysis *a,
                     const TgBoard   *board,
                     const guint8    *dead,
                     gboolean         remove_dead)
{
  const TgBoard *b = &a->live;
  guint16 stamp;

  memset (a->capture, 0, sizeof a->capture);
  if (!remove_dead || dead == NULL)
    return;
  /* The plain regions, for capturer_can_fill (). */
  _tg_score_find_regions (a, board);
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (board->color[p] != TG_EMPTY)
          continue;
        for (guint d = 0; d < 4; d++)
          {
            TgPoint q = p + tg_board_dirs[d];
            TgColor c = board->color[q];

            if ((c == TG_BLACK || c == TG_WHITE) && dead[q] && _tg_score_touches_color (b, p, c) &&
                capturer_can_fill (a, board, dead, p, TG_OTHER (c)))
              a->capture[p] |= (guint8) (1 << TG_OTHER (c));
          }
      }

  stamp = _tg_score_next_stamp (a);
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);
        guint8 reach;
        guint n;

        if (board->color[start] != TG_EMPTY || a->capture[start] != 0 || a->mark[start] == stamp)
          continue;
        n = played_region (a, board, start, stamp, &reach);
        if (reach != 0)
          mark_dead_liberties (a, board, dead, n, reach);
      }
}
