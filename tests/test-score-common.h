/* test-score-common.h: fixtures shared by the scoring tests
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions come as RULES.md diagrams ('x'/'o' are stones marked dead);
 * expectations are per-player totals in points, counted by hand.
 */

#pragma once

#include <string.h>

#include "tg-score.h"
#include "tg-test-utils.h"

#define HP(points) ((TgHalfPoints) ((points) * 2))
#define NO_VIEW (-1000.0)

typedef struct
{
  TgRulesPreset  preset;
  double         black;          /* black.total, points */
  double         white;          /* white.total, points */
  const char    *result;
  const char    *chinese;        /* chinese_count, or NULL not to check */
  double         black_view;     /* AGA territory view, or NO_VIEW */
  double         white_view;
} Expect;

typedef struct
{
  const char  *diagram;          /* 'x'/'o' are stones marked dead */
  guint        black_captures;
  guint        white_captures;
  guint        handicap;
  guint        black_passes;     /* AGA pass stones go to the opponent */
  guint        white_passes;
} Position;

/* The board, and the dead mask from the lower-case stones of @diagram. */
G_GNUC_UNUSED static void
load_position (const char *diagram,
               TgBoard    *board,
               guint8     *dead)
{
  g_auto(GStrv) lines = g_strsplit (diagram, "\n", -1);
  guint y = 0;

  tg_test_board_from_diagram (board, diagram);
  memset (dead, 0, TG_ARRAY_SIZE);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];
      guint x = 0;

      while (*l == ' ')
        l++;
      while (g_ascii_isdigit (*l))
        l++;
      if (*l == '\0' || strspn (l, " ") == strlen (l))
        continue;
      for (; *l != '\0'; l++)
        {
          if (*l == ' ')
            continue;
          if (*l == 'x' || *l == 'o')
            dead[tg_point (x, y)] = 1;
          x++;
        }
      y++;
    }
  g_assert_cmpuint (y, ==, board->height);
}

G_GNUC_UNUSED static TgScore *
score_position (const Position *pos,
                TgRulesPreset   preset,
                TgHalfPoints    komi,
                guint8         *dead_out)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];
  TgScoreInput in;
  const TgRules *rules = tg_rules_get_preset (preset);

  load_position (pos->diagram, &board, dead);
  board.captures[TG_BLACK] = pos->black_captures;
  board.captures[TG_WHITE] = pos->white_captures;
  tg_score_input_init (&in, &board, rules);
  in.dead = dead;
  in.handicap = pos->handicap;
  in.komi = komi;
  in.black_passes = pos->black_passes;
  in.white_passes = pos->white_passes;
  if (dead_out)
    memcpy (dead_out, dead, TG_ARRAY_SIZE);
  return tg_score_compute (&in);
}

G_GNUC_UNUSED static void
check_expectations (const Position *pos,
                    const Expect   *expect,
                    guint           n_expect)
{
  for (guint i = 0; i < n_expect; i++)
    {
      const Expect *e = &expect[i];
      const TgRules *rules = tg_rules_get_preset (e->preset);
      g_autoptr(TgScore) s = score_position (pos, e->preset,
                                             tg_rules_default_komi (rules, pos->handicap),
                                             NULL);

      g_test_message ("%s: %s (B %g, W %g)", tg_rules_preset_to_id (e->preset),
                      s->result, s->black.total / 2.0, s->white.total / 2.0);
      g_assert_cmpint (s->black.total, ==, HP (e->black));
      g_assert_cmpint (s->white.total, ==, HP (e->white));
      g_assert_cmpint (s->margin, ==, HP (e->black) - HP (e->white));
      g_assert_cmpstr (s->result, ==, e->result);
      if (e->chinese)
        g_assert_cmpstr (s->chinese_count, ==, e->chinese);
      if (tg_rules_get_preset (e->preset)->scoring == TG_SCORING_TERRITORY)
        g_assert_null (s->chinese_count);
      else
        g_assert_nonnull (s->chinese_count);
      if (e->black_view != NO_VIEW)
        {
          g_assert_cmpint (s->black.territory_total, ==, HP (e->black_view));
          g_assert_cmpint (s->white.territory_total, ==, HP (e->white_view));
          /* AGA: both views give the same margin. */
          g_assert_cmpint (s->territory_margin, ==, s->margin);
        }
    }
}

#define E(preset, b, w, res) { TG_RULES_ ## preset, b, w, res, NULL, NO_VIEW, NO_VIEW }
#define EC(preset, b, w, res, cn) { TG_RULES_ ## preset, b, w, res, cn, NO_VIEW, NO_VIEW }
#define EV(preset, b, w, res, bv, wv) { TG_RULES_ ## preset, b, w, res, NULL, bv, wv }


/* RULES.md T1: plain territory, area 45/36. */
static const char t1_diagram[] =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

/* RULES.md T6: seki with one eye each (C9, G9), shared liberty E9. */
static const char t6_diagram[] =
  "O X . X . O . O X\n"
  "O X X X X O O O X\n"
  "O O O O O X X X X\n"
  ". . . O X X . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n";

/* RULES.md T7a: an open column of 9 dame. */
static const char t7a_diagram[] =
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n";
