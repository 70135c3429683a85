/* tg-game-tree-private.h: TgGameTree's insides, shared by tg-game-tree*.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-game-tree.h"

G_BEGIN_DECLS

#define NO_REF          G_MAXUINT32
#define REMOVED_NODE    (G_MAXUINT32 - 1)
#define CHUNK_BITS      21
#define CHUNK_MAX       (1u << CHUNK_BITS)
#define FIRST_CHUNK     4096

/* The record of a move, B[pd] or W[dp] (tg-game-tree-props.c): one
 * property, a one-letter name, one value of two bytes. */
#define MOVE_RECORD     9
/* Chunk 0 of every tree holds the records of all moves whose point is
 * two letters a-z, B before W ("aa", "ab", …), shared by all trees and
 * never freed: most nodes of a record point there and take no arena
 * room. */
#define MOVE_TABLE_SIDE 26

typedef struct
{
  guint32 parent;
  guint32 first_child;
  guint32 next_sibling;
  guint32 props;
} NodeData;

struct _TgGameTree
{
  gatomicrefcount  ref_count;
  NodeData        *nodes;
  guint            n_nodes;
  guint            n_alloc;
  guint            n_removed;
  GArray          *roots;
  GPtrArray       *chunks;       /* guint8 * */
  guint8          *chunk;        /* the last chunk, where records go */
  gsize            chunk_used;   /* bytes used in the last chunk */
  gsize            chunk_size;   /* capacity of the last chunk */
  gsize            arena_bytes;
};

/* The builder writes a node's record in place: buf holds HEADER_ROOM
 * bytes for the property count, then the properties; the value count of
 * the open property has one byte at count_at (widened if it grows past
 * 127), so nothing is copied twice. */
#define TG_PROPS_HEADER_ROOM 10

struct _TgPropsBuilder
{
  guint8     *buf;
  gsize       len;
  gsize       alloc;
  gsize       count_at;
  guint       n_values;
  guint       n_props;       /* the open one included */
  gboolean    open;
};

/* Varints ----------------------------------------------------------------- */

static inline void
put_varint (GByteArray *out,
            guint64     v)
{
  guint8 buf[10];
  guint n = 0;

  do
    {
      guint8 b = v & 0x7f;
      v >>= 7;
      buf[n++] = b | (v ? 0x80 : 0);
    }
  while (v);
  g_byte_array_append (out, buf, n);
}

static inline guint64
get_varint (const guint8 **pos)
{
  const guint8 *p = *pos;
  guint64 v = 0;
  guint shift = 0;

  for (;;)
    {
      guint8 b = *p++;
      v |= (guint64) (b & 0x7f) << shift;
      if (!(b & 0x80))
        break;
      shift += 7;
    }
  *pos = p;
  return v;
}

/* Arena --------------------------------------------------------------------- */

/* Room for a record of @len bytes, to be written at once; @ref gets
 * its reference. */
guint8 *_tg_game_tree_arena_grow    (TgGameTree   *self,
                                     gsize         len,
                                     guint32      *ref);

/* The common case inline: the last chunk has room. */
static inline guint8 *
_tg_game_tree_arena_reserve (TgGameTree *self,
                             gsize       len,
                             guint32    *ref)
{
  gsize used = self->chunk_used;

  if (G_UNLIKELY (self->chunk == NULL || used + len > self->chunk_size))
    return _tg_game_tree_arena_grow (self, len, ref);
  *ref = ((guint32) (self->chunks->len - 1) << CHUNK_BITS) | (guint32) used;
  self->chunk_used = used + len;
  return self->chunk + used;
}
guint32 _tg_game_tree_arena_store (TgGameTree   *self,
                                   const guint8 *data,
                                   gsize         len);
gsize   _tg_game_tree_record_size (const guint8 *record);

/* The move table (chunk 0), made on first use. */
const guint8 *_tg_game_tree_move_table (void);

/* The reference of move @id[@point] in the move table, or NO_REF when
 * it has no record there (not B or W, a point outside a-z). */
static inline guint32
_tg_game_tree_move_ref (char        id,
                        const char *point)
{
  guint x = (guint) ((guchar) point[0] - 'a'), y = (guint) ((guchar) point[1] - 'a');

  if ((id != 'B' && id != 'W') || x >= MOVE_TABLE_SIDE || y >= MOVE_TABLE_SIDE)
    return NO_REF;
  return (((id == 'W') * MOVE_TABLE_SIDE + x) * MOVE_TABLE_SIDE + y) * MOVE_RECORD;
}

static inline const guint8 *
arena_get (const TgGameTree *self,
           guint32           ref)
{
  const guint8 *chunk = g_ptr_array_index (self->chunks, ref >> CHUNK_BITS);

  return chunk + (ref & (CHUNK_MAX - 1));
}

static inline gboolean
valid (const TgGameTree *self,
       TgNode            node)
{
  return node < self->n_nodes && self->nodes[node].parent != REMOVED_NODE;
}

#define NODE(self, n) (&(self)->nodes[(n)])

TgNode  _tg_game_tree_new_node (TgGameTree *self);

/* A new node without links: the node array grows only now and then. */
static inline TgNode
_tg_game_tree_new_node_fast (TgGameTree *self)
{
  NodeData *n;

  if (G_UNLIKELY (self->n_nodes == self->n_alloc))
    return _tg_game_tree_new_node (self);
  n = &self->nodes[self->n_nodes];
  n->parent = TG_NODE_NONE;
  n->first_child = TG_NODE_NONE;
  n->next_sibling = TG_NODE_NONE;
  n->props = NO_REF;
  return self->n_nodes++;
}

/* Links @child (new, without links) as the last child of @parent. */
static inline void
_tg_game_tree_link_last (TgGameTree *self,
                         TgNode      parent,
                         TgNode      child)
{
  TgNode c = NODE (self, parent)->first_child;

  NODE (self, child)->parent = parent;
  if (c == TG_NODE_NONE)
    {
      NODE (self, parent)->first_child = child;
      return;
    }
  while (NODE (self, c)->next_sibling != TG_NODE_NONE)
    c = NODE (self, c)->next_sibling;
  NODE (self, c)->next_sibling = child;
}

G_END_DECLS
