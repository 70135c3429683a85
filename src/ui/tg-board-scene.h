/* tg-board-scene.h: everything the board renderer draws, and nothing else
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TgBoardScene is the small view-model between a TgGame and the board
 * drawing code: the window fills it from the game and the settings; the
 * renderer (tg-board-render.h) and TgBoardView only read it. It holds no
 * rule knowledge: legality, ownership and dead stones arrive as data.
 */

#pragma once

#include "tg-board.h"

G_BEGIN_DECLS

typedef enum
{
  TG_MARK_NONE     = 0,
  TG_MARK_TRIANGLE = 1 << 0,   /* TR */
  TG_MARK_SQUARE   = 1 << 1,   /* SQ */
  TG_MARK_CIRCLE   = 1 << 2,   /* CR */
  TG_MARK_CROSS    = 1 << 3,   /* MA */
  TG_MARK_SELECTED = 1 << 4,   /* SL */
  TG_MARK_DIM      = 1 << 5,   /* DD */
} TgMark;

typedef enum
{
  TG_OWNER_NONE = 0,           /* no overlay */
  TG_OWNER_BLACK,              /* black territory / area */
  TG_OWNER_WHITE,
  TG_OWNER_DAME,               /* neutral */
  TG_OWNER_SEKI,               /* part of a seki (stones or their eyes) */
} TgOwner;

typedef enum
{
  TG_THEME_WOOD,               /* kaya board, slate and shell stones */
  TG_THEME_FLAT,               /* plain flat colours */
} TgBoardTheme;

typedef struct
{
  TgPoint  from;
  TgPoint  to;
  gboolean arrow;              /* AR (TRUE) or LN (FALSE) */
} TgBoardLine;

/* An engine's candidate move (src/ui/analysis/tg-analysis-marks.h fills
 * them): a disc in its colour, with two short lines of text unless faint. */
#define TG_SCENE_MAX_CANDIDATES 40

typedef struct
{
  TgPoint       point;
  float         rgb[3];
  gboolean      best;                /* the engine's first choice: ringed */
  gboolean      faint;               /* too few visits: pale, no text */
  char          top[12];             /* "54.3" or "+2.5" */
  char          bottom[12];          /* visits: "1.2k" */
} TgCandidateMark;

typedef struct
{
  TgBoard       board;               /* the position (size included) */
  TgPoint       last_move;           /* TG_NO_POINT: none */
  TgPoint       ko_point;            /* the point forbidden by ko, or TG_NO_POINT */
  guint8        marks[TG_ARRAY_SIZE];        /* TgMark bits */
  char         *labels[TG_ARRAY_SIZE];       /* LB text, owned by the scene (g_free) */
  guint16       move_numbers[TG_ARRAY_SIZE]; /* 0: no number on this stone */
  GArray       *lines;               /* TgBoardLine */

  TgPoint       ghost;               /* hover ghost stone, or TG_NO_POINT */
  TgColor       ghost_color;
  TgPoint       cursor;              /* keyboard cursor, or TG_NO_POINT */

  gboolean      scoring;             /* draw the overlays below */
  guint8        owner[TG_ARRAY_SIZE];        /* TgOwner per point */
  guint8        dead[TG_ARRAY_SIZE];         /* non-zero: dead stone */
  guint8        unsettled[TG_ARRAY_SIZE];    /* non-zero: needs a move before counting */

  gboolean      estimate;            /* draw the ownership shading below */
  gint8         ownership[TG_ARRAY_SIZE];    /* −100 (White's) .. 100 (Black's) */

  /* engine analysis: candidate marks, and the hovered variation's stones
   * (already on the board, drawn translucent, numbered by move_numbers) */
  guint         n_candidates;
  TgCandidateMark candidates[TG_SCENE_MAX_CANDIDATES];
  guint8        variation[TG_ARRAY_SIZE];    /* non-zero: a variation stone */

  gboolean      show_coordinates;
  TgBoardTheme  theme;
} TgBoardScene;

/* An empty 19×19 scene with nothing marked (wood theme, coordinates on). */
TgBoardScene  *tg_board_scene_new      (void);
void           tg_board_scene_free     (TgBoardScene *scene);
/* Forgets the last move, ko point, marks, labels, numbers, lines, ghost,
 * cursor, overlays and ownership shading (keeps the board, theme and coordinates setting). */
void           tg_board_scene_clear    (TgBoardScene *scene);
/* Sets (or, with NULL or "", removes) the LB label at @p. */
void           tg_board_scene_set_label (TgBoardScene *scene,
                                         TgPoint       p,
                                         const char   *text);
/* Appends an LN line (@arrow FALSE) or an AR arrow. */
void           tg_board_scene_add_line (TgBoardScene *scene,
                                        TgPoint       from,
                                        TgPoint       to,
                                        gboolean      arrow);
/* Makes @dest a deep copy of @src (labels and lines included). */
void           tg_board_scene_copy_into (const TgBoardScene *src,
                                         TgBoardScene       *dest);

/* Sets @changed[p] for every point drawn differently in @a and @b (its
 * stone, marks, numbers, overlays, candidate, ghost, cursor, last move or
 * ko mark), and returns TRUE; FALSE when something not tied to a point
 * differs (size, theme, coordinates, lines, labels, an overlay switched
 * on or off): then the whole board changes. */
gboolean       tg_board_scene_changed_points (const TgBoardScene *a,
                                              const TgBoardScene *b,
                                              guint8              changed[TG_ARRAY_SIZE]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoardScene, tg_board_scene_free)

G_END_DECLS
