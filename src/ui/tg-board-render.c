/* tg-board-render.c: geometry, the board, grid, coordinates and exports
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "tg-board-render-private.h"
#include "tg-handicap.h"
#include "tg-point.h"

G_DEFINE_QUARK (tg-board-render-error-quark, tg_board_render_error)

/* Distance from the outer lines to the board edge, in cells: half a stone
 * and a little wood. */
#define BORDER_CELLS       0.62
/* The coordinate band outside that, in cells, and its least size in
 * pixels: labels of 10 px read like the smallest text of the UI (7.5 px,
 * what a 19×19 board got at 800×600, did not); the band, and so the
 * margin, grows and the grid shrinks a little to keep them. */
#define COORD_BAND_CELLS   0.62
#define COORD_MIN_FONT_PX  10.0
#define COORD_FONT_CELLS   0.34

static const double board_colors[2][3] = {
  { 0.881, 0.694, 0.395 },     /* wood: the mean of data/board/wood.svg */
  { 0.871, 0.706, 0.420 },     /* flat */
};

static const double stone_colors[2][2][3] = {
  { { 0.10, 0.10, 0.11 }, { 0.93, 0.92, 0.89 } },   /* slate, shell */
  { { 0.11, 0.11, 0.11 }, { 0.98, 0.98, 0.97 } },   /* flat */
};

void
tg_board_render_theme_color (TgBoardTheme theme,
                             TgColor      what,
                             double       rgb[3])
{
  guint t = theme == TG_THEME_FLAT ? 1 : 0;
  const double *c;

  if (what == TG_BLACK)
    c = stone_colors[t][0];
  else if (what == TG_WHITE)
    c = stone_colors[t][1];
  else
    c = board_colors[t];
  rgb[0] = c[0];
  rgb[1] = c[1];
  rgb[2] = c[2];
}

/* ------------------------------------------------------------------ */
/* Geometry                                                           */

/* The cell size (device pixels) with room for coordinate bands of
 * @band_out each side, the labels kept readable (COORD_MIN_FONT_PX) unless
 * the area is tiny. @span_x, @span_y: the board's width and height in
 * cells without the bands. */
static double
cell_with_coordinates (double  dev_width,
                       double  dev_height,
                       double  span_x,
                       double  span_y,
                       double  scale,
                       double *band_out)
{
  double min_font = COORD_MIN_FONT_PX * scale;
  double cell, band;

  cell = MIN (dev_width / (span_x + 2 * COORD_BAND_CELLS),
              dev_height / (span_y + 2 * COORD_BAND_CELLS));
  band = COORD_BAND_CELLS * cell;
  if (cell * COORD_FONT_CELLS < min_font)
    {
      band = min_font * COORD_BAND_CELLS / COORD_FONT_CELLS;
      cell = MIN ((dev_width - 2 * band) / span_x,
                  (dev_height - 2 * band) / span_y);
      /* A tiny area: shrink the labels with the board. */
      if (cell < 1)
        {
          cell = MIN (dev_width / (span_x + 2 * COORD_BAND_CELLS),
                      dev_height / (span_y + 2 * COORD_BAND_CELLS));
          band = COORD_BAND_CELLS * cell;
        }
    }
  *band_out = band;
  return cell;
}

/* The board's rectangle never outside the area (rounding). */
static void
clip_board_to_area (TgBoardGeometry *g,
                    double           dev_width,
                    double           dev_height)
{
  if (g->board_x < 0)
    {
      g->board_width += g->board_x;
      g->board_x = 0;
    }
  if (g->board_y < 0)
    {
      g->board_height += g->board_y;
      g->board_y = 0;
    }
  g->board_width = MIN (g->board_width, dev_width - g->board_x);
  g->board_height = MIN (g->board_height, dev_height - g->board_y);
}

static void
geometry_device (const TgBoardScene *scene,
                 double              dev_width,
                 double              dev_height,
                 double              scale,
                 TgBoardGeometry    *g)
{
  guint cols = MAX (scene->board.width, 1);
  guint rows = MAX (scene->board.height, 1);
  double band = 0, cell, lw, grid_w, grid_h, left, top, board_w, board_h;
  double span_x = cols - 1 + 2 * BORDER_CELLS;
  double span_y = rows - 1 + 2 * BORDER_CELLS;

  dev_width = MAX (dev_width, 1);
  dev_height = MAX (dev_height, 1);

  if (scene->show_coordinates)
    cell = cell_with_coordinates (dev_width, dev_height, span_x, span_y, scale, &band);
  else
    cell = MIN (dev_width / span_x, dev_height / span_y);

  /* The board fills the area along its limiting side; the grid, in whole
   * pixels, is centred on it and the margins take up the rounding. */
  board_w = (cols - 1) * cell + 2 * (BORDER_CELLS * cell + band);
  board_h = (rows - 1) * cell + 2 * (BORDER_CELLS * cell + band);

  if (cell >= 6)
    cell = floor (cell);
  cell = MAX (cell, 0.25);

  /* One logical pixel, growing mildly with the cell. */
  lw = cell >= 6 ? MAX (MAX (1, round (scale)), round (cell / 44)) : MAX (0.25, cell / 6);
  grid_w = (cols - 1) * cell;
  grid_h = (rows - 1) * cell;

  /* The left edge of the first line, on a whole pixel when cells are. */
  left = (dev_width - grid_w - lw) / 2;
  top = (dev_height - grid_h - lw) / 2;
  g->board_x = (dev_width - board_w) / 2;
  g->board_y = (dev_height - board_h) / 2;
  if (cell >= 6)
    {
      left = floor (left);
      top = floor (top);
      g->board_x = floor (g->board_x + 0.01);
      g->board_y = floor (g->board_y + 0.01);
      board_w = ceil (board_w - 0.01);
      board_h = ceil (board_h - 0.01);
    }

  g->scale = scale;
  g->cell = cell;
  g->line_width = lw;
  g->coord_band = band;
  g->origin_x = left + lw / 2;
  g->origin_y = top + lw / 2;
  g->board_width = board_w;
  g->board_height = board_h;
  clip_board_to_area (g, dev_width, dev_height);
  g->columns = cols;
  g->rows = rows;
}

void
tg_board_render_geometry (const TgBoardScene *scene,
                          int                 width,
                          int                 height,
                          double              scale,
                          TgBoardGeometry    *geometry)
{
  TgBoardGeometry dev;

  g_return_if_fail (scene != NULL && geometry != NULL);

  if (!(scale > 0))
    scale = 1;
  geometry_device (scene, width * scale, height * scale, scale, &dev);
  *geometry = dev;
  geometry->cell = dev.cell / scale;
  geometry->origin_x = dev.origin_x / scale;
  geometry->origin_y = dev.origin_y / scale;
  geometry->board_x = dev.board_x / scale;
  geometry->board_y = dev.board_y / scale;
  geometry->board_width = dev.board_width / scale;
  geometry->board_height = dev.board_height / scale;
  geometry->line_width = dev.line_width / scale;
  geometry->coord_band = dev.coord_band / scale;
  geometry->coord_font = dev.coord_band * COORD_FONT_CELLS / COORD_BAND_CELLS / scale;
}

gboolean
tg_board_geometry_point_at (const TgBoardGeometry *g,
                            double                 x,
                            double                 y,
                            TgPoint               *out)
{
  double fx, fy, ix, iy;

  g_return_val_if_fail (g != NULL, FALSE);

  if (!(g->cell > 0))
    return FALSE;
  fx = (x - g->origin_x) / g->cell;
  fy = (y - g->origin_y) / g->cell;
  ix = floor (fx + 0.5);
  iy = floor (fy + 0.5);
  if (ix < 0 || iy < 0 || ix >= g->columns || iy >= g->rows)
    return FALSE;
  if (fabs (fx - ix) > 0.5 || fabs (fy - iy) > 0.5)
    return FALSE;
  if (out != NULL)
    *out = tg_point ((guint) ix, (guint) iy);
  return TRUE;
}

void
tg_board_geometry_point_center (const TgBoardGeometry *g,
                                TgPoint                p,
                                double                *x,
                                double                *y)
{
  if (x != NULL)
    *x = g->origin_x + tg_point_x (p) * g->cell;
  if (y != NULL)
    *y = g->origin_y + tg_point_y (p) * g->cell;
}

gboolean
tg_board_render_point_at (const TgBoardScene *scene,
                          int                 width,
                          int                 height,
                          double              x,
                          double              y,
                          TgPoint            *out)
{
  TgBoardGeometry g;

  g_return_val_if_fail (scene != NULL, FALSE);

  tg_board_render_geometry (scene, width, height, 1, &g);
  return tg_board_geometry_point_at (&g, x, y, out);
}

/* ------------------------------------------------------------------ */
/* Helpers shared with the other drawing modules                      */

void
_tg_render_point_center (TgRenderContext *ctx,
                         TgPoint          p,
                         double          *x,
                         double          *y)
{
  tg_board_geometry_point_center (&ctx->geo, p, x, y);
}

void
_tg_render_set_ink (TgRenderContext *ctx,
                    TgColor          under,
                    double           alpha)
{
  if (under == TG_BLACK)
    cairo_set_source_rgba (ctx->cr, 0.97, 0.97, 0.95, alpha);
  else if (under == TG_WHITE)
    cairo_set_source_rgba (ctx->cr, 0.07, 0.07, 0.07, alpha);
  else
    cairo_set_source_rgba (ctx->cr, 0.08, 0.06, 0.03, alpha);
}

guint
_tg_render_variant (TgPoint p)
{
  guint32 h = (guint32) p * 2654435761u;

  return (h >> 16) % TG_WHITE_VARIANTS;
}

/* ------------------------------------------------------------------ */
/* The board                                                          */

static void
line_ink (TgRenderContext *ctx)
{
  if (ctx->scene->theme == TG_THEME_FLAT)
    cairo_set_source_rgb (ctx->cr, 0.16, 0.13, 0.09);
  else
    cairo_set_source_rgba (ctx->cr, 0.13, 0.09, 0.04, 0.88);
}

static void
render_grid (TgRenderContext *ctx)
{
  const TgBoardGeometry *g = &ctx->geo;
  cairo_t *cr = ctx->cr;
  double lw = g->line_width;
  double edge = g->cell >= 6 ? lw + MAX (MAX (1, round (g->scale)), round (lw * 0.6)) : lw * 1.6;
  double x0 = g->origin_x - lw / 2, y0 = g->origin_y - lw / 2;
  double x1 = x0 + (g->columns - 1) * g->cell;
  double y1 = y0 + (g->rows - 1) * g->cell;
  TgPoint stars[9];
  guint n_stars;

  line_ink (ctx);

  /* Lines are filled rectangles on whole pixels: crisp at any size. */
  for (guint i = 0; i < g->columns; i++)
    {
      double x = x0 + i * g->cell;
      cairo_rectangle (cr, x, y0, lw, y1 - y0 + lw);
    }
  for (guint j = 0; j < g->rows; j++)
    {
      double y = y0 + j * g->cell;
      cairo_rectangle (cr, x0, y, x1 - x0 + lw, lw);
    }
  cairo_fill (cr);

  /* The edge lines, thicker outwards. */
  if (g->columns > 1 && g->rows > 1)
    {
      double extra = edge - lw;

      cairo_rectangle (cr, x0 - extra, y0 - extra,
                       x1 - x0 + lw + 2 * extra, y1 - y0 + lw + 2 * extra);
      cairo_rectangle (cr, x0 + lw, y0 + lw, x1 - x0 - lw, y1 - y0 - lw);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_fill (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
    }

  n_stars = tg_handicap_star_points (g->columns, g->rows, stars);
  for (guint i = 0; i < n_stars; i++)
    {
      double x, y;
      double r = MAX (1.5 * lw + 0.5, 0.09 * g->cell);

      _tg_render_point_center (ctx, stars[i], &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
render_coordinates (TgRenderContext *ctx)
{
  const TgBoardGeometry *g = &ctx->geo;
  double margin_l = g->origin_x - g->board_x;
  double margin_t = g->origin_y - g->board_y;
  double margin_r = g->board_x + g->board_width - (g->origin_x + (g->columns - 1) * g->cell);
  double margin_b = g->board_y + g->board_height - (g->origin_y + (g->rows - 1) * g->cell);
  double stone = 0.5 * g->cell;
  /* Labels sit in the middle of the band between the stones and the edge. */
  double dl = stone + (margin_l - stone) / 2;
  double dt = stone + (margin_t - stone) / 2;
  double dr = stone + (margin_r - stone) / 2;
  double db = stone + (margin_b - stone) / 2;

  if (ctx->scene->theme == TG_THEME_FLAT)
    cairo_set_source_rgba (ctx->cr, 0.16, 0.13, 0.09, 0.85);
  else
    cairo_set_source_rgba (ctx->cr, 0.20, 0.13, 0.05, 0.80);

  for (guint i = 0; i < g->columns; i++)
    {
      char buf[4];
      double x = g->origin_x + i * g->cell;

      tg_point_column_label (i, buf);
      if (_tg_render_in_clip (ctx, x, g->origin_y - dt, g->cell))
        _tg_draw_text (ctx, TG_TEXT_COORD, buf, x, g->origin_y - dt);
      if (_tg_render_in_clip (ctx, x, g->origin_y + (g->rows - 1) * g->cell + db, g->cell))
        _tg_draw_text (ctx, TG_TEXT_COORD, buf, x,
                       g->origin_y + (g->rows - 1) * g->cell + db);
    }
  for (guint j = 0; j < g->rows; j++)
    {
      char buf[8];
      double y = g->origin_y + j * g->cell;

      g_snprintf (buf, sizeof buf, "%u", g->rows - j);
      if (_tg_render_in_clip (ctx, g->origin_x - dl, y, g->cell))
        _tg_draw_text (ctx, TG_TEXT_COORD, buf, g->origin_x - dl, y);
      if (_tg_render_in_clip (ctx, g->origin_x + (g->columns - 1) * g->cell + dr, y, g->cell))
        _tg_draw_text (ctx, TG_TEXT_COORD, buf,
                       g->origin_x + (g->columns - 1) * g->cell + dr, y);
    }
}

static void
render_stones (TgRenderContext *ctx)
{
  const TgBoardScene *scene = ctx->scene;
  const TgBoardGeometry *g = &ctx->geo;

  /* Row by row, left to right: a shadow falls right and down, onto points
   * drawn later, so each stone can carry its own shadow. */
  for (guint y = 0; y < g->rows; y++)
    for (guint x = 0; x < g->columns; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (&scene->board, p);
        double cx, cy;

        if (c != TG_BLACK && c != TG_WHITE)
          continue;
        _tg_render_point_center (ctx, p, &cx, &cy);
        /* The stone, its shadow and its neighbours' overlap: a cell. */
        if (!_tg_render_in_clip (ctx, cx, cy, g->cell))
          continue;
        if (scene->scoring && scene->dead[p])
          _tg_draw_stone (ctx, c, _tg_render_variant (p), cx, cy, FALSE, 0.45);
        else if (scene->variation[p])
          _tg_draw_stone (ctx, c, _tg_render_variant (p), cx, cy, FALSE, 0.6);
        else
          _tg_draw_stone (ctx, c, _tg_render_variant (p), cx, cy, TRUE, 1.0);
      }

  if (scene->ghost != TG_NO_POINT &&
      tg_board_contains (&scene->board, scene->ghost) &&
      tg_board_get (&scene->board, scene->ghost) == TG_EMPTY &&
      (scene->ghost_color == TG_BLACK || scene->ghost_color == TG_WHITE))
    {
      double cx, cy;

      _tg_render_point_center (ctx, scene->ghost, &cx, &cy);
      _tg_draw_stone (ctx, scene->ghost_color, _tg_render_variant (scene->ghost),
                      cx, cy, FALSE, 0.6);
    }
}

static gboolean
target_is_vector (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
    case CAIRO_SURFACE_TYPE_RECORDING:
    case CAIRO_SURFACE_TYPE_SCRIPT:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Device pixels per user unit, when the transformation is a plain
 * uniform scale (plus translation); 1 otherwise. */
static double
device_scale (cairo_t *cr)
{
  double ax = 1, ay = 0, bx = 0, by = 1;

  cairo_user_to_device_distance (cr, &ax, &ay);
  cairo_user_to_device_distance (cr, &bx, &by);
  if (fabs (ay) > 1e-9 || fabs (bx) > 1e-9 || fabs (ax - by) > 1e-9 || ax <= 0)
    return 1;
  return ax;
}

void
tg_board_render (cairo_t            *cr,
                 const TgBoardScene *scene,
                 int                 width,
                 int                 height,
                 TgBoardRenderCache *cache)
{
  g_autoptr(TgBoardRenderCache) own_cache = NULL;
  TgRenderContext ctx = { 0 };
  double scale;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (scene != NULL);

  if (width <= 0 || height <= 0)
    return;
  if (cache == NULL)
    cache = own_cache = tg_board_render_cache_new ();

  scale = device_scale (cr);
  cairo_save (cr);
  cairo_scale (cr, 1 / scale, 1 / scale);

  ctx.cr = cr;
  ctx.scene = scene;
  ctx.cache = cache;
  ctx.vector = target_is_vector (cr);
  geometry_device (scene, width * scale, height * scale, scale, &ctx.geo);
  cairo_clip_extents (cr, &ctx.clip_x0, &ctx.clip_y0, &ctx.clip_x1, &ctx.clip_y1);
  tg_board_render_theme_color (scene->theme, TG_EMPTY, ctx.board_rgb);

  ctx.coord_font = ctx.geo.coord_band * COORD_FONT_CELLS / COORD_BAND_CELLS;
  _tg_stone_cache_prepare (&ctx);

  cairo_save (cr);
  cairo_rectangle (cr, ctx.geo.board_x, ctx.geo.board_y,
                   ctx.geo.board_width, ctx.geo.board_height);
  cairo_clip (cr);
  _tg_paint_board (&ctx);
  cairo_restore (cr);
  render_grid (&ctx);
  if (scene->show_coordinates)
    render_coordinates (&ctx);
  render_stones (&ctx);
  if (scene->estimate)
    _tg_render_ownership (&ctx);
  if (scene->scoring)
    _tg_render_scoring (&ctx);
  if (scene->n_candidates > 0)
    _tg_render_candidates (&ctx);
  _tg_render_markup (&ctx);
  _tg_render_cursor (&ctx);

  cairo_restore (cr);
}

/* ------------------------------------------------------------------ */
/* Export                                                             */

static gboolean
export_size (const TgBoardScene *scene,
             int                 size,
             TgBoardGeometry    *g,
             GError            **error)
{
  if (size < 16 || size > 8192)
    {
      g_set_error (error, TG_BOARD_RENDER_ERROR, TG_BOARD_RENDER_ERROR_SIZE,
                   _("Image size %d is out of range (16 to 8192 pixels)"), size);
      return FALSE;
    }
  tg_board_render_geometry (scene, size, size, 1, g);
  return TRUE;
}

static void
render_cropped (cairo_t               *cr,
                const TgBoardScene    *scene,
                int                    size,
                const TgBoardGeometry *g,
                TgBoardRenderCache    *cache)
{
  cairo_translate (cr, -g->board_x, -g->board_y);
  tg_board_render (cr, scene, size, size, cache);
}

gboolean
tg_board_render_to_png (const TgBoardScene *scene,
                        const char         *path,
                        int                 size,
                        GError            **error)
{
  TgBoardGeometry g;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (scene != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!export_size (scene, size, &g, error))
    return FALSE;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        (int) ceil (g.board_width),
                                        (int) ceil (g.board_height));
  cr = cairo_create (surface);
  render_cropped (cr, scene, size, &g, NULL);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, TG_BOARD_RENDER_ERROR, TG_BOARD_RENDER_ERROR_WRITE,
                   _("Could not write “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
tg_board_render_to_svg (const TgBoardScene *scene,
                        const char         *path,
                        int                 size,
                        GError            **error)
{
  TgBoardRenderCache *cache;
  TgBoardGeometry g;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (scene != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!export_size (scene, size, &g, error))
    return FALSE;

  surface = cairo_svg_surface_create (path, ceil (g.board_width), ceil (g.board_height));
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
  cache = tg_board_render_cache_new ();
  cr = cairo_create (surface);
  render_cropped (cr, scene, size, &g, cache);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  tg_board_render_cache_free (cache);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, TG_BOARD_RENDER_ERROR, TG_BOARD_RENDER_ERROR_WRITE,
                   _("Could not write “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
