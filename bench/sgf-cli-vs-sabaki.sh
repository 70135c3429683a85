#!/bin/sh
# sgf-cli-vs-sabaki.sh: tengen-cli sgf check / info against @sabaki/sgf,
# whole processes, on a 5.5 MB collection
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: bench/sgf-cli-vs-sabaki.sh TENGEN_CLI CORPUS_DIR [RUNS]
#
# The collection is every game record under CORPUS_DIR/games, six times
# over, in one file in a temporary folder (about 5.5 MB, 3 390 games;
# never kept). Each tool runs RUNS times (default 5; @sabaki/sgf at
# least 3) as a whole process: exec, reading the file, decoding (charset
# detection included: parseBuffer() on the node side) and parsing, and
# for tengen-cli the checks and the output (to /dev/null). Prints the
# CPU time (user + system) and wall time of each run, best and median,
# and the ratios @sabaki/sgf / tengen-cli of the best and of the median
# CPU times.
#
# Needs node and the npm package @sabaki/sgf, found through NODE_PATH or
# in /tmp/sabaki-bench (npm install --prefix /tmp/sabaki-bench
# @sabaki/sgf); exits 77 (skipped) without them or without the corpus.

set -eu

cli=${1:?usage: sgf-cli-vs-sabaki.sh TENGEN_CLI CORPUS_DIR [RUNS]}
corpus=${2:?usage: sgf-cli-vs-sabaki.sh TENGEN_CLI CORPUS_DIR [RUNS]}
runs=${3:-5}

skip () {
  echo "sgf-cli-vs-sabaki: $1; skipped" >&2
  exit 77
}

[ -d "$corpus/games" ] || skip "no corpus at $corpus/games"
command -v node > /dev/null 2>&1 || skip "node is missing"
command -v python3 > /dev/null 2>&1 || skip "python3 (for the timing) is missing"
NODE_PATH=${NODE_PATH:+$NODE_PATH:}/tmp/sabaki-bench/node_modules
export NODE_PATH
node -e "require('@sabaki/sgf')" > /dev/null 2>&1 ||
  skip "the npm package @sabaki/sgf is missing (npm install --prefix /tmp/sabaki-bench @sabaki/sgf)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
collection="$work/collection.sgf"
find "$corpus/games" -name '*.sgf' | LC_ALL=C sort > "$work/list"
[ -s "$work/list" ] || skip "no game records under $corpus/games"
for i in 1 2 3 4 5 6; do
  while IFS= read -r f; do
    cat "$f"
    echo
  done < "$work/list"
done > "$collection"

cat > "$work/sabaki.js" << 'EOF'
'use strict'
const sgf = require('@sabaki/sgf')
const roots = sgf.parseBuffer(require('fs').readFileSync(process.argv[2]))
if (roots.length === 0) process.exit(1)
EOF

# Runs a command RUNS times; prints each run, and writes "best median" of
# the CPU seconds to OUT.
cat > "$work/time.py" << 'EOF'
import os, resource, subprocess, sys, time
label, out, runs, cmd = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
cpus, walls = [], []
for i in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    with open(os.devnull, 'wb') as null:
        status = subprocess.run(cmd, stdout=null, stderr=null).returncode
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if status != 0:
        sys.exit(f'{label}: exit status {status}')
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    cpus.append(cpu)
    walls.append(wall)
    print(f'  {label} run {i + 1}: CPU {cpu:.3f} s, wall {wall:.3f} s', flush=True)
def median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
print(f'  {label}: CPU best {min(cpus):.3f} s, median {median(cpus):.3f} s; '
      f'wall best {min(walls):.3f} s, median {median(walls):.3f} s')
with open(out, 'w') as f:
    f.write(f'{min(cpus):.6f} {median(cpus):.6f}\n')
EOF

size=$(wc -c < "$collection")
echo "collection: $(wc -l < "$work/list") records x 6, $size bytes"
echo "@sabaki/sgf $(node -p "require('@sabaki/sgf/package.json').version"), node $(node --version)"

sabaki_runs=$(( runs < 3 ? 3 : runs ))
python3 "$work/time.py" "@sabaki/sgf parseBuffer" "$work/sabaki.cpu" "$sabaki_runs" \
  node --max-old-space-size=4000 "$work/sabaki.js" "$collection"
python3 "$work/time.py" "tengen-cli sgf check" "$work/check.cpu" "$runs" \
  "$cli" sgf check "$collection"
python3 "$work/time.py" "tengen-cli sgf info" "$work/info.cpu" "$runs" \
  "$cli" sgf info "$collection"

python3 - "$work/sabaki.cpu" "$work/check.cpu" "$work/info.cpu" << 'EOF'
import sys
sabaki, check, info = ([float(x) for x in open(a).read().split()] for a in sys.argv[1:])
for name, t in (('check', check), ('info', info)):
    print(f'ratio @sabaki/sgf / tengen-cli sgf {name} (CPU, whole processes): '
          f'best {sabaki[0] / t[0]:.0f}x, median {sabaki[1] / t[1]:.0f}x')
EOF
