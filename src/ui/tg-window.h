/* tg-window.h: a Tengen window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tg-application.h"

G_BEGIN_DECLS

#define TG_TYPE_WINDOW (tg_window_get_type ())

G_DECLARE_FINAL_TYPE (TgWindow, tg_window, TG, WINDOW, AdwApplicationWindow)

TgWindow *tg_window_new (TgApplication *app);

G_END_DECLS
