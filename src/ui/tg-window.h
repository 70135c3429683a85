/* tg-window.h: a Tengen window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One game per window: the board, the navigation and play buttons, the
 * side panel. The game itself lives in a TgSession (file, unsaved changes,
 * autosave); the window shows it and turns clicks and keys into TgGame
 * calls.
 */

#pragma once

#include "tg-engine-game.h"
#include <adwaita.h>

#include "tg-application.h"
#include "tg-game.h"
#include "tg-session.h"
#include "tg-clock-view.h"
#include "tg-clock-game.h"
#include "tg-score-panel.h"

G_BEGIN_DECLS

#define TG_TYPE_WINDOW (tg_window_get_type ())

G_DECLARE_FINAL_TYPE (TgWindow, tg_window, TG, WINDOW, AdwApplicationWindow)

typedef enum
{
  TG_WINDOW_OPEN_DEFAULT = 0,
  TG_WINDOW_OPEN_COUNT   = 1 << 0,   /* end of the main line, scoring mode */
} TgWindowOpenFlags;

/* A window showing a new, empty game with the default settings. */
TgWindow       *tg_window_new               (TgApplication     *app);

TgSession      *tg_window_get_session       (TgWindow          *self);
TgGame         *tg_window_get_game          (TgWindow          *self);
/* Shows @game (from @file, or NULL), without asking about unsaved
 * changes: the caller has dealt with them. */
void            tg_window_set_game          (TgWindow          *self,
                                             TgGame            *game,
                                             GFile             *file);
/* Loads @file (in a worker thread) and shows it. @game_index picks a game
 * of a collection; -1 asks the user when the file holds several. A rules
 * preset id in @rules overrides the record's rules (NULL: keep them). */
void            tg_window_open_file         (TgWindow          *self,
                                             GFile             *file,
                                             int                game_index,
                                             const char        *rules,
                                             TgWindowOpenFlags  flags);
/* TRUE while a file is being loaded. */
gboolean        tg_window_is_loading        (TgWindow          *self);
/* TRUE when the window shows a game without moves or changes, which an
 * opened file may replace without a new window. */
gboolean        tg_window_is_pristine       (TgWindow          *self);
/* Restores a left-over autosave into this window. */
gboolean        tg_window_restore_autosave  (TgWindow               *self,
                                             const TgAutosaveEntry  *entry,
                                             GError                **error);

/* Writes the shown position as a diagram: SVG when @path ends in ".svg",
 * else PNG (1200 px). */
gboolean        tg_window_export_diagram    (TgWindow          *self,
                                             const char        *path,
                                             GError           **error);

GtkWidget      *tg_window_get_board_view    (TgWindow          *self);
GtkWidget      *tg_window_get_side_panel    (TgWindow          *self);

/* Scoring mode (after two passes, win.count, --count): the session and its
 * side-panel page while it lasts, NULL otherwise. */
/* The position estimate (win.estimate): whether a job is under way, and
 * the result shown in the side panel (NULL while it is off), and how sure
 * it is (NULL while it is off or the line is hidden: a finished game). */
gboolean          tg_window_is_estimating       (TgWindow        *self);
const char       *tg_window_get_estimate_text   (TgWindow        *self);
const char       *tg_window_get_estimate_spread_text (TgWindow   *self);
/* The pane's other lines while shown, else NULL: its heading ("Position
 * estimate", "KataGo's judgement"), the engine's area or territory per
 * side, the 子 count, the engine's own figures and the caption. */
const char       *tg_window_get_estimate_heading_text (TgWindow  *self);
const char       *tg_window_get_estimate_points_text  (TgWindow  *self);
const char       *tg_window_get_estimate_count_text   (TgWindow  *self);
const char       *tg_window_get_estimate_engine_text  (TgWindow  *self);
const char       *tg_window_get_estimate_hint_text    (TgWindow  *self);

gboolean          tg_window_is_scoring          (TgWindow        *self);
TgScoringSession *tg_window_get_scoring_session (TgWindow        *self);
TgScorePanel     *tg_window_get_score_panel     (TgWindow        *self);
/* Seats engines at the shown game (a command line, or NULL for a human
 * player) and starts them; the labels name them until they answer. */
void              tg_window_set_engines         (TgWindow        *self,
                                                 const char      *black_command,
                                                 const char      *black_label,
                                                 const char      *white_command,
                                                 const char      *white_label);
/* The engines at the shown game, or NULL. */
TgEngineGame     *tg_window_get_engine_game     (TgWindow        *self);
/* Runs clocks with @settings for the shown game, starting now (NULL: no
 * clocks). New games from the dialog with a time system get them. */
void              tg_window_set_clock           (TgWindow        *self,
                                                 const TgClockSettings *settings);
/* The clocks of a game started with a time system, or NULL. */
TgGameClock      *tg_window_get_clock           (TgWindow        *self);
TgClockView      *tg_window_get_clock_view      (TgWindow        *self);

G_END_DECLS
