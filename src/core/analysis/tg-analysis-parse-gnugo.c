/* tg-analysis-parse-gnugo.c: GNU Go's top_moves and estimate_score answers
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GNU Go has no analysis command: its candidates come from
 * top_moves_black/top_moves_white ("Q16 12.3 R4 9.8 …", move values in
 * points) and the root score from estimate_score ("B+3.5 (upper bound:
 * …)"). Like the report parser, an answer is taken whole or not at all.
 */

#include "config.h"

#include "tg-analysis-lexer-private.h"

static gboolean
tok_double (const Lexer *lx,
            double      *out)
{
  const char *end;

  return _tg_analysis_parse_double (lx->tok, &end, out) &&
         end == lx->tok + lx->len;
}

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
