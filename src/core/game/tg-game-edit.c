/* tg-game-edit.c: playing and editing a TgGame's record
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-game-private.h"
#include "tg-handicap.h"

void
_tg_game_tree_changed (TgGame *self)
{
  if (!self->modified)
    {
      self->modified = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), _tg_game_properties[PROP_MODIFIED]);
    }
  g_signal_emit (self, _tg_game_signals[SIGNAL_TREE_CHANGED], 0);
}

gboolean
tg_game_get_modified (TgGame *self)
{
  return self->modified;
}

void
tg_game_set_modified (TgGame   *self,
                      gboolean  modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_game_properties[PROP_MODIFIED]);
}

/* Moves ------------------------------------------------------------------- */

static TgNode
find_child_with_move (TgGame  *self,
                      TgNode   parent,
                      TgColor  color,
                      TgPoint  point)
{
  for (TgNode c = tg_game_tree_get_first_child (self->tree, parent);
       c != TG_NODE_NONE;
       c = tg_game_tree_get_next_sibling (self->tree, c))
    {
      TgColor cc;
      TgPoint cp;

      if (tg_game_node_get_move (self, c, &cc, &cp) && cc == color && cp == point)
        return c;
    }
  return TG_NODE_NONE;
}

static void
add_move (TgGame  *self,
          TgColor  color,
          TgPoint  point)
{
  TgNode current = tg_game_get_current_node (self);
  TgNode child = find_child_with_move (self, current, color, point);

  if (child == TG_NODE_NONE)
    {
      char buf[3];

      child = tg_game_tree_append_child (self->tree, current);
      tg_game_tree_set_value (self->tree, child, color == TG_BLACK ? "B" : "W",
                              tg_point_to_sgf (point, buf));
      g_array_append_val (self->undo_stack, child);
      _tg_game_tree_changed (self);
    }
  tg_game_go_to (self, child);
}

TgMoveVerdict
tg_game_play_as (TgGame  *self,
                 TgPoint  point,
                 TgColor  color)
{
  TgMoveVerdict verdict;

  g_return_val_if_fail (TG_IS_GAME (self), TG_MOVE_GAME_OVER);

  verdict = tg_game_check_move_as (self, point, color);
  if (verdict != TG_MOVE_OK)
    return verdict;
  add_move (self, color, point);
  return TG_MOVE_OK;
}

TgMoveVerdict
tg_game_play (TgGame  *self,
              TgPoint  point)
{
  return tg_game_play_as (self, point, tg_game_get_to_play (self));
}

void
tg_game_pass (TgGame *self)
{
  TgColor color;
  guint passes;

  g_return_if_fail (TG_IS_GAME (self));
  if (self->phase != TG_PHASE_PLAYING)
    return;

  color = tg_game_get_to_play (self);
  add_move (self, color, TG_PASS);

  passes = tg_game_get_consecutive_passes (self);
  if (passes >= 2 && (!self->rules.white_passes_last || color == TG_WHITE))
    {
      _tg_game_set_phase (self, TG_PHASE_SCORING);
      g_signal_emit (self, _tg_game_signals[SIGNAL_GAME_ENDED], 0);
    }
}

static void
finish (TgGame     *self,
        const char *result)
{
  tg_game_tree_set_value (self->tree, self->root, "RE", result);
  _tg_game_tree_changed (self);
  _tg_game_set_phase (self, TG_PHASE_FINISHED);
  g_signal_emit (self, _tg_game_signals[SIGNAL_GAME_ENDED], 0);
}

void
tg_game_resign (TgGame  *self,
                TgColor  loser)
{
  g_return_if_fail (loser == TG_BLACK || loser == TG_WHITE);
  finish (self, loser == TG_BLACK ? "W+R" : "B+R");
}

void
tg_game_lose_on_time (TgGame  *self,
                      TgColor  loser)
{
  g_return_if_fail (loser == TG_BLACK || loser == TG_WHITE);
  finish (self, loser == TG_BLACK ? "W+T" : "B+T");
}

void
tg_game_set_result (TgGame     *self,
                    const char *result)
{
  g_return_if_fail (result != NULL);
  finish (self, result);
}

void
tg_game_enter_scoring (TgGame *self)
{
  _tg_game_set_phase (self, TG_PHASE_SCORING);
}

void
tg_game_resume (TgGame  *self,
                TgColor  first)
{
  _tg_game_set_phase (self, TG_PHASE_PLAYING);
  if ((first == TG_BLACK || first == TG_WHITE) && first != self->to_play)
    self->to_play_override = first;
  else
    self->to_play_override = TG_EMPTY;
  _tg_game_notify_position (self);
}

gboolean
tg_game_can_undo (TgGame *self)
{
  return self->undo_stack->len > 0 &&
         g_array_index (self->undo_stack, TgNode, self->undo_stack->len - 1) ==
         tg_game_get_current_node (self) &&
         tg_game_tree_get_first_child (self->tree, tg_game_get_current_node (self)) == TG_NODE_NONE;
}

gboolean
tg_game_undo (TgGame *self)
{
  TgNode node;

  if (!tg_game_can_undo (self))
    return FALSE;

  node = tg_game_get_current_node (self);
  g_array_set_size (self->undo_stack, self->undo_stack->len - 1);
  tg_game_back (self);
  tg_game_tree_remove_subtree (self->tree, node);
  _tg_game_set_phase (self, TG_PHASE_PLAYING);
  _tg_game_tree_changed (self);
  _tg_game_notify_position (self);
  return TRUE;
}

/* Setup and markup -------------------------------------------------------- */

static void
remove_point_from_list (TgGame     *self,
                        TgNode      node,
                        const char *id,
                        TgPoint     point)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autofree const char **values = NULL;
  g_autoptr(GPtrArray) kept = NULL;
  guint n = 0;
  gboolean found = FALSE;

  values = tg_game_tree_get_values (self->tree, node, id, &n);
  if (values == NULL)
    return;
  for (guint i = 0; i < n; i++)
    tg_point_list_from_sgf (values[i], self->width, self->height, points);

  kept = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < points->len; i++)
    {
      char buf[3];

      if (g_array_index (points, TgPoint, i) == point)
        {
          found = TRUE;
          continue;
        }
      g_ptr_array_add (kept, g_strdup (tg_point_to_sgf (g_array_index (points, TgPoint, i), buf)));
    }
  if (found)
    tg_game_tree_set_values (self->tree, node, id, (const char *const *) kept->pdata, kept->len);
}

void
tg_game_set_setup_stone (TgGame  *self,
                         TgPoint  point,
                         TgColor  color)
{
  TgNode node = tg_game_get_current_node (self);
  TgBoard before;
  char buf[3];

  g_return_if_fail (tg_point_is_on_board (point, self->width, self->height));

  if (tg_game_tree_has_prop (self->tree, node, "B") || tg_game_tree_has_prop (self->tree, node, "W"))
    {
      node = tg_game_tree_append_child (self->tree, node);
      tg_game_go_to (self, node);
    }

  remove_point_from_list (self, node, "AB", point);
  remove_point_from_list (self, node, "AW", point);
  remove_point_from_list (self, node, "AE", point);

  if (node == self->root)
    tg_board_init (&before, self->width, self->height);
  else
    tg_game_compute_board (self, tg_game_tree_get_parent (self->tree, node), &before);

  if (tg_board_get (&before, point) != color)
    tg_game_tree_add_value (self->tree, node,
                            color == TG_BLACK ? "AB" : color == TG_WHITE ? "AW" : "AE",
                            tg_point_to_sgf (point, buf));

  _tg_game_refresh_from (self, self->path->len - 1);
  _tg_game_tree_changed (self);
  _tg_game_notify_position (self);
}

static gboolean
has_begun (TgGame *self)
{
  static const char *const setup[] = { "AB", "AW", "AE", "HA" };

  if (tg_game_tree_get_first_child (self->tree, self->root) != TG_NODE_NONE ||
      self->handicap != 0)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
    if (tg_game_tree_has_prop (self->tree, self->root, setup[i]))
      return TRUE;
  return FALSE;
}

gboolean
tg_game_place_handicap (TgGame         *self,
                        const TgPoint  *points,
                        guint           n,
                        GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *ha = g_strdup_printf ("%u", n);
  char buf[3];

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (has_begun (self))
    {
      g_set_error_literal (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP,
                           _("Handicap stones go on the empty board before the first move"));
      return FALSE;
    }
  if (n < 2 || !tg_handicap_validate_free (self->width, self->height, points, n, &local_error))
    {
      g_set_error_literal (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP,
                           local_error != NULL ? local_error->message
                           : _("A handicap needs at least two stones"));
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (values, g_strdup (tg_point_to_sgf (points[i], buf)));
  tg_game_tree_set_value (self->tree, self->root, "HA", ha);
  tg_game_tree_set_values (self->tree, self->root, "AB",
                           (const char *const *) values->pdata, values->len);
  tg_game_tree_set_value (self->tree, self->root, "PL", "W");
  self->handicap = n;
  _tg_game_refresh_from (self, 0);
  _tg_game_tree_changed (self);
  _tg_game_notify_position (self);
  return TRUE;
}

void
tg_game_set_node_values (TgGame            *self,
                         const char        *id,
                         const char *const *values,
                         guint              n_values)
{
  tg_game_tree_set_values (self->tree, tg_game_get_current_node (self), id, values, n_values);
  _tg_game_refresh_from (self, self->path->len - 1);
  _tg_game_tree_changed (self);
  _tg_game_notify_position (self);
}

char *
tg_game_get_comment (TgGame *self)
{
  return tg_game_tree_get_text (self->tree, tg_game_get_current_node (self), "C");
}

void
tg_game_set_comment (TgGame     *self,
                     const char *text)
{
  g_autofree char *old = tg_game_get_comment (self);

  if (g_strcmp0 (old, text) == 0 || ((old == NULL || !*old) && (text == NULL || !*text)))
    return;
  tg_game_tree_set_text (self->tree, tg_game_get_current_node (self), "C", text);
  _tg_game_tree_changed (self);
}

char *
tg_game_get_info (TgGame     *self,
                  const char *id)
{
  return tg_game_tree_get_text (self->tree, self->root, id);
}

void
tg_game_set_info (TgGame     *self,
                  const char *id,
                  const char *text)
{
  g_autofree char *old = tg_game_get_info (self, id);

  if (g_strcmp0 (old, text) == 0)
    return;
  tg_game_tree_set_text (self->tree, self->root, id, text);
  _tg_game_tree_changed (self);
}

gboolean
tg_game_delete_node (TgGame *self)
{
  TgNode node = tg_game_get_current_node (self);

  if (node == self->root)
    return FALSE;
  tg_game_back (self);
  tg_game_tree_remove_subtree (self->tree, node);
  for (guint i = 0; i < self->undo_stack->len; )
    if (!tg_game_tree_contains (self->tree, g_array_index (self->undo_stack, TgNode, i)))
      g_array_remove_index (self->undo_stack, i);
    else
      i++;
  _tg_game_tree_changed (self);
  _tg_game_notify_position (self);
  return TRUE;
}

void
tg_game_promote_to_main_line (TgGame *self)
{
  gboolean changed = FALSE;

  for (guint i = 1; i < self->path->len; i++)
    {
      TgNode n = g_array_index (self->path, TgNode, i);

      if (tg_game_tree_get_child_index (self->tree, n) != 0)
        {
          tg_game_tree_move_child (self->tree, n, 0);
          changed = TRUE;
        }
    }
  if (changed)
    {
      _tg_game_tree_changed (self);
      _tg_game_notify_position (self);
    }
}
