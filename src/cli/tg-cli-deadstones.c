/* tg-cli-deadstones.c: tengen-cli deadstones: the proposed dead stones
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-cli-common.h"
#include "tg-deadstones.h"

int
tg_cli_deadstones (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree guint8 *dead = NULL;
  g_autoptr(GString) line = NULL;
  guint64 seed = TG_DEADSTONES_DEFAULT_SEED;
  gint move = -1;
  const TgBoard *board;
  const GOptionEntry entries[] = {
    { "move", 'm', 0, G_OPTION_ARG_INT, &move,
      "Look at the position after move N of the main line (default: its end)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "Seed of the random playouts (default: a fixed seed)", "S" },
    { NULL }
  };

  context = g_option_context_new ("FILE.sgf");
  g_option_context_set_summary (context,
    "Proposes the dead stones at the end of the main line of the first game:\n"
    "GTP coordinates separated by spaces on one line (an empty line when none).\n"
    "Exit status: 0 done, 2 bad arguments or an unreadable file.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, "deadstones", &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 2)
    return tg_cli_usage_error ("deadstones", "expected one FILE.sgf (see --help)");
  if (seed_text != NULL &&
      !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, &error))
    return tg_cli_usage_error ("deadstones", "--seed: %s", error->message);
  if (move < -1)
    return tg_cli_usage_error ("deadstones", "--move: %d is not a move number", move);

  game = tg_cli_load_game (argv[1], 0, NULL, NULL, &error);
  if (game == NULL)
    {
      tg_cli_print_error (argv[1], error);
      return TG_CLI_EXIT_USAGE;
    }

  if (move >= 0)
    {
      if (!tg_game_go_to_move (game, (guint) move))
        {
          tg_game_go_to_end (game);
          return tg_cli_usage_error ("deadstones", "%s: no move %d (the main line has %u)",
                                     argv[1], move, tg_game_get_move_number (game));
        }
    }
  else
    tg_game_go_to_end (game);

  board = tg_game_get_board (game);
  dead = g_new0 (guint8, TG_ARRAY_SIZE);
  tg_deadstones_guess (board, tg_game_get_rules (game), seed, dead);

  line = g_string_new (NULL);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char gtp[TG_POINT_GTP_SIZE];

        if (!dead[p])
          continue;
        if (line->len > 0)
          g_string_append_c (line, ' ');
        g_string_append (line, tg_point_to_gtp (p, board->height, gtp));
      }
  g_print ("%s\n", line->str);
  return TG_CLI_EXIT_OK;
}
