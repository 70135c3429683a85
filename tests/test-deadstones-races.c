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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/deadstones-races/won-by-capture", test_race_won_by_capture);
  return g_test_run ();
}
