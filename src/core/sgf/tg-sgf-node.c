/* tg-sgf-node.c: the node being read, and how it is stored
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader-private.h"

void
_tg_sgf_set_value (TgSgfParser *parser,
                   TgSgfValue  *value,
                   const char  *text)
{
  char *copy = g_strdup (text);

  g_ptr_array_add (parser->scratch, copy);
  value->ptr = copy;
  value->len = strlen (copy);
}

gint
_tg_sgf_find_prop (TgSgfParser *parser,
                   const char  *id)
{
  for (guint i = 0; i < parser->n_props; i++)
    if (!parser->props[i].dropped && strcmp (parser->props[i].id, id) == 0)
      return i;
  return -1;
}

void
_tg_sgf_store_props (TgSgfParser *p,
                     TgNode       node)
{
  TgPropsBuilder *b = p->builder;

  for (guint i = 0; i < p->n_props; i++)
    {
      TgSgfProp *prop = &p->props[i];

      if (prop->dropped)
        continue;
      tg_props_builder_begin (b, prop->id, prop->id_len);
      for (guint k = 0; k < prop->n; k++)
        {
          const TgSgfValue *v = &p->values[prop->first + k];
          tg_props_builder_add_value (b, v->ptr, v->len);
        }
    }
  tg_game_tree_set_props (p->tree, node, b);
}

/* Sina's dialect has no ';' before the root properties; its records are
 * recognised by root properties no FF[4] program writes. */
gboolean
_tg_sgf_is_sina_dialect (TgSgfParser *p)
{
  return _tg_sgf_find_prop (p, "RD") >= 0 || _tg_sgf_find_prop (p, "TE") >= 0;
}

guint
_tg_sgf_live_props (TgSgfParser *p)
{
  guint n = 0;

  for (guint i = 0; i < p->n_props; i++)
    n += !p->props[i].dropped;
  return n;
}

/* Nodes without properties that ended up leaves (their variations were
 * empty, or their last node dropped) are dropped, children before
 * parents, so what is written reads back as the same tree. */
void
_tg_sgf_drop_empty_leaves (TgSgfParser *p)
{
  for (guint i = p->empty_nodes->len; i > 0; i--)
    {
      TgSgfEmptyNode *e = &g_array_index (p->empty_nodes, TgSgfEmptyNode, i - 1);

      if (tg_game_tree_get_first_child (p->tree, e->node) != TG_NODE_NONE ||
          tg_game_tree_get_n_props (p->tree, e->node) != 0)
        continue;
      _tg_sgf_warn (p->ctx, e->offset, _("An empty node at the end of a variation was dropped"));
      tg_game_tree_remove_subtree (p->tree, e->node);
    }
}

/* Sina's dialect: properties after a variation belong to the node the
 * variation hangs from. Adds them to that stored node. */
void
_tg_sgf_store_late_props (TgSgfParser *p,
                          TgNode       node)
{
  for (guint i = 0; i < p->n_props; i++)
    {
      TgSgfProp *prop = &p->props[i];
      const char *old;

      if (prop->dropped || prop->n == 0)
        continue;
      old = tg_game_tree_get_value (p->tree, node, prop->id);
      if (old != NULL && (strcmp (prop->id, "C") == 0 || strcmp (prop->id, "GC") == 0))
        {
          g_autofree char *value = g_strndup (p->values[prop->first].ptr, p->values[prop->first].len);
          g_autofree char *joined = g_strconcat (old, "\n\n", value, NULL);

          tg_game_tree_set_value (p->tree, node, prop->id, joined);
        }
      else if (old == NULL || !tg_game_tree_has_prop (p->tree, node, prop->id))
        for (guint k = 0; k < prop->n; k++)
          {
            g_autofree char *value = g_strndup (p->values[prop->first + k].ptr,
                                                p->values[prop->first + k].len);
            tg_game_tree_add_value (p->tree, node, prop->id, value);
          }
      else
        _tg_sgf_warn (p->ctx, prop->offset,
                      _("%s given twice in one node; the second one was dropped"), prop->id);
    }
}

/* Ends the node being read: checks it and stores it, or drops it when it
 * is an empty node at the end of a variation. */
