/* tg-score-session.h: a counting session at the end of a game
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TgScoringSession holds what scoring mode works on: the final position of a
 * TgGame (the node shown when counting started), the dead stones and seki
 * marks the players agree on, and the rules to count by. Every change
 * recomputes the TgScore at once and emits "changed". The dead-stone
 * proposal runs in a worker thread. Done writes the result into the
 * record through the TgGame (RE, TB/TW, a short breakdown comment).
 * The UI only shows this object and forwards clicks to it.
 */

#pragma once

#include <gio/gio.h>

#include "tg-game.h"
#include "tg-score.h"

G_BEGIN_DECLS

#define TG_SCORING_SESSION_ERROR (tg_scoring_session_error_quark ())

typedef enum
{
  TG_SCORING_SESSION_ERROR_RESULT_EXISTS,   /* the record has a different RE[]: ask first */
  TG_SCORING_SESSION_ERROR_CHANGED,         /* the record moved on since counting started */
} TgScoringSessionError;

GQuark tg_scoring_session_error_quark (void);

#define TG_TYPE_SCORING_SESSION (tg_scoring_session_get_type ())

G_DECLARE_FINAL_TYPE (TgScoringSession, tg_scoring_session, TG, SCORING_SESSION, GObject)

/* Counts the position at @game's current node with the game's rules, komi
 * and handicap; passes along the path give AGA pass stones. No stone is
 * dead until tg_scoring_session_propose_async() or a toggle says so. */
TgScoringSession      *tg_scoring_session_new                (TgGame              *game);
/* Whether the position at @game's current node has anything to count. A
 * board without a stone has not (every point would be shared and komi
 * alone would decide): FALSE, with the sentence to show in @why. */
gboolean        tg_scoring_session_can_count          (TgGame              *game,
                                                       char               **why);

TgGame         *tg_scoring_session_get_game           (TgScoringSession           *self);
TgNode          tg_scoring_session_get_node           (TgScoringSession           *self);
const TgBoard  *tg_scoring_session_get_board          (TgScoringSession           *self);
const TgScore  *tg_scoring_session_get_score          (TgScoringSession           *self);
/* TG_ARRAY_SIZE bytes each, non-zero = dead stone / user seki mark. */
const guint8   *tg_scoring_session_get_dead           (TgScoringSession           *self);
const guint8   *tg_scoring_session_get_seki_marks     (TgScoringSession           *self);
guint           tg_scoring_session_count_dead         (TgScoringSession           *self,
                                               TgColor              color);

/* Proposes the dead stones in a worker thread (tg_deadstones_guess with
 * @seed) and applies them when done, unless the user toggled something in
 * the meantime (then the proposal is dropped and _finish says FALSE with
 * G_IO_ERROR_CANCELLED). */
void            tg_scoring_session_propose_async      (TgScoringSession           *self,
                                               guint64              seed,
                                               GCancellable        *cancellable,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
gboolean        tg_scoring_session_propose_finish     (TgScoringSession           *self,
                                               GAsyncResult        *result,
                                               GError             **error);
/* The same, synchronously (command line, tests). */
void            tg_scoring_session_propose            (TgScoringSession           *self,
                                               guint64              seed);

/* Takes the dead stones of the count the record keeps at the session's
 * node (TB/TW, from Done here or another program): a finished game opened
 * again starts from what its players agreed, not from a new proposal.
 * FALSE, nothing changed, when the node has no TB/TW. */
gboolean        tg_scoring_session_use_record_marking (TgScoringSession           *self);
/* Replaces the dead-stone mask (NULL: none dead). */
void            tg_scoring_session_set_dead           (TgScoringSession           *self,
                                               const guint8        *dead);
/* A click on a stone: toggles its group (tg_deadstones_related: its chains
 * and those a one- or two-point jump away, in the same enclosed region)
 * between dead and alive. FALSE on an empty point. */
gboolean        tg_scoring_session_toggle_dead        (TgScoringSession           *self,
                                               TgPoint              point);
/* The second gesture: marks the region at @point as seki, or unmarks it.
 * On an empty point the region is its empty area and the chains around
 * it; on a stone, its chain and the empty points it touches. */
gboolean        tg_scoring_session_toggle_seki        (TgScoringSession           *self,
                                               TgPoint              point);

const TgRules  *tg_scoring_session_get_rules          (TgScoringSession           *self);
/* Counts by @rules from now on; the komi is kept (the record's, or what
 * the user set) unless @use_rules_komi, in which case the rules' default
 * komi for the handicap is used. The "Count by" switch keeps it. */
void            tg_scoring_session_set_rules          (TgScoringSession           *self,
                                               const TgRules       *rules,
                                               gboolean             use_rules_komi);
TgHalfPoints    tg_scoring_session_get_komi           (TgScoringSession           *self);
void            tg_scoring_session_set_komi           (TgScoringSession           *self,
                                               TgHalfPoints         komi);
/* Ing: overtime periods each player used (2 points each). */
void            tg_scoring_session_set_overtime       (TgScoringSession           *self,
                                               guint                black_periods,
                                               guint                white_periods);

/* The same position and dead stones counted under @preset with that
 * preset's komi for this handicap (the "compare rules" view). */
TgScore        *tg_scoring_session_compute_for_preset (TgScoringSession           *self,
                                               TgRulesPreset        preset);

/* Whether the count holds a pass White did not play: under rules where
 * White passes last (AGA) and Black has had more turns, White's last pass
 * is added, so the territory count with pass stones equals the area
 * count. */
gboolean        tg_scoring_session_white_pass_added   (TgScoringSession           *self);

/* The passes of each colour on the path from the root to @node, as
 * pass stones count them under @rules (may be NULL): where White passes
 * last (AGA), the passes White still owes at @board are added
 * (tg_score_owed_white_passes()). Returns how many were added. The
 * command line and the session count the same way. */
guint           tg_score_count_passes                 (TgGame              *game,
                                                       TgNode               node,
                                                       const TgBoard       *board,
                                                       const TgRules       *rules,
                                                       guint                handicap,
                                                       guint               *black_passes,
                                                       guint               *white_passes);

/* What still needs a move, one translated line per kind of task, the
 * points named in GTP form: "Connect at E5 (a chain in atari)", "Fill the
 * dame at F5, G6", "Resolve the ko at E5", followed by what these rules
 * do with such points in the count. NULL when nothing is unsettled. */
char           *tg_scoring_session_describe_unsettled (TgScoringSession           *self);
/* The points these rules leave out of the territory and why (territory
 * rules: seki eyes and shared points, teire, dame), one translated line
 * per reason; NULL when there are none or the rules count area. */
char           *tg_scoring_session_describe_excluded  (TgScoringSession           *self);

/* Who owns @point and why, in one translated sentence for the UI. */
char           *tg_scoring_session_explain_point      (TgScoringSession           *self,
                                               TgPoint              point);
/* The breakdown written into the record's comment (plain text, a few
 * lines, with the Chinese count under area rules). */
char           *tg_scoring_session_format_breakdown   (TgScoringSession           *self);

/* Done: writes RE[] (SGF form), TB[]/TW[] territory marks on the counted
 * node and the breakdown comment. When the record already has a different
 * RE[] and @replace is FALSE, fails with TG_SCORING_SESSION_ERROR_RESULT_EXISTS so
 * the UI can ask. */
gboolean        tg_scoring_session_commit             (TgScoringSession           *self,
                                               gboolean             replace,
                                               GError             **error);

G_END_DECLS
