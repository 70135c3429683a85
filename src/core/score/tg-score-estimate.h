/* tg-score-estimate.h: who is ahead, by how much, and which areas are whose
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position judgement (形势判断) for any position, finished or not, without
 * an engine: the dead-stone machinery (Benson, then random playouts) gives
 * every point an owner with a confidence and names the stones likely dead;
 * the count (tg_score_compute) with those dead stones then gives the
 * expected result under the rules and komi of a TgScoreInput, with the open
 * points (empty points the count gives to nobody) handed to the side the
 * playouts give them to. On a finished game (options->finished) nothing is
 * handed over: the estimate is exactly the count with the proposed dead
 * stones (tg_deadstones_guess with the same seed).
 *
 * Deterministic for a seed, no global state (safe in a worker thread), and
 * cancellable between its steps (none of which takes more than about 20 ms
 * on a 19×19 board).
 */

#pragma once

#include <gio/gio.h>

#include "tg-game.h"
#include "tg-score.h"

G_BEGIN_DECLS

/* An open point goes to a side when the playouts give it to that side at
 * least this often on balance (|ownership| ≥ 0.2: three playouts in five;
 * chosen against GNU Go's estimate_score, see bench/gnugo-estimate.sh). */
#define TG_ESTIMATE_OWNER_THRESHOLD 0.2f

/* The same for the net's ownership (tg-estimate-net.h), which is surer
 * of itself than the playouts: chosen on the validation games of its
 * training (tools/estimate-net/README.md), where the map names as many
 * points as GNU Go's influence regions with fewer given to the wrong
 * colour. */
#define TG_ESTIMATE_NET_OWNER_THRESHOLD 0.35f

/* The board size the estimate's net was trained on (tg-estimate-net.h): on
 * an open position of this size its ownership replaces the playouts'. */
#define TG_ESTIMATE_NET_SIZE 19

/* Playouts on an open position larger than 13×13 (TG_ESTIMATE_OPEN_POINTS):
 * TG_ESTIMATE_OPEN_BUDGET playouts × points, 983 on 19×19. Since the
 * playouts of an open position are no longer cut short at move 100
 * (tg-deadstones.c), tengen-cli estimate takes about 55 / 52 ms of CPU as a
 * whole process on a 19×19 middle-game position at moves 100 / 150
 * (at most 59, against the 60 ms limit). The margin's change with another
 * seed falls with their square root: 9.1 / 8.0 points on average at
 * moves 100 / 150 with the 280 used first, 3.25 / 2.54 with 702, 2.72 /
 * 2.25 with 983 cut short, 2.08 / 1.90 with 983 run in full and the net
 * (bench/estimate-truth, four seeds, docs/estimate.md). Up to 13×13,
 * and on a finished position, as many as the count's proposal
 * (TG_DEADSTONES_DEFAULT_PLAYOUTS). */
#define TG_ESTIMATE_OPEN_POINTS (13 * 13)
#define TG_ESTIMATE_OPEN_BUDGET (TG_DEADSTONES_DEFAULT_PLAYOUTS * 7 * 13 * 13 / 2)

typedef struct
{
  guint64   seed;       /* default TG_DEADSTONES_DEFAULT_SEED */
  guint     playouts;   /* at most; 0 (the default): on a finished position
                         * TG_DEADSTONES_DEFAULT_PLAYOUTS (the count's
                         * proposal), on an open one larger than 13×13
                         * TG_ESTIMATE_OPEN_BUDGET / points
                         * (tg_estimate_get_playouts) */
  gboolean  finished;   /* the game is over (two passes, or a counted result):
                         * the finished-game dead-stone cleanup applies and the
                         * result is the plain count; default FALSE */
  TgColor   to_play;    /* who plays next on an open position: the margin
                         * gives that side the worth of the move
                         * (tg-score-estimate-expect.c); TG_EMPTY (the
                         * default): nobody */
} TgEstimateOptions;

typedef struct
{
  guint     width;
  guint     height;
  gfloat    ownership[TG_ARRAY_SIZE];  /* −1 (White's in every playout) .. 1
                                        * (Black's), 0 off the board; on a stone:
                                        * who holds the point at the end */
  guint8    dead[TG_ARRAY_SIZE];       /* non-zero: a stone likely dead */
  guint8    unsettled[TG_ARRAY_SIZE];  /* non-zero: a stone of an enclosed
                                        * chain whose life one move decides
                                        * for either side, or its eye space */
  guint     n_dead;
  TgScore  *score;                     /* the expected count: result, margin,
                                        * chinese_count, per-side breakdown;
                                        * owner[] as projected */
  gboolean  net;                       /* the ownership is the net's
                                        * (tg_estimate_uses_net), not the
                                        * playouts' */
  gfloat    spread;                    /* points: how far the final count may
                                        * lie from the margin (about two games
                                        * in three land within ± spread); 0 on
                                        * a finished game, where the estimate
                                        * is the count */
} TgEstimate;

#define TG_TYPE_ESTIMATE (tg_estimate_get_type ())

GType        tg_estimate_get_type      (void) G_GNUC_CONST;

void         tg_estimate_options_init  (TgEstimateOptions       *options);

/* Estimates the position of @input (board, rules, komi, handicap, passes,
 * overtime; @input->dead is ignored: the estimate proposes its own).
 * @options may be NULL (the defaults). Returns NULL with
 * G_IO_ERROR_CANCELLED when @cancellable is cancelled. */
TgEstimate  *tg_estimate_compute       (const TgScoreInput      *input,
                                        const TgEstimateOptions *options,
                                        GCancellable            *cancellable,
                                        GError                 **error);

/* The count of @input's position as an engine's ownership map has it (an
 * engine's 形势判断, with no playouts): @ownership holds width × height
 * values, index y * width + x from the top left (TgAnalysis's layout),
 * Black's side, −1..1 (NAN counts as 0). A chain the map gives to the
 * opponent by at least TG_ESTIMATE_OWNER_THRESHOLD on average over its
 * stones is dead; the position is counted with those dead stones under
 * @input's rules, komi, handicap and passes (@input->dead is ignored), then
 * every open point goes to the side the map gives it to by at least
 * TG_ESTIMATE_OWNER_THRESHOLD, as the playouts' estimate does; seki as the
 * count finds them. The result, the margin and the 子 count are those of
 * that count, with no weighing afterwards; spread is 0. */
TgEstimate  *tg_estimate_from_ownership (const TgScoreInput     *input,
                                         const float            *ownership);

TgEstimate  *tg_estimate_copy          (const TgEstimate        *self);
void         tg_estimate_free          (TgEstimate              *self);

/* Fills @input for the position at @game's cursor as the count would take
 * it (board, rules, komi, handicap, the passes on the path) and sets
 * @options->finished when the game is over there: two passes end the path,
 * or the cursor is at the end of its line and the record's RE[] is a
 * counted result ("B+3.5", "0", "Draw"). @input points into @game: copy the
 * board before the game moves on, or before handing it to another thread. */
void         tg_estimate_input_for_game (TgGame                 *game,
                                         TgScoreInput           *input,
                                         TgEstimateOptions      *options);

/* The playouts at most that tg_estimate_compute runs with @options on a
 * @width × @height board. */
guint        tg_estimate_get_playouts  (const TgEstimateOptions *options,
                                        guint                    width,
                                        guint                    height);

/* Whether tg_estimate_compute reads @options' position of @width × @height
 * with the net (tg-estimate-net.h): an open 19×19 position. */
gboolean     tg_estimate_uses_net      (const TgEstimateOptions *options,
                                        guint                    width,
                                        guint                    height);

/* Where the estimate of @game's shown position comes from, in words,
 * translated: "A hint from random playouts, not an engine's reading", or
 * on a position the net reads, that the playouts are read by a trained
 * net. */
char        *tg_estimate_describe_source (TgGame                *game);

/* The ownership of the point at (@x, @y), −1 .. 1 (Black positive). */
gfloat       tg_estimate_get_ownership (const TgEstimate        *self,
                                        guint                    x,
                                        guint                    y);

/* The side the estimate gives the point at (@x, @y) to, as the expected
 * count has it: TG_SCORE_OWNER_BLACK / _WHITE / _DAME / _SEKI. */
TgScoreOwner tg_estimate_get_owner     (const TgEstimate        *self,
                                        guint                    x,
                                        guint                    y);

/* Who leads, in words, translated: "Black leads by 3.5", "White leads by
 * 12", "Even", or "Black wins the tie" under rules that give Black the
 * ties (Ing). The leader is the core's (tg_score_winner_for_margin). */
char        *tg_estimate_describe_lead (const TgEstimate        *self);

/* How sure the estimate is, in words, translated, where it is not: "Close:
 * could go either way" when the margin is within the spread, else "Give
 * or take 9 points"; NULL on a finished game (the count is exact). */
char        *tg_estimate_describe_spread (const TgEstimate      *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgEstimate, tg_estimate_free)

G_END_DECLS
