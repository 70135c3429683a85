/* fuzz-common.c: what the libFuzzer targets share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical is a bug (a g_return_if_fail that failed). */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

void
fuzz_check_round_trip (TgGameTree *tree,
                       const char *what)
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
      g_printerr ("%s does not read back: %s\n%s\n", what, error->message, out1);
      abort ();
    }
  out2 = tg_sgf_write (again->tree, &len2);
  if (len1 != len2 || memcmp (out1, out2, len1) != 0)
    {
      g_printerr ("writing twice gives different bytes:\n%s\n----\n%s\n", out1, out2);
      abort ();
    }
}

static gboolean
is_move (TgPoint           p,
         const TgAnalysis *a)
{
  return p == TG_PASS || tg_point_is_on_board (p, a->width, a->height);
}

static gboolean
is_winrate (double winrate)
{
  return isnan (winrate) || (winrate >= 0 && winrate <= 1);
}

const char *
fuzz_analysis_broken (const TgAnalysis *a)
{
  if (!is_winrate (a->winrate))
    return "a root winrate outside 0..1";
  for (guint i = 0; i < a->n_candidates; i++)
    {
      const TgAnalysisCandidate *c = &a->candidates[i];

      if (!is_move (c->point, a))
        return "a candidate off the board";
      if (!is_winrate (c->winrate))
        return "a candidate's winrate outside 0..1";
      for (guint j = 0; j < c->pv_length; j++)
        if (!is_move (c->pv[j], a))
          return "a variation off the board";
    }
  if (a->ownership != NULL)
    for (guint i = 0; i < a->width * a->height; i++)
      if (!(a->ownership[i] >= -1 && a->ownership[i] <= 1))
        return "an ownership outside -1..1";
  return NULL;
}
