/* tg-cli-estimate.c: tengen-cli estimate: who is ahead in a position, and by how much
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-cli-common.h"
#include "tg-cli-output.h"
#include "tg-deadstones.h"
#include "tg-score-estimate.h"

#define NAME "estimate"

typedef struct
{
  TgGame            *game;
  const TgBoard     *board;
  TgEstimateOptions  options;
  TgEstimate        *estimate;
} EstimateRun;

/* Plain output ------------------------------------------------------------ */

/* One character per point: stones X O (x o when likely dead), empty points
 * b w as the expected count gives them, s for seki, . for nobody's. */
static char
point_glyph (const EstimateRun *run,
             TgPoint            p)
{
  TgColor c = tg_board_get (run->board, p);
  gboolean dead = run->estimate->dead[p] != 0;

  if (c == TG_BLACK)
    return dead ? 'x' : 'X';
  if (c == TG_WHITE)
    return dead ? 'o' : 'O';
  switch (run->estimate->score->owner[p])
    {
    case TG_SCORE_OWNER_BLACK:
      return 'b';
    case TG_SCORE_OWNER_WHITE:
      return 'w';
    case TG_SCORE_OWNER_SEKI:
      return 's';
    default:
      return '.';
    }
}

static void
print_diagram (const EstimateRun *run)
{
  const TgBoard *b = run->board;

  g_print ("   ");
  for (guint x = 0; x < b->width; x++)
    {
      char col[4];

      g_print (" %s", tg_point_column_label (x, col));
    }
  g_print ("\n");
  for (guint y = 0; y < b->height; y++)
    {
      g_print ("%3u", b->height - y);
      for (guint x = 0; x < b->width; x++)
        g_print (" %c", point_glyph (run, tg_point (x, y)));
      g_print ("\n");
    }
  g_print ("X O stones, x o likely dead, b w Black's and White's area, s seki, . open\n");
}

static void
print_plain (const EstimateRun *run)
{
  const TgScore *s = run->estimate->score;
  g_autofree char *komi = tg_half_points_to_string (s->komi);

  tg_cli_print_score_heading (s);
  g_print ("Position: move %u, %s to play%s\n", tg_game_get_move_number (run->game),
           tg_game_get_to_play (run->game) == TG_WHITE ? "White" : "Black",
           run->options.finished ? " (the game is over: this is the count)" : "");
  if (s->rules.scoring == TG_SCORING_TERRITORY)
    {
      g_autofree char *bt = tg_half_points_to_string (s->black.total);
      g_autofree char *wt = tg_half_points_to_string (s->white.total);

      g_print ("Black: %u territory + %u prisoner%s = %s\n", s->black.territory,
               s->black.prisoners, tg_cli_plural_s (s->black.prisoners), bt);
      g_print ("White: %u territory + %u prisoner%s + %s komi = %s\n", s->white.territory,
               s->white.prisoners, tg_cli_plural_s (s->white.prisoners), komi, wt);
    }
  else
    {
      g_autofree char *bt = tg_half_points_to_string (s->black.total);
      g_autofree char *wt = tg_half_points_to_string (s->white.total);

      g_print ("Black: %u stone%s + %u area = %s\n", s->black.stones,
               tg_cli_plural_s (s->black.stones), s->black.territory, bt);
      g_print ("White: %u stone%s + %u area + %s komi = %s\n", s->white.stones,
               tg_cli_plural_s (s->white.stones), s->white.territory, komi, wt);
      if (s->chinese_count)
        {
          g_autofree char *count = tg_score_describe_count (s);

          g_print ("Count: %s\n", count);
        }
    }
  if (!run->options.finished)
    {
      g_autofree char *spread = tg_estimate_describe_spread (run->estimate);

      g_print ("%s\n", spread);
    }
  g_print ("Likely dead (%u):", run->estimate->n_dead);
  for (guint y = 0; y < run->board->height; y++)
    for (guint x = 0; x < run->board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char buf[TG_POINT_GTP_SIZE];

        if (run->estimate->dead[p])
          g_print (" %s", tg_point_to_gtp (p, run->board->height, buf));
      }
  g_print ("\n");
  print_diagram (run);
}

/* JSON output ------------------------------------------------------------- */

/* One ownership value as a JSON number of at most two decimals, without
 * trailing zeros ("0.47", "-0.5", "1", "0"): json-glib would write every
 * double with 17 significant digits (0.059999999999999998). */
static void
append_ownership_value (GString *out,
                        double   own)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  gsize len;

  g_ascii_formatd (buf, sizeof buf, "%.2f", round (own * 100.0) / 100.0 + 0.0);
  len = strlen (buf);
  while (buf[len - 1] == '0')
    len--;
  if (buf[len - 1] == '.')
    len--;
  buf[len] = '\0';
  g_string_append (out, g_str_equal (buf, "-0") ? "0" : buf);
}

/* The "ownership" member: rows from the top (GTP's highest row) down. */
static void
append_ownership (GString           *out,
                  const EstimateRun *run)
{
  g_string_append (out, "\"ownership\":[");
  for (guint y = 0; y < run->board->height; y++)
    {
      g_string_append (out, y > 0 ? ",[" : "[");
      for (guint x = 0; x < run->board->width; x++)
        {
          if (x > 0)
            g_string_append_c (out, ',');
          append_ownership_value (out, tg_estimate_get_ownership (run->estimate, x, y));
        }
      g_string_append_c (out, ']');
    }
  g_string_append_c (out, ']');
}

static void
add_dead (JsonBuilder       *b,
          const EstimateRun *run)
{
  json_builder_set_member_name (b, "dead_stones");
  json_builder_begin_array (b);
  for (guint y = 0; y < run->board->height; y++)
    for (guint x = 0; x < run->board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char buf[TG_POINT_GTP_SIZE];

        if (run->estimate->dead[p])
          json_builder_add_string_value (b, tg_point_to_gtp (p, run->board->height, buf));
      }
  json_builder_end_array (b);
}

/* The "owner" member: one string a row from the top, the diagram's
 * characters (point_glyph), so a script reads the expected count's owner
 * of every point without parsing the plain output. */
static void
add_owner (JsonBuilder       *b,
           const EstimateRun *run)
{
  json_builder_set_member_name (b, "owner");
  json_builder_begin_array (b);
  for (guint y = 0; y < run->board->height; y++)
    {
      g_autofree char *row = g_malloc (run->board->width + 1);

      for (guint x = 0; x < run->board->width; x++)
        row[x] = point_glyph (run, tg_point (x, y));
      row[run->board->width] = '\0';
      json_builder_add_string_value (b, row);
    }
  json_builder_end_array (b);
}

static char *
builder_to_text (JsonBuilder *b)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);

  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/* The members before "ownership", as one JSON object. */
static char *
head_members (const EstimateRun *run)
{
  const TgScore *s = run->estimate->score;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  tg_cli_json_add_points (b, "margin", s->margin);
  tg_cli_json_add_string (b, "result", s->result);
  json_builder_set_member_name (b, "chinese_count");
  if (s->chinese_count)
    json_builder_add_string_value (b, s->chinese_count);
  else
    json_builder_add_null_value (b);
  tg_cli_json_add_string (b, "rules", tg_rules_preset_to_id (s->rules.preset));
  tg_cli_json_add_points (b, "komi", s->komi);
  tg_cli_json_add_uint (b, "move", tg_game_get_move_number (run->game));
  tg_cli_json_add_string (b, "to_play", tg_game_get_to_play (run->game) == TG_WHITE ? "W" : "B");
  tg_cli_json_add_boolean (b, "finished", run->options.finished);
  tg_cli_json_add_points (b, "spread", (TgHalfPoints) lroundf (run->estimate->spread * 2.0f));
  json_builder_end_object (b);
  return builder_to_text (b);
}

/* The members after "ownership", as one JSON object. */
static char *
tail_members (const EstimateRun *run)
{
  const TgScore *s = run->estimate->score;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_dead (b, run);
  add_owner (b, run);
  tg_cli_json_add_score_side (b, "black", &s->black, FALSE);
  tg_cli_json_add_score_side (b, "white", &s->white, FALSE);
  tg_cli_json_add_uint (b, "dame", s->dame);
  json_builder_end_object (b);
  return builder_to_text (b);
}

/* One line: json-glib writes the members around "ownership", which is
 * written by hand (append_ownership). */
static void
print_json (const EstimateRun *run)
{
  g_autofree char *head = head_members (run);
  g_autofree char *tail = tail_members (run);
  g_autoptr(GString) out = g_string_new (NULL);

  /* "{...}" and "{...}": the head without its "}", the tail without its "{". */
  g_string_append_len (out, head, (gssize) strlen (head) - 1);
  g_string_append_c (out, ',');
  append_ownership (out, run);
  g_string_append_c (out, ',');
  g_string_append (out, tail + 1);
  g_print ("%s\n", out->str);
}

/* Arguments --------------------------------------------------------------- */

/* The game at the position asked for, or an exit status in *@status. */
static TgGame *
load_position (const char  *path,
               const char  *rules,
               gint         move,
               int         *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = tg_cli_load_game (path, 0, rules, NULL, &error);

  *status = TG_CLI_EXIT_OK;
  if (game == NULL)
    {
      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
        *status = tg_cli_usage_error (NAME, "%s", error->message);
      else
        {
          tg_cli_print_error (path, error);
          *status = TG_CLI_EXIT_USAGE;
        }
      return NULL;
    }
  if (move >= 0 && !tg_game_go_to_move (game, (guint) move))
    {
      tg_game_go_to_end (game);
      *status = tg_cli_usage_error (NAME, "--move %d: the main line has only %u move%s", move,
                                    tg_game_get_move_number (game),
                                    tg_cli_plural_s (tg_game_get_move_number (game)));
      return NULL;
    }
  if (move < 0)
    tg_game_go_to_end (game);
  return g_steal_pointer (&game);
}

int
tg_cli_estimate (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *komi = NULL;
  g_autofree char *seed = NULL;
  gint move = -1;
  gboolean json = FALSE;
  EstimateRun run = { 0 };
  TgScoreInput input;
  guint64 seed_value = TG_DEADSTONES_DEFAULT_SEED;
  int status;
  const GOptionEntry entries[] = {
    { "move", 'm', 0, G_OPTION_ARG_INT, &move,
      "Judge the position after move N of the main line (default: its end)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules,
      "Rules to count under (default: the file's RU[], else japanese)", "PRESET" },
    { "komi", 'k', 0, G_OPTION_ARG_STRING, &komi,
      "Komi in points (default: the file's KM[])", "K" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed,
      "Seed of the random playouts (default 20260101)", "S" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, "Print a JSON object", NULL },
    { NULL }
  };

  context = g_option_context_new ("FILE.sgf");
  g_option_context_set_summary (context,
    "Judges the position at the end of the main line of the first game (or\n"
    "after move N): who owns every point, which stones are likely dead, and\n"
    "the expected result under the file's rules or --rules, as the count would\n"
    "give it. At the end of a finished game it is the count with the proposed\n"
    "dead stones. Exit status: 0 estimated, 2 bad arguments or file.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, NAME, &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 2)
    return tg_cli_usage_error (NAME, "expected one FILE.sgf (see --help)");
  if (seed != NULL && !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &seed_value, NULL))
    return tg_cli_usage_error (NAME, "--seed: “%s” is not a non-negative integer", seed);

  game = load_position (argv[1], rules, move, &status);
  if (game == NULL)
    return status;

  tg_estimate_options_init (&run.options);
  tg_estimate_input_for_game (game, &input, &run.options);
  run.options.seed = seed_value;
  if (komi != NULL && !tg_half_points_from_string (komi, &input.komi))
    return tg_cli_usage_error (NAME, "--komi: “%s” is not a number of half-points", komi);

  run.game = game;
  run.board = input.board;
  run.estimate = tg_estimate_compute (&input, &run.options, NULL, NULL);
  if (json)
    print_json (&run);
  else
    print_plain (&run);
  tg_estimate_free (run.estimate);
  return TG_CLI_EXIT_OK;
}
