/* tg-window-files.c: open, save, recent files, drag and drop, prompts
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tg-new-game-dialog.h"
#include "tg-sgf-reader.h"
#include "tg-window-private.h"

#define SGF_MIME_TYPE  "application/x-go-sgf"

/* As data/io.github.tengen.Tengen.mime.xml names them. */
static const char *const import_mime_types[] = {
  "application/x-tygem-gib", "application/x-wbaduk-ngf", "application/x-pandanet-ugf",
};
static const char *const import_suffixes[] = { "gib", "ngf", "ugf", "ugi" };
#define N_RECENT       8

/* A continuation: what to do once a prompt or a save is over. */
typedef struct
{
  TgWindow         *window;
  TgWindowContinue  then;
  gpointer          data;
  GDestroyNotify    destroy;
} Pending;

static Pending *
pending_new (TgWindow         *self,
             TgWindowContinue  then,
             gpointer          data,
             GDestroyNotify    destroy)
{
  Pending *p = g_new0 (Pending, 1);

  p->window = g_object_ref (self);
  p->then = then;
  p->data = data;
  p->destroy = destroy;
  return p;
}

static void
pending_free (Pending *p)
{
  if (p->destroy != NULL && p->data != NULL)
    p->destroy (p->data);
  g_object_unref (p->window);
  g_free (p);
}

/* Runs the continuation and frees it. */
static void
pending_run (Pending *p)
{
  if (p->then != NULL)
    p->then (p->window, p->data);
  pending_free (p);
}

static void
run_now (TgWindow         *self,
         TgWindowContinue  then,
         gpointer          data,
         GDestroyNotify    destroy)
{
  pending_run (pending_new (self, then, data, destroy));
}

/* Recent files ------------------------------------------------------------ */

static void
add_recent (TgWindow *self,
            GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  GtkRecentData data = { 0, };

  data.display_name = NULL;
  data.mime_type = (char *) SGF_MIME_TYPE;
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = (char *) "tengen %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);

  if (parent != NULL)
    {
      g_autofree char *folder = g_file_get_path (parent);

      if (folder != NULL)
        g_settings_set_string (self->settings, "last-folder", folder);
    }
}

void
_tg_window_update_recent (TgWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  guint n = 0;

  g_menu_remove_all (self->recent_menu);
  for (GList *l = items; l != NULL && n < N_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GMenuItem) item = NULL;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), SGF_MIME_TYPE) != 0 &&
          !g_str_has_suffix (uri, ".sgf") && !g_str_has_suffix (uri, ".SGF"))
        continue;
      if (!gtk_recent_info_exists (info))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", uri);
      g_menu_append_item (self->recent_menu, item);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* Unsaved changes --------------------------------------------------------- */

/* The answer is acted on once the dialog is gone: the continuation may
 * close the window the dialog belongs to. */
static gboolean
run_pending_idle_cb (gpointer data)
{
  pending_run (data);
  return G_SOURCE_REMOVE;
}

static gboolean
save_pending_idle_cb (gpointer data)
{
  Pending *p = data;

  _tg_window_save (p->window, p->then, p->data, p->destroy);
  p->destroy = NULL;
  p->data = NULL;
  p->then = NULL;
  pending_free (p);
  return G_SOURCE_REMOVE;
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Pending          *p)
{
  /* Answered once: closing the dialog afterwards says nothing more. */
  g_signal_handlers_disconnect_by_func (dialog, confirm_response_cb, p);
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (g_strcmp0 (response, "save") == 0)
    g_idle_add (save_pending_idle_cb, p);
  else if (g_strcmp0 (response, "discard") == 0)
    g_idle_add (run_pending_idle_cb, p);
  else
    pending_free (p);
}

void
_tg_window_confirm_discard (TgWindow         *self,
                            TgWindowContinue  then,
                            gpointer          data,
                            GDestroyNotify    destroy)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (!tg_session_get_modified (self->session))
    {
      run_now (self, then, data, destroy);
      return;
    }

  body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will be "
                            "permanently lost."),
                          tg_session_get_title (self->session));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb),
                    pending_new (self, then, data, destroy));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Saving ------------------------------------------------------------------ */

/* A save under way: the continuation, and whether it came from Save As
 * (a record read with a guessed or chosen encoding is then UTF-8 in its
 * own file). */
typedef struct
{
  Pending  *pending;
  GFile    *file;
  gboolean  save_as;
} SaveOp;

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  SaveOp *op = data;
  TgWindow *self = op->pending->window;
  g_autoptr(GError) error = NULL;

  if (!tg_session_save_finish (TG_SESSION (source), result, &error))
    {
      g_autofree char *name = g_file_get_parse_name (op->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      _tg_window_show_error (self, heading, error->message);
      pending_free (op->pending);
    }
  else
    {
      if (op->save_as)
        {
          /* Now the record is UTF-8 in its own file. */
          tg_session_set_file_utf8 (self->session);
          _tg_window_update_banner (self);
        }
      add_recent (self, op->file);
      _tg_window_update_title (self);
      _tg_window_actions_update (self);
      pending_run (op->pending);
    }
  g_object_unref (op->file);
  g_free (op);
}

/* Saves in a worker thread; the continuation runs once the file is on
 * disk, and is dropped if the save fails (the error is shown). */
static void
save_to (TgWindow *self,
         GFile    *file,
         Pending  *pending,
         gboolean  save_as)
{
  SaveOp *op = g_new0 (SaveOp, 1);

  op->pending = pending;
  op->file = g_object_ref (file);
  op->save_as = save_as;
  tg_session_save_async (self->session, file, save_done_cb, op);
}

void
_tg_window_save (TgWindow         *self,
                 TgWindowContinue  then,
                 gpointer          data,
                 GDestroyNotify    destroy)
{
  GFile *file = tg_session_get_file (self->session);

  if (file == NULL || tg_session_get_encoding_guessed (self->session) ||
      tg_session_get_encoding_forced (self->session) ||
      tg_sgf_path_is_import (g_file_peek_path (file)))
    {
      /* A file read with a guessed encoding is written back as UTF-8, an
       * imported record (Tygem, WBaduk, PandaNet) as SGF: under a name
       * the user chooses (the original's, ending in .sgf), never over the
       * original. */
      _tg_window_save_as (self, then, data, destroy);
      return;
    }
  save_to (self, file, pending_new (self, then, data, destroy), FALSE);
}

static char *
suggest_file_name (TgWindow *self)
{
  GFile *file = tg_session_get_file (self->session);
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *date = NULL;
  GString *name;

  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);
      char *dot = strrchr (base, '.');

      if (dot != NULL)
        *dot = '\0';
      return g_strconcat (base, ".sgf", NULL);
    }

  black = tg_game_get_info (self->game, "PB");
  white = tg_game_get_info (self->game, "PW");
  date = tg_game_get_info (self->game, "DT");
  name = g_string_new (NULL);
  if (date != NULL && *date)
    g_string_append_printf (name, "%.10s ", date);
  if ((black != NULL && *black) || (white != NULL && *white))
    g_string_append_printf (name, "%s – %s",
                            black != NULL && *black ? black : _("Black"),
                            white != NULL && *white ? white : _("White"));
  else
    g_string_append (name, _("Game"));
  g_strchomp (name->str);
  for (char *c = name->str; *c; c++)
    if (*c == '/' || *c == '\\' || *c == ':')
      *c = '-';
  g_string_append (name, ".sgf");
  return g_string_free (name, FALSE);
}

/* @dialog made modal, for game records (SGF files shown first), starting
 * in @folder, or without it in the last folder used if it is still there.
 * (Each caller makes its chooser, so that its labels stay together for
 * check-mnemonics.py.) */
static void
setup_record_chooser (TgWindow             *self,
                      GtkFileChooserNative *dialog,
                      GFile                *folder)
{
  GtkFileFilter *filter;
  g_autofree char *last = g_settings_get_string (self->settings, "last-folder");

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Game Records (SGF, GIB, NGF, UGF)"));
  gtk_file_filter_add_mime_type (filter, SGF_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "sgf");
  /* Other servers' records, which Tengen imports (and saves as SGF). */
  for (guint i = 0; i < G_N_ELEMENTS (import_mime_types); i++)
    gtk_file_filter_add_mime_type (filter, import_mime_types[i]);
  for (guint i = 0; i < G_N_ELEMENTS (import_suffixes); i++)
    gtk_file_filter_add_suffix (filter, import_suffixes[i]);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  else if (last != NULL && *last && g_file_test (last, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) dir = g_file_new_for_path (last);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), dir, NULL);
    }
}

/* The file chosen (NULL when none); the chooser goes. */
static GFile *
record_chooser_finish (GtkNativeDialog *dialog,
                       int              response)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  return file;
}

static void
save_as_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     Pending         *p)
{
  g_autoptr(GFile) file = record_chooser_finish (dialog, response);

  if (file == NULL)
    {
      pending_free (p);
      return;
    }
  save_to (p->window, file, p, TRUE);
}

void
_tg_window_save_as (TgWindow         *self,
                    TgWindowContinue  then,
                    gpointer          data,
                    GDestroyNotify    destroy)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = suggest_file_name (self);
  GFile *file = tg_session_get_file (self->session);
  g_autoptr(GFile) parent = file != NULL ? g_file_get_parent (file) : NULL;

  /* Beside the record when it has a file. */
  dialog = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  setup_record_chooser (self, dialog, parent);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);

  g_signal_connect (dialog, "response", G_CALLBACK (save_as_response_cb),
                    pending_new (self, then, data, destroy));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Opening ----------------------------------------------------------------- */

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  TgWindow        *self)
{
  g_autoptr(GFile) file = record_chooser_finish (dialog, response);

  if (file != NULL)
    tg_window_open_file (self, file, -1, NULL, TG_WINDOW_OPEN_DEFAULT);
}

void
_tg_window_open_dialog (TgWindow *self)
{
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter;

  dialog = gtk_file_chooser_native_new (_("Open Game Record"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  setup_record_chooser (self, dialog, NULL);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("All Files"));
  gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);

  g_signal_connect_object (dialog, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Drag and drop ----------------------------------------------------------- */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         TgWindow      *self)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      for (GSList *l = g_value_get_boxed (value); l != NULL; l = l->next)
        g_ptr_array_add (files, g_object_ref (l->data));
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    g_ptr_array_add (files, g_value_dup_object (value));

  if (files->len == 0)
    return FALSE;

  /* The first file here; any others in windows of their own. */
  tg_window_open_file (self, g_ptr_array_index (files, 0), -1, NULL, TG_WINDOW_OPEN_DEFAULT);
  if (files->len > 1)
    g_application_open (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))),
                        (GFile **) files->pdata + 1, files->len - 1, "");
  return TRUE;
}

/* New game ---------------------------------------------------------------- */

typedef struct
{
  TgGame          *game;
  gboolean         timed;
  TgClockSettings  clock;
  char            *engines[3];     /* [TG_BLACK], [TG_WHITE]: command lines */
  char            *labels[3];
  guint            engine_handicap;  /* free stones Black's engine places */
} NewGame;

static void
new_game_free (gpointer data)
{
  NewGame *new_game = data;

  g_object_unref (new_game->game);
  for (guint i = 0; i < 3; i++)
    {
      g_free (new_game->engines[i]);
      g_free (new_game->labels[i]);
    }
  g_free (new_game);
}

static void
start_new_game (TgWindow *self,
                gpointer  data)
{
  NewGame *new_game = data;
  g_autoptr(TgEngineGame) engine_game = NULL;

  _tg_window_set_game (self, new_game->game, NULL);
  if (new_game->timed)
    tg_window_set_clock (self, &new_game->clock);
  if (new_game->engines[TG_BLACK] == NULL && new_game->engines[TG_WHITE] == NULL)
    {
      _tg_window_engine_clear (self);
      return;
    }
  engine_game = tg_engine_game_new (self->game,
                                    new_game->engines[TG_BLACK], new_game->labels[TG_BLACK],
                                    new_game->engines[TG_WHITE], new_game->labels[TG_WHITE]);
  if (new_game->engine_handicap > 0)
    tg_engine_game_set_free_handicap (engine_game, new_game->engine_handicap);
  _tg_window_engine_set (self, engine_game);
}

static void
new_game_start_cb (TgNewGameDialog *dialog,
                   TgGame          *game,
                   TgWindow        *self)
{
  NewGame *new_game = g_new0 (NewGame, 1);

  new_game->game = g_object_ref (game);
  new_game->timed = tg_new_game_dialog_get_clock_settings (dialog, &new_game->clock);
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    tg_new_game_dialog_get_engine (dialog, c, &new_game->engines[c], &new_game->labels[c]);
  if (new_game->engines[TG_BLACK] != NULL)
    new_game->engine_handicap = tg_new_game_dialog_get_engine_handicap (dialog);
  _tg_window_confirm_discard (self, start_new_game, new_game, new_game_free);
}

void
_tg_window_new_game_dialog (TgWindow *self)
{
  TgNewGameDialog *dialog = tg_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Setup ------------------------------------------------------------------- */

static void
recent_changed_cb (TgWindow *self)
{
  _tg_window_update_recent (self);
}

/* Below the frame clock's priority: runs after the first frame. */
static gboolean
recent_idle_cb (gpointer data)
{
  TgWindow *self = data;

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (recent_changed_cb), self, G_CONNECT_SWAPPED);
  _tg_window_update_recent (self);
  return G_SOURCE_REMOVE;
}

void
_tg_window_files_init (TgWindow *self)
{
  GtkDropTarget *target;
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  /* The recent files are in a menu, never in the first frame: reading
   * them (the whole recently-used.xbel, and a stat of each record) waits
   * until the window has been painted. */
  g_idle_add_full (G_PRIORITY_LOW, recent_idle_cb, g_object_ref (self), g_object_unref);
}
