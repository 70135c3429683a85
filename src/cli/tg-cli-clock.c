/* tg-cli-clock.c: tengen-cli clock: one player's moves on a game clock
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-cli-common.h"
#include "tg-cli-output.h"
#include "tg-clock.h"

#define NAME "clock"

/* A whole number of seconds as a JSON integer, else as a number with the
 * shortest decimals that read back to the same double. */
static void
add_seconds (JsonBuilder *builder,
             gint64       usec)
{
  if (usec % G_USEC_PER_SEC == 0)
    json_builder_add_int_value (builder, usec / G_USEC_PER_SEC);
  else
    json_builder_add_double_value (builder, (double) usec / G_USEC_PER_SEC);
}

/* What one move leaves, as the JSON and the text show it. */
typedef struct
{
  guint     move;
  gint64    time;
  gint64    main;
  guint     periods;
  guint     stones;
  guint     penalty;
  gint64    period_left;   /* the running period after the move, -1 if none */
  gboolean  lost;
  GArray   *calls;
} MoveRow;

static void
fill_row (MoveRow                *row,
          const TgClockSettings  *settings,
          const TgClockSnapshot  *snap)
{
  gboolean over = snap->last_overtime >= 0;

  row->main = snap->main_left;
  row->periods = 0;
  row->stones = 0;
  row->penalty = 0;
  row->period_left = -1;

  switch (settings->system)
    {
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
    case TG_CLOCK_TV:
      row->periods = snap->periods_left;
      if (over)
        row->period_left = snap->last_left;
      break;
    case TG_CLOCK_ING:
      row->periods = snap->periods_left;
      row->penalty = snap->penalty;
      if (over)
        row->period_left = snap->last_left;
      break;
    case TG_CLOCK_CANADIAN:
      row->stones = over ? (guint) snap->last_overtime : settings->stones;
      if (over)
        row->period_left = snap->last_left;
      break;
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_FISCHER:
    case TG_CLOCK_N_SYSTEMS:
    default:
      break;
    }
}

static void
print_row_json (JsonBuilder *builder,
                const MoveRow *row)
{
  json_builder_begin_object (builder);
  tg_cli_json_add_uint (builder, "move", row->move);
  json_builder_set_member_name (builder, "main");
  add_seconds (builder, row->main);
  tg_cli_json_add_uint (builder, "periods", row->periods);
  tg_cli_json_add_uint (builder, "stones", row->stones);
  tg_cli_json_add_uint (builder, "penalty", row->penalty);
  json_builder_set_member_name (builder, "calls");
  json_builder_begin_array (builder);
  for (guint i = 0; i < row->calls->len; i++)
    add_seconds (builder, g_array_index (row->calls, TgClockCall, i).at);
  json_builder_end_array (builder);
  tg_cli_json_add_boolean (builder, "lost", row->lost);
  json_builder_end_object (builder);
}

static void
print_row_text (const TgClockSettings *settings,
                const MoveRow         *row)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autofree char *time = tg_clock_format_seconds (row->time);
  g_autofree char *main = tg_clock_format_seconds (row->main);
  TgClockSystem system = settings->system;

  g_string_append_printf (line, "move %u (%s s): ", row->move, time);
  if (system == TG_CLOCK_FISCHER)
    g_string_append_printf (line, "%s s left", main);
  else if (system != TG_CLOCK_TV || settings->main > 0)
    g_string_append_printf (line, "main %s s", main);

  switch (system)
    {
    case TG_CLOCK_BYOYOMI:
      g_string_append_printf (line, ", %u period%s left", row->periods,
                              row->periods == 1 ? "" : "s");
      break;
    case TG_CLOCK_CHINESE:
      g_string_append_printf (line, ", %u reserve minute%s left", row->periods,
                              row->periods == 1 ? "" : "s");
      break;
    case TG_CLOCK_TV:
      g_string_append_printf (line, "%s%u extension%s left", settings->main > 0 ? ", " : "",
                              row->periods, row->periods == 1 ? "" : "s");
      break;
    case TG_CLOCK_ING:
      g_string_append_printf (line, ", %u extension%s left, penalty %u point%s",
                              row->periods, row->periods == 1 ? "" : "s",
                              row->penalty, row->penalty == 1 ? "" : "s");
      break;
    case TG_CLOCK_CANADIAN:
      g_string_append_printf (line, ", %u stone%s to play in the period", row->stones,
                              row->stones == 1 ? "" : "s");
      break;
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_FISCHER:
    case TG_CLOCK_N_SYSTEMS:
    default:
      break;
    }
  if (row->period_left >= 0 && !row->lost)
    {
      g_autofree char *left = tg_clock_format_seconds (row->period_left);

      /* A Canadian period runs on between moves (and a completed one is
       * the new period); the others start afresh at the next move. */
      g_string_append_printf (line, " (%s s left in the period%s)", left,
                              system == TG_CLOCK_CANADIAN ? "" : " when he moved");
    }

  if (row->calls->len > 0)
    {
      g_string_append (line, "; calls at");
      for (guint i = 0; i < row->calls->len; i++)
        {
          g_autofree char *at = tg_clock_format_seconds (g_array_index (row->calls, TgClockCall, i).at);

          g_string_append_printf (line, "%s %s", i ? "," : "", at);
        }
      g_string_append (line, " s");
    }
  if (row->lost)
    g_string_append (line, "; LOST on time");
  g_print ("%s\n", line->str);
}

static const char description[] =
  "Systems and their defaults (any option overrides them):\n"
  "  absolute   --main 3600\n"
  "  byoyomi    --main 1800 --periods 5 --period 30\n"
  "  chinese    --main 3600 --periods 5 --period 60   (reserve minutes)\n"
  "  tv         --main 0 --per-move 30 --periods 10 --period 60   (extensions)\n"
  "  canadian   --main 0 --stones 20 --period 300\n"
  "  fischer    --main 600 --increment 10 --max 1200   (--max 0: no cap)\n"
  "  ing        --main 12600 --periods 3 --period 2100 --penalty 2\n"
  "\n"
  "Times are seconds and may have decimals. A move that reaches a limit\n"
  "exactly has reached it: a byo-yomi move of exactly --period seconds uses\n"
  "a period. --json prints one object per move: move, main (main time left;\n"
  "Fischer: the time left), periods (byo-yomi periods, reserve minutes, TV or\n"
  "Ing extensions left), stones (Canadian stones still to play in the running\n"
  "period; the move that completes a period shows the new one), penalty (Ing\n"
  "points), calls (seconds into the move of the referee's calls) and lost.\n"
  "Nothing is processed after a loss.";

/* The options that set a field of TgClockSettings. */
typedef struct
{
  const char   *option;
  const char   *help;
  const char   *arg;
  TgClockField  field;
} FieldOption;

static const FieldOption field_options[] = {
  { "main", "Main time", "S", TG_CLOCK_FIELD_MAIN },
  { "periods", "Byo-yomi periods, Chinese reserve minutes, TV or Ing extensions", "N",
    TG_CLOCK_FIELD_PERIODS },
  { "period", "Length of a period, reserve minute, extension or Canadian period", "S",
    TG_CLOCK_FIELD_PERIOD },
  { "per-move", "TV: the time every move has", "S", TG_CLOCK_FIELD_PER_MOVE },
  { "stones", "Canadian: stones per period", "N", TG_CLOCK_FIELD_STONES },
  { "increment", "Fischer: added after each move", "S", TG_CLOCK_FIELD_INCREMENT },
  { "max", "Fischer: the cap (0 = none)", "S", TG_CLOCK_FIELD_MAX },
  { "penalty", "Ing: points per extension", "P", TG_CLOCK_FIELD_PENALTY },
};

#define N_FIELD_OPTIONS G_N_ELEMENTS (field_options)

typedef struct
{
  char     *system;
  char     *values[N_FIELD_OPTIONS];   /* as typed, NULL when not given */
  char     *moves;
  gboolean  json;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->system);
  for (guint i = 0; i < N_FIELD_OPTIONS; i++)
    g_free (o->values[i]);
  g_free (o->moves);
}

/* The duration field @field of @s, or NULL for the counts. */
static gint64 *
duration_field (TgClockSettings *s,
                TgClockField     field)
{
  switch (field)
    {
    case TG_CLOCK_FIELD_MAIN: return &s->main;
    case TG_CLOCK_FIELD_PERIOD: return &s->period;
    case TG_CLOCK_FIELD_PER_MOVE: return &s->per_move;
    case TG_CLOCK_FIELD_INCREMENT: return &s->increment;
    case TG_CLOCK_FIELD_MAX: return &s->max;
    case TG_CLOCK_FIELD_PERIODS:
    case TG_CLOCK_FIELD_STONES:
    case TG_CLOCK_FIELD_PENALTY:
    default: return NULL;
    }
}

static guint *
count_field (TgClockSettings *s,
             TgClockField     field)
{
  switch (field)
    {
    case TG_CLOCK_FIELD_PERIODS: return &s->periods;
    case TG_CLOCK_FIELD_STONES: return &s->stones;
    case TG_CLOCK_FIELD_PENALTY: return &s->penalty;
    case TG_CLOCK_FIELD_MAIN:
    case TG_CLOCK_FIELD_PERIOD:
    case TG_CLOCK_FIELD_PER_MOVE:
    case TG_CLOCK_FIELD_INCREMENT:
    case TG_CLOCK_FIELD_MAX:
    default: return NULL;
    }
}

/* Step 1: the command line into @o; FALSE after a usage message. */
static gboolean
parse_command_line (int      *argc,
                    char   ***argv,
                    Options  *o)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  GOptionEntry entries[N_FIELD_OPTIONS + 4] = {
    { "system", 0, 0, G_OPTION_ARG_STRING, &o->system,
      "absolute, byoyomi, chinese, tv, canadian, fischer or ing", "SYSTEM" },
  };
  guint n = 1;

  for (guint i = 0; i < N_FIELD_OPTIONS; i++, n++)
    entries[n] = (GOptionEntry) { field_options[i].option, 0, 0, G_OPTION_ARG_STRING,
                                  &o->values[i], field_options[i].help, field_options[i].arg };
  entries[n++] = (GOptionEntry) { "moves", 0, 0, G_OPTION_ARG_STRING, &o->moves,
                                  "Thinking time of each move, separated by commas",
                                  "T1,T2,..." };
  entries[n++] = (GOptionEntry) { "json", 0, 0, G_OPTION_ARG_NONE, &o->json, "Print JSON", NULL };
  entries[n] = (GOptionEntry) { NULL };

  g_option_context_set_summary (context,
    "Simulates one player's moves, taking T1, T2, ... seconds, on a game clock,\n"
    "and prints the clock after each move and the referee's calls.");
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, entries, NULL);
  return tg_cli_parse_options (context, NAME, argc, argv);
}

/* Step 2: the system's defaults with the options that apply to it. */
static int
read_settings (const Options   *o,
               TgClockSettings *out)
{
  g_autoptr(GError) error = NULL;
  TgClockSystem sys;

  if (o->system == NULL)
    return tg_cli_usage_error (NAME, "--system is required (absolute, byoyomi, chinese, tv, "
                                     "canadian, fischer, ing)");
  if (!tg_clock_system_from_id (o->system, &sys))
    return tg_cli_usage_error (NAME, "unknown system “%s” (try: absolute, byoyomi, chinese, "
                                     "tv, canadian, fischer, ing)", o->system);
  if (o->moves == NULL)
    return tg_cli_usage_error (NAME, "--moves is required (thinking times in seconds, "
                                     "e.g. --moves 10,35.5,61)");

  tg_clock_settings_init (out, sys);
  for (guint i = 0; i < N_FIELD_OPTIONS; i++)
    {
      const FieldOption *f = &field_options[i];
      const char *value = o->values[i];
      gint64 *duration = duration_field (out, f->field);
      guint *count = count_field (out, f->field);

      if (value == NULL)
        continue;
      if (!tg_clock_system_uses (sys, f->field))
        {
          g_printerr ("tengen-cli %s: --%s does not apply to %s; ignored\n",
                      NAME, f->option, tg_clock_system_to_id (sys));
          continue;
        }
      if (duration && !tg_clock_parse_duration (value, TG_CLOCK_SECOND, duration))
        return tg_cli_usage_error (NAME, "--%s “%s” is not a number of seconds (0 to 8640000)",
                                   f->option, value);
      if (count && !tg_clock_parse_count (value, count))
        return tg_cli_usage_error (NAME, "--%s “%s” is not a whole number from 0 to 10000",
                                   f->option, value);
    }
  if (!tg_clock_settings_validate (out, &error))
    return tg_cli_usage_error (NAME, "%s", error->message);
  return TG_CLI_EXIT_OK;
}

/* Step 3: the thinking times of --moves, in microseconds. */
static int
read_moves (const char  *moves,
            GArray     **out)
{
  g_auto(GStrv) times = g_strsplit (moves, ",", -1);
  g_autoptr(GArray) array = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (times[0] == NULL)
    return tg_cli_usage_error (NAME, "--moves is empty");
  for (guint i = 0; times[i]; i++)
    {
      gint64 t;

      if (!tg_clock_parse_duration (times[i], TG_CLOCK_SECOND, &t))
        return tg_cli_usage_error (NAME, "move %u: “%s” is not a number of seconds "
                                         "(0 to 8640000)", i + 1, times[i]);
      g_array_append_val (array, t);
    }
  *out = g_steal_pointer (&array);
  return TG_CLI_EXIT_OK;
}

/* Step 4: the moves on a clock, a row printed after each, up to a loss. */
static void
play_moves (const TgClockSettings *settings,
            const GArray          *times,
            gboolean               json)
{
  g_autoptr(TgClock) clock = tg_clock_new (settings);
  g_autoptr(JsonBuilder) builder = NULL;

  if (json)
    {
      builder = json_builder_new ();
      json_builder_begin_array (builder);
    }
  else
    {
      g_autofree char *text = tg_clock_settings_describe (settings);

      g_print ("%s\n", text);
    }

  for (guint i = 0; i < times->len; i++)
    {
      g_autoptr(GArray) calls = tg_clock_calls_new ();
      TgClockSnapshot snap;
      MoveRow row = { 0 };

      row.time = g_array_index (times, gint64, i);
      row.move = i + 1;
      row.lost = !tg_clock_add_move (clock, row.time, calls);
      row.calls = calls;
      tg_clock_save (clock, &snap);
      fill_row (&row, settings, &snap);
      if (json)
        print_row_json (builder, &row);
      else
        print_row_text (settings, &row);
      if (row.lost)
        break;
    }

  if (json)
    {
      json_builder_end_array (builder);
      tg_cli_json_print (builder, TRUE);
    }
}

int
tg_cli_clock (int    argc,
              char **argv)
{
  Options o = { NULL, };
  g_autoptr(GArray) times = NULL;
  TgClockSettings settings;
  int status;

  if (!parse_command_line (&argc, &argv, &o))
    status = TG_CLI_EXIT_USAGE;
  else if (argc != 1)
    status = tg_cli_usage_error (NAME, "unexpected argument “%s”", argv[1]);
  else if ((status = read_settings (&o, &settings)) == TG_CLI_EXIT_OK &&
           (status = read_moves (o.moves, &times)) == TG_CLI_EXIT_OK)
    play_moves (&settings, times, o.json);
  options_clear (&o);
  return status;
}
