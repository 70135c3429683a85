/* test-clock.c: every time system on fake time, boundary by boundary
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Calls are written "AT:KN" (AT = seconds into the move, K = S seconds,
 * C count, P period used, E extension started, N = the number said), so
 * a whole sequence compares as one string.
 */

#include <math.h>
#include <string.h>

#include "tg-clock.h"

#include "test-clock-common.h"

/* Settings ----------------------------------------------------------------- */

static void
test_clock_systems (void)
{
  TgClockSystem sys;

  for (guint i = 0; i < TG_CLOCK_N_SYSTEMS; i++)
    {
      g_assert_true (tg_clock_system_from_id (tg_clock_system_to_id (i), &sys));
      g_assert_cmpint (sys, ==, i);
    }
  g_assert_cmpstr (tg_clock_system_to_id (TG_CLOCK_BYOYOMI), ==, "byoyomi");
  g_assert_cmpstr (tg_clock_system_to_id (TG_CLOCK_TV), ==, "tv");
  g_assert_true (tg_clock_system_from_id ("Japanese", &sys));
  g_assert_cmpint (sys, ==, TG_CLOCK_BYOYOMI);
  g_assert_true (tg_clock_system_from_id ("CHINESE", &sys));
  g_assert_cmpint (sys, ==, TG_CLOCK_CHINESE);
  g_assert_false (tg_clock_system_from_id ("hourglass", &sys));
  g_assert_false (tg_clock_system_from_id (NULL, &sys));
  g_assert_cmpstr (tg_clock_system_get_name (TG_CLOCK_CHINESE), ==, "Chinese reserve");
}

static void
test_clock_presets (void)
{
  static const struct
  {
    const char *id;
    const char *name;
    const char *describe;
  } expected[] = {
    { "chinese", "Chinese: 1 h + 5 × 60 s reserve", "1 h + 5×60 s reserve" },
    { "japanese", "Japanese: 30 min + 5 × 30 s", "30 min + 5×30 s byo-yomi" },
    { "tv", "TV: 30 s + 10 × 60 s", "30 s per move + 10×60 s" },
    { "canadian", "Canadian: 20 stones / 5 min", "20 stones / 5 min" },
    { "ing", "Ing: 3 h 30 min + 3 × 35 min at 2 points", "3 h 30 min + 3×35 min at 2 points" },
    { "fischer", "Fischer: 10 min + 10 s per move, max 20 min",
      "10 min + 10 s per move (max 20 min)" },
    { "absolute", "Absolute: 1 h", "1 h absolute" },
  };
  const TgClockPreset *presets;
  guint n;

  presets = tg_clock_get_presets (&n);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tg_clock_settings_describe (&presets[i].settings);
      g_autoptr(GError) error = NULL;

      g_assert_cmpstr (presets[i].id, ==, expected[i].id);
      g_assert_cmpstr (presets[i].name, ==, expected[i].name);
      g_assert_cmpstr (text, ==, expected[i].describe);
      g_assert_true (tg_clock_settings_validate (&presets[i].settings, &error));
      g_assert_no_error (error);
      g_assert_true (tg_clock_find_preset (expected[i].id) == &presets[i]);
    }
  g_assert_null (tg_clock_find_preset ("blitz"));

  /* Defaults per system are the presets' values. */
  for (guint i = 0; i < TG_CLOCK_N_SYSTEMS; i++)
    {
      TgClockSettings s;

      tg_clock_settings_init (&s, i);
      g_assert_cmpint (s.system, ==, i);
      g_assert_true (tg_clock_settings_validate (&s, NULL));
    }
}

static void
test_clock_validate (void)
{
  static const struct
  {
    TgClockSettings  s;
    const char      *message;
  } bad[] = {
    { { .system = TG_CLOCK_ABSOLUTE, .main = 0 },
      "The main time must be longer than 0 and at most 100 days, not 0 s" },
    { { .system = TG_CLOCK_ABSOLUTE, .main = -5 * SEC },
      "The main time must be longer than 0 and at most 100 days, not −5 s" },
    { { .system = TG_CLOCK_BYOYOMI, .main = 60 * SEC, .periods = 0, .period = 30 * SEC },
      "The number of byo-yomi periods must be 1 to 10000, not 0" },
    { { .system = TG_CLOCK_BYOYOMI, .main = 0, .periods = 5, .period = 0 },
      "The byo-yomi period must be longer than 0 and at most 100 days, not 0 s" },
    { { .system = TG_CLOCK_CHINESE, .main = 0, .periods = 0, .period = 60 * SEC },
      "The number of reserve minutes must be 1 to 10000, not 0" },
    { { .system = TG_CLOCK_TV, .per_move = 0, .periods = 10, .period = 60 * SEC },
      "The time per move must be longer than 0 and at most 100 days, not 0 s" },
    { { .system = TG_CLOCK_CANADIAN, .stones = 0, .period = 300 * SEC },
      "The number of stones per period must be 1 to 10000, not 0" },
    { { .system = TG_CLOCK_FISCHER, .main = 60 * SEC, .increment = -1 * SEC },
      "The increment must be 0 to 100 days, not −1 s" },
    { { .system = TG_CLOCK_ING, .main = 0, .periods = 0 },
      "The main time must be longer than 0 and at most 100 days, not 0 s" },
    { { .system = TG_CLOCK_ING, .main = 60 * SEC, .periods = 3, .period = 60 * SEC,
        .penalty = 101 },
      "The penalty must be 0 to 100 points, not 101" },
    { { .system = TG_CLOCK_BYOYOMI, .main = 101 * 86400 * SEC, .periods = 1, .period = SEC },
      "The main time must be 0 to 100 days, not 2424 h" },
    { { .system = TG_CLOCK_N_SYSTEMS, .main = SEC }, "Unknown time system 7" },
  };
  TgClockSettings ok[] = {
    { .system = TG_CLOCK_TV, .per_move = 30 * SEC, .periods = 0 },
    { .system = TG_CLOCK_ING, .main = 60 * SEC, .periods = 0 },
    { .system = TG_CLOCK_ING, .main = 0, .periods = 1, .period = 60 * SEC },
    { .system = TG_CLOCK_FISCHER, .main = 60 * SEC, .increment = 0, .max = 30 * SEC },
    { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 1, .period = 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (tg_clock_settings_validate (&bad[i].s, &error));
      g_assert_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (ok); i++)
    g_assert_true (tg_clock_settings_validate (&ok[i], NULL));

  g_assert_true (tg_clock_settings_equal (&ok[0], &ok[0]));
  g_assert_false (tg_clock_settings_equal (&ok[1], &ok[2]));
}

static void
test_clock_format (void)
{
  static const struct { gint64 usec; const char *duration; const char *face; } cases[] = {
    { 0, "0 s", "0:00" },
    { 200000, "0.2 s", "0:01" },
    { 12 * SEC + SEC / 2, "12.5 s", "0:13" },
    { 59 * SEC + 1000, "59.001 s", "1:00" },
    { 90 * SEC, "1 min 30 s", "1:30" },
    { 3599 * SEC, "59 min 59 s", "59:59" },
    { 3600 * SEC, "1 h", "1:00:00" },
    { 3723 * SEC, "1 h 2 min 3 s", "1:02:03" },
    { 12600 * SEC, "3 h 30 min", "3:30:00" },
    { -5 * SEC, "0 s", "0:00" },
  };
  TgClockSettings s = { .system = TG_CLOCK_TV, .main = 600 * SEC, .per_move = 20 * SEC,
                        .periods = 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *d = tg_clock_format_duration (cases[i].usec);
      g_autofree char *f = tg_clock_format_face (cases[i].usec);

      g_assert_cmpstr (d, ==, cases[i].duration);
      g_assert_cmpstr (f, ==, cases[i].face);
    }

  {
    g_autofree char *text = tg_clock_settings_describe (&s);
    g_assert_cmpstr (text, ==, "10 min + 20 s per move");
  }
  s = (TgClockSettings) { .system = TG_CLOCK_CANADIAN, .main = 600 * SEC, .stones = 1,
                          .period = 90 * SEC };
  {
    g_autofree char *text = tg_clock_settings_describe (&s);
    g_assert_cmpstr (text, ==, "10 min + 1 stone / 1 min 30 s");
  }
  s = (TgClockSettings) { .system = TG_CLOCK_ING, .main = 3600 * SEC, .periods = 2,
                          .period = 600 * SEC, .penalty = 1 };
  {
    g_autofree char *text = tg_clock_settings_describe (&s);
    g_assert_cmpstr (text, ==, "1 h + 2×10 min at 1 point");
  }
}

static void
test_clock_call_describe (void)
{
  static const struct
  {
    TgClockSystem    system;
    TgClockCallKind  kind;
    guint            number;
    const char      *text;
    gboolean         countdown;
  } cases[] = {
    { TG_CLOCK_CHINESE, TG_CLOCK_CALL_SECONDS, 30, "30 seconds", FALSE },
    { TG_CLOCK_CHINESE, TG_CLOCK_CALL_SECONDS, 1, "1 second", FALSE },
    { TG_CLOCK_CHINESE, TG_CLOCK_CALL_PERIOD, 4, "One minute; 4 minutes left", FALSE },
    { TG_CLOCK_CHINESE, TG_CLOCK_CALL_PERIOD, 1, "One minute; 1 minute left", FALSE },
    { TG_CLOCK_CHINESE, TG_CLOCK_CALL_COUNT, 3, "3", TRUE },
    { TG_CLOCK_CHINESE, TG_CLOCK_CALL_COUNT, 10, "10 — time is over", TRUE },
    { TG_CLOCK_BYOYOMI, TG_CLOCK_CALL_PERIOD, 2, "Period used; 2 periods left", FALSE },
    { TG_CLOCK_TV, TG_CLOCK_CALL_EXTENSION, 9, "Extension; 9 left", FALSE },
    { TG_CLOCK_ING, TG_CLOCK_CALL_EXTENSION, 1, "Extension: 2 points; 1 left", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TgClockSettings s;
      TgClockCall call = { cases[i].kind, cases[i].number, 0 };
      g_autofree char *text = NULL;

      tg_clock_settings_init (&s, cases[i].system);
      text = tg_clock_call_describe (&call, &s);
      g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_cmpint (tg_clock_call_is_countdown (&call), ==, cases[i].countdown);
    }
}

/* Absolute ----------------------------------------------------------------- */

static void
test_clock_absolute (void)
{
  TgClockSettings s = { .system = TG_CLOCK_ABSOLUTE, .main = 20 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) edge = tg_clock_new (&s);

  check_move (clock, 5, TRUE, "");
  g_assert_cmpint (snap (clock).main_left, ==, 15 * SEC);
  g_assert_cmpint (snap (clock).last_overtime, ==, -1);
  /* 15 s → 9 s: "1" when 9 s are left. */
  check_move (clock, 6, TRUE, "6:C1");
  /* The count goes on in the next move: 2..9 at 1..8 s. */
  check_move (clock, 8.5, TRUE, "1:C2 2:C3 3:C4 4:C5 5:C6 6:C7 7:C8 8:C9");
  g_assert_cmpint (snap (clock).main_left, ==, S (0.5));
  /* Reaching 0 loses: "10". */
  check_move (clock, 0.5, FALSE, "0.5:C10");
  g_assert_cmpint (snap (clock).main_left, ==, 0);
  g_assert_cmpuint (snap (clock).moves, ==, 4);
  g_assert_false (tg_clock_add_move (clock, SEC, NULL));
  g_assert_false (tg_clock_start (clock, 0));

  /* One microsecond short of the whole main time is in time. */
  check_move (edge, 20 - 1e-6, TRUE, "11:C1 12:C2 13:C3 14:C4 15:C5 16:C6 17:C7 18:C8 19:C9");
  g_assert_cmpint (snap (edge).main_left, ==, 1);
  check_move (edge, 1e-6, FALSE, "0:C10");
}

/* Byo-yomi ----------------------------------------------------------------- */

static void
test_clock_byoyomi (void)
{
  TgClockSettings s = { .system = TG_CLOCK_BYOYOMI, .main = 10 * SEC, .periods = 3,
                        .period = 30 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autofree char *reading = count_text (21, 1, 9);
  g_autofree char *under = g_strdup_printf ("10:S10 20:S20 %s", reading);
  g_autofree char *used = g_strdup_printf ("%s 30:P1", under);
  g_autofree char *last = g_strdup_printf ("%s 30:C10", under);
  TgClockSnapshot st;

  check_move (clock, 5, TRUE, "");
  st = snap (clock);
  g_assert_cmpint (st.main_left, ==, 5 * SEC);
  g_assert_cmpuint (st.periods_left, ==, 3);
  g_assert_cmpint (st.last_overtime, ==, -1);

  /* Main time runs out after 5 s of this move; the first period starts
   * then: 10 s at 15, 20 s at 25, 1..9 at 26..34, the period is gone at 35. */
  check_move (clock, 35.5, TRUE,
              "15:S10 25:S20 26:C1 27:C2 28:C3 29:C4 30:C5 31:C6 32:C7 33:C8 34:C9 35:P2");
  st = snap (clock);
  g_assert_cmpint (st.main_left, ==, 0);
  g_assert_cmpuint (st.periods_left, ==, 2);
  g_assert_cmpint (st.last_left, ==, S (29.5));
  g_assert_cmpint (st.last_overtime, ==, 2);

  /* Under T costs nothing, however often. */
  for (guint i = 0; i < 5; i++)
    check_move (clock, 30 - 1e-6, TRUE, under);
  g_assert_cmpuint (snap (clock).periods_left, ==, 2);
  g_assert_cmpint (snap (clock).last_left, ==, 1);

  /* Exactly T uses a period (Japanese practice: reaching T). */
  check_move (clock, 30, TRUE, used);
  g_assert_cmpuint (snap (clock).periods_left, ==, 1);
  g_assert_cmpint (snap (clock).last_left, ==, 30 * SEC);
  check_move (clock, 29, TRUE, "10:S10 20:S20 21:C1 22:C2 23:C3 24:C4 25:C5 26:C6 27:C7 28:C8 29:C9");
  /* Exactly T in the last period loses. */
  check_move (clock, 30, FALSE, last);
  st = snap (clock);
  g_assert_true (st.lost);
  g_assert_cmpuint (st.periods_left, ==, 0);
  g_assert_cmpint (st.last_left, ==, 0);
  g_assert_cmpint (st.last_overtime, ==, 0);
}

static void
test_clock_byoyomi_many_periods (void)
{
  TgClockSettings s = { .system = TG_CLOCK_BYOYOMI, .main = 0, .periods = 5,
                        .period = 10 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);

  /* 10-s periods: no seconds calls, the count 1..9 and the period. One move
   * of 25 s uses two periods. */
  check_move (clock, 25, TRUE,
              "1:C1 2:C2 3:C3 4:C4 5:C5 6:C6 7:C7 8:C8 9:C9 10:P4 "
              "11:C1 12:C2 13:C3 14:C4 15:C5 16:C6 17:C7 18:C8 19:C9 20:P3 "
              "21:C1 22:C2 23:C3 24:C4 25:C5");
  g_assert_cmpuint (snap (clock).periods_left, ==, 3);
  g_assert_cmpint (snap (clock).last_left, ==, 5 * SEC);
  /* A long move loses when the third period left is gone: at 30 s. */
  check_move (clock, 1000, FALSE,
              "1:C1 2:C2 3:C3 4:C4 5:C5 6:C6 7:C7 8:C8 9:C9 10:P2 "
              "11:C1 12:C2 13:C3 14:C4 15:C5 16:C6 17:C7 18:C8 19:C9 20:P1 "
              "21:C1 22:C2 23:C3 24:C4 25:C5 26:C6 27:C7 28:C8 29:C9 30:C10");
}

/* Chinese reserve minutes -------------------------------------------------- */

static void
test_clock_chinese (void)
{
  TgClockSettings s = { .system = TG_CLOCK_CHINESE, .main = 0, .periods = 3,
                        .period = 60 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) two = NULL;
  g_autofree char *count = count_text (51, 1, 10);
  g_autofree char *last_minute = g_strdup_printf ("30:S30 40:S40 50:S50 %s", count);

  /* Under 60 s costs nothing; the calls at 30, 40, 50, 55, 58 s. */
  check_move (clock, 59, TRUE, "30:S30 40:S40 50:S50 55:S55 58:S58");
  g_assert_cmpuint (snap (clock).periods_left, ==, 3);
  check_move (clock, 60 - 1e-6, TRUE, "30:S30 40:S40 50:S50 55:S55 58:S58");
  g_assert_cmpuint (snap (clock).periods_left, ==, 3);
  /* A full minute: "one minute; 2 minutes left". */
  check_move (clock, 60, TRUE, "30:S30 40:S40 50:S50 55:S55 58:S58 60:P2");
  g_assert_cmpuint (snap (clock).periods_left, ==, 2);
  g_assert_cmpint (snap (clock).last_left, ==, 60 * SEC);
  check_move (clock, 61, TRUE, "30:S30 40:S40 50:S50 55:S55 58:S58 60:P1");
  g_assert_cmpuint (snap (clock).periods_left, ==, 1);
  g_assert_cmpint (snap (clock).last_left, ==, 59 * SEC);
  g_assert_cmpint (snap (clock).last_overtime, ==, 1);

  /* The last minute: 30, 40, 50 s, then "1".."10" from 51 to 60 s. The
   * reserve is never used up: 59 s is in time, 60 s loses. */
  check_move (clock, 59.5, TRUE, "30:S30 40:S40 50:S50 51:C1 52:C2 53:C3 54:C4 55:C5 "
                                 "56:C6 57:C7 58:C8 59:C9");
  g_assert_cmpuint (snap (clock).periods_left, ==, 1);
  check_move (clock, 75, FALSE, last_minute);
  g_assert_cmpuint (snap (clock).periods_left, ==, 0);
  g_assert_cmpint (snap (clock).last_left, ==, 0);

  /* Two minutes in one move: the first is read as a whole minute, the
   * second as the last one; 119.9 s is in time, the loss is at 120 s. */
  two = tg_clock_new (&s);
  check_move (two, 119.9, TRUE,
              "30:S30 40:S40 50:S50 55:S55 58:S58 60:P2 "
              "90:S30 100:S40 110:S50 115:S55 118:S58");
  g_assert_cmpuint (snap (two).periods_left, ==, 2);
  check_move (two, 200, FALSE,
              "30:S30 40:S40 50:S50 55:S55 58:S58 60:P1 "
              "90:S30 100:S40 110:S50 111:C1 112:C2 113:C3 114:C4 115:C5 116:C6 117:C7 "
              "118:C8 119:C9 120:C10");
}

static void
test_clock_chinese_main_flows (void)
{
  TgClockSettings s = { .system = TG_CLOCK_CHINESE, .main = 10 * SEC, .periods = 2,
                        .period = 60 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  TgClockSnapshot st;

  /* Main time ends 10 s into the move; the minute is read from there. */
  check_move (clock, 75, TRUE, "40:S30 50:S40 60:S50 65:S55 68:S58 70:P1");
  st = snap (clock);
  g_assert_cmpint (st.main_left, ==, 0);
  g_assert_cmpuint (st.periods_left, ==, 1);
  g_assert_cmpint (st.last_left, ==, 55 * SEC);
  check_move (clock, 45, TRUE, "30:S30 40:S40");
}

/* TV ------------------------------------------------------------------------- */

static void
test_clock_tv (void)
{
  TgClockSettings s = { .system = TG_CLOCK_TV, .main = 0, .per_move = 30 * SEC,
                        .periods = 2, .period = 60 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) long_move = tg_clock_new (&s);
  g_autofree char *count = count_text (21, 1, 9);
  g_autofree char *window = g_strdup_printf ("10:S10 20:S20 %s", count);
  g_autofree char *ext1 = g_strdup_printf ("%s 30:E1", window);
  g_autofree char *ext0 = g_strdup_printf ("%s 30:E0", window);
  g_autofree char *lost = g_strdup_printf ("%s 30:C10", window);
  TgClockState state;

  check_move (clock, 29.9, TRUE, window);
  g_assert_cmpuint (snap (clock).periods_left, ==, 2);
  g_assert_cmpint (snap (clock).last_left, ==, S (0.1));
  g_assert_cmpint (snap (clock).last_overtime, ==, 2);
  /* Exactly S starts an extension. */
  check_move (clock, 30, TRUE, ext1);
  g_assert_cmpuint (snap (clock).periods_left, ==, 1);
  g_assert_cmpint (snap (clock).last_left, ==, 60 * SEC);
  /* The next move has 30 s again. */
  check_move (clock, 10, TRUE, "10:S10");
  /* An extension started is spent even if the move comes one second later. */
  check_move (clock, 31, TRUE, ext0);
  g_assert_cmpuint (snap (clock).periods_left, ==, 0);
  g_assert_cmpint (snap (clock).last_left, ==, 59 * SEC);
  tg_clock_get_state (clock, 0, &state);
  g_assert_cmpuint (state.extensions_used, ==, 2);
  g_assert_cmpint (state.period_left, ==, 30 * SEC);
  /* With all extensions spent, under S is still fine, and S loses. */
  check_move (clock, 29, TRUE, window);
  check_move (clock, 30, FALSE, lost);

  /* One long move runs through both extensions (30 + 60 + 60 s). */
  check_move (long_move, 95, TRUE,
              "10:S10 20:S20 21:C1 22:C2 23:C3 24:C4 25:C5 26:C6 27:C7 28:C8 29:C9 30:E1 "
              "60:S30 70:S40 80:S50 81:C1 82:C2 83:C3 84:C4 85:C5 86:C6 87:C7 88:C8 89:C9 90:E0");
  g_assert_cmpint (snap (long_move).last_left, ==, 55 * SEC);
  check_move (long_move, 30, FALSE, lost);
}

static void
test_clock_tv_simple (void)
{
  TgClockSettings s = { .system = TG_CLOCK_TV, .main = 0, .per_move = 5 * SEC, .periods = 0 };
  g_autoptr(TgClock) clock = tg_clock_new (&s);

  /* 5 s per move, no extension: the count 6..10 over the last 4 s. */
  check_move (clock, 4, TRUE, "1:C6 2:C7 3:C8 4:C9");
  check_move (clock, 5, FALSE, "1:C6 2:C7 3:C8 4:C9 5:C10");
}

/* Fields and parsers --------------------------------------------------------- */

static void
test_clock_system_uses (void)
{
  /* Which option each system takes, as tengen-cli clock --help lists the
   * systems' defaults (M main, N periods, P period, V per-move, S stones,
   * I increment, X max, Y penalty). */
  static const struct { TgClockSystem system; const char *fields; } table[] = {
    { TG_CLOCK_ABSOLUTE, "M" },
    { TG_CLOCK_BYOYOMI, "MNP" },
    { TG_CLOCK_CHINESE, "MNP" },
    { TG_CLOCK_TV, "MNPV" },
    { TG_CLOCK_CANADIAN, "MPS" },
    { TG_CLOCK_FISCHER, "MIX" },
    { TG_CLOCK_ING, "MNPY" },
  };
  static const struct { char letter; TgClockField field; } letters[] = {
    { 'M', TG_CLOCK_FIELD_MAIN }, { 'N', TG_CLOCK_FIELD_PERIODS },
    { 'P', TG_CLOCK_FIELD_PERIOD }, { 'V', TG_CLOCK_FIELD_PER_MOVE },
    { 'S', TG_CLOCK_FIELD_STONES }, { 'I', TG_CLOCK_FIELD_INCREMENT },
    { 'X', TG_CLOCK_FIELD_MAX }, { 'Y', TG_CLOCK_FIELD_PENALTY },
  };

  g_assert_cmpuint (G_N_ELEMENTS (table), ==, TG_CLOCK_N_SYSTEMS);
  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    for (guint j = 0; j < G_N_ELEMENTS (letters); j++)
      g_assert_cmpint (tg_clock_system_uses (table[i].system, letters[j].field), ==,
                       strchr (table[i].fields, letters[j].letter) != NULL);
  /* Several fields at once: all of them. */
  g_assert_true (tg_clock_system_uses (TG_CLOCK_FISCHER,
                                       TG_CLOCK_FIELD_INCREMENT | TG_CLOCK_FIELD_MAX));
  g_assert_false (tg_clock_system_uses (TG_CLOCK_FISCHER,
                                        TG_CLOCK_FIELD_INCREMENT | TG_CLOCK_FIELD_STONES));
}

static void
test_clock_parse (void)
{
  static const struct { const char *text; gint64 unit; gboolean ok; gint64 usec; } d[] = {
    { "30", SEC, TRUE, 30 * SEC },
    { " 12.5 ", SEC, TRUE, 12500000 },
    { ".5", SEC, TRUE, 500000 },
    { "0", SEC, TRUE, 0 },
    { "1.5", 60 * SEC, TRUE, 90 * SEC },
    { "３０", SEC, TRUE, 30 * SEC },             /* full-width digits */
    { "１２．５", SEC, TRUE, 12500000 },         /* full-width full stop */
    { "1。5", SEC, TRUE, 1500000 },             /* ideographic full stop */
    { "29,5", SEC, TRUE, 29500000 },            /* decimal comma */
    { "0.0000004", SEC, TRUE, 0 },
    { "8640000", SEC, TRUE, 8640000 * SEC },    /* 100 days */
    { "8640000.001", SEC, FALSE, 0 },
    { "144001", 60 * SEC, FALSE, 0 },
    { "-1", SEC, FALSE, 0 }, { "-0", SEC, FALSE, 0 }, { "+5", SEC, FALSE, 0 },
    { "", SEC, FALSE, 0 }, { " ", SEC, FALSE, 0 }, { ".", SEC, FALSE, 0 },
    { "1e3", SEC, FALSE, 0 }, { "0x10", SEC, FALSE, 0 }, { "inf", SEC, FALSE, 0 },
    { "nan", SEC, FALSE, 0 }, { "5 s", SEC, FALSE, 0 }, { "1.2.3", SEC, FALSE, 0 },
    { "1,2,3", SEC, FALSE, 0 },
  };
  static const struct { const char *text; gboolean ok; guint n; } c[] = {
    { "0", TRUE, 0 }, { "5", TRUE, 5 }, { " 25 ", TRUE, 25 }, { "１０", TRUE, 10 },
    { "10000", TRUE, 10000 }, { "10001", FALSE, 0 }, { "-1", FALSE, 0 },
    { "2.5", FALSE, 0 }, { "", FALSE, 0 }, { "x", FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (d); i++)
    {
      gint64 out = -7;

      g_test_message ("duration “%s”", d[i].text);
      g_assert_cmpint (tg_clock_parse_duration (d[i].text, d[i].unit, &out), ==, d[i].ok);
      g_assert_cmpint (out, ==, d[i].ok ? d[i].usec : -7);
    }
  for (guint i = 0; i < G_N_ELEMENTS (c); i++)
    {
      guint out = 77;

      g_test_message ("count “%s”", c[i].text);
      g_assert_cmpint (tg_clock_parse_count (c[i].text, &out), ==, c[i].ok);
      g_assert_cmpuint (out, ==, c[i].ok ? c[i].n : 77);
    }
}

/* Canadian ----------------------------------------------------------------- */

static void
test_clock_canadian (void)
{
  TgClockSettings s = { .system = TG_CLOCK_CANADIAN, .main = 10 * SEC, .stones = 3,
                        .period = 30 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) edge = tg_clock_new (&s);
  TgClockSnapshot st;

  check_move (clock, 5, TRUE, "");
  st = snap (clock);
  g_assert_cmpint (st.main_left, ==, 5 * SEC);
  g_assert_cmpuint (st.stones_left, ==, 3);
  g_assert_cmpint (st.last_overtime, ==, -1);

  /* Main time runs out after 5 s: this move is the period's first stone. */
  check_move (clock, 10, TRUE, "");
  st = snap (clock);
  g_assert_cmpint (st.main_left, ==, 0);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 25 * SEC);
  g_assert_cmpint (st.last_overtime, ==, 2);
  g_assert_cmpint (st.last_left, ==, 25 * SEC);

  check_move (clock, 10, TRUE, "");
  g_assert_cmpint (snap (clock).period_left, ==, 15 * SEC);
  /* The third stone with 5 s to spare: the period renews. */
  check_move (clock, 10, TRUE, "6:C1 7:C2 8:C3 9:C4 10:C5");
  st = snap (clock);
  g_assert_cmpuint (st.stones_left, ==, 3);
  g_assert_cmpint (st.period_left, ==, 30 * SEC);
  g_assert_cmpint (st.last_overtime, ==, 3);
  g_assert_cmpint (st.last_left, ==, 30 * SEC);

  /* A new period: not finishing the stones in time loses. */
  check_move (clock, 20, TRUE, "");
  check_move (clock, 9.5, TRUE, "1:C1 2:C2 3:C3 4:C4 5:C5 6:C6 7:C7 8:C8 9:C9");
  check_move (clock, 0.5, FALSE, "0.5:C10");
  st = snap (clock);
  g_assert_cmpint (st.period_left, ==, 0);
  g_assert_cmpuint (st.stones_left, ==, 1);
  g_assert_cmpint (st.last_overtime, ==, 1);

  /* Main time reaching exactly 0 at the move: the stone is the period's first. */
  check_move (edge, 10, TRUE, "");
  st = snap (edge);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 30 * SEC);
}

/* The display between moves of a stopped clock. */
static TgClockState
state_between_moves (TgClock *clock)
{
  TgClockState st;

  tg_clock_get_state (clock, 0, &st);
  return st;
}

/* Issue 17: the move that completes a period renews it (stones and
 * seconds) at once, in the state, the display and the values BL/OB take. */
static void
test_clock_canadian_boundary (void)
{
  TgClockSettings five = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 5,
                           .period = 60 * SEC };
  TgClockSettings two = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 2,
                          .period = 20 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&five);
  g_autoptr(TgClock) spare = tg_clock_new (&two);
  g_autoptr(TgClock) late = tg_clock_new (&two);
  TgClockSnapshot st;
  TgClockState view;

  /* 5 stones in 60 s, 10 s each: after the fourth, 1 stone in 20 s. */
  for (guint i = 0; i < 4; i++)
    check_move (clock, 10, TRUE, "");
  g_assert_cmpuint (snap (clock).stones_left, ==, 1);
  g_assert_cmpint (snap (clock).last_left, ==, 20 * SEC);
  /* The fifth completes the period: 5 stones in a fresh 60 s. */
  check_move (clock, 10, TRUE, "");
  st = snap (clock);
  g_assert_cmpuint (st.stones_left, ==, 5);
  g_assert_cmpint (st.period_left, ==, 60 * SEC);
  g_assert_cmpint (st.last_overtime, ==, 5);
  g_assert_cmpint (st.last_left, ==, 60 * SEC);
  view = state_between_moves (clock);
  g_assert_true (view.in_overtime);
  g_assert_cmpuint (view.stones_left, ==, 5);
  g_assert_cmpint (view.period_left, ==, 60 * SEC);
  /* The sixth is the new period's first stone. */
  check_move (clock, 30, TRUE, "");
  g_assert_cmpuint (snap (clock).stones_left, ==, 4);
  g_assert_cmpint (snap (clock).last_left, ==, 30 * SEC);

  /* 2 stones in 20 s; the second with 0.1 s to spare completes it. The
   * count falls at 1..9 s before the end (10 s into the period is 1). */
  check_move (spare, 10, TRUE, "");
  check_move (spare, 9.9, TRUE, "1:C1 2:C2 3:C3 4:C4 5:C5 6:C6 7:C7 8:C8 9:C9");
  st = snap (spare);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 20 * SEC);
  g_assert_cmpint (st.last_overtime, ==, 2);
  g_assert_cmpint (st.last_left, ==, 20 * SEC);
  g_assert_false (st.lost);
  /* A whole new period, not the 0.1 s: 19.9 s more is in time. */
  check_move (spare, 19.9, TRUE, "11:C1 12:C2 13:C3 14:C4 15:C5 16:C6 17:C7 18:C8 19:C9");
  g_assert_cmpuint (snap (spare).stones_left, ==, 1);
  g_assert_cmpint (snap (spare).last_left, ==, S (0.1));

  /* The first move of a new period reaching its 20 s loses, its stones
   * unplayed. */
  check_move (late, 5, TRUE, "");
  check_move (late, 5, TRUE, "");
  g_assert_cmpuint (snap (late).stones_left, ==, 2);
  check_move (late, 20, FALSE,
              "11:C1 12:C2 13:C3 14:C4 15:C5 16:C6 17:C7 18:C8 19:C9 20:C10");
  st = snap (late);
  g_assert_true (st.lost);
  g_assert_cmpuint (st.stones_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, 0);
  g_assert_cmpint (st.last_overtime, ==, 2);
  g_assert_cmpint (st.last_left, ==, 0);
  view = state_between_moves (late);
  g_assert_true (view.lost);
}

/* Fischer ------------------------------------------------------------------ */

static void
test_clock_fischer (void)
{
  TgClockSettings s = { .system = TG_CLOCK_FISCHER, .main = 30 * SEC, .increment = 10 * SEC,
                        .max = 40 * SEC };
  TgClockSettings nocap = { .system = TG_CLOCK_FISCHER, .main = 30 * SEC,
                            .increment = 10 * SEC };
  TgClockSettings above = { .system = TG_CLOCK_FISCHER, .main = 100 * SEC,
                            .increment = 10 * SEC, .max = 40 * SEC };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) free_clock = tg_clock_new (&nocap);
  g_autoptr(TgClock) big = tg_clock_new (&above);

  check_move (clock, 1, TRUE, "");
  g_assert_cmpint (snap (clock).main_left, ==, 39 * SEC);
  g_assert_cmpint (snap (clock).last_left, ==, 39 * SEC);
  /* The cap: 38 + 10 → 40. */
  check_move (clock, 1, TRUE, "");
  g_assert_cmpint (snap (clock).main_left, ==, 40 * SEC);
  check_move (clock, 0, TRUE, "");
  g_assert_cmpint (snap (clock).main_left, ==, 40 * SEC);
  check_move (clock, 35, TRUE, "31:C1 32:C2 33:C3 34:C4 35:C5");
  g_assert_cmpint (snap (clock).main_left, ==, 15 * SEC);
  /* Reaching 0 loses; no increment after a loss. */
  check_move (clock, 15, FALSE, "6:C1 7:C2 8:C3 9:C4 10:C5 11:C6 12:C7 13:C8 14:C9 15:C10");
  g_assert_cmpint (snap (clock).main_left, ==, 0);

  for (guint i = 0; i < 3; i++)
    check_move (free_clock, 1, TRUE, "");
  g_assert_cmpint (snap (free_clock).main_left, ==, 57 * SEC);

  /* Above the cap already: the increment stops, nothing is taken away. */
  check_move (big, 5, TRUE, "");
  g_assert_cmpint (snap (big).main_left, ==, 95 * SEC);
  check_move (big, 60, TRUE, "");
  g_assert_cmpint (snap (big).main_left, ==, 40 * SEC);
}

/* Ing ------------------------------------------------------------------------ */

static void
test_clock_ing (void)
{
  TgClockSettings s = { .system = TG_CLOCK_ING, .main = 60 * SEC, .periods = 2,
                        .period = 100 * SEC, .penalty = 2 };
  TgClockSettings none = { .system = TG_CLOCK_ING, .main = 0, .periods = 1,
                           .period = 100 * SEC, .penalty = 3 };
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  g_autoptr(TgClock) no_main = tg_clock_new (&none);
  g_autoptr(TgClock) at_once = tg_clock_new (&s);
  g_autofree char *count = count_text (1, 1, 9);
  g_autofree char *ext1 = g_strdup_printf ("%s 10:E1", count);
  g_autofree char *ext0 = g_strdup_printf ("%s 10:E0", count);
  TgClockSnapshot st;
  TgClockState state;

  check_move (clock, 50, TRUE, "");
  g_assert_cmpuint (snap (clock).penalty, ==, 0);
  /* Main time ends after 10 s: the first extension starts, 2 points. */
  check_move (clock, 20, TRUE, ext1);
  st = snap (clock);
  g_assert_cmpuint (st.penalty, ==, 2);
  g_assert_cmpuint (st.periods_left, ==, 1);
  g_assert_cmpint (st.period_left, ==, 90 * SEC);
  g_assert_cmpint (st.last_overtime, ==, 1);
  /* The extension carries over between moves. */
  check_move (clock, 80, TRUE, "");
  g_assert_cmpint (snap (clock).period_left, ==, 10 * SEC);
  check_move (clock, 60, TRUE, ext0);
  st = snap (clock);
  g_assert_cmpuint (st.penalty, ==, 4);
  g_assert_cmpuint (st.periods_left, ==, 0);
  g_assert_cmpint (st.period_left, ==, 50 * SEC);
  tg_clock_get_state (clock, 0, &state);
  g_assert_cmpuint (state.extensions_used, ==, 2);
  g_assert_cmpuint (state.penalty, ==, 4);
  check_move (clock, 41, TRUE, "41:C1");
  /* Exceeding the last extension loses; the penalty stays. */
  check_move (clock, 9, FALSE, "1:C2 2:C3 3:C4 4:C5 5:C6 6:C7 7:C8 8:C9 9:C10");
  g_assert_cmpuint (snap (clock).penalty, ==, 4);

  /* Both extensions in one move: 60 + 100 + 100 s. */
  check_move (at_once, 259, TRUE,
              "51:C1 52:C2 53:C3 54:C4 55:C5 56:C6 57:C7 58:C8 59:C9 60:E1 "
              "151:C1 152:C2 153:C3 154:C4 155:C5 156:C6 157:C7 158:C8 159:C9 160:E0 "
              "251:C1 252:C2 253:C3 254:C4 255:C5 256:C6 257:C7 258:C8 259:C9");
  g_assert_cmpuint (snap (at_once).penalty, ==, 4);

  /* Without main time the first extension runs from the start. */
  st = snap (no_main);
  g_assert_cmpuint (st.penalty, ==, 3);
  g_assert_cmpuint (st.periods_left, ==, 0);
  g_assert_cmpint (st.period_left, ==, 100 * SEC);
  check_move (no_main, 99, TRUE, "91:C1 92:C2 93:C3 94:C4 95:C5 96:C6 97:C7 98:C8 99:C9");
  check_move (no_main, 1, FALSE, "1:C10");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/systems", test_clock_systems);
  g_test_add_func ("/clock/presets", test_clock_presets);
  g_test_add_func ("/clock/validate", test_clock_validate);
  g_test_add_func ("/clock/format", test_clock_format);
  g_test_add_func ("/clock/call-describe", test_clock_call_describe);
  g_test_add_func ("/clock/absolute", test_clock_absolute);
  g_test_add_func ("/clock/byoyomi", test_clock_byoyomi);
  g_test_add_func ("/clock/byoyomi/many-periods", test_clock_byoyomi_many_periods);
  g_test_add_func ("/clock/chinese", test_clock_chinese);
  g_test_add_func ("/clock/chinese/main-flows", test_clock_chinese_main_flows);
  g_test_add_func ("/clock/tv", test_clock_tv);
  g_test_add_func ("/clock/tv/simple", test_clock_tv_simple);
  g_test_add_func ("/clock/system-uses", test_clock_system_uses);
  g_test_add_func ("/clock/parse", test_clock_parse);
  g_test_add_func ("/clock/canadian", test_clock_canadian);
  g_test_add_func ("/clock/canadian-boundary", test_clock_canadian_boundary);
  g_test_add_func ("/clock/fischer", test_clock_fischer);
  g_test_add_func ("/clock/ing", test_clock_ing);
  return g_test_run ();
}
