/* tg-new-game-clock.h: the Clock group of the New Game dialog
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No clock, one of the core's presets (tg_clock_get_presets()), or custom
 * values for any time system, with only the fields that system uses. The
 * controls are named for tests: "clock-row" (the choice), "clock-system",
 * and the spin buttons "clock-main" (minutes), "clock-periods",
 * "clock-period" (seconds), "clock-per-move" (seconds), "clock-stones",
 * "clock-increment" (seconds), "clock-max" (minutes), "clock-penalty".
 */

#pragma once

#include <adwaita.h>

#include "tg-clock.h"

G_BEGIN_DECLS

#define TG_TYPE_NEW_GAME_CLOCK (tg_new_game_clock_get_type ())

G_DECLARE_FINAL_TYPE (TgNewGameClock, tg_new_game_clock, TG, NEW_GAME_CLOCK, AdwPreferencesGroup)

GtkWidget      *tg_new_game_clock_new            (void);
/* Chooses a preset by id, "custom", or NULL for no clock. */
void            tg_new_game_clock_select         (TgNewGameClock  *self,
                                                  const char      *id);
/* FALSE when no clock is chosen; else fills @out. */
gboolean        tg_new_game_clock_get_settings   (TgNewGameClock  *self,
                                                  TgClockSettings *out);
/* FALSE while custom values cannot make a clock (the group says why). */
gboolean        tg_new_game_clock_is_valid       (TgNewGameClock  *self);

G_END_DECLS
