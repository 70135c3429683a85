/* tg-sgf-import-gib.c: Tygem GIB records
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A header of lines \[NAME=value\] between \HS and \HE, then the game
 * between \GS and \GE: "INI 0 1 H &4" gives the handicap H, "STO 0 N C X
 * Y" a move (N its number, C 1 for Black and 2 for White, X and Y from 0
 * at the top left). GAMEINFOMAIN holds "GRLT:r,ZIPSU:z,DUM:d,GONGJE:k"
 * (r: 0 Black or 1 White wins by z/10 points, 3 and 4 by resignation, 7
 * and 8 on time; k/10 the komi); GAMETAG holds the same in short
 * ("C2016:03:26", "W1", "Z110", "G65") for files without the former.
 * Names come with their rank: "jy512 (15K)".
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-import-private.h"

typedef struct
{
  long grlt;                   /* -1: unknown */
  long zipsu;
  long gongje;                 /* -1: unknown */
  gboolean dated;
  gboolean in_game;
  gboolean ended;
  TgNode last;
  guint n_moves;
} Gib;

/* The value of "KEY:value" in a comma-separated @list, or NULL. */
static char *
field (const char *list,
       const char *key)
{
  gsize klen = strlen (key);

  for (const char *s = list; s != NULL && *s != '\0';)
    {
      const char *comma = strchr (s, ',');
      gsize n = comma != NULL ? (gsize) (comma - s) : strlen (s);

      while (n > 0 && (*s == ' ' || *s == '\t'))
        s++, n--;
      if (n > klen && strncmp (s, key, klen) == 0 && s[klen] == ':')
        return g_strndup (s + klen + 1, n - klen - 1);
      s = comma != NULL ? comma + 1 : NULL;
    }
  return NULL;
}

static gboolean
field_long (const char *list,
            const char *key,
            long       *value)
{
  g_autofree char *v = field (list, key);

  return v != NULL && _tg_sgf_import_long (v, strlen (v), value);
}

/* "jy512 (15K)" → name "jy512", rank "15K". */
static void
set_player (TgSgfImport *imp,
            const char  *value,
            const char  *name_id,
            const char  *rank_id)
{
  const char *open = strrchr (value, '(');
  gsize len = strlen (value);

  if (open != NULL && len > 0 && value[len - 1] == ')' && strchr (value, '(') == open)
    {
      g_autofree char *name = g_strndup (value, open - value);
      g_autofree char *rank = g_strndup (open + 1, value + len - 1 - open - 1);

      _tg_sgf_import_set (imp, name_id, name);
      _tg_sgf_import_set (imp, rank_id, rank);
    }
  else
    _tg_sgf_import_set (imp, name_id, value);
}

/* The first three numbers of @text as a date, if they are one
 * ("2016- 3-26-17-29-25", "2015:08:29", "2012年11月22日"). */
static gboolean
set_date (TgSgfImport *imp,
          const char  *text)
{
  long n[3];
  guint found = 0;
  char buf[16];

  for (const char *s = text; *s != '\0' && found < 3;)
    {
      char *end;

      if (!g_ascii_isdigit (*s))
        {
          s++;
          continue;
        }
      n[found++] = strtol (s, &end, 10);
      s = end;
    }
  if (found < 3 || n[0] < 1000 || n[0] > 9999 || n[1] < 1 || n[1] > 12 || n[2] < 1 || n[2] > 31)
    return FALSE;
  g_snprintf (buf, sizeof buf, "%04ld-%02ld-%02ld", n[0], n[1], n[2]);
  tg_game_tree_set_value (imp->tree, imp->root, "DT", buf);
  return TRUE;
}

/* "1200-30-3": TM[1200] and OT[3x30 byo-yomi]. */
static void
set_time (TgSgfImport *imp,
          const char  *gtime)
{
  long main_time, period, count;
  g_auto(GStrv) parts = g_strsplit (gtime, "-", -1);
  g_autofree char *ot = NULL;
  char tm[32];

  if (g_strv_length (parts) != 3 || !_tg_sgf_import_long (parts[0], strlen (parts[0]), &main_time) ||
      !_tg_sgf_import_long (parts[1], strlen (parts[1]), &period) ||
      !_tg_sgf_import_long (parts[2], strlen (parts[2]), &count) || main_time < 0)
    return;
  g_snprintf (tm, sizeof tm, "%ld", main_time);
  tg_game_tree_set_value (imp->tree, imp->root, "TM", tm);
  if (period > 0 && count > 0)
    {
      ot = g_strdup_printf ("%ldx%ld byo-yomi", count, period);
      tg_game_tree_set_text (imp->tree, imp->root, "OT", ot);
    }
}

static void
set_result (TgSgfImport *imp,
            Gib         *gib)
{
  g_autofree char *re = NULL;
  char margin[32];

  switch (gib->grlt)
    {
    case 0:
    case 1:
      re = _tg_sgf_import_result (gib->grlt == 0 ? 'B' : 'W',
                                  g_ascii_formatd (margin, sizeof margin, "%g",
                                                   gib->zipsu / 10.0));
      break;
    case 3:
    case 4:
      re = _tg_sgf_import_result (gib->grlt == 3 ? 'B' : 'W', "R");
      break;
    case 7:
    case 8:
      re = _tg_sgf_import_result (gib->grlt == 7 ? 'B' : 'W', "T");
      break;
    default:
      return;
    }
  tg_game_tree_set_value (imp->tree, imp->root, "RE", re);
}

static void
read_info_main (TgSgfImport *imp,
                Gib         *gib,
                const char  *value,
                gsize        offset)
{
  g_autofree char *gtime = field (value, "GTIME");
  long size, dum;

  if (field_long (value, "LINE", &size))
    _tg_sgf_import_set_size (imp, size, offset);
  if (!field_long (value, "GRLT", &gib->grlt))
    gib->grlt = -1;
  if (!field_long (value, "ZIPSU", &gib->zipsu))
    gib->zipsu = 0;
  if (!field_long (value, "GONGJE", &gib->gongje))
    gib->gongje = -1;
  if (field_long (value, "DUM", &dum) && dum != 0)
    {
      g_autofree char *text = g_strdup_printf ("%ld", dum);
      _tg_sgf_import_note (imp, _("Dum"), text);
    }
  if (gtime != NULL)
    set_time (imp, gtime);
}

/* GAMETAG: "S1,R3,D5,G0,W255,Z0,T30-3-1200,C2016:03:26:17:29,...". */
static void
read_tag (TgSgfImport *imp,
          Gib         *gib,
          const char  *value)
{
  g_auto(GStrv) parts = g_strsplit (value, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *p = g_strstrip (parts[i]);
      long v;

      if (p[0] == 'C' && !gib->dated)
        gib->dated = set_date (imp, p + 1);
      else if (p[0] == 'W' && gib->grlt < 0 && _tg_sgf_import_long (p + 1, strlen (p + 1), &v))
        gib->grlt = v;
      else if (p[0] == 'Z' && gib->grlt < 0 && _tg_sgf_import_long (p + 1, strlen (p + 1), &v))
        gib->zipsu = v;
      else if (p[0] == 'G' && gib->gongje < 0 && _tg_sgf_import_long (p + 1, strlen (p + 1), &v))
        gib->gongje = v;
    }
}

static void
read_header (TgSgfImport     *imp,
             Gib             *gib,
             const TgSgfLine *line,
             const char      *key,
             const char      *value)
{
  if (strcmp (key, "GAMEBLACKNAME") == 0)
    set_player (imp, value, "PB", "BR");
  else if (strcmp (key, "GAMEWHITENAME") == 0)
    set_player (imp, value, "PW", "WR");
  else if (strcmp (key, "GAMEINFOMAIN") == 0)
    read_info_main (imp, gib, value, line->offset);
  else if (strcmp (key, "GAMETAG") == 0)
    read_tag (imp, gib, value);
  else if ((strcmp (key, "GAMEDATE") == 0) && !gib->dated)
    gib->dated = set_date (imp, value);
  else if (strcmp (key, "GAMENAME") == 0)
    _tg_sgf_import_set (imp, "GN", value);
  else if (strcmp (key, "GAMEPLACE") == 0)
    _tg_sgf_import_set (imp, "PC", value);
  else if (strcmp (key, "GAMELECNAME") == 0)
    _tg_sgf_import_set (imp, "AN", value);
  else if (strcmp (key, "GAMECOMMENT") == 0)
    _tg_sgf_import_set (imp, "GC", value);
  else if (strcmp (key, "GAMECONDITION") == 0)
    _tg_sgf_import_note (imp, _("Conditions"), value);
  else if (strcmp (key, "GAMETIME") == 0)
    _tg_sgf_import_note (imp, _("Time"), value);
  else if (strcmp (key, "GAMERESULT") == 0)
    _tg_sgf_import_note (imp, _("Result"), value);
  else if (strcmp (key, "GAMEBLACKNICK") == 0)
    _tg_sgf_import_note (imp, _("Black's nickname"), value);
  else if (strcmp (key, "GAMEWHITENICK") == 0)
    _tg_sgf_import_note (imp, _("White's nickname"), value);
}

/* "\[KEY=value\]" */
static void
read_header_line (TgSgfImport     *imp,
                  Gib             *gib,
                  const TgSgfLine *line)
{
  g_autofree char *text = g_strndup (line->s, line->len);
  char *eq, *end;

  g_strstrip (text);
  if (!g_str_has_prefix (text, "\\[") || (eq = strchr (text, '=')) == NULL)
    {
      if (*text != '\0' && strcmp (text, "\\HS") != 0)
        _tg_sgf_warn (imp->ctx, line->offset, _("A header line that is not “\\[NAME=value\\]” "
                                                "was ignored"));
      return;
    }
  *eq = '\0';
  end = eq + 1 + strlen (eq + 1);
  if (end - (eq + 1) >= 2 && strcmp (end - 2, "\\]") == 0)
    end[-2] = '\0';
  else
    _tg_sgf_warn (imp->ctx, line->offset + line->len,
                  _("The header line does not end with “\\]” (cut short?); read as it is"));
  read_header (imp, gib, line, text + 2, eq + 1);
}

static void
read_move (TgSgfImport     *imp,
           Gib             *gib,
           const TgSgfLine *line)
{
  g_autofree char *text = g_strndup (line->s, line->len);
  g_auto(GStrv) f = g_strsplit_set (g_strstrip (text), " \t", -1);
  long color, x, y;
  TgNode node;

  if (g_strv_length (f) < 6 || !_tg_sgf_import_long (f[3], strlen (f[3]), &color) ||
      !_tg_sgf_import_long (f[4], strlen (f[4]), &x) ||
      !_tg_sgf_import_long (f[5], strlen (f[5]), &y) || (color != 1 && color != 2))
    {
      _tg_sgf_warn (imp->ctx, line->offset,
                    _("A move line that is not “STO 0 number colour x y” was ignored"));
      return;
    }
  node = _tg_sgf_import_move (imp, gib->last, color == 1 ? 'B' : 'W', x, y, line->offset);
  if (node != TG_NODE_NONE)
    {
      gib->last = node;
      gib->n_moves++;
    }
}

static void
read_game_line (TgSgfImport     *imp,
                Gib             *gib,
                const TgSgfLine *line)
{
  if (line->len >= 3 && strncmp (line->s, "STO", 3) == 0)
    read_move (imp, gib, line);
  else if (line->len >= 3 && strncmp (line->s, "INI", 3) == 0)
    {
      g_autofree char *text = g_strndup (line->s, line->len);
      g_auto(GStrv) f = g_strsplit_set (text, " \t", -1);
      long handicap;

      if (g_strv_length (f) >= 4 && _tg_sgf_import_long (f[3], strlen (f[3]), &handicap))
        _tg_sgf_import_handicap (imp, handicap, line->offset);
    }
  else if (line->len >= 3 && strncmp (line->s, "\\GE", 3) == 0)
    gib->ended = TRUE;
}

void
_tg_sgf_import_gib (TgSgfImport *imp)
{
  Gib gib = { .grlt = -1, .gongje = -1, .last = imp->root };
  TgSgfLine line;
  gsize end = 0;

  while (!gib.ended && _tg_sgf_import_next_line (imp, &line))
    {
      end = line.offset + line.len;
      if (line.len >= 3 && strncmp (line.s, "\\HE", 3) == 0)
        continue;
      if (line.len >= 3 && strncmp (line.s, "\\GS", 3) == 0)
        gib.in_game = TRUE;
      else if (gib.in_game)
        read_game_line (imp, &gib, &line);
      else
        read_header_line (imp, &gib, &line);
    }
  set_result (imp, &gib);
  if (gib.gongje >= 0)
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      tg_game_tree_set_value (imp->tree, imp->root, "KM",
                              g_ascii_formatd (buf, sizeof buf, "%g", gib.gongje / 10.0));
    }
  if (!gib.in_game)
    _tg_sgf_warn (imp->ctx, end, _("The record has no moves (no “\\GS” line)"));
  else if (!gib.ended && !imp->ctx->cancelled)
    _tg_sgf_warn (imp->ctx, end,
                  _("The file ends before “\\GE” (cut short?); everything up to here was read"));
}
