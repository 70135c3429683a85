/* test-sgf-robust.c: records the reader must not lose or garble: mixed
 * charsets in one collection, files cut short, GM[] garbage, unknown
 * forced charsets
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/sgf/mixed-*.sgf: a UTF-8 game with CA[UTF-8] and a GB18030 game
 * without CA[] (written with Python's gb18030 codec), in both orders.
 */

#include "config.h"

#include <string.h>

#include "tg-sgf-reader.h"

static TgSgfDocument *
read_ok (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read (sgf, strlen (sgf), NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

/* "LINE:COL: message" lines of the warnings. */
static char *
warnings_text (TgSgfDocument *doc)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < doc->warnings->len; i++)
    {
      const TgSgfWarning *w = g_ptr_array_index (doc->warnings, i);

      g_string_append_printf (s, "%u:%u: %s\n", w->line, w->column, w->message);
    }
  return g_string_free (s, FALSE);
}

/* The main line of game @g as "B[pd];W[dd]". */
static char *
main_line (TgGameTree *tree,
           guint       g)
{
  GString *s = g_string_new (NULL);

  for (TgNode n = tg_game_tree_get_first_child (tree, tg_game_tree_get_root (tree, g));
       n != TG_NODE_NONE; n = tg_game_tree_get_first_child (tree, n))
    {
      const char *id = tg_game_tree_has_prop (tree, n, "B") ? "B" : "W";

      g_string_append_printf (s, "%s%s[%s]", s->len ? ";" : "", id,
                              tg_game_tree_get_value (tree, n, id));
    }
  return g_string_free (s, FALSE);
}

static void
assert_text (TgGameTree *tree,
             guint       g,
             const char *id,
             const char *expected)
{
  g_autofree char *text = tg_game_tree_get_text (tree, tg_game_tree_get_root (tree, g), id);

  g_assert_cmpstr (text, ==, expected);
}

/* Mixed charsets ---------------------------------------------------------- */

static void
check_mixed (const char *name,
             guint       utf8_game,
             guint       gb_game)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sgf", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
  g_autofree char *line1 = NULL, *line2 = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, 2);
  assert_text (doc->tree, utf8_game, "PB", "柯洁");
  assert_text (doc->tree, utf8_game, "PW", "李世石");
  assert_text (doc->tree, gb_game, "PB", "古力");
  assert_text (doc->tree, gb_game, "PW", "常昊");
  assert_text (doc->tree, gb_game, "C", "黑棋中盘胜");
  /* No delimiter lost: every move is there. */
  line1 = main_line (doc->tree, utf8_game);
  line2 = main_line (doc->tree, gb_game);
  g_assert_cmpstr (line1, ==, "B[pd];W[dp]");
  g_assert_cmpstr (line2, ==, "B[pd];W[dd]");
  g_assert_nonnull (strstr (doc->encoding_reason, "per game: "));
}

static void
test_mixed_charsets (void)
{
  check_mixed ("mixed-utf8-then-gb18030.sgf", 0, 1);
  check_mixed ("mixed-gb18030-then-utf8.sgf", 1, 0);
}

/* A lead byte of a double-byte charset right before the "]" that ends a
 * value, with the next property after it: the "]" ends the value. */
static void
test_no_delimiter_swallowed (void)
{
  /* "CA[GB18030]PW[\xb3]B..." : 0xb3 followed by "]" would be one GBK
   * character if the "]" were taken as its second byte. */
  const char sgf[] = "(;GM[1]CA[GB18030]SZ[19]PW[\xb3\xa3\xb3];B[pd];W[dd])";
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf, sizeof sgf - 1, NULL, &error);
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  assert_text (doc->tree, 0, "PW", "常\xef\xbf\xbd");
  line = main_line (doc->tree, 0);
  g_assert_cmpstr (line, ==, "B[pd];W[dd]");
}

/* Files cut short --------------------------------------------------------- */

static void
test_truncated (void)
{
  static const struct
  {
    const char *sgf;
    const char *moves;
    const char *warnings;
  } cases[] = {
    /* Only the final ")" missing. */
    { "(;GM[1]SZ[9];B[ee];W[cc]\n", "B[ee];W[cc]",
      "2:1: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up "
      "to here was read\n" },
    /* Cut between nodes. */
    { "(;GM[1]SZ[9];B[ee];W[cc];", "B[ee];W[cc]",
      "1:25: An empty node at the end of a variation was dropped\n"
      "1:26: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up "
      "to here was read\n" },
    /* Cut inside a move. */
    { "(;GM[1]SZ[9];B[ee];W[c", "B[ee]",
      "1:19: An empty node at the end of a variation was dropped\n"
      "1:21: The file ends inside this value (cut short?): the value was dropped, everything "
      "before it was read\n"
      "1:23: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up "
      "to here was read\n" },
    /* Cut inside a comment, in a variation. */
    { "(;GM[1]SZ[9];B[ee](;W[cc])(;W[dd]C[a comm", "B[ee];W[cc]",
      "1:35: The file ends inside this value (cut short?): the value was dropped, everything "
      "before it was read\n"
      "1:42: The file ends inside a game tree (cut short?): 2 “)” are missing; everything up "
      "to here was read\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgSgfDocument) doc = read_ok (cases[i].sgf);
      g_autofree char *moves = main_line (doc->tree, 0);
      g_autofree char *warnings = warnings_text (doc);

      g_assert_cmpstr (moves, ==, cases[i].moves);
      g_assert_cmpstr (warnings, ==, cases[i].warnings);
      g_assert_cmpuint (doc->errors->len, ==, 0);
    }
}

static void
test_game_garbage (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok ("(;GM[5.5]FF[4]SZ[19]PB[甲];B[pd];W[dd])");
  g_autofree char *moves = main_line (doc->tree, 0);
  g_autofree char *warnings = warnings_text (doc);
  g_autoptr(GError) error = NULL;
  const char other[] = "(;GM[2]SZ[8];B[dc])";

  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, 1);
  g_assert_cmpstr (moves, ==, "B[pd];W[dd]");
  g_assert_cmpstr (warnings, ==, "1:5: GM[5.5] is not a game number; read as Go (GM[1])\n");

  /* A real other game is still refused. */
  g_assert_null (tg_sgf_read (other, sizeof other - 1, NULL, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_NOT_GO);
}

/* An unknown forced charset: an error, and nothing leaks (the leak
 * checker of the sanitizer build sees the notes). */
static void
test_unknown_encoding (void)
{
  g_autoptr(GError) error = NULL;
  const char sgf[] = "(;GM[1]C[x])";
  g_autoptr(GBytes) bytes = g_bytes_new_static (sgf, sizeof sgf - 1);

  g_assert_null (tg_sgf_read_full (bytes, "no-such-charset", TG_SGF_READ_KEEP_GOING, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING);
  g_assert_cmpstr (error->message, ==, "Unknown encoding “no-such-charset”");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-robust/mixed-charsets", test_mixed_charsets);
  g_test_add_func ("/sgf-robust/no-delimiter-swallowed", test_no_delimiter_swallowed);
  g_test_add_func ("/sgf-robust/truncated", test_truncated);
  g_test_add_func ("/sgf-robust/game-garbage", test_game_garbage);
  g_test_add_func ("/sgf-robust/unknown-encoding", test_unknown_encoding);
  return g_test_run ();
}
