/* tg-sgf-number.h: real numbers as records write them
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every real value Tengen reads (KM, TM, BL/WL, V, the times in OT, the
 * durations tengen-cli clock takes) goes through this one reader, so that
 * "5.5", "５．５", "5。5" and "6,5" read the same everywhere.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @text with the characters East Asian input methods put in numbers
 * replaced by their ASCII forms: the full-width digits ０..９, the
 * ideographic full stop 。, the full-width full stop ．, the full-width
 * signs ＋ and －, and the ideographic space. Everything else is kept, so
 * patterns written for ASCII ("5x30 byo-yomi") match "５x３０ byo-yomi". */
char           *tg_sgf_number_normalize        (const char  *text);

/* Reads a decimal number: spaces, an optional sign, digits with at most one
 * decimal point (".5" and "5." are fine), spaces, and nothing else; the
 * characters of tg_sgf_number_normalize() count as their ASCII forms, and
 * a single comma in a number without a point is a decimal comma ("6,5").
 * No exponent, hexadecimal, infinity or NaN. FALSE (and @out untouched)
 * for anything else. */
gboolean        tg_sgf_number_read_real        (const char  *text,
                                                double      *out);

G_END_DECLS
