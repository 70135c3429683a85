/* tg-cli-sgf.c: tengen-cli sgf cat|info|check
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   cat FILE [--encoding ENC] [--output OUT]
 *                               canonical UTF-8 SGF on stdout (or saved to
 *                               OUT as the app saves), warnings on stderr;
 *                               exit 0 loaded, 1 not saved, 2 not loaded
 *   info FILE                   what each game is, and how the text was decoded
 *   check FILE                  every warning and error; exit 1 on an error
 *
 * Problems are printed as "FILE:LINE:COL: warning: ..." (or "error:").
 * Inputs over TG_SGF_MAX_INPUT_SIZE (512 MB), devices and endless pipes
 * are refused with a message.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tg-cli-common.h"
#include "tg-rules.h"
#include "tg-sgf-writer.h"

/* Warnings and errors together, in the order of the file. */
static void
print_all_problems (FILE          *out,
                    const char    *path,
                    TgSgfDocument *doc)
{
  guint i = 0, j = 0;

  while (i < doc->warnings->len || j < doc->errors->len)
    {
      const TgSgfWarning *w = i < doc->warnings->len ? g_ptr_array_index (doc->warnings, i) : NULL;
      const TgSgfWarning *e = j < doc->errors->len ? g_ptr_array_index (doc->errors, j) : NULL;

      if (e != NULL &&
          (w == NULL || e->line < w->line || (e->line == w->line && e->column < w->column)))
        {
          tg_cli_print_problem (out, path, e, "error");
          j++;
        }
      else
        {
          tg_cli_print_problem (out, path, w, "warning");
          i++;
        }
    }
}

/* Reads @path, keeping going past errors; prints an I/O error itself. */
static TgSgfDocument *
load (const char *path,
      const char *encoding)
{
  g_autoptr(GError) error = NULL;
  TgSgfDocument *doc;

  doc = tg_sgf_read_file_full (path, encoding, TG_SGF_READ_KEEP_GOING, &error);
  if (doc == NULL)
    tg_cli_print_error (path, error);
  return doc;
}

/* The options every sgf subcommand shares (--encoding ENC FILE) and
 * @extra (may be NULL): parses them and loads FILE. Returns NULL after
 * printing why (usage or I/O); then *@status holds the exit status. */
static TgSgfDocument *
parse_and_load (const char         *name,
                const char         *summary,
                const GOptionEntry *extra,
                int                 argc,
                char              **argv,
                const char        **path,
                int                *status)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *encoding = NULL;
  TgSgfDocument *doc;
  const GOptionEntry entries[] = {
    { "encoding", 'e', 0, G_OPTION_ARG_STRING, &encoding,
      "Read the file in this charset (default: CA[], else detected)", "ENC" },
    { NULL }
  };

  *status = TG_CLI_EXIT_USAGE;
  context = g_option_context_new ("FILE");
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context,
    "FILE is read whole: records up to 512 MB (reading takes about four times a file's\n"
    "size in memory); larger files, devices and pipes that run past that are refused.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (extra != NULL)
    g_option_context_add_main_entries (context, extra, NULL);
  if (!tg_cli_parse_options (context, name, &argc, &argv))
    return NULL;
  if (argc != 2)
    {
      tg_cli_usage_error (name, "expected one FILE (see --help)");
      return NULL;
    }
  doc = load (argv[1], encoding);
  *path = argv[1];
  return doc;
}

/* cat --------------------------------------------------------------------- */

static int
sgf_cat (int    argc,
         char **argv)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *output = NULL;
  gsize len = 0;
  const char *path;
  int status;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "Save to OUT as the app saves (atomically: OUT is intact on any failure)", "OUT" },
    { NULL }
  };

  doc = parse_and_load ("sgf cat",
    "Reads an SGF file and writes it back as canonical FF[4] UTF-8 on standard output,\n"
    "or with --output saves it to OUT through the app's save (a temporary file renamed\n"
    "over OUT; on any failure OUT is left as it was).\n"
    "Warnings go to standard error as FILE:LINE:COL: warning: ...\n"
    "Exit status: 0 loaded (and saved), 1 could not write or save, 2 could not load.",
    entries, argc, argv, &path, &status);
  if (doc == NULL)
    return status;
  print_all_problems (stderr, path, doc);
  if (doc->errors->len > 0)
    return TG_CLI_EXIT_USAGE;

  text = tg_sgf_write (doc->tree, &len);
  if (output != NULL)
    {
      if (!tg_sgf_save_data (output, text, len, FALSE, &error))
        {
          tg_cli_print_error (output, error);
          return TG_CLI_EXIT_FAILED;
        }
      return TG_CLI_EXIT_OK;
    }
  return tg_cli_write_output (text, len) ? TG_CLI_EXIT_OK : TG_CLI_EXIT_FAILED;
}

/* info -------------------------------------------------------------------- */

/* The root properties that info shows, read in one pass over the root's
 * properties (the first value of each, unescaped as
 * tg_game_tree_get_text() would). */
enum { PB, BR, PW, WR, RE, RU, DT, EV, KM, HA, SZ, N_SHOWN };

static const char *const shown_ids[N_SHOWN] = {
  "PB", "BR", "PW", "WR", "RE", "RU", "DT", "EV", "KM", "HA", "SZ",
};

typedef struct
{
  char *text[N_SHOWN];   /* NULL when the root has no such property */
} RootTexts;

static void
root_texts_read (RootTexts  *rt,
                 TgGameTree *tree,
                 TgNode      root)
{
  TgPropIter it;
  const char *id;
  guint n;

  memset (rt, 0, sizeof *rt);
  tg_prop_iter_init (&it, tree, root);
  while (tg_prop_iter_next (&it, &id, &n))
    for (guint i = 0; i < N_SHOWN && n > 0 && id[1] != '\0' && id[2] == '\0'; i++)
      if (rt->text[i] == NULL && id[0] == shown_ids[i][0] && id[1] == shown_ids[i][1])
        {
          gsize len;
          const char *raw = tg_prop_iter_next_value (&it, &len);

          rt->text[i] = tg_sgf_value_unescape (raw, len, tg_sgf_prop_is_simple_text (id));
          break;
        }
}

static void
root_texts_clear (RootTexts *rt)
{
  for (guint i = 0; i < N_SHOWN; i++)
    g_free (rt->text[i]);
}

static const char *
text_or_dash (const RootTexts *rt,
              guint            which)
{
  const char *text = rt->text[which];

  return text == NULL || text[0] == '\0' ? "-" : text;
}

/* Info's lines are put in a buffer of its own and written a buffer at a
 * time on the buffered stdout (g_print() flushed each line: a write()
 * per line was a third of the time of info on a collection of 3 390
 * games; GString's appends were a tenth of what was left).
 * tg_cli_finish_output() flushes stdout and reports. */
typedef struct
{
  gsize len;
  char  data[16384];
} Out;

static void
out_flush (Out *out)
{
  fwrite (out->data, 1, out->len, stdout);
  out->len = 0;
}

static inline void
out_put (Out        *out,
         const char *text,
         gsize       len)
{
  if (len > sizeof out->data - out->len)
    {
      out_flush (out);
      if (len > sizeof out->data)
        {
          fwrite (text, 1, len, stdout);
          return;
        }
    }
  memcpy (out->data + out->len, text, len);
  out->len += len;
}

static inline void
out_str (Out        *out,
         const char *text)
{
  out_put (out, text, strlen (text));
}

static void
out_count (Out        *out,
           const char *label,
           guint       count,
           const char *after)
{
  char digits[16];
  guint n = sizeof digits;

  do
    digits[--n] = (char) ('0' + count % 10);
  while ((count /= 10) != 0);
  out_str (out, label);
  out_put (out, digits + n, sizeof digits - n);
  out_str (out, after);
}

/* "LABEL TEXT\n". */
static void
out_line (Out        *out,
          const char *label,
          const char *text)
{
  out_str (out, label);
  out_str (out, text);
  out_put (out, "\n", 1);
}

static void
out_player (Out             *out,
            const RootTexts *rt,
            guint            name,
            guint            rank)
{
  out_str (out, text_or_dash (rt, name));
  if (rt->text[rank] != NULL && rt->text[rank][0] != '\0')
    {
      out_put (out, " (", 2);
      out_str (out, rt->text[rank]);
      out_put (out, ")", 1);
    }
  out_put (out, "\n", 1);
}

static void
out_komi (Out             *out,
          const RootTexts *rt)
{
  const char *komi = rt->text[KM];
  TgHalfPoints km;

  if (komi == NULL)
    out_put (out, "-", 1);
  else if (tg_half_points_from_string (komi, &km))
    /* What tg_half_points_to_string() writes ("-6.5", "7"), without a
     * string of its own for each game. */
    out_count (out, km < 0 ? "-" : "", (guint) ABS (km) / 2, ABS (km) % 2 ? ".5" : "");
  else
    {
      out_str (out, komi);
      out_str (out, " (not a number)");
    }
  out_put (out, "\n", 1);
}

/* @len bytes at @text without the ASCII white space at either end. */
static void
out_stripped (Out        *out,
              const char *text,
              gsize       len)
{
  while (len > 0 && g_ascii_isspace (text[0]))
    text++, len--;
  while (len > 0 && g_ascii_isspace (text[len - 1]))
    len--;
  out_put (out, text, len);
}

/* SZ[19] as "19×19", SZ[19:13] as "19×13" (each side stripped). */
static void
out_size (Out             *out,
          const RootTexts *rt)
{
  const char *size = rt->text[SZ], *colon;

  if (size == NULL)
    {
      out_str (out, "19×19\n");
      return;
    }
  colon = strchr (size, ':');
  if (colon == NULL)
    colon = size + strlen (size);
  out_stripped (out, size, colon - size);
  out_str (out, "×");
  if (*colon == ':')
    out_stripped (out, colon + 1, strlen (colon + 1));
  else
    out_stripped (out, size, colon - size);
  out_put (out, "\n", 1);
}

/* One game's lines. */
static void
print_game (Out        *out,
            TgGameTree *tree,
            guint       game)
{
  TgNode root = tg_game_tree_get_root (tree, game);
  guint moves = 0, nodes = 0, variations = 0;
  RootTexts rt;

  root_texts_read (&rt, tree, root);
  tg_game_tree_count_subtree (tree, root, &nodes, &variations, &moves);

  out_count (out, "\nGame ", game + 1, "\n");
  out_str (out, "  Black:      ");
  out_player (out, &rt, PB, BR);
  out_str (out, "  White:      ");
  out_player (out, &rt, PW, WR);
  out_line (out, "  Result:     ", text_or_dash (&rt, RE));
  out_str (out, "  Komi:       ");
  out_komi (out, &rt);
  out_line (out, "  Rules:      ", text_or_dash (&rt, RU));
  out_str (out, "  Size:       ");
  out_size (out, &rt);
  out_line (out, "  Handicap:   ", text_or_dash (&rt, HA));
  out_line (out, "  Date:       ", text_or_dash (&rt, DT));
  out_line (out, "  Event:      ", text_or_dash (&rt, EV));
  out_count (out, "  Moves:      ", moves, " (main line)\n");
  out_count (out, "  Nodes:      ", nodes, "\n");
  out_count (out, "  Variations: ", variations, "\n");
  root_texts_clear (&rt);
}

/* An imported record's format (TgSgfDocument.format) in words. */
static const char *
format_name (const char *format)
{
  if (strcmp (format, "gib") == 0)
    return "Tygem GIB (imported)";
  if (strcmp (format, "ngf") == 0)
    return "WBaduk NGF (imported)";
  if (strcmp (format, "ugf") == 0)
    return "PandaNet UGF/UGI (imported)";
  return format;
}

static int
sgf_info (int    argc,
          char **argv)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  g_autofree Out *out = NULL;
  guint n_games;
  const char *path;
  int status;

  doc = parse_and_load ("sgf info",
    "Describes each game of an SGF file: players, ranks, result, komi (points), rules,\n"
    "size, handicap, date, event, main-line moves, nodes, variations; and the encoding\n"
    "used and how it was decided. Tygem .gib, WBaduk .ngf and PandaNet .ugf/.ugi\n"
    "records are imported and described the same way (with their format).\n"
    "Exit status: 0 loaded, 2 could not load.",
    NULL, argc, argv, &path, &status);
  if (doc == NULL)
    return status;
  if (doc->errors->len > 0)
    {
      print_all_problems (stderr, path, doc);
      return TG_CLI_EXIT_USAGE;
    }

  n_games = tg_game_tree_get_n_games (doc->tree);
  printf ("File:       %s\n", path);
  if (doc->format != NULL)
    printf ("Format:     %s\n", format_name (doc->format));
  printf ("Encoding:   %s%s\n", doc->encoding, doc->encoding_guessed ? " (guessed)" : "");
  printf ("  decided:  %s\n", doc->encoding_reason);
  printf ("Games:      %u\n", n_games);
  printf ("Warnings:   %u\n", doc->warnings->len);
  out = g_new (Out, 1);
  out->len = 0;
  for (guint g = 0; g < n_games; g++)
    print_game (out, doc->tree, g);
  out_flush (out);
  return TG_CLI_EXIT_OK;
}

/* check ------------------------------------------------------------------- */

static int
sgf_check (int    argc,
           char **argv)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  const char *path;
  int status;

  doc = parse_and_load ("sgf check",
    "Lists every warning and error of an SGF file as FILE:LINE:COL: warning|error: ...\n"
    "Exit status: 0 no errors (warnings allowed), 1 errors, 2 unreadable file.",
    NULL, argc, argv, &path, &status);
  if (doc == NULL)
    return status;
  print_all_problems (stdout, path, doc);
  g_print ("%s: %u error%s, %u warning%s (encoding %s)\n", path,
           doc->errors->len, doc->errors->len == 1 ? "" : "s",
           doc->warnings->len, doc->warnings->len == 1 ? "" : "s", doc->encoding);
  return doc->errors->len > 0 ? TG_CLI_EXIT_FAILED : TG_CLI_EXIT_OK;
}

/* Dispatch ---------------------------------------------------------------- */

static const struct
{
  const char   *name;
  TgCliCommand  run;
  const char   *summary;
} subcommands[] = {
  { "cat",   sgf_cat,   "write a file back as canonical UTF-8 SGF (warnings on stderr)" },
  { "info",  sgf_info,  "describe the games of a file and how its text was decoded" },
  { "check", sgf_check, "list every warning and error with line and column" },
};

static void
print_sgf_usage (FILE *out)
{
  fprintf (out, "Usage: tengen-cli sgf COMMAND FILE [OPTIONS...]\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    fprintf (out, "  %-7s %s\n", subcommands[i].name, subcommands[i].summary);
  fprintf (out, "\nRun “tengen-cli sgf COMMAND --help” for a command's options.\n");
}

int
tg_cli_sgf (int    argc,
            char **argv)
{
  if (argc < 2)
    {
      print_sgf_usage (stderr);
      return TG_CLI_EXIT_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      print_sgf_usage (stdout);
      return TG_CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (g_str_equal (argv[1], subcommands[i].name))
      return subcommands[i].run (argc - 1, argv + 1);

  g_printerr ("tengen-cli sgf: unknown command “%s”\n\n", argv[1]);
  print_sgf_usage (stderr);
  return TG_CLI_EXIT_USAGE;
}
