/* test-render.c: pixel checks of the board renderer (no display needed)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-render-common.h"

static void
test_stones_and_board (gconstpointer data)
{
  TgBoardTheme theme = GPOINTER_TO_INT (data);
  g_autoptr(TgBoardScene) scene = scene_9x9 (theme);
  cairo_surface_t *surface = render (scene, 450, 450);
  double x, y, cell, rgb[3];
  Pixel p;

  center (scene, 450, 450, gtp ("C3", scene), &x, &y, &cell);
  p = pixel_at (surface, x, y);
  g_assert_cmpfloat (luma (p), <, 0.25);
  g_assert_cmpfloat (p.a, ==, 1.0);

  center (scene, 450, 450, gtp ("G7", scene), &x, &y, NULL);
  p = pixel_at (surface, x, y);
  g_assert_cmpfloat (luma (p), >, 0.85);

  /* An empty point, off its lines: the board's colour. */
  tg_board_render_theme_color (theme, TG_EMPTY, rgb);
  center (scene, 450, 450, gtp ("E2", scene), &x, &y, NULL);
  p = pixel_at (surface, x + cell * 0.3, y + cell * 0.3);
  if (theme == TG_THEME_FLAT)
    {
      g_assert_cmpfloat_with_epsilon (p.r, rgb[0], 1.5 / 255);
      g_assert_cmpfloat_with_epsilon (p.g, rgb[1], 1.5 / 255);
      g_assert_cmpfloat_with_epsilon (p.b, rgb[2], 1.5 / 255);
    }
  else
    {
      /* Wood: the grain varies around its mean colour. */
      g_assert_cmpfloat_with_epsilon (p.r, rgb[0], 0.10);
      g_assert_cmpfloat_with_epsilon (p.g, rgb[1], 0.10);
      g_assert_cmpfloat_with_epsilon (p.b, rgb[2], 0.12);
      g_assert_cmpfloat (p.r, >, p.g);
      g_assert_cmpfloat (p.g, >, p.b);
    }

  /* Grid lines are darker than the board between them. */
  center (scene, 450, 450, gtp ("E5", scene), &x, &y, NULL);
  g_assert_cmpfloat (luma (pixel_at (surface, x + cell / 2, y)), <,
                     luma (pixel_at (surface, x + cell / 2, y + cell / 2)) - 0.3);
  g_assert_cmpfloat (luma (pixel_at (surface, x, y + cell / 2)), <,
                     luma (pixel_at (surface, x + cell / 2, y + cell / 2)) - 0.3);

  /* A square board fills a square area; outside a taller one's board,
   * nothing is touched. */
  g_assert_cmpfloat (pixel_at (surface, 0, 0).a, ==, 1);
  g_assert_cmpfloat (pixel_at (surface, 449, 449).a, ==, 1);
  cairo_surface_destroy (surface);
  surface = render (scene, 450, 520);
  g_assert_cmpfloat (pixel_at (surface, 225, 2).a, ==, 0);
  g_assert_cmpfloat (pixel_at (surface, 225, 517).a, ==, 0);
  g_assert_cmpfloat (pixel_at (surface, 0, 260).a, ==, 1);
  cairo_surface_destroy (surface);
}

static void
test_grid_crisp (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  TgBoardGeometry g;
  cairo_surface_t *surface;
  double x, y;

  tg_board_init (&scene->board, 19, 19);
  scene->show_coordinates = FALSE;

  for (double scale = 1; scale <= 2; scale++)
    {
      int dark = 0;

      surface = render_scaled (scene, 500, 500, scale);
      tg_board_render_geometry (scene, 500, 500, scale, &g);
      /* Whole-pixel cells, and the line is exactly lw device pixels. */
      g_assert_cmpfloat (g.cell * scale, ==, floor (g.cell * scale));
      g_assert_cmpfloat (g.line_width * scale, ==, scale);
      tg_board_geometry_point_center (&g, tg_point (9, 9), &x, &y);
      y += g.cell / 2;
      for (int dx = -3; dx <= 3; dx++)
        {
          double l = luma (pixel_at (surface, x * scale + dx, y * scale));

          /* Either line or board: nothing half-way (no blur). */
          g_assert_true (l < 0.25 || l > 0.55);
          dark += l < 0.25;
        }
      g_assert_cmpint (dark, ==, (int) scale);
      cairo_surface_destroy (surface);
    }
}

/* Dark pixels (text) in the left margin, between the board edge and the
 * stones of the first column. */
static guint
count_margin_ink (const TgBoardScene *scene,
                  cairo_surface_t    *surface,
                  int                 width,
                  int                 height)
{
  TgBoardGeometry g;
  guint n = 0;

  tg_board_render_geometry (scene, width, height, 1, &g);
  for (double y = g.origin_y; y < g.origin_y + (g.rows - 1) * g.cell; y++)
    for (double x = g.board_x + 1; x < g.origin_x - 0.55 * g.cell; x++)
      if (luma (pixel_at (surface, x, y)) < 0.45)
        n++;
  return n;
}

/* No text pixel on the outermost ring of the board: nothing is clipped. */
static void
assert_no_ink_on_edge (const TgBoardScene *scene,
                       cairo_surface_t    *surface,
                       int                 width,
                       int                 height)
{
  TgBoardGeometry g;
  double x0, y0, x1, y1;

  tg_board_render_geometry (scene, width, height, 1, &g);
  x0 = g.board_x;
  y0 = g.board_y;
  x1 = g.board_x + g.board_width - 1;
  y1 = g.board_y + g.board_height - 1;
  for (double x = x0; x <= x1; x++)
    {
      g_assert_cmpfloat (luma (pixel_at (surface, x, y0)), >, 0.45);
      g_assert_cmpfloat (luma (pixel_at (surface, x, y1)), >, 0.45);
    }
  for (double y = y0; y <= y1; y++)
    {
      g_assert_cmpfloat (luma (pixel_at (surface, x0, y)), >, 0.45);
      g_assert_cmpfloat (luma (pixel_at (surface, x1, y)), >, 0.45);
    }
}

static void
test_coordinates (void)
{
  static const guint sizes[][2] = { { 9, 9 }, { 19, 19 }, { 19, 13 }, { 52, 52 }, { 2, 2 } };
  static const int areas[] = { 260, 500, 777, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint j = 0; j < G_N_ELEMENTS (areas); j++)
      {
        g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
        int w = areas[j], h = areas[j];
        cairo_surface_t *off, *on;

        tg_board_init (&scene->board, sizes[i][0], sizes[i][1]);
        scene->show_coordinates = FALSE;
        off = render (scene, w, h);
        g_assert_cmpuint (count_margin_ink (scene, off, w, h), ==, 0);
        scene->show_coordinates = TRUE;
        on = render (scene, w, h);
        g_assert_cmpuint (count_margin_ink (scene, on, w, h), >, 10);
        assert_no_ink_on_edge (scene, on, w, h);
        cairo_surface_destroy (off);
        cairo_surface_destroy (on);
      }
}

static void
test_ghost (gconstpointer data)
{
  TgBoardTheme theme = GPOINTER_TO_INT (data);
  g_autoptr(TgBoardScene) scene = scene_9x9 (theme);
  cairo_surface_t *surface;
  double x, y, cell, board, black, white, ghost;

  center (scene, 450, 450, gtp ("E3", scene), &x, &y, &cell);
  surface = render (scene, 450, 450);
  board = luma (pixel_at (surface, x - cell * 0.15, y - cell * 0.3));
  cairo_surface_destroy (surface);

  tg_board_set (&scene->board, gtp ("E3", scene), TG_BLACK);
  surface = render (scene, 450, 450);
  black = luma (pixel_at (surface, x - cell * 0.15, y - cell * 0.3));
  cairo_surface_destroy (surface);

  tg_board_set (&scene->board, gtp ("E3", scene), TG_WHITE);
  surface = render (scene, 450, 450);
  white = luma (pixel_at (surface, x - cell * 0.15, y - cell * 0.3));
  cairo_surface_destroy (surface);

  tg_board_set (&scene->board, gtp ("E3", scene), TG_EMPTY);
  scene->ghost = gtp ("E3", scene);
  scene->ghost_color = TG_BLACK;
  surface = render (scene, 450, 450);
  ghost = luma (pixel_at (surface, x - cell * 0.15, y - cell * 0.3));
  cairo_surface_destroy (surface);
  g_assert_cmpfloat (ghost, <, board - 0.1);
  g_assert_cmpfloat (ghost, >, black + 0.1);

  scene->ghost_color = TG_WHITE;
  surface = render (scene, 450, 450);
  ghost = luma (pixel_at (surface, x - cell * 0.15, y - cell * 0.3));
  cairo_surface_destroy (surface);
  g_assert_cmpfloat (ghost, >, board + 0.03);
  g_assert_cmpfloat (ghost, <, white - 0.03);

  /* No ghost on an occupied point. */
  scene->ghost = gtp ("C3", scene);
  scene->ghost_color = TG_WHITE;
  center (scene, 450, 450, gtp ("C3", scene), &x, &y, NULL);
  surface = render (scene, 450, 450);
  g_assert_cmpfloat (luma (pixel_at (surface, x, y)), <, 0.25);
  cairo_surface_destroy (surface);
}

static void
check_point_at (guint width,
                guint height,
                int   area_w,
                int   area_h,
                gboolean coords)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  TgBoardGeometry g;

  tg_board_init (&scene->board, width, height);
  scene->show_coordinates = coords;
  tg_board_render_geometry (scene, area_w, area_h, 1, &g);
  g_assert_cmpuint (g.columns, ==, width);
  g_assert_cmpuint (g.rows, ==, height);
  /* The board fits the area and the points fit the board. */
  g_assert_cmpfloat (g.board_x, >=, 0);
  g_assert_cmpfloat (g.board_y, >=, 0);
  g_assert_cmpfloat (g.board_x + g.board_width, <=, area_w);
  g_assert_cmpfloat (g.board_y + g.board_height, <=, area_h);

  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        TgPoint p = tg_point (x, y), q = TG_NO_POINT;
        double cx, cy;

        tg_board_geometry_point_center (&g, p, &cx, &cy);
        g_assert_cmpfloat (cx, >, g.board_x);
        g_assert_cmpfloat (cy, >, g.board_y);
        g_assert_true (tg_board_render_point_at (scene, area_w, area_h, cx, cy, &q));
        g_assert_cmpuint (q, ==, p);
        /* Anywhere in the cell maps to the same point. */
        g_assert_true (tg_board_render_point_at (scene, area_w, area_h,
                                                 cx + 0.45 * g.cell, cy - 0.45 * g.cell, &q));
        g_assert_cmpuint (q, ==, p);
        g_assert_true (tg_board_render_point_at (scene, area_w, area_h,
                                                 cx - 0.45 * g.cell, cy + 0.45 * g.cell, &q));
        g_assert_cmpuint (q, ==, p);
      }

  /* Outside the points. */
  g_assert_false (tg_board_render_point_at (scene, area_w, area_h,
                                            g.origin_x - 0.6 * g.cell, g.origin_y, NULL));
  g_assert_false (tg_board_render_point_at (scene, area_w, area_h,
                                            g.origin_x, g.origin_y + (height - 0.4) * g.cell, NULL));
  g_assert_false (tg_board_render_point_at (scene, area_w, area_h, -5, -5, NULL));
}

static void
test_point_at (void)
{
  static const guint sizes[][2] = { { 9, 9 }, { 19, 19 }, { 19, 13 }, { 13, 19 }, { 52, 52 }, { 2, 2 } };
  static const int areas[][2] = { { 200, 200 }, { 451, 451 }, { 640, 480 }, { 1000, 1000 }, { 333, 901 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint j = 0; j < G_N_ELEMENTS (areas); j++)
      {
        check_point_at (sizes[i][0], sizes[i][1], areas[j][0], areas[j][1], TRUE);
        check_point_at (sizes[i][0], sizes[i][1], areas[j][0], areas[j][1], FALSE);
      }
}

/* Where the renderer puts a stone is where point_at() finds it. */
static void
test_stone_position (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  const int w = 700, h = 530;
  cairo_surface_t *surface;
  TgBoardGeometry g;
  double x, y;

  tg_board_init (&scene->board, 19, 13);
  tg_board_set (&scene->board, tg_point (0, 0), TG_BLACK);
  tg_board_set (&scene->board, tg_point (18, 12), TG_BLACK);
  tg_board_set (&scene->board, tg_point (7, 5), TG_BLACK);
  surface = render (scene, w, h);
  tg_board_render_geometry (scene, w, h, 1, &g);

  tg_board_geometry_point_center (&g, tg_point (7, 5), &x, &y);
  /* Dark across the stone, board just outside it. */
  g_assert_cmpfloat (luma (pixel_at (surface, x - 0.4 * g.cell, y)), <, 0.3);
  g_assert_cmpfloat (luma (pixel_at (surface, x + 0.4 * g.cell, y)), <, 0.3);
  g_assert_cmpfloat (luma (pixel_at (surface, x, y - 0.4 * g.cell)), <, 0.3);
  g_assert_cmpfloat (luma (pixel_at (surface, x, y + 0.4 * g.cell)), <, 0.3);
  g_assert_cmpfloat (luma (pixel_at (surface, x - 0.4 * g.cell, y - 0.4 * g.cell)), >, 0.45);
  tg_board_geometry_point_center (&g, tg_point (18, 12), &x, &y);
  g_assert_cmpfloat (luma (pixel_at (surface, x, y)), <, 0.3);
  tg_board_geometry_point_center (&g, tg_point (0, 0), &x, &y);
  g_assert_cmpfloat (luma (pixel_at (surface, x, y)), <, 0.3);
  cairo_surface_destroy (surface);
}

static void
test_overlays (void)
{
  g_autoptr(TgBoardScene) scene = scene_9x9 (TG_THEME_WOOD);
  cairo_surface_t *plain, *marked;
  double x, y, cell;
  TgPoint black = gtp ("C3", scene), white = gtp ("G7", scene);
  TgPoint empty_b = gtp ("E2", scene), empty_w = gtp ("B8", scene);

  plain = render (scene, 450, 450);

  scene->scoring = TRUE;
  scene->dead[black] = 1;
  scene->dead[white] = 1;
  scene->owner[empty_b] = TG_OWNER_BLACK;
  scene->owner[empty_w] = TG_OWNER_WHITE;
  marked = render (scene, 450, 450);

  /* A dead black stone is translucent: lighter away from its cross. */
  center (scene, 450, 450, black, &x, &y, &cell);
  g_assert_cmpfloat (luma (pixel_at (plain, x + 0.3 * cell, y + 0.3 * cell)), <, 0.25);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.3 * cell, y + 0.3 * cell)), >,
                     luma (pixel_at (plain, x + 0.3 * cell, y + 0.3 * cell)) + 0.2);
  /* ... and crossed: light ink at its centre. */
  g_assert_cmpfloat (luma (pixel_at (marked, x, y)), >, 0.6);

  /* A dead white stone: darker than before, with a dark cross. */
  center (scene, 450, 450, white, &x, &y, NULL);
  g_assert_cmpfloat (luma (pixel_at (plain, x - 0.15 * cell, y - 0.32 * cell)), >, 0.88);
  g_assert_cmpfloat (luma (pixel_at (marked, x - 0.15 * cell, y - 0.32 * cell)), <,
                     luma (pixel_at (plain, x - 0.15 * cell, y - 0.32 * cell)) - 0.08);
  g_assert_cmpfloat (luma (pixel_at (marked, x, y)), <, 0.3);

  /* Territory: a dark square on black's points, a light one on white's;
   * the grid is still there around them. */
  center (scene, 450, 450, empty_b, &x, &y, NULL);
  g_assert_cmpfloat (luma (pixel_at (plain, x + 0.1 * cell, y + 0.1 * cell)), >, 0.5);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.1 * cell, y + 0.1 * cell)), <, 0.2);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.4 * cell, y)), <, 0.4);
  center (scene, 450, 450, empty_w, &x, &y, NULL);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.1 * cell, y + 0.1 * cell)), >, 0.9);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.4 * cell, y)), <, 0.4);

  /* Overlays are drawn only in scoring mode. */
  cairo_surface_destroy (marked);
  scene->scoring = FALSE;
  marked = render (scene, 450, 450);
  center (scene, 450, 450, black, &x, &y, NULL);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.3 * cell, y + 0.3 * cell)), <, 0.25);
  center (scene, 450, 450, empty_b, &x, &y, NULL);
  g_assert_cmpfloat (luma (pixel_at (marked, x + 0.1 * cell, y + 0.1 * cell)), >, 0.5);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
}

/* Number of pixels in the stone's square brighter (or darker) than a level. */
static guint
count_in_cell (cairo_surface_t    *surface,
               const TgBoardScene *scene,
               TgPoint             p,
               gboolean            brighter,
               double              level)
{
  double x, y, cell;
  guint n = 0;

  center (scene, 450, 450, p, &x, &y, &cell);
  for (double dy = -0.35 * cell; dy <= 0.35 * cell; dy++)
    for (double dx = -0.35 * cell; dx <= 0.35 * cell; dx++)
      {
        double l = luma (pixel_at (surface, x + dx, y + dy));

        if (brighter ? l > level : l < level)
          n++;
      }
  return n;
}

static void
test_markup (void)
{
  g_autoptr(TgBoardScene) scene = scene_9x9 (TG_THEME_WOOD);
  TgPoint black = gtp ("C3", scene), white = gtp ("G7", scene), empty = gtp ("E6", scene);
  cairo_surface_t *plain, *marked;

  plain = render (scene, 450, 450);
  g_assert_cmpuint (count_in_cell (plain, scene, black, TRUE, 0.75), ==, 0);
  g_assert_cmpuint (count_in_cell (plain, scene, white, FALSE, 0.3), ==, 0);

  /* Numbers and marks on stones in the contrasting colour. */
  scene->move_numbers[black] = 7;
  scene->marks[white] = TG_MARK_TRIANGLE;
  marked = render (scene, 450, 450);
  g_assert_cmpuint (count_in_cell (marked, scene, black, TRUE, 0.75), >, 10);
  g_assert_cmpuint (count_in_cell (marked, scene, white, FALSE, 0.3), >, 10);
  cairo_surface_destroy (marked);

  /* The last move's marker, on a stone without a number. */
  scene->move_numbers[black] = 0;
  scene->last_move = black;
  marked = render (scene, 450, 450);
  g_assert_cmpuint (count_in_cell (marked, scene, black, TRUE, 0.75), >, 10);
  cairo_surface_destroy (marked);

  /* A label on an empty point hides the grid behind its text; the ko
   * point gets a square. */
  g_assert_cmpuint (count_in_cell (plain, scene, empty, FALSE, 0.3), >, 10);
  {
    guint grid = count_in_cell (plain, scene, empty, FALSE, 0.3);

    scene->ko_point = empty;
    marked = render (scene, 450, 450);
    g_assert_cmpuint (count_in_cell (marked, scene, empty, FALSE, 0.3), >, grid + 10);
    cairo_surface_destroy (marked);
  }

  cairo_surface_destroy (plain);
}

/* @a and @b, images of the same size, hold the same pixels. */
static void
assert_same_pixels (cairo_surface_t *a,
                    cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);

  g_assert_cmpint (cairo_image_surface_get_height (b), ==, height);
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  g_assert_cmpmem (cairo_image_surface_get_data (a), height * cairo_image_surface_get_stride (a),
                   cairo_image_surface_get_data (b), height * cairo_image_surface_get_stride (b));
}

static void
test_cache_warm_equals_cold (void)
{
  g_autoptr(TgBoardScene) scene = scene_9x9 (TG_THEME_WOOD);
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();
  cairo_surface_t *a = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_surface_t *b = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_t *cr;

  /* A warm cache draws exactly what a cold one draws. */
  cr = cairo_create (a);
  tg_board_render (cr, scene, 300, 300, NULL);
  cairo_destroy (cr);
  cr = cairo_create (b);
  tg_board_render (cr, scene, 300, 300, cache);
  tg_board_render (cr, scene, 300, 300, cache);
  cairo_destroy (cr);
  assert_same_pixels (a, b);

  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

/* One cache through a change of theme, a change of size and a clear still
 * draws what a cold render of the last scene draws. */
static void
test_cache_theme_and_size_switch (void)
{
  g_autoptr(TgBoardScene) scene = scene_9x9 (TG_THEME_WOOD);
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();
  cairo_surface_t *a = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_surface_t *b = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_t *cr;

  cr = cairo_create (b);
  tg_board_render (cr, scene, 300, 300, cache);
  scene->theme = TG_THEME_FLAT;
  tg_board_render (cr, scene, 200, 200, cache);
  tg_board_render_cache_clear (cache);
  cairo_destroy (cr);
  cairo_surface_destroy (b);
  b = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cr = cairo_create (b);
  tg_board_render (cr, scene, 300, 300, cache);
  cairo_destroy (cr);
  cr = cairo_create (a);
  tg_board_render (cr, scene, 300, 300, NULL);
  cairo_destroy (cr);
  assert_same_pixels (a, b);

  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static void
test_scene (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgBoardScene) copy = tg_board_scene_new ();
  TgPoint p = tg_point (3, 3);

  g_assert_cmpuint (scene->board.width, ==, 19);
  g_assert_cmpuint (scene->last_move, ==, TG_NO_POINT);
  g_assert_cmpuint (scene->ghost, ==, TG_NO_POINT);
  g_assert_cmpuint (scene->cursor, ==, TG_NO_POINT);
  g_assert_cmpuint (scene->lines->len, ==, 0);

  tg_board_scene_set_label (scene, p, "x");
  tg_board_scene_set_label (scene, p, "yz");
  g_assert_cmpstr (scene->labels[p], ==, "yz");
  tg_board_scene_add_line (scene, p, tg_point (5, 5), TRUE);
  scene->marks[p] = TG_MARK_CIRCLE;
  scene->theme = TG_THEME_FLAT;

  tg_board_scene_copy_into (scene, copy);
  g_assert_cmpstr (copy->labels[p], ==, "yz");
  g_assert_true (copy->labels[p] != scene->labels[p]);
  g_assert_cmpuint (copy->lines->len, ==, 1);
  g_assert_true (copy->lines != scene->lines);
  g_assert_cmpuint (copy->marks[p], ==, TG_MARK_CIRCLE);
  g_assert_cmpint (copy->theme, ==, TG_THEME_FLAT);

  tg_board_scene_set_label (scene, p, "");
  g_assert_null (scene->labels[p]);
  tg_board_scene_clear (copy);
  g_assert_null (copy->labels[p]);
  g_assert_cmpuint (copy->lines->len, ==, 0);
  g_assert_cmpuint (copy->marks[p], ==, 0);
  g_assert_cmpint (copy->theme, ==, TG_THEME_FLAT);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/render/stones-and-board/wood", GINT_TO_POINTER (TG_THEME_WOOD),
                        test_stones_and_board);
  g_test_add_data_func ("/render/stones-and-board/flat", GINT_TO_POINTER (TG_THEME_FLAT),
                        test_stones_and_board);
  g_test_add_func ("/render/grid-crisp", test_grid_crisp);
  g_test_add_func ("/render/coordinates", test_coordinates);
  g_test_add_data_func ("/render/ghost/wood", GINT_TO_POINTER (TG_THEME_WOOD), test_ghost);
  g_test_add_data_func ("/render/ghost/flat", GINT_TO_POINTER (TG_THEME_FLAT), test_ghost);
  g_test_add_func ("/render/point-at", test_point_at);
  g_test_add_func ("/render/stone-position", test_stone_position);
  g_test_add_func ("/render/overlays", test_overlays);
  g_test_add_func ("/render/markup", test_markup);
  g_test_add_func ("/render/cache/warm-equals-cold", test_cache_warm_equals_cold);
  g_test_add_func ("/render/cache/theme-and-size-switch", test_cache_theme_and_size_switch);
  g_test_add_func ("/render/scene", test_scene);

  return g_test_run ();
}
