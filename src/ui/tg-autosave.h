/* tg-autosave.h: crash-safe copies of the games being edited
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every open game that has unsaved changes keeps a copy in
 * $XDG_STATE_HOME/tengen/autosave/: ID.sgf (the whole record, written
 * atomically) and ID.ini (which file it came from, which game of the file,
 * and which process wrote it). A clean close or a save removes both. At
 * start-up the copies whose process is gone are the ones a crash or a kill
 * left behind; the application offers to restore them.
 */

#pragma once

#include <gio/gio.h>

#include "tg-game-tree.h"

G_BEGIN_DECLS

typedef struct _TgAutosave TgAutosave;

/* What a left-over autosave holds. */
typedef struct
{
  char      *id;
  char      *sgf_path;     /* the record */
  char      *origin_uri;   /* the file it was opened from, or NULL */
  guint      game_index;   /* which game of the collection was shown */
  char      *cursor;       /* the shown node, see tg_autosave_write() */
  char      *title;        /* "Black vs White" or the file name */
  GDateTime *saved;        /* when it was written */
} TgAutosaveEntry;

/* The folder ($XDG_STATE_HOME/tengen/autosave). */
char           *tg_autosave_get_dir         (void);

/* A new, empty autosave slot with a fresh id (nothing is written yet). */
TgAutosave     *tg_autosave_new             (void);
/* Takes over a left-over entry's files (after restoring it): the next
 * write replaces them, tg_autosave_remove() deletes them. */
TgAutosave     *tg_autosave_new_for_entry   (const TgAutosaveEntry *entry);
void            tg_autosave_free            (TgAutosave            *self);

/* Writes @text (SGF) and the description atomically. @cursor names the
 * shown node as "DEPTH" or "DEPTH/D1:I1,D2:I2,...", the depths at which
 * the path takes child I (not the main line); see tg_autosave_cursor_*. */
gboolean        tg_autosave_write           (TgAutosave            *self,
                                             const char            *text,
                                             gsize                  len,
                                             const char            *origin_uri,
                                             guint                  game_index,
                                             const char            *cursor,
                                             const char            *title,
                                             GError               **error);
/* Deletes the files, if any. */
void            tg_autosave_remove          (TgAutosave            *self);
const char     *tg_autosave_get_sgf_path    (TgAutosave            *self);

/* The autosaves whose writer is no longer running, newest first
 * (TgAutosaveEntry *, freed with the array). Incomplete leftovers (a
 * description without its record) are deleted on the way. */
GPtrArray      *tg_autosave_list_orphans    (void);
/* Deletes an entry's files. */
void            tg_autosave_entry_delete    (const TgAutosaveEntry *entry);
void            tg_autosave_entry_free      (TgAutosaveEntry       *entry);

/* @node as a cursor string, and back (the root when it does not fit). */
char           *tg_autosave_cursor_to_string (const TgGameTree     *tree,
                                              TgNode                node);
TgNode          tg_autosave_cursor_find      (const TgGameTree     *tree,
                                              TgNode                root,
                                              const char           *cursor);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgAutosave, tg_autosave_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgAutosaveEntry, tg_autosave_entry_free)

G_END_DECLS
