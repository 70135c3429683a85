/* tg-rsvg.c: librsvg, loaded when the first SVG is drawn
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * librsvg brings libxml2 and ICU with it. Linked into the program, the
 * three were loaded and relocated before main() on every start: about
 * 2 ms of CPU, 3-5 ms of wall time and 2.6 MB of RSS (a program linking
 * GTK and libadwaita, with and without librsvg; perf stat, 30 runs each).
 * Yet a start whose wood comes from the disk cache (tg-wood-cache.c) and
 * whose first position has no stones draws no SVG at all. So librsvg is
 * opened here, the first time an SVG is parsed.
 */

#include "config.h"

#include <gio/gio.h>
#include <gmodule.h>

#include "tg-rsvg.h"

/* librsvg's soname since 2.0 (Linux; the only platform Tengen ships on). */
#define RSVG_LIBRARY "librsvg-2.so.2"

static TgRsvg  rsvg;
static char   *load_error;

static gboolean
lookup (GModule     *module,
        const char  *name,
        gpointer    *symbol)
{
  if (g_module_symbol (module, name, symbol) && *symbol != NULL)
    return TRUE;
  load_error = g_strdup_printf ("%s has no %s", RSVG_LIBRARY, name);
  return FALSE;
}

static gpointer
load (gpointer data)
{
  GModule *module = g_module_open (RSVG_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

  if (module == NULL)
    {
      load_error = g_strdup (g_module_error ());
      return NULL;
    }
  if (!lookup (module, "rsvg_handle_new_from_data", (gpointer *) &rsvg.new_from_data)
      || !lookup (module, "rsvg_handle_render_document", (gpointer *) &rsvg.render_document)
      || !lookup (module, "rsvg_handle_render_layer", (gpointer *) &rsvg.render_layer))
    {
      g_module_close (module);
      return NULL;
    }
  /* Its GTypes stay registered: the library must never be unloaded. */
  g_module_make_resident (module);
  return &rsvg;
}

const TgRsvg *
tg_rsvg_get (GError **error)
{
  static GOnce once = G_ONCE_INIT;
  const TgRsvg *loaded = g_once (&once, load, NULL);

  if (loaded == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 "librsvg cannot be loaded: %s", load_error);
  return loaded;
}
