/* tg-scoring-record.c: what a counting session says and writes
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The explanation of a point for the UI, the breakdown comment, and Done:
 * RE[], TB[]/TW[] and the comment written through the TgGame.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-score-session.h"

/* Marks the start of the comment block Done writes, so counting again
 * replaces it instead of piling up. */
#define BREAKDOWN_MARK "Tengen:"

char *
tg_scoring_session_explain_point (TgScoringSession *self,
                          TgPoint    point)
{
  const TgBoard *b = tg_scoring_session_get_board (self);
  const TgScore *s = tg_scoring_session_get_score (self);
  const TgRules *rules = tg_scoring_session_get_rules (self);
  TgColor color;
  gboolean territory_rules = rules->scoring == TG_SCORING_TERRITORY;

  if (!tg_board_contains (b, point))
    return NULL;

  color = tg_board_get (b, point);
  if (color != TG_EMPTY && tg_scoring_session_get_dead (self)[point] && rules->remove_dead)
    {
      if (color == TG_BLACK)
        return g_strdup (territory_rules
          ? _("Dead black stone: White takes it as a prisoner, and its point is White’s territory")
          : _("Dead black stone: it is removed, and its point counts for White"));
      return g_strdup (territory_rules
        ? _("Dead white stone: Black takes it as a prisoner, and its point is Black’s territory")
        : _("Dead white stone: it is removed, and its point counts for Black"));
    }
  if (color != TG_EMPTY)
    {
      if (s->seki[point])
        return g_strdup (color == TG_BLACK ? _("Black stone, alive in seki")
                                           : _("White stone, alive in seki"));
      if (territory_rules)
        return g_strdup (color == TG_BLACK ? _("Black stone, alive: stones are not counted under territory rules")
                                           : _("White stone, alive: stones are not counted under territory rules"));
      return g_strdup (color == TG_BLACK ? _("Black stone, alive: it counts for Black")
                                         : _("White stone, alive: it counts for White"));
    }

  switch (s->unsettled[point])
    {
    case TG_SCORE_UNSETTLED_KO:
      return g_strdup (_("Unsettled: an open ko; it must be filled or taken before counting"));
    case TG_SCORE_UNSETTLED_ATARI:
      return g_strdup (_("Unsettled: the last liberty of a chain in atari; it must be connected before counting"));
    case TG_SCORE_UNSETTLED_BOUNDARY:
      return g_strdup (_("Unsettled: a dame between both colours; it must be filled before counting"));
    case TG_SCORE_UNSETTLED_TEIRE:
      return g_strdup (_("Unsettled: once the dame are filled a chain here would be in atari; its owner must connect here, so it is nobody’s territory"));
    case TG_SCORE_UNSETTLED_OPEN:
      return g_strdup (_("Unsettled: an open boundary; the game is not over here"));
    default:
      break;
    }

  switch (s->owner[point])
    {
    case TG_SCORE_OWNER_BLACK:
      return g_strdup (territory_rules ? _("Black territory: it reaches only black stones")
                                       : _("Black area: it reaches only black stones"));
    case TG_SCORE_OWNER_WHITE:
      return g_strdup (territory_rules ? _("White territory: it reaches only white stones")
                                       : _("White area: it reaches only white stones"));
    case TG_SCORE_OWNER_SEKI:
      return g_strdup (_("Seki: a point of a seki, which these rules count for nobody"));
    case TG_SCORE_OWNER_DAME:
      return g_strdup (tg_rules_splits_dame (rules)
        ? _("Dame: it reaches both colours; in the count each side gets half of it")
        : _("Dame: it reaches both colours and counts for nobody"));
    default:
      return g_strdup (_("This point counts for nobody"));
    }
}

/* "E5, F5, G6": the points of @score with @reason, GTP form. */
static char *
points_with (const TgBoard    *b,
             const TgScore    *score,
             TgScoreUnsettled  reason,
             gboolean          seki,
             guint            *n_out)
{
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char buf[TG_POINT_GTP_SIZE];
        gboolean hit = seki ? (score->seki[p] && tg_board_get (b, p) == TG_EMPTY)
                            : score->unsettled[p] == reason;

        if (!hit)
          continue;
        if (n++ > 0)
          g_string_append (out, ", ");
        g_string_append (out, tg_point_to_gtp (p, b->height, buf));
      }
  *n_out = n;
  return g_string_free (out, n == 0);
}

/* One line per dame whose fill by one side would force the other's
 * connection: the side it threatens fills it himself (docs/counting.md,
 * "A dame fill that would force a connection"). */
static void
append_dame_threats (GString       *out,
                     const TgBoard *b,
                     const TgScore *s)
{
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        char dame[TG_POINT_GTP_SIZE], connection[TG_POINT_GTP_SIZE];

        if (s->dame_filler[p] == TG_EMPTY || s->dame_threat[p] == TG_NO_POINT ||
            s->unsettled[p] == TG_SCORE_SETTLED)
          continue;
        tg_point_to_gtp (p, b->height, dame);
        tg_point_to_gtp (s->dame_threat[p], b->height, connection);
        if (s->dame_filler[p] == TG_BLACK)
          /* Translators: the first %s is a dame such as "A3", the second
           * the point where Black would otherwise have to connect */
          g_string_append_printf (out, _("Fill the dame at %s with Black: a white stone there would force Black to connect at %s"),
                                  dame, connection);
        else
          /* Translators: the first %s is a dame such as "A3", the second
           * the point where White would otherwise have to connect */
          g_string_append_printf (out, _("Fill the dame at %s with White: a black stone there would force White to connect at %s"),
                                  dame, connection);
        g_string_append_c (out, '\n');
      }
}

char *
tg_scoring_session_describe_unsettled (TgScoringSession *self)
{
  const TgBoard *b = tg_scoring_session_get_board (self);
  const TgScore *s = tg_scoring_session_get_score (self);
  GString *out;
  static const struct
  {
    TgScoreUnsettled reason;
    const char *text;
  } tasks[] = {
    /* Translators: %s lists points such as "E5, F5" */
    { TG_SCORE_UNSETTLED_KO, N_("Resolve the ko at %s (take it or connect)") },
    { TG_SCORE_UNSETTLED_ATARI, N_("Connect at %s (a chain in atari)") },
    { TG_SCORE_UNSETTLED_TEIRE, N_("Connect at %s once the dame are filled (teire)") },
    { TG_SCORE_UNSETTLED_BOUNDARY, N_("Fill the dame at %s") },
    { TG_SCORE_UNSETTLED_OPEN, N_("Close the boundary at %s: the game is not over there") },
  };

  if (s->n_unsettled == 0)
    return NULL;

  out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (tasks); i++)
    {
      guint n;
      g_autofree char *list = points_with (b, s, tasks[i].reason, FALSE, &n);

      if (list == NULL)
        continue;
      if (n > 12)
        {
          g_free (list);
          list = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", n), n);
        }
      g_string_append_printf (out, _(tasks[i].text), list);
      g_string_append_c (out, '\n');
    }
  append_dame_threats (out, b, s);
  /* The same words as the Dame row and the point info under these rules:
   * split where they split, nobody's where they are not. */
  if (!tg_rules_counts_unsettled (&s->rules))
    g_string_append (out, _("These rules count such points for nobody: they must be filled before the game is over, so none of them is territory."));
  else if (tg_rules_splits_dame (&s->rules))
    g_string_append (out, _("These rules count such points as the board stands: a point that reaches one colour is that colour’s, a point between both is shared, half to each side."));
  else
    g_string_append (out, _("These rules count such points as the board stands: a point that reaches one colour is that colour’s, a point between both counts for nobody (Chinese and Ing rules split it)."));
  return g_string_free (out, FALSE);
}

char *
tg_scoring_session_describe_excluded (TgScoringSession *self)
{
  const TgBoard *b = tg_scoring_session_get_board (self);
  const TgScore *s = tg_scoring_session_get_score (self);
  GString *out;
  guint n_seki, n_teire, n_atari;
  g_autofree char *seki = NULL, *teire = NULL, *atari = NULL;

  if (s->rules.scoring != TG_SCORING_TERRITORY)
    return NULL;

  seki = points_with (b, s, 0, TRUE, &n_seki);
  teire = points_with (b, s, TG_SCORE_UNSETTLED_TEIRE, FALSE, &n_teire);
  atari = points_with (b, s, TG_SCORE_UNSETTLED_ATARI, FALSE, &n_atari);
  if (seki == NULL && teire == NULL && atari == NULL && s->dame == 0)
    return NULL;

  out = g_string_new (NULL);
  if (seki != NULL)
    {
      /* Translators: %s lists points such as "D9, D8" */
      g_string_append_printf (out, _("Seki at %s: eyes and shared points in seki are not territory"), seki);
      g_string_append_c (out, '\n');
    }
  if (teire != NULL)
    {
      g_string_append_printf (out, _("Teire at %s: a connection the owner must make is not territory"), teire);
      g_string_append_c (out, '\n');
    }
  if (atari != NULL)
    {
      g_string_append_printf (out, _("Connection at %s: a chain in atari must be connected, so the point is not territory"), atari);
      g_string_append_c (out, '\n');
    }
  if (s->dame > 0)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "%u point counts for nobody (dame, seki, or still to be filled)",
                                              "%u points count for nobody (dame, seki, or still to be filled)",
                                              s->dame), s->dame);
  if (out->len > 0 && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* Chinese and Ing counting split the points nobody owns: the side's half
 * is whatever its total holds beyond its area, komi, tax and penalty, so
 * that the line adds up. */
static void
append_shared_points (GString           *out,
                      const TgScoreSide *side,
                      const TgScore     *score,
                      gboolean           white)
{
  TgHalfPoints share = side->total + side->tax + side->penalty -
                       2 * (TgHalfPoints) side->area -
                       (white ? score->komi + score->compensation : 0);
  g_autofree char *half = NULL;

  if (share == 0)
    return;
  half = tg_half_points_to_string (share);
  /* Translators: under Chinese counting, the half of the points nobody
   * owns (dame) that each side gets, "+ 12.5 (half of 25 shared points)";
   * the plural follows the shared points */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, " + %s (half of %u shared point)",
                                            " + %s (half of %u shared points)", score->dame),
                          half, score->dame);
}

static void
append_side (GString           *out,
             const char        *name,
             const TgScoreSide *side,
             const TgScore     *score,
             gboolean           white)
{
  g_autofree char *total = tg_half_points_to_string (side->total);

  if (score->rules.scoring == TG_SCORING_TERRITORY)
    {
      /* Translators: "Black: 36 territory + 1 prisoner"; the plural follows
       * the prisoners, territory is a number of points */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s: %u territory + %u prisoner",
                                                "%s: %u territory + %u prisoners", side->prisoners),
                              name, side->territory, side->prisoners);
    }
  else
    {
      /* Translators: "Black: 41 stones + 4 territory = 45"; the plural
       * follows the stones, territory is a number of points */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s: %u stone + %u territory = %u",
                                                "%s: %u stones + %u territory = %u", side->stones),
                              name, side->stones, side->territory, side->area);
      append_shared_points (out, side, score, white);
      if (side->pass_stones > 0 && score->rules.pass_stones)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, " (territory count: %u pass stone)",
                                                  " (territory count: %u pass stones)",
                                                  side->pass_stones),
                                side->pass_stones);
    }
  if (side->tax != 0)
    {
      g_autofree char *tax = tg_half_points_to_string (side->tax);
      g_string_append_printf (out, _(" − %s group tax"), tax);
    }
  if (side->penalty != 0)
    {
      g_autofree char *penalty = tg_half_points_to_string (side->penalty);
      g_string_append_printf (out, _(" − %s overtime penalty"), penalty);
    }
  if (white && score->komi != 0)
    {
      g_autofree char *komi = tg_half_points_to_string (score->komi);
      g_string_append_printf (out, _(" + %s komi"), komi);
    }
  if (white && score->compensation != 0)
    {
      g_autofree char *comp = tg_half_points_to_string (score->compensation);
      g_string_append_printf (out, _(" + %s handicap compensation"), comp);
    }
  /* An area that is already the total ("= 45") is not repeated. */
  if (score->rules.scoring == TG_SCORING_TERRITORY || side->total != 2 * (TgHalfPoints) side->area)
    g_string_append_printf (out, _(" → %s"), total);
  g_string_append_c (out, '\n');
}

char *
tg_scoring_session_format_breakdown (TgScoringSession *self)
{
  const TgScore *s = tg_scoring_session_get_score (self);
  GString *out = g_string_new (NULL);

  /* Translators: the first line of the count written into the record:
   * the mark "Tengen:" (keep it), the result as SGF writes it and the
   * rules' name, "Tengen: B+2.5 (Japanese)"; in Chinese with full-width
   * parentheses and no spaces inside: "%s %s（%s）" */
  g_string_append_printf (out, _("%s %s (%s)"), BREAKDOWN_MARK, s->result,
                          /* The name as the UI shows it (日本规则). */
                          g_dpgettext2 (GETTEXT_PACKAGE, "rules",
                                        tg_rules_preset_get_name (s->rules.preset)));
  g_string_append_c (out, '\n');
  append_side (out, _("Black"), &s->black, s, FALSE);
  append_side (out, _("White"), &s->white, s, TRUE);
  if (s->seki_points > 0)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Seki: %u shared point\n",
                                              "Seki: %u shared points\n", s->seki_points),
                            s->seki_points);
  if (s->chinese_count != NULL && tg_rules_counts_in_zi (&s->rules))
    {
      g_autofree char *count = tg_score_describe_count (s);

      g_string_append_printf (out, "%s\n", count);
    }
  if (out->len > 0 && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* The comment with any earlier breakdown block removed. */
static char *
comment_without_breakdown (const char *comment)
{
  const char *mark;
  g_autofree char *kept = NULL;

  if (comment == NULL)
    return g_strdup ("");
  mark = strstr (comment, BREAKDOWN_MARK);
  if (mark == NULL || (mark != comment && mark[-1] != '\n'))
    return g_strdup (comment);
  kept = g_strndup (comment, mark - comment);
  return g_strchomp (g_steal_pointer (&kept));
}

static void
set_points (TgGame       *game,
            const char   *id,
            GPtrArray    *values)
{
  tg_game_set_node_values (game, id, (const char *const *) values->pdata, values->len);
}

gboolean
tg_scoring_session_commit (TgScoringSession  *self,
                   gboolean    replace,
                   GError    **error)
{
  TgGame *game = tg_scoring_session_get_game (self);
  TgGameTree *tree = tg_game_get_tree (game);
  const TgScore *s = tg_scoring_session_get_score (self);
  const TgBoard *b = tg_scoring_session_get_board (self);
  const guint8 *dead = tg_scoring_session_get_dead (self);
  TgNode node = tg_scoring_session_get_node (self);
  const char *old_result;
  g_autoptr(GPtrArray) tb = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) tw = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *old_comment = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *breakdown = NULL;
  g_autofree char *comment = NULL;

  if (!tg_game_tree_contains (tree, node))
    {
      g_set_error_literal (error, TG_SCORING_SESSION_ERROR, TG_SCORING_SESSION_ERROR_CHANGED,
                           _("The counted position is no longer in the record"));
      return FALSE;
    }

  old_result = tg_game_tree_get_value (tree, tg_game_get_root (game), "RE");
  if (!replace && old_result != NULL && old_result[0] != '\0' &&
      g_strcmp0 (old_result, s->result) != 0)
    {
      g_set_error (error, TG_SCORING_SESSION_ERROR, TG_SCORING_SESSION_ERROR_RESULT_EXISTS,
                   _("The record already gives the result %s"), old_result);
      return FALSE;
    }

  /* TB/TW: the points each side owns that are not its own live stones
   * (empty territory and the points of dead stones). */
  for (guint y = 0; y < b->height; y++)
    for (guint x = 0; x < b->width; x++)
      {
        TgPoint p = tg_point (x, y);
        TgColor c = tg_board_get (b, p);
        char buf[3];

        if (c != TG_EMPTY && !(dead[p] && s->rules.remove_dead))
          continue;
        if (s->owner[p] == TG_SCORE_OWNER_BLACK)
          g_ptr_array_add (tb, g_strdup (tg_point_to_sgf (p, buf)));
        else if (s->owner[p] == TG_SCORE_OWNER_WHITE)
          g_ptr_array_add (tw, g_strdup (tg_point_to_sgf (p, buf)));
      }

  if (tg_game_get_current_node (game) != node)
    tg_game_go_to (game, node);

  set_points (game, "TB", tb);
  set_points (game, "TW", tw);

  old_comment = tg_game_get_comment (game);
  kept = comment_without_breakdown (old_comment);
  breakdown = tg_scoring_session_format_breakdown (self);
  comment = kept[0] ? g_strconcat (kept, "\n\n", breakdown, NULL) : g_strdup (breakdown);
  tg_game_set_comment (game, comment);

  tg_game_set_result (game, s->result);
  return TRUE;
}
