/* test-analysis-common.h: engines that analyse, in the tests
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

/* Each test program uses some of the helpers here and in
 * test-engine-common.h. */
#pragma GCC diagnostic ignored "-Wunused-function"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "test-engine-common.h"
#include "tg-test-utils.h"
#include "tg-analyzer.h"
#include "tg-sgf-reader.h"

/* The command line of tests/gtp/gtp-analyze-fake.py with @options. */
static char *
test_analysis_fake (const char *options)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "gtp", "gtp-analyze-fake.py",
                                                   NULL);
  g_autofree char *quoted = g_shell_quote (script);

  return g_strdup_printf ("%s %s %s",
                          g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE)
                          ? "/usr/bin/python3" : "python3",
                          quoted, options ? options : "");
}

static const char *
test_analysis_leelaz (void)
{
  static const char *const path = "/usr/lib/leelaz/bin/leelaz";

  return g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) ? path : NULL;
}

/* The folder of the tiny network, removed when the test program exits. */
static char *network_dir;

static void
remove_network_dir (void)
{
  if (network_dir != NULL)
    tg_test_remove_tree (network_dir);
  g_clear_pointer (&network_dir, g_free);
}

/* The tiny network of tests/analysis/lz-tiny-network.py, written once per
 * test program into a temporary folder; NULL when it cannot be made. */
static const char *
test_analysis_tiny_network (void)
{
  static char *path = NULL;
  g_autofree char *script = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *command = NULL;
  g_autofree char *quoted_script = NULL;
  g_autofree char *quoted_path = NULL;
  gint status = -1;

  if (path != NULL)
    return path;
  dir = g_dir_make_tmp ("tengen-lz-XXXXXX", NULL);
  if (dir == NULL)
    return NULL;
  network_dir = g_strdup (dir);
  atexit (remove_network_dir);
  script = g_test_build_filename (G_TEST_DIST, "analysis", "lz-tiny-network.py", NULL);
  path = g_build_filename (dir, "tiny-network.txt", NULL);
  quoted_script = g_shell_quote (script);
  quoted_path = g_shell_quote (path);
  command = g_strdup_printf ("python3 %s %s", quoted_script, quoted_path);
  if (!g_spawn_command_line_sync (command, NULL, NULL, &status, NULL) ||
      !g_spawn_check_wait_status (status, NULL))
    g_clear_pointer (&path, g_free);
  return path;
}

/* Leela Zero's command line on the tiny network, as the issue gives it. */
static char *
test_analysis_leelaz_line (guint visits)
{
  const char *network = test_analysis_tiny_network ();
  g_autofree char *quoted = network ? g_shell_quote (network) : NULL;

  if (test_analysis_leelaz () == NULL || network == NULL)
    return NULL;
  return g_strdup_printf ("%s --cpu-only -g -w %s --noponder -v %u -t 1",
                          test_analysis_leelaz (), quoted, visits);
}

/* A game of @size from the moves of @moves ("B D4 W Q16 ..." in GTP). */
static TgGame *
test_analysis_game (guint       size,
                    const char *moves)
{
  TgGameSetup setup;
  g_autoptr(TgGame) game = NULL;
  g_auto(GStrv) words = g_strsplit (moves ? moves : "", " ", -1);

  tg_game_setup_init (&setup, size, TG_RULES_CHINESE);
  game = tg_game_new (&setup, NULL);
  g_assert_nonnull (game);
  for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i += 2)
    {
      TgPoint p;

      g_assert_true (tg_point_from_gtp (words[i + 1], size, size, &p));
      if (p == TG_PASS)
        tg_game_pass (game);
      else
        g_assert_cmpint (tg_game_play (game, p), ==, TG_MOVE_OK);
    }
  return g_steal_pointer (&game);
}

typedef struct
{
  GPtrArray *updates;       /* TgAnalysis */
} TestUpdates;

static void
test_analysis_update_cb (TgAnalyzer *analyzer,
                         TgAnalysis *report,
                         GPtrArray  *updates)
{
  g_ptr_array_add (updates, tg_analysis_ref (report));
}

static TgAnalysis *
test_analysis_run (TgAnalyzer              *analyzer,
                   TgGame                  *game,
                   const TgAnalysisBudget  *budget,
                   GError                 **error)
{
  GAsyncResult *slot = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  tg_analyzer_analyze_async (analyzer, game, budget, NULL, test_engine_result_cb, &slot);
  result = test_engine_wait (&slot);
  return tg_analyzer_analyze_finish (analyzer, result, error);
}

/* Whether the engine's log holds an entry of @kind containing @text. */
static gboolean
test_analysis_log_has (TgEngine        *engine,
                       TgEngineLogKind  kind,
                       const char      *text)
{
  GPtrArray *log = tg_engine_get_log (engine);

  for (guint i = 0; i < log->len; i++)
    {
      const TgEngineLogEntry *entry = g_ptr_array_index (log, i);

      if (entry->kind == kind && strstr (entry->text, text) != NULL)
        return TRUE;
    }
  return FALSE;
}
