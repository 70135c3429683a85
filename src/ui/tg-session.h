/* tg-session.h: one open game: its record, its file, its autosave
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgSession sits between a window and a TgGame. It knows which file the
 * game came from, whether it has unsaved changes, how to save it
 * atomically, and keeps a crash-safe copy of it while it has unsaved
 * changes (see tg-autosave.h): about a second after a change, never more
 * than a few seconds late when the changes keep coming.
 *
 * It also keeps what belongs to the game shown rather than to the window:
 * what reading its file said (warnings, encoding), whether the record has
 * dimmed points, and the game clock.
 *
 * Signals: "autosave-failed" (const char *message).
 */

#pragma once

#include <gio/gio.h>

#include "tg-autosave.h"
#include "tg-clock-game.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_SESSION (tg_session_get_type ())

G_DECLARE_FINAL_TYPE (TgSession, tg_session, TG, SESSION, GObject)

/* @settings (may be NULL) provides the "autosave" key. */
TgSession      *tg_session_new                (GSettings     *settings);

TgGame         *tg_session_get_game           (TgSession     *self);
/* Shows @game (from @file, or NULL for a new game). The previous game's
 * autosave is removed: call this only once its changes are saved or
 * discarded. */
void            tg_session_set_game           (TgSession     *self,
                                               TgGame        *game,
                                               GFile         *file);
GFile          *tg_session_get_file           (TgSession     *self);
gboolean        tg_session_get_modified       (TgSession     *self);
/* The file's name, or "Untitled Game". */
const char     *tg_session_get_title          (TgSession     *self);
/* "Black vs White" from PB/PW, or NULL when the record names nobody. */
char           *tg_session_dup_players        (TgSession     *self);

/* Saves the whole record atomically to @file (NULL: the current file),
 * which becomes the session's file; removes the autosave. The text is
 * made at once; the writing runs in a worker thread, saves one after the
 * other in the order asked. The record is marked unmodified only if it
 * did not change while its save ran. On failure the old file is intact
 * and the error's message says why (without the file's name). */
void            tg_session_save_async         (TgSession            *self,
                                               GFile                *file,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
gboolean        tg_session_save_finish        (TgSession            *self,
                                               GAsyncResult         *result,
                                               GError              **error);
/* A save is running or waiting. */
gboolean        tg_session_is_saving          (TgSession     *self);
/* The same save, blocking (tests, scripts). */
gboolean        tg_session_save               (TgSession     *self,
                                               GFile         *file,
                                               GError       **error);

/* Restores a left-over autosave: the game comes back with its changes
 * unsaved and tied to the file it came from; the autosave files are
 * taken over. */
gboolean        tg_session_restore            (TgSession              *self,
                                               const TgAutosaveEntry  *entry,
                                               GError                **error);

/* What reading the file said (kept until the next tg_session_set_game()):
 * its warnings (TgSgfWarning *, referenced; may be NULL), the encoding its
 * text was read in, whether the reader guessed it (no CA[]) and whether
 * the user chose it. */
void            tg_session_set_file_report    (TgSession     *self,
                                               GPtrArray     *warnings,
                                               const char    *encoding,
                                               gboolean       encoding_guessed,
                                               gboolean       encoding_forced);
/* Where each node of the record starts in its file (TgSgfNodePlace per
 * TgNode, from TG_SGF_READ_NODE_PLACES; referenced; may be NULL), kept
 * until the next tg_session_set_game() or until the record is saved (its
 * text is then new). */
void            tg_session_set_node_places    (TgSession     *self,
                                               GArray        *node_places);
/* The line and column (from 1) of @node in the file, or FALSE when not
 * known (a node added since, a file saved since, a game not from a file). */
gboolean        tg_session_get_node_place     (TgSession     *self,
                                               TgNode         node,
                                               guint         *line,
                                               guint         *column);
/* The record was saved as UTF-8 in a file of its own (Save As): its
 * encoding is neither guessed nor forced any more. */
void            tg_session_set_file_utf8      (TgSession     *self);
/* The warnings of the file as loaded, or NULL. */
GPtrArray      *tg_session_get_warnings       (TgSession     *self);
guint           tg_session_get_n_warnings     (TgSession     *self);
/* The encoding the file was read in, or NULL for a game not from a file. */
const char     *tg_session_get_encoding       (TgSession     *self);
gboolean        tg_session_get_encoding_guessed (TgSession   *self);
gboolean        tg_session_get_encoding_forced  (TgSession   *self);
/* Whether any node of the record has DD[] (dimmed points). Most records
 * have none: one walk after each change of the tree says so. */
gboolean        tg_session_has_dimmed         (TgSession     *self);

/* The clocks of the game (NULL: none). The session keeps a reference; the
 * window that shows them sets them and clears them before showing another
 * game. */
void            tg_session_set_clock          (TgSession     *self,
                                               TgGameClock   *clock);
TgGameClock    *tg_session_get_clock          (TgSession     *self);

/* Writes a pending autosave now. */
void            tg_session_flush_autosave     (TgSession     *self);
/* The changes are being thrown away (the window closes without saving):
 * deletes the autosave and stops autosaving. */
void            tg_session_discard_autosave   (TgSession     *self);
/* The autosave's record file, or NULL while none was written. */
const char     *tg_session_get_autosave_path  (TgSession     *self);

G_END_DECLS
