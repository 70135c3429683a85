/* tg-sgf-moves.c: the nodes most records are made of, read at once
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record is mostly ";B[pd];W[dp]…": nodes holding one move and nothing
 * else. The parser hands each ';' here first; a run of such nodes is
 * stored without the node buffer, a batch at a time
 * (tg_game_tree_append_moves()), and anything else goes back to the
 * parser's general path.
 */

#include "config.h"

#include <string.h>

#include "tg-sgf-reader-private.h"

/* Moves read in one run at most, so that the parser still checks the
 * cancellable every TG_SGF_CANCEL_STEP. */
#define MAX_RUN 4096

/* The node most records are made of, ";B[pd]" (or W) followed by ';', '('
 * or ')': stored at once, without the node buffer. Returns where the
 * parse continues, or NULL when the node at @s is anything else. */
static inline const char *
simple_move (TgSgfParser *p,
             TgSgfFrame  *f,
             const char  *s,
             const char  *end)
{
  TgNode parent = f->last != TG_NODE_NONE ? f->last : f->attach;
  const char *t = s + 6;
  TgNode node;
  guint x, y;

  if (end - s < 7 || (s[1] != 'B' && s[1] != 'W') || s[2] != '[' || s[5] != ']')
    return NULL;
  x = (guchar) s[3] - 'a';
  y = (guchar) s[4] - 'a';
  if (x >= p->width || y >= p->height || x >= 26 || y >= 26)
    return NULL;
  while (t < end && g_ascii_isspace (*t))
    t++;
  if (t >= end || (*t != ';' && *t != '(' && *t != ')'))
    return NULL;
  if (parent == TG_NODE_NONE || parent == TG_SGF_LEFT_OUT || p->not_go)
    return NULL;

  node = tg_game_tree_append_child_with_point (p->tree, parent, s[1], s + 3);
  if (G_UNLIKELY (p->ctx->node_offsets != NULL))
    _tg_sgf_note_node (p->ctx, node, s - p->ctx->text);
  f->last = node;
  f->n_nodes++;
  return t;
}

/* The moves after one that simple_move() took: ";W[dp];B[pp]…", each
 * the child of the one before, read in one loop with what simple_move()
 * checked once (a parent, Go, no node places to note) and appended a
 * batch at a time. At most @max moves, so that the caller still checks
 * the cancellable. */
static const char *
move_run (TgSgfParser *p,
          TgSgfFrame  *f,
          const char  *s,
          const char  *end,
          guint        max)
{
  guint width = MIN (p->width, 26), height = MIN (p->height, 26);
  char batch[3 * 256];
  guint n = 0, total = 0;

  /* ";B[pd]" and the byte after it, in one word: the fixed bytes ';',
   * '[' and ']' compared at once. */
  while (total + n < max && end - s >= 8)
    {
      const char *t = s + 6;
      guint64 w;
      guint8 id;

      memcpy (&w, s, 8);
      w = GUINT64_FROM_LE (w);
      if ((w & G_GUINT64_CONSTANT (0x0000FF0000FF00FF)) != G_GUINT64_CONSTANT (0x00005D00005B003B))
        break;
      id = (guint8) (w >> 8);
      if ((id != 'B' && id != 'W') || (guint) ((guint8) (w >> 24) - 'a') >= width ||
          (guint) ((guint8) (w >> 32) - 'a') >= height)
        break;
      if ((guint8) (w >> 48) != ';')
        {
          while (t < end && g_ascii_isspace (*t))
            t++;
          if (t >= end || (*t != ';' && *t != '(' && *t != ')'))
            break;
        }
      batch[3 * n] = (char) id;
      batch[3 * n + 1] = s[3];
      batch[3 * n + 2] = s[4];
      s = t;
      if (++n == G_N_ELEMENTS (batch) / 3)
        {
          f->last = tg_game_tree_append_moves (p->tree, f->last, batch, n);
          total += n;
          n = 0;
        }
    }
  f->last = tg_game_tree_append_moves (p->tree, f->last, batch, n);
  f->n_nodes += total + n;
  return s;
}

const char *
_tg_sgf_read_moves (TgSgfParser *p,
                    TgSgfFrame  *f,
                    const char  *s,
                    const char  *end)
{
  const char *after = simple_move (p, f, s, end);

  if (after == NULL)
    return NULL;
  /* A run of moves, as the parser would read them one by one (no node
   * is open between them). */
  if (G_LIKELY (p->ctx->node_offsets == NULL))
    return move_run (p, f, after, end, MAX_RUN);
  for (guint run = 0; run < MAX_RUN && after < end && *after == ';'; run++)
    {
      const char *next = simple_move (p, f, after, end);

      if (next == NULL)
        break;
      after = next;
    }
  return after;
}
