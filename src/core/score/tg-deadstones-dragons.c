/* tg-deadstones-dragons.c: groups that cannot make two eyes in the opponent's area
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random playouts judge a group by how often it survives random play, and
 * a group with a large open area around it survives about half of them
 * even when it has no eye space: the random opponent never fills its
 * outside liberties in order. A Go player judges it as life and death of
 * the whole group instead. Here the group is every chain of one colour
 * in a region (the empty points and that colour's stones connected to
 * them) bounded by the opponent's stones only: together they cannot run
 * (the opponent's stones close the region) and cannot connect to a
 * living friend (any friend inside the region is part of the group). They
 * are dead when
 *
 *  - every opponent chain around the region is safe: pass-alive, or its
 *    own in most playouts (30 % or more), not in atari, and not living
 *    on liberties the group shares only (a seki, or a capturing race the
 *    group may win, is not decided here) unless it has three liberties
 *    or more and room to join a friend (a loose stone that extends);
 *  - nothing of the group is clearly alive in the playouts (a seki keeps
 *    its stones there) or pass-alive;
 *  - the open points of the region (those the opponent's stones reach)
 *    are the opponent's on average in the playouts: it is the
 *    opponent's area, not the group's unfinished territory;
 *  - and the group cannot make two real eyes even moving first: its eye
 *    space is the region's pockets (empty points that reach no opponent
 *    stone through empty points), a one-point eye is false when the
 *    opponent holds two of its diagonals (one at the edge), and the
 *    owner's one move may split one pocket of three to six points into
 *    eyes (a straight three played on its middle, a pyramid four on its
 *    centre). Two pockets of two or more points, or one of seven or
 *    more, count as two eyes: the group may live.
 *
 * This generalises the floating-stone rule (a group enclosing at most one
 * point) to a group whose eye space is a false eye or a three-point shape
 * whose vital point leaves one real eye, as in GNU Go's regression game
 * score31 (White's M9, L7 and N7 groups around M7-M6-M5 inside Black's
 * lower right).
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"

#define MAX_POINTS (TG_MAX_SIZE * TG_MAX_SIZE)

/* Thresholds shared with tg-deadstones.c (the floating-stone rule). */
#define OWNER_CHAIN_MIN  (0.3f)  /* an opponent chain around: owned at least this */
#define CLEARLY_ALIVE    (0.6f)  /* a chain of the group owned this much lives */
#define LARGEST_SPLIT    (6)     /* pockets up to this size are split by one move */

typedef struct
{
  const TgDeadView *v;
  TgColor  owner;              /* the colour around the region */
  TgColor  group;              /* the colour inside */
  guint8  *in_region;          /* region points */
  guint8  *pocket_done;
  TgPoint *region;
  TgPoint *stack;
  TgPoint *pocket;
  guint    n_region;
} Dragons;

/* Flood from @start through empty points and @group stones into
 * d->region; marks them in d->in_region. */
static void
flood_region (Dragons *d,
              TgPoint  start)
{
  const TgBoard *b = d->v->board;
  guint sp = 0;

  d->n_region = 0;
  d->in_region[start] = 1;
  d->stack[sp++] = start;
  while (sp > 0)
    {
      TgPoint p = d->stack[--sp];

      d->region[d->n_region++] = p;
      for (guint k = 0; k < 4; k++)
        {
          TgPoint q = p + tg_board_dirs[k];
          TgColor c = tg_board_get (b, q);

          if (!d->in_region[q] && (c == TG_EMPTY || c == d->group))
            {
              d->in_region[q] = 1;
              d->stack[sp++] = q;
            }
        }
    }
}

gboolean
_tg_liberties_all_shared (const TgBoard *b,
                          TgPoint        p,
                          TgColor        other)
{
  TgPoint libs[MAX_POINTS];
  guint n = tg_board_chain_liberty_points (b, p, libs, G_N_ELEMENTS (libs));

  for (guint i = 0; i < n; i++)
    {
      gboolean touches = FALSE;

      for (guint k = 0; k < 4; k++)
        touches |= tg_board_get (b, libs[i] + tg_board_dirs[k]) == other;
      if (!touches)
        return FALSE;
    }
  return TRUE;
}

/* Whether a stone of @color other than the chain at @head is next to @p. */
static gboolean
touches_other_chain (const TgBoard *b,
                     TgPoint        p,
                     TgColor        color,
                     TgPoint        head)
{
  for (guint k = 0; k < 4; k++)
    {
      TgPoint q = p + tg_board_dirs[k];

      if (tg_board_get (b, q) == color && tg_board_chain_head (b, q) != head)
        return TRUE;
    }
  return FALSE;
}

/* Whether the chain at @p can join another chain of its colour through
 * one of its liberties, or through an empty point next to one: it does
 * not live on the liberties it shares with the group alone. */
static gboolean
reaches_friend (const TgBoard *b,
                TgPoint        p)
{
  TgPoint libs[MAX_POINTS];
  TgColor color = tg_board_get (b, p);
  TgPoint head = tg_board_chain_head (b, p);
  guint n = tg_board_chain_liberty_points (b, p, libs, G_N_ELEMENTS (libs));

  for (guint i = 0; i < n; i++)
    {
      if (touches_other_chain (b, libs[i], color, head))
        return TRUE;
      for (guint k = 0; k < 4; k++)
        {
          TgPoint q = libs[i] + tg_board_dirs[k];

          if (tg_board_get (b, q) == TG_EMPTY && touches_other_chain (b, q, color, head))
            return TRUE;
        }
    }
  return FALSE;
}

/* The opponent chain at @p around the region is safe (see the top). */
static gboolean
wall_chain_safe (Dragons *d,
                 TgPoint  p)
{
  const TgDeadView *v = d->v;
  const TgBoard *b = v->board;
  TgPoint h = tg_board_chain_head (b, p);
  guint libs = tg_board_chain_liberties (b, h);

  if (v->dead[p])
    return FALSE;
  if (v->chain_certain[h] != 0)
    return v->chain_certain[h] == 1;
  if (v->chain_own[h] < OWNER_CHAIN_MIN || libs < 2)
    return FALSE;
  if (!_tg_liberties_all_shared (b, p, d->group))
    return TRUE;
  /* Every liberty shared with the group: a seki, or a race the group may
   * win, unless the chain has room to join a friend. */
  return libs >= 3 && reaches_friend (b, p);
}

/* Whether the region's group may be judged here: the wall safe, no chain
 * of the group clearly alive, the open points the owner's on average. */
static gboolean
region_judgeable (Dragons *d)
{
  const TgDeadView *v = d->v;
  const TgBoard *b = v->board;
  gfloat open_own = 0.0f;
  guint n_open = 0, n_stones = 0;
  gfloat sign = d->owner == TG_BLACK ? 1.0f : -1.0f;

  for (guint i = 0; i < d->n_region; i++)
    {
      TgPoint p = d->region[i];
      gboolean open = FALSE;

      if (tg_board_get (b, p) == d->group)
        {
          TgPoint h = tg_board_chain_head (b, p);

          n_stones++;
          if (v->chain_certain[h] == 1 || v->chain_own[h] >= CLEARLY_ALIVE)
            return FALSE;
        }
      for (guint k = 0; k < 4; k++)
        {
          TgPoint q = p + tg_board_dirs[k];

          if (tg_board_get (b, q) != d->owner)
            continue;
          if (!wall_chain_safe (d, q))
            return FALSE;
          open = TRUE;
        }
      if (open && tg_board_get (b, p) == TG_EMPTY)
        {
          open_own += sign * v->own[p];
          n_open++;
        }
    }
  return n_stones > 0 && n_open > 0 && open_own > 0.0f;
}

/* Whether the empty point @e, bounded by the group, is a real eye: the
 * owner's stones (alive, with two liberties or more) hold fewer than two
 * of its diagonals (none at the edge). */
static gboolean
is_real_eye (Dragons *d,
             TgPoint  e)
{
  const TgBoard *b = d->v->board;
  static const int diag[4] = { -TG_STRIDE - 1, -TG_STRIDE + 1, TG_STRIDE - 1, TG_STRIDE + 1 };
  guint on_board = 0, held = 0;

  for (guint k = 0; k < 4; k++)
    {
      TgPoint q = e + diag[k];
      TgColor c = tg_board_get (b, q);

      if (c == TG_EDGE)
        continue;
      on_board++;
      if (c == d->owner && !d->v->dead[q] && tg_board_chain_liberties (b, q) >= 2)
        held++;
    }
  return on_board == 4 ? held < 2 : held == 0;
}

/* Eyes in the @n empty points of d->pocket (one pocket, or what is left of
 * it), with @skip (a point of it, or TG_NO_POINT) taken by the group's
 * stone: each part of one point counts when it is a real eye, each larger
 * part counts once. */
static guint
eyes_in_parts (Dragons *d,
               guint    n,
               TgPoint  skip)
{
  g_autofree guint8 *seen = g_new0 (guint8, TG_ARRAY_SIZE);
  guint eyes = 0;

  for (guint i = 0; i < n; i++)
    {
      TgPoint start = d->pocket[i], only = start;
      guint sp = 0, size = 0;

      if (start == skip || seen[start])
        continue;
      seen[start] = 1;
      d->stack[sp++] = start;
      while (sp > 0)
        {
          TgPoint p = d->stack[--sp];

          size++;
          for (guint k = 0; k < 4; k++)
            {
              TgPoint q = p + tg_board_dirs[k];

              if (q != skip && !seen[q] && tg_board_get (d->v->board, q) == TG_EMPTY)
                {
                  seen[q] = 1;
                  d->stack[sp++] = q;
                }
            }
        }
      eyes += size > 1 || is_real_eye (d, only);
    }
  return eyes;
}

/* Collects the pocket of @start (empty points joined through empty
 * points) into d->pocket; 0 when it reaches an owner's stone (an open
 * area, not eye space). */
static guint
collect_pocket (Dragons *d,
                TgPoint  start)
{
  const TgBoard *b = d->v->board;
  guint sp = 0, n = 0;
  gboolean open = FALSE;

  d->pocket_done[start] = 1;
  d->stack[sp++] = start;
  while (sp > 0)
    {
      TgPoint p = d->stack[--sp];

      d->pocket[n++] = p;
      for (guint k = 0; k < 4; k++)
        {
          TgPoint q = p + tg_board_dirs[k];
          TgColor c = tg_board_get (b, q);

          open |= c == d->owner;
          if (c == TG_EMPTY && !d->pocket_done[q])
            {
              d->pocket_done[q] = 1;
              d->stack[sp++] = q;
            }
        }
    }
  return open ? 0 : n;
}

/* The most eyes the region's group can have with one move of its own. */
static guint
max_eyes (Dragons *d)
{
  const TgBoard *b = d->v->board;
  guint eyes = 0, gain = 0;

  for (guint i = 0; i < d->n_region && eyes < 2; i++)
    {
      TgPoint p = d->region[i];
      guint n, now, best;

      if (tg_board_get (b, p) != TG_EMPTY || d->pocket_done[p])
        continue;
      n = collect_pocket (d, p);
      if (n == 0)
        continue;
      now = eyes_in_parts (d, n, TG_NO_POINT);
      best = now;
      if (n > LARGEST_SPLIT)
        best = 2;
      else if (n >= 3)
        for (guint k = 0; k < n && best < 2; k++)
          best = MAX (best, eyes_in_parts (d, n, d->pocket[k]));
      eyes += now;
      gain = MAX (gain, best - now);
    }
  return eyes + gain;
}

void
_tg_deadstones_eyeless_groups (const TgDeadView *v,
                               TgColor           owner)
{
  const TgBoard *b = v->board;
  Dragons d = { .v = v, .owner = owner, .group = TG_OTHER (owner) };
  g_autofree guint8 *in_region = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree guint8 *pocket_done = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree TgPoint *region = g_new (TgPoint, MAX_POINTS);
  g_autofree TgPoint *stack = g_new (TgPoint, 4 * MAX_POINTS);
  g_autofree TgPoint *pocket = g_new (TgPoint, MAX_POINTS);

  d.in_region = in_region;
  d.pocket_done = pocket_done;
  d.region = region;
  d.stack = stack;
  d.pocket = pocket;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint start = tg_point (x, y);

        if (in_region[start] || tg_board_get (b, start) != d.group || v->dead[start])
          continue;
        flood_region (&d, start);
        if (!region_judgeable (&d) || max_eyes (&d) >= 2)
          continue;
        for (guint i = 0; i < d.n_region; i++)
          if (tg_board_get (b, region[i]) == d.group)
            v->dead[region[i]] = 1;
      }
}

/* The last step: no chain is dead in its own colour's area ------------------ */

void
_tg_deadstones_revive_own_area (const TgBoard *board,
                                const guint8  *pass_alive,
                                guint8        *dead)
{
  g_autofree guint8 *done = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree guint8 *revive = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree TgPoint *stack = g_new (TgPoint, MAX_POINTS);
  g_autofree TgPoint *region = g_new (TgPoint, MAX_POINTS);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint start = tg_point (x, y);
        guint sp = 0, n = 0, touches = 0;

        if (!dead[start] || done[start])
          continue;
        /* The empty and dead points connected to @start, and the colours
         * of the live stones around them. */
        done[start] = 1;
        stack[sp++] = start;
        while (sp > 0)
          {
            TgPoint p = stack[--sp];

            region[n++] = p;
            for (guint d = 0; d < 4; d++)
              {
                TgPoint q = p + tg_board_dirs[d];
                TgColor c = tg_board_get (board, q);

                if (c == TG_EDGE || done[q])
                  continue;
                if (c == TG_EMPTY || dead[q])
                  {
                    done[q] = 1;
                    stack[sp++] = q;
                  }
                else
                  touches |= 1u << c;
              }
          }
        for (guint i = 0; i < n; i++)
          {
            TgPoint p = region[i];
            TgColor c = tg_board_get (board, p);

            if (c != TG_EMPTY && touches == 1u << c && pass_alive[p] != TG_OTHER (c))
              revive[p] = 1;
          }
      }
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    if (revive[i])
      dead[i] = 0;
}
