/* tg-cli-output.c: the pieces of output the tengen-cli counts share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-cli-output.h"

void
tg_cli_print_score_heading (const TgScore *score)
{
  g_autofree char *komi = tg_half_points_to_string (score->komi);

  g_print ("%s\n", score->result);
  g_print ("Rules: %s (%s scoring), komi %s, handicap %u\n",
           tg_rules_preset_get_name (score->rules.preset),
           tg_scoring_to_string (score->rules.scoring), komi, score->handicap);
}

void
tg_cli_json_add_points (JsonBuilder  *builder,
                        const char   *name,
                        TgHalfPoints  value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value / 2.0);
}

void
tg_cli_json_add_uint (JsonBuilder *builder,
                      const char  *name,
                      guint        value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
tg_cli_json_add_string (JsonBuilder *builder,
                        const char  *name,
                        const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
tg_cli_json_add_boolean (JsonBuilder *builder,
                         const char  *name,
                         gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
tg_cli_json_add_score_side (JsonBuilder       *builder,
                            const char        *name,
                            const TgScoreSide *side,
                            gboolean           with_territory_total)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  tg_cli_json_add_uint (builder, "stones", side->stones);
  tg_cli_json_add_uint (builder, "territory", side->territory);
  tg_cli_json_add_uint (builder, "area", side->area);
  tg_cli_json_add_uint (builder, "captures", side->captures);
  tg_cli_json_add_uint (builder, "dead", side->dead);
  tg_cli_json_add_uint (builder, "prisoners", side->prisoners);
  tg_cli_json_add_uint (builder, "seki_eyes", side->seki_eyes);
  tg_cli_json_add_uint (builder, "pass_stones", side->pass_stones);
  tg_cli_json_add_uint (builder, "groups", side->groups);
  tg_cli_json_add_points (builder, "tax", side->tax);
  tg_cli_json_add_points (builder, "penalty", side->penalty);
  tg_cli_json_add_points (builder, "total", side->total);
  if (with_territory_total)
    tg_cli_json_add_points (builder, "territory_total", side->territory_total);
  json_builder_end_object (builder);
}

void
tg_cli_json_print (JsonBuilder *builder,
                   gboolean     pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}
