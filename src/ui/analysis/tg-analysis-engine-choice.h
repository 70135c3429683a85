/* tg-analysis-engine-choice.h: which engine analyses ("Analyse with")
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The choices are the engines of Preferences → Engines (GNU Go and the
 * user's) plus an installed Leela Zero with a network. Automatic (the
 * default) takes the first of: a user engine that is KataGo, Leela Zero
 * with a network (tg-analysis-engines.h finds both), GNU Go (which gives no
 * winrates). TENGEN_ANALYSIS_ENGINE, when set, is a command line used
 * instead (tests).
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  char     *id;            /* "katago:NAME", "user:NAME", "leela-zero", "gnugo" */
  char     *name;          /* what the user reads: "Leela Zero", "GNU Go (no winrates)" */
  char     *command_line;
} TgAnalysisEngineChoice;

void      tg_analysis_engine_choice_free (TgAnalysisEngineChoice *choice);

/* Every engine that could analyse, in the automatic order. */
GPtrArray *tg_analysis_engine_list       (GSettings  *settings);

/* The engine @settings' "analysis-engine" names (or the automatic one);
 * NULL with a sentence for the user (what to install) when there is none. */
TgAnalysisEngineChoice *tg_analysis_engine_choose (GSettings  *settings,
                                                   char      **why_not);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgAnalysisEngineChoice, tg_analysis_engine_choice_free)

G_END_DECLS
