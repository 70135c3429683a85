/* tg-nigiri.h: deciding colours by nigiri (猜先)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The holder (the senior player) grabs a hidden handful of white stones;
 * the guesser shows one black stone for "odd" or two for "even"; the white
 * stones are counted in pairs. A right guess takes Black. Under Ing rules
 * the winner of the nigiri chooses a colour instead.
 */

#pragma once

#include <glib.h>

#include "tg-types.h"

G_BEGIN_DECLS

typedef enum
{
  TG_NIGIRI_HOLDER,
  TG_NIGIRI_GUESSER,
} TgNigiriPlayer;

typedef struct
{
  guint           stones;          /* white stones in the holder's hand */
  gboolean        guessed_odd;     /* one black stone shown (odd) or two (even) */
  gboolean        guess_right;
  gboolean        winner_chooses;  /* Ing: the winner picks a colour */
  TgNigiriPlayer  winner;          /* the guesser if the guess was right */
  TgNigiriPlayer  black;           /* who plays Black (the winner unless he chose White) */
} TgNigiri;

#define TG_NIGIRI_MIN_STONES 10
#define TG_NIGIRI_MAX_STONES 30

/* Draws a handful (uniform in 10..30 with @rand; NULL uses a fresh GRand)
 * and settles colours. When @winner_chooses, the winner takes Black until
 * tg_nigiri_choose() says otherwise. */
void            tg_nigiri_draw          (TgNigiri       *out,
                                         GRand          *rand,
                                         gboolean        guess_odd,
                                         gboolean        winner_chooses);
/* Settles colours for a known handful (a real nigiri at the board). */
void            tg_nigiri_settle        (TgNigiri       *out,
                                         guint           stones,
                                         gboolean        guess_odd,
                                         gboolean        winner_chooses);
/* Under "winner chooses": the winner takes @color. */
void            tg_nigiri_choose        (TgNigiri       *nigiri,
                                         TgColor         color);
/* A computer guesser's guess, made at once: odd (TRUE) or even with
 * equal chance from @rand (NULL: a fresh GRand). Draw the handful after
 * it with the same @rand, as the guess comes first at the board. */
gboolean        tg_nigiri_computer_guess  (GRand          *rand);
/* The colour a computer winner takes under "winner chooses": White, the
 * choice most players make for the Ing komi of 8 points. */
TgColor         tg_nigiri_computer_choice (void);
/* The colour @player plays. */
TgColor         tg_nigiri_color_of      (const TgNigiri *nigiri,
                                         TgNigiriPlayer  player);

G_END_DECLS
