/* tg-score-marking.h: the count a record keeps (TB/TW), read back
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Done writes TB/TW at the counted node (tg-score-session-record.c): the
 * points each side owns that are not its own live stones, so empty
 * territory and the points of dead stones. Reading them back shows the
 * count where it was made, in any record that has one.
 */

#pragma once

#include "tg-game.h"
#include "tg-score.h"

G_BEGIN_DECLS

/* The marking saved at @node: for every point of the board at @node, the
 * side it counts for (TgScoreOwner: a live stone for its colour, a TB
 * point for Black, a TW point for White, any other empty point
 * TG_SCORE_OWNER_DAME) into @owner, and into @dead TRUE for a stone on a
 * point counted for the other side. FALSE, with both arrays cleared, when
 * @node has neither TB nor TW. */
gboolean        tg_score_read_marking  (TgGame  *game,
                                        TgNode   node,
                                        guint8   owner[TG_ARRAY_SIZE],
                                        guint8   dead[TG_ARRAY_SIZE]);

G_END_DECLS
