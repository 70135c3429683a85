/* tg-deadstones-playout.c: random playouts from a finished position, for ownership
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each playout copies the board and lets both sides play random moves
 * until both pass, the way a finished game would be played out if someone
 * disputed it:
 *  - a side first answers the opponent's last move: it takes that stone
 *    when it stands in atari, else it saves a chain of its own that the
 *    move put in atari, if one extension gives it two liberties;
 *  - otherwise it plays a uniformly random legal move that does not fill
 *    one of its own true eyes (every neighbour its own, and at most one
 *    diagonal the opponent's, none on the edge): false eyes get filled
 *    when that is the only way to connect;
 *  - a side never commits suicide and never puts a chain of two or more
 *    stones into atari unless the move captures: a seki stays a seki,
 *    while single-stone throw-ins and the first stone of a nakade are
 *    still played.
 * At the end every stone counts for its colour and every empty region for
 * the colour that alone surrounds it; the owners are summed over all
 * playouts.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"

#define MAX_POINTS (TG_MAX_SIZE * TG_MAX_SIZE)

/* Playouts always played, however long they are. */
#define MIN_PLAYOUTS  64

/* Random number generator ------------------------------------------------- */

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

void
_tg_rng_init (TgRng   *rng,
              guint64  seed)
{
  guint64 state = seed;

  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&state);
}

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

/* Inlined into the playouts, which draw several numbers a move. */
static inline guint64
rng_next (TgRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint64
_tg_rng_next (TgRng *rng)
{
  return rng_next (rng);
}

/* _tg_rng_below() on the inlined generator: the same numbers. */
static inline guint
rng_below (TgRng *rng,
           guint  n)
{
  return (guint) (((rng_next (rng) >> 32) * (guint64) n) >> 32);
}

/* Playouts ---------------------------------------------------------------- */

typedef struct
{
  TgBoard  board;
  TgPoint  list[MAX_POINTS];      /* empty points a move may go to */
  guint16  index[TG_ARRAY_SIZE];  /* position of a point in list[] */
  guint    n;
  TgPoint  captured[MAX_POINTS];
  TgPoint  stack[MAX_POINTS];
  guint16  seen[TG_ARRAY_SIZE];
  guint16  stamp;
  gsize    limit;                 /* points past the board's last edge point */
} Playout;

static inline void
list_add (Playout *pl,
          TgPoint  p)
{
  pl->index[p] = pl->n;
  pl->list[pl->n++] = p;
}

static inline void
list_swap (Playout *pl,
           guint    i,
           guint    j)
{
  TgPoint a = pl->list[i];
  TgPoint b = pl->list[j];

  pl->list[i] = b;
  pl->index[b] = i;
  pl->list[j] = a;
  pl->index[a] = j;
}

static inline void
list_remove (Playout *pl,
             TgPoint  p)
{
  guint i = pl->index[p];

  /* A point outside the list (settled territory) has nothing to remove. */
  if (i >= pl->n || pl->list[i] != p)
    return;
  list_swap (pl, i, pl->n - 1);
  pl->n--;
}

/* How many liberties (0, 1 or "2 or more") the chain of @color would
 * have after playing at empty point @p, and the size of that chain (exact
 * up to the point where two liberties are found); sets *@captures when
 * the move takes an opponent chain. */
static guint
liberties_after (const TgBoard *b,
                 TgPoint        p,
                 TgColor        color,
                 guint         *size_out,
                 gboolean      *captures)
{
  TgPoint heads[4];
  TgPoint lib = TG_NO_POINT;
  guint n_heads = 0, n_empty = 0, size = 1;

  *captures = FALSE;
  *size_out = 1;
  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgColor c = b->color[q];

      if (c == TG_EMPTY)
        {
          n_empty++;
          lib = q;
        }
      else if (c == color)
        {
          TgPoint h = b->head[q];
          gboolean dup = FALSE;

          for (guint k = 0; k < n_heads; k++)
            dup |= (heads[k] == h);
          if (!dup)
            heads[n_heads++] = h;
        }
      else if (c == TG_OTHER (color) && b->libs[b->head[q]] == 1)
        *captures = TRUE;
    }

  if (*captures || n_empty >= 2)
    return 2;

  for (guint k = 0; k < n_heads; k++)
    {
      TgPoint h = heads[k];

      if (b->libs[h] >= 3)
        return 2;
      size += b->size[h];
      if (b->libs[h] == 1)
        continue;   /* its only liberty is @p */
      TG_BOARD_FOREACH_STONE (b, h, s)
        for (guint d = 0; d < 4; d++)
          {
            TgPoint q = s + tg_board_dirs[d];

            if (b->color[q] != TG_EMPTY || q == p || q == lib)
              continue;
            if (lib != TG_NO_POINT)
              return 2;   /* a second liberty */
            lib = q;
          }
    }

  *size_out = size;
  return lib == TG_NO_POINT ? 0 : 1;
}

/* A true eye of @color: every neighbour is @color or the edge, and the
 * opponent holds no diagonal on the edge, at most one inside. */
static inline gboolean
is_eye (const TgBoard *b,
        TgPoint        p,
        TgColor        color)
{
  static const int diagonals[4] = {
    -TG_STRIDE - 1, -TG_STRIDE + 1, TG_STRIDE - 1, TG_STRIDE + 1
  };
  guint opp = 0, edge = 0;

  for (guint d = 0; d < 4; d++)
    {
      TgColor c = b->color[p + tg_board_dirs[d]];

      if (c != color && c != TG_EDGE)
        return FALSE;
    }
  for (guint d = 0; d < 4; d++)
    {
      TgColor c = b->color[p + diagonals[d]];

      if (c == TG_EDGE)
        edge++;
      else if (c == TG_OTHER (color))
        opp++;
    }
  return edge > 0 ? opp == 0 : opp <= 1;
}

/* Whether the random policy may play @color at empty point @p: not into
 * the simple ko, not into its own eye, not suicide, and not a self-atari
 * of two or more stones that captures nothing. */
static gboolean
is_acceptable (const TgBoard *b,
               TgPoint        p,
               TgColor        color)
{
  gboolean captures;
  guint size, libs;

  if (p == b->ko && color == b->ko_color)
    return FALSE;
  /* Two empty neighbours: neither an eye nor short of liberties. */
  if ((b->color[p + TG_DIR_N] == TG_EMPTY) + (b->color[p + TG_DIR_W] == TG_EMPTY) +
      (b->color[p + TG_DIR_E] == TG_EMPTY) + (b->color[p + TG_DIR_S] == TG_EMPTY) >= 2)
    return TRUE;
  if (is_eye (b, p, color))
    return FALSE;
  libs = liberties_after (b, p, color, &size, &captures);
  return libs >= 2 || (libs == 1 && size == 1);
}

/* The answers a player does not miss: take the opponent's last stone
 * when it stands in atari, else save a chain of its own that the last
 * move put in atari by extending it to two liberties or more. */
static TgPoint
answer_last_move (const TgBoard *b,
                  TgPoint        last,
                  TgColor        color)
{
  gboolean captures;
  guint size;

  if (last == TG_PASS || b->color[last] != TG_OTHER (color))
    return TG_PASS;

  if (b->libs[b->head[last]] == 1)
    {
      TgPoint lib = tg_board_chain_any_liberty (b, last);

      if (lib != TG_NO_POINT && is_acceptable (b, lib, color))
        return lib;
    }

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = last + tg_board_dirs[d];
      TgPoint lib;

      if (b->color[q] != color || b->libs[b->head[q]] != 1)
        continue;
      lib = tg_board_chain_any_liberty (b, q);
      if (lib != TG_NO_POINT && !(lib == b->ko && color == b->ko_color) &&
          liberties_after (b, lib, color, &size, &captures) >= 2)
        return lib;
    }
  return TG_PASS;
}

static TgPoint
choose_move (Playout *pl,
             TgColor  color,
             TgPoint  last,
             TgRng   *rng)
{
  guint n = pl->n;
  TgPoint answer = answer_last_move (&pl->board, last, color);

  if (answer != TG_PASS)
    return answer;

  while (n > 0)
    {
      guint i = rng_below (rng, n);
      TgPoint p = pl->list[i];

      /* Move the candidate out of the sampling window. */
      list_swap (pl, i, n - 1);
      n--;
      if (is_acceptable (&pl->board, p, color))
        return p;
    }
  return TG_PASS;
}

/* Copies @src into @dst up to point @limit: the header and what the
 * playouts can reach (the board and its edge), a third of a 19×19
 * board's arrays; @dst holds a full copy of @src's position already. */
static inline void
copy_board (TgBoard       *dst,
            const TgBoard *src,
            gsize          limit)
{
  memcpy (dst, src, G_STRUCT_OFFSET (TgBoard, color));
  memcpy (dst->color, src->color, limit * sizeof src->color[0]);
  memcpy (dst->head, src->head, limit * sizeof src->head[0]);
  memcpy (dst->next, src->next, limit * sizeof src->next[0]);
  memcpy (dst->libs, src->libs, limit * sizeof src->libs[0]);
  memcpy (dst->size, src->size, limit * sizeof src->size[0]);
}

static guint
play_one (Playout       *pl,
          const TgBoard *start,
          const TgPoint *candidates,
          guint          n_candidates,
          const guint8  *frozen,
          TgColor        first,
          guint          max_moves,
          TgRng         *rng)
{
  TgColor color = first;
  TgPoint last = TG_PASS;
  guint passes = 0, moves;

  copy_board (&pl->board, start, pl->limit);
  pl->n = 0;
  for (guint i = 0; i < n_candidates; i++)
    list_add (pl, candidates[i]);

  for (moves = 0; passes < 2 && moves < max_moves; moves++)
    {
      TgPoint p = choose_move (pl, color, last, rng);

      if (p == TG_PASS)
        {
          passes++;
          tg_board_pass (&pl->board);
        }
      else
        {
          guint n_captured = tg_board_play (&pl->board, p, color, pl->captured);

          passes = 0;
          list_remove (pl, p);
          for (guint k = 0; k < n_captured; k++)
            if (!frozen[pl->captured[k]])
              list_add (pl, pl->captured[k]);
        }
      last = p;
      color = TG_OTHER (color);
    }
  return moves;
}

/* Adds the final owner of every point: stones count for their colour,
 * an empty region for the one colour it touches (none if both). */
static void
add_ownership (Playout       *pl,
               const TgPoint *points,
               guint          n_points,
               gint32        *sum)
{
  const TgBoard *b = &pl->board;

  if (++pl->stamp == 0)
    {
      memset (pl->seen, 0, sizeof pl->seen);
      pl->stamp = 1;
    }

  for (guint i = 0; i < n_points; i++)
    {
      TgPoint p = points[i];
      TgColor c = b->color[p];
      guint n = 0, sp = 0;
      guint touches = 0;
      gint delta;

      if (c == TG_BLACK)
        sum[p]++;
      else if (c == TG_WHITE)
        sum[p]--;
      if (c != TG_EMPTY || pl->seen[p] == pl->stamp)
        continue;

      /* Flood the empty region; region[] reuses the capture buffer. */
      pl->seen[p] = pl->stamp;
      pl->stack[sp++] = p;
      while (sp > 0)
        {
          TgPoint q = pl->stack[--sp];

          pl->captured[n++] = q;
          for (guint d = 0; d < 4; d++)
            {
              TgPoint r = q + tg_board_dirs[d];
              TgColor rc = b->color[r];

              if (rc == TG_EMPTY)
                {
                  if (pl->seen[r] != pl->stamp)
                    {
                      pl->seen[r] = pl->stamp;
                      pl->stack[sp++] = r;
                    }
                }
              else if (rc != TG_EDGE)
                touches |= 1u << rc;
            }
        }
      delta = touches == (1u << TG_BLACK) ? 1 : touches == (1u << TG_WHITE) ? -1 : 0;
      if (delta != 0)
        for (guint k = 0; k < n; k++)
          sum[pl->captured[k]] += delta;
    }
}

guint
_tg_playouts_run (const TgBoard *board,
                  const guint8  *frozen,
                  guint          n_playouts,
                  guint64        move_budget,
                  TgRng         *rng,
                  gint32        *sum)
{
  g_autofree Playout *pl = g_new0 (Playout, 1);
  g_autofree TgPoint *points = g_new (TgPoint, MAX_POINTS);
  g_autofree TgPoint *candidates = g_new (TgPoint, MAX_POINTS);
  guint n_points = 0, n_candidates = 0, max_moves, done = 0;
  guint64 moves = 0;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        points[n_points++] = p;
        if (tg_board_get (board, p) == TG_EMPTY && !frozen[p])
          candidates[n_candidates++] = p;
      }

  pl->board = *board;
  /* The corner past the last point is the last point a playout reads. */
  pl->limit = MIN ((gsize) tg_point (board->width, board->height) + 1, TG_ARRAY_SIZE);

  /* Long enough for every point to be filled and captured a few times;
   * only a cycle of kos runs into it. */
  max_moves = 4 * n_points + 64;

  while (done < n_playouts)
    {
      moves += play_one (pl, board, candidates, n_candidates, frozen,
                         done % 2 == 0 ? TG_BLACK : TG_WHITE, max_moves, rng);
      add_ownership (pl, points, n_points, sum);
      done++;
      /* Stop early on a long position, after a pair (one game each side
       * first) and never below the minimum. */
      if (moves >= move_budget && done % 2 == 0 && done >= MIN_PLAYOUTS)
        break;
    }
  return done;
}
