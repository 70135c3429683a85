/* tg-live-label.c: a wrapping text that changes often without laying the window out
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-live-label.h"

struct _TgLiveLabel
{
  GtkWidget    parent_instance;
  char        *text;
  PangoLayout *layout;
  int          width;          /* the width the layout wraps at, pixels (-1: none yet) */
  int          height;         /* the layout's height at that width */
  guint        resizes;
};

G_DEFINE_FINAL_TYPE (TgLiveLabel, tg_live_label, GTK_TYPE_WIDGET)

/* The text's height wrapped at @width pixels (unwrapped when negative). */
static int
height_at (TgLiveLabel *self,
           int          width)
{
  int height;

  pango_layout_set_width (self->layout, width >= 0 ? width * PANGO_SCALE : -1);
  pango_layout_get_pixel_size (self->layout, NULL, &height);
  return height;
}

/* Wrapped, its height depends on the width it gets: without this GTK asks
 * for the height at no width (one long line) and the wrapped text spills
 * over what follows. */
static GtkSizeRequestMode
tg_live_label_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tg_live_label_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TgLiveLabel *self = TG_LIVE_LABEL (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = *natural = 0;
      return;
    }
  *minimum = *natural = height_at (self, for_size);
  /* Measuring leaves the layout as it is drawn. */
  if (self->width >= 0)
    pango_layout_set_width (self->layout, self->width * PANGO_SCALE);
}

static void
tg_live_label_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TgLiveLabel *self = TG_LIVE_LABEL (widget);

  pango_layout_set_alignment (self->layout, gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL
                                            ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  self->width = width;
  self->height = height_at (self, width);
}

static void
tg_live_label_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TgLiveLabel *self = TG_LIVE_LABEL (widget);
  GdkRGBA color;

  if (self->text == NULL || *self->text == '\0')
    return;
  /* GTK 4.8 has no gtk_widget_get_color (4.10). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_snapshot_append_layout (snapshot, self->layout, &color);
}

static void
tg_live_label_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  TgLiveLabel *self = TG_LIVE_LABEL (widget);

  GTK_WIDGET_CLASS (tg_live_label_parent_class)->css_changed (widget, change);
  /* Another font: the widget's Pango context has changed. */
  pango_layout_context_changed (self->layout);
  gtk_widget_queue_resize (widget);
}

static void
tg_live_label_direction_changed (GtkWidget        *widget,
                                 GtkTextDirection  previous)
{
  gtk_widget_queue_allocate (widget);
}

static void
tg_live_label_finalize (GObject *object)
{
  TgLiveLabel *self = TG_LIVE_LABEL (object);

  g_clear_object (&self->layout);
  g_clear_pointer (&self->text, g_free);
  G_OBJECT_CLASS (tg_live_label_parent_class)->finalize (object);
}

static void
tg_live_label_class_init (TgLiveLabelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tg_live_label_finalize;
  widget_class->get_request_mode = tg_live_label_get_request_mode;
  widget_class->measure = tg_live_label_measure;
  widget_class->size_allocate = tg_live_label_size_allocate;
  widget_class->snapshot = tg_live_label_snapshot;
  widget_class->css_changed = tg_live_label_css_changed;
  widget_class->direction_changed = tg_live_label_direction_changed;
  /* Styled and read as a label. */
  gtk_widget_class_set_css_name (widget_class, "label");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
tg_live_label_init (TgLiveLabel *self)
{
  self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  pango_layout_set_wrap (self->layout, PANGO_WRAP_WORD_CHAR);
  self->width = -1;
}

GtkWidget *
tg_live_label_new (void)
{
  return g_object_new (TG_TYPE_LIVE_LABEL, NULL);
}

void
tg_live_label_set_text (TgLiveLabel *self,
                        const char  *text)
{
  g_return_if_fail (TG_IS_LIVE_LABEL (self));

  if (text == NULL)
    text = "";
  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  pango_layout_set_text (self->layout, text, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  /* The same height at the same width: a redraw is enough. */
  if (self->width >= 0 && height_at (self, self->width) == self->height)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->resizes++;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
tg_live_label_get_text (TgLiveLabel *self)
{
  g_return_val_if_fail (TG_IS_LIVE_LABEL (self), NULL);

  return self->text != NULL ? self->text : "";
}

guint
tg_live_label_get_resizes (TgLiveLabel *self)
{
  g_return_val_if_fail (TG_IS_LIVE_LABEL (self), 0);

  return self->resizes;
}
