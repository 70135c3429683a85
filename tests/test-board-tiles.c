/* test-board-tiles.c: the board view's picture in tiles, redrawn in part
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed. After every change of the scene, the tiles' render
 * nodes, drawn into an image, must give exactly the pixels of the whole
 * scene rendered afresh (tg_board_render into a new surface), while only
 * the area around the changed points was rendered again and only the
 * tiles there got new nodes. Also tg_board_scene_changed_points on its
 * own, with the points worked out by hand.
 */

#include <string.h>

#include "tg-board-render.h"
#include "tg-board-tiles.h"
#include "tg-point.h"

static TgPoint
at (const char *gtp_name)
{
  TgPoint p;

  g_assert_true (tg_point_from_gtp (gtp_name, 19, 19, &p));
  return p;
}

static void
set_candidate (TgBoardScene *scene,
               guint         i,
               const char   *point,
               const char   *top,
               const char   *bottom)
{
  TgCandidateMark *mark = &scene->candidates[i];

  memset (mark, 0, sizeof *mark);
  mark->point = at (point);
  mark->rgb[0] = 0.3f;
  mark->rgb[1] = 0.7f;
  mark->rgb[2] = 0.2f;
  mark->best = i == 0;
  g_strlcpy (mark->top, top, sizeof mark->top);
  g_strlcpy (mark->bottom, bottom, sizeof mark->bottom);
  scene->n_candidates = MAX (scene->n_candidates, i + 1);
}

/* A middle-game corner, the last move marked, two candidates. */
static TgBoardScene *
new_scene (void)
{
  TgBoardScene *scene = tg_board_scene_new ();
  static const char *black[] = { "D4", "Q16", "C16", "R4", "E17" };
  static const char *white[] = { "Q4", "D16", "P17", "O4", "C14" };

  for (guint i = 0; i < G_N_ELEMENTS (black); i++)
    {
      tg_board_set (&scene->board, at (black[i]), TG_BLACK);
      tg_board_set (&scene->board, at (white[i]), TG_WHITE);
    }
  scene->last_move = at ("C14");
  scene->show_coordinates = TRUE;
  set_candidate (scene, 0, "K10", "55.0", "120");
  set_candidate (scene, 1, "R14", "54.0", "60");
  return scene;
}

/* The whole scene rendered afresh, as the view did before tiles. */
static cairo_surface_t *
render_whole (const TgBoardScene *scene,
              int                 width,
              int                 height,
              int                 scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                         height * scale);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  tg_board_render (cr, scene, width, height, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* What GTK draws: the tiles' nodes into a transparent image. */
static cairo_surface_t *
draw_tiles (TgBoardTiles *tiles,
            int           width,
            int           height,
            int           scale)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                         height * scale);
  cairo_t *cr;

  tg_board_tiles_snapshot (tiles, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_clear_pointer (&node, gsk_render_node_unref);
  return surface;
}

static void
assert_shows (TgBoardTiles       *tiles,
              const TgBoardScene *scene,
              int                 width,
              int                 height,
              int                 scale)
{
  cairo_surface_t *want = render_whole (scene, width, height, scale);
  cairo_surface_t *got = draw_tiles (tiles, width, height, scale);
  int stride = cairo_image_surface_get_stride (want);

  g_assert_cmpint (cairo_image_surface_get_stride (got), ==, stride);
  for (int y = 0; y < height * scale; y++)
    {
      const guchar *a = cairo_image_surface_get_data (want) + (gsize) y * stride;
      const guchar *b = cairo_image_surface_get_data (got) + (gsize) y * stride;

      if (memcmp (a, b, (gsize) width * scale * 4) != 0)
        g_error ("row %d of the tiles differs from the whole scene's", y);
    }
  cairo_surface_destroy (want);
  cairo_surface_destroy (got);
}

/* The tiles a picture of @w × @h device pixels is cut into. */
static guint
n_tiles (int w,
         int h)
{
  return ((w + TG_BOARD_TILE_SIZE - 1) / TG_BOARD_TILE_SIZE) *
         ((h + TG_BOARD_TILE_SIZE - 1) / TG_BOARD_TILE_SIZE);
}

static void
test_partial (gconstpointer data)
{
  int scale = GPOINTER_TO_INT (data);
  int width = 640 / scale, height = 600 / scale;
  g_autoptr(TgBoardScene) scene = new_scene ();
  g_autoptr(TgBoardTiles) tiles = tg_board_tiles_new ();
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();
  TgBoardGeometry g;
  guint square, changed;

  tg_board_render_geometry (scene, width, height, scale, &g);
  /* The square redrawn around a point: 3 cells and the rounding. */
  square = (guint) ((3 * g.cell * scale + 2) * (3 * g.cell * scale + 2));

  /* The first picture: every tile, everything rendered. */
  changed = tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (changed, ==, n_tiles (640, 600));
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), ==, 640 * 600);
  assert_shows (tiles, scene, width, height, scale);

  /* The same scene: nothing rendered, no tile changed. */
  changed = tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), ==, 0);

  /* More visits on K10 (the stream): one point, one to four tiles. */
  g_strlcpy (scene->candidates[0].bottom, "130", sizeof scene->candidates[0].bottom);
  changed = tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (changed, >=, 1);
  g_assert_cmpuint (changed, <=, 4);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), >, 0);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), <=, square);
  assert_shows (tiles, scene, width, height, scale);

  /* A move under R4 (its shadow falls on the neighbours), the last
   * move's mark leaves C14, the candidates leave K10 and R14. */
  tg_board_set (&scene->board, at ("R3"), TG_WHITE);
  scene->last_move = at ("R3");
  scene->n_candidates = 0;
  changed = tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (changed, >=, 4);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), <=, 4 * square);
  assert_shows (tiles, scene, width, height, scale);

  /* By the coordinates, which a render around a few points draws only
   * where they meet it: a stone on the first line and a candidate in the
   * corner, whose visits then change. */
  tg_board_set (&scene->board, at ("A10"), TG_BLACK);
  set_candidate (scene, 0, "T1", "40.0", "5");
  changed = tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), <=, 2 * square);
  assert_shows (tiles, scene, width, height, scale);
  g_strlcpy (scene->candidates[0].bottom, "15", sizeof scene->candidates[0].bottom);
  tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  assert_shows (tiles, scene, width, height, scale);
  scene->n_candidates = 0;
  tg_board_set (&scene->board, at ("A10"), TG_EMPTY);
  tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  assert_shows (tiles, scene, width, height, scale);

  /* A ghost stone, then none: back to the same pixels as before it. */
  scene->ghost = at ("K4");
  scene->ghost_color = TG_BLACK;
  tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  assert_shows (tiles, scene, width, height, scale);
  scene->ghost = TG_NO_POINT;
  tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  assert_shows (tiles, scene, width, height, scale);

  /* Stones on six rows (114 points, more than a quarter of the board):
   * one whole render rather than many clips. */
  for (guint y = 13; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      tg_board_set (&scene->board, tg_point (x, y), (x + y) % 2 ? TG_BLACK : TG_WHITE);
  tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), ==, 640 * 600);
  assert_shows (tiles, scene, width, height, scale);

  /* Another theme changes every point: everything rendered. */
  scene->theme = TG_THEME_FLAT;
  tg_board_tiles_render (tiles, scene, width, height, scale, cache);
  g_assert_cmpuint (tg_board_tiles_get_rendered_area (tiles), ==, 640 * 600);
  assert_shows (tiles, scene, width, height, scale);

  /* A new size renews the picture. */
  changed = tg_board_tiles_render (tiles, scene, width - 40 / scale, height, scale, cache);
  g_assert_cmpuint (changed, ==, n_tiles (600, 600));
  assert_shows (tiles, scene, width - 40 / scale, height, scale);
}

/* Tiles outside the board (the window is wider than the board) are fully
 * transparent and left out of the snapshot. */
static void
test_transparent_left_out (void)
{
  g_autoptr(TgBoardScene) scene = new_scene ();
  g_autoptr(TgBoardTiles) tiles = tg_board_tiles_new ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  TgBoardGeometry g;
  guint columns, rows, board_columns;

  tg_board_tiles_render (tiles, scene, 1024, 256, 1, NULL);
  tg_board_tiles_snapshot (tiles, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CONTAINER_NODE);
  /* The board is 256 px high and centred: x 384 to 640 hold it, the
   * tile columns 6 to 9. */
  tg_board_render_geometry (scene, 1024, 256, 1, &g);
  g_assert_cmpfloat (g.board_x, >=, 384);
  g_assert_cmpfloat (g.board_x + g.board_width, <=, 640);
  columns = 1024 / TG_BOARD_TILE_SIZE;
  rows = 256 / TG_BOARD_TILE_SIZE;
  board_columns = (640 / TG_BOARD_TILE_SIZE) - (384 / TG_BOARD_TILE_SIZE);
  g_assert_cmpuint (gsk_container_node_get_n_children (node), ==, board_columns * rows);
  g_assert_cmpuint (gsk_container_node_get_n_children (node), <, columns * rows);
  gsk_render_node_unref (node);
}

static void
test_changed_points (void)
{
  g_autoptr(TgBoardScene) a = new_scene ();
  g_autoptr(TgBoardScene) b = tg_board_scene_new ();
  guint8 changed[TG_ARRAY_SIZE];
  guint n = 0;

  tg_board_scene_copy_into (a, b);
  g_assert_true (tg_board_scene_changed_points (a, b, changed));
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    n += changed[i];
  g_assert_cmpuint (n, ==, 0);

  /* R14's visits, a new candidate at C3, the cursor on D4, the last move
   * from C14 to Q3 (a stone there): R14, C3, D4, C14, Q3. */
  g_strlcpy (b->candidates[1].bottom, "70", sizeof b->candidates[1].bottom);
  set_candidate (b, 2, "C3", "50.0", "10");
  b->cursor = at ("D4");
  tg_board_set (&b->board, at ("Q3"), TG_BLACK);
  b->last_move = at ("Q3");
  g_assert_true (tg_board_scene_changed_points (a, b, changed));
  n = 0;
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    n += changed[i];
  g_assert_cmpuint (n, ==, 5);
  g_assert_true (changed[at ("R14")] && changed[at ("C3")] && changed[at ("D4")] &&
                 changed[at ("C14")] && changed[at ("Q3")]);
  g_assert_false (changed[at ("K10")]);

  /* The same candidates in another order: nothing changes. */
  tg_board_scene_copy_into (a, b);
  b->candidates[0] = a->candidates[1];
  b->candidates[1] = a->candidates[0];
  g_assert_true (tg_board_scene_changed_points (a, b, changed));
  g_assert_false (changed[at ("K10")] || changed[at ("R14")]);

  /* Not tied to points: a label, a line, coordinates, the estimate. */
  tg_board_scene_copy_into (a, b);
  tg_board_scene_set_label (b, at ("K10"), "A");
  g_assert_false (tg_board_scene_changed_points (a, b, changed));
  tg_board_scene_copy_into (a, b);
  tg_board_scene_add_line (b, at ("C3"), at ("D4"), TRUE);
  g_assert_false (tg_board_scene_changed_points (a, b, changed));
  tg_board_scene_copy_into (a, b);
  b->show_coordinates = !a->show_coordinates;
  g_assert_false (tg_board_scene_changed_points (a, b, changed));
  tg_board_scene_copy_into (a, b);
  b->estimate = TRUE;
  g_assert_false (tg_board_scene_changed_points (a, b, changed));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* GTK registers the render node types when it starts, and it does not
   * start without a display: the first node type's registration does. */
  g_type_ensure (GSK_TYPE_CAIRO_NODE);

  g_test_add_data_func ("/board-tiles/partial/scale-1", GINT_TO_POINTER (1), test_partial);
  g_test_add_data_func ("/board-tiles/partial/scale-2", GINT_TO_POINTER (2), test_partial);
  g_test_add_func ("/board-tiles/transparent-left-out", test_transparent_left_out);
  g_test_add_func ("/board-tiles/changed-points", test_changed_points);

  return g_test_run ();
}
