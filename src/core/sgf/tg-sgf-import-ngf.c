/* tg-sgf-import-ngf.c: WBaduk (Cyberoro) NGF records
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lines in a fixed order: 1 the game's kind ("Rated game"), 2 the board
 * size, 3 White and 4 Black ("LQC         9DP": a name, then a rank where
 * "DP" is professional), 5 the site, 6 the handicap, 7 a number whose
 * meaning is not known, 8 the komi in whole points (an even game's half
 * point is implied), 9 the date "20170316 [09:37]", 10 another unknown
 * number, 11 the result in words ("Black wins by 0.5!", "White wins by
 * resign!"), 12 the number of moves; then one move a line, "PMABBREER":
 * "PM", the move's number in two letters, the colour, and the point twice
 * (column then row, then row then column) in letters from 'B' for the
 * first line at the top left; "AA" is a pass.
 *
 * An older layout starts each header line with "GI": 1 the event, 2
 * White, 3 Black, 6 the date "2006-9-5", 7 the size, 8 the handicap, 10
 * the komi, 11 the number of moves (4, 5 and 9 unknown); after the moves,
 * "IDB[211] text[EndTxt]" is a comment on move 211.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-import-private.h"

#define N_HEADER_LINES 12

/* "9DP" → "9p", "7D*" → "7d*", "15K" → "15k". */
static char *
rank (const char *raw)
{
  GString *out = g_string_new (NULL);

  for (const char *s = raw; *s != '\0'; s++)
    {
      if (s[0] == 'D' && s[1] == 'P')
        {
          g_string_append_c (out, 'p');
          s++;
        }
      else
        g_string_append_c (out, g_ascii_tolower (*s));
    }
  return g_string_free (out, FALSE);
}

static void
set_player (TgSgfImport     *imp,
            const TgSgfLine *line,
            const char      *name_id,
            const char      *rank_id)
{
  g_autofree char *text = g_strstrip (g_strndup (line->s, line->len));
  char *space = strrchr (text, ' ');

  if (space != NULL)
    {
      g_autofree char *r = rank (space + 1);

      *space = '\0';
      _tg_sgf_import_set (imp, rank_id, r);
    }
  _tg_sgf_import_set (imp, name_id, text);
}

/* "20170316 [09:37]" */
static void
set_date (TgSgfImport     *imp,
          const TgSgfLine *line)
{
  g_autofree char *text = g_strstrip (g_strndup (line->s, line->len));
  char date[11];

  for (guint i = 0; i < 8; i++)
    if (!g_ascii_isdigit (text[i]))
      {
        _tg_sgf_warn (imp->ctx, line->offset, _("The date is not “YYYYMMDD”; it was kept in "
                                                "the comment"));
        _tg_sgf_import_note (imp, _("Date"), text);
        return;
      }
  g_snprintf (date, sizeof date, "%.4s-%.2s-%.2s", text, text + 4, text + 6);
  tg_game_tree_set_value (imp->tree, imp->root, "DT", date);
  g_strdelimit (text + 8, "[]", ' ');
  _tg_sgf_import_note (imp, _("Started"), g_strstrip (text + 8));
}

/* "Black wins by 0.5!", "White wins by  resign!", "... by time!" */
static void
set_result (TgSgfImport     *imp,
            const TgSgfLine *line)
{
  g_autofree char *text = g_strstrip (g_strndup (line->s, line->len));
  g_autofree char *lower = g_ascii_strdown (text, -1);
  g_autofree char *re = NULL;
  char winner = 0;
  const char *margin = NULL;
  char number[32];

  if (strstr (lower, "black win") != NULL || strstr (lower, "white lose") != NULL)
    winner = 'B';
  else if (strstr (lower, "white win") != NULL || strstr (lower, "black lose") != NULL)
    winner = 'W';
  if (strstr (lower, "resign") != NULL)
    margin = "R";
  else if (strstr (lower, "time") != NULL)
    margin = "T";
  else
    {
      /* The last number of the line is the margin. */
      for (const char *s = text; *s != '\0'; s++)
        if (g_ascii_isdigit (*s) && (s == text || (!g_ascii_isdigit (s[-1]) && s[-1] != '.')))
          {
            char *end;
            double v = g_ascii_strtod (s, &end);

            margin = _tg_sgf_import_is_margin (v)
                     ? g_ascii_formatd (number, sizeof number, "%g", v) : NULL;
            s = end - 1;
          }
    }
  if (winner == 0)
    {
      _tg_sgf_import_note (imp, _("Result"), text);
      return;
    }
  if (margin == NULL)
    _tg_sgf_import_note (imp, _("Result"), text);
  re = _tg_sgf_import_result (winner, margin);
  tg_game_tree_set_value (imp->tree, imp->root, "RE", re);
}

static void
read_header_line (TgSgfImport     *imp,
                  const TgSgfLine *line,
                  long            *handicap,
                  long            *komi)
{
  g_autofree char *text = g_strstrip (g_strndup (line->s, line->len));
  long v;

  switch (line->number)
    {
    case 1:
      _tg_sgf_import_set (imp, "GN", text);
      break;
    case 2:
      if (!_tg_sgf_import_long (text, strlen (text), &v))
        v = 0;
      _tg_sgf_import_set_size (imp, v, line->offset);
      break;
    case 3:
      set_player (imp, line, "PW", "WR");
      break;
    case 4:
      set_player (imp, line, "PB", "BR");
      break;
    case 5:
      _tg_sgf_import_set (imp, "PC", text);
      break;
    case 6:
      if (!_tg_sgf_import_long (text, strlen (text), handicap))
        _tg_sgf_warn (imp->ctx, line->offset, _("The handicap is not a number; read as none"));
      break;
    case 8:
      if (!_tg_sgf_import_long (text, strlen (text), komi))
        _tg_sgf_warn (imp->ctx, line->offset, _("The komi is not a number; read as none"));
      break;
    case 9:
      set_date (imp, line);
      break;
    case 11:
      set_result (imp, line);
      break;
    default:
      break;
    }
}

/* The older layout's header line @number (from 1), "GI" removed. */
static void
read_gi_line (TgSgfImport     *imp,
              const TgSgfLine *line,
              guint            number,
              long            *handicap,
              long            *komi,
              long            *n_moves)
{
  TgSgfLine rest = { line->s + 2, line->len - 2, line->offset + 2, line->number };
  g_autofree char *text = g_strstrip (g_strndup (rest.s, rest.len));
  long v;

  switch (number)
    {
    case 1:
      _tg_sgf_import_set (imp, "EV", text);
      break;
    case 2:
      set_player (imp, &rest, "PW", "WR");
      break;
    case 3:
      set_player (imp, &rest, "PB", "BR");
      break;
    case 6:
      {
        guint y, m, d;
        char date[16];

        if (sscanf (text, "%u-%u-%u", &y, &m, &d) == 3 && y >= 1000 && y <= 9999 && m >= 1 &&
            m <= 12 && d >= 1 && d <= 31)
          {
            g_snprintf (date, sizeof date, "%04u-%02u-%02u", y, m, d);
            tg_game_tree_set_value (imp->tree, imp->root, "DT", date);
          }
        else
          _tg_sgf_import_note (imp, _("Date"), text);
      }
      break;
    case 7:
      _tg_sgf_import_set_size (imp, _tg_sgf_import_long (text, strlen (text), &v) ? v : 0,
                               rest.offset);
      break;
    case 8:
      if (!_tg_sgf_import_long (text, strlen (text), handicap))
        *handicap = 0;
      break;
    case 10:
      if (!_tg_sgf_import_long (text, strlen (text), komi))
        *komi = G_MINLONG;
      break;
    case 11:
      if (!_tg_sgf_import_long (text, strlen (text), n_moves))
        *n_moves = -1;
      break;
    default:
      break;
    }
}

/* "IDB[211] text[EndTxt]": a comment on move 211 of @moves. */
static void
read_gi_comment (TgSgfImport     *imp,
                 GArray          *moves,
                 const TgSgfLine *line)
{
  g_autofree char *text = g_strndup (line->s, line->len);
  char *open = strchr (text, '['), *close, *end;
  long number;

  if (open == NULL || (close = strchr (open, ']')) == NULL ||
      !_tg_sgf_import_long (open + 1, close - open - 1, &number) || number < 1 ||
      (guint) number > moves->len)
    {
      _tg_sgf_warn (imp->ctx, line->offset, _("A comment line that is not “ID”, a colour, "
                                              "“[move]” and its text was ignored"));
      return;
    }
  if ((end = strstr (close, "[EndTxt]")) != NULL)
    *end = '\0';
  _tg_sgf_import_comment (imp, g_array_index (moves, TgNode, number - 1),
                          g_strstrip (close + 1));
}

static void
set_komi (TgSgfImport *imp,
          long         handicap,
          long         komi)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  double points = komi;

  if (komi == G_MINLONG)
    return;
  if (handicap < 2)
    points += komi < 0 ? -0.5 : 0.5;
  tg_game_tree_set_value (imp->tree, imp->root, "KM",
                          g_ascii_formatd (buf, sizeof buf, "%g", points));
}

static TgNode
read_move (TgSgfImport     *imp,
           TgNode           last,
           const TgSgfLine *line)
{
  char color;
  int x, y;
  TgNode node;

  if (line->len < 7 || line->s[0] != 'P' || line->s[1] != 'M' ||
      (line->s[4] != 'B' && line->s[4] != 'W'))
    {
      _tg_sgf_warn (imp->ctx, line->offset,
                    _("A move line that is not “PM”, a number, a colour and a point was "
                      "ignored"));
      return last;
    }
  color = line->s[4];
  if (line->s[5] == 'A' && line->s[6] == 'A')
    x = y = -1;
  else
    {
      x = line->s[5] - 'B';
      y = line->s[6] - 'B';
    }
  node = _tg_sgf_import_move (imp, last, color, x, y, line->offset);
  return node != TG_NODE_NONE ? node : last;
}

void
_tg_sgf_import_ngf (TgSgfImport *imp)
{
  TgSgfLine line;
  long handicap = 0, komi = G_MINLONG, n_moves = -1;
  TgNode last = imp->root;
  guint moves = 0, gi_lines = 0;
  gsize end = 0;
  gboolean gi = imp->ctx->len >= 2 && strncmp (imp->ctx->text, "GI", 2) == 0;
  g_autoptr(GArray) nodes = g_array_new (FALSE, FALSE, sizeof (TgNode));

  while (_tg_sgf_import_next_line (imp, &line))
    {
      end = line.offset + line.len;
      if (gi && moves == 0 && line.len >= 2 && strncmp (line.s, "GI", 2) == 0)
        read_gi_line (imp, &line, ++gi_lines, &handicap, &komi, &n_moves);
      else if (gi && line.len >= 2 && strncmp (line.s, "ID", 2) == 0)
        read_gi_comment (imp, nodes, &line);
      else if (gi && line.len >= 2 && strncmp (line.s, "GI", 2) == 0)
        continue;
      else if (!gi && line.number < N_HEADER_LINES)
        read_header_line (imp, &line, &handicap, &komi);
      else if (!gi && line.number == N_HEADER_LINES)
        {
          g_autofree char *text = g_strndup (line.s, line.len);

          if (!_tg_sgf_import_long (text, strlen (text), &n_moves))
            n_moves = -1;
        }
      else if (line.len > 0 && !g_ascii_isspace (line.s[0]))
        {
          TgNode node = read_move (imp, last, &line);

          if (node != last)
            {
              moves++;
              g_array_append_val (nodes, node);
            }
          last = node;
        }
    }
  if (!gi && imp->line_number < N_HEADER_LINES)
    _tg_sgf_warn (imp->ctx, end, _("The file ends inside its header (cut short?)"));
  _tg_sgf_import_handicap (imp, handicap, 0);
  set_komi (imp, handicap, komi);
  if (n_moves >= 0 && moves < (gulong) n_moves && !imp->ctx->cancelled)
    _tg_sgf_warn (imp->ctx, end,
                  _("The header announces %ld moves but the file has %u (cut short?)"),
                  n_moves, moves);
}
