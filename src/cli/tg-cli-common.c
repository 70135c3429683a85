/* tg-cli-common.c: what every tengen-cli subcommand shares
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include "tg-cli-common.h"

gboolean
tg_cli_parse_options (GOptionContext *context,
                      const char     *name,
                      int            *argc,
                      char         ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_strict_posix (context, FALSE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("tengen-cli %s: %s\n", name, error->message);
      g_printerr ("Try “tengen-cli %s --help”.\n", name);
      return FALSE;
    }
  return TRUE;
}

int
tg_cli_usage_error (const char *name,
                    const char *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("tengen-cli %s: %s\n", name, message);
  return TG_CLI_EXIT_USAGE;
}

TgGame *
tg_cli_load_game (const char     *path,
                  guint           game_index,
                  const char     *rules,
                  TgSgfDocument **doc_out,
                  GError        **error)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = NULL;

  doc = tg_sgf_read_file (path, NULL, error);
  if (doc == NULL)
    return NULL;

  game = tg_game_new_for_tree (doc->tree, game_index, error);
  if (game == NULL)
    return NULL;

  if (rules != NULL)
    {
      TgRulesPreset preset;
      TgRules r;

      if (!tg_rules_preset_from_id (rules, &preset))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unknown rules “%s” (try: chinese, japanese, korean, aga, ing, nz, "
                       "tromp-taylor, ancient)", rules);
          return NULL;
        }
      tg_rules_init_preset (&r, preset);
      tg_game_set_rules (game, &r, FALSE);
    }

  if (doc_out)
    *doc_out = g_steal_pointer (&doc);
  return g_steal_pointer (&game);
}
