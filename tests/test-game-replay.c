/* test-game-replay.c: the checks of fuzz/fuzz-game-replay.c on fixed inputs
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file of data/game/regress/ (inputs the fuzzer found) and of
 * data/sgf/regress/ goes through the fuzz target's replay, walk, edits,
 * round trip, dead stones and count under every preset; a broken
 * invariant aborts the test. So the fuzzer's findings stay fixed in the
 * normal test suite, built without libFuzzer.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>
#include <glib.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static guint
replay_folder (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  if (d == NULL)
    return 0;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *data = NULL;
      gsize len = 0;

      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_test_message ("%s", path);
      LLVMFuzzerTestOneInput ((const uint8_t *) data, len);
      n++;
    }
  return n;
}

static void
test_regressions (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "game", "regress", NULL);
  g_autofree char *sgf = g_test_build_filename (G_TEST_DIST, "data", "sgf", "regress", NULL);
  g_autofree char *ui = g_test_build_filename (G_TEST_DIST, "data", "ui", NULL);
  guint n = replay_folder (game) + replay_folder (sgf) + replay_folder (ui);

  g_assert_cmpuint (n, >=, 10);
}

static void
test_inputs (void)
{
  static const char *const inputs[] = {
    /* A ko fought back and forth, a capture, a handicap game. */
    "(;GM[1]SZ[5];B[bb];W[cb];B[ac];W[bc];B[cc];W[dc];B[bd];W[cd];B[ab];W[bc];B[cc])",
    "(;GM[1]SZ[9]HA[2]AB[cc][gg];W[ee];B[ce];W[de];B[cd])",
    "(;GM[1]SZ[9]RU[Chinese]KM[7.5];B[ee];W[];B[])",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    LLVMFuzzerTestOneInput ((const uint8_t *) inputs[i], strlen (inputs[i]));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  LLVMFuzzerInitialize (&argc, &argv);
  g_test_add_func ("/game-replay/regressions", test_regressions);
  g_test_add_func ("/game-replay/inputs", test_inputs);
  return g_test_run ();
}
