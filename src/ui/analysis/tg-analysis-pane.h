/* tg-analysis-pane.h: the side panel's analysis box
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which engine analyses, its judgement of the shown position (marked as
 * the engine's), what it thinks of the shown move ("Move 87 · Black R14 ·
 * lost 4.5 points · mistake · best Q13"), Analyse Game's progress with
 * Cancel, each player's summary and a list of their mistakes and
 * blunders (a click emits "move-activated" with the move's index, 0 for
 * the first move).
 */

#pragma once

#include <gtk/gtk.h>

#include "tg-analysis.h"
#include "tg-analysis-review.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ANALYSIS_PANE (tg_analysis_pane_get_type ())

G_DECLARE_FINAL_TYPE (TgAnalysisPane, tg_analysis_pane, TG, ANALYSIS_PANE, GtkBox)

TgAnalysisPane *tg_analysis_pane_new         (void);
void        tg_analysis_pane_set_status      (TgAnalysisPane     *self,
                                              const char         *status);
/* The engine's status line shows while analysis is on. */
void        tg_analysis_pane_set_visible_parts (TgAnalysisPane   *self,
                                                gboolean          on);
/* The engine's judgement of the shown position (NULL: none). */
void        tg_analysis_pane_show_analysis   (TgAnalysisPane     *self,
                                              const TgAnalysis   *analysis,
                                              TgGame             *game);
void        tg_analysis_pane_show_review     (TgAnalysisPane     *self,
                                              const TgMoveReview *review,
                                              guint               height,
                                              gboolean            in_zi);
void        tg_analysis_pane_set_reviews     (TgAnalysisPane     *self,
                                              const TgMoveReview *reviews,
                                              guint               n,
                                              guint               height,
                                              gboolean            in_zi);
/* @total 0 hides the progress. */
void        tg_analysis_pane_set_progress    (TgAnalysisPane     *self,
                                              guint               done,
                                              guint               total,
                                              double              seconds_left);
const char *tg_analysis_pane_get_move_text   (TgAnalysisPane     *self);
/* The rows of @color's list of mistakes and blunders, one a line, in move
 * order ("" when the list is hidden). */
char       *tg_analysis_pane_get_mistakes_text (TgAnalysisPane   *self,
                                                TgColor           color);
/* Activates row @index of @color's list, as a click does; FALSE when
 * there is no such row. */
gboolean    tg_analysis_pane_activate_mistake (TgAnalysisPane    *self,
                                               TgColor            color,
                                               guint              index);
const char *tg_analysis_pane_get_judgement_text (TgAnalysisPane  *self);
/* The status line (the engine, or why it stopped), NULL when hidden. */
/* Analyse Game's time left in words: "45 s", "12 min", "1 h 5 min". */
char       *tg_analysis_pane_format_time_left (double         seconds);
const char *tg_analysis_pane_get_status_text (TgAnalysisPane   *self);
/* For tests and benches: how many new judgements laid the window out. */
guint       tg_analysis_pane_get_judgement_resizes (TgAnalysisPane *self);

/* Translated class names: "mistake" → "失误". */
const char *tg_analysis_class_name           (TgMoveClass         klass);
/* "lost 4.5 points" / "lost 2¼ stones" (in 子) / "lost 12.0 % winrate". */
char       *tg_analysis_describe_loss        (const TgMoveReview *review,
                                              gboolean            in_zi);
/* "Move 87 · Black R14 · lost 4.5 points · mistake · best Q13". */
char       *tg_analysis_describe_review      (const TgMoveReview *review,
                                              guint               height,
                                              gboolean            in_zi);

G_END_DECLS
