/* tg-analysis-lexer-private.h: the tokens of engines' analysis answers
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the report parser (tg-analysis-parse.c) and GNU Go's answers
 * (tg-analysis-parse-gnugo.c). Inline, because a 19×19 kata-analyze report
 * is some fifteen thousand tokens (bench/bench-analysis-parse). A token is
 * a run of bytes above ' '; a control character between tokens sets junk,
 * which rejects the line.
 */

#pragma once

#include <string.h>

#include "tg-analysis-private.h"

typedef struct
{
  const char *pos;
  const char *end;     /* the NUL at the end of the line */
  const char *tok;
  gsize       len;
  gboolean    junk;    /* a control character between tokens */
} Lexer;

static inline gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static inline void
lexer_init (Lexer      *lx,
            const char *text)
{
  lx->pos = text;
  lx->end = text + strlen (text);
  lx->tok = text;
  lx->len = 0;
  lx->junk = FALSE;
}

/* The first byte at or after @p that is a space or a control character:
 * eight bytes at a time where the line is long enough (the report's 96 kB
 * for a 19×19 board with ownership are mostly short tokens, and a branch
 * per byte was a third of the parse). */
static inline const char *
find_token_end (const char *p,
                const char *end)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN && defined (__GNUC__)
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);

  while (p + 8 <= end)
    {
      guint64 v, m;

      memcpy (&v, p, 8);
      /* A high bit for each byte below 0x21; exact for the lowest one. */
      m = (v - ones * 0x21) & ~v & (ones * 0x80);
      if (m != 0)
        return p + (__builtin_ctzll (m) >> 3);
      p += 8;
    }
#endif
  while (p < end && (guint8) *p > ' ')
    p++;
  return p;
}

/* Between tokens: one ' ' nearly always, so that is tested first. */
static inline G_ALWAYS_INLINE const char *
skip_spaces (const char *p)
{
  while (*p == ' ')
    p++;
  if (G_UNLIKELY ((guint8) *p <= ' '))
    while (is_space (*p))
      p++;
  return p;
}

static inline G_ALWAYS_INLINE gboolean
lexer_next (Lexer *lx)
{
  const char *p = skip_spaces (lx->pos);

  lx->tok = p;
  p = find_token_end (p, lx->end);
  lx->len = (gsize) (p - lx->tok);
  lx->pos = p;
  if (lx->len == 0 && p < lx->end)
    lx->junk = TRUE;
  return lx->len > 0;
}

/* GTP's column letters (A..Z without I, either case) to 1..25, else 0. */
static const guint8 column_of[256] = {
  ['A'] = 1, ['B'] = 2, ['C'] = 3, ['D'] = 4, ['E'] = 5, ['F'] = 6, ['G'] = 7,
  ['H'] = 8, ['J'] = 9, ['K'] = 10, ['L'] = 11, ['M'] = 12, ['N'] = 13,
  ['O'] = 14, ['P'] = 15, ['Q'] = 16, ['R'] = 17, ['S'] = 18, ['T'] = 19,
  ['U'] = 20, ['V'] = 21, ['W'] = 22, ['X'] = 23, ['Y'] = 24, ['Z'] = 25,
  ['a'] = 1, ['b'] = 2, ['c'] = 3, ['d'] = 4, ['e'] = 5, ['f'] = 6, ['g'] = 7,
  ['h'] = 8, ['j'] = 9, ['k'] = 10, ['l'] = 11, ['m'] = 12, ['n'] = 13,
  ['o'] = 14, ['p'] = 15, ['q'] = 16, ['r'] = 17, ['s'] = 18, ['t'] = 19,
  ['u'] = 20, ['v'] = 21, ['w'] = 22, ['x'] = 23, ['y'] = 24, ['z'] = 25,
};

static inline gboolean
is_digit (char c)
{
  return (guint) (c - '0') < 10;
}

/* A vertex other than the common one (a one-letter column and a row
 * without a leading zero, read inline by common_vertex () below). On a
 * board up to 25 wide, a token whose second byte is no digit can only be
 * "pass" (a second letter would make a column past Z); anything else
 * (two-letter columns, "A01", off the board) goes to tg_point_from_gtp (). */
static G_NO_INLINE gboolean
tok_vertex_other (const Lexer      *lx,
                  const TgAnalysis *a,
                  TgPoint          *out)
{
  char buf[TG_POINT_GTP_SIZE];
  const char *t = lx->tok;

  if (lx->len == 0 || lx->len >= sizeof buf)
    return FALSE;
  if (lx->len == 4 && (t[0] | 0x20) == 'p' &&
      g_ascii_strncasecmp (t, "pass", 4) == 0)
    {
      *out = TG_PASS;
      return TRUE;
    }
  if (a->width <= 25 && !is_digit (t[1]))
    return FALSE;
  memcpy (buf, lx->tok, lx->len);
  buf[lx->len] = '\0';
  return tg_point_from_gtp (buf, a->width, a->height, out);
}

/* The common vertex at @t, if one starts there: its length (2 or 3), or 0.
 * Reads no byte past a NUL. */
static inline G_ALWAYS_INLINE gsize
common_vertex (const char *t,
               guint       width,
               guint       height,
               TgPoint    *out)
{
  guint x = column_of[(guint8) t[0]];
  guint first, second, row;
  gsize len;

  if (x == 0 || (first = (guint) (guint8) t[1] - '0') - 1 >= 9)
    return 0;
  second = (guint) (guint8) t[2] - '0';
  if (second < 10)
    row = first * 10 + second, len = 3;
  else
    row = first, len = 2;
  if ((guint8) t[len] > ' ' || x - 1 >= width || row - 1 >= height)
    return 0;
  *out = tg_point (x - 1, height - row);
  return len;
}

/* The token as a vertex; a common one is the whole token, since the
 * byte after it ends tokens. */
static inline G_ALWAYS_INLINE gboolean
tok_vertex (const Lexer      *lx,
            const TgAnalysis *a,
            TgPoint          *out)
{
  return common_vertex (lx->tok, a->width, a->height, out) != 0 ||
         tok_vertex_other (lx, a, out);
}
