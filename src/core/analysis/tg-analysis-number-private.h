/* tg-analysis-number-private.h: numbers of engine reports, fast and exact
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inline, because the report parser reads some twenty thousand numbers a
 * 19×19 report and a call each was a measurable part of it
 * (bench/bench-analysis-parse). The result is always g_ascii_strtod's:
 * never the locale's.
 */

#pragma once

#include <math.h>
#include <string.h>

#include <glib.h>

static const double powers_of_ten[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

/* Up to eight digits after the point at once (KataGo's and Leela Zero's
 * numbers have at most six), SWAR as in fast_float, while the mantissa is
 * small enough that adding them one at a time would take them all. The
 * eight bytes at @p must be readable. */
static inline const char *
read_fraction_digits (const char *p,
                      guint64    *mantissa,
                      int        *exp10,
                      guint      *n_digits)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN && defined (__GNUC__)
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 mask = G_GUINT64_CONSTANT (0x000000FF000000FF);
  guint64 v, hi, lo, z, nondigit;
  guint n;

  if (*mantissa >= G_GUINT64_CONSTANT (1000000000))
    return p;
  memcpy (&v, p, 8);
  /* A byte is a digit if its high nibble is 3 and its low one at most 9.
   * Adding 6 may carry out of a byte of 0xfa or more, but such a byte is
   * no digit and the carry only reaches the bytes after it. */
  hi = (v & (ones * 0xf0)) ^ (ones * 0x30);
  lo = ((v + ones * 0x06) & (ones * 0xf0)) ^ (ones * 0x30);
  z = hi | lo;
  nondigit = (z | ((z & (ones * 0x7f)) + ones * 0x7f)) & (ones * 0x80);
  n = nondigit == 0 ? 8 : (guint) __builtin_ctzll (nondigit) >> 3;
  if (n == 0)
    return p;
  /* The n digits as values, moved up so that zeros lead. */
  v = (v - ones * '0') << (8 * (8 - n));
  v = v * 10 + (v >> 8);
  v = ((v & mask) * G_GUINT64_CONSTANT (0x000F424000000064) +
       ((v >> 16) & mask) * G_GUINT64_CONSTANT (0x0000271000000001)) >> 32;
  *mantissa = *mantissa * (guint64) powers_of_ten[n] + (v & 0xffffffff);
  *exp10 -= (int) n;
  *n_digits += n;
  return p + n;
#else
  return p;
#endif
}

/* Clinger's fast path: an integer mantissa below 2^53 times or divided by
 * an exact power of ten up to 1e22 is one correctly rounded operation, so
 * the result is strtod's. Anything else goes to g_ascii_strtod. Only
 * digits, one '.', a sign and an exponent are numbers here (never "nan",
 * "inf" or hexadecimal). */
static inline gboolean
parse_number (const char  *str,
              const char  *limit,
              const char **end,
              double      *out)
{
  const char *p = str;
  guint64 mantissa = 0;
  int exp10 = 0;
  guint n_digits = 0;
  gboolean exact = TRUE;
  gboolean negative = FALSE;

  *end = str;
  if (*p == '-' || *p == '+')
    negative = *p++ == '-';
  for (; g_ascii_isdigit (*p); p++, n_digits++)
    {
      if (mantissa < G_GUINT64_CONSTANT (100000000000000000))
        mantissa = mantissa * 10 + (guint64) (*p - '0');
      else
        exact = FALSE;
    }
  if (*p == '.')
    {
      p++;
      if (limit != NULL && p + 8 <= limit)
        p = read_fraction_digits (p, &mantissa, &exp10, &n_digits);
      for (; g_ascii_isdigit (*p); p++, n_digits++)
        {
          if (mantissa < G_GUINT64_CONSTANT (100000000000000000))
            {
              mantissa = mantissa * 10 + (guint64) (*p - '0');
              exp10--;
            }
          else
            exact = FALSE;
        }
    }
  if (n_digits == 0)
    return FALSE;
  if ((*p == 'e' || *p == 'E') &&
      (g_ascii_isdigit (p[1]) ||
       ((p[1] == '-' || p[1] == '+') && g_ascii_isdigit (p[2]))))
    {
      int sign = 1, e = 0;

      p++;
      if (*p == '-' || *p == '+')
        sign = *p++ == '-' ? -1 : 1;
      for (; g_ascii_isdigit (*p); p++)
        if (e < 10000)
          e = e * 10 + (*p - '0');
      exp10 += sign * e;
    }
  *end = p;
  if (exact && mantissa < (G_GUINT64_CONSTANT (1) << 53) &&
      exp10 >= -22 && exp10 <= 22)
    {
      double v = (double) mantissa;

      v = exp10 < 0 ? v / powers_of_ten[-exp10] : v * powers_of_ten[exp10];
      *out = negative ? -v : v;
      return TRUE;
    }
  *out = g_ascii_strtod (str, NULL);
  return isfinite (*out);
}
