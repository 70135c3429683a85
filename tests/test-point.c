/* test-point.c: coordinates
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-point.h"

static void
test_point_index (void)
{
  TgPoint p = tg_point (3, 15);

  g_assert_cmpuint (tg_point_x (p), ==, 3);
  g_assert_cmpuint (tg_point_y (p), ==, 15);
  g_assert_true (tg_point_is_on_board (p, 19, 19));
  g_assert_false (tg_point_is_on_board (p, 19, 13));
  g_assert_false (tg_point_is_on_board (TG_PASS, 19, 19));
  g_assert_false (tg_point_is_on_board (TG_NO_POINT, 19, 19));
  g_assert_true (tg_point_is_on_board (tg_point (51, 51), 52, 52));
  g_assert_false (tg_point_is_on_board (tg_point (51, 51) + 1, 52, 52));
}

static void
test_point_sgf (void)
{
  TgPoint p;
  char buf[3];

  g_assert_true (tg_point_from_sgf ("dd", 19, 19, &p));
  g_assert_cmpuint (p, ==, tg_point (3, 3));
  g_assert_cmpstr (tg_point_to_sgf (p, buf), ==, "dd");

  g_assert_true (tg_point_from_sgf ("", 19, 19, &p));
  g_assert_cmpuint (p, ==, TG_PASS);
  g_assert_true (tg_point_from_sgf ("tt", 19, 19, &p));
  g_assert_cmpuint (p, ==, TG_PASS);
  /* On a 20×20 board "tt" is a real point. */
  g_assert_true (tg_point_from_sgf ("tt", 20, 20, &p));
  g_assert_cmpuint (p, ==, tg_point (19, 19));

  /* Upper-case letters for sizes above 26. */
  g_assert_true (tg_point_from_sgf ("AZ", 52, 52, &p));
  g_assert_cmpuint (p, ==, tg_point (26, 51));
  g_assert_cmpstr (tg_point_to_sgf (p, buf), ==, "AZ");
  g_assert_true (tg_point_from_sgf ("Za", 52, 52, &p));
  g_assert_cmpuint (tg_point_x (p), ==, 51);

  g_assert_false (tg_point_from_sgf ("ss", 19, 13, &p));  /* row 19 of 13 */
  g_assert_true (tg_point_from_sgf ("sm", 19, 13, &p));
  g_assert_false (tg_point_from_sgf ("d", 19, 19, &p));
  g_assert_false (tg_point_from_sgf ("ddd", 19, 19, &p));
  g_assert_false (tg_point_from_sgf ("d1", 19, 19, &p));
  g_assert_false (tg_point_from_sgf ("Aa", 19, 19, &p));
}

static void
test_point_list (void)
{
  g_autoptr(GArray) pts = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  g_assert_true (tg_point_list_from_sgf ("aa:cc", 19, 19, pts));
  g_assert_cmpuint (pts->len, ==, 9);
  g_assert_true (tg_point_list_from_sgf ("cc:aa", 19, 19, pts));
  g_assert_cmpuint (pts->len, ==, 18);
  g_assert_true (tg_point_list_from_sgf ("pd", 19, 19, pts));
  g_assert_cmpuint (pts->len, ==, 19);
  g_assert_false (tg_point_list_from_sgf ("aa:zz", 19, 19, pts));
  g_assert_false (tg_point_list_from_sgf ("", 19, 19, pts));
  g_assert_false (tg_point_list_from_sgf ("a:bb", 19, 19, pts));
  g_assert_cmpuint (pts->len, ==, 19);
}

static void
test_point_gtp (void)
{
  TgPoint p;
  char buf[TG_POINT_GTP_SIZE];

  g_assert_true (tg_point_from_gtp ("A1", 19, 19, &p));
  g_assert_cmpuint (p, ==, tg_point (0, 18));
  g_assert_true (tg_point_from_gtp ("T19", 19, 19, &p));
  g_assert_cmpuint (p, ==, tg_point (18, 0));
  g_assert_true (tg_point_from_gtp ("j10", 19, 19, &p));
  g_assert_cmpuint (p, ==, tg_point (8, 9));
  g_assert_cmpstr (tg_point_to_gtp (p, 19, buf), ==, "J10");
  g_assert_cmpstr (tg_point_to_gtp (tg_point (3, 15), 19, buf), ==, "D4");
  g_assert_cmpstr (tg_point_to_gtp (TG_PASS, 19, buf), ==, "pass");
  g_assert_true (tg_point_from_gtp ("PASS", 19, 19, &p));
  g_assert_cmpuint (p, ==, TG_PASS);

  g_assert_false (tg_point_from_gtp ("I5", 19, 19, &p));
  g_assert_false (tg_point_from_gtp ("A0", 19, 19, &p));
  g_assert_false (tg_point_from_gtp ("A20", 19, 19, &p));
  g_assert_false (tg_point_from_gtp ("U1", 19, 19, &p));
  g_assert_false (tg_point_from_gtp ("D4x", 19, 19, &p));
  g_assert_false (tg_point_from_gtp ("", 19, 19, &p));

  /* Rectangular: 19 wide, 13 high: A1 is the bottom-left. */
  g_assert_true (tg_point_from_gtp ("A1", 19, 13, &p));
  g_assert_cmpuint (p, ==, tg_point (0, 12));

  /* Wide boards: after Z come AA, AB, ... */
  g_assert_cmpstr (tg_point_to_gtp (tg_point (25, 0), 52, buf), ==, "AA52");
  g_assert_true (tg_point_from_gtp ("AA52", 52, 52, &p));
  g_assert_cmpuint (p, ==, tg_point (25, 0));
  g_assert_true (tg_point_from_gtp ("BB1", 52, 52, &p));
  g_assert_cmpstr (tg_point_to_gtp (p, 52, buf), ==, "BB1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/point/index", test_point_index);
  g_test_add_func ("/point/sgf", test_point_sgf);
  g_test_add_func ("/point/sgf-list", test_point_list);
  g_test_add_func ("/point/gtp", test_point_gtp);
  return g_test_run ();
}
