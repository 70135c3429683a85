/* test-ko.c: ko, superko and suicide under every preset (RULES.md T11–T13)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-test-utils.h"

#define PT(game, gtp) tg_test_point ((gtp), tg_game_get_width (game), tg_game_get_height (game))

static const char *t11 =
  ". O O X .\n"
  "X X X X .\n"
  ". . . . .\n"
  ". . . . .\n"
  ". . . . .\n";

static void
test_suicide_multi_stone (void)
{
  /* T11: White A5 is a 3-stone suicide. */
  struct { TgRulesPreset preset; TgMoveVerdict verdict; } cases[] = {
    { TG_RULES_CHINESE, TG_MOVE_SUICIDE },
    { TG_RULES_JAPANESE, TG_MOVE_SUICIDE },
    { TG_RULES_KOREAN, TG_MOVE_SUICIDE },
    { TG_RULES_AGA, TG_MOVE_SUICIDE },
    { TG_RULES_ANCIENT, TG_MOVE_SUICIDE },
    { TG_RULES_ING, TG_MOVE_OK },
    { TG_RULES_NZ, TG_MOVE_OK },
    { TG_RULES_TROMP_TAYLOR, TG_MOVE_OK },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (t11, cases[i].preset, TG_WHITE);

      g_assert_cmpint (tg_game_check_move (game, PT (game, "A5")), ==, cases[i].verdict);
      if (cases[i].verdict == TG_MOVE_OK)
        {
          g_assert_cmpint (tg_game_play (game, PT (game, "A5")), ==, TG_MOVE_OK);
          g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "B5")), ==, TG_EMPTY);
          g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "A5")), ==, TG_EMPTY);
          g_assert_cmpuint (tg_game_get_board (game)->captures[TG_BLACK], ==, 3);
        }
      else
        g_assert_cmpint (tg_game_play (game, PT (game, "A5")), ==, cases[i].verdict);
    }
}

static void
test_suicide_single_stone (void)
{
  for (TgRulesPreset p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (
        ". X . . .\n"
        "X X . . .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n", p, TG_WHITE);

      g_assert_cmpint (tg_game_check_move (game, PT (game, "A5")), ==, TG_MOVE_SUICIDE);
    }
}

static void
test_black_capture_not_suicide (void)
{
  for (TgRulesPreset p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (t11, p, TG_BLACK);

      g_assert_cmpint (tg_game_play (game, PT (game, "A5")), ==, TG_MOVE_OK);
      g_assert_cmpuint (tg_game_get_board (game)->captures[TG_BLACK], ==, 2);
    }
}

static const char *simple_ko =
  ". . . . . .\n"
  ". X O . . .\n"
  "X O . O . .\n"
  ". X O . . .\n"
  ". . . . . .\n"
  ". . . . . .\n";

static void
test_simple_ko_and_threat (void)
{
  for (TgRulesPreset p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (simple_ko, p, TG_BLACK);

      /* Black takes the ko at C4; White may not retake at B4 at once. */
      tg_test_play_sequence (game, "C4");
      g_assert_cmpint (tg_game_check_move (game, PT (game, "B4")), ==, TG_MOVE_KO);
      g_assert_cmpuint (tg_game_get_ko_point (game), ==, PT (game, "B4"));
      /* A threat and an answer, then the retake is fine. */
      tg_test_play_sequence (game, "F1 F2");
      g_assert_cmpuint (tg_game_get_ko_point (game), ==, TG_NO_POINT);
      g_assert_cmpint (tg_game_play (game, PT (game, "B4")), ==, TG_MOVE_OK);
      /* Now Black may not retake at once. */
      g_assert_cmpint (tg_game_check_move (game, PT (game, "C4")), ==, TG_MOVE_KO);
    }
}

static const char *t12 =
  ". O . X X O\n"
  "O X X X O .\n"
  "O . X . O O\n"
  "X X . O O .\n"
  "O O O O . O\n";

static void
test_sending_two_returning_one (void)
{
  struct { TgRulesPreset preset; TgMoveVerdict verdict; } cases[] = {
    { TG_RULES_CHINESE, TG_MOVE_SUPERKO },
    { TG_RULES_TROMP_TAYLOR, TG_MOVE_SUPERKO },
    { TG_RULES_ING, TG_MOVE_SUPERKO },
    { TG_RULES_AGA, TG_MOVE_OK },
    { TG_RULES_NZ, TG_MOVE_OK },
    { TG_RULES_JAPANESE, TG_MOVE_OK },
    { TG_RULES_KOREAN, TG_MOVE_OK },
    { TG_RULES_ANCIENT, TG_MOVE_OK },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (t12, cases[i].preset, TG_BLACK);
      TgBoard after_move_3;

      /* 1 B F4 takes the ko; 2 W passes; 3 B D3 */
      tg_test_play_sequence (game, "F4");
      g_assert_cmpint (tg_board_get (tg_game_get_board (game), PT (game, "F5")), ==, TG_EMPTY);
      tg_game_pass (game);
      tg_test_play_sequence (game, "D3");
      after_move_3 = *tg_game_get_board (game);
      /* 4 W C5 sends two; 5 B A5 captures two */
      tg_test_play_sequence (game, "C5 A5");
      g_assert_cmpuint (tg_game_get_board (game)->captures[TG_BLACK], ==, 3);
      /* 6 W B5 would return one and recreate the board after move 3. */
      g_assert_cmpint (tg_game_check_move (game, PT (game, "B5")), ==, cases[i].verdict);
      if (cases[i].verdict == TG_MOVE_OK)
        {
          tg_test_play_sequence (game, "B5");
          g_assert_true (tg_board_same_position (tg_game_get_board (game), &after_move_3));
          g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
        }
    }
}

static const char *t13 =
  "O O O O O O O\n"
  "O X O . O . O\n"
  "X . X O X O X\n"
  "X X X X X X X\n"
  "O O O O O O O\n"
  ". . . . . . .\n";

static void
test_triple_ko (void)
{
  /* Superko rules: after B D5, W B4, B F5, W D4, B B5, White's F4 would
   * recreate the start with Black to move. */
  TgRulesPreset superko[] = { TG_RULES_CHINESE, TG_RULES_TROMP_TAYLOR, TG_RULES_ING,
                              TG_RULES_AGA, TG_RULES_NZ };
  TgRulesPreset simple[] = { TG_RULES_JAPANESE, TG_RULES_KOREAN };

  for (guint i = 0; i < G_N_ELEMENTS (superko); i++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (t13, superko[i], TG_BLACK);

      tg_test_play_sequence (game, "D5 B4 F5 D4 B5");
      g_assert_cmpint (tg_game_check_move (game, PT (game, "F4")), ==, TG_MOVE_SUPERKO);
      /* B4 is the plain ko. */
      g_assert_cmpint (tg_game_check_move (game, PT (game, "B4")), ==, TG_MOVE_KO);
    }

  for (guint i = 0; i < G_N_ELEMENTS (simple); i++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (t13, simple[i], TG_BLACK);

      g_assert_cmpuint (tg_game_get_repetition_count (game), ==, 1);
      tg_test_play_sequence (game, "D5 B4 F5 D4 B5 F4");
      g_assert_cmpuint (tg_game_get_repetition_count (game), ==, 2);
      tg_test_play_sequence (game, "D5 B4 F5 D4 B5 F4");
      /* The third occurrence: the players may agree on no result. */
      g_assert_cmpuint (tg_game_get_repetition_count (game), ==, 3);
      g_assert_true (tg_game_get_rules (game)->cycle_no_result);
    }
}

static void
test_snapback_is_not_ko (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_diagram (
    ". . . . . .\n"
    ". . . . . .\n"
    "O O O O . .\n"
    "X X X O . .\n"
    ". . X O . .\n", TG_RULES_CHINESE, TG_WHITE);

  tg_test_play_sequence (game, "B1 A1");
  g_assert_cmpint (tg_game_check_move (game, PT (game, "B1")), ==, TG_MOVE_OK);
  tg_test_play_sequence (game, "B1");
  g_assert_cmpuint (tg_game_get_board (game)->captures[TG_WHITE], ==, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ko/suicide-multi-stone", test_suicide_multi_stone);
  g_test_add_func ("/ko/suicide-single-stone", test_suicide_single_stone);
  g_test_add_func ("/ko/capture-not-suicide", test_black_capture_not_suicide);
  g_test_add_func ("/ko/simple-ko-and-threat", test_simple_ko_and_threat);
  g_test_add_func ("/ko/sending-two-returning-one", test_sending_two_returning_one);
  g_test_add_func ("/ko/triple-ko", test_triple_ko);
  g_test_add_func ("/ko/snapback", test_snapback_is_not_ko);
  return g_test_run ();
}
