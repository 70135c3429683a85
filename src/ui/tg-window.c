/* tg-window.c: a Tengen window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-window.h"

struct _TgWindow
{
  AdwApplicationWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (TgWindow, tg_window, ADW_TYPE_APPLICATION_WINDOW)

static void
tg_window_class_init (TgWindowClass *klass)
{
}

static void
tg_window_init (TgWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), "Tengen");
  gtk_widget_set_vexpand (status, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), status);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), box);
  gtk_window_set_title (GTK_WINDOW (self), "Tengen");
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 760);
}

TgWindow *
tg_window_new (TgApplication *app)
{
  return g_object_new (TG_TYPE_WINDOW, "application", app, NULL);
}
