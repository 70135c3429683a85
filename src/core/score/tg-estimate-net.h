/* tg-estimate-net.h: a small convolutional net that refines the estimate's ownership
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random playouts let hemmed-in groups live and count frameworks for one
 * side only (issue 31). The net reads what the estimate already knows of
 * a position (stones, liberties, the playouts' ownership, the dead-stone
 * verdicts) as feature planes and answers with the ownership that games
 * between strong players ended with. It was trained on how corpus games
 * really ended (tools/estimate-net/); its weights are generated C
 * (tg-estimate-net-model.c).
 *
 * The planes (TG_ESTIMATE_NET_PLANES), each height × width floats, row by
 * row from the top, from the side to move's point of view ("own": the side
 * to move, Black when nobody is):
 *   0 own stone, 1 opponent stone, 2 empty,
 *   3 / 4 / 5 own chain with 1 / 2 / 3 or more liberties,
 *   6 / 7 / 8 the same for the opponent's chains,
 *   9 the ownership, −1 .. 1, positive for the side to move,
 *  10 a stone the estimate calls dead,
 *  11 on the board (1 everywhere: the zero padding marks the edge).
 * The net: a 3×3 convolution from the planes to @channels (ReLU), @blocks
 * residual 3×3 convolutions (h + ReLU (conv (h))), a 1×1 convolution to
 * one plane and tanh: the ownership from the side to move's point of view.
 * After each block whose bit is set in @pooled, a global pooling: each
 * channel's mean and maximum over the board (2 × @channels values) go
 * through a linear layer to @channels values, whose ReLU is added to every
 * point of the channel; it tells every point how the whole board stands.
 * Weights in that order, each convolution's weights [out][in][ky][kx] then
 * its biases, a pooling's weights [out][in] (the means first) then its
 * biases.
 */

#pragma once

#include "tg-board.h"

G_BEGIN_DECLS

#define TG_ESTIMATE_NET_PLANES 12

typedef struct
{
  guint         planes;
  guint         channels;
  guint         blocks;
  const float  *weights;
  gsize         n_weights;
  guint         pooled;     /* bit b: a global pooling after block b */
} TgEstimateNetModel;

/* The trained net (tg-estimate-net-model.c). */
extern const TgEstimateNetModel tg_estimate_net_model;

/* The number of weights a net of @model's shape has. */
gsize    tg_estimate_net_n_weights (const TgEstimateNetModel *model);

/* Fills @planes (TG_ESTIMATE_NET_PLANES × height × width floats) for
 * @board with @to_play to move; @ownership (Black positive) and @dead are
 * indexed by TgPoint. */
void     tg_estimate_net_features  (const TgBoard            *board,
                                    TgColor                   to_play,
                                    const gfloat             *ownership,
                                    const guint8             *dead,
                                    float                    *planes);

/* Runs @model on @planes of a @width × @height board; writes the ownership
 * from the side to move's point of view to @out (height × width floats,
 * row by row). */
void     tg_estimate_net_forward   (const TgEstimateNetModel *model,
                                    const float              *planes,
                                    guint                     width,
                                    guint                     height,
                                    float                    *out);

/* The mean of tg_estimate_net_forward over the first @n_symmetries (1 to
 * 8) symmetries of a square @size × @size board (each answer turned back):
 * the net was trained on all eight, and their mean is steadier than one. */
void     tg_estimate_net_forward_symmetric (const TgEstimateNetModel *model,
                                            const float              *planes,
                                            guint                     size,
                                            guint                     n_symmetries,
                                            float                    *out);

G_END_DECLS
