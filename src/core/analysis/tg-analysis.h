/* tg-analysis.h: one engine's analysis of one position, whatever it speaks
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgAnalysis is what an engine said about one position: which position
 * it is (so that it is never shown on another), the root values and the
 * candidate moves, all from Black's side, ownership when the engine gives
 * it, and where it came from. It is the same whatever the engine speaks
 * (KataGo's kata-analyze, Leela Zero's lz-analyze, Sabaki's analyze, GNU
 * Go's top_moves and estimate_score) and whether it was computed now or
 * read back from a record (tg-analysis-sgf.h).
 *
 * Reference counted and immutable once shared: a parser or the analyzer
 * fills a new one, then hands out references. Numbers are never read or
 * written through the locale.
 */

#pragma once

#include <glib-object.h>

#include "tg-board.h"

G_BEGIN_DECLS

#define TG_ANALYSIS_ERROR (tg_analysis_error_quark ())

typedef enum
{
  TG_ANALYSIS_ERROR_PARSE,       /* a report that is not the dialect */
  TG_ANALYSIS_ERROR_POSITION,    /* a result about another position */
  TG_ANALYSIS_ERROR_UNSUPPORTED, /* the engine has no analysis command */
  TG_ANALYSIS_ERROR_NO_NETWORK,  /* Leela Zero without a network file */
} TgAnalysisError;

GQuark tg_analysis_error_quark (void);

/* What the engine speaks, chosen from its list_commands (KataGo first,
 * then Leela Zero's dialect, then Sabaki's, then GNU Go's top_moves). */
typedef enum
{
  TG_ANALYSIS_DIALECT_NONE,
  TG_ANALYSIS_DIALECT_KATAGO,      /* kata-analyze: floats, scoreLead */
  TG_ANALYSIS_DIALECT_LEELA_ZERO,  /* lz-analyze: hundredths of a percent */
  TG_ANALYSIS_DIALECT_SABAKI,      /* analyze: Sabaki's generic dialect */
  TG_ANALYSIS_DIALECT_GNUGO,       /* top_moves_black/white, estimate_score:
                                    * no winrate */
} TgAnalysisDialect;

/* "kata-analyze", "lz-analyze", "analyze", "gnugo", "none" */
const char         *tg_analysis_dialect_to_string   (TgAnalysisDialect dialect);
TgAnalysisDialect   tg_analysis_dialect_from_string (const char       *str);

/* Whose side the engine's numbers are from. KataGo reports from the side
 * to move unless its config says reportAnalysisWinratesAs = BLACK/WHITE. */
typedef enum
{
  TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
  TG_ANALYSIS_PERSPECTIVE_BLACK,
  TG_ANALYSIS_PERSPECTIVE_WHITE,
} TgAnalysisPerspective;

/* Unknown numbers are NAN (isnan), never 0. */
typedef struct
{
  TgPoint   point;        /* TG_PASS for a pass */
  guint     visits;
  double    winrate;      /* Black's winrate after this move, 0..1 */
  double    score_lead;   /* Black's lead in points after this move (GNU
                           * Go: its first choice's only, estimate_score
                           * after playing it) */
  double    prior;        /* the policy's probability, 0..1 */
  double    lcb;          /* lower confidence bound of the winrate of the
                           * side to move (not Black's), 0..1 */
  guint     order;        /* the engine's rank, 0 = its first choice */
  double    value;        /* GNU Go's top_moves: the move's worth in
                           * points; NAN for the other dialects */
  guint     pv_length;
  TgPoint  *pv;           /* the principal variation, pv[0] == point;
                           * colours alternate from the side to move */
} TgAnalysisCandidate;

typedef struct
{
  /* The position: an analysis is shown only where these match
   * (tg_analysis_matches). */
  guint        width;
  guint        height;
  TgColor      to_move;
  guint64      position_hash;  /* tg_analysis_position_hash () */
  TgHalfPoints komi;
  char        *rules;          /* an RU[] name, or NULL when unknown */

  /* Root values, from Black's side; NAN when unknown. */
  double       winrate;        /* 0..1 */
  double       score_lead;     /* points; GNU Go: the mean of score_estimate
                                * and the best candidate's score_lead, one
                                * estimate after each side's move */
  guint        visits;
  double       score_estimate; /* GNU Go: its estimate_score of this very
                                * position (Black's lead, biased toward the
                                * side that just moved); NAN otherwise */

  /* Best first (order 0 first). */
  TgAnalysisCandidate *candidates;
  guint        n_candidates;

  /* width × height values, index y * width + x (0-based, top left),
   * Black's side −1..1; NULL when the engine gives none. */
  float       *ownership;

  /* Provenance. */
  TgAnalysisDialect dialect;
  char        *engine_name;    /* "KataGo", "Leela Zero", "GNU Go" */
  char        *engine_version;
  char        *network;        /* network or model file's base name, or NULL */
  double       seconds;        /* search time spent, NAN when unknown */
  gboolean     final;          /* the search's last report (its budget was
                                * reached), not an interim update */
} TgAnalysis;

#define TG_TYPE_ANALYSIS (tg_analysis_get_type ())

GType        tg_analysis_get_type      (void) G_GNUC_CONST;

/* An empty analysis of a position: numbers NAN, no candidates. */
TgAnalysis  *tg_analysis_new           (guint              width,
                                        guint              height,
                                        TgColor            to_move);
TgAnalysis  *tg_analysis_ref           (TgAnalysis        *self);
void         tg_analysis_unref         (TgAnalysis        *self);
TgAnalysis  *tg_analysis_copy          (const TgAnalysis  *self);

/* The Zobrist hash of @board's stones, with the side to move and the board
 * size folded in (an empty 9×9 and an empty 19×19 differ). The position of
 * a game: tg_game_get_board () and tg_game_get_to_play (). */
guint64      tg_analysis_position_hash (const TgBoard     *board,
                                        TgColor            to_move);
/* Fills width, height, to_move, position_hash, komi and rules. */
void         tg_analysis_set_position  (TgAnalysis        *self,
                                        const TgBoard     *board,
                                        TgColor            to_move,
                                        TgHalfPoints       komi,
                                        const char        *rules);
/* Whether @self is about this position (stones, side to move, komi). */
gboolean     tg_analysis_matches       (const TgAnalysis  *self,
                                        const TgBoard     *board,
                                        TgColor            to_move,
                                        TgHalfPoints       komi);

/* Appends a candidate (copies @pv); returns it for the caller to fill. */
TgAnalysisCandidate *tg_analysis_add_candidate (TgAnalysis *self,
                                                TgPoint     point,
                                                const TgPoint *pv,
                                                guint       pv_length);
/* Sorts the candidates by order, then by visits. */
void         tg_analysis_sort_candidates (TgAnalysis      *self);
/* The candidate at @point, or NULL. */
const TgAnalysisCandidate *tg_analysis_find_candidate (const TgAnalysis *self,
                                                       TgPoint           point);
/* The engine's first choice, or NULL when there are no candidates. */
const TgAnalysisCandidate *tg_analysis_best    (const TgAnalysis *self);

/* Parses one report line of @dialect ("info move … ownership …" for
 * kata-analyze, "info move …" for lz-analyze and analyze) about the
 * position in @self (its size and side to move), converting to Black's
 * side from @perspective, and replaces @self's root values, candidates and
 * ownership with it, and sets @self's dialect. Unknown fields are skipped;
 * a line that is not the dialect, or not whole (a block cut short, a bad
 * number, a short ownership), is TG_ANALYSIS_ERROR_PARSE and leaves @self
 * unchanged. Without KataGo's rootInfo the root values are the first
 * choice's and the root visits the sum of the candidates' (what lz-analyze
 * gives; docs/analysis.md). */
gboolean     tg_analysis_parse_report  (TgAnalysis        *self,
                                        TgAnalysisDialect  dialect,
                                        TgAnalysisPerspective perspective,
                                        const char        *line,
                                        GError           **error);
/* GNU Go: the answer to top_moves_black/top_moves_white ("Q16 12.5 R4 9.1",
 * values in points) as candidates, and the answer to estimate_score
 * ("B+3.5 (upper bound: …)") as the root score lead. No winrate. The
 * analyzer then moves that lead to score_estimate and adds the estimate
 * after the first choice (tg-analyzer.c). */
gboolean     tg_analysis_parse_gnugo_top_moves (TgAnalysis  *self,
                                                const char  *answer,
                                                GError     **error);
gboolean     tg_analysis_parse_gnugo_score     (TgAnalysis  *self,
                                                const char  *answer,
                                                GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgAnalysis, tg_analysis_unref)

G_END_DECLS
