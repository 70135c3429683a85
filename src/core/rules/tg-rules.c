/* tg-rules.c: rule sets as parameters, and the named presets
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <stdlib.h>
#include <math.h>

#include "tg-rules.h"
#include "tg-sgf-number.h"

G_DEFINE_BOXED_TYPE (TgRules, tg_rules, tg_rules_copy, tg_rules_free)

/* RULES.md §1b. Komi in half-points. */
static const TgRules presets[TG_RULES_N_PRESETS] = {
  [TG_RULES_CHINESE] = {
    .preset = TG_RULES_CHINESE, .scoring = TG_SCORING_AREA, .ko = TG_KO_POSITIONAL,
    .tax = TG_TAX_NONE, .compensation = TG_COMPENSATION_N, .suicide = FALSE,
    .remove_dead = TRUE, .free_placement = TRUE, .komi = 15, .handicap_komi = 0,
  },
  [TG_RULES_JAPANESE] = {
    .preset = TG_RULES_JAPANESE, .scoring = TG_SCORING_TERRITORY, .ko = TG_KO_SIMPLE,
    .tax = TG_TAX_SEKI, .compensation = TG_COMPENSATION_NONE, .suicide = FALSE,
    .remove_dead = TRUE, .cycle_no_result = TRUE, .komi = 13, .handicap_komi = 1,
  },
  [TG_RULES_KOREAN] = {
    .preset = TG_RULES_KOREAN, .scoring = TG_SCORING_TERRITORY, .ko = TG_KO_SIMPLE,
    .tax = TG_TAX_SEKI, .compensation = TG_COMPENSATION_NONE, .suicide = FALSE,
    .remove_dead = TRUE, .cycle_no_result = TRUE, .komi = 13, .handicap_komi = 1,
  },
  [TG_RULES_AGA] = {
    .preset = TG_RULES_AGA, .scoring = TG_SCORING_AREA, .ko = TG_KO_SITUATIONAL,
    .tax = TG_TAX_NONE, .compensation = TG_COMPENSATION_N_MINUS_1, .suicide = FALSE,
    .pass_stones = TRUE, .white_passes_last = TRUE, .remove_dead = TRUE,
    .komi = 15, .handicap_komi = 1,
  },
  [TG_RULES_ING] = {
    .preset = TG_RULES_ING, .scoring = TG_SCORING_AREA, .ko = TG_KO_POSITIONAL,
    .tax = TG_TAX_NONE, .compensation = TG_COMPENSATION_NONE, .suicide = TRUE,
    .remove_dead = TRUE, .black_wins_ties = TRUE, .free_placement = TRUE,
    .nigiri_winner_chooses = TRUE, .komi = 16, .handicap_komi = 0,
    .overtime_penalty = 4,
  },
  [TG_RULES_NZ] = {
    .preset = TG_RULES_NZ, .scoring = TG_SCORING_AREA, .ko = TG_KO_SITUATIONAL,
    .tax = TG_TAX_NONE, .compensation = TG_COMPENSATION_NONE, .suicide = TRUE,
    .remove_dead = TRUE, .free_placement = TRUE, .komi = 14, .handicap_komi = 0,
  },
  [TG_RULES_TROMP_TAYLOR] = {
    .preset = TG_RULES_TROMP_TAYLOR, .scoring = TG_SCORING_AREA, .ko = TG_KO_POSITIONAL,
    .tax = TG_TAX_NONE, .compensation = TG_COMPENSATION_NONE, .suicide = TRUE,
    .remove_dead = FALSE, .komi = 15, .handicap_komi = 0,
  },
  [TG_RULES_ANCIENT] = {
    .preset = TG_RULES_ANCIENT, .scoring = TG_SCORING_AREA, .ko = TG_KO_SIMPLE,
    .tax = TG_TAX_ALL, .compensation = TG_COMPENSATION_NONE, .suicide = FALSE,
    .remove_dead = TRUE, .seated_stones = TRUE, .white_first = TRUE,
    .komi = 0, .handicap_komi = 0,
  },
};

typedef struct
{
  const char   *id;
  const char   *name;
  const char   *sgf;
} PresetNames;

static const PresetNames preset_names[TG_RULES_N_PRESETS] = {
  [TG_RULES_CHINESE]      = { "chinese",      "Chinese",         "Chinese" },
  [TG_RULES_JAPANESE]     = { "japanese",     "Japanese",        "Japanese" },
  [TG_RULES_KOREAN]       = { "korean",       "Korean",          "Korean" },
  [TG_RULES_AGA]          = { "aga",          "AGA",             "AGA" },
  [TG_RULES_ING]          = { "ing",          "Ing",             "GOE" },
  [TG_RULES_NZ]           = { "nz",           "New Zealand",     "NZ" },
  [TG_RULES_TROMP_TAYLOR] = { "tromp-taylor", "Tromp-Taylor",    "Tromp-Taylor" },
  [TG_RULES_ANCIENT]      = { "ancient",      "Ancient Chinese", "Chinese-ancient" },
};

/* Every spelling we accept, compared after folding case and dropping
 * spaces, '-', '_' and '.'. */
static const struct { const char *alias; TgRulesPreset preset; } aliases[] = {
  { "chinese", TG_RULES_CHINESE }, { "cn", TG_RULES_CHINESE }, { "chn", TG_RULES_CHINESE },
  { "china", TG_RULES_CHINESE }, { "chineseogs", TG_RULES_CHINESE },
  { "chinesekgs", TG_RULES_CHINESE }, { "中国规则", TG_RULES_CHINESE },
  { "中国", TG_RULES_CHINESE }, { "中國規則", TG_RULES_CHINESE }, { "cwa", TG_RULES_CHINESE },
  { "japanese", TG_RULES_JAPANESE }, { "jp", TG_RULES_JAPANESE }, { "jpn", TG_RULES_JAPANESE },
  { "japan", TG_RULES_JAPANESE }, { "日本规则", TG_RULES_JAPANESE }, { "日本ルール", TG_RULES_JAPANESE },
  { "日本", TG_RULES_JAPANESE }, { "日本規則", TG_RULES_JAPANESE },
  { "korean", TG_RULES_KOREAN }, { "kr", TG_RULES_KOREAN }, { "kor", TG_RULES_KOREAN },
  { "korea", TG_RULES_KOREAN }, { "韩国规则", TG_RULES_KOREAN }, { "韓國規則", TG_RULES_KOREAN },
  { "한국", TG_RULES_KOREAN },
  { "aga", TG_RULES_AGA }, { "american", TG_RULES_AGA }, { "agabutton", TG_RULES_AGA },
  { "goe", TG_RULES_ING }, { "ing", TG_RULES_ING }, { "sst", TG_RULES_ING },
  { "应氏规则", TG_RULES_ING }, { "應氏規則", TG_RULES_ING }, { "应氏", TG_RULES_ING },
  { "nz", TG_RULES_NZ }, { "newzealand", TG_RULES_NZ },
  { "trompTaylor", TG_RULES_TROMP_TAYLOR }, { "tt", TG_RULES_TROMP_TAYLOR },
  { "tromp", TG_RULES_TROMP_TAYLOR },
  { "ancient", TG_RULES_ANCIENT }, { "chineseancient", TG_RULES_ANCIENT },
  { "ancientchinese", TG_RULES_ANCIENT }, { "stonescoring", TG_RULES_ANCIENT },
  { "ancientarea", TG_RULES_ANCIENT }, { "古代规则", TG_RULES_ANCIENT },
};

static char *
fold_name (const char *name)
{
  g_autofree char *lower = g_utf8_casefold (name, -1);
  GString *out = g_string_new (NULL);

  for (const char *s = lower; *s != '\0'; s++)
    if (*s != ' ' && *s != '-' && *s != '_' && *s != '.' && *s != '\t')
      g_string_append_c (out, *s);
  return g_string_free (out, FALSE);
}

TgRules *
tg_rules_copy (const TgRules *self)
{
  return g_memdup2 (self, sizeof *self);
}

void
tg_rules_free (TgRules *self)
{
  g_free (self);
}

void
tg_rules_init_preset (TgRules       *out,
                      TgRulesPreset  preset)
{
  g_return_if_fail (preset < TG_RULES_N_PRESETS);
  *out = presets[preset];
}

const TgRules *
tg_rules_get_preset (TgRulesPreset preset)
{
  g_return_val_if_fail (preset < TG_RULES_N_PRESETS, &presets[TG_RULES_JAPANESE]);
  return &presets[preset];
}

const char *
tg_rules_preset_to_id (TgRulesPreset preset)
{
  if (preset >= TG_RULES_N_PRESETS)
    return "custom";
  return preset_names[preset].id;
}

const char *
tg_rules_preset_get_name (TgRulesPreset preset)
{
  if (preset >= TG_RULES_N_PRESETS)
    return "Custom";
  return preset_names[preset].name;
}

const char *
tg_rules_preset_to_sgf (TgRulesPreset preset)
{
  if (preset >= TG_RULES_N_PRESETS)
    return "Japanese";
  return preset_names[preset].sgf;
}

gboolean
tg_rules_preset_from_id (const char    *id,
                         TgRulesPreset *out)
{
  g_autofree char *folded = NULL;

  g_return_val_if_fail (id != NULL, FALSE);

  folded = fold_name (id);
  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    {
      g_autofree char *alias = fold_name (aliases[i].alias);

      if (strcmp (folded, alias) == 0)
        {
          *out = aliases[i].preset;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
tg_rules_preset_from_sgf (const char    *ru,
                          TgRulesPreset *out)
{
  g_autofree char *folded = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (ru != NULL, FALSE);

  stripped = g_strstrip (g_strdup (ru));
  if (tg_rules_preset_from_id (stripped, out))
    return TRUE;

  /* Unknown: guess by the words it uses ("Chinese rules, 7.5 komi"). */
  folded = g_utf8_casefold (ru, -1);
  {
    g_auto(GStrv) words = g_regex_split_simple ("[^a-z0-9\\x{80}-\\x{10ffff}]+", folded, 0, 0);
    gboolean found = FALSE;

    *out = TG_RULES_JAPANESE;
    for (guint i = 0; words[i] && !found; i++)
      {
        const char *w = words[i];

        found = TRUE;
        if (g_str_has_prefix (w, "ancient") || strstr (w, "古"))
          *out = TG_RULES_ANCIENT;
        else if (g_str_has_prefix (w, "chin") || strcmp (w, "cn") == 0 || strstr (w, "中"))
          *out = TG_RULES_CHINESE;
        else if (g_str_has_prefix (w, "korea") || strstr (w, "韩") || strstr (w, "韓") ||
                 strstr (w, "한국"))
          *out = TG_RULES_KOREAN;
        else if (g_str_has_prefix (w, "japan") || strstr (w, "日本"))
          *out = TG_RULES_JAPANESE;
        else if (strcmp (w, "aga") == 0 || g_str_has_prefix (w, "americ"))
          *out = TG_RULES_AGA;
        else if (strcmp (w, "ing") == 0 || strcmp (w, "goe") == 0 || strcmp (w, "sst") == 0 ||
                 strstr (w, "应氏") || strstr (w, "應氏"))
          *out = TG_RULES_ING;
        else if (strcmp (w, "nz") == 0 || g_str_has_prefix (w, "zealand"))
          *out = TG_RULES_NZ;
        else if (g_str_has_prefix (w, "tromp"))
          *out = TG_RULES_TROMP_TAYLOR;
        else
          found = FALSE;
      }
  }
  return FALSE;
}

TgHalfPoints
tg_rules_compensation (const TgRules *self,
                       guint          handicap)
{
  if (handicap < 2)
    return 0;
  switch (self->compensation)
    {
    case TG_COMPENSATION_N:
      return 2 * (TgHalfPoints) handicap;
    case TG_COMPENSATION_N_MINUS_1:
      return 2 * ((TgHalfPoints) handicap - 1);
    case TG_COMPENSATION_NONE:
    default:
      return 0;
    }
}

TgHalfPoints
tg_rules_default_komi (const TgRules *self,
                       guint          handicap)
{
  return handicap >= 1 ? self->handicap_komi : self->komi;
}

gboolean
tg_rules_preset_counts_in_zi (TgRulesPreset preset)
{
  return preset == TG_RULES_CHINESE || preset == TG_RULES_ANCIENT;
}

gboolean
tg_rules_counts_in_zi (const TgRules *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return tg_rules_preset_counts_in_zi (self->preset);
}

gboolean
tg_rules_resume_asks_requester (const TgRules *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->scoring == TG_SCORING_TERRITORY;
}

gboolean
tg_rules_counts_unsettled (const TgRules *self)
{
  g_return_val_if_fail (self != NULL, TRUE);
  return self->scoring == TG_SCORING_AREA;
}

gboolean
tg_rules_splits_dame (const TgRules *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->scoring == TG_SCORING_AREA &&
         (self->preset == TG_RULES_CHINESE || self->preset == TG_RULES_ING);
}

const char *
tg_scoring_to_string (TgScoring scoring)
{
  return scoring == TG_SCORING_AREA ? "area" : "territory";
}

const char *
tg_ko_rule_to_string (TgKoRule ko)
{
  switch (ko)
    {
    case TG_KO_SIMPLE:      return "simple";
    case TG_KO_POSITIONAL:  return "positional";
    case TG_KO_SITUATIONAL: return "situational";
    default:                return "unknown";
    }
}

const char *
tg_tax_to_string (TgTax tax)
{
  switch (tax)
    {
    case TG_TAX_NONE: return "none";
    case TG_TAX_SEKI: return "seki";
    case TG_TAX_ALL:  return "all";
    default:          return "unknown";
    }
}

const char *
tg_compensation_to_string (TgCompensation compensation)
{
  switch (compensation)
    {
    case TG_COMPENSATION_NONE:      return "0";
    case TG_COMPENSATION_N:         return "N";
    case TG_COMPENSATION_N_MINUS_1: return "N-1";
    default:                        return "unknown";
    }
}

char *
tg_half_points_to_string (TgHalfPoints value)
{
  guint a = (guint) ABS (value);

  return g_strdup_printf ("%s%u%s", value < 0 ? "-" : "", a / 2, (a % 2) ? ".5" : "");
}

gboolean
tg_half_points_from_string (const char   *text,
                            TgHalfPoints *out)
{
  double v;

  /* The one reader of reals: "6.5", "6,5", "６．５", "6。5". */
  if (!tg_sgf_number_read_real (text, &v) || ABS (v) > 1e6)
    return FALSE;
  v *= 2;
  if (v != (double) (gint64) v)
    return FALSE;
  *out = (TgHalfPoints) v;
  return TRUE;
}
