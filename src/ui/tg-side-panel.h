/* tg-side-panel.h: players, the current node's comment, the game tree
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel at the right of the board. It follows a TgGame by itself:
 * players with ranks and captures, whose turn it is, komi and rules, the
 * result; the current node's move, name and annotations; its comment
 * (editable; edits go to the record through tg_game_set_comment()); and
 * the variation tree.
 *
 * Seams for later modes: a mode page (scoring) replaces the comment and
 * tree while it is set, and a clock widget sits under the players.
 */

#pragma once

#include <adwaita.h>

#include "tg-game.h"
#include "tg-game-tree-view.h"

G_BEGIN_DECLS

#define TG_TYPE_SIDE_PANEL (tg_side_panel_get_type ())

G_DECLARE_FINAL_TYPE (TgSidePanel, tg_side_panel, TG, SIDE_PANEL, GtkWidget)

GtkWidget      *tg_side_panel_new              (void);
void            tg_side_panel_set_game         (TgSidePanel *self,
                                                TgGame      *game);
TgGame         *tg_side_panel_get_game         (TgSidePanel *self);
/* A finished game (a result, no playing on): nobody is shown to move. */
void            tg_side_panel_set_game_over    (TgSidePanel *self,
                                                gboolean     game_over);

TgGameTreeView *tg_side_panel_get_tree_view    (TgSidePanel *self);
GtkTextView    *tg_side_panel_get_comment_view (TgSidePanel *self);
/* TRUE while the user works in the comment (clicked or tabbed into it, no
 * Escape since): then it, not the record, owns the arrow keys. */
gboolean        tg_side_panel_get_editing_comment (TgSidePanel *self);

/* Shows @page instead of the comment and the tree (NULL: back to them). */
void            tg_side_panel_set_mode_page    (TgSidePanel *self,
                                                GtkWidget   *page);
/* Puts @clock under the players (NULL removes it). */
void            tg_side_panel_set_clock        (TgSidePanel *self,
                                                GtkWidget   *clock);

/* Puts @estimate (the position estimate's result) under the clock (NULL
 * removes it). */
void            tg_side_panel_set_estimate     (TgSidePanel *self,
                                                GtkWidget   *estimate);

/* Puts @analysis (the engine analysis box, src/ui/analysis/) under the
 * estimate, for good. */
void            tg_side_panel_set_analysis     (TgSidePanel *self,
                                                GtkWidget   *analysis);

/* The texts shown, for tests and accessibility. */
const char     *tg_side_panel_get_player_text  (TgSidePanel *self,
                                                TgColor      color);
const char     *tg_side_panel_get_captures_text (TgSidePanel *self,
                                                 TgColor      color);
const char     *tg_side_panel_get_node_text    (TgSidePanel *self);
/* Komi, rules, handicap and size: "Komi 7.5, 3¾ stones (子) · Chinese rules". */
const char     *tg_side_panel_get_info_text    (TgSidePanel *self);
/* The record's result as shown ("Result: Black wins by resignation"), or
 * NULL when the record gives none. */
const char     *tg_side_panel_get_result_text  (TgSidePanel *self);
TgColor         tg_side_panel_get_shown_turn   (TgSidePanel *self);

G_END_DECLS
