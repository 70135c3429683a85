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
 * - forward-pooling-by-hand: the same with a global pooling after the
 *   block, on boards with no, one and two stones;
 * - forward-matches-torch: the trained net (tg-estimate-net-model.c) on
 *   two positions against the outputs torch printed for them when it was
 *   trained (tools/estimate-net/, to 1e-4).
 * Issue 31's middle-game principles where the net reads the position
 * (open 19×19 boards, tests/data/estimate/ *-19.sgf, komi 0):
 *  - hemmed-in-dead: a black ring H12–M12, H11 M11, H10–M10 shut in by
 *    White's wall (G13–N13, G9–N9, G10–G12, N10–N12), its eye space J11
 *    K11 L11 a straight three with White on the vital point K11: dead, its
 *    stones and eyes White's. By hand, White gains at least the 12
 *    prisoners, the 12 points under them and the two eyes: 26 points,
 *    with the rest of the board (two corner stones and two side stones
 *    each, placed alike) even.
 *  - framework-invader: Black's closed framework D7 G7 K7 D4 K4 G2 against
 *    White's D11 K11, and a lone White invader at G5 in it: the invader
 *    costs at most 8 points, every point of the framework leans to Black
 *    (ownership above 0.1) and none goes to White, and the invader is not
 *    counted alive.
 *  - undecided-group: Black's group A5–E5, D4 E4, A3–E3 under White's wall
 *    (A6–F6, F3–F5, A2–F2), its eye space A4 B4 C4 a straight three:
 *    whoever plays B4 first decides it; the rest of the board is settled
 *    (White's wall J1–J19, Black's K1–K19). Its stones and eye space are
 *    unsettled, their ownership at most ±0.5, and with either side to
 *    move the margin lies between those after Black's B4 and White's, at
 *    least a tenth of the way from each.
 */

#include <math.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "tg-estimate-net.h"
#include "tg-score-estimate.h"
#include "tg-sgf-reader.h"
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
#define TAP_NET_WEIGHTS (12 * 9 + 1 + 9 + 1 + 1 + 1)

static TgEstimateNetModel
tap_above_net (float *weights)
{
  float *block = weights + 12 * 9 + 1, *head = block + 9 + 1;
  TgEstimateNetModel model = { 12, 1, 1, weights, TAP_NET_WEIGHTS };

  memset (weights, 0, sizeof (float) * TAP_NET_WEIGHTS);
  weights[0 * 9 + 4] = 1.0f;          /* plane 0, centre */
  block[1] = 1.0f;                    /* the point above */
  block[9] = -0.5f;
  head[0] = 2.0f;
  head[1] = -1.0f;
  return model;
}

static void
test_forward_by_hand (void)
{
  float weights[TAP_NET_WEIGHTS];
  TgEstimateNetModel model = tap_above_net (weights);
  float planes[TG_ESTIMATE_NET_PLANES * N5] = { 0 };
  float out[N5];

  g_assert_cmpuint (tg_estimate_net_n_weights (&model), ==, TAP_NET_WEIGHTS);
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

/* One channel with a global pooling after its block. conv0 as above (h = 1
 * on the side to move's stones), the block adds nothing (weights and bias
 * 0), the pooling adds ReLU (25 × mean + 0.5 × max − 1) to every point,
 * the head is tanh (h). On the 5×5 board with two own stones the mean is
 * 2/25 and the maximum 1: 1.5 is added, tanh (2.5) on a stone and
 * tanh (1.5) elsewhere; with one stone 0.5 (tanh (1.5), tanh (0.5)); with
 * none nothing (ReLU (−1)). */
#define POOL_NET_WEIGHTS (12 * 9 + 1 + 9 + 1 + 2 + 1 + 1 + 1)

static void
test_forward_pooling_by_hand (void)
{
  float weights[POOL_NET_WEIGHTS] = { 0 };
  float *pool = weights + 12 * 9 + 1 + 9 + 1, *head = pool + 3;
  TgEstimateNetModel model = { 12, 1, 1, weights, POOL_NET_WEIGHTS, 1 };
  float planes[TG_ESTIMATE_NET_PLANES * N5] = { 0 };
  float out[N5];

  weights[0 * 9 + 4] = 1.0f;
  pool[0] = 25.0f;
  pool[1] = 0.5f;
  pool[2] = -1.0f;
  head[0] = 1.0f;
  g_assert_cmpuint (tg_estimate_net_n_weights (&model), ==, POOL_NET_WEIGHTS);

  tg_estimate_net_forward (&model, planes, 5, 5, out);
  g_assert_cmpfloat_with_epsilon (out[at5 ("C3")], 0.0f, 1e-6);

  planes[at5 ("B2")] = 1.0f;
  tg_estimate_net_forward (&model, planes, 5, 5, out);
  g_assert_cmpfloat_with_epsilon (out[at5 ("B2")], tanhf (1.5f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("E5")], tanhf (0.5f), 1e-6);

  planes[at5 ("D4")] = 1.0f;
  tg_estimate_net_forward (&model, planes, 5, 5, out);
  g_assert_cmpfloat_with_epsilon (out[at5 ("B2")], tanhf (2.5f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("D4")], tanhf (2.5f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("A1")], tanhf (1.5f), 1e-6);
}

/* The same one-channel net read under the first four symmetries: mirrored
 * top-bottom, the tap reads the point below instead, so with one own stone
 * at C3 the mean is tanh (1) on C3, (tanh (0) + tanh (−1)) / 2 on C2 and
 * C4 (the point under and over it), tanh (−1) elsewhere. */
static void
test_forward_symmetric_by_hand (void)
{
  float weights[TAP_NET_WEIGHTS];
  TgEstimateNetModel model = tap_above_net (weights);
  float planes[TG_ESTIMATE_NET_PLANES * N5] = { 0 };
  float out[N5];
  float side = (tanhf (0.0f) + tanhf (-1.0f)) / 2;

  planes[at5 ("C3")] = 1.0f;

  tg_estimate_net_forward_symmetric (&model, planes, 5, 4, out);
  g_assert_cmpfloat_with_epsilon (out[at5 ("C3")], tanhf (1.0f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("C2")], side, 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("C4")], side, 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("B3")], tanhf (-1.0f), 1e-6);
  g_assert_cmpfloat_with_epsilon (out[at5 ("A1")], tanhf (-1.0f), 1e-6);
}

/* The trained net against torch ------------------------------------------ */

/* The 19×19 board of @rows ("X" Black, "O" White, "." empty; the top row
 * first). */
static void
board_from_rows (TgBoard   *board,
                 JsonArray *rows)
{
  GString *diagram = g_string_new (NULL);

  for (guint y = 0; y < json_array_get_length (rows); y++)
    g_string_append_printf (diagram, "%s\n", json_array_get_string_element (rows, y));
  tg_test_board_from_diagram (board, diagram->str);
  g_string_free (diagram, TRUE);
}

static void
check_torch_position (JsonObject *position)
{
  JsonArray *own_rows = json_object_get_array_member (position, "ownership_black");
  JsonArray *dead_list = json_object_get_array_member (position, "dead");
  JsonArray *torch_planes = json_object_get_array_member (position, "planes");
  JsonArray *output = json_object_get_array_member (position, "output");
  g_autofree gfloat *ownership = g_new0 (gfloat, TG_ARRAY_SIZE);
  g_autofree guint8 *dead = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autofree float *planes = g_new (float, TG_ESTIMATE_NET_PLANES * 361);
  float out[361];
  TgColor to_play;
  TgBoard board;

  board_from_rows (&board, json_object_get_array_member (position, "board"));
  to_play = g_str_equal (json_object_get_string_member (position, "to_play"), "W") ? TG_WHITE
                                                                                  : TG_BLACK;
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      ownership[tg_point (x, y)] =
        (gfloat) json_array_get_double_element (json_array_get_array_element (own_rows, y), x);
  for (guint i = 0; i < json_array_get_length (dead_list); i++)
    {
      JsonArray *xy = json_array_get_array_element (dead_list, i);

      dead[tg_point (json_array_get_int_element (xy, 0), json_array_get_int_element (xy, 1))] = 1;
    }

  /* The planes torch was given are the ones the core builds. */
  tg_estimate_net_features (&board, to_play, ownership, dead, planes);
  g_assert_cmpuint (json_array_get_length (torch_planes), ==, TG_ESTIMATE_NET_PLANES * 361);
  for (guint i = 0; i < TG_ESTIMATE_NET_PLANES * 361; i++)
    g_assert_cmpfloat_with_epsilon (planes[i], json_array_get_double_element (torch_planes, i), 1e-6);

  tg_estimate_net_forward (&tg_estimate_net_model, planes, 19, 19, out);
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      g_assert_cmpfloat_with_epsilon (out[y * 19 + x],
                                      json_array_get_double_element (
                                        json_array_get_array_element (output, y), x), 1e-4);
}

static void
test_forward_matches_torch (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "tools", "estimate-net",
                                                 "fixture.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *positions;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "channels"), ==, tg_estimate_net_model.channels);
  g_assert_cmpint (json_object_get_int_member (root, "blocks"), ==, tg_estimate_net_model.blocks);
  g_assert_cmpint (json_object_get_int_member (root, "pooled"), ==, tg_estimate_net_model.pooled);
  positions = json_object_get_array_member (root, "positions");
  g_assert_cmpuint (json_array_get_length (positions), >=, 2);
  for (guint i = 0; i < json_array_get_length (positions); i++)
    check_torch_position (json_array_get_object_element (positions, i));
}

/* Middle-game principles on 19×19 ------------------------------------------ */

static TgPoint
pt19 (const char *gtp)
{
  return tg_test_point (gtp, 19, 19);
}

/* The estimate of @name (tests/data/estimate) with @board instead of its
 * position when not NULL, and @to_play to move. */
static TgEstimate *
estimate_fixture (const char    *name,
                  const TgBoard *board,
                  TgColor        to_play,
                  TgBoard      **board_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "estimate", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
  g_autoptr(TgGame) game = NULL;
  TgEstimateOptions options;
  TgScoreInput input;
  TgEstimate *est;

  g_assert_no_error (error);
  game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (game, &input, &options);
  g_assert_false (options.finished);
  options.to_play = to_play;
  if (board != NULL)
    input.board = board;
  if (board_out != NULL)
    *board_out = tg_board_copy (input.board);
  est = tg_estimate_compute (&input, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (est->net);
  return est;
}

static void
test_hemmed_in_dead (void)
{
  static const char *const ring[] = { "H12", "J12", "K12", "L12", "M12", "H11", "M11",
                                      "H10", "J10", "K10", "L10", "M10" };
  g_autoptr(TgEstimate) est = estimate_fixture ("hemmed-dead-19.sgf", NULL, TG_BLACK, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (ring); i++)
    {
      g_assert_true (est->dead[pt19 (ring[i])]);
      g_assert_cmpint (est->score->owner[pt19 (ring[i])], ==, TG_SCORE_OWNER_WHITE);
      g_assert_cmpfloat (est->ownership[pt19 (ring[i])], <=, -0.5f);
    }
  g_assert_cmpint (est->score->owner[pt19 ("J11")], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (est->score->owner[pt19 ("L11")], ==, TG_SCORE_OWNER_WHITE);
  g_assert_cmpint (est->score->margin, <=, -2 * 26);
}

static void
test_framework_invader (void)
{
  static const char *const framework[] = { "E4", "J4", "F3", "H3", "D3", "E6", "J6",
                                           "G6", "F5", "H5", "G4" };
  g_autoptr(TgEstimate) with = NULL;
  g_autoptr(TgEstimate) without = NULL;
  g_autofree TgBoard *board = NULL;

  with = estimate_fixture ("framework-invader-19.sgf", NULL, TG_BLACK, &board);
  for (guint i = 0; i < G_N_ELEMENTS (framework); i++)
    {
      g_assert_cmpint (with->score->owner[pt19 (framework[i])], !=, TG_SCORE_OWNER_WHITE);
      g_assert_cmpfloat (with->ownership[pt19 (framework[i])], >, 0.1f);
    }
  g_assert_cmpfloat (with->ownership[pt19 ("G5")], >, -0.5f);

  tg_board_set (board, pt19 ("G5"), TG_EMPTY);
  without = estimate_fixture ("framework-invader-19.sgf", board, TG_BLACK, NULL);
  g_assert_cmpint (with->score->margin, >=, without->score->margin - 2 * 8);
}

/* The group of undecided-19 in @est is unsettled, and the margin lies
 * between @lives's and @dies's, at least a tenth of the way from each. */
static void
assert_undecided (const TgEstimate *est,
                  const TgEstimate *lives,
                  const TgEstimate *dies)
{
  static const char *const group[] = { "A5", "C5", "E5", "D4", "E4", "A3", "E3", "A4", "B4", "C4" };
  TgHalfPoints gap = lives->score->margin - dies->score->margin;

  for (guint i = 0; i < G_N_ELEMENTS (group); i++)
    {
      g_assert_false (est->dead[pt19 (group[i])]);
      g_assert_true (est->unsettled[pt19 (group[i])]);
      g_assert_cmpfloat (ABS (est->ownership[pt19 (group[i])]), <=, 0.5f);
    }
  g_assert_cmpint (gap, >, 0);
  g_assert_cmpint (10 * (lives->score->margin - est->score->margin), >=, gap);
  g_assert_cmpint (10 * (est->score->margin - dies->score->margin), >=, gap);
}

static void
test_undecided_group (void)
{
  g_autoptr(TgEstimate) black = NULL;
  g_autoptr(TgEstimate) white = NULL;
  g_autoptr(TgEstimate) lives = NULL;
  g_autoptr(TgEstimate) dies = NULL;
  g_autofree TgBoard *board = NULL;
  g_autofree TgBoard *after = NULL;

  black = estimate_fixture ("undecided-19.sgf", NULL, TG_BLACK, &board);
  white = estimate_fixture ("undecided-19.sgf", NULL, TG_WHITE, NULL);
  after = tg_board_copy (board);
  g_assert_cmpuint (tg_board_play (after, pt19 ("B4"), TG_BLACK, NULL), ==, 0);
  lives = estimate_fixture ("undecided-19.sgf", after, TG_WHITE, NULL);
  g_clear_pointer (&after, g_free);
  after = tg_board_copy (board);
  g_assert_cmpuint (tg_board_play (after, pt19 ("B4"), TG_WHITE, NULL), ==, 0);
  dies = estimate_fixture ("undecided-19.sgf", after, TG_BLACK, NULL);
  g_assert_true (dies->dead[pt19 ("A5")]);
  g_assert_false (lives->dead[pt19 ("A5")]);
  g_assert_false (lives->unsettled[pt19 ("A5")]);

  assert_undecided (black, lives, dies);
  assert_undecided (white, lives, dies);
}

/* The app's Estimate pane says where its hint comes from: the net on an
 * open 19×19 position, the playouts alone elsewhere. */
static void
test_describe_source (void)
{
  static const char *const files[] = { "hemmed-dead-19.sgf", "won-corner.sgf" };
  static const char *const expected[] = {
    "A hint from random playouts read by a small trained net, not an engine's reading",
    "A hint from random playouts, not an engine's reading",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "estimate", files[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
      g_autoptr(TgGame) game = NULL;
      g_autofree char *source = NULL;

      g_assert_no_error (error);
      game = tg_game_new_for_tree (doc->tree, 0, &error);
      g_assert_no_error (error);
      source = tg_estimate_describe_source (game);
      g_assert_cmpstr (source, ==, expected[i]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/estimate-net/features", test_features);
  g_test_add_func ("/estimate-net/forward-by-hand", test_forward_by_hand);
  g_test_add_func ("/estimate-net/forward-pooling-by-hand", test_forward_pooling_by_hand);
  g_test_add_func ("/estimate-net/forward-symmetric-by-hand", test_forward_symmetric_by_hand);
  g_test_add_func ("/estimate-net/forward-matches-torch", test_forward_matches_torch);
  g_test_add_func ("/estimate-net/hemmed-in-dead", test_hemmed_in_dead);
  g_test_add_func ("/estimate-net/framework-invader", test_framework_invader);
  g_test_add_func ("/estimate-net/undecided-group", test_undecided_group);
  g_test_add_func ("/estimate-net/describe-source", test_describe_source);
  return g_test_run ();
}
