/* tg-application.c: the Tengen application
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "tengen-resources.h"
#include "tg-application-private.h"
#include "tg-autosave.h"
#include "tg-rules.h"
#include "tg-window.h"

#define SCHEMA_ID "io.github.tengen.Tengen"

struct _TgApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  gint64          start_time;        /* monotonic, at tg_application_new() */
  gboolean        timing;
  gboolean        timing_exit;       /* TENGEN_TIMING=exit */
  gboolean        first_frame_seen;
  gboolean        autosaves_checked;
};

G_DEFINE_FINAL_TYPE (TgApplication, tg_application, ADW_TYPE_APPLICATION)

/* Timing ------------------------------------------------------------------ */

/* Milliseconds since the process was exec'd, from /proc (Linux), or -1. */
static double
ms_since_exec (void)
{
  g_autofree char *stat = NULL;
  struct timespec now;
  const char *p;
  long ticks = sysconf (_SC_CLK_TCK);
  guint64 start;

  if (ticks <= 0 || !g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL))
    return -1;
  p = strrchr (stat, ')');
  for (guint field = 2; p != NULL && field < 22; field++)
    {
      p = strchr (p + 1, ' ');
    }
  if (p == NULL || clock_gettime (CLOCK_BOOTTIME, &now) != 0)
    return -1;
  start = g_ascii_strtoull (p + 1, NULL, 10);
  return (now.tv_sec + now.tv_nsec / 1e9 - (double) start / ticks) * 1000.0;
}

static long
resident_kb (void)
{
  g_autofree char *status = NULL;
  const char *p;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  p = strstr (status, "VmRSS:");
  return p != NULL ? strtol (p + strlen ("VmRSS:"), NULL, 10) : -1;
}

void
tg_application_report (TgApplication *self,
                       const char    *what)
{
  struct timespec cpu;
  gint64 now;

  g_return_if_fail (TG_IS_APPLICATION (self));

  if (!self->timing)
    return;
  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu) != 0)
    cpu.tv_sec = cpu.tv_nsec = 0;
  now = g_get_monotonic_time ();
  fprintf (stderr, "tengen: %s: %.1f ms after main(), %.1f ms after exec, "
           "%.1f ms CPU, RSS %ld kB, at %" G_GINT64_FORMAT ".%06" G_GINT64_FORMAT
           " s monotonic\n",
           what, (now - self->start_time) / 1000.0, ms_since_exec (),
           cpu.tv_sec * 1000.0 + cpu.tv_nsec / 1e6, resident_kb (),
           now / G_USEC_PER_SEC, now % G_USEC_PER_SEC);
}

/* Without a GPU (no DRM render node: a virtual X server, a remote or
 * headless session), OpenGL would be Mesa's software rasteriser: loading
 * it (LLVM, llvmpipe) cost about 2 s and 130 MB before the first window
 * under Xvfb (bench/startup-vs-qgo.py), while GTK's cairo renderer draws a
 * board just as well. The user's own GSK_RENDERER or GDK_DEBUG wins. */
void
tg_application_prefer_cairo_without_gpu (void)
{
  g_autoptr(GDir) dri = NULL;
  const char *name;

  if (g_getenv ("GSK_RENDERER") != NULL || g_getenv ("GDK_DEBUG") != NULL)
    return;
  dri = g_dir_open ("/dev/dri", 0, NULL);
  while (dri != NULL && (name = g_dir_read_name (dri)) != NULL)
    if (g_str_has_prefix (name, "renderD"))
      return;
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

/* Reports the first frame, then the first frame that shows a record the
 * window opened (the file is read in a worker thread, so the first frames
 * may show an empty board). */
static void
after_paint_cb (GdkFrameClock *clock,
                TgWindow      *window)
{
  TgApplication *self = TG_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));

  if (self == NULL)
    return;
  if (!self->first_frame_seen)
    {
      self->first_frame_seen = TRUE;
      tg_application_report (self, "first frame");
    }
  if (tg_window_is_loading (window) || tg_window_is_pristine (window))
    return;
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, window);
  tg_application_report (self, "first frame with the record");
  if (self->timing_exit)
    {
      /* For counting the work to this frame (valgrind --tool=callgrind):
       * nothing after it, not even the shutdown, is counted. */
      fflush (stderr);
      _exit (0);
    }
}

static void
window_mapped_cb (GtkWidget     *window,
                  TgApplication *self)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped_cb, self);
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (after_paint_cb), window, 0);
}

/* Windows ----------------------------------------------------------------- */

static void
present_window (TgApplication *self,
                TgWindow      *window)
{
  if (self->timing && !self->first_frame_seen)
    g_signal_connect_object (window, "map", G_CALLBACK (window_mapped_cb), self, 0);
  gtk_window_present (GTK_WINDOW (window));
  tg_application_check_autosaves (self, GTK_WINDOW (window));
}

static TgWindow *
window_for_file (TgApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (TG_IS_WINDOW (l->data) && tg_window_is_pristine (TG_WINDOW (l->data)))
      return TG_WINDOW (l->data);
  return tg_window_new (self);
}

static void
open_files (TgApplication      *self,
            GFile             **files,
            guint               n_files,
            const char         *rules,
            TgWindowOpenFlags   flags)
{
  for (guint i = 0; i < n_files; i++)
    {
      TgWindow *window = window_for_file (self);

      tg_window_open_file (window, files[i], -1, rules, flags);
      present_window (self, window);
    }
}

static void
tg_application_activate (GApplication *app)
{
  TgApplication *self = TG_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (tg_window_new (self));
      tg_application_report (self, "window built");
    }
  if (TG_IS_WINDOW (window))
    present_window (self, TG_WINDOW (window));
  else
    gtk_window_present (window);
}

static void
tg_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  open_files (TG_APPLICATION (app), files, n_files, NULL, TG_WINDOW_OPEN_DEFAULT);
}

/* Command line ------------------------------------------------------------ */

static const GOptionEntry options[] = {
  { "version", 'v', 0, G_OPTION_ARG_NONE, NULL,
    N_("Show the version and quit"), NULL },
  { "count", 'c', 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Open FILE at the end of its main line, ready to count"), N_("FILE") },
  { "rules", 'r', 0, G_OPTION_ARG_STRING, NULL,
    N_("Use the rules PRESET instead of the file’s: chinese, japanese, korean, aga, ing, nz, "
       "tromp-taylor or ancient"), N_("PRESET") },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE…]") },
  { NULL }
};

static int
tg_application_handle_local_options (GApplication *app,
                                     GVariantDict *options_dict)
{
  if (g_variant_dict_contains (options_dict, "version"))
    {
      g_print ("%s %s\n", "tengen", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

static int
tg_application_command_line (GApplication            *app,
                             GApplicationCommandLine *cmdline)
{
  TgApplication *self = TG_APPLICATION (app);
  GVariantDict *dict = g_application_command_line_get_options_dict (cmdline);
  g_autofree char *rules = NULL;
  g_autofree char *count = NULL;
  g_autofree const char **remaining = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  g_variant_dict_lookup (dict, "rules", "s", &rules);
  g_variant_dict_lookup (dict, "count", "^ay", &count);
  g_variant_dict_lookup (dict, G_OPTION_REMAINING, "^a&ay", &remaining);

  if (rules != NULL)
    {
      TgRulesPreset preset;

      if (!tg_rules_preset_from_id (rules, &preset) || preset >= TG_RULES_N_PRESETS)
        {
          g_application_command_line_printerr (cmdline,
                                               _("Unknown rules “%s”: use chinese, japanese, "
                                                 "korean, aga, ing, nz, tromp-taylor or ancient\n"),
                                               rules);
          return 1;
        }
    }

  if (count != NULL)
    {
      GFile *file = g_application_command_line_create_file_for_arg (cmdline, count);

      g_ptr_array_add (files, file);
      open_files (self, (GFile **) files->pdata, 1, rules, TG_WINDOW_OPEN_COUNT);
      g_ptr_array_set_size (files, 0);
    }

  for (guint i = 0; remaining != NULL && remaining[i] != NULL; i++)
    g_ptr_array_add (files, g_application_command_line_create_file_for_arg (cmdline, remaining[i]));
  if (files->len > 0)
    open_files (self, (GFile **) files->pdata, files->len, rules, TG_WINDOW_OPEN_DEFAULT);

  if (count == NULL && files->len == 0)
    g_application_activate (app);
  return 0;
}

/* Crash recovery ---------------------------------------------------------- */

static void
restore_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     TgApplication    *self)
{
  GPtrArray *entries = g_object_get_data (G_OBJECT (dialog), "tg-entries");
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  /* Answered once: closing the dialog afterwards says nothing more. */
  g_signal_handlers_disconnect_by_func (dialog, restore_response_cb, self);

  for (guint i = 0; i < entries->len; i++)
    {
      TgAutosaveEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GError) error = NULL;
      TgWindow *window;

      if (g_strcmp0 (response, "restore") != 0)
        {
          if (g_strcmp0 (response, "discard") == 0)
            tg_autosave_entry_delete (entry);
          continue;
        }
      if (TG_IS_WINDOW (parent) && tg_window_is_pristine (TG_WINDOW (parent)))
        window = TG_WINDOW (parent);
      else
        window = tg_window_new (self);
      if (!tg_window_restore_autosave (window, entry, &error))
        {
          GtkWidget *message;

          if (window != TG_WINDOW (parent))
            gtk_window_destroy (GTK_WINDOW (window));
          message = adw_message_dialog_new (parent, _("Could Not Restore the Game"), NULL);
          adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (message), "%s: %s",
                                          entry->sgf_path, error->message);
          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (message));
          continue;
        }
      gtk_window_present (GTK_WINDOW (window));
    }
}

void
tg_application_check_autosaves (TgApplication *self,
                                GtkWindow     *parent)
{
  g_autoptr(GPtrArray) entries = NULL;
  GString *body;
  GtkWidget *dialog;

  g_return_if_fail (TG_IS_APPLICATION (self));

  if (self->autosaves_checked)
    return;
  self->autosaves_checked = TRUE;

  entries = tg_autosave_list_orphans ();
  if (entries->len == 0)
    return;

  body = g_string_new (g_dngettext (GETTEXT_PACKAGE,
                                    "Tengen stopped before this game was saved:",
                                    "Tengen stopped before these games were saved:",
                                    entries->len));
  for (guint i = 0; i < entries->len && i < 5; i++)
    {
      TgAutosaveEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GDateTime) local = g_date_time_to_local (entry->saved);
      g_autofree char *when = g_date_time_format (local, "%x %X");

      g_string_append_c (body, '\n');
      /* Translators: a game's title and when it was last kept, "Ke Jie –
       * Shin Jinseo (12/03/26 14:05:00)"; in Chinese "%s（%s）" */
      g_string_append_printf (body, C_("game and time", "%s (%s)"),
                              entry->title != NULL && *entry->title ? entry->title
                                                                    : _("Untitled Game"),
                              when);
    }
  if (entries->len > 5)
    g_string_append (body, "\n…");

  dialog = adw_message_dialog_new (parent,
                                   g_dngettext (GETTEXT_PACKAGE, "Restore Unsaved Game?",
                                                "Restore Unsaved Games?", entries->len),
                                   body->str);
  g_string_free (body, TRUE);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "later", _("_Later"),
                                    "discard", _("_Discard"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_object_set_data_full (G_OBJECT (dialog), "tg-entries", g_steal_pointer (&entries),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (restore_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Settings ---------------------------------------------------------------- */

static GSettings *
create_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaSource) build_source = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
  if (schema == NULL)
    {
      /* Not installed: the schema compiled into the build tree. */
      build_source = g_settings_schema_source_new_from_directory (BUILD_DATA_DIR, source,
                                                                  FALSE, NULL);
      if (build_source != NULL)
        schema = g_settings_schema_source_lookup (build_source, SCHEMA_ID, TRUE);
    }
  if (schema == NULL)
    {
      g_printerr (_("The settings schema %s is not installed: install Tengen, or run it "
                    "from its build folder\n"), SCHEMA_ID);
      exit (EXIT_FAILURE);
    }
  return g_settings_new_full (schema, NULL, NULL);
}

GSettings *
tg_application_get_settings (TgApplication *self)
{
  g_return_val_if_fail (TG_IS_APPLICATION (self), NULL);

  if (self->settings == NULL)
    self->settings = create_settings ();
  return self->settings;
}

/* Object ------------------------------------------------------------------ */

static void
tg_application_startup (GApplication *app)
{
  TgApplication *self = TG_APPLICATION (app);

  G_APPLICATION_CLASS (tg_application_parent_class)->startup (app);

  g_set_application_name (_("Tengen"));
  tg_application_get_settings (self);
  _tg_application_actions_init (self);
  tg_application_report (self, "started up");
}

static void
tg_application_finalize (GObject *object)
{
  TgApplication *self = TG_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_application_parent_class)->finalize (object);
}

static void
tg_application_class_init (TgApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = tg_application_finalize;
  app_class->startup = tg_application_startup;
  app_class->activate = tg_application_activate;
  app_class->open = tg_application_open;
  app_class->command_line = tg_application_command_line;
  app_class->handle_local_options = tg_application_handle_local_options;

  /* The resources live in a static library: referring to them makes the
   * linker keep the object whose constructor registers them. */
  g_assert (tengen_get_resource () != NULL);
}

static void
tg_application_init (TgApplication *self)
{
  self->start_time = g_get_monotonic_time ();
  self->timing_exit = g_strcmp0 (g_getenv ("TENGEN_TIMING"), "exit") == 0;
  self->timing = self->timing_exit || g_strcmp0 (g_getenv ("TENGEN_TIMING"), "1") == 0;

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Play Go, and review and count game records."));
}

TgApplication *
tg_application_new (void)
{
  return g_object_new (TG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", "/io/github/tengen/Tengen",
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_HANDLES_COMMAND_LINE,
                       NULL);
}
