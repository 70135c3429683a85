/* tg-charset-private.h: the frequent-character tables of tg-charset
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TG_LANG_ZH_HANS,   /* simplified Chinese (GB2312, GBK, GB18030) */
  TG_LANG_ZH_HANT,   /* traditional Chinese (Big5) */
  TG_LANG_JA,        /* Japanese (Shift_JIS, EUC-JP, ISO-2022-JP) */
  TG_LANG_KO,        /* Korean (EUC-KR, CP949) */
  TG_LANG_ANY,       /* unknown: all of the above */
  TG_N_LANGS
} TgLang;

/* TRUE if @c is among the frequent characters of @lang (CJK ideographs
 * and, for Korean, hangul syllables), as listed in tg-charset-tables.c. */
gboolean _tg_charset_is_frequent (TgLang   lang,
                                  gunichar c);

G_END_DECLS
