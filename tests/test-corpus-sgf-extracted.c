/* test-corpus-sgf-extracted.c: sgfmill's and KaTrain's cases
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * malformed/extracted/ (*.jsonl) holds the inputs of sgfmill's and KaTrain's
 * parser tests with the outcome each expects. Every case is listed below
 * with what Tengen must do; where Tengen differs, the case says why.
 */

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-sgf-writer.h"
#include "tg-test-utils.h"
#include "test-corpus-sgf.h"

/* Shape as sgfmill's tests write it, "(3,[(1,[]),(2,[])])": the length of
 * a sequence and the variations at its end. A single variation is the
 * same tree as a longer sequence, so it is merged into it. */
static char *
shape_tree (TgGameTree *tree,
            TgNode      start)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (TgNode) * 2);
  TgNode seq = start;

  for (;;)
    {
      if (seq != TG_NODE_NONE)
        {
          TgNode n = seq;
          guint a = 1;

          while (tg_game_tree_get_n_children (tree, n) == 1)
            {
              n = tg_game_tree_get_first_child (tree, n);
              a++;
            }
          g_string_append_printf (out, "(%u,[", a);
          if (tg_game_tree_get_n_children (tree, n) >= 2)
            {
              TgNode frame[2] = { n, tg_game_tree_get_first_child (tree, n) };
              g_array_append_val (stack, frame);
            }
          else
            g_string_append (out, "])");
          seq = TG_NODE_NONE;
          continue;
        }
      if (stack->len == 0)
        break;
      {
        TgNode *frame = &g_array_index (stack, TgNode, 2 * (stack->len - 1));
        TgNode child = frame[1];

        if (child == TG_NODE_NONE)
          {
            g_string_append (out, "])");
            g_array_set_size (stack, stack->len - 1);
            continue;
          }
        if (child != tg_game_tree_get_first_child (tree, frame[0]))
          g_string_append_c (out, ',');
        frame[1] = tg_game_tree_get_next_sibling (tree, child);
        seq = child;
      }
    }
  return g_string_free (out, FALSE);
}

typedef enum
{
  CLEAN,        /* loads, no warning */
  WARN,         /* loads with warnings, no error */
  PROBLEM,      /* a warning or an error: the input is wrong */
  ERROR,        /* an error (the input is wrong, and Tengen says so) */
  ANY,          /* tokenizer-level case: reading must only not crash */
  NOT_READING,  /* sgfmill's API for setting or serialising values */
} Outcome;

typedef struct
{
  const char *file;
  guint       line;
  Outcome     outcome;
  const char *expected;    /* shape, props, text, ... (see check_case) */
  const char *why;         /* where Tengen differs from the source, and why */
} Case;

#define EXTRA_PAREN "sgfmill stops after the first game; Tengen reads the collection, where a “)” " \
                    "that closes nothing is unbalanced (omegaGo's one-extra-close-paren must fail)"

static const Case cases[] = {
  /* sgfmill_sgf_grammar_tests: the tokenizer (check_complete: consumed
   * all; check_incomplete: stopped early, so something is wrong). */
  { "sgfmill_sgf_grammar", 68, ANY }, { "sgfmill_sgf_grammar", 70, PROBLEM },
  { "sgfmill_sgf_grammar", 71, PROBLEM }, { "sgfmill_sgf_grammar", 74, PROBLEM },
  { "sgfmill_sgf_grammar", 75, PROBLEM }, { "sgfmill_sgf_grammar", 76, PROBLEM },
  { "sgfmill_sgf_grammar", 79, ANY }, { "sgfmill_sgf_grammar", 80, ANY },
  { "sgfmill_sgf_grammar", 82, CLEAN }, { "sgfmill_sgf_grammar", 83, CLEAN },
  { "sgfmill_sgf_grammar", 84, CLEAN }, { "sgfmill_sgf_grammar", 85, CLEAN },
  { "sgfmill_sgf_grammar", 86, CLEAN }, { "sgfmill_sgf_grammar", 87, CLEAN },
  { "sgfmill_sgf_grammar", 88, CLEAN }, { "sgfmill_sgf_grammar", 89, CLEAN },
  { "sgfmill_sgf_grammar", 90, CLEAN }, { "sgfmill_sgf_grammar", 91, CLEAN },
  { "sgfmill_sgf_grammar", 92, CLEAN }, { "sgfmill_sgf_grammar", 94, ANY },
  { "sgfmill_sgf_grammar", 95, ANY }, { "sgfmill_sgf_grammar", 96, ANY },
  { "sgfmill_sgf_grammar", 104, PROBLEM }, { "sgfmill_sgf_grammar", 105, PROBLEM },
  { "sgfmill_sgf_grammar", 106, PROBLEM }, { "sgfmill_sgf_grammar", 107, PROBLEM },
  { "sgfmill_sgf_grammar", 108, PROBLEM }, { "sgfmill_sgf_grammar", 110, ANY },
  { "sgfmill_sgf_grammar", 111, ANY }, { "sgfmill_sgf_grammar", 112, ANY },
  { "sgfmill_sgf_grammar", 113, ANY }, { "sgfmill_sgf_grammar", 114, PROBLEM },
  { "sgfmill_sgf_grammar", 115, PROBLEM },
  /* Parsing: shapes, and what must raise. */
  { "sgfmill_sgf_grammar", 134, CLEAN, "(2,[])" },
  { "sgfmill_sgf_grammar", 135, WARN, "(2,[])" },
  { "sgfmill_sgf_grammar", 136, WARN, "(2,[])" },
  { "sgfmill_sgf_grammar", 137, CLEAN, "(2,[])" },
  { "sgfmill_sgf_grammar", 139, PROBLEM }, { "sgfmill_sgf_grammar", 141, PROBLEM },
  { "sgfmill_sgf_grammar", 143, PROBLEM }, { "sgfmill_sgf_grammar", 145, PROBLEM },
  { "sgfmill_sgf_grammar", 147, PROBLEM }, { "sgfmill_sgf_grammar", 149, PROBLEM },
  { "sgfmill_sgf_grammar", 152, CLEAN, "(2,[])" },
  { "sgfmill_sgf_grammar", 153, CLEAN, "(2,[])" },
  { "sgfmill_sgf_grammar", 154, CLEAN, "(3,[])" },
  { "sgfmill_sgf_grammar", 155, CLEAN, "(1,[])" },
  { "sgfmill_sgf_grammar", 157, PROBLEM }, { "sgfmill_sgf_grammar", 159, PROBLEM },
  { "sgfmill_sgf_grammar", 161, PROBLEM }, { "sgfmill_sgf_grammar", 163, PROBLEM },
  { "sgfmill_sgf_grammar", 165, PROBLEM }, { "sgfmill_sgf_grammar", 167, PROBLEM },
  { "sgfmill_sgf_grammar", 169, PROBLEM }, { "sgfmill_sgf_grammar", 171, PROBLEM },
  { "sgfmill_sgf_grammar", 173, PROBLEM },
  { "sgfmill_sgf_grammar", 183, CLEAN, "(2,[])" },
  { "sgfmill_sgf_grammar", 184, ERROR, "(2,[])", EXTRA_PAREN },
  { "sgfmill_sgf_grammar", 185, CLEAN, "(1,[(1,[]),(1,[])])" },
  { "sgfmill_sgf_grammar", 194, ERROR, "(2,[])", EXTRA_PAREN },
  { "sgfmill_sgf_grammar", 197, ERROR, "(2,[])", EXTRA_PAREN },
  { "sgfmill_sgf_grammar", 200, ERROR, "(1,[(1,[]),(1,[])])", EXTRA_PAREN },
  { "sgfmill_sgf_grammar", 203, CLEAN, "(3,[(1,[]),(2,[(1,[]),(2,[])])])" },
  { "sgfmill_sgf_grammar", 214, PROBLEM }, { "sgfmill_sgf_grammar", 216, PROBLEM },
  { "sgfmill_sgf_grammar", 218, PROBLEM }, { "sgfmill_sgf_grammar", 220, PROBLEM },
  { "sgfmill_sgf_grammar", 222, PROBLEM }, { "sgfmill_sgf_grammar", 224, PROBLEM },
  { "sgfmill_sgf_grammar", 226, PROBLEM }, { "sgfmill_sgf_grammar", 228, PROBLEM },
  /* Raw values of every node, as "ID[v]...;ID[v]". */
  { "sgfmill_sgf_grammar", 238, WARN, "C[abc]KO[]AB[ai][bh][ee];B[bc]",
    "a move with white space is trimmed, with a warning (sgfmill keeps b' bc' raw)" },
  { "sgfmill_sgf_grammar", 242, CLEAN, "C[ab \\] \\) cd\\\\]" },
  { "sgfmill_sgf_grammar", 245, WARN, "XX[1][3]YY[2][4]" },
  { "sgfmill_sgf_grammar", 251, PROBLEM }, { "sgfmill_sgf_grammar", 253, PROBLEM },

  /* sgfmill_sgf_tests */
  { "sgfmill_sgf_tests", 55, PROBLEM }, { "sgfmill_sgf_tests", 59, PROBLEM },
  { "sgfmill_sgf_tests", 61, CLEAN, NULL, "Tengen reads boards up to 52×52 (SGF's limit), sgfmill up to 26" },
  { "sgfmill_sgf_tests", 63, PROBLEM },
  { "sgfmill_sgf_tests", 132, NOT_READING },
  /* C as text. */
  { "sgfmill_sgf_tests", 140, CLEAN, "abc" },
  { "sgfmill_sgf_tests", 141, CLEAN, "a\\bc" },
  { "sgfmill_sgf_tests", 142, CLEAN, "a\\bc]KO[" },
  { "sgfmill_sgf_tests", 143, CLEAN, "abc\\" },
  { "sgfmill_sgf_tests", 144, CLEAN, "abc\\]KO[" },
  { "sgfmill_sgf_tests", 145, CLEAN, "abc\\\\" },
  { "sgfmill_sgf_tests", 146, CLEAN, "abc\\\\]KO[" },
  { "sgfmill_sgf_tests", 147, CLEAN, "xxx :) yyy" },
  { "sgfmill_sgf_tests", 148, CLEAN, "abc" },
  { "sgfmill_sgf_tests", 149, CLEAN, "ab\nc" },
  { "sgfmill_sgf_tests", 376, PROBLEM },
  { "sgfmill_sgf_tests", 453, NOT_READING }, { "sgfmill_sgf_tests", 681, NOT_READING },
  { "sgfmill_sgf_tests", 690, NOT_READING }, { "sgfmill_sgf_tests", 692, NOT_READING },
  { "sgfmill_sgf_tests", 699, NOT_READING }, { "sgfmill_sgf_tests", 701, NOT_READING },
  { "sgfmill_sgf_tests", 703, NOT_READING }, { "sgfmill_sgf_tests", 750, NOT_READING },
  { "sgfmill_sgf_tests", 753, NOT_READING }, { "sgfmill_sgf_tests", 769, NOT_READING },
  { "sgfmill_sgf_tests", 772, NOT_READING },
  { "sgfmill_sgf_properties", 31, NOT_READING }, { "sgfmill_sgf_properties", 55, NOT_READING },
  { "sgfmill_sgf_properties", 400, NOT_READING }, { "sgfmill_sgf_properties", 423, NOT_READING },
  { "sgfmill_sgf_properties", 438, NOT_READING }, { "sgfmill_sgf_properties", 440, NOT_READING },

  /* KaTrain (checked further in check_katrain). */
  { "katrain", 10, CLEAN }, { "katrain", 19, CLEAN }, { "katrain", 25, CLEAN },
  { "katrain", 31, CLEAN }, { "katrain", 103, WARN }, { "katrain", 108, WARN },
  { "katrain", 169, CLEAN }, { "katrain", 172, CLEAN }, { "katrain", 175, CLEAN },
  { "katrain", 178, CLEAN }, { "katrain", 181, CLEAN }, { "katrain", 184, CLEAN },
  { "katrain", 187, CLEAN }, { "katrain", 193, WARN },
};

static const Case *
find_case (const char *file,
           guint       line)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (g_str_has_prefix (file, cases[i].file) && cases[i].line == line)
      return &cases[i];
  return NULL;
}

static char *
all_props (TgGameTree *tree)
{
  GString *s = g_string_new (NULL);
  TgNode root = tg_game_tree_get_root (tree, 0);

  for (TgNode n = root; n != TG_NODE_NONE; n = tg_game_tree_walk_next (tree, n))
    {
      g_autofree char *props = tg_test_props_text (tree, n);

      if (n != root)
        g_string_append_c (s, ';');
      g_string_append (s, props);
    }
  return g_string_free (s, FALSE);
}

static void
check_round_trip (TgSgfDocument *doc,
                  const char    *where)
{
  g_autofree char *out = tg_sgf_write (doc->tree, NULL);
  g_autoptr(TgSgfDocument) again = read_keep_going (out, strlen (out));
  g_autoptr(GString) why = g_string_new (NULL);

  if (!same_tree (doc->tree, again->tree, why))
    g_test_fail_printf ("%s: round trip: %s", where, why->str);
}

static void
check_katrain (guint          line,
               TgSgfDocument *doc,
               const char    *where)
{
  TgGameTree *tree = doc->tree;
  TgNode root = tg_game_tree_get_root (tree, 0);

  switch (line)
    {
    case 10:
      g_assert_cmpstr (tg_game_tree_get_value (tree, root, "FF"), ==, "4");
      g_assert_null (tg_game_tree_get_value (tree, root, "XYZ"));
      g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_tree_get_first_child (tree, root), "B"), ==, "dp");
      check_round_trip (doc, where);
      break;
    case 19:
    case 25:
      check_round_trip (doc, where);
      break;
    case 31:
      g_assert_cmpstr (tg_game_tree_get_value (tree, root, "C"), ==, "how does it escape\n[\nor \\]\n");
      check_round_trip (doc, where);
      break;
    case 108:
      /* The empty node at the end is dropped: 2 nodes, as KaTrain says. */
      g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 2);
      break;
    case 193:
      /* AW[ff:zz] reaches off the board: clipped to ff:ss. */
      g_assert_cmpuint (count_points (tree, root, "AE"), ==, 6);
      g_assert_cmpuint (count_points (tree, root, "AB") + count_points (tree, root, "AW"), ==, 25 + 14 * 14);
      break;
    default:
      /* Whose turn it is (next_player) is TgGame's question, tested there. */
      break;
    }
}

static void
test_extracted (void)
{
  static const char *const jsonl[] = {
    "katrain_test_parser_inline.jsonl", "sgfmill_sgf_grammar_tests.jsonl",
    "sgfmill_sgf_properties_tests.jsonl", "sgfmill_sgf_tests.jsonl",
  };
  guint seen = 0, read = 0;

  if (skip_without_corpus ())
    return;
  for (guint f = 0; f < G_N_ELEMENTS (jsonl); f++)
    {
      g_autofree char *rel = g_build_filename ("malformed/extracted", jsonl[f], NULL);
      g_autofree char *path = corpus_path (rel);
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_autoptr(GError) error = NULL;
          g_autoptr(TgSgfDocument) doc = NULL;
          g_autofree char *where = NULL;
          g_autofree char *bytes = NULL;
          JsonObject *o;
          const char *input, *func = "";
          guint line;
          gsize len;
          const Case *c;

          if (lines[i][0] == '\0')
            continue;
          g_assert_true (json_parser_load_from_data (parser, lines[i], -1, &error));
          o = json_node_get_object (json_parser_get_root (parser));
          line = json_object_get_int_member (o, "line");
          input = json_object_get_string_member (o, "input");
          if (json_object_has_member (o, "func"))
            func = json_object_get_string_member (o, "func");
          where = g_strdup_printf ("%s:%u (%s)", jsonl[f], line, func);
          c = find_case (jsonl[f], line);
          if (c == NULL)
            {
              g_test_fail_printf ("%s: no expectation for this case", where);
              continue;
            }
          seen++;
          if (c->outcome == NOT_READING)
            continue;

          /* "input_is_bytes": the JSON string holds one byte per character. */
          if (json_object_has_member (o, "input_is_bytes") &&
              json_object_get_boolean_member (o, "input_is_bytes"))
            bytes = g_convert (input, -1, "ISO-8859-1", "UTF-8", NULL, &len, NULL);
          else
            {
              bytes = g_strdup (input);
              len = strlen (bytes);
            }
          g_assert_nonnull (bytes);
          doc = read_keep_going (bytes, len);
          read++;

          switch (c->outcome)
            {
            case CLEAN:
              if (doc->warnings->len + doc->errors->len != 0)
                g_test_fail_printf ("%s: expected no problem", where);
              break;
            case WARN:
              if (doc->warnings->len == 0 || doc->errors->len != 0)
                g_test_fail_printf ("%s: expected warnings and no error", where);
              break;
            case PROBLEM:
              if (doc->warnings->len + doc->errors->len == 0)
                g_test_fail_printf ("%s: expected a warning or an error", where);
              break;
            case ERROR:
              if (doc->errors->len == 0)
                g_test_fail_printf ("%s: expected an error", where);
              break;
            case ANY:
            case NOT_READING:
            default:
              break;
            }

          if (c->expected != NULL && tg_game_tree_get_n_games (doc->tree) > 0)
            {
              g_autofree char *got = NULL;

              if (g_str_equal (func, "shape") || g_str_equal (func, "shapetree"))
                got = shape_tree (doc->tree, tg_game_tree_get_root (doc->tree, 0));
              else if (g_str_equal (func, "props"))
                got = all_props (doc->tree);
              else
                got = tg_game_tree_get_text (doc->tree, tg_game_tree_get_root (doc->tree, 0), "C");
              if (g_strcmp0 (got, c->expected) != 0)
                g_test_fail_printf ("%s: got %s, expected %s", where, got, c->expected);
            }
          else if (c->expected != NULL)
            g_test_fail_printf ("%s: no game read", where);

          if (g_str_has_prefix (jsonl[f], "katrain"))
            check_katrain (line, doc, where);
          if (c->why != NULL)
            g_test_message ("%s: %s", where, c->why);
        }
    }
  g_test_message ("%u cases, %u read", seen, read);
  g_assert_cmpuint (seen, ==, G_N_ELEMENTS (cases));
}

void
test_corpus_sgf_add_extracted (void)
{
  g_test_add_func ("/corpus-sgf/extracted", test_extracted);
}
