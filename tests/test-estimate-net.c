/* test-estimate-net.c: the estimate net's feature planes and forward pass
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - features: a hand-made 5×5 position whose chains' liberties are counted
 *   by hand, from Black's and then White's side;
 * - forward-by-hand: a one-channel net whose answer is worked out by hand
 *   (a 3×3 tap that reads the point above, the zero padding at the top
 *   edge, the residual block, tanh);
 * - forward-matches-torch: the trained net (tg-estimate-net-model.c) on
 *   two positions against the outputs torch printed for them when it was
 *   trained (tools/estimate-net/, to 1e-4).
 */

#include <math.h>
#include <string.h>

#include "tg-estimate-net.h"
#include "tg-test-utils.h"

#define N5 25

static guint
at5 (const char *gtp)
{
  TgPoint p = tg_test_point (gtp, 5, 5);

  return tg_point_y (p) * 5 + tg_point_x (p);
}

static float
plane_at (const float *planes,
          guint        plane,
          const char  *gtp)
{
  return planes[plane * N5 + at5 (gtp)];
}

/* . X O . .   B5: Black, 1 liberty (A5)
 * X O O . .   A4: Black, 2 (A5 A3); B4 C4 C5: White, 3 (D5 D4 C3)
 * . X . X X   B3: Black, 3 (A3 C3 B2); D3 E3 E2: Black, 4
 * . . . O X   D2: White, 2 (C2 D1)
 * . . . . . */
static const char position5[] =
  ". X O . .\n"
  "X O O . .\n"
  ". X . X X\n"
  ". . . O X\n"
  ". . . . .\n";

static void
check_planes (const float *planes,
              gboolean     black_to_play)
{
  guint own = black_to_play ? 0 : 1, opp = 1 - own;
  float sign = black_to_play ? 1.0f : -1.0f;
  float sum[TG_ESTIMATE_NET_PLANES] = { 0 };

  for (guint p = 0; p < TG_ESTIMATE_NET_PLANES; p++)
    for (guint i = 0; i < N5; i++)
      sum[p] += planes[p * N5 + i];
  /* Stones, empty points and the board. */
  g_assert_cmpfloat (sum[own], ==, 6.0f);      /* Black: B5 A4 B3 D3 E3 E2 */
  g_assert_cmpfloat (sum[opp], ==, 4.0f);
  g_assert_cmpfloat (sum[2], ==, 15.0f);
  g_assert_cmpfloat (sum[11], ==, 25.0f);
  g_assert_cmpfloat (plane_at (planes, own, "B5"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, opp, "C4"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, 2, "C3"), ==, 1.0f);
  /* Liberties, from each side's view. */
  g_assert_cmpfloat (plane_at (planes, 3 + 3 * own, "B5"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, 4 + 3 * own, "A4"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, 5 + 3 * own, "B3"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, 5 + 3 * own, "E2"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, 5 + 3 * opp, "C5"), ==, 1.0f);
  g_assert_cmpfloat (plane_at (planes, 4 + 3 * opp, "D2"), ==, 1.0f);
  g_assert_cmpfloat (sum[3 + 3 * own] + sum[4 + 3 * own] + sum[5 + 3 * own], ==, 6.0f);
  g_assert_cmpfloat (sum[3 + 3 * opp] + sum[4 + 3 * opp] + sum[5 + 3 * opp], ==, 4.0f);
  g_assert_cmpfloat (sum[3 + 3 * opp], ==, 0.0f);
  /* The ownership, from the side to move's view, and the dead stone. */
  g_assert_cmpfloat (plane_at (planes, 9, "A1"), ==, 0.5f * sign);
  g_assert_cmpfloat (plane_at (planes, 9, "E5"), ==, -0.25f * sign);
  g_assert_cmpfloat (plane_at (planes, 10, "B5"), ==, 1.0f);
  g_assert_cmpfloat (sum[10], ==, 1.0f);
}

static void
test_features (void)
{
  g_autofree gfloat *ownership = g_new0 (gfloat, TG_ARRAY_SIZE);
  g_autofree guint8 *dead = g_new0 (guint8, TG_ARRAY_SIZE);
  float planes[TG_ESTIMATE_NET_PLANES * N5];
  TgBoard board;

  tg_test_board_from_diagram (&board, position5);
  ownership[tg_test_point ("A1", 5, 5)] = 0.5f;
  ownership[tg_test_point ("E5", 5, 5)] = -0.25f;
  dead[tg_test_point ("B5", 5, 5)] = 1;

  tg_estimate_net_features (&board, TG_BLACK, ownership, dead, planes);
  check_planes (planes, TRUE);
  tg_estimate_net_features (&board, TG_WHITE, ownership, dead, planes);
  check_planes (planes, FALSE);
  /* Nobody to move: Black's view. */
  tg_estimate_net_features (&board, TG_EMPTY, ownership, dead, planes);
  check_planes (planes, TRUE);
}

/* One channel. conv0: the own-stone plane's centre tap, weight 1, bias 0:
 * h = 1 on the side to move's stones. The block: the tap above (ky 0,
 * kx 1), weight 1, bias −0.5: h + ReLU (h(above) − 0.5), so 1 on a stone
 * with no stone above it, 1.5 under a stone on a stone, 0.5 on an empty
 * point under a stone, 0 elsewhere (the padding above the top row reads
 * 0). The head: weight 2, bias −1: tanh (2h − 1). */
static void
test_forward_by_hand (void)
{
  float weights[12 * 9 + 1 + 9 + 1 + 1 + 1] = { 0 };
  TgEstimateNetModel model = { 12, 1, 1, weights, G_N_ELEMENTS (weights) };
  float planes[TG_ESTIMATE_NET_PLANES * N5] = { 0 };
  float out[N5];
  float *block = weights + 12 * 9 + 1, *head = block + 9 + 1;

  g_assert_cmpuint (tg_estimate_net_n_weights (&model), ==, G_N_ELEMENTS (weights));
  weights[0 * 9 + 4] = 1.0f;          /* plane 0, centre */
  block[1] = 1.0f;                    /* the point above */
  block[9] = -0.5f;
  head[0] = 2.0f;
  head[1] = -1.0f;
  planes[at5 ("C5")] = planes[at5 ("C4")] = planes[at5 ("A2")] = 1.0f;

  tg_estimate_net_forward (&model, planes, 5, 5, out);
  g_assert_cmpfloat_with_epsilon (out[at5 ("C5")], tanhf (1.0f), 1e-6);   /* top row */
  g_assert_cmpfloat_with_epsilon (out[at5 ("C4")], tanhf (2.0f), 1e-6);   /* h 1.5 */
  g_assert_cmpfloat_with_epsilon (out[at5 ("C3")], tanhf (0.0f), 1e-6);   /* h 0.5 */
  g_assert_cmpfloat_with_epsilon (out[at5 ("A2")], tanhf (1.0f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("A1")], tanhf (0.0f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("E5")], tanhf (-1.0f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("B3")], tanhf (-1.0f), 1e-6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/estimate-net/features", test_features);
  g_test_add_func ("/estimate-net/forward-by-hand", test_forward_by_hand);
  return g_test_run ();
}
