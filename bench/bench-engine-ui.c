/* bench-engine-ui.c: the app against GNU Go: latency and CPU
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two figures, with g_get_monotonic_time (never asserted):
 * - from the moment the engine's answer line is read to the frame that
 *   paints its stone (the board view's frame clock "after-paint"), over
 *   the moves of a 9×9 game against GNU Go level 1;
 * - the app's own CPU (CLOCK_PROCESS_CPUTIME_ID, all its threads) while GNU Go
 *   level 10 thinks about one move on 19×19, against the wall time of the
 *   think: an idle app is near 0 %.
 * Needs a display (run under xvfb-run); prints a skip line without one.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <adwaita.h>

#include "tengen-resources.h"
#include "tg-application.h"
#include "tg-board-view.h"
#include "tg-engine-registry.h"
#include "tg-test-utils.h"
#include "tg-window.h"

static gint64 answer_at;
static gint64 painted_at;
static guint  waiting_moves;

static void
log_cb (TgEngine   *engine,
        gint        kind,
        const char *text)
{
  /* The last "=" before the stone is the genmove's (the sync's come first). */
  if (kind == TG_ENGINE_LOG_RECEIVED && text[0] == '=' && waiting_moves > 0)
    {
      answer_at = g_get_monotonic_time ();
      painted_at = 0;
    }
}

static void
after_paint_cb (GdkFrameClock *clock)
{
  if (answer_at != 0 && painted_at == 0)
    painted_at = g_get_monotonic_time ();
}

static TgWindow *
window_with_game (TgApplication *app,
                  guint          size,
                  guint          level)
{
  TgWindow *window = tg_window_new (app);
  TgGameSetup setup;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *line = tg_engine_gnugo_command_line ("/usr/games/gnugo", level);

  gtk_window_present (GTK_WINDOW (window));
  tg_game_setup_init (&setup, size, TG_RULES_CHINESE);
  game = tg_game_new (&setup, NULL);
  tg_window_set_game (window, game, NULL);
  tg_window_set_engines (window, NULL, NULL, line, "GNU Go");
  return window;
}

static void
iterate_until (gboolean (*done) (TgWindow *), TgWindow *window, guint seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (window) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
engine_ready (TgWindow *window)
{
  TgEngine *engine = tg_engine_game_get_engine (tg_window_get_engine_game (window), TG_WHITE);

  return engine != NULL && tg_engine_is_running (engine);
}

static gboolean
stone_painted (TgWindow *window)
{
  return painted_at != 0 &&
         tg_engine_game_get_thinking (tg_window_get_engine_game (window)) == TG_EMPTY;
}

static gboolean
thinking_started (TgWindow *window)
{
  return tg_engine_game_get_thinking (tg_window_get_engine_game (window)) != TG_EMPTY;
}

static gboolean
thinking_done (TgWindow *window)
{
  return tg_engine_game_get_thinking (tg_window_get_engine_game (window)) == TG_EMPTY;
}

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static void
bench_latency (TgApplication *app)
{
  static const char *const moves[] = { "C3", "G7", "C7", "G3", "E3", "C5", "E7", "G5", NULL };
  TgWindow *window = window_with_game (app, 9, 1);
  GtkWidget *view = tg_window_get_board_view (window);
  TgGame *game = tg_window_get_game (window);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (gint64));

  iterate_until (engine_ready, window, 30);
  g_signal_connect (tg_engine_game_get_engine (tg_window_get_engine_game (window), TG_WHITE),
                    "log", G_CALLBACK (log_cb), NULL);
  g_signal_connect (gtk_widget_get_frame_clock (view), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      TgPoint p;

      if (!tg_point_from_gtp (moves[i], 9, 9, &p) || tg_game_check_move (game, p) != TG_MOVE_OK)
        continue;
      answer_at = painted_at = 0;
      waiting_moves = 1;
      g_signal_emit_by_name (view, "point-activated", tg_point_x (p), tg_point_y (p), 1);
      /* The genmove answer is the last "=" line before the stone. */
      iterate_until (stone_painted, window, 30);
      waiting_moves = 0;
      if (painted_at > answer_at && answer_at != 0)
        {
          gint64 d = painted_at - answer_at;

          g_array_append_val (samples, d);
          printf ("  move %u: %.2f ms (of which answer applied to the game: %.2f ms)\n",
                  samples->len, d / 1000.0,
                  tg_engine_game_get_last_reply_time (tg_window_get_engine_game (window)) / 1000.0);
        }
    }
  g_array_sort (samples, compare_gint64);
  if (samples->len > 0)
    printf ("reply-to-stone: %u moves, median %.2f ms, max %.2f ms "
            "(answer line read -> board frame painted)\n", samples->len,
            g_array_index (samples, gint64, samples->len / 2) / 1000.0,
            g_array_index (samples, gint64, samples->len - 1) / 1000.0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
bench_idle_cpu (TgApplication *app)
{
  TgWindow *window = window_with_game (app, 19, 10);
  GtkWidget *view = tg_window_get_board_view (window);
  gint64 t0, t1;
  double c0, c1;

  iterate_until (engine_ready, window, 30);
  /* A few moves in, out of GNU Go's opening book. */
  for (guint i = 0; i < 3; i++)
    {
      static const guint xs[] = { 15, 3, 2 }, ys[] = { 3, 15, 2 };

      g_signal_emit_by_name (view, "point-activated", xs[i], ys[i], 1);
      iterate_until (thinking_started, window, 10);
      iterate_until (thinking_done, window, 300);
    }
  g_signal_emit_by_name (view, "point-activated", 9, 9, 1);
  iterate_until (thinking_started, window, 10);
  t0 = g_get_monotonic_time ();
  c0 = tg_test_process_cpu_seconds ();
  iterate_until (thinking_done, window, 300);
  t1 = g_get_monotonic_time ();
  c1 = tg_test_process_cpu_seconds ();
  printf ("app CPU while GNU Go level 10 thinks (19x19): %.3f s CPU over %.2f s wall = %.2f %%\n",
          c1 - c0, (t1 - t0) / 1e6, 100.0 * (c1 - c0) / ((t1 - t0) / 1e6));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TgApplication) app = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tengen-bench-XXXXXX", NULL);

  g_setenv ("XDG_STATE_HOME", tmp, TRUE);
  g_setenv ("XDG_DATA_HOME", tmp, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE) || !gtk_init_check ())
    {
      printf ("skipped: needs /usr/games/gnugo and a display\n");
      tg_test_remove_tree (tmp);
      return 0;
    }
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_nonnull (tengen_get_resource ());
  app = tg_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_settings_set_boolean (tg_application_get_settings (app), "sound", FALSE);

  bench_latency (app);
  bench_idle_cpu (app);
  g_clear_object (&app);
  tg_test_remove_tree (tmp);
  return 0;
}
