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

#include <string.h>

#include "tg-deadstones-private.h"
#include "tg-test-utils.h"
#include "test-deadstones-positions.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

/* The proposal's budget (READING_BUDGET in tg-deadstones.c). */
#define BUDGET 600

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

/* Not a seki, though it looks like one: Black's chain around D1-D2 and
 * White's D1-D2 share their two liberties C2 and E2, and neither has an
 * eye. Black cannot approach (C2 or E2 puts the outer chain in atari and
 * White takes it all). But White can sacrifice: C2 leaves White's three
 * stones and Black's chain with E2 each; Black must take at E2, and its
 * eye space C2-D2-D1 is a bent three with no outside liberty. White plays
 * the vital point D2: Black C2 or D1 is self-atari (White takes the lot),
 * and when Black waits, White C2 is taken at D1, the two-point eye C2-D2
 * gets a throw-in, and the last eye is filled. Black is dead (GNU Go
 * agrees: owl_attack B2 succeeds at E2, final_status_list calls it dead);
 * White's D1-D2, which does the killing, is not. */
static const char *false_seki =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O . .\n"
  "O X X X X X O . .\n"
  "O X . O . X O . .\n"
  "O X X O X X O . .\n";

/* A seki: Black's ring B4-H6 has no eye and two liberties, C5 and G5,
 * which it shares with White's D5-F5 inside. Black C5 (or G5) puts the
 * ring in atari and White takes fourteen stones. White C5 puts its own
 * four stones in atari; Black G5 takes them and the ring has a straight
 * four, C5-F5, which lives. Nobody can approach: both stay alive (GNU Go:
 * attack and owl_attack on B5 fail). */
static const char *seki =
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "O X X X X X X X O\n"
  "O X . O O O . X O\n"
  "O X X X X X X X O\n"
  "O O O O O O O O O\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
test_two_liberties_seki (void)
{
  TgBoard b;

  tg_test_board_from_diagram (&b, seki);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "B5")), ==, 2);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "D5")), ==, 2);
  g_assert_false (reads_dead (seki, "B5"));
  g_assert_false (reads_dead (seki, "D5"));

  tg_test_board_from_diagram (&b, false_seki);
  g_assert_cmpuint (tg_board_chain_liberties (&b, P (&b, "B2")), ==, 2);
  g_assert_true (reads_dead (false_seki, "B2"));
  g_assert_false (reads_dead (false_seki, "D2"));
}

/* A net. White D4 has two liberties, D5 and E4, among Black C4, D3, D6,
 * E5 and F3, none of them on the way out next to it. Black first: E4
 * leaves D5, and D4-D5 would have C5 only. White first, either way:
 *  - D5 (liberties C5, E4): Black C5 leaves E4; E4 gives F4 and E3; F4
 *    leaves E3; E3 has E2 only (D3, F3 are Black), and Black E2 takes.
 *  - E4 (liberties D5, F4, E3): Black F4, away from the chain's two, is
 *    the net's block; D5 gives C5 and E3, and C5 leaves E3, E2 only;
 *    E3 instead gives D5 and E2, and E2 leaves D5, then C5 only.
 * Dead both ways (GNU Go: attack D4 succeeds, defend D4 fails). */
static const char *net =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . X . . . . .\n"
  ". . . . X . . . .\n"
  ". . X O . . . . .\n"
  ". . . X . X . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

/* The net without D6 and F3: Black first still captures (D5 leaves E4,
 * and E4 gives F4 and E3 only: GNU Go's attack D4 succeeds there), but
 * White first escapes: D5 gives C5, D6 and E4, three liberties and open
 * space. Alive in sente, an unsettled point rather than a dead stone
 * (GNU Go: defend D4 succeeds at D5). */
static const char *open_net =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . X . . . .\n"
  ". . X O . . . . .\n"
  ". . . X . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
test_net (void)
{
  g_assert_true (reads_dead (net, "D4"));
  g_assert_false (reads_dead (open_net, "D4"));
}

/* A ladder. White E4 is in atari at F4 (Black D4, E5, E3, F5). Black
 * first takes it. White first: F4 gives G4 and F3; Black G4 leaves F3;
 * F3 gives G3 and F2; Black G3 leaves F2; F2 gives E2, G2 and F1, three
 * liberties but on the second line, and Black E2 (a block, not an
 * atari) leaves G2 and F1: White runs out of room along the edge (GNU
 * Go: defend E4 fails after F4 and G4, and again after F2 and E2). */
static const char *ladder =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . X X . . .\n"
  ". . . X O . . . .\n"
  ". . . . X . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

/* The same ladder with a White ladder-breaker at H2: after F4 and G4,
 * F3 and the chase to the lower right reach H2's liberties, and White
 * connects out (GNU Go: attack E4 fails once White has played F4). White
 * saves it by moving first: not dead. */
static const char *ladder_broken =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . X X . . .\n"
  ". . . X O . . . .\n"
  ". . . . X . . . .\n"
  ". . . . . . . O .\n"
  ". . . . . . . . .\n";

static void
test_ladder (void)
{
  g_assert_true (reads_dead (ladder, "E4"));
  g_assert_false (reads_dead (ladder_broken, "E4"));
  /* The breaker itself is nowhere near capture. */
  g_assert_false (reads_dead (ladder_broken, "H2"));
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

/* INSIDE_DEAD_GROUP (test-deadstones-positions.h): Black E6 in atari
 * inside a dead White group is alive, the White stones are dead. */
static void
test_captors_dead (void)
{
  static const char *white[] = { "D7", "E7", "F7", "D6", "G6", "E5", "F5", "G5" };
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE] = { 0 };
  guint8 pass_alive[TG_ARRAY_SIZE] = { 0 };

  tg_test_board_from_diagram (&b, INSIDE_DEAD_GROUP);
  /* The reading alone calls E6 dead: White F6 takes it and Black
   * cannot extend (F6 would have no liberty and take nothing). */
  g_assert_true (reads_dead (INSIDE_DEAD_GROUP, "E6"));

  for (guint i = 0; i < G_N_ELEMENTS (white); i++)
    dead[P (&b, white[i])] = 1;
  dead[P (&b, "E6")] = 1;
  _tg_deadstones_revive_own_area (&b, pass_alive, dead);
  g_assert_false (dead[P (&b, "E6")]);
  for (guint i = 0; i < G_N_ELEMENTS (white); i++)
    g_assert_true (dead[P (&b, white[i])]);

  /* With White's group alive, E6 would be dead after all: its region
   * then touches White's live stones. */
  memset (dead, 0, sizeof dead);
  dead[P (&b, "E6")] = 1;
  _tg_deadstones_revive_own_area (&b, pass_alive, dead);
  g_assert_true (dead[P (&b, "E6")]);
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
  g_test_add_func ("/deadstones/reading/net", test_net);
  g_test_add_func ("/deadstones/reading/ladder", test_ladder);
  g_test_add_func ("/deadstones/reading/captors-dead", test_captors_dead);
  return g_test_run ();
}
