/* tg-autosave.c: crash-safe copies of the games being edited
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tg-autosave.h"

#define GROUP "Autosave"

struct _TgAutosave
{
  char *id;
  char *sgf_path;
  char *ini_path;
};

char *
tg_autosave_get_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "tengen", "autosave", NULL);
}

/* The start time of a process in clock ticks since boot (field 22 of
 * /proc/PID/stat), so that a recycled pid is not taken for the writer.
 * 0 when it cannot be known. */
static guint64
process_start_time (gint64 pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%" G_GINT64_FORMAT "/stat", pid);
  g_autofree char *contents = NULL;
  const char *p;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return 0;
  /* The command name (field 2) may hold spaces and parentheses. */
  p = strrchr (contents, ')');
  if (p == NULL)
    return 0;
  p++;
  for (guint field = 2; field < 22 && p != NULL; field++)
    {
      p = strchr (p, ' ');
      if (p != NULL)
        p++;
    }
  return p != NULL ? g_ascii_strtoull (p, NULL, 10) : 0;
}

static gboolean
process_is_running (gint64  pid,
                    guint64 start_time)
{
  guint64 now;

  if (pid <= 0)
    return FALSE;
  if (kill ((pid_t) pid, 0) != 0 && errno == ESRCH)
    return FALSE;
  now = process_start_time (pid);
  if (start_time != 0 && now != 0 && now != start_time)
    return FALSE;
  return TRUE;
}

static TgAutosave *
autosave_new_with_id (const char *id)
{
  TgAutosave *self = g_new0 (TgAutosave, 1);
  g_autofree char *dir = tg_autosave_get_dir ();
  g_autofree char *sgf = g_strconcat (id, ".sgf", NULL);
  g_autofree char *ini = g_strconcat (id, ".ini", NULL);

  self->id = g_strdup (id);
  self->sgf_path = g_build_filename (dir, sgf, NULL);
  self->ini_path = g_build_filename (dir, ini, NULL);
  return self;
}

TgAutosave *
tg_autosave_new (void)
{
  g_autofree char *id = g_uuid_string_random ();

  return autosave_new_with_id (id);
}

TgAutosave *
tg_autosave_new_for_entry (const TgAutosaveEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);
  return autosave_new_with_id (entry->id);
}

void
tg_autosave_free (TgAutosave *self)
{
  if (self == NULL)
    return;
  g_free (self->id);
  g_free (self->sgf_path);
  g_free (self->ini_path);
  g_free (self);
}

const char *
tg_autosave_get_sgf_path (TgAutosave *self)
{
  return self->sgf_path;
}

gboolean
tg_autosave_write (TgAutosave  *self,
                   const char  *text,
                   gsize        len,
                   const char  *origin_uri,
                   guint        game_index,
                   const char  *cursor,
                   const char  *title,
                   GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *dir = g_path_get_dirname (self->sgf_path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* The description first: a record never exists without one, and a
   * description without its record is removed as incomplete. */
  g_key_file_set_int64 (key_file, GROUP, "Pid", getpid ());
  g_key_file_set_uint64 (key_file, GROUP, "ProcessStart", process_start_time (getpid ()));
  g_key_file_set_string (key_file, GROUP, "Origin", origin_uri != NULL ? origin_uri : "");
  g_key_file_set_uint64 (key_file, GROUP, "Game", game_index);
  g_key_file_set_string (key_file, GROUP, "Cursor", cursor != NULL ? cursor : "0");
  g_key_file_set_string (key_file, GROUP, "Title", title != NULL ? title : "");
  g_key_file_set_int64 (key_file, GROUP, "Saved", g_date_time_to_unix (now));
  if (!g_key_file_save_to_file (key_file, self->ini_path, error))
    return FALSE;

  return g_file_set_contents_full (self->sgf_path, text, len,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

void
tg_autosave_remove (TgAutosave *self)
{
  if (self == NULL)
    return;
  g_unlink (self->sgf_path);
  g_unlink (self->ini_path);
}

void
tg_autosave_entry_free (TgAutosaveEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->sgf_path);
  g_free (entry->origin_uri);
  g_free (entry->title);
  g_free (entry->cursor);
  g_clear_pointer (&entry->saved, g_date_time_unref);
  g_free (entry);
}

void
tg_autosave_entry_delete (const TgAutosaveEntry *entry)
{
  g_autoptr(TgAutosave) slot = tg_autosave_new_for_entry (entry);

  tg_autosave_remove (slot);
}

static gint
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const TgAutosaveEntry *ea = *(TgAutosaveEntry * const *) a;
  const TgAutosaveEntry *eb = *(TgAutosaveEntry * const *) b;

  return -g_date_time_compare (ea->saved, eb->saved);
}

static TgAutosaveEntry *
read_entry (const char *dir,
            const char *name)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *ini_path = g_build_filename (dir, name, NULL);
  g_autofree char *id = g_strndup (name, strlen (name) - strlen (".ini"));
  g_autoptr(TgAutosave) slot = autosave_new_with_id (id);
  g_autofree char *origin = NULL;
  TgAutosaveEntry *entry;
  gint64 pid;
  gint64 saved;

  if (!g_key_file_load_from_file (key_file, ini_path, G_KEY_FILE_NONE, NULL))
    {
      g_unlink (ini_path);
      return NULL;
    }
  pid = g_key_file_get_int64 (key_file, GROUP, "Pid", NULL);
  if (process_is_running (pid, g_key_file_get_uint64 (key_file, GROUP, "ProcessStart", NULL)))
    return NULL;
  if (!g_file_test (slot->sgf_path, G_FILE_TEST_IS_REGULAR))
    {
      tg_autosave_remove (slot);
      return NULL;
    }

  entry = g_new0 (TgAutosaveEntry, 1);
  entry->id = g_steal_pointer (&id);
  entry->sgf_path = g_strdup (slot->sgf_path);
  origin = g_key_file_get_string (key_file, GROUP, "Origin", NULL);
  entry->origin_uri = (origin != NULL && origin[0] != '\0') ? g_steal_pointer (&origin) : NULL;
  entry->game_index = (guint) g_key_file_get_uint64 (key_file, GROUP, "Game", NULL);
  entry->cursor = g_key_file_get_string (key_file, GROUP, "Cursor", NULL);
  entry->title = g_key_file_get_string (key_file, GROUP, "Title", NULL);
  if (entry->title == NULL)
    entry->title = g_strdup ("");
  saved = g_key_file_get_int64 (key_file, GROUP, "Saved", NULL);
  entry->saved = g_date_time_new_from_unix_utc (saved);
  if (entry->saved == NULL)
    entry->saved = g_date_time_new_from_unix_utc (0);
  return entry;
}

GPtrArray *
tg_autosave_list_orphans (void)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_autosave_entry_free);
  g_autofree char *dir = tg_autosave_get_dir ();
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;

  if (folder == NULL)
    return entries;

  while ((name = g_dir_read_name (folder)) != NULL)
    {
      TgAutosaveEntry *entry;

      if (!g_str_has_suffix (name, ".ini") || strlen (name) <= strlen (".ini"))
        continue;
      entry = read_entry (dir, name);
      if (entry != NULL)
        g_ptr_array_add (entries, entry);
    }
  g_ptr_array_sort (entries, compare_newest_first);
  return entries;
}

char *
tg_autosave_cursor_to_string (const TgGameTree *tree,
                              TgNode            node)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  GString *out = g_string_new (NULL);
  gboolean first = TRUE;

  tg_game_tree_get_path (tree, node, path);
  g_string_printf (out, "%u", path->len > 0 ? path->len - 1 : 0);
  for (guint depth = 1; depth < path->len; depth++)
    {
      guint index = tg_game_tree_get_child_index (tree, g_array_index (path, TgNode, depth));

      if (index == 0)
        continue;
      g_string_append_printf (out, "%c%u:%u", first ? '/' : ',', depth, index);
      first = FALSE;
    }
  return g_string_free (out, FALSE);
}

TgNode
tg_autosave_cursor_find (const TgGameTree *tree,
                         TgNode            root,
                         const char       *cursor)
{
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) branches = NULL;
  guint64 depth = 0;
  guint next = 0;
  TgNode node = root;

  if (cursor == NULL)
    return root;
  parts = g_strsplit (cursor, "/", 2);
  if (!g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT32, &depth, NULL))
    return root;
  if (parts[1] != NULL)
    branches = g_strsplit (parts[1], ",", -1);

  for (guint d = 1; d <= depth; d++)
    {
      guint64 index = 0;
      TgNode child;

      if (branches != NULL && branches[next] != NULL)
        {
          guint64 at = 0;
          const char *colon = strchr (branches[next], ':');
          g_autofree char *at_text = colon ? g_strndup (branches[next], colon - branches[next]) : NULL;

          if (colon != NULL &&
              g_ascii_string_to_unsigned (at_text, 10, 1, G_MAXUINT32, &at, NULL) && at == d &&
              g_ascii_string_to_unsigned (colon + 1, 10, 0, G_MAXUINT32, &index, NULL))
            next++;
          else
            index = 0;
        }
      child = tg_game_tree_get_nth_child (tree, node, (guint) index);
      if (child == TG_NODE_NONE)
        break;
      node = child;
    }
  return node;
}
