/* tg-board-tiles.h: the board view's picture, handed to GTK in tiles
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK redraws the part of the window where the render nodes differ from
 * the last frame's (by identity). One texture for the whole board made any
 * change, a candidate's visit count while an engine analyses, a redraw of
 * the whole board: GTK's cairo renderer converted the full texture and
 * composited it again at every frame. The picture is cut into tiles that
 * keep their node while their pixels stay the same, so only the tiles
 * that changed are drawn again; and only the points of the scene that
 * changed since the last picture are rendered again.
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-board-render.h"

G_BEGIN_DECLS

/* Tile side in device pixels: a candidate mark spans one to four. */
#define TG_BOARD_TILE_SIZE 64

typedef struct _TgBoardTiles TgBoardTiles;

TgBoardTiles *tg_board_tiles_new       (void);
void          tg_board_tiles_free      (TgBoardTiles    *tiles);
/* Renders @scene into the picture (@width × @height logical pixels at
 * @scale) with @cache: around the points that differ from the last
 * picture's scene only, or everything after a change of size, scale or
 * anything not tied to points. The tiles whose pixels changed get new
 * nodes, the others keep theirs. Returns how many tiles changed. */
guint         tg_board_tiles_render    (TgBoardTiles       *tiles,
                                        const TgBoardScene *scene,
                                        int                 width,
                                        int                 height,
                                        int                 scale,
                                        TgBoardRenderCache *cache);
/* Appends the tiles (fully transparent ones left out) at the origin. */
void          tg_board_tiles_snapshot  (TgBoardTiles    *tiles,
                                        GtkSnapshot     *snapshot);
/* Forgets the picture: the next render draws everything. */
void          tg_board_tiles_clear     (TgBoardTiles    *tiles);
/* For tests: the device pixels the last render drew again. */
guint         tg_board_tiles_get_rendered_area (TgBoardTiles *tiles);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoardTiles, tg_board_tiles_free)

G_END_DECLS
