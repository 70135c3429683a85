# gnugo-driver.sh: the GNU Go side of the benchmarks that compare with it
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sourced (with `.`) by gnugo-agreement.sh and gnugo-estimate.sh; not run on
# its own. It gives them the same options, checks and GTP driver:
#
#   --corpus DIR   the corpus folder (default $TENGEN_TEST_CORPUS)
#   --cache DIR    where GNU Go's answers are kept between runs
#   --gnugo PATH   the GNU Go to ask (default /usr/games/gnugo)
#   --level N      its level (default 10)
#   --seed N       its random seed (default 1): GNU Go seeds from the clock
#                  otherwise, and its answers would change from run to run
#
# gnugo_option NAME VALUE   takes one of the options above (returns 1 for
#                           any other, so the caller can try its own)
# gnugo_setup NAME          checks GNU Go and the corpus (exit 77, skipped,
#                           when either is missing), makes the cache and a
#                           work folder $work removed on exit
# gnugo_cache_key FILE TAG  the cache file for FILE's answers (keyed by the
#                           file's SHA-1, TAG, the level and the seed)
# gnugo_ask COMMANDS OUT    runs GNU Go on the GTP COMMANDS (one a line,
#                           "quit" added), writes its replies to OUT and
#                           sets gnugo_ms (wall) and gnugo_cpu (user +
#                           system, from the shell's `times`); returns 1
#                           when GNU Go fails or refuses a command
# children_cpu FILE         CPU milliseconds of the children in `times`
#                           output saved to FILE

corpus=${TENGEN_TEST_CORPUS:-}
gnugo=/usr/games/gnugo
level=10
seed=1
cache=

gnugo_option () {
  case $1 in
    --corpus) corpus=$2 ;;
    --cache) cache=$2 ;;
    --gnugo) gnugo=$2 ;;
    --level) level=$2 ;;
    --seed) seed=$2 ;;
    *) return 1 ;;
  esac
}

gnugo_setup () {
  if [ ! -x "$gnugo" ]; then
    echo "$1: GNU Go not found at $gnugo (apt install gnugo)" >&2
    exit 77
  fi
  if [ -z "$corpus" ] || [ ! -d "$corpus" ]; then
    echo "$1: no corpus folder (--corpus DIR)" >&2
    exit 77
  fi
  [ -n "$cache" ] || cache=${TMPDIR:-/tmp}/tengen-gnugo-cache
  mkdir -p "$cache"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  trap 'exit 1' INT TERM
}

gnugo_cache_key () {
  echo "$cache/$(sha1sum < "$1" | cut -c1-40)-$2-level$level-seed$seed"
}

# times: the subshell's own line, then its children's: "0m1.230s 0m0.010s".
children_cpu () {
  awk 'NR == 2 { split ($1, u, /[ms]/); split ($2, s, /[ms]/);
                 printf "%d", (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 1000 }' "$1"
}

gnugo_ask () {
  _start=$(date +%s%N)
  (printf '%s\nquit\n' "$1" \
     | "$gnugo" --mode gtp --level "$level" --seed "$seed" > "$2" 2>/dev/null \
     && times > "$work/gnugo-times") || return 1
  _end=$(date +%s%N)
  gnugo_ms=$(( (_end - _start) / 1000000 ))
  gnugo_cpu=$(children_cpu "$work/gnugo-times")
  ! grep -q '^?' "$2"
}
