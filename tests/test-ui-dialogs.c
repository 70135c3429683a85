/* test-ui-dialogs.c: new game, nigiri, game info, preferences and shortcuts
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs are driven the way a user would drive them, through their
 * widgets (found by name) and actions: values are set, then the default
 * action is activated. Needs a display (xvfb-run); skips without one.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <adwaita.h>

#include "tg-free-placement.h"
#include "tg-game-info-dialog.h"
#include "tg-new-game-dialog.h"
#include "tg-nigiri-dialog.h"
#include "tg-preferences-window.h"
#include "tengen-resources.h"

static gboolean have_display;

#define REQUIRE_DISPLAY()                         \
  G_STMT_START {                                  \
    if (!have_display)                            \
      {                                           \
        g_test_skip ("no display");               \
        return;                                   \
      }                                           \
  } G_STMT_END

/* Helpers ----------------------------------------------------------------- */

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new ("io.github.tengen.Tengen");
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
  return settings;
}

/* The widget called @name under @root (breadth first, no recursion). */
static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0)
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_error ("no widget named %s", name);
  return NULL;
}

static void
wait_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
store_game_cb (TgNewGameDialog *dialog,
               TgGame          *game,
               TgGame         **out)
{
  g_assert_null (*out);
  *out = g_object_ref (game);
}

static TgNewGameDialog *
new_dialog (GSettings  *settings,
            TgGame    **out)
{
  TgNewGameDialog *dialog = tg_new_game_dialog_new (NULL, settings);

  *out = NULL;
  g_signal_connect (dialog, "start", G_CALLBACK (store_game_cb), out);
  gtk_window_present (GTK_WINDOW (dialog));
  wait_idle ();
  return dialog;
}

static void
set_spin (GtkWidget  *root,
          const char *name,
          double      value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (root, name)), value);
}

static double
get_spin (GtkWidget  *root,
          const char *name)
{
  return gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (root, name)));
}

static void
set_combo (GtkWidget  *root,
           const char *name,
           guint       selected)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (root, name)), selected);
}

static void
set_text (GtkWidget  *root,
          const char *name,
          const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (find_named (root, name)), text);
}

static void
clicked_cb (GtkButton *button,
            gboolean  *clicked)
{
  *clicked = TRUE;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* What Enter does in the dialog. A button activated from the keyboard is
 * shown pressed for a moment before it emits "clicked", so this waits for
 * the click (at most 5 s) when the default button is sensitive. */
static void
activate_default (gpointer window)
{
  GtkWidget *button = gtk_window_get_default_widget (GTK_WINDOW (window));
  gboolean clicked = FALSE, timed_out = FALSE;
  gulong handler;
  guint timeout;

  g_assert_nonnull (button);
  if (!gtk_widget_is_sensitive (button))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "default.activate", NULL));
      wait_idle ();
      return;
    }
  handler = g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), &clicked);
  g_object_ref (button);
  timeout = g_timeout_add_seconds (5, timeout_cb, &timed_out);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "default.activate", NULL));
  while (!clicked && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
  g_signal_handler_disconnect (button, handler);
  g_object_unref (button);
  wait_idle ();
}

static gboolean
action_enabled (gpointer    window,
                const char *button_name)
{
  return gtk_widget_get_sensitive (find_named (GTK_WIDGET (window), button_name));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The points of a setup property as sorted GTP coordinates: "C3 G7". */
static char *
setup_points (TgGame     *game,
              const char *id)
{
  TgGameTree *tree = tg_game_get_tree (game);
  guint n = 0;
  g_autofree const char **values = tg_game_tree_get_values (tree, tg_game_get_root (game), id, &n);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    {
      TgPoint p;
      char buf[8];

      g_assert_true (tg_point_from_sgf (values[i], tg_game_get_width (game),
                                        tg_game_get_height (game), &p));
      g_ptr_array_add (names, g_strdup (tg_point_to_gtp (p, tg_game_get_height (game), buf)));
    }
  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
assert_info (TgGame     *game,
             const char *id,
             const char *expected)
{
  g_autofree char *value = tg_game_get_info (game, id);

  g_assert_cmpstr (value, ==, expected);
}

/* Names and units --------------------------------------------------------- */

static void
test_names (void)
{
  static const char *const zi[][2] = {
    { "15", "3¾ 子" }, { "0", "0 子" }, { "4", "1 子" }, { "2", "½ 子" },
    { "13", "3¼ 子" }, { "-3", "-¾ 子" }, { "16", "4 子" },
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

/* New game ---------------------------------------------------------------- */

static void
test_new_game_even_chinese (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  /* The defaults: 19×19 Chinese, komi 7.5 (3¾ 子). */
  g_assert_cmpfloat (get_spin (w, "width-spin"), ==, 19);
  g_assert_cmpfloat (get_spin (w, "height-spin"), ==, 19);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 7.5);
  g_assert_cmpfloat (get_spin (w, "handicap-spin"), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "rules-row"))), ==,
                    TG_RULES_CHINESE);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_named (w, "komi-row"))), ==,
                   "3¾ 子 in Chinese counting");

  set_text (w, "first-name", "Ke Jie");
  set_text (w, "first-rank", "9p");
  set_text (w, "second-name", "Shin Jinseo");
  set_text (w, "second-rank", "9p");
  activate_default (dialog);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 19);
  g_assert_cmpuint (tg_game_get_height (game), ==, 19);
  g_assert_cmpint (tg_game_get_komi (game), ==, 15);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_CHINESE);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 0);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
  assert_info (game, "RU", "Chinese");
  assert_info (game, "KM", "7.5");
  assert_info (game, "SZ", "19");
  assert_info (game, "HA", NULL);
  assert_info (game, "AB", NULL);
  assert_info (game, "PL", NULL);
  assert_info (game, "PB", "Ke Jie");
  assert_info (game, "BR", "9p");
  assert_info (game, "PW", "Shin Jinseo");
  assert_info (game, "WR", "9p");

  /* The choices are remembered. */
  {
    g_autofree char *black = g_settings_get_string (settings, "black-name");
    g_autofree char *white = g_settings_get_string (settings, "white-name");
    g_autofree char *rules = g_settings_get_string (settings, "default-rules");

    g_assert_cmpstr (black, ==, "Ke Jie");
    g_assert_cmpstr (white, ==, "Shin Jinseo");
    g_assert_cmpstr (rules, ==, "chinese");
    g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, -1000);
  }
}

static void
test_new_game_japanese_handicap (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *stones = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_combo (w, "size-row", 0);                   /* 9 × 9 */
  set_combo (w, "rules-row", TG_RULES_JAPANESE);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 6.5);
  set_spin (w, "handicap-spin", 2);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0.5);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "placement-row"))), ==, 0);
  /* No nigiri in a handicap game. */
  g_assert_false (gtk_widget_get_sensitive (find_named (w, "colours-row")));
  activate_default (dialog);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 9);
  stones = setup_points (game, "AB");
  g_assert_cmpstr (stones, ==, "C3 G7");
  assert_info (game, "HA", "2");
  assert_info (game, "PL", "W");
  assert_info (game, "KM", "0.5");
  assert_info (game, "RU", "Japanese");
  assert_info (game, "SZ", "9");
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 9);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-handicap"), ==, 2);
}

static void
test_new_game_rectangular (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_combo (w, "size-row", 3);                   /* Other */
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "width-spin"),
                                                                  ADW_TYPE_ACTION_ROW)));
  set_spin (w, "width-spin", 13);
  set_spin (w, "height-spin", 9);
  activate_default (dialog);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 13);
  g_assert_cmpuint (tg_game_get_height (game), ==, 9);
  assert_info (game, "SZ", "13:9");
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 13);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-height"), ==, 9);

  /* The next dialog starts where this one ended. */
  {
    g_autoptr(TgGame) next = NULL;

    dialog = new_dialog (settings, &next);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "size-row"))),
                      ==, 3);
    g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "width-spin"), ==, 13);
    g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "height-spin"), ==, 9);
    gtk_window_destroy (GTK_WINDOW (dialog));
    g_assert_null (next);
  }
}

static void
test_new_game_ancient (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_spin (w, "handicap-spin", 3);
  set_combo (w, "rules-row", TG_RULES_ANCIENT);
  g_assert_cmpfloat (get_spin (w, "handicap-spin"), ==, 0);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (gtk_widget_get_ancestor (find_named (w, "handicap-spin"),
                                                                     ADW_TYPE_ACTION_ROW)));
  activate_default (dialog);

  g_assert_nonnull (game);
  black = setup_points (game, "AB");
  white = setup_points (game, "AW");
  g_assert_cmpstr (black, ==, "D4 Q16");
  g_assert_cmpstr (white, ==, "D16 Q4");
  assert_info (game, "PL", "W");
  assert_info (game, "KM", "0");
  assert_info (game, "RU", "Chinese-ancient");
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
}

static void
test_new_game_ancient_too_small (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  /* 座子 need the four corner star points: a 5×5 board has none. */
  set_combo (w, "rules-row", TG_RULES_ANCIENT);
  set_combo (w, "size-row", 3);
  set_spin (w, "width-spin", 5);
  set_spin (w, "height-spin", 5);
  g_assert_false (action_enabled (dialog, "start-button"));
  g_assert_true (gtk_widget_has_css_class (find_named (w, "preview-label"), "error"));
  activate_default (dialog);
  g_assert_null (game);

  set_spin (w, "width-spin", 7);
  set_spin (w, "height-spin", 7);
  g_assert_true (action_enabled (dialog, "start-button"));
  activate_default (dialog);
  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 7);
}

static void
test_new_game_handicap_one (void)
{
  static const TgRulesPreset presets[] = { TG_RULES_CHINESE, TG_RULES_JAPANESE };

  REQUIRE_DISPLAY ();

  /* 让先: no stone, Black first, no komi, under any rules. */
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr(GSettings) settings = fresh_settings ();
      g_autoptr(TgGame) game = NULL;
      TgNewGameDialog *dialog = new_dialog (settings, &game);
      GtkWidget *w = GTK_WIDGET (dialog);

      set_combo (w, "rules-row", presets[i]);
      set_spin (w, "handicap-spin", 1);
      g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0);
      g_assert_false (gtk_widget_get_sensitive (find_named (w, "placement-row")));
      activate_default (dialog);

      g_assert_nonnull (game);
      assert_info (game, "AB", NULL);
      assert_info (game, "HA", NULL);
      assert_info (game, "PL", NULL);
      assert_info (game, "KM", "0");
      g_assert_cmpint (tg_game_get_komi (game), ==, 0);
      g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
      g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 0);
    }
}

static void
test_new_game_free_placement (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *stones = NULL;
  TgNewGameDialog *dialog;
  TgFreePlacement *preview;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);
  preview = TG_FREE_PLACEMENT (find_named (w, "preview"));

  /* Chinese rules place handicap stones freely by default. */
  set_spin (w, "handicap-spin", 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "placement-row"))), ==, 1);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0);
  g_assert_cmpuint (tg_free_placement_get_max_stones (preview), ==, 3);
  g_assert_false (action_enabled (dialog, "start-button"));

  g_assert_true (tg_free_placement_toggle (preview, tg_point (3, 15)));    /* D4 */
  g_assert_true (tg_free_placement_toggle (preview, tg_point (15, 3)));    /* Q16 */
  g_assert_true (tg_free_placement_toggle (preview, tg_point (2, 2)));     /* C17 */
  g_assert_true (action_enabled (dialog, "start-button"));
  /* Full: a fourth stone is refused; clicking a stone takes it back. */
  g_assert_false (tg_free_placement_toggle (preview, tg_point (9, 9)));
  g_assert_true (tg_free_placement_toggle (preview, tg_point (2, 2)));
  g_assert_false (action_enabled (dialog, "start-button"));
  g_assert_true (tg_free_placement_toggle (preview, tg_point (9, 9)));     /* K10 */
  activate_default (dialog);

  g_assert_nonnull (game);
  stones = setup_points (game, "AB");
  g_assert_cmpstr (stones, ==, "D4 K10 Q16");
  assert_info (game, "HA", "3");
  assert_info (game, "PL", "W");
  assert_info (game, "KM", "0");
}

/* Clock ------------------------------------------------------------------- */

typedef struct
{
  gboolean         has_clock;
  TgClockSettings  clock;
} ClockResult;

static void
store_clock_cb (TgNewGameDialog *dialog,
                TgGame          *game,
                ClockResult     *out)
{
  out->has_clock = tg_new_game_dialog_get_clock_settings (dialog, &out->clock);
}

static guint
clock_preset_index (const char *id)
{
  guint n;
  const TgClockPreset *presets = tg_clock_get_presets (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (presets[i].id, id))
      return i + 1;
  g_error ("no clock preset %s", id);
  return 0;
}

static void
test_new_game_clock (void)
{
  REQUIRE_DISPLAY ();

  /* No clock: no TM, no OT. */
  {
    g_autoptr(GSettings) settings = fresh_settings ();
    g_autoptr(TgGame) game = NULL;
    ClockResult result = { TRUE, };
    TgNewGameDialog *dialog = new_dialog (settings, &game);

    g_signal_connect (dialog, "start", G_CALLBACK (store_clock_cb), &result);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "clock-row"))),
                      ==, 0);
    activate_default (dialog);
    g_assert_nonnull (game);
    g_assert_false (result.has_clock);
    assert_info (game, "TM", NULL);
    assert_info (game, "OT", NULL);
  }

  /* A preset: Japanese byo-yomi, 30 min + 5 × 30 s. */
  {
    g_autoptr(GSettings) settings = fresh_settings ();
    g_autoptr(TgGame) game = NULL;
    ClockResult result = { FALSE, };
    TgNewGameDialog *dialog = new_dialog (settings, &game);

    g_signal_connect (dialog, "start", G_CALLBACK (store_clock_cb), &result);
    set_combo (GTK_WIDGET (dialog), "clock-row", clock_preset_index ("japanese"));
    g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (dialog), "clock-system")));
    activate_default (dialog);
    g_assert_nonnull (game);
    g_assert_true (result.has_clock);
    g_assert_true (tg_clock_settings_equal (&result.clock,
                                            &tg_clock_find_preset ("japanese")->settings));
    assert_info (game, "TM", "1800");
    assert_info (game, "OT", "5x30 byo-yomi");
  }

  /* Custom Canadian: 10 min, then 25 stones in 10 min. */
  {
    g_autoptr(GSettings) settings = fresh_settings ();
    g_autoptr(TgGame) game = NULL;
    ClockResult result = { FALSE, };
    TgNewGameDialog *dialog = new_dialog (settings, &game);
    GtkWidget *w = GTK_WIDGET (dialog);

    g_signal_connect (dialog, "start", G_CALLBACK (store_clock_cb), &result);
    set_combo (w, "clock-row", clock_preset_index ("absolute") + 1);     /* Custom */
    g_assert_true (gtk_widget_get_visible (find_named (w, "clock-system")));
    set_combo (w, "clock-system", TG_CLOCK_CANADIAN);
    g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "clock-penalty"),
                                                                     ADW_TYPE_ACTION_ROW)));
    g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "clock-stones"),
                                                                    ADW_TYPE_ACTION_ROW)));
    set_spin (w, "clock-main", 10);
    set_spin (w, "clock-stones", 25);
    set_spin (w, "clock-period", 600);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_named (w, "clock-row"))), ==,
                     "10 min + 25 stones / 10 min");

    /* A byo-yomi without periods cannot make a clock: Start waits. */
    set_combo (w, "clock-system", TG_CLOCK_BYOYOMI);
    set_spin (w, "clock-periods", 0);
    g_assert_true (gtk_widget_has_css_class (find_named (w, "clock-row"), "error"));
    g_assert_false (action_enabled (dialog, "start-button"));
    set_combo (w, "clock-system", TG_CLOCK_CANADIAN);
    set_spin (w, "clock-main", 10);
    set_spin (w, "clock-stones", 25);
    set_spin (w, "clock-period", 600);
    g_assert_true (action_enabled (dialog, "start-button"));
    activate_default (dialog);

    g_assert_nonnull (game);
    g_assert_true (result.has_clock);
    g_assert_cmpint (result.clock.system, ==, TG_CLOCK_CANADIAN);
    g_assert_cmpint (result.clock.main, ==, 600 * TG_CLOCK_SECOND);
    g_assert_cmpuint (result.clock.stones, ==, 25);
    g_assert_cmpint (result.clock.period, ==, 600 * TG_CLOCK_SECOND);
    assert_info (game, "TM", "600");
    assert_info (game, "OT", "25/600 Canadian");
  }
}

/* Nigiri ------------------------------------------------------------------ */

static TgNigiriDialog *
find_nigiri_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TG_IS_NIGIRI_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TG_NIGIRI_DIALOG (window);
    }
  return NULL;
}

/* Plays a nigiri through the new-game dialog with a GRand seeded @seed
 * and the guess @odd; checks the colours against the core's draw. Returns
 * whether the guess was right. */
static gboolean
play_nigiri (guint32  seed,
             gboolean odd)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TgGame) game = NULL;
  GRand *rand = g_rand_new_with_seed (seed);
  GRand *expected_rand = g_rand_new_with_seed (seed);
  TgNewGameDialog *dialog = new_dialog (settings, &game);
  GtkWidget *w = GTK_WIDGET (dialog);
  TgNigiriDialog *nigiri;
  TgNigiri expected;
  const TgNigiri *result;

  tg_nigiri_draw (&expected, expected_rand, odd, FALSE);
  tg_new_game_dialog_set_rand (dialog, rand);
  set_combo (w, "colours-row", 1);
  set_text (w, "first-name", "Holder");
  set_text (w, "second-name", "Guesser");
  activate_default (dialog);
  g_assert_null (game);

  nigiri = find_nigiri_dialog ();
  g_assert_nonnull (nigiri);
  g_assert_null (tg_nigiri_dialog_get_nigiri (nigiri));
  g_assert_false (tg_nigiri_dialog_is_decided (nigiri));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (nigiri),
                                             odd ? "nigiri.guess-odd" : "nigiri.guess-even", NULL));
  wait_idle ();
  result = tg_nigiri_dialog_get_nigiri (nigiri);
  g_assert_nonnull (result);
  g_assert_cmpuint (result->stones, ==, expected.stones);
  g_assert_cmpint (result->guess_right, ==, (expected.stones % 2 == 1) == odd);
  g_assert_true (tg_nigiri_dialog_is_decided (nigiri));
  activate_default (nigiri);

  g_assert_nonnull (game);
  if (expected.guess_right)
    {
      assert_info (game, "PB", "Guesser");
      assert_info (game, "PW", "Holder");
    }
  else
    {
      assert_info (game, "PB", "Holder");
      assert_info (game, "PW", "Guesser");
    }
  g_assert_null (find_nigiri_dialog ());
  g_rand_free (rand);
  g_rand_free (expected_rand);
  return expected.guess_right;
}

static void
test_nigiri (void)
{
  gboolean seen_right = FALSE, seen_wrong = FALSE;

  REQUIRE_DISPLAY ();

  /* Both outcomes, with both guesses, from seeded draws. */
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      if (play_nigiri (seed, seed % 2 == 1))
        seen_right = TRUE;
      else
        seen_wrong = TRUE;
    }
  g_assert_true (seen_right);
  g_assert_true (seen_wrong);
}

static void
test_nigiri_ing_winner_chooses (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  GRand *rand = g_rand_new_with_seed (11);
  TgNewGameDialog *dialog;
  TgNigiriDialog *nigiri;
  const TgNigiri *result;
  const char *winner;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  tg_new_game_dialog_set_rand (dialog, rand);
  set_combo (GTK_WIDGET (dialog), "rules-row", TG_RULES_ING);
  g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "komi-spin"), ==, 8);
  set_combo (GTK_WIDGET (dialog), "colours-row", 1);
  set_text (GTK_WIDGET (dialog), "first-name", "Ing Chang-ki");
  set_text (GTK_WIDGET (dialog), "second-name", "Nie Weiping");
  activate_default (dialog);

  nigiri = find_nigiri_dialog ();
  g_assert_nonnull (nigiri);
  tg_nigiri_dialog_guess (nigiri, TRUE);
  result = tg_nigiri_dialog_get_nigiri (nigiri);
  g_assert_true (result->winner_chooses);
  /* The winner must choose before the game can start. */
  g_assert_false (tg_nigiri_dialog_is_decided (nigiri));
  activate_default (nigiri);
  g_assert_null (game);

  winner = result->winner == TG_NIGIRI_HOLDER ? "Ing Chang-ki" : "Nie Weiping";
  tg_nigiri_dialog_choose (nigiri, TG_WHITE);
  g_assert_true (tg_nigiri_dialog_is_decided (nigiri));
  activate_default (nigiri);

  g_assert_nonnull (game);
  assert_info (game, "PW", winner);
  assert_info (game, "KM", "8");
  assert_info (game, "RU", "GOE");
  g_rand_free (rand);
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
  activate_default (dialog);

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
  activate_default (dialog);
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
    "<Control><Shift>c", "Left Right", "Page_Up Page_Down", "Home End", "Up Down",
    "Left Right Up Down", "Return space", "F1 <Control>question", "<Control>q",
  };
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) wanted = g_ptr_array_new_with_free_func (g_free);
  GSList *objects;
  GObject *window;

  REQUIRE_DISPLAY ();
  builder = gtk_builder_new_from_resource ("/io/github/tengen/Tengen/gtk/help-overlay.ui");
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
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

  /* Links the resources in; their constructor registers them. */
  g_assert_nonnull (tengen_get_resource ());

  have_display = gtk_init_check ();
  if (have_display)
    {
      adw_init ();
      /* The nigiri count appears at once. */
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
    }

  g_test_add_func ("/ui/dialogs/names", test_names);
  g_test_add_func ("/ui/dialogs/new-game/even-chinese", test_new_game_even_chinese);
  g_test_add_func ("/ui/dialogs/new-game/japanese-handicap", test_new_game_japanese_handicap);
  g_test_add_func ("/ui/dialogs/new-game/rectangular", test_new_game_rectangular);
  g_test_add_func ("/ui/dialogs/new-game/ancient", test_new_game_ancient);
  g_test_add_func ("/ui/dialogs/new-game/ancient-too-small", test_new_game_ancient_too_small);
  g_test_add_func ("/ui/dialogs/new-game/handicap-one", test_new_game_handicap_one);
  g_test_add_func ("/ui/dialogs/new-game/free-placement", test_new_game_free_placement);
  g_test_add_func ("/ui/dialogs/new-game/clock", test_new_game_clock);
  g_test_add_func ("/ui/dialogs/nigiri/seeded", test_nigiri);
  g_test_add_func ("/ui/dialogs/nigiri/ing-winner-chooses", test_nigiri_ing_winner_chooses);
  g_test_add_func ("/ui/dialogs/info/validation", test_info_validation);
  g_test_add_func ("/ui/dialogs/info/apply", test_info_dialog);
  g_test_add_func ("/ui/dialogs/info/clear-and-unknown-rules", test_info_dialog_clear_and_unknown_rules);
  g_test_add_func ("/ui/dialogs/preferences/keys", test_preferences);
  g_test_add_func ("/ui/dialogs/preferences/feed-new-game", test_preferences_feed_new_game);
  g_test_add_func ("/ui/dialogs/shortcuts", test_shortcuts_window);

  return g_test_run ();
}
