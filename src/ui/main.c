/* main.c: the tengen executable
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "tg-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(TgApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tg_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
