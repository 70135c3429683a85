/* tg-sgf-reader.h: SGF bytes → TgGameTree, with warnings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tg-game-tree.h"

G_BEGIN_DECLS

#define TG_SGF_ERROR (tg_sgf_error_quark ())

typedef enum
{
  TG_SGF_ERROR_SYNTAX,         /* no game tree, unbalanced parentheses, ... */
  TG_SGF_ERROR_NOT_GO,         /* GM other than 1 */
  TG_SGF_ERROR_BAD_SIZE,       /* SZ outside 1..52 */
  TG_SGF_ERROR_BAD_MOVE,       /* a move off the board */
  TG_SGF_ERROR_NOT_SGF,        /* another format (Tygem GIB, WBaduk NGF, UGF) */
  TG_SGF_ERROR_ENCODING,       /* an encoding that cannot be used */
  TG_SGF_ERROR_IO,             /* the file cannot be read */
} TgSgfError;

GQuark tg_sgf_error_quark (void);

/* A problem the reader repaired or ignored. Lines and columns count from 1
 * (columns in characters of the decoded text). */
typedef struct
{
  guint  line;
  guint  column;
  char  *message;
} TgSgfWarning;

typedef struct
{
  TgGameTree *tree;
  GPtrArray  *warnings;          /* TgSgfWarning * */
  char       *encoding;          /* the charset the text was decoded from */
  char       *encoding_reason;   /* how it was decided, for "sgf info" */
  gboolean    encoding_guessed;  /* no usable CA[]: the UI offers "reopen with…" */
  GBytes     *raw;               /* the bytes as read */
  /* Where the error was, when reading failed (0 when not applicable). */
} TgSgfDocument;

/* Reads SGF from @data. @encoding forces a charset (NULL: CA[] or
 * detection). On a hard error, returns NULL and sets @error; the message
 * starts with "LINE:COLUMN: " when a place in the text applies. */
TgSgfDocument  *tg_sgf_read            (const char     *data,
                                        gsize           len,
                                        const char     *encoding,
                                        GError        **error);
TgSgfDocument  *tg_sgf_read_file       (const char     *path,
                                        const char     *encoding,
                                        GError        **error);
void            tg_sgf_document_free   (TgSgfDocument  *doc);

void            tg_sgf_warning_free    (TgSgfWarning   *warning);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgSgfDocument, tg_sgf_document_free)

G_END_DECLS
