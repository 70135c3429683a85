/* tg-cli-match-game.c: one game of tengen-cli match, and its count
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-cli-common.h"
#include "tg-cli-match.h"
#include "tg-deadstones.h"
#include "tg-score.h"

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static TgGame *
new_record (const TgMatchOptions *o,
            TgEngine             *black,
            TgEngine             *white,
            TgMatchGame          *out)
{
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  out->black = tg_engine_get_full_name (black);
  out->white = tg_engine_get_full_name (white);
  tg_game_setup_init (&setup, (guint) o->size, o->preset);
  setup.komi = o->komi;
  setup.handicap = (guint) o->handicap;
  setup.black_name = out->black;
  setup.white_name = out->white;
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);     /* the options were checked */
  return game;
}

/* The dead stones @engine sees, or NULL when it cannot say. */
static GArray *
ask_dead (TgEngine *engine,
          TgGame   *game)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  if (!tg_engine_has_command (engine, "final_status_list"))
    return NULL;
  tg_engine_dead_stones_async (engine, game, NULL, result_cb, &slot);
  result = tg_cli_match_wait (&slot);
  return tg_engine_dead_stones_finish (engine, result, NULL);
}

/* Fills @dead: the stones both engines call dead when both can say, else
 * Tengen's proposal. Returns how it was decided, for the message. */
static char *
decide_dead (TgGame   *game,
             TgEngine *black,
             TgEngine *white,
             guint8   *dead)
{
  g_autoptr(GArray) from_black = ask_dead (black, game);
  g_autoptr(GArray) from_white = black == white ? NULL : ask_dead (white, game);
  g_autofree guint8 *marked = NULL;
  guint agreed = 0;
  guint n;

  memset (dead, 0, TG_ARRAY_SIZE);
  if (from_black == NULL || (black != white && from_white == NULL))
    {
      tg_deadstones_guess (tg_game_get_board (game), tg_game_get_rules (game),
                           TG_DEADSTONES_DEFAULT_SEED, dead);
      n = 0;
      for (guint p = 0; p < TG_ARRAY_SIZE; p++)
        n += dead[p] != 0;
      return g_strdup_printf ("%u dead stone%s by Tengen's proposal", n, tg_cli_plural_s (n));
    }

  marked = g_malloc0 (TG_ARRAY_SIZE);
  for (guint i = 0; i < from_black->len; i++)
    marked[g_array_index (from_black, TgPoint, i)] |= 1;
  for (guint i = 0; from_white != NULL && i < from_white->len; i++)
    marked[g_array_index (from_white, TgPoint, i)] |= 2;
  for (guint p = 0; p < TG_ARRAY_SIZE; p++)
    if (marked[p] == (from_white != NULL ? 3 : 1) &&
        tg_board_get (tg_game_get_board (game), (TgPoint) p) != TG_EMPTY)
      {
        dead[p] = 1;
        agreed++;
      }
  if (from_white != NULL && (from_black->len != agreed || from_white->len != agreed))
    return g_strdup_printf ("%u dead stone%s both engines agree on (Black's engine named %u, "
                            "White's %u)", agreed, tg_cli_plural_s (agreed), from_black->len,
                            from_white->len);
  return g_strdup_printf ("%u dead stone%s, as both engines see them", agreed,
                          tg_cli_plural_s (agreed));
}

static void
count_passes (TgGame *game,
              guint  *black,
              guint  *white)
{
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode root = tg_game_get_root (game);

  *black = *white = 0;
  for (TgNode node = tg_game_get_current_node (game); node != TG_NODE_NONE;
       node = tg_game_tree_get_parent (tree, node))
    {
      TgColor color;
      TgPoint point;

      if (tg_game_node_get_move (game, node, &color, &point) && point == TG_PASS)
        (*(color == TG_BLACK ? black : white))++;
      if (node == root)
        break;
    }
}

static void
count_game (TgGame      *game,
            TgEngine    *black,
            TgEngine    *white,
            TgMatchGame *out)
{
  g_autofree guint8 *dead = g_malloc0 (TG_ARRAY_SIZE);
  g_autofree char *how = decide_dead (game, black, white, dead);
  g_autoptr(TgScore) score = NULL;
  TgScoreInput input;

  tg_score_input_init (&input, tg_game_get_board (game), tg_game_get_rules (game));
  input.dead = dead;
  input.komi = tg_game_get_komi (game);
  input.handicap = tg_game_get_handicap (game);
  count_passes (game, &input.black_passes, &input.white_passes);
  score = tg_score_compute (&input);

  tg_game_set_result (game, score->result);
  out->result = g_strdup (score->result);
  out->reason = "score";
  out->message = g_strdup_printf ("counted with %s", how);
}

static const char *
color_name (TgColor color)
{
  return color == TG_BLACK ? "Black" : "White";
}

/* One genmove and what it does to the game. FALSE when the game is over. */
static gboolean
play_one (const TgMatchOptions *o,
          TgGame               *game,
          TgEngine             *engine,
          TgMatchGame          *out)
{
  TgColor color = tg_game_get_to_play (game);
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;

  tg_engine_genmove_async (engine, game, color, (guint) o->move_timeout * 1000, NULL,
                           result_cb, &slot);
  result = tg_cli_match_wait (&slot);
  if (!tg_engine_genmove_finish (engine, result, &reply, &error))
    {
      g_autofree char *name = tg_engine_get_full_name (engine);
      g_autofree char *re = NULL;

      out->message = g_strdup (error->message);
      if (tg_engine_apply_fault (game, color, name, error, &reply))
        {
          out->reason = g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_TIMEOUT)
                        ? "timeout" : "illegal";
          re = tg_game_get_info (game, "RE");
          out->result = g_steal_pointer (&re);
        }
      else
        {
          out->reason = "engine-error";
          out->engine_failure = TRUE;
        }
      return FALSE;
    }

  if (tg_engine_reply_apply (&reply, game) != TG_MOVE_OK)
    g_assert_not_reached ();     /* genmove checked the move */
  out->moves++;
  if (reply.kind == TG_ENGINE_REPLY_RESIGN)
    {
      g_autofree char *name = tg_engine_get_full_name (engine);

      out->moves--;
      out->reason = "resign";
      out->result = tg_game_get_info (game, "RE");
      out->message = g_strdup_printf ("%s (%s) resigned", color_name (color), name);
      return FALSE;
    }
  return TRUE;
}

TgGame *
tg_cli_match_play (const TgMatchOptions *o,
                   TgEngine             *black,
                   TgEngine             *white,
                   TgMatchGame          *out)
{
  TgGame *game = new_record (o, black, white, out);

  for (;;)
    {
      TgEngine *engine = tg_game_get_to_play (game) == TG_BLACK ? black : white;

      if (tg_game_get_phase (game) == TG_PHASE_SCORING)
        {
          count_game (game, black, white, out);
          break;
        }
      if (o->max_moves > 0 && out->moves >= (guint) o->max_moves)
        {
          out->reason = "max-moves";
          out->message = g_strdup_printf ("stopped after %u move%s", out->moves,
                                          tg_cli_plural_s (out->moves));
          break;
        }
      if (!play_one (o, game, engine, out))
        break;
    }
  if (out->message == NULL)
    out->message = g_strdup ("");
  return game;
}
