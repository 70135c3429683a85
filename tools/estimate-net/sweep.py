#!/usr/bin/python3
# sweep.py: train several sizes of the estimate net and compare them on the
# validation games only (the held-out games are not looked at here)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# For each configuration CxB[:epochs[:stone weight]] and each seed: the
# validation loss on the empty points (every validation position) and the
# curve at moves 100 and 150 (measure.py's), against the playouts' curve.
#
# Usage: sweep.py --work DIR --configs 16x4,16x6:24,8x3 [--seeds 1,2]
#          [--models DIR]

import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure  # noqa: E402
import netdata  # noqa: E402
import train  # noqa: E402


def cost(c, b, planes=netdata.PLANES):
    """Multiply-adds of one 19x19 forward pass."""
    return (c * c * 9 * b + planes * c * 9 + c) * 361


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--work', required=True)
    ap.add_argument('--configs', required=True)
    ap.add_argument('--seeds', default='1')
    ap.add_argument('--models')
    args = ap.parse_args()
    torch.set_num_threads(2)
    va = netdata.load(args.work, ('validation',))
    gnugo = measure.GnuGo('/tmp/tengen-estimate-truth')
    quiet = lambda *a: None  # noqa: E731
    print('| net | multiply-adds | seed | CPU s | validation loss (empty) | curve 100 / 150 |'
          ' playouts 100 / 150 |')
    print('|---|---|---|---|---|---|---|')
    for config in args.configs.split(','):
        parts = config.split(':')
        c, b = (int(v) for v in parts[0].split('x'))
        epochs = int(parts[1]) if len(parts) > 1 else 12
        stone_weight = float(parts[2]) if len(parts) > 2 else 1.0
        for seed in (int(s) for s in args.seeds.split(',')):
            net, info = train.train(args.work, c, b, epochs, seed, log=quiet,
                                    stone_weight=stone_weight)
            net.eval()
            if args.models:
                torch.save({'state': net.state_dict(), 'info': info},
                           os.path.join(args.models, '%s-s%d.pt' % (config.replace(':', '-'),
                                                                    seed)))
            res = measure.report(va, measure.predict(net, va.x), gnugo, '', 0.3, log=quiet)
            print('| %s | %.2f M | %d | %.0f | %.4f | %.1f / %.1f %% | %.1f / %.1f %% |' % (
                config, cost(c, b) / 1e6, seed, info['cpu_s'], info['validation_loss'][-1],
                res[100]['net'], res[150]['net'], res[100]['playouts'], res[150]['playouts']),
                flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
