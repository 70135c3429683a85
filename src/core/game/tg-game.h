/* tg-game.h: a game record being played or reviewed
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TgGame owns one game of a TgGameTree, a cursor (the shown node), the
 * rules, komi and handicap, and the position history along the cursor's
 * path, so that simple ko, positional and situational superko are decided
 * exactly (Zobrist hash, then a full comparison on a hash match). Every
 * change a user makes to the record goes through it.
 */

#pragma once

#include <glib-object.h>

#include "tg-board.h"
#include "tg-game-tree.h"
#include "tg-rules.h"

G_BEGIN_DECLS

#define TG_GAME_ERROR (tg_game_error_quark ())

typedef enum
{
  TG_GAME_ERROR_BAD_SIZE,        /* SZ missing a sane value (0, 53, "x") */
  TG_GAME_ERROR_NOT_GO,          /* GM other than 1 */
  TG_GAME_ERROR_NO_GAME,         /* the tree has no such game */
  TG_GAME_ERROR_BAD_SETUP,       /* handicap or setup that cannot be placed */
} TgGameError;

GQuark tg_game_error_quark (void);

typedef enum
{
  TG_PHASE_PLAYING,
  TG_PHASE_SCORING,     /* play stopped by passes; dead stones being agreed */
  TG_PHASE_FINISHED,    /* a result is known (resignation, time, count) */
} TgPhase;

typedef enum
{
  TG_MOVE_OK = 0,
  TG_MOVE_OFF_BOARD,
  TG_MOVE_OCCUPIED,
  TG_MOVE_SUICIDE,
  TG_MOVE_KO,
  TG_MOVE_SUPERKO,
  TG_MOVE_GAME_OVER,
} TgMoveVerdict;

/* "ok", "off board", "occupied", "suicide", "ko", "superko", "game over" */
const char *tg_move_verdict_to_string (TgMoveVerdict verdict);

/* Which diagonal the ancient preset's 座子 take. */
typedef enum
{
  TG_SEATED_BLACK_D4_Q16,   /* black lower-left and upper-right (default) */
  TG_SEATED_BLACK_D16_Q4,   /* black upper-left and lower-right */
} TgSeatedLayout;

typedef struct
{
  guint           width;
  guint           height;
  TgRules         rules;
  TgHalfPoints    komi;
  guint           handicap;            /* 0, 1 (让先: no stone), 2..  */
  const TgPoint  *handicap_points;     /* free placement; NULL = fixed */
  guint           n_handicap_points;
  TgSeatedLayout  seated_layout;       /* used when rules.seated_stones */
  const char     *black_name;
  const char     *white_name;
  const char     *black_rank;
  const char     *white_rank;
  const char     *date;                /* DT; NULL = today */
} TgGameSetup;

/* Fills @setup with a 19×19 game under @preset with that preset's komi. */
void            tg_game_setup_init            (TgGameSetup    *setup,
                                               guint           size,
                                               TgRulesPreset   preset);

#define TG_TYPE_GAME (tg_game_get_type ())

G_DECLARE_FINAL_TYPE (TgGame, tg_game, TG, GAME, GObject)

/* A new game recorded as SGF from the first moment (GM FF CA AP SZ RU KM
 * HA AB PL PB PW BR WR DT). */
TgGame         *tg_game_new                   (const TgGameSetup *setup,
                                               GError         **error);
/* Reviews game @game_index of @tree (kept by reference). Rules come from
 * RU[] (unknown → Japanese parameters, see tg_game_get_rules_warning()),
 * komi from KM[], handicap from HA[]. The cursor starts at the root. */
TgGame         *tg_game_new_for_tree          (TgGameTree      *tree,
                                               guint            game_index,
                                               GError         **error);

TgGameTree     *tg_game_get_tree              (TgGame          *self);
guint           tg_game_get_game_index        (TgGame          *self);
TgNode          tg_game_get_root              (TgGame          *self);
guint           tg_game_get_width             (TgGame          *self);
guint           tg_game_get_height            (TgGame          *self);

const TgRules  *tg_game_get_rules             (TgGame          *self);
/* Changes the rules used from now on (ko, suicide, scoring); also writes
 * RU[] unless @write_record is FALSE. */
void            tg_game_set_rules             (TgGame          *self,
                                               const TgRules   *rules,
                                               gboolean         write_record);
/* Non-NULL when RU[] named rules Tengen does not know; says what it used. */
const char     *tg_game_get_rules_warning     (TgGame          *self);
TgHalfPoints    tg_game_get_komi              (TgGame          *self);
void            tg_game_set_komi              (TgGame          *self,
                                               TgHalfPoints     komi);
guint           tg_game_get_handicap          (TgGame          *self);

/* The position at the cursor. */
const TgBoard  *tg_game_get_board             (TgGame          *self);
TgNode          tg_game_get_current_node      (TgGame          *self);
TgColor         tg_game_get_to_play           (TgGame          *self);
TgPhase         tg_game_get_phase             (TgGame          *self);
/* Number of moves (B/W nodes, passes included) from the root to the cursor. */
guint           tg_game_get_move_number       (TgGame          *self);
/* The move of the current node, if any: returns FALSE when it has none. */
gboolean        tg_game_get_last_move         (TgGame          *self,
                                               TgColor         *color,
                                               TgPoint         *point);
/* Consecutive passes ending at the cursor. */
guint           tg_game_get_consecutive_passes (TgGame         *self);
/* How many times the current situation (stones and side to move) occurred
 * on the path so far, this one included. With the Japanese/Korean
 * presets, 3 or more means the players may agree on "no result". */
guint           tg_game_get_repetition_count  (TgGame          *self);
/* The point the side to move may not play now because of ko (simple ko
 * or a superko ban at a single point), or TG_NO_POINT. */
TgPoint         tg_game_get_ko_point          (TgGame          *self);

/* Legality under the game's rules, for the side to move or for @color. */
TgMoveVerdict   tg_game_check_move            (TgGame          *self,
                                               TgPoint          point);
TgMoveVerdict   tg_game_check_move_as         (TgGame          *self,
                                               TgPoint          point,
                                               TgColor          color);
/* Plays for the side to move: follows an existing child with the same
 * move, else adds a new child (a variation if the node had children).
 * Returns the verdict; the record is unchanged unless it is TG_MOVE_OK. */
TgMoveVerdict   tg_game_play                  (TgGame          *self,
                                               TgPoint          point);
TgMoveVerdict   tg_game_play_as               (TgGame          *self,
                                               TgPoint          point,
                                               TgColor          color);
/* Why @color may not play at @point on the board at the cursor, in the
 * user's language ("Suicide: these 3 stones would have no liberties":
 * a suicide names the group the stone would join). @verdict is what
 * tg_game_check_move_as() said; NULL for TG_MOVE_OK. */
char           *tg_game_describe_refusal      (TgGame          *self,
                                               TgPoint          point,
                                               TgColor          color,
                                               TgMoveVerdict    verdict);
/* A pass; two consecutive passes end play (AGA: White passes last) and
 * the phase becomes SCORING. */
void            tg_game_pass                  (TgGame          *self);
/* Ends the game: RE[B+R] / RE[W+R] (the opponent of @loser wins). */
void            tg_game_resign                (TgGame          *self,
                                               TgColor          loser);
/* Ends the game: RE[B+T] / RE[W+T]. */
void            tg_game_lose_on_time          (TgGame          *self,
                                               TgColor          loser);
/* Writes RE[@result] and sets the phase to FINISHED. */
void            tg_game_set_result            (TgGame          *self,
                                               const char      *result);
/* Back to PLAYING from SCORING or FINISHED (the record keeps its moves).
 * @first moves next (under Japanese rules, the opponent of the player
 * who asked to resume); TG_EMPTY keeps the normal turn. */
void            tg_game_resume                (TgGame          *self,
                                               TgColor          first);
void            tg_game_enter_scoring         (TgGame          *self);

/* Undo of moves played in this session: removes the current node when it
 * is the last move this TgGame added. */
gboolean        tg_game_can_undo              (TgGame          *self);
gboolean        tg_game_undo                  (TgGame          *self);

/* Navigation -------------------------------------------------------------- */
gboolean        tg_game_go_to                 (TgGame          *self,
                                               TgNode           node);
gboolean        tg_game_forward               (TgGame          *self);
gboolean        tg_game_back                  (TgGame          *self);
void            tg_game_go_to_start           (TgGame          *self);
/* Follows first children to the end of the current line. */
void            tg_game_go_to_end             (TgGame          *self);
/* Moves @n steps (negative = back) along the current line. */
void            tg_game_step                  (TgGame          *self,
                                               gint             n);
/* Switches to the next / previous sibling of the current node. */
gboolean        tg_game_next_variation        (TgGame          *self);
gboolean        tg_game_prev_variation        (TgGame          *self);
/* Goes to move @n of the current line (0 = root). */
gboolean        tg_game_go_to_move            (TgGame          *self,
                                               guint            n);

/* Editing the record ------------------------------------------------------ */
/* Puts a setup stone (AB/AW) or removes one (AE) at the cursor. When the
 * current node holds a move, a new child node takes the setup. */
void            tg_game_set_setup_stone       (TgGame          *self,
                                               TgPoint          point,
                                               TgColor          color);
/* Free handicap stones chosen after the game was made (an engine's
 * place_free_handicap): writes HA[@n], AB[...] and PL[W] at the root of a
 * game made without handicap that has no setup and no move yet, and the
 * game's handicap becomes @n. FALSE with TG_GAME_ERROR_BAD_SETUP (and the
 * game unchanged) for points off the board, twice the same point, fewer
 * than 2 stones, or a game that has begun. */
gboolean        tg_game_place_handicap        (TgGame          *self,
                                               const TgPoint   *points,
                                               guint            n,
                                               GError         **error);
/* Comment (C[]) of the current node as plain text. */
char           *tg_game_get_comment           (TgGame          *self);
void            tg_game_set_comment           (TgGame          *self,
                                               const char      *text);
/* Game information on the root (PB, PW, RE, ...), plain text. */
char           *tg_game_get_info              (TgGame          *self,
                                               const char      *id);
void            tg_game_set_info              (TgGame          *self,
                                               const char      *id,
                                               const char      *text);
/* Sets raw property values on the current node and notifies. */
void            tg_game_set_node_values       (TgGame          *self,
                                               const char      *id,
                                               const char *const *values,
                                               guint            n_values);
/* Deletes the current node and its subtree; the cursor goes to the parent. */
gboolean        tg_game_delete_node           (TgGame          *self);
/* Makes the current line the main line from its root. */
void            tg_game_promote_to_main_line  (TgGame          *self);

/* TRUE once the record changed since the last tg_game_set_modified (FALSE). */
gboolean        tg_game_get_modified          (TgGame          *self);
void            tg_game_set_modified          (TgGame          *self,
                                               gboolean         modified);

/* Utilities --------------------------------------------------------------- */
/* Reads the move of @node: FALSE if it has no B[] or W[] (or the point is
 * off the board). */
gboolean        tg_game_node_get_move         (TgGame          *self,
                                               TgNode           node,
                                               TgColor         *color,
                                               TgPoint         *point);
/* Why the move of @node is illegal under the game's rules in the position
 * before it (after the node's own setup): TG_MOVE_OK when it is legal or
 * @node has no move. A record's illegal move (occupied, suicide, ko,
 * superko, a point off the board) is not played: the board stays as it
 * was, as after a pass, the other side moves next, and the record goes
 * on from that position, each later move judged there. Constant time for
 * a node on the cursor's path; else one replay of the node's line. */
TgMoveVerdict   tg_game_get_move_verdict      (TgGame          *self,
                                               TgNode           node);
/* The first node from @from down the first children (the main line when
 * @from is the root) whose move is illegal, with its verdict and its move
 * number (as tg_game_get_move_number() would say there); TG_NODE_NONE when
 * all are legal. One replay of the line; the cursor stays. */
TgNode          tg_game_find_illegal_move     (TgGame          *self,
                                               TgNode           from,
                                               TgMoveVerdict   *verdict,
                                               guint           *move_number);
/* The board after @node, computed without moving the cursor. */
void            tg_game_compute_board         (TgGame          *self,
                                               TgNode           node,
                                               TgBoard         *out);

G_END_DECLS
