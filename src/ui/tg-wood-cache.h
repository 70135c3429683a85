/* tg-wood-cache.h: the rendered wood kept on disk between runs
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* The file that holds the wood of @svg (the SVG's bytes) rendered at
 * @size × @size pixels: a PNG in the user's cache folder, named by a
 * checksum of the SVG and the librsvg version, so changed artwork or a
 * different renderer never reads an old raster. */
char            *tg_wood_cache_path   (GBytes          *svg,
                                       int              size);
/* The raster of @path when it is a readable @size × @size PNG, else NULL. */
cairo_surface_t *tg_wood_cache_load   (const char      *path,
                                       int              size);
/* Writes @surface to @path (a temporary file renamed into place, so a
 * reader never sees half a PNG); FALSE when it cannot. */
gboolean         tg_wood_cache_save   (const char      *path,
                                       cairo_surface_t *surface);
/* As tg_wood_cache_save(), in a worker thread: PNG compression is slower
 * than reading, and the first frame need not wait for it. */
void             tg_wood_cache_save_in_background (const char      *path,
                                                   cairo_surface_t *surface);

G_END_DECLS
