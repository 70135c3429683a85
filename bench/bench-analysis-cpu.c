/* bench-analysis-cpu.c: the app's own CPU while an engine streams analysis
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window showing a 24-move 19×19 record analyses its last position with
 * tests/gtp/gtp-analyze-fake.py (lz-analyze reports ten times a second,
 * for ever: the search is unbounded, where the window's budget would end
 * it after 10 s), and for 20 s the process's own CPU time
 * (CLOCK_PROCESS_CPUTIME_ID: the engine is a child process and is not counted) is
 * measured, with the number of reports the window took in and drew. Target: under 5 % of one core. The renderer is
 * the one the app would choose (cairo without a GPU, as tengen does); the
 * machine's own load over the measurement is printed beside (the figure
 * is the process's CPU time, but a busy machine slows everything).
 * Needs a display (xvfb-run) and python3; prints "skipped" otherwise.
 * Pass the seconds to measure as the first argument (default 20).
 *
 * The percentage depends on the machine's load: a busy machine wakes the
 * app less often, so one frame takes in several reports, and the same
 * work costs less CPU in all. The figures that depend less on it follow:
 * the CPU per report and per frame painted (the window's frame clock's
 * paint phases), the window's idle cost measured first with analysis off
 * (a quarter of the time, at least 2 s), and the percentage that the cost
 * per report, the idle cost taken out, gives at ten reports a second with
 * the idle cost added back. On a quiet machine (load under 1) both
 * percentages agree; under load trust the second. The wake-ups (the
 * process's voluntary context switches: each sleep in poll, each X round
 * trip) count too: on a quiet machine each one costs much more CPU time
 * than its instructions (cold caches), so fewer wake-ups per report is
 * what a quiet machine measures.
 *
 * Xvfb has no window manager, and GTK 4.8 on X11 without one asks the
 * server at every frame painted whether one has come (fetching
 * _NET_SUPPORTING_WM_CHECK from the root window: a round trip, one more
 * wake-up per frame), which no desktop session does: it finds the
 * manager's window once and keeps it. Where no manager is there, the
 * bench stands in for one as every manager does, by naming a window on
 * the root (the root itself, supporting no hints); TENGEN_BENCH_NO_WM=1
 * leaves the display as it is, to measure that cost too.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <adwaita.h>

#if BENCH_HAVE_X11
#include <gdk/x11/gdkx.h>
#include <X11/Xatom.h>
#endif

#include "tengen-resources.h"
#include "tg-application.h"
#include "tg-window.h"
#include "tg-window-analysis.h"
#include "tg-test-utils.h"

/* Busy and total jiffies of all CPUs, from the first line of /proc/stat. */
static void
machine_jiffies (double *busy,
                 double *total)
{
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  char *end;

  *busy = *total = 0;
  if (!g_file_get_contents ("/proc/stat", &stat, NULL, NULL))
    return;
  end = strchr (stat, '\n');
  if (end != NULL)
    *end = '\0';
  fields = g_strsplit_set (stat, " ", -1);
  for (guint i = 1, n = 0; fields[i] != NULL; i++)
    {
      double v;

      if (fields[i][0] == '\0')
        continue;
      v = g_ascii_strtod (fields[i], NULL);
      *total += v;
      /* user nice system idle iowait ...: idle and iowait are not busy. */
      if (n != 3 && n != 4)
        *busy += v;
      n++;
    }
}

/* What the display's window manager is: "a window manager", "stand-in"
 * (set up here) or "none". */
static const char *
stand_in_window_manager (void)
{
#if BENCH_HAVE_X11
  GdkDisplay *display = gdk_display_get_default ();
  Display *xdisplay;
  Window root;
  Atom check, type = None;
  int format;
  unsigned long n = 0, after;
  unsigned char *data = NULL;

  if (!GDK_IS_X11_DISPLAY (display))
    return "not X11";
  xdisplay = gdk_x11_display_get_xdisplay (display);
  root = DefaultRootWindow (xdisplay);
  check = XInternAtom (xdisplay, "_NET_SUPPORTING_WM_CHECK", False);
  XGetWindowProperty (xdisplay, root, check, 0, 1, False, XA_WINDOW, &type, &format, &n,
                      &after, &data);
  if (data != NULL)
    XFree (data);
  if (type == XA_WINDOW && n == 1)
    return "a window manager";
  if (g_strcmp0 (g_getenv ("TENGEN_BENCH_NO_WM"), "1") == 0)
    return "none (TENGEN_BENCH_NO_WM=1)";
  XChangeProperty (xdisplay, root, check, XA_WINDOW, 32, PropModeReplace,
                   (unsigned char *) &root, 1);
  XSync (xdisplay, False);
  return "a stand-in (the root window named as _NET_SUPPORTING_WM_CHECK)";
#else
  return "unknown (built without Xlib)";
#endif
}

typedef struct
{
  double cpu;       /* seconds of the process's CPU */
  double wall;      /* seconds */
  guint  reports;   /* reports the window took in */
  guint  paints;    /* frames painted */
  guint  layouts;   /* frames that laid the window out */
  long   wakeups;   /* voluntary context switches: the process slept */
} Measure;

static long
voluntary_switches (void)
{
  struct rusage usage;

  return getrusage (RUSAGE_SELF, &usage) == 0 ? usage.ru_nvcsw : 0;
}

static void
count_cb (GdkFrameClock *clock,
          guint         *count)
{
  (*count)++;
}

static gboolean
done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_for (double seconds)
{
  gboolean done = FALSE;

  g_timeout_add ((guint) (seconds * 1000), done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
measure (TgWindow *window,
         double    seconds,
         Measure  *m,
         double   *machine_busy)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  guint paints = 0, layouts = 0, reports = tg_window_analysis_get_updates (window);
  gulong paint_id = g_signal_connect (clock, "paint", G_CALLBACK (count_cb), &paints);
  gulong layout_id = g_signal_connect (clock, "layout", G_CALLBACK (count_cb), &layouts);
  gint64 t0 = g_get_monotonic_time ();
  double c0 = tg_test_process_cpu_seconds ();
  long switches = voluntary_switches ();
  double busy0, busy1, total0, total1;

  machine_jiffies (&busy0, &total0);
  run_for (seconds);
  machine_jiffies (&busy1, &total1);
  m->cpu = tg_test_process_cpu_seconds () - c0;
  m->wall = (g_get_monotonic_time () - t0) / 1e6;
  m->wakeups = voluntary_switches () - switches;
  m->reports = tg_window_analysis_get_updates (window) - reports;
  m->paints = paints;
  m->layouts = layouts;
  g_signal_handler_disconnect (clock, paint_id);
  g_signal_handler_disconnect (clock, layout_id);
  *machine_busy = total1 > total0 ? 100.0 * (busy1 - busy0) / (total1 - total0) : 0.0;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TgApplication) app = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tengen-bench-XXXXXX", NULL);
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autofree char *line = NULL;
  g_autoptr(GFile) file = NULL;
  double seconds = argc > 1 ? MAX (1, g_ascii_strtod (argv[1], NULL)) : 20;
  TgWindow *window;
  const char *wm;
  Measure idle, on;
  double busy, idle_rate, per_report;

  g_setenv ("XDG_STATE_HOME", tmp, TRUE);
  g_setenv ("XDG_DATA_HOME", tmp, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  tg_application_prefer_cairo_without_gpu ();
  if (python == NULL || !gtk_init_check ())
    {
      printf ("skipped: needs python3 and a display\n");
      tg_test_remove_tree (tmp);
      return 0;
    }
  line = g_strdup_printf ("%s %s/gtp/gtp-analyze-fake.py --dialect lz --interval 0.1",
                          python, TENGEN_TESTS_DIR);
  g_setenv ("TENGEN_ANALYSIS_ENGINE", line, TRUE);
  adw_init ();
  wm = stand_in_window_manager ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_nonnull (tengen_get_resource ());
  app = tg_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_settings_set_boolean (tg_application_get_settings (app), "sound", FALSE);

  window = tg_window_new (app);
  tg_window_analysis_set_unbounded (window, TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 900);
  gtk_window_present (GTK_WINDOW (window));
  file = g_file_new_build_filename (TENGEN_TESTS_DIR, "data", "ui", "analysis-game.sgf", NULL);
  tg_window_open_file (window, file, -1, NULL, 0);
  run_for (1);
  tg_game_go_to_end (tg_window_get_game (window));
  run_for (0.5);
  measure (window, MAX (2, seconds / 4), &idle, &busy);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.analysis", NULL);
  /* The engine starts and the stream settles. */
  run_for (2);

  measure (window, seconds, &on, &busy);
  printf ("app CPU while the engine streams lz-analyze reports every 0.1 s (19x19, 24 moves): "
          "%.3f s CPU over %.2f s wall = %.2f %% of one core, %u reports shown (%.1f a second)\n",
          on.cpu, on.wall, 100.0 * on.cpu / on.wall, on.reports, on.reports / on.wall);
  printf ("machine: %.0f %% of its %ld cores busy meanwhile (all processes); renderer %s; "
          "window manager: %s\n",
          busy, sysconf (_SC_NPROCESSORS_ONLN),
          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "GTK's choice", wm);
  /* The figures that depend less on the load. */
  idle_rate = idle.cpu / idle.wall;
  per_report = on.reports > 0 ? (on.cpu - idle_rate * on.wall) / on.reports : 0;
  printf ("window idle, analysis off: %.2f %% of one core (%.1f s, %u frames painted, "
          "%.1f wake-ups a second)\n",
          100.0 * idle_rate, idle.wall, idle.paints, idle.wakeups / idle.wall);
  printf ("streaming: %u frames painted (%.1f a second), %u laid out; "
          "%.2f ms CPU per report, %.2f ms per frame painted (all of the CPU); "
          "%.2f ms per report above the idle window; %.1f wake-ups per report "
          "(voluntary context switches: each X round trip is one)\n",
          on.paints, on.paints / on.wall, on.layouts,
          on.reports > 0 ? 1000.0 * on.cpu / on.reports : 0.0,
          on.paints > 0 ? 1000.0 * on.cpu / on.paints : 0.0,
          1000.0 * per_report, on.reports > 0 ? (double) on.wakeups / on.reports : 0.0);
  printf ("at 10 reports a second that is %.2f %% of one core (idle %.2f %% + %.2f ms per "
          "report x 10 / 1000 ms)\n",
          100.0 * idle_rate + per_report * 10 * 100, 100.0 * idle_rate, 1000.0 * per_report);
  printf ("target: under 5 %%\n");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.analysis", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  run_for (0.5);
  g_clear_object (&app);
  tg_test_remove_tree (tmp);
  return on.reports > 0 ? 0 : 1;
}
