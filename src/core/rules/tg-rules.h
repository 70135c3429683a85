/* tg-rules.h: rule sets as parameters, and the named presets
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See ../shared/design/RULES.md §1b for where every value comes from.
 */

#pragma once

#include <glib-object.h>

#include "tg-types.h"

G_BEGIN_DECLS

typedef enum
{
  TG_RULES_CHINESE,
  TG_RULES_JAPANESE,
  TG_RULES_KOREAN,
  TG_RULES_AGA,
  TG_RULES_ING,
  TG_RULES_NZ,
  TG_RULES_TROMP_TAYLOR,
  TG_RULES_ANCIENT,
  TG_RULES_N_PRESETS,
  TG_RULES_CUSTOM = TG_RULES_N_PRESETS,
} TgRulesPreset;

typedef enum
{
  TG_SCORING_AREA,
  TG_SCORING_TERRITORY,
} TgScoring;

typedef enum
{
  TG_KO_SIMPLE,        /* no immediate retake only */
  TG_KO_POSITIONAL,    /* no earlier grid colouring may recur */
  TG_KO_SITUATIONAL,   /* no earlier (grid colouring, side to move) may recur */
} TgKoRule;

typedef enum
{
  TG_TAX_NONE,         /* every live point counts */
  TG_TAX_SEKI,         /* eyes of groups in seki score nothing */
  TG_TAX_ALL,          /* seki eyes score nothing, and 2 points per living group */
} TgTax;

typedef enum
{
  TG_COMPENSATION_NONE,        /* white gets nothing for handicap stones */
  TG_COMPENSATION_N,           /* white gets N points (Chinese) */
  TG_COMPENSATION_N_MINUS_1,   /* white gets N−1 points (AGA) */
} TgCompensation;

typedef struct _TgRules TgRules;

struct _TgRules
{
  TgRulesPreset   preset;
  TgScoring       scoring;
  TgKoRule        ko;
  TgTax           tax;
  TgCompensation  compensation;
  gboolean        suicide;              /* multi-stone suicide allowed */
  gboolean        pass_stones;          /* AGA: a pass hands a stone to the opponent */
  gboolean        white_passes_last;    /* AGA: the game ends on a white pass */
  gboolean        remove_dead;          /* FALSE for Tromp-Taylor: count the board as it is */
  gboolean        black_wins_ties;      /* Ing: a zero margin is a black win */
  gboolean        cycle_no_result;      /* Japanese/Korean: a repeated position may end without result */
  gboolean        free_placement;       /* handicap stones placed freely by default */
  gboolean        seated_stones;        /* ancient: 座子 on the four 4-4 points */
  gboolean        white_first;          /* ancient: White makes the first move */
  gboolean        nigiri_winner_chooses;/* Ing: the right guess chooses a colour */
  TgHalfPoints    komi;                 /* default komi in an even game */
  TgHalfPoints    handicap_komi;        /* default komi in a handicap game */
  TgHalfPoints    overtime_penalty;     /* Ing: points per overtime period (half-points) */
};

#define TG_TYPE_RULES (tg_rules_get_type ())

GType           tg_rules_get_type           (void) G_GNUC_CONST;
TgRules        *tg_rules_copy               (const TgRules  *self);
void            tg_rules_free               (TgRules        *self);

/* Fills @out with the parameters of @preset (not TG_RULES_CUSTOM). */
void            tg_rules_init_preset        (TgRules        *out,
                                             TgRulesPreset   preset);
const TgRules  *tg_rules_get_preset         (TgRulesPreset   preset);

/* The preset's id on the command line: "chinese", "japanese", "korean",
 * "aga", "ing", "nz", "tromp-taylor", "ancient". */
const char     *tg_rules_preset_to_id       (TgRulesPreset   preset);
/* Accepts the ids, the SGF names and common aliases, case-insensitively. */
gboolean        tg_rules_preset_from_id     (const char     *id,
                                             TgRulesPreset  *out);
/* The English display name ("Chinese", "Tromp-Taylor", "Ancient Chinese"). */
const char     *tg_rules_preset_get_name    (TgRulesPreset   preset);

/* SGF RU[] value written for a preset: Chinese, Japanese, Korean, AGA, GOE,
 * NZ, Tromp-Taylor, Chinese-ancient. */
const char     *tg_rules_preset_to_sgf      (TgRulesPreset   preset);
/* Maps an SGF RU[] value to a preset. Known names (any case, with the
 * usual aliases) return TRUE. Unknown names still give a sensible preset
 * (by what the name mentions, else Japanese) and return FALSE so that the
 * caller can warn; the original text stays in the record. */
gboolean        tg_rules_preset_from_sgf    (const char     *ru,
                                             TgRulesPreset  *out);

/* The white handicap compensation in half-points for @handicap stones
 * (N ≤ 1 counts as 0). */
TgHalfPoints    tg_rules_compensation       (const TgRules  *self,
                                             guint           handicap);
/* Default komi for a game with @handicap stones. */
TgHalfPoints    tg_rules_default_komi       (const TgRules  *self,
                                             guint           handicap);

/* Whether komi and results are also given in 子 (zi), the unit of Chinese
 * stone counting (数子): TRUE for the Chinese and the ancient Chinese
 * presets, which both count stones and territory against the 归本数
 * (RULES.md §1b: "Results are quoted in zi"; ancient rules are 数子 with a
 * group tax). Other area rules (AGA, Ing, NZ, Tromp-Taylor) quote points. */
gboolean        tg_rules_preset_counts_in_zi (TgRulesPreset  preset);
gboolean        tg_rules_counts_in_zi       (const TgRules  *self);
/* Whether resuming play after the counting needs to know who asked for
 * it: under territory rules the requester's opponent moves first
 * (Japanese 1989 Art. 9, Korean alike); under area rules play simply goes
 * on with the player to move. */
gboolean        tg_rules_resume_asks_requester (const TgRules *self);

/* Whether points that still need a move (an open ko, a connection, a dame
 * to fill) count as the board stands: TRUE under area rules, where
 * filling them moves nothing but the dame; FALSE under territory rules,
 * where they must be filled before the game is over and so are nobody's
 * territory (docs/counting.md). */
gboolean        tg_rules_counts_unsettled   (const TgRules  *self);
/* Whether the points nobody owns (dame) are split, half to each side: TRUE
 * for area counting under the Chinese and Ing presets (RULES.md §1b); the
 * other rules count them for nobody. */
gboolean        tg_rules_splits_dame        (const TgRules  *self);

const char     *tg_scoring_to_string        (TgScoring       scoring);
const char     *tg_ko_rule_to_string        (TgKoRule        ko);
const char     *tg_tax_to_string            (TgTax           tax);
const char     *tg_compensation_to_string   (TgCompensation  compensation);

/* Half-points as text: 15 → "7.5", -1 → "-0.5", 14 → "7". */
char           *tg_half_points_to_string    (TgHalfPoints    value);
/* Parses "7.5", "7", "-0.5", "7.50"; FALSE for anything not a multiple of ½. */
gboolean        tg_half_points_from_string  (const char     *text,
                                             TgHalfPoints   *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgRules, tg_rules_free)

G_END_DECLS
