/* test-ui-dialogs-info.c: game information, preferences, shortcuts, names
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs are driven through their widgets (found by name) and
 * actions, as a user drives them. Needs a display (xvfb-run); skips
 * without one (the validation and name tests run anyway).
 */

#include "config.h"

#include "tg-game-info-dialog.h"
#include "tg-new-game-dialog.h"
#include "tg-preferences-window.h"
#include "tg-ui-rules.h"

#include "test-ui-dialogs-common.h"

/* Names and units --------------------------------------------------------- */

static void
test_names (void)
{
  static const char *const zi[][2] = {
    { "15", "3¾ stones" }, { "0", "0 stones" }, { "4", "1 stone" },
    { "2", "½ stone" }, { "13", "3¼ stones" }, { "-3", "−¾ stone" },
    { "16", "4 stones" }, { "1", "¼ stone" }, { "5", "1¼ stones" },
  };

  g_assert_cmpstr (tg_rules_preset_get_display_name (TG_RULES_CHINESE), ==, "Chinese");
  g_assert_cmpstr (tg_rules_preset_get_display_name (TG_RULES_ANCIENT), ==, "Ancient Chinese");
  g_assert_cmpstr (tg_rules_preset_get_display_name (TG_RULES_TROMP_TAYLOR), ==, "Tromp-Taylor");
  for (guint i = 0; i < G_N_ELEMENTS (zi); i++)
    {
      g_autofree char *text = tg_half_points_to_zi (atoi (zi[i][0]));

      g_assert_cmpstr (text, ==, zi[i][1]);
    }
}

/* The new-game defaults as stored: the komi sentinel, the one rounding to
 * half points, and which games the user's komi applies to (values worked
 * out from the schema's defaults and RULES.md's komi row). */
static void
test_new_game_defaults (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(GListModel) model = tg_ui_rules_preset_model_new ("Shusaku");
  TgNewGameDefaults d;

  g_assert_cmpint (tg_ui_komi_to_half_points (7.5), ==, 15);
  g_assert_cmpint (tg_ui_komi_to_half_points (7.3), ==, 15);
  g_assert_cmpint (tg_ui_komi_to_half_points (7.2), ==, 14);
  g_assert_cmpint (tg_ui_komi_to_half_points (-0.5), ==, -1);

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, TG_RULES_N_PRESETS + 1);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "Shusaku");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 1 + TG_RULES_JAPANESE),
                   ==, "Japanese");
  g_assert_cmpstr (tg_rules_preset_get_label (TG_RULES_NZ), ==, "New Zealand rules");

  tg_new_game_defaults_load (&d, settings);
  g_assert_false (d.own_komi);
  g_assert_cmpint (tg_new_game_defaults_get_komi (&d, TG_RULES_JAPANESE, 0), ==, 13);

  g_settings_set_string (settings, "default-rules", "japanese");
  tg_ui_settings_set_komi (settings, TG_RULES_JAPANESE, 11);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 5.5);
  tg_new_game_defaults_load (&d, settings);
  g_assert_true (d.own_komi);
  g_assert_cmpint (d.preset, ==, TG_RULES_JAPANESE);
  g_assert_cmpint (tg_new_game_defaults_get_komi (&d, TG_RULES_JAPANESE, 0), ==, 11);
  /* Not under other rules, not in handicap games, and 0 for 让先. */
  g_assert_cmpint (tg_new_game_defaults_get_komi (&d, TG_RULES_CHINESE, 0), ==, 15);
  g_assert_cmpint (tg_new_game_defaults_get_komi (&d, TG_RULES_JAPANESE, 1), ==, 0);
  g_assert_cmpint (tg_new_game_defaults_get_komi (&d, TG_RULES_JAPANESE, 4), ==, 1);

  /* The rules' own komi is stored as the sentinel. */
  tg_ui_settings_set_komi (settings, TG_RULES_JAPANESE, 13);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, TG_UI_KOMI_FROM_RULES);
}

/* Game info --------------------------------------------------------------- */

static void
test_info_validation (void)
{
  static const struct { const char *id; const char *text; gboolean valid; } cases[] = {
    { "KM", "6.5", TRUE }, { "KM", "7", TRUE }, { "KM", "-0.5", TRUE }, { "KM", "", TRUE },
    { "KM", "6,5", TRUE }, { "KM", "+5.5", TRUE },
    { "KM", "7.3", FALSE }, { "KM", "abc", FALSE }, { "KM", "1e1", FALSE }, { "KM", "0x10", FALSE },
    { "KM", "6.", FALSE }, { "KM", ".5", FALSE }, { "KM", "6.5.5", FALSE },
    { "DT", "2016-03-09", TRUE }, { "DT", "2016-03-09,10,15", TRUE }, { "DT", "1996", TRUE },
    { "DT", "1996-05", TRUE }, { "DT", "1996-05,06", TRUE }, { "DT", "1996-12-27,28,1997-01-03,04", TRUE },
    { "DT", "2016-03-09,04-01", TRUE }, { "DT", "2024-02-29", TRUE },
    { "DT", "2023-02-29", FALSE }, { "DT", "2016-13-01", FALSE }, { "DT", "2016-3-9", FALSE },
    { "DT", "09.03.2016", FALSE }, { "DT", "1996,05", FALSE }, { "DT", "2016-03-09,", FALSE },
    { "DT", "March 2016", FALSE }, { "DT", "2016-03-09,32", FALSE },
    { "RE", "B+3.5", TRUE }, { "RE", "W+R", TRUE }, { "RE", "B+Resign", TRUE }, { "RE", "W+T", TRUE },
    { "RE", "B+F", TRUE }, { "RE", "W+", TRUE }, { "RE", "0", TRUE }, { "RE", "Draw", TRUE },
    { "RE", "Void", TRUE }, { "RE", "?", TRUE }, { "RE", "B+12", TRUE },
    { "RE", "B+3,5", FALSE }, { "RE", "X+R", FALSE }, { "RE", "B 3.5", FALSE }, { "RE", "W+-1", FALSE },
    { "RE", "black wins", FALSE },
    { "TM", "3600", TRUE }, { "TM", "90.5", TRUE }, { "TM", "1h", FALSE }, { "TM", "-5", FALSE },
    { "PB", "李世石", TRUE }, { "EV", "anything [at] all", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      if (tg_game_info_value_is_valid (cases[i].id, cases[i].text) != cases[i].valid)
        g_error ("%s[%s] should be %s", cases[i].id, cases[i].text,
                 cases[i].valid ? "valid" : "invalid");
    }
}

static void
test_info_dialog (void)
{
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkTextView *comment;
  GtkWindow *dialog;
  GtkWidget *w;
  TgGameSetup setup;

  REQUIRE_DISPLAY ();
  tg_game_setup_init (&setup, 19, TG_RULES_CHINESE);
  setup.black_name = "AlphaGo";
  setup.white_name = "Lee Sedol";
  setup.date = "2016-03-09";
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);

  dialog = tg_game_info_dialog_new (NULL, game);
  gtk_window_present (dialog);
  wait_idle ();
  w = GTK_WIDGET (dialog);

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (w, "PB"))), ==, "AlphaGo");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (w, "KM"))), ==, "7.5");
  g_assert_true (action_enabled (dialog, "apply-button"));

  /* Bad values: the row says so and Apply is off. */
  set_text (w, "KM", "7.3");
  g_assert_true (gtk_widget_has_css_class (find_named (w, "KM"), "error"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (find_named (w, "KM"))), ==,
                   "Komi: a number in steps of 0.5, like 6.5");
  g_assert_false (action_enabled (dialog, "apply-button"));
  activate_default (dialog);
  g_assert_cmpint (tg_game_get_komi (game), ==, 15);

  set_text (w, "KM", "6.5");
  g_assert_false (gtk_widget_has_css_class (find_named (w, "KM"), "error"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (find_named (w, "KM"))), ==, "Komi");
  g_assert_true (action_enabled (dialog, "apply-button"));

  set_text (w, "DT", "2016-02-30");
  g_assert_true (gtk_widget_has_css_class (find_named (w, "DT"), "error"));
  g_assert_false (action_enabled (dialog, "apply-button"));
  set_text (w, "DT", "2016-03-09,10,12,13,15");
  g_assert_false (gtk_widget_has_css_class (find_named (w, "DT"), "error"));

  set_text (w, "RE", "W wins");
  g_assert_true (gtk_widget_has_css_class (find_named (w, "RE"), "error"));
  g_assert_false (action_enabled (dialog, "apply-button"));
  set_text (w, "RE", "B+R");

  set_text (w, "TM", "two hours");
  g_assert_false (action_enabled (dialog, "apply-button"));
  set_text (w, "TM", "7200");
  g_assert_true (action_enabled (dialog, "apply-button"));

  /* Good values reach the record, and the game follows KM and RU. */
  set_text (w, "PW", "Lee Sedol");
  set_text (w, "WR", "9p");
  set_text (w, "EV", "Google DeepMind Challenge Match");
  set_text (w, "RO", "1");
  set_text (w, "PC", "Seoul");
  set_text (w, "OT", "3x60 byo-yomi");
  set_text (w, "SO", "");
  set_combo (w, "RU", TG_RULES_JAPANESE);
  comment = GTK_TEXT_VIEW (find_named (w, "GC"));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (comment), "Game 1.\nAlphaGo won by resignation.", -1);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  activate_default (dialog);
  g_assert_null (dialog);

  g_assert_cmpint (tg_game_get_komi (game), ==, 13);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_JAPANESE);
  assert_info (game, "KM", "6.5");
  assert_info (game, "RU", "Japanese");
  assert_info (game, "DT", "2016-03-09,10,12,13,15");
  assert_info (game, "RE", "B+R");
  assert_info (game, "TM", "7200");
  assert_info (game, "OT", "3x60 byo-yomi");
  assert_info (game, "PB", "AlphaGo");
  assert_info (game, "PW", "Lee Sedol");
  assert_info (game, "WR", "9p");
  assert_info (game, "EV", "Google DeepMind Challenge Match");
  assert_info (game, "RO", "1");
  assert_info (game, "PC", "Seoul");
  assert_info (game, "SO", NULL);
  assert_info (game, "GC", "Game 1.\nAlphaGo won by resignation.");
  g_assert_true (tg_game_get_modified (game));
}

static void
test_info_dialog_clear_and_unknown_rules (void)
{
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *w;
  TgGameSetup setup;

  REQUIRE_DISPLAY ();
  tg_game_setup_init (&setup, 9, TG_RULES_JAPANESE);
  setup.black_name = "Black";
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  tg_game_set_info (game, "RU", "Club rules 2003");

  dialog = tg_game_info_dialog_new (NULL, game);
  gtk_window_present (dialog);
  wait_idle ();
  w = GTK_WIDGET (dialog);

  /* The record's own rules text is kept as the first choice. */
  {
    AdwComboRow *ru = ADW_COMBO_ROW (find_named (w, "RU"));
    GListModel *model = adw_combo_row_get_model (ru);
    g_autoptr(GtkStringObject) first = g_list_model_get_item (model, 0);

    g_assert_cmpuint (adw_combo_row_get_selected (ru), ==, 0);
    g_assert_cmpstr (gtk_string_object_get_string (first), ==, "Club rules 2003");
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, TG_RULES_N_PRESETS + 1);
  }

  set_text (w, "PB", "");
  set_text (w, "KM", "");
  activate_default_action (dialog);

  assert_info (game, "PB", NULL);
  assert_info (game, "RU", "Club rules 2003");
  assert_info (game, "KM", "0");
  g_assert_cmpint (tg_game_get_komi (game), ==, 0);
}

/* Preferences ------------------------------------------------------------- */

static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *theme = NULL;
  g_autofree char *numbers = NULL;
  g_autofree char *rules = NULL;
  GtkWindow *window;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  window = tg_preferences_window_new (NULL, settings);
  gtk_window_present (window);
  wait_idle ();
  w = GTK_WIDGET (window);

  /* Widgets show the keys. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "theme"))), ==, 0);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (find_named (w, "show-coordinates"))));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "default-size"))), ==, 2);
  g_assert_false (gtk_widget_get_sensitive (gtk_widget_get_ancestor (find_named (w, "move-numbers-count"),
                                                                     ADW_TYPE_ACTION_ROW)));

  /* Widgets write the keys. */
  set_combo (w, "theme", 1);
  theme = g_settings_get_string (settings, "theme");
  g_assert_cmpstr (theme, ==, "flat");
  gtk_switch_set_active (GTK_SWITCH (find_named (w, "show-coordinates")), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-coordinates"));
  set_combo (w, "move-numbers", 1);
  numbers = g_settings_get_string (settings, "move-numbers");
  g_assert_cmpstr (numbers, ==, "last");
  g_assert_true (gtk_widget_get_sensitive (gtk_widget_get_ancestor (find_named (w, "move-numbers-count"),
                                                                    ADW_TYPE_ACTION_ROW)));
  set_spin (w, "move-numbers-count", 25);
  g_assert_cmpuint (g_settings_get_uint (settings, "move-numbers-count"), ==, 25);
  gtk_switch_set_active (GTK_SWITCH (find_named (w, "hover-ghost")), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "hover-ghost"));
  gtk_switch_set_active (GTK_SWITCH (find_named (w, "sound")), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "sound"));
  gtk_switch_set_active (GTK_SWITCH (find_named (w, "clock-sounds")), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "clock-sounds"));

  set_combo (w, "default-size", 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 9);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-height"), ==, 9);
  set_combo (w, "default-size", 3);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "default-width"),
                                                                  ADW_TYPE_ACTION_ROW)));
  set_spin (w, "default-width", 13);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "default-size"))), ==, 3);
  set_spin (w, "default-height", 9);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 13);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-height"), ==, 9);

  set_combo (w, "default-rules", TG_RULES_JAPANESE);
  rules = g_settings_get_string (settings, "default-rules");
  g_assert_cmpstr (rules, ==, "japanese");
  /* The own komi starts from the rules' komi and is written as it changes. */
  g_assert_cmpfloat (get_spin (w, "default-komi"), ==, 6.5);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (find_named (w, "own-komi")), TRUE);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 6.5);
  set_spin (w, "default-komi", 5.5);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 5.5);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (find_named (w, "own-komi")), FALSE);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, -1000);
  set_spin (w, "default-handicap", 4);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-handicap"), ==, 4);

  /* Keys changed elsewhere show up. */
  g_settings_set_string (settings, "theme", "wood");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "theme"))), ==, 0);
  g_settings_set_uint (settings, "default-width", 19);
  g_settings_set_uint (settings, "default-height", 19);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "default-size"))), ==, 2);
  g_settings_set_double (settings, "default-komi", 7.0);
  g_assert_true (adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (find_named (w, "own-komi"))));
  g_assert_cmpfloat (get_spin (w, "default-komi"), ==, 7.0);

  gtk_window_destroy (window);
}

static void
test_preferences_feed_new_game (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  g_settings_set_string (settings, "default-rules", "japanese");
  g_settings_set_double (settings, "default-komi", 5.5);
  g_settings_set_uint (settings, "default-width", 13);
  g_settings_set_uint (settings, "default-height", 13);

  dialog = new_dialog (settings, &game);
  g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "komi-spin"), ==, 5.5);
  activate_default_action (dialog);
  g_assert_nonnull (game);
  assert_info (game, "KM", "5.5");
  assert_info (game, "RU", "Japanese");
  assert_info (game, "SZ", "13");
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 5.5);
}

/* Shortcuts --------------------------------------------------------------- */

static void
test_shortcuts_window (void)
{
  static const char *const expected[] = {
    "<Control>n", "<Control>o", "<Control>s", "<Control><Shift>s", "<Control>z",
    "<Control><Shift>c", "<Control>e", "Left Right", "Page_Up Page_Down", "Home End", "Up Down",
    "Left Right Up Down", "Return space", "F1 <Control>question", "F9", "<Control>comma",
    "<Control>w", "<Control>q", "<Control><Shift>a", "n", "<Shift>n",
  };
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) wanted = g_ptr_array_new_with_free_func (g_free);
  GSList *objects;
  GObject *window;

  REQUIRE_DISPLAY ();
  builder = gtk_builder_new_from_resource ("/io/github/tengen/Tengen/shortcuts-window.ui");
  window = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (window));

  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        char *accel = NULL;

        g_object_get (l->data, "accelerator", &accel, NULL);
        g_ptr_array_add (found, accel);
      }
  g_slist_free (objects);

  /* The builder lists objects in no particular order: compare sorted. */
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_ptr_array_add (wanted, g_strdup (expected[i]));
  g_ptr_array_sort (found, compare_strings);
  g_ptr_array_sort (wanted, compare_strings);
  g_assert_cmpuint (found->len, ==, wanted->len);
  for (guint i = 0; i < wanted->len; i++)
    g_assert_cmpstr (g_ptr_array_index (found, i), ==, g_ptr_array_index (wanted, i));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/dialogs/names", test_names);
  g_test_add_func ("/ui/dialogs/new-game-defaults", test_new_game_defaults);
  g_test_add_func ("/ui/dialogs/info/validation", test_info_validation);
  g_test_add_func ("/ui/dialogs/info/apply", test_info_dialog);
  g_test_add_func ("/ui/dialogs/info/clear-and-unknown-rules", test_info_dialog_clear_and_unknown_rules);
  g_test_add_func ("/ui/dialogs/preferences/keys", test_preferences);
  g_test_add_func ("/ui/dialogs/preferences/feed-new-game", test_preferences_feed_new_game);
  g_test_add_func ("/ui/dialogs/shortcuts", test_shortcuts_window);

  return g_test_run ();
}
