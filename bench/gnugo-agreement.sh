#!/bin/sh
# gnugo-agreement.sh: how often Tengen's dead-stone proposal agrees with GNU Go
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# For every finished game of the corpus (as bench-deadstones --list finds
# them: the first game of each file, ending in two passes or with a counted
# RE[]), asks GNU Go (GTP: loadsgf FILE, final_status_list dead, level 10)
# and `tengen-cli deadstones FILE` for the dead stones of the final position
# and compares them stone by stone. GNU Go's answers and its time per game
# (wall and CPU) are cached under --cache (keyed by the file's SHA-1, the
# level and the seed), so a second run only times Tengen (with bench-deadstones). Prints
# one line per game that differs, then the totals: agreement over all
# stones on the board, over the stones either side calls dead, games in
# full agreement, and the time per 19x19 game of both programs. CPU times
# are the fair comparison on a busy machine.
#
# Usage: gnugo-agreement.sh --tengen PATH/tengen-cli --bench PATH/bench-deadstones
#                           [--games N] --corpus DIR [--cache DIR] [--gnugo PATH]
#                           [--level N] [--seed N]
# --games N compares the first N finished games only (GNU Go at level 10
# spends from 1 to 150 s of CPU on one game).
# (--corpus, --cache, --gnugo, --level and --seed are gnugo-driver.sh's, shared
# with gnugo-estimate.sh)

set -eu

. "$(dirname "$0")/gnugo-driver.sh"

tengen=
bench=
max_games=0

while [ $# -gt 0 ]; do
  case $1 in
    --tengen) tengen=$2 ;;
    --bench) bench=$2 ;;
    --games) max_games=$2 ;;
    *) gnugo_option "$1" "${2:-}" || { echo "gnugo-agreement.sh: unknown argument $1" >&2; exit 2; } ;;
  esac
  shift 2
done

if [ -z "$tengen" ] || [ -z "$bench" ]; then
  echo "gnugo-agreement.sh: --tengen and --bench are required" >&2
  exit 2
fi
gnugo_setup gnugo-agreement.sh

"$bench" --list "$corpus" > "$work/games"
if [ "$max_games" -gt 0 ]; then
  head -n "$max_games" "$work/games" > "$work/first" && mv "$work/first" "$work/games"
fi

# Asks GNU Go about $1; writes "ms N" (wall time), "cpu N" (GNU Go's user
# and system time), "size N", "stones N" and "dead P P ..." lines to $2.
ask_gnugo () {
  gnugo_ask "$(printf 'loadsgf %s\nfinal_status_list dead\nlist_stones black\nlist_stones white\nquery_boardsize' "$1")" \
            "$work/gtp" || return 1
  awk -v ms="$gnugo_ms" -v cpu="$gnugo_cpu" '
    BEGIN { n = 0 }
    /^=/ { n++; sub(/^= ?/, "") }
    NF == 0 { next }
    n == 2 { dead = dead " " $0 }
    n == 3 || n == 4 { stones += NF }
    n == 5 { size = $1 }
    END {
      if (n < 5) exit 1
      print "ms " ms; print "cpu " cpu; print "size " size; print "stones " stones; print "dead" dead
    }' "$work/gtp" > "$2"
}

sorted_points () {
  tr ' ' '\n' | grep -v '^$' | sort -u
}

games=0 skipped=0 same=0
stones=0 diffs=0 g_dead=0 t_dead=0 common=0
g_ms=0 g_cpu=0 g_games=0 g_cpu_games=0

while IFS= read -r game; do
  cached=$(gnugo_cache_key "$game" final-status)
  if [ ! -s "$cached" ]; then
    if ! ask_gnugo "$game" "$cached.tmp"; then
      echo "skipped (GNU Go could not read it): $game"
      rm -f "$cached.tmp"
      skipped=$((skipped + 1))
      continue
    fi
    mv "$cached.tmp" "$cached"
  fi
  if ! "$tengen" deadstones "$game" > "$work/tengen" 2>/dev/null; then
    echo "skipped (tengen-cli could not read it): $game"
    skipped=$((skipped + 1))
    continue
  fi

  sed -n 's/^dead//p' "$cached" | sorted_points > "$work/g"
  sorted_points < "$work/tengen" > "$work/t"
  n_stones=$(sed -n 's/^stones //p' "$cached")
  size=$(sed -n 's/^size //p' "$cached")
  n_g=$(wc -l < "$work/g")
  n_t=$(wc -l < "$work/t")
  n_common=$(comm -12 "$work/g" "$work/t" | wc -l)
  n_diff=$((n_g + n_t - 2 * n_common))

  games=$((games + 1))
  stones=$((stones + n_stones))
  diffs=$((diffs + n_diff))
  g_dead=$((g_dead + n_g))
  t_dead=$((t_dead + n_t))
  common=$((common + n_common))
  if [ "$n_diff" -eq 0 ]; then
    same=$((same + 1))
  else
    echo "$game: $n_diff of $n_stones stones differ;" \
         "GNU Go only: $(comm -23 "$work/g" "$work/t" | tr '\n' ' ')" \
         "Tengen only: $(comm -13 "$work/g" "$work/t" | tr '\n' ' ')"
  fi
  if [ "$size" = 19 ]; then
    g_ms=$((g_ms + $(sed -n 's/^ms //p' "$cached")))
    g_games=$((g_games + 1))
    cpu=$(sed -n 's/^cpu //p' "$cached")
    if [ -n "$cpu" ]; then
      g_cpu=$((g_cpu + cpu))
      g_cpu_games=$((g_cpu_games + 1))
    fi
  fi
done < "$work/games"

if [ "$games" -eq 0 ]; then
  echo "gnugo-agreement.sh: no finished game compared"
  exit 1
fi

"$bench" "$corpus" > "$work/bench"
t_cpu=$(sed -n 's/.*CPU ms per game: mean \([0-9.]*\).*/\1/p' "$work/bench")
t_wall=$(sed -n 's/.*wall ms per game: mean \([0-9.]*\).*/\1/p' "$work/bench")
union=$((g_dead + t_dead - common))

echo
echo "Finished games compared: $games ($skipped skipped), GNU Go level $level, seed $seed"
awk -v s="$stones" -v d="$diffs" 'BEGIN { printf "Stones: %d, verdicts differ on %d: agreement %.2f%%\n", s, d, 100 * (s - d) / s }'
awk -v g="$g_dead" -v t="$t_dead" -v c="$common" -v u="$union" 'BEGIN {
  printf "Dead stones: GNU Go %d, Tengen %d, both %d: agreement on the %d stones either calls dead %.2f%%\n",
         g, t, c, u, u ? 100 * c / u : 100 }'
awk -v n="$same" -v g="$games" 'BEGIN { printf "Games with identical dead stones: %d of %d (%.1f%%)\n", n, g, 100 * n / g }'
if [ "$g_games" -gt 0 ] && [ -n "$t_wall" ]; then
  awk -v gm="$g_ms" -v gn="$g_games" -v t="$t_wall" 'BEGIN {
    printf "Wall time per 19x19 game: GNU Go %.0f ms (whole process, %d games), Tengen %.2f ms: %.0fx faster\n",
           gm / gn, gn, t, (gm / gn) / t }'
fi
if [ "$g_cpu_games" -gt 0 ] && [ -n "$t_cpu" ]; then
  awk -v gm="$g_cpu" -v gn="$g_cpu_games" -v t="$t_cpu" 'BEGIN {
    printf "CPU time per 19x19 game: GNU Go %.0f ms (whole process, %d games), Tengen %.2f ms: %.0fx faster\n",
           gm / gn, gn, t, (gm / gn) / t }'
fi
