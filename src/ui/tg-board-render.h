/* tg-board-render.h: draws a TgBoardScene with cairo
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The drawing code knows nothing about GTK widgets: it takes a cairo_t and
 * a size, so the same function paints the board view, PNG and SVG exports,
 * the tests and the benchmark. The board (square cells) is fitted into the
 * width×height area and centred; everything outside the board is left
 * untouched (transparent on a fresh surface).
 *
 * On raster targets the renderer works in device pixels (it reads the
 * scale from the cairo_t, so a HiDPI caller just scales the context): grid
 * lines land on whole pixels, and stones, shadows, the wood and text are
 * rasterised once per cell size into a TgBoardRenderCache and blitted. On
 * vector targets (SVG, PDF, recording surfaces) everything is drawn as
 * vectors from the same artwork.
 */

#pragma once

#include <cairo.h>

#include "tg-board-scene.h"

G_BEGIN_DECLS

#define TG_BOARD_RENDER_ERROR (tg_board_render_error_quark ())

typedef enum
{
  TG_BOARD_RENDER_ERROR_SIZE,      /* export size out of range */
  TG_BOARD_RENDER_ERROR_WRITE,     /* cairo could not write the file */
} TgBoardRenderError;

GQuark              tg_board_render_error_quark  (void);

/* Rasterised artwork (wood, stones, shadows, text) for one board view.
 * Not thread-safe: one cache per thread. */
typedef struct _TgBoardRenderCache TgBoardRenderCache;

TgBoardRenderCache *tg_board_render_cache_new    (void);
void                tg_board_render_cache_free   (TgBoardRenderCache *cache);
/* Drops every rasterised sprite (the artwork is kept loaded). */
void                tg_board_render_cache_clear  (TgBoardRenderCache *cache);

/* Where things are, in the caller's user units. */
typedef struct
{
  double  scale;             /* device pixels per user unit */
  double  cell;              /* distance between two lines */
  double  origin_x;          /* centre of the top-left point */
  double  origin_y;
  double  board_x;           /* the board (wood) rectangle, coordinates included */
  double  board_y;
  double  board_width;
  double  board_height;
  double  line_width;        /* inner grid lines */
  double  coord_band;        /* width of the coordinate band (0: none) */
  double  coord_font;        /* size of the coordinate labels (0: none) */
  guint   columns;           /* board width in points */
  guint   rows;
} TgBoardGeometry;

/* The geometry tg_board_render() uses for @scene in a width×height area at
 * @scale device pixels per unit (1 for plain image surfaces). */
void                tg_board_render_geometry     (const TgBoardScene *scene,
                                                  int                 width,
                                                  int                 height,
                                                  double              scale,
                                                  TgBoardGeometry    *geometry);
/* The point nearest to (@x, @y) if it lies within half a cell of it. */
gboolean            tg_board_geometry_point_at   (const TgBoardGeometry *geometry,
                                                  double              x,
                                                  double              y,
                                                  TgPoint            *out);
/* The centre of point @p. */
void                tg_board_geometry_point_center (const TgBoardGeometry *geometry,
                                                  TgPoint             p,
                                                  double             *x,
                                                  double             *y);

/* Draws the whole board into (0, 0, @width, @height) of @cr. @cache may be
 * NULL (a temporary one is used: slower). */
void                tg_board_render              (cairo_t            *cr,
                                                  const TgBoardScene *scene,
                                                  int                 width,
                                                  int                 height,
                                                  TgBoardRenderCache *cache);
/* The point under (@x, @y) for a board drawn at scale 1 into a
 * width×height area, or FALSE outside the points. */
gboolean            tg_board_render_point_at     (const TgBoardScene *scene,
                                                  int                 width,
                                                  int                 height,
                                                  double              x,
                                                  double              y,
                                                  TgPoint            *out);

/* Exports: the board fitted into a @size×@size image (the image is
 * cropped to the board for rectangular boards). @size is 16..8192. */
gboolean            tg_board_render_to_png       (const TgBoardScene *scene,
                                                  const char         *path,
                                                  int                 size,
                                                  GError            **error);
gboolean            tg_board_render_to_svg       (const TgBoardScene *scene,
                                                  const char         *path,
                                                  int                 size,
                                                  GError            **error);

/* The plain colours of a theme (the wood's mean colour for TG_EMPTY;
 * the stones' body colours for TG_BLACK and TG_WHITE), as 0..1 RGB. */
void                tg_board_render_theme_color  (TgBoardTheme        theme,
                                                  TgColor             what,
                                                  double              rgb[3]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoardRenderCache, tg_board_render_cache_free)

G_END_DECLS
