/* tg-analysis-graph.c: who was ahead after every move, and what each cost
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-analysis-graph.h"

#define GRAPH_HEIGHT   96
#define MARGIN_X       4.0
#define MARGIN_Y       4.0
/* Loss bars reach this share of the height at the blunder threshold. */
#define BAR_SHARE      0.45
#define BAR_FULL_LOSS  12.0
#define BAR_FULL_WR    0.20
#define MAX_BAR_WIDTH  8.0

struct _TgAnalysisGraph
{
  GtkWidget            parent_instance;
  TgAnalysisGraphData *data;
};

G_DEFINE_TYPE (TgAnalysisGraph, tg_analysis_graph, GTK_TYPE_WIDGET)

enum { MOVE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Data -------------------------------------------------------------------- */

TgAnalysisGraphData *
tg_analysis_graph_data_new (guint n_positions)
{
  TgAnalysisGraphData *data = g_new0 (TgAnalysisGraphData, 1);

  data->n_positions = n_positions;
  data->winrate = g_new (double, MAX (n_positions, 1));
  data->score_lead = g_new (double, MAX (n_positions, 1));
  data->loss = g_new (double, MAX (n_positions, 1));
  data->loss_winrate = g_new (double, MAX (n_positions, 1));
  data->klass = g_new0 (guint8, MAX (n_positions, 1));
  for (guint i = 0; i < n_positions; i++)
    data->winrate[i] = data->score_lead[i] = data->loss[i] = data->loss_winrate[i] = NAN;
  data->hover = -1;
  return data;
}

void
tg_analysis_graph_data_free (TgAnalysisGraphData *data)
{
  if (data == NULL)
    return;
  g_free (data->winrate);
  g_free (data->score_lead);
  g_free (data->loss);
  g_free (data->loss_winrate);
  g_free (data->klass);
  g_free (data);
}

guint
tg_analysis_graph_data_count (const TgAnalysisGraphData *data)
{
  guint n = 0;

  for (guint i = 0; i < data->n_positions; i++)
    if (!isnan (data->winrate[i]) || !isnan (data->score_lead[i]))
      n++;
  return n;
}

/* Drawing ----------------------------------------------------------------- */

static double
x_of (double width,
      guint  n,
      guint  i)
{
  if (n <= 1)
    return MARGIN_X;
  return MARGIN_X + (width - 2 * MARGIN_X) * i / (n - 1);
}

guint
tg_analysis_graph_position_at (int    width,
                               guint  n_positions,
                               double x)
{
  double t;

  if (n_positions <= 1 || width <= 2 * MARGIN_X)
    return 0;
  t = (x - MARGIN_X) / (width - 2 * MARGIN_X) * (n_positions - 1);
  return (guint) CLAMP (lround (t), 0, (long) n_positions - 1);
}

/* The score scale: a round number of points at least the largest lead. */
static double
score_scale (const TgAnalysisGraphData *data)
{
  double most = 0;

  for (guint i = 0; i < data->n_positions; i++)
    if (!isnan (data->score_lead[i]))
      most = MAX (most, fabs (data->score_lead[i]));
  if (most <= 10)
    return 10;
  return ceil (most / 20) * 20;
}

static void
draw_bars_by_class (cairo_t                   *cr,
                    double                     width,
                    double                     height,
                    const TgAnalysisGraphData *data)
{
  guint n = data->n_positions;
  double bar = CLAMP ((width - 2 * MARGIN_X) / MAX (n, 1) * 0.8, 1, MAX_BAR_WIDTH);

  for (guint k = 0; k < TG_MOVE_CLASS_COUNT; k++)
    {
      float rgb[3];
      gboolean any = FALSE;

      for (guint i = 1; i < n; i++)
        {
          double share, h;

          if (data->klass[i] != k)
            continue;
          if (!isnan (data->loss[i]))
            share = MAX (data->loss[i], 0) / BAR_FULL_LOSS;
          else if (!isnan (data->loss_winrate[i]))
            share = MAX (data->loss_winrate[i], 0) / BAR_FULL_WR;
          else
            continue;
          h = MIN (share, 1.5) * BAR_SHARE * (height - 2 * MARGIN_Y);
          if (h < 0.5)
            continue;
          /* Whole pixels: cairo fills aligned rectangles without
           * antialiasing, several times faster. */
          cairo_rectangle (cr, round (x_of (width, n, i) - bar / 2), round (height - MARGIN_Y - h),
                           MAX (round (bar), 1), MAX (round (h), 1));
          any = TRUE;
        }
      if (!any)
        continue;
      tg_analysis_class_color (data->palette, (TgMoveClass) k, rgb);
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.9);
      cairo_fill (cr);
    }
}

/* A polyline through the known values; unknown ones break it. */
static void
draw_series (cairo_t      *cr,
             double        width,
             double        height,
             const double *values,
             guint         n,
             double        low,
             double        high)
{
  gboolean drawing = FALSE;
  double span = height - 2 * MARGIN_Y;

  for (guint i = 0; i < n; i++)
    {
      double v, y;

      if (isnan (values[i]))
        {
          drawing = FALSE;
          continue;
        }
      v = CLAMP ((values[i] - low) / (high - low), 0, 1);
      y = MARGIN_Y + (1 - v) * span;
      if (drawing)
        cairo_line_to (cr, x_of (width, n, i), y);
      else
        cairo_move_to (cr, x_of (width, n, i), y);
      drawing = TRUE;
    }
  cairo_stroke (cr);
}

/* One label of the scale on a light plate, so that it stays readable over
 * the loss bars and the curves. */
static void
draw_scale_label (cairo_t    *cr,
                  double      x,
                  double      baseline,
                  const char *text)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_rectangle (cr, x - 1, baseline + ext.y_bearing - 1,
                   ext.x_advance + 2, ext.height + 2);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.35, 0.35, 0.35, 0.9);
  cairo_move_to (cr, x, baseline);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

void
tg_analysis_graph_scale_label (const TgAnalysisGraphData *data,
                               TgColor                    color,
                               char                      *buf,
                               gsize                      size)
{
  gboolean any_score = FALSE;

  for (guint i = 0; i < data->n_positions && !any_score; i++)
    any_score = !isnan (data->score_lead[i]);
  if (any_score)
    g_snprintf (buf, size, "%s+%.0f", color == TG_BLACK ? "B" : "W", score_scale (data));
  else
    g_snprintf (buf, size, "%s 100%%", color == TG_BLACK ? "B" : "W");
}

/* The scale at the left edge: Black's lead (or winrate) at the top,
 * White's at the bottom. */
static void
draw_scale (cairo_t                   *cr,
            int                        height,
            const TgAnalysisGraphData *data)
{
  char text[16];

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 10);
  tg_analysis_graph_scale_label (data, TG_BLACK, text, sizeof text);
  draw_scale_label (cr, MARGIN_X + 2, MARGIN_Y + 10, text);
  tg_analysis_graph_scale_label (data, TG_WHITE, text, sizeof text);
  draw_scale_label (cr, MARGIN_X + 2, height - MARGIN_Y - 2, text);
}

void
tg_analysis_graph_draw (cairo_t                   *cr,
                        int                        width,
                        int                        height,
                        const TgAnalysisGraphData *data)
{
  double scale;
  guint n;

  if (width <= 0 || height <= 0 || data == NULL)
    return;
  n = data->n_positions;
  scale = score_scale (data);

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_BEVEL);

  /* Black's half above the even line, tinted; the even line itself. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.10);
  cairo_rectangle (cr, 0, 0, width, height / 2.0);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, floor (height / 2.0) + 0.5);
  cairo_line_to (cr, width, floor (height / 2.0) + 0.5);
  cairo_stroke (cr);

  draw_bars_by_class (cr, width, height, data);

  /* The score lead, blue, on its own scale; the winrate, dark, on top. */
  cairo_set_line_width (cr, 1.5);
  cairo_set_source_rgba (cr, 0.15, 0.40, 0.85, 0.9);
  draw_series (cr, width, height, data->score_lead, n, -scale, scale);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 0.12, 0.12, 0.12, 0.95);
  draw_series (cr, width, height, data->winrate, n, 0, 1);
  draw_scale (cr, height, data);

  if (n > 0)
    {
      double x = round (x_of (width, n, MIN (data->current, n - 1))) + 0.5;

      cairo_set_source_rgba (cr, 0.90, 0.15, 0.15, 0.9);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
    }
  if (data->hover >= 0 && (guint) data->hover < n)
    {
      double x = round (x_of (width, n, data->hover)) + 0.5;

      cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.6);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

char *
tg_analysis_graph_describe (const TgAnalysisGraphData *data,
                            guint                      position)
{
  GString *text = g_string_new (NULL);
  char buf[12];

  if (data == NULL || position >= data->n_positions)
    return g_string_free (text, FALSE);
  if (position == 0)
    g_string_append (text, _("Start"));
  else
    g_string_append_printf (text, _("Move %u"), position);
  if (!isnan (data->winrate[position]))
    {
      tg_analysis_format_winrate (data->winrate[position], buf);
      g_string_append (text, _(" · "));
      /* TRANSLATORS: Black's chance of winning, in percent */
      g_string_append_printf (text, _("Black's winrate %s %%"), buf);
    }
  if (!isnan (data->score_lead[position]))
    {
      tg_analysis_format_lead (data->score_lead[position], buf);
      g_string_append (text, _(" · "));
      /* TRANSLATORS: Black's lead in points, "+2.5" */
      g_string_append_printf (text, _("Black %s"), buf);
    }
  if (position > 0 && !isnan (data->loss[position]))
    {
      g_ascii_formatd (buf, sizeof buf, "%.1f", MAX (data->loss[position], 0));
      g_string_append (text, _(" · "));
      g_string_append_printf (text, _("lost %s points"), buf);
    }
  else if (position > 0 && !isnan (data->loss_winrate[position]))
    {
      g_ascii_formatd (buf, sizeof buf, "%.1f", MAX (data->loss_winrate[position], 0) * 100);
      g_string_append (text, _(" · "));
      g_string_append_printf (text, _("lost %s %% winrate"), buf);
    }
  return g_string_free (text, FALSE);
}

/* The widget -------------------------------------------------------------- */

static void
tg_analysis_graph_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TgAnalysisGraph *self = TG_ANALYSIS_GRAPH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->data == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  tg_analysis_graph_draw (cr, width, height, self->data);
  cairo_destroy (cr);
}

static void
tg_analysis_graph_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_VERTICAL ? GRAPH_HEIGHT : 100;
  *natural = *minimum;
}

static void
activate_at (TgAnalysisGraph *self,
             double           x)
{
  guint position;

  if (self->data == NULL || self->data->n_positions == 0)
    return;
  position = tg_analysis_graph_position_at (gtk_widget_get_width (GTK_WIDGET (self)),
                                            self->data->n_positions, x);
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, position);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TgAnalysisGraph *self)
{
  activate_at (self, x);
}

static void
drag_update_cb (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                TgAnalysisGraph *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    activate_at (self, x + dx);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TgAnalysisGraph          *self)
{
  gint hover;

  if (self->data == NULL)
    return;
  hover = (gint) tg_analysis_graph_position_at (gtk_widget_get_width (GTK_WIDGET (self)),
                                                self->data->n_positions, x);
  if (hover != self->data->hover)
    {
      self->data->hover = hover;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *motion,
          TgAnalysisGraph          *self)
{
  if (self->data != NULL && self->data->hover >= 0)
    {
      self->data->hover = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
query_tooltip_cb (GtkWidget       *widget,
                  int              x,
                  int              y,
                  gboolean         keyboard,
                  GtkTooltip      *tooltip,
                  TgAnalysisGraph *self)
{
  g_autofree char *text = NULL;
  guint position;

  if (self->data == NULL || self->data->n_positions == 0 || keyboard)
    return FALSE;
  position = tg_analysis_graph_position_at (gtk_widget_get_width (widget),
                                            self->data->n_positions, x);
  text = tg_analysis_graph_describe (self->data, position);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
tg_analysis_graph_finalize (GObject *object)
{
  TgAnalysisGraph *self = TG_ANALYSIS_GRAPH (object);

  g_clear_pointer (&self->data, tg_analysis_graph_data_free);
  G_OBJECT_CLASS (tg_analysis_graph_parent_class)->finalize (object);
}

static void
tg_analysis_graph_class_init (TgAnalysisGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tg_analysis_graph_finalize;
  widget_class->snapshot = tg_analysis_graph_snapshot;
  widget_class->measure = tg_analysis_graph_measure;
  gtk_widget_class_set_css_name (widget_class, "analysis-graph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /* The position (0: the start, i: after move i) under the pointer. */
  signals[MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tg_analysis_graph_init (TgAnalysisGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Winrate and score graph"), -1);
}

GtkWidget *
tg_analysis_graph_new (void)
{
  return g_object_new (TG_TYPE_ANALYSIS_GRAPH, NULL);
}

void
tg_analysis_graph_set_data (TgAnalysisGraph     *self,
                            TgAnalysisGraphData *data)
{
  g_return_if_fail (TG_IS_ANALYSIS_GRAPH (self));

  if (self->data != NULL && data != NULL)
    data->hover = self->data->hover;
  g_clear_pointer (&self->data, tg_analysis_graph_data_free);
  self->data = data;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const TgAnalysisGraphData *
tg_analysis_graph_get_data (TgAnalysisGraph *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_GRAPH (self), NULL);
  return self->data;
}

void
tg_analysis_graph_set_current (TgAnalysisGraph *self,
                               guint            position)
{
  g_return_if_fail (TG_IS_ANALYSIS_GRAPH (self));

  if (self->data == NULL || self->data->current == position)
    return;
  self->data->current = position;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tg_analysis_graph_count_points (TgAnalysisGraph *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_GRAPH (self), 0);
  return self->data != NULL ? tg_analysis_graph_data_count (self->data) : 0;
}
