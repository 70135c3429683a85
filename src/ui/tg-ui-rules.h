/* tg-ui-rules.h: the rule sets as the UI shows them
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one home of what every widget needs to show or choose a rules
 * preset: the localised names, the combo-row model, komi in 子, and the
 * new-game defaults kept in GSettings (schema io.github.tengen.Tengen),
 * and why a record's move breaks the rules.
 * The rule decisions themselves are the core's (tg-rules.h).
 */

#pragma once

#include <gio/gio.h>

#include "tg-game.h"
#include "tg-rules.h"

G_BEGIN_DECLS

/* The "default-komi" value meaning "the chosen rules' own komi". */
#define TG_UI_KOMI_FROM_RULES (-1000.0)

/* The localised name of a rules preset: "Chinese", in zh_CN 中国规则;
 * "Custom" for TG_RULES_CUSTOM. */
const char      *tg_rules_preset_get_display_name (TgRulesPreset preset);
/* The preset as a phrase of its own: "Chinese rules", "Custom rules". */
const char      *tg_rules_preset_get_label        (TgRulesPreset preset);

/* A new GtkStringList with the presets' display names in TgRulesPreset
 * order, after @first when it is not NULL (then preset p is at p + 1). */
GListModel      *tg_ui_rules_preset_model_new     (const char   *first);

/* Points as 子 (a quarter of the half-points), as Chinese players write
 * komi, from the core's tg_score_format_zi_signed(), in words that read
 * without a CJK font: 15 (7.5 points) → "3¾ stones (子)" in English ("3¾ 子"
 * in Chinese), 0 → "0 stones (子)", -3 → "−¾ stones (子)". */
char            *tg_half_points_to_zi             (TgHalfPoints  value);

/* Komi in points (a spin button's or a setting's double) to half-points,
 * to the nearest half point: 7.5 → 15, 7.3 → 15, 7.2 → 14, -0.5 → -1. */
TgHalfPoints     tg_ui_komi_to_half_points        (double        komi);

/* The new-game defaults as GSettings holds them. */
typedef struct
{
  guint          width;      /* as stored: the caller checks or clamps */
  guint          height;
  TgRulesPreset  preset;     /* Chinese when the stored id is unknown */
  guint          handicap;
  gboolean       own_komi;   /* FALSE: "default-komi" is TG_UI_KOMI_FROM_RULES */
  TgHalfPoints   komi;       /* the user's even-game komi when own_komi */
} TgNewGameDefaults;

void             tg_new_game_defaults_load        (TgNewGameDefaults       *out,
                                                   GSettings               *settings);
/* The komi a game under @preset with @handicap stones starts with: 0 for
 * 让先 (one stone), the user's own komi for even games under the default
 * rules, else the preset's default. */
TgHalfPoints     tg_new_game_defaults_get_komi    (const TgNewGameDefaults *self,
                                                   TgRulesPreset            preset,
                                                   guint                    handicap);
/* The preset "default-rules" names (Chinese when unknown). */
TgRulesPreset    tg_ui_settings_get_rules_preset  (GSettings               *settings);
/* Stores @komi as the even-game default for @preset: the sentinel when it
 * is the preset's own komi, so that the rules' komi keeps applying. */
void             tg_ui_settings_set_komi          (GSettings               *settings,
                                                   TgRulesPreset            preset,
                                                   TgHalfPoints             komi);

/* A record's illegal move as the UI names it. The core judges it
 * (tg_game_get_move_verdict()); these only say it. */
/* "Black Q4", "White passes"; an unreadable point as written: "Black zz". */
char            *tg_ui_move_name                  (TgGame        *game,
                                                   TgNode         node);
/* Why, as part of a sentence: "the point is occupied". */
const char      *tg_ui_move_verdict_reason        (TgMoveVerdict  verdict);
/* Why, as a short note: "occupied". */
const char      *tg_ui_move_verdict_note          (TgMoveVerdict  verdict);

G_END_DECLS
