/* tg-analysis-engines.c: the analysis engines a user has
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "tg-analysis.h"
#include "tg-analysis-engines.h"
#include "tg-engine-registry.h"

char *
tg_analysis_find_leelaz (void)
{
  static const char *const places[] = { "/usr/lib/leelaz/bin/leelaz", NULL };
  const char *override = g_getenv ("TENGEN_LEELAZ");

  if (override != NULL)
    return override[0] != '\0' && g_file_test (override, G_FILE_TEST_IS_EXECUTABLE)
           ? g_strdup (override) : NULL;
  return tg_engine_find_program_in (places, g_getenv ("PATH"), "leelaz");
}

static char *
default_network_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "leela-zero", "best-network", NULL);
}

/* @word as the shell reads it back: quoted only when it has to be. */
static char *
shell_word (const char *word)
{
  if (word[0] == '\0')
    return g_shell_quote (word);
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("_./:=+-,@%", *p) == NULL)
      return g_shell_quote (word);
  return g_strdup (word);
}

char *
tg_analysis_find_leelaz_network (void)
{
  g_autofree char *path = default_network_path ();
  g_autofree char *gz = g_strconcat (path, ".gz", NULL);

  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&path);
  if (g_file_test (gz, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&gz);
  return NULL;
}

static void
set_no_network (GError     **error,
                const char  *missing)
{
  g_autofree char *expected = default_network_path ();

  g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_NO_NETWORK,
               /* Translators: the first %s is a file that is not there, the
                * second the place where Leela Zero looks for its network */
               _("Leela Zero has no network: %s is not there. Leela Zero needs a network "
                 "file to play or analyse; download one (for example the best network "
                 "of the Leela Zero project, https://zero.sjeng.org/best-network, as "
                 "/usr/share/doc/leela-zero/README.Debian says) and save it as %s."),
               missing, expected);
}

char *
tg_analysis_leelaz_command_line (const char  *network,
                                 GError     **error)
{
  g_autofree char *leelaz = tg_analysis_find_leelaz ();
  g_autofree char *found = NULL;
  g_autofree char *quoted_leelaz = NULL;
  g_autofree char *quoted_network = NULL;

  if (leelaz == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("Leela Zero is not installed (Debian package leela-zero)."));
      return NULL;
    }
  if (network == NULL)
    network = found = tg_analysis_find_leelaz_network ();
  if (network == NULL || !g_file_test (network, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *expected = default_network_path ();

      set_no_network (error, network != NULL ? network : expected);
      return NULL;
    }
  quoted_leelaz = shell_word (leelaz);
  quoted_network = shell_word (network);
  return g_strdup_printf ("%s --gtp --noponder --cpu-only -t 1 -w %s",
                          quoted_leelaz, quoted_network);
}

static gboolean
is_leelaz (const char *program)
{
  g_autofree char *base = g_path_get_basename (program);

  return strcmp (base, "leelaz") == 0;
}

/* The index of the network after -w / --weights in @argv, or -1. */
static gint
find_weights (GStrv argv)
{
  for (guint i = 1; argv[i] != NULL; i++)
    if ((strcmp (argv[i], "-w") == 0 || strcmp (argv[i], "--weights") == 0) &&
        argv[i + 1] != NULL)
      return (gint) i + 1;
  return -1;
}

static char *
join_quoted (GStrv argv)
{
  GString *line = g_string_new (NULL);

  for (guint i = 0; argv[i] != NULL; i++)
    {
      g_autofree char *word = shell_word (argv[i]);

      if (i > 0)
        g_string_append_c (line, ' ');
      g_string_append (line, word);
    }
  return g_string_free (line, FALSE);
}

char *
tg_analysis_check_command_line (const char  *command_line,
                                GError     **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GPtrArray) words = NULL;
  g_autofree char *on_path = NULL;
  gint weights;

  if (command_line == NULL || !g_shell_parse_argv (command_line, NULL, &argv, NULL) ||
      !is_leelaz (argv[0]))
    return g_strdup (command_line);

  /* "leelaz" alone: the command line Tengen would choose. */
  if (argv[1] == NULL && strchr (argv[0], '/') == NULL)
    {
      g_autoptr(GError) local = NULL;
      char *line = tg_analysis_leelaz_command_line (NULL, &local);

      if (line != NULL || !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          if (local != NULL)
            g_propagate_error (error, g_steal_pointer (&local));
          return line;
        }
    }

  words = g_ptr_array_new_with_free_func (g_free);
  on_path = g_find_program_in_path (argv[0]);
  if (strchr (argv[0], '/') == NULL && on_path == NULL)
    {
      char *installed = tg_analysis_find_leelaz ();

      g_ptr_array_add (words, installed != NULL ? installed : g_strdup (argv[0]));
    }
  else
    g_ptr_array_add (words, g_strdup (argv[0]));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (words, g_strdup (argv[i]));
  if (!g_strv_contains ((const char *const *) argv, "-g") &&
      !g_strv_contains ((const char *const *) argv, "--gtp"))
    g_ptr_array_add (words, g_strdup ("--gtp"));

  weights = find_weights (argv);
  if (weights < 0)
    {
      char *network = tg_analysis_find_leelaz_network ();

      if (network == NULL)
        {
          g_autofree char *expected = default_network_path ();

          set_no_network (error, expected);
          return NULL;
        }
      g_ptr_array_add (words, g_strdup ("-w"));
      g_ptr_array_add (words, network);
    }
  else if (!g_file_test (argv[weights], G_FILE_TEST_IS_REGULAR))
    {
      set_no_network (error, argv[weights]);
      return NULL;
    }
  g_ptr_array_add (words, NULL);
  return join_quoted ((GStrv) words->pdata);
}
