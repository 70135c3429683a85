/* tg-sgf-reader.c: SGF bytes → TgGameTree, with warnings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An iterative parser: an explicit stack of open '(' replaces recursion.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader.h"

G_DEFINE_QUARK (tg-sgf-error-quark, tg_sgf_error)

void
tg_sgf_warning_free (TgSgfWarning *warning)
{
  if (warning == NULL)
    return;
  g_free (warning->message);
  g_free (warning);
}

void
tg_sgf_document_free (TgSgfDocument *doc)
{
  if (doc == NULL)
    return;
  g_clear_pointer (&doc->tree, tg_game_tree_unref);
  g_clear_pointer (&doc->warnings, g_ptr_array_unref);
  g_free (doc->encoding);
  g_free (doc->encoding_reason);
  g_clear_pointer (&doc->raw, g_bytes_unref);
  g_free (doc);
}

typedef struct
{
  const char *start;
  const char *pos;
  const char *end;
} Scanner;

static void
location (Scanner    *s,
          const char *at,
          guint      *line,
          guint      *column)
{
  *line = 1;
  *column = 1;
  for (const char *p = s->start; p < at; p++)
    {
      if (*p == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if (((guchar) *p & 0xc0) != 0x80)
        (*column)++;
    }
}

static void
fail (Scanner     *s,
      const char  *at,
      GError     **error,
      const char  *message)
{
  guint line, column;

  location (s, at, &line, &column);
  g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_SYNTAX, "%u:%u: %s", line, column, message);
}

static TgGameTree *
parse (Scanner  *s,
       GError  **error)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (TgNode));
  TgPropsBuilder *props = tg_props_builder_new ();
  TgNode current = TG_NODE_NONE;    /* last node of the open sequence */
  TgNode pending = TG_NODE_NONE;    /* node whose properties are being read */
  gboolean ok = FALSE;
  const char *p = s->pos;

  /* Skip junk before the first "(;" */
  while (p < s->end && *p != '(')
    p++;
  if (p >= s->end)
    {
      fail (s, s->end, error, _("No game tree: the file has no “(”"));
      goto out;
    }

  while (p < s->end)
    {
      char c = *p;

      if (c == '(')
        {
          if (pending != TG_NODE_NONE)
            tg_game_tree_set_props (tree, pending, props);
          pending = TG_NODE_NONE;
          g_array_append_val (stack, current);
          p++;
        }
      else if (c == ')')
        {
          if (stack->len == 0)
            break;   /* junk after the last tree */
          if (pending != TG_NODE_NONE)
            tg_game_tree_set_props (tree, pending, props);
          pending = TG_NODE_NONE;
          current = g_array_index (stack, TgNode, stack->len - 1);
          g_array_set_size (stack, stack->len - 1);
          p++;
          if (stack->len == 0)
            {
              /* Between games: skip to the next "(". */
              while (p < s->end && *p != '(')
                p++;
            }
        }
      else if (c == ';')
        {
          if (stack->len == 0)
            {
              p++;
              continue;
            }
          if (pending != TG_NODE_NONE)
            tg_game_tree_set_props (tree, pending, props);
          if (current == TG_NODE_NONE)
            pending = tg_game_tree_add_game (tree);
          else
            pending = tg_game_tree_append_child (tree, current);
          current = pending;
          p++;
        }
      else if (g_ascii_isalpha (c))
        {
          char id[64];
          gsize id_len = 0;

          while (p < s->end && g_ascii_isalpha (*p))
            {
              if (g_ascii_isupper (*p) && id_len < sizeof id - 1)
                id[id_len++] = *p;
              p++;
            }
          while (p < s->end && g_ascii_isspace (*p))
            p++;
          if (p >= s->end || *p != '[')
            {
              fail (s, p, error, _("A property name must be followed by a value in “[ ]”"));
              goto out;
            }
          if (pending == TG_NODE_NONE)
            {
              /* Properties before any ';' (Sina's dialect): start a node. */
              if (current == TG_NODE_NONE)
                pending = tg_game_tree_add_game (tree);
              else
                pending = tg_game_tree_append_child (tree, current);
              current = pending;
            }
          tg_props_builder_begin (props, id, id_len);
          while (p < s->end && *p == '[')
            {
              const char *v = ++p;

              while (p < s->end && *p != ']')
                {
                  if (*p == '\\' && p + 1 < s->end)
                    p++;
                  p++;
                }
              if (p >= s->end)
                {
                  fail (s, v - 1, error, _("A value is not closed with “]”"));
                  goto out;
                }
              tg_props_builder_add_value (props, v, p - v);
              p++;
              while (p < s->end && g_ascii_isspace (*p))
                p++;
            }
        }
      else
        p++;
    }

  if (stack->len > 0)
    {
      fail (s, s->end, error, _("The file ends inside a game tree: a “)” is missing"));
      goto out;
    }
  if (pending != TG_NODE_NONE)
    tg_game_tree_set_props (tree, pending, props);
  if (tg_game_tree_get_n_games (tree) == 0)
    {
      fail (s, s->end, error, _("No game tree: the file has no “(;”"));
      goto out;
    }
  ok = TRUE;

out:
  tg_props_builder_free (props);
  return ok ? g_steal_pointer (&tree) : NULL;
}

TgSgfDocument *
tg_sgf_read (const char  *data,
             gsize        len,
             const char  *encoding,
             GError     **error)
{
  g_autoptr(TgSgfDocument) doc = g_new0 (TgSgfDocument, 1);
  g_autofree char *converted = NULL;
  const char *text = data;
  gsize text_len = len;
  Scanner s;

  doc->raw = g_bytes_new (data, len);
  doc->warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_sgf_warning_free);

  if (!g_utf8_validate_len (data, len, NULL))
    {
      converted = g_convert (data, len, "UTF-8", encoding ? encoding : "ISO-8859-1",
                             NULL, &text_len, error);
      if (converted == NULL)
        return NULL;
      text = converted;
      doc->encoding = g_strdup (encoding ? encoding : "ISO-8859-1");
    }
  else
    doc->encoding = g_strdup ("UTF-8");

  s.start = s.pos = text;
  s.end = text + text_len;
  doc->tree = parse (&s, error);
  if (doc->tree == NULL)
    return NULL;
  return g_steal_pointer (&doc);
}

TgSgfDocument *
tg_sgf_read_file (const char  *path,
                  const char  *encoding,
                  GError     **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  return tg_sgf_read (data, len, encoding, error);
}
