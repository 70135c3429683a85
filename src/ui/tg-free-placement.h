/* tg-free-placement.h: a small board that previews a game's start and takes free handicap stones
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The new-game dialog shows the empty board of the chosen size with the
 * stones the game will start with (fixed handicap, 座子). In free placement
 * the user clicks (or moves the keyboard cursor and presses Enter/Space)
 * to put up to N black stones and clicks a stone again to take it back.
 * The widget knows no rules: it only keeps points. It draws with the
 * board renderer (tg-board-render.h), so it looks like the main board.
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-board-scene.h"
#include "tg-types.h"

G_BEGIN_DECLS

#define TG_FREE_PLACEMENT_MAX 9

#define TG_TYPE_FREE_PLACEMENT (tg_free_placement_get_type ())

G_DECLARE_FINAL_TYPE (TgFreePlacement, tg_free_placement, TG, FREE_PLACEMENT, GtkWidget)

GtkWidget      *tg_free_placement_new            (void);

/* A board of @width × @height (2..52); forgets placed stones when the size changes. */
void            tg_free_placement_set_board_size (TgFreePlacement *self,
                                                  guint            width,
                                                  guint            height);
/* Stones shown but not editable (fixed handicap, seated stones). */
void            tg_free_placement_set_fixed      (TgFreePlacement *self,
                                                  const TgPoint   *black,
                                                  guint            n_black,
                                                  const TgPoint   *white,
                                                  guint            n_white);
/* 0: a preview only. N (≤ TG_FREE_PLACEMENT_MAX): the user places up to
 * N black stones; placed stones beyond N are dropped, the newest first. */
void            tg_free_placement_set_max_stones (TgFreePlacement *self,
                                                  guint            max_stones);
guint           tg_free_placement_get_max_stones (TgFreePlacement *self);
/* The placed stones in the order they were placed; @n_points may be NULL. */
const TgPoint  *tg_free_placement_get_points     (TgFreePlacement *self,
                                                  guint           *n_points);
/* What a click on @point does: places a stone, or takes a placed one back.
 * Returns FALSE when nothing changed (off the board, full, a fixed stone,
 * or not editable). Emits "changed" otherwise. */
gboolean        tg_free_placement_toggle         (TgFreePlacement *self,
                                                  TgPoint          point);
void            tg_free_placement_clear          (TgFreePlacement *self);
/* The board theme of the preference "theme" (wood by default). */
void            tg_free_placement_set_theme      (TgFreePlacement *self,
                                                  TgBoardTheme     theme);

/* Draws one stone of radius @r centred on (@x, @y), with a soft shadow
 * when @alpha is 1 (the look of the preview, also used by the nigiri
 * dialog). */
void            tg_free_placement_draw_stone     (cairo_t         *cr,
                                                  double           x,
                                                  double           y,
                                                  double           r,
                                                  TgColor          color,
                                                  double           alpha);

G_END_DECLS
