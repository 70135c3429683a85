/* test-corpus-import.c: other servers' records and Chinese sites' SGF
 * from the shared corpus
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * foreign/ with the values its README gives (transcribed from Sabaki's
 * tests), KaTrain's and WeiqiHub's files with the values their tests
 * expect, and every record of encodings/gb_chinese_sites/: its moves,
 * variations included, all legal, its TE[] and RD[] read as EV and DT.
 * Skips without the corpus.
 */

#include "config.h"

#include <string.h>

#include "tg-game.h"
#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

static TgSgfDocument *
read_corpus (const char *relative)
{
  g_autofree char *path = g_build_filename (tg_test_corpus_dir (), relative, NULL);
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc;

  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  doc = tg_sgf_read_file (path, NULL, &error);
  g_assert_no_error (error);
  return doc;
}

static gboolean
skip_without_corpus (void)
{
  if (tg_test_corpus_dir () != NULL)
    return FALSE;
  g_test_skip ("no corpus (set TENGEN_TEST_CORPUS)");
  return TRUE;
}

static const char *
root_value (TgSgfDocument *doc,
            const char    *id)
{
  return tg_game_tree_get_value (doc->tree, tg_game_tree_get_root (doc->tree, 0), id);
}

/* "W[pp] B[nq] ..." : the first @n moves of the main line. */
static char *
first_moves (TgSgfDocument *doc,
             guint          n)
{
  GString *out = g_string_new (NULL);
  TgNode node = tg_game_tree_get_root (doc->tree, 0);

  while (n-- > 0 && (node = tg_game_tree_get_first_child (doc->tree, node)) != TG_NODE_NONE)
    {
      g_autofree char *props = tg_test_props_text (doc->tree, node);
      g_string_append_printf (out, "%s%s", out->len ? " " : "", props);
    }
  return g_string_free (out, FALSE);
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/* The root's AB points, sorted, space-separated. */
static char *
sorted_ab (TgSgfDocument *doc)
{
  guint n = 0;
  g_autofree const char **values = tg_game_tree_get_values (
    doc->tree, tg_game_tree_get_root (doc->tree, 0), "AB", &n);
  g_autoptr(GPtrArray) list = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (list, (gpointer) values[i]);
  g_ptr_array_sort (list, compare_strings);
  g_ptr_array_add (list, NULL);
  return g_strjoinv (" ", (char **) list->pdata);
}

static gboolean
has_script (const char *text,
            gunichar    from,
            gunichar    to)
{
  for (const char *s = text; s != NULL && *s != '\0'; s = g_utf8_next_char (s))
    if (g_utf8_get_char (s) >= from && g_utf8_get_char (s) <= to)
      return TRUE;
  return FALSE;
}

static void
test_gib (void)
{
  g_autoptr(TgSgfDocument) utf8 = NULL, gb = NULL, kr = NULL;
  g_autofree char *moves = NULL, *ab = NULL;

  if (skip_without_corpus ())
    return;
  utf8 = read_corpus ("foreign/gib/sabaki-utf8.gib");
  g_assert_cmpstr (root_value (utf8, "SZ"), ==, "19");
  g_assert_cmpstr (root_value (utf8, "KM"), ==, "0");
  g_assert_cmpstr (root_value (utf8, "PW"), ==, "leejw977");
  g_assert_cmpstr (root_value (utf8, "WR"), ==, "10K");
  g_assert_cmpstr (root_value (utf8, "PB"), ==, "jy512");
  g_assert_cmpstr (root_value (utf8, "BR"), ==, "15K");
  g_assert_cmpstr (root_value (utf8, "DT"), ==, "2016-03-26");
  g_assert_cmpstr (root_value (utf8, "HA"), ==, "3");
  ab = sorted_ab (utf8);
  g_assert_cmpstr (ab, ==, "dd dp pd");
  moves = first_moves (utf8, 4);
  g_assert_cmpstr (moves, ==, "W[pp] B[nq] W[qn] B[no]");

  gb = read_corpus ("foreign/gib/sabaki-gb2312.gib");
  g_assert_cmpstr (root_value (gb, "PB"), ==, "石下之臣");

  kr = read_corpus ("foreign/gib/sabaki-euc-kr.gib");
  g_assert_cmpstr (kr->encoding, ==, "EUC-KR");
  g_assert_true (has_script (root_value (kr, "GN"), 0xac00, 0xd7a3));
}

static void
test_ngf (void)
{
  g_autoptr(TgSgfDocument) even = NULL, gb = NULL, h2 = NULL;
  g_autofree char *moves = NULL, *ab = NULL;

  if (skip_without_corpus ())
    return;
  even = read_corpus ("foreign/ngf/sabaki-even.ngf");
  g_assert_cmpstr (root_value (even, "SZ"), ==, "19");
  g_assert_cmpstr (root_value (even, "KM"), ==, "7.5");
  g_assert_cmpstr (root_value (even, "PW"), ==, "LQC");
  g_assert_cmpstr (root_value (even, "WR"), ==, "9p");
  g_assert_cmpstr (root_value (even, "PB"), ==, "CYY");
  g_assert_cmpstr (root_value (even, "BR"), ==, "9p");
  g_assert_cmpstr (root_value (even, "DT"), ==, "2017-03-16");
  g_assert_cmpstr (root_value (even, "RE"), ==, "B+0.5");
  moves = first_moves (even, 4);
  g_assert_cmpstr (moves, ==, "B[qd] W[dd] B[pq] W[dp]");

  gb = read_corpus ("foreign/ngf/sabaki-gb2312.ngf");
  g_assert_true (has_script (root_value (gb, "PW"), 0x4e00, 0x9fff));
  g_assert_true (has_script (root_value (gb, "PB"), 0x4e00, 0x9fff));

  h2 = read_corpus ("foreign/ngf/sabaki-handicap2.ngf");
  ab = sorted_ab (h2);
  g_assert_cmpstr (ab, ==, "dp pd");
  g_assert_cmpstr (root_value (h2, "HA"), ==, "2");
  g_clear_pointer (&moves, g_free);
  moves = first_moves (h2, 1);
  g_assert_true (g_str_has_prefix (moves, "W["));
}

static void
test_ugf (void)
{
  g_autoptr(TgSgfDocument) game = NULL, review = NULL;
  g_autofree char *moves = NULL, *comment = NULL;

  if (skip_without_corpus ())
    return;
  game = read_corpus ("foreign/ugf/sabaki-amateur.ugf");
  g_assert_cmpstr (root_value (game, "SZ"), ==, "19");
  g_assert_cmpfloat (g_ascii_strtod (root_value (game, "KM"), NULL), ==, -5.5);
  g_assert_cmpstr (root_value (game, "PW"), ==, "YINNI");
  g_assert_cmpstr (root_value (game, "WR"), ==, "8d");
  g_assert_cmpstr (root_value (game, "PB"), ==, "kaziwami");
  g_assert_cmpstr (root_value (game, "BR"), ==, "7d");
  g_assert_cmpstr (root_value (game, "DT"), ==, "2019-03-08");
  g_assert_cmpstr (root_value (game, "RE"), ==, "B+7.5");
  moves = first_moves (game, 4);
  g_assert_cmpstr (moves, ==, "B[qd] W[dd] B[pq] W[dq]");

  review = read_corpus ("foreign/ugf/sabaki-review.ugi");
  comment = tg_game_tree_get_text (review->tree, tg_game_tree_get_root (review->tree, 0), "C");
  g_assert_true (g_str_has_prefix (comment, "apetresc 2k?: Let's begin and enjoy a great game.\n"
                                            "ken03110 2k : Hi!"));
}

static void
test_others (void)
{
  g_autoptr(TgSgfDocument) kg = NULL, kn = NULL, wq = NULL;
  g_autofree char *moves = NULL, *ab = NULL;
  TgNode node;
  guint n = 0;

  if (skip_without_corpus ())
    return;
  /* KaTrain's test_gibo and test_ngf. */
  kg = read_corpus ("malformed/katrain/other_formats/test.gib");
  g_assert_cmpstr (root_value (kg, "PW"), ==, "wildsim1");
  g_assert_cmpstr (root_value (kg, "WR"), ==, "2D");
  g_assert_cmpstr (root_value (kg, "PB"), ==, "kim");
  g_assert_cmpstr (root_value (kg, "BR"), ==, "2D");
  g_assert_cmpstr (root_value (kg, "RE"), ==, "W+T");
  g_assert_cmpstr (root_value (kg, "KM"), ==, "6.5");
  g_assert_cmpstr (root_value (kg, "DT"), ==, "2020-06-14");
  moves = first_moves (kg, 1);
  g_assert_cmpstr (moves, ==, "B[pd]");

  kn = read_corpus ("malformed/katrain/other_formats/handicap2.ngf");
  ab = sorted_ab (kn);
  g_assert_cmpstr (ab, ==, "dp pd");
  g_assert_cmpstr (root_value (kn, "DT"), ==, "2017-03-16");
  g_assert_cmpstr (root_value (kn, "HA"), ==, "2");
  g_assert_cmpstr (root_value (kn, "PB"), ==, "p81587");
  g_assert_cmpstr (root_value (kn, "PW"), ==, "ace550");
  g_assert_true (g_str_has_prefix (root_value (kn, "RE"), "W+"));
  g_clear_pointer (&moves, g_free);
  moves = first_moves (kn, 1);
  g_assert_cmpstr (moves, ==, "W[pq]");

  /* WeiqiHub's snapshot: 289 moves, the first Black at row 15 column 15,
   * the last three B (6, 1), W (1, 3), B (1, 2) as (row, column). */
  wq = read_corpus ("malformed/weiqihub/other_formats/tygem_19x19.gib");
  g_clear_pointer (&moves, g_free);
  moves = first_moves (wq, 1);
  g_assert_cmpstr (moves, ==, "B[pp]");
  for (node = tg_game_tree_get_root (wq->tree, 0);
       tg_game_tree_get_first_child (wq->tree, node) != TG_NODE_NONE; n++)
    node = tg_game_tree_get_first_child (wq->tree, node);
  g_assert_cmpuint (n, ==, 289);
  g_assert_cmpstr (tg_game_tree_get_value (wq->tree, node, "B"), ==, "cb");
  node = tg_game_tree_get_parent (wq->tree, node);
  g_assert_cmpstr (tg_game_tree_get_value (wq->tree, node, "W"), ==, "db");
  node = tg_game_tree_get_parent (wq->tree, node);
  g_assert_cmpstr (tg_game_tree_get_value (wq->tree, node, "B"), ==, "bg");
}

/* Every move of every line of @doc's first game is legal. */
static void
assert_all_legal (const char    *name,
                  TgSgfDocument *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = tg_game_new_for_tree (doc->tree, 0, &error);
  TgNode root = tg_game_tree_get_root (doc->tree, 0);

  g_assert_no_error (error);
  for (TgNode n = root; n != TG_NODE_NONE; n = tg_game_tree_walk_next (doc->tree, n))
    if (tg_game_tree_has_prop (doc->tree, n, "B") || tg_game_tree_has_prop (doc->tree, n, "W"))
      {
        tg_game_go_to (game, n);
        if (tg_game_get_move_verdict (game, n) != TG_MOVE_OK)
          g_error ("%s: an illegal move at depth %u", name,
                   tg_game_tree_get_depth (doc->tree, n));
      }
}

static void
test_chinese_sites (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;
  guint n_files = 0, n_events = 0;

  if (skip_without_corpus ())
    return;
  dir = g_build_filename (tg_test_corpus_dir (), "encodings", "gb_chinese_sites", NULL);
  d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *relative = g_build_filename ("encodings/gb_chinese_sites", name, NULL);
      g_autoptr(TgSgfDocument) doc = NULL;
      gsize len;
      const char *raw;

      if (!g_str_has_suffix (name, ".sgf"))
        continue;
      doc = read_corpus (relative);
      raw = g_bytes_get_data (doc->raw, &len);
      n_files++;
      assert_all_legal (name, doc);
      /* A root TE[] with text became the event, RD[] the date. */
      if (g_strstr_len (raw, MIN (len, 400), "TE[") != NULL)
        {
          g_assert_nonnull (root_value (doc, "EV"));
          g_assert_nonnull (root_value (doc, "DT"));
          g_assert_null (root_value (doc, "TE"));
          g_assert_true (g_regex_match_simple ("^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                                               root_value (doc, "DT"), 0, 0));
          n_events++;
        }
    }
  g_assert_cmpuint (n_files, ==, 17);
  g_assert_cmpuint (n_events, >=, 9);
}

static void
test_replayed_variations (void)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  TgGameTree *tree;
  TgNode node;
  guint variations = 0, moves = 0;

  if (skip_without_corpus ())
    return;
  doc = read_corpus ("encodings/gb_chinese_sites/m8_sgf_2009829_1101.sgf");
  tree = doc->tree;
  g_assert_cmpstr (root_value (doc, "EV"), ==, "第4届世界围棋巅峰对决");
  g_assert_cmpstr (root_value (doc, "DT"), ==, "2009-08-29");
  /* The first variation is Black Q11 (pi) as move 15, after move 14. */
  node = tg_game_tree_get_root (tree, 0);
  for (guint i = 0; i < 14; i++)
    node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, node), ==, 2);
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_tree_get_nth_child (tree, node, 1), "B"),
                   ==, "pi");
  /* 23 variations, none of them starting from move 1 again. */
  for (TgNode n = tg_game_tree_get_root (tree, 0); n != TG_NODE_NONE;
       n = tg_game_tree_walk_next (tree, n))
    if (tg_game_tree_get_child_index (tree, n) > 0)
      {
        variations++;
        g_assert_cmpuint (tg_game_tree_get_depth (tree, n), >, 1);
      }
  g_assert_cmpuint (variations, ==, 23);
  for (guint i = 0; i < doc->warnings->len; i++)
    moves += strstr (((TgSgfWarning *) g_ptr_array_index (doc->warnings, i))->message,
                     "This variation repeats") != NULL;
  g_assert_cmpuint (moves, ==, 23);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/corpus-import/gib", test_gib);
  g_test_add_func ("/corpus-import/ngf", test_ngf);
  g_test_add_func ("/corpus-import/ugf", test_ugf);
  g_test_add_func ("/corpus-import/katrain-weiqihub", test_others);
  g_test_add_func ("/corpus-import/chinese-sites", test_chinese_sites);
  g_test_add_func ("/corpus-import/replayed-variations", test_replayed_variations);
  return g_test_run ();
}
