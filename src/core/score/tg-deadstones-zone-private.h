/* tg-deadstones-zone-private.h: a group's zone as a small board of its own
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The zone of a group (TgGroupZone: the group's stones, its eye space, the
 * opponent's stones inside, the liberties of a short wall chain) has at
 * most 32 points, so a position on it is two bit masks and a move costs a
 * few mask operations instead of a copy of a whole TgBoard
 * (tg-deadstones-zone-board.c). tg-deadstones-zone-search.c reads the
 * group's life and death on it.
 *
 * Stones next to the zone but outside it (the wall) never move: a wall
 * chain with a liberty outside the zone cannot be captured, one without
 * can, and its capture counts as the group's escape. The defender also
 * escapes when a chain of the group reaches a point outside the zone (an
 * empty point or a stone of its own).
 */

#pragma once

#include "tg-deadstones-private.h"

G_BEGIN_DECLS

typedef guint64 TgZoneMask;

#define TG_ZONE_BIT(i)   (G_GUINT64_CONSTANT (1) << (i))

/* Wall chains next to the zone: one bit each. */
#define TG_ZONE_MAX_WALL 64

#define TG_ZONE_NO_KO    0xff

/* The zone's geometry, fixed for a whole reading. */
typedef struct
{
  TgColor    owner;                         /* the group's colour */
  guint      n;
  TgZoneMask all;
  TgZoneMask nb[TG_GROUP_ZONE_MAX];         /* zone neighbours of each point */
  guint64    wall_at[TG_GROUP_ZONE_MAX];    /* wall chains next to each point */
  TgZoneMask group;                         /* the group's stones at the start */
  TgZoneMask inner;                         /* the group's stones and eye space */
  TgZoneMask outside;                       /* next to an empty point outside */
  guint      n_wall;
  TgZoneMask wall_adj[TG_ZONE_MAX_WALL];    /* zone points next to wall chain j */
  guint64    wall_of[3];                    /* wall chains of each colour */
  guint64    wall_free;                     /* chains with a liberty outside */
} TgZoneGeometry;

/* A position on the zone. */
typedef struct
{
  TgZoneMask stones[3];   /* [TG_BLACK], [TG_WHITE] */
  guint8     ko;          /* zone index ko_color may not retake, or TG_ZONE_NO_KO */
  guint8     ko_color;
  guint8     wall_taken;  /* a chain of the attacker's wall was captured */
} TgZoneState;

/* The geometry and the starting position of @zone on @board (no ko ban:
 * the reading starts after the game); FALSE when too many wall chains
 * touch the zone. */
gboolean _tg_zone_setup       (TgZoneGeometry    *g,
                               const TgBoard     *board,
                               const TgGroupZone *zone,
                               TgZoneState       *start);

/* Plays zone point @i for @c into @out: FALSE when it is occupied, a
 * retake of a ko @c may not retake (unless @c is @ko_free), or suicide
 * (never played in the zone, under any rules). */
gboolean _tg_zone_play        (const TgZoneGeometry *g,
                               const TgZoneState    *st,
                               guint                 i,
                               TgColor               c,
                               TgColor               ko_free,
                               TgZoneState          *out);

/* Whether the group holds without another move: a chain of the
 * attacker's wall captured, a chain of the group out of the zone, or a
 * chain of the group pass-alive in it (Benson with the zone's closed
 * regions only). */
gboolean _tg_zone_holds       (const TgZoneGeometry *g,
                               const TgZoneState    *st);

/* Whether the group is captured: none of its stones left, and at most
 * two new stones of its owner in its eye space (too few to live there;
 * more must be captured too). */
gboolean _tg_zone_group_gone  (const TgZoneGeometry *g,
                               const TgZoneState    *st);

/* The empty points of the zone for @c, most urgent first: captures,
 * saving a chain in atari, ataris, then the points with the most empty
 * neighbours (the eye space's vital points); a liberty of the wall that
 * does none of the first three comes last, or not at all without
 * @idle_wall. Returns their number. */
guint    _tg_zone_order_moves (const TgZoneGeometry *g,
                               const TgZoneState    *st,
                               TgColor               c,
                               gboolean              idle_wall,
                               guint8               *moves);

G_END_DECLS
