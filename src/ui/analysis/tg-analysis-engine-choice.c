/* tg-analysis-engine-choice.c: which engine analyses ("Analyse with")
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tg-analysis-engine-choice.h"
#include "tg-analysis-engines.h"
#include "tg-analysis.h"
#include "tg-engine-registry.h"

void
tg_analysis_engine_choice_free (TgAnalysisEngineChoice *choice)
{
  if (choice == NULL)
    return;
  g_free (choice->id);
  g_free (choice->name);
  g_free (choice->command_line);
  g_free (choice);
}

static TgAnalysisEngineChoice *
choice_new (const char *id,
            const char *name,
            const char *command_line)
{
  TgAnalysisEngineChoice *choice = g_new0 (TgAnalysisEngineChoice, 1);

  choice->id = g_strdup (id);
  choice->name = g_strdup (name);
  choice->command_line = g_strdup (command_line);
  return choice;
}

static gboolean
is_katago (const TgEngineEntry *entry)
{
  g_autofree char *line = g_ascii_strdown (entry->command_line, -1);
  g_autofree char *name = g_ascii_strdown (entry->name, -1);

  return strstr (line, "katago") != NULL || strstr (name, "katago") != NULL;
}

GPtrArray *
tg_analysis_engine_list (GSettings *settings)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_engine_choice_free);
  g_autoptr(GVariant) user = g_settings_get_value (settings, "engines");
  g_autoptr(GPtrArray) engines = tg_engine_registry_list (user);
  g_autofree char *leelaz = tg_analysis_leelaz_command_line (NULL, NULL);
  const TgEngineEntry *gnugo = NULL;

  for (guint i = 0; i < engines->len; i++)
    {
      const TgEngineEntry *entry = g_ptr_array_index (engines, i);

      if (entry->has_levels)
        gnugo = entry;
      else if (is_katago (entry))
        g_ptr_array_add (list, choice_new (entry->id, entry->name, entry->command_line));
    }
  if (leelaz != NULL)
    g_ptr_array_add (list, choice_new ("leela-zero", "Leela Zero", leelaz));
  for (guint i = 0; i < engines->len; i++)
    {
      const TgEngineEntry *entry = g_ptr_array_index (engines, i);

      if (!entry->has_levels && !is_katago (entry))
        g_ptr_array_add (list, choice_new (entry->id, entry->name, entry->command_line));
    }
  if (gnugo != NULL)
    {
      g_autofree char *line = tg_engine_entry_command_line_for (gnugo, 10);

      /* TRANSLATORS: GNU Go as an analysis engine: it gives moves and a
       * score estimate but no winrates */
      g_ptr_array_add (list, choice_new ("gnugo", _("GNU Go (no winrates)"), line));
    }
  return list;
}

TgAnalysisEngineChoice *
tg_analysis_engine_choose (GSettings  *settings,
                           char      **why_not)
{
  const char *forced = g_getenv ("TENGEN_ANALYSIS_ENGINE");
  g_autofree char *wanted = g_settings_get_string (settings, "analysis-engine");
  g_autoptr(GPtrArray) list = NULL;

  if (forced != NULL && *forced != '\0')
    return choice_new ("test", NULL, forced);

  list = tg_analysis_engine_list (settings);
  for (guint i = 0; i < list->len; i++)
    {
      TgAnalysisEngineChoice *choice = g_ptr_array_index (list, i);

      if (*wanted == '\0' || g_str_equal (wanted, choice->id))
        return g_ptr_array_steal_index (list, i);
    }
  if (list->len > 0)
    return g_ptr_array_steal_index (list, 0);
  if (why_not != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *leelaz = tg_analysis_leelaz_command_line (NULL, &error);

      if (g_error_matches (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_NO_NETWORK))
        *why_not = g_strdup_printf (_("%s\n\nOr add KataGo in Preferences → Engines."),
                                    error->message);
      else
        *why_not = g_strdup (_("No engine can analyse. Install Leela Zero (the Debian package "
                               "leela-zero) and a network for it, or add KataGo in "
                               "Preferences → Engines; GNU Go (the package gnugo) also "
                               "analyses, without winrates."));
    }
  return NULL;
}
