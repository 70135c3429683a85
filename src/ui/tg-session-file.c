/* tg-session-file.c: what the reader said of a session's file as loaded
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-session-private.h"
#include "tg-sgf-reader.h"

/* The file as loaded ------------------------------------------------------ */

void
tg_session_set_file_report (TgSession  *self,
                            GPtrArray  *warnings,
                            const char *encoding,
                            gboolean    encoding_guessed,
                            gboolean    encoding_forced)
{
  g_return_if_fail (TG_IS_SESSION (self));

  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  self->warnings = warnings != NULL ? g_ptr_array_ref (warnings) : NULL;
  g_free (self->encoding);
  self->encoding = g_strdup (encoding);
  self->encoding_guessed = encoding_guessed;
  self->encoding_forced = encoding_forced;
}

void
tg_session_set_node_places (TgSession *self,
                            GArray    *node_places)
{
  g_return_if_fail (TG_IS_SESSION (self));

  g_clear_pointer (&self->node_places, g_array_unref);
  self->node_places = node_places != NULL ? g_array_ref (node_places) : NULL;
}

gboolean
tg_session_get_node_place (TgSession *self,
                           TgNode     node,
                           guint     *line,
                           guint     *column)
{
  const TgSgfNodePlace *place;

  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);

  if (self->node_places == NULL || node >= self->node_places->len)
    return FALSE;
  place = &g_array_index (self->node_places, TgSgfNodePlace, node);
  if (place->line == 0)
    return FALSE;
  *line = place->line;
  *column = place->column;
  return TRUE;
}

void
tg_session_set_file_utf8 (TgSession *self)
{
  g_return_if_fail (TG_IS_SESSION (self));

  self->encoding_guessed = FALSE;
  self->encoding_forced = FALSE;
}

GPtrArray *
tg_session_get_warnings (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  return self->warnings;
}

guint
tg_session_get_n_warnings (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), 0);
  return self->warnings != NULL ? self->warnings->len : 0;
}

const char *
tg_session_get_encoding (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  return self->encoding;
}

gboolean
tg_session_get_encoding_guessed (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);
  return self->encoding_guessed;
}

gboolean
tg_session_get_encoding_forced (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);
  return self->encoding_forced;
}

gboolean
tg_session_has_dimmed (TgSession *self)
{
  TgGameTree *tree;

  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  if (self->has_dimmed >= 0)
    return self->has_dimmed;
  tree = tg_game_get_tree (self->game);
  self->has_dimmed = 0;
  for (TgNode n = tg_game_get_root (self->game); n != TG_NODE_NONE; n = tg_game_tree_walk_next (tree, n))
    if (tg_game_tree_has_prop (tree, n, "DD"))
      {
        self->has_dimmed = 1;
        break;
      }
  return self->has_dimmed;
}
