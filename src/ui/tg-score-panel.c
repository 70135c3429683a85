/* tg-score-panel.c: the count, the way the chosen rules count it
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-rules.h"
#include "tg-score-panel.h"
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

static GtkWidget *
add_row (TgScorePanel *self,
         const char   *title,
         const char   *subtitle,
         const char   *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle && subtitle[0])
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "heading");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (self->count_group, row);
  g_ptr_array_add (self->count_rows, row);
  return row;
}

static void
clear_rows (TgScorePanel *self)
{
  for (guint i = 0; i < self->count_rows->len; i++)
    adw_preferences_group_remove (self->count_group, g_ptr_array_index (self->count_rows, i));
  g_ptr_array_set_size (self->count_rows, 0);
}

/* "3¾ 子 (7.5 points)": a value in 子 with the points beside it. */
static char *
zi_and_points (TgHalfPoints value)
{
  g_autofree char *zi = tg_score_format_zi_glyphs (value);
  g_autofree char *pts = points (value);

  /* Translators: a value in 子 (zi) with the same in points, such as
   * "3¾ 子 (7.5 points)", "½ 子 (1 point)"; in Chinese "3¾ 子（7.5 目）" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s%s 子 (%s point)", "%s%s 子 (%s points)",
                                       tg_score_points_plural_n (value)),
                          value < 0 ? "−" : "", zi, pts);
}

/* "20 stones + 164 territory", "1 stone + 0 territory": an area's parts. */
static char *
stones_and_territory (guint stones,
                      guint territory)
{
  /* Translators: the parts of an area; "territory" is a number of points */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stone + %u territory",
                                       "%u stones + %u territory", stones),
                          stones, territory);
}

/* "185 子", "184½ 子", "−1 子": a count in quarters of 子 (the unit of
 * half-points, so that komi and margins need no conversion). */
static char *
zi_text (TgHalfPoints quarters)
{
  g_autofree char *zi = tg_score_format_zi_glyphs (quarters);

  /* Translators: a count in 子 (zi), the unit of Chinese counting */
  return g_strdup_printf (_("%s%s 子"), quarters < 0 ? "−" : "", zi);
}

/* Chinese and ancient counting, all in 子: Black's count against the
 * baseline plus White's komi and compensation. The totals are the count
 * and what Black needs to reach. */
static void
show_zi (TgScorePanel  *self,
         const TgScore *s)
{
  g_autofree char *black = zi_text (4 * (TgHalfPoints) s->black.area);
  g_autofree char *white = zi_text (4 * (TgHalfPoints) s->white.area);
  g_autofree char *half = zi_text (2 * s->baseline);
  g_autofree char *komi = zi_and_points (s->komi);
  g_autofree char *black_detail = NULL, *white_detail = NULL;

  black_detail = stones_and_territory (s->black.stones, s->black.territory);
  white_detail = stones_and_territory (s->white.stones, s->white.territory);
  add_row (self, _("Black area"), black_detail, black);
  add_row (self, _("White area"), white_detail, white);
  if (s->dame > 0)
    {
      g_autofree char *dame = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u shared point: half to each side",
                                                            "%u shared points: half to each side", s->dame),
                                               s->dame);
      g_autofree char *value = zi_text (4 * (TgHalfPoints) s->dame);

      add_row (self, _("Dame"), dame, value);
    }
  if (s->black.tax != 0 || s->white.tax != 0)
    {
      g_autofree char *tax = zi_text (-4 * ((TgHalfPoints) s->black.groups - (TgHalfPoints) s->white.groups));
      g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "Black %u group, White %u: 1 子 per extra group",
                                                              "Black %u groups, White %u: 1 子 per extra group",
                                                              s->black.groups),
                                                 s->black.groups, s->white.groups);

      /* Translators: the ancient group tax, 还棋头 */
      add_row (self, _("Group tax (还棋头)"), detail, tax);
    }
  /* Translators: the 归本数: half the points of the board */
  add_row (self, _("Baseline (归本数)"), _("half the board"), half);
  add_row (self, _("Komi"), _("for White, in 子"), komi);
  if (s->compensation != 0)
    {
      g_autofree char *comp = zi_and_points (s->compensation);
      add_row (self, _("Handicap compensation"), _("for White, in 子"), comp);
    }
}

static void
show_territory (TgScorePanel  *self,
                const TgScore *s)
{
  const TgScoreSide *sides[2] = { &s->black, &s->white };
  const char *titles[2] = { _("Black"), _("White") };

  for (guint i = 0; i < 2; i++)
    {
      /* Translators: the plural is the prisoners' */
      g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%u territory + %u prisoner (%u captured, %u dead)",
                                                              "%u territory + %u prisoners (%u captured, %u dead)",
                                                              sides[i]->prisoners),
                                                 sides[i]->territory, sides[i]->prisoners,
                                                 sides[i]->captures, sides[i]->dead);
      g_autofree char *value = g_strdup_printf ("%u", sides[i]->territory + sides[i]->prisoners);

      add_row (self, titles[i], detail, value);
    }
  if (s->komi != 0)
    {
      g_autofree char *komi = points (s->komi);
      add_row (self, _("Komi"), _("for White"), komi);
    }
  if (s->seki_points > 0 || s->black.seki_eyes + s->white.seki_eyes > 0)
    {
      guint eyes = s->black.seki_eyes + s->white.seki_eyes;
      g_autofree char *liberties = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u shared liberty",
                                                                 "%u shared liberties", s->seki_points),
                                                    s->seki_points);
      g_autofree char *eyes_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u eye", "%u eyes", eyes),
                                                    eyes);
      /* Translators: "3 shared liberties, 2 eyes: no points in seki" */
      g_autofree char *seki = g_strdup_printf (_("%s, %s: no points in seki"), liberties, eyes_text);

      add_row (self, _("Seki"), seki, "0");
    }
}

static void
show_area (TgScorePanel  *self,
           const TgScore *s)
{
  const TgScoreSide *sides[2] = { &s->black, &s->white };
  const char *titles[2] = { _("Black area"), _("White area") };

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *detail = stones_and_territory (sides[i]->stones, sides[i]->territory);
      g_autofree char *value = g_strdup_printf ("%u", sides[i]->area);

      add_row (self, titles[i], detail, value);
    }
  if (s->rules.pass_stones)
    {
      /* AGA: the equal count by territory and pass stones. */
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *prisoners = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u prisoner",
                                                                     "%u prisoners", sides[i]->prisoners),
                                                        sides[i]->prisoners);
          g_autofree char *pass_stones = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u pass stone",
                                                                       "%u pass stones",
                                                                       sides[i]->pass_stones),
                                                          sides[i]->pass_stones);
          /* Translators: "5 territory + 2 prisoners + 1 pass stone" */
          g_autofree char *detail = g_strdup_printf (_("%u territory + %s + %s"), sides[i]->territory,
                                                     prisoners, pass_stones);
          g_autofree char *value = points (sides[i]->territory_total);

          add_row (self, i == 0 ? _("Black by territory") : _("White by territory"), detail, value);
        }
    }
  if (s->rules.tax != TG_TAX_NONE && (s->black.tax != 0 || s->white.tax != 0))
    {
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "%u living group",
                                                                  "%u living groups",
                                                                  sides[i]->groups),
                                                     sides[i]->groups);
          g_autofree char *value = points (-sides[i]->tax);

          /* Translators: the ancient group tax, 还棋头 */
          add_row (self, i == 0 ? _("Black group tax (还棋头)") : _("White group tax (还棋头)"),
                   detail, value);
        }
    }
  if (s->black.penalty != 0 || s->white.penalty != 0)
    {
      g_autofree char *b = points (-s->black.penalty);
      g_autofree char *w = points (-s->white.penalty);

      add_row (self, _("Black overtime penalty"), _("2 points per period"), b);
      add_row (self, _("White overtime penalty"), _("2 points per period"), w);
    }
  if (s->komi != 0)
    {
      g_autofree char *komi = points (s->komi);
      add_row (self, _("Komi"), s->rules.black_wins_ties ? _("Black wins ties") : _("for White"), komi);
    }
  if (s->compensation != 0)
    {
      g_autofree char *comp = points (s->compensation);
      add_row (self, _("Handicap compensation"), _("for White"), comp);
    }
  if (s->dame > 0)
    {
      g_autofree char *dame = g_strdup_printf ("%u", s->dame);
      add_row (self, _("Dame"), _("count for nobody"), dame);
    }
}

static void
show_totals (TgScorePanel  *self,
             const TgScore *s)
{
  g_free (self->black_total);
  g_free (self->white_total);
  if (s->method == TG_SCORE_METHOD_ZI)
    {
      /* One unit: Black's count in 子 against what it must reach, the
       * baseline plus White's komi and compensation in 子. */
      self->black_total = zi_text (2 * s->black_count);
      self->white_total = zi_text (2 * s->baseline + s->komi + s->compensation);
      add_row (self, _("Black’s count"), NULL, self->black_total);
      add_row (self, s->rules.black_wins_ties ? _("Black needs at least") : _("Black needs more than"),
               _("baseline + komi + compensation"), self->white_total);
      return;
    }
  self->black_total = points (s->black.total);
  self->white_total = points (s->white.total);
  add_row (self, _("Black total"), NULL, self->black_total);
  add_row (self, _("White total"), NULL, self->white_total);
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
      zi = zi_text (s->komi);
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
      g_autofree char *count = tg_score_describe_count (s);

      gtk_label_set_text (self->chinese_label, count);
    }

  self->updating = TRUE;
  adw_combo_row_set_selected (self->rules_row, MIN (s->rules.preset, TG_RULES_N_PRESETS - 1));
  self->updating = FALSE;
  update_komi (self, s);

  clear_rows (self);
  if (s->method == TG_SCORE_METHOD_ZI)
    show_zi (self, s);
  else if (s->method == TG_SCORE_METHOD_TERRITORY)
    show_territory (self, s);
  else
    show_area (self, s);
  show_totals (self, s);
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

static void
build (TgScorePanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *hint, *spinner, *busy_label, *icon, *rules_group, *compare_group, *buttons, *done;
  GListModel *names = tg_ui_rules_preset_model_new (NULL);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), box);

  /* The result. */
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
  gtk_box_append (GTK_BOX (box), card);

  /* Done and Resume. */
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
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
  gtk_box_append (GTK_BOX (box), buttons);

  /* Busy while the proposal runs. */
  self->busy_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  spinner = gtk_spinner_new ();
  gtk_spinner_start (GTK_SPINNER (spinner));
  busy_label = gtk_label_new (_("Finding dead stones…"));
  gtk_box_append (GTK_BOX (self->busy_box), spinner);
  gtk_box_append (GTK_BOX (self->busy_box), busy_label);
  gtk_widget_set_visible (self->busy_box, FALSE);
  gtk_box_append (GTK_BOX (box), self->busy_box);

  hint = gtk_label_new (_("Click a stone to mark its group dead or alive. Right-click or "
                          "long-press to mark a seki. Click an empty point to see who owns it."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (box), hint);

  self->point_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->point_label, TRUE);
  gtk_label_set_xalign (self->point_label, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->point_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->point_label));

  /* Points that need a move. */
  self->unsettled_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  self->unsettled_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->unsettled_label, TRUE);
  gtk_label_set_xalign (self->unsettled_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->unsettled_label), TRUE);
  gtk_widget_add_css_class (self->unsettled_box, "warning");
  gtk_box_append (GTK_BOX (self->unsettled_box), icon);
  gtk_box_append (GTK_BOX (self->unsettled_box), GTK_WIDGET (self->unsettled_label));
  gtk_box_append (GTK_BOX (box), self->unsettled_box);

  /* What territory rules leave out, and AGA's last pass. */
  self->excluded_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->excluded_label, TRUE);
  gtk_label_set_xalign (self->excluded_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->excluded_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->excluded_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->excluded_label));
  self->pass_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->pass_label, TRUE);
  gtk_label_set_xalign (self->pass_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->pass_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->pass_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->pass_label));

  /* Rules and the count. */
  rules_group = adw_preferences_group_new ();
  self->rules_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_combo_row_set_model (self->rules_row, names);
  g_object_unref (names);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), _("Count by"));
  g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (rules_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rules_group), GTK_WIDGET (self->rules_row));

  /* One komi: the record's, whatever the rules; the user may change it. */
  self->komi_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->komi_row), _("_Komi"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->komi_row), TRUE);
  self->komi_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-500, 500, 0.5));
  gtk_spin_button_set_digits (self->komi_spin, 1);
  gtk_widget_set_valign (GTK_WIDGET (self->komi_spin), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (self->komi_row, GTK_WIDGET (self->komi_spin));
  adw_action_row_set_activatable_widget (self->komi_row, GTK_WIDGET (self->komi_spin));
  g_signal_connect_swapped (self->komi_spin, "value-changed", G_CALLBACK (komi_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rules_group), GTK_WIDGET (self->komi_row));
  gtk_box_append (GTK_BOX (box), rules_group);

  self->count_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->count_group, _("Count"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->count_group));

  compare_group = adw_preferences_group_new ();
  self->compare_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->compare_row), _("Compare Rules"));
  adw_expander_row_set_subtitle (self->compare_row,
                                 _("This position under every rule set, each with its own komi"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (compare_group), GTK_WIDGET (self->compare_row));
  gtk_box_append (GTK_BOX (box), compare_group);

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
