/* test-deadstones-zone-search.c: a corner group read by proof-number search
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 28.6, GNU Go's score42: a corner group of several chains whose eye
 * space holds an opponent's stone, walled in by safe stones, that cannot
 * make two eyes against correct play (tg-deadstones-zone-search.c on the
 * zone of tg-deadstones-group-space.c). The same corner with White's
 * stone on the vital point lives, and a group living in seki with a wall
 * short of liberties is not dead either: the reader must not kill
 * everything. Diagrams: row 9 at the top, columns A–J without I. Each
 * position is read out by hand in its comment and was checked with GNU Go
 * 3.8 (owl_attack / owl_defend) where GNU Go reads it right.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"
#include "tg-score.h"
#include "tg-test-utils.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

/* The budget the proposal gives a group (tg-deadstones.c). */
#define BUDGET 40000

/* score42's corner moved to a 9×9 board, with Black's wall solid: White's
 * H9-H8, G7-G6, H5 and J6 around the space G9 J9 H7 J7 H6 J5, Black's J8
 * inside it. Black to move plays H7 (GNU Go: owl_attack H9 = 1 H7):
 * G7-G6 is in atari; if White connects at H6 (one chain G7 G6 H6 H5 J6
 * with the liberties J7 and J5), Black J5 leaves it J7 only, and White
 * J7, taking H7, is left in atari at H7 itself: Black takes six stones
 * there, and H9-H8 (G9 and J9 left) goes next. White to move cannot live
 * either (GNU Go: owl_defend H9 = 0; the reader finds a kill after every
 * White move). Dead both ways, as GNU Go's final_status_list says. */
static const char dead_diagram[] =
  ". . . . . X . O .\n"
  ". . . . . X X O X\n"
  ". . . . . X O . .\n"
  ". . . . . X O . O\n"
  ". . . . . X X O .\n"
  ". . . . . X X X X\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

/* The same with Black's J9 too: dead as well (GNU Go: owl_attack H9 = 1
 * H7, owl_defend H9 = 0, final_status_list H9 H8 G7 G6 J6 H5). Here the
 * ko decision matters: read with White free to retake kos at once when
 * White moves first, the reader finds White living; with Black free to,
 * as decided (a life that needs a ko is not life), it does not. */
static const char dead_ko_diagram[] =
  ". . . . . X . O X\n"
  ". . . . . X X O X\n"
  ". . . . . X O . .\n"
  ". . . . . X O . O\n"
  ". . . . . X X O .\n"
  ". . . . . X X X X\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

/* White has played the vital point H7 and J5, Black has no stone inside:
 * H9-H8-H7-G7-G6 and J6-J5-H5 hold the eye H6 and the straight three
 * J9-J8-J7 along the edge, which always gives a second eye (Black J8 is
 * taken at J9 or J7). Alive. */
static const char alive_diagram[] =
  ". . . . . X . O .\n"
  ". . . . . X X O .\n"
  ". . . . . X O O .\n"
  ". . . . . X O . O\n"
  ". . . . . X X O O\n"
  ". . . . . X X X X\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

/* OGS's game_seki_64848549 corner on 9×9: White's J2 and H1 share the
 * space H2-J1 inside Black's G1-G4-J3, whose liberties are H2, H4 and J4
 * only (H5-J5 has H4 and J4). Black to move kills (H2: J2 and H1 are in
 * atari at J1, and White cannot play J1). White to move plays H4: Black
 * must take it at J4 (H2 would leave Black's chain in atari at J4), and
 * then Black has the eye H4 and White the eye J1 with H2 shared: a seki
 * (Black H2 would be taken by White H4, White H2 by Black J1). White is
 * not dead. GNU Go's final_status_list calls J2 and H1 dead; its own
 * owl_attack G3 (1 H4) shows White's H4. */
static const char seki_diagram[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . O O O O\n"
  ". . . . . O O X X\n"
  ". . . . . O X . .\n"
  ". . . . . O X X X\n"
  ". . . . . O X . O\n"
  ". . . . . O X O .\n";

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

  /* Four White chains share the space: read as one group, from any. */
  g_assert_true (group_dead (dead_diagram, "H9", &n_heads));
  g_assert_cmpuint (n_heads, ==, 4);
  g_assert_true (group_dead (dead_diagram, "J6", &n_heads));
  g_assert_true (group_dead (dead_ko_diagram, "H5", &n_heads));
  g_assert_cmpuint (n_heads, ==, 4);

  g_assert_false (group_dead (alive_diagram, "H9", &n_heads));
  g_assert_cmpuint (n_heads, ==, 2);

  /* J2 and H1: two chains; the wall's liberties H4 and J4 join the zone. */
  g_assert_false (group_dead (seki_diagram, "J2", &n_heads));
  g_assert_cmpuint (n_heads, ==, 2);
}

/* The zone of the seki: the space, the two White stones and the short
 * wall's other liberties, marked as such. */
static void
test_zone (void)
{
  TgBoard b;
  TgGroupZone zone = { 0 };
  guint n_wall = 0;

  tg_test_board_from_diagram (&b, seki_diagram);
  g_assert_true (_tg_group_zone_collect (&b, P (&b, "H1"), wall_safe, NULL, &zone));
  g_assert_cmpuint (zone.n_points, ==, 6);
  for (guint i = 0; i < zone.n_points; i++)
    {
      TgPoint p = zone.points[i];

      n_wall += zone.wall_liberty[i];
      if (zone.wall_liberty[i])
        g_assert_true (p == P (&b, "H4") || p == P (&b, "J4"));
    }
  g_assert_cmpuint (n_wall, ==, 2);

  /* The living corner is a group too: its life is read, not assumed. */
  tg_test_board_from_diagram (&b, alive_diagram);
  g_assert_true (_tg_group_zone_collect (&b, P (&b, "H5"), wall_safe, NULL, &zone));
  g_assert_cmpuint (zone.n_heads, ==, 2);
}

/* The whole proposal (finished game, several seeds) and the count with
 * komi 0.
 * Dead: Black's 12 stones, White's 6 dead; 63 empty points.
 *   Japanese: Black's territory 63 + 6 = 69, + 6 prisoners = 75; White 0:
 *   B+75. Chinese: Black's area is the whole board: B+81.
 * Dead with J9: Black's 13 stones, 62 empty points: 62 + 6 + 6 = B+74
 *   Japanese, B+81 Chinese.
 * Alive: Black's 11 stones, White's 8; 62 empty points, of which J9 J8
 *   J7 H6 are White's, G9 (next to F9, G8 and H9) is dame, 57 Black's.
 *   Japanese: 57 − 4 = B+53. Chinese: 11 + 57 = 68 against 8 + 4 = 12:
 *   B+56. */
static void
test_count (void)
{
  tg_test_assert_finished_count (dead_diagram, "B+75", "B+81", 6);
  tg_test_assert_finished_count (dead_ko_diagram, "B+74", "B+81", 6);
  tg_test_assert_finished_count (alive_diagram, "B+53", "B+56", 0);
}

/* The seki's White stones stay on the board in the proposal. */
static void
test_seki_proposal (void)
{
  TgBoard b;
  TgDeadstonesOptions options;
  guint8 dead[TG_ARRAY_SIZE];

  tg_test_board_from_diagram (&b, seki_diagram);
  tg_deadstones_options_init (&options);
  options.finished = TRUE;
  tg_deadstones_guess_full (&b, tg_rules_get_preset (TG_RULES_JAPANESE), 1, &options,
                            dead, NULL);
  g_assert_false (dead[P (&b, "J2")]);
  g_assert_false (dead[P (&b, "H1")]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deadstones-zone-search/reader", test_reader);
  g_test_add_func ("/deadstones-zone-search/zone", test_zone);
  g_test_add_func ("/deadstones-zone-search/count", test_count);
  g_test_add_func ("/deadstones-zone-search/seki-proposal", test_seki_proposal);
  return g_test_run ();
}
