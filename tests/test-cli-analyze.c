/* test-cli-analyze.c: tengen-cli analyze, its text, JSON and exit codes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With tests/gtp/gtp-analyze-fake.py, whose reports follow a rule worked
 * out by hand (its first choice is the first empty point from the centre,
 * K10, J10, K9 … on 19×19, at 55 % for the side to move), GNU Go for the
 * fallback without winrates, and Leela Zero on the tiny network when it
 * is installed. Fixtures: tests/data/analyze.
 */

#include "config.h"

#include <json-glib/json-glib.h>

#include "test-analysis-common.h"
#include "tg-analysis-sgf.h"
#include "tg-test-utils.h"

#define DATA "analyze"

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", DATA, name, NULL);
}

static guint
count (const char *haystack,
       const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

static void
test_text (void)
{
  g_autofree char *engine = test_analysis_fake ("--interval 0.01");
  g_auto(TgTestRun) run;
  g_auto(GStrv) lines = NULL;

  tg_test_run_cli (&run, DATA, "analyze", "short-19.sgf", "--engine", engine,
                   "--visits", "30", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 6 + 2 + 1);
  g_assert_true (g_str_has_suffix (lines[0], "short-19.sgf game 1 (Fake Analyst 0.2)"));
  /* Move 1, B K10: Black's winrate after it is 45 % (White's 55 %), no
   * score, the engine's first choice K10, 10 % lost. */
  g_assert_true (g_str_has_prefix (lines[1], "   1 B K10  winrate  45.0% lead      - best K10 "
                                             " loss  10.0% "));
  g_assert_true (g_str_has_prefix (lines[2], "   2 W Q16  winrate  55.0% lead      - best J10 "
                                             " loss  10.0% "));
  g_assert_true (g_str_has_prefix (lines[7], "Black: 3 moves, mean loss 10.00%, top1 66.7%, "
                                             "top5 66.7%;"));
  g_assert_true (g_str_has_prefix (lines[8], "White: 3 moves, mean loss 10.00%, top1 0.0%, "
                                             "top5 0.0%;"));
}

static JsonArray *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (json_parser_get_root (parser)));
}

static void
test_json_and_output (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-analyze-XXXXXX");
  g_autofree char *log = g_build_filename (dir, "commands.log", NULL);
  g_autofree char *quoted_log = g_shell_quote (log);
  g_autofree char *options = g_strdup_printf ("--interval 0.01 --log %s", quoted_log);
  g_autofree char *engine = test_analysis_fake (options);
  g_autofree char *input = fixture ("short-19.sgf");
  g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *original = NULL, *after = NULL, *written = NULL, *commands = NULL;
  g_autoptr(JsonArray) games = NULL;
  g_auto(TgTestRun) run;
  g_auto(TgTestRun) again;
  JsonObject *game, *move, *black;

  g_assert_true (g_file_get_contents (input, &original, NULL, NULL));
  tg_test_run_cli (&run, NULL, "analyze", input, "--engine", engine, "--visits", "30",
                   "--output", out, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  games = parse_json (run.out);
  g_assert_cmpuint (json_array_get_length (games), ==, 1);
  game = json_array_get_object_element (games, 0);
  g_assert_cmpstr (json_object_get_string_member (game, "file"), ==, input);
  g_assert_cmpint (json_object_get_int_member (game, "game"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (game, "engine"), ==, "Fake Analyst 0.2");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (game, "moves")), ==, 6);
  move = json_array_get_object_element (json_object_get_array_member (game, "moves"), 1);
  g_assert_cmpint (json_object_get_int_member (move, "move"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (move, "color"), ==, "W");
  g_assert_cmpstr (json_object_get_string_member (move, "point"), ==, "Q16");
  g_assert_cmpint (json_object_get_int_member (move, "visits"), ==, 30);
  g_assert_cmpfloat (json_object_get_double_member (move, "winrate"), ==, 0.55);
  g_assert_true (json_object_get_null_member (move, "score_lead"));
  g_assert_cmpstr (json_object_get_string_member (move, "best"), ==, "J10");
  g_assert_true (json_object_get_null_member (move, "loss"));
  g_assert_cmpfloat (json_object_get_double_member (move, "loss_winrate"), ==, 0.1);
  g_assert_true (json_object_has_member (move, "class"));
  black = json_object_get_object_member (json_object_get_object_member (game, "summary"),
                                         "black");
  g_assert_cmpfloat (json_object_get_double_member (black, "top1"), ==, 0.667);
  g_assert_true (json_object_get_null_member (black, "mean_loss"));
  g_assert_true (json_object_has_member (json_object_get_object_member (black, "classes"),
                                         "blunder"));
  g_assert_true (json_object_has_member (json_object_get_object_member (game, "summary"),
                                         "white"));

  /* OUT has the analysis of the 7 positions; FILE is as it was. */
  g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
  g_assert_cmpuint (count (written, TG_ANALYSIS_SGF_PROPERTY "["), ==, 7);
  g_assert_cmpuint (count (written, "SBKV["), ==, 7);
  g_assert_nonnull (strstr (written, "C[A short game for tengen-cli analyze]"));
  g_assert_true (g_file_get_contents (input, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, original);
  g_assert_true (g_file_get_contents (log, &commands, NULL, NULL));
  g_assert_cmpuint (count (commands, "lz-analyze"), ==, 7);

  /* Analysed to the budget already: nothing asked again, nothing lost. */
  tg_test_run_cli (&again, NULL, "analyze", out, "--engine", engine, "--visits", "30",
                   "--in-place", NULL);
  g_assert_cmpint (again.status, ==, 0);
  g_clear_pointer (&commands, g_free);
  g_assert_true (g_file_get_contents (log, &commands, NULL, NULL));
  g_assert_cmpuint (count (commands, "lz-analyze"), ==, 7);
  g_assert_true (g_str_has_prefix (strchr (again.out, '\n') + 1, "   1 B K10  winrate  45.0%"));
}

/* The file written is the file as the reader repaired it: the repairs are
 * said on stderr, in the FILE:LINE:COL form of tengen-cli sgf check. */
static void
test_output_says_repairs (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-analyze-XXXXXX");
  g_autofree char *engine = test_analysis_fake ("--interval 0.01");
  g_autofree char *input = fixture ("result-in-words.sgf");
  g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
  /* RE starts at column 64 of line 1: 63 characters of (; and the six
   * properties before it. */
  g_autofree char *expected = g_strdup_printf ("%s:1:64: warning: RE[共6手 黑胜4目] read as "
                                               "RE[B+4]\n", input);
  g_autofree char *written = NULL;
  g_auto(TgTestRun) run;
  g_auto(TgTestRun) quiet;

  tg_test_run_cli (&run, NULL, "analyze", input, "--engine", engine, "--visits", "30",
                   "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "RE[B+4]"));

  /* Nothing written, nothing to say. */
  tg_test_run_cli (&quiet, NULL, "analyze", input, "--engine", engine, "--visits", "30", NULL);
  g_assert_cmpint (quiet.status, ==, 0);
  g_assert_cmpstr (quiet.err, ==, "");
}

static void
test_engine_fails (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-analyze-XXXXXX");
  g_autofree char *engine = test_analysis_fake ("--interval 0.01 --mode crash --nth 4 --after 1");
  g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *written = NULL;
  g_auto(TgTestRun) run;

  tg_test_run_cli (&run, DATA, "analyze", "short-19.sgf", "--engine", engine, "--visits", "30",
                   "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "short-19.sgf: The analysis stopped at the position "
                                     "after move 3: Fake Analyst stopped: it exited with "
                                     "status 3."));
  /* Positions 0, 1 and 2 were analysed and are written. */
  g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
  g_assert_cmpuint (count (written, TG_ANALYSIS_SGF_PROPERTY "["), ==, 3);
  /* Moves 1 and 2 reviewed; 3 to 6 unknown. */
  g_assert_nonnull (strstr (run.out, "   2 W Q16  winrate  55.0%"));
  g_assert_nonnull (strstr (run.out, "   4 W D4   winrate      - lead      - best -    "
                                     "loss      - unknown"));
}

static void
test_no_analysis_command (void)
{
  g_autofree char *engine = test_analysis_fake ("--dialect none");
  g_auto(TgTestRun) run;

  tg_test_run_cli (&run, DATA, "analyze", "short-19.sgf", "--engine", engine, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "tengen-cli analyze: Fake Analyst cannot analyse positions: it "
                   "has none of the commands kata-analyze, lz-analyze, analyze or "
                   "top_moves_black and estimate_score.\n");
  g_assert_cmpstr (run.out, ==, "");
}

static void
test_no_network (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-analyze-XXXXXX");
  const char *args[] = { "analyze", "short-19.sgf", "--engine", "leelaz", NULL };
  g_autofree char *old = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_auto(TgTestRun) run;

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  tg_test_run_cliv (&run, DATA, args);
  if (old != NULL)
    g_setenv ("XDG_DATA_HOME", old, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "tengen-cli analyze: Leela Zero has no network: "));
  g_assert_nonnull (strstr (run.err, "/leela-zero/best-network"));
}

static void
test_bad_arguments (void)
{
  static const char *const cases[][8] = {
    { "analyze", "short-19.sgf", NULL },
    { "analyze", "--engine", "x", NULL },
    { "analyze", "short-19.sgf", "--engine", "x", "--output", "o.sgf", "--in-place", NULL },
    { "analyze", "short-19.sgf", "--engine", "x", "--moves", "5-2", NULL },
    { "analyze", "short-19.sgf", "--engine", "x", "--jobs", "0", NULL },
    { "analyze", "short-19.sgf", "--engine", "x", "--komi", "six", NULL },
    { "analyze", "short-19.sgf", "--engine", "x", "--rules", "martian", NULL },
    { "analyze", "missing.sgf", "--engine", "x", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(TgTestRun) run;

      tg_test_run_cliv (&run, DATA, cases[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, !=, "");
    }
}

/* GNU Go on a two-game collection with two processes: points, no winrate. */
static void
test_gnugo_jobs (void)
{
  g_autofree char *engine = NULL;
  g_autoptr(JsonArray) games = NULL;
  g_auto(TgTestRun) run;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  engine = test_engine_gnugo_line (1, 1);
  tg_test_run_cli (&run, DATA, "analyze", "two-9.sgf", "--engine", engine, "--jobs", "2",
                   "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  games = parse_json (run.out);
  g_assert_cmpuint (json_array_get_length (games), ==, 2);
  for (guint g = 0; g < 2; g++)
    {
      JsonObject *game = json_array_get_object_element (games, g);
      JsonArray *moves = json_object_get_array_member (game, "moves");

      g_assert_cmpint (json_object_get_int_member (game, "game"), ==, g + 1);
      g_assert_true (g_str_has_prefix (json_object_get_string_member (game, "engine"),
                                       "GNU Go"));
      g_assert_cmpuint (json_array_get_length (moves), ==, g == 0 ? 5 : 3);
      for (guint i = 0; i < json_array_get_length (moves); i++)
        {
          JsonObject *move = json_array_get_object_element (moves, i);

          g_assert_true (json_object_get_null_member (move, "winrate"));
          g_assert_false (json_object_get_null_member (move, "score_lead"));
          g_assert_false (json_object_get_null_member (move, "loss"));
          g_assert_cmpstr (json_object_get_string_member (move, "class"), !=, "unknown");
        }
    }
}

/* Each move's line of @out from its best move on (best, loss, class),
 * and the players' summaries. */
static char *
review_part (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GString *part = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *best = strstr (lines[i], " best ");

      if (best != NULL || g_str_has_prefix (lines[i], "Black:") ||
          g_str_has_prefix (lines[i], "White:"))
        g_string_append_printf (part, "%s\n", best != NULL ? best : lines[i]);
    }
  return g_string_free (part, FALSE);
}

/* GNU Go has no search to deepen: a record it analysed (with its
 * estimates) is not analysed again by GNU Go; the second run asks it no
 * top_moves and prints the same review. */
static void
test_gnugo_reuse (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-analyze-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *log = g_build_filename (dir, "commands.log", NULL);
  g_autofree char *engine = NULL;
  g_autofree char *logged = NULL;
  g_autofree char *quoted_log = NULL;
  g_autofree char *teed = NULL;
  g_autofree char *first_review = NULL;
  g_autofree char *again_review = NULL;
  g_auto(TgTestRun) first;
  g_auto(TgTestRun) again;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  engine = test_engine_gnugo_line (1, 1);
  tg_test_run_cli (&first, DATA, "analyze", "two-9.sgf", "--engine", engine, "--output", out,
                   NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpuint (count (first.out, " best "), >, 0);

  quoted_log = g_shell_quote (log);
  teed = g_strdup_printf ("sh -c 'tee %s | %s'", quoted_log, engine);
  tg_test_run_cli (&again, DATA, "analyze", out, "--engine", teed, NULL);
  g_assert_cmpint (again.status, ==, 0);
  /* The same review (the root lead, a mean of two estimates, is kept to
   * a tenth in the record, so only its last digit may differ). */
  first_review = review_part (first.out);
  again_review = review_part (again.out);
  g_assert_cmpstr (again_review, ==, first_review);
  g_assert_true (g_file_get_contents (log, &logged, NULL, NULL));
  g_assert_cmpuint (count (logged, "top_moves"), ==, 0);
  g_assert_cmpuint (count (logged, "estimate_score"), ==, 0);
}

static void
test_leela_zero (void)
{
  g_autofree char *engine = test_analysis_leelaz_line (50);
  g_auto(TgTestRun) run;

  if (engine == NULL)
    {
      g_test_skip ("Leela Zero is not installed (/usr/lib/leelaz/bin/leelaz)");
      return;
    }
  tg_test_run_cli (&run, DATA, "analyze", "short-19.sgf", "--engine", engine, "--visits",
                   "50", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "short-19.sgf game 1 (Leela Zero 0.17)\n"));
  g_assert_nonnull (strstr (run.out, "   6 W D16  winrate "));
  g_assert_nonnull (strstr (run.out, "\nBlack: 3 moves, mean loss "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-analyze/text", test_text);
  g_test_add_func ("/cli-analyze/json-and-output", test_json_and_output);
  g_test_add_func ("/cli-analyze/output-says-repairs", test_output_says_repairs);
  g_test_add_func ("/cli-analyze/engine-fails", test_engine_fails);
  g_test_add_func ("/cli-analyze/no-analysis-command", test_no_analysis_command);
  g_test_add_func ("/cli-analyze/no-network", test_no_network);
  g_test_add_func ("/cli-analyze/bad-arguments", test_bad_arguments);
  g_test_add_func ("/cli-analyze/gnugo-jobs", test_gnugo_jobs);
  g_test_add_func ("/cli-analyze/gnugo-reuse", test_gnugo_reuse);
  g_test_add_func ("/cli-analyze/leela-zero", test_leela_zero);
  return g_test_run ();
}
