/* tg-memory.h: large blocks that are filled at once (a file, the nodes
 * of a big collection)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Blocks of this size and more are worth the calls below. */
#define TG_MEMORY_LARGE ((gsize) 64 * 1024)

/* The size of a huge page, and of the aligned blocks below. */
#define TG_MEMORY_HUGE_PAGE ((gsize) 2 * 1024 * 1024)

void     tg_memory_prefault   (gpointer mem,
                               gsize    size);
gpointer tg_memory_try_alloc  (gsize    size);
/* An empty GString with room for @size bytes (and a NUL) in such a
 * block; NULL when there is not enough memory. */
GString *tg_memory_try_string (gsize    size);

G_END_DECLS
