/* tg-collection-dialog.c: choosing one game of a collection
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-collection-dialog.h"

struct _TgCollectionDialog
{
  AdwWindow           parent_instance;

  TgGameTree         *tree;
  GtkSingleSelection *selection;
  GtkWidget          *column_view;
  gboolean            chosen;
};

G_DEFINE_FINAL_TYPE (TgCollectionDialog, tg_collection_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Columns ----------------------------------------------------------------- */

static guint
item_index (GtkListItem *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  return (guint) g_ascii_strtoull (gtk_string_object_get_string (string), NULL, 10);
}

static void
setup_label_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_label_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TgCollectionDialog       *self)
{
  const char *id = g_object_get_data (G_OBJECT (factory), "sgf-id");
  guint index = item_index (item);
  g_autofree char *text = NULL;

  if (id == NULL)
    text = g_strdup_printf ("%u", index + 1);
  else
    {
      TgNode root = tg_game_tree_get_root (self->tree, index);
      g_autofree char *value = tg_game_tree_get_text (self->tree, root, id);
      g_autofree char *rank = NULL;

      if (g_str_equal (id, "PB") || g_str_equal (id, "PW"))
        rank = tg_game_tree_get_text (self->tree, root, g_str_equal (id, "PB") ? "BR" : "WR");
      if (rank != NULL && *rank)
        /* Translators: a player's name and rank, "Ke Jie (9p)"; in
         * Chinese with full-width parentheses: "%s（%s）" */
        text = g_strdup_printf (C_("player and rank", "%s (%s)"), value != NULL ? value : "", rank);
      else
        text = g_strdup (value != NULL ? value : "");
    }
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
add_column (TgCollectionDialog *self,
            const char         *title,
            const char         *sgf_id,
            gboolean            expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_object_set_data (G_OBJECT (factory), "sgf-id", (gpointer) sgf_id);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_label_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_label_cb), self);
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  gtk_column_view_append_column (GTK_COLUMN_VIEW (self->column_view), column);
  g_object_unref (column);
}

/* Choosing ---------------------------------------------------------------- */

void
tg_collection_dialog_choose (TgCollectionDialog *self,
                             guint               index)
{
  g_return_if_fail (TG_IS_COLLECTION_DIALOG (self));
  g_return_if_fail (index < tg_game_tree_get_n_games (self->tree));

  if (self->chosen)
    return;
  self->chosen = TRUE;
  g_signal_emit (self, signals[GAME_CHOSEN], 0, index);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
activate_cb (GtkColumnView      *view,
             guint               position,
             TgCollectionDialog *self)
{
  tg_collection_dialog_choose (self, position);
}

static void
open_clicked_cb (TgCollectionDialog *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);

  if (position != GTK_INVALID_LIST_POSITION)
    tg_collection_dialog_choose (self, position);
}

/* Object ------------------------------------------------------------------ */

static void
tg_collection_dialog_finalize (GObject *object)
{
  TgCollectionDialog *self = TG_COLLECTION_DIALOG (object);

  g_clear_pointer (&self->tree, tg_game_tree_unref);

  G_OBJECT_CLASS (tg_collection_dialog_parent_class)->finalize (object);
}

static void
tg_collection_dialog_class_init (TgCollectionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tg_collection_dialog_finalize;

  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tg_collection_dialog_init (TgCollectionDialog *self)
{
}

TgCollectionDialog *
tg_collection_dialog_new (GtkWindow  *parent,
                          TgGameTree *tree,
                          const char *file_name)
{
  TgCollectionDialog *self;
  GtkStringList *strings = gtk_string_list_new (NULL);
  GtkWidget *box, *header, *title, *cancel, *open, *scroller;
  g_autofree char *subtitle = NULL;
  guint n_games = tg_game_tree_get_n_games (tree);

  self = g_object_new (TG_TYPE_COLLECTION_DIALOG,
                       "modal", TRUE,
                       "transient-for", parent,
                       "default-width", 760,
                       "default-height", 520,
                       "title", _("Choose a Game"),
                       NULL);
  self->tree = tg_game_tree_ref (tree);

  for (guint i = 0; i < n_games; i++)
    {
      char buf[16];

      g_snprintf (buf, sizeof buf, "%u", i);
      gtk_string_list_append (strings, buf);
    }
  self->selection = gtk_single_selection_new (G_LIST_MODEL (strings));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  /* Translators: the subtitle of the collection dialog: "meijin.sgf: 148 games" */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u game", "%s: %u games", n_games),
                              file_name != NULL ? file_name : "", n_games);
  title = adw_window_title_new (_("Choose a Game"), subtitle);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  open = gtk_button_new_with_mnemonic (_("_Open"));
  gtk_widget_add_css_class (open, "suggested-action");
  g_signal_connect_swapped (open, "clicked", G_CALLBACK (open_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), open);
  gtk_box_append (GTK_BOX (box), header);

  self->column_view = gtk_column_view_new (GTK_SELECTION_MODEL (self->selection));
  gtk_column_view_set_show_row_separators (GTK_COLUMN_VIEW (self->column_view), TRUE);
  gtk_widget_add_css_class (self->column_view, "data-table");
  add_column (self, _("No."), NULL, FALSE);
  add_column (self, _("Black"), "PB", TRUE);
  add_column (self, _("White"), "PW", TRUE);
  add_column (self, _("Result"), "RE", FALSE);
  add_column (self, _("Date"), "DT", FALSE);
  add_column (self, _("Event"), "EV", TRUE);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (activate_cb), self);

  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->column_view);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), open);

  return self;
}
