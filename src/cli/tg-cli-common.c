/* tg-cli-common.c: what every tengen-cli subcommand shares
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

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

const char *
tg_cli_plural_s (guint64 n)
{
  return n == 1 ? "" : "s";
}

void
tg_cli_print_problem (FILE               *out,
                      const char         *path,
                      const TgSgfWarning *problem,
                      const char         *kind)
{
  if (problem->line > 0)
    fprintf (out, "%s:%u:%u: %s: %s\n", path, problem->line, problem->column, kind,
             problem->message);
  else
    fprintf (out, "%s: %s: %s\n", path, kind, problem->message);
}

void
tg_cli_print_error (const char   *path,
                    const GError *error)
{
  const char *m = error->message;
  const char *s = m;

  while (g_ascii_isdigit (*s))
    s++;
  if (s > m && *s == ':')
    {
      const char *c = ++s;

      while (g_ascii_isdigit (*s))
        s++;
      if (s > c && s[0] == ':' && s[1] == ' ')
        {
          g_printerr ("%s:%.*s: error: %s\n", path, (int) (s - m), m, s + 2);
          return;
        }
    }
  g_printerr ("%s: error: %s\n", path, m);
}

static void
print_unflushed (const char *text)
{
  fputs (text, stdout);
}

void
tg_cli_init_output (void)
{
  static char buffer[1 << 16];

  setvbuf (stdout, buffer, _IOFBF, sizeof buffer);
  g_set_print_handler (print_unflushed);
}

static gboolean output_failed;

static void
report_output_error (int saved_errno)
{
  if (!output_failed)
    g_printerr ("tengen-cli: error: cannot write to standard output: %s\n",
                saved_errno != 0 ? g_strerror (saved_errno) : "write error");
  output_failed = TRUE;
}

gboolean
tg_cli_write_output (const char *data,
                     gsize       len)
{
  if (fwrite (data, 1, len, stdout) != len)
    {
      report_output_error (errno);
      return FALSE;
    }
  return TRUE;
}

int
tg_cli_finish_output (int status)
{
  if (fflush (stdout) != 0)
    report_output_error (errno);
  else if (ferror (stdout))
    report_output_error (0);
  return output_failed ? MAX (status, TG_CLI_EXIT_FAILED) : status;
}

TgGame *
tg_cli_load_game (const char     *path,
                  guint           game_index,
                  const char     *rules,
                  TgSgfDocument **doc_out,
                  GError        **error)
{
  return tg_cli_load_game_full (path, game_index, rules, TG_SGF_READ_DEFAULT, doc_out, error);
}

TgGame *
tg_cli_load_game_full (const char     *path,
                       guint           game_index,
                       const char     *rules,
                       TgSgfReadFlags  flags,
                       TgSgfDocument **doc_out,
                       GError        **error)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = NULL;

  doc = tg_sgf_read_file_full (path, NULL, flags, error);
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
