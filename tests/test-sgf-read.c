/* test-sgf-read.c: the SGF reader on small fixtures
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <glib/gstdio.h>

#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

/* Helpers ----------------------------------------------------------------- */

static TgSgfDocument *
read_bytes (const char *data,
            gsize       len,
            const char *encoding)
{
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read (data, len, encoding, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

static TgSgfDocument *
read_ok (const char *sgf)
{
  return read_bytes (sgf, strlen (sgf), NULL);
}

/* Asserts that reading fails with @code and exactly @message. */
static void
assert_error (const char *sgf,
              gsize       len,
              TgSgfError  code,
              const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf, len == 0 ? strlen (sgf) : len, NULL, &error);

  g_assert_null (doc);
  g_assert_error (error, TG_SGF_ERROR, (int) code);
  g_assert_cmpstr (error->message, ==, message);
}

/* Node @n of the main line of game @game (0 = the root). */
static TgNode
main_node (TgGameTree *tree,
           guint       game,
           guint       n)
{
  TgNode node = tg_game_tree_get_root (tree, game);

  while (n-- > 0)
    node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (node, !=, TG_NODE_NONE);
  return node;
}

/* Grammar ----------------------------------------------------------------- */

static void
test_collection (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;GM[1]FF[4]SZ[19]PB[Black]XX[unknown][two]\n"
    ";B[pd];W[dd](;B[pp]C[main])(;B[dp];W[pp]))\n"
    "(;GM[1]FF[4]SZ[9];B[ee])\n");
  TgGameTree *tree = doc->tree;
  TgNode w;

  g_assert_cmpuint (tg_game_tree_get_n_games (tree), ==, 2);
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 8);
  assert_props (tree, main_node (tree, 0, 0), "GM[1]FF[4]SZ[19]PB[Black]XX[unknown][two]");
  w = main_node (tree, 0, 2);
  assert_props (tree, w, "W[dd]");
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, w), ==, 2);
  assert_props (tree, tg_game_tree_get_nth_child (tree, w, 0), "B[pp]C[main]");
  assert_props (tree, tg_game_tree_get_nth_child (tree, w, 1), "B[dp]");
  assert_props (tree, main_node (tree, 1, 1), "B[ee]");
  g_assert_cmpuint (doc->warnings->len, ==, 0);
  g_assert_cmpuint (doc->errors->len, ==, 0);
  g_assert_cmpstr (doc->encoding, ==, "UTF-8");
  g_assert_false (doc->encoding_guessed);
  g_assert_cmpuint (g_bytes_get_size (doc->raw), ==, 112);
}

static void
test_whitespace (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok ("( ;\nB\t[ah]\f[ef]\v)");
  g_autoptr(TgSgfDocument) doc2 = read_ok ("(;XX [abc] [def] KO[] ; B [bc] )");

  /* B with two values: the second is dropped (B takes one). */
  assert_props (doc->tree, main_node (doc->tree, 0, 0), "B[ah]");
  assert_warnings (doc, "2:8: B takes one value; 1 extra value was dropped ([ef])\n");
  assert_props (doc2->tree, main_node (doc2->tree, 0, 0), "XX[abc][def]KO[]");
  assert_props (doc2->tree, main_node (doc2->tree, 0, 1), "B[bc]");
}

static void
test_escapes (void)
{
  /* Raw values keep their escapes; soft line breaks in all four forms. */
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;C[a \\] b \\\\ c \\: d]GN[x\\\ny\\\r\nz\\\rw\\\n\rv]N[a\nb])");
  TgGameTree *tree = doc->tree;
  TgNode root = main_node (tree, 0, 0);
  g_autofree char *c = tg_game_tree_get_text (tree, root, "C");
  g_autofree char *gn = tg_game_tree_get_text (tree, root, "GN");
  g_autofree char *n = tg_game_tree_get_text (tree, root, "N");

  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "C"), ==, "a \\] b \\\\ c \\: d");
  g_assert_cmpstr (c, ==, "a ] b \\ c : d");
  g_assert_cmpstr (gn, ==, "xyzwv");
  g_assert_cmpstr (n, ==, "a b");
  g_assert_cmpuint (doc->warnings->len, ==, 0);
}

static void
test_points_and_sizes (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;SZ[19]AB[aa:cc][dd]AW[ee:ff];B[];W[tt];B[ss])"
    "(;SZ[19:13]AB[sm];B[am])"
    "(;SZ[52]AB[ZZ];B[Za];W[tt])");
  TgGameTree *tree = doc->tree;

  assert_props (tree, main_node (tree, 0, 0), "SZ[19]AB[aa:cc][dd]AW[ee:ff]");
  assert_props (tree, main_node (tree, 0, 1), "B[]");
  assert_props (tree, main_node (tree, 0, 2), "W[tt]");
  assert_props (tree, main_node (tree, 1, 0), "SZ[19:13]AB[sm]");
  assert_props (tree, main_node (tree, 2, 1), "B[Za]");
  /* On a 52×52 board tt is a point. */
  assert_props (tree, main_node (tree, 2, 2), "W[tt]");
  g_assert_cmpuint (doc->warnings->len, ==, 0);
}

static void
test_ff3_names (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;GaMe[1]SiZe[9]KoMi[5.5]AddBlack[cc]\n"
    ";Black[ee];White[gg]\n"
    ";Black[ce];White[ge])");
  TgGameTree *tree = doc->tree;

  assert_props (tree, main_node (tree, 0, 0), "GM[1]SZ[9]KM[5.5]AB[cc]");
  assert_props (tree, main_node (tree, 0, 4), "W[ge]");
  /* One warning per spelling, where it first appears. */
  assert_warnings (doc,
    "1:3: The FF[3] property name “GaMe” was read as GM\n"
    "1:10: The FF[3] property name “SiZe” was read as SZ\n"
    "1:17: The FF[3] property name “KoMi” was read as KM\n"
    "1:26: The FF[3] property name “AddBlack” was read as AB\n"
    "2:2: The FF[3] property name “Black” was read as B\n"
    "2:12: The FF[3] property name “White” was read as W\n");
}

static void
test_junk (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "Game record (see below)\n"
    "(;SZ[9];B[ee]) trailing junk\n"
    "junk between (;SZ[9];B[cc])\n");
  TgGameTree *tree = doc->tree;

  g_assert_cmpuint (tg_game_tree_get_n_games (tree), ==, 2);
  assert_warnings (doc,
    "1:1: Text before the first game tree was ignored: “Game record (see below)…”\n"
    "2:16: Text outside the game trees was ignored: “trailing junk…”\n");
}

static void
test_empty_nodes (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok ("(;SZ[19];B[aa];W[ba];)");
  g_autoptr(TgSgfDocument) doc2 = read_ok ("(;)(;C[a];;B[bc])");

  g_assert_cmpuint (tg_game_tree_get_n_nodes (doc->tree), ==, 3);
  assert_warnings (doc, "1:21: An empty node at the end of a variation was dropped\n");
  /* An empty root and an empty node in the middle stay. */
  g_assert_cmpuint (tg_game_tree_get_n_nodes (doc2->tree), ==, 4);
  g_assert_cmpuint (doc2->warnings->len, ==, 0);
}

static void
test_sina_dialect (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(\n"
    "TE[第14届三星杯]\n"
    "RD[2009-11-02]\n"
    "KO[6.5]\n"
    "RE[白中盘胜]\n"
    "PB[古力]\n"
    ";B[pd];W[dd](RN[1]PT[15];B[qq])C[comment after]\n"
    ";B[pp])");
  TgGameTree *tree = doc->tree;
  TgNode w = main_node (tree, 0, 2);

  /* TE and RD on the root are the event and the date in this dialect. */
  assert_props (tree, main_node (tree, 0, 0), "EV[第14届三星杯]DT[2009-11-02]KM[6.5]RE[W+R]PB[古力]");
  /* The main line continues after the variation; late properties go to
   * the node the variation starts from. */
  assert_props (tree, w, "W[dd]C[comment after]");
  assert_props (tree, tg_game_tree_get_nth_child (tree, w, 0), "B[pp]");
  assert_props (tree, tg_game_tree_get_nth_child (tree, w, 1), "RN[1]PT[15]");
  assert_warnings (doc,
    "2:1: No “;” before the root properties (Sina's dialect); read as the root node\n"
    "2:1: TE[第14届三星杯] on the root is the event, as Chinese sites write it; read as EV\n"
    "3:1: RD[2009-11-02] is the date, as Chinese sites write it; read as DT\n"
    "4:1: KO[6.5] is komi here; read as KM[6.5]\n"
    "5:1: RE[白中盘胜] read as RE[W+R]\n"
    "7:14: Variations without “;” (Sina's dialect) were read as nodes\n"
    "7:32: Properties after variations (Sina's dialect) were added to the node the variations start from\n"
    "8:1: The main line continues after its variations (Sina's dialect); read as the main line\n");
}

/* Normalisations (komi and results: test-sgf-fixups.c) ------------------ */

static void
test_duplicates (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;C[foo]C[bar]AB[aa]AB[bb]AP[foxwq]AP[GNU Go]EV[one]\n[xxx]XX[1]YY[2]XX[3])");

  assert_props (doc->tree, main_node (doc->tree, 0, 0),
                "C[foo\n\nbar]AB[aa][bb]AP[foxwq]EV[one]XX[1][3]YY[2]");
  assert_warnings (doc,
    "1:9: C given twice in one node; the texts were joined\n"
    "1:21: AB given twice in one node; the values were merged\n"
    "1:36: AP given twice in one node; the second one (AP[GNU Go]) was dropped\n"
    "2:1: EV takes one value; 1 extra value was dropped ([xxx])\n"
    "2:16: XX given twice in one node; the values were merged\n");
}

static void
test_stray (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok ("(;[ag]C[x]B ;W[ah]illegal_chars FF[4])");

  assert_props (doc->tree, main_node (doc->tree, 0, 0), "C[x]");
  assert_props (doc->tree, main_node (doc->tree, 0, 1), "W[ah]FF[4]");
  assert_warnings (doc,
    "1:3: A value without a property name was dropped\n"
    "1:11: The property “B” has no value; it was dropped\n"
    "1:19: Unexpected text “illegal” ignored\n"
    "1:26: Unexpected text “_” ignored\n"
    "1:27: Unexpected text “chars” ignored\n");
}

static void
test_moves_and_points (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;SZ[9]AB[ee][jj][aa:kk]AW[cc:cc][zz:zz]TR[ ab ]LB[aa:one][zz:two];B[E5];W[pass];B[ cc ])");
  TgGameTree *tree = doc->tree;

  assert_props (tree, main_node (tree, 0, 0), "SZ[9]AB[ee][aa:ii]AW[cc:cc]TR[ab]LB[aa:one]");
  assert_props (tree, main_node (tree, 0, 1), "B[ee]");
  assert_props (tree, main_node (tree, 0, 2), "W[]");
  assert_props (tree, main_node (tree, 0, 3), "B[cc]");
  assert_warnings (doc,
    "1:14: AB: 1 value that is not a point of the 9×9 board was dropped (AB[jj])\n"
    "1:18: AB: 1 rectangle reaches off the 9×9 board; it was clipped\n"
    "1:34: AW: 1 value that is not a point of the 9×9 board was dropped (AW[zz:zz])\n"
    "1:59: LB: 1 malformed or off-board value was dropped (LB[zz:two])\n"
    "1:69: B[E5] read as B[ee] (human-readable coordinates)\n"
    "1:75: W[pass] read as W[] (human-readable coordinates)\n"
    "1:83: White space in B[ cc ] removed\n");
}

static void
test_errors (void)
{
  assert_error ("", 0, TG_SGF_ERROR_SYNTAX, "1:1: The file is empty");
  assert_error ("junk", 0, TG_SGF_ERROR_SYNTAX, "1:1: No SGF game tree found: no “(;”");
  assert_error ("()", 0, TG_SGF_ERROR_SYNTAX, "1:1: No SGF game tree found: no “(;”");
  assert_error ("(;B[aa])\n)", 0, TG_SGF_ERROR_SYNTAX,
                "2:1: Unbalanced parentheses: this “)” closes no game tree");
  assert_error ("(;SZ[9];B[ac](;W[ad]);W[ae])", 0, TG_SGF_ERROR_SYNTAX,
                "1:22: A node cannot follow variations: “;” after “)”");
  assert_error ("(;SZ[5];B[bc](B[cb];W[cd]))", 0, TG_SGF_ERROR_SYNTAX,
                "1:15: The property B is outside a node: a “;” is missing before it");
  assert_error ("(GM[1]SZ[9];B[ab])", 0, TG_SGF_ERROR_SYNTAX,
                "1:2: A game tree must start with a node: “(” must be followed by “;”");
  assert_error ("(;B[ag]((;W[ah])(;W[ai])))", 0, TG_SGF_ERROR_SYNTAX,
                "1:9: A variation must start with a node: “(” follows “(”");
  assert_error ("(;GM[2]SZ[8])", 0, TG_SGF_ERROR_NOT_GO,
                "1:5: GM[2]: this is not a record of Go (GM[1]); Tengen reads only Go");
  assert_error ("(;SZ[53])", 0, TG_SGF_ERROR_BAD_SIZE,
                "1:5: SZ[53] is not a board size: sides go from 1 to 52");
  assert_error ("(;SZ[0:19])", 0, TG_SGF_ERROR_BAD_SIZE,
                "1:5: SZ[0:19] is not a board size: sides go from 1 to 52");
  assert_error ("(;FF[4]CA[UTF8]SZ[9]\n;B[cg];W[ee];B[rs];W[cb])", 0, TG_SGF_ERROR_BAD_MOVE,
                "2:15: B[rs] is not a move on the 9×9 board");
  /* Columns count characters, not bytes. */
  assert_error ("(;C[围棋]B[zz])", 0, TG_SGF_ERROR_BAD_MOVE,
                "1:9: B[zz] is not a move on the 19×19 board");
}

/* The line:column of warnings far into a file (worked out by hand): a
 * first line of 9 000 two-byte characters, CR LF line ends, a line of
 * 5 000 spaces; and a note of the decoder on the third line of a
 * collection whose second game is GB18030 without CA[]. */
static void
test_locations (void)
{
  static const char *const expected[] = {
    /* "(;GM[1]FF[4]SZ[19]C[" is columns 1-20, the é 21-9020, "]" 9021,
     * "GN[a]" 9022-9026: the extra value at 9027. */
    "1:9027: GN takes one value; 1 extra value was dropped ([b])",
    "2:1: KM[375] is Fox's komi in hundredths of a stone; read as KM[7.5]",
    /* 5 000 spaces, ";W[dd]" 5001-5006, "CA[UTF-8]" 5007-5015. */
    "4:5016: CA takes one value; 1 extra value was dropped ([x])",
  };
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[19]C[");
  g_autoptr(GBytes) bytes = NULL, gb_bytes = NULL;
  g_autoptr(TgSgfDocument) doc = NULL, gb_doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *gb = NULL;
  TgSgfWarning *w;

  for (guint i = 0; i < 9000; i++)
    g_string_append (sgf, "é");
  g_string_append (sgf, "]GN[a][b]\r\nKM[375]\r\n;B[pd]\r\n");
  for (guint i = 0; i < 5000; i++)
    g_string_append_c (sgf, ' ');
  g_string_append (sgf, ";W[dd]CA[UTF-8][x])");
  bytes = g_string_free_to_bytes (sgf);
  doc = tg_sgf_read_full (bytes, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (doc->warnings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *where = NULL;

      w = g_ptr_array_index (doc->warnings, i);
      where = g_strdup_printf ("%u:%u: %s", w->line, w->column, w->message);
      g_assert_cmpstr (where, ==, expected[i]);
    }

  /* 柯洁 and 围棋 in GB18030: C2 C2 BD E0, CE A7 C6 E5. */
  sgf = g_string_new ("(;GM[1]C[");
  for (guint i = 0; i < 5000; i++)
    g_string_append_c (sgf, 'x');
  g_string_append (sgf, "])\r\n\r\n   (;GM[1]PB[\xbf\xc2\xbd\xe0]C[\xce\xa7\xc6\xe5])");
  gb_bytes = g_string_free_to_bytes (sgf);
  gb_doc = tg_sgf_read_full (gb_bytes, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gb_doc->warnings->len, ==, 1);
  w = g_ptr_array_index (gb_doc->warnings, 0);
  g_assert_cmpuint (w->line, ==, 3);
  g_assert_cmpuint (w->column, ==, 4);
  gb = tg_game_tree_get_text (gb_doc->tree, tg_game_tree_get_root (gb_doc->tree, 1), "PB");
  g_assert_cmpstr (gb, ==, "柯洁");
}

static void
test_keep_going (void)
{
  const char *sgf = "(;SZ[9]C[a];B[zz];W[cc](;B[dd]);B[ee]\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (sgf, strlen (sgf));
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, &error);
  TgSgfWarning *e;

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  g_assert_cmpuint (doc->errors->len, ==, 2);
  e = g_ptr_array_index (doc->errors, 0);
  g_assert_cmpint (e->code, ==, TG_SGF_ERROR_BAD_MOVE);
  g_assert_cmpuint (e->line, ==, 1);
  g_assert_cmpuint (e->column, ==, 14);
  e = g_ptr_array_index (doc->errors, 1);
  g_assert_cmpint (e->code, ==, TG_SGF_ERROR_SYNTAX);
  g_assert_cmpstr (e->message, ==, "A node cannot follow variations: “;” after “)”");
  /* The missing ")" at the end is a warning: the record was cut short. */
  e = g_ptr_array_index (doc->warnings, doc->warnings->len - 1);
  g_assert_cmpuint (e->line, ==, 2);
  g_assert_true (g_str_has_prefix (e->message, "The file ends inside a game tree (cut short?)"));
  /* The repair: the off-board move dropped, the late node one more variation. */
  g_assert_cmpuint (tg_game_tree_get_n_nodes (doc->tree), ==, 5);
  assert_props (doc->tree, main_node (doc->tree, 0, 1), "");
  g_assert_cmpuint (tg_game_tree_get_n_children (doc->tree, main_node (doc->tree, 0, 2)), ==, 2);
}

static void
test_not_go (void)
{
  /* In a collection, games of other kinds are left out with a warning. */
  g_autoptr(TgSgfDocument) doc = read_ok ("(;GM[1];B[aa])(;GM[12];B[zz](;W[1]))(;GM[1];W[bb])");

  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, 2);
  assert_props (doc->tree, main_node (doc->tree, 1, 1), "W[bb]");
  assert_warnings (doc, "1:19: GM[12]: game 2 is not a game of Go (GM[1]); it was left out\n");
}

static void
test_other_formats (void)
{
  /* Other servers' formats are imported (test-sgf-import.c), not refused. */
  g_autoptr(TgSgfDocument) doc = read_ok ("\\HS\n\\[GAMEBLACKNAME=kim (2D)\\]\n\\HE\n\\GS\n\\GE\n");

  g_assert_cmpstr (doc->format, ==, "gib");
  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 0, 0), "PB"), ==,
                   "kim");
}

/* Deep trees -------------------------------------------------------------- */

static void
test_deep (void)
{
  GString *nested = g_string_new ("(;SZ[19]");
  GString *ogs = g_string_new ("(;SZ[19]");
  GString *line = g_string_new ("(;SZ[19]");
  g_autoptr(TgSgfDocument) d1 = NULL, d2 = NULL, d3 = NULL;
  TgNode n;

  /* 10 000-deep nesting: each node with a variation and the main line. */
  for (guint i = 0; i < 10000; i++)
    g_string_append_printf (nested, "(;B[%c%c]", 'a' + i % 19, 'a' + (i / 19) % 19);
  for (guint i = 0; i < 10000; i++)
    g_string_append (nested, ")");
  g_string_append (nested, ")");
  /* OGS: every move opens a '(', with a side line after each. */
  for (guint i = 0; i < 20000; i++)
    g_string_append_printf (ogs, "(;%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + (i / 19) % 19);
  for (guint i = 20000; i > 0; i--)
    g_string_append_printf (ogs, ")(;C[side %u])", i - 1);
  g_string_append (ogs, ")");
  /* 100 000 moves on the main line. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (line, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + (i / 19) % 19);
  g_string_append (line, ")");

  d1 = read_bytes (nested->str, nested->len, NULL);
  d2 = read_bytes (ogs->str, ogs->len, NULL);
  d3 = read_bytes (line->str, line->len, NULL);

  g_assert_cmpuint (tg_game_tree_get_n_nodes (d1->tree), ==, 10001);
  n = main_node (d1->tree, 0, 10000);
  g_assert_cmpuint (tg_game_tree_get_depth (d1->tree, n), ==, 10000);
  g_assert_cmpuint (tg_game_tree_get_n_nodes (d2->tree), ==, 40001);
  n = main_node (d2->tree, 0, 20000);
  assert_props (d2->tree, n, "W[lh]");   /* move 19999: column 19999 % 19, row 1052 % 19 */
  assert_props (d2->tree, tg_game_tree_get_next_sibling (d2->tree, main_node (d2->tree, 0, 1)),
                "C[side 0]");
  g_assert_cmpuint (tg_game_tree_get_n_children (d2->tree, main_node (d2->tree, 0, 19999)), ==, 2);
  g_assert_cmpuint (tg_game_tree_get_n_nodes (d3->tree), ==, 100001);
  g_assert_cmpuint (tg_game_tree_get_depth (d3->tree, main_node (d3->tree, 0, 100000)), ==, 100000);
  g_assert_cmpuint (d1->warnings->len + d2->warnings->len + d3->warnings->len, ==, 0);

  g_string_free (nested, TRUE);
  g_string_free (ogs, TRUE);
  g_string_free (line, TRUE);
}

/* Encodings --------------------------------------------------------------- */

static void
test_encoding_declared (void)
{
  gsize len;
  g_autofree char *gb = tg_test_encode ("(;CA[GB2312]PW[柯洁]PB[古力]C[第一局])", "GB18030", &len);
  g_autoptr(TgSgfDocument) doc = read_bytes (gb, len, NULL);
  g_autofree char *sjis = tg_test_encode ("(;CA[Shift_JIS]PB[井山裕太]C[ソ])", "CP932", &len);
  g_autoptr(TgSgfDocument) doc2 = read_bytes (sjis, len, NULL);
  TgNode root = main_node (doc->tree, 0, 0);

  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, root, "PW"), ==, "柯洁");
  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, root, "PB"), ==, "古力");
  g_assert_cmpstr (doc->encoding, ==, "GB2312");
  g_assert_cmpstr (doc->encoding_reason, ==, "CA[GB2312], read as its superset GB18030");
  g_assert_false (doc->encoding_guessed);
  g_assert_cmpuint (doc->warnings->len, ==, 0);
  /* ソ is 83 5C: its second byte is '\' but does not escape the ']'. */
  assert_props (doc2->tree, main_node (doc2->tree, 0, 0), "CA[Shift_JIS]PB[井山裕太]C[ソ]");
}

static void
test_encoding_detected (void)
{
  gsize len;
  g_autofree char *gb = tg_test_encode ("(;PW[李世石]PB[古力]RE[黑中盘胜]C[第四届世界围棋巅峰对决])", "GB18030", &len);
  g_autoptr(TgSgfDocument) doc = read_bytes (gb, len, NULL);
  g_autoptr(TgSgfDocument) utf8 = read_ok ("(;PW[李世石])");
  g_autoptr(TgSgfDocument) latin = read_bytes ("(;PW[J\xfcrgen])", 13, NULL);

  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 0, 0), "PW"), ==, "李世石");
  g_assert_cmpstr (doc->encoding, ==, "GB18030");
  g_assert_true (doc->encoding_guessed);
  g_assert_true (g_str_has_prefix (doc->encoding_reason, "no CA[]; detected GB18030 (plausibility "));
  assert_warnings (doc,
    "1:1: No usable CA[] and the text is not UTF-8; read as GB18030 (a guess)\n"
    "1:16: RE[黑中盘胜] read as RE[B+R]\n");

  g_assert_cmpstr (utf8->encoding, ==, "UTF-8");
  g_assert_cmpstr (utf8->encoding_reason, ==, "no CA[]; the text is valid UTF-8");
  g_assert_true (utf8->encoding_guessed);

  g_assert_cmpstr (tg_game_tree_get_value (latin->tree, main_node (latin->tree, 0, 0), "PW"), ==, "Jürgen");
  g_assert_cmpstr (latin->encoding, ==, "ISO-8859-1");
}

static void
test_encoding_wrong_ca (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok ("(;PB[井山裕太]CA[MS_KANJI]PW[山下敬吾])");
  g_autoptr(TgSgfDocument) unknown = read_ok ("(;CA[unknownencoding]GM[1])");
  g_autoptr(TgSgfDocument) empty = read_ok ("(;CA[])");

  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 0, 0), "PW"), ==, "山下敬吾");
  g_assert_cmpstr (doc->encoding, ==, "UTF-8");
  g_assert_true (doc->encoding_guessed);
  assert_warnings (doc, "1:14: CA[MS_KANJI] does not match the text, which is UTF-8; read as UTF-8\n");
  assert_warnings (unknown, "1:6: Unknown charset CA[unknownencoding]; the text decides\n");
  assert_warnings (empty, "1:6: Unknown charset CA[]; the text decides\n");
}

static void
test_encoding_wide (void)
{
  const char *text = "(;CA[UTF-16]PW[柯洁])";
  gsize len;
  g_autofree char *le = tg_test_encode (text, "UTF-16LE", &len);
  g_autofree char *with_bom = g_malloc (len + 2);
  g_autoptr(TgSgfDocument) d1 = NULL, d2 = NULL, d3 = NULL;

  memcpy (with_bom, "\xff\xfe", 2);
  memcpy (with_bom + 2, le, len);
  d1 = read_bytes (with_bom, len + 2, NULL);
  d2 = read_bytes (le, len, NULL);
  d3 = read_ok ("\xef\xbb\xbf(;PW[柯洁])");

  g_assert_cmpstr (tg_game_tree_get_value (d1->tree, main_node (d1->tree, 0, 0), "PW"), ==, "柯洁");
  g_assert_cmpstr (d1->encoding, ==, "UTF-16LE");
  g_assert_cmpstr (d1->encoding_reason, ==, "byte order mark (UTF-16LE)");
  g_assert_cmpstr (tg_game_tree_get_value (d2->tree, main_node (d2->tree, 0, 0), "PW"), ==, "柯洁");
  g_assert_cmpstr (d2->encoding_reason, ==, "UTF-16LE without a byte order mark (told by its NUL bytes)");
  g_assert_cmpstr (tg_game_tree_get_value (d3->tree, main_node (d3->tree, 0, 0), "PW"), ==, "柯洁");
  g_assert_cmpstr (d3->encoding_reason, ==, "byte order mark (UTF-8)");
}

static void
test_encoding_forced (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = read_bytes ("(;PW[\xc4\xea])", 10, "ISO-8859-7");
  g_autoptr(TgSgfDocument) none = tg_sgf_read ("(;)", 3, "no-such-charset", &error);

  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 0, 0), "PW"), ==, "Δκ");
  g_assert_cmpstr (doc->encoding_reason, ==, "chosen by the user");
  g_assert_null (none);
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING);
  g_assert_cmpstr (error->message, ==, "Unknown encoding “no-such-charset”");
}

static void
test_encoding_escaped_trail (void)
{
  /* SGFC escapes a ']' or '\' byte even inside a double-byte character:
   * 揮 is 93 5D in GB18030 and is written 93 5C 5D; 運 (DF 5C) as DF 5C 5C. */
  static const char data[] = "(;CA[GB18030]C[\xd6\xb8\x93\x5c\x5d\x99\xe0 \xdf\x5c\x5c\xdd\x94])";
  g_autoptr(TgSgfDocument) doc = read_bytes (data, sizeof data - 1, NULL);
  g_autofree char *c = tg_game_tree_get_text (doc->tree, main_node (doc->tree, 0, 0), "C");

  g_assert_cmpstr (c, ==, "指揮權 運輸");
}

/* The reader takes runs of plain moves in one loop: each way a run can
 * stop (white space, a pass B[tt] beyond a 9×9 board, a second property,
 * a variation, the end) must give the nodes a node-by-node reading
 * gives; worked out by hand from the text. */
static void
test_move_runs (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok (
    "(;SZ[9];B[ee];W[cc] ;B[gg]\n;W[cg]\t;B[tt];W[gc];B[ii]MN[3];W[dd];B[ef]C[x];W[fe]"
    "(;B[aa];W[ab])(;B[ba];W[bb];B[ca]))");
  TgGameTree *tree = doc->tree;
  static const char *const main_line[] = {
    "SZ[9]", "B[ee]", "W[cc]", "B[gg]", "W[cg]", "B[tt]", "W[gc]", "B[ii]MN[3]", "W[dd]", "B[ef]C[x]",
    "W[fe]", "B[aa]", "W[ab]",
  };
  TgNode fe, second;

  for (guint i = 0; i < G_N_ELEMENTS (main_line); i++)
    assert_props (tree, main_node (tree, 0, i), main_line[i]);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, main_node (tree, 0, 12)), ==, 0);
  fe = main_node (tree, 0, 10);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, fe), ==, 2);
  second = tg_game_tree_get_next_sibling (tree, tg_game_tree_get_first_child (tree, fe));
  assert_props (tree, second, "B[ba]");
  assert_props (tree, tg_game_tree_get_first_child (tree, second), "W[bb]");
  assert_props (tree, tg_game_tree_get_first_child (tree, tg_game_tree_get_first_child (tree, second)),
                "B[ca]");
}

/* @head (a collection whose last game ends in an open C[) then 古力 in
 * GB18030, closed, read. */
static TgSgfDocument *
read_with_gb_comment (const char *head)
{
  GString *s = g_string_new (head);
  gsize len;
  g_autofree char *gb = tg_test_encode ("古力", "GB18030", &len);
  TgSgfDocument *doc;

  g_string_append_len (s, gb, len);
  g_string_append (s, "])\n");
  doc = read_bytes (s->str, s->len, NULL);
  g_string_free (s, TRUE);
  return doc;
}

/* The split of a collection into its games steps over moves at once: a
 * CA[] after them, a ')' and a '(' inside values, and escaped ']' in
 * values must still be seen for what they are. */
static void
test_encoding_split (void)
{
  g_autoptr(TgSgfDocument) doc = read_with_gb_comment (
    "(;GM[1];B[pd];W[dp]C[a (note) \\] (;B[aa\\])];B[qq]N[b\\]])\n(;B[pd];W[dd]CA[GB18030]C[");

  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, 2);
  {
    g_autofree char *note = tg_game_tree_get_text (doc->tree, main_node (doc->tree, 0, 2), "C");

    g_assert_cmpstr (note, ==, "a (note) ] (;B[aa])");
  }
  assert_props (doc->tree, main_node (doc->tree, 0, 3), "B[qq]N[b\\]]");
  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 1, 1), "C"), ==, "古力");
}

static void
test_encoding_mixed (void)
{
  /* Each game may have its own CA[]. */
  g_autoptr(TgSgfDocument) doc = read_with_gb_comment ("(;CA[ISO-8859-15]C[s\xa4n])\n(;CA[GB18030]C[");

  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 0, 0), "C"), ==, "s€n");
  g_assert_cmpstr (tg_game_tree_get_value (doc->tree, main_node (doc->tree, 1, 0), "C"), ==, "古力");
  g_assert_cmpstr (doc->encoding_reason, ==,
                   "per game: 1: ISO-8859-15 (CA[ISO-8859-15]); 2: GB18030 (CA[GB18030])");
}

static void
test_nul_bytes (void)
{
  static const char data[] = "(;N[a\0b]C[x])";
  g_autoptr(TgSgfDocument) doc = read_bytes (data, sizeof data - 1, NULL);

  assert_props (doc->tree, main_node (doc->tree, 0, 0), "N[a b]C[x]");
  assert_warnings (doc,
    "1:1: No usable CA[] and the text is not UTF-8; read as ISO-8859-1 (a guess)\n"
    "1:6: 1 NUL byte replaced by a space\n");
}

static void
test_read_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(TgSgfDocument) doc = NULL;
  int fd = g_file_open_tmp ("test-sgf-read-XXXXXX.sgf", &path, &error);

  g_assert_no_error (error);
  g_assert_cmpint (write (fd, "(;SZ[9];B[ee])", 14), ==, 14);
  close (fd);
  doc = tg_sgf_read_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tg_game_tree_get_n_nodes (doc->tree), ==, 2);
  g_unlink (path);

  g_assert_null (tg_sgf_read_file ("/nonexistent/file.sgf", NULL, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "/nonexistent/file.sgf"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-read/collection", test_collection);
  g_test_add_func ("/sgf-read/locations", test_locations);
  g_test_add_func ("/sgf-read/whitespace", test_whitespace);
  g_test_add_func ("/sgf-read/escapes", test_escapes);
  g_test_add_func ("/sgf-read/points-sizes", test_points_and_sizes);
  g_test_add_func ("/sgf-read/ff3-names", test_ff3_names);
  g_test_add_func ("/sgf-read/junk", test_junk);
  g_test_add_func ("/sgf-read/empty-nodes", test_empty_nodes);
  g_test_add_func ("/sgf-read/sina", test_sina_dialect);
  g_test_add_func ("/sgf-read/duplicates", test_duplicates);
  g_test_add_func ("/sgf-read/stray", test_stray);
  g_test_add_func ("/sgf-read/moves-points", test_moves_and_points);
  g_test_add_func ("/sgf-read/errors", test_errors);
  g_test_add_func ("/sgf-read/keep-going", test_keep_going);
  g_test_add_func ("/sgf-read/not-go", test_not_go);
  g_test_add_func ("/sgf-read/other-formats", test_other_formats);
  g_test_add_func ("/sgf-read/deep", test_deep);
  g_test_add_func ("/sgf-read/encoding/declared", test_encoding_declared);
  g_test_add_func ("/sgf-read/encoding/detected", test_encoding_detected);
  g_test_add_func ("/sgf-read/encoding/wrong-ca", test_encoding_wrong_ca);
  g_test_add_func ("/sgf-read/encoding/wide", test_encoding_wide);
  g_test_add_func ("/sgf-read/encoding/forced", test_encoding_forced);
  g_test_add_func ("/sgf-read/encoding/escaped-trail", test_encoding_escaped_trail);
  g_test_add_func ("/sgf-read/encoding/mixed", test_encoding_mixed);
  g_test_add_func ("/sgf-read/encoding/split", test_encoding_split);
  g_test_add_func ("/sgf-read/move-runs", test_move_runs);
  g_test_add_func ("/sgf-read/nul-bytes", test_nul_bytes);
  g_test_add_func ("/sgf-read/read-file", test_read_file);
  return g_test_run ();
}
