/* tg-sgf-games.c: a file split into its games, before decoding
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The decoder decides a charset game by game (a collection may mix
 * them), so it first finds where each game starts and ends, and its
 * first CA[], at byte level: '(' ')' '[' ']' and '\\' are ASCII in every
 * charset the reader takes apart this way.
 */

#include "config.h"

#include <string.h>

#include "tg-sgf-reader-private.h"

/* TRUE if the identifier before the '[' at @bracket is CA (FF[3]
 * lower-case letters allowed among its capitals). */
static gboolean
ident_before_is_ca (const guint8 *d,
                    gsize         bracket)
{
  gsize k = bracket;
  char up[3];
  guint n = 0;

  /* Most values follow a one-letter move or another value: decided by
   * the byte before the '['. */
  if (k > 0 && ((g_ascii_isupper (d[k - 1]) && d[k - 1] != 'A') ||
                (!g_ascii_isalpha (d[k - 1]) && !g_ascii_isspace (d[k - 1]))))
    return FALSE;
  while (k > 0 && g_ascii_isspace (d[k - 1]))
    k--;
  while (k > 0 && g_ascii_isalpha (d[k - 1]))
    {
      k--;
      if (g_ascii_isupper (d[k]))
        {
          if (n == 2)
            return FALSE;
          up[n++] = d[k];
        }
    }
  return n == 2 && up[0] == 'A' && up[1] == 'C';
}

/* Where the value starting at @v ends: the first ']' after an even
 * number of backslashes, or @len. */
static gsize
value_end (const guint8 *d,
           gsize         v,
           gsize         len)
{
  gsize j = v;

  for (;;)
    {
      gsize near = MIN (len, j + 8), k;
      guint bs = 0;

      /* Most values are a move's two letters: looked at before memchr. */
      while (j < near && d[j] != ']')
        j++;
      if (j == near)
        {
          const guint8 *q = j < len ? memchr (d + j, ']', len - j) : NULL;

          if (q == NULL)
            return len;
          j = q - d;
        }
      for (k = j; k > v && d[k - 1] == '\\'; k--)
        bs++;
      if (bs % 2 == 0)
        return j;
      j++;
    }
}

/* The bytes the split stops at outside values: ';' for the fast path
 * of a move's node. */
static const guint8 split_stop[256] = { ['('] = 1, [')'] = 1, ['['] = 1, [';'] = 1 };

/* A move's value, "[pd]" after B or W: two letters (no backslash, no
 * ']'), and a move is never a CA[]. */
static inline gboolean
is_letter (guint8 c)
{
  return (guint8) ((c | 0x20) - 'a') < 26;
}

static inline gboolean
is_move_value (const guint8 *d,
               gsize         bracket,
               gsize         len)
{
  return bracket + 3 < len && d[bracket + 3] == ']' && d[bracket] == '[' && bracket > 0 &&
         (d[bracket - 1] == 'B' || d[bracket - 1] == 'W') &&
         is_letter (d[bracket + 1]) && is_letter (d[bracket + 2]);
}

/* TRUE if the 8 bytes at @p begin with a move's node, ";B[pd]" (or W):
 * the fixed bytes ';', '[' and ']' compared in one word. */
static inline gboolean
is_move_node (const guint8 *p)
{
  guint64 w;
  guint8 id;

  memcpy (&w, p, 8);
  w = GUINT64_FROM_LE (w);
  if ((w & G_GUINT64_CONSTANT (0x0000FF0000FF00FF)) != G_GUINT64_CONSTANT (0x00005D00005B003B))
    return FALSE;
  id = (guint8) (w >> 8);
  return (id == 'B' || id == 'W') && is_letter ((guint8) (w >> 24)) && is_letter ((guint8) (w >> 32));
}

/* Splits the file into games at byte level (a value runs to the first
 * ']' after an even number of backslashes) and finds each game's first
 * CA[]. Junk between games belongs to the game after it. Counts the ';'
 * outside values on the way (about the number of nodes) in
 * @n_semicolons. */
GArray *
_tg_sgf_split_games (const guint8 *d,
                     gsize         len,
                     gsize        *n_semicolons)
{
  GArray *segs = g_array_new (FALSE, FALSE, sizeof (TgSgfSegment));
  TgSgfSegment cur = { 0, 0, -1, 0 };
  guint depth = 0;
  gsize i = 0, semicolons = 0;

  for (;;)
    {
      guint8 c;

      while (i < len && !split_stop[d[i]])
        i++;
      if (i >= len)
        break;
      c = d[i];
      if (c == ';')
        {
          /* Most nodes are a move: ";B[pd]" taken at once, a run of
           * them a word at a time. */
          while (len - i >= 8 && is_move_node (d + i))
            {
              i += 6;
              semicolons++;
            }
          if (i < len && d[i] == ';')
            {
              i += is_move_value (d, i + 2, len) ? 6 : 1;
              semicolons++;
            }
          continue;
        }
      if (c == '[')
        {
          gsize v = i + 1, j;

          if (is_move_value (d, i, len))
            {
              i += 4;
              continue;
            }
          j = value_end (d, v, len);
          if (depth > 0 && cur.ca < 0 && ident_before_is_ca (d, i))
            {
              cur.ca = v;
              cur.ca_len = j - v;
            }
          i = j + 1;
          continue;
        }
      if (c == '(')
        depth++;
      else if (depth > 0 && --depth == 0)
        {
          cur.end = i + 1;
          g_array_append_val (segs, cur);
          cur.start = i + 1;
          cur.ca = -1;
          cur.ca_len = 0;
        }
      i++;
    }
  if (depth > 0 || segs->len == 0)
    {
      cur.end = len;
      g_array_append_val (segs, cur);
    }
  else
    g_array_index (segs, TgSgfSegment, segs->len - 1).end = len;
  *n_semicolons = semicolons;
  return segs;
}
