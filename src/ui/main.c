/* main.c: the tengen executable
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "tg-application.h"
#include "tg-tooltip-fit.h"

/* Whether @dir holds our catalogue for one of the user's languages. */
static gboolean
has_catalogue (const char *dir)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dir, languages[i], "LC_MESSAGES",
                                                GETTEXT_PACKAGE ".mo", NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

/* The installed catalogues, or, when Tengen is not installed (run from its
 * build folder), the ones meson builds into <build>/po/<lang>/LC_MESSAGES,
 * as tg-application.c falls back to the schema compiled into
 * BUILD_DATA_DIR (<build>/data). */
static char *
find_locale_dir (void)
{
  g_autofree char *build_root = g_path_get_dirname (BUILD_DATA_DIR);
  g_autofree char *build_po = g_build_filename (build_root, "po", NULL);

  if (!has_catalogue (LOCALEDIR) && has_catalogue (build_po))
    return g_steal_pointer (&build_po);
  return g_strdup (LOCALEDIR);
}

/* Without a GPU (no DRM render node: a virtual X server, a remote or
 * headless session), OpenGL would be Mesa's software rasteriser: loading
 * it (LLVM, llvmpipe) cost about 2 s and 130 MB before the first window
 * under Xvfb (bench/startup-vs-qgo.py), while GTK's cairo renderer draws a
 * board just as well. The user's own GSK_RENDERER or GDK_DEBUG wins. */
static void
prefer_cairo_without_gpu (void)
{
  g_autoptr(GDir) dri = NULL;
  const char *name;

  if (g_getenv ("GSK_RENDERER") != NULL || g_getenv ("GDK_DEBUG") != NULL)
    return;
  dri = g_dir_open ("/dev/dri", 0, NULL);
  while (dri != NULL && (name = g_dir_read_name (dri)) != NULL)
    if (g_str_has_prefix (name, "renderD"))
      return;
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

static void
startup_cb (GApplication *app,
            gpointer      user_data)
{
  /* GTK is initialised now. */
  tg_tooltip_fit_install ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TgApplication) app = NULL;
  g_autofree char *locale_dir = NULL;

  setlocale (LC_ALL, "");
  locale_dir = find_locale_dir ();
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  prefer_cairo_without_gpu ();
  app = tg_application_new ();
  g_signal_connect (app, "startup", G_CALLBACK (startup_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
