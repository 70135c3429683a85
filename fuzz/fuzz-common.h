/* fuzz-common.h: what the libFuzzer targets share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * fuzz-common.c gives every target libFuzzer's initialisation (a GLib
 * critical or warning is fatal: a g_return_if_fail that failed is a bug)
 * and the checks more than one target makes.
 */

#pragma once

#include <stddef.h>
#include <stdint.h>

#include "tg-analysis.h"
#include "tg-game-tree.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* @tree written as SGF must read back without errors and write again to
 * the same bytes; else aborts, saying that @what does not read back. */
void        fuzz_check_round_trip (TgGameTree       *tree,
                                   const char       *what);

/* What is wrong with @a (a winrate outside 0..1, a candidate or a
 * variation off its board, an ownership outside -1..1), or NULL. */
const char *fuzz_analysis_broken  (const TgAnalysis *a);
