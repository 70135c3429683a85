/* bench-render.c: full redraws of a crowded 19×19 board
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a 19×19 board with all 361 points filled (mixed colours), some
 * markup (triangles, squares, circles, crosses, labels, move numbers, the
 * last move, an arrow), coordinates on, into a 1000×1000 image surface,
 * in both themes. Prints:
 *   - the cold frame: a new cache (artwork loaded, the wood and the stone
 *     sprites rasterised), first in the process and again later;
 *   - the warm frame: the same cache, mean, median and worst of many
 *     frames (the view redraws like this on every hover and move).
 * Pass a number of warm frames as the first argument (default 300).
 * Wall-clock and thread CPU times are both printed: on a busy machine the
 * CPU time is the steadier figure.
 */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tg-board-render.h"

#define SIZE 1000

static void
fill_scene (TgBoardScene *scene)
{
  guint32 seed = 12345;

  tg_board_init (&scene->board, 19, 19);
  tg_board_scene_clear (scene);
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      {
        TgPoint p = tg_point (x, y);
        guint i = y * 19 + x;

        seed = seed * 1103515245u + 12345u;
        tg_board_set (&scene->board, p, (seed >> 16) & 1 ? TG_BLACK : TG_WHITE);
        if (i % 9 == 0)
          scene->marks[p] = (guint8) (1 << ((i / 9) % 4));
        if (i % 23 == 5)
          tg_board_scene_set_label (scene, p, i % 2 ? "A" : "b");
        if (i % 7 == 3)
          scene->move_numbers[p] = (guint16) (i + 1);
      }
  scene->last_move = tg_point (9, 9);
  tg_board_scene_add_line (scene, tg_point (2, 2), tg_point (8, 5), TRUE);
  scene->show_coordinates = TRUE;
}

typedef struct
{
  double wall;
  double cpu;
} Timing;

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static Timing
frame_ms (cairo_surface_t    *surface,
          const TgBoardScene *scene,
          TgBoardRenderCache *cache)
{
  cairo_t *cr = cairo_create (surface);
  gint64 t0, t1;
  double c0, c1;

  /* A fresh frame, as the view draws it: clear, then the board. */
  t0 = g_get_monotonic_time ();
  c0 = cpu_ms ();
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  tg_board_render (cr, scene, SIZE, SIZE, cache);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  c1 = cpu_ms ();
  t1 = g_get_monotonic_time ();
  return (Timing) { (t1 - t0) / 1000.0, c1 - c0 };
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *name,
        const char *what,
        double     *times,
        guint       frames)
{
  double sum = 0;

  for (guint i = 0; i < frames; i++)
    sum += times[i];
  qsort (times, frames, sizeof (double), compare_doubles);
  printf ("%s: warm frame, %s: %.3f ms mean, %.3f ms median, %.3f ms 90th percentile "
          "over %u frames\n",
          name, what, sum / frames, times[frames / 2], times[frames * 9 / 10], frames);
}

static void
run_theme (TgBoardScene *scene,
           TgBoardTheme  theme,
           guint         frames)
{
  const char *name = theme == TG_THEME_WOOD ? "wood" : "flat";
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();
  g_autoptr(TgBoardRenderCache) cache2 = tg_board_render_cache_new ();
  double *wall = g_new (double, frames);
  double *cpu = g_new (double, frames);
  Timing cold, cold2;

  scene->theme = theme;
  cold = frame_ms (surface, scene, cache);
  cold2 = frame_ms (surface, scene, cache2);
  for (guint i = 0; i < frames; i++)
    {
      Timing t = frame_ms (surface, scene, cache);

      wall[i] = t.wall;
      cpu[i] = t.cpu;
    }

  printf ("%s: cold frame %.2f ms wall / %.2f ms CPU (first cache in the process), "
          "%.2f ms wall / %.2f ms CPU (a second new cache)\n",
          name, cold.wall, cold.cpu, cold2.wall, cold2.cpu);
  report (name, "wall clock", wall, frames);
  report (name, "thread CPU", cpu, frames);

  g_free (wall);
  g_free (cpu);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  guint frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 300;

  fill_scene (scene);
  printf ("19×19, 361 stones, markup on %u points, coordinates, %d×%d px image surface\n",
          (guint) (361 / 9 + 361 / 23 + 361 / 7), SIZE, SIZE);
  run_theme (scene, TG_THEME_WOOD, frames);
  run_theme (scene, TG_THEME_FLAT, frames);
  printf ("target: under 4 ms per warm frame\n");
  return 0;
}
