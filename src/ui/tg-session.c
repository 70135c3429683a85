/* tg-session.c: one open game: its record, its file, its autosave
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-session-private.h"
#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"

/* Autosave about a second after the last change, and at the latest this
 * long after the first unsaved one. */
#define AUTOSAVE_DELAY_MS     1000
#define AUTOSAVE_MAX_DELAY_US (5 * G_USEC_PER_SEC)

G_DEFINE_FINAL_TYPE (TgSession, tg_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  AUTOSAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Helpers ----------------------------------------------------------------- */

static gboolean
autosave_enabled (TgSession *self)
{
  return self->settings == NULL || g_settings_get_boolean (self->settings, "autosave");
}

static void
update_title (TgSession *self)
{
  g_autofree char *title = NULL;

  if (self->file != NULL)
    {
      g_autofree char *path = g_file_get_path (self->file);

      if (path != NULL)
        title = g_filename_display_basename (path);
      else
        {
          g_autofree char *base = g_file_get_basename (self->file);

          title = g_uri_unescape_string (base, NULL);
          if (title == NULL)
            title = g_steal_pointer (&base);
        }
    }
  else
    title = g_strdup (_("Untitled Game"));

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
cancel_autosave_timer (TgSession *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  self->autosave_first_change = 0;
}

static void
remove_autosave (TgSession *self)
{
  cancel_autosave_timer (self);
  if (self->autosave != NULL && self->autosave_written)
    tg_autosave_remove (self->autosave);
  self->autosave_written = FALSE;
}

static void
write_autosave (TgSession *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *players = NULL;
  g_autofree char *cursor = NULL;
  gsize len = 0;

  cancel_autosave_timer (self);
  if (self->game == NULL || !tg_game_get_modified (self->game) || !autosave_enabled (self))
    return;

  if (self->autosave == NULL)
    self->autosave = tg_autosave_new ();
  text = tg_sgf_write (tg_game_get_tree (self->game), &len);
  if (self->file != NULL)
    uri = g_file_get_uri (self->file);
  players = tg_session_dup_players (self);
  cursor = tg_autosave_cursor_to_string (tg_game_get_tree (self->game),
                                         tg_game_get_current_node (self->game));
  if (!tg_autosave_write (self->autosave, text, len, uri,
                          tg_game_get_game_index (self->game), cursor,
                          players != NULL ? players : self->title, &error))
    {
      g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error->message);
      return;
    }
  self->autosave_written = TRUE;
}

static gboolean
autosave_timeout_cb (gpointer data)
{
  TgSession *self = data;

  self->autosave_source = 0;
  write_autosave (self);
  return G_SOURCE_REMOVE;
}

static void
game_tree_changed_cb (TgSession *self,
                      TgGame    *game)
{
  gint64 now = g_get_monotonic_time ();

  self->has_dimmed = -1;
  self->changes++;
  if (!autosave_enabled (self) || !tg_game_get_modified (game))
    return;
  if (self->autosave_first_change == 0)
    self->autosave_first_change = now;
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (now - self->autosave_first_change >= AUTOSAVE_MAX_DELAY_US)
    {
      write_autosave (self);
      return;
    }
  self->autosave_source = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_timeout_cb, self);
}

static void
game_notify_modified_cb (TgSession  *self,
                         GParamSpec *pspec,
                         TgGame     *game)
{
  if (!tg_game_get_modified (game))
    remove_autosave (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
settings_autosave_changed_cb (TgSession  *self,
                              const char *key,
                              GSettings  *settings)
{
  if (!autosave_enabled (self))
    remove_autosave (self);
  else if (self->game != NULL && tg_game_get_modified (self->game))
    write_autosave (self);
}

static void
disconnect_game (TgSession *self)
{
  if (self->game == NULL)
    return;
  g_clear_signal_handler (&self->tree_changed_id, self->game);
  g_clear_signal_handler (&self->modified_id, self->game);
  g_clear_object (&self->game);
}

static void
clear_file_report (TgSession *self)
{
  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  g_clear_pointer (&self->encoding, g_free);
  self->encoding_guessed = FALSE;
  self->encoding_forced = FALSE;
  self->has_dimmed = -1;
  g_clear_pointer (&self->node_places, g_array_unref);
}

/* Object ------------------------------------------------------------------ */

static void
tg_session_dispose (GObject *object)
{
  TgSession *self = TG_SESSION (object);

  /* A session that goes away with unsaved changes keeps its autosave
   * (only tg_session_discard_autosave() and saving remove it). */
  if (self->autosave_source != 0)
    write_autosave (self);
  cancel_autosave_timer (self);
  disconnect_game (self);
  clear_file_report (self);
  g_clear_object (&self->clock);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_session_parent_class)->dispose (object);
}

static void
tg_session_finalize (GObject *object)
{
  TgSession *self = TG_SESSION (object);

  g_clear_pointer (&self->autosave, tg_autosave_free);
  g_free (self->title);

  G_OBJECT_CLASS (tg_session_parent_class)->finalize (object);
}

static void
tg_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TgSession *self = TG_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, tg_session_get_modified (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_session_class_init (TgSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_session_dispose;
  object_class->finalize = tg_session_finalize;
  object_class->get_property = tg_session_get_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Writing the autosave failed (a full disk, a read-only state folder):
   * the message says why. The next change tries again. */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tg_session_init (TgSession *self)
{
  self->title = g_strdup (_("Untitled Game"));
  self->has_dimmed = -1;
}

/* API --------------------------------------------------------------------- */

TgSession *
tg_session_new (GSettings *settings)
{
  TgSession *self = g_object_new (TG_TYPE_SESSION, NULL);

  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      g_signal_connect_object (settings, "changed::autosave",
                               G_CALLBACK (settings_autosave_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  return self;
}

TgGame *
tg_session_get_game (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  return self->game;
}

GFile *
tg_session_get_file (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  return self->file;
}

gboolean
tg_session_get_modified (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);
  return self->game != NULL && tg_game_get_modified (self->game);
}

const char *
tg_session_get_title (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  return self->title;
}

char *
tg_session_dup_players (TgSession *self)
{
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;

  g_return_val_if_fail (TG_IS_SESSION (self), NULL);

  if (self->game == NULL)
    return NULL;
  black = tg_game_get_info (self->game, "PB");
  white = tg_game_get_info (self->game, "PW");
  if ((black == NULL || !*black) && (white == NULL || !*white))
    return NULL;
  /* Translators: the players of a game, Black first */
  return g_strdup_printf (_("%s vs %s"),
                          black != NULL && *black ? black : _("Black"),
                          white != NULL && *white ? white : _("White"));
}

static void
set_file (TgSession *self,
          GFile     *file)
{
  if (self->file == file)
    return;
  if (file != NULL)
    g_object_ref (file);
  g_clear_object (&self->file);
  self->file = file;
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

void
tg_session_set_game (TgSession *self,
                     TgGame    *game,
                     GFile     *file)
{
  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (TG_IS_GAME (game));

  remove_autosave (self);
  g_clear_pointer (&self->autosave, tg_autosave_free);
  disconnect_game (self);
  clear_file_report (self);

  self->game = g_object_ref (game);
  self->tree_changed_id =
    g_signal_connect_object (game, "tree-changed", G_CALLBACK (game_tree_changed_cb),
                             self, G_CONNECT_SWAPPED);
  self->modified_id =
    g_signal_connect_object (game, "notify::modified", G_CALLBACK (game_notify_modified_cb),
                             self, G_CONNECT_SWAPPED);
  set_file (self, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);

  /* A new game is worth keeping from its first move: autosave it once
   * something happens (tree-changed). */
  if (tg_game_get_modified (game))
    game_tree_changed_cb (self, game);
}

/* Saving ------------------------------------------------------------------ */

typedef struct
{
  GFile   *file;
  char    *text;
  gsize    len;
  TgGame  *game;
  guint64  changes;            /* the session's count when the text was made */
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->file);
  g_free (job->text);
  g_clear_object (&job->game);
  g_free (job);
}

/* In the worker: the one save path of the core for local files (atomic,
 * see tg_sgf_save_data()), GIO's replace for other locations. */
static gboolean
save_job_run (SaveJob  *job,
              GError  **error)
{
  g_autofree char *path = g_file_get_path (job->file);

  if (path != NULL)
    return tg_sgf_save_data (path, job->text, job->len, FALSE, error);
  return g_file_replace_contents (job->file, job->text, job->len, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

static void
save_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;

  if (save_job_run (task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* The save is on disk: the file becomes the session's, and the record is
 * unmodified unless it changed while the save ran. */
static void
save_job_done (TgSession *self,
               SaveJob   *job)
{
  set_file (self, job->file);
  /* The file's text is new: the places read from the old one are gone. */
  if (self->game == job->game)
    g_clear_pointer (&self->node_places, g_array_unref);
  if (self->game == job->game && self->changes == job->changes)
    {
      /* notify::modified removes the autosave */
      tg_game_set_modified (self->game, FALSE);
      remove_autosave (self);
    }
}

static void start_next_save (TgSession *self);

static void
save_worker_done_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  TgSession *self = TG_SESSION (source);
  g_autoptr(GTask) outer = data;
  GError *error = NULL;

  self->save_running = FALSE;
  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      save_job_done (self, g_task_get_task_data (outer));
      g_task_return_boolean (outer, TRUE);
    }
  else
    g_task_return_error (outer, error);
  start_next_save (self);
}

static void
start_next_save (TgSession *self)
{
  GTask *outer;
  g_autoptr(GTask) worker = NULL;

  if (self->save_running || g_queue_is_empty (&self->saves))
    return;
  outer = g_queue_pop_head (&self->saves);
  self->save_running = TRUE;
  worker = g_task_new (self, NULL, save_worker_done_cb, outer);
  g_task_set_source_tag (worker, start_next_save);
  g_task_set_task_data (worker, g_task_get_task_data (outer), NULL);
  g_task_run_in_thread (worker, save_thread);
}

static SaveJob *
save_job_new (TgSession *self,
              GFile     *file)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  job->file = g_object_ref (file != NULL ? file : self->file);
  job->text = tg_sgf_write (tg_game_get_tree (self->game), &job->len);
  job->game = g_object_ref (self->game);
  job->changes = self->changes;
  return job;
}

void
tg_session_save_async (TgSession           *self,
                       GFile               *file,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (self->game != NULL);
  g_return_if_fail (file != NULL || G_IS_FILE (self->file));

  /* The text is made here, from the record as it is now; the worker
   * only writes it. */
  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tg_session_save_async);
  g_task_set_task_data (task, save_job_new (self, file), (GDestroyNotify) save_job_free);
  g_queue_push_tail (&self->saves, task);
  start_next_save (self);
}

gboolean
tg_session_save_finish (TgSession     *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
tg_session_is_saving (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);
  return self->save_running || !g_queue_is_empty (&self->saves);
}

gboolean
tg_session_save (TgSession  *self,
                 GFile      *file,
                 GError    **error)
{
  SaveJob *job;
  gboolean ok;

  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  g_return_val_if_fail (file != NULL || G_IS_FILE (self->file), FALSE);

  job = save_job_new (self, file);
  ok = save_job_run (job, error);
  if (ok)
    save_job_done (self, job);
  save_job_free (job);
  return ok;
}

gboolean
tg_session_restore (TgSession              *self,
                    const TgAutosaveEntry  *entry,
                    GError                **error)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GFile) origin = NULL;
  guint index;

  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  doc = tg_sgf_read_file (entry->sgf_path, "UTF-8", error);
  if (doc == NULL)
    return FALSE;
  index = entry->game_index < tg_game_tree_get_n_games (doc->tree) ? entry->game_index : 0;
  game = tg_game_new_for_tree (doc->tree, index, error);
  if (game == NULL)
    return FALSE;
  tg_game_go_to (game, tg_autosave_cursor_find (doc->tree, tg_game_get_root (game), entry->cursor));
  if (entry->origin_uri != NULL)
    origin = g_file_new_for_uri (entry->origin_uri);

  tg_session_set_game (self, game, origin);
  self->autosave = tg_autosave_new_for_entry (entry);
  self->autosave_written = TRUE;
  tg_game_set_modified (game, TRUE);
  /* Ours now: rewritten at once under this process's name. */
  write_autosave (self);
  return TRUE;
}

void
tg_session_flush_autosave (TgSession *self)
{
  g_return_if_fail (TG_IS_SESSION (self));

  if (self->autosave_source != 0)
    write_autosave (self);
}

void
tg_session_discard_autosave (TgSession *self)
{
  g_return_if_fail (TG_IS_SESSION (self));

  remove_autosave (self);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->tree_changed_id, self->game);
    }
}

const char *
tg_session_get_autosave_path (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);

  if (self->autosave == NULL || !self->autosave_written)
    return NULL;
  return tg_autosave_get_sgf_path (self->autosave);
}

/* Clocks ------------------------------------------------------------------ */

void
tg_session_set_clock (TgSession   *self,
                      TgGameClock *clock)
{
  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (clock == NULL || TG_IS_GAME_CLOCK (clock));

  g_set_object (&self->clock, clock);
}

TgGameClock *
tg_session_get_clock (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  return self->clock;
}
