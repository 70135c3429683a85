/* tg-types.h: basic types shared by every core module
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Largest board side SGF can express (a..z A..Z). */
#define TG_MAX_SIZE 52

/* The board is a 1-D array with a one-point border. The stride is fixed
 * (GNU Go's POS()), so a point's index does not depend on the board size:
 * index = (y + 1) * TG_STRIDE + (x + 1), where (0, 0) is the top-left
 * point (SGF "aa"). Rows share their border column, as in KataGo. */
#define TG_STRIDE      (TG_MAX_SIZE + 1)
#define TG_ARRAY_SIZE  (TG_STRIDE * (TG_MAX_SIZE + 2) + 1)

typedef enum
{
  TG_EMPTY = 0,
  TG_BLACK = 1,
  TG_WHITE = 2,
  TG_EDGE  = 3,
} TgColor;

#define TG_OTHER(c) ((TgColor) (3 - (c)))

/* A point is an index into the board array. TG_PASS (0) is never a board
 * point; TG_NO_POINT means "none" (no ko, no last move). */
typedef guint16 TgPoint;

#define TG_PASS      ((TgPoint) 0)
#define TG_NO_POINT  ((TgPoint) G_MAXUINT16)

/* Scores and komi are integers in half-points: 7.5 points is 15. */
typedef gint TgHalfPoints;

G_END_DECLS
