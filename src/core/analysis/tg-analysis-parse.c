/* tg-analysis-parse.c: engines' analysis reports into the model
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One report line of kata-analyze, lz-analyze or Sabaki's analyze is a run
 * of "info KEY VALUE … pv VERTEX…" blocks, and for kata-analyze optional
 * "rootInfo KEY VALUE…" and "ownership FLOAT×(W×H)" sections. Keys come in
 * any order and unknown keys are skipped with their one value, as KataGo's
 * documentation asks of consumers. The lists KataGo may add after a pv
 * (pvVisits and pvEdgeVisits: one number per pv move; movesOwnership and
 * movesOwnershipStdev: W×H numbers) and ownershipStdev are skipped by their
 * known lengths.
 *
 * A line is taken whole or not at all: a block without move, visits,
 * winrate or pv (a line cut short), a value that is not a number or is out
 * of its range, a vertex off the board, or an ownership of the wrong
 * length makes the whole line TG_ANALYSIS_ERROR_PARSE and leaves the
 * analysis as it was. Garbage never yields numbers; the caller logs it.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-analysis-private.h"

/* Numbers ----------------------------------------------------------------- */

static const double powers_of_ten[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

/* Up to eight digits after the point at once (KataGo's and Leela Zero's
 * numbers have at most six), SWAR as in fast_float, while the mantissa is
 * small enough that adding them one at a time would take them all. The
 * eight bytes at @p must be readable. */
static inline const char *
read_fraction_digits (const char *p,
                      guint64    *mantissa,
                      int        *exp10,
                      guint      *n_digits)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN && defined (__GNUC__)
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 mask = G_GUINT64_CONSTANT (0x000000FF000000FF);
  guint64 v, hi, lo, z, nondigit;
  guint n;

  if (*mantissa >= G_GUINT64_CONSTANT (1000000000))
    return p;
  memcpy (&v, p, 8);
  /* A byte is a digit if its high nibble is 3 and its low one at most 9.
   * Adding 6 may carry out of a byte of 0xfa or more, but such a byte is
   * no digit and the carry only reaches the bytes after it. */
  hi = (v & (ones * 0xf0)) ^ (ones * 0x30);
  lo = ((v + ones * 0x06) & (ones * 0xf0)) ^ (ones * 0x30);
  z = hi | lo;
  nondigit = (z | ((z & (ones * 0x7f)) + ones * 0x7f)) & (ones * 0x80);
  n = nondigit == 0 ? 8 : (guint) __builtin_ctzll (nondigit) >> 3;
  if (n == 0)
    return p;
  /* The n digits as values, moved up so that zeros lead. */
  v = (v - ones * '0') << (8 * (8 - n));
  v = v * 10 + (v >> 8);
  v = ((v & mask) * G_GUINT64_CONSTANT (0x000F424000000064) +
       ((v >> 16) & mask) * G_GUINT64_CONSTANT (0x0000271000000001)) >> 32;
  *mantissa = *mantissa * (guint64) powers_of_ten[n] + (v & 0xffffffff);
  *exp10 -= (int) n;
  *n_digits += n;
  return p + n;
#else
  return p;
#endif
}

/* Clinger's fast path: an integer mantissa below 2^53 times or divided by
 * an exact power of ten up to 1e22 is one correctly rounded operation, so
 * the result is strtod's. Anything else goes to g_ascii_strtod. Only
 * digits, one '.', a sign and an exponent are numbers here (never "nan",
 * "inf" or hexadecimal). */
static inline gboolean
parse_number (const char  *str,
              const char  *limit,
              const char **end,
              double      *out)
{
  const char *p = str;
  guint64 mantissa = 0;
  int exp10 = 0;
  guint n_digits = 0;
  gboolean exact = TRUE;
  gboolean negative = FALSE;

  *end = str;
  if (*p == '-' || *p == '+')
    negative = *p++ == '-';
  for (; g_ascii_isdigit (*p); p++, n_digits++)
    {
      if (mantissa < G_GUINT64_CONSTANT (100000000000000000))
        mantissa = mantissa * 10 + (guint64) (*p - '0');
      else
        exact = FALSE;
    }
  if (*p == '.')
    {
      p++;
      if (limit != NULL && p + 8 <= limit)
        p = read_fraction_digits (p, &mantissa, &exp10, &n_digits);
      for (; g_ascii_isdigit (*p); p++, n_digits++)
        {
          if (mantissa < G_GUINT64_CONSTANT (100000000000000000))
            {
              mantissa = mantissa * 10 + (guint64) (*p - '0');
              exp10--;
            }
          else
            exact = FALSE;
        }
    }
  if (n_digits == 0)
    return FALSE;
  if ((*p == 'e' || *p == 'E') &&
      (g_ascii_isdigit (p[1]) ||
       ((p[1] == '-' || p[1] == '+') && g_ascii_isdigit (p[2]))))
    {
      int sign = 1, e = 0;

      p++;
      if (*p == '-' || *p == '+')
        sign = *p++ == '-' ? -1 : 1;
      for (; g_ascii_isdigit (*p); p++)
        if (e < 10000)
          e = e * 10 + (*p - '0');
      exp10 += sign * e;
    }
  *end = p;
  if (exact && mantissa < (G_GUINT64_CONSTANT (1) << 53) &&
      exp10 >= -22 && exp10 <= 22)
    {
      double v = (double) mantissa;

      v = exp10 < 0 ? v / powers_of_ten[-exp10] : v * powers_of_ten[exp10];
      *out = negative ? -v : v;
      return TRUE;
    }
  *out = g_ascii_strtod (str, NULL);
  return isfinite (*out);
}

gboolean
_tg_analysis_parse_double (const char  *str,
                           const char **end,
                           double      *out)
{
  return parse_number (str, NULL, end, out);
}

/* Tokens ------------------------------------------------------------------ */

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

static void
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

static inline G_ALWAYS_INLINE gboolean
lexer_next (Lexer *lx)
{
  const char *p = lx->pos;

  while (is_space (*p))
    p++;
  lx->tok = p;
  p = find_token_end (p, lx->end);
  lx->len = (gsize) (p - lx->tok);
  lx->pos = p;
  if (lx->len == 0 && p < lx->end)
    lx->junk = TRUE;
  return lx->len > 0;
}

/* Inline, so that the length of a literal @word is known. */
static inline gboolean
tok_is (const Lexer *lx,
        const char  *word)
{
  gsize n = strlen (word);

  return lx->len == n && memcmp (lx->tok, word, n) == 0;
}

static gboolean
tok_double (const Lexer *lx,
            double      *out)
{
  const char *end;

  return _tg_analysis_parse_double (lx->tok, &end, out) &&
         end == lx->tok + lx->len;
}

/* The next token as a number, read in the same pass that finds its end. */
static gboolean
lexer_next_double (Lexer  *lx,
                   double *out)
{
  const char *p = lx->pos;
  const char *end;
  gboolean ok;

  while (is_space (*p))
    p++;
  ok = parse_number (p, lx->end, &end, out) && (guint8) *end <= ' ';
  if (!ok)
    end = find_token_end (p, lx->end);
  lx->tok = p;
  lx->len = (gsize) (end - p);
  lx->pos = end;
  if (lx->len == 0 && end < lx->end)
    lx->junk = TRUE;
  return ok && lx->len > 0;
}

static gboolean
tok_uint (const Lexer *lx,
          guint       *out)
{
  guint64 v = 0;

  if (lx->len == 0 || lx->len > 9)
    return FALSE;
  for (gsize i = 0; i < lx->len; i++)
    {
      if (!g_ascii_isdigit (lx->tok[i]))
        return FALSE;
      v = v * 10 + (guint64) (lx->tok[i] - '0');
    }
  *out = (guint) v;
  return TRUE;
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

/* The common case, a one-letter column and a row without a leading zero,
 * read here. On a board up to 25 wide, a token whose second byte is no
 * digit can only be "pass" (a second letter would make a column past Z);
 * anything else ("pass", two-letter columns, "A01") goes to
 * tg_point_from_gtp (). */
static inline gboolean
tok_vertex (const Lexer      *lx,
            const TgAnalysis *a,
            TgPoint          *out)
{
  char buf[TG_POINT_GTP_SIZE];
  const char *t = lx->tok;
  guint x = column_of[(guint8) t[0]];

  if (x != 0 && lx->len >= 2 && lx->len <= 3 && t[1] > '0' && t[1] <= '9' &&
      (lx->len == 2 || is_digit (t[2])))
    {
      guint row = (guint) (t[1] - '0');

      if (lx->len == 3)
        row = row * 10 + (guint) (t[2] - '0');
      if (x <= a->width && row <= a->height)
        {
          *out = tg_point (x - 1, a->height - row);
          return TRUE;
        }
    }
  if (lx->len == 0 || lx->len >= sizeof buf)
    return FALSE;
  if (lx->len == 4 && g_ascii_strncasecmp (t, "pass", 4) == 0)
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

/* The report parser ------------------------------------------------------- */

typedef struct
{
  TgAnalysisDialect  dialect;
  TgAnalysis        *out;        /* the scratch analysis being filled */
  Lexer              lx;
  TgPoint           *pv;         /* every block's pv, one after the other */
  gsize              pv_len, pv_capacity;
  guint             *pv_offsets; /* where each candidate's pv starts */
  guint              n_offsets, offsets_capacity;
  guint              pv_start;   /* the current block's */
  gboolean           have_token; /* lx holds a token not yet consumed */
  gboolean           have_root;
  const char        *what;       /* what was wrong, for the error */
} Parser;

/* A fraction 0..1 as the dialect writes it: a float for kata-analyze,
 * hundredths of a percent for lz-analyze, either for analyze (a '.' means
 * a float, as Sabaki's documentation says). */
static gboolean
read_fraction (Parser *ps,
               double *out)
{
  gboolean is_float;

  if (!lexer_next_double (&ps->lx, out))
    return FALSE;
  is_float = ps->dialect == TG_ANALYSIS_DIALECT_KATAGO ||
             (ps->dialect == TG_ANALYSIS_DIALECT_SABAKI &&
              memchr (ps->lx.tok, '.', ps->lx.len) != NULL);
  if (!is_float)
    *out /= 10000.0;
  return TRUE;
}

static gboolean
in_unit (double v)
{
  return v >= 0.0 && v <= 1.0;
}

static gboolean
skip_numbers (Parser *ps,
              gsize   n)
{
  double v;

  for (gsize i = 0; i < n; i++)
    if (!lexer_next_double (&ps->lx, &v))
      return FALSE;
  return TRUE;
}

static inline gboolean
is_section (const Lexer *lx)
{
  return tok_is (lx, "info") || tok_is (lx, "rootInfo") ||
         tok_is (lx, "ownership") || tok_is (lx, "ownershipStdev");
}

typedef struct
{
  TgPoint  move;
  gboolean have_move, have_visits, have_winrate, have_pv;
  guint    visits, order;
  gboolean have_order;
  double   winrate, score_lead, score_mean, prior, lcb;
} Block;

typedef enum
{
  KEY_OTHER,
  KEY_WINRATE,
  KEY_PRIOR,
  KEY_LCB,
  KEY_SCORE_LEAD,
  KEY_SCORE_MEAN,
  KEY_MOVE,
  KEY_VISITS,
  KEY_ORDER,
} Key;

/* By length first: one comparison for most tokens, not eight. */
static inline Key
key_of (const Lexer *lx)
{
  switch (lx->len)
    {
    case 3:
      return tok_is (lx, "lcb") ? KEY_LCB : KEY_OTHER;
    case 4:
      return tok_is (lx, "move") ? KEY_MOVE : KEY_OTHER;
    case 5:
      return tok_is (lx, "prior") ? KEY_PRIOR
           : tok_is (lx, "order") ? KEY_ORDER : KEY_OTHER;
    case 6:
      return tok_is (lx, "visits") ? KEY_VISITS : KEY_OTHER;
    case 7:
      return tok_is (lx, "winrate") ? KEY_WINRATE : KEY_OTHER;
    case 9:
      return tok_is (lx, "scoreLead") ? KEY_SCORE_LEAD
           : tok_is (lx, "scoreMean") ? KEY_SCORE_MEAN : KEY_OTHER;
    default:
      return KEY_OTHER;
    }
}

static gboolean
read_pair (Parser *ps,
           Block  *b)
{
  Lexer key = ps->lx;

  switch (key_of (&key))
    {
    case KEY_WINRATE:
      return (b->have_winrate = read_fraction (ps, &b->winrate) &&
                                in_unit (b->winrate)) ||
             (ps->what = "a winrate that is not 0..1", FALSE);
    case KEY_PRIOR:
      return (read_fraction (ps, &b->prior) && in_unit (b->prior)) ||
             (ps->what = "a prior that is not 0..1", FALSE);
    case KEY_LCB:
      return read_fraction (ps, &b->lcb) || (ps->what = "bad lcb", FALSE);
    case KEY_SCORE_LEAD:
      return lexer_next_double (&ps->lx, &b->score_lead) ||
             (ps->what = "bad scoreLead", FALSE);
    case KEY_SCORE_MEAN:
      return lexer_next_double (&ps->lx, &b->score_mean) ||
             (ps->what = "bad scoreMean", FALSE);
    case KEY_MOVE:
      if (!lexer_next (&ps->lx))
        return (ps->what = "a key without its value"), FALSE;
      b->have_move = tok_vertex (&ps->lx, ps->out, &b->move);
      return b->have_move || (ps->what = "a move off the board", FALSE);
    case KEY_VISITS:
      if (!lexer_next (&ps->lx))
        return (ps->what = "a key without its value"), FALSE;
      return (b->have_visits = tok_uint (&ps->lx, &b->visits)) ||
             (ps->what = "bad visits", FALSE);
    case KEY_ORDER:
      if (!lexer_next (&ps->lx))
        return (ps->what = "a key without its value"), FALSE;
      return (b->have_order = tok_uint (&ps->lx, &b->order)) ||
             (ps->what = "bad order", FALSE);
    case KEY_OTHER:
    default:
      break;
    }
  if (!lexer_next (&ps->lx))
    return (ps->what = "a key without its value"), FALSE;
  /* Unknown: one value (KataGo: edgeVisits, utility, isSymmetryOf, …).
   * Keys are words of letters: "Z99" after a pv is a bad move, not a key. */
  for (gsize i = 0; i < key.len; i++)
    if (!g_ascii_isalpha (key.tok[i]))
      return (ps->what = "a word that is no key"), FALSE;
  return TRUE;
}

static inline void
push_pv_point (Parser  *ps,
               TgPoint  p)
{
  if (G_UNLIKELY (ps->pv_len == ps->pv_capacity))
    {
      ps->pv_capacity *= 2;
      ps->pv = g_renew (TgPoint, ps->pv, ps->pv_capacity);
    }
  ps->pv[ps->pv_len++] = p;
}

/* After "pv": the vertices, then the lists KataGo may add. Leaves the
 * next unconsumed token in ps->lx (have_token). */
static gboolean
read_pv (Parser *ps,
         Block  *b)
{
  gsize n_points = (gsize) ps->out->width * ps->out->height;

  ps->pv_start = ps->pv_len;
  b->have_pv = TRUE;
  while (lexer_next (&ps->lx))
    {
      TgPoint p;

      if (!tok_vertex (&ps->lx, ps->out, &p))
        break;
      push_pv_point (ps, p);
    }
  while (ps->lx.len > 0)
    {
      gsize n;

      if (tok_is (&ps->lx, "pvVisits") || tok_is (&ps->lx, "pvEdgeVisits"))
        n = ps->pv_len - ps->pv_start;
      else if (tok_is (&ps->lx, "movesOwnership") ||
               tok_is (&ps->lx, "movesOwnershipStdev"))
        n = n_points;
      else
        break;
      if (!skip_numbers (ps, n))
        return (ps->what = "a list cut short", FALSE);
      lexer_next (&ps->lx);
    }
  ps->have_token = ps->lx.len > 0;
  return TRUE;
}

static gboolean
add_block (Parser      *ps,
           const Block *b)
{
  TgAnalysisCandidate *c;

  if (!b->have_move || !b->have_visits || !b->have_winrate || !b->have_pv)
    return (ps->what = "a block without move, visits, winrate or pv", FALSE);
  c = tg_analysis_add_candidate (ps->out, b->move, NULL, 0);
  c->pv_length = ps->pv_len - ps->pv_start;
  if (ps->n_offsets == ps->offsets_capacity)
    {
      ps->offsets_capacity *= 2;
      ps->pv_offsets = g_renew (guint, ps->pv_offsets, ps->offsets_capacity);
    }
  ps->pv_offsets[ps->n_offsets++] = ps->pv_start;
  c->visits = b->visits;
  c->winrate = b->winrate;
  c->score_lead = !isnan (b->score_lead) ? b->score_lead : b->score_mean;
  c->prior = b->prior;
  c->lcb = b->lcb;
  c->order = b->have_order ? b->order : ps->out->n_candidates - 1;
  return TRUE;
}

static gboolean
read_info (Parser *ps)
{
  Block b = { .winrate = NAN, .score_lead = NAN, .score_mean = NAN,
              .prior = NAN, .lcb = NAN };

  ps->have_token = FALSE;
  while (lexer_next (&ps->lx))
    {
      if (tok_is (&ps->lx, "pv"))
        {
          if (!read_pv (ps, &b))
            return FALSE;
          /* Pairs after the lists (a future field) are read on. */
          while (ps->have_token && !is_section (&ps->lx))
            {
              if (!read_pair (ps, &b))
                return FALSE;
              ps->have_token = lexer_next (&ps->lx);
            }
          return add_block (ps, &b);
        }
      if (is_section (&ps->lx))
        break;
      if (!read_pair (ps, &b))
        return FALSE;
    }
  return add_block (ps, &b);
}

static gboolean
read_root_info (Parser *ps)
{
  Block b = { .winrate = NAN, .score_lead = NAN, .score_mean = NAN,
              .prior = NAN, .lcb = NAN };

  ps->have_token = FALSE;
  while (lexer_next (&ps->lx))
    {
      if (is_section (&ps->lx))
        {
          ps->have_token = TRUE;
          break;
        }
      if (!read_pair (ps, &b))
        return FALSE;
    }
  if (!b.have_visits || !b.have_winrate)
    return (ps->what = "rootInfo without visits or winrate", FALSE);
  ps->have_root = TRUE;
  ps->out->visits = b.visits;
  ps->out->winrate = b.winrate;
  ps->out->score_lead = !isnan (b.score_lead) ? b.score_lead : b.score_mean;
  return TRUE;
}

static gboolean
read_ownership (Parser   *ps,
                gboolean  keep)
{
  gsize n_points = (gsize) ps->out->width * ps->out->height;

  if (keep)
    {
      g_free (ps->out->ownership);
      ps->out->ownership = g_new (float, n_points);
    }
  for (gsize i = 0; i < n_points; i++)
    {
      double v;

      if (!lexer_next_double (&ps->lx, &v) || v < -1.0 || v > 1.0)
        return (ps->what = "an ownership cut short or out of -1..1", FALSE);
      if (keep)
        ps->out->ownership[i] = (float) v;
    }
  ps->have_token = FALSE;
  return TRUE;
}

/* To Black's side: the winrates, score leads and ownership; lcb to the
 * side to move's (see tg-analysis.h). */
static void
to_black_side (TgAnalysis           *a,
               TgAnalysisPerspective perspective)
{
  TgColor side = perspective == TG_ANALYSIS_PERSPECTIVE_BLACK ? TG_BLACK
               : perspective == TG_ANALYSIS_PERSPECTIVE_WHITE ? TG_WHITE
               : a->to_move;
  gsize n_points = (gsize) a->width * a->height;

  for (guint i = 0; i < a->n_candidates; i++)
    {
      TgAnalysisCandidate *c = &a->candidates[i];

      if (side != a->to_move)
        c->lcb = 1.0 - c->lcb;
      if (side == TG_WHITE)
        {
          c->winrate = 1.0 - c->winrate;
          c->score_lead = -c->score_lead;
        }
    }
  if (side == TG_WHITE)
    {
      a->winrate = 1.0 - a->winrate;
      a->score_lead = -a->score_lead;
      if (a->ownership != NULL)
        for (gsize i = 0; i < n_points; i++)
          a->ownership[i] = -a->ownership[i];
    }
}

/* Without rootInfo, the root values are the first choice's, and the root
 * visits the sum of the candidates' (what lz-analyze gives). */
static void
derive_root (TgAnalysis *a)
{
  guint64 visits = 0;

  for (guint i = 0; i < a->n_candidates; i++)
    visits += a->candidates[i].visits;
  a->visits = (guint) MIN (visits, G_MAXUINT);
  a->winrate = a->candidates[0].winrate;
  a->score_lead = a->candidates[0].score_lead;
}

static gboolean
parse_sections (Parser *ps)
{
  gboolean any = FALSE;

  ps->have_token = lexer_next (&ps->lx);
  while (ps->have_token)
    {
      gboolean ok;

      if (tok_is (&ps->lx, "info"))
        ok = read_info (ps), any = TRUE;
      else if (tok_is (&ps->lx, "rootInfo"))
        ok = read_root_info (ps);
      else if (tok_is (&ps->lx, "ownership"))
        ok = read_ownership (ps, TRUE);
      else if (tok_is (&ps->lx, "ownershipStdev"))
        ok = read_ownership (ps, FALSE);
      else
        return (ps->what = "a word where a section should start"), FALSE;
      if (!ok)
        return FALSE;
      if (!ps->have_token)
        ps->have_token = lexer_next (&ps->lx);
    }
  if (!any && !ps->have_root)
    return (ps->what = "no info"), FALSE;
  return TRUE;
}

gboolean
tg_analysis_parse_report (TgAnalysis            *self,
                          TgAnalysisDialect      dialect,
                          TgAnalysisPerspective  perspective,
                          const char            *line,
                          GError               **error)
{
  g_autoptr(TgAnalysis) scratch = NULL;
  Parser ps = { 0 };

  g_return_val_if_fail (self != NULL && line != NULL, FALSE);
  g_return_val_if_fail (dialect == TG_ANALYSIS_DIALECT_KATAGO ||
                        dialect == TG_ANALYSIS_DIALECT_LEELA_ZERO ||
                        dialect == TG_ANALYSIS_DIALECT_SABAKI, FALSE);

  scratch = tg_analysis_new (self->width, self->height, self->to_move);
  ps.dialect = dialect;
  ps.out = scratch;
  lexer_init (&ps.lx, line);
  /* Room for a whole 19×19 report of 10-move pvs: no growing then. */
  ps.pv_capacity = 4096;
  ps.pv = g_new (TgPoint, ps.pv_capacity);
  ps.offsets_capacity = 512;
  ps.pv_offsets = g_new (guint, ps.offsets_capacity);
  if (!parse_sections (&ps) || (ps.lx.junk && (ps.what = "a control character")))
    {
      g_free (ps.pv);
      g_free (ps.pv_offsets);
      g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                   "Not a %s report (%s at column %u)",
                   tg_analysis_dialect_to_string (dialect), ps.what,
                   (guint) (ps.lx.tok - line) + 1);
      return FALSE;
    }
  _tg_analysis_adopt_pvs (scratch, ps.pv, ps.pv_len, ps.pv_offsets);
  g_free (ps.pv_offsets);
  tg_analysis_sort_candidates (scratch);
  if (!ps.have_root)
    derive_root (scratch);
  to_black_side (scratch, perspective);
  _tg_analysis_swap_results (self, scratch);
  self->dialect = dialect;
  return TRUE;
}

/* GNU Go ------------------------------------------------------------------ */

/* A GTP answer without its "=" (and id), if it has one. */
static const char *
skip_gtp_prefix (const char *answer)
{
  while (is_space (*answer))
    answer++;
  if (*answer == '=')
    {
      answer++;
      while (g_ascii_isdigit (*answer))
        answer++;
    }
  return answer;
}

gboolean
tg_analysis_parse_gnugo_top_moves (TgAnalysis  *self,
                                   const char  *answer,
                                   GError     **error)
{
  g_autoptr(TgAnalysis) scratch = NULL;
  Lexer lx;

  g_return_val_if_fail (self != NULL && answer != NULL, FALSE);

  scratch = tg_analysis_new (self->width, self->height, self->to_move);
  lexer_init (&lx, skip_gtp_prefix (answer));
  while (lexer_next (&lx))
    {
      TgPoint p;
      double value;
      TgAnalysisCandidate *c;

      if (!tok_vertex (&lx, scratch, &p) || p == TG_PASS ||
          !lexer_next (&lx) || !tok_double (&lx, &value))
        {
          g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                       "Not an answer to top_moves (column %u)",
                       (guint) (lx.tok - answer) + 1);
          return FALSE;
        }
      c = tg_analysis_add_candidate (scratch, p, &p, 1);
      c->value = value;
    }
  if (lx.junk)
    {
      g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                   "Not an answer to top_moves (a control character)");
      return FALSE;
    }
  /* The candidates only: the root score is estimate_score's. */
  scratch->winrate = self->winrate;
  scratch->score_lead = self->score_lead;
  scratch->visits = self->visits;
  scratch->ownership = g_steal_pointer (&self->ownership);
  _tg_analysis_swap_results (self, scratch);
  self->dialect = TG_ANALYSIS_DIALECT_GNUGO;
  return TRUE;
}

gboolean
tg_analysis_parse_gnugo_score (TgAnalysis  *self,
                               const char  *answer,
                               GError     **error)
{
  const char *p, *end;
  double lead = 0.0;

  g_return_val_if_fail (self != NULL && answer != NULL, FALSE);

  /* "B+3.5 (upper bound: …)", "W+12.0 (…)", or "0" for an even game. */
  p = skip_gtp_prefix (answer);
  while (is_space (*p))
    p++;
  if ((p[0] == 'B' || p[0] == 'W') && p[1] == '+' &&
      _tg_analysis_parse_double (p + 2, &end, &lead) &&
      (*end == '\0' || is_space (*end)) && lead >= 0.0)
    lead = p[0] == 'B' ? lead : -lead;
  else if (!(p[0] == '0' && (p[1] == '\0' || is_space (p[1]))))
    {
      g_set_error (error, TG_ANALYSIS_ERROR, TG_ANALYSIS_ERROR_PARSE,
                   "Not an answer to estimate_score: %s", answer);
      return FALSE;
    }
  self->score_lead = lead;
  self->dialect = TG_ANALYSIS_DIALECT_GNUGO;
  return TRUE;
}
