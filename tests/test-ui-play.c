/* test-ui-play.c: playing in the window, as a new user meets it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A refused move said over the board, in the core's words.
 */

#include "test-ui-window-common.h"

/* A few frames: what was shown is laid out. */
static void
wait_frames (void)
{
  for (guint i = 0; i < 5; i++)
    {
      gboolean done = FALSE;

      g_timeout_add (20, timeout_cb, &done);
      while (!done)
        g_main_context_iteration (NULL, TRUE);
    }
  wait_idle ();
}

/* @widget's bounds in @target's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &r));
  return r;
}

/* Black A7 joins A9 and A8 into three stones without a liberty: the
 * refusal shows over the board (not in a corner of the bar), takes no
 * click, names the three stones, and goes by itself. */
static void
test_suicide_refused_over_board (void)
{
  TgWindow *window;
  GtkWidget *notice, *board;
  graphene_rect_t r;

  REQUIRE_DISPLAY ();
  window = open_fixture ("suicide-group.sgf", -1, 0);
  click (window, "A7");
  wait_frames ();
  g_assert_cmpint (scene_color (window, "A7"), ==, TG_EMPTY);
  g_assert_cmpstr (tg_window_get_last_toast (window), ==,
                   "Suicide: these 3 stones would have no liberties");

  notice = find_named (GTK_WIDGET (window), "notice");
  board = tg_window_get_board_view (window);
  g_assert_true (gtk_widget_get_mapped (notice));
  g_assert_false (gtk_widget_get_can_target (notice));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (notice, "message-line"))), ==,
                   "Suicide: these 3 stones would have no liberties");
  r = bounds_in (notice, board);
  g_assert_cmpfloat (r.origin.x, >=, 0);
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (board));
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (board));
  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/play/suicide-refused-over-board", test_suicide_refused_over_board);

  return ui_test_run ();
}
