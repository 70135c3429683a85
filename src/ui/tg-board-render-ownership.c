/* tg-board-render-ownership.c: the position estimate as graded shading
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every empty point gets a translucent square in the colour of the side
 * the estimate gives it to, the more opaque the surer; a stone the
 * opponent is likely to take gets a smaller square of the opponent's
 * colour on it. A point nobody owns stays as it is.
 */

#include "config.h"

#include <math.h>

#include "tg-board-render-private.h"

/* Below this (in percent) a point is shown as nobody's. */
#define MIN_SHOWN 10

static void
owner_square (TgRenderContext *ctx,
              int              own,
              double           x,
              double           y,
              double           cells)
{
  cairo_t *cr = ctx->cr;
  double half = MAX (round (cells * ctx->geo.cell / 2), 1.5);
  double strength = MIN (ABS (own), 100) / 100.0;

  if (own > 0)
    cairo_set_source_rgba (cr, 0.05, 0.05, 0.06, 0.15 + 0.55 * strength);
  else
    cairo_set_source_rgba (cr, 0.99, 0.99, 0.97, 0.20 + 0.65 * strength);
  cairo_rectangle (cr, round (x - half), round (y - half), 2 * half, 2 * half);
  cairo_fill (cr);
}

void
_tg_render_ownership (TgRenderContext *ctx)
{
  const TgBoardScene *scene = ctx->scene;
  const TgBoardGeometry *g = &ctx->geo;

  for (guint y = 0; y < g->rows; y++)
    for (guint x = 0; x < g->columns; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (&scene->board, p);
        int own = scene->ownership[p];
        double cx, cy;

        if (ABS (own) < MIN_SHOWN)
          continue;
        _tg_render_point_center (ctx, p, &cx, &cy);
        if (c == TG_EMPTY)
          owner_square (ctx, own, cx, cy, 0.8);
        else if ((c == TG_BLACK && own < 0) || (c == TG_WHITE && own > 0))
          owner_square (ctx, own, cx, cy, 0.4);
      }
}
