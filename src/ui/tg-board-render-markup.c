/* tg-board-render-markup.c: marks, labels, numbers, overlays, cursor
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "tg-board-render-private.h"

#define ACCENT_R 0.208     /* GNOME blue 3 (#3584e4) */
#define ACCENT_G 0.518
#define ACCENT_B 0.894

static double
mark_width (TgRenderContext *ctx)
{
  double cell = ctx->geo.cell;

  return MAX (1.25 * ctx->geo.scale, 0.07 * cell);
}

static TgColor
stone_at (TgRenderContext *ctx,
          TgPoint          p)
{
  TgColor c = tg_board_get (&ctx->scene->board, p);

  /* A dead stone is drawn translucent: marks on it read as on the board. */
  if (ctx->scene->scoring && ctx->scene->dead[p])
    return TG_EMPTY;
  return c == TG_BLACK || c == TG_WHITE ? c : TG_EMPTY;
}

static void
rounded_square (cairo_t *cr,
                double   x,
                double   y,
                double   half,
                double   radius)
{
  double l = x - half, t = y - half, r = x + half, b = y + half;

  cairo_new_sub_path (cr);
  cairo_arc (cr, r - radius, t + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, r - radius, b - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, l + radius, b - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, l + radius, t + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Repaints the board under a disc, hiding the grid behind a label. */
static void
clear_disc (TgRenderContext *ctx,
            double           x,
            double           y,
            double           r)
{
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_clip (cr);
  _tg_paint_board (ctx);
  cairo_restore (cr);
}

/* ------------------------------------------------------------------ */
/* Scoring overlays                                                   */

static void
territory_square (TgRenderContext *ctx,
                  TgOwner          owner,
                  double           x,
                  double           y)
{
  cairo_t *cr = ctx->cr;
  double half = round (0.17 * ctx->geo.cell);
  double lw = MAX (1, round (0.03 * ctx->geo.cell));

  half = MAX (half, 1.5);
  x = round (x - half);
  y = round (y - half);
  if (owner == TG_OWNER_BLACK)
    {
      cairo_set_source_rgba (cr, 0.08, 0.08, 0.09, 0.92);
      cairo_rectangle (cr, x, y, 2 * half, 2 * half);
      cairo_fill (cr);
    }
  else
    {
      cairo_set_source_rgba (cr, 0.15, 0.13, 0.10, 0.85);
      cairo_rectangle (cr, x, y, 2 * half, 2 * half);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
      cairo_rectangle (cr, x + lw, y + lw, 2 * half - 2 * lw, 2 * half - 2 * lw);
      cairo_fill (cr);
    }
}

static void
dead_cross (TgRenderContext *ctx,
            TgColor          stone,
            double           x,
            double           y)
{
  cairo_t *cr = ctx->cr;
  double arm = 0.2 * ctx->geo.cell;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x - arm, y - arm);
  cairo_line_to (cr, x + arm, y + arm);
  cairo_move_to (cr, x + arm, y - arm);
  cairo_line_to (cr, x - arm, y + arm);
  cairo_set_line_width (cr, mark_width (ctx) * 1.2);
  if (stone == TG_BLACK)
    cairo_set_source_rgb (cr, 0.96, 0.95, 0.92);
  else
    cairo_set_source_rgb (cr, 0.10, 0.09, 0.08);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

static void
seki_mark (TgRenderContext *ctx,
           double           x,
           double           y)
{
  cairo_t *cr = ctx->cr;
  double r = 0.17 * ctx->geo.cell;

  /* A teal ring: shared life, counted for nobody (or as the rules say). */
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_line_width (cr, mark_width (ctx) * 1.1);
  cairo_set_source_rgb (cr, 0.10, 0.58, 0.56);
  cairo_stroke (cr);
}

static void
dame_mark (TgRenderContext *ctx,
           double           x,
           double           y)
{
  cairo_t *cr = ctx->cr;
  double h = MAX (1.5, 0.11 * ctx->geo.cell);

  /* A small grey diamond: neutral, distinct from star points and squares. */
  cairo_move_to (cr, x, y - h);
  cairo_line_to (cr, x + h, y);
  cairo_line_to (cr, x, y + h);
  cairo_line_to (cr, x - h, y);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.42, 0.40, 0.37, 0.85);
  cairo_fill (cr);
}

static void
unsettled_mark (TgRenderContext *ctx,
                double           x,
                double           y)
{
  cairo_t *cr = ctx->cr;
  double r = 0.34 * ctx->geo.cell;

  /* A warm ring with a light tint inside: the grid shows through. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.93, 0.36, 0.10, 0.22);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.5 * ctx->geo.scale, 0.07 * ctx->geo.cell));
  cairo_set_source_rgba (cr, 0.88, 0.27, 0.04, 0.95);
  cairo_stroke (cr);
}

void
_tg_render_scoring (TgRenderContext *ctx)
{
  const TgBoardScene *scene = ctx->scene;
  const TgBoardGeometry *g = &ctx->geo;

  for (guint y = 0; y < g->rows; y++)
    for (guint x = 0; x < g->columns; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (&scene->board, p);
        gboolean stone = c == TG_BLACK || c == TG_WHITE;
        double cx, cy;

        _tg_render_point_center (ctx, p, &cx, &cy);
        if (scene->unsettled[p])
          unsettled_mark (ctx, cx, cy);
        if (stone && scene->dead[p])
          dead_cross (ctx, c, cx, cy);
        else if (scene->owner[p] == TG_OWNER_SEKI)
          seki_mark (ctx, cx, cy);
        else if (!stone && (scene->owner[p] == TG_OWNER_BLACK ||
                            scene->owner[p] == TG_OWNER_WHITE))
          territory_square (ctx, scene->owner[p], cx, cy);
        else if (!stone && scene->owner[p] == TG_OWNER_DAME)
          dame_mark (ctx, cx, cy);
      }
}

/* ------------------------------------------------------------------ */
/* SGF markup                                                         */

static void
draw_marks (TgRenderContext *ctx,
            TgPoint          p,
            guint8           marks,
            double           x,
            double           y)
{
  cairo_t *cr = ctx->cr;
  double cell = ctx->geo.cell;
  TgColor under = stone_at (ctx, p);

  cairo_set_line_width (cr, mark_width (ctx));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  if (marks & TG_MARK_DIM)
    {
      cairo_rectangle (cr, x - cell / 2, y - cell / 2, cell, cell);
      cairo_set_source_rgba (cr, ctx->board_rgb[0], ctx->board_rgb[1], ctx->board_rgb[2], 0.6);
      cairo_fill (cr);
      under = TG_EMPTY;
    }
  if (marks & TG_MARK_SELECTED)
    {
      rounded_square (cr, x, y, 0.45 * cell, 0.12 * cell);
      cairo_set_source_rgba (cr, ACCENT_R, ACCENT_G, ACCENT_B, 0.40);
      cairo_fill (cr);
    }

  _tg_render_set_ink (ctx, under, 1.0);
  if (marks & TG_MARK_TRIANGLE)
    {
      double r = 0.3 * cell;

      cairo_move_to (cr, x, y - r);
      cairo_line_to (cr, x + r * 0.866, y + r * 0.5);
      cairo_line_to (cr, x - r * 0.866, y + r * 0.5);
      cairo_close_path (cr);
      cairo_stroke (cr);
    }
  if (marks & TG_MARK_SQUARE)
    {
      double h = 0.21 * cell;

      cairo_rectangle (cr, x - h, y - h, 2 * h, 2 * h);
      cairo_stroke (cr);
    }
  if (marks & TG_MARK_CIRCLE)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, 0.25 * cell, 0, 2 * G_PI);
      cairo_stroke (cr);
    }
  if (marks & TG_MARK_CROSS)
    {
      double a = 0.19 * cell;

      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, x - a, y - a);
      cairo_line_to (cr, x + a, y + a);
      cairo_move_to (cr, x + a, y - a);
      cairo_line_to (cr, x - a, y + a);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
}

static void
draw_number (TgRenderContext *ctx,
             TgPoint          p,
             guint            number,
             double           x,
             double           y)
{
  TgColor under = stone_at (ctx, p);
  char buf[8];
  TgTextKind kind = number >= 1000 ? TG_TEXT_NUMBER_TINY
                    : number >= 100 ? TG_TEXT_NUMBER_SMALL : TG_TEXT_NUMBER;

  g_snprintf (buf, sizeof buf, "%u", number);
  if (under == TG_EMPTY)
    clear_disc (ctx, x, y, 0.4 * ctx->geo.cell);
  if (p == ctx->scene->last_move)
    {
      /* The latest move's number in red. */
      if (under == TG_BLACK)
        cairo_set_source_rgb (ctx->cr, 1.0, 0.45, 0.36);
      else
        cairo_set_source_rgb (ctx->cr, 0.80, 0.10, 0.06);
    }
  else
    _tg_render_set_ink (ctx, under, 1.0);
  _tg_draw_text (ctx, kind, buf, x, y);
}

static void
draw_label (TgRenderContext *ctx,
            TgPoint          p,
            const char      *text,
            double           x,
            double           y)
{
  TgColor under = stone_at (ctx, p);
  /* Longer labels in the narrower font, to stay within the point. */
  glong length = g_utf8_strlen (text, -1);
  TgTextKind kind = length > 3 ? TG_TEXT_NUMBER_TINY
                    : length > 2 ? TG_TEXT_NUMBER_SMALL : TG_TEXT_LABEL;

  if (under == TG_EMPTY)
    {
      double w = _tg_text_width (ctx, kind, text);

      clear_disc (ctx, x, y, MAX (0.36 * ctx->geo.cell, w / 2 + 0.08 * ctx->geo.cell));
    }
  _tg_render_set_ink (ctx, under, 1.0);
  _tg_draw_text (ctx, kind, text, x, y);
}

static void
draw_last_move (TgRenderContext *ctx,
                TgPoint          p,
                double           x,
                double           y)
{
  cairo_t *cr = ctx->cr;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 0.2 * ctx->geo.cell, 0, 2 * G_PI);
  cairo_set_line_width (cr, mark_width (ctx) * 1.1);
  _tg_render_set_ink (ctx, stone_at (ctx, p), 0.9);
  cairo_stroke (cr);
}

static void
draw_ko (TgRenderContext *ctx,
         double           x,
         double           y)
{
  cairo_t *cr = ctx->cr;
  double h = round (0.16 * ctx->geo.cell);
  double lw = mark_width (ctx);

  h = MAX (h, 2);
  cairo_rectangle (cr, x - h, y - h, 2 * h, 2 * h);
  cairo_set_line_width (cr, lw);
  _tg_render_set_ink (ctx, TG_EMPTY, 0.85);
  cairo_stroke (cr);
}

static void
draw_line (TgRenderContext   *ctx,
           const TgBoardLine *line)
{
  cairo_t *cr = ctx->cr;
  double cell = ctx->geo.cell;
  double x0, y0, x1, y1, dx, dy, len, ux, uy;
  double lw = MAX (1.5 * ctx->geo.scale, 0.075 * cell);
  double head = 0.32 * cell;

  if (!tg_board_contains (&ctx->scene->board, line->from) ||
      !tg_board_contains (&ctx->scene->board, line->to) ||
      line->from == line->to)
    return;

  _tg_render_point_center (ctx, line->from, &x0, &y0);
  _tg_render_point_center (ctx, line->to, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  len = sqrt (dx * dx + dy * dy);
  ux = dx / len;
  uy = dy / len;

  cairo_new_path (cr);
  cairo_move_to (cr, x0, y0);
  if (line->arrow)
    {
      /* The shaft stops where the head begins. */
      cairo_line_to (cr, x1 - ux * head * 0.8, y1 - uy * head * 0.8);
    }
  else
    cairo_line_to (cr, x1, y1);
  if (line->arrow)
    {
      double bx = x1 - ux * head, by = y1 - uy * head;
      double px = -uy * head * 0.45, py = ux * head * 0.45;

      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, bx + px, by + py);
      cairo_line_to (cr, bx - px, by - py);
      cairo_close_path (cr);
    }

  /* A light halo keeps the line readable over black stones. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, lw + 2 * MAX (1, 0.025 * cell));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  cairo_stroke_preserve (cr);
  if (line->arrow)
    cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  cairo_set_source_rgba (cr, 0.12, 0.10, 0.10, 0.9);
  cairo_stroke_preserve (cr);
  if (line->arrow)
    cairo_fill (cr);
  cairo_new_path (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

void
_tg_render_markup (TgRenderContext *ctx)
{
  const TgBoardScene *scene = ctx->scene;
  const TgBoardGeometry *g = &ctx->geo;
  gboolean last_drawn = FALSE;

  for (guint y = 0; y < g->rows; y++)
    for (guint x = 0; x < g->columns; x++)
      {
        TgPoint p = tg_point (x, y);
        guint8 marks = scene->marks[p];
        const char *label = scene->labels[p];
        guint number = scene->move_numbers[p];
        gboolean stone = stone_at (ctx, p) != TG_EMPTY;
        double cx, cy;

        if (marks == 0 && label == NULL && number == 0)
          continue;
        _tg_render_point_center (ctx, p, &cx, &cy);
        if (marks != 0)
          draw_marks (ctx, p, marks, cx, cy);
        if (label != NULL)
          draw_label (ctx, p, label, cx, cy);
        else if (number != 0 && (stone || marks == 0))
          {
            draw_number (ctx, p, number, cx, cy);
            if (p == scene->last_move)
              last_drawn = TRUE;
          }
        if (p == scene->last_move &&
            (marks & (TG_MARK_TRIANGLE | TG_MARK_SQUARE | TG_MARK_CIRCLE | TG_MARK_CROSS)))
          last_drawn = TRUE;
      }

  if (!last_drawn && scene->last_move != TG_NO_POINT &&
      tg_board_contains (&scene->board, scene->last_move) &&
      scene->labels[scene->last_move] == NULL &&
      stone_at (ctx, scene->last_move) != TG_EMPTY)
    {
      double cx, cy;

      _tg_render_point_center (ctx, scene->last_move, &cx, &cy);
      draw_last_move (ctx, scene->last_move, cx, cy);
    }

  if (scene->ko_point != TG_NO_POINT && tg_board_contains (&scene->board, scene->ko_point) &&
      tg_board_get (&scene->board, scene->ko_point) == TG_EMPTY &&
      scene->ghost != scene->ko_point)
    {
      double cx, cy;

      _tg_render_point_center (ctx, scene->ko_point, &cx, &cy);
      draw_ko (ctx, cx, cy);
    }

  if (scene->lines != NULL)
    for (guint i = 0; i < scene->lines->len; i++)
      draw_line (ctx, &g_array_index (scene->lines, TgBoardLine, i));
}

void
_tg_render_cursor (TgRenderContext *ctx)
{
  const TgBoardScene *scene = ctx->scene;
  cairo_t *cr = ctx->cr;
  double cx, cy, cell = ctx->geo.cell;
  double lw = MAX (2 * ctx->geo.scale, 0.07 * cell);

  if (scene->cursor == TG_NO_POINT || !tg_board_contains (&scene->board, scene->cursor))
    return;

  _tg_render_point_center (ctx, scene->cursor, &cx, &cy);
  rounded_square (cr, cx, cy, 0.5 * cell - lw / 2, 0.16 * cell);
  cairo_set_line_width (cr, lw + 2 * ctx->geo.scale);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, lw);
  cairo_set_source_rgb (cr, ACCENT_R, ACCENT_G, ACCENT_B);
  cairo_stroke (cr);
}
