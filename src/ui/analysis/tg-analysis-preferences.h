/* tg-analysis-preferences.h: the Analysis group of Preferences → Engines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* "Analyse with" (Automatic, or one engine that can analyse), the visits
 * per position, what the candidates show, and the mistake colours. */
GtkWidget *tg_analysis_preferences_group_new (GSettings *settings);

G_END_DECLS
