/* tg-cli-clock.c: tengen-cli clock: one player's moves on a game clock
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-cli-common.h"
#include "tg-clock.h"

#define NAME "clock"

/* Seconds as the user typed them ("30", "12.5"), 0 to 100 days. */
static gboolean
parse_seconds (const char *text,
               gint64     *out)
{
  char *end = NULL;
  double value;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0' || *text == '-' || *text == '+')
    return FALSE;
  value = g_ascii_strtod (text, &end);
  while (end && g_ascii_isspace (*end))
    end++;
  if (end == text || *end != '\0' || !isfinite (value) || value < 0 || value > 8.64e6)
    return FALSE;
  *out = (gint64) llround (value * G_USEC_PER_SEC);
  return TRUE;
}

static gboolean
parse_count (const char *text,
             guint      *out)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, 10000, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}


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
  json_builder_set_member_name (builder, "move");
  json_builder_add_int_value (builder, row->move);
  json_builder_set_member_name (builder, "main");
  add_seconds (builder, row->main);
  json_builder_set_member_name (builder, "periods");
  json_builder_add_int_value (builder, row->periods);
  json_builder_set_member_name (builder, "stones");
  json_builder_add_int_value (builder, row->stones);
  json_builder_set_member_name (builder, "penalty");
  json_builder_add_int_value (builder, row->penalty);
  json_builder_set_member_name (builder, "calls");
  json_builder_begin_array (builder);
  for (guint i = 0; i < row->calls->len; i++)
    add_seconds (builder, g_array_index (row->calls, TgClockCall, i).at);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "lost");
  json_builder_add_boolean_value (builder, row->lost);
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
  "period; the move that completes a period shows the new one), penalty (Ing points), calls (seconds into the move of the\n"
  "referee's calls) and lost. Nothing is processed after a loss.";

int
tg_cli_clock (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgClock) clock = NULL;
  g_autofree char *system = NULL, *main = NULL, *periods = NULL, *period = NULL;
  g_autofree char *per_move = NULL, *stones = NULL, *increment = NULL, *max = NULL;
  g_autofree char *penalty = NULL, *moves = NULL;
  g_auto(GStrv) times = NULL;
  gboolean json = FALSE;
  TgClockSettings settings;
  TgClockSystem sys;
  const GOptionEntry entries[] = {
    { "system", 0, 0, G_OPTION_ARG_STRING, &system,
      "absolute, byoyomi, chinese, tv, canadian, fischer or ing", "SYSTEM" },
    { "main", 0, 0, G_OPTION_ARG_STRING, &main, "Main time", "S" },
    { "periods", 0, 0, G_OPTION_ARG_STRING, &periods,
      "Byo-yomi periods, Chinese reserve minutes, TV or Ing extensions", "N" },
    { "period", 0, 0, G_OPTION_ARG_STRING, &period,
      "Length of a period, reserve minute, extension or Canadian period", "S" },
    { "per-move", 0, 0, G_OPTION_ARG_STRING, &per_move, "TV: the time every move has", "S" },
    { "stones", 0, 0, G_OPTION_ARG_STRING, &stones, "Canadian: stones per period", "N" },
    { "increment", 0, 0, G_OPTION_ARG_STRING, &increment, "Fischer: added after each move", "S" },
    { "max", 0, 0, G_OPTION_ARG_STRING, &max, "Fischer: the cap (0 = none)", "S" },
    { "penalty", 0, 0, G_OPTION_ARG_STRING, &penalty, "Ing: points per extension", "P" },
    { "moves", 0, 0, G_OPTION_ARG_STRING, &moves,
      "Thinking time of each move, separated by commas", "T1,T2,..." },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL },
    { NULL }
  };
  const struct
  {
    const char  *option;
    char       **value;
    gint64      *duration;
    guint       *count;
    guint        systems;     /* bit per TgClockSystem where it applies */
  } fields[] = {
    { "--main", &main, &settings.main, NULL, ~0u },
    { "--periods", &periods, NULL, &settings.periods,
      1u << TG_CLOCK_BYOYOMI | 1u << TG_CLOCK_CHINESE | 1u << TG_CLOCK_TV | 1u << TG_CLOCK_ING },
    { "--period", &period, &settings.period, NULL,
      1u << TG_CLOCK_BYOYOMI | 1u << TG_CLOCK_CHINESE | 1u << TG_CLOCK_TV | 1u << TG_CLOCK_ING |
      1u << TG_CLOCK_CANADIAN },
    { "--per-move", &per_move, &settings.per_move, NULL, 1u << TG_CLOCK_TV },
    { "--stones", &stones, NULL, &settings.stones, 1u << TG_CLOCK_CANADIAN },
    { "--increment", &increment, &settings.increment, NULL, 1u << TG_CLOCK_FISCHER },
    { "--max", &max, &settings.max, NULL, 1u << TG_CLOCK_FISCHER },
    { "--penalty", &penalty, NULL, &settings.penalty, 1u << TG_CLOCK_ING },
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Simulates one player's moves, taking T1, T2, ... seconds, on a game clock,\n"
    "and prints the clock after each move and the referee's calls.");
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, NAME, &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 1)
    return tg_cli_usage_error (NAME, "unexpected argument “%s”", argv[1]);
  if (system == NULL)
    return tg_cli_usage_error (NAME, "--system is required (absolute, byoyomi, chinese, tv, "
                                     "canadian, fischer, ing)");
  if (!tg_clock_system_from_id (system, &sys))
    return tg_cli_usage_error (NAME, "unknown system “%s” (try: absolute, byoyomi, chinese, "
                                     "tv, canadian, fischer, ing)", system);
  if (moves == NULL)
    return tg_cli_usage_error (NAME, "--moves is required (thinking times in seconds, "
                                     "e.g. --moves 10,35.5,61)");

  tg_clock_settings_init (&settings, sys);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const char *value = *fields[i].value;

      if (value == NULL)
        continue;
      if (!(fields[i].systems & (1u << sys)))
        {
          g_printerr ("tengen-cli %s: %s does not apply to %s; ignored\n",
                      NAME, fields[i].option, tg_clock_system_to_id (sys));
          continue;
        }
      if (fields[i].duration && !parse_seconds (value, fields[i].duration))
        return tg_cli_usage_error (NAME, "%s “%s” is not a number of seconds (0 to 8640000)",
                                   fields[i].option, value);
      if (fields[i].count && !parse_count (value, fields[i].count))
        return tg_cli_usage_error (NAME, "%s “%s” is not a whole number from 0 to 10000",
                                   fields[i].option, value);
    }
  if (!tg_clock_settings_validate (&settings, &error))
    return tg_cli_usage_error (NAME, "%s", error->message);

  times = g_strsplit (moves, ",", -1);
  if (times[0] == NULL)
    return tg_cli_usage_error (NAME, "--moves is empty");
  for (guint i = 0; times[i]; i++)
    {
      gint64 t;

      if (!parse_seconds (times[i], &t))
        return tg_cli_usage_error (NAME, "move %u: “%s” is not a number of seconds "
                                         "(0 to 8640000)", i + 1, times[i]);
    }

  clock = tg_clock_new (&settings);
  if (json)
    {
      builder = json_builder_new ();
      json_builder_begin_array (builder);
    }
  else
    {
      g_autofree char *text = tg_clock_settings_describe (&settings);

      g_print ("%s\n", text);
    }

  for (guint i = 0; times[i]; i++)
    {
      g_autoptr(GArray) calls = tg_clock_calls_new ();
      TgClockSnapshot snap;
      MoveRow row = { 0 };

      parse_seconds (times[i], &row.time);
      row.move = i + 1;
      row.lost = !tg_clock_add_move (clock, row.time, calls);
      row.calls = calls;
      tg_clock_save (clock, &snap);
      fill_row (&row, &settings, &snap);
      if (json)
        print_row_json (builder, &row);
      else
        print_row_text (&settings, &row);
      if (row.lost)
        break;
    }

  if (json)
    {
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      json_generator_set_pretty (generator, TRUE);
      text = json_generator_to_data (generator, NULL);
      g_print ("%s\n", text);
    }
  return TG_CLI_EXIT_OK;
}
