/* tg-engine.h: a GTP v2 engine as a child process, kept in step with a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TgEngine runs an engine's command line with GSubprocess and speaks GTP
 * over its pipes. Everything is asynchronous (GTask, GCancellable): one
 * command is on the wire at a time, the others wait in a queue, and no call
 * ever blocks the main loop. Faults are events with a reason (the "fault"
 * signal and the TG_ENGINE_ERROR codes), never a crash: a command line that
 * does not run, an engine that exits or closes its pipes (its last error
 * output lines are kept), a "?" or garbage answer, a move that is illegal
 * under the game's rules, no answer in time.
 *
 * tg-engine-sync.c keeps the engine's position in step with a TgGame
 * (boardsize, clear_board, komi, rules, handicap, play, undo) and asks it
 * for moves, dead stones and its score.
 */

#pragma once

#include <gio/gio.h>

#include "tg-clock-game.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_ENGINE_ERROR (tg_engine_error_quark ())

/* Why an engine's part in a game went wrong or ended. The error codes of
 * TG_ENGINE_ERROR are these values (never TG_ENGINE_FAULT_RESIGNED, which
 * genmove returns as a reply). */
typedef enum
{
  TG_ENGINE_FAULT_CANNOT_START,  /* the command line does not run */
  TG_ENGINE_FAULT_EXITED,        /* the process ended or closed its output */
  TG_ENGINE_FAULT_FAILED,        /* a "?" answer */
  TG_ENGINE_FAULT_GARBAGE,       /* an answer that is not GTP, or not what
                                  * the command returns */
  TG_ENGINE_FAULT_ILLEGAL_MOVE,  /* a move illegal under the game's rules */
  TG_ENGINE_FAULT_TIMEOUT,       /* no answer within the limit */
  TG_ENGINE_FAULT_RESIGNED,      /* the engine resigned */
} TgEngineFault;

GQuark          tg_engine_error_quark          (void);
/* "cannot-start", "exited", "failed", "garbage", "illegal", "timeout",
 * "resigned" */
const char     *tg_engine_fault_to_string      (TgEngineFault    fault);

typedef enum
{
  TG_ENGINE_LOG_SENT,       /* a command Tengen wrote */
  TG_ENGINE_LOG_RECEIVED,   /* a line the engine answered */
  TG_ENGINE_LOG_STDERR,     /* a line of its error output */
  TG_ENGINE_LOG_EVENT,      /* what Tengen noticed (start, exit, timeout) */
} TgEngineLogKind;

typedef struct
{
  TgEngineLogKind  kind;
  gint64           time;    /* g_get_real_time () */
  char            *text;
} TgEngineLogEntry;

/* At most this many lines of the engine's error output are kept. */
#define TG_ENGINE_STDERR_LINES 8
/* The longest line of the engine's answers (bytes, without the newline):
 * KataGo's reports with ownership on 19×19 are some 30 KiB; a longer line
 * is TG_ENGINE_FAULT_GARBAGE (an engine writing without a newline would
 * fill the memory). */
#define TG_ENGINE_LINE_MAX     (1 << 20)
/* A line of its error output is kept up to this many bytes, the rest
 * dropped: it is only shown. */
#define TG_ENGINE_STDERR_LINE_MAX 4096
/* At most this many entries stay in the log (the oldest go first). */
#define TG_ENGINE_LOG_MAX      5000
/* And at most this many bytes of text: KataGo's reports with ownership
 * are 10-30 KB a line, so 5000 of them would hold 50-150 MB. */
#define TG_ENGINE_LOG_BYTES_MAX (16 << 20)
/* Default limit for an answer to anything but genmove (ms); startup. */
#define TG_ENGINE_DEFAULT_TIMEOUT_MSEC  60000
/* How long quit waits for the process before killing it (ms). */
#define TG_ENGINE_QUIT_GRACE_MSEC       3000

#define TG_TYPE_ENGINE (tg_engine_get_type ())

G_DECLARE_FINAL_TYPE (TgEngine, tg_engine, TG, ENGINE, GObject)

/* An engine for a shell-style command line ("gnugo --mode gtp --level 3").
 * @label names it in messages until it answers "name" (NULL: the program's
 * base name). NULL with TG_ENGINE_FAULT_CANNOT_START for a line that does
 * not parse or is empty. */
TgEngine       *tg_engine_new                  (const char      *label,
                                                const char      *command_line,
                                                GError         **error);
const char     *tg_engine_get_command_line     (TgEngine        *self);

/* Limit for the answers to everything but genmove, startup included
 * (0 = none). */
void            tg_engine_set_timeout          (TgEngine        *self,
                                                guint            msec);

/* Spawns the process and reads name, version, protocol_version and
 * list_commands. */
void            tg_engine_start_async          (TgEngine        *self,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
gboolean        tg_engine_start_finish         (TgEngine        *self,
                                                GAsyncResult    *result,
                                                GError         **error);

/* TRUE between a successful start and the end of the process. */
gboolean        tg_engine_is_running           (TgEngine        *self);
/* The GTP name ("GNU Go"), or the label before it answered. */
const char     *tg_engine_get_name             (TgEngine        *self);
/* The GTP version ("3.8"), or NULL. */
const char     *tg_engine_get_version          (TgEngine        *self);
/* "GNU Go 3.8": name and version, as PB/PW take them. */
char           *tg_engine_get_full_name        (TgEngine        *self);
const char     *tg_engine_get_protocol_version (TgEngine        *self);
/* Whether list_commands named @command. */
gboolean        tg_engine_has_command          (TgEngine        *self,
                                                const char      *command);

/* Sends one command and returns the text of its "=" answer. A "?" answer
 * is TG_ENGINE_FAULT_FAILED with the engine's text as message. @timeout_msec
 * 0 uses the engine's default; G_MAXUINT waits for ever. Cancelling stops
 * the wait; the engine's late answer is read and dropped. */
void            tg_engine_send_async           (TgEngine        *self,
                                                const char      *command,
                                                guint            timeout_msec,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
char           *tg_engine_send_finish          (TgEngine        *self,
                                                GAsyncResult    *result,
                                                GError         **error);

/* Streaming commands ------------------------------------------------------- */

/* A line of a streaming command's answer, without its newline. */
typedef void (*TgEngineLineFunc) (TgEngine   *engine,
                                  const char *line,
                                  gpointer    user_data);

/* Sends @command, whose "=" answer goes on line after line until the
 * engine gets input (lz-analyze, kata-analyze, analyze): every line from
 * the "=" on (text after "=" included) goes to @line_func as it arrives,
 * until tg_engine_stream_stop (). The task returns TRUE when the engine
 * ends the stream (its empty line), a "?" answer as
 * TG_ENGINE_FAULT_FAILED, the engine's fault if it exits or writes
 * something that is not text. Stopping sends a newline, which GTP engines
 * ignore as a command; the engine then has the engine's timeout to end
 * the stream. @timeout_msec (0: the engine's) limits the wait for the "="
 * only. A command queued behind a running stream stops it; cancelling
 * stops it too, and its later lines are dropped. Returns the id for
 * tg_engine_stream_stop (). */
guint           tg_engine_stream_async         (TgEngine        *self,
                                                const char      *command,
                                                guint            timeout_msec,
                                                TgEngineLineFunc line_func,
                                                gpointer         line_data,
                                                GDestroyNotify   line_destroy,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
gboolean        tg_engine_stream_finish        (TgEngine        *self,
                                                GAsyncResult    *result,
                                                GError         **error);
/* While a stream runs, its output is read at most every @msec (0, the
 * default: each line as it comes), the lines written meanwhile handed
 * over together. A window that shows a few pictures a second sets it:
 * each wake-up of the process costs more than the line it reads, the more
 * so on a quiet machine. A stop is read at once. */
void            tg_engine_set_stream_interval  (TgEngine        *self,
                                                guint            msec);
/* Stops stream @id: no more lines go to its caller; a stream still queued
 * is dropped and returns TRUE. Nothing when it has ended. */
void            tg_engine_stream_stop          (TgEngine        *self,
                                                guint            id);

/* Ends the engine: "quit", then waits up to @grace_msec for the process,
 * then kills it and reaps it. Never fails. */
void            tg_engine_quit_async           (TgEngine        *self,
                                                guint            grace_msec,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
void            tg_engine_quit_finish          (TgEngine        *self,
                                                GAsyncResult    *result);
/* Kills the process now (GLib reaps it). Disposing a running engine does
 * this too. */
void            tg_engine_force_quit           (TgEngine        *self);

/* The last lines of the engine's error output, oldest first, joined by
 * '\n' ("" when there were none). */
char           *tg_engine_get_stderr_tail      (TgEngine        *self);
/* The TgEngineLogEntry of the conversation, oldest first: every one so
 * far, or when TG_ENGINE_LOG_MAX entries or TG_ENGINE_LOG_BYTES_MAX bytes
 * of text were reached, the latest nine tenths of them and those since
 * (never more than either limit, but for one entry longer than the byte
 * limit, kept alone). The engine's own array, not a new reference. */
GPtrArray      *tg_engine_get_log              (TgEngine        *self);

/* Adds an event to the conversation log (what Tengen noticed about the
 * engine's output, such as a line it ignored). */
void            tg_engine_log_event            (TgEngine        *self,
                                                const char      *format,
                                                ...) G_GNUC_PRINTF (2, 3);

/* Keeping a game ------------------------------------------------------------ */

typedef enum
{
  TG_ENGINE_REPLY_MOVE,
  TG_ENGINE_REPLY_PASS,
  TG_ENGINE_REPLY_RESIGN,
} TgEngineReplyKind;

typedef struct
{
  TgEngineReplyKind  kind;
  TgColor            color;
  TgPoint            point;         /* TG_PASS unless kind is MOVE */
  char               vertex[16];    /* the engine's word, as it wrote it */
} TgEngineReply;

/* The clock whose settings and time left the engine is told (time_settings
 * or kgs-time_settings once, time_left before every genmove); NULL for none. */
void            tg_engine_set_clock            (TgEngine        *self,
                                                TgGameClock     *clock);

/* Brings the engine to the position at @game's cursor: boardsize,
 * clear_board, komi, rules (kgs-rules / kata-set-rules when listed),
 * handicap (fixed_handicap or set_free_handicap), play for every move and
 * setup stone. Only what changed since the last sync is sent: new moves
 * are played, moves taken back are undone when the engine has "undo",
 * else the game is replayed from clear_board. */
void            tg_engine_sync_async           (TgEngine        *self,
                                                TgGame          *game,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
gboolean        tg_engine_sync_finish          (TgEngine        *self,
                                                GAsyncResult    *result,
                                                GError         **error);

/* Forgets what the engine holds, so that the next sync replays the game
 * from clear_board: for a caller whose own play/undo went wrong. */
void            tg_engine_forget_position      (TgEngine        *self);

/* Syncs, sends time_left when there is a clock, then genmove for @color
 * (@timeout_msec: 0 none). A vertex illegal at @game's cursor under its
 * rules is TG_ENGINE_FAULT_ILLEGAL_MOVE with @reply filled; an answer that
 * is no move TG_ENGINE_FAULT_GARBAGE. The game is not changed: apply the
 * reply with tg_engine_reply_apply (). */
void            tg_engine_genmove_async        (TgEngine        *self,
                                                TgGame          *game,
                                                TgColor          color,
                                                guint            timeout_msec,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
gboolean        tg_engine_genmove_finish       (TgEngine        *self,
                                                GAsyncResult    *result,
                                                TgEngineReply   *reply,
                                                GError         **error);

/* place_free_handicap @n on an empty @size board (after boardsize and
 * clear_board): the points it chose (GArray of TgPoint). An answer that is
 * not @n distinct points on the board is TG_ENGINE_FAULT_GARBAGE, its
 * message naming the answer and what is wrong with it. */
void            tg_engine_place_free_handicap_async (TgEngine   *self,
                                                guint            size,
                                                guint            n,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
GArray         *tg_engine_place_free_handicap_finish (TgEngine  *self,
                                                GAsyncResult    *result,
                                                GError         **error);

/* Syncs and asks "final_status_list dead": the dead stones (GArray of
 * TgPoint). TG_ENGINE_FAULT_FAILED when the engine does not list it. */
void            tg_engine_dead_stones_async    (TgEngine        *self,
                                                TgGame          *game,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
GArray         *tg_engine_dead_stones_finish   (TgEngine        *self,
                                                GAsyncResult    *result,
                                                GError         **error);
/* Syncs and asks "final_score" ("B+3.5", "0"). */
void            tg_engine_final_score_async    (TgEngine        *self,
                                                TgGame          *game,
                                                GCancellable    *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer         user_data);
char           *tg_engine_final_score_finish   (TgEngine        *self,
                                                GAsyncResult    *result,
                                                GError         **error);

/* Plays @reply in @game for reply->color: the move, a pass, or the
 * resignation (RE[B+R] / RE[W+R]). Returns the verdict of the move. */
TgMoveVerdict   tg_engine_reply_apply          (const TgEngineReply *reply,
                                                TgGame          *game);
/* Ends @game after the fault @error of the engine playing @color, named
 * @engine_name: an illegal move loses by forfeit (RE[B+F] / RE[W+F], a
 * comment naming the move), no answer in time loses on time (RE[..+T]).
 * Other faults leave the game as it is. Returns TRUE if the game ended. */
gboolean        tg_engine_apply_fault          (TgGame          *game,
                                                TgColor          color,
                                                const char      *engine_name,
                                                const GError    *error,
                                                const TgEngineReply *reply);

G_END_DECLS
