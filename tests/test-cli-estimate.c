/* test-cli-estimate.c: tengen-cli estimate, plain and --json
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tengen-cli on the fixtures in tests/data/estimate (see
 * test-score-estimate.c for the hand counts) and checks the result line,
 * the diagram, the JSON shape of the contract ({"margin", "result",
 * "ownership": rows of numbers in [−1, 1], "dead_stones", "owner": rows
 * of the diagram's characters, "black",
 * "white"}) and the errors.
 */

#include "config.h"

#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tg-test-utils.h"

/* tengen-cli estimate with the arguments up to NULL (fixtures in
 * data/estimate): its output, exit status and standard error. */
#define run_cli(status, err, ...) tg_test_cli_output ("estimate", (status), (err), __VA_ARGS__)

static void
test_cli_estimate_plain (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  out = run_cli (&status, &err, "dead-group.sgf", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "W+11");
  g_assert_nonnull (strstr (out, "White: 36 territory + 2 prisoners + 0 komi = 38\n"));
  g_assert_nonnull (strstr (out, "Likely dead (2): G7 G6\n"));
  /* The diagram: row 7 with the dead stone at G7 in White's area. */
  g_assert_nonnull (strstr (out, "  7 b b b X O w x w w\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "dead-group.sgf", "--rules", "chinese", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "W+9\n"));
  g_assert_nonnull (strstr (out, "Count: 黑 36 子，白胜 4½ 子\n"));
}

/* Every number of the "ownership" rows in @out is written with at most two
 * decimals and no trailing zero ("0.47", "-0.5", "1", "0"), not as
 * json-glib writes a double (0.059999999999999998). */
static void
assert_ownership_short (const char *out)
{
  const char *start = strstr (out, "\"ownership\":[[");
  const char *end = start ? strstr (start, "]]") : NULL;
  g_autofree char *rows = NULL;
  g_auto(GStrv) numbers = NULL;
  g_autoptr(GRegex) form = g_regex_new ("^-?(0|1|0\\.[0-9]?[1-9])$", 0, 0, NULL);

  g_assert_nonnull (end);
  rows = g_strndup (start + strlen ("\"ownership\":[["), end - start - strlen ("\"ownership\":[["));
  g_strdelimit (rows, "[]", ',');
  numbers = g_strsplit (rows, ",", -1);
  for (guint i = 0; numbers[i] != NULL; i++)
    if (numbers[i][0] != '\0')
      {
        if (!g_regex_match (form, numbers[i], 0, NULL))
          g_error ("ownership value “%s” is not a short number", numbers[i]);
        g_assert_cmpstr (numbers[i], !=, "-0");
      }
}

static void
test_cli_estimate_json (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *o, *black;
  JsonArray *rows, *dead;
  int status;

  out = run_cli (&status, &err, "won-corner.sgf", "--json", "--komi", "6.5", "--seed", "3", NULL);
  g_assert_cmpint (status, ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  o = json_node_get_object (json_parser_get_root (parser));

  /* 18 against 44 + 6.5 komi. */
  g_assert_cmpfloat (json_object_get_double_member (o, "margin"), ==, -32.5);
  g_assert_cmpstr (json_object_get_string_member (o, "result"), ==, "W+32.5");
  assert_ownership_short (out);
  rows = json_object_get_array_member (o, "ownership");
  g_assert_cmpuint (json_array_get_length (rows), ==, 9);
  for (guint y = 0; y < 9; y++)
    {
      JsonArray *row = json_array_get_array_element (rows, y);

      g_assert_cmpuint (json_array_get_length (row), ==, 9);
      for (guint x = 0; x < 9; x++)
        {
          double v = json_array_get_double_element (row, x);

          g_assert_cmpfloat (v, >=, -1.0);
          g_assert_cmpfloat (v, <=, 1.0);
        }
      /* A is Black's, J White's. */
      g_assert_cmpfloat (json_array_get_double_element (row, 0), >, 0.5);
      g_assert_cmpfloat (json_array_get_double_element (row, 8), <, 0.0);
    }
  dead = json_object_get_array_member (o, "dead_stones");
  g_assert_cmpuint (json_array_get_length (dead), ==, 0);
  /* The owners row by row as the diagram draws them: A and B Black's, the
   * C and D walls, D5 open (the dame), E5 White's stone, the rest White's. */
  rows = json_object_get_array_member (o, "owner");
  g_assert_cmpuint (json_array_get_length (rows), ==, 9);
  for (guint y = 0; y < 9; y++)
    g_assert_cmpstr (json_array_get_string_element (rows, y), ==,
                     y == 4 ? "bbX.Owwww" : "bbXOwwwww");
  black = json_object_get_object_member (o, "black");
  g_assert_cmpint (json_object_get_int_member (black, "territory"), ==, 18);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "white"),
                                               "territory"), ==, 44);
  /* The sides to the byte, as tengen-cli score writes them but without
   * territory_total. By hand from the diagram: Black's wall on C (9
   * stones) owns A and B (18); White's D wall bar D5 and E5 (9 stones)
   * owns E-J but E5 (44); D5 is the one dame. */
  g_assert_nonnull (strstr (out, "\"black\":{\"stones\":9,\"territory\":18,\"area\":27,"
                                 "\"captures\":0,\"dead\":0,\"prisoners\":0,\"seki_eyes\":0,"
                                 "\"pass_stones\":0,\"groups\":0,\"tax\":0.0,\"penalty\":0.0,"
                                 "\"total\":18.0},\"white\":{\"stones\":9,\"territory\":44,"
                                 "\"area\":53,\"captures\":0,\"dead\":0,\"prisoners\":0,"
                                 "\"seki_eyes\":0,\"pass_stones\":0,\"groups\":0,\"tax\":0.0,"
                                 "\"penalty\":0.0,\"total\":50.5},\"dame\":1}\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* The plain heading, the same two lines as tengen-cli score's. */
  out = run_cli (&status, &err, "won-corner.sgf", "--komi", "6.5", "--seed", "3", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "W+32.5\n"
                                        "Rules: Japanese (territory scoring), komi 6.5, handicap 0\n"
                                        "Position: move 0, Black to play\n"
                                        "Black: 18 territory + 0 prisoners = 18\n"
                                        "White: 44 territory + 0 prisoners + 6.5 komi = 50.5\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "dead-group.sgf", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"dead_stones\":[\"G7\",\"G6\"]"));
}

static void
test_cli_estimate_errors (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  int fd, status;

  out = run_cli (&status, &err, "won-corner.sgf", "--move", "5", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "--move 5: the main line has only 0 moves"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "won-corner.sgf", "--seed", "x", NULL);
  g_assert_cmpint (status, ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A move off the board on line 2, column 9: the GNU form. */
  fd = g_file_open_tmp ("estimate-XXXXXX.sgf", &bad, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (bad, "(;GM[1]FF[4]SZ[9]\n;B[ee];W[zz])", -1, &error);
  g_assert_no_error (error);
  out = run_cli (&status, &err, bad, NULL);
  g_assert_cmpint (status, ==, 2);
  expected = g_strdup_printf ("%s:2:9: error: ", bad);
  g_assert_true (g_str_has_prefix (err, expected));
  g_unlink (bad);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-estimate/plain", test_cli_estimate_plain);
  g_test_add_func ("/cli-estimate/json", test_cli_estimate_json);
  g_test_add_func ("/cli-estimate/errors", test_cli_estimate_errors);
  return g_test_run ();
}
