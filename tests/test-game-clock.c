/* test-game-clock.c: clocks pressed by moves, undo, passes, time loss
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tg-clock-game.h"
#include "tg-test-utils.h"

#define S TG_CLOCK_SECOND

static gint64 fake_now = 1000 * S;

static gint64
fake_time (gpointer data)
{
  return fake_now;
}

static TgGame *
new_game (TgRulesPreset preset)
{
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_game_setup_init (&setup, 9, preset);
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  return game;
}

static TgGameClock *
new_clock (TgGame *game, TgClockSystem system, gint64 main, guint periods, gint64 period)
{
  TgClockSettings settings;
  TgGameClock *clock;

  tg_clock_settings_init (&settings, system);
  settings.main = main;
  settings.periods = periods;
  settings.period = period;
  clock = tg_game_clock_new (game, &settings);
  tg_game_clock_set_time_func (clock, fake_time, NULL);
  tg_game_clock_set_poll_interval (clock, 0);
  return clock;
}

static gint64
main_left (TgGameClock *clock, TgColor color)
{
  TgClockState state;

  tg_game_clock_get_state (clock, color, &state);
  return state.main_left;
}

static void
test_game_clock_moves_press (void)
{
  g_autoptr(TgGame) game = new_game (TG_RULES_JAPANESE);
  g_autoptr(TgGameClock) clock = new_clock (game, TG_CLOCK_BYOYOMI, 60 * S, 5, 30 * S);
  TgGameTree *tree = tg_game_get_tree (game);

  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_root (game), "TM"), ==, "60");
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_root (game), "OT"), ==, "5x30 byo-yomi");

  tg_game_clock_start (clock);
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);
  fake_now += 10 * S;
  tg_test_play_sequence (game, "E5");
  g_assert_cmpint (main_left (clock, TG_BLACK), ==, 50 * S);
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_WHITE);
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_current_node (game), "BL"), ==, "50");

  fake_now += 25 * S;
  tg_test_play_sequence (game, "C3");
  g_assert_cmpint (main_left (clock, TG_WHITE), ==, 35 * S);
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_get_current_node (game), "WL"), ==, "35");

  /* Pause: time does not run. */
  tg_game_clock_set_paused (clock, TRUE);
  fake_now += 100 * S;
  tg_game_clock_set_paused (clock, FALSE);
  fake_now += 5 * S;
  tg_test_play_sequence (game, "G7");
  g_assert_cmpint (main_left (clock, TG_BLACK), ==, 45 * S);

  /* Undo gives Black back the state before G7 and his clock runs again. */
  fake_now += 3 * S;
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (main_left (clock, TG_BLACK), ==, 50 * S);
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);
  g_assert_cmpint (main_left (clock, TG_WHITE), ==, 35 * S);
}

static void
test_game_clock_passes_stop (void)
{
  g_autoptr(TgGame) game = new_game (TG_RULES_JAPANESE);
  g_autoptr(TgGameClock) clock = new_clock (game, TG_CLOCK_ABSOLUTE, 60 * S, 0, 0);

  tg_game_clock_start (clock);
  fake_now += 2 * S;
  tg_test_play_sequence (game, "E5 pass");
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);
  tg_test_play_sequence (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  g_assert_false (tg_game_clock_is_running (clock));
  fake_now += 500 * S;
  tg_game_clock_tick (clock);
  g_assert_cmpint (main_left (clock, TG_WHITE), ==, 60 * S);

  /* Resuming restarts the clock of the side to move. */
  tg_game_resume (game, TG_EMPTY);
  g_assert_true (tg_game_clock_is_running (clock));
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, tg_game_get_to_play (game));
}

static void
count_call (TgGameClock *clock, gint color, gpointer call, guint *n)
{
  (*n)++;
}

static void
test_game_clock_flag_falls (void)
{
  g_autoptr(TgGame) game = new_game (TG_RULES_CHINESE);
  g_autoptr(TgGameClock) clock = new_clock (game, TG_CLOCK_CHINESE, 0, 1, 60 * S);
  guint calls = 0, flags = 0;

  g_signal_connect (clock, "call", G_CALLBACK (count_call), &calls);
  g_signal_connect_swapped (clock, "flag-fell", G_CALLBACK (g_atomic_int_inc), &flags);
  tg_game_clock_start (clock);
  /* One reserve minute: the last minute calls 30, 40, 50 s, then counts
   * "1" at 51 s up to "9" at 59 s; "10" at 60 s is the end. */
  for (guint i = 0; i < 59; i++)
    {
      fake_now += S;
      tg_game_clock_tick (clock);
    }
  g_assert_cmpuint (calls, ==, 3 + 9);
  g_assert_cmpuint (flags, ==, 0);
  fake_now += S;
  tg_game_clock_tick (clock);
  g_assert_cmpuint (flags, ==, 1);
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), "RE"),
                   ==, "W+T");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_false (tg_game_clock_is_running (clock));
}

static void
test_game_clock_ing_overtime (void)
{
  g_autoptr(TgGame) game = new_game (TG_RULES_ING);
  g_autoptr(TgGameClock) clock = new_clock (game, TG_CLOCK_ING, 10 * S, 3, 60 * S);

  tg_game_clock_start (clock);
  fake_now += 30 * S;
  tg_test_play_sequence (game, "E5");
  g_assert_cmpuint (tg_game_clock_get_overtime_periods (clock, TG_BLACK), ==, 1);
  g_assert_cmpuint (tg_game_clock_get_overtime_periods (clock, TG_WHITE), ==, 0);
}

static gint64
left_in_record (TgGameClock *clock, TgColor color)
{
  TgClockState state;

  tg_game_clock_get_state (clock, color, &state);
  return state.main_left;
}

static void
test_game_clock_review (void)
{
  g_autoptr(TgGame) game = new_game (TG_RULES_JAPANESE);
  g_autoptr(TgGameClock) clock = new_clock (game, TG_CLOCK_BYOYOMI, 60 * S, 5, 30 * S);
  g_autoptr(TgGame) review = NULL;
  g_autoptr(TgGameClock) shown = NULL;
  g_autoptr(TgGameTree) copy = NULL;
  g_autoptr(GError) error = NULL;

  /* Play a timed game: Black thinks 10 s, White 25 s, Black 5 s. */
  tg_game_clock_start (clock);
  fake_now += 10 * S;
  tg_test_play_sequence (game, "E5");
  fake_now += 25 * S;
  tg_test_play_sequence (game, "C3");
  fake_now += 5 * S;
  tg_test_play_sequence (game, "G7");

  /* Reloaded (a copy of the record), the times follow the shown node. */
  copy = tg_game_tree_copy (tg_game_get_tree (game));
  review = tg_game_new_for_tree (copy, 0, &error);
  g_assert_no_error (error);
  shown = tg_game_clock_new_for_record (review);
  g_assert_nonnull (shown);
  g_assert_false (tg_game_clock_is_running (shown));
  g_assert_cmpint (left_in_record (shown, TG_BLACK), ==, 60 * S);
  tg_game_go_to_end (review);
  g_assert_cmpint (left_in_record (shown, TG_BLACK), ==, 45 * S);
  g_assert_cmpint (left_in_record (shown, TG_WHITE), ==, 35 * S);
  tg_game_step (review, -2);
  g_assert_cmpint (left_in_record (shown, TG_BLACK), ==, 50 * S);
  g_assert_cmpint (left_in_record (shown, TG_WHITE), ==, 60 * S);

  /* Reviewing wrote nothing. */
  g_assert_false (tg_game_get_modified (review));

  /* No TM/OT: no clock. */
  {
    g_autoptr(TgGame) plain = new_game (TG_RULES_JAPANESE);

    g_assert_null (tg_game_clock_new_for_record (plain));
  }
}

static TgClockState
state_of (TgGameClock *clock, TgColor color)
{
  TgClockState state;

  tg_game_clock_get_state (clock, color, &state);
  return state;
}

static const char *
node_value (TgGame *game, const char *id)
{
  return tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_current_node (game), id);
}

/* Issue 17: the move that completes a Canadian period renews it at once,
 * in what the clock shows, in BL/OB on the move, after an undo, when the
 * record is reviewed, and the first stone of the new period has all of
 * it. 2 stones / 20 s, no main time. */
static void
test_game_clock_canadian (void)
{
  g_autoptr(TgGame) game = new_game (TG_RULES_JAPANESE);
  TgClockSettings settings = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 2,
                               .period = 20 * S };
  g_autoptr(TgGameClock) clock = tg_game_clock_new (game, &settings);
  g_autoptr(TgGame) review = NULL;
  g_autoptr(TgGameClock) shown = NULL;
  g_autoptr(TgGameTree) copy = NULL;
  g_autoptr(GError) error = NULL;
  TgClockState st;

  tg_game_clock_set_time_func (clock, fake_time, NULL);
  tg_game_clock_set_poll_interval (clock, 0);
  tg_game_clock_start (clock);
  fake_now += 10 * S;
  tg_test_play_sequence (game, "E5");
  g_assert_cmpstr (node_value (game, "BL"), ==, "10");
  g_assert_cmpstr (node_value (game, "OB"), ==, "1");
  fake_now += 5 * S;
  tg_test_play_sequence (game, "C3");

  /* Black's second stone, 0.1 s before the end: a whole new period. */
  fake_now += 9900000;
  tg_test_play_sequence (game, "G7");
  g_assert_cmpstr (node_value (game, "BL"), ==, "20");
  g_assert_cmpstr (node_value (game, "OB"), ==, "2");
  st = state_of (clock, TG_BLACK);
  g_assert_true (st.in_overtime);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 20 * S);

  /* Undone, Black is back at 1 stone in 10 s, his clock running. */
  fake_now += 2 * S;
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_clock_get_running_color (clock), ==, TG_BLACK);
  st = state_of (clock, TG_BLACK);
  g_assert_cmpuint (st.stones_left, ==, 1);
  g_assert_cmpint (st.period_left, ==, 10 * S);
  fake_now += 9900000;
  tg_test_play_sequence (game, "G7");
  g_assert_cmpstr (node_value (game, "BL"), ==, "20");
  g_assert_cmpstr (node_value (game, "OB"), ==, "2");

  /* Reviewed from the record, the same node shows the new period. */
  copy = tg_game_tree_copy (tg_game_get_tree (game));
  review = tg_game_new_for_tree (copy, 0, &error);
  g_assert_no_error (error);
  shown = tg_game_clock_new_for_record (review);
  g_assert_nonnull (shown);
  tg_game_go_to_end (review);
  st = state_of (shown, TG_BLACK);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 20 * S);
  g_assert_false (st.lost);

  /* White completes her period; Black's first stone of the new one has
   * the whole 20 s: in time at 19 s, the flag falls at 20 s. */
  fake_now += 5 * S;
  tg_test_play_sequence (game, "C7");
  g_assert_cmpstr (node_value (game, "WL"), ==, "20");
  g_assert_cmpstr (node_value (game, "OW"), ==, "2");
  fake_now += 19 * S;
  tg_game_clock_tick (clock);
  g_assert_true (tg_game_clock_is_running (clock));
  st = state_of (clock, TG_BLACK);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 1 * S);
  fake_now += 1 * S;
  tg_game_clock_tick (clock);
  g_assert_false (tg_game_clock_is_running (clock));
  g_assert_true (state_of (clock, TG_BLACK).lost);
  g_assert_cmpstr (tg_game_tree_get_value (tg_game_get_tree (game), tg_game_get_root (game), "RE"),
                   ==, "W+T");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-clock/moves-press", test_game_clock_moves_press);
  g_test_add_func ("/game-clock/passes-stop", test_game_clock_passes_stop);
  g_test_add_func ("/game-clock/flag-falls", test_game_clock_flag_falls);
  g_test_add_func ("/game-clock/ing-overtime", test_game_clock_ing_overtime);
  g_test_add_func ("/game-clock/review", test_game_clock_review);
  g_test_add_func ("/game-clock/canadian", test_game_clock_canadian);
  return g_test_run ();
}
