/* tg-board-render-private.h: shared between the board drawing modules
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <pango/pangocairo.h>

#include "tg-board-render.h"

G_BEGIN_DECLS

/* Number of shell-stone grain variants (rotations) kept per cell size. */
#define TG_WHITE_VARIANTS 6

typedef enum
{
  TG_TEXT_COORD,       /* coordinates in the margin */
  TG_TEXT_NUMBER,      /* move numbers of one or two digits */
  TG_TEXT_NUMBER_SMALL,/* three digits */
  TG_TEXT_NUMBER_TINY, /* four digits */
  TG_TEXT_LABEL,       /* LB labels */
  TG_N_TEXT_KINDS
} TgTextKind;

/* A rasterised sprite: draw it at (centre - offset). */
typedef struct
{
  cairo_surface_t *surface;
  double           offset_x;
  double           offset_y;
} TgSprite;

/* One frame being drawn, in device pixels. */
typedef struct
{
  cairo_t            *cr;
  const TgBoardScene *scene;
  TgBoardRenderCache *cache;
  TgBoardGeometry     geo;      /* in device pixels (scale folded in) */
  gboolean            vector;   /* SVG/PDF target: draw vectors, no sprites */
  double              board_rgb[3];
  double              coord_font; /* coordinate font size (device pixels) */
  double              clip_x0;  /* the clip's extents: what is drawn at all */
  double              clip_y0;
  double              clip_x1;
  double              clip_y1;
} TgRenderContext;

/* Whether the square of half side @half around (@x, @y) meets the clip:
 * a picture rendered again around a few points (tg-board-tiles.c) skips
 * the stones, labels and coordinates it would not touch. */
static inline gboolean
_tg_render_in_clip (const TgRenderContext *ctx,
                    double                 x,
                    double                 y,
                    double                 half)
{
  return x + half >= ctx->clip_x0 && x - half <= ctx->clip_x1 &&
         y + half >= ctx->clip_y0 && y - half <= ctx->clip_y1;
}

/* tg-stone-cache.c */
/* Makes the cache fit this frame (theme, cell size, pixel phase). */
void      _tg_stone_cache_prepare       (TgRenderContext    *ctx);
/* Draws the stone of @color (grain @variant for shell stones) centred at
 * (@x, @y); @with_shadow adds its soft shadow; @alpha < 1 is translucent. */
void      _tg_draw_stone                (TgRenderContext    *ctx,
                                         TgColor             color,
                                         guint               variant,
                                         double              x,
                                         double              y,
                                         gboolean            with_shadow,
                                         double              alpha);
/* Paints the board surface (wood or flat colour) into the current clip,
 * and into the board rectangle only. */
void      _tg_paint_board               (TgRenderContext    *ctx);
/* Draws @text centred on (@x, @y) (horizontally on its ink, vertically on
 * the capital height) in the current source colour. */
void      _tg_draw_text                 (TgRenderContext    *ctx,
                                         TgTextKind          kind,
                                         const char         *text,
                                         double              x,
                                         double              y);
/* The font size (device pixels) used for @kind at the current cell. */
double    _tg_text_size                 (TgRenderContext    *ctx,
                                         TgTextKind          kind);
/* Ink width of @text in @kind. */
double    _tg_text_width                (TgRenderContext    *ctx,
                                         TgTextKind          kind,
                                         const char         *text);

/* tg-board-render-markup.c */
void      _tg_render_scoring            (TgRenderContext    *ctx);
/* tg-board-render-ownership.c: the estimate's graded shading. */
void      _tg_render_ownership          (TgRenderContext    *ctx);
void      _tg_render_markup             (TgRenderContext    *ctx);
void      _tg_render_cursor             (TgRenderContext    *ctx);
/* analysis/tg-analysis-render.c: an engine's candidate marks. */
void      _tg_render_candidates         (TgRenderContext    *ctx);

/* tg-board-render.c */
void      _tg_render_point_center       (TgRenderContext    *ctx,
                                         TgPoint             p,
                                         double             *x,
                                         double             *y);
/* Contrasting ink for marks drawn on the point: light on black stones,
 * dark elsewhere. */
void      _tg_render_set_ink            (TgRenderContext    *ctx,
                                         TgColor             under,
                                         double              alpha);
guint     _tg_render_variant            (TgPoint             p);

G_END_DECLS
