/* tg-board-tiles.c: the board view's picture, handed to GTK in tiles
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile keeps a copy of its pixels (to compare the next picture with)
 * and a cairo render node that paints them. A cairo node rather than a
 * texture node: GTK 4.8's cairo renderer converts a texture node's whole
 * texture at every frame, even when the frame's clip misses it, while
 * painting a cairo node outside the clip costs nothing; GL renderers
 * upload a node once and keep it while the node lives.
 */

#include "config.h"

#include <string.h>

#include "tg-board-tiles.h"

typedef struct
{
  cairo_surface_t *pixels;   /* the tile's part of the last picture */
  GskRenderNode   *node;     /* paints them; NULL when fully transparent */
} Tile;

struct _TgBoardTiles
{
  int   width;               /* the picture, device pixels */
  int   height;
  int   scale;
  guint columns;
  guint rows;
  Tile *tiles;               /* columns × rows, row by row */
};

TgBoardTiles *
tg_board_tiles_new (void)
{
  return g_new0 (TgBoardTiles, 1);
}

void
tg_board_tiles_clear (TgBoardTiles *tiles)
{
  for (guint i = 0; i < tiles->columns * tiles->rows; i++)
    {
      g_clear_pointer (&tiles->tiles[i].pixels, cairo_surface_destroy);
      g_clear_pointer (&tiles->tiles[i].node, gsk_render_node_unref);
    }
  g_clear_pointer (&tiles->tiles, g_free);
  tiles->columns = tiles->rows = 0;
  tiles->width = tiles->height = tiles->scale = 0;
}

void
tg_board_tiles_free (TgBoardTiles *tiles)
{
  if (tiles == NULL)
    return;
  tg_board_tiles_clear (tiles);
  g_free (tiles);
}

static void
resize (TgBoardTiles *tiles,
        int           width,
        int           height,
        int           scale)
{
  tg_board_tiles_clear (tiles);
  tiles->width = width;
  tiles->height = height;
  tiles->scale = scale;
  tiles->columns = (width + TG_BOARD_TILE_SIZE - 1) / TG_BOARD_TILE_SIZE;
  tiles->rows = (height + TG_BOARD_TILE_SIZE - 1) / TG_BOARD_TILE_SIZE;
  tiles->tiles = g_new0 (Tile, tiles->columns * tiles->rows);
}

/* Whether @tile already holds the @w × @h pixels of @frame at (@x, @y). */
static gboolean
same_pixels (const Tile      *tile,
             cairo_surface_t *frame,
             int              x,
             int              y,
             int              w,
             int              h)
{
  const guchar *src = cairo_image_surface_get_data (frame);
  int src_stride = cairo_image_surface_get_stride (frame);
  const guchar *own;
  int own_stride;

  if (tile->pixels == NULL)
    return FALSE;
  own = cairo_image_surface_get_data (tile->pixels);
  own_stride = cairo_image_surface_get_stride (tile->pixels);
  for (int row = 0; row < h; row++)
    if (memcmp (src + (gsize) (y + row) * src_stride + (gsize) x * 4,
                own + (gsize) row * own_stride, (gsize) w * 4) != 0)
      return FALSE;
  return TRUE;
}

/* Copies the pixels into the tile; TRUE if any is not fully transparent. */
static gboolean
copy_pixels (Tile            *tile,
             cairo_surface_t *frame,
             int              x,
             int              y,
             int              w,
             int              h)
{
  const guchar *src = cairo_image_surface_get_data (frame);
  int src_stride = cairo_image_surface_get_stride (frame);
  guchar *own;
  int own_stride;
  gboolean visible = FALSE;

  /* A new surface: the old one may still be painted by the last frame's
   * node, which GTK keeps to compare frames. */
  g_clear_pointer (&tile->pixels, cairo_surface_destroy);
  tile->pixels = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  own = cairo_image_surface_get_data (tile->pixels);
  own_stride = cairo_image_surface_get_stride (tile->pixels);
  for (int row = 0; row < h; row++)
    {
      const guint32 *line = (const guint32 *) (src + (gsize) (y + row) * src_stride + (gsize) x * 4);

      memcpy (own + (gsize) row * own_stride, line, (gsize) w * 4);
      for (int i = 0; i < w && !visible; i++)
        visible = (line[i] >> 24) != 0;
    }
  cairo_surface_mark_dirty (tile->pixels);
  return visible;
}

static GskRenderNode *
paint_node (cairo_surface_t *pixels,
            int              x,
            int              y,
            int              w,
            int              h,
            int              scale)
{
  GskRenderNode *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT ((float) x / scale,
                                                                 (float) y / scale,
                                                                 (float) w / scale,
                                                                 (float) h / scale));
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);

  cairo_surface_set_device_scale (pixels, scale, scale);
  cairo_set_source_surface (cr, pixels, (double) x / scale, (double) y / scale);
  cairo_paint (cr);
  cairo_destroy (cr);
  return node;
}

guint
tg_board_tiles_update (TgBoardTiles    *tiles,
                       cairo_surface_t *frame,
                       int              scale)
{
  int width = cairo_image_surface_get_width (frame);
  int height = cairo_image_surface_get_height (frame);
  guint changed = 0;

  g_return_val_if_fail (cairo_image_surface_get_format (frame) == CAIRO_FORMAT_ARGB32, 0);

  cairo_surface_flush (frame);
  if (width != tiles->width || height != tiles->height || scale != tiles->scale)
    resize (tiles, width, height, scale);
  for (guint row = 0; row < tiles->rows; row++)
    for (guint col = 0; col < tiles->columns; col++)
      {
        Tile *tile = &tiles->tiles[row * tiles->columns + col];
        int x = col * TG_BOARD_TILE_SIZE, y = row * TG_BOARD_TILE_SIZE;
        int w = MIN (TG_BOARD_TILE_SIZE, width - x), h = MIN (TG_BOARD_TILE_SIZE, height - y);

        if (same_pixels (tile, frame, x, y, w, h))
          continue;
        changed++;
        g_clear_pointer (&tile->node, gsk_render_node_unref);
        if (copy_pixels (tile, frame, x, y, w, h))
          tile->node = paint_node (tile->pixels, x, y, w, h, scale);
      }
  return changed;
}

void
tg_board_tiles_snapshot (TgBoardTiles *tiles,
                         GtkSnapshot  *snapshot)
{
  for (guint i = 0; i < tiles->columns * tiles->rows; i++)
    if (tiles->tiles[i].node != NULL)
      gtk_snapshot_append_node (snapshot, tiles->tiles[i].node);
}
