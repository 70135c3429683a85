/* tg-window-board.c: the board scene from the game, playing, sound, messages
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tg-board-render.h"
#include "tg-window-private.h"

#define STONE_SOUND "/io/github/tengen/Tengen/sounds/stone-click.wav"

/* Markup ------------------------------------------------------------------ */

static void
mark_points (TgBoardScene *scene,
             TgGameTree   *tree,
             TgNode        node,
             const char   *id,
             TgMark        mark)
{
  g_autoptr(GArray) points = NULL;
  g_autofree const char **values = NULL;
  guint n = 0;

  values = tg_game_tree_get_values (tree, node, id, &n);
  if (values == NULL)
    return;
  points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  for (guint i = 0; i < n; i++)
    tg_point_list_from_sgf (values[i], scene->board.width, scene->board.height, points);
  for (guint i = 0; i < points->len; i++)
    scene->marks[g_array_index (points, TgPoint, i)] |= mark;
}

static void
add_labels (TgBoardScene *scene,
            TgGameTree   *tree,
            TgNode        node)
{
  g_autofree const char **values = NULL;
  guint n = 0;

  values = tg_game_tree_get_values (tree, node, "LB", &n);
  for (guint i = 0; values != NULL && i < n; i++)
    {
      const char *colon = strchr (values[i], ':');
      g_autofree char *where = NULL;
      g_autofree char *text = NULL;
      TgPoint p;

      if (colon == NULL)
        continue;
      where = g_strndup (values[i], colon - values[i]);
      if (!tg_point_from_sgf (where, scene->board.width, scene->board.height, &p) || p == TG_PASS)
        continue;
      text = tg_sgf_value_unescape (colon + 1, strlen (colon + 1), TRUE);
      tg_board_scene_set_label (scene, p, text);
    }
}

static void
add_lines (TgBoardScene *scene,
           TgGameTree   *tree,
           TgNode        node,
           const char   *id,
           gboolean      arrow)
{
  g_autofree const char **values = NULL;
  guint n = 0;

  values = tg_game_tree_get_values (tree, node, id, &n);
  for (guint i = 0; values != NULL && i < n; i++)
    {
      g_auto(GStrv) ends = g_strsplit (values[i], ":", 2);
      TgPoint from, to;

      if (ends[0] == NULL || ends[1] == NULL ||
          !tg_point_from_sgf (ends[0], scene->board.width, scene->board.height, &from) ||
          !tg_point_from_sgf (ends[1], scene->board.width, scene->board.height, &to) ||
          from == TG_PASS || to == TG_PASS || from == to)
        continue;
      tg_board_scene_add_line (scene, from, to, arrow);
    }
}

/* DD[] (dimmed points) holds until a node sets it again; DD[] clears it.
 * Most records have none (the session knows), and then no step has to
 * look up the path. */
static void
mark_dimmed (TgWindow     *self,
             TgBoardScene *scene,
             TgGameTree   *tree,
             TgNode        node)
{
  if (!tg_session_has_dimmed (self->session))
    return;

  for (TgNode n = node; n != TG_NODE_NONE; n = tg_game_tree_get_parent (tree, n))
    if (tg_game_tree_has_prop (tree, n, "DD"))
      {
        mark_points (scene, tree, n, "DD", TG_MARK_DIM);
        return;
      }
}

/* Move numbers ------------------------------------------------------------ */

static void
number_moves (TgWindow     *self,
              TgBoardScene *scene,
              gboolean      all,
              guint         count)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgNode node = tg_game_get_current_node (self->game);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TgNode));
  guint total = tg_game_get_move_number (self->game);
  guint number;

  /* The moves to number, newest first, walking up from the cursor. */
  for (TgNode n = node; n != TG_NODE_NONE; n = tg_game_tree_get_parent (tree, n))
    {
      if (!all && moves->len >= count)
        break;
      if (tg_game_tree_has_prop (tree, n, "B") || tg_game_tree_has_prop (tree, n, "W"))
        g_array_append_val (moves, n);
    }

  /* The newest move at a point wins; a stone no longer there has none. */
  number = total;
  for (guint i = 0; i < moves->len; i++, number--)
    {
      TgNode n = g_array_index (moves, TgNode, i);
      TgColor color;
      TgPoint p;

      /* An illegal move put no stone down: it numbers none. */
      if (!tg_game_node_get_move (self->game, n, &color, &p) || p == TG_PASS ||
          scene->move_numbers[p] != 0 || tg_game_get_move_verdict (self->game, n) != TG_MOVE_OK)
        continue;
      if (tg_board_get (&scene->board, p) != color)
        {
          scene->move_numbers[p] = G_MAXUINT16;   /* taken: older moves here stay unnumbered */
          continue;
        }
      scene->move_numbers[p] = (guint16) MIN (number, G_MAXUINT16 - 1);
    }
  for (guint i = 0; i < TG_ARRAY_SIZE; i++)
    if (scene->move_numbers[i] == G_MAXUINT16)
      scene->move_numbers[i] = 0;
}

/* The scene --------------------------------------------------------------- */

void
_tg_window_fill_scene (TgWindow     *self,
                       TgBoardScene *scene)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgNode node = tg_game_get_current_node (self->game);
  g_autofree char *theme = g_settings_get_string (self->settings, "theme");
  g_autofree char *numbers = g_settings_get_string (self->settings, "move-numbers");
  TgPoint cursor = scene->cursor;
  TgColor color;
  TgPoint point;

  tg_board_scene_clear (scene);
  scene->cursor = cursor;
  scene->board = *tg_game_get_board (self->game);
  scene->theme = g_str_equal (theme, "flat") ? TG_THEME_FLAT : TG_THEME_WOOD;
  scene->show_coordinates = g_settings_get_boolean (self->settings, "show-coordinates");

  /* An illegal move was not played: no stone of its own to mark. */
  if (tg_game_get_last_move (self->game, &color, &point) && point != TG_PASS &&
      tg_game_get_move_verdict (self->game, node) == TG_MOVE_OK)
    scene->last_move = point;
  if (tg_game_get_phase (self->game) == TG_PHASE_PLAYING && !_tg_window_is_game_over (self))
    scene->ko_point = tg_game_get_ko_point (self->game);

  mark_points (scene, tree, node, "TR", TG_MARK_TRIANGLE);
  mark_points (scene, tree, node, "SQ", TG_MARK_SQUARE);
  mark_points (scene, tree, node, "CR", TG_MARK_CIRCLE);
  mark_points (scene, tree, node, "MA", TG_MARK_CROSS);
  mark_points (scene, tree, node, "SL", TG_MARK_SELECTED);
  mark_dimmed (self, scene, tree, node);
  add_labels (scene, tree, node);
  add_lines (scene, tree, node, "LN", FALSE);
  add_lines (scene, tree, node, "AR", TRUE);

  if (g_str_equal (numbers, "all"))
    number_moves (self, scene, TRUE, 0);
  else if (g_str_equal (numbers, "last"))
    number_moves (self, scene, FALSE, g_settings_get_uint (self->settings, "move-numbers-count"));

  _tg_window_scoring_fill_scene (self, scene);
  _tg_window_estimate_fill_scene (self, scene);
  _tg_window_analysis_fill_scene (self, scene);
}

static void
update_ghost (TgWindow     *self,
              TgBoardScene *scene)
{
  scene->ghost = TG_NO_POINT;
  if (self->hover == TG_NO_POINT || self->game == NULL ||
      !g_settings_get_boolean (self->settings, "hover-ghost") ||
      tg_game_get_phase (self->game) != TG_PHASE_PLAYING ||
      _tg_window_is_game_over (self) || tg_window_is_loading (self))
    return;
  if (tg_game_check_move (self->game, self->hover) == TG_MOVE_OK)
    {
      scene->ghost = self->hover;
      scene->ghost_color = tg_game_get_to_play (self->game);
    }
}

void
_tg_window_update_scene (TgWindow *self)
{
  TgBoardScene *scene = tg_board_view_get_scene (self->board_view);

  if (self->game == NULL)
    return;
  _tg_window_fill_scene (self, scene);
  update_ghost (self, scene);
  tg_board_view_scene_changed (self->board_view);
}

/* Playing ----------------------------------------------------------------- */

void
_tg_window_play_sound (TgWindow *self)
{
  if (!g_settings_get_boolean (self->settings, "sound") || self->sound_failed)
    return;

  if (self->stone_sound == NULL)
    {
      self->stone_sound = GTK_MEDIA_STREAM (gtk_media_file_new_for_resource (STONE_SOUND));
      if (gtk_media_stream_get_error (self->stone_sound) != NULL)
        {
          /* no media backend: play silently */
          self->sound_failed = TRUE;
          g_clear_object (&self->stone_sound);
          return;
        }
    }
  if (gtk_media_stream_get_error (self->stone_sound) != NULL)
    {
      self->sound_failed = TRUE;
      return;
    }
  if (gtk_media_stream_get_playing (self->stone_sound))
    gtk_media_stream_pause (self->stone_sound);
  if (gtk_media_stream_is_seekable (self->stone_sound))
    gtk_media_stream_seek (self->stone_sound, 0);
  gtk_media_stream_play (self->stone_sound);
}

void
_tg_window_play_at (TgWindow *self,
                    TgPoint   point)
{
  TgMoveVerdict verdict;
  TgColor color;

  if (self->game == NULL || tg_window_is_loading (self) || _tg_window_engine_blocks_board (self))
    return;
  if (_tg_window_is_game_over (self))
    {
      _tg_window_toast (self, _("This game is over: choose Play On to try moves"));
      return;
    }

  color = tg_game_get_to_play (self->game);
  verdict = tg_game_play (self->game, point);
  if (verdict != TG_MOVE_OK)
    {
      /* The core words the refusal (a suicide names its group). */
      g_autofree char *why = tg_game_describe_refusal (self->game, point, color, verdict);

      _tg_window_toast (self, why);
      return;
    }
  _tg_window_play_sound (self);
}

static void
point_activated_cb (TgWindow    *self,
                    guint        x,
                    guint        y,
                    guint        button,
                    TgBoardView *view)
{
  if (self->game == NULL || tg_window_is_loading (self))
    return;
  if (x >= tg_game_get_width (self->game) || y >= tg_game_get_height (self->game))
    return;
  if (_tg_window_scoring_click (self, tg_point (x, y), button))
    return;
  if (button != GDK_BUTTON_PRIMARY)
    return;
  _tg_window_play_at (self, tg_point (x, y));
}

static void
hover_changed_cb (TgWindow    *self,
                  int          x,
                  int          y,
                  TgBoardView *view)
{
  TgBoardScene *scene;
  TgPoint old_ghost;
  TgPoint old_hover = self->hover;

  /* The focused board drops its cursor while the window is destroyed. */
  if (self->board_view == NULL)
    return;
  scene = tg_board_view_get_scene (self->board_view);
  old_ghost = scene->ghost;
  if (self->game != NULL && x >= 0 && y >= 0 &&
      (guint) x < tg_game_get_width (self->game) && (guint) y < tg_game_get_height (self->game))
    self->hover = tg_point (x, y);
  else
    self->hover = TG_NO_POINT;

  /* Pointing at an engine's candidate shows its variation. */
  if (_tg_window_analysis_hover_matters (self, old_hover))
    {
      _tg_window_update_scene (self);
      return;
    }
  update_ghost (self, scene);
  if (scene->ghost != old_ghost)
    tg_board_view_scene_changed (self->board_view);
}

static void
scroll_step_cb (TgWindow    *self,
                int          delta,
                TgBoardView *view)
{
  if (self->game != NULL && !tg_window_is_loading (self))
    tg_game_step (self->game, delta);
}

static void
settings_changed_cb (TgWindow   *self,
                     const char *key,
                     GSettings  *settings)
{
  if (g_str_equal (key, "sound"))
    self->sound_failed = FALSE;
  _tg_window_update_scene (self);
}

/* A press anywhere on the board, its margins and coordinates included,
 * gives it the focus (the board view itself takes it from Tab only). */
static void
board_pressed_cb (TgWindow *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

void
_tg_window_board_init (TgWindow *self)
{
  GtkGesture *press = gtk_gesture_click_new ();

  static const char *keys[] = {
    "theme", "show-coordinates", "move-numbers", "move-numbers-count", "hover-ghost", "sound",
  };

  g_signal_connect_object (self->board_view, "point-activated", G_CALLBACK (point_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "hover-changed", G_CALLBACK (hover_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "scroll-step", G_CALLBACK (scroll_step_cb),
                           self, G_CONNECT_SWAPPED);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (press), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (press), GTK_PHASE_CAPTURE);
  g_signal_connect_object (press, "pressed", G_CALLBACK (board_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), GTK_EVENT_CONTROLLER (press));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *signal = g_strconcat ("changed::", keys[i], NULL);

      g_signal_connect_object (self->settings, signal, G_CALLBACK (settings_changed_cb),
                               self, G_CONNECT_SWAPPED);
    }
}

/* Export ------------------------------------------------------------------ */

gboolean
tg_window_export_diagram (TgWindow    *self,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(TgBoardScene) scene = NULL;

  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  scene = tg_board_scene_new ();
  _tg_window_fill_scene (self, scene);
  scene->cursor = TG_NO_POINT;
  if (g_str_has_suffix (path, ".svg") || g_str_has_suffix (path, ".SVG"))
    return tg_board_render_to_svg (scene, path, 800, error);
  return tg_board_render_to_png (scene, path, 1200, error);
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    TgWindow        *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  path = file != NULL ? g_file_get_path (file) : NULL;
  if (path == NULL)
    return;

  /* A name without a known extension becomes a PNG. */
  if (!g_str_has_suffix (path, ".svg") && !g_str_has_suffix (path, ".SVG") &&
      !g_str_has_suffix (path, ".png") && !g_str_has_suffix (path, ".PNG"))
    {
      char *with_ext = g_strconcat (path, ".png", NULL);

      g_free (path);
      path = with_ext;
    }
  if (tg_window_export_diagram (self, path, &error))
    {
      g_autofree char *name = g_filename_display_basename (path);
      g_autofree char *message = g_strdup_printf (_("Exported “%s”"), name);

      _tg_window_toast (self, message);
    }
  else
    _tg_window_show_error (self, _("Could Not Export the Diagram"), error->message);
}

void
_tg_window_export_diagram (TgWindow *self)
{
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter;
  g_autofree char *name = NULL;

  dialog = gtk_file_chooser_native_new (_("Export Diagram"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("PNG Images"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("SVG Images"));
  gtk_file_filter_add_mime_type (filter, "image/svg+xml");
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);

  /* Translators: the default file name of an exported diagram, with the move number */
  name = g_strdup_printf (_("diagram-move-%u.png"), tg_game_get_move_number (self->game));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);

  g_signal_connect_object (dialog, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
