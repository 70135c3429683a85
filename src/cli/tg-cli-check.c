/* tg-cli-check.c: tengen-cli check: is every move of the main line legal?
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-cli-common.h"

int
tg_cli_check (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *rules = NULL;
  TgGameTree *tree;
  TgNode node;
  guint move = 0;
  gint game_number = 1;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_INT, &game_number,
      "Which game of a collection (default 1)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules,
      "Rules to replay under (default: the file's RU[], else japanese)", "PRESET" },
    { NULL }
  };

  context = g_option_context_new ("FILE.sgf");
  g_option_context_set_summary (context,
    "Replays the main line of a game (the first unless --game) and reports the first\n"
    "illegal move.\n"
    "Exit status: 0 all legal (prints “ok”), 1 an illegal move, 2 unreadable file.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, "check", &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 2)
    return tg_cli_usage_error ("check", "expected one FILE.sgf (see --help)");

  if (game_number < 1)
    return tg_cli_usage_error ("check", "--game %d: games count from 1", game_number);

  game = tg_cli_load_game (argv[1], (guint) game_number - 1, rules, NULL, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return TG_CLI_EXIT_USAGE;
    }

  tree = tg_game_get_tree (game);
  node = tg_game_get_root (game);
  for (;;)
    {
      TgNode child = tg_game_tree_get_first_child (tree, node);
      TgColor color;
      TgPoint point;

      if (child == TG_NODE_NONE)
        break;

      if (tg_game_tree_has_prop (tree, child, "B") || tg_game_tree_has_prop (tree, child, "W"))
        {
          TgMoveVerdict verdict;
          char gtp[8];

          move++;
          if (!tg_game_node_get_move (game, child, &color, &point))
            {
              const char *v = tg_game_tree_get_value (tree, child, "B");

              g_print ("illegal move %u (%s %s): off board\n", move,
                       v ? "B" : "W", v ? v : tg_game_tree_get_value (tree, child, "W"));
              return TG_CLI_EXIT_FAILED;
            }
          verdict = tg_game_check_move_as (game, point, color);
          if (verdict != TG_MOVE_OK)
            {
              g_print ("illegal move %u (%s %s): %s\n", move, color == TG_BLACK ? "B" : "W",
                       tg_point_to_gtp (point, tg_game_get_height (game), gtp),
                       tg_move_verdict_to_string (verdict));
              return TG_CLI_EXIT_FAILED;
            }
        }
      tg_game_go_to (game, child);
      node = child;
    }

  g_print ("ok\n");
  return TG_CLI_EXIT_OK;
}
