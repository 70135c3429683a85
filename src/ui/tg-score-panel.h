/* tg-score-panel.h: the count, the way the chosen rules count it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The side-panel page of scoring mode. It shows a TgScoringSession: the
 * result, the breakdown per player as that rule set's players count it
 * (子 against the baseline for Chinese rules, territory and prisoners for
 * Japanese and Korean, area and pass stones for AGA, penalties for Ing,
 * the group tax for ancient rules), the points that still need a move, a
 * rules switch, and every preset side by side. Done writes the result into
 * the record (asking before replacing a different RE[]); Resume asks the
 * window to leave scoring mode.
 */

#pragma once

#include <adwaita.h>

#include "tg-board-scene.h"
#include "tg-score-session.h"

G_BEGIN_DECLS

#define TG_TYPE_SCORE_PANEL (tg_score_panel_get_type ())

G_DECLARE_FINAL_TYPE (TgScorePanel, tg_score_panel, TG, SCORE_PANEL, GtkWidget)

GtkWidget         *tg_score_panel_new            (TgScoringSession *session);
TgScoringSession  *tg_score_panel_get_session    (TgScorePanel     *self);
/* Shows a spinner while the dead stones are being proposed. */
void               tg_score_panel_set_busy       (TgScorePanel     *self,
                                                  gboolean          busy);
gboolean           tg_score_panel_is_busy        (TgScorePanel     *self);
/* Shows what the last click on the board said about a point. */
void               tg_score_panel_set_point_info (TgScorePanel     *self,
                                                  const char       *text);

/* Draws @session's marks on @scene: territory and dame per point, dead
 * stones, seki, unsettled points (sets scene->scoring). */
void               tg_score_panel_fill_scene     (TgScoringSession *session,
                                                  TgBoardScene     *scene);

/* The texts shown, for tests: the result line ("B+1.5") and the total of
 * each player as displayed (in 子 under Chinese and ancient counting:
 * Black's count, and for White the count Black needs). */
const char        *tg_score_panel_get_result_text (TgScorePanel    *self);
const char        *tg_score_panel_get_total_text  (TgScorePanel    *self,
                                                   TgColor          color);
/* The result in words, the Chinese count ("" when hidden), the unsettled
 * points' note ("" when hidden) and the points territory rules leave out
 * ("" when hidden), for tests. */
const char        *tg_score_panel_get_words_text     (TgScorePanel *self);
const char        *tg_score_panel_get_count_text     (TgScorePanel *self);
const char        *tg_score_panel_get_unsettled_text (TgScorePanel *self);
const char        *tg_score_panel_get_excluded_text  (TgScorePanel *self);

G_END_DECLS
