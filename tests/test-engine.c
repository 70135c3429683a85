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

#include <glib/gstdio.h>

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

/* What a test starts with: an engine (GNU Go at level 1 with a seed, or
 * tests/gtp/gtp-fake.py with options) and an empty 9×9 game. */
typedef struct
{
  const char     *engine;    /* GNUGO, the fake's options, or NULL: none */
  TgRulesPreset   rules;
} EngineSetup;

#define GNUGO "gnugo"

typedef struct
{
  TgTestTempDir  *dir;       /* removed with all in it by the teardown */
  char           *log;       /* dir/log: every command the fake received */
  char           *pidfile;   /* dir/pid: the fake's process id */
  TgEngine       *engine;    /* started, or NULL (none, or no GNU Go) */
  TgGame         *game;
  GError         *error;
  TgEngineReply   reply;
} Fixture;

/* The fake at @options, logging to @fx->log and writing @fx->pidfile. */
static TgEngine *
fixture_start_fake (Fixture    *fx,
                    const char *options)
{
  g_autofree char *all = g_strdup_printf ("--log %s --pidfile %s %s",
                                          fx->log, fx->pidfile, options);
  g_autofree char *line = test_engine_fake (all);
  g_autoptr(GError) error = NULL;
  TgEngine *engine = test_engine_start (line, &error);

  g_assert_no_error (error);
  return engine;
}

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data)
{
  const EngineSetup *setup = data;

  fx->dir = tg_test_temp_dir_new ("tengen-engine-XXXXXX");
  fx->log = g_build_filename (fx->dir, "log", NULL);
  fx->pidfile = g_build_filename (fx->dir, "pid", NULL);
  fx->game = new_game (9, setup->rules, 0);
  fx->reply.point = TG_PASS;
  if (g_strcmp0 (setup->engine, GNUGO) == 0)
    {
      g_autofree char *line = NULL;

      if (test_engine_gnugo () == NULL)
        {
          g_test_skip ("no /usr/games/gnugo");
          return;
        }
      line = test_engine_gnugo_line (1, 1);
      fx->engine = test_engine_start (line, &fx->error);
      g_assert_no_error (fx->error);
    }
  else if (setup->engine != NULL)
    fx->engine = fixture_start_fake (fx, setup->engine);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data)
{
  if (fx->engine != NULL && tg_engine_is_running (fx->engine))
    test_engine_quit (fx->engine, 1000);
  g_clear_object (&fx->engine);
  g_clear_object (&fx->game);
  g_clear_error (&fx->error);
  g_free (fx->log);
  g_free (fx->pidfile);
  g_clear_pointer (&fx->dir, tg_test_temp_dir_free);
}

/* The commands the fake received, one per line. */
static char *
read_log (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* GNU Go --------------------------------------------------------------------- */

static void
test_gnugo_start (Fixture       *fx,
                  gconstpointer  data)
{
  g_autofree char *full = NULL;

  if (fx->engine == NULL)
    return;
  g_assert_true (tg_engine_is_running (fx->engine));
  g_assert_cmpstr (tg_engine_get_name (fx->engine), ==, "GNU Go");
  g_assert_cmpstr (tg_engine_get_protocol_version (fx->engine), ==, "2");
  full = tg_engine_get_full_name (fx->engine);
  g_assert_true (g_str_has_prefix (full, "GNU Go 3."));
  g_assert_true (tg_engine_has_command (fx->engine, "genmove"));
  g_assert_true (tg_engine_has_command (fx->engine, "final_status_list"));
  g_assert_true (tg_engine_has_command (fx->engine, "undo"));
  g_assert_false (tg_engine_has_command (fx->engine, "kata-set-rules"));
  test_engine_quit (fx->engine, 3000);
  g_assert_false (tg_engine_is_running (fx->engine));
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

/* "gnugo" with a PATH that leaves out /usr/games (root's, on Debian) still
 * starts Debian's GNU Go. */
static void
test_gnugo_bare_name (Fixture       *fx,
                      gconstpointer  data)
{
  g_autofree char *saved_path = g_strdup (g_getenv ("PATH"));
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(GError) error = NULL;

  if (fx->engine == NULL)
    return;
  g_setenv ("PATH", fx->dir, TRUE);
  engine = test_engine_start ("gnugo --mode gtp --level 1", &error);
  g_setenv ("PATH", saved_path, TRUE);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_engine_get_name (engine), ==, "GNU Go");
  g_assert_cmpstr (tg_engine_get_command_line (engine), ==, "gnugo --mode gtp --level 1");
  test_engine_quit (engine, 3000);
}

static void
test_gnugo_sync (Fixture       *fx,
                 gconstpointer  data)
{
  g_autofree char *komi = NULL;

  if (fx->engine == NULL)
    return;
  /* A capture: black takes the white stone at E5 with D5 F5 E4 E6. */
  tg_test_play_sequence (fx->game, "B D5 W E5 B F5 W A1 B E4 W A2 B E6");
  g_assert_true (test_engine_sync (fx->engine, fx->game, &fx->error));
  g_assert_no_error (fx->error);
  assert_stones (fx->engine, "black", "D5 F5 E4 E6");
  assert_stones (fx->engine, "white", "A1 A2");
  komi = test_engine_send (fx->engine, "get_komi", &fx->error);
  g_assert_cmpstr (komi, ==, "6.5");

  /* Taking back two moves in the game: GNU Go is told with undo. */
  tg_game_undo (fx->game);
  tg_game_undo (fx->game);
  g_assert_true (test_engine_sync (fx->engine, fx->game, &fx->error));
  assert_stones (fx->engine, "black", "D5 F5 E4");
  assert_stones (fx->engine, "white", "E5 A1");

  /* Another branch from there. */
  tg_test_play_sequence (fx->game, "W C3");
  g_assert_true (test_engine_sync (fx->engine, fx->game, &fx->error));
  assert_stones (fx->engine, "white", "E5 A1 C3");
}

static void
test_gnugo_genmove (Fixture       *fx,
                    gconstpointer  data)
{
  g_autofree char *b = NULL;
  g_auto(GStrv) words = NULL;

  if (fx->engine == NULL)
    return;
  for (guint i = 0; i < 6; i++)
    {
      TgColor color = tg_game_get_to_play (fx->game);

      g_assert_true (test_engine_genmove (fx->engine, fx->game, color, 30000, &fx->reply,
                                          &fx->error));
      g_assert_no_error (fx->error);
      g_assert_cmpint (fx->reply.color, ==, color);
      g_assert_cmpint (fx->reply.kind, ==, TG_ENGINE_REPLY_MOVE);
      g_assert_cmpint (tg_engine_reply_apply (&fx->reply, fx->game), ==, TG_MOVE_OK);
    }
  g_assert_cmpuint (tg_game_get_move_number (fx->game), ==, 6);
  /* GNU Go's own board agrees: 3 stones each. */
  b = test_engine_send (fx->engine, "list_stones black", &fx->error);
  words = g_strsplit (b, " ", -1);
  g_assert_cmpuint (g_strv_length (words), ==, 3);
}

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
test_gnugo_place_free_handicap (Fixture       *fx,
                                gconstpointer  data)
{
  g_autoptr(GArray) points = NULL;

  if (fx->engine == NULL)
    return;
  /* By hand: gnugo --mode gtp --level 1 --seed 1, boardsize 9,
   * clear_board, place_free_handicap 3 answers "G7 C5 D3". */
  points = place_free_handicap (fx->engine, 3, &fx->error);
  g_assert_no_error (fx->error);
  g_assert_cmpuint (points->len, ==, 3);
  g_assert_cmpint (g_array_index (points, TgPoint, 0), ==, tg_test_point ("G7", 9, 9));
  g_assert_cmpint (g_array_index (points, TgPoint, 1), ==, tg_test_point ("C5", 9, 9));
  g_assert_cmpint (g_array_index (points, TgPoint, 2), ==, tg_test_point ("D3", 9, 9));
}

/* The fake: what it was sent ------------------------------------------------ */

static void
test_fake_sync_commands (Fixture       *fx,
                         gconstpointer  data)
{
  g_autofree char *text = NULL;

  g_assert_cmpstr (tg_engine_get_name (fx->engine), ==, "Fake");
  tg_test_play_sequence (fx->game, "B C3 W D4");
  g_assert_true (test_engine_sync (fx->engine, fx->game, &fx->error));
  tg_game_undo (fx->game);
  tg_test_play_sequence (fx->game, "W E5");
  g_assert_true (test_engine_sync (fx->engine, fx->game, &fx->error));
  g_assert_no_error (fx->error);
  test_engine_quit (fx->engine, 3000);

  /* No undo: the second sync replays from clear_board. kata-set-rules is
   * sent because the engine lists it. */
  text = read_log (fx->log);
  g_assert_cmpstr (text, ==,
                   "name\nversion\nprotocol_version\nlist_commands\n"
                   "boardsize 9\nclear_board\nkomi 6.5\nkata-set-rules japanese\n"
                   "play b C3\nplay w D4\n"
                   "boardsize 9\nclear_board\nkomi 6.5\nkata-set-rules japanese\n"
                   "play b C3\nplay w E5\n"
                   "quit\n");
}

static void
test_fake_handicap (Fixture       *fx,
                    gconstpointer  data)
{
  g_autoptr(TgGame) fixed = new_game (9, TG_RULES_JAPANESE, 2);
  g_autoptr(TgGame) free_game = NULL;
  TgGameSetup setup;
  TgPoint points[2];
  g_autofree char *text = NULL;

  g_assert_true (test_engine_sync (fx->engine, fixed, &fx->error));

  tg_game_setup_init (&setup, 9, TG_RULES_CHINESE);
  setup.handicap = 2;
  points[0] = tg_test_point ("C3", 9, 9);
  points[1] = tg_test_point ("E5", 9, 9);
  setup.handicap_points = points;
  setup.n_handicap_points = 2;
  setup.komi = 1;
  free_game = tg_game_new (&setup, &fx->error);
  g_assert_no_error (fx->error);
  g_assert_true (test_engine_sync (fx->engine, free_game, &fx->error));
  test_engine_quit (fx->engine, 3000);

  /* GNU Go's layout for 2 stones on 9×9 is G7 C3: fixed_handicap. */
  text = read_log (fx->log);
  g_assert_nonnull (strstr (text, "komi 6.5\nkgs-rules japanese\nfixed_handicap 2\n"));
  g_assert_nonnull (strstr (text, "komi 0.5\nkgs-rules chinese\nset_free_handicap E5 C3\n"));
}

/* Answers to place_free_handicap 3 that are a fault, and why. */
static void
test_fake_bad_free_handicap (Fixture       *fx,
                             gconstpointer  data)
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
      g_autoptr(TgEngine) engine = fixture_start_fake (fx, opts);
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
test_fake_time (Fixture       *fx,
                gconstpointer  data)
{
  g_autoptr(TgGameClock) clock = NULL;
  TgClockSettings settings;
  g_autofree char *text = NULL;

  tg_clock_settings_init (&settings, TG_CLOCK_BYOYOMI);
  settings.main = 600 * TG_CLOCK_SECOND;
  settings.periods = 5;
  settings.period = 30 * TG_CLOCK_SECOND;
  clock = tg_game_clock_new (fx->game, &settings);
  tg_engine_set_clock (fx->engine, clock);
  g_assert_true (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 5000, &fx->reply,
                                      &fx->error));
  g_assert_no_error (fx->error);
  test_engine_quit (fx->engine, 3000);

  text = read_log (fx->log);
  g_assert_nonnull (strstr (text, "kgs-time_settings byoyomi 600 30 5\n"
                                  "time_left b 600 0\ngenmove b\n"));
}

/* Faults -------------------------------------------------------------------- */

static void
test_cannot_start (Fixture       *fx,
                   gconstpointer  data)
{
  g_autoptr(TgEngine) engine = test_engine_start ("/nonexistent/gnugo-9 --mode gtp", &fx->error);

  g_assert_null (engine);
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_CANNOT_START);
  g_assert_nonnull (strstr (fx->error->message, "/nonexistent/gnugo-9"));
  g_clear_error (&fx->error);

  g_assert_null (tg_engine_new (NULL, "gnugo 'unclosed", &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_CANNOT_START);
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
test_crash (Fixture       *fx,
            gconstpointer  data)
{
  gint fault = -1;

  g_signal_connect (fx->engine, "fault", G_CALLBACK (fault_cb), &fault);
  g_assert_true (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                      &fx->error));
  tg_engine_reply_apply (&fx->reply, fx->game);
  g_assert_false (test_engine_genmove (fx->engine, fx->game, TG_WHITE, 10000, &fx->reply,
                                       &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_EXITED);
  g_assert_cmpint (fault, ==, TG_ENGINE_FAULT_EXITED);
  /* Its name, how it ended, and its last error output. */
  g_assert_nonnull (strstr (fx->error->message, "Fake stopped"));
  g_assert_nonnull (strstr (fx->error->message, "exited with status 3"));
  g_assert_nonnull (strstr (fx->error->message, "simulated crash in genmove 2"));
  /* Not a forfeit: the game stays as it was. */
  g_assert_false (tg_engine_apply_fault (fx->game, TG_WHITE, "Fake", fx->error, &fx->reply));
  g_assert_cmpint (tg_game_get_phase (fx->game), ==, TG_PHASE_PLAYING);
  g_assert_cmpuint (tg_game_get_move_number (fx->game), ==, 1);
  g_assert_false (tg_engine_is_running (fx->engine));
  g_signal_handlers_disconnect_by_data (fx->engine, &fault);
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
test_hang_timeout (Fixture       *fx,
                   gconstpointer  data)
{
  g_autofree char *result = NULL;

  g_assert_false (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 300, &fx->reply,
                                       &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_TIMEOUT);
  g_assert_nonnull (strstr (fx->error->message, "genmove b"));
  g_assert_true (tg_engine_apply_fault (fx->game, TG_BLACK, "Fake", fx->error, &fx->reply));
  result = tg_game_get_info (fx->game, "RE");
  g_assert_cmpstr (result, ==, "W+T");

  /* It does not read "quit": killed after the grace period, and reaped. */
  test_engine_quit (fx->engine, 300);
  g_assert_true (process_gone (fx->pidfile));
}

static void
test_startup_hang (Fixture       *fx,
                   gconstpointer  data)
{
  g_autofree char *line = test_engine_fake ("--startup-hang");
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  fx->engine = tg_engine_new (NULL, line, &fx->error);
  g_assert_no_error (fx->error);
  tg_engine_set_timeout (fx->engine, 300);
  tg_engine_start_async (fx->engine, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  g_assert_false (tg_engine_start_finish (fx->engine, result, &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_TIMEOUT);
  test_engine_quit (fx->engine, 300);
}

static void
test_illegal (Fixture       *fx,
              gconstpointer  data)
{
  g_autofree char *result = NULL;
  g_autofree char *comment = NULL;

  tg_test_play_sequence (fx->game, "B E5");
  /* It answers E5, where black just played. */
  g_assert_false (test_engine_genmove (fx->engine, fx->game, TG_WHITE, 10000, &fx->reply,
                                       &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_ILLEGAL_MOVE);
  g_assert_cmpstr (fx->reply.vertex, ==, "E5");
  g_assert_nonnull (strstr (fx->error->message, "Fake played E5, where there is a stone already."));
  g_assert_true (tg_engine_apply_fault (fx->game, TG_WHITE, "Fake", fx->error, &fx->reply));
  result = tg_game_get_info (fx->game, "RE");
  g_assert_cmpstr (result, ==, "B+F");
  comment = tg_game_get_comment (fx->game);
  g_assert_nonnull (strstr (comment, "White (Fake) played E5"));
  g_assert_cmpint (tg_game_get_phase (fx->game), ==, TG_PHASE_FINISHED);
}

static void
test_garbage (Fixture       *fx,
              gconstpointer  data)
{
  g_assert_false (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                       &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE);
  g_assert_nonnull (strstr (fx->error->message, "I think therefore I am"));
  g_assert_false (tg_engine_apply_fault (fx->game, TG_BLACK, "Fake", fx->error, &fx->reply));
}

static void
test_offboard (Fixture       *fx,
               gconstpointer  data)
{
  /* CRLF line ends are fine; a vertex off the board is no move. */
  g_assert_cmpstr (tg_engine_get_name (fx->engine), ==, "Fake");
  g_assert_false (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                       &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_GARBAGE);
  g_assert_nonnull (strstr (fx->error->message, "Z99"));
}

static void
test_fail (Fixture       *fx,
           gconstpointer  data)
{
  g_assert_false (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                       &fx->error));
  g_assert_error (fx->error, TG_ENGINE_ERROR, TG_ENGINE_FAULT_FAILED);
  g_assert_nonnull (strstr (fx->error->message, "cannot"));
  /* The engine goes on after a "?". */
  g_assert_true (tg_engine_is_running (fx->engine));
}

static void
test_resign (Fixture       *fx,
             gconstpointer  data)
{
  g_autofree char *result = NULL;

  g_assert_true (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                      &fx->error));
  tg_engine_reply_apply (&fx->reply, fx->game);
  tg_test_play_sequence (fx->game, "W C3");
  g_assert_true (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                      &fx->error));
  g_assert_no_error (fx->error);
  g_assert_cmpint (fx->reply.kind, ==, TG_ENGINE_REPLY_RESIGN);
  tg_engine_reply_apply (&fx->reply, fx->game);
  result = tg_game_get_info (fx->game, "RE");
  g_assert_cmpstr (result, ==, "W+R");
}

static void
test_cancel_slow (Fixture       *fx,
                  gconstpointer  data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  /* Given up while it thinks: the late answer is dropped, and the next
   * request replays the position (the engine played a move we never saw). */
  tg_engine_genmove_async (fx->engine, fx->game, TG_BLACK, 0, cancellable,
                           test_engine_result_cb, &slot);
  g_cancellable_cancel (cancellable);
  result = test_engine_wait (&slot);
  g_assert_false (tg_engine_genmove_finish (fx->engine, result, &fx->reply, &fx->error));
  g_assert_error (fx->error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&fx->error);

  g_assert_true (test_engine_genmove (fx->engine, fx->game, TG_BLACK, 10000, &fx->reply,
                                      &fx->error));
  g_assert_no_error (fx->error);
  g_assert_cmpint (tg_engine_reply_apply (&fx->reply, fx->game), ==, TG_MOVE_OK);
  /* The fake's first choice on an empty 9×9 board: the centre. */
  g_assert_cmpstr (fx->reply.vertex, ==, "E5");
}

static void
test_dispose_kills (Fixture       *fx,
                    gconstpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_clear_object (&fx->engine);
  while (!process_gone (fx->pidfile) && g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_true (process_gone (fx->pidfile));
}

static void
test_registry (Fixture       *fx,
               gconstpointer  data)
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

/* An executable shell script at @dir/@relative (folders made as needed). */
static char *
write_program (const char *dir,
               const char *relative)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_file_set_contents (path, "#!/bin/sh\nexit 0\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return g_steal_pointer (&path);
}

/* The Flatpak's /app/bin/gnugo first, then Debian's /usr/games/gnugo, then
 * PATH: the same search over places in a temporary folder. */
static void
test_registry_gnugo_order (void)
{
  g_autoptr(TgTestTempDir) dir = tg_test_temp_dir_new ("tengen-gnugo-XXXXXX");
  g_autofree char *app = write_program (dir, "app/bin/gnugo");
  g_autofree char *games = write_program (dir, "usr/games/gnugo");
  g_autofree char *first = write_program (dir, "path1/gnugo");
  g_autofree char *second = write_program (dir, "path2/gnugo");
  g_autofree char *plain = g_build_filename (dir, "plain", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder", NULL);
  g_autofree char *plain_gnugo = g_build_filename (plain, "gnugo", NULL);
  g_autofree char *folder_gnugo = g_build_filename (folder, "gnugo", NULL);
  g_autofree char *path1 = g_build_filename (dir, "path1", NULL);
  g_autofree char *path2 = g_build_filename (dir, "path2", NULL);
  /* An empty entry, a folder with a gnugo that is not executable, one whose
   * gnugo is a folder: all passed over. */
  g_autofree char *search = g_strjoin (G_SEARCHPATH_SEPARATOR_S, "", plain, folder,
                                       path1, path2, NULL);
  const char *const places[] = { app, games, NULL };
  const char *const *defaults = tg_engine_gnugo_places ();
  g_autofree char *found = NULL;

  g_assert_cmpint (g_mkdir_with_parents (plain, 0755), ==, 0);
  g_assert_true (g_file_set_contents (plain_gnugo, "#!/bin/sh\n", -1, NULL));
  g_assert_cmpint (g_chmod (plain_gnugo, 0644), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (folder_gnugo, 0755), ==, 0);

  g_assert_cmpstr (defaults[0], ==, "/app/bin/gnugo");
  g_assert_cmpstr (defaults[1], ==, "/usr/games/gnugo");
  g_assert_null (defaults[2]);

  found = tg_engine_find_gnugo_in (places, search);
  g_assert_cmpstr (found, ==, app);
  g_assert_cmpint (g_remove (app), ==, 0);
  g_free (found);
  found = tg_engine_find_gnugo_in (places, search);
  g_assert_cmpstr (found, ==, games);
  g_assert_cmpint (g_remove (games), ==, 0);
  g_free (found);
  found = tg_engine_find_gnugo_in (places, search);
  g_assert_cmpstr (found, ==, first);
  g_assert_cmpint (g_remove (first), ==, 0);
  g_free (found);
  found = tg_engine_find_gnugo_in (places, search);
  g_assert_cmpstr (found, ==, second);
  g_assert_cmpint (g_remove (second), ==, 0);
  g_free (found);
  found = tg_engine_find_gnugo_in (places, search);
  g_assert_null (found);
  g_assert_null (tg_engine_find_gnugo_in (NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, engine, rules, func) \
  G_STMT_START { \
    static const EngineSetup setup_ = { engine, rules }; \
    g_test_add (path, Fixture, &setup_, fixture_setup, func, fixture_teardown); \
  } G_STMT_END

  ADD ("/engine/gnugo/start", GNUGO, TG_RULES_CHINESE, test_gnugo_start);
  ADD ("/engine/gnugo/bare-name", GNUGO, TG_RULES_CHINESE, test_gnugo_bare_name);
  ADD ("/engine/gnugo/sync", GNUGO, TG_RULES_JAPANESE, test_gnugo_sync);
  ADD ("/engine/gnugo/genmove", GNUGO, TG_RULES_CHINESE, test_gnugo_genmove);
  ADD ("/engine/gnugo/place-free-handicap", GNUGO, TG_RULES_CHINESE,
       test_gnugo_place_free_handicap);
  ADD ("/engine/fake/sync-commands", "--no-undo --kata", TG_RULES_JAPANESE,
       test_fake_sync_commands);
  ADD ("/engine/fake/handicap", "--kgs", TG_RULES_JAPANESE, test_fake_handicap);
  ADD ("/engine/fake/bad-free-handicap", NULL, TG_RULES_CHINESE, test_fake_bad_free_handicap);
  ADD ("/engine/fake/time", "--kgs", TG_RULES_JAPANESE, test_fake_time);
  ADD ("/engine/fault/cannot-start", NULL, TG_RULES_CHINESE, test_cannot_start);
  ADD ("/engine/fault/crash", "--mode crash --after 2", TG_RULES_CHINESE, test_crash);
  ADD ("/engine/fault/hang-timeout", "--mode hang", TG_RULES_JAPANESE, test_hang_timeout);
  ADD ("/engine/fault/startup-hang", NULL, TG_RULES_CHINESE, test_startup_hang);
  ADD ("/engine/fault/illegal", "--mode illegal --after 1", TG_RULES_CHINESE, test_illegal);
  ADD ("/engine/fault/garbage", "--mode garbage --after 1", TG_RULES_CHINESE, test_garbage);
  ADD ("/engine/fault/offboard", "--mode offboard --crlf", TG_RULES_CHINESE, test_offboard);
  ADD ("/engine/fault/fail", "--mode fail", TG_RULES_CHINESE, test_fail);
  ADD ("/engine/fault/resign", "--mode resign --after 2", TG_RULES_CHINESE, test_resign);
  ADD ("/engine/cancel-slow", "--mode slow --delay 0.5", TG_RULES_CHINESE, test_cancel_slow);
  ADD ("/engine/dispose-kills", "", TG_RULES_CHINESE, test_dispose_kills);
  ADD ("/engine/registry", NULL, TG_RULES_CHINESE, test_registry);
  g_test_add_func ("/engine/registry/gnugo-order", test_registry_gnugo_order);

#undef ADD
  return g_test_run ();
}
