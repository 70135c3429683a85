/* tg-board-view.h: the board widget
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TgBoardView draws a TgBoardScene (tg-board-render.h) and turns pointer,
 * wheel and keyboard input into signals. It knows no rules: the owner
 * edits the scene (tg_board_view_get_scene()), then calls
 * tg_board_view_scene_changed().
 *
 * Signals:
 *   "point-activated" (guint x, guint y, guint button): a click on a point
 *       (button 1 left, 3 right; press and release on the same point), or
 *       Enter/Space on the keyboard cursor (button 1).
 *   "hover-changed" (gint x, gint y): the point under the pointer or, while
 *       the keyboard is used, under the cursor; -1, -1 when there is none.
 *       Set scene->ghost in the handler if a stone may be played there.
 *   "scroll-step" (gint delta): the mouse wheel, +1 forward one move
 *       (wheel down), -1 back.
 *
 * The keyboard cursor: while the view has the focus, the arrow keys move
 * scene->cursor (the view manages it, and hides it when the focus
 * leaves). The accessible label describes the point under the cursor
 * ("D4, black stone"), and the board ("Go board, 19×19") when there is
 * none.
 *
 * Property "natural-size" (int): the size asked for along the board's
 * longer side, 640 pixels by default.
 *
 * The owner decides what the board shows and what a click does: the game
 * window plays moves (tg-window-board.c), the new-game dialog places free
 * handicap stones (tg-free-placement.h).
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-board-scene.h"

G_BEGIN_DECLS

#define TG_TYPE_BOARD_VIEW (tg_board_view_get_type ())

G_DECLARE_FINAL_TYPE (TgBoardView, tg_board_view, TG, BOARD_VIEW, GtkWidget)

GtkWidget      *tg_board_view_new                 (void);
/* The scene the view draws; owned by the view. */
TgBoardScene   *tg_board_view_get_scene           (TgBoardView *self);
/* Call after editing the scene: redraws and updates the accessible text. */
void            tg_board_view_scene_changed       (TgBoardView *self);
/* The point under the pointer (or the keyboard cursor), if any. */
gboolean        tg_board_view_get_hover           (TgBoardView *self,
                                                   TgPoint     *out);
/* Moves the keyboard cursor (TG_NO_POINT hides it). */
void            tg_board_view_set_cursor          (TgBoardView *self,
                                                   TgPoint      p);
/* The "natural-size" property. */
void            tg_board_view_set_natural_size    (TgBoardView *self,
                                                   int          size);
/* TRUE: the accessible label names every stone ("Go board, 9×9, black
 * stones on C3 G7, white stones on E5"), for boards with few stones. */
void            tg_board_view_set_describe_stones (TgBoardView *self,
                                                   gboolean     describe);
/* For tests and benches: pictures rendered so far, and how many of the
 * picture's tiles the last one changed (what GTK draws again). */
guint           tg_board_view_get_frames          (TgBoardView *self);
guint           tg_board_view_get_changed_tiles   (TgBoardView *self);

G_END_DECLS
