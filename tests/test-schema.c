/* test-schema.c: the GSettings schema io.github.tengen.Tengen
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The UI code reads these keys by name, so the schema is a contract: the
 * keys the UI's sources name must be there with the types they read, and
 * nothing else; the ranges and defaults the UI relies on. The
 * schema is compiled into <build>/data (GSETTINGS_SCHEMA_DIR in the test
 * environment).
 */

#include "config.h"

#include <gio/gio.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "tg-rules.h"

#define SCHEMA_ID "io.github.tengen.Tengen"

static GSettingsSchema *
lookup_schema (void)
{
  const char *dir = g_getenv ("GSETTINGS_SCHEMA_DIR");
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    dir = BUILD_DATA_DIR;
  source = g_settings_schema_source_new_from_directory (dir, NULL, TRUE, &error);
  g_assert_no_error (error);
  return g_settings_schema_source_lookup (source, SCHEMA_ID, FALSE);
}

/* The keys the UI reads and writes, found in the UI's C sources
 * (the .c files of src/ui and of its folders, analysis/):
 * g_settings_get_X / set_X (with the type X implies), g_settings_bind*
 * and "changed::key" handlers. Fills @types with key → type string ("b",
 * "u", ...; "" when the call does not say). */
static void
collect_ui_keys (GHashTable *types)
{
  static const struct { const char *call; const char *type; } getters[] = {
    { "boolean", "b" }, { "uint", "u" }, { "int", "i" }, { "string", "s" },
    { "double", "d" }, { "enum", "s" },
  };
  static const char *const folders[] = { "", "analysis" };
  g_autoptr(GRegex) calls = g_regex_new ("g_settings_(?:(get|set)_([a-z]+)|bind(?:_with_mapping)?)"
                                         "\\s*\\([^,;]+,\\s*\"([a-z0-9-]+)\"|"
                                         "\"changed::([a-z0-9-]+)\"", 0, 0, NULL);
  guint n_files = 0;

  for (guint f = 0; f < G_N_ELEMENTS (folders); f++)
  {
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "src", "ui", folders[f], NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GMatchInfo) match = NULL;

      if (!g_str_has_suffix (name, ".c"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      n_files++;
      for (g_regex_match (calls, text, 0, &match); g_match_info_matches (match);
           g_match_info_next (match, NULL))
        {
          g_autofree char *kind = g_match_info_fetch (match, 2);
          g_autofree char *key = g_match_info_fetch (match, 3);
          g_autofree char *changed = g_match_info_fetch (match, 4);
          const char *type = "";

          for (guint i = 0; i < G_N_ELEMENTS (getters); i++)
            if (g_strcmp0 (kind, getters[i].call) == 0)
              type = getters[i].type;
          if (changed != NULL && changed[0] != '\0')
            {
              if (!g_hash_table_contains (types, changed))
                g_hash_table_insert (types, g_steal_pointer (&changed), g_strdup (""));
            }
          else if (type[0] != '\0' || !g_hash_table_contains (types, key))
            g_hash_table_insert (types, g_steal_pointer (&key), g_strdup (type));
        }
    }
  }
  g_assert_cmpuint (n_files, >, 10);
}

/* Every key the UI names is in the schema, with the type its getter or
 * setter reads; every key is documented; and the schema holds no key the
 * UI never names. */
static void
test_schema_keys (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_autoptr(GHashTable) types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_auto(GStrv) names = NULL;
  GHashTableIter iter;
  gpointer key, type;

  g_assert_nonnull (schema);
  g_assert_cmpstr (g_settings_schema_get_path (schema), ==, "/io/github/tengen/Tengen/");

  collect_ui_keys (types);
  /* A few the window and the dialogs are known to read (by hand). */
  g_assert_cmpstr (g_hash_table_lookup (types, "default-komi"), ==, "d");
  g_assert_cmpstr (g_hash_table_lookup (types, "window-width"), ==, "i");
  g_assert_cmpstr (g_hash_table_lookup (types, "theme"), ==, "s");
  g_assert_cmpstr (g_hash_table_lookup (types, "autosave"), ==, "b");

  g_hash_table_iter_init (&iter, types);
  while (g_hash_table_iter_next (&iter, &key, &type))
    {
      g_autoptr(GSettingsSchemaKey) schema_key = NULL;

      g_test_message ("the UI names %s (%s)", (char *) key, (char *) type);
      g_assert_true (g_settings_schema_has_key (schema, key));
      schema_key = g_settings_schema_get_key (schema, key);
      if (((char *) type)[0] != '\0')
        g_assert_cmpstr (g_variant_type_peek_string (g_settings_schema_key_get_value_type (schema_key)),
                         ==, type);
    }

  names = g_settings_schema_list_keys (schema);
  g_assert_cmpuint (g_strv_length (names), ==, g_hash_table_size (types));
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) schema_key = g_settings_schema_get_key (schema, names[i]);
      const char *summary = g_settings_schema_key_get_summary (schema_key);

      g_assert_true (g_hash_table_contains (types, names[i]));
      /* Every key is documented for dconf-editor and translators. */
      g_assert_nonnull (summary);
      g_assert_cmpuint (strlen (summary), >, 3);
      g_assert_nonnull (g_settings_schema_key_get_description (schema_key));
    }
}

/* The ranges the UI relies on (a spin button's bounds, the komi sentinel). */
static void
test_schema_ranges (void)
{
  static const struct { const char *name; const char *range; } ranges[] = {
    { "theme",              "('enum', <['wood', 'flat']>)" },
    { "move-numbers",       "('enum', <['off', 'last', 'all']>)" },
    { "move-numbers-count", "('range', <(uint32 1, uint32 1000)>)" },
    { "default-width",      "('range', <(uint32 2, uint32 52)>)" },
    { "default-height",     "('range', <(uint32 2, uint32 52)>)" },
    { "default-komi",       "('range', <(-1000.0, 1000.0)>)" },
    { "default-handicap",   "('range', <(uint32 0, uint32 100)>)" },
  };
  g_autoptr(GSettingsSchema) schema = lookup_schema ();

  for (guint i = 0; i < G_N_ELEMENTS (ranges); i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, ranges[i].name);
      g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
      g_autofree char *text = g_variant_print (range, TRUE);

      g_assert_cmpstr (text, ==, ranges[i].range);
    }
}

/* default-rules accepts exactly the core's preset ids. */
static void
test_schema_rules_choices (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, "default-rules");
  g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr(GVariant) choices = NULL;
  g_autofree const char **ids = NULL;
  const char *kind;
  gsize n_ids;

  g_variant_get (range, "(&sv)", &kind, &choices);
  g_assert_cmpstr (kind, ==, "enum");
  ids = g_variant_get_strv (choices, &n_ids);
  g_assert_cmpuint (n_ids, ==, TG_RULES_N_PRESETS);

  for (int p = 0; p < TG_RULES_N_PRESETS; p++)
    {
      const char *id = tg_rules_preset_to_id ((TgRulesPreset) p);
      g_autoptr(GVariant) value = g_variant_ref_sink (g_variant_new_string (id));

      g_assert_cmpstr (ids[p], ==, id);
      g_assert_true (g_settings_schema_key_range_check (key, value));
    }
  {
    g_autoptr(GVariant) bad = g_variant_ref_sink (g_variant_new_string ("custom"));
    g_assert_false (g_settings_schema_key_range_check (key, bad));
  }
}

/* The defaults read back through GSettings (memory backend), and values
 * outside a range are refused. */
static void
test_schema_settings (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GSettingsSchemaKey) width = NULL;
  g_autoptr(GVariant) too_big = NULL;
  g_autoptr(GVariant) too_small = NULL;
  g_autofree char *theme = NULL;

  settings = g_settings_new_full (schema, backend, NULL);
  theme = g_settings_get_string (settings, "theme");
  g_assert_cmpstr (theme, ==, "wood");
  g_assert_cmpuint (g_settings_get_uint (settings, "default-width"), ==, 19);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, -1000.0);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1180);
  g_assert_true (g_settings_get_boolean (settings, "autosave"));

  g_assert_true (g_settings_set_string (settings, "move-numbers", "last"));
  g_assert_true (g_settings_set_uint (settings, "default-height", 13));
  g_assert_true (g_settings_set_double (settings, "default-komi", 6.5));
  g_assert_cmpuint (g_settings_get_uint (settings, "default-height"), ==, 13);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 6.5);

  width = g_settings_schema_get_key (schema, "default-width");
  too_big = g_variant_ref_sink (g_variant_new_uint32 (53));
  too_small = g_variant_ref_sink (g_variant_new_uint32 (1));
  g_assert_false (g_settings_schema_key_range_check (width, too_big));
  g_assert_false (g_settings_schema_key_range_check (width, too_small));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/schema/keys", test_schema_keys);
  g_test_add_func ("/schema/ranges", test_schema_ranges);
  g_test_add_func ("/schema/rules-choices", test_schema_rules_choices);
  g_test_add_func ("/schema/settings", test_schema_settings);

  return g_test_run ();
}
