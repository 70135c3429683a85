/* tg-analysis-preferences.c: the Analysis group of Preferences → Engines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-analysis-engine-choice.h"
#include "tg-analysis-preferences.h"

typedef struct
{
  GSettings   *settings;
  AdwComboRow *engine_row;
  GPtrArray   *ids;            /* "" (automatic), then each engine's id */
  gboolean     rebuilding;
} AnalysisPrefs;

static void
prefs_free (AnalysisPrefs *prefs)
{
  g_signal_handlers_disconnect_by_data (prefs->settings, prefs);
  g_clear_object (&prefs->settings);
  g_ptr_array_unref (prefs->ids);
  g_free (prefs);
}

static void
rebuild_engines (AnalysisPrefs *prefs)
{
  g_autoptr(GPtrArray) list = tg_analysis_engine_list (prefs->settings);
  g_autofree char *wanted = g_settings_get_string (prefs->settings, "analysis-engine");
  GtkStringList *names = gtk_string_list_new (NULL);
  g_autofree char *automatic = NULL;
  guint selected = 0;

  g_ptr_array_set_size (prefs->ids, 0);
  g_ptr_array_add (prefs->ids, g_strdup (""));
  /* TRANSLATORS: the automatic choice of analysis engine, and the one it
   * takes now, whose name may have brackets of its own ("GNU Go (no
   * winrates)"): a colon, not brackets */
  automatic = list->len > 0
              ? g_strdup_printf (_("Automatic: %s"), ((TgAnalysisEngineChoice *) list->pdata[0])->name)
              : g_strdup (_("Automatic (none installed)"));
  gtk_string_list_append (names, automatic);
  for (guint i = 0; i < list->len; i++)
    {
      TgAnalysisEngineChoice *choice = g_ptr_array_index (list, i);

      if (g_str_equal (choice->id, wanted))
        selected = prefs->ids->len;
      g_ptr_array_add (prefs->ids, g_strdup (choice->id));
      gtk_string_list_append (names, choice->name);
    }
  prefs->rebuilding = TRUE;
  adw_combo_row_set_model (prefs->engine_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (prefs->engine_row, selected);
  prefs->rebuilding = FALSE;
  g_object_unref (names);
}

static void
engine_selected_cb (AdwComboRow   *row,
                    GParamSpec    *pspec,
                    AnalysisPrefs *prefs)
{
  guint selected = adw_combo_row_get_selected (row);

  if (prefs->rebuilding || selected >= prefs->ids->len)
    return;
  g_settings_set_string (prefs->settings, "analysis-engine", prefs->ids->pdata[selected]);
}

/* A combo row over a string setting with fixed @values. */
static GtkWidget *
choice_row (GSettings          *settings,
            const char         *key,
            const char         *title,
            const char *const  *values,
            const char *const  *labels)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new ((const char *const *) labels);
  g_autofree char *value = g_settings_get_string (settings, key);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], value))
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  g_object_set_data (G_OBJECT (row), "values", (gpointer) values);
  g_object_set_data_full (G_OBJECT (row), "key", g_strdup (key), g_free);
  return row;
}

static void
choice_selected_cb (AdwComboRow *row,
                    GParamSpec  *pspec,
                    GSettings   *settings)
{
  const char *const *values = g_object_get_data (G_OBJECT (row), "values");
  guint selected = adw_combo_row_get_selected (row);

  if (selected < g_strv_length ((char **) values))
    g_settings_set_string (settings, g_object_get_data (G_OBJECT (row), "key"), values[selected]);
}

static GtkWidget *
visits_row (GSettings *settings)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (10, 100000, 10);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Visits per position"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("More is stronger and slower; the engine stops there"));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_settings_bind (settings, "analysis-visits", spin, "value", G_SETTINGS_BIND_DEFAULT);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  return row;
}

GtkWidget *
tg_analysis_preferences_group_new (GSettings *settings)
{
  static const char *const label_values[] = { "winrate", "score", NULL };
  static const char *const color_values[] = { "katrain", "colorblind", NULL };
  const char *label_names[] = { _("Winrate"), _("Score lead"), NULL };
  const char *color_names[] = { _("KaTrain’s (purple to green)"),
                                _("Colour-blind safe (red to blue)"), NULL };
  GtkWidget *group = adw_preferences_group_new ();
  AnalysisPrefs *prefs = g_new0 (AnalysisPrefs, 1);
  GtkWidget *row;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Analysis"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The engine that reviews games: its moves, "
                                           "winrates and mistakes"));
  prefs->settings = g_object_ref (settings);
  prefs->ids = g_ptr_array_new_with_free_func (g_free);
  prefs->engine_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (prefs->engine_row), _("Analyse with"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (prefs->engine_row),
                               _("The first is KataGo, else Leela Zero, else GNU Go"));
  gtk_widget_set_name (GTK_WIDGET (prefs->engine_row), "analysis-engine-row");
  rebuild_engines (prefs);
  g_signal_connect (prefs->engine_row, "notify::selected", G_CALLBACK (engine_selected_cb), prefs);
  g_signal_connect_swapped (settings, "changed::engines", G_CALLBACK (rebuild_engines), prefs);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (prefs->engine_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), visits_row (settings));

  row = choice_row (settings, "analysis-label", _("Candidate moves show"),
                    label_values, label_names);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected_cb), settings);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  row = choice_row (settings, "analysis-colors", _("Mistake colours"),
                    color_values, color_names);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected_cb), settings);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  g_object_set_data_full (G_OBJECT (group), "analysis-prefs", prefs,
                          (GDestroyNotify) prefs_free);
  return group;
}
