/* tg-engine.c: a GTP v2 engine as a child process: pipes, queue, faults
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One command is on the wire at a time. Its answer is read line by line
 * (g_data_input_stream_read_line_async) and handed to the GTP parser; the
 * empty line that ends it completes the command's GTask and sends the next
 * one. A command whose caller gave up (cancelled) stays on the wire as an
 * orphan: its answer is read and dropped. No answer within the limit, an
 * answer that is not GTP, or the end of the engine's output end the
 * engine: every waiting command fails with that reason and "fault" is
 * emitted once.
 *
 * The stream callbacks hold the engine by a weak reference, so dropping
 * the last reference to a running engine kills and reaps the process.
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-engine-private.h"

/* The characters of a line that is not GTP quoted in the fault's message. */
#define GARBAGE_SHOWN_MAX 200

G_DEFINE_FINAL_TYPE (TgEngine, tg_engine, G_TYPE_OBJECT)

G_DEFINE_QUARK (tg-engine-error-quark, tg_engine_error)

guint _tg_engine_signals[_TG_ENGINE_N_SIGNALS];


const char *
tg_engine_fault_to_string (TgEngineFault fault)
{
  static const char *const names[] = {
    "cannot-start", "exited", "failed", "garbage", "illegal", "timeout", "resigned",
  };

  g_return_val_if_fail ((guint) fault < G_N_ELEMENTS (names), "unknown");
  return names[fault];
}

struct _TgEngineHandle
{
  GWeakRef  engine;
};

TgEngineHandle *
_tg_engine_handle_new (TgEngine *self)
{
  TgEngineHandle *handle = g_new0 (TgEngineHandle, 1);

  g_weak_ref_init (&handle->engine, self);
  return handle;
}

TgEngine *
_tg_engine_handle_get (TgEngineHandle *handle)
{
  return g_weak_ref_get (&handle->engine);
}

void
_tg_engine_handle_free (TgEngineHandle *handle)
{
  g_weak_ref_clear (&handle->engine);
  g_free (handle);
}

static void
log_entry_free (gpointer data)
{
  TgEngineLogEntry *entry = data;

  g_free (entry->text);
  g_free (entry);
}

/* Drops the oldest entries so that one of @size bytes fits, a tenth of
 * either limit at once: dropping one line per line moved the whole array
 * each time, which was nearly half of what tengen-cli analyze did (Leela
 * Zero writes a dozen lines of stderr per search). */
static void
log_make_room (TgEngine *self,
               gsize     size)
{
  const gsize room = TG_ENGINE_LOG_BYTES_MAX - TG_ENGINE_LOG_BYTES_MAX / 10;
  gsize bytes = self->log_bytes;
  guint drop = 0;

  if (self->log->len >= TG_ENGINE_LOG_MAX)
    drop = self->log->len - TG_ENGINE_LOG_MAX + TG_ENGINE_LOG_MAX / 10;
  for (guint i = 0; i < drop; i++)
    bytes -= strlen (((TgEngineLogEntry *) self->log->pdata[i])->text);
  if (bytes + size > TG_ENGINE_LOG_BYTES_MAX)
    while (drop < self->log->len && bytes + size > room)
      bytes -= strlen (((TgEngineLogEntry *) self->log->pdata[drop++])->text);
  if (drop > 0)
    g_ptr_array_remove_range (self->log, 0, drop);
  self->log_bytes = bytes + size;
}

void
_tg_engine_log (TgEngine        *self,
                TgEngineLogKind  kind,
                const char      *format,
                ...)
{
  TgEngineLogEntry *entry = g_new0 (TgEngineLogEntry, 1);
  va_list args;

  va_start (args, format);
  entry->text = g_strdup_vprintf (format, args);
  va_end (args);
  entry->kind = kind;
  entry->time = g_get_real_time ();
  log_make_room (self, strlen (entry->text));
  g_ptr_array_add (self->log, entry);
  g_signal_emit (self, _tg_engine_signals[_TG_ENGINE_SIGNAL_LOG], 0, (gint) kind, entry->text);
}

void
tg_engine_log_event (TgEngine   *self,
                     const char *format,
                     ...)
{
  g_autofree char *text = NULL;
  va_list args;

  g_return_if_fail (TG_IS_ENGINE (self));
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s", text);
}

/* Commands ---------------------------------------------------------------- */

void
_tg_engine_command_free (TgEngineCommand *command)
{
  if (command->cancel_handler != 0)
    g_cancellable_disconnect (command->cancellable, command->cancel_handler);
  g_clear_object (&command->cancellable);
  g_clear_object (&command->task);
  g_clear_pointer (&command->bytes, g_bytes_unref);
  if (command->line_destroy != NULL)
    command->line_destroy (command->line_data);
  g_free (command->text);
  g_free (command);
}

/* Hands @command's task its result (and forgets it: the command becomes an
 * orphan if it is on the wire). */
static void
command_complete (TgEngineCommand *command,
                  char    *answer,
                  GError  *error)
{
  GTask *task = g_steal_pointer (&command->task);

  if (command->cancel_handler != 0)
    {
      g_cancellable_disconnect (command->cancellable, command->cancel_handler);
      command->cancel_handler = 0;
    }
  if (task == NULL)
    {
      g_free (answer);
      g_clear_error (&error);
      return;
    }
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, answer, g_free);
  g_object_unref (task);
}

static gboolean
cancel_idle_cb (gpointer data)
{
  g_autoptr(GTask) task = data;
  TgEngine *self = g_task_get_source_object (task);
  TgEngineCommand *command = NULL;
  GList *link;

  if (self->in_flight != NULL && self->in_flight->task == task)
    command = self->in_flight;
  for (link = self->queue.head; command == NULL && link != NULL; link = link->next)
    if (((TgEngineCommand *) link->data)->task == task)
      command = link->data;
  if (command == NULL)
    return G_SOURCE_REMOVE;

  command_complete (command, NULL,
                    g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                         "Operation was cancelled"));
  /* A stream nobody reads any more must end, or it holds the queue. */
  if (command == self->in_flight && command->stream)
    _tg_engine_stream_stop_command (self, command);
  if (command != self->in_flight)
    {
      g_queue_remove (&self->queue, command);
      _tg_engine_command_free (command);
    }
  return G_SOURCE_REMOVE;
}

static void
command_cancelled_cb (GCancellable *cancellable,
                      GTask        *task)
{
  /* Not from inside the handler: g_cancellable_disconnect would wait. */
  g_idle_add (cancel_idle_cb, g_object_ref (task));
}

void
_tg_engine_fail_all (TgEngine *self)
{
  TgEngineCommand *command;

  while ((command = g_queue_pop_head (&self->queue)) != NULL)
    {
      command_complete (command, NULL, g_error_copy (self->death));
      _tg_engine_command_free (command);
    }
  if (self->in_flight != NULL)
    {
      g_clear_handle_id (&self->in_flight_timeout, g_source_remove);
      command_complete (self->in_flight, NULL, g_error_copy (self->death));
      g_clear_pointer (&self->in_flight, _tg_engine_command_free);
    }
}

void
_tg_engine_die (TgEngine      *self,
                TgEngineFault  fault,
                const char    *message)
{
  if (self->dead)
    return;
  self->dead = TRUE;
  self->death = g_error_new_literal (TG_ENGINE_ERROR, fault, message);
  _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s", message);
  _tg_engine_fail_all (self);
  g_signal_emit (self, _tg_engine_signals[_TG_ENGINE_SIGNAL_FAULT], 0, (gint) fault, message);
}

static gboolean
in_flight_timeout_cb (gpointer data)
{
  TgEngine *self = data;
  g_autofree char *message = NULL;

  self->in_flight_timeout = 0;
  /* Translators: an engine's name, the command it was sent, seconds */
  message = g_strdup_printf (_("%s did not answer “%s” within %.1f s."),
                             tg_engine_get_name (self), self->in_flight->text,
                             self->in_flight->timeout_msec / 1000.0);
  _tg_engine_die (self, TG_ENGINE_FAULT_TIMEOUT, message);
  return G_SOURCE_REMOVE;
}

void
_tg_engine_arm_timeout (TgEngine *self,
                        guint     msec)
{
  g_clear_handle_id (&self->in_flight_timeout, g_source_remove);
  if (msec > 0 && self->in_flight != NULL)
    self->in_flight_timeout = g_timeout_add (msec, in_flight_timeout_cb, self);
}

static void write_next (TgEngine *self);

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(TgEngine) self = data;
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      g_autofree char *message = NULL;

      g_queue_clear_full (&self->writes, (GDestroyNotify) g_bytes_unref);
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Translators: an engine's name, then why writing to it failed */
      message = g_strdup_printf (_("%s stopped reading its commands (%s)."),
                                 tg_engine_get_name (self), error->message);
      _tg_engine_die (self, TG_ENGINE_FAULT_EXITED, message);
      return;
    }
  write_next (self);
}

static void
write_next (TgEngine *self)
{
  g_autoptr(GBytes) bytes = NULL;

  if (self->writing || self->stdin_pipe == NULL || g_output_stream_is_closed (self->stdin_pipe))
    return;
  bytes = g_queue_pop_head (&self->writes);
  if (bytes == NULL)
    {
      if (self->close_after_writes)
        g_output_stream_close (self->stdin_pipe, NULL, NULL);
      return;
    }
  self->writing = TRUE;
  /* The buffer must outlive the write. */
  g_clear_pointer (&self->write_bytes, g_bytes_unref);
  self->write_bytes = g_bytes_ref (bytes);
  g_output_stream_write_all_async (self->stdin_pipe,
                                   g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                   G_PRIORITY_DEFAULT, self->io_cancellable,
                                   write_done_cb, g_object_ref (self));
}

void
_tg_engine_write (TgEngine *self,
                  GBytes   *bytes)
{
  g_queue_push_tail (&self->writes, g_bytes_ref (bytes));
  write_next (self);
}

void
_tg_engine_close_input (TgEngine *self)
{
  self->close_after_writes = TRUE;
  write_next (self);
}

void
_tg_engine_send_next (TgEngine *self)
{
  TgEngineCommand *command;

  if (self->in_flight != NULL || self->dead || self->stdin_pipe == NULL)
    return;
  command = g_queue_pop_head (&self->queue);
  if (command == NULL)
    return;

  self->in_flight = command;
  _tg_engine_log (self, TG_ENGINE_LOG_SENT, "%u %s", command->id, command->text);
  _tg_engine_arm_timeout (self, command->timeout_msec);
  _tg_engine_write (self, command->bytes);
}

TgEngineCommand *
_tg_engine_enqueue (TgEngine     *self,
                    GTask        *task,
                    const char   *text,
                    guint         timeout_msec,
                    GCancellable *cancellable)
{
  g_autoptr(GString) line = g_string_new (NULL);
  TgEngineCommand *command;

  if (self->dead)
    {
      g_task_return_error (task, g_error_copy (self->death));
      return NULL;
    }
  if (self->process == NULL)
    {
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED,
                               /* Translators: %s is an engine's name, like GNU Go */
                               _("%s is not running."), tg_engine_get_name (self));
      return NULL;
    }
  if (!tg_gtp_format_command (self->next_id, text, line))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "“%s” is not one GTP command", text);
      return NULL;
    }
  if (g_task_return_error_if_cancelled (task))
    return NULL;

  command = g_new0 (TgEngineCommand, 1);
  command->id = self->next_id++;
  command->text = g_strdup (text);
  command->timeout_msec = timeout_msec == G_MAXUINT ? 0
                          : timeout_msec == 0 ? self->timeout_msec : timeout_msec;
  command->bytes = g_string_free_to_bytes (g_steal_pointer (&line));
  command->task = g_object_ref (task);
  if (cancellable != NULL)
    {
      command->cancellable = g_object_ref (cancellable);
      command->cancel_handler = g_cancellable_connect (cancellable,
                                                       G_CALLBACK (command_cancelled_cb),
                                                       task, NULL);
    }
  g_queue_push_tail (&self->queue, command);
  /* Any input ends a stream: the next command has to wait for its end. */
  if (self->in_flight != NULL && self->in_flight->stream)
    _tg_engine_stream_stop_command (self, self->in_flight);
  return command;
}

void
tg_engine_send_async (TgEngine            *self,
                      const char          *text,
                      guint                timeout_msec,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TG_IS_ENGINE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_send_async);
  if (_tg_engine_enqueue (self, task, text, timeout_msec, cancellable) != NULL)
    _tg_engine_send_next (self);
}

char *
tg_engine_send_finish (TgEngine      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Reading ----------------------------------------------------------------- */

static void
deliver_response (TgEngine *self)
{
  TgEngineCommand *command = g_steal_pointer (&self->in_flight);
  TgGtpParser *parser = &self->parser;

  g_clear_handle_id (&self->in_flight_timeout, g_source_remove);
  if (command == NULL)
    {
      _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "an answer to no command was dropped");
      return;
    }
  if (parser->success)
    command_complete (command, g_strdup (parser->text->str), NULL);
  else
    command_complete (command, NULL,
                      g_error_new (TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED,
                                   /* Translators: an engine's name, its error answer
                                    * (after GTP's "?") and the command it answered */
                                   _("%s answered “? %s” to “%s”."), tg_engine_get_name (self),
                                   parser->text->str, command->text));
  _tg_engine_command_free (command);
  _tg_engine_send_next (self);
}

static void
stdout_line_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  TgEngineHandle *handle = data;
  g_autoptr(TgEngine) self = _tg_engine_handle_get (handle);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                    NULL, &error);
  _tg_engine_handle_free (handle);
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      /* Translators: an engine's name, then a number of bytes */
      g_autofree char *message = g_strdup_printf (_("%s wrote a line longer than %u bytes."),
                                                  tg_engine_get_name (self), TG_ENGINE_LINE_MAX);

      _tg_engine_die (self, TG_ENGINE_FAULT_GARBAGE, message);
      return;
    }
  if (line == NULL && error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CLOSED))
    {
      /* Translators: an engine's name, then why its output is not text */
      g_autofree char *message = g_strdup_printf (_("%s wrote something that is not text (%s)."),
                                                  tg_engine_get_name (self), error->message);

      _tg_engine_die (self, TG_ENGINE_FAULT_GARBAGE, message);
      return;
    }
  if (line == NULL)
    {
      _tg_engine_output_ended (self);
      return;
    }

  _tg_engine_log (self, TG_ENGINE_LOG_RECEIVED, "%s", line);
  if (_tg_engine_stream_take_line (self, line))
    {
      _tg_engine_stream_read_on (self, G_DATA_INPUT_STREAM (source));
      return;
    }
  switch (tg_gtp_parser_feed (&self->parser, line))
    {
    case TG_GTP_FEED_MORE:
      if (self->parser.in_response && self->in_flight != NULL && self->in_flight->stream)
        _tg_engine_stream_started (self);
      break;
    case TG_GTP_FEED_DONE:
      deliver_response (self);
      break;
    case TG_GTP_FEED_GARBAGE:
      {
        /* The line goes into a dialog: its start is enough (the log has all of it). */
        g_autofree char *shown = g_utf8_substring (line, 0, MIN (g_utf8_strlen (line, -1),
                                                                  GARBAGE_SHOWN_MAX));
        g_autofree char *message =
          self->in_flight != NULL
          /* Translators: an engine's name, the line it wrote, the command it answered */
          ? g_strdup_printf (_("%s answered “%s” to “%s”, which is not GTP."),
                             tg_engine_get_name (self), shown, self->in_flight->text)
          /* Translators: an engine's name, the line it wrote */
          : g_strdup_printf (_("%s wrote “%s”, which is not GTP."),
                             tg_engine_get_name (self), shown);

        _tg_engine_die (self, TG_ENGINE_FAULT_GARBAGE, message);
        return;
      }
    }
  _tg_engine_read_stdout (self, G_DATA_INPUT_STREAM (source));
}

void
_tg_engine_read_stdout (TgEngine         *self,
                        GDataInputStream *stream)
{
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, self->io_cancellable,
                                       stdout_line_cb, _tg_engine_handle_new (self));
}

void
_tg_engine_stderr_line_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  TgEngineHandle *handle = data;
  g_autoptr(TgEngine) self = _tg_engine_handle_get (handle);
  g_autofree char *line = NULL;

  line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL, NULL);
  _tg_engine_handle_free (handle);
  if (self == NULL)
    return;
  if (line == NULL)
    {
      _tg_engine_stderr_ended (self);
      return;
    }
  if (!g_utf8_validate (line, -1, NULL))
    {
      char *valid = g_utf8_make_valid (line, -1);

      g_free (line);
      line = valid;
    }
  tg_gtp_preprocess_line (line);
  _tg_engine_log (self, TG_ENGINE_LOG_STDERR, "%s", line);
  g_free (self->stderr_ring[self->stderr_next]);
  self->stderr_ring[self->stderr_next] = g_steal_pointer (&line);
  self->stderr_next = (self->stderr_next + 1) % TG_ENGINE_STDERR_LINES;
  g_data_input_stream_read_line_async (G_DATA_INPUT_STREAM (source), G_PRIORITY_DEFAULT,
                                       self->io_cancellable, _tg_engine_stderr_line_cb,
                                       _tg_engine_handle_new (self));
}

/* Object ------------------------------------------------------------------ */

/* A bare program name that PATH does not find is looked for in /usr/games,
 * where Debian installs GNU Go and Leela Zero's leelaz: root's PATH, and a
 * desktop session started without a login shell, leave that folder out,
 * and "gnugo --mode gtp" must still start the gnugo a user sees installed. */
static void
find_games_program (GStrv argv)
{
  g_autofree char *on_path = NULL;
  g_autofree char *in_games = NULL;

  if (strchr (argv[0], '/') != NULL || (on_path = g_find_program_in_path (argv[0])) != NULL)
    return;
  in_games = g_build_filename ("/usr/games", argv[0], NULL);
  if (g_file_test (in_games, G_FILE_TEST_IS_REGULAR) &&
      g_file_test (in_games, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_free (argv[0]);
      argv[0] = g_steal_pointer (&in_games);
    }
}

TgEngine *
tg_engine_new (const char  *label,
               const char  *command_line,
               GError     **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;
  TgEngine *self;

  if (command_line == NULL || !g_shell_parse_argv (command_line, NULL, &argv, &local))
    {
      /* Translators: the first %s is a command line, the second says why */
      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_CANNOT_START, _("Cannot start “%s”: %s"),
                   command_line ? command_line : "",
                   local ? local->message : _("there is no command"));
      return NULL;
    }

  if (argv[0] != NULL)
    find_games_program (argv);
  self = g_object_new (TG_TYPE_ENGINE, NULL);
  self->command_line = g_strdup (command_line);
  self->argv = g_steal_pointer (&argv);
  self->label = label ? g_strdup (label) : g_path_get_basename (self->argv[0]);
  return self;
}

const char *
tg_engine_get_command_line (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);
  return self->command_line;
}

void
tg_engine_set_timeout (TgEngine *self,
                       guint     msec)
{
  g_return_if_fail (TG_IS_ENGINE (self));
  self->timeout_msec = msec;
}

gboolean
tg_engine_is_running (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), FALSE);
  return self->running && !self->dead;
}

const char *
tg_engine_get_name (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);
  return self->name && self->name[0] ? self->name : self->label;
}

const char *
tg_engine_get_version (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);
  return self->version && self->version[0] ? self->version : NULL;
}

char *
tg_engine_get_full_name (TgEngine *self)
{
  const char *version = tg_engine_get_version (self);

  if (version == NULL)
    return g_strdup (tg_engine_get_name (self));
  return g_strdup_printf ("%s %s", tg_engine_get_name (self), version);
}

const char *
tg_engine_get_protocol_version (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);
  return self->protocol_version;
}

gboolean
tg_engine_has_command (TgEngine   *self,
                       const char *command)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), FALSE);
  return g_hash_table_contains (self->commands, command);
}

char *
tg_engine_get_stderr_tail (TgEngine *self)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < TG_ENGINE_STDERR_LINES; i++)
    {
      const char *line = self->stderr_ring[(self->stderr_next + i) % TG_ENGINE_STDERR_LINES];

      if (line == NULL)
        continue;
      if (out->len > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, line);
    }
  return g_string_free (out, FALSE);
}

GPtrArray *
tg_engine_get_log (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);
  return self->log;
}

void
tg_engine_set_clock (TgEngine    *self,
                     TgGameClock *clock)
{
  g_return_if_fail (TG_IS_ENGINE (self));
  if (g_set_object (&self->clock, clock))
    self->time_settings_sent = FALSE;
}

static void
tg_engine_dispose (GObject *object)
{
  TgEngine *self = TG_ENGINE (object);

  g_cancellable_cancel (self->io_cancellable);
  g_clear_handle_id (&self->stream_read_source, g_source_remove);
  g_clear_object (&self->stream_stdout);
  if (self->process != NULL && g_subprocess_get_identifier (self->process) != NULL)
    g_subprocess_force_exit (self->process);
  if (!self->dead)
    {
      self->dead = TRUE;
      /* Translators: %s is an engine's name, like GNU Go */
      self->death = g_error_new (TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED,
                                 _("%s was stopped."), tg_engine_get_name (self));
    }
  _tg_engine_fail_all (self);
  g_clear_handle_id (&self->exit_timeout, g_source_remove);
  g_queue_clear_full (&self->writes, (GDestroyNotify) g_bytes_unref);
  g_clear_object (&self->stdin_pipe);
  g_clear_object (&self->process);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (tg_engine_parent_class)->dispose (object);
}

static void
tg_engine_finalize (GObject *object)
{
  TgEngine *self = TG_ENGINE (object);

  for (guint i = 0; i < TG_ENGINE_STDERR_LINES; i++)
    g_free (self->stderr_ring[i]);
  g_clear_error (&self->death);
  g_clear_pointer (&self->write_bytes, g_bytes_unref);
  g_clear_object (&self->io_cancellable);
  tg_gtp_parser_clear (&self->parser);
  _tg_engine_state_clear (&self->state);
  g_hash_table_unref (self->commands);
  g_ptr_array_unref (self->log);
  g_free (self->name);
  g_free (self->version);
  g_free (self->protocol_version);
  g_free (self->label);
  g_free (self->command_line);
  g_strfreev (self->argv);

  G_OBJECT_CLASS (tg_engine_parent_class)->finalize (object);
}

static void
tg_engine_class_init (TgEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_engine_dispose;
  object_class->finalize = tg_engine_finalize;

  /* (reason TgEngineFault, message): the engine cannot go on. */
  _tg_engine_signals[_TG_ENGINE_SIGNAL_FAULT] =
    g_signal_new ("fault", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  /* (kind TgEngineLogKind, text): a line of the conversation. */
  _tg_engine_signals[_TG_ENGINE_SIGNAL_LOG] =
    g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
tg_engine_init (TgEngine *self)
{
  self->timeout_msec = TG_ENGINE_DEFAULT_TIMEOUT_MSEC;
  self->next_id = 1;
  self->io_cancellable = g_cancellable_new ();
  self->commands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->log = g_ptr_array_new_with_free_func (log_entry_free);
  g_queue_init (&self->queue);
  tg_gtp_parser_init (&self->parser);
  _tg_engine_state_init (&self->state);
}
