/* test-engine-common.h: running engines in the tests, never for ever
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tg-engine.h"
#include "tg-engine-registry.h"

/* Every wait in these tests gives up (and fails) after this long. */
#define TEST_ENGINE_WAIT_MSEC 30000

static void
test_engine_result_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* Runs the main context until *@slot is set; fails the test after
 * TEST_ENGINE_WAIT_MSEC. Returns the result (owned by the caller). */
static GAsyncResult *
test_engine_wait (GAsyncResult **slot)
{
  gint64 deadline = g_get_monotonic_time () + TEST_ENGINE_WAIT_MSEC * (gint64) 1000;

  while (*slot == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("an engine operation did not complete within %d ms", TEST_ENGINE_WAIT_MSEC);
      g_main_context_iteration (NULL, FALSE);
      if (*slot == NULL)
        g_usleep (1000);
    }
  return g_steal_pointer (slot);
}

/* The command line of tests/gtp/gtp-fake.py with @options. */
static char *
test_engine_fake (const char *options)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-fake.py", NULL);
  g_autofree char *quoted = g_shell_quote (script);

  return g_strdup_printf ("%s %s %s",
                          /* not a pyenv shim: it takes seconds to start */
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3",
                          quoted, options ? options : "");
}

static const char *
test_engine_gnugo (void)
{
  return g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE) ? "/usr/games/gnugo" : NULL;
}

/* GNU Go's command line as the app builds it, at @level, with --seed
 * @seed: without a seed GNU Go seeds from the clock and plays differently
 * on every run (the app wants that; a test must not). */
static char *
test_engine_gnugo_line (guint level,
                        guint seed)
{
  g_autofree char *line = tg_engine_gnugo_command_line (test_engine_gnugo (), level);

  return g_strdup_printf ("%s --seed %u", line, seed);
}

/* A started engine, or NULL with @error set. */
static TgEngine *
test_engine_start (const char  *command_line,
                   GError     **error)
{
  g_autoptr(TgEngine) engine = tg_engine_new (NULL, command_line, error);
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  if (engine == NULL)
    return NULL;
  tg_engine_start_async (engine, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  if (!tg_engine_start_finish (engine, result, error))
    return NULL;
  return g_steal_pointer (&engine);
}

static char *
test_engine_send (TgEngine    *engine,
                  const char  *command,
                  GError     **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_send_async (engine, command, 0, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  return tg_engine_send_finish (engine, result, error);
}

static gboolean
test_engine_sync (TgEngine  *engine,
                  TgGame    *game,
                  GError   **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_sync_async (engine, game, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  return tg_engine_sync_finish (engine, result, error);
}

static gboolean
test_engine_genmove (TgEngine       *engine,
                     TgGame         *game,
                     TgColor         color,
                     guint           timeout_msec,
                     TgEngineReply  *reply,
                     GError        **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_genmove_async (engine, game, color, timeout_msec, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  return tg_engine_genmove_finish (engine, result, reply, error);
}

static void
test_engine_quit (TgEngine *engine,
                  guint     grace_msec)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_quit_async (engine, grace_msec, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  tg_engine_quit_finish (engine, result);
}
