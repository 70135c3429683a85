/* test-sgf-robust.c: records the reader must not lose or garble: mixed
 * charsets in one collection, files cut short, GM[] garbage, unknown
 * forced charsets
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/sgf/mixed-*.sgf: a UTF-8 game with CA[UTF-8] and a GB18030 game
 * without CA[] (written with Python's gb18030 codec), in both orders.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

static TgSgfDocument *
read_ok (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc = tg_sgf_read (sgf, strlen (sgf), NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

/* The main line of game @g as "B[pd];W[dd]". */
static char *
main_line (TgGameTree *tree,
           guint       g)
{
  GString *s = g_string_new (NULL);

  for (TgNode n = tg_game_tree_get_first_child (tree, tg_game_tree_get_root (tree, g));
       n != TG_NODE_NONE; n = tg_game_tree_get_first_child (tree, n))
    {
      const char *id = tg_game_tree_has_prop (tree, n, "B") ? "B" : "W";

      g_string_append_printf (s, "%s%s[%s]", s->len ? ";" : "", id,
                              tg_game_tree_get_value (tree, n, id));
    }
  return g_string_free (s, FALSE);
}

static void
assert_text (TgGameTree *tree,
             guint       g,
             const char *id,
             const char *expected)
{
  g_autofree char *text = tg_game_tree_get_text (tree, tg_game_tree_get_root (tree, g), id);

  g_assert_cmpstr (text, ==, expected);
}

/* Mixed charsets ---------------------------------------------------------- */

static void
check_mixed (const char *name,
             guint       utf8_game,
             guint       gb_game)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sgf", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (path, NULL, &error);
  g_autofree char *line1 = NULL, *line2 = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, 2);
  assert_text (doc->tree, utf8_game, "PB", "柯洁");
  assert_text (doc->tree, utf8_game, "PW", "李世石");
  assert_text (doc->tree, gb_game, "PB", "古力");
  assert_text (doc->tree, gb_game, "PW", "常昊");
  assert_text (doc->tree, gb_game, "C", "黑棋中盘胜");
  /* No delimiter lost: every move is there. */
  line1 = main_line (doc->tree, utf8_game);
  line2 = main_line (doc->tree, gb_game);
  g_assert_cmpstr (line1, ==, "B[pd];W[dp]");
  g_assert_cmpstr (line2, ==, "B[pd];W[dd]");
  g_assert_nonnull (strstr (doc->encoding_reason, "per game: "));
}

static void
test_mixed_charsets (void)
{
  check_mixed ("mixed-utf8-then-gb18030.sgf", 0, 1);
  check_mixed ("mixed-gb18030-then-utf8.sgf", 1, 0);
}

/* A lead byte of a double-byte charset right before the "]" that ends a
 * value, with the next property after it: the "]" ends the value. */
static void
test_no_delimiter_swallowed (void)
{
  /* "CA[GB18030]PW[\xb3]B..." : 0xb3 followed by "]" would be one GBK
   * character if the "]" were taken as its second byte. */
  const char sgf[] = "(;GM[1]CA[GB18030]SZ[19]PW[\xb3\xa3\xb3];B[pd];W[dd])";
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf, sizeof sgf - 1, NULL, &error);
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  assert_text (doc->tree, 0, "PW", "常\xef\xbf\xbd");
  line = main_line (doc->tree, 0);
  g_assert_cmpstr (line, ==, "B[pd];W[dd]");
}

/* Files cut short --------------------------------------------------------- */

static void
test_truncated (void)
{
  static const struct
  {
    const char *sgf;
    const char *moves;
    const char *warnings;
  } cases[] = {
    /* Only the final ")" missing. */
    { "(;GM[1]SZ[9];B[ee];W[cc]\n", "B[ee];W[cc]",
      "2:1: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up "
      "to here was read\n" },
    /* Cut between nodes. */
    { "(;GM[1]SZ[9];B[ee];W[cc];", "B[ee];W[cc]",
      "1:25: An empty node at the end of a variation was dropped\n"
      "1:26: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up "
      "to here was read\n" },
    /* Cut inside a move. */
    { "(;GM[1]SZ[9];B[ee];W[c", "B[ee]",
      "1:19: An empty node at the end of a variation was dropped\n"
      "1:21: The file ends inside this value (cut short?): the value was dropped, everything "
      "before it was read\n"
      "1:23: The file ends inside a game tree (cut short?): 1 “)” is missing; everything up "
      "to here was read\n" },
    /* Cut inside a comment, in a variation. */
    { "(;GM[1]SZ[9];B[ee](;W[cc])(;W[dd]C[a comm", "B[ee];W[cc]",
      "1:35: The file ends inside this value (cut short?): the value was dropped, everything "
      "before it was read\n"
      "1:42: The file ends inside a game tree (cut short?): 2 “)” are missing; everything up "
      "to here was read\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgSgfDocument) doc = read_ok (cases[i].sgf);
      g_autofree char *moves = main_line (doc->tree, 0);
      g_autofree char *warnings = tg_test_warnings_text (doc);

      g_assert_cmpstr (moves, ==, cases[i].moves);
      g_assert_cmpstr (warnings, ==, cases[i].warnings);
      g_assert_cmpuint (doc->errors->len, ==, 0);
    }
}

static void
test_game_garbage (void)
{
  g_autoptr(TgSgfDocument) doc = read_ok ("(;GM[5.5]FF[4]SZ[19]PB[甲];B[pd];W[dd])");
  g_autofree char *moves = main_line (doc->tree, 0);
  g_autofree char *warnings = tg_test_warnings_text (doc);
  g_autoptr(GError) error = NULL;
  const char other[] = "(;GM[2]SZ[8];B[dc])";

  g_assert_cmpuint (tg_game_tree_get_n_games (doc->tree), ==, 1);
  g_assert_cmpstr (moves, ==, "B[pd];W[dd]");
  g_assert_cmpstr (warnings, ==, "1:5: GM[5.5] is not a game number; read as Go (GM[1])\n");

  /* A real other game is still refused. */
  g_assert_null (tg_sgf_read (other, sizeof other - 1, NULL, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_NOT_GO);
}

/* An unknown forced charset: an error, and nothing leaks (the leak
 * checker of the sanitizer build sees the notes). */
static void
test_unknown_encoding (void)
{
  g_autoptr(GError) error = NULL;
  const char sgf[] = "(;GM[1]C[x])";
  g_autoptr(GBytes) bytes = g_bytes_new_static (sgf, sizeof sgf - 1);

  g_assert_null (tg_sgf_read_full (bytes, "no-such-charset", TG_SGF_READ_KEEP_GOING, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING);
  g_assert_cmpstr (error->message, ==, "Unknown encoding “no-such-charset”");
}

/* Input limits ------------------------------------------------------------ */

static void
test_size_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-sgf-robust-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "huge.sgf", NULL);
  g_autoptr(TgSgfDocument) doc = NULL;
  int fd;

  g_assert_no_error (error);
  /* A sparse file one byte over the limit: refused before any reading. */
  fd = g_open (path, O_WRONLY | O_CREAT, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, TG_SGF_MAX_INPUT_SIZE + 1), ==, 0);
  close (fd);
  doc = tg_sgf_read_file (path, NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==,
                   "The file is larger than 512 MB, the largest record Tengen reads");
  g_clear_error (&error);

  /* A device that never ends. */
  doc = tg_sgf_read_file ("/dev/zero", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "“/dev/zero” is a device, not a file (it may never end)");
  g_clear_error (&error);

  g_unlink (path);
  g_rmdir (dir);
}

static gpointer
feed_fifo (gpointer data)
{
  const char *path = data;
  int fd = g_open (path, O_WRONLY, 0);
  char block[65536];
  gsize written = 0;

  /* A record, then zeros until the reader gives up (EPIPE). */
  memset (block, 0, sizeof block);
  if (write (fd, "(;GM[1]C[", 9) == 9)
    while (written <= TG_SGF_MAX_INPUT_SIZE + sizeof block && write (fd, block, sizeof block) > 0)
      written += sizeof block;
  close (fd);
  return NULL;
}

static gpointer
feed_fifo_short (gpointer data)
{
  const char *path = data;
  int fd = g_open (path, O_WRONLY, 0);
  const char *sgf = "(;GM[1]SZ[9];B[ee];W[cc])";

  g_assert_cmpint (write (fd, sgf, strlen (sgf)), ==, strlen (sgf));
  close (fd);
  return NULL;
}

static void
test_fifo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-sgf-robust-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "pipe.sgf", NULL);
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autofree char *moves = NULL;
  GThread *writer;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  signal (SIGPIPE, SIG_IGN);

  /* A pipe that ends: read like a file. */
  writer = g_thread_new ("fifo", feed_fifo_short, path);
  doc = tg_sgf_read_file (path, NULL, &error);
  g_thread_join (writer);
  g_assert_no_error (error);
  moves = main_line (doc->tree, 0);
  g_assert_cmpstr (moves, ==, "B[ee];W[cc]");
  g_clear_pointer (&doc, tg_sgf_document_free);

  /* A pipe that does not end: bounded by the limit. */
  writer = g_thread_new ("fifo", feed_fifo, path);
  doc = tg_sgf_read_file (path, NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_thread_join (writer);

  g_unlink (path);
  g_rmdir (dir);
}

/* Under a memory limit a large input is an error, not an abort. */
static void
test_memory_limit (void)
{
#ifdef UNDER_ASAN
  g_test_skip ("AddressSanitizer needs more address space than the limit allows");
#else
  if (g_test_subprocess ())
    {
      gsize len = 64 * 1024 * 1024;
      char *data = g_malloc (len);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      struct rlimit limit;

      memset (data, ' ', len);
      memcpy (data, "(;GM[1]C[", 9);
      data[len - 2] = ']';
      data[len - 1] = ')';
      bytes = g_bytes_new_take (data, len);
      /* Room for the input and a little more, not for reading it. */
      g_assert_cmpint (getrlimit (RLIMIT_AS, &limit), ==, 0);
      limit.rlim_cur = 256 * 1024 * 1024;
      g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
      g_assert_null (tg_sgf_read_full (bytes, NULL, TG_SGF_READ_DEFAULT, &error));
      g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE);
      g_assert_cmpstr (error->message, ==, "Not enough memory to read a file of 65 MB");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
#endif
}

static void
test_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  const char sgf[] = "(;GM[1]SZ[9];B[ee])";
  g_autoptr(GBytes) bytes = g_bytes_new_static (sgf, sizeof sgf - 1);

  g_cancellable_cancel (cancellable);
  g_assert_null (tg_sgf_read_full_cancellable (bytes, NULL, TG_SGF_READ_KEEP_GOING,
                                               cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-robust/mixed-charsets", test_mixed_charsets);
  g_test_add_func ("/sgf-robust/no-delimiter-swallowed", test_no_delimiter_swallowed);
  g_test_add_func ("/sgf-robust/truncated", test_truncated);
  g_test_add_func ("/sgf-robust/game-garbage", test_game_garbage);
  g_test_add_func ("/sgf-robust/unknown-encoding", test_unknown_encoding);
  g_test_add_func ("/sgf-robust/size-limit", test_size_limit);
  g_test_add_func ("/sgf-robust/fifo", test_fifo);
  g_test_add_func ("/sgf-robust/memory-limit", test_memory_limit);
  g_test_add_func ("/sgf-robust/cancelled", test_cancelled);
  return g_test_run ();
}
