/* fuzz-game-replay.c: libFuzzer target for what the reader hands the game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every input: read it with TG_SGF_READ_KEEP_GOING and, for each of
 * its first games that TgGame accepts (setup, handicap, rules from RU[],
 * komi from KM[]), replay the main line (moves, captures, ko and
 * superko), walk every node (the board at the cursor must be the board
 * tg_game_compute_board() finds for it), edit the record with moves,
 * passes, setup stones, comments, undo, deletion and promotion chosen by
 * the input's bytes, write and read it back (it must load without
 * errors), then propose the dead stones and score the final position
 * under every preset (black.total − white.total must be the margin).
 * The input's first bytes also start a new game with a handicap, which
 * is played and scored the same way. A broken invariant aborts, so
 * libFuzzer keeps the input. See fuzz/README.md.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "tg-deadstones.h"
#include "tg-game.h"
#include "tg-score.h"
#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"

#define MAX_GAMES   3
#define MAX_WALK    4000
#define MAX_EDITS   48

/* The input's bytes as a stream of choices. */
typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         pos;
} Choices;

static guint
choose (Choices *c,
        guint    n)
{
  guint v;

  if (n == 0)
    return 0;
  v = c->size > 0 ? c->data[c->pos++ % c->size] : 0;
  return v % n;
}

static void
fail (const char *what)
{
  g_printerr ("broken invariant: %s\n", what);
  abort ();
}

static void
check_boards_equal (const TgBoard *a,
                    const TgBoard *b)
{
  if (a->width != b->width || a->height != b->height || a->hash != b->hash ||
      a->ko != b->ko || a->captures[TG_BLACK] != b->captures[TG_BLACK] ||
      a->captures[TG_WHITE] != b->captures[TG_WHITE] ||
      memcmp (a->color, b->color, sizeof a->color) != 0)
    fail ("the board at the cursor differs from tg_game_compute_board()'s");
}

/* Every node of the game (up to MAX_WALK): the cursor's board equals the
 * board computed for the node. */
static void
walk (TgGame *game)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode root = tg_game_get_root (game);
  guint n = 0;

  for (TgNode node = root; node != TG_NODE_NONE && n < MAX_WALK;
       node = tg_game_tree_walk_next (tree, node), n++)
    {
      TgBoard computed;

      if (tg_game_tree_get_game_root (tree, node) != root)
        break;
      if (!tg_game_go_to (game, node))
        fail ("tg_game_go_to() refused a node of its own game");
      tg_game_compute_board (game, node, &computed);
      check_boards_equal (tg_game_get_board (game), &computed);
    }
  tg_game_go_to_start (game);
}

/* The main line, each move checked before it is followed. */
static void
replay (TgGame *game)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode child;

  tg_game_go_to_start (game);
  while ((child = tg_game_tree_get_first_child (tree, tg_game_get_current_node (game))) !=
         TG_NODE_NONE)
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (game, child, &color, &point))
        (void) tg_game_check_move_as (game, point, color);
      if (!tg_game_forward (game))
        fail ("tg_game_forward() refused the first child");
    }
}

static TgPoint
any_point (TgGame  *game,
           Choices *c)
{
  guint w = tg_game_get_width (game), h = tg_game_get_height (game);
  guint x = choose (c, w), y = choose (c, h);

  return (TgPoint) ((y + 1) * TG_STRIDE + x + 1);
}

static void
edit (TgGame  *game,
      Choices *c)
{
  for (guint i = 0; i < MAX_EDITS; i++)
    {
      switch (choose (c, 10))
        {
        case 0: case 1: case 2: case 3:
          (void) tg_game_play (game, any_point (game, c));
          break;
        case 4:
          tg_game_pass (game);
          if (tg_game_get_phase (game) == TG_PHASE_SCORING)
            tg_game_resume (game, TG_EMPTY);
          break;
        case 5:
          tg_game_set_setup_stone (game, any_point (game, c), (TgColor) choose (c, 3));
          break;
        case 6:
          tg_game_undo (game);
          break;
        case 7:
          if (tg_game_get_current_node (game) != tg_game_get_root (game))
            tg_game_delete_node (game);
          break;
        case 8:
          tg_game_promote_to_main_line (game);
          break;
        default:
          tg_game_step (game, (gint) choose (c, 9) - 4);
          tg_game_set_comment (game, "fuzz ] \\ comment");
          break;
        }
    }
}

static void
check_round_trip (TgGameTree *tree)
{
  gsize len = 0;
  g_autofree char *text = tg_sgf_write (tree, &len);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) again = tg_sgf_read (text, len, NULL, &error);

  if (again == NULL)
    {
      g_printerr ("%s\n%s\n", error->message, text);
      fail ("an edited record does not read back");
    }
}

/* Dead stones, then the count under every preset. */
static void
score (TgGame *game)
{
  const TgBoard *board;
  guint8 dead[TG_ARRAY_SIZE];
  TgDeadstonesOptions options;

  tg_game_go_to_end (game);
  board = tg_game_get_board (game);
  tg_deadstones_options_init (&options);
  options.playouts = 8;
  tg_deadstones_guess_full (board, tg_game_get_rules (game), 1, &options, dead, NULL);

  for (guint p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      TgRules rules;
      TgScoreInput input;
      g_autoptr(TgScore) s = NULL;

      tg_rules_init_preset (&rules, (TgRulesPreset) p);
      tg_score_input_init (&input, board, &rules);
      input.dead = dead;
      input.komi = tg_game_get_komi (game);
      input.handicap = tg_game_get_handicap (game);
      s = tg_score_compute (&input);
      if (s->margin != s->black.total - s->white.total)
        fail ("the margin is not black.total - white.total");
    }
}

static void
exercise (TgGame  *game,
          Choices *c)
{
  replay (game);
  walk (game);
  edit (game, c);
  check_round_trip (tg_game_get_tree (game));
  score (game);
}

/* A new game with a handicap chosen by the input. */
static void
new_game (Choices *c)
{
  static const guint sizes[] = { 5, 7, 9, 13, 19 };
  g_autoptr(TgGame) game = NULL;
  TgGameSetup setup;

  tg_game_setup_init (&setup, sizes[choose (c, G_N_ELEMENTS (sizes))],
                      (TgRulesPreset) choose (c, TG_RULES_N_PRESETS));
  setup.handicap = choose (c, 10);
  setup.date = "2026-01-01";
  game = tg_game_new (&setup, NULL);
  if (game != NULL)
    exercise (game, c);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(TgSgfDocument) doc = NULL;
  Choices c = { data, size, 0 };
  guint n_games;

  doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, NULL);
  if (doc == NULL)
    abort ();   /* only an unknown forced charset or I/O may fail */
  n_games = MIN (tg_game_tree_get_n_games (doc->tree), MAX_GAMES);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TgGame) game = tg_game_new_for_tree (doc->tree, g, NULL);

      if (game != NULL)
        exercise (game, &c);
    }
  new_game (&c);
  return 0;
}
