/* tg-engine-registry.h: the engines Tengen can offer
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GNU Go when it is installed (the Flatpak bundles it as /app/bin/gnugo;
 * Debian puts it in /usr/games; else anywhere on PATH), at its levels 1 to
 * 10, and the engines the user added (a name and a command line each). The
 * app keeps the user's engines in GSettings; here they are only data.
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TG_ENGINE_GNUGO_MIN_LEVEL 1
#define TG_ENGINE_GNUGO_MAX_LEVEL 10

typedef struct
{
  char     *id;            /* "gnugo", or "user:NAME" */
  char     *name;          /* "GNU Go", or the user's name for it */
  char     *command_line;  /* for GNU Go without --level: see _command_line_for () */
  gboolean  has_levels;    /* GNU Go: a level 1..10 goes with it */
} TgEngineEntry;

#define TG_TYPE_ENGINE_ENTRY (tg_engine_entry_get_type ())

GType           tg_engine_entry_get_type      (void) G_GNUC_CONST;
TgEngineEntry  *tg_engine_entry_copy          (const TgEngineEntry *self);
void            tg_engine_entry_free          (TgEngineEntry       *self);
/* The command line to run: GNU Go's with "--level N" (clamped to 1..10). */
char           *tg_engine_entry_command_line_for (const TgEngineEntry *self,
                                                  guint                level);

/* The GNU Go program: the first executable of tg_engine_gnugo_places ()
 * (/app/bin/gnugo, the Flatpak's own; /usr/games/gnugo, Debian's outside the
 * sandbox), then "gnugo" in the folders of PATH; NULL when none is there.
 * TENGEN_GNUGO, when set, is used instead (tests: a path, or "" for none). */
char           *tg_engine_find_gnugo          (void);
/* The places tg_engine_find_gnugo () tries before PATH, in order; NULL-ended. */
const char *const *tg_engine_gnugo_places    (void);
/* The search itself: the first executable regular file of @places (may be
 * NULL), else "gnugo" in the first folder of @search_path (a PATH-style
 * list, may be NULL; empty entries are skipped) that has it; NULL if none. */
char           *tg_engine_find_gnugo_in       (const char *const   *places,
                                               const char          *search_path);
/* The same search for any @program (Leela Zero's "leelaz"). */
char           *tg_engine_find_program_in     (const char *const   *places,
                                               const char          *search_path,
                                               const char          *program);
/* "PATH --mode gtp --level N", quoted for the shell. */
char           *tg_engine_gnugo_command_line  (const char          *path,
                                               guint                level);

/* Every engine: GNU Go first when found, then each of @user_engines (a
 * GVariant of type a(ss): name, command line; may be NULL), skipping
 * entries with an empty name or command line. GPtrArray of TgEngineEntry. */
GPtrArray      *tg_engine_registry_list       (GVariant            *user_engines);
/* Adds (or replaces, by name) a user engine: returns a new a(ss). */
GVariant       *tg_engine_registry_add        (GVariant            *user_engines,
                                               const char          *name,
                                               const char          *command_line);
/* Removes the user engine @name: returns a new a(ss). */
GVariant       *tg_engine_registry_remove     (GVariant            *user_engines,
                                               const char          *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgEngineEntry, tg_engine_entry_free)

G_END_DECLS
