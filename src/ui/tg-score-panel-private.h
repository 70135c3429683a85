/* tg-score-panel-private.h: the score panel's insides, shared by its files
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-score-panel.c builds the panel and keeps it up to date;
 * tg-score-panel-count.c writes the rows of its Count group.
 */

#pragma once

#include "tg-score-panel.h"

G_BEGIN_DECLS

/* "185 子", "184½ 子", "−1 子": a count in quarters of 子 (the unit of
 * half-points, so that komi and margins need no conversion). */
char *_tg_score_panel_zi_text    (TgHalfPoints          quarters);

/* Replaces the rows of @group listed in @rows with the breakdown of @s as
 * its rules count it, then the totals, and returns the totals as shown
 * (Black's count and what Black needs, in 子, under Chinese and ancient
 * counting) in @black_total and @white_total, to be freed. */
void  _tg_score_panel_fill_count (AdwPreferencesGroup  *group,
                                  GPtrArray            *rows,
                                  const TgScore        *s,
                                  char                **black_total,
                                  char                **white_total);

G_END_DECLS
