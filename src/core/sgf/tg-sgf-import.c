/* tg-sgf-import.c: other servers' formats through the reader's paths
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Recognises Tygem GIB, WBaduk NGF and PandaNet UGF/UGI by content (else
 * by the file's extension), decodes them as an SGF without CA[] would be
 * decoded, and hands the text to the format's importer. What the
 * importers share lives here: lines, root properties, the root comment
 * that keeps what SGF has no property for, moves and handicap stones.
 */

#include "config.h"

#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-handicap.h"
#include "tg-point.h"
#include "tg-sgf-import-private.h"

/* Lines and values -------------------------------------------------------- */

gboolean
_tg_sgf_import_next_line (TgSgfImport *imp,
                          TgSgfLine   *line)
{
  TgSgfContext *ctx = imp->ctx;
  const char *nl;
  gsize end;

  if (imp->pos >= ctx->len)
    return FALSE;
  if (imp->line_number % 4096 == 0 && _tg_sgf_cancelled (ctx))
    return FALSE;
  nl = memchr (ctx->text + imp->pos, '\n', ctx->len - imp->pos);
  end = nl != NULL ? (gsize) (nl - ctx->text) : ctx->len;
  line->s = ctx->text + imp->pos;
  line->offset = imp->pos;
  line->len = end - imp->pos;
  while (line->len > 0 && line->s[line->len - 1] == '\r')
    line->len--;
  line->number = ++imp->line_number;
  imp->pos = end + 1;
  return TRUE;
}

void
_tg_sgf_import_set (TgSgfImport *imp,
                    const char  *id,
                    const char  *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));

  if (*stripped != '\0')
    tg_game_tree_set_text (imp->tree, imp->root, id, stripped);
}

void
_tg_sgf_import_note (TgSgfImport *imp,
                     const char  *label,
                     const char  *value)
{
  g_autofree char *stripped = g_strstrip (g_strdup (value != NULL ? value : ""));

  if (*stripped == '\0')
    return;
  if (imp->notes->len > 0)
    g_string_append_c (imp->notes, '\n');
  g_string_append_printf (imp->notes, "%s: %s", label, stripped);
}

gboolean
_tg_sgf_import_long (const char *s,
                     gsize       len,
                     long       *value)
{
  char buf[32];
  char *end;

  while (len > 0 && g_ascii_isspace (*s))
    s++, len--;
  while (len > 0 && g_ascii_isspace (s[len - 1]))
    len--;
  if (len == 0 || len >= sizeof buf)
    return FALSE;
  memcpy (buf, s, len);
  buf[len] = '\0';
  *value = strtol (buf, &end, 10);
  return *end == '\0';
}

gboolean
_tg_sgf_import_is_margin (double points)
{
  return points > 0 && points < 10000 && points * 2 == floor (points * 2);
}

char *
_tg_sgf_import_result (char        winner,
                       const char *margin)
{
  if (winner == '0')
    return g_strdup ("0");
  return g_strdup_printf ("%c+%s", winner, margin != NULL ? margin : "");
}

void
_tg_sgf_import_comment (TgSgfImport *imp,
                        TgNode       node,
                        const char  *text)
{
  g_autofree char *old = tg_game_tree_get_text (imp->tree, node, "C");
  g_autofree char *joined = NULL;

  if (text == NULL || *text == '\0')
    return;
  joined = old != NULL && *old != '\0' ? g_strconcat (old, "\n\n", text, NULL) : g_strdup (text);
  tg_game_tree_set_text (imp->tree, node, "C", joined);
}

/* Board ------------------------------------------------------------------- */

void
_tg_sgf_import_set_size (TgSgfImport *imp,
                         long         size,
                         gsize        offset)
{
  char buf[16];
  const char *handicap;

  if (size < 2 || size > 52)
    {
      _tg_sgf_warn (imp->ctx, offset, _("Board size %ld is not one Tengen can read; read as 19"),
                    size);
      size = 19;
    }
  imp->size = size;
  g_snprintf (buf, sizeof buf, "%ld", size);
  tg_game_tree_set_value (imp->tree, imp->root, "SZ", buf);
  /* A header may give the handicap before the size: its stones were put
   * on the board of the size before (off this one, perhaps). */
  handicap = tg_game_tree_get_value (imp->tree, imp->root, "HA");
  if (handicap != NULL)
    {
      long n = strtol (handicap, NULL, 10);

      tg_game_tree_remove_prop (imp->tree, imp->root, "HA");
      tg_game_tree_remove_prop (imp->tree, imp->root, "AB");
      _tg_sgf_import_handicap (imp, n, offset);
    }
}

static void
point_letters (int   x,
               int   y,
               char  out[3])
{
  out[0] = x < 26 ? 'a' + x : 'A' + x - 26;
  out[1] = y < 26 ? 'a' + y : 'A' + y - 26;
  out[2] = '\0';
}

void
_tg_sgf_import_handicap (TgSgfImport *imp,
                         long         n,
                         gsize        offset)
{
  g_autoptr(GError) error = NULL;
  TgPoint points[9];
  char buf[16];

  if (n < 2)
    return;
  if (n > 9 || !tg_handicap_fixed_points (imp->size, imp->size, n, points, &error))
    {
      _tg_sgf_warn (imp->ctx, offset,
                    _("A handicap of %ld stones has no fixed placement on this board; "
                      "the stones were left out"), n);
      return;
    }
  g_snprintf (buf, sizeof buf, "%ld", n);
  tg_game_tree_set_value (imp->tree, imp->root, "HA", buf);
  for (long i = 0; i < n; i++)
    {
      int x = tg_point_x (points[i]), y = tg_point_y (points[i]);
      char letters[3];

      /* The servers' third stone is the upper left corner's, where GNU
       * Go puts the lower right one. */
      if (n == 3 && x > (int) imp->size / 2 && y > (int) imp->size / 2)
        x = y = imp->size - 1 - x;
      point_letters (x, y, letters);
      tg_game_tree_add_value (imp->tree, imp->root, "AB", letters);
    }
}

TgNode
_tg_sgf_import_move (TgSgfImport *imp,
                     TgNode       parent,
                     char         color,
                     int          x,
                     int          y,
                     gsize        offset)
{
  TgNode node;
  char letters[3];

  if (x == -1)
    node = tg_game_tree_append_child_with_value (imp->tree, parent, color == 'B' ? "B" : "W",
                                                 "", 0);
  else if (x < 0 || y < 0 || x >= (int) imp->size || y >= (int) imp->size)
    {
      _tg_sgf_warn (imp->ctx, offset, _("A move off the board (%d, %d) was left out"), x, y);
      return TG_NODE_NONE;
    }
  else
    {
      point_letters (x, y, letters);
      node = tg_game_tree_append_child_with_point (imp->tree, parent, color, letters);
    }
  _tg_sgf_note_node (imp->ctx, node, offset);
  return node;
}

/* Recognising ------------------------------------------------------------- */

static gboolean
has_prefix_ci (const guint8 *s,
               gsize         n,
               const char   *prefix)
{
  gsize l = strlen (prefix);

  return n >= l && g_ascii_strncasecmp ((const char *) s, prefix, l) == 0;
}

/* WBaduk NGF: a title line, the board size on the second, ... then one
 * line per move: "PM" + move number (2 letters) + colour + coordinates;
 * or the older layout, "GI" header lines then "PM" moves. */
static gboolean
looks_like_ngf (const guint8 *data,
                gsize         n)
{
  guint line = 0, moves = 0;
  gboolean size_line = FALSE;

  if (n > 2 && data[0] == 'G' && data[1] == 'I' &&
      g_strstr_len ((const char *) data, n, "(;") == NULL &&
      g_strstr_len ((const char *) data, n, "\nPM") != NULL)
    return TRUE;
  if (memchr (data, '(', n) != NULL)
    return FALSE;
  for (gsize s = 0; s < n && line < 200; line++)
    {
      const guint8 *nl = memchr (data + s, '\n', n - s);
      gsize e = nl ? (gsize) (nl - data) : n;
      gsize l = e - s;

      while (l > 0 && g_ascii_isspace (data[s + l - 1]))
        l--;
      if (line == 1)
        {
          guint v = 0;
          gboolean digits = l > 0 && l <= 2;

          for (gsize k = 0; k < l && digits; k++)
            {
              digits = g_ascii_isdigit (data[s + k]);
              v = v * 10 + (data[s + k] - '0');
            }
          size_line = digits && v >= 2 && v <= 52;
        }
      if (l >= 9 && data[s] == 'P' && data[s + 1] == 'M' && g_ascii_isupper (data[s + 2]) &&
          g_ascii_isupper (data[s + 3]) && (data[s + 4] == 'B' || data[s + 4] == 'W'))
        moves++;
      s = e + 1;
    }
  return size_line && moves > 0;
}

static TgSgfFormat
format_by_content (const guint8 *data,
                   gsize         len)
{
  gsize i = 0, n;

  if (len >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf)
    i = 3;
  while (i < len && g_ascii_isspace (data[i]))
    i++;
  data += i;
  len -= i;
  n = MIN (len, 8192);

  if (has_prefix_ci (data, n, "\\HS") || has_prefix_ci (data, n, "\\[GIBOKIND") ||
      has_prefix_ci (data, n, "\\[GAMEINFOMAIN"))
    return TG_SGF_FORMAT_GIB;
  if (has_prefix_ci (data, n, "[Header]"))
    return TG_SGF_FORMAT_UGF;
  if (looks_like_ngf (data, n))
    return TG_SGF_FORMAT_NGF;
  return TG_SGF_FORMAT_SGF;
}

TgSgfFormat
_tg_sgf_detect_format (const guint8 *data,
                       gsize         len,
                       const char   *path)
{
  TgSgfFormat format = format_by_content (data, len);
  const char *dot;

  if (format != TG_SGF_FORMAT_SGF)
    return format;
  /* A file cut at its start (no header) is known by its name only. */
  dot = path != NULL ? strrchr (path, '.') : NULL;
  if (dot == NULL || memchr (data, '(', MIN (len, 8192)) != NULL)
    return TG_SGF_FORMAT_SGF;
  if (g_ascii_strcasecmp (dot, ".gib") == 0)
    return TG_SGF_FORMAT_GIB;
  if (g_ascii_strcasecmp (dot, ".ngf") == 0)
    return TG_SGF_FORMAT_NGF;
  if (g_ascii_strcasecmp (dot, ".ugf") == 0 || g_ascii_strcasecmp (dot, ".ugi") == 0)
    return TG_SGF_FORMAT_UGF;
  return TG_SGF_FORMAT_SGF;
}

/* Decoding ---------------------------------------------------------------- */

typedef struct
{
  char     *text;
  gsize     len;
  char     *encoding;
  char     *reason;
  gboolean  guessed;
  guint     n_invalid;
  guint     n_nuls;
} Decoded;

/* PandaNet's header names its charset: "Lang=SJIS" (Japanese). */
static gboolean
declares_shift_jis (const guint8 *data,
                    gsize         len)
{
  return g_strstr_len ((const char *) data, MIN (len, 4096), "\nLang=SJIS") != NULL;
}

static gboolean
decode (const guint8 *data,
        gsize         len,
        TgSgfFormat   format,
        const char   *forced,
        Decoded      *out,
        GError      **error)
{
  const TgCharset *cs = NULL, *runner_up = NULL;
  gsize bom = 0;
  double score = 0;

  if (forced != NULL && (cs = tg_charset_lookup (forced)) == NULL)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING, _("Unknown encoding “%s”"), forced);
      return FALSE;
    }
  if (cs != NULL)
    out->reason = g_strdup (_("chosen by the user"));
  else if ((cs = tg_charset_sniff_bom (data, len, &bom)) != NULL ||
           (cs = tg_charset_sniff_wide (data, len)) != NULL)
    out->reason = g_strdup (bom > 0 ? _("a byte order mark") : _("the text is UTF-16 or UTF-32"));
  else if (tg_charset_validate_utf8 ((const char *) data, len))
    {
      cs = tg_charset_lookup ("UTF-8");
      out->reason = g_strdup (_("the text is valid UTF-8"));
    }
  else if (format == TG_SGF_FORMAT_UGF && declares_shift_jis (data, len) &&
           tg_charset_is_valid ((cs = tg_charset_lookup ("Shift_JIS")), (const char *) data, len))
    out->reason = g_strdup ("Lang=SJIS");
  else if ((cs = tg_charset_detect ((const char *) data, len, &score, &runner_up)) != NULL)
    {
      out->reason = g_strdup_printf (_("detected %s (plausibility %.2f, next %s)"),
                                     tg_charset_get_name (cs), score,
                                     runner_up ? tg_charset_get_name (runner_up) : "—");
      out->guessed = TRUE;
    }
  else
    {
      cs = tg_charset_lookup ("ISO-8859-1");
      out->reason = g_strdup (_("the text is not UTF-8 and no East Asian charset fits"));
      out->guessed = TRUE;
    }
  out->encoding = g_strdup (tg_charset_get_name (cs));
  out->text = tg_charset_to_utf8 (cs, (const char *) data + bom, len - bom, &out->len,
                                  &out->n_invalid);
  if (out->text == NULL)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING,
                   _("The text cannot be converted from %s"), out->encoding);
      return FALSE;
    }
  for (gsize i = 0; i < out->len; i++)
    if (out->text[i] == '\0')
      {
        out->text[i] = ' ';
        out->n_nuls++;
      }
  return TRUE;
}

static void
decoded_clear (Decoded *d)
{
  g_free (d->text);
  g_free (d->encoding);
  g_free (d->reason);
}

/* Reading ----------------------------------------------------------------- */

static const char *
format_id (TgSgfFormat format)
{
  switch (format)
    {
    case TG_SGF_FORMAT_GIB:
      return "gib";
    case TG_SGF_FORMAT_NGF:
      return "ngf";
    case TG_SGF_FORMAT_UGF:
      return "ugf";
    case TG_SGF_FORMAT_SGF:
    default:
      return NULL;
    }
}

/* The tree its SGF reads as: a variation that replays the game from move
 * 1 is moved to where it differs, as the SGF reader does (tg-sgf-fixups-
 * dialect.c); else the record saved as SGF would open as another tree. */
static void
fix_like_sgf (TgSgfImport *imp)
{
  TgSgfParser p = { .ctx = imp->ctx, .tree = imp->tree };
  /* Any entry: the repair walks the tree for every variation. */
  TgSgfVariation any = { TG_NODE_NONE, G_MAXSIZE };

  p.variations = g_array_new (FALSE, FALSE, sizeof (TgSgfVariation));
  g_array_append_val (p.variations, any);
  _tg_sgf_fix_replayed_variations (&p);
  g_array_unref (p.variations);
}

static void
import_game (TgSgfImport *imp,
             TgSgfFormat  format)
{
  imp->root = tg_game_tree_add_game (imp->tree);
  _tg_sgf_note_node (imp->ctx, imp->root, 0);
  tg_game_tree_set_value (imp->tree, imp->root, "FF", "4");
  tg_game_tree_set_value (imp->tree, imp->root, "GM", "1");
  tg_game_tree_set_value (imp->tree, imp->root, "SZ", "19");
  imp->size = 19;

  if (format == TG_SGF_FORMAT_GIB)
    _tg_sgf_import_gib (imp);
  else if (format == TG_SGF_FORMAT_NGF)
    _tg_sgf_import_ngf (imp);
  else
    _tg_sgf_import_ugf (imp);

  if (imp->notes->len > 0)
    _tg_sgf_import_comment (imp, imp->root, imp->notes->str);
}

static gint
compare_place (gconstpointer a,
               gconstpointer b)
{
  const TgSgfWarning *wa = *(const TgSgfWarning **) a;
  const TgSgfWarning *wb = *(const TgSgfWarning **) b;

  if (wa->line != wb->line)
    return wa->line < wb->line ? -1 : 1;
  return wa->column < wb->column ? -1 : wa->column > wb->column;
}

TgSgfDocument *
_tg_sgf_import (GBytes         *bytes,
                TgSgfFormat     format,
                const char     *encoding,
                TgSgfReadFlags  flags,
                GCancellable   *cancellable,
                GError        **error)
{
  g_autoptr(TgSgfDocument) doc = g_new0 (TgSgfDocument, 1);
  Decoded decoded = { 0 };
  TgSgfContext ctx;
  TgSgfImport imp = { 0 };
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);

  doc->raw = g_bytes_ref (bytes);
  doc->format = format_id (format);
  if (!decode (data != NULL ? data : (const guint8 *) "", len, format, encoding, &decoded, error))
    {
      decoded_clear (&decoded);
      return NULL;
    }

  _tg_sgf_context_init (&ctx, (flags & TG_SGF_READ_KEEP_GOING) != 0);
  ctx.cancellable = cancellable;
  ctx.text = decoded.text;
  ctx.len = decoded.len;
  if (flags & TG_SGF_READ_NODE_PLACES)
    ctx.node_offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  if (decoded.n_invalid > 0)
    _tg_sgf_warn (&ctx, G_MAXSIZE,
                  _("The text has bytes that are not valid %s; they were replaced by “�”"),
                  decoded.encoding);
  if (decoded.n_nuls > 0)
    _tg_sgf_warn (&ctx, G_MAXSIZE, _("NUL bytes in the text were replaced by spaces"));

  imp.ctx = &ctx;
  imp.tree = tg_game_tree_new ();
  imp.notes = g_string_new (NULL);
  if (!_tg_sgf_cancelled (&ctx))
    {
      import_game (&imp, format);
      fix_like_sgf (&imp);
    }
  g_string_free (imp.notes, TRUE);
  doc->tree = imp.tree;
  if (ctx.cancelled)
    {
      _tg_sgf_context_clear (&ctx);
      decoded_clear (&decoded);
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }
  if (ctx.node_offsets != NULL)
    doc->node_places = _tg_sgf_node_places (&ctx);
  doc->encoding = g_steal_pointer (&decoded.encoding);
  doc->encoding_reason = g_steal_pointer (&decoded.reason);
  doc->encoding_guessed = decoded.guessed;
  g_ptr_array_sort (ctx.warnings, compare_place);
  doc->warnings = g_steal_pointer (&ctx.warnings);
  doc->errors = g_steal_pointer (&ctx.errors);
  _tg_sgf_context_clear (&ctx);
  decoded_clear (&decoded);
  return g_steal_pointer (&doc);
}
