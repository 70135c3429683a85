/* tg-wood-cache.c: the rendered wood kept on disk between runs
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wood SVG has about a thousand grain lines and fibres: librsvg takes
 * 50-100 ms of CPU to render it at a board's size, most of the work before
 * the first frame (bench/startup-vs-qgo.py). The raster is the same on
 * every run, so it is written once as a PNG in the user's cache folder and
 * read back (a few ms) on the next start.
 */

#include "config.h"

#include <fcntl.h>
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

  name = g_strdup_printf ("wood-%.16s-rsvg%d.%d.%d-%d.png", sum, LIBRSVG_MAJOR_VERSION,
                          LIBRSVG_MINOR_VERSION, LIBRSVG_MICRO_VERSION, size);
  return g_build_filename (g_get_user_cache_dir (), "tengen", name, NULL);
}

cairo_surface_t *
tg_wood_cache_load (const char *path,
                    int         size)
{
  cairo_surface_t *surface;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  surface = cairo_image_surface_create_from_png (path);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS ||
      cairo_image_surface_get_width (surface) != size ||
      cairo_image_surface_get_height (surface) != size ||
      cairo_image_surface_get_format (surface) != CAIRO_FORMAT_RGB24)
    {
      /* Damaged or not ours: rendered again and written over. */
      cairo_surface_destroy (surface);
      return NULL;
    }
  return surface;
}

gboolean
tg_wood_cache_save (const char      *path,
                    cairo_surface_t *surface)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *tmp = NULL;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (surface != NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return FALSE;
  tmp = g_build_filename (dir, ".wood-XXXXXX.png", NULL);
  fd = g_mkstemp_full (tmp, O_WRONLY, 0600);
  if (fd < 0)
    return FALSE;
  g_close (fd, NULL);
  if (cairo_surface_write_to_png (surface, tmp) != CAIRO_STATUS_SUCCESS ||
      g_rename (tmp, path) != 0)
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
