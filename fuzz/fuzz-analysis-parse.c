/* fuzz-analysis-parse.c: libFuzzer target for the engines' analysis reports
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An engine is a program the user chose, so its answers are untrusted
 * input. The first byte chooses the board (2×2 to 25×25, square or not),
 * the side to move and whose side the numbers are from; every line of the
 * rest goes through each dialect's parser (kata-analyze, lz-analyze,
 * Sabaki's analyze), GNU Go's top_moves and estimate_score parsers and
 * the decoder of Tengen's own TGA property. Whatever a parser accepts
 * must be about the board: every candidate and every move of its
 * principal variation on it or a pass, numbers in range where Tengen
 * writes them (winrate 0..1 or NAN, ownership −1..1), and the result must
 * encode as TGA and decode again. See fuzz/README.md.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "tg-analysis.h"
#include "tg-analysis-sgf.h"

static void
fail (const char *what,
      const char *line)
{
  g_printerr ("%s after parsing:\n%s\n", what, line);
  abort ();
}

static void
check (const TgAnalysis *a,
       const char       *line)
{
  const char *broken = fuzz_analysis_broken (a);
  g_autofree char *tga = NULL;
  g_autoptr(TgAnalysis) back = NULL;

  if (broken != NULL)
    fail (broken, line);

  tga = tg_analysis_sgf_encode (a, 0);
  back = tg_analysis_sgf_decode (tga, NULL);
  if (back == NULL)
    fail ("its TGA does not decode", line);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const TgAnalysisDialect dialects[] = { TG_ANALYSIS_DIALECT_KATAGO,
                                                TG_ANALYSIS_DIALECT_LEELA_ZERO,
                                                TG_ANALYSIS_DIALECT_SABAKI };
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint width, height;
  TgColor to_move;
  TgAnalysisPerspective perspective;

  if (size == 0)
    return 0;
  width = 2 + data[0] % 24;
  height = data[0] & 0x80 ? width : 2 + (data[0] * 7) % 24;
  to_move = data[0] & 0x40 ? TG_WHITE : TG_BLACK;
  perspective = (data[0] >> 4) % 3;
  text = g_strndup ((const char *) data + 1, size - 1);
  lines = g_strsplit (text, "\n", 64);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      g_autoptr(TgAnalysis) decoded = NULL;

      for (guint d = 0; d < G_N_ELEMENTS (dialects); d++)
        {
          g_autoptr(TgAnalysis) a = tg_analysis_new (width, height, to_move);

          if (tg_analysis_parse_report (a, dialects[d], perspective, line, NULL))
            check (a, line);
        }
      {
        g_autoptr(TgAnalysis) a = tg_analysis_new (width, height, to_move);

        if (tg_analysis_parse_gnugo_top_moves (a, line, NULL))
          check (a, line);
        if (tg_analysis_parse_gnugo_score (a, line, NULL))
          check (a, line);
      }
      decoded = tg_analysis_sgf_decode (line, NULL);
      if (decoded != NULL)
        check (decoded, line);
    }
  return 0;
}
