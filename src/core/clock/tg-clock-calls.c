/* tg-clock-calls.c: one move on a clock, period by period, with the calls
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move's thinking time is cut into units: the rest of the main time,
 * then the overtime units of the system (byo-yomi periods, reserve
 * minutes, the TV per-move time and its extensions, the Canadian period,
 * Ing extensions). Each unit has a length, a way of being read aloud and
 * an event at its end (nothing, a period used, an extension started, the
 * loss). Following the units in order from the state between moves gives
 * the state at any instant of the move, the calls, the next call and the
 * time of the loss, with one loop and no recursion.
 */

#include "config.h"

#include <string.h>

#include "tg-clock-private.h"

typedef enum
{
  READ_NONE,        /* silent */
  READ_COUNT,       /* 1..9 in the last seconds */
  READ_SECONDS,     /* "N seconds" 30, 20, 10 s before the end, then 1..9 */
  READ_CHINESE,     /* a reserve minute that is not the last: 30, 40, 50, 55, 58 s */
} Reading;

typedef enum
{
  END_FLOW,         /* main time over, the overtime follows */
  END_LOSS,
  END_PERIOD,       /* a byo-yomi period or a reserve minute is used */
  END_EXTENSION,    /* the next TV or Ing extension starts */
} EndKind;

typedef struct
{
  gint64    len;
  Reading   reading;
  EndKind   end;
  guint     number;   /* periods / extensions left after the end event */
  gboolean  is_main;
} Unit;

typedef struct
{
  const TgClockSettings *set;
  TgClockSnapshot        s;
  gboolean               over;
  guint                  units;    /* overtime units begun in this move */
} Walk;

typedef struct
{
  GArray  *calls;
  gint64   from;
  gint64   until;
  guint    max;
  guint    n;
} Emit;

static void
next_unit (const Walk *w,
           Unit       *u)
{
  const TgClockSettings *set = w->set;
  guint left = w->s.periods_left;

  u->is_main = !w->over;
  u->number = left > 0 ? left - 1 : 0;

  if (!w->over)
    {
      u->len = w->s.main_left;
      switch (set->system)
        {
        case TG_CLOCK_ABSOLUTE:
        case TG_CLOCK_FISCHER:
          u->reading = READ_COUNT;
          u->end = END_LOSS;
          break;
        case TG_CLOCK_ING:
          u->reading = READ_COUNT;
          u->end = left > 0 ? END_EXTENSION : END_LOSS;
          break;
        case TG_CLOCK_BYOYOMI:
        case TG_CLOCK_CHINESE:
        case TG_CLOCK_TV:
        case TG_CLOCK_CANADIAN:
        case TG_CLOCK_N_SYSTEMS:
        default:
          u->reading = READ_NONE;
          u->end = END_FLOW;
          break;
        }
      return;
    }

  switch (set->system)
    {
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
      u->len = set->period;
      u->end = left > 1 ? END_PERIOD : END_LOSS;
      u->reading = (set->system == TG_CLOCK_CHINESE && left > 1) ? READ_CHINESE : READ_SECONDS;
      break;
    case TG_CLOCK_TV:
      u->len = w->units == 0 ? set->per_move : set->period;
      u->end = left > 0 ? END_EXTENSION : END_LOSS;
      u->reading = READ_SECONDS;
      break;
    case TG_CLOCK_CANADIAN:
      u->len = w->s.period_left;
      u->end = END_LOSS;
      u->reading = READ_COUNT;
      break;
    case TG_CLOCK_ING:
      u->len = w->s.period_left;
      u->end = left > 0 ? END_EXTENSION : END_LOSS;
      u->reading = READ_COUNT;
      break;
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_FISCHER:
    case TG_CLOCK_N_SYSTEMS:
    default:
      /* No overtime: main time over is a loss, handled at its end. */
      u->len = 0;
      u->end = END_LOSS;
      u->reading = READ_NONE;
      break;
    }
}

/* Applies the event at the end of @u; returns FALSE on a loss. */
static gboolean
end_unit (Walk       *w,
          const Unit *u)
{
  if (u->is_main)
    {
      w->s.main_left = 0;
      w->over = TRUE;
    }
  else
    w->units++;

  switch (u->end)
    {
    case END_FLOW:
      return TRUE;
    case END_PERIOD:
      w->s.periods_left--;
      return TRUE;
    case END_EXTENSION:
      w->s.periods_left--;
      if (w->set->system == TG_CLOCK_ING)
        {
          w->s.penalty += w->set->penalty;
          w->s.period_left = w->set->period;
        }
      return TRUE;
    case END_LOSS:
    default:
      w->s.main_left = 0;
      w->s.periods_left = 0;
      if (w->set->system == TG_CLOCK_CANADIAN || w->set->system == TG_CLOCK_ING)
        w->s.period_left = 0;
      w->s.lost = TRUE;
      return FALSE;
    }
}

static void
emit (Emit            *em,
      TgClockCallKind  kind,
      guint            number,
      gint64           at)
{
  TgClockCall call;

  if (at <= em->from || at > em->until)
    return;
  if (em->max > 0 && em->n >= em->max)
    return;
  em->n++;
  if (em->calls == NULL)
    return;
  call.kind = kind;
  call.number = number;
  call.at = at;
  g_array_append_val (em->calls, call);
}

static void
emit_unit (Emit       *em,
           const Unit *u,
           gint64      start,
           gint64      end)
{
  static const guint seconds_before[] = { 30, 20, 10 };
  static const guint chinese_before[] = { 30, 20, 10, 5, 2 };
  const guint *before = NULL;
  guint n_before = 0;

  /* Every call of a unit falls in (start, end]. */
  if (end <= em->from || start >= em->until)
    return;

  if (u->reading == READ_SECONDS)
    {
      before = seconds_before;
      n_before = G_N_ELEMENTS (seconds_before);
    }
  else if (u->reading == READ_CHINESE)
    {
      before = chinese_before;
      n_before = G_N_ELEMENTS (chinese_before);
    }

  for (guint i = 0; i < n_before; i++)
    {
      gint64 t = end - before[i] * TG_CLOCK_SECOND;

      if (t > start)
        emit (em, TG_CLOCK_CALL_SECONDS,
              (guint) ((t - start + TG_CLOCK_SECOND / 2) / TG_CLOCK_SECOND), t);
    }

  if (u->reading == READ_COUNT || u->reading == READ_SECONDS)
    for (guint n = 1; n <= 9; n++)
      {
        gint64 t = end - (10 - n) * TG_CLOCK_SECOND;

        if (t > start)
          emit (em, TG_CLOCK_CALL_COUNT, n, t);
      }

  switch (u->end)
    {
    case END_LOSS:
      emit (em, TG_CLOCK_CALL_COUNT, 10, end);
      break;
    case END_PERIOD:
      emit (em, TG_CLOCK_CALL_PERIOD, u->number, end);
      break;
    case END_EXTENSION:
      emit (em, TG_CLOCK_CALL_EXTENSION, u->number, end);
      break;
    case END_FLOW:
    default:
      break;
    }
}

void
_tg_clock_initial (const TgClockSettings *settings,
                   TgClockSnapshot       *out)
{
  memset (out, 0, sizeof *out);
  out->main_left = settings->main;
  out->periods_left = settings->periods;
  out->last_left = settings->main;
  out->last_overtime = -1;

  switch (settings->system)
    {
    case TG_CLOCK_CANADIAN:
      out->period_left = settings->period;
      out->stones_left = settings->stones;
      break;
    case TG_CLOCK_ING:
      /* No main time: the first extension runs from the start. */
      if (settings->main == 0 && settings->periods > 0)
        {
          out->periods_left--;
          out->penalty = settings->penalty;
          out->period_left = settings->period;
        }
      break;
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
    case TG_CLOCK_TV:
    case TG_CLOCK_FISCHER:
    case TG_CLOCK_N_SYSTEMS:
    default:
      break;
    }
}

void
_tg_clock_run (const TgClockSettings *settings,
               const TgClockSnapshot *rest,
               gint64                 until,
               gint64                 from,
               GArray                *calls,
               guint                  max_calls,
               TgClockRun            *out)
{
  Walk w = { settings, *rest, FALSE, 0 };
  Emit em = { calls, from, until, max_calls, 0 };
  gint64 pos = 0;

  memset (out, 0, sizeof *out);
  w.over = settings->system != TG_CLOCK_ABSOLUTE &&
           settings->system != TG_CLOCK_FISCHER &&
           rest->main_left == 0;

  if (rest->lost)
    {
      out->s = *rest;
      out->lost = TRUE;
      return;
    }

  /* Every unit ends in time, or its end event uses up a period or an
   * extension, or loses: the loop is finite even for `until` forever. */
  for (;;)
    {
      Unit u;
      gint64 end;

      next_unit (&w, &u);
      end = pos + u.len;
      emit_unit (&em, &u, pos, end);
      if (until < end)
        {
          if (u.is_main)
            w.s.main_left = end - until;
          out->unit_end = end;
          break;
        }
      if (!end_unit (&w, &u))
        {
          out->lost = TRUE;
          out->lost_at = end;
          break;
        }
      pos = end;
    }

  out->s = w.s;
  out->over = w.over;
  out->n_calls = em.n;
}

void
_tg_clock_finish_move (const TgClockSettings *settings,
                       const TgClockRun      *run,
                       gint64                 time,
                       TgClockSnapshot       *after)
{
  gint64 unit_left = run->over ? run->unit_end - time : 0;

  *after = run->s;
  after->moves++;

  if (run->lost)
    {
      after->lost = TRUE;
      after->last_left = 0;
      if (settings->system == TG_CLOCK_ABSOLUTE || settings->system == TG_CLOCK_FISCHER)
        after->last_overtime = -1;
      else if (settings->system == TG_CLOCK_CANADIAN)
        after->last_overtime = (gint) after->stones_left;
      else
        after->last_overtime = 0;
      return;
    }

  after->last_left = run->over ? unit_left : after->main_left;
  after->last_overtime = run->over ? (gint) after->periods_left : -1;

  switch (settings->system)
    {
    case TG_CLOCK_FISCHER:
      {
        gint64 clock = after->main_left + settings->increment;

        if (settings->max > 0 && clock > settings->max)
          clock = MAX (settings->max, after->main_left);
        after->main_left = clock;
        after->last_left = clock;
      }
      break;
    case TG_CLOCK_CANADIAN:
      if (run->over)
        {
          after->stones_left--;
          after->period_left = unit_left;
          /* The stone that completes the period renews it at once: the
           * player now has N stones in a full period, and that is what
           * the display, BL/WL and OB/OW show. */
          if (after->stones_left == 0)
            {
              after->stones_left = settings->stones;
              after->period_left = settings->period;
            }
          after->last_overtime = (gint) after->stones_left;
          after->last_left = after->period_left;
        }
      break;
    case TG_CLOCK_ING:
      if (run->over)
        after->period_left = unit_left;
      break;
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
    case TG_CLOCK_TV:
    case TG_CLOCK_N_SYSTEMS:
    default:
      break;
    }
}
