/* tg-sgf-load.c: the bytes of a file for the SGF reader, within limits
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A regular file is read into one buffer of its size (no doubling and
 * copying as it grows), allocated with g_try_malloc: a size that the
 * file gives never aborts the process. Inputs over TG_SGF_MAX_INPUT_SIZE
 * are refused before anything is allocated; a pipe or FIFO is read up to
 * that size and refused past it; a device (/dev/zero never ends) or a
 * folder is refused at once.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tg-memory.h"
#include "tg-sgf-reader.h"

#define CHUNK ((gsize) 4 * 1024 * 1024)

static gpointer
too_large (GError **error)
{
  g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE,
               _("The file is larger than %u MB, the largest record Tengen reads"),
               (guint) (TG_SGF_MAX_INPUT_SIZE / (1024 * 1024)));
  return NULL;
}

static gpointer
no_memory (gsize    size,
           GError **error)
{
  g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE,
               _("Not enough memory to read a file of %zu MB"),
               size / (1024 * 1024) + 1);
  return NULL;
}

static gboolean
read_error (const char  *path,
            int          saved_errno,
            GError     **error)
{
  g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_IO, _("Could not read “%s”: %s"), path,
               g_strerror (saved_errno));
  return FALSE;
}

/* Reads up to @want bytes into @buf + *@len; FALSE on an error. */
static gboolean
read_some (int           fd,
           const char   *path,
           char         *buf,
           gsize        *len,
           gsize         want,
           gboolean     *eof,
           GCancellable *cancellable,
           GError      **error)
{
  gsize stop = *len + want;

  *eof = FALSE;
  while (*len < stop)
    {
      gssize n;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      n = read (fd, buf + *len, MIN (stop - *len, CHUNK));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return read_error (path, errno, error);
      if (n == 0)
        {
          *eof = TRUE;
          return TRUE;
        }
      *len += n;
    }
  return TRUE;
}

/* A regular file of @size bytes (it may grow or shrink meanwhile). */
static char *
read_regular (int           fd,
              const char   *path,
              gsize         size,
              gsize        *len,
              GCancellable *cancellable,
              GError      **error)
{
  g_autofree char *buf = NULL;
  gboolean eof = FALSE;
  char extra;
  gsize got = 0;

  if (size > TG_SGF_MAX_INPUT_SIZE)
    return too_large (error);
  buf = tg_memory_try_alloc (size + 1);
  if (buf == NULL)
    return no_memory (size, error);
  tg_memory_prefault (buf, size + 1);
  if (!read_some (fd, path, buf, &got, size, &eof, cancellable, error))
    return NULL;
  if (!eof)
    {
      /* Grown since fstat(): nothing more is taken than its size then. */
      gsize probe = 0;

      if (!read_some (fd, path, &extra, &probe, 1, &eof, cancellable, error))
        return NULL;
      if (probe > 0)
        return too_large (error);
    }
  buf[got] = '\0';
  *len = got;
  return g_steal_pointer (&buf);
}

/* A pipe or FIFO: read in chunks until its end or the limit. */
static char *
read_stream (int           fd,
             const char   *path,
             gsize        *len,
             GCancellable *cancellable,
             GError      **error)
{
  g_autofree char *buf = NULL;
  gsize alloc = 0, got = 0;
  gboolean eof = FALSE;

  while (!eof)
    {
      if (got == alloc)
        {
          char *bigger;

          if (alloc > TG_SGF_MAX_INPUT_SIZE)
            return too_large (error);
          alloc = MAX (alloc * 2, CHUNK);
          bigger = g_try_realloc (buf, alloc + 2);
          if (bigger == NULL)
            return no_memory (alloc, error);
          buf = bigger;
        }
      if (!read_some (fd, path, buf, &got, MIN (alloc - got, CHUNK), &eof, cancellable, error))
        return NULL;
    }
  if (got > TG_SGF_MAX_INPUT_SIZE)
    return too_large (error);
  buf[got] = '\0';
  *len = got;
  return g_steal_pointer (&buf);
}

GBytes *
tg_sgf_load_file (const char   *path,
                  GCancellable *cancellable,
                  GError      **error)
{
  struct stat st;
  char *data;
  gsize len = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      read_error (path, errno, error);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      read_error (path, errno, error);
      close (fd);
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_IO, _("“%s” is a folder, not a file"), path);
      data = NULL;
    }
  else if (S_ISREG (st.st_mode))
    data = read_regular (fd, path, st.st_size, &len, cancellable, error);
  else if (S_ISFIFO (st.st_mode) || S_ISSOCK (st.st_mode))
    data = read_stream (fd, path, &len, cancellable, error);
  else
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_IO,
                   _("“%s” is a device, not a file (it may never end)"), path);
      data = NULL;
    }
  close (fd);
  if (data == NULL)
    return NULL;
  return g_bytes_new_take (data, len);
}
