/* tg-test-utils.h: helpers for the core tests
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-board.h"
#include "tg-game.h"
#include "tg-sgf-reader.h"

G_BEGIN_DECLS

/* A board from an ASCII diagram (see tg_board_from_diagram()); coordinate
 * labels at the start of a row ("9 ") and a header row of letters are
 * allowed and ignored. Aborts the test on a malformed diagram. */
void      tg_test_board_from_diagram (TgBoard     *board,
                                      const char  *diagram);
/* The dead stones proposed on the finished position @diagram (seeds 1 to
 * 4) number @n_dead, and its count with them, komi 0, is @jp_result under
 * Japanese rules and @cn_result under Chinese rules ("B+79"). */
void      tg_test_assert_finished_count (const char *diagram,
                                         const char *jp_result,
                                         const char *cn_result,
                                         guint       n_dead);
/* GTP "D4" on a board of @height rows. */
TgPoint   tg_test_point              (const char  *gtp,
                                      guint        width,
                                      guint        height);
/* A game (tree root with SZ and setup stones from @diagram, @to_play to
 * move) under @preset. */
TgGame   *tg_test_game_from_diagram  (const char   *diagram,
                                      TgRulesPreset preset,
                                      TgColor       to_play);
/* Plays "B D4" style moves separated by spaces/commas ("pass" allowed);
 * asserts each verdict is OK. */
void      tg_test_play_sequence      (TgGame      *game,
                                      const char  *moves);
/* Appends the path of every .sgf file under @dir (recursively) to @out,
 * a GPtrArray that frees its elements with g_free. */
void      tg_test_collect_sgf_files  (const char  *dir,
                                      GPtrArray   *out);
/* Sorts @strings (a GPtrArray of char *) by strcmp(). */
void      tg_test_sort_strings       (GPtrArray   *strings);
/* The names of the files in @dir that end in @suffix (every name when
 * @suffix is NULL), sorted; NULL when @dir cannot be opened. */
GPtrArray *tg_test_list_dir          (const char  *dir,
                                      const char  *suffix);
/* What a run of tengen-cli printed, and how it ended. */
typedef struct
{
  int    status;    /* the exit status; -1 when it did not exit */
  char  *out;
  char  *err;
} TgTestRun;

void      tg_test_run_clear          (TgTestRun   *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TgTestRun, tg_test_run_clear)

/* Runs the built tengen-cli (found from G_TEST_BUILDDIR) with @args, a
 * NULL-terminated list that starts with the command ("score"). An
 * argument ending in ".sgf" with no '/' names a fixture in
 * tests/data/@data_dir (when @data_dir is not NULL). */
void      tg_test_run_cliv           (TgTestRun          *run,
                                      const char         *data_dir,
                                      const char *const  *args);
/* As tg_test_run_cliv(), with the arguments listed up to NULL. */
void      tg_test_run_cli            (TgTestRun   *run,
                                      const char  *data_dir,
                                      const char  *first,
                                      ...) G_GNUC_NULL_TERMINATED;
/* A node's properties written back as "ID[v][v]ID[v]" (raw values). */
char     *tg_test_props_text         (TgGameTree  *tree,
                                      TgNode       node);
/* "LINE:COL: message" lines of @doc's warnings. */
char     *tg_test_warnings_text      (TgSgfDocument *doc);

/* Asserts that @node's properties (tg_test_props_text) or @doc's warnings
 * (tg_test_warnings_text) read @expected. */
#define assert_props(tree, node, expected) \
  G_STMT_START { \
    g_autofree char *_p = tg_test_props_text ((tree), (node)); \
    g_assert_cmpstr (_p, ==, (expected)); \
  } G_STMT_END

#define assert_warnings(doc, expected) \
  G_STMT_START { \
    g_autofree char *_w = tg_test_warnings_text (doc); \
    g_assert_cmpstr (_w, ==, (expected)); \
  } G_STMT_END

/* @utf8 converted to @charset (an iconv name), for fixtures; aborts the
 * test when it cannot be. */
char     *tg_test_encode             (const char  *utf8,
                                      const char  *charset,
                                      gsize       *len);

/* Runs tengen-cli @command with the arguments listed up to NULL (an
 * argument "NAME.sgf" is a fixture in tests/data/@command) and returns
 * its standard output, its exit status in @status and, when @err is not
 * NULL, its standard error. */
char     *tg_test_cli_output         (const char  *command,
                                      int         *status,
                                      char       **err,
                                      const char  *first,
                                      ...) G_GNUC_NULL_TERMINATED;
/* Collects the NULL-terminated arguments after @first from @ap. */
GPtrArray *tg_test_collect_args      (const char  *first,
                                      va_list      ap);

/* A fresh folder under g_get_tmp_dir () named after @tmpl
 * ("tengen-engine-XXXXXX"); aborts the test when it cannot be made.
 * tg_test_temp_dir_free () removes it with everything in it, so
 * g_autoptr(TgTestTempDir) cleans up on every way out of a test. */
typedef char TgTestTempDir;
TgTestTempDir *tg_test_temp_dir_new   (const char  *tmpl);
void       tg_test_temp_dir_free      (TgTestTempDir *dir);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgTestTempDir, tg_test_temp_dir_free)
/* Removes @path: a file, or a folder with everything under it. */
void       tg_test_remove_tree        (const char  *path);
/* The CPU seconds (user and system, all threads) this process has used so
 * far (CLOCK_PROCESS_CPUTIME_ID: nanoseconds, where /proc/self/stat counts
 * 10 ms ticks, too coarse for a 0.1 s measurement); 0 where it fails. */
double     tg_test_process_cpu_seconds (void);

/* The corpus folder ($TENGEN_TEST_CORPUS), or NULL (skip the test). */
const char *tg_test_corpus_dir       (void);
/* The path of a named corpus fixture (the path parts up to NULL, under the
 * corpus folder). NULL when the whole corpus is absent (the test is then
 * skipped) or when the corpus is there but the fixture is not (the test
 * then fails, naming it): the caller returns. */
char       *tg_test_corpus_fixture   (const char  *first,
                                      ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
