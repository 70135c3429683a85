/* tg-clock-sgf.c: clocks in SGF: TM, OT, BL/WL, OB/OW
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * OT has no standard syntax. The forms written here are the ones other
 * programs parse: "5x30 byo-yomi" (KGS, CGoban, GoGui, OGS),
 * "20/300 Canadian" (KGS, CGoban, Quarry, GoGui, OGS), "30 fischer" and
 * "30 simple" (OGS). Systems nobody else knows get a form in the same
 * spirit that Tengen reads back: "5x60 Chinese reserve", "30+10x60 TV",
 * "3x2100 Ing 2 points".
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-clock-private.h"
#include "tg-sgf-number.h"

#define NUM "(\\d+(?:\\.\\d+)?)"
#define UNIT "(h|hr|hrs|hours?|m|mins?|minutes?|s|secs?|seconds?)?"

/* Writing ------------------------------------------------------------------ */

/* Seconds with at most three decimals: "1800", "12.5", "0.001". */
static void
append_sgf_seconds (GString *out,
                    gint64   usec)
{
  _tg_clock_append_ms (out, (MAX (usec, 0) + 500) / 1000);
}

static char *
seconds_string (gint64 usec)
{
  GString *out = g_string_new (NULL);

  append_sgf_seconds (out, usec);
  return g_string_free (out, FALSE);
}

char *
tg_clock_settings_to_sgf_tm (const TgClockSettings *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  return seconds_string (s->main);
}

char *
tg_clock_settings_to_sgf_ot (const TgClockSettings *s)
{
  GString *out;

  g_return_val_if_fail (s != NULL, NULL);

  out = g_string_new (NULL);
  switch (s->system)
    {
    case TG_CLOCK_ABSOLUTE:
      return g_string_free (out, TRUE);
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
    case TG_CLOCK_ING:
      if (s->system == TG_CLOCK_ING && s->periods == 0)
        return g_string_free (out, TRUE);
      g_string_append_printf (out, "%ux", s->periods);
      append_sgf_seconds (out, s->period);
      if (s->system == TG_CLOCK_BYOYOMI)
        g_string_append (out, " byo-yomi");
      else if (s->system == TG_CLOCK_CHINESE)
        g_string_append (out, " Chinese reserve");
      else
        g_string_append_printf (out, " Ing %u point%s", s->penalty, s->penalty == 1 ? "" : "s");
      break;
    case TG_CLOCK_TV:
      append_sgf_seconds (out, s->per_move);
      if (s->periods == 0)
        g_string_append (out, " simple");
      else
        {
          g_string_append_printf (out, "+%ux", s->periods);
          append_sgf_seconds (out, s->period);
          g_string_append (out, " TV");
        }
      break;
    case TG_CLOCK_CANADIAN:
      g_string_append_printf (out, "%u/", s->stones);
      append_sgf_seconds (out, s->period);
      g_string_append (out, " Canadian");
      break;
    case TG_CLOCK_FISCHER:
      append_sgf_seconds (out, s->increment);
      g_string_append (out, " fischer");
      break;
    case TG_CLOCK_N_SYSTEMS:
    default:
      g_string_free (out, TRUE);
      g_return_val_if_reached (NULL);
    }
  return g_string_free (out, FALSE);
}

void
tg_clock_settings_write_sgf (const TgClockSettings *settings,
                             TgGameTree            *tree,
                             TgNode                 node)
{
  g_autofree char *tm = tg_clock_settings_to_sgf_tm (settings);
  g_autofree char *ot = tg_clock_settings_to_sgf_ot (settings);

  tg_game_tree_set_value (tree, node, "TM", tm);
  if (ot)
    tg_game_tree_set_value (tree, node, "OT", ot);
  else
    tg_game_tree_remove_prop (tree, node, "OT");
}

/* Reading ------------------------------------------------------------------ */

/* Microseconds per unit word ("min", "hours", "s", none = seconds). */
static gint64
unit_of (const char *word)
{
  if (word == NULL || *word == '\0' || word[0] == 's' || word[0] == 'S')
    return TG_CLOCK_SECOND;
  if (word[0] == 'h' || word[0] == 'H')
    return 3600 * TG_CLOCK_SECOND;
  return 60 * TG_CLOCK_SECOND;
}

/* Matches @pattern (anchored, caseless, spaces around ignored) against
 * @text; returns the captured groups or NULL. */
static GMatchInfo *
match (const char *pattern,
       const char *text)
{
  g_autoptr(GRegex) regex = NULL;
  GMatchInfo *info = NULL;

  regex = g_regex_new (pattern, G_REGEX_CASELESS | G_REGEX_ANCHORED | G_REGEX_DOLLAR_ENDONLY,
                       0, NULL);
  g_assert (regex != NULL);
  if (g_regex_match (regex, text, 0, &info))
    return info;
  g_match_info_free (info);
  return NULL;
}

/* A number of seconds from the file: finite, 0 to 100 days. */
static gboolean
group_seconds (GMatchInfo *info,
               int         number,
               int         unit_group,
               gint64     *out)
{
  g_autofree char *value = g_match_info_fetch (info, number);
  g_autofree char *unit = unit_group > 0 ? g_match_info_fetch (info, unit_group) : NULL;

  return tg_clock_parse_duration (value, unit_of (unit), out);
}

static gboolean
group_count (GMatchInfo *info,
             int         number,
             guint      *out)
{
  g_autofree char *value = g_match_info_fetch (info, number);

  return tg_clock_parse_count (value, out);
}

/* "90", "90 min", "1.5h", or a clock "5:00:00" (h:mm:ss), "30:00" (m:ss). */
static gboolean
parse_tm_duration (const char *text,
                gint64     *out)
{
  GMatchInfo *info;
  gboolean ok = FALSE;

  if ((info = match ("\\s*" NUM "\\s*" UNIT "\\s*$", text)))
    ok = group_seconds (info, 1, 2, out);
  else if ((info = match ("\\s*(\\d{1,6}):([0-5]\\d)(?::([0-5]\\d))?\\s*$", text)))
    {
      g_autofree char *a = g_match_info_fetch (info, 1);
      g_autofree char *b = g_match_info_fetch (info, 2);
      g_autofree char *c = g_match_info_fetch (info, 3);
      gint64 seconds;

      if (c != NULL && *c != '\0')
        seconds = g_ascii_strtoll (a, NULL, 10) * 3600 + g_ascii_strtoll (b, NULL, 10) * 60 +
                  g_ascii_strtoll (c, NULL, 10);
      else
        seconds = g_ascii_strtoll (a, NULL, 10) * 60 + g_ascii_strtoll (b, NULL, 10);
      ok = seconds <= 100 * 86400;
      *out = seconds * TG_CLOCK_SECOND;
    }
  if (info)
    g_match_info_free (info);
  return ok;
}

/* TM: a duration, maybe "each", maybe followed by the byo-yomi in
 * brackets as GoGoD writes it: "5:00:00(5x1:00)", "8 hours each"; or a
 * Canadian setting in words: "60 minutes + 5 minutes / 30 stones". */
static gboolean
parse_tm (const char      *tm,
          gint64          *main,
          TgClockSettings *byoyomi)
{
  GMatchInfo *info;
  g_autofree char *duration = NULL;
  g_autofree char *periods = NULL;
  g_autofree char *period = NULL;
  gboolean ok;

  /* "60 minutes + 5 minutes / 30 stones": Canadian */
  if ((info = match ("\\s*([^+]*?)\\s*\\+\\s*([^/]*?)\\s*/\\s*(\\d+)\\s*(?:stones|moves)\\s*$",
                     tm)))
    {
      duration = g_match_info_fetch (info, 1);
      period = g_match_info_fetch (info, 2);
      periods = g_match_info_fetch (info, 3);
      g_match_info_free (info);
      byoyomi->system = TG_CLOCK_CANADIAN;
      return parse_tm_duration (duration, main) && parse_tm_duration (period, &byoyomi->period) &&
             tg_clock_parse_count (periods, &byoyomi->stones);
    }

  info = match ("\\s*([^(]*?)\\s*(?:each)?\\s*"
                "(?:\\(\\s*(\\d+)\\s*[x×]\\s*([^)]*)\\))?\\s*$", tm);
  if (info == NULL)
    return FALSE;
  duration = g_match_info_fetch (info, 1);
  periods = g_match_info_fetch (info, 2);
  period = g_match_info_fetch (info, 3);
  g_match_info_free (info);

  ok = parse_tm_duration (duration, main);
  byoyomi->system = TG_CLOCK_ABSOLUTE;
  if (ok && periods != NULL && *periods != '\0')
    {
      byoyomi->system = TG_CLOCK_BYOYOMI;
      ok = tg_clock_parse_count (periods, &byoyomi->periods) && parse_tm_duration (period, &byoyomi->period);
    }
  return ok;
}

static gboolean
parse_ot (const char      *ot,
          TgClockSettings *s)
{
  GMatchInfo *info;
  gboolean ok = FALSE;

  /* "20/300 Canadian" (KGS, Quarry), "25/600 canadian" */
  if ((info = match ("\\s*(\\d+)\\s*/\\s*" NUM "\\s*" UNIT "\\s*(canadian)?\\s*$", ot)))
    {
      s->system = TG_CLOCK_CANADIAN;
      ok = group_count (info, 1, &s->stones) && group_seconds (info, 2, 3, &s->period);
    }
  /* "20 moves / 5 min", "20 moves / 300 sec" (GoGui, SmartGo) */
  else if ((info = match ("\\s*(\\d+)\\s*(?:moves|stones)\\s*/\\s*" NUM "\\s*" UNIT
                          "\\s*(canadian)?\\s*$", ot)))
    {
      s->system = TG_CLOCK_CANADIAN;
      ok = group_count (info, 1, &s->stones) && group_seconds (info, 2, 3, &s->period);
    }
  /* "5x60 Chinese reserve" (Tengen) */
  else if ((info = match ("\\s*(\\d+)\\s*[x×]\\s*" NUM "\\s*" UNIT
                          "\\s*(?:chinese\\s*)?reserve(?:\\s*minutes?)?\\s*$", ot)))
    {
      s->system = TG_CLOCK_CHINESE;
      ok = group_count (info, 1, &s->periods) && group_seconds (info, 2, 3, &s->period);
    }
  /* "3x2100 Ing 2 points" (Tengen) */
  else if ((info = match ("\\s*(\\d+)\\s*[x×]\\s*" NUM "\\s*" UNIT
                          "\\s*ing(?:\\s*,?\\s*(\\d+)\\s*points?)?\\s*$", ot)))
    {
      g_autofree char *points = g_match_info_fetch (info, 4);

      s->system = TG_CLOCK_ING;
      s->penalty = 2;
      ok = group_count (info, 1, &s->periods) && group_seconds (info, 2, 3, &s->period) &&
           (points == NULL || *points == '\0' || tg_clock_parse_count (points, &s->penalty));
    }
  /* "5x30 byo-yomi" (KGS, CGoban, OGS), "5x30", "5 x 30 secs" */
  else if ((info = match ("\\s*(\\d+)\\s*[x×]\\s*" NUM "\\s*" UNIT
                          "\\s*(?:byo-?\\s*yomi|japanese)?\\s*$", ot)))
    {
      s->system = TG_CLOCK_BYOYOMI;
      ok = group_count (info, 1, &s->periods) && group_seconds (info, 2, 3, &s->period);
    }
  /* "30+10x60 TV" (Tengen) */
  else if ((info = match ("\\s*" NUM "\\s*" UNIT "\\s*\\+\\s*(\\d+)\\s*[x×]\\s*" NUM "\\s*" UNIT
                          "\\s*tv\\s*$", ot)))
    {
      s->system = TG_CLOCK_TV;
      ok = group_seconds (info, 1, 2, &s->per_move) && group_count (info, 3, &s->periods) &&
           group_seconds (info, 4, 5, &s->period);
    }
  /* "30 simple" (OGS): every move within 30 s */
  else if ((info = match ("\\s*" NUM "\\s*" UNIT "\\s*simple\\s*$", ot)))
    {
      s->system = TG_CLOCK_TV;
      ok = group_seconds (info, 1, 2, &s->per_move);
    }
  /* "30 fischer" (OGS) */
  else if ((info = match ("\\s*" NUM "\\s*" UNIT "\\s*fischer\\s*$", ot)))
    {
      s->system = TG_CLOCK_FISCHER;
      ok = group_seconds (info, 1, 2, &s->increment);
    }

  if (info)
    g_match_info_free (info);
  return ok;
}

gboolean
tg_clock_settings_from_sgf (const char      *tm,
                            const char      *ot,
                            TgClockSettings *out)
{
  g_autofree char *tm_ascii = tm ? tg_sgf_number_normalize (tm) : NULL;
  g_autofree char *ot_ascii = ot ? tg_sgf_number_normalize (ot) : NULL;
  TgClockSettings s = { 0 };
  gint64 main = 0;

  g_return_val_if_fail (out != NULL, FALSE);

  /* Full-width digits and stops read as ASCII ("５x３０", "1。5h"). */
  tm = tm_ascii;
  ot = ot_ascii;
  /* Without OT, TM may carry the byo-yomi itself; else it is absolute. */
  if (tm && *tm && !parse_tm (tm, &main, &s))
    return FALSE;
  s.main = main;

  while (ot && g_ascii_isspace (*ot))
    ot++;
  if (ot != NULL && *ot != '\0')
    {
      s = (TgClockSettings) { .main = main };
      if (!parse_ot (ot, &s))
        return FALSE;
    }

  if (!tg_clock_settings_validate (&s, NULL))
    return FALSE;
  *out = s;
  return TRUE;
}

gboolean
tg_clock_settings_read_sgf (const TgGameTree *tree,
                            TgNode            node,
                            TgClockSettings  *out)
{
  g_autofree char *tm = NULL;
  g_autofree char *ot = NULL;

  g_return_val_if_fail (tree != NULL, FALSE);

  tm = tg_game_tree_get_text (tree, node, "TM");
  ot = tg_game_tree_get_text (tree, node, "OT");
  if (tm == NULL && ot == NULL)
    return FALSE;
  return tg_clock_settings_from_sgf (tm, ot, out);
}

/* Moves -------------------------------------------------------------------- */

char *
tg_clock_snapshot_to_sgf_left (const TgClockSnapshot *snapshot)
{
  GString *out;

  g_return_val_if_fail (snapshot != NULL, NULL);

  /* Rounded up: time that is left never reads as 0, which is a loss. */
  out = g_string_new (NULL);
  _tg_clock_append_ms (out, (MAX (snapshot->last_left, 0) + 999) / 1000);
  return g_string_free (out, FALSE);
}

char *
tg_clock_snapshot_to_sgf_overtime (const TgClockSnapshot *snapshot)
{
  g_return_val_if_fail (snapshot != NULL, NULL);
  if (snapshot->last_overtime < 0)
    return NULL;
  return g_strdup_printf ("%d", snapshot->last_overtime);
}

void
tg_clock_write_sgf_move (const TgClock *self,
                         TgColor        color,
                         TgGameTree    *tree,
                         TgNode         node)
{
  g_autofree char *left = NULL;
  g_autofree char *overtime = NULL;
  const char *bl = color == TG_BLACK ? "BL" : "WL";
  const char *ob = color == TG_BLACK ? "OB" : "OW";

  g_return_if_fail (self != NULL && tree != NULL);
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  left = tg_clock_snapshot_to_sgf_left (&self->rest);
  overtime = tg_clock_snapshot_to_sgf_overtime (&self->rest);
  tg_game_tree_set_value (tree, node, bl, left);
  if (overtime)
    tg_game_tree_set_value (tree, node, ob, overtime);
  else
    tg_game_tree_remove_prop (tree, node, ob);
}

/* What the record says of @color's clock at @node: the moves @color played
 * up to it, and the last BL/WL with its OB/OW (-1 without). FALSE when no
 * time is written or it does not read. */
static gboolean
read_last_time (const TgGameTree *tree,
                TgNode            node,
                TgColor           color,
                guint            *moves,
                gint64           *left,
                gint             *overtime)
{
  const char *bl = color == TG_BLACK ? "BL" : "WL";
  const char *ob = color == TG_BLACK ? "OB" : "OW";
  const char *mv = color == TG_BLACK ? "B" : "W";
  const char *left_text = NULL, *overtime_text = NULL;

  *moves = 0;
  *overtime = -1;
  for (TgNode n = node; n != TG_NODE_NONE; n = tg_game_tree_get_parent (tree, n))
    {
      if (tg_game_tree_has_prop (tree, n, mv))
        (*moves)++;
      if (left_text == NULL && tg_game_tree_has_prop (tree, n, bl))
        {
          left_text = tg_game_tree_get_value (tree, n, bl);
          overtime_text = tg_game_tree_get_value (tree, n, ob);
        }
    }
  if (left_text == NULL || !tg_clock_parse_duration (left_text, TG_CLOCK_SECOND, left))
    return FALSE;
  if (overtime_text)
    {
      guint value;

      if (!tg_clock_parse_count (overtime_text, &value))
        return FALSE;
      *overtime = (gint) value;
    }
  return TRUE;
}

/* Canadian overtime: OB[] stones left in the period, BL[] its time. */
static void
restore_canadian_period (const TgClockSettings *set,
                         TgClockSnapshot       *s,
                         gint64                 left,
                         gint                   overtime)
{
  s->main_left = 0;
  /* OB[0] with time left (other programs, and Tengen before it renewed
   * the period at the completing move) is a complete period: the new
   * one, as Tengen writes it now. */
  if ((overtime == 0 && left > 0) || (guint) overtime > set->stones)
    {
      s->stones_left = set->stones;
      s->period_left = set->period;
      s->last_overtime = (gint) set->stones;
      s->last_left = set->period;
    }
  else
    {
      s->stones_left = (guint) overtime;
      s->period_left = left;
    }
}

/* Ing: OB[] extensions left, each one used costing its penalty. */
static void
restore_ing (const TgClockSettings *set,
             TgClockSnapshot       *s,
             gint64                 left,
             gint                   overtime)
{
  if (overtime < 0)
    {
      s->main_left = left;
      s->period_left = 0;
      s->periods_left = set->periods;
      s->penalty = 0;
    }
  else
    {
      s->main_left = 0;
      s->periods_left = MIN ((guint) overtime, set->periods);
      s->period_left = left;
      s->penalty = (set->periods - s->periods_left) * set->penalty;
    }
}

/* @s (the initial snapshot) with BL/WL @left and OB/OW @overtime (-1:
 * none) read the way @set's system writes them. */
static gboolean
restore_time_left (const TgClockSettings *set,
                   TgClockSnapshot       *s,
                   gint64                 left,
                   gint                   overtime)
{
  switch (set->system)
    {
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_FISCHER:
      s->main_left = left;
      s->last_overtime = -1;
      return TRUE;
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
    case TG_CLOCK_TV:
      if (overtime < 0)
        s->main_left = left;
      else
        {
          s->main_left = 0;
          s->periods_left = MIN ((guint) overtime, set->periods);
          /* The last period gone is a loss; TV may run out of extensions. */
          if (s->periods_left == 0 && set->system != TG_CLOCK_TV)
            s->lost = TRUE;
        }
      return TRUE;
    case TG_CLOCK_CANADIAN:
      if (overtime < 0)
        s->main_left = left;
      else
        restore_canadian_period (set, s, left, overtime);
      return TRUE;
    case TG_CLOCK_ING:
      restore_ing (set, s, left, overtime);
      return TRUE;
    case TG_CLOCK_N_SYSTEMS:
    default:
      g_return_val_if_reached (FALSE);
    }
}

gboolean
tg_clock_restore_from_sgf (TgClock          *self,
                           TgColor           color,
                           const TgGameTree *tree,
                           TgNode            node)
{
  const TgClockSettings *set;
  TgClockSnapshot s;
  TgClockRun run;
  gint64 left;
  guint moves;
  gint overtime;

  g_return_val_if_fail (self != NULL && tree != NULL, FALSE);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, FALSE);

  set = &self->settings;
  tg_clock_reset (self);
  if (!read_last_time (tree, node, color, &moves, &left, &overtime))
    return FALSE;

  _tg_clock_initial (set, &s);
  s.moves = moves;
  s.last_left = left;
  s.last_overtime = overtime;
  if (!restore_time_left (set, &s, left, overtime))
    return FALSE;

  /* Time left is written rounded up, so 0 means the flag fell; a clock
   * with nothing left loses at the first instant of its turn anyway. */
  _tg_clock_run (set, &s, 0, 0, NULL, 0, &run);
  s.lost = s.lost || run.lost || left == 0;
  tg_clock_restore (self, &s);
  return TRUE;
}
