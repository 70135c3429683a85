/* tg-engine-log-window.h: the GTP conversation of a game's engines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tg-engine-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ENGINE_LOG_WINDOW (tg_engine_log_window_get_type ())

G_DECLARE_FINAL_TYPE (TgEngineLogWindow, tg_engine_log_window, TG, ENGINE_LOG_WINDOW, AdwWindow)

GtkWidget      *tg_engine_log_window_new      (GtkWindow      *parent);
/* Shows the log so far of @game's engines and follows it. */
void            tg_engine_log_window_set_game (TgEngineLogWindow *self,
                                               TgEngineGame   *game);
/* Also shows the conversation of @engine, the analysis engine ("A"
 * lines; NULL: none). */
void            tg_engine_log_window_set_analysis_engine (TgEngineLogWindow *self,
                                                          TgEngine          *engine);
/* The text shown (tests). */
char           *tg_engine_log_window_get_text (TgEngineLogWindow *self);

G_END_DECLS
