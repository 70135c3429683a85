/* tg-score-panel-count.c: the Count group of the score panel, row by row
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The breakdown as the rules count: 子 against the baseline (Chinese and
 * ancient counting), territory and prisoners (Japanese, Korean), area and
 * the pass stones' territory view (AGA), penalties (Ing), the group tax;
 * then the totals.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-rules.h"
#include "tg-score-panel-private.h"

/* The rows being filled and the totals they show. */
typedef struct
{
  AdwPreferencesGroup *count_group;
  GPtrArray           *count_rows;
  char                *black_total;
  char                *white_total;
} Count;

/* Formatting -------------------------------------------------------------- */

static char *
points (TgHalfPoints value)
{
  return tg_half_points_to_string (value);
}

static GtkWidget *
add_row (Count      *self,
         const char *title,
         const char *subtitle,
         const char *value)
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
clear_rows (Count *self)
{
  for (guint i = 0; i < self->count_rows->len; i++)
    adw_preferences_group_remove (self->count_group, g_ptr_array_index (self->count_rows, i));
  g_ptr_array_set_size (self->count_rows, 0);
}

/* "3¾ stones (7.5 points)": a value in 子 with the points beside it. */
static char *
zi_and_points (TgHalfPoints value)
{
  g_autofree char *zi = tg_score_describe_zi (value);
  g_autofree char *pts = points (value);

  /* Translators: a value in 子 (zi, "3¾ stones", in Chinese "3¾ 子") with
   * the same in points: "3¾ stones (7.5 points)", "½ stone (1 point)"; in
   * Chinese "%s（%s 目）" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s point)", "%s (%s points)",
                                       tg_score_points_plural_n (value)),
                          zi, pts);
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

char *
_tg_score_panel_zi_text (TgHalfPoints quarters)
{
  return tg_score_describe_zi (quarters);
}

/* Chinese and ancient counting, all in 子: Black's count against the
 * baseline plus White's komi and compensation. The totals are the count
 * and what Black needs to reach. */
static void
show_zi (Count         *self,
         const TgScore *s)
{
  g_autofree char *black = _tg_score_panel_zi_text (4 * (TgHalfPoints) s->black.area);
  g_autofree char *white = _tg_score_panel_zi_text (4 * (TgHalfPoints) s->white.area);
  g_autofree char *half = _tg_score_panel_zi_text (2 * s->baseline);
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
      g_autofree char *value = _tg_score_panel_zi_text (4 * (TgHalfPoints) s->dame);
      /* The liberties a seki shares are split as dame are, but a player
       * calls them by their own name (公气, not 单官). */
      const char *label = s->seki_points == 0 ? _("Dame")
                          : s->seki_points == s->dame ? _("Seki liberties")
                          : _("Dame and seki liberties");

      add_row (self, label, dame, value);
    }
  if (s->black.tax != 0 || s->white.tax != 0)
    {
      TgHalfPoints extra_groups = (TgHalfPoints) s->black.groups - (TgHalfPoints) s->white.groups;
      g_autofree char *tax = _tg_score_panel_zi_text (-4 * extra_groups);
      g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "Black %u group, White %u: 1 stone per extra group",
                                                              "Black %u groups, White %u: 1 stone per extra group",
                                                              s->black.groups),
                                                 s->black.groups, s->white.groups);

      /* Translators: the ancient group tax, 还棋头 */
      add_row (self, _("Group tax (还棋头)"), detail, tax);
    }
  /* Translators: the 归本数: half the points of the board */
  add_row (self, _("Baseline (归本数)"), _("half the board"), half);
  add_row (self, _("Komi"), _("for White, in stones"), komi);
  if (s->compensation != 0)
    {
      g_autofree char *comp = zi_and_points (s->compensation);
      add_row (self, _("Handicap compensation"), _("for White, in stones"), comp);
    }
}

static void
show_territory (Count         *self,
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
show_area (Count         *self,
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
show_totals (Count         *self,
             const TgScore *s)
{
  if (s->method == TG_SCORE_METHOD_ZI)
    {
      /* One unit: Black's count in 子 against what it must reach, the
       * baseline plus White's komi and compensation in 子. */
      self->black_total = _tg_score_panel_zi_text (2 * s->black_count);
      self->white_total = _tg_score_panel_zi_text (2 * s->baseline + s->komi + s->compensation);
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

void
_tg_score_panel_fill_count (AdwPreferencesGroup  *group,
                            GPtrArray            *rows,
                            const TgScore        *s,
                            char                **black_total,
                            char                **white_total)
{
  Count count = { group, rows, NULL, NULL };

  clear_rows (&count);
  if (s->method == TG_SCORE_METHOD_ZI)
    show_zi (&count, s);
  else if (s->method == TG_SCORE_METHOD_TERRITORY)
    show_territory (&count, s);
  else
    show_area (&count, s);
  show_totals (&count, s);
  *black_total = count.black_total;
  *white_total = count.white_total;
}
