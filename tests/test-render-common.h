/* test-render-common.h: what the renderer's pixel tests share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rendering a scene to an image surface, reading its pixels back, and a
 * small 9×9 scene (Black C3, White G7).
 */

#pragma once

#include <math.h>

#include "tg-board-render.h"
#include "tg-point.h"

typedef struct
{
  double r, g, b, a;
} Pixel;

G_GNUC_UNUSED static cairo_surface_t *
render_scaled (const TgBoardScene *scene,
               int                 width,
               int                 height,
               double              scale)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        (int) (width * scale), (int) (height * scale));
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  tg_board_render (cr, scene, width, height, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

G_GNUC_UNUSED static cairo_surface_t *
render (const TgBoardScene *scene,
        int                 width,
        int                 height)
{
  return render_scaled (scene, width, height, 1);
}

G_GNUC_UNUSED static Pixel
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  int ix = (int) floor (x), iy = (int) floor (y);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 v;
  Pixel p;

  g_assert_cmpint (ix, >=, 0);
  g_assert_cmpint (iy, >=, 0);
  g_assert_cmpint (ix, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (iy, <, cairo_image_surface_get_height (surface));
  v = *(const guint32 *) (data + iy * stride + ix * 4);
  p.a = ((v >> 24) & 0xff) / 255.0;
  /* Un-premultiply. */
  p.r = p.a > 0 ? ((v >> 16) & 0xff) / 255.0 / p.a : 0;
  p.g = p.a > 0 ? ((v >> 8) & 0xff) / 255.0 / p.a : 0;
  p.b = p.a > 0 ? (v & 0xff) / 255.0 / p.a : 0;
  return p;
}

G_GNUC_UNUSED static double
luma (Pixel p)
{
  return 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b;
}

G_GNUC_UNUSED static TgPoint
gtp (const char         *name,
     const TgBoardScene *scene)
{
  TgPoint p = TG_NO_POINT;

  g_assert_true (tg_point_from_gtp (name, scene->board.width, scene->board.height, &p));
  return p;
}

G_GNUC_UNUSED static void
center (const TgBoardScene *scene,
        int                 width,
        int                 height,
        TgPoint             p,
        double             *x,
        double             *y,
        double             *cell)
{
  TgBoardGeometry g;

  tg_board_render_geometry (scene, width, height, 1, &g);
  tg_board_geometry_point_center (&g, p, x, y);
  if (cell != NULL)
    *cell = g.cell;
}

G_GNUC_UNUSED static TgBoardScene *
scene_9x9 (TgBoardTheme theme)
{
  TgBoardScene *scene = tg_board_scene_new ();

  tg_board_init (&scene->board, 9, 9);
  scene->theme = theme;
  tg_board_set (&scene->board, gtp ("C3", scene), TG_BLACK);
  tg_board_set (&scene->board, gtp ("G7", scene), TG_WHITE);
  return scene;
}
