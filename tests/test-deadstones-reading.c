/* test-deadstones-reading.c: the capture reading of the dead-stone proposal
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 13.4: a chain is dead when the opponent captures it even if its
 * owner answers every move, and only then. Each position is drawn as a
 * diagram (row 9 at the top, columns A–J without I) and read out by hand
 * in the comment above it.
 */

#include "config.h"

#include "tg-deadstones-private.h"
#include "tg-test-utils.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

#define BUDGET 400

static gboolean
reads_dead (const char *diagram,
            const char *target)
{
  TgBoard b;

  tg_test_board_from_diagram (&b, diagram);
  return _tg_reading_can_capture (&b, P (&b, target), FALSE, BUDGET);
}

/* Black D2-E2 has two liberties, D1 and E1, under a white wall of nine
 * liberties. White first: C1 (connected to C2) leaves E1 only; E1 extends
 * to F1 only, which White takes from F2. (White E1 instead would be in
 * atari itself, taken at F1.) Black first: D1 leaves C1 and E1, and White
 * C1 ataris again (D1-D2-E2 at E1, then F1 only); E1 leaves D1 and F1, and
 * White F1 does the same from the other side. Dead either way. */
static const char *net_on_the_edge =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . O O O O . . .\n"
  ". . O X X O . . .\n"
  ". . . . . . . . .\n";

static void
test_two_liberties_dead (void)
{
  g_assert_true (reads_dead (net_on_the_edge, "D2"));
  g_assert_true (reads_dead (net_on_the_edge, "E2"));
  /* The wall is not in danger. */
  g_assert_false (reads_dead (net_on_the_edge, "C2"));
}

/* Black D2-E2 has two liberties, E1 and F2 (White holds D1). White first
 * cuts at F2 (liberties F1 and G2, not in atari): Black E1 is in atari at
 * F1 and cannot take D1 (two liberties, C1 and E1 before it), so White
 * captures at F1. Black first connects at F2 to F3: D2-E2-F2-F3 has six
 * liberties. Alive in sente: not dead, the connection is still due. */
static const char *alive_in_sente =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . O O O X . . .\n"
  ". . O X X . . . .\n"
  ". . . O . . . . .\n";

/* The same with White at F3 and G2: F2 connects to nothing. White first
 * at F2 (connected to F3) leaves E1; Black E1 ataris D1 but is itself in
 * atari at F1, and White takes at F1. Black first at F2: liberties E1
 * and F1; White F1 (liberties E1 and G1) leaves E1, where Black would
 * have no liberty and take nothing (F1 keeps G1, D1 keeps C1). Black
 * first at E1: liberties F1 and F2, D1 in atari; White F2 leaves F1;
 * Black C1 takes D1 (liberties F1, D1); White F1 leaves D1; Black D1
 * joins C1 with one liberty, B1, where White takes six stones. Dead. */
static const char *cut_off =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . O O O O O . .\n"
  ". . O X X . O . .\n"
  ". . . O . . . . .\n";

static void
test_two_liberties_alive_in_sente (void)
{
  g_assert_false (reads_dead (alive_in_sente, "D2"));
  g_assert_true (reads_dead (cut_off, "D2"));
}

/* A seki: Black's chain around D1-D2 and White's D1-D2 share their two
 * liberties C2 and E2, and neither has an eye. White C2 puts White's own
 * chain in atari (E2 only): Black E2 takes three stones. Black C2 does
 * the same for White. Nobody can approach: neither chain is dead. */
static const char *seki =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O . .\n"
  "O X X X X X O . .\n"
  "O X . O . X O . .\n"
  "O X X O X X O . .\n";

static void
test_two_liberties_seki (void)
{
  TgBoard b;

  tg_test_board_from_diagram (&b, seki);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "B2")), ==, 2);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "D2")), ==, 2);
  g_assert_false (reads_dead (seki, "B2"));
  g_assert_false (reads_dead (seki, "D2"));
}

/* A race the owner wins by moving first. Black E2-F2 has two liberties,
 * E1 and F1, under White E3-F3, which has two too, E4 and F4, both inside
 * Black stones (White's walls on the C and H files are safe). White
 * first: E1 leaves F1, where Black has no liberty and takes nothing (E3-F3
 * keeps E4 and F4): captured. Black first: E4 ataris E3-F3, which cannot
 * extend (F4 has no liberty for White); White E1 (or F1) leaves Black one
 * liberty, and Black F4 takes E3-F3: E2-F2 then has three. Not dead: the
 * race is Black's in sente. */
static const char *race =
  ". . O . . . . O .\n"
  ". . O . . . . O .\n"
  ". . O . . . . O .\n"
  ". . O . . . . O .\n"
  ". . O . X X . O .\n"
  ". . O X . . X O .\n"
  ". . O X O O X O .\n"
  ". . O O X X O O .\n"
  ". . O O . . O O .\n";

static void
test_two_liberties_race (void)
{
  g_assert_false (reads_dead (race, "E2"));
  /* Without Black's G3 and G4 White's F3 connects out to the H file wall:
   * E3-F3 is safe and Black, with E1 and F1 only, is dead. */
  g_assert_true (reads_dead (
    ". . O . . . . O .\n"
    ". . O . . . . O .\n"
    ". . O . . . . O .\n"
    ". . O . . . . O .\n"
    ". . O . X X . O .\n"
    ". . O X . . O O .\n"
    ". . O X O O O O .\n"
    ". . O O X X O O .\n"
    ". . O O . . O O .\n", "E2"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/deadstones/reading/two-liberties-dead", test_two_liberties_dead);
  g_test_add_func ("/deadstones/reading/alive-in-sente", test_two_liberties_alive_in_sente);
  g_test_add_func ("/deadstones/reading/seki", test_two_liberties_seki);
  g_test_add_func ("/deadstones/reading/race-won-in-sente", test_two_liberties_race);
  return g_test_run ();
}
