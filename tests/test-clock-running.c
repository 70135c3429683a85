/* test-clock-running.c: a clock on fake monotonic time, and its undo
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The running clock (start, pause, resume, stop, its state and calls
 * between two instants) and snapshots restored after an undo, with the
 * time given by the test rather than read from the system.
 */

#include "test-clock-common.h"

/* Running on fake monotonic time -------------------------------------------- */

static void
test_clock_start_stop (void)
{
  TgClockSettings s = { .system = TG_CLOCK_BYOYOMI, .main = 60 * SEC, .periods = 5,
                        .period = 30 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(GArray) calls = tg_clock_calls_new ();
  const gint64 t0 = 1000 * SEC;
  TgClockState st;

  g_assert_false (tg_clock_is_running (clock));
  g_assert_true (tg_clock_start (clock, t0));
  g_assert_true (tg_clock_is_running (clock));
  g_assert_cmpint (tg_clock_get_move_time (clock, t0 + 7 * SEC), ==, 7 * SEC);

  tg_clock_get_state (clock, t0 + 7 * SEC, &st);
  g_assert_true (st.running);
  g_assert_false (st.in_overtime);
  g_assert_cmpint (st.main_left, ==, 53 * SEC);
  g_assert_cmpint (st.period_left, ==, 0);
  g_assert_cmpint (st.move_time, ==, 7 * SEC);
  /* The next call is the first period's "10 seconds", at 70 s. */
  g_assert_true (st.has_next_call);
  g_assert_cmpint (st.next_call.kind, ==, TG_CLOCK_CALL_SECONDS);
  g_assert_cmpuint (st.next_call.number, ==, 10);
  g_assert_cmpint (st.next_call.at, ==, 70 * SEC);
  g_assert_cmpint (st.next_call_in, ==, 63 * SEC);
  g_assert_cmpint (st.time_to_loss, ==, (60 + 150 - 7) * SEC);

  /* Pause 20 s into the move, adjourn for an hour, resume, play 10 s later. */
  tg_clock_pause (clock, t0 + 20 * SEC);
  g_assert_true (tg_clock_is_paused (clock));
  tg_clock_get_state (clock, t0 + 3000 * SEC, &st);
  g_assert_true (st.paused);
  g_assert_cmpint (st.move_time, ==, 20 * SEC);
  g_assert_cmpint (st.main_left, ==, 40 * SEC);
  g_assert_cmpuint (tg_clock_calls_between (clock, t0 + 20 * SEC, t0 + 3000 * SEC, calls), ==, 0);
  tg_clock_pause (clock, t0 + 30 * SEC);    /* no-op */
  tg_clock_resume (clock, t0 + 3600 * SEC);
  tg_clock_resume (clock, t0 + 3700 * SEC); /* no-op */
  g_assert_false (tg_clock_is_paused (clock));
  g_assert_true (tg_clock_stop (clock, t0 + 3610 * SEC, calls));
  g_assert_cmpuint (calls->len, ==, 0);
  g_assert_false (tg_clock_is_running (clock));
  g_assert_cmpint (snap (clock).main_left, ==, 30 * SEC);
  g_assert_cmpuint (snap (clock).moves, ==, 1);

  /* Stopping while paused charges the time up to the pause. */
  g_assert_true (tg_clock_start (clock, 0));
  tg_clock_pause (clock, 45 * SEC);
  g_assert_true (tg_clock_stop (clock, 500 * SEC, calls));
  g_assert_cmpint (snap (clock).main_left, ==, 0);
  g_assert_cmpuint (snap (clock).periods_left, ==, 5);
  g_assert_cmpint (snap (clock).last_left, ==, 15 * SEC);

  /* Idle display: overtime, a fresh period, no next call. */
  tg_clock_get_state (clock, 123 * SEC, &st);
  g_assert_false (st.running);
  g_assert_true (st.in_overtime);
  g_assert_cmpint (st.period_left, ==, 30 * SEC);
  g_assert_cmpuint (st.periods_left, ==, 5);
  g_assert_false (st.has_next_call);
  g_assert_cmpint (st.time_to_loss, ==, -1);
}

static void
test_clock_state_while_running (void)
{
  TgClockSettings s = { .system = TG_CLOCK_CHINESE, .main = 0, .periods = 2,
                        .period = 60 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  TgClockState st;

  g_assert_true (tg_clock_start (clock, 0));
  tg_clock_get_state (clock, 59 * SEC, &st);
  g_assert_cmpint (st.period_left, ==, 1 * SEC);
  g_assert_cmpuint (st.periods_left, ==, 2);
  g_assert_cmpint (st.next_call.kind, ==, TG_CLOCK_CALL_PERIOD);
  g_assert_cmpuint (st.next_call.number, ==, 1);
  g_assert_cmpint (st.next_call_in, ==, SEC);
  g_assert_cmpint (st.time_to_loss, ==, 61 * SEC);

  /* Into the last minute. */
  tg_clock_get_state (clock, 110 * SEC + SEC / 2, &st);
  g_assert_cmpuint (st.periods_left, ==, 1);
  g_assert_cmpint (st.period_left, ==, 9 * SEC + SEC / 2);
  g_assert_cmpint (st.next_call.kind, ==, TG_CLOCK_CALL_COUNT);
  g_assert_cmpuint (st.next_call.number, ==, 1);
  g_assert_cmpint (st.next_call_in, ==, SEC / 2);
  g_assert_false (st.lost);

  /* The flag falls at 120 s while he thinks: the display sees it. */
  tg_clock_get_state (clock, 120 * SEC, &st);
  g_assert_true (st.lost);
  g_assert_cmpint (st.period_left, ==, 0);
  g_assert_cmpuint (st.periods_left, ==, 0);
  g_assert_false (st.has_next_call);
  g_assert_false (tg_clock_is_lost (clock));
  g_assert_false (tg_clock_stop (clock, 121 * SEC, NULL));
  g_assert_true (tg_clock_is_lost (clock));
  g_assert_false (tg_clock_start (clock, 200 * SEC));
  tg_clock_get_state (clock, 300 * SEC, &st);
  g_assert_true (st.lost);
  g_assert_false (st.running);
}

/* Polling at any rhythm hears every call once, as the stop reports them. */
static void
test_clock_calls_between (void)
{
  static const TgClockSystem systems[] = {
    TG_CLOCK_ABSOLUTE, TG_CLOCK_BYOYOMI, TG_CLOCK_CHINESE, TG_CLOCK_TV,
    TG_CLOCK_CANADIAN, TG_CLOCK_FISCHER, TG_CLOCK_ING,
  };
  static const gint64 steps[] = { 700000, SEC, 333333, 17 * SEC };

  for (guint i = 0; i < G_N_ELEMENTS (systems); i++)
    for (guint k = 0; k < G_N_ELEMENTS (steps); k++)
      {
        TgClockSettings s = { .system = systems[i], .main = 40 * SEC, .periods = 3,
                              .period = 60 * SEC, .per_move = 30 * SEC, .stones = 5,
                              .increment = 5 * SEC, .penalty = 2 };
        g_autoptr(TgClock) clock = NULL;
        g_autoptr(GArray) polled = tg_clock_calls_new ();
        g_autoptr(GArray) stopped = tg_clock_calls_new ();
        g_autofree char *a = NULL, *b = NULL;
        const gint64 start = 5000 * SEC, length = 200 * SEC;
        gint64 last = start;
        TgClockState st;
        guint paused_calls;

        g_assert_true (tg_clock_settings_validate (&s, NULL));
        clock = tg_clock_new (&s);
        g_assert_true (tg_clock_start (clock, start));
        for (gint64 t = start + steps[k]; t < start + length; t += steps[k])
          {
            tg_clock_get_state (clock, last, &st);
            /* The next call falls in the next poll exactly when due. */
            if (st.has_next_call && !st.lost)
              {
                g_autoptr(GArray) one = tg_clock_calls_new ();

                tg_clock_calls_between (clock, last, t, one);
                if (st.next_call_in <= t - last)
                  {
                    g_assert_cmpuint (one->len, >=, 1);
                    g_assert_cmpint (g_array_index (one, TgClockCall, 0).at, ==, st.next_call.at);
                  }
                else
                  g_assert_cmpuint (one->len, ==, 0);
              }
            tg_clock_calls_between (clock, last, t, polled);
            last = t;
          }
        tg_clock_calls_between (clock, last, start + length, polled);
        /* A pause hears nothing. */
        tg_clock_pause (clock, start + length);
        paused_calls = tg_clock_calls_between (clock, start + length, start + 2 * length, NULL);
        g_assert_cmpuint (paused_calls, ==, 0);
        tg_clock_stop (clock, start + 2 * length, stopped);
        a = calls_text (polled);
        b = calls_text (stopped);
        g_assert_cmpstr (a, ==, b);
        g_assert_cmpuint (stopped->len, >, 0);
      }
}

/* Undo ----------------------------------------------------------------------- */

static void
test_clock_snapshot_restore (void)
{
  TgClockSettings s = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 3,
                        .period = 30 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) copy = NULL;
  TgClockSnapshot before, after, again;

  check_move (clock, 10, TRUE, "");
  tg_clock_save (clock, &before);
  check_move (clock, 12, TRUE, "11:C1 12:C2");
  tg_clock_save (clock, &after);
  g_assert_cmpint (after.period_left, ==, 8 * SEC);

  /* Undo the last move. */
  tg_clock_restore (clock, &before);
  tg_clock_save (clock, &again);
  assert_snapshot_equal (&again, &before);
  g_assert_cmpuint (again.stones_left, ==, 2);
  g_assert_cmpint (again.period_left, ==, 20 * SEC);

  /* Redo gives the same as before; a snapshot is a plain value. */
  check_move (clock, 12, TRUE, "11:C1 12:C2");
  tg_clock_save (clock, &again);
  assert_snapshot_equal (&again, &after);

  /* Restoring drops a running move without charging it. */
  g_assert_true (tg_clock_start (clock, 0));
  tg_clock_restore (clock, &before);
  g_assert_false (tg_clock_is_running (clock));
  tg_clock_save (clock, &again);
  assert_snapshot_equal (&again, &before);

  /* Undo a loss. */
  check_move (clock, 25, FALSE, "11:C1 12:C2 13:C3 14:C4 15:C5 16:C6 17:C7 18:C8 19:C9 20:C10");
  tg_clock_restore (clock, &before);
  g_assert_false (tg_clock_is_lost (clock));
  g_assert_true (tg_clock_start (clock, 0));

  copy = tg_clock_copy (clock);
  g_assert_true (tg_clock_is_running (copy));
  g_assert_true (tg_clock_settings_equal (tg_clock_get_settings (copy), &s));
  tg_clock_reset (copy);
  g_assert_false (tg_clock_is_running (copy));
  g_assert_cmpuint (snap (copy).stones_left, ==, 3);
  g_assert_cmpuint (snap (copy).moves, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/start-stop", test_clock_start_stop);
  g_test_add_func ("/clock/state-while-running", test_clock_state_while_running);
  g_test_add_func ("/clock/calls-between", test_clock_calls_between);
  g_test_add_func ("/clock/snapshot-restore", test_clock_snapshot_restore);
  return g_test_run ();
}
