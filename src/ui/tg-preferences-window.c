/* tg-preferences-window.c: Preferences, bound to GSettings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tg-preferences-engines.h"
#include "tg-preferences-window.h"
#include "tg-rules.h"
#include "tg-ui-rules.h"


struct _TgPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  gboolean              updating;

  AdwComboRow          *theme_row;
  GtkSwitch            *coordinates_switch;
  AdwComboRow          *move_numbers_row;
  GtkWidget            *move_count_row;
  GtkSpinButton        *move_count_spin;
  GtkSwitch            *ghost_switch;
  GtkSwitch            *sound_switch;
  GtkSwitch            *clock_sounds_switch;
  AdwComboRow          *size_row;
  GtkWidget            *width_row;
  GtkWidget            *height_row;
  GtkSpinButton        *width_spin;
  GtkSpinButton        *height_spin;
  AdwComboRow          *rules_row;
  AdwExpanderRow       *komi_expander;
  GtkSpinButton        *komi_spin;
  GtkSpinButton        *handicap_spin;
};

G_DEFINE_FINAL_TYPE (TgPreferencesWindow, tg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static const char *const theme_ids[] = { "wood", "flat", NULL };
static const char *const move_number_ids[] = { "off", "last", "all", NULL };
static const guint square_sizes[] = { 9, 13, 19 };

/* Mappings between keys and widget properties ----------------------------- */

/* A string key with choices ↔ the selected item of a combo row; the
 * choices are a NULL-terminated array in the row's order. */
static gboolean
choice_get_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *const *ids = user_data;
  const char *id = g_variant_get_string (variant, NULL);

  for (guint i = 0; ids[i] != NULL; i++)
    if (strcmp (ids[i], id) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
choice_set_mapping (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  const char *const *ids = user_data;
  guint selected = g_value_get_uint (value);

  for (guint i = 0; ids[i] != NULL; i++)
    if (i == selected)
      return g_variant_new_string (ids[i]);
  return NULL;
}

static gboolean
rules_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  TgRulesPreset preset;

  if (!tg_rules_preset_from_id (g_variant_get_string (variant, NULL), &preset) ||
      preset >= TG_RULES_N_PRESETS)
    return FALSE;
  g_value_set_uint (value, preset);
  return TRUE;
}

static GVariant *
rules_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected >= TG_RULES_N_PRESETS)
    return NULL;
  return g_variant_new_string (tg_rules_preset_to_id (selected));
}

/* A "u" key ↔ a spin button's double value. */
static gboolean
uint_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  g_value_set_double (value, g_variant_get_uint32 (variant));
  return TRUE;
}

static GVariant *
uint_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  double v = g_value_get_double (value);

  return g_variant_new_uint32 (v < 0 ? 0 : (guint32) lround (v));
}

static gboolean
move_numbers_sensitive_mapping (GValue   *value,
                                GVariant *variant,
                                gpointer  user_data)
{
  g_value_set_boolean (value, strcmp (g_variant_get_string (variant, NULL), "last") == 0);
  return TRUE;
}

/* Board size: one combo row for two keys ---------------------------------- */

static guint
size_index (guint width,
            guint height)
{
  for (guint i = 0; i < G_N_ELEMENTS (square_sizes); i++)
    if (width == square_sizes[i] && height == square_sizes[i])
      return i;
  return G_N_ELEMENTS (square_sizes);
}

static gboolean
has_focus_within (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
show_size_rows (TgPreferencesWindow *self)
{
  gboolean other = adw_combo_row_get_selected (self->size_row) == G_N_ELEMENTS (square_sizes);

  gtk_widget_set_visible (self->width_row, other);
  gtk_widget_set_visible (self->height_row, other);
}

static void
size_keys_changed_cb (TgPreferencesWindow *self)
{
  guint width = g_settings_get_uint (self->settings, "default-width");
  guint height = g_settings_get_uint (self->settings, "default-height");

  if (self->updating)
    return;
  /* "Other" stays chosen while the user edits the width and height there
   * (typing 19 × 19 must not hide the rows being typed in). */
  if (!has_focus_within (GTK_WIDGET (self->width_spin)) &&
      !has_focus_within (GTK_WIDGET (self->height_spin)))
    {
      self->updating = TRUE;
      adw_combo_row_set_selected (self->size_row, size_index (width, height));
      self->updating = FALSE;
    }
  show_size_rows (self);
}

static void
size_selected_cb (TgPreferencesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->size_row);

  show_size_rows (self);
  if (self->updating || selected >= G_N_ELEMENTS (square_sizes))
    return;
  self->updating = TRUE;
  g_settings_delay (self->settings);
  g_settings_set_uint (self->settings, "default-width", square_sizes[selected]);
  g_settings_set_uint (self->settings, "default-height", square_sizes[selected]);
  g_settings_apply (self->settings);
  self->updating = FALSE;
}

/* Komi: the expander's switch says whether the rules' komi is overridden -- */

static void
komi_key_changed_cb (TgPreferencesWindow *self)
{
  double komi = g_settings_get_double (self->settings, "default-komi");
  gboolean own = komi > TG_UI_KOMI_FROM_RULES;

  if (self->updating)
    return;
  self->updating = TRUE;
  adw_expander_row_set_enable_expansion (self->komi_expander, own);
  if (own)
    gtk_spin_button_set_value (self->komi_spin, komi);
  else
    {
      TgRulesPreset preset = tg_ui_settings_get_rules_preset (self->settings);

      gtk_spin_button_set_value (self->komi_spin, tg_rules_get_preset (preset)->komi / 2.0);
    }
  self->updating = FALSE;
}

static void
update_komi_subtitle (TgPreferencesWindow *self)
{
  TgRulesPreset preset = tg_ui_settings_get_rules_preset (self->settings);
  g_autofree char *komi = NULL;
  g_autofree char *subtitle = NULL;

  komi = tg_half_points_to_string (tg_rules_get_preset (preset)->komi);
  /* Translators: e.g. "Otherwise the rules’ komi, 7.5" */
  subtitle = g_strdup_printf (_("Otherwise the rules’ komi, %s"), komi);
  adw_expander_row_set_subtitle (self->komi_expander, subtitle);
}

static void
rules_key_changed_cb (TgPreferencesWindow *self)
{
  update_komi_subtitle (self);
  komi_key_changed_cb (self);
}

static void
komi_expansion_cb (TgPreferencesWindow *self)
{
  if (self->updating)
    return;
  self->updating = TRUE;
  if (adw_expander_row_get_enable_expansion (self->komi_expander))
    g_settings_set_double (self->settings, "default-komi", gtk_spin_button_get_value (self->komi_spin));
  else
    g_settings_set_double (self->settings, "default-komi", TG_UI_KOMI_FROM_RULES);
  self->updating = FALSE;
}

static void
komi_value_cb (TgPreferencesWindow *self)
{
  if (self->updating || !adw_expander_row_get_enable_expansion (self->komi_expander))
    return;
  self->updating = TRUE;
  g_settings_set_double (self->settings, "default-komi", gtk_spin_button_get_value (self->komi_spin));
  self->updating = FALSE;
}

/* Setup ------------------------------------------------------------------- */

static void
bind_settings (TgPreferencesWindow *self)
{
  GSettings *s = self->settings;

  g_settings_bind_with_mapping (s, "theme", self->theme_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping, (gpointer) theme_ids, NULL);
  g_settings_bind (s, "show-coordinates", self->coordinates_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (s, "move-numbers", self->move_numbers_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, choice_get_mapping, choice_set_mapping,
                                (gpointer) move_number_ids, NULL);
  g_settings_bind_with_mapping (s, "move-numbers-count", self->move_count_spin, "value",
                                G_SETTINGS_BIND_DEFAULT, uint_get_mapping, uint_set_mapping, NULL, NULL);
  g_settings_bind_with_mapping (s, "move-numbers", self->move_count_row, "sensitive",
                                G_SETTINGS_BIND_GET, move_numbers_sensitive_mapping, NULL, NULL, NULL);
  g_settings_bind (s, "hover-ghost", self->ghost_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (s, "sound", self->sound_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (s, "clock-sounds", self->clock_sounds_switch, "active", G_SETTINGS_BIND_DEFAULT);

  g_settings_bind_with_mapping (s, "default-width", self->width_spin, "value",
                                G_SETTINGS_BIND_DEFAULT, uint_get_mapping, uint_set_mapping, NULL, NULL);
  g_settings_bind_with_mapping (s, "default-height", self->height_spin, "value",
                                G_SETTINGS_BIND_DEFAULT, uint_get_mapping, uint_set_mapping, NULL, NULL);
  g_signal_connect_object (s, "changed::default-width", G_CALLBACK (size_keys_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (s, "changed::default-height", G_CALLBACK (size_keys_changed_cb), self,
                           G_CONNECT_SWAPPED);
  size_keys_changed_cb (self);
  g_signal_connect_swapped (self->size_row, "notify::selected", G_CALLBACK (size_selected_cb), self);

  g_settings_bind_with_mapping (s, "default-rules", self->rules_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, rules_get_mapping, rules_set_mapping, NULL, NULL);
  g_signal_connect_object (s, "changed::default-rules", G_CALLBACK (rules_key_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (s, "changed::default-komi", G_CALLBACK (komi_key_changed_cb), self,
                           G_CONNECT_SWAPPED);
  rules_key_changed_cb (self);
  g_signal_connect_swapped (self->komi_expander, "notify::enable-expansion",
                            G_CALLBACK (komi_expansion_cb), self);
  g_signal_connect_swapped (self->komi_spin, "value-changed", G_CALLBACK (komi_value_cb), self);

  g_settings_bind_with_mapping (s, "default-handicap", self->handicap_spin, "value",
                                G_SETTINGS_BIND_DEFAULT, uint_get_mapping, uint_set_mapping, NULL, NULL);
}

/* GObject ----------------------------------------------------------------- */

static void
tg_preferences_window_dispose (GObject *object)
{
  TgPreferencesWindow *self = TG_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_preferences_window_parent_class)->dispose (object);
}

static void
tg_preferences_window_class_init (TgPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tengen/Tengen/tg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, move_numbers_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, move_count_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, move_count_spin);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, ghost_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, clock_sounds_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, size_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, width_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, height_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, width_spin);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, height_spin);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, rules_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, komi_expander);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, komi_spin);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, handicap_spin);
}

static void
tg_preferences_window_init (TgPreferencesWindow *self)
{
  g_autoptr(GListModel) rules = tg_ui_rules_preset_model_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  adw_combo_row_set_model (self->rules_row, rules);
  gtk_spin_button_set_snap_to_ticks (self->komi_spin, TRUE);
}

/* API --------------------------------------------------------------------- */

GtkWindow *
tg_preferences_window_new (GtkWindow *parent,
                           GSettings *settings)
{
  TgPreferencesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TG_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
  self->settings = g_object_ref (settings);
  bind_settings (self);
  tg_preferences_engines_add_page (ADW_PREFERENCES_WINDOW (self), settings);
  return GTK_WINDOW (self);
}
