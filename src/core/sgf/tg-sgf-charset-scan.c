/* tg-sgf-charset-scan.c: scanning text a word at a time
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the reader asks of every byte of a file: is it ASCII, is the text
 * valid UTF-8, how many characters and how many newlines. On x86-64
 * (SSE2 is part of the architecture) 16 bytes are compared at once;
 * elsewhere 8, in a 64-bit word. Both give the same answers, byte for
 * byte (test /charset/word-paths).
 */

#include "config.h"

#include <string.h>

#if defined (__SSE2__)
#include <emmintrin.h>
#define TG_SCAN_SSE2 1
#endif

#include "tg-sgf-charset.h"

#define ONES  G_GUINT64_CONSTANT (0x0101010101010101)
#define HIGHS G_GUINT64_CONSTANT (0x8080808080808080)
#define LOWS  G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)

/* One high bit per zero byte of @w, exactly. */
static inline guint64
zero_bytes (guint64 w)
{
  return ~(((w & LOWS) + LOWS) | w | LOWS);
}

static inline guint64
load_word (const guint8 *p)
{
  guint64 w;

  memcpy (&w, p, 8);
  return w;
}

/* Nonzero if a byte of @w is NUL or not ASCII: a NUL borrows (0 - 1 sets
 * its high bit), a byte from 0x80 has it set; a byte from 1 to 0x7f has
 * neither and borrows nothing. Wrong bits appear only above a NUL. */
static inline guint64
nul_or_high (guint64 w)
{
  return ((w - ONES) | w) & HIGHS;
}

#ifdef TG_SCAN_SSE2
static inline __m128i
load16 (const guint8 *p)
{
  return _mm_loadu_si128 ((const __m128i *) p);
}

/* The sum of the bytes of @acc (each at most 255), added to @count. */
static inline gsize
sum_bytes (__m128i acc)
{
  __m128i sums = _mm_sad_epu8 (acc, _mm_setzero_si128 ());

  return (gsize) _mm_cvtsi128_si32 (sums) + (gsize) _mm_extract_epi16 (sums, 4);
}
#endif

/* The first byte from @p on that is NUL or not ASCII, or at most 31 bytes
 * before @end. */
static const guint8 *
skip_plain_ascii (const guint8 *p,
                  const guint8 *end)
{
#ifdef TG_SCAN_SSE2
  const __m128i zero = _mm_setzero_si128 ();

  while (end - p >= 16)
    {
      __m128i v = load16 (p);
      /* The high bit of each byte that is NUL or from 0x80. */
      int mask = _mm_movemask_epi8 (_mm_or_si128 (v, _mm_cmpeq_epi8 (v, zero)));

      if (mask != 0)
        return p + __builtin_ctz ((unsigned) mask);
      p += 16;
    }
#else
  while (end - p >= 32)
    {
      if (nul_or_high (load_word (p)) | nul_or_high (load_word (p + 8)) |
          nul_or_high (load_word (p + 16)) | nul_or_high (load_word (p + 24)))
        break;
      p += 32;
    }
#endif
  return p;
}

/* The length of the longest prefix of @data that is valid UTF-8 without
 * NUL bytes (@len when all of it is): ASCII a word at a time. */
gsize
tg_charset_utf8_valid_prefix (const char *data,
                              gsize       len)
{
  const guint8 *start = (const guint8 *) data;
  const guint8 *p = start;
  const guint8 *end = p + len;

  while (p < end)
    {
      guint8 c;
      guint n;

      p = skip_plain_ascii (p, end);
      while (end - p >= 8 && nul_or_high (load_word (p)) == 0)
        p += 8;
      if (p >= end)
        break;
      c = *p;
      if (c < 0x80)
        {
          if (c == 0)
            break;
          p++;
          continue;
        }
      if (c >= 0xc2 && c <= 0xdf)
        n = 1;
      else if (c >= 0xe0 && c <= 0xef)
        n = 2;
      else if (c >= 0xf0 && c <= 0xf4)
        n = 3;
      else
        break;
      if ((gsize) (end - p) <= n)
        break;
      /* The second byte's range depends on the first. */
      if ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] > 0x9f) ||
          (c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] > 0x8f))
        break;
      if ((p[1] & 0xc0) != 0x80 || (n >= 2 && (p[2] & 0xc0) != 0x80) ||
          (n == 3 && (p[3] & 0xc0) != 0x80))
        break;
      p += n + 1;
    }
  return p - start;
}

gboolean
tg_charset_validate_utf8 (const char *data,
                          gsize       len)
{
  return tg_charset_utf8_valid_prefix (data, len) == len;
}

gboolean
tg_charset_has_non_ascii (const char *data,
                          gsize       len)
{
  const guint8 *p = (const guint8 *) data;
  const guint8 *end = p + len;

#ifdef TG_SCAN_SSE2
  for (; end - p >= 32; p += 32)
    if (_mm_movemask_epi8 (_mm_or_si128 (load16 (p), load16 (p + 16))) != 0)
      return TRUE;
#else
  for (; end - p >= 32; p += 32)
    if (((load_word (p) | load_word (p + 8) | load_word (p + 16) | load_word (p + 24)) & HIGHS) != 0)
      return TRUE;
#endif
  for (; end - p >= 8; p += 8)
    if ((load_word (p) & HIGHS) != 0)
      return TRUE;
  for (; p < end; p++)
    if (*p >= 0x80)
      return TRUE;
  return FALSE;
}

gsize
tg_charset_count_chars (const char *data,
                        gsize       len)
{
  const guint8 *p = (const guint8 *) data;
  const guint8 *end = p + len;
  gsize continuations = 0;

#ifdef TG_SCAN_SSE2
  /* A continuation byte, 0x80 to 0xbf, is -128 to -65 as a signed byte:
   * below -64. Each compare adds 1 (it gives -1) to a byte of @acc, at
   * most 255 times before the sum. */
  const __m128i below = _mm_set1_epi8 (-64);

  while (end - p >= 16)
    {
      __m128i acc = _mm_setzero_si128 ();

      for (guint k = 0; k < 255 && end - p >= 16; k++, p += 16)
        acc = _mm_sub_epi8 (acc, _mm_cmplt_epi8 (load16 (p), below));
      continuations += sum_bytes (acc);
    }
#endif
  for (; end - p >= 8; p += 8)
    {
      guint64 w = load_word (p);

      /* High bit set, the next one clear: shifted left one place, a
       * byte's bit 6 lands on its own bit 7. */
      continuations += (((w & ~(w << 1) & HIGHS) >> 7) * ONES) >> 56;
    }
  for (; p < end; p++)
    continuations += (*p & 0xc0) == 0x80;
  return len - continuations;
}

gsize
tg_charset_count_byte (const char *data,
                       gsize       len,
                       char        c)
{
  const guint8 *p = (const guint8 *) data;
  const guint8 *end = p + len;
  guint64 pattern = ONES * (guint8) c;
  gsize count = 0;

#ifdef TG_SCAN_SSE2
  const __m128i wanted = _mm_set1_epi8 (c);

  while (end - p >= 16)
    {
      __m128i acc = _mm_setzero_si128 ();

      for (guint k = 0; k < 255 && end - p >= 16; k++, p += 16)
        acc = _mm_sub_epi8 (acc, _mm_cmpeq_epi8 (load16 (p), wanted));
      count += sum_bytes (acc);
    }
#else
  for (; end - p >= 32; p += 32)
    {
      /* One bit (the lowest) per matching byte, at most 4 a byte in the
       * sum; all bytes summed with one multiplication. */
      guint64 m = (zero_bytes (load_word (p) ^ pattern) >> 7) +
                  (zero_bytes (load_word (p + 8) ^ pattern) >> 7) +
                  (zero_bytes (load_word (p + 16) ^ pattern) >> 7) +
                  (zero_bytes (load_word (p + 24) ^ pattern) >> 7);

      count += (m * ONES) >> 56;
    }
#endif
  for (; end - p >= 8; p += 8)
    count += ((zero_bytes (load_word (p) ^ pattern) >> 7) * ONES) >> 56;
  for (; p < end; p++)
    count += *p == (guint8) c;
  return count;
}
