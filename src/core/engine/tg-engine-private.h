/* tg-engine-private.h: what the files of TgEngine share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-engine.c: the object, the command queue and the reading of answers;
 * tg-engine-process.c: start, exit and quit of the process;
 * tg-engine-sync.c: the game's position on the engine's side.
 */

#pragma once

#include "tg-engine.h"
#include "tg-engine-gtp.h"

G_BEGIN_DECLS

/* One stone the engine was told to play (a move, a pass, a setup stone). */
typedef struct
{
  TgColor  color;
  TgPoint  point;     /* TG_PASS for a pass */
} TgEnginePlay;

/* What goes before the plays: a change here means clear_board. */
typedef struct
{
  guint          size;
  TgHalfPoints   komi;
  TgRulesPreset  rules;
  guint          handicap;              /* stones sent by a handicap command */
  gboolean       fixed;                 /* fixed_handicap (else set_free_handicap) */
  TgPoint        handicap_points[TG_MAX_SIZE * TG_MAX_SIZE];
} TgEngineHeader;

/* The position the engine holds, as far as Tengen knows. */
typedef struct
{
  gboolean        valid;      /* FALSE: unknown, replay from clear_board */
  TgEngineHeader  header;
  GArray         *plays;      /* TgEnginePlay */
} TgEngineState;

typedef struct
{
  guint         id;
  char         *text;
  guint         timeout_msec;    /* 0: none */
  GTask        *task;            /* NULL once the caller gave up (orphan) */
  GCancellable *cancellable;
  gulong        cancel_handler;
  GBytes       *bytes;

  /* A streaming command (tg-engine-stream.c): lines go to line_func as
   * they arrive, from its "=" until it is stopped or the engine ends it. */
  gboolean          stream;
  gboolean          stream_started;  /* its "=" arrived */
  gboolean          stopped;         /* the newline that ends it went out */
  TgEngineLineFunc  line_func;
  gpointer          line_data;
  GDestroyNotify    line_destroy;
} TgEngineCommand;

struct _TgEngine
{
  GObject            parent_instance;

  char              *label;
  char              *command_line;
  GStrv              argv;
  guint              timeout_msec;

  GSubprocess       *process;
  GOutputStream     *stdin_pipe;
  GQueue             writes;         /* GBytes waiting for the pipe */
  gboolean           writing;        /* one write is on the pipe */
  GBytes            *write_bytes;    /* its buffer */
  gboolean           close_after_writes;
  GCancellable      *io_cancellable;
  guint              stream_interval_msec; /* a stream's output read this far apart */
  guint              stream_read_source;   /* the next read of a batched stream */
  GDataInputStream  *stream_stdout;        /* what it reads */
  TgGtpParser        parser;
  gboolean           running;
  gboolean           dead;           /* no more commands go out */
  GError            *death;          /* why */
  guint              exit_pending;   /* process exit and stderr end still awaited */
  guint              exit_timeout;
  gboolean           exited;         /* the wait returned: the exit status is known */
  gboolean           stderr_ended;

  GQueue             queue;          /* TgEngineCommand, not yet sent */
  TgEngineCommand   *in_flight;
  guint              in_flight_timeout;
  guint              next_id;

  char              *name;
  char              *version;
  char              *protocol_version;
  GHashTable        *commands;

  char              *stderr_ring[TG_ENGINE_STDERR_LINES];
  guint              stderr_next;
  GPtrArray         *log;
  gsize              log_bytes;   /* of the entries' text */

  TgEngineState      state;
  TgGameClock       *clock;
  gboolean           time_settings_sent;
};

enum
{
  _TG_ENGINE_SIGNAL_FAULT,
  _TG_ENGINE_SIGNAL_LOG,
  _TG_ENGINE_N_SIGNALS
};

extern guint _tg_engine_signals[_TG_ENGINE_N_SIGNALS];

void        _tg_engine_state_init     (TgEngineState   *state);
void        _tg_engine_state_clear    (TgEngineState   *state);

/* "time_left b 1795 0" for @color from self->clock (tg-engine-sync.c). */
char       *_tg_engine_time_left_command (TgEngine *self,
                                          TgColor   color);

/* Adds an entry to the log and emits "log". */
void        _tg_engine_log            (TgEngine        *self,
                                       TgEngineLogKind  kind,
                                       const char      *format,
                                       ...) G_GNUC_PRINTF (3, 4);

/* The next read of a running stream's output, now or, when its lines are
 * batched, after the interval (tg-engine-stream.c). */
void        _tg_engine_stream_read_on (TgEngine         *self,
                                       GDataInputStream *stream);
/* A batched read waiting: now instead (the stream stops, the engine goes). */
void        _tg_engine_stream_read_now (TgEngine        *self);

/* A weak handle for the stream and process callbacks. */
typedef struct _TgEngineHandle TgEngineHandle;
TgEngineHandle *_tg_engine_handle_new  (TgEngine       *self);
/* A new reference, or NULL once the engine is gone. */
TgEngine       *_tg_engine_handle_get  (TgEngineHandle *handle);
void            _tg_engine_handle_free (TgEngineHandle *handle);

/* Writes @bytes to the engine's input after what is already waiting (one
 * write on the pipe at a time); a failed write ends the engine. */
void        _tg_engine_write          (TgEngine        *self,
                                       GBytes          *bytes);
/* Closes the engine's input once the waiting writes are done. */
void        _tg_engine_close_input    (TgEngine        *self);

/* Queues a command for @task (which it completes); NULL when @task was
 * already completed (dead engine, bad command, cancelled). */
TgEngineCommand *_tg_engine_enqueue   (TgEngine        *self,
                                       GTask           *task,
                                       const char      *text,
                                       guint            timeout_msec,
                                       GCancellable    *cancellable);
void        _tg_engine_command_free   (TgEngineCommand *command);
/* Sends the next queued command if none is on the wire. */
void        _tg_engine_send_next      (TgEngine        *self);
/* Arms the in-flight command's timeout for @msec (0: none). */
void        _tg_engine_arm_timeout    (TgEngine        *self,
                                       guint            msec);

/* tg-engine-stream.c: a line the engine wrote while @self->in_flight is a
 * streaming command; TRUE when it was the stream's (given to its caller,
 * or dropped after a stop), FALSE for the GTP parser. */
gboolean    _tg_engine_stream_take_line (TgEngine      *self,
                                         const char    *line);
/* The stream's "=" line was read: its text, if any, is its first line. */
void        _tg_engine_stream_started (TgEngine        *self);
/* Sends the newline that ends @command's stream (once). */
void        _tg_engine_stream_stop_command (TgEngine        *self,
                                            TgEngineCommand *command);

/* Sets self->death, fails every command with it and emits "fault"; once. */
void        _tg_engine_die            (TgEngine        *self,
                                       TgEngineFault    fault,
                                       const char      *message);
/* Completes and forgets every command with self->death. */
void        _tg_engine_fail_all       (TgEngine        *self);
/* Starts reading the engine's output. */
void        _tg_engine_read_stdout    (TgEngine         *self,
                                       GDataInputStream *stream);
/* The engine's output ended (stdout closed). */
void        _tg_engine_output_ended   (TgEngine        *self);
/* Reads a line of the error output into the ring and the log. */
void        _tg_engine_stderr_line_cb (GObject      *source,
                                       GAsyncResult *result,
                                       gpointer      data);
/* Its error output ended. */
void        _tg_engine_stderr_ended   (TgEngine        *self);

G_END_DECLS
