/* tg-clock.c: game clocks: settings, presets, descriptions, the clock
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-clock-private.h"
#include "tg-sgf-number.h"

G_DEFINE_QUARK (tg-clock-error-quark, tg_clock_error)
G_DEFINE_BOXED_TYPE (TgClock, tg_clock, tg_clock_copy, tg_clock_free)

#define S(n)          ((gint64) (n) * TG_CLOCK_SECOND)
#define MAX_DURATION  S (100 * 24 * 3600)
#define MAX_COUNT     10000

/* Systems ------------------------------------------------------------------ */

static const struct
{
  const char *id;
  const char *name;
} systems[TG_CLOCK_N_SYSTEMS] = {
  [TG_CLOCK_ABSOLUTE] = { "absolute", N_("Absolute") },
  [TG_CLOCK_BYOYOMI]  = { "byoyomi",  N_("Byo-yomi") },
  [TG_CLOCK_CHINESE]  = { "chinese",  N_("Chinese reserve") },
  [TG_CLOCK_TV]       = { "tv",       N_("TV") },
  [TG_CLOCK_CANADIAN] = { "canadian", N_("Canadian") },
  [TG_CLOCK_FISCHER]  = { "fischer",  N_("Fischer") },
  [TG_CLOCK_ING]      = { "ing",      N_("Ing") },
};

const char *
tg_clock_system_to_id (TgClockSystem system)
{
  g_return_val_if_fail (system < TG_CLOCK_N_SYSTEMS, NULL);
  return systems[system].id;
}

const char *
tg_clock_system_get_name (TgClockSystem system)
{
  g_return_val_if_fail (system < TG_CLOCK_N_SYSTEMS, NULL);
  return _(systems[system].name);
}

gboolean
tg_clock_system_from_id (const char    *id,
                         TgClockSystem *out)
{
  static const struct
  {
    const char    *alias;
    TgClockSystem  system;
  } aliases[] = {
    { "japanese", TG_CLOCK_BYOYOMI },
    { "byo-yomi", TG_CLOCK_BYOYOMI },
    { "sudden-death", TG_CLOCK_ABSOLUTE },
    { "reserve", TG_CLOCK_CHINESE },
  };

  g_return_val_if_fail (out != NULL, FALSE);
  if (id == NULL)
    return FALSE;
  for (guint i = 0; i < TG_CLOCK_N_SYSTEMS; i++)
    if (g_ascii_strcasecmp (id, systems[i].id) == 0)
      {
        *out = i;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_ascii_strcasecmp (id, aliases[i].alias) == 0)
      {
        *out = aliases[i].system;
        return TRUE;
      }
  return FALSE;
}

/* Presets ------------------------------------------------------------------ */

static const TgClockPreset presets[] = {
  { "chinese", N_("Chinese: 1 h + 5 × 60 s reserve"),
    { .system = TG_CLOCK_CHINESE, .main = S (3600), .periods = 5, .period = S (60) } },
  { "japanese", N_("Japanese: 30 min + 5 × 30 s"),
    { .system = TG_CLOCK_BYOYOMI, .main = S (1800), .periods = 5, .period = S (30) } },
  { "tv", N_("TV: 30 s + 10 × 60 s"),
    { .system = TG_CLOCK_TV, .per_move = S (30), .periods = 10, .period = S (60) } },
  { "canadian", N_("Canadian: 20 stones / 5 min"),
    { .system = TG_CLOCK_CANADIAN, .stones = 20, .period = S (300) } },
  { "ing", N_("Ing: 3 h 30 min + 3 × 35 min at 2 points"),
    { .system = TG_CLOCK_ING, .main = S (12600), .periods = 3, .period = S (2100),
      .penalty = 2 } },
  { "fischer", N_("Fischer: 10 min + 10 s per move, max 20 min"),
    { .system = TG_CLOCK_FISCHER, .main = S (600), .increment = S (10), .max = S (1200) } },
  { "absolute", N_("Absolute: 1 h"),
    { .system = TG_CLOCK_ABSOLUTE, .main = S (3600) } },
};

const TgClockPreset *
tg_clock_get_presets (guint *n_presets)
{
  if (n_presets)
    *n_presets = G_N_ELEMENTS (presets);
  return presets;
}

const TgClockPreset *
tg_clock_find_preset (const char *id)
{
  for (guint i = 0; id && i < G_N_ELEMENTS (presets); i++)
    if (g_ascii_strcasecmp (id, presets[i].id) == 0)
      return &presets[i];
  return NULL;
}

/* Settings ----------------------------------------------------------------- */

void
tg_clock_settings_init (TgClockSettings *out,
                        TgClockSystem    system)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (system < TG_CLOCK_N_SYSTEMS);

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (presets[i].settings.system == system)
      {
        *out = presets[i].settings;
        return;
      }
  g_assert_not_reached ();
}

static gboolean
check_duration (gint64       value,
                const char  *what,
                gboolean     positive,
                GError     **error)
{
  if (value < 0 || value > MAX_DURATION || (positive && value == 0))
    {
      g_autofree char *text = tg_clock_format_duration (value < 0 ? -value : value);

      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_INVALID,
                   positive ? _("The %s must be longer than 0 and at most 100 days, not %s%s")
                            : _("The %s must be 0 to 100 days, not %s%s"),
                   what, value < 0 ? "−" : "", text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_count (guint        value,
             const char  *what,
             guint        min,
             GError     **error)
{
  if (value < min || value > MAX_COUNT)
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_INVALID,
                   _("The number of %s must be %u to %u, not %u"),
                   what, min, MAX_COUNT, value);
      return FALSE;
    }
  return TRUE;
}

gboolean
tg_clock_settings_validate (const TgClockSettings *s,
                            GError               **error)
{
  g_return_val_if_fail (s != NULL, FALSE);

  if (s->system >= TG_CLOCK_N_SYSTEMS)
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_INVALID,
                   _("Unknown time system %d"), (int) s->system);
      return FALSE;
    }

  switch (s->system)
    {
    case TG_CLOCK_ABSOLUTE:
      return check_duration (s->main, _("main time"), TRUE, error);
    case TG_CLOCK_FISCHER:
      return check_duration (s->main, _("main time"), TRUE, error) &&
             check_duration (s->increment, _("increment"), FALSE, error) &&
             check_duration (s->max, _("maximum time"), FALSE, error);
    case TG_CLOCK_BYOYOMI:
      return check_duration (s->main, _("main time"), FALSE, error) &&
             check_count (s->periods, _("byo-yomi periods"), 1, error) &&
             check_duration (s->period, _("byo-yomi period"), TRUE, error);
    case TG_CLOCK_CHINESE:
      return check_duration (s->main, _("main time"), FALSE, error) &&
             check_count (s->periods, _("reserve minutes"), 1, error) &&
             check_duration (s->period, _("reserve minute"), TRUE, error);
    case TG_CLOCK_TV:
      return check_duration (s->main, _("main time"), FALSE, error) &&
             check_duration (s->per_move, _("time per move"), TRUE, error) &&
             check_count (s->periods, _("extensions"), 0, error) &&
             (s->periods == 0 || check_duration (s->period, _("extension"), TRUE, error));
    case TG_CLOCK_CANADIAN:
      return check_duration (s->main, _("main time"), FALSE, error) &&
             check_count (s->stones, _("stones per period"), 1, error) &&
             check_duration (s->period, _("Canadian period"), TRUE, error);
    case TG_CLOCK_ING:
      if (!check_duration (s->main, _("main time"), s->periods == 0, error) ||
          !check_count (s->periods, _("extensions"), 0, error) ||
          (s->periods > 0 && !check_duration (s->period, _("extension"), TRUE, error)))
        return FALSE;
      if (s->penalty > 100)
        {
          g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_INVALID,
                       _("The penalty must be 0 to 100 points, not %u"), s->penalty);
          return FALSE;
        }
      return TRUE;
    case TG_CLOCK_N_SYSTEMS:
    default:
      g_assert_not_reached ();
    }
}

gboolean
tg_clock_system_uses (TgClockSystem system,
                      TgClockField  fields)
{
  static const TgClockField uses[TG_CLOCK_N_SYSTEMS] = {
    [TG_CLOCK_ABSOLUTE] = TG_CLOCK_FIELD_MAIN,
    [TG_CLOCK_BYOYOMI] = TG_CLOCK_FIELD_MAIN | TG_CLOCK_FIELD_PERIODS | TG_CLOCK_FIELD_PERIOD,
    [TG_CLOCK_CHINESE] = TG_CLOCK_FIELD_MAIN | TG_CLOCK_FIELD_PERIODS | TG_CLOCK_FIELD_PERIOD,
    [TG_CLOCK_TV] = TG_CLOCK_FIELD_MAIN | TG_CLOCK_FIELD_PER_MOVE | TG_CLOCK_FIELD_PERIODS |
                    TG_CLOCK_FIELD_PERIOD,
    [TG_CLOCK_CANADIAN] = TG_CLOCK_FIELD_MAIN | TG_CLOCK_FIELD_STONES | TG_CLOCK_FIELD_PERIOD,
    [TG_CLOCK_FISCHER] = TG_CLOCK_FIELD_MAIN | TG_CLOCK_FIELD_INCREMENT | TG_CLOCK_FIELD_MAX,
    [TG_CLOCK_ING] = TG_CLOCK_FIELD_MAIN | TG_CLOCK_FIELD_PERIODS | TG_CLOCK_FIELD_PERIOD |
                     TG_CLOCK_FIELD_PENALTY,
  };

  g_return_val_if_fail (system < TG_CLOCK_N_SYSTEMS, FALSE);
  g_return_val_if_fail (fields != 0, FALSE);
  return (uses[system] & fields) == fields;
}

gboolean
tg_clock_parse_duration (const char *text,
                         gint64      unit,
                         gint64     *out)
{
  g_autofree char *ascii = NULL;
  const char *first;
  double value;

  g_return_val_if_fail (unit > 0 && out != NULL, FALSE);
  if (text == NULL)
    return FALSE;
  ascii = tg_sgf_number_normalize (text);
  first = ascii + strspn (ascii, " \t\n\r");
  if (*first == '+' || *first == '-' || !tg_sgf_number_read_real (ascii, &value))
    return FALSE;
  if (value < 0 || value * (double) unit > (double) MAX_DURATION)
    return FALSE;
  *out = (gint64) llround (value * (double) unit);
  return TRUE;
}

gboolean
tg_clock_parse_count (const char *text,
                      guint      *out)
{
  g_autofree char *ascii = NULL;
  guint64 value;

  g_return_val_if_fail (out != NULL, FALSE);
  if (text == NULL)
    return FALSE;
  ascii = g_strstrip (tg_sgf_number_normalize (text));
  if (!g_ascii_string_to_unsigned (ascii, 10, 0, MAX_COUNT, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

gboolean
tg_clock_settings_equal (const TgClockSettings *a,
                         const TgClockSettings *b)
{
  return a->system == b->system && a->main == b->main && a->periods == b->periods &&
         a->period == b->period && a->per_move == b->per_move && a->stones == b->stones &&
         a->increment == b->increment && a->max == b->max && a->penalty == b->penalty;
}

/* Words -------------------------------------------------------------------- */

/* Milliseconds as seconds with up to three decimals: "30", "12.5", "0.125". */
void
_tg_clock_append_ms (GString *out,
                     gint64   ms)
{
  g_string_append_printf (out, "%" G_GINT64_FORMAT, ms / 1000);
  if (ms % 1000 != 0)
    {
      char frac[8];
      gsize len;

      g_snprintf (frac, sizeof frac, "%03d", (int) (ms % 1000));
      len = strlen (frac);
      while (len > 0 && frac[len - 1] == '0')
        frac[--len] = '\0';
      g_string_append_printf (out, ".%s", frac);
    }
}

static void
append_seconds (GString *out,
                gint64   usec)
{
  _tg_clock_append_ms (out, (usec + 500) / 1000);
}

char *
tg_clock_format_seconds (gint64 usec)
{
  GString *out = g_string_new (NULL);

  _tg_clock_append_ms (out, (MAX (usec, 0) + 500) / 1000);
  return g_string_free (out, FALSE);
}

/* "30 s", "5 min", "1 h" in the user's language. */
static void
append_unit (GString    *out,
             const char *format,
             const char *number)
{
  g_string_append_printf (out, format, number);
}

static void
append_seconds_unit (GString *out,
                     gint64   usec)
{
  g_autoptr(GString) number = g_string_new (NULL);

  append_seconds (number, usec);
  /* Translators: seconds of a clock setting: "30 s" */
  append_unit (out, _("%s s"), number->str);
}

static void
append_duration (GString *out,
                 gint64   usec)
{
  gint64 whole = usec / TG_CLOCK_SECOND;
  gint64 h = whole / 3600, m = whole / 60 % 60;
  gint64 rest = usec - S (h * 3600 + m * 60);
  gsize start = out->len;
  char number[24];

  if (h > 0)
    {
      g_snprintf (number, sizeof number, "%" G_GINT64_FORMAT, h);
      /* Translators: hours of a clock setting: "1 h" */
      append_unit (out, _("%s h"), number);
    }
  if (m > 0)
    {
      if (out->len > start)
        g_string_append_c (out, ' ');
      g_snprintf (number, sizeof number, "%" G_GINT64_FORMAT, m);
      /* Translators: minutes of a clock setting: "30 min" */
      append_unit (out, _("%s min"), number);
    }
  if (rest > 0 || out->len == start)
    {
      if (out->len > start)
        g_string_append_c (out, ' ');
      append_seconds_unit (out, rest);
    }
}

/* Periods of a minute or less read better in seconds: "5×60 s". */
static void
append_period (GString *out,
               gint64   usec)
{
  if (usec <= S (60))
    append_seconds_unit (out, usec);
  else
    append_duration (out, usec);
}

char *
tg_clock_format_duration (gint64 usec)
{
  GString *out = g_string_new (NULL);

  append_duration (out, MAX (usec, 0));
  return g_string_free (out, FALSE);
}

char *
tg_clock_format_face (gint64 usec)
{
  gint64 s = usec <= 0 ? 0 : (usec + TG_CLOCK_SECOND - 1) / TG_CLOCK_SECOND;

  if (s >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d",
                            s / 3600, (int) (s / 60 % 60), (int) (s % 60));
  return g_strdup_printf ("%d:%02d", (int) (s / 60), (int) (s % 60));
}

char *
tg_clock_settings_describe (const TgClockSettings *s)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (s != NULL, NULL);

  /* Main time first, when there is some and the system has overtime. */
  if (s->main > 0 && s->system != TG_CLOCK_ABSOLUTE &&
      !(s->system == TG_CLOCK_ING && s->periods == 0))
    {
      append_duration (out, s->main);
      g_string_append (out, " + ");
    }

  switch (s->system)
    {
    case TG_CLOCK_ABSOLUTE:
      append_duration (out, s->main);
      g_string_append_printf (out, " %s", _("absolute"));
      break;
    case TG_CLOCK_BYOYOMI:
      g_string_append_printf (out, "%u×", s->periods);
      append_period (out, s->period);
      g_string_append_printf (out, " %s", _("byo-yomi"));
      break;
    case TG_CLOCK_CHINESE:
      g_string_append_printf (out, "%u×", s->periods);
      append_period (out, s->period);
      g_string_append_printf (out, " %s", _("reserve"));
      break;
    case TG_CLOCK_TV:
      append_duration (out, s->per_move);
      g_string_append_printf (out, " %s", _("per move"));
      if (s->periods > 0)
        {
          g_string_append_printf (out, " + %u×", s->periods);
          append_period (out, s->period);
        }
      break;
    case TG_CLOCK_CANADIAN:
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u stone / ", "%u stones / ",
                                                s->stones), s->stones);
      append_duration (out, s->period);
      break;
    case TG_CLOCK_FISCHER:
      append_duration (out, s->increment);
      g_string_append_printf (out, " %s", _("per move"));
      if (s->max > 0)
        {
          g_string_append_printf (out, " (%s ", _("max"));
          append_duration (out, s->max);
          g_string_append_c (out, ')');
        }
      break;
    case TG_CLOCK_ING:
      if (s->periods == 0)
        {
          append_duration (out, s->main);
          g_string_append_printf (out, " %s", _("absolute"));
          break;
        }
      g_string_append_printf (out, "%u×", s->periods);
      append_period (out, s->period);
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, " at %u point", " at %u points",
                                                s->penalty), s->penalty);
      break;
    case TG_CLOCK_N_SYSTEMS:
    default:
      g_return_val_if_reached (g_string_free (out, TRUE));
    }
  return g_string_free (out, FALSE);
}

char *
tg_clock_call_describe (const TgClockCall     *call,
                        const TgClockSettings *settings)
{
  g_return_val_if_fail (call != NULL && settings != NULL, NULL);

  switch (call->kind)
    {
    case TG_CLOCK_CALL_SECONDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u second", "%u seconds", call->number),
                              call->number);
    case TG_CLOCK_CALL_COUNT:
      if (call->number >= 10)
        return g_strdup_printf (_("%u — time is over"), call->number);
      return g_strdup_printf ("%u", call->number);
    case TG_CLOCK_CALL_PERIOD:
      if (settings->system == TG_CLOCK_CHINESE)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "One minute; %u minute left",
                                             "One minute; %u minutes left", call->number),
                                call->number);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Period used; %u period left",
                                           "Period used; %u periods left", call->number),
                              call->number);
    case TG_CLOCK_CALL_EXTENSION:
      if (settings->system == TG_CLOCK_ING)
        {
          g_autofree char *points =
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Extension: %u point",
                                          "Extension: %u points", settings->penalty),
                             settings->penalty);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; %u left", "%s; %u left",
                                               call->number), points, call->number);
        }
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Extension; %u left",
                                           "Extension; %u left", call->number), call->number);
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
tg_clock_call_is_countdown (const TgClockCall *call)
{
  return call->kind == TG_CLOCK_CALL_COUNT;
}

/* The clock ---------------------------------------------------------------- */

TgClock *
tg_clock_new (const TgClockSettings *settings)
{
  TgClock *self;

  g_return_val_if_fail (settings != NULL, NULL);
  g_return_val_if_fail (tg_clock_settings_validate (settings, NULL), NULL);

  self = g_new0 (TgClock, 1);
  self->settings = *settings;
  _tg_clock_initial (settings, &self->rest);
  return self;
}

TgClock *
tg_clock_copy (const TgClock *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_memdup2 (self, sizeof *self);
}

void
tg_clock_free (TgClock *self)
{
  g_free (self);
}

const TgClockSettings *
tg_clock_get_settings (const TgClock *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->settings;
}

void
tg_clock_reset (TgClock *self)
{
  g_return_if_fail (self != NULL);
  _tg_clock_initial (&self->settings, &self->rest);
  self->running = self->paused = FALSE;
  self->since = self->used = 0;
}

gint64
tg_clock_get_move_time (const TgClock *self,
                        gint64         now)
{
  g_return_val_if_fail (self != NULL, 0);
  if (!self->running)
    return 0;
  if (self->paused)
    return self->used;
  return self->used + MAX (now - self->since, 0);
}

gboolean
tg_clock_start (TgClock *self,
                gint64   now)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (!self->running, FALSE);

  if (self->rest.lost)
    return FALSE;
  self->running = TRUE;
  self->paused = FALSE;
  self->since = now;
  self->used = 0;
  return TRUE;
}

static gboolean
charge_move (TgClock *self,
             gint64   time,
             GArray  *calls)
{
  TgClockRun run;

  _tg_clock_run (&self->settings, &self->rest, time, 0, calls, 0, &run);
  _tg_clock_finish_move (&self->settings, &run, time, &self->rest);
  return !run.lost;
}

gboolean
tg_clock_stop (TgClock *self,
               gint64   now,
               GArray  *calls)
{
  gint64 time;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (self->running, FALSE);

  time = tg_clock_get_move_time (self, now);
  self->running = self->paused = FALSE;
  self->since = self->used = 0;
  return charge_move (self, time, calls);
}

gboolean
tg_clock_add_move (TgClock *self,
                   gint64   thinking_time,
                   GArray  *calls)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (!self->running, FALSE);
  g_return_val_if_fail (thinking_time >= 0, FALSE);

  if (self->rest.lost)
    return FALSE;
  return charge_move (self, MIN (thinking_time, TG_CLOCK_FOREVER), calls);
}

void
tg_clock_pause (TgClock *self,
                gint64   now)
{
  g_return_if_fail (self != NULL);
  if (!self->running || self->paused)
    return;
  self->used = tg_clock_get_move_time (self, now);
  self->paused = TRUE;
}

void
tg_clock_resume (TgClock *self,
                 gint64   now)
{
  g_return_if_fail (self != NULL);
  if (!self->running || !self->paused)
    return;
  self->since = now;
  self->paused = FALSE;
}

gboolean
tg_clock_is_running (const TgClock *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->running;
}

gboolean
tg_clock_is_paused (const TgClock *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->running && self->paused;
}

gboolean
tg_clock_is_lost (const TgClock *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->rest.lost;
}

void
tg_clock_get_state (const TgClock *self,
                    gint64         now,
                    TgClockState  *out)
{
  const TgClockSettings *set;
  TgClockRun run;
  gint64 e;
  gboolean has_overtime;

  g_return_if_fail (self != NULL && out != NULL);

  set = &self->settings;
  has_overtime = set->system != TG_CLOCK_ABSOLUTE && set->system != TG_CLOCK_FISCHER;
  e = tg_clock_get_move_time (self, now);
  _tg_clock_run (set, &self->rest, e, e, NULL, 0, &run);

  memset (out, 0, sizeof *out);
  out->system = set->system;
  out->running = self->running;
  out->paused = self->running && self->paused;
  out->lost = run.lost;
  out->in_overtime = has_overtime && run.over;
  out->main_left = run.s.main_left;
  out->periods_left = run.s.periods_left;
  out->stones_left = run.s.stones_left;
  out->penalty = run.s.penalty;
  out->moves = self->rest.moves;
  out->move_time = e;
  out->time_to_loss = -1;
  if (set->system == TG_CLOCK_TV || set->system == TG_CLOCK_ING)
    out->extensions_used = set->periods - run.s.periods_left;

  if (run.lost)
    out->period_left = 0;
  else if (out->in_overtime)
    out->period_left = run.unit_end - e;
  else if (set->system == TG_CLOCK_CANADIAN || set->system == TG_CLOCK_ING)
    out->period_left = run.s.period_left;

  if (self->running && !run.lost)
    {
      g_autoptr(GArray) next = tg_clock_calls_new ();
      TgClockRun ahead;

      _tg_clock_run (set, &self->rest, TG_CLOCK_FOREVER, e, next, 1, &ahead);
      if (ahead.lost)
        out->time_to_loss = ahead.lost_at - e;
      if (next->len > 0)
        {
          out->has_next_call = TRUE;
          out->next_call = g_array_index (next, TgClockCall, 0);
          out->next_call_in = out->next_call.at - e;
        }
    }
}

GArray *
tg_clock_calls_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (TgClockCall));
}

guint
tg_clock_calls_between (const TgClock *self,
                        gint64         t0,
                        gint64         t1,
                        GArray        *out)
{
  TgClockRun run;
  gint64 e0, e1;

  g_return_val_if_fail (self != NULL, 0);
  if (!self->running || self->rest.lost)
    return 0;
  e0 = tg_clock_get_move_time (self, t0);
  e1 = tg_clock_get_move_time (self, t1);
  if (e1 <= e0)
    return 0;
  _tg_clock_run (&self->settings, &self->rest, e1, e0, out, 0, &run);
  return run.n_calls;
}

void
tg_clock_save (const TgClock   *self,
               TgClockSnapshot *out)
{
  g_return_if_fail (self != NULL && out != NULL);
  *out = self->rest;
}

void
tg_clock_restore (TgClock               *self,
                  const TgClockSnapshot *snapshot)
{
  g_return_if_fail (self != NULL && snapshot != NULL);
  self->rest = *snapshot;
  self->running = self->paused = FALSE;
  self->since = self->used = 0;
}
