/* test-ui-dialogs.c: the New Game dialog, its clock choice and the nigiri
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs are driven through their widgets (found by name) and
 * actions, as a user drives them. Needs a display (xvfb-run); skips
 * without one.
 */

#include "config.h"

#include "tg-board-view.h"
#include "tg-new-game-dialog.h"
#include "tg-nigiri-dialog.h"

#include "test-ui-dialogs-common.h"

/* New game ---------------------------------------------------------------- */

static void
test_new_game_even_chinese (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  /* The defaults: 19×19 Chinese, komi 7.5 (3¾ 子). */
  g_assert_cmpfloat (get_spin (w, "width-spin"), ==, 19);
  g_assert_cmpfloat (get_spin (w, "height-spin"), ==, 19);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 7.5);
  g_assert_cmpfloat (get_spin (w, "handicap-spin"), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "rules-row"))), ==,
                    TG_RULES_CHINESE);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_named (w, "komi-row"))), ==,
                   "3¾ stones in Chinese counting");

  set_text (w, "first-name", "Ke Jie");
  set_text (w, "first-rank", "9p");
  set_text (w, "second-name", "Shin Jinseo");
  set_text (w, "second-rank", "9p");
  activate_default (dialog);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 19);
  g_assert_cmpuint (tg_game_get_height (game), ==, 19);
  g_assert_cmpint (tg_game_get_komi (game), ==, 15);
  g_assert_cmpint (tg_game_get_rules (game)->preset, ==, TG_RULES_CHINESE);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 0);
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
  assert_info (game, "RU", "Chinese");
  assert_info (game, "KM", "7.5");
  assert_info (game, "SZ", "19");
  assert_info (game, "HA", NULL);
  assert_info (game, "AB", NULL);
  assert_info (game, "PL", NULL);
  assert_info (game, "PB", "Ke Jie");
  assert_info (game, "BR", "9p");
  assert_info (game, "PW", "Shin Jinseo");
  assert_info (game, "WR", "9p");

  /* The choices are remembered. */
  {
    g_autofree char *black = g_settings_get_string (settings, "black-name");
    g_autofree char *white = g_settings_get_string (settings, "white-name");
    g_autofree char *rules = g_settings_get_string (settings, "default-rules");

    g_assert_cmpstr (black, ==, "Ke Jie");
    g_assert_cmpstr (white, ==, "Shin Jinseo");
    g_assert_cmpstr (rules, ==, "chinese");
    g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, -1000);
  }
}

static const char *
get_text (GtkWidget  *root,
          const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (find_named (root, name)));
}

/* GNU Go in White's seat writes "GNU Go" into the name row; Human again
 * brings back the person's name, and a game against GNU Go leaves the
 * remembered names as people typed them, so that a later game between
 * two people does not name White "GNU Go"; the next dialog seats GNU Go
 * again, and a game between people forgets it. */
static void
test_new_game_engine_name_not_kept (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgGame) next = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no /usr/games/gnugo");
      return;
    }
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_text (w, "first-name", "Ke Jie");
  set_text (w, "second-name", "Shin Jinseo");
  set_combo (w, "second-player", 1);              /* GNU Go */
  g_assert_cmpstr (get_text (w, "second-name"), ==, "GNU Go");
  set_combo (w, "second-player", 0);              /* Human */
  g_assert_cmpstr (get_text (w, "second-name"), ==, "Shin Jinseo");
  set_combo (w, "second-player", 1);
  activate_default (dialog);

  g_assert_nonnull (game);
  assert_info (game, "PB", "Ke Jie");
  assert_info (game, "PW", "GNU Go");
  {
    g_autofree char *black = g_settings_get_string (settings, "black-name");
    g_autofree char *white = g_settings_get_string (settings, "white-name");

    g_assert_cmpstr (black, ==, "Ke Jie");
    g_assert_cmpstr (white, ==, "Shin Jinseo");
  }

  /* The next dialog: the same opponent, GNU Go, seated again (issue 29:
   * the last opponent is remembered); Human brings back the person. */
  dialog = new_dialog (settings, &next);
  w = GTK_WIDGET (dialog);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "second-player"))),
                    ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "first-player"))),
                    ==, 0);
  g_assert_cmpstr (get_text (w, "second-name"), ==, "GNU Go");
  g_assert_cmpstr (get_text (w, "first-name"), ==, "Ke Jie");
  set_combo (w, "second-player", 0);
  g_assert_cmpstr (get_text (w, "second-name"), ==, "Shin Jinseo");
  activate_default (dialog);
  g_assert_nonnull (next);
  assert_info (next, "PW", "Shin Jinseo");
  {
    g_autofree char *second = g_settings_get_string (settings, "second-player");

    g_assert_cmpstr (second, ==, "");
  }
}

/* Names saved by a version before the names were kept apart: white-name
 * 'GNU Go' after a game against GNU Go, black-name the name of an engine
 * added in Preferences. Neither is a person's, so both rows start empty;
 * a person's saved name stays. */
static void
test_new_game_saved_engine_name_dropped (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  g_settings_set_value (settings, "engines",
                        g_variant_new_parsed ("[('KataGo', 'katago gtp')]"));
  g_settings_set_string (settings, "black-name", "KataGo");
  g_settings_set_string (settings, "white-name", "GNU Go");
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);
  g_assert_cmpstr (get_text (w, "first-name"), ==, "");
  g_assert_cmpstr (get_text (w, "second-name"), ==, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_idle ();

  g_settings_set_string (settings, "black-name", "Ke Jie");
  g_settings_set_string (settings, "white-name", "Gu Li");
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);
  g_assert_cmpstr (get_text (w, "first-name"), ==, "Ke Jie");
  g_assert_cmpstr (get_text (w, "second-name"), ==, "Gu Li");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_idle ();
}

static void
test_new_game_japanese_handicap (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *stones = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_combo (w, "size-row", 0);                   /* 9 × 9 */
  set_combo (w, "rules-row", TG_RULES_JAPANESE);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 6.5);
  set_spin (w, "handicap-spin", 2);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0.5);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "placement-row"))), ==, 0);
  /* No nigiri in a handicap game. */
  g_assert_false (gtk_widget_get_sensitive (find_named (w, "colours-row")));
  activate_default (dialog);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 9);
  stones = setup_points (game, "AB");
  g_assert_cmpstr (stones, ==, "C3 G7");
  assert_info (game, "HA", "2");
  assert_info (game, "PL", "W");
  assert_info (game, "KM", "0.5");
  assert_info (game, "RU", "Japanese");
  assert_info (game, "SZ", "9");
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 9);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-handicap"), ==, 2);
}

static void
test_new_game_rectangular (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_combo (w, "size-row", 3);                   /* Other */
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "width-spin"),
                                                                  ADW_TYPE_ACTION_ROW)));
  set_spin (w, "width-spin", 13);
  set_spin (w, "height-spin", 9);
  activate_default_action (dialog);

  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 13);
  g_assert_cmpuint (tg_game_get_height (game), ==, 9);
  assert_info (game, "SZ", "13:9");
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 13);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-height"), ==, 9);

  /* The next dialog starts where this one ended. */
  {
    g_autoptr(TgGame) next = NULL;

    dialog = new_dialog (settings, &next);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "size-row"))),
                      ==, 3);
    g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "width-spin"), ==, 13);
    g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "height-spin"), ==, 9);
    gtk_window_destroy (GTK_WINDOW (dialog));
    g_assert_null (next);
  }
}

static void
test_new_game_ancient (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  set_spin (w, "handicap-spin", 3);
  set_combo (w, "rules-row", TG_RULES_ANCIENT);
  g_assert_cmpfloat (get_spin (w, "handicap-spin"), ==, 0);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (gtk_widget_get_ancestor (find_named (w, "handicap-spin"),
                                                                     ADW_TYPE_ACTION_ROW)));
  activate_default_action (dialog);

  g_assert_nonnull (game);
  black = setup_points (game, "AB");
  white = setup_points (game, "AW");
  g_assert_cmpstr (black, ==, "D4 Q16");
  g_assert_cmpstr (white, ==, "D16 Q4");
  assert_info (game, "PL", "W");
  assert_info (game, "KM", "0");
  assert_info (game, "RU", "Chinese-ancient");
  g_assert_cmpint (tg_game_get_to_play (game), ==, TG_WHITE);
}

static void
test_new_game_ancient_too_small (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNewGameDialog *dialog;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);

  /* 座子 need the four corner star points: a 5×5 board has none. */
  set_combo (w, "rules-row", TG_RULES_ANCIENT);
  set_combo (w, "size-row", 3);
  set_spin (w, "width-spin", 5);
  set_spin (w, "height-spin", 5);
  g_assert_false (action_enabled (dialog, "start-button"));
  g_assert_true (gtk_widget_has_css_class (find_named (w, "preview-label"), "error"));
  activate_default_action (dialog);
  g_assert_null (game);

  set_spin (w, "width-spin", 7);
  set_spin (w, "height-spin", 7);
  g_assert_true (action_enabled (dialog, "start-button"));
  activate_default_action (dialog);
  g_assert_nonnull (game);
  g_assert_cmpuint (tg_game_get_width (game), ==, 7);
}

static void
test_new_game_handicap_one (void)
{
  static const TgRulesPreset presets[] = { TG_RULES_CHINESE, TG_RULES_JAPANESE };

  REQUIRE_DISPLAY ();

  /* 让先: no stone, Black first, no komi, under any rules. */
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr(GSettings) settings = fresh_settings ();
      g_autoptr(TgGame) game = NULL;
      TgNewGameDialog *dialog = new_dialog (settings, &game);
      GtkWidget *w = GTK_WIDGET (dialog);

      set_combo (w, "rules-row", presets[i]);
      set_spin (w, "handicap-spin", 1);
      g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0);
      g_assert_false (gtk_widget_get_sensitive (find_named (w, "placement-row")));
      activate_default_action (dialog);

      g_assert_nonnull (game);
      assert_info (game, "AB", NULL);
      assert_info (game, "HA", NULL);
      assert_info (game, "PL", NULL);
      assert_info (game, "KM", "0");
      g_assert_cmpint (tg_game_get_komi (game), ==, 0);
      g_assert_cmpint (tg_game_get_to_play (game), ==, TG_BLACK);
      g_assert_cmpuint (tg_board_count_stones (tg_game_get_board (game), TG_BLACK), ==, 0);
    }
}

/* A click on @p as the board view reports it ("point-activated"); TRUE
 * if the preview's point changed. */
static gboolean
activate_point (TgBoardView *view,
                TgPoint      p)
{
  const TgBoard *board = &tg_board_view_get_scene (view)->board;
  TgColor before = tg_board_get (board, p);

  g_signal_emit_by_name (view, "point-activated", tg_point_x (p), tg_point_y (p), 1);
  wait_idle ();
  return tg_board_get (board, p) != before;
}

static void
test_new_game_free_placement (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autofree char *stones = NULL;
  TgNewGameDialog *dialog;
  TgBoardView *preview;
  GtkWidget *w;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  w = GTK_WIDGET (dialog);
  preview = TG_BOARD_VIEW (find_named (w, "preview"));

  /* Chinese rules place handicap stones freely by default. */
  set_spin (w, "handicap-spin", 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (w, "placement-row"))), ==, 1);
  g_assert_cmpfloat (get_spin (w, "komi-spin"), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (w, "preview-label"))), ==,
                   "Click the board to place 3 more black stones");
  g_assert_false (action_enabled (dialog, "start-button"));

  g_assert_true (activate_point (preview, tg_point (3, 15)));    /* D4 */
  g_assert_true (activate_point (preview, tg_point (15, 3)));    /* Q16 */
  g_assert_true (activate_point (preview, tg_point (2, 2)));     /* C17 */
  g_assert_true (action_enabled (dialog, "start-button"));
  /* Full: a fourth stone is refused; clicking a stone takes it back. */
  g_assert_false (activate_point (preview, tg_point (9, 9)));
  g_assert_true (activate_point (preview, tg_point (2, 2)));
  g_assert_false (action_enabled (dialog, "start-button"));
  g_assert_true (activate_point (preview, tg_point (9, 9)));     /* K10 */
  activate_default_action (dialog);

  g_assert_nonnull (game);
  stones = setup_points (game, "AB");
  g_assert_cmpstr (stones, ==, "D4 K10 Q16");
  assert_info (game, "HA", "3");
  assert_info (game, "PL", "W");
  assert_info (game, "KM", "0");
}

/* Clock ------------------------------------------------------------------- */

typedef struct
{
  gboolean         has_clock;
  TgClockSettings  clock;
} ClockResult;

static void
store_clock_cb (TgNewGameDialog *dialog,
                TgGame          *game,
                ClockResult     *out)
{
  out->has_clock = tg_new_game_dialog_get_clock_settings (dialog, &out->clock);
}

static guint
clock_preset_index (const char *id)
{
  guint n;
  const TgClockPreset *presets = tg_clock_get_presets (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (presets[i].id, id))
      return i + 1;
  g_error ("no clock preset %s", id);
  return 0;
}

static void
test_new_game_clock (void)
{
  REQUIRE_DISPLAY ();

  /* No clock: no TM, no OT. */
  {
    g_autoptr(GSettings) settings = fresh_settings ();
    g_autoptr(TgGame) game = NULL;
    ClockResult result = { TRUE, };
    TgNewGameDialog *dialog = new_dialog (settings, &game);

    g_signal_connect (dialog, "start", G_CALLBACK (store_clock_cb), &result);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "clock-row"))),
                      ==, 0);
    activate_default_action (dialog);
    g_assert_nonnull (game);
    g_assert_false (result.has_clock);
    assert_info (game, "TM", NULL);
    assert_info (game, "OT", NULL);
  }

  /* A preset: Japanese byo-yomi, 30 min + 5 × 30 s. */
  {
    g_autoptr(GSettings) settings = fresh_settings ();
    g_autoptr(TgGame) game = NULL;
    ClockResult result = { FALSE, };
    TgNewGameDialog *dialog = new_dialog (settings, &game);

    g_signal_connect (dialog, "start", G_CALLBACK (store_clock_cb), &result);
    set_combo (GTK_WIDGET (dialog), "clock-row", clock_preset_index ("japanese"));
    g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (dialog), "clock-system")));
    activate_default_action (dialog);
    g_assert_nonnull (game);
    g_assert_true (result.has_clock);
    g_assert_true (tg_clock_settings_equal (&result.clock,
                                            &tg_clock_find_preset ("japanese")->settings));
    assert_info (game, "TM", "1800");
    assert_info (game, "OT", "5x30 byo-yomi");
  }

  /* Custom Canadian: 10 min, then 25 stones in 10 min. */
  {
    g_autoptr(GSettings) settings = fresh_settings ();
    g_autoptr(TgGame) game = NULL;
    ClockResult result = { FALSE, };
    TgNewGameDialog *dialog = new_dialog (settings, &game);
    GtkWidget *w = GTK_WIDGET (dialog);

    g_signal_connect (dialog, "start", G_CALLBACK (store_clock_cb), &result);
    set_combo (w, "clock-row", clock_preset_index ("absolute") + 1);     /* Custom */
    g_assert_true (gtk_widget_get_visible (find_named (w, "clock-system")));
    set_combo (w, "clock-system", TG_CLOCK_CANADIAN);
    g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "clock-penalty"),
                                                                     ADW_TYPE_ACTION_ROW)));
    g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (w, "clock-stones"),
                                                                    ADW_TYPE_ACTION_ROW)));
    set_spin (w, "clock-main", 10);
    set_spin (w, "clock-stones", 25);
    set_spin (w, "clock-period", 600);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_named (w, "clock-row"))), ==,
                     "10 min + 25 stones / 10 min");

    /* A byo-yomi without periods cannot make a clock: Start waits. */
    set_combo (w, "clock-system", TG_CLOCK_BYOYOMI);
    set_spin (w, "clock-periods", 0);
    g_assert_true (gtk_widget_has_css_class (find_named (w, "clock-row"), "error"));
    g_assert_false (action_enabled (dialog, "start-button"));
    set_combo (w, "clock-system", TG_CLOCK_CANADIAN);
    set_spin (w, "clock-main", 10);
    set_spin (w, "clock-stones", 25);
    set_spin (w, "clock-period", 600);
    g_assert_true (action_enabled (dialog, "start-button"));
    activate_default_action (dialog);

    g_assert_nonnull (game);
    g_assert_true (result.has_clock);
    g_assert_cmpint (result.clock.system, ==, TG_CLOCK_CANADIAN);
    g_assert_cmpint (result.clock.main, ==, 600 * TG_CLOCK_SECOND);
    g_assert_cmpuint (result.clock.stones, ==, 25);
    g_assert_cmpint (result.clock.period, ==, 600 * TG_CLOCK_SECOND);
    assert_info (game, "TM", "600");
    assert_info (game, "OT", "25/600 Canadian");
  }
}

/* Nigiri ------------------------------------------------------------------ */

static TgNigiriDialog *
find_nigiri_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TG_IS_NIGIRI_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TG_NIGIRI_DIALOG (window);
    }
  return NULL;
}

/* Plays a nigiri through the new-game dialog with a GRand seeded @seed
 * and the guess @odd; checks the colours against the core's draw. Returns
 * whether the guess was right. */
static gboolean
play_nigiri (guint32  seed,
             gboolean odd)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TgGame) game = NULL;
  GRand *rand = g_rand_new_with_seed (seed);
  GRand *expected_rand = g_rand_new_with_seed (seed);
  TgNewGameDialog *dialog = new_dialog (settings, &game);
  GtkWidget *w = GTK_WIDGET (dialog);
  TgNigiriDialog *nigiri;
  TgNigiri expected;
  const TgNigiri *result;

  tg_nigiri_draw (&expected, expected_rand, odd, FALSE);
  tg_new_game_dialog_set_rand (dialog, rand);
  set_combo (w, "colours-row", 1);
  set_text (w, "first-name", "Holder");
  set_text (w, "second-name", "Guesser");
  activate_default_action (dialog);
  g_assert_null (game);

  nigiri = find_nigiri_dialog ();
  g_assert_nonnull (nigiri);
  g_assert_null (tg_nigiri_dialog_get_nigiri (nigiri));
  g_assert_false (tg_nigiri_dialog_is_decided (nigiri));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (nigiri),
                                             odd ? "nigiri.guess-odd" : "nigiri.guess-even", NULL));
  wait_idle ();
  result = tg_nigiri_dialog_get_nigiri (nigiri);
  g_assert_nonnull (result);
  g_assert_cmpuint (result->stones, ==, expected.stones);
  g_assert_cmpint (result->guess_right, ==, (expected.stones % 2 == 1) == odd);
  g_assert_true (tg_nigiri_dialog_is_decided (nigiri));
  activate_default_action (nigiri);

  g_assert_nonnull (game);
  if (expected.guess_right)
    {
      assert_info (game, "PB", "Guesser");
      assert_info (game, "PW", "Holder");
    }
  else
    {
      assert_info (game, "PB", "Holder");
      assert_info (game, "PW", "Guesser");
    }
  /* The record says how colours were decided. */
  {
    g_autofree char *note = g_strdup_printf ("Nigiri: Holder held %u white stones and Guesser "
                                             "guessed %s. %s took Black.",
                                             expected.stones, odd ? "odd" : "even",
                                             expected.guess_right ? "Guesser" : "Holder");
    assert_info (game, "GC", note);
  }
  g_assert_false (tg_game_get_modified (game));
  g_assert_null (find_nigiri_dialog ());
  g_rand_free (rand);
  g_rand_free (expected_rand);
  return expected.guess_right;
}

static void
test_nigiri (void)
{
  gboolean seen_right = FALSE, seen_wrong = FALSE;

  REQUIRE_DISPLAY ();

  /* Both outcomes, with both guesses, from seeded draws. */
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      if (play_nigiri (seed, seed % 2 == 1))
        seen_right = TRUE;
      else
        seen_wrong = TRUE;
    }
  g_assert_true (seen_right);
  g_assert_true (seen_wrong);
}

static void
test_nigiri_ing_winner_chooses (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TgGame) game = NULL;
  GRand *rand = g_rand_new_with_seed (11);
  TgNewGameDialog *dialog;
  TgNigiriDialog *nigiri;
  const TgNigiri *result;
  const char *winner;
  guint result_stones;

  REQUIRE_DISPLAY ();
  settings = fresh_settings ();
  dialog = new_dialog (settings, &game);
  tg_new_game_dialog_set_rand (dialog, rand);
  set_combo (GTK_WIDGET (dialog), "rules-row", TG_RULES_ING);
  g_assert_cmpfloat (get_spin (GTK_WIDGET (dialog), "komi-spin"), ==, 8);
  set_combo (GTK_WIDGET (dialog), "colours-row", 1);
  set_text (GTK_WIDGET (dialog), "first-name", "Ing Chang-ki");
  set_text (GTK_WIDGET (dialog), "second-name", "Nie Weiping");
  activate_default (dialog);

  nigiri = find_nigiri_dialog ();
  g_assert_nonnull (nigiri);
  tg_nigiri_dialog_guess (nigiri, TRUE);
  result = tg_nigiri_dialog_get_nigiri (nigiri);
  g_assert_true (result->winner_chooses);
  result_stones = result->stones;
  /* The winner must choose before the game can start. */
  g_assert_false (tg_nigiri_dialog_is_decided (nigiri));
  activate_default (nigiri);
  g_assert_null (game);

  winner = result->winner == TG_NIGIRI_HOLDER ? "Ing Chang-ki" : "Nie Weiping";
  tg_nigiri_dialog_choose (nigiri, TG_WHITE);
  g_assert_true (tg_nigiri_dialog_is_decided (nigiri));
  activate_default (nigiri);

  g_assert_nonnull (game);
  assert_info (game, "PW", winner);
  {
    g_autofree char *note = g_strdup_printf ("Nigiri: Ing Chang-ki held %u white stones and "
                                             "Nie Weiping guessed odd. %s won and chose White.",
                                             result_stones, winner);
    assert_info (game, "GC", note);
  }
  assert_info (game, "KM", "8");
  assert_info (game, "RU", "GOE");
  g_rand_free (rand);
}

/* GNU Go as the guesser: its guess (random, from the dialog's GRand) is
 * made as the nigiri window opens, with no Odd/Even buttons to press. */
static void
test_nigiri_computer_guesses (void)
{
  REQUIRE_DISPLAY ();
  if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no /usr/games/gnugo");
      return;
    }

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(GSettings) settings = fresh_settings ();
      g_autoptr(TgGame) game = NULL;
      GRand *rand = g_rand_new_with_seed (seed);
      GRand *expected_rand = g_rand_new_with_seed (seed);
      TgNewGameDialog *dialog = new_dialog (settings, &game);
      GtkWidget *w = GTK_WIDGET (dialog);
      TgNigiriDialog *nigiri;
      const TgNigiri *result;
      gboolean odd = tg_nigiri_computer_guess (expected_rand);
      TgNigiri expected;

      tg_nigiri_draw (&expected, expected_rand, odd, FALSE);
      tg_new_game_dialog_set_rand (dialog, rand);
      set_combo (w, "colours-row", 1);
      set_text (w, "first-name", "Holder");
      set_combo (w, "second-player", 1);              /* GNU Go */
      activate_default_action (dialog);
      g_assert_null (game);

      nigiri = find_nigiri_dialog ();
      g_assert_nonnull (nigiri);
      result = tg_nigiri_dialog_get_nigiri (nigiri);
      g_assert_nonnull (result);
      g_assert_cmpint (result->guessed_odd, ==, odd);
      g_assert_cmpuint (result->stones, ==, expected.stones);
      g_assert_true (tg_nigiri_dialog_is_decided (nigiri));
      /* A second guess changes nothing. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (nigiri),
                                                 odd ? "nigiri.guess-even" : "nigiri.guess-odd", NULL));
      g_assert_cmpint (tg_nigiri_dialog_get_nigiri (nigiri)->guessed_odd, ==, odd);
      activate_default_action (nigiri);

      g_assert_nonnull (game);
      assert_info (game, "PB", expected.guess_right ? "GNU Go" : "Holder");
      assert_info (game, "PW", expected.guess_right ? "Holder" : "GNU Go");
      g_rand_free (rand);
      g_rand_free (expected_rand);
    }
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/dialogs/new-game/even-chinese", test_new_game_even_chinese);
  g_test_add_func ("/ui/dialogs/new-game/engine-name-not-kept", test_new_game_engine_name_not_kept);
  g_test_add_func ("/ui/dialogs/new-game/saved-engine-name-dropped",
                   test_new_game_saved_engine_name_dropped);
  g_test_add_func ("/ui/dialogs/new-game/japanese-handicap", test_new_game_japanese_handicap);
  g_test_add_func ("/ui/dialogs/new-game/rectangular", test_new_game_rectangular);
  g_test_add_func ("/ui/dialogs/new-game/ancient", test_new_game_ancient);
  g_test_add_func ("/ui/dialogs/new-game/ancient-too-small", test_new_game_ancient_too_small);
  g_test_add_func ("/ui/dialogs/new-game/handicap-one", test_new_game_handicap_one);
  g_test_add_func ("/ui/dialogs/new-game/free-placement", test_new_game_free_placement);
  g_test_add_func ("/ui/dialogs/new-game/clock", test_new_game_clock);
  g_test_add_func ("/ui/dialogs/nigiri/seeded", test_nigiri);
  g_test_add_func ("/ui/dialogs/nigiri/ing-winner-chooses", test_nigiri_ing_winner_chooses);
  g_test_add_func ("/ui/dialogs/nigiri/computer-guesses", test_nigiri_computer_guesses);

  return g_test_run ();
}
