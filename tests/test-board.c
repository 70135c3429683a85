/* test-board.c: stones, chains, liberties, captures, hashing
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-board.h"
#include "tg-test-utils.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

/* Checks every chain's liberties and size against a slow recount. */
static void
assert_consistent (const TgBoard *b)
{
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgPoint stones[TG_MAX_SIZE * TG_MAX_SIZE];
        guint n, libs = 0;
        g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

        if (tg_board_get (b, p) == TG_EMPTY)
          continue;
        n = tg_board_chain_points (b, p, stones, G_N_ELEMENTS (stones));
        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpint (tg_board_get (b, stones[i]), ==, tg_board_get (b, p));
            for (guint d = 0; d < 4; d++)
              {
                TgPoint q = stones[i] + tg_board_dirs[d];
                if (tg_board_get (b, q) == TG_EMPTY &&
                    !g_hash_table_contains (seen, GUINT_TO_POINTER (q)))
                  {
                    g_hash_table_add (seen, GUINT_TO_POINTER (q));
                    libs++;
                  }
              }
          }
        g_assert_cmpuint (tg_board_chain_liberties (b, p), ==, libs);
        g_assert_cmpuint (tg_board_chain_size (b, p), ==, n);
      }
}

static void
test_board_sizes (void)
{
  TgBoard b;

  g_assert_false (tg_board_size_is_valid (0, 19));
  g_assert_false (tg_board_size_is_valid (53, 19));
  g_assert_true (tg_board_size_is_valid (1, 1));
  g_assert_true (tg_board_size_is_valid (52, 52));
  g_assert_true (tg_board_size_is_valid (19, 13));

  tg_board_init (&b, 1, 1);
  /* The only point of a 1×1 board is a single-stone suicide. */
  g_assert_cmpint (tg_board_check (&b, tg_point (0, 0), TG_BLACK, TRUE), ==, TG_BOARD_SUICIDE);

  tg_board_init (&b, 52, 52);
  g_assert_cmpuint (tg_board_n_points (&b), ==, 2704);
  tg_board_play (&b, tg_point (51, 51), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, tg_point (51, 51)), ==, 2);
  g_assert_cmpint (tg_board_check (&b, tg_point (51, 51) + 1, TG_WHITE, FALSE), ==, TG_BOARD_OFF_BOARD);
}

static void
test_board_liberties (void)
{
  TgBoard b;

  tg_board_init (&b, 9, 9);
  tg_board_play (&b, P (&b, "E5"), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "E5")), ==, 4);
  tg_board_play (&b, P (&b, "E6"), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "E5")), ==, 6);
  tg_board_play (&b, P (&b, "F6"), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "E5")), ==, 7);
  /* Closing an L into a square: F5 shares liberties with both arms. */
  tg_board_play (&b, P (&b, "F5"), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "E5")), ==, 8);
  g_assert_cmpuint (tg_board_chain_size (&b, P (&b, "F6")), ==, 4);
  tg_board_play (&b, P (&b, "D5"), TG_WHITE, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "E5")), ==, 7);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "D5")), ==, 3);
  /* Corner and edge. */
  tg_board_play (&b, P (&b, "A1"), TG_WHITE, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "A1")), ==, 2);
  tg_board_play (&b, P (&b, "A5"), TG_WHITE, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "A5")), ==, 3);
  assert_consistent (&b);
}

static void
test_board_capture_corner (void)
{
  TgBoard b;
  TgPoint captured[4];

  tg_test_board_from_diagram (&b,
    "O X . .\n"
    "X . . .\n"
    ". . . .\n"
    ". . . .\n");
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "A4")), ==, 0);   /* setup leaves it */
  tg_test_board_from_diagram (&b,
    "O . . .\n"
    "X . . .\n"
    ". . . .\n"
    ". . . .\n");
  g_assert_cmpint (tg_board_check (&b, P (&b, "B4"), TG_BLACK, FALSE), ==, TG_BOARD_OK);
  g_assert_cmpuint (tg_board_play (&b, P (&b, "B4"), TG_BLACK, captured), ==, 1);
  g_assert_cmpuint (captured[0], ==, P (&b, "A4"));
  g_assert_cmpint (tg_board_get (&b, P (&b, "A4")), ==, TG_EMPTY);
  g_assert_cmpuint (b.captures[TG_BLACK], ==, 1);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "B4")), ==, 3);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "A3")), ==, 3);
  /* Not a ko: the capturing stone has three liberties. */
  g_assert_cmpuint (b.ko, ==, TG_NO_POINT);
  assert_consistent (&b);
}

static void
test_board_capture_edge_group (void)
{
  TgBoard b;
  TgPoint captured[10];

  tg_test_board_from_diagram (&b,
    ". . . . . .\n"
    ". . . . . .\n"
    ". . . . . .\n"
    ". X X X . .\n"
    "X O O O . .\n");
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "B1")), ==, 1);
  g_assert_cmpuint (tg_board_play (&b, P (&b, "E1"), TG_BLACK, captured), ==, 3);
  g_assert_cmpuint (tg_board_count_stones (&b, TG_WHITE), ==, 0);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "A1")), ==, 2);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "C2")), ==, 8);
  assert_consistent (&b);
}

static void
test_board_capture_two_chains (void)
{
  TgBoard b;

  /* One black move at C3 takes two separate white stones. */
  tg_test_board_from_diagram (&b,
    ". X . X .\n"
    "X O . O X\n"
    ". X . X .\n"
    ". . . . .\n"
    ". . . . .\n");
  tg_board_play (&b, P (&b, "C4"), TG_BLACK, NULL);
  g_assert_cmpuint (b.captures[TG_BLACK], ==, 2);
  g_assert_cmpuint (tg_board_count_stones (&b, TG_WHITE), ==, 0);
  assert_consistent (&b);
}

static void
test_board_ko (void)
{
  TgBoard b;

  tg_test_board_from_diagram (&b,
    ". X O . .\n"
    "X O . O .\n"
    ". X O . .\n"
    ". . . . .\n"
    ". . . . .\n");
  /* Black takes at C4. */
  g_assert_cmpuint (tg_board_play (&b, P (&b, "C4"), TG_BLACK, NULL), ==, 1);
  g_assert_cmpuint (b.ko, ==, P (&b, "B4"));
  g_assert_cmpint (tg_board_check (&b, P (&b, "B4"), TG_WHITE, FALSE), ==, TG_BOARD_KO);
  /* The ban binds the opponent only: Black himself may fill the ko point
   * (records with two moves in a row by one colour do this). */
  g_assert_cmpint (tg_board_check (&b, P (&b, "B4"), TG_BLACK, FALSE), ==, TG_BOARD_OK);
  /* After a move elsewhere the ko may be retaken. */
  tg_board_play (&b, P (&b, "E1"), TG_WHITE, NULL);
  g_assert_cmpuint (b.ko, ==, TG_NO_POINT);
  tg_board_play (&b, P (&b, "E2"), TG_BLACK, NULL);
  g_assert_cmpint (tg_board_check (&b, P (&b, "B4"), TG_WHITE, FALSE), ==, TG_BOARD_OK);
  /* A pass also clears it. */
  tg_board_play (&b, P (&b, "B4"), TG_WHITE, NULL);
  g_assert_cmpuint (b.ko, ==, P (&b, "C4"));
  tg_board_pass (&b);
  g_assert_cmpuint (b.ko, ==, TG_NO_POINT);
  assert_consistent (&b);
}

static void
test_board_snapback (void)
{
  TgBoard b;

  /* A snapback: White throws in, Black captures one stone, White takes
   * the five black stones back. Not a ko. */
  tg_test_board_from_diagram (&b,
    ". . . . . .\n"
    ". . . . . .\n"
    "O O O O . .\n"
    "X X X O . .\n"
    ". . X O . .\n");
  /* The throw-in at B1 keeps one liberty (A1): legal. */
  g_assert_cmpint (tg_board_check (&b, P (&b, "B1"), TG_WHITE, FALSE), ==, TG_BOARD_OK);
  tg_board_play (&b, P (&b, "B1"), TG_WHITE, NULL);
  /* Black captures the thrown-in stone at A1. */
  g_assert_cmpuint (tg_board_play (&b, P (&b, "A1"), TG_BLACK, NULL), ==, 1);
  g_assert_cmpuint (b.ko, ==, TG_NO_POINT);     /* A1 chain has more than one stone */
  /* White plays B1 again and captures the whole black group. */
  g_assert_cmpint (tg_board_check (&b, P (&b, "B1"), TG_WHITE, FALSE), ==, TG_BOARD_OK);
  g_assert_cmpuint (tg_board_play (&b, P (&b, "B1"), TG_WHITE, NULL), ==, 5);
  g_assert_cmpuint (b.captures[TG_WHITE], ==, 5);
  assert_consistent (&b);
}

static void
test_board_suicide (void)
{
  TgBoard b;

  /* RULES.md T11 on 5×5. */
  tg_test_board_from_diagram (&b,
    ". O O X .\n"
    "X X X X .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_cmpint (tg_board_check (&b, P (&b, "A5"), TG_WHITE, FALSE), ==, TG_BOARD_SUICIDE);
  g_assert_cmpint (tg_board_check (&b, P (&b, "A5"), TG_WHITE, TRUE), ==, TG_BOARD_OK);
  {
    TgBoard c = b;

    g_assert_cmpuint (tg_board_play (&c, P (&c, "A5"), TG_WHITE, NULL), ==, 3);
    g_assert_cmpint (tg_board_get (&c, P (&c, "B5")), ==, TG_EMPTY);
    g_assert_cmpint (tg_board_get (&c, P (&c, "A5")), ==, TG_EMPTY);
    g_assert_cmpuint (c.captures[TG_BLACK], ==, 3);
    assert_consistent (&c);
  }
  /* Black A5 captures two. */
  g_assert_cmpuint (tg_board_play (&b, P (&b, "A5"), TG_BLACK, NULL), ==, 2);

  /* Single-stone suicide is never legal. */
  tg_test_board_from_diagram (&b,
    ". X . . .\n"
    "X X . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_cmpint (tg_board_check (&b, P (&b, "A5"), TG_WHITE, TRUE), ==, TG_BOARD_SUICIDE);
  g_assert_cmpint (tg_board_check (&b, P (&b, "A5"), TG_WHITE, FALSE), ==, TG_BOARD_SUICIDE);
  g_assert_cmpint (tg_board_check (&b, P (&b, "A5"), TG_BLACK, FALSE), ==, TG_BOARD_OK);
  g_assert_cmpint (tg_board_check (&b, P (&b, "B5"), TG_BLACK, FALSE), ==, TG_BOARD_OCCUPIED);
}

static void
test_board_rectangular (void)
{
  TgBoard b;
  TgPoint p;

  tg_board_init (&b, 19, 13);
  g_assert_true (tg_point_from_gtp ("T13", 19, 13, &p));
  tg_board_play (&b, p, TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, p), ==, 2);
  g_assert_true (tg_point_from_gtp ("S13", 19, 13, &p));
  tg_board_play (&b, p, TG_WHITE, NULL);
  g_assert_true (tg_point_from_gtp ("T12", 19, 13, &p));
  g_assert_cmpuint (tg_board_play (&b, p, TG_WHITE, NULL), ==, 1);
  g_assert_cmpuint (tg_board_count_stones (&b, TG_BLACK), ==, 0);

  tg_board_init (&b, 2, 1);
  tg_board_play (&b, tg_point (0, 0), TG_BLACK, NULL);
  g_assert_cmpint (tg_board_check (&b, tg_point (1, 0), TG_WHITE, FALSE), ==, TG_BOARD_OK);
  g_assert_cmpuint (tg_board_play (&b, tg_point (1, 0), TG_WHITE, NULL), ==, 1);
  assert_consistent (&b);
}

static void
test_board_hash (void)
{
  TgBoard a, b;

  tg_board_init (&a, 9, 9);
  tg_board_init (&b, 9, 9);
  g_assert_cmpuint (tg_board_get_hash (&a), ==, 0);
  tg_board_play (&a, tg_point (2, 2), TG_BLACK, NULL);
  tg_board_play (&a, tg_point (6, 6), TG_WHITE, NULL);
  tg_board_play (&b, tg_point (6, 6), TG_WHITE, NULL);
  tg_board_play (&b, tg_point (2, 2), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_get_hash (&a), ==, tg_board_get_hash (&b));
  g_assert_true (tg_board_same_position (&a, &b));
  tg_board_set (&b, tg_point (2, 2), TG_WHITE);
  g_assert_cmpuint (tg_board_get_hash (&a), !=, tg_board_get_hash (&b));
  g_assert_false (tg_board_same_position (&a, &b));
  tg_board_set (&b, tg_point (2, 2), TG_BLACK);
  g_assert_cmpuint (tg_board_get_hash (&a), ==, tg_board_get_hash (&b));
}

static void
test_board_copy_and_pack (void)
{
  TgBoard a, b, c;
  g_autofree guint8 *packed = NULL;
  g_autofree char *da = NULL, *dc = NULL;

  tg_test_board_from_diagram (&a,
    ". X O . .\n"
    "X O . O .\n"
    ". X O . .\n"
    ". . . . .\n"
    ". . . . .\n");
  tg_board_play (&a, tg_point (2, 1), TG_BLACK, NULL);
  b = a;                                  /* one assignment */
  tg_board_play (&b, tg_point (4, 4), TG_WHITE, NULL);
  g_assert_cmpint (tg_board_get (&a, tg_point (4, 4)), ==, TG_EMPTY);

  packed = g_malloc (tg_board_pack_size (&a));
  tg_board_pack (&a, packed);
  tg_board_unpack (&c, packed);
  g_assert_true (tg_board_same_position (&a, &c));
  g_assert_cmpuint (c.ko, ==, a.ko);
  g_assert_cmpuint (c.captures[TG_BLACK], ==, 1);
  g_assert_cmpuint (tg_board_get_hash (&c), ==, tg_board_get_hash (&a));
  da = tg_board_to_diagram (&a);
  dc = tg_board_to_diagram (&c);
  g_assert_cmpstr (da, ==, dc);
  assert_consistent (&c);
}

static void
test_board_random_consistency (void)
{
  GRand *rand = g_rand_new_with_seed (42);
  TgBoard b;
  guint sizes[][2] = { { 19, 19 }, { 9, 9 }, { 7, 5 }, { 3, 3 }, { 25, 13 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      tg_board_init (&b, sizes[s][0], sizes[s][1]);
      for (guint move = 0; move < 600; move++)
        {
          TgColor c = move % 2 ? TG_WHITE : TG_BLACK;
          TgPoint p = tg_point (g_rand_int_range (rand, 0, b.width),
                                g_rand_int_range (rand, 0, b.height));

          if (tg_board_is_legal (&b, p, c, move % 3 == 0))
            tg_board_play (&b, p, c, NULL);
          if (move % 50 == 0)
            assert_consistent (&b);
        }
      assert_consistent (&b);
      /* The incremental hash equals a fresh one. */
      {
        g_autofree char *d = tg_board_to_diagram (&b);
        TgBoard fresh;

        tg_board_from_diagram (&fresh, d);
        g_assert_cmpuint (tg_board_get_hash (&fresh), ==, tg_board_get_hash (&b));
      }
    }
  g_rand_free (rand);
}

/* The chain walk and the any-liberty helper on a hand-drawn 5×5 board:
 * the black chain a5 b5 b4 has its liberties at c5, c4, b3 and a4 is
 * white; the white stone at a4 is in atari with its one liberty at a3. */
static void
test_board_chain_walk (void)
{
  TgBoard b;
  guint n = 0, mask = 0;

  g_assert_true (tg_board_from_diagram (&b,
    "XX.../"
    "OX.../"
    "...../"
    "...../"
    "....."));
  TG_BOARD_FOREACH_STONE (&b, tg_point (1, 1), s)
    {
      n++;
      mask |= s == tg_point (0, 0) ? 1 : s == tg_point (1, 0) ? 2 : s == tg_point (1, 1) ? 4 : 8;
    }
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (mask, ==, 7);

  n = 0;
  TG_BOARD_FOREACH_STONE (&b, tg_point (0, 0), s)
    if (++n == 2)
      break;
  g_assert_cmpuint (n, ==, 2);

  g_assert_cmpuint (tg_board_chain_any_liberty (&b, tg_point (0, 1)), ==, tg_point (0, 2));
  {
    TgPoint lib = tg_board_chain_any_liberty (&b, tg_point (1, 0));

    g_assert_true (lib == tg_point (2, 0) || lib == tg_point (2, 1) || lib == tg_point (1, 2));
  }

  /* A chain without liberties (setup captures nothing). */
  g_assert_true (tg_board_from_diagram (&b, "XO./O../..."));
  g_assert_cmpuint (tg_board_chain_any_liberty (&b, tg_point (0, 0)), ==, TG_NO_POINT);
}

/* The test helper reads the diagrams as the tests draw them: a header of
 * column letters (with B and W among them) and row numbers are not stones. */
static void
test_board_test_diagram_labels (void)
{
  TgBoard plain, labelled;

  tg_test_board_from_diagram (&plain,
    "X . . . . . . . O\n"
    ". X . . . . . O .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    "O . . . . . . . X\n");
  tg_test_board_from_diagram (&labelled,
    "   A B C D E F G H J\n"
    " 9 X . . . . . . . O\n"
    " 8 . X . . . . . O .\n"
    " 7 . . . . . . . . .\n"
    " 6 . . . . . . . . .\n"
    " 5 . . . . . . . . .\n"
    " 4 . . . . . . . . .\n"
    " 3 . . . . . . . . .\n"
    " 2 . . . . . . . . .\n"
    " 1 O . . . . . . . X\n");
  g_assert_cmpuint (labelled.width, ==, 9);
  g_assert_cmpuint (labelled.height, ==, 9);
  g_assert_true (tg_board_same_position (&plain, &labelled));
  g_assert_cmpint (tg_board_get (&labelled, tg_test_point ("B8", 9, 9)), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (&labelled, tg_test_point ("A1", 9, 9)), ==, TG_WHITE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/sizes", test_board_sizes);
  g_test_add_func ("/board/liberties", test_board_liberties);
  g_test_add_func ("/board/chain-walk", test_board_chain_walk);
  g_test_add_func ("/board/test-diagram-labels", test_board_test_diagram_labels);
  g_test_add_func ("/board/capture-corner", test_board_capture_corner);
  g_test_add_func ("/board/capture-edge-group", test_board_capture_edge_group);
  g_test_add_func ("/board/capture-two-chains", test_board_capture_two_chains);
  g_test_add_func ("/board/ko", test_board_ko);
  g_test_add_func ("/board/snapback", test_board_snapback);
  g_test_add_func ("/board/suicide", test_board_suicide);
  g_test_add_func ("/board/rectangular", test_board_rectangular);
  g_test_add_func ("/board/hash", test_board_hash);
  g_test_add_func ("/board/copy-and-pack", test_board_copy_and_pack);
  g_test_add_func ("/board/random-consistency", test_board_random_consistency);
  return g_test_run ();
}
