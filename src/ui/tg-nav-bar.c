/* tg-nav-bar.c: the bar under the board, in one row or two
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-nav-bar.h"

/* Between the children of a row, and between the two rows. */
#define GAP     8
#define ROW_GAP 4

enum { START, CENTER, END, N_SLOTS };

static const char *const slot_names[N_SLOTS] = { "start", "center", "end" };

struct _TgNavBar
{
  GtkWidget  parent_instance;

  GtkWidget *slot[N_SLOTS];
  gboolean   two_rows;
};

/* Where each child goes along the bar: x and width, 0 wide when absent. */
typedef struct
{
  int x[N_SLOTS];
  int width[N_SLOTS];
  gboolean two_rows;
} Row;

static void tg_nav_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TgNavBar, tg_nav_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, tg_nav_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* Sizes ------------------------------------------------------------------- */

static gboolean
shown (TgNavBar *self,
       guint     i)
{
  return self->slot[i] != NULL && gtk_widget_get_visible (self->slot[i]);
}

static void
widths_of (TgNavBar *self,
           int       min[N_SLOTS],
           int       nat[N_SLOTS])
{
  for (guint i = 0; i < N_SLOTS; i++)
    {
      min[i] = nat[i] = 0;
      if (shown (self, i))
        gtk_widget_measure (self->slot[i], GTK_ORIENTATION_HORIZONTAL, -1, &min[i], &nat[i], NULL, NULL);
    }
}

static int
one_row_minimum (const int min[N_SLOTS])
{
  return min[START] + GAP + min[CENTER] + GAP + min[END];
}

/* The navigation centred on the whole width where the sides leave room
 * for it, pushed aside as little as they need otherwise. */
static void
lay_out_one_row (const int min[N_SLOTS],
                 const int nat[N_SLOTS],
                 int       width,
                 Row      *row)
{
  int c = MAX (min[CENTER], MIN (nat[CENTER], width - min[START] - min[END] - 2 * GAP));
  int e = MAX (min[END], MIN (nat[END], width - c - min[START] - 2 * GAP));
  int cx = CLAMP ((width - c) / 2, min[START] + GAP, MAX (min[START] + GAP, width - e - GAP - c));

  row->two_rows = FALSE;
  row->x[START] = 0;
  row->width[START] = MAX (min[START], cx - GAP);
  row->x[CENTER] = cx;
  row->width[CENTER] = c;
  row->x[END] = width - e;
  row->width[END] = e;
}

/* The navigation centred on a row of its own; below it the messages at
 * the start and the buttons at the end. */
static void
lay_out_two_rows (const int min[N_SLOTS],
                  const int nat[N_SLOTS],
                  int       width,
                  Row      *row)
{
  int e = MAX (min[END], MIN (nat[END], width - min[START] - GAP));

  row->two_rows = TRUE;
  row->width[CENTER] = MAX (min[CENTER], MIN (nat[CENTER], width));
  row->x[CENTER] = MAX (0, (width - row->width[CENTER]) / 2);
  row->x[END] = width - e;
  row->width[END] = e;
  row->x[START] = 0;
  row->width[START] = MAX (min[START], width - e - GAP);
}

static void
lay_out (TgNavBar *self,
         int       width,
         Row      *row)
{
  int min[N_SLOTS], nat[N_SLOTS];

  widths_of (self, min, nat);
  if (width >= one_row_minimum (min))
    lay_out_one_row (min, nat, width, row);
  else
    lay_out_two_rows (min, nat, width, row);
}

static int
height_for (TgNavBar *self,
            guint     i,
            int       width)
{
  int min = 0;

  if (shown (self, i))
    gtk_widget_measure (self->slot[i], GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
  return min;
}

/* The heights of the first and the second row (0 when there is one). */
static void
row_heights (TgNavBar  *self,
             const Row *row,
             int       *first,
             int       *second)
{
  int s = height_for (self, START, row->width[START]);
  int c = height_for (self, CENTER, row->width[CENTER]);
  int e = height_for (self, END, row->width[END]);

  if (row->two_rows)
    {
      *first = c;
      *second = MAX (s, e);
    }
  else
    {
      *first = MAX (s, MAX (c, e));
      *second = 0;
    }
}

static void
tg_nav_bar_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  TgNavBar *self = TG_NAV_BAR (widget);
  int min[N_SLOTS], nat[N_SLOTS];

  widths_of (self, min, nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (min[CENTER], min[START] + GAP + min[END]);
      *natural = MAX (*minimum, nat[START] + GAP + nat[CENTER] + GAP + nat[END]);
    }
  else
    {
      Row row;
      int first, second;

      lay_out (self, for_size >= 0 ? for_size : nat[START] + nat[CENTER] + nat[END] + 2 * GAP, &row);
      row_heights (self, &row, &first, &second);
      *minimum = *natural = first + (second > 0 ? ROW_GAP + second : 0);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static GtkSizeRequestMode
tg_nav_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tg_nav_bar_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  TgNavBar *self = TG_NAV_BAR (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  Row row;
  int first, second;

  lay_out (self, width, &row);
  row_heights (self, &row, &first, &second);
  if (!row.two_rows)
    first = height;
  self->two_rows = row.two_rows;

  for (guint i = 0; i < N_SLOTS; i++)
    {
      gboolean lower = row.two_rows && i != CENTER;
      int x = rtl ? width - row.x[i] - row.width[i] : row.x[i];
      GtkAllocation a = { x, lower ? first + ROW_GAP : 0, row.width[i],
                          lower ? height - first - ROW_GAP : first };

      if (shown (self, i))
        gtk_widget_size_allocate (self->slot[i], &a, -1);
    }
}

/* Children ---------------------------------------------------------------- */

static void
tg_nav_bar_add_child (GtkBuildable *buildable,
                      GtkBuilder   *builder,
                      GObject      *child,
                      const char   *type)
{
  TgNavBar *self = TG_NAV_BAR (buildable);

  for (guint i = 0; GTK_IS_WIDGET (child) && type != NULL && i < N_SLOTS; i++)
    if (g_str_equal (type, slot_names[i]))
      {
        g_return_if_fail (self->slot[i] == NULL);
        self->slot[i] = GTK_WIDGET (child);
        /* In the order the rows show them, for the keyboard focus. */
        gtk_widget_insert_before (self->slot[i], GTK_WIDGET (self), NULL);
        return;
      }
  parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
tg_nav_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = tg_nav_bar_add_child;
}

gboolean
tg_nav_bar_get_two_rows (TgNavBar *self)
{
  g_return_val_if_fail (TG_IS_NAV_BAR (self), FALSE);
  return self->two_rows;
}

/* Class ------------------------------------------------------------------- */

static void
tg_nav_bar_dispose (GObject *object)
{
  TgNavBar *self = TG_NAV_BAR (object);

  for (guint i = 0; i < N_SLOTS; i++)
    g_clear_pointer (&self->slot[i], gtk_widget_unparent);

  G_OBJECT_CLASS (tg_nav_bar_parent_class)->dispose (object);
}

static void
tg_nav_bar_class_init (TgNavBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_nav_bar_dispose;
  widget_class->measure = tg_nav_bar_measure;
  widget_class->size_allocate = tg_nav_bar_size_allocate;
  widget_class->get_request_mode = tg_nav_bar_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "box");
}

static void
tg_nav_bar_init (TgNavBar *self)
{
}
