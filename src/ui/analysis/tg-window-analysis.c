/* tg-window-analysis.c: analysing the shown position with an engine
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.analysis (the Analysis toggle beside Estimate, Ctrl+Shift+A) starts
 * the engine chosen in Preferences ("Analyse with") and analyses every
 * shown position within the budget: what is known of a position (read
 * from the record, or computed before) is shown at once, and only a
 * position without a final analysis is searched. The board shows the
 * candidates of the analysis of exactly the shown position (stones, side
 * to move and komi must match: a report about another position is never
 * drawn) and the hovered candidate's variation; the engine's ownership
 * is the Estimate's shading and count when Estimate is on
 * (tg-window-estimate.c, through _tg_window_analysis_get_shown).
 *
 * A failing engine (cannot start, crashes, garbage) ends with a message
 * that quotes its last error lines; analysis goes off, the record and the
 * analyses so far stay, and the Engine Log keeps the conversation. The
 * engine is asked to quit, then killed and reaped, when analysis goes off,
 * another record opens, a new game starts and the window closes.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tg-analysis-engine-choice.h"
#include "tg-analysis-engines.h"
#include "tg-engine-log-window.h"
#include "tg-analysis-sgf.h"
#include "tg-window-analysis-private.h"

/* Variation stones shown on hover, at most. */
#define PV_SHOWN 12
/* The board and the side panel follow the stream together, at most three
 * times a second (no one reads faster), on the wake-ups that read the
 * reports (the engine's stream is read this often too): a report that
 * comes SHOW_SLACK_USEC early is shown rather than waited for. Each
 * picture costs a wake-up or two (the X server's answers), and on a quiet
 * machine the wake-ups are most of the CPU the app spends. */
#define SHOW_INTERVAL_USEC (G_USEC_PER_SEC / 3)
#define SHOW_SLACK_USEC (G_USEC_PER_SEC / 40)
/* A report not shown is shown this long after the interval unless a later
 * one comes first: longer than the engines' 0.1 s between reports, so
 * that while the stream flows the timer never wakes the app, and the last
 * report is still shown soon after the stream pauses or stops. */
#define SHOW_TRAIL_USEC (G_USEC_PER_SEC * 3 / 20)

gboolean
_tg_window_analysis_on (TgWindow *self)
{
  g_autoptr(GVariant) state = NULL;

  if (self->analysis == NULL)
    return FALSE;
  state = g_action_get_state (G_ACTION (self->analysis->action));
  return g_variant_get_boolean (state);
}

TgAnalysis *
_tg_window_analysis_lookup (TgWindow *self,
                            TgNode    node)
{
  TgWindowAnalysis *an = self->analysis;

  if (an->live != NULL && an->live_node == node)
    return an->live;
  return g_hash_table_lookup (an->analyses, GUINT_TO_POINTER (node));
}

/* The analysis of exactly the shown position, or NULL. */
static TgAnalysis *
shown_analysis (TgWindow *self)
{
  TgAnalysis *analysis;

  if (self->game == NULL || self->analysis->game != self->game)
    return NULL;
  analysis = _tg_window_analysis_lookup (self, tg_game_get_current_node (self->game));
  if (analysis == NULL ||
      !tg_analysis_matches (analysis, tg_game_get_board (self->game),
                            tg_game_get_to_play (self->game), tg_game_get_komi (self->game)))
    return NULL;
  return analysis;
}

/* Stopping ---------------------------------------------------------------- */

static void
cancel_search (TgWindowAnalysis *an)
{
  g_clear_handle_id (&an->show_source, g_source_remove);
  an->show_soon = FALSE;
  if (an->analyze_cancellable != NULL)
    g_cancellable_cancel (an->analyze_cancellable);
  g_clear_object (&an->analyze_cancellable);
  an->analyzing = TG_NODE_NONE;
}

static void stop_engine (TgWindow *self);

static void
stop_engine (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  _tg_window_analysis_game_stop (self);
  cancel_search (an);
  if (an->start_cancellable != NULL)
    g_cancellable_cancel (an->start_cancellable);
  g_clear_object (&an->start_cancellable);
  if (an->analyzer != NULL)
    g_signal_handlers_disconnect_by_data (an->analyzer, self);
  g_clear_object (&an->analyzer);
  if (an->engine != NULL)
    {
      /* The quit keeps its own reference until the process is reaped. */
      if (tg_engine_is_running (an->engine))
        tg_engine_quit_async (an->engine, TG_ENGINE_QUIT_GRACE_MSEC, NULL, NULL);
      else
        tg_engine_force_quit (an->engine);
      g_clear_object (&an->engine);
    }
}

static void
set_state (TgWindow *self,
           gboolean  on)
{
  g_simple_action_set_state (self->analysis->action, g_variant_new_boolean (on));
}

void
_tg_window_analysis_fail (TgWindow     *self,
                          const GError *error)
{
  TgWindowAnalysis *an = self->analysis;
  g_autofree char *tail = an->engine != NULL ? tg_engine_get_stderr_tail (an->engine) : NULL;
  g_autofree char *body = NULL;
  g_autofree char *first_line = g_strndup (error->message, strcspn (error->message, "\n"));

  /* An engine that exited has its last error lines in the message already. */
  if (tail != NULL && *tail != '\0' && strstr (error->message, tail) == NULL)
    body = g_strdup_printf (_("%s\n\nIts last error lines:\n%s\n\nThe record and the analyses "
                              "so far are kept. Main Menu → Engine Log shows the conversation."),
                            error->message, tail);
  else
    body = g_strdup_printf (_("%s\n\nThe record and the analyses so far are kept. "
                              "Main Menu → Engine Log shows the conversation."),
                            error->message);
  g_free (an->error);
  an->error = g_strdup (error->message);
  stop_engine (self);
  set_state (self, FALSE);
  an->hidden = TRUE;
  /* The pane has one line for it; the dialog has the whole of it. */
  tg_analysis_pane_set_status (an->pane, first_line);
  _tg_window_show_error (self, _("Analysis stopped"), body);
  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
}

/* Analysing the shown position -------------------------------------------- */

static void
store (TgWindow   *self,
       TgNode      node,
       TgAnalysis *analysis)
{
  TgWindowAnalysis *an = self->analysis;

  g_hash_table_replace (an->analyses, GUINT_TO_POINTER (node), tg_analysis_ref (analysis));
  /* Kept in the record, so that saving keeps it. */
  tg_analysis_sgf_write (tg_game_get_tree (self->game), node, analysis, 0);
  tg_game_set_modified (self->game, TRUE);
}

static void
analyze_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TgWindow) self = user_data;
  TgWindowAnalysis *an = self->analysis;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgAnalysis) analysis = tg_analyzer_analyze_finish (TG_ANALYZER (source), result,
                                                               &error);
  TgNode node;

  if (an == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  node = an->analyzing;
  g_clear_object (&an->analyze_cancellable);
  an->analyzing = TG_NODE_NONE;
  if (analysis == NULL)
    {
      _tg_window_analysis_fail (self, error);
      return;
    }
  if (self->game == NULL || an->game != self->game || node == TG_NODE_NONE)
    return;
  store (self, node, analysis);
  if (node == tg_game_get_current_node (self->game))
    {
      g_clear_pointer (&an->live, tg_analysis_unref);
      an->live_node = TG_NODE_NONE;
    }
  _tg_window_analysis_refresh (self);
  _tg_window_update_scene (self);
}

/* Whether the marks of @analysis differ from those on the board now. */
static gboolean
marks_change (TgWindow         *self,
              const TgAnalysis *analysis)
{
  TgWindowAnalysis *an = self->analysis;
  TgBoardScene *shown = tg_board_view_get_scene (self->board_view);

  if (shown->n_candidates == 0)
    return TRUE;
  an->scratch->board = shown->board;
  tg_analysis_marks_fill (an->scratch, analysis, an->palette, an->label);
  return an->scratch->n_candidates != shown->n_candidates ||
         memcmp (an->scratch->candidates, shown->candidates,
                 shown->n_candidates * sizeof (TgCandidateMark)) != 0 ||
         (analysis->ownership != NULL && shown->estimate);
}

/* Shows the latest report on the board and in the side panel. */
static void
show_live (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  g_clear_handle_id (&an->show_source, g_source_remove);
  an->show_soon = FALSE;
  an->shown_at = g_get_monotonic_time ();
  if (an->live == NULL || an->live_node != tg_game_get_current_node (self->game))
    return;
  tg_analysis_pane_show_analysis (an->pane, an->live, self->game);
  if (marks_change (self, an->live))
    _tg_window_update_scene (self);
}

static gboolean
show_live_cb (gpointer user_data)
{
  TgWindow *self = user_data;

  self->analysis->show_source = 0;
  show_live (self);
  return G_SOURCE_REMOVE;
}

static void
update_cb (TgAnalyzer *analyzer,
           TgAnalysis *analysis,
           TgWindow   *self)
{
  TgWindowAnalysis *an = self->analysis;

  /* The analyzer drops reports about another position; this checks again
   * against what the window shows now. */
  if (self->game == NULL || an->analyzing != tg_game_get_current_node (self->game) ||
      !tg_analysis_matches (analysis, tg_game_get_board (self->game),
                            tg_game_get_to_play (self->game), tg_game_get_komi (self->game)))
    return;
  _tg_window_analysis_take_report (self, an->analyzing, analysis);
}

void
_tg_window_analysis_take_report (TgWindow   *self,
                                 TgNode      node,
                                 TgAnalysis *analysis)
{
  TgWindowAnalysis *an = self->analysis;
  gint64 since;

  g_clear_pointer (&an->live, tg_analysis_unref);
  an->live = tg_analysis_ref (analysis);
  an->live_node = node;
  an->updates++;
  since = g_get_monotonic_time () - an->shown_at;
  if (since >= SHOW_INTERVAL_USEC - SHOW_SLACK_USEC)
    {
      /* After the other reports read in the same wake-up: the latest. */
      if (!an->show_soon)
        {
          g_clear_handle_id (&an->show_source, g_source_remove);
          an->show_source = g_idle_add (show_live_cb, self);
          an->show_soon = TRUE;
        }
    }
  else if (an->show_source == 0)
    an->show_source = g_timeout_add ((guint) ((SHOW_INTERVAL_USEC + SHOW_TRAIL_USEC - since)
                                              / 1000) + 1, show_live_cb, self);
}

static void
analyze_shown (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  TgNode node = tg_game_get_current_node (self->game);
  TgAnalysis *known = g_hash_table_lookup (an->analyses, GUINT_TO_POINTER (node));
  TgAnalysisBudget budget;

  if (an->analyzer == NULL || tg_window_analysis_game_is_running (self))
    return;
  if (an->analyzing == node)
    return;
  cancel_search (an);
  if (known != NULL && known->final)
    return;
  tg_analysis_budget_init (&budget);
  budget.visits = g_settings_get_uint (self->settings, "analysis-visits");
  budget.unbounded = an->unbounded;
  /* The window shows no more than SHOW_INTERVAL_USEC apart: the reports
   * that come meanwhile are read together, in one wake-up. */
  tg_engine_set_stream_interval (an->engine, SHOW_INTERVAL_USEC / 1000);
  an->analyzing = node;
  an->analyze_cancellable = g_cancellable_new ();
  tg_analyzer_analyze_async (an->analyzer, self->game, &budget, an->analyze_cancellable,
                             analyze_done_cb, g_object_ref (self));
}

/* Starting the engine ----------------------------------------------------- */

static void
engine_started_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(TgWindow) self = user_data;
  TgWindowAnalysis *an = self->analysis;
  g_autoptr(GError) error = NULL;
  gboolean started = tg_engine_start_finish (TG_ENGINE (source), result, &error);

  if (an == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
      an->engine != TG_ENGINE (source))
    return;
  g_clear_object (&an->start_cancellable);
  if (started)
    an->analyzer = tg_analyzer_new (an->engine, &error);
  if (an->analyzer == NULL)
    {
      _tg_window_analysis_fail (self, error);
      return;
    }
  g_signal_connect (an->analyzer, "update", G_CALLBACK (update_cb), self);
  _tg_window_analysis_engine_ready (self);
}

void
_tg_window_analysis_engine_ready (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  g_autofree char *name = tg_engine_get_full_name (an->engine);
  g_autofree char *status = NULL;

  if (tg_analyzer_get_dialect (an->analyzer) == TG_ANALYSIS_DIALECT_GNUGO)
    status = g_strdup_printf (_("%s analyses (no winrates)"), name);
  else
    status = g_strdup_printf (_("%s analyses"), name);
  tg_analysis_pane_set_status (an->pane, status);
  if (!_tg_window_analysis_game_resume (self))
    analyze_shown (self);
  _tg_window_actions_update (self);
}

gboolean
_tg_window_analysis_start_engine (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;
  g_autoptr(TgAnalysisEngineChoice) choice = NULL;
  g_autofree char *why_not = NULL;
  g_autofree char *command_line = NULL;
  g_autoptr(GError) error = NULL;

  if (an->engine != NULL)
    return TRUE;
  choice = tg_analysis_engine_choose (self->settings, &why_not);
  if (choice == NULL)
    {
      _tg_window_show_error (self, _("No engine to analyse with"), why_not);
      return FALSE;
    }
  /* Leela Zero without its network says so before it runs. */
  command_line = tg_analysis_check_command_line (choice->command_line, &error);
  if (command_line != NULL)
    an->engine = tg_engine_new (choice->name, command_line, &error);
  if (an->engine == NULL)
    {
      _tg_window_show_error (self, _("The analysis engine cannot start"), error->message);
      return FALSE;
    }
  g_free (an->error);
  an->error = NULL;
  g_free (an->engine_label);
  an->engine_label = g_strdup (choice->name);
  g_set_object (&an->log_engine, an->engine);
  tg_analysis_pane_set_status (an->pane, _("Starting the engine…"));
  an->start_cancellable = g_cancellable_new ();
  tg_engine_start_async (an->engine, an->start_cancellable, engine_started_cb,
                         g_object_ref (self));
  if (self->engine_log != NULL)
    tg_engine_log_window_set_analysis_engine (TG_ENGINE_LOG_WINDOW (self->engine_log),
                                              an->engine);
  return TRUE;
}

/* The window's hooks ------------------------------------------------------ */

void
_tg_window_analysis_update (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  if (an == NULL || self->game == NULL)
    return;
  if (an->game != self->game)
    _tg_window_analysis_reset (self);
  if (an->live_node != tg_game_get_current_node (self->game))
    {
      g_clear_pointer (&an->live, tg_analysis_unref);
      an->live_node = TG_NODE_NONE;
    }
  _tg_window_analysis_show_position (self);
  if (_tg_window_analysis_on (self))
    analyze_shown (self);
}

void
_tg_window_analysis_reset (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  if (an == NULL)
    return;
  /* A new record or game: the engine stops (the next search would be of
   * another game), the analyses go, the record's own are read. */
  if (an->engine != NULL)
    {
      stop_engine (self);
      set_state (self, FALSE);
      /* Its "… analyses" line would speak of the record that went. */
      tg_analysis_pane_set_status (an->pane, NULL);
    }
  g_hash_table_remove_all (an->analyses);
  g_clear_pointer (&an->live, tg_analysis_unref);
  an->live_node = TG_NODE_NONE;
  an->hidden = FALSE;
  an->game = self->game;
  if (self->game != NULL)
    _tg_window_analysis_read_record (self);
  _tg_window_analysis_refresh (self);
}

/* Whether the board shows the analysis: while on, or when the record
 * brought analyses and the user has not turned them off. */
static gboolean
shows_marks (TgWindow *self)
{
  return _tg_window_analysis_on (self) ||
         (!self->analysis->hidden && g_hash_table_size (self->analysis->analyses) > 0);
}

void
_tg_window_analysis_fill_scene (TgWindow     *self,
                                TgBoardScene *scene)
{
  TgWindowAnalysis *an = self->analysis;
  TgAnalysis *analysis;
  const TgAnalysisCandidate *hovered;

  if (an == NULL)
    return;
  /* The engine's ownership is the Estimate's (tg-window-estimate.c). */
  analysis = _tg_window_analysis_get_shown (self);
  if (analysis == NULL)
    return;
  hovered = self->hover != TG_NO_POINT ? tg_analysis_find_candidate (analysis, self->hover)
                                       : NULL;
  if (hovered != NULL && hovered->pv_length > 0)
    {
      tg_analysis_marks_fill_variation (scene, hovered, analysis->to_move, PV_SHOWN);
      return;
    }
  tg_analysis_marks_fill (scene, analysis, an->palette, an->label);
}

TgAnalysis *
_tg_window_analysis_get_shown (TgWindow *self)
{
  if (self->analysis == NULL || self->scoring != NULL || !shows_marks (self))
    return NULL;
  return shown_analysis (self);
}

const char *
_tg_window_analysis_get_engine (TgWindow *self,
                                gboolean *gives_ownership)
{
  TgWindowAnalysis *an = self->analysis;

  *gives_ownership = FALSE;
  if (an == NULL || an->analyzer == NULL || !_tg_window_analysis_on (self))
    return NULL;
  *gives_ownership = tg_analyzer_get_dialect (an->analyzer) == TG_ANALYSIS_DIALECT_KATAGO;
  return tg_engine_get_name (an->engine);
}

void
_tg_window_analysis_refresh_line (TgWindow *self)
{
  if (self->analysis != NULL && self->analysis->game == self->game)
    _tg_window_analysis_refresh (self);
}

static gboolean
has_variation (const TgAnalysis *analysis,
               TgPoint           point)
{
  const TgAnalysisCandidate *cand;

  if (point == TG_NO_POINT)
    return FALSE;
  cand = tg_analysis_find_candidate (analysis, point);
  return cand != NULL && cand->pv_length > 0;
}

gboolean
_tg_window_analysis_hover_matters (TgWindow *self,
                                   TgPoint   old_hover)
{
  TgAnalysis *analysis;

  if (self->analysis == NULL || old_hover == self->hover || !shows_marks (self))
    return FALSE;
  analysis = shown_analysis (self);
  return analysis != NULL &&
         (has_variation (analysis, old_hover) || has_variation (analysis, self->hover));
}

/* The action -------------------------------------------------------------- */

/* The marks' settings, read once and again when they change: the board
 * asks for them at every picture while an engine streams. */
static void
read_mark_settings (TgWindow *self)
{
  g_autofree char *palette = g_settings_get_string (self->settings, "analysis-colors");
  g_autofree char *label = g_settings_get_string (self->settings, "analysis-label");

  self->analysis->palette = tg_analysis_palette_from_string (palette);
  self->analysis->label = tg_analysis_label_from_string (label);
}

static void
mark_settings_changed_cb (GSettings  *settings,
                          const char *key,
                          TgWindow   *self)
{
  read_mark_settings (self);
  _tg_window_update_scene (self);
}

static void
analysis_change_state_cb (GSimpleAction *action,
                          GVariant      *state,
                          gpointer       user_data)
{
  TgWindow *self = TG_WINDOW (user_data);
  gboolean on = g_variant_get_boolean (state);

  if (on && !_tg_window_analysis_start_engine (self))
    on = FALSE;
  if (!on)
    {
      stop_engine (self);
      tg_analysis_pane_set_status (self->analysis->pane, NULL);
    }
  self->analysis->hidden = !on;
  set_state (self, on);
  tg_analysis_pane_set_visible_parts (self->analysis->pane, on);
  _tg_window_analysis_show_position (self);
  _tg_window_update_scene (self);
  _tg_window_actions_update (self);
}

void
_tg_window_analysis_init (TgWindow *self)
{
  TgWindowAnalysis *an = g_new0 (TgWindowAnalysis, 1);
  GtkWidget *board_box = gtk_widget_get_parent (GTK_WIDGET (self->board_view));

  self->analysis = an;
  an->analyzing = TG_NODE_NONE;
  an->live_node = TG_NODE_NONE;
  an->analyses = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) tg_analysis_unref);
  an->main_line = g_array_new (FALSE, FALSE, sizeof (TgNode));
  an->scratch = tg_board_scene_new ();
  read_mark_settings (self);
  g_signal_connect (self->settings, "changed::analysis-colors",
                    G_CALLBACK (mark_settings_changed_cb), self);
  g_signal_connect (self->settings, "changed::analysis-label",
                    G_CALLBACK (mark_settings_changed_cb), self);
  an->action = g_simple_action_new_stateful ("analysis", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (an->action, "change-state", G_CALLBACK (analysis_change_state_cb), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (an->action));

  /* The graph goes right under the board. */
  an->graph = TG_ANALYSIS_GRAPH (tg_analysis_graph_new ());
  gtk_widget_set_visible (GTK_WIDGET (an->graph), FALSE);
  gtk_box_insert_child_after (GTK_BOX (board_box), GTK_WIDGET (an->graph),
                              GTK_WIDGET (self->board_view));
  an->pane = g_object_ref_sink (tg_analysis_pane_new ());
  tg_side_panel_set_analysis (self->side_panel, GTK_WIDGET (an->pane));
  _tg_window_analysis_game_init (self);
}

void
_tg_window_analysis_dispose (TgWindow *self)
{
  TgWindowAnalysis *an = self->analysis;

  if (an == NULL)
    return;
  stop_engine (self);
  g_signal_handlers_disconnect_by_func (self->settings, mark_settings_changed_cb, self);
  g_signal_handlers_disconnect_by_data (an->action, self);
  g_signal_handlers_disconnect_by_data (an->graph, self);
  g_signal_handlers_disconnect_by_data (an->pane, self);
  g_clear_object (&an->action);
  g_clear_object (&an->log_engine);
  g_clear_object (&an->pane);
  g_clear_pointer (&an->analyses, g_hash_table_unref);
  g_clear_pointer (&an->live, tg_analysis_unref);
  g_clear_pointer (&an->main_line, g_array_unref);
  g_clear_pointer (&an->scratch, tg_board_scene_free);
  g_clear_pointer (&an->reviews, g_free);
  g_clear_pointer (&an->engine_label, g_free);
  g_clear_pointer (&an->error, g_free);
  g_clear_pointer (&self->analysis, g_free);
}

/* For tests --------------------------------------------------------------- */

gboolean
tg_window_analysis_is_on (TgWindow *self)
{
  return _tg_window_analysis_on (self);
}

gboolean
tg_window_analysis_is_running (TgWindow *self)
{
  return self->analysis != NULL &&
         (self->analysis->analyze_cancellable != NULL || self->analysis->start_cancellable != NULL);
}

TgEngine *
tg_window_analysis_get_log_engine (TgWindow *self)
{
  return self->analysis != NULL ? self->analysis->log_engine : NULL;
}

void
tg_window_analysis_set_unbounded (TgWindow *self,
                                  gboolean  unbounded)
{
  g_return_if_fail (self->analysis != NULL);
  self->analysis->unbounded = unbounded;
}

guint
tg_window_analysis_get_updates (TgWindow *self)
{
  return self->analysis != NULL ? self->analysis->updates : 0;
}

GtkWidget *
tg_window_analysis_get_graph (TgWindow *self)
{
  return self->analysis != NULL ? GTK_WIDGET (self->analysis->graph) : NULL;
}

const char *
tg_window_analysis_get_error (TgWindow *self)
{
  return self->analysis != NULL ? self->analysis->error : NULL;
}
