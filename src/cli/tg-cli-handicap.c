/* tg-cli-handicap.c: tengen-cli handicap: the fixed placement
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-cli-common.h"
#include "tg-handicap.h"

int
tg_cli_handicap (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *size = NULL;
  gint stones = -1;
  guint64 w, h;
  TgPoint points[9];
  const GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size, "Board size: N or WxH (e.g. 19, 19:13)", "N" },
    { "stones", 'n', 0, G_OPTION_ARG_INT, &stones, "Number of handicap stones (0-9)", "K" },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Prints the fixed handicap placement (GNU Go / GTP fixed_handicap order)\n"
    "as GTP coordinates separated by spaces.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, "handicap", &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 1)
    return tg_cli_usage_error ("handicap", "unexpected argument “%s”", argv[1]);
  if (size == NULL || stones < 0)
    return tg_cli_usage_error ("handicap", "--size and --stones are required");

  {
    g_auto(GStrv) parts = g_strsplit_set (size, ":xX×", 2);

    if (!g_ascii_string_to_unsigned (parts[0], 10, 1, TG_MAX_SIZE, &w, NULL) ||
        (parts[1] && !g_ascii_string_to_unsigned (parts[1], 10, 1, TG_MAX_SIZE, &h, NULL)))
      return tg_cli_usage_error ("handicap", "board size “%s” is not 1 to %u", size, TG_MAX_SIZE);
    if (parts[1] == NULL)
      h = w;
  }
  if (stones > 9)
    return tg_cli_usage_error ("handicap", "at most 9 fixed handicap stones, not %d", stones);

  if (!tg_handicap_fixed_points (w, h, stones, points, &error))
    return tg_cli_usage_error ("handicap", "%s", error->message);

  for (gint i = 0; i < (stones >= 2 ? stones : 0); i++)
    {
      char buf[TG_POINT_GTP_SIZE];

      g_print ("%s%s", i ? " " : "", tg_point_to_gtp (points[i], h, buf));
    }
  g_print ("\n");
  return TG_CLI_EXIT_OK;
}
