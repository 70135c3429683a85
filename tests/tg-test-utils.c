/* tg-test-utils.c: helpers for the core tests
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <glib/gstdio.h>

#include "tg-test-utils.h"
#include "tg-deadstones.h"
#include "tg-score.h"

/* Whether @line is a header of column labels: "A B C D E F G H J", the
 * labels tg_point_column_label() gives, in order from A, spaces apart. */
static gboolean
is_column_header (const char *line)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  guint column = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      char label[4];

      if (words[i][0] == '\0')
        continue;
      if (!g_str_equal (words[i], tg_point_column_label (column, label)))
        return FALSE;
      column++;
    }
  return column > 0;
}

/* Strips row labels ("9 ", "19") and a letter header from a diagram. */
static char *
clean_diagram (const char *diagram)
{
  g_auto(GStrv) lines = g_strsplit (diagram, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i]; i++)
    {
      const char *l = lines[i];

      while (*l == ' ')
        l++;
      if (*l == '\0' || is_column_header (l))
        continue;
      while (g_ascii_isdigit (*l))
        l++;
      g_string_append (out, l);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

void
tg_test_board_from_diagram (TgBoard    *board,
                            const char *diagram)
{
  g_autofree char *clean = clean_diagram (diagram);

  if (!tg_board_from_diagram (board, clean))
    g_error ("malformed test diagram:\n%s", diagram);
}

void
tg_test_assert_finished_count (const char *diagram,
                               const char *jp_result,
                               const char *cn_result,
                               guint       n_dead)
{
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      TgBoard b;
      TgDeadstonesOptions options;
      guint8 dead[TG_ARRAY_SIZE];
      TgScoreInput in;
      g_autoptr(TgScore) jp = NULL;
      g_autoptr(TgScore) cn = NULL;
      guint count = 0;

      tg_test_board_from_diagram (&b, diagram);
      tg_deadstones_options_init (&options);
      options.finished = TRUE;
      tg_deadstones_guess_full (&b, tg_rules_get_preset (TG_RULES_JAPANESE), seed, &options,
                                dead, NULL);
      for (guint i = 0; i < TG_ARRAY_SIZE; i++)
        count += dead[i] != 0;
      g_assert_cmpuint (count, ==, n_dead);

      tg_score_input_init (&in, &b, tg_rules_get_preset (TG_RULES_JAPANESE));
      in.dead = dead;
      in.komi = 0;
      jp = tg_score_compute (&in);
      g_assert_cmpstr (jp->result, ==, jp_result);

      tg_score_input_init (&in, &b, tg_rules_get_preset (TG_RULES_CHINESE));
      in.dead = dead;
      in.komi = 0;
      cn = tg_score_compute (&in);
      g_assert_cmpstr (cn->result, ==, cn_result);
    }
}

TgPoint
tg_test_point (const char *gtp,
               guint       width,
               guint       height)
{
  TgPoint p;

  if (!tg_point_from_gtp (gtp, width, height, &p))
    g_error ("bad test point %s", gtp);
  return p;
}

TgGame *
tg_test_game_from_diagram (const char    *diagram,
                           TgRulesPreset  preset,
                           TgColor        to_play)
{
  TgBoard board;
  TgGameSetup setup;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_test_board_from_diagram (&board, diagram);
  tg_game_setup_init (&setup, board.width, preset);
  setup.height = board.height;
  setup.rules.seated_stones = FALSE;
  setup.rules.white_first = FALSE;
  game = tg_game_new (&setup, &error);
  g_assert_no_error (error);

  for (guint y = 0; y < board.height; y++)
    for (guint x = 0; x < board.width; x++)
      {
        TgColor c = tg_board_get (&board, tg_point (x, y));
        if (c != TG_EMPTY)
          tg_game_set_setup_stone (game, tg_point (x, y), c);
      }
  {
    const char *pl = to_play == TG_WHITE ? "W" : "B";
    tg_game_set_node_values (game, "PL", &pl, 1);
  }
  tg_game_set_modified (game, FALSE);
  g_assert_cmpint (tg_game_get_to_play (game), ==, to_play);
  return game;
}

void
tg_test_play_sequence (TgGame     *game,
                       const char *moves)
{
  g_auto(GStrv) tokens = g_strsplit_set (moves, " ,", -1);

  for (guint i = 0; tokens[i]; i++)
    {
      TgColor color;
      TgPoint p;
      TgMoveVerdict v;

      if (tokens[i][0] == '\0')
        continue;
      if (strcmp (tokens[i], "B") == 0 || strcmp (tokens[i], "W") == 0)
        {
          color = tokens[i][0] == 'B' ? TG_BLACK : TG_WHITE;
          i++;
          g_assert_nonnull (tokens[i]);
        }
      else
        color = tg_game_get_to_play (game);

      p = tg_test_point (tokens[i], tg_game_get_width (game), tg_game_get_height (game));
      if (p == TG_PASS)
        {
          g_assert_cmpint (color, ==, tg_game_get_to_play (game));
          tg_game_pass (game);
          continue;
        }
      v = tg_game_play_as (game, p, color);
      if (v != TG_MOVE_OK)
        g_error ("move %s %s: %s", color == TG_BLACK ? "B" : "W", tokens[i],
                 tg_move_verdict_to_string (v));
    }
}

const char *
tg_test_corpus_dir (void)
{
  const char *dir = g_getenv ("TENGEN_TEST_CORPUS");

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    return NULL;
  return dir;
}

char *
tg_test_corpus_fixture (const char *first,
                        ...)
{
  const char *corpus = tg_test_corpus_dir ();
  g_autoptr(GPtrArray) parts = NULL;
  g_autofree char *path = NULL;
  va_list ap;

  if (corpus == NULL)
    {
      g_test_skip ("no corpus (set TENGEN_TEST_CORPUS)");
      return NULL;
    }
  parts = g_ptr_array_new ();
  g_ptr_array_add (parts, (gpointer) corpus);
  va_start (ap, first);
  for (const char *p = first; p != NULL; p = va_arg (ap, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (ap);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_fail_printf ("the corpus fixture %s is missing", path);
      return NULL;
    }
  return g_steal_pointer (&path);
}

void
tg_test_collect_sgf_files (const char *dir,
                           GPtrArray  *out)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        tg_test_collect_sgf_files (path, out);
      else if (g_str_has_suffix (name, ".sgf") || g_str_has_suffix (name, ".SGF"))
        g_ptr_array_add (out, g_steal_pointer (&path));
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

void
tg_test_sort_strings (GPtrArray *strings)
{
  g_ptr_array_sort (strings, compare_strings);
}

GPtrArray *
tg_test_list_dir (const char *dir,
                  const char *suffix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *names;
  const char *name;

  if (d == NULL)
    return NULL;
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (d)) != NULL)
    if (suffix == NULL || g_str_has_suffix (name, suffix))
      g_ptr_array_add (names, g_strdup (name));
  tg_test_sort_strings (names);
  return names;
}

/* SGF -------------------------------------------------------------------- */

char *
tg_test_props_text (TgGameTree *tree,
                    TgNode      node)
{
  GString *s = g_string_new (NULL);
  TgPropIter it;
  const char *id;
  guint n;

  tg_prop_iter_init (&it, tree, node);
  while (tg_prop_iter_next (&it, &id, &n))
    {
      g_string_append (s, id);
      for (guint i = 0; i < n; i++)
        {
          gsize len;
          const char *v = tg_prop_iter_next_value (&it, &len);

          g_string_append_c (s, '[');
          g_string_append_len (s, v, len);
          g_string_append_c (s, ']');
        }
    }
  return g_string_free (s, FALSE);
}

char *
tg_test_warnings_text (TgSgfDocument *doc)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < doc->warnings->len; i++)
    {
      const TgSgfWarning *w = g_ptr_array_index (doc->warnings, i);

      g_string_append_printf (s, "%u:%u: %s\n", w->line, w->column, w->message);
    }
  return g_string_free (s, FALSE);
}

char *
tg_test_encode (const char *utf8,
                const char *charset,
                gsize      *len)
{
  g_autoptr(GError) error = NULL;
  char *out = g_convert (utf8, -1, charset, "UTF-8", NULL, len, &error);

  g_assert_no_error (error);
  return out;
}

/* Running tengen-cli ------------------------------------------------------- */

void
tg_test_run_clear (TgTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
tg_test_run_cliv (TgTestRun          *run,
                  const char         *data_dir,
                  const char *const  *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "tengen-cli",
                                                NULL));
  for (guint i = 0; args[i] != NULL; i++)
    if (data_dir != NULL && g_str_has_suffix (args[i], ".sgf") && strchr (args[i], '/') == NULL)
      g_ptr_array_add (argv, g_test_build_filename (G_TEST_DIST, "data", data_dir, args[i], NULL));
    else
      g_ptr_array_add (argv, g_strdup (args[i]));
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

GPtrArray *
tg_test_collect_args (const char *first,
                      va_list     ap)
{
  GPtrArray *args = g_ptr_array_new ();

  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  g_ptr_array_add (args, NULL);
  return args;
}

void
tg_test_run_cli (TgTestRun  *run,
                 const char *data_dir,
                 const char *first,
                 ...)
{
  g_autoptr(GPtrArray) args = NULL;
  va_list ap;

  va_start (ap, first);
  args = tg_test_collect_args (first, ap);
  va_end (ap);
  tg_test_run_cliv (run, data_dir, (const char *const *) args->pdata);
}

char *
tg_test_cli_output (const char  *command,
                    int         *status,
                    char       **err,
                    const char  *first,
                    ...)
{
  g_auto(TgTestRun) run = { 0 };
  g_autoptr(GPtrArray) args = NULL;
  va_list ap;

  va_start (ap, first);
  args = tg_test_collect_args (first, ap);
  va_end (ap);
  g_ptr_array_insert (args, 0, (char *) command);
  tg_test_run_cliv (&run, command, (const char *const *) args->pdata);
  *status = run.status;
  if (err != NULL)
    *err = g_steal_pointer (&run.err);
  return g_steal_pointer (&run.out);
}

/* Temporary folders ------------------------------------------------------- */

TgTestTempDir *
tg_test_temp_dir_new (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  return dir;
}

void
tg_test_remove_tree (const char *path)
{
  GDir *dir;

  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK) &&
      (dir = g_dir_open (path, 0, NULL)) != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          tg_test_remove_tree (child);
        }
      g_dir_close (dir);
      if (g_rmdir (path) != 0)
        g_test_message ("cannot remove %s: %s", path, g_strerror (errno));
      return;
    }
  if (g_remove (path) != 0 && errno != ENOENT)
    g_test_message ("cannot remove %s: %s", path, g_strerror (errno));
}

void
tg_test_temp_dir_free (TgTestTempDir *dir)
{
  if (dir == NULL)
    return;
  tg_test_remove_tree (dir);
  g_free (dir);
}

double
tg_test_process_cpu_seconds (void)
{
  struct timespec cpu;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu) != 0)
    return 0;
  return cpu.tv_sec + cpu.tv_nsec / 1e9;
}
