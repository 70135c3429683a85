/* test-engine.c: TgEngine against the real GNU Go and tests/gtp/gtp-fake.py
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected positions come from GNU Go itself (list_stones after a
 * sync) and from the commands the fake engine logged, not from Tengen.
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>

#include "test-engine-common.h"
#include "tg-engine-registry.h"
#include "tg-point.h"
#include "tg-test-utils.h"

static TgGame *
new_game (guint          size,
          TgRulesPreset  preset,
          guint          handicap)
{
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_game_setup_init (&setup, size, preset);
  setup.handicap = handicap;
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  return game;
}

/* A temporary file name for the fake's --log / --pidfile. */
static char *
temp_path (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-engine-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

/* The commands the fake received, one per line, from @from on. */
static char *
read_log (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
test_gnugo_start (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autofree char *full = NULL;
  g_autofree char *line = NULL;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("no /usr/games/gnugo");
      return;
    }
  line = test_engine_gnugo_line (1, 1);
  engine = test_engine_start (line, &error);
  g_assert_no_error (error);
  g_assert_true (tg_engine_is_running (engine));
  g_assert_cmpstr (tg_engine_get_name (engine), ==, "GNU Go");
  g_assert_cmpstr (tg_engine_get_protocol_version (engine), ==, "2");
  full = tg_engine_get_full_name (engine);
  g_assert_true (g_str_has_prefix (full, "GNU Go 3."));
  g_assert_true (tg_engine_has_command (engine, "genmove"));
  g_assert_true (tg_engine_has_command (engine, "final_status_list"));
  g_assert_true (tg_engine_has_command (engine, "undo"));
  g_assert_false (tg_engine_has_command (engine, "kata-set-rules"));
  test_engine_quit (engine, 3000);
  g_assert_false (tg_engine_is_running (engine));
}

static void
assert_stones (TgEngine   *engine,
               const char *color,
               const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *command = g_strdup_printf ("list_stones %s", color);
  g_autofree char *answer = test_engine_send (engine, command, &error);
  g_auto(GStrv) got = NULL;
  g_auto(GStrv) want = g_strsplit (expected, " ", -1);

  g_assert_no_error (error);
  got = g_strsplit (answer, " ", -1);
  /* Same set, any order. */
  g_assert_cmpuint (g_strv_length (got), ==, expected[0] ? g_strv_length (want) : 1);
  for (guint i = 0; expected[0] && want[i] != NULL; i++)
    g_assert_true (g_strv_contains ((const char *const *) got, want[i]));
}

static void
test_gnugo_sync (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE, 0);
  g_autofree char *line = NULL;
  g_autofree char *komi = NULL;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("no /usr/games/gnugo");
      return;
    }
  line = test_engine_gnugo_line (1, 1);
  engine = test_engine_start (line, &error);
  g_assert_no_error (error);

  /* A capture: black takes the white stone at E5 with D5 F5 E4 E6. */
  tg_test_play_sequence (game, "B D5 W E5 B F5 W A1 B E4 W A2 B E6");
  g_assert_true (test_engine_sync (engine, game, &error));
  g_assert_no_error (error);
  assert_stones (engine, "black", "D5 F5 E4 E6");
  assert_stones (engine, "white", "A1 A2");
  komi = test_engine_send (engine, "get_komi", &error);
  g_assert_cmpstr (komi, ==, "6.5");

  /* Taking back two moves in the game: GNU Go is told with undo. */
  tg_game_undo (game);
  tg_game_undo (game);
  g_assert_true (test_engine_sync (engine, game, &error));
  assert_stones (engine, "black", "D5 F5 E4");
  assert_stones (engine, "white", "E5 A1");

  /* Another branch from there. */
  tg_test_play_sequence (game, "W C3");
  g_assert_true (test_engine_sync (engine, game, &error));
  assert_stones (engine, "white", "E5 A1 C3");
  test_engine_quit (engine, 3000);
}

static void
test_gnugo_genmove (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autofree char *line = NULL;
  TgEngineReply reply;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("no /usr/games/gnugo");
      return;
    }
  line = test_engine_gnugo_line (1, 1);
  engine = test_engine_start (line, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < 6; i++)
    {
      TgColor color = tg_game_get_to_play (game);

      g_assert_true (test_engine_genmove (engine, game, color, 30000, &reply, &error));
      g_assert_no_error (error);
      g_assert_cmpint (reply.color, ==, color);
      g_assert_cmpint (reply.kind, ==, TG_ENGINE_REPLY_MOVE);
      g_assert_cmpint (tg_engine_reply_apply (&reply, game), ==, TG_MOVE_OK);
    }
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 6);
  /* GNU Go's own board agrees: 3 stones each. */
  {
    g_autofree char *b = test_engine_send (engine, "list_stones black", &error);
    g_auto(GStrv) words = g_strsplit (b, " ", -1);

    g_assert_cmpuint (g_strv_length (words), ==, 3);
  }
  test_engine_quit (engine, 3000);
}

static void
test_fake_sync_commands (void)
{
  g_autofree char *log = temp_path ("log");
  g_autofree char *opts = g_strdup_printf ("--log %s --no-undo --kata", log);
  g_autofree char *line = test_engine_fake (opts);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start (line, &error);
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE, 0);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tg_engine_get_name (engine), ==, "Fake");
  tg_test_play_sequence (game, "B C3 W D4");
  g_assert_true (test_engine_sync (engine, game, &error));
  tg_game_undo (game);
  tg_test_play_sequence (game, "W E5");
  g_assert_true (test_engine_sync (engine, game, &error));
  g_assert_no_error (error);
  test_engine_quit (engine, 3000);

  /* No undo: the second sync replays from clear_board. kata-set-rules is
   * sent because the engine lists it. */
  text = read_log (log);
  g_assert_cmpstr (text, ==,
                   "name\nversion\nprotocol_version\nlist_commands\n"
                   "boardsize 9\nclear_board\nkomi 6.5\nkata-set-rules japanese\n"
                   "play b C3\nplay w D4\n"
                   "boardsize 9\nclear_board\nkomi 6.5\nkata-set-rules japanese\n"
                   "play b C3\nplay w E5\n"
                   "quit\n");
}

static void
test_fake_handicap (void)
{
  g_autofree char *log = temp_path ("log");
  g_autofree char *opts = g_strdup_printf ("--log %s --kgs", log);
  g_autofree char *line = test_engine_fake (opts);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start (line, &error);
  g_autoptr(TgGame) fixed = new_game (9, TG_RULES_JAPANESE, 2);
  g_autoptr(TgGame) free_game = NULL;
  TgGameSetup setup;
  TgPoint points[2];
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_true (test_engine_sync (engine, fixed, &error));

  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  setup.handicap = 2;
  points[0] = tg_test_point ("C3", 9, 9);
  points[1] = tg_test_point ("E5", 9, 9);
  setup.handicap_points = points;
  setup.n_handicap_points = 2;
  setup.komi = 1;
  free_game = tg_game_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_true (test_engine_sync (engine, free_game, &error));
  test_engine_quit (engine, 3000);

  /* GNU Go's layout for 2 stones on 9×9 is G7 C3: fixed_handicap. */
  text = read_log (log);
  g_assert_nonnull (strstr (text, "komi 6.5\nkgs-rules japanese\nfixed_handicap 2\n"));
  g_assert_nonnull (strstr (text, "komi 0.5\nkgs-rules chinese\nset_free_handicap E5 C3\n"));
}

static TgEngine *start_fake (const char *options);

static GArray *
place_free_handicap (TgEngine  *engine,
                     guint      n,
                     GError   **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_place_free_handicap_async (engine, 9, n, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  return tg_engine_place_free_handicap_finish (engine, result, error);
}

static void
test_gnugo_place_free_handicap (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(GArray) points = NULL;
  g_autofree char *line = NULL;

  if (test_engine_gnugo () == NULL)
    {
      g_test_skip ("no /usr/games/gnugo");
      return;
    }
  line = test_engine_gnugo_line (1, 1);
  engine = test_engine_start (line, &error);
  g_assert_no_error (error);
  /* By hand: gnugo --mode gtp --level 1 --seed 1, boardsize 9,
   * clear_board, place_free_handicap 3 answers "G7 C5 D3". */
  points = place_free_handicap (engine, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (points->len, ==, 3);
  g_assert_cmpint (g_array_index (points, TgPoint, 0), ==, tg_test_point ("G7", 9, 9));
  g_assert_cmpint (g_array_index (points, TgPoint, 1), ==, tg_test_point ("C5", 9, 9));
  g_assert_cmpint (g_array_index (points, TgPoint, 2), ==, tg_test_point ("D3", 9, 9));
  test_engine_quit (engine, 3000);
}

/* Answers to place_free_handicap 3 that are a fault, and why. */
static void
test_fake_bad_free_handicap (void)
{
  static const struct { const char *answer; const char *says; } cases[] = {
    { "C3 G7", "“C3 G7”" },          /* two stones, not three */
    { "C3 G7 E5 E6", "“C3 G7 E5 E6”" },
    { "C3 G7 C3", "C3" },            /* twice the same point */
    { "C3 G7 Z99", "not a list of points" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *opts = g_strdup_printf ("--handicap '%s'", cases[i].answer);
      g_autoptr(TgEngine) engine = start_fake (opts);
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) points = place_free_handicap (engine, 3, &error);

      g_assert_null (points);
      g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE);
      g_assert_nonnull (strstr (error->message, "Fake"));
      g_assert_nonnull (strstr (error->message, cases[i].says));
      test_engine_quit (engine, 1000);
    }
}

static void
test_fake_time (void)
{
  g_autofree char *log = temp_path ("log");
  g_autofree char *opts = g_strdup_printf ("--log %s --kgs", log);
  g_autofree char *line = test_engine_fake (opts);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start (line, &error);
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE, 0);
  g_autoptr(TgGameClock) clock = NULL;
  TgClockSettings settings;
  TgEngineReply reply;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  tg_clock_settings_init (&settings, TG_CLOCK_BYOYOMI);
  settings.main = 600 * TG_CLOCK_SECOND;
  settings.periods = 5;
  settings.period = 30 * TG_CLOCK_SECOND;
  clock = tg_game_clock_new (game, &settings);
  tg_engine_set_clock (engine, clock);
  g_assert_true (test_engine_genmove (engine, game, TG_BLACK, 5000, &reply, &error));
  g_assert_no_error (error);
  test_engine_quit (engine, 3000);

  text = read_log (log);
  g_assert_nonnull (strstr (text, "kgs-time_settings byoyomi 600 30 5\n"
                                  "time_left b 600 0\ngenmove b\n"));
}

static void
test_cannot_start (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = test_engine_start ("/nonexistent/gnugo-9 --mode gtp", &error);

  g_assert_null (engine);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_CANNOT_START);
  g_assert_nonnull (strstr (error->message, "/nonexistent/gnugo-9"));
  g_clear_error (&error);

  g_assert_null (tg_engine_new (NULL, "gnugo 'unclosed", &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_CANNOT_START);
}

static TgEngine *
start_fake (const char *options)
{
  g_autofree char *line = test_engine_fake (options);
  g_autoptr(GError) error = NULL;
  TgEngine *engine = test_engine_start (line, &error);

  g_assert_no_error (error);
  return engine;
}

static void
fault_cb (TgEngine   *engine,
          gint        reason,
          const char *message,
          gint       *out)
{
  *out = reason;
}

static void
test_crash (void)
{
  g_autoptr(TgEngine) engine = start_fake ("--mode crash --after 2");
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;
  gint fault = -1;

  g_signal_connect (engine, "fault", G_CALLBACK (fault_cb), &fault);
  g_assert_true (test_engine_genmove (engine, game, TG_BLACK, 10000, &reply, &error));
  tg_engine_reply_apply (&reply, game);
  g_assert_false (test_engine_genmove (engine, game, TG_WHITE, 10000, &reply, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED);
  g_assert_cmpint (fault, ==, TG_ENGINE_FAULT_EXITED);
  /* Its name, how it ended, and its last error output. */
  g_assert_nonnull (strstr (error->message, "Fake stopped"));
  g_assert_nonnull (strstr (error->message, "exited with status 3"));
  g_assert_nonnull (strstr (error->message, "simulated crash in genmove 2"));
  /* Not a forfeit: the game stays as it was. */
  g_assert_false (tg_engine_apply_fault (game, TG_WHITE, "Fake", error, &reply));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_false (tg_engine_is_running (engine));
  test_engine_quit (engine, 1000);
}

static gboolean
process_gone (const char *pidfile)
{
  g_autofree char *text = NULL;
  gint64 pid;

  g_assert_true (g_file_get_contents (pidfile, &text, NULL, NULL));
  pid = g_ascii_strtoll (text, NULL, 10);
  g_assert_cmpint (pid, >, 1);
  /* Reaped: not even a zombie is left. */
  return kill ((pid_t) pid, 0) == -1 && errno == ESRCH;
}

static void
test_hang_timeout (void)
{
  g_autofree char *pidfile = temp_path ("pid");
  g_autofree char *opts = g_strdup_printf ("--mode hang --pidfile %s", pidfile);
  g_autoptr(TgEngine) engine = start_fake (opts);
  g_autoptr(TgGame) game = new_game (9, TG_RULES_JAPANESE, 0);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;
  g_autofree char *result = NULL;

  g_assert_false (test_engine_genmove (engine, game, TG_BLACK, 300, &reply, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_TIMEOUT);
  g_assert_nonnull (strstr (error->message, "genmove b"));
  g_assert_true (tg_engine_apply_fault (game, TG_BLACK, "Fake", error, &reply));
  result = tg_game_get_info (game, "RE");
  g_assert_cmpstr (result, ==, "W+T");

  /* It does not read "quit": killed after the grace period, and reaped. */
  test_engine_quit (engine, 300);
  g_assert_true (process_gone (pidfile));
}

static void
test_startup_hang (void)
{
  g_autofree char *line = test_engine_fake ("--startup-hang");
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = tg_engine_new (NULL, line, &error);
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_set_timeout (engine, 300);
  tg_engine_start_async (engine, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  g_assert_false (tg_engine_start_finish (engine, result, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_TIMEOUT);
  test_engine_quit (engine, 300);
}

static void
test_illegal (void)
{
  g_autoptr(TgEngine) engine = start_fake ("--mode illegal --after 1");
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;
  g_autofree char *result = NULL;
  g_autofree char *comment = NULL;

  tg_test_play_sequence (game, "B E5");
  /* It answers E5, where black just played. */
  g_assert_false (test_engine_genmove (engine, game, TG_WHITE, 10000, &reply, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_ILLEGAL_MOVE);
  g_assert_cmpstr (reply.vertex, ==, "E5");
  g_assert_nonnull (strstr (error->message, "occupied"));
  g_assert_true (tg_engine_apply_fault (game, TG_WHITE, "Fake", error, &reply));
  result = tg_game_get_info (game, "RE");
  g_assert_cmpstr (result, ==, "B+F");
  comment = tg_game_get_comment (game);
  g_assert_nonnull (strstr (comment, "White (Fake) played E5"));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  test_engine_quit (engine, 3000);
}

static void
test_garbage (void)
{
  g_autoptr(TgEngine) engine = start_fake ("--mode garbage --after 1");
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;

  g_assert_false (test_engine_genmove (engine, game, TG_BLACK, 10000, &reply, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE);
  g_assert_nonnull (strstr (error->message, "I think therefore I am"));
  g_assert_false (tg_engine_apply_fault (game, TG_BLACK, "Fake", error, &reply));
  test_engine_quit (engine, 1000);
}

static void
test_offboard_and_fail (void)
{
  g_autoptr(TgEngine) offboard = start_fake ("--mode offboard --crlf");
  g_autoptr(TgEngine) fail = start_fake ("--mode fail");
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;

  /* CRLF line ends are fine; a vertex off the board is no move. */
  g_assert_cmpstr (tg_engine_get_name (offboard), ==, "Fake");
  g_assert_false (test_engine_genmove (offboard, game, TG_BLACK, 10000, &reply, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE);
  g_assert_nonnull (strstr (error->message, "Z99"));
  g_clear_error (&error);

  g_assert_false (test_engine_genmove (fail, game, TG_BLACK, 10000, &reply, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED);
  g_assert_nonnull (strstr (error->message, "cannot"));
  /* The engine goes on after a "?". */
  g_assert_true (tg_engine_is_running (fail));
  test_engine_quit (offboard, 1000);
  test_engine_quit (fail, 1000);
}

static void
test_resign (void)
{
  g_autoptr(TgEngine) engine = start_fake ("--mode resign --after 2");
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autoptr(GError) error = NULL;
  TgEngineReply reply;
  g_autofree char *result = NULL;

  g_assert_true (test_engine_genmove (engine, game, TG_BLACK, 10000, &reply, &error));
  tg_engine_reply_apply (&reply, game);
  tg_test_play_sequence (game, "W C3");
  g_assert_true (test_engine_genmove (engine, game, TG_BLACK, 10000, &reply, &error));
  g_assert_no_error (error);
  g_assert_cmpint (reply.kind, ==, TG_ENGINE_REPLY_RESIGN);
  tg_engine_reply_apply (&reply, game);
  result = tg_game_get_info (game, "RE");
  g_assert_cmpstr (result, ==, "W+R");
  test_engine_quit (engine, 3000);
}

static void
test_cancel_slow (void)
{
  g_autoptr(TgEngine) engine = start_fake ("--mode slow --delay 0.5");
  g_autoptr(TgGame) game = new_game (9, TG_RULES_CHINESE, 0);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  TgEngineReply reply;

  /* Given up while it thinks: the late answer is dropped, and the next
   * request replays the position (the engine played a move we never saw). */
  tg_engine_genmove_async (engine, game, TG_BLACK, 0, cancellable, test_engine_result_cb, &slot);
  g_cancellable_cancel (cancellable);
  result = test_engine_wait (&slot);
  g_assert_false (tg_engine_genmove_finish (engine, result, &reply, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  g_assert_true (test_engine_genmove (engine, game, TG_BLACK, 10000, &reply, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tg_engine_reply_apply (&reply, game), ==, TG_MOVE_OK);
  /* The fake's first choice on an empty 9×9 board: the centre. */
  g_assert_cmpstr (reply.vertex, ==, "E5");
  test_engine_quit (engine, 3000);
}

static void
test_dispose_kills (void)
{
  g_autofree char *pidfile = temp_path ("pid");
  g_autofree char *opts = g_strdup_printf ("--pidfile %s", pidfile);
  TgEngine *engine = start_fake (opts);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_object_unref (engine);
  while (!process_gone (pidfile) && g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_true (process_gone (pidfile));
}

static void
test_registry (void)
{
  g_autoptr(GVariant) none = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("(ss)"),
                                                                     NULL, 0));
  g_autoptr(GVariant) one = tg_engine_registry_add (none, "KataGo", "katago gtp");
  g_autoptr(GVariant) two = tg_engine_registry_add (one, "Pachi", "pachi");
  g_autoptr(GVariant) replaced = tg_engine_registry_add (two, "KataGo", "katago gtp -config x");
  g_autoptr(GVariant) removed = tg_engine_registry_remove (replaced, "Pachi");
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *level = NULL;
  const TgEngineEntry *entry;

  g_setenv ("TENGEN_GNUGO", "/usr/games/gnugo", TRUE);
  list = tg_engine_registry_list (replaced);
  if (test_engine_gnugo () != NULL)
    {
      g_assert_cmpuint (list->len, ==, 3);
      entry = g_ptr_array_index (list, 0);
      g_assert_cmpstr (entry->id, ==, "gnugo");
      g_assert_true (entry->has_levels);
      level = tg_engine_entry_command_line_for (entry, 12);
      g_assert_cmpstr (level, ==, "/usr/games/gnugo --mode gtp --level 10");
      g_ptr_array_remove_index (list, 0);
    }
  entry = g_ptr_array_index (list, 0);
  g_assert_cmpstr (entry->name, ==, "Pachi");
  entry = g_ptr_array_index (list, 1);
  g_assert_cmpstr (entry->name, ==, "KataGo");
  g_assert_cmpstr (entry->command_line, ==, "katago gtp -config x");
  g_assert_cmpuint (g_variant_n_children (removed), ==, 1);

  g_setenv ("TENGEN_GNUGO", "", TRUE);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = tg_engine_registry_list (NULL);
  g_assert_cmpuint (list->len, ==, 0);
  g_unsetenv ("TENGEN_GNUGO");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/gnugo/start", test_gnugo_start);
  g_test_add_func ("/engine/gnugo/sync", test_gnugo_sync);
  g_test_add_func ("/engine/gnugo/genmove", test_gnugo_genmove);
  g_test_add_func ("/engine/fake/sync-commands", test_fake_sync_commands);
  g_test_add_func ("/engine/fake/handicap", test_fake_handicap);
  g_test_add_func ("/engine/gnugo/place-free-handicap", test_gnugo_place_free_handicap);
  g_test_add_func ("/engine/fake/bad-free-handicap", test_fake_bad_free_handicap);
  g_test_add_func ("/engine/fake/time", test_fake_time);
  g_test_add_func ("/engine/fault/cannot-start", test_cannot_start);
  g_test_add_func ("/engine/fault/crash", test_crash);
  g_test_add_func ("/engine/fault/hang-timeout", test_hang_timeout);
  g_test_add_func ("/engine/fault/startup-hang", test_startup_hang);
  g_test_add_func ("/engine/fault/illegal", test_illegal);
  g_test_add_func ("/engine/fault/garbage", test_garbage);
  g_test_add_func ("/engine/fault/offboard-and-fail", test_offboard_and_fail);
  g_test_add_func ("/engine/fault/resign", test_resign);
  g_test_add_func ("/engine/cancel-slow", test_cancel_slow);
  g_test_add_func ("/engine/dispose-kills", test_dispose_kills);
  g_test_add_func ("/engine/registry", test_registry);

  return g_test_run ();
}
