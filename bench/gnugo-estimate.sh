#!/bin/sh
# gnugo-estimate.sh: how close Tengen's position estimate comes to GNU Go's
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Takes the first --games 19x19 records of the corpus (sorted by path; the
# first game of every .sgf file under --corpus whose main line reaches the
# last of --moves) and, at each of --moves (the position after move N),
# asks GNU Go (GTP: loadsgf FILE N+1, komi K, estimate_score) and
# `tengen-cli estimate FILE --move N --rules japanese --json` for the
# expected margin, both counting territory with the record's komi as
# Tengen reads it (GNU Go counts Japanese-style by default; it is told the
# komi because it takes KM[] literally, and a Chinese record's KM[375],
# 3.75 子, is 7.5 points, not 375). GNU Go's answers and CPU times are
# cached under --cache (keyed by the file's SHA-1, the move, the komi, the
# level and the seed).
# Prints one line per position (Black's margin by both, the difference),
# then: how often both name the same leader, the mean absolute difference
# of the margins (also over the positions where GNU Go's own upper and lower
# bounds agree on the leader), and the CPU time per position of each program as a whole
# process (user + system, from the shell's `times`), with Tengen's against
# its 60 ms budget and against GNU Go.
#
# Usage: gnugo-estimate.sh --tengen PATH/tengen-cli [--corpus DIR] [--games N]
#                          [--moves "100 150"] [--cache DIR] [--gnugo PATH] [--level N] [--seed N]
# (--corpus and the options after --moves are gnugo-driver.sh's, shared with
# gnugo-agreement.sh)

set -eu

. "$(dirname "$0")/gnugo-driver.sh"

tengen=
games=60
moves="100 150"

while [ $# -gt 0 ]; do
  case $1 in
    --tengen) tengen=$2 ;;
    --games) games=$2 ;;
    --moves) moves=$2 ;;
    *) gnugo_option "$1" "${2:-}" || { echo "gnugo-estimate.sh: unknown argument $1" >&2; exit 2; } ;;
  esac
  shift 2
done

if [ -z "$tengen" ]; then
  echo "gnugo-estimate.sh: --tengen is required" >&2
  exit 2
fi
gnugo_setup gnugo-estimate.sh

last=0
for m in $moves; do
  [ "$m" -gt "$last" ] && last=$m
done

# GNU Go's margin for Black (points) at $1 after move $2 with komi $4,
# into $3 as "margin M", "bounds L U" and "cpu MS" lines.
ask_gnugo () {
  gnugo_ask "$(printf 'loadsgf %s %d\nkomi %s\nestimate_score' "$1" "$(( $2 + 1 ))" "$4")" \
            "$work/gtp" || return 1
  awk '/^= [BW]\+/ { v = substr ($2, 3) + 0; if (substr ($2, 1, 1) == "W") v = -v; print "margin " v; found = 1 }
       /^= 0/ { print "margin 0"; found = 1 }
       /upper bound/ { u = $0; sub (/.*upper bound: /, "", u); l = u; sub (/,.*/, "", u)
                       sub (/.*lower: /, "", l); sub (/\).*/, "", l)
                       # GNU Go gives the bounds as White minus Black.
                       print "bounds " (-l) " " (-u) }
       END { if (!found) exit 1 }' "$work/gtp" > "$3" || return 1
  echo "cpu $gnugo_cpu" >> "$3"
}

n=0
find "$corpus" -name '*.sgf' | LC_ALL=C sort > "$work/files"
: > "$work/rows"
while read -r file; do
  [ "$n" -ge "$games" ] && break
  # A 19x19 record whose main line reaches the last move asked for.
  "$tengen" estimate "$file" --move "$last" --json > "$work/probe" 2>/dev/null || continue
  row=$(grep -o '"ownership":\[\[[^]]*\]' "$work/probe" || true)
  [ "$(printf '%s' "$row" | tr -cd ',' | wc -c)" -eq 18 ] || continue
  n=$((n + 1))
  komi=$(sed 's/.*"komi":\([-0-9.e]*\),.*/\1/' "$work/probe")
  for m in $moves; do
    key=$(gnugo_cache_key "$file" "estimate-$m-komi$komi")
    if [ ! -s "$key" ]; then
      ask_gnugo "$file" "$m" "$key.tmp" "$komi" || { rm -f "$key.tmp"; continue; }
      mv "$key.tmp" "$key"
    fi
    ( "$tengen" estimate "$file" --move "$m" --rules japanese --json > "$work/json" && times > "$work/times" ) || continue
    tmargin=$(sed 's/^{"margin":\([-0-9.e]*\),.*/\1/' "$work/json")
    tcpu=$(children_cpu "$work/times")
    gmargin=$(awk '$1 == "margin" { print $2 }' "$key")
    gcpu=$(awk '$1 == "cpu" { print $2 }' "$key")
    # 1 when GNU Go's own bounds on the margin agree on the leader.
    gsure=$(awk '$1 == "bounds" { print (($2 > 0 && $3 > 0) || ($2 < 0 && $3 < 0)) ? 1 : 0 }' "$key")
    echo "$file $m $gmargin $tmargin $gcpu $tcpu ${gsure:-0}" >> "$work/rows"
  done
done < "$work/files"

awk -v games="$n" '
  { d = $4 - $3; if (d < 0) d = -d
    printf "%-70s move %3d  GNU Go %+6.1f  Tengen %+6.1f  diff %5.1f\n", $1, $2, $3, $4, d
    total++; absdiff += d; gcpu += $5; tcpu += $6
    agree = ($3 > 0 && $4 > 0) || ($3 < 0 && $4 < 0) || ($3 == 0 && $4 == 0)
    same += agree
    if ($7) { sure++; sure_same += agree; sure_diff += d } }
  END {
    if (total == 0) { print "gnugo-estimate.sh: no position compared"; exit 1 }
    printf "\n%d positions of %d games (komi of the record, territory counting)\n", total, games
    printf "same leader: %d of %d (%.1f %%)\n", same, total, 100 * same / total
    printf "mean absolute difference of the margins: %.1f points\n", absdiff / total
    if (sure > 0)
      printf "where GNU Go is sure of the leader (its upper and lower bounds agree): %d positions, same leader %d (%.1f %%), mean absolute difference %.1f points\n",
             sure, sure_same, 100 * sure_same / sure, sure_diff / sure
    printf "CPU per position, whole process: Tengen %.1f ms (budget 60 ms: %.2fx), GNU Go %.1f ms (Tengen %.3fx of GNU Go)\n",
           tcpu / total, tcpu / total / 60, gcpu / total, tcpu / gcpu
  }' "$work/rows"
