#!/usr/bin/python3
# emulate_features.py: build/bench/estimate-features's records, built from
# tengen-cli estimate --json (its stones, dead stones and ownership) and
# liberties counted here
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A second, independent way to the same planes: it checks the dumper
# (compare.py), and it gave the training pipeline its first data before the
# dumper existed. Reads PATH MOVE lines on standard input, appends one record
# a line to OUT.bin and prints 'ok PATH MOVE' or 'error PATH MOVE: reason'.
#
# Usage: emulate_features.py --tengen build/src/cli/tengen-cli OUT.bin < positions

import argparse
import json
import subprocess
import sys

import numpy as np

SIZE = 19


def chains(stones):
    """Liberty count of the chain at every stone (0 on empty points)."""
    libs = np.zeros((SIZE, SIZE), dtype=np.int32)
    seen = np.zeros((SIZE, SIZE), dtype=bool)
    for y in range(SIZE):
        for x in range(SIZE):
            if stones[y][x] == '.' or seen[y, x]:
                continue
            colour, chain, liberties, stack = stones[y][x], [], set(), [(x, y)]
            seen[y, x] = True
            while stack:
                px, py = stack.pop()
                chain.append((px, py))
                for qx, qy in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if 0 <= qx < SIZE and 0 <= qy < SIZE:
                        if stones[qy][qx] == '.':
                            liberties.add((qx, qy))
                        elif stones[qy][qx] == colour and not seen[qy, qx]:
                            seen[qy, qx] = True
                            stack.append((qx, qy))
            for px, py in chain:
                libs[py, px] = len(liberties)
    return libs


def planes_of(d):
    """The 12 planes of a position from tengen-cli's JSON answer."""
    own = 'W' if d.get('to_play') == 'W' else 'B'
    stones = [[{'X': 'B', 'x': 'B', 'O': 'W', 'o': 'W'}.get(c, '.') for c in row]
              for row in d['owner']]
    dead = np.array([[1.0 if c in 'xo' else 0.0 for c in row] for row in d['owner']],
                    dtype=np.float32)
    colour = np.array([[{'B': 1, 'W': -1, '.': 0}[c] for c in row] for row in stones])
    sign = 1 if own == 'B' else -1
    mine, theirs = colour == sign, colour == -sign
    libs = chains(stones)
    p = np.zeros((12, SIZE, SIZE), dtype=np.float32)
    p[0], p[1], p[2] = mine, theirs, colour == 0
    for base, side in ((3, mine), (6, theirs)):
        p[base] = side & (libs == 1)
        p[base + 1] = side & (libs == 2)
        p[base + 2] = side & (libs >= 3)
    p[9] = sign * np.array(d['ownership'], dtype=np.float32)
    p[10] = dead
    p[11] = 1.0
    return (1 if own == 'B' else 2), p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--tengen', required=True)
    ap.add_argument('out')
    args = ap.parse_args()
    with open(args.out, 'ab') as out:
        for line in sys.stdin:
            line = line.rstrip('\n')
            if not line:
                continue
            path, move = line.rsplit(' ', 1)
            p = subprocess.run([args.tengen, 'estimate', path, '--move', move, '--json'],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if p.returncode != 0:
                print('error %s %s: %s' % (path, move, p.stderr.strip()), flush=True)
                continue
            d = json.loads(p.stdout)
            if len(d['owner']) != SIZE:
                print('error %s %s: not 19x19' % (path, move), flush=True)
                continue
            to_play, planes = planes_of(d)
            out.write(np.array([SIZE, SIZE, to_play, d['move']], dtype='<i4').tobytes())
            out.write(planes.astype('<f4').tobytes())
            out.flush()
            print('ok %s %s' % (path, move), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
