#!/usr/bin/python3
# measure.py: what the estimate net gains over the playouts' ownership, by
# issue 31's measure, on the validation games or the held-out games
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# On the positions after moves 100 and 150 (the bench's: the record goes on
# for at least 20 more moves), over the empty points with a final owner:
#   - the curve: the share named right when the points are named in order
#     of |ownership| for as long as the wrong-colour calls stay within GNU
#     Go's wrong-colour rate on the same selection + 1 point (GNU Go 3.8's
#     influence regions, level 10, from bench/estimate-truth's cache, asked
#     here when missing), for the playouts' ownership (plane 9) and the net;
#   - the map at a threshold: named right and wrong colour;
#   - the lean: the sum of the ownership over the board against the sum of
#     the final owners, Black's view, mean over the positions (points), and
#     the mean absolute difference.
#
# Usage: measure.py --work DIR --model model.pt --set validation|held-out
#          [--threshold T]

import argparse
import json
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import games as games_py  # noqa: E402
import netdata  # noqa: E402
import train  # noqa: E402

THRESHOLDS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6)


def load_net(path):
    saved = torch.load(path)
    info = saved['info']
    net = train.Net(info['channels'], info['blocks'], pooled=info.get('pooled', ()))
    net.load_state_dict(saved['state'])
    net.eval()
    return net, info


def predict(net, x, batch=256):
    out = []
    with torch.no_grad():
        for i in range(0, len(x), batch):
            out.append(net(torch.from_numpy(x[i:i + batch])).numpy())
    return np.concatenate(out) if out else np.zeros((0, 19, 19), np.float32)


class GnuGo:
    """GNU Go's right and wrong calls on each position (the bench's cache)."""

    def __init__(self, cache):
        self.et = games_py.estimate_truth()
        self.args = argparse.Namespace(cache=cache, gnugo='/usr/games/gnugo', level=10)

    def counts(self, game, move, stones):
        g = self.et.gnugo_position(self.args, game['path'], game['sha'], move, game['komi'])
        if g is None:
            return None
        right, wrong, total = self.et.evaluate(None, game['final'], stones,
                                               self.et.owners_named(g['regions'], 'gnugo'))
        return right, wrong, total


def stones_of(x, to_play):
    own, opp = ('B', 'W') if to_play == 1 else ('W', 'B')
    return [[own if x[0, y, i] > 0.5 else opp if x[1, y, i] > 0.5 else '.'
             for i in range(19)] for y in range(19)]


def report(data, own_net, gnugo, title, threshold, log=print):
    """The table of one selection; returns {move: (playouts curve, net curve)}."""
    results = {}
    log('\n### %s: %d games\n' % (title, len({g['sha'] for g in data.games})))
    log('| move | positions | GNU Go named / wrong | limit | playouts curve | net curve |'
        ' net map at %.2f: named / wrong | lean (Black − truth): playouts, net |'
        ' mean abs. sum error: playouts, net |' % threshold)
    log('|---|---|---|---|---|---|---|---|---|')
    for m in games_py.MEASURED_MOVES:
        sel = np.array([data.moves[i] == m and m in games_py.measured_moves(g['end'])
                        for i, g in enumerate(data.games)])
        if not sel.any():
            continue
        idx = np.nonzero(sel)[0]
        gr = gw = gt = 0
        for i in idx:
            c = gnugo.counts(data.games[i], m, stones_of(data.x[i], data.to_play[i]))
            gr, gw, gt = gr + c[0], gw + c[1], gt + c[2]
        limit = 100.0 * gw / gt + 1.0
        empty = data.x[idx, netdata.EMPTY_PLANE]
        truth = data.y[idx]
        playouts = data.x[idx, netdata.OWNERSHIP_PLANE]
        net = own_net[idx]
        pc = netdata.calls(playouts, truth, empty)
        nc = netdata.calls(net, truth, empty)
        p_curve = netdata.curve(*pc, limit)
        n_curve = netdata.curve(*nc, limit)
        named, wrong = netdata.at_threshold(*nc, threshold)
        black = np.where(data.to_play[idx] == 2, -1.0, 1.0)
        t_sum = truth.sum(axis=(1, 2)) * black
        p_err = playouts.sum(axis=(1, 2)) * black - t_sum
        n_err = net.sum(axis=(1, 2)) * black - t_sum
        log('| %d | %d | %.1f / %.1f %% | %.1f %% | %.1f %% | %.1f %% | %.1f / %.1f %% |'
            ' %+.1f, %+.1f | %.1f, %.1f |' % (
                m, len(idx), 100.0 * gr / gt, 100.0 * gw / gt, limit, p_curve, n_curve,
                named, wrong, p_err.mean(), n_err.mean(), np.abs(p_err).mean(),
                np.abs(n_err).mean()))
        results[m] = {'limit': limit, 'playouts': p_curve, 'net': n_curve, 'net_calls': nc,
                      'playout_calls': pc, 'gnugo_wrong': 100.0 * gw / gt}
    return results


def thresholds(results, log=print):
    """The net's map at each threshold, both moves, against the limits."""
    log('\n| threshold | ' + ' | '.join('move %d: named / wrong (limit %.1f %%)' % (
        m, r['limit']) for m, r in sorted(results.items())) + ' |')
    log('|---|' + '---|' * len(results))
    for t in THRESHOLDS:
        cells = []
        for m, r in sorted(results.items()):
            named, wrong = netdata.at_threshold(*r['net_calls'], t)
            cells.append('%.1f / %.1f %%%s' % (named, wrong, '' if wrong <= r['limit'] else ' *'))
        log('| %.2f | %s |' % (t, ' | '.join(cells)))


def main():
    ap = argparse.ArgumentParser(description='measure the estimate net')
    ap.add_argument('--work', required=True)
    ap.add_argument('--model')
    ap.add_argument('--set', default='validation', choices=('validation', 'held-out'))
    ap.add_argument('--threshold', type=float, default=0.3)
    ap.add_argument('--cache', default='/tmp/tengen-estimate-truth')
    ap.add_argument('--prefetch', action='store_true',
                    help='only ask GNU Go for the positions it has not answered yet')
    args = ap.parse_args()
    torch.set_num_threads(2)
    if args.prefetch:
        gnugo = GnuGo(args.cache)
        for g in json.load(open(os.path.join(args.work, 'games.json'))):
            if g['role'] != 'training':
                for m in games_py.measured_moves(g['end']):
                    gnugo.et.gnugo_position(gnugo.args, g['path'], g['sha'], m, g['komi'])
        return 0
    net, info = load_net(args.model)
    print('net: %d channels, %d blocks, %d epochs (seed %d)' % (
        info['channels'], info['blocks'], info['epochs'], info['seed']))
    data = netdata.load(args.work, (args.set,))
    own = predict(net, data.x)
    gnugo = GnuGo(args.cache)
    results = report(data, own, gnugo, '%s games' % args.set, args.threshold)
    thresholds(results)
    weak = np.array([is_weak(g) for g in data.games])
    parts = [(~weak, 'games between strong players (professionals, Fox 9-dan, AI)'),
             (weak, 'GNU Go\'s regression games (GNU Go against amateurs)')]
    if args.set == 'held-out':
        parts.insert(0, (np.array([g['bench'] for g in data.games]),
                         'held-out games of bench/estimate-truth (its held-out half)'))
    for mask, title in parts:
        part = data.select(mask)
        report(part, predict(net, part.x), gnugo, '%s, %s' % (args.set, title), args.threshold)
    return 0


def is_weak(game):
    """GNU Go's regression games, as bench/estimate-truth tells them apart."""
    return '/scoring/' in game['path'] or '/gnugo_regression/' in game['path']


if __name__ == '__main__':
    sys.exit(main())
