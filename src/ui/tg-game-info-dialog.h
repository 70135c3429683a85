/* tg-game-info-dialog.h: view and edit a game's information (PB, PW, RE, KM, ...)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every field of the root node users care about: players and ranks, event,
 * round, date, place, game name, rules, komi, handicap (shown), time and
 * overtime, result, opening, annotator, recorder, source, copyright and
 * the game comment. Komi, date, result and time are validated as the user
 * types (the row turns red and says what it expects; Apply is disabled).
 * Apply writes through tg_game_set_info(), tg_game_set_komi() and
 * tg_game_set_rules(), so the game follows.
 */

#pragma once

#include <adwaita.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_GAME_INFO_DIALOG (tg_game_info_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TgGameInfoDialog, tg_game_info_dialog, TG, GAME_INFO_DIALOG, AdwWindow)

/* A modal dialog transient for @parent, editing @game (kept by reference).
 * Each field's row is named by its SGF id (gtk_widget_get_name()). */
GtkWindow      *tg_game_info_dialog_new        (GtkWindow  *parent,
                                                TgGame     *game);

/* Whether @text is a valid value of the SGF property @id as the dialog
 * checks it: KM a number in steps of 0.5; DT in SGF form (YYYY-MM-DD, more
 * dates after commas, with the MM-DD and DD shortcuts); RE like B+3.5,
 * W+R, B+T, W+F, B+, 0, Draw, Void or ?; TM seconds. Empty is valid, and
 * any other property accepts anything. */
gboolean        tg_game_info_value_is_valid    (const char *id,
                                                const char *text);

G_END_DECLS
