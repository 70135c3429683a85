/* tg-estimate-net.c: the estimate's feature planes and the net's forward pass
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The activations live on the heap, one plane per channel with a border of
 * zeros (the convolutions' padding), so that a 3×3 convolution is nine
 * shifted multiply-adds over whole rows, which the compiler vectorises.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-estimate-net.h"

gsize
tg_estimate_net_n_weights (const TgEstimateNetModel *model)
{
  gsize c = model->channels;
  gsize pools = 0;

  for (guint b = 0; b < model->blocks; b++)
    pools += (model->pooled >> b) & 1;
  return c * model->planes * 9 + c +
         model->blocks * (c * c * 9 + c) +
         pools * (c * 2 * c + c) +
         c + 1;
}

void
tg_estimate_net_features (const TgBoard *board,
                          TgColor        to_play,
                          const gfloat  *ownership,
                          const guint8  *dead,
                          float         *planes)
{
  guint w = board->width, h = board->height, n = w * h;
  TgColor own = to_play == TG_WHITE ? TG_WHITE : TG_BLACK;
  float sign = own == TG_BLACK ? 1.0f : -1.0f;

  memset (planes, 0, sizeof (float) * TG_ESTIMATE_NET_PLANES * n);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (board, p);
        guint i = y * w + x;

        if (c == TG_EMPTY)
          planes[2 * n + i] = 1.0f;
        else
          {
            guint libs = MIN (tg_board_chain_liberties (board, p), 3);
            guint side = c == own ? 0 : 1;

            planes[side * n + i] = 1.0f;
            planes[(3 + 3 * side + libs - 1) * n + i] = 1.0f;
            planes[10 * n + i] = dead[p] ? 1.0f : 0.0f;
          }
        planes[9 * n + i] = sign * ownership[p];
        planes[11 * n + i] = 1.0f;
      }
}

/* Eight floats, added and multiplied as one (GCC's and Clang's vector
 * extension). */
typedef float Block __attribute__ ((vector_size (8 * sizeof (float))));

/* Activations: @channels planes of (height + 2) × (width + 2), zero borders. */
typedef struct
{
  guint  w, h, pw, ps;   /* board size, padded row and plane size */
  float *a, *b;          /* the two activation buffers */
  float *sum;            /* one output plane, height × padded width */
} Net;

/* Writes the 3×3 convolution of @in (@n_in padded planes) by @weights
 * plus @bias to @sum, a height × padded-width plane: each of the nine taps
 * is one multiply-add over a single run of memory (the two columns past
 * each row are scratch). */
static void
convolve_plane (const Net   *net,
                const float *in,
                guint        n_in,
                const float *weights,
                float        bias,
                float       *sum)
{
  guint run = (net->h * net->pw - 2 + 7) & ~7u;

  for (guint i = 0; i < run; i++)
    sum[i] = bias;
  for (guint c = 0; c < n_in; c++)
    for (guint k = 0; k < 9; k++)
      {
        float wt = weights[c * 9 + k];
        const float *src = in + c * net->ps + (k / 3) * net->pw + k % 3;

        /* Blocks of 8 (the buffers are rounded up to them) in the
         * compiler's vector type: vector instructions at -O2. */
        for (guint i = 0; i < run; i += 8)
          {
            Block a, b;

            memcpy (&a, src + i, sizeof a);
            memcpy (&b, sum + i, sizeof b);
            b += wt * a;
            memcpy (sum + i, &b, sizeof b);
          }
      }
}

/* One 3×3 layer from @in (@n_in padded planes) to @out (@n_out padded
 * planes): ReLU, and the input added back when @residual. */
static const float *
layer (const Net   *net,
       const float *weights,
       const float *in,
       guint        n_in,
       float       *out,
       guint        n_out,
       gboolean     residual)
{
  const float *bias = weights + (gsize) n_out * n_in * 9;

  for (guint o = 0; o < n_out; o++)
    {
      float *dst = out + o * net->ps;
      const float *skip = in + o * net->ps;

      convolve_plane (net, in, n_in, weights + (gsize) o * n_in * 9, bias[o], net->sum);
      for (guint y = 0; y < net->h; y++)
        for (guint x = 0; x < net->w; x++)
          {
            guint at = (y + 1) * net->pw + x + 1;
            float v = MAX (net->sum[y * net->pw + x], 0.0f);

            dst[at] = residual ? skip[at] + v : v;
          }
    }
  return bias + n_out;
}

/* The global pooling after a block: adds to every point of each of the
 * @c padded planes of @h the ReLU of a linear layer of all the planes'
 * means and maxima over the board. */
static const float *
pool (const Net   *net,
      const float *weights,
      float       *h,
      guint        c)
{
  const float *bias = weights + (gsize) c * 2 * c;
  g_autofree float *summary = g_new (float, 2 * c);
  g_autofree float *add = g_new (float, c);

  for (guint k = 0; k < c; k++)
    {
      const float *plane = h + k * net->ps;
      float total = 0.0f, top = -G_MAXFLOAT;

      for (guint y = 0; y < net->h; y++)
        for (guint x = 0; x < net->w; x++)
          {
            float v = plane[(y + 1) * net->pw + x + 1];

            total += v;
            top = MAX (top, v);
          }
      summary[k] = total / (float) (net->w * net->h);
      summary[c + k] = top;
    }
  for (guint o = 0; o < c; o++)
    {
      float v = bias[o];

      for (guint i = 0; i < 2 * c; i++)
        v += weights[o * 2 * c + i] * summary[i];
      add[o] = MAX (v, 0.0f);
    }
  for (guint k = 0; k < c; k++)
    for (guint y = 0; y < net->h; y++)
      for (guint x = 0; x < net->w; x++)
        h[k * net->ps + (y + 1) * net->pw + x + 1] += add[k];
  return bias + c;
}

void
tg_estimate_net_forward (const TgEstimateNetModel *model,
                         const float              *planes,
                         guint                     width,
                         guint                     height,
                         float                    *out)
{
  Net net = { width, height, width + 2, (width + 2) * (height + 2), NULL, NULL, NULL };
  guint c = model->channels, planes_in = MAX (model->planes, c);
  const float *wt = model->weights;

  g_return_if_fail (model->n_weights == tg_estimate_net_n_weights (model));

  /* Room for the last block of 8 to run past the last plane. */
  net.a = g_new0 (float, (gsize) planes_in * net.ps + 16);
  net.b = g_new0 (float, (gsize) planes_in * net.ps + 16);
  net.sum = g_new (float, (gsize) net.pw * height + 16);
  for (guint p = 0; p < model->planes; p++)
    for (guint y = 0; y < height; y++)
      memcpy (net.a + p * net.ps + (y + 1) * net.pw + 1,
              planes + (p * height + y) * width, sizeof (float) * width);

  wt = layer (&net, wt, net.a, model->planes, net.b, c, FALSE);
  for (guint b = 0; b < model->blocks; b++)
    {
      float *in = b % 2 == 0 ? net.b : net.a, *next = b % 2 == 0 ? net.a : net.b;

      wt = layer (&net, wt, in, c, next, c, TRUE);
      if ((model->pooled >> b) & 1)
        wt = pool (&net, wt, next, c);
    }
  {
    const float *h = model->blocks % 2 == 0 ? net.b : net.a;

    for (guint y = 0; y < height; y++)
      for (guint x = 0; x < width; x++)
        {
          float v = wt[c];

          for (guint k = 0; k < c; k++)
            v += wt[k] * h[k * net.ps + (y + 1) * net.pw + x + 1];
          out[y * width + x] = tanhf (v);
        }
  }
  g_free (net.a);
  g_free (net.b);
  g_free (net.sum);
}

/* The point that symmetry @s (bit 0: mirror left-right, bit 1: top-bottom,
 * bit 2: swap rows and columns) of an @n × @n board takes (@x, @y) to. */
static guint
symmetric_index (guint s,
                 guint n,
                 guint x,
                 guint y)
{
  guint tx = s & 1 ? n - 1 - x : x, ty = s & 2 ? n - 1 - y : y;

  return s & 4 ? tx * n + ty : ty * n + tx;
}

void
tg_estimate_net_forward_symmetric (const TgEstimateNetModel *model,
                                   const float              *planes,
                                   guint                     size,
                                   guint                     n_symmetries,
                                   float                    *out)
{
  guint n = size * size;
  g_autofree float *turned = g_new (float, (gsize) model->planes * n);
  g_autofree float *answer = g_new (float, n);

  g_return_if_fail (n_symmetries >= 1 && n_symmetries <= 8);

  memset (out, 0, sizeof (float) * n);
  for (guint s = 0; s < n_symmetries; s++)
    {
      for (guint p = 0; p < model->planes; p++)
        for (guint y = 0; y < size; y++)
          for (guint x = 0; x < size; x++)
            turned[p * n + symmetric_index (s, size, x, y)] = planes[p * n + y * size + x];
      tg_estimate_net_forward (model, turned, size, size, answer);
      for (guint y = 0; y < size; y++)
        for (guint x = 0; x < size; x++)
          out[y * size + x] += answer[symmetric_index (s, size, x, y)] / n_symmetries;
    }
}
