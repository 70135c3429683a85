/* tg-analysis-private.h: what the analysis files share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tg-analysis.h"

G_BEGIN_DECLS

void     _tg_analysis_clear_candidates (TgAnalysis       *self);
void     _tg_analysis_take_results     (TgAnalysis       *self,
                                        const TgAnalysis *src);
void     _tg_analysis_adopt_pvs        (TgAnalysis       *self,
                                        TgPoint          *points,
                                        gsize             n_points,
                                        const guint      *offsets);
void     _tg_analysis_swap_results     (TgAnalysis       *self,
                                        TgAnalysis       *src);

/* A decimal number at @str ("-0.5731", "12", "1e-05"), locale-free, with
 * the same result as g_ascii_strtod; *@end after it. FALSE (and *@end ==
 * @str) when there is none. */
gboolean _tg_analysis_parse_double     (const char       *str,
                                        const char      **end,
                                        double           *out);

G_END_DECLS
