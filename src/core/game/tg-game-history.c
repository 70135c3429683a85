/* tg-game-history.c: the positions along one path of a game, for superko
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-board.h"
#include "tg-game-history.h"

typedef struct
{
  guint64 hash;
  TgColor to_move;
} Entry;

typedef struct
{
  guint64 key;
  guint32 count;
  guint32 used;      /* the slot has held a key (counts may drop to 0) */
} Slot;

struct _TgHistory
{
  GArray   *entries;
  Slot     *slots;
  guint     n_slots;     /* power of two */
  guint     n_used;
  gboolean  situational;
};

static inline guint
slot_index (guint64 key,
            guint   mask)
{
  key ^= key >> 33;
  key *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  key ^= key >> 33;
  return (guint) key & mask;
}

static Slot *
lookup (const TgHistory *self,
        guint64          key)
{
  guint mask = self->n_slots - 1;
  guint i = slot_index (key, mask);

  while (self->slots[i].used)
    {
      if (self->slots[i].key == key)
        return &self->slots[i];
      i = (i + 1) & mask;
    }
  return &self->slots[i];
}

static void
rebuild (TgHistory *self,
         guint      n_slots)
{
  g_free (self->slots);
  self->n_slots = n_slots;
  self->slots = g_new0 (Slot, n_slots);
  self->n_used = 0;

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *e = &g_array_index (self->entries, Entry, i);
      Slot *s = lookup (self, tg_history_key (self, e->hash, e->to_move));

      if (!s->used)
        {
          s->used = TRUE;
          s->key = tg_history_key (self, e->hash, e->to_move);
          self->n_used++;
        }
      s->count++;
    }
}

TgHistory *
tg_history_new (gboolean situational)
{
  TgHistory *self = g_new0 (TgHistory, 1);

  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->situational = situational;
  rebuild (self, 1024);
  return self;
}

void
tg_history_free (TgHistory *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->entries);
  g_free (self->slots);
  g_free (self);
}

void
tg_history_set_situational (TgHistory *self,
                            gboolean   situational)
{
  if (self->situational == situational)
    return;
  self->situational = situational;
  rebuild (self, self->n_slots);
}

guint
tg_history_get_length (const TgHistory *self)
{
  return self->entries->len;
}

guint64
tg_history_key (const TgHistory *self,
                guint64          stones_hash,
                TgColor          to_move)
{
  if (self->situational && to_move == TG_WHITE)
    return stones_hash ^ tg_zobrist_white_to_move ();
  return stones_hash;
}

void
tg_history_push (TgHistory *self,
                 guint64    stones_hash,
                 TgColor    to_move)
{
  Entry e = { stones_hash, to_move };
  guint64 key = tg_history_key (self, stones_hash, to_move);
  Slot *s;

  g_array_append_val (self->entries, e);

  if ((self->n_used + 1) * 2 > self->n_slots)
    {
      /* Rebuilding drops slots whose count fell to 0. */
      guint live = 0;

      for (guint i = 0; i < self->n_slots; i++)
        live += self->slots[i].count > 0;
      rebuild (self, (live + 1) * 4 > self->n_slots ? self->n_slots * 2 : self->n_slots);
      return;     /* rebuild counted the new entry */
    }

  s = lookup (self, key);
  if (!s->used)
    {
      s->used = TRUE;
      s->key = key;
      self->n_used++;
    }
  s->count++;
}

void
tg_history_truncate (TgHistory *self,
                     guint      length)
{
  while (self->entries->len > length)
    {
      Entry *e = &g_array_index (self->entries, Entry, self->entries->len - 1);
      Slot *s = lookup (self, tg_history_key (self, e->hash, e->to_move));

      g_assert (s->used && s->count > 0);
      s->count--;
      g_array_set_size (self->entries, self->entries->len - 1);
    }
}

guint64
tg_history_get_hash (const TgHistory *self,
                     guint            index)
{
  return g_array_index (self->entries, Entry, index).hash;
}

TgColor
tg_history_get_to_move (const TgHistory *self,
                        guint            index)
{
  return g_array_index (self->entries, Entry, index).to_move;
}

guint
tg_history_count (const TgHistory *self,
                  guint64          key)
{
  Slot *s = lookup (self, key);

  return s->used ? s->count : 0;
}

gint
tg_history_find (const TgHistory *self,
                 guint64          key,
                 guint            from)
{
  for (guint i = from; i < self->entries->len; i++)
    {
      Entry *e = &g_array_index (self->entries, Entry, i);

      if (tg_history_key (self, e->hash, e->to_move) == key)
        return i;
    }
  return -1;
}
