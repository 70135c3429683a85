/* tg-cli-score.c: tengen-cli score: count a record's final position
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tg-cli-common.h"
#include "tg-cli-output.h"
#include "tg-deadstones.h"
#include "tg-score.h"
#include "tg-score-session.h"

#define NAME "score"

typedef struct
{
  TgGame        *game;
  const TgBoard *board;
  TgScoreInput   input;
  guint8         dead[TG_ARRAY_SIZE];
  TgScore       *score;
  gboolean       white_pass_added;  /* AGA: White's last pass was owed */
} ScoreRun;

/* Points in board order as GTP coordinates. */
static GPtrArray *
points_to_gtp (const TgBoard *board,
               const guint8  *mask)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char buf[TG_POINT_GTP_SIZE];

        if (mask[p])
          g_ptr_array_add (out, g_strdup (tg_point_to_gtp (p, board->height, buf)));
      }
  return out;
}

/* --dead LIST: every listed point marks its whole chain. */
static gboolean
parse_dead_list (const TgBoard *board,
                 const char    *list,
                 guint8        *dead,
                 GError       **error)
{
  g_auto(GStrv) items = g_strsplit (list, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      TgPoint stones[TG_MAX_SIZE * TG_MAX_SIZE];
      char *item = g_strstrip (items[i]);
      TgPoint p;
      guint n;

      if (*item == '\0')
        continue;
      if (!tg_point_from_gtp (item, board->width, board->height, &p) || p == TG_PASS)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "--dead: “%s” is not a point on this %u×%u board", item,
                       board->width, board->height);
          return FALSE;
        }
      n = tg_board_chain_points (board, p, stones, G_N_ELEMENTS (stones));
      if (n == 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "--dead: there is no stone at %s", item);
          return FALSE;
        }
      for (guint k = 0; k < n; k++)
        dead[stones[k]] = 1;
    }
  return TRUE;
}

/* "B,W" overtime periods for Ing. */
static gboolean
parse_overtime (const char *text,
                guint      *black,
                guint      *white,
                GError    **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint64 values[2];

  if (g_strv_length (parts) != 2)
    goto bad;
  for (guint i = 0; i < 2; i++)
    if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 0, 1000, &values[i], NULL))
      goto bad;
  *black = (guint) values[0];
  *white = (guint) values[1];
  return TRUE;

bad:
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "--overtime: expected two counts “B,W”, got “%s”", text);
  return FALSE;
}

static char *
hp (TgHalfPoints value)
{
  return tg_half_points_to_string (value);
}

/* Plain output ------------------------------------------------------------ */

static void
print_area_side (const char        *name,
                 const TgScore     *s,
                 const TgScoreSide *side,
                 gboolean           white)
{
  GString *line = g_string_new (NULL);
  g_autofree char *total = hp (side->total);
  TgHalfPoints share;

  g_string_append_printf (line, "%s: %u stone%s + %u territory = %u", name,
                          side->stones, tg_cli_plural_s (side->stones), side->territory, side->area);
  /* Chinese and Ing split the shared points: whatever the total holds
   * beyond area, komi, tax and penalty. */
  share = side->total + side->tax + side->penalty - 2 * (TgHalfPoints) side->area -
          (white ? s->komi + s->compensation : 0);
  if (share != 0)
    {
      g_autofree char *half = hp (share);

      g_string_append_printf (line, " + %s (half the %u shared point%s)", half, s->dame,
                              tg_cli_plural_s (s->dame));
    }
  if (side->tax)
    {
      g_autofree char *tax = hp (side->tax);

      g_string_append_printf (line, " − %s (tax, %u group%s)", tax, side->groups,
                              tg_cli_plural_s (side->groups));
    }
  if (side->penalty)
    {
      g_autofree char *pen = hp (side->penalty);

      g_string_append_printf (line, " − %s (overtime)", pen);
    }
  if (white && s->komi)
    {
      g_autofree char *komi = hp (s->komi);

      g_string_append_printf (line, " + %s komi", komi);
    }
  if (white && s->compensation)
    {
      g_autofree char *comp = hp (s->compensation);

      g_string_append_printf (line, " + %s handicap", comp);
    }
  if (share == 0 && !side->tax && !side->penalty &&
      !(white && (s->komi || s->compensation)))
    g_print ("%s\n", line->str);
  else
    g_print ("%s = %s\n", line->str, total);
  g_string_free (line, TRUE);
}

static void
print_territory_side (const char        *name,
                      const TgScore     *s,
                      const TgScoreSide *side,
                      gboolean           white,
                      gboolean           pass_stones,
                      TgHalfPoints       total)
{
  g_autofree char *tot = hp (total);

  g_print ("%s: %u territory + %u prisoner%s (%u captured, %u dead)", name,
           side->territory, side->prisoners, tg_cli_plural_s (side->prisoners), side->captures,
           side->dead);
  if (pass_stones)
    g_print (" + %u pass stone%s", side->pass_stones, tg_cli_plural_s (side->pass_stones));
  if (white && s->komi)
    {
      g_autofree char *komi = hp (s->komi);

      g_print (" + %s komi", komi);
    }
  if (!pass_stones && side->penalty)
    {
      g_autofree char *pen = hp (side->penalty);

      g_print (" − %s (overtime)", pen);
    }
  g_print (" = %s\n", tot);
}

static void
print_plain (const ScoreRun *run)
{
  const TgScore *s = run->score;
  const TgRules *rules = &s->rules;
  g_autofree char *komi = hp (s->komi);
  g_autoptr(GPtrArray) dead = points_to_gtp (run->board, run->dead);

  tg_cli_print_score_heading (s);

  if (rules->scoring == TG_SCORING_TERRITORY)
    {
      print_territory_side ("Black", s, &s->black, FALSE, FALSE, s->black.total);
      print_territory_side ("White", s, &s->white, TRUE, FALSE, s->white.total);
    }
  else
    {
      print_area_side ("Black", s, &s->black, FALSE);
      print_area_side ("White", s, &s->white, TRUE);
      if (rules->pass_stones)
        {
          g_autofree char *margin = hp (s->territory_margin);

          g_print ("Territory view (AGA):%s\n",
                   run->white_pass_added ? " White's last pass added (White passes last)" : "");
          print_territory_side ("  Black", s, &s->black, FALSE, TRUE, s->black.territory_total);
          print_territory_side ("  White", s, &s->white, TRUE, TRUE, s->white.territory_total);
          g_print ("  margin %s%s\n", margin,
                   s->territory_margin == s->margin ? " (same as by area)"
                   : " (differs from the area count: check the pass counts)");
        }
      if (s->chinese_count)
        {
          g_autofree char *count = tg_score_describe_count (s);
          g_autofree char *base = tg_score_format_zi_glyphs (2 * s->baseline);
          g_autofree char *kzi = tg_score_format_zi_signed (s->komi + s->compensation);

          g_print ("Count: %s (归本数 %s 子, White's komi and compensation %s 子)\n",
                   count, base, kzi);
        }
    }

  g_print ("Dame: %u, seki: %u shared point%s, seki eyes %u/%u\n", s->dame, s->seki_points,
           tg_cli_plural_s (s->seki_points), s->black.seki_eyes, s->white.seki_eyes);
  g_print ("Dead stones (%u):", dead->len);
  for (guint i = 0; i < dead->len; i++)
    g_print (" %s", (char *) g_ptr_array_index (dead, i));
  g_print ("\n");
  if (s->n_unsettled > 0)
    {
      g_print ("Unsettled (%u, %s):", s->n_unsettled,
               tg_rules_counts_unsettled (rules) ? "counted as the board stands"
                                                 : "counted for nobody");
      for (guint y = 0; y < run->board->height; y++)
        for (guint x = 0; x < run->board->width; x++)
          {
            TgPoint p = tg_point (x, y);
            char buf[TG_POINT_GTP_SIZE];

            if (s->unsettled[p])
              g_print (" %s(%s)", tg_point_to_gtp (p, run->board->height, buf),
                       tg_score_unsettled_to_string (s->unsettled[p]));
          }
      g_print ("\n");
    }
}

/* JSON output ------------------------------------------------------------- */

static void
print_json (const ScoreRun *run)
{
  const TgScore *s = run->score;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) dead = points_to_gtp (run->board, run->dead);

  json_builder_begin_object (b);
  tg_cli_json_add_string (b, "result", s->result);
  tg_cli_json_add_points (b, "margin", s->margin);
  tg_cli_json_add_string (b, "rules", tg_rules_preset_to_id (s->rules.preset));
  tg_cli_json_add_string (b, "scoring", tg_scoring_to_string (s->rules.scoring));
  tg_cli_json_add_points (b, "komi", s->komi);
  tg_cli_json_add_uint (b, "handicap", s->handicap);
  tg_cli_json_add_points (b, "compensation", s->compensation);
  tg_cli_json_add_score_side (b, "black", &s->black, TRUE);
  tg_cli_json_add_score_side (b, "white", &s->white, TRUE);
  tg_cli_json_add_uint (b, "dame", s->dame);
  tg_cli_json_add_uint (b, "seki", s->seki_points);
  tg_cli_json_add_uint (b, "unsettled", s->n_unsettled);
  tg_cli_json_add_boolean (b, "unsettled_counted", tg_rules_counts_unsettled (&s->rules));
  json_builder_set_member_name (b, "winner");
  json_builder_add_string_value (b, s->winner == TG_SCORE_WINNER_BLACK ? "B"
                                    : s->winner == TG_SCORE_WINNER_WHITE ? "W" : "draw");
  json_builder_set_member_name (b, "method");
  json_builder_add_string_value (b, s->method == TG_SCORE_METHOD_ZI ? "zi"
                                    : s->method == TG_SCORE_METHOD_AREA ? "area" : "territory");
  tg_cli_json_add_boolean (b, "white_pass_added", run->white_pass_added);
  tg_cli_json_add_points (b, "territory_margin", s->territory_margin);

  json_builder_set_member_name (b, "chinese_count");
  if (s->chinese_count)
    {
      json_builder_add_string_value (b, s->chinese_count);
      tg_cli_json_add_points (b, "black_count", s->black_count);
      tg_cli_json_add_points (b, "baseline", s->baseline);
    }
  else
    json_builder_add_null_value (b);

  json_builder_set_member_name (b, "dead_stones");
  json_builder_begin_array (b);
  for (guint i = 0; i < dead->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (dead, i));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "unsettled_points");
  json_builder_begin_array (b);
  for (guint y = 0; y < run->board->height; y++)
    for (guint x = 0; x < run->board->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char buf[TG_POINT_GTP_SIZE];

        if (!s->unsettled[p])
          continue;
        json_builder_begin_object (b);
        tg_cli_json_add_string (b, "point", tg_point_to_gtp (p, run->board->height, buf));
        tg_cli_json_add_string (b, "reason", tg_score_unsettled_to_string (s->unsettled[p]));
        json_builder_end_object (b);
      }
  json_builder_end_array (b);
  json_builder_end_object (b);
  tg_cli_json_print (b, TRUE);
}

/* The position after @move of the main line (-1: at its end); FALSE
 * (said) when the main line is shorter. */
static gboolean
go_to_move (TgGame *game,
            gint    move)
{
  guint moves;

  if (move < 0)
    {
      tg_game_go_to_end (game);
      return TRUE;
    }
  if (tg_game_go_to_move (game, (guint) move))
    return TRUE;
  tg_game_go_to_end (game);
  moves = tg_game_get_move_number (game);
  tg_cli_usage_error (NAME, "--move %d: the main line has only %u move%s", move, moves,
                      tg_cli_plural_s (moves));
  return FALSE;
}

/* @run's input from @game's position and the options --komi, --overtime
 * and --dead (NULL when not given); FALSE (said) when one does not read. */
static gboolean
fill_input (ScoreRun   *run,
            TgGame     *game,
            const char *komi,
            const char *overtime,
            const char *dead)
{
  g_autoptr(GError) error = NULL;

  run->game = game;
  run->board = tg_game_get_board (game);
  tg_score_input_init (&run->input, run->board, tg_game_get_rules (game));
  run->input.komi = tg_game_get_komi (game);
  run->input.handicap = tg_game_get_handicap (game);
  if (komi != NULL && !tg_half_points_from_string (komi, &run->input.komi))
    return tg_cli_usage_error (NAME, "--komi: “%s” is not a number of half-points", komi), FALSE;
  if (overtime != NULL &&
      !parse_overtime (overtime, &run->input.black_overtime_periods,
                       &run->input.white_overtime_periods, &error))
    return tg_cli_usage_error (NAME, "%s", error->message), FALSE;
  /* The same pass count, and the same proposal, as the app's scoring mode. */
  run->white_pass_added = tg_score_count_passes (game, tg_game_get_current_node (game), run->board,
                                                 tg_game_get_rules (game), run->input.handicap,
                                                 &run->input.black_passes,
                                                 &run->input.white_passes) > 0;

  if (dead == NULL || g_ascii_strcasecmp (dead, "auto") == 0)
    tg_deadstones_guess (run->board, tg_game_get_rules (game), TG_DEADSTONES_DEFAULT_SEED, run->dead);
  else if (g_ascii_strcasecmp (dead, "none") != 0 &&
           !parse_dead_list (run->board, dead, run->dead, &error))
    return tg_cli_usage_error (NAME, "%s", error->message), FALSE;
  run->input.dead = run->dead;
  return TRUE;
}

int
tg_cli_score (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *komi = NULL;
  g_autofree char *dead = NULL;
  g_autofree char *overtime = NULL;
  gint move = -1;
  gboolean json = FALSE;
  ScoreRun run = { 0 };
  const GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules,
      "Rules to count under (default: the file's RU[], else japanese)", "PRESET" },
    { "komi", 'k', 0, G_OPTION_ARG_STRING, &komi,
      "Komi in points (default: the file's KM[])", "K" },
    { "dead", 'd', 0, G_OPTION_ARG_STRING, &dead,
      "Dead stones: auto (proposed), none, or GTP points “D4,Q16” (each marks its chain)",
      "auto|none|LIST" },
    { "move", 'm', 0, G_OPTION_ARG_INT, &move,
      "Count the position after move N of the main line (default: its end)", "N" },
    { "overtime", 0, 0, G_OPTION_ARG_STRING, &overtime,
      "Ing overtime periods used by Black and White (default 0,0)", "B,W" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, "Print a JSON object", NULL },
    { NULL }
  };

  context = g_option_context_new ("FILE.sgf");
  g_option_context_set_summary (context,
    "Counts the end of the main line of the first game (or the position after\n"
    "move N) under the file's rules or --rules, and prints the SGF result and\n"
    "the breakdown per player. Exit status: 0 counted, 2 bad arguments or file.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tg_cli_parse_options (context, NAME, &argc, &argv))
    return TG_CLI_EXIT_USAGE;
  if (argc != 2)
    return tg_cli_usage_error (NAME, "expected one FILE.sgf (see --help)");

  game = tg_cli_load_game (argv[1], 0, rules, NULL, &error);
  if (game == NULL)
    {
      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
        return tg_cli_usage_error (NAME, "%s", error->message);
      tg_cli_print_error (argv[1], error);
      return TG_CLI_EXIT_USAGE;
    }

  if (!go_to_move (game, move))
    return TG_CLI_EXIT_USAGE;
  if (!fill_input (&run, game, komi, overtime, dead))
    return TG_CLI_EXIT_USAGE;

  run.score = tg_score_compute (&run.input);
  if (json)
    print_json (&run);
  else
    print_plain (&run);
  tg_score_free (run.score);
  return TG_CLI_EXIT_OK;
}
