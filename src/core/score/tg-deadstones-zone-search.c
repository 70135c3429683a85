/* tg-deadstones-zone-search.c: life and death of a group inside its zone
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A group of chains sharing one small eye space walled in by the opponent
 * (tg-deadstones-group-space.c finds it and its zone) is read here as
 * life and death, both sides moving on the zone's points only, on the
 * small board of tg-deadstones-zone-board.c. The attacker wins when no
 * stone of the group is left; the defender when the group is pass-alive
 * in the zone or leaves it, or captures part of the wall.
 *
 * The search is depth-first proof-number search (df-pn): it always
 * follows the line that is cheapest to prove or disprove, so a forced
 * answer (an atari, a capture) costs one node and a wide choice of bad
 * moves is not read out to full depth as iterative deepening would. The
 * proof and disproof numbers live in a transposition table on the heap,
 * keyed by the exact position (the two masks, the side to move and a ko
 * ban), not a hash. The children of the line being read are kept in an
 * arena on the heap, one row per ply, so a frame of the recursion holds a
 * few words and the depth is bounded by MAX_DEPTH. A position repeated on
 * the line, or one deeper than MAX_DEPTH, counts as held by the defender,
 * and a node budget bounds the whole reading: either way the answer can
 * only err towards "not dead".
 *
 * Ko (the 1989 rules, article 7): a kill must not depend on a ko, so when
 * the attacker moves first the defender may retake a ko at once (a ko the
 * attacker must win is not a capture its owner cannot prevent); and life
 * must not depend on one either, so when the defender moves first the
 * attacker may retake at once (a group that lives only by winning a ko
 * can be captured, so it is not alive by article 7-1, and with the wall
 * around it safe the attacker risks nothing while the ko lasts). The side
 * that has to prove something is held to the ko rule, the other is not.
 * The group is dead only when both hold: the attacker kills it moving
 * first, and the defender cannot live moving first.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-zone-private.h"

typedef TgZoneMask  Mask;
typedef TgZoneState State;

/* Positions kept: 2^TABLE_BITS entries of 32 bytes (1 MB), in buckets of
 * two. */
#define TABLE_BITS 15

/* Plies a line may reach. */
#define MAX_DEPTH 64

/* Children of a node: the zone's points and a pass. */
#define MAX_CHILDREN (TG_GROUP_ZONE_MAX + 1)

#define INFINITE G_MAXUINT32

/* A child is read until its number passes the second best sibling's by a
 * quarter (df-pn's 1 + epsilon trick): fewer switches between siblings
 * whose numbers stay close. */
#define EPSILON_DIV 4

typedef struct
{
  Mask    black;
  Mask    white;
  guint32 pn;         /* proof number: the attacker wins when 0 */
  guint32 dn;         /* disproof number: the defender holds when 0 */
  guint32 work;       /* nodes its reading cost: the cheaper of two goes */
  guint8  meta;       /* 0: empty; else 1 + side + 2 * (ko + 1) */
} Entry;

typedef struct
{
  TgZoneGeometry g;
  TgColor  owner;
  TgColor  attacker;
  TgColor  ko_free;   /* may retake a ko at once */
  guint    budget;
  guint    max_depth; /* at most MAX_DEPTH */
  gboolean aborted;
  Entry   *table;
  State    line[MAX_DEPTH + 1];                   /* positions on the line */
  TgColor  line_side[MAX_DEPTH + 1];
  State    children[MAX_DEPTH][MAX_CHILDREN];     /* the arena */
} Search;

static guint8
entry_meta (const Search *s,
            const State  *st,
            TgColor       to_move)
{
  guint ko = st->ko != TG_ZONE_NO_KO && st->ko_color == to_move && to_move != s->ko_free
             ? st->ko : TG_ZONE_NO_KO;

  return (guint8) (1 + (to_move == TG_WHITE) + 2 * ((ko + 1) & 0x7f));
}

/* The two entries where @st may be kept (a bucket of two: a position
 * that cost many nodes is not lost to one that cost few). */
static Entry *
table_bucket (const Search *s,
              const State  *st,
              guint8        meta)
{
  guint64 h = st->stones[TG_BLACK] * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^
              st->stones[TG_WHITE] * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F) ^
              (guint64) meta * G_GUINT64_CONSTANT (0x165667B19E3779F9);

  return &s->table[(h >> 40) & ((1u << TABLE_BITS) - 2)];
}

static gboolean
entry_is (const Entry *e,
          const State *st,
          guint8       meta)
{
  return e->meta == meta && e->black == st->stones[TG_BLACK] && e->white == st->stones[TG_WHITE];
}

/* The numbers of @st with @to_move to play: from the table, or 1 and 1
 * for a position not read yet. */
static void
lookup (const Search *s,
        const State  *st,
        TgColor       to_move,
        guint32      *pn,
        guint32      *dn)
{
  guint8 meta = entry_meta (s, st, to_move);
  const Entry *e = table_bucket (s, st, meta);

  for (guint k = 0; k < 2; k++)
    if (entry_is (&e[k], st, meta))
      {
        *pn = e[k].pn;
        *dn = e[k].dn;
        return;
      }
  *pn = *dn = 1;
}

static void
store (Search      *s,
       const State *st,
       TgColor      to_move,
       guint32      pn,
       guint32      dn,
       guint32      work)
{
  guint8 meta = entry_meta (s, st, to_move);
  Entry *e = table_bucket (s, st, meta);

  if (!entry_is (e, st, meta) && (entry_is (&e[1], st, meta) || e[1].work < e->work))
    e++;
  e->work = work;
  e->black = st->stones[TG_BLACK];
  e->white = st->stones[TG_WHITE];
  e->meta = meta;
  e->pn = pn;
  e->dn = dn;
}

static guint32
add_saturated (guint32 a,
               guint32 b)
{
  return a >= INFINITE - b ? INFINITE : a + b;
}

/* Whether @st with @to_move to play is already on the line above @ply. */
static gboolean
repeats (const Search *s,
         const State  *st,
         TgColor       to_move,
         guint         ply)
{
  for (guint k = 0; k < ply; k++)
    if (s->line_side[k] == to_move &&
        s->line[k].stones[TG_BLACK] == st->stones[TG_BLACK] &&
        s->line[k].stones[TG_WHITE] == st->stones[TG_WHITE] &&
        s->line[k].ko == st->ko)
      return TRUE;
  return FALSE;
}

/* The children of the node at @ply into the arena: every legal move, and
 * for the defender a pass (waiting may be best: a seki's shared liberty,
 * a nakade's vital point). Once the group is captured the defender may
 * only capture (a ko's retake, a snapback). Returns their number. */
static guint
expand (Search  *s,
        guint    ply,
        TgColor  to_move)
{
  const State *st = &s->line[ply];
  State *kids = s->children[ply];
  guint8 moves[TG_GROUP_ZONE_MAX];
  guint n_moves = _tg_zone_order_moves (&s->g, st, to_move,
                                        to_move == s->owner, moves), n = 0;
  gboolean gone = to_move == s->owner && _tg_zone_group_gone (&s->g, st);

  for (guint k = 0; k < n_moves; k++)
    {
      if (!_tg_zone_play (&s->g, st, moves[k], to_move, s->ko_free, &kids[n]))
        continue;
      if (gone && kids[n].stones[s->attacker] == st->stones[s->attacker])
        continue;
      n++;
    }
  if (to_move == s->owner && !gone)
    {
      kids[n] = *st;
      kids[n].ko = TG_ZONE_NO_KO;
      n++;
    }
  return n;
}

/* The position at @ply settled without reading: 0 and INFINITE when the
 * attacker has won, INFINITE and 0 when the defender holds. */
static gboolean
settled (Search  *s,
         guint    ply,
         TgColor  to_move,
         guint32 *pn,
         guint32 *dn)
{
  const State *st = &s->line[ply];

  if (to_move == s->attacker && _tg_zone_group_gone (&s->g, st))
    {
      *pn = 0;
      *dn = INFINITE;
      return TRUE;
    }
  if (ply >= s->max_depth || _tg_zone_holds (&s->g, st))
    {
      *pn = INFINITE;
      *dn = 0;
      return TRUE;
    }
  return FALSE;
}

/* The node's numbers from its children's (the attacker's node is an OR,
 * the defender's an AND), and the child to read next with the second
 * best of the minimised number. */
static void
combine (Search  *s,
         guint    ply,
         guint    n,
         TgColor  to_move,
         guint32 *pn,
         guint32 *dn,
         guint   *best,
         guint32 *second)
{
  gboolean or_node = to_move == s->attacker;
  TgColor next = TG_OTHER (to_move);
  guint32 min = INFINITE, sum = 0;

  *best = 0;
  *second = INFINITE;
  for (guint k = 0; k < n; k++)
    {
      guint32 cpn, cdn, mine, other;

      if (repeats (s, &s->children[ply][k], next, ply + 1))
        {
          cpn = INFINITE;
          cdn = 0;
        }
      else
        lookup (s, &s->children[ply][k], next, &cpn, &cdn);
      mine = or_node ? cpn : cdn;
      other = or_node ? cdn : cpn;
      sum = add_saturated (sum, other);
      if (mine < min)
        {
          *second = min;
          min = mine;
          *best = k;
        }
      else if (mine < *second)
        *second = mine;
    }
  *pn = or_node ? min : sum;
  *dn = or_node ? sum : min;
}

/* Whether reading a child left its numbers as they were (its entry lost
 * to another position, or a threshold it met at once through a repeated
 * position): reading it again would loop, so its parent stops too. */
static gboolean
unchanged (const Search *s,
           const State  *st,
           TgColor       to_move,
           guint32       pn,
           guint32       dn)
{
  guint32 now_pn, now_dn;

  lookup (s, st, to_move, &now_pn, &now_dn);
  return now_pn == pn && now_dn == dn;
}

/* Reads the node at @ply until its proof number reaches @th_pn or its
 * disproof number @th_dn (df-pn's multiple iterative deepening). */
static void
mid (Search  *s,
     guint    ply,
     TgColor  to_move,
     guint32  th_pn,
     guint32  th_dn)
{
  gboolean or_node = to_move == s->attacker;
  guint32 pn, dn;
  guint n, budget = s->budget;

  if (settled (s, ply, to_move, &pn, &dn))
    {
      store (s, &s->line[ply], to_move, pn, dn, 1);
      return;
    }
  n = expand (s, ply, to_move);
  if (n == 0)
    {
      /* No move: the attacker cannot kill, or the group is gone. */
      store (s, &s->line[ply], to_move, or_node ? INFINITE : 0, or_node ? 0 : INFINITE, 1);
      return;
    }
  for (;;)
    {
      guint best;
      guint32 second, child_pn, child_dn;

      combine (s, ply, n, to_move, &pn, &dn, &best, &second);
      if (pn >= th_pn || dn >= th_dn || s->aborted)
        break;
      if (s->budget == 0)
        {
          s->aborted = TRUE;
          break;
        }
      s->budget--;
      lookup (s, &s->children[ply][best], TG_OTHER (to_move), &child_pn, &child_dn);
      s->line[ply + 1] = s->children[ply][best];
      s->line_side[ply + 1] = TG_OTHER (to_move);
      if (or_node)
        mid (s, ply + 1, TG_OTHER (to_move),
             MIN (th_pn, add_saturated (second, second / EPSILON_DIV + 1)),
             add_saturated (th_dn - dn, child_dn));
      else
        mid (s, ply + 1, TG_OTHER (to_move),
             add_saturated (th_pn - pn, child_pn),
             MIN (th_dn, add_saturated (second, second / EPSILON_DIV + 1)));
      if (unchanged (s, &s->children[ply][best], TG_OTHER (to_move), child_pn, child_dn))
        break;
    }
  store (s, &s->line[ply], to_move, pn, dn, budget - s->budget + 1);
}

/* Whether the attacker wins from @start with @to_move first; *decided
 * FALSE when the budget ran out first. */
static gboolean
solve_root (Search      *s,
            const State *start,
            TgColor      to_move,
            guint        budget,
            gboolean    *decided)
{
  guint32 pn, dn;

  memset (s->table, 0, sizeof (Entry) << TABLE_BITS);
  s->budget = budget;
  s->aborted = FALSE;
  s->line[0] = *start;
  s->line_side[0] = to_move;
  mid (s, 0, to_move, INFINITE, INFINITE);
  lookup (s, start, to_move, &pn, &dn);
  *decided = !s->aborted && (pn == 0 || dn == 0);
  return pn == 0;
}

gboolean
_tg_zone_search_dead (const TgBoard     *board,
                      const TgGroupZone *zone,
                      guint              budget)
{
  g_autofree Search *s = NULL;
  g_autofree Entry *table = NULL;
  State start;
  gboolean decided, killed, saved;

  g_return_val_if_fail (zone->n_heads > 0 && zone->n_points <= TG_GROUP_ZONE_MAX, FALSE);

  s = g_new (Search, 1);
  if (!_tg_zone_setup (&s->g, board, zone, &start))
    return FALSE;
  table = g_new (Entry, 1u << TABLE_BITS);
  s->table = table;
  s->owner = s->g.owner;
  s->attacker = TG_OTHER (s->owner);
  s->max_depth = MIN (2 * s->g.n + 8, MAX_DEPTH);

  /* The attacker first, the defender free to retake kos. */
  s->ko_free = s->owner;
  killed = solve_root (s, &start, s->attacker, budget, &decided);
  if (!decided || !killed)
    return FALSE;

  /* The defender first, the attacker free to retake kos. */
  s->ko_free = s->attacker;
  saved = !solve_root (s, &start, s->owner, budget, &decided);
  return decided && !saved;
}
