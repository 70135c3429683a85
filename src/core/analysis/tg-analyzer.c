/* tg-analyzer.c: analysing positions with a running GTP engine
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One request at a time: sync the engine to the game's cursor (the
 * position is read when the request is made), then either stream the
 * dialect's analyze command and watch its reports against the budget, or,
 * for GNU Go, ask top_moves_<color>, estimate_score, and the estimate after
 * its first choice (play, estimate_score, undo). A request holds
 * the position it is about; a report is kept only while its request is
 * the current one and only if it fits that position (its candidates on
 * empty points), so nothing reaches a position it is not about. The stop
 * is the engine's (tg_engine_stream_stop): the lines written after it
 * belong to no one. A request ends when the engine has ended the stream,
 * so the engine is free for the next one.
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-analyzer.h"
#include "tg-engine-gtp.h"
#include "tg-point.h"

/* Reports in a row with the same visits before a search that stopped
 * growing (the engine's own visit limit) counts as finished. */
#define STALE_REPORTS 8
/* How much of a bad line the log keeps. */
#define LOGGED_LINE_MAX 200

struct _TgAnalyzer
{
  GObject                parent_instance;

  TgEngine              *engine;
  TgAnalysisDialect      dialect;
  TgAnalysisPerspective  perspective;
  char                  *network;
  struct _Request       *current;
};

G_DEFINE_FINAL_TYPE (TgAnalyzer, tg_analyzer, G_TYPE_OBJECT)

enum
{
  SIGNAL_UPDATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct _Request
{
  TgAnalyzer       *self;          /* not a reference: the task holds one */
  GTask            *task;          /* NULL once finished */
  TgAnalysisBudget  budget;
  TgAnalysis       *position;      /* the template: position, provenance */
  TgBoard          *board;
  guint             stream_id;
  gint64            started;       /* monotonic, when the search began */
  guint             timer;
  TgAnalysis       *last;          /* the last report that fitted */
  guint             last_visits;
  guint             same_visits;
  gboolean          stopping;
  gulong            cancel_handler;
  TgAnalysis       *gnugo;         /* GNU Go: the analysis being filled */
  guint             gnugo_step;    /* GNU Go: answers received so far */
} Request;

void
tg_analysis_budget_init (TgAnalysisBudget *budget)
{
  budget->visits = 200;
  budget->seconds = 10.0;
  budget->unbounded = FALSE;
  budget->interval_cs = 10;
  budget->ownership = TRUE;
}

/* Dialect ------------------------------------------------------------------ */

static TgAnalysisDialect
choose_dialect (TgEngine *engine)
{
  if (tg_engine_has_command (engine, "kata-analyze"))
    return TG_ANALYSIS_DIALECT_KATAGO;
  if (tg_engine_has_command (engine, "lz-analyze"))
    return TG_ANALYSIS_DIALECT_LEELA_ZERO;
  if (tg_engine_has_command (engine, "analyze"))
    return TG_ANALYSIS_DIALECT_SABAKI;
  if (tg_engine_has_command (engine, "top_moves_black") &&
      tg_engine_has_command (engine, "top_moves_white") &&
      tg_engine_has_command (engine, "estimate_score"))
    return TG_ANALYSIS_DIALECT_GNUGO;
  return TG_ANALYSIS_DIALECT_NONE;
}

/* The network or model file named on the command line (Leela Zero's -w or
 * --weights, KataGo's -model), as a base name. */
static char *
find_network (const char *command_line)
{
  g_auto(GStrv) argv = NULL;

  if (!g_shell_parse_argv (command_line, NULL, &argv, NULL))
    return NULL;
  for (guint i = 0; argv[i] != NULL; i++)
    {
      const char *arg = argv[i];
      const char *value = NULL;

      if ((strcmp (arg, "-w") == 0 || strcmp (arg, "--weights") == 0 ||
           strcmp (arg, "-model") == 0 || strcmp (arg, "--model") == 0) && argv[i + 1] != NULL)
        value = argv[i + 1];
      else if (g_str_has_prefix (arg, "--weights="))
        value = arg + strlen ("--weights=");
      else if (g_str_has_prefix (arg, "-model="))
        value = arg + strlen ("-model=");
      if (value != NULL && value[0] != '\0')
        return g_path_get_basename (value);
    }
  return NULL;
}

TgAnalyzer *
tg_analyzer_new (TgEngine  *engine,
                 GError   **error)
{
  TgAnalysisDialect dialect;
  TgAnalyzer *self;

  g_return_val_if_fail (TG_IS_ENGINE (engine), NULL);

  dialect = choose_dialect (engine);
  if (dialect == TG_ANALYSIS_DIALECT_NONE)
    {
      g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_UNSUPPORTED,
                   /* Translators: an engine's name, like GNU Go */
                   _("%s cannot analyse positions: it has none of the commands kata-analyze, "
                     "lz-analyze, analyze or top_moves_black and estimate_score."),
                   tg_engine_get_name (engine));
      return NULL;
    }
  self = g_object_new (TG_TYPE_ANALYZER, NULL);
  self->engine = g_object_ref (engine);
  self->dialect = dialect;
  self->network = find_network (tg_engine_get_command_line (engine));
  return self;
}

TgEngine *
tg_analyzer_get_engine (TgAnalyzer *self)
{
  g_return_val_if_fail (TG_IS_ANALYZER (self), NULL);
  return self->engine;
}

TgAnalysisDialect
tg_analyzer_get_dialect (TgAnalyzer *self)
{
  g_return_val_if_fail (TG_IS_ANALYZER (self), TG_ANALYSIS_DIALECT_NONE);
  return self->dialect;
}

void
tg_analyzer_set_perspective (TgAnalyzer            *self,
                             TgAnalysisPerspective  perspective)
{
  g_return_if_fail (TG_IS_ANALYZER (self));
  self->perspective = perspective;
}

/* Requests ----------------------------------------------------------------- */

static void
request_free (Request *request)
{
  g_clear_handle_id (&request->timer, g_source_remove);
  g_clear_pointer (&request->position, tg_analysis_unref);
  g_clear_pointer (&request->last, tg_analysis_unref);
  g_free (request->board);
  g_clear_pointer (&request->gnugo, tg_analysis_unref);
  g_free (request);
}

/* Ends @request with @analysis (taken) or @error (taken); it is no longer
 * current, so whatever the engine still says about it is dropped. */
static void
request_finish (Request    *request,
                TgAnalysis *analysis,
                GError     *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&request->task);
  TgAnalyzer *self = request->self;

  if (task == NULL)
    {
      g_clear_pointer (&analysis, tg_analysis_unref);
      g_clear_error (&error);
      return;
    }
  if (self->current == request)
    self->current = NULL;
  g_clear_handle_id (&request->timer, g_source_remove);
  if (request->cancel_handler != 0)
    g_cancellable_disconnect (g_task_get_cancellable (task), request->cancel_handler);
  request->cancel_handler = 0;
  if (request->stream_id != 0 && !request->stopping)
    tg_engine_stream_stop (self->engine, request->stream_id);
  request->stopping = TRUE;
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, analysis, (GDestroyNotify) tg_analysis_unref);
}

static void
request_stop (Request *request)
{
  if (request->stopping)
    return;
  request->stopping = TRUE;
  g_clear_handle_id (&request->timer, g_source_remove);
  tg_engine_stream_stop (request->self->engine, request->stream_id);
}

static gboolean
request_timer_cb (gpointer data)
{
  Request *request = data;

  request->timer = 0;
  request_stop (request);
  return G_SOURCE_REMOVE;
}

/* Whether @analysis can be about @board: every candidate on an empty
 * point. An engine that answers about another position fails this. */
static gboolean
report_fits (const TgAnalysis *analysis,
             const TgBoard    *board)
{
  for (guint i = 0; i < analysis->n_candidates; i++)
    {
      TgPoint p = analysis->candidates[i].point;

      if (p != TG_PASS && tg_board_get (board, p) != TG_EMPTY)
        return FALSE;
    }
  return TRUE;
}

static void
log_ignored (TgAnalyzer *self,
             const char *line,
             const char *why)
{
  g_autofree char *shown = g_utf8_substring (line, 0, MIN (g_utf8_strlen (line, -1),
                                                           LOGGED_LINE_MAX));

  tg_engine_log_event (self->engine, "analysis line ignored (%s): %s", why, shown);
}

static gboolean
budget_reached (Request          *request,
                const TgAnalysis *report)
{
  const TgAnalysisBudget *budget = &request->budget;

  if (budget->unbounded)
    return FALSE;
  if (budget->visits > 0 && report->visits >= budget->visits)
    return TRUE;
  if (report->visits == request->last_visits)
    request->same_visits++;
  else
    request->same_visits = 0;
  request->last_visits = report->visits;
  /* The engine's own limit stopped its search below the budget. */
  return request->same_visits >= STALE_REPORTS;
}

static void
stream_line_cb (TgEngine   *engine,
                const char *line,
                gpointer    data)
{
  Request *request = data;
  TgAnalyzer *self = request->self;
  g_autoptr(TgAnalysis) report = NULL;
  g_autoptr(GError) error = NULL;

  if (request->task == NULL || self->current != request || request->stopping)
    return;
  if (!g_str_has_prefix (line, "info "))
    {
      log_ignored (self, line, "not a report");
      return;
    }
  report = tg_analysis_copy (request->position);
  if (!tg_analysis_parse_report (report, self->dialect, self->perspective, line, &error))
    {
      log_ignored (self, line, error->message);
      return;
    }
  if (!report_fits (report, request->board))
    {
      log_ignored (self, line, "a move on a stone: about another position");
      return;
    }
  report->seconds = (g_get_monotonic_time () - request->started) / (double) G_USEC_PER_SEC;
  report->final = FALSE;
  g_clear_pointer (&request->last, tg_analysis_unref);
  request->last = tg_analysis_ref (report);
  g_signal_emit (self, signals[SIGNAL_UPDATE], 0, report);
  if (request->task != NULL && budget_reached (request, report))
    request_stop (request);
}

static TgAnalysis *
final_copy (const TgAnalysis *report)
{
  TgAnalysis *analysis = tg_analysis_copy (report);

  analysis->final = TRUE;
  return analysis;
}

static GError *
no_report_error (Request *request)
{
  return g_error_new (TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                      /* Translators: an engine's name, like Leela Zero */
                      _("%s ended its analysis without a report about this position."),
                      tg_engine_get_name (request->self->engine));
}

static void
stream_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GTask) task = data;
  Request *request = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!tg_engine_stream_finish (TG_ENGINE (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        request_finish (request, NULL, g_steal_pointer (&error));
      return;
    }
  if (request->last == NULL)
    request_finish (request, NULL, no_report_error (request));
  else
    request_finish (request, final_copy (request->last), NULL);
}

static char *
stream_command (TgAnalyzer             *self,
                TgColor                 to_move,
                const TgAnalysisBudget *budget)
{
  const char *color = tg_gtp_color (to_move);
  guint interval = budget->interval_cs > 0 ? budget->interval_cs : 10;

  switch (self->dialect)
    {
    case TG_ANALYSIS_DIALECT_KATAGO:
      return g_strdup_printf ("kata-analyze %s %u%s", color, interval,
                              budget->ownership ? " ownership true" : "");
    case TG_ANALYSIS_DIALECT_LEELA_ZERO:
      return g_strdup_printf ("lz-analyze %s %u", color, interval);
    case TG_ANALYSIS_DIALECT_SABAKI:
      return g_strdup_printf ("analyze %s %u", color, interval);
    case TG_ANALYSIS_DIALECT_GNUGO:
    case TG_ANALYSIS_DIALECT_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
start_stream (GTask *task)
{
  Request *request = g_task_get_task_data (task);
  TgAnalyzer *self = request->self;
  g_autofree char *command = stream_command (self, request->position->to_move,
                                             &request->budget);

  request->started = g_get_monotonic_time ();
  if (!request->budget.unbounded && request->budget.seconds > 0)
    request->timer = g_timeout_add ((guint) MAX (1.0, request->budget.seconds * 1000.0),
                                    request_timer_cb, request);
  /* Not the task's cancellable: a cancelled request must still stop the
   * stream through request_finish, and the engine drops what follows. */
  request->stream_id = tg_engine_stream_async (self->engine, command, 0, stream_line_cb,
                                               request, NULL, NULL, stream_done_cb,
                                               g_object_ref (task));
}

/* GNU Go ------------------------------------------------------------------
 *
 * Five answers: top_moves_<color> (the candidates and their worth),
 * estimate_score (score_estimate: the position itself), then play of the
 * first choice, estimate_score (that candidate's score lead) and undo. GNU
 * Go's estimate leans some ten points toward whoever has just moved, so
 * the root score lead is the mean of the two estimates, one after each
 * side's move, and a move's loss compares two estimates after the same
 * side's move (tg-analysis-review.c). The last three are sent back to back:
 * nothing can come between them, and a request cancelled meanwhile still
 * has its move taken back before the next request's sync. */

enum
{
  GNUGO_TOP_MOVES,
  GNUGO_ESTIMATE,
  GNUGO_PLAY_BEST,
  GNUGO_BEST_ESTIMATE,
  GNUGO_UNDO,
};

static void gnugo_step_cb (GObject *source, GAsyncResult *result, gpointer data);

static void
gnugo_ask (GTask      *task,
           const char *command)
{
  Request *request = g_task_get_task_data (task);

  tg_engine_send_async (request->self->engine, command, 0, NULL, gnugo_step_cb,
                        g_object_ref (task));
}

static GError *
other_position_error (Request *request)
{
  return g_error_new (TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_POSITION,
                      /* Translators: an engine's name, like GNU Go */
                      _("%s answered about another position."),
                      tg_engine_get_name (request->self->engine));
}

static void
gnugo_finish (Request *request)
{
  TgAnalysis *analysis = g_steal_pointer (&request->gnugo);
  const TgAnalysisCandidate *best = tg_analysis_best (analysis);

  if (best != NULL && !isnan (best->score_lead))
    analysis->score_lead = (analysis->score_estimate + best->score_lead) / 2.0;
  analysis->seconds = (g_get_monotonic_time () - request->started) / (double) G_USEC_PER_SEC;
  analysis->final = TRUE;
  g_signal_emit (request->self, signals[SIGNAL_UPDATE], 0, analysis);
  request_finish (request, analysis, NULL);
}

/* The first choice, when GNU Go has one it can play here. */
static gboolean
gnugo_best_vertex (Request *request,
                   char     vertex[TG_POINT_GTP_SIZE])
{
  const TgAnalysisCandidate *best = tg_analysis_best (request->gnugo);

  if (best == NULL || best->point == TG_PASS ||
      !tg_board_is_legal (request->board, best->point, request->gnugo->to_move, FALSE))
    return FALSE;
  tg_point_to_gtp (best->point, request->gnugo->height, vertex);
  return TRUE;
}

static void
gnugo_try_best (GTask *task)
{
  Request *request = g_task_get_task_data (task);
  char vertex[TG_POINT_GTP_SIZE];
  g_autofree char *play = NULL;

  if (!gnugo_best_vertex (request, vertex))
    {
      gnugo_finish (request);
      return;
    }
  play = g_strdup_printf ("play %s %s", tg_gtp_color (request->gnugo->to_move), vertex);
  gnugo_ask (task, play);
  gnugo_ask (task, "estimate_score");
  gnugo_ask (task, "undo");
}

/* Takes @answer, GNU Go's answer to the command of @step. */
static gboolean
gnugo_take (Request     *request,
            guint        step,
            const char  *answer,
            GError     **error)
{
  g_autoptr(TgAnalysis) scratch = NULL;

  switch (step)
    {
    case GNUGO_TOP_MOVES:
      request->gnugo = tg_analysis_copy (request->position);
      return tg_analysis_parse_gnugo_top_moves (request->gnugo, answer, error);
    case GNUGO_ESTIMATE:
      if (!tg_analysis_parse_gnugo_score (request->gnugo, answer, error))
        return FALSE;
      request->gnugo->score_estimate = request->gnugo->score_lead;
      return TRUE;
    case GNUGO_BEST_ESTIMATE:
      scratch = tg_analysis_copy (request->position);
      if (!tg_analysis_parse_gnugo_score (scratch, answer, error))
        return FALSE;
      request->gnugo->candidates[0].score_lead = scratch->score_lead;
      return TRUE;
    default:
      return TRUE;
    }
}

static void
gnugo_step_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(GTask) task = data;
  Request *request = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (TG_ENGINE (source), result, &error);
  guint step = request->gnugo_step++;

  /* A failed play or undo leaves GNU Go's position unknown. */
  if (answer == NULL && step >= GNUGO_PLAY_BEST)
    tg_engine_forget_position (request->self->engine);
  if (request->task == NULL)
    return;
  if (answer == NULL)
    {
      request_finish (request, NULL, g_steal_pointer (&error));
      return;
    }
  if (!gnugo_take (request, step, answer, &error))
    {
      request_finish (request, NULL, g_steal_pointer (&error));
      return;
    }
  switch (step)
    {
    case GNUGO_TOP_MOVES:
      if (!report_fits (request->gnugo, request->board))
        request_finish (request, NULL, other_position_error (request));
      else
        gnugo_ask (task, "estimate_score");
      break;
    case GNUGO_ESTIMATE:
      gnugo_try_best (task);
      break;
    case GNUGO_UNDO:
      gnugo_finish (request);
      break;
    default:
      break;
    }
}

static void
sync_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(GTask) task = data;
  Request *request = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!tg_engine_sync_finish (TG_ENGINE (source), result, &error))
    {
      request_finish (request, NULL, g_steal_pointer (&error));
      return;
    }
  if (request->task == NULL)
    return;
  if (request->self->dialect == TG_ANALYSIS_DIALECT_GNUGO)
    {
      request->started = g_get_monotonic_time ();
      gnugo_ask (task, request->position->to_move == TG_WHITE ? "top_moves_white"
                                                              : "top_moves_black");
      return;
    }
  start_stream (task);
}

static gboolean
cancel_idle_cb (gpointer data)
{
  g_autoptr(GTask) task = data;
  Request *request = g_task_get_task_data (task);

  request_finish (request, NULL,
                  g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                       "Operation was cancelled"));
  return G_SOURCE_REMOVE;
}

static void
cancelled_cb (GCancellable *cancellable,
              GTask        *task)
{
  /* Not from inside the handler: disconnecting there would wait. */
  g_idle_add (cancel_idle_cb, g_object_ref (task));
}

static TgAnalysis *
position_of (TgAnalyzer *self,
             TgGame     *game)
{
  const TgRules *rules = tg_game_get_rules (game);
  TgAnalysis *position = tg_analysis_new (tg_game_get_width (game), tg_game_get_height (game),
                                          tg_game_get_to_play (game));

  tg_analysis_set_position (position, tg_game_get_board (game), tg_game_get_to_play (game),
                            tg_game_get_komi (game), tg_rules_preset_to_sgf (rules->preset));
  position->dialect = self->dialect;
  position->engine_name = g_strdup (tg_engine_get_name (self->engine));
  position->engine_version = g_strdup (tg_engine_get_version (self->engine));
  position->network = g_strdup (self->network);
  return position;
}

void
tg_analyzer_analyze_async (TgAnalyzer             *self,
                           TgGame                 *game,
                           const TgAnalysisBudget *budget,
                           GCancellable           *cancellable,
                           GAsyncReadyCallback     callback,
                           gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  Request *request;

  g_return_if_fail (TG_IS_ANALYZER (self));
  g_return_if_fail (TG_IS_GAME (game));

  if (self->current != NULL)
    request_finish (self->current, NULL,
                    g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                         "Operation was cancelled"));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_analyzer_analyze_async);
  request = g_new0 (Request, 1);
  request->self = self;
  if (budget != NULL)
    request->budget = *budget;
  else
    tg_analysis_budget_init (&request->budget);
  request->position = position_of (self, game);
  request->board = g_memdup2 (tg_game_get_board (game), sizeof (TgBoard));
  g_task_set_task_data (task, request, (GDestroyNotify) request_free);
  if (g_task_return_error_if_cancelled (task))
    return;
  /* Until request_finish: the request's own reference. */
  request->task = g_object_ref (task);
  self->current = request;
  if (cancellable != NULL)
    request->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb),
                                                     task, NULL);
  tg_engine_sync_async (self->engine, game, NULL, sync_done_cb, g_object_ref (task));
}

TgAnalysis *
tg_analyzer_analyze_finish (TgAnalyzer    *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Object -------------------------------------------------------------------- */

static void
tg_analyzer_dispose (GObject *object)
{
  TgAnalyzer *self = TG_ANALYZER (object);

  g_clear_object (&self->engine);
  G_OBJECT_CLASS (tg_analyzer_parent_class)->dispose (object);
}

static void
tg_analyzer_finalize (GObject *object)
{
  TgAnalyzer *self = TG_ANALYZER (object);

  g_free (self->network);
  G_OBJECT_CLASS (tg_analyzer_parent_class)->finalize (object);
}

static void
tg_analyzer_class_init (TgAnalyzerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_analyzer_dispose;
  object_class->finalize = tg_analyzer_finalize;

  /* (TgAnalysis *report): an interim report about the position being
   * analysed (GNU Go: its one result). */
  signals[SIGNAL_UPDATE] =
    g_signal_new ("update", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TG_TYPE_ANALYSIS);
}

static void
tg_analyzer_init (TgAnalyzer *self)
{
  self->perspective = TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE;
}
