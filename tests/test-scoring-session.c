/* test-scoring-session.c: counting sessions (what scoring mode runs on)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "tg-score-session.h"
#include "test-score-common.h"

#define PT(game, gtp) tg_test_point ((gtp), tg_game_get_width (game), tg_game_get_height (game))

/* RULES.md T4 with the dead stones drawn as live ones. */
static const char *t4 =
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". O O . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . X .\n"
  ". . . . X O . X .\n"
  ". . . . X O . . .\n";

static TgGame *
t4_game (TgRulesPreset preset)
{
  TgGame *game = tg_test_game_from_diagram (t4, preset, TG_BLACK);

  tg_game_set_komi (game, tg_rules_get_preset (preset)->komi);
  return game;
}

static void
test_session_toggle_and_count (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_CHINESE);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  const TgScore *s;
  guint changed = 0;

  g_signal_connect_swapped (session, "changed", G_CALLBACK (g_atomic_int_inc), &changed);

  /* Nothing dead yet: the stray stones spoil both territories. */
  s = tg_scoring_session_get_score (session);
  g_assert_cmpuint (s->black.stones, ==, 11);
  g_assert_cmpuint (s->white.stones, ==, 11);

  /* One click on B7 marks B7 and C7 (related chains) dead. */
  g_assert_true (tg_scoring_session_toggle_dead (session, PT (game, "B7")));
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_WHITE), ==, 2);
  g_assert_true (tg_scoring_session_toggle_dead (session, PT (game, "H3")));
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_BLACK), ==, 2);
  g_assert_false (tg_scoring_session_toggle_dead (session, PT (game, "A1")));
  g_assert_cmpuint (changed, ==, 2);

  s = tg_scoring_session_get_score (session);
  g_assert_cmpstr (s->result, ==, "B+1.5");
  g_assert_cmpuint (s->black.area, ==, 45);
  g_assert_cmpuint (s->white.area, ==, 36);
  g_assert_cmpint (s->margin, ==, 3);
  g_assert_nonnull (s->chinese_count);

  /* Switching rules recounts at once; Japanese with its own komi. */
  tg_scoring_session_set_rules (session, tg_rules_get_preset (TG_RULES_JAPANESE), TRUE);
  s = tg_scoring_session_get_score (session);
  g_assert_cmpint (tg_scoring_session_get_komi (session), ==, 13);
  g_assert_cmpstr (s->result, ==, "B+2.5");
  g_assert_cmpuint (s->black.territory, ==, 36);
  g_assert_cmpuint (s->black.prisoners, ==, 2);
  g_assert_cmpuint (s->white.territory, ==, 27);
  g_assert_cmpuint (s->white.prisoners, ==, 2);

  /* Toggling again brings the stones back to life. */
  g_assert_true (tg_scoring_session_toggle_dead (session, PT (game, "C7")));
  g_assert_cmpuint (tg_scoring_session_count_dead (session, TG_WHITE), ==, 0);
}

static void
test_session_compare_presets (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_CHINESE);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  struct { TgRulesPreset preset; const char *result; } expected[] = {
    { TG_RULES_CHINESE, "B+1.5" }, { TG_RULES_JAPANESE, "B+2.5" }, { TG_RULES_KOREAN, "B+2.5" },
    { TG_RULES_AGA, "B+1.5" }, { TG_RULES_NZ, "B+2" }, { TG_RULES_ING, "B+1" },
    { TG_RULES_ANCIENT, "B+9" },
    /* Tromp-Taylor counts the board as it stands: the marks change nothing. */
    { TG_RULES_TROMP_TAYLOR, "W+7.5" },
  };

  tg_scoring_session_toggle_dead (session, PT (game, "B7"));
  tg_scoring_session_toggle_dead (session, PT (game, "H3"));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(TgScore) s = tg_scoring_session_compute_for_preset (session, expected[i].preset);

      g_assert_cmpstr (s->result, ==, expected[i].result);
    }
}

static void
test_session_explain (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_JAPANESE);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  g_autofree char *dead = NULL, *terr = NULL, *alive = NULL;

  tg_scoring_session_toggle_dead (session, PT (game, "B7"));
  tg_scoring_session_toggle_dead (session, PT (game, "H3"));
  dead = tg_scoring_session_explain_point (session, PT (game, "B7"));
  terr = tg_scoring_session_explain_point (session, PT (game, "A1"));
  alive = tg_scoring_session_explain_point (session, PT (game, "E5"));
  g_assert_true (strstr (dead, "Dead white stone") != NULL);
  g_assert_true (strstr (dead, "prisoner") != NULL);
  g_assert_true (g_str_has_prefix (terr, "Black territory"));
  g_assert_true (g_str_has_prefix (alive, "Black stone, alive"));
  g_assert_null (tg_scoring_session_explain_point (session, TG_PASS));
}

/* Ancient Chinese counts in 子 too, so the breakdown written into the
 * game carries the 子 line. T4 with B7 and H3 dead, by hand: Black owns
 * columns A-E (45 points), White F-J (36); one group each, so no group
 * tax, no komi. Half the board is 40½ 子: Black's 45 子 wins by 4½ 子
 * (9 points, B+9). */
static void
test_session_breakdown_ancient (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_ANCIENT);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  g_autofree char *text = NULL;

  tg_scoring_session_toggle_dead (session, PT (game, "B7"));
  tg_scoring_session_toggle_dead (session, PT (game, "H3"));
  text = tg_scoring_session_format_breakdown (session);
  g_assert_true (g_str_has_prefix (strstr (text, "B+9"), "B+9 (Ancient Chinese)"));
  g_assert_true (g_str_has_suffix (text, "\n黑 45 子，胜 4½ 子"));

  /* Japanese quotes no 子 count. */
  tg_scoring_session_set_rules (session, tg_rules_get_preset (TG_RULES_JAPANESE), TRUE);
  g_clear_pointer (&text, g_free);
  text = tg_scoring_session_format_breakdown (session);
  g_assert_null (strstr (text, "子"));
}

/* The breakdown written into the record takes the singular where a count
 * is one. By hand: (1) one dead white stone at B2 inside Black's columns
 * A-B: Japanese, Black 10 territory + 1 prisoner = 11, White 5 + 0 + 6.5
 * komi = 11.5, W+0.5. (2) a single black stone on an empty 5x5 board:
 * Chinese, Black 1 stone + 24 territory = 25. (3) RULES.md T6 under
 * Japanese rules: one shared point, E9. */
static void
test_session_breakdown_plurals (void)
{
  static const char *one_dead =
    ". . X O .\n"
    ". . X O .\n"
    ". . X O .\n"
    ". O X O .\n"
    ". . X O .\n";
  static const char *one_stone =
    ". . . . .\n"
    ". . . . .\n"
    ". . X . .\n"
    ". . . . .\n"
    ". . . . .\n";
  g_autoptr(TgGame) dead_game = tg_test_game_from_diagram (one_dead, TG_RULES_JAPANESE, TG_BLACK);
  g_autoptr(TgGame) stone_game = tg_test_game_from_diagram (one_stone, TG_RULES_CHINESE, TG_WHITE);
  g_autoptr(TgGame) seki_game = tg_test_game_from_diagram (t6_diagram, TG_RULES_JAPANESE, TG_BLACK);
  g_autoptr(TgScoringSession) dead_session = NULL;
  g_autoptr(TgScoringSession) stone_session = NULL;
  g_autoptr(TgScoringSession) seki_session = NULL;
  g_autofree char *dead_text = NULL, *stone_text = NULL, *seki_text = NULL;

  tg_game_set_komi (dead_game, 13);
  dead_session = tg_scoring_session_new (dead_game);
  g_assert_true (tg_scoring_session_toggle_dead (dead_session, PT (dead_game, "B2")));
  dead_text = tg_scoring_session_format_breakdown (dead_session);
  g_assert_nonnull (strstr (dead_text, "W+0.5 (Japanese)\n"));
  g_assert_nonnull (strstr (dead_text, "\nBlack: 10 territory + 1 prisoner → 11\n"));
  g_assert_nonnull (strstr (dead_text, "\nWhite: 5 territory + 0 prisoners + 6.5 komi → 11.5"));

  tg_game_set_komi (stone_game, 0);
  stone_session = tg_scoring_session_new (stone_game);
  stone_text = tg_scoring_session_format_breakdown (stone_session);
  g_assert_nonnull (strstr (stone_text, "\nBlack: 1 stone + 24 territory = 25\n"));
  g_assert_nonnull (strstr (stone_text, "\nWhite: 0 stones + 0 territory = 0\n"));

  seki_session = tg_scoring_session_new (seki_game);
  seki_text = tg_scoring_session_format_breakdown (seki_session);
  g_assert_nonnull (strstr (seki_text, "\nSeki: 1 shared point"));
  g_assert_null (strstr (seki_text, "shared points"));
}

/* Under area rules a dame is split under Chinese and Ing rules, nobody's
 * under the others (RULES.md §1b, Seki row): column C touches both walls.
 * (Territory rules call it unsettled: it must be filled.) */
/* The rules' name in the breakdown written into the record is the one
 * the UI shows, translated: with a catalogue that says 日本规则 for the
 * Japanese rules and puts the name in full-width parentheses, T4 with B7
 * and H3 dead (B+2.5 by Japanese rules, as test_session_commit counts)
 * starts "Tengen: B+2.5（日本规则）", not "(Japanese)". */
static void
test_session_breakdown_translated (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_JAPANESE);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tengen-breakdown-XXXXXX", &error);
  g_autofree char *language = g_build_filename (dir, "xx", NULL);
  g_autofree char *messages = g_build_filename (language, "LC_MESSAGES", NULL);
  g_autofree char *po = g_build_filename (dir, "tengen.po", NULL);
  g_autofree char *mo = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *command = NULL;
  g_autofree char *text = NULL;
  gint status = -1;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_file_set_contents (po,
    "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
    "msgctxt \"rules\"\nmsgid \"Japanese\"\nmsgstr \"日本规则\"\n\n"
    "msgid \"%s %s (%s)\"\nmsgstr \"%s %s（%s）\"\n", -1, &error));
  command = g_strdup_printf ("msgfmt -o '%s' '%s'", mo, po);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);

  tg_scoring_session_toggle_dead (session, PT (game, "B7"));
  tg_scoring_session_toggle_dead (session, PT (game, "H3"));
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", "xx", TRUE);
  setlocale (LC_MESSAGES, "C.UTF-8");
  text = tg_scoring_session_format_breakdown (session);
  g_setenv ("LANGUAGE", "C", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  g_unlink (mo);
  g_rmdir (messages);
  g_rmdir (language);
  g_unlink (po);
  g_rmdir (dir);

  g_assert_true (g_str_has_prefix (text, "Tengen: B+2.5（日本规则）\n"));
  g_assert_null (strstr (text, "Japanese"));
}

static void
test_session_explain_dame (void)
{
  static const char *walls =
    ". X . O .\n"
    ". X . O .\n"
    ". X . O .\n"
    ". X . O .\n"
    ". X . O .\n";
  static const struct { TgRulesPreset preset; gboolean split; } cases[] = {
    { TG_RULES_CHINESE, TRUE }, { TG_RULES_ING, TRUE }, { TG_RULES_AGA, FALSE },
    { TG_RULES_NZ, FALSE }, { TG_RULES_ANCIENT, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgGame) game = tg_test_game_from_diagram (walls, cases[i].preset, TG_BLACK);
      g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
      g_autofree char *text = tg_scoring_session_explain_point (session, PT (game, "C3"));

      g_assert_true (g_str_has_prefix (text, "Dame: it reaches both colours"));
      g_assert_cmpint (strstr (text, "each side gets half") != NULL, ==, cases[i].split);
    }
}

static void
test_session_commit (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_JAPANESE);
  g_autoptr(TgScoringSession) session = NULL;
  g_autoptr(GError) error = NULL;
  TgGameTree *tree = tg_game_get_tree (game);
  TgNode root = tg_game_get_root (game);
  g_autofree const char **tb = NULL;
  g_autofree const char **tw = NULL;
  g_autofree char *comment = NULL;
  guint n_tb = 0, n_tw = 0;

  tg_test_play_sequence (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_SCORING);
  session = tg_scoring_session_new (game);
  tg_scoring_session_toggle_dead (session, PT (game, "B7"));
  tg_scoring_session_toggle_dead (session, PT (game, "H3"));
  tg_game_set_comment (game, "A quiet endgame.");

  g_assert_true (tg_scoring_session_commit (session, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "RE"), ==, "B+2.5");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);

  tb = tg_game_tree_get_values (tree, tg_scoring_session_get_node (session), "TB", &n_tb);
  tw = tg_game_tree_get_values (tree, tg_scoring_session_get_node (session), "TW", &n_tw);
  /* Black territory 36 (dead white stones' points included); White 27. */
  g_assert_cmpuint (n_tb, ==, 36);
  g_assert_cmpuint (n_tw, ==, 27);
  comment = tg_game_get_comment (game);
  g_assert_true (g_str_has_prefix (comment, "A quiet endgame.\n\nTengen: B+2.5"));

  /* Counting again replaces the breakdown instead of adding another. */
  tg_scoring_session_set_rules (session, tg_rules_get_preset (TG_RULES_CHINESE), TRUE);
  g_assert_false (tg_scoring_session_commit (session, FALSE, &error));
  g_assert_error (error, TG_SCORING_SESSION_ERROR, TG_SCORING_SESSION_ERROR_RESULT_EXISTS);
  g_clear_error (&error);
  g_assert_true (tg_scoring_session_commit (session, TRUE, &error));
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "RE"), ==, "B+1.5");
  g_clear_pointer (&comment, g_free);
  comment = tg_game_get_comment (game);
  g_assert_true (g_str_has_prefix (comment, "A quiet endgame.\n\nTengen: B+1.5"));
  g_assert_null (strstr (comment, "B+2.5"));
}

static void
test_session_seki_marks (void)
{
  /* Two shared liberties at D9 and D8 (RULES.md T5). */
  g_autoptr(TgGame) game = tg_test_game_from_diagram (
    ". O X . O X . . .\n"
    ". O X . O X . . .\n"
    ". O X X O X . . .\n"
    ". O O O X X . . .\n"
    ". . . O X . . . .\n"
    ". . . O X . . . .\n"
    ". . . O X . . . .\n"
    ". . . O X . . . .\n"
    ". . . O X . . . .\n", TG_RULES_JAPANESE, TG_BLACK);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  const TgScore *s = tg_scoring_session_get_score (session);

  /* The core finds this seki by itself. */
  g_assert_cmpuint (s->seki_points, ==, 2);
  g_assert_true (s->seki[PT (game, "D9")]);
  /* Marking by hand toggles the user mark on the region. */
  g_assert_true (tg_scoring_session_toggle_seki (session, PT (game, "D9")));
  g_assert_true (tg_scoring_session_get_seki_marks (session)[PT (game, "D8")]);
  g_assert_true (tg_scoring_session_get_seki_marks (session)[PT (game, "C9")]);
  g_assert_true (tg_scoring_session_toggle_seki (session, PT (game, "D9")));
  g_assert_false (tg_scoring_session_get_seki_marks (session)[PT (game, "D8")]);
}

static void
propose_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (tg_scoring_session_propose_finish (TG_SCORING_SESSION (object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
test_session_propose (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_CHINESE);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  gboolean done = FALSE;
  const guint8 *dead;

  tg_scoring_session_propose_async (session, 1, NULL, propose_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);

  dead = tg_scoring_session_get_dead (session);
  g_assert_true (dead[PT (game, "B7")] && dead[PT (game, "C7")]);
  g_assert_true (dead[PT (game, "H3")] && dead[PT (game, "H2")]);
  g_assert_false (dead[PT (game, "E5")] || dead[PT (game, "F5")]);
  g_assert_cmpstr (tg_scoring_session_get_score (session)->result, ==, "B+1.5");
}

/* Opened again, a counted game starts from the count its record keeps
 * (TB/TW), not from a new proposal. T4 with only White's B7-C7 marked
 * dead, Black's H3-H2 left standing (as if the players agreed so): Black
 * has columns A-E, 45 points, and H3-H2, 47; White's area is the F
 * column only, 9 (the empty points right of it touch H3-H2); komi 7.5:
 * B+30.5, where the proposal gives B+1.5. */
static void
test_session_record_marking (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_CHINESE);
  g_autoptr(TgScoringSession) first = tg_scoring_session_new (game);
  g_autoptr(TgScoringSession) again = NULL;
  g_autoptr(GError) error = NULL;
  const guint8 *dead;

  g_assert_false (tg_scoring_session_use_record_marking (first));
  g_assert_true (tg_scoring_session_toggle_dead (first, PT (game, "B7")));
  g_assert_cmpstr (tg_scoring_session_get_score (first)->result, ==, "B+30.5");
  g_assert_true (tg_scoring_session_commit (first, FALSE, &error));
  g_assert_no_error (error);

  again = tg_scoring_session_new (game);
  g_assert_true (tg_scoring_session_use_record_marking (again));
  dead = tg_scoring_session_get_dead (again);
  g_assert_true (dead[PT (game, "B7")] && dead[PT (game, "C7")]);
  g_assert_false (dead[PT (game, "H3")] || dead[PT (game, "H2")]);
  g_assert_cmpuint (tg_scoring_session_count_dead (again, TG_WHITE), ==, 2);
  g_assert_cmpuint (tg_scoring_session_count_dead (again, TG_BLACK), ==, 0);
  g_assert_cmpstr (tg_scoring_session_get_score (again)->result, ==, "B+30.5");
}

/* The count written into the record adds up under area counting: the 25
 * points right of F that touch both H3-H2 and White's wall are shared,
 * 12.5 to each side. Black 11 stones + 36 territory = 47, + 12.5 =
 * 59.5; White 9 stones = 9, + 12.5 + 7.5 komi = 29; B+30.5. */
static void
test_session_breakdown_shared_points (void)
{
  g_autoptr(TgGame) game = t4_game (TG_RULES_CHINESE);
  g_autoptr(TgScoringSession) session = tg_scoring_session_new (game);
  g_autofree char *text = NULL;

  g_assert_true (tg_scoring_session_toggle_dead (session, PT (game, "B7")));
  text = tg_scoring_session_format_breakdown (session);
  g_assert_nonnull (strstr (text, "\nBlack: 11 stones + 36 territory = 47 + 12.5 (half of 25 shared "
                                  "points) → 59.5\n"));
  g_assert_nonnull (strstr (text, "\nWhite: 9 stones + 0 territory = 9 + 12.5 (half of 25 shared "
                                  "points) + 7.5 komi → 29\n"));
}

/* An empty board has nothing to count: the session says so instead of
 * W+7.5 from 81 shared points; one stone is something to count. */
static void
test_session_can_count (void)
{
  static const char *empty =
    ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
    ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
    ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n";
  static const char *one =
    ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
    ". . . . . . . . .\n. . . . O . . . .\n. . . . . . . . .\n"
    ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n";
  g_autoptr(TgGame) empty_game = tg_test_game_from_diagram (empty, TG_RULES_CHINESE, TG_BLACK);
  g_autoptr(TgGame) one_game = tg_test_game_from_diagram (one, TG_RULES_CHINESE, TG_BLACK);
  g_autofree char *why = NULL;
  char *none = NULL;

  g_assert_false (tg_scoring_session_can_count (empty_game, &why));
  g_assert_cmpstr (why, ==, "Nothing to count yet: there is no stone on the board");
  g_assert_true (tg_scoring_session_can_count (one_game, &none));
  g_assert_null (none);
}

/* Black's wall on C, White's on E, the D file between them; the black
 * stone D5 is in atari (its last liberty C5): a point to play before the
 * count. Under Chinese rules the note on such points says what the Dame
 * row and the point info say, half to each side; under AGA (area counting
 * that does not split them) they count for nobody. */
static void
test_session_unsettled_words (void)
{
  static const char *walls =
    ". . X . O . . . .\n. . X . O . . . .\n. . X . O . . . .\n"
    ". . X O O . . . .\n. . . X O . . . .\n. . X O O . . . .\n"
    ". . X . O . . . .\n. . X . O . . . .\n. . X . O . . . .\n";
  g_autoptr(TgGame) chinese = tg_test_game_from_diagram (walls, TG_RULES_CHINESE, TG_BLACK);
  g_autoptr(TgGame) aga = tg_test_game_from_diagram (walls, TG_RULES_AGA, TG_BLACK);
  g_autoptr(TgScoringSession) cn = tg_scoring_session_new (chinese);
  g_autoptr(TgScoringSession) us = tg_scoring_session_new (aga);
  g_autofree char *cn_text = tg_scoring_session_describe_unsettled (cn);
  g_autofree char *us_text = tg_scoring_session_describe_unsettled (us);
  g_autofree char *cn_point = tg_scoring_session_explain_point (cn, tg_point (3, 0));

  g_assert_nonnull (cn_text);
  g_assert_nonnull (us_text);
  g_assert_nonnull (strstr (cn_point, "half"));
  g_assert_nonnull (strstr (cn_text, "a point between both is shared, half to each side."));
  g_assert_null (strstr (cn_text, "counts for nobody"));
  g_assert_nonnull (strstr (us_text, "a point between both counts for nobody"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scoring-session/toggle-and-count", test_session_toggle_and_count);
  g_test_add_func ("/scoring-session/can-count", test_session_can_count);
  g_test_add_func ("/scoring-session/unsettled-words", test_session_unsettled_words);
  g_test_add_func ("/scoring-session/compare-presets", test_session_compare_presets);
  g_test_add_func ("/scoring-session/explain", test_session_explain);
  g_test_add_func ("/scoring-session/breakdown-ancient", test_session_breakdown_ancient);
  g_test_add_func ("/scoring-session/breakdown-plurals", test_session_breakdown_plurals);
  g_test_add_func ("/scoring-session/breakdown-translated", test_session_breakdown_translated);
  g_test_add_func ("/scoring-session/explain-dame", test_session_explain_dame);
  g_test_add_func ("/scoring-session/commit", test_session_commit);
  g_test_add_func ("/scoring-session/seki-marks", test_session_seki_marks);
  g_test_add_func ("/scoring-session/propose", test_session_propose);
  g_test_add_func ("/scoring-session/record-marking", test_session_record_marking);
  g_test_add_func ("/scoring-session/breakdown-shared-points", test_session_breakdown_shared_points);
  return g_test_run ();
}
