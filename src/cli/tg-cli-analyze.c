/* tg-cli-analyze.c: tengen-cli analyze: review records with an engine
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tengen-cli analyze FILE... --engine CMD [--visits N] [--seconds S]
 *   [--moves FROM-TO] [--rules PRESET] [--komi K] [--jobs N]
 *   (--output OUT.sgf | --in-place) [--json]
 *
 * Every game of every FILE goes into one TgAnalysisJob, which --jobs
 * engines (one TgAnalyzer each) work through at once, over files and
 * positions alike. The reviews and summaries are the job's; this file
 * only parses, waits and prints. Records are saved through the app's save
 * path (tg_sgf_save_file: atomic), also when an engine failed, so that
 * what was analysed is kept. Exit: 0 every position analysed, 1 an engine
 * failed (the message says at which position), 2 bad arguments or input.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "tg-analysis-engines.h"
#include "tg-analysis-job.h"
#include "tg-cli-common.h"
#include "tg-cli-match.h"
#include "tg-cli-output.h"
#include "tg-point.h"
#include "tg-sgf-writer.h"

#define NAME "analyze"

typedef struct
{
  char      *engine;
  gint       visits;
  double     seconds;
  char      *moves;
  char      *rules;
  char      *komi;
  gint       jobs;
  char      *output;
  gboolean   in_place;
  gboolean   json;
  GStrv      files;

  guint      from_move;
  guint      to_move;
  TgHalfPoints komi_value;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->engine);
  g_free (o->moves);
  g_free (o->rules);
  g_free (o->komi);
  g_free (o->output);
  g_strfreev (o->files);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

typedef struct
{
  char          *path;
  TgSgfDocument *doc;
} File;

static void
file_free (File *file)
{
  g_free (file->path);
  g_clear_pointer (&file->doc, tg_sgf_document_free);
  g_free (file);
}

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* Options ------------------------------------------------------------------- */

static gboolean
parse_range (const char *text,
             guint      *from,
             guint      *to)
{
  g_auto(GStrv) parts = g_strsplit (text, "-", -1);
  guint64 a, b;

  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (parts[0], 10, 1, G_MAXUINT, &a, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, G_MAXUINT, &b, NULL) || b < a)
    return FALSE;
  *from = (guint) a;
  *to = (guint) b;
  return TRUE;
}

static int
check_options (Options *o)
{
  if (o->files == NULL || o->files[0] == NULL)
    return tg_cli_usage_error (NAME, "expected at least one FILE (see --help)");
  if (o->engine == NULL || o->engine[0] == '\0')
    return tg_cli_usage_error (NAME, "--engine CMD is required (for example "
                               "--engine \"leelaz --gtp --noponder -w NETWORK\")");
  if (o->output != NULL && o->in_place)
    return tg_cli_usage_error (NAME, "--output and --in-place cannot go together");
  if (o->output != NULL && g_strv_length (o->files) > 1)
    return tg_cli_usage_error (NAME, "--output takes one FILE; use --in-place for several");
  if (o->visits < 0)
    return tg_cli_usage_error (NAME, "--visits: %d is not a number of visits", o->visits);
  if (o->seconds < 0 || isnan (o->seconds))
    return tg_cli_usage_error (NAME, "--seconds: not a number of seconds");
  if (o->jobs < 1 || o->jobs > 64)
    return tg_cli_usage_error (NAME, "--jobs: %d is not between 1 and 64", o->jobs);
  if (o->moves != NULL && !parse_range (o->moves, &o->from_move, &o->to_move))
    return tg_cli_usage_error (NAME, "--moves: “%s” is not FROM-TO (for example 1-50)",
                               o->moves);
  if (o->komi != NULL && !tg_half_points_from_string (o->komi, &o->komi_value))
    return tg_cli_usage_error (NAME, "--komi: “%s” is not a number of half-points", o->komi);
  return TG_CLI_EXIT_OK;
}

static void
fill_budget (const Options    *o,
             TgAnalysisBudget *budget)
{
  tg_analysis_budget_init (budget);
  /* One of them given: that one alone bounds the search. */
  if (o->visits > 0 || o->seconds > 0)
    {
      budget->visits = (guint) MAX (o->visits, 0);
      budget->seconds = o->seconds;
    }
}

/* Engines ------------------------------------------------------------------- */

static TgAnalyzer *
start_analyzer (const char  *command_line,
                GError     **error)
{
  g_autoptr(TgEngine) engine = tg_engine_new (NULL, command_line, error);
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  TgAnalyzer *analyzer;

  if (engine == NULL)
    return NULL;
  tg_engine_start_async (engine, NULL, result_cb, &slot);
  result = tg_cli_match_wait (&slot);
  if (!tg_engine_start_finish (engine, result, error))
    {
      tg_cli_match_quit (engine);
      return NULL;
    }
  analyzer = tg_analyzer_new (engine, error);
  if (analyzer == NULL)
    tg_cli_match_quit (engine);
  return analyzer;
}

static GPtrArray *
start_analyzers (const Options  *o,
                 GError        **error)
{
  g_autoptr(GPtrArray) analyzers = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *line = tg_analysis_check_command_line (o->engine, error);

  if (line == NULL)
    return NULL;
  for (gint i = 0; i < o->jobs; i++)
    {
      TgAnalyzer *analyzer = start_analyzer (line, error);

      if (analyzer == NULL)
        {
          for (guint j = 0; j < analyzers->len; j++)
            tg_cli_match_quit (tg_analyzer_get_engine (g_ptr_array_index (analyzers, j)));
          return NULL;
        }
      g_ptr_array_add (analyzers, analyzer);
    }
  return g_steal_pointer (&analyzers);
}

/* Output -------------------------------------------------------------------- */

static char *
point_text (TgPoint      p,
            guint        height,
            gboolean     known)
{
  char buf[TG_POINT_GTP_SIZE];

  return g_strdup (known ? tg_point_to_gtp (p, height, buf) : "-");
}

static char *
number_text (double      value,
             const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (value))
    return g_strdup ("-");
  return g_strdup (g_ascii_formatd (buf, sizeof buf, format, value));
}

/* "12.5%" for 0.125; "-" when unknown. */
static char *
percent_text (double      share,
              const char *format)
{
  g_autofree char *number = number_text (share * 100.0, format);

  return isnan (share) ? g_steal_pointer (&number) : g_strconcat (number, "%", NULL);
}

static void
print_move (const TgMoveReview *r,
            guint               height)
{
  g_autofree char *point = point_text (r->point, height, TRUE);
  g_autofree char *best = point_text (r->best, height, r->has_best);
  g_autofree char *winrate = percent_text (r->winrate, "%.1f");
  g_autofree char *lead = number_text (r->score_lead, "%+.1f");
  g_autofree char *loss = !isnan (r->loss) ? number_text (r->loss, "%.1f")
                          : percent_text (r->loss_winrate, "%.1f");

  g_print ("%4u %s %-4s winrate %6s lead %6s best %-4s loss %6s %s\n", r->move_number,
           r->color == TG_BLACK ? "B" : "W", point, winrate, lead, best, loss,
           tg_move_class_to_string (r->klass));
}

static void
print_summary (const char            *who,
               const TgPlayerSummary *s)
{
  g_autofree char *loss = !isnan (s->mean_loss) ? number_text (s->mean_loss, "%.2f")
                          : percent_text (s->mean_loss_winrate, "%.2f");
  g_autofree char *top1 = percent_text (s->top1, "%.1f");
  g_autofree char *top5 = percent_text (s->top5, "%.1f");

  g_print ("%s: %u move%s, mean loss %s%s, top1 %s, top5 %s;", who, s->moves,
           tg_cli_plural_s (s->moves), loss, isnan (s->mean_loss) ? "" : " points", top1, top5);
  for (guint k = TG_MOVE_CLASS_BEST; k < TG_MOVE_CLASS_COUNT; k++)
    g_print (" %s %u", tg_move_class_to_string (k), s->classes[k]);
  g_print ("\n");
}

static guint
game_height (TgAnalysisJob *job,
             guint          game)
{
  TgAnalysis *first = tg_analysis_job_get_analysis (job, game, 0);
  g_autoptr(TgGame) g = NULL;

  if (first != NULL)
    return first->height;
  g = tg_game_new_for_tree (tg_analysis_job_get_tree (job, game),
                            tg_analysis_job_get_game_index (job, game), NULL);
  return g != NULL ? tg_game_get_height (g) : 19;
}

static void
print_text (TgAnalysisJob *job,
            GPtrArray     *game_files)
{
  for (guint g = 0; g < tg_analysis_job_get_n_games (job); g++)
    {
      const char *engine = tg_analysis_job_get_engine_name (job, g);
      guint height = game_height (job, g);
      const TgMoveReview *reviews;
      TgPlayerSummary black, white;
      guint n;

      g_print ("%s game %u (%s)\n", ((File *) g_ptr_array_index (game_files, g))->path,
               tg_analysis_job_get_game_index (job, g) + 1, engine ? engine : "no analysis");
      reviews = tg_analysis_job_get_reviews (job, g, &n);
      for (guint i = 0; i < n; i++)
        print_move (&reviews[i], height);
      tg_analysis_job_get_summary (job, g, TG_BLACK, &black);
      tg_analysis_job_get_summary (job, g, TG_WHITE, &white);
      print_summary ("Black", &black);
      print_summary ("White", &white);
    }
}

static void
json_add_number (JsonBuilder *b,
                 const char  *name,
                 double       value,
                 double       scale)
{
  json_builder_set_member_name (b, name);
  if (isnan (value))
    json_builder_add_null_value (b);
  else
    json_builder_add_double_value (b, round (value * scale) / scale);
}

static void
json_add_move (JsonBuilder        *b,
               const TgMoveReview *r,
               guint               height)
{
  g_autofree char *point = point_text (r->point, height, TRUE);
  g_autofree char *best = r->has_best ? point_text (r->best, height, TRUE) : NULL;

  json_builder_begin_object (b);
  tg_cli_json_add_uint (b, "move", r->move_number);
  tg_cli_json_add_string (b, "color", r->color == TG_BLACK ? "B" : "W");
  tg_cli_json_add_string (b, "point", point);
  tg_cli_json_add_uint (b, "visits", r->visits);
  json_add_number (b, "winrate", r->winrate, 1000);
  json_add_number (b, "score_lead", r->score_lead, 100);
  tg_cli_json_add_string (b, "best", best);
  json_add_number (b, "loss", r->loss, 100);
  json_add_number (b, "loss_winrate", r->loss_winrate, 10000);
  tg_cli_json_add_string (b, "class", tg_move_class_to_string (r->klass));
  json_builder_end_object (b);
}

static void
json_add_summary (JsonBuilder           *b,
                  const char            *name,
                  const TgPlayerSummary *s)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  tg_cli_json_add_uint (b, "moves", s->moves);
  json_add_number (b, "mean_loss", s->mean_loss, 1000);
  json_add_number (b, "mean_loss_winrate", s->mean_loss_winrate, 10000);
  json_builder_set_member_name (b, "classes");
  json_builder_begin_object (b);
  for (guint k = TG_MOVE_CLASS_BEST; k < TG_MOVE_CLASS_COUNT; k++)
    tg_cli_json_add_uint (b, tg_move_class_to_string (k), s->classes[k]);
  json_builder_end_object (b);
  json_add_number (b, "top1", s->top1, 1000);
  json_add_number (b, "top5", s->top5, 1000);
  json_builder_end_object (b);
}

static void
print_json (TgAnalysisJob *job,
            GPtrArray     *game_files)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint g = 0; g < tg_analysis_job_get_n_games (job); g++)
    {
      guint height = game_height (job, g);
      const TgMoveReview *reviews;
      TgPlayerSummary black, white;
      guint n;

      json_builder_begin_object (b);
      tg_cli_json_add_string (b, "file", ((File *) g_ptr_array_index (game_files, g))->path);
      tg_cli_json_add_uint (b, "game", tg_analysis_job_get_game_index (job, g) + 1);
      tg_cli_json_add_string (b, "engine", tg_analysis_job_get_engine_name (job, g));
      json_builder_set_member_name (b, "moves");
      json_builder_begin_array (b);
      reviews = tg_analysis_job_get_reviews (job, g, &n);
      for (guint i = 0; i < n; i++)
        json_add_move (b, &reviews[i], height);
      json_builder_end_array (b);
      tg_analysis_job_get_summary (job, g, TG_BLACK, &black);
      tg_analysis_job_get_summary (job, g, TG_WHITE, &white);
      json_builder_set_member_name (b, "summary");
      json_builder_begin_object (b);
      json_add_summary (b, "black", &black);
      json_add_summary (b, "white", &white);
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  tg_cli_json_print (b, TRUE);
}

/* Running ------------------------------------------------------------------- */

static int
load_files (const Options *o,
            GPtrArray     *files)
{
  for (guint i = 0; o->files[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      File *file = g_new0 (File, 1);

      file->path = g_strdup (o->files[i]);
      g_ptr_array_add (files, file);
      file->doc = tg_sgf_read_file (file->path, NULL, &error);
      if (file->doc == NULL)
        {
          tg_cli_print_error (file->path, error);
          return TG_CLI_EXIT_USAGE;
        }
    }
  return TG_CLI_EXIT_OK;
}

/* Adds every game of every file; @game_files gets the file of each job game. */
static int
add_games (const Options *o,
           TgAnalysisJob *job,
           GPtrArray     *files,
           GPtrArray     *game_files)
{
  for (guint i = 0; i < files->len; i++)
    {
      File *file = g_ptr_array_index (files, i);
      TgGameTree *tree = file->doc->tree;

      for (guint g = 0; g < tg_game_tree_get_n_games (tree); g++)
        {
          g_autoptr(GError) error = NULL;

          if (tg_analysis_job_add_game (job, tree, g, o->from_move, o->to_move, &error) < 0)
            {
              tg_cli_print_error (file->path, error);
              return TG_CLI_EXIT_USAGE;
            }
          g_ptr_array_add (game_files, file);
        }
    }
  return TG_CLI_EXIT_OK;
}

static gboolean
save_files (const Options *o,
            GPtrArray     *files)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < files->len; i++)
    {
      File *file = g_ptr_array_index (files, i);
      const char *out = o->in_place ? file->path : o->output;
      g_autoptr(GError) error = NULL;

      /* What the reader repaired is written as repaired: say so. */
      for (guint w = 0; w < file->doc->warnings->len; w++)
        tg_cli_print_problem (stderr, file->path, g_ptr_array_index (file->doc->warnings, w),
                              "warning");
      if (!tg_sgf_save_file (file->doc->tree, out, FALSE, &error))
        {
          tg_cli_print_error (out, error);
          ok = FALSE;
        }
    }
  return ok;
}

static gboolean
run_job (TgAnalysisJob *job,
         GPtrArray     *game_files,
         GError       **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  gboolean ok;
  guint game;

  tg_analysis_job_run_async (job, NULL, result_cb, &slot);
  result = tg_cli_match_wait (&slot);
  ok = tg_analysis_job_run_finish (job, result, error);
  if (!ok && tg_analysis_job_get_failure (job, &game, NULL))
    g_prefix_error (error, "%s: ", ((File *) g_ptr_array_index (game_files, game))->path);
  return ok;
}

static int
analyze (Options *o)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) file_free);
  g_autoptr(GPtrArray) game_files = g_ptr_array_new ();
  g_autoptr(GPtrArray) analyzers = NULL;
  g_autoptr(TgAnalysisJob) job = NULL;
  g_autoptr(GError) error = NULL;
  TgAnalysisBudget budget;
  int status;

  if ((status = load_files (o, files)) != TG_CLI_EXIT_OK)
    return status;
  fill_budget (o, &budget);
  job = tg_analysis_job_new (&budget);
  if (o->rules != NULL)
    {
      TgRulesPreset preset;
      TgRules rules;

      if (!tg_rules_preset_from_id (o->rules, &preset))
        return tg_cli_usage_error (NAME, "--rules: unknown rules “%s” (try: chinese, japanese, "
                                   "korean, aga, ing, nz, tromp-taylor, ancient)", o->rules);
      tg_rules_init_preset (&rules, preset);
      tg_analysis_job_set_rules (job, &rules);
    }
  if (o->komi != NULL)
    tg_analysis_job_set_komi (job, o->komi_value);
  tg_analysis_job_set_write (job, o->output != NULL || o->in_place, 0);

  /* The analyzers first: whether an analysis the record already holds
   * will do depends on the engine's dialect (any of GNU Go's, with its
   * estimates, will do for GNU Go). */
  analyzers = start_analyzers (o, &error);
  if (analyzers == NULL)
    {
      g_printerr ("tengen-cli %s: %s\n", NAME, error->message);
      return TG_CLI_EXIT_FAILED;
    }
  for (guint i = 0; i < analyzers->len; i++)
    tg_analysis_job_add_analyzer (job, g_ptr_array_index (analyzers, i));

  if ((status = add_games (o, job, files, game_files)) == TG_CLI_EXIT_OK)
    status = run_job (job, game_files, &error) ? TG_CLI_EXIT_OK : TG_CLI_EXIT_FAILED;
  for (guint i = 0; i < analyzers->len; i++)
    tg_cli_match_quit (tg_analyzer_get_engine (g_ptr_array_index (analyzers, i)));
  if (status == TG_CLI_EXIT_USAGE)
    return status;

  if (o->json)
    print_json (job, game_files);
  else
    print_text (job, game_files);
  if (error != NULL)
    g_printerr ("tengen-cli %s: %s\n", NAME, error->message);
  if ((o->output != NULL || o->in_place) && !save_files (o, files))
    status = TG_CLI_EXIT_FAILED;
  return status;
}

int
tg_cli_analyze (int    argc,
                char **argv)
{
  g_auto(Options) o = { .jobs = 1 };
  g_autoptr(GOptionContext) context = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "engine", 'e', 0, G_OPTION_ARG_STRING, &o.engine,
      "The GTP engine's command line (KataGo, Leela Zero, GNU Go, ...)", "CMD" },
    { "visits", 0, 0, G_OPTION_ARG_INT, &o.visits,
      "Stop each position's search at N visits", "N" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &o.seconds,
      "Stop each position's search after S seconds", "S" },
    { "moves", 0, 0, G_OPTION_ARG_STRING, &o.moves,
      "Review moves FROM to TO only (1 is the first move)", "FROM-TO" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &o.rules,
      "Tell the engine these rules instead of the record's RU[]", "PRESET" },
    { "komi", 0, 0, G_OPTION_ARG_STRING, &o.komi,
      "Tell the engine this komi instead of the record's KM[]", "K" },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &o.jobs,
      "Run N engine processes at once over the files and positions (default 1)", "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output,
      "Save the record with its analysis to OUT (atomically)", "OUT.sgf" },
    { "in-place", 0, 0, G_OPTION_ARG_NONE, &o.in_place,
      "Save each FILE with its analysis in place (atomically)", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "Print JSON", NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &o.files, NULL, "FILE..." },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Reviews each game's main line with a GTP engine that can analyse (KataGo's\n"
    "kata-analyze, Leela Zero's lz-analyze, Sabaki's analyze; GNU Go's top_moves,\n"
    "with no winrates): one line per move (number, colour, point, Black's winrate,\n"
    "Black's score lead, the engine's best move, the loss, the class) and each\n"
    "player's summary. The budget is per position: --visits and/or --seconds\n"
    "(default 200 visits or 10 s, whichever comes first). With --output or\n"
    "--in-place the analysis is saved into the record (Tengen's TGA property and\n"
    "Sabaki's SBKV/SBKS); positions that already have an analysis of at least the\n"
    "budget there, by the same engine, are not analysed again.");
  g_option_context_set_description (context,
    "Leela Zero: --engine \"leelaz --gtp --noponder --cpu-only -w NETWORK\" (a bare\n"
    "\"leelaz\" finds /usr/lib/leelaz/bin/leelaz and ~/.local/share/leela-zero/best-network).\n"
    "KataGo: --engine \"katago gtp -model MODEL.bin.gz -config analysis.cfg\".\n"
    "Exit status: 0 every position analysed, 1 an engine failed (what was analysed is\n"
    "still written; the message says which position stopped it), 2 bad arguments.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, NAME, &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if ((status = check_options (&o)) != TG_CLI_EXIT_OK)
    return status;
  return analyze (&o);
}
