/* tg-cli-check.c: tengen-cli check: is every move of the main line legal?
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main line is replayed one step at a time (tg_game_go_to() to a
 * child costs constant time), so a record of any length is checked in
 * linear time; the core judges each move (tg_game_get_move_verdict()), as
 * the app does. An illegal move is reported in the GNU form with the place
 * of its node: "FILE:LINE:COL: error: illegal move N (B Q16): ko".
 */

#include "config.h"

#include "tg-cli-common.h"

static void
report_illegal (const char    *path,
                TgSgfDocument *doc,
                TgNode         node,
                guint          move,
                const char    *color,
                const char    *where,
                const char    *why)
{
  guint line, column;

  if (tg_sgf_document_get_node_place (doc, node, &line, &column))
    g_printerr ("%s:%u:%u: error: illegal move %u (%s %s): %s\n", path, line, column, move,
                color, where, why);
  else
    g_printerr ("%s: error: illegal move %u (%s %s): %s\n", path, move, color, where, why);
  g_print ("illegal move %u (%s %s): %s\n", move, color, where, why);
}

/* Replays the main line; TRUE when every move is legal. */
static gboolean
replay (const char    *path,
        TgSgfDocument *doc,
        TgGame        *game)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode node = tg_game_get_root (game);
  TgNode child;
  guint move = 0;

  while ((child = tg_game_tree_get_first_child (tree, node)) != TG_NODE_NONE)
    {
      const char *b = tg_game_tree_get_value (tree, child, "B");
      const char *w = b == NULL ? tg_game_tree_get_value (tree, child, "W") : NULL;
      TgColor color;
      TgPoint point;

      tg_game_go_to (game, child);
      if (b != NULL || w != NULL)
        {
          TgMoveVerdict verdict = tg_game_get_move_verdict (game, child);
          char gtp[TG_POINT_GTP_SIZE];

          move++;
          if (verdict == TG_MOVE_OFF_BOARD)
            {
              report_illegal (path, doc, child, move, b ? "B" : "W", b ? b : w, "off board");
              return FALSE;
            }
          if (verdict != TG_MOVE_OK && tg_game_node_get_move (game, child, &color, &point))
            {
              report_illegal (path, doc, child, move, color == TG_BLACK ? "B" : "W",
                              tg_point_to_gtp (point, tg_game_get_height (game), gtp),
                              tg_move_verdict_to_string (verdict));
              return FALSE;
            }
        }
      node = child;
    }
  return TRUE;
}

int
tg_cli_check (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autofree char *rules = NULL;
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
    "illegal move (on standard output, and on standard error as\n"
    "FILE:LINE:COL: error: ...).\n"
    "Exit status: 0 all legal (prints “ok”), 1 an illegal move, 2 unreadable file.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, "check", &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 2)
    return tg_cli_usage_error ("check", "expected one FILE.sgf (see --help)");

  if (game_number < 1)
    return tg_cli_usage_error ("check", "--game %d: games count from 1", game_number);

  game = tg_cli_load_game_full (argv[1], (guint) game_number - 1, rules,
                                TG_SGF_READ_NODE_PLACES, &doc, &error);
  if (game == NULL)
    {
      tg_cli_print_error (argv[1], error);
      return TG_CLI_EXIT_USAGE;
    }
  if (!replay (argv[1], doc, game))
    return TG_CLI_EXIT_FAILED;
  g_print ("ok\n");
  return TG_CLI_EXIT_OK;
}
