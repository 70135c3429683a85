/* tg-analyzer.h: analysing positions with a running GTP engine
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgAnalyzer drives one started TgEngine: it picks the dialect from the
 * engine's list_commands, keeps the engine's position in step with a game
 * (the play/undo synchronisation of play mode, tg_engine_sync_async), and
 * analyses one position at a time within a budget of visits and/or
 * seconds, then stops the engine (any input ends lz-analyze and
 * kata-analyze). Reports stream as "update" signals at the engine's
 * interval while the search goes on; the final result ends the task.
 * Output about a position that is no longer being analysed is dropped.
 * Asynchronous and cancellable; nothing blocks the main loop.
 */

#pragma once

#include <gio/gio.h>

#include "tg-analysis.h"
#include "tg-engine.h"
#include "tg-game.h"

G_BEGIN_DECLS

typedef struct
{
  guint     visits;        /* stop at this many root visits (0: no limit) */
  double    seconds;       /* stop after this long (0: no limit) */
  gboolean  unbounded;     /* keep thinking until cancelled (visits and
                            * seconds ignored); must be asked for */
  guint     interval_cs;   /* report interval, centiseconds (default 10) */
  gboolean  ownership;     /* ask for ownership where the engine gives it */
} TgAnalysisBudget;

/* Defaults: 200 visits, 10 s, interval 10 cs, ownership on. */
void              tg_analysis_budget_init    (TgAnalysisBudget *budget);

#define TG_TYPE_ANALYZER (tg_analyzer_get_type ())

G_DECLARE_FINAL_TYPE (TgAnalyzer, tg_analyzer, TG, ANALYZER, GObject)

/* An analyzer for @engine, which must have started. The dialect comes from
 * its list_commands; TG_ANALYSIS_DIALECT_NONE with
 * TG_ANALYSIS_ERROR_UNSUPPORTED (said plainly: the engine has no analysis
 * command) when it has none of them. */
TgAnalyzer       *tg_analyzer_new            (TgEngine         *engine,
                                              GError          **error);
TgEngine         *tg_analyzer_get_engine     (TgAnalyzer       *self);
TgAnalysisDialect tg_analyzer_get_dialect    (TgAnalyzer       *self);
/* Whose side the engine's numbers are from (default: the side to move). */
void              tg_analyzer_set_perspective (TgAnalyzer      *self,
                                              TgAnalysisPerspective perspective);

/* Analyses the position at @game's cursor. Emits "update" (TgAnalysis *,
 * not final) for each report about this position; the task returns the
 * last report, final, when the budget is reached, or
 * G_IO_ERROR_CANCELLED. A new call cancels the one before. */
void              tg_analyzer_analyze_async  (TgAnalyzer             *self,
                                              TgGame                 *game,
                                              const TgAnalysisBudget *budget,
                                              GCancellable           *cancellable,
                                              GAsyncReadyCallback     callback,
                                              gpointer                user_data);
TgAnalysis       *tg_analyzer_analyze_finish (TgAnalyzer             *self,
                                              GAsyncResult           *result,
                                              GError                **error);

G_END_DECLS
