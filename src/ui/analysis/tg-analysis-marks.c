/* tg-analysis-marks.c: what an analysis puts on the board, and its colours
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-analysis-marks.h"

/* A candidate with fewer visits than this, or than this share of the
 * first choice's, says nothing yet: drawn faint and unlabelled. */
#define MIN_VISITS       3
#define MIN_VISIT_SHARE  0.05

/* Best to worst after UNKNOWN, as TgMoveClass. KaTrain's evaluation
 * colours; then Paul Tol's BuRd scheme (blue for good, red for bad), whose
 * steps differ in lightness, so they stay apart without red and green. */
static const float palettes[2][TG_MOVE_CLASS_COUNT][3] = {
  {
    { 0.60f, 0.60f, 0.60f },   /* unknown */
    { 0.12f, 0.59f, 0.20f },   /* best: green */
    { 0.60f, 0.84f, 0.30f },   /* good: light green */
    { 0.95f, 0.86f, 0.20f },   /* slack: yellow */
    { 0.96f, 0.55f, 0.13f },   /* inaccuracy: orange */
    { 0.85f, 0.12f, 0.10f },   /* mistake: red */
    { 0.50f, 0.13f, 0.55f },   /* blunder: purple */
  },
  {
    { 0.60f, 0.60f, 0.60f },
    { 0.21f, 0.29f, 0.60f },   /* #364B9A */
    { 0.60f, 0.79f, 0.88f },   /* #98CAE1 */
    { 0.92f, 0.93f, 0.80f },   /* #EAECCC */
    { 1.00f, 0.85f, 0.55f },   /* #FEDA8B */
    { 0.96f, 0.49f, 0.29f },   /* #F67E4B */
    { 0.65f, 0.00f, 0.15f },   /* #A50026 */
  },
};

TgAnalysisPalette
tg_analysis_palette_from_string (const char *str)
{
  return g_strcmp0 (str, "colorblind") == 0 ? TG_ANALYSIS_PALETTE_COLORBLIND
                                            : TG_ANALYSIS_PALETTE_KATRAIN;
}

TgAnalysisLabel
tg_analysis_label_from_string (const char *str)
{
  return g_strcmp0 (str, "score") == 0 ? TG_ANALYSIS_LABEL_SCORE : TG_ANALYSIS_LABEL_WINRATE;
}

void
tg_analysis_class_color (TgAnalysisPalette palette,
                         TgMoveClass       klass,
                         float             rgb[3])
{
  guint p = palette == TG_ANALYSIS_PALETTE_COLORBLIND ? 1 : 0;
  guint k = (guint) klass < TG_MOVE_CLASS_COUNT ? (guint) klass : 0;

  memcpy (rgb, palettes[p][k], 3 * sizeof (float));
}

TgMoveClass
tg_analysis_class_for_loss (double                       loss,
                            double                       loss_winrate,
                            const TgMoveClassThresholds *thresholds)
{
  const double *bounds = isnan (loss) ? thresholds->winrate : thresholds->points;
  double value = isnan (loss) ? loss_winrate : loss;

  if (isnan (value))
    return TG_MOVE_CLASS_UNKNOWN;
  /* bounds[0] is the blunder's, bounds[4] the good move's. */
  for (guint i = 0; i < 5; i++)
    if (value >= bounds[i])
      return (TgMoveClass) (TG_MOVE_CLASS_BLUNDER - i);
  return TG_MOVE_CLASS_BEST;
}

void
tg_analysis_format_lead (double lead,
                         char   buf[12])
{
  char number[12];

  if (isnan (lead))
    {
      buf[0] = '\0';
      return;
    }
  /* A true minus sign: the hyphen looks like a dash at this size. */
  g_ascii_formatd (number, sizeof number, "%.1f", fabs (lead));
  g_snprintf (buf, 12, "%s%s", lead >= 0.05 ? "+" : lead <= -0.05 ? "\u2212" : "", number);
}

void
tg_analysis_format_visits (guint visits,
                           char  buf[12])
{
  if (visits < 1000)
    g_snprintf (buf, 12, "%u", visits);
  else if (visits < 10000)
    {
      g_ascii_formatd (buf, 12, "%.1f", visits / 1000.0);
      g_strlcat (buf, "k", 12);
    }
  else if (visits < 1000000)
    g_snprintf (buf, 12, "%uk", (visits + 500) / 1000);
  else
    g_snprintf (buf, 12, "%uM", (visits + 500000) / 1000000);
}

/* Black's values turned to the side to move's. */
static double
mover_winrate (double  winrate,
               TgColor to_move)
{
  return to_move == TG_WHITE ? 1 - winrate : winrate;
}

static double
mover_lead (double  lead,
            TgColor to_move)
{
  return to_move == TG_WHITE ? -lead : lead;
}

static void
fill_mark (TgCandidateMark           *mark,
           const TgAnalysisCandidate *cand,
           const TgAnalysisCandidate *best,
           TgColor                    to_move,
           TgAnalysisPalette          palette,
           TgAnalysisLabel            label,
           const TgMoveClassThresholds *thresholds)
{
  /* GNU Go gives each move its worth in points, no visits and no winrate
   * (a score lead after its first choice only). Its worth is not points
   * lost: it holds strategic weights (75 against 19 for two sound moves
   * on an empty 9x9), so the gap says which move GNU Go prefers, not how
   * much the other loses. Its other choices are drawn in the neutral
   * colour. They are labelled with their rank in GNU Go's order ("#1",
   * "#2"): a worth of 75.0 would read as a 75 % winrate. */
  gboolean worth = isnan (cand->winrate) && !isnan (cand->value) && !isnan (best->value);
  double loss = mover_lead (best->score_lead, to_move) - mover_lead (cand->score_lead, to_move);
  double loss_winrate = mover_winrate (best->winrate, to_move) -
                        mover_winrate (cand->winrate, to_move);
  TgMoveClass klass = cand == best ? TG_MOVE_CLASS_BEST
                      : worth      ? TG_MOVE_CLASS_UNKNOWN
                                   : tg_analysis_class_for_loss (MAX (loss, 0),
                                                                 MAX (loss_winrate, 0),
                                                                 thresholds);

  memset (mark, 0, sizeof *mark);
  mark->point = cand->point;
  mark->best = cand == best;
  mark->faint = !mark->best && best->visits > 0 &&
                (cand->visits < MIN_VISITS || cand->visits < MIN_VISIT_SHARE * best->visits);
  tg_analysis_class_color (palette, klass, mark->rgb);
  if (mark->faint)
    return;

  if (worth)
    g_snprintf (mark->top, sizeof mark->top, "#%u", cand->order + 1);
  else if (label == TG_ANALYSIS_LABEL_SCORE && !isnan (cand->score_lead))
    tg_analysis_format_lead (mover_lead (cand->score_lead, to_move), mark->top);
  else if (!isnan (cand->winrate))
    tg_analysis_format_winrate (mover_winrate (cand->winrate, to_move), mark->top);
  else
    tg_analysis_format_lead (mover_lead (cand->score_lead, to_move), mark->top);
  if (cand->visits > 0)
    tg_analysis_format_visits (cand->visits, mark->bottom);
}

void
tg_analysis_marks_fill (TgBoardScene      *scene,
                        const TgAnalysis  *analysis,
                        TgAnalysisPalette  palette,
                        TgAnalysisLabel    label)
{
  const TgAnalysisCandidate *best = tg_analysis_best (analysis);
  TgMoveClassThresholds thresholds;

  scene->n_candidates = 0;
  if (best == NULL)
    return;
  tg_move_class_thresholds_init (&thresholds);
  for (guint i = 0; i < analysis->n_candidates &&
                    scene->n_candidates < TG_SCENE_MAX_CANDIDATES; i++)
    {
      const TgAnalysisCandidate *cand = &analysis->candidates[i];

      if (cand->point == TG_PASS || !tg_board_contains (&scene->board, cand->point))
        continue;
      fill_mark (&scene->candidates[scene->n_candidates++], cand, best,
                 analysis->to_move, palette, label, &thresholds);
    }
}

guint
tg_analysis_marks_fill_variation (TgBoardScene              *scene,
                                  const TgAnalysisCandidate *candidate,
                                  TgColor                    to_move,
                                  guint                      max_moves)
{
  TgColor color = to_move;
  guint n = 0;

  scene->n_candidates = 0;
  scene->ghost = TG_NO_POINT;
  scene->last_move = TG_NO_POINT;
  scene->ko_point = TG_NO_POINT;
  memset (scene->move_numbers, 0, sizeof scene->move_numbers);
  for (guint i = 0; i < candidate->pv_length && n < max_moves; i++)
    {
      TgPoint p = candidate->pv[i];

      if (p == TG_PASS || !tg_board_contains (&scene->board, p) ||
          tg_board_get (&scene->board, p) != TG_EMPTY)
        break;
      tg_board_play (&scene->board, p, color, NULL);
      n++;
      scene->variation[p] = 1;
      scene->move_numbers[p] = (guint16) n;
      color = TG_OTHER (color);
    }
  /* Stones of the variation captured later in it are gone from the board. */
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    if (scene->variation[i] && tg_board_get (&scene->board, (TgPoint) i) == TG_EMPTY)
      {
        scene->variation[i] = 0;
        scene->move_numbers[i] = 0;
      }
  return n;
}

gboolean
tg_analysis_marks_fill_ownership (TgBoardScene     *scene,
                                  const TgAnalysis *analysis)
{
  const TgBoard *board = &scene->board;

  if (analysis->ownership == NULL || analysis->width != board->width ||
      analysis->height != board->height)
    return FALSE;
  scene->estimate = TRUE;
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        float own = analysis->ownership[y * board->width + x];

        scene->ownership[tg_point (x, y)] = (gint8) CLAMP (lroundf (own * 100), -100, 100);
      }
  return TRUE;
}
