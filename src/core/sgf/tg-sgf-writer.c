/* tg-sgf-writer.c: TgGameTree → canonical FF[4] SGF in UTF-8
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The walk is iterative: a stack holds, for every open variation, the
 * sibling to write after it.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-writer.h"

#define NODE_BREAK_COLUMN  60
#define PROP_BREAK_COLUMN  72

typedef struct
{
  GString *out;
  gsize    line_start;   /* offset in out of the current line */
} Writer;

static inline gsize
column (Writer *w)
{
  return w->out->len - w->line_start;
}

static void
newline (Writer *w)
{
  g_string_append_c (w->out, '\n');
  w->line_start = w->out->len;
}

static gboolean
is_identifier (const char *id)
{
  if (id == NULL || id[0] == '\0')
    return FALSE;
  for (const char *s = id; *s; s++)
    if (!g_ascii_isalpha (*s))
      return FALSE;
  return TRUE;
}

/* Writes a raw value: escapes kept, line breaks (CR, LF, CRLF, LFCR)
 * written as LF, a bare ']' escaped, a lone trailing '\' dropped. */
static void
put_value (Writer     *w,
           const char *raw,
           gsize       len)
{
  GString *out = w->out;
  const char *end = raw + len;

  g_string_append_c (out, '[');
  for (const char *s = raw; s < end; s++)
    {
      switch (*s)
        {
        case '\\':
          if (s + 1 >= end)
            break;
          s++;
          g_string_append_c (out, '\\');
          if (*s == '\n' || *s == '\r')
            {
              if (s + 1 < end && (s[1] == '\n' || s[1] == '\r') && s[1] != s[0])
                s++;
              newline (w);
            }
          else
            g_string_append_c (out, *s);
          break;
        case ']':
          g_string_append (out, "\\]");
          break;
        case '\n':
        case '\r':
          if (s + 1 < end && (s[1] == '\n' || s[1] == '\r') && s[1] != s[0])
            s++;
          newline (w);
          break;
        default:
          g_string_append_c (out, *s);
          break;
        }
    }
  g_string_append_c (out, ']');
}

static void
put_prop (Writer     *w,
          const char *id,
          TgPropIter *it,
          guint       n_values)
{
  if (column (w) >= PROP_BREAK_COLUMN)
    newline (w);
  g_string_append (w->out, id);
  for (guint i = 0; i < n_values; i++)
    {
      gsize len;
      const char *v = tg_prop_iter_next_value (it, &len);

      put_value (w, v, len);
    }
}

static gboolean
is_root_header (const char *id)
{
  return strcmp (id, "GM") == 0 || strcmp (id, "FF") == 0 || strcmp (id, "CA") == 0 ||
         strcmp (id, "AP") == 0;
}

static void
put_node (Writer     *w,
          TgGameTree *tree,
          TgNode      node,
          gboolean    root)
{
  TgPropIter it;
  const char *id;
  guint n;

  g_string_append_c (w->out, ';');
  if (root)
    g_string_append (w->out, "GM[1]FF[4]CA[UTF-8]AP[Tengen:" PACKAGE_VERSION "]");

  tg_prop_iter_init (&it, tree, node);
  while (tg_prop_iter_next (&it, &id, &n))
    {
      if (n == 0 || !is_identifier (id) || (root && is_root_header (id)))
        continue;
      put_prop (w, id, &it, n);
    }
}

static void
put_game (Writer     *w,
          TgGameTree *tree,
          TgNode      root,
          GArray     *stack)
{
  TgNode node = root;

  g_array_set_size (stack, 0);
  g_string_append_c (w->out, '(');
  put_node (w, tree, root, TRUE);
  newline (w);

  for (;;)
    {
      TgNode child = tg_game_tree_get_first_child (tree, node);

      if (child != TG_NODE_NONE)
        {
          TgNode sibling = tg_game_tree_get_next_sibling (tree, child);

          if (sibling != TG_NODE_NONE)
            {
              /* Variations: each on a new line. */
              g_array_append_val (stack, sibling);
              if (column (w) > 0)
                newline (w);
              g_string_append_c (w->out, '(');
            }
          else if (column (w) >= NODE_BREAK_COLUMN)
            newline (w);
          node = child;
          put_node (w, tree, node, FALSE);
          continue;
        }

      /* A leaf: close variations until one has a next sibling. */
      for (;;)
        {
          TgNode next;

          if (stack->len == 0)
            {
              g_string_append_c (w->out, ')');
              newline (w);
              return;
            }
          next = g_array_index (stack, TgNode, stack->len - 1);
          g_array_set_size (stack, stack->len - 1);
          g_string_append_c (w->out, ')');
          if (next != TG_NODE_NONE)
            {
              TgNode after = tg_game_tree_get_next_sibling (tree, next);

              g_array_append_val (stack, after);
              newline (w);
              g_string_append_c (w->out, '(');
              node = next;
              put_node (w, tree, node, FALSE);
              break;
            }
        }
    }
}

char *
tg_sgf_write (TgGameTree *tree,
              gsize      *len)
{
  Writer w = { NULL, 0 };
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (TgNode));
  guint n_games;

  g_return_val_if_fail (tree != NULL, NULL);

  n_games = tg_game_tree_get_n_games (tree);
  w.out = g_string_sized_new (4096);
  for (guint g = 0; g < n_games; g++)
    put_game (&w, tree, tg_game_tree_get_root (tree, g), stack);
  if (len)
    *len = w.out->len;
  return g_string_free (w.out, FALSE);
}
