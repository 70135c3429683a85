/* test-schema.c: the GSettings schema io.github.tengen.Tengen
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The UI code reads these keys by name, so the schema is a contract: every
 * key with its type, default and allowed values, and nothing else. The
 * schema is compiled into <build>/data (GSETTINGS_SCHEMA_DIR in the test
 * environment).
 */

#include "config.h"

#include <gio/gio.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "tg-rules.h"

#define SCHEMA_ID "io.github.tengen.Tengen"

typedef struct
{
  const char *name;
  const char *type;
  const char *default_value;   /* g_variant_print() of the default */
  const char *range;           /* g_variant_print() of the range, or NULL for "type" */
} Key;

static const Key keys[] = {
  { "theme",              "s", "'wood'",    "('enum', <['wood', 'flat']>)" },
  { "show-coordinates",   "b", "true",      NULL },
  { "move-numbers",       "s", "'off'",     "('enum', <['off', 'last', 'all']>)" },
  { "move-numbers-count", "u", "10",        "('range', <(uint32 1, uint32 1000)>)" },
  { "sound",              "b", "true",      NULL },
  { "hover-ghost",        "b", "true",      NULL },
  { "default-width",      "u", "19",        "('range', <(uint32 2, uint32 52)>)" },
  { "default-height",     "u", "19",        "('range', <(uint32 2, uint32 52)>)" },
  { "default-rules",      "s", "'chinese'", NULL /* checked against the core below */ },
  { "default-komi",       "d", "-1000.0",   "('range', <(-1000.0, 1000.0)>)" },
  { "default-handicap",   "u", "0",         "('range', <(uint32 0, uint32 100)>)" },
  { "black-name",         "s", "''",        NULL },
  { "white-name",         "s", "''",        NULL },
  { "window-width",       "i", "1180",      NULL },
  { "window-height",      "i", "820",       NULL },
  { "window-maximized",   "b", "false",     NULL },
  { "side-panel-visible", "b", "true",      NULL },
  { "clock-sounds",       "b", "true",      NULL },
  { "spoken-calls",       "b", "false",     NULL },
  { "last-folder",        "s", "''",        NULL },
  { "autosave",           "b", "true",      NULL },
  { "engines",            "a(ss)", "[]",        NULL },
};

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

static void
test_schema_keys (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_auto(GStrv) names = NULL;

  g_assert_nonnull (schema);
  g_assert_cmpstr (g_settings_schema_get_path (schema), ==, "/io/github/tengen/Tengen/");

  names = g_settings_schema_list_keys (schema);
  g_assert_cmpuint (g_strv_length (names), ==, G_N_ELEMENTS (keys));

  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GSettingsSchemaKey) key = NULL;
      g_autoptr(GVariant) def = NULL;
      g_autoptr(GVariant) range = NULL;
      g_autofree char *def_text = NULL;
      g_autofree char *range_text = NULL;
      const char *summary;

      g_test_message ("key %s", keys[i].name);
      g_assert_true (g_settings_schema_has_key (schema, keys[i].name));
      key = g_settings_schema_get_key (schema, keys[i].name);

      g_assert_cmpstr (g_variant_type_peek_string (g_settings_schema_key_get_value_type (key)),
                       ==, keys[i].type);

      def = g_settings_schema_key_get_default_value (key);
      def_text = g_variant_print (def, FALSE);
      g_assert_cmpstr (def_text, ==, keys[i].default_value);

      range = g_settings_schema_key_get_range (key);
      range_text = g_variant_print (range, TRUE);
      if (keys[i].range != NULL)
        {
          g_assert_cmpstr (range_text, ==, keys[i].range);
        }
      else if (!g_str_equal (keys[i].name, "default-rules"))
        {
          g_autofree char *any = g_strdup_printf ("('type', <@a%s []>)", keys[i].type);

          g_assert_cmpstr (range_text, ==, any);
        }

      /* Every key is documented for dconf-editor and translators. */
      summary = g_settings_schema_key_get_summary (key);
      g_assert_nonnull (summary);
      g_assert_cmpuint (strlen (summary), >, 3);
      g_assert_nonnull (g_settings_schema_key_get_description (key));
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
  g_test_add_func ("/schema/rules-choices", test_schema_rules_choices);
  g_test_add_func ("/schema/settings", test_schema_settings);

  return g_test_run ();
}
