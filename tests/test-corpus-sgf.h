/* test-corpus-sgf.h: what the two halves of test-corpus-sgf share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-sgf-reader.h"

G_BEGIN_DECLS

/* @relative inside the corpus, or NULL without one. */
char          *corpus_path                   (const char *relative);
/* TRUE (and the test skipped) when there is no corpus. */
gboolean       skip_without_corpus           (void);
TgSgfDocument *read_keep_going               (const char *data,
                                              gsize       len);
/* TRUE if both trees have the same games, nodes and properties (roots'
 * GM, FF, CA and AP aside, line breaks in values made LF); else FALSE
 * with where they differ in @why. */
gboolean       same_tree                     (TgGameTree *a,
                                              TgGameTree *b,
                                              GString    *why);
/* Points of @id in @node on a 19×19 board, each once. */
guint          count_points                  (TgGameTree *tree,
                                              TgNode      node,
                                              const char *id);
/* Adds /corpus-sgf/extracted (test-corpus-sgf-extracted.c). */
void           test_corpus_sgf_add_extracted (void);

G_END_DECLS
