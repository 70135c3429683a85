/* tg-analysis-sgf.c: Tengen's own analysis property, TGA, and SBKV/SBKS
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TGA[1 to=W sz=19x19 h=… km=7.5 n=400 w=0.4688 s=-1.4 … c=… c=… o=…]:
 * a version, then space-separated KEY=VALUE words (docs/analysis.md gives
 * the grammar). Nothing in it needs SGF escaping: points are SGF letters,
 * numbers are ASCII, free text (engine, network, rules) is %-escaped, and
 * ownership is one character of [A-Za-z0-9+] per point. Unknown keys are
 * skipped, so later versions can add some: es= (GNU Go's estimate of the
 * position itself, beside s=, the mean of it and the estimate after the
 * first choice) came after the first GNU Go records, and readers without
 * it still read s=. The other programs' formats are read in
 * tg-analysis-sgf-foreign.c.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-analysis-private.h"
#include "tg-analysis-sgf.h"
#include "tg-analysis-sgf-private.h"

#define TGA_VERSION "1"

/* Ownership: q = round ((o + 1) × 31), 0..62, one character each; 0 is
 * exactly q = 31. */
static const char ownership_chars[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+";
#define OWNERSHIP_STEPS 31.0

/* Free text may hold anything but SGF's ']' and '\', and spaces. */
#define TEXT_ALLOWED "()+,/:;@"

/* Writing ----------------------------------------------------------------- */

/* @v with at most @decimals decimals and no trailing zeros ("0.5", "-1.4",
 * "7", "0"); nothing when it is NAN. */
void
_tg_analysis_append_number (GString *out,
                            double   v,
                            int      decimals)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];
  char *end;

  if (isnan (v))
    return;
  g_snprintf (format, sizeof format, "%%.%df", decimals);
  g_ascii_formatd (buf, sizeof buf, format, v);
  if (strchr (buf, '.') != NULL)
    {
      end = buf + strlen (buf) - 1;
      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
    }
  if (g_str_equal (buf, "-0"))
    g_string_append_c (out, '0');
  else
    g_string_append (out, buf);
}

static void
append_point (GString *out,
              TgPoint  p)
{
  char buf[3];

  if (p == TG_PASS)
    g_string_append (out, "..");
  else
    g_string_append (out, tg_point_to_sgf (p, buf));
}

static void
append_text (GString    *out,
             const char *key,
             const char *text)
{
  g_autofree char *escaped = NULL;

  if (text == NULL)
    return;
  escaped = g_uri_escape_string (text, TEXT_ALLOWED, TRUE);
  g_string_append_printf (out, " %s=%s", key, escaped);
}

static void
append_candidate (GString                   *out,
                  const TgAnalysisCandidate *c)
{
  g_string_append (out, " c=");
  append_point (out, c->point);
  g_string_append_printf (out, ",%u,", c->visits);
  _tg_analysis_append_number (out, c->winrate, 4);
  g_string_append_c (out, ',');
  _tg_analysis_append_number (out, c->score_lead, 2);
  g_string_append_c (out, ',');
  _tg_analysis_append_number (out, c->prior, 4);
  g_string_append_c (out, ',');
  _tg_analysis_append_number (out, c->lcb, 4);
  g_string_append_printf (out, ",%u,", c->order);
  for (guint i = 0; i < c->pv_length; i++)
    append_point (out, c->pv[i]);
  if (!isnan (c->value))
    {
      g_string_append_c (out, ',');
      _tg_analysis_append_number (out, c->value, 2);
    }
}

static void
append_ownership (GString          *out,
                  const TgAnalysis *a)
{
  gsize n = (gsize) a->width * a->height;

  g_string_append (out, " o=");
  for (gsize i = 0; i < n; i++)
    {
      double o = CLAMP (a->ownership[i], -1.0f, 1.0f);

      g_string_append_c (out, ownership_chars[(int) lround ((o + 1.0) * OWNERSHIP_STEPS)]);
    }
}

char *
tg_analysis_sgf_encode (const TgAnalysis *analysis,
                        guint             max_candidates)
{
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  if (max_candidates == 0)
    max_candidates = TG_ANALYSIS_SGF_CANDIDATES;
  out = g_string_new (TGA_VERSION);
  g_string_append_printf (out, " to=%c sz=%ux%u h=%016" G_GINT64_MODIFIER "x km=",
                          analysis->to_move == TG_WHITE ? 'W' : 'B',
                          analysis->width, analysis->height, analysis->position_hash);
  _tg_analysis_append_number (out, analysis->komi / 2.0, 1);
  append_text (out, "ru", analysis->rules);
  g_string_append_printf (out, " n=%u", analysis->visits);
  if (!isnan (analysis->winrate))
    {
      g_string_append (out, " w=");
      _tg_analysis_append_number (out, analysis->winrate, 4);
    }
  if (!isnan (analysis->score_lead))
    {
      g_string_append (out, " s=");
      _tg_analysis_append_number (out, analysis->score_lead, 2);
    }
  if (!isnan (analysis->score_estimate))
    {
      g_string_append (out, " es=");
      _tg_analysis_append_number (out, analysis->score_estimate, 2);
    }
  g_string_append_printf (out, " d=%s", tg_analysis_dialect_to_string (analysis->dialect));
  append_text (out, "e", analysis->engine_name);
  append_text (out, "ev", analysis->engine_version);
  append_text (out, "net", analysis->network);
  if (!isnan (analysis->seconds))
    {
      g_string_append (out, " t=");
      _tg_analysis_append_number (out, analysis->seconds, 2);
    }
  if (analysis->final)
    g_string_append (out, " f=1");
  for (guint i = 0; i < MIN (analysis->n_candidates, max_candidates); i++)
    append_candidate (out, &analysis->candidates[i]);
  if (analysis->ownership != NULL)
    append_ownership (out, analysis);
  return g_string_free (out, FALSE);
}

/* Reading ----------------------------------------------------------------- */

/* A number, or NAN for an empty field; FALSE for anything else. */
static gboolean
read_number (const char *text,
             gsize       len,
             double     *out)
{
  const char *end;

  if (len == 0)
    {
      *out = NAN;
      return TRUE;
    }
  return _tg_analysis_parse_double (text, &end, out) && end == text + len;
}

static gboolean
read_uint (const char *text,
           gsize       len,
           guint      *out)
{
  guint64 v = 0;

  if (len == 0 || len > 9)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      v = v * 10 + (guint64) (text[i] - '0');
    }
  *out = (guint) v;
  return TRUE;
}

static gboolean
read_point (const char *text,
            guint       width,
            guint       height,
            TgPoint    *out)
{
  char buf[3] = { text[0], text[1], '\0' };

  if (buf[0] == '.' && buf[1] == '.')
    {
      *out = TG_PASS;
      return TRUE;
    }
  return g_ascii_isalpha (buf[0]) && g_ascii_isalpha (buf[1]) &&
         tg_point_from_sgf (buf, width, height, out) && *out != TG_PASS;
}

/* "pt,visits,winrate,score,prior,lcb,order,pv[,value]" */
static gboolean
read_candidate (TgAnalysis *a,
                const char *value)
{
  g_auto(GStrv) f = g_strsplit (value, ",", 10);
  guint n = g_strv_length (f);
  TgAnalysisCandidate *c;
  g_autofree TgPoint *pv = NULL;
  gsize pv_len;
  TgPoint point;
  guint visits, order;
  double winrate, score, prior, lcb, extra = NAN;

  if (n < 8 || n > 9 || strlen (f[0]) != 2 ||
      !read_point (f[0], a->width, a->height, &point) ||
      !read_uint (f[1], strlen (f[1]), &visits) ||
      !read_number (f[2], strlen (f[2]), &winrate) ||
      !read_number (f[3], strlen (f[3]), &score) ||
      !read_number (f[4], strlen (f[4]), &prior) ||
      !read_number (f[5], strlen (f[5]), &lcb) ||
      !read_uint (f[6], strlen (f[6]), &order) ||
      (n == 9 && !read_number (f[8], strlen (f[8]), &extra)))
    return FALSE;
  if ((!isnan (winrate) && (winrate < 0.0 || winrate > 1.0)) ||
      (!isnan (prior) && (prior < 0.0 || prior > 1.0)))
    return FALSE;
  pv_len = strlen (f[7]);
  if (pv_len % 2 != 0)
    return FALSE;
  pv = g_new (TgPoint, pv_len / 2 + 1);
  for (gsize i = 0; i < pv_len / 2; i++)
    if (!read_point (f[7] + 2 * i, a->width, a->height, &pv[i]))
      return FALSE;
  c = tg_analysis_add_candidate (a, point, pv, (guint) (pv_len / 2));
  c->visits = visits;
  c->winrate = winrate;
  c->score_lead = score;
  c->prior = prior;
  c->lcb = lcb;
  c->order = order;
  c->value = extra;
  return TRUE;
}

static gboolean
read_ownership (TgAnalysis *a,
                const char *value)
{
  gsize n = (gsize) a->width * a->height;

  if (strlen (value) != n)
    return FALSE;
  g_free (a->ownership);
  a->ownership = g_new (float, n);
  for (gsize i = 0; i < n; i++)
    {
      const char *at = value[i] != '\0' ? strchr (ownership_chars, value[i]) : NULL;

      if (at == NULL)
        return FALSE;
      a->ownership[i] = (float) ((at - ownership_chars) / OWNERSHIP_STEPS - 1.0);
    }
  return TRUE;
}

static gboolean
read_size (const char *value,
           guint      *width,
           guint      *height)
{
  char *end;
  guint64 w = g_ascii_strtoull (value, &end, 10), h = w;

  if (end == value)
    return FALSE;
  if (*end == 'x')
    {
      const char *hs = end + 1;

      h = g_ascii_strtoull (hs, &end, 10);
      if (end == hs)
        return FALSE;
    }
  if (*end != '\0' || !tg_board_size_is_valid ((guint) MIN (w, 1000), (guint) MIN (h, 1000)))
    return FALSE;
  *width = (guint) w;
  *height = (guint) h;
  return TRUE;
}

/* The words before the candidates: the position, root values and
 * provenance. */
static gboolean
read_header_word (TgAnalysis *a,
                  const char *key,
                  const char *value)
{
  double v;

  if (g_str_equal (key, "h"))
    {
      char *end;

      a->position_hash = g_ascii_strtoull (value, &end, 16);
      return *value != '\0' && *end == '\0';
    }
  if (g_str_equal (key, "km"))
    {
      if (!read_number (value, strlen (value), &v) || isnan (v) ||
          fabs (v) > 10000 || v * 2 != floor (v * 2))
        return FALSE;
      a->komi = (TgHalfPoints) (v * 2);
      return TRUE;
    }
  if (g_str_equal (key, "n"))
    return read_uint (value, strlen (value), &a->visits);
  if (g_str_equal (key, "w"))
    return read_number (value, strlen (value), &a->winrate) &&
           a->winrate >= 0.0 && a->winrate <= 1.0;
  if (g_str_equal (key, "s"))
    return read_number (value, strlen (value), &a->score_lead);
  if (g_str_equal (key, "es"))
    return read_number (value, strlen (value), &a->score_estimate);
  if (g_str_equal (key, "t"))
    return read_number (value, strlen (value), &a->seconds);
  if (g_str_equal (key, "f"))
    return (a->final = g_str_equal (value, "1")), TRUE;
  if (g_str_equal (key, "d"))
    return (a->dialect = tg_analysis_dialect_from_string (value)), TRUE;
  if (g_str_equal (key, "ru") || g_str_equal (key, "e") ||
      g_str_equal (key, "ev") || g_str_equal (key, "net"))
    {
      char *text = g_uri_unescape_string (value, NULL);
      char **slot = key[0] == 'r' ? &a->rules
                  : key[0] == 'n' ? &a->network
                  : key[1] == 'v' ? &a->engine_version : &a->engine_name;

      if (text == NULL || !g_utf8_validate (text, -1, NULL))
        return g_free (text), FALSE;
      g_free (*slot);
      *slot = text;
      return TRUE;
    }
  return TRUE;  /* a key of a later version */
}

TgAnalysis *
tg_analysis_sgf_decode (const char  *value,
                        GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(TgAnalysis) a = NULL;
  guint width = 0, height = 0;
  TgColor to_move = TG_EMPTY;
  guint i;

  g_return_val_if_fail (value != NULL, NULL);

  words = g_strsplit_set (value, " \t\r\n", -1);
  if (words[0] == NULL || !g_str_equal (words[0], TGA_VERSION))
    {
      g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                   "Not a version %s " TG_ANALYSIS_SGF_PROPERTY " value", TGA_VERSION);
      return NULL;
    }
  /* The position first: the candidates need the board size. */
  for (i = 1; words[i] != NULL; i++)
    {
      if (g_str_has_prefix (words[i], "to="))
        to_move = g_str_equal (words[i] + 3, "B") ? TG_BLACK
                : g_str_equal (words[i] + 3, "W") ? TG_WHITE : TG_EMPTY;
      else if (g_str_has_prefix (words[i], "sz=") &&
               !read_size (words[i] + 3, &width, &height))
        width = 0;
    }
  if (to_move == TG_EMPTY || width == 0)
    {
      g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                   "A " TG_ANALYSIS_SGF_PROPERTY " value without its side to move or board size");
      return NULL;
    }
  a = tg_analysis_new (width, height, to_move);
  for (i = 1; words[i] != NULL; i++)
    {
      char *eq = strchr (words[i], '=');
      gboolean ok;

      if (*words[i] == '\0')
        continue;
      if (eq == NULL)
        ok = FALSE;
      else
        {
          *eq = '\0';
          ok = g_str_equal (words[i], "c") ? read_candidate (a, eq + 1)
             : g_str_equal (words[i], "o") ? read_ownership (a, eq + 1)
             : read_header_word (a, words[i], eq + 1);
        }
      if (!ok)
        {
          g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                       "A bad word in a " TG_ANALYSIS_SGF_PROPERTY " value: %s%s%s",
                       words[i], eq != NULL ? "=" : "", eq != NULL ? eq + 1 : "");
          return NULL;
        }
    }
  tg_analysis_sort_candidates (a);
  return g_steal_pointer (&a);
}

/* The record -------------------------------------------------------------- */

void
tg_analysis_sgf_write (TgGameTree       *tree,
                       TgNode            node,
                       const TgAnalysis *analysis,
                       guint             max_candidates)
{
  g_autofree char *value = NULL;
  GString *number = g_string_new (NULL);

  g_return_if_fail (tree != NULL && analysis != NULL);

  value = tg_analysis_sgf_encode (analysis, max_candidates);
  tg_game_tree_set_value (tree, node, TG_ANALYSIS_SGF_PROPERTY, value);

  /* Sabaki's: Black's winrate in percent and Black's lead, two decimals. */
  _tg_analysis_append_number (number, analysis->winrate * 100.0, 2);
  if (number->len > 0)
    tg_game_tree_set_value (tree, node, "SBKV", number->str);
  else
    tg_game_tree_remove_prop (tree, node, "SBKV");
  g_string_truncate (number, 0);
  _tg_analysis_append_number (number, analysis->score_lead, 2);
  if (number->len > 0)
    tg_game_tree_set_value (tree, node, "SBKS", number->str);
  else
    tg_game_tree_remove_prop (tree, node, "SBKS");
  g_string_free (number, TRUE);
}

/* Every property tg_analysis_sgf_read() reads: ours, then Sabaki's,
 * Lizzie's, q5Go's and KaTrain's (tg-analysis-sgf-foreign.c). */
static const char * const read_props[] = {
  TG_ANALYSIS_SGF_PROPERTY, "SBKV", "SBKS", "LZ", "QLZV", "QKGV", "KT",
};

gboolean
tg_analysis_sgf_present (TgGameTree *tree,
                         TgNode      node)
{
  g_return_val_if_fail (tree != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (read_props); i++)
    if (tg_game_tree_has_prop (tree, node, read_props[i]))
      return TRUE;
  return FALSE;
}

TgAnalysis *
tg_analysis_sgf_read (TgGameTree    *tree,
                      TgNode         node,
                      const TgBoard *board,
                      TgColor        to_move,
                      TgHalfPoints   komi)
{
  const char *value;

  g_return_val_if_fail (tree != NULL && board != NULL, NULL);

  value = tg_game_tree_get_value (tree, node, TG_ANALYSIS_SGF_PROPERTY);
  if (value != NULL)
    {
      g_autofree char *text = tg_sgf_value_unescape (value, strlen (value), FALSE);
      g_autoptr(GError) error = NULL;
      g_autoptr(TgAnalysis) a = tg_analysis_sgf_decode (text, &error);

      /* Ours, but about another position (the record was edited after the
       * analysis): Sabaki's values beside it are as stale, so none. */
      if (a != NULL)
        return tg_analysis_matches (a, board, to_move, komi) ? g_steal_pointer (&a) : NULL;
      g_debug ("Node %u: %s", node, error->message);
    }
  return _tg_analysis_sgf_read_foreign (tree, node, board, to_move, komi);
}
