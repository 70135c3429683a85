/* tg-application-actions.c: application actions and accelerators
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-application-private.h"
#include "tg-preferences-window.h"

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (app));

  /* Each window asks about its own unsaved changes. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  TgApplication *self = TG_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (tg_preferences_window_new (parent, tg_application_get_settings (self)));
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Tengen authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-name", _("Tengen"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", _("The Tengen authors"),
                        "developers", developers,
                        "copyright", "© 2026 The Tengen authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/tengen/tengen",
                        "comments", _("A Go board to play on, review game records with, and "
                                      "count finished games under Chinese, Japanese, Korean, "
                                      "AGA, Ing, New Zealand, Tromp-Taylor and ancient rules."),
                        /* Translators: your names, one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "preferences", preferences_action },
  { "about", about_action },
};

static const struct
{
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.quit",                { "<Control>q", NULL } },
  { "app.preferences",         { "<Control>comma", NULL } },
  { "win.new-game",            { "<Control>n", NULL } },
  { "win.open",                { "<Control>o", NULL } },
  { "win.save",                { "<Control>s", NULL } },
  { "win.save-as",             { "<Control><Shift>s", NULL } },
  /* GtkWindow's own action: asks about unsaved changes as the close
   * button does. */
  { "window.close",            { "<Control>w", NULL } },
  { "win.count",               { "<Control><Shift>c", NULL } },
  { "win.estimate",            { "<Control>e", NULL } },
  { "win.analysis",            { "<Control><Shift>a", NULL } },
  { "win.side-panel",          { "F9", NULL } },
  { "win.show-help-overlay",   { "F1", "<Control>question", NULL } },
};

void
_tg_application_actions_init (TgApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);
}
