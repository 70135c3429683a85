/* tg-window-analysis-game.c: the whole game: Analyse Game, graph, mistakes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.analyse-game (main menu) analyses every position of the main line
 * in the background with a TgAnalysisJob on the analysis engine: the shown
 * position first (and again whichever the user goes to), progress and
 * Cancel in the side panel, the window usable throughout. Each analysis
 * that arrives is kept in the record and redraws the graph and the move
 * reviews; the reviews are computed here from consecutive analyses of the
 * main line, so a record analysed before (by Tengen or by another
 * program) shows the same graph and mistakes with no engine at all.
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-analysis-sgf.h"
#include "tg-window-analysis-private.h"

/* The main line ----------------------------------------------------------- */

static void
collect_main_line (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  TgGameTree *tree = tg_game_get_tree (self->game);

  g_array_set_size (an->main_line, 0);
  for (TgNode node = tg_game_get_root (self->game); node != TG_NODE_NONE;
       node = tg_game_tree_get_first_child (tree, node))
    g_array_append_val (an->main_line, node);
}

static gint
position_of (TgWindow *self,
             TgNode    node)
{
  GArray *line = self->analysis->main_line;

  for (guint i = 0; i < line->len; i++)
    if (g_array_index (line, TgNode, i) == node)
      return (gint) i;
  return -1;
}

/* The side to move after @node: the other side of its move; at the root,
 * White after a handicap placement, else Black. */
static TgColor
to_move_after (TgWindow *self,
               TgNode    node,
               TgColor   before)
{
  TgColor color;
  TgPoint point;

  if (tg_game_node_get_move (self->game, node, &color, &point))
    return TG_OTHER (color);
  return before;
}

void
_tg_window_analysis_read_record (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgHalfPoints komi = tg_game_get_komi (self->game);
  TgColor to_move = tg_game_get_handicap (self->game) >= 2 ? TG_WHITE : TG_BLACK;

  collect_main_line (self);
  for (guint i = 0; i < an->main_line->len; i++)
    {
      TgNode node = g_array_index (an->main_line, TgNode, i);
      TgBoard board;
      TgAnalysis *analysis;

      to_move = to_move_after (self, node, to_move);
      /* Each position is a replay from the start: only for the nodes that
       * carry an analysis (for every node of a 200-move record it was 5 %
       * of the CPU time before the first frame, and grew as n²). */
      if (!tg_analysis_sgf_present (tree, node))
        continue;
      tg_game_compute_board (self->game, node, &board);
      analysis = tg_analysis_sgf_read (tree, node, &board, to_move, komi);
      if (analysis != NULL)
        g_hash_table_replace (an->analyses, GUINT_TO_POINTER (node), analysis);
    }
}

/* Reviews, graph, mistakes ------------------------------------------------ */

static void
compute_reviews (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  TgMoveClassThresholds thresholds;
  guint n = an->main_line->len;
  guint moves = 0;

  tg_move_class_thresholds_init (&thresholds);
  g_clear_pointer (&an->reviews, g_free);
  an->n_reviews = 0;
  if (n < 2)
    return;
  an->reviews = g_new0 (TgMoveReview, n - 1);
  for (guint i = 1; i < n; i++)
    {
      TgNode before = g_array_index (an->main_line, TgNode, i - 1);
      TgNode after = g_array_index (an->main_line, TgNode, i);
      TgColor color;
      TgPoint point;

      if (!tg_game_node_get_move (self->game, after, &color, &point))
        {
          color = TG_EMPTY;
          point = TG_PASS;
        }
      else
        moves++;
      tg_move_review_compute (&an->reviews[i - 1], moves, color, point,
                              _tg_window_analysis_lookup (self, before),
                              _tg_window_analysis_lookup (self, after), &thresholds);
      if (color == TG_EMPTY)
        an->reviews[i - 1].klass = TG_MOVE_CLASS_UNKNOWN;
    }
  an->n_reviews = n - 1;
}

static TgAnalysisGraphData *
build_graph_data (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  guint n = an->main_line->len;
  TgAnalysisGraphData *data = tg_analysis_graph_data_new (n);
  g_autofree char *palette = g_settings_get_string (self->settings, "analysis-colors");

  data->palette = tg_analysis_palette_from_string (palette);
  for (guint i = 0; i < n; i++)
    {
      TgAnalysis *analysis = _tg_window_analysis_lookup (self,
                                                         g_array_index (an->main_line, TgNode, i));

      if (analysis != NULL)
        {
          data->winrate[i] = analysis->winrate;
          data->score_lead[i] = analysis->score_lead;
        }
      if (i > 0 && i - 1 < an->n_reviews && an->reviews[i - 1].klass != TG_MOVE_CLASS_UNKNOWN)
        {
          data->loss[i] = an->reviews[i - 1].loss;
          data->loss_winrate[i] = an->reviews[i - 1].loss_winrate;
          data->klass[i] = (guint8) an->reviews[i - 1].klass;
        }
    }
  data->current = (guint) MAX (position_of (self, tg_game_get_current_node (self->game)), 0);
  return data;
}

const TgMoveReview *
_tg_window_analysis_review_of (TgWindow *self,
                               TgNode    node)
{
  gint position = position_of (self, node);

  if (position <= 0 || (guint) position > self->analysis->n_reviews)
    return NULL;
  return &self->analysis->reviews[position - 1];
}

void
_tg_window_analysis_refresh (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  TgAnalysisGraphData *data;

  if (an == NULL || self->game == NULL)
    return;
  collect_main_line (self);
  compute_reviews (self);
  data = build_graph_data (self);
  gtk_widget_set_visible (GTK_WIDGET (an->graph), tg_analysis_graph_data_count (data) > 0);
  tg_analysis_graph_set_data (an->graph, data);
  tg_analysis_pane_set_reviews (an->pane, an->reviews, an->n_reviews,
                                tg_game_get_height (self->game),
                                tg_rules_counts_in_zi (tg_game_get_rules (self->game)));
  _tg_window_analysis_show_position (self);
}

void
_tg_window_analysis_show_position (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  TgNode node;
  gint position;

  if (an == NULL || self->game == NULL)
    return;
  node = tg_game_get_current_node (self->game);
  position = position_of (self, node);
  if (position >= 0)
    tg_analysis_graph_set_current (an->graph, (guint) position);
  tg_analysis_pane_show_review (an->pane, _tg_window_analysis_review_of (self, node),
                                tg_game_get_height (self->game),
                                tg_rules_counts_in_zi (tg_game_get_rules (self->game)));
  tg_analysis_pane_show_analysis (an->pane,
                                  _tg_window_analysis_lookup (self, node) != NULL &&
                                  tg_analysis_matches (_tg_window_analysis_lookup (self, node),
                                                       tg_game_get_board (self->game),
                                                       tg_game_get_to_play (self->game),
                                                       tg_game_get_komi (self->game))
                                  ? _tg_window_analysis_lookup (self, node) : NULL,
                                  self->game);
  if (an->job != NULL && tg_analysis_job_is_running (an->job) && position >= 0)
    tg_analysis_job_set_first (an->job, 0, node);
}

static void
graph_activated_cb (TgAnalysisGraph *graph,
                    guint            position,
                    TgWindow        *self)
{
  GArray *line = self->analysis->main_line;

  if (self->game == NULL || position >= line->len || _tg_window_engine_blocks_board (self))
    return;
  tg_game_go_to (self->game, g_array_index (line, TgNode, position));
}

static void
mistake_activated_cb (TgAnalysisPane *pane,
                      guint           move_index,
                      TgWindow       *self)
{
  graph_activated_cb (self->analysis->graph, move_index + 1, self);
}

/* Next and previous mistake (n, Shift+N) ------------------------------------ */

static gboolean
is_mistake (const TgMoveReview *review)
{
  return review->klass >= TG_MOVE_CLASS_MISTAKE;
}

static void
go_to_mistake (TgWindow *self,
               gint      direction)
{
  TgWindowAnalysis *an = self->analysis;
  gint position = position_of (self, tg_game_get_current_node (self->game));

  if (an->n_reviews == 0)
    return;
  if (position < 0)
    position = 0;
  for (gint i = position + direction; i >= 1 && i <= (gint) an->n_reviews; i += direction)
    if (is_mistake (&an->reviews[i - 1]))
      {
        tg_game_go_to (self->game, g_array_index (an->main_line, TgNode, i));
        return;
      }
  _tg_window_toast (self, direction > 0 ? _("No mistake after this move")
                                        : _("No mistake before this move"));
}

static void
next_mistake_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  go_to_mistake (TG_WINDOW (widget), 1);
}

static void
previous_mistake_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  go_to_mistake (TG_WINDOW (widget), -1);
}

/* Analyse Game ------------------------------------------------------------ */

static void
job_progress_cb (TgAnalysisJob *job,
                 guint          done,
                 guint          total,
                 double         seconds_left,
                 TgWindow      *self)
{
  tg_analysis_pane_set_progress (self->analysis->pane, done, total, seconds_left);
}

static void
job_position_done_cb (TgAnalysisJob *job,
                      guint          game,
                      guint          position,
                      TgAnalysis    *analysis,
                      TgWindow      *self)
{
  TgNode node = tg_analysis_job_get_node (job, game, position);

  g_hash_table_replace (self->analysis->analyses, GUINT_TO_POINTER (node),
                        tg_analysis_ref (analysis));
  tg_game_set_modified (self->game, TRUE);
  /* The final analysis, rather than the last report of the stream. */
  if (self->analysis->live_node == node)
    {
      g_clear_pointer (&self->analysis->live, tg_analysis_unref);
      self->analysis->live_node = TG_NODE_NONE;
    }
  _tg_window_analysis_refresh (self);
  if (node == tg_game_get_current_node (self->game))
    _tg_window_update_scene (self);
}

static void
job_update_cb (TgAnalysisJob *job,
               guint          game,
               guint          position,
               TgAnalysis    *analysis,
               TgWindow      *self)
{
  TgNode node = tg_analysis_job_get_node (job, game, position);

  if (node != tg_game_get_current_node (self->game))
    return;
  _tg_window_analysis_take_report (self, node, analysis);
}

static void
job_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(TgWindow) self = user_data;
  TgWindowAnalysis *an = self->analysis;
  g_autoptr(GError) error = NULL;
  gboolean done = tg_analysis_job_run_finish (TG_ANALYSIS_JOB (source), result, &error);

  if (an == NULL || an->job != TG_ANALYSIS_JOB (source))
    return;
  g_clear_object (&an->job_cancellable);
  tg_analysis_pane_set_progress (an->pane, 0, 0, -1);
  if (done)
    _tg_window_toast (self, _("The game is analysed"));
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _tg_window_analysis_fail (self, error);
  if (an->job != NULL)
    g_signal_handlers_disconnect_by_data (an->job, self);
  g_clear_object (&an->job);
  _tg_window_analysis_refresh (self);
  _tg_window_actions_update (self);
  /* Back to following the cursor. */
  if (_tg_window_analysis_on (self))
    _tg_window_analysis_update (self);
}

gboolean
_tg_window_analysis_game_resume (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  GHashTableIter iter;
  gpointer key, value;

  if (an->job == NULL || an->analyzer == NULL || tg_analysis_job_is_running (an->job))
    return FALSE;
  /* Each position's budget is checked at every report, as it comes. */
  tg_engine_set_stream_interval (an->engine, 0);
  tg_analysis_job_add_analyzer (an->job, an->analyzer);
  if (tg_analysis_job_add_game (an->job, tg_game_get_tree (self->game),
                                tg_game_get_game_index (self->game), 0, 0, &error) < 0)
    {
      _tg_window_analysis_fail (self, error);
      return TRUE;
    }
  tg_analysis_budget_init (&budget);
  g_hash_table_iter_init (&iter, an->analyses);
  while (g_hash_table_iter_next (&iter, &key, &value))
    tg_analysis_job_set_analysis (an->job, 0, GPOINTER_TO_UINT (key), value);
  tg_analysis_job_set_write (an->job, TRUE, 0);
  tg_analysis_job_set_first (an->job, 0, tg_game_get_current_node (self->game));
  g_signal_connect (an->job, "progress", G_CALLBACK (job_progress_cb), self);
  g_signal_connect (an->job, "position-done", G_CALLBACK (job_position_done_cb), self);
  g_signal_connect (an->job, "update", G_CALLBACK (job_update_cb), self);
  an->job_cancellable = g_cancellable_new ();
  tg_analysis_pane_set_progress (an->pane, 0, tg_analysis_job_get_total (an->job), -1);
  tg_analysis_job_run_async (an->job, an->job_cancellable, job_done_cb, g_object_ref (self));
  return TRUE;
}

static void
analyse_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgWindowAnalysis *an = self->analysis;
  TgAnalysisBudget budget;

  if (an->job != NULL || self->game == NULL)
    return;
  tg_analysis_budget_init (&budget);
  budget.visits = g_settings_get_uint (self->settings, "analysis-visits");
  an->job = tg_analysis_job_new (&budget);
  /* The live search gives way to the job, which starts with the shown
   * position anyway. */
  if (an->analyze_cancellable != NULL)
    g_cancellable_cancel (an->analyze_cancellable);
  g_clear_object (&an->analyze_cancellable);
  an->analyzing = TG_NODE_NONE;
  if (!_tg_window_analysis_on (self))
    g_action_change_state (G_ACTION (an->action), g_variant_new_boolean (TRUE));
  else
    _tg_window_analysis_game_resume (self);
  if (!_tg_window_analysis_on (self))
    g_clear_object (&an->job);
  _tg_window_actions_update (self);
}

static void
cancel_cb (TgAnalysisPane *pane,
           TgWindow       *self)
{
  if (self->analysis->job != NULL)
    tg_analysis_job_cancel (self->analysis->job);
}

void
_tg_window_analysis_game_stop (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  if (an->job == NULL)
    return;
  g_signal_handlers_disconnect_by_data (an->job, self);
  if (an->job_cancellable != NULL)
    g_cancellable_cancel (an->job_cancellable);
  g_clear_object (&an->job_cancellable);
  tg_analysis_job_cancel (an->job);
  g_clear_object (&an->job);
  tg_analysis_pane_set_progress (an->pane, 0, 0, -1);
}

gboolean
tg_window_analysis_game_is_running (TgWindow *self)
{
  return self->analysis != NULL && self->analysis->job != NULL;
}

const char *
tg_window_analysis_get_move_text (TgWindow *self)
{
  return self->analysis != NULL ? tg_analysis_pane_get_move_text (self->analysis->pane) : NULL;
}

TgAnalysis *
tg_window_analysis_get_kept (TgWindow *self)
{
  if (self->analysis == NULL || self->game == NULL)
    return NULL;
  return _tg_window_analysis_lookup (self, tg_game_get_current_node (self->game));
}

TgAnalysisPane *
tg_window_analysis_get_pane (TgWindow *self)
{
  return self->analysis != NULL ? self->analysis->pane : NULL;
}

void
_tg_window_analysis_game_init (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  g_signal_connect (an->graph, "move-activated", G_CALLBACK (graph_activated_cb), self);
  g_signal_connect (an->pane, "move-activated", G_CALLBACK (mistake_activated_cb), self);
  g_signal_connect (an->pane, "cancel", G_CALLBACK (cancel_cb), self);
}

void
_tg_window_class_analysis_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.analyse-game", NULL, analyse_game_action);
  gtk_widget_class_install_action (widget_class, "win.next-mistake", NULL, next_mistake_action);
  gtk_widget_class_install_action (widget_class, "win.previous-mistake", NULL,
                                   previous_mistake_action);
}
