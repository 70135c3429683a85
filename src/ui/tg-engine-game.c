/* tg-engine-game.c: the engines seated at a game in the app
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change of the game schedules one look (an idle): if play goes on
 * at the end of the line and the side to move has an engine that is not
 * already thinking, it is asked. A change while it thinks (undo, another
 * node) gives the question up: the engine's late answer is dropped and its
 * position replayed at the next question (see tg-engine-play.c).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-game.h"

struct _TgEngineGame
{
  GObject        parent_instance;

  TgGame        *game;
  TgEngine      *engines[3];        /* [TG_BLACK], [TG_WHITE] */
  char          *labels[3];
  gboolean       ready[3];
  TgGameClock   *clock;
  GCancellable  *cancellable;       /* of the running genmove */
  TgColor        thinking;
  TgNode         asked_at;
  guint          look_source;
  char          *status;
  gboolean       fault;
  gboolean       hurry;
  gint64         last_reply_time;
  gboolean       stopped;
  guint          free_handicap;     /* stones Black's engine is still to place */
};

G_DEFINE_FINAL_TYPE (TgEngineGame, tg_engine_game, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule_look (TgEngineGame *self);

static void
set_status (TgEngineGame *self,
            const char   *status,
            gboolean      fault)
{
  g_free (self->status);
  self->status = g_strdup (status);
  self->fault = fault;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static const char *
engine_name (TgEngineGame *self,
             TgColor       color)
{
  return self->engines[color] != NULL ? tg_engine_get_name (self->engines[color])
                                      : self->labels[color];
}

/* An engine stopped: the game stays, its seat goes back to a human. */
static void
engine_failed (TgEngineGame *self,
               TgColor       color,
               const GError *error)
{
  TgEngine *engine = g_steal_pointer (&self->engines[color]);

  if (color == TG_BLACK)
    self->free_handicap = 0;
  set_status (self, error->message, TRUE);
  if (engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (engine, self);
      tg_engine_quit_async (engine, TG_ENGINE_QUIT_GRACE_MSEC, NULL, NULL);
      g_object_unref (engine);
    }
}

static void
cancel_thinking (TgEngineGame *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->thinking != TG_EMPTY)
    {
      self->thinking = TG_EMPTY;
      set_status (self, NULL, FALSE);
    }
}

static void
genmove_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(TgEngineGame) self = data;
  TgEngine *engine = TG_ENGINE (source);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;
  TgColor color;
  gint64 received = g_get_monotonic_time ();

  if (!tg_engine_genmove_finish (engine, result, &reply, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  color = self->thinking;
  self->thinking = TG_EMPTY;
  g_clear_object (&self->cancellable);
  if (self->stopped || engine != self->engines[color] ||
      tg_game_get_current_node (self->game) != self->asked_at)
    return;

  if (error != NULL)
    {
      if (tg_engine_apply_fault (self->game, color, tg_engine_get_name (engine), error, &reply))
        set_status (self, error->message, TRUE);
      else
        engine_failed (self, color, error);
      return;
    }

  set_status (self, NULL, FALSE);
  tg_engine_reply_apply (&reply, self->game);
  self->last_reply_time = g_get_monotonic_time () - received;
  if (self->hurry && self->clock == NULL)
    tg_engine_send_async (engine, "time_settings 0 1 1", 0, NULL, NULL, NULL);
}

static void
ask (TgEngineGame *self,
     TgColor       color)
{
  g_autofree char *status = NULL;

  self->thinking = color;
  self->asked_at = tg_game_get_current_node (self->game);
  self->cancellable = g_cancellable_new ();
  /* Translators: %s is an engine's name, like GNU Go */
  status = g_strdup_printf (_("%s is thinking…"), engine_name (self, color));
  set_status (self, status, FALSE);
  tg_engine_genmove_async (self->engines[color], self->game, color, 0, self->cancellable,
                           genmove_cb, g_object_ref (self));
}

static void
handicap_placed_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      data)
{
  g_autoptr(TgEngineGame) self = data;
  TgEngine *engine = TG_ENGINE (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) points = tg_engine_place_free_handicap_finish (engine, result, &error);

  if (points == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->thinking = TG_EMPTY;
  g_clear_object (&self->cancellable);
  if (self->stopped || engine != self->engines[TG_BLACK])
    return;
  if (points != NULL)
    tg_game_place_handicap (self->game, (const TgPoint *) points->data, points->len, &error);
  if (error != NULL)
    {
      engine_failed (self, TG_BLACK, error);
      return;
    }
  self->free_handicap = 0;
  set_status (self, NULL, FALSE);
}

/* Black's engine chooses its free handicap stones: place_free_handicap. */
static void
place_handicap (TgEngineGame *self)
{
  g_autofree char *status = NULL;

  self->thinking = TG_BLACK;
  self->asked_at = tg_game_get_current_node (self->game);
  self->cancellable = g_cancellable_new ();
  /* Translators: %s is an engine's name, like GNU Go */
  status = g_strdup_printf (_("%s is placing its handicap stones…"), engine_name (self, TG_BLACK));
  set_status (self, status, FALSE);
  tg_engine_place_free_handicap_async (self->engines[TG_BLACK], tg_game_get_width (self->game),
                                       self->free_handicap, self->cancellable,
                                       handicap_placed_cb, g_object_ref (self));
}

static gboolean
look_cb (gpointer data)
{
  TgEngineGame *self = data;
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgColor color = tg_game_get_to_play (self->game);
  gboolean at_end = tg_game_tree_get_first_child (tree, tg_game_get_current_node (self->game))
                    == TG_NODE_NONE;

  self->look_source = 0;
  if (self->thinking != TG_EMPTY &&
      (tg_game_get_current_node (self->game) != self->asked_at ||
       tg_game_get_phase (self->game) != TG_PHASE_PLAYING))
    cancel_thinking (self);
  if (self->stopped || self->thinking != TG_EMPTY ||
      tg_game_get_phase (self->game) != TG_PHASE_PLAYING || !at_end)
    return G_SOURCE_REMOVE;
  if (self->free_handicap > 0)
    {
      if (self->engines[TG_BLACK] != NULL && self->ready[TG_BLACK])
        place_handicap (self);
      return G_SOURCE_REMOVE;
    }
  if (self->engines[color] != NULL && self->ready[color])
    ask (self, color);
  return G_SOURCE_REMOVE;
}

static void
schedule_look (TgEngineGame *self)
{
  if (self->look_source == 0 && !self->stopped)
    self->look_source = g_idle_add (look_cb, self);
}

static void
started_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(TgEngineGame) self = data;
  TgEngine *engine = TG_ENGINE (source);
  g_autoptr(GError) error = NULL;
  TgColor color = self->engines[TG_BLACK] == engine ? TG_BLACK
                  : self->engines[TG_WHITE] == engine ? TG_WHITE : TG_EMPTY;

  if (!tg_engine_start_finish (engine, result, &error))
    {
      if (color != TG_EMPTY && !self->stopped)
        engine_failed (self, color, error);
      return;
    }
  if (color == TG_EMPTY || self->stopped)
    return;
  self->ready[color] = TRUE;
  if (self->clock != NULL)
    tg_engine_set_clock (engine, self->clock);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  schedule_look (self);
}

void
tg_engine_game_start (TgEngineGame *self)
{
  g_return_if_fail (TG_IS_ENGINE_GAME (self));

  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    if (self->engines[c] != NULL)
      tg_engine_start_async (self->engines[c], NULL, started_cb, g_object_ref (self));
}

TgEngineGame *
tg_engine_game_new (TgGame     *game,
                    const char *black_command,
                    const char *black_label,
                    const char *white_command,
                    const char *white_label)
{
  TgEngineGame *self = g_object_new (TG_TYPE_ENGINE_GAME, NULL);
  const char *commands[3] = { NULL, black_command, white_command };
  const char *labels[3] = { NULL, black_label, white_label };

  self->game = g_object_ref (game);
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      g_autoptr(GError) error = NULL;

      self->labels[c] = g_strdup (labels[c]);
      if (commands[c] == NULL)
        continue;
      self->engines[c] = tg_engine_new (labels[c], commands[c], &error);
      if (self->engines[c] == NULL)
        set_status (self, error->message, TRUE);
    }
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (schedule_look), self);
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (schedule_look), self);
  g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (schedule_look), self);
  return self;
}

TgGame *
tg_engine_game_get_game (TgEngineGame *self)
{
  return self->game;
}

void
tg_engine_game_set_free_handicap (TgEngineGame *self,
                                  guint         n)
{
  g_return_if_fail (TG_IS_ENGINE_GAME (self));
  g_return_if_fail (n == 0 || (n >= 2 && self->engines[TG_BLACK] != NULL));

  self->free_handicap = n;
}

void
tg_engine_game_set_clock (TgEngineGame *self,
                          TgGameClock  *clock)
{
  g_return_if_fail (TG_IS_ENGINE_GAME (self));
  g_set_object (&self->clock, clock);
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    if (self->engines[c] != NULL)
      tg_engine_set_clock (self->engines[c], clock);
}

TgEngine *
tg_engine_game_get_engine (TgEngineGame *self,
                           TgColor       color)
{
  g_return_val_if_fail (TG_IS_ENGINE_GAME (self), NULL);
  return color == TG_BLACK || color == TG_WHITE ? self->engines[color] : NULL;
}

TgColor
tg_engine_game_get_thinking (TgEngineGame *self)
{
  return self->thinking;
}

const char *
tg_engine_game_get_status (TgEngineGame *self)
{
  return self->status;
}

gboolean
tg_engine_game_has_fault (TgEngineGame *self)
{
  return self->fault;
}

void
tg_engine_game_play_now (TgEngineGame *self)
{
  g_autofree char *status = NULL;

  if (self->thinking == TG_EMPTY)
    return;
  self->hurry = TRUE;
  status = g_strdup_printf (_("%s moves as soon as it answers"),
                            engine_name (self, self->thinking));
  set_status (self, status, FALSE);
}

gboolean
tg_engine_game_undo (TgEngineGame *self)
{
  gboolean any = FALSE;

  cancel_thinking (self);
  while (tg_game_can_undo (self->game))
    {
      tg_game_undo (self->game);
      any = TRUE;
      if (self->engines[tg_game_get_to_play (self->game)] == NULL)
        break;
      if (self->engines[TG_BLACK] != NULL && self->engines[TG_WHITE] != NULL)
        break;
    }
  return any;
}

TgColor
tg_engine_game_get_human_color (TgEngineGame *self)
{
  TgColor to_play = tg_game_get_to_play (self->game);

  return self->engines[to_play] == NULL ? to_play : TG_OTHER (to_play);
}

gint64
tg_engine_game_get_last_reply_time (TgEngineGame *self)
{
  return self->last_reply_time;
}

void
tg_engine_game_stop (TgEngineGame *self)
{
  g_return_if_fail (TG_IS_ENGINE_GAME (self));

  if (self->stopped)
    return;
  self->stopped = TRUE;
  g_clear_handle_id (&self->look_source, g_source_remove);
  cancel_thinking (self);
  g_signal_handlers_disconnect_by_data (self->game, self);
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      TgEngine *engine = g_steal_pointer (&self->engines[c]);

      if (engine == NULL)
        continue;
      g_signal_handlers_disconnect_by_data (engine, self);
      /* The quit holds the engine until its process is gone. */
      tg_engine_quit_async (engine, TG_ENGINE_QUIT_GRACE_MSEC, NULL, NULL);
      g_object_unref (engine);
    }
}

static void
tg_engine_game_dispose (GObject *object)
{
  TgEngineGame *self = TG_ENGINE_GAME (object);

  if (self->game != NULL)
    tg_engine_game_stop (self);
  g_clear_object (&self->game);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (tg_engine_game_parent_class)->dispose (object);
}

static void
tg_engine_game_finalize (GObject *object)
{
  TgEngineGame *self = TG_ENGINE_GAME (object);

  for (guint i = 0; i < 3; i++)
    g_free (self->labels[i]);
  g_free (self->status);

  G_OBJECT_CLASS (tg_engine_game_parent_class)->finalize (object);
}

static void
tg_engine_game_class_init (TgEngineGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_engine_game_dispose;
  object_class->finalize = tg_engine_game_finalize;

  /* The status, the thinking side or a seat changed. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tg_engine_game_init (TgEngineGame *self)
{
  self->thinking = TG_EMPTY;
  self->asked_at = TG_NODE_NONE;
}
