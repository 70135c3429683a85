/* test-sgf-write.c: canonical SGF out, round trips, saving, tengen-cli sgf
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"
#include "tg-test-utils.h"

#define AP "AP[Tengen:" PACKAGE_VERSION "]"

static TgSgfDocument *
read_ok (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read (sgf, strlen (sgf), NULL, &error);

  g_assert_no_error (error);
  return doc;
}

static char *
rewrite (const char *sgf)
{
  g_autoptr(TgSgfDocument) doc = read_ok (sgf);
  gsize len = 0;
  char *out = tg_sgf_write (doc->tree, &len);

  g_assert_cmpuint (len, ==, strlen (out));
  return out;
}

static void
test_canonical (void)
{
  g_autofree char *out = rewrite (
    "(;FF[3]GM[1]CA[ISO-8859-1]AP[CGoban:3]SZ[19]PB[Black]XX[keep me]\n"
    "  ;B[pd]   ;W[dd](;B[pp]C[main])(;B[dp]))");

  g_assert_cmpstr (out, ==,
    "(;GM[1]FF[4]CA[UTF-8]" AP "SZ[19]PB[Black]XX[keep me]\n"
    ";B[pd];W[dd]\n"
    "(;B[pp]C[main])\n"
    "(;B[dp]))\n");
}

static void
test_roots_get_header (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  TgNode child = tg_game_tree_append_child (tree, root);
  g_autofree char *out = NULL;

  tg_game_tree_set_value (tree, child, "B", "aa");
  tg_game_tree_add_game (tree);
  out = tg_sgf_write (tree, NULL);
  g_assert_cmpstr (out, ==,
    "(;GM[1]FF[4]CA[UTF-8]" AP "\n;B[aa])\n"
    "(;GM[1]FF[4]CA[UTF-8]" AP "\n)\n");
}

static void
test_values (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  g_autofree char *out = NULL;

  /* Text set through the API is escaped; raw values with a bare ']' or a
   * lone trailing '\' are made safe; line breaks become LF. */
  tg_game_tree_set_text (tree, root, "C", "a ] b \\ c");
  tg_game_tree_set_value (tree, root, "GN", "bare ] bracket\\");
  tg_game_tree_set_value (tree, root, "N", "x\r\ny\rz\n\rw");
  tg_game_tree_set_value (tree, root, "GC", "soft\\\r\nbreak");
  tg_game_tree_set_value (tree, root, "LB", "aa:a\\:b");
  out = tg_sgf_write (tree, NULL);
  g_assert_cmpstr (out, ==,
    "(;GM[1]FF[4]CA[UTF-8]" AP "C[a \\] b \\\\ c]GN[bare \\] bracket]N[x\ny\nz\nw]GC[soft\\\n"
    "break]LB[aa:a\\:b]\n)\n");
}

static void
test_line_breaks (void)
{
  GString *sgf = g_string_new ("(;SZ[19]");
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;

  for (guint i = 0; i < 60; i++)
    g_string_append_printf (sgf, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + i / 19);
  g_string_append (sgf, ")");
  doc = read_ok (sgf->str);
  out = tg_sgf_write (doc->tree, NULL);
  lines = g_strsplit (out, "\n", -1);

  /* A line break once a line reaches 60 columns: 10 nodes of 6 a line. */
  g_assert_cmpstr (lines[1], ==, ";B[aa];W[ba];B[ca];W[da];B[ea];W[fa];B[ga];W[ha];B[ia];W[ja]");
  g_assert_cmpuint (g_strv_length (lines), ==, 8);
  for (guint i = 1; lines[i] != NULL; i++)
    g_assert_cmpuint (strlen (lines[i]), <=, 67);
  g_string_free (sgf, TRUE);
}

/* Round trips ------------------------------------------------------------- */

/* The next property, skipping in roots the four the writer rewrites. */
static gboolean
next_prop (TgPropIter  *it,
           gboolean     root,
           const char **id,
           guint       *n)
{
  while (tg_prop_iter_next (it, id, n))
    if (!root || (strcmp (*id, "GM") != 0 && strcmp (*id, "FF") != 0 &&
                  strcmp (*id, "CA") != 0 && strcmp (*id, "AP") != 0))
      return TRUE;
  return FALSE;
}

/* Same games, nodes, properties and values (after normalisation: the
 * roots' GM, FF, CA and AP are the writer's). */
static void
assert_same_tree (TgGameTree *a,
                  TgGameTree *b)
{
  g_assert_cmpuint (tg_game_tree_get_n_games (a), ==, tg_game_tree_get_n_games (b));
  for (guint g = 0; g < tg_game_tree_get_n_games (a); g++)
    {
      TgNode na = tg_game_tree_get_root (a, g), nb = tg_game_tree_get_root (b, g);

      while (na != TG_NODE_NONE)
        {
          TgPropIter ia, ib;
          const char *ida, *idb;
          guint ca, cb;

          g_assert_cmpuint (nb, !=, TG_NODE_NONE);
          g_assert_cmpuint (tg_game_tree_get_n_children (a, na), ==, tg_game_tree_get_n_children (b, nb));
          tg_prop_iter_init (&ia, a, na);
          tg_prop_iter_init (&ib, b, nb);
          gboolean root = tg_game_tree_get_parent (a, na) == TG_NODE_NONE;

          while (next_prop (&ia, root, &ida, &ca))
            {
              g_assert_true (next_prop (&ib, root, &idb, &cb));
              g_assert_cmpstr (ida, ==, idb);
              g_assert_cmpuint (ca, ==, cb);
              for (guint i = 0; i < ca; i++)
                g_assert_cmpstr (tg_prop_iter_next_value (&ia, NULL), ==, tg_prop_iter_next_value (&ib, NULL));
            }
          g_assert_false (next_prop (&ib, root, &idb, &cb));
          na = tg_game_tree_walk_next (a, na);
          nb = tg_game_tree_walk_next (b, nb);
        }
      g_assert_cmpuint (nb, ==, TG_NODE_NONE);
    }
}

static void
test_round_trip (void)
{
  const char *sgf =
    "(;GM[1]FF[4]CA[UTF-8]" AP "SZ[19]KM[6.5]PB[柯洁]C[a \\] b\nc]\n"
    ";B[pd]C[x]LB[aa:one][bb:t\\:wo](;W[dd];B[pp](;W[dp])(;W[pq]))(;W[dp]AB[aa:cc]))\n"
    "(;GM[1]FF[4]CA[UTF-8]" AP "SZ[9:13]\n;B[ee])\n";
  g_autoptr(TgSgfDocument) first = read_ok (sgf);
  g_autofree char *out1 = tg_sgf_write (first->tree, NULL);
  g_autoptr(TgSgfDocument) second = read_ok (out1);
  g_autofree char *out2 = tg_sgf_write (second->tree, NULL);

  assert_same_tree (first->tree, second->tree);
  g_assert_cmpstr (out1, ==, out2);
  g_assert_cmpuint (second->warnings->len, ==, 0);
}

static void
test_round_trip_deep (void)
{
  GString *sgf = g_string_new ("(;SZ[19]");
  g_autoptr(TgSgfDocument) first = NULL, second = NULL;
  g_autofree char *out = NULL;

  for (guint i = 0; i < 10000; i++)
    g_string_append_printf (sgf, "(;%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + (i / 19) % 19);
  for (guint i = 10000; i > 0; i--)
    g_string_append_printf (sgf, ")(;C[%u])", i);
  g_string_append (sgf, ")");
  first = read_ok (sgf->str);
  out = tg_sgf_write (first->tree, NULL);
  second = read_ok (out);
  assert_same_tree (first->tree, second->tree);

  /* The root, 10 000 moves one inside the other, and a comment node beside
   * each move: 20 001 nodes, and a main line of 10 001 (walked by first
   * children, each move but the last with two children). */
  for (guint pass = 0; pass < 2; pass++)
    {
      TgGameTree *tree = pass ? second->tree : first->tree;
      TgNode n = tg_game_tree_get_root (tree, 0);
      guint depth = 0, walked = 0;

      g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 20001);
      for (TgNode w = n; w != TG_NODE_NONE; w = tg_game_tree_walk_next (tree, w))
        walked++;
      g_assert_cmpuint (walked, ==, 20001);
      for (; n != TG_NODE_NONE; n = tg_game_tree_get_first_child (tree, n))
        {
          depth++;
          if (depth > 1 && depth < 10001)
            g_assert_cmpuint (tg_game_tree_get_n_children (tree, n), ==, 2);
        }
      g_assert_cmpuint (depth, ==, 10001);
    }
  g_string_free (sgf, TRUE);
}

/* The inputs the fuzzer broke (tests/data/sgf/regress): whatever the reader
 * stores, strictly or repaired, writes as SGF that reads back without
 * errors, and writing that again gives the same bytes. */
static void
check_written (TgGameTree *tree,
               const char *name)
{
  gsize len1 = 0, len2 = 0;
  g_autofree char *out1 = tg_sgf_write (tree, &len1);
  g_autofree char *out2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) again = NULL;

  if (tg_game_tree_get_n_games (tree) == 0)
    return;
  again = tg_sgf_read (out1, len1, NULL, &error);
  if (again == NULL)
    {
      g_test_fail_printf ("%s: the written file does not read back: %s", name, error->message);
      return;
    }
  out2 = tg_sgf_write (again->tree, &len2);
  if (len1 != len2 || memcmp (out1, out2, len1) != 0)
    g_test_fail_printf ("%s: writing twice gives different bytes", name);
}

static void
test_regressions (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "sgf", "regress", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *data = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(TgSgfDocument) strict = NULL, repaired = NULL;
      gsize len = 0;

      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      bytes = g_bytes_new (data, len);
      strict = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, NULL);
      if (strict != NULL)
        check_written (strict->tree, name);
      repaired = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, NULL);
      g_assert_nonnull (repaired);
      check_written (repaired->tree, name);
      n++;
    }
  g_assert_cmpuint (n, >=, 5);
}

/* Saving ------------------------------------------------------------------ */

static char *
read_all (const char *path)
{
  char *data = NULL;

  if (!g_file_get_contents (path, &data, NULL, NULL))
    return NULL;
  return data;
}

static void
test_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-sgf-write-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *expected = NULL, *text = NULL;
  g_autoptr(TgSgfDocument) doc = read_ok ("(;SZ[9];B[ee])");

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));

  /* Without a backup the old file is replaced and no PATH~ appears. */
  g_assert_true (tg_sgf_save_file (doc->tree, path, FALSE, &error));
  g_assert_no_error (error);
  expected = tg_sgf_write (doc->tree, NULL);
  text = read_all (path);
  g_assert_cmpstr (text, ==, expected);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  /* With a backup the previous file becomes PATH~. */
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_set_contents (path, "previous", -1, NULL));
  g_assert_true (tg_sgf_save_file (doc->tree, path, TRUE, &error));
  g_assert_no_error (error);
  text = read_all (backup);
  g_assert_cmpstr (text, ==, "previous");
  g_clear_pointer (&text, g_free);
  text = read_all (path);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);

  /* A failed save (the backup cannot be made: PATH~ is a directory that
   * is not empty) leaves the old file untouched and says why. */
  g_assert_true (g_file_set_contents (path, "keep me", -1, NULL));
  g_unlink (backup);
  g_assert_cmpint (g_mkdir (backup, 0700), ==, 0);
  {
    g_autofree char *inside = g_build_filename (backup, "x", NULL);
    g_assert_true (g_file_set_contents (inside, "x", -1, NULL));
    g_assert_false (tg_sgf_save_file (doc->tree, path, TRUE, &error));
    g_assert_nonnull (error);
    g_assert_true (g_str_has_prefix (error->message, "The backup copy could not be made: "));
    g_clear_error (&error);
    text = read_all (path);
    g_assert_cmpstr (text, ==, "keep me");
    g_unlink (inside);
    g_rmdir (backup);
  }
  g_clear_pointer (&text, g_free);

  /* A path in a folder that does not exist. */
  {
    g_autofree char *bad = g_build_filename (dir, "missing", "game.sgf", NULL);

    g_assert_false (tg_sgf_save_file (doc->tree, bad, FALSE, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_assert_nonnull (strstr (error->message, "“"));
    g_assert_nonnull (strstr (error->message, "/missing” does not exist"));
    g_clear_error (&error);
  }

  g_unlink (path);
  g_rmdir (dir);
}

/* tengen-cli sgf ---------------------------------------------------------- */

/* tengen-cli sgf @args through the shared runner. */
static gboolean
run_cli (const char *const *args,
         char              **out,
         char              **err,
         int                *status)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(TgTestRun) run = { 0 };

  g_ptr_array_add (argv, (gpointer) "sgf");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  tg_test_run_cliv (&run, NULL, (const char *const *) argv->pdata);
  *out = g_steal_pointer (&run.out);
  *err = g_steal_pointer (&run.err);
  *status = run.status;
  return TRUE;
}

static void
test_cli (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-sgf-cli-XXXXXX", &error);
  g_autofree char *good = g_build_filename (dir, "good.sgf", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.sgf", NULL);
  g_autofree char *out = NULL, *err = NULL, *expected = NULL;
  int status = -1;

  g_assert_true (g_file_set_contents (good, "(;SZ[9]KM[375]PB[Black]BR[3d]RE[黑中盘胜]\n;B[ee](;W[cc])(;W[gg];B[tt]))",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (bad, "(;SZ[9]\n;B[ee];W[zz]", -1, NULL));

  if (!run_cli ((const char *[]) { "cat", good, NULL }, &out, &err, &status))
    {
      g_test_skip ("tengen-cli is not built");
      return;
    }
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==, "(;GM[1]FF[4]CA[UTF-8]" AP "SZ[9]KM[7.5]PB[Black]BR[3d]RE[B+R]\n;B[ee]\n(;W[cc])\n(;W[gg];B[tt]))\n");
  expected = g_strdup_printf ("%s:1:8: warning: KM[375] is Fox's komi in hundredths of a stone; read as KM[7.5]\n"
                              "%s:1:30: warning: RE[黑中盘胜] read as RE[B+R]\n", good, good);
  g_assert_cmpstr (err, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  run_cli ((const char *[]) { "cat", bad, NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  expected = g_strdup_printf ("%s:2:7: warning: An empty node at the end of a variation was dropped\n"
                              "%s:2:9: error: W[zz] is not a move on the 9×9 board\n"
                              "%s:2:13: warning: The file ends inside a game tree (cut short?): 1 “)” is missing; "
                              "everything up to here was read\n",
                              bad, bad, bad);
  g_assert_cmpstr (err, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  run_cli ((const char *[]) { "check", bad, NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 1);
  expected = g_strdup_printf ("%s:2:7: warning: An empty node at the end of a variation was dropped\n"
                              "%s:2:9: error: W[zz] is not a move on the 9×9 board\n"
                              "%s:2:13: warning: The file ends inside a game tree (cut short?): 1 “)” is missing; "
                              "everything up to here was read\n"
                              "%s: 1 error, 2 warnings (encoding UTF-8)\n", bad, bad, bad, bad);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  run_cli ((const char *[]) { "check", good, NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  run_cli ((const char *[]) { "info", good, NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 0);
  expected = g_strdup_printf (
    "File:       %s\n"
    "Encoding:   UTF-8 (guessed)\n"
    "  decided:  no CA[]; the text is valid UTF-8\n"
    "Games:      1\n"
    "Warnings:   2\n"
    "\n"
    "Game 1\n"
    "  Black:      Black (3d)\n"
    "  White:      -\n"
    "  Result:     B+R\n"
    "  Komi:       7.5\n"
    "  Rules:      -\n"
    "  Size:       9×9\n"
    "  Handicap:   -\n"
    "  Date:       -\n"
    "  Event:      -\n"
    "  Moves:      2 (main line)\n"
    "  Nodes:      5\n"
    "  Variations: 1\n", good);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  run_cli ((const char *[]) { "cat", "--encoding", "nonsense", good, NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "Unknown encoding “nonsense”"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  run_cli ((const char *[]) { "cat", "--bogus", good, NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  run_cli ((const char *[]) { "frobnicate", NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  for (guint i = 0; i < 3; i++)
    {
      const char *sub[] = { "cat", "info", "check" };

      run_cli ((const char *[]) { sub[i], "--help", NULL }, &out, &err, &status);
      g_assert_cmpint (status, ==, 0);
      g_assert_nonnull (strstr (out, "FILE"));
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
    }

  run_cli ((const char *[]) { "cat", "/nonexistent.sgf", NULL }, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_true (g_str_has_prefix (err, "/nonexistent.sgf: error: "));

  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-write/canonical", test_canonical);
  g_test_add_func ("/sgf-write/roots", test_roots_get_header);
  g_test_add_func ("/sgf-write/values", test_values);
  g_test_add_func ("/sgf-write/line-breaks", test_line_breaks);
  g_test_add_func ("/sgf-write/round-trip", test_round_trip);
  g_test_add_func ("/sgf-write/round-trip-deep", test_round_trip_deep);
  g_test_add_func ("/sgf-write/regressions", test_regressions);
  g_test_add_func ("/sgf-write/save", test_save);
  g_test_add_func ("/sgf-write/cli", test_cli);
  return g_test_run ();
}
