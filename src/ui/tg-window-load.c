/* tg-window-load.c: loading (worker thread), collections, warnings, encodings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file is read and parsed in a worker thread (GTask), so a large
 * record never freezes the window; when reading takes more than a moment
 * a card with a progress bar and Cancel appears over the board. The
 * shown game is replaced only once the new one is ready (and, if the old
 * one had unsaved changes, the user agreed).
 */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "tg-collection-dialog.h"
#include "tg-tooltip-fit.h"
#include "tg-window-private.h"
#include "tg-window-test.h"

/* Show the progress card when loading takes longer than this. */
#define SHOW_PROGRESS_MS  250
#define PULSE_MS          100

typedef struct
{
  TgWindow          *window;
  GFile             *file;
  char              *encoding;
  int                game_index;
  char              *rules;
  TgWindowOpenFlags  flags;
  GCancellable      *cancellable;
  TgSgfDocument     *doc;
  TgGame            *game;
  TgWindowContinue   then;
  gpointer           data;
  GDestroyNotify     destroy;
} Load;

static void
load_free (Load *load)
{
  if (load->destroy != NULL && load->data != NULL)
    load->destroy (load->data);
  g_clear_object (&load->window);
  g_clear_object (&load->file);
  g_clear_object (&load->cancellable);
  g_clear_object (&load->game);
  g_clear_pointer (&load->doc, tg_sgf_document_free);
  g_free (load->encoding);
  g_free (load->rules);
  g_free (load);
}

/* The worker thread -------------------------------------------------------- */

static void
read_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Load *load = task_data;
  g_autofree char *path = g_file_get_path (load->file);
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc;

  /* Cancel stops the reader too (it checks every megabyte of text), and
   * what it built is freed at once. */
  if (path != NULL)
    doc = tg_sgf_read_file_cancellable (path, load->encoding, TG_SGF_READ_NODE_PLACES,
                                        cancellable, &error);
  else
    {
      g_autofree char *contents = NULL;
      gsize len = 0;

      if (!g_file_load_contents (load->file, cancellable, &contents, &len, NULL, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&contents), len);

      doc = tg_sgf_read_full_cancellable (bytes, load->encoding, TG_SGF_READ_NODE_PLACES,
                                          cancellable, &error);
    }

  if (doc == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, doc, (GDestroyNotify) tg_sgf_document_free);
}

/* Progress ----------------------------------------------------------------- */

static gboolean
pulse_cb (gpointer data)
{
  TgWindow *self = data;

  gtk_progress_bar_pulse (self->loading_progress);
  return G_SOURCE_CONTINUE;
}

static gboolean
show_progress_cb (gpointer data)
{
  TgWindow *self = data;

  self->load_show_source = 0;
  gtk_widget_set_visible (self->loading_box, TRUE);
  self->load_pulse_source = g_timeout_add (PULSE_MS, pulse_cb, self);
  return G_SOURCE_REMOVE;
}

static void
stop_progress (TgWindow *self)
{
  g_clear_handle_id (&self->load_show_source, g_source_remove);
  g_clear_handle_id (&self->load_pulse_source, g_source_remove);
  gtk_widget_set_visible (self->loading_box, FALSE);
}

gboolean
tg_window_is_loading (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);
  return self->load_cancellable != NULL;
}

void
_tg_window_cancel_load (TgWindow *self)
{
  if (self->load_cancellable == NULL)
    return;
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  stop_progress (self);
  if (self->game != NULL)
    _tg_window_actions_update (self);
}

/* Errors ------------------------------------------------------------------- */

static void
show_load_error (TgWindow     *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);
  g_autofree char *body = NULL;
  guint line = 0, column = 0;
  int consumed = 0;

  /* The reader starts its messages with "LINE:COLUMN: ". */
  if (sscanf (error->message, "%u:%u: %n", &line, &column, &consumed) == 2 && consumed > 0)
    body = g_strdup_printf (_("Line %u, column %u: %s"), line, column, error->message + consumed);
  else
    body = g_strdup (error->message);
  _tg_window_show_error (self, heading, body);
}

/* Finishing ---------------------------------------------------------------- */

/* Below the frame clock's priority: runs once the window is painted. */
static gboolean
add_recent_idle_cb (gpointer data)
{
  GtkRecentData recent = { 0, };

  recent.mime_type = (char *) "application/x-go-sgf";
  recent.app_name = (char *) g_get_application_name ();
  recent.app_exec = (char *) "tengen %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), data, &recent);
  return G_SOURCE_REMOVE;
}

static void
show_loaded (TgWindow *self,
             gpointer  data)
{
  Load *load = data;
  TgSgfDocument *doc = load->doc;

  _tg_window_set_game (self, load->game, load->file);

  tg_session_set_file_report (self->session, doc->warnings, doc->encoding,
                              doc->encoding_guessed && load->encoding == NULL,
                              load->encoding != NULL);
  /* An illegal move is named with its place in the file. */
  tg_session_set_node_places (self->session, doc->node_places);

  if (load->flags & TG_WINDOW_OPEN_COUNT)
    _tg_window_enter_scoring (self);

  {
    g_autofree char *uri = g_file_get_uri (load->file);
    g_autoptr(GFile) parent = g_file_get_parent (load->file);

    /* The recent manager reads all of recently-used.xbel when first used:
     * after the first frame that shows the record. */
    g_idle_add_full (G_PRIORITY_LOW, add_recent_idle_cb, g_steal_pointer (&uri), g_free);
    if (parent != NULL)
      {
        g_autofree char *folder = g_file_get_path (parent);

        if (folder != NULL)
          g_settings_set_string (self->settings, "last-folder", folder);
      }
  }

  _tg_window_update_banner (self);
  _tg_window_actions_update (self);
  tg_application_report (TG_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))),
                         "game shown");

  if (load->then != NULL)
    load->then (self, load->data);
}

static void
use_game (Load  *load,
          guint  index)
{
  TgWindow *self = load->window;
  g_autoptr(GError) error = NULL;

  load->game = tg_game_new_for_tree (load->doc->tree, index, &error);
  if (load->game == NULL)
    {
      show_load_error (self, load->file, error);
      load_free (load);
      return;
    }

  if (load->rules != NULL)
    {
      TgRulesPreset preset;
      TgRules rules;

      if (tg_rules_preset_from_id (load->rules, &preset) && preset < TG_RULES_N_PRESETS)
        {
          tg_rules_init_preset (&rules, preset);
          tg_game_set_rules (load->game, &rules, FALSE);
        }
    }

  if (load->flags & TG_WINDOW_OPEN_COUNT)
    tg_game_go_to_end (load->game);

  _tg_window_confirm_discard (self, show_loaded, load, (GDestroyNotify) load_free);
}

static void
game_chosen_cb (TgCollectionDialog *dialog,
                guint               index,
                Load               *load)
{
  g_object_steal_data (G_OBJECT (dialog), "tg-load");
  use_game (load, index);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Load *load = user_data;
  TgWindow *self = load->window;
  g_autoptr(GError) error = NULL;
  guint n_games;

  load->doc = g_task_propagate_pointer (G_TASK (result), &error);

  /* A cancelled load (or a newer one) leaves the window alone. */
  if (g_cancellable_is_cancelled (load->cancellable) ||
      self->load_cancellable != load->cancellable)
    {
      load_free (load);
      return;
    }
  g_clear_object (&self->load_cancellable);
  stop_progress (self);
  _tg_window_actions_update (self);

  if (load->doc == NULL)
    {
      show_load_error (self, load->file, error);
      load_free (load);
      return;
    }

  n_games = tg_game_tree_get_n_games (load->doc->tree);
  if (load->game_index >= 0)
    use_game (load, MIN ((guint) load->game_index, n_games > 0 ? n_games - 1 : 0));
  else if (n_games > 1)
    {
      g_autofree char *name = g_file_get_basename (load->file);
      TgCollectionDialog *dialog = tg_collection_dialog_new (GTK_WINDOW (self),
                                                             load->doc->tree, name);

      /* Closing the dialog without a choice drops the load. */
      g_object_set_data_full (G_OBJECT (dialog), "tg-load", load, (GDestroyNotify) load_free);
      g_signal_connect (dialog, "game-chosen", G_CALLBACK (game_chosen_cb), load);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  else
    use_game (load, 0);
}

static void
start_load (TgWindow          *self,
            GFile             *file,
            const char        *encoding,
            int                game_index,
            const char        *rules,
            TgWindowOpenFlags  flags,
            TgWindowContinue   then,
            gpointer           data,
            GDestroyNotify     destroy)
{
  Load *load = g_new0 (Load, 1);
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *label = NULL;

  _tg_window_cancel_load (self);

  load->window = g_object_ref (self);
  load->file = g_object_ref (file);
  load->encoding = g_strdup (encoding);
  load->game_index = game_index;
  load->rules = g_strdup (rules);
  load->flags = flags;
  load->cancellable = g_cancellable_new ();
  load->then = then;
  load->data = data;
  load->destroy = destroy;
  self->load_cancellable = g_object_ref (load->cancellable);

  /* Translators: shown while a file loads */
  label = g_strdup_printf (_("Opening “%s”…"), name);
  gtk_label_set_text (self->loading_label, label);
  gtk_progress_bar_set_fraction (self->loading_progress, 0);
  self->load_show_source = g_timeout_add (SHOW_PROGRESS_MS, show_progress_cb, self);
  _tg_window_actions_update (self);

  task = g_task_new (NULL, load->cancellable, read_done_cb, load);
  g_task_set_source_tag (task, start_load);
  g_task_set_task_data (task, load, NULL);
  g_task_run_in_thread (task, read_thread);
}

void
_tg_window_load_file (TgWindow         *self,
                      GFile            *file,
                      const char       *encoding,
                      TgWindowContinue  then,
                      gpointer          data,
                      GDestroyNotify    destroy)
{
  start_load (self, file, encoding, -1, NULL, TG_WINDOW_OPEN_DEFAULT, then, data, destroy);
}

void
tg_window_open_file (TgWindow          *self,
                     GFile             *file,
                     int                game_index,
                     const char        *rules,
                     TgWindowOpenFlags  flags)
{
  g_return_if_fail (TG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  start_load (self, file, NULL, game_index, rules, flags, NULL, NULL, NULL);
}

/* The banner: an illegal move, warnings, guessed encoding, unknown rules -- */

void
_tg_window_update_banner (TgWindow *self)
{
  guint n_warnings = tg_session_get_n_warnings (self->session);
  const char *encoding = tg_session_get_encoding (self->session);
  gboolean guessed = tg_session_get_encoding_guessed (self->session);
  gboolean forced = tg_session_get_encoding_forced (self->session);
  const char *rules_warning = self->game != NULL ? tg_game_get_rules_warning (self->game) : NULL;
  g_autofree char *illegal = _tg_window_illegal_dup_text (self);
  GString *text = g_string_new (illegal);

  if (n_warnings > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "The file was read with %u warning.",
                                                 "The file was read with %u warnings.",
                                                 n_warnings),
                              n_warnings);
    }
  if ((guessed || forced) && encoding != NULL)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (guessed)
        g_string_append_printf (text, _("It does not name its text encoding; it was read as %s."),
                                encoding);
      else
        g_string_append_printf (text, _("Its text was read as %s."), encoding);
    }
  if (rules_warning != NULL)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%s.", rules_warning);
    }

  gtk_label_set_text (self->banner_label, text->str);
  tg_tooltip_set_text (GTK_WIDGET (self->banner_label), text->str);
  gtk_widget_set_visible (self->banner_details_button, n_warnings > 0);
  gtk_widget_set_visible (self->banner_encoding_button, guessed || forced);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->banner_revealer), text->len > 0);
  g_string_free (text, TRUE);
  _tg_window_actions_update (self);
}

const char *
tg_window_get_banner_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (self->banner_revealer)))
    return NULL;
  return gtk_label_get_text (self->banner_label);
}

/* Warnings ----------------------------------------------------------------- */

static void
setup_warning_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_item_set_child (item, label);
}

static void
bind_warning_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

void
_tg_window_show_warnings (TgWindow *self)
{
  GtkStringList *strings;
  GtkListItemFactory *factory;
  GtkWidget *window, *box, *header, *scroller, *list;
  g_autofree char *subtitle = NULL;
  GPtrArray *warnings = tg_session_get_warnings (self->session);

  if (warnings == NULL || warnings->len == 0)
    return;

  strings = gtk_string_list_new (NULL);
  for (guint i = 0; i < warnings->len; i++)
    {
      TgSgfWarning *w = g_ptr_array_index (warnings, i);
      g_autofree char *line = NULL;

      if (w->line > 0)
        line = g_strdup_printf (_("Line %u, column %u: %s"), w->line, w->column, w->message);
      else
        line = g_strdup (w->message);
      gtk_string_list_append (strings, line);
    }

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_warning_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_warning_cb), NULL);
  list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (strings))),
                            factory);
  gtk_widget_add_css_class (list, "warning-list");

  window = adw_window_new ();
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_default_size (GTK_WINDOW (window), 620, 420);
  gtk_window_set_title (GTK_WINDOW (window), _("Load Warnings"));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  subtitle = g_strdup (tg_session_get_title (self->session));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Load Warnings"), subtitle));
  gtk_box_append (GTK_BOX (box), header);
  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

/* Reopen with another encoding --------------------------------------------- */

static const char *encodings[] = {
  "UTF-8", "GB18030", "GBK", "GB2312", "Big5", "Shift_JIS", "EUC-JP", "ISO-2022-JP",
  "EUC-KR", "CP949", "UTF-16", "UTF-16LE", "UTF-16BE", "Windows-1252", "ISO-8859-1",
  "Windows-1251", "KOI8-R", "MacRoman",
};

static void
reopen_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    TgWindow         *self)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (adw_message_dialog_get_extra_child (dialog));
  guint selected = gtk_drop_down_get_selected (drop_down);
  GFile *file = tg_session_get_file (self->session);

  g_signal_handlers_disconnect_by_func (dialog, reopen_response_cb, self);
  if (g_strcmp0 (response, "reopen") != 0 || file == NULL || selected >= G_N_ELEMENTS (encodings))
    return;
  g_object_ref (file);
  start_load (self, file, encodings[selected],
              (int) tg_game_get_game_index (self->game), NULL, TG_WINDOW_OPEN_DEFAULT,
              NULL, NULL, NULL);
  g_object_unref (file);
}

void
_tg_window_reopen_with_encoding (TgWindow *self)
{
  GtkWidget *dialog, *drop_down;
  guint selected = 0;

  if (tg_session_get_file (self->session) == NULL)
    return;

  drop_down = gtk_drop_down_new_from_strings (encodings);
  for (guint i = 0; i < G_N_ELEMENTS (encodings); i++)
    if (tg_session_get_encoding (self->session) != NULL &&
        g_ascii_strcasecmp (tg_session_get_encoding (self->session), encodings[i]) == 0)
      selected = i;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);
  gtk_widget_set_halign (drop_down, GTK_ALIGN_CENTER);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reopen with Encoding"),
                                   _("If names or comments look garbled, choose the encoding "
                                     "the file was written in. Chinese records are often "
                                     "GB18030 or Big5, Japanese ones Shift_JIS, Korean ones "
                                     "EUC-KR."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), drop_down);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reopen", _("_Reopen"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reopen",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "reopen");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reopen_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
