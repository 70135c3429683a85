/* tg-window-private.h: TgWindow's insides, shared by tg-window*.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-window.c          layout, title, settings, life cycle
 * tg-window-actions.c  window actions, key bindings, enabled states
 * tg-window-board.c    the board scene from the game, playing, sound, messages
 * tg-window-files.c    open, save, recent files, drag and drop, prompts
 * tg-window-load.c     loading (worker thread), collections, warnings, encodings
 * tg-window-estimate.c the position estimate (worker thread), its shading and result
 * analysis/            analysis with an engine (tg-window-analysis.h)
 */

#pragma once

#include "tg-window.h"
#include "tg-board-view.h"
#include "tg-session.h"
#include "tg-nav-bar.h"
#include "tg-side-panel.h"
#include "tg-sgf-reader.h"
#include "tg-clock-view.h"
#include "tg-score-panel.h"
#include "tg-engine-game.h"
#include "tg-window-analysis.h"

G_BEGIN_DECLS

typedef struct _TgWindowEstimate TgWindowEstimate;

/* An illegal move of the record (tg-window-illegal.c). */
typedef struct
{
  TgNode         node;           /* TG_NODE_NONE: none */
  TgMoveVerdict  verdict;
  guint          number;         /* its move number */
} TgWindowIllegal;

struct _TgWindow
{
  AdwApplicationWindow  parent_instance;

  /* template children */
  AdwWindowTitle       *window_title;
  AdwSplitButton       *open_button;
  GtkMenuButton        *main_menu_button;
  GMenuModel           *main_menu;
  GMenu                *recent_menu;
  GtkWidget            *banner_revealer;
  GtkLabel             *banner_label;
  GtkWidget            *banner_details_button;
  GtkWidget            *banner_encoding_button;
  AdwFlap              *flap;
  TgBoardView          *board_view;
  GtkLabel             *move_label;
  GtkLabel             *message_label;
  GtkWidget            *notice_box;
  GtkWidget            *notice_close_button;
  GtkWidget            *pass_button;
  GtkWidget            *pass_stack;
  GtkLabel             *engine_status_label;
  GtkWidget            *resign_button;
  GtkWidget            *count_button;
  GtkWidget            *play_on_button;
  GtkWidget            *status_label;
  GtkWidget            *loading_box;
  GtkLabel             *loading_label;
  GtkProgressBar       *loading_progress;
  TgSidePanel          *side_panel;

  GSettings            *settings;
  TgSession            *session;
  TgGame               *game;            /* the session's game, for short */

  /* A record with a result is a finished game: it is reviewed, not
   * played, until the user chooses Play On. */
  gboolean              play_on;

  /* board */
  TgPoint               hover;
  GtkMediaStream       *stone_sound;
  gboolean              sound_failed;

  /* loading */
  GCancellable         *load_cancellable;
  guint                 load_pulse_source;
  guint                 load_show_source;

  /* scoring mode and the clock view (tg-window-scoring.c) */
  TgScoringSession     *scoring;
  TgScorePanel         *score_panel;     /* owned by the side panel */
  GCancellable         *scoring_cancellable;
  TgClockView          *clock_view;      /* owned by the side panel; the clock is the session's */
  TgPoint               scoring_info_point;  /* the point the info line explains, or TG_NO_POINT */

  /* engines at the game (tg-window-engine.c) */
  TgEngineGame         *engine_game;
  GtkWidget            *play_now_button;  /* in pass_stack */
  GtkWidget            *engine_log;      /* weak */
  GtkWidget            *engine_score;    /* in the side panel, while scoring */

  /* illegal moves of the record: the first of the main line, and the
   * one the banner names (the cursor's, else that one) */
  TgWindowIllegal       main_illegal;
  TgWindowIllegal       shown_illegal;

  /* the position estimate (tg-window-estimate.c) */
  TgWindowEstimate     *estimate;

  /* analysis with an engine (analysis/tg-window-analysis*.c) */
  TgWindowAnalysis     *analysis;

  /* closing */
  gboolean              close_confirmed;
  guint                 message_source;   /* hides a passing message */
  GHashTable           *action_states;   /* "win.x" → enabled, as last set */
};

/* tg-window.c */
void        _tg_window_set_game           (TgWindow       *self,
                                           TgGame         *game,
                                           GFile          *file);
void        _tg_window_update_title       (TgWindow       *self);
/* The shown game is over: its phase says so, or the record gives a result
 * and the user has not chosen to play on. No moves, passes or resigning. */
gboolean    _tg_window_is_game_over       (TgWindow       *self);
/* A short message over the top of the board (it takes no clicks);
 * replaces the previous one and goes after a few seconds. */
void        _tg_window_toast              (TgWindow       *self,
                                           const char     *message);
/* A message that stays over the board until the user closes it or the
 * next message replaces it (a result). */
void        _tg_window_notice             (TgWindow       *self,
                                           const char     *message);
void        _tg_window_show_error         (TgWindow       *self,
                                           const char     *heading,
                                           const char     *body);

/* tg-window-illegal.c */
/* No illegal move known (another game is being shown). */
void        _tg_window_illegal_reset      (TgWindow       *self);
/* After the position changed (and with @rescan after the record did):
 * names in the banner the illegal move the cursor is on, else the first
 * one of the main line, when that is news. */
void        _tg_window_illegal_update     (TgWindow       *self,
                                           gboolean        rescan);
/* The banner's sentence about it, or NULL when there is none. */
char       *_tg_window_illegal_dup_text   (TgWindow       *self);

/* tg-window-actions.c */
void        _tg_window_class_actions_init (GtkWidgetClass *widget_class);
void        _tg_window_actions_init       (TgWindow       *self);
void        _tg_window_actions_update     (TgWindow       *self);

/* tg-window-scoring.c */
void        _tg_window_scoring_init       (TgWindow       *self);
/* Enters scoring mode at the current position (after two passes,
 * win.count / Ctrl+Shift+C, --count): the side panel shows the count,
 * the dead stones are proposed in a worker thread, board clicks toggle
 * dead stones (right click: seki). */
void        _tg_window_enter_scoring      (TgWindow       *self);
/* Leaves it without touching the record (navigation, resume, done). */
void        _tg_window_leave_scoring      (TgWindow       *self);
/* A click on the board in scoring mode; FALSE when not scoring. */
gboolean    _tg_window_scoring_click      (TgWindow       *self,
                                           TgPoint         point,
                                           guint           button);
/* Adds the scoring marks to @scene when scoring the shown node. */
void        _tg_window_scoring_fill_scene (TgWindow       *self,
                                           TgBoardScene   *scene);
void        _tg_window_clear_clock        (TgWindow       *self);
/* Shows the times a record kept (TM/OT, BL/WL) at the shown node. */
void        _tg_window_show_record_clock  (TgWindow       *self);

/* tg-window-engine.c */
void        _tg_window_class_engine_init  (GtkWidgetClass *widget_class);
void        _tg_window_engine_init        (TgWindow       *self);
void        _tg_window_engine_dispose     (TgWindow       *self);
/* Seats @engine_game's engines at the shown game and starts them; the
 * position estimate goes off, as in a new game. */
void        _tg_window_engine_set         (TgWindow       *self,
                                           TgEngineGame   *engine_game);
/* Ends the engines (a new game, another file, closing). */
void        _tg_window_engine_clear       (TgWindow       *self);
/* The status next to Pass (called by _tg_window_actions_update). */
void        _tg_window_engine_update      (TgWindow       *self);
/* TRUE while no human may move on the board. */
gboolean    _tg_window_engine_blocks_board (TgWindow      *self);
/* Undo against an engine: its reply and the human's move. FALSE: no engine. */
gboolean    _tg_window_engine_undo        (TgWindow       *self);
/* Who resigns: the human, also while the engine thinks. */
TgColor     _tg_window_engine_resigning_color (TgWindow   *self);
/* tg-window-engine-score.c: the score panel, with the engine's view of
 * the dead stones above it when an engine can tell. */
GtkWidget  *_tg_window_engine_wrap_score_panel (TgWindow  *self,
                                                GtkWidget *score_panel);

/* tg-window-estimate.c */
/* win.estimate (Ctrl+E), off at first. */
void        _tg_window_estimate_init      (TgWindow       *self);
void        _tg_window_estimate_dispose   (TgWindow       *self);
/* The shown position changed: estimate it if the estimate is on (a new
 * game turns it off). */
void        _tg_window_estimate_update    (TgWindow       *self);
/* Turns it off (engines sat down at the game): the player asks again. */
void        _tg_window_estimate_turn_off  (TgWindow       *self);
/* Adds the ownership shading to @scene when the estimate of the shown
 * node is there. */
void        _tg_window_estimate_fill_scene (TgWindow      *self,
                                            TgBoardScene  *scene);

/* tg-window-board.c */
void        _tg_window_board_init         (TgWindow       *self);
void        _tg_window_update_scene       (TgWindow       *self);
/* Fills @scene from the game and the settings (also used for exports). */
void        _tg_window_fill_scene         (TgWindow       *self,
                                           TgBoardScene   *scene);
void        _tg_window_play_at            (TgWindow       *self,
                                           TgPoint         point);
void        _tg_window_play_sound         (TgWindow       *self);
void        _tg_window_export_diagram     (TgWindow       *self);

/* tg-window-files.c */
typedef void (*TgWindowContinue) (TgWindow *self,
                                  gpointer  user_data);
/* Runs @then once the shown game may be replaced: at once when it has no
 * unsaved changes, else after asking Save / Discard / Cancel (never on
 * Cancel, or when saving fails). @data is freed with @destroy either way. */
void        _tg_window_confirm_discard    (TgWindow        *self,
                                           TgWindowContinue then,
                                           gpointer         data,
                                           GDestroyNotify   destroy);
void        _tg_window_open_dialog        (TgWindow       *self);
void        _tg_window_save               (TgWindow       *self,
                                           TgWindowContinue then,
                                           gpointer         data,
                                           GDestroyNotify   destroy);
void        _tg_window_save_as            (TgWindow       *self,
                                           TgWindowContinue then,
                                           gpointer         data,
                                           GDestroyNotify   destroy);
void        _tg_window_files_init         (TgWindow       *self);
void        _tg_window_update_recent      (TgWindow       *self);
void        _tg_window_new_game_dialog    (TgWindow       *self);

/* tg-window-load.c */
void        _tg_window_load_file          (TgWindow       *self,
                                           GFile          *file,
                                           const char     *encoding,
                                           TgWindowContinue then,
                                           gpointer         data,
                                           GDestroyNotify   destroy);
void        _tg_window_cancel_load        (TgWindow       *self);
void        _tg_window_show_warnings      (TgWindow       *self);
void        _tg_window_reopen_with_encoding (TgWindow     *self);
void        _tg_window_update_banner      (TgWindow       *self);

G_END_DECLS
