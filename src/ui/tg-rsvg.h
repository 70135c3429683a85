/* tg-rsvg.h: librsvg, loaded when the first SVG is drawn
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <librsvg/rsvg.h>

G_BEGIN_DECLS

/* The librsvg functions the board's artwork uses. */
typedef struct
{
  RsvgHandle *(*new_from_data)   (const guint8        *data,
                                  gsize                data_len,
                                  GError             **error);
  gboolean    (*render_document) (RsvgHandle          *handle,
                                  cairo_t             *cr,
                                  const RsvgRectangle *viewport,
                                  GError             **error);
  gboolean    (*render_layer)    (RsvgHandle          *handle,
                                  cairo_t             *cr,
                                  const char          *id,
                                  const RsvgRectangle *viewport,
                                  GError             **error);
} TgRsvg;

/* librsvg, loaded on the first call (and kept loaded); NULL with @error set
 * when it cannot be loaded. */
const TgRsvg *tg_rsvg_get (GError **error);

G_END_DECLS
