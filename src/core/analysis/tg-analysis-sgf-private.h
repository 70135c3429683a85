/* tg-analysis-sgf-private.h: what the record format's files share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-analysis-sgf.h"

G_BEGIN_DECLS

/* @v with at most @decimals decimals, trailing zeros dropped ("53.1",
 * "-2", "0"); nothing for NAN. Locale-free. */
void        _tg_analysis_append_number    (GString       *out,
                                           double         v,
                                           int            decimals);

/* The other programs' analysis at @node (KaTrain KT, Lizzie LZ, q5Go
 * QKGV/QLZV, Sabaki SBKV/SBKS, richest first), for the position @board
 * with @to_move and @komi; NULL when there is none. */
TgAnalysis *_tg_analysis_sgf_read_foreign (TgGameTree    *tree,
                                           TgNode         node,
                                           const TgBoard *board,
                                           TgColor        to_move,
                                           TgHalfPoints   komi);

/* The KaTrain KT values (base64 of gzip: ownership, policy, JSON), or
 * NULL when they are not readable. */
TgAnalysis *_tg_analysis_from_katrain    (const char *const *values,
                                           guint          n_values,
                                           const TgBoard *board,
                                           TgColor        to_move);

G_END_DECLS
