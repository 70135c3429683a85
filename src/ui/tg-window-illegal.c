/* tg-window-illegal.c: an illegal move in the record, named in the banner
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core judges every move of the record once, as the cursor's path is
 * replayed (tg_game_get_move_verdict()), and does not play an illegal one:
 * the board stays as it was, the other side moves next, and later moves
 * are played from that position (as GNU Go and Sabaki go on from a bad
 * record). The window only says so: the file banner names the illegal
 * move the cursor is on, else the first one of the main line, with its
 * line and column in the file as `tengen-cli check` does; the side panel
 * adds "(illegal: occupied)" to the move line.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-ui-rules.h"
#include "tg-window-private.h"

static gboolean
same_move (const TgWindowIllegal *a,
           const TgWindowIllegal *b)
{
  return a->node == b->node && a->verdict == b->verdict && a->number == b->number;
}

void
_tg_window_illegal_reset (TgWindow *self)
{
  self->main_illegal.node = TG_NODE_NONE;
  self->shown_illegal.node = TG_NODE_NONE;
}

void
_tg_window_illegal_update (TgWindow *self,
                           gboolean  rescan)
{
  TgNode node = tg_game_get_current_node (self->game);
  TgMoveVerdict verdict = tg_game_get_move_verdict (self->game, node);
  TgWindowIllegal shown;

  if (rescan)
    {
      TgWindowIllegal *m = &self->main_illegal;

      m->verdict = TG_MOVE_OK;
      m->number = 0;
      m->node = tg_game_find_illegal_move (self->game, tg_game_get_root (self->game),
                                           &m->verdict, &m->number);
    }

  if (verdict != TG_MOVE_OK)
    {
      shown.node = node;
      shown.verdict = verdict;
      shown.number = tg_game_get_move_number (self->game);
    }
  else
    shown = self->main_illegal;

  /* Stepping on within the same news keeps a dismissed banner away. */
  if (same_move (&shown, &self->shown_illegal))
    return;
  self->shown_illegal = shown;
  _tg_window_update_banner (self);
}

char *
_tg_window_illegal_dup_text (TgWindow *self)
{
  const TgWindowIllegal *m = &self->shown_illegal;
  g_autofree char *move = NULL;
  const char *reason;
  guint line, column;

  if (self->game == NULL || m->node == TG_NODE_NONE)
    return NULL;
  move = tg_ui_move_name (self->game, m->node);
  reason = tg_ui_move_verdict_reason (m->verdict);
  if (tg_session_get_node_place (self->session, m->node, &line, &column))
    /* Translators: "Move 3 (Black Q4, line 2, column 14) is illegal: the
     * point is occupied. The board shows the position without it." */
    return g_strdup_printf (_("Move %u (%s, line %u, column %u) is illegal: %s. "
                              "The board shows the position without it."),
                            m->number, move, line, column, reason);
  /* Translators: as above, for a move whose place in a file is not known
   * (added since, or the record was saved since). */
  return g_strdup_printf (_("Move %u (%s) is illegal: %s. The board shows the position without it."),
                          m->number, move, reason);
}
