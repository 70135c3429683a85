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

#include "fuzz-common.h"
#include "tg-sgf-import-private.h"
#include "tg-sgf-writer.h"

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
    fuzz_check_round_trip (strict->tree, "the imported record");

  repaired = _tg_sgf_import (bytes, format, NULL, TG_SGF_READ_KEEP_GOING, NULL, NULL);
  if (repaired == NULL)
    abort ();   /* only an unknown forced charset or I/O may fail */
  fuzz_check_round_trip (repaired->tree, "the imported record");
  return 0;
}
