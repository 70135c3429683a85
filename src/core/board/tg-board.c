/* tg-board.c: a value-type Go board of any size up to 52×52
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Play follows KataGo's playMoveAssumeLegal: the new stone becomes its own
 * chain, friendly chains merge into the larger one (counting only liberties
 * the larger chain does not already have), and opponent chains lose a
 * liberty once each (deduplicated over the up-to-four neighbours).
 */

#include "config.h"

#include <string.h>

#include "tg-board.h"

const int tg_board_dirs[4] = { TG_DIR_N, TG_DIR_W, TG_DIR_E, TG_DIR_S };

G_DEFINE_BOXED_TYPE (TgBoard, tg_board, tg_board_copy, tg_board_free)

/* Zobrist keys ------------------------------------------------------------ */

static guint64 zobrist[TG_ARRAY_SIZE][2];
static guint64 zobrist_white_to_move;

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static void
ensure_zobrist (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      guint64 state = G_GUINT64_CONSTANT (0x74656e67656e0001);

      for (guint i = 0; i < TG_ARRAY_SIZE; i++)
        {
          zobrist[i][0] = splitmix64 (&state);
          zobrist[i][1] = splitmix64 (&state);
        }
      zobrist_white_to_move = splitmix64 (&state);
      g_once_init_leave (&initialised, 1);
    }
}

guint64
tg_zobrist_stone (TgPoint p,
                  TgColor color)
{
  ensure_zobrist ();
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, 0);
  return zobrist[p][color - 1];
}

guint64
tg_zobrist_white_to_move (void)
{
  ensure_zobrist ();
  return zobrist_white_to_move;
}

#define ZOBRIST(p, c) (zobrist[(p)][(c) - 1])

/* Life cycle -------------------------------------------------------------- */

gboolean
tg_board_size_is_valid (guint width,
                        guint height)
{
  return width >= 1 && width <= TG_MAX_SIZE && height >= 1 && height <= TG_MAX_SIZE;
}

void
tg_board_init (TgBoard *self,
               guint    width,
               guint    height)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (tg_board_size_is_valid (width, height));

  ensure_zobrist ();

  self->width = width;
  self->height = height;
  self->ko = TG_NO_POINT;
  self->ko_color = TG_EMPTY;
  self->captures[0] = self->captures[1] = self->captures[2] = 0;
  self->hash = 0;

  memset (self->color, TG_EDGE, sizeof self->color);
  memset (self->libs, 0, sizeof self->libs);
  memset (self->size, 0, sizeof self->size);
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    {
      self->head[i] = i;
      self->next[i] = i;
    }
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      self->color[tg_point (x, y)] = TG_EMPTY;
}

TgBoard *
tg_board_new (guint width,
              guint height)
{
  TgBoard *self;

  g_return_val_if_fail (tg_board_size_is_valid (width, height), NULL);

  self = g_new (TgBoard, 1);
  tg_board_init (self, width, height);
  return self;
}

TgBoard *
tg_board_copy (const TgBoard *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
tg_board_free (TgBoard *self)
{
  g_free (self);
}

/* Chains ------------------------------------------------------------------ */

static inline gboolean
is_liberty_of (const TgBoard *self,
               TgPoint        empty,
               TgPoint        head)
{
  /* Empty and edge points are their own heads, never a stone's. */
  return (self->head[empty + TG_DIR_N] == head) | (self->head[empty + TG_DIR_W] == head) |
         (self->head[empty + TG_DIR_E] == head) | (self->head[empty + TG_DIR_S] == head);
}

/* Merges the chains at @a and @b (same colour, different heads); the larger
 * one keeps its head. Returns the surviving head. */
static TgPoint
merge_chains (TgBoard *self,
              TgPoint  a,
              TgPoint  b)
{
  TgPoint h1 = self->head[a];
  TgPoint h2 = self->head[b];
  TgPoint p, n1, n2;
  guint new_libs = 0;

  if (self->size[h1] < self->size[h2])
    {
      TgPoint t = h1;
      h1 = h2;
      h2 = t;
    }

  p = h2;
  do
    {
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];

          if (self->color[q] == TG_EMPTY && !is_liberty_of (self, q, h1))
            new_libs++;
        }
      self->head[p] = h1;
      p = self->next[p];
    }
  while (p != h2);

  self->libs[h1] += new_libs;
  self->size[h1] += self->size[h2];

  /* Splice the two circular lists. */
  n1 = self->next[h1];
  n2 = self->next[h2];
  self->next[h1] = n2;
  self->next[h2] = n1;

  return h1;
}

/* Removes the chain at @p, crediting the stones to @taker. Returns the
 * number of stones removed and appends them to @out (may be NULL). */
static guint
remove_chain (TgBoard *self,
              TgPoint  p,
              TgColor  taker,
              TgPoint *out)
{
  TgColor victim = self->color[p];
  TgPoint head = self->head[p];
  TgPoint s = head;
  guint n = 0;

  do
    {
      TgPoint next = self->next[s];
      TgPoint seen[4];
      guint n_seen = 0;

      self->color[s] = TG_EMPTY;
      self->hash ^= ZOBRIST (s, victim);

      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = s + tg_board_dirs[d];
          TgPoint h;
          gboolean dup = FALSE;

          if (self->color[q] == TG_EMPTY || self->color[q] == TG_EDGE ||
              self->color[q] == victim)
            continue;
          h = self->head[q];
          for (guint k = 0; k < n_seen; k++)
            dup |= (seen[k] == h);
          if (!dup)
            {
              seen[n_seen++] = h;
              self->libs[h]++;
            }
        }

      self->head[s] = s;
      self->next[s] = s;
      self->size[s] = 0;
      self->libs[s] = 0;
      if (out != NULL)
        out[n] = s;
      n++;
      s = next;
    }
  while (s != head);

  self->captures[taker] += n;
  return n;
}

guint
tg_board_play (TgBoard *self,
               TgPoint  p,
               TgColor  color,
               TgPoint *captured)
{
  TgColor opp = TG_OTHER (color);
  TgPoint opp_seen[4];
  guint n_opp_seen = 0;
  guint n_captured = 0;
  TgPoint possible_ko = TG_NO_POINT;
  TgPoint head;
  guint libs = 0;

  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, 0);
  g_return_val_if_fail (self->color[p] == TG_EMPTY, 0);

  self->color[p] = color;
  self->hash ^= ZOBRIST (p, color);
  self->head[p] = p;
  self->next[p] = p;
  self->size[p] = 1;
  for (guint d = 0; d < 4; d++)
    libs += (self->color[p + tg_board_dirs[d]] == TG_EMPTY);
  self->libs[p] = libs;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgColor c = self->color[q];

      if (c == color)
        {
          if (self->head[q] == self->head[p])
            continue;
          self->libs[self->head[q]]--;
          merge_chains (self, q, p);
        }
      else if (c == opp)
        {
          TgPoint h = self->head[q];
          gboolean dup = FALSE;

          for (guint k = 0; k < n_opp_seen; k++)
            dup |= (opp_seen[k] == h);
          if (dup)
            continue;
          opp_seen[n_opp_seen++] = h;
          self->libs[h]--;
          if (self->libs[h] == 0)
            {
              n_captured += remove_chain (self, q, color,
                                          captured ? captured + n_captured : NULL);
              possible_ko = q;
            }
        }
    }

  head = self->head[p];
  if (n_captured == 1 && self->size[head] == 1 && self->libs[head] == 1)
    {
      self->ko = possible_ko;
      self->ko_color = opp;
    }
  else
    self->ko = TG_NO_POINT;

  if (self->libs[head] == 0)
    n_captured += remove_chain (self, p, opp, captured ? captured + n_captured : NULL);

  return n_captured;
}

void
tg_board_pass (TgBoard *self)
{
  self->ko = TG_NO_POINT;
}

TgBoardVerdict
tg_board_check (const TgBoard *self,
                TgPoint        p,
                TgColor        color,
                gboolean       suicide_ok)
{
  gboolean has_friend = FALSE;

  if (!tg_board_contains (self, p))
    return TG_BOARD_OFF_BOARD;
  if (self->color[p] != TG_EMPTY)
    return TG_BOARD_OCCUPIED;
  if (p == self->ko && color == self->ko_color)
    return TG_BOARD_KO;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgColor c = self->color[q];

      if (c == TG_EMPTY)
        return TG_BOARD_OK;
      if (c == color)
        {
          has_friend = TRUE;
          if (self->libs[self->head[q]] > 1)
            return TG_BOARD_OK;
        }
      else if (c == TG_OTHER (color) && self->libs[self->head[q]] == 1)
        return TG_BOARD_OK;
    }

  /* No liberty, no capture: suicide. A single stone is never allowed. */
  if (suicide_ok && has_friend)
    return TG_BOARD_OK;
  return TG_BOARD_SUICIDE;
}

gboolean
tg_board_is_legal (const TgBoard *self,
                   TgPoint        p,
                   TgColor        color,
                   gboolean       suicide_ok)
{
  return tg_board_check (self, p, color, suicide_ok) == TG_BOARD_OK;
}

/* Rebuilds head/next/libs/size for every chain, after setup. */
static void
rebuild_chains (TgBoard *self)
{
  static const guint16 unvisited = G_MAXUINT16;
  g_autofree TgPoint *stack = g_new (TgPoint, TG_ARRAY_SIZE);
  g_autofree guint16 *lib_mark = g_new0 (guint16, TG_ARRAY_SIZE);
  guint16 stamp = 0;

  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      {
        TgPoint p = tg_point (x, y);
        self->head[p] = p;
        self->next[p] = p;
        self->size[p] = 0;
        self->libs[p] = 0;
        if (self->color[p] != TG_EMPTY)
          self->size[p] = unvisited;
      }

  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      {
        TgPoint start = tg_point (x, y);
        TgColor c = self->color[start];
        guint sp = 0, size = 0, libs = 0;
        TgPoint last = start;

        if (c == TG_EMPTY || self->size[start] != unvisited)
          continue;

        stamp++;
        self->size[start] = 0;
        stack[sp++] = start;
        while (sp > 0)
          {
            TgPoint s = stack[--sp];

            self->head[s] = start;
            if (s != start)
              {
                self->next[last] = s;
                last = s;
              }
            size++;
            for (guint d = 0; d < 4; d++)
              {
                TgPoint q = s + tg_board_dirs[d];

                if (self->color[q] == TG_EMPTY)
                  {
                    if (lib_mark[q] != stamp)
                      {
                        lib_mark[q] = stamp;
                        libs++;
                      }
                  }
                else if (self->color[q] == c && self->size[q] == unvisited)
                  {
                    self->size[q] = 0;
                    stack[sp++] = q;
                  }
              }
          }
        self->next[last] = start;
        self->size[start] = size;
        self->libs[start] = libs;
      }
}

void
tg_board_set (TgBoard *self,
              TgPoint  p,
              TgColor  color)
{
  g_return_if_fail (tg_board_contains (self, p));
  g_return_if_fail (color <= TG_WHITE);

  if (self->color[p] == color)
    return;
  if (self->color[p] != TG_EMPTY)
    self->hash ^= ZOBRIST (p, self->color[p]);
  if (color != TG_EMPTY)
    self->hash ^= ZOBRIST (p, color);
  self->color[p] = color;
  self->ko = TG_NO_POINT;
  rebuild_chains (self);
}

guint
tg_board_chain_liberties (const TgBoard *self,
                          TgPoint        p)
{
  if (self->color[p] != TG_BLACK && self->color[p] != TG_WHITE)
    return 0;
  return self->libs[self->head[p]];
}

guint
tg_board_chain_size (const TgBoard *self,
                     TgPoint        p)
{
  if (self->color[p] != TG_BLACK && self->color[p] != TG_WHITE)
    return 0;
  return self->size[self->head[p]];
}

guint
tg_board_chain_points (const TgBoard *self,
                       TgPoint        p,
                       TgPoint       *out,
                       guint          n_out)
{
  guint n = 0;

  if (self->color[p] != TG_BLACK && self->color[p] != TG_WHITE)
    return 0;

  TG_BOARD_FOREACH_STONE (self, p, s)
    {
      if (n < n_out)
        out[n] = s;
      n++;
    }
  return n;
}

guint
tg_board_chain_liberty_points (const TgBoard *self,
                               TgPoint        p,
                               TgPoint       *out,
                               guint          n_out)
{
  guint n = 0;

  if (self->color[p] != TG_BLACK && self->color[p] != TG_WHITE)
    return 0;

  TG_BOARD_FOREACH_STONE (self, p, s)
    {
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = s + tg_board_dirs[d];
          gboolean dup = FALSE;

          if (self->color[q] != TG_EMPTY)
            continue;
          for (guint k = 0; k < MIN (n, n_out); k++)
            dup |= (out[k] == q);
          if (dup)
            continue;
          if (n < n_out)
            out[n] = q;
          n++;
        }
    }
  return MIN (n, self->libs[self->head[p]]);
}

guint
tg_board_count_stones (const TgBoard *self,
                       TgColor        color)
{
  guint n = 0;

  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      n += (self->color[tg_point (x, y)] == color);
  return n;
}

gboolean
tg_board_same_position (const TgBoard *a,
                        const TgBoard *b)
{
  if (a->width != b->width || a->height != b->height)
    return FALSE;
  for (guint y = 0; y < a->height; y++)
    if (memcmp (&a->color[tg_point (0, y)], &b->color[tg_point (0, y)], a->width) != 0)
      return FALSE;
  return TRUE;
}

guint64
tg_board_hash_after_play (const TgBoard *b,
                          TgPoint        p,
                          TgColor        color)
{
  guint64 h = b->hash ^ ZOBRIST (p, color);
  TgPoint seen[4];
  guint n_seen = 0;
  gboolean captures = FALSE, liberty = FALSE, friend_alive = FALSE;

  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = p + tg_board_dirs[d];
      TgPoint head = b->head[q];
      gboolean dup = FALSE;

      if (b->color[q] == TG_EMPTY)
        liberty = TRUE;
      if (b->color[q] == color && b->libs[head] > 1)
        friend_alive = TRUE;
      if (b->color[q] != TG_OTHER (color) || b->libs[head] != 1)
        continue;
      for (guint k = 0; k < n_seen; k++)
        dup |= seen[k] == head;
      if (dup)
        continue;
      seen[n_seen++] = head;
      captures = TRUE;
      TG_BOARD_FOREACH_STONE (b, head, s)
        h ^= ZOBRIST (s, TG_OTHER (color));
    }

  if (!captures && !liberty && !friend_alive)
    {
      /* Suicide: the stone and its friends vanish. */
      h ^= ZOBRIST (p, color);
      n_seen = 0;
      for (guint d = 0; d < 4; d++)
        {
          TgPoint q = p + tg_board_dirs[d];
          TgPoint head = b->head[q];
          gboolean dup = FALSE;

          if (b->color[q] != color)
            continue;
          for (guint k = 0; k < n_seen; k++)
            dup |= seen[k] == head;
          if (dup)
            continue;
          seen[n_seen++] = head;
          TG_BOARD_FOREACH_STONE (b, head, s)
            h ^= ZOBRIST (s, color);
        }
    }
  return h;
}

/* Packing ----------------------------------------------------------------- */

#define PACK_HEADER 13

gsize
tg_board_pack_size (const TgBoard *self)
{
  return PACK_HEADER + tg_board_n_points (self);
}

void
tg_board_pack (const TgBoard *self,
               guint8        *out)
{
  guint8 *c = out + PACK_HEADER;

  out[0] = self->width;
  out[1] = self->height;
  memcpy (out + 2, &self->ko, sizeof (TgPoint));
  memcpy (out + 4, &self->captures[TG_BLACK], sizeof (guint));
  memcpy (out + 8, &self->captures[TG_WHITE], sizeof (guint));
  out[12] = self->ko_color;
  for (guint y = 0; y < self->height; y++)
    {
      memcpy (c, &self->color[tg_point (0, y)], self->width);
      c += self->width;
    }
}

void
tg_board_unpack (TgBoard      *self,
                 const guint8 *packed)
{
  const guint8 *c = packed + PACK_HEADER;

  tg_board_init (self, packed[0], packed[1]);
  memcpy (&self->ko, packed + 2, sizeof (TgPoint));
  memcpy (&self->captures[TG_BLACK], packed + 4, sizeof (guint));
  memcpy (&self->captures[TG_WHITE], packed + 8, sizeof (guint));
  self->ko_color = packed[12];
  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor col = *c++;

        self->color[p] = col;
        if (col != TG_EMPTY)
          self->hash ^= ZOBRIST (p, col);
      }
  rebuild_chains (self);
}

/* Diagrams ---------------------------------------------------------------- */

static int
diagram_cell (char c)
{
  switch (c)
    {
    case 'X': case 'x': case 'B': case '#':
      return TG_BLACK;
    case 'O': case 'o': case 'W': case '@':
      return TG_WHITE;
    case '.': case '+': case ',':
      return TG_EMPTY;
    default:
      return -1;
    }
}

gboolean
tg_board_from_diagram (TgBoard    *self,
                       const char *diagram)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) row = g_string_new (NULL);
  guint width = 0;

  for (const char *s = diagram; ; s++)
    {
      if (*s == '\n' || *s == '/' || *s == '\0')
        {
          if (row->len > 0)
            {
              if (width == 0)
                width = row->len;
              else if (row->len != width)
                return FALSE;
              g_ptr_array_add (rows, g_strdup (row->str));
              g_string_truncate (row, 0);
            }
          if (*s == '\0')
            break;
          continue;
        }
      if (*s == ' ' || *s == '\t' || *s == '\r')
        continue;
      if (diagram_cell (*s) < 0)
        return FALSE;
      g_string_append_c (row, *s);
    }

  if (!tg_board_size_is_valid (width, rows->len))
    return FALSE;

  tg_board_init (self, width, rows->len);
  for (guint y = 0; y < rows->len; y++)
    {
      const char *r = g_ptr_array_index (rows, y);

      for (guint x = 0; x < width; x++)
        {
          TgColor c = diagram_cell (r[x]);
          TgPoint p = tg_point (x, y);

          self->color[p] = c;
          if (c != TG_EMPTY)
            self->hash ^= ZOBRIST (p, c);
        }
    }
  rebuild_chains (self);
  return TRUE;
}

char *
tg_board_to_diagram (const TgBoard *self)
{
  GString *out = g_string_sized_new ((self->width * 2 + 1) * self->height);

  for (guint y = 0; y < self->height; y++)
    {
      for (guint x = 0; x < self->width; x++)
        {
          static const char glyph[] = ".XO";

          if (x > 0)
            g_string_append_c (out, ' ');
          g_string_append_c (out, glyph[self->color[tg_point (x, y)]]);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
