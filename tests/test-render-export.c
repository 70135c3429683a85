/* test-render-export.c: the board exported to PNG and SVG, and sizes
 * from the smallest to the largest (no display needed)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <librsvg/rsvg.h>

#include "test-render-common.h"

static void
test_export (void)
{
  g_autoptr(TgBoardScene) scene = scene_9x9 (TG_THEME_WOOD);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tengen-render-XXXXXX", &error);
  g_autofree char *png = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *bad = NULL;
  cairo_surface_t *surface;
  RsvgHandle *handle;
  TgBoardGeometry g;
  double w, h;

  g_assert_no_error (error);
  png = g_build_filename (dir, "board.png", NULL);
  svg = g_build_filename (dir, "board.svg", NULL);
  scene->marks[gtp ("C3", scene)] = TG_MARK_TRIANGLE;
  tg_board_scene_set_label (scene, gtp ("E5", scene), "A");
  scene->move_numbers[gtp ("G7", scene)] = 12;

  g_assert_true (tg_board_render_to_png (scene, png, 400, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 400);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 400);
  /* The board fills the image: opaque corners. */
  g_assert_cmpfloat (pixel_at (surface, 0, 0).a, ==, 1);
  g_assert_cmpfloat (pixel_at (surface, 399, 399).a, ==, 1);
  cairo_surface_destroy (surface);

  g_assert_true (tg_board_render_to_svg (scene, svg, 400, &error));
  g_assert_no_error (error);
  handle = rsvg_handle_new_from_file (svg, &error);
  g_assert_no_error (error);
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h));
  g_assert_cmpfloat (w, ==, 400);
  g_assert_cmpfloat (h, ==, 400);
  /* librsvg draws it back: the black stone is where it should be. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 400);
  {
    cairo_t *cr = cairo_create (surface);
    RsvgRectangle viewport = { 0, 0, 400, 400 };
    double x, y;

    g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
    g_assert_no_error (error);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    double cell;

    center (scene, 400, 400, gtp ("C3", scene), &x, &y, &cell);
    g_assert_cmpfloat (luma (pixel_at (surface, x, y - 0.4 * cell)), <, 0.3);
    center (scene, 400, 400, gtp ("G7", scene), &x, &y, NULL);
    g_assert_cmpfloat (luma (pixel_at (surface, x, y + 0.4 * cell)), >, 0.8);
  }
  cairo_surface_destroy (surface);
  g_object_unref (handle);

  /* A rectangular board is cropped to the board. */
  tg_board_init (&scene->board, 19, 13);
  tg_board_scene_clear (scene);
  g_assert_true (tg_board_render_to_png (scene, png, 500, &error));
  g_assert_no_error (error);
  tg_board_render_geometry (scene, 500, 500, 1, &g);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, (int) ceil (g.board_width));
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, (int) ceil (g.board_height));
  g_assert_cmpint (cairo_image_surface_get_width (surface), <=, 500);
  g_assert_cmpint (cairo_image_surface_get_height (surface), <, 400);
  cairo_surface_destroy (surface);

  /* Errors. */
  g_assert_false (tg_board_render_to_png (scene, png, 5, &error));
  g_assert_error (error, TG_BOARD_RENDER_ERROR, TG_BOARD_RENDER_ERROR_SIZE);
  g_clear_error (&error);
  bad = g_build_filename (dir, "no-such-folder", "board.png", NULL);
  g_assert_false (tg_board_render_to_png (scene, bad, 100, &error));
  g_assert_error (error, TG_BOARD_RENDER_ERROR, TG_BOARD_RENDER_ERROR_WRITE);
  g_clear_error (&error);
  g_assert_false (tg_board_render_to_svg (scene, bad, 100, &error));
  g_assert_error (error, TG_BOARD_RENDER_ERROR, TG_BOARD_RENDER_ERROR_WRITE);
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (png), ==, 0);
  g_assert_cmpint (g_unlink (svg), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Every feature on every point, at odd sizes, both themes. */
static void
fill_everything (TgBoardScene *scene,
                 guint         width,
                 guint         height)
{
  tg_board_init (&scene->board, width, height);
  tg_board_scene_clear (scene);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        TgPoint p = tg_point (x, y);
        guint i = y * width + x;

        if (i % 5 != 4)
          tg_board_set (&scene->board, p, (x + y) % 2 ? TG_BLACK : TG_WHITE);
        scene->marks[p] = (guint8) (1 << (i % 7)) & 0x3f;
        scene->move_numbers[p] = (guint16) (i % 400);
        if (i % 11 == 0)
          tg_board_scene_set_label (scene, p, i % 2 ? "A" : "longer label");
        scene->owner[p] = (guint8) (i % 5);
        scene->dead[p] = i % 3 == 0;
        scene->unsettled[p] = i % 13 == 0;
      }
  tg_board_scene_add_line (scene, tg_point (0, 0), tg_point (width - 1, height - 1), TRUE);
  tg_board_scene_add_line (scene, tg_point (0, height - 1), tg_point (width - 1, 0), FALSE);
  tg_board_scene_add_line (scene, tg_point (0, 0), tg_point (0, 0), TRUE);
  scene->scoring = TRUE;
  scene->last_move = tg_point (width / 2, height / 2);
  scene->ko_point = tg_point (width - 1, 0);
  scene->ghost = tg_point (0, height - 1);
  scene->cursor = tg_point (width - 1, height - 1);
}

/* Every size from 1×1 to 52×52 into areas of 1 to 1000 pixels, both
 * themes, with and without coordinates: this one only checks that cairo
 * reports no error (and, under ASan, that nothing is read out of bounds);
 * a board that has room is drawn, one with none leaves its target alone. */
static void
test_extremes_no_crash (void)
{
  static const guint sizes[][2] = { { 2, 2 }, { 52, 52 }, { 1, 1 }, { 52, 2 }, { 19, 19 } };
  static const int areas[] = { 1, 7, 40, 301, 1000 };
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint j = 0; j < G_N_ELEMENTS (areas); j++)
      for (guint t = 0; t < 2; t++)
        {
          cairo_surface_t *surface;
          cairo_t *cr;

          fill_everything (scene, sizes[i][0], sizes[i][1]);
          scene->theme = t ? TG_THEME_FLAT : TG_THEME_WOOD;
          scene->show_coordinates = (j % 2) == 0;
          surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, areas[j], areas[j]);
          cr = cairo_create (surface);
          tg_board_render (cr, scene, areas[j], areas[j], cache);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_surface_flush (surface);
          /* Room for the board: its centre is painted (wood or flat). */
          if (areas[j] >= 40)
            g_assert_cmpfloat (pixel_at (surface, areas[j] / 2, areas[j] / 2).a, >, 0.99);
          cairo_destroy (cr);
          cairo_surface_destroy (surface);
        }

  /* Nothing to draw into. */
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
    cairo_t *cr = cairo_create (surface);

    tg_board_render (cr, scene, 0, 0, cache);
    tg_board_render (cr, scene, -5, 10, NULL);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    for (int y = 0; y < 10; y++)
      for (int x = 0; x < 10; x++)
        g_assert_cmpfloat (pixel_at (surface, x, y).a, ==, 0);
    cairo_surface_destroy (surface);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/export", test_export);
  g_test_add_func ("/render/extremes-no-crash", test_extremes_no_crash);
  return g_test_run ();
}
