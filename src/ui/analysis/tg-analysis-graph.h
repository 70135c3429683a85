/* tg-analysis-graph.h: who was ahead after every move, and what each cost
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A cairo widget under the board: Black's winrate (left scale, 0–100 %)
 * and Black's score lead (right scale, ± a round number of points) across
 * the positions of the main line, the loss of each move as a bar in its
 * class colour rising from the bottom, the current move marked. A click or
 * a drag emits "move-activated" with the move number under the pointer;
 * hovering shows the move number and its values in a tooltip.
 *
 * The drawing is a plain function of a cairo_t, a size and the data, so
 * the benchmark and the tests draw without a display.
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-analysis-marks.h"

G_BEGIN_DECLS

/* Position i is the position after move i (0: the start). */
typedef struct
{
  guint        n_positions;
  double      *winrate;      /* Black's, 0..1, NAN unknown; n_positions */
  double      *score_lead;   /* Black's, points, NAN unknown; n_positions */
  double      *loss;         /* of move i (index i), points or NAN; n_positions */
  double      *loss_winrate; /* of move i, 0..1 or NAN; n_positions */
  guint8      *klass;        /* TgMoveClass of move i; n_positions */
  guint        current;      /* the shown position */
  gint         hover;        /* the hovered position, or -1 */
  TgAnalysisPalette palette;
} TgAnalysisGraphData;

TgAnalysisGraphData *tg_analysis_graph_data_new  (guint n_positions);
void                 tg_analysis_graph_data_free (TgAnalysisGraphData *data);

/* Positions with a known winrate or score lead. */
guint                tg_analysis_graph_data_count (const TgAnalysisGraphData *data);

/* Draws @data into (0, 0, @width, @height) of @cr. */
void     tg_analysis_graph_draw      (cairo_t                   *cr,
                                      int                        width,
                                      int                        height,
                                      const TgAnalysisGraphData *data);
/* The label of the scale's top (@color Black) or bottom (White) edge:
 * the score lead there ("B+20") when @data has scores, else the winrate
 * ("B 100%": an engine with winrates only). */
void     tg_analysis_graph_scale_label (const TgAnalysisGraphData *data,
                                        TgColor                    color,
                                        char                      *buf,
                                        gsize                      size);
/* The position under x in a graph @width wide of @n_positions. */
guint    tg_analysis_graph_position_at (int                      width,
                                        guint                    n_positions,
                                        double                   x);

#define TG_TYPE_ANALYSIS_GRAPH (tg_analysis_graph_get_type ())

G_DECLARE_FINAL_TYPE (TgAnalysisGraph, tg_analysis_graph, TG, ANALYSIS_GRAPH, GtkWidget)

GtkWidget *tg_analysis_graph_new       (void);
/* Takes @data (may be NULL: nothing to draw). */
void       tg_analysis_graph_set_data  (TgAnalysisGraph     *self,
                                        TgAnalysisGraphData *data);
const TgAnalysisGraphData *tg_analysis_graph_get_data (TgAnalysisGraph *self);
void       tg_analysis_graph_set_current (TgAnalysisGraph   *self,
                                          guint              position);
/* Points with a known winrate or score lead (for tests). */
guint      tg_analysis_graph_count_points (TgAnalysisGraph  *self);
/* The tooltip text for @position ("Move 87 · Black 54.3 % · B+2.5 …"). */
char      *tg_analysis_graph_describe  (const TgAnalysisGraphData *data,
                                        guint                      position);

G_END_DECLS
