/* test-analysis.c: the analysis model and the engines' report dialects
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reports here are written by hand after the engines' documentation
 * (KataGo's GTP extensions, Leela Zero's lz-analyze, Sabaki's analyze
 * guide, GNU Go's top_moves and estimate_score); every expected number is
 * worked out from the text by hand. Real engines' output is parsed by
 * test-corpus-analysis.c.
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "tg-analysis-private.h"
#include "tg-test-utils.h"

#define EPS 1e-9

static TgPoint
pt (const char *gtp,
    guint       size)
{
  return tg_test_point (gtp, size, size);
}

/* A 5×5 ownership, row by row from the top: row r, column c holds
 * (c - 2) / 2 * (r % 2 ? -1 : 1) from the side to move's view. */
static char *
ownership_text (void)
{
  GString *s = g_string_new (NULL);

  for (int r = 0; r < 5; r++)
    for (int c = 0; c < 5; c++)
      {
        char buf[G_ASCII_DTOSTR_BUF_SIZE];

        g_string_append_printf (s, " %s",
                                g_ascii_dtostr (buf, sizeof buf,
                                                (c - 2) / 2.0 * (r % 2 ? -1 : 1)));
      }
  return g_string_free (s, FALSE);
}

static void
test_model (void)
{
  g_autoptr(TgAnalysis) a = tg_analysis_new (9, 9, TG_BLACK);
  g_autoptr(TgAnalysis) copy = NULL;
  TgPoint pv[3] = { pt ("E5", 9), pt ("C3", 9), pt ("G7", 9) };
  TgAnalysisCandidate *c;

  g_assert_true (isnan (a->winrate) && isnan (a->score_lead) && isnan (a->seconds));
  g_assert_cmpuint (a->n_candidates, ==, 0);
  g_assert_null (tg_analysis_best (a));

  c = tg_analysis_add_candidate (a, pv[1], pv + 1, 2);
  c->order = 1;
  c->visits = 10;
  g_assert_true (isnan (c->winrate) && isnan (c->prior) && isnan (c->value));
  c = tg_analysis_add_candidate (a, pv[0], pv, 3);
  c->order = 0;
  c->visits = 5;
  c = tg_analysis_add_candidate (a, TG_PASS, NULL, 0);
  c->order = 1;
  c->visits = 20;
  tg_analysis_sort_candidates (a);
  /* By order, then by visits. */
  g_assert_cmpuint (a->candidates[0].point, ==, pt ("E5", 9));
  g_assert_cmpuint (a->candidates[1].point, ==, TG_PASS);
  g_assert_cmpuint (a->candidates[2].point, ==, pt ("C3", 9));
  g_assert_true (tg_analysis_best (a) == &a->candidates[0]);
  g_assert_true (tg_analysis_find_candidate (a, pt ("C3", 9)) == &a->candidates[2]);
  g_assert_null (tg_analysis_find_candidate (a, pt ("A1", 9)));

  /* Many candidates: the array grows. */
  for (guint i = 0; i < 100; i++)
    tg_analysis_add_candidate (a, pt ("A1", 9), pv, 3);
  g_assert_cmpuint (a->n_candidates, ==, 103);

  a->ownership = g_new0 (float, 81);
  a->ownership[80] = -0.5f;
  a->engine_name = g_strdup ("KataGo");
  copy = tg_analysis_copy (a);
  g_assert_cmpuint (copy->n_candidates, ==, 103);
  g_assert_true (copy->candidates[0].pv != a->candidates[0].pv);
  g_assert_cmpuint (copy->candidates[0].pv[2], ==, pt ("G7", 9));
  g_assert_true (copy->ownership != a->ownership);
  g_assert_cmpfloat (copy->ownership[80], ==, -0.5f);
  g_assert_cmpstr (copy->engine_name, ==, "KataGo");

  g_assert_true (tg_analysis_ref (a) == a);
  tg_analysis_unref (a);

  g_assert_cmpstr (tg_analysis_dialect_to_string (TG_ANALYSIS_DIALECT_KATAGO), ==, "kata-analyze");
  g_assert_cmpint (tg_analysis_dialect_from_string ("lz-analyze"), ==, TG_ANALYSIS_DIALECT_LEELA_ZERO);
  g_assert_cmpint (tg_analysis_dialect_from_string ("analyze"), ==, TG_ANALYSIS_DIALECT_SABAKI);
  g_assert_cmpint (tg_analysis_dialect_from_string ("gnugo"), ==, TG_ANALYSIS_DIALECT_GNUGO);
  g_assert_cmpint (tg_analysis_dialect_from_string ("bogus"), ==, TG_ANALYSIS_DIALECT_NONE);
}

static void
test_position (void)
{
  TgBoard board, other;
  g_autoptr(TgAnalysis) a = tg_analysis_new (9, 9, TG_BLACK);

  tg_test_board_from_diagram (&board,
                              ".........\n.........\n..X......\n.........\n"
                              "....O....\n.........\n.........\n.........\n.........\n");
  other = board;
  tg_board_play (&other, pt ("G7", 9), TG_BLACK, NULL);

  tg_analysis_set_position (a, &board, TG_WHITE, 13, "Japanese");
  g_assert_cmpstr (a->rules, ==, "Japanese");
  g_assert_true (tg_analysis_matches (a, &board, TG_WHITE, 13));
  g_assert_false (tg_analysis_matches (a, &board, TG_BLACK, 13));
  g_assert_false (tg_analysis_matches (a, &board, TG_WHITE, 15));
  g_assert_false (tg_analysis_matches (a, &other, TG_WHITE, 13));
  g_assert_cmphex (tg_analysis_position_hash (&board, TG_WHITE), ==,
                   tg_analysis_position_hash (&board, TG_BLACK) ^ tg_zobrist_white_to_move ());
  g_assert_cmphex (tg_analysis_position_hash (&board, TG_BLACK), !=,
                   tg_analysis_position_hash (&other, TG_BLACK));

  /* Empty boards of two sizes are two positions. */
  {
    TgBoard nine, nineteen;

    tg_board_init (&nine, 9, 9);
    tg_board_init (&nineteen, 19, 19);
    g_assert_cmphex (tg_analysis_position_hash (&nine, TG_BLACK), !=,
                     tg_analysis_position_hash (&nineteen, TG_BLACK));
  }
}

static void
test_kata_analyze (void)
{
  g_autoptr(TgAnalysis) a = tg_analysis_new (5, 5, TG_WHITE);
  g_autofree char *own = ownership_text ();
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  const TgAnalysisCandidate *c;

  /* Fields in any order, unknown ones with values, KataGo's lists after
   * the pv, rootInfo and ownership; White to move, so every value flips. */
  line = g_strconcat ("info order 1 move C3 winrate 0.4 visits 20 edgeVisits 20 "
                      "utility -0.2 scoreLead -1.5 scoreMean -1.4 prior 0.25 "
                      "lcb 0.35 weight 19.5 newKey 7 pv C3 D3 B2 "
                      "pvVisits 20 8 2 pvEdgeVisits 20 8 2 "
                      "info move D2 visits 30 isSymmetryOf B4 winrate 0.6 "
                      "scoreMean 2.25 scoreLead 2 prior 0.5 lcb 0.55 order 0 "
                      "pv D2 pass movesOwnership", own,
                      " rootInfo visits 51 winrate 0.58 scoreLead 1.75 "
                      "currentPlayer W ownership", own, NULL);
  g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                           line, &error));
  g_assert_no_error (error);
  g_assert_cmpint (a->dialect, ==, TG_ANALYSIS_DIALECT_KATAGO);
  g_assert_cmpuint (a->n_candidates, ==, 2);

  c = &a->candidates[0];
  g_assert_cmpuint (c->point, ==, pt ("D2", 5));
  g_assert_cmpuint (c->order, ==, 0);
  g_assert_cmpuint (c->visits, ==, 30);
  g_assert_cmpfloat_with_epsilon (c->winrate, 0.4, EPS);
  g_assert_cmpfloat_with_epsilon (c->score_lead, -2.0, EPS);
  g_assert_cmpfloat_with_epsilon (c->prior, 0.5, EPS);
  g_assert_cmpfloat_with_epsilon (c->lcb, 0.55, EPS);   /* White's own */
  g_assert_cmpuint (c->pv_length, ==, 2);
  g_assert_cmpuint (c->pv[0], ==, pt ("D2", 5));
  g_assert_cmpuint (c->pv[1], ==, TG_PASS);

  c = &a->candidates[1];
  g_assert_cmpuint (c->point, ==, pt ("C3", 5));
  g_assert_cmpuint (c->visits, ==, 20);
  g_assert_cmpfloat_with_epsilon (c->winrate, 0.6, EPS);
  g_assert_cmpfloat_with_epsilon (c->score_lead, 1.5, EPS);
  g_assert_cmpuint (c->pv_length, ==, 3);
  g_assert_cmpuint (c->pv[2], ==, pt ("B2", 5));

  /* rootInfo, not the first choice's values. */
  g_assert_cmpuint (a->visits, ==, 51);
  g_assert_cmpfloat_with_epsilon (a->winrate, 0.42, EPS);
  g_assert_cmpfloat_with_epsilon (a->score_lead, -1.75, EPS);

  /* Row 0 (top) from White's view: -1 -0.5 0 0.5 1; Black's: negated. */
  g_assert_nonnull (a->ownership);
  g_assert_cmpfloat (a->ownership[0], ==, 1.0f);
  g_assert_cmpfloat (a->ownership[4], ==, -1.0f);
  g_assert_cmpfloat (a->ownership[1 * 5 + 0], ==, -1.0f);
  g_assert_cmpfloat (a->ownership[4 * 5 + 3], ==, -0.5f);
}

static void
test_kata_perspective (void)
{
  const char *line = "info move B2 visits 4 winrate 0.7 scoreLead 3 prior 0.1 "
                     "lcb 0.6 order 0 pv B2";
  g_autoptr(TgAnalysis) black = tg_analysis_new (5, 5, TG_WHITE);
  g_autoptr(TgAnalysis) white = tg_analysis_new (5, 5, TG_BLACK);

  /* reportAnalysisWinratesAs = BLACK with White to move: winrates stay,
   * the lcb turns to White's. */
  g_assert_true (tg_analysis_parse_report (black, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_BLACK, line, NULL));
  g_assert_cmpfloat_with_epsilon (black->winrate, 0.7, EPS);
  g_assert_cmpfloat_with_epsilon (black->score_lead, 3.0, EPS);
  g_assert_cmpfloat_with_epsilon (black->candidates[0].lcb, 0.4, EPS);
  g_assert_cmpuint (black->visits, ==, 4);

  /* ownershipStdev after the ownership is skipped by its length. */
  {
    g_autoptr(TgAnalysis) a = tg_analysis_new (5, 5, TG_BLACK);
    g_autofree char *own = ownership_text ();
    g_autofree char *with_stdev = g_strconcat (line, " ownership", own,
                                               " ownershipStdev", own, NULL);
    g_autofree char *cut = g_strconcat (line, " ownership", own,
                                        " ownershipStdev 0.5 0.5", NULL);

    g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                             TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                             with_stdev, NULL));
    g_assert_cmpfloat (a->ownership[0], ==, -1.0f);
    g_assert_false (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                              TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                              cut, NULL));
  }

  /* = WHITE with Black to move: winrates flip, the lcb too. */
  g_assert_true (tg_analysis_parse_report (white, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_WHITE, line, NULL));
  g_assert_cmpfloat_with_epsilon (white->winrate, 0.3, EPS);
  g_assert_cmpfloat_with_epsilon (white->score_lead, -3.0, EPS);
  g_assert_cmpfloat_with_epsilon (white->candidates[0].lcb, 0.4, EPS);
}

static void
test_lz_analyze (void)
{
  g_autoptr(TgAnalysis) a = tg_analysis_new (19, 19, TG_BLACK);
  const char *line =
    "info move D4 visits 12 winrate 5421 prior 1203 lcb 5102 order 0 pv D4 Q16 D16 "
    "info move Q16 visits 8 winrate 5399 prior 1187 lcb -8150 order 1 pv Q16 "
    "info move pass visits 1 winrate 1000 prior 3 lcb 0 order 2 pv pass\r\n";

  g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_LEELA_ZERO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, line, NULL));
  g_assert_cmpuint (a->n_candidates, ==, 3);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].winrate, 0.5421, EPS);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].prior, 0.1203, EPS);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].lcb, 0.5102, EPS);
  g_assert_cmpfloat_with_epsilon (a->candidates[1].lcb, -0.815, EPS);
  g_assert_true (isnan (a->candidates[0].score_lead));
  g_assert_cmpuint (a->candidates[0].pv_length, ==, 3);
  g_assert_cmpuint (a->candidates[2].point, ==, TG_PASS);
  /* The root: the first choice's winrate, the candidates' visits summed. */
  g_assert_cmpuint (a->visits, ==, 21);
  g_assert_cmpfloat_with_epsilon (a->winrate, 0.5421, EPS);
  g_assert_true (isnan (a->score_lead));
}

static void
test_sabaki_analyze (void)
{
  g_autoptr(TgAnalysis) a = tg_analysis_new (9, 9, TG_WHITE);
  /* Sabaki's guide: an integer winrate is hundredths of a percent, one
   * with a '.' is 0..1; scoreLead is optional. */
  const char *line = "info move E5 visits 10 winrate 0.6 scoreLead 2.5 pv E5 C3 "
                     "info move C3 visits 5 winrate 4000 pv C3";

  g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_SABAKI,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, line, NULL));
  g_assert_cmpuint (a->n_candidates, ==, 2);
  g_assert_cmpuint (a->candidates[0].order, ==, 0);
  g_assert_cmpuint (a->candidates[1].order, ==, 1);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].winrate, 0.4, EPS);
  g_assert_cmpfloat_with_epsilon (a->candidates[0].score_lead, -2.5, EPS);
  g_assert_cmpfloat_with_epsilon (a->candidates[1].winrate, 0.6, EPS);
  g_assert_true (isnan (a->candidates[1].score_lead));
  g_assert_cmpuint (a->visits, ==, 15);
  g_assert_cmpfloat_with_epsilon (a->winrate, 0.4, EPS);
}

/* A line that is not whole leaves the analysis as it was. */
static void
test_bad_reports (void)
{
  const struct
  {
    TgAnalysisDialect dialect;
    const char       *line;
  } bad[] = {
    { TG_ANALYSIS_DIALECT_KATAGO, "" },
    { TG_ANALYSIS_DIALECT_KATAGO, "hello world" },
    { TG_ANALYSIS_DIALECT_KATAGO, "= D4" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.7 order 0 pv B2 info move C3 visits 2 winr" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.7 order 0 pv B2 info move C3 visits 2 winrate" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.7 order 0" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 1.7 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0,7 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate nan order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits -4 winrate 0.5 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move Z9 visits 4 winrate 0.5 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5 order 0 pv B2 B" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5 order 0 pv B2 C3 pvVisits 4" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5 order 0 pv B2 ownership 0 0 0" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5 order 0 pv B2 garbage" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5 order 0 pv B2 Z9 C3" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 5 winrate 0.5 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5 order 0 pv B2 \001info move C3" },
    { TG_ANALYSIS_DIALECT_KATAGO, "info move B2 visits 4 winrate 0.5\001 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_LEELA_ZERO, "info move B2 visits 4 winrate 12000 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_LEELA_ZERO, "info move B2 visits 4 prior 50 order 0 pv B2" },
    { TG_ANALYSIS_DIALECT_LEELA_ZERO, "info move B2 visits 4 winrate 5000 prior 10001 pv B2" },
  };
  const char *good = "info move C3 visits 9 winrate 0.25 scoreLead -4 order 0 pv C3";

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TgAnalysis) a = tg_analysis_new (5, 5, TG_BLACK);
      g_autoptr(GError) error = NULL;

      g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                               TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                               good, NULL));
      if (tg_analysis_parse_report (a, bad[i].dialect,
                                    TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                    bad[i].line, &error))
        g_error ("accepted \"%s\"", bad[i].line);
      g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE);
      g_assert_cmpuint (a->n_candidates, ==, 1);
      g_assert_cmpuint (a->candidates[0].point, ==, pt ("C3", 5));
      g_assert_cmpfloat (a->winrate, ==, 0.25);
      g_assert_cmpfloat (a->score_lead, ==, -4.0);
      g_assert_cmpuint (a->visits, ==, 9);
    }
}

/* The parser's quick paths against the rules: vertices at the board's
 * edges in either case, spaces of any kind, KataGo's list words before a
 * pv (an unknown key with one value there) and after it (a list), and
 * "pv" inside rootInfo (an unknown key). */
static void
test_words_and_vertices (void)
{
  const char *const good[] = {
    "info move A1 visits 3 winrate 0.5 order 0 pv A1 E5 e1 a5",
    "info pvVisits 7 move A1 visits 3 winrate 0.5 pv A1 pvVisits 3 order 0",
    "info\tmove  A1\tvisits 3 winrate 0.5 order 0 pv\tA1  E5 \r\ne1 a5 ",
    "rootInfo visits 9 winrate 0.75 pv D4 info move A1 visits 3 winrate 0.5 pv A1",
  };
  const char *const bad[] = {
    "info move B2 visits 3 winrate 0.5 pv B2 F1",
    "info move B2 visits 3 winrate 0.5 pv B2 A6",
    "info move B2 visits 3 winrate 0.5 pv B2 A0",
    "info move B2 visits 3 winrate 0.5 pv B2 I3",
    "info move B2 visits 3 winrate 0.5 pv B2 B22",
    "info move B2 visits 3 winrate 0.5 pv B2 C3x",
    "info move B2 visits 3 winrate 0.5 pv B2 C3\001",
    "info move B2 visits 3 winrate 0.5 pv B2 weight",
    "info move B2 visits 3 winrate 0.5 pv B2 scoreStdev 1.5 utility",
    "info move B2 visits 3 winrate 0.5 pv B2 order 0 pv",
    "info move B2 visits 3 winrate 0.5 utility2 7 pv B2",
    "info move F1 visits 3 winrate 0.5 pv B2",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(TgAnalysis) a = tg_analysis_new (5, 5, TG_BLACK);
      g_autoptr(GError) error = NULL;
      const TgAnalysisCandidate *c;

      if (!tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                     TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, good[i], &error))
        g_error ("refused \"%s\": %s", good[i], error->message);
      g_assert_cmpuint (a->n_candidates, ==, 1);
      c = &a->candidates[0];
      g_assert_cmpuint (c->point, ==, pt ("A1", 5));
      g_assert_cmpuint (c->visits, ==, 3);
      g_assert_cmpfloat (c->winrate, ==, 0.5);
      g_assert_cmpuint (c->order, ==, 0);
      if (i == 0 || i == 2)
        {
          g_assert_cmpuint (c->pv_length, ==, 4);
          g_assert_cmpuint (c->pv[1], ==, pt ("E5", 5));
          g_assert_cmpuint (c->pv[2], ==, pt ("E1", 5));
          g_assert_cmpuint (c->pv[3], ==, pt ("A5", 5));
        }
      else
        g_assert_cmpuint (c->pv_length, ==, 1);
      /* rootInfo's values where there is one, else the candidate's. */
      g_assert_cmpuint (a->visits, ==, i == 3 ? 9 : 3);
      g_assert_cmpfloat (a->winrate, ==, i == 3 ? 0.75 : 0.5);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TgAnalysis) a = tg_analysis_new (5, 5, TG_BLACK);
      g_autoptr(GError) error = NULL;

      if (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                    TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, bad[i], &error))
        g_error ("accepted \"%s\"", bad[i]);
      g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE);
      g_assert_cmpuint (a->n_candidates, ==, 0);
    }
}

/* A line cut anywhere (an engine that died mid-line) is rejected or gives
 * the whole line's numbers for the candidates it keeps: never others. */
static void
test_cut_lines (void)
{
  const char *line =
    "info move Q16 visits 120 edgeVisits 120 utility 0.0832 winrate 0.5412 scoreMean 0.85 "
    "scoreLead 0.8512 prior 0.2231 lcb 0.5323 order 0 pv Q16 D4 Q4 D16 "
    "info move D4 visits 95 utility 0.07 winrate 0.5398 scoreLead 0.7734 prior 0.2197 "
    "lcb 0.5287 isSymmetryOf Q16 order 1 pv D4 Q16 "
    "info move R17 visits 3 winrate 0.4415 scoreLead -1.25 prior 0.0102 lcb -0.2 order 2 pv R17";
  g_autoptr(TgAnalysis) full = tg_analysis_new (19, 19, TG_BLACK);
  gsize len = strlen (line);
  guint accepted = 0;

  g_assert_true (tg_analysis_parse_report (full, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, line, NULL));
  for (gsize k = 0; k < len; k++)
    {
      g_autofree char *cut = g_strndup (line, k);
      g_autoptr(TgAnalysis) a = tg_analysis_new (19, 19, TG_BLACK);

      if (!tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                     TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, cut, NULL))
        continue;
      accepted++;
      g_assert_cmpuint (a->n_candidates, <=, full->n_candidates);
      for (guint i = 0; i < a->n_candidates; i++)
        {
          const TgAnalysisCandidate *c = &a->candidates[i], *f = &full->candidates[i];

          g_assert_cmpuint (c->point, ==, f->point);
          g_assert_cmpuint (c->visits, ==, f->visits);
          g_assert_cmpfloat (c->winrate, ==, f->winrate);
          g_assert_cmpfloat (c->score_lead, ==, f->score_lead);
          g_assert_cmpfloat (c->prior, ==, f->prior);
          g_assert_cmpfloat (c->lcb, ==, f->lcb);
          g_assert_cmpuint (c->order, ==, f->order);
          g_assert_cmpuint (c->pv_length, <=, f->pv_length);
        }
    }
  /* Cuts after "pv" or between pv moves only: "pv", "pv Q16", … */
  g_assert_cmpuint (accepted, >, 0);
  g_assert_cmpuint (accepted, <, 40);
}

static void
test_numbers (void)
{
  const char *const texts[] = {
    "0", "-0", "1", "0.573411", "-1.10124", "12.0119", "0.00575835", "1e-05",
    "2.5E+3", "-0.00129111", "0.0640797", "123456789012345678901234", "1e300",
    "0.1234567890123456789", "5421", "+7.5", ".5", "5.", "3e", "1e-30",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      const char *end;
      char *ref_end;
      double v, ref = g_ascii_strtod (texts[i], &ref_end);

      g_assert_true (_tg_analysis_parse_double (texts[i], &end, &v));
      g_assert_cmpfloat (v, ==, ref);
      g_assert_true (end == ref_end);
    }
  for (guint i = 0; i < 20000; i++)
    {
      char buf[64];
      const char *end;
      double v;

      g_snprintf (buf, sizeof buf, "%d.%0*d", g_test_rand_int_range (-1000, 1000),
                  g_test_rand_int_range (1, 9), g_test_rand_int_range (0, 99999999));
      g_assert_true (_tg_analysis_parse_double (buf, &end, &v));
      g_assert_cmpfloat (v, ==, g_ascii_strtod (buf, NULL));
    }
  {
    const char *end;
    double v;

    g_assert_false (_tg_analysis_parse_double ("nan", &end, &v));
    g_assert_false (_tg_analysis_parse_double ("-", &end, &v));
    g_assert_false (_tg_analysis_parse_double ("", &end, &v));
  }
}

/* A German or French desktop must not turn 0.573 into 0. */
static void
test_locale (void)
{
  const char *const locales[] = { "de_DE.UTF-8", "fr_FR.UTF-8", "de_DE.utf8", "fr_FR.utf8" };
  g_autofree char *saved = g_strdup (setlocale (LC_NUMERIC, NULL));
  g_autoptr(TgAnalysis) a = tg_analysis_new (5, 5, TG_BLACK);
  const char *set = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (locales) && set == NULL; i++)
    set = setlocale (LC_NUMERIC, locales[i]);
  if (set == NULL)
    {
      g_test_skip ("no locale with a decimal comma is installed");
      return;
    }
  g_assert_true (tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_KATAGO,
                                           TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE,
                                           "info move C3 visits 9 winrate 0.573 "
                                           "scoreLead 7.5 order 0 pv C3", NULL));
  setlocale (LC_NUMERIC, saved);
  g_assert_cmpfloat_with_epsilon (a->winrate, 0.573, EPS);
  g_assert_cmpfloat_with_epsilon (a->score_lead, 7.5, EPS);
}

static void
test_gnugo (void)
{
  g_autoptr(TgAnalysis) a = tg_analysis_new (19, 19, TG_WHITE);
  g_autoptr(GError) error = NULL;

  g_assert_true (tg_analysis_parse_gnugo_score (a, "= W+12.5 (upper bound: -10.5, lower: -14.5)", &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (a->score_lead, ==, -12.5);
  g_assert_true (tg_analysis_parse_gnugo_top_moves (a, "= Q16 12.50 R4 9.10 C3 0.7", &error));
  g_assert_no_error (error);
  g_assert_cmpint (a->dialect, ==, TG_ANALYSIS_DIALECT_GNUGO);
  g_assert_cmpuint (a->n_candidates, ==, 3);
  g_assert_cmpuint (a->candidates[0].point, ==, pt ("Q16", 19));
  g_assert_cmpfloat (a->candidates[0].value, ==, 12.5);
  g_assert_cmpuint (a->candidates[1].order, ==, 1);
  g_assert_cmpfloat (a->candidates[1].value, ==, 9.1);
  g_assert_cmpuint (a->candidates[2].point, ==, pt ("C3", 19));
  g_assert_true (isnan (a->candidates[0].winrate));
  /* The score stays estimate_score's; no winrate. */
  g_assert_cmpfloat (a->score_lead, ==, -12.5);
  g_assert_true (isnan (a->winrate));

  g_assert_true (tg_analysis_parse_gnugo_score (a, "B+3.5 (upper bound: 5.5, lower: 1.5)", NULL));
  g_assert_cmpfloat (a->score_lead, ==, 3.5);
  g_assert_cmpuint (a->n_candidates, ==, 3);
  g_assert_true (tg_analysis_parse_gnugo_score (a, "0", NULL));
  g_assert_cmpfloat (a->score_lead, ==, 0.0);
  g_assert_true (tg_analysis_parse_gnugo_top_moves (a, "", NULL));
  g_assert_cmpuint (a->n_candidates, ==, 0);

  g_assert_false (tg_analysis_parse_gnugo_score (a, "X+3", &error));
  g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (tg_analysis_parse_gnugo_score (a, "B+", NULL));
  g_assert_false (tg_analysis_parse_gnugo_top_moves (a, "Q16 12.5 R4", NULL));
  g_assert_false (tg_analysis_parse_gnugo_top_moves (a, "Q16 x", NULL));
  g_assert_false (tg_analysis_parse_gnugo_top_moves (a, "Z99 1.0", NULL));
  g_assert_false (tg_analysis_parse_gnugo_top_moves (a, "Q16 1.0 \002 R4 2.0", NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/model", test_model);
  g_test_add_func ("/analysis/position", test_position);
  g_test_add_func ("/analysis/kata-analyze", test_kata_analyze);
  g_test_add_func ("/analysis/kata-perspective", test_kata_perspective);
  g_test_add_func ("/analysis/lz-analyze", test_lz_analyze);
  g_test_add_func ("/analysis/sabaki-analyze", test_sabaki_analyze);
  g_test_add_func ("/analysis/bad-reports", test_bad_reports);
  g_test_add_func ("/analysis/cut-lines", test_cut_lines);
  g_test_add_func ("/analysis/words-and-vertices", test_words_and_vertices);
  g_test_add_func ("/analysis/numbers", test_numbers);
  g_test_add_func ("/analysis/locale", test_locale);
  g_test_add_func ("/analysis/gnugo", test_gnugo);
  return g_test_run ();
}
