/* tg-new-game-dialog.c: the New Game dialog
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-board-view.h"
#include "tg-free-placement.h"
#include "tg-handicap.h"
#include "tg-new-game-clock.h"
#include "tg-new-game-dialog-private.h"
#include "tg-score.h"
#include "tg-ui-rules.h"

G_DEFINE_FINAL_TYPE (TgNewGameDialog, tg_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Names ------------------------------------------------------------------- */

static const char *
preset_description (TgRulesPreset preset)
{
  switch (preset)
    {
    case TG_RULES_CHINESE:
      return _("Area counting, positional superko");
    case TG_RULES_JAPANESE:
    case TG_RULES_KOREAN:
      return _("Territory counting, no points in seki");
    case TG_RULES_AGA:
      return _("Area counting with pass stones, situational superko");
    case TG_RULES_ING:
      return _("Fill-in counting, Black wins ties, the nigiri winner chooses");
    case TG_RULES_NZ:
      return _("Area counting, suicide allowed");
    case TG_RULES_TROMP_TAYLOR:
      return _("The board is counted as it stands, suicide allowed");
    case TG_RULES_ANCIENT:
      return _("Seated stones (座子), White first, group tax (还棋头)");
    case TG_RULES_N_PRESETS:
    default:
      return "";
    }
}

/* Reading the widgets ----------------------------------------------------- */

TgRulesPreset
_tg_new_game_dialog_get_preset (TgNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->rules_row);

  return selected < TG_RULES_N_PRESETS ? (TgRulesPreset) selected : TG_RULES_CHINESE;
}

guint
_tg_new_game_dialog_get_handicap (TgNewGameDialog *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->handicap_spin);
}

static gboolean
is_free_placement (TgNewGameDialog *self)
{
  return _tg_new_game_dialog_get_handicap (self) >= 2 &&
         adw_combo_row_get_selected (self->placement_row) == PLACEMENT_FREE;
}

gboolean
_tg_new_game_dialog_engine_places_handicap (TgNewGameDialog *self)
{
  return is_free_placement (self) && _tg_new_game_players_black_engine (self) != NULL;
}

gboolean
_tg_new_game_dialog_is_nigiri (TgNewGameDialog *self)
{
  return _tg_new_game_dialog_get_handicap (self) == 0 &&
         adw_combo_row_get_selected (self->colours_row) == COLOURS_NIGIRI;
}

TgHalfPoints
_tg_new_game_dialog_get_komi (TgNewGameDialog *self)
{
  return tg_ui_komi_to_half_points (gtk_spin_button_get_value (self->komi_spin));
}

char *
_tg_new_game_dialog_get_text (GtkEditable *editable)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (editable)));
}

/* The komi a game under @preset with @handicap stones starts with. */
static TgHalfPoints
default_komi (TgNewGameDialog *self,
              TgRulesPreset    preset,
              guint            handicap)
{
  TgNewGameDefaults defaults;

  tg_new_game_defaults_load (&defaults, self->settings);
  return tg_new_game_defaults_get_komi (&defaults, preset, handicap);
}

void
_tg_new_game_dialog_fill_setup (TgNewGameDialog *self,
                                TgGameSetup     *setup)
{
  TgRulesPreset preset = _tg_new_game_dialog_get_preset (self);

  tg_game_setup_init (setup, 19, preset);
  setup->width = (guint) gtk_spin_button_get_value_as_int (self->width_spin);
  setup->height = (guint) gtk_spin_button_get_value_as_int (self->height_spin);
  setup->komi = _tg_new_game_dialog_get_komi (self);
  setup->handicap = _tg_new_game_dialog_get_handicap (self);
  if (_tg_new_game_dialog_engine_places_handicap (self))
    /* The engine's place_free_handicap puts them in once it runs. */
    setup->handicap = 0;
  else if (is_free_placement (self))
    setup->handicap_points = tg_free_placement_get_points (self->preview, &setup->n_handicap_points);
}

/* Keeping the widgets consistent ------------------------------------------ */

/* The engine places Black's stones once the game starts: none to show. */
static char *
preview_engine_handicap (TgNewGameDialog *self,
                         guint            handicap)
{
  const char *engine = _tg_new_game_players_black_engine (self);

  tg_free_placement_set_fixed (self->preview, NULL, 0, NULL, 0);
  tg_free_placement_set_max_stones (self->preview, 0);
  self->can_start = TRUE;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %s is an engine's name, like GNU Go */
                                       "%s places its %u handicap stone; White plays first",
                                       "%s places its %u handicap stones; White plays first",
                                       handicap),
                          engine, handicap);
}

/* The user clicks the handicap stones onto the preview. */
static char *
preview_free_placement (TgNewGameDialog *self,
                        guint            handicap)
{
  guint n_placed;

  tg_free_placement_set_fixed (self->preview, NULL, 0, NULL, 0);
  tg_free_placement_set_max_stones (self->preview, handicap);
  tg_free_placement_get_points (self->preview, &n_placed);
  self->can_start = n_placed == handicap;
  if (n_placed < handicap)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Click the board to place Black’s last stone",
                                         "Click the board to place %u more black stones",
                                         handicap - n_placed),
                            handicap - n_placed);
  return g_strdup (_("All handicap stones are placed; click one to take it back"));
}

/* The stones @game starts with (fixed handicap, seated stones) shown on
 * the preview; none without a game. */
static void
show_starting_stones (TgNewGameDialog *self,
                      TgGame          *game)
{
  GArray *black = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  GArray *white = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  if (game != NULL)
    {
      const TgBoard *board = tg_game_get_board (game);

      for (guint y = 0; y < board->height; y++)
        for (guint x = 0; x < board->width; x++)
          {
            TgPoint p = tg_point (x, y);

            if (tg_board_get (board, p) == TG_BLACK)
              g_array_append_val (black, p);
            else if (tg_board_get (board, p) == TG_WHITE)
              g_array_append_val (white, p);
          }
    }
  tg_free_placement_set_fixed (self->preview,
                               (const TgPoint *) black->data, black->len,
                               (const TgPoint *) white->data, white->len);
  g_array_unref (black);
  g_array_unref (white);
}

/* The stones the rules place (fixed handicap, seated stones), from the
 * game @setup starts; its error, with @error set, when it cannot. */
static char *
preview_fixed_stones (TgNewGameDialog *self,
                      TgGameSetup     *setup,
                      guint            handicap,
                      gboolean        *error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TgGame) game = NULL;

  tg_free_placement_set_max_stones (self->preview, 0);
  setup->handicap_points = NULL;
  setup->n_handicap_points = 0;
  game = tg_game_new (setup, &local_error);
  show_starting_stones (self, game);
  self->can_start = game != NULL;

  *error = game == NULL;
  if (game == NULL)
    return g_strdup (local_error->message);
  if (setup->rules.seated_stones)
    return g_strdup (_("Two black and two white seated stones (座子); White plays first"));
  if (handicap >= 2)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u stone on the star points; White plays first",
                                         "%u stones on the star points; White plays first",
                                         handicap),
                            handicap);
  if (handicap == 1)
    return g_strdup (_("No handicap stone: Black plays first, without komi (让先)"));
  return g_strdup (_("An even game: Black plays first"));
}

static void
update_preview (TgNewGameDialog *self)
{
  TgGameSetup setup;
  guint handicap = _tg_new_game_dialog_get_handicap (self);
  guint width = (guint) gtk_spin_button_get_value_as_int (self->width_spin);
  guint height = (guint) gtk_spin_button_get_value_as_int (self->height_spin);
  g_autofree char *caption = NULL;
  gboolean error = FALSE;
  guint n_placed;

  tg_free_placement_set_board_size (self->preview, width, height);
  _tg_new_game_dialog_fill_setup (self, &setup);

  if (_tg_new_game_dialog_engine_places_handicap (self))
    caption = preview_engine_handicap (self, handicap);
  else if (is_free_placement (self))
    caption = preview_free_placement (self, handicap);
  else
    caption = preview_fixed_stones (self, &setup, handicap, &error);

  gtk_label_set_text (self->preview_label, caption);
  if (error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->preview_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->preview_label), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->preview_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->preview_label), "dim-label");
    }
  if (!tg_new_game_clock_is_valid (self->clock_group))
    self->can_start = FALSE;
  tg_free_placement_get_points (self->preview, &n_placed);
  gtk_widget_set_visible (self->clear_button, is_free_placement (self) &&
                          !_tg_new_game_dialog_engine_places_handicap (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.clear-stones",
                                 is_free_placement (self) && n_placed > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", self->can_start);
}

static void
update_komi_subtitle (TgNewGameDialog *self)
{
  TgRulesPreset preset = _tg_new_game_dialog_get_preset (self);
  TgHalfPoints komi = _tg_new_game_dialog_get_komi (self);

  if (tg_rules_preset_counts_in_zi (preset))
    {
      g_autofree char *zi = tg_half_points_to_zi (komi);
      /* Translators: komi in 子 (zi), the unit of Chinese counting */
      g_autofree char *text = g_strdup_printf (_("%s in Chinese counting"), zi);

      adw_action_row_set_subtitle (self->komi_row, text);
    }
  else if (tg_rules_get_preset (preset)->black_wins_ties)
    adw_action_row_set_subtitle (self->komi_row, _("Points for White; Black wins ties"));
  else
    adw_action_row_set_subtitle (self->komi_row, _("Points for White"));
}

static void
update_handicap_subtitle (TgNewGameDialog *self)
{
  TgRulesPreset preset = _tg_new_game_dialog_get_preset (self);
  const TgRules *rules = tg_rules_get_preset (preset);
  guint handicap = _tg_new_game_dialog_get_handicap (self);
  TgHalfPoints back = tg_rules_compensation (rules, handicap);
  g_autofree char *text = NULL;

  if (rules->seated_stones)
    text = g_strdup (_("None with seated stones"));
  else if (handicap == 0)
    text = g_strdup (_("An even game"));
  else if (handicap == 1)
    text = g_strdup (_("Black plays first without komi"));
  else if (back > 0 && tg_rules_counts_in_zi (rules))
    {
      g_autofree char *points = tg_half_points_to_string (back);
      g_autofree char *zi = tg_half_points_to_zi (back);

      /* Translators: the handicap compensation, e.g. "White gets 3 points (1½ 子) back" */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White gets %s point (%s) back",
                                           "White gets %s points (%s) back",
                                           tg_score_points_plural_n (back)), points, zi);
    }
  else if (back > 0)
    {
      g_autofree char *points = tg_half_points_to_string (back);

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White gets %s point back",
                                           "White gets %s points back",
                                           tg_score_points_plural_n (back)), points);
    }
  else
    text = g_strdup (_("White gets no points back"));
  adw_action_row_set_subtitle (self->handicap_row, text);
}

static void
update_players (TgNewGameDialog *self)
{
  gboolean nigiri = _tg_new_game_dialog_is_nigiri (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->colours_row), _tg_new_game_dialog_get_handicap (self) == 0);
  if (_tg_new_game_dialog_get_handicap (self) > 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->colours_row),
                                 _("In a handicap game the weaker player takes Black"));
  else if (nigiri)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->colours_row),
                                 _("The senior player holds the stones, the other guesses"));
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->colours_row), "");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->first_row),
                                 nigiri ? _("Senior player (holds the stones)") : _("Black"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->second_row),
                                 nigiri ? _("Other player (guesses)") : _("White"));
}

static void
update_handicap_range (TgNewGameDialog *self)
{
  guint width = (guint) gtk_spin_button_get_value_as_int (self->width_spin);
  guint height = (guint) gtk_spin_button_get_value_as_int (self->height_spin);
  const TgRules *rules = tg_rules_get_preset (_tg_new_game_dialog_get_preset (self));
  gboolean free = adw_combo_row_get_selected (self->placement_row) == PLACEMENT_FREE;
  guint upper;

  if (rules->seated_stones)
    upper = 0;
  else if (free)
    upper = MIN (TG_FREE_PLACEMENT_MAX, width * height - 1);
  else
    upper = MAX (1, tg_handicap_max_fixed (width, height));
  gtk_spin_button_set_range (self->handicap_spin, 0, upper);
  gtk_widget_set_sensitive (GTK_WIDGET (self->handicap_row), upper > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->placement_row),
                            !rules->seated_stones && _tg_new_game_dialog_get_handicap (self) >= 2);
}

void
_tg_new_game_dialog_update (TgNewGameDialog *self)
{
  if (self->updating)
    return;
  self->updating = TRUE;
  update_handicap_range (self);
  update_handicap_subtitle (self);
  update_komi_subtitle (self);
  update_players (self);
  update_preview (self);
  self->updating = FALSE;
}

static void
update (TgNewGameDialog *self)
{
  _tg_new_game_dialog_update (self);
}

static void
reset_komi (TgNewGameDialog *self)
{
  gboolean updating = self->updating;

  self->updating = TRUE;
  gtk_spin_button_set_value (self->komi_spin,
                             default_komi (self, _tg_new_game_dialog_get_preset (self), _tg_new_game_dialog_get_handicap (self)) / 2.0);
  self->updating = updating;
}

/* Signal handlers --------------------------------------------------------- */

static void
size_selected_cb (TgNewGameDialog *self)
{
  static const guint sizes[] = { [SIZE_9] = 9, [SIZE_13] = 13, [SIZE_19] = 19 };
  guint selected = adw_combo_row_get_selected (self->size_row);
  gboolean other = selected == SIZE_OTHER;

  gtk_widget_set_visible (self->custom_size_row, other);
  if (!other && selected < G_N_ELEMENTS (sizes))
    {
      gboolean updating = self->updating;

      self->updating = TRUE;
      gtk_spin_button_set_value (self->width_spin, sizes[selected]);
      gtk_spin_button_set_value (self->height_spin, sizes[selected]);
      self->updating = updating;
    }
  update (self);
}

static void
board_size_changed_cb (TgNewGameDialog *self)
{
  update (self);
}

static void
rules_selected_cb (TgNewGameDialog *self)
{
  const TgRules *rules = tg_rules_get_preset (_tg_new_game_dialog_get_preset (self));
  gboolean updating = self->updating;

  self->updating = TRUE;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rules_row), preset_description (_tg_new_game_dialog_get_preset (self)));
  adw_combo_row_set_selected (self->placement_row,
                              rules->free_placement ? PLACEMENT_FREE : PLACEMENT_FIXED);
  if (rules->seated_stones)
    gtk_spin_button_set_value (self->handicap_spin, 0);
  self->updating = updating;
  reset_komi (self);
  update (self);
}

static void
handicap_changed_cb (TgNewGameDialog *self)
{
  if (self->updating)
    return;
  reset_komi (self);
  update (self);
}

static void
placement_selected_cb (TgNewGameDialog *self)
{
  update (self);
}

static void
colours_selected_cb (TgNewGameDialog *self)
{
  update (self);
}

static void
komi_changed_cb (TgNewGameDialog *self)
{
  update_komi_subtitle (self);
}

static void
preview_changed_cb (TgNewGameDialog *self)
{
  if (!self->updating)
    {
      self->updating = TRUE;
      update_preview (self);
      self->updating = FALSE;
    }
}

/* Actions ----------------------------------------------------------------- */

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  _tg_new_game_dialog_start (TG_NEW_GAME_DIALOG (widget));
}

static void
clear_stones_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  tg_free_placement_clear (TG_NEW_GAME_DIALOG (widget)->preview);
}

/* Initial state ----------------------------------------------------------- */

static void
load_settings (TgNewGameDialog *self)
{
  TgNewGameDefaults defaults;
  g_autofree char *black = g_settings_get_string (self->settings, "black-name");
  g_autofree char *white = g_settings_get_string (self->settings, "white-name");
  g_autofree char *theme = g_settings_get_string (self->settings, "theme");
  guint width, height, size;

  tg_new_game_defaults_load (&defaults, self->settings);
  width = CLAMP (defaults.width, 2, TG_MAX_SIZE);
  height = CLAMP (defaults.height, 2, TG_MAX_SIZE);
  if (width == height && width == 9)
    size = SIZE_9;
  else if (width == height && width == 13)
    size = SIZE_13;
  else if (width == height && width == 19)
    size = SIZE_19;
  else
    size = SIZE_OTHER;

  tg_free_placement_set_theme (self->preview,
                               g_str_equal (theme, "flat") ? TG_THEME_FLAT : TG_THEME_WOOD);
  self->updating = TRUE;
  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->height_spin, height);
  adw_combo_row_set_selected (self->size_row, size);
  adw_combo_row_set_selected (self->rules_row, defaults.preset);
  self->updating = FALSE;

  size_selected_cb (self);
  rules_selected_cb (self);
  self->updating = TRUE;
  gtk_spin_button_set_value (self->handicap_spin, defaults.handicap);
  self->updating = FALSE;
  reset_komi (self);
  update (self);

  /* A name saved by a version that remembered the engine's name as the
   * player's ("GNU Go" as White) is no person's: the row starts empty. */
  gtk_editable_set_text (GTK_EDITABLE (self->first_row),
                         _tg_new_game_players_is_engine_name (self, black) ? "" : black);
  gtk_editable_set_text (GTK_EDITABLE (self->second_row),
                         _tg_new_game_players_is_engine_name (self, white) ? "" : white);
}

/* GObject ----------------------------------------------------------------- */

static void
tg_new_game_dialog_dispose (GObject *object)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (object);

  if (self->nigiri != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->nigiri), (gpointer *) &self->nigiri);
      self->nigiri = NULL;
    }
  _tg_new_game_players_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->preview);

  G_OBJECT_CLASS (tg_new_game_dialog_parent_class)->dispose (object);
}

static void
tg_new_game_dialog_finalize (GObject *object)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (tg_new_game_dialog_parent_class)->finalize (object);
}

static void
tg_new_game_dialog_class_init (TgNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_new_game_dialog_dispose;
  object_class->finalize = tg_new_game_dialog_finalize;

  /**
   * TgNewGameDialog::start:
   * @game: the new game, ready to play
   *
   * The user confirmed; the dialog closes right after.
   */
  signals[START] = g_signal_new ("start",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, TG_TYPE_GAME);

  g_type_ensure (TG_TYPE_BOARD_VIEW);
  g_type_ensure (TG_TYPE_NEW_GAME_CLOCK);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tengen/Tengen/tg-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, preview_view);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, preview_label);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, clear_button);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, custom_size_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, height_spin);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, komi_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, komi_spin);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, handicap_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, handicap_spin);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, placement_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, colours_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, second_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, first_rank);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, second_rank);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, clock_group);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "new-game.clear-stones", NULL, clear_stones_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tg_new_game_dialog_init (TgNewGameDialog *self)
{
  g_autoptr(GListModel) rules = tg_ui_rules_preset_model_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->preview = tg_free_placement_new (self->preview_view);

  adw_combo_row_set_model (self->rules_row, rules);
  gtk_spin_button_set_snap_to_ticks (self->komi_spin, TRUE);

  g_signal_connect_swapped (self->size_row, "notify::selected", G_CALLBACK (size_selected_cb), self);
  g_signal_connect_swapped (self->width_spin, "value-changed", G_CALLBACK (board_size_changed_cb), self);
  g_signal_connect_swapped (self->height_spin, "value-changed", G_CALLBACK (board_size_changed_cb), self);
  g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (rules_selected_cb), self);
  g_signal_connect_swapped (self->komi_spin, "value-changed", G_CALLBACK (komi_changed_cb), self);
  g_signal_connect_swapped (self->handicap_spin, "value-changed", G_CALLBACK (handicap_changed_cb), self);
  g_signal_connect_swapped (self->placement_row, "notify::selected", G_CALLBACK (placement_selected_cb), self);
  g_signal_connect_swapped (self->colours_row, "notify::selected", G_CALLBACK (colours_selected_cb), self);
  g_signal_connect_swapped (self->preview, "changed", G_CALLBACK (preview_changed_cb), self);
  g_signal_connect_swapped (self->clock_group, "changed", G_CALLBACK (preview_changed_cb), self);
}

void
_tg_new_game_dialog_emit_start (TgNewGameDialog *self,
                                TgGame          *game)
{
  g_signal_emit (self, signals[START], 0, game);
}

/* API --------------------------------------------------------------------- */

TgNewGameDialog *
tg_new_game_dialog_new (GtkWindow *parent,
                        GSettings *settings)
{
  TgNewGameDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TG_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->settings = g_object_ref (settings);
  _tg_new_game_players_init (self);
  load_settings (self);
  _tg_new_game_players_restore (self);
  /* Enter starts the game from the first field, not Cancel. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->first_row));
  return self;
}

void
tg_new_game_dialog_set_rand (TgNewGameDialog *self,
                             GRand           *rand)
{
  g_return_if_fail (TG_IS_NEW_GAME_DIALOG (self));

  g_clear_pointer (&self->rand, g_rand_free);
  if (rand != NULL)
    self->rand = g_rand_copy (rand);
}

guint
tg_new_game_dialog_get_engine_handicap (TgNewGameDialog *self)
{
  g_return_val_if_fail (TG_IS_NEW_GAME_DIALOG (self), 0);

  return _tg_new_game_dialog_engine_places_handicap (self)
         ? _tg_new_game_dialog_get_handicap (self) : 0;
}

gboolean
tg_new_game_dialog_get_clock_settings (TgNewGameDialog *self,
                                       TgClockSettings *out)
{
  g_return_val_if_fail (TG_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  return tg_new_game_clock_get_settings (self->clock_group, out);
}
