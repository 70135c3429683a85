/* tg-application-private.h: shared by tg-application*.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-application.h"

G_BEGIN_DECLS

/* tg-application-actions.c: app.quit, app.about, app.preferences and the
 * accelerators of the application's and the windows' actions. */
void  _tg_application_actions_init  (TgApplication *self);

G_END_DECLS
