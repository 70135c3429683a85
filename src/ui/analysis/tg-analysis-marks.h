/* tg-analysis-marks.h: what an analysis puts on the board, and its colours
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Turns a TgAnalysis into the board scene's candidate marks (coloured by
 * their loss against the engine's first choice, labelled with the winrate
 * or the score lead of the side to move and the visits), a hovered
 * candidate's principal variation into translucent numbered stones, and
 * the engine's ownership into the estimate's shading. The class colours
 * are KaTrain's, or a palette that reads under red-green colour blindness.
 */

#pragma once

#include "tg-analysis.h"
#include "tg-analysis-review.h"
#include "tg-board-scene.h"

G_BEGIN_DECLS

typedef enum
{
  TG_ANALYSIS_PALETTE_KATRAIN,     /* purple, red, orange, yellow, light green, green */
  TG_ANALYSIS_PALETTE_COLORBLIND,  /* Paul Tol's blue to red, safe for red-green */
} TgAnalysisPalette;

typedef enum
{
  TG_ANALYSIS_LABEL_WINRATE,       /* "54.3" (percent, side to move) */
  TG_ANALYSIS_LABEL_SCORE,         /* "+2.5" (points, side to move) */
} TgAnalysisLabel;

/* "katrain", "colorblind"; "winrate", "score" (GSettings values). */
TgAnalysisPalette  tg_analysis_palette_from_string (const char *str);
TgAnalysisLabel    tg_analysis_label_from_string   (const char *str);

/* The colour of @klass (UNKNOWN: grey), 0..1 RGB. */
void     tg_analysis_class_color   (TgAnalysisPalette  palette,
                                    TgMoveClass        klass,
                                    float              rgb[3]);

/* The class of a candidate worse than the best by @loss points (or, when
 * @loss is NAN, by @loss_winrate, 0..1). */
TgMoveClass tg_analysis_class_for_loss (double                       loss,
                                        double                       loss_winrate,
                                        const TgMoveClassThresholds *thresholds);

/* Short texts: "+2.5" / "−0.5" for a lead, "850", "1.2k", "12k" for
 * visits (a winrate's is tg_analysis_format_winrate). Written into @buf
 * (12 bytes). */
void     tg_analysis_format_lead    (double   lead,
                                     char     buf[12]);
void     tg_analysis_format_visits  (guint    visits,
                                     char     buf[12]);

/* Adds @analysis's candidates to @scene (at most TG_SCENE_MAX_CANDIDATES,
 * best first). @scene's board must be the analysed position. */
void     tg_analysis_marks_fill    (TgBoardScene      *scene,
                                    const TgAnalysis  *analysis,
                                    TgAnalysisPalette  palette,
                                    TgAnalysisLabel    label);

/* Plays @candidate's variation on @scene's board from @to_move, captures
 * included, and marks its stones translucent with their numbers (1 for
 * the candidate itself); the other numbers and the candidate marks go.
 * Stops at a pass or an illegal point. Returns the stones drawn. */
guint    tg_analysis_marks_fill_variation (TgBoardScene              *scene,
                                           const TgAnalysisCandidate *candidate,
                                           TgColor                    to_move,
                                           guint                      max_moves);

/* The engine's ownership as the estimate's shading (percent, Black's
 * positive); FALSE when @analysis has none. */
gboolean tg_analysis_marks_fill_ownership (TgBoardScene     *scene,
                                           const TgAnalysis *analysis);

G_END_DECLS
