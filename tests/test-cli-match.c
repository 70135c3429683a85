/* test-cli-match.c: tengen-cli match between GNU Go processes and fakes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tengen-cli with a deadline (a hang fails the test, it
 * never blocks it). Counts are checked against GNU Go's own final_score
 * on the written record (loadsgf), legality with tengen-cli check.
 *
 * Every GNU Go gets a --seed: without one it seeds from the clock, so each
 * run played other games, and on some of them GNU Go's final_score and the
 * engines' final_status_list disagree (a seki eye under Chinese rules, which
 * GNU Go does not count). With seeds the games, and so the expected counts,
 * are the same on every run.
 */

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-test-utils.h"

#define RUN_DEADLINE_SEC 90

typedef struct
{
  int    status;
  char  *out;
  char  *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
communicate_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* Runs @argv (NULL-terminated) and fails the test after RUN_DEADLINE_SEC. */
static void
run_argv (Run               *run,
          const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  gint64 deadline = g_get_monotonic_time () + RUN_DEADLINE_SEC * G_USEC_PER_SEC;

  memset (run, 0, sizeof *run);
  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicate_cb, &result);
  while (result == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        {
          g_subprocess_force_exit (process);
          g_error ("%s %s did not finish within %d s", argv[0], argv[1], RUN_DEADLINE_SEC);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  g_subprocess_communicate_utf8_finish (process, result, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static char *
cli_path (void)
{
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "tengen-cli", NULL);
}

static char *
fake (const char *options)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);

  return g_strdup_printf ("%s %s %s",
                          /* not a pyenv shim: it takes seconds to start */
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3",
                          script, options);
}

/* tengen-cli match --black B --white W --sgf SGF --json, then @extra. */
static JsonArray *
run_match (Run        *run,
           const char *black,
           const char *white,
           const char *sgf,
           const char *const *extra)
{
  g_autofree char *cli = cli_path ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_ptr_array_add (argv, cli);
  g_ptr_array_add (argv, (char *) "match");
  g_ptr_array_add (argv, (char *) "--black");
  g_ptr_array_add (argv, (char *) black);
  g_ptr_array_add (argv, (char *) "--white");
  g_ptr_array_add (argv, (char *) white);
  g_ptr_array_add (argv, (char *) "--sgf");
  g_ptr_array_add (argv, (char *) sgf);
  g_ptr_array_add (argv, (char *) "--json");
  for (guint i = 0; extra[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) extra[i]);
  g_ptr_array_add (argv, NULL);
  run_argv (run, (const char *const *) argv->pdata);

  if (!json_parser_load_from_data (parser, run->out, -1, &error))
    g_error ("not JSON (%s): %s\nstderr: %s", error->message, run->out, run->err);
  root = json_parser_get_root (parser);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  return json_array_ref (json_node_get_array (root));
}

static void
check_replays (const char *sgf,
               guint       game)
{
  g_autofree char *cli = cli_path ();
  g_autofree char *number = g_strdup_printf ("%u", game);
  const char *argv[] = { cli, "check", "--game", number, sgf, NULL };
  g_auto(Run) run;

  run_argv (&run, argv);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "ok\n");
}

/* GNU Go's own count of game @game of @sgf. */
static char *
gnugo_score (const char *sgf,
             guint       game,
             gboolean    chinese)
{
  g_autofree char *input = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);

  /* GNU Go's loadsgf reads the first game: give it that game alone. */
  {
    g_autofree char *text = NULL;
    g_autofree char *one = g_strdup_printf ("%s.%u.sgf", sgf, game);
    char *start;

    g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
    start = text;
    for (guint i = 1; i < game; i++)
      start = strstr (start + 1, "(;");
    g_assert_nonnull (start);
    if (strstr (start + 1, "(;") != NULL)
      *strstr (start + 1, "(;") = '\0';
    g_assert_true (g_file_set_contents (one, start, -1, NULL));
    input = g_strdup_printf ("loadsgf %s\nfinal_score\nquit\n", one);
  }
  process = g_subprocess_launcher_spawn (launcher, &error, "/usr/games/gnugo", "--mode", "gtp",
                                         "--seed", "7",
                                         chinese ? "--chinese-rules" : "--japanese-rules",
                                         NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (out, "\n", -1);
  /* "= white" (loadsgf), "", "= B+5.5" */
  g_assert_true (g_strv_length (lines) >= 3);
  g_assert_true (g_str_has_prefix (lines[2], "= "));
  return g_strdup (lines[2] + 2);
}

static gboolean
have_gnugo (void)
{
  if (g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_test_skip ("no /usr/games/gnugo");
  return FALSE;
}

static void
check_scored_games (JsonArray  *games,
                    const char *sgf,
                    gboolean    chinese)
{
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);
      g_autofree char *theirs = NULL;

      g_assert_cmpint (json_object_get_int_member (game, "game"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (game, "reason"), ==, "score");
      g_assert_cmpstr (json_object_get_string_member (game, "black"), ==, "GNU Go 3.8");
      g_assert_cmpint (json_object_get_int_member (game, "moves"), >, 10);
      check_replays (sgf, i + 1);
      theirs = gnugo_score (sgf, i + 1, chinese);
      g_assert_cmpstr (json_object_get_string_member (game, "result"), ==, theirs);
    }
}

static void
test_gnugo_chinese (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-match-XXXXXX");
  g_autofree char *sgf = g_build_filename (dir, "out.sgf", NULL);
  const char *extra[] = { "--size", "9", "--rules", "chinese", "--games", "2", "--alternate",
                          NULL };
  g_auto(Run) run;
  g_autoptr(JsonArray) games = NULL;
  g_autofree char *text = NULL;

  if (!have_gnugo ())
    return;
  games = run_match (&run, "/usr/games/gnugo --mode gtp --level 1 --seed 1",
                     "/usr/games/gnugo --mode gtp --level 2 --seed 1001", sgf, extra);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (json_array_get_length (games), ==, 2);
  check_scored_games (games, sgf, TRUE);

  g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "RU[Chinese]KM[7.5]PB[GNU Go 3.8]"));
  g_assert_nonnull (strstr (text, "DT["));
}

static void
test_gnugo_japanese (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-match-XXXXXX");
  g_autofree char *sgf = g_build_filename (dir, "out.sgf", NULL);
  const char *extra[] = { "--size", "9", "--rules", "japanese", "--handicap", "2", "--komi",
                          "0.5", NULL };
  g_auto(Run) run;
  g_autoptr(JsonArray) games = NULL;
  g_autofree char *text = NULL;

  if (!have_gnugo ())
    return;
  games = run_match (&run, "/usr/games/gnugo --mode gtp --level 1 --seed 2",
                     "/usr/games/gnugo --mode gtp --level 1 --seed 1002", sgf, extra);
  g_assert_cmpint (run.status, ==, 0);
  check_scored_games (games, sgf, FALSE);
  g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "HA[2]"));
  g_assert_nonnull (strstr (text, "RU[Japanese]KM[0.5]"));
}

static void
test_max_moves (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-match-XXXXXX");
  g_autofree char *sgf = g_build_filename (dir, "out.sgf", NULL);
  const char *extra[] = { "--size", "9", "--max-moves", "6", NULL };
  g_auto(Run) run;
  g_autoptr(JsonArray) games = NULL;
  JsonObject *game;

  if (!have_gnugo ())
    return;
  games = run_match (&run, "/usr/games/gnugo --mode gtp --level 1 --seed 2",
                     "/usr/games/gnugo --mode gtp --level 1 --seed 1002", sgf, extra);
  g_assert_cmpint (run.status, ==, 0);
  game = json_array_get_object_element (games, 0);
  g_assert_cmpstr (json_object_get_string_member (game, "reason"), ==, "max-moves");
  g_assert_true (json_object_get_null_member (game, "result"));
  g_assert_cmpint (json_object_get_int_member (game, "moves"), ==, 6);
  check_replays (sgf, 1);
}

typedef struct
{
  const char *black;       /* gtp-fake.py options */
  const char *white;
  const char *timeout;
  int         status;
  const char *reason;
  const char *result;      /* NULL: no result */
  const char *in_message;
} FaultCase;

static void
test_fault (gconstpointer data)
{
  const FaultCase *c = data;
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-match-XXXXXX");
  g_autofree char *sgf = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *black = fake (c->black);
  g_autofree char *white = fake (c->white);
  const char *extra[] = { "--size", "9", "--move-timeout", c->timeout, NULL };
  g_auto(Run) run;
  g_autoptr(JsonArray) games = run_match (&run, black, white, sgf, extra);
  JsonObject *game = json_array_get_object_element (games, 0);

  g_assert_cmpint (run.status, ==, c->status);
  g_assert_cmpstr (json_object_get_string_member (game, "reason"), ==, c->reason);
  if (c->result == NULL)
    g_assert_true (json_object_get_null_member (game, "result"));
  else
    g_assert_cmpstr (json_object_get_string_member (game, "result"), ==, c->result);
  g_assert_nonnull (strstr (json_object_get_string_member (game, "message"), c->in_message));
  /* The game so far is written, and legal. */
  check_replays (sgf, 1);
}

static const FaultCase faults[] = {
  { "--mode crash --after 3", "--moves 4", "10", 1, "engine-error", NULL,
    "simulated crash in genmove 3" },
  { "--moves 4", "--mode hang --after 2", "1", 0, "timeout", "B+T", "genmove w" },
  { "--mode slow --delay 3", "--moves 4", "1", 0, "timeout", "W+T", "within 1.0 s" },
  { "--mode illegal --after 2", "--moves 4", "10", 0, "illegal", "W+F", "where there is a stone already" },
  { "--moves 4", "--mode garbage --after 1", "10", 1, "engine-error", NULL,
    "I think therefore I am" },
  { "--mode resign --after 3", "--moves 4", "10", 0, "resign", "W+R", "Black (Fake 0.1) resigned" },
  { "--moves 3 --dead E5", "--moves 3 --dead E5", "10", 0, "score", "W+7.5",
    "1 dead stone, as both engines see them" },
};

static void
test_bad_arguments (void)
{
  g_autofree char *cli = cli_path ();
  const char *no_sgf[] = { cli, "match", "--black", "x", "--white", "y", NULL };
  const char *bad_rules[] = { cli, "match", "--black", "x", "--white", "y", "--sgf", "o.sgf",
                              "--rules", "martian", NULL };
  g_auto(Run) a;
  g_auto(Run) b;

  run_argv (&a, no_sgf);
  g_assert_cmpint (a.status, ==, 2);
  g_assert_nonnull (strstr (a.err, "--sgf"));
  run_argv (&b, bad_rules);
  g_assert_cmpint (b.status, ==, 2);
  g_assert_nonnull (strstr (b.err, "martian"));
}

static void
test_cannot_start (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-match-XXXXXX");
  g_autofree char *sgf = g_build_filename (dir, "out.sgf", NULL);
  const char *extra[] = { "--size", "9", NULL };
  g_auto(Run) run;
  g_autoptr(JsonArray) games = run_match (&run, "/nonexistent/engine", "/nonexistent/engine",
                                          sgf, extra);
  JsonObject *game = json_array_get_object_element (games, 0);

  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (json_object_get_string_member (game, "reason"), ==, "engine-error");
  g_assert_nonnull (strstr (json_object_get_string_member (game, "message"),
                            "Cannot start “/nonexistent/engine”"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-match/gnugo-chinese", test_gnugo_chinese);
  g_test_add_func ("/cli-match/gnugo-japanese-handicap", test_gnugo_japanese);
  g_test_add_func ("/cli-match/max-moves", test_max_moves);
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli-match/fault/%u-%s", i, faults[i].reason);

      g_test_add_data_func (path, &faults[i], test_fault);
    }
  g_test_add_func ("/cli-match/bad-arguments", test_bad_arguments);
  g_test_add_func ("/cli-match/cannot-start", test_cannot_start);

  return g_test_run ();
}
