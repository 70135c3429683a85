/* tg-sgf-reader.c: SGF bytes → TgGameTree, with warnings
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The public entry points and the bookkeeping of problems; decoding,
 * parsing and the checks live in tg-sgf-decode.c, tg-sgf-parser.c,
 * tg-sgf-checks.c and tg-sgf-fixups.c.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-sgf-import-private.h"

G_DEFINE_QUARK (tg-sgf-error-quark, tg_sgf_error)

void
tg_sgf_warning_free (TgSgfWarning *warning)
{
  if (warning == NULL)
    return;
  g_free (warning->message);
  g_free (warning);
}

void
tg_sgf_document_free (TgSgfDocument *doc)
{
  if (doc == NULL)
    return;
  g_clear_pointer (&doc->tree, tg_game_tree_unref);
  g_clear_pointer (&doc->warnings, g_ptr_array_unref);
  g_clear_pointer (&doc->errors, g_ptr_array_unref);
  g_free (doc->encoding);
  g_free (doc->encoding_reason);
  g_clear_pointer (&doc->raw, g_bytes_unref);
  g_clear_pointer (&doc->node_places, g_array_unref);
  g_free (doc);
}

gboolean
tg_sgf_document_get_node_place (TgSgfDocument *doc,
                                TgNode         node,
                                guint         *line,
                                guint         *column)
{
  const TgSgfNodePlace *place;

  g_return_val_if_fail (doc != NULL, FALSE);

  if (doc->node_places == NULL || node >= doc->node_places->len)
    return FALSE;
  place = &g_array_index (doc->node_places, TgSgfNodePlace, node);
  if (place->line == 0)
    return FALSE;
  *line = place->line;
  *column = place->column;
  return TRUE;
}

void
_tg_sgf_note_node (TgSgfContext *ctx,
                   TgNode        node,
                   gsize         offset)
{
  if (ctx->node_offsets == NULL)
    return;
  if (node >= ctx->node_offsets->len)
    {
      gsize old = ctx->node_offsets->len;

      g_array_set_size (ctx->node_offsets, node + 1);
      for (gsize i = old; i < node; i++)
        g_array_index (ctx->node_offsets, gsize, i) = G_MAXSIZE;
    }
  g_array_index (ctx->node_offsets, gsize, node) = offset;
}

/* The places of the noted nodes, located in one pass (nodes come in the
 * order of the text, so locating only goes forward). */
GArray *
_tg_sgf_node_places (TgSgfContext *ctx)
{
  GArray *places = g_array_sized_new (FALSE, TRUE, sizeof (TgSgfNodePlace),
                                      ctx->node_offsets->len);

  g_array_set_size (places, ctx->node_offsets->len);
  for (guint i = 0; i < ctx->node_offsets->len; i++)
    {
      gsize offset = g_array_index (ctx->node_offsets, gsize, i);
      TgSgfNodePlace *place = &g_array_index (places, TgSgfNodePlace, i);

      if (offset != G_MAXSIZE)
        _tg_sgf_locate (ctx, offset, &place->line, &place->column);
    }
  return places;
}

/* Problems ---------------------------------------------------------------- */

void
_tg_sgf_context_init (TgSgfContext *ctx,
                      gboolean      keep_going)
{
  memset (ctx, 0, sizeof *ctx);
  ctx->warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_sgf_warning_free);
  ctx->errors = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_sgf_warning_free);
  ctx->once = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ctx->keep_going = keep_going;
  ctx->loc.line = ctx->loc.column = 1;
  ctx->loc_marks = g_array_new (FALSE, FALSE, sizeof (TgSgfPlace));
  g_array_append_val (ctx->loc_marks, ctx->loc);
}

void
_tg_sgf_context_clear (TgSgfContext *ctx)
{
  g_clear_pointer (&ctx->warnings, g_ptr_array_unref);
  g_clear_pointer (&ctx->errors, g_ptr_array_unref);
  g_clear_pointer (&ctx->once, g_hash_table_unref);
  g_clear_pointer (&ctx->loc_marks, g_array_unref);
  g_clear_pointer (&ctx->node_offsets, g_array_unref);
}

void
_tg_sgf_place_advance (TgSgfPlace *at,
                       const char *text,
                       gsize       offset)
{
  const char *from = text + at->offset, *to = text + offset;
  gsize lines = tg_charset_count_byte (from, to - from, '\n');

  if (lines > 0)
    {
      /* Columns from the start of the last line. */
      while (to[-1] != '\n')
        to--;
      at->line += lines;
      at->column = 1;
      from = to;
      to = text + offset;
    }
  at->column += tg_charset_count_chars (from, to - from);
  at->offset = offset;
}

void
_tg_sgf_locate (TgSgfContext *ctx,
                gsize         offset,
                guint        *line,
                guint        *column)
{
  TgSgfPlace at;

  if (offset == G_MAXSIZE)
    {
      *line = 1;
      *column = 1;
      return;
    }
  offset = MIN (offset, ctx->len);
  at = ctx->loc;
  if (offset < at.offset)
    {
      /* Back to the last mark at or before @offset. */
      guint lo = 0, hi = ctx->loc_marks->len;

      while (hi - lo > 1)
        {
          guint mid = (lo + hi) / 2;

          if (g_array_index (ctx->loc_marks, TgSgfPlace, mid).offset <= offset)
            lo = mid;
          else
            hi = mid;
        }
      at = g_array_index (ctx->loc_marks, TgSgfPlace, lo);
    }
  /* A step at a time, leaving a mark at each multiple of the step. */
  while (at.offset < offset)
    {
      gsize stop = MIN (offset, (at.offset / TG_SGF_LOC_STEP + 1) * TG_SGF_LOC_STEP);

      _tg_sgf_place_advance (&at, ctx->text, stop);
      if (stop % TG_SGF_LOC_STEP == 0 &&
          g_array_index (ctx->loc_marks, TgSgfPlace, ctx->loc_marks->len - 1).offset < stop)
        g_array_append_val (ctx->loc_marks, at);
    }
  ctx->loc = at;
  *line = at.line;
  *column = at.column;
}

static void
add_problem (TgSgfContext *ctx,
             GPtrArray    *list,
             guint         line,
             guint         column,
             int           code,
             char         *message)
{
  TgSgfWarning *w;

  if (list->len >= TG_SGF_MAX_PROBLEMS)
    {
      if (list == ctx->errors)
        ctx->n_lost_errors++;
      else
        ctx->n_lost_warnings++;
      g_free (message);
      return;
    }
  w = g_new0 (TgSgfWarning, 1);
  w->line = line;
  w->column = column;
  w->code = code;
  w->message = message;
  g_ptr_array_add (list, w);
}

void
_tg_sgf_add_located (TgSgfContext *ctx,
                     guint         line,
                     guint         column,
                     int           code,
                     char         *message)
{
  add_problem (ctx, code < 0 ? ctx->warnings : ctx->errors, line, column, code, message);
}

static void
add_at (TgSgfContext *ctx,
        gsize         offset,
        int           code,
        const char   *format,
        va_list       args)
{
  guint line, column;
  GPtrArray *list = code < 0 ? ctx->warnings : ctx->errors;

  if (list->len >= TG_SGF_MAX_PROBLEMS)
    {
      if (code < 0)
        ctx->n_lost_warnings++;
      else
        ctx->n_lost_errors++;
      return;
    }
  _tg_sgf_locate (ctx, offset, &line, &column);
  add_problem (ctx, list, line, column, code, g_strdup_vprintf (format, args));
}

void
_tg_sgf_warn (TgSgfContext *ctx,
              gsize         offset,
              const char   *format,
              ...)
{
  va_list args;

  va_start (args, format);
  add_at (ctx, offset, -1, format, args);
  va_end (args);
}

void
_tg_sgf_warn_once (TgSgfContext *ctx,
                   const char   *key,
                   gsize         offset,
                   const char   *format,
                   ...)
{
  va_list args;

  if (g_hash_table_contains (ctx->once, key))
    return;
  g_hash_table_add (ctx->once, g_strdup (key));
  va_start (args, format);
  add_at (ctx, offset, -1, format, args);
  va_end (args);
}

void
_tg_sgf_error (TgSgfContext *ctx,
               gsize         offset,
               TgSgfError    code,
               const char   *format,
               ...)
{
  va_list args;

  va_start (args, format);
  add_at (ctx, offset, code, format, args);
  va_end (args);
  if (!ctx->keep_going)
    ctx->stop = TRUE;
}

/* Reading ----------------------------------------------------------------- */

static gint
compare_place (gconstpointer a,
               gconstpointer b)
{
  const TgSgfWarning *wa = *(const TgSgfWarning **) a;
  const TgSgfWarning *wb = *(const TgSgfWarning **) b;

  if (wa->line != wb->line)
    return wa->line < wb->line ? -1 : 1;
  if (wa->column != wb->column)
    return wa->column < wb->column ? -1 : 1;
  return 0;
}

static void
set_error_from (GError            **error,
                const TgSgfWarning *e)
{
  if (e->line > 0)
    g_set_error (error, TG_SGF_ERROR, e->code, "%u:%u: %s", e->line, e->column, e->message);
  else
    g_set_error_literal (error, TG_SGF_ERROR, e->code, e->message);
}

gboolean
_tg_sgf_cancelled (TgSgfContext *ctx)
{
  if (ctx->cancellable != NULL && g_cancellable_is_cancelled (ctx->cancellable))
    {
      ctx->cancelled = TRUE;
      ctx->stop = TRUE;
    }
  return ctx->cancelled;
}

/* Memory for reading @len bytes: the text, its conversion and the tree
 * take about four times the file's size at their peak. Asked for (and
 * given back) at once, so that a process under a memory limit gets an
 * error rather than an abort in the middle of the parse. */
static gboolean
enough_memory (gsize    len,
               GError **error)
{
  gpointer probe;

  if (len < 16 * 1024 * 1024)
    return TRUE;
  probe = g_try_malloc (len * 4);
  if (probe == NULL)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE,
                   _("Not enough memory to read a file of %zu MB"),
                   len / (1024 * 1024) + 1);
      return FALSE;
    }
  g_free (probe);
  return TRUE;
}

TgSgfDocument *
tg_sgf_read_full (GBytes         *bytes,
                  const char     *encoding,
                  TgSgfReadFlags  flags,
                  GError        **error)
{
  return tg_sgf_read_full_cancellable (bytes, encoding, flags, NULL, error);
}

/* Whether @len bytes can be read at all: not over the largest record, the
 * memory there, and not cancelled. */
static gboolean
input_acceptable (gsize          len,
                  GCancellable  *cancellable,
                  GError       **error)
{
  if (len > TG_SGF_MAX_INPUT_SIZE)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE,
                   _("The file is larger than %u MB, the largest record Tengen reads"),
                   (guint) (TG_SGF_MAX_INPUT_SIZE / (1024 * 1024)));
      return FALSE;
    }
  return enough_memory (len, error) && !g_cancellable_set_error_if_cancelled (cancellable, error);
}

/* The warnings and errors in the order of the file, with a last note for
 * those that did not fit ("… and 3 more warnings"). */
static void
sort_problems (TgSgfContext *ctx)
{
  g_ptr_array_sort (ctx->warnings, compare_place);
  g_ptr_array_sort (ctx->errors, compare_place);
  if (ctx->n_lost_warnings > 0)
    add_problem (ctx, ctx->warnings, 1, 1, -1,
                 g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more warning",
                                               "… and %u more warnings", ctx->n_lost_warnings),
                                  ctx->n_lost_warnings));
  if (ctx->n_lost_errors > 0)
    {
      g_ptr_array_remove_index (ctx->errors, ctx->errors->len - 1);   /* room for the note */
      add_problem (ctx, ctx->errors, 1, 1, TG_SGF_ERROR_SYNTAX,
                   g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more error",
                                                 "… and %u more errors", ctx->n_lost_errors + 1),
                                    ctx->n_lost_errors + 1));
    }
}

static TgSgfDocument *read_bytes (GBytes         *bytes,
                                   const char     *path,
                                   const char     *encoding,
                                   TgSgfReadFlags  flags,
                                   GCancellable   *cancellable,
                                   GError        **error);

TgSgfDocument *
tg_sgf_read_full_cancellable (GBytes         *bytes,
                              const char     *encoding,
                              TgSgfReadFlags  flags,
                              GCancellable   *cancellable,
                              GError        **error)
{
  return read_bytes (bytes, NULL, encoding, flags, cancellable, error);
}

/* @path (may be NULL) only names the format of a file cut at its start. */
static TgSgfDocument *
read_bytes (GBytes         *bytes,
            const char     *path,
            const char     *encoding,
            TgSgfReadFlags  flags,
            GCancellable   *cancellable,
            GError        **error)
{
  g_autoptr(TgSgfDocument) doc = NULL;
  gboolean keep_going = (flags & TG_SGF_READ_KEEP_GOING) != 0;
  const guint8 *data;
  gsize len = 0;
  TgSgfFormat import;
  TgSgfDecoded decoded;
  TgSgfContext ctx;

  g_return_val_if_fail (bytes != NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (data == NULL)
    data = (const guint8 *) "";
  if (!input_acceptable (len, cancellable, error))
    return NULL;

  import = _tg_sgf_detect_format (data, len, path);
  if (import != TG_SGF_FORMAT_SGF)
    return _tg_sgf_import (bytes, import, encoding, flags, cancellable, error);

  doc = g_new0 (TgSgfDocument, 1);
  doc->raw = g_bytes_ref (bytes);

  if (!_tg_sgf_decode (data, len, encoding, cancellable, &decoded, error))
    {
      _tg_sgf_decoded_clear (&decoded);
      return NULL;
    }

  _tg_sgf_context_init (&ctx, keep_going);
  ctx.cancellable = cancellable;
  ctx.text = decoded.text;
  ctx.len = decoded.len;
  ctx.n_nodes_hint = decoded.n_semicolons;
  for (guint i = 0; i < decoded.notes->len; i++)
    {
      TgSgfNote *note = &g_array_index (decoded.notes, TgSgfNote, i);
      _tg_sgf_add_located (&ctx, note->line, note->column, -1, g_steal_pointer (&note->message));
    }

  if (flags & TG_SGF_READ_NODE_PLACES)
    ctx.node_offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  if (!_tg_sgf_cancelled (&ctx))
    doc->tree = _tg_sgf_parse (&ctx);
  if (ctx.cancelled)
    {
      /* Everything built so far goes at once. */
      _tg_sgf_context_clear (&ctx);
      _tg_sgf_decoded_clear (&decoded);
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }
  if (ctx.node_offsets != NULL)
    doc->node_places = _tg_sgf_node_places (&ctx);
  doc->encoding = g_steal_pointer (&decoded.encoding);
  doc->encoding_reason = g_steal_pointer (&decoded.reason);
  doc->encoding_guessed = decoded.guessed;

  sort_problems (&ctx);
  doc->warnings = g_steal_pointer (&ctx.warnings);
  doc->errors = g_steal_pointer (&ctx.errors);
  _tg_sgf_context_clear (&ctx);
  _tg_sgf_decoded_clear (&decoded);

  if (!keep_going && doc->errors->len > 0)
    {
      set_error_from (error, g_ptr_array_index (doc->errors, 0));
      return NULL;
    }
  return g_steal_pointer (&doc);
}

TgSgfDocument *
tg_sgf_read (const char  *data,
             gsize        len,
             const char  *encoding,
             GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);

  return tg_sgf_read_full (bytes, encoding, TG_SGF_READ_DEFAULT, error);
}

TgSgfDocument *
tg_sgf_read_file_cancellable (const char      *path,
                              const char      *encoding,
                              TgSgfReadFlags   flags,
                              GCancellable    *cancellable,
                              GError         **error)
{
  g_autoptr(GBytes) bytes = tg_sgf_load_file (path, cancellable, error);

  if (bytes == NULL)
    return NULL;
  return read_bytes (bytes, path, encoding, flags, cancellable, error);
}

gboolean
tg_sgf_path_is_import (const char *path)
{
  const char *dot = path != NULL ? strrchr (path, '.') : NULL;

  return dot != NULL && (g_ascii_strcasecmp (dot, ".gib") == 0 ||
                         g_ascii_strcasecmp (dot, ".ngf") == 0 ||
                         g_ascii_strcasecmp (dot, ".ugf") == 0 ||
                         g_ascii_strcasecmp (dot, ".ugi") == 0);
}

TgSgfDocument *
tg_sgf_read_file_full (const char      *path,
                       const char      *encoding,
                       TgSgfReadFlags   flags,
                       GError         **error)
{
  return tg_sgf_read_file_cancellable (path, encoding, flags, NULL, error);
}

TgSgfDocument *
tg_sgf_read_file (const char  *path,
                  const char  *encoding,
                  GError     **error)
{
  return tg_sgf_read_file_full (path, encoding, TG_SGF_READ_DEFAULT, error);
}
