/* tg-new-game-clock.c: the Clock group of the New Game dialog
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-new-game-clock.h"

struct _TgNewGameClock
{
  AdwPreferencesGroup  parent_instance;

  const TgClockPreset *presets;
  guint                n_presets;
  TgClockSettings      custom;
  gboolean             updating;
  gboolean             valid;

  AdwComboRow         *mode_row;
  AdwComboRow         *system_row;
  GtkWidget           *main_row;
  GtkWidget           *periods_row;
  GtkWidget           *period_row;
  GtkWidget           *per_move_row;
  GtkWidget           *stones_row;
  GtkWidget           *increment_row;
  GtkWidget           *max_row;
  GtkWidget           *penalty_row;
  GtkSpinButton       *main_spin;        /* minutes */
  GtkSpinButton       *periods_spin;
  GtkSpinButton       *period_spin;      /* seconds */
  GtkSpinButton       *per_move_spin;    /* seconds */
  GtkSpinButton       *stones_spin;
  GtkSpinButton       *increment_spin;   /* seconds */
  GtkSpinButton       *max_spin;         /* minutes */
  GtkSpinButton       *penalty_spin;
};

G_DEFINE_FINAL_TYPE (TgNewGameClock, tg_new_game_clock, ADW_TYPE_PREFERENCES_GROUP)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *describe_choice (TgNewGameClock *self,
                              guint           index);

/* The choice row: None, the presets, Custom. */
static guint
custom_index (TgNewGameClock *self)
{
  return self->n_presets + 1;
}

static gboolean
is_custom (TgNewGameClock *self)
{
  return adw_combo_row_get_selected (self->mode_row) == custom_index (self);
}

/* Widgets ↔ settings ------------------------------------------------------ */

static void
spins_from_custom (TgNewGameClock *self)
{
  const TgClockSettings *s = &self->custom;
  gboolean updating = self->updating;

  self->updating = TRUE;
  adw_combo_row_set_selected (self->system_row, s->system);
  gtk_spin_button_set_value (self->main_spin, (double) s->main / (60 * TG_CLOCK_SECOND));
  gtk_spin_button_set_value (self->periods_spin, s->periods);
  gtk_spin_button_set_value (self->period_spin, (double) s->period / TG_CLOCK_SECOND);
  gtk_spin_button_set_value (self->per_move_spin, (double) s->per_move / TG_CLOCK_SECOND);
  gtk_spin_button_set_value (self->stones_spin, s->stones);
  gtk_spin_button_set_value (self->increment_spin, (double) s->increment / TG_CLOCK_SECOND);
  gtk_spin_button_set_value (self->max_spin, (double) s->max / (60 * TG_CLOCK_SECOND));
  gtk_spin_button_set_value (self->penalty_spin, s->penalty);
  self->updating = updating;
}

static gint64
spin_duration (GtkSpinButton *spin,
               gint64         unit)
{
  return (gint64) llround (gtk_spin_button_get_value (spin) * unit);
}

static guint
spin_count (GtkSpinButton *spin)
{
  return (guint) gtk_spin_button_get_value_as_int (spin);
}

/* Reads the rows the system uses (tg_clock_system_uses()); the others keep
 * the system's usual values. */
static void
custom_from_spins (TgNewGameClock *self)
{
  TgClockSystem system = adw_combo_row_get_selected (self->system_row);
  TgClockSettings s;

  if (system >= TG_CLOCK_N_SYSTEMS)
    system = TG_CLOCK_BYOYOMI;
  tg_clock_settings_init (&s, system);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_MAIN))
    s.main = spin_duration (self->main_spin, 60 * TG_CLOCK_SECOND);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_PERIODS))
    s.periods = spin_count (self->periods_spin);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_PERIOD))
    s.period = spin_duration (self->period_spin, TG_CLOCK_SECOND);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_PER_MOVE))
    s.per_move = spin_duration (self->per_move_spin, TG_CLOCK_SECOND);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_STONES))
    s.stones = spin_count (self->stones_spin);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_INCREMENT))
    s.increment = spin_duration (self->increment_spin, TG_CLOCK_SECOND);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_MAX))
    s.max = spin_duration (self->max_spin, 60 * TG_CLOCK_SECOND);
  if (tg_clock_system_uses (system, TG_CLOCK_FIELD_PENALTY))
    s.penalty = spin_count (self->penalty_spin);
  self->custom = s;
}

static void
show_row (GtkWidget    *row,
          gboolean      custom,
          TgClockSystem system,
          TgClockField  field)
{
  gtk_widget_set_visible (row, custom && tg_clock_system_uses (system, field));
}

static void
show_rows (TgNewGameClock *self)
{
  gboolean custom = is_custom (self);
  TgClockSystem system = self->custom.system;
  gboolean extensions = system == TG_CLOCK_TV || system == TG_CLOCK_ING;

  gtk_widget_set_visible (GTK_WIDGET (self->system_row), custom);
  show_row (self->main_row, custom, system, TG_CLOCK_FIELD_MAIN);
  show_row (self->periods_row, custom, system, TG_CLOCK_FIELD_PERIODS);
  show_row (self->period_row, custom, system, TG_CLOCK_FIELD_PERIOD);
  show_row (self->per_move_row, custom, system, TG_CLOCK_FIELD_PER_MOVE);
  show_row (self->stones_row, custom, system, TG_CLOCK_FIELD_STONES);
  show_row (self->increment_row, custom, system, TG_CLOCK_FIELD_INCREMENT);
  show_row (self->max_row, custom, system, TG_CLOCK_FIELD_MAX);
  show_row (self->penalty_row, custom, system, TG_CLOCK_FIELD_PENALTY);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->periods_row),
                                 system == TG_CLOCK_CHINESE ? _("Reserve minutes")
                                 : extensions ? _("Extensions") : _("Periods"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->period_row),
                                 system == TG_CLOCK_CHINESE ? _("Reserve minute length")
                                 : extensions ? _("Extension length") : _("Period length"));
}

static void
update (TgNewGameClock *self)
{
  g_autoptr(GError) error = NULL;

  show_rows (self);
  self->valid = TRUE;
  if (is_custom (self))
    {
      custom_from_spins (self);
      self->valid = tg_clock_settings_validate (&self->custom, &error);
      if (self->valid)
        {
          g_autofree char *text = tg_clock_settings_describe (&self->custom);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->mode_row), text);
          gtk_widget_remove_css_class (GTK_WIDGET (self->mode_row), "error");
        }
      else
        {
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->mode_row), error->message);
          gtk_widget_add_css_class (GTK_WIDGET (self->mode_row), "error");
        }
    }
  else
    {
      g_autofree char *text = NULL;

      if (adw_combo_row_get_selected (self->mode_row) > 0)
        text = describe_choice (self, adw_combo_row_get_selected (self->mode_row));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->mode_row), text ? text : "");
      gtk_widget_remove_css_class (GTK_WIDGET (self->mode_row), "error");
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Signal handlers --------------------------------------------------------- */

static void
mode_selected_cb (TgNewGameClock *self)
{
  guint selected = adw_combo_row_get_selected (self->mode_row);

  if (self->updating)
    return;
  /* Custom values start from the preset chosen last. */
  if (selected >= 1 && selected <= self->n_presets)
    {
      self->custom = self->presets[selected - 1].settings;
      spins_from_custom (self);
    }
  update (self);
}

static void
system_selected_cb (TgNewGameClock *self)
{
  guint system = adw_combo_row_get_selected (self->system_row);

  if (self->updating || system >= TG_CLOCK_N_SYSTEMS)
    return;
  tg_clock_settings_init (&self->custom, system);
  spins_from_custom (self);
  update (self);
}

static void
value_changed_cb (TgNewGameClock *self)
{
  if (!self->updating)
    update (self);
}

/* The second line of choice @index: what the preset gives. */
static char *
describe_choice (TgNewGameClock *self,
                 guint           index)
{
  if (index == 0)
    return g_strdup (_("Untimed"));
  if (index <= self->n_presets)
    return tg_clock_settings_describe (&self->presets[index - 1].settings);
  return g_strdup (_("Any time system"));
}

/* The drop-down list: name, what it gives, and a check on the chosen one. */
static void
list_item_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    TgNewGameClock           *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_box_append (GTK_BOX (row), box);
  gtk_box_append (GTK_BOX (row), check);
  gtk_list_item_set_child (item, row);
}

static void
update_check (GtkListItem *item)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  AdwComboRow *combo = g_object_get_data (G_OBJECT (item), "tg-combo");

  gtk_widget_set_opacity (gtk_widget_get_last_child (row),
                          adw_combo_row_get_selected (combo) == gtk_list_item_get_position (item));
}

static void
list_item_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   TgNewGameClock           *self)
{
  GtkWidget *box = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkStringObject *string = gtk_list_item_get_item (item);
  g_autofree char *description = describe_choice (self, gtk_list_item_get_position (item));

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)),
                      gtk_string_object_get_string (string));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), description);
  g_object_set_data (G_OBJECT (item), "tg-combo", self->mode_row);
  g_signal_connect_object (self->mode_row, "notify::selected", G_CALLBACK (update_check), item,
                           G_CONNECT_SWAPPED);
  update_check (item);
}

static void
list_item_unbind_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     TgNewGameClock           *self)
{
  g_signal_handlers_disconnect_by_func (self->mode_row, update_check, item);
}

/* Construction ------------------------------------------------------------ */

static GtkWidget *
add_spin_row (TgNewGameClock  *self,
              const char      *name,
              const char      *title,
              const char      *subtitle,
              double           upper,
              double           lower,
              GtkSpinButton  **spin_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (value_changed_cb), self);
  *spin_out = GTK_SPIN_BUTTON (spin);
  return row;
}

static void
tg_new_game_clock_class_init (TgNewGameClockClass *klass)
{
  /**
   * TgNewGameClock::changed:
   *
   * The choice or a custom value changed.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
tg_new_game_clock_init (TgNewGameClock *self)
{
  g_autoptr(GtkStringList) modes = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) systems = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;

  self->presets = tg_clock_get_presets (&self->n_presets);
  self->valid = TRUE;

  /* Translators: the clock choice in the New Game dialog: no clock */
  gtk_string_list_append (modes, C_("clock", "None"));
  for (guint i = 0; i < self->n_presets; i++)
    gtk_string_list_append (modes, g_dgettext (GETTEXT_PACKAGE,
                                               tg_clock_system_get_name (self->presets[i].settings.system)));
  gtk_string_list_append (modes, C_("clock", "Custom"));
  self->mode_row = ADW_COMBO_ROW (adw_combo_row_new ());
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (list_item_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (list_item_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (list_item_unbind_cb), self);
  adw_combo_row_set_list_factory (self->mode_row, factory);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->mode_row), _("_Time"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->mode_row), TRUE);
  adw_combo_row_set_model (self->mode_row, G_LIST_MODEL (modes));
  gtk_widget_set_name (GTK_WIDGET (self->mode_row), "clock-row");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->mode_row));

  for (guint i = 0; i < TG_CLOCK_N_SYSTEMS; i++)
    gtk_string_list_append (systems, g_dgettext (GETTEXT_PACKAGE, tg_clock_system_get_name (i)));
  self->system_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->system_row), _("Time system"));
  adw_combo_row_set_model (self->system_row, G_LIST_MODEL (systems));
  gtk_widget_set_name (GTK_WIDGET (self->system_row), "clock-system");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->system_row));

  self->main_row = add_spin_row (self, "clock-main", _("Main time"), _("Minutes"),
                                 6000, 0, &self->main_spin);
  self->per_move_row = add_spin_row (self, "clock-per-move", _("Time per move"), _("Seconds"),
                                     3600, 1, &self->per_move_spin);
  self->periods_row = add_spin_row (self, "clock-periods", _("Periods"), "",
                                    100, 0, &self->periods_spin);
  self->period_row = add_spin_row (self, "clock-period", _("Period length"), _("Seconds"),
                                   36000, 1, &self->period_spin);
  self->stones_row = add_spin_row (self, "clock-stones", _("Stones per period"), "",
                                   1000, 1, &self->stones_spin);
  self->increment_row = add_spin_row (self, "clock-increment", _("Increment per move"), _("Seconds"),
                                      3600, 0, &self->increment_spin);
  self->max_row = add_spin_row (self, "clock-max", _("Longest clock"),
                                _("Minutes; 0 for no limit"), 6000, 0, &self->max_spin);
  self->penalty_row = add_spin_row (self, "clock-penalty", _("Penalty per extension"), _("Points"),
                                    100, 0, &self->penalty_spin);

  tg_clock_settings_init (&self->custom, TG_CLOCK_BYOYOMI);
  spins_from_custom (self);
  show_rows (self);

  g_signal_connect_swapped (self->mode_row, "notify::selected", G_CALLBACK (mode_selected_cb), self);
  g_signal_connect_swapped (self->system_row, "notify::selected", G_CALLBACK (system_selected_cb), self);
}

/* API --------------------------------------------------------------------- */

GtkWidget *
tg_new_game_clock_new (void)
{
  return g_object_new (TG_TYPE_NEW_GAME_CLOCK, NULL);
}

void
tg_new_game_clock_select (TgNewGameClock *self,
                          const char     *id)
{
  guint selected = 0;

  g_return_if_fail (TG_IS_NEW_GAME_CLOCK (self));

  if (g_strcmp0 (id, "custom") == 0)
    selected = custom_index (self);
  else
    for (guint i = 0; id != NULL && i < self->n_presets; i++)
      if (g_str_equal (self->presets[i].id, id))
        selected = i + 1;
  adw_combo_row_set_selected (self->mode_row, selected);
}

gboolean
tg_new_game_clock_get_settings (TgNewGameClock  *self,
                                TgClockSettings *out)
{
  guint selected;

  g_return_val_if_fail (TG_IS_NEW_GAME_CLOCK (self), FALSE);

  selected = adw_combo_row_get_selected (self->mode_row);
  if (selected == 0 || selected > custom_index (self))
    return FALSE;
  if (selected == custom_index (self))
    *out = self->custom;
  else
    *out = self->presets[selected - 1].settings;
  return TRUE;
}

gboolean
tg_new_game_clock_is_valid (TgNewGameClock *self)
{
  g_return_val_if_fail (TG_IS_NEW_GAME_CLOCK (self), FALSE);
  return !is_custom (self) || self->valid;
}
