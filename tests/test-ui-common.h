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

#include <gtk/gtk.h>

G_GNUC_UNUSED static gboolean have_display;

#define REQUIRE_DISPLAY() \
  G_STMT_START { \
    if (!have_display) \
      { \
        g_test_skip ("no display"); \
        return; \
      } \
  } G_STMT_END

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
