/* test-sgf-save.c: the one save path (tg_sgf_save_data(), the app's Save
 * and `tengen-cli sgf cat --output`) on full disks and read-only folders
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The full disk is a 64 KB tmpfs (skipped where mounting is not allowed),
 * a file size limit (RLIMIT_FSIZE: every machine) and /dev/full; the
 * read-only folder is tested as an unprivileged user (as root: nobody,
 * in a subprocess, running a copy of tengen-cli it can reach; skipped
 * where the uid cannot be changed).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tg-sgf-reader.h"
#include "tg-sgf-writer.h"
#include "tg-test-utils.h"

#define NOBODY 65534

static char *
read_all (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The names in @dir, sorted, joined by spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GPtrArray) names = tg_test_list_dir (dir, NULL);

  g_assert_nonnull (names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* A record of about @kb kilobytes (one long comment). */
static char *
big_record (gsize kb)
{
  GString *s = g_string_new ("(;GM[1]FF[4]SZ[19]C[");

  while (s->len < kb * 1024)
    g_string_append (s, "a long comment ");
  g_string_append (s, "];B[dd])\n");
  return g_string_free (s, FALSE);
}

static char *
cli_path (void)
{
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "tengen-cli", NULL);
}

/* tengen-cli @args through the shared runner: its exit status. */
static int
run_cli (const char *const *args,
         char              **err)
{
  g_auto(TgTestRun) run = { 0 };

  tg_test_run_cliv (&run, NULL, args);
  *err = g_steal_pointer (&run.err);
  return run.status;
}

/* Replacing ----------------------------------------------------------------- */

static void
test_replace (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-sgf-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *link = g_build_filename (dir, "link.sgf", NULL);
  g_autofree char *text = NULL, *names = NULL, *target = NULL;
  struct stat st;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);

  g_assert_true (tg_sgf_save_data (path, "(;B[aa])\n", 9, FALSE, &error));
  g_assert_no_error (error);
  text = read_all (path);
  g_assert_cmpstr (text, ==, "(;B[aa])\n");
  /* The file keeps its mode; no temporary file is left behind. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "game.sgf");

  /* Through a symbolic link: the link stays, the file it names changes. */
  g_assert_cmpint (symlink ("game.sgf", link), ==, 0);
  g_assert_true (tg_sgf_save_data (link, "(;W[bb])\n", 9, FALSE, &error));
  g_assert_no_error (error);
  target = g_file_read_link (link, NULL);
  g_assert_cmpstr (target, ==, "game.sgf");
  g_clear_pointer (&text, g_free);
  text = read_all (path);
  g_assert_cmpstr (text, ==, "(;W[bb])\n");

  /* A folder is not a file to replace. */
  g_assert_false (tg_sgf_save_data (dir, "x", 1, FALSE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);

  g_unlink (link);
  g_unlink (path);
  g_rmdir (dir);
}

/* Full disks ---------------------------------------------------------------- */

/* The old file byte for byte, and nothing else in the folder. */
static void
assert_untouched (const char *dir,
                  const char *path,
                  const char *old,
                  const char *others)
{
  g_autofree char *text = read_all (path);
  g_autofree char *names = list_dir (dir);

  g_assert_cmpstr (text, ==, old);
  g_assert_cmpstr (names, ==, others);
}

static void
test_file_size_limit (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = g_dir_make_tmp ("test-sgf-save-XXXXXX", &error);
      g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
      g_autofree char *big = big_record (8);
      struct rlimit limit = { 4096, 4096 };

      g_assert_true (g_file_set_contents (path, "(;B[aa])", -1, NULL));
      /* Writes past 4 KB fail with EFBIG, as ENOSPC would on a full disk. */
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

      g_assert_false (tg_sgf_save_data (path, big, strlen (big), FALSE, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
      g_assert_cmpstr (error->message, ==, "File too large. The file is unchanged.");
      assert_untouched (dir, path, "(;B[aa])", "game.sgf");
      g_unlink (path);
      g_rmdir (dir);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_dev_full (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-sgf-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *command = NULL;
  g_autofree char *cli = cli_path ();
  int fd = g_open ("/dev/full", O_WRONLY, 0);
  int status = 0;

  if (fd < 0)
    {
      g_test_skip ("no /dev/full");
      return;
    }
  g_assert_false (tg_sgf_write_fd (fd, "(;B[aa])", 8, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  close (fd);
  g_clear_error (&error);

  /* sgf cat to a full standard output: exit 1 and say so. */
  g_assert_true (g_file_set_contents (path, "(;B[aa])", -1, NULL));
  command = g_strdup_printf ("sh -c '\"$0\" sgf cat \"$1\" > /dev/full' %s %s", cli, path);
  g_assert_true (g_spawn_command_line_sync (command, NULL, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_cmpstr (err, ==, "tengen-cli: error: cannot write to standard output: "
                            "No space left on device\n");
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
mount_tmpfs (const char *dir)
{
  g_autofree char *command = g_strdup_printf ("mount -t tmpfs -o size=64k tmpfs %s", dir);
  int status = -1;

  if (geteuid () != 0 ||
      !g_spawn_command_line_sync (command, NULL, NULL, &status, NULL))
    return FALSE;
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

/* Fills the file system of @dir: what is left is too little for a record. */
static void
fill (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  char block[1024];
  int fd = g_open (filler, O_WRONLY | O_CREAT, 0644);

  g_assert_cmpint (fd, >=, 0);
  memset (block, 'x', sizeof block);
  while (write (fd, block, sizeof block) > 0)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  close (fd);
}

static void
test_full_disk (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *mnt = g_dir_make_tmp ("test-sgf-save-tmpfs-XXXXXX", &error);
  g_autofree char *path = g_build_filename (mnt, "game.sgf", NULL);
  g_autofree char *source = NULL, *err = NULL, *expected = NULL, *umount = NULL;
  g_autofree char *big = big_record (100);
  const char *old = "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n";
  int status;

  g_assert_no_error (error);
  if (!mount_tmpfs (mnt))
    {
      g_rmdir (mnt);
      g_test_skip ("cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN)");
      return;
    }
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  fill (mnt);

  /* The app's save (the session calls this very function). */
  g_assert_false (tg_sgf_save_data (path, big, strlen (big), FALSE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_cmpstr (error->message, ==, "No space left on device. The file is unchanged.");
  assert_untouched (mnt, path, old, "filler game.sgf");

  /* The CLI's: exit 1, the message, OUT intact. */
  source = g_build_filename (g_get_tmp_dir (), "test-sgf-save-big.sgf", NULL);
  g_assert_true (g_file_set_contents (source, big, -1, NULL));
  status = run_cli ((const char *[]) { "sgf", "cat", source, "--output", path, NULL }, &err);
  g_assert_cmpint (status, ==, 1);
  expected = g_strdup_printf ("%s: error: No space left on device. The file is unchanged.\n", path);
  g_assert_cmpstr (err, ==, expected);
  assert_untouched (mnt, path, old, "filler game.sgf");

  g_unlink (source);
  umount = g_strdup_printf ("umount %s", mnt);
  g_assert_true (g_spawn_command_line_sync (umount, NULL, NULL, NULL, NULL));
  g_rmdir (mnt);
}

/* Read-only folders --------------------------------------------------------- */

/* A copy of tengen-cli in a new folder of @dir that anyone may enter and
 * run: the user the test switches to may not reach the build tree (a
 * checkout under /root, mode 0700). */
static char *
copy_cli (const char *dir)
{
  g_autofree char *bin = g_build_filename (dir, "bin", NULL);
  g_autofree char *copy = g_build_filename (bin, "tengen-cli", NULL);
  g_autofree char *built = cli_path ();
  g_autoptr(GFile) from = g_file_new_for_path (built);
  g_autoptr(GFile) to = g_file_new_for_path (copy);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (bin, 0755), ==, 0);
  g_file_copy (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (copy, 0755), ==, 0);
  return g_steal_pointer (&copy);
}

/* @cli (a copy of tengen-cli) with @args: its exit status. */
static int
run_cli_copy (const char         *cli,
              const char *const  *args,
              char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                NULL, err, &wait_status, &error);
  g_assert_no_error (error);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static void
test_read_only_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *top = g_dir_make_tmp ("test-sgf-save-XXXXXX", &error);
  g_autofree char *dir = g_build_filename (top, "games", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *bin = g_build_filename (top, "bin", NULL);
  g_autofree char *cli = NULL;
  const char *old = "(;GM[1]FF[4]SZ[9];B[ee])\n";

  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (top, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  cli = copy_cli (top);
  if (geteuid () == 0)
    {
      /* root writes anywhere: the save runs as nobody, who may write the
       * file (its owner) but not the folder (root's, 0755). */
      g_assert_cmpint (chown (path, NOBODY, NOBODY), ==, 0);
    }
  else
    g_assert_cmpint (g_chmod (dir, 0555), ==, 0);

  if (fork () == 0)
    {
      g_autofree char *err = NULL;
      g_autofree char *expected = NULL;
      int status;

      if (geteuid () == 0 && (setgid (NOBODY) != 0 || setuid (NOBODY) != 0))
        _exit (77);
      if (access (dir, W_OK) == 0)
        _exit (77);   /* a capability still lets us write the folder */
      g_assert_cmpint (access (path, W_OK), ==, 0);

      g_assert_false (tg_sgf_save_data (path, "(;B[aa])", 8, FALSE, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      expected = g_strdup_printf ("The folder “%s” is read-only; use Save As… to save the game "
                                  "elsewhere. The file is unchanged.", dir);
      g_assert_cmpstr (error->message, ==, expected);
      assert_untouched (dir, path, old, "game.sgf");

      g_clear_pointer (&expected, g_free);
      status = run_cli_copy (cli, (const char *[]) { "sgf", "cat", path, "--output", path, NULL },
                             &err);
      g_assert_cmpint (status, ==, 1);
      expected = g_strdup_printf ("%s: error: The folder “%s” is read-only; use Save As… to save "
                                  "the game elsewhere. The file is unchanged.\n", path, dir);
      g_assert_cmpstr (err, ==, expected);
      assert_untouched (dir, path, old, "game.sgf");
      _exit (0);
    }
  else
    {
      int status = 0;

      wait (&status);
      g_chmod (dir, 0700);
      g_unlink (path);
      g_rmdir (dir);
      g_unlink (cli);
      g_rmdir (bin);
      g_rmdir (top);
      g_assert_true (WIFEXITED (status));
      if (WEXITSTATUS (status) == 77)
        g_test_skip ("cannot run as an unprivileged user here");
      else
        g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf-save/replace", test_replace);
  g_test_add_func ("/sgf-save/file-size-limit", test_file_size_limit);
  g_test_add_func ("/sgf-save/dev-full", test_dev_full);
  g_test_add_func ("/sgf-save/full-disk", test_full_disk);
  g_test_add_func ("/sgf-save/read-only-folder", test_read_only_folder);
  return g_test_run ();
}
