/* test-clock-common.h: what the clock tests share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-clock.h"

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
