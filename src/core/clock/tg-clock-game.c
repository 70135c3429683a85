/* tg-clock-game.c: the two players' clocks of a game being played
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game tells us what happened through its signals: a new child of the
 * node we last saw, carrying a move of the colour whose clock runs, is a
 * move (press the clock); a move we pressed for leaving the record is an
 * undo (put the clocks back as they were before it); the phase leaving
 * PLAYING stops the clocks, coming back restarts them.
 */

#include "config.h"

#include "tg-clock-game.h"

#define DEFAULT_POLL_MSEC 100

typedef struct
{
  TgClockSnapshot  black;
  TgClockSnapshot  white;
  guint            depth;     /* of the move's node */
} Before;

struct _TgGameClock
{
  GObject              parent_instance;

  TgGame              *game;
  TgClockSettings      settings;
  TgClock             *clocks[3];        /* [TG_BLACK], [TG_WHITE] */
  TgColor              running;          /* whose clock runs (or is paused) */
  gboolean             started;
  gboolean             paused;
  gboolean             stopped;          /* play stopped (scoring, result) */
  TgNode               last_node;
  GHashTable          *before;           /* TgNode → Before: state before that move */
  gint64               last_poll;
  guint                poll_msec;
  guint                poll_source;
  TgGameClockTimeFunc  time_func;
  gpointer             time_data;
  GArray              *calls;
};

G_DEFINE_FINAL_TYPE (TgGameClock, tg_game_clock, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  SIGNAL_CALL,
  SIGNAL_FLAG_FELL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gint64
now (TgGameClock *self)
{
  return self->time_func ? self->time_func (self->time_data) : g_get_monotonic_time ();
}

static void
emit_calls (TgGameClock *self,
            TgColor      color)
{
  for (guint i = 0; i < self->calls->len; i++)
    g_signal_emit (self, signals[SIGNAL_CALL], 0, (gint) color,
                   &g_array_index (self->calls, TgClockCall, i));
  g_array_set_size (self->calls, 0);
}

static gboolean poll_cb (gpointer data);

static void
update_poll (TgGameClock *self)
{
  gboolean want = self->poll_msec > 0 && tg_game_clock_is_running (self);

  if (want && self->poll_source == 0)
    self->poll_source = g_timeout_add (self->poll_msec, poll_cb, self);
  else if (!want && self->poll_source != 0)
    g_clear_handle_id (&self->poll_source, g_source_remove);
}

static void
start_color (TgGameClock *self,
             TgColor      color,
             gint64       t)
{
  self->running = TG_EMPTY;
  if (color != TG_BLACK && color != TG_WHITE)
    return;
  if (tg_clock_is_running (self->clocks[color]))
    return;
  if (!tg_clock_start (self->clocks[color], t))
    return;
  self->running = color;
  self->last_poll = t;
  if (self->paused)
    tg_clock_pause (self->clocks[color], t);
}

/* Drops the running move without charging it (play stopped). */
static void
halt (TgGameClock *self)
{
  if (self->running != TG_EMPTY)
    {
      TgClockSnapshot snap;

      tg_clock_save (self->clocks[self->running], &snap);
      tg_clock_restore (self->clocks[self->running], &snap);
    }
  self->running = TG_EMPTY;
}

static void
flag_fell (TgGameClock *self,
           TgColor      color)
{
  self->running = TG_EMPTY;
  update_poll (self);
  g_signal_emit (self, signals[SIGNAL_FLAG_FELL], 0, (gint) color);
  tg_game_lose_on_time (self->game, color);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The game moved: @node is a new move of @mover. */
static void
press (TgGameClock *self,
       TgNode       node,
       TgColor      mover)
{
  gint64 t = now (self);
  Before *before = g_new (Before, 1);
  gboolean in_time = TRUE;

  tg_clock_save (self->clocks[TG_BLACK], &before->black);
  tg_clock_save (self->clocks[TG_WHITE], &before->white);
  before->depth = tg_game_tree_get_depth (tg_game_get_tree (self->game), node);
  g_hash_table_replace (self->before, GUINT_TO_POINTER (node), before);

  if (tg_clock_is_running (self->clocks[mover]))
    {
      if (tg_clock_is_paused (self->clocks[mover]))
        tg_clock_resume (self->clocks[mover], t);
      in_time = tg_clock_stop (self->clocks[mover], t, self->calls);
      emit_calls (self, mover);
    }
  else
    in_time = tg_clock_add_move (self->clocks[mover], 0, NULL);

  tg_clock_write_sgf_move (self->clocks[mover], mover, tg_game_get_tree (self->game), node);
  self->running = TG_EMPTY;

  if (!in_time)
    {
      flag_fell (self, mover);
      return;
    }
  start_color (self, TG_OTHER (mover), t);
  update_poll (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Moves we pressed for that left the record (undo, or a deleted
 * variation): the clocks go back to before the earliest of them. */
static void
tree_changed_cb (TgGameClock *self)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  GHashTableIter iter;
  gpointer key, value;
  Before earliest;
  gboolean found = FALSE;

  g_hash_table_iter_init (&iter, self->before);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Before *before = value;

      if (tg_game_tree_contains (tree, GPOINTER_TO_UINT (key)))
        continue;
      if (!found || before->depth < earliest.depth)
        earliest = *before;
      found = TRUE;
      g_hash_table_iter_remove (&iter);
    }
  if (!found)
    return;

  tg_clock_restore (self->clocks[TG_BLACK], &earliest.black);
  tg_clock_restore (self->clocks[TG_WHITE], &earliest.white);
  self->running = TG_EMPTY;
  self->last_node = tg_game_get_current_node (self->game);
  if (self->started && !self->stopped)
    start_color (self, tg_game_get_to_play (self->game), now (self));
  update_poll (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Review: the clocks as the record says they stood at the shown node. */
static void
follow_record (TgGameClock *self)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgNode node = tg_game_get_current_node (self->game);

  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    if (!tg_clock_restore_from_sgf (self->clocks[c], c, tree, node))
      tg_clock_reset (self->clocks[c]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
position_changed_cb (TgGameClock *self)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgNode node = tg_game_get_current_node (self->game);
  TgNode previous = self->last_node;
  TgColor mover;
  TgPoint point;

  self->last_node = node;
  if (!self->started)
    {
      follow_record (self);
      return;
    }
  if (node == previous)
    return;

  if (tg_game_tree_contains (tree, previous) &&
      tg_game_tree_get_parent (tree, node) == previous &&
      !g_hash_table_contains (self->before, GUINT_TO_POINTER (node)) &&
      tg_game_node_get_move (self->game, node, &mover, &point) &&
      (self->running == TG_EMPTY || mover == self->running))
    press (self, node, mover);
}

static void
phase_changed_cb (TgGameClock *self)
{
  if (!self->started)
    return;
  if (tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    {
      self->stopped = TRUE;
      halt (self);
    }
  else if (self->stopped)
    {
      self->stopped = FALSE;
      start_color (self, tg_game_get_to_play (self->game), now (self));
    }
  update_poll (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
tg_game_clock_tick (TgGameClock *self)
{
  TgClockState state;
  TgColor color = self->running;
  gint64 t;

  if (color == TG_EMPTY || self->paused)
    return;

  t = now (self);
  tg_clock_calls_between (self->clocks[color], self->last_poll, t, self->calls);
  self->last_poll = t;
  emit_calls (self, color);

  tg_clock_get_state (self->clocks[color], t, &state);
  if (state.lost || state.time_to_loss == 0)
    {
      tg_clock_stop (self->clocks[color], t, NULL);
      flag_fell (self, color);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static gboolean
poll_cb (gpointer data)
{
  TgGameClock *self = data;

  tg_game_clock_tick (self);
  if (!tg_game_clock_is_running (self))
    {
      self->poll_source = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Object ------------------------------------------------------------------ */

static void
tg_game_clock_dispose (GObject *object)
{
  TgGameClock *self = TG_GAME_CLOCK (object);

  g_clear_handle_id (&self->poll_source, g_source_remove);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tg_game_clock_parent_class)->dispose (object);
}

static void
tg_game_clock_finalize (GObject *object)
{
  TgGameClock *self = TG_GAME_CLOCK (object);

  g_clear_pointer (&self->clocks[TG_BLACK], tg_clock_free);
  g_clear_pointer (&self->clocks[TG_WHITE], tg_clock_free);
  g_hash_table_unref (self->before);
  g_array_unref (self->calls);
  G_OBJECT_CLASS (tg_game_clock_parent_class)->finalize (object);
}

static void
tg_game_clock_class_init (TgGameClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_game_clock_dispose;
  object_class->finalize = tg_game_clock_finalize;

  /* Something to redraw: a move, a tick of the running clock, a stop. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The referee calls: (colour, const TgClockCall *). */
  signals[SIGNAL_CALL] =
    g_signal_new ("call", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_POINTER);
  /* @colour lost on time (the game already says RE[..+T]). */
  signals[SIGNAL_FLAG_FELL] =
    g_signal_new ("flag-fell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
tg_game_clock_init (TgGameClock *self)
{
  self->before = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->calls = tg_clock_calls_new ();
  self->poll_msec = DEFAULT_POLL_MSEC;
  self->running = TG_EMPTY;
}

static TgGameClock *
game_clock_new (TgGame                *game,
                const TgClockSettings *settings)
{
  TgGameClock *self;

  self = g_object_new (TG_TYPE_GAME_CLOCK, NULL);
  self->game = g_object_ref (game);
  self->settings = *settings;
  self->clocks[TG_BLACK] = tg_clock_new (settings);
  self->clocks[TG_WHITE] = tg_clock_new (settings);
  self->last_node = tg_game_get_current_node (game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (phase_changed_cb), self);
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (tree_changed_cb), self);
  return self;
}

TgGameClock *
tg_game_clock_new (TgGame                *game,
                   const TgClockSettings *settings)
{
  g_return_val_if_fail (TG_IS_GAME (game), NULL);
  g_return_val_if_fail (tg_clock_settings_validate (settings, NULL), NULL);

  tg_clock_settings_write_sgf (settings, tg_game_get_tree (game), tg_game_get_root (game));
  return game_clock_new (game, settings);
}

TgGameClock *
tg_game_clock_new_for_record (TgGame *game)
{
  TgClockSettings settings;
  TgGameClock *self;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  if (!tg_clock_settings_read_sgf (tg_game_get_tree (game), tg_game_get_root (game), &settings) ||
      !tg_clock_settings_validate (&settings, NULL))
    return NULL;
  self = game_clock_new (game, &settings);
  follow_record (self);
  return self;
}

void
tg_game_clock_set_time_func (TgGameClock         *self,
                             TgGameClockTimeFunc  func,
                             gpointer             user_data)
{
  self->time_func = func;
  self->time_data = user_data;
}

void
tg_game_clock_set_poll_interval (TgGameClock *self,
                                 guint        msec)
{
  self->poll_msec = msec;
  g_clear_handle_id (&self->poll_source, g_source_remove);
  update_poll (self);
}

TgGame *
tg_game_clock_get_game (TgGameClock *self)
{
  return self->game;
}

const TgClock *
tg_game_clock_get_clock (TgGameClock *self,
                         TgColor      color)
{
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);
  return self->clocks[color];
}

const TgClockSettings *
tg_game_clock_get_settings (TgGameClock *self)
{
  return &self->settings;
}

void
tg_game_clock_start (TgGameClock *self)
{
  if (self->started)
    return;
  self->started = TRUE;
  self->last_node = tg_game_get_current_node (self->game);
  self->stopped = tg_game_get_phase (self->game) != TG_PHASE_PLAYING;
  if (!self->stopped)
    start_color (self, tg_game_get_to_play (self->game), now (self));
  update_poll (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
tg_game_clock_set_paused (TgGameClock *self,
                          gboolean     paused)
{
  gint64 t = now (self);

  if (self->paused == paused)
    return;
  self->paused = paused;
  if (self->running != TG_EMPTY)
    {
      if (paused)
        {
          tg_game_clock_tick (self);
          if (self->running != TG_EMPTY)
            tg_clock_pause (self->clocks[self->running], t);
        }
      else
        {
          tg_clock_resume (self->clocks[self->running], t);
          self->last_poll = t;
        }
    }
  update_poll (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
tg_game_clock_get_paused (TgGameClock *self)
{
  return self->paused;
}

gboolean
tg_game_clock_is_running (TgGameClock *self)
{
  return self->running != TG_EMPTY && !self->paused;
}

TgColor
tg_game_clock_get_running_color (TgGameClock *self)
{
  return self->running;
}

void
tg_game_clock_get_state (TgGameClock  *self,
                         TgColor       color,
                         TgClockState *out)
{
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);
  tg_clock_get_state (self->clocks[color], now (self), out);
}

guint
tg_game_clock_get_overtime_periods (TgGameClock *self,
                                    TgColor      color)
{
  TgClockState state;

  tg_game_clock_get_state (self, color, &state);
  return state.extensions_used;
}
