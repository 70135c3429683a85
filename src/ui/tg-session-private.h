/* tg-session-private.h: the session's insides, shared by its files
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tg-session.c keeps the record, its file, the saves and the autosave;
 * tg-session-file.c what the reader said of the file as loaded (warnings,
 * encoding, the places of the nodes).
 */

#pragma once

#include "tg-session.h"

G_BEGIN_DECLS

struct _TgSession
{
  GObject      parent_instance;

  GSettings   *settings;
  TgGame      *game;
  GFile       *file;
  char        *title;
  gulong       tree_changed_id;
  gulong       modified_id;

  TgAutosave  *autosave;
  gboolean     autosave_written;
  guint        autosave_source;
  gint64       autosave_first_change;

  /* the file as loaded */
  GPtrArray   *warnings;           /* TgSgfWarning * */
  char        *encoding;
  gboolean     encoding_guessed;   /* no CA[]: the reader guessed */
  gboolean     encoding_forced;    /* the user chose the encoding */
  int          has_dimmed;         /* DD[] in the record: -1 unknown, 0, 1 */
  GArray      *node_places;        /* TgSgfNodePlace per TgNode, until saved */

  TgGameClock *clock;

  /* Saves run one after the other in a worker thread; changes counts the
   * record's changes so that a save only clears "modified" when nothing
   * changed while it ran. */
  GQueue       saves;          /* GTask *, waiting */
  gboolean     save_running;
  guint64      changes;
};

G_END_DECLS
