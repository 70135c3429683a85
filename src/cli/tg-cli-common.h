/* tg-cli-common.h: what every tengen-cli subcommand shares
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

#include <glib.h>

#include "tg-game.h"
#include "tg-sgf-reader.h"

G_BEGIN_DECLS

/* Exit codes shared by every subcommand. */
#define TG_CLI_EXIT_OK       0
#define TG_CLI_EXIT_FAILED   1     /* the check or computation said no */
#define TG_CLI_EXIT_USAGE    2     /* bad arguments or unreadable input */

typedef int (*TgCliCommand) (int    argc,
                             char **argv);

int      tg_cli_analyze      (int argc, char **argv);
int      tg_cli_check        (int argc, char **argv);
int      tg_cli_clock        (int argc, char **argv);
int      tg_cli_deadstones   (int argc, char **argv);
int      tg_cli_estimate     (int argc, char **argv);
int      tg_cli_handicap     (int argc, char **argv);
int      tg_cli_match        (int argc, char **argv);
int      tg_cli_rules        (int argc, char **argv);
int      tg_cli_sgf          (int argc, char **argv);
int      tg_cli_score        (int argc, char **argv);

/* Parses @argv with @context; on error prints "tengen-cli NAME: message"
 * and a hint to stderr and returns FALSE. */
gboolean tg_cli_parse_options (GOptionContext *context,
                               const char     *name,
                               int            *argc,
                               char         ***argv);
/* Prints "tengen-cli NAME: message" to stderr and returns TG_CLI_EXIT_USAGE. */
int      tg_cli_usage_error   (const char     *name,
                               const char     *format,
                               ...) G_GNUC_PRINTF (2, 3);

/* "" for 1, else "s": the English plural of a count tengen-cli prints,
 * as in "%u stone%s" ("1 stone", "0 stones", "2 stones"). */
const char *tg_cli_plural_s   (guint64         n);

/* Prints @error as "FILE:LINE:COL: error: message" (GNU form) when its
 * message starts with "LINE:COL: " (as the SGF reader's do), else as
 * "FILE: error: message". */
void     tg_cli_print_error   (const char     *path,
                               const GError   *error);

/* Prints one problem of an SGF file as "FILE:LINE:COL: KIND: message"
 * (or "FILE: KIND: message" when it has no place) to @out. */
void     tg_cli_print_problem (FILE               *out,
                               const char         *path,
                               const TgSgfWarning *problem,
                               const char         *kind);

/* Standard output is fully buffered and g_print() no longer flushes each
 * call (one write per buffer, not per line); tg_cli_finish_output()
 * flushes it and turns a write error (a full disk, a closed pipe) into
 * TG_CLI_EXIT_FAILED with a message, keeping a worse @status. */
void     tg_cli_init_output   (void);
/* Writes @data to standard output; FALSE (the error said) if it fails. */
gboolean tg_cli_write_output  (const char     *data,
                               gsize           len);
int      tg_cli_finish_output (int             status);

/* Reads @path and opens game @game_index as a TgGame. @rules (may be NULL)
 * overrides RU[]; a file without RU[] uses the Japanese preset. */
TgGame  *tg_cli_load_game     (const char     *path,
                               guint           game_index,
                               const char     *rules,
                               TgSgfDocument **doc_out,
                               GError        **error);
/* The same, reading with @flags (TG_SGF_READ_NODE_PLACES ...). */
TgGame  *tg_cli_load_game_full (const char     *path,
                                guint           game_index,
                                const char     *rules,
                                TgSgfReadFlags  flags,
                                TgSgfDocument **doc_out,
                                GError        **error);

G_END_DECLS
