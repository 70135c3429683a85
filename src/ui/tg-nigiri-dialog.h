/* tg-nigiri-dialog.h: the nigiri (猜先) ceremony that decides who plays Black
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RULES.md §4: the holder (the senior player) grabs a hidden handful of
 * white stones; the other player shows one black stone for "odd" or two
 * for "even"; the white stones are counted in pairs; a right guess takes
 * Black. Under Ing rules the winner chooses a colour instead.
 */

#pragma once

#include <adwaita.h>

#include "tg-nigiri.h"

G_BEGIN_DECLS

#define TG_TYPE_NIGIRI_DIALOG (tg_nigiri_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TgNigiriDialog, tg_nigiri_dialog, TG, NIGIRI_DIALOG, AdwWindow)

/* @holder and @guesser are the names shown; @rand (may be NULL) is copied
 * and draws the handful, so a seeded GRand gives a known count. */
TgNigiriDialog  *tg_nigiri_dialog_new      (GtkWindow      *parent,
                                            const char     *holder,
                                            const char     *guesser,
                                            gboolean        winner_chooses,
                                            GRand          *rand);
/* The guesser shows one black stone (@odd) or two: the handful is drawn
 * and counted in pairs. What the "Odd" and "Even" buttons do. */
/* @player is a computer: as the guesser it guesses at once (at random,
 * from the dialog's GRand); as the winner under "winner chooses" it takes
 * tg_nigiri_computer_choice(). Call before any guess. */
void             tg_nigiri_dialog_set_computer (TgNigiriDialog *self,
                                                TgNigiriPlayer  player);
void             tg_nigiri_dialog_guess    (TgNigiriDialog *self,
                                            gboolean        odd);
/* Under "winner chooses": the colour the winner takes. */
void             tg_nigiri_dialog_choose   (TgNigiriDialog *self,
                                            TgColor         color);
/* The outcome once the guess is made, else NULL. */
const TgNigiri  *tg_nigiri_dialog_get_nigiri (TgNigiriDialog *self);
/* TRUE once colours are settled and the game can start. */
gboolean         tg_nigiri_dialog_is_decided (TgNigiriDialog *self);

G_END_DECLS
