/* tg-engine-process.c: starting, losing and ending an engine's process
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Start spawns the command line with three pipes and reads name, version,
 * protocol_version and list_commands. When the engine's output ends, we
 * wait (at most 2 s) for the process to be reaped and for its error output
 * to end too, so that the fault can say how it ended and quote its last
 * lines. Quit writes "quit", closes the engine's input, waits a grace
 * period and then kills it; GSubprocess reaps the child in GLib's worker
 * thread, so no zombie is left behind whatever the main loop does.
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-engine-private.h"
#include "tg-line-limit-stream.h"

#define EXIT_WAIT_MSEC 2000

/* Exit -------------------------------------------------------------------- */

static char *
describe_exit (TgEngine *self)
{
  GSubprocess *process = self->process;
  g_autofree char *tail = tg_engine_get_stderr_tail (self);
  const char *name = tg_engine_get_name (self);
  g_autofree char *how = NULL;

  if (self->exited && g_subprocess_get_if_exited (process))
    /* Translators: %s is an engine's name, like GNU Go; %d a number */
    how = g_strdup_printf (_("%s stopped: it exited with status %d."), name,
                           g_subprocess_get_exit_status (process));
  else if (self->exited && g_subprocess_get_if_signaled (process))
    /* Translators: %s is an engine's name; %d a signal's number, then its name */
    how = g_strdup_printf (_("%s stopped: it was killed by signal %d (%s)."), name,
                           g_subprocess_get_term_sig (process),
                           g_strsignal (g_subprocess_get_term_sig (process)));
  else
    /* Translators: %s is an engine's name, like GNU Go */
    how = g_strdup_printf (_("%s stopped: it closed its output."), name);

  if (tail[0] == '\0')
    return g_steal_pointer (&how);
  /* Translators: after the sentence that says how an engine stopped; the
   * lines it last wrote to its error output follow */
  return g_strdup_printf ("%s %s\n%s", how, _("Its last error output:"), tail);
}

static void
finish_exit (TgEngine *self)
{
  g_autofree char *message = NULL;

  g_clear_handle_id (&self->exit_timeout, g_source_remove);
  self->exit_pending = 0;
  self->running = FALSE;
  if (self->dead)
    return;
  message = describe_exit (self);
  _tg_engine_die (self, TG_ENGINE_FAULT_EXITED, message);
}

static gboolean
exit_timeout_cb (gpointer data)
{
  TgEngine *self = data;

  self->exit_timeout = 0;
  finish_exit (self);
  return G_SOURCE_REMOVE;
}

static void
wait_exit_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  TgEngineHandle *handle = data;
  g_autoptr(TgEngine) self = _tg_engine_handle_get (handle);
  gboolean waited;

  _tg_engine_handle_free (handle);
  waited = g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  if (self == NULL)
    return;
  self->exited = waited;
  if (self->exit_pending > 0 && --self->exit_pending == 0)
    finish_exit (self);
}

void
_tg_engine_output_ended (TgEngine *self)
{
  if (self->dead || self->exit_pending > 0)
    return;
  self->exit_pending = self->stderr_ended ? 1 : 2;
  self->exit_timeout = g_timeout_add (EXIT_WAIT_MSEC, exit_timeout_cb, self);
  g_subprocess_wait_async (self->process, self->io_cancellable, wait_exit_cb,
                           _tg_engine_handle_new (self));
}

void
_tg_engine_stderr_ended (TgEngine *self)
{
  self->stderr_ended = TRUE;
  if (self->exit_pending > 0 && --self->exit_pending == 0)
    finish_exit (self);
}

/* Start ------------------------------------------------------------------- */

static const char *const startup_steps[] = {
  "name", "version", "protocol_version", "list_commands", NULL
};

static void
read_startup_answer (TgEngine   *self,
                     const char *step,
                     char       *answer)
{
  if (strcmp (step, "name") == 0)
    self->name = g_strdup (g_strstrip (answer));
  else if (strcmp (step, "version") == 0)
    self->version = g_strdup (g_strstrip (answer));
  else if (strcmp (step, "protocol_version") == 0)
    self->protocol_version = g_strdup (g_strstrip (answer));
  else
    {
      g_auto(GStrv) lines = g_strsplit (answer, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_strstrip (lines[i]);
          if (lines[i][0] != '\0')
            g_hash_table_add (self->commands, g_strdup (lines[i]));
        }
    }
}

static void
startup_step_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr(GTask) task = data;
  TgEngine *self = TG_ENGINE (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (self, result, &error);
  guint step = GPOINTER_TO_UINT (g_task_get_task_data (task));

  /* Only "name" is required; "?" to the others leaves them unknown. */
  if (answer == NULL &&
      !(step > 0 && g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED)))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (answer != NULL)
    read_startup_answer (self, startup_steps[step], answer);

  step++;
  if (startup_steps[step] != NULL)
    {
      g_task_set_task_data (task, GUINT_TO_POINTER (step), NULL);
      tg_engine_send_async (self, startup_steps[step], 0, g_task_get_cancellable (task),
                            startup_step_cb, g_object_ref (task));
      return;
    }

  self->running = TRUE;
  _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s %s is ready (GTP %s, %u commands)",
                  tg_engine_get_name (self), self->version ? self->version : "",
                  self->protocol_version ? self->protocol_version : "?",
                  g_hash_table_size (self->commands));
  g_task_return_boolean (task, TRUE);
}

static void
ignore_sigpipe (void)
{
  /* An engine that dies must not take Tengen with it: a write to its
   * closed pipe then fails with EPIPE instead of killing the process. */
  struct sigaction action;

  if (sigaction (SIGPIPE, NULL, &action) == 0 && action.sa_handler == SIG_DFL)
    {
      action.sa_handler = SIG_IGN;
      sigemptyset (&action.sa_mask);
      action.sa_flags = 0;
      sigaction (SIGPIPE, &action, NULL);
    }
}

static void
fail_to_start (TgEngine   *self,
               GTask      *task,
               const char *why)
{
  /* Translators: the first %s is a program, the second says why */
  g_autofree char *message = g_strdup_printf (_("Cannot start “%s”: %s"), self->argv[0], why);

  self->dead = TRUE;
  self->death = g_error_new_literal (TG_ENGINE_ERROR, TG_ENGINE_FAULT_CANNOT_START, message);
  _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s", message);
  g_signal_emit (self, _tg_engine_signals[_TG_ENGINE_SIGNAL_FAULT], 0,
                 (gint) TG_ENGINE_FAULT_CANNOT_START, message);
  g_task_return_error (task, g_error_copy (self->death));
}

void
tg_engine_start_async (TgEngine            *self,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GDataInputStream) err = NULL;
  g_autoptr(GInputStream) out_pipe = NULL;
  g_autoptr(GInputStream) err_pipe = NULL;

  g_return_if_fail (TG_IS_ENGINE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_start_async);
  if (self->process != NULL || self->dead)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_EXISTS, "already started");
      return;
    }
  ignore_sigpipe ();

  _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "starting %s", self->command_line);
  self->process = g_subprocess_newv ((const char *const *) self->argv,
                                     G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                     G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                     G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  if (self->process == NULL)
    {
      fail_to_start (self, task, error->message);
      return;
    }

  self->stdin_pipe = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  out_pipe = tg_line_limit_stream_new (g_subprocess_get_stdout_pipe (self->process),
                                       TG_ENGINE_LINE_MAX, FALSE);
  err_pipe = tg_line_limit_stream_new (g_subprocess_get_stderr_pipe (self->process),
                                       TG_ENGINE_STDERR_LINE_MAX, TRUE);
  out = g_data_input_stream_new (out_pipe);
  err = g_data_input_stream_new (err_pipe);
  g_data_input_stream_set_newline_type (out, G_DATA_STREAM_NEWLINE_TYPE_LF);
  g_data_input_stream_set_newline_type (err, G_DATA_STREAM_NEWLINE_TYPE_LF);
  _tg_engine_read_stdout (self, out);
  g_data_input_stream_read_line_async (err, G_PRIORITY_DEFAULT, self->io_cancellable,
                                       _tg_engine_stderr_line_cb, _tg_engine_handle_new (self));

  g_task_set_task_data (task, GUINT_TO_POINTER (0), NULL);
  tg_engine_send_async (self, startup_steps[0], 0, cancellable, startup_step_cb,
                        g_object_ref (task));
}

gboolean
tg_engine_start_finish (TgEngine      *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Quit -------------------------------------------------------------------- */

typedef struct
{
  guint         grace_msec;
  guint         timeout;
  GCancellable *wait_cancellable;
  GBytes       *bytes;
} QuitData;

static void
quit_data_free (QuitData *data)
{
  g_clear_handle_id (&data->timeout, g_source_remove);
  g_clear_object (&data->wait_cancellable);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_free (data);
}

static void
quit_killed_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GTask) task = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  g_task_return_boolean (task, TRUE);
}

static void
quit_waited_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GTask) task = data;
  TgEngine *self = g_task_get_source_object (task);
  QuitData *quit = g_task_get_task_data (task);

  g_clear_handle_id (&quit->timeout, g_source_remove);
  self->running = FALSE;
  if (g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL))
    {
      _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s has quit", tg_engine_get_name (self));
      g_task_return_boolean (task, TRUE);
      return;
    }
  _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s did not quit within %.1f s: killed",
                  tg_engine_get_name (self), quit->grace_msec / 1000.0);
  g_subprocess_force_exit (G_SUBPROCESS (source));
  g_subprocess_wait_async (G_SUBPROCESS (source), NULL, quit_killed_cb, g_steal_pointer (&task));
}

static gboolean
quit_timeout_cb (gpointer data)
{
  QuitData *quit = data;

  quit->timeout = 0;
  g_cancellable_cancel (quit->wait_cancellable);
  return G_SOURCE_REMOVE;
}

void
tg_engine_quit_async (TgEngine            *self,
                      guint                grace_msec,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  QuitData *quit;

  g_return_if_fail (TG_IS_ENGINE (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tg_engine_quit_async);
  if (self->process == NULL)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* Whatever still waits for an answer will not get one now. */
  if (!self->dead)
    {
      self->dead = TRUE;
      /* Translators: %s is an engine's name, like GNU Go */
      self->death = g_error_new (TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED,
                                 _("%s was asked to quit."), tg_engine_get_name (self));
      _tg_engine_fail_all (self);
    }

  quit = g_new0 (QuitData, 1);
  quit->grace_msec = MAX (grace_msec, 1);
  quit->wait_cancellable = g_cancellable_new ();
  quit->bytes = g_bytes_new_static ("quit\n", 5);
  g_task_set_task_data (task, quit, (GDestroyNotify) quit_data_free);

  _tg_engine_log (self, TG_ENGINE_LOG_SENT, "quit");
  /* After what is still on its way (the newline that ends a stream), then
   * the end of input too: engines that read to the end stop there. */
  _tg_engine_write (self, quit->bytes);
  _tg_engine_close_input (self);
  quit->timeout = g_timeout_add (quit->grace_msec, quit_timeout_cb, quit);
  g_subprocess_wait_async (self->process, quit->wait_cancellable, quit_waited_cb,
                           g_steal_pointer (&task));
}

void
tg_engine_quit_finish (TgEngine     *self,
                       GAsyncResult *result)
{
  g_return_if_fail (g_task_is_valid (result, self));
  g_task_propagate_boolean (G_TASK (result), NULL);
}

void
tg_engine_force_quit (TgEngine *self)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  if (self->process != NULL && g_subprocess_get_identifier (self->process) != NULL)
    {
      _tg_engine_log (self, TG_ENGINE_LOG_EVENT, "%s killed", tg_engine_get_name (self));
      g_subprocess_force_exit (self->process);
    }
  self->running = FALSE;
  if (!self->dead)
    _tg_engine_die (self, TG_ENGINE_FAULT_EXITED, "the engine was stopped");
}
