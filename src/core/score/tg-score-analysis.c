/* tg-score-analysis.c: regions, seki and unsettled points of a final position
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-score-private.h"

/* A fresh stamp for mark[]: a point is "seen" when mark[p] == stamp. */
guint16
_tg_score_next_stamp (TgScoreAnalysis *a)
{
  if (++a->stamp == 0)
    {
      memset (a->mark, 0, sizeof a->mark);
      a->stamp = 1;
    }
  return a->stamp;
}

/* The live board: @board without its dead stones, rebuilt in one pass. */
static void
build_live_board (TgScoreAnalysis *a,
                  const TgBoard   *board,
                  const guint8    *dead,
                  gboolean         remove_dead)
{
  guint8 packed[13 + TG_MAX_SIZE * TG_MAX_SIZE];
  gsize header;
  gboolean any = FALSE;

  if (!remove_dead || dead == NULL)
    {
      a->live = *board;
      return;
    }

  for (guint y = 0; y < board->height && !any; y++)
    for (guint x = 0; x < board->width && !any; x++)
      {
        TgPoint p = tg_point (x, y);

        any = dead[p] && board->color[p] != TG_EMPTY;
      }
  if (!any)
    {
      a->live = *board;
      return;
    }

  g_assert (tg_board_pack_size (board) <= sizeof packed);
  tg_board_pack (board, packed);
  header = tg_board_pack_size (board) - tg_board_n_points (board);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      if (dead[tg_point (x, y)])
        packed[header + y * board->width + x] = TG_EMPTY;
  tg_board_unpack (&a->live, packed);
  a->live.ko = TG_NO_POINT;
}

gboolean
_tg_score_touches_color (const TgBoard *b,
               TgPoint        p,
               TgColor        color)
{
  for (guint d = 0; d < 4; d++)
    if (b->color[p + tg_board_dirs[d]] == color)
      return TRUE;
  return FALSE;
}

/* The owners of the dead stones that stood on @p, as TG_REACH_* bits. */
static guint8
dead_owner_at (const TgScoreAnalysis *a,
               const TgBoard         *board,
               TgPoint                p)
{
  TgColor c = board->color[p];

  return a->live.color[p] == TG_EMPTY && (c == TG_BLACK || c == TG_WHITE) ? (guint8) (1 << c) : 0;
}

/* The region of a capture point: the point alone, reaching its live
 * neighbours, the capturer and the owner of the dead stones (whose live
 * stones it leads to): a dame either way. */
static void
add_capture_region (TgScoreAnalysis *a,
                    TgPoint          p)
{
  const TgBoard *b = &a->live;
  guint16 id = (guint16) ++a->n_regions;
  guint8 mask = a->capture[p] != 0 ? TG_REACH_BOTH : 0;

  for (guint d = 0; d < 4; d++)
    {
      TgColor c = b->color[p + tg_board_dirs[d]];

      if (c == TG_BLACK || c == TG_WHITE)
        mask |= (guint8) (1 << c);
    }
  a->region[p] = id;
  a->region_size[id - 1] = 1;
  a->region_mask[id - 1] = mask;
  a->region_seki[id - 1] = 0;
  a->region_open[id - 1] = mask == 0;
}

/* Empty regions of the live board, and which colours each one reaches.
 * A region the dead stones of one colour left, closed off by capture
 * points, reaches the capturer through them. */
void
_tg_score_find_regions (TgScoreAnalysis *a,
              const TgBoard   *board)
{
  const TgBoard *b = &a->live;

  memset (a->region, 0, sizeof a->region);
  a->n_regions = 0;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (b->color[p] == TG_EMPTY && a->capture[p])
          add_capture_region (a, p);
      }

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);
        guint sp = 0;
        guint8 mask = 0, dead_owners = 0, capturers = 0;
        gboolean interior = FALSE;
        guint16 id;

        if (b->color[start] != TG_EMPTY || a->region[start] != 0)
          continue;

        id = (guint16) ++a->n_regions;
        a->region[start] = id;
        a->region_size[id - 1] = 0;
        a->stack[sp++] = start;
        while (sp > 0)
          {
            TgPoint p = a->stack[--sp];
            gboolean near_stone = FALSE;

            a->region_size[id - 1]++;
            dead_owners |= dead_owner_at (a, board, p);

            for (guint d = 0; d < 4; d++)
              {
                TgPoint q = p + tg_board_dirs[d];
                TgColor c = b->color[q];

                if (c == TG_EMPTY && a->capture[q])
                  {
                    capturers |= a->capture[q];
                    near_stone = TRUE;
                  }
                else if (c == TG_EMPTY)
                  {
                    if (a->region[q] == 0)
                      {
                        a->region[q] = id;
                        a->stack[sp++] = q;
                      }
                  }
                else if (c == TG_BLACK || c == TG_WHITE)
                  {
                    mask |= (guint8) (1 << c);
                    near_stone = TRUE;
                  }
              }
            interior |= !near_stone;
          }
        /* The capturer fills his capture points: every region next to one
         * reaches him (the points the dead stones leave become his; an
         * area of their owner in front of the point becomes a boundary). */
        mask |= capturers;
        a->region_mask[id - 1] = mask;
        a->region_seki[id - 1] = 0;
        /* A neutral region with a point that touches no stone is an open
         * boundary (the game is not over there), and a region that reaches
         * no stone is nobody's: neither is dame to fill, nor can it hold a
         * seki. */
        a->region_open[id - 1] = mask == 0 || (mask == TG_REACH_BOTH && interior);
      }
}

/* Liberties the chain of @color would have after playing @p, counted up to
 * @limit (captures ignored: callers only ask when nothing is captured). */
guint
_tg_score_liberties_after (TgScoreAnalysis *a,
                 const TgBoard   *b,
                 TgPoint          p,
                 TgColor          color,
                 guint            limit)
{
  guint16 stamp = _tg_score_next_stamp (a);
  guint n = 0;

  a->mark[p] = stamp;
  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];

      if (b->color[q] == TG_EMPTY && a->mark[q] != stamp)
        {
          a->mark[q] = stamp;
          if (++n >= limit)
            return n;
        }
    }

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgPoint h;

      if (b->color[q] != color)
        continue;
      h = b->head[q];
      if (a->mark[h] == stamp)
        continue;
      /* A chain with limit + 1 liberties keeps at least limit of them. */
      if (b->libs[h] > limit)
        return limit;
      a->mark[h] = stamp;
      TG_BOARD_FOREACH_STONE (b, h, s)
        for (guint e = 0; e < 4; e++)
          {
            TgPoint r = s + tg_board_dirs[e];

            if (b->color[r] == TG_EMPTY && a->mark[r] != stamp)
              {
                a->mark[r] = stamp;
                if (++n >= limit)
                  return n;
              }
          }
    }
  return n;
}

/* Can @color play @p on @b without capturing anything and keep at least
 * two liberties? That is a safe move; in a closed region it is a quiet
 * fill: a dame or a teire. */
gboolean
_tg_score_is_safe_move (TgScoreAnalysis *a,
              const TgBoard   *b,
              TgPoint          p,
              TgColor          color)
{
  TgColor opp = TG_OTHER (color);

  if (b->color[p] != TG_EMPTY)
    return FALSE;
  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];

      if (b->color[q] == opp && b->libs[b->head[q]] <= 1)
        return FALSE;
    }
  return _tg_score_liberties_after (a, b, p, color, 2) >= 2;
}

/* A safe move outside open regions (the game is not over there, and
 * nothing is filled in them). */
static gboolean
is_quiet_fill_on (TgScoreAnalysis *a,
                  const TgBoard   *b,
                  TgPoint          p,
                  TgColor          color)
{
  if (a->region[p] != 0 && a->region_open[_tg_score_region_of (a, p)])
    return FALSE;
  return _tg_score_is_safe_move (a, b, p, color);
}

/* The same on the settled board. */
static gboolean
is_quiet_fill (TgScoreAnalysis *a,
               TgPoint          p,
               TgColor          color)
{
  return is_quiet_fill_on (a, &a->settled, p, color);
}

/* What filling the dame @p with @color on @b does to the opponent. */
typedef enum
{
  FILL_NEUTRAL,   /* no opponent chain is left in atari */
  FILL_FORCING,   /* it puts an opponent chain in atari that can connect
                   * quietly: the opponent must connect (a teire) */
  FILL_KILLING,   /* it leaves an opponent chain in atari with no quiet
                   * connection: an attack on stones counted alive, not a
                   * dame (the inside of a seki with a nakade shape, GNU
                   * Go's seki_nakade1). When the opponent can answer with
                   * an atari on the filling chain (a race), the point is
                   * a seki liberty of stones alive by agreement (1989
                   * rules, art. 8) and is never filled */
  FILL_KILLING_SAFE, /* the same by a chain the opponent cannot put in
                   * atari (two eyes): a real kill, played last, and the
                   * chain left in atari is reported */
} FillEffect;

/* Whether the opponent of @color can answer @color's stone at @p on @b
 * (already played) with a legal move that puts its chain in atari. */
static gboolean
can_counter_atari (const TgBoard *b,
                   TgPoint        p,
                   TgColor        color)
{
  TgPoint libs[3];
  TgPoint h = b->head[p];
  guint n = tg_board_chain_liberty_points (b, p, libs, 3);

  if (n != 2)
    return n < 2;
  for (guint i = 0; i < 2; i++)
    {
      TgBoard *t;
      gboolean atari;

      if (tg_board_check (b, libs[i], TG_OTHER (color), FALSE) != TG_BOARD_OK)
        continue;
      t = g_new (TgBoard, 1);
      *t = *b;
      tg_board_play (t, libs[i], TG_OTHER (color), NULL);
      atari = t->color[h] == color && t->libs[t->head[h]] == 1;
      g_free (t);
      if (atari)
        return TRUE;
    }
  return FALSE;
}

/* The effect of @color's fill at @p; a FILL_FORCING one writes the
 * connection it forces into @forced (may be NULL). */
static FillEffect
fill_effect_at (TgScoreAnalysis *a,
                const TgBoard   *b,
                TgPoint          p,
                TgColor          color,
                TgPoint         *forced)
{
  TgColor opp = TG_OTHER (color);
  FillEffect effect = FILL_NEUTRAL;
  gboolean copied = FALSE;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgPoint h, l = TG_NO_POINT;

      if (b->color[q] != opp || b->libs[b->head[q]] != 2)
        continue;
      h = b->head[q];
      TG_BOARD_FOREACH_STONE (b, h, s)
        for (guint e = 0; e < 4; e++)
          {
            TgPoint r = s + tg_board_dirs[e];

            if (b->color[r] == TG_EMPTY && r != p)
              l = r;
          }
      if (l == TG_NO_POINT)
        continue;
      if (!copied)
        {
          a->probe = *b;
          tg_board_play (&a->probe, p, color, NULL);
          copied = TRUE;
        }
      if (a->probe.color[h] != opp || a->probe.libs[a->probe.head[h]] != 1)
        continue;
      /* A chain whose liberty opens into an open region escapes there. */
      if (!_tg_score_is_safe_move (a, &a->probe, l, opp))
        return can_counter_atari (&a->probe, p, color) ? FILL_KILLING : FILL_KILLING_SAFE;
      effect = FILL_FORCING;
      if (forced != NULL)
        *forced = l;
    }
  return effect;
}

static FillEffect
fill_effect (TgScoreAnalysis *a,
             const TgBoard   *b,
             TgPoint          p,
             TgColor          color)
{
  return fill_effect_at (a, b, p, color, NULL);
}



/* A single stone in atari whose liberty @q is walled in by its own colour:
 * the opponent takes it with one stone that can be taken back, a ko. */
static gboolean
is_ko_shape (const TgBoard *b,
             TgPoint        stone,
             TgPoint        q)
{
  TgColor c = b->color[stone];

  if (b->size[b->head[stone]] != 1)
    return FALSE;
  for (guint d = 0; d < 4; d++)
    {
      TgPoint r = q + tg_board_dirs[d];

      if (r != stone && b->color[r] != c && b->color[r] != TG_EDGE)
        return FALSE;
    }
  return TRUE;
}

/* Whether @q is the last liberty of a chain of @color on the live board:
 * a chain really in atari, not one that only filling the dame would put
 * there. */
static gboolean
is_live_atari (const TgScoreAnalysis *a,
               TgPoint                q,
               TgColor                color)
{
  const TgBoard *b = &a->live;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint r = q + tg_board_dirs[d];

      if (b->color[r] == color && b->libs[b->head[r]] == 1)
        return TRUE;
    }
  return FALSE;
}

/* Connects the chains in atari where a quiet connection exists, and
 * records every such liberty as unsettled: a ko, a chain in atari on the
 * board as it stands, or a connection (teire) that filling the dame makes
 * necessary. Returns TRUE if it played. */
static gboolean
settle_ataris (TgScoreAnalysis *a,
               gboolean         connect)
{
  TgBoard *b = &a->settled;
  gboolean changed = FALSE;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = b->color[p];
        TgPoint q;

        if ((c != TG_BLACK && c != TG_WHITE) || b->head[p] != p || b->libs[p] != 1)
          continue;
        q = tg_board_chain_any_liberty (b, p);
        if (q == TG_NO_POINT)
          continue;
        if (a->unsettled[q] == TG_SCORE_SETTLED || a->unsettled[q] == TG_SCORE_UNSETTLED_TEIRE)
          {
            if (!is_live_atari (a, q, c))
              a->unsettled[q] = TG_SCORE_UNSETTLED_TEIRE;
            else
              a->unsettled[q] = is_ko_shape (b, p, q) ? TG_SCORE_UNSETTLED_KO
                                                      : TG_SCORE_UNSETTLED_ATARI;
          }
        if (connect && is_quiet_fill (a, q, c))
          {
            tg_board_play (b, q, c, NULL);
            changed = TRUE;
          }
      }
  return changed;
}

/* A connection @color can make inside its own area so that it can then
 * fill the dame @p quietly: a stone on a liberty of one of its chains next
 * to @p that gives the chain the liberties it lacks (a teire: a player who
 * fills such a dame, or whose opponent fills it, must connect first). The
 * point must be in a region that reaches @color only and either has at
 * least three points or joins two of its chains, so that an eye of a
 * group in seki (T6) is never filled away. Returns TG_NO_POINT if there is
 * none. */
static TgPoint
find_connection_for_fill (TgScoreAnalysis *a,
                          TgPoint          p,
                          TgColor          color)
{
  const TgBoard *b = &a->settled;
  guint8 own = color == TG_BLACK ? TG_REACH_BLACK : TG_REACH_WHITE;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];

      if (b->color[q] != color)
        continue;
      TG_BOARD_FOREACH_STONE (b, b->head[q], s)
        for (guint e = 0; e < 4; e++)
          {
            TgPoint c = s + tg_board_dirs[e];
            guint r;
            gboolean joins = FALSE;

            if (c == p || b->color[c] != TG_EMPTY || a->region[c] == 0 ||
                a->unsettled[c] != TG_SCORE_SETTLED)
              continue;
            r = _tg_score_region_of (a, c);
            if (a->region_mask[r] != own)
              continue;
            for (guint f = 0; f < 4; f++)
              {
                TgPoint n = c + tg_board_dirs[f];

                joins |= b->color[n] == color && b->head[n] != b->head[q];
              }
            if ((a->region_size[r] < 3 && !joins) || !is_quiet_fill (a, c, color))
              continue;
            a->scratch = *b;
            tg_board_play (&a->scratch, c, color, NULL);
            if (is_quiet_fill_on (a, &a->scratch, p, color) &&
                fill_effect (a, &a->scratch, p, color) < FILL_KILLING)
              return c;
          }
    }
  return TG_NO_POINT;
}

/* One dame that neither side can fill at once but one can after a
 * connection in its own area: plays the connection (a teire, unsettled)
 * and the dame. Returns TRUE if it played. */
static gboolean
settle_dame_after_connection (TgScoreAnalysis *a,
                              TgColor         *prefer)
{
  TgBoard *b = &a->settled;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (b->color[p] != TG_EMPTY || a->region[p] == 0 ||
            a->region_mask[_tg_score_region_of (a, p)] != TG_REACH_BOTH ||
            a->unsettled[p] != TG_SCORE_SETTLED)
          continue;
        for (guint i = 0; i < 2; i++)
          {
            TgColor color = i == 0 ? *prefer : TG_OTHER (*prefer);
            TgPoint c;

            if (!_tg_score_touches_color (b, p, color))
              continue;
            c = find_connection_for_fill (a, p, color);
            if (c == TG_NO_POINT)
              continue;
            a->unsettled[c] = TG_SCORE_UNSETTLED_TEIRE;
            tg_board_play (b, c, color, NULL);
            tg_board_play (b, p, color, NULL);
            *prefer = TG_OTHER (color);
            return TRUE;
          }
      }
  return FALSE;
}

/* Fills the neutral points that one side can fill quietly and whose
 * effect @allowed accepts (a bit per FillEffect); when both can, the
 * colours alternate as in real dame filling. find_seki() first plays the
 * forcing fills that the threatened side cannot make itself, then the
 * neutral ones. A dame whose fill by one side would force the other's
 * connection, and which the other can fill quietly, is the other's to
 * fill: after the game stops, a player who wants to play there must ask
 * to resume, and his opponent then moves first (1989 rules, art. 9(3)),
 * so the connection is never due (a->threat[] records it for the panel).
 * A killing fill waits until every other dame is filled and is played
 * only by a chain that cannot be put in atari (FILL_KILLING_SAFE). */
static gboolean
settle_dame (TgScoreAnalysis *a,
             TgColor         *prefer,
             guint            allowed)
{
  TgBoard *b = &a->settled;
  gboolean changed = FALSE;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor colors[2] = { *prefer, TG_OTHER (*prefer) };
        gint effect[2];
        TgPoint forced[2] = { TG_NO_POINT, TG_NO_POINT };
        gint filler = -1;

        if (b->color[p] != TG_EMPTY || a->region[p] == 0 ||
            a->region_mask[_tg_score_region_of (a, p)] != TG_REACH_BOTH ||
            a->unsettled[p] != TG_SCORE_SETTLED)
          continue;

        for (guint i = 0; i < 2; i++)
          effect[i] = _tg_score_touches_color (b, p, colors[i]) && is_quiet_fill (a, p, colors[i])
                      ? (gint) fill_effect_at (a, b, p, colors[i], &forced[i]) : -1;
        for (guint i = 0; i < 2 && filler < 0; i++)
          if (effect[i] == FILL_FORCING && effect[1 - i] == FILL_NEUTRAL)
            {
              /* The threatened side fills it (art. 9(3)). */
              filler = (gint) (1 - i);
              a->threat[p] = forced[i];
              a->threat_color[p] = (guint8) colors[1 - i];
            }
        if (filler < 0)
          for (guint i = 0; i < 2 && filler < 0; i++)
            if (effect[i] >= 0 && (allowed & (1u << effect[i])))
              filler = (gint) i;
        if (filler < 0 || !(allowed & (1u << effect[filler])))
          continue;
        tg_board_play (b, p, colors[filler], NULL);
        if (filler == 0)
          *prefer = colors[1];
        changed = TRUE;
      }
  return changed;
}

/* Settles the position; the neutral points still empty afterwards, next
 * to stones of both colours and not a chain's last liberty, can be filled
 * by neither side: they are the shared liberties of a seki, and the chains
 * around them are in seki. A point that touches one colour only is not
 * shared by the two sides of a seki, however the filling went: it stays a
 * dame (to be filled), so a large region between both colours never
 * becomes seki wholesale. */
static void
find_seki (TgScoreAnalysis *a,
           const TgBoard   *board)
{
  TgBoard *s = &a->settled;
  TgColor prefer = TG_BLACK;

  for (;;)
    {
      gboolean changed = settle_ataris (a, TRUE);

      if (!changed)
        changed = settle_dame (a, &prefer, 1u << FILL_FORCING);
      if (!changed)
        changed = settle_dame (a, &prefer, 1u << FILL_NEUTRAL | 1u << FILL_FORCING);
      if (!changed)
        changed = settle_dame_after_connection (a, &prefer);
      if (!changed)
        changed = settle_dame (a, &prefer, 1u << FILL_KILLING_SAFE);
      if (!changed)
        break;
    }
  _tg_score_mark_captures_before_connections (a, board);
  _tg_score_mark_connections_before_open (a);
  _tg_score_mark_ko_seki (a);

  for (guint y = 0; y < s->height; y++)
    for (guint x = 0; x < s->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (s->color[p] != TG_EMPTY || a->region[p] == 0 ||
            a->region_mask[_tg_score_region_of (a, p)] != TG_REACH_BOTH ||
            a->region_open[_tg_score_region_of (a, p)] ||
            a->unsettled[p] != TG_SCORE_SETTLED ||
            !_tg_score_touches_color (s, p, TG_BLACK) || !_tg_score_touches_color (s, p, TG_WHITE))
          continue;
        a->seki[p] = TG_SEKI_LIBERTY;
        a->n_seki_liberties++;
      }

  for (guint y = 0; y < s->height; y++)
    for (guint x = 0; x < s->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (a->seki[p] != TG_SEKI_LIBERTY)
          continue;
        for (guint d = 0; d < 4; d++)
          {
            TgPoint q = p + tg_board_dirs[d];

            if ((s->color[q] == TG_BLACK || s->color[q] == TG_WHITE) &&
                a->seki[s->head[q]] != TG_SEKI_STONE)
              _tg_score_mark_seki_chain (a, s, q);
          }
      }
}

void
_tg_score_analyse (TgScoreAnalysis *a,
                   const TgBoard   *board,
                   const guint8    *dead,
                   gboolean         remove_dead,
                   const guint8    *user_seki)
{
  memset (a->mark, 0, sizeof a->mark);
  a->stamp = 0;
  build_live_board (a, board, dead, remove_dead);
  _tg_score_find_capture_points (a, board, dead, remove_dead);
  _tg_score_find_regions (a, board);
  memset (a->seki, 0, sizeof a->seki);
  memset (a->unsettled, 0, sizeof a->unsettled);
  memset (a->threat, 0xff, sizeof a->threat);
  memset (a->threat_color, 0, sizeof a->threat_color);
  a->n_seki_liberties = 0;

  a->settled = a->live;
  a->settled.ko = TG_NO_POINT;
  if (remove_dead)
    find_seki (a, board);
  else
    /* Tromp-Taylor counts the board as it stands: no dame filling and no
     * seki; only the chains in atari are worth reporting. */
    settle_ataris (a, FALSE);

  if (user_seki != NULL)
    _tg_score_add_user_seki (a, user_seki);

  /* The eyes of the groups in seki score nothing where the rules tax
   * seki. */
  _tg_score_spread_seki (a);
}
