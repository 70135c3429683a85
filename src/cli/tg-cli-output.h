/* tg-cli-output.h: the pieces of output the tengen-cli counts share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "tg-score.h"

G_BEGIN_DECLS

/* The first two lines of a count: "B+2.5" and "Rules: Japanese (territory
 * scoring), komi 6.5, handicap 0". */
void tg_cli_print_score_heading (const TgScore     *score);

/* Member @name: @value in points (half points / 2), a JSON number. */
void tg_cli_json_add_points     (JsonBuilder       *builder,
                                 const char        *name,
                                 TgHalfPoints       value);
/* Member @name: @value, a JSON integer. */
void tg_cli_json_add_uint       (JsonBuilder       *builder,
                                 const char        *name,
                                 guint              value);
/* Member @name: @value, a JSON string, or null for NULL. */
void tg_cli_json_add_string     (JsonBuilder       *builder,
                                 const char        *name,
                                 const char        *value);
/* Member @name: @value, true or false. */
void tg_cli_json_add_boolean    (JsonBuilder       *builder,
                                 const char        *name,
                                 gboolean           value);
/* Member @name: one side of a count (stones, territory, area, captures,
 * dead, prisoners, seki_eyes, pass_stones, groups, tax, penalty, total,
 * and territory_total when @with_territory_total). */
void tg_cli_json_add_score_side (JsonBuilder       *builder,
                                 const char        *name,
                                 const TgScoreSide *side,
                                 gboolean           with_territory_total);
/* Prints what @builder holds and a newline, indented when @pretty. */
void tg_cli_json_print          (JsonBuilder       *builder,
                                 gboolean           pretty);

G_END_DECLS
