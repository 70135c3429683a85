/* tg-deadstones-zone-board.c: a group's zone as a small board of its own
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See tg-deadstones-zone-private.h: positions on at most 32 points as bit
 * masks, moves with captures and the simple ko, the group's escape and
 * pass-alive test, and the order in which a reading tries the moves.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-zone-private.h"

typedef TgZoneMask     Mask;
typedef TgZoneGeometry Geometry;
typedef TgZoneState    State;

#define BIT(i)   TG_ZONE_BIT (i)
#define MAX_WALL TG_ZONE_MAX_WALL
#define NO_KO    TG_ZONE_NO_KO

/* New stones of the defender that a captured group may leave in its eye
 * space (a throw-in, a stone played after the capture). */
#define LEFT_OVER 2

typedef struct
{
  Mask    stones;
  Mask    libs;       /* empty zone points next to it */
  guint64 wall;       /* wall chains joined to it */
  gboolean free;      /* a liberty outside the zone: never captured */
} Chain;

static inline guint
first_bit (Mask m)
{
  return (guint) __builtin_ctzll (m);
}

static inline guint
n_bits (Mask m)
{
  return (guint) __builtin_popcountll (m);
}

static inline Mask
empty_points (const Geometry *g,
              const State    *st)
{
  return g->all & ~(st->stones[TG_BLACK] | st->stones[TG_WHITE]);
}

/* The zone points next to the points of @m. */
static Mask
spread (const Geometry *g,
        Mask            m)
{
  Mask around = 0;

  for (; m != 0; m &= m - 1)
    around |= g->nb[first_bit (m)];
  return around;
}

/* The chain of @c through @stones and @wall (its seeds), grown through
 * the zone's points and the wall chains of @c next to them. */
static void
chain_grow (const Geometry *g,
            const State    *st,
            TgColor         c,
            Mask            stones,
            guint64         wall,
            Chain          *out)
{
  Mask around;

  for (;;)
    {
      Mask grown;
      guint64 touch = 0;

      around = 0;
      for (Mask m = stones; m != 0; m &= m - 1)
        {
          around |= g->nb[first_bit (m)];
          touch |= g->wall_at[first_bit (m)];
        }
      wall |= touch & g->wall_of[c];
      for (guint64 m = wall; m != 0; m &= m - 1)
        around |= g->wall_adj[first_bit (m)];
      grown = stones | (around & st->stones[c]);
      if (grown == stones)
        break;
      stones = grown;
    }
  out->stones = stones;
  out->wall = wall;
  out->libs = around & empty_points (g, st);
  out->free = (stones & g->outside) != 0 || (wall & g->wall_free) != 0;
}

/* Removes the chain of the opponent through @stones and @wall when it has
 * no liberty left; adds its stones to @taken. */
static void
capture_if_dead (const Geometry *g,
                 State          *st,
                 TgColor         o,
                 Mask            stones,
                 guint64         wall,
                 Mask           *taken,
                 Mask           *done)
{
  Chain ch;

  chain_grow (g, st, o, stones, wall, &ch);
  *done |= ch.stones;
  if (ch.libs != 0 || ch.free)
    return;
  *taken |= ch.stones;
  if (ch.wall != 0)
    st->wall_taken = 1;
}

/* Plays zone point @i for @c into @out: FALSE when occupied, a retake of
 * the ko @c may not retake, or suicide. */
gboolean
_tg_zone_play (const Geometry *g,
               const State    *st,
               guint           i,
               TgColor         c,
               TgColor         ko_free,
               State          *out)
{
  TgColor o = TG_OTHER (c);
  Mask taken = 0, done = 0;
  Chain mine;

  if ((empty_points (g, st) & BIT (i)) == 0)
    return FALSE;
  if (st->ko == i && st->ko_color == c && c != ko_free)
    return FALSE;
  *out = *st;
  out->stones[c] |= BIT (i);
  out->ko = NO_KO;
  for (Mask m = g->nb[i] & out->stones[o]; m != 0; m &= m - 1)
    if ((done & BIT (first_bit (m))) == 0)
      capture_if_dead (g, out, o, BIT (first_bit (m)), 0, &taken, &done);
  for (guint64 m = g->wall_at[i] & g->wall_of[o]; m != 0; m &= m - 1)
    capture_if_dead (g, out, o, 0, BIT (first_bit (m)), &taken, &done);
  out->stones[o] &= ~taken;
  chain_grow (g, out, c, BIT (i), 0, &mine);
  /* A captured wall chain leaves its points empty outside the zone: the
   * capturing chain has liberties there. */
  if (mine.libs == 0 && !mine.free && !out->wall_taken)
    return FALSE;
  if (n_bits (taken) == 1 && mine.stones == BIT (i) && mine.wall == 0 && mine.libs == taken)
    {
      out->ko = (guint8) first_bit (taken);
      out->ko_color = o;
    }
  return TRUE;
}

/* Benson inside the zone: whether some chain of the owner holding a point
 * of the group has two vital regions (closed regions of the zone, every
 * empty point of which touches that chain), after dropping the chains
 * without two and the regions next to a dropped chain, until nothing
 * changes. */
static gboolean
pass_alive (const Geometry *g,
            const State    *st)
{
  TgColor attacker = TG_OTHER (g->owner);
  Mask own = st->stones[g->owner], empty = empty_points (g, st);
  Mask regions[TG_GROUP_ZONE_MAX], rest = g->all & ~own, left = own;
  Chain chains[TG_GROUP_ZONE_MAX];
  gboolean alive[TG_GROUP_ZONE_MAX];
  guint n_regions = 0, n_chains = 0;
  gboolean changed = TRUE;

  while (rest != 0)
    {
      Mask r = BIT (first_bit (rest)), grown;
      guint64 walls = 0;

      while ((grown = r | (rest & spread (g, r))) != r)
        r = grown;
      rest &= ~r;
      for (Mask m = r; m != 0; m &= m - 1)
        walls |= g->wall_at[first_bit (m)];
      if ((r & g->outside) == 0 && (walls & g->wall_of[attacker]) == 0)
        regions[n_regions++] = r;
    }
  /* A pass-alive chain needs two closed regions. */
  if (n_regions < 2)
    return FALSE;
  while (left != 0)
    {
      chain_grow (g, st, g->owner, BIT (first_bit (left)), 0, &chains[n_chains]);
      left &= ~chains[n_chains].stones;
      alive[n_chains++] = TRUE;
    }
  while (changed)
    {
      changed = FALSE;
      for (guint c = 0; c < n_chains; c++)
        {
          guint vital = 0;
          Mask near = 0;

          if (!alive[c])
            continue;
          for (Mask m = chains[c].stones; m != 0; m &= m - 1)
            near |= g->nb[first_bit (m)];
          for (guint64 m = chains[c].wall; m != 0; m &= m - 1)
            near |= g->wall_adj[first_bit (m)];
          for (guint k = 0; k < n_regions && vital < 2; k++)
            vital += regions[k] != 0 && (regions[k] & empty & ~near) == 0;
          if (vital >= 2)
            continue;
          alive[c] = FALSE;
          changed = TRUE;
          for (guint k = 0; k < n_regions; k++)
            if ((regions[k] & near) != 0)
              regions[k] = 0;
        }
    }
  for (guint c = 0; c < n_chains; c++)
    if (alive[c] && (chains[c].stones & g->inner) != 0)
      return TRUE;
  return FALSE;
}

/* Whether the group holds without another move: a wall chain captured, a
 * chain of the group out of the zone, or pass-alive in it. */
gboolean
_tg_zone_holds (const Geometry *g,
                const State    *st)
{
  Mask left = st->stones[g->owner] & g->inner;

  if (st->wall_taken)
    return TRUE;
  while (left != 0)
    {
      Chain ch;

      chain_grow (g, st, g->owner, BIT (first_bit (left)), 0, &ch);
      if (ch.free)
        return TRUE;
      left &= ~ch.stones;
    }
  return pass_alive (g, st);
}

/* Whether the group is captured: none of its stones left, and at most
 * LEFT_OVER new stones of the defender in its eye space (too few to live
 * there against the attacker's next moves; more must be captured too). */
gboolean
_tg_zone_group_gone (const Geometry *g,
                     const State    *st)
{
  Mask own = st->stones[g->owner];

  return (own & g->group) == 0 && n_bits (own & g->inner) <= LEFT_OVER;
}

/* Liberties of each chain next to the zone's points, for move order:
 * by zone index of a stone and by wall chain, 0 for a free chain. */
typedef struct
{
  guint8 zone[TG_GROUP_ZONE_MAX];
  guint8 wall[MAX_WALL];
} Libs;

static void
count_libs (const Geometry *g,
            const State    *st,
            Libs           *l)
{
  Mask left = st->stones[TG_BLACK] | st->stones[TG_WHITE];
  guint64 walls = 0;

  memset (l, 0, sizeof *l);
  while (left != 0)
    {
      guint i = first_bit (left);
      TgColor c = (st->stones[TG_BLACK] & BIT (i)) ? TG_BLACK : TG_WHITE;
      Chain ch;
      guint8 n;

      chain_grow (g, st, c, BIT (i), 0, &ch);
      n = ch.free ? 0 : (guint8) n_bits (ch.libs);
      for (Mask m = ch.stones; m != 0; m &= m - 1)
        l->zone[first_bit (m)] = n;
      for (guint64 m = ch.wall; m != 0; m &= m - 1)
        l->wall[first_bit (m)] = n;
      walls |= ch.wall;
      left &= ~ch.stones;
    }
  for (guint j = 0; j < g->n_wall; j++)
    if ((walls & BIT (j)) == 0 && (g->wall_free & BIT (j)) == 0)
      {
        Chain ch;

        chain_grow (g, st, TG_BLACK + (g->wall_of[TG_WHITE] & BIT (j) ? 1 : 0), 0, BIT (j), &ch);
        l->wall[j] = (guint8) n_bits (ch.libs);
      }
}

/* How urgent @i is for @c: captures, then saving a chain in atari, then
 * ataris, then the points with the most empty neighbours; a liberty of
 * the wall that does none of the first three comes last. */
static gint
move_score (const Geometry *g,
            const State    *st,
            const Libs     *l,
            guint           i,
            TgColor         c)
{
  gint score = 8 * (gint) n_bits (g->nb[i] & empty_points (g, st));

  for (Mask m = g->nb[i] & (st->stones[TG_BLACK] | st->stones[TG_WHITE]); m != 0; m &= m - 1)
    {
      guint k = first_bit (m);
      gboolean theirs = (st->stones[TG_OTHER (c)] & BIT (k)) != 0;

      if (l->zone[k] == 1)
        score += theirs ? 1000 : 300;
      else if (l->zone[k] == 2 && theirs)
        score += 100;
    }
  for (guint64 m = g->wall_at[i]; m != 0; m &= m - 1)
    {
      guint j = first_bit (m);
      gboolean theirs = (g->wall_of[TG_OTHER (c)] & BIT (j)) != 0;

      if (l->wall[j] == 1)
        score += theirs ? 1000 : 300;
      else if (l->wall[j] == 2)
        score += theirs ? 100 : 150;
    }
  if ((g->inner & BIT (i)) == 0 && score < 100)
    score -= 200;
  return score;
}

/* The empty points in order of move_score(), best first; without
 * @idle_wall, none of the wall's liberties that does not capture, save
 * or atari. */
guint
_tg_zone_order_moves (const Geometry *g,
                      const State    *st,
                      TgColor         c,
                      gboolean        idle_wall,
                      guint8         *moves)
{
  Libs l;
  gint scores[TG_GROUP_ZONE_MAX];
  guint n = 0;

  count_libs (g, st, &l);
  for (Mask m = empty_points (g, st); m != 0; m &= m - 1)
    {
      guint i = first_bit (m), k;
      gint score = move_score (g, st, &l, i, c);

      if (!idle_wall && score < 0)
        continue;
      k = n++;

      while (k > 0 && scores[k - 1] < score)
        {
          scores[k] = scores[k - 1];
          moves[k] = moves[k - 1];
          k--;
        }
      scores[k] = score;
      moves[k] = (guint8) i;
    }
  return n;
}

/* The wall chain of the stone at @q (outside the zone), added when new. */
static guint
wall_index (Geometry      *g,
            const TgBoard *b,
            const TgGroupZone *zone,
            TgPoint        q,
            TgPoint       *heads)
{
  TgPoint head = tg_board_chain_head (b, q);
  TgColor c = tg_board_get (b, q);
  TgPoint libs[64];
  guint n_libs;
  gboolean free = c == g->owner;

  for (guint j = 0; j < g->n_wall; j++)
    if (heads[j] == head)
      return j;
  if (g->n_wall == MAX_WALL)
    return MAX_WALL;
  n_libs = tg_board_chain_liberty_points (b, q, libs, G_N_ELEMENTS (libs));
  free |= n_libs > G_N_ELEMENTS (libs);
  for (guint k = 0; k < MIN (n_libs, G_N_ELEMENTS (libs)) && !free; k++)
    {
      gboolean in_zone = FALSE;

      for (guint z = 0; z < zone->n_points; z++)
        in_zone |= zone->points[z] == libs[k];
      free = !in_zone;
    }
  heads[g->n_wall] = head;
  g->wall_of[c] |= BIT (g->n_wall);
  if (free)
    g->wall_free |= BIT (g->n_wall);
  return g->n_wall++;
}

/* The geometry and the starting position of @zone on @b: FALSE when the
 * zone has too many wall chains around it. */
gboolean
_tg_zone_setup (Geometry          *g,
                const TgBoard     *b,
                const TgGroupZone *zone,
                State             *st)
{
  TgPoint heads[MAX_WALL];

  memset (g, 0, sizeof *g);
  g->owner = tg_board_get (b, zone->heads[0]);
  memset (st, 0, sizeof *st);
  st->ko = NO_KO;
  g->n = zone->n_points;
  g->all = g->n == 64 ? ~(Mask) 0 : BIT (g->n) - 1;
  for (guint i = 0; i < g->n; i++)
    {
      TgPoint p = zone->points[i];
      TgColor c = tg_board_get (b, p);

      if (c == TG_BLACK || c == TG_WHITE)
        st->stones[c] |= BIT (i);
      if (c == g->owner)
        g->group |= BIT (i);
      if (!zone->wall_liberty[i])
        g->inner |= BIT (i);
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor qc = tg_board_get (b, q);
          guint k, j;

          for (k = 0; k < g->n && zone->points[k] != q; k++)
            ;
          if (k < g->n)
            g->nb[i] |= BIT (k);
          else if (qc == TG_EMPTY)
            g->outside |= BIT (i);
          else if (qc == TG_BLACK || qc == TG_WHITE)
            {
              if ((j = wall_index (g, b, zone, q, heads)) == MAX_WALL)
                return FALSE;
              g->wall_at[i] |= BIT (j);
              g->wall_adj[j] |= BIT (i);
            }
        }
    }
  return TRUE;
}

