/* tg-point.c: board coordinates and their SGF and GTP spellings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-point.h"

static const char sgf_letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
static const char gtp_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";   /* 25, no I */

static int
sgf_letter_value (char c)
{
  if (c >= 'a' && c <= 'z')
    return c - 'a';
  if (c >= 'A' && c <= 'Z')
    return 26 + (c - 'A');
  return -1;
}

gboolean
tg_point_from_sgf (const char *str,
                   guint       width,
                   guint       height,
                   TgPoint    *out)
{
  int x, y;

  g_return_val_if_fail (str != NULL, FALSE);

  if (str[0] == '\0')
    {
      *out = TG_PASS;
      return TRUE;
    }

  if (str[1] == '\0' || str[2] != '\0')
    return FALSE;

  if (str[0] == 't' && str[1] == 't' && width <= 19 && height <= 19)
    {
      *out = TG_PASS;
      return TRUE;
    }

  x = sgf_letter_value (str[0]);
  y = sgf_letter_value (str[1]);
  if (x < 0 || y < 0 || (guint) x >= width || (guint) y >= height)
    return FALSE;

  *out = tg_point (x, y);
  return TRUE;
}

gboolean
tg_point_list_from_sgf (const char *value,
                        guint       width,
                        guint       height,
                        GArray     *out)
{
  const char *colon = strchr (value, ':');
  char a[3], b[3];
  TgPoint p1, p2;
  guint x0, x1, y0, y1;

  if (colon == NULL)
    {
      if (!tg_point_from_sgf (value, width, height, &p1) || p1 == TG_PASS)
        return FALSE;
      g_array_append_val (out, p1);
      return TRUE;
    }

  if (colon - value != 2 || strlen (colon + 1) != 2)
    return FALSE;
  memcpy (a, value, 2);
  a[2] = '\0';
  memcpy (b, colon + 1, 2);
  b[2] = '\0';
  if (!tg_point_from_sgf (a, width, height, &p1) || p1 == TG_PASS ||
      !tg_point_from_sgf (b, width, height, &p2) || p2 == TG_PASS)
    return FALSE;

  x0 = MIN (tg_point_x (p1), tg_point_x (p2));
  x1 = MAX (tg_point_x (p1), tg_point_x (p2));
  y0 = MIN (tg_point_y (p1), tg_point_y (p2));
  y1 = MAX (tg_point_y (p1), tg_point_y (p2));
  for (guint y = y0; y <= y1; y++)
    for (guint x = x0; x <= x1; x++)
      {
        TgPoint p = tg_point (x, y);
        g_array_append_val (out, p);
      }
  return TRUE;
}

char *
tg_point_to_sgf (TgPoint p,
                 char    buf[3])
{
  if (p == TG_PASS || p == TG_NO_POINT)
    {
      buf[0] = '\0';
      return buf;
    }
  buf[0] = sgf_letters[tg_point_x (p)];
  buf[1] = sgf_letters[tg_point_y (p)];
  buf[2] = '\0';
  return buf;
}

char *
tg_point_column_label (guint x,
                       char  buf[4])
{
  if (x < 25)
    {
      buf[0] = gtp_letters[x];
      buf[1] = '\0';
    }
  else
    {
      buf[0] = gtp_letters[(x / 25 - 1) % 25];
      buf[1] = gtp_letters[x % 25];
      buf[2] = '\0';
    }
  return buf;
}

static int
gtp_letter_value (char c)
{
  const char *pos;

  c = g_ascii_toupper (c);
  if (c == '\0' || c == 'I')
    return -1;
  pos = strchr (gtp_letters, c);
  return pos ? (int) (pos - gtp_letters) : -1;
}

gboolean
tg_point_from_gtp (const char *str,
                   guint       width,
                   guint       height,
                   TgPoint    *out)
{
  int col = -1;
  const char *s = str;
  char *end = NULL;
  guint64 row;

  g_return_val_if_fail (str != NULL, FALSE);

  if (g_ascii_strcasecmp (str, "pass") == 0)
    {
      *out = TG_PASS;
      return TRUE;
    }

  if (gtp_letter_value (s[0]) < 0)
    return FALSE;

  if (gtp_letter_value (s[1]) >= 0)
    {
      col = (gtp_letter_value (s[0]) + 1) * 25 + gtp_letter_value (s[1]);
      s += 2;
    }
  else
    {
      col = gtp_letter_value (s[0]);
      s += 1;
    }

  if (!g_ascii_isdigit (s[0]))
    return FALSE;
  row = g_ascii_strtoull (s, &end, 10);
  if (end == NULL || *end != '\0' || row < 1 || row > height || (guint) col >= width)
    return FALSE;

  *out = tg_point (col, height - row);
  return TRUE;
}

char *
tg_point_to_gtp (TgPoint p,
                 guint   height,
                 char    buf[TG_POINT_GTP_SIZE])
{
  char col[4];

  if (p == TG_PASS || p == TG_NO_POINT)
    {
      strcpy (buf, "pass");
      return buf;
    }
  g_snprintf (buf, TG_POINT_GTP_SIZE, "%s%u", tg_point_column_label (tg_point_x (p), col),
              height - tg_point_y (p));
  return buf;
}
