/* tg-sgf-charset.h: character set names, detection and conversion to UTF-8
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything inside Tengen is UTF-8. SGF files arrive in whatever their
 * author's system used: CA[] says which (when present and right), else
 * the text has to tell. This module knows the names (case-insensitive,
 * with the usual aliases), how the bytes of each charset are laid out,
 * how plausible a decoding looks, and converts with GLib's iconv.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How the bytes of a charset are laid out; the SGF reader needs to know
 * whether an ASCII byte can be the second half of a character. */
typedef enum
{
  TG_CHARSET_UTF8,        /* UTF-8 */
  TG_CHARSET_SINGLE,      /* one byte per character, ASCII below 0x80 */
  TG_CHARSET_EUC,         /* multi-byte, every byte of a character >= 0x80 */
  TG_CHARSET_DBCS,        /* multi-byte; trail bytes may be ASCII (0x40..0x7e) */
  TG_CHARSET_WIDE,        /* UTF-16 / UTF-32: not ASCII-compatible */
  TG_CHARSET_STATEFUL,    /* ISO-2022-*, or a name only iconv knows */
} TgCharsetFamily;

typedef struct _TgCharset TgCharset;

/* Looks up a charset by name (CA[] value or user choice): case and
 * punctuation are ignored ("gb_2312-80", "Shift-JIS", "ks_c_5601-1987",
 * "macintosh", "UTF16LE" ...). Names not in the table but known to iconv
 * are accepted too. Returns NULL when unknown. The result is static. */
const TgCharset *tg_charset_lookup        (const char      *name);

/* The charset's display name ("GB2312", "Shift_JIS", "UTF-8" ...). */
const char      *tg_charset_get_name      (const TgCharset *charset);
/* The iconv name used to decode it: a superset where one exists
 * (GB2312 and GBK → GB18030, Shift_JIS → CP932, EUC-KR → CP949). */
const char      *tg_charset_get_decoder   (const TgCharset *charset);
TgCharsetFamily  tg_charset_get_family    (const TgCharset *charset);

/* For TG_CHARSET_DBCS and TG_CHARSET_EUC: the length of the character
 * starting at @s (at most @n bytes available), 1 for a single byte. */
guint            tg_charset_char_length   (const TgCharset *charset,
                                           const guint8    *s,
                                           gsize            n);

/* A byte order mark at the start of @data: returns the charset and sets
 * @bom_len, or returns NULL. */
const TgCharset *tg_charset_sniff_bom     (const guint8    *data,
                                           gsize            len,
                                           gsize           *bom_len);
/* UTF-16 or UTF-32 without a byte order mark, told by where the NUL
 * bytes of ASCII characters fall; NULL when the text is not like that. */
const TgCharset *tg_charset_sniff_wide    (const guint8    *data,
                                           gsize            len);

/* Converts @len bytes of @charset text to UTF-8, replacing every invalid
 * sequence by U+FFFD (counted in @n_invalid). Never fails for a charset
 * returned by tg_charset_lookup(). @out_len may be NULL. */
char            *tg_charset_to_utf8       (const TgCharset *charset,
                                           const char      *data,
                                           gsize            len,
                                           gsize           *out_len,
                                           guint           *n_invalid);
/* Appends the UTF-8 conversion of @len bytes to @out; returns the number
 * of invalid sequences replaced by U+FFFD. @cd comes from
 * tg_charset_open(); the conversion state is reset first. */
guint            tg_charset_append_utf8   (GIConv           cd,
                                           const char      *data,
                                           gsize            len,
                                           GString         *out);
/* An iconv descriptor from @charset to UTF-8 ((GIConv) -1 on failure). */
GIConv           tg_charset_open          (const TgCharset *charset);

/* Like g_utf8_validate_len() (no NUL bytes, no overlong forms, no
 * surrogates), but checks ASCII eight bytes at a time. */
gboolean         tg_charset_validate_utf8 (const char     *data,
                                           gsize           len);
/* The length of the longest valid prefix in the same sense (@len when
 * all of it is valid). */
gsize            tg_charset_utf8_valid_prefix (const char *data,
                                               gsize       len);
/* TRUE if a byte of @data is 0x80 or above, eight at a time. */
gboolean         tg_charset_has_non_ascii (const char     *data,
                                           gsize           len);
/* The number of characters of the UTF-8 text @data: its bytes that are
 * not continuation bytes (0x80 to 0xbf), eight at a time. */
gsize            tg_charset_count_chars   (const char     *data,
                                           gsize           len);
/* The number of bytes equal to @c, eight at a time. */
gsize            tg_charset_count_byte    (const char     *data,
                                           gsize           len,
                                           char            c);

/* TRUE if @len bytes are valid in @charset (no invalid sequence). */
gboolean         tg_charset_is_valid      (const TgCharset *charset,
                                           const char      *data,
                                           gsize            len);

/* How plausible @utf8 looks as East Asian text read through @charset:
 * the average per non-ASCII character of points for frequent characters
 * of the charset's language, kana, hangul and CJK punctuation, minus
 * penalties for rare, private-use and replacement characters. About 2 to
 * 4 for real text, below 1 for a wrong decoding. Returns 0 for text
 * without non-ASCII characters. */
double           tg_charset_plausibility  (const TgCharset *charset,
                                           const char      *utf8,
                                           gsize            len);

/* Guesses the charset of text that is not UTF-8: scores decodings as
 * GB18030, Big5, Shift_JIS and EUC-KR by plausibility and returns the
 * best, or ISO-8859-1 when none is plausible. @score (may be NULL) gets
 * the winner's plausibility; @runner_up (may be NULL) the next best
 * charset. */
const TgCharset *tg_charset_detect        (const char      *data,
                                           gsize            len,
                                           double          *score,
                                           const TgCharset **runner_up);

G_END_DECLS
