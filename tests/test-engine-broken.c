/* test-engine-broken.c: TgEngine against engines that break GTP itself
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/gtp/gtp-broken.py exits at once, writes prose, a line of megabytes
 * with no newline, bytes that are not UTF-8, or closes its output and
 * stays alive. Each start must end within the test's wait with the fault
 * the mode calls for and a message that says what happened; the engine's
 * memory stays bounded (a line is given up past TG_ENGINE_LINE_MAX, the
 * conversation's log keeps within its limits).
 */

#include "config.h"

#include <string.h>

#include "tg-engine.h"

/* Every wait gives up (and fails) after this long. */
#define WAIT_MSEC 30000

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static GAsyncResult *
wait_result (GAsyncResult **slot)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_MSEC * (gint64) 1000;

  while (*slot == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("an engine operation did not complete within %d ms", WAIT_MSEC);
      g_main_context_iteration (NULL, FALSE);
      if (*slot == NULL)
        g_usleep (1000);
    }
  return g_steal_pointer (slot);
}

static void
quit (TgEngine *engine)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_engine_quit_async (engine, 300, result_cb, &slot);
  result = wait_result (&slot);
  tg_engine_quit_finish (engine, result);
}

/* tests/gtp/gtp-broken.py with @options. */
static char *
broken_line (const char *options)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-broken.py", NULL);
  g_autofree char *quoted = g_shell_quote (script);

  return g_strdup_printf ("%s %s %s",
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3",
                          quoted, options);
}

/* The engine at @options started with a timeout of @timeout_msec: its
 * result and, in @error, the fault. The engine is returned for a look at
 * its stderr. */
static TgEngine *
start_broken (const char  *options,
              guint        timeout_msec,
              gboolean    *started,
              GError     **error)
{
  g_autofree char *line = broken_line (options);
  g_autoptr(TgEngine) engine = tg_engine_new (NULL, line, error);
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  g_assert_nonnull (engine);
  tg_engine_set_timeout (engine, timeout_msec);
  tg_engine_start_async (engine, NULL, result_cb, &slot);
  result = wait_result (&slot);
  *started = tg_engine_start_finish (engine, result, error);
  return g_steal_pointer (&engine);
}

typedef struct
{
  const char   *options;
  gint          fault;      /* TgEngineFault */
  const char   *message;    /* a part of the fault's message */
  guint         timeout_msec;
} Broken;

static void
test_broken (gconstpointer data)
{
  const Broken *b = data;
  g_autoptr(GError) error = NULL;
  gboolean started;
  g_autoptr(TgEngine) engine = start_broken (b->options, b->timeout_msec, &started,
                                                      &error);

  g_assert_false (started);
  g_assert_error (error, TG_ENGINE_ERROR, b->fault);
  if (strstr (error->message, b->message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, b->message);
  quit (engine);
}

/* Megabytes of error output with no newline: kept up to
 * TG_ENGINE_STDERR_LINE_MAX bytes, and the engine still works. */
static void
test_long_stderr (void)
{
  g_autoptr(GError) error = NULL;
  gboolean started;
  g_autoptr(TgEngine) engine = start_broken ("--mode long-stderr --bytes 3000000",
                                             5000, &started, &error);
  g_autofree char *tail = NULL;

  g_assert_no_error (error);
  g_assert_true (started);
  tail = tg_engine_get_stderr_tail (engine);
  g_assert_cmpuint (strlen (tail), <=, TG_ENGINE_STDERR_LINE_MAX);
  quit (engine);
}

/* The entries of @log are numbered @first, @first + 1, ... up to @last
 * (each text starts with its number). */
static void
assert_log_runs (GPtrArray *log,
                 guint      last)
{
  guint first = last + 1 - log->len;

  for (guint i = 0; i < log->len; i++)
    {
      const TgEngineLogEntry *entry = log->pdata[i];

      g_assert_cmpuint (g_ascii_strtoull (entry->text, NULL, 10), ==, first + i);
    }
}

static gsize
log_bytes (GPtrArray *log)
{
  gsize bytes = 0;

  for (guint i = 0; i < log->len; i++)
    bytes += strlen (((TgEngineLogEntry *) log->pdata[i])->text);
  return bytes;
}

/* The log keeps the latest entries within both of its limits: 6000 short
 * ones leave at most TG_ENGINE_LOG_MAX; 100 of a MiB (a long KataGo
 * session's worth of ownership reports) at most TG_ENGINE_LOG_BYTES_MAX
 * bytes, nine tenths of it or more; one longer than the byte limit stays
 * alone. Always the latest, in order. */
static void
test_log_bounded (void)
{
  g_autofree char *line = broken_line ("--mode exit");
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = tg_engine_new (NULL, line, &error);
  g_autofree char *mib = g_strnfill ((1 << 20) - 8, 'x');
  g_autofree char *huge = g_strnfill (TG_ENGINE_LOG_BYTES_MAX + 1, 'y');
  GPtrArray *log = tg_engine_get_log (engine);

  g_assert_no_error (error);
  for (guint i = 0; i < 6000; i++)
    tg_engine_log_event (engine, "%u short", i);
  g_assert_cmpuint (log->len, <=, TG_ENGINE_LOG_MAX);
  g_assert_cmpuint (log->len, >=, TG_ENGINE_LOG_MAX - TG_ENGINE_LOG_MAX / 10);
  assert_log_runs (log, 5999);

  for (guint i = 0; i < 100; i++)
    tg_engine_log_event (engine, "%07u%s", 6000 + i, mib);
  g_assert_cmpuint (log_bytes (log), <=, TG_ENGINE_LOG_BYTES_MAX);
  g_assert_cmpuint (log_bytes (log), >=, TG_ENGINE_LOG_BYTES_MAX / 10 * 9 - (1 << 20));
  assert_log_runs (log, 6099);

  tg_engine_log_event (engine, "%07u%s", 6100, huge);
  g_assert_cmpuint (log->len, ==, 1);
  assert_log_runs (log, 6100);
  tg_engine_log_event (engine, "6101 short");
  g_assert_cmpuint (log->len, ==, 1);
  assert_log_runs (log, 6101);
}

int
main (int   argc,
      char *argv[])
{
  /* The timeout is far from what ends each (2 s after the output closed
   * for close-stdout), so that the fault is the engine's, not the wait's. */
  static const Broken exits = { "--mode exit", TG_ENGINE_FAULT_EXITED,
                                "stopped: it exited with status 2.", 10000 };
  static const Broken banner = { "--mode banner", TG_ENGINE_FAULT_GARBAGE,
                                 "answered “Welcome to the Go engine of the future!” to "
                                 "“name”, which is not GTP.", 10000 };
  static const Broken long_line = { "--mode long-line --bytes 3000000", TG_ENGINE_FAULT_GARBAGE,
                                    "wrote a line longer than 1048576 bytes.", 10000 };
  static const Broken bad_utf8 = { "--mode bad-utf8", TG_ENGINE_FAULT_GARBAGE,
                                   "wrote something that is not text", 10000 };
  static const Broken closed = { "--mode close-stdout", TG_ENGINE_FAULT_EXITED,
                                 "stopped: it closed its output.", 10000 };

  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/engine-broken/exit", &exits, test_broken);
  g_test_add_data_func ("/engine-broken/banner", &banner, test_broken);
  g_test_add_data_func ("/engine-broken/long-line", &long_line, test_broken);
  g_test_add_data_func ("/engine-broken/bad-utf8", &bad_utf8, test_broken);
  g_test_add_data_func ("/engine-broken/close-stdout", &closed, test_broken);
  g_test_add_func ("/engine-broken/long-stderr", test_long_stderr);
  g_test_add_func ("/engine-broken/log-bounded", test_log_bounded);
  return g_test_run ();
}
