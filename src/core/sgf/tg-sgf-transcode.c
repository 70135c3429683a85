/* tg-sgf-transcode.c: other charsets → UTF-8, keeping the SGF structure
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ASCII bytes, which carry the SGF structure, pass through unchanged (so
 * '\' stays the escape character even in Shift_JIS, where iconv would
 * turn it into '¥'), and runs of non-ASCII characters go through iconv.
 * In double-byte charsets whose second byte can be '\' or ']' (GBK,
 * Big5, Shift_JIS), a character is consumed whole, so its second byte
 * never ends a value. Writers that escaped such a byte ("\x93\\]" for
 * 揮, as SGFC does) are recognised: a lead byte, '\', then '\' or ']' is
 * read as the escaped character, unless what follows the ']' is plainly
 * the next property, in which case the ']' ends the value. The same for
 * a lead byte right before a ']' that is plainly followed by the next
 * property: the ']' ends the value and the lone lead byte is invalid
 * (text in another charset must never swallow a delimiter and a move).
 */

#include "config.h"

#include <string.h>

#include "tg-sgf-reader-private.h"

/* Transcoding ------------------------------------------------------------- */

static gboolean
looks_like_structure (const guint8 *d,
                      gsize         i,
                      gsize         len)
{
  while (i < len && g_ascii_isspace (d[i]))
    i++;
  if (i >= len || d[i] == ';' || d[i] == '(' || d[i] == ')' || d[i] == '[')
    return TRUE;
  if (!g_ascii_isalpha (d[i]))
    return FALSE;
  while (i < len && g_ascii_isalpha (d[i]))
    i++;
  while (i < len && g_ascii_isspace (d[i]))
    i++;
  return i < len && d[i] == '[';
}

/* Copies one byte of ASCII structure; a NUL becomes a space, and a byte
 * that is not ASCII (where only ASCII can be) becomes U+FFFD. */
void
_tg_sgf_put_ascii (TgSgfDecoder *dec,
                   GString      *out,
                   gsize         i)
{
  if (dec->data[i] == 0)
    {
      if (dec->n_nuls++ == 0)
        dec->first_nul = i;
      g_string_append_c (out, ' ');
    }
  else if (dec->data[i] >= 0x80 && !dec->keep_high)
    g_string_append (out, "\xef\xbf\xbd");
  else
    g_string_append_c (out, dec->data[i]);
}

/* Converts [start, end) of an ASCII-compatible charset; returns the
 * number of invalid sequences. */
guint
_tg_sgf_transcode (TgSgfDecoder    *dec,
                   const TgCharset *cs,
                   gsize            start,
                   gsize            end,
                   GString         *out)
{
  const guint8 *d = dec->data;
  gboolean dbcs = tg_charset_get_family (cs) == TG_CHARSET_DBCS;
  gboolean in_value = FALSE;
  GIConv cd = tg_charset_open (cs);
  guint bad = 0;
  gsize i = start;

  g_return_val_if_fail (cd != (GIConv) -1, 0);

  while (i < end)
    {
      gsize run;

      if (d[i] < 0x80)
        {
          if (in_value && d[i] == '\\')
            {
              g_string_append_c (out, '\\');
              i++;
              if (i < end && d[i] < 0x80)
                _tg_sgf_put_ascii (dec, out, i++);
              continue;
            }
          if (in_value && d[i] == ']')
            in_value = FALSE;
          else if (!in_value && d[i] == '[')
            in_value = TRUE;
          _tg_sgf_put_ascii (dec, out, i++);
          continue;
        }

      run = i;
      while (i < end && d[i] >= 0x80)
        {
          guint n = tg_charset_char_length (cs, d + i, end - i);

          if (dbcs && in_value && n == 2 && d[i + 1] == '\\' && i + 2 < end &&
              (d[i + 2] == '\\' || d[i + 2] == ']') &&
              !(d[i + 2] == ']' && looks_like_structure (d, i + 3, end)))
            {
              /* An escaped second byte: lead, '\', byte. */
              guint8 pair[2] = { d[i], d[i + 2] };

              bad += tg_charset_append_utf8 (cd, (const char *) d + run, i - run, out);
              bad += tg_charset_append_utf8 (cd, (const char *) pair, 2, out);
              i += 3;
              run = i;
              continue;
            }
          if (in_value && n == 2 && d[i + 1] == ']' && looks_like_structure (d, i + 2, end))
            {
              bad += tg_charset_append_utf8 (cd, (const char *) d + run, i - run, out);
              g_string_append (out, "\xef\xbf\xbd");
              bad++;
              i++;
              run = i;
              break;
            }
          i += n;
        }
      bad += tg_charset_append_utf8 (cd, (const char *) d + run, i - run, out);
    }
  g_iconv_close (cd);
  return bad;
}

/* A game whose structure is ASCII but whose values are UTF-16 or UTF-32:
 * each value ends at the first ']' at a character boundary that is not
 * the low byte of a wide character. */
guint
_tg_sgf_transcode_wide_values (TgSgfDecoder    *dec,
                               const TgCharset *cs,
                               gsize            start,
                               gsize            end,
                               GString         *out)
{
  const guint8 *d = dec->data;
  gboolean utf32 = g_str_has_prefix (tg_charset_get_name (cs), "UTF-32");
  guint unit = utf32 ? 4 : 2;
  gboolean be = g_str_has_suffix (tg_charset_get_name (cs), "BE");
  const TgCharset *decoder = cs;
  guint bad = 0;
  gsize i = start;

  if (!g_str_has_suffix (tg_charset_get_name (cs), "LE") && !be)
    decoder = tg_charset_lookup (utf32 ? "UTF-32LE" : "UTF-16LE");
  /* Outside the wide values, UTF-8 stays (split only at ASCII bytes). */
  dec->keep_high = tg_charset_validate_utf8 ((const char *) d + start, end - start);

  while (i < end)
    {
      gsize v, j;
      g_autofree char *text = NULL;
      gsize text_len = 0;
      guint n_bad = 0;

      if (d[i] != '[')
        {
          _tg_sgf_put_ascii (dec, out, i++);
          continue;
        }
      v = j = i + 1;
      /* Values such as FF[4] are plain ASCII; text values are wide (a NUL
       * in their first character tells). */
      if (end - v >= unit && (be ? d[v] == 0 : d[v + 1] == 0))
        while (j < end)
          {
            if (d[j] == ']' && (j - v) % unit == 0 &&
                (j + 1 >= end || d[j + 1] != 0 || be))
              break;
            j++;
          }
      else
        {
          while (j < end && d[j] != ']')
            j += d[j] == '\\' ? 2 : 1;
          j = MIN (j, end);
          for (gsize k = i; k < j && k < end; k++)
            _tg_sgf_put_ascii (dec, out, k);
          if (j < end)
            g_string_append_c (out, ']');
          i = j + 1;
          continue;
        }
      text = tg_charset_to_utf8 (decoder, (const char *) d + v, j - v, &text_len, &n_bad);
      bad += n_bad;
      g_string_append_c (out, '[');
      /* The value is text now: keep its escapes, escape a bare ']'. */
      for (gsize k = 0; k < text_len; k++)
        {
          if (text[k] == '\\' && k + 1 < text_len)
            {
              g_string_append_len (out, text + k, 2);
              k++;
              continue;
            }
          if (text[k] == ']')
            g_string_append_c (out, '\\');
          g_string_append_c (out, text[k] ? text[k] : ' ');
        }
      if (j < end)
        g_string_append_c (out, ']');
      i = j + 1;
    }
  dec->keep_high = FALSE;
  return bad;
}

guint
_tg_sgf_convert (TgSgfDecoder    *dec,
                 const TgCharset *cs,
                 TgSgfMode        mode,
                 gsize            start,
                 gsize            end,
                 GString         *out)
{
  switch (mode)
    {
    case TG_SGF_MODE_COPY:
      g_string_append_len (out, (const char *) dec->data + start, end - start);
      return 0;
    case TG_SGF_MODE_WIDE_VALUES:
      return _tg_sgf_transcode_wide_values (dec, cs, start, end, out);
    case TG_SGF_MODE_TRANSCODE:
    default:
      if (tg_charset_get_family (cs) == TG_CHARSET_STATEFUL ||
          tg_charset_get_family (cs) == TG_CHARSET_WIDE)
        {
          guint bad = 0;
          gsize n = 0;
          g_autofree char *text = tg_charset_to_utf8 (cs, (const char *) dec->data + start,
                                                      end - start, &n, &bad);
          g_string_append_len (out, text, n);
          return bad;
        }
      return _tg_sgf_transcode (dec, cs, start, end, out);
    }
}

/* Whole-file conversion (BOM, UTF-16 without BOM, forced charsets that are
 * not ASCII-compatible). NULs become spaces. */
char *
_tg_sgf_convert_whole (TgSgfDecoder    *dec,
                       const TgCharset *cs,
                       gsize            start,
                       gsize           *out_len,
                       guint           *bad)
{
  GString *out = g_string_sized_new (dec->len);

  *bad = _tg_sgf_convert (dec, cs, TG_SGF_MODE_TRANSCODE, start, dec->len, out);
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

