/* tg-analysis-render.c: an engine's candidate moves on the board
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each candidate is a disc on its (empty) point in the colour of its loss
 * against the engine's first choice, with two short lines of text: the
 * winrate or the score lead, and the visits. The first choice gets a ring
 * so that it stands out whatever the palette. A candidate with too few
 * visits to mean anything is a pale disc with no text. Text goes through
 * the renderer's sprite cache, so a frame of 30 labelled candidates costs
 * little more than the discs (bench/bench-render).
 */

#include "config.h"

#include <math.h>

#include "tg-board-render-private.h"

/* Of the cell: the disc's radius, and the ring around the best one. */
#define DISC_RADIUS  0.45
#define RING_WIDTH   0.08
#define FAINT_ALPHA  0.35
#define DISC_ALPHA   0.85

/* Dark or light text, whichever reads better on @rgb. */
static void
set_text_ink (cairo_t     *cr,
              const float  rgb[3])
{
  double luma = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];

  if (luma > 0.55)
    cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
}

static void
draw_candidate (TgRenderContext       *ctx,
                const TgCandidateMark *mark)
{
  cairo_t *cr = ctx->cr;
  double cell = ctx->geo.cell;
  double cx, cy;

  _tg_render_point_center (ctx, mark->point, &cx, &cy);
  if (!_tg_render_in_clip (ctx, cx, cy, cell))
    return;
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, DISC_RADIUS * cell, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, mark->rgb[0], mark->rgb[1], mark->rgb[2],
                         mark->faint ? FAINT_ALPHA : DISC_ALPHA);
  cairo_fill_preserve (cr);
  if (mark->best)
    {
      cairo_set_line_width (cr, MAX (RING_WIDTH * cell, 1.5));
      cairo_set_source_rgb (cr, 0.10, 0.35, 0.95);
      cairo_stroke (cr);
    }
  cairo_new_path (cr);
  if (mark->faint)
    return;

  set_text_ink (cr, mark->rgb);
  if (mark->bottom[0] == '\0')
    _tg_draw_text (ctx, TG_TEXT_NUMBER_SMALL, mark->top, cx, cy);
  else
    {
      _tg_draw_text (ctx, TG_TEXT_NUMBER_TINY, mark->top, cx, cy - 0.17 * cell);
      _tg_draw_text (ctx, TG_TEXT_NUMBER_TINY, mark->bottom, cx, cy + 0.19 * cell);
    }
}

void
_tg_render_candidates (TgRenderContext *ctx)
{
  const TgBoardScene *scene = ctx->scene;
  guint n = MIN (scene->n_candidates, TG_SCENE_MAX_CANDIDATES);

  /* Faint ones first, so that a meaningful disc is never covered. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      {
        const TgCandidateMark *mark = &scene->candidates[i];

        if (mark->faint != (pass == 0) ||
            !tg_board_contains (&scene->board, mark->point) ||
            tg_board_get (&scene->board, mark->point) != TG_EMPTY)
          continue;
        draw_candidate (ctx, mark);
      }
}
