/* test-corpus-analysis.c: every line of real KataGo output parsed
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ../shared/engines ($TENGEN_TEST_ENGINES) holds kata-analyze and
 * lz-analyze output of KataGo 1.16.4 on four positions, described by its
 * manifest.json. Each line is parsed, and each candidate checked against
 * the raw text read another way: the line split at spaces, each block's
 * fields looked up by name with g_ascii_strtod; and every number of every
 * line read by the parser's reader is g_ascii_strtod's double to the bit.
 * Skipped without the folder.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "tg-analysis.h"
#include "tg-analysis-number-private.h"
#include "tg-test-utils.h"

#define EPS 1e-9

static const char *
engines_dir (void)
{
  const char *dir = g_getenv ("TENGEN_TEST_ENGINES");

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    return NULL;
  return dir;
}

/* The value after @key in words[from..to), or NULL. */
static const char *
field (char      **words,
       guint       from,
       guint       to,
       const char *key)
{
  for (guint i = from; i + 1 < to; i++)
    {
      if (g_str_equal (words[i], "pv"))
        return NULL;
      if (g_str_equal (words[i], key))
        return words[i + 1];
      i++;  /* a value */
    }
  return NULL;
}

/* Checks @a (parsed from @line, @to_move to play) block by block. */
static void
check_line (const TgAnalysis *a,
            const char       *line,
            gboolean          kata,
            guint            *n_candidates)
{
  g_autofree char *copy = g_strstrip (g_strdup (line));
  g_auto(GStrv) words = g_strsplit (copy, " ", -1);
  guint n_words = g_strv_length (words);
  gboolean flip = a->to_move == TG_WHITE;
  guint64 visits_sum = 0;
  guint n_info = 0;

  for (guint i = 0; i < n_words; i++)
    {
      guint end = i + 1, pv_at = 0, order;
      const char *move;
      const TgAnalysisCandidate *c;
      TgPoint p;
      double w, prior, scale = kata ? 1.0 : 10000.0;

      if (!g_str_equal (words[i], "info"))
        continue;
      n_info++;
      while (end < n_words && !g_str_equal (words[end], "info"))
        {
          if (g_str_equal (words[end], "pv") && pv_at == 0)
            pv_at = end;
          end++;
        }
      move = field (words, i + 1, end, "move");
      order = (guint) g_ascii_strtoull (field (words, i + 1, end, "order"), NULL, 10);
      g_assert_nonnull (move);
      g_assert_true (tg_point_from_gtp (move, a->width, a->height, &p));
      g_assert_cmpuint (order, <, a->n_candidates);
      c = &a->candidates[order];
      g_assert_cmpuint (c->order, ==, order);
      g_assert_cmpuint (c->point, ==, p);
      g_assert_cmpuint (c->visits, ==,
                        g_ascii_strtoull (field (words, i + 1, end, "visits"), NULL, 10));
      visits_sum += c->visits;
      w = g_ascii_strtod (field (words, i + 1, end, "winrate"), NULL) / scale;
      prior = g_ascii_strtod (field (words, i + 1, end, "prior"), NULL) / scale;
      g_assert_cmpfloat_with_epsilon (c->winrate, flip ? 1.0 - w : w, EPS);
      g_assert_cmpfloat_with_epsilon (c->prior, prior, EPS);
      g_assert_cmpfloat_with_epsilon (c->lcb,
                                      g_ascii_strtod (field (words, i + 1, end, "lcb"), NULL) / scale,
                                      EPS);
      g_assert_true (c->winrate >= 0.0 && c->winrate <= 1.0);
      g_assert_true (c->prior >= 0.0 && c->prior <= 1.0);
      if (kata)
        {
          double s = g_ascii_strtod (field (words, i + 1, end, "scoreLead"), NULL);

          g_assert_cmpfloat_with_epsilon (c->score_lead, flip ? -s : s, EPS);
        }
      else
        g_assert_true (isnan (c->score_lead));
      g_assert_cmpuint (pv_at, >, 0);
      g_assert_cmpuint (c->pv_length, ==, end - pv_at - 1);
      g_assert_cmpuint (c->pv[0], ==, p);
    }
  g_assert_cmpuint (a->n_candidates, ==, n_info);
  for (guint i = 0; i < a->n_candidates; i++)
    g_assert_cmpuint (a->candidates[i].order, ==, i);
  g_assert_cmpuint (a->visits, ==, visits_sum);
  g_assert_cmpfloat (a->winrate, ==, a->candidates[0].winrate);
  *n_candidates += a->n_candidates;
}

static void
test_every_line (void)
{
  const char *dir = engines_dir ();
  g_autofree char *manifest = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *cells;
  guint n_lines = 0, n_candidates = 0;

  if (dir == NULL)
    {
      g_test_skip ("no recorded engine output (set TENGEN_TEST_ENGINES)");
      return;
    }
  manifest = g_build_filename (dir, "manifest.json", NULL);
  json_parser_load_from_file (parser, manifest, &error);
  g_assert_no_error (error);
  cells = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "cells");
  for (guint i = 0; i < json_array_get_length (cells); i++)
    {
      JsonObject *cell = json_array_get_object_element (cells, i);
      const char *command = json_object_get_string_member (cell, "command");
      gboolean kata = g_str_equal (command, "kata-analyze");
      guint size = (guint) json_object_get_int_member (cell, "boardSize");
      TgColor to_move = g_str_equal (json_object_get_string_member (cell, "color"), "W")
                        ? TG_WHITE : TG_BLACK;
      g_autofree char *path = g_build_filename (dir, json_object_get_string_member (cell, "file"),
                                                NULL);
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;
      guint n = 0;

      g_file_get_contents (path, &text, NULL, &error);
      g_assert_no_error (error);
      lines = g_strsplit (text, "\n", -1);
      for (guint l = 0; lines[l] != NULL; l++)
        {
          g_autoptr(TgAnalysis) a = tg_analysis_new (size, size, to_move);

          if (*g_strstrip (lines[l]) == '\0')
            continue;
          if (!tg_analysis_parse_report (a, kata ? TG_ANALYSIS_DIALECT_KATAGO
                                                 : TG_ANALYSIS_DIALECT_LEELA_ZERO,
                                         TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                         lines[l], &error))
            g_error ("%s:%u: %s", path, l + 1, error->message);
          check_line (a, lines[l], kata, &n_candidates);
          n++;
        }
      g_assert_cmpuint (n, ==, json_object_get_int_member (cell, "infoLineCount"));
      n_lines += n;
    }
  g_test_message ("%u lines, %u candidates", n_lines, n_candidates);
  g_assert_cmpuint (n_lines, ==, 64);
}

/* Each word of each file that g_ascii_strtod reads whole, read in place by
 * the report parser's number reader (with the rest of the line after it,
 * as the parser reads it). */
static void
test_numbers (void)
{
  const char *dir = engines_dir ();
  g_autoptr(GDir) files = NULL;
  g_autofree char *kata_dir = NULL;
  const char *name;
  guint n_numbers = 0, n_files = 0;

  if (dir == NULL)
    {
      g_test_skip ("no recorded engine output (set TENGEN_TEST_ENGINES)");
      return;
    }
  kata_dir = g_build_filename (dir, "katago-1.16.4", NULL);
  files = g_dir_open (kata_dir, 0, NULL);
  g_assert_nonnull (files);
  while ((name = g_dir_read_name (files)) != NULL)
    {
      g_autofree char *path = g_build_filename (kata_dir, name, NULL);
      g_autofree char *text = NULL;
      const char *text_end;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      text_end = text + strlen (text);
      n_files++;
      for (const char *p = text; *p != '\0';)
        {
          const char *word = p, *end;
          char *ref_end;
          double ref, v;

          while ((guchar) *p > ' ')
            p++;
          ref = g_ascii_strtod (word, &ref_end);
          if (p > word && ref_end == p)
            {
              g_assert_true (parse_number (word, text_end, &end, &v));
              g_assert_true (end == p);
              if (memcmp (&v, &ref, sizeof v) != 0)
                g_error ("%s: %.*s read as %.17g, not %.17g", path, (int) (p - word), word,
                         v, ref);
              n_numbers++;
            }
          while (*p != '\0' && (guchar) *p <= ' ')
            p++;
        }
    }
  g_test_message ("%u numbers in %u files", n_numbers, n_files);
  g_assert_cmpuint (n_files, ==, 8);
  g_assert_cmpuint (n_numbers, >, 10000);
}

/* Values read by eye from the files. */
static void
test_spot_checks (void)
{
  const char *dir = engines_dir ();
  g_autofree char *kata_path = NULL, *lz_path = NULL, *end_path = NULL;
  g_autofree char *kata = NULL, *lz = NULL, *endgame = NULL;
  g_autoptr(TgAnalysis) a = tg_analysis_new (9, 9, TG_WHITE);
  g_autoptr(TgAnalysis) b = tg_analysis_new (9, 9, TG_WHITE);
  g_autoptr(TgAnalysis) e = tg_analysis_new (9, 9, TG_BLACK);

  if (dir == NULL)
    {
      g_test_skip ("no recorded engine output (set TENGEN_TEST_ENGINES)");
      return;
    }
  kata_path = g_build_filename (dir, "katago-1.16.4", "corner-9.kata-analyze.txt", NULL);
  lz_path = g_build_filename (dir, "katago-1.16.4", "corner-9.lz-analyze.txt", NULL);
  end_path = g_build_filename (dir, "katago-1.16.4", "endgame-9.kata-analyze.txt", NULL);
  g_assert_true (g_file_get_contents (kata_path, &kata, NULL, NULL));
  g_assert_true (g_file_get_contents (lz_path, &lz, NULL, NULL));
  g_assert_true (g_file_get_contents (end_path, &endgame, NULL, NULL));
  *strchr (kata, '\n') = '\0';
  *strchr (lz, '\n') = '\0';
  *strchr (endgame, '\n') = '\0';

  /* corner-9, White to move, first kata-analyze line: "info move C4
   * visits 47 … winrate 0.573411 … scoreLead 0.735614 … order 0 pv C4 E7
   * G7 C5 B5 D4 C3", then F7 isSymmetryOf C4 with the same numbers. */
  g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, kata, NULL));
  g_assert_cmpuint (a->candidates[0].point, ==, tg_test_point ("C4", 9, 9));
  g_assert_cmpuint (a->candidates[0].visits, ==, 47);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].winrate, 0.426589, EPS);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].score_lead, -0.735614, EPS);
  g_assert_cmpuint (a->candidates[0].pv_length, ==, 7);
  g_assert_cmpuint (a->candidates[0].pv[6], ==, tg_test_point ("C3", 9, 9));
  g_assert_cmpuint (a->candidates[1].point, ==, tg_test_point ("F7", 9, 9));
  g_assert_cmpfloat_with_epsilon (a->winrate, 0.426589, EPS);

  /* Its lz-analyze line: C4 visits 39 winrate 5811 prior 3791 lcb 5456;
   * the visits of its nine candidates add up to 100. */
  g_assert_true (tg_analysis_parse_report (b, TG_ANALYSIS_DIALECT_LEELA_ZERO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, lz, NULL));
  g_assert_cmpuint (b->n_candidates, ==, 9);
  g_assert_cmpfloat_with_epsilon (b->candidates[0].winrate, 1.0 - 0.5811, EPS);
  g_assert_cmpfloat_with_epsilon (b->candidates[0].prior, 0.3791, EPS);
  g_assert_cmpfloat_with_epsilon (b->candidates[0].lcb, 0.5456, EPS);
  g_assert_cmpuint (b->visits, ==, 100);

  /* endgame-9, Black to move: G1 visits 98 winrate 0.964573 scoreLead
   * 2.50173, a pv of 12 ending in a pass. */
  g_assert_true (tg_analysis_parse_report (e, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, endgame, NULL));
  g_assert_cmpuint (e->candidates[0].point, ==, tg_test_point ("G1", 9, 9));
  g_assert_cmpfloat_with_epsilon (e->winrate, 0.964573, EPS);
  g_assert_cmpfloat_with_epsilon (e->score_lead, 2.50173, EPS);
  g_assert_cmpuint (e->candidates[0].pv_length, ==, 12);
  g_assert_cmpuint (e->candidates[0].pv[11], ==, TG_PASS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/corpus-analysis/every-line", test_every_line);
  g_test_add_func ("/corpus-analysis/spot-checks", test_spot_checks);
  g_test_add_func ("/corpus-analysis/numbers", test_numbers);
  return g_test_run ();
}
