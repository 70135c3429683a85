/* tg-analysis-number-private.h: numbers of engine reports, fast and exact
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inline, because the report parser reads some twenty thousand numbers a
 * 19×19 report and a call each was a measurable part of it
 * (bench/bench-analysis-parse). The result is always g_ascii_strtod's:
 * never the locale's.
 *
 * Two readers: parse_number_general () takes any decimal number, and
 * parse_number () reads the shapes engines print ("0.573411",
 * "-12.0119", "5421": up to nine digits, a point and up to seven) in a
 * few instructions and hands everything else to the general one, so that
 * both always give the same double and the same end
 * (tests/test-analysis-number.c checks them against g_ascii_strtod).
 */

#pragma once

#include <math.h>
#include <string.h>

#include <glib.h>

static const double powers_of_ten[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

static const guint64 integer_powers_of_ten[] = {
  1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
};

#if G_BYTE_ORDER == G_LITTLE_ENDIAN && defined (__GNUC__)
#define TG_NUMBER_SWAR 1

/* How many of the eight bytes of @v (in memory order) lead as digits; and
 * in *@digits their values, as in fast_float. Subtracting '0' borrows out
 * of a byte below '0' and adding 0x76 carries out of a byte of 0x8a or
 * more, but such bytes are no digits and the borrow or carry only reaches
 * the bytes after them. */
static inline G_ALWAYS_INLINE guint
count_leading_digits (guint64  v,
                      guint64 *digits)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  guint64 d = v - ones * '0';
  guint64 nondigit = (d | (d + ones * 0x76)) & (ones * 0x80);

  *digits = d;
  return nondigit == 0 ? 8 : (guint) __builtin_ctzll (nondigit) >> 3;
}

/* The value of the first @n (1..8) digit values of @d. */
static inline G_ALWAYS_INLINE guint64
digits_value (guint64 d,
              guint   n)
{
  const guint64 mask = G_GUINT64_CONSTANT (0x000000FF000000FF);

  /* Moved up so that zeros lead, then pairs, fours and the eight. */
  d <<= 8 * (8 - n);
  d = d * 10 + (d >> 8);
  d = ((d & mask) * G_GUINT64_CONSTANT (0x000F424000000064) +
       ((d >> 16) & mask) * G_GUINT64_CONSTANT (0x0000271000000001)) >> 32;
  return d & 0xffffffff;
}
#endif

/* Up to eight digits after the point at once (KataGo's and Leela Zero's
 * numbers have at most six), while the mantissa is small enough that
 * adding them one at a time would take them all. The eight bytes at @p
 * must be readable. */
static inline const char *
read_fraction_digits (const char *p,
                      guint64    *mantissa,
                      int        *exp10,
                      guint      *n_digits)
{
#ifdef TG_NUMBER_SWAR
  guint64 v, d;
  guint n;

  if (*mantissa >= G_GUINT64_CONSTANT (1000000000))
    return p;
  memcpy (&v, p, 8);
  n = count_leading_digits (v, &d);
  if (n == 0)
    return p;
  *mantissa = *mantissa * integer_powers_of_ten[n] + digits_value (d, n);
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
 * "inf" or hexadecimal). Reads up to @limit (the end of the text, or NULL
 * where it is not known) eight bytes at a time. */
static G_NO_INLINE gboolean
parse_number_general (const char  *str,
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

/* The engines' shapes: a sign, one to nine digits, then a point and up to
 * seven digits read at once (eight readable bytes before @limit), and no
 * exponent. The general reader takes them the same way (its mantissa is
 * below 1e9 when it reads the fraction, so it reads the same digits at
 * once, and at most sixteen digits are below 2^53 whenever the check
 * below passes), so the two agree to the bit. */
static inline G_ALWAYS_INLINE gboolean
parse_number (const char  *str,
              const char  *limit,
              const char **end,
              double      *out)
{
#ifdef TG_NUMBER_SWAR
  const char *digits = str + (*str == '-' || *str == '+');
  const char *p = digits;
  guint64 mantissa, d, v;
  guint digit, n = 0;
  double value;

  digit = (guint) (guint8) *p - '0';
  if (G_UNLIKELY (digit >= 10 || limit == NULL))
    return parse_number_general (str, limit, end, out);
  mantissa = digit;
  while ((digit = (guint) (guint8) *++p - '0') < 10)
    mantissa = mantissa * 10 + digit;
  if (G_UNLIKELY (p - digits > 9))
    return parse_number_general (str, limit, end, out);
  if (*p == '.')
    {
      if (G_UNLIKELY (p + 9 > limit))
        return parse_number_general (str, limit, end, out);
      memcpy (&v, p + 1, 8);
      n = count_leading_digits (v, &d);
      if (n > 0)
        mantissa = mantissa * integer_powers_of_ten[n] + digits_value (d, n);
      p += 1 + n;
    }
  if (G_UNLIKELY (n == 8 || *p == 'e' || *p == 'E' ||
                  mantissa >= (G_GUINT64_CONSTANT (1) << 53)))
    return parse_number_general (str, limit, end, out);
  value = (double) mantissa / powers_of_ten[n];
  *out = *str == '-' ? -value : value;
  *end = p;
  return TRUE;
#else
  return parse_number_general (str, limit, end, out);
#endif
}
