/* tg-deadstones.c: which stones are dead at the end of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The proposal, step by step:
 *  1. Benson (tg-deadstones-benson.c) for both colours. Pass-alive chains are alive;
 *     stones in the opponent's pass-alive territory are dead. That
 *     territory is settled: the playouts never move there.
 *     A chain in atari that its owner cannot save (read out by
 *     tg-deadstones-reading.c) is dead too: the playouts start from the
 *     position where the opponent has taken it.
 *  2. Random playouts (tg-deadstones-playout.c) give every point an ownership in
 *     [−1, 1]. A chain whose stones the opponent owns on average by more
 *     than DEAD_THRESHOLD (55 playouts out of 100) is dead, provided the
 *     opponent is around at all (its region touches an opponent stone). A
 *     seki keeps its own colour in the playouts (nobody fills a shared
 *     liberty into self-atari), so it stays alive.
 *  3. Finished-game cleanup, as Sabaki does: stones floating in territory
 *     that is the opponent's (every chain around it alive in most
 *     playouts, not in atari and not living only on liberties it shares
 *     with the stones, which would be a seki; and the stones enclose at
 *     most one point of their own) are dead unless the playouts clearly
 *     keep them alive; and related chains
 *     (same colour, same region enclosed by the opponent) are dead or alive
 *     together, by a vote weighted by stones, unless the region holds both
 *     a clearly alive and a clearly dead chain (then it is not one enclosed
 *     region but an open boundary, and every chain keeps its own verdict).
 *     Then groups that cannot make two eyes in the opponent's area
 *     (tg-deadstones-dragons.c) are dead, whatever the playouts say.
 *  4. Chains with one or two liberties read out (tg-deadstones-reading.c):
 *     one that its owner cannot save even moving first (no escape, a
 *     ladder, a net) and that the opponent captures moving first is dead.
 *  5. No chain is dead in its own colour's area: one whose captors are all
 *     dead themselves (a stone in atari inside a dead group) is alive.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"

#define MAX_POINTS (TG_MAX_SIZE * TG_MAX_SIZE)

/* Ownership from a chain's own point of view, averaged over its stones. */
#define DEAD_THRESHOLD   (-0.1)   /* below: dead */
#define CLEAR_THRESHOLD  (0.6)    /* beyond ±: clearly alive / clearly dead */
#define FLOAT_OWNER_MIN  (0.3)    /* floating stones: the owner's chains at least this */
#define FLOAT_OWNER_LIBS (2)      /* ... and this many liberties (or pass-alive) */

/* The playouts stop early once they average this many moves. A finished
 * 19×19 game needs about 150. An open one (the estimate) needs more: a
 * 19×19 middle game about 340 at move 100 and 280 at move 150, the empty
 * board about 450; at 256 the estimate's 983 playouts were cut to about
 * three in four at move 100, and the leader changed with the seed in
 * 5.6 % of bench/estimate-truth's positions. At 360 they all run there
 * (4.8 %, docs/estimate.md), and only an opening is cut. */
#define MOVES_PER_PLAYOUT      256
#define OPEN_MOVES_PER_PLAYOUT 360

typedef struct
{
  const TgBoard *board;
  guint8   pass_alive[TG_ARRAY_SIZE];  /* TG_BLACK / TG_WHITE / 0 */
  gfloat   own[TG_ARRAY_SIZE];         /* Black's ownership, −1..1 */
  gfloat   chain_own[TG_ARRAY_SIZE];   /* by head: mean own, chain's view */
  guint8   chain_certain[TG_ARRAY_SIZE]; /* by head: 1 alive, 2 dead (Benson, or taken) */
  guint8   dead[TG_ARRAY_SIZE];        /* by stone */
  guint8   taken[TG_ARRAY_SIZE];       /* by head: lost in atari, taken before the playouts */
  guint8   enclosed[TG_ARRAY_SIZE];    /* by stone: its region touches the opponent */
  guint16  mark[TG_ARRAY_SIZE];
  guint16  stamp;
  TgPoint  stack[MAX_POINTS];
  TgPoint  area[MAX_POINTS];
  TgPoint  heads[MAX_POINTS];
  guint    n_heads;
  guint    n_playouts;
  guint8  *unsettled;                  /* by point, or NULL (options->unsettled) */
} Guess;

void
tg_deadstones_options_init (TgDeadstonesOptions *options)
{
  g_return_if_fail (options != NULL);

  options->playouts = TG_DEADSTONES_DEFAULT_PLAYOUTS;
  options->unsettled = NULL;
  options->finished = TRUE;
}

void
tg_deadstones_pass_alive (const TgBoard *board,
                          gboolean       suicide_ok,
                          guint8        *out)
{
  g_autofree guint8 *white = g_new0 (guint8, TG_ARRAY_SIZE);

  g_return_if_fail (board != NULL);
  g_return_if_fail (out != NULL);

  memset (out, 0, TG_ARRAY_SIZE);
  _tg_benson_for_color (board, TG_BLACK, suicide_ok, out);
  _tg_benson_for_color (board, TG_WHITE, suicide_ok, white);

  /* A point both claim cannot happen on a legal board (a pass-alive chain
   * has two vital regions, which the opponent's territory cannot hold);
   * should it ever, the stone's own claim wins. */
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    if (white[i] != 0 && (out[i] == 0 || tg_board_get (board, i) == TG_WHITE))
      out[i] = TG_WHITE;
}

/* Starts a new flood-fill generation in g->mark. */
static guint16
next_stamp (Guess *g)
{
  if (++g->stamp == 0)
    {
      memset (g->mark, 0, sizeof g->mark);
      g->stamp = 1;
    }
  return g->stamp;
}

/* Flood-fills from @start through points whose colour is in @pass (a bit
 * mask of 1 << TgColor) into g->area; returns the number of points. */
static guint
flood (Guess   *g,
       TgPoint  start,
       guint    pass)
{
  const TgBoard *b = g->board;
  guint16 stamp = next_stamp (g);
  guint sp = 0, n = 0;

  g->mark[start] = stamp;
  g->stack[sp++] = start;
  while (sp > 0)
    {
      TgPoint p = g->stack[--sp];

      g->area[n++] = p;
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];

          if (g->mark[q] == stamp || !(pass & (1u << tg_board_get (b, q))))
            continue;
          g->mark[q] = stamp;
          g->stack[sp++] = q;
        }
    }
  return n;
}

/* Whether a related region of @n points (empty points and stones of one
 * colour) is enclosed: one that spans more than two thirds of the board
 * is an open board, which nobody has enclosed. */
static gboolean
is_enclosed_region (const TgBoard *board,
                    guint          n)
{
  return 3 * n <= 2 * tg_board_n_points (board);
}

/* The longest run of empty points between two stones of one group: a
 * one- or two-point jump. Stones further apart in the same region are
 * separate groups, each clicked on its own. */
#define MAX_JUMP 2

/* The stones of @color reachable from @start through that colour's stones
 * and runs of at most MAX_JUMP empty points, into g->area; returns how
 * many points (stones and empty) were reached. run[] holds the shortest
 * run of empty points each point was reached with. */
static guint
flood_group (Guess   *g,
             TgPoint  start,
             TgColor  color)
{
  const TgBoard *b = g->board;
  g_autofree guint8 *run = g_malloc (TG_ARRAY_SIZE);
  /* A point is pushed again only with a shorter run: at most
   * MAX_JUMP + 1 times. */
  g_autofree TgPoint *stack = g_new (TgPoint, (MAX_JUMP + 1) * TG_ARRAY_SIZE);
  guint sp = 0, n = 0;

  memset (run, 0xff, TG_ARRAY_SIZE);
  run[start] = 0;
  stack[sp++] = start;
  while (sp > 0)
    {
      TgPoint p = stack[--sp];

      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor c = tg_board_get (b, q);
          guint r = c == color ? 0 : run[p] + 1u;

          if ((c != color && c != TG_EMPTY) || r > MAX_JUMP || r >= run[q])
            continue;
          run[q] = r;
          stack[sp++] = q;
        }
    }
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    if (run[i] != 0xff)
      g->area[n++] = i;
  return n;
}

guint
tg_deadstones_related (const TgBoard *board,
                       TgPoint        p,
                       TgPoint       *out,
                       guint          n_out)
{
  g_autofree Guess *g = NULL;
  TgColor color;
  guint n, n_stones = 0;

  g_return_val_if_fail (board != NULL, 0);

  if (!tg_board_contains (board, p))
    return 0;
  color = tg_board_get (board, p);
  if (color != TG_BLACK && color != TG_WHITE)
    return 0;

  g = g_new0 (Guess, 1);
  g->board = board;
  n = flood (g, p, (1u << TG_EMPTY) | (1u << color));
  n = is_enclosed_region (board, n) ? flood_group (g, p, color) : flood (g, p, 1u << color);
  for (guint i = 0; i < n; i++)
    if (tg_board_get (board, g->area[i]) == color)
      {
        if (n_stones < n_out)
          out[n_stones] = g->area[i];
        n_stones++;
      }
  return n_stones;
}

gboolean
tg_deadstones_toggle (const TgBoard *board,
                      guint8        *dead,
                      TgPoint        p)
{
  g_autofree TgPoint *related = NULL;
  guint n;
  guint8 mark;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (dead != NULL, FALSE);

  if (!tg_board_contains (board, p))
    return FALSE;
  if (tg_board_get (board, p) != TG_BLACK && tg_board_get (board, p) != TG_WHITE)
    return FALSE;

  related = g_new (TgPoint, MAX_POINTS);
  n = tg_deadstones_related (board, p, related, MAX_POINTS);
  mark = dead[p] ? 0 : 1;
  for (guint i = 0; i < n; i++)
    dead[related[i]] = mark;
  return TRUE;
}

/* Step 1 and 2: certain verdicts and playout ownership per chain --------- */

static void
collect_chains (Guess *g)
{
  const TgBoard *b = g->board;

  g->n_heads = 0;
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (b, p);

        if ((c == TG_BLACK || c == TG_WHITE) && tg_board_chain_head (b, p) == p)
          g->heads[g->n_heads++] = p;
      }
}

/* Nodes the reader may spend on one chain: a ladder across a 19×19 board
 * needs about 100, a net on an open board a few hundred (the reading's
 * table of positions already read keeps most chains far below). */
#define READING_BUDGET 600

/* A chain in atari that its owner cannot save (no extension, no capture
 * of an attacker, no counter-atari helps) is lost whatever happens: its
 * opponent takes it whenever it likes. The playouts start from the
 * position after that capture, so that the race it decided (a group
 * around it that lives by taking it, or one that dies because the stones
 * were its only hope) is not played again by chance: a random player
 * does not know it must take at once. Marks those chains in g->taken. */
static void
take_lost_chains (Guess    *g,
                  TgBoard  *start,
                  gboolean  suicide_ok)
{
  const TgBoard *b = g->board;

  for (guint i = 0; i < g->n_heads; i++)
    {
      TgPoint h = g->heads[i];
      TgColor c = tg_board_get (b, h);
      TgPoint lib;

      if (g->pass_alive[h] != 0 || tg_board_chain_liberties (b, h) != 1 ||
          tg_board_get (start, h) != c || tg_board_chain_liberties (start, h) != 1)
        continue;
      lib = tg_board_chain_any_liberty (start, h);
      if (lib == TG_NO_POINT ||
          tg_board_check (start, lib, TG_OTHER (c), suicide_ok) != TG_BOARD_OK ||
          !_tg_reading_can_capture (b, h, suicide_ok, READING_BUDGET))
        continue;
      tg_board_play (start, lib, TG_OTHER (c), NULL);
      g->taken[h] = 1;
    }
}

static void
estimate_ownership (Guess    *g,
                    guint     n_playouts,
                    guint     moves_per_playout,
                    guint64   seed,
                    gboolean  suicide_ok)
{
  const TgBoard *b = g->board;
  g_autofree guint8 *frozen = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree gint32 *sum = g_new0 (gint32, TG_ARRAY_SIZE);
  g_autofree TgBoard *start = tg_board_copy (b);

  /* Territory that is pass-alive is settled: lift the dead stones in it
   * and keep the playouts out. */
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (b, p);
        TgColor owner = g->pass_alive[p];

        if (owner == 0 || c == owner)
          continue;
        frozen[p] = 1;
        if (c != TG_EMPTY)
          tg_board_set (start, p, TG_EMPTY);
      }

  take_lost_chains (g, start, suicide_ok);

  if (n_playouts > 0)
    {
      TgRng rng;

      _tg_rng_init (&rng, seed);
      n_playouts = _tg_playouts_run (start, frozen, n_playouts,
                                     (guint64) n_playouts * moves_per_playout, &rng, sum);
    }
  g->n_playouts = n_playouts;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (g->pass_alive[p] == TG_BLACK)
          g->own[p] = 1.0f;
        else if (g->pass_alive[p] == TG_WHITE)
          g->own[p] = -1.0f;
        else if (n_playouts > 0)
          g->own[p] = (gfloat) sum[p] / (gfloat) n_playouts;
        else
          g->own[p] = 0.0f;
      }
}

/* A chain can only be dead when the opponent is around: its related
 * region (through empty points and its own colour) touches an opponent
 * stone. A lone stone on an empty board is nobody's prisoner. */
static void
mark_enclosed (Guess *g)
{
  const TgBoard *b = g->board;
  g_autofree guint8 *done = g_new0 (guint8, TG_ARRAY_SIZE);

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);
        TgColor c = tg_board_get (b, start);
        gboolean touches = FALSE;
        guint n;

        if (done[start] || (c != TG_BLACK && c != TG_WHITE))
          continue;
        n = flood (g, start, (1u << TG_EMPTY) | (1u << c));
        for (guint i = 0; i < n && !touches; i++)
          for (guint d = 0; d < 4; d++)
            touches |= tg_board_get (b, g->area[i] + tg_board_dirs[d]) == TG_OTHER (c);
        for (guint i = 0; i < n; i++)
          if (tg_board_get (b, g->area[i]) == c)
            {
              done[g->area[i]] = 1;
              g->enclosed[g->area[i]] = touches;
            }
      }
}

static void
judge_chains (Guess *g)
{
  const TgBoard *b = g->board;

  for (guint i = 0; i < g->n_heads; i++)
    {
      TgPoint h = g->heads[i];
      TgColor c = tg_board_get (b, h);
      gfloat total = 0.0f;
      guint8 verdict;

      g->chain_certain[h] = 0;
      if (g->pass_alive[h] == c)
        g->chain_certain[h] = 1;
      else if (g->pass_alive[h] == TG_OTHER (c))
        g->chain_certain[h] = 2;

      TG_BOARD_FOREACH_STONE (b, h, s)
        total += g->own[s];
      total /= (gfloat) tg_board_chain_size (b, h);
      g->chain_own[h] = c == TG_BLACK ? total : -total;

      if (g->taken[h])
        g->chain_certain[h] = 2;
      if (g->chain_certain[h] != 0)
        verdict = g->chain_certain[h] == 2;
      else
        verdict = g->n_playouts > 0 && g->enclosed[h] && g->chain_own[h] < DEAD_THRESHOLD;

      TG_BOARD_FOREACH_STONE (b, h, s)
        g->dead[s] = verdict;
    }
}

/* Step 3: finished-game cleanup ------------------------------------------ */

/* Sets the verdict of the whole chain at @p unless Benson decided it. */
static void
set_chain_dead (Guess    *g,
                TgPoint   p,
                gboolean  dead)
{
  const TgBoard *b = g->board;
  if (g->chain_certain[tg_board_chain_head (b, p)] != 0)
    return;
  TG_BOARD_FOREACH_STONE (b, p, s)
    g->dead[s] = dead;
}

/* Whether @region (other-colour stones and empty points, marked in @done)
 * is @owner's territory: every @owner chain around it alive in most
 * playouts and safe (not in atari, not living on liberties shared with
 * the stones), the stones inside not clearly alive (a seki's are). */
static gboolean
is_owners_territory (Guess         *g,
                     const TgPoint *region,
                     guint          n,
                     TgColor        owner,
                     guint8        *done)
{
  const TgBoard *b = g->board;
  TgColor other = TG_OTHER (owner);
  guint n_stones = 0;
  gboolean owner_dead = FALSE;
  gfloat stones_own = 0.0f, weakest = 1.0f;

  for (guint i = 0; i < n; i++)
    {
      TgPoint p = region[i];

      done[p] = 1;
      if (tg_board_get (b, p) == other)
        {
          n_stones++;
          stones_own += g->chain_own[tg_board_chain_head (b, p)];
        }
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];

          if (tg_board_get (b, q) != owner)
            continue;
          owner_dead |= g->dead[q] != 0;
          weakest = MIN (weakest, g->chain_own[tg_board_chain_head (b, q)]);
          /* An owner chain in atari, or whose every liberty the stones
           * inside share, may be in seki with them: no floating there. */
          if (g->chain_certain[tg_board_chain_head (b, q)] == 0 &&
              (tg_board_chain_liberties (b, q) < FLOAT_OWNER_LIBS ||
               _tg_liberties_all_shared (b, q, other)))
            owner_dead = TRUE;
        }
    }
  stones_own /= n_stones;
  return !owner_dead && weakest >= FLOAT_OWNER_MIN && stones_own < CLEAR_THRESHOLD;
}

/* The pockets of @region: its empty points that cannot reach an @owner
 * stone without crossing the other colour's stones; counted up to 2. */
static guint
count_pockets (Guess         *g,
               const TgPoint *region,
               guint          n,
               TgColor        owner,
               guint8        *pocket_done)
{
  const TgBoard *b = g->board;
  guint pockets = 0;

  for (guint i = 0; i < n && pockets <= 1; i++)
    {
      TgPoint p = region[i];
      guint m;
      gboolean reaches = FALSE;

      if (tg_board_get (b, p) != TG_EMPTY || pocket_done[p])
        continue;
      m = flood (g, p, 1u << TG_EMPTY);
      for (guint k = 0; k < m; k++)
        {
          pocket_done[g->area[k]] = 1;
          for (guint d = 0; d < 4; d++)
            reaches |= tg_board_get (b, g->area[k] + tg_board_dirs[d]) == owner;
        }
      if (!reaches)
        pockets += m;
    }
  return pockets;
}

/* Every region enclosed by @owner that holds stones of the other colour:
 * when it is @owner's territory (is_owners_territory()) and the other
 * colour's stones enclose at most one empty point out of @owner's reach,
 * those stones float in @owner's territory and are dead. */
static void
remove_floating (Guess   *g,
                 TgColor  owner)
{
  const TgBoard *b = g->board;
  TgColor other = TG_OTHER (owner);
  g_autofree guint8 *done = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree guint8 *pocket_done = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree TgPoint *region = g_new (TgPoint, MAX_POINTS);

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);
        guint n;

        if (done[start] || tg_board_get (b, start) != other)
          continue;
        n = flood (g, start, (1u << TG_EMPTY) | (1u << other));
        memcpy (region, g->area, n * sizeof (TgPoint));
        if (!is_owners_territory (g, region, n, owner, done) ||
            count_pockets (g, region, n, owner, pocket_done) > 1)
          continue;
        for (guint i = 0; i < n; i++)
          if (tg_board_get (b, region[i]) == other)
            set_chain_dead (g, region[i], TRUE);
      }
}

/* Related chains share one fate. */
static void
unify_related (Guess   *g,
               TgColor  color)
{
  const TgBoard *b = g->board;
  g_autofree guint8 *done = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree TgPoint *stones = g_new (TgPoint, MAX_POINTS);

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);
        guint n, n_stones = 0, n_dead = 0;
        gboolean clearly_alive = FALSE, clearly_dead = FALSE;

        if (done[start] || tg_board_get (b, start) != color)
          continue;

        n = flood (g, start, (1u << TG_EMPTY) | (1u << color));
        for (guint i = 0; i < n; i++)
          {
            TgPoint p = g->area[i];
            gfloat own;

            if (tg_board_get (b, p) != color)
              continue;
            done[p] = 1;
            stones[n_stones++] = p;
            n_dead += g->dead[p] != 0;
            own = g->chain_own[tg_board_chain_head (b, p)];
            clearly_alive |= !g->dead[p] && own >= CLEAR_THRESHOLD;
            clearly_dead |= g->dead[p] && own <= -CLEAR_THRESHOLD;
          }
        if (n_dead == 0 || n_dead == n_stones || (clearly_alive && clearly_dead) ||
            !is_enclosed_region (b, n))
          continue;
        for (guint i = 0; i < n_stones; i++)
          set_chain_dead (g, stones[i], 2 * n_dead > n_stones);
      }
}

/* Step 4: weak chains read out ------------------------------------------ */

/* A chain with one or two liberties that the playouts keep alive, but not
 * clearly (a chain they own in most playouts lives by its group), is dead
 * when it is lost both ways: its owner, moving first, cannot save it, and
 * the opponent, moving first, captures it whatever its owner answers (a
 * stone in atari with no escape, a ladder, a two-liberty group in a net).
 * A chain its owner saves by moving first is alive (in sente). Only proved
 * captures change a verdict. */
/* Whether the opponent's chains next to the chain at @h are strong enough
 * for a reading of @h alone to decide its fate: each pass-alive, or owned
 * by the opponent in most playouts and not living only on liberties
 * shared with @h's colour (every liberty touching such a stone). Next to
 * a weak chain, or one that lives on shared liberties, taking @h's two
 * liberties is a capturing race or a seki, which this reading does not
 * decide. */
static gboolean
attackers_strong (Guess   *g,
                  TgPoint  h)
{
  const TgBoard *b = g->board;
  TgColor owner = tg_board_get (b, h);
  gboolean strong = TRUE;

  TG_BOARD_FOREACH_STONE (b, h, s)
    for (guint d = 0; d < 4 && strong; d++)
      {
        TgPoint q = s + tg_board_dirs[d];
        TgPoint qh = tg_board_chain_head (b, q);

        if (tg_board_get (b, q) != TG_OTHER (owner) || g->chain_certain[qh] == 1)
          continue;
        strong = g->chain_own[qh] >= CLEAR_THRESHOLD && !_tg_liberties_all_shared (b, q, owner);
      }
  return strong;
}

/* TgAttackerStrong for the enclosed reading: an opponent chain around an
 * enclosed chain is safe when pass-alive, or owned in most playouts and
 * not living on liberties shared with the enclosed chain's colour. */
static gboolean
wall_strong (const TgBoard *b,
             TgPoint        p,
             gpointer       data)
{
  Guess *g = data;
  TgPoint h = tg_board_chain_head (b, p);

  if (g->chain_certain[h] != 0)
    return g->chain_certain[h] == 1;
  return g->chain_own[h] >= CLEAR_THRESHOLD &&
         !_tg_liberties_all_shared (b, p, TG_OTHER (tg_board_get (b, p)));
}

/* Nodes for the enclosed reading of one chain (a square four or a bent
 * four with a stone inside needs a few hundred). */
#define SPACE_BUDGET 1500

/* Nodes for each question about a group of chains sharing one eye space
 * (proof-number search on bit masks, about 1 µs a node): GNU Go's score42
 * corner, 17 points with the wall's short liberties, needs 16 000 for the
 * kill and 25 000 to show the owner cannot live. */
#define GROUP_BUDGET 40000

/* Reads the group of the chain at @h (several chains sharing one small
 * enclosed eye space) as one: TRUE, and every chain of it marked dead,
 * when the opponent kills it both ways. Marks its chains in @tried. */
static gboolean
read_group (Guess    *g,
            TgPoint   h,
            gboolean  suicide_ok,
            guint8   *tried)
{
  TgGroupZone zone = { 0 };
  gboolean dead = _tg_reading_group_dead (g->board, h, suicide_ok, GROUP_BUDGET,
                                          wall_strong, g, &zone);

  tried[h] = 1;
  if (zone.n_heads < 2)
    return FALSE;
  for (guint i = 0; i < zone.n_heads; i++)
    {
      tried[zone.heads[i]] = 1;
      if (g->chain_certain[zone.heads[i]] != 0)
        dead = FALSE;
    }
  for (guint i = 0; dead && i < zone.n_heads; i++)
    set_chain_dead (g, zone.heads[i], TRUE);
  return dead;
}

/* Marks the chain at @h and its eye space in g->unsettled when a move
 * decides its life for either side. */
static void
mark_unsettled (Guess    *g,
                TgPoint   h,
                gboolean  suicide_ok)
{
  TgPoint space[TG_DEADSTONES_SPACE_MAX];
  guint n;

  if (!_tg_reading_enclosed_unsettled (g->board, h, suicide_ok, SPACE_BUDGET, wall_strong, g,
                                       space, &n))
    return;
  TG_BOARD_FOREACH_STONE (g->board, h, s)
    g->unsettled[s] = 1;
  for (guint i = 0; i < n; i++)
    g->unsettled[space[i]] = 1;
}

static void
read_weak_chains (Guess         *g,
                  const TgRules *rules)
{
  const TgBoard *b = g->board;
  gboolean suicide_ok = rules != NULL && rules->suicide;
  g_autofree guint8 *tried = g_new0 (guint8, TG_ARRAY_SIZE);

  for (guint i = 0; i < g->n_heads; i++)
    {
      TgPoint h = g->heads[i];

      if (g->chain_certain[h] != 0 || g->dead[h] || !g->enclosed[h])
        continue;
      /* An enclosed chain is read whatever the playouts say: random
       * players keep a false seki or a dead shape alive. */
      if (_tg_reading_enclosed_dead (b, h, suicide_ok, SPACE_BUDGET, wall_strong, g))
        {
          set_chain_dead (g, h, TRUE);
          continue;
        }
      if (!tried[h] && read_group (g, h, suicide_ok, tried))
        continue;
      if (g->unsettled != NULL)
        mark_unsettled (g, h, suicide_ok);
      if (g->chain_own[h] >= CLEAR_THRESHOLD || tg_board_chain_liberties (b, h) > 2)
        continue;
      if (tg_board_chain_liberties (b, h) == 2 && !attackers_strong (g, h))
        continue;
      if (_tg_reading_can_capture (b, h, suicide_ok, READING_BUDGET))
        set_chain_dead (g, h, TRUE);
    }
}

void
tg_deadstones_guess_full (const TgBoard             *board,
                          const TgRules             *rules,
                          guint64                    seed,
                          const TgDeadstonesOptions *options,
                          guint8                    *dead,
                          gint8                     *ownership)
{
  TgDeadstonesOptions defaults;
  g_autofree Guess *g = NULL;

  g_return_if_fail (board != NULL);
  g_return_if_fail (dead != NULL);

  if (options == NULL)
    {
      tg_deadstones_options_init (&defaults);
      options = &defaults;
    }

  g = g_new0 (Guess, 1);
  g->board = board;
  g->unsettled = options->unsettled;
  if (g->unsettled != NULL)
    memset (g->unsettled, 0, TG_ARRAY_SIZE);

  tg_deadstones_pass_alive (board, rules != NULL && rules->suicide, g->pass_alive);
  collect_chains (g);
  estimate_ownership (g, options->playouts,
                      options->finished ? MOVES_PER_PLAYOUT : OPEN_MOVES_PER_PLAYOUT,
                      seed, rules != NULL && rules->suicide);
  mark_enclosed (g);
  judge_chains (g);

  if (options->finished)
    {
      TgDeadView view = { board, g->own, g->chain_own, g->chain_certain, g->dead };

      remove_floating (g, TG_BLACK);
      remove_floating (g, TG_WHITE);
      _tg_deadstones_eyeless_groups (&view, TG_BLACK);
      _tg_deadstones_eyeless_groups (&view, TG_WHITE);
      unify_related (g, TG_BLACK);
      unify_related (g, TG_WHITE);
    }
  read_weak_chains (g, rules);
  _tg_deadstones_revive_own_area (board, g->pass_alive, g->dead);

  memset (dead, 0, TG_ARRAY_SIZE);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        dead[p] = g->dead[p] ? 1 : 0;
      }

  if (ownership != NULL)
    {
      memset (ownership, 0, TG_ARRAY_SIZE);
      for (guint y = 0; y < board->height; y++)
        for (guint x = 0; x < board->width; x++)
          {
            TgPoint p = tg_point (x, y);

            ownership[p] = (gint8) (g->own[p] * 100.0f + (g->own[p] >= 0 ? 0.5f : -0.5f));
          }
    }
}

void
tg_deadstones_guess (const TgBoard *board,
                     const TgRules *rules,
                     guint64        seed,
                     guint8        *dead)
{
  tg_deadstones_guess_full (board, rules, seed, NULL, dead, NULL);
}
