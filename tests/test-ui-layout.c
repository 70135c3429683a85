/* test-ui-layout.c: the board, the bar under it and the side panel share the window
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A finished game (a record with RE[], or a game just counted) with the
 * side panel shown, in windows 800, 1024 and 1180 pixels wide: the board,
 * every widget of the bar under it and the side panel each lie inside the
 * window and none overlaps another (issue 12: the game-over status made
 * the bar so wide that the panel folded over the board and the bar).
 * Needs a display (xvfb-run); skips without one.
 */

#include "test-ui-window-common.h"

#include "tg-score-panel.h"

/* Narrow, common, and the default window width (where the panel folded
 * over a finished game); xvfb-run's screen is 1280 pixels wide. */
static const int widths[] = { 800, 1024, 1180 };
#define HEIGHT 768

/* Helpers ----------------------------------------------------------------- */

/* Lets GTK lay out and draw: a few frames at 20 ms. */
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

static TgWindow *
new_window_sized (int width)
{
  TgWindow *window = tg_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  wait_frames ();
  return window;
}

static AdwFlap *
flap_of (TgWindow *window)
{
  return ADW_FLAP (gtk_widget_get_ancestor (tg_window_get_side_panel (window), ADW_TYPE_FLAP));
}

static GtkWidget *
bar_of (TgWindow *window)
{
  GtkWidget *bar = find_named (GTK_WIDGET (window), "nav-bar");

  g_assert_nonnull (bar);
  return bar;
}

typedef struct
{
  TgWindow *window;
  int       width;
} Resize;

/* The window's own width leaves out its frame (a few pixels a side). */
static gboolean
resized (gpointer data)
{
  Resize *r = data;
  int w = gtk_widget_get_width (GTK_WIDGET (r->window));

  return w <= r->width && w >= r->width - 24;
}

/* Resizes the window and waits (10 s at most) until the X server and GTK
 * have done it: on a loaded machine that takes more than a few frames. */
static void
resize (TgWindow *window,
        int       width)
{
  Resize r = { window, width };

  gtk_window_set_default_size (GTK_WINDOW (window), width, HEIGHT);
  wait_for (resized, &r);
  wait_frames ();
}

/* @widget's rectangle in the window's coordinates. */
static graphene_rect_t
bounds_of (TgWindow  *window,
           GtkWidget *widget)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r));
  return r;
}

static char *
describe (GtkWidget             *widget,
          const graphene_rect_t *r)
{
  const char *text = GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                   : GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

  return g_strdup_printf ("%s%s%s%s at x %.0f–%.0f, y %.0f–%.0f", G_OBJECT_TYPE_NAME (widget),
                          text ? " “" : "", text ? text : "", text ? "”" : "",
                          r->origin.x, r->origin.x + r->size.width,
                          r->origin.y, r->origin.y + r->size.height);
}

/* Inside the window's content: below the header bar's top, within its
 * width and height (a pixel of rounding allowed). */
static void
assert_inside (TgWindow              *window,
               GtkWidget             *widget,
               const graphene_rect_t *r)
{
  int w = gtk_widget_get_width (GTK_WIDGET (window));
  int h = gtk_widget_get_height (GTK_WIDGET (window));

  if (r->origin.x < -0.5 || r->origin.y < -0.5 ||
      r->origin.x + r->size.width > w + 0.5 || r->origin.y + r->size.height > h + 0.5)
    {
      g_autofree char *what = describe (widget, r);

      g_error ("%s is not inside the %d×%d window", what, w, h);
    }
}

/* Rectangles that only touch along an edge do not overlap (linked buttons
 * share their one-pixel border). */
static void
assert_apart (GtkWidget             *a,
              const graphene_rect_t *ra,
              GtkWidget             *b,
              const graphene_rect_t *rb)
{
  graphene_rect_t both;

  if (graphene_rect_intersection (ra, rb, &both) &&
      both.size.width > 1.5 && both.size.height > 1.5)
    {
      g_autofree char *what_a = describe (a, ra);
      g_autofree char *what_b = describe (b, rb);

      g_error ("%s overlaps %s", what_a, what_b);
    }
}

/* The widgets a user sees in the bar: its mapped leaves (labels, buttons). */
static GPtrArray *
bar_leaves (GtkWidget *bar)
{
  GPtrArray *leaves = g_ptr_array_new ();
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, bar);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (!gtk_widget_get_mapped (w))
        continue;
      if (GTK_IS_BUTTON (w) || GTK_IS_LABEL (w))
        {
          g_ptr_array_add (leaves, w);
          continue;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  return leaves;
}

/* The board, the bar (and each of its labels and buttons) and the side
 * panel each lie inside the window, and none overlaps another. */
static void
assert_laid_out (TgWindow *window)
{
  GtkWidget *board = tg_window_get_board_view (window);
  GtkWidget *panel = tg_window_get_side_panel (window);
  GtkWidget *bar = bar_of (window);
  g_autoptr(GPtrArray) leaves = bar_leaves (bar);
  graphene_rect_t rboard = bounds_of (window, board);
  graphene_rect_t rpanel = bounds_of (window, panel);
  graphene_rect_t rbar = bounds_of (window, bar);

  g_assert_true (adw_flap_get_reveal_flap (flap_of (window)));
  assert_inside (window, board, &rboard);
  assert_inside (window, panel, &rpanel);
  assert_inside (window, bar, &rbar);
  assert_apart (board, &rboard, panel, &rpanel);
  assert_apart (bar, &rbar, panel, &rpanel);
  assert_apart (board, &rboard, bar, &rbar);
  /* The board keeps a useful size beside the panel. */
  g_assert_cmpfloat (rboard.size.width, >=, 400);

  g_assert_cmpuint (leaves->len, >=, 8);   /* six move buttons, the move, the status... */
  for (guint i = 0; i < leaves->len; i++)
    {
      GtkWidget *leaf = leaves->pdata[i];
      graphene_rect_t r = bounds_of (window, leaf);

      assert_inside (window, leaf, &r);
      assert_apart (leaf, &r, panel, &rpanel);
      assert_apart (leaf, &r, board, &rboard);
      for (guint j = 0; j < i; j++)
        {
          graphene_rect_t other = bounds_of (window, leaves->pdata[j]);

          assert_apart (leaf, &r, leaves->pdata[j], &other);
        }
    }
}

/* Shows the side panel, at each width in turn, and checks the layout. */
static void
check_widths (TgWindow *window)
{
  adw_flap_set_reveal_flap (flap_of (window), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_test_message ("window %d px wide", widths[i]);
      resize (window, widths[i]);
      adw_flap_set_reveal_flap (flap_of (window), TRUE);
      wait_frames ();
      g_assert_false (adw_flap_get_folded (flap_of (window)));
      assert_laid_out (window);
    }
}

/* Tests ------------------------------------------------------------------- */

static void
test_record_with_result (void)
{
  g_autofree char *path = data_path ("resigned-result.sgf");
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = new_window_sized (widths[0]);
  open_and_wait (window, path, -1, 0);
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (window), "status-label")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (window), "status-label"))),
                   ==, "Game over: Black wins by 3.5 points");
  check_widths (window);
  activate (window, "win.go-end");
  check_widths (window);
  destroy_window (window);
}

static void
test_counted_game (void)
{
  g_autofree char *path = data_path ("finished-9x9.sgf");
  GtkWidget *status;
  TgWindow *window;

  REQUIRE_DISPLAY ();
  window = new_window_sized (widths[0]);
  open_and_wait (window, path, -1, TG_WINDOW_OPEN_COUNT);
  g_assert_true (tg_window_is_scoring (window));
  check_widths (window);

  /* Done: the count becomes the result (RULES.md T4: Black wins by 1.5
   * points, ¾ 子, by Chinese counting), and play has stopped. */
  wait_for (proposal_done, tg_window_get_scoring_session (window));
  g_signal_emit_by_name (find_button (GTK_WIDGET (tg_window_get_score_panel (window)), "_Done"),
                         "clicked");
  wait_frames ();
  g_assert_false (tg_window_is_scoring (window));
  g_assert_cmpint (tg_game_get_phase (tg_window_get_game (window)), ==, TG_PHASE_FINISHED);
  status = find_named (GTK_WIDGET (window), "status-label");
  g_assert_true (gtk_widget_get_visible (status));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Game over: Black wins"));
  check_widths (window);
  destroy_window (window);
}

/* Main -------------------------------------------------------------------- */

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/layout/record-with-result", test_record_with_result);
  g_test_add_func ("/ui/layout/counted-game", test_counted_game);

  return ui_test_run ();
}
