/* test-ui-dialogs-common.h: helpers for the dialog tests
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs are driven the way a user would drive them, through their
 * widgets (found by name) and actions: values are set, then the default
 * action is activated. They need a display (xvfb-run); without one every
 * test that needs it is skipped.
 */

#pragma once

#include <stdlib.h>
#include <string.h>
#include <adwaita.h>

#include "tengen-resources.h"
#include "tg-game.h"

#include "test-ui-common.h"

/* Helpers ----------------------------------------------------------------- */

G_GNUC_UNUSED static GSettings *
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

G_GNUC_UNUSED static void
store_game_cb (TgNewGameDialog *dialog,
               TgGame          *game,
               TgGame         **out)
{
  g_assert_null (*out);
  *out = g_object_ref (game);
}

G_GNUC_UNUSED static TgNewGameDialog *
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

G_GNUC_UNUSED static void
set_spin (GtkWidget  *root,
          const char *name,
          double      value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (root, name)), value);
}

G_GNUC_UNUSED static double
get_spin (GtkWidget  *root,
          const char *name)
{
  return gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (root, name)));
}

G_GNUC_UNUSED static void
set_combo (GtkWidget  *root,
           const char *name,
           guint       selected)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (root, name)), selected);
}

G_GNUC_UNUSED static void
set_text (GtkWidget  *root,
          const char *name,
          const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (find_named (root, name)), text);
}

G_GNUC_UNUSED static void
clicked_cb (GtkButton *button,
            gboolean  *clicked)
{
  *clicked = TRUE;
}

G_GNUC_UNUSED static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* What Enter does in the dialog. A button activated from the keyboard is
 * shown pressed for a moment before it emits "clicked", so this waits for
 * the click (at most 5 s) when the default button is sensitive. */
G_GNUC_UNUSED static void
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

/* What the default button does, without the moment a keyboard-activated
 * button is shown pressed: activates its action (when it is sensitive). */
G_GNUC_UNUSED static void
activate_default_action (gpointer window)
{
  GtkWidget *button = gtk_window_get_default_widget (GTK_WINDOW (window));
  const char *action;

  g_assert_nonnull (button);
  action = gtk_actionable_get_action_name (GTK_ACTIONABLE (button));
  g_assert_nonnull (action);
  if (gtk_widget_is_sensitive (button))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wait_idle ();
}

G_GNUC_UNUSED static gboolean
action_enabled (gpointer    window,
                const char *button_name)
{
  return gtk_widget_get_sensitive (find_named (GTK_WIDGET (window), button_name));
}

G_GNUC_UNUSED static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The points of a setup property as sorted GTP coordinates: "C3 G7". */
G_GNUC_UNUSED static char *
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
      char buf[TG_POINT_GTP_SIZE];

      g_assert_true (tg_point_from_sgf (values[i], tg_game_get_width (game),
                                        tg_game_get_height (game), &p));
      g_ptr_array_add (names, g_strdup (tg_point_to_gtp (p, tg_game_get_height (game), buf)));
    }
  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

G_GNUC_UNUSED static void
assert_info (TgGame     *game,
             const char *id,
             const char *expected)
{
  g_autofree char *value = tg_game_get_info (game, id);

  g_assert_cmpstr (value, ==, expected);
}

/* Call first in main(): registers the resources, opens the display (or
 * skips the whole program without one) and turns animations off so that the
 * nigiri count appears at once. */
G_GNUC_UNUSED static void
ui_test_init (int    *argc,
              char ***argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_disable_setlocale ();
  g_test_init (argc, argv, NULL);

  /* Links the resources in; their constructor registers them. */
  g_assert_nonnull (tengen_get_resource ());

  ui_test_open_display ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}
