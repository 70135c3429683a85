/* tg-deadstones-private.h: the parts of the dead-stone proposal
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-deadstones-benson.c finds what is certain (Benson's pass-alive chains and
 * territory), tg-deadstones-playout.c estimates the rest with random playouts, and
 * tg-deadstones.c combines both into a proposal.
 */

#pragma once

#include "tg-deadstones.h"

G_BEGIN_DECLS

/* xoshiro256** seeded through splitmix64: small, fast, no global state. */
typedef struct
{
  guint64 s[4];
} TgRng;

void     _tg_rng_init           (TgRng         *rng,
                                 guint64        seed);
guint64  _tg_rng_next           (TgRng         *rng);

/* A uniform integer in [0, n), n > 0 (Lemire's multiply-shift, bias below
 * 2^-32 for the sizes used here). */
static inline guint
_tg_rng_below (TgRng *rng,
               guint  n)
{
  return (guint) (((_tg_rng_next (rng) >> 32) * (guint64) n) >> 32);
}

/* Benson for one colour: writes @color into @out for every stone of a
 * pass-alive chain of @color and every point (empty or opponent stone) of
 * @color's pass-alive territory. Other entries are left alone. */
void     _tg_benson_for_color   (const TgBoard *board,
                                 TgColor        color,
                                 gboolean       suicide_ok,
                                 guint8        *out);

/* Monte-Carlo ownership: plays up to @n_playouts random games from
 * @board (alternately Black and White moving first), never moving on
 * points where @frozen is non-zero, and adds +1 (Black) or −1 (White) per
 * playout to @sum for every point each side owns at the end (stones, and
 * empty regions that touch one colour only). Stops early, after an even
 * number of playouts (and at least 64), once they have made @move_budget
 * moves in total, so a long position costs bounded time; the count
 * depends only on the position and the seed. @sum has TG_ARRAY_SIZE
 * entries and is not cleared. Returns the number of playouts. The random
 * players never commit suicide, so the rules' suicide setting does not
 * matter here. */
guint    _tg_playouts_run       (const TgBoard *board,
                                 const guint8  *frozen,
                                 guint          n_playouts,
                                 guint64        move_budget,
                                 TgRng         *rng,
                                 gint32        *sum);

/* Whether the opponent, moving first, captures the chain at @target
 * whatever its owner answers (tg-deadstones-reading.c): a chain with one or
 * two liberties read out to at most @budget nodes; a chain in atari only
 * when its owner, to move, cannot save it either. FALSE when the budget
 * runs out or the capture is a ko. */
gboolean _tg_reading_can_capture (const TgBoard *board,
                                  TgPoint        target,
                                  gboolean       suicide_ok,
                                  guint          budget);

/* Whether the opponent's chain at @p, next to an enclosed chain, is safe. */
typedef gboolean (*TgAttackerStrong) (const TgBoard *board,
                                      TgPoint        p,
                                      gpointer       data);

/* The eye space of an enclosed chain that the reader reads: at most this
 * many points. */
#define TG_DEADSTONES_SPACE_MAX 8

/* Whether the chain at @target, enclosed as for _tg_reading_enclosed_dead,
 * is unsettled: the opponent, moving first, captures it, and its owner,
 * moving first, keeps it (a move decides it for either side). Its eye
 * space (at most TG_DEADSTONES_SPACE_MAX points) is written to @space,
 * their number to *@n_space. FALSE when the chain is not enclosed, the
 * budget runs out or either answer is no. */
gboolean _tg_reading_enclosed_unsettled (const TgBoard    *board,
                                         TgPoint           target,
                                         gboolean          suicide_ok,
                                         guint             budget,
                                         TgAttackerStrong  strong,
                                         gpointer          data,
                                         TgPoint          *space,
                                         guint            *n_space);

/* Whether the chain at @target, whose liberties all lie in small regions
 * of its own (its eye space, up to eight points with the opponent's stones
 * inside it), is dead: the opponent, moving first inside that space,
 * captures it whatever its owner answers, and its owner, moving first,
 * cannot make two eyes (tg-deadstones-reading.c). FALSE when the chain is
 * not enclosed, an opponent chain around it is not @strong, the budget
 * runs out or the capture is a ko. */
gboolean _tg_reading_enclosed_dead (const TgBoard    *board,
                                    TgPoint           target,
                                    gboolean          suicide_ok,
                                    guint             budget,
                                    TgAttackerStrong  strong,
                                    gpointer          data);

/* A group of several chains of one colour sharing one small enclosed eye
 * space (tg-deadstones-group-space.c): its zone is the space's empty
 * points (at most TG_GROUP_SPACE_MAX), the opponent's stones living on
 * them only, and the group's own stones. */
#define TG_GROUP_SPACE_MAX  10
#define TG_GROUP_CHAINS_MAX 8
#define TG_GROUP_ZONE_MAX   32

typedef struct
{
  guint   n_points;
  TgPoint points[TG_GROUP_ZONE_MAX];
  guint   n_heads;
  TgPoint heads[TG_GROUP_CHAINS_MAX];   /* the group's chains */
  guint8  wall_liberty[TG_GROUP_ZONE_MAX];  /* by zone index: 1 for a liberty
                                             * of a short wall chain, added
                                             * for a race with the wall */
} TgGroupZone;

/* Collects the group of the chain at @start into @zone: FALSE unless at
 * least two chains share the space, it is small, and every opponent chain
 * around it is inside (living on the space's points only) or @strong. */
gboolean _tg_group_zone_collect (const TgBoard    *board,
                                 TgPoint           start,
                                 TgAttackerStrong  strong,
                                 gpointer          data,
                                 TgGroupZone      *zone);

/* Whether some chain of @owner in the zone is pass-alive (Benson, with the
 * zone's regions only: a region touching a point outside it is not an
 * eye). */
gboolean _tg_group_zone_alive   (const TgGroupZone *zone,
                                 const TgBoard     *board,
                                 TgColor            owner);

/* Whether the group of the chain at @start (at least two chains sharing a
 * small enclosed eye space, _tg_group_zone_collect()) is dead, read by
 * _tg_zone_search_dead() (tg-deadstones-zone-search.c): the opponent,
 * moving first inside the zone, captures every stone of it whatever its
 * owner answers, and its owner, moving first, cannot live there either.
 * FALSE when there is no such group or @budget nodes do not settle it.
 * @zone receives the group. */
gboolean _tg_reading_group_dead (const TgBoard    *board,
                                 TgPoint           start,
                                 gboolean          suicide_ok,
                                 guint             budget,
                                 TgAttackerStrong  strong,
                                 gpointer          data,
                                 TgGroupZone      *zone);

/* Whether the group of @zone (collected by _tg_group_zone_collect()) is
 * dead: the attacker, moving first, leaves no stone of the defender on
 * the group's points and eye space whatever the defender answers, the
 * defender free to retake a ko at once; and the defender, moving first,
 * cannot make the group pass-alive in the zone or lead it out, the
 * attacker free to retake a ko at once (tg-deadstones-zone-search.c).
 * FALSE when @budget nodes do not settle either question. */
gboolean _tg_zone_search_dead   (const TgBoard     *board,
                                 const TgGroupZone *zone,
                                 guint              budget);

/* What the proposal knows when it judges groups (tg-deadstones.c). */
typedef struct
{
  const TgBoard *board;
  const gfloat  *own;            /* Black's ownership per point, −1..1 */
  const gfloat  *chain_own;      /* by chain head: mean ownership, chain's view */
  const guint8  *chain_certain;  /* by chain head: 1 pass-alive, 2 certainly dead */
  guint8        *dead;           /* by stone: the verdicts so far */
} TgDeadView;

/* Whether every liberty of the chain at @p touches a stone of @other
 * (tg-deadstones-dragons.c). */
gboolean _tg_liberties_all_shared       (const TgBoard    *board,
                                         TgPoint           p,
                                         TgColor           other);

/* Marks dead every stone of the other colour in a region enclosed by
 * @owner's safe stones that cannot make two real eyes even moving first
 * (tg-deadstones-dragons.c). */
void     _tg_deadstones_eyeless_groups (const TgDeadView *view,
                                        TgColor           owner);

/* Whether the region of @p (empty points and @opponent stones, bounded
 * by the chain at @head and the edge only) is a vital region of that
 * chain: at most @max_points points (at most TG_GROUP_SPACE_MAX), and
 * every empty point in it next to the chain. Marks the region in @seen. */
gboolean _tg_deadstones_vital_region    (const TgBoard *b,
                                         TgPoint        p,
                                         TgPoint        head,
                                         TgColor        opponent,
                                         guint          max_points,
                                         guint8        *seen);

/* The last step of the proposal: with every stone of @dead lifted, a dead
 * chain whose region (the empty and dead points connected to it) touches
 * live stones of its own colour only would lie in its owner's area: the
 * chains that capture it are dead themselves. Capturing it would only let
 * its owner play a new stone there that the opponent cannot capture (the
 * 1989 rules, article 7), so it is alive: a stone in atari inside a dead
 * group, or a chain whose capture would give the dead group around it
 * the eye it lacks (then that group's owner has a point to fill, and the
 * two sides are not both dead). Clears those stones in @dead; stones in
 * the opponent's pass-alive territory (@pass_alive) stay dead. */
void     _tg_deadstones_revive_own_area (const TgBoard *board,
                                         const guint8  *pass_alive,
                                         guint8        *dead);

G_END_DECLS
