/* tg-sgf-writer.h: TgGameTree → canonical FF[4] SGF in UTF-8
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game of the collection is written with GM[1]FF[4]CA[UTF-8]
 * AP[Tengen:VERSION] first in its root (replacing the values it had),
 * then the other properties in their original order, unknown ones
 * verbatim. Values are written as stored (raw) with line breaks made LF
 * and any unescaped ']' escaped; nodes are separated by a line break once
 * a line passes 60 columns and every variation starts on a new line.
 * The output depends only on the tree, so writing twice gives identical
 * bytes, and reading it back gives the same tree.
 */

#pragma once

#include <gio/gio.h>

#include "tg-game-tree.h"

G_BEGIN_DECLS

/* The whole collection; @len (may be NULL) gets the length. Never NULL. */
char     *tg_sgf_write        (TgGameTree  *tree,
                               gsize       *len);

/* tg-sgf-save.c: the one save path (the app's Save and `tengen-cli sgf
 * cat --output`). Writes @data to @path atomically: a temporary file in
 * the same folder, every write, fsync and close checked, renamed over the
 * old file, the folder synced. With @backup, the previous file is kept as
 * "PATH~". On any failure the temporary is deleted, the old file is left
 * byte for byte and @error says why without naming the file (G_IO_ERROR;
 * a folder that cannot take the temporary file: PERMISSION_DENIED or
 * READ_ONLY, "use Save As…"). A symbolic link stays a link to the new
 * file. Blocking: run it in a worker thread. */
gboolean  tg_sgf_save_data    (const char  *path,
                               const char  *data,
                               gsize        len,
                               gboolean     backup,
                               GError     **error);
/* tg_sgf_write()'s text through tg_sgf_save_data(). */
gboolean  tg_sgf_save_file    (TgGameTree  *tree,
                               const char  *path,
                               gboolean     backup,
                               GError     **error);
/* Writes all of @data to @fd, retrying short writes and EINTR; FALSE with
 * the errno's message on the first error (ENOSPC, EIO, EPIPE ...). */
gboolean  tg_sgf_write_fd     (int          fd,
                               const char  *data,
                               gsize        len,
                               GError     **error);

G_END_DECLS
