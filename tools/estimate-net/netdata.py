# netdata.py: the feature records, the targets, the symmetries and the
# measure of the estimate net (shared by train.py, measure.py, export.py)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A record of build/bench/estimate-features: int32 width, height, to_play
# (1 Black, 2 White), move, then float32 planes[12][height][width]:
#   0 own stone, 1 opponent stone, 2 empty, 3/4/5 own chain with 1 / 2 / >= 3
#   liberties, 6/7/8 the same for the opponent, 9 the playouts' ownership
#   after the estimate's verdicts (positive = the side to move's), 10 a
#   stone the estimate calls dead, 11 on the board;
# "own" is the side to move (Black when nobody is to move).

import json
import os

import numpy as np

PLANES = 12
SIZE = 19
HEADER = 4
RECORD_FLOATS = HEADER + PLANES * SIZE * SIZE
EMPTY_PLANE = 2
OWNERSHIP_PLANE = 9


def read_records(bin_path, log_path):
    """[(path, move, to_play, planes)] of a dump, in order: the log's 'ok
    PATH MOVE' lines name the records of the binary file one by one."""
    names = []
    with open(log_path) as f:
        for line in f:
            if line.startswith('ok '):
                path, move = line[3:].rsplit(' ', 1)
                names.append((path, int(move)))
    raw = np.fromfile(bin_path, dtype='<i4')
    if raw.size != len(names) * RECORD_FLOATS:
        raise ValueError('%s: %d records in the log, %d int32 in the file (%d a record)' % (
            bin_path, len(names), raw.size, RECORD_FLOATS))
    raw = raw.reshape(len(names), RECORD_FLOATS)
    header = raw[:, :HEADER]
    if np.any(header[:, 0] != SIZE) or np.any(header[:, 1] != SIZE):
        raise ValueError('%s: a record is not 19x19' % bin_path)
    planes = raw[:, HEADER:].view('<f4').reshape(len(names), PLANES, SIZE, SIZE)
    out = []
    for i, (path, move) in enumerate(names):
        if header[i, 3] != move:
            raise ValueError('%s: record %d is move %d, the log says %d' % (
                bin_path, i, header[i, 3], move))
        out.append((path, move, int(header[i, 2]), planes[i]))
    return out


def target(final, to_play):
    """The final owner of every point from the side to move's view: +1 its,
    -1 the opponent's, 0 nobody's (final: 19 strings of 'B', 'W', '.')."""
    own = 'W' if to_play == 2 else 'B'
    t = np.zeros((SIZE, SIZE), dtype=np.float32)
    for y, row in enumerate(final):
        for x, c in enumerate(row):
            if c != '.':
                t[y, x] = 1.0 if c == own else -1.0
    return t


class Data:
    """Planes, targets and where they come from, for one set of positions."""

    def __init__(self, records, games):
        by_path = {g['path']: g for g in games}
        keep = [r for r in records if r[0] in by_path]
        self.paths = [r[0] for r in keep]
        self.moves = np.array([r[1] for r in keep], dtype=np.int32)
        self.to_play = np.array([r[2] for r in keep], dtype=np.int32)
        self.x = np.stack([r[3] for r in keep]) if keep else np.zeros((0, PLANES, SIZE, SIZE),
                                                                      np.float32)
        self.y = np.stack([target(by_path[r[0]]['final'], r[2]) for r in keep]) if keep else \
            np.zeros((0, SIZE, SIZE), np.float32)
        self.games = [by_path[p] for p in self.paths]

    def select(self, mask):
        d = Data.__new__(Data)
        idx = np.nonzero(mask)[0]
        d.paths = [self.paths[i] for i in idx]
        d.games = [self.games[i] for i in idx]
        d.moves, d.to_play, d.x, d.y = self.moves[idx], self.to_play[idx], self.x[idx], self.y[idx]
        return d

    def __len__(self):
        return len(self.paths)


def load(work, roles):
    """The positions of the games of @roles, from the dumps in @work."""
    games = json.load(open(os.path.join(work, 'games.json')))
    games = [g for g in games if g['role'] in roles]
    records = []
    i = 0
    while os.path.exists(os.path.join(work, 'features-%d.bin' % i)):
        records += read_records(os.path.join(work, 'features-%d.bin' % i),
                                os.path.join(work, 'features-%d.log' % i))
        i += 1
    return Data(records, games)


def symmetry(a, k):
    """The k-th of the 8 symmetries of the last two axes of @a (numpy or torch)."""
    if hasattr(a, 'flip'):
        if k & 4:
            a = a.transpose(-1, -2)
        if k & 1:
            a = a.flip(-1)
        if k & 2:
            a = a.flip(-2)
        return a
    if k & 4:
        a = np.swapaxes(a, -1, -2)
    if k & 1:
        a = a[..., ::-1]
    if k & 2:
        a = a[..., ::-1, :]
    return a


# The measure (bench/estimate-truth's): over the empty points with a final
# owner, a call is (|ownership|, whether its sign names the final owner).

def calls(own, truth, empty):
    """|ownership| and rightness of every empty point with a final owner,
    for arrays [n][19][19]."""
    mask = (empty > 0.5) & (truth != 0)
    o = own[mask]
    right = np.where(o > 0, 1.0, -1.0) == truth[mask]
    return np.abs(o), right, int(mask.sum())


def curve(conf, right, total, wrong_max):
    """The share of @total named right when the points are named in order of
    |ownership| for as long as the wrong calls stay within @wrong_max %
    (estimate-truth's named_at_wrong_rate, ties broken the same way: a
    stable sort of the points by decreasing confidence)."""
    order = np.argsort(-conf, kind='stable')
    c = conf[order]
    r = right[order]
    ok = c > 0.0
    c, r = c[ok], r[ok]
    rights = np.cumsum(r)
    wrongs = np.cumsum(~r)
    within = 100.0 * wrongs <= wrong_max * total
    # Named until the first call that passes the limit.
    stop = np.argmin(within) if not within.all() else len(within)
    best = rights[stop - 1] if stop > 0 else 0
    return 100.0 * best / total


def at_threshold(conf, right, total, threshold):
    named = conf >= threshold
    return 100.0 * (named & right).sum() / total, 100.0 * (named & ~right).sum() / total
