/* test-cli-score.c: tengen-cli score, plain and --json
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tengen-cli on the fixtures in tests/data/score: RULES.md
 * T6 (seki with one eye each; W pass, B pass, W pass) and T4 (dead
 * stones), and a 19×19 Chinese count (area-184.sgf), and checks the result
 * line, the 子 count, the JSON fields and the errors.
 */

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-test-utils.h"

/* tengen-cli score with the arguments up to NULL (fixtures in data/score):
 * its output, exit status and standard error. */
#define run_cli(status, err, ...) tg_test_cli_output ("score", (status), (err), __VA_ARGS__)

static JsonObject *
parse_object (const char  *text,
              JsonParser **parser_out)
{
  g_autoptr(GError) error = NULL;
  JsonParser *parser = json_parser_new ();

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  *parser_out = parser;
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_cli_score_plain (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  out = run_cli (&status, &err, "t6-seki.sgf", "--dead", "none", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "W+1.5");
  /* RU[Japanese] KM[6.5], no HA[]. */
  g_assert_cmpstr (lines[1], ==, "Rules: Japanese (territory scoring), komi 6.5, handicap 0");
  g_assert_nonnull (strstr (out, "Black: 23 territory + 0 prisoners (0 captured, 0 dead) = 23\n"));
  g_assert_nonnull (strstr (out, "White: 18 territory + 0 prisoners (0 captured, 0 dead) + 6.5 komi = 24.5\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Chinese: the 子 count. */
  out = run_cli (&status, &err, "t6-seki.sgf", "--dead", "none", "--rules", "chinese",
                 "--komi", "7.5", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "W+1.5\n"));
  g_assert_nonnull (strstr (out, "Count: 黑 43½ 子，白胜 ¾ 子 (归本数 40½ 子, "
                                "White's komi and compensation 3¾ 子)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Dead stones by chain. */
  out = run_cli (&status, &err, "t4-dead.sgf", "--dead", "B7,H3", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "B+2.5\n"));
  g_assert_nonnull (strstr (out, "Dead stones (4): B7 C7 H3 H2\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Tromp-Taylor counts the board as it stands. */
  out = run_cli (&status, &err, "t4-dead.sgf", "--dead", "B7,H3", "--rules", "tromp-taylor",
                 "--komi", "7.5", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "W+7.5\n"));
}

/* The 子 count of data/score/area-184.sgf, 19×19 under Chinese rules with
 * komi 7.5, counted by hand: Black's area is columns A-H (152), J1-J12
 * (12) and its 20 stones, 184 子; the 归本数 is 361 / 2 = 180½ 子 and komi
 * 7.5 points is 3¾ 子, so Black needs 184¼ and loses by ¼ 子 (W+0.5). The
 * lines a reader sees write the fractions as glyphs; the JSON keeps the
 * plain form. */
static void
test_cli_score_zi (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *o;
  int status;

  out = run_cli (&status, &err, "area-184.sgf", "--dead", "none", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "W+0.5\n"));
  g_assert_nonnull (strstr (out, "Black: 20 stones + 164 territory = 184\n"));
  g_assert_nonnull (strstr (out, "White: 20 stones + 157 territory = 177 + 7.5 komi = 184.5\n"));
  g_assert_nonnull (strstr (out, "Count: 黑 184 子，白胜 ¼ 子 (归本数 180½ 子, "
                                "White's komi and compensation 3¾ 子)\n"));
  g_assert_null (strstr (out, "/4"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "area-184.sgf", "--dead", "none", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  o = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (o, "result"), ==, "W+0.5");
  g_assert_cmpstr (json_object_get_string_member (o, "chinese_count"), ==,
                   "黑 184 子，白胜 1/4 子");
}

static void
test_cli_score_json (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *o, *black, *white;
  JsonArray *dead;
  int status;

  out = run_cli (&status, &err, "t6-seki.sgf", "--dead", "none", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  o = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (o, "result"), ==, "W+1.5");
  g_assert_cmpfloat (json_object_get_double_member (o, "margin"), ==, -1.5);
  g_assert_cmpfloat (json_object_get_double_member (o, "komi"), ==, 6.5);
  g_assert_cmpfloat (json_object_get_double_member (o, "compensation"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "dame"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (o, "seki"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "unsettled"), ==, 0);
  g_assert_true (json_object_get_null_member (o, "chinese_count"));
  black = json_object_get_object_member (o, "black");
  white = json_object_get_object_member (o, "white");
  g_assert_cmpint (json_object_get_int_member (black, "stones"), ==, 19);
  g_assert_cmpint (json_object_get_int_member (black, "territory"), ==, 23);
  g_assert_cmpint (json_object_get_int_member (black, "prisoners"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (black, "dead"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (black, "area"), ==, 42);
  g_assert_cmpfloat (json_object_get_double_member (black, "total"), ==, 23);
  g_assert_cmpint (json_object_get_int_member (white, "territory"), ==, 18);
  g_assert_cmpfloat (json_object_get_double_member (white, "total"), ==, 24.5);
  dead = json_object_get_array_member (o, "dead_stones");
  g_assert_cmpuint (json_array_get_length (dead), ==, 0);
  g_clear_object (&parser);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* AGA: pass stones from the record (W, B, W), both views agree. */
  out = run_cli (&status, &err, "t6-seki.sgf", "--dead", "none", "--json", "--rules", "aga",
                 "--komi", "7.5", NULL);
  g_assert_cmpint (status, ==, 0);
  o = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (o, "result"), ==, "W+1.5");
  black = json_object_get_object_member (o, "black");
  white = json_object_get_object_member (o, "white");
  g_assert_cmpint (json_object_get_int_member (black, "pass_stones"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (white, "pass_stones"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (black, "total"), ==, 43);
  g_assert_cmpfloat (json_object_get_double_member (white, "total"), ==, 44.5);
  g_assert_cmpfloat (json_object_get_double_member (black, "territory_total"), ==, 26);
  g_assert_cmpfloat (json_object_get_double_member (white, "territory_total"), ==, 27.5);
  g_assert_cmpfloat (json_object_get_double_member (o, "territory_margin"), ==, -1.5);
  g_clear_object (&parser);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "t4-dead.sgf", "--dead", "C7,H2", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  o = parse_object (out, &parser);
  g_assert_cmpfloat (json_object_get_double_member (o, "margin"), ==, 2.5);
  dead = json_object_get_array_member (o, "dead_stones");
  g_assert_cmpuint (json_array_get_length (dead), ==, 4);
  g_assert_cmpstr (json_array_get_string_element (dead, 0), ==, "B7");
  g_assert_cmpstr (json_array_get_string_element (dead, 3), ==, "H2");
  black = json_object_get_object_member (o, "black");
  g_assert_cmpint (json_object_get_int_member (black, "dead"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (black, "prisoners"), ==, 2);
  g_assert_cmpfloat (json_object_get_double_member (black, "total"), ==, 38);
}

/* English plurals: one of a thing is singular. T6 has one shared liberty
 * in its seki; after move 1 (White's pass) Black holds 1 pass stone,
 * White none. */
static void
test_cli_score_plurals (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  out = run_cli (&status, &err, "t6-seki.sgf", "--dead", "none", "--rules", "aga", "--move", "1",
                 NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "  Black: 24 territory + 0 prisoners (0 captured, 0 dead) + 1 pass stone = 25\n"));
  g_assert_nonnull (strstr (out, " + 0 pass stones + 6.5 komi = 25.5\n"));
  g_assert_nonnull (strstr (out, "Dame: 1, seki: 1 shared point, seki eyes 1/1\n"));
  g_assert_nonnull (strstr (out, "Black: 19 stones + 24 territory = 43\n"));
}

static void
test_cli_score_errors (void)
{
  static const char *const cases[][4] = {
    { "t4-dead.sgf", "--dead", "A1", "no stone at A1" },
    { "t4-dead.sgf", "--dead", "Z99", "not a point" },
    { "t4-dead.sgf", "--move", "9", "only 2 moves" },
    { "t4-dead.sgf", "--komi", "x", "--komi" },
    { "t4-dead.sgf", "--rules", "go", "unknown rules" },
    { "missing.sgf", "--dead", "none", "missing.sgf" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      out = run_cli (&status, &err, cases[i][0], cases[i][1], cases[i][2], NULL);
      g_assert_cmpint (status, ==, 2);
      g_assert_nonnull (strstr (err, cases[i][3]));
    }
}

static void
test_cli_score_move (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *o;
  int status;

  /* After move 1 only White has passed: 1 pass stone for Black. */
  out = run_cli (&status, &err, "t6-seki.sgf", "--dead", "none", "--json", "--rules", "aga",
                 "--move", "1", NULL);
  g_assert_cmpint (status, ==, 0);
  o = parse_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "black"),
                                               "pass_stones"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "white"),
                                               "pass_stones"), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-score/plain", test_cli_score_plain);
  g_test_add_func ("/cli-score/zi", test_cli_score_zi);
  g_test_add_func ("/cli-score/json", test_cli_score_json);
  g_test_add_func ("/cli-score/plurals", test_cli_score_plurals);
  g_test_add_func ("/cli-score/errors", test_cli_score_errors);
  g_test_add_func ("/cli-score/move", test_cli_score_move);

  return g_test_run ();
}
