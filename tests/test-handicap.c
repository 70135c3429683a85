/* test-handicap.c: fixed and free handicap placement
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-handicap.h"
#include "tg-point.h"

static char *
fixed (guint w, guint h, guint n)
{
  TgPoint pts[9];
  GString *out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  if (!tg_handicap_fixed_points (w, h, n, pts, &error))
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  for (guint i = 0; i < (n >= 2 ? n : 0); i++)
    {
      char buf[TG_POINT_GTP_SIZE];
      g_string_append_printf (out, "%s%s", i ? " " : "", tg_point_to_gtp (pts[i], h, buf));
    }
  return g_string_free (out, FALSE);
}

static void
check (guint w, guint h, guint n, const char *expected)
{
  g_autofree char *got = fixed (w, h, n);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_handicap_19 (void)
{
  /* What GNU Go 3.8 answers to fixed_handicap on 19×19. */
  check (19, 19, 0, "");
  check (19, 19, 1, "");
  check (19, 19, 2, "Q16 D4");
  check (19, 19, 3, "D16 Q16 D4");
  check (19, 19, 4, "D16 Q16 D4 Q4");
  check (19, 19, 5, "D16 Q16 K10 D4 Q4");
  check (19, 19, 6, "D16 Q16 D10 Q10 D4 Q4");
  check (19, 19, 7, "D16 Q16 D10 K10 Q10 D4 Q4");
  check (19, 19, 8, "D16 K16 Q16 D10 Q10 D4 K4 Q4");
  check (19, 19, 9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4");
  check (19, 19, 10, NULL);
}

static void
test_handicap_small (void)
{
  check (9, 9, 2, "G7 C3");
  check (9, 9, 5, "C7 G7 E5 C3 G3");
  check (9, 9, 9, "C7 E7 G7 C5 E5 G5 C3 E3 G3");
  check (13, 13, 9, "D10 G10 K10 D7 G7 K7 D4 G4 K4");
  check (13, 13, 4, "D10 K10 D4 K4");
  check (7, 7, 4, "C5 E5 C3 E3");
  check (7, 7, 5, NULL);       /* 7×7 holds at most 4 */
  check (10, 10, 4, "C8 H8 C3 H3");
  check (10, 10, 5, NULL);     /* even sides have no middle */
  check (6, 6, 2, NULL);
  check (19, 13, 9, "D10 K10 Q10 D7 K7 Q7 D4 K4 Q4");
  g_assert_cmpuint (tg_handicap_max_fixed (19, 19), ==, 9);
  g_assert_cmpuint (tg_handicap_max_fixed (8, 8), ==, 4);
  g_assert_cmpuint (tg_handicap_max_fixed (5, 5), ==, 0);
}

static void
test_handicap_free (void)
{
  TgPoint pts[3] = { tg_point (3, 3), tg_point (15, 15), tg_point (3, 3) };
  TgPoint corner[2] = { tg_point (0, 0), tg_point (1, 0) };
  g_autoptr(GError) error = NULL;

  g_assert_true (tg_handicap_validate_free (19, 19, pts, 2, NULL));
  g_assert_false (tg_handicap_validate_free (19, 19, pts, 3, &error));
  g_assert_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_BAD_POINT);
  g_clear_error (&error);
  g_assert_false (tg_handicap_validate_free (9, 9, pts, 2, &error));
  g_assert_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_BAD_POINT);
  g_clear_error (&error);
  /* One stone fills a 1×1 board (singular), two a 2×1 board. */
  g_assert_false (tg_handicap_validate_free (1, 1, corner, 1, &error));
  g_assert_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_TOO_MANY);
  g_assert_cmpstr (error->message, ==, "1 handicap stone fills the whole board");
  g_clear_error (&error);
  g_assert_false (tg_handicap_validate_free (2, 1, corner, 2, &error));
  g_assert_error (error, TG_HANDICAP_ERROR, TG_HANDICAP_ERROR_TOO_MANY);
  g_assert_cmpstr (error->message, ==, "2 handicap stones fill the whole board");
}

static void
test_handicap_stars (void)
{
  TgPoint pts[9];

  g_assert_cmpuint (tg_handicap_star_points (19, 19, pts), ==, 9);
  g_assert_cmpuint (tg_handicap_star_points (13, 13, pts), ==, 5);
  g_assert_cmpuint (tg_handicap_star_points (15, 15, pts), ==, 9);
  g_assert_cmpuint (tg_handicap_star_points (9, 9, pts), ==, 5);
  g_assert_cmpuint (tg_handicap_star_points (5, 5, pts), ==, 0);
  g_assert_cmpuint (tg_handicap_star_points (8, 8, pts), ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/handicap/19x19", test_handicap_19);
  g_test_add_func ("/handicap/small-and-rectangular", test_handicap_small);
  g_test_add_func ("/handicap/free", test_handicap_free);
  g_test_add_func ("/handicap/star-points", test_handicap_stars);
  return g_test_run ();
}
