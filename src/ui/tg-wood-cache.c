/* tg-wood-cache.c: the rendered wood kept on disk between runs
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wood SVG has about a thousand grain lines and fibres: librsvg takes
 * 50-100 ms of CPU to render it at a board's size, most of the work before
 * the first frame (bench/startup-vs-qgo.py). The raster is the same on
 * every run, so it is written once in the user's cache folder and read back
 * on the next start. Written as its raw pixels (cairo's RGB24, a small
 * header first), not as a PNG: inflating the PNG of a 768 px raster took
 * 10-12 ms of CPU before the first frame (perf), reading the pixels about
 * one (the file is 2.3 MB instead of 120 kB; it stays on this machine).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <librsvg/rsvg.h>
#include <glib/gstdio.h>

#include "tg-wood-cache.h"

char *
tg_wood_cache_path (GBytes *svg,
                    int     size)
{
  g_autofree char *sum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA1, svg);
  g_autofree char *name = NULL;

  g_return_val_if_fail (svg != NULL, NULL);

  name = g_strdup_printf ("wood-%.16s-rsvg%d.%d.%d-%d.rgb24", sum, LIBRSVG_MAJOR_VERSION,
                          LIBRSVG_MINOR_VERSION, LIBRSVG_MICRO_VERSION, size);
  return g_build_filename (g_get_user_cache_dir (), "tengen", name, NULL);
}

char *
tg_wood_cache_board_path (GBytes *svg)
{
  g_autofree char *sum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA1, svg);
  g_autofree char *name = NULL;

  g_return_val_if_fail (svg != NULL, NULL);

  name = g_strdup_printf ("wood-%.16s-rsvg%d.%d.%d-board.rgb24", sum, LIBRSVG_MAJOR_VERSION,
                          LIBRSVG_MINOR_VERSION, LIBRSVG_MICRO_VERSION);
  return g_build_filename (g_get_user_cache_dir (), "tengen", name, NULL);
}

/* The file's header: what the pixels that follow are, in this machine's
 * byte order (the cache is never shared between machines). */
typedef struct
{
  char    magic[8];
  guint32 format;
  guint32 width;
  guint32 height;
  guint32 stride;
} Header;

static const char MAGIC[8] = "TGWOOD1";

/* Reads exactly @len bytes of @fd into @buf. */
static gboolean
read_all (int     fd,
          void   *buf,
          size_t  len)
{
  char *p = buf;

  while (len > 0)
    {
      ssize_t n = read (fd, p, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      p += n;
      len -= (size_t) n;
    }
  return TRUE;
}

static gboolean
write_all (int         fd,
           const void *buf,
           size_t      len)
{
  const char *p = buf;

  while (len > 0)
    {
      ssize_t n = write (fd, p, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      p += n;
      len -= (size_t) n;
    }
  return TRUE;
}

cairo_surface_t *
tg_wood_cache_load (const char *path,
                    int         width,
                    int         height)
{
  cairo_surface_t *surface;
  Header header;
  GStatBuf st;
  gboolean ok;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return NULL;
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  /* Damaged or not ours (another size, another format, cut short): NULL,
   * so it is rendered again and written over. */
  ok = cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS &&
       fstat (fd, &st) == 0 &&
       read_all (fd, &header, sizeof header) &&
       memcmp (header.magic, MAGIC, sizeof MAGIC) == 0 &&
       header.format == CAIRO_FORMAT_RGB24 &&
       header.width == (guint32) width && header.height == (guint32) height &&
       header.stride == (guint32) cairo_image_surface_get_stride (surface) &&
       st.st_size == (goffset) (sizeof header + (gsize) header.stride * header.height);
  if (ok)
    {
      cairo_surface_flush (surface);
      ok = read_all (fd, cairo_image_surface_get_data (surface),
                     (gsize) header.stride * header.height);
      cairo_surface_mark_dirty (surface);
    }
  g_close (fd, NULL);
  if (!ok)
    g_clear_pointer (&surface, cairo_surface_destroy);
  return surface;
}

gboolean
tg_wood_cache_save (const char      *path,
                    cairo_surface_t *surface)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *tmp = NULL;
  Header header = { { 0 } };
  gboolean ok;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (surface != NULL, FALSE);

  if (cairo_surface_get_type (surface) != CAIRO_SURFACE_TYPE_IMAGE)
    return FALSE;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return FALSE;
  tmp = g_build_filename (dir, ".wood-XXXXXX", NULL);
  fd = g_mkstemp_full (tmp, O_WRONLY, 0600);
  if (fd < 0)
    return FALSE;
  cairo_surface_flush (surface);
  memcpy (header.magic, MAGIC, sizeof MAGIC);
  header.format = cairo_image_surface_get_format (surface);
  header.width = cairo_image_surface_get_width (surface);
  header.height = cairo_image_surface_get_height (surface);
  header.stride = cairo_image_surface_get_stride (surface);
  ok = write_all (fd, &header, sizeof header) &&
       write_all (fd, cairo_image_surface_get_data (surface),
                  (gsize) header.stride * header.height);
  ok = g_close (fd, NULL) && ok;
  /* Renamed into place: a reader never sees half a raster. */
  if (!ok || g_rename (tmp, path) != 0)
    {
      g_unlink (tmp);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  char            *path;
  cairo_surface_t *surface;
} SaveJob;

static gpointer
save_thread (gpointer data)
{
  SaveJob *job = data;

  /* A cache: when it cannot be written, the next start renders again. */
  (void) tg_wood_cache_save (job->path, job->surface);
  cairo_surface_destroy (job->surface);
  g_free (job->path);
  g_free (job);
  return NULL;
}

void
tg_wood_cache_save_in_background (const char      *path,
                                  cairo_surface_t *surface)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  g_return_if_fail (path != NULL);
  g_return_if_fail (surface != NULL);

  job->path = g_strdup (path);
  /* The caller never draws on it again: reading it here is safe. */
  job->surface = cairo_surface_reference (surface);
  g_thread_unref (g_thread_new ("tengen-wood-cache", save_thread, job));
}
