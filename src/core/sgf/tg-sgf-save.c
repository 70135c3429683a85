/* tg-sgf-save.c: the one save path of the app and the CLI
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save never touches the old file until the new text is safely on disk:
 * the text goes into a temporary file in the same folder (so the rename
 * stays on one file system), every write, fsync and close is checked,
 * and only then is the temporary renamed over the file and the folder
 * flushed. Any failure deletes the temporary and leaves the old file
 * byte for byte. A folder that cannot take a temporary file is an error
 * of its own ("use Save As…"): the file is never rewritten in place.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tg-sgf-writer.h"

/* The messages leave out the file's name: the caller's heading or
 * "FILE: error:" prefix gives it. */
static gboolean
set_errno_error (GError **error,
                 int      saved_errno)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: "No space left on device. The file is unchanged." */
               _("%s. The file is unchanged."), g_strerror (saved_errno));
  return FALSE;
}

gboolean
tg_sgf_write_fd (int          fd,
                 const char  *data,
                 gsize        len,
                 GError     **error)
{
  gsize done = 0;

  while (done < len)
    {
      gssize n = write (fd, data + done, MIN (len - done, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved_errno = n < 0 ? errno : ENOSPC;

          g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                               g_strerror (saved_errno));
          return FALSE;
        }
      done += n;
    }
  return TRUE;
}

/* The file that a save replaces: @path itself, or the file a symbolic
 * link names (the link stays a link). */
static char *
resolve_target (const char *path)
{
  char *real = realpath (path, NULL);
  char *target;

  if (real == NULL)
    return g_strdup (path);
  target = g_strdup (real);
  free (real);
  return target;
}

static gboolean
is_read_only_errno (int e)
{
  return e == EACCES || e == EPERM || e == EROFS;
}

/* Creates the temporary file next to @target; its name in *@tmp_path. */
static int
open_temp (const char  *target,
           char       **tmp_path,
           GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *tmpl = NULL;
  int fd;

  tmpl = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  fd = g_mkstemp_full (tmpl, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      int saved_errno = errno;

      if (is_read_only_errno (saved_errno))
        g_set_error (error, G_IO_ERROR,
                     saved_errno == EROFS ? G_IO_ERROR_READ_ONLY : G_IO_ERROR_PERMISSION_DENIED,
                     _("The folder “%s” is read-only; use Save As… to save the game "
                       "elsewhere. The file is unchanged."), dir);
      else if (saved_errno == ENOENT)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     _("The folder “%s” does not exist."), dir);
      else
        set_errno_error (error, saved_errno);
      return -1;
    }
  *tmp_path = g_steal_pointer (&tmpl);
  return fd;
}

/* A new file gets the usual mode (0666 less the umask, as g_mkstemp_full
 * made it); a replaced one keeps its own. */
static void
keep_mode (int         fd,
           const char *target)
{
  struct stat st;

  if (g_stat (target, &st) == 0 && S_ISREG (st.st_mode))
    fchmod (fd, st.st_mode & 07777);
}

static gboolean
write_temp (int          fd,
            const char  *data,
            gsize        len,
            GError     **error)
{
  g_autoptr(GError) local = NULL;

  if (!tg_sgf_write_fd (fd, data, len, &local))
    {
      g_set_error (error, G_IO_ERROR, local->code,
                   _("%s. The file is unchanged."), local->message);
      return FALSE;
    }
  if (fsync (fd) != 0)
    return set_errno_error (error, errno);
  return TRUE;
}

static gboolean
make_backup (const char  *target,
             GError     **error)
{
  g_autofree char *backup = g_strconcat (target, "~", NULL);
  g_autofree char *old = NULL;
  g_autoptr(GError) local = NULL;
  gsize old_len = 0;

  if (!g_file_test (target, G_FILE_TEST_EXISTS))
    return TRUE;
  if (!g_file_get_contents (target, &old, &old_len, &local) ||
      !g_file_set_contents_full (backup, old, old_len, G_FILE_SET_CONTENTS_CONSISTENT,
                                 0666, &local))
    {
      g_set_error (error, G_IO_ERROR, local->code,
                   _("The backup copy could not be made: %s. The file is unchanged."),
                   local->message);
      return FALSE;
    }
  return TRUE;
}

static void
sync_folder (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd < 0)
    return;
  /* The new file is in place; a folder that cannot be synced (some
   * network file systems) changes nothing about that. */
  fsync (fd);
  close (fd);
}

gboolean
tg_sgf_save_data (const char  *path,
                  const char  *data,
                  gsize        len,
                  gboolean     backup,
                  GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *tmp_path = NULL;
  gboolean ok;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  target = resolve_target (path);
  if (g_file_test (target, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                   _("“%s” is a folder"), path);
      return FALSE;
    }
  fd = open_temp (target, &tmp_path, error);
  if (fd < 0)
    return FALSE;
  keep_mode (fd, target);
  ok = write_temp (fd, data, len, error);
  if (close (fd) != 0 && ok)
    ok = set_errno_error (error, errno);
  if (ok && backup)
    ok = make_backup (target, error);
  if (ok && g_rename (tmp_path, target) != 0)
    ok = set_errno_error (error, errno);
  if (!ok)
    {
      g_unlink (tmp_path);
      return FALSE;
    }
  sync_folder (target);
  return TRUE;
}

gboolean
tg_sgf_save_file (TgGameTree  *tree,
                  const char  *path,
                  gboolean     backup,
                  GError     **error)
{
  g_autofree char *text = NULL;
  gsize len = 0;

  g_return_val_if_fail (tree != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = tg_sgf_write (tree, &len);
  return tg_sgf_save_data (path, text, len, backup, error);
}
