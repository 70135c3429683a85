/* test-clock-cli.c: tengen-cli clock, its JSON and its errors
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tengen-cli (found from G_TEST_BUILDDIR) and reads its
 * --json output back with json-glib. Each move object is flattened to
 * "move main periods stones penalty [calls] lost" for exact comparison.
 */

#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-test-utils.h"

/* Runs "tengen-cli clock" with the arguments in @args (up to NULL). */
static void
run_cliv (TgTestRun         *run,
          const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) "clock");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  tg_test_run_cliv (run, NULL, (const char *const *) argv->pdata);
}

/* Collects the NULL-terminated arguments after @first into @out (room for
 * @size, NULL-terminated); returns how many. */
static guint
collect (const char **out,
         guint        size,
         const char  *first,
         va_list      args)
{
  guint n = 0;

  for (const char *a = first; a; a = va_arg (args, const char *))
    {
      g_assert_cmpuint (n, <, size - 2);
      out[n++] = a;
    }
  out[n] = NULL;
  return n;
}

static void
run_cli (TgTestRun        *run,
         const char *first,
         ...)
{
  const char *argv[32];
  va_list args;

  va_start (args, first);
  collect (argv, G_N_ELEMENTS (argv), first, args);
  va_end (args);
  run_cliv (run, argv);
}

static char *
number_text (JsonNode *node)
{
  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_DOUBLE);
  return g_strdup_printf ("%.6g", json_node_get_double (node));
}

/* The --json output as lines "1 0 3 0 0 [30,40,50,55,58] false". */
static char *
flatten (const char *json)
{
  static const char *const keys[] = {
    "move", "main", "periods", "stones", "penalty", "calls", "lost",
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  GString *out = g_string_new (NULL);
  JsonArray *moves;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)));
  moves = json_node_get_array (json_parser_get_root (parser));

  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);
      g_autoptr(GList) members = json_object_get_members (move);
      guint k = 0;

      /* Exactly these members, in this order. */
      g_assert_cmpuint (g_list_length (members), ==, G_N_ELEMENTS (keys));
      for (GList *l = members; l; l = l->next, k++)
        g_assert_cmpstr (l->data, ==, keys[k]);

      for (k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          JsonNode *node = json_object_get_member (move, keys[k]);

          if (k)
            g_string_append_c (out, ' ');
          if (strcmp (keys[k], "calls") == 0)
            {
              JsonArray *calls = json_node_get_array (node);

              g_string_append_c (out, '[');
              for (guint c = 0; c < json_array_get_length (calls); c++)
                {
                  g_autofree char *n = number_text (json_array_get_element (calls, c));

                  g_string_append_printf (out, "%s%s", c ? "," : "", n);
                }
              g_string_append_c (out, ']');
            }
          else if (strcmp (keys[k], "lost") == 0)
            g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
          else
            {
              g_autofree char *n = number_text (node);

              g_string_append (out, n);
            }
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static void
check_json (const char *expected,
            const char *first,
            ...)
{
  const char *argv[32];
  g_auto(TgTestRun) run = { 0 };
  g_autofree char *flat = NULL;
  va_list args;
  guint n;

  va_start (args, first);
  n = collect (argv, G_N_ELEMENTS (argv) - 1, first, args);
  va_end (args);
  argv[n] = "--json";
  argv[n + 1] = NULL;

  run_cliv (&run, argv);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  flat = flatten (run.out);
  g_assert_cmpstr (flat, ==, expected);
}

static void
test_cli_chinese (void)
{
  check_json ("1 0 3 0 0 [30,40,50,55,58] false\n"
              "2 0 2 0 0 [30,40,50,55,58,60] false\n"
              "3 0 2 0 0 [30] false\n"
              "4 0 1 0 0 [30,40,50,55,58,60] false\n"
              "5 0 0 0 0 [30,40,50,51,52,53,54,55,56,57,58,59,60] true\n",
              "--system", "chinese", "--main", "0", "--periods", "3",
              "--moves", "59,61,30,60,75,10", NULL);
  /* Main time running out inside a move: the minute is read from there. */
  check_json ("1 0 1 0 0 [40,50,60,65,68,70] false\n",
              "--system", "chinese", "--main", "10", "--periods", "2", "--period", "60",
              "--moves", "75", NULL);
}

static void
test_cli_byoyomi (void)
{
  check_json ("1 5 3 0 0 [] false\n"
              "2 0 3 0 0 [15,25,26,27,28,29,30,31,32,33,34] false\n"
              "3 0 2 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] false\n"
              "4 0 1 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] false\n"
              "5 0 0 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] true\n",
              "--system", "byoyomi", "--main", "10", "--periods", "3", "--period", "30",
              "--moves", "5,34.5,30,30,30,1", NULL);
}

static void
test_cli_others (void)
{
  check_json ("1 7.5 0 0 0 [1,2] false\n"
              "2 7.4 0 0 0 [] false\n"
              "3 0 0 0 0 [0.4,1.4,2.4,3.4,4.4,5.4,6.4,7.4] true\n",
              "--system", "absolute", "--main", "10", "--moves", "2.5,0.1,8", NULL);
  check_json ("1 0 1 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] false\n"
              "2 0 1 0 0 [10] false\n"
              "3 0 0 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] false\n"
              "4 0 0 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] true\n",
              "--system", "tv", "--periods", "2", "--moves", "30,10,31,30", NULL);
  check_json ("1 5 0 3 0 [] false\n"
              "2 0 0 2 0 [] false\n"
              "3 0 0 1 0 [] false\n"
              "4 0 0 3 0 [6,7,8,9,10] false\n"
              "5 0 0 2 0 [] false\n",
              "--system", "canadian", "--main", "10", "--stones", "3", "--period", "30",
              "--moves", "5,10,10,10,1", NULL);
  /* Issue 17: after the move that completes the period, 5 stones again. */
  check_json ("1 0 0 4 0 [] false\n"
              "2 0 0 3 0 [] false\n"
              "3 0 0 2 0 [] false\n"
              "4 0 0 1 0 [] false\n"
              "5 0 0 5 0 [] false\n"
              "6 0 0 4 0 [] false\n",
              "--system", "canadian", "--main", "0", "--stones", "5", "--period", "60",
              "--moves", "10,10,10,10,10,30", NULL);
  /* The fifth stone with 0.1 s of the period left completes it: the count
   * 1..9 falls 11..19 s into the move (the period ends at 20 s), and the
   * new period is a whole 60 s, so 59.9 s for the sixth stone is in time. */
  check_json ("1 0 0 4 0 [] false\n"
              "2 0 0 3 0 [] false\n"
              "3 0 0 2 0 [] false\n"
              "4 0 0 1 0 [] false\n"
              "5 0 0 5 0 [11,12,13,14,15,16,17,18,19] false\n"
              "6 0 0 4 0 [51,52,53,54,55,56,57,58,59] false\n",
              "--system", "canadian", "--main", "0", "--stones", "5", "--period", "60",
              "--moves", "10,10,10,10,19.9,59.9", NULL);
  /* The first stone of a new period reaching its 60 s loses, 5 stones
   * unplayed. */
  check_json ("1 0 0 4 0 [] false\n"
              "2 0 0 3 0 [] false\n"
              "3 0 0 2 0 [] false\n"
              "4 0 0 1 0 [] false\n"
              "5 0 0 5 0 [] false\n"
              "6 0 0 5 0 [51,52,53,54,55,56,57,58,59,60] true\n",
              "--system", "canadian", "--main", "0", "--stones", "5", "--period", "60",
              "--moves", "10,10,10,10,10,60", NULL);
  check_json ("1 39 0 0 0 [] false\n"
              "2 40 0 0 0 [] false\n"
              "3 0 0 0 0 [31,32,33,34,35,36,37,38,39,40] true\n",
              "--system", "fischer", "--main", "30", "--increment", "10", "--max", "40",
              "--moves", "1,1,45", NULL);
  check_json ("1 10 2 0 0 [] false\n"
              "2 0 1 0 2 [1,2,3,4,5,6,7,8,9,10] false\n"
              "3 0 1 0 2 [] false\n"
              "4 0 0 0 4 [1,2,3,4,5,6,7,8,9,10] false\n"
              "5 0 0 0 4 [41,42,43,44,45,46,47,48,49,50] true\n",
              "--system", "ing", "--main", "60", "--periods", "2", "--period", "100",
              "--moves", "50,20,80,60,60", NULL);
  check_json ("1 0 1 0 3 [1,2,3,4,5,6,7,8,9,10] false\n",
              "--system", "ing", "--main", "10", "--periods", "2", "--period", "100",
              "--penalty", "3", "--moves", "20", NULL);
}

static void
test_cli_defaults (void)
{
  /* Defaults: Japanese 30 min + 5×30 s; TV 30 s + 10×60 s; Canadian 20 / 5 min. */
  check_json ("1 1780 5 0 0 [] false\n",
              "--system", "byoyomi", "--moves", "20", NULL);
  check_json ("1 0 9 0 0 [10,20,21,22,23,24,25,26,27,28,29,30] false\n",
              "--system", "tv", "--moves", "35", NULL);
  check_json ("1 0 0 19 0 [] false\n",
              "--system", "canadian", "--moves", "100", NULL);
  check_json ("1 600 0 0 0 [] false\n",
              "--system", "fischer", "--moves", "10", NULL);
}

static void
test_cli_text (void)
{
  g_auto(TgTestRun) run = { 0 };

  run_cli (&run, "--system", "byoyomi", "--main", "0", "--periods", "1", "--period", "10",
           "--moves", "3,12,4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "1×10 s byo-yomi\n"
                   "move 1 (3 s): main 0 s, 1 period left (7 s left in the period when he moved);"
                   " calls at 1, 2, 3 s\n"
                   "move 2 (12 s): main 0 s, 0 periods left; calls at 1, 2, 3, 4, 5, 6, 7, 8, 9,"
                   " 10 s; LOST on time\n");
}

/* Issue 17: the line of the move that completes a Canadian period shows
 * the new period, whole, even when the move left 0.1 s of the old one. */
static void
test_cli_text_canadian (void)
{
  g_auto(TgTestRun) run = { 0 };

  run_cli (&run, "--system", "canadian", "--main", "0", "--stones", "2", "--period", "20",
           "--moves", "10,9.9,20", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "2 stones / 20 s\n"
                   "move 1 (10 s): main 0 s, 1 stone to play in the period"
                   " (10 s left in the period)\n"
                   "move 2 (9.9 s): main 0 s, 2 stones to play in the period"
                   " (20 s left in the period); calls at 1, 2, 3, 4, 5, 6, 7, 8, 9 s\n"
                   "move 3 (20 s): main 0 s, 2 stones to play in the period;"
                   " calls at 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 s; LOST on time\n");
}

static void
test_cli_errors (void)
{
  static const struct
  {
    const char *args[9];
    const char *message;
  } cases[] = {
    { { "--moves", "10" }, "tengen-cli clock: --system is required (absolute, byoyomi, "
                           "chinese, tv, canadian, fischer, ing)\n" },
    { { "--system", "hourglass", "--moves", "10" },
      "tengen-cli clock: unknown system “hourglass” (try: absolute, byoyomi, chinese, tv, "
      "canadian, fischer, ing)\n" },
    { { "--system", "absolute" },
      "tengen-cli clock: --moves is required (thinking times in seconds, e.g. "
      "--moves 10,35.5,61)\n" },
    { { "--system", "absolute", "--moves", "10,abc" },
      "tengen-cli clock: move 2: “abc” is not a number of seconds (0 to 8640000)\n" },
    { { "--system", "absolute", "--moves", "10,-1" },
      "tengen-cli clock: move 2: “-1” is not a number of seconds (0 to 8640000)\n" },
    { { "--system", "absolute", "--moves", "10,,3" },
      "tengen-cli clock: move 2: “” is not a number of seconds (0 to 8640000)\n" },
    { { "--system", "absolute", "--main", "0", "--moves", "1" },
      "tengen-cli clock: The main time must be longer than 0 and at most 100 days, not 0 s\n" },
    { { "--system", "byoyomi", "--periods", "0", "--moves", "1" },
      "tengen-cli clock: The number of byo-yomi periods must be 1 to 10000, not 0\n" },
    { { "--system", "byoyomi", "--periods", "two", "--moves", "1" },
      "tengen-cli clock: --periods “two” is not a whole number from 0 to 10000\n" },
    { { "--system", "byoyomi", "--period", "inf", "--moves", "1" },
      "tengen-cli clock: --period “inf” is not a number of seconds (0 to 8640000)\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(TgTestRun) run = { 0 };
      const char *const *a = cases[i].args;

      run_cliv (&run, a);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, cases[i].message);
    }

  /* An option the system does not use is ignored with a warning. */
  {
    g_auto(TgTestRun) run = { 0 };

    run_cli (&run, "--system", "absolute", "--main", "60", "--stones", "5",
             "--moves", "1", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "tengen-cli clock: --stones does not apply to absolute; "
                                  "ignored\n");
  }
  {
    g_auto(TgTestRun) run = { 0 };

    run_cli (&run, "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "byoyomi    --main 1800 --periods 5 --period 30"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock-cli/chinese", test_cli_chinese);
  g_test_add_func ("/clock-cli/byoyomi", test_cli_byoyomi);
  g_test_add_func ("/clock-cli/others", test_cli_others);
  g_test_add_func ("/clock-cli/defaults", test_cli_defaults);
  g_test_add_func ("/clock-cli/text", test_cli_text);
  g_test_add_func ("/clock-cli/text-canadian", test_cli_text_canadian);
  g_test_add_func ("/clock-cli/errors", test_cli_errors);
  return g_test_run ();
}
