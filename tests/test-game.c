/* test-game.c: new games, navigation, variations, passes, results, edits
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tg-handicap.h"
#include "tg-test-utils.h"

#define PT(game, gtp) tg_test_point ((gtp), tg_game_get_width (game), tg_game_get_height (game))

static TgGame *
new_game (guint size, TgRulesPreset preset)
{
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_game_setup_init (&setup, size, preset);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_game_new_record (void)
{
  TgGameSetup setup;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TgGameTree *tree;
  TgNode root;

  tg_game_setup_init (&setup, 19, TG_RULES_CHINESE);
  setup.black_name = "古力";
  setup.white_name = "柯洁";
  setup.black_rank = "9p";
  setup.date = "2026-11-29";
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);

  tree = tg_game_get_tree (game);
  root = tg_game_get_root (game);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "GM"), ==, "1");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "FF"), ==, "4");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "SZ"), ==, "19");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "RU"), ==, "Chinese");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "KM"), ==, "7.5");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "PB"), ==, "古力");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "PW"), ==, "柯洁");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "DT"), ==, "2026-11-29");
  g_assert_true (g_str_has_prefix (tg_game_tree_get_value (tree, root, "AP"), "Tengen:"));
  g_assert_false (tg_game_tree_has_prop (tree, root, "HA"));
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_komi (game), ==, 15);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);

  /* Bad sizes are refused with an error, not a crash. */
  setup.width = setup.height = 0;
  g_assert_null (tg_game_new (&setup, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SIZE);
  g_clear_error (&error);
  setup.width = setup.height = 53;
  g_assert_null (tg_game_new (&setup, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SIZE);
}

static void
test_game_handicap (void)
{
  TgGameSetup setup;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgGame) free_game = NULL;
  g_autoptr(TgGame) joseki = NULL;
  g_autoptr(GError) error = NULL;
  TgPoint free_points[2];

  tg_game_setup_init (&setup, 19, TG_RULES_JAPANESE);
  setup.handicap = 4;
  setup.komi = tg_rules_default_komi (&setup.rules, 4);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), "HA"), ==, "4");
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), "KM"), ==, "0.5");
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 4);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "Q16")), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 4);

  /* Free placement (Chinese). */
  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  setup.handicap = 2;
  free_points[0] = tg_point (4, 4);
  free_points[1] = tg_point (2, 2);
  setup.handicap_points = free_points;
  setup.n_handicap_points = 2;
  free_game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tg_board_get (tg_game_get_board (free_game), tg_point (4, 4)), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_to_play (free_game), ==, TG_WHITE);

  /* Too many fixed stones for the board. */
  tg_game_setup_init (&setup, 7, TG_RULES_JAPANESE);
  setup.handicap = 9;
  g_assert_null (tg_game_new (&setup, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP);
  g_clear_error (&error);

  /* Handicap 1 (让先): no stone, Black moves first. */
  tg_game_setup_init (&setup, 19, TG_RULES_CHINESE);
  setup.handicap = 1;
  setup.komi = 0;
  joseki = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (joseki), TG_BLACK), ==, 0);
  g_assert_cmpint (tg_game_get_to_play (joseki), ==, TG_BLACK);
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (joseki), tg_game_get_root (joseki), "KM"), ==, "0");
}

static void
test_game_seated_stones (void)
{
  TgGameSetup setup;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgGame) other = NULL;
  g_autoptr(GError) error = NULL;
  const TgBoard *b;

  tg_game_setup_init (&setup, 19, TG_RULES_ANCIENT);
  g_assert_cmpint (setup.komi, ==, 0);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  b = tg_game_get_board (game);
  g_assert_cmpint (tg_board_get (b, PT (game, "D4")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (b, PT (game, "Q16")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (b, PT (game, "D16")), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (b, PT (game, "Q4")), ==, TG_WHITE);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), "PL"), ==, "W");
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), "RU"), ==, "Chinese-ancient");

  setup.seated_layout = TG_SEATED_BLACK_D16_Q4;
  other = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  b = tg_game_get_board (other);
  g_assert_cmpint (tg_board_get (b, PT (other, "D16")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (b, PT (other, "Q4")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (b, PT (other, "D4")), ==, TG_WHITE);
  /* White moves first. */
  g_assert_cmpint (tg_game_play (other, PT (other, "K10")), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_board_get (tg_game_get_board (other), PT (other, "K10")), ==, TG_WHITE);
}

static void
test_game_navigation_and_variations (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE);
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode root = tg_game_get_root (game);
  TgNode main3, var2;
  guint changes = 0;

  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (g_atomic_int_inc), &changes);

  tg_test_play_sequence (game, "E5 C3 G7");
  main3 = tg_game_get_current_node (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpuint (changes, ==, 3);

  tg_game_back (game);
  tg_game_back (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "C3")), ==, TG_EMPTY);
  /* Playing the same move follows the existing node. */
  tg_test_play_sequence (game, "C3");
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, tg_game_tree_get_first_child (tree, root)), ==, 1);
  tg_game_back (game);
  /* A different move makes a variation, not an overwrite. */
  tg_test_play_sequence (game, "G3");
  var2 = tg_game_get_current_node (game);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, tg_game_tree_get_first_child (tree, root)), ==, 2);
  g_assert_cmpuint (tg_game_tree_get_child_index (tree, var2), ==, 1);

  g_assert_true (tg_game_prev_variation (game));
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "C3")), ==, TG_WHITE);
  g_assert_true (tg_game_next_variation (game));
  g_assert_cmpuint (tg_game_get_current_node (game), ==, var2);
  g_assert_false (tg_game_next_variation (game));

  tg_game_go_to (game, main3);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "G7")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "G3")), ==, TG_EMPTY);
  tg_game_go_to_start (game);
  g_assert_cmpuint (tg_game_get_current_node (game), ==, root);
  tg_game_go_to_end (game);
  g_assert_cmpuint (tg_game_get_current_node (game), ==, main3);
  g_assert_true (tg_game_go_to_move (game, 1));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_true (tg_game_go_to_move (game, 3));
  g_assert_cmpuint (tg_game_get_current_node (game), ==, main3);
  g_assert_false (tg_game_go_to_move (game, 4));
  tg_game_step (game, -10);
  g_assert_cmpuint (tg_game_get_current_node (game), ==, root);
  tg_game_step (game, 2);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);

  /* Promote the G3 variation. */
  tg_game_go_to (game, var2);
  tg_game_promote_to_main_line (game);
  g_assert_cmpuint (tg_game_tree_get_child_index (tree, var2), ==, 0);
  g_assert_true (tg_game_get_modified (game));
}

static void
test_game_passes_end (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE);
  g_autoptr(TgGame) aga = new_game (9, TG_RULES_AGA);
  guint ended = 0;

  g_signal_connect_swapped (game, "game-ended", G_CALLBACK (g_atomic_int_inc), &ended);
  tg_test_play_sequence (game, "E5 pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  tg_test_play_sequence (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_cmpuint (ended, ==, 1);
  g_assert_cmpuint (tg_game_get_consecutive_passes (game), ==, 2);
  g_assert_cmpint (tg_game_play (game, PT (game, "A1")), ==, TG_MOVE_GAME_OVER);

  /* Resuming (Japanese): White asked, so Black moves first. */
  tg_game_resume (game, TG_BLACK);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);

  /* AGA: White must pass last. */
  tg_test_play_sequence (aga, "E5 C3 E3 pass pass");
  g_assert_cmpint (tg_game_get_phase (aga), ==, TG_PHASE_PLAYING);
  tg_test_play_sequence (aga, "pass");
  g_assert_cmpint (tg_game_get_phase (aga), ==, TG_PHASE_SCORING);
}

static void
test_game_results (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE);
  TgGameTree *tree = tg_game_get_tree (game);

  tg_test_play_sequence (game, "E5");
  tg_game_resign (game, TG_WHITE);
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_root (game), "RE"), ==, "B+R");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  tg_game_lose_on_time (game, TG_BLACK);
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_root (game), "RE"), ==, "W+T");
  tg_game_set_result (game, "B+3.5");
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_root (game), "RE"), ==, "B+3.5");
}

static void
test_game_undo (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE);
  TgGameTree *tree = tg_game_get_tree (game);

  g_assert_false (tg_game_can_undo (game));
  tg_test_play_sequence (game, "E5 C3");
  g_assert_true (tg_game_can_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 2);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_undo (game));
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 1);

  /* Undo after two passes resumes play. */
  tg_test_play_sequence (game, "E5 pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
}

static void
test_game_setup_edit (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE);
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode root = tg_game_get_root (game);
  TgNode setup_node;

  tg_game_set_setup_stone (game, PT (game, "C3"), TG_BLACK);
  tg_game_set_setup_stone (game, PT (game, "D3"), TG_WHITE);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "AB"), ==, "cg");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "AW"), ==, "dg");
  /* Turning C3 white moves it from AB to AW. */
  tg_game_set_setup_stone (game, PT (game, "C3"), TG_WHITE);
  g_assert_false (tg_game_tree_has_prop (tree, root, "AB"));
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "C3")), ==, TG_WHITE);

  /* Setup after a move goes into a new node; removing a stone is AE. */
  tg_test_play_sequence (game, "E5");
  tg_game_set_setup_stone (game, PT (game, "E5"), TG_EMPTY);
  setup_node = tg_game_get_current_node (game);
  g_assert_cmpuint (tg_game_tree_get_depth (tree, setup_node), ==, 2);
  g_assert_cmpstr (tg_game_tree_get_value (tree, setup_node, "AE"), ==, "ee");
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "E5")), ==, TG_EMPTY);
  tg_game_back (game);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "E5")), ==, TG_BLACK);
}

static void
test_game_place_handicap (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE);
  g_autoptr(TgGame) begun = new_game (9, TG_RULES_CHINESE);
  g_autoptr(GError) error = NULL;
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode root = tg_game_get_root (game);
  TgPoint twice[] = { PT (game, "C3"), PT (game, "C3") };
  TgPoint one[] = { PT (game, "C3") };
  TgPoint three[] = { PT (game, "G7"), PT (game, "C5"), PT (game, "D3") };
  guint n = 0;
  g_autofree const char **ab = NULL;

  /* Refused, and the game left alone: twice the same point, one stone. */
  g_assert_false (tg_game_place_handicap (game, twice, 2, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP);
  g_assert_nonnull (strstr (error->message, "C3"));
  g_clear_error (&error);
  g_assert_false (tg_game_place_handicap (game, one, 1, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP);
  g_clear_error (&error);
  g_assert_false (tg_game_tree_has_prop (tree, root, "AB"));
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);

  /* G7 C5 D3 (gg ce dg in SGF): HA[3] AB PL[W], White to play. */
  g_assert_true (tg_game_place_handicap (game, three, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "HA"), ==, "3");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "PL"), ==, "W");
  ab = tg_game_tree_get_values (tree, root, "AB", &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (ab[0], ==, "gc");
  g_assert_cmpstr (ab[1], ==, "ce");
  g_assert_cmpstr (ab[2], ==, "dg");
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 3);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "C5")), ==, TG_BLACK);
  /* Once placed (or once play began) there is no second time. */
  g_assert_false (tg_game_place_handicap (game, three, 3, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP);
  g_clear_error (&error);
  tg_test_play_sequence (begun, "B E5");
  g_assert_false (tg_game_place_handicap (begun, three, 3, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP);
}

static void
test_game_comments_and_info (void)
{
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE);
  g_autofree char *c = NULL, *pb = NULL;

  tg_test_play_sequence (game, "E5");
  tg_game_set_comment (game, "好棋] \\ 妙手");
  c = tg_game_get_comment (game);
  g_assert_cmpstr (c, ==, "好棋] \\ 妙手");
  tg_game_set_info (game, "PB", "Lee Sedol");
  pb = tg_game_get_info (game, "PB");
  g_assert_cmpstr (pb, ==, "Lee Sedol");
  tg_game_set_modified (game, FALSE);
  tg_game_set_comment (game, "好棋] \\ 妙手");
  g_assert_false (tg_game_get_modified (game));
}

static void
test_game_load_tree (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TgNode root = tg_game_tree_add_game (tree);
  TgNode n;

  tg_game_tree_set_value (tree, root, "SZ", "19:13");
  tg_game_tree_set_value (tree, root, "RU", "Chinese rules");
  tg_game_tree_set_value (tree, root, "KM", "7.5");
  n = tg_game_tree_append_child (tree, root);
  tg_game_tree_set_value (tree, n, "B", "pd");
  n = tg_game_tree_append_child (tree, n);
  tg_game_tree_set_value (tree, n, "W", "");

  game = tg_game_new_for_tree (tree, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tg_game_get_width (game), ==, 19);
  g_assert_cmpuint (tg_game_get_height (game), ==, 13);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_CHINESE);
  g_assert_nonnull (tg_game_get_rules_warning (game));
  g_assert_cmpint (tg_game_get_komi (game), ==, 15);
  tg_game_go_to_end (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpuint (tg_game_get_consecutive_passes (game), ==, 1);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_point (15, 3)), ==, TG_BLACK);

  /* Not Go, bad sizes, no such game. */
  tg_game_tree_set_value (tree, root, "GM", "2");
  g_clear_object (&game);
  g_assert_null (tg_game_new_for_tree (tree, 0, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_NOT_GO);
  g_clear_error (&error);
  tg_game_tree_set_value (tree, root, "GM", "1");
  tg_game_tree_set_value (tree, root, "SZ", "53");
  g_assert_null (tg_game_new_for_tree (tree, 0, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SIZE);
  g_clear_error (&error);
  tg_game_tree_set_value (tree, root, "SZ", "0");
  g_assert_null (tg_game_new_for_tree (tree, 0, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SIZE);
  g_clear_error (&error);
  g_assert_null (tg_game_new_for_tree (tree, 3, &error));
  g_assert_error (error, TG_GAME_ERROR, TG_GAME_ERROR_NO_GAME);
  g_assert_cmpstr (error->message, ==, "The file has 1 game; there is no game 4");
}

static void
test_game_long_main_line (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TgNode root = tg_game_tree_add_game (tree);
  TgNode n = root;

  /* 100 000 moves: alternate stones and passes so the board never fills. */
  tg_game_tree_set_value (tree, root, "SZ", "19");
  for (guint i = 0; i < 100000; i++)
    {
      char buf[3];

      n = tg_game_tree_append_child (tree, n);
      if (i % 4 == 0)
        tg_game_tree_set_value (tree, n, "B", tg_point_to_sgf (tg_point ((i / 4) % 19, 0), buf));
      else
        tg_game_tree_set_value (tree, n, i % 2 ? "W" : "B", "");
      if (i % 4 == 0 && i > 0)
        tg_game_tree_set_value (tree, n, "AE", tg_point_to_sgf (tg_point (((i / 4) + 18) % 19, 0), buf));
    }
  game = tg_game_new_for_tree (tree, 0, &error);
  g_assert_no_error (error);
  tg_game_go_to_end (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 100000);
  for (guint i = 0; i < 1000; i++)
    tg_game_back (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 99000);
  tg_game_go_to_move (game, 50000);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 50000);
}

static void
test_game_deep_nesting (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TgNode root = tg_game_tree_add_game (tree);
  TgNode n = root;

  /* 10 000 nested variations: every node has a main-line leaf and a second
   * child that continues. */
  tg_game_tree_set_value (tree, root, "SZ", "52");
  for (guint i = 0; i < 10000; i++)
    {
      TgNode leaf = tg_game_tree_append_child (tree, n);
      char buf[3];

      tg_game_tree_set_value (tree, leaf, "C", "leaf");
      n = tg_game_tree_append_child (tree, n);
      tg_game_tree_set_value (tree, n, i % 2 ? "W" : "B",
                              tg_point_to_sgf (tg_point (i % 52, (i / 52) % 52), buf));
    }
  game = tg_game_new_for_tree (tree, 0, &error);
  g_assert_no_error (error);
  g_assert_true (tg_game_go_to (game, n));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 10000);
  tg_game_go_to_start (game);
  g_assert_true (tg_game_go_to (game, n));
  g_assert_cmpuint (tg_game_tree_get_depth (tree, n), ==, 10000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/new-record", test_game_new_record);
  g_test_add_func ("/game/handicap", test_game_handicap);
  g_test_add_func ("/game/seated-stones", test_game_seated_stones);
  g_test_add_func ("/game/navigation-and-variations", test_game_navigation_and_variations);
  g_test_add_func ("/game/passes-end", test_game_passes_end);
  g_test_add_func ("/game/results", test_game_results);
  g_test_add_func ("/game/undo", test_game_undo);
  g_test_add_func ("/game/setup-edit", test_game_setup_edit);
  g_test_add_func ("/game/place-handicap", test_game_place_handicap);
  g_test_add_func ("/game/comments-and-info", test_game_comments_and_info);
  g_test_add_func ("/game/load-tree", test_game_load_tree);
  g_test_add_func ("/game/long-main-line", test_game_long_main_line);
  g_test_add_func ("/game/deep-nesting", test_game_deep_nesting);
  return g_test_run ();
}
