/* tg-new-game-players.c: Human or an engine for each row of the dialog
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each player row gets a "Player" choice above it: Human, GNU Go (when it
 * is installed, with its level 1–10) or one of the engines added in
 * Preferences. Choosing an engine writes its name into the name row, and
 * choosing Human again brings back the name the row had before. The
 * rows are the first and second player: Black and White, or the nigiri's
 * holder and guesser, so the engine follows its row to the colour the
 * nigiri gives it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-registry.h"
#include "tg-new-game-dialog-private.h"

static const TgEngineEntry *
selected_entry (TgNewGameDialog *self,
                AdwComboRow     *row)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION ||
      selected > self->engine_entries->len)
    return NULL;
  return g_ptr_array_index (self->engine_entries, selected - 1);
}

static void
player_selected_cb (TgNewGameDialog *self)
{
  AdwComboRow *rows[] = { self->first_player_row, self->second_player_row };
  GtkWidget *level_rows[] = { self->first_level_row, self->second_level_row };
  AdwEntryRow *name_rows[] = { self->first_row, self->second_row };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const TgEngineEntry *entry = selected_entry (self, rows[i]);

      gtk_widget_set_visible (level_rows[i], entry != NULL && entry->has_levels);
      if (entry != NULL)
        {
          if (!self->engine_seated[i])
            {
              const char *typed = gtk_editable_get_text (GTK_EDITABLE (name_rows[i]));

              g_free (self->human_names[i]);
              self->human_names[i] = g_strstrip (g_strdup (typed));
            }
          gtk_editable_set_text (GTK_EDITABLE (name_rows[i]), entry->name);
        }
      else if (self->engine_seated[i])
        /* Human again: the person's name comes back, not "GNU Go". */
        gtk_editable_set_text (GTK_EDITABLE (name_rows[i]),
                               self->human_names[i] != NULL ? self->human_names[i] : "");
      self->engine_seated[i] = entry != NULL;
    }
  /* An engine in the Black row places a free handicap itself. */
  _tg_new_game_dialog_update (self);
}

const char *
_tg_new_game_players_black_engine (TgNewGameDialog *self)
{
  const TgEngineEntry *entry;

  if (self->first_player_row == NULL || _tg_new_game_dialog_is_nigiri (self))
    return NULL;
  entry = selected_entry (self, self->first_player_row);
  return entry != NULL ? entry->name : NULL;
}

const char *
_tg_new_game_players_human_name (TgNewGameDialog *self,
                                 guint            row,
                                 const char      *entered)
{
  g_return_val_if_fail (row < G_N_ELEMENTS (self->engine_seated), entered);
  if (!self->engine_seated[row])
    return entered;
  return self->human_names[row] != NULL ? self->human_names[row] : "";
}

gboolean
_tg_new_game_players_is_engine_name (TgNewGameDialog *self,
                                     const char      *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));

  if (stripped[0] == '\0')
    return FALSE;
  /* GNU Go's name also when it is no longer installed: versions before
   * the names were kept apart saved it as White's name. */
  if (g_str_equal (stripped, "GNU Go"))
    return TRUE;
  for (guint i = 0; i < self->engine_entries->len; i++)
    {
      const TgEngineEntry *entry = g_ptr_array_index (self->engine_entries, i);

      if (g_str_equal (stripped, entry->name))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
level_row (GtkSpinButton **spin_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (TG_ENGINE_GNUGO_MIN_LEVEL,
                                                    TG_ENGINE_GNUGO_MAX_LEVEL, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Level"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("1 plays fastest, 10 strongest"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_widget_set_visible (row, FALSE);
  *spin_out = GTK_SPIN_BUTTON (spin);
  return row;
}

static AdwComboRow *
player_row (GListModel *model,
            const char *title,
            const char *name)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (row, name);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  return ADW_COMBO_ROW (row);
}

void
_tg_new_game_players_init (TgNewGameDialog *self)
{
  g_autoptr(GVariant) user = g_settings_get_value (self->settings, "engines");
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (self->colours_row),
                                              ADW_TYPE_PREFERENCES_GROUP);
  GtkWidget *list = gtk_widget_get_parent (GTK_WIDGET (self->first_row));

  self->first_color = TG_BLACK;
  self->engine_entries = tg_engine_registry_list (user);
  gtk_string_list_append (model, _("Human"));
  for (guint i = 0; i < self->engine_entries->len; i++)
    gtk_string_list_append (model,
                            ((TgEngineEntry *) g_ptr_array_index (self->engine_entries, i))->name);

  self->first_player_row = player_row (G_LIST_MODEL (model), _("First Player"), "first-player");
  self->second_player_row = player_row (G_LIST_MODEL (model), _("Second Player"), "second-player");
  self->first_level_row = level_row (&self->first_level);
  self->second_level_row = level_row (&self->second_level);

  /* Before the name rows, in the group's list. */
  g_return_if_fail (group != NULL && GTK_IS_LIST_BOX (list));
  gtk_list_box_insert (GTK_LIST_BOX (list), GTK_WIDGET (self->first_player_row),
                       gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->first_row)));
  gtk_list_box_insert (GTK_LIST_BOX (list), self->first_level_row,
                       gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->first_row)));
  gtk_list_box_insert (GTK_LIST_BOX (list), GTK_WIDGET (self->second_player_row),
                       gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->second_row)));
  gtk_list_box_insert (GTK_LIST_BOX (list), self->second_level_row,
                       gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->second_row)));

  g_signal_connect_swapped (self->first_player_row, "notify::selected",
                            G_CALLBACK (player_selected_cb), self);
  g_signal_connect_swapped (self->second_player_row, "notify::selected",
                            G_CALLBACK (player_selected_cb), self);
}

/* Selects the engine called @name in @row, if it is still there. */
static void
seat_engine (TgNewGameDialog *self,
             AdwComboRow     *row,
             const char      *name)
{
  for (guint e = 0; name[0] != '\0' && e < self->engine_entries->len; e++)
    if (g_str_equal (((TgEngineEntry *) g_ptr_array_index (self->engine_entries, e))->name, name))
      adw_combo_row_set_selected (row, e + 1);
}

static const char *
seated_name (TgNewGameDialog *self,
             AdwComboRow     *row)
{
  const TgEngineEntry *entry = selected_entry (self, row);

  return entry != NULL ? entry->name : "";
}

/* The opponents of the last game, by name: the next one starts with them
 * (an engine no longer installed leaves its row to a person). */
void
_tg_new_game_players_restore (TgNewGameDialog *self)
{
  g_autofree char *first = g_settings_get_string (self->settings, "first-player");
  g_autofree char *second = g_settings_get_string (self->settings, "second-player");

  seat_engine (self, self->first_player_row, first);
  seat_engine (self, self->second_player_row, second);
}

void
_tg_new_game_players_save (TgNewGameDialog *self)
{
  g_settings_set_string (self->settings, "first-player", seated_name (self, self->first_player_row));
  g_settings_set_string (self->settings, "second-player", seated_name (self, self->second_player_row));
}

void
_tg_new_game_players_dispose (TgNewGameDialog *self)
{
  g_clear_pointer (&self->engine_entries, g_ptr_array_unref);
  g_clear_pointer (&self->human_names[0], g_free);
  g_clear_pointer (&self->human_names[1], g_free);
}

gboolean
tg_new_game_dialog_get_engine (TgNewGameDialog  *self,
                               TgColor           color,
                               char            **command_line,
                               char            **label)
{
  gboolean first = color == self->first_color;
  AdwComboRow *row = first ? self->first_player_row : self->second_player_row;
  GtkSpinButton *level = first ? self->first_level : self->second_level;
  const TgEngineEntry *entry;

  g_return_val_if_fail (TG_IS_NEW_GAME_DIALOG (self), FALSE);

  *command_line = NULL;
  *label = NULL;
  if (row == NULL || (entry = selected_entry (self, row)) == NULL)
    return FALSE;
  *command_line = tg_engine_entry_command_line_for (entry,
                                                    (guint) gtk_spin_button_get_value_as_int (level));
  *label = g_strdup (entry->name);
  return TRUE;
}
