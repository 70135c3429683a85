/* test-deadstones-races.c: capturing races in the dead-stone proposal
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 13.4: a stone is dead when the opponent captures it even if its
 * owner answers every move (the 1989 rules' definition). Where a race is
 * decided by a chain in atari that cannot be saved, the verdict must not
 * depend on the luck of random playouts: it must be the same for every
 * seed. Each position is drawn as a diagram (row 9 at the top, columns
 * A–J without I), read out by hand in the comment above it, and checked
 * with GNU Go 3.8 (`final_status_list dead`, --level 10 --seed 1).
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones.h"
#include "tg-test-utils.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

/* Seeds tried for each position: the verdict may not depend on them. */
#define N_SEEDS 8

/* The dead stones the proposal gives @diagram with @seed, as GTP
 * coordinates in board order (top row first), "" when none. */
static char *
guess (const char *diagram,
       guint64     seed)
{
  TgBoard b;
  guint8 dead[TG_ARRAY_SIZE];
  GString *out = g_string_new (NULL);

  tg_test_board_from_diagram (&b, diagram);
  tg_deadstones_guess (&b, tg_rules_get_preset (TG_RULES_JAPANESE), seed, dead);
  for (guint y = 0; y < b.height; y++)
    for (guint x = 0; x < b.width; x++)
      if (dead[tg_point (x, y)])
        {
          char gtp[TG_POINT_GTP_SIZE];

          g_string_append_printf (out, "%s%s", out->len ? " " : "",
                                  tg_point_to_gtp (tg_point (x, y), b.height, gtp));
        }
  return g_string_free (out, FALSE);
}

static void
assert_every_seed (const char *diagram,
                   const char *expected)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      g_autofree char *dead = guess (diagram, seed);

      if (g_strcmp0 (dead, expected) != 0)
        g_error ("seed %" G_GUINT64_FORMAT ": dead \"%s\", expected \"%s\"",
                 seed, dead, expected);
    }
}

/* Black's corner chain C1–J2 has two liberties, H1 and J1; White G3-H3-J3
 * inside it is in atari at J4 and cannot be saved (White J4 alone has
 * J5 only and is taken there). Black to move takes at J4 and has two
 * eyes, H1-J1 and G3-J3. White to move first cannot kill: H1 (or J1)
 * puts the corner chain in atari, but Black answers J4, taking three
 * stones, and the White stone left in the eye is in atari itself; J5
 * threatens to connect out at J4, and Black takes at J4 first. So
 * G3-H3-J3 are dead and nothing else: GNU Go gives G3 H3 J3. The random
 * playouts alone lose this race for Black in about half the games (Black
 * takes the throw-in at H1 with J1 and White takes the corner at H1, or
 * White connects out with J5 and J4), which left the verdict to the
 * seed: with seeds 3 and 6 the whole Black corner was called dead. */
static const char *race_won_by_capture =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "O O O O O O O X .\n"
  ". . . . . O X . .\n"
  ". . . . . O X X .\n"
  "O O O O O X O O O\n"
  ". . O X O X X X X\n"
  ". O X X X X X . .\n";

static void
test_race_won_by_capture (void)
{
  assert_every_seed (race_won_by_capture, "G3 H3 J3");
}

/* Dead shapes the random players keep alive. White's ring C4-F1 holds a
 * square four, D3-E3-D2-E2, and shares B4 with Black; Black's wall is
 * pass-alive. Whatever White plays inside leaves one eye (a square four
 * is dead even moving first), and Black, filling B4 and then the square,
 * takes the ring: twelve stones dead (GNU Go the same). The playouts gave
 * White the ring in more than half of them. */
static const char *square_four =
  ". . . . . . . . .\n"
  ". . O . . . O . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "X X X X X X X X X\n"
  "X . O O O O X . X\n"
  "X X O . . O X X .\n"
  ". X O . . O X . .\n"
  ". X O O O O X . .\n";

/* A false seki: White's ring B2-F2 has two liberties, C1 and E1, and
 * Black's D1 between them lives on the same two. Black C1 (or E1) is
 * self-atari, but after White takes C1-D1 at E1 the ring's eye space is
 * two points, C1-D1: Black throws in at C1, White takes at D1 and is left
 * with one liberty, C1, where Black takes the lot. White first gains
 * nothing either (C1 or E1 is self-atari into the same). Dead both ways
 * (GNU Go: B2 C2 D2 E2 F2 B1 F1); the playouts, which never fill a
 * shared liberty into self-atari, kept it as a seki. */
static const char *false_seki_ring =
  ". . . . . . . . .\n"
  ". . O . . . O . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "X X X X X X X X X\n"
  "X . . . . . . . X\n"
  "X X X X X X . X .\n"
  "X O O O O O X . .\n"
  "X O . X . O X . .\n";

/* The same ring with a straight three, C1-D1-E1, and no Black stone in
 * it: White moving first takes the vital point D1 and lives with two
 * eyes, so the ring is not dead but unsettled (GNU Go: nothing dead). */
static const char *straight_three =
  ". . . . . . . . .\n"
  ". . O . . . O . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "X X X X X X X X X\n"
  "X . . . . . . . X\n"
  "X X X X X X . X .\n"
  "X O O O O O X . .\n"
  "X O . . . O X . .\n";

static void
test_enclosed_eye_space (void)
{
  assert_every_seed (square_four, "C4 D4 E4 F4 C3 F3 C2 F2 C1 D1 E1 F1");
  assert_every_seed (false_seki_ring, "B2 C2 D2 E2 F2 B1 F1");
  assert_every_seed (straight_three, "");
}

/* Issue 13.4's shape on 13x13 (rows 13 to 1): White D2 is in atari at D1
 * and cannot escape (D1 leaves D1-D2 one liberty, C1). White J2-K2-L2 has
 * three liberties on the first line under Black's wall H2-J3-K3-L3-M2
 * and room for one eye at most, even moving first. M3-M4 (N3, N4) and N2 (N3, N1) are cut apart by
 * Black M2: Black N3 ataris both. Black captures all of them even if
 * White answers, and White moving first saves none (GNU Go: owl_defend
 * fails on D2, K2 and M3; final_status_list dead gives the same seven
 * stones, final score B+5.5). */
static const char *issue_shape =
  ". . . . . . . . . . . . .\n"
  ". . . O . . . . . O . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . O . . . . . O . . .\n"
  "O O O O O O O O O O O O O\n"
  "X X X X X X X X X X X X X\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . X .\n"
  ". . . . . . . . . . X O .\n"
  ". . . X . . . . X X X O .\n"
  ". . X O X . . X O O O X O\n"
  ". . . . X . . . . . . X .\n";

static void
test_issue_shape (void)
{
  assert_every_seed (issue_shape, "M4 M3 D2 J2 K2 L2 N2");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/deadstones-races/won-by-capture", test_race_won_by_capture);
  g_test_add_func ("/deadstones-races/enclosed-eye-space", test_enclosed_eye_space);
  g_test_add_func ("/deadstones-races/issue-shape", test_issue_shape);
  return g_test_run ();
}
