/* tg-clock-game.h: the two players' clocks of a game being played
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TgGameClock ties a TgClock per player to a TgGame: a move presses the
 * clock (the mover's clock stops, BL/WL and OB/OW go on the move's node,
 * the opponent's clock starts); undo puts both clocks back as they were
 * before the undone move; both clocks stop when play stops (the second
 * pass, resignation, a result) and restart on resumption; a flag that
 * falls ends the game with RE[B+T] / RE[W+T]. The referee's calls come as
 * the "call" signal, polled by a GLib timeout on the thread-default main
 * context. Time comes from a function you can replace (tests use fake
 * time and tg_game_clock_tick()).
 */

#pragma once

#include <glib-object.h>

#include "tg-clock.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_GAME_CLOCK (tg_game_clock_get_type ())

G_DECLARE_FINAL_TYPE (TgGameClock, tg_game_clock, TG, GAME_CLOCK, GObject)

typedef gint64 (*TgGameClockTimeFunc) (gpointer user_data);

/* Clocks for @game with @settings (which must validate). Writes TM[]/OT[]
 * on the root. The clocks do not run until tg_game_clock_start(). */
TgGameClock    *tg_game_clock_new            (TgGame                *game,
                                              const TgClockSettings *settings);
/* The clocks of a loaded record with TM[]/OT[] (NULL when it has none
 * Tengen understands), for review: they do not run, they show the time
 * each player had left at the shown node (BL/WL, OB/OW along the path),
 * and the record is not touched. tg_game_clock_start() makes them run
 * from the shown position on, for playing on. */
TgGameClock    *tg_game_clock_new_for_record (TgGame                *game);
/* Replaces g_get_monotonic_time() (tests). Call before starting. */
void            tg_game_clock_set_time_func  (TgGameClock           *self,
                                              TgGameClockTimeFunc    func,
                                              gpointer               user_data);
/* Polling period of the timeout that checks flags and calls (ms); 0
 * disables the timeout (then call tg_game_clock_tick() yourself). */
void            tg_game_clock_set_poll_interval (TgGameClock        *self,
                                                 guint               msec);

TgGame         *tg_game_clock_get_game       (TgGameClock           *self);
const TgClock  *tg_game_clock_get_clock      (TgGameClock           *self,
                                              TgColor                color);
const TgClockSettings *tg_game_clock_get_settings (TgGameClock      *self);

/* Starts the clock of the side to move (the game begins). */
void            tg_game_clock_start          (TgGameClock           *self);
/* Pause / resume: the running clock stops charging. */
void            tg_game_clock_set_paused     (TgGameClock           *self,
                                              gboolean               paused);
gboolean        tg_game_clock_get_paused     (TgGameClock           *self);
/* TRUE while a player's clock runs (started, not paused, not stopped). */
gboolean        tg_game_clock_is_running     (TgGameClock           *self);
/* The colour whose clock runs or is paused, or TG_EMPTY. */
TgColor         tg_game_clock_get_running_color (TgGameClock        *self);

/* Checks the flags and polls the calls now; the timeout does this. */
void            tg_game_clock_tick           (TgGameClock           *self);
/* The display of @color's clock now. */
void            tg_game_clock_get_state      (TgGameClock           *self,
                                              TgColor                color,
                                              TgClockState          *out);
/* Ing: extensions each player has started (for the count). */
guint           tg_game_clock_get_overtime_periods (TgGameClock     *self,
                                                    TgColor          color);

G_END_DECLS
