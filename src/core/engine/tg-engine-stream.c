/* tg-engine-stream.c: commands whose answer goes on until the engine gets input
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * lz-analyze, kata-analyze and Sabaki's analyze answer "=" and then write
 * "info …" lines at an interval until anything arrives on the engine's
 * input; the engine then ends the answer with an empty line, as any GTP
 * answer ends. Such a command is an ordinary command on the wire (one at
 * a time, in the queue's order) whose lines are handed to its caller as
 * they arrive instead of being gathered. Stopping it writes a newline,
 * which GTP engines skip as an empty command; a command queued behind it
 * stops it the same way. After the stop its lines are nobody's: they are
 * read (and logged) and dropped until the empty line. The wait for the
 * "=" and the wait for the end after a stop have the engine's timeout;
 * the search in between has none (the caller's budget stops it).
 *
 * With tg_engine_set_stream_interval () the output of a running stream is
 * read at most that often: whatever lines came meanwhile are read and
 * handed over at once, in one wake-up of the process instead of one per
 * line. The pipe holds them in between (64 KiB on Linux, seconds of
 * KataGo's reports with ownership). A stop reads at once, so the end of
 * the answer is seen as soon as it comes.
 */

#include "config.h"

#include <string.h>

#include "tg-engine-private.h"

static GBytes *
newline_bytes (void)
{
  return g_bytes_new_static ("\n", 1);
}

static gboolean
stream_read_cb (gpointer data)
{
  TgEngine *self = data;

  self->stream_read_source = 0;
  _tg_engine_stream_read_now (self);
  return G_SOURCE_REMOVE;
}

void
_tg_engine_stream_read_on (TgEngine         *self,
                           GDataInputStream *stream)
{
  TgEngineCommand *command = self->in_flight;

  /* A whole line may wait in the buffer already: no wake-up to save. */
  if (self->stream_interval_msec == 0 || command == NULL || command->stopped ||
      g_buffered_input_stream_get_available (G_BUFFERED_INPUT_STREAM (stream)) > 0)
    {
      _tg_engine_read_stdout (self, stream);
      return;
    }
  g_set_object (&self->stream_stdout, stream);
  self->stream_read_source = g_timeout_add (self->stream_interval_msec, stream_read_cb, self);
}

void
_tg_engine_stream_read_now (TgEngine *self)
{
  g_autoptr(GDataInputStream) stream = g_steal_pointer (&self->stream_stdout);

  g_clear_handle_id (&self->stream_read_source, g_source_remove);
  if (stream != NULL)
    _tg_engine_read_stdout (self, stream);
}

void
tg_engine_set_stream_interval (TgEngine *self,
                               guint     msec)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  self->stream_interval_msec = msec;
  if (msec == 0)
    _tg_engine_stream_read_now (self);
}

void
_tg_engine_stream_stop_command (TgEngine        *self,
                                TgEngineCommand *command)
{
  g_autoptr(GBytes) newline = NULL;

  if (command->stopped)
    return;
  command->stopped = TRUE;
  if (command != self->in_flight || self->dead)
    return;
  _tg_engine_stream_read_now (self);
  newline = newline_bytes ();
  _tg_engine_log (self, TG_ENGINE_LOG_SENT, "(newline: stop %u %s)", command->id, command->text);
  _tg_engine_write (self, newline);
  /* The engine ends its answer soon after any input, or it is stuck. */
  _tg_engine_arm_timeout (self, self->timeout_msec);
}

void
_tg_engine_stream_started (TgEngine *self)
{
  TgEngineCommand *command = self->in_flight;

  if (command->stream_started || !self->parser.success)
    return;
  command->stream_started = TRUE;
  /* The search may go on for as long as its caller wants. */
  if (!command->stopped)
    _tg_engine_arm_timeout (self, 0);
  if (self->parser.text->len > 0 && command->task != NULL && !command->stopped)
    command->line_func (self, self->parser.text->str, command->line_data);
  g_string_truncate (self->parser.text, 0);
}

gboolean
_tg_engine_stream_take_line (TgEngine   *self,
                             const char *raw)
{
  TgEngineCommand *command = self->in_flight;
  g_autofree char *line = NULL;

  if (command == NULL || !command->stream || !command->stream_started ||
      !self->parser.in_response)
    return FALSE;
  line = g_strdup (raw);
  tg_gtp_preprocess_line (line);
  if (tg_gtp_line_is_blank (line))
    return FALSE;               /* the end: the parser completes it */
  if (command->task != NULL && !command->stopped)
    command->line_func (self, line, command->line_data);
  return TRUE;
}

guint
tg_engine_stream_async (TgEngine            *self,
                        const char          *text,
                        guint                timeout_msec,
                        TgEngineLineFunc     line_func,
                        gpointer             line_data,
                        GDestroyNotify       line_destroy,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TgEngineCommand *command;

  g_return_val_if_fail (TG_IS_ENGINE (self), 0);
  g_return_val_if_fail (line_func != NULL, 0);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_stream_async);
  command = _tg_engine_enqueue (self, task, text, timeout_msec, cancellable);
  if (command == NULL)
    {
      if (line_destroy != NULL)
        line_destroy (line_data);
      return 0;
    }
  command->stream = TRUE;
  command->line_func = line_func;
  command->line_data = line_data;
  command->line_destroy = line_destroy;
  _tg_engine_send_next (self);
  return command->id;
}

gboolean
tg_engine_stream_finish (TgEngine      *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_autofree char *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  answer = g_task_propagate_pointer (G_TASK (result), error);
  return answer != NULL;
}

void
tg_engine_stream_stop (TgEngine *self,
                       guint     id)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  if (id == 0)
    return;
  if (self->in_flight != NULL && self->in_flight->id == id)
    {
      _tg_engine_stream_stop_command (self, self->in_flight);
      return;
    }
  for (GList *link = self->queue.head; link != NULL; link = link->next)
    {
      TgEngineCommand *command = link->data;
      GTask *task;

      if (command->id != id)
        continue;
      /* Never sent: it ends here, with nothing said. */
      g_queue_delete_link (&self->queue, link);
      task = g_steal_pointer (&command->task);
      if (command->cancel_handler != 0)
        {
          g_cancellable_disconnect (command->cancellable, command->cancel_handler);
          command->cancel_handler = 0;
        }
      if (task != NULL)
        {
          g_task_return_pointer (task, g_strdup (""), g_free);
          g_object_unref (task);
        }
      _tg_engine_command_free (command);
      return;
    }
}
