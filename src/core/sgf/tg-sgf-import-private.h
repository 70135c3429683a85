/* tg-sgf-import-private.h: what the importers of other formats share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tygem GIB, WBaduk NGF and PandaNet UGF/UGI become ordinary game trees
 * through the reader's paths: the bytes are decoded as an SGF without
 * CA[] would be (UTF-8, else the most plausible East Asian charset),
 * problems are warnings at a line and column of the file, cancellation
 * is checked as the lines go, and the size limits are the reader's.
 * Each importer reads the decoded text line by line and builds one game.
 */

#pragma once

#include "tg-sgf-reader-private.h"

G_BEGIN_DECLS

typedef enum
{
  TG_SGF_FORMAT_SGF,
  TG_SGF_FORMAT_GIB,
  TG_SGF_FORMAT_NGF,
  TG_SGF_FORMAT_UGF,
} TgSgfFormat;

/* One line of the decoded text, without its line break. */
typedef struct
{
  const char *s;
  gsize       len;
  gsize       offset;          /* of its first byte in the text */
  guint       number;          /* from 1 */
} TgSgfLine;

typedef struct
{
  TgSgfContext *ctx;           /* text, warnings, node places, cancellable */
  TgGameTree   *tree;
  TgNode        root;
  guint         size;          /* board side (square boards only) */
  GString      *notes;         /* what SGF has no property for: the root's C[] */
  gsize         pos;           /* of the next line to read */
  guint         line_number;
} TgSgfImport;

/* The next line of the text; FALSE at its end or once cancelled. */
gboolean _tg_sgf_import_next_line  (TgSgfImport *imp,
                                    TgSgfLine   *line);
/* Sets @id on the root to plain @text (nothing when empty). */
void     _tg_sgf_import_set        (TgSgfImport *imp,
                                    const char  *id,
                                    const char  *text);
/* Keeps “@label: @value” for the root comment (nothing when empty). */
void     _tg_sgf_import_note       (TgSgfImport *imp,
                                    const char  *label,
                                    const char  *value);
/* Sets SZ (2..52, else 19 with a warning at @offset). */
void     _tg_sgf_import_set_size   (TgSgfImport *imp,
                                    long         size,
                                    gsize        offset);
/* HA[@n] and its stones where the servers put them (as GNU Go does, but
 * three stones at the lower left, upper right and upper left). */
void     _tg_sgf_import_handicap   (TgSgfImport *imp,
                                    long         n,
                                    gsize        offset);
/* A move of @color ('B' or 'W') at (@x, @y), from 0 at the top left, as
 * a new last child of @parent, noted at @offset; a pass when @x is -1.
 * Off the board: TG_NODE_NONE and a warning. */
TgNode   _tg_sgf_import_move       (TgSgfImport *imp,
                                    TgNode       parent,
                                    char         color,
                                    int          x,
                                    int          y,
                                    gsize        offset);
/* Appends @text to the C[] of @node, on a new paragraph. */
void     _tg_sgf_import_comment    (TgSgfImport *imp,
                                    TgNode       node,
                                    const char  *text);
/* "W+R", "B+12.5", "0" (a draw): a result from a winner and a margin. */
char    *_tg_sgf_import_result     (char         winner,
                                    const char  *margin);
/* Whether @points is a margin a count in points gives: a positive multiple
 * of half a point. Another (2.25) is not written to RE: the SGF reader
 * takes a margin in quarters for a Chinese count in 子 and doubles it. */
gboolean _tg_sgf_import_is_margin  (double       points);
/* A number at @s (after spaces), strict: FALSE when there is none. */
gboolean _tg_sgf_import_long       (const char  *s,
                                    gsize        len,
                                    long        *value);

void     _tg_sgf_import_gib        (TgSgfImport *imp);
void     _tg_sgf_import_ngf        (TgSgfImport *imp);
void     _tg_sgf_import_ugf        (TgSgfImport *imp);

/* The format of @data by its content, else by @path's extension (may be
 * NULL). */
TgSgfFormat _tg_sgf_detect_format  (const guint8 *data,
                                    gsize         len,
                                    const char   *path);

/* Reads @data as @format into a document, as tg_sgf_read_full() does. */
TgSgfDocument *_tg_sgf_import      (GBytes         *bytes,
                                    TgSgfFormat     format,
                                    const char     *encoding,
                                    TgSgfReadFlags  flags,
                                    GCancellable   *cancellable,
                                    GError        **error);

G_END_DECLS
