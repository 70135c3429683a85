/* tg-deadstones.c: which stones are dead at the end of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones.h"

void
tg_deadstones_guess (const TgBoard *board,
                     const TgRules *rules,
                     guint64        seed,
                     guint8        *dead)
{
  memset (dead, 0, TG_ARRAY_SIZE);
}

/* Marks every stone of @color reachable from @p through points that are
 * not of the other colour (the enclosed region the chain lives in). */
static void
collect_related (const TgBoard *board,
                 TgPoint        p,
                 GArray        *out)
{
  TgColor color = tg_board_get (board, p);
  g_autofree guint8 *seen = g_new0 (guint8, TG_ARRAY_SIZE);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  g_array_append_val (stack, p);
  seen[p] = 1;
  while (stack->len > 0)
    {
      TgPoint q = g_array_index (stack, TgPoint, stack->len - 1);

      g_array_set_size (stack, stack->len - 1);
      if (tg_board_get (board, q) == color)
        g_array_append_val (out, q);
      for (guint d = 0; d < 4; d++)
        {
          TgPoint r = q + tg_board_dirs[d];
          TgColor c = tg_board_get (board, r);

          if (seen[r] || c == TG_EDGE || c == TG_OTHER (color))
            continue;
          seen[r] = 1;
          g_array_append_val (stack, r);
        }
    }
}

gboolean
tg_deadstones_toggle (const TgBoard *board,
                      guint8        *dead,
                      TgPoint        p)
{
  g_autoptr(GArray) related = NULL;
  guint8 mark;

  if (!tg_board_contains (board, p))
    return FALSE;
  if (tg_board_get (board, p) != TG_BLACK && tg_board_get (board, p) != TG_WHITE)
    return FALSE;

  related = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  collect_related (board, p, related);
  mark = dead[p] ? 0 : 1;
  for (guint i = 0; i < related->len; i++)
    dead[g_array_index (related, TgPoint, i)] = mark;
  return TRUE;
}
