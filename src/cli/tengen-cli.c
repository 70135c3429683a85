/* tengen-cli.c: the command-line face of the Tengen core
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tg-cli-common.h"

static const struct
{
  const char   *name;
  TgCliCommand  run;
  const char   *summary;
} commands[] = {
  { "analyze",  tg_cli_analyze,  "review records with an engine: winrate, score, loss per move" },
  { "check",    tg_cli_check,    "replay a record's main line and report the first illegal move" },
  { "clock",    tg_cli_clock,    "simulate one player's moves on a game clock (every time system)" },
  { "deadstones", tg_cli_deadstones, "propose the dead stones at the end of a game" },
  { "estimate", tg_cli_estimate, "judge any position: who owns what, the expected result" },
  { "handicap", tg_cli_handicap, "print the fixed handicap placement for a board size" },
  { "match",    tg_cli_match,    "play games between two GTP engines into one SGF collection" },
  { "rules",    tg_cli_rules,    "list the rule presets and their parameters" },
  { "sgf",      tg_cli_sgf,      "read, check, describe and rewrite SGF files (cat, info, check)" },
  { "score",    tg_cli_score,    "count the end of a game under any rule set" },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: tengen-cli COMMAND [OPTIONS...]\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-11s %s\n", commands[i].name, commands[i].summary);
  fprintf (out, "\nRun “tengen-cli COMMAND --help” for a command's options.\n"
                "  --version   print the version\n");
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  /* English on purpose (po/README.md): the output is for scripts. The
   * core's messages are translatable for the app (engine faults, SGF
   * errors, clock words); with the C message locale gettext gives their
   * English whatever LANG and LANGUAGE say. */
  setlocale (LC_MESSAGES, "C");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  tg_cli_init_output ();

  if (argc < 2)
    {
      print_usage (stderr);
      return TG_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--version") == 0 || strcmp (argv[1], "-V") == 0)
    {
      g_print ("tengen-cli %s\n", PACKAGE_VERSION);
      return TG_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return TG_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return tg_cli_finish_output (commands[i].run (argc - 1, argv + 1));

  g_printerr ("tengen-cli: unknown command “%s”\n\n", argv[1]);
  print_usage (stderr);
  return TG_CLI_EXIT_USAGE;
}
