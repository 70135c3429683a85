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
 * handed out stay valid for the tree's lifetime.
 */

#include "config.h"

#include <string.h>

#include "tg-game-tree.h"

#define NO_REF          G_MAXUINT32
#define REMOVED_NODE    (G_MAXUINT32 - 1)
#define CHUNK_BITS      20
#define CHUNK_MAX       (1u << CHUNK_BITS)
#define FIRST_CHUNK     4096

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
  gsize            chunk_used;   /* bytes used in the last chunk */
  gsize            chunk_size;   /* capacity of the last chunk */
  gsize            arena_bytes;
};

struct _TgPropsBuilder
{
  GByteArray *body;
  GByteArray *values;
  char        id[256];
  gsize       id_len;
  guint       n_values;
  guint       n_props;
  gboolean    open;
};

G_DEFINE_BOXED_TYPE (TgGameTree, tg_game_tree, tg_game_tree_ref, tg_game_tree_unref)

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

/* Arena ------------------------------------------------------------------- */

static guint32
arena_store (TgGameTree   *self,
             const guint8 *data,
             gsize         len)
{
  guint8 *chunk;
  guint32 ref;

  if (self->chunks->len == 0 || self->chunk_used + len > self->chunk_size)
    {
      gsize size = self->chunks->len == 0 ? FIRST_CHUNK : MIN (self->chunk_size * 2, CHUNK_MAX);

      if (len > size)
        size = len;          /* a record bigger than a chunk gets its own */
      g_assert (self->chunks->len < (1u << (32 - CHUNK_BITS)) - 1);
      g_ptr_array_add (self->chunks, g_malloc (size));
      self->chunk_size = size;
      self->chunk_used = 0;
      self->arena_bytes += size;
    }

  chunk = g_ptr_array_index (self->chunks, self->chunks->len - 1);
  memcpy (chunk + self->chunk_used, data, len);
  ref = ((guint32) (self->chunks->len - 1) << CHUNK_BITS) | (guint32) self->chunk_used;
  self->chunk_used += len;
  return ref;
}

static inline const guint8 *
arena_get (const TgGameTree *self,
           guint32           ref)
{
  const guint8 *chunk = g_ptr_array_index (self->chunks, ref >> CHUNK_BITS);

  return chunk + (ref & (CHUNK_MAX - 1));
}

/* Life cycle -------------------------------------------------------------- */

TgGameTree *
tg_game_tree_new (void)
{
  TgGameTree *self = g_new0 (TgGameTree, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->roots = g_array_new (FALSE, FALSE, sizeof (TgNode));
  self->chunks = g_ptr_array_new_with_free_func (g_free);
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

static TgNode
new_node (TgGameTree *self)
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

static gsize record_size (const guint8 *record);

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

  for (guint i = 0; i < self->n_nodes; i++)
    if (copy->nodes[i].props != NO_REF && copy->nodes[i].parent != REMOVED_NODE)
      {
        const guint8 *rec = arena_get (self, self->nodes[i].props);
        copy->nodes[i].props = arena_store (copy, rec, record_size (rec));
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
  TgNode root = new_node (self);

  g_array_append_val (self->roots, root);
  return root;
}

/* Structure --------------------------------------------------------------- */

#define NODE(self, n) (&(self)->nodes[(n)])

static inline gboolean
valid (const TgGameTree *self,
       TgNode            node)
{
  return node < self->n_nodes && self->nodes[node].parent != REMOVED_NODE;
}

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
  TgNode child, c;

  g_return_val_if_fail (valid (self, parent), TG_NODE_NONE);

  child = new_node (self);
  NODE (self, child)->parent = parent;
  c = NODE (self, parent)->first_child;
  if (c == TG_NODE_NONE)
    NODE (self, parent)->first_child = child;
  else
    {
      while (NODE (self, c)->next_sibling != TG_NODE_NONE)
        c = NODE (self, c)->next_sibling;
      NODE (self, c)->next_sibling = child;
    }
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

/* Property records -------------------------------------------------------- */

static gsize
record_size (const guint8 *record)
{
  const guint8 *p = record;
  guint64 n_props = get_varint (&p);

  for (guint64 i = 0; i < n_props; i++)
    {
      guint64 n_values;

      p += 1 + p[0] + 1;
      n_values = get_varint (&p);
      for (guint64 j = 0; j < n_values; j++)
        {
          guint64 len = get_varint (&p);
          p += len + 1;
        }
    }
  return p - record;
}

void
tg_prop_iter_init (TgPropIter       *iter,
                   const TgGameTree *tree,
                   TgNode            node)
{
  memset (iter, 0, sizeof *iter);
  g_return_if_fail (valid (tree, node));
  if (tree->nodes[node].props == NO_REF)
    return;
  iter->pos = arena_get (tree, tree->nodes[node].props);
  iter->props_left = get_varint (&iter->pos);
}

gboolean
tg_prop_iter_next (TgPropIter  *iter,
                   const char **id,
                   guint       *n_values)
{
  guint n;

  /* Skip values the caller did not read. */
  while (iter->values_left > 0)
    tg_prop_iter_next_value (iter, NULL);

  if (iter->props_left == 0)
    return FALSE;
  iter->props_left--;

  if (id)
    *id = (const char *) iter->pos + 1;
  iter->pos += 1 + iter->pos[0] + 1;
  n = get_varint (&iter->pos);
  iter->values_left = n;
  if (n_values)
    *n_values = n;
  return TRUE;
}

const char *
tg_prop_iter_next_value (TgPropIter *iter,
                         gsize      *len)
{
  guint64 l;
  const char *value;

  g_return_val_if_fail (iter->values_left > 0, NULL);
  iter->values_left--;
  l = get_varint (&iter->pos);
  value = (const char *) iter->pos;
  iter->pos += l + 1;
  if (len)
    *len = l;
  return value;
}

guint
tg_game_tree_get_n_props (const TgGameTree *self,
                          TgNode            node)
{
  const guint8 *p;

  g_return_val_if_fail (valid (self, node), 0);
  if (self->nodes[node].props == NO_REF)
    return 0;
  p = arena_get (self, self->nodes[node].props);
  return get_varint (&p);
}

/* Positions @iter just after the header of property @id; returns its
 * number of values, or -1. */
static gint
find_prop (const TgGameTree *self,
           TgNode            node,
           const char       *id,
           TgPropIter       *iter)
{
  const char *pid;
  guint n;

  tg_prop_iter_init (iter, self, node);
  while (tg_prop_iter_next (iter, &pid, &n))
    if (strcmp (pid, id) == 0)
      return n;
  return -1;
}

gboolean
tg_game_tree_has_prop (const TgGameTree *self,
                       TgNode            node,
                       const char       *id)
{
  TgPropIter it;

  return find_prop (self, node, id, &it) >= 0;
}

const char *
tg_game_tree_get_value (const TgGameTree *self,
                        TgNode            node,
                        const char       *id)
{
  TgPropIter it;

  if (find_prop (self, node, id, &it) <= 0)
    return NULL;
  return tg_prop_iter_next_value (&it, NULL);
}

const char **
tg_game_tree_get_values (const TgGameTree *self,
                         TgNode            node,
                         const char       *id,
                         guint            *n_values)
{
  TgPropIter it;
  gint n = find_prop (self, node, id, &it);
  const char **values;

  if (n_values)
    *n_values = MAX (n, 0);
  if (n < 0)
    return NULL;
  values = g_new (const char *, n + 1);
  for (gint i = 0; i < n; i++)
    values[i] = tg_prop_iter_next_value (&it, NULL);
  values[n] = NULL;
  return values;
}

char *
tg_game_tree_get_text (const TgGameTree *self,
                       TgNode            node,
                       const char       *id)
{
  TgPropIter it;
  const char *raw;
  gsize len;

  if (find_prop (self, node, id, &it) <= 0)
    return NULL;
  raw = tg_prop_iter_next_value (&it, &len);
  return tg_sgf_value_unescape (raw, len, tg_sgf_prop_is_simple_text (id));
}

/* Builder ----------------------------------------------------------------- */

TgPropsBuilder *
tg_props_builder_new (void)
{
  TgPropsBuilder *b = g_new0 (TgPropsBuilder, 1);

  b->body = g_byte_array_sized_new (256);
  b->values = g_byte_array_sized_new (256);
  return b;
}

void
tg_props_builder_free (TgPropsBuilder *builder)
{
  if (builder == NULL)
    return;
  g_byte_array_unref (builder->body);
  g_byte_array_unref (builder->values);
  g_free (builder);
}

void
tg_props_builder_reset (TgPropsBuilder *builder)
{
  g_byte_array_set_size (builder->body, 0);
  g_byte_array_set_size (builder->values, 0);
  builder->n_props = 0;
  builder->n_values = 0;
  builder->open = FALSE;
}

static void
builder_flush (TgPropsBuilder *b)
{
  guint8 id_len = (guint8) b->id_len;

  if (!b->open)
    return;
  g_byte_array_append (b->body, &id_len, 1);
  g_byte_array_append (b->body, (const guint8 *) b->id, b->id_len + 1);
  put_varint (b->body, b->n_values);
  g_byte_array_append (b->body, b->values->data, b->values->len);
  g_byte_array_set_size (b->values, 0);
  b->n_values = 0;
  b->n_props++;
  b->open = FALSE;
}

void
tg_props_builder_begin (TgPropsBuilder *builder,
                        const char     *id,
                        gsize           id_len)
{
  builder_flush (builder);
  id_len = MIN (id_len, sizeof builder->id - 1);
  memcpy (builder->id, id, id_len);
  builder->id[id_len] = '\0';
  builder->id_len = id_len;
  builder->open = TRUE;
}

void
tg_props_builder_add_value (TgPropsBuilder *builder,
                            const char     *value,
                            gsize           len)
{
  static const guint8 nul = 0;

  g_return_if_fail (builder->open);
  put_varint (builder->values, len);
  g_byte_array_append (builder->values, (const guint8 *) value, len);
  g_byte_array_append (builder->values, &nul, 1);
  builder->n_values++;
}

guint
tg_props_builder_get_n_props (TgPropsBuilder *builder)
{
  return builder->n_props + (builder->open ? 1 : 0);
}

void
tg_game_tree_set_props (TgGameTree     *self,
                        TgNode          node,
                        TgPropsBuilder *builder)
{
  g_return_if_fail (valid (self, node));

  builder_flush (builder);
  if (builder->n_props == 0)
    self->nodes[node].props = NO_REF;
  else
    {
      guint8 header[10];
      guint n = 0;
      guint64 v = builder->n_props;
      gsize total;
      guint8 *record;

      do
        {
          guint8 b = v & 0x7f;
          v >>= 7;
          header[n++] = b | (v ? 0x80 : 0);
        }
      while (v);

      total = n + builder->body->len;
      if (total <= 512)
        {
          guint8 stack_buf[512];

          memcpy (stack_buf, header, n);
          memcpy (stack_buf + n, builder->body->data, builder->body->len);
          self->nodes[node].props = arena_store (self, stack_buf, total);
        }
      else
        {
          record = g_malloc (total);
          memcpy (record, header, n);
          memcpy (record + n, builder->body->data, builder->body->len);
          self->nodes[node].props = arena_store (self, record, total);
          g_free (record);
        }
    }
  tg_props_builder_reset (builder);
}

/* Editing ----------------------------------------------------------------- */

void
tg_game_tree_set_values (TgGameTree        *self,
                         TgNode             node,
                         const char        *id,
                         const char *const *values,
                         guint              n_values)
{
  TgPropsBuilder *b;
  TgPropIter it;
  const char *pid;
  guint n;
  gboolean done = FALSE;

  g_return_if_fail (valid (self, node));
  g_return_if_fail (id != NULL && id[0] != '\0');

  b = tg_props_builder_new ();
  tg_prop_iter_init (&it, self, node);
  while (tg_prop_iter_next (&it, &pid, &n))
    {
      if (strcmp (pid, id) == 0)
        {
          if (!done && n_values > 0)
            {
              tg_props_builder_begin (b, id, strlen (id));
              for (guint i = 0; i < n_values; i++)
                tg_props_builder_add_value (b, values[i], strlen (values[i]));
            }
          done = TRUE;
          continue;
        }
      tg_props_builder_begin (b, pid, strlen (pid));
      for (guint i = 0; i < n; i++)
        {
          gsize len;
          const char *v = tg_prop_iter_next_value (&it, &len);
          tg_props_builder_add_value (b, v, len);
        }
    }
  if (!done && n_values > 0)
    {
      tg_props_builder_begin (b, id, strlen (id));
      for (guint i = 0; i < n_values; i++)
        tg_props_builder_add_value (b, values[i], strlen (values[i]));
    }
  tg_game_tree_set_props (self, node, b);
  tg_props_builder_free (b);
}

void
tg_game_tree_set_value (TgGameTree *self,
                        TgNode      node,
                        const char *id,
                        const char *value)
{
  tg_game_tree_set_values (self, node, id, &value, value ? 1 : 0);
}

void
tg_game_tree_set_text (TgGameTree *self,
                       TgNode      node,
                       const char *id,
                       const char *text)
{
  g_autofree char *raw = NULL;

  if (text == NULL || text[0] == '\0')
    {
      tg_game_tree_remove_prop (self, node, id);
      return;
    }
  raw = tg_sgf_value_escape (text, FALSE);
  tg_game_tree_set_value (self, node, id, raw);
}

void
tg_game_tree_add_value (TgGameTree *self,
                        TgNode      node,
                        const char *id,
                        const char *value)
{
  g_autofree const char **old = NULL;
  g_autofree const char **values = NULL;
  guint n = 0;

  old = tg_game_tree_get_values (self, node, id, &n);
  values = g_new (const char *, n + 1);
  for (guint i = 0; i < n; i++)
    values[i] = old[i];
  values[n] = value;
  tg_game_tree_set_values (self, node, id, values, n + 1);
}

void
tg_game_tree_remove_prop (TgGameTree *self,
                          TgNode      node,
                          const char *id)
{
  if (tg_game_tree_has_prop (self, node, id))
    tg_game_tree_set_values (self, node, id, NULL, 0);
}

/* Text -------------------------------------------------------------------- */

char *
tg_sgf_value_unescape (const char *raw,
                       gsize       len,
                       gboolean    simple)
{
  GString *out = g_string_sized_new (len);
  const char *end = raw + len;

  for (const char *s = raw; s < end; s++)
    {
      if (*s == '\\' && s + 1 < end)
        {
          s++;
          if (*s == '\n' || *s == '\r')
            {
              /* Soft line break: \ + LF, CR, CRLF or LFCR. */
              if (s + 1 < end && (s[1] == '\n' || s[1] == '\r') && s[1] != s[0])
                s++;
              continue;
            }
          if (*s == '\t' || *s == '\v' || *s == '\f')
            g_string_append_c (out, ' ');
          else
            g_string_append_c (out, *s);
          continue;
        }
      if (*s == '\\')
        continue;   /* a lone trailing backslash */
      if (*s == '\r' || *s == '\n')
        {
          if (s + 1 < end && (s[1] == '\n' || s[1] == '\r') && s[1] != s[0])
            s++;
          g_string_append_c (out, simple ? ' ' : '\n');
          continue;
        }
      if (*s == '\t' || *s == '\v' || *s == '\f')
        {
          g_string_append_c (out, ' ');
          continue;
        }
      g_string_append_c (out, *s);
    }
  return g_string_free (out, FALSE);
}

char *
tg_sgf_value_escape (const char *text,
                     gboolean    compose)
{
  GString *out = g_string_sized_new (strlen (text) + 8);

  for (const char *s = text; *s; s++)
    {
      if (*s == '\\' || *s == ']' || (compose && *s == ':'))
        g_string_append_c (out, '\\');
      g_string_append_c (out, *s);
    }
  return g_string_free (out, FALSE);
}

gboolean
tg_sgf_prop_is_simple_text (const char *id)
{
  static const char *const simple[] = {
    "AN", "BR", "BT", "CP", "DT", "EV", "GN", "N", "ON", "OT", "PB", "PC",
    "PW", "RE", "RO", "RU", "SO", "US", "WR", "WT", NULL
  };

  for (guint i = 0; simple[i]; i++)
    if (strcmp (simple[i], id) == 0)
      return TRUE;
  return FALSE;
}
