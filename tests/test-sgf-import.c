/* test-sgf-import.c: other servers' formats and Chinese sites' SGF
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fixtures in data/import/ were written for these tests; the
 * expected values were worked out by hand from each format's layout
 * (see the comments of src/core/sgf/tg-sgf-import-*.c).
 */

#include "config.h"

#include <string.h>

#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"
#include "tg-test-utils.h"

static TgSgfDocument *
read_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "import", name, NULL);
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read_file_full (path, NULL, TG_SGF_READ_NODE_PLACES, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

static TgNode
main_node (TgGameTree *tree,
           guint       n)
{
  TgNode node = tg_game_tree_get_root (tree, 0);

  while (n-- > 0)
    node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (node, !=, TG_NODE_NONE);
  return node;
}

/* Tygem ------------------------------------------------------------------- */

static void
test_gib_handicap (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("handicap.gib");
  TgGameTree *tree = doc->tree;
  guint line, column;

  g_assert_cmpstr (doc->format, ==, "gib");
  /* 13×13 (LINE:13); three stones where Tygem puts them: lower left,
   * upper right, upper left (dj jd dd); komi GONGJE 5 / 10; GRLT 1 with
   * ZIPSU 35: White by 3.5; the date from GAMETAG's C field. */
  assert_props (tree, main_node (tree, 0),
                "FF[4]GM[1]SZ[13]GN[Test game]PW[alice]WR[3D]PB[bob]BR[1K]TM[600]"
                "OT[3x30 byo-yomi]DT[2024-05-06]HA[3]AB[dd][jd][dj]RE[W+3.5]KM[0.5]"
                "C[Conditions: 3 Handicap]");
  /* STO x y from the top left: (10, 2) kc, (2, 10) ck, (12, 12) mm. */
  assert_props (tree, main_node (tree, 1), "W[kc]");
  assert_props (tree, main_node (tree, 2), "B[ck]");
  assert_props (tree, main_node (tree, 3), "W[mm]");
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 4);
  /* Each move knows its line, for messages about illegal moves. */
  g_assert_true (tg_sgf_document_get_node_place (doc, main_node (tree, 2), &line, &column));
  g_assert_cmpuint (line, ==, 13);
  assert_warnings (doc, "");
}

static void
test_gib_cut (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("cut.gib");
  TgGameTree *tree = doc->tree;

  assert_props (tree, main_node (tree, 1), "B[dd]");
  assert_props (tree, main_node (tree, 2), "W[pd]");
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 3);
  assert_warnings (doc,
    "6:1: A move line that is not “STO 0 number colour x y” was ignored\n"
    "7:1: A move off the board (20, 20) was left out\n"
    "8:15: The file ends before “\\GE” (cut short?); everything up to here was read\n");
}

static void
test_gib_gbk (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("gbk.gib");
  TgGameTree *tree = doc->tree;
  TgNode root = main_node (tree, 0);

  /* No charset is declared: the bytes are GBK, read as its superset. */
  g_assert_cmpstr (doc->encoding, ==, "GB18030");
  g_assert_true (doc->encoding_guessed);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "PB"), ==, "古力");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "BR"), ==, "9段");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "PW"), ==, "常昊");
  /* GRLT 3: Black by resignation; GONGJE 65: 6.5. */
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "RE"), ==, "B+R");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "KM"), ==, "6.5");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "C"), ==,
                   "Conditions: 让先 黑贴6目半\nResult: 黑中盘胜");
}

/* WBaduk ------------------------------------------------------------------ */

static void
test_ngf_even (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("even.ngf");
  TgGameTree *tree = doc->tree;

  g_assert_cmpstr (doc->format, ==, "ngf");
  /* Komi 6 in an even game: 6.5. Ranks "3DP" and "15K": 3p and 15k. */
  assert_props (tree, main_node (tree, 0),
                "FF[4]GM[1]SZ[9]GN[Rated game]WR[3p]PW[white1]BR[15k]PB[black1]"
                "PC[www.example.org]DT[2024-01-02]RE[W+2.5]KM[6.5]C[Started: 10:30]");
  /* Letters from 'B': FF → ee, DD → cc; AA a pass. */
  assert_props (tree, main_node (tree, 1), "B[ee]");
  assert_props (tree, main_node (tree, 2), "W[cc]");
  assert_props (tree, main_node (tree, 3), "B[]");
  assert_warnings (doc, "");
}

static void
test_ngf_cut (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("cut.ngf");

  g_assert_cmpuint (tg_game_tree_get_n_nodes (doc->tree), ==, 4);
  assert_warnings (doc, "15:10: The header announces 5 moves but the file has 3 (cut short?)\n");
}

/* PandaNet ---------------------------------------------------------------- */

static void
test_ugi_review (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("review.ugi");
  TgGameTree *tree = doc->tree;
  TgNode w2, alt;

  g_assert_cmpstr (doc->format, ==, "ugf");
  assert_props (tree, main_node (tree, 0),
                "FF[4]GM[1]SZ[9]GN[Test review]PC[Tokyo]DT[2024-03-04]RU[Chinese]KM[7.5]"
                "RE[W+0.5]PB[black1]BR[1d]PW[white1]WR[2d]C[black1: hello\nwhite1: hi\n\nlost"
                "\n\nPlayed: 2024/03/04 09:00:00 – 2024/03/04 10:00:00]");
  /* [Data] "EE": column E, row E from the bottom of 9 → ee; "CC" → cg;
   * "GG" → gc; "YA" a pass. */
  assert_props (tree, main_node (tree, 1), "B[ee]");
  w2 = main_node (tree, 2);
  assert_props (tree, w2, "W[cg]");
  assert_props (tree, main_node (tree, 3), "B[gc]");
  assert_props (tree, main_node (tree, 4), "W[]");
  /* The review's variation: alternatives to move 3 (NODE 7,3 → gg). */
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, w2), ==, 2);
  alt = tg_game_tree_get_nth_child (tree, w2, 1);
  assert_props (tree, alt, "B[gg]C[white1: better here]");
  assert_props (tree, tg_game_tree_get_first_child (tree, alt), "W[cc]");
  assert_warnings (doc, "34:1: A comment for node 99, which the record does not have, was kept "
                        "on the root\n");
}

/* Numbers past a gint: a move numbered LONG_MAX (its node id, the number
 * plus one, overflowed) is no move line; a comment for node 2^32 + 2
 * (which a gint key took for node 2, the first move) is for a node the
 * record does not have. */
static void
test_ugf_huge_numbers (void)
{
  static const char text[] =
    "[Header]\nVer=REVIEW1,200\nSize=9\n"
    "[Data]\nEE,B1,1,0\nCC,W1,9223372036854775807,0\n"
    "[ReviewComment]\n.Comment,4294967298\n hello\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, NULL);
  TgGameTree *tree;

  g_assert_nonnull (doc);
  tree = doc->tree;
  g_assert_cmpstr (doc->format, ==, "ugf");
  assert_props (tree, main_node (tree, 1), "B[ee]");
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 2);
  g_assert_null (tg_game_tree_get_value (tree, main_node (tree, 1), "C"));
  g_assert_cmpstr (tg_game_tree_get_value (tree, main_node (tree, 0), "C"), ==, "hello");
  assert_warnings (doc,
                   "6:1: A move line that is not “point,colour,number,time” was ignored\n"
                   "8:1: A comment for node 4294967298, which the record does not have, was "
                   "kept on the root\n");
}

/* "Winner=B,2.25": no count in points gives a quarter, and RE[B+2.25]
 * would read back as a count in 子 (B+4.5). The winner is kept, the
 * margin stays in the file's words. */
static void
test_ugf_quarter_margin (void)
{
  static const char text[] =
    "[Header]\nVer=REVIEW1,200\nSize=9\nWinner=B,2.25\n[Data]\nEE,B1,1,0\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, NULL);
  TgGameTree *tree;

  g_assert_nonnull (doc);
  tree = doc->tree;
  g_assert_cmpstr (tg_game_tree_get_value (tree, main_node (tree, 0), "RE"), ==, "B+");
  g_assert_nonnull (strstr (tg_game_tree_get_value (tree, main_node (tree, 0), "C"), "B,2.25"));
}

/* Hdcp before Size: the five stones go on the 9×9 board, its four 3-3
 * points and the centre (cc gc ee cg gg), not on 19×19's points (dd pd jj
 * dp pp), most of them off it. */
static void
test_ugf_handicap_before_size (void)
{
  static const char text[] =
    "[Header]\nVer=REVIEW1,200\nHdcp=5,0.50\nSize=9\n[Data]\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, NULL);
  g_autofree char *ab = NULL;

  g_assert_nonnull (doc);
  ab = tg_test_props_text (doc->tree, main_node (doc->tree, 0));
  g_assert_nonnull (strstr (ab, "SZ[9]"));
  g_assert_nonnull (strstr (ab, "HA[5]"));
  g_assert_nonnull (strstr (ab, "AB[cc][gc][ee][cg][gg]"));
}

static void
test_ugf_shift_jis (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("sjis.ugf");
  TgGameTree *tree = doc->tree;

  /* Not UTF-8, and the header says Lang=SJIS; CR LF line ends. A winner
   * without a margin: "W+", the file's words in the comment. */
  g_assert_cmpstr (doc->encoding, ==, "Shift_JIS");
  g_assert_false (doc->encoding_guessed);
  assert_props (tree, main_node (tree, 0),
                "FF[4]GM[1]SZ[19]GN[本因坊戦]KM[6.5]RE[W+]PB[井山裕太]BR[9p]PW[一力遼]WR[9p]"
                "C[Result: W,-1]");
  assert_props (tree, main_node (tree, 1), "B[qd]");
  assert_props (tree, main_node (tree, 2), "W[dp]");
  assert_warnings (doc, "");
}

/* Saving ------------------------------------------------------------------ */

static void
test_saves_as_sgf (void)
{
  g_autoptr(TgSgfDocument) doc = read_fixture ("handicap.gib");
  g_autoptr(TgSgfDocument) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sgf = tg_sgf_write (doc->tree, NULL);
  g_autofree char *props = NULL;

  again = tg_sgf_read (sgf, strlen (sgf), NULL, &error);
  g_assert_no_error (error);
  g_assert_null (again->format);
  props = tg_test_props_text (again->tree, tg_game_tree_get_root (again->tree, 0));
  g_assert_nonnull (strstr (props, "HA[3]AB[dd][jd][dj]RE[W+3.5]KM[0.5]"));
  g_assert_true (tg_sgf_path_is_import ("game.GIB"));
  g_assert_true (tg_sgf_path_is_import ("/tmp/x.ugi"));
  g_assert_false (tg_sgf_path_is_import ("game.sgf"));
}

/* Chinese sites' SGF ------------------------------------------------------ */

static void
test_dialect_root (void)
{
  g_autoptr(GError) error = NULL;
  const char *text = "(;TE[名人战]RD[2009-8-29]SZ[9];B[ee]TE[1])";
  const char *plain = "(;TE[1]RD[x]SZ[9])";
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (text, strlen (text), NULL, &error);
  g_autoptr(TgSgfDocument) doc2 = tg_sgf_read (plain, strlen (plain), NULL, &error);

  g_assert_no_error (error);
  assert_props (doc->tree, main_node (doc->tree, 0), "EV[名人战]DT[2009-08-29]SZ[9]");
  /* A tesuji mark on a move stays one. */
  assert_props (doc->tree, main_node (doc->tree, 1), "B[ee]TE[1]");
  assert_warnings (doc,
    "1:3: TE[名人战] on the root is the event, as Chinese sites write it; read as EV\n"
    "1:10: RD[2009-8-29] is the date, as Chinese sites write it; read as DT\n");
  /* TE[1] on the root is a mark, not an event: nothing changes. */
  assert_props (doc2->tree, main_node (doc2->tree, 0), "TE[1]RD[x]SZ[9]");
}

static void
test_dialect_replayed_variations (void)
{
  g_autoptr(GError) error = NULL;
  /* Variations at move 3 (B gg): the first is the main line; the second
   * repeats moves 1-3 and differs at 4 (W gc); the third repeats 1-4 (W
   * ge is the main line's move 4) and differs at 5 (B cg). */
  const char *text =
    "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg](;W[ge];B[gc];W[cg])"
    "(;B[ee];W[cc];B[gg];W[gc]C[alt])(;B[ee];W[cc];B[gg];W[ge];B[cg]C[deeper]))";
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (text, strlen (text), NULL, &error);
  TgGameTree *tree;
  TgNode b3, w4;

  g_assert_no_error (error);
  tree = doc->tree;
  b3 = main_node (tree, 3);
  w4 = main_node (tree, 4);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, b3), ==, 2);
  assert_props (tree, tg_game_tree_get_nth_child (tree, b3, 0), "W[ge]");
  assert_props (tree, tg_game_tree_get_nth_child (tree, b3, 1), "W[gc]C[alt]");
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, w4), ==, 2);
  assert_props (tree, tg_game_tree_get_nth_child (tree, w4, 0), "B[gc]");
  assert_props (tree, tg_game_tree_get_nth_child (tree, w4, 1), "B[cg]C[deeper]");
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 9);
  assert_warnings (doc,
    "1:56: This variation repeats 3 moves of the game from move 1 (as Chinese sites write "
    "variations); it now starts at move 4\n"
    "1:88: This variation repeats 4 moves of the game from move 1 (as Chinese sites write "
    "variations); it now starts at move 5\n");
}

static void
test_dialect_cut_variation (void)
{
  g_autoptr(GError) error = NULL;
  /* A file cut inside a variation that repeats the game: repaired as if
   * it were closed, so that what is written reads back the same. */
  const char *text = "(;SZ[9];B[ee];W[cc](;B[gg])(;B[ee];W[cc];B[gc]";
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (text, strlen (text), NULL, &error);
  TgNode w2;

  g_assert_no_error (error);
  w2 = main_node (doc->tree, 2);
  g_assert_cmpuint (tg_game_tree_get_n_children (doc->tree, w2), ==, 2);
  assert_props (doc->tree, tg_game_tree_get_nth_child (doc->tree, w2, 1), "B[gc]");
  assert_warnings (doc,
    "1:28: This variation repeats 2 moves of the game from move 1 (as Chinese sites write "
    "variations); it now starts at move 3\n"
    "1:47: The file ends inside a game tree (cut short?): 2 “)” are missing; everything up to "
    "here was read\n");
}

static void
test_dialect_repeated_twice (void)
{
  g_autoptr(GError) error = NULL;
  /* A node without a move in the middle of the repetition, after which
   * it starts from move 1 again (the fuzzer's second find): repaired in
   * two rounds, as reading the result again would. */
  const char *text = "(;SZ[9];B[ee];W[cc];B[gg](;W[ge])"
                     "(;B[ee];W[cc];B[gg];PT[1];B[ee];W[cc];B[gg];W[gc]))";
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (text, strlen (text), NULL, &error);
  TgNode b3;

  g_assert_no_error (error);
  b3 = main_node (doc->tree, 3);
  g_assert_cmpuint (tg_game_tree_get_n_children (doc->tree, b3), ==, 2);
  assert_props (doc->tree, tg_game_tree_get_nth_child (doc->tree, b3, 1), "W[gc]PT[1]");
  g_assert_cmpuint (tg_game_tree_get_n_nodes (doc->tree), ==, 6);
  assert_warnings (doc,
    "1:34: This variation repeats 3 moves of the game from move 1 (as Chinese sites write "
    "variations); it now starts at move 4\n"
    "1:34: This variation repeats 3 moves of the game from move 1 (as Chinese sites write "
    "variations); it now starts at move 4\n");
}

static void
test_dialect_ordinary_variations (void)
{
  g_autoptr(GError) error = NULL;
  /* An ordinary variation, even one at the root that starts with the
   * first move, is left alone. */
  const char *text = "(;SZ[9](;B[ee];W[cc])(;B[ee];W[gg]))";
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (text, strlen (text), NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (tg_game_tree_get_n_children (doc->tree, main_node (doc->tree, 0)), ==, 2);
  assert_warnings (doc, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-import/gib-handicap", test_gib_handicap);
  g_test_add_func ("/sgf-import/gib-cut", test_gib_cut);
  g_test_add_func ("/sgf-import/gib-gbk", test_gib_gbk);
  g_test_add_func ("/sgf-import/ngf-even", test_ngf_even);
  g_test_add_func ("/sgf-import/ngf-cut", test_ngf_cut);
  g_test_add_func ("/sgf-import/ugi-review", test_ugi_review);
  g_test_add_func ("/sgf-import/ugf-shift-jis", test_ugf_shift_jis);
  g_test_add_func ("/sgf-import/ugf-huge-numbers", test_ugf_huge_numbers);
  g_test_add_func ("/sgf-import/ugf-quarter-margin", test_ugf_quarter_margin);
  g_test_add_func ("/sgf-import/ugf-handicap-before-size", test_ugf_handicap_before_size);
  g_test_add_func ("/sgf-import/saves-as-sgf", test_saves_as_sgf);
  g_test_add_func ("/sgf-import/dialect-root", test_dialect_root);
  g_test_add_func ("/sgf-import/dialect-replayed-variations", test_dialect_replayed_variations);
  g_test_add_func ("/sgf-import/dialect-cut-variation", test_dialect_cut_variation);
  g_test_add_func ("/sgf-import/dialect-repeated-twice", test_dialect_repeated_twice);
  g_test_add_func ("/sgf-import/dialect-ordinary-variations", test_dialect_ordinary_variations);
  return g_test_run ();
}
