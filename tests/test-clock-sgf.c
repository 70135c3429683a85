/* test-clock-sgf.c: TM, OT, BL/WL and OB/OW in and out
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <string.h>

#include "tg-clock.h"
#include "tg-sgf-reader.h"
#include "tg-test-utils.h"

#include "test-clock-common.h"

#define SEC TG_CLOCK_SECOND

static void
test_clock_sgf_write (void)
{
  static const struct
  {
    const char *preset;
    const char *tm;
    const char *ot;
  } cases[] = {
    { "chinese", "3600", "5x60 Chinese reserve" },
    { "japanese", "1800", "5x30 byo-yomi" },
    { "tv", "0", "30+10x60 TV" },
    { "canadian", "0", "20/300 Canadian" },
    { "ing", "12600", "3x2100 Ing 2 points" },
    { "fischer", "600", "10 fischer" },
    { "absolute", "3600", NULL },
  };
  TgClockSettings simple = { .system = TG_CLOCK_TV, .per_move = 30 * SEC };
  TgClockSettings odd = { .system = TG_CLOCK_BYOYOMI, .main = 90 * SEC + SEC / 4,
                          .periods = 3, .period = 12 * SEC + SEC / 2 };
  TgClockSettings ing1 = { .system = TG_CLOCK_ING, .main = 60 * SEC, .periods = 1,
                           .period = 600 * SEC, .penalty = 1 };
  TgClockSettings ing0 = { .system = TG_CLOCK_ING, .main = 60 * SEC };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const TgClockPreset *p = tg_clock_find_preset (cases[i].preset);
      g_autofree char *tm = tg_clock_settings_to_sgf_tm (&p->settings);
      g_autofree char *ot = tg_clock_settings_to_sgf_ot (&p->settings);

      g_assert_cmpstr (tm, ==, cases[i].tm);
      g_assert_cmpstr (ot, ==, cases[i].ot);
    }

  {
    g_autofree char *ot = tg_clock_settings_to_sgf_ot (&simple);
    g_assert_cmpstr (ot, ==, "30 simple");
  }
  {
    g_autofree char *tm = tg_clock_settings_to_sgf_tm (&odd);
    g_autofree char *ot = tg_clock_settings_to_sgf_ot (&odd);
    g_assert_cmpstr (tm, ==, "90.25");
    g_assert_cmpstr (ot, ==, "3x12.5 byo-yomi");
  }
  {
    g_autofree char *ot = tg_clock_settings_to_sgf_ot (&ing1);
    g_assert_cmpstr (ot, ==, "1x600 Ing 1 point");
  }
  {
    g_autofree char *ot = tg_clock_settings_to_sgf_ot (&ing0);
    g_assert_null (ot);
  }
}

static void
test_clock_sgf_round_trip (void)
{
  const TgClockPreset *presets;
  guint n;
  TgClockSettings extra[] = {
    { .system = TG_CLOCK_TV, .main = 300 * SEC, .per_move = 30 * SEC },
    { .system = TG_CLOCK_TV, .main = 0, .per_move = 20 * SEC, .periods = 3, .period = 45 * SEC },
    { .system = TG_CLOCK_BYOYOMI, .main = 0, .periods = 1, .period = 5 * SEC },
    { .system = TG_CLOCK_CANADIAN, .main = 600 * SEC, .stones = 25, .period = 600 * SEC },
    { .system = TG_CLOCK_ING, .main = 60 * SEC, .periods = 1, .period = 600 * SEC, .penalty = 1 },
    { .system = TG_CLOCK_ING, .main = 60 * SEC },
    { .system = TG_CLOCK_CHINESE, .main = 0, .periods = 10, .period = 60 * SEC },
    { .system = TG_CLOCK_FISCHER, .main = 300 * SEC, .increment = 5 * SEC },
    { .system = TG_CLOCK_ABSOLUTE, .main = 90 * SEC + SEC / 2 },
  };

  presets = tg_clock_get_presets (&n);
  for (guint i = 0; i < n + G_N_ELEMENTS (extra); i++)
    {
      const TgClockSettings *s = i < n ? &presets[i].settings : &extra[i - n];
      g_autofree char *tm = tg_clock_settings_to_sgf_tm (s);
      g_autofree char *ot = tg_clock_settings_to_sgf_ot (s);
      TgClockSettings back;
      TgClockSettings expect = *s;

      /* SGF has nowhere to keep the Fischer cap; Ing without extensions is
       * absolute time. */
      expect.max = 0;
      if (s->system == TG_CLOCK_ING && s->periods == 0)
        expect = (TgClockSettings) { .system = TG_CLOCK_ABSOLUTE, .main = s->main };
      g_assert_true (tg_clock_settings_from_sgf (tm, ot, &back));
      g_assert_true (tg_clock_settings_equal (&back, &expect));
    }
}

static void
test_clock_sgf_read_others (void)
{
  static const struct
  {
    const char       *tm;
    const char       *ot;
    TgClockSettings   s;
  } good[] = {
    /* KGS, CGoban, Sabaki-edited records */
    { "1800", "5x30 byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 1800 * SEC, .periods = 5, .period = 30 * SEC } },
    { "7200", "3x60 byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 7200 * SEC, .periods = 3, .period = 60 * SEC } },
    { "600", "1x5 byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 600 * SEC, .periods = 1, .period = 5 * SEC } },
    { "600", "20/300 Canadian",
      { .system = TG_CLOCK_CANADIAN, .main = 600 * SEC, .stones = 20, .period = 300 * SEC } },
    /* Typed with an East Asian input method (issue 18): full-width digits,
     * the ideographic and the full-width full stop. */
    { "１８００", "５x３０ byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 1800 * SEC, .periods = 5, .period = 30 * SEC } },
    { "1。5h", "3x2７．5 byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 5400 * SEC, .periods = 3, .period = 27500000 } },
    { "６００", "２０/３００ Canadian",
      { .system = TG_CLOCK_CANADIAN, .main = 600 * SEC, .stones = 20, .period = 300 * SEC } },
    { "300。5", "10。5 fischer",
      { .system = TG_CLOCK_FISCHER, .main = 300500000, .increment = 10500000 } },
    /* OGS */
    { "0", "25/600 canadian",
      { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 25, .period = 600 * SEC } },
    { "259200", "86400 fischer",
      { .system = TG_CLOCK_FISCHER, .main = 259200 * SEC, .increment = 86400 * SEC } },
    { NULL, "60 simple", { .system = TG_CLOCK_TV, .per_move = 60 * SEC } },
    { "1800", "5x30.5 BYO-YOMI",
      { .system = TG_CLOCK_BYOYOMI, .main = 1800 * SEC, .periods = 5,
        .period = 30 * SEC + SEC / 2 } },
    /* GoGui, SmartGo, GoGoD-style */
    { "300", "20 moves / 5 min",
      { .system = TG_CLOCK_CANADIAN, .main = 300 * SEC, .stones = 20, .period = 300 * SEC } },
    { "1800", "10 moves / 600 sec",
      { .system = TG_CLOCK_CANADIAN, .main = 1800 * SEC, .stones = 10, .period = 600 * SEC } },
    { "1800", "5 x 30 secs",
      { .system = TG_CLOCK_BYOYOMI, .main = 1800 * SEC, .periods = 5, .period = 30 * SEC } },
    { "1800", " 5x30 ",
      { .system = TG_CLOCK_BYOYOMI, .main = 1800 * SEC, .periods = 5, .period = 30 * SEC } },
    { "3h", "3 x 1 min byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 10800 * SEC, .periods = 3, .period = 60 * SEC } },
    { "90 min", "5×30 byo-yomi",
      { .system = TG_CLOCK_BYOYOMI, .main = 5400 * SEC, .periods = 5, .period = 30 * SEC } },
    /* GoGoD: the byo-yomi in TM */
    { "5:00:00(5x1:00)", NULL,
      { .system = TG_CLOCK_BYOYOMI, .main = 18000 * SEC, .periods = 5, .period = 60 * SEC } },
    { "30:00 (5x1:00)", "",
      { .system = TG_CLOCK_BYOYOMI, .main = 1800 * SEC, .periods = 5, .period = 60 * SEC } },
    { "8 hours each", NULL, { .system = TG_CLOCK_ABSOLUTE, .main = 28800 * SEC } },
    { "9 hours", NULL, { .system = TG_CLOCK_ABSOLUTE, .main = 32400 * SEC } },
    { "1:30", NULL, { .system = TG_CLOCK_ABSOLUTE, .main = 90 * SEC } },
    { "60 minutes + 5 minutes / 30 stones", NULL,
      { .system = TG_CLOCK_CANADIAN, .main = 3600 * SEC, .stones = 30, .period = 300 * SEC } },
    /* No OT: absolute */
    { "1.5h", NULL, { .system = TG_CLOCK_ABSOLUTE, .main = 5400 * SEC } },
    { "3600", "", { .system = TG_CLOCK_ABSOLUTE, .main = 3600 * SEC } },
    { "3600", "  ", { .system = TG_CLOCK_ABSOLUTE, .main = 3600 * SEC } },
    /* Tengen's own */
    { "3600", "5x60 chinese reserve",
      { .system = TG_CLOCK_CHINESE, .main = 3600 * SEC, .periods = 5, .period = 60 * SEC } },
    { "12600", "3x2100 Ing",
      { .system = TG_CLOCK_ING, .main = 12600 * SEC, .periods = 3, .period = 2100 * SEC,
        .penalty = 2 } },
    { "0", "30 + 10 x 60 tv",
      { .system = TG_CLOCK_TV, .per_move = 30 * SEC, .periods = 10, .period = 60 * SEC } },
  };
  static const struct { const char *tm; const char *ot; } bad[] = {
    { NULL, NULL },
    { "", "" },
    { "0", NULL },                 /* no time limit */
    { "-5", NULL },
    { "abc", NULL },
    { "5:00:00(5x)", NULL },
    { "1:75", NULL },
    { "((", "5x30 byo-yomi" },
    { "1e400", NULL },
    { "7200", "8 xyz 16" },
    { "7200", "A very long overtime information text (OT property)" },
    { "1800", "0x30 byo-yomi" },   /* no period */
    { "1800", "5x0 byo-yomi" },
    { "1800", "0/300 Canadian" },
    { "1800", "99999999x30 byo-yomi" },
    { "99999999999", "5x30 byo-yomi" },
  };
  TgClockSettings sentinel = { .system = TG_CLOCK_ABSOLUTE, .main = 42 };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      TgClockSettings s;

      g_test_message ("TM[%s] OT[%s]", good[i].tm, good[i].ot);
      g_assert_true (tg_clock_settings_from_sgf (good[i].tm, good[i].ot, &s));
      g_assert_cmpint (s.system, ==, good[i].s.system);
      g_assert_true (tg_clock_settings_equal (&s, &good[i].s));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TgClockSettings s = sentinel;

      g_test_message ("TM[%s] OT[%s]", bad[i].tm, bad[i].ot);
      g_assert_false (tg_clock_settings_from_sgf (bad[i].tm, bad[i].ot, &s));
      g_assert_true (tg_clock_settings_equal (&s, &sentinel));
    }
}

static void
test_clock_sgf_left_values (void)
{
  static const struct { gint64 left; gint overtime; const char *bl; const char *ob; } cases[] = {
    { 1795300000, -1, "1795.3", NULL },
    { 30 * SEC, 5, "30", "5" },
    { 1, 1, "0.001", "1" },          /* rounded up: only a loss reads 0 */
    { 12345678, 0, "12.346", "0" },
    { 0, 0, "0", "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TgClockSnapshot s = { .last_left = cases[i].left, .last_overtime = cases[i].overtime };
      g_autofree char *bl = tg_clock_snapshot_to_sgf_left (&s);
      g_autofree char *ob = tg_clock_snapshot_to_sgf_overtime (&s);

      g_assert_cmpstr (bl, ==, cases[i].bl);
      g_assert_cmpstr (ob, ==, cases[i].ob);
    }
}

/* Plays a game on two clocks, writes every move's BL/OB and WL/OW, and
 * rebuilds each clock from the record at every node. */
static void
play_and_reload (const TgClockSettings *settings,
                 const double          *times,
                 guint                  n_times,
                 const char * const    *expect_left,
                 const char * const    *expect_overtime)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgClock) black = tg_clock_new (settings);
  g_autoptr(TgClock) white = tg_clock_new (settings);
  g_autoptr(TgClock) reloaded = tg_clock_new (settings);
  g_autoptr(GArray) nodes = g_array_new (FALSE, FALSE, sizeof (TgNode));
  g_autoptr(GArray) snaps = g_array_new (FALSE, FALSE, sizeof (TgClockSnapshot));
  TgNode root = tg_game_tree_add_game (tree), node = root;
  TgClockSettings back;

  tg_clock_settings_write_sgf (settings, tree, root);
  g_assert_true (tg_clock_settings_read_sgf (tree, root, &back));
  if (settings->system != TG_CLOCK_FISCHER)
    g_assert_true (tg_clock_settings_equal (&back, settings));

  /* Nothing recorded yet: FALSE, the clock at the start. */
  g_assert_false (tg_clock_restore_from_sgf (reloaded, TG_BLACK, tree, root));

  for (guint i = 0; i < n_times; i++)
    {
      TgColor color = i % 2 == 0 ? TG_BLACK : TG_WHITE;
      TgClock *clock = i % 2 == 0 ? black : white;
      TgClockSnapshot s;
      const char *left_id = color == TG_BLACK ? "BL" : "WL";
      const char *ot_id = color == TG_BLACK ? "OB" : "OW";

      node = tg_game_tree_append_child (tree, node);
      tg_game_tree_set_value (tree, node, color == TG_BLACK ? "B" : "W", "dd");
      g_assert_true (tg_clock_start (clock, 1000 * SEC));
      tg_clock_stop (clock, 1000 * SEC + (gint64) llround (times[i] * SEC), NULL);
      tg_clock_write_sgf_move (clock, color, tree, node);
      tg_clock_save (clock, &s);
      g_array_append_val (nodes, node);
      g_array_append_val (snaps, s);

      g_assert_cmpstr (tg_game_tree_get_value (tree, node, left_id), ==, expect_left[i]);
      g_assert_cmpstr (tg_game_tree_get_value (tree, node, ot_id), ==, expect_overtime[i]);
      if (s.lost)
        break;
    }

  for (guint i = 0; i < nodes->len; i++)
    {
      TgClockSnapshot got;
      TgColor color = i % 2 == 0 ? TG_BLACK : TG_WHITE;

      g_assert_true (tg_clock_restore_from_sgf (reloaded, color, tree,
                                                g_array_index (nodes, TgNode, i)));
      tg_clock_save (reloaded, &got);
      assert_snapshot_equal (&got, &g_array_index (snaps, TgClockSnapshot, i));
      g_assert_false (tg_clock_is_running (reloaded));
      /* The player who did not move at this node has his previous move. */
      if (i > 0)
        {
          g_assert_true (tg_clock_restore_from_sgf (reloaded, TG_OTHER (color), tree,
                                                    g_array_index (nodes, TgNode, i)));
          tg_clock_save (reloaded, &got);
          assert_snapshot_equal (&got, &g_array_index (snaps, TgClockSnapshot, i - 1));
        }
    }
}

static void
test_clock_sgf_moves (void)
{
  {
    TgClockSettings s = { .system = TG_CLOCK_BYOYOMI, .main = 60 * SEC, .periods = 2,
                          .period = 30 * SEC };
    const double t[] = { 20, 30.5, 45, 29.999, 10, 31, 35, 30 };
    const char *bl[] = { "40", "29.5", "25", "29.501", "20", "29", "25", "0" };
    const char *ob[] = { NULL, NULL, "2", "2", "2", "1", "1", "0" };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
  {
    TgClockSettings s = { .system = TG_CLOCK_CANADIAN, .main = 10 * SEC, .stones = 2,
                          .period = 30 * SEC };
    const double t[] = { 5, 12, 10, 3, 10, 20, 30 };
    /* The move that completes a period writes the new one: OB[2] BL[30]. */
    const char *bl[] = { "5", "28", "25", "30", "30", "10", "0" };
    const char *ob[] = { NULL, "1", "1", "2", "2", "1", "2" };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
  {
    /* Issue 17, 2 stones / 20 s: Black completes his first period with
     * 0.1 s left and is given a whole new one (BL[20] OB[2], not BL[0.1]),
     * in which 19.9 s is in time; White completes hers, then loses on the
     * first stone of the new period, both stones unplayed (WL[0] OW[2]). */
    TgClockSettings s = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 2,
                          .period = 20 * SEC };
    const double t[] = { 10, 5, 9.9, 5, 19.9, 20 };
    const char *bl[] = { "10", "15", "20", "20", "0.1", "0" };
    const char *ob[] = { "1", "1", "2", "2", "1", "2" };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
  {
    TgClockSettings s = { .system = TG_CLOCK_ING, .main = 60 * SEC, .periods = 2,
                          .period = 100 * SEC, .penalty = 2 };
    const double t[] = { 30, 70, 40, 50, 100, 90, 40, 30, 100 };
    const char *bl[] = { "30", "90", "90", "40", "90", "50", "50", "20", "0" };
    const char *ob[] = { NULL, "1", "1", "1", "0", "0", "0", "0", "0" };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
  {
    TgClockSettings s = { .system = TG_CLOCK_FISCHER, .main = 30 * SEC, .increment = 5 * SEC,
                          .max = 40 * SEC };
    const double t[] = { 1, 2, 1, 44.5, 30 };
    const char *bl[] = { "34", "33", "38", "0", "8" };
    const char *ob[] = { NULL, NULL, NULL, NULL, NULL };

    play_and_reload (&s, t, 4, bl, ob);
  }
  {
    TgClockSettings s = { .system = TG_CLOCK_TV, .per_move = 30 * SEC, .periods = 1,
                          .period = 60 * SEC };
    const double t[] = { 10, 31, 29, 12, 30, 30 };
    const char *bl[] = { "20", "59", "1", "18", "60", "0" };
    const char *ob[] = { "1", "0", "1", "0", "0", "0" };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
  {
    TgClockSettings s = { .system = TG_CLOCK_CHINESE, .main = 30 * SEC, .periods = 2,
                          .period = 60 * SEC };
    const double t[] = { 20, 20, 50, 59, 61, 59, 60 };
    const char *bl[] = { "10", "10", "20", "11", "59", "1", "0" };
    const char *ob[] = { NULL, NULL, "2", "2", "1", "2", "0" };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
  {
    TgClockSettings s = { .system = TG_CLOCK_ABSOLUTE, .main = 60 * SEC };
    const double t[] = { 20.25, 30, 39.75, 30.5 };
    const char *bl[] = { "39.75", "30", "0", "29.5" };
    const char *ob[] = { NULL, NULL, NULL, NULL };

    play_and_reload (&s, t, G_N_ELEMENTS (t), bl, ob);
  }
}

/* OB[0] with time left, as other programs (and Tengen before issue 17)
 * write the move that completes a Canadian period, reads as the new
 * period; with BL[0] it is the loss. */
static void
test_clock_sgf_canadian_complete (void)
{
  TgClockSettings s = { .system = TG_CLOCK_CANADIAN, .main = 0, .stones = 2,
                        .period = 30 * SEC };
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgClock) clock = tg_clock_new (&s);
  TgNode root = tg_game_tree_add_game (tree);
  TgNode move = tg_game_tree_append_child (tree, root);
  TgClockSnapshot got;

  tg_game_tree_set_value (tree, move, "B", "dd");
  tg_game_tree_set_value (tree, move, "BL", "12");
  tg_game_tree_set_value (tree, move, "OB", "0");
  g_assert_true (tg_clock_restore_from_sgf (clock, TG_BLACK, tree, move));
  tg_clock_save (clock, &got);
  g_assert_false (got.lost);
  g_assert_cmpuint (got.stones_left, ==, 2);
  g_assert_cmpint (got.period_left, ==, 30 * SEC);
  g_assert_cmpint (got.last_overtime, ==, 2);
  g_assert_cmpint (got.last_left, ==, 30 * SEC);

  tg_game_tree_set_value (tree, move, "BL", "0");
  g_assert_true (tg_clock_restore_from_sgf (clock, TG_BLACK, tree, move));
  g_assert_true (tg_clock_is_lost (clock));
}

static void
test_clock_sgf_read_file (void)
{
  static const char sgf[] =
    "(;GM[1]FF[4]SZ[19]TM[600]OT[3x30 byo-yomi]"
    ";B[pd]BL[590.5];W[dp]WL[598];B[pp]BL[25.2]OB[3];W[dd]WL[12]OB[2])";
  g_autoptr(GError) error = NULL;
  g_autoptr(TgSgfDocument) doc = tg_sgf_read (sgf, strlen (sgf), NULL, &error);
  g_autoptr(TgClock) black = NULL;
  g_autoptr(TgClock) white = NULL;
  TgClockSettings s;
  TgNode root, last;
  TgClockState state;

  g_assert_no_error (error);
  root = tg_game_tree_get_root (doc->tree, 0);
  g_assert_true (tg_clock_settings_read_sgf (doc->tree, root, &s));
  g_assert_cmpint (s.system, ==, TG_CLOCK_BYOYOMI);
  g_assert_cmpint (s.main, ==, 600 * SEC);

  last = root;
  while (tg_game_tree_get_first_child (doc->tree, last) != TG_NODE_NONE)
    last = tg_game_tree_get_first_child (doc->tree, last);

  black = tg_clock_new (&s);
  white = tg_clock_new (&s);
  g_assert_true (tg_clock_restore_from_sgf (black, TG_BLACK, doc->tree, last));
  g_assert_true (tg_clock_restore_from_sgf (white, TG_WHITE, doc->tree, last));

  /* Black is in byo-yomi with 3 periods; White wrote OB instead of OW:
   * White has only his main time recorded. */
  tg_clock_get_state (black, 0, &state);
  g_assert_true (state.in_overtime);
  g_assert_cmpuint (state.periods_left, ==, 3);
  g_assert_cmpint (state.period_left, ==, 30 * SEC);
  g_assert_cmpuint (state.moves, ==, 2);
  tg_clock_get_state (white, 0, &state);
  g_assert_false (state.in_overtime);
  g_assert_cmpint (state.main_left, ==, 12 * SEC);
  g_assert_cmpuint (state.moves, ==, 2);

  /* Black continues: 31 s uses a period. */
  g_assert_true (tg_clock_add_move (black, 31 * SEC, NULL));
  tg_clock_get_state (black, 0, &state);
  g_assert_cmpuint (state.periods_left, ==, 2);
}

/* Every TM/OT pair in the corpus is read without trouble; the usual
 * forms are recognised. */
static void
test_clock_sgf_corpus (void)
{
  const char *dir = tg_test_corpus_dir ();
  g_autoptr(GRegex) known = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint files = 0, with_time = 0, recognised = 0;

  if (dir == NULL)
    {
      g_test_skip ("no corpus (TENGEN_TEST_CORPUS)");
      return;
    }

  known = g_regex_new ("^(\\d+x\\d+ byo-yomi|\\d+/\\d+ canadian|\\d+ fischer)$",
                       G_REGEX_CASELESS, 0, NULL);
  tg_test_collect_sgf_files (dir, paths);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *child = g_ptr_array_index (paths, i);
      g_autoptr(TgSgfDocument) doc = tg_sgf_read_file (child, NULL, NULL);

      if (doc == NULL)
        continue;
      files++;
      for (guint g = 0; g < tg_game_tree_get_n_games (doc->tree); g++)
        {
          TgNode root = tg_game_tree_get_root (doc->tree, g);
          g_autofree char *ot = tg_game_tree_get_text (doc->tree, root, "OT");
          TgClockSettings s;
          gboolean ok;

          if (!tg_game_tree_has_prop (doc->tree, root, "TM") && ot == NULL)
            continue;
          with_time++;
          ok = tg_clock_settings_read_sgf (doc->tree, root, &s);
          recognised += ok;
          if (!ok)
            {
              g_autofree char *tm = tg_game_tree_get_text (doc->tree, root, "TM");

              g_test_message ("not recognised: %s: TM[%s] OT[%s]", child, tm, ot);
            }
          if (ot && g_regex_match (known, ot, 0, NULL))
            {
              g_test_message ("%s: OT[%s]", child, ot);
              g_assert_true (ok);
            }
          if (ok)
            {
              g_autoptr(TgClock) clock = tg_clock_new (&s);
              TgNode n = root;

              /* Rebuilding the clocks at the end of the main line is
               * safe whatever BL/WL hold. */
              while (tg_game_tree_get_first_child (doc->tree, n) != TG_NODE_NONE)
                n = tg_game_tree_get_first_child (doc->tree, n);
              tg_clock_restore_from_sgf (clock, TG_BLACK, doc->tree, n);
              tg_clock_restore_from_sgf (clock, TG_WHITE, doc->tree, n);
            }
        }
    }
  g_test_message ("%u files, %u games with TM/OT, %u recognised", files, with_time, recognised);
  g_assert_cmpuint (files, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock-sgf/write", test_clock_sgf_write);
  g_test_add_func ("/clock-sgf/round-trip", test_clock_sgf_round_trip);
  g_test_add_func ("/clock-sgf/read-others", test_clock_sgf_read_others);
  g_test_add_func ("/clock-sgf/left-values", test_clock_sgf_left_values);
  g_test_add_func ("/clock-sgf/moves", test_clock_sgf_moves);
  g_test_add_func ("/clock-sgf/canadian-complete", test_clock_sgf_canadian_complete);
  g_test_add_func ("/clock-sgf/read-file", test_clock_sgf_read_file);
  g_test_add_func ("/clock-sgf/corpus", test_clock_sgf_corpus);
  return g_test_run ();
}
