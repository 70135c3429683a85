/* tg-sgf-parser.c: UTF-8 SGF text → TgGameTree
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One pass over the text with an explicit stack of open '(' (no
 * recursion). The properties of a node are collected as pointers into
 * the text; when the node ends they are checked (tg-sgf-checks.c) and
 * stored through one reused TgPropsBuilder. The hot loop looks values up
 * with memchr and classifies characters with a table.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader-private.h"

typedef TgSgfFrame Frame;

enum
{
  C_OTHER, C_SPACE, C_OPEN, C_CLOSE, C_SEMI, C_LBRACKET, C_UPPER, C_LOWER
};

static const guint8 char_class[256] = {
  [' '] = C_SPACE, ['\t'] = C_SPACE, ['\n'] = C_SPACE, ['\r'] = C_SPACE,
  ['\v'] = C_SPACE, ['\f'] = C_SPACE,
  ['('] = C_OPEN, [')'] = C_CLOSE, [';'] = C_SEMI, ['['] = C_LBRACKET,
  ['A' ... 'Z'] = C_UPPER, ['a' ... 'z'] = C_LOWER,
};

typedef enum
{
  END_BY_NODE,         /* ';': the node gets a child */
  END_BY_OPEN,         /* '(': the node gets children */
  END_BY_CLOSE,        /* ')' */
  END_BY_EOF,
} NodeEnd;

#define TOP(p) (&g_array_index ((p)->stack, Frame, (p)->stack->len - 1))


static void
node_reset (TgSgfParser *p)
{
  p->n_props = 0;
  p->n_values = 0;
  p->node_no_semicolon = FALSE;
  p->node_reopen = TG_NODE_NONE;
  p->node_promote = FALSE;
  if (p->scratch->len > 0)
    g_ptr_array_set_size (p->scratch, 0);
}

static inline TgSgfProp *
add_prop (TgSgfParser *p,
          const char  *id,
          guint        id_len,
          gsize        offset)
{
  TgSgfProp *prop;

  if (p->n_props == p->props_alloc)
    {
      p->props_alloc = MAX (16, p->props_alloc * 2);
      p->props = g_renew (TgSgfProp, p->props, p->props_alloc);
    }
  prop = &p->props[p->n_props++];
  for (guint i = 0; i < id_len; i++)
    prop->id[i] = id[i];
  prop->id[id_len] = '\0';
  prop->id_len = id_len;
  prop->dropped = FALSE;
  prop->first = p->n_values;
  prop->n = 0;
  prop->offset = offset;
  return prop;
}

static inline void
add_value (TgSgfParser *p,
           const char  *ptr,
           gsize        len,
           gsize        offset)
{
  TgSgfValue *v;

  if (G_UNLIKELY (p->n_values == p->values_alloc))
    {
      p->values_alloc = MAX (32, p->values_alloc * 2);
      p->values = g_renew (TgSgfValue, p->values, p->values_alloc);
    }
  v = &p->values[p->n_values++];
  v->ptr = ptr;
  v->len = len;
  v->offset = offset;
}

static inline gboolean
is_move_on_board (TgSgfParser      *p,
                  const TgSgfValue *v)
{
  guint x, y;

  if (v->len == 0)
    return TRUE;
  if (v->len != 2 || v->ptr[0] < 'a' || v->ptr[0] > 'z' || v->ptr[1] < 'a' || v->ptr[1] > 'z')
    return FALSE;
  x = v->ptr[0] - 'a';
  y = v->ptr[1] - 'a';
  return x < p->width && y < p->height;
}

/* A node without properties left at the end of a variation (@how is
 * its close or the end of the file) is dropped with a warning; returns
 * whether it was. */
static gboolean
drop_empty_node (TgSgfParser *p,
                 NodeEnd      how)
{
  if (how != END_BY_CLOSE && how != END_BY_EOF)
    return FALSE;
  _tg_sgf_warn (p->ctx, p->node_offset, _("An empty node at the end of a variation was dropped"));
  node_reset (p);
  return TRUE;
}

/* The checks of a node before it is stored: a root starts a game (and
 * may be Sina's dialect without “;”); the common node, one move on the
 * board, needs none. */
static void
check_new_node (TgSgfParser *p,
                gboolean     is_root)
{
  if (is_root)
    {
      p->game = tg_game_tree_get_n_games (p->tree);
      p->width = p->height = 19;
    }
  if (p->node_no_semicolon)
    {
      if (is_root && (p->sina = _tg_sgf_is_sina_dialect (p)))
        _tg_sgf_warn (p->ctx, p->node_offset,
                      _("No “;” before the root properties (Sina's dialect); read as the root node"));
      else
        _tg_sgf_error (p->ctx, p->node_offset, TG_SGF_ERROR_SYNTAX,
                       _("A game tree must start with a node: “(” must be followed by “;”"));
    }
  if (is_root)
    _tg_sgf_fix_dialect_root (p);
  if (is_root || p->n_props != 1 || p->props[0].id_len != 1 || p->props[0].n != 1 ||
      (p->props[0].id[0] != 'B' && p->props[0].id[0] != 'W') ||
      !is_move_on_board (p, &p->values[p->props[0].first]))
    _tg_sgf_check_node (p, is_root);
}

/* Adds the node read to the tree, after @parent (a new game when there
 * is none); an @empty one is looked at again at the end. */
static void
store_node (TgSgfParser *p,
            Frame       *f,
            TgNode       parent,
            gboolean     empty)
{
  TgNode node = parent == TG_NODE_NONE ? tg_game_tree_add_game (p->tree)
                                       : tg_game_tree_append_child (p->tree, parent);

  _tg_sgf_note_node (p->ctx, node, p->node_offset);
  _tg_sgf_note_repaired_variation (p, parent);
  if (p->node_promote)
    tg_game_tree_move_child (p->tree, node, 0);
  _tg_sgf_store_props (p, node);
  if (empty)
    {
      TgSgfEmptyNode e = { node, p->node_offset };
      g_array_append_val (p->empty_nodes, e);
    }
  f->last = node;
  f->n_nodes++;
  node_reset (p);
}

static void
end_node (TgSgfParser *p,
          NodeEnd      how)
{
  Frame *f;
  TgNode parent;
  gboolean is_root, empty = FALSE;

  if (!p->node_open)
    return;
  f = TOP (p);
  parent = f->last != TG_NODE_NONE ? f->last : f->attach;
  is_root = parent == TG_NODE_NONE;
  p->node_open = FALSE;

  if (p->node_reopen != TG_NODE_NONE)
    {
      _tg_sgf_check_node (p, FALSE);
      if (p->node_reopen != TG_SGF_LEFT_OUT)
        _tg_sgf_store_late_props (p, p->node_reopen);
      node_reset (p);
      return;
    }
  if (p->n_props == 0 && !is_root && drop_empty_node (p, how))
    return;

  check_new_node (p, is_root);
  /* Empty once checked: dropped at the end of a variation; elsewhere
   * kept for now (it may have children). */
  if (!is_root && p->n_props > 0 && _tg_sgf_live_props (p) == 0)
    {
      if (drop_empty_node (p, how))
        return;
      empty = TRUE;
    }
  else if (!is_root && p->n_props == 0)
    empty = TRUE;

  if (p->not_go)
    {
      /* A game of another kind: read, but not stored. */
      f->last = TG_SGF_LEFT_OUT;
      f->n_nodes++;
      node_reset (p);
      return;
    }
  store_node (p, f, parent, empty);
}

static void
open_node (TgSgfParser *p,
           gsize        offset)
{
  p->node_open = TRUE;
  p->node_offset = offset;
}

/* Tokens ------------------------------------------------------------------ */

/* Reads the values after an identifier (or a stray '['); returns where
 * the parse continues. */
static const char *
read_values (TgSgfParser *p,
             const char  *s,
             gboolean     keep)
{
  const char *text = p->ctx->text;
  const char *end = text + p->ctx->len;

  while (s < end && *s == '[')
    {
      const char *v = s + 1;
      const char *close = NULL, *bs = NULL;
      const char *lim = v + MIN ((gsize) (end - v), 24);
      const char *q;

      /* Short values (points, numbers) by hand, long ones with memchr. */
      for (q = v; q < lim && *q != ']' && *q != '\\'; q++)
        ;
      if (q < lim)
        {
          if (*q == ']')
            close = q;
          else
            bs = q;
        }
      else if ((close = memchr (q, ']', end - q)) != NULL)
        bs = memchr (q, '\\', close - q);

      if (bs != NULL)
        {
          /* Escapes: walk from the first backslash. */
          q = bs;

          close = NULL;
          while (q < end)
            {
              if (*q == '\\')
                q += 2;
              else if (*q == ']')
                {
                  close = q;
                  break;
                }
              else
                q++;
            }
        }
      if (close == NULL)
        {
          /* The file was cut inside this value: what is before it is
           * read, the cut value is not (half a move is no move). */
          _tg_sgf_warn (p->ctx, s - text,
                        _("The file ends inside this value (cut short?): the value was "
                          "dropped, everything before it was read"));
          keep = FALSE;
          close = end;
        }
      if (keep)
        add_value (p, v, close - v, s - text);
      s = close < end ? close + 1 : end;
      while (s < end && char_class[(guchar) *s] == C_SPACE)
        s++;
    }
  return s;
}

/* Counts the values of the property just read; one left without any
 * (its only value cut off by the end of the file) is taken back. */
static inline const char *
end_property (TgSgfParser *p,
              const char  *s)
{
  TgSgfProp *prop = &p->props[p->n_props - 1];

  prop->n = p->n_values - prop->first;
  if (G_UNLIKELY (prop->n == 0))
    p->n_props--;
  return s;
}

/* The name of a property at @s: its upper-case letters into @id (at most
 * TG_SGF_ID_MAX; *too_long when there were more), whether lower-case
 * letters were mixed in (FF[3]); returns where the name and the spaces
 * after it end. */
static const char *
scan_property_name (const char *s,
                    const char *end,
                    char       *id,
                    guint      *n,
                    gboolean   *lower,
                    gboolean   *too_long)
{
  for (; s < end; s++)
    {
      guint8 c = char_class[(guchar) *s];

      if (c == C_UPPER)
        {
          if (*n < TG_SGF_ID_MAX)
            id[(*n)++] = *s;
          else
            *too_long = TRUE;
        }
      else if (c == C_LOWER)
        *lower = TRUE;
      else
        break;
    }
  while (s < end && char_class[(guchar) *s] == C_SPACE)
    s++;
  return s;
}

/* Warns about the text from @start to @s that is not a property: words
 * without a value, or a name that is not one. Returns where the parse
 * goes on (after the values of a dropped property). */
static const char *
drop_bad_property (TgSgfParser *p,
                   const char  *start,
                   const char  *s,
                   guint        n,
                   gboolean     too_long)
{
  const char *text = p->ctx->text;
  const char *end = text + p->ctx->len;
  g_autofree char *word = g_strndup (start, MIN ((gsize) (s - start), 40));

  g_strchomp (word);
  if (s >= end || *s != '[')
    {
      if (n == 0)
        _tg_sgf_warn (p->ctx, start - text, _("Unexpected text “%s” ignored"), word);
      else
        _tg_sgf_warn (p->ctx, start - text, _("The property “%s” has no value; it was dropped"), word);
      return s;
    }
  if (too_long)
    _tg_sgf_warn (p->ctx, start - text,
                  _("The property name “%.*s…” is longer than %u letters; the property was dropped"),
                  12, start, TG_SGF_ID_MAX);
  else
    _tg_sgf_warn (p->ctx, start - text,
                  _("“%s” is not a property name (FF[4] names are upper-case); "
                    "the property was dropped"), word);
  return read_values (p, s, FALSE);
}

/* A property outside a node (no “;” before it): the root without its
 * “;”, Sina's dialect, or a syntax error; opens the node it goes into. */
static void
open_node_for_property (TgSgfParser *p,
                        const char  *start,
                        const char  *id,
                        guint        n)
{
  const char *text = p->ctx->text;
  Frame *f = TOP (p);

  if (f->last == TG_NODE_NONE && f->attach == TG_NODE_NONE && !f->had_var)
    p->node_no_semicolon = TRUE;
  else if (p->sina && f->had_var)
    {
      _tg_sgf_warn_once (p->ctx, "sina-late", start - text,
                         _("Properties after variations (Sina's dialect) were added to the "
                           "node the variations start from"));
      open_node (p, start - text);
      p->node_reopen = f->last;
    }
  else if (p->sina && f->last == TG_NODE_NONE)
    _tg_sgf_warn_once (p->ctx, "sina-var", start - text,
                       _("Variations without “;” (Sina's dialect) were read as nodes"));
  else
    _tg_sgf_error (p->ctx, start - text, TG_SGF_ERROR_SYNTAX,
                   _("The property %.*s is outside a node: a “;” is missing before it"),
                   (int) n, id);
  if (!p->node_open)
    open_node (p, start - text);
}

/* Notes once per spelling that an FF[3] name (“AddBlack”) was read as
 * its upper-case letters. */
static void
warn_old_style_name (TgSgfParser *p,
                     const char  *start,
                     const char  *s,
                     const char  *id,
                     guint        n)
{
  g_autofree char *spelling = g_strndup (start, MIN ((gsize) (s - start), 64));
  g_autofree char *key = NULL;

  p->old_style = TRUE;
  g_strchomp (spelling);
  key = g_strconcat ("id:", spelling, NULL);
  _tg_sgf_warn_once (p->ctx, key, start - p->ctx->text,
                     _("The FF[3] property name “%s” was read as %.*s"), spelling, (int) n, id);
}

static const char *
read_property (TgSgfParser *p,
               const char  *s)
{
  const char *text = p->ctx->text;
  const char *end = text + p->ctx->len;
  const char *start = s;
  char id[TG_SGF_ID_MAX + 1];
  guint n = 0;
  gboolean lower = FALSE, too_long = FALSE;

  /* The usual case: one or two upper-case letters, then '[', in a node. */
  if (G_LIKELY (p->node_open))
    {
      if (end - s >= 2 && s[1] == '[' && char_class[(guchar) s[0]] == C_UPPER)
        n = 1;
      else if (end - s >= 3 && s[2] == '[' && char_class[(guchar) s[1]] == C_UPPER &&
               char_class[(guchar) s[0]] == C_UPPER)
        n = 2;
      if (n > 0)
        {
          add_prop (p, s, n, s - text);
          return end_property (p, read_values (p, s + n, TRUE));
        }
    }

  s = scan_property_name (s, end, id, &n, &lower, &too_long);
  if (s >= end || *s != '[' || n == 0 || too_long)
    return drop_bad_property (p, start, s, n, too_long);
  if (!p->node_open)
    open_node_for_property (p, start, id, n);
  if (lower)
    warn_old_style_name (p, start, s, id, n);
  add_prop (p, id, n, start - text);
  return end_property (p, read_values (p, s, TRUE));
}

/* The parse --------------------------------------------------------------- */

static void
push_frame (TgSgfParser *p,
            TgNode       attach,
            gsize        offset)
{
  Frame f = { attach, TG_NODE_NONE, 0, FALSE, offset };

  g_array_append_val (p->stack, f);
}

/* A '(' that starts a game tree: followed by ';', by a property (Sina's
 * dialect, or a missing ';') or by another '('. */
static gboolean
starts_game (const char *s,
             const char *end)
{
  for (s++; s < end && char_class[(guchar) *s] == C_SPACE; s++)
    ;
  if (s >= end)
    return FALSE;
  if (*s == ';' || *s == '(')
    return TRUE;
  if (char_class[(guchar) *s] != C_UPPER && char_class[(guchar) *s] != C_LOWER)
    return FALSE;
  while (s < end && (char_class[(guchar) *s] == C_UPPER || char_class[(guchar) *s] == C_LOWER))
    s++;
  while (s < end && char_class[(guchar) *s] == C_SPACE)
    s++;
  return s < end && *s == '[';
}

/* Skips text outside game trees up to the next '(' that starts one, and
 * reports it. Parentheses inside that text pair up as text. */
static const char *
skip_outside (TgSgfParser *p,
              const char  *s)
{
  const char *text = p->ctx->text;
  const char *end = text + p->ctx->len;
  const char *junk = NULL;
  guint depth = 0;

  while (s < end && (*s != '(' || !starts_game (s, end)))
    {
      if (*s == '(')
        depth++;
      if (*s == ')' && depth > 0)
        depth--;
      else if (*s == ')')
        _tg_sgf_error (p->ctx, s - text, TG_SGF_ERROR_SYNTAX,
                       _("Unbalanced parentheses: this “)” closes no game tree"));
      if (junk == NULL && char_class[(guchar) *s] != C_SPACE && (*s != ')' || depth > 0))
        junk = s;
      if (p->ctx->stop)
        return end;
      s++;
    }
  if (junk != NULL)
    {
      gboolean before = tg_game_tree_get_n_games (p->tree) == 0;
      g_autofree char *sample = NULL;
      const char *e = junk;

      while (e < s && e - junk < 30 && *e != '\n' && *e != '\r')
        e = g_utf8_next_char (e);
      sample = g_strndup (junk, e - junk);
      g_strchomp (sample);
      _tg_sgf_warn (p->ctx, junk - text,
                    before ? _("Text before the first game tree was ignored: “%s…”")
                           : _("Text outside the game trees was ignored: “%s…”"), sample);
    }
  return s;
}

/* A ';': ends the node being read and starts the next, the common move
 * stored at once; a node after variations is repaired or read as the
 * dialect it belongs to says. */
static const char *
read_semicolon (TgSgfParser *p,
                const char  *s,
                const char  *end)
{
  TgSgfContext *ctx = p->ctx;
  const char *text = ctx->text;
  Frame *f = TOP (p);
  gboolean promote = FALSE;
  const char *after;

  end_node (p, END_BY_NODE);
  if (!f->had_var && (after = _tg_sgf_read_moves (p, f, s, end)) != NULL)
    return after;
  if (f->had_var && p->sina)
    {
      _tg_sgf_warn_once (ctx, "sina-continue", s - text,
                         _("The main line continues after its variations (Sina's "
                           "dialect); read as the main line"));
      promote = TRUE;
      f->had_var = FALSE;
    }
  else if (f->had_var && p->old_style)
    {
      _tg_sgf_warn_once (ctx, "old-continue", s - text,
                         _("A node after variations (as FF[3] programs wrote) was read "
                           "as one more variation"));
      f->had_var = FALSE;
      p->variation_offset = s - text;
    }
  else if (f->had_var)
    {
      _tg_sgf_error (ctx, s - text, TG_SGF_ERROR_SYNTAX,
                     _("A node cannot follow variations: “;” after “)”"));
      /* Repair: the node starts one more variation. */
      f->had_var = FALSE;
      p->variation_offset = s - text;
    }
  open_node (p, s - text);
  p->node_promote = promote;
  return s + 1;
}

/* A '(' inside a game tree: a variation. */
static void
read_open (TgSgfParser *p,
           const char  *s)
{
  Frame *f = TOP (p);

  end_node (p, END_BY_OPEN);
  if (f->last == TG_NODE_NONE)
    {
      _tg_sgf_error (p->ctx, s - p->ctx->text, TG_SGF_ERROR_SYNTAX,
                     _("A variation must start with a node: “(” follows “(”"));
      push_frame (p, f->attach, s - p->ctx->text);
    }
  else
    {
      f->had_var = TRUE;
      push_frame (p, f->last, s - p->ctx->text);
    }
}

/* A ')': ends the variation or game tree. */
static void
read_close (TgSgfParser *p)
{
  end_node (p, END_BY_CLOSE);
  _tg_sgf_note_variation (p, TOP (p));
  if (TOP (p)->n_nodes == 0)
    _tg_sgf_warn (p->ctx, TOP (p)->offset,
                  p->stack->len == 1 ? _("An empty game tree “()” was ignored")
                                     : _("An empty variation “()” was ignored"));
  g_array_set_size (p->stack, p->stack->len - 1);
}

/* Reads one token inside a game tree at @s; returns where the parse goes
 * on. @junk: the start of unexpected text being skipped, or NULL. */
static const char *
read_token (TgSgfParser *p,
            const char  *s,
            const char  *end,
            const char **junk)
{
  TgSgfContext *ctx = p->ctx;
  guint8 c = char_class[(guchar) *s];

  if (c != C_OTHER && *junk != NULL)
    {
      g_autofree char *sample = g_strndup (*junk, MIN (s - *junk, 30));

      _tg_sgf_warn (ctx, *junk - ctx->text, _("Unexpected text “%s” ignored"), sample);
      *junk = NULL;
    }

  switch (c)
    {
    case C_SPACE:
      return s + 1;
    case C_SEMI:
      return read_semicolon (p, s, end);
    case C_OPEN:
      read_open (p, s);
      return s + 1;
    case C_CLOSE:
      read_close (p);
      return s + 1;
    case C_UPPER:
    case C_LOWER:
      return read_property (p, s);
    case C_LBRACKET:
      _tg_sgf_warn (ctx, s - ctx->text, _("A value without a property name was dropped"));
      return read_values (p, s, FALSE);
    case C_OTHER:
    default:
      if (*junk == NULL)
        *junk = s;
      return g_utf8_next_char (s);
    }
}

static void
parser_init (TgSgfParser  *p,
             TgSgfContext *ctx,
             TgGameTree   *tree)
{
  gsize semicolons;

  p->ctx = ctx;
  p->tree = tree;
  p->builder = tg_props_builder_new ();
  p->stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  p->scratch = g_ptr_array_new_with_free_func (g_free);
  p->empty_nodes = g_array_new (FALSE, FALSE, sizeof (TgSgfEmptyNode));
  p->variations = g_array_new (FALSE, FALSE, sizeof (TgSgfVariation));
  p->variation_offset = G_MAXSIZE;
  p->width = p->height = 19;
  p->node_reopen = TG_NODE_NONE;

  /* Size the node array once: about one node per ';' (counted by the
   * decoder when it split the text into games). */
  semicolons = ctx->n_nodes_hint > 0 ? ctx->n_nodes_hint
                                     : tg_charset_count_byte (ctx->text, ctx->len, ';');
  tg_game_tree_reserve (tree, MIN (semicolons, G_MAXUINT32 / 8) + 16);
}

static void
parser_clear (TgSgfParser *p)
{
  tg_props_builder_free (p->builder);
  g_array_unref (p->empty_nodes);
  g_array_unref (p->variations);
  g_array_unref (p->stack);
  g_ptr_array_unref (p->scratch);
  g_free (p->props);
  g_free (p->values);
  g_free (p->not_go_value);
}

/* After the last byte: unexpected text left, a file cut short, no game
 * at all; the empty nodes that ended up leaves are dropped. */
static void
finish_parse (TgSgfParser *p,
              const char  *junk)
{
  TgSgfContext *ctx = p->ctx;
  const char *end = ctx->text + ctx->len;

  if (junk != NULL && !ctx->stop)
    {
      g_autofree char *sample = g_strndup (junk, MIN (end - junk, 30));

      _tg_sgf_warn (p->ctx, junk - ctx->text, _("Unexpected text “%s” ignored"), sample);
    }
  if (!ctx->stop && p->stack->len > 0)
    {
      /* A file cut short: everything up to the cut is read, what is
       * open is closed. */
      end_node (p, END_BY_EOF);
      _tg_sgf_note_open_variations (p);
      _tg_sgf_warn (ctx, ctx->len,
                    g_dngettext (GETTEXT_PACKAGE,
                                 "The file ends inside a game tree (cut short?): %u “)” is "
                                 "missing; everything up to here was read",
                                 "The file ends inside a game tree (cut short?): %u “)” are "
                                 "missing; everything up to here was read",
                                 p->stack->len), p->stack->len);
    }
  if (!ctx->stop && tg_game_tree_get_n_games (p->tree) == 0 && p->n_not_go > 0)
    _tg_sgf_error (ctx, p->not_go_offset, TG_SGF_ERROR_NOT_GO,
                   _("GM[%s]: this is not a record of Go (GM[1]); Tengen reads only Go"),
                   p->not_go_value);
  else if (!ctx->stop && tg_game_tree_get_n_games (p->tree) == 0)
    _tg_sgf_error (ctx, ctx->len == 0 ? G_MAXSIZE : 0, TG_SGF_ERROR_SYNTAX,
                   ctx->len == 0 ? _("The file is empty") : _("No SGF game tree found: no “(;”"));

  if (p->empty_nodes->len > 0 && (!ctx->stop || ctx->keep_going))
    _tg_sgf_drop_empty_leaves (p);
  if (!ctx->stop || ctx->keep_going)
    _tg_sgf_fix_replayed_variations (p);
}

TgGameTree *
_tg_sgf_parse (TgSgfContext *ctx)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  const char *text = ctx->text;
  const char *end = text + ctx->len;
  const char *s = text;
  const char *junk = NULL;
  const char *next_check = text;
  TgSgfParser parser = { 0 };
  TgSgfParser *p = &parser;

  parser_init (p, ctx, tree);
  while (s < end && !ctx->stop)
    {
      if (G_UNLIKELY (s >= next_check))
        {
          next_check = s + TG_SGF_CANCEL_STEP;
          if (_tg_sgf_cancelled (ctx))
            break;
        }
      if (p->stack->len == 0)
        {
          s = skip_outside (p, s);
          if (s >= end)
            break;
          push_frame (p, TG_NODE_NONE, s - text);
          p->sina = p->old_style = p->not_go = FALSE;
          s++;
          continue;
        }
      s = read_token (p, s, end, &junk);
    }
  finish_parse (p, junk);
  parser_clear (p);
  return g_steal_pointer (&tree);
}
