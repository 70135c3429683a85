/* fuzz-import.c: libFuzzer target for the foreign-format importers
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader picks an importer from the content (a GIB, NGF or UGF
 * header), which fuzz-sgf-reader reaches only when the header survives
 * its mutations; a file cut at its start is imported by its name alone.
 * Here the first byte chooses the importer (Tygem GIB, WBaduk NGF,
 * PandaNet UGF/UGI) and the rest is the file: it is imported strictly and
 * with TG_SGF_READ_KEEP_GOING, and whatever the importer builds must
 * write as SGF that reads back without errors and writes again to the
 * same bytes. See fuzz/README.md.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tg-sgf-import-private.h"
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
      g_printerr ("the imported record does not read back: %s\n%s\n", error->message, out1);
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
  static const TgSgfFormat formats[] = { TG_SGF_FORMAT_GIB, TG_SGF_FORMAT_NGF,
                                         TG_SGF_FORMAT_UGF };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TgSgfDocument) strict = NULL;
  g_autoptr(TgSgfDocument) repaired = NULL;
  TgSgfFormat format;

  if (size == 0)
    return 0;
  format = formats[data[0] % G_N_ELEMENTS (formats)];
  bytes = g_bytes_new_static (data + 1, size - 1);

  strict = _tg_sgf_import (bytes, format, NULL, TG_SGF_READ_DEFAULT, NULL, NULL);
  if (strict != NULL)
    check_round_trip (strict->tree);

  repaired = _tg_sgf_import (bytes, format, NULL, TG_SGF_READ_KEEP_GOING, NULL, NULL);
  if (repaired == NULL)
    abort ();   /* only an unknown forced charset or I/O may fail */
  check_round_trip (repaired->tree);
  return 0;
}
