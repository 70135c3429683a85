/* tg-deadstones.h: which stones are dead at the end of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Dead-stone sets are byte masks indexed by TgPoint (TG_ARRAY_SIZE bytes,
 * non-zero = dead), so they can be copied and compared cheaply.
 *
 * The proposal: Benson's algorithm first (pass-alive chains are certainly
 * alive; stones inside the opponent's pass-alive territory are certainly
 * dead), then random playouts from the position whose averaged final
 * ownership decides the rest, then a finished-game cleanup (floating
 * stones in clearly owned territory are dead, and related chains share
 * one fate). Everything is deterministic for a given seed and uses no
 * global state, so it can run in a worker thread.
 */

#pragma once

#include "tg-board.h"
#include "tg-rules.h"

G_BEGIN_DECLS

/* Playouts used by tg_deadstones_guess(): at most this many; fewer (but
 * at least 64) when the position makes them long, so that one proposal
 * costs about the same on any board. */
#define TG_DEADSTONES_DEFAULT_PLAYOUTS 600

/* The seed the command line and the app use unless told otherwise. */
#define TG_DEADSTONES_DEFAULT_SEED     G_GUINT64_CONSTANT (20260101)

typedef struct
{
  guint     playouts;   /* random playouts at most (0: Benson and the cleanup only) */
  gboolean  finished;   /* apply the finished-game cleanup (floating stones,
                         * related chains share one fate) */
  guint8   *unsettled;  /* NULL (the default), or TG_ARRAY_SIZE entries that
                         * receive 1 on the stones and the eye space of every
                         * enclosed chain not called dead whose life is one
                         * move away for either side (the opponent, moving
                         * first, kills it; its owner, moving first, keeps
                         * it) */
} TgDeadstonesOptions;

/* The defaults: TG_DEADSTONES_DEFAULT_PLAYOUTS playouts, finished = TRUE. */
void     tg_deadstones_options_init (TgDeadstonesOptions       *options);

/* Proposes the dead stones of a finished position into @dead (cleared
 * first). Deterministic for a given @seed. Safe to call from a worker
 * thread (it only reads @board). @rules may be NULL (no suicide). */
void     tg_deadstones_guess    (const TgBoard *board,
                                 const TgRules *rules,
                                 guint64        seed,
                                 guint8        *dead);
/* The same with @options (NULL: the defaults). When @ownership is not
 * NULL (TG_ARRAY_SIZE entries, zero off the board) it receives the
 * playouts' estimate of who owns every point at the end, from −100 (White
 * in every playout) to +100 (Black in every playout), ±100 where Benson
 * decided; on a stone it tells how often the opponent took the point. */
void     tg_deadstones_guess_full (const TgBoard             *board,
                                   const TgRules             *rules,
                                   guint64                    seed,
                                   const TgDeadstonesOptions *options,
                                   guint8                    *dead,
                                   gint8                     *ownership);

/* Benson's algorithm for both colours: writes TG_BLACK or TG_WHITE into
 * @out (TG_ARRAY_SIZE bytes, cleared first) for every stone of a
 * pass-alive chain and every point of pass-alive territory (opponent
 * stones in it included: they are certainly dead), TG_EMPTY elsewhere.
 * With @suicide_ok, multi-stone suicide is taken to be legal. */
void     tg_deadstones_pass_alive (const TgBoard *board,
                                   gboolean       suicide_ok,
                                   guint8        *out);

/* The chains related to the chain at @p: the group it belongs to, every
 * stone of its colour that can be reached from @p through stones of that
 * colour and runs of at most two empty points (a one- or two-point jump),
 * @p's chain included; stones further away in the same territory are
 * another group, toggled by a click of their own. A region (empty points
 * and stones of that colour) that spans more than two thirds of the board
 * is enclosed by nobody (an open board): then only @p's own chain is
 * related. Writes up to @n_out
 * of them to @out and returns how many there are (0 when @p is not a
 * stone). */
guint    tg_deadstones_related  (const TgBoard *board,
                                 TgPoint        p,
                                 TgPoint       *out,
                                 guint          n_out);

/* Toggles the chain at @p and every chain related to it (same colour,
 * same enclosed region) between dead and alive: when @p is alive they all
 * become dead, when @p is dead they all become alive, so toggling twice
 * restores a set in which related chains agreed. Returns FALSE (and
 * changes nothing) when @p is not a stone. */
gboolean tg_deadstones_toggle   (const TgBoard *board,
                                 guint8        *dead,
                                 TgPoint        p);

G_END_DECLS
