/* tg-sgf-number.c: real numbers as records write them
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-sgf-number.h"

/* The ASCII form of @c, or 0 when it has none here. */
static char
ascii_form (gunichar c)
{
  if (c >= 0xff10 && c <= 0xff19)          /* ０..９ */
    return (char) ('0' + (c - 0xff10));
  switch (c)
    {
    case 0x3002:                           /* 。 ideographic full stop */
    case 0xff0e:                           /* ． full-width full stop */
      return '.';
    case 0xff0b:                           /* ＋ */
      return '+';
    case 0xff0d:                           /* － */
    case 0x2212:                           /* − minus sign */
      return '-';
    case 0x3000:                           /* ideographic space */
      return ' ';
    default:
      return 0;
    }
}

char *
tg_sgf_number_normalize (const char *text)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  /* Most numbers are ASCII already. */
  {
    const char *a = text;

    while (*a != '\0' && (guchar) *a < 0x80)
      a++;
    if (*a == '\0')
      return g_strdup (text);
  }
  out = g_string_sized_new (strlen (text));
  for (const char *s = text; *s; )
    {
      const char *next = g_utf8_find_next_char (s, NULL);
      gunichar c = g_utf8_get_char_validated (s, -1);
      char ascii = (c == (gunichar) -1 || c == (gunichar) -2) ? 0 : ascii_form (c);

      if (next == NULL)
        next = s + strlen (s);
      if (ascii != 0)
        g_string_append_c (out, ascii);
      else
        g_string_append_len (out, s, next - s);
      s = next;
    }
  return g_string_free (out, FALSE);
}

/* The common case at once: ASCII "[-]digits[.digits]", 15 digits at
 * most. The digits make an integer that a double holds exactly, and one
 * division by an exact power of ten is correctly rounded: the very value
 * g_ascii_strtod() gives. */
static gboolean
read_plain_decimal (const char *text,
                    double     *out)
{
  static const double tens[] = { 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15 };
  const char *s = text;
  gboolean negative = *s == '-', point = FALSE;
  guint64 digits = 0;
  guint n = 0, decimals = 0;

  if (negative)
    s++;
  for (; *s; s++)
    {
      if (*s >= '0' && *s <= '9')
        {
          digits = digits * 10 + (guint64) (*s - '0');
          decimals += point;
          if (++n > 15)
            return FALSE;
        }
      else if (*s == '.' && !point)
        point = TRUE;
      else
        return FALSE;
    }
  if (n == 0 || (point && decimals == 0))
    return FALSE;
  *out = (double) digits / tens[decimals];
  if (negative)
    *out = -*out;
  return TRUE;
}

gboolean
tg_sgf_number_read_real (const char *text,
                         double     *out)
{
  g_autofree char *copy = NULL;
  char *s, *comma, *end = NULL;
  gboolean digit = FALSE, point = FALSE;
  double value;

  g_return_val_if_fail (out != NULL, FALSE);
  if (text == NULL)
    return FALSE;
  if (read_plain_decimal (text, out))
    return TRUE;

  copy = g_strstrip (tg_sgf_number_normalize (text));
  if ((comma = strchr (copy, ',')) != NULL && strchr (comma + 1, ',') == NULL &&
      strchr (copy, '.') == NULL)
    *comma = '.';

  s = copy;
  if (*s == '+' || *s == '-')
    s++;
  for (; *s; s++)
    {
      if (g_ascii_isdigit (*s))
        digit = TRUE;
      else if (*s == '.' && !point)
        point = TRUE;
      else
        return FALSE;
    }
  if (!digit)
    return FALSE;
  value = g_ascii_strtod (copy, &end);
  if (end == NULL || *end != '\0' || !isfinite (value))
    return FALSE;
  *out = value;
  return TRUE;
}
