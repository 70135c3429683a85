/* tg-collection-dialog.h: choosing one game of a collection
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file can hold many games. This dialog lists them (players, result,
 * date, event) and emits "game-chosen" (guint index) for the one the user
 * opens; closing it chooses nothing.
 */

#pragma once

#include <adwaita.h>

#include "tg-game-tree.h"

G_BEGIN_DECLS

#define TG_TYPE_COLLECTION_DIALOG (tg_collection_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TgCollectionDialog, tg_collection_dialog, TG, COLLECTION_DIALOG, AdwWindow)

/* A modal dialog transient for @parent listing the games of @tree (kept
 * by reference); @file_name goes into the subtitle. */
TgCollectionDialog *tg_collection_dialog_new        (GtkWindow          *parent,
                                                     TgGameTree         *tree,
                                                     const char         *file_name);
/* Emits "game-chosen" for @index and closes, as a double click would. */
void                tg_collection_dialog_choose     (TgCollectionDialog *self,
                                                     guint               index);

G_END_DECLS
