/* test-game-illegal.c: the illegal moves of a record, judged by the core
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every move of the cursor's path is judged once under the game's rules;
 * an illegal one is not played (the board stays, the other side moves
 * next) and the record goes on from there. The expected boards are worked
 * out by hand from the diagrams in the comments.
 */

#include "tg-test-utils.h"

#define PT(game, gtp) tg_test_point ((gtp), tg_game_get_width (game), tg_game_get_height (game))

/* A game of @size under RU[@ru] whose root has the properties @setup
 * ("AB", "dd", "AW", "ee", ... up to NULL) and whose main line is @moves
 * ("B", "fe", "W", "ee", ... up to NULL). */
static TgGame *
record (guint       size,
        const char *ru,
        const char *const *setup,
        const char *const *moves)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *sz = g_strdup_printf ("%u", size);
  TgNode node = tg_game_tree_add_game (tree);
  TgGame *game;

  tg_game_tree_set_value (tree, node, "SZ", sz);
  tg_game_tree_set_value (tree, node, "RU", ru);
  for (guint i = 0; setup != NULL && setup[i] != NULL; i += 2)
    tg_game_tree_add_value (tree, node, setup[i], setup[i + 1]);
  for (guint i = 0; moves[i] != NULL; i += 2)
    {
      node = tg_game_tree_append_child (tree, node);
      tg_game_tree_set_value (tree, node, moves[i], moves[i + 1]);
    }
  game = tg_game_new_for_tree (tree, 0, &error);
  g_assert_no_error (error);
  return game;
}

/* The node of move @n of the main line. */
static TgNode
move_node (TgGame *game,
           guint   n)
{
  TgNode node = tg_game_get_root (game);

  for (guint i = 0; i < n; i++)
    node = tg_game_tree_get_first_child (tg_game_get_tree (game), node);
  return node;
}

static void
test_occupied (void)
{
  /* 1 B D16, 2 W Q4, 3 B Q4 (occupied), 4 W D4, 5 B Q16. */
  static const char *const moves[] = {
    "B", "dd", "W", "pp", "B", "pp", "W", "dp", "B", "pd", NULL,
  };
  g_autoptr(TgGame) game = record (19, "Japanese", NULL, moves);
  TgMoveVerdict verdict = TG_MOVE_OK;
  guint number = 0;
  TgBoard board;

  /* Asked from the root, off the cursor's path. */
  g_assert_cmpint (tg_game_get_move_verdict (game, move_node (game, 3)), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_game_get_move_verdict (game, move_node (game, 2)), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_find_illegal_move (game, tg_game_get_root (game), &verdict, &number),
                   ==, move_node (game, 3));
  g_assert_cmpint (verdict, ==, TG_MOVE_OCCUPIED);
  g_assert_cmpuint (number, ==, 3);
  g_assert_cmpint (tg_game_find_illegal_move (game, move_node (game, 4), NULL, NULL),
                   ==, TG_NODE_NONE);
  tg_game_compute_board (game, move_node (game, 3), &board);
  g_assert_cmpint (tg_board_get (&board, PT (game, "Q4")), ==, TG_WHITE);
  g_assert_cmpuint (tg_board_count_stones (&board, TG_BLACK), ==, 1);

  /* On the path: the white stone stays, White moves next. */
  tg_game_go_to_move (game, 3);
  g_assert_cmpint (tg_game_get_move_verdict (game, tg_game_get_current_node (game)),
                   ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "Q4")), ==, TG_WHITE);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 1);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_WHITE), ==, 1);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);

  /* Later moves are played from there. */
  tg_game_go_to_end (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 5);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "D4")), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "Q16")), ==, TG_BLACK);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 2);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_WHITE), ==, 2);
  /* Going back replays from a snapshot with the same judgement. */
  tg_game_go_to_move (game, 4);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "Q4")), ==, TG_WHITE);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 1);
}

/* 9×9, the upper left corner (row 9 at the top):
 *
 *     A B C
 *   9 X . O      X black A9, O white C9, A8 and B8;
 *   8 O O .      Black B9 joins A9 with no liberty and captures nothing.
 *
 * Under Japanese rules that is suicide, not played: B9 stays empty and
 * A9 stays black. Under New Zealand rules it is allowed: both black
 * stones go.
 */
static void
test_suicide (void)
{
  static const char *const setup[] = { "AB", "aa", "AW", "ca", "AW", "ab", "AW", "bb", NULL };
  static const char *const moves[] = { "B", "ba", "W", "ee", NULL };
  g_autoptr(TgGame) game = record (9, "Japanese", setup, moves);
  TgRules nz;

  tg_game_go_to_move (game, 1);
  g_assert_cmpint (tg_game_get_move_verdict (game, tg_game_get_current_node (game)),
                   ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "A9")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "B9")), ==, TG_EMPTY);
  tg_game_go_to_end (game);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "E5")), ==, TG_WHITE);

  /* Other rules, another judgement, at once. */
  tg_rules_init_preset (&nz, TG_RULES_NZ);
  tg_game_set_rules (game, &nz, FALSE);
  g_assert_cmpint (tg_game_get_move_verdict (game, move_node (game, 1)), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_find_illegal_move (game, tg_game_get_root (game), NULL, NULL),
                   ==, TG_NODE_NONE);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "A9")), ==, TG_EMPTY);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "B9")), ==, TG_EMPTY);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "E5")), ==, TG_WHITE);
}

/* 9×9, around E5 and F5:
 *
 *     D E F G
 *   6 . X O .    Black E6, D5, E4; White F6, G5, F4 and E5.
 *   5 X O . O    1 B F5 takes E5 (a ko); 2 W E5 retakes at once: ko,
 *   4 . X O .    not played; 3 B E5 fills the ko.
 */
static void
test_ko (void)
{
  static const char *const setup[] = {
    "AB", "ed", "AB", "de", "AB", "ef", "AW", "fd", "AW", "ge", "AW", "ff", "AW", "ee", NULL,
  };
  static const char *const moves[] = { "B", "fe", "W", "ee", "B", "ee", NULL };
  g_autoptr(TgGame) game = record (9, "Japanese", setup, moves);
  TgMoveVerdict verdict = TG_MOVE_OK;
  guint number = 0;

  g_assert_cmpint (tg_game_find_illegal_move (game, tg_game_get_root (game), &verdict, &number),
                   ==, move_node (game, 2));
  g_assert_cmpint (verdict, ==, TG_MOVE_KO);
  g_assert_cmpuint (number, ==, 2);

  tg_game_go_to_move (game, 2);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "E5")), ==, TG_EMPTY);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "F5")), ==, TG_BLACK);
  g_assert_cmpuint (tg_game_get_board (game)->captures[TG_BLACK], ==, 1);
  g_assert_cmpuint (tg_game_get_board (game)->captures[TG_WHITE], ==, 0);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);

  tg_game_go_to_end (game);
  g_assert_cmpint (tg_game_get_move_verdict (game, tg_game_get_current_node (game)), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "E5")), ==, TG_BLACK);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 5);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_WHITE), ==, 3);
}

/* B[kk] on a 9×9 board: column k and row k are past the ninth. */
static void
test_off_board (void)
{
  static const char *const moves[] = { "B", "cc", "W", "kk", "B", "gg", NULL };
  g_autoptr(TgGame) game = record (9, "Japanese", NULL, moves);

  g_assert_cmpint (tg_game_get_move_verdict (game, move_node (game, 2)), ==, TG_MOVE_OFF_BOARD);
  tg_game_go_to_end (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 2);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_WHITE), ==, 0);
  /* The record says Black plays 3 after White's bad move 2. */
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
}

/* The verdicts of a long line, asked as tengen-cli check asks them (one
 * step forward, then the new cursor's verdict): 80 000 passes, then
 * Black D16 and White D16 on it (occupied). A variation off the path is
 * judged on its own; a node of the collection's other game is not this
 * game's (no verdict: OK). */
static void
test_long_line (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNode root = tg_game_tree_add_game (tree);
  TgNode other = tg_game_tree_add_game (tree);
  TgNode node = root, child, branch, last = TG_NODE_NONE;
  guint passes = 0, moves = 0;

  for (guint i = 0; i < 80000; i++)
    {
      node = tg_game_tree_append_child (tree, node);
      tg_game_tree_set_value (tree, node, i % 2 ? "W" : "B", "");
    }
  node = tg_game_tree_append_child (tree, node);
  tg_game_tree_set_value (tree, node, "B", "dd");
  branch = node;
  node = tg_game_tree_append_child (tree, node);
  tg_game_tree_set_value (tree, node, "W", "dd");
  /* A variation of the last move: White D4, legal. */
  branch = tg_game_tree_append_child (tree, branch);
  tg_game_tree_set_value (tree, branch, "W", "dp");
  other = tg_game_tree_append_child (tree, other);
  tg_game_tree_set_value (tree, other, "B", "dd");

  game = tg_game_new_for_tree (tree, 0, &error);
  g_assert_no_error (error);
  node = tg_game_get_root (game);
  while ((child = tg_game_tree_get_first_child (tree, node)) != TG_NODE_NONE)
    {
      TgMoveVerdict verdict;

      g_assert_true (tg_game_go_to (game, child));
      verdict = tg_game_get_move_verdict (game, child);
      moves++;
      if (verdict == TG_MOVE_OK)
        passes += g_strcmp0 (tg_game_tree_get_value (tree, child, "B"), "") == 0 ||
                  g_strcmp0 (tg_game_tree_get_value (tree, child, "W"), "") == 0;
      else
        {
          g_assert_cmpint (verdict, ==, TG_MOVE_OCCUPIED);
          g_assert_cmpint (last, ==, TG_NODE_NONE);
          last = child;
        }
      node = child;
    }
  g_assert_cmpuint (moves, ==, 80002);
  g_assert_cmpuint (passes, ==, 80000);
  g_assert_cmpint (last, ==, node);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 80002);
  g_assert_cmpint (tg_game_get_move_verdict (game, branch), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_get_move_verdict (game, last), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_game_get_move_verdict (game, other), ==, TG_MOVE_OK);
}

/* 9×9, the upper left corner (row 9 at the top):
 *
 *     A B
 *   9 X O      X black A9 and A8, O white B9, B8, B7 and A6.
 *   8 X O      Black A7 would make a chain of three stones (A9, A8,
 *   7 . O      A7) with no liberty and capture nothing: the refusal
 *   6 O .      names the three stones, not "the stone".
 *
 * White A9 in the other corner, next to nothing of its own, is a
 * one-stone suicide.
 */
static void
test_suicide_wording (void)
{
  static const char *const setup[] = { "AB", "aa", "AB", "ab",
                                       "AW", "ba", "AW", "bb", "AW", "bc", "AW", "ad",
                                       "AB", "hi", "AB", "ih", NULL };
  static const char *const no_moves[] = { NULL };
  g_autoptr(TgGame) game = record (9, "Japanese", setup, no_moves);
  g_autofree char *group = NULL;
  g_autofree char *single = NULL;
  g_autofree char *occupied = NULL;

  g_assert_cmpint (tg_game_check_move_as (game, PT (game, "A7"), TG_BLACK), ==, TG_MOVE_SUICIDE);
  group = tg_game_describe_refusal (game, PT (game, "A7"), TG_BLACK, TG_MOVE_SUICIDE);
  g_assert_cmpstr (group, ==, "Suicide: these 3 stones would have no liberties");

  g_assert_cmpint (tg_game_check_move_as (game, PT (game, "J1"), TG_WHITE), ==, TG_MOVE_SUICIDE);
  single = tg_game_describe_refusal (game, PT (game, "J1"), TG_WHITE, TG_MOVE_SUICIDE);
  g_assert_cmpstr (single, ==, "Suicide: the stone would have no liberties");

  occupied = tg_game_describe_refusal (game, PT (game, "A9"), TG_WHITE, TG_MOVE_OCCUPIED);
  g_assert_cmpstr (occupied, ==, "Occupied: there is a stone there already");
  g_assert_null (tg_game_describe_refusal (game, PT (game, "E5"), TG_BLACK, TG_MOVE_OK));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-illegal/occupied", test_occupied);
  g_test_add_func ("/game-illegal/suicide", test_suicide);
  g_test_add_func ("/game-illegal/suicide-wording", test_suicide_wording);
  g_test_add_func ("/game-illegal/ko", test_ko);
  g_test_add_func ("/game-illegal/off-board", test_off_board);
  g_test_add_func ("/game-illegal/long-line", test_long_line);
  return g_test_run ();
}
