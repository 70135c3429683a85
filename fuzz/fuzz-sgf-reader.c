/* fuzz-sgf-reader.c: libFuzzer target for the SGF reader and writer
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every input: read it strictly and, when that works, write the tree,
 * read the result back (it must load, without errors) and write it again
 * (the same bytes); then read it once more with TG_SGF_READ_KEEP_GOING,
 * which repairs everything, and check that tree the same way: whatever
 * the reader stores must write as SGF that reads back without errors. A
 * broken invariant aborts, so libFuzzer keeps the input. See
 * fuzz/README.md.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(TgSgfDocument) strict = NULL;
  g_autoptr(TgSgfDocument) repaired = NULL;

  strict = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, NULL);
  if (strict != NULL)
    fuzz_check_round_trip (strict->tree, "the written file");

  repaired = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, NULL);
  if (repaired == NULL)
    abort ();   /* only an unknown forced charset or I/O may fail */
  /* Whatever the reader stores, repaired or not, writes as valid SGF. */
  fuzz_check_round_trip (repaired->tree, "the written file");
  return 0;
}
