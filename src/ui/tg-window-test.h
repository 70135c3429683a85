/* tg-window-test.h: what the tests ask a TgWindow, and the app does not
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The UI tests drive a real window under Xvfb; these hooks let them see
 * what a user would see without reading widgets by their position.
 */

#pragma once

#include "tg-window.h"

G_BEGIN_DECLS

/* Whether the window action @action ("win.back") is enabled now. */
gboolean        tg_window_get_action_enabled (TgWindow         *self,
                                              const char       *action);
/* The text of the last message shown in the message line, or NULL. */
const char     *tg_window_get_last_toast    (TgWindow          *self);

/* The text of the file banner while it is shown, or NULL. */
const char     *tg_window_get_banner_text   (TgWindow          *self);

G_END_DECLS
