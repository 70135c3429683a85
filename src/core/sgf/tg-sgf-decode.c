/* tg-sgf-decode.c: SGF bytes → UTF-8 text
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Order of evidence: a charset forced by the caller; a byte order mark;
 * UTF-16/32 told by its NUL bytes; CA[] of each game; the text itself.
 * Valid UTF-8 is used in place, without a copy.
 *
 * Other charsets are converted by tg-sgf-transcode.c, which keeps the
 * ASCII structure of SGF intact.
 *
 * Each game may declare its own CA[] (SGFC's mixed-encoding test): when
 * the games of a file disagree, each is converted with its own charset.
 * A game whose CA[] says UTF-16 while its structure is ASCII has only
 * its values in UTF-16; they are converted one by one.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-memory.h"
#include "tg-sgf-reader-private.h"

/* Notes ------------------------------------------------------------------- */

/* Line and column of @offset in the input, going on from the last place
 * asked for when that is before it (notes come mostly in order). */
static void
raw_locate (TgSgfDecoder *dec,
            gsize         offset,
            guint        *line,
            guint        *column)
{
  TgSgfPlace at = dec->place;

  if (offset < at.offset)
    at = (TgSgfPlace) { 0, 1, 1 };
  _tg_sgf_place_advance (&at, (const char *) dec->data, offset);
  dec->place = at;
  *line = at.line;
  *column = at.column;
}

static void
note_at (TgSgfDecoder *dec,
         gssize        offset,
         const char   *format,
         ...) G_GNUC_PRINTF (3, 4);

static void
note_at (TgSgfDecoder *dec,
         gssize        offset,
         const char   *format,
         ...)
{
  TgSgfNote note = { 1, 1, NULL };
  va_list args;

  if (offset >= 0)
    raw_locate (dec, offset, &note.line, &note.column);
  va_start (args, format);
  note.message = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (dec->notes, note);
}

/* The buffer of a converted text from @len bytes of input, on whole
 * huge pages: room for 1.5 times as many bytes (a CJK character's 2
 * bytes are 3 in UTF-8; the string grows where a text needs more). Only
 * what the text surely fills is mapped in advance: under a memory limit,
 * room mapped for nothing could bring the OOM killer instead of an
 * error. */
static GString *
text_buffer (gsize len)
{
  GString *s = tg_memory_try_string (len + len / 2);

  if (s == NULL)
    s = g_string_sized_new (len + len / 2);
  tg_memory_prefault (s->str, MIN (s->allocated_len, len));
  return s;
}

/* Decisions --------------------------------------------------------------- */

static gboolean
has_non_ascii (const guint8 *d,
               gsize         len)
{
  return tg_charset_has_non_ascii ((const char *) d, len);
}

/* TRUE if [start, end) of the input, a game or the whole file, is valid
 * UTF-8. The input is validated once: a game inside the span known to be
 * valid is not looked at again (games end after ')', an ASCII byte, so
 * a valid span never ends inside a character of a game). */
static gboolean
span_is_utf8 (TgSgfDecoder *dec,
              gsize         start,
              gsize         end)
{
  if (!dec->utf8_known || start < dec->utf8_from || start > dec->utf8_to)
    {
      dec->utf8_known = TRUE;
      dec->utf8_from = start;
      dec->utf8_to = start + tg_charset_utf8_valid_prefix ((const char *) dec->data + start,
                                                           dec->len - start);
    }
  return end <= dec->utf8_to;
}

static double
utf8_plausibility (const guint8 *d,
                   gsize         len)
{
  return tg_charset_plausibility (NULL, (const char *) d, len);
}

static double
charset_plausibility (const TgCharset *cs,
                      const guint8    *d,
                      gsize            len)
{
  g_autofree char *text = NULL;
  gsize text_len = 0;

  text = tg_charset_to_utf8 (cs, (const char *) d, len, &text_len, NULL);
  return tg_charset_plausibility (cs, text, text_len);
}

/* A game whose CA[] names a charset that is neither UTF-8 nor wide:
 * the CA[] when it fits the text, UTF-8 when the text is UTF-8 and reads
 * better so, else what detection finds. */
static const TgCharset *
decide_declared (TgSgfDecoder    *dec,
                 const TgCharset *cs,
                 const char      *declared,
                 gssize           ca,
                 const guint8    *d,
                 gsize            len,
                 gboolean         utf8,
                 TgSgfMode       *mode,
                 char           **reason,
                 gboolean        *guessed)
{
  gboolean valid = tg_charset_is_valid (cs, (const char *) d, len);
  const TgCharset *detected;
  double score = 0;

  if (utf8 && has_non_ascii (d, len) &&
      (tg_charset_get_family (cs) == TG_CHARSET_SINGLE || !valid ||
       utf8_plausibility (d, len) >= charset_plausibility (cs, d, len)))
    {
      note_at (dec, ca, _("CA[%s] does not match the text, which is UTF-8; read as UTF-8"),
               declared);
      *mode = TG_SGF_MODE_COPY;
      *guessed = TRUE;
      *reason = g_strdup_printf (_("the text is valid UTF-8 (CA[%s] is wrong)"), declared);
      return tg_charset_lookup ("UTF-8");
    }
  if (valid)
    {
      if (g_strcmp0 (tg_charset_get_name (cs), tg_charset_get_decoder (cs)) != 0 &&
          tg_charset_get_family (cs) != TG_CHARSET_SINGLE)
        *reason = g_strdup_printf (_("CA[%s], read as its superset %s"), declared,
                                   tg_charset_get_decoder (cs));
      else
        *reason = g_strdup_printf ("CA[%s]", declared);
      return cs;
    }
  detected = tg_charset_detect ((const char *) d, len, &score, NULL);
  if (tg_charset_get_family (detected) != TG_CHARSET_SINGLE &&
      tg_charset_is_valid (detected, (const char *) d, len))
    {
      note_at (dec, ca, _("CA[%s] does not match the text; read as %s"), declared,
               tg_charset_get_name (detected));
      *guessed = TRUE;
      *reason = g_strdup_printf (_("CA[%s] does not match the text; detected %s (plausibility %.2f)"),
                                 declared, tg_charset_get_name (detected), score);
      return detected;
    }
  note_at (dec, ca, _("The text has bytes that are not valid %s; they were replaced by “�”"),
           declared);
  *reason = g_strdup_printf (_("CA[%s] (with invalid bytes)"), declared);
  return cs;
}

/* No usable CA[] (none, unknown, or CA[UTF-8] on text that is not
 * UTF-8): UTF-8 when the text is, else what detection finds. */
static const TgCharset *
decide_undeclared (TgSgfDecoder    *dec,
                   const TgCharset *cs,
                   const char      *declared,
                   gssize           ca,
                   gsize            start,
                   gsize            end,
                   gboolean         utf8,
                   TgSgfMode       *mode,
                   char           **reason,
                   gboolean        *guessed)
{
  const guint8 *d = dec->data + start;
  gsize len = end - start;
  const TgCharset *detected, *runner_up = NULL;
  double score = 0;

  if (utf8)
    {
      *mode = TG_SGF_MODE_COPY;
      *guessed = has_non_ascii (d, len);
      *reason = g_strdup (declared ? _("unknown CA[]; the text is valid UTF-8")
                                   : _("no CA[]; the text is valid UTF-8"));
      return tg_charset_lookup ("UTF-8");
    }
  detected = tg_charset_detect ((const char *) d, len, &score, &runner_up);
  *guessed = TRUE;
  if (tg_charset_get_family (detected) == TG_CHARSET_SINGLE)
    *reason = g_strdup_printf (_("%s; the text is not UTF-8 and no East Asian charset fits "
                                 "(best: %s, plausibility %.2f): %s"),
                               declared ? "CA[] not usable" : "no CA[]",
                               runner_up ? tg_charset_get_name (runner_up) : "-", score,
                               tg_charset_get_name (detected));
  else
    *reason = g_strdup_printf (_("%s; detected %s (plausibility %.2f, next %s)"),
                               declared ? "CA[] not usable" : "no CA[]",
                               tg_charset_get_name (detected), score,
                               runner_up ? tg_charset_get_name (runner_up) : "-");
  while (start < end && g_ascii_isspace (dec->data[start]))
    start++;
  note_at (dec, ca >= 0 ? ca : (gssize) start,
           cs != NULL ? _("CA[UTF-8] but the text is not UTF-8; read as %s (a guess)")
                      : _("No usable CA[] and the text is not UTF-8; read as %s (a guess)"),
           tg_charset_get_name (detected));
  return detected;
}

/* Chooses the charset of the game(s) in [start, end). */
static const TgCharset *
decide (TgSgfDecoder *dec,
        gsize         start,
        gsize         end,
        gssize        ca,
        gsize         ca_len,
        TgSgfMode    *mode,
        char        **reason,
        gboolean     *guessed)
{
  g_autofree char *declared = NULL;
  const TgCharset *cs = NULL;
  gboolean utf8 = span_is_utf8 (dec, start, end);

  *mode = TG_SGF_MODE_TRANSCODE;
  if (ca >= 0)
    {
      declared = g_strstrip (g_strndup ((const char *) dec->data + ca, ca_len));
      cs = tg_charset_lookup (declared);
      if (cs == NULL)
        note_at (dec, ca, _("Unknown charset CA[%s]; the text decides"), declared);
    }

  if (cs != NULL && tg_charset_get_family (cs) == TG_CHARSET_UTF8)
    {
      if (utf8)
        {
          *mode = TG_SGF_MODE_COPY;
          *reason = g_strdup ("CA[UTF-8]");
          return cs;
        }
    }
  else if (cs != NULL && tg_charset_get_family (cs) == TG_CHARSET_WIDE)
    {
      *mode = TG_SGF_MODE_WIDE_VALUES;
      *reason = g_strdup_printf (_("CA[%s], for the values (the structure is ASCII)"), declared);
      return cs;
    }
  else if (cs != NULL)
    return decide_declared (dec, cs, declared, ca, dec->data + start, end - start, utf8,
                            mode, reason, guessed);
  return decide_undeclared (dec, cs, declared, ca, start, end, utf8, mode, reason, guessed);
}

static const guint8 *
find_ca (const guint8 *p,
         const guint8 *end)
{
  while (end - p >= 3 && (p = memchr (p, 'C', end - p - 2)) != NULL)
    {
      if (p[1] == 'A' && p[2] == '[')
        return p;
      p++;
    }
  return NULL;
}

/* TRUE if every CA[] in @data (found by bytes, not by syntax) names
 * UTF-8; @any tells whether there was one. */
static gboolean
all_ca_say_utf8 (const guint8 *d,
                 gsize         len,
                 gboolean     *any)
{
  const guint8 *p = d, *end = d + len;

  *any = FALSE;
  while ((p = find_ca (p, end)) != NULL)
    {
      const guint8 *v = p + 3;
      const guint8 *e = memchr (v, ']', end - v);
      g_autofree char *name = NULL;
      const TgCharset *cs;

      if (p > d && g_ascii_isupper (p[-1]))
        {
          p += 3;
          continue;
        }
      if (e == NULL || e - v > 64)
        return FALSE;
      name = g_strndup ((const char *) v, e - v);
      cs = tg_charset_lookup (name);
      if (cs == NULL || tg_charset_get_family (cs) != TG_CHARSET_UTF8)
        return FALSE;
      *any = TRUE;
      p = e;
    }
  return TRUE;
}

/* The charset of a game without CA[] of its own, in a collection read
 * game by game: its text decides when it is valid UTF-8; else the
 * collection's declared charset (@inherited, the first CA[]) or, with
 * none, the charset detected for the whole file, when it fits its
 * bytes; else detection on the game's own bytes. */
static const TgCharset *
decide_game_without_ca (TgSgfDecoder    *dec,
                        const TgSgfSegment   *seg,
                        const TgCharset *inherited,
                        const char      *inherited_from,
                        const TgCharset *file_cs,
                        gboolean        *noted,
                        TgSgfMode       *mode,
                        char           **reason,
                        gboolean        *guessed)
{
  const char *d = (const char *) dec->data + seg->start;
  gsize len = seg->end - seg->start;
  const TgCharset *cs = inherited != NULL ? inherited : file_cs;

  if (span_is_utf8 (dec, seg->start, seg->end))
    return decide (dec, seg->start, seg->end, -1, 0, mode, reason, guessed);
  if (cs != NULL && tg_charset_get_family (cs) != TG_CHARSET_UTF8 &&
      tg_charset_get_family (cs) != TG_CHARSET_WIDE && tg_charset_is_valid (cs, d, len))
    {
      *mode = TG_SGF_MODE_TRANSCODE;
      *guessed = inherited == NULL;
      if (inherited == NULL && !*noted && has_non_ascii ((const guint8 *) d, len))
        {
          gsize at = seg->start;

          while (at < seg->end && g_ascii_isspace (dec->data[at]))
            at++;
          note_at (dec, at, _("No usable CA[] and the text is not UTF-8; read as %s (a guess)"),
                   tg_charset_get_name (cs));
          *noted = TRUE;
        }
      *reason = inherited != NULL
        ? g_strdup_printf (_("no CA[]; the collection's CA[%s]"), inherited_from)
        : g_strdup_printf (_("no CA[]; %s, detected for the whole file"),
                           tg_charset_get_name (cs));
      return cs;
    }
  return decide (dec, seg->start, seg->end, -1, 0, mode, reason, guessed);
}

/* Converters kept open for the whole loop over the games of a
 * collection, so that glibc loads each charset's module once, not once
 * per game (dlopen and dlclose were most of the time of a 5 MB
 * collection). */
static const char *const preloaded[] = { "GB18030", "Big5", "Shift_JIS", "EUC-KR", "ISO-8859-1" };

static void
preload_converters (GIConv kept[G_N_ELEMENTS (preloaded)])
{
  for (guint i = 0; i < G_N_ELEMENTS (preloaded); i++)
    kept[i] = tg_charset_open (tg_charset_lookup (preloaded[i]));
}

static void
close_converters (GIConv kept[G_N_ELEMENTS (preloaded)])
{
  for (guint i = 0; i < G_N_ELEMENTS (preloaded); i++)
    if (kept[i] != (GIConv) -1)
      g_iconv_close (kept[i]);
}

/* What decode_games() learns game by game. */
typedef struct
{
  GString         *reasons;      /* "per game: 1: UTF-8 (CA[UTF-8]); ..." */
  const TgCharset *first_cs;     /* of the first game that is not ASCII */
  char            *first_reason;
  gboolean         mixed;        /* games that are not ASCII differ */
} GameCharsets;

static void
note_game_charset (GameCharsets    *gc,
                   guint            i,
                   guint            n_games,
                   const TgSgfSegment   *seg,
                   const guint8    *data,
                   const TgCharset *cs,
                   const char      *reason)
{
  /* Games of plain ASCII read the same in every charset. */
  if (has_non_ascii (data + seg->start, seg->end - seg->start))
    {
      if (gc->first_cs == NULL)
        {
          gc->first_cs = cs;
          gc->first_reason = g_strdup (reason);
        }
      else if (cs != gc->first_cs)
        gc->mixed = TRUE;
    }
  /* The reason names the first games; a long collection's would be
   * megabytes. */
  if (i < 20)
    g_string_append_printf (gc->reasons, "%s%u: %s (%s)", i ? "; " : "", i + 1,
                            tg_charset_get_name (cs), reason);
  else if (i == 20)
    g_string_append_printf (gc->reasons, _("; … (%u games)"), n_games);
}

/* The encoding and reason of the collection, and a note when its games
 * differ. */
static void
finish_game_charsets (TgSgfDecoder *dec,
                      GameCharsets *gc,
                      TgSgfDecoded *out)
{
  if (gc->first_cs == NULL)
    {
      gc->first_cs = tg_charset_lookup ("UTF-8");
      gc->first_reason = g_strdup (_("the text is ASCII"));
    }
  out->encoding = g_strdup (tg_charset_get_name (gc->first_cs));
  if (gc->mixed)
    {
      out->reason = g_string_free (gc->reasons, FALSE);
      note_at (dec, -1, _("The games of this file use different charsets: %s"), out->reason);
      g_free (gc->first_reason);
    }
  else
    {
      out->reason = gc->first_reason;
      g_string_free (gc->reasons, TRUE);
    }
}

/* A collection of several games: each game is decoded on its own, with
 * its own CA[] (checked against its text) or, without one, as
 * decide_game_without_ca() says. A note tells when the games differ. */
static void
decode_games (TgSgfDecoder *dec,
              GArray       *segs,
              const TgSgfSegment *first_ca,
              TgSgfDecoded *out,
              guint        *bad)
{
  const guint8 *data = dec->data;
  GString *s = text_buffer (dec->len);
  GameCharsets gc = { g_string_new (_("per game: ")), NULL, NULL, FALSE };
  g_autofree char *inherited_from = NULL;
  const TgCharset *inherited = NULL, *file_cs = NULL;
  gboolean noted = FALSE;
  GIConv kept[G_N_ELEMENTS (preloaded)];

  preload_converters (kept);
  if (first_ca != NULL)
    {
      inherited_from = g_strstrip (g_strndup ((const char *) data + first_ca->ca,
                                              first_ca->ca_len));
      inherited = tg_charset_lookup (inherited_from);
    }
  if (inherited == NULL)
    file_cs = tg_charset_detect ((const char *) data, dec->len, NULL, NULL);

  for (guint i = 0; i < segs->len; i++)
    {
      const TgSgfSegment *seg = &g_array_index (segs, TgSgfSegment, i);
      g_autofree char *reason = NULL;
      gboolean guessed = FALSE;
      const TgCharset *cs;
      TgSgfMode mode;

      if (i % 256 == 255 && g_cancellable_is_cancelled (dec->cancellable))
        break;
      if (seg->ca >= 0)
        cs = decide (dec, seg->start, seg->end, seg->ca, seg->ca_len, &mode, &reason, &guessed);
      else
        cs = decide_game_without_ca (dec, seg, inherited, inherited_from, file_cs, &noted,
                                     &mode, &reason, &guessed);
      note_game_charset (&gc, i, segs->len, seg, data, cs, reason);
      out->guessed |= guessed;
      dec->all_copied &= mode == TG_SGF_MODE_COPY;
      *bad += _tg_sgf_convert (dec, cs, mode, seg->start, seg->end, s);
    }
  close_converters (kept);
  out->len = s->len;
  out->owned = g_string_free (s, FALSE);
  finish_game_charsets (dec, &gc, out);
}

/* No forced charset, no byte order mark, no wide text: the common case
 * (UTF-8 that says so, or says nothing) is a copy; one game is decided
 * on its own; a collection game by game. Returns FALSE when the text was
 * copied as it is (nothing left to do). */
static gboolean
decode_by_games (TgSgfDecoder *dec,
                 TgSgfDecoded *out,
                 guint        *bad)
{
  const guint8 *data = dec->data;
  gsize len = dec->len;
  gboolean utf8 = span_is_utf8 (dec, 0, len);
  g_autoptr(GArray) segs = NULL;
  const TgSgfSegment *first_ca = NULL;
  gboolean any_ca = FALSE;
  const TgCharset *cs;
  TgSgfMode mode;

  if (utf8 && all_ca_say_utf8 (data, len, &any_ca))
    {
      out->text = (const char *) data;
      out->len = len;
      out->encoding = g_strdup ("UTF-8");
      out->guessed = !any_ca && has_non_ascii (data, len);
      out->reason = g_strdup (any_ca ? "CA[UTF-8]" : _("no CA[]; the text is valid UTF-8"));
      return FALSE;
    }

  segs = _tg_sgf_split_games (data, len, &out->n_semicolons);
  for (guint i = 0; i < segs->len && first_ca == NULL; i++)
    if (g_array_index (segs, TgSgfSegment, i).ca >= 0)
      first_ca = &g_array_index (segs, TgSgfSegment, i);
  if (segs->len > 1)
    {
      dec->all_copied = TRUE;
      decode_games (dec, segs, first_ca, out, bad);
      return TRUE;
    }

  cs = decide (dec, 0, len, first_ca ? first_ca->ca : -1, first_ca ? first_ca->ca_len : 0,
               &mode, &out->reason, &out->guessed);
  out->encoding = g_strdup (tg_charset_get_name (cs));
  /* ASCII text reads the same in every ASCII-compatible charset. */
  if (utf8 && (mode == TG_SGF_MODE_COPY ||
               (mode == TG_SGF_MODE_TRANSCODE && tg_charset_get_family (cs) != TG_CHARSET_STATEFUL &&
                tg_charset_get_family (cs) != TG_CHARSET_WIDE && !has_non_ascii (data, len))))
    {
      out->text = (const char *) data;
      out->len = len;
      return FALSE;
    }
  {
    GString *s = text_buffer (len);

    *bad = _tg_sgf_convert (dec, cs, mode, 0, len, s);
    out->len = s->len;
    out->owned = g_string_free (s, FALSE);
  }
  return TRUE;
}

/* A charset chosen by the user: FALSE (with @error) if it is unknown. */
static gboolean
decode_forced (TgSgfDecoder *dec,
               const char   *forced,
               TgSgfDecoded *out,
               GError      **error)
{
  const TgCharset *cs = tg_charset_lookup (forced);
  gsize bom = 0;
  guint bad = 0;

  if (cs == NULL)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING,
                   _("Unknown encoding “%s”"), forced);
      return FALSE;
    }
  if (tg_charset_sniff_bom (dec->data, dec->len, &bom) != cs)
    bom = 0;
  out->encoding = g_strdup (tg_charset_get_name (cs));
  out->reason = g_strdup (_("chosen by the user"));
  if (tg_charset_get_family (cs) == TG_CHARSET_UTF8 &&
      tg_charset_validate_utf8 ((const char *) dec->data + bom, dec->len - bom))
    {
      out->text = (const char *) dec->data + bom;
      out->len = dec->len - bom;
      return TRUE;
    }
  if (tg_charset_get_family (cs) == TG_CHARSET_WIDE ||
      tg_charset_get_family (cs) == TG_CHARSET_STATEFUL)
    out->owned = _tg_sgf_convert_whole (dec, cs, bom, &out->len, &bad);
  else
    {
      GString *s = text_buffer (dec->len);

      bad = _tg_sgf_transcode (dec, cs, bom, dec->len, s);
      out->len = s->len;
      out->owned = g_string_free (s, FALSE);
    }
  if (bad > 0)
    note_at (dec, -1, _("%u byte sequences are not valid %s; they were replaced by “�”"),
             bad, tg_charset_get_name (cs));
  return TRUE;
}

/* A charset told by a byte order mark or by the NUL bytes of UTF-16/32
 * (@bom: the length of the mark, 0 without). */
static void
decode_told (TgSgfDecoder    *dec,
             const TgCharset *cs,
             gsize            bom,
             TgSgfDecoded    *out)
{
  guint bad = 0;

  out->encoding = g_strdup (tg_charset_get_name (cs));
  out->reason = g_strdup_printf (bom ? _("byte order mark (%s)")
                                     : _("%s without a byte order mark (told by its NUL bytes)"),
                                 tg_charset_get_name (cs));
  if (tg_charset_get_family (cs) == TG_CHARSET_UTF8 &&
      tg_charset_validate_utf8 ((const char *) dec->data + bom, dec->len - bom))
    {
      out->text = (const char *) dec->data + bom;
      out->len = dec->len - bom;
      return;
    }
  out->owned = _tg_sgf_convert_whole (dec, cs, bom, &out->len, &bad);
  if (bad > 0)
    note_at (dec, -1, _("%u byte sequences are not valid %s; they were replaced by “�”"),
             bad, tg_charset_get_name (cs));
}

/* The converted text: NULs (from UTF-16, ISO-2022-JP ...) become spaces,
 * and text that is not valid UTF-8 is made valid, for the parser must
 * get valid text. Text copied from input validated before is not
 * validated again. */
static void
finish_converted (TgSgfDecoder *dec,
                  TgSgfDecoded *out)
{
  for (char *z = out->owned; (z = memchr (z, '\0', out->owned + out->len - z)) != NULL; z++)
    {
      if (dec->n_nuls++ == 0)
        dec->first_nul = G_MAXSIZE;
      *z = ' ';
    }
  /* Every path gives UTF-8; should one not, the parser still must get
   * valid text. */
  if (!dec->all_copied && !tg_charset_validate_utf8 (out->owned, out->len))
    {
      char *valid = g_utf8_make_valid (out->owned, out->len);

      g_free (out->owned);
      out->owned = valid;
      out->len = strlen (valid);
      note_at (dec, -1, _("Bytes that no charset explains were replaced by “�”"));
    }
}

gboolean
_tg_sgf_decode (const guint8 *data,
                gsize         len,
                const char   *forced,
                GCancellable *cancellable,
                TgSgfDecoded *out,
                GError      **error)
{
  TgSgfDecoder dec = { data, len, NULL, 0, 0, FALSE, { 0, 1, 1 }, cancellable };
  const TgCharset *cs;
  gsize bom = 0;
  guint bad = 0;

  memset (out, 0, sizeof *out);
  out->notes = g_array_new (FALSE, FALSE, sizeof (TgSgfNote));
  dec.notes = out->notes;

  if (forced != NULL)
    {
      if (!decode_forced (&dec, forced, out, error))
        return FALSE;
      if (out->owned == NULL)
        return TRUE;
    }
  else if ((cs = tg_charset_sniff_bom (data, len, &bom)) != NULL ||
           (cs = tg_charset_sniff_wide (data, len)) != NULL)
    {
      decode_told (&dec, cs, bom, out);
      if (out->owned == NULL)
        return TRUE;
    }
  else if (!decode_by_games (&dec, out, &bad))
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (out->owned != NULL)
    finish_converted (&dec, out);
  if (dec.n_nuls > 0)
    note_at (&dec, dec.first_nul == G_MAXSIZE ? -1 : (gssize) dec.first_nul,
             g_dngettext (GETTEXT_PACKAGE, "%u NUL byte replaced by a space",
                          "%u NUL bytes replaced by spaces", dec.n_nuls), dec.n_nuls);
  if (out->owned != NULL)
    out->text = out->owned;
  return TRUE;
}

void
_tg_sgf_decoded_clear (TgSgfDecoded *decoded)
{
  if (decoded->notes != NULL)
    {
      for (guint i = 0; i < decoded->notes->len; i++)
        g_free (g_array_index (decoded->notes, TgSgfNote, i).message);
      g_array_unref (decoded->notes);
    }
  g_free (decoded->owned);
  g_free (decoded->encoding);
  g_free (decoded->reason);
  memset (decoded, 0, sizeof *decoded);
}
