/* tg-analysis-json.c: just enough JSON to read KaTrain's analyses
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core links GLib only (json-glib is the command line's), and KaTrain
 * keeps its analyses as gzipped JSON: this reads RFC 8259 JSON into a
 * small tree. Nesting is bounded (TG_JSON_MAX_DEPTH), so a hostile record
 * cannot exhaust the stack.
 */

#include "config.h"

#include <string.h>

#include "tg-analysis-json.h"
#include "tg-analysis-private.h"

#define TG_JSON_MAX_DEPTH 64

typedef struct
{
  const char *p;
  const char *end;
} Reader;

static void
skip_space (Reader *r)
{
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
    r->p++;
}

static gboolean
take_word (Reader     *r,
           const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (r->end - r->p) < n || memcmp (r->p, word, n) != 0)
    return FALSE;
  r->p += n;
  return TRUE;
}

static gboolean
read_hex4 (Reader   *r,
           gunichar *out)
{
  *out = 0;
  if (r->end - r->p < 4)
    return FALSE;
  for (int i = 0; i < 4; i++)
    {
      int d = g_ascii_xdigit_value (*r->p++);

      if (d < 0)
        return FALSE;
      *out = *out * 16 + (gunichar) d;
    }
  return TRUE;
}

static char *
read_string (Reader *r)
{
  GString *s;

  if (r->p >= r->end || *r->p != '"')
    return NULL;
  r->p++;
  s = g_string_new (NULL);
  while (r->p < r->end && *r->p != '"')
    {
      gunichar c, low;

      if ((guchar) *r->p < 0x20)
        break;
      if (*r->p != '\\')
        {
          g_string_append_c (s, *r->p++);
          continue;
        }
      if (++r->p >= r->end)
        break;
      switch (*r->p++)
        {
        case '"': g_string_append_c (s, '"'); break;
        case '\\': g_string_append_c (s, '\\'); break;
        case '/': g_string_append_c (s, '/'); break;
        case 'b': g_string_append_c (s, '\b'); break;
        case 'f': g_string_append_c (s, '\f'); break;
        case 'n': g_string_append_c (s, '\n'); break;
        case 'r': g_string_append_c (s, '\r'); break;
        case 't': g_string_append_c (s, '\t'); break;
        case 'u':
          if (!read_hex4 (r, &c))
            return g_string_free (s, TRUE), NULL;
          if (c >= 0xD800 && c < 0xDC00 && take_word (r, "\\u") &&
              read_hex4 (r, &low) && low >= 0xDC00 && low < 0xE000)
            c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
          g_string_append_unichar (s, g_unichar_validate (c) ? c : 0xFFFD);
          break;
        default:
          return g_string_free (s, TRUE), NULL;
        }
    }
  if (r->p >= r->end || *r->p != '"' || !g_utf8_validate (s->str, (gssize) s->len, NULL))
    return g_string_free (s, TRUE), NULL;
  r->p++;
  return g_string_free (s, FALSE);
}

static TgJson *
json_new (TgJsonType type)
{
  TgJson *j = g_new0 (TgJson, 1);

  j->type = type;
  return j;
}

static TgJson *read_value (Reader *r, guint depth);

/* An array's items or an object's members (each with its key). */
static TgJson *
read_container (Reader *r,
                guint   depth,
                gboolean object)
{
  TgJson *j = json_new (object ? TG_JSON_OBJECT : TG_JSON_ARRAY);
  char close = object ? '}' : ']';

  j->items = g_ptr_array_new_with_free_func ((GDestroyNotify) _tg_json_free);
  r->p++;
  skip_space (r);
  if (r->p < r->end && *r->p == close)
    {
      r->p++;
      return j;
    }
  for (;;)
    {
      char *key = NULL;
      TgJson *item;

      skip_space (r);
      if (object)
        {
          key = read_string (r);
          skip_space (r);
          if (key == NULL || r->p >= r->end || *r->p++ != ':')
            return g_free (key), _tg_json_free (j), NULL;
        }
      item = read_value (r, depth + 1);
      if (item == NULL)
        return g_free (key), _tg_json_free (j), NULL;
      item->key = key;
      g_ptr_array_add (j->items, item);
      skip_space (r);
      if (r->p < r->end && *r->p == ',')
        {
          r->p++;
          continue;
        }
      if (r->p < r->end && *r->p == close)
        {
          r->p++;
          return j;
        }
      return _tg_json_free (j), NULL;
    }
}

static TgJson *
read_value (Reader *r,
            guint   depth)
{
  TgJson *j;
  const char *end;
  double v;

  skip_space (r);
  if (r->p >= r->end || depth > TG_JSON_MAX_DEPTH)
    return NULL;
  switch (*r->p)
    {
    case '{':
    case '[':
      return read_container (r, depth, *r->p == '{');
    case '"':
      {
        char *s = read_string (r);

        if (s == NULL)
          return NULL;
        j = json_new (TG_JSON_STRING);
        j->string = s;
        return j;
      }
    default:
      break;
    }
  if (take_word (r, "true") || take_word (r, "false"))
    {
      j = json_new (TG_JSON_BOOLEAN);
      j->number = r->p[-1] == 'e' && r->p[-2] == 'u';
      return j;
    }
  if (take_word (r, "null"))
    return json_new (TG_JSON_NULL);
  /* Python's json writes NaN and Infinity for non-finite floats. */
  if (take_word (r, "NaN") || take_word (r, "Infinity") || take_word (r, "-Infinity"))
    return json_new (TG_JSON_NULL);
  if (!_tg_analysis_parse_double (r->p, &end, &v) || end > r->end)
    return NULL;
  r->p = end;
  j = json_new (TG_JSON_NUMBER);
  j->number = v;
  return j;
}

TgJson *
_tg_json_parse (const char *text,
                gsize       len)
{
  Reader r = { text, text + len };
  TgJson *j = read_value (&r, 0);

  skip_space (&r);
  if (j != NULL && r.p != r.end)
    g_clear_pointer (&j, _tg_json_free);
  return j;
}

void
_tg_json_free (TgJson *json)
{
  if (json == NULL)
    return;
  g_free (json->key);
  g_free (json->string);
  if (json->items != NULL)
    g_ptr_array_unref (json->items);
  g_free (json);
}

const TgJson *
_tg_json_member (const TgJson *object,
                 const char   *key)
{
  if (object == NULL || object->type != TG_JSON_OBJECT)
    return NULL;
  for (guint i = 0; i < object->items->len; i++)
    {
      const TgJson *item = g_ptr_array_index (object->items, i);

      if (g_str_equal (item->key, key))
        return item;
    }
  return NULL;
}

double
_tg_json_number (const TgJson *json,
                 double        fallback)
{
  return json != NULL && json->type == TG_JSON_NUMBER ? json->number : fallback;
}
