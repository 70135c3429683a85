/* tg-game-info-dialog.c: view and edit a game's information (PB, PW, RE, KM, ...)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tg-game-info-dialog.h"
#include "tg-ui-rules.h"

typedef enum
{
  GROUP_PLAYERS,
  GROUP_EVENT,
  GROUP_RULES,
  GROUP_RECORD,
  N_GROUPS
} Group;

typedef enum
{
  KIND_TEXT,
  KIND_RANK,         /* a small entry inside the row before (the player's) */
  KIND_KOMI,
  KIND_DATE,
  KIND_RESULT,
  KIND_TIME,
  KIND_RULES,        /* a combo row of presets */
  KIND_HANDICAP,     /* shown, not edited: the stones are on the board */
} Kind;

typedef struct
{
  const char *id;
  Group       group;
  Kind        kind;
  const char *title;
  const char *error;      /* the title while the value is invalid */
} Field;

static const Field fields[] = {
  { "PB", GROUP_PLAYERS, KIND_TEXT,     N_("Black"), NULL },
  { "BR", GROUP_PLAYERS, KIND_RANK,     N_("Black’s rank, like 3d or 5k"), NULL },
  { "PW", GROUP_PLAYERS, KIND_TEXT,     N_("White"), NULL },
  { "WR", GROUP_PLAYERS, KIND_RANK,     N_("White’s rank, like 3d or 5k"), NULL },
  { "EV", GROUP_EVENT,   KIND_TEXT,     N_("Event"), NULL },
  { "RO", GROUP_EVENT,   KIND_TEXT,     N_("Round"), NULL },
  { "DT", GROUP_EVENT,   KIND_DATE,     N_("Date"),
    N_("Date: use YYYY-MM-DD, more days as ,DD") },
  { "PC", GROUP_EVENT,   KIND_TEXT,     N_("Place"), NULL },
  { "GN", GROUP_EVENT,   KIND_TEXT,     N_("Game name"), NULL },
  { "RU", GROUP_RULES,   KIND_RULES,    N_("Rules"), NULL },
  { "KM", GROUP_RULES,   KIND_KOMI,     N_("Komi"),
    N_("Komi: a number in steps of 0.5, like 6.5") },
  { "HA", GROUP_RULES,   KIND_HANDICAP, N_("Handicap"), NULL },
  { "TM", GROUP_RULES,   KIND_TIME,     N_("Main time in seconds"),
    N_("Main time: a number of seconds, like 3600") },
  { "OT", GROUP_RULES,   KIND_TEXT,     N_("Overtime"), NULL },
  { "RE", GROUP_RULES,   KIND_RESULT,   N_("Result"),
    N_("Result: like B+3.5, W+R, B+T, 0, Void or ?") },
  { "ON", GROUP_RECORD,  KIND_TEXT,     N_("Opening"), NULL },
  { "AN", GROUP_RECORD,  KIND_TEXT,     N_("Annotator"), NULL },
  { "US", GROUP_RECORD,  KIND_TEXT,     N_("Recorded by"), NULL },
  { "SO", GROUP_RECORD,  KIND_TEXT,     N_("Source"), NULL },
  { "CP", GROUP_RECORD,  KIND_TEXT,     N_("Copyright"), NULL },
};

struct _TgGameInfoDialog
{
  AdwWindow             parent_instance;

  TgGame               *game;
  GtkWidget            *rows[G_N_ELEMENTS (fields)];
  char                 *original[G_N_ELEMENTS (fields)];
  gboolean              unknown_rules;     /* RU's first item is the record's own text */
  guint                 original_rules;    /* selected item at the start */
  char                 *original_comment;

  AdwPreferencesGroup  *groups[N_GROUPS];
  GtkTextView          *comment_view;
};

G_DEFINE_FINAL_TYPE (TgGameInfoDialog, tg_game_info_dialog, ADW_TYPE_WINDOW)

/* Validation -------------------------------------------------------------- */

static gboolean
all_digits (const char *s,
            gsize       len)
{
  if (len == 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (s[i]))
      return FALSE;
  return TRUE;
}

/* An unsigned SGF Real: digits, optionally a point and more digits. */
static gboolean
is_real (const char *s)
{
  const char *dot = strchr (s, '.');

  if (dot == NULL)
    return all_digits (s, strlen (s));
  return all_digits (s, dot - s) && all_digits (dot + 1, strlen (dot + 1));
}

/* SGF FF[4] DT: ISO dates separated by commas; after a full date, "MM-DD"
 * and "DD" continue in the same year and month, after "YYYY-MM" an "MM"
 * continues in the same year. */
static gboolean
is_valid_date (const char *text)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  guint year = 0, month = 0;
  guint precision = 0;   /* 0 nothing yet, 1 year, 2 month, 3 day */

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], "-", -1);
      guint n = g_strv_length (parts);
      gsize len[3] = { 0, 0, 0 };
      guint v[3] = { 0, 0, 0 };

      if (n == 0 || n > 3)
        return FALSE;
      for (guint j = 0; j < n; j++)
        {
          len[j] = strlen (parts[j]);
          if (!all_digits (parts[j], len[j]) || len[j] > 4)
            return FALSE;
          v[j] = (guint) g_ascii_strtoull (parts[j], NULL, 10);
        }

      if (n == 1 && len[0] == 4)
        {
          year = v[0];
          precision = 1;
          if (year == 0)
            return FALSE;
        }
      else if (n == 2 && len[0] == 4 && len[1] == 2)
        {
          year = v[0];
          month = v[1];
          precision = 2;
          if (year == 0 || month < 1 || month > 12)
            return FALSE;
        }
      else if (n == 3 && len[0] == 4 && len[1] == 2 && len[2] == 2)
        {
          year = v[0];
          month = v[1];
          precision = 3;
          if (year == 0 || month < 1 || month > 12 || !g_date_valid_dmy (v[2], month, year))
            return FALSE;
        }
      else if (n == 2 && len[0] == 2 && len[1] == 2 && precision == 3)
        {
          month = v[0];
          if (month < 1 || month > 12 || !g_date_valid_dmy (v[1], month, year))
            return FALSE;
        }
      else if (n == 1 && len[0] == 2 && precision == 2)
        {
          month = v[0];
          if (month < 1 || month > 12)
            return FALSE;
        }
      else if (n == 1 && len[0] == 2 && precision == 3)
        {
          if (!g_date_valid_dmy (v[0], month, year))
            return FALSE;
        }
      else
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_valid_result (const char *text)
{
  static const char *const specials[] = { "0", "Draw", "Void", "?" };
  static const char *const reasons[] = { "", "R", "Resign", "T", "Time", "F", "Forfeit" };

  for (guint i = 0; i < G_N_ELEMENTS (specials); i++)
    if (strcmp (text, specials[i]) == 0)
      return TRUE;
  if ((text[0] != 'B' && text[0] != 'W') || text[1] != '+')
    return FALSE;
  text += 2;
  for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
    if (strcmp (text, reasons[i]) == 0)
      return TRUE;
  return is_real (text);
}

gboolean
tg_game_info_value_is_valid (const char *id,
                             const char *text)
{
  TgHalfPoints komi;

  g_return_val_if_fail (id != NULL, FALSE);

  if (text == NULL || text[0] == '\0')
    return TRUE;
  if (strcmp (id, "KM") == 0)
    {
      /* Plain decimals only (no "1e1", "0x10"); a decimal comma is fine. */
      const char *s = text + (text[0] == '-' || text[0] == '+');
      gsize digits = strspn (s, "0123456789");

      if (digits == 0 || (s[digits] != '\0' &&
                          ((s[digits] != '.' && s[digits] != ',') ||
                           !all_digits (s + digits + 1, strlen (s + digits + 1)))))
        return FALSE;
      return tg_half_points_from_string (text, &komi);
    }
  if (strcmp (id, "DT") == 0)
    return is_valid_date (text);
  if (strcmp (id, "RE") == 0)
    return is_valid_result (text);
  if (strcmp (id, "TM") == 0)
    return is_real (text);
  return TRUE;
}

/* Rows -------------------------------------------------------------------- */

static gboolean
check_row (TgGameInfoDialog *self,
           guint             i)
{
  const Field *f = &fields[i];
  GtkWidget *row = self->rows[i];
  g_autofree char *text = NULL;
  gboolean valid;

  if (f->error == NULL)
    return TRUE;

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  valid = tg_game_info_value_is_valid (f->id, text);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), valid ? _(f->title) : _(f->error));
  if (valid)
    gtk_widget_remove_css_class (row, "error");
  else
    gtk_widget_add_css_class (row, "error");
  return valid;
}

static void
update_apply (TgGameInfoDialog *self)
{
  gboolean valid = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (!check_row (self, i))
      valid = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "info.apply", valid);
}

static GtkWidget *
create_rules_row (TgGameInfoDialog *self,
                  guint             i)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GListModel) model = NULL;
  g_autofree char *ru = tg_game_get_info (self->game, "RU");
  TgRulesPreset preset = tg_game_get_rules (self->game)->preset;
  TgRulesPreset known;
  guint offset = 0;

  /* Rules the core does not know keep the record's own words as the first
   * choice. */
  if (ru != NULL && ru[0] != '\0' && !tg_rules_preset_from_sgf (ru, &known))
    {
      self->unknown_rules = TRUE;
      offset = 1;
    }
  model = tg_ui_rules_preset_model_new (self->unknown_rules ? ru : NULL);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  if (self->unknown_rules)
    {
      g_autofree char *subtitle = g_strdup_printf (_("Counted with the %s rules"),
                                                   tg_rules_preset_get_display_name (preset));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  else if (preset < TG_RULES_N_PRESETS)
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), preset + offset);
  self->original_rules = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
  return row;
}

static GtkWidget *
create_handicap_row (TgGameInfoDialog *self)
{
  GtkWidget *row = adw_action_row_new ();
  guint handicap = tg_game_get_handicap (self->game);
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (handicap == 0)
    text = g_strdup (C_("handicap", "None"));
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stone", "%u stones", handicap),
                            handicap);
  label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
create_rows (TgGameInfoDialog *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const Field *f = &fields[i];
      GtkWidget *row;

      switch (f->kind)
        {
        case KIND_RULES:
          row = create_rules_row (self, i);
          break;
        case KIND_HANDICAP:
          row = create_handicap_row (self);
          break;
        case KIND_RANK:
          row = gtk_entry_new ();
          self->original[i] = tg_game_get_info (self->game, f->id);
          if (self->original[i] == NULL)
            self->original[i] = g_strdup ("");
          gtk_editable_set_text (GTK_EDITABLE (row), self->original[i]);
          gtk_entry_set_placeholder_text (GTK_ENTRY (row), _("Rank"));
          gtk_entry_set_activates_default (GTK_ENTRY (row), TRUE);
          gtk_editable_set_width_chars (GTK_EDITABLE (row), 5);
          gtk_editable_set_max_width_chars (GTK_EDITABLE (row), 5);
          gtk_widget_set_valign (row, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (row, _(f->title));
          gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, _(f->title), -1);
          gtk_widget_set_name (row, f->id);
          g_signal_connect_swapped (row, "changed", G_CALLBACK (update_apply), self);
          adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->rows[i - 1]), row);
          self->rows[i] = row;
          continue;
        case KIND_TEXT:
        case KIND_KOMI:
        case KIND_DATE:
        case KIND_RESULT:
        case KIND_TIME:
        default:
          row = adw_entry_row_new ();
          self->original[i] = tg_game_get_info (self->game, f->id);
          if (self->original[i] == NULL)
            self->original[i] = g_strdup ("");
          gtk_editable_set_text (GTK_EDITABLE (row), self->original[i]);
          adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
          if (f->kind != KIND_TEXT)
            adw_entry_row_set_input_hints (ADW_ENTRY_ROW (row), GTK_INPUT_HINT_NO_SPELLCHECK);
          g_signal_connect_swapped (row, "changed", G_CALLBACK (update_apply), self);
          break;
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(f->title));
      gtk_widget_set_name (row, f->id);
      adw_preferences_group_add (self->groups[f->group], row);
      self->rows[i] = row;
    }
}

/* Applying ---------------------------------------------------------------- */

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (widget);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  GtkTextIter start, end;
  g_autofree char *comment = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (!check_row (self, i))
      return;

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const Field *f = &fields[i];
      g_autofree char *text = NULL;

      if (f->kind == KIND_RULES)
        {
          guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->rows[i]));
          guint offset = self->unknown_rules ? 1 : 0;

          if (selected != self->original_rules && selected >= offset &&
              selected - offset < TG_RULES_N_PRESETS)
            tg_game_set_rules (self->game, tg_rules_get_preset (selected - offset), TRUE);
          continue;
        }
      if (f->kind == KIND_HANDICAP)
        continue;

      text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->rows[i]))));
      if (g_strcmp0 (text, g_strstrip (self->original[i])) == 0)
        continue;
      if (f->kind == KIND_KOMI)
        {
          TgHalfPoints komi = 0;

          if (text[0] != '\0')
            tg_half_points_from_string (text, &komi);
          tg_game_set_komi (self->game, komi);
        }
      else
        tg_game_set_info (self->game, f->id, text);
    }

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  comment = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (comment, self->original_comment) != 0)
    tg_game_set_info (self->game, "GC", comment);

  gtk_window_destroy (GTK_WINDOW (self));
}

/* GObject ----------------------------------------------------------------- */

static void
tg_game_info_dialog_dispose (GObject *object)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_GAME_INFO_DIALOG);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tg_game_info_dialog_parent_class)->dispose (object);
}

static void
tg_game_info_dialog_finalize (GObject *object)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (object);

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_free (self->original[i]);
  g_free (self->original_comment);

  G_OBJECT_CLASS (tg_game_info_dialog_parent_class)->finalize (object);
}

static void
tg_game_info_dialog_class_init (TgGameInfoDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_game_info_dialog_dispose;
  object_class->finalize = tg_game_info_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tengen/Tengen/tg-game-info-dialog.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "players_group", FALSE,
                                             G_STRUCT_OFFSET (TgGameInfoDialog, groups[GROUP_PLAYERS]));
  gtk_widget_class_bind_template_child_full (widget_class, "event_group", FALSE,
                                             G_STRUCT_OFFSET (TgGameInfoDialog, groups[GROUP_EVENT]));
  gtk_widget_class_bind_template_child_full (widget_class, "rules_group", FALSE,
                                             G_STRUCT_OFFSET (TgGameInfoDialog, groups[GROUP_RULES]));
  gtk_widget_class_bind_template_child_full (widget_class, "record_group", FALSE,
                                             G_STRUCT_OFFSET (TgGameInfoDialog, groups[GROUP_RECORD]));
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, comment_view);

  gtk_widget_class_install_action (widget_class, "info.apply", NULL, apply_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tg_game_info_dialog_init (TgGameInfoDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* API --------------------------------------------------------------------- */

GtkWindow *
tg_game_info_dialog_new (GtkWindow *parent,
                         TgGame    *game)
{
  TgGameInfoDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_GAME_INFO_DIALOG, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  create_rows (self);
  self->original_comment = tg_game_get_info (game, "GC");
  if (self->original_comment == NULL)
    self->original_comment = g_strdup ("");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->comment_view), self->original_comment, -1);
  update_apply (self);
  gtk_window_set_focus (GTK_WINDOW (self), self->rows[0]);
  return GTK_WINDOW (self);
}
