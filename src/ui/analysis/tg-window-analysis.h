/* tg-window-analysis.h: analysis with an engine, as part of TgWindow
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's hooks into its analysis part (src/ui/analysis/), called
 * from tg-window*.c:
 *
 * tg-window-analysis.c       win.analysis (the header bar's Analysis
 *                            toggle, Ctrl+Shift+A): the engine, the
 *                            analysis of the shown position, the board
 *                            overlays, failures
 * tg-window-analysis-game.c  win.analyse-game (whole main line in the
 *                            background), the graph, the move reviews, the
 *                            mistakes and next/previous mistake (n, Shift+N)
 * tg-analysis-pane.c         the side panel's analysis box
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-analysis.h"
#include "tg-analysis-pane.h"
#include "tg-board-scene.h"
#include "tg-engine.h"
#include "tg-window.h"

G_BEGIN_DECLS

typedef struct _TgWindowAnalysis TgWindowAnalysis;

void      _tg_window_class_analysis_init (GtkWidgetClass *widget_class);
void      _tg_window_analysis_init        (TgWindow       *self);
/* Stops the engine (no process left behind) and frees the part. */
void      _tg_window_analysis_dispose     (TgWindow       *self);
/* The shown position changed: show what is known of it at once, and
 * analyse it when analysis is on. */
void      _tg_window_analysis_update      (TgWindow       *self);
/* Another record or a new game: the engine stops, analyses go. */
void      _tg_window_analysis_reset       (TgWindow       *self);
/* The record changed (a move added, a line promoted): graph and reviews. */
void      _tg_window_analysis_refresh_line (TgWindow      *self);
/* TRUE when the pointer moved onto, off or between candidates of the
 * shown analysis (the scene must be filled again for the variation). */
gboolean  _tg_window_analysis_hover_matters (TgWindow     *self,
                                             TgPoint       old_hover);
/* Candidate marks and the hovered variation (the engine's ownership is
 * the Estimate's shading: tg-window-estimate.c). */
void      _tg_window_analysis_fill_scene  (TgWindow       *self,
                                           TgBoardScene   *scene);

/* The analysis the board shows, of exactly the shown position (analysis
 * on, or the record's analyses not turned off; not while scoring), or
 * NULL. */
TgAnalysis *_tg_window_analysis_get_shown (TgWindow       *self);
/* The name of the engine analysing now (analysis on and the engine
 * ready), and whether it gives ownership (KataGo); NULL otherwise. */
const char *_tg_window_analysis_get_engine (TgWindow      *self,
                                            gboolean      *gives_ownership);

/* The analysis engine whose conversation the Engine Log shows (the last
 * one started, also after it failed), or NULL. */
TgEngine *tg_window_analysis_get_log_engine (TgWindow     *self);

/* For tests. */
gboolean  tg_window_analysis_is_on        (TgWindow       *self);
/* TRUE while the engine searches the shown position. */
gboolean  tg_window_analysis_is_running   (TgWindow       *self);
gboolean  tg_window_analysis_game_is_running (TgWindow    *self);
GtkWidget *tg_window_analysis_get_graph   (TgWindow       *self);
/* Searches of the shown position go on until the position changes (no
 * visit or time budget): a stream for as long as a bench measures. */
void      tg_window_analysis_set_unbounded (TgWindow      *self,
                                            gboolean       unbounded);
/* Reports about the shown position taken in since the window opened. */
guint     tg_window_analysis_get_updates  (TgWindow       *self);
/* The pane's line about the shown move, or NULL. */
const char *tg_window_analysis_get_move_text (TgWindow    *self);
/* The analysis kept for the shown node, whether or not it is about the
 * shown position (the window shows it only if it is), or NULL. */
TgAnalysis *tg_window_analysis_get_kept (TgWindow        *self);
/* The side panel's pane (NULL before analysis is set up). */
TgAnalysisPane *tg_window_analysis_get_pane (TgWindow     *self);
/* The last failure's message, or NULL. */
const char *tg_window_analysis_get_error  (TgWindow       *self);

G_END_DECLS
