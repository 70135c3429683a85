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
