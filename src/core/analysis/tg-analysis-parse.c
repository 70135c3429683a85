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
 * GNU Go's answers are read by tg-analysis-parse-gnugo.c with the same
 * lexer (tg-analysis-lexer-private.h).
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tg-analysis-lexer-private.h"
#include "tg-analysis-number-private.h"

/* Numbers ----------------------------------------------------------------- */

gboolean
_tg_analysis_parse_double (const char  *str,
                           const char **end,
                           double      *out)
{
  return parse_number (str, NULL, end, out);
}

/* Tokens ------------------------------------------------------------------ */

/* The next token as a number, read in the same pass that finds its end. */
static G_NO_INLINE gboolean
lexer_next_double (Lexer  *lx,
                   double *out)
{
  const char *p = skip_spaces (lx->pos);
  const char *end;
  gboolean ok;

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

/* The report parser ------------------------------------------------------- */

/* The words of a report, told apart once per token. */
typedef enum
{
  KEY_UNKNOWN,       /* a word Tengen has never heard of */
  KEY_SKIPPED,       /* KataGo's fields Tengen does not keep: edgeVisits, … */
  KEY_WINRATE,
  KEY_PRIOR,
  KEY_LCB,
  KEY_SCORE_LEAD,
  KEY_SCORE_MEAN,
  KEY_MOVE,
  KEY_VISITS,
  KEY_ORDER,
  KEY_PV,
  KEY_PV_LIST,       /* after a pv: one number per pv move */
  KEY_BOARD_LIST,    /* after a pv: one number per point */
  KEY_INFO,          /* the sections, from here on */
  KEY_ROOT_INFO,
  KEY_OWNERSHIP,
  KEY_OWNERSHIP_STDEV,
} Key;

#define IS_SECTION(key) ((key) >= KEY_INFO)

/* By length, then whole words of that length compared (a load or two
 * each, their lengths being constants): a few instructions for a token. */
static inline G_ALWAYS_INLINE Key
key_of (const char *t,
        gsize       len)
{
#define IS(word) (memcmp (t, word, sizeof word - 1) == 0)
  switch (len)
    {
    case 2:
      return IS ("pv") ? KEY_PV : KEY_UNKNOWN;
    case 3:
      return IS ("lcb") ? KEY_LCB : KEY_UNKNOWN;
    case 4:
      return IS ("info") ? KEY_INFO : IS ("move") ? KEY_MOVE : KEY_UNKNOWN;
    case 5:
      return IS ("prior") ? KEY_PRIOR : IS ("order") ? KEY_ORDER : KEY_UNKNOWN;
    case 6:
      return IS ("visits") ? KEY_VISITS : IS ("weight") ? KEY_SKIPPED : KEY_UNKNOWN;
    case 7:
      return IS ("winrate") ? KEY_WINRATE : IS ("utility") ? KEY_SKIPPED : KEY_UNKNOWN;
    case 8:
      return IS ("rootInfo") ? KEY_ROOT_INFO : IS ("pvVisits") ? KEY_PV_LIST : KEY_UNKNOWN;
    case 9:
      if (t[0] == 'o')
        return IS ("ownership") ? KEY_OWNERSHIP : KEY_UNKNOWN;
      return IS ("scoreLead") ? KEY_SCORE_LEAD
           : IS ("scoreMean") ? KEY_SCORE_MEAN : KEY_UNKNOWN;
    case 10:
      return IS ("edgeVisits") || IS ("scoreStdev") || IS ("utilityLcb")
             ? KEY_SKIPPED : KEY_UNKNOWN;
    case 12:
      return IS ("pvEdgeVisits") ? KEY_PV_LIST
           : IS ("isSymmetryOf") ? KEY_SKIPPED : KEY_UNKNOWN;
    case 13:
      return IS ("scoreSelfplay") ? KEY_SKIPPED : KEY_UNKNOWN;
    case 14:
      return IS ("ownershipStdev") ? KEY_OWNERSHIP_STDEV
           : IS ("movesOwnership") ? KEY_BOARD_LIST : KEY_UNKNOWN;
    case 19:
      return IS ("movesOwnershipStdev") ? KEY_BOARD_LIST : KEY_UNKNOWN;
    default:
      return KEY_UNKNOWN;
    }
#undef IS
}

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
  Key                key;        /* and what word it is */
  gboolean           have_root;
  const char        *what;       /* what was wrong, for the error */
} Parser;

/* A fraction 0..1 as the dialect writes it: a float for kata-analyze,
 * hundredths of a percent for lz-analyze, either for analyze (a '.' means
 * a float, as Sabaki's documentation says). */
static inline G_ALWAYS_INLINE gboolean
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

typedef struct
{
  TgPoint  move;
  gboolean have_move, have_visits, have_winrate, have_pv;
  guint    visits, order;
  gboolean have_order;
  double   winrate, score_lead, score_mean, prior, lcb;
} Block;

/* The next token, told apart as a key (in ps->key). */
static inline G_ALWAYS_INLINE gboolean
next_key (Parser *ps)
{
  ps->have_token = lexer_next (&ps->lx);
  ps->key = ps->have_token ? key_of (ps->lx.tok, ps->lx.len) : KEY_UNKNOWN;
  return ps->have_token;
}

/* The value after the key in ps->key. Inline in read_info (), where it
 * reads some five thousand pairs of a 19×19 report. */
static inline G_ALWAYS_INLINE gboolean
read_pair (Parser *ps,
           Block  *b)
{
  const char *key = ps->lx.tok;
  gsize key_len = ps->lx.len;

  switch (ps->key)
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
    case KEY_UNKNOWN:
    case KEY_SKIPPED:
    case KEY_PV:
    case KEY_PV_LIST:
    case KEY_BOARD_LIST:
    case KEY_INFO:
    case KEY_ROOT_INFO:
    case KEY_OWNERSHIP:
    case KEY_OWNERSHIP_STDEV:
    default:
      break;
    }
  if (!lexer_next (&ps->lx))
    return (ps->what = "a key without its value"), FALSE;
  /* Skipped with its one value (KataGo: edgeVisits, utility, isSymmetryOf,
   * and what it may add). Keys are words of letters: "Z99" after a pv is
   * a bad move, not a key. */
  if (ps->key == KEY_UNKNOWN)
    for (gsize i = 0; i < key_len; i++)
      if (!g_ascii_isalpha (key[i]))
        return (ps->what = "a word that is no key"), FALSE;
  return TRUE;
}

/* After "pv": the vertices, then the lists KataGo may add. Leaves the
 * next unconsumed token in ps->lx and ps->key (have_token). */
static gboolean
read_pv (Parser *ps,
         Block  *b)
{
  const guint width = ps->out->width, height = ps->out->height;
  gsize n_points = (gsize) width * height;
  /* In locals, which the compiler keeps in registers. */
  TgPoint *pv = ps->pv;
  gsize pv_len = ps->pv_len, pv_capacity = ps->pv_capacity;

  ps->pv_start = ps->pv_len;
  b->have_pv = TRUE;
  /* The common vertices straight from the text, without the lexer. */
  for (const char *p = ps->lx.pos;;)
    {
      const char *t = skip_spaces (p);
      TgPoint point;
      gsize len = common_vertex (t, width, height, &point);

      if (len == 0)
        {
          ps->lx.pos = p;
          if (!lexer_next (&ps->lx) || !tok_vertex (&ps->lx, ps->out, &point))
            break;
          len = ps->lx.len;
          t = ps->lx.tok;
        }
      if (G_UNLIKELY (pv_len == pv_capacity))
        {
          pv_capacity *= 2;
          pv = g_renew (TgPoint, pv, pv_capacity);
        }
      pv[pv_len++] = point;
      p = t + len;
    }
  ps->pv = pv;
  ps->pv_len = pv_len;
  ps->pv_capacity = pv_capacity;
  ps->have_token = ps->lx.len > 0;
  ps->key = ps->have_token ? key_of (ps->lx.tok, ps->lx.len) : KEY_UNKNOWN;
  while (ps->have_token &&
         (ps->key == KEY_PV_LIST || ps->key == KEY_BOARD_LIST))
    {
      gsize n = ps->key == KEY_PV_LIST ? ps->pv_len - ps->pv_start : n_points;

      if (!skip_numbers (ps, n))
        return (ps->what = "a list cut short", FALSE);
      next_key (ps);
    }
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

/* An info block, up to the next section's word (left in ps->key with
 * have_token) or the end. */
static gboolean
read_info (Parser *ps)
{
  Block b = { .winrate = NAN, .score_lead = NAN, .score_mean = NAN,
              .prior = NAN, .lcb = NAN };

  while (next_key (ps))
    {
      if (ps->key == KEY_PV)
        {
          if (!read_pv (ps, &b))
            return FALSE;
          /* Pairs after the lists (a future field) are read on. */
          while (ps->have_token && !IS_SECTION (ps->key))
            {
              if (!read_pair (ps, &b))
                return FALSE;
              next_key (ps);
            }
          return add_block (ps, &b);
        }
      if (IS_SECTION (ps->key))
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

  while (next_key (ps) && !IS_SECTION (ps->key))
    if (!read_pair (ps, &b))
      return FALSE;
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
  next_key (ps);
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

  next_key (ps);
  while (ps->have_token)
    {
      gboolean ok;

      /* Each section leaves the word after it in ps->key, or none. */
      switch (ps->key)
        {
        case KEY_INFO:
          ok = read_info (ps), any = TRUE;
          break;
        case KEY_ROOT_INFO:
          ok = read_root_info (ps);
          break;
        case KEY_OWNERSHIP:
        case KEY_OWNERSHIP_STDEV:
          ok = read_ownership (ps, ps->key == KEY_OWNERSHIP);
          break;
        case KEY_UNKNOWN:
        case KEY_SKIPPED:
        case KEY_WINRATE:
        case KEY_PRIOR:
        case KEY_LCB:
        case KEY_SCORE_LEAD:
        case KEY_SCORE_MEAN:
        case KEY_MOVE:
        case KEY_VISITS:
        case KEY_ORDER:
        case KEY_PV:
        case KEY_PV_LIST:
        case KEY_BOARD_LIST:
        default:
          return (ps->what = "a word where a section should start"), FALSE;
        }
      if (!ok)
        return FALSE;
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
