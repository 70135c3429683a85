/* tg-sgf-reader.h: SGF bytes → TgGameTree, with warnings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads FF[1]–FF[4] collections as real programs write them. What the
 * reader repairs becomes a warning with its line and column; what cannot
 * be read sensibly is a hard error (a GError whose message starts with
 * "LINE:COLUMN: ").
 *
 * Text: the charset comes from a byte order mark, else from CA[], else
 * from the text itself: valid UTF-8 wins, else the most plausible of
 * GB18030, Big5, Shift_JIS and EUC-KR, else ISO-8859-1. A collection is
 * decoded game by game: CA[] applies to its own game tree; a game without
 * one is UTF-8 when its text is, else takes the collection's CA[] (or the
 * charset detected for the whole file) when that fits its bytes, else
 * its own detection. A CA[] that the text contradicts is overruled with
 * a warning. A lead byte of a double-byte charset never swallows the "]"
 * that ends a value when the next property plainly follows. Values are stored in UTF-8,
 * raw (escapes kept), in their original order; unknown properties are
 * kept verbatim.
 *
 * Repaired with a warning: text outside game trees; FF[3] identifiers
 * with lower-case letters (AddBlack → AB, KoMi → KM); Sina's dialect
 * (no ';' before the root properties, recognised by its RD[]/TE[] root
 * properties; in such games also variations without ';', properties
 * after variations, and the main line going on after them); in FF[1]–
 * FF[3] games, a node after variations (one more variation, as GoGui
 * reads it); an empty node at the end of a variation (dropped); "()";
 * games of other kinds than Go in a collection (left out);
 * a value without an identifier, or an identifier without a value
 * (dropped); duplicate properties (lists merged, C/GC joined, others:
 * the first kept); extra values of single-valued properties (dropped);
 * KO[] used for komi (→ KM); Fox komi KM[375] (hundredths of a stone)
 * and KM[650] (hundredths of a point), GoGoD KM[3.75] (stones), empty
 * KM[]/HA[] (dropped); GM[] that is not a number (GM[5.5]: read as Go);
 * a file cut short (a value or game trees not closed at the end: read up
 * to the cut, the cut value dropped, what is open closed); handicap and result in Chinese, Japanese or Korean
 * words (normalised when understood, else kept); human-readable moves
 * (B[R16]); setup and markup points off the board (dropped; rectangles
 * clipped); NUL bytes (replaced by spaces).
 *
 * Hard errors: no game tree; a '(' without ';' (outside Sina's dialect);
 * a node after variations (FF[4]); properties outside a node; a ')' too
 * many; no game of Go at all (GM[2] and other game numbers:
 * TG_SGF_ERROR_NOT_GO); SZ outside 1..52
 * (TG_SGF_ERROR_BAD_SIZE); a move off the board (TG_SGF_ERROR_BAD_MOVE:
 * moves decide the game, so the reader does not guess); another format
 * (TG_SGF_ERROR_NOT_SGF, only for formats that are not imported).
 *
 * Other servers' records are imported (tg-sgf-import.c): Tygem GIB,
 * WBaduk NGF and PandaNet UGF/UGI, recognised by their content (or, cut
 * at the start, by the file's extension), become ordinary game trees
 * with TgSgfDocument.format set.
 *
 * Nothing recurses: 10 000-deep nesting and 100 000-move lines are fine.
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
  TG_SGF_ERROR_TOO_LARGE,      /* over TG_SGF_MAX_INPUT_SIZE, or not enough memory */
} TgSgfError;

/* The largest input the reader takes: 512 MiB (a collection of about two
 * million games; reading needs about four times its size in memory).
 * Larger files, devices (/dev/zero) and pipes that run past it are
 * refused with TG_SGF_ERROR_TOO_LARGE. */
#define TG_SGF_MAX_INPUT_SIZE ((gsize) 512 * 1024 * 1024)

GQuark tg_sgf_error_quark (void);

/* A problem the reader repaired or ignored. Lines and columns count from 1
 * (columns in characters of the decoded text). */
typedef struct
{
  guint  line;
  guint  column;
  char  *message;
  int    code;                   /* in TgSgfDocument.errors: the TgSgfError; else -1 */
} TgSgfWarning;

typedef enum
{
  TG_SGF_READ_DEFAULT    = 0,
  /* Do not stop at a hard error: record it in TgSgfDocument.errors, repair
   * as well as possible and return the document ("open anyway", and
   * `tengen-cli sgf check`, which lists every problem). */
  TG_SGF_READ_KEEP_GOING = 1 << 0,
  /* Fill TgSgfDocument.node_places: where each node starts, so that a
   * replay can name the line and column of an illegal move. */
  TG_SGF_READ_NODE_PLACES = 1 << 1,
} TgSgfReadFlags;

typedef struct
{
  guint line;                    /* 0: not known (a node made by a repair) */
  guint column;
} TgSgfNodePlace;

typedef struct
{
  TgGameTree *tree;
  GPtrArray  *warnings;          /* TgSgfWarning *, sorted by place */
  char       *encoding;          /* the charset the text was decoded from */
  char       *encoding_reason;   /* how it was decided, for "sgf info" */
  gboolean    encoding_guessed;  /* no usable CA[]: the UI offers "reopen with…" */
  GBytes     *raw;               /* the bytes as read */
  GPtrArray  *errors;            /* TgSgfWarning *: hard errors (only with
                                  * TG_SGF_READ_KEEP_GOING; else empty) */
  GArray     *node_places;       /* TgSgfNodePlace indexed by TgNode (only with
                                  * TG_SGF_READ_NODE_PLACES; else NULL) */
  const char *format;            /* NULL: SGF; else the format imported: "gib"
                                  * (Tygem), "ngf" (WBaduk), "ugf" (PandaNet
                                  * UGF or UGI). Saving such a record writes SGF
                                  * under another name. */
} TgSgfDocument;

/* Where @node starts in the file, or FALSE when not known. */
gboolean        tg_sgf_document_get_node_place (TgSgfDocument *doc,
                                                TgNode         node,
                                                guint         *line,
                                                guint         *column);

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
/* As above, with @flags. With TG_SGF_READ_KEEP_GOING, only an unreadable
 * file or an unknown forced @encoding fail; everything else is a
 * document (perhaps without games) with its errors listed. */
TgSgfDocument  *tg_sgf_read_full       (GBytes         *bytes,
                                        const char     *encoding,
                                        TgSgfReadFlags  flags,
                                        GError        **error);
TgSgfDocument  *tg_sgf_read_file_full  (const char     *path,
                                        const char     *encoding,
                                        TgSgfReadFlags  flags,
                                        GError        **error);
/* As tg_sgf_read_full() and tg_sgf_read_file_full(), checking
 * @cancellable (may be NULL) as they go: once it is cancelled, they stop
 * within about a megabyte of text, free what they built and fail with
 * G_IO_ERROR_CANCELLED. */
TgSgfDocument  *tg_sgf_read_full_cancellable      (GBytes         *bytes,
                                                   const char     *encoding,
                                                   TgSgfReadFlags  flags,
                                                   GCancellable   *cancellable,
                                                   GError        **error);
TgSgfDocument  *tg_sgf_read_file_cancellable      (const char     *path,
                                                   const char     *encoding,
                                                   TgSgfReadFlags  flags,
                                                   GCancellable   *cancellable,
                                                   GError        **error);
/* Whether @path names a record in another format by its extension
 * (.gib, .ngf, .ugf, .ugi), which the reader imports. */
gboolean        tg_sgf_path_is_import  (const char     *path);

/* The bytes of @path for the reader: a regular file up to
 * TG_SGF_MAX_INPUT_SIZE (read into a buffer of its size, allocated with
 * g_try_malloc), a pipe or FIFO up to that size; a folder or a device is
 * refused. Errors are TG_SGF_ERROR_IO, TG_SGF_ERROR_TOO_LARGE or
 * G_IO_ERROR_CANCELLED. */
GBytes         *tg_sgf_load_file       (const char     *path,
                                        GCancellable   *cancellable,
                                        GError        **error);
void            tg_sgf_document_free   (TgSgfDocument  *doc);

void            tg_sgf_warning_free    (TgSgfWarning   *warning);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgSgfDocument, tg_sgf_document_free)

G_END_DECLS
