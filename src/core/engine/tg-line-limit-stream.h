/* tg-line-limit-stream.h: an input stream whose lines have a maximum length
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GDataInputStream reads a line for as long as no newline comes: an
 * engine that writes without one would fill the memory. Put between the
 * pipe and the GDataInputStream, this stream counts the bytes since the
 * last '\n' and, past @max_line of them, either fails the read with
 * G_IO_ERROR_MESSAGE_TOO_LARGE (the engine's answers: a line cut short
 * is no answer) or drops the rest of the line (its error output, which is
 * only shown).
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TG_TYPE_LINE_LIMIT_STREAM (tg_line_limit_stream_get_type ())
G_DECLARE_FINAL_TYPE (TgLineLimitStream, tg_line_limit_stream, TG, LINE_LIMIT_STREAM,
                      GFilterInputStream)

GInputStream *tg_line_limit_stream_new (GInputStream *base,
                                        gsize         max_line,
                                        gboolean      drop_rest);

G_END_DECLS
