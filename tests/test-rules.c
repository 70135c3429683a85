/* test-rules.c: presets, RU[] names, half-points
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-rules.h"

static void
test_rules_presets (void)
{
  const TgRules *r;

  r = tg_rules_get_preset (TG_RULES_CHINESE);
  g_assert_cmpint (r->scoring, ==, TG_SCORING_AREA);
  g_assert_cmpint (r->ko, ==, TG_KO_POSITIONAL);
  g_assert_cmpint (r->compensation, ==, TG_COMPENSATION_N);
  g_assert_false (r->suicide);
  g_assert_cmpint (r->komi, ==, 15);
  g_assert_cmpint (r->handicap_komi, ==, 0);

  r = tg_rules_get_preset (TG_RULES_JAPANESE);
  g_assert_cmpint (r->scoring, ==, TG_SCORING_TERRITORY);
  g_assert_cmpint (r->ko, ==, TG_KO_SIMPLE);
  g_assert_cmpint (r->tax, ==, TG_TAX_SEKI);
  g_assert_true (r->cycle_no_result);
  g_assert_cmpint (r->komi, ==, 13);

  r = tg_rules_get_preset (TG_RULES_KOREAN);
  g_assert_cmpint (r->scoring, ==, TG_SCORING_TERRITORY);
  g_assert_cmpint (r->ko, ==, TG_KO_SIMPLE);

  r = tg_rules_get_preset (TG_RULES_AGA);
  g_assert_cmpint (r->ko, ==, TG_KO_SITUATIONAL);
  g_assert_cmpint (r->compensation, ==, TG_COMPENSATION_N_MINUS_1);
  g_assert_true (r->pass_stones);
  g_assert_true (r->white_passes_last);
  g_assert_cmpint (r->komi, ==, 15);
  g_assert_cmpint (r->handicap_komi, ==, 1);

  r = tg_rules_get_preset (TG_RULES_ING);
  g_assert_true (r->suicide);
  g_assert_true (r->black_wins_ties);
  g_assert_cmpint (r->komi, ==, 16);
  g_assert_cmpint (r->overtime_penalty, ==, 4);
  g_assert_true (r->nigiri_winner_chooses);

  r = tg_rules_get_preset (TG_RULES_NZ);
  g_assert_true (r->suicide);
  g_assert_cmpint (r->ko, ==, TG_KO_SITUATIONAL);
  g_assert_cmpint (r->komi, ==, 14);

  r = tg_rules_get_preset (TG_RULES_TROMP_TAYLOR);
  g_assert_true (r->suicide);
  g_assert_false (r->remove_dead);
  g_assert_cmpint (r->ko, ==, TG_KO_POSITIONAL);

  r = tg_rules_get_preset (TG_RULES_ANCIENT);
  g_assert_cmpint (r->tax, ==, TG_TAX_ALL);
  g_assert_true (r->seated_stones);
  g_assert_true (r->white_first);
  g_assert_cmpint (r->komi, ==, 0);
}

static void
test_rules_compensation (void)
{
  g_assert_cmpint (tg_rules_compensation (tg_rules_get_preset (TG_RULES_CHINESE), 3), ==, 6);
  g_assert_cmpint (tg_rules_compensation (tg_rules_get_preset (TG_RULES_CHINESE), 1), ==, 0);
  g_assert_cmpint (tg_rules_compensation (tg_rules_get_preset (TG_RULES_AGA), 3), ==, 4);
  g_assert_cmpint (tg_rules_compensation (tg_rules_get_preset (TG_RULES_AGA), 2), ==, 2);
  g_assert_cmpint (tg_rules_compensation (tg_rules_get_preset (TG_RULES_JAPANESE), 9), ==, 0);
  g_assert_cmpint (tg_rules_default_komi (tg_rules_get_preset (TG_RULES_CHINESE), 0), ==, 15);
  g_assert_cmpint (tg_rules_default_komi (tg_rules_get_preset (TG_RULES_CHINESE), 2), ==, 0);
  g_assert_cmpint (tg_rules_default_komi (tg_rules_get_preset (TG_RULES_JAPANESE), 1), ==, 1);
}

static void
test_rules_names (void)
{
  struct { const char *ru; TgRulesPreset preset; gboolean known; } cases[] = {
    { "Chinese", TG_RULES_CHINESE, TRUE },
    { "chinese", TG_RULES_CHINESE, TRUE },
    { "CN", TG_RULES_CHINESE, TRUE },
    { "Japanese", TG_RULES_JAPANESE, TRUE },
    { "japanese ", TG_RULES_JAPANESE, TRUE },
    { "Korean", TG_RULES_KOREAN, TRUE },
    { "AGA", TG_RULES_AGA, TRUE },
    { "aga", TG_RULES_AGA, TRUE },
    { "GOE", TG_RULES_ING, TRUE },
    { "Ing", TG_RULES_ING, TRUE },
    { "NZ", TG_RULES_NZ, TRUE },
    { "New Zealand", TG_RULES_NZ, TRUE },
    { "Tromp-Taylor", TG_RULES_TROMP_TAYLOR, TRUE },
    { "TrompTaylor", TG_RULES_TROMP_TAYLOR, TRUE },
    { "tromp_taylor", TG_RULES_TROMP_TAYLOR, TRUE },
    { "Chinese-ancient", TG_RULES_ANCIENT, TRUE },
    { "中国规则", TG_RULES_CHINESE, TRUE },
    { "Chinese rules with 7.5 komi", TG_RULES_CHINESE, FALSE },
    { "Korean (2016)", TG_RULES_KOREAN, FALSE },
    { "Something else", TG_RULES_JAPANESE, FALSE },
    { "", TG_RULES_JAPANESE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TgRulesPreset p = TG_RULES_CUSTOM;

      g_assert_cmpint (tg_rules_preset_from_sgf (cases[i].ru, &p), ==, cases[i].known);
      g_assert_cmpint (p, ==, cases[i].preset);
    }

  for (guint i = 0; i < TG_RULES_N_PRESETS; i++)
    {
      TgRulesPreset p;

      g_assert_true (tg_rules_preset_from_sgf (tg_rules_preset_to_sgf (i), &p));
      g_assert_cmpint (p, ==, i);
      g_assert_true (tg_rules_preset_from_id (tg_rules_preset_to_id (i), &p));
      g_assert_cmpint (p, ==, i);
    }
  g_assert_cmpstr (tg_rules_preset_to_sgf (TG_RULES_ING), ==, "GOE");
  g_assert_cmpstr (tg_rules_preset_to_id (TG_RULES_TROMP_TAYLOR), ==, "tromp-taylor");
}

static void
test_rules_half_points (void)
{
  TgHalfPoints v;
  struct { const char *text; gboolean ok; TgHalfPoints value; } cases[] = {
    { "7.5", TRUE, 15 }, { "6.5", TRUE, 13 }, { "0", TRUE, 0 }, { "-0.5", TRUE, -1 },
    { " 7 ", TRUE, 14 }, { "7.50", TRUE, 15 }, { "6,5", TRUE, 13 }, { "375", TRUE, 750 },
    { "3.75", FALSE, 0 }, { "abc", FALSE, 0 }, { "", FALSE, 0 }, { "7.5x", FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean ok = tg_half_points_from_string (cases[i].text, &v);

      g_assert_cmpint (ok, ==, cases[i].ok);
      if (ok)
        g_assert_cmpint (v, ==, cases[i].value);
    }

  {
    g_autofree char *a = tg_half_points_to_string (15);
    g_autofree char *b = tg_half_points_to_string (-1);
    g_autofree char *c = tg_half_points_to_string (14);
    g_autofree char *d = tg_half_points_to_string (0);

    g_assert_cmpstr (a, ==, "7.5");
    g_assert_cmpstr (b, ==, "-0.5");
    g_assert_cmpstr (c, ==, "7");
    g_assert_cmpstr (d, ==, "0");
  }
}

/* Who counts in 子, who asks who resumes and who splits the dame, preset by preset, from the
 * table in RULES.md §1b (Scoring, Game end and Other rows). */
static void
test_rules_predicates (void)
{
  static const struct { TgRulesPreset preset; gboolean zi; gboolean asks; gboolean split; } cases[] = {
    { TG_RULES_CHINESE,      TRUE,  FALSE, TRUE  },
    { TG_RULES_JAPANESE,     FALSE, TRUE,  FALSE },
    { TG_RULES_KOREAN,       FALSE, TRUE,  FALSE },
    { TG_RULES_AGA,          FALSE, FALSE, FALSE },
    { TG_RULES_ING,          FALSE, FALSE, TRUE  },
    { TG_RULES_NZ,           FALSE, FALSE, FALSE },
    { TG_RULES_TROMP_TAYLOR, FALSE, FALSE, FALSE },
    { TG_RULES_ANCIENT,      TRUE,  FALSE, FALSE },
  };
  TgRules custom;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const TgRules *rules = tg_rules_get_preset (cases[i].preset);

      g_assert_cmpint (tg_rules_preset_counts_in_zi (cases[i].preset), ==, cases[i].zi);
      g_assert_cmpint (tg_rules_counts_in_zi (rules), ==, cases[i].zi);
      g_assert_cmpint (tg_rules_resume_asks_requester (rules), ==, cases[i].asks);
      g_assert_cmpint (tg_rules_splits_dame (rules), ==, cases[i].split);
    }
  g_assert_false (tg_rules_preset_counts_in_zi (TG_RULES_CUSTOM));

  /* Custom rules: the scoring decides the resumption, not the preset. */
  tg_rules_init_preset (&custom, TG_RULES_CHINESE);
  custom.preset = TG_RULES_CUSTOM;
  custom.scoring = TG_SCORING_TERRITORY;
  g_assert_false (tg_rules_counts_in_zi (&custom));
  g_assert_true (tg_rules_resume_asks_requester (&custom));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/presets", test_rules_presets);
  g_test_add_func ("/rules/compensation", test_rules_compensation);
  g_test_add_func ("/rules/names", test_rules_names);
  g_test_add_func ("/rules/half-points", test_rules_half_points);
  g_test_add_func ("/rules/predicates", test_rules_predicates);
  return g_test_run ();
}
