/* test-render-wood.c: the rendered wood kept on disk between runs
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first board drawn renders the wood SVG and writes the raster to the
 * user's cache folder (a private one here: G_TEST_OPTION_ISOLATE_DIRS),
 * and the wood scaled to the board's size beside it; a later board reads
 * them back and is the same to the pixel, from the board's raster alone
 * too; a damaged or foreign file is not used, and is written over. No
 * display needed.
 */

#include <string.h>
#include <glib/gstdio.h>

#include "tengen-resources.h"
#include "tg-wood-cache.h"

#include "test-render-common.h"

/* The board of scene_9x9 at 200 × 200 px: the wood raster is 256 px. */
#define SIZE 200
#define BASE 256

static GBytes *
wood_svg (void)
{
  GBytes *svg = g_resources_lookup_data ("/io/github/tengen/Tengen/board/wood.svg",
                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  g_assert_nonnull (svg);
  return svg;
}

static char *
wood_path (void)
{
  g_autoptr(GBytes) svg = wood_svg ();

  return tg_wood_cache_path (svg, BASE);
}

static char *
board_path (void)
{
  g_autoptr(GBytes) svg = wood_svg ();

  return tg_wood_cache_board_path (svg);
}

/* Waits (up to 10 s) until @path holds a readable @width × @height raster:
 * it is written in a worker thread. */
static void
wait_for_raster (const char *path,
                 int         width,
                 int         height)
{
  for (guint i = 0; i < 1000; i++)
    {
      cairo_surface_t *s = tg_wood_cache_load (path, width, height);

      if (s != NULL)
        {
          cairo_surface_destroy (s);
          return;
        }
      g_usleep (10000);
    }
  g_error ("no wood raster at %s", path);
}

static void
assert_same_pixels (cairo_surface_t *a,
                    cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);
  int height = cairo_image_surface_get_height (a);

  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  g_assert_cmpint (height, ==, cairo_image_surface_get_height (b));
  g_assert_cmpmem (cairo_image_surface_get_data (a), stride * height,
                   cairo_image_surface_get_data (b), stride * height);
}

static void
test_disk_cache (void)
{
  g_autoptr(TgBoardScene) scene = scene_9x9 (TG_THEME_WOOD);
  g_autofree char *path = wood_path ();
  g_autofree char *board = board_path ();
  g_autofree char *cache_dir = g_build_filename (g_get_user_cache_dir (), "tengen", NULL);
  cairo_surface_t *rendered, *read_back, *after_damage, *from_board;
  Pixel wood;

  g_assert_true (g_str_has_prefix (path, cache_dir));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Rendered from the SVG (a fresh cache for each board), then written. */
  rendered = render (scene, SIZE, SIZE);
  wait_for_raster (path, BASE, BASE);
  /* And the board's raster, at its size (SIZE: no coordinates). */
  wait_for_raster (board, SIZE, SIZE);
  g_assert_null (tg_wood_cache_load (board, SIZE + 1, SIZE));
  /* Between the lines, a board point is wood: orange-brown, not white. */
  wood = pixel_at (rendered, 3, SIZE / 2);
  g_assert_cmpfloat (wood.r, >, wood.b + 0.2);

  /* Read back: the same board, to the pixel (the raw pixels keep every bit). */
  read_back = render (scene, SIZE, SIZE);
  assert_same_pixels (rendered, read_back);

  /* Damaged files are not used, and are written over. */
  g_assert_true (g_file_set_contents (path, "not a wood raster", -1, NULL));
  g_assert_true (g_file_set_contents (board, "not a wood raster", -1, NULL));
  g_assert_null (tg_wood_cache_load (path, BASE, BASE));
  after_damage = render (scene, SIZE, SIZE);
  assert_same_pixels (rendered, after_damage);
  wait_for_raster (path, BASE, BASE);
  wait_for_raster (board, SIZE, SIZE);

  /* The board's raster alone (the base one gone) makes the same board. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  from_board = render (scene, SIZE, SIZE);
  assert_same_pixels (rendered, from_board);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  cairo_surface_destroy (rendered);
  cairo_surface_destroy (read_back);
  cairo_surface_destroy (after_damage);
  cairo_surface_destroy (from_board);
}

/* A raster of another size, or with an alpha channel, is not a wood raster. */
static void
test_foreign_files (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "foreign", NULL);
  g_autofree char *small = g_build_filename (dir, "small.rgb24", NULL);
  g_autofree char *alpha = g_build_filename (dir, "alpha.rgb24", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.rgb24", NULL);
  cairo_surface_t *s;

  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, BASE / 2, BASE / 2);
  g_assert_true (tg_wood_cache_save (small, s));
  cairo_surface_destroy (s);
  s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, BASE, BASE);
  g_assert_true (tg_wood_cache_save (alpha, s));
  cairo_surface_destroy (s);

  g_assert_null (tg_wood_cache_load (small, BASE, BASE));
  g_assert_null (tg_wood_cache_load (alpha, BASE, BASE));
  g_assert_null (tg_wood_cache_load (missing, BASE, BASE));
  s = tg_wood_cache_load (small, BASE / 2, BASE / 2);
  g_assert_nonnull (s);
  cairo_surface_destroy (s);
  /* Not square: a board's raster, read only at its own size. */
  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, BASE, BASE / 2);
  g_assert_true (tg_wood_cache_save (small, s));
  cairo_surface_destroy (s);
  g_assert_null (tg_wood_cache_load (small, BASE / 2, BASE));
  s = tg_wood_cache_load (small, BASE, BASE / 2);
  g_assert_nonnull (s);
  cairo_surface_destroy (s);
  /* Saved through a temporary file renamed into place: nothing else left. */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (d) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 2);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_assert_nonnull (tengen_get_resource ());

  g_test_add_func ("/render-wood/disk-cache", test_disk_cache);
  g_test_add_func ("/render-wood/foreign-files", test_foreign_files);

  return g_test_run ();
}
