/* tg-score-private.h: the position analysis behind tg-score
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis removes the dead stones, splits the empty points into
 * regions, then "settles" a copy of the position the way players do before
 * counting: it connects chains left in atari (teire, open kos) and fills
 * the neutral points that either side can fill without putting itself in
 * atari. Neutral points that neither side can fill are the shared
 * liberties of a seki; the chains next to them are in seki.
 */

#pragma once

#include "tg-score.h"

G_BEGIN_DECLS

#define TG_SCORE_MAX_REGIONS (TG_MAX_SIZE * TG_MAX_SIZE + 1)

/* Values of TgScoreAnalysis.seki[]. */
enum
{
  TG_SEKI_NONE = 0,
  TG_SEKI_STONE = 1,      /* a stone of a chain in seki */
  TG_SEKI_LIBERTY = 2,    /* a shared liberty nobody can fill */
};

/* Bits of TgScoreAnalysis.region_mask[]: which colours a region reaches. */
#define TG_REACH_BLACK  (1 << TG_BLACK)
#define TG_REACH_WHITE  (1 << TG_WHITE)
#define TG_REACH_BOTH   (TG_REACH_BLACK | TG_REACH_WHITE)

typedef struct
{
  TgBoard   live;       /* the position after removing the dead stones */
  TgBoard   settled;    /* live, with connections made and dame filled */
  TgBoard   scratch;    /* settled, with a connection tried out */
  TgBoard   probe;      /* a board with a dame fill tried out */
  guint16   region[TG_ARRAY_SIZE];            /* empty points: region + 1; else 0 */
  guint     n_regions;
  guint8    region_mask[TG_SCORE_MAX_REGIONS];  /* TG_REACH_* */
  guint8    region_seki[TG_SCORE_MAX_REGIONS];  /* reaches a chain in seki */
  guint8    region_open[TG_SCORE_MAX_REGIONS];  /* neutral with a point touching no
                                                 * stone, or reaching no stone */
  guint16   region_size[TG_SCORE_MAX_REGIONS];  /* empty points in the region */
  guint8    capture[TG_ARRAY_SIZE];             /* TG_REACH_* of the capturers: an
                                                 * empty point next to dead stones
                                                 * and to live stones of their
                                                 * colour, that the capturer fills */
  guint8    seki[TG_ARRAY_SIZE];                /* TG_SEKI_* */
  guint8    unsettled[TG_ARRAY_SIZE];           /* TG_SCORE_UNSETTLED_KO / _ATARI / _TEIRE */
  TgPoint   threat[TG_ARRAY_SIZE];              /* a dame: the connection the opponent's
                                                 * fill there would force, or TG_NO_POINT */
  guint8    threat_color[TG_ARRAY_SIZE];        /* who fills that dame (the threatened side) */
  guint     n_seki_liberties;
  guint16   mark[TG_ARRAY_SIZE];
  guint16   stamp;
  TgPoint   stack[TG_ARRAY_SIZE];
} TgScoreAnalysis;

/* Runs the whole analysis into @a. With @remove_dead FALSE the dead mask
 * is ignored (Tromp-Taylor). @user_seki (may be NULL) adds the user's seki
 * marks: a marked stone puts its chain in seki, a marked empty point its
 * region and the chains around it. */
void     _tg_score_analyse       (TgScoreAnalysis *a,
                                  const TgBoard   *board,
                                  const guint8    *dead,
                                  gboolean         remove_dead,
                                  const guint8    *user_seki);

/* Marks the stones of the chain of @b through @p that stand on the live
 * board as being in seki. */
void     _tg_score_mark_seki_chain (TgScoreAnalysis *a,
                                    const TgBoard   *b,
                                    TgPoint          p);
/* The user's seki marks: a marked stone puts its chain in seki, a marked
 * empty point its region and the chains around it. */
void     _tg_score_add_user_seki   (TgScoreAnalysis *a,
                                    const guint8    *user_seki);
/* Spreads the seki through the eyes of the chains in seki (regions of
 * one colour, whatever their size) to the chains that share them, and
 * marks those eyes in region_seki[]. */
void     _tg_score_spread_seki     (TgScoreAnalysis *a);

/* A fresh stamp for a->mark[]: a point is "seen" when mark[p] == stamp. */
guint16  _tg_score_next_stamp      (TgScoreAnalysis *a);
/* Whether a neighbour of @p holds a stone of @color. */
gboolean _tg_score_touches_color   (const TgBoard   *b,
                                    TgPoint          p,
                                    TgColor          color);
/* The empty regions of the live board and the colours each reaches
 * (through the capture points found so far). */
void     _tg_score_find_regions    (TgScoreAnalysis *a,
                                    const TgBoard   *board);
/* The capture points of the dead stones into a->capture[]
 * (tg-score-capture.c). */
void     _tg_score_find_capture_points (TgScoreAnalysis *a,
                                        const TgBoard   *board,
                                        const guint8    *dead,
                                        gboolean         remove_dead);

/* Liberties the chain of @color would have after playing @p, counted up
 * to @limit (captures ignored). */
guint    _tg_score_liberties_after (TgScoreAnalysis *a,
                                    const TgBoard   *b,
                                    TgPoint          p,
                                    TgColor          color,
                                    guint            limit);
/* Whether @color can play @p on @b without capturing anything and keep
 * at least two liberties (a quiet fill in a closed region). */
gboolean _tg_score_is_safe_move    (TgScoreAnalysis *a,
                                    const TgBoard   *b,
                                    TgPoint          p,
                                    TgColor          color);

/* After the settling (tg-score-connections.c): the liberties of a dead
 * stone that must be taken before a connection on its point (@board is
 * the played board), the connections next to open boundaries, and the
 * seki held by two kos; each marks a->unsettled[] or a->seki[]. */
void     _tg_score_mark_captures_before_connections (TgScoreAnalysis *a,
                                                     const TgBoard   *board);
void     _tg_score_mark_connections_before_open     (TgScoreAnalysis *a);
void     _tg_score_mark_ko_seki                     (TgScoreAnalysis *a);

/* The totals, margin, result and 子 count of @score from its per-side
 * counts (stones, territory, captures, dead, pass stones, groups) and the
 * dame: the last step of tg_score_compute(), for callers that moved
 * points between the sides (the estimate). */
void     _tg_score_total         (TgScore            *score,
                                  const TgScoreInput *in);

/* "黑 185 子，胜 3/4 子" (@glyphs FALSE) or "黑 185 子，胜 ¾ 子": Black's count
 * (@black_count ×2, in 子) and the result in 子 (@margin in half-points). */
char    *_tg_score_format_chinese_count (TgHalfPoints black_count,
                                         TgHalfPoints margin,
                                         gboolean     black_wins_ties,
                                         gboolean     glyphs);

/* Index of the region of empty point @p in region_mask[] / region_seki[]. */
static inline guint
_tg_score_region_of (const TgScoreAnalysis *a,
                     TgPoint                p)
{
  return (guint) a->region[p] - 1;
}

G_END_DECLS
