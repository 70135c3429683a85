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

  tg_application_prefer_cairo_without_gpu ();
  app = tg_application_new ();
  g_signal_connect (app, "startup", G_CALLBACK (startup_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
