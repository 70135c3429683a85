#!/bin/sh
# startup-vs-qgo.sh: how fast a 19×19 record appears, Tengen against qGo
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: bench/startup-vs-qgo.sh [BUILD_DIR [RUNS]]   (under xvfb-run -a)
#
# Both programs open the same 19×19 record (a GNU Go self-play game of
# about 200 moves, made once per run of this script). Each run starts one
# program after the other (paired runs, the order alternating), takes the
# time from exec to the first visible window of that process (xdotool
# search --sync --onlyvisible --pid) and its resident memory (VmRSS) a
# second later. Prints every run, the medians and the ratios.
#
# Needs: xdotool, gnugo (build-aux/install-deps.sh) and qgo (apt-get
# install qgo; not in install-deps: CI does not run benchmarks).

set -eu

build=${1:-build}
runs=${2:-5}
tengen="$build/src/ui/tengen"
qgo=$(command -v qgo || echo /usr/games/qgo)

for tool in xdotool "$qgo" "$tengen"; do
  if ! command -v "$tool" > /dev/null 2>&1 && [ ! -x "$tool" ]; then
    echo "startup-vs-qgo: $tool is missing" >&2
    exit 77
  fi
done
if [ -z "${DISPLAY:-}" ]; then
  echo "startup-vs-qgo: no display (run under xvfb-run -a)" >&2
  exit 77
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
export XDG_CACHE_HOME="$work/cache" HOME="$work/home"
mkdir -p "$HOME" "$XDG_CONFIG_HOME"
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data"

# The record: GNU Go against itself at level 1, 200 moves.
record="$work/game.sgf"
gnugo=$(command -v gnugo || echo /usr/games/gnugo)
{
  echo "boardsize 19"; echo "komi 7.5"
  i=0
  while [ $i -lt 100 ]; do echo "genmove black"; echo "genmove white"; i=$((i + 1)); done
  echo "printsgf $record"; echo "quit"
} | "$gnugo" --mode gtp --level 1 > /dev/null

now () { date +%s.%N; }

# Starts "$@", waits for its first visible window; prints "SECONDS RSS_KB".
measure () {
  start=$(now)
  "$@" > /dev/null 2>&1 &
  pid=$!
  xdotool search --sync --onlyvisible --pid "$pid" > /dev/null 2>&1
  end=$(now)
  sleep 1
  rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
  kill "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  echo "$start $end $rss" | awk '{ printf "%.3f %d\n", $2 - $1, $3 }'
}

median () { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

: > "$work/tengen.txt"
: > "$work/qgo.txt"
echo "run  tengen s  tengen RSS kB  qgo s  qgo RSS kB"
r=1
while [ $r -le "$runs" ]; do
  if [ $((r % 2)) -eq 1 ]; then
    t=$(measure "$tengen" "$record"); q=$(measure "$qgo" "$record")
  else
    q=$(measure "$qgo" "$record"); t=$(measure "$tengen" "$record")
  fi
  echo "$t" >> "$work/tengen.txt"
  echo "$q" >> "$work/qgo.txt"
  echo "$r $t $q" | awk '{ printf "%3d  %8.3f  %13d  %5.3f  %10d\n", $1, $2, $3, $4, $5 }'
  r=$((r + 1))
done

t_time=$(cut -d' ' -f1 "$work/tengen.txt" | median)
q_time=$(cut -d' ' -f1 "$work/qgo.txt" | median)
t_rss=$(cut -d' ' -f2 "$work/tengen.txt" | median)
q_rss=$(cut -d' ' -f2 "$work/qgo.txt" | median)
echo "median: tengen $t_time s, $t_rss kB; qgo $q_time s, $q_rss kB"
echo "$t_time $q_time $t_rss $q_rss" |
  awk '{ printf "ratio tengen/qgo: time %.2f, RSS %.2f\n", $1 / $2, $3 / $4 }'
