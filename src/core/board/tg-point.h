/* tg-point.h: board coordinates and their SGF and GTP spellings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

/* (x, y) with (0, 0) at the top-left, as SGF counts. */
static inline TgPoint
tg_point (guint x,
          guint y)
{
  return (TgPoint) ((y + 1) * TG_STRIDE + (x + 1));
}

static inline guint
tg_point_x (TgPoint p)
{
  return (p % TG_STRIDE) - 1;
}

static inline guint
tg_point_y (TgPoint p)
{
  return (p / TG_STRIDE) - 1;
}

static inline gboolean
tg_point_is_on_board (TgPoint p,
                      guint   width,
                      guint   height)
{
  if (p == TG_PASS || p == TG_NO_POINT || p >= TG_ARRAY_SIZE)
    return FALSE;
  return (p % TG_STRIDE) >= 1 && (p % TG_STRIDE) <= width &&
         (p / TG_STRIDE) >= 1 && (p / TG_STRIDE) <= height;
}

/* SGF: "dd" (letters a..z then A..Z). "" is a pass; "tt" is a pass on
 * boards up to 19×19. Returns FALSE for anything else off the board. */
gboolean  tg_point_from_sgf   (const char *str,
                               guint       width,
                               guint       height,
                               TgPoint    *out);
/* Writes two letters and a NUL into buf (3 bytes); a pass is "". */
char     *tg_point_to_sgf     (TgPoint     p,
                               char        buf[3]);

/* One value of an SGF point list: "dd" or the rectangle "aa:cc". Appends
 * every point to @out (a GArray of TgPoint); FALSE if it is malformed or
 * off the board (nothing appended then). */
gboolean  tg_point_list_from_sgf (const char *value,
                                  guint       width,
                                  guint       height,
                                  GArray     *out);

/* GTP coordinates: "D4". Columns are A..H J..Z (no I; 25 columns), then
 * two letters AA, AB, ... for wider boards; rows count from 1 at the
 * bottom. Case-insensitive on input; "pass" is a pass. */
gboolean  tg_point_from_gtp   (const char *str,
                               guint       width,
                               guint       height,
                               TgPoint    *out);
/* The bytes tg_point_to_gtp() writes at most: "AA52" or "pass" and the
 * terminating NUL fit. */
#define TG_POINT_GTP_SIZE 8
/* Writes the GTP name of @p into @buf; returns @buf. */
char     *tg_point_to_gtp     (TgPoint     p,
                               guint       height,
                               char        buf[TG_POINT_GTP_SIZE]);
/* The column label used on the board edge and in GTP ("A".."H","J"..). */
char     *tg_point_column_label (guint     x,
                                 char      buf[4]);

G_END_DECLS
