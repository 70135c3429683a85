/* tg-game-private.h: TgGame's insides, shared by tg-game*.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-game.h"
#include "tg-game-history.h"

G_BEGIN_DECLS

/* A packed board every SNAPSHOT_EVERY nodes of the path. */
#define SNAPSHOT_EVERY 16

struct _TgGame
{
  GObject      parent_instance;

  TgGameTree  *tree;
  guint        game_index;
  TgNode       root;
  guint        width;
  guint        height;
  TgRules      rules;
  char        *rules_warning;
  TgHalfPoints komi;
  guint        handicap;

  /* The cursor's path from the root and the positions along it. */
  GArray      *path;          /* TgNode */
  GArray      *move_numbers;  /* guint per path entry */
  GArray      *verdicts;      /* guint8 TgMoveVerdict per path entry: its move's
                               * legality (an illegal move is not played) */
  TgHistory   *history;
  GPtrArray   *snapshots;     /* packed boards at depth 0, 16, 32, ... */
  TgBoard      board;         /* after the last node of the path */
  TgColor      to_play;
  TgColor      to_play_override;   /* TG_EMPTY unless resumed out of turn */

  TgPhase      phase;
  gboolean     modified;
  GArray      *undo_stack;    /* TgNode added by play/pass, newest last */
};

enum {
  PROP_0,
  PROP_CURRENT_NODE,
  PROP_TO_PLAY,
  PROP_PHASE,
  PROP_CAN_UNDO,
  PROP_MODIFIED,
  N_PROPS
};

enum {
  SIGNAL_POSITION_CHANGED,
  SIGNAL_TREE_CHANGED,
  SIGNAL_GAME_ENDED,
  N_SIGNALS
};

extern GParamSpec *_tg_game_properties[N_PROPS];
extern guint       _tg_game_signals[N_SIGNALS];

/* Resets the path to the root (after loading or a rules change). */
void     _tg_game_start_path     (TgGame        *self);
/* Re-applies the path from depth @depth on (after edits to that node). */
void     _tg_game_refresh_from   (TgGame        *self,
                                  guint          depth);
/* Emits position-changed and the notifications for the cursor state. */
void     _tg_game_notify_position (TgGame       *self);
/* Marks the record modified and emits tree-changed. */
void     _tg_game_tree_changed   (TgGame        *self);
void     _tg_game_set_phase      (TgGame        *self,
                                  TgPhase        phase);

G_END_DECLS
