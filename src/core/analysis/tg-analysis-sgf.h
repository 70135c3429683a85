/* tg-analysis-sgf.h: analyses kept in an SGF record
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A node's analysis is the analysis of the position after that node (the
 * position a reader sees with that node current). Tengen writes its own
 * property, TG_ANALYSIS_SGF_PROPERTY, in the compact text format that
 * docs/analysis.md specifies (root values, visits, the first candidates
 * with their values and variations, ownership, provenance), and Sabaki's
 * SBKV (Black's winrate in percent, two decimals) and SBKS (Black's score
 * lead) beside it. It reads its own property first, then the other
 * programs': Sabaki SBKV/SBKS, Lizzie LZ, q5Go QLZV/QKGV, KaTrain KT
 * (base64 of gzip). Writing an analysis never changes the moves, comments
 * or game information.
 */

#pragma once

#include "tg-analysis.h"
#include "tg-game-tree.h"

G_BEGIN_DECLS

#define TG_ANALYSIS_SGF_PROPERTY "TGA"

/* Candidates written per node by default. */
#define TG_ANALYSIS_SGF_CANDIDATES 10

/* The analysis kept at @node of @tree, from whichever program wrote it,
 * for the position @board with @to_move and @komi that the node shows
 * (needed for the formats that do not say which position they are about,
 * and to drop one that is about another); NULL when there is none. */
TgAnalysis *tg_analysis_sgf_read   (TgGameTree       *tree,
                                    TgNode            node,
                                    const TgBoard    *board,
                                    TgColor           to_move,
                                    TgHalfPoints      komi);

/* Whether @node carries a property that tg_analysis_sgf_read() reads (its
 * analysis may still be unreadable or about another position): a look at
 * the node's properties only, so a reader can skip computing the position
 * of the many nodes that have none. */
gboolean    tg_analysis_sgf_present (TgGameTree      *tree,
                                     TgNode           node);

/* Writes @analysis at @node (TG_ANALYSIS_SGF_PROPERTY, SBKV, SBKS),
 * replacing any analysis Tengen wrote there before; at most
 * @max_candidates candidates (0: TG_ANALYSIS_SGF_CANDIDATES). */
void        tg_analysis_sgf_write  (TgGameTree       *tree,
                                    TgNode            node,
                                    const TgAnalysis *analysis,
                                    guint             max_candidates);

/* The property value of TG_ANALYSIS_SGF_PROPERTY for @analysis, and back
 * (for tests and tools). */
char       *tg_analysis_sgf_encode (const TgAnalysis *analysis,
                                    guint             max_candidates);
TgAnalysis *tg_analysis_sgf_decode (const char       *value,
                                    GError          **error);

G_END_DECLS
