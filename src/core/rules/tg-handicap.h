/* tg-handicap.h: handicap stones, fixed and free, and the 座子 start
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tg-types.h"
#include "tg-rules.h"

G_BEGIN_DECLS

#define TG_HANDICAP_ERROR (tg_handicap_error_quark ())

typedef enum
{
  TG_HANDICAP_ERROR_TOO_MANY,      /* more stones than the layout has */
  TG_HANDICAP_ERROR_BAD_POINT,     /* off the board, or twice the same point */
} TgHandicapError;

GQuark          tg_handicap_error_quark        (void);

/* The most stones fixed placement can put on a W×H board: 9 on odd sides
 * of at least 9, else 4 on sides of at least 7, else 0. */
guint           tg_handicap_max_fixed          (guint          width,
                                                guint          height);
/* The GNU Go / GTP fixed_handicap layout: upper right and lower left for
 * 2; then upper left; lower right; tengen for odd counts; the left and
 * right side points (6, 7); top and bottom (8, 9). Corner stones sit on
 * the 4th line from 13×13 up, on the 3rd below. The points come in GNU
 * Go's GTP order (top row first, left to right). Writes @stones points
 * into @out (room for 9) and returns TRUE, or sets @error when the board
 * cannot hold that many. 0 and 1 give no stone. */
gboolean        tg_handicap_fixed_points       (guint          width,
                                                guint          height,
                                                guint          stones,
                                                TgPoint        out[9],
                                                GError       **error);
/* Free placement: every point on the board, no point twice. */
gboolean        tg_handicap_validate_free      (guint          width,
                                                guint          height,
                                                const TgPoint *points,
                                                guint          n_points,
                                                GError       **error);
/* The star points drawn on the board (hoshi), for any size. Returns the
 * number written to @out (room for 9). */
guint           tg_handicap_star_points        (guint          width,
                                               guint          height,
                                                TgPoint        out[9]);

G_END_DECLS
