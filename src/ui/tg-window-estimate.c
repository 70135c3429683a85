/* tg-window-estimate.c: the position estimate (形势判断) during play and review
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.estimate (Ctrl+E, the Estimate button in the header bar) turns it on
 * and off. While it is on, every shown position is estimated in a worker
 * thread (tg_estimate_compute on copies of the board and rules; a newer
 * position cancels the older job), and when the answer comes the board
 * shows the ownership as graded shading and the side panel the expected
 * result. Nothing waits for it: a move or a step through the record only
 * copies the position and starts a job. It is off when the window opens,
 * is never saved on, and turns itself off when a new game starts and when
 * engines sit down at the game (also one under way), so that in a game
 * against an engine or on the clock it is there only when the player asks
 * for it.
 *
 * When the board shows an engine's analysis of exactly the shown position
 * and it has ownership (KataGo's), the pane and the shading are the
 * engine's judgement instead, headed as the engine's: its ownership
 * counted under the game's rules (tg_estimate_from_ownership), the area or
 * territory of each side, and the engine's own score lead and winrate.
 * While such an engine has not yet reported on the shown position the pane
 * waits for it rather than show the playouts' count for a moment; an
 * engine that gives no ownership (Leela Zero, GNU Go) leaves the playouts'
 * estimate, saying so. The playouts' estimate is computed all the same, so
 * that it is there at once when analysis goes off.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>

#include "tg-analysis-marks.h"
#include "tg-analysis-review.h"
#include "tg-score-estimate.h"
#include "tg-window-private.h"

struct _TgWindowEstimate
{
  GSimpleAction *action;
  GCancellable  *cancellable;    /* the job under way, or NULL */
  TgEstimate    *estimate;       /* the answer for node, or NULL */
  TgNode         node;
  TgGame        *game;           /* the game estimated (not a reference) */
  GtkWidget     *box;            /* in the side panel while on */
  GtkLabel      *heading_label;  /* whose judgement */
  GtkLabel      *result_label;
  GtkLabel      *spread_label;   /* how sure, where it is not */
  GtkLabel      *points_label;   /* the engine's: each side's area or territory */
  GtkLabel      *count_label;
  GtkLabel      *engine_label;   /* the engine's own score lead and winrate */
  GtkLabel      *hint_label;
  TgAnalysis    *counted;        /* the analysis engine_count counts (a reference) */
  TgEstimate    *engine_count;   /* its ownership counted, or NULL */
};

typedef struct
{
  TgBoard            board;
  TgRules            rules;
  TgScoreInput       input;
  TgEstimateOptions  options;
  TgNode             node;
} EstimateJob;

static gboolean
is_on (TgWindow *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (self->estimate->action));

  return g_variant_get_boolean (state);
}

/* The side panel ---------------------------------------------------------- */

static GtkLabel *
add_label (GtkWidget  *box,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static GtkWidget *
build_box (TgWindowEstimate *est)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  est->heading_label = add_label (box, "heading");
  est->result_label = add_label (box, NULL);
  est->spread_label = add_label (box, NULL);
  est->points_label = add_label (box, NULL);
  est->count_label = add_label (box, NULL);
  est->engine_label = add_label (box, NULL);
  est->hint_label = add_label (box, "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (est->hint_label), "caption");
  return g_object_ref_sink (box);
}

/* Shows @text in @label, or hides it for NULL; a label whose text stays
 * is not set again (a new text lays the side panel out again, and the
 * engine reports several times a second). */
static void
show_text (GtkLabel   *label,
           const char *text)
{
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
  if (text != NULL && g_strcmp0 (text, gtk_label_get_text (label)) != 0)
    gtk_label_set_text (label, text);
}

/* "Area: Black 48, White 30" as the rules count (area, or territory and
 * prisoners). */
static char *
describe_points (const TgScore *score)
{
  if (score->method == TG_SCORE_METHOD_TERRITORY)
    /* Translators: the engine's count of each side's territory and
     * prisoners; in Chinese 目数：黑 %u 目，白 %u 目 */
    return g_strdup_printf (_("Territory and prisoners: Black %u, White %u"),
                            score->black.territory + score->black.prisoners,
                            score->white.territory + score->white.prisoners);
  /* Translators: the engine's count of each side's stones and territory;
   * in Chinese 子数：黑 %u，白 %u */
  return g_strdup_printf (_("Area: Black %u, White %u"), score->black.area, score->white.area);
}

/* The engine's own figures beside the count of its ownership: "KataGo's
 * own figures: Black leads by 11.2 points · Black's winrate 93.0 %"; NULL
 * when it gave none. */
static char *
describe_engine_values (const TgAnalysis *analysis,
                        const TgRules    *rules)
{
  g_autofree char *values = tg_analysis_describe_values (analysis, rules, _(" · "));

  if (values == NULL)
    return NULL;
  /* Translators: the engine's own score lead and winrate, beside the count
   * of its ownership; in Chinese KataGo 自己的判断：黑领先 11.2 目 · … */
  return g_strdup_printf (_("%s's own figures: %s"), analysis->engine_name, values);
}

static const char *
engine_name (const TgAnalysis *analysis)
{
  return analysis->engine_name != NULL ? analysis->engine_name : _("Engine");
}

/* The 子 count as Chinese players say it, where the rules count in 子. */
static void
show_count (TgWindowEstimate *est,
            const TgScore    *score)
{
  g_autofree char *count = NULL;

  if (score->chinese_count != NULL && tg_rules_counts_in_zi (&score->rules))
    count = tg_score_describe_count_words (score);
  show_text (est->count_label, count);
}

/* The engine's judgement: its ownership counted (@count) and its figures. */
static void
show_engine (TgWindow         *self,
             const TgAnalysis *analysis,
             const TgEstimate *count)
{
  TgWindowEstimate *est = self->estimate;
  g_autofree char *heading = NULL;
  g_autofree char *lead = tg_estimate_describe_lead (count);
  g_autofree char *points = describe_points (count->score);
  g_autofree char *values = describe_engine_values (analysis, &count->score->rules);
  g_autofree char *hint = NULL;

  /* Translators: the heading of the position judgement (形势判断) when it
   * is an engine's; in Chinese KataGo 形势判断 */
  heading = g_strdup_printf (_("%s's judgement"), engine_name (analysis));
  show_text (est->heading_label, heading);
  show_text (est->result_label, lead);
  show_text (est->spread_label, NULL);
  show_text (est->points_label, points);
  show_count (est, count->score);
  show_text (est->engine_label, values);
  /* Translators: how the engine's judgement is counted */
  hint = g_strdup_printf (_("Counted from %s's ownership of each point; the shading is its own"),
                          engine_name (analysis));
  show_text (est->hint_label, hint);
}

/* An engine that gives ownership has not yet reported on this position. */
static void
show_waiting (TgWindow   *self,
              const char *engine)
{
  TgWindowEstimate *est = self->estimate;
  g_autofree char *heading = g_strdup_printf (_("%s's judgement"), engine);
  /* Translators: the engine has not reported on the shown position yet */
  g_autofree char *waiting = g_strdup_printf (_("Waiting for %s…"), engine);

  show_text (est->heading_label, heading);
  show_text (est->result_label, waiting);
  show_text (est->spread_label, NULL);
  show_text (est->points_label, NULL);
  show_text (est->count_label, NULL);
  show_text (est->engine_label, NULL);
  show_text (est->hint_label, NULL);
}

/* Tengen's own estimate; @engine names an analysing engine that gives no
 * ownership, or is NULL. */
static void
show_playouts (TgWindow   *self,
               const char *engine)
{
  TgWindowEstimate *est = self->estimate;
  g_autofree char *text = NULL;
  g_autofree char *spread = NULL;
  g_autofree char *hint = NULL;

  show_text (est->heading_label, _("Position estimate"));
  show_text (est->points_label, NULL);
  show_text (est->engine_label, NULL);
  if (engine != NULL)
    /* Translators: Leela Zero and GNU Go say nothing of who owns each
     * point, so the estimate stays Tengen's own */
    hint = g_strdup_printf (_("%s gives no ownership: this is Tengen's own estimate from random "
                              "playouts, not the engine's reading"), engine);
  if (hint == NULL)
    hint = tg_estimate_describe_source (self->game);
  show_text (est->hint_label, hint);
  if (est->estimate == NULL)
    {
      show_text (est->result_label, _("Estimating…"));
      show_text (est->spread_label, NULL);
      show_text (est->count_label, NULL);
      return;
    }

  /* The core words who leads (ties under Ing's rules go to Black) and how
   * sure it is. */
  text = tg_estimate_describe_lead (est->estimate);
  show_text (est->result_label, text);
  spread = tg_estimate_describe_spread (est->estimate);
  show_text (est->spread_label, spread);
  show_count (est, est->estimate->score);
}

/* The analysis of the shown position whose ownership the pane counts, or
 * NULL. */
static TgAnalysis *
owned_analysis (TgWindow *self)
{
  TgAnalysis *analysis = _tg_window_analysis_get_shown (self);
  const TgBoard *board = tg_game_get_board (self->game);

  if (analysis == NULL || analysis->ownership == NULL || analysis->width != board->width ||
      analysis->height != board->height)
    return NULL;
  return analysis;
}

/* The count of @analysis's ownership, computed once per report. */
static const TgEstimate *
engine_count (TgWindow   *self,
              TgAnalysis *analysis)
{
  TgWindowEstimate *est = self->estimate;
  TgScoreInput input;
  TgEstimateOptions options;

  if (est->counted != analysis)
    {
      tg_estimate_options_init (&options);
      tg_estimate_input_for_game (self->game, &input, &options);
      g_clear_pointer (&est->engine_count, tg_estimate_free);
      g_clear_pointer (&est->counted, tg_analysis_unref);
      est->engine_count = tg_estimate_from_ownership (&input, analysis->ownership);
      est->counted = tg_analysis_ref (analysis);
    }
  return est->engine_count;
}

static void
forget_engine_count (TgWindowEstimate *est)
{
  g_clear_pointer (&est->engine_count, tg_estimate_free);
  g_clear_pointer (&est->counted, tg_analysis_unref);
}

/* Fills the pane from whichever judgement there is, and returns the
 * estimate whose shading the board shows (NULL: none). */
static const TgEstimate *
show_result (TgWindow *self)
{
  TgWindowEstimate *est = self->estimate;
  TgAnalysis *analysis = owned_analysis (self);
  gboolean gives_ownership;
  const char *engine = _tg_window_analysis_get_engine (self, &gives_ownership);

  if (analysis != NULL)
    {
      const TgEstimate *count = engine_count (self, analysis);

      show_engine (self, analysis, count);
      return count;
    }
  forget_engine_count (est);
  if (engine != NULL && gives_ownership)
    {
      show_waiting (self, engine);
      return NULL;
    }
  show_playouts (self, engine);
  if (est->estimate == NULL || est->node != tg_game_get_current_node (self->game))
    return NULL;
  return est->estimate;
}

/* The job ----------------------------------------------------------------- */

static void
estimate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  EstimateJob *job = task_data;
  GError *error = NULL;
  TgEstimate *result = tg_estimate_compute (&job->input, &job->options, cancellable, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) tg_estimate_free);
}

static void
estimate_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (source);
  EstimateJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  TgEstimate *estimate = g_task_propagate_pointer (G_TASK (result), &error);

  /* A newer position cancelled it; its own job answers. */
  if (estimate == NULL)
    return;
  if (self->estimate == NULL || !is_on (self) || self->game == NULL ||
      tg_game_get_current_node (self->game) != job->node)
    {
      tg_estimate_free (estimate);
      return;
    }
  g_clear_object (&self->estimate->cancellable);
  g_clear_pointer (&self->estimate->estimate, tg_estimate_free);
  self->estimate->estimate = estimate;
  self->estimate->node = job->node;
  show_result (self);
  _tg_window_update_scene (self);
}

static void
cancel_job (TgWindowEstimate *est)
{
  if (est->cancellable != NULL)
    g_cancellable_cancel (est->cancellable);
  g_clear_object (&est->cancellable);
}

static void
start_job (TgWindow *self)
{
  TgWindowEstimate *est = self->estimate;
  g_autoptr(GTask) task = NULL;
  EstimateJob *job = g_new0 (EstimateJob, 1);

  cancel_job (est);
  tg_estimate_options_init (&job->options);
  tg_estimate_input_for_game (self->game, &job->input, &job->options);
  job->board = *job->input.board;
  job->rules = *job->input.rules;
  job->input.board = &job->board;
  job->input.rules = &job->rules;
  job->node = tg_game_get_current_node (self->game);

  est->cancellable = g_cancellable_new ();
  task = g_task_new (self, est->cancellable, estimate_done_cb, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, estimate_thread);
}

/* Following the game ------------------------------------------------------ */

/* A game that has just started: no moves, no record behind it. */
static gboolean
is_new_game (TgGame *game)
{
  TgGameTree *tree = tg_game_get_tree (game);

  return tg_game_get_phase (game) == TG_PHASE_PLAYING &&
         tg_game_get_current_node (game) == tg_game_get_root (game) &&
         tg_game_tree_get_first_child (tree, tg_game_get_root (game)) == TG_NODE_NONE;
}

void
_tg_window_estimate_update (TgWindow *self)
{
  TgWindowEstimate *est = self->estimate;

  if (est == NULL || self->game == NULL)
    return;

  /* A new game starts without the hint, whatever the last one had. */
  if (self->game != est->game)
    {
      est->game = self->game;
      if (is_on (self) && is_new_game (self->game))
        g_action_change_state (G_ACTION (est->action), g_variant_new_boolean (FALSE));
    }
  if (!is_on (self))
    return;

  if (est->estimate != NULL && est->node == tg_game_get_current_node (self->game) &&
      est->cancellable == NULL)
    return;
  g_clear_pointer (&est->estimate, tg_estimate_free);
  show_result (self);
  start_job (self);
}

void
_tg_window_estimate_turn_off (TgWindow *self)
{
  if (self->estimate != NULL && is_on (self))
    g_action_change_state (G_ACTION (self->estimate->action), g_variant_new_boolean (FALSE));
}

/* A stone the estimate counts dead is shown at least this sure (percent). */
#define DEAD_SHOWN 50

/* The shading of @p in percent (Black positive): an empty point as the
 * playouts own it; a stone gets the opponent's mark exactly when the
 * estimate counts it dead (its result counts it so, even where the
 * playouts were undecided), and none when it lives. */
static gint8
shown_ownership (const TgEstimate *estimate,
                 const TgBoard    *board,
                 TgPoint           p)
{
  float own = estimate->ownership[p];
  int percent = (int) (own * 100.0f + (own >= 0 ? 0.5f : -0.5f));
  TgColor c = tg_board_get (board, p);

  if (c == TG_EMPTY)
    return (gint8) percent;
  if (!estimate->dead[p])
    return 0;
  if (c == TG_BLACK)
    return (gint8) MIN (percent, -DEAD_SHOWN);
  return (gint8) MAX (percent, DEAD_SHOWN);
}

void
_tg_window_estimate_fill_scene (TgWindow     *self,
                                TgBoardScene *scene)
{
  TgWindowEstimate *est = self->estimate;
  const TgBoard *board = &scene->board;
  const TgEstimate *shown;

  if (est == NULL || !is_on (self) || self->scoring != NULL)
    return;
  /* The engine's reports reach the pane through here: each one redraws
   * the board. */
  shown = show_result (self);
  if (shown == NULL)
    return;

  scene->estimate = TRUE;
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        scene->ownership[p] = shown_ownership (shown, board, p);
      }
}

/* The action -------------------------------------------------------------- */

static void
estimate_change_state_cb (GSimpleAction *action,
                          GVariant      *state,
                          gpointer       user_data)
{
  TgWindow *self = TG_WINDOW (user_data);
  TgWindowEstimate *est = self->estimate;
  gboolean on = g_variant_get_boolean (state);

  g_simple_action_set_state (action, state);
  if (on)
    {
      tg_side_panel_set_estimate (self->side_panel, est->box);
      _tg_window_estimate_update (self);
    }
  else
    {
      cancel_job (est);
      g_clear_pointer (&est->estimate, tg_estimate_free);
      forget_engine_count (est);
      tg_side_panel_set_estimate (self->side_panel, NULL);
    }
  _tg_window_update_scene (self);
}

void
_tg_window_estimate_init (TgWindow *self)
{
  TgWindowEstimate *est = g_new0 (TgWindowEstimate, 1);

  self->estimate = est;
  est->node = TG_NODE_NONE;
  est->box = build_box (est);
  est->action = g_simple_action_new_stateful ("estimate", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (est->action, "change-state", G_CALLBACK (estimate_change_state_cb), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (est->action));
}

void
_tg_window_estimate_dispose (TgWindow *self)
{
  TgWindowEstimate *est = self->estimate;

  if (est == NULL)
    return;
  cancel_job (est);
  g_signal_handlers_disconnect_by_data (est->action, self);
  g_clear_object (&est->action);
  g_clear_pointer (&est->estimate, tg_estimate_free);
  forget_engine_count (est);
  g_clear_object (&est->box);
  g_clear_pointer (&self->estimate, g_free);
}

/* For tests --------------------------------------------------------------- */

gboolean
tg_window_is_estimating (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);

  return self->estimate != NULL && self->estimate->cancellable != NULL;
}

const char *
tg_window_get_estimate_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  if (self->estimate == NULL || !is_on (self))
    return NULL;
  return gtk_label_get_text (self->estimate->result_label);
}

const char *
tg_window_get_estimate_spread_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  if (self->estimate == NULL || !is_on (self) ||
      !gtk_widget_get_visible (GTK_WIDGET (self->estimate->spread_label)))
    return NULL;
  return gtk_label_get_text (self->estimate->spread_label);
}

/* A label's text while it is shown, or NULL. */
static const char *
shown_text (TgWindow *self,
            GtkLabel *label)
{
  if (self->estimate == NULL || !is_on (self) || !gtk_widget_get_visible (GTK_WIDGET (label)))
    return NULL;
  return gtk_label_get_text (label);
}

const char *
tg_window_get_estimate_heading_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->estimate != NULL ? shown_text (self, self->estimate->heading_label) : NULL;
}

const char *
tg_window_get_estimate_points_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->estimate != NULL ? shown_text (self, self->estimate->points_label) : NULL;
}

const char *
tg_window_get_estimate_count_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->estimate != NULL ? shown_text (self, self->estimate->count_label) : NULL;
}

const char *
tg_window_get_estimate_engine_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->estimate != NULL ? shown_text (self, self->estimate->engine_label) : NULL;
}

const char *
tg_window_get_estimate_hint_text (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->estimate != NULL ? shown_text (self, self->estimate->hint_label) : NULL;
}
