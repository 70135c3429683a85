/* tg-tooltip-fit.h: tooltips that fit Chinese, Japanese and Korean text
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.8 limits a tooltip's line to as many "approximate character
 * widths" as the text has characters. Those widths are Latin ones, about
 * half a CJK glyph, so "上一手" stood one glyph per line. Installed once
 * (main.c), this widens the tooltip label's line to the text's real width,
 * up to GTK's own limit of 50 Latin characters. Latin text is unchanged.
 * Call it after gtk_init() (main.c does it on the application's startup). */
void  tg_tooltip_fit_install  (void);

/* Raises @label's max-width-chars so that its text fits on one line, up to
 * 50 approximate character widths; never lowers it. Does nothing for text
 * with line breaks (GTK does not wrap those). */
void  tg_tooltip_fit_label    (GtkLabel *label);

/* Sets @widget's tooltip to @text (NULL or "" for none) unless it has that
 * one already. GTK 4.8 asks the X server where the pointer is (three round
 * trips) on every tooltip change of a visible widget, an unchanged one too:
 * for the labels that state updates retitle, that was 75 round trips
 * before the first frame, and three on every move. */
void  tg_tooltip_set_text     (GtkWidget  *widget,
                               const char *text);

G_END_DECLS
