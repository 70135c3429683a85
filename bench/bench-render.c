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
 * Then the review screen (issue 27): a middle-game 19×19 position with 30
 * candidate marks and their labels, the engine's ownership shading and a
 * hovered variation of 10 moves, each warm frame refilled from the
 * TgAnalysis as the window does (target ≤ 4 ms), and the 400-move graph
 * of src/ui/analysis/ at 900×96 px (target ≤ 2 ms). Last, the board view's
 * work for one report of a streaming engine on that position (no hovered
 * variation): two candidates' visit labels change, and the picture is
 * updated through TgBoardTiles (only around those points, tiles compared).
 * Pass a number of warm frames as the first argument (default 300).
 * Wall-clock and thread CPU times are both printed: on a busy machine the
 * CPU time is the steadier figure.
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tg-analysis-graph.h"
#include "tg-analysis-marks.h"
#include "tg-board-render.h"
#include "tg-board-tiles.h"

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

/* A middle game: about a third of the points taken, a fixed seed. */
static TgAnalysis *
review_position (TgBoardScene *scene)
{
  guint32 seed = 4242;
  TgAnalysis *analysis;
  guint n = 0;

  tg_board_init (&scene->board, 19, 19);
  tg_board_scene_clear (scene);
  for (guint i = 0; i < 400 && n < 120; i++)
    {
      TgPoint p;

      seed = seed * 1103515245u + 12345u;
      p = tg_point ((seed >> 8) % 19, (seed >> 16) % 19);
      if (!tg_board_is_legal (&scene->board, p, n % 2 ? TG_WHITE : TG_BLACK, FALSE))
        continue;
      tg_board_play (&scene->board, p, n % 2 ? TG_WHITE : TG_BLACK, NULL);
      n++;
    }
  analysis = tg_analysis_new (19, 19, TG_BLACK);
  tg_analysis_set_position (analysis, &scene->board, TG_BLACK, 13, NULL);
  analysis->winrate = 0.55;
  analysis->score_lead = 2.5;
  analysis->visits = 12000;
  analysis->ownership = g_new (float, 361);
  for (guint i = 0; i < 361; i++)
    {
      seed = seed * 1103515245u + 12345u;
      analysis->ownership[i] = ((seed >> 8) % 2001) / 1000.0f - 1;
    }
  for (guint y = 0; y < 19 && analysis->n_candidates < 30; y++)
    for (guint x = 0; x < 19 && analysis->n_candidates < 30; x++)
      {
        TgPoint p = tg_point (x, y), pv[10];
        TgAnalysisCandidate *cand;
        guint k = 0;

        if (tg_board_get (&scene->board, p) != TG_EMPTY || (x + y) % 3 != 0)
          continue;
        pv[k++] = p;
        for (guint j = 0; j < 361 && k < 10; j++)
          {
            TgPoint q = tg_point (j % 19, j / 19);

            if (tg_board_get (&scene->board, q) == TG_EMPTY && q != p && (j * 7) % 5 == 0)
              pv[k++] = q;
          }
        cand = tg_analysis_add_candidate (analysis, p, pv, k);
        cand->order = analysis->n_candidates - 1;
        cand->visits = 4000 / (cand->order + 1);
        cand->winrate = 0.55 - 0.01 * cand->order;
        cand->score_lead = 2.5 - 0.6 * cand->order;
      }
  return analysis;
}

static void
run_review (guint frames)
{
  g_autoptr(TgBoardScene) base = tg_board_scene_new ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = review_position (base);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();
  double *wall = g_new (double, frames);
  double *cpu = g_new (double, frames);
  guint marks = 0, pv = 0;

  for (guint i = 0; i < frames + 1; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_ms ();
      Timing t;

      /* What the window does on every update: refill, then draw. */
      tg_board_scene_copy_into (base, scene);
      scene->estimate = TRUE;
      tg_analysis_marks_fill_ownership (scene, analysis);
      pv = tg_analysis_marks_fill_variation (scene, &analysis->candidates[3], TG_BLACK, 10);
      tg_analysis_marks_fill (scene, analysis, TG_ANALYSIS_PALETTE_KATRAIN,
                              TG_ANALYSIS_LABEL_WINRATE);
      marks = scene->n_candidates;
      t = frame_ms (surface, scene, cache);
      if (i == 0)
        continue;   /* the cold frame */
      wall[i - 1] = (g_get_monotonic_time () - t0) / 1000.0;
      (void) t;
      cpu[i - 1] = cpu_ms () - c0;
    }
  printf ("review: %u candidate marks with labels, ownership shading, a %u-stone variation "
          "(scene refilled each frame)\n", marks, pv);
  report ("review", "wall clock", wall, frames);
  report ("review", "thread CPU", cpu, frames);
  g_free (wall);
  g_free (cpu);
  cairo_surface_destroy (surface);
}

static void
run_stream (guint frames)
{
  g_autoptr(TgBoardScene) base = tg_board_scene_new ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = review_position (base);
  g_autoptr(TgBoardRenderCache) cache = tg_board_render_cache_new ();
  g_autoptr(TgBoardTiles) tiles = tg_board_tiles_new ();
  double *wall = g_new (double, frames);
  double *cpu = g_new (double, frames);
  guint changed = 0, area = 0;

  for (guint i = 0; i < frames + 1; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_ms ();

      /* 100 more visits on the first two at each report ("4.0k" becomes
       * "4.1k", always a new label), back to 4.0k after 8.9k. */
      analysis->candidates[0].visits = 4000 + (i % 50) * 100;
      analysis->candidates[1].visits = 2000 + (i % 50) * 100;
      tg_board_scene_copy_into (base, scene);
      scene->estimate = TRUE;
      tg_analysis_marks_fill_ownership (scene, analysis);
      tg_analysis_marks_fill (scene, analysis, TG_ANALYSIS_PALETTE_KATRAIN,
                              TG_ANALYSIS_LABEL_WINRATE);
      changed += tg_board_tiles_render (tiles, scene, SIZE, SIZE, 1, cache);
      if (i == 0)
        {
          changed = 0;   /* the first, whole picture */
          continue;
        }
      area += tg_board_tiles_get_rendered_area (tiles);
      wall[i - 1] = (g_get_monotonic_time () - t0) / 1000.0;
      cpu[i - 1] = cpu_ms () - c0;
    }
  printf ("stream: a report that changes two candidates' visits, the picture updated in "
          "tiles: %.0f px rendered again (of %d), %.1f tiles of %d px changed, a frame\n",
          (double) area / frames, SIZE * SIZE, (double) changed / frames, TG_BOARD_TILE_SIZE);
  report ("stream", "wall clock", wall, frames);
  report ("stream", "thread CPU", cpu, frames);
  g_free (wall);
  g_free (cpu);
}

static void
run_graph (guint frames)
{
  TgAnalysisGraphData *data = tg_analysis_graph_data_new (401);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 900, 96);
  double *wall = g_new (double, frames);
  double *cpu = g_new (double, frames);
  guint32 seed = 99;

  for (guint i = 0; i < 401; i++)
    {
      seed = seed * 1103515245u + 12345u;
      data->winrate[i] = 0.5 + 0.45 * sin (i / 30.0);
      data->score_lead[i] = 25 * sin (i / 30.0);
      data->loss[i] = ((seed >> 8) % 150) / 10.0;
      data->klass[i] = (guint8) (1 + (seed >> 20) % 6);
    }
  data->current = 200;
  data->hover = 250;
  for (guint i = 0; i < frames; i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_ms ();

      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      tg_analysis_graph_draw (cr, 900, 96, data);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      cpu[i] = cpu_ms () - c0;
      wall[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  printf ("graph: 400 moves (winrate, score lead, loss bars, current and hovered move), "
          "900×96 px\n");
  report ("graph", "wall clock", wall, frames);
  report ("graph", "thread CPU", cpu, frames);
  g_free (wall);
  g_free (cpu);
  cairo_surface_destroy (surface);
  tg_analysis_graph_data_free (data);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  guint frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 300;

  /* The tiles' render nodes; GTK registers their types when it starts,
   * and a benchmark that needs no display does not start it. */
  g_type_ensure (GSK_TYPE_CAIRO_NODE);
  fill_scene (scene);
  printf ("19×19, 361 stones, markup on %u points, coordinates, %d×%d px image surface\n",
          (guint) (361 / 9 + 361 / 23 + 361 / 7), SIZE, SIZE);
  run_theme (scene, TG_THEME_WOOD, frames);
  run_theme (scene, TG_THEME_FLAT, frames);
  printf ("target: under 4 ms per warm frame\n");
  run_review (frames);
  printf ("target: under 4 ms per review frame\n");
  run_graph (frames);
  printf ("target: under 2 ms per graph\n");
  run_stream (frames);
  return 0;
}
