/* tg-clock.h: game clocks for every time system, as pure state machines
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One TgClock per player. It never reads a clock itself: every call that
 * depends on time takes `now`, a monotonic time in microseconds such as
 * g_get_monotonic_time() returns, so tests drive it with fake time. Every
 * duration is a gint64 count of microseconds (TG_CLOCK_SECOND = 1 s).
 *
 * Driving it from a game (the UI):
 *
 *   TgClockSettings s;
 *   tg_clock_settings_init (&s, TG_CLOCK_BYOYOMI);          // or a preset
 *   black = tg_clock_new (&s); white = tg_clock_new (&s);
 *
 *   tg_clock_start (black, now);                            // Black to play
 *   ...a timer fires: tg_clock_get_state (black, now, &st) for the display;
 *      tg_clock_calls_between (black, last_poll, now, calls) for the sounds;
 *      st.next_call_in says when to wake up next; st.lost ends the game.
 *   tg_clock_save (black, &undo_b); tg_clock_save (white, &undo_w);
 *   if (!tg_clock_stop (black, now, calls)) → RE[W+T]       // Black played
 *   tg_clock_write_sgf_move (black, TG_BLACK, tree, node);  // BL/OB
 *   tg_clock_start (white, now);
 *   undo: tg_clock_restore (black, &undo_b); tg_clock_restore (white, &undo_w);
 *         tg_clock_start (black, now);
 *   scoring / adjournment: tg_clock_pause (), later tg_clock_resume ().
 *   a reloaded record: tg_clock_settings_read_sgf () on the root, then
 *         tg_clock_restore_from_sgf () for each colour at the current node.
 *
 * Boundaries: a limit is reached when the time used equals it ("reaching
 * T uses the period", Japanese practice). A move of exactly T seconds in
 * byo-yomi uses a period, and in the last period it loses; a Chinese
 * move of exactly 60 s uses a reserve minute; a TV move of exactly S
 * seconds starts an extension; main time reaching exactly 0 loses in
 * absolute and Fischer time, and anywhere else starts the overtime
 * within the same move. Main time running out inside a move flows into
 * the overtime system at that instant, so one move can use the end of
 * the main time and several periods.
 *
 * The referee's calls (TgClockCall) are timed in the player's thinking
 * time for the move (pauses excluded), from 0 at the start of the move:
 *
 * "N seconds" calls say the seconds into the running period or minute.
 *
 * - chinese: in each reserve minute but the last, "30, 40, 50, 55, 58
 *   seconds" and at 60 s "one minute; X minutes left"; in the last
 *   minute 30, 40, 50 s, then the count 1..10 from 51 to 60 s (10 = the
 *   time is over). A minute that starts when main time runs out inside a
 *   move is read from that instant.
 * - byoyomi, tv (the per-move time and each extension): the same reading
 *   as the Chinese last minute, counted back from the end of the period:
 *   "N seconds" at 30, 20 and 10 s before the end, then 1..9, and at the
 *   end the period is used ("X periods left") or, in the last one, "10"
 *   (time over). A TV extension starting is a call too.
 * - absolute, fischer, canadian (the running period): the count 1..10 in
 *   the last ten seconds, "10" being the loss.
 * - ing: the count 1..9 before the main time or an extension runs out;
 *   then an extension starts (a call, with its penalty), or in the last
 *   one "10" loses.
 * Calls only fall strictly after the start of the move; a call at the
 * very instant a move ends belongs to that move.
 */

#pragma once

#include <glib-object.h>

#include "tg-types.h"
#include "tg-game-tree.h"

G_BEGIN_DECLS

/* One second in the clock's unit (microseconds). */
#define TG_CLOCK_SECOND ((gint64) G_USEC_PER_SEC)

#define TG_CLOCK_ERROR (tg_clock_error_quark ())

typedef enum
{
  TG_CLOCK_ERROR_INVALID,       /* settings that cannot make a clock */
} TgClockError;

GQuark          tg_clock_error_quark           (void);

/* The time systems; the names in comments are the ids of
 * tg_clock_system_to_id() (tengen-cli clock --system). */
typedef enum
{
  TG_CLOCK_ABSOLUTE,    /* "absolute": main time; at 0 the player loses (包干制) */
  TG_CLOCK_BYOYOMI,     /* "byoyomi": main, then P periods of T s (Japanese) */
  TG_CLOCK_CHINESE,     /* "chinese": main, then R reserve minutes, the referee's calls */
  TG_CLOCK_TV,          /* "tv": every move within S s, plus K extensions of E s */
  TG_CLOCK_CANADIAN,    /* "canadian": main, then N stones within T s (定时限步制) */
  TG_CLOCK_FISCHER,     /* "fischer": main, plus an increment per move, capped */
  TG_CLOCK_ING,         /* "ing": main, then K extensions of E s at P points each */
  TG_CLOCK_N_SYSTEMS,
} TgClockSystem;

/* The parameters of a time system. Durations in microseconds. Fields a
 * system does not use are ignored (keep them 0). */
typedef struct
{
  TgClockSystem  system;
  gint64         main;        /* main time (TV: usually 0) */
  guint          periods;     /* byo-yomi periods; Chinese reserve minutes;
                               * TV and Ing extensions */
  gint64         period;      /* length of one of those (Chinese: the minute,
                               * 60 s); the Canadian period */
  gint64         per_move;    /* TV: the time every move has (30 s) */
  guint          stones;      /* Canadian: stones to play in each period */
  gint64         increment;   /* Fischer: added after each move */
  gint64         max;         /* Fischer: an increment never takes the clock
                               * above this (0 = no cap); never takes time away */
  guint          penalty;     /* Ing: points per extension (2) */
} TgClockSettings;

/* The system's id on the command line and in the settings: "absolute",
 * "byoyomi", "chinese", "tv", "canadian", "fischer", "ing". */
const char     *tg_clock_system_to_id          (TgClockSystem          system);
/* Accepts the ids, case-insensitively, and "japanese", "byo-yomi",
 * "sudden-death", "reserve". */
gboolean        tg_clock_system_from_id        (const char            *id,
                                                TgClockSystem         *out);
/* English name: "Absolute", "Byo-yomi", "Chinese reserve", "TV", ... */
const char     *tg_clock_system_get_name       (TgClockSystem          system);

/* The fields of TgClockSettings, as flags. */
typedef enum
{
  TG_CLOCK_FIELD_MAIN      = 1 << 0,
  TG_CLOCK_FIELD_PERIODS   = 1 << 1,
  TG_CLOCK_FIELD_PERIOD    = 1 << 2,
  TG_CLOCK_FIELD_PER_MOVE  = 1 << 3,
  TG_CLOCK_FIELD_STONES    = 1 << 4,
  TG_CLOCK_FIELD_INCREMENT = 1 << 5,
  TG_CLOCK_FIELD_MAX       = 1 << 6,
  TG_CLOCK_FIELD_PENALTY   = 1 << 7,
} TgClockField;

/* TRUE if the clock of @system reads @field (every field of @fields when
 * several are or-ed), so that a form shows it and a command line takes
 * it: main time in every system (TV: usually 0); periods in byo-yomi,
 * Chinese (the reserve minutes), TV and Ing (the extensions); period in
 * those and Canadian; per-move in TV; stones in Canadian; increment and
 * max in Fischer; penalty in Ing. */
gboolean        tg_clock_system_uses           (TgClockSystem          system,
                                                TgClockField           fields);

/* A duration as a person or a record writes it: a number of @unit (such as
 * TG_CLOCK_SECOND or 60 * TG_CLOCK_SECOND) that tg_sgf_number_read_real()
 * reads ("30", "12.5", "３０", "1。5"), without a sign, 0 to 100 days;
 * @out in microseconds, rounded. FALSE (and @out untouched) otherwise. */
gboolean        tg_clock_parse_duration        (const char            *text,
                                                gint64                 unit,
                                                gint64                *out);
/* A count as the clock takes it (periods, stones, points): a whole
 * number 0 to 10 000 (full-width digits too). */
gboolean        tg_clock_parse_count           (const char            *text,
                                                guint                 *out);

/* Fills @out with the usual values of @system (the values of its preset
 * below; Canadian and TV have no main time). */
void            tg_clock_settings_init         (TgClockSettings       *out,
                                                TgClockSystem          system);
/* TRUE if @settings can make a clock; else sets @error (TG_CLOCK_ERROR)
 * with a sentence naming the wrong value. Durations may not be negative
 * or above 100 days, counts not above 10 000; absolute, Fischer and a
 * Ing clock without extensions need main time; byo-yomi and Chinese need
 * at least one period, Canadian one stone; every period and the TV
 * per-move time must be longer than 0. */
gboolean        tg_clock_settings_validate     (const TgClockSettings *settings,
                                                GError               **error);
gboolean        tg_clock_settings_equal        (const TgClockSettings *a,
                                                const TgClockSettings *b);
/* A short English description: "1 h absolute", "30 min + 5×30 s
 * byo-yomi", "1 h + 5×60 s reserve", "30 s per move + 10×60 s", "20
 * stones / 5 min", "10 min + 10 s per move (max 20 min)", "3 h 30 min +
 * 3×35 min at 2 points". */
char           *tg_clock_settings_describe     (const TgClockSettings *settings);

/* A duration in words: "1 h", "3 h 30 min", "5 min", "1 min 30 s",
 * "30 s", "12.5 s" (tenths when not whole). */
char           *tg_clock_format_duration       (gint64                 usec);
/* A clock face: "1:02:03", "29:47", "0:09", rounding up to the second
 * (a player with 0.2 s left sees 0:01; 0:00 means the time is over);
 * negative values show as 0:00. */
char           *tg_clock_format_face           (gint64                 usec);
/* Seconds with up to three decimals, rounded to the millisecond: "30",
 * "12.5", "0.001" (negative values give "0"). */
char           *tg_clock_format_seconds        (gint64                 usec);

/* Named presets for the new-game dialog, in display order. */
typedef struct
{
  const char      *id;        /* "chinese", "japanese", "tv", "canadian", "ing",
                               * "fischer", "absolute" */
  const char      *name;      /* "Chinese: 1 h + 5 × 60 s reserve", ... */
  TgClockSettings  settings;
} TgClockPreset;

/* The presets: Chinese 1 h + 5 × 60 s reserve; Japanese 30 min + 5 ×
 * 30 s; TV 30 s + 10 × 60 s; Canadian 20 stones / 5 min; Ing 3 h 30 min
 * + 3 × 35 min at 2 points; Fischer 10 min + 10 s (max 20 min);
 * Absolute 1 h. */
const TgClockPreset *tg_clock_get_presets      (guint                 *n_presets);
/* The preset with @id, or NULL. */
const TgClockPreset *tg_clock_find_preset      (const char            *id);

/* Calls -------------------------------------------------------------------- */

typedef enum
{
  TG_CLOCK_CALL_SECONDS,      /* "N seconds": number = seconds into the period */
  TG_CLOCK_CALL_COUNT,        /* the last ten seconds: number = 1..10;
                               * 10 is the end of the time (a loss) */
  TG_CLOCK_CALL_PERIOD,       /* a byo-yomi period or a Chinese reserve minute
                               * is used: number = how many are left */
  TG_CLOCK_CALL_EXTENSION,    /* a TV or Ing extension starts: number = how
                               * many are left after this one */
} TgClockCallKind;

typedef struct
{
  TgClockCallKind  kind;
  guint            number;
  gint64           at;        /* thinking time into the move when it falls */
} TgClockCall;

/* What the referee says: "30 seconds", "7", "10 — time is over", "One
 * minute; 4 minutes left", "Period used; 2 left", "Extension; 9 left",
 * "Extension: 2 points; 1 left" (for Ing, with its penalty). */
char           *tg_clock_call_describe         (const TgClockCall     *call,
                                                const TgClockSettings *settings);
/* TRUE for the calls of the last ten seconds (the count), which the UI
 * sounds differently. */
gboolean        tg_clock_call_is_countdown     (const TgClockCall     *call);

/* The clock ----------------------------------------------------------------- */

/* What persists between two moves of a player: a plain struct, copy it
 * with `=`. tg_clock_save() and tg_clock_restore() use it for undo, and
 * the SGF functions read and write it. */
typedef struct
{
  gint64    main_left;     /* main time left (absolute, Fischer: the whole clock) */
  guint     periods_left;  /* byo-yomi periods / Chinese reserve minutes left
                            * (the running one included); TV and Ing extensions
                            * not yet started */
  gint64    period_left;   /* Canadian: time left in the current period (the full
                            * period while main time lasts); Ing: time left in
                            * the running extension (0 before the first) */
  guint     stones_left;   /* Canadian: stones still to play in the current period */
  guint     penalty;       /* Ing: penalty points so far */
  guint     moves;         /* moves played on this clock */
  gboolean  lost;          /* the flag fell */
  /* The latest move, as SGF BL/WL and OB/OW record it: */
  gint64    last_left;     /* time left when he moved: main time; in
                            * overtime the time left in the running period,
                            * minute, extension or Canadian period (a
                            * Canadian move that completes its period: the
                            * full new period); Fischer: after the
                            * increment; 0 on a loss */
  gint      last_overtime; /* -1 if the move ended in main time; else byo-yomi
                            * periods / reserve minutes / extensions left, or
                            * Canadian stones still to play in the running
                            * period (the move that completes a period shows
                            * the new one: N; on a loss the stones unplayed) */
} TgClockSnapshot;

/* What a display shows at a given instant. */
typedef struct
{
  TgClockSystem  system;
  gboolean       running;        /* this player's clock is running (or paused) */
  gboolean       paused;
  gboolean       lost;
  gboolean       in_overtime;    /* main time is over */
  gint64         main_left;      /* main time left (absolute, Fischer: the clock) */
  guint          periods_left;   /* as in TgClockSnapshot, at this instant */
  gint64         period_left;    /* time left in the running period: byo-yomi
                                  * period, Chinese minute, TV per-move time or
                                  * extension, Canadian period, Ing extension
                                  * (0 in main time, except Canadian and Ing,
                                  * which show the period to come / running) */
  guint          stones_left;    /* Canadian */
  guint          penalty;        /* Ing points so far, this move included */
  guint          extensions_used;/* TV and Ing: extensions started so far (for Ing
                                  * the count TgScoreInput's overtime periods want) */
  gint64         move_time;      /* thinking time of the running move */
  gint64         time_to_loss;   /* thinking time left before the flag falls if
                                  * he does not move (-1 when not running or
                                  * lost) */
  gboolean       has_next_call;
  TgClockCall    next_call;      /* the next call of the running move */
  gint64         next_call_in;   /* thinking time until it */
  guint          moves;
} TgClockState;

typedef struct _TgClock TgClock;

#define TG_TYPE_CLOCK (tg_clock_get_type ())

GType           tg_clock_get_type              (void) G_GNUC_CONST;
/* A stopped clock at the start of the game. @settings must validate. */
TgClock        *tg_clock_new                   (const TgClockSettings *settings);
TgClock        *tg_clock_copy                  (const TgClock         *self);
void            tg_clock_free                  (TgClock               *self);
const TgClockSettings *tg_clock_get_settings   (const TgClock         *self);
/* Back to the start of the game (stopped). */
void            tg_clock_reset                 (TgClock               *self);

/* The player's turn starts at @now. FALSE (and nothing happens) if he has
 * already lost on time. The clock must not be running. */
gboolean        tg_clock_start                 (TgClock               *self,
                                                gint64                 now);
/* The player moved at @now: charges the move, appends the calls that fell
 * during it to @calls (a GArray of TgClockCall; may be NULL) and stops.
 * Returns TRUE if the move was in time, FALSE if the flag fell during it
 * (then the clock stays lost). The clock must be running (paused is fine:
 * the move is charged the time up to the pause). */
gboolean        tg_clock_stop                  (TgClock               *self,
                                                gint64                 now,
                                                GArray                *calls);
/* Charges a whole move of @thinking_time to a stopped clock, as if it
 * had been started and stopped: for replaying records and simulations. */
gboolean        tg_clock_add_move              (TgClock               *self,
                                                gint64                 thinking_time,
                                                GArray                *calls);
/* Pauses / resumes the running move (no-ops on a clock that is not
 * running, already paused, or not paused). Paused time is not charged. */
void            tg_clock_pause                 (TgClock               *self,
                                                gint64                 now);
void            tg_clock_resume                (TgClock               *self,
                                                gint64                 now);
gboolean        tg_clock_is_running            (const TgClock         *self);
gboolean        tg_clock_is_paused             (const TgClock         *self);
/* TRUE once the flag has fallen at a stop or a charged move
 * (tg_clock_get_state() also sees a loss while the clock runs). */
gboolean        tg_clock_is_lost               (const TgClock         *self);
/* Thinking time of the running move at @now (0 when stopped). */
gint64          tg_clock_get_move_time         (const TgClock         *self,
                                                gint64                 now);

/* The display at @now. */
void            tg_clock_get_state             (const TgClock         *self,
                                                gint64                 now,
                                                TgClockState          *out);
/* Appends to @out (a GArray of TgClockCall) the calls of the running move
 * that fall after @t0 and up to @t1 (both monotonic times inside the
 * current running stretch: after the latest start or resume); returns how
 * many. Poll it with the previous poll time as @t0 and you hear every
 * call once. */
guint           tg_clock_calls_between         (const TgClock         *self,
                                                gint64                 t0,
                                                gint64                 t1,
                                                GArray                *out);
/* A GArray for the calls (free with g_array_unref). */
GArray         *tg_clock_calls_new             (void);

/* Undo: the state between moves (a running move is not part of it). */
void            tg_clock_save                  (const TgClock         *self,
                                                TgClockSnapshot       *out);
/* Puts the clock back to @snapshot, stopped (a running move is dropped
 * without being charged). */
void            tg_clock_restore               (TgClock               *self,
                                                const TgClockSnapshot *snapshot);

/* SGF ---------------------------------------------------------------------- */
/* Game info TM[] and OT[] in the forms other programs read: TM is the main
 * time in seconds; OT is "5x30 byo-yomi" (KGS, CGoban, OGS, GoGui),
 * "20/300 Canadian" (KGS, CGoban, Quarry, OGS), "30 fischer" (OGS; the
 * cap is not recorded), "30 simple" (OGS: TV without extensions) and
 * Tengen's own "5x60 Chinese reserve", "30+10x60 TV", "3x2100 Ing 2
 * points". Absolute time has no OT (returns NULL). */
char           *tg_clock_settings_to_sgf_tm    (const TgClockSettings *settings);
char           *tg_clock_settings_to_sgf_ot    (const TgClockSettings *settings);
/* Best effort the other way: TM (seconds, or "90 min", "1.5h", "8 hours
 * each", a clock "5:00:00", and GoGoD's "5:00:00(5x1:00)", which carries
 * the byo-yomi), and OT in the forms above plus GoGui's "20 moves / 5
 * min", "5x30" and "5 x 30 secs byo-yomi", any case. No OT (NULL or "")
 * with a TM > 0 is absolute time. Returns FALSE (and leaves @out alone)
 * when the values say nothing Tengen can use. */
gboolean        tg_clock_settings_from_sgf     (const char            *tm,
                                                const char            *ot,
                                                TgClockSettings       *out);
/* Root properties: sets TM and OT on @node (removes OT for absolute). */
void            tg_clock_settings_write_sgf    (const TgClockSettings *settings,
                                                TgGameTree            *tree,
                                                TgNode                 node);
/* Reads TM/OT (raw values) from @node; FALSE when absent or unknown. */
gboolean        tg_clock_settings_read_sgf     (const TgGameTree      *tree,
                                                TgNode                 node,
                                                TgClockSettings       *out);

/* The BL/WL value of the latest move ("1795.3": seconds, rounded up to
 * the millisecond, so that only a loss reads "0") and its OB/OW value
 * ("4"), or NULL for OB/OW in main time. */
char           *tg_clock_snapshot_to_sgf_left  (const TgClockSnapshot *snapshot);
char           *tg_clock_snapshot_to_sgf_overtime (const TgClockSnapshot *snapshot);
/* Sets BL and OB (@color TG_BLACK) or WL and OW on the move @node from
 * the clock's latest move; removes OB/OW in main time. */
void            tg_clock_write_sgf_move        (const TgClock         *self,
                                                TgColor                color,
                                                TgGameTree            *tree,
                                                TgNode                 node);
/* Rebuilds the clock of @color after a record's move: looks for the
 * latest BL/OB (or WL/OW) on @node and its ancestors and sets the state
 * they describe (the moves count is the number of @color moves on the
 * path). Returns FALSE, leaving the clock at the start, when there is no
 * time left recorded or it cannot be read. The clock ends up stopped. */
gboolean        tg_clock_restore_from_sgf      (TgClock               *self,
                                                TgColor                color,
                                                const TgGameTree      *tree,
                                                TgNode                 node);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgClock, tg_clock_free)

G_END_DECLS
