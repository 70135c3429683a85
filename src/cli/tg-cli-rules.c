/* tg-cli-rules.c: tengen-cli rules: the presets as a table
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-cli-common.h"

int
tg_cli_rules (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  const GOptionEntry entries[] = { { NULL } };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, "Lists the rule presets and their parameters.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, "rules", &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 1)
    return tg_cli_usage_error ("rules", "unexpected argument “%s”", argv[1]);

  g_print ("%-13s %-16s %-10s %-12s %-5s %-8s %-7s %-5s %-9s %-11s %s\n",
           "preset", "RU[]", "scoring", "ko", "tax", "suicide", "komi", "hkomi",
           "handicap", "placement", "other");
  for (guint i = 0; i < TG_RULES_N_PRESETS; i++)
    {
      const TgRules *r = tg_rules_get_preset (i);
      g_autofree char *komi = tg_half_points_to_string (r->komi);
      g_autofree char *hkomi = tg_half_points_to_string (r->handicap_komi);
      g_autoptr(GString) other = g_string_new (NULL);

      if (r->pass_stones)
        g_string_append (other, "pass-stones ");
      if (r->white_passes_last)
        g_string_append (other, "white-passes-last ");
      if (!r->remove_dead)
        g_string_append (other, "no-dead-removal ");
      if (r->black_wins_ties)
        g_string_append (other, "black-wins-ties ");
      if (r->overtime_penalty)
        g_string_append_printf (other, "overtime-penalty=%d ", r->overtime_penalty / 2);
      if (r->cycle_no_result)
        g_string_append (other, "cycle-no-result ");
      if (r->seated_stones)
        g_string_append (other, "seated-stones ");
      if (r->white_first)
        g_string_append (other, "white-first ");
      if (r->nigiri_winner_chooses)
        g_string_append (other, "nigiri-winner-chooses ");

      g_print ("%-13s %-16s %-10s %-12s %-5s %-8s %-7s %-5s %-9s %-11s %s\n",
               tg_rules_preset_to_id (i), tg_rules_preset_to_sgf (i),
               tg_scoring_to_string (r->scoring), tg_ko_rule_to_string (r->ko),
               tg_tax_to_string (r->tax), r->suicide ? "multi" : "no", komi, hkomi,
               tg_compensation_to_string (r->compensation),
               r->free_placement ? "free" : "fixed", g_strchomp (other->str));
    }
  return TG_CLI_EXIT_OK;
}
