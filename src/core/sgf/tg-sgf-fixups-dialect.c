/* tg-sgf-fixups-dialect.c: the SGF that Chinese sites write
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sina and other Chinese sites write records that break SGF in two
 * ways that this file repairs, each with a warning:
 *
 * - The root carries the event in TE[] (in SGF, the “tesuji” mark of a
 *   move, whose values are 1 and 2) and the date in RD[]: a TE with any
 *   other value on the root is the event (EV), and then, or in Sina's
 *   dialect, RD is the date (DT, written as SGF writes dates).
 * - Each variation repeats the game from move 1 before its alternative.
 *   A variation whose moves replay the game from its first move (the
 *   moves on the board where it hangs, and perhaps more of the main line
 *   after them) is moved to where it first differs, without the moves it
 *   repeats; what its leading nodes without a move held (RN[], PT[])
 *   goes to its first new node.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-reader-private.h"

/* Root: TE and RD --------------------------------------------------------- */

static gboolean
is_tesuji_value (TgSgfParser *p,
                 TgSgfProp   *prop)
{
  g_autofree char *text = _tg_sgf_value_text (p, prop);

  return *text == '\0' || strcmp (text, "1") == 0 || strcmp (text, "2") == 0;
}

/* "2009-8-29" → "2009-08-29"; other text is kept as it is. */
static char *
sgf_date (const char *text)
{
  guint y, m, d;
  int n = 0;

  if (sscanf (text, "%4u-%2u-%2u%n", &y, &m, &d, &n) == 3 && text[n] == '\0' && y >= 1000 &&
      m >= 1 && m <= 12 && d >= 1 && d <= 31)
    return g_strdup_printf ("%04u-%02u-%02u", y, m, d);
  return g_strdup (text);
}

static void
rename_prop (TgSgfProp  *prop,
             const char *id)
{
  g_strlcpy (prop->id, id, sizeof prop->id);
  prop->id_len = strlen (id);
}

void
_tg_sgf_fix_dialect_root (TgSgfParser *p)
{
  gint te = _tg_sgf_find_prop (p, "TE"), rd = _tg_sgf_find_prop (p, "RD");
  gboolean event = te >= 0 && p->props[te].n > 0 && !is_tesuji_value (p, &p->props[te]);

  if (event && _tg_sgf_find_prop (p, "EV") < 0)
    {
      g_autofree char *text = _tg_sgf_value_text (p, &p->props[te]);

      _tg_sgf_warn (p->ctx, p->props[te].offset,
                    _("TE[%s] on the root is the event, as Chinese sites write it; read as EV"),
                    text);
      rename_prop (&p->props[te], "EV");
    }
  if (rd >= 0 && (event || p->sina) && p->props[rd].n > 0 &&
      _tg_sgf_find_prop (p, "DT") < 0)
    {
      g_autofree char *text = _tg_sgf_value_text (p, &p->props[rd]);
      g_autofree char *date = sgf_date (text);

      _tg_sgf_warn (p->ctx, p->props[rd].offset,
                    _("RD[%s] is the date, as Chinese sites write it; read as DT"), text);
      rename_prop (&p->props[rd], "DT");
      if (strcmp (date, text) != 0)
        _tg_sgf_replace_value (p, &p->props[rd], date);
    }
}

/* Variations that replay the game ----------------------------------------- */

static void
note (TgSgfParser *p,
      TgNode       attach,
      gsize        offset)
{
  TgSgfVariation v;
  guint n = tg_game_tree_get_n_children (p->tree, attach);

  if (n == 0)
    return;
  /* The variation just read is its parent's last child. */
  v.first = tg_game_tree_get_nth_child (p->tree, attach, n - 1);
  v.offset = offset;
  g_array_append_val (p->variations, v);
}

void
_tg_sgf_note_variation (TgSgfParser *p,
                        TgSgfFrame  *f)
{
  if (f->n_nodes > 0 && f->attach != TG_NODE_NONE && f->attach != TG_SGF_LEFT_OUT)
    note (p, f->attach, f->offset);
}

void
_tg_sgf_note_open_variations (TgSgfParser *p)
{
  for (guint i = p->stack->len; i > 0; i--)
    _tg_sgf_note_variation (p, &g_array_index (p->stack, TgSgfFrame, i - 1));
}

void
_tg_sgf_note_repaired_variation (TgSgfParser *p,
                                 TgNode       parent)
{
  if (p->variation_offset != G_MAXSIZE && parent != TG_NODE_NONE)
    note (p, parent, p->variation_offset);
  p->variation_offset = G_MAXSIZE;
}

/* The move of @node as "Bpd" (a pass "B"), or FALSE when it has none or
 * more than a move (such a node is not a mere repetition). */
static gboolean
move_of (TgGameTree *tree,
         TgNode      node,
         char        out[4],
         gboolean   *only_move)
{
  const char *b = tg_game_tree_get_value (tree, node, "B");
  const char *w = tg_game_tree_get_value (tree, node, "W");

  if ((b == NULL) == (w == NULL))
    return FALSE;
  g_snprintf (out, 4, "%c%.2s", b != NULL ? 'B' : 'W', b != NULL ? b : w);
  *only_move = tg_game_tree_get_n_props (tree, node) == 1;
  return TRUE;
}

/* The nodes with a move from the game's root to @attach, then down the
 * main line after it. */
static GArray *
game_line (TgGameTree *tree,
           TgNode      attach,
           TgNode      skip)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  GArray *line = g_array_new (FALSE, FALSE, sizeof (TgNode));
  char move[4];
  gboolean only;

  tg_game_tree_get_path (tree, attach, path);
  for (guint i = 0; i < path->len; i++)
    if (move_of (tree, g_array_index (path, TgNode, i), move, &only))
      g_array_append_val (line, g_array_index (path, TgNode, i));
  for (TgNode n = tg_game_tree_get_first_child (tree, attach); n != TG_NODE_NONE && n != skip;
       n = tg_game_tree_get_first_child (tree, n))
    if (move_of (tree, n, move, &only))
      g_array_append_val (line, n);
  return line;
}

/* Gives @to the properties of @from that it does not have. */
static void
carry_props (TgGameTree *tree,
             TgNode      from,
             TgNode      to)
{
  TgPropIter it;
  const char *id;
  guint n;

  tg_prop_iter_init (&it, tree, from);
  while (tg_prop_iter_next (&it, &id, &n))
    {
      g_autofree const char **values = g_new0 (const char *, n + 1);
      g_autofree char *name = g_strdup (id);

      for (guint i = 0; i < n; i++)
        values[i] = tg_prop_iter_next_value (&it, NULL);
      if (!tg_game_tree_has_prop (tree, to, name))
        tg_game_tree_set_values (tree, to, name, values, n);
    }
}

/* Repairs the variation that starts at @first if it replays the game;
 * returns what now hangs where it first differs (itself a variation that
 * may replay the game again), or TG_NODE_NONE. */
static TgNode
fix_variation (TgSgfParser *p,
               TgNode       first,
               gsize        offset)
{
  TgGameTree *tree = p->tree;
  TgNode parent, n, differs = TG_NODE_NONE, at;
  g_autoptr(GArray) line = NULL;
  guint matched = 0, index;
  char move[4], want[4];
  gboolean only, lead = TRUE;

  if (!tg_game_tree_contains (tree, first) || tg_game_tree_get_child_index (tree, first) == 0)
    return TG_NODE_NONE;
  parent = tg_game_tree_get_parent (tree, first);
  line = game_line (tree, parent, first);
  /* Down the variation's own line while it repeats the game. */
  for (n = first; n != TG_NODE_NONE; n = tg_game_tree_get_first_child (tree, n))
    {
      if (!move_of (tree, n, move, &only))
        {
          if (!lead || tg_game_tree_get_n_children (tree, n) != 1)
            break;
          continue;
        }
      lead = FALSE;
      if (matched >= line->len || !only || tg_game_tree_get_n_children (tree, n) > 1 ||
          !move_of (tree, g_array_index (line, TgNode, matched), want, &only) ||
          strcmp (move, want) != 0)
        break;
      matched++;
    }
  differs = n;
  if (matched < 2 && !(matched == 1 && line->len == 1))
    return TG_NODE_NONE;
  at = g_array_index (line, TgNode, matched - 1);
  if (differs == TG_NODE_NONE)
    {
      _tg_sgf_warn (p->ctx, offset,
                    g_dngettext (GETTEXT_PACKAGE,
                                 "This variation only repeats %u move of the game from move 1 "
                                 "(as Chinese sites write variations); it was dropped",
                                 "This variation only repeats %u moves of the game from move 1 "
                                 "(as Chinese sites write variations); it was dropped",
                                 matched), matched);
      tg_game_tree_remove_subtree (tree, first);
      return TG_NODE_NONE;
    }
  _tg_sgf_warn (p->ctx, offset,
                g_dngettext (GETTEXT_PACKAGE,
                             "This variation repeats %u move of the game from move 1 (as "
                             "Chinese sites write variations); it now starts at move %u",
                             "This variation repeats %u moves of the game from move 1 (as "
                             "Chinese sites write variations); it now starts at move %u",
                             matched), matched, matched + 1);
  /* The leading nodes' RN[], PT[] ... go with the alternative. */
  for (n = first; n != differs && !move_of (tree, n, move, &only);
       n = tg_game_tree_get_first_child (tree, n))
    carry_props (tree, n, differs);
  index = at == parent ? tg_game_tree_get_child_index (tree, first) : G_MAXUINT;
  tg_game_tree_reparent (tree, differs, at);
  tg_game_tree_remove_subtree (tree, first);
  if (index != G_MAXUINT)
    tg_game_tree_move_child (tree, differs, index);
  return differs;
}

/* The first move of the line from @node, looking at a few nodes only. */
static gboolean
first_move (TgGameTree *tree,
            TgNode      node,
            char        out[4])
{
  gboolean only;

  for (guint i = 0; i < 4 && node != TG_NODE_NONE; i++)
    {
      if (move_of (tree, node, out, &only))
        return TRUE;
      node = tg_game_tree_get_first_child (tree, node);
    }
  return FALSE;
}

static gboolean
same_first_move (TgGameTree *tree,
                 TgNode      game_start,
                 TgNode      variation)
{
  char a[4], b[4];

  return first_move (tree, game_start, a) && first_move (tree, variation, b) &&
         strcmp (a, b) == 0;
}

/* Every variation of game @root (a child after the first), in the order
 * of the file, with the place of its '(' when it was noted. */
static void
collect_variations (TgSgfParser *p,
                    TgNode       root,
                    GHashTable  *noted,
                    GArray      *out)
{
  for (TgNode n = root; n != TG_NODE_NONE; n = tg_game_tree_walk_next (p->tree, n))
    if (n != root && tg_game_tree_get_prev_sibling (p->tree, n) != TG_NODE_NONE)
      {
        gpointer offset = g_hash_table_lookup (noted, GUINT_TO_POINTER (n + 1));
        TgSgfVariation v = { n, offset != NULL ? GPOINTER_TO_SIZE (offset) - 1 : G_MAXSIZE };

        if (offset == NULL && p->ctx->node_offsets != NULL && n < p->ctx->node_offsets->len)
          v.offset = g_array_index (p->ctx->node_offsets, gsize, n);
        g_array_append_val (out, v);
      }
}

void
_tg_sgf_fix_replayed_variations (TgSgfParser *p)
{
  g_autoptr(GHashTable) noted = g_hash_table_new (NULL, NULL);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (TgSgfVariation));

  if (p->variations->len == 0)
    return;
  /* The variations noted as read give their places; the walk finds them
   * all, those the structural repairs made included. */
  for (guint i = 0; i < p->variations->len; i++)
    {
      const TgSgfVariation *v = &g_array_index (p->variations, TgSgfVariation, i);
      g_hash_table_insert (noted, GUINT_TO_POINTER (v->first + 1),
                           GSIZE_TO_POINTER (v->offset + 1));
    }
  for (guint g = 0; g < tg_game_tree_get_n_games (p->tree); g++)
    {
      TgNode root = tg_game_tree_get_root (p->tree, g);
      TgNode m1 = tg_game_tree_get_first_child (p->tree, root);

      g_array_set_size (all, 0);
      collect_variations (p, root, noted, all);
      /* Last first; each keeps its place among its siblings. A variation
       * hanging from a node of another stops the other's repeated part
       * there, so it moves with the rest and is repaired in its new
       * place. */
      for (guint i = all->len; i > 0; i--)
        {
          const TgSgfVariation *v = &g_array_index (all, TgSgfVariation, i - 1);

          /* Cheap test first: only a variation below move 1 whose line
           * starts with the game's first move is looked at closely. */
          if (!tg_game_tree_contains (p->tree, v->first) ||
              tg_game_tree_get_parent (p->tree, v->first) == root ||
              !same_first_move (p->tree, m1, v->first))
            continue;
          /* What is left may start from move 1 again (a node without a
           * move in the middle of the repetition); each round removes
           * nodes. */
          for (TgNode first = v->first; first != TG_NODE_NONE;)
            first = fix_variation (p, first, v->offset);
        }
    }
}
