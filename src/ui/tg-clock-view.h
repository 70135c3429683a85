/* tg-clock-view.h: both players' clocks, with the referee's calls
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a TgGameClock: per player the clock face (main time, or the
 * running period in overtime), what the time system has left (byo-yomi
 * periods, Chinese reserve minutes, TV or Ing extensions, Canadian stones,
 * Ing penalty points), the running side highlighted; a pause button; the
 * latest call as text and, when sounds are on, as a sound (a tick for the
 * calls, a distinct tone for the last ten seconds). A call stays until
 * the clock of the player it was made for stops (the move is made).
 */

#pragma once

#include <adwaita.h>

#include "tg-clock-game.h"

G_BEGIN_DECLS

#define TG_TYPE_CLOCK_VIEW (tg_clock_view_get_type ())

G_DECLARE_FINAL_TYPE (TgClockView, tg_clock_view, TG, CLOCK_VIEW, GtkWidget)

GtkWidget   *tg_clock_view_new            (TgGameClock *clock);
TgGameClock *tg_clock_view_get_clock      (TgClockView *self);
/* Plays the calls' sounds (the "clock-sounds" setting). */
void         tg_clock_view_set_sounds     (TgClockView *self,
                                           gboolean     sounds);

/* What is shown, for tests and accessibility. */
const char  *tg_clock_view_get_face_text  (TgClockView *self,
                                           TgColor      color);
const char  *tg_clock_view_get_detail_text (TgClockView *self,
                                            TgColor      color);
const char  *tg_clock_view_get_call_text  (TgClockView *self);

G_END_DECLS
