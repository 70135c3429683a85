/* tg-engine-registry.c: the engines Tengen can offer
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-engine-registry.h"

G_DEFINE_BOXED_TYPE (TgEngineEntry, tg_engine_entry, tg_engine_entry_copy, tg_engine_entry_free)

static TgEngineEntry *
entry_new (const char *id,
           const char *name,
           const char *command_line,
           gboolean    has_levels)
{
  TgEngineEntry *entry = g_new0 (TgEngineEntry, 1);

  entry->id = g_strdup (id);
  entry->name = g_strdup (name);
  entry->command_line = g_strdup (command_line);
  entry->has_levels = has_levels;
  return entry;
}

TgEngineEntry *
tg_engine_entry_copy (const TgEngineEntry *self)
{
  return entry_new (self->id, self->name, self->command_line, self->has_levels);
}

void
tg_engine_entry_free (TgEngineEntry *self)
{
  if (self == NULL)
    return;
  g_free (self->id);
  g_free (self->name);
  g_free (self->command_line);
  g_free (self);
}

char *
tg_engine_entry_command_line_for (const TgEngineEntry *self,
                                  guint                level)
{
  if (!self->has_levels)
    return g_strdup (self->command_line);
  level = CLAMP (level, TG_ENGINE_GNUGO_MIN_LEVEL, TG_ENGINE_GNUGO_MAX_LEVEL);
  return g_strdup_printf ("%s --level %u", self->command_line, level);
}

/* The path as a shell word: as it is when it needs no quotes. */
static char *
shell_word (const char *path)
{
  for (const char *p = path; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("/._+-", *p) == NULL)
      return g_shell_quote (path);
  return g_strdup (path);
}

static gboolean
is_executable (const char *path)
{
  return g_file_test (path, G_FILE_TEST_IS_REGULAR) &&
         g_file_test (path, G_FILE_TEST_IS_EXECUTABLE);
}

const char *const *
tg_engine_gnugo_places (void)
{
  static const char *const places[] = { "/app/bin/gnugo", "/usr/games/gnugo", NULL };

  return places;
}

char *
tg_engine_find_gnugo_in (const char *const *places,
                         const char        *search_path)
{
  return tg_engine_find_program_in (places, search_path, "gnugo");
}

char *
tg_engine_find_program_in (const char *const *places,
                           const char        *search_path,
                           const char        *program)
{
  g_auto(GStrv) folders = NULL;

  for (guint i = 0; places != NULL && places[i] != NULL; i++)
    if (is_executable (places[i]))
      return g_strdup (places[i]);
  if (search_path == NULL)
    return NULL;
  folders = g_strsplit (search_path, G_SEARCHPATH_SEPARATOR_S, -1);
  for (guint i = 0; folders[i] != NULL; i++)
    {
      g_autofree char *path = NULL;

      if (folders[i][0] == '\0')
        continue;
      path = g_build_filename (folders[i], program, NULL);
      if (is_executable (path))
        return g_steal_pointer (&path);
    }
  return NULL;
}

char *
tg_engine_find_gnugo (void)
{
  const char *override = g_getenv ("TENGEN_GNUGO");

  if (override != NULL)
    return override[0] != '\0' && is_executable (override) ? g_strdup (override) : NULL;
  return tg_engine_find_gnugo_in (tg_engine_gnugo_places (), g_getenv ("PATH"));
}

char *
tg_engine_gnugo_command_line (const char *path,
                              guint       level)
{
  g_autofree char *quoted = shell_word (path);

  level = CLAMP (level, TG_ENGINE_GNUGO_MIN_LEVEL, TG_ENGINE_GNUGO_MAX_LEVEL);
  return g_strdup_printf ("%s --mode gtp --level %u", quoted, level);
}

GPtrArray *
tg_engine_registry_list (GVariant *user_engines)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_engine_entry_free);
  g_autofree char *gnugo = tg_engine_find_gnugo ();
  GVariantIter iter;
  const char *name;
  const char *command_line;

  if (gnugo != NULL)
    {
      g_autofree char *quoted = shell_word (gnugo);
      g_autofree char *base = g_strdup_printf ("%s --mode gtp", quoted);

      g_ptr_array_add (list, entry_new ("gnugo", "GNU Go", base, TRUE));
    }
  if (user_engines == NULL)
    return list;

  g_return_val_if_fail (g_variant_is_of_type (user_engines, G_VARIANT_TYPE ("a(ss)")), list);
  g_variant_iter_init (&iter, user_engines);
  while (g_variant_iter_next (&iter, "(&s&s)", &name, &command_line))
    {
      g_autofree char *id = NULL;

      if (name[0] == '\0' || command_line[0] == '\0')
        continue;
      id = g_strdup_printf ("user:%s", name);
      g_ptr_array_add (list, entry_new (id, name, command_line, FALSE));
    }
  return list;
}

static GVariant *
rebuild (GVariant   *user_engines,
         const char *skip,
         const char *add_name,
         const char *add_command_line)
{
  GVariantBuilder builder;
  GVariantIter iter;
  const char *name;
  const char *command_line;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  if (user_engines != NULL)
    {
      g_variant_iter_init (&iter, user_engines);
      while (g_variant_iter_next (&iter, "(&s&s)", &name, &command_line))
        if (strcmp (name, skip) != 0)
          g_variant_builder_add (&builder, "(ss)", name, command_line);
    }
  if (add_name != NULL)
    g_variant_builder_add (&builder, "(ss)", add_name, add_command_line);
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

GVariant *
tg_engine_registry_add (GVariant   *user_engines,
                        const char *name,
                        const char *command_line)
{
  g_return_val_if_fail (name != NULL && command_line != NULL, NULL);
  return rebuild (user_engines, name, name, command_line);
}

GVariant *
tg_engine_registry_remove (GVariant   *user_engines,
                           const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);
  return rebuild (user_engines, name, NULL, NULL);
}
