/* tg-nigiri.c: deciding colours by nigiri (猜先)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-nigiri.h"

void
tg_nigiri_settle (TgNigiri *out,
                  guint     stones,
                  gboolean  guess_odd,
                  gboolean  winner_chooses)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (stones > 0);

  out->stones = stones;
  out->guessed_odd = guess_odd;
  out->guess_right = ((stones % 2 == 1) == guess_odd);
  out->winner_chooses = winner_chooses;
  out->winner = out->guess_right ? TG_NIGIRI_GUESSER : TG_NIGIRI_HOLDER;
  out->black = out->winner;
}

void
tg_nigiri_draw (TgNigiri *out,
                GRand    *rand,
                gboolean  guess_odd,
                gboolean  winner_chooses)
{
  GRand *own = NULL;
  guint stones;

  if (rand == NULL)
    rand = own = g_rand_new ();
  stones = g_rand_int_range (rand, TG_NIGIRI_MIN_STONES, TG_NIGIRI_MAX_STONES + 1);
  tg_nigiri_settle (out, stones, guess_odd, winner_chooses);
  if (own)
    g_rand_free (own);
}

gboolean
tg_nigiri_computer_guess (GRand *rand)
{
  GRand *own = NULL;
  gboolean odd;

  if (rand == NULL)
    rand = own = g_rand_new ();
  odd = g_rand_boolean (rand);
  if (own)
    g_rand_free (own);
  return odd;
}

TgColor
tg_nigiri_computer_choice (void)
{
  return TG_WHITE;
}

void
tg_nigiri_choose (TgNigiri *nigiri,
                  TgColor   color)
{
  g_return_if_fail (nigiri->winner_chooses);
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  if (color == TG_BLACK)
    nigiri->black = nigiri->winner;
  else
    nigiri->black = nigiri->winner == TG_NIGIRI_GUESSER ? TG_NIGIRI_HOLDER : TG_NIGIRI_GUESSER;
}

TgColor
tg_nigiri_color_of (const TgNigiri *nigiri,
                    TgNigiriPlayer  player)
{
  return nigiri->black == player ? TG_BLACK : TG_WHITE;
}
