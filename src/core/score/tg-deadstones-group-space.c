/* tg-deadstones-group-space.c: the shared eye space of an enclosed group
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Several chains of one colour may live or die together inside one small
 * space walled in by the opponent (GNU Go's score42: White's R17-R16,
 * S18-S19, S15 and T16 around R19, T19, T17, S17, S16, T15 and Black's
 * T18). No chain of them is enclosed on its own, each has liberties it
 * shares with the others, so the enclosed reading of one chain cannot
 * start. This file finds such a group and its zone (the empty points
 * around it, the opponent's stones living on them only, and the group's
 * own stones, which become empty points when captured), and tells when the
 * owner's stones in the zone are pass-alive (Benson, restricted to the
 * zone). tg-deadstones-zone-search.c reads the group inside its zone.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"

/* A wall chain with this many liberties or fewer is read with the group:
 * its liberties join the zone. */
#define WALL_RACE_LIBERTIES 4

/* Whether @p is one of the @n points of @set. */
static gboolean
in_set (const TgPoint *set,
        guint          n,
        TgPoint        p)
{
  for (guint i = 0; i < n; i++)
    if (set[i] == p)
      return TRUE;
  return FALSE;
}

/* Appends @p to the zone; FALSE when it is full. */
static gboolean
zone_add (TgGroupZone *z,
          guint8      *seen,
          TgPoint      p)
{
  if (seen[p])
    return TRUE;
  if (z->n_points == TG_GROUP_ZONE_MAX)
    return FALSE;
  seen[p] = 1;
  z->points[z->n_points++] = p;
  return TRUE;
}

/* Adds the chain at @p of the owner to the group (its stones to the
 * zone); FALSE when the group is full. */
static gboolean
group_add (TgGroupZone   *z,
           const TgBoard *b,
           guint8        *seen,
           TgPoint        p)
{
  TgPoint head = tg_board_chain_head (b, p);

  if (in_set (z->heads, z->n_heads, head))
    return TRUE;
  if (z->n_heads == TG_GROUP_CHAINS_MAX)
    return FALSE;
  z->heads[z->n_heads++] = head;
  TG_BOARD_FOREACH_STONE (b, head, s)
    if (!zone_add (z, seen, s))
      return FALSE;
  return TRUE;
}

/* The zone's empty points and the owner's chains, grown from the chain at
 * @start until no empty point of the zone touches a chain outside it. */
static gboolean
grow_group (TgGroupZone   *z,
            const TgBoard *b,
            TgPoint        start,
            guint8        *seen)
{
  TgColor owner = tg_board_get (b, start);
  guint n_empty = 0;

  if (!group_add (z, b, seen, start))
    return FALSE;
  /* Each zone point in turn: an empty point or a stone of the group
   * spreads to its empty neighbours and to the owner's chains. */
  for (guint i = 0; i < z->n_points; i++)
    {
      TgPoint p = z->points[i];

      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor c = tg_board_get (b, q);

          if (seen[q])
            continue;
          if (c == owner && tg_board_get (b, p) == TG_EMPTY)
            {
              if (!group_add (z, b, seen, q))
                return FALSE;
            }
          else if (c == TG_EMPTY)
            {
              if (++n_empty > TG_GROUP_SPACE_MAX || !zone_add (z, seen, q))
                return FALSE;
            }
        }
    }
  return z->n_heads >= 2;
}

/* Adds the opponent's chains that live on the zone's empty points only
 * (their stones join the zone); every other opponent chain next to the
 * zone must be @strong. */
static gboolean
check_wall (TgGroupZone     *z,
            const TgBoard   *b,
            guint8          *seen,
            TgAttackerStrong strong,
            gpointer         data)
{
  TgColor owner = tg_board_get (b, z->heads[0]);
  guint n = z->n_points;

  for (guint i = 0; i < n; i++)
    for (guint d = 0; d < 4; d++)
      {
        TgPoint q = z->points[i] + tg_board_dirs[d];
        TgPoint qlibs[TG_GROUP_SPACE_MAX + 1];
        guint n_q;
        gboolean inside = TRUE;

        if (tg_board_get (b, q) != TG_OTHER (owner) || seen[q])
          continue;
        n_q = tg_board_chain_liberty_points (b, q, qlibs, G_N_ELEMENTS (qlibs));
        for (guint k = 0; k < MIN (n_q, G_N_ELEMENTS (qlibs)); k++)
          inside &= seen[qlibs[k]];
        /* Inside: every liberty in the zone, every neighbour of its own
         * colour the same chain, every other neighbour the group's. */
        TG_BOARD_FOREACH_STONE (b, q, s)
          for (guint e = 0; e < 4; e++)
            {
              TgColor c = tg_board_get (b, s + tg_board_dirs[e]);

              if (c == owner && !seen[s + tg_board_dirs[e]])
                inside = FALSE;
            }
        if (!inside || n_q > TG_GROUP_SPACE_MAX)
          {
            if (!strong (b, q, data))
              return FALSE;
            /* A wall chain short of liberties may lose a race or live in
             * seki with the group (the playouts call it strong all the
             * same): both sides may also play on its liberties. */
            for (guint k = 0; n_q <= WALL_RACE_LIBERTIES && k < n_q; k++)
              {
                if (seen[qlibs[k]])
                  continue;
                if (!zone_add (z, seen, qlibs[k]))
                  return FALSE;
                z->wall_liberty[z->n_points - 1] = 1;
              }
            continue;
          }
        TG_BOARD_FOREACH_STONE (b, q, s)
          if (!zone_add (z, seen, s))
            return FALSE;
      }
  return TRUE;
}

gboolean
_tg_group_zone_collect (const TgBoard    *board,
                        TgPoint           start,
                        TgAttackerStrong  strong,
                        gpointer          data,
                        TgGroupZone      *zone)
{
  g_autofree guint8 *seen = g_new0 (guint8, TG_ARRAY_SIZE);

  memset (zone, 0, sizeof *zone);
  return grow_group (zone, board, start, seen) &&
         check_wall (zone, board, seen, strong, data);
}

/* Regions of the zone for Benson: the connected points of the zone that
 * hold no stone of @owner. A region is closed when none of its points
 * touches a point outside the zone other than the edge or an owner's
 * stone; only a closed region can be vital. */
typedef struct
{
  guint    n_regions;
  guint8   region[TG_GROUP_ZONE_MAX];   /* by zone index: region + 1, 0 for owner */
  gboolean closed[TG_GROUP_ZONE_MAX];
} Regions;

static guint
zone_index (const TgGroupZone *z,
            TgPoint            p)
{
  for (guint i = 0; i < z->n_points; i++)
    if (z->points[i] == p)
      return i;
  return G_MAXUINT;
}

static void
find_regions (const TgGroupZone *z,
              const TgBoard     *b,
              TgColor            owner,
              Regions           *rg)
{
  guint stack[TG_GROUP_ZONE_MAX];

  memset (rg, 0, sizeof *rg);
  for (guint i = 0; i < z->n_points; i++)
    {
      guint sp = 0, id;

      if (rg->region[i] != 0 || tg_board_get (b, z->points[i]) == owner)
        continue;
      id = rg->n_regions++;
      rg->closed[id] = TRUE;
      rg->region[i] = id + 1;
      stack[sp++] = i;
      while (sp > 0)
        {
          TgPoint p = z->points[stack[--sp]];

          for (guint d = 0; d < 4; d++)
            {
              TgPoint q = p + tg_board_dirs[d];
              TgColor c = tg_board_get (b, q);
              guint k;

              if (c == TG_EDGE || c == owner)
                continue;
              k = zone_index (z, q);
              if (k == G_MAXUINT)
                rg->closed[id] = FALSE;
              else if (rg->region[k] == 0)
                {
                  rg->region[k] = id + 1;
                  stack[sp++] = k;
                }
            }
        }
    }
}

/* Whether region @id is vital to the chain at @head: closed, and each of
 * its empty points a liberty of that chain. */
static gboolean
is_vital (const TgGroupZone *z,
          const TgBoard     *b,
          const Regions     *rg,
          guint              id,
          TgPoint            head)
{
  if (!rg->closed[id])
    return FALSE;
  for (guint i = 0; i < z->n_points; i++)
    {
      TgPoint p = z->points[i];
      gboolean liberty = FALSE;

      if (rg->region[i] != id + 1 || tg_board_get (b, p) != TG_EMPTY)
        continue;
      for (guint d = 0; d < 4; d++)
        liberty |= tg_board_get (b, p + tg_board_dirs[d]) != TG_EDGE &&
                   tg_board_get (b, p + tg_board_dirs[d]) == tg_board_get (b, head) &&
                   tg_board_chain_head (b, p + tg_board_dirs[d]) == head;
      if (!liberty)
        return FALSE;
    }
  return TRUE;
}

gboolean
_tg_group_zone_alive (const TgGroupZone *zone,
                      const TgBoard     *b,
                      TgColor            owner)
{
  TgPoint heads[TG_GROUP_ZONE_MAX];
  gboolean alive[TG_GROUP_ZONE_MAX];
  gboolean region_ok[TG_GROUP_ZONE_MAX];
  guint n_heads = 0;
  Regions rg;
  gboolean changed = TRUE;

  for (guint i = 0; i < zone->n_points; i++)
    if (tg_board_get (b, zone->points[i]) == owner &&
        !in_set (heads, n_heads, tg_board_chain_head (b, zone->points[i])))
      {
        alive[n_heads] = TRUE;
        heads[n_heads++] = tg_board_chain_head (b, zone->points[i]);
      }
  find_regions (zone, b, owner, &rg);
  for (guint k = 0; k < rg.n_regions; k++)
    region_ok[k] = rg.closed[k];

  /* Benson: drop the chains with fewer than two vital regions, then the
   * regions next to a dropped chain, until nothing changes. */
  while (changed)
    {
      changed = FALSE;
      for (guint c = 0; c < n_heads; c++)
        {
          guint vital = 0;

          if (!alive[c])
            continue;
          for (guint k = 0; k < rg.n_regions && vital < 2; k++)
            vital += region_ok[k] && is_vital (zone, b, &rg, k, heads[c]);
          if (vital >= 2)
            continue;
          alive[c] = FALSE;
          changed = TRUE;
          for (guint i = 0; i < zone->n_points; i++)
            for (guint d = 0; d < 4; d++)
              {
                TgPoint q = zone->points[i] + tg_board_dirs[d];

                if (rg.region[i] != 0 && tg_board_get (b, q) == owner &&
                    tg_board_chain_head (b, q) == heads[c])
                  region_ok[rg.region[i] - 1] = FALSE;
              }
        }
    }
  for (guint c = 0; c < n_heads; c++)
    if (alive[c])
      return TRUE;
  return FALSE;
}
