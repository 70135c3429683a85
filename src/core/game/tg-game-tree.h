/* tg-game-tree.h: an SGF collection as a compact, editable tree
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgGameTree holds every game of one SGF file (a collection is a forest:
 * game i has root tg_game_tree_get_root (tree, i)). Nodes are small
 * integers (TgNode) with parent / first-child / next-sibling links; the
 * first child is the main line. Nothing here recurses, so trees may be
 * 100 000 nodes deep.
 *
 * Every node keeps its properties in their original order, unknown ones
 * included. Values are stored as they appear between '[' and ']' in an
 * SGF file (escapes included, text in UTF-8), so they can be written back
 * unchanged; tg_game_tree_get_text() and tg_game_tree_set_text() convert
 * to and from plain text. Value strings returned by the getters stay valid
 * until the tree is freed (edits store new copies; they never move old
 * ones).
 */

#pragma once

#include <glib-object.h>

#include "tg-types.h"

G_BEGIN_DECLS

typedef guint32 TgNode;

#define TG_NODE_NONE ((TgNode) G_MAXUINT32)

typedef struct _TgGameTree TgGameTree;

#define TG_TYPE_GAME_TREE (tg_game_tree_get_type ())

GType         tg_game_tree_get_type          (void) G_GNUC_CONST;
TgGameTree   *tg_game_tree_new               (void);
TgGameTree   *tg_game_tree_ref               (TgGameTree       *self);
void          tg_game_tree_unref             (TgGameTree       *self);
/* A deep copy (same node numbers). */
TgGameTree   *tg_game_tree_copy              (const TgGameTree *self);
/* Makes room for @n_nodes nodes in all, so that bulk loading does not
 * grow the node array by doubling (a hint for parsers; never shrinks). */
void          tg_game_tree_reserve           (TgGameTree       *self,
                                              guint             n_nodes);

/* Games (roots) ----------------------------------------------------------- */
guint         tg_game_tree_get_n_games       (const TgGameTree *self);
TgNode        tg_game_tree_get_root          (const TgGameTree *self,
                                              guint             game);
/* Appends a new game with an empty root node; returns the root. */
TgNode        tg_game_tree_add_game          (TgGameTree       *self);

/* Structure --------------------------------------------------------------- */
/* TRUE if @node names a node of this tree (not a removed one). */
gboolean      tg_game_tree_contains          (const TgGameTree *self,
                                              TgNode            node);
guint         tg_game_tree_get_n_nodes       (const TgGameTree *self);
TgNode        tg_game_tree_get_parent        (const TgGameTree *self,
                                              TgNode            node);
TgNode        tg_game_tree_get_first_child   (const TgGameTree *self,
                                              TgNode            node);
TgNode        tg_game_tree_get_next_sibling  (const TgGameTree *self,
                                              TgNode            node);
TgNode        tg_game_tree_get_prev_sibling  (const TgGameTree *self,
                                              TgNode            node);
guint         tg_game_tree_get_n_children    (const TgGameTree *self,
                                              TgNode            node);
TgNode        tg_game_tree_get_nth_child     (const TgGameTree *self,
                                              TgNode            node,
                                              guint             n);
/* Which child of its parent @node is (0 = main line); 0 for a root. */
guint         tg_game_tree_get_child_index   (const TgGameTree *self,
                                              TgNode            node);
/* Number of edges from the root of @node's game. */
guint         tg_game_tree_get_depth         (const TgGameTree *self,
                                              TgNode            node);
TgNode        tg_game_tree_get_game_root     (const TgGameTree *self,
                                              TgNode            node);
/* Fills @path with the nodes from the root to @node (both included). */
void          tg_game_tree_get_path          (const TgGameTree *self,
                                              TgNode            node,
                                              GArray           *path);
/* Pre-order successor inside @node's game, or TG_NODE_NONE at the end:
 * iterate a whole game with `for (n = root; n != TG_NODE_NONE;
 * n = tg_game_tree_walk_next (tree, n))`. */
TgNode        tg_game_tree_walk_next         (const TgGameTree *self,
                                              TgNode            node);

/* In one walk of @node's subtree (@node included): its nodes, its
 * variations (every child after a first one) and the nodes holding a
 * move (B or W) on its main line (first children from @node down). Any
 * of the counts may be NULL. */
void          tg_game_tree_count_subtree     (const TgGameTree *self,
                                              TgNode            node,
                                              guint            *n_nodes,
                                              guint            *n_variations,
                                              guint            *n_main_line_moves);

/* Adds a new last child. */
TgNode        tg_game_tree_append_child      (TgGameTree       *self,
                                              TgNode            parent);
/* Adds a new last child with one property @id holding one raw value (a
 * move, say): what tg_game_tree_append_child() and a one-property
 * TgPropsBuilder do, in one step, for parsers. */
TgNode        tg_game_tree_append_child_with_value (TgGameTree *self,
                                                    TgNode      parent,
                                                    const char *id,
                                                    const char *value,
                                                    gsize       len);
/* The same for the node most records are made of, a move: one property
 * of a one-letter name (@id: 'B' or 'W') with one two-letter value
 * (@point[0], @point[1], as in the file). */
TgNode        tg_game_tree_append_child_with_point (TgGameTree *self,
                                                    TgNode      parent,
                                                    char        id,
                                                    const char *point);
/* A line of @n such moves: the first a new last child of @parent, each
 * next one the only child of the one before. @moves holds three bytes a
 * move: the id ('B' or 'W') and the point's two letters ("BpdWdp…").
 * Returns the last (@parent when @n is 0). */
TgNode        tg_game_tree_append_moves      (TgGameTree       *self,
                                              TgNode            parent,
                                              const char       *moves,
                                              guint             n);
/* Detaches @node and its subtree from the tree (the nodes are dropped). */
void          tg_game_tree_remove_subtree    (TgGameTree       *self,
                                              TgNode            node);
/* Moves @node and its subtree to be the new last child of @new_parent
 * (of the same game, and not inside the subtree). */
void          tg_game_tree_reparent          (TgGameTree       *self,
                                              TgNode            node,
                                              TgNode            new_parent);
/* Moves @node to position @index among its siblings (0 = main line). */
void          tg_game_tree_move_child        (TgGameTree       *self,
                                              TgNode            node,
                                              guint             index);

/* Properties -------------------------------------------------------------- */

typedef struct
{
  /*< private >*/
  const guint8 *pos;
  const guint8 *values;
  guint         props_left;
  guint         values_left;
} TgPropIter;

/* Iterates the properties of @node in order:
 *
 *   TgPropIter it; const char *id; guint n;
 *   tg_prop_iter_init (&it, tree, node);
 *   while (tg_prop_iter_next (&it, &id, &n))
 *     for (guint i = 0; i < n; i++)
 *       value = tg_prop_iter_next_value (&it, &len);
 */
void          tg_prop_iter_init              (TgPropIter       *iter,
                                              const TgGameTree *tree,
                                              TgNode            node);
gboolean      tg_prop_iter_next              (TgPropIter       *iter,
                                              const char      **id,
                                              guint            *n_values);
const char   *tg_prop_iter_next_value        (TgPropIter       *iter,
                                              gsize            *len);

guint         tg_game_tree_get_n_props       (const TgGameTree *self,
                                              TgNode            node);
gboolean      tg_game_tree_has_prop          (const TgGameTree *self,
                                              TgNode            node,
                                              const char       *id);
/* The first value of @id (raw, as in the file), or NULL. */
const char   *tg_game_tree_get_value         (const TgGameTree *self,
                                              TgNode            node,
                                              const char       *id);
/* All values of @id (raw), NULL-terminated; free the array only
 * (g_free), not the strings. NULL when the property is absent. */
const char  **tg_game_tree_get_values        (const TgGameTree *self,
                                              TgNode            node,
                                              const char       *id,
                                              guint            *n_values);
/* The first value of @id as plain text: escapes removed, soft line breaks
 * removed; for SimpleText properties newlines become spaces. */
char         *tg_game_tree_get_text          (const TgGameTree *self,
                                              TgNode            node,
                                              const char       *id);

/* Sets @id to the raw @values (replacing it in place if present, else
 * appending it); @n_values = 0 removes the property. */
void          tg_game_tree_set_values        (TgGameTree       *self,
                                              TgNode            node,
                                              const char       *id,
                                              const char *const *values,
                                              guint             n_values);
void          tg_game_tree_set_value         (TgGameTree       *self,
                                              TgNode            node,
                                              const char       *id,
                                              const char       *value);
/* Sets @id to plain @text, escaping it; NULL or "" removes it. */
void          tg_game_tree_set_text          (TgGameTree       *self,
                                              TgNode            node,
                                              const char       *id,
                                              const char       *text);
/* Appends a value to @id (adding the property at the end if absent). */
void          tg_game_tree_add_value         (TgGameTree       *self,
                                              TgNode            node,
                                              const char       *id,
                                              const char       *value);
void          tg_game_tree_remove_prop       (TgGameTree       *self,
                                              TgNode            node,
                                              const char       *id);

/* Fast bulk loading for parsers: collect the properties of one node, then
 * store them all at once. Values are raw. */
typedef struct _TgPropsBuilder TgPropsBuilder;

TgPropsBuilder *tg_props_builder_new         (void);
void          tg_props_builder_free          (TgPropsBuilder   *builder);
void          tg_props_builder_reset         (TgPropsBuilder   *builder);
/* Starts a property; its values follow with add_value. */
void          tg_props_builder_begin         (TgPropsBuilder   *builder,
                                              const char       *id,
                                              gsize             id_len);
void          tg_props_builder_add_value     (TgPropsBuilder   *builder,
                                              const char       *value,
                                              gsize             len);
guint         tg_props_builder_get_n_props   (TgPropsBuilder   *builder);
/* Replaces the properties of @node with the builder's; resets the builder. */
void          tg_game_tree_set_props         (TgGameTree       *self,
                                              TgNode            node,
                                              TgPropsBuilder   *builder);

/* Text escaping ----------------------------------------------------------- */
/* Raw SGF value → plain text (escapes and soft line breaks removed;
 * newlines kept unless @simple, where they become spaces). */
char         *tg_sgf_value_unescape          (const char       *raw,
                                              gsize             len,
                                              gboolean          simple);
/* Plain text → raw SGF value ('\\' and ']' escaped; ':' too if @compose). */
char         *tg_sgf_value_escape            (const char       *text,
                                              gboolean          compose);
/* TRUE for FF[4] properties of type SimpleText (N, GN, PB, RE, ...). */
gboolean      tg_sgf_prop_is_simple_text     (const char       *id);

/* Memory actually in use, for benchmarks. */
gsize         tg_game_tree_get_memory_size   (const TgGameTree *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgGameTree, tg_game_tree_unref)

G_END_DECLS
