/* tg-cli-match.c: tengen-cli match: games between two GTP engines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engines are TgEngines; the referee is the core: every vertex is
 * checked against the game's rules, two passes are counted with tg_score
 * (the dead stones both engines agree on when both list
 * final_status_list, else Tengen's own proposal), and the record is a
 * TgGame. The asynchronous calls are waited for by running the main
 * context, which is all this command does; every wait is bounded by the
 * engines' timeouts.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "tg-cli-common.h"
#include "tg-cli-output.h"
#include "tg-cli-match.h"
#include "tg-engine.h"
#include "tg-handicap.h"
#include "tg-sgf-writer.h"

#define NAME "match"

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

GAsyncResult *
tg_cli_match_wait (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  return g_steal_pointer (slot);
}

static TgEngine *
start_engine (const char  *command_line,
              GError     **error)
{
  g_autoptr(TgEngine) engine = tg_engine_new (NULL, command_line, error);
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  if (engine == NULL)
    return NULL;
  tg_engine_start_async (engine, NULL, result_cb, &slot);
  result = tg_cli_match_wait (&slot);
  if (!tg_engine_start_finish (engine, result, error))
    {
      tg_cli_match_quit (engine);
      return NULL;
    }
  return g_steal_pointer (&engine);
}

void
tg_cli_match_quit (TgEngine *engine)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_quit_async (engine, TG_ENGINE_QUIT_GRACE_MSEC, result_cb, &slot);
  result = tg_cli_match_wait (&slot);
  tg_engine_quit_finish (engine, result);
}

static void
match_game_clear (TgMatchGame *game)
{
  g_free (game->result);
  g_free (game->black);
  g_free (game->white);
  g_free (game->message);
}

/* Output ------------------------------------------------------------------- */

static void
print_line (const TgMatchGame *game)
{
  g_print ("game %u: %s (%s, %u move%s) %s vs %s%s%s\n", game->number,
           game->result ? game->result : "no result", game->reason, game->moves,
           tg_cli_plural_s (game->moves),
           game->black, game->white, game->message[0] ? ": " : "", game->message);
}

static void
print_json (GArray *games)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < games->len; i++)
    {
      const TgMatchGame *game = &g_array_index (games, TgMatchGame, i);

      json_builder_begin_object (builder);
      tg_cli_json_add_uint (builder, "game", game->number);
      tg_cli_json_add_string (builder, "result", game->result);
      tg_cli_json_add_uint (builder, "moves", game->moves);
      tg_cli_json_add_string (builder, "reason", game->reason);
      tg_cli_json_add_string (builder, "black", game->black);
      tg_cli_json_add_string (builder, "white", game->white);
      tg_cli_json_add_string (builder, "message", game->message);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  tg_cli_json_print (builder, TRUE);
}

static gboolean
write_records (const char  *path,
               GPtrArray   *records,
               GError     **error)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *one = tg_sgf_write (tg_game_get_tree (g_ptr_array_index (records, i)),
                                           NULL);

      g_string_append (text, one);
    }
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

/* Options ------------------------------------------------------------------ */

static gboolean
check_options (TgMatchOptions *o,
               const char     *rules,
               const char     *komi,
               int            *status)
{
  *status = TG_CLI_EXIT_USAGE;
  if (o->black == NULL || o->white == NULL)
    return tg_cli_usage_error (NAME, "--black CMD and --white CMD are required"), FALSE;
  if (o->sgf == NULL)
    return tg_cli_usage_error (NAME, "--sgf OUT.sgf is required"), FALSE;
  if (o->size < 2 || o->size > 25)
    return tg_cli_usage_error (NAME, "--size %d: GTP boards are 2 to 25 points wide",
                               o->size), FALSE;
  if (o->games < 1)
    return tg_cli_usage_error (NAME, "--games %d: at least one game", o->games), FALSE;
  if (o->move_timeout < 0 || o->max_moves < 0 || o->handicap < 0)
    return tg_cli_usage_error (NAME, "--move-timeout, --max-moves and --handicap are "
                               "not negative"), FALSE;
  if (rules != NULL && !tg_rules_preset_from_id (rules, &o->preset))
    return tg_cli_usage_error (NAME, "--rules: unknown preset “%s” (see tengen-cli rules)",
                               rules), FALSE;
  if (o->handicap == 1 || (guint) o->handicap > tg_handicap_max_fixed (o->size, o->size))
    return tg_cli_usage_error (NAME, "--handicap %d: 0, or 2 to %u on %d×%d", o->handicap,
                               tg_handicap_max_fixed (o->size, o->size), o->size,
                               o->size), FALSE;
  o->komi = tg_rules_default_komi (tg_rules_get_preset (o->preset), (guint) o->handicap);
  if (komi != NULL && !tg_half_points_from_string (komi, &o->komi))
    return tg_cli_usage_error (NAME, "--komi: “%s” is not a number of half-points", komi),
           FALSE;
  *status = TG_CLI_EXIT_OK;
  return TRUE;
}

static gboolean
ensure_engine (TgEngine   **engine,
               const char  *command_line,
               GError     **error)
{
  if (*engine != NULL && tg_engine_is_running (*engine))
    return TRUE;
  if (*engine != NULL)
    tg_cli_match_quit (*engine);
  g_clear_object (engine);
  *engine = start_engine (command_line, error);
  return *engine != NULL;
}

/* One game with nobody to play it: an engine did not start. */
static void
engine_missing (TgMatchGame *out,
                const char  *black,
                const char  *white,
                const char  *why)
{
  out->black = g_strdup (black);
  out->white = g_strdup (white);
  out->reason = "engine-error";
  out->message = g_strdup (why);
  out->engine_failure = TRUE;
}

static int
run_match (TgMatchOptions *o)
{
  g_autoptr(GArray) games = g_array_new (FALSE, TRUE, sizeof (TgMatchGame));
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func (g_object_unref);
  TgEngine *first = NULL;
  TgEngine *second = NULL;
  int status = TG_CLI_EXIT_OK;

  g_array_set_clear_func (games, (GDestroyNotify) match_game_clear);
  for (gint i = 0; i < o->games; i++)
    {
      gboolean swap = o->alternate && i % 2 == 1;
      g_autoptr(GError) error = NULL;
      TgMatchGame game = { 0 };
      TgGame *record = NULL;

      game.number = (guint) i + 1;
      if (!ensure_engine (&first, o->black, &error) ||
          !ensure_engine (&second, o->white, &error))
        engine_missing (&game, swap ? o->white : o->black, swap ? o->black : o->white,
                        error->message);
      else
        record = tg_cli_match_play (o, swap ? second : first, swap ? first : second, &game);

      if (game.engine_failure)
        status = TG_CLI_EXIT_FAILED;
      if (!o->json)
        print_line (&game);
      g_array_append_val (games, game);
      if (record != NULL)
        g_ptr_array_add (records, record);
      g_clear_error (&error);
      if (!write_records (o->sgf, records, &error))
        {
          g_printerr ("%s: %s\n", o->sgf, error->message);
          status = TG_CLI_EXIT_FAILED;
        }
    }

  if (o->json)
    print_json (games);
  if (first != NULL)
    tg_cli_match_quit (first);
  if (second != NULL)
    tg_cli_match_quit (second);
  g_clear_object (&first);
  g_clear_object (&second);
  return status;
}

int
tg_cli_match (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *komi = NULL;
  TgMatchOptions o = { .size = 19, .games = 1, .move_timeout = 60, .preset = TG_RULES_JAPANESE };
  int status;
  const GOptionEntry entries[] = {
    { "black", 0, 0, G_OPTION_ARG_STRING, &o.black,
      "Black's engine: one shell-style command line", "CMD" },
    { "white", 0, 0, G_OPTION_ARG_STRING, &o.white,
      "White's engine: one shell-style command line", "CMD" },
    { "size", 0, 0, G_OPTION_ARG_INT, &o.size, "Board size (default 19)", "N" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Rule preset (default japanese)", "PRESET" },
    { "komi", 0, 0, G_OPTION_ARG_STRING, &komi, "Komi (default: the preset's)", "K" },
    { "handicap", 0, 0, G_OPTION_ARG_INT, &o.handicap, "Fixed handicap stones (default 0)", "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &o.games, "Number of games (default 1)", "N" },
    { "move-timeout", 0, 0, G_OPTION_ARG_INT, &o.move_timeout,
      "Seconds an engine has for a move; over it loses on time (default 60, 0 none)", "SECONDS" },
    { "max-moves", 0, 0, G_OPTION_ARG_INT, &o.max_moves,
      "Stop a game without result after N moves (default 0: no limit)", "N" },
    { "alternate", 0, 0, G_OPTION_ARG_NONE, &o.alternate,
      "Swap colours every other game", NULL },
    { "sgf", 0, 0, G_OPTION_ARG_FILENAME, &o.sgf, "Write every game to this SGF collection",
      "OUT.sgf" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "Print a JSON array, one object per game", NULL },
    { NULL }
  };

  context = g_option_context_new ("");
  g_option_context_set_summary (context,
    "Plays games between two GTP engines and writes them as one SGF collection.\n"
    "Two passes are counted by Tengen (the dead stones both engines agree on when\n"
    "both list final_status_list, else Tengen's proposal). An illegal move loses by\n"
    "forfeit (RE[B+F]), a move over --move-timeout on time (RE[W+T]).\n"
    "Exit status: 0 every game ended with a result or at --max-moves, 1 an engine\n"
    "failed (the partial game is still written), 2 bad arguments.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, NAME, &argc, &argv))
    status = TG_CLI_EXIT_USAGE;
  else if (argc != 1)
    status = tg_cli_usage_error (NAME, "unexpected argument “%s” (see --help)", argv[1]);
  else if (check_options (&o, rules, komi, &status))
    status = run_match (&o);

  g_free (o.black);
  g_free (o.white);
  g_free (o.sgf);
  return status;
}
