/* tg-analysis-json.h: just enough JSON to read KaTrain's analyses
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TG_JSON_NULL,      /* also NaN and Infinity, which Python writes */
  TG_JSON_BOOLEAN,   /* number: 0 or 1 */
  TG_JSON_NUMBER,
  TG_JSON_STRING,
  TG_JSON_ARRAY,
  TG_JSON_OBJECT,
} TgJsonType;

typedef struct _TgJson TgJson;

struct _TgJson
{
  TgJsonType  type;
  double      number;
  char       *string;
  char       *key;     /* an object member's name */
  GPtrArray  *items;   /* TgJson *: an array's items, an object's members */
};

/* @text (@len bytes, followed by a NUL) as JSON; NULL when it is not. */
TgJson       *_tg_json_parse  (const char   *text,
                               gsize         len);
void          _tg_json_free   (TgJson       *json);
/* An object's member named @key, or NULL. */
const TgJson *_tg_json_member (const TgJson *object,
                               const char   *key);
/* A number's value, or @fallback for anything else (and NULL). */
double        _tg_json_number (const TgJson *json,
                               double        fallback);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgJson, _tg_json_free)

G_END_DECLS
