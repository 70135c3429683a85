/* tg-preferences-window.h: Preferences, bound to GSettings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Board theme, coordinates, move numbers (off / last N / all), ghost stone,
 * stone and clock sounds, and the defaults of new games (size, rules, komi,
 * handicap). Every row writes its key at once; keys changed elsewhere show
 * up at once. Each row's control is named by its key (gtk_widget_get_name()).
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_PREFERENCES_WINDOW (tg_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TgPreferencesWindow, tg_preferences_window, TG, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

GtkWindow      *tg_preferences_window_new      (GtkWindow  *parent,
                                                GSettings  *settings);

G_END_DECLS
