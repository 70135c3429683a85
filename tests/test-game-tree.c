/* test-game-tree.c: nodes, properties, editing, deep trees
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tg-game-tree.h"
#include "tg-memory.h"

static void
test_tree_structure (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root, a, b, c, a1;

  g_assert_cmpuint (tg_game_tree_get_n_games (tree), ==, 0);
  root = tg_game_tree_add_game (tree);
  a = tg_game_tree_append_child (tree, root);
  b = tg_game_tree_append_child (tree, root);
  c = tg_game_tree_append_child (tree, root);
  a1 = tg_game_tree_append_child (tree, a);

  g_assert_cmpuint (tg_game_tree_get_n_games (tree), ==, 1);
  g_assert_cmpuint (tg_game_tree_get_root (tree, 0), ==, root);
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, root), ==, 3);
  g_assert_cmpuint (tg_game_tree_get_first_child (tree, root), ==, a);
  g_assert_cmpuint (tg_game_tree_get_next_sibling (tree, a), ==, b);
  g_assert_cmpuint (tg_game_tree_get_prev_sibling (tree, c), ==, b);
  g_assert_cmpuint (tg_game_tree_get_prev_sibling (tree, a), ==, TG_NODE_NONE);
  g_assert_cmpuint (tg_game_tree_get_nth_child (tree, root, 2), ==, c);
  g_assert_cmpuint (tg_game_tree_get_child_index (tree, c), ==, 2);
  g_assert_cmpuint (tg_game_tree_get_depth (tree, a1), ==, 2);
  g_assert_cmpuint (tg_game_tree_get_parent (tree, a1), ==, a);
  g_assert_cmpuint (tg_game_tree_get_game_root (tree, a1), ==, root);

  /* Pre-order walk: root a a1 b c */
  {
    TgNode expected[] = { root, a, a1, b, c };
    guint i = 0;

    for (TgNode n = root; n != TG_NODE_NONE; n = tg_game_tree_walk_next (tree, n))
      g_assert_cmpuint (n, ==, expected[i++]);
    g_assert_cmpuint (i, ==, 5);
  }

  /* Promote c to the main line. */
  tg_game_tree_move_child (tree, c, 0);
  g_assert_cmpuint (tg_game_tree_get_first_child (tree, root), ==, c);
  g_assert_cmpuint (tg_game_tree_get_next_sibling (tree, c), ==, a);
  g_assert_cmpuint (tg_game_tree_get_next_sibling (tree, b), ==, TG_NODE_NONE);
  tg_game_tree_move_child (tree, c, 5);
  g_assert_cmpuint (tg_game_tree_get_nth_child (tree, root, 2), ==, c);

  /* Remove a with its child. */
  tg_game_tree_remove_subtree (tree, a);
  g_assert_false (tg_game_tree_contains (tree, a));
  g_assert_false (tg_game_tree_contains (tree, a1));
  g_assert_cmpuint (tg_game_tree_get_n_children (tree, root), ==, 2);
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 3);
}

static void
test_tree_properties (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  const char *ab[] = { "aa", "bb:cc", "dd" };
  g_autofree const char **got = NULL;
  const char *kept;
  guint n;
  TgPropIter it;
  const char *id;
  g_autoptr(GString) order = g_string_new (NULL);

  tg_game_tree_set_value (tree, root, "FF", "4");
  tg_game_tree_set_value (tree, root, "SZ", "19");
  tg_game_tree_set_values (tree, root, "AB", ab, 3);
  tg_game_tree_set_value (tree, root, "XYZUNKNOWN", "keep me");
  kept = tg_game_tree_get_value (tree, root, "SZ");

  g_assert_cmpuint (tg_game_tree_get_n_props (tree, root), ==, 4);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "FF"), ==, "4");
  g_assert_null (tg_game_tree_get_value (tree, root, "KM"));
  got = tg_game_tree_get_values (tree, root, "AB", &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (got[1], ==, "bb:cc");
  g_assert_null (got[3]);

  /* Replacing keeps the position; old value pointers stay valid. */
  tg_game_tree_set_value (tree, root, "SZ", "13");
  g_assert_cmpstr (kept, ==, "19");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "SZ"), ==, "13");
  tg_game_tree_add_value (tree, root, "AB", "ee");
  tg_game_tree_remove_prop (tree, root, "FF");

  tg_prop_iter_init (&it, tree, root);
  while (tg_prop_iter_next (&it, &id, &n))
    g_string_append_printf (order, "%s%u ", id, n);
  g_assert_cmpstr (order->str, ==, "SZ1 AB4 XYZUNKNOWN1 ");
}

static void
test_tree_text (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  g_autofree char *c = NULL, *pb = NULL, *back = NULL, *esc = NULL;

  tg_game_tree_set_value (tree, root, "C", "a\\]b\\\\c\\\nd\r\ne");
  c = tg_game_tree_get_text (tree, root, "C");
  g_assert_cmpstr (c, ==, "a]b\\cd\ne");

  tg_game_tree_set_value (tree, root, "PB", "Ke\nJie\\\r\n!");
  pb = tg_game_tree_get_text (tree, root, "PB");
  g_assert_cmpstr (pb, ==, "Ke Jie!");

  tg_game_tree_set_text (tree, root, "C", "x]y\\z:w 黑胜");
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "C"), ==, "x\\]y\\\\z:w 黑胜");
  back = tg_game_tree_get_text (tree, root, "C");
  g_assert_cmpstr (back, ==, "x]y\\z:w 黑胜");
  esc = tg_sgf_value_escape ("a:b", TRUE);
  g_assert_cmpstr (esc, ==, "a\\:b");

  tg_game_tree_set_text (tree, root, "C", "");
  g_assert_false (tg_game_tree_has_prop (tree, root, "C"));
  g_assert_true (tg_sgf_prop_is_simple_text ("PB"));
  g_assert_false (tg_sgf_prop_is_simple_text ("C"));
}

static void
test_tree_builder (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  TgPropsBuilder *b = tg_props_builder_new ();
  g_autoptr(GString) big = g_string_new (NULL);

  tg_props_builder_begin (b, "B", 1);
  tg_props_builder_add_value (b, "pd", 2);
  tg_props_builder_begin (b, "C", 1);
  for (guint i = 0; i < 300000; i++)
    g_string_append_c (big, 'a' + i % 26);
  tg_props_builder_add_value (b, big->str, big->len);   /* larger than a chunk */
  g_assert_cmpuint (tg_props_builder_get_n_props (b), ==, 2);
  tg_game_tree_set_props (tree, root, b);
  g_assert_cmpstr (tg_game_tree_get_value (tree, root, "B"), ==, "pd");
  g_assert_cmpuint (strlen (tg_game_tree_get_value (tree, root, "C")), ==, 300000);
  tg_props_builder_free (b);
}

static void
test_tree_deep (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgGameTree) copy = NULL;
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TgNode));
  TgNode root = tg_game_tree_add_game (tree);
  TgNode n = root;
  guint count = 0;

  /* 100 000 nodes in a line, each with a move. */
  for (guint i = 0; i < 100000; i++)
    {
      n = tg_game_tree_append_child (tree, n);
      tg_game_tree_set_value (tree, n, i % 2 ? "W" : "B", "pd");
    }
  g_assert_cmpuint (tg_game_tree_get_depth (tree, n), ==, 100000);
  tg_game_tree_get_path (tree, n, path);
  g_assert_cmpuint (path->len, ==, 100001);
  for (TgNode w = root; w != TG_NODE_NONE; w = tg_game_tree_walk_next (tree, w))
    count++;
  g_assert_cmpuint (count, ==, 100001);

  copy = tg_game_tree_copy (tree);
  g_assert_cmpuint (tg_game_tree_get_depth (copy, n), ==, 100000);
  g_assert_cmpstr (tg_game_tree_get_value (copy, n, "W"), ==, "pd");

  /* Removing a deep subtree does not recurse either. */
  tg_game_tree_remove_subtree (tree, tg_game_tree_get_first_child (tree, root));
  g_assert_cmpuint (tg_game_tree_get_n_nodes (tree), ==, 1);
}

/* Counting nodes and variations in one walk: the tree of
 * test_tree_structure plus a variation under a1, counted by hand. */
static void
test_tree_count_subtree (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  TgNode a = tg_game_tree_append_child (tree, root);
  TgNode a1, other_root;
  guint nodes = 0, variations = 0, moves = 0;

  tg_game_tree_append_child (tree, root);
  tg_game_tree_append_child (tree, root);
  a1 = tg_game_tree_append_child (tree, a);
  tg_game_tree_append_child (tree, a1);
  tg_game_tree_append_child (tree, a1);
  other_root = tg_game_tree_add_game (tree);
  tg_game_tree_append_child (tree, other_root);

  /* root: a (a1: two children), b, c: 7 nodes; root's 3 children and
   * a1's 2 make 2 + 1 variations. The second game is not counted. */
  tg_game_tree_count_subtree (tree, root, &nodes, &variations, NULL);
  g_assert_cmpuint (nodes, ==, 7);
  g_assert_cmpuint (variations, ==, 3);
  tg_game_tree_count_subtree (tree, a, &nodes, &variations, NULL);
  g_assert_cmpuint (nodes, ==, 4);
  g_assert_cmpuint (variations, ==, 1);
  tg_game_tree_count_subtree (tree, other_root, &nodes, &variations, NULL);
  g_assert_cmpuint (nodes, ==, 2);
  g_assert_cmpuint (variations, ==, 0);

  /* Main-line moves: a (B, after a comment) and a1's first child (W);
   * a1 has only AB (setup), the variations b and c do not count. */
  tg_game_tree_set_text (tree, a, "C", "first");
  tg_game_tree_set_value (tree, a, "B", "pd");
  tg_game_tree_set_value (tree, a1, "AB", "dd");
  tg_game_tree_set_value (tree, tg_game_tree_get_first_child (tree, a1), "W", "dp");
  tg_game_tree_set_value (tree, tg_game_tree_get_next_sibling (tree, a), "B", "qq");
  tg_game_tree_count_subtree (tree, root, NULL, NULL, &moves);
  g_assert_cmpuint (moves, ==, 2);

  /* A subtree whose top has a next sibling (b, then c): the sibling is
   * outside it. */
  tg_game_tree_count_subtree (tree, tg_game_tree_get_next_sibling (tree, a), &nodes, &variations, &moves);
  g_assert_cmpuint (nodes, ==, 1);
  g_assert_cmpuint (variations, ==, 0);
  g_assert_cmpuint (moves, ==, 1);
  /* Forks at two depths of the main line, and one inside a variation:
   * under a1's second child d, two children e (with a child) and f.
   * root: 7 + 3 = 10 nodes; 3 + 1 (d's f) = 4 variations. */
  {
    TgNode d = tg_game_tree_get_next_sibling (tree, tg_game_tree_get_first_child (tree, a1));
    TgNode e = tg_game_tree_append_child (tree, d);

    tg_game_tree_append_child (tree, e);
    tg_game_tree_append_child (tree, d);
  }
  tg_game_tree_count_subtree (tree, root, &nodes, &variations, &moves);
  g_assert_cmpuint (nodes, ==, 10);
  g_assert_cmpuint (variations, ==, 4);
  g_assert_cmpuint (moves, ==, 2);
}

/* A string on whole huge pages works as any GString: it is filled,
 * grows past its room (g_realloc() of an aligned block) and is freed. */
static void
test_memory_string (void)
{
  gsize room = TG_MEMORY_HUGE_PAGE + 10;
  GString *s = tg_memory_try_string (room);
  g_autofree char *text = NULL;

  g_assert_nonnull (s);
  g_assert_cmpuint (s->len, ==, 0);
  g_assert_cmpuint (s->allocated_len, ==, room + 1);
  g_assert_cmpuint ((guintptr) s->str % TG_MEMORY_HUGE_PAGE, ==, 0);
  for (guint i = 0; i < 3 * 1024 * 1024 / 8; i++)
    g_string_append (s, "abcdefgh");
  g_assert_cmpuint (s->len, ==, 3 * 1024 * 1024);
  g_assert_cmpint (s->str[s->len - 1], ==, 'h');
  g_assert_cmpint (s->str[s->len], ==, '\0');
  text = g_string_free (s, FALSE);
  g_assert_cmpuint (strlen (text), ==, 3 * 1024 * 1024);
}

/* A line of moves appended at once: the first after the children its
 * parent had, each next the only child of the one before, the records
 * read back as set one by one, across arena chunks (every third move has
 * capital letters, which the move table does not hold: 233 333 records
 * of 9 bytes fill more than one 2 MB chunk). */
static void
test_tree_append_moves (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  TgNode variation = tg_game_tree_append_child (tree, root);
  guint n = 700000;
  g_autofree char *moves = g_malloc (3 * n);
  TgNode first, last, m;
  guint count = 0;

  tg_game_tree_set_value (tree, variation, "B", "aa");
  for (guint i = 0; i < n; i++)
    {
      moves[3 * i] = i % 2 ? 'W' : 'B';
      moves[3 * i + 1] = (char) ((i % 3 == 2 ? 'A' : 'a') + i % 19);
      moves[3 * i + 2] = (char) ((i % 3 == 2 ? 'A' : 'a') + (i / 19) % 19);
    }
  g_assert_cmpuint (tg_game_tree_append_moves (tree, root, moves, 0), ==, root);
  last = tg_game_tree_append_moves (tree, root, moves, n);

  g_assert_cmpuint (tg_game_tree_get_n_children (tree, root), ==, 2);
  first = tg_game_tree_get_next_sibling (tree, variation);
  g_assert_cmpuint (tg_game_tree_get_parent (tree, first), ==, root);
  g_assert_cmpstr (tg_game_tree_get_value (tree, first, "B"), ==, "aa");
  g_assert_cmpuint (tg_game_tree_get_n_props (tree, first), ==, 1);
  g_assert_cmpstr (tg_game_tree_get_value (tree, variation, "B"), ==, "aa");
  for (m = first; m != TG_NODE_NONE; m = tg_game_tree_get_first_child (tree, m))
    {
      g_assert_cmpuint (tg_game_tree_get_n_children (tree, m), ==, m == last ? 0 : 1);
      count++;
    }
  g_assert_cmpuint (count, ==, n);
  /* i = 20: Black, capitals (20 % 3 = 2), 20 = 19 + 1: "BB"; i = 18:
   * Black, 18 % 19 = 18, 18 / 19 = 0: "sa". */
  m = first;
  for (guint i = 0; i < 20; i++)
    m = tg_game_tree_get_first_child (tree, m);
  g_assert_cmpstr (tg_game_tree_get_value (tree, m, "B"), ==, "BB");
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_tree_get_parent (tree, tg_game_tree_get_parent (tree, m)), "B"), ==, "sa");
  /* The last (i = 699 999, White): 699 999 = 19 × 36 842 + 1 (b), and
   * 36 842 = 19 × 1 939 + 1 (b). */
  g_assert_cmpstr (tg_game_tree_get_value (tree, last, "W"), ==, "bb");
  g_assert_false (tg_game_tree_has_prop (tree, last, "B"));
  /* More moves go on after the last, and a value set later replaces one. */
  m = tg_game_tree_append_moves (tree, last, "Bss", 1);
  g_assert_cmpuint (tg_game_tree_get_parent (tree, m), ==, last);
  tg_game_tree_set_value (tree, m, "B", "dd");
  g_assert_cmpstr (tg_game_tree_get_value (tree, m, "B"), ==, "dd");
}

/* Moves on points a-z take no arena room (their records are the shared
 * move table's), read back like any other, survive a copy of the tree
 * and an edit; other moves (capitals, a name other than B or W) get
 * records of their own. */
static void
test_tree_move_table (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  g_autoptr(TgGameTree) copy = NULL;
  TgNode root = tg_game_tree_add_game (tree);
  TgNode aa, zz, tt, big, other, last;
  gsize before, after;
  TgPropIter it;
  const char *id, *value;
  guint n;
  gsize len;

  aa = tg_game_tree_append_child_with_point (tree, root, 'B', "aa");
  zz = tg_game_tree_append_child_with_point (tree, aa, 'W', "zz");
  tg_game_tree_reserve (tree, 20000);
  before = tg_game_tree_get_memory_size (tree);
  last = zz;
  for (guint i = 0; i < 5000; i++)
    last = tg_game_tree_append_moves (tree, last, "BpdWdpBtt", 3);
  after = tg_game_tree_get_memory_size (tree);
  /* No arena yet: the nodes' 16 bytes each, reserved before. */
  g_assert_cmpuint (after, ==, before);
  tt = last;
  big = tg_game_tree_append_child_with_point (tree, tt, 'B', "AZ");
  other = tg_game_tree_append_child_with_point (tree, big, 'X', "pd");
  g_assert_cmpuint (tg_game_tree_get_memory_size (tree), >, after);

  g_assert_cmpstr (tg_game_tree_get_value (tree, aa, "B"), ==, "aa");
  g_assert_cmpstr (tg_game_tree_get_value (tree, zz, "W"), ==, "zz");
  g_assert_cmpstr (tg_game_tree_get_value (tree, tt, "B"), ==, "tt");
  g_assert_cmpstr (tg_game_tree_get_value (tree, tg_game_tree_get_parent (tree, tt), "W"), ==, "dp");
  g_assert_cmpstr (tg_game_tree_get_value (tree, big, "B"), ==, "AZ");
  g_assert_cmpstr (tg_game_tree_get_value (tree, other, "X"), ==, "pd");
  tg_prop_iter_init (&it, tree, zz);
  g_assert_true (tg_prop_iter_next (&it, &id, &n));
  g_assert_cmpstr (id, ==, "W");
  g_assert_cmpuint (n, ==, 1);
  value = tg_prop_iter_next_value (&it, &len);
  g_assert_cmpuint (len, ==, 2);
  g_assert_cmpmem (value, 3, "zz", 3);
  g_assert_false (tg_prop_iter_next (&it, &id, &n));

  copy = tg_game_tree_copy (tree);
  /* An edit replaces the node's record: the table and the copy keep theirs. */
  tg_game_tree_set_value (tree, zz, "W", "ab");
  tg_game_tree_set_value (tree, zz, "C", "a comment");
  g_assert_cmpstr (tg_game_tree_get_value (tree, zz, "W"), ==, "ab");
  g_assert_cmpstr (tg_game_tree_get_value (copy, zz, "W"), ==, "zz");
  g_assert_false (tg_game_tree_has_prop (copy, zz, "C"));
  g_assert_cmpstr (tg_game_tree_get_value (copy, tt, "B"), ==, "tt");
  g_assert_cmpstr (tg_game_tree_get_value (copy, big, "B"), ==, "AZ");
  g_clear_pointer (&tree, tg_game_tree_unref);
  g_assert_cmpstr (tg_game_tree_get_value (copy, other, "X"), ==, "pd");
  /* A fresh tree's same move has the same record, unchanged by the edit. */
  {
    g_autoptr(TgGameTree) fresh = tg_game_tree_new ();
    TgNode r = tg_game_tree_add_game (fresh);
    TgNode m = tg_game_tree_append_child_with_point (fresh, r, 'W', "zz");

    g_assert_cmpstr (tg_game_tree_get_value (fresh, m, "W"), ==, "zz");
  }
}

/* A move appended in one step reads back as one set with
 * tg_game_tree_set_value, across many arena chunks (300 000 nodes fill
 * more than one 2 MB chunk) and mixed with other records. */
static void
test_tree_append_point (void)
{
  g_autoptr(TgGameTree) tree = tg_game_tree_new ();
  TgNode root = tg_game_tree_add_game (tree);
  TgNode n = root, first = TG_NODE_NONE;
  guint count = 0;

  for (guint i = 0; i < 300000; i++)
    {
      char point[2] = { (char) ('a' + i % 19), (char) ('a' + (i / 19) % 19) };

      n = tg_game_tree_append_child_with_point (tree, n, i % 2 ? 'W' : 'B', point);
      if (first == TG_NODE_NONE)
        first = n;
      if (i % 1000 == 7)
        tg_game_tree_set_text (tree, n, "C", "a comment with more bytes than a move");
    }
  g_assert_cmpstr (tg_game_tree_get_value (tree, first, "B"), ==, "aa");
  g_assert_cmpuint (tg_game_tree_get_n_props (tree, first), ==, 1);
  g_assert_false (tg_game_tree_has_prop (tree, first, "W"));
  /* Node 1008 (i = 1007): W at 1007 % 19 = 0, 1007 / 19 = 53, 53 % 19 = 15. */
  {
    TgNode m = first;
    g_autofree char *comment = NULL;

    for (guint i = 0; i < 1007; i++)
      m = tg_game_tree_get_first_child (tree, m);
    g_assert_cmpstr (tg_game_tree_get_value (tree, m, "W"), ==, "ap");
    comment = tg_game_tree_get_text (tree, m, "C");
    g_assert_cmpstr (comment, ==, "a comment with more bytes than a move");
  }
  /* The last (i = 299 999, White): 299 999 = 19 × 15 789 + 8 (i), and
   * 15 789 = 19 × 831 + 0 (a). */
  g_assert_cmpstr (tg_game_tree_get_value (tree, n, "W"), ==, "ia");
  for (TgNode w = root; w != TG_NODE_NONE; w = tg_game_tree_walk_next (tree, w))
    count++;
  g_assert_cmpuint (count, ==, 300001);
  /* Every node below the root holds a move; the root none. */
  {
    guint moves = 0, nodes = 0;

    tg_game_tree_count_subtree (tree, root, &nodes, NULL, &moves);
    g_assert_cmpuint (nodes, ==, 300001);
    g_assert_cmpuint (moves, ==, 300000);
    tg_game_tree_count_subtree (tree, first, NULL, NULL, &moves);
    g_assert_cmpuint (moves, ==, 300000);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-tree/structure", test_tree_structure);
  g_test_add_func ("/game-tree/properties", test_tree_properties);
  g_test_add_func ("/game-tree/text", test_tree_text);
  g_test_add_func ("/game-tree/builder", test_tree_builder);
  g_test_add_func ("/game-tree/deep", test_tree_deep);
  g_test_add_func ("/game-tree/count-subtree", test_tree_count_subtree);
  g_test_add_func ("/game-tree/append-point", test_tree_append_point);
  g_test_add_func ("/game-tree/append-moves", test_tree_append_moves);
  g_test_add_func ("/game-tree/move-table", test_tree_move_table);
  g_test_add_func ("/game-tree/memory-string", test_memory_string);
  return g_test_run ();
}
