/* bench-board.c: random legal games on 19×19, with and without superko
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints legal moves per second and microseconds per move. A random game
 * picks uniformly among empty points that are legal and do not fill the
 * player's own one-point eye, until both sides pass. The benchmark keeps
 * its own list of empty points (updated from the captures play reports),
 * so the figures measure the board, not a scan for empty points.
 *
 * With superko, every candidate's resulting hash is looked up in the
 * game's full history (a hash multiset, as TgGame does) before playing.
 * Games without superko run longer (recaptures can go on until the
 * 1000-move cap) and spend more of their moves on crowded boards, where
 * more candidates are tried per legal move; that is why their per-move
 * figure is the lower of the two.
 */

#include <stdio.h>
#include <stdlib.h>

#include "tg-board.h"
#include "tg-game-history.h"

#define N 19

typedef struct
{
  TgPoint  list[N * N];
  guint    index[TG_ARRAY_SIZE];
  guint    n;
} Empties;

static void
empties_add (Empties *e, TgPoint p)
{
  e->index[p] = e->n;
  e->list[e->n++] = p;
}

static void
empties_remove (Empties *e, TgPoint p)
{
  guint i = e->index[p];
  TgPoint last = e->list[--e->n];

  e->list[i] = last;
  e->index[last] = i;
}

static gboolean
is_own_eye (const TgBoard *b, TgPoint p, TgColor c)
{
  for (guint d = 0; d < 4; d++)
    {
      TgColor n = tg_board_get (b, p + tg_board_dirs[d]);
      if (n != c && n != TG_EDGE)
        return FALSE;
    }
  return TRUE;
}

typedef struct
{
  guint64 stones;    /* legal stone moves */
  guint64 passes;
} Counts;

static void
play_random_game (GRand *rand, TgHistory *history, Counts *counts)
{
  TgBoard b;
  Empties e;
  TgPoint captured[N * N];
  TgColor c = TG_BLACK;
  guint passes = 0, moves = 0;

  tg_board_init (&b, N, N);
  e.n = 0;
  for (guint y = 0; y < N; y++)
    for (guint x = 0; x < N; x++)
      empties_add (&e, tg_point (x, y));
  if (history)
    {
      tg_history_truncate (history, 0);
      tg_history_push (history, b.hash, c);
    }

  while (passes < 2 && moves < 1000)
    {
      guint n = e.n;
      gboolean played = FALSE;

      while (n > 0)
        {
          guint i = g_rand_int_range (rand, 0, n);
          TgPoint p = e.list[i];
          guint ncap;

          /* Move the candidate out of the sampling window. */
          e.list[i] = e.list[n - 1];
          e.index[e.list[i]] = i;
          e.list[n - 1] = p;
          e.index[p] = n - 1;
          n--;

          if (is_own_eye (&b, p, c) || !tg_board_is_legal (&b, p, c, FALSE))
            continue;
          if (history && tg_history_count (history, tg_board_hash_after_play (&b, p, c)) > 0)
            continue;

          ncap = tg_board_play (&b, p, c, captured);
          empties_remove (&e, p);
          for (guint k = 0; k < ncap; k++)
            empties_add (&e, captured[k]);
          if (history)
            tg_history_push (history, b.hash, TG_OTHER (c));
          played = TRUE;
          break;
        }
      if (played)
        {
          counts->stones++;
          passes = 0;
        }
      else
        {
          counts->passes++;
          passes++;
          tg_board_pass (&b);
        }
      moves++;
      c = TG_OTHER (c);
    }
}

static void
run (const char *label, gboolean superko, guint games)
{
  GRand *rand = g_rand_new_with_seed (12345);
  TgHistory *history = superko ? tg_history_new (FALSE) : NULL;
  Counts counts = { 0, 0 };
  gint64 start = g_get_monotonic_time ();
  double secs;

  for (guint g = 0; g < games; g++)
    play_random_game (rand, history, &counts);
  secs = (g_get_monotonic_time () - start) / 1e6;
  printf ("%-20s %6u games %9" G_GUINT64_FORMAT " legal moves (%.0f a game) %7.3f s  %10.0f moves/s  %6.3f us/move\n",
          label, games, counts.stones, (double) counts.stones / games, secs,
          counts.stones / secs, secs * 1e6 / counts.stones);
  if (history)
    tg_history_free (history);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 5000;

  printf ("Random legal games on 19x19, one core\n");
  run ("board only", FALSE, games);
  run ("positional superko", TRUE, games);
  return 0;
}
