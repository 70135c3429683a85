/* tg-free-placement.h: the new-game preview's scene: a game's start, and free handicap stones
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The new-game dialog shows the empty board of the chosen size with the
 * stones the game will start with (fixed handicap, 座子) on a TgBoardView.
 * A TgFreePlacement fills that view's scene and answers its signals: in
 * free placement a click on a point (or Enter/Space on the keyboard
 * cursor: the view's "point-activated") puts one of up to N black stones
 * there or takes a placed one back, and the pointer shows a ghost stone
 * where one may go ("hover-changed"). Hover, the keyboard cursor, hit
 * testing, the accessible text and drawing are the view's. It knows no
 * rules: it only keeps points.
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-board-view.h"
#include "tg-types.h"

G_BEGIN_DECLS

#define TG_FREE_PLACEMENT_MAX 9

#define TG_TYPE_FREE_PLACEMENT (tg_free_placement_get_type ())

G_DECLARE_FINAL_TYPE (TgFreePlacement, tg_free_placement, TG, FREE_PLACEMENT, GObject)

/* Takes over @view's scene and input (keeps a reference to it). */
TgFreePlacement *tg_free_placement_new            (TgBoardView     *view);
TgBoardView     *tg_free_placement_get_view       (TgFreePlacement *self);

/* A board of @width × @height (2..52); forgets placed stones when the size changes. */
void             tg_free_placement_set_board_size (TgFreePlacement *self,
                                                   guint            width,
                                                   guint            height);
/* Stones shown but not editable (fixed handicap, seated stones). */
void             tg_free_placement_set_fixed      (TgFreePlacement *self,
                                                   const TgPoint   *black,
                                                   guint            n_black,
                                                   const TgPoint   *white,
                                                   guint            n_white);
/* 0: a preview only. N (≤ TG_FREE_PLACEMENT_MAX): the user places up to
 * N black stones; placed stones beyond N are dropped, the newest first. */
void             tg_free_placement_set_max_stones (TgFreePlacement *self,
                                                   guint            max_stones);
guint            tg_free_placement_get_max_stones (TgFreePlacement *self);
/* The placed stones in the order they were placed; @n_points may be NULL. */
const TgPoint   *tg_free_placement_get_points     (TgFreePlacement *self,
                                                   guint           *n_points);
/* What a click on @point does: places a stone, or takes a placed one back.
 * Returns FALSE when nothing changed (off the board, full, a fixed stone,
 * or not editable). Emits "changed" otherwise. */
gboolean         tg_free_placement_toggle         (TgFreePlacement *self,
                                                   TgPoint          point);
void             tg_free_placement_clear          (TgFreePlacement *self);
/* The board theme of the preference "theme" (wood by default). */
void             tg_free_placement_set_theme      (TgFreePlacement *self,
                                                   TgBoardTheme     theme);

G_END_DECLS
