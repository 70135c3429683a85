/* test-nigiri.c: deciding colours
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-nigiri.h"

static void
test_nigiri_settle (void)
{
  TgNigiri n;

  /* 17 stones, odd: a guess of "odd" (one black stone) is right. */
  tg_nigiri_settle (&n, 17, TRUE, FALSE);
  g_assert_true (n.guess_right);
  g_assert_cmpint (n.winner, ==, TG_NIGIRI_GUESSER);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_GUESSER), ==, TG_BLACK);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_HOLDER), ==, TG_WHITE);

  /* 16 stones, even: "odd" is wrong, the holder takes Black. */
  tg_nigiri_settle (&n, 16, TRUE, FALSE);
  g_assert_false (n.guess_right);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_HOLDER), ==, TG_BLACK);

  tg_nigiri_settle (&n, 16, FALSE, FALSE);
  g_assert_true (n.guess_right);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_GUESSER), ==, TG_BLACK);
}

static void
test_nigiri_winner_chooses (void)
{
  TgNigiri n;

  /* Ing: the winner chooses; most choose White for the 8-point komi. */
  tg_nigiri_settle (&n, 21, TRUE, TRUE);
  g_assert_cmpint (n.winner, ==, TG_NIGIRI_GUESSER);
  tg_nigiri_choose (&n, TG_WHITE);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_GUESSER), ==, TG_WHITE);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_HOLDER), ==, TG_BLACK);
  tg_nigiri_choose (&n, TG_BLACK);
  g_assert_cmpint (tg_nigiri_color_of (&n, TG_NIGIRI_GUESSER), ==, TG_BLACK);
}

static void
test_nigiri_seeded (void)
{
  GRand *a = g_rand_new_with_seed (7);
  GRand *b = g_rand_new_with_seed (7);
  guint counts[TG_NIGIRI_MAX_STONES + 1] = { 0 };

  for (guint i = 0; i < 2000; i++)
    {
      TgNigiri x, y;

      tg_nigiri_draw (&x, a, i % 2, FALSE);
      tg_nigiri_draw (&y, b, i % 2, FALSE);
      g_assert_cmpuint (x.stones, ==, y.stones);
      g_assert_cmpint (x.black, ==, y.black);
      g_assert_cmpuint (x.stones, >=, TG_NIGIRI_MIN_STONES);
      g_assert_cmpuint (x.stones, <=, TG_NIGIRI_MAX_STONES);
      g_assert_cmpint (x.guess_right, ==, (x.stones % 2 == 1) == x.guessed_odd);
      counts[x.stones]++;
    }
  /* Every handful size shows up. */
  for (guint s = TG_NIGIRI_MIN_STONES; s <= TG_NIGIRI_MAX_STONES; s++)
    g_assert_cmpuint (counts[s], >, 0);
  g_rand_free (a);
  g_rand_free (b);
}

/* A computer guesses at once and at random: both guesses come up, about
 * as often, and the same seed gives the same guess and handful. */
static void
test_nigiri_computer_guess (void)
{
  GRand *a = g_rand_new_with_seed (29);
  GRand *b = g_rand_new_with_seed (29);
  guint odd = 0;

  for (guint i = 0; i < 2000; i++)
    {
      gboolean guess = tg_nigiri_computer_guess (a);
      TgNigiri x, y;

      g_assert_cmpint (guess, ==, tg_nigiri_computer_guess (b));
      tg_nigiri_draw (&x, a, guess, FALSE);
      tg_nigiri_draw (&y, b, guess, FALSE);
      g_assert_cmpuint (x.stones, ==, y.stones);
      g_assert_cmpint (x.guessed_odd, ==, guess);
      odd += guess ? 1 : 0;
    }
  /* 2000 fair coins: 1000 ± 150 is more than six standard deviations. */
  g_assert_cmpuint (odd, >, 850);
  g_assert_cmpuint (odd, <, 1150);
  g_assert_cmpint (tg_nigiri_computer_choice (), ==, TG_WHITE);
  g_rand_free (a);
  g_rand_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nigiri/settle", test_nigiri_settle);
  g_test_add_func ("/nigiri/winner-chooses", test_nigiri_winner_chooses);
  g_test_add_func ("/nigiri/seeded", test_nigiri_seeded);
  g_test_add_func ("/nigiri/computer-guess", test_nigiri_computer_guess);
  return g_test_run ();
}
