/* tg-sgf-reader-private.h: what the parts of the SGF reader share
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader works in three steps:
 *   tg-sgf-decode.c,    bytes → UTF-8 text (charset from BOM, CA[] per
 *   tg-sgf-transcode.c  game, or detection);
 *   tg-sgf-parser.c,    UTF-8 text → TgGameTree, iteratively, repairing
 *   tg-sgf-node.c       structure with warnings or reporting hard errors;
 *   tg-sgf-checks.c,    each finished node: duplicates, points on the
 *   tg-sgf-fixups.c     board, root properties, and the normalisation of
 *                       komi, handicap and result written in other ways.
 * tg-sgf-reader.c holds the entry points and the problem lists;
 * tg-sgf-import.c recognises other formats (GIB, NGF, UGF) and imports
 * them.
 */

#pragma once

#include "tg-sgf-reader.h"
#include "tg-sgf-charset.h"

G_BEGIN_DECLS

/* Problems ---------------------------------------------------------------- */

#define TG_SGF_MAX_PROBLEMS 10000

#define TG_SGF_LOC_STEP 4096

typedef struct
{
  gsize offset;
  guint line;
  guint column;
} TgSgfPlace;

/* Moves @at (a place in @text) on to @offset, at or after it: the lines
 * counted eight bytes at a time, the columns (characters) on the last. */
void     _tg_sgf_place_advance   (TgSgfPlace   *at,
                                  const char   *text,
                                  gsize         offset);

typedef struct
{
  const char *text;          /* the UTF-8 text being parsed */
  gsize       len;
  GPtrArray  *warnings;      /* TgSgfWarning * */
  GPtrArray  *errors;        /* TgSgfWarning * (code = TgSgfError) */
  gboolean    keep_going;    /* repair hard errors too */
  gboolean    stop;          /* a hard error ended the parse */
  guint       n_lost_warnings;
  guint       n_lost_errors;
  GHashTable *once;          /* keys of messages given once per file */
  /* Locating: where the last located offset is (line and column), and
   * such a place every TG_SGF_LOC_STEP bytes passed so far, so going
   * back never rescans more than one step. */
  TgSgfPlace  loc;
  GArray     *loc_marks;     /* TgSgfPlace */
  GArray     *node_offsets;  /* gsize per TgNode (TG_SGF_READ_NODE_PLACES), or NULL */
  GCancellable *cancellable; /* may be NULL */
  gboolean    cancelled;
  gsize       n_nodes_hint;  /* about how many nodes the text has; 0: unknown */
} TgSgfContext;

/* How often the parser looks at the cancellable: every this many bytes
 * of text (a few milliseconds of parsing). */
#define TG_SGF_CANCEL_STEP (1 << 20)

/* TRUE (and the parse stops) once ctx->cancellable is cancelled. */
gboolean _tg_sgf_cancelled       (TgSgfContext *ctx);

/* Notes where @node starts (its ';'), with TG_SGF_READ_NODE_PLACES. */
void     _tg_sgf_note_node       (TgSgfContext *ctx,
                                  TgNode        node,
                                  gsize         offset);

void     _tg_sgf_context_init    (TgSgfContext *ctx,
                                  gboolean      keep_going);
void     _tg_sgf_context_clear   (TgSgfContext *ctx);
/* The places of the nodes noted with their offsets (TgSgfDocument's
 * node_places), located in one pass. */
GArray  *_tg_sgf_node_places     (TgSgfContext *ctx);
void     _tg_sgf_locate          (TgSgfContext *ctx,
                                  gsize         offset,
                                  guint        *line,
                                  guint        *column);
/* A warning at @offset of the text (G_MAXSIZE: no place, 1:1). */
void     _tg_sgf_warn            (TgSgfContext *ctx,
                                  gsize         offset,
                                  const char   *format,
                                  ...) G_GNUC_PRINTF (3, 4);
/* Like _tg_sgf_warn(), once per @key and file. */
void     _tg_sgf_warn_once       (TgSgfContext *ctx,
                                  const char   *key,
                                  gsize         offset,
                                  const char   *format,
                                  ...) G_GNUC_PRINTF (4, 5);
/* A hard error; sets ctx->stop unless keep_going. */
void     _tg_sgf_error           (TgSgfContext *ctx,
                                  gsize         offset,
                                  TgSgfError    code,
                                  const char   *format,
                                  ...) G_GNUC_PRINTF (4, 5);
/* A problem whose place is already known (from the decoding step). */
void     _tg_sgf_add_located     (TgSgfContext *ctx,
                                  guint         line,
                                  guint         column,
                                  int           code,
                                  char         *message);

/* Decoding ---------------------------------------------------------------- */

typedef struct
{
  guint  line;
  guint  column;
  char  *message;
} TgSgfNote;

typedef struct
{
  char       *owned;           /* the converted text, or NULL */
  const char *text;            /* UTF-8, no NUL bytes */
  gsize       len;
  char       *encoding;
  char       *reason;
  gboolean    guessed;
  GArray     *notes;           /* TgSgfNote: warnings found while decoding */
  gsize       n_semicolons;    /* outside values, when the split counted them; else 0 */
} TgSgfDecoded;

typedef enum
{
  TG_SGF_MODE_COPY,         /* valid UTF-8 */
  TG_SGF_MODE_TRANSCODE,    /* ASCII-compatible charset */
  TG_SGF_MODE_WIDE_VALUES,  /* ASCII structure, UTF-16/32 values */
} TgSgfMode;

typedef struct
{
  const guint8 *data;
  gsize         len;
  GArray       *notes;       /* TgSgfNote */
  guint         n_nuls;
  gsize         first_nul;   /* raw offset */
  gboolean      keep_high;   /* the bytes around are valid UTF-8: copy them */
  TgSgfPlace    place;       /* of the last note */
  GCancellable *cancellable; /* checked between games; may be NULL */
  /* [utf8_from, utf8_to) is valid UTF-8 and utf8_to is the end of the
   * input or the first invalid byte after utf8_from: games inside it are
   * not validated again. */
  gboolean      utf8_known;
  gsize         utf8_from;
  gsize         utf8_to;
  gboolean      all_copied;  /* the output is input validated above, copied */
} TgSgfDecoder;

/* tg-sgf-games.c: the games of a file at byte level (a value runs to the
 * first ']' after an even number of backslashes), each with its first
 * CA[]; junk between games belongs to the game after it. */
typedef struct
{
  gsize  start;
  gsize  end;
  gssize ca;         /* offset of the first byte of the CA[] value, or -1 */
  gsize  ca_len;
} TgSgfSegment;

GArray  *_tg_sgf_split_games           (const guint8    *data,
                                        gsize            len,
                                        gsize           *n_semicolons);

/* tg-sgf-transcode.c: [start, end) of the input appended to @out as UTF-8;
 * they return the number of invalid sequences replaced by U+FFFD. */
void     _tg_sgf_put_ascii             (TgSgfDecoder    *dec,
                                        GString         *out,
                                        gsize            i);
guint    _tg_sgf_transcode             (TgSgfDecoder    *dec,
                                        const TgCharset *cs,
                                        gsize            start,
                                        gsize            end,
                                        GString         *out);
guint    _tg_sgf_transcode_wide_values (TgSgfDecoder    *dec,
                                        const TgCharset *cs,
                                        gsize            start,
                                        gsize            end,
                                        GString         *out);
guint    _tg_sgf_convert               (TgSgfDecoder    *dec,
                                        const TgCharset *cs,
                                        TgSgfMode        mode,
                                        gsize            start,
                                        gsize            end,
                                        GString         *out);
char    *_tg_sgf_convert_whole         (TgSgfDecoder    *dec,
                                        const TgCharset *cs,
                                        gsize            start,
                                        gsize           *out_len,
                                        guint           *bad);

/* Fails with G_IO_ERROR_CANCELLED once @cancellable (may be NULL) is
 * cancelled (checked between the games of a collection). */
gboolean _tg_sgf_decode          (const guint8 *data,
                                  gsize         len,
                                  const char   *forced,
                                  GCancellable *cancellable,
                                  TgSgfDecoded *out,
                                  GError      **error);
void     _tg_sgf_decoded_clear   (TgSgfDecoded *decoded);

/* Parsing ----------------------------------------------------------------- */

#define TG_SGF_ID_MAX 32

typedef struct
{
  const char *ptr;
  gsize       len;
  gsize       offset;          /* of its '[' */
} TgSgfValue;

typedef struct
{
  char     id[TG_SGF_ID_MAX + 1];
  guint8   id_len;
  gboolean dropped;
  guint    first;              /* into values */
  guint    n;
  gsize    offset;             /* of the identifier */
} TgSgfProp;

typedef struct
{
  TgSgfContext   *ctx;
  TgGameTree     *tree;
  TgPropsBuilder *builder;
  GArray         *stack;       /* Frame, see tg-sgf-parser.c */
  GArray         *empty_nodes; /* TgSgfEmptyNode: stored without properties */

  /* The node being read. */
  gboolean        node_open;
  gboolean        node_no_semicolon;
  TgNode          node_reopen;  /* Sina: properties that belong to this stored node */
  gboolean        node_promote; /* Sina: the node continues the main line */
  gsize           node_offset;
  TgSgfProp      *props;
  guint           n_props;
  guint           props_alloc;
  TgSgfValue     *values;
  guint           n_values;
  guint           values_alloc;
  GPtrArray      *scratch;     /* strings made by the fixups for this node */

  /* The game being read. */
  guint           game;        /* 0-based index */
  guint           width;
  guint           height;
  gboolean        sina;        /* the game is in Sina's dialect */
  gboolean        old_style;   /* FF[1]-FF[3], or FF[3] long names seen */
  gboolean        not_go;      /* GM other than 1: the game is left out */
  guint           n_not_go;
  gsize           not_go_offset;
  char           *not_go_value;
  GArray         *variations;  /* TgSgfVariation, every variation read */
  gsize           variation_offset; /* the next node stored starts a variation
                                     * without '(' (a repair); else G_MAXSIZE */
} TgSgfParser;

/* A variation as read, for the repair of those that replay the game. */
typedef struct
{
  TgNode first;                /* its first node */
  gsize  offset;               /* of its '(' */
} TgSgfVariation;

/* A game tree or variation being read: the parser's stack holds one for
 * each '(' still open. */
typedef struct
{
  TgNode   attach;     /* the node this variation hangs from (NONE: a game) */
  TgNode   last;       /* the last node of its sequence so far */
  guint    n_nodes;
  gboolean had_var;    /* a variation was opened: no more nodes here */
  gsize    offset;     /* of its '(' */
} TgSgfFrame;

/* The nodes of a game that is not Go. */
#define TG_SGF_LEFT_OUT ((TgNode) (G_MAXUINT32 - 2))

/* tg-sgf-moves.c: at @s, a ';' whose node is a plain move (";B[pd]" then
 * ';', '(' or ')'): that move and the run of such moves after it, stored
 * at once; returns where the parse continues, or NULL when the node at
 * @s is anything else. */
const char *_tg_sgf_read_moves (TgSgfParser *p,
                                TgSgfFrame  *f,
                                const char  *s,
                                const char  *end);

TgGameTree *_tg_sgf_parse        (TgSgfContext *ctx);

typedef struct
{
  TgNode node;
  gsize  offset;
} TgSgfEmptyNode;

/* tg-sgf-node.c */
/* Stores the node's properties that are not dropped. */
void     _tg_sgf_store_props     (TgSgfParser  *parser,
                                  TgNode        node);
/* Sina's dialect: adds the node's properties to @node, already stored. */
void     _tg_sgf_store_late_props (TgSgfParser *parser,
                                  TgNode        node);
/* The number of properties not dropped. */
guint    _tg_sgf_live_props      (TgSgfParser  *parser);
gboolean _tg_sgf_is_sina_dialect (TgSgfParser  *parser);
/* Drops the nodes of parser->empty_nodes that ended up leaves. */
void     _tg_sgf_drop_empty_leaves (TgSgfParser *parser);
/* Stores a new value (copied) for a value of the node being read. */
void     _tg_sgf_set_value       (TgSgfParser  *parser,
                                  TgSgfValue   *value,
                                  const char   *text);
/* Index of the first live property @id of the node, or -1. */
gint     _tg_sgf_find_prop       (TgSgfParser  *parser,
                                  const char   *id);

/* tg-sgf-checks.c: all checks of a finished node (root: size, game). */
void     _tg_sgf_check_node      (TgSgfParser  *parser,
                                  gboolean      is_root);
/* tg-sgf-fixups.c */
void     _tg_sgf_fix_komi        (TgSgfParser  *parser,
                                  TgSgfProp    *prop);
void     _tg_sgf_fix_handicap    (TgSgfParser  *parser,
                                  TgSgfProp    *prop);
/* RE in words or in 子; a count in 子 in a root without RU[] adds
 * RU[Chinese]. */
void     _tg_sgf_fix_result      (TgSgfParser  *parser,
                                  TgSgfProp    *prop,
                                  gboolean      is_root);
/* tg-sgf-fixups-dialect.c: Chinese sites' SGF. On the root being read:
 * TE[event] → EV, RD[date] → DT. */
void     _tg_sgf_fix_dialect_root (TgSgfParser *parser);
/* Notes the variation of @frame, being closed (its nodes, if any, are
 * the last child of its attach node and what follows). */
void     _tg_sgf_note_variation  (TgSgfParser  *parser,
                                  TgSgfFrame   *frame);
/* At a cut end of file: notes the variations still open. */
void     _tg_sgf_note_open_variations (TgSgfParser *parser);
/* After a node is stored under @parent: notes it when a repair made it
 * start a variation (parser->variation_offset). */
void     _tg_sgf_note_repaired_variation (TgSgfParser *parser,
                                          TgNode       parent);
/* At the end: variations that replay the game from move 1 are moved to
 * where they first differ. */
void     _tg_sgf_fix_replayed_variations (TgSgfParser *parser);
/* TM, BL, WL, V: a real written with full-width digits or 。 ． in ASCII. */
void     _tg_sgf_fix_real        (TgSgfParser  *parser,
                                  TgSgfProp    *prop);
/* Parses a margin or komi written in words ("3又3/4子", "6目半", "5 1/2",
 * "two stones" ...) into points (a count in stones, marked 子 or given by
 * @stones, counts double); FALSE if there is no number. */
gboolean _tg_sgf_parse_amount    (const char   *text,
                                  gboolean      stones,
                                  double       *points);
/* "7.5", "7", "-0.5", "5.75". */
char    *_tg_sgf_format_points   (double        points);
/* Whether @text, lowered, holds one of @words. */
gboolean _tg_sgf_contains_word_ci (const char        *text,
                                   const char *const *words);
/* Whether @text names a unit of points (目, 点, 집, "points"). */
gboolean _tg_sgf_contains_point_unit (const char *text);
/* The first value of @prop as plain text, stripped; g_free() it. */
char    *_tg_sgf_value_text      (TgSgfParser  *parser,
                                  TgSgfProp    *prop);
/* Replaces the first value of @prop by @text (plain text). */
void     _tg_sgf_replace_value   (TgSgfParser  *parser,
                                  TgSgfProp    *prop,
                                  const char   *text);
/* Adds @id[@text] (plain text) to the node being read. Pointers into
 * the parser's props are stale afterwards. */
void     _tg_sgf_add_text_prop   (TgSgfParser  *parser,
                                  const char   *id,
                                  const char   *text,
                                  gsize         offset);

G_END_DECLS
