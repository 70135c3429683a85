/* tg-board.h: a value-type Go board of any size up to 52×52
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgBoard knows what happens when a stone goes somewhere and nothing
 * else: no history, no superko, no komi. It is a plain struct: copy it
 * with one assignment (`TgBoard copy = *board;`).
 *
 * Chains are circular lists through next[]; head[] names every stone's
 * chain head; libs[] and size[] are exact and valid at the head only.
 */

#pragma once

#include <glib-object.h>

#include "tg-types.h"
#include "tg-point.h"

G_BEGIN_DECLS

typedef struct _TgBoard TgBoard;

struct _TgBoard
{
  guint8   width;
  guint8   height;
  TgPoint  ko;               /* point ko_color may not retake at once, or TG_NO_POINT */
  guint8   ko_color;         /* the colour the ko ban applies to (the capturer's opponent) */
  guint    captures[3];      /* stones captured by [TG_BLACK] and [TG_WHITE] */
  guint64  hash;             /* Zobrist hash of the stones only */
  guint8   color[TG_ARRAY_SIZE];
  TgPoint  head[TG_ARRAY_SIZE];
  TgPoint  next[TG_ARRAY_SIZE];
  guint16  libs[TG_ARRAY_SIZE];
  guint16  size[TG_ARRAY_SIZE];
};

typedef enum
{
  TG_BOARD_OK = 0,
  TG_BOARD_OFF_BOARD,
  TG_BOARD_OCCUPIED,
  TG_BOARD_SUICIDE,        /* forbidden suicide, or any single-stone suicide */
  TG_BOARD_KO,             /* retakes the simple ko */
} TgBoardVerdict;

/* Neighbour offsets in index space, in the order N, W, E, S. */
#define TG_DIR_N  (-TG_STRIDE)
#define TG_DIR_S  (TG_STRIDE)
#define TG_DIR_W  (-1)
#define TG_DIR_E  (1)

extern const int tg_board_dirs[4];

#define TG_TYPE_BOARD (tg_board_get_type ())

GType           tg_board_get_type          (void) G_GNUC_CONST;

/* Valid sizes are 1..52 on each side. */
gboolean        tg_board_size_is_valid     (guint          width,
                                            guint          height);
void            tg_board_init              (TgBoard       *self,
                                            guint          width,
                                            guint          height);
TgBoard        *tg_board_new               (guint          width,
                                            guint          height);
TgBoard        *tg_board_copy              (const TgBoard *self);
void            tg_board_free              (TgBoard       *self);

static inline TgColor
tg_board_get (const TgBoard *self,
              TgPoint        p)
{
  return (TgColor) self->color[p];
}

static inline gboolean
tg_board_contains (const TgBoard *self,
                   TgPoint        p)
{
  return tg_point_is_on_board (p, self->width, self->height);
}

static inline guint
tg_board_n_points (const TgBoard *self)
{
  return (guint) self->width * self->height;
}

/* What would happen if @color played at @p: legal or why not. The simple
 * ko is honoured; superko is the game's business. Single-stone suicide is
 * always refused; multi-stone suicide only when @suicide_ok is FALSE. */
TgBoardVerdict  tg_board_check             (const TgBoard *self,
                                            TgPoint        p,
                                            TgColor        color,
                                            gboolean       suicide_ok);
gboolean        tg_board_is_legal          (const TgBoard *self,
                                            TgPoint        p,
                                            TgColor        color,
                                            gboolean       suicide_ok);
/* Plays without checking (the point must be on the board and empty).
 * Removes captured chains and, for a suicide, the player's own chain.
 * Writes the removed points to @captured (which may be NULL; it needs room
 * for width×height points) and returns how many were removed. The captures
 * are credited to whoever took them, also for suicide. */
guint           tg_board_play              (TgBoard       *self,
                                            TgPoint        p,
                                            TgColor        color,
                                            TgPoint       *captured);
/* A pass clears the simple ko. */
void            tg_board_pass              (TgBoard       *self);
/* Setup (SGF AB/AW/AE): puts @color (or TG_EMPTY) at @p and rebuilds the
 * chains around it. Captures nothing, even a chain left without liberties. */
void            tg_board_set               (TgBoard       *self,
                                            TgPoint        p,
                                            TgColor        color);

static inline TgPoint
tg_board_chain_head (const TgBoard *self,
                     TgPoint        p)
{
  return self->head[p];
}

/* Runs the statement that follows once for every stone @s (a TgPoint
 * declared by the macro) of the chain through the stone at @p, starting at
 * the chain head. `break` leaves the walk; the board must not change
 * during it.
 *
 *   TG_BOARD_FOREACH_STONE (board, p, s)
 *     dead[s] = TRUE;
 */
#define TG_BOARD_FOREACH_STONE(board, p, s)                                          \
  for (TgPoint s##_head_ = (board)->head[(p)], s = s##_head_, s##_more_ = 1;         \
       s##_more_;                                                                   \
       s = (board)->next[s], s##_more_ = (s != s##_head_))

/* The first liberty of the chain through the stone at @p (in the order of
 * the chain from its head, and N, W, E, S around each stone), or
 * TG_NO_POINT for a chain without liberties. For a chain in atari, its
 * one liberty. */
static inline TgPoint
tg_board_chain_any_liberty (const TgBoard *self,
                            TgPoint        p)
{
  TG_BOARD_FOREACH_STONE (self, p, s)
    for (guint d = 0; d < 4; d++)
      if (self->color[s + tg_board_dirs[d]] == TG_EMPTY)
        return (TgPoint) (s + tg_board_dirs[d]);
  return TG_NO_POINT;
}

guint           tg_board_chain_liberties   (const TgBoard *self,
                                            TgPoint        p);
guint           tg_board_chain_size        (const TgBoard *self,
                                            TgPoint        p);
/* Writes up to @n_out stones of the chain at @p; returns the chain size. */
guint           tg_board_chain_points      (const TgBoard *self,
                                            TgPoint        p,
                                            TgPoint       *out,
                                            guint          n_out);
/* Writes up to @n_out liberties of the chain at @p; returns their number. */
guint           tg_board_chain_liberty_points (const TgBoard *self,
                                               TgPoint        p,
                                               TgPoint       *out,
                                               guint          n_out);
guint           tg_board_count_stones      (const TgBoard *self,
                                            TgColor        color);

/* Zobrist hash of the stones (the side to move is not included). */
static inline guint64
tg_board_get_hash (const TgBoard *self)
{
  return self->hash;
}

/* The hash after @color plays at @p (a legal move), computed without
 * playing: captured chains, or the player's own chain on a suicide, leave
 * the hash. */
guint64         tg_board_hash_after_play   (const TgBoard *self,
                                            TgPoint        p,
                                            TgColor        color);

/* Stone-by-stone comparison of two boards of the same size. */
gboolean        tg_board_same_position     (const TgBoard *a,
                                            const TgBoard *b);

/* A compact copy (size, ko, captures and one byte per point) for keeping
 * many positions: tg_board_pack_size() bytes. */
gsize           tg_board_pack_size         (const TgBoard *self);
void            tg_board_pack              (const TgBoard *self,
                                            guint8        *out);
void            tg_board_unpack            (TgBoard       *self,
                                            const guint8  *packed);

/* ASCII diagrams: rows top to bottom, "X"/"x"/"B"/"#" black, "O"/"o"/"W"/"@"
 * white, "."/"+"/"," empty; spaces are ignored and rows end with newline or
 * '/'. Returns FALSE if the text has the wrong shape. */
gboolean        tg_board_from_diagram      (TgBoard       *self,
                                            const char    *diagram);
char           *tg_board_to_diagram        (const TgBoard *self);

/* The Zobrist key of a stone, and the key that marks "white to move"
 * (used by the game for situational superko). */
guint64         tg_zobrist_stone           (TgPoint        p,
                                            TgColor        color);
guint64         tg_zobrist_white_to_move   (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoard, tg_board_free)

G_END_DECLS
