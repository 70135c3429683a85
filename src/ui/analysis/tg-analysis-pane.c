/* tg-analysis-pane.c: the side panel's analysis box
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-analysis-marks.h"
#include "tg-analysis-pane.h"
#include "tg-live-label.h"
#include "tg-point.h"

/* Mistakes listed per player, the costliest first, at most. */
#define MAX_LISTED 10

/* TRANSLATORS: between the parts of a line about a move or a position
 * ("Move 87 · Black R14 · lost 4.5 points · mistake"); Chinese: "，" */
#define SEP _(" · ")

struct _TgAnalysisPane
{
  GtkBox          parent_instance;
  GtkLabel       *status_label;
  /* Changes with every report shown while an engine streams: a text
   * that redraws without laying the window out. */
  TgLiveLabel    *judgement_label;
  GtkLabel       *move_label;
  GtkWidget      *progress_box;
  GtkProgressBar *progress;
  GtkLabel       *summary_label;
  GtkWidget      *mistakes_box;
  /* Indexed by TgColor: Black's and White's mistakes, each under its
   * heading. */
  GtkWidget      *mistakes_heading[3];
  GtkListBox     *mistakes[3];
  gboolean        on;
};

G_DEFINE_TYPE (TgAnalysisPane, tg_analysis_pane, GTK_TYPE_BOX)

enum { MOVE_ACTIVATED, CANCEL, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Words ------------------------------------------------------------------- */

const char *
tg_analysis_class_name (TgMoveClass klass)
{
  switch (klass)
    {
    /* TRANSLATORS: move classes by the points they lose, as KaTrain names
     * them; Chinese players say 最佳 / 好棋 / 缓手 / 疑问手 / 失误 / 恶手 */
    case TG_MOVE_CLASS_BEST:       return C_("move class", "best");
    case TG_MOVE_CLASS_GOOD:       return C_("move class", "good");
    case TG_MOVE_CLASS_SLACK:      return C_("move class", "slack");
    case TG_MOVE_CLASS_INACCURACY: return C_("move class", "inaccuracy");
    case TG_MOVE_CLASS_MISTAKE:    return C_("move class", "mistake");
    case TG_MOVE_CLASS_BLUNDER:    return C_("move class", "blunder");
    case TG_MOVE_CLASS_UNKNOWN:
    default:                       return "";
    }
}

char *
tg_analysis_describe_loss (const TgMoveReview *review,
                           gboolean            in_zi)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isnan (review->loss))
    {
      double loss = MAX (review->loss, 0);

      if (in_zi)
        {
          g_ascii_formatd (buf, sizeof buf, "%.1f", loss / 2);
          /* TRANSLATORS: a move's loss in stones (子), Chinese counting */
          return g_strdup_printf (_("lost %s stones"), buf);
        }
      g_ascii_formatd (buf, sizeof buf, "%.1f", loss);
      return g_strdup_printf (_("lost %s points"), buf);
    }
  if (!isnan (review->loss_winrate))
    {
      g_ascii_formatd (buf, sizeof buf, "%.1f", MAX (review->loss_winrate, 0) * 100);
      return g_strdup_printf (_("lost %s %% winrate"), buf);
    }
  return NULL;
}

char *
tg_analysis_describe_review (const TgMoveReview *review,
                             guint               height,
                             gboolean            in_zi)
{
  GString *text = g_string_new (NULL);
  char point[TG_POINT_GTP_SIZE];
  g_autofree char *loss = NULL;

  g_string_append_printf (text, _("Move %u"), review->move_number);
  g_string_append (text, SEP);
  if (review->point == TG_PASS)
    g_string_append (text, review->color == TG_BLACK ? _("Black passes") : _("White passes"));
  else
    /* TRANSLATORS: a player and a point: "Black R14" */
    g_string_append_printf (text, _("%s %s"), review->color == TG_BLACK ? _("Black") : _("White"),
                            tg_point_to_gtp (review->point, height, point));
  if (review->klass == TG_MOVE_CLASS_UNKNOWN)
    return g_string_free (text, FALSE);
  loss = tg_analysis_describe_loss (review, in_zi);
  if (loss != NULL)
    g_string_append_printf (text, "%s%s", SEP, loss);
  g_string_append_printf (text, "%s%s", SEP, tg_analysis_class_name (review->klass));
  /* The engine's own move, where the played one lost something. */
  if (review->has_best && !review->top1 && review->klass > TG_MOVE_CLASS_BEST)
    {
      g_string_append (text, SEP);
      /* TRANSLATORS: the engine's recommended move (推荐) */
      g_string_append_printf (text, _("best %s"), tg_point_to_gtp (review->best, height, point));
    }
  return g_string_free (text, FALSE);
}

/* Showing ----------------------------------------------------------------- */

void
tg_analysis_pane_set_status (TgAnalysisPane *self,
                             const char     *status)
{
  gtk_label_set_text (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL && *status != '\0');
}

static void
update_visible (TgAnalysisPane *self)
{
  gboolean any = self->on ||
                 gtk_widget_get_visible (GTK_WIDGET (self->judgement_label)) ||
                 gtk_widget_get_visible (GTK_WIDGET (self->summary_label)) ||
                 *gtk_label_get_text (self->status_label) != '\0';

  gtk_widget_set_visible (GTK_WIDGET (self), any);
}

void
tg_analysis_pane_set_visible_parts (TgAnalysisPane *self,
                                    gboolean        on)
{
  self->on = on;
  update_visible (self);
}

void
tg_analysis_pane_show_analysis (TgAnalysisPane   *self,
                                const TgAnalysis *analysis,
                                TgGame           *game)
{
  g_autoptr(GString) values = NULL;
  g_autofree char *lead_and_winrate = NULL;
  g_autofree char *text = NULL;
  char buf[12];

  if (analysis == NULL || (isnan (analysis->winrate) && isnan (analysis->score_lead)))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->judgement_label), FALSE);
      update_visible (self);
      return;
    }
  lead_and_winrate = tg_analysis_describe_values (analysis, tg_game_get_rules (game), SEP);
  values = g_string_new (lead_and_winrate);
  if (analysis->visits > 0)
    {
      tg_analysis_format_visits (analysis->visits, buf);
      g_string_append (values, SEP);
      /* TRANSLATORS: the engine's search size (计算量) */
      g_string_append_printf (values, _("%s visits"), buf);
    }
  /* TRANSLATORS: the engine's judgement of the position (形势判断 by an
   * engine): "KataGo's judgement: Black leads by 3.5 points · …" */
  text = g_strdup_printf (_("%s's judgement: %s"),
                          analysis->engine_name != NULL ? analysis->engine_name : _("Engine"),
                          values->str);
  tg_live_label_set_text (self->judgement_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->judgement_label), TRUE);
  update_visible (self);
}

void
tg_analysis_pane_show_review (TgAnalysisPane     *self,
                              const TgMoveReview *review,
                              guint               height,
                              gboolean            in_zi)
{
  g_autofree char *text = NULL;

  if (review == NULL || review->klass == TG_MOVE_CLASS_UNKNOWN)
    {
      gtk_label_set_text (self->move_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->move_label), FALSE);
      return;
    }
  text = tg_analysis_describe_review (review, height, in_zi);
  gtk_label_set_text (self->move_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->move_label), TRUE);
}

static gboolean
knows_choices (const TgMoveReview *reviews,
               guint               n,
               TgColor             color)
{
  for (guint i = 0; i < n; i++)
    if (reviews[i].color == color && reviews[i].has_best)
      return TRUE;
  return FALSE;
}

static void
append_summary (GString            *text,
                const TgMoveReview *reviews,
                guint               n,
                TgColor             color,
                gboolean            in_zi)
{
  TgPlayerSummary sum;
  char loss[G_ASCII_DTOSTR_BUF_SIZE];

  tg_player_summary_compute (&sum, reviews, n, color);
  if (sum.moves == 0)
    return;
  if (text->len > 0)
    g_string_append_c (text, '\n');
  if (!isnan (sum.mean_loss))
    {
      g_ascii_formatd (loss, sizeof loss, "%.2f", in_zi ? sum.mean_loss / 2 : sum.mean_loss);
      g_string_append_printf (text, in_zi ? (color == TG_BLACK ? _("Black: mean loss %s stones")
                                                               : _("White: mean loss %s stones"))
                                          : (color == TG_BLACK ? _("Black: mean loss %s points")
                                                               : _("White: mean loss %s points")),
                              loss);
    }
  else
    {
      g_ascii_formatd (loss, sizeof loss, "%.1f", sum.mean_loss_winrate * 100);
      g_string_append_printf (text, color == TG_BLACK ? _("Black: mean loss %s %% winrate")
                                                      : _("White: mean loss %s %% winrate"),
                              loss);
    }
  g_string_append (text, SEP);
  g_string_append_printf (text, _("blunders: %u, mistakes: %u, inaccuracies: %u"),
                          sum.classes[TG_MOVE_CLASS_BLUNDER], sum.classes[TG_MOVE_CLASS_MISTAKE],
                          sum.classes[TG_MOVE_CLASS_INACCURACY]);
  /* Records that keep only the values (Sabaki's) say nothing of the
   * engine's choices. */
  if (knows_choices (reviews, n, color))
    {
      g_string_append (text, SEP);
      g_string_append_printf (text, _("engine's first choice %u %%, top five %u %%"),
                              (guint) lround (sum.top1 * 100), (guint) lround (sum.top5 * 100));
    }
}

static GtkWidget *
mistake_row (const TgMoveReview *review,
             guint               index,
             guint               height,
             gboolean            in_zi)
{
  g_autofree char *text = tg_analysis_describe_review (review, height, in_zi);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, review->klass == TG_MOVE_CLASS_BLUNDER ? "error" : "warning");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data (G_OBJECT (row), "move-index", GUINT_TO_POINTER (index));
  return row;
}

/* How much a move lost, for ordering: points when the engine gives a
 * score, else winrate (one engine reviews the whole game, so the unit is
 * the same for every move). */
static double
badness (const TgMoveReview *review)
{
  if (!isnan (review->loss))
    return review->loss;
  return isnan (review->loss_winrate) ? 0 : 100 * review->loss_winrate;
}

static gint
by_badness (gconstpointer a,
            gconstpointer b,
            gpointer      user_data)
{
  const TgMoveReview *reviews = user_data;
  double x = badness (&reviews[*(const guint *) a]);
  double y = badness (&reviews[*(const guint *) b]);

  if (x != y)
    return x > y ? -1 : 1;
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

/* The indices of @color's mistakes and blunders, the costliest first: the
 * list answers "which moves lost the game". */
static GArray *
worst_moves (const TgMoveReview *reviews,
             guint               n,
             TgColor             color)
{
  GArray *worst = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n; i++)
    if (reviews[i].klass >= TG_MOVE_CLASS_MISTAKE && reviews[i].color == color)
      g_array_append_val (worst, i);
  g_array_sort_with_data (worst, by_badness, (gpointer) reviews);
  return worst;
}

void
tg_analysis_pane_set_reviews (TgAnalysisPane     *self,
                              const TgMoveReview *reviews,
                              guint               n,
                              guint               height,
                              gboolean            in_zi)
{
  GString *text = g_string_new (NULL);
  GtkWidget *child;
  guint listed[3] = { 0, 0, 0 };

  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->mistakes[c]))) != NULL)
      gtk_list_box_remove (self->mistakes[c], child);
  append_summary (text, reviews, n, TG_BLACK, in_zi);
  append_summary (text, reviews, n, TG_WHITE, in_zi);
  gtk_label_set_text (self->summary_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), text->len > 0);
  g_string_free (text, TRUE);

  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      g_autoptr(GArray) worst = worst_moves (reviews, n, c);

      listed[c] = MIN (worst->len, MAX_LISTED);
      for (guint k = 0; k < listed[c]; k++)
        {
          guint i = g_array_index (worst, guint, k);

          gtk_list_box_append (self->mistakes[c], mistake_row (&reviews[i], i, height, in_zi));
        }
    }
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      gtk_widget_set_visible (self->mistakes_heading[c], listed[c] > 0);
      gtk_widget_set_visible (GTK_WIDGET (self->mistakes[c]), listed[c] > 0);
    }
  gtk_widget_set_visible (self->mistakes_box, listed[1] + listed[2] > 0);
  update_visible (self);
}

/* "45 s", "12 min", "1 h 5 min": a whole game takes minutes, not
 * thousands of seconds. */
char *
tg_analysis_pane_format_time_left (double seconds)
{
  guint s = (guint) ceil (MAX (seconds, 0));
  guint minutes = (s + 30) / 60;

  if (s < 90)
    /* TRANSLATORS: time left, in seconds */
    return g_strdup_printf (_("%u s"), s);
  if (minutes < 90)
    /* TRANSLATORS: time left, in minutes */
    return g_strdup_printf (_("%u min"), minutes);
  /* TRANSLATORS: time left, in hours and minutes */
  return g_strdup_printf (_("%u h %u min"), minutes / 60, minutes % 60);
}

void
tg_analysis_pane_set_progress (TgAnalysisPane *self,
                               guint           done,
                               guint           total,
                               double          seconds_left)
{
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->progress_box, total > 0);
  if (total == 0)
    return;
  gtk_progress_bar_set_fraction (self->progress, (double) done / total);
  /* Short enough for the bar beside the Cancel button, time left and all. */
  if (seconds_left >= 0)
    {
      g_autofree char *left = tg_analysis_pane_format_time_left (seconds_left);

      /* TRANSLATORS: Analyse Game's progress: positions done / all, then
       * the time left ("45 s", "12 min"); keep it short */
      text = g_strdup_printf (_("%u/%u · about %s left"), done, total, left);
    }
  else
    /* TRANSLATORS: Analyse Game's progress: positions done / all */
    text = g_strdup_printf (_("%u/%u positions"), done, total);
  gtk_progress_bar_set_text (self->progress, text);
  update_visible (self);
}

char *
tg_analysis_pane_get_mistakes_text (TgAnalysisPane *self,
                                    TgColor         color)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);
  if (!gtk_widget_get_visible (self->mistakes_box) ||
      !gtk_widget_get_visible (GTK_WIDGET (self->mistakes[color])))
    return g_string_free (text, FALSE);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->mistakes[color]));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, gtk_label_get_text (GTK_LABEL (label)));
    }
  return g_string_free (text, FALSE);
}

gboolean
tg_analysis_pane_activate_mistake (TgAnalysisPane *self,
                                   TgColor         color,
                                   guint           index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, FALSE);
  row = gtk_list_box_get_row_at_index (self->mistakes[color], (int) index);
  if (row == NULL)
    return FALSE;
  g_signal_emit_by_name (self->mistakes[color], "row-activated", row);
  return TRUE;
}

const char *
tg_analysis_pane_get_move_text (TgAnalysisPane *self)
{
  const char *text = gtk_label_get_text (self->move_label);

  return *text != '\0' ? text : NULL;
}

guint
tg_analysis_pane_get_judgement_resizes (TgAnalysisPane *self)
{
  return tg_live_label_get_resizes (self->judgement_label);
}

const char *
tg_analysis_pane_get_judgement_text (TgAnalysisPane *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->judgement_label))
         ? tg_live_label_get_text (self->judgement_label) : NULL;
}

const char *
tg_analysis_pane_get_status_text (TgAnalysisPane *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->status_label))
         ? gtk_label_get_text (self->status_label) : NULL;
}

/* Construction ------------------------------------------------------------ */

static void
row_activated_cb (GtkListBox     *box,
                  GtkListBoxRow  *row,
                  TgAnalysisPane *self)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0,
                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "move-index")));
}

static void
cancel_clicked_cb (GtkButton      *button,
                   TgAnalysisPane *self)
{
  g_signal_emit (self, signals[CANCEL], 0);
}

static GtkLabel *
add_label (TgAnalysisPane *self,
           const char     *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (self), label);
  return GTK_LABEL (label);
}

static void
tg_analysis_pane_class_init (TgAnalysisPaneClass *klass)
{
  signals[MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CANCEL] = g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tg_analysis_pane_init (TgAnalysisPane *self)
{
  GtkWidget *heading = gtk_label_new (_("Analysis"));
  /* No access key: _Count is on screen at the same time. */
  GtkWidget *cancel = gtk_button_new_with_label (_("Cancel"));
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self), heading);

  self->status_label = add_label (self, "dim-label");
  self->judgement_label = TG_LIVE_LABEL (tg_live_label_new ());
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->judgement_label));
  self->move_label = add_label (self, NULL);

  self->progress_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_progress_bar_set_ellipsize (self->progress, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->progress_box), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (self->progress_box), cancel);
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  gtk_widget_set_visible (self->progress_box, FALSE);
  gtk_box_append (GTK_BOX (self), self->progress_box);

  self->summary_label = add_label (self, "caption");
  self->mistakes_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      self->mistakes_heading[c] = gtk_label_new (c == TG_BLACK ? _("Black's mistakes")
                                                               : _("White's mistakes"));
      gtk_label_set_xalign (GTK_LABEL (self->mistakes_heading[c]), 0);
      gtk_widget_add_css_class (self->mistakes_heading[c], "heading");
      gtk_box_append (GTK_BOX (self->mistakes_box), self->mistakes_heading[c]);
      self->mistakes[c] = GTK_LIST_BOX (gtk_list_box_new ());
      gtk_list_box_set_selection_mode (self->mistakes[c], GTK_SELECTION_NONE);
      gtk_list_box_set_activate_on_single_click (self->mistakes[c], TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->mistakes[c]), "boxed-list");
      g_signal_connect (self->mistakes[c], "row-activated", G_CALLBACK (row_activated_cb), self);
      gtk_box_append (GTK_BOX (self->mistakes_box), GTK_WIDGET (self->mistakes[c]));
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->mistakes_box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 160);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_box_append (GTK_BOX (self), scroller);

  /* Hidden while empty, as tg_analysis_pane_set_status () keeps it: an
   * empty label still takes a line. */
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->judgement_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->move_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), FALSE);
  gtk_widget_set_visible (self->mistakes_box, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

TgAnalysisPane *
tg_analysis_pane_new (void)
{
  return g_object_new (TG_TYPE_ANALYSIS_PANE, NULL);
}
