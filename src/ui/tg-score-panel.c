/* tg-score-panel.c: the count, the way the chosen rules count it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-rules.h"
#include "tg-score-panel-private.h"
#include "tg-ui-rules.h"

struct _TgScorePanel
{
  GtkWidget          parent_instance;

  TgScoringSession  *session;

  GtkWidget         *scroller;
  GtkLabel          *result_label;
  GtkLabel          *result_words;
  GtkLabel          *chinese_label;
  GtkWidget         *busy_box;
  GtkLabel          *point_label;
  GtkWidget         *unsettled_box;
  GtkLabel          *unsettled_label;
  GtkLabel          *excluded_label;
  GtkLabel          *pass_label;
  AdwComboRow       *rules_row;
  AdwActionRow      *komi_row;
  GtkSpinButton     *komi_spin;
  AdwPreferencesGroup *count_group;
  GPtrArray         *count_rows;     /* rows of count_group we add and remove */
  AdwExpanderRow    *compare_row;
  GPtrArray         *compare_rows;
  GtkWidget         *resume_button;
  GtkWidget         *resume_menu_button;

  char              *black_total;
  char              *white_total;
  gboolean           updating;
};

G_DEFINE_FINAL_TYPE (TgScorePanel, tg_score_panel, GTK_TYPE_WIDGET)

enum {
  SIGNAL_DONE,
  SIGNAL_RESUME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Formatting -------------------------------------------------------------- */

static char *
points (TgHalfPoints value)
{
  return tg_half_points_to_string (value);
}

static void
update_compare (TgScorePanel *self)
{
  for (guint i = 0; i < self->compare_rows->len; i++)
    adw_expander_row_remove (self->compare_row, g_ptr_array_index (self->compare_rows, i));
  g_ptr_array_set_size (self->compare_rows, 0);

  for (TgRulesPreset p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      g_autoptr(TgScore) s = tg_scoring_session_compute_for_preset (self->session, p);
      g_autofree char *komi = points (s->komi);
      g_autofree char *subtitle = NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (s->result);

      g_autofree char *words = tg_score_describe (s);
      g_autofree char *terms = NULL;

      if (s->compensation != 0)
        {
          g_autofree char *comp = points (s->compensation);
          terms = g_strdup_printf (_("komi %s, compensation %s"), komi, comp);
        }
      else
        terms = g_strdup_printf (_("komi %s"), komi);
      /* Translators: the komi of a rule set, then its result in words */
      subtitle = g_strdup_printf (_("%s: %s"), terms, words);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tg_rules_preset_get_display_name (p));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_expander_row_add_row (self->compare_row, row);
      g_ptr_array_add (self->compare_rows, row);
    }
}

static void
update_komi (TgScorePanel  *self,
             const TgScore *s)
{
  g_autofree char *zi = NULL;

  self->updating = TRUE;
  gtk_spin_button_set_value (self->komi_spin, s->komi / 2.0);
  self->updating = FALSE;
  if (s->method == TG_SCORE_METHOD_ZI)
    {
      zi = _tg_score_panel_zi_text (s->komi);
      adw_action_row_set_subtitle (self->komi_row, zi);
    }
  else
    adw_action_row_set_subtitle (self->komi_row, s->rules.black_wins_ties ? _("Points for White; Black wins ties")
                                                                          : _("Points for White"));
}

static void
update_notes (TgScorePanel  *self,
              const TgScore *s)
{
  g_autofree char *unsettled = tg_scoring_session_describe_unsettled (self->session);
  g_autofree char *excluded = tg_scoring_session_describe_excluded (self->session);
  gboolean added = tg_scoring_session_white_pass_added (self->session);

  gtk_label_set_text (self->unsettled_label, unsettled ? unsettled : "");
  gtk_widget_set_visible (self->unsettled_box, unsettled != NULL);
  gtk_label_set_text (self->excluded_label, excluded ? excluded : "");
  gtk_widget_set_visible (GTK_WIDGET (self->excluded_label), excluded != NULL);
  if (added)
    gtk_label_set_text (self->pass_label,
                        _("White passes last under these rules: the count adds White’s last pass, "
                          "and its stone goes to Black."));
  gtk_widget_set_visible (GTK_WIDGET (self->pass_label), added);
}

static void
update (TgScorePanel *self)
{
  const TgScore *s = tg_scoring_session_get_score (self->session);
  g_autofree char *words = tg_score_describe (s);
  gboolean asks = tg_rules_resume_asks_requester (&s->rules);

  gtk_label_set_text (self->result_label, s->result);
  gtk_label_set_text (self->result_words, words);
  gtk_widget_set_visible (GTK_WIDGET (self->chinese_label), s->chinese_count != NULL &&
                          s->method == TG_SCORE_METHOD_ZI);
  if (s->chinese_count)
    {
      g_autofree char *count = tg_score_describe_count_words (s);

      gtk_label_set_text (self->chinese_label, count);
    }

  self->updating = TRUE;
  adw_combo_row_set_selected (self->rules_row, MIN (s->rules.preset, TG_RULES_N_PRESETS - 1));
  self->updating = FALSE;
  update_komi (self, s);

  g_free (self->black_total);
  g_free (self->white_total);
  _tg_score_panel_fill_count (self->count_group, self->count_rows, s,
                              &self->black_total, &self->white_total);
  update_notes (self, s);

  gtk_widget_set_visible (self->resume_button, !asks);
  gtk_widget_set_visible (self->resume_menu_button, asks);

  update_compare (self);
}

/* Callbacks --------------------------------------------------------------- */

/* "Count by" changes the rules only: the komi stays the record's (or what
 * the user typed in the komi field), as tengen-cli score --rules does. */
static void
rules_selected_cb (TgScorePanel *self)
{
  TgRulesPreset preset = adw_combo_row_get_selected (self->rules_row);

  if (self->updating || preset >= TG_RULES_N_PRESETS)
    return;
  tg_scoring_session_set_rules (self->session, tg_rules_get_preset (preset), FALSE);
}

static void
komi_changed_cb (TgScorePanel *self)
{
  TgHalfPoints komi = tg_ui_komi_to_half_points (gtk_spin_button_get_value (self->komi_spin));

  if (self->updating || komi == tg_scoring_session_get_komi (self->session))
    return;
  tg_scoring_session_set_komi (self->session, komi);
}

static void replace_response_cb (TgScorePanel *self);

static void
commit (TgScorePanel *self,
        gboolean      replace)
{
  g_autoptr(GError) error = NULL;

  if (tg_scoring_session_commit (self->session, replace, &error))
    {
      g_signal_emit (self, signals[SIGNAL_DONE], 0);
      return;
    }

  if (g_error_matches (error, TG_SCORING_SESSION_ERROR, TG_SCORING_SESSION_ERROR_RESULT_EXISTS))
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      const TgScore *s = tg_scoring_session_get_score (self->session);
      g_autofree char *body = g_strdup_printf (_("%s\n\nReplace it with %s?"), error->message, s->result);
      AdwMessageDialog *dialog;

      dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                           _("Replace the Result?"), body));
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "replace");
      adw_message_dialog_set_close_response (dialog, "cancel");
      g_signal_connect_object (dialog, "response::replace", G_CALLBACK (replace_response_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  g_warning ("Could not write the result: %s", error->message);
}

static void
done_clicked_cb (TgScorePanel *self)
{
  commit (self, FALSE);
}

static void
replace_response_cb (TgScorePanel *self)
{
  commit (self, TRUE);
}

static void
resume_clicked_cb (TgScorePanel *self)
{
  g_signal_emit (self, signals[SIGNAL_RESUME], 0, TG_EMPTY);
}

static void
resume_black_cb (TgScorePanel *self)
{
  g_signal_emit (self, signals[SIGNAL_RESUME], 0, TG_BLACK);
}

static void
resume_white_cb (TgScorePanel *self)
{
  g_signal_emit (self, signals[SIGNAL_RESUME], 0, TG_WHITE);
}

/* Construction ------------------------------------------------------------ */

static GtkWidget *
resume_menu_button_new (TgScorePanel *self)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *black = gtk_button_new_with_mnemonic (_("_Black asks to resume"));
  GtkWidget *white = gtk_button_new_with_mnemonic (_("_White asks to resume"));
  GtkWidget *note = gtk_label_new (_("Under territory rules the other player moves first."));

  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Resume Play"));
  gtk_widget_add_css_class (black, "flat");
  gtk_widget_add_css_class (white, "flat");
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_add_css_class (note, "caption");
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 28);
  gtk_box_append (GTK_BOX (box), note);
  gtk_box_append (GTK_BOX (box), black);
  gtk_box_append (GTK_BOX (box), white);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  g_signal_connect_swapped (black, "clicked", G_CALLBACK (gtk_popover_popdown), popover);
  g_signal_connect_swapped (white, "clicked", G_CALLBACK (gtk_popover_popdown), popover);
  g_signal_connect_swapped (black, "clicked", G_CALLBACK (resume_black_cb), self);
  g_signal_connect_swapped (white, "clicked", G_CALLBACK (resume_white_cb), self);
  return button;
}

/* A label that wraps, left-aligned, hidden until it has something to say
 * when @hidden. */
static GtkLabel *
wrapping_label_new (const char *text,
                    gboolean    hidden)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (text));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_xalign (label, 0);
  if (hidden)
    gtk_widget_set_visible (GTK_WIDGET (label), FALSE);
  return label;
}

/* The result: "B+1.5", the words, the Chinese count. */
static GtkWidget *
result_card_new (TgScorePanel *self)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_add_css_class (card, "card");
  self->result_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "title-1");
  gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "numeric");
  gtk_widget_set_margin_top (GTK_WIDGET (self->result_label), 8);
  self->result_words = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->result_words), "heading");
  self->chinese_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->result_words), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->chinese_label), 8);
  gtk_label_set_wrap (self->chinese_label, TRUE);
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->result_label));
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->result_words));
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->chinese_label));
  return card;
}

/* Done and Resume. */
static GtkWidget *
buttons_new (TgScorePanel *self)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *done;

  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  self->resume_button = gtk_button_new_with_mnemonic (_("_Resume Play"));
  g_signal_connect_swapped (self->resume_button, "clicked", G_CALLBACK (resume_clicked_cb), self);
  self->resume_menu_button = resume_menu_button_new (self);
  done = gtk_button_new_with_mnemonic (_("_Done"));
  gtk_widget_set_tooltip_text (done, _("Write the result into the record"));
  gtk_widget_add_css_class (done, "suggested-action");
  g_signal_connect_swapped (done, "clicked", G_CALLBACK (done_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->resume_button);
  gtk_box_append (GTK_BOX (buttons), self->resume_menu_button);
  gtk_box_append (GTK_BOX (buttons), done);
  return buttons;
}

/* The spinner while the proposal runs, the hint, what a click on a point
 * said, the points that need a move, what territory rules leave out and
 * AGA's last pass. */
static void
append_notes (TgScorePanel *self,
              GtkBox       *box)
{
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkLabel *hint;

  self->busy_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_box_append (GTK_BOX (self->busy_box), spinner);
  gtk_box_append (GTK_BOX (self->busy_box), gtk_label_new (_("Finding dead stones…")));
  gtk_widget_set_visible (self->busy_box, FALSE);
  gtk_box_append (box, self->busy_box);

  hint = wrapping_label_new (_("Click a stone to mark its group dead or alive. Right-click or "
                               "long-press to mark a seki. Click an empty point to see who owns it."),
                             FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (hint), "dim-label");
  gtk_box_append (box, GTK_WIDGET (hint));

  self->point_label = wrapping_label_new (NULL, TRUE);
  gtk_widget_set_name (GTK_WIDGET (self->point_label), "point-info");
  gtk_box_append (box, GTK_WIDGET (self->point_label));

  self->unsettled_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  self->unsettled_label = wrapping_label_new (NULL, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->unsettled_label), TRUE);
  gtk_widget_add_css_class (self->unsettled_box, "warning");
  gtk_box_append (GTK_BOX (self->unsettled_box), icon);
  gtk_box_append (GTK_BOX (self->unsettled_box), GTK_WIDGET (self->unsettled_label));
  gtk_box_append (box, self->unsettled_box);

  self->excluded_label = wrapping_label_new (NULL, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->excluded_label), "dim-label");
  gtk_box_append (box, GTK_WIDGET (self->excluded_label));
  self->pass_label = wrapping_label_new (NULL, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->pass_label), "dim-label");
  gtk_box_append (box, GTK_WIDGET (self->pass_label));
}

/* "Count by" and the komi: the record's, whatever the rules; the user may
 * change it. */
static GtkWidget *
rules_group_new (TgScorePanel *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GListModel *names = tg_ui_rules_preset_model_new (NULL);

  self->rules_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_combo_row_set_model (self->rules_row, names);
  g_object_unref (names);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), _("Count by"));
  g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (rules_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->rules_row));

  self->komi_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->komi_row), _("_Komi"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->komi_row), TRUE);
  self->komi_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-500, 500, 0.5));
  gtk_spin_button_set_digits (self->komi_spin, 1);
  gtk_widget_set_valign (GTK_WIDGET (self->komi_spin), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (self->komi_row, GTK_WIDGET (self->komi_spin));
  adw_action_row_set_activatable_widget (self->komi_row, GTK_WIDGET (self->komi_spin));
  g_signal_connect_swapped (self->komi_spin, "value-changed", G_CALLBACK (komi_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->komi_row));
  return group;
}

/* This position under every preset. */
static GtkWidget *
compare_group_new (TgScorePanel *self)
{
  GtkWidget *group = adw_preferences_group_new ();

  self->compare_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->compare_row), _("Compare Rules"));
  adw_expander_row_set_subtitle (self->compare_row,
                                 _("This position under every rule set, each with its own komi"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->compare_row));
  return group;
}

static void
build (TgScorePanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), box);

  gtk_box_append (GTK_BOX (box), result_card_new (self));
  gtk_box_append (GTK_BOX (box), buttons_new (self));
  append_notes (self, GTK_BOX (box));
  gtk_box_append (GTK_BOX (box), rules_group_new (self));
  self->count_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->count_group, _("Count"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->count_group));
  gtk_box_append (GTK_BOX (box), compare_group_new (self));
}

static void
tg_score_panel_dispose (GObject *object)
{
  TgScorePanel *self = TG_SCORE_PANEL (object);

  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (tg_score_panel_parent_class)->dispose (object);
}

static void
tg_score_panel_finalize (GObject *object)
{
  TgScorePanel *self = TG_SCORE_PANEL (object);

  g_ptr_array_unref (self->count_rows);
  g_ptr_array_unref (self->compare_rows);
  g_free (self->black_total);
  g_free (self->white_total);
  G_OBJECT_CLASS (tg_score_panel_parent_class)->finalize (object);
}

static void
tg_score_panel_class_init (TgScorePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_score_panel_dispose;
  object_class->finalize = tg_score_panel_finalize;

  /* The result was written into the record. */
  signals[SIGNAL_DONE] =
    g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The players resume play; the argument is the colour that asked
   * (TG_EMPTY when it does not matter under these rules). */
  signals[SIGNAL_RESUME] =
    g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scorepanel");
}

static void
tg_score_panel_init (TgScorePanel *self)
{
  self->count_rows = g_ptr_array_new ();
  self->compare_rows = g_ptr_array_new ();
  build (self);
}

GtkWidget *
tg_score_panel_new (TgScoringSession *session)
{
  TgScorePanel *self;

  g_return_val_if_fail (TG_IS_SCORING_SESSION (session), NULL);

  self = g_object_new (TG_TYPE_SCORE_PANEL, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_swapped (session, "changed", G_CALLBACK (update), self);
  update (self);
  return GTK_WIDGET (self);
}

TgScoringSession *
tg_score_panel_get_session (TgScorePanel *self)
{
  return self->session;
}

void
tg_score_panel_set_busy (TgScorePanel *self,
                         gboolean      busy)
{
  gtk_widget_set_visible (self->busy_box, busy);
}

gboolean
tg_score_panel_is_busy (TgScorePanel *self)
{
  return gtk_widget_get_visible (self->busy_box);
}

void
tg_score_panel_set_point_info (TgScorePanel *self,
                               const char   *text)
{
  gtk_label_set_text (self->point_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->point_label), text != NULL && text[0] != '\0');
}

const char *
tg_score_panel_get_result_text (TgScorePanel *self)
{
  return gtk_label_get_text (self->result_label);
}

const char *
tg_score_panel_get_total_text (TgScorePanel *self,
                               TgColor       color)
{
  return color == TG_BLACK ? self->black_total : self->white_total;
}

const char *
tg_score_panel_get_words_text (TgScorePanel *self)
{
  return gtk_label_get_text (self->result_words);
}

const char *
tg_score_panel_get_count_text (TgScorePanel *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->chinese_label))
         ? gtk_label_get_text (self->chinese_label) : "";
}

const char *
tg_score_panel_get_unsettled_text (TgScorePanel *self)
{
  return gtk_widget_get_visible (self->unsettled_box) ? gtk_label_get_text (self->unsettled_label) : "";
}

const char *
tg_score_panel_get_excluded_text (TgScorePanel *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->excluded_label))
    ? gtk_label_get_text (self->excluded_label) : "";
}

void
tg_score_panel_fill_scene (TgScoringSession *session,
                           TgBoardScene     *scene)
{
  const TgScore *s = tg_scoring_session_get_score (session);
  const guint8 *dead = tg_scoring_session_get_dead (session);
  const TgBoard *b = tg_scoring_session_get_board (session);

  scene->scoring = TRUE;
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (b, p);

        scene->dead[p] = c != TG_EMPTY && dead[p];
        scene->unsettled[p] = s->unsettled[p] != TG_SCORE_SETTLED;
        if (s->seki[p])
          scene->owner[p] = TG_OWNER_SEKI;
        else if (c != TG_EMPTY && !scene->dead[p])
          scene->owner[p] = TG_OWNER_NONE;      /* live stones need no shading */
        else
          switch (s->owner[p])
            {
            case TG_SCORE_OWNER_BLACK: scene->owner[p] = TG_OWNER_BLACK; break;
            case TG_SCORE_OWNER_WHITE: scene->owner[p] = TG_OWNER_WHITE; break;
            case TG_SCORE_OWNER_DAME:  scene->owner[p] = TG_OWNER_DAME; break;
            case TG_SCORE_OWNER_SEKI:  scene->owner[p] = TG_OWNER_SEKI; break;
            default:                   scene->owner[p] = TG_OWNER_NONE; break;
            }
      }
}
