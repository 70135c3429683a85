// sabaki-sgf-bench.js: how fast @sabaki/sgf parses the file bench-sgf wrote
//
// Copyright 2026 The Tengen authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Usage (see the comment at the top of bench-sgf.c):
//   npm install --prefix /tmp/sabaki-bench @sabaki/sgf
//   build/bench/bench-sgf --keep /tmp/bench-sgf.sgf
//   NODE_PATH=/tmp/sabaki-bench/node_modules node --max-old-space-size=16000 \
//     bench/sabaki-sgf-bench.js /tmp/bench-sgf.sgf [RUNS] [string|buffer]
//
// @sabaki/sgf keeps a JavaScript object per node: a 50 MB collection
// needs about 10 GB of heap, hence the --max-old-space-size.
//
// Times, best of RUNS (default 1), the file already in memory:
//   parse(string)   the text decoded to a JS string beforehand (its fastest path)
//   parseBuffer()   bytes in, charset detection and decoding included, as
//                   tg_sgf_read() does
// and prints seconds, MB/s and nodes/s for each, plus the CPU time.

'use strict'

const fs = require('fs')
const sgf = require('@sabaki/sgf')

function countNodes (roots) {
  let n = 0
  const stack = [...roots]
  while (stack.length > 0) {
    const node = stack.pop()
    n++
    for (const child of node.children) stack.push(child)
  }
  return n
}

function measure (label, bytes, runs, run) {
  let best = Infinity
  let bestCpu = Infinity
  let nodes = 0
  for (let i = 0; i < runs; i++) {
    const cpu0 = process.cpuUsage()
    const t0 = process.hrtime.bigint()
    const roots = run()
    const t = Number(process.hrtime.bigint() - t0) / 1e9
    const cpu = process.cpuUsage(cpu0)
    best = Math.min(best, t)
    bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1e6)
    nodes = countNodes(roots)
  }
  console.log(`${label}: ${best.toFixed(3)} s wall, ${(bytes / 1e6 / best).toFixed(2)} MB/s, ` +
              `${(nodes / 1e6 / best).toFixed(3)} M nodes/s; CPU ${bestCpu.toFixed(3)} s, ` +
              `${(bytes / 1e6 / bestCpu).toFixed(2)} MB/s (${nodes} nodes)`)
}

const path = process.argv[2]
const runs = parseInt(process.argv[3] || '1', 10)
const mode = process.argv[4] || 'both'
if (!path || !(runs > 0) || !['string', 'buffer', 'both'].includes(mode)) {
  console.error('usage: node sabaki-sgf-bench.js FILE.sgf [RUNS] [string|buffer|both]')
  process.exit(2)
}
const buffer = fs.readFileSync(path)
const text = buffer.toString('utf8')

console.log(`@sabaki/sgf ${require('@sabaki/sgf/package.json').version}, node ${process.version}, ` +
            `${(buffer.length / 1e6).toFixed(1)} MB`)
if (mode !== 'buffer') measure('parse(string)', buffer.length, runs, () => sgf.parse(text))
if (mode !== 'string') measure('parseBuffer()', buffer.length, runs, () => sgf.parseBuffer(buffer))
