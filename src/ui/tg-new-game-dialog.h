/* tg-new-game-dialog.h: the New Game dialog
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Board size (9, 13, 19 or any W×H from 2 to 52), rules preset, komi (also
 * in 子 under Chinese rules), handicap with fixed or free placement (the
 * user places free stones on the preview board), player names and ranks,
 * and who plays Black: as entered, or by nigiri. On confirmation the
 * dialog builds the game itself and emits "start" with it.
 */

#pragma once

#include <adwaita.h>

#include "tg-clock.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_NEW_GAME_DIALOG (tg_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TgNewGameDialog, tg_new_game_dialog, TG, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog transient for @parent. Initial values and the choices
 * made on "Start" live in @settings (schema io.github.tengen.Tengen). The
 * "start" signal (TgGame *game) carries a ready game; the dialog then
 * closes itself. */
TgNewGameDialog *tg_new_game_dialog_new        (GtkWindow       *parent,
                                                GSettings       *settings);
/* The clock chosen: FALSE for none, else fills @out (a preset of
 * tg_clock_get_presets() or custom values that validate). Meant for the
 * "start" handler; the game's root already has TM and OT. */
gboolean         tg_new_game_dialog_get_clock_settings (TgNewGameDialog *self,
                                                        TgClockSettings *out);
/* During "start": the engine playing @color (its command line and name),
 * or FALSE (both set to NULL) for a human. */
gboolean         tg_new_game_dialog_get_engine (TgNewGameDialog *self,
                                                TgColor          color,
                                                char           **command_line,
                                                char           **label);
/* During "start": the free handicap stones the engine playing Black
 * places itself with place_free_handicap (the game has none yet: see
 * tg_engine_game_set_free_handicap()), or 0. */
guint            tg_new_game_dialog_get_engine_handicap (TgNewGameDialog *self);
/* The random source of the nigiri draw (copied; NULL: a fresh one). */
void             tg_new_game_dialog_set_rand   (TgNewGameDialog *self,
                                                GRand           *rand);

G_END_DECLS
