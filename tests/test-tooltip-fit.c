/* test-tooltip-fit.c: tooltip labels wide enough for CJK text
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkTooltipWindow sets its label's max-width-chars to the text's length;
 * these tests set up a label the same way and check what
 * tg_tooltip_fit_label() makes of it. Needs a display (run under
 * xvfb-run); skips cleanly without one.
 */

#include <gtk/gtk.h>

#include "tg-tooltip-fit.h"

#include "test-ui-common.h"

/* A label as GtkTooltipWindow leaves it: wrapping, max-width-chars the
 * number of characters (at most 50). */
static GtkWidget *
tooltip_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), MIN (g_utf8_strlen (text, -1), 50));
  return g_object_ref_sink (label);
}

static int
text_width (GtkWidget  *label,
            const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

static int
natural_width (GtkWidget *label)
{
  int minimum, natural;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return natural;
}

static int
lines_at_natural_width (GtkWidget *label)
{
  PangoLayout *layout;
  int minimum, natural;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  layout = gtk_label_get_layout (GTK_LABEL (label));
  pango_layout_set_width (layout, natural * PANGO_SCALE);
  return pango_layout_get_line_count (layout);
}

static void
test_short_texts_fit_one_line (void)
{
  static const char *texts[] = { "上一手", "主菜单", "打开棋谱", "前の手", "다음 수", "Main Menu", "Save" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GtkWidget) label = tooltip_label_new (texts[i]);

      tg_tooltip_fit_label (GTK_LABEL (label));
      g_test_message ("%s: max-width-chars %d, natural %d px, text %d px", texts[i],
                      gtk_label_get_max_width_chars (GTK_LABEL (label)), natural_width (label),
                      text_width (label, texts[i]));
      g_assert_cmpint (natural_width (label), >=, text_width (label, texts[i]));
      g_assert_cmpint (lines_at_natural_width (label), ==, 1);
    }
}

static void
test_long_text_keeps_the_limit (void)
{
  GString *text = g_string_new (NULL);
  g_autoptr(GtkWidget) label = NULL;

  for (guint i = 0; i < 12; i++)
    g_string_append (text, "标记死子并查看结果");
  label = tooltip_label_new (text->str);
  tg_tooltip_fit_label (GTK_LABEL (label));
  /* 108 glyphs: as wide as GTK allows a tooltip line, and wrapped. */
  g_assert_cmpint (gtk_label_get_max_width_chars (GTK_LABEL (label)), ==, 50);
  g_assert_cmpint (lines_at_natural_width (label), >, 1);
  g_string_free (text, TRUE);
}

static void
test_never_lowers (void)
{
  g_autoptr(GtkWidget) label = NULL;

  label = tooltip_label_new ("上一手");
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  tg_tooltip_fit_label (GTK_LABEL (label));
  g_assert_cmpint (gtk_label_get_max_width_chars (GTK_LABEL (label)), ==, 40);
}

static void
test_line_breaks_left_alone (void)
{
  g_autoptr(GtkWidget) label = NULL;
  g_autoptr(GtkWidget) empty = NULL;

  /* GTK does not wrap tooltips with line breaks; neither do we widen them. */
  label = tooltip_label_new ("上一手\n下一手");
  tg_tooltip_fit_label (GTK_LABEL (label));
  g_assert_cmpint (gtk_label_get_max_width_chars (GTK_LABEL (label)), ==, 7);

  empty = tooltip_label_new ("");
  tg_tooltip_fit_label (GTK_LABEL (empty));
  g_assert_cmpint (gtk_label_get_max_width_chars (GTK_LABEL (empty)), ==, 0);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 int        *count)
{
  (*count)++;
}

static void
test_set_text_only_when_changed (void)
{
  g_autoptr(GtkWidget) label = g_object_ref_sink (gtk_label_new ("Game over"));
  int changes = 0;

  /* GTK notifies (and asks the X server for the pointer) on every set,
   * an unchanged one too: tg_tooltip_set_text() leaves those out. */
  g_signal_connect (label, "notify::tooltip-text", G_CALLBACK (count_notify_cb), &changes);
  tg_tooltip_set_text (label, "Game over: W+7.5");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, "Game over: W+7.5");
  g_assert_true (gtk_widget_get_has_tooltip (label));
  g_assert_cmpint (changes, ==, 1);
  tg_tooltip_set_text (label, "Game over: W+7.5");
  g_assert_cmpint (changes, ==, 1);
  tg_tooltip_set_text (label, "Game over: B+R");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, "Game over: B+R");
  g_assert_cmpint (changes, ==, 2);

  /* "" is no tooltip, as for GTK. */
  tg_tooltip_set_text (label, "");
  g_assert_null (gtk_widget_get_tooltip_text (label));
  g_assert_false (gtk_widget_get_has_tooltip (label));
  g_assert_cmpint (changes, ==, 3);
  tg_tooltip_set_text (label, NULL);
  tg_tooltip_set_text (label, "");
  g_assert_cmpint (changes, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ui_test_open_display ();

  g_test_add_func ("/tooltip-fit/short-texts-fit-one-line", test_short_texts_fit_one_line);
  g_test_add_func ("/tooltip-fit/long-text-keeps-the-limit", test_long_text_keeps_the_limit);
  g_test_add_func ("/tooltip-fit/never-lowers", test_never_lowers);
  g_test_add_func ("/tooltip-fit/line-breaks-left-alone", test_line_breaks_left_alone);
  g_test_add_func ("/tooltip-fit/set-text-only-when-changed", test_set_text_only_when_changed);

  return g_test_run ();
}
