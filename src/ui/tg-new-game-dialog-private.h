/* tg-new-game-dialog-private.h: the New Game dialog's insides, shared by its files
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-new-game-dialog.c keeps the widgets consistent; tg-new-game-dialog-start.c
 * builds the game when the user starts it (nigiri included).
 */

#pragma once

#include "tg-board-view.h"
#include "tg-free-placement.h"
#include "tg-new-game-clock.h"
#include "tg-new-game-dialog.h"
#include "tg-nigiri-dialog.h"

G_BEGIN_DECLS

enum {
  SIZE_9,
  SIZE_13,
  SIZE_19,
  SIZE_OTHER,
};

enum {
  PLACEMENT_FIXED,
  PLACEMENT_FREE,
};

enum {
  COLOURS_AS_ENTERED,
  COLOURS_NIGIRI,
};

struct _TgNewGameDialog
{
  AdwWindow          parent_instance;

  GSettings         *settings;
  GRand             *rand;
  TgNigiriDialog    *nigiri;            /* weak */
  gboolean           updating;
  gboolean           can_start;

  TgBoardView       *preview_view;
  TgFreePlacement   *preview;           /* what preview_view shows and does */
  GtkLabel          *preview_label;
  GtkWidget         *clear_button;
  AdwComboRow       *size_row;
  GtkWidget         *custom_size_row;
  GtkSpinButton     *width_spin;
  GtkSpinButton     *height_spin;
  AdwComboRow       *rules_row;
  AdwActionRow      *komi_row;
  GtkSpinButton     *komi_spin;
  AdwActionRow      *handicap_row;
  GtkSpinButton     *handicap_spin;
  AdwComboRow       *placement_row;
  AdwComboRow       *colours_row;
  AdwEntryRow       *first_row;
  AdwEntryRow       *second_row;
  GtkEntry          *first_rank;
  GtkEntry          *second_rank;
  TgNewGameClock    *clock_group;

  /* the players (tg-new-game-players.c) */
  AdwComboRow       *first_player_row;
  AdwComboRow       *second_player_row;
  GtkWidget         *first_level_row;
  GtkWidget         *second_level_row;
  GtkSpinButton     *first_level;
  GtkSpinButton     *second_level;
  GPtrArray         *engine_entries;    /* TgEngineEntry, in the combos after Human */
  /* per row (first, second): an engine sits there, and the name the row
   * held before the engine's name replaced it */
  gboolean           engine_seated[2];
  char              *human_names[2];
  TgColor            first_color;       /* the colour the first row got */
};

/* tg-new-game-dialog.c */
TgRulesPreset   _tg_new_game_dialog_get_preset   (TgNewGameDialog *self);
guint           _tg_new_game_dialog_get_handicap (TgNewGameDialog *self);
gboolean        _tg_new_game_dialog_is_nigiri    (TgNewGameDialog *self);
TgHalfPoints    _tg_new_game_dialog_get_komi     (TgNewGameDialog *self);
/* Free handicap and an engine plays Black: it places the stones itself. */
gboolean        _tg_new_game_dialog_engine_places_handicap (TgNewGameDialog *self);
/* Brings every widget in line with the others. */
void            _tg_new_game_dialog_update       (TgNewGameDialog *self);
/* The text of @editable without surrounding spaces (free it). */
char           *_tg_new_game_dialog_get_text     (GtkEditable     *editable);
/* The game the widgets describe, without players (free placement points
 * belong to the preview). */
void            _tg_new_game_dialog_fill_setup   (TgNewGameDialog *self,
                                                  TgGameSetup     *setup);
void            _tg_new_game_dialog_emit_start   (TgNewGameDialog *self,
                                                  TgGame          *game);

/* tg-new-game-players.c */
/* Adds Human / engine choices for both rows to the Players group. */
void            _tg_new_game_players_init        (TgNewGameDialog *self);
void            _tg_new_game_players_dispose     (TgNewGameDialog *self);
/* Seats the engines of the last game again (settings first-player,
 * second-player), after the names are loaded; saves them at the start. */
void            _tg_new_game_players_restore     (TgNewGameDialog *self);
void            _tg_new_game_players_save        (TgNewGameDialog *self);
/* The name of the engine in the Black row (the first row outside a
 * nigiri), or NULL for a human. */
const char     *_tg_new_game_players_black_engine (TgNewGameDialog *self);
/* The person's name for row @row (0: first, 1: second): @entered, or
 * when an engine plays the row, the name it held before the engine's. */
const char     *_tg_new_game_players_human_name  (TgNewGameDialog *self,
                                                  guint            row,
                                                  const char      *entered);
/* TRUE if @name is an engine's (GNU Go's, or one added in Preferences):
 * not a person's name to bring back in a name row. */
gboolean        _tg_new_game_players_is_engine_name (TgNewGameDialog *self,
                                                     const char      *name);

/* tg-new-game-dialog-start.c */
/* What "Start" does: the game at once, or the nigiri first. */
void            _tg_new_game_dialog_start        (TgNewGameDialog *self);

G_END_DECLS
