/* tg-window-engine.c: playing the computer in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window holds a TgEngineGame while engines sit at the game. Its
 * status ("GNU Go is thinking…", or what went wrong) goes next to Pass
 * and Resign, with "Play now" while an engine thinks; the board takes no
 * move while it is not a human's turn. A new game, another file or
 * closing the window ends the engines (quit, then kill after a grace
 * period). In scoring mode the engine's final_status_list dead is compared
 * with the proposal (tg-window-engine-score.c).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-log-window.h"
#include "tg-tooltip-fit.h"
#include "tg-window-private.h"

static void
engine_changed_cb (TgWindow *self)
{
  _tg_window_actions_update (self);
}

void
_tg_window_engine_update (TgWindow *self)
{
  TgEngineGame *eg = self->engine_game;
  const char *status = eg != NULL ? tg_engine_game_get_status (eg) : NULL;
  gboolean thinking = eg != NULL && tg_engine_game_get_thinking (eg) != TG_EMPTY;
  gboolean playing = self->game != NULL && tg_game_get_phase (self->game) == TG_PHASE_PLAYING;

  /* Play Now takes Pass's place while an engine thinks: same place, same
   * size (a homogeneous stack), so nothing in the bar moves. */
  gtk_stack_set_visible_child (GTK_STACK (self->pass_stack),
                               thinking && playing ? self->play_now_button : self->pass_button);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-now", thinking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.engine-log",
                                 self->engine_game != NULL || self->engine_log != NULL ||
                                 tg_window_analysis_get_log_engine (self) != NULL);
  if (playing)
    {
      /* During play the engine's status has the start of the bar, a line
       * whose text never changes the bar's layout. */
      gtk_label_set_text (self->engine_status_label, status != NULL ? status : "");
      tg_tooltip_set_text (GTK_WIDGET (self->engine_status_label), status);
      return;
    }
  gtk_label_set_text (self->engine_status_label, "");
  tg_tooltip_set_text (GTK_WIDGET (self->engine_status_label), NULL);
  if (status == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (self->status_label), status);
  tg_tooltip_set_text (self->status_label, status);
  gtk_widget_set_visible (self->status_label, TRUE);
}

void
_tg_window_engine_set (TgWindow     *self,
                       TgEngineGame *engine_game)
{
  _tg_window_engine_clear (self);
  if (engine_game == NULL)
    return;
  /* Whoever plays now, the hint is not on unasked: turned on against one
   * engine, it would help the human against the next one. */
  _tg_window_estimate_turn_off (self);
  self->engine_game = g_object_ref (engine_game);
  g_signal_connect_swapped (engine_game, "changed", G_CALLBACK (engine_changed_cb), self);
  if (tg_session_get_clock (self->session) != NULL)
    tg_engine_game_set_clock (engine_game, tg_session_get_clock (self->session));
  if (self->engine_log != NULL)
    tg_engine_log_window_set_game (TG_ENGINE_LOG_WINDOW (self->engine_log), engine_game);
  tg_engine_game_start (engine_game);
  _tg_window_actions_update (self);
}

void
_tg_window_engine_clear (TgWindow *self)
{
  if (self->engine_game == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->engine_game, self);
  tg_engine_game_stop (self->engine_game);
  g_clear_object (&self->engine_game);
}

gboolean
_tg_window_engine_blocks_board (TgWindow *self)
{
  TgEngineGame *eg = self->engine_game;

  if (eg == NULL || tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return FALSE;
  return tg_engine_game_get_thinking (eg) != TG_EMPTY ||
         tg_engine_game_get_engine (eg, tg_game_get_to_play (self->game)) != NULL;
}

gboolean
_tg_window_engine_undo (TgWindow *self)
{
  if (self->engine_game == NULL)
    return FALSE;
  tg_engine_game_undo (self->engine_game);
  return TRUE;
}

TgColor
_tg_window_engine_resigning_color (TgWindow *self)
{
  if (self->engine_game == NULL)
    return tg_game_get_to_play (self->game);
  return tg_engine_game_get_human_color (self->engine_game);
}

static void
play_now_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);

  if (self->engine_game != NULL)
    tg_engine_game_play_now (self->engine_game);
}

static void
engine_log_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);

  if (self->engine_log == NULL)
    {
      self->engine_log = tg_engine_log_window_new (GTK_WINDOW (self));
      g_object_add_weak_pointer (G_OBJECT (self->engine_log), (gpointer *) &self->engine_log);
      if (self->engine_game != NULL)
        tg_engine_log_window_set_game (TG_ENGINE_LOG_WINDOW (self->engine_log),
                                       self->engine_game);
      tg_engine_log_window_set_analysis_engine (TG_ENGINE_LOG_WINDOW (self->engine_log),
                                                tg_window_analysis_get_log_engine (self));
    }
  gtk_window_present (GTK_WINDOW (self->engine_log));
}

void
_tg_window_engine_init (TgWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-now", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.engine-log", FALSE);
}

void
_tg_window_engine_dispose (TgWindow *self)
{
  _tg_window_engine_clear (self);
  if (self->engine_log != NULL)
    gtk_window_destroy (GTK_WINDOW (self->engine_log));
  /* The side panel's widgets may outlive the window's struct (the flap
   * disposes them after it): a weak pointer left on them would be cleared
   * in freed memory. */
  g_clear_weak_pointer (&self->engine_log);
  g_clear_weak_pointer (&self->engine_score);
}

void
_tg_window_class_engine_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.play-now", NULL, play_now_action);
  gtk_widget_class_install_action (widget_class, "win.engine-log", NULL, engine_log_action);
}

void
tg_window_set_engines (TgWindow   *self,
                       const char *black_command,
                       const char *black_label,
                       const char *white_command,
                       const char *white_label)
{
  g_autoptr(TgEngineGame) engine_game = NULL;

  g_return_if_fail (TG_IS_WINDOW (self));

  if (black_command == NULL && white_command == NULL)
    {
      _tg_window_engine_clear (self);
      return;
    }
  engine_game = tg_engine_game_new (self->game, black_command, black_label,
                                    white_command, white_label);
  _tg_window_engine_set (self, engine_game);
}

TgEngineGame *
tg_window_get_engine_game (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return self->engine_game;
}
