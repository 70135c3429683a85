/* tg-game-tree-props.c: the properties of TgGameTree nodes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading (iterators, lookups), bulk loading (TgPropsBuilder), editing
 * (a node's record is rebuilt and stored anew) and SGF text escaping.
 */

#include "config.h"

#include <string.h>

#include "tg-game-tree-private.h"

/* Property records -------------------------------------------------------- */

gsize
_tg_game_tree_record_size (const guint8 *record)
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

/* TRUE if the record at @rec has a property B or W (a move). */
static gboolean
record_has_move (const guint8 *rec)
{
  guint n_props;

  /* The common record: one property, a one-letter name. */
  if (rec[0] == 1 && rec[1] == 1)
    return rec[2] == 'B' || rec[2] == 'W';
  n_props = get_varint (&rec);
  for (guint i = 0; i < n_props; i++)
    {
      guint id_len = rec[0];
      guint n_values;

      if (id_len == 1 && (rec[1] == 'B' || rec[1] == 'W'))
        return TRUE;
      rec += 1 + id_len + 1;
      n_values = get_varint (&rec);
      for (guint v = 0; v < n_values; v++)
        {
          guint64 len = get_varint (&rec);

          rec += len + 1;
        }
    }
  return FALSE;
}

void
tg_game_tree_count_subtree (const TgGameTree *self,
                            TgNode            node,
                            guint            *n_nodes,
                            guint            *n_variations,
                            guint            *n_main_line_moves)
{
  const NodeData *nodes = self->nodes;
  guint count = 0, variations = 0, moves = 0;
  TgNode n = node, fork = TG_NODE_NONE;

  g_return_if_fail (valid (self, node));

  /* The main line first, down the first children: the only nodes whose
   * moves count. The variations hang from its forks (nodes with a next
   * sibling), the last fork and above. */
  for (;;)
    {
      guint32 props = nodes[n].props;

      count++;
      /* Every record of the move table (chunk 0) is a move. */
      if (props != NO_REF && (props >> CHUNK_BITS == 0 || record_has_move (arena_get (self, props))))
        moves++;
      if (n != node && nodes[n].next_sibling != TG_NODE_NONE)
        fork = n;
      if (nodes[n].first_child == TG_NODE_NONE)
        break;
      n = nodes[n].first_child;
    }

  /* Then the rest of the walk of tg_game_tree_walk_next(), kept inside
   * @node's subtree: from each node with a next sibling, that sibling (a
   * variation) and down its first children, then back up to the next
   * node with a sibling. */
  for (n = fork; n != TG_NODE_NONE && n != node; )
    {
      n = nodes[n].next_sibling;
      variations++;
      for (;;)
        {
          count++;
          if (nodes[n].first_child == TG_NODE_NONE)
            break;
          n = nodes[n].first_child;
        }
      while (n != node && nodes[n].next_sibling == TG_NODE_NONE)
        n = nodes[n].parent;
    }
  if (n_nodes)
    *n_nodes = count;
  if (n_variations)
    *n_variations = variations;
  if (n_main_line_moves)
    *n_main_line_moves = moves;
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

  b->alloc = 256;
  b->buf = g_malloc (b->alloc);
  b->len = TG_PROPS_HEADER_ROOM;
  return b;
}

void
tg_props_builder_free (TgPropsBuilder *builder)
{
  if (builder == NULL)
    return;
  g_free (builder->buf);
  g_free (builder);
}

void
tg_props_builder_reset (TgPropsBuilder *builder)
{
  builder->len = TG_PROPS_HEADER_ROOM;
  builder->n_props = 0;
  builder->n_values = 0;
  builder->open = FALSE;
}

static inline void
builder_reserve (TgPropsBuilder *b,
                 gsize           extra)
{
  if (G_UNLIKELY (b->len + extra > b->alloc))
    {
      while (b->len + extra > b->alloc)
        b->alloc *= 2;
      b->buf = g_realloc (b->buf, b->alloc);
    }
}

static inline guint
varint_size (guint64 v)
{
  guint n = 1;

  while (v >= 0x80)
    {
      v >>= 7;
      n++;
    }
  return n;
}

static inline guint8 *
write_varint (guint8  *p,
              guint64  v)
{
  do
    {
      guint8 b = v & 0x7f;
      v >>= 7;
      *p++ = b | (v ? 0x80 : 0);
    }
  while (v);
  return p;
}

/* Closes the open property: writes its value count. */
static void
builder_flush (TgPropsBuilder *b)
{
  guint n;

  if (!b->open)
    return;
  n = varint_size (b->n_values);
  if (G_UNLIKELY (n > 1))
    {
      builder_reserve (b, n - 1);
      memmove (b->buf + b->count_at + n, b->buf + b->count_at + 1, b->len - b->count_at - 1);
      b->len += n - 1;
    }
  write_varint (b->buf + b->count_at, b->n_values);
  b->open = FALSE;
}

void
tg_props_builder_begin (TgPropsBuilder *builder,
                        const char     *id,
                        gsize           id_len)
{
  builder_flush (builder);
  id_len = MIN (id_len, 255);
  builder_reserve (builder, id_len + 3);
  builder->buf[builder->len++] = (guint8) id_len;
  for (gsize i = 0; i < id_len; i++)
    builder->buf[builder->len + i] = id[i];
  builder->len += id_len;
  builder->buf[builder->len++] = '\0';
  builder->count_at = builder->len++;
  builder->n_values = 0;
  builder->n_props++;
  builder->open = TRUE;
}

void
tg_props_builder_add_value (TgPropsBuilder *builder,
                            const char     *value,
                            gsize           len)
{
  guint8 *p;

  g_return_if_fail (builder->open);
  builder_reserve (builder, len + 11);
  p = write_varint (builder->buf + builder->len, len);
  if (len <= 8)
    for (gsize i = 0; i < len; i++)
      p[i] = value[i];
  else
    memcpy (p, value, len);
  p[len] = '\0';
  builder->len = p + len + 1 - builder->buf;
  builder->n_values++;
}

guint
tg_props_builder_get_n_props (TgPropsBuilder *builder)
{
  return builder->n_props;
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
      /* The property count goes just before the body. */
      guint n = varint_size (builder->n_props);
      guint8 *record = builder->buf + TG_PROPS_HEADER_ROOM - n;

      write_varint (record, builder->n_props);
      self->nodes[node].props = _tg_game_tree_arena_store (self, record,
                                                          builder->len - TG_PROPS_HEADER_ROOM + n);
    }
  tg_props_builder_reset (builder);
}

TgNode
tg_game_tree_append_child_with_value (TgGameTree *self,
                                      TgNode      parent,
                                      const char *id,
                                      const char *value,
                                      gsize       len)
{
  TgNode node;
  gsize id_len, size;
  guint8 *p;

  g_return_val_if_fail (valid (self, parent), TG_NODE_NONE);

  /* Most records are made of these (a move's one value): the node and
   * its record are made inline, without a call. */
  node = _tg_game_tree_new_node_fast (self);
  _tg_game_tree_link_last (self, parent, node);
  for (id_len = 0; id[id_len] != '\0' && id_len < 255; id_len++)
    ;
  /* Written in place in the arena: counts, name, NUL, varint, value, NUL. */
  size = 6 + id_len + len;
  for (gsize v = len >> 7; v != 0; v >>= 7)
    size++;
  p = _tg_game_tree_arena_reserve (self, size, &self->nodes[node].props);
  *p++ = 1;                       /* one property */
  *p++ = (guint8) id_len;
  for (gsize i = 0; i < id_len; i++)   /* a move's few bytes: no memcpy call */
    *p++ = id[i];
  *p++ = '\0';
  *p++ = 1;                       /* one value */
  p = write_varint (p, len);
  if (len <= 16)
    for (gsize i = 0; i < len; i++)
      *p++ = value[i];
  else
    {
      memcpy (p, value, len);
      p += len;
    }
  *p = '\0';
  return node;
}

/* A move's record: in the move table when it has one there, else
 * stored (the record of append_child_with_value() for one name letter
 * and a two-byte value: 1 property, name length 1, id, NUL, 1 value of
 * length 2, the point, NUL). */
static inline guint32
move_record (TgGameTree *self,
             char        id,
             const char *point)
{
  guint32 ref = _tg_game_tree_move_ref (id, point);
  guint8 *p;

  if (G_LIKELY (ref != NO_REF))
    return ref;
  p = _tg_game_tree_arena_reserve (self, MOVE_RECORD, &ref);
  p[0] = 1;
  p[1] = 1;
  p[2] = (guint8) id;
  p[3] = '\0';
  p[4] = 1;
  p[5] = 2;
  p[6] = (guint8) point[0];
  p[7] = (guint8) point[1];
  p[8] = '\0';
  return ref;
}

TgNode
tg_game_tree_append_child_with_point (TgGameTree *self,
                                      TgNode      parent,
                                      char        id,
                                      const char *point)
{
  TgNode node;

  g_return_val_if_fail (valid (self, parent), TG_NODE_NONE);

  node = _tg_game_tree_new_node_fast (self);
  _tg_game_tree_link_last (self, parent, node);
  self->nodes[node].props = move_record (self, id, point);
  return node;
}

/* Room for @n more nodes in the node array. */
static void
reserve_more_nodes (TgGameTree *self,
                    guint       n)
{
  guint want;

  if (self->n_alloc - self->n_nodes >= n)
    return;
  g_assert (n < G_MAXUINT32 / 4 - self->n_nodes);
  want = MAX (64, self->n_alloc);
  while (want - self->n_nodes < n)
    want *= 2;
  self->n_alloc = want;
  self->nodes = g_renew (NodeData, self->nodes, self->n_alloc);
}

TgNode
tg_game_tree_append_moves (TgGameTree *self,
                           TgNode      parent,
                           const char *moves,
                           guint       n)
{
  NodeData *nodes;
  TgNode first, next, node = parent;

  g_return_val_if_fail (valid (self, parent), TG_NODE_NONE);
  g_return_val_if_fail (n == 0 || moves != NULL, TG_NODE_NONE);

  if (n == 0)
    return parent;
  reserve_more_nodes (self, n);
  nodes = self->nodes;
  first = next = self->n_nodes;
  /* Each the first child of the one before; the records mostly in the
   * move table, so the loop writes little more than the links. */
  for (guint j = 0; j < n; j++, moves += 3, next++)
    {
      NodeData *d = &nodes[next];

      d->parent = node;
      d->first_child = TG_NODE_NONE;
      d->next_sibling = TG_NODE_NONE;
      d->props = move_record (self, moves[0], moves + 1);
      if (next != first)
        nodes[next - 1].first_child = next;
      node = next;
    }
  self->n_nodes = next;
  /* The first is linked as @parent's last child, after any it had. */
  nodes[first].parent = TG_NODE_NONE;
  _tg_game_tree_link_last (self, parent, first);
  return node;
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
  /* The text is never longer than the raw value: written in place. */
  char *out = g_malloc (len + 1);
  char *o = out;
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
          *o++ = *s == '\t' || *s == '\v' || *s == '\f' ? ' ' : *s;
          continue;
        }
      if (*s == '\\')
        continue;   /* a lone trailing backslash */
      if (*s == '\r' || *s == '\n')
        {
          if (s + 1 < end && (s[1] == '\n' || s[1] == '\r') && s[1] != s[0])
            s++;
          *o++ = simple ? ' ' : '\n';
          continue;
        }
      *o++ = *s == '\t' || *s == '\v' || *s == '\f' ? ' ' : *s;
    }
  *o = '\0';
  return out;
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
    if (simple[i][0] == id[0] && strcmp (simple[i], id) == 0)
      return TRUE;
  return FALSE;
}
