/* tg-board-scene.c: the board view-model
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-board-scene.h"

static void
clear_labels (TgBoardScene *scene)
{
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    g_clear_pointer (&scene->labels[i], g_free);
}

TgBoardScene *
tg_board_scene_new (void)
{
  TgBoardScene *scene = g_new0 (TgBoardScene, 1);

  tg_board_init (&scene->board, 19, 19);
  scene->lines = g_array_new (FALSE, FALSE, sizeof (TgBoardLine));
  scene->show_coordinates = TRUE;
  scene->theme = TG_THEME_WOOD;
  tg_board_scene_clear (scene);
  return scene;
}

void
tg_board_scene_free (TgBoardScene *scene)
{
  if (scene == NULL)
    return;
  clear_labels (scene);
  g_clear_pointer (&scene->lines, g_array_unref);
  g_free (scene);
}

void
tg_board_scene_clear (TgBoardScene *scene)
{
  g_return_if_fail (scene != NULL);

  scene->last_move = TG_NO_POINT;
  scene->ko_point = TG_NO_POINT;
  memset (scene->marks, 0, sizeof scene->marks);
  clear_labels (scene);
  memset (scene->move_numbers, 0, sizeof scene->move_numbers);
  if (scene->lines != NULL)
    g_array_set_size (scene->lines, 0);
  scene->ghost = TG_NO_POINT;
  scene->ghost_color = TG_BLACK;
  scene->cursor = TG_NO_POINT;
  scene->scoring = FALSE;
  memset (scene->owner, 0, sizeof scene->owner);
  memset (scene->dead, 0, sizeof scene->dead);
  memset (scene->unsettled, 0, sizeof scene->unsettled);
  scene->estimate = FALSE;
  memset (scene->ownership, 0, sizeof scene->ownership);
  scene->n_candidates = 0;
  memset (scene->variation, 0, sizeof scene->variation);
}

void
tg_board_scene_set_label (TgBoardScene *scene,
                          TgPoint       p,
                          const char   *text)
{
  g_return_if_fail (scene != NULL);
  g_return_if_fail (p < TG_ARRAY_SIZE);

  g_free (scene->labels[p]);
  scene->labels[p] = (text != NULL && *text != '\0') ? g_strdup (text) : NULL;
}

void
tg_board_scene_add_line (TgBoardScene *scene,
                         TgPoint       from,
                         TgPoint       to,
                         gboolean      arrow)
{
  TgBoardLine line = { from, to, arrow };

  g_return_if_fail (scene != NULL);
  g_array_append_val (scene->lines, line);
}

void
tg_board_scene_copy_into (const TgBoardScene *src,
                          TgBoardScene       *dest)
{
  GArray *lines;

  g_return_if_fail (src != NULL && dest != NULL);
  if (src == dest)
    return;

  clear_labels (dest);
  lines = dest->lines;
  *dest = *src;
  dest->lines = lines;
  g_array_set_size (dest->lines, 0);
  if (src->lines != NULL && src->lines->len > 0)
    g_array_append_vals (dest->lines, src->lines->data, src->lines->len);
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    dest->labels[i] = g_strdup (src->labels[i]);
}

static void
mark_point (guint8  changed[TG_ARRAY_SIZE],
            TgPoint p)
{
  if (p < TG_ARRAY_SIZE)
    changed[p] = 1;
}

static gboolean
same_candidate (const TgCandidateMark *a,
                const TgCandidateMark *b)
{
  return a->point == b->point && memcmp (a->rgb, b->rgb, sizeof a->rgb) == 0 &&
         a->best == b->best && a->faint == b->faint && strcmp (a->top, b->top) == 0 &&
         strcmp (a->bottom, b->bottom) == 0;
}

/* Marks the points of the candidates of @a that @b lacks or draws otherwise. */
static void
mark_candidates (const TgBoardScene *a,
                 const TgBoardScene *b,
                 guint8              changed[TG_ARRAY_SIZE])
{
  for (guint i = 0; i < MIN (a->n_candidates, TG_SCENE_MAX_CANDIDATES); i++)
    {
      gboolean same = FALSE;

      for (guint j = 0; j < MIN (b->n_candidates, TG_SCENE_MAX_CANDIDATES) && !same; j++)
        same = same_candidate (&a->candidates[i], &b->candidates[j]);
      if (!same)
        mark_point (changed, a->candidates[i].point);
    }
}

static gboolean
same_lines (const TgBoardScene *a,
            const TgBoardScene *b)
{
  guint na = a->lines != NULL ? a->lines->len : 0;
  guint nb = b->lines != NULL ? b->lines->len : 0;

  return na == nb && (na == 0 || memcmp (a->lines->data, b->lines->data,
                                         na * sizeof (TgBoardLine)) == 0);
}

/* Whether anything at @p is drawn differently. */
static gboolean
point_differs (const TgBoardScene *a,
               const TgBoardScene *b,
               TgPoint             p)
{
  return a->board.color[p] != b->board.color[p] || a->marks[p] != b->marks[p] ||
         a->move_numbers[p] != b->move_numbers[p] || a->variation[p] != b->variation[p] ||
         a->owner[p] != b->owner[p] || a->dead[p] != b->dead[p] ||
         a->unsettled[p] != b->unsettled[p] || a->ownership[p] != b->ownership[p];
}

gboolean
tg_board_scene_changed_points (const TgBoardScene *a,
                               const TgBoardScene *b,
                               guint8              changed[TG_ARRAY_SIZE])
{
  g_return_val_if_fail (a != NULL && b != NULL && changed != NULL, FALSE);

  memset (changed, 0, TG_ARRAY_SIZE);
  if (a->board.width != b->board.width || a->board.height != b->board.height ||
      a->theme != b->theme || a->show_coordinates != b->show_coordinates ||
      a->scoring != b->scoring || a->estimate != b->estimate || !same_lines (a, b))
    return FALSE;
  for (TgPoint p = 0; p < TG_ARRAY_SIZE; p++)
    {
      /* A label may be wider than its point. */
      if (g_strcmp0 (a->labels[p], b->labels[p]) != 0)
        return FALSE;
      if (point_differs (a, b, p))
        changed[p] = 1;
    }
  if (a->last_move != b->last_move)
    {
      mark_point (changed, a->last_move);
      mark_point (changed, b->last_move);
    }
  if (a->ko_point != b->ko_point)
    {
      mark_point (changed, a->ko_point);
      mark_point (changed, b->ko_point);
    }
  if (a->ghost != b->ghost || a->ghost_color != b->ghost_color)
    {
      mark_point (changed, a->ghost);
      mark_point (changed, b->ghost);
    }
  if (a->cursor != b->cursor)
    {
      mark_point (changed, a->cursor);
      mark_point (changed, b->cursor);
    }
  mark_candidates (a, b, changed);
  mark_candidates (b, a, changed);
  return TRUE;
}
