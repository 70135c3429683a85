/* test-deadstones.c: Benson, the dead-stone proposal, related chains, toggling
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tg-deadstones.h"
#include "tg-test-utils.h"
#include "test-deadstones-positions.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

/* The dead stones of @dead as sorted GTP coordinates, "" when none. */
static char *
dead_to_string (const TgBoard *board,
                const guint8  *dead)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char gtp[TG_POINT_GTP_SIZE];

        if (dead[p])
          g_ptr_array_add (names, g_strdup (tg_point_to_gtp (p, board->height, gtp)));
      }
  tg_test_sort_strings (names);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", (char *) names->pdata[i]);
  return g_string_free (out, FALSE);
}

static char *
guess (const char *diagram,
       guint64     seed)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];

  tg_test_board_from_diagram (&board, diagram);
  tg_deadstones_guess (&board, tg_rules_get_preset (TG_RULES_JAPANESE), seed, dead);
  return dead_to_string (&board, dead);
}

/* The points @pass_alive gives @color, as sorted GTP coordinates. */
static char *
pass_alive_to_string (const TgBoard *board,
                      const guint8  *pass_alive,
                      TgColor        color)
{
  g_autofree guint8 *mask = g_new0 (guint8, TG_ARRAY_SIZE);

  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    mask[i] = pass_alive[i] == color;
  return dead_to_string (board, mask);
}

/* Benson ------------------------------------------------------------------ */

static void
test_benson_two_eyes (void)
{
  TgBoard b;
  guint8 pa[TG_ARRAY_SIZE];
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;

  /* Black lives with the eyes A5 and C5; the rest of the board is open. */
  tg_test_board_from_diagram (&b,
    ". X . X .\n"
    "X X X X .\n"
    ". . . . .\n"
    ". . O . .\n"
    ". . . . .\n");
  tg_deadstones_pass_alive (&b, FALSE, pa);
  black = pass_alive_to_string (&b, pa, TG_BLACK);
  white = pass_alive_to_string (&b, pa, TG_WHITE);
  g_assert_cmpstr (black, ==, "A4 A5 B4 B5 C4 C5 D4 D5");
  g_assert_cmpstr (white, ==, "");
}

static void
test_benson_one_eye (void)
{
  TgBoard b;
  guint8 pa[TG_ARRAY_SIZE];
  g_autofree char *black = NULL;

  /* One eye (A5) and a big outside: nothing is certain. */
  tg_test_board_from_diagram (&b,
    ". X O . .\n"
    "X X O . .\n"
    "O O O . .\n"
    ". . . . .\n"
    ". . . . .\n");
  tg_deadstones_pass_alive (&b, FALSE, pa);
  black = pass_alive_to_string (&b, pa, TG_BLACK);
  g_assert_cmpstr (black, ==, "");
}

static void
test_benson_territory_with_dead_stone (void)
{
  TgBoard b;
  guint8 pa[TG_ARRAY_SIZE];
  g_autofree char *black = NULL;

  /* Black's chain has two vital regions, A5-B5 (with a white stone) and
   * D5: it is pass-alive, both are its territory, and the white stone is
   * certainly dead. */
  tg_test_board_from_diagram (&b,
    "O . X . X\n"
    "X X X X X\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  tg_deadstones_pass_alive (&b, FALSE, pa);
  black = pass_alive_to_string (&b, pa, TG_BLACK);
  g_assert_cmpstr (black, ==, "A4 A5 B4 B5 C4 C5 D4 D5 E4 E5");
  g_assert_cmpint (pa[P (&b, "C3")], ==, TG_EMPTY);
}

static void
test_benson_big_region_is_not_territory (void)
{
  TgBoard b;
  guint8 pa[TG_ARRAY_SIZE];

  /* Two eyes make Black pass-alive, but the 3×3 corner area (A1-C3, not
   * all next to Black) is not pass-alive territory: White could live. */
  tg_test_board_from_diagram (&b,
    ". X . X . . .\n"
    "X X X X . . .\n"
    ". . . X . . .\n"
    "X X X X . . .\n"
    ". . . X . . .\n"
    ". . . X . . .\n"
    ". . . X . . .\n");
  tg_deadstones_pass_alive (&b, FALSE, pa);
  g_assert_cmpint (pa[P (&b, "D4")], ==, TG_BLACK);
  g_assert_cmpint (pa[P (&b, "A7")], ==, TG_BLACK);
  g_assert_cmpint (pa[P (&b, "A5")], ==, TG_BLACK);   /* A5-C5: all next to Black */
  g_assert_cmpint (pa[P (&b, "B2")], ==, TG_EMPTY);
  g_assert_cmpint (pa[P (&b, "E4")], ==, TG_EMPTY);
}

static void
test_benson_suicide (void)
{
  TgBoard b;
  guint8 pa[TG_ARRAY_SIZE];

  /* The region A5-B5-A4 holds two white stones; its only empty point, A4,
   * is a liberty of Black's chain, so without suicide it is vital and
   * Black (with D5) is pass-alive. With suicide legal every point of a
   * vital region must touch the chain, and the white stone A5 does not:
   * one vital region is not enough. */
  tg_test_board_from_diagram (&b,
    "O O X . X\n"
    ". X X X X\n"
    "X X . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  tg_deadstones_pass_alive (&b, FALSE, pa);
  g_assert_cmpint (pa[P (&b, "C5")], ==, TG_BLACK);
  g_assert_cmpint (pa[P (&b, "A5")], ==, TG_BLACK);   /* dead in Black's territory */
  g_assert_cmpint (pa[P (&b, "B5")], ==, TG_BLACK);
  g_assert_cmpint (pa[P (&b, "D5")], ==, TG_BLACK);
  tg_deadstones_pass_alive (&b, TRUE, pa);
  g_assert_cmpint (pa[P (&b, "C5")], ==, TG_EMPTY);
  g_assert_cmpint (pa[P (&b, "A5")], ==, TG_EMPTY);
}

/* The proposal ------------------------------------------------------------ */

/* RULES.md T4: white B7 C7 and black H3 H2 are dead. */
static const char *t4 =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". O O . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . X .\n"
  ". . . . X O . X .\n"
  ". . . . X O . . .\n";

/* RULES.md T5: a seki without eyes. */
static const char *t5 =
  ". O X . O X . . .\n"
  ". O X . O X . . .\n"
  ". O X X O X . . .\n"
  ". O O O X X . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n";

/* RULES.md T6: a seki with one eye each. */
static const char *t6 =
  "O X . X . O . O X\n"
  "O X X X X O O O X\n"
  "O O O O O X X X X\n"
  ". . . O X X . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n";

static void
test_guess_dead_in_territory (void)
{
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autofree char *dead = guess (t4, seed);

      g_assert_cmpstr (dead, ==, "B7 C7 H2 H3");
    }
}

static void
test_guess_seki (void)
{
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autofree char *dead5 = guess (t5, seed);
      g_autofree char *dead6 = guess (t6, seed);

      g_assert_cmpstr (dead5, ==, "");
      g_assert_cmpstr (dead6, ==, "");
    }
}

static void
test_guess_nothing_to_remove (void)
{
  g_autofree char *empty = guess (". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n", 1);
  g_autofree char *t1 = NULL;
  g_autofree char *tiny = guess (".\n", 1);

  t1 = guess (
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n", 7);
  g_assert_cmpstr (empty, ==, "");
  g_assert_cmpstr (t1, ==, "");
  g_assert_cmpstr (tiny, ==, "");
}

static void
test_guess_single_eye_group (void)
{
  /* White's ring around E5 has one eye inside Black's live area (Black's
   * eyes are A9 and J1): the ring is dead. */
  g_autofree char *dead = guess (
    ". X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X O O O X X X\n"
    "X X X O . O X X X\n"
    "X X X O O O X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X .\n", 3);

  g_assert_cmpstr (dead, ==, "D4 D5 D6 E4 E6 F4 F5 F6");
}

static void
test_guess_floating_stones (void)
{
  /* A lone white stone and a white shape around one eye float in Black's
   * territory, a lone black stone in White's. */
  g_autofree char *dead = guess (
    ". . . . . . X O . . . . .\n"
    ". . . . . . X O . . . . .\n"
    ". . O . . . X O . . X . .\n"
    ". . . . . . X O . . . . .\n"
    ". . . . . . X O . . . . .\n"
    ". . . . O . X O . . . . .\n"
    ". . . O . O X O . . . . .\n"
    ". . . . O . X O . . . . .\n"
    ". . . . . . X O . . . . .\n"
    ". . . . . . X O . . . . .\n"
    ". . . . . . X O . . . . .\n"
    ". . . . . . X O . . . . .\n"
    ". . . . . . X O . . . . .\n", 11);

  g_assert_cmpstr (dead, ==, "C11 D7 E6 E8 F7 L11");
}

static void
test_guess_deterministic (void)
{
  TgBoard b;
  guint8 a[TG_ARRAY_SIZE], c[TG_ARRAY_SIZE];
  gint8 own_a[TG_ARRAY_SIZE], own_c[TG_ARRAY_SIZE];
  TgDeadstonesOptions options;

  tg_test_board_from_diagram (&b, t5);
  tg_deadstones_options_init (&options);
  g_assert_cmpuint (options.playouts, ==, TG_DEADSTONES_DEFAULT_PLAYOUTS);
  g_assert_true (options.finished);

  tg_deadstones_guess_full (&b, NULL, 42, &options, a, own_a);
  tg_deadstones_guess_full (&b, NULL, 42, &options, c, own_c);
  g_assert_cmpmem (a, sizeof a, c, sizeof c);
  g_assert_cmpmem (own_a, sizeof own_a, own_c, sizeof own_c);

  /* The seki stones keep their own colour, the territories their owner. */
  g_assert_cmpint (own_a[P (&b, "C9")], >, 50);
  g_assert_cmpint (own_a[P (&b, "E9")], <, -50);
  g_assert_cmpint (own_a[P (&b, "J1")], >, 30);
  g_assert_cmpint (own_a[P (&b, "A1")], <, -30);
  /* Off the board: zero. */
  g_assert_cmpint (own_a[0], ==, 0);
}

static void
test_guess_without_playouts (void)
{
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];
  TgDeadstonesOptions options;
  g_autofree char *names = NULL;

  /* Benson alone: the white stones in Black's pass-alive corner are dead;
   * without playouts and cleanup nothing else is decided. */
  tg_test_board_from_diagram (&b,
    "O O X . X\n"
    ". X X X X\n"
    "X X . . .\n"
    ". . . O .\n"
    ". . . . .\n");
  tg_deadstones_options_init (&options);
  options.playouts = 0;
  options.finished = FALSE;
  tg_deadstones_guess_full (&b, NULL, 1, &options, dead, NULL);
  names = dead_to_string (&b, dead);
  g_assert_cmpstr (names, ==, "A5 B5");

  /* The cleanup adds D2: a lone stone with no eye space in an area only
   * Black's pass-alive chain borders. */
  options.finished = TRUE;
  tg_deadstones_guess_full (&b, NULL, 1, &options, dead, NULL);
  g_free (names);
  names = dead_to_string (&b, dead);
  g_assert_cmpstr (names, ==, "A5 B5 D2");
}

typedef struct
{
  const TgBoard *board;
  guint64        seed;
  guint8         dead[TG_ARRAY_SIZE];
} ThreadJob;

static gpointer
guess_thread (gpointer data)
{
  ThreadJob *job = data;

  tg_deadstones_guess (job->board, NULL, job->seed, job->dead);
  return NULL;
}

static void
test_guess_threads (void)
{
  TgBoard b;
  ThreadJob jobs[4];
  GThread *threads[4];
  guint8 serial[TG_ARRAY_SIZE];

  tg_test_board_from_diagram (&b, t4);
  tg_deadstones_guess (&b, NULL, 9, serial);
  for (guint i = 0; i < G_N_ELEMENTS (jobs); i++)
    {
      jobs[i].board = &b;
      jobs[i].seed = 9;
      threads[i] = g_thread_new ("deadstones", guess_thread, &jobs[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (jobs); i++)
    {
      g_thread_join (threads[i]);
      g_assert_cmpmem (jobs[i].dead, TG_ARRAY_SIZE, serial, TG_ARRAY_SIZE);
    }
}

static void
test_guess_board_sizes (void)
{
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];
  TgDeadstonesOptions options;

  tg_deadstones_options_init (&options);
  options.playouts = 8;

  /* The largest board, a black stone in the corner: nothing dead, and
   * nothing written off the board. */
  tg_board_init (&b, 52, 52);
  tg_board_play (&b, tg_point (51, 51), TG_BLACK, NULL);
  memset (dead, 0xAA, sizeof dead);
  tg_deadstones_guess_full (&b, NULL, 1, &options, dead, NULL);
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    g_assert_cmpuint (dead[i], ==, 0);

  /* A 2×1 board full of stones cannot exist; a 3×1 with one stone each
   * side of an empty point: the stones live by sharing it (seki). */
  tg_board_init (&b, 3, 1);
  tg_board_play (&b, tg_point (0, 0), TG_BLACK, NULL);
  tg_board_play (&b, tg_point (2, 0), TG_WHITE, NULL);
  tg_deadstones_guess (&b, NULL, 1, dead);
  g_assert_cmpuint (dead[tg_point (0, 0)], ==, 0);
  g_assert_cmpuint (dead[tg_point (2, 0)], ==, 0);
}

static void
test_guess_illegal_setup (void)
{
  g_autofree char *ring = NULL;
  g_autofree char *checkers = NULL;

  /* Setup stones (AB/AW) can leave chains without a liberty; the proposal
   * must still answer. Black's ring has none, White's one eye. */
  ring = guess ("X X X X X\n"
                "X O O O X\n"
                "X O . O X\n"
                "X O O O X\n"
                "X X X X X\n", 1);
  g_assert_cmpstr (ring, ==, "B2 B3 B4 C2 C4 D2 D3 D4");
  checkers = guess ("X O\nO X\n", 1);
  g_assert_cmpstr (checkers, ==, "");
}

/* Related chains and toggling --------------------------------------------- */

static const char *related_board =
  ". . . . X O . . .\n"
  ". O . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . O . X O . . .\n"
  "X X X X X O . . .\n"
  ". . . O X O . . .\n"
  ". . . . X O . X .\n"
  ". . . . X O . X .\n"
  ". . . . X O . . .\n";

static void
test_related (void)
{
  TgBoard b;
  TgPoint out[TG_ARRAY_SIZE];
  guint n;

  tg_test_board_from_diagram (&b, related_board);
  /* B8 and C6 share the region above Black's row 5 wall. */
  n = tg_deadstones_related (&b, P (&b, "B8"), out, G_N_ELEMENTS (out));
  g_assert_cmpuint (n, ==, 2);
  /* D4 is alone below the wall. */
  n = tg_deadstones_related (&b, P (&b, "D4"), out, G_N_ELEMENTS (out));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (out[0], ==, P (&b, "D4"));
  /* White's F file separates Black's wall from H2-H3. */
  n = tg_deadstones_related (&b, P (&b, "H3"), out, G_N_ELEMENTS (out));
  g_assert_cmpuint (n, ==, 2);
  n = tg_deadstones_related (&b, P (&b, "E1"), out, G_N_ELEMENTS (out));
  g_assert_cmpuint (n, ==, 13);
  /* Only n_out are written; the count is complete. */
  n = tg_deadstones_related (&b, P (&b, "E1"), out, 3);
  g_assert_cmpuint (n, ==, 13);
  /* Not a stone. */
  g_assert_cmpuint (tg_deadstones_related (&b, P (&b, "A1"), out, 4), ==, 0);
  g_assert_cmpuint (tg_deadstones_related (&b, TG_PASS, out, 4), ==, 0);
}

/* One click, one group: in White's territory right of the F file, H8 and
 * H5 (a two-point jump, H7 and H6 between) are one group; H1 is three
 * empty points from H5 by any path, so another group. */
static const char *jumps_board =
  ". . . . X O . . .\n"
  ". . . . X O . X .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . X .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . X .\n";

static void
test_related_jumps (void)
{
  TgBoard b;
  TgPoint out[TG_ARRAY_SIZE];
  guint8 dead[TG_ARRAY_SIZE] = { 0 };

  tg_test_board_from_diagram (&b, jumps_board);
  g_assert_cmpuint (tg_deadstones_related (&b, P (&b, "H8"), out, G_N_ELEMENTS (out)), ==, 2);
  g_assert_true ((out[0] == P (&b, "H8") && out[1] == P (&b, "H5")) ||
                 (out[0] == P (&b, "H5") && out[1] == P (&b, "H8")));
  g_assert_cmpuint (tg_deadstones_related (&b, P (&b, "H1"), out, G_N_ELEMENTS (out)), ==, 1);
  g_assert_cmpuint (out[0], ==, P (&b, "H1"));

  /* Marked dead together, H1 brought back alone. */
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "H5")));
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "H1")));
  g_assert_true (dead[P (&b, "H8")] && dead[P (&b, "H5")] && dead[P (&b, "H1")]);
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "H1")));
  g_assert_true (dead[P (&b, "H8")] && dead[P (&b, "H5")]);
  g_assert_false (dead[P (&b, "H1")]);
}

/* Issue 13.5: an open 19×19 position, nine white stones in four corners
 * and a few black ones. No region is enclosed, so one click marks one
 * chain, never the whole colour. */
static void
test_related_open_board (void)
{
  static const char *const white[] = { "C3", "D3", "Q3", "R4", "C17", "D16", "Q17", "R16", "R17" };
  static const char *const black[] = { "D4", "Q4", "D17", "Q16", "K10" };
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];
  TgPoint out[TG_ARRAY_SIZE];
  g_autofree char *marked = NULL;

  tg_board_init (&b, 19, 19);
  for (guint i = 0; i < G_N_ELEMENTS (white); i++)
    tg_board_play (&b, P (&b, white[i]), TG_WHITE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (black); i++)
    tg_board_play (&b, P (&b, black[i]), TG_BLACK, NULL);

  g_assert_cmpuint (tg_deadstones_related (&b, P (&b, "C3"), out, G_N_ELEMENTS (out)), ==, 2);
  g_assert_cmpuint (tg_deadstones_related (&b, P (&b, "R16"), out, G_N_ELEMENTS (out)), ==, 3);
  memset (dead, 0, sizeof dead);
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "Q3")));
  marked = dead_to_string (&b, dead);
  g_assert_cmpstr (marked, ==, "Q3");
}

/* Issue 13.4: INSIDE_DEAD_GROUP (test-deadstones-positions.h); GNU Go 3.8
 * (final_status_list dead, level 10) gives the same eight stones. */
static void
test_guess_stone_inside_dead_group (void)
{
  g_autofree char *dead = guess (INSIDE_DEAD_GROUP, TG_DEADSTONES_DEFAULT_SEED);

  g_assert_cmpstr (dead, ==, "D6 D7 E5 E7 F5 F7 G5 G6");
}

/* Issue 13.4: a stone in atari with no escape is dead even where the
 * playouts would keep it (none here); one that a connection saves is not
 * (it is an unsettled point of the count); nor is a mutual atari. */
static void
test_guess_atari_no_escape (void)
{
  TgDeadstonesOptions options;
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];

  tg_deadstones_options_init (&options);
  options.playouts = 0;
  options.finished = FALSE;
  tg_board_init (&b, 9, 9);
  /* A1 in atari: A2 only leads to A1-A2 in atari again (B2), taken at A3. */
  tg_board_play (&b, P (&b, "A1"), TG_BLACK, NULL);
  tg_board_play (&b, P (&b, "B1"), TG_WHITE, NULL);
  tg_board_play (&b, P (&b, "B2"), TG_WHITE, NULL);
  /* E5 in atari, but E4 connects it to E3 and E2. */
  tg_board_play (&b, P (&b, "E5"), TG_BLACK, NULL);
  tg_board_play (&b, P (&b, "D5"), TG_WHITE, NULL);
  tg_board_play (&b, P (&b, "F5"), TG_WHITE, NULL);
  tg_board_play (&b, P (&b, "E6"), TG_WHITE, NULL);
  tg_board_play (&b, P (&b, "E3"), TG_BLACK, NULL);
  tg_board_play (&b, P (&b, "E2"), TG_BLACK, NULL);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "A1")), ==, 1);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "E5")), ==, 1);

  tg_deadstones_guess_full (&b, NULL, 1, &options, dead, NULL);
  g_assert_true (dead[P (&b, "A1")]);
  g_assert_false (dead[P (&b, "E5")]);
  g_assert_false (dead[P (&b, "E3")]);
  g_assert_false (dead[P (&b, "B1")] || dead[P (&b, "D5")]);
}

static void
test_toggle (void)
{
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];
  guint8 before[TG_ARRAY_SIZE];
  g_autofree char *after_one = NULL;
  g_autofree char *after_two = NULL;
  g_autofree char *after_three = NULL;

  tg_test_board_from_diagram (&b, related_board);
  memset (dead, 0, sizeof dead);

  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "B8")));
  after_one = dead_to_string (&b, dead);
  g_assert_cmpstr (after_one, ==, "B8 C6");

  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "H2")));
  after_two = dead_to_string (&b, dead);
  g_assert_cmpstr (after_two, ==, "B8 C6 H2 H3");

  /* Alive again: exactly the related chains come back. */
  memcpy (before, dead, sizeof dead);
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "C6")));
  after_three = dead_to_string (&b, dead);
  g_assert_cmpstr (after_three, ==, "H2 H3");
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "C6")));
  g_assert_cmpmem (dead, sizeof dead, before, sizeof before);

  /* Empty points and points off the board change nothing. */
  g_assert_false (tg_deadstones_toggle (&b, dead, P (&b, "A1")));
  g_assert_false (tg_deadstones_toggle (&b, dead, TG_PASS));
  g_assert_false (tg_deadstones_toggle (&b, dead, tg_point (9, 0)));
  g_assert_cmpmem (dead, sizeof dead, before, sizeof before);
}

static void
test_toggle_after_guess (void)
{
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];
  guint8 guessed[TG_ARRAY_SIZE];

  /* The user revives what the proposal killed, then kills it again. */
  tg_test_board_from_diagram (&b, t4);
  tg_deadstones_guess (&b, NULL, 5, dead);
  memcpy (guessed, dead, sizeof dead);
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "B7")));
  g_assert_false (dead[P (&b, "B7")]);
  g_assert_false (dead[P (&b, "C7")]);
  g_assert_true (dead[P (&b, "H3")]);
  g_assert_true (tg_deadstones_toggle (&b, dead, P (&b, "C7")));
  g_assert_cmpmem (dead, sizeof dead, guessed, sizeof guessed);
}

/* tengen-cli deadstones ---------------------------------------------------- */

/* Runs tengen-cli deadstones with @args (files are looked up in
 * data/deadstones); returns its standard output and exit status. */
#define run_cli(status, ...) tg_test_cli_output ("deadstones", (status), NULL, __VA_ARGS__)

static gboolean
have_cli (void)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "tengen-cli", NULL);

  if (g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_test_skip ("tengen-cli is not built");
  return FALSE;
}

static void
test_cli (void)
{
  struct
  {
    const char *file;
    const char *option;
    const char *value;
    const char *output;
  } cases[] = {
    /* Row by row from the top: B8 joins the dead white stones at move 1. */
    { "t4.sgf", NULL, NULL, "B8 B7 C7 H3 H2\n" },
    { "t4.sgf", "--move", "0", "B7 C7 H3 H2\n" },
    { "t4.sgf", "--move", "1", "B8 B7 C7 H3 H2\n" },
    { "t4.sgf", "--seed", "12345", "B8 B7 C7 H3 H2\n" },
    { "seki.sgf", NULL, NULL, "\n" },
  };

  if (!have_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      int status;

      out = run_cli (&status, cases[i].file, cases[i].option, cases[i].value, NULL);
      g_assert_cmpint (status, ==, 0);
      g_assert_cmpstr (out, ==, cases[i].output);
    }
}

static void
test_cli_errors (void)
{
  const char *cases[][3] = {
    { "not-sgf.sgf", NULL, NULL },          /* not a game record */
    { "missing.sgf", NULL, NULL },          /* no such file */
    { "t4.sgf", "--move", "4" },            /* the main line has 3 moves */
    { "t4.sgf", "--move", "-2" },
    { "t4.sgf", "--seed", "many" },
  };

  if (!have_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      int status;

      out = run_cli (&status, cases[i][0], cases[i][1], cases[i][2], NULL);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/deadstones/benson/two-eyes", test_benson_two_eyes);
  g_test_add_func ("/deadstones/benson/one-eye", test_benson_one_eye);
  g_test_add_func ("/deadstones/benson/territory-with-dead-stone", test_benson_territory_with_dead_stone);
  g_test_add_func ("/deadstones/benson/big-region", test_benson_big_region_is_not_territory);
  g_test_add_func ("/deadstones/benson/suicide", test_benson_suicide);
  g_test_add_func ("/deadstones/guess/dead-in-territory", test_guess_dead_in_territory);
  g_test_add_func ("/deadstones/guess/seki", test_guess_seki);
  g_test_add_func ("/deadstones/guess/nothing-to-remove", test_guess_nothing_to_remove);
  g_test_add_func ("/deadstones/guess/single-eye-group", test_guess_single_eye_group);
  g_test_add_func ("/deadstones/guess/floating-stones", test_guess_floating_stones);
  g_test_add_func ("/deadstones/guess/deterministic", test_guess_deterministic);
  g_test_add_func ("/deadstones/guess/without-playouts", test_guess_without_playouts);
  g_test_add_func ("/deadstones/guess/threads", test_guess_threads);
  g_test_add_func ("/deadstones/guess/board-sizes", test_guess_board_sizes);
  g_test_add_func ("/deadstones/guess/illegal-setup", test_guess_illegal_setup);
  g_test_add_func ("/deadstones/related", test_related);
  g_test_add_func ("/deadstones/related-jumps", test_related_jumps);
  g_test_add_func ("/deadstones/related-open-board", test_related_open_board);
  g_test_add_func ("/deadstones/toggle", test_toggle);
  g_test_add_func ("/deadstones/guess/atari-no-escape", test_guess_atari_no_escape);
  g_test_add_func ("/deadstones/guess/stone-inside-dead-group", test_guess_stone_inside_dead_group);
  g_test_add_func ("/deadstones/toggle-after-guess", test_toggle_after_guess);
  g_test_add_func ("/deadstones/cli", test_cli);
  g_test_add_func ("/deadstones/cli-errors", test_cli_errors);

  return g_test_run ();
}
