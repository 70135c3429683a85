/* tg-analysis-sgf-foreign.c: the analyses other programs keep in SGF
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Read, never written (docs/analysis.md says where each format comes
 * from). None of them names the position it is about: the caller's
 * position (the node's) is taken on trust.
 *
 * - Sabaki: SBKV[53.12] Black's winrate in percent, SBKS[-1.5] Black's lead.
 * - Lizzie: LZ["VERSION WINRATE PLAYOUTS\nmove D4 visits 10 winrate 5421
 *   [scoreMean 1.2] pv D4 … info move …"], WINRATE in percent for the
 *   player who made the node's move (Lizzie stores 100 minus the side to
 *   move's), PLAYOUTS with a "k" or "m" suffix, and the candidates in
 *   lz-analyze form from the side to move.
 * - q5Go: QLZV[VISITS:WINRATE[:KOMI[:ENGINE]]] and QKGV[VISITS:WINRATE:
 *   SCORE:STDDEV[:KOMI[:ENGINE]]], one value per engine and komi, Black's
 *   winrate 0..1 and Black's score.
 * - KaTrain: KT[OWNERSHIP][POLICY][MAIN], each base64 of gzip: ownership
 *   and policy as little-endian IEEE half floats (row by row from the top),
 *   MAIN as JSON {"root": {…}, "moves": {"D4": {…}}}: KataGo's analysis
 *   engine fields, all from Black's side (KaTrain forces
 *   reportAnalysisWinratesAs = BLACK).
 */

#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "tg-analysis-json.h"
#include "tg-analysis-private.h"
#include "tg-analysis-sgf-private.h"

/* KaTrain's three parts stay far below this; a gzip bomb stops here. */
#define MAX_INFLATED (16 * 1024 * 1024)

static TgAnalysis *
new_for_position (const TgBoard     *board,
                  TgColor            to_move,
                  TgHalfPoints       komi,
                  TgAnalysisDialect  dialect)
{
  TgAnalysis *a = tg_analysis_new (board->width, board->height, to_move);

  tg_analysis_set_position (a, board, to_move, komi, NULL);
  a->dialect = dialect;
  return a;
}

/* A number that a program may have written through its locale ("52,3"). */
static gboolean
parse_loose_number (const char *text,
                    double     *out)
{
  g_autofree char *copy = g_strstrip (g_strdelimit (g_strdup (text), ",", '.'));
  const char *end;

  return _tg_analysis_parse_double (copy, &end, out) && *end == '\0';
}

static char *
get_unescaped (TgGameTree *tree,
               TgNode      node,
               const char *id)
{
  const char *raw = tg_game_tree_get_value (tree, node, id);

  return raw != NULL ? tg_sgf_value_unescape (raw, strlen (raw), FALSE) : NULL;
}

/* Sabaki ------------------------------------------------------------------ */

static TgAnalysis *
read_sabaki (TgGameTree    *tree,
             TgNode         node,
             const TgBoard *board,
             TgColor        to_move,
             TgHalfPoints   komi)
{
  g_autofree char *v = get_unescaped (tree, node, "SBKV");
  g_autofree char *s = get_unescaped (tree, node, "SBKS");
  double winrate = NAN, score = NAN;
  TgAnalysis *a;

  if (v == NULL || !parse_loose_number (v, &winrate) || winrate < 0 || winrate > 100)
    winrate = NAN;
  if (s == NULL || !parse_loose_number (s, &score))
    score = NAN;
  if (isnan (winrate) && isnan (score))
    return NULL;
  a = new_for_position (board, to_move, komi, TG_ANALYSIS_DIALECT_SABAKI);
  a->winrate = winrate / 100.0;
  a->score_lead = score;
  return a;
}

/* Lizzie ------------------------------------------------------------------ */

/* "1234", "1.2k", "12k", "1.5m" */
static gboolean
parse_playouts (const char *text,
                guint      *out)
{
  const char *end;
  double v;

  if (!_tg_analysis_parse_double (text, &end, &v) || v < 0)
    return FALSE;
  if (*end == 'k')
    v *= 1e3, end++;
  else if (*end == 'm')
    v *= 1e6, end++;
  if (*end != '\0' || v > G_MAXUINT)
    return FALSE;
  *out = (guint) lround (v);
  return TRUE;
}

static TgAnalysis *
read_lizzie (TgGameTree    *tree,
             TgNode         node,
             const TgBoard *board,
             TgColor        to_move,
             TgHalfPoints   komi)
{
  g_autofree char *text = get_unescaped (tree, node, "LZ");
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) head = NULL;
  g_autoptr(TgAnalysis) a = NULL;
  double winrate;
  guint playouts;

  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", 2);
  head = g_strsplit_set (g_strstrip (lines[0]), " ", -1);
  if (g_strv_length (head) < 3 || !parse_loose_number (head[1], &winrate) ||
      winrate < 0 || winrate > 100 || !parse_playouts (head[2], &playouts) ||
      playouts == 0)
    return NULL;
  a = new_for_position (board, to_move, komi, TG_ANALYSIS_DIALECT_LEELA_ZERO);
  if (lines[1] != NULL)
    {
      g_autofree char *line = g_strconcat ("info ", g_strstrip (lines[1]), NULL);
      gsize len = strlen (line);

      /* Lizzie ends every block with " info ", the last one too. */
      while (len >= 5 && g_str_has_suffix (line, " info"))
        line[len -= 5] = '\0';
      if (!tg_analysis_parse_report (a, TG_ANALYSIS_DIALECT_LEELA_ZERO,
                                     TG_ANALYSIS_PERSPECTIVE_SIDE_TO_MOVE, line, NULL))
        g_debug ("Node %u: LZ candidates that are not lz-analyze", node);
    }
  a->visits = playouts;
  a->winrate = (to_move == TG_BLACK ? 100.0 - winrate : winrate) / 100.0;
  return g_steal_pointer (&a);
}

/* q5Go -------------------------------------------------------------------- */

/* The value with the most visits for this komi, into @a. */
static void
read_q5go_values (TgAnalysis  *a,
                  TgGameTree  *tree,
                  TgNode       node,
                  const char  *id,
                  gboolean     kata,
                  TgHalfPoints komi,
                  guint       *best_visits)
{
  g_autofree const char **values = NULL;
  guint n = 0;
  guint komi_at = kata ? 4 : 2;

  values = tg_game_tree_get_values (tree, node, id, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tg_sgf_value_unescape (values[i], strlen (values[i]), FALSE);
      g_auto(GStrv) f = g_strsplit (text, ":", komi_at + 2);
      guint nf = g_strv_length (f);
      double winrate, score = NAN, k;
      guint visits;
      char *end;

      if (nf < komi_at - (kata ? 1 : 0))
        continue;
      visits = (guint) g_ascii_strtoull (f[0], &end, 10);
      if (*f[0] == '\0' || *end != '\0' || !parse_loose_number (f[1], &winrate) ||
          winrate < 0 || winrate > 1 || (kata && !parse_loose_number (f[2], &score)))
        continue;
      if (nf > komi_at && *f[komi_at] != '\0' &&
          (!parse_loose_number (f[komi_at], &k) || k * 2 != komi))
        continue;  /* about another komi */
      if (visits < *best_visits)
        continue;
      *best_visits = visits;
      a->visits = visits;
      a->winrate = winrate;
      a->score_lead = score;
      a->dialect = kata ? TG_ANALYSIS_DIALECT_KATAGO : TG_ANALYSIS_DIALECT_LEELA_ZERO;
      g_clear_pointer (&a->engine_name, g_free);
      if (nf > komi_at + 1 && *f[komi_at + 1] != '\0' && g_utf8_validate (f[komi_at + 1], -1, NULL))
        a->engine_name = g_strdup (f[komi_at + 1]);
    }
}

static TgAnalysis *
read_q5go (TgGameTree    *tree,
           TgNode         node,
           const TgBoard *board,
           TgColor        to_move,
           TgHalfPoints   komi)
{
  g_autoptr(TgAnalysis) a = NULL;
  guint best_visits = 0;

  if (!tg_game_tree_has_prop (tree, node, "QKGV") &&
      !tg_game_tree_has_prop (tree, node, "QLZV"))
    return NULL;
  a = new_for_position (board, to_move, komi, TG_ANALYSIS_DIALECT_NONE);
  a->winrate = -1;
  read_q5go_values (a, tree, node, "QKGV", TRUE, komi, &best_visits);
  read_q5go_values (a, tree, node, "QLZV", FALSE, komi, &best_visits);
  return a->winrate >= 0 ? g_steal_pointer (&a) : NULL;
}

/* KaTrain ----------------------------------------------------------------- */

/* base64 → gunzip, NUL-terminated; NULL when it is not. */
static GBytes *
inflate_base64 (const char *value)
{
  g_autofree guchar *data = NULL;
  g_autoptr(GZlibDecompressor) zlib = NULL;
  g_autoptr(GInputStream) mem = NULL;
  g_autoptr(GInputStream) in = NULL;
  g_autoptr(GByteArray) out = g_byte_array_new ();
  gsize len = 0;

  data = g_base64_decode (value, &len);
  if (len == 0)
    return NULL;
  zlib = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
  mem = g_memory_input_stream_new_from_data (data, (gssize) len, NULL);
  in = g_converter_input_stream_new (mem, G_CONVERTER (zlib));
  for (;;)
    {
      guint8 buf[16384];
      gssize n = g_input_stream_read (in, buf, sizeof buf, NULL, NULL);

      if (n < 0 || out->len + (gsize) n > MAX_INFLATED)
        return NULL;
      if (n == 0)
        break;
      g_byte_array_append (out, buf, (guint) n);
    }
  g_byte_array_append (out, (const guint8 *) "", 1);
  return g_bytes_new (out->data, out->len);
}

static float
half_to_float (guint16 h)
{
  int exponent = (h >> 10) & 0x1f;
  int mantissa = h & 0x3ff;
  float v;

  if (exponent == 0)
    v = ldexpf ((float) mantissa, -24);
  else if (exponent == 31)
    v = mantissa != 0 ? NAN : INFINITY;
  else
    v = ldexpf ((float) (mantissa + 1024), exponent - 25);
  return (h & 0x8000) != 0 ? -v : v;
}

static void
read_katrain_ownership (TgAnalysis *a,
                        GBytes     *bytes)
{
  gsize size, n = (gsize) a->width * a->height;
  const guint8 *data = g_bytes_get_data (bytes, &size);

  if (size - 1 != 2 * n)   /* the NUL inflate_base64 added */
    return;
  a->ownership = g_new (float, n);
  for (gsize i = 0; i < n; i++)
    {
      float o = half_to_float ((guint16) (data[2 * i] | (data[2 * i + 1] << 8)));

      a->ownership[i] = isnan (o) ? 0.0f : CLAMP (o, -1.0f, 1.0f);
    }
}

static void
read_katrain_move (TgAnalysis   *a,
                   const TgJson *move)
{
  const TgJson *name = _tg_json_member (move, "move");
  const TgJson *pv = _tg_json_member (move, "pv");
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  TgAnalysisCandidate *c;
  TgPoint p;
  double winrate = _tg_json_number (_tg_json_member (move, "winrate"), NAN);
  double visits = _tg_json_number (_tg_json_member (move, "visits"), 0);
  double order = _tg_json_number (_tg_json_member (move, "order"), 999);

  if (name == NULL || name->type != TG_JSON_STRING ||
      !tg_point_from_gtp (name->string, a->width, a->height, &p) ||
      !(winrate >= 0 && winrate <= 1) || !(visits >= 0 && visits < G_MAXUINT) ||
      !(order >= 0 && order < G_MAXUINT))
    return;
  for (guint i = 0; pv != NULL && pv->type == TG_JSON_ARRAY && i < pv->items->len; i++)
    {
      const TgJson *v = g_ptr_array_index (pv->items, i);
      TgPoint q;

      if (v->type != TG_JSON_STRING || !tg_point_from_gtp (v->string, a->width, a->height, &q))
        break;
      g_array_append_val (points, q);
    }
  c = tg_analysis_add_candidate (a, p, (const TgPoint *) (gpointer) points->data, points->len);
  c->visits = (guint) visits;
  c->order = (guint) order;
  c->winrate = winrate;
  c->score_lead = _tg_json_number (_tg_json_member (move, "scoreLead"), NAN);
  c->prior = _tg_json_number (_tg_json_member (move, "prior"), NAN);
  c->lcb = _tg_json_number (_tg_json_member (move, "lcb"), NAN);
  /* Black's lower bound; the model keeps the side to move's. */
  if (a->to_move == TG_WHITE)
    c->lcb = 1.0 - c->lcb;
}

TgAnalysis *
_tg_analysis_from_katrain (const char *const *values,
                           guint              n_values,
                           const TgBoard     *board,
                           TgColor            to_move)
{
  g_autoptr(GBytes) main_part = NULL;
  g_autoptr(GBytes) ownership = NULL;
  g_autoptr(TgJson) json = NULL;
  g_autoptr(TgAnalysis) a = NULL;
  const TgJson *root, *moves;
  gsize size;
  const char *text;
  double winrate, visits;

  if (n_values < 3 || (main_part = inflate_base64 (values[2])) == NULL)
    return NULL;
  text = g_bytes_get_data (main_part, &size);
  json = _tg_json_parse (text, size - 1);
  root = _tg_json_member (json, "root");
  winrate = _tg_json_number (_tg_json_member (root, "winrate"), NAN);
  visits = _tg_json_number (_tg_json_member (root, "visits"), 0);
  if (root == NULL || !(winrate >= 0 && winrate <= 1) || !(visits >= 0 && visits < G_MAXUINT))
    return NULL;
  a = tg_analysis_new (board->width, board->height, to_move);
  a->dialect = TG_ANALYSIS_DIALECT_KATAGO;
  a->engine_name = g_strdup ("KataGo");
  a->winrate = winrate;
  a->score_lead = _tg_json_number (_tg_json_member (root, "scoreLead"), NAN);
  a->visits = (guint) visits;
  moves = _tg_json_member (json, "moves");
  for (guint i = 0; moves != NULL && moves->items != NULL && i < moves->items->len; i++)
    read_katrain_move (a, g_ptr_array_index (moves->items, i));
  tg_analysis_sort_candidates (a);
  /* KaTrain gives moves kept from an earlier search order 999. */
  for (guint i = 0; i < a->n_candidates; i++)
    a->candidates[i].order = i;
  ownership = inflate_base64 (values[0]);
  if (ownership != NULL)
    read_katrain_ownership (a, ownership);
  return g_steal_pointer (&a);
}

static TgAnalysis *
read_katrain (TgGameTree    *tree,
              TgNode         node,
              const TgBoard *board,
              TgColor        to_move,
              TgHalfPoints   komi)
{
  g_autofree const char **values = NULL;
  TgAnalysis *a;
  guint n = 0;

  values = tg_game_tree_get_values (tree, node, "KT", &n);
  if (values == NULL)
    return NULL;
  a = _tg_analysis_from_katrain (values, n, board, to_move);
  if (a != NULL)
    tg_analysis_set_position (a, board, to_move, komi, NULL);
  return a;
}

TgAnalysis *
_tg_analysis_sgf_read_foreign (TgGameTree    *tree,
                               TgNode         node,
                               const TgBoard *board,
                               TgColor        to_move,
                               TgHalfPoints   komi)
{
  TgAnalysis *a;

  if ((a = read_katrain (tree, node, board, to_move, komi)) != NULL ||
      (a = read_lizzie (tree, node, board, to_move, komi)) != NULL ||
      (a = read_q5go (tree, node, board, to_move, komi)) != NULL)
    return a;
  return read_sabaki (tree, node, board, to_move, komi);
}
