/* tg-deadstones.h: which stones are dead at the end of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Dead-stone sets are byte masks indexed by TgPoint (TG_ARRAY_SIZE bytes,
 * non-zero = dead), so they can be copied and compared cheaply.
 */

#pragma once

#include "tg-board.h"
#include "tg-rules.h"

G_BEGIN_DECLS

/* Proposes the dead stones of a finished position into @dead (cleared
 * first). Deterministic for a given @seed. Safe to call from a worker
 * thread (it only reads @board). */
void     tg_deadstones_guess    (const TgBoard *board,
                                 const TgRules *rules,
                                 guint64        seed,
                                 guint8        *dead);
/* Toggles the chain at @p and every chain related to it (same colour,
 * same enclosed region) between dead and alive. Returns FALSE when @p is
 * not a stone. */
gboolean tg_deadstones_toggle   (const TgBoard *board,
                                 guint8        *dead,
                                 TgPoint        p);

G_END_DECLS
