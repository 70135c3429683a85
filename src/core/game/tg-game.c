/* tg-game.c: a game record being played or reviewed
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds the object, new games and loading. The position along
 * the cursor's path, legality and navigation are in tg-game-position.c;
 * play and edits in tg-game-edit.c.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-game-private.h"
#include "tg-handicap.h"

G_DEFINE_QUARK (tg-game-error-quark, tg_game_error)

G_DEFINE_FINAL_TYPE (TgGame, tg_game, G_TYPE_OBJECT)

GParamSpec *_tg_game_properties[N_PROPS];
guint       _tg_game_signals[N_SIGNALS];

const char *
tg_move_verdict_to_string (TgMoveVerdict verdict)
{
  switch (verdict)
    {
    case TG_MOVE_OK:        return "ok";
    case TG_MOVE_OFF_BOARD: return "off board";
    case TG_MOVE_OCCUPIED:  return "occupied";
    case TG_MOVE_SUICIDE:   return "suicide";
    case TG_MOVE_KO:        return "ko";
    case TG_MOVE_SUPERKO:   return "superko";
    case TG_MOVE_GAME_OVER: return "game over";
    default:                return "unknown";
    }
}

/* Object ------------------------------------------------------------------ */

static void
tg_game_finalize (GObject *object)
{
  TgGame *self = TG_GAME (object);

  g_clear_pointer (&self->tree, tg_game_tree_unref);
  g_clear_pointer (&self->rules_warning, g_free);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->move_numbers, g_array_unref);
  g_clear_pointer (&self->verdicts, g_array_unref);
  g_clear_pointer (&self->history, tg_history_free);
  g_clear_pointer (&self->snapshots, g_ptr_array_unref);
  g_clear_pointer (&self->undo_stack, g_array_unref);

  G_OBJECT_CLASS (tg_game_parent_class)->finalize (object);
}

static void
tg_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TgGame *self = TG_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_NODE:
      g_value_set_uint (value, tg_game_get_current_node (self));
      break;
    case PROP_TO_PLAY:
      g_value_set_int (value, tg_game_get_to_play (self));
      break;
    case PROP_PHASE:
      g_value_set_int (value, self->phase);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tg_game_can_undo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_class_init (TgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tg_game_finalize;
  object_class->get_property = tg_game_get_property;

  _tg_game_properties[PROP_CURRENT_NODE] =
    g_param_spec_uint ("current-node", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_game_properties[PROP_TO_PLAY] =
    g_param_spec_int ("to-play", NULL, NULL, TG_EMPTY, TG_WHITE, TG_BLACK,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_game_properties[PROP_PHASE] =
    g_param_spec_int ("phase", NULL, NULL, TG_PHASE_PLAYING, TG_PHASE_FINISHED, TG_PHASE_PLAYING,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_game_properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_game_properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, _tg_game_properties);

  /* The shown position changed (cursor moved, or the shown node edited). */
  _tg_game_signals[SIGNAL_POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The record changed (nodes or properties). */
  _tg_game_signals[SIGNAL_TREE_CHANGED] =
    g_signal_new ("tree-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Play stopped: two passes, resignation, time, or a result was set. */
  _tg_game_signals[SIGNAL_GAME_ENDED] =
    g_signal_new ("game-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tg_game_init (TgGame *self)
{
  self->path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  self->move_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  self->verdicts = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->snapshots = g_ptr_array_new_with_free_func (g_free);
  self->undo_stack = g_array_new (FALSE, FALSE, sizeof (TgNode));
  self->history = tg_history_new (FALSE);
  self->to_play = TG_BLACK;
  self->to_play_override = TG_EMPTY;
}

/* Setup ------------------------------------------------------------------- */

void
tg_game_setup_init (TgGameSetup   *setup,
                    guint          size,
                    TgRulesPreset  preset)
{
  memset (setup, 0, sizeof *setup);
  setup->width = size;
  setup->height = size;
  tg_rules_init_preset (&setup->rules, preset);
  setup->komi = setup->rules.komi;
}

static void
set_rules_internal (TgGame        *self,
                    const TgRules *rules)
{
  self->rules = *rules;
  tg_history_set_situational (self->history, rules->ko == TG_KO_SITUATIONAL);
}

static void
add_points_value (TgGameTree    *tree,
                  TgNode         node,
                  const char    *id,
                  const TgPoint *points,
                  guint          n)
{
  g_autofree const char **values = g_new0 (const char *, n + 1);
  g_autofree char *buf = g_malloc (3 * n + 1);

  for (guint i = 0; i < n; i++)
    values[i] = tg_point_to_sgf (points[i], buf + 3 * i);
  tg_game_tree_set_values (tree, node, id, values, n);
}

/* tg_game_new's steps: the root's header, the handicap stones, the seated
 * stones, the players and the date. */
static void
write_root_header (TgGameTree        *tree,
                   TgNode             root,
                   const TgGameSetup *setup)
{
  g_autofree char *size = NULL;
  g_autofree char *komi = NULL;

  tg_game_tree_set_value (tree, root, "GM", "1");
  tg_game_tree_set_value (tree, root, "FF", "4");
  tg_game_tree_set_value (tree, root, "CA", "UTF-8");
  tg_game_tree_set_value (tree, root, "AP", "Tengen:" PACKAGE_VERSION);
  size = setup->width == setup->height
    ? g_strdup_printf ("%u", setup->width)
    : g_strdup_printf ("%u:%u", setup->width, setup->height);
  tg_game_tree_set_value (tree, root, "SZ", size);
  tg_game_tree_set_value (tree, root, "RU", tg_rules_preset_to_sgf (setup->rules.preset));
  komi = tg_half_points_to_string (setup->komi);
  tg_game_tree_set_value (tree, root, "KM", komi);
}

/* HA, AB and PL[W] for a handicap of two stones or more: the fixed points
 * unless the setup names its own (which must be valid). */
static gboolean
write_handicap (TgGameTree        *tree,
                TgNode             root,
                const TgGameSetup *setup,
                GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *ha = g_strdup_printf ("%u", setup->handicap);
  TgPoint stones[9];
  const TgPoint *points = setup->handicap_points;
  guint n_points = setup->n_handicap_points;

  if (points == NULL)
    {
      if (!tg_handicap_fixed_points (setup->width, setup->height, setup->handicap,
                                     stones, &local_error))
        {
          g_set_error_literal (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP,
                               local_error->message);
          return FALSE;
        }
      points = stones;
      n_points = setup->handicap;
    }
  else if (n_points != setup->handicap ||
           !tg_handicap_validate_free (setup->width, setup->height,
                                       points, n_points, &local_error))
    {
      g_set_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP, "%s",
                   local_error ? local_error->message
                               : _("The number of placed stones differs from the handicap"));
      return FALSE;
    }
  tg_game_tree_set_value (tree, root, "HA", ha);
  add_points_value (tree, root, "AB", points, n_points);
  tg_game_tree_set_value (tree, root, "PL", "W");
  return TRUE;
}

/* 座子: two black and two white stones on the 4-4 points, diagonally. */
static gboolean
write_seated_stones (TgGameTree        *tree,
                     TgNode             root,
                     const TgGameSetup *setup,
                     GError           **error)
{
  TgPoint corners[9];
  TgPoint black[2], white[2];

  if (!tg_handicap_fixed_points (setup->width, setup->height, 4, corners, NULL))
    {
      g_set_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SETUP,
                   _("A %u×%u board is too small for seated stones"),
                   setup->width, setup->height);
      return FALSE;
    }
  /* corners, top row first: upper left, upper right, lower left, lower right */
  if (setup->seated_layout == TG_SEATED_BLACK_D4_Q16)
    {
      black[0] = corners[2]; black[1] = corners[1];
      white[0] = corners[0]; white[1] = corners[3];
    }
  else
    {
      black[0] = corners[0]; black[1] = corners[3];
      white[0] = corners[2]; white[1] = corners[1];
    }
  add_points_value (tree, root, "AB", black, 2);
  add_points_value (tree, root, "AW", white, 2);
  return TRUE;
}

static void
write_players_and_date (TgGameTree        *tree,
                        TgNode             root,
                        const TgGameSetup *setup)
{
  if (setup->black_name && setup->black_name[0])
    tg_game_tree_set_text (tree, root, "PB", setup->black_name);
  if (setup->white_name && setup->white_name[0])
    tg_game_tree_set_text (tree, root, "PW", setup->white_name);
  if (setup->black_rank && setup->black_rank[0])
    tg_game_tree_set_text (tree, root, "BR", setup->black_rank);
  if (setup->white_rank && setup->white_rank[0])
    tg_game_tree_set_text (tree, root, "WR", setup->white_rank);
  if (setup->date && setup->date[0])
    tg_game_tree_set_text (tree, root, "DT", setup->date);
  else
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *dt = g_date_time_format (now, "%Y-%m-%d");

      tg_game_tree_set_value (tree, root, "DT", dt);
    }
}

TgGame *
tg_game_new (const TgGameSetup *setup,
             GError           **error)
{
  g_autoptr(TgGame) self = NULL;
  TgNode root;

  g_return_val_if_fail (setup != NULL, NULL);

  if (!tg_board_size_is_valid (setup->width, setup->height))
    {
      g_set_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SIZE,
                   _("A board must be 1 to %u points on each side, not %u×%u"),
                   TG_MAX_SIZE, setup->width, setup->height);
      return NULL;
    }

  self = g_object_new (TG_TYPE_GAME, NULL);
  self->tree = tg_game_tree_new ();
  self->game_index = 0;
  self->width = setup->width;
  self->height = setup->height;
  set_rules_internal (self, &setup->rules);
  self->komi = setup->komi;
  self->handicap = setup->handicap;

  root = self->root = tg_game_tree_add_game (self->tree);
  write_root_header (self->tree, root, setup);
  if (setup->handicap >= 2)
    {
      if (!write_handicap (self->tree, root, setup, error))
        return NULL;
    }
  else if (setup->rules.seated_stones && setup->handicap == 0)
    {
      if (!write_seated_stones (self->tree, root, setup, error))
        return NULL;
    }
  if (setup->rules.white_first && setup->handicap < 2)
    tg_game_tree_set_value (self->tree, root, "PL", "W");
  write_players_and_date (self->tree, root, setup);

  _tg_game_start_path (self);
  return g_steal_pointer (&self);
}

static gboolean
parse_size (const char *value,
            guint      *width,
            guint      *height)
{
  g_auto(GStrv) parts = NULL;
  guint64 w, h;

  if (value == NULL)
    {
      *width = *height = 19;
      return TRUE;
    }
  parts = g_strsplit (value, ":", 2);
  if (!g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 1, TG_MAX_SIZE, &w, NULL))
    return FALSE;
  h = w;
  if (parts[1] && !g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 1, TG_MAX_SIZE, &h, NULL))
    return FALSE;
  *width = w;
  *height = h;
  return TRUE;
}

static gboolean
parse_count (const char *value,
             guint64    *out)
{
  g_autofree char *copy = g_strstrip (g_strdup (value));

  return g_ascii_string_to_unsigned (copy, 10, 0, 1000, out, NULL);
}

/* RU[] as a preset: Japanese without it, and with a warning for rules
 * Tengen does not know. */
static void
read_rules (TgGame *self)
{
  const char *value = tg_game_tree_get_value (self->tree, self->root, "RU");
  TgRulesPreset preset = TG_RULES_JAPANESE;
  TgRules rules;

  if (value != NULL && value[0] != '\0')
    {
      g_autofree char *ru = tg_game_tree_get_text (self->tree, self->root, "RU");

      if (!tg_rules_preset_from_sgf (ru, &preset))
        /* The preset's name as the UI shows it ("Chinese", 中国规则). */
        self->rules_warning = g_strdup_printf (_("Unknown rules “%s”; using %s"), ru,
                                               g_dpgettext2 (GETTEXT_PACKAGE, "rules",
                                                             tg_rules_preset_get_name (preset)));
    }
  tg_rules_init_preset (&rules, preset);
  set_rules_internal (self, &rules);
}

/* HA[], or for records without it the black setup stones at the root when
 * White has none (KataGo's rule); a single stone counts as 0. */
static void
read_handicap (TgGame *self)
{
  const char *value = tg_game_tree_get_value (self->tree, self->root, "HA");
  guint nb = 0, nw = 0;
  g_autoptr(GArray) pts = NULL;
  g_autofree const char **ab = NULL;
  g_autofree const char **aw = NULL;

  if (value != NULL)
    {
      guint64 ha;

      if (parse_count (value, &ha))
        self->handicap = ha;
    }
  if (self->handicap != 0)
    return;

  pts = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  ab = tg_game_tree_get_values (self->tree, self->root, "AB", &nb);
  aw = tg_game_tree_get_values (self->tree, self->root, "AW", &nw);
  if (ab != NULL && aw == NULL)
    {
      for (guint i = 0; i < nb; i++)
        tg_point_list_from_sgf (ab[i], self->width, self->height, pts);
      if (pts->len >= 2 && pts->len <= 9)
        self->handicap = pts->len;
    }
}

TgGame *
tg_game_new_for_tree (TgGameTree  *tree,
                      guint        game_index,
                      GError     **error)
{
  g_autoptr(TgGame) self = NULL;
  const char *value;
  TgNode root;

  g_return_val_if_fail (tree != NULL, NULL);

  if (game_index >= tg_game_tree_get_n_games (tree))
    {
      g_set_error (error, TG_GAME_ERROR, TG_GAME_ERROR_NO_GAME,
                   g_dngettext (GETTEXT_PACKAGE, "The file has %u game; there is no game %u",
                                "The file has %u games; there is no game %u",
                                tg_game_tree_get_n_games (tree)),
                   tg_game_tree_get_n_games (tree), game_index + 1);
      return NULL;
    }
  root = tg_game_tree_get_root (tree, game_index);

  value = tg_game_tree_get_value (tree, root, "GM");
  if (value != NULL && value[0] != '\0' && strtol (value, NULL, 10) != 1)
    {
      g_set_error (error, TG_GAME_ERROR, TG_GAME_ERROR_NOT_GO,
                   _("This record is not a game of Go (GM[%s])"), value);
      return NULL;
    }

  self = g_object_new (TG_TYPE_GAME, NULL);
  self->tree = tg_game_tree_ref (tree);
  self->game_index = game_index;
  self->root = root;

  value = tg_game_tree_get_value (tree, root, "SZ");
  if (!parse_size (value, &self->width, &self->height))
    {
      g_set_error (error, TG_GAME_ERROR, TG_GAME_ERROR_BAD_SIZE,
                   _("The board size SZ[%s] is not 1 to %u points a side"), value, TG_MAX_SIZE);
      return NULL;
    }

  read_rules (self);
  read_handicap (self);

  /* KM[] as written; the SGF reader has already normalised Fox and GoGoD
   * forms and warned about unreadable values, which count as 0 here. */
  value = tg_game_tree_get_value (tree, root, "KM");
  if (value == NULL || !tg_half_points_from_string (value, &self->komi))
    self->komi = 0;

  _tg_game_start_path (self);
  return g_steal_pointer (&self);
}

/* Accessors --------------------------------------------------------------- */

TgGameTree *
tg_game_get_tree (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  return self->tree;
}

guint
tg_game_get_game_index (TgGame *self)
{
  return self->game_index;
}

TgNode
tg_game_get_root (TgGame *self)
{
  return self->root;
}

guint
tg_game_get_width (TgGame *self)
{
  return self->width;
}

guint
tg_game_get_height (TgGame *self)
{
  return self->height;
}

const TgRules *
tg_game_get_rules (TgGame *self)
{
  return &self->rules;
}

const char *
tg_game_get_rules_warning (TgGame *self)
{
  return self->rules_warning;
}

void
tg_game_set_rules (TgGame        *self,
                   const TgRules *rules,
                   gboolean       write_record)
{
  g_return_if_fail (TG_IS_GAME (self));

  set_rules_internal (self, rules);
  g_clear_pointer (&self->rules_warning, g_free);
  /* Suicide and ko rules decide which moves of the record are played. */
  _tg_game_refresh_from (self, 0);
  if (write_record)
    {
      tg_game_tree_set_value (self->tree, self->root, "RU", tg_rules_preset_to_sgf (rules->preset));
      _tg_game_tree_changed (self);
    }
  _tg_game_notify_position (self);
}

TgHalfPoints
tg_game_get_komi (TgGame *self)
{
  return self->komi;
}

void
tg_game_set_komi (TgGame       *self,
                  TgHalfPoints  komi)
{
  g_autofree char *text = tg_half_points_to_string (komi);

  self->komi = komi;
  tg_game_tree_set_value (self->tree, self->root, "KM", text);
  _tg_game_tree_changed (self);
}

guint
tg_game_get_handicap (TgGame *self)
{
  return self->handicap;
}

const TgBoard *
tg_game_get_board (TgGame *self)
{
  return &self->board;
}

TgNode
tg_game_get_current_node (TgGame *self)
{
  return g_array_index (self->path, TgNode, self->path->len - 1);
}

TgColor
tg_game_get_to_play (TgGame *self)
{
  if (self->to_play_override != TG_EMPTY)
    return self->to_play_override;
  return self->to_play;
}

TgPhase
tg_game_get_phase (TgGame *self)
{
  return self->phase;
}

guint
tg_game_get_move_number (TgGame *self)
{
  return g_array_index (self->move_numbers, guint, self->move_numbers->len - 1);
}

gboolean
tg_game_node_get_move (TgGame  *self,
                       TgNode   node,
                       TgColor *color,
                       TgPoint *point)
{
  const char *b = tg_game_tree_get_value (self->tree, node, "B");
  const char *w = tg_game_tree_get_value (self->tree, node, "W");
  const char *v = b ? b : w;
  TgPoint p;

  if (v == NULL || !tg_point_from_sgf (v, self->width, self->height, &p))
    return FALSE;
  if (color)
    *color = b ? TG_BLACK : TG_WHITE;
  if (point)
    *point = p;
  return TRUE;
}

gboolean
tg_game_get_last_move (TgGame  *self,
                       TgColor *color,
                       TgPoint *point)
{
  return tg_game_node_get_move (self, tg_game_get_current_node (self), color, point);
}

guint
tg_game_get_consecutive_passes (TgGame *self)
{
  guint n = 0;

  for (guint i = self->path->len; i > 0; i--)
    {
      TgPoint p;

      if (!tg_game_node_get_move (self, g_array_index (self->path, TgNode, i - 1), NULL, &p) ||
          p != TG_PASS)
        break;
      n++;
    }
  return n;
}

guint
tg_game_get_repetition_count (TgGame *self)
{
  guint64 key = tg_history_key (self->history, self->board.hash, self->to_play);
  guint n = 0;

  /* Count exact situations (stones and side to move). */
  for (gint i = tg_history_find (self->history, key, 0); i >= 0;
       i = tg_history_find (self->history, key, i + 1))
    if (tg_history_get_to_move (self->history, i) == self->to_play)
      n++;
  return MAX (n, 1);
}
