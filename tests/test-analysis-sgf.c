/* test-analysis-sgf.c: analyses kept in SGF, Tengen's and other programs'
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/analysis/foreign.sgf is a 9×9 record whose moves carry Lizzie's LZ,
 * q5Go's QLZV and QKGV, KaTrain's KT (made with Python's gzip, struct and
 * json from the values below) and Sabaki's SBKV/SBKS, in the forms their
 * sources write; every expected number is worked out by hand from those.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-analysis-json.h"
#include "tg-analysis-sgf-private.h"
#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"
#include "tg-test-utils.h"

#define EPS 1e-9

static TgPoint
pt (const char *gtp)
{
  return tg_test_point (gtp, 9, 9);
}

/* A hand-made analysis of the position after B E5 on 9×9 (White to move). */
static TgAnalysis *
make_analysis (const TgBoard *board)
{
  TgAnalysis *a = tg_analysis_new (9, 9, TG_WHITE);
  TgPoint pv1[] = { pt ("C7"), pt ("G3") };
  TgPoint pv2[] = { pt ("G7"), TG_PASS };
  TgAnalysisCandidate *c;

  tg_analysis_set_position (a, board, TG_WHITE, 13, "Japanese");
  a->winrate = 0.45;
  a->score_lead = -1.5;
  a->visits = 100;
  a->dialect = TG_ANALYSIS_DIALECT_KATAGO;
  a->engine_name = g_strdup ("KataGo");
  a->engine_version = g_strdup ("1.16.4");
  a->network = g_strdup ("g170 b6c96].bin\\gz");
  a->seconds = 1.5;
  a->final = TRUE;
  c = tg_analysis_add_candidate (a, pt ("C7"), pv1, 2);
  c->visits = 60;
  c->winrate = 0.44;
  c->score_lead = -1.75;
  c->prior = 0.3;
  c->lcb = 0.52;
  c = tg_analysis_add_candidate (a, pt ("G7"), pv2, 2);
  c->visits = 40;
  c->winrate = 0.47;
  c->score_lead = -1.0;
  c->prior = 0.2;
  c->lcb = 0.5;
  return a;
}

static void
board_after_e5 (TgBoard *board)
{
  tg_board_init (board, 9, 9);
  tg_board_play (board, pt ("E5"), TG_BLACK, NULL);
}

static void
test_encode (void)
{
  TgBoard board;
  g_autoptr(TgAnalysis) a = NULL;
  g_autofree char *value = NULL;
  g_autofree char *expected = NULL;

  board_after_e5 (&board);
  a = make_analysis (&board);
  value = tg_analysis_sgf_encode (a, 0);
  expected = g_strdup_printf ("1 to=W sz=9x9 h=%016" G_GINT64_MODIFIER "x km=6.5 ru=Japanese "
                              "n=100 w=0.45 s=-1.5 d=kata-analyze e=KataGo ev=1.16.4 "
                              "net=g170%%20b6c96%%5D.bin%%5Cgz t=1.5 f=1 "
                              "c=cc,60,0.44,-1.75,0.3,0.52,0,ccgg "
                              "c=gc,40,0.47,-1,0.2,0.5,1,gc..",
                              tg_analysis_position_hash (&board, TG_WHITE));
  g_assert_cmpstr (value, ==, expected);
  g_assert_null (strchr (value, ']'));
  g_assert_null (strchr (value, '\\'));

  /* At most @max_candidates. */
  g_free (value);
  value = tg_analysis_sgf_encode (a, 1);
  g_assert_null (strstr (value, "c=gc"));
}

/* GNU Go's: es= keeps its estimate of the position itself beside s=, the
 * mean of it and the estimate after its first choice (that candidate's
 * score lead); a record of older Tengen has neither. */
static void
test_gnugo (void)
{
  TgBoard board;
  g_autoptr(TgAnalysis) a = tg_analysis_new (9, 9, TG_WHITE);
  g_autoptr(TgAnalysis) back = NULL;
  g_autoptr(TgAnalysis) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *value = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *old_value = NULL;

  board_after_e5 (&board);
  tg_analysis_set_position (a, &board, TG_WHITE, 14, NULL);
  g_assert_true (tg_analysis_parse_gnugo_top_moves (a, "C3 19.04 G7 18.5", NULL));
  a->score_estimate = 12.5;
  a->candidates[0].score_lead = -3.5;
  a->score_lead = 4.5;
  value = tg_analysis_sgf_encode (a, 0);
  expected = g_strdup_printf ("1 to=W sz=9x9 h=%016" G_GINT64_MODIFIER "x km=7 n=0 s=4.5 "
                              "es=12.5 d=gnugo c=cg,0,,-3.5,,,0,cg,19.04 c=gc,0,,,,,1,gc,18.5",
                              tg_analysis_position_hash (&board, TG_WHITE));
  g_assert_cmpstr (value, ==, expected);
  back = tg_analysis_sgf_decode (value, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (back->score_lead, ==, 4.5);
  g_assert_cmpfloat (back->score_estimate, ==, 12.5);
  g_assert_cmpfloat (back->candidates[0].score_lead, ==, -3.5);
  g_assert_true (isnan (back->candidates[1].score_lead));

  old_value = g_strdup_printf ("1 to=W sz=9x9 h=%016" G_GINT64_MODIFIER "x km=7 n=0 s=12.5 "
                               "d=gnugo c=cg,0,,,,,0,cg,19.04",
                               tg_analysis_position_hash (&board, TG_WHITE));
  old = tg_analysis_sgf_decode (old_value, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (old->score_lead, ==, 12.5);
  g_assert_true (isnan (old->score_estimate));
  g_assert_true (isnan (old->candidates[0].score_lead));
}

static void
test_round_trip (void)
{
  TgBoard board;
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(TgAnalysis) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *value = NULL;

  board_after_e5 (&board);
  a = make_analysis (&board);
  a->candidates[1].value = 7.25;
  a->candidates[1].prior = NAN;
  a->ownership = g_new (float, 81);
  for (guint i = 0; i < 81; i++)
    a->ownership[i] = (float) ((int) (i % 63) - 31) / 31.0f;
  a->ownership[80] = 0.999f;   /* to the nearest 1/31: 1 */
  value = tg_analysis_sgf_encode (a, 0);
  back = tg_analysis_sgf_decode (value, &error);
  g_assert_no_error (error);
  g_assert_true (tg_analysis_matches (back, &board, TG_WHITE, 13));
  g_assert_cmpstr (back->rules, ==, "Japanese");
  g_assert_cmpstr (back->network, ==, "g170 b6c96].bin\\gz");
  g_assert_cmpstr (back->engine_version, ==, "1.16.4");
  g_assert_cmpint (back->dialect, ==, TG_ANALYSIS_DIALECT_KATAGO);
  g_assert_true (back->final);
  g_assert_cmpfloat (back->seconds, ==, 1.5);
  g_assert_cmpuint (back->visits, ==, 100);
  g_assert_cmpfloat (back->winrate, ==, 0.45);
  g_assert_cmpfloat (back->score_lead, ==, -1.5);
  g_assert_cmpuint (back->n_candidates, ==, 2);
  g_assert_cmpuint (back->candidates[1].pv_length, ==, 2);
  g_assert_cmpuint (back->candidates[1].pv[1], ==, TG_PASS);
  g_assert_cmpfloat (back->candidates[1].value, ==, 7.25);
  g_assert_true (isnan (back->candidates[1].prior));
  g_assert_true (isnan (back->candidates[0].value));
  g_assert_cmpfloat (back->candidates[0].lcb, ==, 0.52);
  for (guint i = 0; i < 80; i++)
    g_assert_cmpfloat_with_epsilon (back->ownership[i], a->ownership[i], 1e-6);
  g_assert_cmpfloat_with_epsilon (back->ownership[80], 1.0, 1e-6);

  /* Not ours, or broken: an error, never numbers. */
  g_assert_null (tg_analysis_sgf_decode ("2 to=B sz=9", &error));
  g_assert_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_null (tg_analysis_sgf_decode ("1 sz=9 n=4", NULL));
  g_assert_null (tg_analysis_sgf_decode ("1 to=B sz=9 w=1.5", NULL));
  g_assert_null (tg_analysis_sgf_decode ("1 to=B sz=9 c=zz,1,0.5,,,,0,", NULL));
  g_assert_null (tg_analysis_sgf_decode ("1 to=B sz=9 c=cc,1,0.5,,,,0,c", NULL));
  g_assert_null (tg_analysis_sgf_decode ("1 to=B sz=9 o=AAA", NULL));
  g_assert_null (tg_analysis_sgf_decode ("1 to=B sz=9 km=6.25", NULL));
  /* A key of a later version is skipped. */
  g_clear_pointer (&back, tg_analysis_unref);
  back = tg_analysis_sgf_decode ("1 to=B sz=9x9 zz=whatever n=7", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->visits, ==, 7);
  g_assert_true (isnan (back->winrate));
}

static TgGame *
load_game (const char *name,
           TgSgfDocument **doc_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "analysis", name, NULL);
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read_file (path, NULL, &error);
  TgGame *game;

  g_assert_no_error (error);
  game = tg_game_new_for_tree (doc->tree, 0, &error);
  g_assert_no_error (error);
  *doc_out = doc;
  return game;
}

static TgAnalysis *
read_at_move (TgGame *game,
              guint   move)
{
  g_assert_true (tg_game_go_to_move (game, move));
  return tg_analysis_sgf_read (tg_game_get_tree (game), tg_game_get_current_node (game),
                               tg_game_get_board (game), tg_game_get_to_play (game),
                               tg_game_get_komi (game));
}

static void
test_present (void)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = load_game ("foreign.sgf", &doc);
  TgGameTree *tree = tg_game_get_tree (game);
  /* foreign.sgf: moves 1-5 hold LZ, QLZV, QKGV, KT, SBKV+SBKS; move 6 and
   * the root (C, game information) none. */
  const gboolean expected[] = { FALSE, TRUE, TRUE, TRUE, TRUE, TRUE, FALSE };

  for (guint move = 0; move < G_N_ELEMENTS (expected); move++)
    {
      g_autoptr(TgAnalysis) a = NULL;

      g_assert_true (tg_game_go_to_move (game, move));
      g_assert_cmpint (tg_analysis_sgf_present (tree, tg_game_get_current_node (game)), ==,
                       expected[move]);
      /* Never FALSE where the reader finds one. */
      a = read_at_move (game, move);
      g_assert_true (a == NULL || expected[move]);
    }

  /* Ours alone. */
  g_assert_true (tg_game_go_to_move (game, 6));
  tg_game_tree_set_value (tree, tg_game_get_current_node (game), TG_ANALYSIS_SGF_PROPERTY, "x");
  g_assert_true (tg_analysis_sgf_present (tree, tg_game_get_current_node (game)));
}

static void
test_write_read (void)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = load_game ("foreign.sgf", &doc);
  TgGameTree *tree = tg_game_get_tree (game);
  g_autoptr(TgAnalysis) a = NULL;
  g_autoptr(TgAnalysis) back = NULL;
  g_autoptr(TgAnalysis) stale = NULL;
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *sgf = NULL;
  TgNode node, n;
  guint i;

  for (n = tg_game_tree_get_root (tree, 0); n != TG_NODE_NONE; n = tg_game_tree_walk_next (tree, n))
    g_ptr_array_add (before, tg_test_props_text (tree, n));

  /* After B E5 (KM[6.5]: 13 half-points). */
  g_assert_true (tg_game_go_to_move (game, 1));
  node = tg_game_get_current_node (game);
  a = make_analysis (tg_game_get_board (game));
  tg_analysis_sgf_write (tree, node, a, 0);
  g_assert_cmpstr (tg_game_tree_get_value (tree, node, "SBKV"), ==, "45");
  g_assert_cmpstr (tg_game_tree_get_value (tree, node, "SBKS"), ==, "-1.5");

  /* Nothing else changed: the other nodes, and this node's own
   * properties before the three it gained. */
  for (n = tg_game_tree_get_root (tree, 0), i = 0; n != TG_NODE_NONE;
       n = tg_game_tree_walk_next (tree, n), i++)
    {
      g_autofree char *now = tg_test_props_text (tree, n);

      if (n != node)
        g_assert_cmpstr (now, ==, before->pdata[i]);
      else
        g_assert_true (g_str_has_prefix (now, before->pdata[i]));
    }

  /* TGA wins over the LZ beside it, and is read back whole. */
  back = read_at_move (game, 1);
  g_assert_nonnull (back);
  g_assert_cmpint (back->dialect, ==, TG_ANALYSIS_DIALECT_KATAGO);
  g_assert_cmpuint (back->n_candidates, ==, 2);
  g_assert_cmpfloat (back->winrate, ==, 0.45);

  /* Written again, replaced in place: still one of each. */
  a->winrate = 0.5;
  a->score_lead = NAN;
  tg_analysis_sgf_write (tree, node, a, 0);
  g_assert_cmpstr (tg_game_tree_get_value (tree, node, "SBKV"), ==, "50");
  g_assert_false (tg_game_tree_has_prop (tree, node, "SBKS"));
  {
    guint n_values = 0;
    g_autofree const char **values = tg_game_tree_get_values (tree, node, "TGA", &n_values);

    g_assert_cmpuint (n_values, ==, 1);
  }

  /* Saved and read again: the property survives the writer and reader. */
  sgf = tg_sgf_write (tree, NULL);
  {
    g_autoptr(TgSgfDocument) again = tg_sgf_read (sgf, strlen (sgf), NULL, NULL);
    TgNode moved = tg_game_tree_get_first_child (again->tree, tg_game_tree_get_root (again->tree, 0));

    g_assert_cmpstr (tg_game_tree_get_value (again->tree, moved, "TGA"), ==,
                     tg_game_tree_get_value (tree, node, "TGA"));
    g_assert_cmpstr (tg_game_tree_get_value (again->tree, moved, "SBKV"), ==, "50");
  }

  /* On another position (after W C7), the same value is dropped. */
  tg_analysis_sgf_write (tree, tg_game_tree_get_first_child (tree, node), a, 0);
  stale = read_at_move (game, 2);
  g_assert_null (stale);
}

static void
test_foreign (void)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = load_game ("foreign.sgf", &doc);
  g_autoptr(TgAnalysis) lz = read_at_move (game, 1);
  g_autoptr(TgAnalysis) q5lz = read_at_move (game, 2);
  g_autoptr(TgAnalysis) q5kata = read_at_move (game, 3);
  g_autoptr(TgAnalysis) kt = read_at_move (game, 4);
  g_autoptr(TgAnalysis) sabaki = read_at_move (game, 5);
  g_autoptr(TgAnalysis) none = read_at_move (game, 6);

  /* LZ after B E5, White to move: 45.5 is Black's (the mover's) winrate;
   * the candidates are White's: C3 55 % (Black 45 %), G7 53 % (Black
   * 47 %) with scoreMean -1.5 (Black +1.5); 1.2k playouts. */
  g_assert_nonnull (lz);
  g_assert_cmpint (lz->dialect, ==, TG_ANALYSIS_DIALECT_LEELA_ZERO);
  g_assert_cmpfloat_with_epsilon (lz->winrate, 0.455, EPS);
  g_assert_cmpuint (lz->visits, ==, 1200);
  g_assert_cmpuint (lz->n_candidates, ==, 2);
  g_assert_cmpuint (lz->candidates[0].point, ==, pt ("C3"));
  g_assert_cmpfloat_with_epsilon (lz->candidates[0].winrate, 0.45, EPS);
  g_assert_cmpuint (lz->candidates[0].visits, ==, 900);
  g_assert_cmpfloat_with_epsilon (lz->candidates[1].winrate, 0.47, EPS);
  g_assert_cmpfloat_with_epsilon (lz->candidates[1].score_lead, 1.5, EPS);
  g_assert_cmpuint (lz->candidates[0].pv_length, ==, 2);
  g_assert_true (tg_game_go_to_move (game, 1));
  g_assert_true (tg_analysis_matches (lz, tg_game_get_board (game), TG_WHITE, 13));

  /* QLZV with KM 6.5: 500 visits at 6.5, 800 with no komi, 900 at 7.5
   * (another komi, skipped): the 800. */
  g_assert_nonnull (q5lz);
  g_assert_cmpuint (q5lz->visits, ==, 800);
  g_assert_cmpfloat_with_epsilon (q5lz->winrate, 0.58, EPS);
  g_assert_true (isnan (q5lz->score_lead));
  g_assert_cmpstr (q5lz->engine_name, ==, "LZ big");

  /* QKGV: Black's winrate and score, the engine after "::". */
  g_assert_nonnull (q5kata);
  g_assert_cmpint (q5kata->dialect, ==, TG_ANALYSIS_DIALECT_KATAGO);
  g_assert_cmpuint (q5kata->visits, ==, 2448);
  g_assert_cmpfloat_with_epsilon (q5kata->winrate, 0.304138, EPS);
  g_assert_cmpfloat_with_epsilon (q5kata->score_lead, -2.29415, EPS);
  g_assert_cmpstr (q5kata->engine_name, ==, "KataGo 1.9 s1056");

  /* KT after W G7, Black to move: root 62 %, +3.5, 400 visits; F3 (order
   * 0), D4 (1), H8 (KaTrain's 999, kept last); ownership i → ((i mod 5)
   * - 2) / 2, exact in half floats. */
  g_assert_nonnull (kt);
  g_assert_cmpfloat (kt->winrate, ==, 0.62);
  g_assert_cmpfloat (kt->score_lead, ==, 3.5);
  g_assert_cmpuint (kt->visits, ==, 400);
  g_assert_cmpuint (kt->n_candidates, ==, 3);
  g_assert_cmpuint (kt->candidates[0].point, ==, pt ("F3"));
  g_assert_cmpuint (kt->candidates[0].visits, ==, 250);
  g_assert_cmpfloat (kt->candidates[0].winrate, ==, 0.625);
  g_assert_cmpfloat (kt->candidates[0].score_lead, ==, 3.75);
  g_assert_cmpfloat (kt->candidates[0].prior, ==, 0.5);
  g_assert_cmpfloat (kt->candidates[0].lcb, ==, 0.6);
  g_assert_cmpuint (kt->candidates[0].pv_length, ==, 3);
  g_assert_cmpuint (kt->candidates[0].pv[2], ==, pt ("E3"));
  g_assert_cmpuint (kt->candidates[1].point, ==, pt ("D4"));
  g_assert_cmpuint (kt->candidates[2].point, ==, pt ("H8"));
  g_assert_cmpuint (kt->candidates[2].order, ==, 2);
  g_assert_true (isnan (kt->candidates[2].lcb));
  g_assert_nonnull (kt->ownership);
  g_assert_cmpfloat (kt->ownership[0], ==, -1.0f);
  g_assert_cmpfloat (kt->ownership[1], ==, -0.5f);
  g_assert_cmpfloat (kt->ownership[2], ==, 0.0f);
  g_assert_cmpfloat (kt->ownership[78], ==, 0.5f);
  g_assert_cmpfloat (kt->ownership[79], ==, 1.0f);
  g_assert_cmpfloat (kt->ownership[80], ==, -1.0f);
  g_assert_true (tg_game_go_to_move (game, 4));
  g_assert_true (tg_analysis_matches (kt, tg_game_get_board (game), TG_BLACK, 13));

  /* SBKV[53.12] SBKS[-1.5] */
  g_assert_nonnull (sabaki);
  g_assert_cmpfloat_with_epsilon (sabaki->winrate, 0.5312, EPS);
  g_assert_cmpfloat (sabaki->score_lead, ==, -1.5);
  g_assert_cmpuint (sabaki->n_candidates, ==, 0);

  g_assert_null (none);
}

/* A KT that is not base64 of gzip of KaTrain's JSON is no analysis. */
static void
test_katrain_broken (void)
{
  TgBoard board;
  const char *not_base64[] = { "!!!", "!!!", "!!!" };
  /* gzip of "{}" and of "[1," */
  const char *no_root[] = { "", "", "H4sIAAAAAAACA6uuBQBDv6ajAgAAAA==" };
  const char *cut[] = { "", "", "H4sIAAAAAAACA4s21AEAEnMtawMAAAA=" };

  tg_board_init (&board, 9, 9);
  g_assert_null (_tg_analysis_from_katrain (not_base64, 3, &board, TG_BLACK));
  g_assert_null (_tg_analysis_from_katrain (no_root, 3, &board, TG_BLACK));
  g_assert_null (_tg_analysis_from_katrain (cut, 3, &board, TG_BLACK));
  g_assert_null (_tg_analysis_from_katrain (no_root, 2, &board, TG_BLACK));
}

/* The small JSON reader behind KT: RFC 8259 values, Python's NaN, and
 * nesting bounded so that a hostile record cannot exhaust the stack. */
static void
test_json (void)
{
  const char *text = "{\"a\": [1, -2.5e1, true, false, null, NaN],"
                     " \"s\": \"\\u00e9\\ud83d\\ude00\\n\", \"o\": {}}";
  g_autoptr(TgJson) j = _tg_json_parse (text, strlen (text));
  const TgJson *a, *str;
  g_autoptr(GString) deep = g_string_new (NULL);
  const char *bad[] = { "", "{", "[1,]", "{\"a\" 1}", "[1] x", "\"\\x\"", "01x", "[\"\001\"]" };

  g_assert_nonnull (j);
  a = _tg_json_member (j, "a");
  g_assert_nonnull (a);
  g_assert_cmpuint (a->items->len, ==, 6);
  g_assert_cmpfloat (_tg_json_number (g_ptr_array_index (a->items, 1), 0), ==, -25.0);
  g_assert_cmpint (((TgJson *) g_ptr_array_index (a->items, 2))->type, ==, TG_JSON_BOOLEAN);
  g_assert_cmpfloat (((TgJson *) g_ptr_array_index (a->items, 2))->number, ==, 1.0);
  g_assert_cmpfloat (((TgJson *) g_ptr_array_index (a->items, 3))->number, ==, 0.0);
  g_assert_cmpint (((TgJson *) g_ptr_array_index (a->items, 5))->type, ==, TG_JSON_NULL);
  str = _tg_json_member (j, "s");
  g_assert_cmpstr (str->string, ==, "\u00e9\U0001F600\n");
  g_assert_nonnull (_tg_json_member (j, "o"));
  g_assert_null (_tg_json_member (j, "missing"));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TgJson *b = _tg_json_parse (bad[i], strlen (bad[i]));

      if (b != NULL)
        g_error ("accepted %s", bad[i]);
    }
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_assert_null (_tg_json_parse (deep->str, deep->len));
}

/* tengen-cli sgf cat keeps TGA, SBKV and SBKS as they are. */
static void
test_sgf_cat (void)
{
  g_auto(TgTestRun) run = { 0 };
  const char *tga = "TGA[1 to=W sz=9x9 h=0123456789abcdef km=6.5 n=100 w=0.45 s=-1.5 "
                    "d=kata-analyze e=KataGo ev=1.16.4 t=1.5 f=1 "
                    "c=cc,60,0.44,-1.75,0.3,0.52,0,ccgg c=gc,40,0.47,-1,0.2,0.5,1,gc.. "
                    "o=ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+ABCDEFGHIJKLMNOPQR]";

  tg_test_run_cli (&run, "analysis", "sgf", "cat", "tga.sgf", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, tga));
  g_assert_nonnull (strstr (run.out, "SBKV[45]"));
  g_assert_nonnull (strstr (run.out, "SBKS[-1.5]"));
  g_assert_nonnull (strstr (run.out, "C[A comment]"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis-sgf/encode", test_encode);
  g_test_add_func ("/analysis-sgf/round-trip", test_round_trip);
  g_test_add_func ("/analysis-sgf/gnugo", test_gnugo);
  g_test_add_func ("/analysis-sgf/write-read", test_write_read);
  g_test_add_func ("/analysis-sgf/present", test_present);
  g_test_add_func ("/analysis-sgf/foreign", test_foreign);
  g_test_add_func ("/analysis-sgf/katrain-broken", test_katrain_broken);
  g_test_add_func ("/analysis-sgf/json", test_json);
  g_test_add_func ("/analysis-sgf/sgf-cat", test_sgf_cat);
  return g_test_run ();
}
