/* tg-preferences-engines.h: the Engines page of Preferences
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Adds the page to @window: GNU Go as found, the user's engines from the
 * "engines" key of @settings (remove), and a form to add one, which is
 * saved only once it starts and answers "name". */
void   tg_preferences_engines_add_page (AdwPreferencesWindow *window,
                                        GSettings            *settings);

G_END_DECLS
