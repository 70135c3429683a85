/* tg-window-scoring.c: scoring mode and the game clocks in the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scoring mode: a TgScoringSession on the shown position, its page in the
 * side panel (TgScorePanel), its marks on the board, and clicks on the
 * board going to it. Clocks: a TgGameClock for games started with one,
 * shown by a TgClockView in the side panel.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-deadstones.h"
#include "tg-score-marking.h"
#include "tg-window-private.h"

/* Scoring mode ------------------------------------------------------------ */

static void
set_estimate_enabled (TgWindow *self,
                      gboolean  enabled)
{
  GAction *estimate = g_action_map_lookup_action (G_ACTION_MAP (self), "estimate");

  if (G_IS_SIMPLE_ACTION (estimate))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (estimate), enabled);
}

/* What the last clicked point is, said again after every change of the
 * marking (a click elsewhere, the engine's dead stones, the rules): the
 * line never describes a marking that is gone. */
static void
update_point_info (TgWindow *self)
{
  g_autofree char *why = NULL;

  if (self->score_panel == NULL)
    return;
  if (self->scoring_info_point != TG_NO_POINT)
    why = tg_scoring_session_explain_point (self->scoring, self->scoring_info_point);
  tg_score_panel_set_point_info (self->score_panel, why);
}

static void
scoring_changed_cb (TgWindow *self)
{
  update_point_info (self);
  _tg_window_update_scene (self);
}

static void
propose_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TgWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  tg_scoring_session_propose_finish (TG_SCORING_SESSION (object), result, &error);
  if (self->scoring != TG_SCORING_SESSION (object))
    return;     /* left scoring mode meanwhile */
  if (self->score_panel != NULL)
    tg_score_panel_set_busy (self->score_panel, FALSE);
  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("Dead-stone proposal failed: %s", error->message);
}

/* The result written is a margin under the rules and komi it was counted
 * by: when "Count by" or the komi field changed them, the record gets them
 * too (RU[], KM[]), or RE[W+44] counted by Japanese rules under RU[Chinese]
 * would read as 22 子 when the record is opened again. */
static void
record_counting_rules (TgWindow      *self,
                       const TgRules *rules,
                       TgHalfPoints   komi)
{
  if (rules->preset != tg_game_get_rules (self->game)->preset)
    tg_game_set_rules (self->game, rules, TRUE);
  if (komi != tg_game_get_komi (self->game))
    tg_game_set_komi (self->game, komi);
}

static void
score_done_cb (TgWindow *self)
{
  const TgScore *score = tg_scoring_session_get_score (self->scoring);
  g_autofree char *words = tg_score_describe (score);
  /* Translators: the result in words ("Black wins by ¾ stone (子)", in
   * Chinese 黑胜 ¾ 子), then as the record writes it (B+1.5); in Chinese
   * with full-width parentheses: 结果已写入棋谱：%s（%s） */
  g_autofree char *message = g_strdup_printf (_("Result written into the record: %s (%s)"),
                                              words, score->result);
  TgRules rules = *tg_scoring_session_get_rules (self->scoring);
  TgHalfPoints komi = tg_scoring_session_get_komi (self->scoring);

  _tg_window_leave_scoring (self);
  record_counting_rules (self, &rules, komi);
  /* The result stays until the user closes it: it is what the game was for. */
  _tg_window_notice (self, message);
}

static void
score_resume_cb (TgWindow *self,
                 gint      requester)
{
  /* Counting by territory rules, the other player moves first (J89
   * Art. 9); otherwise play goes on in turn. */
  TgColor first = requester == TG_BLACK || requester == TG_WHITE ? TG_OTHER (requester) : TG_EMPTY;

  _tg_window_leave_scoring (self);
  tg_game_resume (self->game, first);
}

void
_tg_window_enter_scoring (TgWindow *self)
{
  TgGameClock *clock;

  g_return_if_fail (TG_IS_WINDOW (self));

  if (self->game == NULL || self->scoring != NULL)
    return;

  if (tg_game_get_phase (self->game) != TG_PHASE_SCORING)
    tg_game_enter_scoring (self->game);

  /* The count is the word on this position: an estimate made before it
   * ("White leads by 34.5" beside W+29.5) goes, and stays off meanwhile. */
  _tg_window_estimate_turn_off (self);
  set_estimate_enabled (self, FALSE);
  self->scoring = tg_scoring_session_new (self->game);
  self->scoring_info_point = TG_NO_POINT;
  clock = tg_session_get_clock (self->session);
  if (clock != NULL)
    tg_scoring_session_set_overtime (self->scoring,
                                     tg_game_clock_get_overtime_periods (clock, TG_BLACK),
                                     tg_game_clock_get_overtime_periods (clock, TG_WHITE));
  g_signal_connect_swapped (self->scoring, "changed", G_CALLBACK (scoring_changed_cb), self);

  self->score_panel = TG_SCORE_PANEL (tg_score_panel_new (self->scoring));
  g_signal_connect_swapped (self->score_panel, "done", G_CALLBACK (score_done_cb), self);
  g_signal_connect_swapped (self->score_panel, "resume", G_CALLBACK (score_resume_cb), self);
  tg_side_panel_set_mode_page (self->side_panel,
                               _tg_window_engine_wrap_score_panel (self,
                                                                   GTK_WIDGET (self->score_panel)));

  /* A count the record keeps is what the players agreed: it is the start.
   * Otherwise the proposal runs in a worker thread; the spinner shows
   * meanwhile. */
  self->scoring_cancellable = g_cancellable_new ();
  if (!tg_scoring_session_use_record_marking (self->scoring))
    {
      tg_score_panel_set_busy (self->score_panel, TRUE);
      tg_scoring_session_propose_async (self->scoring, TG_DEADSTONES_DEFAULT_SEED,
                                        self->scoring_cancellable, propose_done_cb,
                                        g_object_ref (self));
    }

  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
}

void
_tg_window_leave_scoring (TgWindow *self)
{
  if (self->scoring == NULL)
    return;

  g_cancellable_cancel (self->scoring_cancellable);
  g_clear_object (&self->scoring_cancellable);
  g_signal_handlers_disconnect_by_data (self->scoring, self);
  g_clear_object (&self->scoring);
  self->score_panel = NULL;     /* owned by the side panel */
  tg_side_panel_set_mode_page (self->side_panel, NULL);
  set_estimate_enabled (self, TRUE);
  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
}

gboolean
tg_window_is_scoring (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);
  return self->scoring != NULL;
}

TgScoringSession *
tg_window_get_scoring_session (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return self->scoring;
}

TgScorePanel *
tg_window_get_score_panel (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return self->score_panel;
}

gboolean
_tg_window_scoring_click (TgWindow *self,
                          TgPoint   point,
                          guint     button)
{
  if (self->scoring == NULL)
    return FALSE;

  self->scoring_info_point = point;
  if (button == GDK_BUTTON_SECONDARY)
    tg_scoring_session_toggle_seki (self->scoring, point);
  else if (tg_board_get (tg_scoring_session_get_board (self->scoring), point) != TG_EMPTY)
    tg_scoring_session_toggle_dead (self->scoring, point);
  update_point_info (self);
  return TRUE;
}

/* The count a record keeps at @node (TB/TW, from Done here or from
 * another program), drawn as scoring mode drew it: dead stones crossed,
 * territory shaded. */
static void
fill_saved_marking (TgWindow     *self,
                    TgNode        node,
                    TgBoardScene *scene)
{
  g_autofree guint8 *owner = g_malloc (TG_ARRAY_SIZE);
  g_autofree guint8 *dead = g_malloc (TG_ARRAY_SIZE);

  if (!tg_score_read_marking (self->game, node, owner, dead))
    return;
  scene->scoring = TRUE;
  for (guint p = 0; p < TG_ARRAY_SIZE; p++)
    {
      TgColor c = tg_board_get (&scene->board, p);

      scene->dead[p] = dead[p];
      if (c != TG_EMPTY && !dead[p])
        scene->owner[p] = TG_OWNER_NONE;      /* live stones need no shading */
      else if (owner[p] == TG_SCORE_OWNER_BLACK)
        scene->owner[p] = TG_OWNER_BLACK;
      else if (owner[p] == TG_SCORE_OWNER_WHITE)
        scene->owner[p] = TG_OWNER_WHITE;
      else if (owner[p] == TG_SCORE_OWNER_DAME)
        scene->owner[p] = TG_OWNER_DAME;
      else
        scene->owner[p] = TG_OWNER_NONE;
    }
}

void
_tg_window_scoring_fill_scene (TgWindow     *self,
                               TgBoardScene *scene)
{
  TgNode node = tg_game_get_current_node (self->game);

  if (self->scoring != NULL && node == tg_scoring_session_get_node (self->scoring))
    tg_score_panel_fill_scene (self->scoring, scene);
  else if (self->scoring == NULL)
    fill_saved_marking (self, node, scene);
}

/* Clocks ------------------------------------------------------------------ */

static void
clock_sounds_changed_cb (TgWindow *self)
{
  if (self->clock_view != NULL)
    tg_clock_view_set_sounds (self->clock_view,
                              g_settings_get_boolean (self->settings, "clock-sounds"));
}

static void
flag_fell_cb (TgWindow *self,
              gint      color)
{
  _tg_window_toast (self, color == TG_BLACK ? _("Black ran out of time: White wins")
                                            : _("White ran out of time: Black wins"));
}

static void
show_clock (TgWindow    *self,
            TgGameClock *clock)
{
  tg_session_set_clock (self->session, clock);
  g_signal_connect_swapped (clock, "flag-fell", G_CALLBACK (flag_fell_cb), self);
  self->clock_view = TG_CLOCK_VIEW (tg_clock_view_new (clock));
  clock_sounds_changed_cb (self);
  tg_side_panel_set_clock (self->side_panel, GTK_WIDGET (self->clock_view));
}

void
tg_window_set_clock (TgWindow              *self,
                     const TgClockSettings *settings)
{
  g_autoptr(TgGameClock) clock = NULL;

  g_return_if_fail (TG_IS_WINDOW (self));

  _tg_window_clear_clock (self);
  if (settings == NULL || self->game == NULL)
    return;

  clock = tg_game_clock_new (self->game, settings);
  show_clock (self, clock);
  tg_game_clock_start (clock);
}

void
_tg_window_show_record_clock (TgWindow *self)
{
  g_autoptr(TgGameClock) clock = NULL;

  _tg_window_clear_clock (self);
  clock = tg_game_clock_new_for_record (self->game);
  if (clock != NULL)
    show_clock (self, clock);
}

void
_tg_window_clear_clock (TgWindow *self)
{
  TgGameClock *clock = tg_session_get_clock (self->session);

  if (clock == NULL)
    return;
  g_signal_handlers_disconnect_by_data (clock, self);
  tg_game_clock_set_poll_interval (clock, 0);
  tg_session_set_clock (self->session, NULL);
  self->clock_view = NULL;      /* owned by the side panel */
  tg_side_panel_set_clock (self->side_panel, NULL);
}

TgGameClock *
tg_window_get_clock (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return tg_session_get_clock (self->session);
}

TgClockView *
tg_window_get_clock_view (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return self->clock_view;
}

void
_tg_window_scoring_init (TgWindow *self)
{
  g_signal_connect_object (self->settings, "changed::clock-sounds",
                           G_CALLBACK (clock_sounds_changed_cb), self, G_CONNECT_SWAPPED);
}
