/* tg-game-tree.c: an SGF collection as a compact, editable tree
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layout: nodes live in one array of 16-byte records (parent, first child,
 * next sibling, properties). The properties of a node are one serialised
 * record in an append-only arena of chunks that never move:
 *
 *   varint n_props
 *   n_props × { u8 id_len, id bytes, NUL, varint n_values,
 *               n_values × { varint len, bytes, NUL } }
 *
 * A node's record is replaced, never edited in place, so value pointers
 * handed out stay valid for the tree's lifetime. Chunk 0 is the move
 * table, the records of the moves B[aa] to W[zz] that all trees share. Property records are
 * read and written in tg-game-tree-props.c.
 */

#include "config.h"

#include <string.h>
#include "tg-game-tree-private.h"
#include "tg-memory.h"

G_DEFINE_BOXED_TYPE (TgGameTree, tg_game_tree, tg_game_tree_ref, tg_game_tree_unref)

/* Arena ------------------------------------------------------------------- */

/* A large chunk is mapped at once, the largest on huge pages
 * (tg-memory.c): a big collection fills many. */
static guint8 *
new_chunk (gsize size)
{
  guint8 *chunk = tg_memory_try_alloc (size);

  if (chunk == NULL)
    chunk = g_malloc (size);
  tg_memory_prefault (chunk, size);
  return chunk;
}

/* The move table: record (colour × 26 + x) × 26 + y of MOVE_RECORD
 * bytes is the move of that colour at "xy", as
 * tg_game_tree_append_child_with_point() would write it. */
const guint8 *
_tg_game_tree_move_table (void)
{
  static guint8 table[2 * MOVE_TABLE_SIDE * MOVE_TABLE_SIDE * MOVE_RECORD];
  static gsize made = 0;

  if (g_once_init_enter (&made))
    {
      guint8 *rec = table;

      for (guint c = 0; c < 2; c++)
        for (guint x = 0; x < MOVE_TABLE_SIDE; x++)
          for (guint y = 0; y < MOVE_TABLE_SIDE; y++, rec += MOVE_RECORD)
            {
              const guint8 head[MOVE_RECORD] = { 1, 1, c ? 'W' : 'B', '\0', 1, 2, 'a' + x, 'a' + y, '\0' };

              memcpy (rec, head, MOVE_RECORD);
            }
      g_once_init_leave (&made, 1);
    }
  return table;
}

static void
free_chunk (gpointer chunk)
{
  if (chunk != (gpointer) _tg_game_tree_move_table ())
    g_free (chunk);
}

/* A new chunk for a record of @len bytes that the last one has no room
 * for (or the first record). */
guint8 *
_tg_game_tree_arena_grow (TgGameTree *self,
                          gsize       len,
                          guint32    *ref)
{
  gsize size = self->chunk == NULL ? FIRST_CHUNK : MIN (self->chunk_size * 2, CHUNK_MAX);

  if (len > size)
    size = len;          /* a record bigger than a chunk gets its own */
  g_assert (self->chunks->len < (1u << (32 - CHUNK_BITS)) - 1);
  self->chunk = new_chunk (size);
  g_ptr_array_add (self->chunks, self->chunk);
  self->chunk_size = size;
  self->chunk_used = 0;
  self->arena_bytes += size;
  return _tg_game_tree_arena_reserve (self, len, ref);
}

guint32
_tg_game_tree_arena_store (TgGameTree   *self,
                           const guint8 *data,
                           gsize         len)
{
  guint32 ref;

  memcpy (_tg_game_tree_arena_reserve (self, len, &ref), data, len);
  return ref;
}

/* Life cycle -------------------------------------------------------------- */

TgGameTree *
tg_game_tree_new (void)
{
  TgGameTree *self = g_new0 (TgGameTree, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->roots = g_array_new (FALSE, FALSE, sizeof (TgNode));
  self->chunks = g_ptr_array_new_with_free_func (free_chunk);
  g_ptr_array_add (self->chunks, (gpointer) _tg_game_tree_move_table ());
  return self;
}

TgGameTree *
tg_game_tree_ref (TgGameTree *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
tg_game_tree_unref (TgGameTree *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_free (self->nodes);
  g_array_unref (self->roots);
  g_ptr_array_unref (self->chunks);
  g_free (self);
}

TgNode
_tg_game_tree_new_node (TgGameTree *self)
{
  NodeData *n;

  if (self->n_nodes == self->n_alloc)
    {
      g_assert (self->n_alloc < G_MAXUINT32 / 4);
      self->n_alloc = MAX (64, self->n_alloc * 2);
      self->nodes = g_renew (NodeData, self->nodes, self->n_alloc);
    }
  n = &self->nodes[self->n_nodes];
  n->parent = TG_NODE_NONE;
  n->first_child = TG_NODE_NONE;
  n->next_sibling = TG_NODE_NONE;
  n->props = NO_REF;
  return self->n_nodes++;
}

void
tg_game_tree_reserve (TgGameTree *self,
                      guint       n_nodes)
{
  NodeData *fresh;

  g_return_if_fail (self != NULL);
  g_return_if_fail (n_nodes < G_MAXUINT32 / 4);

  if (n_nodes <= self->n_alloc)
    return;
  /* A reader's first reservation goes on whole huge pages. */
  fresh = self->nodes == NULL ? tg_memory_try_alloc ((gsize) n_nodes * sizeof (NodeData)) : NULL;
  self->nodes = fresh != NULL ? fresh : g_renew (NodeData, self->nodes, n_nodes);
  self->n_alloc = n_nodes;
  tg_memory_prefault (self->nodes, (gsize) n_nodes * sizeof (NodeData));
}

TgGameTree *
tg_game_tree_copy (const TgGameTree *self)
{
  TgGameTree *copy = tg_game_tree_new ();

  copy->nodes = g_new (NodeData, MAX (self->n_nodes, 1));
  copy->n_alloc = MAX (self->n_nodes, 1);
  copy->n_nodes = self->n_nodes;
  copy->n_removed = self->n_removed;
  memcpy (copy->nodes, self->nodes, sizeof (NodeData) * self->n_nodes);
  g_array_append_vals (copy->roots, self->roots->data, self->roots->len);

  /* The move table is shared; the other records are copied. */
  for (guint i = 0; i < self->n_nodes; i++)
    if (copy->nodes[i].props != NO_REF && copy->nodes[i].parent != REMOVED_NODE &&
        copy->nodes[i].props >> CHUNK_BITS != 0)
      {
        const guint8 *rec = arena_get (self, self->nodes[i].props);
        copy->nodes[i].props = _tg_game_tree_arena_store (copy, rec, _tg_game_tree_record_size (rec));
      }
  return copy;
}

gsize
tg_game_tree_get_memory_size (const TgGameTree *self)
{
  return sizeof *self + self->n_alloc * sizeof (NodeData) + self->arena_bytes +
         self->roots->len * sizeof (TgNode);
}

/* Games ------------------------------------------------------------------- */

guint
tg_game_tree_get_n_games (const TgGameTree *self)
{
  return self->roots->len;
}

TgNode
tg_game_tree_get_root (const TgGameTree *self,
                       guint             game)
{
  g_return_val_if_fail (game < self->roots->len, TG_NODE_NONE);
  return g_array_index (self->roots, TgNode, game);
}

TgNode
tg_game_tree_add_game (TgGameTree *self)
{
  TgNode root = _tg_game_tree_new_node_fast (self);

  g_array_append_val (self->roots, root);
  return root;
}

/* Structure --------------------------------------------------------------- */

gboolean
tg_game_tree_contains (const TgGameTree *self,
                       TgNode            node)
{
  return valid (self, node);
}

guint
tg_game_tree_get_n_nodes (const TgGameTree *self)
{
  return self->n_nodes - self->n_removed;
}

TgNode
tg_game_tree_get_parent (const TgGameTree *self,
                         TgNode            node)
{
  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);
  return NODE (self, node)->parent;
}

TgNode
tg_game_tree_get_first_child (const TgGameTree *self,
                              TgNode            node)
{
  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);
  return NODE (self, node)->first_child;
}

TgNode
tg_game_tree_get_next_sibling (const TgGameTree *self,
                               TgNode            node)
{
  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);
  return NODE (self, node)->next_sibling;
}

TgNode
tg_game_tree_get_prev_sibling (const TgGameTree *self,
                               TgNode            node)
{
  TgNode parent, c, prev = TG_NODE_NONE;

  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);
  parent = NODE (self, node)->parent;
  if (parent == TG_NODE_NONE)
    return TG_NODE_NONE;
  for (c = NODE (self, parent)->first_child; c != node; c = NODE (self, c)->next_sibling)
    prev = c;
  return prev;
}

guint
tg_game_tree_get_n_children (const TgGameTree *self,
                             TgNode            node)
{
  guint n = 0;

  g_return_val_if_fail (valid (self, node), 0);
  for (TgNode c = NODE (self, node)->first_child; c != TG_NODE_NONE; c = NODE (self, c)->next_sibling)
    n++;
  return n;
}

TgNode
tg_game_tree_get_nth_child (const TgGameTree *self,
                            TgNode            node,
                            guint             n)
{
  TgNode c;

  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);
  for (c = NODE (self, node)->first_child; c != TG_NODE_NONE && n > 0; c = NODE (self, c)->next_sibling)
    n--;
  return c;
}

guint
tg_game_tree_get_child_index (const TgGameTree *self,
                              TgNode            node)
{
  TgNode parent;
  guint i = 0;

  g_return_val_if_fail (valid (self, node), 0);
  parent = NODE (self, node)->parent;
  if (parent == TG_NODE_NONE)
    return 0;
  for (TgNode c = NODE (self, parent)->first_child; c != node; c = NODE (self, c)->next_sibling)
    i++;
  return i;
}

guint
tg_game_tree_get_depth (const TgGameTree *self,
                        TgNode            node)
{
  guint depth = 0;

  g_return_val_if_fail (valid (self, node), 0);
  while ((node = NODE (self, node)->parent) != TG_NODE_NONE)
    depth++;
  return depth;
}

TgNode
tg_game_tree_get_game_root (const TgGameTree *self,
                            TgNode            node)
{
  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);
  while (NODE (self, node)->parent != TG_NODE_NONE)
    node = NODE (self, node)->parent;
  return node;
}

void
tg_game_tree_get_path (const TgGameTree *self,
                       TgNode            node,
                       GArray           *path)
{
  guint depth, i;

  g_return_if_fail (valid (self, node));
  depth = tg_game_tree_get_depth (self, node);
  g_array_set_size (path, depth + 1);
  for (i = depth + 1; i > 0; i--)
    {
      g_array_index (path, TgNode, i - 1) = node;
      node = NODE (self, node)->parent;
    }
}

TgNode
tg_game_tree_walk_next (const TgGameTree *self,
                        TgNode            node)
{
  g_return_val_if_fail (valid (self, node), TG_NODE_NONE);

  if (NODE (self, node)->first_child != TG_NODE_NONE)
    return NODE (self, node)->first_child;
  while (node != TG_NODE_NONE)
    {
      if (NODE (self, node)->next_sibling != TG_NODE_NONE)
        return NODE (self, node)->next_sibling;
      node = NODE (self, node)->parent;
    }
  return TG_NODE_NONE;
}

TgNode
tg_game_tree_append_child (TgGameTree *self,
                           TgNode      parent)
{
  TgNode child;

  g_return_val_if_fail (valid (self, parent), TG_NODE_NONE);

  child = _tg_game_tree_new_node_fast (self);
  _tg_game_tree_link_last (self, parent, child);
  return child;
}

static void
unlink_node (TgGameTree *self,
             TgNode      node)
{
  TgNode parent = NODE (self, node)->parent;
  TgNode prev = tg_game_tree_get_prev_sibling (self, node);

  if (prev == TG_NODE_NONE)
    NODE (self, parent)->first_child = NODE (self, node)->next_sibling;
  else
    NODE (self, prev)->next_sibling = NODE (self, node)->next_sibling;
  NODE (self, node)->next_sibling = TG_NODE_NONE;
}

void
tg_game_tree_remove_subtree (TgGameTree *self,
                             TgNode      node)
{
  g_autoptr(GArray) doomed = g_array_new (FALSE, FALSE, sizeof (TgNode));

  g_return_if_fail (valid (self, node));
  g_return_if_fail (NODE (self, node)->parent != TG_NODE_NONE);

  unlink_node (self, node);
  NODE (self, node)->parent = TG_NODE_NONE;   /* so the walk ends at the subtree */

  for (TgNode n = node; n != TG_NODE_NONE; n = tg_game_tree_walk_next (self, n))
    g_array_append_val (doomed, n);

  for (guint i = 0; i < doomed->len; i++)
    {
      NodeData *d = NODE (self, g_array_index (doomed, TgNode, i));

      d->parent = REMOVED_NODE;
      d->first_child = TG_NODE_NONE;
      d->next_sibling = TG_NODE_NONE;
      d->props = NO_REF;
    }
  self->n_removed += doomed->len;
}

void
tg_game_tree_reparent (TgGameTree *self,
                       TgNode      node,
                       TgNode      new_parent)
{
  g_return_if_fail (valid (self, node));
  g_return_if_fail (valid (self, new_parent));
  g_return_if_fail (NODE (self, node)->parent != TG_NODE_NONE);

  /* Never under itself: that would cut the subtree off the game. */
  for (TgNode n = new_parent; n != TG_NODE_NONE; n = NODE (self, n)->parent)
    g_return_if_fail (n != node);

  unlink_node (self, node);
  _tg_game_tree_link_last (self, new_parent, node);
}

void
tg_game_tree_move_child (TgGameTree *self,
                         TgNode      node,
                         guint       index)
{
  TgNode parent, c, prev = TG_NODE_NONE;

  g_return_if_fail (valid (self, node));
  parent = NODE (self, node)->parent;
  g_return_if_fail (parent != TG_NODE_NONE);

  unlink_node (self, node);
  for (c = NODE (self, parent)->first_child; c != TG_NODE_NONE && index > 0; c = NODE (self, c)->next_sibling)
    {
      prev = c;
      index--;
    }
  if (prev == TG_NODE_NONE)
    {
      NODE (self, node)->next_sibling = NODE (self, parent)->first_child;
      NODE (self, parent)->first_child = node;
    }
  else
    {
      NODE (self, node)->next_sibling = NODE (self, prev)->next_sibling;
      NODE (self, prev)->next_sibling = node;
    }
}
