/* tg-deadstones-reading.c: can a weak chain be captured against any defence?
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The 1989 Japanese rules call stones dead when the opponent can capture
 * them even if their owner answers every move. Random playouts miss that
 * for chains the owner "saves" in most playouts by luck: a stone in atari
 * with no escape, a ladder, a two-liberty group in a net. This is a small
 * tactical reader for chains with one or two liberties: the attacker moves
 * on the chain's liberties, or (once a line) away from them: a net
 * on a point next to a liberty of a chain with two, a block on a liberty
 * of a chain with three (a loose ladder); the defender extends on a
 * liberty, captures an attacking chain in atari, or (while it has two
 * liberties) puts an attacking chain with two liberties in atari, or
 * leaves the chain as it is. A chain with four liberties
 * counts as saved, so does one with three once the attacker has no loose
 * move left, and so does a chain the attacker cannot reduce (two eyes
 * leave it no legal move).
 *
 * A chain is dead only when it is lost both ways: the attacker, moving
 * first, captures it whatever the defender answers, and the defender,
 * moving first, cannot save it either. A chain its owner saves by moving
 * first (a connection still due, alive in sente) is not dead but an
 * unsettled point of the count. The search is bounded by a node budget;
 * when it runs out the chain counts as not capturable, so the reader only
 * ever adds verdicts it has proved.
 */

#include "config.h"

#include <string.h>

#include "tg-deadstones-private.h"

/* Liberties that put a chain out of reach. */
#define SAFE_LIBERTIES 4

/* Attacking moves per line that are not ataris (a net, a block of a chain
 * with three liberties): one is enough for a net or a loose ladder's step. */
#define LOOSE_MOVES 1

/* Positions already read, by hash (the same position comes back through
 * other move orders): a direct-mapped table. */
#define TABLE_BITS 10

typedef struct
{
  guint64  key;        /* 0: empty */
  gboolean result;
} Entry;

/* An enclosed chain's eye space: at most this many points are read. */
#define SPACE_MAX TG_DEADSTONES_SPACE_MAX

/* Nested positions a line may reach (a move, an answer, ...): a ladder
 * across the largest board and back. Deeper lines count as not captured,
 * the safe answer. Each ply's board lives in the reading's arena on the
 * heap, never on the stack: a TgBoard is about 26 KB, and worker threads
 * may have little stack. */
#define MAX_PLY (4 * TG_MAX_SIZE + 8)

typedef struct
{
  TgPoint  target;     /* a stone of the chain under attack */
  TgColor  owner;
  gboolean suicide_ok;
  guint    budget;     /* nodes left */
  guint    n_space;    /* an enclosed chain: both sides move only here */
  TgPoint  space[SPACE_MAX];
  guint    ply;        /* boards of the arena in use */
  TgBoard *boards[MAX_PLY + 1];  /* the arena, allocated as lines reach it */
  Entry    table[1 << TABLE_BITS];
} Reading;

/* A board of the arena for the current line, or NULL when the line is
 * too deep; give it back with pop_board(). */
static TgBoard *
push_board (Reading *r)
{
  if (r->ply == G_N_ELEMENTS (r->boards))
    return NULL;
  if (r->boards[r->ply] == NULL)
    r->boards[r->ply] = g_new (TgBoard, 1);
  return r->boards[r->ply++];
}

static void
pop_board (Reading *r)
{
  g_assert (r->ply > 0);
  r->ply--;
}

static gboolean can_capture (Reading *r, const TgBoard *b, guint depth, guint loose);
static gboolean can_defend  (Reading *r, const TgBoard *b, guint depth, guint loose);
static gboolean target_stands (Reading *r, const TgBoard *b);

/* The table key of @b with @attacking to move and @loose moves left. A
 * result cut short by the budget or the depth is stored too: it is the
 * safe answer (not captured), so reusing it only ever keeps a chain. */
static guint64
table_key (const TgBoard *b,
           gboolean       attacking,
           guint          loose)
{
  guint64 key = b->hash ^ ((guint64) b->ko * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  key ^= ((guint64) loose << 1 | (guint64) attacking) * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F);
  return key | 1;
}

static Entry *
table_entry (Reading *r,
             guint64  key)
{
  return &r->table[(key >> 17) & ((1u << TABLE_BITS) - 1)];
}

/* can_capture() and can_defend() through the table. */
static gboolean
read_node (Reading       *r,
           const TgBoard *b,
           guint          depth,
           guint          loose,
           gboolean       attacking)
{
  guint64 key = table_key (b, attacking, loose);
  Entry *e = table_entry (r, key);
  gboolean result;

  if (e->key == key)
    return e->result;
  result = attacking ? can_capture (r, b, depth, loose) : can_defend (r, b, depth, loose);
  e->key = key;
  e->result = result;
  return result;
}

#define ATTACK(r, b, depth, loose) read_node ((r), (b), (depth), (loose), TRUE)
#define DEFEND(r, b, depth, loose) read_node ((r), (b), (depth), (loose), FALSE)

/* The chain's liberties, at most @max of them. */
static guint
liberties_of (const TgBoard *b,
              TgPoint        p,
              TgPoint       *out,
              guint          max)
{
  return tg_board_chain_liberty_points (b, p, out, max);
}

/* Plays @p for @color on a copy; FALSE when illegal. */
static gboolean
try_play (const TgBoard *b,
          TgBoard       *out,
          TgPoint        p,
          TgColor        color,
          gboolean       suicide_ok)
{
  if (tg_board_check (b, p, color, suicide_ok) != TG_BOARD_OK)
    return FALSE;
  *out = *b;
  tg_board_play (out, p, color, NULL);
  return TRUE;
}

/* A capture that leaves the capturing chain in atari: the owner can take
 * back at once (a ko, or a recapture of more stones), so it proves
 * nothing about the chain being dead. */
static gboolean
is_retakable_capture (const TgBoard *after,
                      TgPoint        p)
{
  return after->libs[tg_board_chain_head (after, p)] <= 1;
}

/* The defender ataris the attacking chain at @q (when it has two
 * liberties): TRUE when one of the ataris leaves the target uncapturable. */
static gboolean
counter_atari_saves (Reading       *r,
                     const TgBoard *b,
                     TgPoint        q,
                     guint          depth,
                     guint          loose)
{
  TgBoard *next;
  TgPoint libs[2];
  gboolean saves = FALSE;

  if (tg_board_get (b, q) != TG_OTHER (r->owner) || tg_board_chain_liberties (b, q) != 2)
    return FALSE;
  if ((next = push_board (r)) == NULL)
    return TRUE;
  liberties_of (b, q, libs, 2);
  for (guint i = 0; i < 2 && !saves; i++)
    saves = try_play (b, next, libs[i], r->owner, r->suicide_ok) &&
            tg_board_get (next, r->target) == r->owner &&
            !ATTACK (r, next, depth, loose);
  pop_board (r);
  return saves;
}

static gboolean space_defend  (Reading *r, const TgBoard *b, TgBoard *next,
                               guint depth, guint loose);
static gboolean space_capture (Reading *r, const TgBoard *b, TgBoard *next,
                               guint depth, guint loose);

/* can_defend() with @next, the board of its ply. */
static gboolean
defend_on (Reading       *r,
           const TgBoard *b,
           TgBoard       *next,
           guint          depth,
           guint          loose)
{
  TgPoint libs[SAFE_LIBERTIES];
  guint n_libs;

  r->budget--;

  n_libs = liberties_of (b, r->target, libs, SAFE_LIBERTIES);
  if (n_libs >= SAFE_LIBERTIES || (n_libs == SAFE_LIBERTIES - 1 && loose == 0))
    return TRUE;

  /* Extend on a liberty. */
  for (guint i = 0; i < n_libs; i++)
    if (try_play (b, next, libs[i], r->owner, r->suicide_ok) &&
        tg_board_get (next, r->target) == r->owner &&
        !ATTACK (r, next, depth, loose))
      return TRUE;

  /* Capture an attacking chain next to ours that is in atari. */
  TG_BOARD_FOREACH_STONE (b, r->target, t)
    for (guint d = 0; d < 4; d++)
      {
        TgPoint q = t + tg_board_dirs[d];
        TgPoint lib;

        if (tg_board_get (b, q) != TG_OTHER (r->owner) || tg_board_chain_liberties (b, q) != 1)
          continue;
        liberties_of (b, q, &lib, 1);
        if (try_play (b, next, lib, r->owner, r->suicide_ok) && !ATTACK (r, next, depth, loose))
          return TRUE;
      }

  /* With two liberties of its own, an atari on an attacking chain next to
   * ours that has two: the attacker must answer or lose it (a race). */
  if (n_libs >= 2)
    TG_BOARD_FOREACH_STONE (b, r->target, t)
      for (guint d = 0; d < 4; d++)
        if (counter_atari_saves (r, b, t + tg_board_dirs[d], depth, loose))
          return TRUE;

  /* Leaving the chain as it is may be best (an extension into a seki's
   * shared liberty, a nakade's vital point, loses): the attacker moves
   * again. */
  if (n_libs >= 2)
    {
      *next = *b;
      tg_board_pass (next);
      return !ATTACK (r, next, depth, loose);
    }
  return FALSE;
}

/* The defender to move: TRUE when some answer keeps the chain (also when
 * the budget or the arena runs out: the safe answer). */
static gboolean
can_defend (Reading       *r,
            const TgBoard *b,
            guint          depth,
            guint          loose)
{
  TgBoard *next;
  gboolean kept;

  if (r->budget == 0)
    return TRUE;
  if ((next = push_board (r)) == NULL)
    return TRUE;
  kept = r->n_space > 0 ? space_defend (r, b, next, depth, loose)
                        : defend_on (r, b, next, depth, loose);
  pop_board (r);
  return kept;
}

/* Whether @p, next to a liberty of the target, is a candidate net: empty
 * and not a liberty itself. */
static gboolean
is_net_point (const TgBoard *b,
              TgPoint        p,
              const TgPoint *libs,
              guint          n_libs)
{
  if (tg_board_get (b, p) != TG_EMPTY)
    return FALSE;
  for (guint i = 0; i < n_libs; i++)
    if (libs[i] == p)
      return FALSE;
  return TRUE;
}

/* The attacker plays @p, a move that is not an atari: TRUE when the
 * target, left with two liberties and the attacking stone with two or
 * more, cannot be defended. */
static gboolean
loose_move_captures (Reading       *r,
                     const TgBoard *b,
                     TgPoint        p,
                     guint          depth,
                     guint          loose)
{
  TgBoard *next = push_board (r);
  gboolean captures;

  if (next == NULL)
    return FALSE;
  captures = try_play (b, next, p, TG_OTHER (r->owner), r->suicide_ok) &&
             tg_board_get (next, r->target) == r->owner &&
             tg_board_chain_liberties (next, p) >= 2 &&
             tg_board_chain_liberties (next, r->target) == 2 &&
             !DEFEND (r, next, depth - 1, loose - 1);
  pop_board (r);
  return captures;
}

/* can_capture() with @next, the board of its ply. */
static gboolean
capture_on (Reading       *r,
            const TgBoard *b,
            TgBoard       *next,
            guint          depth,
            guint          loose)
{
  TgColor attacker = TG_OTHER (r->owner);
  TgPoint libs[SAFE_LIBERTIES];
  guint n_libs;

  r->budget--;
  n_libs = liberties_of (b, r->target, libs, SAFE_LIBERTIES);
  if (n_libs == 1)
    {
      if (!try_play (b, next, libs[0], attacker, r->suicide_ok))
        return FALSE;
      return tg_board_get (next, r->target) != r->owner &&
             !is_retakable_capture (next, libs[0]);
    }
  if (n_libs == SAFE_LIBERTIES - 1)
    {
      /* A block on a liberty (a loose ladder, the wall of a net). */
      for (guint i = 0; i < n_libs && loose > 0; i++)
        if (loose_move_captures (r, b, libs[i], depth, loose))
          return TRUE;
      return FALSE;
    }
  if (n_libs != 2)
    return FALSE;

  for (guint i = 0; i < 2; i++)
    {
      if (!try_play (b, next, libs[i], attacker, r->suicide_ok))
        continue;
      /* An atari that leaves the attacking stone itself capturable first
       * is still tried: the defender's answers include taking it. */
      if (!DEFEND (r, next, depth - 1, loose))
        return TRUE;
    }

  /* A net: a move next to a liberty that blocks the way out. */
  for (guint i = 0; i < 2 && loose > 0; i++)
    for (guint d = 0; d < 4; d++)
      {
        TgPoint q = libs[i] + tg_board_dirs[d];

        if (is_net_point (b, q, libs, 2) && loose_move_captures (r, b, q, depth, loose))
          return TRUE;
      }
  return FALSE;
}

/* The attacker to move: TRUE when some move captures the chain whatever
 * the defender answers (FALSE when the budget, the depth or the arena
 * runs out: the safe answer). */
static gboolean
can_capture (Reading       *r,
             const TgBoard *b,
             guint          depth,
             guint          loose)
{
  TgBoard *next;
  gboolean captured;

  if (!target_stands (r, b))
    return TRUE;
  if (r->budget == 0 || depth == 0)
    return FALSE;
  if ((next = push_board (r)) == NULL)
    return FALSE;
  captured = r->n_space > 0 ? space_capture (r, b, next, depth, loose)
                            : capture_on (r, b, next, depth, loose);
  pop_board (r);
  return captured;
}


/* Enclosed chains -------------------------------------------------------- */

/* A chain whose liberties all lie in small regions of its own (its eye
 * space: empty points reaching no other chain of its colour, and the
 * opponent's stones inside that live on the chain's liberties only) cannot
 * run: its fate is read inside that space, both sides moving on its points,
 * as life and death rather than liberties (a square four, a straight three
 * with the opponent's stone on the vital point, a false seki). The chain
 * lives when it has two eyes of its own (two regions, each of empty points
 * all next to it and of opponent stones, bounded by the chain alone:
 * Benson's vital regions), and the defender may retake a ko at once, so a
 * ko never counts as a capture. */

/* Whether the target is still on the board. */
static gboolean
target_stands (Reading       *r,
               const TgBoard *b)
{
  return tg_board_get (b, r->target) == r->owner;
}

/* Whether the target has two vital regions: pass-alive (Benson). */
static gboolean
has_two_eyes (Reading       *r,
              const TgBoard *b)
{
  guint8 seen[TG_ARRAY_SIZE];
  TgPoint libs[SPACE_MAX];
  TgPoint head = tg_board_chain_head (b, r->target);
  guint n_libs = MIN (liberties_of (b, r->target, libs, SPACE_MAX), SPACE_MAX), eyes = 0;

  memset (seen, 0, sizeof seen);
  for (guint i = 0; i < n_libs && eyes < 2; i++)
    if (!seen[libs[i]] && _tg_deadstones_vital_region (b, libs[i], head, TG_OTHER (r->owner), SPACE_MAX, seen))
      eyes++;
  return eyes >= 2;
}

/* Plays @p of the space for @color; FALSE when it is not an empty point
 * or the move is illegal (the defender ignores a ko ban). */
static gboolean
space_play (Reading       *r,
            const TgBoard *b,
            TgBoard       *out,
            TgPoint        p,
            TgColor        color)
{
  if (tg_board_get (b, p) != TG_EMPTY)
    return FALSE;
  *out = *b;
  if (color == r->owner)
    out->ko = TG_NO_POINT;
  if (tg_board_check (out, p, color, r->suicide_ok) != TG_BOARD_OK)
    return FALSE;
  tg_board_play (out, p, color, NULL);
  return TRUE;
}

/* The defender takes an opponent chain next to its stone @t that an
 * attacking move left in atari (its liberty may lie outside the space). */
static gboolean
take_next_to (Reading       *r,
              const TgBoard *b,
              TgBoard       *next,
              TgPoint        t,
              guint          depth,
              guint          loose)
{
  for (guint d = 0; d < 4; d++)
    {
      TgPoint q = t + tg_board_dirs[d];

      if (tg_board_get (b, q) == TG_OTHER (r->owner) && tg_board_chain_liberties (b, q) == 1 &&
          space_play (r, b, next, tg_board_chain_any_liberty (b, q), r->owner) &&
          !ATTACK (r, next, depth, loose))
        return TRUE;
    }
  return FALSE;
}

static gboolean
space_defend (Reading       *r,
              const TgBoard *b,
              TgBoard       *next,
              guint          depth,
              guint          loose)
{
  r->budget--;
  if (has_two_eyes (r, b))
    return TRUE;
  for (guint i = 0; i < r->n_space; i++)
    if (space_play (r, b, next, r->space[i], r->owner) &&
        target_stands (r, next) &&
        !ATTACK (r, next, depth, loose))
      return TRUE;
  TG_BOARD_FOREACH_STONE (b, r->target, t)
    if (take_next_to (r, b, next, t, depth, loose))
      return TRUE;
  /* Waiting may be best (a seki's shared liberty, a nakade's vital point). */
  *next = *b;
  tg_board_pass (next);
  return !ATTACK (r, next, depth, loose);
}

static gboolean
space_capture (Reading       *r,
               const TgBoard *b,
               TgBoard       *next,
               guint          depth,
               guint          loose)
{
  TgColor attacker = TG_OTHER (r->owner);

  r->budget--;
  if (has_two_eyes (r, b))
    return FALSE;
  for (guint i = 0; i < r->n_space; i++)
    {
      TgPoint p = r->space[i];

      if (!space_play (r, b, next, p, attacker))
        continue;
      if (!target_stands (r, next))
        {
          if (!is_retakable_capture (next, p))
            return TRUE;
          continue;
        }
      if (!DEFEND (r, next, depth - 1, loose))
        return TRUE;
    }
  return FALSE;
}

/* Collects the enclosed eye space of the chain at @target into r->space:
 * FALSE when the chain has a liberty in a region larger than SPACE_MAX
 * or reaching another chain of its colour, or touches an opponent chain
 * that is neither inside (living on the target's liberties only) nor
 * @strong says is safe. */
static gboolean
collect_space (Reading         *r,
               const TgBoard   *b,
               TgAttackerStrong strong,
               gpointer         data)
{
  guint8 seen[TG_ARRAY_SIZE];
  TgPoint stack[SPACE_MAX + 4];
  TgPoint libs[SPACE_MAX + 1];
  TgPoint head = tg_board_chain_head (b, r->target);
  guint n_libs = liberties_of (b, r->target, libs, SPACE_MAX + 1);

  if (n_libs > SPACE_MAX)
    return FALSE;
  memset (seen, 0, sizeof seen);
  r->n_space = 0;
  for (guint i = 0; i < n_libs; i++)
    {
      guint sp = 0;

      if (seen[libs[i]])
        continue;
      seen[libs[i]] = 1;
      stack[sp++] = libs[i];
      while (sp > 0)
        {
          TgPoint q = stack[--sp];

          if (r->n_space == SPACE_MAX)
            return FALSE;
          r->space[r->n_space++] = q;
          for (guint d = 0; d < 4; d++)
            {
              TgPoint s = q + tg_board_dirs[d];
              TgColor c = tg_board_get (b, s);

              if (c == r->owner && tg_board_chain_head (b, s) != head)
                return FALSE;
              if (c == TG_EMPTY && !seen[s])
                {
                  if (sp == G_N_ELEMENTS (stack))
                    return FALSE;
                  seen[s] = 1;
                  stack[sp++] = s;
                }
            }
        }
    }
  /* The opponent's chains next to the target: inside the space (every
   * liberty one of the space's points; their stones join it) or safe. */
  TG_BOARD_FOREACH_STONE (b, r->target, t)
    for (guint d = 0; d < 4; d++)
      {
        TgPoint q = t + tg_board_dirs[d];
        TgPoint qlibs[SPACE_MAX + 1];
        guint n_q;
        gboolean inside = TRUE;

        if (tg_board_get (b, q) != TG_OTHER (r->owner) || seen[q])
          continue;
        n_q = liberties_of (b, q, qlibs, SPACE_MAX + 1);
        for (guint k = 0; k < MIN (n_q, G_N_ELEMENTS (qlibs)); k++)
          inside &= seen[qlibs[k]];
        if (!inside || n_q > SPACE_MAX)
          {
            if (!strong (b, q, data))
              return FALSE;
            continue;
          }
        TG_BOARD_FOREACH_STONE (b, q, s)
          {
            if (r->n_space == SPACE_MAX)
              return FALSE;
            seen[s] = 1;
            r->space[r->n_space++] = s;
          }
      }
  return TRUE;
}

/* Dead only when lost both ways: the owner, moving first, cannot save
 * it (no escape, no eyes, no race won) and the attacker, moving first,
 * captures it. With one liberty the second holds whenever the first does
 * (the attacker takes at once); a chain that a connection saves is an
 * unsettled point for the count, and mutual ataris are a race. */
static gboolean
read_lost_both_ways (Reading       *r,
                     const TgBoard *board)
{
  TgBoard *start = push_board (r);
  gboolean dead;
  /* An eye space of n points is filled, taken back and filled again in
   * a few times n moves; a chase runs across the board. */
  guint depth = r->n_space > 0 ? 3 * SPACE_MAX : 2 * TG_MAX_SIZE;

  memset (r->table, 0, sizeof r->table);
  /* The reading starts after the game: no ko ban left over. */
  *start = *board;
  start->ko = TG_NO_POINT;
  if (can_defend (r, start, depth, LOOSE_MOVES) || r->budget == 0)
    dead = FALSE;
  else if (r->n_space == 0 && tg_board_chain_liberties (start, r->target) == 1)
    dead = TRUE;
  else
    dead = can_capture (r, start, depth, LOOSE_MOVES);
  pop_board (r);
  return dead;
}

static void
reading_init (Reading       *r,
              const TgBoard *board,
              TgPoint        target,
              gboolean       suicide_ok,
              guint          budget)
{
  r->target = target;
  r->owner = tg_board_get (board, target);
  r->suicide_ok = suicide_ok;
  r->budget = budget;
  r->n_space = 0;
  r->ply = 0;
  memset (r->boards, 0, sizeof r->boards);
}

/* Frees the arena's boards and @r. */
static void
reading_free (Reading *r)
{
  for (guint i = 0; i < G_N_ELEMENTS (r->boards) && r->boards[i] != NULL; i++)
    g_free (r->boards[i]);
  g_free (r);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Reading, reading_free)

gboolean
_tg_reading_enclosed_dead (const TgBoard    *board,
                           TgPoint           target,
                           gboolean          suicide_ok,
                           guint             budget,
                           TgAttackerStrong  strong,
                           gpointer          data)
{
  g_autoptr(Reading) r = NULL;
  TgColor owner = tg_board_get (board, target);

  g_return_val_if_fail (owner == TG_BLACK || owner == TG_WHITE, FALSE);

  r = g_new (Reading, 1);
  reading_init (r, board, target, suicide_ok, budget);
  if (!collect_space (r, board, strong, data))
    return FALSE;
  return read_lost_both_ways (r, board);
}

gboolean
_tg_reading_enclosed_unsettled (const TgBoard    *board,
                                TgPoint           target,
                                gboolean          suicide_ok,
                                guint             budget,
                                TgAttackerStrong  strong,
                                gpointer          data,
                                TgPoint          *space,
                                guint            *n_space)
{
  g_autoptr(Reading) r = NULL;
  TgColor owner = tg_board_get (board, target);
  TgBoard *start;
  gboolean unsettled;

  g_return_val_if_fail (owner == TG_BLACK || owner == TG_WHITE, FALSE);

  *n_space = 0;
  r = g_new (Reading, 1);
  reading_init (r, board, target, suicide_ok, budget);
  if (!collect_space (r, board, strong, data))
    return FALSE;
  start = push_board (r);
  memset (r->table, 0, sizeof r->table);
  *start = *board;
  start->ko = TG_NO_POINT;
  /* A kill is proved (running out of nodes answers "not captured"); a
   * defence only when nodes are left. */
  unsettled = can_capture (r, start, 3 * SPACE_MAX, LOOSE_MOVES) &&
              can_defend (r, start, 3 * SPACE_MAX, LOOSE_MOVES) && r->budget > 0;
  pop_board (r);
  memcpy (space, r->space, r->n_space * sizeof *space);
  *n_space = r->n_space;
  return unsettled;
}

gboolean
_tg_reading_can_capture (const TgBoard *board,
                         TgPoint        target,
                         gboolean       suicide_ok,
                         guint          budget)
{
  g_autoptr(Reading) r = NULL;
  TgColor owner = tg_board_get (board, target);

  g_return_val_if_fail (owner == TG_BLACK || owner == TG_WHITE, FALSE);

  r = g_new (Reading, 1);
  reading_init (r, board, target, suicide_ok, budget);
  return read_lost_both_ways (r, board);
}

gboolean
_tg_reading_group_dead (const TgBoard    *board,
                        TgPoint           start,
                        gboolean          suicide_ok,
                        guint             budget,
                        TgAttackerStrong  strong,
                        gpointer          data,
                        TgGroupZone      *zone)
{
  TgColor owner = tg_board_get (board, start);

  g_return_val_if_fail (owner == TG_BLACK || owner == TG_WHITE, FALSE);

  /* Read in the zone (tg-deadstones-zone-search.c): suicide is never
   * played there, under any rules. */
  (void) suicide_ok;
  return _tg_group_zone_collect (board, start, strong, data, zone) &&
         _tg_zone_search_dead (board, zone, budget);
}
