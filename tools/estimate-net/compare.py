#!/usr/bin/python3
# compare.py: the dumper's planes against emulate_features.py's (built
# from tengen-cli estimate --json and liberties counted in Python) on a few
# positions: the largest difference on each plane, and how many points
# differ by more than the JSON's rounding of the ownership (0.005)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: compare.py --work DIR --tengen build/src/cli/tengen-cli [--every N]

import argparse
import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emulate_features  # noqa: E402
import netdata  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--work', required=True)
    ap.add_argument('--tengen', required=True)
    ap.add_argument('--every', type=int, default=300)
    args = ap.parse_args()
    records = []
    i = 0
    while os.path.exists(os.path.join(args.work, 'features-%d.bin' % i)):
        records += netdata.read_records(os.path.join(args.work, 'features-%d.bin' % i),
                                        os.path.join(args.work, 'features-%d.log' % i))
        i += 1
    worst = np.zeros(netdata.PLANES)
    differ = np.zeros(netdata.PLANES, dtype=int)
    n = 0
    for path, move, to_play, planes in records[::args.every]:
        p = subprocess.run([args.tengen, 'estimate', path, '--move', str(move), '--json'],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        tp, mine = emulate_features.planes_of(json.loads(p.stdout))
        if tp != to_play:
            print('%s %d: to_play %d, tengen-cli says %d' % (path, move, to_play, tp))
        d = np.abs(mine - planes).reshape(netdata.PLANES, -1)
        worst = np.maximum(worst, d.max(axis=1))
        differ += (d > 0.0051).sum(axis=1)
        n += 1
    print('%d positions; per plane: largest difference, points differing by more than 0.005:' % n)
    for k in range(netdata.PLANES):
        print('  plane %2d: %.4f %d' % (k, worst[k], differ[k]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
