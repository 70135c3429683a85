/* test-corpus-sgf.c: the SGF reader and writer on the real-world corpus
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Over ../shared/sgf ($TENGEN_TEST_CORPUS; every test skips without it):
 *  - every spec/ and games/ file loads and round-trips (write, read back:
 *    the same tree; write again: the same bytes; no new warnings), except
 *    the files of games other than Go, which fail with TG_SGF_ERROR_NOT_GO;
 *  - GoGui's expectations for spec/gogui/ff4_ex.1_game1.sgf;
 *  - encodings/ decodes as INDEX.csv says, and libsgfcplusplus' files in
 *    every charset give the same text as its UTF-8 file;
 *  - omegaGo's must-fail files fail, with a place and a message;
 *  - SGFC's test.sgf reports its problems on the lines SGFC puts them;
 *  - the sgfmill and KaTrain cases of malformed/extracted/ (*.jsonl).
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-sgf-charset.h"
#include "tg-point.h"
#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"
#include "tg-test-utils.h"
#include "test-corpus-sgf.h"

#define REPLACEMENT "\xef\xbf\xbd"

char *
corpus_path (const char *relative)
{
  const char *corpus = tg_test_corpus_dir ();

  return corpus ? g_build_filename (corpus, relative, NULL) : NULL;
}

gboolean
skip_without_corpus (void)
{
  if (tg_test_corpus_dir () != NULL)
    return FALSE;
  g_test_skip ("no corpus (set TENGEN_TEST_CORPUS)");
  return TRUE;
}

static TgSgfDocument *
read_corpus (const char *relative)
{
  g_autofree char *path = corpus_path (relative);
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read_file (path, NULL, &error);

  g_assert_no_error (error);
  return doc;
}

TgSgfDocument *
read_keep_going (const char *data,
                 gsize       len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read_full (bytes, NULL, TG_SGF_READ_KEEP_GOING, &error);

  g_assert_no_error (error);
  return doc;
}

/* Tree comparison --------------------------------------------------------- */

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

/* Raw values compared with line breaks made LF, as the writer does. */
static char *
normalise_breaks (const char *v)
{
  GString *s = g_string_new (NULL);

  for (const char *p = v; *p; p++)
    {
      if ((*p == '\r' || *p == '\n') && (p[1] == '\r' || p[1] == '\n') && p[1] != p[0])
        p++;
      g_string_append_c (s, *p == '\r' ? '\n' : *p);
    }
  return g_string_free (s, FALSE);
}

/* TRUE if both trees have the same games, nodes and properties (roots'
 * GM, FF, CA and AP aside); says where they differ otherwise. */
gboolean
same_tree (TgGameTree *a,
           TgGameTree *b,
           GString    *why)
{
  if (tg_game_tree_get_n_games (a) != tg_game_tree_get_n_games (b))
    {
      g_string_append_printf (why, "%u games, then %u", tg_game_tree_get_n_games (a),
                              tg_game_tree_get_n_games (b));
      return FALSE;
    }
  for (guint g = 0; g < tg_game_tree_get_n_games (a); g++)
    {
      TgNode na = tg_game_tree_get_root (a, g), nb = tg_game_tree_get_root (b, g);

      for (; na != TG_NODE_NONE; na = tg_game_tree_walk_next (a, na), nb = tg_game_tree_walk_next (b, nb))
        {
          gboolean root = tg_game_tree_get_parent (a, na) == TG_NODE_NONE;
          TgPropIter ia, ib;
          const char *ida, *idb;
          guint ca, cb;

          if (nb == TG_NODE_NONE ||
              tg_game_tree_get_n_children (a, na) != tg_game_tree_get_n_children (b, nb))
            {
              g_string_append_printf (why, "game %u: the structure differs", g + 1);
              return FALSE;
            }
          tg_prop_iter_init (&ia, a, na);
          tg_prop_iter_init (&ib, b, nb);
          while (next_prop (&ia, root, &ida, &ca))
            {
              if (!next_prop (&ib, root, &idb, &cb) || strcmp (ida, idb) != 0 || ca != cb)
                {
                  g_string_append_printf (why, "game %u: property %s differs", g + 1, ida);
                  return FALSE;
                }
              for (guint i = 0; i < ca; i++)
                {
                  g_autofree char *va = normalise_breaks (tg_prop_iter_next_value (&ia, NULL));
                  g_autofree char *vb = normalise_breaks (tg_prop_iter_next_value (&ib, NULL));

                  if (strcmp (va, vb) != 0)
                    {
                      g_string_append_printf (why, "game %u: %s[%s] became [%s]", g + 1, ida, va, vb);
                      return FALSE;
                    }
                }
            }
          if (next_prop (&ib, root, &idb, &cb))
            {
              g_string_append_printf (why, "game %u: extra property %s", g + 1, idb);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* spec/ and games/ -------------------------------------------------------- */

static void
test_spec_and_games (void)
{
  /* Other games than Go (libsgfcplusplus' and SGFC's escaping tests). */
  static const char *const not_go[] = { "escaping.sgf", "escaping-result.sgf", NULL };
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *spec = NULL, *games = NULL;
  guint loaded = 0, refused = 0;

  if (skip_without_corpus ())
    return;
  spec = corpus_path ("spec");
  games = corpus_path ("games");
  tg_test_collect_sgf_files (spec, files);
  tg_test_collect_sgf_files (games, files);
  g_assert_cmpuint (files->len, >, 300);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
      g_autoptr(TgSgfDocument) again = NULL;
      g_autofree char *out1 = NULL, *out2 = NULL;
      g_autoptr(GString) why = g_string_new (NULL);
      gsize len1 = 0, len2 = 0;

      if (g_strv_contains (not_go, base))
        {
          g_assert_null (doc);
          g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_NOT_GO);
          g_assert_true (g_str_has_suffix (error->message, "this is not a record of Go (GM[1]); Tengen reads only Go"));
          refused++;
          continue;
        }
      if (doc == NULL)
        {
          g_test_fail_printf ("%s: %s", path, error->message);
          continue;
        }
      loaded++;
      out1 = tg_sgf_write (doc->tree, &len1);
      again = tg_sgf_read (out1, len1, NULL, &error);
      if (again == NULL)
        {
          g_test_fail_printf ("%s: the written file does not load: %s", path, error->message);
          continue;
        }
      if (!same_tree (doc->tree, again->tree, why))
        g_test_fail_printf ("%s: round trip: %s", path, why->str);
      if (again->warnings->len > 0)
        g_test_fail_printf ("%s: the written file has warnings: %s", path,
                            ((TgSgfWarning *) g_ptr_array_index (again->warnings, 0))->message);
      out2 = tg_sgf_write (again->tree, &len2);
      if (len1 != len2 || memcmp (out1, out2, len1) != 0)
        g_test_fail_printf ("%s: writing twice gives different bytes", path);
    }
  g_test_message ("%u files loaded and round-tripped, %u refused as not Go", loaded, refused);
  g_assert_cmpuint (refused, ==, 3);
}

/* GoGui ------------------------------------------------------------------- */

guint
count_points (TgGameTree *tree,
              TgNode      node,
              const char *id)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autofree const char **values = NULL;
  guint n = 0;

  guint distinct = 0;

  values = tg_game_tree_get_values (tree, node, id, &n);
  for (guint i = 0; i < n; i++)
    g_assert_true (tg_point_list_from_sgf (values[i], 19, 19, points));
  /* Points given twice count once. */
  for (guint i = 0; i < points->len; i++)
    {
      gboolean again = FALSE;

      for (guint j = 0; j < i && !again; j++)
        again = g_array_index (points, TgPoint, j) == g_array_index (points, TgPoint, i);
      distinct += !again;
    }
  return distinct;
}

static void
check_label (TgGameTree *tree,
             TgNode      node,
             const char *gtp,
             const char *label)
{
  g_autofree const char **values = NULL;
  TgPoint p = tg_test_point (gtp, 19, 19);
  char sgf[3];
  guint n = 0;

  tg_point_to_sgf (p, sgf);
  values = tg_game_tree_get_values (tree, node, "LB", &n);
  for (guint i = 0; i < n; i++)
    if (strncmp (values[i], sgf, 2) == 0 && values[i][2] == ':')
      {
        g_assert_cmpstr (values[i] + 3, ==, label);
        return;
      }
  g_assert_not_reached ();
}

static void
check_values (TgGameTree        *tree,
              TgNode             node,
              const char        *id,
              const char *const *expected)
{
  g_autofree const char **values = NULL;
  guint n = 0;

  values = tg_game_tree_get_values (tree, node, id, &n);
  g_assert_cmpuint (n, ==, g_strv_length ((char **) expected));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (values[i], ==, expected[i]);
}

static void
test_gogui_ff4_example (void)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  TgGameTree *tree;
  TgNode root, node;
  guint n_nodes = 0;
  g_autofree char *comment = NULL;

  if (skip_without_corpus ())
    return;
  doc = read_corpus ("spec/gogui/ff4_ex.1_game1.sgf");
  tree = doc->tree;
  root = tg_game_tree_get_root (tree, 0);
  g_assert_cmpuint (doc->warnings->len, ==, 0);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "SZ"), ==, "19");

  /* SgfReaderTest.checkFF4Example */
  for (node = root; node != TG_NODE_NONE; node = tg_game_tree_walk_next (tree, node))
    n_nodes++;
  g_assert_cmpuint (n_nodes, ==, 54);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, root), ==, 5);

  node = tg_game_tree_get_nth_child (tree, root, 1);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, node), ==, 1);
  g_assert_cmpuint (count_points (tree, node, "AB"), ==, 16);
  g_assert_cmpuint (count_points (tree, node, "AW"), ==, 16);
  g_assert_cmpuint (count_points (tree, node, "AE"), ==, 0);
  node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (count_points (tree, node, "AE"), ==, 9);
  node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (count_points (tree, node, "AB"), ==, 1);
  g_assert_cmpuint (count_points (tree, node, "AW"), ==, 1);
  node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, node), ==, 0);
  g_assert_cmpstr (tg_game_tree_get_value (tree, node, "PL"), ==, "W");

  node = tg_game_tree_get_nth_child (tree, root, 2);
  g_assert_cmpuint (count_points (tree, node, "AB"), ==, 35);
  g_assert_cmpuint (count_points (tree, node, "AW"), ==, 37);
  node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (count_points (tree, node, "MA"), ==, 9);
  g_assert_cmpuint (count_points (tree, node, "CR"), ==, 9);
  g_assert_cmpuint (count_points (tree, node, "SQ"), ==, 9);
  g_assert_cmpuint (count_points (tree, node, "TR"), ==, 9);
  g_assert_cmpuint (count_points (tree, node, "SL"), ==, 9);
  g_assert_cmpuint (count_points (tree, node, "TB"), ==, 18);
  g_assert_cmpuint (count_points (tree, node, "TW"), ==, 19);
  node = tg_game_tree_get_first_child (tree, node);
  {
    guint n = 0;
    g_autofree const char **labels = tg_game_tree_get_values (tree, node, "LB", &n);
    static const char *const expected[][2] = {
      { "D17", "1" }, { "F17", "2" }, { "O17", "3" }, { "Q17", "4" }, { "D10", "a" },
      { "F10", "b" }, { "O10", "c" }, { "Q10", "d" }, { "G7", "AB" }, { "G6", "ABC" },
      { "G5", "ABCD" }, { "G4", "ABCDE" }, { "G3", "ABCDEF" }, { "G2", "ABCDEFG" },
      { "G1", "ABCDEFGH" }, { "N7", "12" }, { "N6", "123" }, { "N5", "1234" },
      { "N4", "12345" }, { "N3", "123456" }, { "N2", "1234567" }, { "N1", "12345678" },
    };

    g_assert_cmpuint (n, ==, 22);
    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      check_label (tree, node, expected[i][0], expected[i][1]);
  }
  node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, node), ==, 0);
  check_values (tree, node, "AR", (const char *[]) { "aa:sc", "sa:ac", "aa:sa", "aa:ac", "cd:cj",
                                                     "gd:md", "fh:ij", "kj:nh", NULL });
  check_values (tree, node, "DD", (const char *[]) { "kq:os", "dq:hs", NULL });
  check_values (tree, node, "LN", (const char *[]) { "pj:pd", "nf:ff", "ih:fj", "kh:nj", NULL });

  node = tg_game_tree_get_nth_child (tree, root, 3);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, node), ==, 6);
  comment = tg_game_tree_get_text (tree, node, "C");
  g_assert_cmpstr (comment, ==,
    "There are hard linebreaks & soft linebreaks.\n"
    "Soft linebreaks are linebreaks preceeded by '\\' like this one >ok<. Hard line breaks are all other linebreaks.\n"
    "Soft linebreaks are converted to >nothing<, i.e. removed.\n"
    "\n"
    "Note that linebreaks are coded differently on different systems.\n"
    "\n"
    "Examples (>ok< shouldn't be split):\n"
    "\n"
    "linebreak 1 \"\\n\": >ok<\n"
    "linebreak 2 \"\\n\\r\": >ok<\n"
    "linebreak 3 \"\\r\\n\": >ok<\n"
    "linebreak 4 \"\\r\": >ok<");
  node = tg_game_tree_get_first_child (tree, node);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, node), ==, 4);
}

/* Encodings --------------------------------------------------------------- */

static void
assert_no_replacement (TgSgfDocument *doc,
                       const char    *file)
{
  g_autofree char *out = tg_sgf_write (doc->tree, NULL);

  if (strstr (out, REPLACEMENT) != NULL)
    g_test_fail_printf ("%s: the decoded text has U+FFFD", file);
}

static void
test_encodings_index (void)
{
  g_autofree char *index_path = NULL;
  g_autofree char *index = NULL;
  g_auto(GStrv) lines = NULL;
  guint checked = 0;

  if (skip_without_corpus ())
    return;
  index_path = corpus_path ("encodings/INDEX.csv");
  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  lines = g_strsplit (index, "\n", -1);

  for (guint i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], ",", -1);
      const char *file = f[0], *ca = f[2], *bom = f[3], *utf8 = f[4], *accepted = f[5];
      g_autoptr(TgSgfDocument) doc = NULL;
      g_autofree char *expected = NULL;

      doc = read_corpus (file);
      if (bom[0] != '\0')
        {
          /* "UTF-16LE BOM": the BOM decides. */
          g_auto(GStrv) words = g_strsplit (bom, " ", 2);
          expected = g_strdup (words[0]);
        }
      else if (g_str_has_prefix (file, "encodings/sgfc/mixed-encoding.sgf"))
        expected = g_strdup ("UTF-16LE");   /* the first game's; each game its own */
      else if (ca[0] != '\0' && g_strcmp0 (utf8, "valid") == 0 &&
               tg_charset_lookup (ca) != tg_charset_lookup ("UTF-8") &&
               strstr (accepted, "utf-8") != NULL && strstr (accepted, "ascii-only") == NULL &&
               !g_str_has_prefix (ca, "UTF-16"))
        expected = g_strdup ("UTF-8");      /* a CA[] the UTF-8 text contradicts */
      else if (ca[0] != '\0')
        expected = g_strdup (tg_charset_get_name (tg_charset_lookup (ca)));
      else if (g_strcmp0 (utf8, "valid") == 0)
        expected = g_strdup ("UTF-8");
      else if (strstr (accepted, "shift_jis") != NULL && strstr (accepted, "gb2312") == NULL)
        expected = g_strdup ("Shift_JIS");  /* bytes GB2312 refuses: Japanese */
      else
        expected = g_strdup ("GB18030");    /* the Chinese sites */

      if (g_strcmp0 (doc->encoding, expected) != 0)
        g_test_fail_printf ("%s: read as %s, INDEX.csv says %s", file, doc->encoding, expected);
      if (ca[0] == '\0' && bom[0] == '\0' && g_strcmp0 (utf8, "invalid") == 0 && !doc->encoding_guessed)
        g_test_fail_printf ("%s: a detected charset must be marked as guessed", file);
      if (!g_str_has_suffix (file, "sabaki_japanese_bad.sgf"))   /* has U+FFFD in its bytes */
        assert_no_replacement (doc, file);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 48);
}

static void
test_encodings_names (void)
{
  static const struct { const char *file; const char *id; const char *text; } cases[] = {
    { "encodings/sabaki_chinese.sgf", "PW", "柯洁" },
    { "encodings/sabaki_chinese.sgf", "PB", "古力" },
    { "encodings/sabaki_japanese.sgf", "PB", "井山 裕太" },
    { "encodings/sabaki_japanese.sgf", "PW", "山下 敬吾" },
    { "encodings/sabaki_korean.sgf", "PB", "이세돌" },
    { "encodings/sabaki_korean.sgf", "PW", "박정환" },
    { "encodings/sabaki_utf16le.sgf", "PW", "Go Seigen" },
    { "encodings/sabaki_nihon-kiin.sgf", "PW", "党毅飛" },
    { "encodings/katrain_fox_sgf_works.sgf", "PW", "注号用名" },
    { "encodings/gb_chinese_sites/m8_020_LeeSedol_vs_KongJie.sgf", "PB", "李世石" },
    { "encodings/gb_chinese_sites/m8_020_LeeSedol_vs_KongJie.sgf", "PW", "孔杰" },
    { "encodings/gb_chinese_sites/m8_sgf_20091102_12kj.sgf", "PB", "古力九段" },
    { "encodings/gb_chinese_sites/m8_sgf_20091102_12kj.sgf", "RE", "W+R" },
    { "encodings/gb_chinese_sites/m8_sgf_20091102_12kj.sgf", "KM", "6.5" },
    { "encodings/gb_chinese_sites/m8_sgf_2009829_1101.sgf", "RE", "W+4.5" },
    { "encodings/gb_chinese_sites/m8_QiuJun_vs_LeeChangho_20091102.sgf", "PW", "李昌镐" },
  };

  if (skip_without_corpus ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgSgfDocument) doc = read_corpus (cases[i].file);
      g_autofree char *text = tg_game_tree_get_text (doc->tree, tg_game_tree_get_root (doc->tree, 0),
                                                     cases[i].id);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* Every gb_chinese_sites/ file: detected as GB18030, Chinese text, no U+FFFD. */
static void
test_encodings_gb_sites (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir = NULL;

  if (skip_without_corpus ())
    return;
  dir = corpus_path ("encodings/gb_chinese_sites");
  tg_test_collect_sgf_files (dir, files);
  g_assert_cmpuint (files->len, ==, 17);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
      g_autofree char *out = NULL;

      g_assert_no_error (error);
      g_assert_cmpstr (doc->encoding, ==, "GB18030");
      g_assert_true (doc->encoding_guessed);
      out = tg_sgf_write (doc->tree, NULL);
      g_assert_null (strstr (out, REPLACEMENT));
      /* Frequent words of these records: 九段 (9 dan), 的 (of), 黑/白. */
      g_assert_true (strstr (out, "九段") != NULL || strstr (out, "的") != NULL || strstr (out, "黑") != NULL);
    }
}

/* "The comment in the following node is in Greek." → the node's text. */
static GHashTable *
texts_by_language (TgGameTree *tree)
{
  GHashTable *texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  TgNode root = tg_game_tree_get_root (tree, 0);
  const char *marker = "The comment in the following node is in ";

  for (TgNode n = root; n != TG_NODE_NONE; n = tg_game_tree_get_first_child (tree, n))
    {
      g_autofree char *c = tg_game_tree_get_text (tree, n, "C");
      TgNode next = tg_game_tree_get_first_child (tree, n);

      if (c != NULL && g_str_has_prefix (c, marker) && next != TG_NODE_NONE)
        g_hash_table_insert (texts, g_strndup (c + strlen (marker), strlen (c) - strlen (marker) - 1),
                             tg_game_tree_get_text (tree, next, "C"));
    }
  return texts;
}

static void
test_encodings_libsgfcplusplus (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TgSgfDocument) reference = NULL;
  g_autoptr(GHashTable) expected = NULL;
  g_autofree char *dir = NULL;
  guint compared = 0;

  if (skip_without_corpus ())
    return;
  reference = read_corpus ("encodings/libsgfcplusplus/encoding-utf8-nobom.sgf");
  expected = texts_by_language (reference->tree);
  g_assert_cmpuint (g_hash_table_size (expected), ==, 10);
  dir = corpus_path ("encodings/libsgfcplusplus");
  tg_test_collect_sgf_files (dir, files);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
      g_autoptr(GHashTable) texts = NULL;
      GHashTableIter it;
      gpointer lang, text;

      g_assert_no_error (error);
      g_assert_cmpuint (doc->warnings->len, ==, 0);
      assert_no_replacement (doc, path);
      texts = texts_by_language (doc->tree);
      g_hash_table_iter_init (&it, texts);
      while (g_hash_table_iter_next (&it, &lang, &text))
        {
          const char *want = g_hash_table_lookup (expected, lang);

          if (want == NULL)
            g_test_fail_printf ("%s: unexpected language %s", path, (char *) lang);
          else if (g_strcmp0 (want, text) != 0)
            g_test_fail_printf ("%s: the %s text differs from the UTF-8 file's", path, (char *) lang);
          compared++;
        }
    }
  g_test_message ("%u texts compared", compared);
  g_assert_cmpuint (compared, >=, 40);
}

static void
test_encodings_mixed (void)
{
  /* SGFC -E2 reads each game with its own CA[] (mixed-encoding-result.sgf). */
  static const char *const expected[] = {
    "hallö! DÜ! ßüper dich zu s€h€n-",
    "hallö! DÜ! ßüper dich zu s€h€n-",
    "s¤h¤n",
    "Cho Chikun (Cho Chihun, Japanese: 趙 治勲, Korean: 조치훈)\n交通運輸\n指揮權",
    /* SGFC turns the Shift_JIS byte 5C into ¥; Tengen keeps '\' the SGF
     * escape character it is in every charset's ASCII range. */
    "Yen: \\",
  };
  g_autoptr(TgSgfDocument) doc = NULL;

  if (skip_without_corpus ())
    return;
  doc = read_corpus ("encodings/sgfc/mixed-encoding.sgf");
  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, G_N_ELEMENTS (expected));
  for (guint g = 0; g < G_N_ELEMENTS (expected); g++)
    {
      g_autofree char *c = tg_game_tree_get_text (doc->tree, tg_game_tree_get_root (doc->tree, g), "C");
      g_assert_cmpstr (c, ==, expected[g]);
    }
}

/* Malformed --------------------------------------------------------------- */

static void
test_omegago_must_fail (void)
{
  static const char *const files[] = {
    "omegago_close-paren-semicolon-not-legal.sgf",
    "omegago_one-extra-close-paren.sgf",
    "omegago_open-paren-missing-at-start.sgf",
    "omegago_semicolon-after-paren-missing-variations.sgf",
    "omegago_semicolon-missing.sgf",
  };

  if (skip_without_corpus ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *rel = g_build_filename ("malformed/omegago", files[i], NULL);
      g_autofree char *path = corpus_path (rel);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
      guint line = 0, column = 0;

      g_assert_null (doc);
      g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_SYNTAX);
      g_assert_cmpint (sscanf (error->message, "%u:%u: ", &line, &column), ==, 2);
      g_assert_cmpuint (line, >, 0);
      g_test_message ("%s: %s", files[i], error->message);
    }
}

/* Records cut short (a ")" missing at the end) are read up to the cut,
 * with a warning at the end of the file. */
static void
test_omegago_cut_short (void)
{
  static const struct { const char *file; const char *warning; guint nodes; } cases[] = {
    { "omegago_missing-close-paren-at-end.sgf",
      "2:1: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up to "
      "here was read", 2 },
    { "omegago_one-close-paren-missing.sgf",
      "94:1: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up to "
      "here was read", 28 },
  };

  if (skip_without_corpus ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *rel = g_build_filename ("malformed/omegago", cases[i].file, NULL);
      g_autofree char *path = corpus_path (rel);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
      const TgSgfWarning *w;
      g_autofree char *where = NULL;
      guint nodes = 0;

      g_assert_no_error (error);
      g_assert_cmpuint (doc->warnings->len, ==, 1);
      w = g_ptr_array_index (doc->warnings, 0);
      where = g_strdup_printf ("%u:%u: %s", w->line, w->column, w->message);
      g_assert_cmpstr (where, ==, cases[i].warning);
      for (TgNode n = tg_game_tree_get_root (doc->tree, 0); n != TG_NODE_NONE;
           n = tg_game_tree_walk_next (doc->tree, n))
        nodes++;
      g_assert_cmpuint (nodes, ==, cases[i].nodes);
    }
}

static gint
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static void
test_sgfc_test_file (void)
{
  /* SGFC puts its error n on line n. The lines where Tengen finds a
   * problem, and what it finds first. */
  /* Line 71: the game whose bytes are not UTF-8 (read as ISO-8859-1,
   * the charset detected for the whole file, a guess noted there; the
   * collection is decoded game by game). */
  static const guint expected_lines[] = {
    1, 8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 28, 32, 33, 36, 47, 50,
    51, 52, 54, 66, 67, 71, 72, 76,
  };
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));
  gsize len;

  if (skip_without_corpus ())
    return;
  path = corpus_path ("malformed/sgfc/test.sgf");
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));

  g_assert_null (tg_sgf_read (data, len, NULL, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_BAD_MOVE);
  g_assert_cmpstr (error->message, ==, "14:25: B[90] is not a move on the 19×19 board");

  doc = read_keep_going (data, len);
  for (guint k = 0; k < 2; k++)
    {
      GPtrArray *list = k ? doc->errors : doc->warnings;

      for (guint i = 0; i < list->len; i++)
        {
          guint line = ((TgSgfWarning *) g_ptr_array_index (list, i))->line;
          gboolean seen = FALSE;

          for (guint j = 0; j < lines->len; j++)
            seen |= g_array_index (lines, guint, j) == line;
          if (!seen)
            g_array_append_val (lines, line);
        }
    }
  g_array_sort (lines, compare_uint);
  g_assert_cmpuint (lines->len, ==, G_N_ELEMENTS (expected_lines));
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpuint (g_array_index (lines, guint, i), ==, expected_lines[i]);
  /* The value and the game tree cut by the end of the file (line 76) are
   * warnings: the record is read up to the cut. */
  g_assert_cmpuint (doc->errors->len, ==, 7);
  g_assert_cmpuint (doc->warnings->len, ==, 35);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/corpus-sgf/spec-and-games", test_spec_and_games);
  g_test_add_func ("/corpus-sgf/gogui-ff4-example", test_gogui_ff4_example);
  g_test_add_func ("/corpus-sgf/encodings/index", test_encodings_index);
  g_test_add_func ("/corpus-sgf/encodings/names", test_encodings_names);
  g_test_add_func ("/corpus-sgf/encodings/gb-sites", test_encodings_gb_sites);
  g_test_add_func ("/corpus-sgf/encodings/libsgfcplusplus", test_encodings_libsgfcplusplus);
  g_test_add_func ("/corpus-sgf/encodings/mixed", test_encodings_mixed);
  g_test_add_func ("/corpus-sgf/omegago-must-fail", test_omegago_must_fail);
  g_test_add_func ("/corpus-sgf/omegago-cut-short", test_omegago_cut_short);
  g_test_add_func ("/corpus-sgf/sgfc-test", test_sgfc_test_file);
  test_corpus_sgf_add_extracted ();
  return g_test_run ();
}
