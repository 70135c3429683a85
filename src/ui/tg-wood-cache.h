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
 * @size × @size pixels: its raw pixels in the user's cache folder, named by a
 * checksum of the SVG and the librsvg version, so changed artwork or a
 * different renderer never reads an old raster. */
char            *tg_wood_cache_path   (GBytes          *svg,
                                       int              size);
/* The file that holds the wood of @svg as a board view last drew it on
 * opening (tg-stone-cache.c): scaled to that board's size, which a window
 * restored to its last size asks for again, so its first frame neither
 * reads the larger square raster nor scales it. One file, written over
 * when the size changes. */
char            *tg_wood_cache_board_path (GBytes      *svg);
/* The raster of @path when it holds a readable @width × @height RGB24
 * raster, else NULL. */
cairo_surface_t *tg_wood_cache_load   (const char      *path,
                                       int              width,
                                       int              height);
/* Writes @surface to @path (a temporary file renamed into place, so a
 * reader never sees half a raster); FALSE when it cannot. */
gboolean         tg_wood_cache_save   (const char      *path,
                                       cairo_surface_t *surface);
/* As tg_wood_cache_save(), in a worker thread: the first frame need not
 * wait for the write. */
void             tg_wood_cache_save_in_background (const char      *path,
                                                   cairo_surface_t *surface);

G_END_DECLS
