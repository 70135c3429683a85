/* tg-deadstones-benson.c: Benson's unconditionally alive chains and pass-alive territory
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For one colour X: the regions are the connected sets of points that are
 * not X (empty points and opponent stones), found from their empty points.
 * A region is vital to an X chain when every empty point of the region (with
 * suicide allowed: every point) is a liberty of that chain. Benson's
 * iteration then removes X chains with fewer than two vital regions among
 * the regions that border no removed chain, until nothing changes; what is
 * left can never be captured, even if X always passes. A region bordered
 * only by those chains, with at most one point not adjacent to an X stone,
 * is X's pass-alive territory: the opponent can never live in it, so its
 * stones there are certainly dead (KataGo's definition of the same idea).
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"

#define MAX_POINTS (TG_MAX_SIZE * TG_MAX_SIZE)

typedef struct
{
  guint    start;         /* first point in pts[] */
  guint    len;
  TgPoint  vital[4];      /* X chain heads adjacent to every filtering point */
  guint8   n_vital;
  guint8   internal;      /* points not adjacent to X, capped at 2 */
  gboolean borders;       /* touches an X stone */
  gboolean filtered;      /* vital[] has been set from a first point */
  gboolean bad;           /* borders an X chain that is not pass-alive */
} Region;

typedef struct
{
  guint16  region_of[TG_ARRAY_SIZE];   /* region index + 1; 0 = none */
  guint16  vital_count[TG_ARRAY_SIZE]; /* by chain head */
  guint8   killed[TG_ARRAY_SIZE];      /* by chain head */
  guint8   is_head[TG_ARRAY_SIZE];
  TgPoint  pts[MAX_POINTS];
  TgPoint  stack[MAX_POINTS];
  TgPoint  heads[MAX_POINTS];
  Region   regions[MAX_POINTS];
  guint    n_regions;
  guint    n_heads;
} Work;

/* Writes the distinct heads of the X chains adjacent to @p into @out and
 * returns how many there are. */
static guint
adjacent_heads (const TgBoard *board,
                TgPoint        p,
                TgColor        color,
                TgPoint        out[4])
{
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgPoint h;
      gboolean dup = FALSE;

      if (tg_board_get (board, q) != color)
        continue;
      h = tg_board_chain_head (board, q);
      for (guint k = 0; k < n; k++)
        dup |= (out[k] == h);
      if (!dup)
        out[n++] = h;
    }
  return n;
}

static void
visit_region_point (const TgBoard *board,
                    TgColor        color,
                    gboolean       suicide_ok,
                    Region        *r,
                    TgPoint        p)
{
  TgPoint adj[4];
  guint n_adj = adjacent_heads (board, p, color, adj);

  if (n_adj == 0)
    {
      if (r->internal < 2)
        r->internal++;
    }
  else
    r->borders = TRUE;

  if (!suicide_ok && tg_board_get (board, p) != TG_EMPTY)
    return;

  if (!r->filtered)
    {
      memcpy (r->vital, adj, sizeof adj);
      r->n_vital = n_adj;
      r->filtered = TRUE;
      return;
    }

  /* Keep only the heads this point is also a liberty of. */
  {
    guint8 kept = 0;

    for (guint i = 0; i < r->n_vital; i++)
      {
        gboolean found = FALSE;

        for (guint k = 0; k < n_adj; k++)
          found |= (adj[k] == r->vital[i]);
        if (found)
          r->vital[kept++] = r->vital[i];
      }
    r->n_vital = kept;
  }
}

/* Flood-fills the region of empty point @seed (index @index). */
static void
build_region (const TgBoard *board,
              TgColor        color,
              gboolean       suicide_ok,
              Work          *w,
              guint          index,
              guint         *n_pts,
              TgPoint        seed)
{
  Region *r = &w->regions[index];
  guint sp = 0;

  memset (r, 0, sizeof *r);
  r->start = *n_pts;
  w->region_of[seed] = index + 1;
  w->stack[sp++] = seed;

  while (sp > 0)
    {
      TgPoint p = w->stack[--sp];

      w->pts[(*n_pts)++] = p;
      visit_region_point (board, color, suicide_ok, r, p);

      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor c = tg_board_get (board, q);

          if (c == TG_EDGE || c == color || w->region_of[q] != 0)
            continue;
          w->region_of[q] = index + 1;
          w->stack[sp++] = q;
        }
    }
  r->len = *n_pts - r->start;
}

/* The regions of @color, from their empty points, and the heads of its
 * chains. */
static void
find_regions_and_chains (const TgBoard *board,
                         TgColor        color,
                         gboolean       suicide_ok,
                         Work          *w)
{
  guint n_pts = 0;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (tg_board_get (board, p) == TG_EMPTY && w->region_of[p] == 0)
          build_region (board, color, suicide_ok, w, w->n_regions++, &n_pts, p);
      }
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgPoint h;

        if (tg_board_get (board, p) != color)
          continue;
        h = tg_board_chain_head (board, p);
        if (!w->is_head[h])
          {
            w->is_head[h] = 1;
            w->heads[w->n_heads++] = h;
          }
      }
}

/* One step of Benson's iteration: every chain with fewer than two vital
 * regions among the good ones is removed, and the regions it borders turn
 * bad. Returns whether a chain was removed. */
static gboolean
remove_unsafe_chains (const TgBoard *board,
                      Work          *w)
{
  gboolean changed = FALSE;

  for (guint i = 0; i < w->n_heads; i++)
    w->vital_count[w->heads[i]] = 0;
  for (guint i = 0; i < w->n_regions; i++)
    {
      const Region *r = &w->regions[i];

      if (r->bad)
        continue;
      for (guint k = 0; k < r->n_vital; k++)
        w->vital_count[r->vital[k]]++;
    }

  for (guint i = 0; i < w->n_heads; i++)
    {
      TgPoint h = w->heads[i];

      if (w->killed[h] || w->vital_count[h] >= 2)
        continue;
      w->killed[h] = 1;
      changed = TRUE;
      TG_BOARD_FOREACH_STONE (board, h, s)
        for (guint d = 0; d < 4; d++)
          {
            guint16 ri = w->region_of[s + tg_board_dirs[d]];

            if (ri != 0)
              w->regions[ri - 1].bad = TRUE;
          }
    }
  return changed;
}

/* @color on the stones of the chains left and on the points of its
 * pass-alive territory. */
static void
write_pass_alive (const TgBoard *board,
                  const Work    *w,
                  TgColor        color,
                  guint8        *out)
{
  for (guint i = 0; i < w->n_heads; i++)
    {
      TgPoint h = w->heads[i];

      if (w->killed[h])
        continue;
      TG_BOARD_FOREACH_STONE (board, h, s)
        out[s] = color;
    }

  for (guint i = 0; i < w->n_regions; i++)
    {
      const Region *r = &w->regions[i];

      if (r->bad || !r->borders || r->internal > 1)
        continue;
      for (guint k = 0; k < r->len; k++)
        out[w->pts[r->start + k]] = color;
    }
}

void
_tg_benson_for_color (const TgBoard *board,
                      TgColor        color,
                      gboolean       suicide_ok,
                      guint8        *out)
{
  g_autofree Work *w = g_new0 (Work, 1);

  find_regions_and_chains (board, color, suicide_ok, w);
  while (remove_unsafe_chains (board, w))
    ;
  write_pass_alive (board, w, color, out);
}

/* One chain's vital regions --------------------------------------------- */

gboolean
_tg_deadstones_vital_region (const TgBoard *b,
                             TgPoint        p,
                             TgPoint        head,
                             TgColor        opponent,
                             guint          max_points,
                             guint8        *seen)
{
  TgPoint stack[TG_GROUP_SPACE_MAX * 4];
  guint sp = 0, n = 0;
  gboolean vital = TRUE;

  seen[p] = 1;
  stack[sp++] = p;
  while (sp > 0)
    {
      TgPoint q = stack[--sp];
      gboolean next_to_chain = FALSE;

      if (++n > max_points)
        return FALSE;
      for (guint d = 0; d < 4; d++)
        {
          TgPoint r = q + tg_board_dirs[d];
          TgColor c = tg_board_get (b, r);

          if (c == TG_EDGE)
            continue;
          if (c == TG_OTHER (opponent))
            {
              if (tg_board_chain_head (b, r) != head)
                return FALSE;
              next_to_chain = TRUE;
            }
          else if (!seen[r] && sp < G_N_ELEMENTS (stack))
            {
              seen[r] = 1;
              stack[sp++] = r;
            }
          else if (!seen[r])
            return FALSE;
        }
      if (tg_board_get (b, q) == TG_EMPTY && !next_to_chain)
        vital = FALSE;
    }
  return vital;
}
