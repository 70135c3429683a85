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

/* Writes tg_sgf_write()'s text to @path atomically (a temporary file
 * renamed over the old one). With @backup, the previous file is kept as
 * "PATH~". On failure the old file is untouched and @error says why. */
gboolean  tg_sgf_save_file    (TgGameTree  *tree,
                               const char  *path,
                               gboolean     backup,
                               GError     **error);

G_END_DECLS
