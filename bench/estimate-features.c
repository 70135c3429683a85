/* estimate-features.c: the estimate net's input planes of corpus positions
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The training data of the estimate's net (tools/estimate-net/): reads
 * lines "PATH MOVE" on standard input and, for the position after MOVE
 * moves of PATH's main line, runs the estimate's first steps as
 * tg_estimate_compute does with its defaults (the playouts' ownership,
 * the dead stones, the verdicts the playouts do not see) and appends one
 * record to OUT: int32 width, height, to_play (1 Black, 2 White), move,
 * then float32 planes[TG_ESTIMATE_NET_PLANES × height × width]
 * (tg-estimate-net.h), in this machine's byte order. Prints "ok PATH MOVE"
 * or "error PATH MOVE: reason" for each line.
 *
 * Usage: estimate-features [--seed S] OUT.bin < LIST
 *   --seed: the playouts' seed (default the estimate's,
 *   TG_DEADSTONES_DEFAULT_SEED); the net learns from more than one seed's
 *   playouts, so that it does not lean on their noise.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tg-deadstones.h"
#include "tg-estimate-net.h"
#include "tg-score-estimate-private.h"
#include "tg-sgf-reader.h"

static gboolean
write_record (FILE *out,
              const TgBoard *board,
              TgColor to_play,
              guint move,
              const float *planes)
{
  gint32 head[4] = { board->width, board->height, to_play == TG_WHITE ? 2 : 1, (gint32) move };
  gsize n = (gsize) TG_ESTIMATE_NET_PLANES * board->width * board->height;

  return fwrite (head, sizeof head, 1, out) == 1 &&
         fwrite (planes, sizeof (float), n, out) == n;
}

/* The record of @path after @move moves, or FALSE with @error set. */
static gboolean
dump_position (FILE        *out,
               const char  *path,
               guint        move,
               guint64      seed,
               GError     **error)
{
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file_full (path, NULL, TG_SGF_READ_DEFAULT, error);
  g_autoptr(TgGame) game = NULL;
  g_autofree TgEstimate *est = NULL;
  g_autofree float *planes = NULL;
  TgEstimateOptions options;
  TgScoreInput input;

  if (doc == NULL)
    return FALSE;
  game = tg_game_new_for_tree (doc->tree, 0, error);
  if (game == NULL)
    return FALSE;
  if (!tg_game_go_to_move (game, move))
    {
      tg_game_go_to_end (game);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the main line has only %u moves",
                   tg_game_get_move_number (game));
      return FALSE;
    }
  tg_estimate_options_init (&options);
  tg_estimate_input_for_game (game, &input, &options);
  options.finished = FALSE;
  options.seed = seed;
  est = g_new0 (TgEstimate, 1);
  _tg_estimate_read (est, &input, &options);
  planes = g_new (float, TG_ESTIMATE_NET_PLANES * input.board->width * input.board->height);
  tg_estimate_net_features (input.board, options.to_play, est->ownership, est->dead, planes);
  if (!write_record (out, input.board, options.to_play, move, planes))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot write the record");
      return FALSE;
    }
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  char line[4096];
  FILE *out;
  int status = 0;
  guint64 seed = TG_DEADSTONES_DEFAULT_SEED;
  const char *out_path = argv[1];

  if (argc == 4 && strcmp (argv[1], "--seed") == 0 &&
      g_ascii_string_to_unsigned (argv[2], 10, 0, G_MAXUINT64, &seed, NULL))
    out_path = argv[3];
  else if (argc != 2)
    {
      fprintf (stderr, "usage: estimate-features [--seed S] OUT.bin < LIST (lines \"PATH MOVE\")\n");
      return 2;
    }
  out = fopen (out_path, "ab");
  if (out == NULL)
    {
      perror (out_path);
      return 1;
    }
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_autoptr(GError) error = NULL;
      char *space = strrchr (g_strchomp (line), ' ');
      guint64 move;

      if (space == NULL || !g_ascii_string_to_unsigned (space + 1, 10, 0, 10000, &move, NULL))
        {
          printf ("error %s: expected \"PATH MOVE\"\n", line);
          status = 1;
          continue;
        }
      *space = '\0';
      if (dump_position (out, line, (guint) move, seed, &error))
        printf ("ok %s %u\n", line, (guint) move);
      else
        {
          printf ("error %s %u: %s\n", line, (guint) move, error->message);
          status = 1;
        }
      fflush (stdout);
    }
  if (fclose (out) != 0)
    {
      perror (out_path);
      return 1;
    }
  return status;
}
