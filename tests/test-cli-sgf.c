/* test-cli-sgf.c: tengen-cli's error format, check on long records, and
 * buffered output
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every subcommand reports a bad file in the GNU form
 * "FILE:LINE:COL: error: message"; check names the line and column of an
 * illegal move; a long record is checked (80 000 passes: the replay used
 * to rebuild the path from the root at every node, then each move's
 * verdict walked up to the root), up to an illegal move at its end; sgf info writes its
 * output in a few write() calls, not one per line (counted by the
 * kernel: syscw in /proc/PID/io, read before the child is reaped).
 */

#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tg-test-utils.h"
static char *tmp_dir;

static char *
cli_path (void)
{
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "tengen-cli", NULL);
}

static char *
write_tmp (const char *name,
           const char *text)
{
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* tengen-cli @args through the shared runner: its exit status. */
static int
run_cli (const char *const *args,
         char              **out,
         char              **err)
{
  g_auto(TgTestRun) run = { 0 };

  tg_test_run_cliv (&run, NULL, args);
  *out = g_steal_pointer (&run.out);
  *err = g_steal_pointer (&run.err);
  return run.status;
}

static void
test_error_format (void)
{
  g_autofree char *bad = write_tmp ("bad-move.sgf", "(;GM[1]SZ[9]\n;B[ee];W[zz])");
  static const char *const commands[][2] = {
    { "check", NULL }, { "score", NULL }, { "deadstones", NULL }, { "sgf", "info" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *out = NULL, *err = NULL, *expected = NULL;
      const char *args[4] = { commands[i][0], NULL, NULL, NULL };
      int status;

      args[commands[i][1] ? 2 : 1] = bad;
      if (commands[i][1])
        args[1] = commands[i][1];
      status = run_cli (args, &out, &err);
      g_assert_cmpint (status, ==, 2);
      expected = g_strdup_printf ("%s:2:9: error: W[zz] is not a move on the 9×9 board\n", bad);
      /* sgf info lists the warnings before it. */
      g_assert_true (g_str_has_suffix (err, expected));
    }
}

/* sgf info's Komi line for each way a komi is written (by hand: half
 * points, the sign even of a komi below one point, what is not a
 * number kept as it is). */
static void
test_info_komi (void)
{
  static const struct { const char *km; const char *line; } cases[] = {
    { "6.5", "  Komi:       6.5\n" }, { "-0.5", "  Komi:       -0.5\n" }, { "0", "  Komi:       0\n" },
    { "-7", "  Komi:       -7\n" }, { "375", "  Komi:       7.5\n" }, { "6,5", "  Komi:       6.5\n" },
    { "abc", "  Komi:       abc (not a number)\n" }, { "999999.5", "  Komi:       999999.5\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("(;GM[1]SZ[9]KM[%s];B[ee])", cases[i].km);
      g_autofree char *path = write_tmp ("komi.sgf", text);
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (run_cli ((const char *[]) { "sgf", "info", path, NULL }, &out, &err), ==, 0);
      g_assert_nonnull (strstr (out, cases[i].line));
    }
}

/* Every line of sgf info for a game (counted by hand: the main line is
 * the root, B[aa], W[bb], B[cc]: 3 moves; 6 nodes; one variation, B[dd]
 * W[ee]), a rectangular size with spaces, and a name longer than info's
 * buffer of 16 KB, written whole and in its place. */
static void
test_info_lines (void)
{
  static const char game[] =
    "\nGame 1\n"
    "  Black:      Ke Jie (9p)\n"
    "  White:      Gu Li\n"
    "  Result:     W+1.5\n"
    "  Komi:       7.5\n"
    "  Rules:      Chinese\n"
    "  Size:       19×7\n"
    "  Handicap:   0\n"
    "  Date:       2026-12-02\n"
    "  Event:      Test\n"
    "  Moves:      3 (main line)\n"
    "  Nodes:      6\n"
    "  Variations: 1\n";
  g_autofree char *long_name = g_strnfill (40000, 'x');
  g_autofree char *text = g_strdup_printf (
    "(;GM[1]FF[4]SZ[ 19 : 7 ]PB[Ke Jie]BR[9p]PW[Gu Li]RE[W+1.5]RU[Chinese]DT[2026-12-02]"
    "EV[Test]KM[7.5]HA[0];B[aa];W[bb](;B[cc])(;B[dd];W[ee]))\n"
    "(;GM[1]FF[4]SZ[9]PB[%s]PW[W];B[ee])", long_name);
  g_autofree char *path = write_tmp ("info.sgf", text);
  g_autofree char *out = NULL, *err = NULL, *black = NULL;
  const char *at;

  g_assert_cmpint (run_cli ((const char *[]) { "sgf", "info", path, NULL }, &out, &err), ==, 0);
  at = strstr (out, "\nGame 1\n");
  g_assert_nonnull (at);
  g_assert_cmpmem (at, sizeof game - 1, game, sizeof game - 1);
  black = g_strdup_printf ("\nGame 2\n  Black:      %s\n  White:      W\n", long_name);
  g_assert_nonnull (strstr (out, black));
  g_assert_true (g_str_has_suffix (out, "  Moves:      1 (main line)\n  Nodes:      2\n  Variations: 0\n"));
}

/* Other servers' records: sgf cat prints SGF (the values worked out by
 * hand from the GIB layout: STO x y from the top left), sgf info names
 * the format, sgf check replays them, with the line of the move. */
static void
test_imported (void)
{
  g_autofree char *gib = write_tmp ("game.gib",
    "\\HS\n\\[GAMEBLACKNAME=kim (2D)\\]\n\\[GAMEINFOMAIN=GRLT:3,ZIPSU:0,GONGJE:65,\\]\n"
    "\\HE\n\\GS\nSTO 0 2 1 15 3\nSTO 0 3 2 3 15\nSTO 0 4 1 15 3\n\\GE\n");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli ((const char *[]) { "sgf", "cat", gib, NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "(;GM[1]FF[4]CA[UTF-8]"));
  g_assert_nonnull (strstr (out, "PB[kim]BR[2D]RE[B+R]KM[6.5]"));
  g_assert_nonnull (strstr (out, ";B[pd];W[dp];B[pd])"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ((const char *[]) { "sgf", "info", gib, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "Format:     Tygem GIB (imported)\n"));
  g_assert_nonnull (strstr (out, "  Moves:      3 (main line)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Move 3 plays on Black's own stone: line 8 of the file. */
  g_assert_cmpint (run_cli ((const char *[]) { "check", gib, NULL }, &out, &err), !=, 0);
  g_assert_nonnull (strstr (err, "game.gib:8:1: error: illegal move 3 (B Q16)"));
}

static void
test_check_illegal_move (void)
{
  g_autofree char *path = write_tmp ("occupied.sgf", "(;GM[1]FF[4]SZ[9]\n;B[ee];W[ef]\n  ;B[ee])");
  g_autofree char *out = NULL, *err = NULL, *expected = NULL;

  g_assert_cmpint (run_cli ((const char *[]) { "check", path, NULL }, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "illegal move 3 (B E5): occupied\n");
  expected = g_strdup_printf ("%s:3:3: error: illegal move 3 (B E5): occupied\n", path);
  g_assert_cmpstr (err, ==, expected);
}

static void
test_check_long_record (void)
{
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");
  g_autofree char *path = NULL, *out = NULL, *err = NULL;

  for (guint i = 0; i < 80000; i++)
    g_string_append (sgf, i % 2 ? ";W[]" : ";B[]");
  g_string_append (sgf, ";B[dd])");
  path = write_tmp ("passes.sgf", sgf->str);
  g_string_free (sgf, TRUE);

  g_assert_cmpint (run_cli ((const char *[]) { "check", path, NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "ok\n");
  g_assert_cmpstr (err, ==, "");
}

/* 80 000 passes, Black D16, and White D16 on it at line 2, column 1: each
 * move's verdict asked on a line that long (it walked up to the root for
 * each move, quadratic) is found, with the place and move number. */
static void
test_check_long_record_illegal (void)
{
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");
  g_autofree char *path = NULL, *out = NULL, *err = NULL, *expected = NULL;

  for (guint i = 0; i < 80000; i++)
    g_string_append (sgf, i % 2 ? ";W[]" : ";B[]");
  g_string_append (sgf, ";B[dd]\n;W[dd])");
  path = write_tmp ("passes-occupied.sgf", sgf->str);
  g_string_free (sgf, TRUE);

  g_assert_cmpint (run_cli ((const char *[]) { "check", path, NULL }, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "illegal move 80002 (W D16): occupied\n");
  expected = g_strdup_printf ("%s:2:1: error: illegal move 80002 (W D16): occupied\n", path);
  g_assert_cmpstr (err, ==, expected);
}

/* Runs tengen-cli with @args and standard output to /dev/null; returns
 * the number of write() calls it made. */
static guint64
count_writes (const char *const *args)
{
  g_autofree char *cli = cli_path ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *io_path = NULL, *io = NULL;
  GPid pid;
  siginfo_t info;
  guint64 writes = 0;
  const char *line;
  int status;

  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_async (NULL, (char **) argv->pdata, NULL,
                                G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  /* Wait for the exit without reaping, so that /proc still has it. */
  g_assert_cmpint (waitid (P_PID, pid, &info, WEXITED | WNOWAIT), ==, 0);
  io_path = g_strdup_printf ("/proc/%d/io", pid);
  if (g_file_get_contents (io_path, &io, NULL, NULL) && (line = strstr (io, "syscw: ")) != NULL)
    writes = g_ascii_strtoull (line + 7, NULL, 10);
  else
    writes = G_MAXUINT64;
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  return writes;
}

static void
test_buffered_output (void)
{
  GString *sgf = g_string_new (NULL);
  g_autofree char *path = NULL;
  guint64 writes;

  /* 300 games: sgf info prints 13 lines for each, about 4 000 lines. */
  for (guint i = 0; i < 300; i++)
    g_string_append_printf (sgf, "(;GM[1]FF[4]SZ[19]PB[Black %u]PW[White]RE[B+R];B[pd];W[dd])\n", i);
  path = write_tmp ("collection.sgf", sgf->str);
  g_string_free (sgf, TRUE);

  writes = count_writes ((const char *[]) { "sgf", "info", path, NULL });
  if (writes == G_MAXUINT64)
    {
      g_test_skip ("no /proc/PID/io here");
      return;
    }
  /* About 80 KB of text in 64 KB buffers: a few writes, not 4 000. */
  g_assert_cmpuint (writes, <=, 8);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("test-cli-sgf-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/cli-sgf/error-format", test_error_format);
  g_test_add_func ("/cli-sgf/check-illegal-move", test_check_illegal_move);
  g_test_add_func ("/cli-sgf/info-komi", test_info_komi);
  g_test_add_func ("/cli-sgf/imported", test_imported);
  g_test_add_func ("/cli-sgf/info-lines", test_info_lines);
  g_test_add_func ("/cli-sgf/check-long-record", test_check_long_record);
  g_test_add_func ("/cli-sgf/check-long-record-illegal", test_check_long_record_illegal);
  g_test_add_func ("/cli-sgf/buffered-output", test_buffered_output);
  status = g_test_run ();
  {
    g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *p = g_build_filename (tmp_dir, name, NULL);
        g_unlink (p);
      }
  }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
