/* tg-preferences-engines.c: the Engines page of Preferences
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An engine the user adds is started (TgEngine) before it is saved: it
 * must answer "name". The check runs asynchronously; the form says what
 * happened (the fault's message names the command and quotes the engine's
 * error output), and the engine quits right after.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine.h"
#include "tg-engine-registry.h"
#include "tg-analysis-preferences.h"
#include "tg-preferences-engines.h"

typedef struct
{
  GSettings      *settings;
  GtkWidget      *list_group;
  GPtrArray      *rows;          /* rows in list_group */
  AdwEntryRow    *name_row;
  AdwEntryRow    *command_row;
  GtkWidget      *add_button;
  GtkLabel       *status;
  TgEngine       *checking;
  GtkWidget      *widget;        /* the page, which owns this */
} EnginesPage;

static void
engines_page_free (EnginesPage *page)
{
  g_signal_handlers_disconnect_by_data (page->settings, page);
  g_clear_object (&page->settings);
  g_ptr_array_unref (page->rows);
  g_free (page);
}

static void
remove_clicked_cb (GtkButton   *button,
                   EnginesPage *page)
{
  const char *name = g_object_get_data (G_OBJECT (button), "engine-name");
  g_autoptr(GVariant) user = g_settings_get_value (page->settings, "engines");
  g_autoptr(GVariant) updated = tg_engine_registry_remove (user, name);

  g_settings_set_value (page->settings, "engines", updated);
}

static void
rebuild_list (EnginesPage *page)
{
  g_autoptr(GVariant) user = g_settings_get_value (page->settings, "engines");
  g_autoptr(GPtrArray) entries = tg_engine_registry_list (user);

  for (guint i = 0; i < page->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (page->list_group),
                                  g_ptr_array_index (page->rows, i));
  g_ptr_array_set_size (page->rows, 0);

  for (guint i = 0; i < entries->len; i++)
    {
      const TgEngineEntry *entry = g_ptr_array_index (entries, i);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), entry->command_line);
      if (!entry->has_levels)
        {
          GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (button, "flat");
          gtk_widget_set_tooltip_text (button, _("Remove"));
          g_object_set_data_full (G_OBJECT (button), "engine-name", g_strdup (entry->name),
                                  g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), page);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      else
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                     _("Found on this computer; levels 1 to 10 in New Game"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (page->list_group), row);
      g_ptr_array_add (page->rows, row);
    }
  if (entries->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     _("No engine yet: install GNU Go, or add one below"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (page->list_group), row);
      g_ptr_array_add (page->rows, row);
    }
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(GtkWidget) widget = data;    /* held while the check ran */
  EnginesPage *page = g_object_get_data (G_OBJECT (widget), "engines-page");
  TgEngine *engine = TG_ENGINE (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *command = NULL;
  g_autofree char *message = NULL;

  if (!tg_engine_start_finish (engine, result, &error))
    message = g_strdup (error->message);
  else
    {
      g_autoptr(GVariant) user = g_settings_get_value (page->settings, "engines");
      g_autoptr(GVariant) updated = NULL;
      g_autofree char *full = tg_engine_get_full_name (engine);

      name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (page->name_row))));
      command = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (page->command_row))));
      updated = tg_engine_registry_add (user, name[0] ? name : tg_engine_get_name (engine),
                                        command);
      g_settings_set_value (page->settings, "engines", updated);
      /* Translators: %s is what the engine says its name is, like "KataGo 1.13" */
      message = g_strdup_printf (_("Added: it answers as %s"), full);
      gtk_editable_set_text (GTK_EDITABLE (page->name_row), "");
      gtk_editable_set_text (GTK_EDITABLE (page->command_row), "");
    }
  gtk_label_set_text (page->status, message);
  gtk_widget_set_sensitive (page->add_button, TRUE);
  tg_engine_quit_async (engine, TG_ENGINE_QUIT_GRACE_MSEC, NULL, NULL);
  g_clear_object (&page->checking);
}

static void
add_clicked_cb (GtkButton   *button,
                EnginesPage *page)
{
  const char *command = gtk_editable_get_text (GTK_EDITABLE (page->command_row));
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;

  if (page->checking != NULL)
    return;
  engine = tg_engine_new (gtk_editable_get_text (GTK_EDITABLE (page->name_row)), command, &error);
  if (engine == NULL)
    {
      gtk_label_set_text (page->status, error->message);
      return;
    }
  gtk_label_set_text (page->status, _("Starting the engine…"));
  gtk_widget_set_sensitive (page->add_button, FALSE);
  page->checking = g_object_ref (engine);
  tg_engine_start_async (engine, NULL, check_done_cb, g_object_ref (page->widget));
}

static GtkWidget *
add_group (EnginesPage *page)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Add an Engine"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Any program that speaks GTP, for example “katago gtp -model m.bin.gz -config "
      "gtp.cfg”, “leelaz --gtp -w network.gz” or “pachi”"));
  page->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (page->name_row), _("Name"));
  gtk_widget_set_name (GTK_WIDGET (page->name_row), "engine-name");
  page->command_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (page->command_row), _("Command Line"));
  gtk_widget_set_name (GTK_WIDGET (page->command_row), "engine-command");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (page->name_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (page->command_row));

  page->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (page->status, TRUE);
  gtk_label_set_xalign (page->status, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (page->status), TRUE);
  gtk_widget_set_name (GTK_WIDGET (page->status), "engine-status");
  page->add_button = gtk_button_new_with_mnemonic (_("_Check and Add"));
  gtk_widget_set_name (page->add_button, "engine-add");
  gtk_widget_set_valign (page->add_button, GTK_ALIGN_START);
  g_signal_connect (page->add_button, "clicked", G_CALLBACK (add_clicked_cb), page);
  gtk_widget_set_margin_top (box, 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (page->status));
  gtk_box_append (GTK_BOX (box), page->add_button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
  return group;
}

void
tg_preferences_engines_add_page (AdwPreferencesWindow *window,
                                 GSettings            *settings)
{
  GtkWidget *prefs_page = adw_preferences_page_new ();
  EnginesPage *page = g_new0 (EnginesPage, 1);

  page->settings = g_object_ref (settings);
  page->rows = g_ptr_array_new ();
  page->widget = prefs_page;
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (prefs_page), _("Engines"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (prefs_page),
                                      "applications-games-symbolic");
  gtk_widget_set_name (prefs_page, "engines");

  page->list_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (page->list_group),
                                   _("Computer Players"));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (prefs_page),
                            ADW_PREFERENCES_GROUP (page->list_group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (prefs_page),
                            ADW_PREFERENCES_GROUP (add_group (page)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (prefs_page),
                            ADW_PREFERENCES_GROUP (tg_analysis_preferences_group_new (settings)));
  rebuild_list (page);
  g_signal_connect_swapped (settings, "changed::engines", G_CALLBACK (rebuild_list), page);
  g_object_set_data_full (G_OBJECT (prefs_page), "engines-page", page,
                          (GDestroyNotify) engines_page_free);
  adw_preferences_window_add (window, ADW_PREFERENCES_PAGE (prefs_page));
}
