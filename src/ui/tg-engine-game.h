/* tg-engine-game.h: the engines seated at a game in the app
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TgEngineGame watches a TgGame and asks the engine of the side to move
 * for its move whenever play is at the end of the record; the reply goes
 * into the game like a click. No GTK here: the window shows its status.
 */

#pragma once

#include "tg-clock-game.h"
#include "tg-engine.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ENGINE_GAME (tg_engine_game_get_type ())

G_DECLARE_FINAL_TYPE (TgEngineGame, tg_engine_game, TG, ENGINE_GAME, GObject)

/* @black_command / @white_command: a command line, or NULL for a human;
 * the labels name them until they answer "name". Call start(). */
TgEngineGame   *tg_engine_game_new           (TgGame        *game,
                                              const char    *black_command,
                                              const char    *black_label,
                                              const char    *white_command,
                                              const char    *white_label);
TgGame         *tg_engine_game_get_game      (TgEngineGame  *self);
/* Before start(): Black's engine chooses @n (≥ 2) free handicap stones
 * with place_free_handicap; they go into the game (which has no stones
 * and no move yet) as HA[@n] AB[...] PL[W], and White moves next. An
 * answer that is not @n distinct points on the board is a fault, like any
 * other: the game stays as it was. */
void            tg_engine_game_set_free_handicap (TgEngineGame *self,
                                              guint          n);
/* Starts the engines; the first move comes when the side to move has one. */
void            tg_engine_game_start         (TgEngineGame  *self);
/* The clock the engines are told about (time_settings, time_left). */
void            tg_engine_game_set_clock     (TgEngineGame  *self,
                                              TgGameClock   *clock);
/* The engine seated at @color (NULL: a human, or one that stopped). */
TgEngine       *tg_engine_game_get_engine    (TgEngineGame  *self,
                                              TgColor        color);
/* The colour whose engine is thinking, or TG_EMPTY. */
TgColor         tg_engine_game_get_thinking  (TgEngineGame  *self);
/* What to show: "GNU Go is thinking…", a fault, or NULL. */
const char     *tg_engine_game_get_status    (TgEngineGame  *self);
/* TRUE when the last status is a fault (an engine stopped). */
gboolean        tg_engine_game_has_fault     (TgEngineGame  *self);
/* GTP cannot interrupt a genmove: the answer is taken when it comes, and
 * from then on, in a game without a clock, the engine is told it has one
 * second per move (time_settings 0 1 1). */
void            tg_engine_game_play_now      (TgEngineGame  *self);
/* Takes back the engine's reply and the human's move before it (or, while
 * the engine thinks, the human's move): until a human is to move. */
gboolean        tg_engine_game_undo          (TgEngineGame  *self);
/* The human colour for Resign: the side to move when it is human, else
 * the other side (a human resigns while the engine thinks). */
TgColor         tg_engine_game_get_human_color (TgEngineGame *self);
/* Microseconds from the last engine answer to its stone in the game
 * (g_get_monotonic_time), for the bench and the log. */
gint64          tg_engine_game_get_last_reply_time (TgEngineGame *self);
/* Ends the engines cleanly (quit, then a kill after the grace period). */
void            tg_engine_game_stop          (TgEngineGame  *self);

G_END_DECLS
