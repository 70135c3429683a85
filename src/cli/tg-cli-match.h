/* tg-cli-match.h: what tg-cli-match.c shares with tg-cli-match-game.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-engine.h"
#include "tg-rules.h"

G_BEGIN_DECLS

typedef struct
{
  char          *black;
  char          *white;
  gint           size;
  TgRulesPreset  preset;
  TgHalfPoints   komi;
  gint           handicap;
  gint           games;
  gint           move_timeout;    /* seconds, 0 = none */
  gint           max_moves;       /* 0 = none */
  gboolean       alternate;
  char          *sgf;
  gboolean       json;
} TgMatchOptions;

typedef struct
{
  guint        number;
  char        *result;            /* SGF RE, NULL for none */
  guint        moves;
  const char  *reason;            /* score resign illegal timeout engine-error max-moves */
  char        *black;
  char        *white;
  char        *message;
  gboolean     engine_failure;
} TgMatchGame;

/* Runs the default main context until *@slot is set. */
GAsyncResult *tg_cli_match_wait  (GAsyncResult   **slot);
/* Quits @engine and waits for it (bounded by the quit grace period). */
void          tg_cli_match_quit  (TgEngine        *engine);
/* Plays one game between two started engines; fills @out; returns the
 * record (also when the game was cut short). */
TgGame       *tg_cli_match_play  (const TgMatchOptions *options,
                                  TgEngine        *black,
                                  TgEngine        *white,
                                  TgMatchGame     *out);

G_END_DECLS
