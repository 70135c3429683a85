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
#include <glib/gi18n-lib.h>

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

/* The move of @node, if it has one: FALSE without B[] or W[]; @readable
 * is FALSE when its point cannot be read on this board. */
static gboolean
read_move (TgGame   *self,
           TgNode    node,
           TgColor  *color,
           TgPoint  *point,
           gboolean *readable)
{
  const char *b = tg_game_tree_get_value (self->tree, node, "B");
  const char *v = b != NULL ? b : tg_game_tree_get_value (self->tree, node, "W");

  if (v == NULL)
    return FALSE;
  *color = b != NULL ? TG_BLACK : TG_WHITE;
  *readable = tg_point_from_sgf (v, self->width, self->height, point);
  return TRUE;
}

/* Applies the setup (AE, AB, AW) of @node to @board. */
static void
apply_setup (TgGame  *self,
             TgBoard *board,
             TgNode   node)
{
  TgPropIter it;
  const char *id;
  guint n;
  gboolean has_setup = FALSE;

  tg_prop_iter_init (&it, self->tree, node);
  while (!has_setup && tg_prop_iter_next (&it, &id, &n))
    has_setup = id[0] == 'A' && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E') && id[2] == '\0';

  if (has_setup)
    {
      g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (TgPoint));

      apply_setup_list (self, board, node, "AE", TG_EMPTY, scratch);
      apply_setup_list (self, board, node, "AB", TG_BLACK, scratch);
      apply_setup_list (self, board, node, "AW", TG_WHITE, scratch);
    }
}

/* Plays the move of @node on @board unless @verdict says it is illegal:
 * then the board stays as it was (as after a pass, so a ko ban ends) and
 * the other side moves next, as the record goes on. Returns the side to
 * move afterwards given @to_move before it (PL[] decides when given). */
static TgColor
apply_move (TgGame        *self,
            TgBoard       *board,
            TgNode         node,
            TgColor        to_move,
            TgMoveVerdict  verdict)
{
  const char *pl = tg_game_tree_get_value (self->tree, node, "PL");
  TgColor next = to_move;
  TgColor color;
  TgPoint p;
  gboolean readable;

  if (read_move (self, node, &color, &p, &readable))
    {
      if (verdict != TG_MOVE_OK || p == TG_PASS)
        tg_board_pass (board);
      else
        tg_board_play (board, p, color, NULL);
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

static TgMoveVerdict position_verdict (TgGame  *self,
                                       TgPoint  point,
                                       TgColor  color);

/* Whether the move of @node is legal on self->board (the position before
 * it, with the node's own setup applied) under the game's rules. */
static TgMoveVerdict
node_verdict (TgGame *self,
              TgNode  node)
{
  TgColor color;
  TgPoint p;
  gboolean readable;

  if (!read_move (self, node, &color, &p, &readable))
    return TG_MOVE_OK;
  if (!readable)
    return TG_MOVE_OFF_BOARD;
  if (p == TG_PASS)
    return TG_MOVE_OK;
  return position_verdict (self, p, color);
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

  guint8 verdict;

  apply_setup (self, &self->board, node);
  verdict = node_verdict (self, node);
  self->to_play = apply_move (self, &self->board, node, self->to_play, verdict);
  moves += node_move_count (self, node);
  g_array_append_val (self->path, node);
  g_array_append_val (self->move_numbers, moves);
  g_array_append_val (self->verdicts, verdict);
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
  g_array_set_size (self->verdicts, 0);
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
    {
      TgNode node = g_array_index (self->path, TgNode, d);

      apply_setup (self, out, node);
      to_move = apply_move (self, out, node, to_move, g_array_index (self->verdicts, guint8, d));
    }
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
  g_array_set_size (self->verdicts, length);
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

/* The depth of @node on the cursor's path, or -1 when it is not on it;
 * looked for from the cursor back, so the cursor costs constant time. */
static gint
path_depth (TgGame *self,
            TgNode  node)
{
  for (guint d = self->path->len; d > 0; d--)
    if (g_array_index (self->path, TgNode, d - 1) == node)
      return (gint) d - 1;
  return -1;
}

/* A second game of the same tree and rules, its cursor at @node, for
 * questions about nodes off the cursor's path. */
static TgGame *
scratch_game_at (TgGame *self,
                 TgNode  node)
{
  TgGame *scratch = tg_game_new_for_tree (self->tree, self->game_index, NULL);

  /* It opened once already, so it opens again. */
  g_assert (scratch != NULL);
  tg_game_set_rules (scratch, &self->rules, FALSE);
  tg_game_go_to (scratch, node);
  return scratch;
}

void
tg_game_compute_board (TgGame  *self,
                       TgNode   node,
                       TgBoard *out)
{
  gint depth = path_depth (self, node);
  g_autoptr(TgGame) scratch = NULL;

  if (depth >= 0)
    {
      board_at_depth (self, (guint) depth, out);
      return;
    }
  scratch = scratch_game_at (self, node);
  *out = scratch->board;
}

TgMoveVerdict
tg_game_get_move_verdict (TgGame *self,
                          TgNode  node)
{
  gint depth;
  g_autoptr(TgGame) scratch = NULL;

  g_return_val_if_fail (TG_IS_GAME (self), TG_MOVE_OK);

  if (!tg_game_tree_contains (self->tree, node))
    return TG_MOVE_OK;
  /* The cursor's path first: it is this game's, and the cursor is found
   * at once, so replaying a line asks in constant time per move (walking
   * up to the game's root first made tengen-cli check quadratic). */
  depth = path_depth (self, node);
  if (depth >= 0)
    return g_array_index (self->verdicts, guint8, depth);
  if (tg_game_tree_get_game_root (self->tree, node) != self->root)
    return TG_MOVE_OK;
  scratch = scratch_game_at (self, node);
  return g_array_index (scratch->verdicts, guint8, scratch->verdicts->len - 1);
}

TgNode
tg_game_find_illegal_move (TgGame        *self,
                           TgNode         from,
                           TgMoveVerdict *verdict,
                           guint         *move_number)
{
  g_autoptr(TgGame) scratch = NULL;
  TgNode node;

  g_return_val_if_fail (TG_IS_GAME (self), TG_NODE_NONE);

  if (!tg_game_tree_contains (self->tree, from) ||
      tg_game_tree_get_game_root (self->tree, from) != self->root)
    return TG_NODE_NONE;
  scratch = scratch_game_at (self, from);
  for (node = from; node != TG_NODE_NONE; node = tg_game_tree_get_first_child (self->tree, node))
    {
      guint8 v;

      if (node != from)
        push_node (scratch, node);
      v = g_array_index (scratch->verdicts, guint8, scratch->verdicts->len - 1);
      if (v != TG_MOVE_OK)
        {
          if (verdict != NULL)
            *verdict = v;
          if (move_number != NULL)
            *move_number = g_array_index (scratch->move_numbers, guint, scratch->move_numbers->len - 1);
          return node;
        }
    }
  return TG_NODE_NONE;
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

/* The stones of the chain @color would make at @point: the stone and the
 * chains of its colour next to it, each counted once. */
static guint
joined_chain_size (const TgBoard *board,
                   TgPoint        point,
                   TgColor        color)
{
  TgPoint heads[4];
  guint n_heads = 0;
  guint stones = 1;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = point + tg_board_dirs[d];
      gboolean seen = FALSE;

      if (board->color[q] != color)
        continue;
      for (guint i = 0; i < n_heads; i++)
        seen |= heads[i] == tg_board_chain_head (board, q);
      if (seen)
        continue;
      heads[n_heads++] = tg_board_chain_head (board, q);
      stones += tg_board_chain_size (board, q);
    }
  return stones;
}

char *
tg_game_describe_refusal (TgGame        *self,
                          TgPoint        point,
                          TgColor        color,
                          TgMoveVerdict  verdict)
{
  guint stones;

  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  switch (verdict)
    {
    case TG_MOVE_OCCUPIED:
      return g_strdup (_("Occupied: there is a stone there already"));
    case TG_MOVE_SUICIDE:
      stones = tg_board_contains (&self->board, point) ? joined_chain_size (&self->board, point, color) : 1;
      if (stones == 1)
        return g_strdup (_("Suicide: the stone would have no liberties"));
      /* Translators: a move that would leave its own group of %u stones
       * (always 2 or more) without liberties */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Suicide: these %u stones would have no liberties",
                                           "Suicide: these %u stones would have no liberties",
                                           stones),
                              stones);
    case TG_MOVE_KO:
      return g_strdup (_("Ko: play elsewhere before taking back"));
    case TG_MOVE_SUPERKO:
      return g_strdup (_("Superko: the position would repeat"));
    case TG_MOVE_OFF_BOARD:
      return g_strdup (_("Off the board"));
    case TG_MOVE_GAME_OVER:
      return g_strdup (_("The game is over"));
    case TG_MOVE_OK:
    default:
      return NULL;
    }
}

/* Legality of @color at @point (not a pass) on the board at the cursor,
 * whatever the phase. */
static TgMoveVerdict
position_verdict (TgGame  *self,
                  TgPoint  point,
                  TgColor  color)
{
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
  return position_verdict (self, point, color);
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
