/* test-deadstones-groups.c: groups without two eyes in the opponent's area
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 28.6: a group that cannot make two eyes inside an area enclosed by
 * the opponent's safe stones is dead even when random playouts keep it
 * alive (tg-deadstones-dragons.c). The playouts' figures are given here by
 * hand, as the playouts of GNU Go's score31 leave them (the group owned by
 * nobody, about 0.1 either way; the wall its owner's), so that each test
 * decides the rule alone. Diagrams: row 13 at the top, columns A–N
 * without I.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"
#include "tg-score.h"
#include "tg-test-utils.h"

#define P(board, gtp) tg_test_point ((gtp), (board)->width, (board)->height)

/* White's wall E, Black's wall F, White's area A–D (52 points). Inside
 * Black's area a White group J5–L8 with K9 around the straight three
 * K8-K7-K6. White's best move K7 leaves K6, a real eye, and K8, a false
 * one: Black holds two of its diagonals, J9 and L9, so after Black K10
 * White must fill K8 or lose K9. One real eye at most, and no room of its
 * own outside: the ten stones are dead (Black moving first simply plays
 * K7). */
static const char false_eye_diagram[] =
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . X O X . .\n"
  ". . . . O X . . O . O . .\n"
  ". . . . O X . . O . O . .\n"
  ". . . . O X . . O . O . .\n"
  ". . . . O X . . O O O . .\n"
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . . . . . .\n"
  ". . . . O X . . . . . . .\n";

static const char *false_eye_dead[] = { "K9", "J8", "L8", "J7", "L7", "J6", "L6", "J5", "K5", "L5" };

typedef struct
{
  TgBoard  board;
  gfloat   own[TG_ARRAY_SIZE];
  gfloat   chain_own[TG_ARRAY_SIZE];
  guint8   chain_certain[TG_ARRAY_SIZE];
  guint8   dead[TG_ARRAY_SIZE];
} View;

/* @diagram with the playouts' figures: every point owned @area_own by
 * Black (Black's view), every Black chain @black_own and every White
 * chain @white_own (each from its own view). */
static void
view_init (View       *v,
           const char *diagram,
           gfloat      area_own,
           gfloat      black_own,
           gfloat      white_own)
{
  memset (v, 0, sizeof *v);
  tg_test_board_from_diagram (&v->board, diagram);
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    {
      v->own[i] = area_own;
      if (tg_board_get (&v->board, i) == TG_BLACK)
        v->chain_own[tg_board_chain_head (&v->board, i)] = black_own;
      else if (tg_board_get (&v->board, i) == TG_WHITE)
        v->chain_own[tg_board_chain_head (&v->board, i)] = white_own;
    }
}

static void
view_judge (View *v)
{
  TgDeadView dv = { &v->board, v->own, v->chain_own, v->chain_certain, v->dead };

  _tg_deadstones_eyeless_groups (&dv, TG_BLACK);
  _tg_deadstones_eyeless_groups (&dv, TG_WHITE);
}

static guint
count_dead (const View *v)
{
  guint n = 0;

  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    n += v->dead[i] != 0;
  return n;
}

static void
test_false_eye_dead (void)
{
  g_autofree View *v = g_new (View, 1);

  view_init (v, false_eye_diagram, 0.3f, 0.9f, 0.1f);
  view_judge (v);
  g_assert_cmpuint (count_dead (v), ==, G_N_ELEMENTS (false_eye_dead));
  for (guint i = 0; i < G_N_ELEMENTS (false_eye_dead); i++)
    g_assert_true (v->dead[P (&v->board, false_eye_dead[i])]);
}

/* Counted with those dead stones, komi 0.
 *   Japanese: Black's territory is G–N less J9 and L9, 91 − 2 = 89 points
 *   (the dead stones' points included), + 10 prisoners = 99; White's is
 *   A–D, 52: B+47.
 *   Chinese: Black 13 + 2 stones + 89 = 104, White 13 + 52 = 65: B+39. */
static void
test_false_eye_count (void)
{
  g_autofree View *v = g_new (View, 1);
  TgScoreInput in;
  g_autoptr(TgScore) jp = NULL;
  g_autoptr(TgScore) cn = NULL;

  view_init (v, false_eye_diagram, 0.3f, 0.9f, 0.1f);
  view_judge (v);

  tg_score_input_init (&in, &v->board, tg_rules_get_preset (TG_RULES_JAPANESE));
  in.dead = v->dead;
  in.komi = 0;
  jp = tg_score_compute (&in);
  g_assert_cmpuint (jp->black.territory, ==, 89);
  g_assert_cmpuint (jp->black.prisoners, ==, 10);
  g_assert_cmpuint (jp->white.territory, ==, 52);
  g_assert_cmpstr (jp->result, ==, "B+47");

  tg_score_input_init (&in, &v->board, tg_rules_get_preset (TG_RULES_CHINESE));
  in.dead = v->dead;
  in.komi = 0;
  cn = tg_score_compute (&in);
  g_assert_cmpuint (cn->black.area, ==, 104);
  g_assert_cmpuint (cn->white.area, ==, 65);
  g_assert_cmpstr (cn->result, ==, "B+39");
}

/* Without Black's L9 the end K8 has one Black diagonal only: White K7
 * makes two real eyes, K8 and K6. The group lives if White moves first,
 * so the rule leaves it to the playouts. */
static void
test_real_eyes_alive (void)
{
  g_autofree View *v = g_new (View, 1);
  g_autofree char *diagram = g_strdup (false_eye_diagram);

  /* Row 9 is the fifth line; L9 is its eleventh column. */
  char *row9 = diagram + 4 * 26;

  g_assert_cmpint (row9[20], ==, 'X');
  row9[20] = '.';
  view_init (v, diagram, 0.3f, 0.9f, 0.1f);
  view_judge (v);
  g_assert_cmpuint (count_dead (v), ==, 0);
}

/* The same group with a weak wall: Black's L9 owned in 20 % of the
 * playouts only (White may take it, and K8 becomes a real eye), or with
 * the group clearly alive in the playouts (70 %), or with the open area
 * White's on average: nothing is decided here. */
static void
test_weak_wall_or_alive_group (void)
{
  g_autofree View *v = g_new (View, 1);

  view_init (v, false_eye_diagram, 0.3f, 0.9f, 0.1f);
  v->chain_own[tg_board_chain_head (&v->board, P (&v->board, "L9"))] = 0.2f;
  view_judge (v);
  g_assert_cmpuint (count_dead (v), ==, 0);

  view_init (v, false_eye_diagram, 0.3f, 0.9f, 0.7f);
  view_judge (v);
  g_assert_cmpuint (count_dead (v), ==, 0);

  view_init (v, false_eye_diagram, -0.2f, 0.9f, 0.1f);
  view_judge (v);
  g_assert_cmpuint (count_dead (v), ==, 0);
}

/* Black's J9 between White's K9 and a White stone at H10: both its
 * liberties, H9 and J10, touch White's stones, so it lives only on
 * liberties it shares with the group (a race, or a seki, that White may
 * win: K8 would be a real eye). Not decided here. */
static void
test_wall_on_shared_liberties (void)
{
  g_autofree View *v = g_new (View, 1);
  g_autofree char *diagram = g_strdup (false_eye_diagram);

  /* Row 10 is the fourth line; H10 is its eighth column. */
  char *row10 = diagram + 3 * 26;

  g_assert_cmpint (row10[14], ==, '.');
  row10[14] = 'O';
  view_init (v, diagram, 0.3f, 0.9f, 0.1f);
  view_judge (v);
  g_assert_cmpuint (count_dead (v), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/deadstones-groups/false-eye-dead", test_false_eye_dead);
  g_test_add_func ("/deadstones-groups/false-eye-count", test_false_eye_count);
  g_test_add_func ("/deadstones-groups/real-eyes-alive", test_real_eyes_alive);
  g_test_add_func ("/deadstones-groups/weak-wall-or-alive-group", test_weak_wall_or_alive_group);
  g_test_add_func ("/deadstones-groups/wall-on-shared-liberties", test_wall_on_shared_liberties);
  return g_test_run ();
}
