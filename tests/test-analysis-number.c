/* test-analysis-number.c: the report parser's number readers
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parse_number () (tg-analysis-number-private.h) reads the shapes engines
 * print on a fast path and hands the rest to parse_number_general (). Both
 * must give exactly g_ascii_strtod's double (to the bit: -0 is not 0) and
 * stop where it stops, whatever the text, and whether or not the eight
 * bytes after the point may be read at once. The expected values here are
 * g_ascii_strtod's, another implementation (glibc's strtod).
 */

#include "config.h"

#include <string.h>

#include "tg-analysis-number-private.h"

/* @str (at the start of a line that ends at @limit, or NULL) read by
 * parse_number () and by g_ascii_strtod (). */
static void
check_against_strtod (const char *str,
                      const char *limit)
{
  char *ref_end;
  const char *end, *general_end;
  double ref = g_ascii_strtod (str, &ref_end);
  double v = 0.0, general = 0.0;
  gboolean ok = parse_number (str, limit, &end, &v);
  gboolean general_ok = parse_number_general (str, NULL, &general_end, &general);

  g_assert_cmpint (ok, ==, general_ok);
  if (ref_end == str || !isfinite (ref) || g_ascii_isspace (*str))
    {
      /* No number, one out of range, or spaces first (which strtod skips
       * and the lexer has skipped): refused by both readers. */
      if (ok)
        g_error ("\"%s\": read as %.17g, g_ascii_strtod reads nothing finite", str, v);
      return;
    }
  if (!ok || end != ref_end || memcmp (&v, &ref, sizeof v) != 0)
    g_error ("\"%s\": read %s as %.17g up to %d, g_ascii_strtod %.17g up to %d", str,
             ok ? "" : "(refused)", v, (int) (end - str), ref, (int) (ref_end - str));
  g_assert_true (general_end == end);
  g_assert_true (memcmp (&general, &v, sizeof v) == 0);
}

/* Both ways: with the rest of a long line after @number (the fast path
 * reads eight bytes after the point at once), and with the line ending
 * right after it (it may not). */
static void
check_number (const char *number,
              const char *after)
{
  g_autofree char *line = g_strconcat (number, after, " 0.5 0.5 0.5", NULL);
  g_autofree char *alone = g_strdup (number);

  check_against_strtod (line, line + strlen (line));
  check_against_strtod (alone, alone + strlen (alone));
}

static void
append_digits (GString *s,
               int      n)
{
  for (int i = 0; i < n; i++)
    g_string_append_c (s, (char) ('0' + g_test_rand_int_range (0, 10)));
}

/* Hand-picked edges of the fast path: nine and ten digits before the
 * point, seven and eight after it, a mantissa at 2^53, exponents. */
static void
test_edges (void)
{
  const char *const numbers[] = {
    "0", "-0", "+0", "-0.0", "0.573411", "-1.10124", "12.0119", "0.00575835",
    "5421", "+7.5", ".5", "-.5", "5.", "-5.", ".", "-", "+", "", "-.", "e5",
    "123456789", "1234567890", "123456789.1234567", "123456789.12345678",
    "999999999.9999999", "9007199254740992", "9007199254740993",
    "900719925.4740993", "900719925.474099", "0.12345678901234567890",
    "00000000000.5", "0000000001.25", "1e-05", "1.23456e-05", "2.5E+3", "3e",
    "3e+", "3e-", "3ex", "1e300", "1e400", "-1e400", "1e-400", "1,5", "1.5.5",
    "--1", "+-1", "0.1e1", "1.e2",
  };
  const char *const afters[] = { "", " ", "\t", "x", ".", "e", "E5", ",", "\001" };

  const char *const words[] = { "nan", "inf", "-inf", "infinity", "NAN", "x1" };
  const char *end;
  double v;

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    for (guint j = 0; j < G_N_ELEMENTS (afters); j++)
      check_number (numbers[i], afters[j]);
  /* Where strtod reads more than decimals, these readers do not: an engine
   * has no business printing them, and the parser refuses the line. */
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    g_assert_false (parse_number (words[i], words[i] + strlen (words[i]), &end, &v));
  g_assert_true (parse_number ("0x10 0.5 0.5", "0x10 0.5 0.5" + 12, &end, &v));
  g_assert_cmpfloat (v, ==, 0.0);
  g_assert_cmpint (*end, ==, 'x');
}

/* Random numbers of every shape near the engines' ones: a sign or none,
 * 0 to 12 digits, a point or none, 0 to 12 digits, an exponent or not. */
static void
test_random_shapes (void)
{
  const char *const signs[] = { "", "", "-", "+" };
  const char *const exponents[] = { "e", "E", "e-", "e+", "E-" };
  const char *const afters[] = { "", " ", "x", "." };

  for (guint i = 0; i < 200000; i++)
    {
      g_autoptr(GString) s = g_string_new (signs[g_test_rand_int_range (0, 4)]);

      append_digits (s, g_test_rand_int_range (0, 13));
      if (g_test_rand_int_range (0, 4) != 0)
        {
          g_string_append_c (s, '.');
          append_digits (s, g_test_rand_int_range (0, 13));
        }
      if (g_test_rand_int_range (0, 8) == 0)
        {
          g_string_append (s, exponents[g_test_rand_int_range (0, 5)]);
          append_digits (s, g_test_rand_int_range (0, 4));
        }
      check_number (s->str, afters[g_test_rand_int_range (0, 4)]);
    }
}

/* What engines print: printf's %g, %f and %.*f of random doubles (KataGo
 * writes six significant digits, Leela Zero integers), and the shortest
 * round trip of g_ascii_dtostr. */
static void
test_printed_doubles (void)
{
  for (guint i = 0; i < 200000; i++)
    {
      double x = g_test_rand_double_range (-1.0, 1.0) *
                 powers_of_ten[g_test_rand_int_range (0, 6)];
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (buf, sizeof buf, "%.6g", x);
      check_number (buf, " ");
      g_ascii_formatd (buf, sizeof buf, "%.6f", x);
      check_number (buf, " ");
      g_snprintf (buf, sizeof buf, "%.*f", g_test_rand_int_range (0, 10), x);
      check_number (buf, " ");
      check_number (g_ascii_dtostr (buf, sizeof buf, x), " ");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis-number/edges", test_edges);
  g_test_add_func ("/analysis-number/random-shapes", test_random_shapes);
  g_test_add_func ("/analysis-number/printed-doubles", test_printed_doubles);
  return g_test_run ();
}
