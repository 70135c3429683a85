/* tg-clock-view.c: both players' clocks, with the referee's calls
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-clock-view.h"
#include "tg-tooltip-fit.h"

#define TICK_SOUND      "resource:///io/github/tengen/Tengen/sounds/clock-tick.wav"
#define COUNTDOWN_SOUND "resource:///io/github/tengen/Tengen/sounds/clock-countdown.wav"

typedef struct
{
  GtkWidget *box;
  GtkLabel  *name;
  GtkLabel  *face;
  GtkLabel  *detail;
} Side;

struct _TgClockView
{
  GtkWidget        parent_instance;

  TgGameClock     *clock;
  GtkWidget       *box;
  Side             sides[3];       /* [TG_BLACK], [TG_WHITE] */
  GtkWidget       *pause_button;
  GtkLabel        *call_label;
  TgColor          call_color;      /* whose move the call shown is for */
  gboolean         sounds;
  GtkMediaStream  *tick;
  GtkMediaStream  *countdown;
  gboolean         sound_failed;
};

G_DEFINE_FINAL_TYPE (TgClockView, tg_clock_view, GTK_TYPE_WIDGET)

/* Texts ------------------------------------------------------------------- */

static char *
detail_text (const TgClockSettings *settings,
             const TgClockState    *state)
{
  g_autofree char *period = tg_clock_format_face (state->period_left);

  if (state->lost)
    return g_strdup (_("Time is over"));

  switch (settings->system)
    {
    case TG_CLOCK_ABSOLUTE:
      return g_strdup (_("Absolute time"));
    case TG_CLOCK_BYOYOMI:
      if (!state->in_overtime)
        {
          g_autofree char *len = tg_clock_format_duration (settings->period);
          /* Translators: then 5 × 30 s byo-yomi */
          return g_strdup_printf (_("then %u × %s byo-yomi"), settings->periods, len);
        }
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Byo-yomi: %u period left",
                                           "Byo-yomi: %u periods left", state->periods_left),
                              state->periods_left);
    case TG_CLOCK_CHINESE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Reserve: %u minute",
                                           "Reserve: %u minutes", state->periods_left),
                              state->periods_left);
    case TG_CLOCK_TV:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u extension left",
                                           "%u extensions left", state->periods_left),
                              state->periods_left);
    case TG_CLOCK_CANADIAN:
      if (!state->in_overtime)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "then %u stone in %s",
                                             "then %u stones in %s", settings->stones),
                                settings->stones, period);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stone to play in %s",
                                           "%u stones to play in %s", state->stones_left),
                              state->stones_left, period);
    case TG_CLOCK_FISCHER:
      {
        g_autofree char *inc = tg_clock_format_duration (settings->increment);
        return g_strdup_printf (_("+%s a move"), inc);
      }
    case TG_CLOCK_ING:
      {
        g_autofree char *left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%u extension left",
                                                              "%u extensions left",
                                                              state->periods_left),
                                                 state->periods_left);
        if (state->penalty == 0)
          return g_steal_pointer (&left);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; penalty %u point",
                                             "%s; penalty %u points", state->penalty),
                                left, state->penalty);
      }
    default:
      return g_strdup ("");
    }
}

static void
update (TgClockView *self)
{
  const TgClockSettings *settings = tg_game_clock_get_settings (self->clock);
  TgColor running = tg_game_clock_get_running_color (self->clock);

  /* A call belongs to the move it was made in: once that player's clock
   * stops (the move was made, or play stopped), it goes. */
  if (self->call_color != TG_EMPTY && running != self->call_color)
    {
      self->call_color = TG_EMPTY;
      gtk_label_set_text (self->call_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->call_label), FALSE);
    }

  for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
    {
      Side *side = &self->sides[c];
      TgClockState state;
      g_autofree char *face = NULL;
      g_autofree char *detail = NULL;

      tg_game_clock_get_state (self->clock, c, &state);
      /* In overtime the face shows the running period, else main time. */
      if (state.in_overtime && settings->system != TG_CLOCK_FISCHER &&
          settings->system != TG_CLOCK_ABSOLUTE)
        face = tg_clock_format_face (state.period_left);
      else
        face = tg_clock_format_face (state.main_left);
      detail = detail_text (settings, &state);

      gtk_label_set_text (side->face, face);
      gtk_label_set_text (side->detail, detail);
      if (c == running)
        gtk_widget_add_css_class (side->box, "running");
      else
        gtk_widget_remove_css_class (side->box, "running");
      if (state.lost)
        gtk_widget_add_css_class (side->box, "lost");
      else
        gtk_widget_remove_css_class (side->box, "lost");
      if (state.time_to_loss >= 0 && state.time_to_loss <= 10 * TG_CLOCK_SECOND)
        gtk_widget_add_css_class (GTK_WIDGET (side->face), "error");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (side->face), "error");
    }

  gtk_button_set_icon_name (GTK_BUTTON (self->pause_button),
                            tg_game_clock_get_paused (self->clock)
                              ? "media-playback-start-symbolic"
                              : "media-playback-pause-symbolic");
  tg_tooltip_set_text (self->pause_button,
                               tg_game_clock_get_paused (self->clock) ? _("Resume the clocks")
                                                                       : _("Pause the clocks"));
  gtk_widget_set_visible (self->pause_button, running != TG_EMPTY);
}

/* Sounds ------------------------------------------------------------------ */

static void
play (TgClockView     *self,
      GtkMediaStream **stream,
      const char      *uri)
{
  if (!self->sounds || self->sound_failed)
    return;
  if (*stream == NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);

      *stream = gtk_media_file_new_for_file (file);
    }
  if (gtk_media_stream_get_error (*stream) != NULL)
    {
      /* No media backend here: stay silent rather than complain. */
      self->sound_failed = TRUE;
      return;
    }
  if (gtk_media_stream_is_seekable (*stream))
    gtk_media_stream_seek (*stream, 0);
  gtk_media_stream_play (*stream);
}

static void
call_cb (TgClockView       *self,
         gint               color,
         const TgClockCall *call)
{
  g_autofree char *text = tg_clock_call_describe (call, tg_game_clock_get_settings (self->clock));
  /* Translators: the timekeeper's call to a player: the player, then the
   * call ("Black: 30 seconds", "White: 7", the seconds counted in the
   * last ten of a period); in Chinese with a full-width colon */
  g_autofree char *line = g_strdup_printf (_("%s: %s"), color == TG_BLACK ? _("Black") : _("White"),
                                           text);

  self->call_color = color;
  gtk_label_set_text (self->call_label, line);
  gtk_widget_set_visible (GTK_WIDGET (self->call_label), TRUE);
  if (tg_clock_call_is_countdown (call))
    play (self, &self->countdown, COUNTDOWN_SOUND);
  else
    play (self, &self->tick, TICK_SOUND);
}

static void
pause_clicked_cb (TgClockView *self)
{
  tg_game_clock_set_paused (self->clock, !tg_game_clock_get_paused (self->clock));
}

/* Construction ------------------------------------------------------------ */

static void
build_side (TgClockView *self,
            TgColor      color)
{
  Side *side = &self->sides[color];
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  side->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (side->box, "clock-side");
  gtk_widget_add_css_class (side->box, color == TG_BLACK ? "black" : "white");
  side->name = GTK_LABEL (gtk_label_new (color == TG_BLACK ? _("Black") : _("White")));
  gtk_widget_add_css_class (GTK_WIDGET (side->name), "heading");
  gtk_label_set_xalign (side->name, 0);
  side->detail = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (side->detail), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (side->detail), "dim-label");
  gtk_label_set_xalign (side->detail, 0);
  gtk_label_set_ellipsize (side->detail, PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (text), GTK_WIDGET (side->name));
  gtk_box_append (GTK_BOX (text), GTK_WIDGET (side->detail));
  gtk_widget_set_hexpand (text, TRUE);

  side->face = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (side->face), "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (side->face), "numeric");

  gtk_box_append (GTK_BOX (side->box), text);
  gtk_box_append (GTK_BOX (side->box), GTK_WIDGET (side->face));
  gtk_box_append (GTK_BOX (self->box), side->box);
}

static void
tg_clock_view_dispose (GObject *object)
{
  TgClockView *self = TG_CLOCK_VIEW (object);

  if (self->clock)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  g_clear_object (&self->tick);
  g_clear_object (&self->countdown);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tg_clock_view_parent_class)->dispose (object);
}

static void
tg_clock_view_class_init (TgClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_clock_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "clockview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tg_clock_view_init (TgClockView *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->sounds = TRUE;
  self->call_color = TG_EMPTY;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  build_side (self, TG_BLACK);
  build_side (self, TG_WHITE);

  self->call_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->call_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->call_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->call_label), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->call_label), FALSE);
  self->pause_button = gtk_button_new_from_icon_name ("media-playback-pause-symbolic");
  gtk_widget_add_css_class (self->pause_button, "flat");
  gtk_widget_add_css_class (self->pause_button, "circular");
  g_signal_connect_swapped (self->pause_button, "clicked", G_CALLBACK (pause_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->call_label));
  gtk_box_append (GTK_BOX (row), self->pause_button);
  gtk_box_append (GTK_BOX (self->box), row);
}

GtkWidget *
tg_clock_view_new (TgGameClock *clock)
{
  TgClockView *self;

  g_return_val_if_fail (TG_IS_GAME_CLOCK (clock), NULL);

  self = g_object_new (TG_TYPE_CLOCK_VIEW, NULL);
  self->clock = g_object_ref (clock);
  g_signal_connect_swapped (clock, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (clock, "call", G_CALLBACK (call_cb), self);
  update (self);
  return GTK_WIDGET (self);
}

TgGameClock *
tg_clock_view_get_clock (TgClockView *self)
{
  return self->clock;
}

void
tg_clock_view_set_sounds (TgClockView *self,
                          gboolean     sounds)
{
  self->sounds = sounds;
}

const char *
tg_clock_view_get_face_text (TgClockView *self,
                             TgColor      color)
{
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);
  return gtk_label_get_text (self->sides[color].face);
}

const char *
tg_clock_view_get_detail_text (TgClockView *self,
                               TgColor      color)
{
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);
  return gtk_label_get_text (self->sides[color].detail);
}

const char *
tg_clock_view_get_call_text (TgClockView *self)
{
  return gtk_label_get_text (self->call_label);
}
