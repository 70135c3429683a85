/* fuzz-analysis-sgf.c: libFuzzer target for the analyses kept in records
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record may carry the analysis of another program: Tengen's TGA,
 * Sabaki's SBKV/SBKS, Lizzie's LZ, q5Go's QLZV/QKGV, KaTrain's KT (base64
 * of gzip). For every input read with TG_SGF_READ_KEEP_GOING, each of the
 * first games that TgGame accepts is walked node by node (at most
 * MAX_WALK nodes); where tg_analysis_sgf_present() says a node carries an
 * analysis, tg_analysis_sgf_read() reads it for that node's position. An
 * analysis it returns must be about that board (candidates and their
 * variations on it or passes, ownership one value per point in −1..1),
 * and writing it back with tg_analysis_sgf_write() and reading it again
 * must give an analysis. See fuzz/README.md.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "tg-analysis-sgf.h"
#include "tg-game.h"
#include "tg-sgf-reader.h"

#define MAX_GAMES 3
#define MAX_WALK  2000

static void
check (const TgAnalysis *a,
       const TgBoard    *board)
{
  const char *broken = NULL;

  if (a->width != board->width || a->height != board->height)
    broken = "an analysis of another board size";
  if (broken == NULL)
    broken = fuzz_analysis_broken (a);
  if (broken != NULL)
    {
      g_printerr ("tg_analysis_sgf_read() returned %s\n", broken);
      abort ();
    }
}

static void
walk_game (TgGame *game)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode node = tg_game_get_root (game);

  for (guint n = 0; node != TG_NODE_NONE && n < MAX_WALK;
       node = tg_game_tree_walk_next (tree, node), n++)
    {
      g_autoptr(TgAnalysis) a = NULL;
      g_autoptr(TgAnalysis) again = NULL;

      if (!tg_analysis_sgf_present (tree, node) || !tg_game_go_to (game, node))
        continue;
      a = tg_analysis_sgf_read (tree, node, tg_game_get_board (game),
                                tg_game_get_to_play (game), tg_game_get_komi (game));
      if (a == NULL)
        continue;
      check (a, tg_game_get_board (game));
      tg_analysis_sgf_write (tree, node, a, 0);
      again = tg_analysis_sgf_read (tree, node, tg_game_get_board (game),
                                    tg_game_get_to_play (game), tg_game_get_komi (game));
      if (again == NULL)
        {
          g_printerr ("an analysis written back does not read again\n");
          abort ();
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(TgSgfDocument) doc = NULL;
  guint n_games;

  doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, NULL);
  if (doc == NULL)
    abort ();   /* only an unknown forced charset or I/O may fail */
  n_games = MIN (tg_game_tree_get_n_games (doc->tree), MAX_GAMES);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(TgGame) game = tg_game_new_for_tree (doc->tree, i, NULL);

      if (game != NULL)
        walk_game (game);
    }
  return 0;
}
