/* test-analysis-marks.c: what an analysis puts on the board and the graph
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed: candidate marks, labels and classes from TgAnalysis
 * objects built here (values worked out by hand below), a variation with
 * a capture, the engine's ownership as shading, the graph's geometry and
 * tooltip, and the marks drawn into an image surface.
 */

#include <math.h>

#include "tg-analysis-graph.h"
#include "tg-analysis-pane.h"
#include "tg-analysis-marks.h"
#include "tg-board-render.h"

static TgPoint
at (const char *gtp_name,
    guint       size)
{
  TgPoint p;

  g_assert_true (tg_point_from_gtp (gtp_name, size, size, &p));
  return p;
}

static void
test_classes (void)
{
  TgMoveClassThresholds t;

  tg_move_class_thresholds_init (&t);
  /* KaTrain's points: 12 / 6 / 3 / 1.5 / 0.5. */
  g_assert_cmpint (tg_analysis_class_for_loss (0.4, NAN, &t), ==, TG_MOVE_CLASS_BEST);
  g_assert_cmpint (tg_analysis_class_for_loss (0.5, NAN, &t), ==, TG_MOVE_CLASS_GOOD);
  g_assert_cmpint (tg_analysis_class_for_loss (1.5, NAN, &t), ==, TG_MOVE_CLASS_SLACK);
  g_assert_cmpint (tg_analysis_class_for_loss (2.9, NAN, &t), ==, TG_MOVE_CLASS_SLACK);
  g_assert_cmpint (tg_analysis_class_for_loss (3.0, NAN, &t), ==, TG_MOVE_CLASS_INACCURACY);
  g_assert_cmpint (tg_analysis_class_for_loss (6.0, NAN, &t), ==, TG_MOVE_CLASS_MISTAKE);
  g_assert_cmpint (tg_analysis_class_for_loss (12.0, NAN, &t), ==, TG_MOVE_CLASS_BLUNDER);
  /* No score: the winrate's 20 / 10 / 5 / 2.5 / 1 points of percent. */
  g_assert_cmpint (tg_analysis_class_for_loss (NAN, 0.15, &t), ==, TG_MOVE_CLASS_MISTAKE);
  g_assert_cmpint (tg_analysis_class_for_loss (NAN, 0.005, &t), ==, TG_MOVE_CLASS_BEST);
  g_assert_cmpint (tg_analysis_class_for_loss (NAN, NAN, &t), ==, TG_MOVE_CLASS_UNKNOWN);
}

static void
test_formats (void)
{
  char buf[12];

  tg_analysis_format_winrate (0.5432, buf);
  g_assert_cmpstr (buf, ==, "54.3");
  tg_analysis_format_winrate (NAN, buf);
  g_assert_cmpstr (buf, ==, "");
  tg_analysis_format_lead (2.46, buf);
  g_assert_cmpstr (buf, ==, "+2.5");
  tg_analysis_format_lead (-0.5, buf);
  g_assert_cmpstr (buf, ==, "\u22120.5");
  tg_analysis_format_lead (0.01, buf);
  g_assert_cmpstr (buf, ==, "0.0");
  tg_analysis_format_visits (850, buf);
  g_assert_cmpstr (buf, ==, "850");
  tg_analysis_format_visits (1234, buf);
  g_assert_cmpstr (buf, ==, "1.2k");
  tg_analysis_format_visits (12345, buf);
  g_assert_cmpstr (buf, ==, "12k");
}

/* 9×9, White to move, three candidates with Black's values:
 *   E5  Black's lead −3.0, winrate 0.40, 500 visits (White's +3.0, 60.0)
 *   C3  Black's lead −1.0, winrate 0.45, 100 visits (White loses 2: slack)
 *   G7  1 visit: faint and unlabelled. */
static TgAnalysis *
three_candidates (const TgBoard *board)
{
  TgAnalysis *analysis = tg_analysis_new (9, 9, TG_WHITE);
  const char *names[] = { "E5", "C3", "G7" };
  const double leads[] = { -3.0, -1.0, 2.0 };
  const double winrates[] = { 0.40, 0.45, 0.55 };
  const guint visits[] = { 500, 100, 1 };

  tg_analysis_set_position (analysis, board, TG_WHITE, 13, NULL);
  for (guint i = 0; i < 3; i++)
    {
      TgPoint p = at (names[i], 9);
      TgAnalysisCandidate *c = tg_analysis_add_candidate (analysis, p, &p, 1);

      c->order = i;
      c->score_lead = leads[i];
      c->winrate = winrates[i];
      c->visits = visits[i];
    }
  return analysis;
}

static void
test_fill_marks (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = NULL;
  float slack[3], best[3];

  tg_board_init (&scene->board, 9, 9);
  tg_board_play (&scene->board, at ("D4", 9), TG_BLACK, NULL);
  analysis = three_candidates (&scene->board);

  tg_analysis_marks_fill (scene, analysis, TG_ANALYSIS_PALETTE_KATRAIN, TG_ANALYSIS_LABEL_WINRATE);
  g_assert_cmpuint (scene->n_candidates, ==, 3);
  g_assert_cmpuint (scene->candidates[0].point, ==, at ("E5", 9));
  g_assert_true (scene->candidates[0].best);
  g_assert_cmpstr (scene->candidates[0].top, ==, "60.0");
  g_assert_cmpstr (scene->candidates[0].bottom, ==, "500");
  g_assert_cmpstr (scene->candidates[1].top, ==, "55.0");
  g_assert_false (scene->candidates[1].faint);
  tg_analysis_class_color (TG_ANALYSIS_PALETTE_KATRAIN, TG_MOVE_CLASS_SLACK, slack);
  tg_analysis_class_color (TG_ANALYSIS_PALETTE_KATRAIN, TG_MOVE_CLASS_BEST, best);
  g_assert_cmpmem (scene->candidates[1].rgb, sizeof slack, slack, sizeof slack);
  g_assert_cmpmem (scene->candidates[0].rgb, sizeof best, best, sizeof best);
  g_assert_true (scene->candidates[2].faint);
  g_assert_cmpstr (scene->candidates[2].top, ==, "");

  tg_analysis_marks_fill (scene, analysis, TG_ANALYSIS_PALETTE_COLORBLIND, TG_ANALYSIS_LABEL_SCORE);
  g_assert_cmpstr (scene->candidates[0].top, ==, "+3.0");
  g_assert_cmpstr (scene->candidates[1].top, ==, "+1.0");
  tg_analysis_class_color (TG_ANALYSIS_PALETTE_COLORBLIND, TG_MOVE_CLASS_SLACK, slack);
  g_assert_cmpmem (scene->candidates[1].rgb, sizeof slack, slack, sizeof slack);
}

/* GNU Go: no visits, each move's worth in points: 20.0, 19.2, 14.0. The
 * first choice also has the estimate after it as its score lead; its
 * label is still its rank, #1 (a worth of 20.0 would read as a winrate).
 * Worth is not points lost, so the other two are drawn in the neutral
 * colour, whatever the gap. */
static void
test_fill_gnugo_worth (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = tg_analysis_new (9, 9, TG_BLACK);
  const char *names[] = { "E5", "C3", "G7" };
  const double worth[] = { 20.0, 19.2, 14.0 };
  float neutral[3], best[3];

  tg_board_init (&scene->board, 9, 9);
  tg_analysis_set_position (analysis, &scene->board, TG_BLACK, 13, NULL);
  for (guint i = 0; i < 3; i++)
    {
      TgPoint p = at (names[i], 9);
      TgAnalysisCandidate *c = tg_analysis_add_candidate (analysis, p, &p, 1);

      c->order = i;
      c->value = worth[i];
      c->score_lead = i == 0 ? 4.5 : NAN;
    }
  tg_analysis_marks_fill (scene, analysis, TG_ANALYSIS_PALETTE_KATRAIN, TG_ANALYSIS_LABEL_SCORE);
  g_assert_cmpuint (scene->n_candidates, ==, 3);
  g_assert_cmpstr (scene->candidates[0].top, ==, "#1");
  g_assert_cmpstr (scene->candidates[1].top, ==, "#2");
  g_assert_cmpstr (scene->candidates[2].top, ==, "#3");
  g_assert_cmpstr (scene->candidates[2].bottom, ==, "");
  g_assert_false (scene->candidates[2].faint);
  tg_analysis_class_color (TG_ANALYSIS_PALETTE_KATRAIN, TG_MOVE_CLASS_BEST, best);
  tg_analysis_class_color (TG_ANALYSIS_PALETTE_KATRAIN, TG_MOVE_CLASS_UNKNOWN, neutral);
  g_assert_true (scene->candidates[0].best);
  g_assert_cmpmem (scene->candidates[0].rgb, sizeof best, best, sizeof best);
  g_assert_cmpmem (scene->candidates[1].rgb, sizeof neutral, neutral, sizeof neutral);
  g_assert_cmpmem (scene->candidates[2].rgb, sizeof neutral, neutral, sizeof neutral);
}

/* White A1 in atari (Black A2): Black's B1 takes it, White C1, Black A1. */
static void
test_variation_with_capture (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = NULL;
  TgPoint pv[3];
  TgAnalysisCandidate *cand;

  tg_board_init (&scene->board, 9, 9);
  tg_board_play (&scene->board, at ("A1", 9), TG_WHITE, NULL);
  tg_board_play (&scene->board, at ("A2", 9), TG_BLACK, NULL);
  analysis = tg_analysis_new (9, 9, TG_BLACK);
  tg_analysis_set_position (analysis, &scene->board, TG_BLACK, 13, NULL);
  pv[0] = at ("B1", 9);
  pv[1] = at ("C1", 9);
  pv[2] = at ("A1", 9);
  cand = tg_analysis_add_candidate (analysis, pv[0], pv, 3);
  cand->visits = 10;

  g_assert_cmpuint (tg_analysis_marks_fill_variation (scene, cand, TG_BLACK, 12), ==, 3);
  g_assert_cmpint (tg_board_get (&scene->board, at ("B1", 9)), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (&scene->board, at ("C1", 9)), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (&scene->board, at ("A1", 9)), ==, TG_BLACK);
  g_assert_cmpuint (scene->move_numbers[at ("B1", 9)], ==, 1);
  g_assert_cmpuint (scene->move_numbers[at ("C1", 9)], ==, 2);
  g_assert_cmpuint (scene->move_numbers[at ("A1", 9)], ==, 3);
  g_assert_true (scene->variation[at ("A1", 9)]);
  g_assert_false (scene->variation[at ("A2", 9)]);
  g_assert_cmpuint (scene->n_candidates, ==, 0);

  /* At most @max_moves stones. */
  tg_board_init (&scene->board, 9, 9);
  tg_board_play (&scene->board, at ("A1", 9), TG_WHITE, NULL);
  tg_board_play (&scene->board, at ("A2", 9), TG_BLACK, NULL);
  memset (scene->variation, 0, sizeof scene->variation);
  g_assert_cmpuint (tg_analysis_marks_fill_variation (scene, cand, TG_BLACK, 1), ==, 1);
  g_assert_cmpint (tg_board_get (&scene->board, at ("A1", 9)), ==, TG_EMPTY);
  g_assert_cmpint (tg_board_get (&scene->board, at ("C1", 9)), ==, TG_EMPTY);
}

static void
test_ownership (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = NULL;

  tg_board_init (&scene->board, 9, 9);
  analysis = tg_analysis_new (9, 9, TG_BLACK);
  g_assert_false (tg_analysis_marks_fill_ownership (scene, analysis));
  analysis->ownership = g_new0 (float, 81);
  analysis->ownership[0] = 0.5f;        /* A9 */
  analysis->ownership[80] = -1.0f;      /* J1 */
  g_assert_true (tg_analysis_marks_fill_ownership (scene, analysis));
  g_assert_true (scene->estimate);
  g_assert_cmpint (scene->ownership[at ("A9", 9)], ==, 50);
  g_assert_cmpint (scene->ownership[at ("J1", 9)], ==, -100);
  g_assert_cmpint (scene->ownership[at ("E5", 9)], ==, 0);
}

static void
test_graph (void)
{
  TgAnalysisGraphData *data = tg_analysis_graph_data_new (101);
  g_autofree char *text = NULL;
  char label[16];
  cairo_surface_t *surface;
  cairo_t *cr;

  /* 4 px margins: 200 px for 100 steps. */
  g_assert_cmpuint (tg_analysis_graph_position_at (208, 101, 4), ==, 0);
  g_assert_cmpuint (tg_analysis_graph_position_at (208, 101, 104), ==, 50);
  g_assert_cmpuint (tg_analysis_graph_position_at (208, 101, 500), ==, 100);
  g_assert_cmpuint (tg_analysis_graph_data_count (data), ==, 0);
  /* Winrates only (Leela Zero): the edges are 100 % for each side. */
  data->winrate[2] = 0.6;
  tg_analysis_graph_scale_label (data, TG_BLACK, label, sizeof label);
  g_assert_cmpstr (label, ==, "B 100%");
  tg_analysis_graph_scale_label (data, TG_WHITE, label, sizeof label);
  g_assert_cmpstr (label, ==, "W 100%");
  data->winrate[2] = NAN;
  data->winrate[3] = 0.5432;
  data->score_lead[3] = 2.46;
  data->loss[3] = 1.5;
  data->klass[3] = TG_MOVE_CLASS_SLACK;
  data->score_lead[4] = -1;
  g_assert_cmpuint (tg_analysis_graph_data_count (data), ==, 2);
  text = tg_analysis_graph_describe (data, 3);
  g_assert_cmpstr (text, ==, "Move 3 · Black's winrate 54.3 % · Black +2.5 · lost 1.5 points");
  /* With scores, the edges are the score scale: at least 10 points. */
  tg_analysis_graph_scale_label (data, TG_BLACK, label, sizeof label);
  g_assert_cmpstr (label, ==, "B+10");
  data->score_lead[4] = -33;
  tg_analysis_graph_scale_label (data, TG_WHITE, label, sizeof label);
  g_assert_cmpstr (label, ==, "W+40");

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 208, 96);
  cr = cairo_create (surface);
  tg_analysis_graph_draw (cr, 208, 96, data);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  tg_analysis_graph_data_free (data);
}

/* Analyse Game's time left: seconds up to 89, then minutes (rounded), then
 * hours and minutes from 90 minutes on. */
static void
test_time_left (void)
{
  const struct { double seconds; const char *text; } cases[] = {
    { 0, "0 s" }, { 44.2, "45 s" }, { 89, "89 s" }, { 90, "2 min" },
    { 749, "12 min" }, { 5369, "89 min" }, { 5400, "1 h 30 min" }, { 4000, "67 min" },
    { 7230, "2 h 1 min" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = tg_analysis_pane_format_time_left (cases[i].seconds);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* The best candidate's disc is drawn in its class colour on the wood. */
static void
test_render_marks (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new ();
  g_autoptr(TgAnalysis) analysis = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 400);
  TgBoardGeometry geo;
  cairo_t *cr = cairo_create (surface);
  double x, y;
  guint8 *pixel;

  tg_board_init (&scene->board, 9, 9);
  scene->show_coordinates = FALSE;
  scene->theme = TG_THEME_FLAT;
  analysis = three_candidates (&scene->board);
  tg_analysis_marks_fill (scene, analysis, TG_ANALYSIS_PALETTE_KATRAIN, TG_ANALYSIS_LABEL_WINRATE);
  tg_board_render (cr, scene, 400, 400, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  tg_board_render_geometry (scene, 400, 400, 1, &geo);
  /* Between the disc's edge and its text: a third of a cell left of C3. */
  tg_board_geometry_point_center (&geo, at ("C3", 9), &x, &y);
  pixel = cairo_image_surface_get_data (surface) +
          (int) y * cairo_image_surface_get_stride (surface) + (int) (x - geo.cell / 3) * 4;
  /* Yellow (slack) over the flat board: red and green high, blue low. */
  g_assert_cmpuint (pixel[2], >, 180);   /* red */
  g_assert_cmpuint (pixel[1], >, 160);   /* green */
  g_assert_cmpuint (pixel[0], <, 90);    /* blue */
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis-marks/classes", test_classes);
  g_test_add_func ("/analysis-marks/formats", test_formats);
  g_test_add_func ("/analysis-marks/fill", test_fill_marks);
  g_test_add_func ("/analysis-marks/gnugo-worth", test_fill_gnugo_worth);
  g_test_add_func ("/analysis-marks/time-left", test_time_left);
  g_test_add_func ("/analysis-marks/variation-with-capture", test_variation_with_capture);
  g_test_add_func ("/analysis-marks/ownership", test_ownership);
  g_test_add_func ("/analysis-marks/graph", test_graph);
  g_test_add_func ("/analysis-marks/render", test_render_marks);
  return g_test_run ();
}
