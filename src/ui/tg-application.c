/* tg-application.c: the Tengen application
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-application.h"
#include "tg-window.h"

struct _TgApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (TgApplication, tg_application, ADW_TYPE_APPLICATION)

static void
tg_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (tg_window_new (TG_APPLICATION (app)));
  gtk_window_present (window);
}

static void
tg_application_class_init (TgApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = tg_application_activate;
}

static void
tg_application_init (TgApplication *self)
{
}

TgApplication *
tg_application_new (void)
{
  return g_object_new (TG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}
