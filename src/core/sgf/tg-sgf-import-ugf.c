/* tg-sgf-import-ugf.c: PandaNet UGF records and UGI reviews
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An INI-like layout. [Header] holds "Key=value" lines (PlayerB=name,
 * rank,..; Hdcp=handicap,komi; Winner=B,7.50; Date=2019/03/08,22:09:00,
 * ...). [Data] holds the game, one move a line "QP,B1,1,0": the point in
 * letters (column from 'A' at the left, row from 'A' at the bottom; "YA"
 * a pass), the colour, the move's number and the time used. A review
 * adds [ReviewNode]: "NODE,id,colour,x,y" (colour 0 none, 1 Black, 2
 * White; x and y from 1 at the bottom left, beyond the board a pass; id 1
 * the root, id n+1 move n of the game), with "VARIATION," and
 * "VARIATIONEND," around the alternatives to the node that follows; and
 * [ReviewComment] or [Figure] sections, where ".Comment,id" (or another
 * ".Name,id" line) starts the comment of node id, its text on the lines
 * after.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-import-private.h"

typedef enum
{
  SECTION_NONE,
  SECTION_HEADER,
  SECTION_DATA,
  SECTION_REVIEW,
  SECTION_COMMENT,
  SECTION_OTHER,
} Section;

typedef struct
{
  Section     section;
  GHashTable *nodes;           /* id → TgNode + 1 */
  TgNode      last;            /* the last move of [Data] */
  TgNode      cur;             /* [ReviewNode]: the node the next one follows */
  GArray     *stack;           /* TgNode: where each open VARIATION started */
  gboolean    after_variation; /* the next node continues the line */
  TgNode      comment_node;    /* the comment being read belongs here */
  GString    *comment;
  gsize       comment_offset;
} Ugf;

static void
map_node (Ugf    *ugf,
          long    id,
          TgNode  node)
{
  /* The key is a gint: an id beyond it would stand for another. */
  if (id < 0 || id > G_MAXINT)
    return;
  g_hash_table_insert (ugf->nodes, GINT_TO_POINTER (id), GUINT_TO_POINTER (node + 1));
}

static TgNode
lookup_node (Ugf  *ugf,
             long  id)
{
  gpointer v;

  if (id < 0 || id > G_MAXINT)
    return TG_NODE_NONE;
  v = g_hash_table_lookup (ugf->nodes, GINT_TO_POINTER (id));
  return v != NULL ? GPOINTER_TO_UINT (v) - 1 : TG_NODE_NONE;
}

/* Header ------------------------------------------------------------------ */

static void
set_player (TgSgfImport *imp,
            char       **f,
            const char  *name_id,
            const char  *rank_id,
            const char  *mail_label)
{
  guint n = g_strv_length (f);

  _tg_sgf_import_set (imp, name_id, n > 0 ? f[0] : NULL);
  _tg_sgf_import_set (imp, rank_id, n > 1 ? f[1] : NULL);
  if (n > 3)
    _tg_sgf_import_note (imp, mail_label, f[3]);
}

static void
set_rules (TgSgfImport *imp,
           const char  *value)
{
  static const char *const names[][2] = {
    { "JPN", "Japanese" }, { "CHN", "Chinese" }, { "KOR", "Korean" }, { "ING", "Ing" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (value, names[i][0]) == 0)
      {
        tg_game_tree_set_value (imp->tree, imp->root, "RU", names[i][1]);
        return;
      }
  _tg_sgf_import_set (imp, "RU", value);
}

/* "2019/03/08,22:09:00,2019/03/09,07:16:59" */
static void
set_date (TgSgfImport *imp,
          char       **f)
{
  g_autofree char *date = g_strdelimit (g_strdup (f[0]), "/", '-');

  _tg_sgf_import_set (imp, "DT", date);
  if (g_strv_length (f) >= 4)
    {
      g_autofree char *span = g_strdup_printf ("%s %s – %s %s", f[0], f[1], f[2], f[3]);
      _tg_sgf_import_note (imp, _("Played"), span);
    }
}

static void
set_winner (TgSgfImport *imp,
            char       **f)
{
  g_autofree char *re = NULL;
  char margin[G_ASCII_DTOSTR_BUF_SIZE];
  double points;

  if (f[0] == NULL || (strcmp (f[0], "B") != 0 && strcmp (f[0], "W") != 0))
    return;
  points = f[1] != NULL ? g_ascii_strtod (f[1], NULL) : 0;
  if (!_tg_sgf_import_is_margin (points))
    {
      /* No margin (a resignation, time?) or none a count gives: the file's
       * words are kept. */
      points = 0;
      g_autofree char *raw = g_strjoinv (",", f);
      _tg_sgf_import_note (imp, _("Result"), raw);
    }
  re = _tg_sgf_import_result (f[0][0], points > 0 ? g_ascii_formatd (margin, sizeof margin,
                                                                     "%g", points) : "");
  tg_game_tree_set_value (imp->tree, imp->root, "RE", re);
}

static void
read_header (TgSgfImport     *imp,
             const TgSgfLine *line,
             const char      *key,
             const char      *value)
{
  g_auto(GStrv) f = g_strsplit (value, ",", -1);
  long v;

  if (strcmp (key, "PlayerB") == 0)
    set_player (imp, f, "PB", "BR", _("Black's e-mail"));
  else if (strcmp (key, "PlayerW") == 0)
    set_player (imp, f, "PW", "WR", _("White's e-mail"));
  else if (strcmp (key, "Size") == 0)
    _tg_sgf_import_set_size (imp, _tg_sgf_import_long (value, strlen (value), &v) ? v : 0,
                             line->offset);
  else if (strcmp (key, "Hdcp") == 0 && f[0] != NULL)
    {
      if (_tg_sgf_import_long (f[0], strlen (f[0]), &v))
        _tg_sgf_import_handicap (imp, v, line->offset);
      if (f[1] != NULL)
        {
          char buf[G_ASCII_DTOSTR_BUF_SIZE];
          tg_game_tree_set_value (imp->tree, imp->root, "KM",
                                  g_ascii_formatd (buf, sizeof buf, "%g",
                                                   g_ascii_strtod (f[1], NULL)));
        }
    }
  else if (strcmp (key, "Rule") == 0 || strcmp (key, "Rules") == 0)
    set_rules (imp, value);
  else if (strcmp (key, "Date") == 0 && f[0] != NULL)
    set_date (imp, f);
  else if (strcmp (key, "Winner") == 0)
    set_winner (imp, f);
  else if (strcmp (key, "Title") == 0)
    _tg_sgf_import_set (imp, "GN", value);
  else if (strcmp (key, "Place") == 0)
    _tg_sgf_import_set (imp, "PC", value);
  else if (strcmp (key, "Copyright") == 0)
    _tg_sgf_import_set (imp, "CP", value);
  else if (strcmp (key, "Writer") == 0)
    _tg_sgf_import_note (imp, _("Written by"), value);
  else if (strcmp (key, "Comment") == 0)
    _tg_sgf_import_set (imp, "GC", value);
  else if (strcmp (key, "Ptime") == 0)
    _tg_sgf_import_note (imp, _("Time"), value);
}

/* Moves ------------------------------------------------------------------- */

/* "QP,B1,1,0" */
static void
read_data (TgSgfImport     *imp,
           Ugf             *ugf,
           const TgSgfLine *line)
{
  g_autofree char *text = g_strndup (line->s, line->len);
  g_auto(GStrv) f = g_strsplit (text, ",", -1);
  long number;
  int x, y;
  TgNode node;

  if (g_strv_length (f) < 3 || strlen (f[0]) != 2 || (f[1][0] != 'B' && f[1][0] != 'W') ||
      !_tg_sgf_import_long (f[2], strlen (f[2]), &number) || number < 0 || number >= G_MAXINT)
    {
      _tg_sgf_warn (imp->ctx, line->offset,
                    _("A move line that is not “point,colour,number,time” was ignored"));
      return;
    }
  x = g_ascii_toupper (f[0][0]) - 'A';
  y = imp->size - 1 - (g_ascii_toupper (f[0][1]) - 'A');
  if (x >= (int) imp->size)
    x = y = -1;                               /* "YA": a pass */
  node = _tg_sgf_import_move (imp, ugf->last, f[1][0], x, y, line->offset);
  if (node == TG_NODE_NONE)
    return;
  ugf->last = node;
  map_node (ugf, number + 1, node);
}

/* The child of @parent that plays @color at @x, @y (the game's move the
 * review repeats), or TG_NODE_NONE. */
static TgNode
find_child (TgSgfImport *imp,
            TgNode       parent,
            char         color,
            int          x,
            int          y)
{
  char want[3] = { 0 };

  if (x >= 0)
    {
      want[0] = x < 26 ? 'a' + x : 'A' + x - 26;
      want[1] = y < 26 ? 'a' + y : 'A' + y - 26;
    }
  for (TgNode c = tg_game_tree_get_first_child (imp->tree, parent); c != TG_NODE_NONE;
       c = tg_game_tree_get_next_sibling (imp->tree, c))
    {
      const char *v = tg_game_tree_get_value (imp->tree, c, color == 'B' ? "B" : "W");

      if (v != NULL && strcmp (v, want) == 0)
        return c;
    }
  return TG_NODE_NONE;
}

/* "NODE,id,colour,x,y", "VARIATION," or "VARIATIONEND," */
static void
read_review (TgSgfImport     *imp,
             Ugf             *ugf,
             const TgSgfLine *line)
{
  g_autofree char *text = g_strstrip (g_strndup (line->s, line->len));
  g_auto(GStrv) f = g_strsplit (text, ",", -1);
  long id, color, x, y;
  TgNode node;
  char c;

  if (g_str_has_prefix (text, "VARIATIONEND"))
    {
      if (ugf->stack->len == 0)
        _tg_sgf_warn (imp->ctx, line->offset, _("A “VARIATIONEND” without its “VARIATION” was "
                                                "ignored"));
      else
        {
          ugf->cur = g_array_index (ugf->stack, TgNode, ugf->stack->len - 1);
          g_array_set_size (ugf->stack, ugf->stack->len - 1);
          ugf->after_variation = TRUE;
        }
      return;
    }
  if (g_str_has_prefix (text, "VARIATION"))
    {
      g_array_append_val (ugf->stack, ugf->cur);
      return;
    }
  if (g_strv_length (f) < 5 || strcmp (f[0], "NODE") != 0 ||
      !_tg_sgf_import_long (f[1], strlen (f[1]), &id) ||
      !_tg_sgf_import_long (f[2], strlen (f[2]), &color) ||
      !_tg_sgf_import_long (f[3], strlen (f[3]), &x) ||
      !_tg_sgf_import_long (f[4], strlen (f[4]), &y) || color < 0 || color > 2)
    {
      _tg_sgf_warn (imp->ctx, line->offset,
                    _("A review line that is not “NODE,id,colour,x,y” was ignored"));
      return;
    }
  if (color == 0)
    {
      /* The root, or a node without a move: its comment goes to the node
       * before. */
      map_node (ugf, id, id == 1 ? imp->root : ugf->cur);
      return;
    }
  c = color == 1 ? 'B' : 'W';
  x -= 1;
  y = imp->size - y;
  if (x >= (int) imp->size || y < 0)
    x = y = -1;
  node = find_child (imp, ugf->cur, c, x, y);
  if (node == TG_NODE_NONE)
    {
      node = _tg_sgf_import_move (imp, ugf->cur, c, x, y, line->offset);
      if (node == TG_NODE_NONE)
        return;
      /* After its alternatives, the line itself goes on: the main line. */
      if (ugf->after_variation)
        tg_game_tree_move_child (imp->tree, node, 0);
    }
  ugf->after_variation = FALSE;
  map_node (ugf, id, node);
  ugf->cur = node;
}

/* Comments ---------------------------------------------------------------- */

static void
end_comment (TgSgfImport *imp,
             Ugf         *ugf)
{
  if (ugf->comment_node != TG_NODE_NONE)
    {
      g_strchomp (ugf->comment->str);
      ugf->comment->len = strlen (ugf->comment->str);
      _tg_sgf_import_comment (imp, ugf->comment_node, ugf->comment->str);
    }
  ugf->comment_node = TG_NODE_NONE;
  g_string_truncate (ugf->comment, 0);
}

static void
read_comment (TgSgfImport     *imp,
              Ugf             *ugf,
              const TgSgfLine *line)
{
  g_autofree char *text = g_strndup (line->s, line->len);

  if (text[0] == '.')
    {
      const char *comma = strchr (text, ',');
      long id;

      end_comment (imp, ugf);
      if (comma == NULL || !_tg_sgf_import_long (comma + 1, strlen (comma + 1), &id))
        return;
      ugf->comment_node = lookup_node (ugf, id);
      if (ugf->comment_node == TG_NODE_NONE)
        _tg_sgf_warn (imp->ctx, line->offset,
                      _("A comment for node %ld, which the record does not have, was kept "
                        "on the root"), id);
      if (ugf->comment_node == TG_NODE_NONE)
        ugf->comment_node = imp->root;
      return;
    }
  if (ugf->comment_node == TG_NODE_NONE)
    return;
  if (ugf->comment->len > 0)
    g_string_append_c (ugf->comment, '\n');
  g_string_append (ugf->comment, g_strstrip (text));
}

/* Sections ---------------------------------------------------------------- */

static Section
section_of (const char *name,
            gsize       len)
{
  static const struct { const char *name; Section section; } sections[] = {
    { "[Header]", SECTION_HEADER }, { "[Data]", SECTION_DATA },
    { "[ReviewNode]", SECTION_REVIEW }, { "[ReviewComment]", SECTION_COMMENT },
    { "[Figure]", SECTION_COMMENT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (strlen (sections[i].name) == len && g_ascii_strncasecmp (name, sections[i].name, len) == 0)
      return sections[i].section;
  return SECTION_OTHER;
}

static void
read_line (TgSgfImport     *imp,
           Ugf             *ugf,
           const TgSgfLine *line)
{
  g_autofree char *key = NULL;
  const char *eq;

  switch (ugf->section)
    {
    case SECTION_HEADER:
      eq = memchr (line->s, '=', line->len);
      if (eq == NULL)
        {
          _tg_sgf_warn (imp->ctx, line->offset, _("A header line that is not “Key=value” was "
                                                  "ignored"));
          return;
        }
      key = g_strndup (line->s, eq - line->s);
      {
        g_autofree char *value = g_strndup (eq + 1, line->s + line->len - eq - 1);
        read_header (imp, line, g_strstrip (key), g_strstrip (value));
      }
      break;
    case SECTION_DATA:
      read_data (imp, ugf, line);
      break;
    case SECTION_REVIEW:
      read_review (imp, ugf, line);
      break;
    case SECTION_COMMENT:
      read_comment (imp, ugf, line);
      break;
    case SECTION_NONE:
    case SECTION_OTHER:
    default:
      break;
    }
}

void
_tg_sgf_import_ugf (TgSgfImport *imp)
{
  Ugf ugf = { SECTION_NONE };
  TgSgfLine line;
  gsize end = 0;

  ugf.nodes = g_hash_table_new (NULL, NULL);
  ugf.stack = g_array_new (FALSE, FALSE, sizeof (TgNode));
  ugf.comment = g_string_new (NULL);
  ugf.last = ugf.cur = imp->root;
  ugf.comment_node = TG_NODE_NONE;
  map_node (&ugf, 1, imp->root);

  while (_tg_sgf_import_next_line (imp, &line))
    {
      end = line.offset + line.len;
      while (line.len > 0 && g_ascii_isspace (line.s[0]) && ugf.section != SECTION_COMMENT)
        line.s++, line.len--, line.offset++;
      if (line.len == 0)
        continue;
      if (line.s[0] == '[' && line.s[line.len - 1] == ']')
        {
          end_comment (imp, &ugf);
          ugf.section = section_of (line.s, line.len);
          if (ugf.section == SECTION_REVIEW)
            ugf.cur = imp->root;
          continue;
        }
      read_line (imp, &ugf, &line);
    }
  end_comment (imp, &ugf);
  if (ugf.stack->len > 0)
    _tg_sgf_warn (imp->ctx, end, _("The file ends inside a variation (cut short?); everything "
                                   "up to here was read"));
  g_hash_table_unref (ugf.nodes);
  g_array_unref (ugf.stack);
  g_string_free (ugf.comment, TRUE);
}
