/* bench-score.c: how many 19×19 finished positions tg_score_compute counts per second
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions:
 * - "random": a 19×19 game of random legal moves (never filling a
 *   one-point eye of one's own) played until neither side has a move left;
 *   no dead stones, every group with its eyes. Seeded, so the same position
 *   every run.
 * - "pandanet": the corpus game scoring/katrain_panda1.sgf at its end,
 *   with the dead stones its TB/TW marks name (skipped without the corpus:
 *   $TENGEN_TEST_CORPUS).
 * Each is counted under Japanese (territory, seki detection) and Chinese
 * (area) rules for about a second; the figures are printed.
 */

#include <stdio.h>
#include <string.h>

#include "tg-game.h"
#include "tg-score.h"
#include "tg-sgf-reader.h"

static gboolean
fills_own_eye (const TgBoard *b,
               TgPoint        p,
               TgColor        c)
{
  for (guint d = 0; d < 4; d++)
    {
      TgColor n = tg_board_get (b, p + tg_board_dirs[d]);

      if (n != c && n != TG_EDGE)
        return FALSE;
    }
  return TRUE;
}

static void
random_finished_game (TgBoard *b,
                      guint32  seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  TgPoint candidates[19 * 19];
  TgColor to_play = TG_BLACK;
  guint passes = 0;

  tg_board_init (b, 19, 19);
  for (guint move = 0; move < 2000 && passes < 2; move++)
    {
      guint n = 0;

      for (guint y = 0; y < 19; y++)
        for (guint x = 0; x < 19; x++)
          {
            TgPoint p = tg_point (x, y);

            if (tg_board_is_legal (b, p, to_play, FALSE) && !fills_own_eye (b, p, to_play))
              candidates[n++] = p;
          }
      if (n == 0)
        {
          tg_board_pass (b);
          passes++;
        }
      else
        {
          tg_board_play (b, candidates[g_rand_int_range (rand, 0, (gint32) n)], to_play, NULL);
          passes = 0;
        }
      to_play = TG_OTHER (to_play);
    }
}

static gboolean
pandanet_game (TgBoard      *out,
               guint8       *dead,
               TgHalfPoints *komi,
               guint        *handicap)
{
  const char *corpus = g_getenv ("TENGEN_TEST_CORPUS");
  g_autofree char *path = NULL;
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(TgGame) game = NULL;
  static const char *const ids[] = { "TB", "TW" };
  static const TgColor victims[] = { TG_WHITE, TG_BLACK };

  if (corpus == NULL || *corpus == '\0')
    return FALSE;
  path = g_build_filename (corpus, "scoring", "katrain_panda1.sgf", NULL);
  doc = tg_sgf_read_file (path, NULL, NULL);
  if (doc == NULL)
    return FALSE;
  game = tg_game_new_for_tree (doc->tree, 0, NULL);
  if (game == NULL)
    return FALSE;
  tg_game_go_to_end (game);
  *out = *tg_game_get_board (game);
  *komi = tg_game_get_komi (game);
  *handicap = tg_game_get_handicap (game);
  memset (dead, 0, TG_ARRAY_SIZE);
  for (guint m = 0; m < 2; m++)
    {
      guint n = 0;
      g_autofree const char **values =
        tg_game_tree_get_values (tg_game_get_tree (game), tg_game_get_current_node (game),
                                 ids[m], &n);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

          tg_point_list_from_sgf (values[i], 19, 19, points);
          for (guint k = 0; k < points->len; k++)
            {
              TgPoint p = g_array_index (points, TgPoint, k);

              if (tg_board_get (out, p) == victims[m])
                dead[p] = 1;
            }
        }
    }
  return TRUE;
}

static void
run (const char    *name,
     const TgBoard *board,
     const guint8  *dead,
     TgRulesPreset  preset,
     TgHalfPoints   komi,
     guint          handicap)
{
  TgScoreInput in;
  g_autoptr(TgScore) last = NULL;
  gint64 start, elapsed;
  guint n = 0;

  tg_score_input_init (&in, board, tg_rules_get_preset (preset));
  in.dead = dead;
  if (komi >= 0)
    in.komi = komi;
  in.handicap = handicap;

  start = g_get_monotonic_time ();
  do
    {
      for (guint i = 0; i < 100; i++)
        {
          TgScore *s = tg_score_compute (&in);

          g_clear_pointer (&last, tg_score_free);
          last = s;
        }
      n += 100;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < G_USEC_PER_SEC);

  printf ("%-9s %-9s %8.0f scores/s  %7.1f µs/score  (%s, %u unsettled, %u seki points)\n",
          name, tg_rules_preset_to_id (preset), n * (double) G_USEC_PER_SEC / elapsed,
          (double) elapsed / n, last->result, last->n_unsettled, last->seki_points);
}

int
main (void)
{
  TgBoard board;
  guint8 dead[TG_ARRAY_SIZE];
  TgHalfPoints komi;
  guint handicap;

  printf ("tg_score_compute on 19×19 finished positions\n");
  random_finished_game (&board, 7);
  run ("random", &board, NULL, TG_RULES_JAPANESE, -1, 0);
  run ("random", &board, NULL, TG_RULES_CHINESE, -1, 0);

  /* The record's komi (0.5) and handicap (2): Japanese gives its RE. */
  if (pandanet_game (&board, dead, &komi, &handicap))
    {
      run ("pandanet", &board, dead, TG_RULES_JAPANESE, komi, handicap);
      run ("pandanet", &board, dead, TG_RULES_CHINESE, komi, handicap);
      run ("pandanet", &board, dead, TG_RULES_ANCIENT, komi, handicap);
    }
  else
    printf ("pandanet  skipped: no corpus ($TENGEN_TEST_CORPUS)\n");
  return 0;
}
