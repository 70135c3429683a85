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

#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical is a bug (a g_return_if_fail that failed). */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static void
check_round_trip (TgGameTree *tree)
{
  gsize len1 = 0, len2 = 0;
  g_autofree char *out1 = tg_sgf_write (tree, &len1);
  g_autofree char *out2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) again = NULL;

  if (tg_game_tree_get_n_games (tree) == 0)
    return;
  again = tg_sgf_read (out1, len1, NULL, &error);
  if (again == NULL)
    {
      g_printerr ("the written file does not read back: %s\n%s\n", error->message, out1);
      abort ();
    }
  out2 = tg_sgf_write (again->tree, &len2);
  if (len1 != len2 || memcmp (out1, out2, len1) != 0)
    {
      g_printerr ("writing twice gives different bytes:\n%s\n----\n%s\n", out1, out2);
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(TgSgfDocument) strict = NULL;
  g_autoptr(TgSgfDocument) repaired = NULL;

  strict = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, NULL);
  if (strict != NULL)
    check_round_trip (strict->tree);

  repaired = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, NULL);
  if (repaired == NULL)
    abort ();   /* only an unknown forced charset or I/O may fail */
  /* Whatever the reader stores, repaired or not, writes as valid SGF. */
  check_round_trip (repaired->tree);
  return 0;
}
