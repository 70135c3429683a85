/* tg-tooltip-fit.c: tooltips that fit Chinese, Japanese and Korean text
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkTooltipWindow (GTK 4.8) sets its label's max-width-chars to the
 * number of characters of the text (at most 50). GtkLabel turns that into
 * pixels with the font's approximate character width, a Latin one, so a
 * CJK text gets about half the width it needs and short tooltips wrap
 * after every glyph. The fix watches the one tooltip label GTK keeps per
 * display and raises max-width-chars to the text's measured width.
 */

#include "config.h"

#include <string.h>

#include "tg-tooltip-fit.h"

/* GTK's own limit for a tooltip line, in approximate character widths. */
#define MAX_CHARS 50

void
tg_tooltip_fit_label (GtkLabel *label)
{
  const char *text;
  PangoContext *context;
  PangoFontMetrics *metrics;
  g_autoptr(PangoLayout) layout = NULL;
  int char_width, text_width, needed;

  g_return_if_fail (GTK_IS_LABEL (label));

  text = gtk_label_get_text (label);
  if (text == NULL || text[0] == '\0' || strchr (text, '\n') != NULL)
    return;

  /* The same unit as GtkLabel's: the wider of a character and a digit. */
  context = gtk_widget_get_pango_context (GTK_WIDGET (label));
  metrics = pango_context_get_metrics (context, NULL, NULL);
  char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                    pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);
  if (char_width <= 0)
    return;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), text);
  pango_layout_get_size (layout, &text_width, NULL);
  needed = MIN ((text_width + char_width - 1) / char_width, MAX_CHARS);
  if (needed > gtk_label_get_max_width_chars (label))
    gtk_label_set_max_width_chars (label, needed);
}

void
tg_tooltip_set_text (GtkWidget  *widget,
                     const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

static void
label_changed_cb (GtkLabel   *label,
                  GParamSpec *pspec,
                  gpointer    user_data)
{
  tg_tooltip_fit_label (label);
}

/* A tooltip window is being realized: watch its labels (once). */
static gboolean
realize_hook (GSignalInvocationHint *hint,
              guint                  n_values,
              const GValue          *values,
              gpointer               user_data)
{
  static GType tooltip_type = G_TYPE_INVALID;
  GtkWidget *window = g_value_get_object (&values[0]);
  GtkWidget *child;

  if (tooltip_type == G_TYPE_INVALID)
    tooltip_type = g_type_from_name ("GtkTooltipWindow");
  if (tooltip_type == G_TYPE_INVALID || !G_TYPE_CHECK_INSTANCE_TYPE (window, tooltip_type) ||
      g_object_get_data (G_OBJECT (window), "tg-tooltip-fit") != NULL)
    return TRUE;
  g_object_set_data (G_OBJECT (window), "tg-tooltip-fit", GINT_TO_POINTER (1));

  /* Depth-first over the window's few descendants, without recursion. */
  child = gtk_widget_get_first_child (window);
  while (child != NULL && child != window)
    {
      if (GTK_IS_LABEL (child))
        {
          g_signal_connect (child, "notify::label", G_CALLBACK (label_changed_cb), NULL);
          g_signal_connect (child, "notify::max-width-chars", G_CALLBACK (label_changed_cb), NULL);
          tg_tooltip_fit_label (GTK_LABEL (child));
        }
      if (gtk_widget_get_first_child (child) != NULL)
        child = gtk_widget_get_first_child (child);
      else
        {
          while (child != window && gtk_widget_get_next_sibling (child) == NULL)
            child = gtk_widget_get_parent (child);
          if (child != window)
            child = gtk_widget_get_next_sibling (child);
        }
    }
  return TRUE;
}

void
tg_tooltip_fit_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* Signals exist once their class does. */
      gpointer widget_class = g_type_class_ref (GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0,
                                  realize_hook, NULL, NULL);
      g_type_class_unref (widget_class);
      g_once_init_leave (&installed, 1);
    }
}
