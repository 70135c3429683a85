/* tg-board-tiles.c: the board view's picture, handed to GTK in tiles
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The picture is rendered again, clipped, around the points whose drawing
 * changed (DIRTY_CELLS around each: a stone's shadow falls on its
 * neighbours); the tiles that meet that area compare their pixels with
 * the new picture's. Each tile keeps a copy of its pixels and a cairo
 * render node that paints them. A cairo node rather than a texture node:
 * GTK 4.8's cairo renderer converts a texture node's whole texture at
 * every frame, even when the frame's clip misses it, while painting a
 * cairo node outside the clip costs nothing; the GL renderer rasterises a
 * cairo node once and keeps its texture, keyed by the node, while the
 * node is drawn.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-board-tiles.h"

/* Half the side of the square redrawn around a changed point, in cells. */
#define DIRTY_CELLS 1.5
/* More changed points than this share of the board (a variation shown,
 * another record): one whole render costs less than the many clips. */
#define MAX_DIRTY_SHARE 0.25

typedef struct
{
  cairo_surface_t *pixels;   /* the tile's part of the last picture */
  GskRenderNode   *node;     /* paints them; NULL when fully transparent */
} Tile;

struct _TgBoardTiles
{
  int              width;    /* the picture, device pixels */
  int              height;
  int              scale;
  cairo_surface_t *frame;    /* the picture (ARGB32) */
  TgBoardScene    *shown;    /* the scene it shows */
  gboolean         drawn;    /* the picture shows @shown */
  guint            rendered_area;
  guint            columns;
  guint            rows;
  Tile            *tiles;    /* columns × rows, row by row */
};

TgBoardTiles *
tg_board_tiles_new (void)
{
  TgBoardTiles *tiles = g_new0 (TgBoardTiles, 1);

  tiles->shown = tg_board_scene_new ();
  return tiles;
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
  g_clear_pointer (&tiles->frame, cairo_surface_destroy);
  tiles->columns = tiles->rows = 0;
  tiles->width = tiles->height = tiles->scale = 0;
  tiles->drawn = FALSE;
}

void
tg_board_tiles_free (TgBoardTiles *tiles)
{
  if (tiles == NULL)
    return;
  tg_board_tiles_clear (tiles);
  tg_board_scene_free (tiles->shown);
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
  tiles->frame = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
}

static gboolean
frame_ok (TgBoardTiles *tiles)
{
  return tiles->frame != NULL && cairo_surface_status (tiles->frame) == CAIRO_STATUS_SUCCESS;
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
      const guint32 *line = (const guint32 *) (src + (gsize) (y + row) * src_stride +
                                               (gsize) x * 4);

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

/* The device pixels around the points drawn differently in @scene than in
 * the picture, or NULL for all of them. */
static cairo_region_t *
dirty_region (TgBoardTiles       *tiles,
              const TgBoardScene *scene,
              int                 width,
              int                 height)
{
  guint8 changed[TG_ARRAY_SIZE];
  TgBoardGeometry g;
  cairo_region_t *region;
  guint n_changed = 0;
  double half;

  if (!tiles->drawn || !tg_board_scene_changed_points (tiles->shown, scene, changed))
    return NULL;
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    n_changed += changed[i];
  if (n_changed > MAX_DIRTY_SHARE * scene->board.width * scene->board.height)
    return NULL;
  tg_board_render_geometry (scene, width, height, tiles->scale, &g);
  half = DIRTY_CELLS * g.cell * tiles->scale;
  region = cairo_region_create ();
  for (guint y = 0; y < g.rows; y++)
    for (guint x = 0; x < g.columns; x++)
      if (changed[tg_point (x, y)])
        {
          double cx, cy;
          cairo_rectangle_int_t rect;

          tg_board_geometry_point_center (&g, tg_point (x, y), &cx, &cy);
          cx *= tiles->scale;
          cy *= tiles->scale;
          rect.x = (int) floor (cx - half);
          rect.y = (int) floor (cy - half);
          rect.width = (int) ceil (cx + half) - rect.x;
          rect.height = (int) ceil (cy + half) - rect.y;
          cairo_region_union_rectangle (region, &rect);
        }
  cairo_region_intersect_rectangle (region, &(cairo_rectangle_int_t) { 0, 0, tiles->width,
                                                                       tiles->height });
  return region;
}

static guint
region_area (const cairo_region_t *region)
{
  guint area = 0;

  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t rect;

      cairo_region_get_rectangle (region, i, &rect);
      area += rect.width * rect.height;
    }
  return area;
}

/* Renders @scene into the picture, within @dirty (device pixels) unless
 * NULL. */
static void
paint (TgBoardTiles         *tiles,
       const TgBoardScene   *scene,
       int                   width,
       int                   height,
       TgBoardRenderCache   *cache,
       const cairo_region_t *dirty)
{
  cairo_t *cr = cairo_create (tiles->frame);

  if (dirty != NULL)
    {
      gdk_cairo_region (cr, dirty);
      cairo_clip (cr);
    }
  /* The renderer leaves the area around the board untouched. */
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_scale (cr, tiles->scale, tiles->scale);
  tg_board_render (cr, scene, width, height, cache);
  cairo_destroy (cr);
  cairo_surface_flush (tiles->frame);
}

/* Gives new nodes to the tiles within @dirty (all unless NULL) whose
 * pixels changed; returns how many. */
static guint
update_tiles (TgBoardTiles         *tiles,
              const cairo_region_t *dirty)
{
  guint changed = 0;

  for (guint row = 0; row < tiles->rows; row++)
    for (guint col = 0; col < tiles->columns; col++)
      {
        Tile *tile = &tiles->tiles[row * tiles->columns + col];
        cairo_rectangle_int_t rect = {
          col * TG_BOARD_TILE_SIZE, row * TG_BOARD_TILE_SIZE,
          MIN (TG_BOARD_TILE_SIZE, tiles->width - (int) col * TG_BOARD_TILE_SIZE),
          MIN (TG_BOARD_TILE_SIZE, tiles->height - (int) row * TG_BOARD_TILE_SIZE),
        };

        if ((dirty != NULL &&
             cairo_region_contains_rectangle (dirty, &rect) == CAIRO_REGION_OVERLAP_OUT) ||
            same_pixels (tile, tiles->frame, rect.x, rect.y, rect.width, rect.height))
          continue;
        changed++;
        g_clear_pointer (&tile->node, gsk_render_node_unref);
        if (copy_pixels (tile, tiles->frame, rect.x, rect.y, rect.width, rect.height))
          tile->node = paint_node (tile->pixels, rect.x, rect.y, rect.width, rect.height,
                                   tiles->scale);
      }
  return changed;
}

guint
tg_board_tiles_render (TgBoardTiles       *tiles,
                       const TgBoardScene *scene,
                       int                 width,
                       int                 height,
                       int                 scale,
                       TgBoardRenderCache *cache)
{
  cairo_region_t *dirty = NULL;
  guint changed = 0;

  g_return_val_if_fail (tiles != NULL && scene != NULL, 0);

  if (width <= 0 || height <= 0 || scale <= 0)
    return 0;
  if (width * scale != tiles->width || height * scale != tiles->height || scale != tiles->scale)
    resize (tiles, width * scale, height * scale, scale);
  /* Beyond cairo's 32767 pixels: nothing to draw into. */
  if (!frame_ok (tiles))
    return 0;
  dirty = dirty_region (tiles, scene, width, height);
  tiles->rendered_area = dirty != NULL ? region_area (dirty)
                                       : (guint) (tiles->width * tiles->height);
  if (dirty == NULL || !cairo_region_is_empty (dirty))
    {
      paint (tiles, scene, width, height, cache, dirty);
      changed = update_tiles (tiles, dirty);
    }
  g_clear_pointer (&dirty, cairo_region_destroy);
  tg_board_scene_copy_into (scene, tiles->shown);
  tiles->drawn = TRUE;
  return changed;
}

guint
tg_board_tiles_get_rendered_area (TgBoardTiles *tiles)
{
  g_return_val_if_fail (tiles != NULL, 0);

  return tiles->rendered_area;
}

void
tg_board_tiles_snapshot (TgBoardTiles *tiles,
                         GtkSnapshot  *snapshot)
{
  for (guint i = 0; i < tiles->columns * tiles->rows; i++)
    if (tiles->tiles[i].node != NULL)
      gtk_snapshot_append_node (snapshot, tiles->tiles[i].node);
}
