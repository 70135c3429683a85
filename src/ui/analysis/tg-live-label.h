/* tg-live-label.h: a wrapping text that changes often without laying the window out
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkLabel asks for a new layout of the whole window at every new text
 * (gtk_widget_queue_resize reaches the toplevel, which on X11 asks the
 * server for the work area and sets the size hints again, several round
 * trips each time). While an engine streams, the side panel's judgement
 * changes a few times a second, and that layout was most of what the app
 * spent on it. This widget wraps its text at the width it is given and
 * asks for a new layout only when the new text needs another height;
 * otherwise it only redraws. It asks for no width of its own: the panel's
 * width decides where the text wraps.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TG_TYPE_LIVE_LABEL (tg_live_label_get_type ())

G_DECLARE_FINAL_TYPE (TgLiveLabel, tg_live_label, TG, LIVE_LABEL, GtkWidget)

GtkWidget  *tg_live_label_new      (void);
void        tg_live_label_set_text (TgLiveLabel *self,
                                    const char  *text);
const char *tg_live_label_get_text (TgLiveLabel *self);
/* For tests: how many new texts needed a new layout. */
guint       tg_live_label_get_resizes (TgLiveLabel *self);

G_END_DECLS
