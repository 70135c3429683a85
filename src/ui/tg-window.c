/* tg-window.c: a Tengen window: layout, title, settings, life cycle
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-ui-rules.h"
#include "tg-window-private.h"
#include "tg-window-test.h"

G_DEFINE_FINAL_TYPE (TgWindow, tg_window, ADW_TYPE_APPLICATION_WINDOW)

/* Title ------------------------------------------------------------------- */

void
_tg_window_update_title (TgWindow *self)
{
  g_autofree char *players = tg_session_dup_players (self->session);
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;
  const char *name = tg_session_get_title (self->session);

  if (tg_session_get_modified (self->session))
    /* Translators: the title of a game with unsaved changes */
    title = g_strdup_printf (_("• %s"), name);
  else
    title = g_strdup (name);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, players != NULL ? players : "");

  /* Translators: the window title: "file.sgf – Tengen" */
  window_title = g_strdup_printf (_("%s – Tengen"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

/* Messages ---------------------------------------------------------------- */

#define MESSAGE_SECONDS 6

static void
hide_notice (TgWindow *self)
{
  g_clear_handle_id (&self->message_source, g_source_remove);
  gtk_widget_set_visible (self->notice_box, FALSE);
  gtk_label_set_text (self->message_label, "");
}

static gboolean
message_timeout_cb (gpointer data)
{
  TgWindow *self = data;

  self->message_source = 0;
  hide_notice (self);
  return G_SOURCE_REMOVE;
}

static void
notice_close_clicked_cb (TgWindow *self)
{
  hide_notice (self);
}

/* Messages show over the top of the board, where the user looks, whole
 * (they wrap, never ellipsize). A passing one takes no clicks, so the
 * board and the controls under it still answer at once; a kept one has a
 * close button. */
static void
show_notice (TgWindow   *self,
             const char *message,
             gboolean    keep)
{
  g_return_if_fail (message != NULL);

  g_clear_handle_id (&self->message_source, g_source_remove);
  gtk_label_set_text (self->message_label, message);
  gtk_widget_set_visible (self->notice_close_button, keep);
  gtk_widget_set_can_target (self->notice_box, keep);
  gtk_widget_set_visible (self->notice_box, TRUE);
  if (!keep)
    self->message_source = g_timeout_add_seconds (MESSAGE_SECONDS, message_timeout_cb, self);
  g_object_set_data_full (G_OBJECT (self), "tg-last-toast-text", g_strdup (message), g_free);
}

void
_tg_window_toast (TgWindow   *self,
                  const char *message)
{
  show_notice (self, message, FALSE);
}

void
_tg_window_notice (TgWindow   *self,
                   const char *message)
{
  show_notice (self, message, TRUE);
}

const char *
tg_window_get_last_toast (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return g_object_get_data (G_OBJECT (self), "tg-last-toast-text");
}

void
_tg_window_show_error (TgWindow   *self,
                       const char *heading,
                       const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The game ---------------------------------------------------------------- */

gboolean
_tg_window_is_game_over (TgWindow *self)
{
  g_autofree char *result = NULL;

  if (self->game == NULL)
    return FALSE;
  switch (tg_game_get_phase (self->game))
    {
    case TG_PHASE_FINISHED:
      return TRUE;
    case TG_PHASE_SCORING:
      return FALSE;
    case TG_PHASE_PLAYING:
    default:
      break;
    }
  if (self->play_on)
    return FALSE;
  result = tg_game_get_info (self->game, "RE");
  return result != NULL && *result != '\0';
}

static void
update_game_over (TgWindow *self)
{
  tg_side_panel_set_game_over (self->side_panel, _tg_window_is_game_over (self));
}

static void
position_changed_cb (TgWindow *self)
{
  g_autofree char *text = NULL;

  /* Stepping through the record ends a count of another position. */
  if (self->scoring != NULL &&
      tg_game_get_current_node (self->game) != tg_scoring_session_get_node (self->scoring))
    _tg_window_leave_scoring (self);

  text = g_strdup_printf (_("Move %u"), tg_game_get_move_number (self->game));
  gtk_label_set_text (self->move_label, text);
  _tg_window_illegal_update (self, FALSE);
  update_game_over (self);
  _tg_window_estimate_update (self);
  _tg_window_analysis_update (self);
  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
}

static void
tree_changed_cb (TgWindow *self)
{
  _tg_window_illegal_update (self, TRUE);
  _tg_window_analysis_refresh_line (self);
  _tg_window_update_title (self);
  update_game_over (self);
  _tg_window_actions_update (self);
}

static void
game_ended_cb (TgWindow *self)
{
  g_autofree char *result = tg_game_get_info (self->game, "RE");

  /* A new end: playing on again is a new choice. */
  self->play_on = FALSE;
  if (tg_game_get_phase (self->game) == TG_PHASE_SCORING)
    {
      _tg_window_toast (self, _("Both players passed: mark the dead stones"));
      _tg_window_enter_scoring (self);
    }
  else if (result != NULL && g_str_has_prefix (result, "B+R"))
    _tg_window_toast (self, _("White resigned: Black wins"));
  else if (result != NULL && g_str_has_prefix (result, "W+R"))
    _tg_window_toast (self, _("Black resigned: White wins"));
}

static void
phase_changed_cb (TgWindow *self)
{
  /* Play resumed (undo, resume): scoring mode ends. */
  if (self->scoring != NULL && tg_game_get_phase (self->game) == TG_PHASE_PLAYING)
    _tg_window_leave_scoring (self);
  update_game_over (self);
  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
}

static void
autosave_failed_cb (TgWindow   *self,
                    const char *message)
{
  g_autofree char *text = g_strdup_printf (_("Could not keep a safety copy: %s"), message);

  _tg_window_toast (self, text);
}

static void
session_changed_cb (TgWindow *self)
{
  _tg_window_update_title (self);
  _tg_window_actions_update (self);
}

void
_tg_window_set_game (TgWindow *self,
                     TgGame   *game,
                     GFile    *file)
{
  g_return_if_fail (TG_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  _tg_window_engine_clear (self);
  _tg_window_leave_scoring (self);
  _tg_window_clear_clock (self);

  /* A restored autosave is already the session's game (and keeps its
   * autosave files). */
  if (tg_session_get_game (self->session) != game)
    tg_session_set_game (self->session, game, file);
  self->game = game;
  self->play_on = FALSE;
  self->hover = TG_NO_POINT;
  _tg_window_illegal_reset (self);
  _tg_window_illegal_update (self, TRUE);

  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (tree_changed_cb), self);
  g_signal_connect_swapped (game, "game-ended", G_CALLBACK (game_ended_cb), self);
  g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (phase_changed_cb), self);

  tg_side_panel_set_game (self->side_panel, game);
  _tg_window_show_record_clock (self);
  position_changed_cb (self);
  _tg_window_update_title (self);
  _tg_window_update_banner (self);
}

static TgGame *
new_default_game (TgWindow *self)
{
  TgGameSetup setup;
  TgNewGameDefaults defaults;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_new_game_defaults_load (&defaults, self->settings);
  tg_game_setup_init (&setup, 19, defaults.preset);
  if (tg_board_size_is_valid (defaults.width, defaults.height))
    {
      setup.width = defaults.width;
      setup.height = defaults.height;
    }
  setup.komi = tg_new_game_defaults_get_komi (&defaults, defaults.preset, 0);
  game = tg_game_new (&setup, &error);
  if (game == NULL)
    {
      g_warning ("Could not start a game with the default settings: %s", error->message);
      tg_game_setup_init (&setup, 19, TG_RULES_CHINESE);
      game = tg_game_new (&setup, NULL);
    }
  return game;
}

/* Public API -------------------------------------------------------------- */

TgSession *
tg_window_get_session (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return self->session;
}

TgGame *
tg_window_get_game (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return self->game;
}

void
tg_window_set_game (TgWindow *self,
                    TgGame   *game,
                    GFile    *file)
{
  g_return_if_fail (TG_IS_WINDOW (self));
  _tg_window_set_game (self, game, file);
}

gboolean
tg_window_is_pristine (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);

  return !tg_window_is_loading (self) &&
         tg_session_get_file (self->session) == NULL &&
         !tg_session_get_modified (self->session) &&
         tg_game_tree_get_first_child (tg_game_get_tree (self->game),
                                       tg_game_get_root (self->game)) == TG_NODE_NONE;
}

gboolean
tg_window_restore_autosave (TgWindow               *self,
                            const TgAutosaveEntry  *entry,
                            GError                **error)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);

  if (!tg_session_restore (self->session, entry, error))
    return FALSE;
  _tg_window_set_game (self, tg_session_get_game (self->session),
                       tg_session_get_file (self->session));
  return TRUE;
}

GtkWidget *
tg_window_get_board_view (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board_view);
}

GtkWidget *
tg_window_get_side_panel (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->side_panel);
}

/* Life cycle -------------------------------------------------------------- */

static void
save_window_state (TgWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static void
close_now (TgWindow *self,
           gpointer  data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
tg_window_close_request (GtkWindow *window)
{
  TgWindow *self = TG_WINDOW (window);

  if (!self->close_confirmed && tg_session_get_modified (self->session))
    {
      _tg_window_confirm_discard (self, close_now, NULL, NULL);
      return TRUE;
    }

  _tg_window_cancel_load (self);
  /* Closing without saving throws the changes (and their autosave) away:
   * the user said so, or there were none. */
  tg_session_discard_autosave (self->session);
  save_window_state (self);
  return GTK_WINDOW_CLASS (tg_window_parent_class)->close_request (window);
}

static void
reveal_flap_cb (TgWindow *self)
{
  if (!adw_flap_get_folded (self->flap))
    g_settings_set_boolean (self->settings, "side-panel-visible",
                            adw_flap_get_reveal_flap (self->flap));
}

/* After construction: the application (and so the settings) is known. */
static void
setup (TgWindow      *self,
       TgApplication *app)
{
  g_autoptr(TgGame) game = NULL;

  self->settings = g_object_ref (tg_application_get_settings (app));
  self->session = tg_session_new (self->settings);
  g_signal_connect_object (self->session, "notify::modified", G_CALLBACK (session_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::title", G_CALLBACK (session_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (autosave_failed_cb),
                           self, G_CONNECT_SWAPPED);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  /* The setting follows the user's choice, not AdwFlap hiding the panel
   * of a narrow (folded) window. */
  g_settings_bind (self->settings, "side-panel-visible", self->flap, "reveal-flap",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_flap_cb),
                           self, G_CONNECT_SWAPPED);

  _tg_window_actions_init (self);
  _tg_window_board_init (self);
  _tg_window_files_init (self);
  _tg_window_scoring_init (self);
  _tg_window_engine_init (self);
  _tg_window_estimate_init (self);
  _tg_window_analysis_init (self);

  game = new_default_game (self);
  _tg_window_set_game (self, game, NULL);
}

static void
tg_window_dispose (GObject *object)
{
  TgWindow *self = TG_WINDOW (object);

  _tg_window_cancel_load (self);
  _tg_window_engine_dispose (self);
  g_clear_handle_id (&self->message_source, g_source_remove);
  _tg_window_estimate_dispose (self);
  _tg_window_analysis_dispose (self);
  if (self->scoring != NULL)
    {
      g_cancellable_cancel (self->scoring_cancellable);
      g_clear_object (&self->scoring_cancellable);
      g_signal_handlers_disconnect_by_data (self->scoring, self);
      g_clear_object (&self->scoring);
    }
  if (self->session != NULL && tg_session_get_clock (self->session) != NULL)
    {
      TgGameClock *clock = tg_session_get_clock (self->session);

      g_signal_handlers_disconnect_by_data (clock, self);
      tg_game_clock_set_poll_interval (clock, 0);
      tg_session_set_clock (self->session, NULL);
    }
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  self->game = NULL;
  if (self->stone_sound != NULL)
    g_signal_handlers_disconnect_by_data (self->stone_sound, self);
  g_clear_object (&self->stone_sound);
  g_clear_object (&self->session);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_WINDOW);

  G_OBJECT_CLASS (tg_window_parent_class)->dispose (object);
}

static void
tg_window_finalize (GObject *object)
{
  TgWindow *self = TG_WINDOW (object);

  g_clear_pointer (&self->action_states, g_hash_table_unref);

  G_OBJECT_CLASS (tg_window_parent_class)->finalize (object);
}

static void
tg_window_class_init (TgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tg_window_dispose;
  object_class->finalize = tg_window_finalize;
  window_class->close_request = tg_window_close_request;

  g_type_ensure (TG_TYPE_BOARD_VIEW);
  g_type_ensure (TG_TYPE_SIDE_PANEL);
  g_type_ensure (TG_TYPE_NAV_BAR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tengen/Tengen/tg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, main_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, main_menu);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, banner_details_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, banner_encoding_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, count_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, move_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, notice_box);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, pass_stack);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, play_now_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, engine_status_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, notice_close_button);
  gtk_widget_class_bind_template_callback (widget_class, notice_close_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, resign_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, play_on_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, loading_box);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, loading_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, loading_progress);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, side_panel);

  _tg_window_class_actions_init (widget_class);
  _tg_window_class_engine_init (widget_class);
  _tg_window_class_analysis_init (widget_class);
}

static void
tg_window_init (TgWindow *self)
{
  self->hover = TG_NO_POINT;
  _tg_window_illegal_reset (self);
  gtk_widget_init_template (GTK_WIDGET (self));
}

TgWindow *
tg_window_new (TgApplication *app)
{
  TgWindow *self;

  g_return_val_if_fail (TG_IS_APPLICATION (app), NULL);

  self = g_object_new (TG_TYPE_WINDOW, "application", app, NULL);
  setup (self, app);
  return self;
}
