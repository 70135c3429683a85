/* tg-handicap.c: handicap stones, fixed and free
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fixed layout is GNU Go's place_fixed_handicap() (engine/handicap.c),
 * which is also what GTP's fixed_handicap specifies.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tg-handicap.h"
#include "tg-point.h"

G_DEFINE_QUARK (tg-handicap-error-quark, tg_handicap_error)

/* Row, column codes: 2 = near line, -2 = far line, 0 = middle. */
static const int places[][2] = {
  { 2, -2 }, { -2, 2 }, { 2, 2 }, { -2, -2 },
  { 0, 2 }, { 0, -2 },
  { 2, 0 }, { -2, 0 },
  { 0, 0 },
};

guint
tg_handicap_max_fixed (guint width,
                       guint height)
{
  guint small = MIN (width, height);

  if (width % 2 == 1 && height % 2 == 1 && small >= 9)
    return 9;
  if (small >= 7)
    return 4;
  return 0;
}

static guint
line_index (int code,
            guint size)
{
  guint near = size > 11 ? 3 : 2;

  if (code == 0)
    return size / 2;
  if (code == 2)
    return near;
  return size - 1 - near;
}

gboolean
tg_handicap_fixed_points (guint     width,
                          guint     height,
                          guint     stones,
                          TgPoint   out[9],
                          GError  **error)
{
  guint max = tg_handicap_max_fixed (width, height);
  guint n = 0, remaining;

  if (stones < 2)
    return TRUE;

  if (stones > max)
    {
      g_set_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_TOO_MANY,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A %u×%u board has room for at most %u fixed handicap stone, not %u",
                                "A %u×%u board has room for at most %u fixed handicap stones, not %u",
                                max),
                   width, height, max, stones);
      return FALSE;
    }

  remaining = stones;
  if (stones == 5 || stones == 7)
    {
      out[n++] = tg_point (width / 2, height / 2);
      remaining--;
    }
  for (guint r = 0; r < remaining; r++)
    out[n++] = tg_point (line_index (places[r][1], width), line_index (places[r][0], height));

  /* GNU Go's GTP answer lists the stones top row first, left to right,
   * which is index order. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && out[j - 1] > out[j]; j--)
      {
        TgPoint t = out[j];
        out[j] = out[j - 1];
        out[j - 1] = t;
      }
  return TRUE;
}

gboolean
tg_handicap_validate_free (guint          width,
                           guint          height,
                           const TgPoint *points,
                           guint          n_points,
                           GError       **error)
{
  for (guint i = 0; i < n_points; i++)
    {
      if (!tg_point_is_on_board (points[i], width, height))
        {
          g_set_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_BAD_POINT,
                       _("Handicap stone %u is off the %u×%u board"), i + 1, width, height);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (points[j] == points[i])
          {
            char buf[TG_POINT_GTP_SIZE];

            g_set_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_BAD_POINT,
                         _("Two handicap stones on %s"), tg_point_to_gtp (points[i], height, buf));
            return FALSE;
          }
    }
  if (n_points >= width * height)
    {
      g_set_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_TOO_MANY,
                   g_dngettext (GETTEXT_PACKAGE, "%u handicap stone fills the whole board",
                                "%u handicap stones fill the whole board", n_points),
                   n_points);
      return FALSE;
    }
  return TRUE;
}

guint
tg_handicap_star_points (guint   width,
                         guint   height,
                         TgPoint out[9])
{
  guint n = 0;
  guint xs[3], ys[3], nx = 0, ny = 0;

  /* Corner stars on the 4th line from 13 up (3rd line from 7 up); side
   * stars on odd sides of at least 15, as on a 19×19 board; tengen on
   * every board with odd sides of at least 7 (13×13 shows five). */
  if (width >= 7)
    {
      xs[nx++] = line_index (2, width);
      if (width % 2 == 1 && width >= 15)
        xs[nx++] = width / 2;
      xs[nx++] = line_index (-2, width);
    }
  if (height >= 7)
    {
      ys[ny++] = line_index (2, height);
      if (height % 2 == 1 && height >= 15)
        ys[ny++] = height / 2;
      ys[ny++] = line_index (-2, height);
    }
  for (guint j = 0; j < ny; j++)
    for (guint i = 0; i < nx; i++)
      out[n++] = tg_point (xs[i], ys[j]);

  /* Tengen, unless the side stars already put it there. */
  if (width % 2 == 1 && height % 2 == 1 && width >= 7 && height >= 7 &&
      (width < 15 || height < 15))
    out[n++] = tg_point (width / 2, height / 2);

  return n;
}
