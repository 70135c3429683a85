/* tg-game-position.c: the position along the cursor's path, legality
 * and navigation of a TgGame
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The path from the root to the cursor is kept with the position after
 * every node (hash and side to move, in a TgHistory) and a packed board
 * every SNAPSHOT_EVERY nodes, so stepping back replays at most that many
 * nodes, and superko checks look the whole path up in O(1).
 */

#include "config.h"

#include <string.h>

#include "tg-game-private.h"

/* Positions --------------------------------------------------------------- */

static void
apply_setup_list (TgGame     *self,
                  TgBoard    *board,
                  TgNode      node,
                  const char *id,
                  TgColor     color,
                  GArray     *scratch)
{
  TgPropIter it;
  const char *pid;
  guint n;

  tg_prop_iter_init (&it, self->tree, node);
  while (tg_prop_iter_next (&it, &pid, &n))
    {
      if (strcmp (pid, id) != 0)
        continue;
      g_array_set_size (scratch, 0);
      for (guint i = 0; i < n; i++)
        tg_point_list_from_sgf (tg_prop_iter_next_value (&it, NULL),
                                self->width, self->height, scratch);
      for (guint i = 0; i < scratch->len; i++)
        tg_board_set (board, g_array_index (scratch, TgPoint, i), color);
    }
}

TgColor
_tg_game_apply_node (TgGame  *self,
                     TgBoard *board,
                     TgNode   node,
                     TgColor  to_move)
{
  TgPropIter it;
  const char *id;
  guint n;
  gboolean has_setup = FALSE;
  TgColor next = to_move;
  const char *pl = NULL;

  tg_prop_iter_init (&it, self->tree, node);
  while (tg_prop_iter_next (&it, &id, &n))
    {
      if (id[0] == 'A' && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E') && id[2] == '\0')
        has_setup = TRUE;
      else if (strcmp (id, "PL") == 0 && n > 0)
        pl = tg_prop_iter_next_value (&it, NULL);
    }

  if (has_setup)
    {
      g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (TgPoint));

      apply_setup_list (self, board, node, "AE", TG_EMPTY, scratch);
      apply_setup_list (self, board, node, "AB", TG_BLACK, scratch);
      apply_setup_list (self, board, node, "AW", TG_WHITE, scratch);
    }

  tg_prop_iter_init (&it, self->tree, node);
  while (tg_prop_iter_next (&it, &id, &n))
    {
      TgColor color;
      TgPoint p;

      if (n == 0 || id[1] != '\0' || (id[0] != 'B' && id[0] != 'W'))
        continue;
      color = id[0] == 'B' ? TG_BLACK : TG_WHITE;
      if (!tg_point_from_sgf (tg_prop_iter_next_value (&it, NULL), self->width, self->height, &p))
        continue;
      if (p == TG_PASS)
        tg_board_pass (board);
      else if (board->color[p] == TG_EMPTY)
        {
          /* A single-stone suicide in a record would remove itself: keep
           * the board unchanged instead, as the move is meaningless. */
          if (tg_board_check (board, p, color, TRUE) == TG_BOARD_SUICIDE)
            tg_board_pass (board);
          else
            tg_board_play (board, p, color, NULL);
        }
      next = TG_OTHER (color);
    }

  if (pl != NULL)
    {
      if (pl[0] == 'B' || pl[0] == 'b' || pl[0] == '1')
        next = TG_BLACK;
      else if (pl[0] == 'W' || pl[0] == 'w' || pl[0] == '2')
        next = TG_WHITE;
    }
  return next;
}

static guint
node_move_count (TgGame *self,
                 TgNode  node)
{
  return tg_game_tree_has_prop (self->tree, node, "B") ||
         tg_game_tree_has_prop (self->tree, node, "W");
}

static void
push_node (TgGame *self,
           TgNode  node)
{
  guint depth = self->path->len;
  guint moves = depth == 0 ? 0 : g_array_index (self->move_numbers, guint, depth - 1);

  self->to_play = _tg_game_apply_node (self, &self->board, node, self->to_play);
  moves += node_move_count (self, node);
  g_array_append_val (self->path, node);
  g_array_append_val (self->move_numbers, moves);
  tg_history_push (self->history, self->board.hash, self->to_play);

  if (depth % SNAPSHOT_EVERY == 0)
    {
      guint8 *snap = g_malloc (tg_board_pack_size (&self->board) + 1);

      tg_board_pack (&self->board, snap + 1);
      snap[0] = self->to_play;
      g_ptr_array_add (self->snapshots, snap);
    }
}

static TgColor
initial_to_play (TgGame *self)
{
  if (self->handicap >= 2 && tg_game_tree_has_prop (self->tree, self->root, "AB"))
    return TG_WHITE;
  if (self->rules.white_first)
    return TG_WHITE;
  return TG_BLACK;
}

void
_tg_game_start_path (TgGame *self)
{
  g_array_set_size (self->path, 0);
  g_array_set_size (self->move_numbers, 0);
  tg_history_truncate (self->history, 0);
  g_ptr_array_set_size (self->snapshots, 0);
  tg_board_init (&self->board, self->width, self->height);
  self->to_play = initial_to_play (self);
  push_node (self, self->root);
}

/* The board and side to move after path entry @depth. */
static TgColor
board_at_depth (TgGame  *self,
                guint    depth,
                TgBoard *out)
{
  guint s = depth / SNAPSHOT_EVERY;
  const guint8 *snap = g_ptr_array_index (self->snapshots, s);
  TgColor to_move = snap[0];

  tg_board_unpack (out, snap + 1);
  for (guint d = s * SNAPSHOT_EVERY + 1; d <= depth; d++)
    to_move = _tg_game_apply_node (self, out, g_array_index (self->path, TgNode, d), to_move);
  return to_move;
}

/* Cuts the path back to @length entries and restores the board. */
static void
truncate_path (TgGame *self,
               guint   length)
{
  g_assert (length >= 1);
  if (length == self->path->len)
    return;
  g_array_set_size (self->path, length);
  g_array_set_size (self->move_numbers, length);
  tg_history_truncate (self->history, length);
  g_ptr_array_set_size (self->snapshots, (length - 1) / SNAPSHOT_EVERY + 1);
  self->to_play = board_at_depth (self, length - 1, &self->board);
}

void
_tg_game_refresh_from (TgGame *self,
                       guint   depth)
{
  g_autoptr(GArray) rest = g_array_new (FALSE, FALSE, sizeof (TgNode));

  if (depth == 0)
    {
      g_array_append_vals (rest, self->path->data, self->path->len);
      _tg_game_start_path (self);
      for (guint i = 1; i < rest->len; i++)
        push_node (self, g_array_index (rest, TgNode, i));
      return;
    }
  g_array_append_vals (rest, &g_array_index (self->path, TgNode, depth), self->path->len - depth);
  truncate_path (self, depth);
  for (guint i = 0; i < rest->len; i++)
    push_node (self, g_array_index (rest, TgNode, i));
}

void
_tg_game_notify_position (TgGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), _tg_game_properties[PROP_CURRENT_NODE]);
  g_object_notify_by_pspec (G_OBJECT (self), _tg_game_properties[PROP_TO_PLAY]);
  g_object_notify_by_pspec (G_OBJECT (self), _tg_game_properties[PROP_CAN_UNDO]);
  g_signal_emit (self, _tg_game_signals[SIGNAL_POSITION_CHANGED], 0);
}

void
_tg_game_set_phase (TgGame  *self,
                    TgPhase  phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_game_properties[PROP_PHASE]);
}

void
tg_game_compute_board (TgGame  *self,
                       TgNode   node,
                       TgBoard *out)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  TgColor to_move = initial_to_play (self);

  tg_game_tree_get_path (self->tree, node, path);
  tg_board_init (out, self->width, self->height);
  for (guint i = 0; i < path->len; i++)
    to_move = _tg_game_apply_node (self, out, g_array_index (path, TgNode, i), to_move);
}

/* Legality ---------------------------------------------------------------- */

static gboolean
repeats_earlier_position (TgGame  *self,
                          TgPoint  p,
                          TgColor  color)
{
  guint64 h = tg_board_hash_after_play (&self->board, p, color);
  TgColor next = TG_OTHER (color);
  guint64 key = tg_history_key (self->history, h, next);
  TgBoard after, earlier;

  if (tg_history_count (self->history, key) == 0)
    return FALSE;

  /* A hash hit: confirm stone by stone. */
  after = self->board;
  tg_board_play (&after, p, color, NULL);
  for (gint i = tg_history_find (self->history, key, 0); i >= 0;
       i = tg_history_find (self->history, key, i + 1))
    {
      if (self->rules.ko == TG_KO_SITUATIONAL && tg_history_get_to_move (self->history, i) != next)
        continue;
      board_at_depth (self, i, &earlier);
      if (tg_board_same_position (&after, &earlier))
        return TRUE;
    }
  return FALSE;
}

TgMoveVerdict
tg_game_check_move_as (TgGame  *self,
                       TgPoint  point,
                       TgColor  color)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_MOVE_GAME_OVER);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, TG_MOVE_GAME_OVER);

  if (self->phase != TG_PHASE_PLAYING)
    return TG_MOVE_GAME_OVER;
  if (point == TG_PASS)
    return TG_MOVE_OK;

  switch (tg_board_check (&self->board, point, color, self->rules.suicide))
    {
    case TG_BOARD_OK:
      break;
    case TG_BOARD_OFF_BOARD:
      return TG_MOVE_OFF_BOARD;
    case TG_BOARD_OCCUPIED:
      return TG_MOVE_OCCUPIED;
    case TG_BOARD_SUICIDE:
      return TG_MOVE_SUICIDE;
    case TG_BOARD_KO:
      return TG_MOVE_KO;
    default:
      g_assert_not_reached ();
    }

  if (self->rules.ko != TG_KO_SIMPLE && repeats_earlier_position (self, point, color))
    return TG_MOVE_SUPERKO;

  return TG_MOVE_OK;
}

TgMoveVerdict
tg_game_check_move (TgGame  *self,
                    TgPoint  point)
{
  return tg_game_check_move_as (self, point, tg_game_get_to_play (self));
}

TgPoint
tg_game_get_ko_point (TgGame *self)
{
  TgPoint ko = self->board.ko;

  if (ko != TG_NO_POINT && tg_board_check (&self->board, ko, tg_game_get_to_play (self),
                                           self->rules.suicide) == TG_BOARD_KO)
    return ko;
  return TG_NO_POINT;
}

/* Navigation -------------------------------------------------------------- */

gboolean
tg_game_go_to (TgGame *self,
               TgNode  node)
{
  g_autoptr(GArray) target = NULL;
  guint common = 0;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (node == tg_game_get_current_node (self))
    return TRUE;
  if (!tg_game_tree_contains (self->tree, node))
    return FALSE;

  if (tg_game_tree_get_parent (self->tree, node) == tg_game_get_current_node (self))
    {
      /* One step forward (replays, tengen-cli check): no path from the
       * root to rebuild, so a whole line costs linear time. */
      push_node (self, node);
    }
  else
    {
      if (tg_game_tree_get_game_root (self->tree, node) != self->root)
        return FALSE;
      target = g_array_new (FALSE, FALSE, sizeof (TgNode));
      tg_game_tree_get_path (self->tree, node, target);
      while (common < target->len && common < self->path->len &&
             g_array_index (target, TgNode, common) == g_array_index (self->path, TgNode, common))
        common++;

      truncate_path (self, common);
      for (guint i = common; i < target->len; i++)
        push_node (self, g_array_index (target, TgNode, i));
    }

  self->to_play_override = TG_EMPTY;
  _tg_game_set_phase (self, TG_PHASE_PLAYING);
  _tg_game_notify_position (self);
  return TRUE;
}

gboolean
tg_game_forward (TgGame *self)
{
  TgNode child = tg_game_tree_get_first_child (self->tree, tg_game_get_current_node (self));

  if (child == TG_NODE_NONE)
    return FALSE;
  return tg_game_go_to (self, child);
}

gboolean
tg_game_back (TgGame *self)
{
  if (self->path->len <= 1)
    return FALSE;
  return tg_game_go_to (self, g_array_index (self->path, TgNode, self->path->len - 2));
}

void
tg_game_go_to_start (TgGame *self)
{
  tg_game_go_to (self, self->root);
}

void
tg_game_go_to_end (TgGame *self)
{
  TgNode node = tg_game_get_current_node (self);
  TgNode child;

  while ((child = tg_game_tree_get_first_child (self->tree, node)) != TG_NODE_NONE)
    node = child;
  tg_game_go_to (self, node);
}

void
tg_game_step (TgGame *self,
              gint    n)
{
  TgNode node = tg_game_get_current_node (self);

  if (n < 0)
    {
      guint back = MIN ((guint) -n, self->path->len - 1);
      node = g_array_index (self->path, TgNode, self->path->len - 1 - back);
    }
  else
    for (gint i = 0; i < n; i++)
      {
        TgNode child = tg_game_tree_get_first_child (self->tree, node);

        if (child == TG_NODE_NONE)
          break;
        node = child;
      }
  tg_game_go_to (self, node);
}

gboolean
tg_game_next_variation (TgGame *self)
{
  TgNode sibling = tg_game_tree_get_next_sibling (self->tree, tg_game_get_current_node (self));

  return sibling != TG_NODE_NONE && tg_game_go_to (self, sibling);
}

gboolean
tg_game_prev_variation (TgGame *self)
{
  TgNode sibling = tg_game_tree_get_prev_sibling (self->tree, tg_game_get_current_node (self));

  return sibling != TG_NODE_NONE && tg_game_go_to (self, sibling);
}

gboolean
tg_game_go_to_move (TgGame *self,
                    guint   n)
{
  TgNode node;

  if (n <= tg_game_get_move_number (self))
    {
      for (guint i = 0; i < self->move_numbers->len; i++)
        if (g_array_index (self->move_numbers, guint, i) == n)
          return tg_game_go_to (self, g_array_index (self->path, TgNode, i));
      return FALSE;
    }

  node = tg_game_get_current_node (self);
  for (guint moves = tg_game_get_move_number (self); moves < n; )
    {
      node = tg_game_tree_get_first_child (self->tree, node);
      if (node == TG_NODE_NONE)
        return FALSE;
      moves += node_move_count (self, node);
    }
  return tg_game_go_to (self, node);
}
