/* test-clock-common.h: what the clock tests share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Calls are written "AT:KN" (AT = seconds into the move, K = S seconds,
 * C count, P period used, E extension started, N = the number said), so
 * a whole sequence compares as one string.
 */

#pragma once

#include <math.h>
#include <string.h>

#include "tg-clock.h"

#define SEC TG_CLOCK_SECOND
#define S(x) ((gint64) llround ((x) * (double) SEC))

G_GNUC_UNUSED static char *
seconds_text (gint64 usec)
{
  gint64 ms = (usec + 500) / 1000;
  char *text;
  gsize len;

  if (ms % 1000 == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, ms / 1000);
  text = g_strdup_printf ("%" G_GINT64_FORMAT ".%03d", ms / 1000, (int) (ms % 1000));
  len = strlen (text);
  while (text[len - 1] == '0')
    text[--len] = '\0';
  return text;
}

G_GNUC_UNUSED static char *
calls_text (GArray *calls)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < calls->len; i++)
    {
      const TgClockCall *c = &g_array_index (calls, TgClockCall, i);
      g_autofree char *at = seconds_text (c->at);

      g_string_append_printf (out, "%s%s:%c%u", i ? " " : "", at, "SCPE"[c->kind], c->number);
    }
  return g_string_free (out, FALSE);
}

/* "21:C1 22:C2 ... 29:C9" from @first to @last, the count starting at @n. */
G_GNUC_UNUSED static char *
count_text (guint first_at,
            guint n,
            guint last_n)
{
  GString *out = g_string_new (NULL);

  for (guint k = n; k <= last_n; k++)
    g_string_append_printf (out, "%s%u:C%u", k > n ? " " : "", first_at + k - n, k);
  return g_string_free (out, FALSE);
}

/* Plays a move of @seconds; checks the verdict and the calls. */
G_GNUC_UNUSED static void
check_move (TgClock    *clock,
            double      seconds,
            gboolean    in_time,
            const char *calls)
{
  g_autoptr(GArray) array = tg_clock_calls_new ();
  g_autofree char *text = NULL;
  gboolean ok;

  ok = tg_clock_add_move (clock, S (seconds), array);
  text = calls_text (array);
  g_assert_cmpstr (text, ==, calls);
  g_assert_cmpint (ok, ==, in_time);
  g_assert_cmpint (tg_clock_is_lost (clock), ==, !in_time);
}

G_GNUC_UNUSED static TgClockSnapshot
snap (TgClock *clock)
{
  TgClockSnapshot s;

  tg_clock_save (clock, &s);
  return s;
}

/* Two snapshots of a clock say the same, field by field (the failing
 * field named by the assertion). */
G_GNUC_UNUSED static void
assert_snapshot_equal (const TgClockSnapshot *a,
                       const TgClockSnapshot *b)
{
  g_assert_cmpint (a->main_left, ==, b->main_left);
  g_assert_cmpuint (a->periods_left, ==, b->periods_left);
  g_assert_cmpint (a->period_left, ==, b->period_left);
  g_assert_cmpuint (a->stones_left, ==, b->stones_left);
  g_assert_cmpuint (a->penalty, ==, b->penalty);
  g_assert_cmpuint (a->moves, ==, b->moves);
  g_assert_cmpint (a->lost, ==, b->lost);
  g_assert_cmpint (a->last_left, ==, b->last_left);
  g_assert_cmpint (a->last_overtime, ==, b->last_overtime);
}
