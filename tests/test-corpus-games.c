/* test-corpus-games.c: every real game record replays legally
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Walks the main line of every game of every file under the corpus's
 * games/ folder and asks the core whether each move is legal under the
 * record's own rules (RU[], else Japanese). Real games do not break the
 * rules, so a refusal is a bug in the board, the ko rules or the reader,
 * except for the transcription errors listed in known_bad_records.
 * Skipped when the corpus is absent.
 */

#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

/* Records with a transcription error: the move is really illegal. */
static const struct
{
  const char *file;
  guint       game;
  guint       move;
  const char *why;
} known_bad_records[] = {
  /* Moves onto a stone that still stands; GNU Go 3.8 (loadsgf FILE N,
   * then `color POINT`) agrees that each point is occupied there. */
  { "meijin_jtauber.sgf", 17, 228, "occupied" },   /* W D11 onto a white stone */
  { "meijin_jtauber.sgf", 50, 177, "occupied" },   /* W H14 onto black's move 35 */
  { "meijin_jtauber.sgf", 51, 138, "occupied" },   /* W R3 onto a white stone */
  { "meijin_jtauber.sgf", 53, 150, "occupied" },   /* B A6 again after move 147 */
};

static gboolean
is_known_bad (const char    *path,
              guint          game,
              guint          move,
              TgMoveVerdict  verdict)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_bad_records); i++)
    if (g_str_has_suffix (path, known_bad_records[i].file) && known_bad_records[i].game == game &&
        known_bad_records[i].move == move &&
        g_str_equal (known_bad_records[i].why, tg_move_verdict_to_string (verdict)))
      return TRUE;
  return FALSE;
}

/* Returns the number of moves replayed; counts unexpected refusals in
 * @failures and stops the game there. */
static guint
replay_main_line (TgGame     *game,
                  const char *path,
                  guint       game_index,
                  guint      *failures)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode node = tg_game_get_root (game);
  guint moves = 0;

  for (TgNode child; (child = tg_game_tree_get_first_child (tree, node)) != TG_NODE_NONE; node = child)
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (game, child, &color, &point))
        {
          TgMoveVerdict verdict = tg_game_check_move_as (game, point, color);

          if (verdict != TG_MOVE_OK)
            {
              char gtp[TG_POINT_GTP_SIZE];
              gboolean known = is_known_bad (path, game_index + 1, moves + 1, verdict);

              g_test_message ("%s%s game %u: move %u (%s %s) refused: %s",
                              known ? "known transcription error: " : "",
                              path, game_index + 1, moves + 1, color == TG_BLACK ? "B" : "W",
                              tg_point_to_gtp (point, tg_game_get_height (game), gtp),
                              tg_move_verdict_to_string (verdict));
              if (!known)
                (*failures)++;
              return moves;
            }
          moves++;
        }
      tg_game_go_to (game, child);
    }
  return moves;
}

static void
test_corpus_games_replay (void)
{
  const char *corpus = tg_test_corpus_dir ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *games_dir = NULL;
  guint n_games = 0, n_moves = 0, failures = 0;

  if (corpus == NULL)
    {
      g_test_skip ("no corpus (set TENGEN_TEST_CORPUS)");
      return;
    }
  games_dir = g_build_filename (corpus, "games", NULL);
  tg_test_collect_sgf_files (games_dir, files);
  g_assert_cmpuint (files->len, >, 0);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);

      if (doc == NULL)
        {
          g_test_fail_printf ("%s: %s", path, error->message);
          continue;
        }
      for (guint g = 0; g < tg_game_tree_get_n_games (doc->tree); g++)
        {
          g_autoptr(TgGame) game = tg_game_new_for_tree (doc->tree, g, &error);

          if (game == NULL)
            {
              g_test_fail_printf ("%s game %u: %s", path, g + 1, error->message);
              g_clear_error (&error);
              continue;
            }
          n_moves += replay_main_line (game, path, g, &failures);
          n_games++;
        }
    }
  g_test_message ("%u files, %u games, %u moves replayed", files->len, n_games, n_moves);
  g_assert_cmpuint (n_games, >=, files->len);
  g_assert_cmpuint (failures, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/corpus/games/replay", test_corpus_games_replay);
  return g_test_run ();
}
