/* tg-engine-sync.c: the game's position on the engine's side
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is, for GTP, a header (boardsize, komi, rules, handicap) and a
 * list of plays. Tengen remembers what it last told the engine; a sync
 * works out the target from the game's cursor and sends the difference:
 * new plays after the common prefix, "undo" for plays taken back (when the
 * engine lists undo), or clear_board and everything again when the header
 * changed, the engine cannot undo, or its position is unknown (a genmove
 * whose answer never came). Setup stones are plays too: after the last
 * node with AB/AW/AE the engine gets that position stone by stone (black
 * first: no stone of a legal position is ever captured that way).
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-engine-private.h"
#include "tg-handicap.h"
#include "tg-point.h"

void
_tg_engine_state_init (TgEngineState *state)
{
  memset (state, 0, sizeof *state);
  state->plays = g_array_new (FALSE, FALSE, sizeof (TgEnginePlay));
}

void
_tg_engine_state_clear (TgEngineState *state)
{
  g_clear_pointer (&state->plays, g_array_unref);
}

static gboolean
header_equal (const TgEngineHeader *a,
              const TgEngineHeader *b)
{
  return a->size == b->size && a->komi == b->komi && a->rules == b->rules &&
         a->handicap == b->handicap && a->fixed == b->fixed &&
         memcmp (a->handicap_points, b->handicap_points, a->handicap * sizeof (TgPoint)) == 0;
}

/* Field by field: the struct's padding is never written. */
static gboolean
plays_equal (const TgEnginePlay *a,
             const TgEnginePlay *b)
{
  return a->color == b->color && a->point == b->point;
}

static gboolean
node_has_setup (TgGameTree *tree,
                TgNode      node)
{
  return tg_game_tree_has_prop (tree, node, "AB") || tg_game_tree_has_prop (tree, node, "AW") ||
         tg_game_tree_has_prop (tree, node, "AE");
}

static gint
compare_points (gconstpointer a,
                gconstpointer b)
{
  return (gint) *(const TgPoint *) a - (gint) *(const TgPoint *) b;
}

/* The root's AB as handicap stones: HA[N] with N ≥ 2 black stones only. */
static gboolean
read_handicap (TgGame         *game,
               TgEngineHeader *header)
{
  const TgBoard *board;
  TgBoard root_board;
  TgPoint fixed[9];
  guint n = 0;

  tg_game_compute_board (game, tg_game_get_root (game), &root_board);
  board = &root_board;
  if (tg_game_get_handicap (game) < 2 || tg_board_count_stones (board, TG_WHITE) > 0)
    return FALSE;
  for (guint y = 0; y < header->size; y++)
    for (guint x = 0; x < header->size; x++)
      if (tg_board_get (board, tg_point (x, y)) == TG_BLACK)
        header->handicap_points[n++] = tg_point (x, y);
  if (n != tg_game_get_handicap (game))
    return FALSE;

  header->handicap = n;
  header->fixed = FALSE;
  if (n <= tg_handicap_max_fixed (header->size, header->size) &&
      tg_handicap_fixed_points (header->size, header->size, n, fixed, NULL))
    {
      qsort (fixed, n, sizeof (TgPoint), compare_points);
      header->fixed = memcmp (fixed, header->handicap_points, n * sizeof (TgPoint)) == 0;
    }
  return TRUE;
}

static void
append_position (TgGame  *game,
                 TgNode   node,
                 guint    size,
                 GArray  *plays)
{
  TgBoard board;
  static const TgColor colors[] = { TG_BLACK, TG_WHITE };

  tg_game_compute_board (game, node, &board);
  g_array_set_size (plays, 0);
  for (guint c = 0; c < G_N_ELEMENTS (colors); c++)
    for (guint y = 0; y < size; y++)
      for (guint x = 0; x < size; x++)
        if (tg_board_get (&board, tg_point (x, y)) == colors[c])
          {
            TgEnginePlay play = { colors[c], tg_point (x, y) };

            g_array_append_val (plays, play);
          }
}

/* What the engine should hold for @game's cursor. */
static gboolean
build_target (TgGame          *game,
              TgEngineHeader  *header,
              GArray          *plays,
              GError         **error)
{
  TgGameTree *tree = tg_game_get_tree (game);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  gboolean handicap_root;

  if (tg_game_get_width (game) != tg_game_get_height (game))
    {
      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED,
                   _("GTP engines play on square boards only, not %u×%u."),
                   tg_game_get_width (game), tg_game_get_height (game));
      return FALSE;
    }
  memset (header, 0, G_STRUCT_OFFSET (TgEngineHeader, handicap_points));
  header->size = tg_game_get_width (game);
  header->komi = tg_game_get_komi (game);
  header->rules = tg_game_get_rules (game)->preset;
  handicap_root = read_handicap (game, header);

  g_array_set_size (plays, 0);
  tg_game_tree_get_path (tree, tg_game_get_current_node (game), path);
  for (guint i = 0; i < path->len; i++)
    {
      TgNode node = g_array_index (path, TgNode, i);
      TgEnginePlay play;

      if (node_has_setup (tree, node) && !(i == 0 && handicap_root))
        {
          header->handicap = 0;
          header->fixed = FALSE;
          append_position (game, node, header->size, plays);
        }
      /* An illegal move of the record is not on the board: not sent. */
      if (tg_game_node_get_move (game, node, &play.color, &play.point) &&
          tg_game_get_move_verdict (game, node) == TG_MOVE_OK)
        g_array_append_val (plays, play);
    }
  return TRUE;
}

/* Sending a list of commands ---------------------------------------------- */

typedef struct
{
  GPtrArray      *commands;
  GArray         *optional;     /* gboolean per command: a "?" does not fail */
  guint           next;
  TgEngineHeader *header;
  GArray         *plays;
} SyncData;

static void
sync_data_free (SyncData *data)
{
  g_ptr_array_unref (data->commands);
  g_array_unref (data->optional);
  g_array_unref (data->plays);
  g_free (data->header);
  g_free (data);
}

static void
add_command (SyncData   *data,
             gboolean    optional,
             const char *format,
             ...) G_GNUC_PRINTF (3, 4);

static void
add_command (SyncData   *data,
             gboolean    optional,
             const char *format,
             ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (data->commands, g_strdup_vprintf (format, args));
  va_end (args);
  g_array_append_val (data->optional, optional);
}

static void
add_play (SyncData           *data,
          guint               size,
          const TgEnginePlay *play)
{
  char vertex[TG_POINT_GTP_SIZE];

  if (play->point == TG_PASS)
    add_command (data, FALSE, "play %s pass", tg_gtp_color (play->color));
  else
    add_command (data, FALSE, "play %s %s", tg_gtp_color (play->color),
                 tg_point_to_gtp (play->point, size, vertex));
}

static const char *
kgs_rules_name (TgRulesPreset preset)
{
  switch (preset)
    {
    case TG_RULES_JAPANESE: case TG_RULES_KOREAN: return "japanese";
    case TG_RULES_AGA:      return "aga";
    case TG_RULES_NZ:       return "new_zealand";
    default:                return "chinese";
    }
}

static const char *
kata_rules_name (TgRulesPreset preset)
{
  switch (preset)
    {
    case TG_RULES_JAPANESE:     return "japanese";
    case TG_RULES_KOREAN:       return "korean";
    case TG_RULES_AGA:          return "aga";
    case TG_RULES_NZ:           return "new-zealand";
    case TG_RULES_TROMP_TAYLOR: return "tromp-taylor";
    default:                    return "chinese";
    }
}

static void
add_header (TgEngine             *self,
            SyncData             *data,
            const TgEngineHeader *header)
{
  g_autofree char *komi = tg_half_points_to_string (header->komi);

  add_command (data, FALSE, "boardsize %u", header->size);
  add_command (data, FALSE, "clear_board");
  add_command (data, FALSE, "komi %s", komi);
  if (tg_engine_has_command (self, "kata-set-rules"))
    add_command (data, TRUE, "kata-set-rules %s", kata_rules_name (header->rules));
  else if (tg_engine_has_command (self, "kgs-rules"))
    add_command (data, TRUE, "kgs-rules %s", kgs_rules_name (header->rules));

  if (header->handicap > 0 && header->fixed && tg_engine_has_command (self, "fixed_handicap"))
    add_command (data, FALSE, "fixed_handicap %u", header->handicap);
  else if (header->handicap > 0)
    {
      g_autoptr(GString) line = g_string_new ("set_free_handicap");

      for (guint i = 0; i < header->handicap; i++)
        {
          char vertex[TG_POINT_GTP_SIZE];

          g_string_append_printf (line, " %s",
                                  tg_point_to_gtp (header->handicap_points[i], header->size,
                                                   vertex));
        }
      add_command (data, FALSE, "%s", line->str);
    }
}

static void add_time_settings (TgEngine *self, SyncData *data);

static void
sync_step_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data);

static void
sync_run_next (GTask *task)
{
  TgEngine *self = g_task_get_source_object (task);
  SyncData *data = g_task_get_task_data (task);

  if (data->next == data->commands->len)
    {
      self->state.header = *data->header;
      g_array_set_size (self->state.plays, 0);
      g_array_append_vals (self->state.plays, data->plays->data, data->plays->len);
      self->state.valid = TRUE;
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  tg_engine_send_async (self, g_ptr_array_index (data->commands, data->next), 0,
                        g_task_get_cancellable (task), sync_step_cb, task);
}

static void
sync_step_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GTask *task = user_data;
  SyncData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (TG_ENGINE (source), result, &error);

  if (answer == NULL &&
      !(g_array_index (data->optional, gboolean, data->next) &&
        g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED)))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  data->next++;
  sync_run_next (task);
}

void
tg_engine_sync_async (TgEngine            *self,
                      TgGame              *game,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  GTask *task;
  SyncData *data;
  g_autoptr(GError) error = NULL;
  TgEngineState *state = &self->state;
  guint common = 0;

  g_return_if_fail (TG_IS_ENGINE (self));
  g_return_if_fail (TG_IS_GAME (game));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_sync_async);
  data = g_new0 (SyncData, 1);
  data->commands = g_ptr_array_new_with_free_func (g_free);
  data->optional = g_array_new (FALSE, FALSE, sizeof (gboolean));
  data->header = g_new0 (TgEngineHeader, 1);
  data->plays = g_array_new (FALSE, FALSE, sizeof (TgEnginePlay));
  g_task_set_task_data (task, data, (GDestroyNotify) sync_data_free);

  if (!build_target (game, data->header, data->plays, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }

  if (state->valid && header_equal (&state->header, data->header))
    {
      while (common < state->plays->len && common < data->plays->len &&
             plays_equal (&g_array_index (state->plays, TgEnginePlay, common),
                          &g_array_index (data->plays, TgEnginePlay, common)))
        common++;
      /* Undo when the engine can and it is shorter than starting again
       * (a new game after a long one is a replay, not 200 undos). */
      if (common < state->plays->len &&
          (!tg_engine_has_command (self, "undo") ||
           (state->plays->len - common) + (data->plays->len - common) >
           data->plays->len + 4))
        common = G_MAXUINT;
    }
  else
    common = G_MAXUINT;

  if (common == G_MAXUINT)
    {
      add_header (self, data, data->header);
      common = 0;
    }
  else
    for (guint i = common; i < state->plays->len; i++)
      add_command (data, FALSE, "undo");
  add_time_settings (self, data);
  for (guint i = common; i < data->plays->len; i++)
    add_play (data, data->header->size, &g_array_index (data->plays, TgEnginePlay, i));

  /* Until it all went through, nobody knows what the engine holds. */
  state->valid = FALSE;
  sync_run_next (task);
}

void
tg_engine_forget_position (TgEngine *self)
{
  g_return_if_fail (TG_IS_ENGINE (self));
  self->state.valid = FALSE;
}

gboolean
tg_engine_sync_finish (TgEngine      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Time -------------------------------------------------------------------- */

static gint64
whole_seconds (gint64 usec)
{
  return MAX (usec, 0) / G_USEC_PER_SEC;
}

static void
add_time_settings (TgEngine *self,
                   SyncData *data)
{
  const TgClockSettings *s;
  gboolean kgs;

  if (self->clock == NULL || self->time_settings_sent)
    return;
  self->time_settings_sent = TRUE;
  s = tg_game_clock_get_settings (self->clock);
  kgs = tg_engine_has_command (self, "kgs-time_settings");

  switch (s->system)
    {
    case TG_CLOCK_BYOYOMI:
    case TG_CLOCK_CHINESE:
      if (kgs)
        add_command (data, TRUE, "kgs-time_settings byoyomi %" G_GINT64_FORMAT " %"
                     G_GINT64_FORMAT " %u", whole_seconds (s->main), whole_seconds (s->period),
                     s->periods);
      else
        add_command (data, TRUE, "time_settings %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " 1",
                     whole_seconds (s->main), whole_seconds (s->period));
      break;
    case TG_CLOCK_CANADIAN:
      add_command (data, TRUE, "time_settings %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u",
                   whole_seconds (s->main), whole_seconds (s->period), MAX (s->stones, 1));
      break;
    case TG_CLOCK_TV:
      add_command (data, TRUE, "time_settings %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " 1",
                   whole_seconds (s->main), whole_seconds (s->per_move));
      break;
    case TG_CLOCK_ING:
      add_command (data, TRUE, "time_settings %" G_GINT64_FORMAT " 0 0",
                   whole_seconds (s->main + (gint64) s->periods * s->period));
      break;
    case TG_CLOCK_ABSOLUTE:
    case TG_CLOCK_FISCHER:
    default:
      add_command (data, TRUE, "time_settings %" G_GINT64_FORMAT " 0 0",
                   whole_seconds (s->main));
      break;
    }
}

/* "time_left b 1795 0": main time, or the running period and what is left
 * of it in stones (Canadian) or periods (KGS byo-yomi). */
char *
_tg_engine_time_left_command (TgEngine *self,
                              TgColor   color)
{
  TgClockState st;
  gint64 left;
  guint stones = 0;

  tg_game_clock_get_state (self->clock, color, &st);
  left = st.main_left;
  if (st.in_overtime)
    {
      left = st.period_left;
      if (st.system == TG_CLOCK_CANADIAN)
        stones = MAX (st.stones_left, 1);
      else if (st.system == TG_CLOCK_BYOYOMI || st.system == TG_CLOCK_CHINESE)
        stones = tg_engine_has_command (self, "kgs-time_settings") ? MAX (st.periods_left, 1) : 1;
      else if (st.system == TG_CLOCK_TV)
        stones = 1;
    }
  return g_strdup_printf ("time_left %s %" G_GINT64_FORMAT " %u", tg_gtp_color (color),
                          whole_seconds (left), stones);
}
