/* tg-engine-log-window.c: the GTP conversation of a game's engines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per entry: "B → 12 genmove b", "B ← = D4", "B ! stderr line",
 * "B · event"; B or W says whose engine, A the analysis engine. For people who set up KataGo,
 * Leela Zero or Pachi by hand and want to see what went wrong.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-log-window.h"

struct _TgEngineLogWindow
{
  AdwWindow      parent_instance;

  GtkTextView   *view;
  GtkTextBuffer *buffer;
  TgEngineGame  *game;
  TgEngine      *engines[3];      /* [TG_EMPTY]: the analysis engine */
};

G_DEFINE_FINAL_TYPE (TgEngineLogWindow, tg_engine_log_window, ADW_TYPE_WINDOW)

static const char *const marks[] = { "→", "←", "!", "·" };

/* A line is shown up to this many bytes: KataGo's reports with ownership
 * are 10-30 KB, which a text view lays out slowly and nobody reads whole. */
#define LINE_SHOWN_MAX 2000
/* The view keeps at most this many characters, the oldest lines going
 * first (a tenth at once), as the engine's own log keeps its latest. */
#define VIEW_CHARS_MAX (1 << 20)

/* @text, or its first LINE_SHOWN_MAX bytes (whole characters) and how
 * long it was. */
static char *
shown_text (const char *text)
{
  gsize length = strlen (text);
  const char *cut;
  g_autofree char *size = NULL;

  if (length <= LINE_SHOWN_MAX)
    return g_strdup (text);
  cut = g_utf8_find_prev_char (text, text + LINE_SHOWN_MAX + 1);
  size = g_format_size (length);
  /* TRANSLATORS: the start of a long line of an engine's output, and its
   * whole size (such as "25.3 kB") */
  return g_strdup_printf (_("%.*s … (%s in all)"), (int) (cut - text), text, size);
}

/* Drops the oldest lines past VIEW_CHARS_MAX. */
static void
trim_view (TgEngineLogWindow *self)
{
  gint count = gtk_text_buffer_get_char_count (self->buffer);
  GtkTextIter start, cut;

  if (count <= VIEW_CHARS_MAX)
    return;
  gtk_text_buffer_get_start_iter (self->buffer, &start);
  gtk_text_buffer_get_iter_at_offset (self->buffer, &cut,
                                      count - VIEW_CHARS_MAX + VIEW_CHARS_MAX / 10);
  if (!gtk_text_iter_starts_line (&cut))
    gtk_text_iter_forward_line (&cut);
  gtk_text_buffer_delete (self->buffer, &start, &cut);
}

static void
append (TgEngineLogWindow *self,
        TgColor            color,
        gint               kind,
        const char        *text)
{
  GtkTextIter end;
  g_autofree char *shown = shown_text (text);
  g_autofree char *line = g_strdup_printf ("%s %s %s\n",
                                           color == TG_BLACK ? "B" : color == TG_WHITE ? "W" : "A",
                                           marks[CLAMP (kind, 0, 3)], shown);

  gtk_text_buffer_get_end_iter (self->buffer, &end);
  gtk_text_buffer_insert (self->buffer, &end, line, -1);
  trim_view (self);
  gtk_text_buffer_get_end_iter (self->buffer, &end);
  gtk_text_view_scroll_to_iter (self->view, &end, 0, FALSE, 0, 1);
}

static void
log_cb (TgEngine          *engine,
        gint               kind,
        const char        *text,
        TgEngineLogWindow *self)
{
  append (self, engine == self->engines[TG_BLACK] ? TG_BLACK
                : engine == self->engines[TG_WHITE] ? TG_WHITE : TG_EMPTY, kind, text);
}

static void
forget_engines (TgEngineLogWindow *self)
{
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    if (self->engines[c] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->engines[c], self);
        g_clear_object (&self->engines[c]);
      }
  g_clear_object (&self->game);
}

void
tg_engine_log_window_set_analysis_engine (TgEngineLogWindow *self,
                                          TgEngine          *engine)
{
  GPtrArray *log;

  g_return_if_fail (TG_IS_ENGINE_LOG_WINDOW (self));

  if (self->engines[TG_EMPTY] == engine)
    return;
  if (self->engines[TG_EMPTY] != NULL)
    g_signal_handlers_disconnect_by_data (self->engines[TG_EMPTY], self);
  g_set_object (&self->engines[TG_EMPTY], engine);
  if (engine == NULL)
    return;
  log = tg_engine_get_log (engine);
  for (guint i = 0; i < log->len; i++)
    {
      const TgEngineLogEntry *entry = g_ptr_array_index (log, i);

      append (self, TG_EMPTY, entry->kind, entry->text);
    }
  g_signal_connect (engine, "log", G_CALLBACK (log_cb), self);
}

void
tg_engine_log_window_set_game (TgEngineLogWindow *self,
                               TgEngineGame      *game)
{
  g_return_if_fail (TG_IS_ENGINE_LOG_WINDOW (self));

  forget_engines (self);
  gtk_text_buffer_set_text (self->buffer, "", 0);
  if (game == NULL)
    return;
  self->game = g_object_ref (game);
  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      TgEngine *engine = tg_engine_game_get_engine (game, c);
      GPtrArray *log;

      if (engine == NULL)
        continue;
      self->engines[c] = g_object_ref (engine);
      log = tg_engine_get_log (engine);
      for (guint i = 0; i < log->len; i++)
        {
          const TgEngineLogEntry *entry = g_ptr_array_index (log, i);

          append (self, c, entry->kind, entry->text);
        }
      g_signal_connect (engine, "log", G_CALLBACK (log_cb), self);
    }
}

char *
tg_engine_log_window_get_text (TgEngineLogWindow *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  return gtk_text_buffer_get_text (self->buffer, &start, &end, FALSE);
}

GtkWidget *
tg_engine_log_window_new (GtkWindow *parent)
{
  return g_object_new (TG_TYPE_ENGINE_LOG_WINDOW, "transient-for", parent, NULL);
}

static void
tg_engine_log_window_dispose (GObject *object)
{
  forget_engines (TG_ENGINE_LOG_WINDOW (object));
  tg_engine_log_window_set_analysis_engine (TG_ENGINE_LOG_WINDOW (object), NULL);
  G_OBJECT_CLASS (tg_engine_log_window_parent_class)->dispose (object);
}

static void
tg_engine_log_window_class_init (TgEngineLogWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tg_engine_log_window_dispose;
}

static void
tg_engine_log_window_init (TgEngineLogWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Engine Log"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 480);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  self->view = GTK_TEXT_VIEW (gtk_text_view_new ());
  self->buffer = gtk_text_view_get_buffer (self->view);
  gtk_text_view_set_editable (self->view, FALSE);
  gtk_text_view_set_monospace (self->view, TRUE);
  gtk_text_view_set_wrap_mode (self->view, GTK_WRAP_WORD_CHAR);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->view));
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
}
