/* tg-window-engine-score.c: the engine's dead stones in scoring mode
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When an engine at the game lists final_status_list, it is asked for the
 * dead stones once scoring opens. A row above the score panel says whether
 * it agrees with the stones marked now (it follows every change of the
 * marks) and offers its list with one click.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tg-window-private.h"

typedef struct
{
  GtkWidget        *label;
  GtkWidget        *button;
  TgScoringSession *session;
  guint8           *dead;        /* the engine's mask, NULL until it answered */
  char             *name;
  GCancellable     *cancellable;
} EngineScore;

static void
engine_score_free (EngineScore *es)
{
  g_cancellable_cancel (es->cancellable);
  g_clear_object (&es->cancellable);
  if (es->session != NULL)
    g_signal_handlers_disconnect_by_data (es->session, es);
  g_clear_object (&es->session);
  g_free (es->dead);
  g_free (es->name);
  g_free (es);
}

static void
update_agreement (EngineScore *es)
{
  const guint8 *marked = tg_scoring_session_get_dead (es->session);
  g_autofree char *text = NULL;
  guint differ = 0;

  if (es->dead == NULL)
    return;
  for (guint p = 0; p < TG_ARRAY_SIZE; p++)
    differ += (marked != NULL && marked[p] != 0) != (es->dead[p] != 0);
  if (differ == 0)
    /* Translators: %s is an engine's name */
    text = g_strdup_printf (_("%s agrees with these dead stones"), es->name);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s sees %u stone differently",
                                         "%s sees %u stones differently", differ),
                            es->name, differ);
  gtk_label_set_text (GTK_LABEL (es->label), text);
  gtk_widget_set_sensitive (es->button, differ > 0);
}

static void
use_clicked_cb (GtkButton   *button,
                EngineScore *es)
{
  if (es->dead != NULL)
    tg_scoring_session_set_dead (es->session, es->dead);
}

static void
dead_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  GtkWidget *row = data;
  EngineScore *es;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) points = tg_engine_dead_stones_finish (TG_ENGINE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (row);
      return;
    }
  es = g_object_get_data (G_OBJECT (row), "engine-score");
  if (points == NULL)
    {
      gtk_label_set_text (GTK_LABEL (es->label), error->message);
      gtk_widget_set_visible (es->button, FALSE);
    }
  else
    {
      es->dead = g_malloc0 (TG_ARRAY_SIZE);
      for (guint i = 0; i < points->len; i++)
        es->dead[g_array_index (points, TgPoint, i)] = 1;
      update_agreement (es);
    }
  gtk_widget_set_visible (row, TRUE);
  g_object_unref (row);
}

static TgEngine *
scoring_engine (TgWindow *self)
{
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      TgEngine *engine = tg_engine_game_get_engine (self->engine_game, c);

      if (engine != NULL && tg_engine_is_running (engine) &&
          tg_engine_has_command (engine, "final_status_list"))
        return engine;
    }
  return NULL;
}

GtkWidget *
_tg_window_engine_wrap_score_panel (TgWindow  *self,
                                    GtkWidget *score_panel)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row;
  EngineScore *es;
  TgEngine *engine = self->engine_game ? scoring_engine (self) : NULL;
  g_autofree char *label = NULL;

  if (engine == NULL)
    {
      gtk_box_append (GTK_BOX (box), score_panel);
      gtk_widget_set_vexpand (score_panel, TRUE);
      return box;
    }

  es = g_new0 (EngineScore, 1);
  es->session = g_object_ref (self->scoring);
  es->name = g_strdup (tg_engine_get_name (engine));
  es->cancellable = g_cancellable_new ();
  /* The sentence on a line of its own, the button under it: beside the
   * button in the narrow panel it wrapped one word per line. */
  row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_name (row, "engine-score");
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_margin_top (row, 6);
  es->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (es->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (es->label), 0);
  gtk_widget_set_hexpand (es->label, TRUE);
  /* Translators: %s is an engine's name, like GNU Go */
  label = g_strdup_printf (_("Use %s's Dead Stones"), es->name);
  es->button = gtk_button_new_with_label (label);
  gtk_widget_set_name (es->button, "use-engine-dead");
  gtk_widget_set_halign (es->button, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (row), es->label);
  gtk_box_append (GTK_BOX (row), es->button);
  gtk_widget_set_visible (row, FALSE);
  g_object_set_data_full (G_OBJECT (row), "engine-score", es, (GDestroyNotify) engine_score_free);
  g_signal_connect (es->button, "clicked", G_CALLBACK (use_clicked_cb), es);
  g_signal_connect_swapped (es->session, "changed", G_CALLBACK (update_agreement), es);

  gtk_box_append (GTK_BOX (box), row);
  gtk_box_append (GTK_BOX (box), score_panel);
  gtk_widget_set_vexpand (score_panel, TRUE);
  self->engine_score = row;
  g_object_add_weak_pointer (G_OBJECT (row), (gpointer *) &self->engine_score);
  tg_engine_dead_stones_async (engine, self->game, es->cancellable, dead_cb, g_object_ref (row));
  return box;
}
