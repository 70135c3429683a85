#!/usr/bin/env python3
# startup-vs-qgo.py: how fast a 19×19 record appears, Tengen against qGo
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: bench/startup-vs-qgo.py [BUILD_DIR [RUNS [BASELINE_BUILD_DIR]]]
#        (under xvfb-run -a, whose screen is 24 bits deep)
#
# Both programs open the same 19×19 record (200 moves of GNU Go against
# itself, made once per run of this script). The runs alternate which
# program goes first. Times are from just before exec, on CLOCK_MONOTONIC.
# Both programs are measured the same way, from outside, through the X
# server (bench/x11_frames.py: libX11 and MIT-SHM through ctypes):
#
# - map: the first look that finds the program's window viewable (a
#   top-level window with its _NET_WM_PID; for qGo its board window, named
#   "… - qGo": qGo opens a record from its command line in a board window
#   for play against its engine, GNU Go, set in its settings here, else it
#   shows only an error);
# - first frame with the record: the window's pixels are read every
#   POLL_S (4 ms, plus the read, 2-4 ms; the longest gap between looks is
#   printed) for POLL_AFTER_MAP_S after the map; each look counts the dark
#   pixels (green < 80) of every fourth row and column. The first frame
#   with the record is the first look from which every later look is
#   within TOLERANCE (1 %) of the settled count (the last SETTLED_S): the
#   window shows what it will show, and stays so. An unpainted window is
#   all dark, and the record's names, title and game tree change the
#   count. Its time is the end of that look, so the frame came at most one
#   poll period earlier. Neither program shows stones here: Tengen opens
#   a record at its start (move 0, the record's title, players and game
#   tree beside the board); qGo 2.1.0 opens a record from its command line
#   as a game against its engine, from the empty board under the record's
#   player names, and never shows its moves. So qGo's time is that of its
#   board window's first settled frame, which does less than Tengen's;
# - Tengen also reports its own first frame with the record (TENGEN_TIMING
#   =1: the frame clock's after-paint once the record is shown, with its
#   CLOCK_MONOTONIC time), printed beside the pixels' time as a cross-check.
#
# CPU is the process's time on the CPU at that look (/proc/PID/schedstat):
# the cost of starting, whatever else the machine runs, so before/after
# figures are best compared on it. RSS is VmRSS from /proc at the end of
# the looks (qGo's own process, without the GNU Go it starts). Without a
# session bus the script runs itself under dbus-run-session, as on a
# desktop. Prints every run, the medians and the ratios Tengen / qGo.
#
# With BASELINE_BUILD_DIR (another build of Tengen, say of an older
# commit), that Tengen runs in the same rounds too, measured the same way,
# for before/after figures from the same runs.
#
# Measured (9 runs, Xvfb, the 2-core machine at load 5-6; docs/startup.md
# has the rest): Tengen's first frame with the record 0.143 s (its own
# report 0.142 s), qGo's 0.161 s: 0.88; CPU at it 0.081 s against 0.100 s
# (0.81); RSS 50.8 MB against 99.8 MB (0.51). Maps: 0.110 s and 0.141 s.
#
# Needs: gnugo (build-aux/install-deps.sh), libX11 and libXext (GTK's
# dependencies) and qgo (apt-get install qgo; not in install-deps: CI does
# not run benchmarks). Exits 77 (skipped) without them or without a
# display.

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

POLL_S = 0.004
POLL_AFTER_MAP_S = 2.0
SETTLED_S = 0.3
TOLERANCE = 0.01
TIMEOUT_S = 30
# qGo opens a record from its command line in a board window of its own
# ("GNU Go vs. GNU Go - qGo"), beside its main window, set up for play
# against the engine of its settings (without one it shows only an error).
QGO_BOARD = ' - qGo'
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


def first_frame(looks):
    """The first look of @looks ((seconds, dark pixels, CPU seconds)) from
    which every look is within TOLERANCE of the settled count (the median
    of the last SETTLED_S), or None if the window never settles."""
    end = looks[-1][0]
    settled = statistics.median(d for t, d, _ in looks if t >= end - SETTLED_S)
    first = None
    for look in looks:
        if abs(look[1] - settled) <= TOLERANCE * settled:
            if first is None:
                first = look
        else:
            first = None
    return first, settled


def reported_frame(err, start):
    """Tengen's own report of its first frame with the record, in seconds
    after @start, or None."""
    err.seek(0)
    m = re.search(rb'first frame with the record: .* at (\d+\.\d+) s monotonic', err.read())
    return float(m.group(1)) - start if m else None


def measure(display, argv, env, name_matches=None):
    """A dict: seconds to the window (map), to its first frame with the
    record (frame), Tengen's own report of it (reported, else None), CPU
    seconds at that frame (cpu), RSS in kB at the end (rss), the longest
    time between looks before the frame (gap), and the settled count of
    dark pixels (dark)."""
    err = tempfile.TemporaryFile()
    start = time.monotonic()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=err)
    window = None
    reader = None
    mapped = None
    looks = []
    while time.monotonic() - start < TIMEOUT_S:
        began = time.monotonic()
        if window is None:
            window = display.viewable_window(proc.pid, name_matches)
            if window is not None:
                mapped = time.monotonic() - start
        if window is not None and reader is None:
            reader = display.reader(window)
        if reader is not None:
            dark = reader.dark_pixels()
            now = time.monotonic() - start
            if dark is None:
                # Resized smaller, or replaced: read it again at its size.
                reader.close()
                reader = None
                window = display.viewable_window(proc.pid, name_matches)
            else:
                looks.append((now, dark, cpu_s(proc.pid)))
            if now - mapped >= POLL_AFTER_MAP_S:
                break
        time.sleep(max(0.0, POLL_S - (time.monotonic() - began)))
    rss = rss_kb(proc.pid)
    proc.terminate()
    proc.wait()
    if reader is not None:
        reader.close()
    frame, settled = first_frame(looks) if looks else (None, 0)
    if frame is None:
        err.seek(0)
        sys.stderr.write(err.read().decode(errors='replace'))
        sys.exit('startup-vs-qgo: %s showed no window with the record in %d s'
                 % (argv[0], TIMEOUT_S))
    before = [t for t, _, _ in looks if t <= frame[0]]
    gaps = [b - a for a, b in zip(before, before[1:])]
    return {'map': mapped, 'frame': frame[0], 'reported': reported_frame(err, start),
            'cpu': frame[2], 'rss': rss, 'gap': max(gaps) if gaps else 0.0,
            'dark': settled}


def row(label, m):
    reported = ('%.3f' % m['reported']) if m['reported'] is not None else '-'
    return ('%-8s %7.3f  %7.3f  %8s  %6.3f  %8d  %7.1f  %6d'
            % (label, m['map'], m['frame'], reported, m['cpu'], m['rss'], m['gap'] * 1000,
               m['dark']))


def medians(runs):
    med = statistics.median
    reported = [m['reported'] for m in runs if m['reported'] is not None]
    return {'map': med(m['map'] for m in runs), 'frame': med(m['frame'] for m in runs),
            'reported': med(reported) if reported else None,
            'cpu': med(m['cpu'] for m in runs), 'rss': med(m['rss'] for m in runs),
            'gap': max(m['gap'] for m in runs), 'dark': med(m['dark'] for m in runs)}


def ratios(label, a, b):
    return ('%s: map %.2f, first frame with the record %.2f, CPU at it %.2f, RSS %.2f'
            % (label, a['map'] / b['map'], a['frame'] / b['frame'], a['cpu'] / b['cpu'],
               a['rss'] / b['rss']))


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else 'build'
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    tengen = os.path.join(build, 'src', 'ui', 'tengen')
    baseline = (os.path.join(sys.argv[3], 'src', 'ui', 'tengen') if len(sys.argv) > 3
                else None)
    qgo = shutil.which('qgo') or '/usr/games/qgo'
    gnugo = shutil.which('gnugo') or '/usr/games/gnugo'
    for tool in (qgo, gnugo, tengen) + ((baseline,) if baseline else ()):
        if shutil.which(tool) is None:
            skip(tool + ' is missing')
    if not os.environ.get('DISPLAY'):
        skip('no display (run under xvfb-run -a)')
    try:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import x11_frames
        display = x11_frames.Display()
    except OSError as e:
        skip(str(e))
    if not os.environ.get('DBUS_SESSION_BUS_ADDRESS') and shutil.which('dbus-run-session'):
        # A desktop session has a bus: without one, each start would pay
        # for launching a bus daemon of its own (GLib's autolaunch).
        os.execvp('dbus-run-session', ['dbus-run-session', '--', sys.executable] + sys.argv)

    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ)
        for name in ('CONFIG', 'DATA', 'STATE', 'CACHE'):
            env['XDG_%s_HOME' % name] = os.path.join(work, name.lower())
        env['HOME'] = os.path.join(work, 'home')
        # qGo's QSettings read $XDG_CONFIG_HOME/qGo/qGo.conf: one under
        # $HOME/.config was not read, so qGo showed 'Error opening program'
        # and closed its board window (earlier versions of this script
        # timed that window).
        os.makedirs(os.path.join(env['XDG_CONFIG_HOME'], 'qGo'))
        os.makedirs(env['HOME'])
        with open(os.path.join(env['XDG_CONFIG_HOME'], 'qGo', 'qGo.conf'), 'w') as f:
            f.write(QGO_CONF % gnugo)
        env['GSETTINGS_BACKEND'] = 'memory'
        env['GSETTINGS_SCHEMA_DIR'] = os.path.join(build, 'data')
        record = os.path.join(work, 'game.sgf')
        gnugo_record(gnugo, record)
        tengen_env = dict(env, TENGEN_TIMING='1')
        qgo_board = lambda name: name.endswith(QGO_BOARD)

        programs = [('tengen', lambda: measure(display, [tengen, record], tengen_env)),
                    ('qgo', lambda: measure(display, [qgo, record], env, qgo_board))]
        if baseline:
            programs.append(('baseline',
                             lambda: measure(display, [baseline, record], tengen_env)))
        got = {name: [] for name, _ in programs}
        print('seconds from exec; CPU at the first frame; RSS at the end; longest time '
              'between looks before the frame; dark pixels sampled once settled')
        print('run %-8s %7s  %7s  %8s  %6s  %8s  %7s  %6s'
              % ('program', 'map', 'frame', 'reported', 'CPU', 'RSS kB', 'gap ms', 'dark'))
        for r in range(runs):
            order = programs if r % 2 == 0 else list(reversed(programs))
            for name, job in order:
                m = job()
                got[name].append(m)
                print('%3d %s' % (r + 1, row(name, m)))

        med = {name: medians(runs) for name, runs in got.items()}
        print('medians of %d runs:' % runs)
        for name, _ in programs:
            print('    ' + row(name, med[name]))
        print(ratios('tengen/qgo', med['tengen'], med['qgo']))
        if baseline:
            print(ratios('tengen/baseline', med['tengen'], med['baseline']))
        t = med['tengen']
        if t['reported'] is not None:
            print("tengen's own report of its first frame with the record: %.3f s "
                  "(the pixels' %.3f s)" % (t['reported'], t['frame']))


if __name__ == '__main__':
    main()
