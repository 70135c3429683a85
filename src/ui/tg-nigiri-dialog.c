/* tg-nigiri-dialog.c: the nigiri (猜先) ceremony that decides who plays Black
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-nigiri-dialog.h"
#include "tg-types.h"

/* How long each pair takes to appear while the handful is counted. */
#define PAIR_INTERVAL_US  (160 * G_TIME_SPAN_MILLISECOND)

/* The counted stones: pairs in columns, five pairs (ten stones) a group. */
#define STONE_R      11.0
#define PAIR_STEP    (2 * STONE_R + 3)
#define GROUP_GAP    12.0
#define PAIRS_GROUP  5

struct _TgNigiriDialog
{
  AdwWindow        parent_instance;

  char            *holder;
  char            *guesser;
  gboolean         winner_chooses;
  gboolean         computer[2];        /* by TgNigiriPlayer: a computer plays it */
  GRand           *rand;

  TgNigiri         nigiri;
  gboolean         guessed;
  gboolean         chosen;
  guint            shown;              /* stones counted out so far */
  guint            tick_id;
  gint64           count_start;

  GtkStack        *stack;
  GtkLabel        *holder_label;
  GtkLabel        *guesser_label;
  GtkDrawingArea  *hand_area;
  GtkWidget       *odd_button;
  GtkDrawingArea  *odd_area;
  GtkDrawingArea  *even_area;
  GtkLabel        *reveal_label;
  GtkDrawingArea  *stones_area;
  GtkLabel        *count_label;
  GtkLabel        *verdict_label;
  GtkWidget       *choose_box;
  GtkWidget       *start_button;
  GtkToggleButton *black_button;
  GtkToggleButton *white_button;
};

G_DEFINE_FINAL_TYPE (TgNigiriDialog, tg_nigiri_dialog, ADW_TYPE_WINDOW)

enum {
  DECIDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
name_of (TgNigiriDialog *self,
         TgNigiriPlayer  player)
{
  return player == TG_NIGIRI_HOLDER ? self->holder : self->guesser;
}

/* Drawing ----------------------------------------------------------------- */

static void
fill_ellipse (cairo_t *cr,
              double   cx,
              double   cy,
              double   rx,
              double   ry)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, rx, ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
}

/* One stone of radius @r centred on (@x, @y), lit from the top left, with
 * a soft shadow below and to the right. */
static void
draw_stone (cairo_t *cr,
            double   x,
            double   y,
            double   r,
            TgColor  color)
{
  cairo_pattern_t *pat;

  if (r > 3)
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
      cairo_arc (cr, x + r * 0.08, y + r * 0.12, r, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  pat = cairo_pattern_create_radial (x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  if (color == TG_BLACK)
    {
      cairo_pattern_add_color_stop_rgb (pat, 0.0, 0.42, 0.42, 0.44);
      cairo_pattern_add_color_stop_rgb (pat, 1.0, 0.06, 0.06, 0.07);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (pat, 0.0, 1.0, 1.0, 1.0);
      cairo_pattern_add_color_stop_rgb (pat, 1.0, 0.80, 0.80, 0.78);
    }
  cairo_set_source (cr, pat);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  cairo_set_source_rgba (cr, 0, 0, 0, color == TG_BLACK ? 0.5 : 0.35);
  cairo_set_line_width (cr, MAX (0.6, r * 0.05));
  cairo_stroke (cr);
}

/* The holder's bowl of white stones and, beside it, the handful hidden
 * under the bowl's lid. */
static void
draw_hand (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  double bx = width * 0.3, lx = width * 0.76, cy = height / 2.0;
  double rx = MIN (width * 0.25, 84), ry = MIN (height / 2.0 - 8, 46);
  double r = 8.5;
  cairo_pattern_t *wood;

  /* The bowl, seen from above at an angle, full of white stones. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  fill_ellipse (cr, bx + 2, cy + 4, rx, ry);
  wood = cairo_pattern_create_linear (bx - rx, cy - ry, bx + rx, cy + ry);
  cairo_pattern_add_color_stop_rgb (wood, 0, 0.66, 0.44, 0.22);
  cairo_pattern_add_color_stop_rgb (wood, 1, 0.43, 0.26, 0.12);
  cairo_set_source (cr, wood);
  fill_ellipse (cr, bx, cy, rx, ry);
  cairo_pattern_destroy (wood);
  cairo_set_source_rgb (cr, 0.33, 0.20, 0.09);
  fill_ellipse (cr, bx, cy, rx * 0.84, ry * 0.76);
  for (int row = -3; row <= 3; row++)
    for (int col = -6; col <= 6; col++)
      {
        double x = col * 2 * r * 0.92 + (row % 2 ? r * 0.92 : 0);
        double y = row * r * 1.35;

        double ex = (ABS (x) + r * 0.8) / (rx * 0.84);
        double ey = (ABS (y) + r * 0.8) / (ry * 0.76);

        if (ex * ex + ey * ey <= 1.0)
          draw_stone (cr, bx + x, cy + y, r, TG_WHITE);
      }

  /* The lid over the handful, and the question. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
  fill_ellipse (cr, lx + 2, cy + 5, rx * 0.72, ry * 0.8);
  wood = cairo_pattern_create_radial (lx - rx * 0.2, cy - ry * 0.3, 4, lx, cy, rx * 0.72);
  cairo_pattern_add_color_stop_rgb (wood, 0, 0.74, 0.52, 0.28);
  cairo_pattern_add_color_stop_rgb (wood, 1, 0.48, 0.29, 0.13);
  cairo_set_source (cr, wood);
  fill_ellipse (cr, lx, cy, rx * 0.72, ry * 0.8);
  cairo_pattern_destroy (wood);
  {
    PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), "?");
    PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 22");
    int lw, lh;

    pango_layout_set_font_description (layout, font);
    pango_layout_get_pixel_size (layout, &lw, &lh);
    cairo_move_to (cr, lx - lw / 2.0, cy - lh / 2.0);
    cairo_set_source_rgba (cr, 1, 0.96, 0.88, 0.9);
    pango_cairo_show_layout (cr, layout);
    pango_font_description_free (font);
    g_object_unref (layout);
  }
}

static void
draw_guess (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  double r = MIN (height / 2.0 - 3, 18);

  for (guint i = 0; i < n; i++)
    draw_stone (cr, width / 2.0 + (i - (n - 1) / 2.0) * (2 * r + 4), height / 2.0, r, TG_BLACK);
}

static double
pair_x (guint pair)
{
  return pair * PAIR_STEP + (pair / PAIRS_GROUP) * GROUP_GAP;
}

static void
draw_stones (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TgNigiriDialog *self = user_data;
  guint pairs = (self->nigiri.stones + 1) / 2;
  double row_width, x0, y0, guess_x;
  gboolean done = self->guessed && self->shown >= self->nigiri.stones;

  if (!self->guessed)
    return;

  /* The white stones counted in pairs, then the guess (black) at the right. */
  row_width = pair_x (pairs - 1) + 2 * STONE_R + 40 + 2 * (2 * STONE_R + 3);
  x0 = floor ((width - row_width) / 2) + STONE_R;
  y0 = height / 2.0 - STONE_R - 1.5;
  for (guint i = 0; i < self->shown; i++)
    {
      double x = x0 + pair_x (i / 2);
      double y = y0 + (i % 2) * (2 * STONE_R + 3);

      draw_stone (cr, x, y, STONE_R, TG_WHITE);
      if (done && self->nigiri.stones % 2 == 1 && i == self->nigiri.stones - 1)
        {
          /* The odd stone out. */
          cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
          cairo_set_line_width (cr, 2.5);
          cairo_arc (cr, x, y, STONE_R + 3.5, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }

  guess_x = x0 + pair_x (pairs - 1) + 2 * STONE_R + 40;
  cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, floor (guess_x - 20 - STONE_R) + 0.5, 8);
  cairo_line_to (cr, floor (guess_x - 20 - STONE_R) + 0.5, height - 8);
  cairo_stroke (cr);
  for (guint i = 0; i < (self->nigiri.guessed_odd ? 1u : 2u); i++)
    draw_stone (cr, guess_x + i * (2 * STONE_R + 3), height / 2.0, STONE_R, TG_BLACK);
}

/* Progress ---------------------------------------------------------------- */

static void
update_actions (TgNigiriDialog *self)
{
  gboolean counted = self->guessed && self->shown >= self->nigiri.stones;
  gboolean ready = tg_nigiri_dialog_is_decided (self) && counted;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nigiri.guess-odd", !self->guessed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nigiri.guess-even", !self->guessed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nigiri.start", ready);
  if (ready)
    gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
  else if (counted && self->nigiri.winner_chooses)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->white_button));
}

static void
show_verdict (TgNigiriDialog *self)
{
  const TgNigiri *n = &self->nigiri;
  const char *winner = name_of (self, n->winner);
  g_autofree char *count = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *escaped = g_markup_escape_text (winner, -1);

  if (n->stones % 2 == 1)
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u stones: %u pair and one more, odd",
                                          "%u stones: %u pairs and one more, odd",
                                          n->stones / 2),
                             n->stones, n->stones / 2);
  else
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u stones: %u pair, even",
                                          "%u stones: %u pairs, even",
                                          n->stones / 2),
                             n->stones, n->stones / 2);
  gtk_label_set_text (self->count_label, count);

  if (n->winner_chooses)
    verdict = g_strdup_printf (n->guess_right
                               ? _("The guess was right: <b>%s</b> chooses a colour.")
                               : _("The guess was wrong: <b>%s</b> chooses a colour."),
                               escaped);
  else
    verdict = g_strdup_printf (n->guess_right
                               ? _("The guess was right: <b>%s</b> takes Black.")
                               : _("The guess was wrong: <b>%s</b> takes Black."),
                               escaped);
  gtk_label_set_markup (self->verdict_label, verdict);
  gtk_widget_set_visible (self->choose_box, n->winner_chooses);
}

static gboolean
count_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  TgNigiriDialog *self = TG_NIGIRI_DIALOG (widget);
  gint64 elapsed = gdk_frame_clock_get_frame_time (clock) - self->count_start;
  guint pairs = (guint) (elapsed / PAIR_INTERVAL_US) + 1;
  guint shown = MIN (2 * pairs, self->nigiri.stones);

  if (shown != self->shown)
    {
      g_autofree char *count = g_strdup_printf ("%u", shown);

      self->shown = shown;
      gtk_label_set_text (self->count_label, count);
      gtk_widget_queue_draw (GTK_WIDGET (self->stones_area));
    }
  if (self->shown < self->nigiri.stones)
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  show_verdict (self);
  update_actions (self);
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (TgNigiriDialog *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Actions ----------------------------------------------------------------- */

static void
guess_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  tg_nigiri_dialog_guess (TG_NIGIRI_DIALOG (widget), g_str_equal (action_name, "nigiri.guess-odd"));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgNigiriDialog *self = TG_NIGIRI_DIALOG (widget);

  if (tg_nigiri_dialog_is_decided (self))
    g_signal_emit (self, signals[DECIDED], 0);
}

static void
colour_toggled_cb (GtkToggleButton *button,
                   TgNigiriDialog  *self)
{
  if (!gtk_toggle_button_get_active (button) || !self->guessed)
    return;
  tg_nigiri_dialog_choose (self, button == self->black_button ? TG_BLACK : TG_WHITE);
}

/* GObject ----------------------------------------------------------------- */

static void
tg_nigiri_dialog_dispose (GObject *object)
{
  TgNigiriDialog *self = TG_NIGIRI_DIALOG (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_NIGIRI_DIALOG);

  G_OBJECT_CLASS (tg_nigiri_dialog_parent_class)->dispose (object);
}

static void
tg_nigiri_dialog_finalize (GObject *object)
{
  TgNigiriDialog *self = TG_NIGIRI_DIALOG (object);

  g_free (self->holder);
  g_free (self->guesser);
  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (tg_nigiri_dialog_parent_class)->finalize (object);
}

static void
tg_nigiri_dialog_class_init (TgNigiriDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_nigiri_dialog_dispose;
  object_class->finalize = tg_nigiri_dialog_finalize;

  /**
   * TgNigiriDialog::decided:
   *
   * Colours are settled (see tg_nigiri_dialog_get_nigiri()) and the user
   * pressed "Start Game".
   */
  signals[DECIDED] = g_signal_new ("decided",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tengen/Tengen/tg-nigiri-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, holder_label);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, guesser_label);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, hand_area);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, odd_button);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, odd_area);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, even_area);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, reveal_label);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, stones_area);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, count_label);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, choose_box);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, black_button);
  gtk_widget_class_bind_template_child (widget_class, TgNigiriDialog, white_button);

  gtk_widget_class_install_action (widget_class, "nigiri.guess-odd", NULL, guess_action);
  gtk_widget_class_install_action (widget_class, "nigiri.guess-even", NULL, guess_action);
  gtk_widget_class_install_action (widget_class, "nigiri.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tg_nigiri_dialog_init (TgNigiriDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drawing_area_set_draw_func (self->hand_area, draw_hand, self, NULL);
  gtk_drawing_area_set_draw_func (self->odd_area, draw_guess, GUINT_TO_POINTER (1), NULL);
  gtk_drawing_area_set_draw_func (self->even_area, draw_guess, GUINT_TO_POINTER (2), NULL);
  gtk_drawing_area_set_draw_func (self->stones_area, draw_stones, self, NULL);
  g_signal_connect (self->black_button, "toggled", G_CALLBACK (colour_toggled_cb), self);
  g_signal_connect (self->white_button, "toggled", G_CALLBACK (colour_toggled_cb), self);
  update_actions (self);
}

/* API --------------------------------------------------------------------- */

TgNigiriDialog *
tg_nigiri_dialog_new (GtkWindow  *parent,
                      const char *holder,
                      const char *guesser,
                      gboolean    winner_chooses,
                      GRand      *rand)
{
  TgNigiriDialog *self;
  g_autofree char *holder_markup = NULL;
  g_autofree char *guesser_markup = NULL;
  g_autofree char *holder_text = NULL;
  g_autofree char *guesser_text = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (holder != NULL && guesser != NULL, NULL);

  self = g_object_new (TG_TYPE_NIGIRI_DIALOG, "transient-for", parent, NULL);
  self->holder = g_strdup (holder);
  self->guesser = g_strdup (guesser);
  self->winner_chooses = winner_chooses;
  self->rand = rand != NULL ? g_rand_copy (rand) : g_rand_new ();

  holder_markup = g_markup_escape_text (holder, -1);
  guesser_markup = g_markup_escape_text (guesser, -1);
  holder_text = g_strdup_printf (_("<b>%s</b> grabs a handful of white stones and keeps it hidden."),
                                 holder_markup);
  guesser_text = g_strdup_printf (_("<b>%s</b>, show one black stone to guess odd, or two to guess even."),
                                  guesser_markup);
  gtk_label_set_markup (self->holder_label, holder_text);
  gtk_label_set_markup (self->guesser_label, guesser_text);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->odd_button));
  return self;
}

void
tg_nigiri_dialog_guess (TgNigiriDialog *self,
                        gboolean        odd)
{
  g_autofree char *reveal = NULL;
  g_autofree char *holder_markup = NULL;

  g_return_if_fail (TG_IS_NIGIRI_DIALOG (self));

  if (self->guessed)
    return;
  tg_nigiri_draw (&self->nigiri, self->rand, odd, self->winner_chooses);
  self->guessed = TRUE;
  if (self->winner_chooses && self->computer[self->nigiri.winner])
    {
      /* A computer winner chooses by itself; the buttons show its choice. */
      TgColor choice = tg_nigiri_computer_choice ();

      tg_nigiri_choose (&self->nigiri, choice);
      self->chosen = TRUE;
      gtk_toggle_button_set_active (choice == TG_BLACK ? self->black_button : self->white_button, TRUE);
      gtk_widget_set_sensitive (self->choose_box, FALSE);
    }

  holder_markup = g_markup_escape_text (self->holder, -1);
  if (self->computer[TG_NIGIRI_GUESSER])
    {
      g_autofree char *guesser_markup = g_markup_escape_text (self->guesser, -1);

      /* Translators: the first %s is a computer player (GNU Go) that
       * guessed by itself; the second the holder of the stones. */
      reveal = g_strdup_printf (odd ? _("<b>%s</b> shows one black stone: odd. <b>%s</b> opens the hand and counts the stones in pairs.")
                                    : _("<b>%s</b> shows two black stones: even. <b>%s</b> opens the hand and counts the stones in pairs."),
                                guesser_markup, holder_markup);
    }
  else
    reveal = g_strdup_printf (odd ? _("One black stone: odd. <b>%s</b> opens the hand and counts the stones in pairs.")
                                  : _("Two black stones: even. <b>%s</b> opens the hand and counts the stones in pairs."),
                              holder_markup);
  gtk_label_set_markup (self->reveal_label, reveal);
  gtk_stack_set_visible_child_name (self->stack, "count");

  if (animations_enabled (self))
    {
      self->shown = 0;
      self->count_start = g_get_monotonic_time ();
      {
        GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

        if (clock != NULL)
          self->count_start = gdk_frame_clock_get_frame_time (clock);
      }
      self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), count_tick_cb, NULL, NULL);
    }
  else
    {
      self->shown = self->nigiri.stones;
      show_verdict (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->stones_area));
  update_actions (self);
}

void
tg_nigiri_dialog_set_computer (TgNigiriDialog *self,
                               TgNigiriPlayer  player)
{
  g_return_if_fail (TG_IS_NIGIRI_DIALOG (self));
  g_return_if_fail (player == TG_NIGIRI_HOLDER || player == TG_NIGIRI_GUESSER);
  g_return_if_fail (!self->guessed);

  self->computer[player] = TRUE;
  /* A computer guesser does not wait for anyone: it guesses at once. */
  if (player == TG_NIGIRI_GUESSER)
    tg_nigiri_dialog_guess (self, tg_nigiri_computer_guess (self->rand));
}

void
tg_nigiri_dialog_choose (TgNigiriDialog *self,
                         TgColor         color)
{
  g_return_if_fail (TG_IS_NIGIRI_DIALOG (self));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);
  g_return_if_fail (self->guessed && self->winner_chooses);

  tg_nigiri_choose (&self->nigiri, color);
  self->chosen = TRUE;
  gtk_toggle_button_set_active (color == TG_BLACK ? self->black_button : self->white_button, TRUE);
  update_actions (self);
}

const TgNigiri *
tg_nigiri_dialog_get_nigiri (TgNigiriDialog *self)
{
  g_return_val_if_fail (TG_IS_NIGIRI_DIALOG (self), NULL);
  return self->guessed ? &self->nigiri : NULL;
}

gboolean
tg_nigiri_dialog_is_decided (TgNigiriDialog *self)
{
  g_return_val_if_fail (TG_IS_NIGIRI_DIALOG (self), FALSE);
  return self->guessed && (!self->winner_chooses || self->chosen);
}
