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
 */

#include "config.h"

#include <glib/gi18n.h>

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
  GtkLabel      *result_label;
  GtkLabel      *spread_label;   /* how sure, where it is not */
  GtkLabel      *count_label;
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

static GtkWidget *
build_box (TgWindowEstimate *est)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (_("Position estimate"));
  GtkWidget *hint = gtk_label_new (_("A hint from random playouts, not an engine's reading"));

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  est->result_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (est->result_label, 0);
  gtk_label_set_wrap (est->result_label, TRUE);
  est->spread_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (est->spread_label, 0);
  gtk_label_set_wrap (est->spread_label, TRUE);
  est->count_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (est->count_label, 0);
  gtk_label_set_wrap (est->count_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");

  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (est->result_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (est->spread_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (est->count_label));
  gtk_box_append (GTK_BOX (box), hint);
  return g_object_ref_sink (box);
}

static void
show_result (TgWindow *self)
{
  TgWindowEstimate *est = self->estimate;
  const TgScore *score;
  g_autofree char *text = NULL;
  g_autofree char *spread = NULL;

  if (est->estimate == NULL)
    {
      gtk_label_set_text (est->result_label, _("Estimating…"));
      gtk_widget_set_visible (GTK_WIDGET (est->spread_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (est->count_label), FALSE);
      return;
    }

  /* The core words who leads (ties under Ing's rules go to Black) and how
   * sure it is. */
  score = est->estimate->score;
  text = tg_estimate_describe_lead (est->estimate);
  gtk_label_set_text (est->result_label, text);
  spread = tg_estimate_describe_spread (est->estimate);
  gtk_widget_set_visible (GTK_WIDGET (est->spread_label), spread != NULL);
  gtk_label_set_text (est->spread_label, spread != NULL ? spread : "");

  /* The 子 count as Chinese players say it. */
  gtk_widget_set_visible (GTK_WIDGET (est->count_label),
                          score->chinese_count != NULL && tg_rules_counts_in_zi (&score->rules));
  if (score->chinese_count != NULL)
    {
      g_autofree char *count = tg_score_describe_count_words (score);

      gtk_label_set_text (est->count_label, count);
    }
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

  if (est == NULL || est->estimate == NULL || !is_on (self) || self->scoring != NULL ||
      est->node != tg_game_get_current_node (self->game))
    return;

  scene->estimate = TRUE;
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);

        scene->ownership[p] = shown_ownership (est->estimate, board, p);
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
