/* test-ui-common.h: what every UI test program shares
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by test-ui-dialogs-common.h, test-ui-window-common.h and
 * test-board-view.c: skipping without a display, running the main loop
 * dry, and finding widgets and event controllers.
 */

#pragma once

#include <stdlib.h>

#include <gtk/gtk.h>

/* Opens the display, or reports the whole program as skipped and ends it.
 * Call it after g_test_init () and before adding tests. Every test of a UI
 * program needs GTK, and GTK without a display crashes at the first widget
 * (and gtk_init_check () cannot be tried a second time), so skipping test
 * by test left any test that forgot to skip crashing the program. The skip
 * is TAP's: a plan of no tests with a SKIP directive, and exit status 0
 * (meson takes 77 from a TAP program for an error). */
G_GNUC_UNUSED static void
ui_test_open_display (void)
{
  if (gtk_init_check ())
    return;
  g_print ("1..0 # SKIP no display\n");
  exit (EXIT_SUCCESS);
}

/* Marks a test that needs the display: ui_test_open_display () has opened
 * it, or no test runs. */
#define REQUIRE_DISPLAY() g_assert_nonnull (gdk_display_get_default ())

G_GNUC_UNUSED static void
wait_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The widget called @name under @root (breadth first, no recursion). */
G_GNUC_UNUSED static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *w = g_queue_pop_head (queue);

      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0)
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }
  g_error ("no widget named %s", name);
  return NULL;
}

/* The first event controller of @type on @widget. */
G_GNUC_UNUSED static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) list = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (list, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c;
    }
  g_assert_not_reached ();
  return NULL;
}
