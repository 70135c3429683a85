/* tg-score.h: counting a finished position under every rule set
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position, a dead-stone mask and the rules go in; a TgScore comes out
 * with the per-player breakdown, the margin, the SGF result string, the
 * owner of every point (for drawing) and the points that still need a
 * move. The formulas are those of ../shared/design/RULES.md §2. Every
 * number that can hold half a point is an integer count of half-points.
 */

#pragma once

#include <glib-object.h>

#include "tg-board.h"
#include "tg-rules.h"

G_BEGIN_DECLS

/* What TgScore.owner[] says about a point. */
typedef enum
{
  TG_SCORE_OWNER_NONE = 0,   /* off the board */
  TG_SCORE_OWNER_BLACK,      /* a black stone, or a point that counts for Black */
  TG_SCORE_OWNER_WHITE,      /* a white stone, or a point that counts for White */
  TG_SCORE_OWNER_DAME,       /* an empty point that counts for nobody */
  TG_SCORE_OWNER_SEKI,       /* an empty point in seki: a shared liberty, or an
                              * eye that these rules do not count */
} TgScoreOwner;

/* Why TgScore.unsettled[] says a point still needs a move (0 = settled).
 * Only true reasons: _ATARI is a chain in atari on the board as it
 * stands; _TEIRE a connection that filling the dame would force (a
 * shortage of liberties, a false eye); _BOUNDARY and _OPEN are reported
 * under territory rules only, where such points must be filled before the
 * game is over. What an unsettled point does to the count is
 * tg_rules_counts_unsettled(): see docs/counting.md. */
typedef enum
{
  TG_SCORE_SETTLED = 0,
  TG_SCORE_UNSETTLED_KO,        /* an open ko: the point that captures or connects it */
  TG_SCORE_UNSETTLED_ATARI,     /* the last liberty of a chain in atari: it must be
                                 * connected (teire) or the chain can be taken */
  TG_SCORE_UNSETTLED_BOUNDARY,  /* territory rules: a dame between both colours
                                 * that must be filled before counting */
  TG_SCORE_UNSETTLED_TEIRE,     /* territory rules and seki: a chain that is not in
                                 * atari now would be once the dame are filled; its
                                 * owner must connect here (a false eye, a shortage
                                 * of liberties) */
  TG_SCORE_UNSETTLED_OPEN,      /* territory rules: an open boundary (empty points
                                 * that touch no stone between both colours, or reach
                                 * no stone): the game is not over here */
} TgScoreUnsettled;

/* Who won (TgScore.winner). */
typedef enum
{
  TG_SCORE_WINNER_NONE = 0,     /* a draw (jigo) */
  TG_SCORE_WINNER_BLACK,        /* also a tie under rules where Black wins ties */
  TG_SCORE_WINNER_WHITE,
} TgScoreWinner;

/* How the rule set counts and in which unit a reader sees the margin
 * (TgScore.method). */
typedef enum
{
  TG_SCORE_METHOD_TERRITORY = 0,  /* territory + prisoners, in points (目) */
  TG_SCORE_METHOD_AREA,           /* stones + territory, in points */
  TG_SCORE_METHOD_ZI,             /* Chinese and ancient: Black's 子 against the
                                   * baseline, margins in 子 (half the points) */
} TgScoreMethod;

typedef struct
{
  const TgBoard  *board;        /* final position; board->captures[] are the prisoners
                                 * taken during play */
  const guint8   *dead;         /* TG_ARRAY_SIZE bytes, non-zero = dead stone; may be NULL */
  const guint8   *seki;         /* TG_ARRAY_SIZE bytes, non-zero = the user marked this
                                 * point (a stone or an empty point) as part of a seki;
                                 * added to what tg_score_find_seki() finds; may be NULL */
  const TgRules  *rules;
  TgHalfPoints    komi;
  guint           handicap;     /* N; 0 or 1 gives no compensation */
  guint           black_passes; /* AGA pass stones: passes along the record */
  guint           white_passes;
  guint           black_overtime_periods;  /* Ing: 2 points each (rules->overtime_penalty) */
  guint           white_overtime_periods;
} TgScoreInput;

typedef struct
{
  guint         stones;          /* own stones left on the board after removing the dead */
  guint         territory;       /* empty points counted for this player by these rules
                                  * (territory rules: outside seki and not needing a
                                  * connection; area rules: seki eyes included unless the
                                  * group tax excludes them) */
  guint         area;            /* stones + territory */
  guint         captures;        /* opponent stones captured during play */
  guint         dead;            /* opponent stones marked dead (lifted as prisoners) */
  guint         prisoners;       /* captures + dead */
  guint         seki_eyes;       /* empty points enclosed by own groups in seki */
  guint         pass_stones;     /* AGA: stones handed over by the opponent's passes */
  guint         groups;          /* independently living groups (the ancient tax) */
  TgHalfPoints  tax;             /* ancient group tax paid (还棋头), half-points */
  TgHalfPoints  penalty;         /* Ing overtime penalty, half-points */
  TgHalfPoints  total;           /* the player's total as his rules count it, komi and
                                  * compensation included for White; black.total −
                                  * white.total == margin */
  TgHalfPoints  territory_total; /* AGA territory view: territory + prisoners + pass
                                  * stones (+ komi for White); other rules: territory +
                                  * prisoners (+ komi for White) */
} TgScoreSide;

typedef struct
{
  TgRules       rules;
  TgScoreSide   black;
  TgScoreSide   white;
  TgHalfPoints  komi;
  TgHalfPoints  compensation;    /* handicap points White receives (N, N−1 or 0) */
  TgHalfPoints  margin;          /* black.total − white.total; > 0: Black wins */
  TgHalfPoints  territory_margin;/* black.territory_total − white.territory_total */
  guint         dame;            /* empty points that count for nobody (seki included) */
  guint         seki_points;     /* shared liberties of groups in seki */
  guint         handicap;
  guint         n_unsettled;     /* points with a non-zero unsettled[] */
  guint8        owner[TG_ARRAY_SIZE];      /* TgScoreOwner */
  guint8        unsettled[TG_ARRAY_SIZE];  /* TgScoreUnsettled */
  guint8        seki[TG_ARRAY_SIZE];       /* non-zero: a stone or empty point in seki */
  char         *result;          /* SGF RE: "B+3.5", "W+0.5", "0" for a draw (never
                                  * translated); Ing gives ties to Black: "B+0" */
  char         *chinese_count;   /* area rules: "黑 185 子，胜 3/4 子", "黑 184 子，白胜 1/4 子",
                                  * "黑 182 子，和棋" (UTF-8, the plain form of tengen-cli's
                                  * JSON; readers get tg_score_describe_count ()); NULL
                                  * under territory rules */
  TgHalfPoints  black_count;     /* area rules: Black's 子 count ×2 (stones + territory
                                  * + ½ of the dame − groups taxed) */
  TgHalfPoints  baseline;        /* area rules: 归本数 ×2 = points on the board (361 on
                                  * 19×19 is 180.5 子); komi and compensation come on top */
  TgScoreWinner winner;          /* from the margin and the rules' tie rule */
  TgScoreMethod method;          /* tg_score_method_for_rules (&rules) */
  guint8        dame_filler[TG_ARRAY_SIZE];  /* a dame whose fill by one side would force
                                  * the other's connection: the threatened side, who
                                  * fills it himself (1989 rules, art. 9(3)); else
                                  * TG_EMPTY */
  TgPoint       dame_threat[TG_ARRAY_SIZE];  /* that connection, or TG_NO_POINT */
} TgScore;

#define TG_TYPE_SCORE (tg_score_get_type ())

GType         tg_score_get_type     (void) G_GNUC_CONST;

/* Counts @input. Never fails: stones the dead mask names on empty points
 * are ignored. Free with tg_score_free(). */
TgScore      *tg_score_compute      (const TgScoreInput *input);
TgScore      *tg_score_copy         (const TgScore      *self);
void          tg_score_free         (TgScore            *self);

/* Fills @input with the defaults for @board and @rules: no dead stones,
 * the rules' default komi, no handicap, no passes, no overtime. */
void          tg_score_input_init   (TgScoreInput       *input,
                                     const TgBoard      *board,
                                     const TgRules      *rules);

/* Finds the groups in seki after removing @dead (may be NULL): chains that
 * live by sharing liberties that neither side can fill without putting
 * itself in atari. Writes non-zero into @seki_out (TG_ARRAY_SIZE bytes,
 * cleared first) for their stones and their shared liberties, and returns
 * the number of shared liberties. */
guint         tg_score_find_seki    (const TgBoard      *board,
                                     const guint8       *dead,
                                     guint8             *seki_out);

/* A margin in half-points as 子 (a quarter of it), sign dropped, in the
 * plain form of tengen-cli's JSON: 3 → "3/4", 5 → "1 1/4", 4 → "1",
 * 2 → "1/2", 0 → "0". Readers get tg_score_format_zi_glyphs (). */
char         *tg_score_format_zi    (TgHalfPoints        margin);
/* The SGF result for a margin: "B+1.5", "W+0.5", "0"; with
 * @black_wins_ties a zero margin gives "B+0". */
char         *tg_score_format_result (TgHalfPoints       margin,
                                      gboolean           black_wins_ties);

const char   *tg_score_unsettled_to_string (TgScoreUnsettled reason);

/* AGA's "White passes last": how many passes White owes so that both
 * have had as many turns (stones placed, on the board or captured, plus
 * passes; the handicap counts as one turn of Black's). With them the
 * territory count with pass stones equals the area count (RULES.md §2).
 * 0 when White has had as many turns or more. */
guint         tg_score_owed_white_passes (const TgBoard     *board,
                                          guint              handicap,
                                          guint              black_passes,
                                          guint              white_passes);

/* How @rules count: territory, area in points, or area in 子. */
TgScoreMethod tg_score_method_for_rules  (const TgRules     *rules);
/* The winner of a margin (half-points, Black − White). */
TgScoreWinner tg_score_winner_for_margin (TgHalfPoints       margin,
                                          gboolean           black_wins_ties);
/* A margin in 子 with fraction glyphs, sign dropped: 15 → "3¾", 2 → "½",
 * 5 → "1¼", 8 → "2". The form every reader sees (panel, tengen-cli score's
 * lines, the breakdown written into the record). */
char         *tg_score_format_zi_glyphs  (TgHalfPoints       margin);
/* The same with a minus sign (U+2212) when negative: -3 → "−¾". */
char         *tg_score_format_zi_signed  (TgHalfPoints       value);
/* The n to give ngettext () for a count written with these functions, so
 * that English takes the plural its style guides give (the rule is at
 * their definition): a count of @quarters of 子 in glyphs: "¾ stone",
 * "1 stone", "1¼ stones"; a count of @half_points in decimals: "1 point",
 * "0.5 points". */
gulong        tg_score_zi_plural_n       (TgHalfPoints       quarters);
gulong        tg_score_points_plural_n   (TgHalfPoints       half_points);
/* The Chinese count in glyphs, for readers: "黑 184½ 子，胜 ¼ 子", "黑 184 子，
 * 白胜 ¼ 子", "黑 182 子，和棋"; NULL under territory rules (where
 * chinese_count is NULL). chinese_count holds the same in the plain form. */
char         *tg_score_describe_count    (const TgScore     *score);
/* A count in 子 in the user's language: "3¾ stones", "½ stone" (zh:
 * "3¾ 子"); negative with "−". */
char         *tg_score_describe_zi       (TgHalfPoints       quarters);
/* The Chinese count in the user's language: "Black counts 184½ stones:
 * White wins by ¼ stone" (zh: "黑 184½ 子，白胜 ¼ 子"); NULL where
 * chinese_count is NULL. */
char         *tg_score_describe_count_words (const TgScore  *score);
/* The result in words, translated: the margin in points as RE[] has it,
 * with the 子 beside it under Chinese counting: "Black wins by 7.5 points
 * (3¾ stones)" (zh: 黑胜 3¾ 子（7.5 目）), "White wins by 6.5 points" (zh:
 * 白胜 6.5 目), "White wins by 1 point", "Draw (jigo)" (和棋). */
char         *tg_score_describe          (const TgScore     *score);
/* Any SGF RE[] value in words, translated: "B+R" "Black wins by
 * resignation" (黑中盘胜), "W+T" "White wins on time" (白超时胜), "B+7.5"
 * as @rules count (NULL: in points), "0" "Draw (jigo)", "Void", "?".
 * A value it cannot read comes back as it is; NULL for NULL or "". */
char         *tg_score_describe_result   (const char        *result,
                                          const TgRules     *rules);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgScore, tg_score_free)

G_END_DECLS
