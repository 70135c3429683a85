/* tg-engine-play.c: asking the engine for moves, handicap, dead stones, score
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each request first syncs the position (tg-engine-sync.c). A genmove's
 * vertex is checked against the game's own rules at the cursor: the
 * engine's idea of legality (GNU Go knows only simple ko) is not the
 * referee. A genmove that was given up (cancelled, or no answer in time)
 * leaves the engine's position unknown, so the next sync replays it.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-engine-private.h"
#include "tg-handicap.h"
#include "tg-point.h"

typedef struct
{
  TgGame        *game;
  TgColor        color;
  guint          timeout_msec;
  TgEngineReply  reply;
} GenmoveData;

static void
genmove_data_free (GenmoveData *data)
{
  g_clear_object (&data->game);
  g_free (data);
}

/* "GNU Go played E5, where there is a stone already." */
static GError *
illegal_move_error (const char    *name,
                    const char    *vertex,
                    TgMoveVerdict  verdict)
{
  const char *format;

  switch (verdict)
    {
    case TG_MOVE_OCCUPIED:
      /* Translators: an engine's name, then a point such as E5 */
      format = _("%s played %s, where there is a stone already.");
      break;
    case TG_MOVE_SUICIDE:
      /* Translators: an engine's name, then a point such as E5 */
      format = _("%s played %s, a suicide these rules forbid.");
      break;
    case TG_MOVE_KO:
    case TG_MOVE_SUPERKO:
      /* Translators: an engine's name, then a point such as E5 */
      format = _("%s played %s, which repeats a position (ko).");
      break;
    default:
      /* Translators: an engine's name, then a point such as E5 */
      format = _("%s played %s, which is illegal here.");
      break;
    }
  return g_error_new (TG_ENGINE_ERROR, TG_ENGINE_FAULT_ILLEGAL_MOVE, format, name, vertex);
}

static void
genmove_answered_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TgEngine *self = TG_ENGINE (source);
  GenmoveData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (self, result, &error);
  TgGtpReplyKind kind;
  TgEnginePlay play;
  TgMoveVerdict verdict;
  guint size = tg_game_get_width (data->game);

  if (answer == NULL)
    {
      self->state.valid = FALSE;
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  g_strlcpy (data->reply.vertex, g_strstrip (answer), sizeof data->reply.vertex);
  if (!tg_gtp_parse_reply (answer, size, size, &kind, &data->reply.point))
    {
      self->state.valid = FALSE;
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE,
                               /* Translators: an engine's name, then its answer */
                               _("%s answered “%s” to genmove, which is no move."),
                               tg_engine_get_name (self), answer);
      return;
    }
  data->reply.kind = (TgEngineReplyKind) kind;
  if (kind == TG_GTP_REPLY_RESIGN)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  verdict = kind == TG_GTP_REPLY_PASS ? TG_MOVE_OK
            : tg_game_check_move_as (data->game, data->reply.point, data->color);
  if (verdict != TG_MOVE_OK)
    {
      self->state.valid = FALSE;
      g_task_return_error (task, illegal_move_error (tg_engine_get_name (self),
                                                     data->reply.vertex, verdict));
      return;
    }
  play.color = data->color;
  play.point = data->reply.point;
  if (self->state.valid)
    g_array_append_val (self->state.plays, play);
  g_task_return_boolean (task, TRUE);
}

static void
genmove_send (GTask *task)
{
  TgEngine *self = g_task_get_source_object (task);
  GenmoveData *data = g_task_get_task_data (task);
  g_autofree char *command = g_strdup_printf ("genmove %s", tg_gtp_color (data->color));

  tg_engine_send_async (self, command, data->timeout_msec ? data->timeout_msec : G_MAXUINT,
                        g_task_get_cancellable (task), genmove_answered_cb, task);
}

static void
time_left_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GTask *task = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (TG_ENGINE (source), result, &error);

  if (answer == NULL && !g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  genmove_send (task);
}

static void
genmove_synced_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask *task = user_data;
  TgEngine *self = TG_ENGINE (source);
  GenmoveData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!tg_engine_sync_finish (self, result, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  if (self->clock != NULL && tg_engine_has_command (self, "time_left"))
    {
      g_autofree char *command = _tg_engine_time_left_command (self, data->color);

      tg_engine_send_async (self, command, 0, g_task_get_cancellable (task), time_left_cb, task);
      return;
    }
  genmove_send (task);
}

void
tg_engine_genmove_async (TgEngine            *self,
                         TgGame              *game,
                         TgColor              color,
                         guint                timeout_msec,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  GTask *task;
  GenmoveData *data;

  g_return_if_fail (TG_IS_ENGINE (self));
  g_return_if_fail (TG_IS_GAME (game));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_genmove_async);
  data = g_new0 (GenmoveData, 1);
  data->game = g_object_ref (game);
  data->color = color;
  data->timeout_msec = timeout_msec;
  data->reply.color = color;
  data->reply.point = TG_PASS;
  g_task_set_task_data (task, data, (GDestroyNotify) genmove_data_free);
  tg_engine_sync_async (self, game, cancellable, genmove_synced_cb, task);
}

gboolean
tg_engine_genmove_finish (TgEngine       *self,
                          GAsyncResult   *result,
                          TgEngineReply  *reply,
                          GError        **error)
{
  GenmoveData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  data = g_task_get_task_data (G_TASK (result));
  if (reply != NULL)
    *reply = data->reply;
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Questions with a list of vertices for an answer ------------------------- */

typedef struct
{
  guint  size;
  guint  expect;      /* place_free_handicap: this many distinct points; 0 any */
  char  *command;
} VerticesData;

static void
vertices_data_free (VerticesData *data)
{
  g_free (data->command);
  g_free (data);
}

/* place_free_handicap's answer: @expect distinct points on the board. */
static gboolean
handicap_answer_valid (TgEngine      *self,
                       VerticesData  *data,
                       const char    *answer,
                       GArray        *points,
                       GError       **error)
{
  g_autoptr(GError) local_error = NULL;

  if (points->len != data->expect)
    {
      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: an engine's name, its answer (a list of
                                 * points), the number of stones asked for */
                                "%s answered “%s” when asked to place %u handicap stone.",
                                "%s answered “%s” when asked to place %u handicap stones.",
                                data->expect),
                   tg_engine_get_name (self), answer, data->expect);
      return FALSE;
    }
  if (!tg_handicap_validate_free (data->size, data->size, (const TgPoint *) points->data,
                                  points->len, &local_error))
    {
      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE,
                   /* Translators: an engine's name, its answer (a list of points),
                    * then what is wrong with it */
                   _("%s placed its handicap stones at “%s”: %s"),
                   tg_engine_get_name (self), answer, local_error->message);
      return FALSE;
    }
  return TRUE;
}

static void
vertices_answered_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TgEngine *self = TG_ENGINE (source);
  VerticesData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (self, result, &error);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  if (answer == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else if (!tg_gtp_parse_vertices (answer, data->size, data->size, points))
    g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE,
                             /* Translators: an engine's name, its answer, the command */
                             _("%s answered “%s” to %s, which is not a list of points."),
                             tg_engine_get_name (self), answer, data->command);
  else if (data->expect > 0 && !handicap_answer_valid (self, data, answer, points, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, g_steal_pointer (&points), (GDestroyNotify) g_array_unref);
}

static void
ask_vertices (TgEngine     *self,
              GTask        *task,
              guint         size,
              guint         expect,
              const char   *command)
{
  VerticesData *data = g_new0 (VerticesData, 1);

  data->size = size;
  data->expect = expect;
  data->command = g_strdup (command);
  g_task_set_task_data (task, data, (GDestroyNotify) vertices_data_free);
  tg_engine_send_async (self, command, 0, g_task_get_cancellable (task),
                        vertices_answered_cb, task);
}

static void
free_handicap_cleared_cb (GObject      *source,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  GTask *task = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (TG_ENGINE (source), result, &error);
  g_autofree char *command = NULL;
  guint size = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (task), "size"));
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (task), "n"));

  if (answer == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  command = g_strdup_printf ("place_free_handicap %u", n);
  ask_vertices (TG_ENGINE (source), task, size, n, command);
}

void
tg_engine_place_free_handicap_async (TgEngine            *self,
                                     guint                size,
                                     guint                n,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  GTask *task;
  g_autofree char *boardsize = g_strdup_printf ("boardsize %u", size);

  g_return_if_fail (TG_IS_ENGINE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_place_free_handicap_async);
  g_object_set_data (G_OBJECT (task), "size", GUINT_TO_POINTER (size));
  g_object_set_data (G_OBJECT (task), "n", GUINT_TO_POINTER (n));
  /* The stones it chooses go back in with set_free_handicap at the next sync. */
  self->state.valid = FALSE;
  tg_engine_send_async (self, boardsize, 0, cancellable, NULL, NULL);
  tg_engine_send_async (self, "clear_board", 0, cancellable, free_handicap_cleared_cb, task);
}

GArray *
tg_engine_place_free_handicap_finish (TgEngine      *self,
                                      GAsyncResult  *result,
                                      GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Syncs, then sends the question named by the task's "command". */
static void
question_answered_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  char *answer = tg_engine_send_finish (TG_ENGINE (source), result, &error);

  if (answer == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, g_strstrip (answer), g_free);
}

static void
question_synced_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  GTask *task = user_data;
  TgEngine *self = TG_ENGINE (source);
  const char *command = g_object_get_data (G_OBJECT (task), "command");
  g_autoptr(GError) error = NULL;

  if (!tg_engine_sync_finish (self, result, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  if (g_str_has_prefix (command, "final_status_list"))
    ask_vertices (self, task, self->state.header.size, 0, command);
  else
    tg_engine_send_async (self, command, 0, g_task_get_cancellable (task),
                          question_answered_cb, task);
}

static void
ask_question (TgEngine            *self,
              TgGame              *game,
              const char          *command,
              gpointer             source_tag,
              GCancellable        *cancellable,
              GAsyncReadyCallback  callback,
              gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_autofree char *first_word = g_strdup (command);

  g_task_set_source_tag (task, source_tag);
  g_object_set_data (G_OBJECT (task), "command", (gpointer) command);
  first_word[strcspn (first_word, " ")] = '\0';
  if (!tg_engine_has_command (self, first_word))
    {
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED,
                               /* Translators: an engine's name, then a GTP command */
                               _("%s does not know the command %s."),
                               tg_engine_get_name (self), first_word);
      g_object_unref (task);
      return;
    }
  tg_engine_sync_async (self, game, cancellable, question_synced_cb, task);
}

void
tg_engine_dead_stones_async (TgEngine            *self,
                             TgGame              *game,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_return_if_fail (TG_IS_ENGINE (self));
  ask_question (self, game, "final_status_list dead", tg_engine_dead_stones_async,
                cancellable, callback, user_data);
}

GArray *
tg_engine_dead_stones_finish (TgEngine      *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
tg_engine_final_score_async (TgEngine            *self,
                             TgGame              *game,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_return_if_fail (TG_IS_ENGINE (self));
  ask_question (self, game, "final_score", tg_engine_final_score_async,
                cancellable, callback, user_data);
}

char *
tg_engine_final_score_finish (TgEngine      *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* The game's side ----------------------------------------------------------- */

TgMoveVerdict
tg_engine_reply_apply (const TgEngineReply *reply,
                       TgGame              *game)
{
  switch (reply->kind)
    {
    case TG_ENGINE_REPLY_MOVE:
      return tg_game_play_as (game, reply->point, reply->color);
    case TG_ENGINE_REPLY_PASS:
      tg_game_pass (game);
      return TG_MOVE_OK;
    case TG_ENGINE_REPLY_RESIGN:
    default:
      tg_game_resign (game, reply->color);
      return TG_MOVE_OK;
    }
}

static void
append_comment (TgGame     *game,
                const char *text)
{
  g_autofree char *old = tg_game_get_comment (game);
  g_autofree char *joined = NULL;

  joined = old != NULL && old[0] != '\0' ? g_strdup_printf ("%s\n\n%s", old, text)
                                         : g_strdup (text);
  tg_game_set_comment (game, joined);
}

gboolean
tg_engine_apply_fault (TgGame              *game,
                       TgColor              color,
                       const char          *engine_name,
                       const GError        *error,
                       const TgEngineReply *reply)
{
  gboolean black = color == TG_BLACK;
  const char *vertex = reply != NULL ? reply->vertex : "?";
  g_autofree char *comment = NULL;
  g_autofree char *result = NULL;

  if (error == NULL || error->domain != TG_ENGINE_ERROR ||
      tg_game_get_phase (game) == TG_PHASE_FINISHED)
    return FALSE;

  if (error->code == TG_ENGINE_FAULT_ILLEGAL_MOVE)
    {
      comment = black
        /* Translators: an engine's name, then a point such as E5 */
        ? g_strdup_printf (_("Black (%s) played %s, which is illegal here: White wins by forfeit."),
                           engine_name, vertex)
        /* Translators: an engine's name, then a point such as E5 */
        : g_strdup_printf (_("White (%s) played %s, which is illegal here: Black wins by forfeit."),
                           engine_name, vertex);
      append_comment (game, comment);
      result = g_strdup_printf ("%c+F", color == TG_BLACK ? 'W' : 'B');
      tg_game_set_result (game, result);
      return TRUE;
    }
  if (error->code == TG_ENGINE_FAULT_TIMEOUT)
    {
      comment = black
        /* Translators: %s is an engine's name, like GNU Go */
        ? g_strdup_printf (_("Black (%s) did not move in time: White wins on time."), engine_name)
        /* Translators: %s is an engine's name, like GNU Go */
        : g_strdup_printf (_("White (%s) did not move in time: Black wins on time."), engine_name);
      append_comment (game, comment);
      tg_game_lose_on_time (game, color);
      return TRUE;
    }
  return FALSE;
}
