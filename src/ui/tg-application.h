/* tg-application.h: the Tengen application
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_APPLICATION (tg_application_get_type ())

G_DECLARE_FINAL_TYPE (TgApplication, tg_application, TG, APPLICATION, AdwApplication)

TgApplication  *tg_application_new              (void);
/* Without a GPU, asks GTK for its cairo renderer (before GTK starts; the
 * user's own GSK_RENDERER or GDK_DEBUG wins). */
void            tg_application_prefer_cairo_without_gpu (void);
/* The io.github.tengen.Tengen settings (from the build tree's compiled
 * schema when the schema is not installed). */
GSettings      *tg_application_get_settings     (TgApplication *self);
/* Offers to restore the autosaves a crash or a kill left behind (once per
 * process; the application does it on its first window). */
void            tg_application_check_autosaves  (TgApplication *self,
                                                 GtkWindow     *parent);
/* With TENGEN_TIMING=1 in the environment, prints @what with the time
 * since start-up, the CPU time, the resident memory and the time on
 * CLOCK_MONOTONIC to stderr ("first frame with the record" is the one
 * bench/startup-vs-qgo.py checks its own measure against). With
 * TENGEN_TIMING=exit the same, and the process exits right after that
 * frame (for counting instructions to it under callgrind). */
void            tg_application_report           (TgApplication *self,
                                                 const char    *what);

G_END_DECLS
