/* tg-sgf-checks.c: the checks of each finished node
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Root: GM (1 or absent), SZ (1..52, "W:H" for rectangles), FF (1..4).
 * Every node: duplicate properties, extra values of single-valued
 * properties, moves and points against the board, and the komi, handicap
 * and result fixups of tg-sgf-fixups.c.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tg-point.h"
#include "tg-sgf-reader-private.h"

/* FF[4] properties that take exactly one value. */
static const char *const single_valued[] = {
  "AN", "AP", "B", "BL", "BM", "BR", "BT", "C", "CA", "CP", "DM", "DO", "DT", "EV", "FF",
  "FG", "GB", "GC", "GM", "GN", "GW", "HA", "HO", "IT", "KM", "KO", "MN", "N", "OB", "ON",
  "OT", "OW", "PB", "PC", "PL", "PM", "PW", "RE", "RO", "RU", "SO", "ST", "SZ", "TE",
  "TM", "UC", "US", "V", "W", "WL", "WR", "WT",
};

/* Properties whose values are lists (merged when given twice). */
static const char *const list_valued[] = {
  "AB", "AE", "AR", "AW", "CR", "DD", "LB", "LN", "MA", "SL", "SQ", "TB", "TR", "TW", "VW",
};

static gboolean
in_list (const char        *id,
         const char *const *list,
         guint              n)
{
  for (guint i = 0; i < n; i++)
    if (strcmp (list[i], id) == 0)
      return TRUE;
  return FALSE;
}

#define K2(a, b) (((a) << 8) | (b))
#define IS_SINGLE(id) in_list ((id), single_valued, G_N_ELEMENTS (single_valued))
#define IS_LIST(id)   in_list ((id), list_valued, G_N_ELEMENTS (list_valued))

static inline gint
coord (char c)
{
  if (c >= 'a' && c <= 'z')
    return c - 'a';
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 26;
  return -1;
}

static inline char
coord_char (gint v)
{
  return v < 26 ? 'a' + v : 'A' + v - 26;
}

/* The value without surrounding white space, NUL-terminated, in @buf. */
static const char *
trimmed (const TgSgfValue *v,
         char             *buf,
         gsize             size)
{
  const char *s = v->ptr, *e = v->ptr + v->len;

  while (s < e && g_ascii_isspace (*s))
    s++;
  while (e > s && g_ascii_isspace (e[-1]))
    e--;
  if ((gsize) (e - s) >= size)
    e = s + size - 1;
  memcpy (buf, s, e - s);
  buf[e - s] = '\0';
  return buf;
}

static char *
value_sample (const TgSgfValue *v)
{
  gsize n = MIN (v->len, 24);

  while (n < v->len && n < 32 && ((guchar) v->ptr[n] & 0xc0) == 0x80)
    n++;
  return g_strdup_printf ("%.*s%s", (int) n, v->ptr, n < v->len ? "…" : "");
}

static void
drop_prop (TgSgfParser *p,
           TgSgfProp   *prop)
{
  prop->dropped = TRUE;
}

/* Removes value @k of @prop (its values are contiguous). */
static void
remove_value (TgSgfParser *p,
              TgSgfProp   *prop,
              guint        k)
{
  TgSgfValue *v = &p->values[prop->first];

  memmove (v + k, v + k + 1, (prop->n - k - 1) * sizeof *v);
  prop->n--;
}

/* Root -------------------------------------------------------------------- */

static gboolean
parse_side (const char *s,
            guint      *out)
{
  guint64 v;
  g_autofree char *copy = g_strstrip (g_strdup (s));

  if (!g_ascii_string_to_unsigned (copy, 10, 1, TG_MAX_SIZE, &v, NULL))
    return FALSE;
  *out = v;
  return TRUE;
}

/* GM[]: an empty or unreadable value reads as Go; another game is left out. */
static void
check_gm (TgSgfParser *p,
          TgSgfProp   *prop)
{
  char buf[64];
  TgSgfValue *v = &p->values[prop->first];
  const char *gm = trimmed (v, buf, sizeof buf);

  if (gm[0] == '\0')
    {
      _tg_sgf_warn (p->ctx, v->offset, _("An empty GM[] was read as GM[1] (Go)"));
      drop_prop (p, prop);
    }
  else if (!g_ascii_string_to_unsigned (gm, 10, 1, G_MAXUINT, NULL, NULL))
    {
      g_autofree char *sample = value_sample (v);

      /* Not a game number at all (GM[5.5] in some Chinese
       * collections): a Go reader reads it as Go. */
      _tg_sgf_warn (p->ctx, v->offset, _("GM[%s] is not a game number; read as Go (GM[1])"),
                    sample);
      drop_prop (p, prop);
    }
  else if (strcmp (gm, "1") != 0)
    {
      g_autofree char *sample = value_sample (v);

      /* Left out of the tree; an error if no game of Go remains. */
      p->not_go = TRUE;
      if (p->n_not_go++ == 0)
        {
          p->not_go_offset = v->offset;
          p->not_go_value = g_strdup (sample);
        }
      _tg_sgf_warn (p->ctx, v->offset,
                    _("GM[%s]: game %u is not a game of Go (GM[1]); it was left out"),
                    sample, p->game + p->n_not_go);
    }
}

/* SZ[]: "19" or "19:13", each side 1 to TG_MAX_SIZE. */
static void
check_sz (TgSgfParser *p,
          TgSgfProp   *prop)
{
  char buf[64];
  TgSgfValue *v = &p->values[prop->first];
  const char *sz = trimmed (v, buf, sizeof buf);
  const char *colon = strchr (sz, ':');
  guint w = 0, h = 0;
  gboolean ok;

  if (colon != NULL)
    {
      g_autofree char *first = g_strndup (sz, colon - sz);
      ok = parse_side (first, &w) && parse_side (colon + 1, &h);
    }
  else
    {
      ok = parse_side (sz, &w);
      h = w;
    }
  if (ok)
    {
      p->width = w;
      p->height = h;
    }
  else
    {
      g_autofree char *sample = value_sample (v);

      _tg_sgf_error (p->ctx, v->offset, TG_SGF_ERROR_BAD_SIZE,
                     _("SZ[%s] is not a board size: sides go from 1 to %u"), sample, TG_MAX_SIZE);
      drop_prop (p, prop);
    }
}

/* FF[]: 1 to 3 are the old style; anything but 1 to 4 reads as FF[4]. */
static void
check_ff (TgSgfParser *p,
          TgSgfProp   *prop)
{
  char buf[64];
  TgSgfValue *v = &p->values[prop->first];
  const char *ff = trimmed (v, buf, sizeof buf);

  if (strlen (ff) == 1 && ff[0] >= '1' && ff[0] <= '3')
    p->old_style = TRUE;
  else if (strlen (ff) != 1 || ff[0] < '1' || ff[0] > '4')
    {
      g_autofree char *sample = value_sample (v);

      _tg_sgf_warn (p->ctx, v->offset,
                    _("FF[%s] is not a file format from 1 to 4; read as FF[4]"), sample);
    }
}

static void
check_root (TgSgfParser *p)
{
  gint i;

  if ((i = _tg_sgf_find_prop (p, "GM")) >= 0 && p->props[i].n > 0)
    check_gm (p, &p->props[i]);
  if ((i = _tg_sgf_find_prop (p, "SZ")) >= 0 && p->props[i].n > 0)
    check_sz (p, &p->props[i]);
  if ((i = _tg_sgf_find_prop (p, "FF")) >= 0 && p->props[i].n > 0)
    check_ff (p, &p->props[i]);
}

/* Duplicates -------------------------------------------------------------- */

static void
merge_duplicate (TgSgfParser *p,
                 guint        first,
                 guint        dup)
{
  TgSgfProp *a = &p->props[first];
  TgSgfProp *b = &p->props[dup];

  if (strcmp (a->id, "C") == 0 || strcmp (a->id, "GC") == 0)
    {
      GString *joined = g_string_new (NULL);

      if (a->n > 0)
        g_string_append_len (joined, p->values[a->first].ptr, p->values[a->first].len);
      for (guint k = 0; k < b->n; k++)
        {
          g_string_append (joined, "\n\n");
          g_string_append_len (joined, p->values[b->first + k].ptr, p->values[b->first + k].len);
        }
      if (a->n > 0)
        _tg_sgf_set_value (p, &p->values[a->first], joined->str);
      g_string_free (joined, TRUE);
      drop_prop (p, b);
      _tg_sgf_warn (p->ctx, b->offset, _("%s given twice in one node; the texts were joined"), a->id);
    }
  else if (IS_LIST (a->id) || !IS_SINGLE (a->id))
    {
      /* One list at the end of the value array: a's values, then b's. */
      guint total = a->n + b->n;

      if (p->n_values + total > p->values_alloc)
        {
          p->values_alloc = MAX (p->values_alloc * 2, p->n_values + total);
          p->values = g_renew (TgSgfValue, p->values, p->values_alloc);
        }
      memcpy (p->values + p->n_values, p->values + a->first, a->n * sizeof (TgSgfValue));
      memcpy (p->values + p->n_values + a->n, p->values + b->first, b->n * sizeof (TgSgfValue));
      a->first = p->n_values;
      a->n = total;
      p->n_values += total;
      drop_prop (p, b);
      _tg_sgf_warn (p->ctx, b->offset, _("%s given twice in one node; the values were merged"), a->id);
    }
  else
    {
      g_autofree char *sample = b->n > 0 ? value_sample (&p->values[b->first]) : g_strdup ("");

      drop_prop (p, b);
      _tg_sgf_warn (p->ctx, b->offset,
                    _("%s given twice in one node; the second one (%s[%s]) was dropped"),
                    a->id, a->id, sample);
    }
}

static inline gboolean
same_id (const TgSgfProp *a,
         const TgSgfProp *b)
{
  return a->id_len == b->id_len && a->id[0] == b->id[0] &&
         (a->id_len < 2 || (a->id[1] == b->id[1] && (a->id_len == 2 || strcmp (a->id, b->id) == 0)));
}

static void
check_duplicates (TgSgfParser *p)
{
  if (p->n_props <= 48)
    {
      for (guint i = 1; i < p->n_props; i++)
        for (guint j = 0; j < i; j++)
          if (!p->props[j].dropped && same_id (&p->props[j], &p->props[i]))
            {
              merge_duplicate (p, j, i);
              break;
            }
    }
  else
    {
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint i = 0; i < p->n_props; i++)
        {
          gpointer j;

          if (g_hash_table_lookup_extended (seen, p->props[i].id, NULL, &j))
            merge_duplicate (p, GPOINTER_TO_UINT (j), i);
          else
            g_hash_table_insert (seen, p->props[i].id, GUINT_TO_POINTER (i));
        }
    }
}

/* Moves and points -------------------------------------------------------- */

static void
check_move (TgSgfParser *p,
            TgSgfProp   *prop)
{
  TgSgfValue *v = &p->values[prop->first];
  char buf[16], sgf[3];
  const char *t;
  gint x, y;
  TgPoint pt;

  if (v->len == 0)
    return;
  if (v->len == 2)
    {
      x = coord (v->ptr[0]);
      y = coord (v->ptr[1]);
      if (x >= 0 && y >= 0 && (guint) x < p->width && (guint) y < p->height)
        return;
      if (v->ptr[0] == 't' && v->ptr[1] == 't' && p->width <= 19 && p->height <= 19)
        return;
    }

  t = trimmed (v, buf, sizeof buf);
  if (t[0] == '\0' || (strlen (t) == 2 && ((coord (t[0]) >= 0 && (guint) coord (t[0]) < p->width &&
                                            coord (t[1]) >= 0 && (guint) coord (t[1]) < p->height) ||
                                           (strcmp (t, "tt") == 0 && p->width <= 19 && p->height <= 19))))
    {
      g_autofree char *sample = value_sample (v);

      _tg_sgf_warn (p->ctx, v->offset, _("White space in %s[%s] removed"), prop->id, sample);
      _tg_sgf_set_value (p, v, t);
      return;
    }
  /* SmartGo's human-readable moves: B[R16], W[pass]. */
  if (v->len < sizeof buf &&
      ((strlen (t) <= 3 && g_ascii_isalpha (t[0]) && g_ascii_isdigit (t[1])) ||
       g_ascii_strcasecmp (t, "pass") == 0) &&
      tg_point_from_gtp (t, p->width, p->height, &pt))
    {
      tg_point_to_sgf (pt, sgf);
      _tg_sgf_warn (p->ctx, v->offset, _("%s[%s] read as %s[%s] (human-readable coordinates)"),
                    prop->id, t, prop->id, sgf);
      _tg_sgf_set_value (p, v, sgf);
      return;
    }

  {
    g_autofree char *sample = value_sample (v);

    _tg_sgf_error (p->ctx, v->offset, TG_SGF_ERROR_BAD_MOVE,
                   _("%s[%s] is not a move on the %u×%u board"), prop->id, sample,
                   p->width, p->height);
    drop_prop (p, prop);
  }
}

typedef enum
{
  POINTS_LIST,       /* AB, AW, AE, MA, ...: no empty value */
  POINTS_ELIST,      /* DD, VW, TB, TW: [] clears */
} PointsKind;

/* Parses "xy" or "xy:zw" into a rectangle (coordinates may be off the
 * board); FALSE if malformed. */
static gboolean
parse_rect (const char *t,
            gint        r[4])
{
  gsize n = strlen (t);

  if (n == 2)
    {
      r[0] = r[2] = coord (t[0]);
      r[1] = r[3] = coord (t[1]);
    }
  else if (n == 5 && t[2] == ':')
    {
      r[0] = coord (t[0]);
      r[1] = coord (t[1]);
      r[2] = coord (t[3]);
      r[3] = coord (t[4]);
    }
  else
    return FALSE;
  return r[0] >= 0 && r[1] >= 0 && r[2] >= 0 && r[3] >= 0;
}

/* The values a check drops: how many, and the first, for the warning. */
typedef struct
{
  guint  n;
  char  *first;
  gsize  offset;
} Dropped;

static void
drop_value (TgSgfParser *p,
            TgSgfProp   *prop,
            guint        k,
            Dropped     *dropped)
{
  TgSgfValue *v = &p->values[prop->first + k];

  if (dropped->first == NULL)
    {
      dropped->first = value_sample (v);
      dropped->offset = v->offset;
    }
  dropped->n++;
  remove_value (p, prop, k);
}

/* The rectangle @r read from @v (@t, trimmed) made a point or a compressed
 * list on the board: clipped to it (counted in @n_clipped, the first at
 * @clip_offset) and written plainly. FALSE when none of it is on the
 * board. */
static gboolean
fix_rect (TgSgfParser *p,
          TgSgfValue  *v,
          const char  *t,
          const gint   r[4],
          guint       *n_clipped,
          gsize       *clip_offset)
{
  gint x0 = MIN (r[0], r[2]), x1 = MAX (r[0], r[2]);
  gint y0 = MIN (r[1], r[3]), y1 = MAX (r[1], r[3]);
  gint cx1 = MIN (x1, (gint) p->width - 1), cy1 = MIN (y1, (gint) p->height - 1);
  char fixed[6];

  if (x0 > cx1 || y0 > cy1)
    return FALSE;
  if (cx1 == x1 && cy1 == y1 && x0 == r[0] && y0 == r[1] && strlen (t) == v->len)
    return TRUE;

  if ((cx1 != x1 || cy1 != y1) && (*n_clipped)++ == 0)
    *clip_offset = v->offset;
  fixed[0] = coord_char (x0);
  fixed[1] = coord_char (y0);
  if (x0 == cx1 && y0 == cy1)
    fixed[2] = '\0';
  else
    {
      fixed[2] = ':';
      fixed[3] = coord_char (cx1);
      fixed[4] = coord_char (cy1);
      fixed[5] = '\0';
    }
  _tg_sgf_set_value (p, v, fixed);
  return TRUE;
}

static void
check_points (TgSgfParser *p,
              TgSgfProp   *prop,
              PointsKind   kind)
{
  guint n_clipped = 0;
  gsize clip_offset = 0;
  Dropped dropped = { 0 };

  for (guint k = 0; k < prop->n; )
    {
      TgSgfValue *v = &p->values[prop->first + k];
      char buf[16];
      const char *t;
      gint r[4];

      if (v->len == 2 && coord (v->ptr[0]) >= 0 && (guint) coord (v->ptr[0]) < p->width &&
          coord (v->ptr[1]) >= 0 && (guint) coord (v->ptr[1]) < p->height)
        {
          k++;
          continue;
        }
      if (v->len == 0 && kind == POINTS_ELIST && prop->n == 1)
        break;

      t = trimmed (v, buf, sizeof buf);
      if (v->len < sizeof buf && parse_rect (t, r) &&
          fix_rect (p, v, t, r, &n_clipped, &clip_offset))
        k++;
      else
        drop_value (p, prop, k, &dropped);
    }

  if (n_clipped > 0)
    _tg_sgf_warn (p->ctx, clip_offset,
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s: %u rectangle reaches off the %u×%u board; it was clipped",
                               "%s: %u rectangles reach off the %u×%u board; they were clipped",
                               n_clipped),
                  prop->id, n_clipped, p->width, p->height);
  if (dropped.n > 0)
    _tg_sgf_warn (p->ctx, dropped.offset,
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s: %u value that is not a point of the %u×%u board was dropped (%s[%s])",
                               "%s: %u values that are not points of the %u×%u board were dropped "
                               "(the first: %s[%s])", dropped.n),
                  prop->id, dropped.n, p->width, p->height, prop->id, dropped.first);
  g_free (dropped.first);
  if (prop->n == 0)
    drop_prop (p, prop);
}

static gboolean
point_ok (TgSgfParser *p,
          const char  *s,
          gsize        n)
{
  char buf[8];
  const char *t;
  TgSgfValue tmp = { s, n, 0 };

  if (n >= sizeof buf)
    return FALSE;
  t = trimmed (&tmp, buf, sizeof buf);
  return strlen (t) == 2 && coord (t[0]) >= 0 && (guint) coord (t[0]) < p->width &&
         coord (t[1]) >= 0 && (guint) coord (t[1]) < p->height;
}

/* LB[xy:text], AR[xy:zw], LN[xy:zw]. */
static void
check_composed (TgSgfParser *p,
                TgSgfProp   *prop,
                gboolean     label)
{
  Dropped dropped = { 0 };

  for (guint k = 0; k < prop->n; )
    {
      TgSgfValue *v = &p->values[prop->first + k];
      const char *colon = memchr (v->ptr, ':', v->len);
      gboolean ok;

      if (colon == NULL)
        ok = FALSE;
      else if (label)
        ok = point_ok (p, v->ptr, colon - v->ptr);
      else
        ok = point_ok (p, v->ptr, colon - v->ptr) &&
             point_ok (p, colon + 1, v->len - (colon + 1 - v->ptr));
      if (ok)
        k++;
      else
        drop_value (p, prop, k, &dropped);
    }
  if (dropped.n > 0)
    _tg_sgf_warn (p->ctx, dropped.offset,
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s: %u malformed or off-board value was dropped (%s[%s])",
                               "%s: %u malformed or off-board values were dropped (the first: %s[%s])",
                               dropped.n),
                  prop->id, dropped.n, prop->id, dropped.first);
  g_free (dropped.first);
  if (prop->n == 0)
    drop_prop (p, prop);
}

/* KO[] used for komi (Sina's and other Chinese sites' records). */
static void
check_ko (TgSgfParser *p,
          TgSgfProp   *prop)
{
  TgSgfValue *v;
  g_autofree char *text = NULL;
  double points;

  if (prop->n != 1 || p->values[prop->first].len == 0)
    return;
  if (_tg_sgf_find_prop (p, "B") >= 0 || _tg_sgf_find_prop (p, "W") >= 0 ||
      _tg_sgf_find_prop (p, "KM") >= 0)
    return;
  v = &p->values[prop->first];
  text = g_strndup (v->ptr, v->len);
  if (!_tg_sgf_parse_amount (text, FALSE, &points))
    return;
  _tg_sgf_warn (p->ctx, prop->offset, _("KO[%s] is komi here; read as KM[%s]"), text, text);
  strcpy (prop->id, "KM");
  prop->id_len = 2;
  _tg_sgf_fix_komi (p, prop);
}

/* The node ---------------------------------------------------------------- */

/* A property that takes one value keeps its first. */
static void
drop_extra_values (TgSgfParser *p,
                   TgSgfProp   *prop)
{
  const char *id = prop->id;
  g_autofree char *sample = value_sample (&p->values[prop->first + 1]);

  _tg_sgf_warn (p->ctx, p->values[prop->first + 1].offset,
                g_dngettext (GETTEXT_PACKAGE,
                             "%s takes one value; %u extra value was dropped ([%s])",
                             "%s takes one value; %u extra values were dropped (the first: [%s])",
                             prop->n - 1),
                id, prop->n - 1, sample);
  prop->n = 1;
}

/* One property's values, by what the property holds. */
static void
check_prop (TgSgfParser *p,
            TgSgfProp   *prop,
            gboolean     is_root)
{
  const char *id = prop->id;

  switch (prop->id_len == 1 ? id[0] : prop->id_len == 2 ? K2 (id[0], id[1]) : 0)
    {
    case 'B': case 'W':
      check_move (p, prop);
      break;
    case K2 ('A', 'B'): case K2 ('A', 'W'): case K2 ('A', 'E'): case K2 ('T', 'R'):
    case K2 ('C', 'R'): case K2 ('S', 'Q'): case K2 ('M', 'A'): case K2 ('S', 'L'):
      check_points (p, prop, POINTS_LIST);
      break;
    case K2 ('T', 'B'): case K2 ('T', 'W'): case K2 ('D', 'D'): case K2 ('V', 'W'):
      check_points (p, prop, POINTS_ELIST);
      break;
    case K2 ('L', 'B'):
      check_composed (p, prop, TRUE);
      break;
    case K2 ('A', 'R'): case K2 ('L', 'N'):
      check_composed (p, prop, FALSE);
      break;
    case K2 ('K', 'M'):
      _tg_sgf_fix_komi (p, prop);
      break;
    case K2 ('H', 'A'):
      _tg_sgf_fix_handicap (p, prop);
      break;
    case K2 ('R', 'E'):
      _tg_sgf_fix_result (p, prop, is_root);
      break;
    case 'V': case K2 ('T', 'M'): case K2 ('B', 'L'): case K2 ('W', 'L'):
      _tg_sgf_fix_real (p, prop);
      break;
    case K2 ('S', 'Z'):
      if (!is_root)
        {
          _tg_sgf_warn (p->ctx, prop->offset,
                        _("SZ belongs in the root node; this one was dropped"));
          drop_prop (p, prop);
        }
      break;
    default:
      break;
    }
}

void
_tg_sgf_check_node (TgSgfParser *p,
                    gboolean     is_root)
{
  /* The common node: one move. */
  if (!is_root && p->n_props == 1 && p->props[0].id_len == 1 && p->props[0].n == 1 &&
      (p->props[0].id[0] == 'B' || p->props[0].id[0] == 'W'))
    {
      const TgSgfValue *v = &p->values[p->props[0].first];

      if (v->len == 0 ||
          (v->len == 2 && coord (v->ptr[0]) >= 0 && (guint) coord (v->ptr[0]) < p->width &&
           coord (v->ptr[1]) >= 0 && (guint) coord (v->ptr[1]) < p->height))
        return;
    }

  if (p->n_props > 1)
    check_duplicates (p);
  if (is_root)
    check_root (p);
  if (p->not_go)
    return;   /* moves and points of other games are not Go's */

  for (guint i = 0; i < p->n_props; i++)
    {
      TgSgfProp *prop = &p->props[i];
      const char *id = prop->id;

      if (prop->dropped)
        continue;
      if (prop->n > 1 && IS_SINGLE (id))
        drop_extra_values (p, prop);
      check_prop (p, prop, is_root);
    }

  /* KO used for komi, once the node's moves and KM are settled. */
  for (guint i = 0; i < p->n_props; i++)
    if (!p->props[i].dropped && p->props[i].id_len == 2 && p->props[i].id[0] == 'K' &&
        p->props[i].id[1] == 'O')
      check_ko (p, &p->props[i]);
}
