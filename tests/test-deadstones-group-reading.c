/* test-deadstones-group-reading.c: several chains sharing one eye space
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 28.6: chains of one colour that share one small eye space walled
 * in by the opponent live or die together (GNU Go's score42), and no chain
 * of them is enclosed alone, so they are read as one group
 * (tg-deadstones-group-space.c with the reader of
 * tg-deadstones-reading.c). Diagrams: row 9 at the top, columns A–J
 * without I. Every position is read out by hand in its comment.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"
#include "tg-score.h"
#include "tg-test-utils.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

#define BUDGET 3000

/* White's A3-D3-D2 and A1-C1 share the eye space A2, B2, C2 inside
 * Black's wall A4-E4-E1-D1; Black's B2 sits on its middle. White to move: A2 (or C2)
 * joins both chains into one with the single liberty C2 (A2), and Black
 * takes all nine stones there; a pass lets Black play A2 himself, White
 * takes A2-B2 at C2 and is left with the two-point eye A2-B2, where Black
 * throws in at B2 (or A2) and takes everything after White's capture.
 * Black to move simply plays A2 and C2. Dead both ways. */
static const char dead_diagram[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "X X X X X . . . .\n"
  "O O O O X . . . .\n"
  ". X . O X . . . .\n"
  "O O O X X . . . .\n";

/* The same with White's B2 instead of Black's: one chain with the two
 * eyes A2 and C2, pass-alive. */
static const char alive_diagram[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "X X X X X . . . .\n"
  "O O O O X . . . .\n"
  ". O . O X . . . .\n"
  "O O O X X . . . .\n";

/* And with B2 empty: whoever plays B2 first decides it (White B2 lives,
 * Black B2 kills), so White lives by moving first: alive in sente, not
 * dead. */
static const char unsettled_diagram[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "X X X X X . . . .\n"
  "O O O O X . . . .\n"
  ". . . O X . . . .\n"
  "O O O X X . . . .\n";

static gboolean
wall_safe (const TgBoard *board,
           TgPoint        p,
           gpointer       data)
{
  return TRUE;
}

static gboolean
group_dead (const char *diagram,
            const char *start,
            guint      *n_heads)
{
  TgBoard b;
  TgGroupZone zone = { 0 };
  gboolean dead;

  tg_test_board_from_diagram (&b, diagram);
  dead = _tg_reading_group_dead (&b, P (&b, start), FALSE, BUDGET, wall_safe, NULL, &zone);
  *n_heads = zone.n_heads;
  return dead;
}

static void
test_reader (void)
{
  guint n_heads;

  /* Neither White chain is enclosed alone: each liberty region reaches
   * the other chain, so only the group reading decides. */
  g_assert_true (group_dead (dead_diagram, "A3", &n_heads));
  g_assert_cmpuint (n_heads, ==, 2);
  g_assert_true (group_dead (dead_diagram, "C1", &n_heads));

  /* One chain only: not a group. */
  g_assert_false (group_dead (alive_diagram, "A3", &n_heads));
  g_assert_cmpuint (n_heads, <, 2);

  g_assert_false (group_dead (unsettled_diagram, "A3", &n_heads));
  g_assert_cmpuint (n_heads, ==, 2);
}

/* Benson on the zone: the White chains are pass-alive only with two
 * eyes of one chain. */
static void
test_zone_alive (void)
{
  TgBoard b;
  TgGroupZone zone = { 0 };

  tg_test_board_from_diagram (&b, unsettled_diagram);
  g_assert_true (_tg_group_zone_collect (&b, P (&b, "A1"), wall_safe, NULL, &zone));
  /* A2 B2 C2, and the eight White stones. */
  g_assert_cmpuint (zone.n_points, ==, 11);
  g_assert_false (_tg_group_zone_alive (&zone, &b, TG_WHITE));
  tg_board_play (&b, P (&b, "B2"), TG_WHITE, NULL);
  g_assert_true (_tg_group_zone_alive (&zone, &b, TG_WHITE));
}

/* The whole proposal (finished game, every seed) and the count, komi 0.
 * Dead: 81 points, Black's 10 stones, White's 8 dead.
 *   Japanese: Black's territory 63 empty + 8 = 71, + 8 prisoners = 79;
 *   White 0: B+79.
 *   Chinese: Black's area is the whole board, 81: B+81.
 * Alive: Black's 9 stones, White's 9 and its eyes A2 and C2.
 *   Japanese: Black 81 − 18 − 2 = 61, White 2: B+59.
 *   Chinese: Black 9 + 61 = 70, White 9 + 2 = 11: B+59. */
static void
test_count (void)
{
  tg_test_assert_finished_count (dead_diagram, "B+79", "B+81", 8);
  tg_test_assert_finished_count (alive_diagram, "B+59", "B+59", 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deadstones-group-reading/reader", test_reader);
  g_test_add_func ("/deadstones-group-reading/zone-alive", test_zone_alive);
  g_test_add_func ("/deadstones-group-reading/count", test_count);
  return g_test_run ();
}
