/* tg-score-estimate.c: who is ahead, by how much, and which areas are whose
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three steps, with a look at the cancellable before each:
 *  1. the dead-stone proposal (tg_deadstones_guess_full): Benson's certain
 *     verdicts, then random playouts from the position that give every
 *     point its ownership; a chain its opponent holds at the end of most
 *     playouts is likely dead. On a finished game the finished-game cleanup
 *     applies too, so the dead stones are those tg_deadstones_guess gives;
 *     on an open position only its first half does (stones floating in
 *     the opponent's territory are dead), not the second (related chains
 *     share one fate in an enclosed region, which an open board lacks).
 *     On an open position, chains the reader kills although the playouts
 *     keep them become the opponent's in the ownership, and chains the
 *     playouts kill only narrowly are undecided
 *     (tg-score-estimate-expect.c);
 *  2. the count (tg_score_compute) of the position with those dead stones,
 *     under the rules, komi and handicap of the input;
 *  3. on an open position, the projection: every empty point the count
 *     gives to nobody (or to the side the playouts take it from) goes to the
 *     side the playouts give it to, when they do so clearly
 *     (|ownership| ≥ TG_ESTIMATE_OWNER_THRESHOLD); the eyes of a seki
 *     stay as the rules count them, and a shared liberty stays shared
 *     unless the playouts clearly fill it (a true seki keeps it empty).
 *     That is the map (owner[]). The totals are then brought to the
 *     expected count, which weighs every point by how often each side
 *     holds it and gives the side to move the worth of its next move
 *     (tg-score-estimate-expect.c), and the result and the 子 count are
 *     those of the totals (_tg_score_total).
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-deadstones.h"
#include "tg-estimate-net.h"
#include "tg-score-estimate.h"
#include "tg-score-private.h"
#include "tg-score-estimate-private.h"

G_DEFINE_BOXED_TYPE (TgEstimate, tg_estimate, tg_estimate_copy, tg_estimate_free)

void
tg_estimate_options_init (TgEstimateOptions *options)
{
  g_return_if_fail (options != NULL);

  options->seed = TG_DEADSTONES_DEFAULT_SEED;
  options->playouts = 0;
  options->finished = FALSE;
  options->to_play = TG_EMPTY;
}

TgEstimate *
tg_estimate_copy (const TgEstimate *self)
{
  TgEstimate *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->score = self->score ? tg_score_copy (self->score) : NULL;
  return copy;
}

void
tg_estimate_free (TgEstimate *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->score, tg_score_free);
  g_free (self);
}

gfloat
tg_estimate_get_ownership (const TgEstimate *self,
                           guint             x,
                           guint             y)
{
  g_return_val_if_fail (self != NULL, 0.0f);
  g_return_val_if_fail (x < self->width && y < self->height, 0.0f);

  return self->ownership[tg_point (x, y)];
}

TgScoreOwner
tg_estimate_get_owner (const TgEstimate *self,
                       guint             x,
                       guint             y)
{
  g_return_val_if_fail (self != NULL, TG_SCORE_OWNER_NONE);
  g_return_val_if_fail (x < self->width && y < self->height, TG_SCORE_OWNER_NONE);

  return (TgScoreOwner) self->score->owner[tg_point (x, y)];
}

guint
tg_estimate_get_playouts (const TgEstimateOptions *options,
                          guint                    width,
                          guint                    height)
{
  guint points = width * height;

  g_return_val_if_fail (options != NULL, 0);

  if (options->playouts > 0)
    return options->playouts;
  if (options->finished || points <= TG_ESTIMATE_OPEN_POINTS)
    return TG_DEADSTONES_DEFAULT_PLAYOUTS;
  return TG_ESTIMATE_OPEN_BUDGET / points;
}

gboolean
tg_estimate_uses_net (const TgEstimateOptions *options,
                      guint                    width,
                      guint                    height)
{
  g_return_val_if_fail (options != NULL, FALSE);

  return !options->finished && width == TG_ESTIMATE_NET_SIZE && height == TG_ESTIMATE_NET_SIZE;
}

char *
tg_estimate_describe_source (TgGame *game)
{
  const TgBoard *board;
  TgEstimateOptions options;
  TgScoreInput input;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  board = tg_game_get_board (game);
  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (game, &input, &options);
  if (tg_estimate_uses_net (&options, board->width, board->height))
    return g_strdup (_("A hint from random playouts read by a small trained net, not an "
                       "engine's reading"));
  return g_strdup (_("A hint from random playouts, not an engine's reading"));
}

char *
tg_estimate_describe_lead (const TgEstimate *self)
{
  const TgScore *score;
  g_autofree char *points = NULL;

  g_return_val_if_fail (self != NULL && self->score != NULL, NULL);

  score = self->score;
  points = tg_half_points_to_string (ABS (score->margin));
  switch (tg_score_winner_for_margin (score->margin, score->rules.black_wins_ties))
    {
    case TG_SCORE_WINNER_BLACK:
      if (score->margin == 0)
        return g_strdup (_("Black wins the tie"));
      /* Translators: %s is a number of points such as 3.5; in Chinese 黑领先 %s 目 */
      return g_strdup_printf (_("Black leads by %s"), points);
    case TG_SCORE_WINNER_WHITE:
      /* Translators: %s is a number of points such as 3.5; in Chinese 白领先 %s 目 */
      return g_strdup_printf (_("White leads by %s"), points);
    case TG_SCORE_WINNER_NONE:
    default:
      return g_strdup (_("Even"));
    }
}

char *
tg_estimate_describe_spread (const TgEstimate *self)
{
  TgHalfPoints spread;
  g_autofree char *points = NULL;

  g_return_val_if_fail (self != NULL && self->score != NULL, NULL);

  if (self->spread <= 0.0f)
    return NULL;
  spread = (TgHalfPoints) lroundf (self->spread);
  spread *= 2;
  if ((gfloat) ABS (self->score->margin) <= 2.0f * self->spread)
    /* Translators: the estimate cannot tell who is ahead; in Chinese
     * 形势接近，胜负难料 */
    return g_strdup (_("Close: could go either way"));
  points = tg_half_points_to_string (spread);
  /* Translators: %s is a number of points such as 9: how far the final
   * result may lie from the estimated margin; in Chinese 误差约 %s 目 */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Give or take %s point",
                                       "Give or take %s points",
                                       tg_score_points_plural_n (spread)), points);
}

/* "B+3.5", "W+0", "0", "Draw", "Jigo": a count decided the game. */
static gboolean
is_counted_result (const char *re)
{
  if (re == NULL)
    return FALSE;
  if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+')
    return g_ascii_isdigit (re[2]);
  return g_str_equal (re, "0") || g_ascii_strcasecmp (re, "draw") == 0 ||
         g_ascii_strcasecmp (re, "jigo") == 0;
}

/* Passes of each colour on the path from the root to the cursor. */
static void
count_passes (TgGame *game,
              guint  *black,
              guint  *white)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode node = tg_game_get_current_node (game);
  TgNode root = tg_game_get_root (game);

  *black = *white = 0;
  for (; node != TG_NODE_NONE; node = tg_game_tree_get_parent (tree, node))
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (game, node, &color, &point) && point == TG_PASS)
        (*(color == TG_BLACK ? black : white))++;
      if (node == root)
        break;
    }
}

void
tg_estimate_input_for_game (TgGame            *game,
                            TgScoreInput      *input,
                            TgEstimateOptions *options)
{
  TgGameTree *tree;
  g_autofree char *re = NULL;
  gboolean at_end;

  g_return_if_fail (TG_IS_GAME (game));
  g_return_if_fail (input != NULL);
  g_return_if_fail (options != NULL);

  tg_score_input_init (input, tg_game_get_board (game), tg_game_get_rules (game));
  input->komi = tg_game_get_komi (game);
  input->handicap = tg_game_get_handicap (game);
  count_passes (game, &input->black_passes, &input->white_passes);

  tree = tg_game_get_tree (game);
  at_end = tg_game_tree_get_first_child (tree, tg_game_get_current_node (game)) == TG_NODE_NONE;
  re = tg_game_get_info (game, "RE");
  options->finished = tg_game_get_consecutive_passes (game) >= 2 ||
                      (at_end && is_counted_result (re));
  options->to_play = tg_game_get_to_play (game);
}

static gboolean
check_cancelled (GCancellable  *cancellable,
                 GError       **error)
{
  return g_cancellable_set_error_if_cancelled (cancellable, error);
}

/* Step 1: dead stones and ownership. */
static void
propose (TgEstimate              *est,
         const TgScoreInput      *input,
         const TgEstimateOptions *options)
{
  const TgBoard *board = input->board;
  TgDeadstonesOptions dead_options;
  g_autofree gint8 *own = g_new0 (gint8, TG_ARRAY_SIZE);

  tg_deadstones_options_init (&dead_options);
  dead_options.playouts = tg_estimate_get_playouts (options, board->width, board->height);
  dead_options.finished = options->finished;
  /* What the net's map defers to the playouts (refine). */
  if (tg_estimate_uses_net (options, board->width, board->height))
    dead_options.unsettled = est->unsettled;
  tg_deadstones_guess_full (board, input->rules, options->seed, &dead_options,
                            est->dead, own);

  est->n_dead = 0;
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        est->ownership[p] = own[p] / 100.0f;
        est->n_dead += est->dead[p] != 0;
      }
}

/* Floating stones ------------------------------------------------------- */

/* A chain is clearly alive from its own point of view at this ownership
 * (averaged over its stones); so is an opponent chain that walls it in. */
#define FLOAT_ALIVE 0.3f

gfloat
_tg_estimate_chain_mean (const gfloat  *own,
                         const TgBoard *board,
                         TgPoint        p,
                         TgColor        color)
{
  TgPoint h = tg_board_chain_head (board, p), s = h;
  gfloat total = 0.0f;

  do
    {
      total += own[s];
      s = board->next[s];
    }
  while (s != h);
  total /= (gfloat) tg_board_chain_size (board, h);
  return color == TG_BLACK ? total : -total;
}

/* Floods from @start through empty points and stones of @color into
 * fl->region; returns the number of points. */
static guint
flood_region (Floating *fl,
              TgPoint   start,
              TgColor   color)
{
  const TgBoard *b = fl->board;
  guint sp = 0, n = 0;

  memset (fl->mark, 0, sizeof fl->mark);
  fl->mark[start] = 1;
  fl->stack[sp++] = start;
  while (sp > 0)
    {
      TgPoint p = fl->stack[--sp];

      fl->region[n++] = p;
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgColor c = tg_board_get (b, q);

          if (fl->mark[q] || (c != TG_EMPTY && c != color))
            continue;
          fl->mark[q] = 1;
          fl->stack[sp++] = q;
        }
    }
  return n;
}

/* Whether the stones of @color in the region are floating: no stone of
 * theirs clearly alive, every empty point of it the opponent's on balance,
 * and every opponent chain around it clearly alive and out of atari. */
static gboolean
region_floats (const Floating *fl,
               guint           n,
               TgColor         color)
{
  const TgBoard *b = fl->board;
  gfloat sign = color == TG_BLACK ? 1.0f : -1.0f;

  for (guint i = 0; i < n; i++)
    {
      TgPoint p = fl->region[i];

      if (tg_board_get (b, p) == color)
        {
          if (_tg_estimate_chain_mean (fl->own, fl->board, p, color) >= FLOAT_ALIVE)
            return FALSE;
        }
      else if (sign * fl->own[p] >= 0.0f)
        return FALSE;
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];

          if (tg_board_get (b, q) == TG_OTHER (color) &&
              (tg_board_chain_liberties (b, q) < 2 ||
               _tg_estimate_chain_mean (fl->own, fl->board, q, TG_OTHER (color)) < FLOAT_ALIVE))
            return FALSE;
        }
    }
  return TRUE;
}

/* An open position's stones that float in the opponent's area are dead
 * although the playouts, whose random defender lets invaders live, leave
 * them undecided. */
static void
mark_floating (TgEstimate    *est,
               const TgBoard *board)
{
  g_autofree Floating *fl = g_new0 (Floating, 1);

  fl->board = board;
  fl->own = est->ownership;
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (board, p);
        guint n;

        if ((c != TG_BLACK && c != TG_WHITE) || fl->done[p] || est->dead[p])
          continue;
        n = flood_region (fl, p, c);
        for (guint i = 0; i < n; i++)
          fl->done[fl->region[i]] = 1;
        if (!region_floats (fl, n, c))
          continue;
        for (guint i = 0; i < n; i++)
          if (tg_board_get (board, fl->region[i]) == c && !est->dead[fl->region[i]])
            {
              est->dead[fl->region[i]] = 1;
              est->n_dead++;
            }
      }
}

void
_tg_estimate_read (TgEstimate              *est,
                   const TgScoreInput      *input,
                   const TgEstimateOptions *options)
{
  est->width = input->board->width;
  est->height = input->board->height;
  propose (est, input, options);
  if (!options->finished)
    {
      mark_floating (est, input->board);
      _tg_estimate_weigh_verdicts (est, input->board);
    }
}

/* The net's ownership ------------------------------------------------------- */

/* The most the net's map gives an unsettled chain (a move decides its life
 * for either side) from either side's view. */
#define UNSETTLED_MAX 0.5f

/* The net reads each position under this many of the board's symmetries
 * (the first four: as it is, mirrored left-right, top-bottom, both) and
 * the map is their mean: on bench/estimate-truth's held-out games it
 * names 0.2 / 0.6 points more at moves 100 / 150 than one reading, for
 * 2 ms more of CPU (all 8 add nothing more, for 5 ms). */
#define NET_SYMMETRIES 4

/* The net's ownership of @board with @to_play to move, Black positive,
 * added to @own with @weight. */
static void
add_net_view (gfloat        *own,
              const TgBoard *board,
              TgColor        to_play,
              const gfloat  *playouts,
              const guint8  *dead,
              gfloat         weight)
{
  guint w = board->width, h = board->height;
  g_autofree float *planes = g_new (float, TG_ESTIMATE_NET_PLANES * w * h);
  g_autofree float *out = g_new (float, w * h);
  gfloat sign = to_play == TG_WHITE ? -weight : weight;

  g_assert (w == h);

  tg_estimate_net_features (board, to_play, playouts, dead, planes);
  tg_estimate_net_forward_symmetric (&tg_estimate_net_model, planes, w, NET_SYMMETRIES, out);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      own[tg_point (x, y)] += sign * out[y * w + x];
}

/* Step 2b, on an open 19×19 position: the ownership the net reads from the
 * playouts' and the verdicts (tg-estimate-net.h) replaces the playouts'.
 * The net reads a position from the side to move's point of view; with
 * nobody to move, it is the mean of Black's and White's. */
static void
refine (TgEstimate    *est,
        const TgBoard *board,
        TgColor        to_play)
{
  g_autofree gfloat *own = g_new0 (gfloat, TG_ARRAY_SIZE);

  if (to_play == TG_BLACK || to_play == TG_WHITE)
    add_net_view (own, board, to_play, est->ownership, est->dead, 1.0f);
  else
    {
      add_net_view (own, board, TG_BLACK, est->ownership, est->dead, 0.5f);
      add_net_view (own, board, TG_WHITE, est->ownership, est->dead, 0.5f);
    }
  /* A chain whose life one move decides for either side, and its eye
   * space, keep the playouts' ownership, at most even odds for the side
   * they favour: the net learnt from games where such groups were settled
   * and counts them alive or dead in full. */
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        if (est->unsettled[p])
          own[p] = CLAMP (est->ownership[p], -UNSETTLED_MAX, UNSETTLED_MAX);
      }
  memcpy (est->ownership, own, sizeof est->ownership);
  est->net = TRUE;
}

/* Projection ---------------------------------------------------------------- */

/* A shared liberty of a seki that the playouts fill in a quarter of them
 * or more (on balance) is none: a true seki keeps it empty. */
#define SEKI_OWNER_MAX 0.25f

/* The count took empty point @p for a shared liberty of a seki: a plain
 * dame instead. */
static void
unmark_seki (TgScore *score,
             TgPoint  p)
{
  score->seki[p] = 0;
  if (score->owner[p] == TG_SCORE_OWNER_SEKI)
    {
      score->owner[p] = TG_SCORE_OWNER_DAME;
      score->seki_points--;
    }
}

/* Moves the empty point @p of @score from its count owner to @to. */
static void
move_point (TgScore      *score,
            TgPoint       p,
            TgScoreOwner  to)
{
  TgScoreOwner from = score->owner[p];

  if (from == to)
    return;
  if (from == TG_SCORE_OWNER_BLACK)
    score->black.territory--;
  else if (from == TG_SCORE_OWNER_WHITE)
    score->white.territory--;
  else
    score->dame--;

  if (to == TG_SCORE_OWNER_BLACK)
    score->black.territory++;
  else
    score->white.territory++;
  score->owner[p] = to;
}

void
_tg_estimate_project_open_points (TgEstimate    *est,
                                  const TgBoard *board)
{
  TgScore *score = est->score;
  gfloat threshold = est->net ? TG_ESTIMATE_NET_OWNER_THRESHOLD : TG_ESTIMATE_OWNER_THRESHOLD;

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (board, p);
        gfloat own = est->ownership[p];

        /* Live stones stay stones, and the eyes of a seki stay as these
         * rules count them. A shared liberty of a seki stays shared unless
         * the ownership clearly fills it: a real seki keeps it empty, so it
         * is not a seki (an open board has none). */
        if (c != TG_EMPTY && !est->dead[p])
          continue;
        if (score->owner[p] == TG_SCORE_OWNER_SEKI && !score->seki[p])
          continue;
        if (score->seki[p] && ABS (own) < SEKI_OWNER_MAX)
          continue;
        if (score->seki[p])
          unmark_seki (score, p);
        if (own >= threshold && score->owner[p] != TG_SCORE_OWNER_BLACK)
          move_point (score, p, TG_SCORE_OWNER_BLACK);
        else if (own <= -threshold && score->owner[p] != TG_SCORE_OWNER_WHITE)
          move_point (score, p, TG_SCORE_OWNER_WHITE);
      }
}

/* Step 3: the open points go to the side the playouts give them to. */
static void
project (TgEstimate         *est,
         const TgScoreInput *input,
         TgColor             to_play)
{
  gdouble open;
  gdouble expected = _tg_estimate_expected_count (est, input->board, &open);

  /* The net reads the position from the side to move's point of view and
   * learnt from how games ended: the next move's worth is in its
   * ownership already. */
  if (!est->net)
    expected += _tg_estimate_tempo (open, to_play);
  _tg_estimate_project_open_points (est, input->board);
  _tg_estimate_rebalance (est, input, expected);
  _tg_score_total (est->score, input);
}

TgEstimate *
tg_estimate_compute (const TgScoreInput      *input,
                     const TgEstimateOptions *options,
                     GCancellable            *cancellable,
                     GError                 **error)
{
  g_autoptr(TgEstimate) est = NULL;
  TgEstimateOptions defaults;
  TgScoreInput count;

  g_return_val_if_fail (input != NULL, NULL);
  g_return_val_if_fail (input->board != NULL, NULL);
  g_return_val_if_fail (input->rules != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (options == NULL)
    {
      tg_estimate_options_init (&defaults);
      options = &defaults;
    }

  if (check_cancelled (cancellable, error))
    return NULL;
  est = g_new0 (TgEstimate, 1);
  _tg_estimate_read (est, input, options);
  if (tg_estimate_uses_net (options, est->width, est->height))
    refine (est, input->board, options->to_play);

  if (check_cancelled (cancellable, error))
    return NULL;
  count = *input;
  count.dead = est->dead;
  est->score = tg_score_compute (&count);

  if (!options->finished)
    {
      if (check_cancelled (cancellable, error))
        return NULL;
      project (est, &count, options->to_play);
      est->spread = _tg_estimate_measure_spread (est, input->board);
    }
  return g_steal_pointer (&est);
}
