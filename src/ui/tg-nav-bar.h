/* tg-nav-bar.h: the bar under the board, in one row or two
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three children, as in a GtkCenterBox: the messages at the start, the
 * move navigation in the centre, the game's buttons at the end. When they
 * fit side by side they share one row with the centre child centred where
 * there is room; when the window (or the side panel) leaves too little
 * width, the navigation takes a row of its own above the other two.
 *
 * Unlike GtkCenterBox, whose natural width is twice its wider side plus
 * its centre, the bar asks for what it shows: the sum of its children in
 * one row, at least the widest row of two. So a long game-over status no
 * longer makes the board's column wider than the window can give beside
 * the side panel.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TG_TYPE_NAV_BAR (tg_nav_bar_get_type ())

G_DECLARE_FINAL_TYPE (TgNavBar, tg_nav_bar, TG, NAV_BAR, GtkWidget)

/* TRUE while the bar is laid out in two rows (after an allocation). */
gboolean tg_nav_bar_get_two_rows (TgNavBar *self);

G_END_DECLS
