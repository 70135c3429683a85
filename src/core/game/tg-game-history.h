/* tg-game-history.h: the positions along one path of a game, for superko
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Entry i is the position after the i-th node of the path (0 = root):
 * its stones hash and the side to move. A hash multiset answers "did this
 * position (or situation) occur before?" in O(1); the caller confirms a
 * hit with a full board comparison.
 */

#pragma once

#include <glib.h>

#include "tg-types.h"

G_BEGIN_DECLS

typedef struct _TgHistory TgHistory;

TgHistory      *tg_history_new             (gboolean    situational);
void            tg_history_free            (TgHistory  *self);
/* Switches between positional keys (stones only) and situational keys
 * (stones and side to move); rebuilds the multiset. */
void            tg_history_set_situational (TgHistory  *self,
                                            gboolean    situational);
guint           tg_history_get_length      (const TgHistory *self);
void            tg_history_push            (TgHistory  *self,
                                            guint64     stones_hash,
                                            TgColor     to_move);
void            tg_history_truncate        (TgHistory  *self,
                                            guint       length);
guint64         tg_history_get_hash        (const TgHistory *self,
                                            guint       index);
TgColor         tg_history_get_to_move     (const TgHistory *self,
                                            guint       index);
/* The key of (hash, to_move) under the current mode. */
guint64         tg_history_key             (const TgHistory *self,
                                            guint64     stones_hash,
                                            TgColor     to_move);
/* How many entries have this key. */
guint           tg_history_count           (const TgHistory *self,
                                            guint64     key);
/* The next entry index ≥ @from with this key, or -1. */
gint            tg_history_find            (const TgHistory *self,
                                            guint64     key,
                                            guint       from);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgHistory, tg_history_free)

G_END_DECLS
