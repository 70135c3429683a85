/* tg-new-game-dialog-start.c: starting the game from the New Game dialog
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-new-game-dialog-private.h"
#include "tg-ui-rules.h"

/* Starting ---------------------------------------------------------------- */

static void
save_settings (TgNewGameDialog *self,
               const char      *first_name,
               const char      *second_name)
{
  TgRulesPreset preset = _tg_new_game_dialog_get_preset (self);
  guint handicap = _tg_new_game_dialog_get_handicap (self);

  g_settings_delay (self->settings);
  g_settings_set_uint (self->settings, "default-width",
                       (guint) gtk_spin_button_get_value_as_int (self->width_spin));
  g_settings_set_uint (self->settings, "default-height",
                       (guint) gtk_spin_button_get_value_as_int (self->height_spin));
  g_settings_set_string (self->settings, "default-rules", tg_rules_preset_to_id (preset));
  g_settings_set_uint (self->settings, "default-handicap", handicap);
  if (handicap == 0)
    tg_ui_settings_set_komi (self->settings, preset, _tg_new_game_dialog_get_komi (self));
  /* The names people typed, not an engine's: "GNU Go" remembered as
   * White's name would stand in the next game between two people. */
  g_settings_set_string (self->settings, "black-name",
                         _tg_new_game_players_human_name (self, 0, first_name));
  g_settings_set_string (self->settings, "white-name",
                         _tg_new_game_players_human_name (self, 1, second_name));
  _tg_new_game_players_save (self);
  g_settings_apply (self->settings);
}

/* Builds the game with the first player (the Black row, or the nigiri
 * holder) on @first_color, with @note (may be NULL) as the game comment,
 * emits "start" and closes. */
static void
finish (TgNewGameDialog *self,
        TgColor          first_color,
        const char      *note)
{
  g_autofree char *first_name = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->first_row));
  g_autofree char *second_name = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->second_row));
  g_autofree char *first_rank = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->first_rank));
  g_autofree char *second_rank = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->second_rank));
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  TgGameSetup setup;
  TgClockSettings clock;
  gboolean swap = first_color == TG_WHITE;

  _tg_new_game_dialog_fill_setup (self, &setup);
  setup.black_name = swap ? second_name : first_name;
  setup.black_rank = swap ? second_rank : first_rank;
  setup.white_name = swap ? first_name : second_name;
  setup.white_rank = swap ? first_rank : second_rank;

  game = tg_game_new (&setup, &error);
  if (game == NULL)
    {
      gtk_label_set_text (self->preview_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->preview_label), "error");
      return;
    }

  /* TM and OT from the first moment; the window runs the clocks from
   * tg_new_game_dialog_get_clock_settings() during "start". */
  if (tg_new_game_clock_get_settings (self->clock_group, &clock))
    tg_clock_settings_write_sgf (&clock, tg_game_get_tree (game), tg_game_get_root (game));

  if (note != NULL)
    tg_game_tree_set_text (tg_game_get_tree (game), tg_game_get_root (game), "GC", note);

  save_settings (self, first_name, second_name);
  self->first_color = first_color;
  g_object_ref (self);
  _tg_new_game_dialog_emit_start (self, game);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static const char *
holder_name (TgNewGameDialog *self,
             char            *entered)
{
  return entered[0] != '\0' ? entered : _("The senior player");
}

static const char *
guesser_name (TgNewGameDialog *self,
              char            *entered)
{
  return entered[0] != '\0' ? entered : _("The other player");
}

/* RULES.md §4: who held the stones, who guessed, and how colours fell. */
static char *
nigiri_note (TgNewGameDialog *self,
             const TgNigiri  *nigiri)
{
  g_autofree char *first = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->first_row));
  g_autofree char *second = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->second_row));
  const char *holder = holder_name (self, first);
  const char *guesser = guesser_name (self, second);
  const char *black = nigiri->black == TG_NIGIRI_HOLDER ? holder : guesser;
  const char *winner = nigiri->winner == TG_NIGIRI_HOLDER ? holder : guesser;
  g_autofree char *draw = NULL;
  g_autofree char *colours = NULL;

  draw = g_strdup_printf (nigiri->guessed_odd
                          ? g_dngettext (GETTEXT_PACKAGE,
                                         "Nigiri: %s held %u white stone and %s guessed odd.",
                                         "Nigiri: %s held %u white stones and %s guessed odd.",
                                         nigiri->stones)
                          : g_dngettext (GETTEXT_PACKAGE,
                                         "Nigiri: %s held %u white stone and %s guessed even.",
                                         "Nigiri: %s held %u white stones and %s guessed even.",
                                         nigiri->stones),
                          holder, nigiri->stones, guesser);
  if (nigiri->winner_chooses)
    colours = g_strdup_printf (nigiri->black == nigiri->winner
                               ? _("%s won and chose Black.")
                               : _("%s won and chose White."),
                               winner);
  else
    colours = g_strdup_printf (_("%s took Black."), black);
  return g_strconcat (draw, " ", colours, NULL);
}

static void
nigiri_decided_cb (TgNigiriDialog  *nigiri,
                   TgNewGameDialog *self)
{
  const TgNigiri *result = tg_nigiri_dialog_get_nigiri (nigiri);
  TgColor holder = tg_nigiri_color_of (result, TG_NIGIRI_HOLDER);
  g_autofree char *note = nigiri_note (self, result);

  /* This dialog goes too: the nigiri window must not outlive its parent
   * as a transient child while the "decided" emission still holds it. */
  gtk_window_set_transient_for (GTK_WINDOW (nigiri), NULL);
  gtk_window_destroy (GTK_WINDOW (nigiri));
  finish (self, holder, note);
}

static void
start_nigiri (TgNewGameDialog *self)
{
  g_autofree char *first = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->first_row));
  g_autofree char *second = _tg_new_game_dialog_get_text (GTK_EDITABLE (self->second_row));
  const TgRules *rules = tg_rules_get_preset (_tg_new_game_dialog_get_preset (self));

  if (self->nigiri != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->nigiri));
      return;
    }
  self->nigiri = tg_nigiri_dialog_new (GTK_WINDOW (self),
                                       holder_name (self, first),
                                       guesser_name (self, second),
                                       rules->nigiri_winner_chooses,
                                       self->rand);
  /* An engine in a row plays its part of the nigiri itself. */
  if (self->engine_seated[0])
    tg_nigiri_dialog_set_computer (self->nigiri, TG_NIGIRI_HOLDER);
  if (self->engine_seated[1])
    tg_nigiri_dialog_set_computer (self->nigiri, TG_NIGIRI_GUESSER);
  g_object_add_weak_pointer (G_OBJECT (self->nigiri), (gpointer *) &self->nigiri);
  g_signal_connect_object (self->nigiri, "decided", G_CALLBACK (nigiri_decided_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->nigiri));
}

void
_tg_new_game_dialog_start (TgNewGameDialog *self)
{
  if (!self->can_start)
    return;
  if (_tg_new_game_dialog_is_nigiri (self))
    start_nigiri (self);
  else
    finish (self, TG_BLACK, NULL);
}
