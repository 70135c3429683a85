/* test-analysis-review.c: move losses, classes and per-player summaries
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A five-move game on 19×19 with analyses made by hand; every loss, class
 * and share below is worked out in the comments.
 */

#include "config.h"

#include <math.h>

#include "tg-analysis-review.h"
#include "tg-test-utils.h"

#define EPS 1e-9

static TgPoint
pt (const char *gtp)
{
  return tg_test_point (gtp, 19, 19);
}

/* An analysis with Black's @winrate and @score, and @moves (GTP, spaces)
 * as its candidates, best first. */
static TgAnalysis *
analysis (TgColor     to_move,
          double      winrate,
          double      score,
          const char *moves)
{
  TgAnalysis *a = tg_analysis_new (19, 19, to_move);
  g_auto(GStrv) names = g_strsplit (moves, " ", -1);

  a->winrate = winrate;
  a->score_lead = score;
  a->visits = 100;
  for (guint i = 0; names[i] != NULL && *names[i] != '\0'; i++)
    {
      TgPoint p = pt (names[i]);

      tg_analysis_add_candidate (a, p, &p, 1);
    }
  return a;
}

static void
test_classes (void)
{
  TgMoveClassThresholds t;
  const struct
  {
    double      loss;
    TgMoveClass klass;
  } points[] = {
    { 12.0, TG_MOVE_CLASS_BLUNDER }, { 11.99, TG_MOVE_CLASS_MISTAKE },
    { 6.0, TG_MOVE_CLASS_MISTAKE }, { 3.0, TG_MOVE_CLASS_INACCURACY },
    { 2.0, TG_MOVE_CLASS_SLACK }, { 1.5, TG_MOVE_CLASS_SLACK },
    { 0.5, TG_MOVE_CLASS_GOOD }, { 0.49, TG_MOVE_CLASS_BEST },
    { -3.0, TG_MOVE_CLASS_BEST },
  };

  tg_move_class_thresholds_init (&t);
  g_assert_cmpfloat (t.points[0], ==, 12.0);
  g_assert_cmpfloat (t.points[4], ==, 0.5);
  g_assert_cmpfloat (t.winrate[0], ==, 0.20);
  g_assert_cmpfloat (t.winrate[4], ==, 0.01);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      /* Black's lead goes from 20 to 20 - loss when Black moves. */
      g_autoptr(TgAnalysis) before = analysis (TG_BLACK, 0.9, 20.0, "");
      g_autoptr(TgAnalysis) after = analysis (TG_WHITE, 0.9, 20.0 - points[i].loss, "");
      TgMoveReview r;

      tg_move_review_compute (&r, 1, TG_BLACK, pt ("D4"), before, after, &t);
      g_assert_cmpfloat_with_epsilon (r.loss, points[i].loss, EPS);
      g_assert_cmpint (r.klass, ==, points[i].klass);
    }
  for (guint i = TG_MOVE_CLASS_UNKNOWN; i < TG_MOVE_CLASS_COUNT; i++)
    g_assert_cmpint (tg_move_class_from_string (tg_move_class_to_string (i)), ==, i);
  g_assert_cmpstr (tg_move_class_to_string (TG_MOVE_CLASS_INACCURACY), ==, "inaccuracy");
  g_assert_cmpint (tg_move_class_from_string ("bogus"), ==, TG_MOVE_CLASS_UNKNOWN);
}

/* An engine with no score (Leela Zero): classes by winrate. */
static void
test_winrate_only (void)
{
  g_autoptr(TgAnalysis) before = analysis (TG_WHITE, 0.6, NAN, "C3 D4");
  g_autoptr(TgAnalysis) after = analysis (TG_BLACK, 0.75, NAN, "Q16");
  TgMoveReview r;

  /* White moves: Black's winrate 60 % -> 75 %, White lost 15 points of
   * winrate: a mistake (10 to 20). */
  tg_move_review_compute (&r, 8, TG_WHITE, pt ("D4"), before, after, NULL);
  g_assert_true (isnan (r.loss));
  g_assert_true (isnan (r.score_lead));
  g_assert_cmpfloat_with_epsilon (r.loss_winrate, 0.15, EPS);
  g_assert_cmpint (r.klass, ==, TG_MOVE_CLASS_MISTAKE);
  g_assert_cmpfloat (r.winrate, ==, 0.75);
  g_assert_true (r.has_best);
  g_assert_cmpuint (r.best, ==, pt ("C3"));
  g_assert_false (r.top1);
  g_assert_true (r.top5);
  g_assert_cmpuint (r.move_number, ==, 8);
  g_assert_cmpuint (r.visits, ==, 100);
}

static void
test_game (void)
{
  /* Black's values after each move; the candidates before each move. */
  g_autoptr(TgAnalysis) a0 = analysis (TG_BLACK, 0.55, 2.0, "D4 Q16 C3 R4 E5 F6");
  g_autoptr(TgAnalysis) a1 = analysis (TG_WHITE, 0.50, 1.2, "C17");
  g_autoptr(TgAnalysis) a2 = analysis (TG_BLACK, 0.70, 5.0, "K10");
  g_autoptr(TgAnalysis) a3 = analysis (TG_WHITE, 0.71, 5.3, "Q4");
  g_autoptr(TgAnalysis) a4 = analysis (TG_BLACK, 0.97, 18.0, "P10");
  TgMoveReview r[5];
  TgPlayerSummary black, white;

  /* 1 B Q16: 2.0 - 1.2 = 0.8 lost, good; second choice: top 5 only. */
  tg_move_review_compute (&r[0], 1, TG_BLACK, pt ("Q16"), a0, a1, NULL);
  g_assert_cmpfloat_with_epsilon (r[0].loss, 0.8, EPS);
  g_assert_cmpfloat_with_epsilon (r[0].loss_winrate, 0.05, EPS);
  g_assert_cmpint (r[0].klass, ==, TG_MOVE_CLASS_GOOD);
  g_assert_cmpuint (r[0].best, ==, pt ("D4"));
  g_assert_false (r[0].top1);
  g_assert_true (r[0].top5);
  g_assert_cmpfloat (r[0].score_lead, ==, 1.2);

  /* 2 W C3: White's lead goes from -1.2 to -5.0: 3.8 lost, inaccuracy. */
  tg_move_review_compute (&r[1], 2, TG_WHITE, pt ("C3"), a1, a2, NULL);
  g_assert_cmpfloat_with_epsilon (r[1].loss, 3.8, EPS);
  g_assert_cmpfloat_with_epsilon (r[1].loss_winrate, 0.2, EPS);
  g_assert_cmpint (r[1].klass, ==, TG_MOVE_CLASS_INACCURACY);
  g_assert_false (r[1].top5);

  /* 3 B K10, the first choice: 5.0 - 5.3 = -0.3, best. */
  tg_move_review_compute (&r[2], 3, TG_BLACK, pt ("K10"), a2, a3, NULL);
  g_assert_cmpfloat_with_epsilon (r[2].loss, -0.3, EPS);
  g_assert_cmpint (r[2].klass, ==, TG_MOVE_CLASS_BEST);
  g_assert_true (r[2].top1 && r[2].top5);

  /* 4 W D16: -5.3 -> -18: 12.7 lost, blunder. */
  tg_move_review_compute (&r[3], 4, TG_WHITE, pt ("D16"), a3, a4, NULL);
  g_assert_cmpfloat_with_epsilon (r[3].loss, 12.7, EPS);
  g_assert_cmpint (r[3].klass, ==, TG_MOVE_CLASS_BLUNDER);

  /* 5 B pass, not analysed after: unknown, but the first choice is known. */
  tg_move_review_compute (&r[4], 5, TG_BLACK, TG_PASS, a4, NULL, NULL);
  g_assert_true (isnan (r[4].loss) && isnan (r[4].loss_winrate));
  g_assert_cmpint (r[4].klass, ==, TG_MOVE_CLASS_UNKNOWN);
  g_assert_true (r[4].has_best);
  g_assert_false (r[4].top1);

  /* Black: moves 1, 3 reviewed, 5 unknown; mean loss (0.8 + 0) / 2 = 0.4;
   * winrate (0.05 + 0) / 2; first choice in 1 of 3, top 5 in 2 of 3. */
  tg_player_summary_compute (&black, r, 5, TG_BLACK);
  g_assert_cmpuint (black.moves, ==, 2);
  g_assert_cmpfloat_with_epsilon (black.mean_loss, 0.4, EPS);
  g_assert_cmpfloat_with_epsilon (black.mean_loss_winrate, 0.025, EPS);
  g_assert_cmpuint (black.classes[TG_MOVE_CLASS_GOOD], ==, 1);
  g_assert_cmpuint (black.classes[TG_MOVE_CLASS_BEST], ==, 1);
  g_assert_cmpuint (black.classes[TG_MOVE_CLASS_UNKNOWN], ==, 1);
  g_assert_cmpfloat_with_epsilon (black.top1, 1.0 / 3, EPS);
  g_assert_cmpfloat_with_epsilon (black.top5, 2.0 / 3, EPS);

  /* White: (3.8 + 12.7) / 2 = 8.25; winrate (0.2 + 0.26) / 2 = 0.23. */
  tg_player_summary_compute (&white, r, 5, TG_WHITE);
  g_assert_cmpuint (white.moves, ==, 2);
  g_assert_cmpfloat_with_epsilon (white.mean_loss, 8.25, EPS);
  g_assert_cmpfloat_with_epsilon (white.mean_loss_winrate, 0.23, EPS);
  g_assert_cmpuint (white.classes[TG_MOVE_CLASS_INACCURACY], ==, 1);
  g_assert_cmpuint (white.classes[TG_MOVE_CLASS_BLUNDER], ==, 1);
  g_assert_cmpfloat (white.top1, ==, 0.0);
  g_assert_cmpfloat (white.top5, ==, 0.0);

  /* Nobody: no moves, NAN means. */
  tg_player_summary_compute (&black, NULL, 0, TG_BLACK);
  g_assert_cmpuint (black.moves, ==, 0);
  g_assert_true (isnan (black.mean_loss) && isnan (black.top1));
}

/* A GNU Go analysis as the analyzer makes it: @top_moves, GNU Go's
 * estimate of the position (@estimate) and after its first choice
 * (@best_estimate), the root their mean. */
static TgAnalysis *
gnugo_analysis (TgColor     to_move,
                const char *top_moves,
                double      estimate,
                double      best_estimate)
{
  TgAnalysis *a = tg_analysis_new (19, 19, to_move);

  g_assert_true (tg_analysis_parse_gnugo_top_moves (a, top_moves, NULL));
  a->score_estimate = estimate;
  if (a->n_candidates > 0)
    a->candidates[0].score_lead = best_estimate;
  a->score_lead = (estimate + best_estimate) / 2;
  return a;
}

/* GNU Go's loss: its estimate after its first choice minus its estimate
 * after the move played, both after the mover's move, from the mover's
 * side. The numbers are GNU Go 3.8's at level 10 after B Q16 W D16 B Q3
 * W D4 B Q6 W K3 B F17 W C14 (komi 7.5): estimate_score B+0.5; its first
 * choice D18 (35.01 by its move values), after which it says B+9.7;
 * after B J17 (27.70) B+13.0, after C6 (24.87) B+11.6, after O17
 * (unlisted) B+16.1. Then, White to move after O17: first choice F15
 * (32.35) B+2.3, after W R8 (29.37) W+1.5, C6 W+0.7, K10 B+4.1, B18
 * B+7.6, T19 B+22.0. By the move values O17 would be a blunder of at
 * least 35.01 - 20.39 (the last listed) = 14.6 points. The listed moves'
 * values (J17 7.31 below D18, C6 10.14, R8 2.98) are all above their
 * estimates' losses here. */
static void
test_gnugo_estimates (void)
{
  g_autoptr(TgAnalysis) before = gnugo_analysis (TG_BLACK, "D18 35.01 J17 27.70 C6 24.87 "
                                                 "D6 24.84 R9 20.39", 0.5, 9.7);
  g_autoptr(TgAnalysis) white = gnugo_analysis (TG_WHITE, "F15 32.35 R8 29.37 Q13 23.73",
                                                16.1, 2.3);
  const struct
  {
    TgColor           color;
    const char       *move;
    const TgAnalysis *before;
    double            after;   /* GNU Go's estimate after the move */
    double            loss;
    TgMoveClass       klass;
  } cases[] = {
    { TG_BLACK, "D18", before, 9.7, 0.0, TG_MOVE_CLASS_BEST },   /* its own */
    { TG_BLACK, "J17", before, 13.0, -3.3, TG_MOVE_CLASS_BEST }, /* 9.7 - 13.0 */
    { TG_BLACK, "C6", before, 11.6, -1.9, TG_MOVE_CLASS_BEST },  /* 9.7 - 11.6 */
    { TG_BLACK, "O17", before, 16.1, -6.4, TG_MOVE_CLASS_BEST }, /* 9.7 - 16.1 */
    { TG_WHITE, "R8", white, -1.5, -3.8, TG_MOVE_CLASS_BEST },   /* -(2.3 - -1.5) */
    { TG_WHITE, "C6", white, -0.7, -3.0, TG_MOVE_CLASS_BEST },   /* -(2.3 - -0.7) */
    { TG_WHITE, "K10", white, 4.1, 1.8, TG_MOVE_CLASS_SLACK },   /* -(2.3 - 4.1) */
    { TG_WHITE, "B18", white, 7.6, 5.3, TG_MOVE_CLASS_INACCURACY },
    { TG_WHITE, "T19", white, 22.0, 19.7, TG_MOVE_CLASS_BLUNDER },
  };
  TgMoveReview r;

  /* The root is the mean of the estimates after each side's move. */
  g_assert_cmpfloat_with_epsilon (before->score_lead, 5.1, EPS);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* The analysis of the position after the move; its own first
       * choice's estimate does not enter this move's loss. */
      TgColor next = cases[i].color == TG_BLACK ? TG_WHITE : TG_BLACK;
      g_autoptr(TgAnalysis) after = gnugo_analysis (next, "Q13 20.00", cases[i].after,
                                                    cases[i].after + 5.0);

      tg_move_review_compute (&r, 9, cases[i].color, pt (cases[i].move), cases[i].before,
                              after, NULL);
      g_assert_cmpfloat_with_epsilon (r.loss, cases[i].loss, 1e-6);
      g_assert_cmpint (r.klass, ==, cases[i].klass);
      g_assert_cmpfloat_with_epsilon (r.score_lead, after->score_lead, EPS);
      g_assert_true (isnan (r.loss_winrate));
    }

  /* Read back from a record that kept only the root (the mean) and the
   * first choice's estimate: the position's own estimate is 2 × root -
   * first choice's, 2 × 9.2 - 2.3 = 16.1, and O17 loses -6.4 again. */
  {
    g_autoptr(TgAnalysis) after = gnugo_analysis (TG_WHITE, "F15 32.35", 16.1, 2.3);

    after->score_estimate = NAN;
    tg_move_review_compute (&r, 9, TG_BLACK, pt ("O17"), before, after, NULL);
    g_assert_cmpfloat_with_epsilon (r.loss, -6.4, 1e-6);
  }

  /* A listed move loses at most what GNU Go's values say: on an empty 9×9
   * (komi 7) GNU Go level 10 listed G6 75.00 and E5 74.01 among many at
   * 74.01, estimated W+7.0, B+12.0 after G6 and W+1.5 after E5: by the
   * estimates E5 lost 12.0 - -1.5 = 13.5, by the values 0.99 (good). */
  {
    g_autoptr(TgAnalysis) empty = tg_analysis_new (9, 9, TG_BLACK);
    g_autoptr(TgAnalysis) after = tg_analysis_new (9, 9, TG_WHITE);

    g_assert_true (tg_analysis_parse_gnugo_top_moves (empty, "G6 75.00 D4 74.01 E5 74.01", NULL));
    empty->score_estimate = -7.0;
    empty->candidates[0].score_lead = 12.0;
    g_assert_true (tg_analysis_parse_gnugo_top_moves (after, "D6 75.01", NULL));
    after->score_estimate = -1.5;
    after->candidates[0].score_lead = -9.7;
    tg_move_review_compute (&r, 1, TG_BLACK, tg_test_point ("E5", 9, 9), empty, after, NULL);
    g_assert_cmpfloat_with_epsilon (r.loss, 0.99, 1e-6);
    g_assert_cmpint (r.klass, ==, TG_MOVE_CLASS_GOOD);
  }

  /* The last move of a record has no analysis after it: its own first
   * choice loses nothing, another move has no known loss. */
  tg_move_review_compute (&r, 9, TG_BLACK, pt ("D18"), before, NULL, NULL);
  g_assert_cmpfloat (r.loss, ==, 0.0);
  tg_move_review_compute (&r, 9, TG_BLACK, pt ("O17"), before, NULL, NULL);
  g_assert_true (isnan (r.loss));
  g_assert_cmpint (r.klass, ==, TG_MOVE_CLASS_UNKNOWN);
}

/* An older Tengen's GNU Go analysis after a new one: its root is GNU Go's
 * plain estimate of the position, which the loss then takes. */
static void
test_gnugo_mixed (void)
{
  g_autoptr(TgAnalysis) before = gnugo_analysis (TG_BLACK, "D18 35.01 J17 27.70", 0.5, 9.7);
  g_autoptr(TgAnalysis) old_after = tg_analysis_new (19, 19, TG_WHITE);
  TgMoveReview r;

  g_assert_true (tg_analysis_parse_gnugo_top_moves (old_after, "F15 32.35 R8 29.37", NULL));
  g_assert_true (tg_analysis_parse_gnugo_score (old_after, "B+13.0 (upper bound: -13.0, "
                                                "lower: -13.0)", NULL));
  tg_move_review_compute (&r, 9, TG_BLACK, pt ("J17"), before, old_after, NULL);
  g_assert_cmpfloat_with_epsilon (r.loss, -3.3, 1e-6);
}

/* GNU Go analyses of older Tengen (no estimate after the first choice):
 * the loss comes from top_moves' values, not from estimate_score (which
 * swings toward whoever has just moved; here it would give Black's R4
 * 3.5 - (-4.5) = 8 points); no winrate. */
static void
test_gnugo_values (void)
{
  g_autoptr(TgAnalysis) before = tg_analysis_new (19, 19, TG_BLACK);
  g_autoptr(TgAnalysis) after = tg_analysis_new (19, 19, TG_WHITE);
  g_autoptr(TgAnalysis) white = tg_analysis_new (19, 19, TG_WHITE);
  g_autoptr(TgAnalysis) empty = tg_analysis_new (19, 19, TG_BLACK);
  const struct
  {
    const char *move;
    double      loss;
    TgMoveClass klass;
  } black[] = {
    { "Q16", 0.0, TG_MOVE_CLASS_BEST },          /* the best: 12.5 - 12.5 */
    { "R4", 3.4, TG_MOVE_CLASS_INACCURACY },     /* listed: 12.5 - 9.1 */
    { "C3", 7.5, TG_MOVE_CLASS_MISTAKE },        /* listed last: 12.5 - 5 */
    { "D4", 7.5, TG_MOVE_CLASS_MISTAKE },        /* unlisted: at least 12.5 - 5 */
    { "pass", 7.5, TG_MOVE_CLASS_MISTAKE },      /* unlisted too */
  };
  TgMoveReview r;

  g_assert_true (tg_analysis_parse_gnugo_score (before, "B+3.5 (upper bound: 5.5, lower: 1.5)", NULL));
  g_assert_true (tg_analysis_parse_gnugo_top_moves (before, "Q16 12.50 R4 9.10 C3 5.00", NULL));
  g_assert_true (tg_analysis_parse_gnugo_score (after, "W+4.5 (upper bound: -2.5, lower: -6.5)", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (black); i++)
    {
      tg_move_review_compute (&r, 1, TG_BLACK, pt (black[i].move), before, after, NULL);
      g_assert_cmpfloat_with_epsilon (r.loss, black[i].loss, EPS);
      g_assert_true (isnan (r.loss_winrate));
      g_assert_cmpint (r.klass, ==, black[i].klass);
      g_assert_cmpuint (r.best, ==, pt ("Q16"));
      g_assert_cmpfloat (r.score_lead, ==, -4.5);
    }
  tg_move_review_compute (&r, 1, TG_BLACK, pt ("R4"), before, after, NULL);
  g_assert_true (r.top5 && !r.top1);

  /* White's values are White's points: the same rule, no sign change.
   * K10 is 20.25 - 6.75 = 13.5 short of D16, a blunder; the last move of
   * a game has no analysis after it and still has its loss. */
  g_assert_true (tg_analysis_parse_gnugo_top_moves (white, "D16 20.25 K10 6.75", NULL));
  tg_move_review_compute (&r, 2, TG_WHITE, pt ("K10"), white, NULL, NULL);
  g_assert_cmpfloat_with_epsilon (r.loss, 13.5, EPS);
  g_assert_cmpint (r.klass, ==, TG_MOVE_CLASS_BLUNDER);

  /* No move listed: GNU Go sees nothing worth playing, nothing to lose. */
  g_assert_true (tg_analysis_parse_gnugo_top_moves (empty, "", NULL));
  tg_move_review_compute (&r, 3, TG_BLACK, pt ("A1"), empty, after, NULL);
  g_assert_cmpfloat (r.loss, ==, 0.0);
  g_assert_cmpint (r.klass, ==, TG_MOVE_CLASS_BEST);
  g_assert_false (r.has_best);
}

/* The engine's root figures in words: points under territory rules, 子
 * (half the points) under area rules, White's lead from Black's side. */
static void
test_describe_values (void)
{
  g_autoptr(TgAnalysis) analysis = tg_analysis_new (19, 19, TG_BLACK);
  g_autofree char *japanese = NULL;
  g_autofree char *chinese = NULL;
  g_autofree char *white = NULL;
  TgRules rules;

  analysis->winrate = 0.93;
  analysis->score_lead = 5.6;
  tg_rules_init_preset (&rules, TG_RULES_JAPANESE);
  japanese = tg_analysis_describe_values (analysis, &rules, " · ");
  g_assert_cmpstr (japanese, ==, "Black leads by 5.6 points · Black's winrate 93.0 %");
  tg_rules_init_preset (&rules, TG_RULES_CHINESE);
  chinese = tg_analysis_describe_values (analysis, &rules, " · ");
  g_assert_cmpstr (chinese, ==, "Black leads by 2.8 stones · Black's winrate 93.0 %");
  analysis->winrate = NAN;
  analysis->score_lead = -3.0;
  white = tg_analysis_describe_values (analysis, &rules, " · ");
  g_assert_cmpstr (white, ==, "White leads by 1.5 stones");
  analysis->score_lead = NAN;
  g_assert_null (tg_analysis_describe_values (analysis, &rules, " · "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis-review/classes", test_classes);
  g_test_add_func ("/analysis-review/winrate-only", test_winrate_only);
  g_test_add_func ("/analysis-review/game", test_game);
  g_test_add_func ("/analysis-review/gnugo-estimates", test_gnugo_estimates);
  g_test_add_func ("/analysis-review/gnugo-mixed", test_gnugo_mixed);
  g_test_add_func ("/analysis-review/gnugo-values", test_gnugo_values);
  g_test_add_func ("/analysis-review/describe-values", test_describe_values);
  return g_test_run ();
}
