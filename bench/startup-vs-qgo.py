#!/usr/bin/env python3
# startup-vs-qgo.py: how fast a 19×19 record appears, Tengen against qGo
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: bench/startup-vs-qgo.py [BUILD_DIR [RUNS [BASELINE_BUILD_DIR]]]
#        (under xvfb-run -a)
#
# Both programs open the same 19×19 record (200 moves of GNU Go against
# itself, made once per run of this script). The runs alternate which
# program goes first. Times are from just before exec, on CLOCK_MONOTONIC:
#
# - Tengen reports its first frame that shows the record itself
#   (TENGEN_TIMING=1: the frame clock's after-paint once the game is
#   shown, with its CLOCK_MONOTONIC time);
# - for both, the window that shows the record is polled every 5 ms
#   (xdotool search --onlyvisible --pid, not --sync, which polls every
#   0.5 s): Tengen's window, and qGo's board window (qGo opens a record
#   from its command line in a board window for play against its engine:
#   GNU Go, set in its settings here, else it shows only an error). A
#   window mapped is drawn a little later, so qGo's time is no later than
#   its first frame with the record.
#
# CPU is the process's time on the CPU when its window is seen
# (/proc/PID/schedstat): the cost of starting, whatever else the machine
# runs. RSS is VmRSS from /proc a second after the window appears (qGo's
# own process, without the GNU Go it starts). Without a session bus the
# script runs itself under dbus-run-session, as on a desktop. Prints every
# run, the medians and the ratios Tengen / qGo.
#
# With BASELINE_BUILD_DIR (another build of Tengen, say of an older
# commit), that Tengen runs in the same rounds too (its window, CPU and
# RSS), for before/after figures from the same runs.
#
# Needs: xdotool, gnugo (build-aux/install-deps.sh) and qgo (apt-get
# install qgo; not in install-deps: CI does not run benchmarks). Exits 77
# (skipped) without them or without a display.

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

POLL_S = 0.005
TIMEOUT_S = 30
# qGo opens a record from its command line in a board window of its own
# ("GNU Go vs. GNU Go - qGo"), beside its main window, set up for play
# against the engine of its settings (without one it shows only an error).
QGO_BOARD = ' - qGo$'
QGO_CONF = """[General]
DEFAULT_ENGINE=GNU Go

[ENGINES]
1\\name=GNU Go
1\\path=%s
1\\args=--mode gtp --quiet
size=1
"""


def skip(why):
    print('startup-vs-qgo: ' + why, file=sys.stderr)
    sys.exit(77)


def gnugo_record(gnugo, path):
    """A 200-move record of GNU Go (level 1) against itself, in SGF."""
    commands = ['boardsize 19', 'komi 7.5']
    for _ in range(100):
        commands += ['genmove black', 'genmove white']
    commands.append('quit')
    out = subprocess.run([gnugo, '--mode', 'gtp', '--level', '1'],
                         input='\n'.join(commands) + '\n', capture_output=True,
                         text=True, check=True).stdout
    replies = [r[2:].strip() for r in out.split('\n\n') if r.startswith('= ')]
    letters = 'ABCDEFGHJKLMNOPQRST'
    moves = []
    for i, vertex in enumerate(replies[2:202]):
        color = 'B' if i % 2 == 0 else 'W'
        if vertex.upper() in ('PASS', 'RESIGN', ''):
            moves.append(';%s[]' % color)
            continue
        x = letters.index(vertex[0].upper())
        y = 19 - int(vertex[1:])
        moves.append(';%s[%s%s]' % (color, chr(97 + x), chr(97 + y)))
    with open(path, 'w') as f:
        f.write('(;GM[1]FF[4]SZ[19]KM[7.5]PB[GNU Go]PW[GNU Go]\n')
        for i in range(0, len(moves), 10):
            f.write(''.join(moves[i:i + 10]) + '\n')
        f.write(')\n')


def visible_window(pid, name):
    r = subprocess.run(['xdotool', 'search', '--onlyvisible', '--pid', str(pid), '--name', name],
                       capture_output=True, text=True)
    return r.returncode == 0 and r.stdout.strip() != ''


def cpu_s(pid):
    """The CPU time of @pid so far (the scheduler's, in ns, in /proc)."""
    with open('/proc/%d/schedstat' % pid) as f:
        return int(f.read().split()[0]) / 1e9


def rss_kb(pid):
    with open('/proc/%d/status' % pid) as f:
        for line in f:
            if line.startswith('VmRSS:'):
                return int(line.split()[1])
    return -1


def measure(argv, env, tengen, report=True):
    """Seconds to the window with the record, to Tengen's first frame with
    the record (None for qGo), RSS in kB, and CPU seconds at the window."""
    err = tempfile.TemporaryFile()
    start = time.monotonic()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=err)
    window = None
    cpu = None
    while window is None and time.monotonic() - start < TIMEOUT_S:
        if visible_window(proc.pid, '.' if tengen else QGO_BOARD):
            window = time.monotonic() - start
            cpu = cpu_s(proc.pid)
        else:
            time.sleep(POLL_S)
    time.sleep(1)
    rss = rss_kb(proc.pid)
    frame = None
    if tengen and report:
        # Its report may come after the window is mapped.
        deadline = time.monotonic() + TIMEOUT_S
        while frame is None and time.monotonic() < deadline:
            err.seek(0)
            m = re.search(rb'first frame with the record: .* at (\d+\.\d+) s monotonic', err.read())
            if m:
                frame = float(m.group(1)) - start
            else:
                time.sleep(POLL_S)
    frame_cpu = None
    if tengen:
        # Its CPU time at that frame (older builds report only their first
        # frame, which shows the record once the file is read).
        err.seek(0)
        text = err.read()
        m = (re.search(rb'first frame with the record: [^\n]*?([0-9.]+) ms CPU', text) or
             re.search(rb'first frame: [^\n]*?([0-9.]+) ms CPU', text))
        if m:
            frame_cpu = float(m.group(1)) / 1000
    proc.terminate()
    proc.wait()
    if window is None or (tengen and report and frame is None):
        err.seek(0)
        sys.stderr.write(err.read().decode(errors='replace'))
        sys.exit('startup-vs-qgo: %s showed no window (or no report) in %d s'
                 % (argv[0], TIMEOUT_S))
    return window, frame, rss, cpu, frame_cpu


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else 'build'
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    tengen = os.path.join(build, 'src', 'ui', 'tengen')
    baseline = (os.path.join(sys.argv[3], 'src', 'ui', 'tengen') if len(sys.argv) > 3
                else None)
    qgo = shutil.which('qgo') or '/usr/games/qgo'
    gnugo = shutil.which('gnugo') or '/usr/games/gnugo'
    for tool in ('xdotool', qgo, gnugo, tengen) + ((baseline,) if baseline else ()):
        if shutil.which(tool) is None:
            skip(tool + ' is missing')
    if not os.environ.get('DISPLAY'):
        skip('no display (run under xvfb-run -a)')
    if not os.environ.get('DBUS_SESSION_BUS_ADDRESS') and shutil.which('dbus-run-session'):
        # A desktop session has a bus: without one, each start would pay
        # for launching a bus daemon of its own (GLib's autolaunch).
        os.execvp('dbus-run-session', ['dbus-run-session', '--', sys.executable] + sys.argv)

    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ)
        for name in ('CONFIG', 'DATA', 'STATE', 'CACHE'):
            env['XDG_%s_HOME' % name] = os.path.join(work, name.lower())
        env['HOME'] = os.path.join(work, 'home')
        os.makedirs(os.path.join(env['HOME'], '.config', 'qGo'))
        with open(os.path.join(env['HOME'], '.config', 'qGo', 'qGo.conf'), 'w') as f:
            f.write(QGO_CONF % gnugo)
        env['GSETTINGS_BACKEND'] = 'memory'
        env['GSETTINGS_SCHEMA_DIR'] = os.path.join(build, 'data')
        record = os.path.join(work, 'game.sgf')
        gnugo_record(gnugo, record)
        tengen_env = dict(env, TENGEN_TIMING='1')

        rows = []
        base_rows = []
        print('run  tengen window s  tengen frame s  tengen CPU s  tengen RSS kB  '
              'qgo window s  qgo CPU s  qgo RSS kB')
        for r in range(runs):
            jobs = [('t', lambda: measure([tengen, record], tengen_env, True)),
                    ('q', lambda: measure([qgo, record], env, False))]
            if baseline:
                # Only its window is compared, whatever it reports.
                jobs.append(('b', lambda: measure([baseline, record], tengen_env, True, False)))
            if r % 2 == 1:
                jobs.reverse()
            got = {name: job() for name, job in jobs}
            t, q = got['t'], got['q']
            rows.append((t, q))
            print('%3d  %15.3f  %14.3f  %12.3f  %13d  %12.3f  %9.3f  %10d'
                  % (r + 1, t[0], t[1], t[3], t[2], q[0], q[3], q[2]))
            if baseline:
                b = got['b']
                base_rows.append(b)
                print('     baseline window %.3f s, CPU %.3f s, CPU at the first frame %.3f s, '
                      'RSS %d kB' % (b[0], b[3], b[4] or 0, b[2]))

        med = statistics.median
        t_window = med(t[0] for t, _ in rows)
        t_frame = med(t[1] for t, _ in rows)
        t_rss = med(t[2] for t, _ in rows)
        q_window = med(q[0] for _, q in rows)
        q_rss = med(q[2] for _, q in rows)
        t_cpu = med(t[3] for t, _ in rows)
        t_frame_cpu = med(t[4] for t, _ in rows)
        q_cpu = med(q[3] for _, q in rows)
        print('median: tengen window %.3f s, first frame with the record %.3f s, CPU %.3f s '
              '(%.3f s at that frame), %d kB; qgo window %.3f s, CPU %.3f s, %d kB'
              % (t_window, t_frame, t_cpu, t_frame_cpu, t_rss, q_window, q_cpu, q_rss))
        print('ratio tengen/qgo: window %.2f, first frame with the record / qgo window %.2f, '
              'CPU at the window %.2f, RSS %.2f'
              % (t_window / q_window, t_frame / q_window, t_cpu / q_cpu, t_rss / q_rss))
        if baseline:
            b_window = med(b[0] for b in base_rows)
            b_cpu = med(b[3] for b in base_rows)
            b_rss = med(b[2] for b in base_rows)
            b_frame_cpu = med(b[4] or 0 for b in base_rows)
            print('median baseline: window %.3f s, CPU %.3f s (%.3f s at its first frame), %d kB; '
                  'tengen/baseline: window %.2f, CPU %.2f (at the first frame %.2f), RSS %.2f'
                  % (b_window, b_cpu, b_frame_cpu, b_rss, t_window / b_window, t_cpu / b_cpu,
                     t_frame_cpu / b_frame_cpu if b_frame_cpu else 0, t_rss / b_rss))


if __name__ == '__main__':
    main()
