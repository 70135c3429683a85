/* tg-window-analysis-private.h: shared by the window's analysis files
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-window-private.h"
#include "tg-window-analysis.h"
#include "tg-analysis.h"
#include "tg-analysis-job.h"
#include "tg-analysis-review.h"
#include "tg-analyzer.h"
#include "tg-analysis-graph.h"
#include "tg-analysis-marks.h"
#include "tg-analysis-pane.h"

G_BEGIN_DECLS

struct _TgWindowAnalysis
{
  GSimpleAction   *action;          /* win.analysis, boolean state */
  TgEngine        *engine;          /* running (or starting) while on */
  TgEngine        *log_engine;      /* the last started, for the Engine Log */
  TgAnalyzer      *analyzer;
  char            *engine_label;    /* "Leela Zero", for messages */
  GCancellable    *start_cancellable;
  GCancellable    *analyze_cancellable;
  TgNode           analyzing;       /* the node under analysis, or TG_NODE_NONE */

  TgGame          *game;            /* the game the analyses are of (no ref) */
  GHashTable      *analyses;        /* TgNode → TgAnalysis: read or computed */
  TgAnalysis      *live;            /* the latest report about the shown node */
  TgNode           live_node;
  gboolean         hidden;          /* turned off: no marks until on again */

  TgAnalysisJob   *job;             /* Analyse Game */
  GCancellable    *job_cancellable;

  TgAnalysisGraph *graph;           /* under the board, owned by its box */
  TgAnalysisPane  *pane;            /* in the side panel (our reference) */
  TgMoveReview    *reviews;         /* of the main line, index move - 1 */
  guint            n_reviews;
  GArray          *main_line;       /* TgNode per position */

  char            *error;           /* the last failure, for tests */
  guint            updates;         /* reports shown (bench-analysis-cpu) */
  gint64           shown_at;        /* when a report last reached the board and pane */
  guint            show_source;     /* shows the latest report */
  gboolean         show_soon;       /* ... in this wake-up (else: if no other comes) */
  TgAnalysisPalette palette;        /* the marks' settings (analysis-colors) */
  TgAnalysisLabel  label;           /* (analysis-label) */
  TgBoardScene    *scratch;         /* to tell whether a report changes the marks */
  gboolean         unbounded;       /* searches run until the position changes */
};

/* tg-window-analysis.c */
gboolean    _tg_window_analysis_on             (TgWindow   *self);
/* The analysis known for @node (computed or read from the record), or NULL. */
TgAnalysis *_tg_window_analysis_lookup         (TgWindow   *self,
                                                TgNode      node);
/* Starts the engine (if needed) and calls @then when it can analyse;
 * FALSE (and an explanation shown) when there is no engine. */
gboolean    _tg_window_analysis_start_engine   (TgWindow   *self);
void        _tg_window_analysis_fail           (TgWindow   *self,
                                                const GError *error);
/* A report about @node, the shown position: the board and the side panel
 * follow, a few times a second at most, the latest always at the end. */
void        _tg_window_analysis_take_report    (TgWindow   *self,
                                                TgNode      node,
                                                TgAnalysis *analysis);
/* The analyzer is ready (engine started). */
void        _tg_window_analysis_engine_ready   (TgWindow   *self);

/* tg-window-analysis-game.c */
void        _tg_window_analysis_game_init      (TgWindow   *self);
void        _tg_window_analysis_game_stop      (TgWindow   *self);
/* The main line changed or a new analysis arrived: graph, reviews, pane. */
void        _tg_window_analysis_refresh        (TgWindow   *self);
/* The shown node moved: the graph's mark and the pane's move line. */
void        _tg_window_analysis_show_position  (TgWindow   *self);
/* Reads the record's analyses of the main line. */
void        _tg_window_analysis_read_record    (TgWindow   *self);
/* The engine is ready: run a waiting Analyse Game. */
gboolean    _tg_window_analysis_game_resume    (TgWindow   *self);
/* The review of the move that led to @node, or NULL. */
const TgMoveReview *_tg_window_analysis_review_of (TgWindow *self,
                                                   TgNode    node);

G_END_DECLS
