/* tg-engine-gtp.h: the GTP v2 line protocol, without any process
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the Go Text Protocol (version 2, section 2) says about the bytes on
 * the pipes, as pure functions: preprocessing a line, reading a response
 * ("=id text" or "?id text" up to an empty line), spelling a command, and
 * reading a genmove answer. TgEngine feeds it the lines it reads.
 */

#pragma once

#include <glib.h>

#include "tg-types.h"

G_BEGIN_DECLS

/* Spec 2.2: removes every control character except HT and LF, turns HT
 * into a space, and drops a CR (so CRLF engines work). In place. */
void      tg_gtp_preprocess_line   (char        *line);
/* A line of nothing but spaces (after preprocessing). */
gboolean  tg_gtp_line_is_blank     (const char  *line);

typedef enum
{
  TG_GTP_FEED_MORE,       /* the line was taken; the response goes on */
  TG_GTP_FEED_DONE,       /* the empty line ended a response */
  TG_GTP_FEED_GARBAGE,    /* a line outside a response that is not one */
} TgGtpFeedResult;

typedef struct
{
  gboolean  in_response;
  gboolean  success;      /* '=' (TRUE) or '?' (FALSE) */
  gint      id;           /* the echoed id, -1 when the engine gave none */
  GString  *text;         /* the response without '=' / '?', id and the
                           * space after them; lines joined by '\n' */
} TgGtpParser;

void            tg_gtp_parser_init    (TgGtpParser *parser);
void            tg_gtp_parser_clear   (TgGtpParser *parser);
/* Feeds one line (without its '\n'; CR and control characters are
 * removed here). Blank lines and lines starting with '#' between
 * responses are skipped (MORE). After DONE the response is in the parser
 * until the next feed starts another one. */
TgGtpFeedResult tg_gtp_parser_feed    (TgGtpParser *parser,
                                       const char  *line);

/* "12 genmove b\n". FALSE (nothing written) if @command is empty or
 * holds a control character other than HT, which would end it early. */
gboolean  tg_gtp_format_command    (guint        id,
                                    const char  *command,
                                    GString     *out);

typedef enum
{
  TG_GTP_REPLY_MOVE,
  TG_GTP_REPLY_PASS,
  TG_GTP_REPLY_RESIGN,
} TgGtpReplyKind;

/* A genmove answer: "D4", "pass", "resign" (any case, spaces around).
 * FALSE when it is none of them or off a @width × @height board. */
gboolean  tg_gtp_parse_reply       (const char     *text,
                                    guint           width,
                                    guint           height,
                                    TgGtpReplyKind *kind,
                                    TgPoint        *point);
/* A list of vertices separated by spaces or newlines (final_status_list,
 * place_free_handicap, fixed_handicap) appended to @out (GArray of
 * TgPoint). FALSE if one is not a vertex of the board (nothing added). */
gboolean  tg_gtp_parse_vertices    (const char     *text,
                                    guint           width,
                                    guint           height,
                                    GArray         *out);
/* The color argument: "b", "w". */
const char *tg_gtp_color           (TgColor         color);

G_END_DECLS
