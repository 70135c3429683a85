/* tg-ui-rules.c: the rule sets as the UI shows them
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "tg-score.h"
#include "tg-ui-rules.h"

/* Names ------------------------------------------------------------------- */

/* Translators: the rules presets. In zh_CN: 中国规则, 日本规则, 韩国规则,
 * AGA, 应氏规则, 新西兰规则, Tromp-Taylor, 古代规则. */
static const char *const preset_names[TG_RULES_N_PRESETS] = {
  [TG_RULES_CHINESE]      = NC_("rules", "Chinese"),
  [TG_RULES_JAPANESE]     = NC_("rules", "Japanese"),
  [TG_RULES_KOREAN]       = NC_("rules", "Korean"),
  [TG_RULES_AGA]          = NC_("rules", "AGA"),
  [TG_RULES_ING]          = NC_("rules", "Ing"),
  [TG_RULES_NZ]           = NC_("rules", "New Zealand"),
  [TG_RULES_TROMP_TAYLOR] = NC_("rules", "Tromp-Taylor"),
  [TG_RULES_ANCIENT]      = NC_("rules", "Ancient Chinese"),
};

const char *
tg_rules_preset_get_display_name (TgRulesPreset preset)
{
  if (preset >= TG_RULES_N_PRESETS)
    return C_("rules", "Custom");
  return g_dpgettext2 (GETTEXT_PACKAGE, "rules", preset_names[preset]);
}

const char *
tg_rules_preset_get_label (TgRulesPreset preset)
{
  switch (preset)
    {
    case TG_RULES_CHINESE:      return _("Chinese rules");
    case TG_RULES_JAPANESE:     return _("Japanese rules");
    case TG_RULES_KOREAN:       return _("Korean rules");
    case TG_RULES_AGA:          return _("AGA rules");
    case TG_RULES_ING:          return _("Ing rules");
    case TG_RULES_NZ:           return _("New Zealand rules");
    case TG_RULES_TROMP_TAYLOR: return _("Tromp-Taylor rules");
    case TG_RULES_ANCIENT:      return _("Ancient Chinese rules");
    case TG_RULES_CUSTOM:
    default:                    return _("Custom rules");
    }
}

GListModel *
tg_ui_rules_preset_model_new (const char *first)
{
  GtkStringList *model = gtk_string_list_new (NULL);

  if (first != NULL)
    gtk_string_list_append (model, first);
  for (TgRulesPreset p = 0; p < TG_RULES_N_PRESETS; p++)
    gtk_string_list_append (model, tg_rules_preset_get_display_name (p));
  return G_LIST_MODEL (model);
}

/* Komi -------------------------------------------------------------------- */

char *
tg_half_points_to_zi (TgHalfPoints value)
{
  /* The core words it: "3¾ stones", in Chinese "3¾ 子". */
  return tg_score_describe_zi (value);
}

TgHalfPoints
tg_ui_komi_to_half_points (double komi)
{
  return (TgHalfPoints) lround (komi * 2);
}

/* The new-game defaults --------------------------------------------------- */

TgRulesPreset
tg_ui_settings_get_rules_preset (GSettings *settings)
{
  g_autofree char *id = g_settings_get_string (settings, "default-rules");
  TgRulesPreset preset;

  if (!tg_rules_preset_from_id (id, &preset))
    preset = TG_RULES_CHINESE;
  return preset;
}

void
tg_new_game_defaults_load (TgNewGameDefaults *out,
                           GSettings         *settings)
{
  double komi = g_settings_get_double (settings, "default-komi");

  g_return_if_fail (out != NULL);
  g_return_if_fail (G_IS_SETTINGS (settings));

  out->width = g_settings_get_uint (settings, "default-width");
  out->height = g_settings_get_uint (settings, "default-height");
  out->preset = tg_ui_settings_get_rules_preset (settings);
  out->handicap = g_settings_get_uint (settings, "default-handicap");
  out->own_komi = komi > TG_UI_KOMI_FROM_RULES;
  out->komi = out->own_komi ? tg_ui_komi_to_half_points (komi) : 0;
}

TgHalfPoints
tg_new_game_defaults_get_komi (const TgNewGameDefaults *self,
                               TgRulesPreset            preset,
                               guint                    handicap)
{
  g_return_val_if_fail (self != NULL, 0);

  if (handicap == 1)
    return 0;
  if (handicap == 0 && self->own_komi && preset == self->preset)
    return self->komi;
  return tg_rules_default_komi (tg_rules_get_preset (preset), handicap);
}

void
tg_ui_settings_set_komi (GSettings     *settings,
                         TgRulesPreset  preset,
                         TgHalfPoints   komi)
{
  g_settings_set_double (settings, "default-komi",
                         komi == tg_rules_get_preset (preset)->komi ? TG_UI_KOMI_FROM_RULES
                                                                    : komi / 2.0);
}

/* Illegal moves of a record ----------------------------------------------- */

char *
tg_ui_move_name (TgGame *game,
                 TgNode  node)
{
  TgGameTree *tree = tg_game_get_tree (game);
  const char *b = tg_game_tree_get_value (tree, node, "B");
  const char *w = tg_game_tree_get_value (tree, node, "W");
  char gtp[TG_POINT_GTP_SIZE];
  const char *where;
  TgColor color;
  TgPoint point;

  if (tg_game_node_get_move (game, node, &color, &point))
    {
      if (point == TG_PASS)
        return g_strdup (color == TG_BLACK ? _("Black passes") : _("White passes"));
      where = tg_point_to_gtp (point, tg_game_get_height (game), gtp);
    }
  else if (b != NULL || w != NULL)
    {
      color = b != NULL ? TG_BLACK : TG_WHITE;
      where = b != NULL ? b : w;
    }
  else
    return g_strdup ("");
  /* Translators: a move: "Black Q4". */
  return g_strdup_printf (color == TG_BLACK ? _("Black %s") : _("White %s"), where);
}

const char *
tg_ui_move_verdict_reason (TgMoveVerdict verdict)
{
  /* Translators: why a move of a record breaks the rules, after "Move 3
   * (Black Q4, line 2, column 14) is illegal: ". */
  switch (verdict)
    {
    case TG_MOVE_OK:        return "";
    case TG_MOVE_OFF_BOARD: return _("its point is not on the board");
    case TG_MOVE_OCCUPIED:  return _("the point is occupied");
    case TG_MOVE_SUICIDE:   return _("the stone would take its own last liberty (suicide)");
    case TG_MOVE_KO:        return _("it retakes the ko at once");
    case TG_MOVE_SUPERKO:   return _("it repeats an earlier position (superko)");
    case TG_MOVE_GAME_OVER: return _("the game was over");
    default:                return "";
    }
}

const char *
tg_ui_move_verdict_note (TgMoveVerdict verdict)
{
  /* Translators: why a move of a record breaks the rules, in "Move 3 ·
   * Black Q4 (illegal: occupied)". */
  switch (verdict)
    {
    case TG_MOVE_OK:        return "";
    case TG_MOVE_OFF_BOARD: return C_("illegal move", "off the board");
    case TG_MOVE_OCCUPIED:  return C_("illegal move", "occupied");
    case TG_MOVE_SUICIDE:   return C_("illegal move", "suicide");
    case TG_MOVE_KO:        return C_("illegal move", "ko");
    case TG_MOVE_SUPERKO:   return C_("illegal move", "superko");
    case TG_MOVE_GAME_OVER: return C_("illegal move", "game over");
    default:                return "";
    }
}
