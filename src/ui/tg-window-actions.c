/* tg-window-actions.c: window actions, key bindings, enabled states
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-game-info-dialog.h"
#include "tg-score.h"
#include "tg-sgf-reader.h"
#include "tg-tooltip-fit.h"
#include "tg-window-private.h"
#include "tg-window-test.h"

/* Navigation -------------------------------------------------------------- */

static void
go_start_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  tg_game_go_to_start (TG_WINDOW (widget)->game);
}

static void
go_end_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  tg_game_go_to_end (TG_WINDOW (widget)->game);
}

static void
back_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  tg_game_back (TG_WINDOW (widget)->game);
}

static void
forward_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  tg_game_forward (TG_WINDOW (widget)->game);
}

static void
back_10_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  tg_game_step (TG_WINDOW (widget)->game, -10);
}

static void
forward_10_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  tg_game_step (TG_WINDOW (widget)->game, 10);
}

static void
prev_variation_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  tg_game_prev_variation (TG_WINDOW (widget)->game);
}

static void
next_variation_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  tg_game_next_variation (TG_WINDOW (widget)->game);
}

/* Play -------------------------------------------------------------------- */

static void
pass_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);
  TgColor color = tg_game_get_to_play (self->game);

  tg_game_pass (self->game);
  if (tg_game_get_phase (self->game) == TG_PHASE_PLAYING)
    _tg_window_toast (self, color == TG_BLACK ? _("Black passes") : _("White passes"));
}

static void
resign_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    TgWindow         *self)
{
  TgColor loser = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "loser"));

  g_signal_handlers_disconnect_by_func (dialog, resign_response_cb, self);

  if (g_strcmp0 (response, "resign") != 0 || self->game == NULL)
    return;
  if (tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return;
  tg_game_resign (self->game, loser);
}

static void
resign_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);
  TgColor loser = _tg_window_engine_resigning_color (self);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   loser == TG_BLACK ? _("Resign as Black?")
                                                     : _("Resign as White?"),
                                   loser == TG_BLACK
                                   ? _("White wins the game. The result W+R is written into the record.")
                                   : _("Black wins the game. The result B+R is written into the record."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "loser", GINT_TO_POINTER (loser));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Playing on in a finished game is a choice: moves from here go into the
 * record as a new line (a variation where the record goes on), and the
 * result stays the record's. */
static void
play_on_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);

  if (!_tg_window_is_game_over (self))
    return;
  self->play_on = TRUE;
  if (tg_game_get_phase (self->game) == TG_PHASE_FINISHED)
    tg_game_resume (self->game, TG_EMPTY);
  tg_side_panel_set_game_over (self->side_panel, FALSE);
  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
  _tg_window_toast (self, _("Playing on: the moves go into the record as a new line"));
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  if (!_tg_window_engine_undo (TG_WINDOW (widget)))
    tg_game_undo (TG_WINDOW (widget)->game);
}

static void
count_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);
  g_autofree char *why = NULL;

  /* The core says whether there is anything to count (an empty board has
   * not): otherwise its reason, not W+7.5 from 361 shared points. */
  if (self->game != NULL && !tg_scoring_session_can_count (self->game, &why))
    {
      _tg_window_toast (self, why);
      return;
    }
  _tg_window_enter_scoring (self);
}

/* Files and dialogs ------------------------------------------------------- */

static void
new_game_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  _tg_window_new_game_dialog (TG_WINDOW (widget));
}

static void
open_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  _tg_window_open_dialog (TG_WINDOW (widget));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  tg_window_open_file (TG_WINDOW (widget), file, -1, NULL, TG_WINDOW_OPEN_DEFAULT);
}

static void
save_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  _tg_window_save (TG_WINDOW (widget), NULL, NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  _tg_window_save_as (TG_WINDOW (widget), NULL, NULL, NULL);
}

static void
export_diagram_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  _tg_window_export_diagram (TG_WINDOW (widget));
}

static void
game_info_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  TgWindow *self = TG_WINDOW (widget);

  gtk_window_present (tg_game_info_dialog_new (GTK_WINDOW (self), self->game));
}

/* The main menu's popover, built when the menu is first opened (click,
 * F10): a popover menu with its items and their shortcut labels, which the
 * first frame never shows (2 % of the CPU before it, perf). */
static void
create_main_menu_cb (GtkMenuButton *button,
                     gpointer       user_data)
{
  TgWindow *self = TG_WINDOW (user_data);

  gtk_menu_button_set_menu_model (button, self->main_menu);
}

/* The Keyboard Shortcuts window, built when first asked for. At
 * gtk/help-overlay.ui GtkApplication would build it with every window: a
 * GtkBuilder parse of about a tenth of the CPU time before the first frame
 * (perf, bench/startup-vs-qgo.py). Added to the window's action map, where
 * gtk_application_window_set_help_overlay() finds it and adds none of its
 * own. */
static void
show_help_overlay_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (user_data);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/tengen/Tengen/shortcuts-window.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
show_warnings_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  _tg_window_show_warnings (TG_WINDOW (widget));
}

static void
reopen_encoding_action (GtkWidget  *widget,
                        const char *name,
                        GVariant   *param)
{
  _tg_window_reopen_with_encoding (TG_WINDOW (widget));
}

static void
dismiss_banner_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  gtk_revealer_set_reveal_child (GTK_REVEALER (TG_WINDOW (widget)->banner_revealer), FALSE);
}

static void
cancel_load_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  _tg_window_cancel_load (TG_WINDOW (widget));
}

/* Keys -------------------------------------------------------------------- */

/* The arrows, Home/End and PageUp/PageDown step through the record unless
 * the user works somewhere that uses them: in the comment (after clicking
 * or tabbing into it, until Escape), on the board with its keyboard cursor
 * shown (reached with Tab, or Enter pressed on it), in an entry or a menu.
 * The comment holding the focus by itself (a new record opened, a button
 * that had it hidden) does not count, and neither does a clicked board. */
static gboolean
focus_wants_keys (TgWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *comment = GTK_WIDGET (tg_side_panel_get_comment_view (self->side_panel));

  if (focus == NULL)
    return FALSE;
  if (focus == comment)
    return tg_side_panel_get_editing_comment (self->side_panel);
  if (GTK_IS_TEXT_VIEW (focus) || GTK_IS_EDITABLE (focus) || GTK_IS_TEXT (focus))
    return TRUE;
  if (focus == GTK_WIDGET (self->board_view) ||
      gtk_widget_is_ancestor (focus, GTK_WIDGET (self->board_view)))
    return tg_board_view_get_scene (self->board_view)->cursor != TG_NO_POINT;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return TRUE;
  return FALSE;
}

static gboolean
navigation_shortcut_cb (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  TgWindow *self = TG_WINDOW (widget);
  const char *action = user_data;

  if (self->game == NULL || self->board_view == NULL || focus_wants_keys (self))
    return FALSE;
  gtk_widget_activate_action (widget, action, NULL);
  return TRUE;
}

static void
add_navigation_shortcut (GtkShortcutController *controller,
                         guint                  keyval,
                         const char            *action)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_callback_action_new (navigation_shortcut_cb,
                                                                     (gpointer) action, NULL));

  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* Enabled states ---------------------------------------------------------- */

static void
set_enabled (TgWindow   *self,
             const char *action,
             gboolean    enabled)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), action, enabled);
  if (self->action_states == NULL)
    self->action_states = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (self->action_states, (gpointer) action, GINT_TO_POINTER (enabled));
}

gboolean
tg_window_get_action_enabled (TgWindow   *self,
                              const char *action)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);

  if (self->action_states == NULL)
    return TRUE;
  if (!g_hash_table_contains (self->action_states, action))
    return TRUE;
  return GPOINTER_TO_INT (g_hash_table_lookup (self->action_states, action));
}

void
_tg_window_actions_update (TgWindow *self)
{
  TgGameTree *tree;
  TgNode node;
  gboolean playing, loading, over, scoring_phase;
  g_autofree char *result = NULL;

  if (self->game == NULL)
    return;

  tree = tg_game_get_tree (self->game);
  node = tg_game_get_current_node (self->game);
  over = _tg_window_is_game_over (self);
  scoring_phase = tg_game_get_phase (self->game) == TG_PHASE_SCORING;
  playing = !over && !scoring_phase;
  loading = tg_window_is_loading (self);

  set_enabled (self, "win.go-start", node != tg_game_get_root (self->game));
  set_enabled (self, "win.back", node != tg_game_get_root (self->game));
  set_enabled (self, "win.back-10", node != tg_game_get_root (self->game));
  set_enabled (self, "win.forward",
                                 tg_game_tree_get_first_child (tree, node) != TG_NODE_NONE);
  set_enabled (self, "win.forward-10",
                                 tg_game_tree_get_first_child (tree, node) != TG_NODE_NONE);
  set_enabled (self, "win.go-end",
                                 tg_game_tree_get_first_child (tree, node) != TG_NODE_NONE);
  set_enabled (self, "win.prev-variation",
                                 tg_game_tree_get_prev_sibling (tree, node) != TG_NODE_NONE);
  set_enabled (self, "win.next-variation",
                                 tg_game_tree_get_next_sibling (tree, node) != TG_NODE_NONE);
  set_enabled (self, "win.pass", playing && !loading && !_tg_window_engine_blocks_board (self));
  set_enabled (self, "win.resign", playing && !loading);
  set_enabled (self, "win.play-on", over && !loading);
  /* A finished game can be counted again, at any position. */
  set_enabled (self, "win.count", self->scoring == NULL && !loading);
  set_enabled (self, "win.undo", tg_game_can_undo (self->game) && !loading);
  /* An imported record (Tygem, WBaduk, PandaNet) is not saved as SGF yet. */
  set_enabled (self, "win.save",
                                 !loading && (tg_session_get_modified (self->session) ||
                                              tg_session_get_file (self->session) == NULL ||
                                              tg_sgf_path_is_import (g_file_peek_path (
                                                tg_session_get_file (self->session)))));
  set_enabled (self, "win.save-as", !loading);
  set_enabled (self, "win.cancel-load", loading);
  set_enabled (self, "win.show-warnings",
                                 tg_session_get_n_warnings (self->session) > 0);
  set_enabled (self, "win.reopen-encoding",
                                 !loading && tg_session_get_file (self->session) != NULL);

  /* The status next to Pass and Resign once play has stopped. */
  result = tg_game_get_info (self->game, "RE");
  if (!playing)
    {
      g_autofree char *text = NULL;

      if (scoring_phase)
        /* Translators: the status while the score is counted under any
         * rule set: neutral (not 数子, which is Chinese counting only) */
        text = g_strdup (C_("game status", "Counting the score"));
      else if (result != NULL && *result)
        {
          g_autofree char *words = tg_score_describe_result (result, tg_game_get_rules (self->game));

          text = g_strdup_printf (_("Game over: %s"), words);
        }
      else
        text = g_strdup (_("Game over"));
      gtk_label_set_text (GTK_LABEL (self->status_label), text);
      /* The whole of it when a narrow bar ellipsizes it. */
      tg_tooltip_set_text (self->status_label, text);
    }
  gtk_widget_set_visible (self->status_label, !playing);
  /* Once play stops, the status replaces the buttons that no longer apply
   * (the bar stays narrow enough for the side panel). */
  gtk_widget_set_visible (self->pass_stack, playing);
  gtk_widget_set_visible (self->pass_button, playing);
  gtk_widget_set_visible (self->resign_button, playing);
  gtk_widget_set_visible (self->play_on_button, over && self->scoring == NULL);
  gtk_widget_set_visible (self->count_button, self->scoring == NULL);
  _tg_window_engine_update (self);
}

/* Setup ------------------------------------------------------------------- */

void
_tg_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL, export_diagram_action);
  gtk_widget_class_install_action (widget_class, "win.game-info", NULL, game_info_action);
  gtk_widget_class_install_action (widget_class, "win.go-start", NULL, go_start_action);
  gtk_widget_class_install_action (widget_class, "win.go-end", NULL, go_end_action);
  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.forward", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.back-10", NULL, back_10_action);
  gtk_widget_class_install_action (widget_class, "win.forward-10", NULL, forward_10_action);
  gtk_widget_class_install_action (widget_class, "win.prev-variation", NULL, prev_variation_action);
  gtk_widget_class_install_action (widget_class, "win.next-variation", NULL, next_variation_action);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.count", NULL, count_action);
  gtk_widget_class_install_action (widget_class, "win.play-on", NULL, play_on_action);
  gtk_widget_class_install_action (widget_class, "win.show-warnings", NULL, show_warnings_action);
  gtk_widget_class_install_action (widget_class, "win.reopen-encoding", NULL, reopen_encoding_action);
  gtk_widget_class_install_action (widget_class, "win.dismiss-banner", NULL, dismiss_banner_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-load", NULL, cancel_load_action);

  /* Ctrl+Z bubbles: in the comment it undoes typing first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
}

void
_tg_window_actions_init (TgWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);
  g_autoptr(GPropertyAction) side_panel = NULL;
  g_autoptr(GSimpleAction)   help_overlay = NULL;

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_navigation_shortcut (shortcuts, GDK_KEY_Left, "win.back");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Left, "win.back");
  add_navigation_shortcut (shortcuts, GDK_KEY_Right, "win.forward");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Right, "win.forward");
  add_navigation_shortcut (shortcuts, GDK_KEY_Home, "win.go-start");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Home, "win.go-start");
  add_navigation_shortcut (shortcuts, GDK_KEY_End, "win.go-end");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_End, "win.go-end");
  add_navigation_shortcut (shortcuts, GDK_KEY_Page_Up, "win.back-10");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Page_Up, "win.back-10");
  add_navigation_shortcut (shortcuts, GDK_KEY_Page_Down, "win.forward-10");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Page_Down, "win.forward-10");
  add_navigation_shortcut (shortcuts, GDK_KEY_Up, "win.prev-variation");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Up, "win.prev-variation");
  add_navigation_shortcut (shortcuts, GDK_KEY_Down, "win.next-variation");
  add_navigation_shortcut (shortcuts, GDK_KEY_KP_Down, "win.next-variation");
  add_navigation_shortcut (shortcuts, GDK_KEY_n, "win.next-mistake");
  add_navigation_shortcut (shortcuts, GDK_KEY_N, "win.previous-mistake");
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  side_panel = g_property_action_new ("side-panel", self->flap, "reveal-flap");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (side_panel));

  gtk_menu_button_set_create_popup_func (self->main_menu_button, create_main_menu_cb, self,
                                         NULL);

  help_overlay = g_simple_action_new ("show-help-overlay", NULL);
  g_signal_connect_object (help_overlay, "activate", G_CALLBACK (show_help_overlay_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (help_overlay));
}
