/* tg-line-limit-stream.c: an input stream whose lines have a maximum length
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reads go straight to the base stream (a pipe, read without a
 * thread) and their bytes are looked at on the way back.
 */

#include "config.h"

#include <string.h>

#include "tg-line-limit-stream.h"

struct _TgLineLimitStream
{
  GFilterInputStream parent_instance;
  gsize              max_line;
  gboolean           drop_rest;
  gsize              run;       /* bytes since the last '\n' */
};

G_DEFINE_FINAL_TYPE (TgLineLimitStream, tg_line_limit_stream, G_TYPE_FILTER_INPUT_STREAM)

/* Looks at the @n bytes just read into @buffer; returns how many are
 * kept (moved to its start), or -1 with @error for a line too long. */
static gssize
take (TgLineLimitStream *self,
      guint8            *buffer,
      gssize             n,
      GError           **error)
{
  gssize kept = 0;

  for (gssize i = 0; i < n; i++)
    {
      if (buffer[i] == '\n')
        self->run = 0;
      else if (++self->run > self->max_line)
        {
          if (!self->drop_rest)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                           "a line longer than %" G_GSIZE_FORMAT " bytes", self->max_line);
              return -1;
            }
          continue;
        }
      buffer[kept++] = buffer[i];
    }
  return kept;
}

static GInputStream *
base_of (TgLineLimitStream *self)
{
  return g_filter_input_stream_get_base_stream (G_FILTER_INPUT_STREAM (self));
}

static gssize
tg_line_limit_stream_read (GInputStream  *stream,
                           void          *buffer,
                           gsize          count,
                           GCancellable  *cancellable,
                           GError       **error)
{
  TgLineLimitStream *self = TG_LINE_LIMIT_STREAM (stream);

  for (;;)
    {
      gssize n = g_input_stream_read (base_of (self), buffer, count, cancellable, error);
      gssize kept;

      if (n <= 0)
        return n;
      kept = take (self, buffer, n, error);
      if (kept != 0)
        return kept;   /* 0 would be the end: read on past a dropped run */
    }
}

typedef struct
{
  void  *buffer;
  gsize  count;
} ReadData;

static void read_base (GTask *task);

static void
base_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(GTask) task = data;
  TgLineLimitStream *self = g_task_get_source_object (task);
  ReadData *rd = g_task_get_task_data (task);
  GError *error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);
  gssize kept;

  if (n < 0)
    {
      g_task_return_error (task, error);
      return;
    }
  if (n == 0)
    {
      g_task_return_int (task, 0);
      return;
    }
  kept = take (self, rd->buffer, n, &error);
  if (kept < 0)
    g_task_return_error (task, error);
  else if (kept == 0)
    read_base (g_steal_pointer (&task));
  else
    g_task_return_int (task, kept);
}

static void
read_base (GTask *task)
{
  TgLineLimitStream *self = g_task_get_source_object (task);
  ReadData *rd = g_task_get_task_data (task);

  g_input_stream_read_async (base_of (self), rd->buffer, rd->count,
                             g_task_get_priority (task), g_task_get_cancellable (task),
                             base_read_cb, task);
}

static void
tg_line_limit_stream_read_async (GInputStream        *stream,
                                 void                *buffer,
                                 gsize                count,
                                 int                  io_priority,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  GTask *task = g_task_new (stream, cancellable, callback, user_data);
  ReadData *rd = g_new (ReadData, 1);

  g_task_set_source_tag (task, tg_line_limit_stream_read_async);
  g_task_set_priority (task, io_priority);
  rd->buffer = buffer;
  rd->count = count;
  g_task_set_task_data (task, rd, g_free);
  read_base (task);
}

static gssize
tg_line_limit_stream_read_finish (GInputStream  *stream,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  return g_task_propagate_int (G_TASK (result), error);
}

static void
tg_line_limit_stream_class_init (TgLineLimitStreamClass *klass)
{
  GInputStreamClass *input_class = G_INPUT_STREAM_CLASS (klass);

  input_class->read_fn = tg_line_limit_stream_read;
  input_class->read_async = tg_line_limit_stream_read_async;
  input_class->read_finish = tg_line_limit_stream_read_finish;
}

static void
tg_line_limit_stream_init (TgLineLimitStream *self)
{
}

GInputStream *
tg_line_limit_stream_new (GInputStream *base,
                          gsize         max_line,
                          gboolean      drop_rest)
{
  TgLineLimitStream *self;

  g_return_val_if_fail (G_IS_INPUT_STREAM (base), NULL);
  g_return_val_if_fail (max_line > 0, NULL);

  self = g_object_new (TG_TYPE_LINE_LIMIT_STREAM, "base-stream", base, NULL);
  self->max_line = max_line;
  self->drop_rest = drop_rest;
  return G_INPUT_STREAM (self);
}
