/* tg-analysis-engines.h: the analysis engines a user has
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Leela Zero is in Debian (leela-zero: /usr/lib/leelaz/bin/leelaz, which
 * is not on PATH) but ships no network: the user puts one at
 * ~/.local/share/leela-zero/best-network, where leelaz looks by default.
 * Without one leelaz prints a sentence and exits; Tengen says so first,
 * plainly, and where a network comes from (TG_ANALYSIS_ERROR_NO_NETWORK).
 * KataGo comes as the command line the user gives; GNU Go is found by
 * tg-engine-registry.h.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The leelaz program: /usr/lib/leelaz/bin/leelaz, then "leelaz" on PATH;
 * NULL when there is none. TENGEN_LEELAZ, when set, is used instead
 * (tests: a path, or "" for none). */
char       *tg_analysis_find_leelaz          (void);
/* Leela Zero's default network: <user data dir>/leela-zero/best-network,
 * or the same with ".gz" (leelaz reads either); NULL when neither is
 * there. */
char       *tg_analysis_find_leelaz_network  (void);
/* The command line that analyses with Leela Zero on the CPU:
 * "LEELAZ --gtp --noponder --cpu-only -t 1 -w NETWORK" with the found
 * program and @network (NULL: the default one). NULL with
 * TG_ANALYSIS_ERROR_NO_NETWORK (saying where to put a network and where
 * one comes from) when there is no network, or G_IO_ERROR_NOT_FOUND when
 * Leela Zero is not installed. */
char       *tg_analysis_leelaz_command_line  (const char  *network,
                                              GError     **error);
/* Checks a user's command line before it runs: when it starts leelaz
 * (by any path), the network it would load (its -w / --weights, else the
 * default) must exist; "leelaz" alone is tg_analysis_leelaz_command_line
 * (NULL); a bare "leelaz" not on PATH becomes the installed one, and
 * --gtp and -w with the default network are added when missing.
 * Returns the command line to run (a copy of @command_line for other
 * engines), or NULL with TG_ANALYSIS_ERROR_NO_NETWORK. */
char       *tg_analysis_check_command_line   (const char  *command_line,
                                              GError     **error);

G_END_DECLS
