/* tg-clock-private.h: TgClock's insides, shared by tg-clock*.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-clock.h"

G_BEGIN_DECLS

struct _TgClock
{
  TgClockSettings  settings;
  TgClockSnapshot  rest;       /* the state before the running move */
  gboolean         running;
  gboolean         paused;
  gint64           since;      /* monotonic time of the latest start or resume */
  gint64           used;       /* thinking time of this move before `since` */
};

/* Far enough to reach the end of any valid clock. */
#define TG_CLOCK_FOREVER (G_MAXINT64 / 4)

/* One move followed from a state between moves up to a thinking time. */
typedef struct
{
  TgClockSnapshot  s;           /* the counts at that instant (main time,
                                 * periods, penalty, ...), before the
                                 * bookkeeping that ends a move */
  gboolean         over;        /* main time is over */
  gint64           unit_end;    /* when over: the end of the running period,
                                 * minute, extension (move-relative) */
  gboolean         lost;
  gint64           lost_at;     /* move-relative thinking time of the loss */
  guint            n_calls;     /* calls appended */
} TgClockRun;

/* Follows a move from @rest for @until of thinking time. Appends to @calls
 * (may be NULL) the calls after @from and up to @until, at most @max_calls
 * of them (0 = all). Stops at a loss. */
void      _tg_clock_run          (const TgClockSettings *settings,
                                  const TgClockSnapshot *rest,
                                  gint64                 until,
                                  gint64                 from,
                                  GArray                *calls,
                                  guint                  max_calls,
                                  TgClockRun            *out);
/* The state between moves after a move of @time that @run followed. */
void      _tg_clock_finish_move  (const TgClockSettings *settings,
                                  const TgClockRun      *run,
                                  gint64                 time,
                                  TgClockSnapshot       *after);
/* The state at the start of the game. */
void      _tg_clock_initial      (const TgClockSettings *settings,
                                  TgClockSnapshot       *out);

/* Milliseconds as seconds with up to three decimals ("30", "12.5"). */
void     _tg_clock_append_ms       (GString *out,
                                    gint64   ms);

G_END_DECLS
