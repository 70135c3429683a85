#!/usr/bin/python3
# games.py: the counted 19x19 games of the corpus, their final owners, the
# split, and the positions the net is trained and measured on
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The games are bench/estimate-truth's (its collect(): the same folders, the
# Meijin collection split into one file a game, RE[] a counted result), with
# at least 150 moves (read by tengen-cli estimate at the end of the record).
# The truth is estimate-truth's final_owners(): GNU Go's final_status_list
# dead on the last position (level 10, seed 1), those stones lifted, every
# empty region touching one colour only that colour's; its answers are
# cached where the bench caches them (/tmp/tengen-estimate-truth), so the
# bench and the net share them.
#
# A game whose last position is not settled is dropped: more than
# MAX_NEUTRAL points of the final map belong to nobody (a finished game
# has a few dame; an unfinished one has whole open areas).
#
# The split is the bench's: a game is held out when int(sha1[:8], 16) is
# odd. Of the other games, those with int(sha1[8:16], 16) % 5 == 0 are the
# validation games (the sizes and the threshold are chosen on them), the
# rest the training games.
#
# Usage: games.py --tengen build/src/cli/tengen-cli --out DIR
#   writes DIR/games.json (one entry a game) and DIR/positions.txt
#   (PATH MOVE lines for build/bench/estimate-features, in games.json's
#   order). A game is flagged 'bench' when bench/estimate-truth measures it
#   too (its count agrees with RE[], 170 moves or more, among the first 126).

import argparse
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
MIN_MOVES = 150
MAX_NEUTRAL = 30
MEASURED_MOVES = (100, 150)
# bench/estimate-truth's games: the first 126 (its --games) that it keeps.
BENCH_GAMES = 126


def estimate_truth():
    """bench/estimate-truth as a module (its file has no .py suffix)."""
    path = os.path.join(SOURCE, 'bench', 'estimate-truth')
    loader = importlib.machinery.SourceFileLoader('estimate_truth', path)
    spec = importlib.util.spec_from_loader('estimate_truth', loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def role_of(sha):
    if int(sha[:8], 16) % 2 == 1:
        return 'held-out'
    if int(sha[8:16], 16) % 5 == 0:
        return 'validation'
    return 'training'


def training_moves(end):
    """Every third move from 20 to 10 before the end, and 100 and 150."""
    moves = set(range(20, end - 10 + 1, 3))
    moves.update(m for m in MEASURED_MOVES if m <= end - 10)
    return sorted(moves)


def measured_moves(end):
    """The bench's positions: move N when the record goes on 20 more moves."""
    return [m for m in MEASURED_MOVES if end >= m + 20]


def main():
    ap = argparse.ArgumentParser(description='games and positions for the estimate net')
    ap.add_argument('--tengen', required=True)
    ap.add_argument('--corpus', default=os.path.join(os.path.dirname(SOURCE), 'shared', 'sgf'))
    ap.add_argument('--cache', default='/tmp/tengen-estimate-truth')
    ap.add_argument('--gnugo', default='/usr/games/gnugo')
    ap.add_argument('--out', required=True)
    ap.add_argument('--max-neutral', type=int, default=MAX_NEUTRAL)
    args = ap.parse_args()
    args.level = 10
    et = estimate_truth()
    os.makedirs(args.out, exist_ok=True)

    games, dropped, bench_games = [], {}, 0
    for path, sha, margin in et.collect(args.corpus, args.cache):
        p = subprocess.run([args.tengen, 'estimate', path, '--json'], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
        if p.returncode != 0:
            dropped['unreadable'] = dropped.get('unreadable', 0) + 1
            continue
        end = json.loads(p.stdout)
        if len(end['ownership']) != 19 or end['move'] < MIN_MOVES:
            dropped['shorter than 150 moves'] = dropped.get('shorter than 150 moves', 0) + 1
            continue
        truth = et.final_owners(args, path, sha)
        if truth is None:
            dropped['GNU Go failed'] = dropped.get('GNU Go failed', 0) + 1
            continue
        neutral = sum(row.count('.') for row in truth)
        if neutral > args.max_neutral:
            dropped['not settled'] = dropped.get('not settled', 0) + 1
            continue
        in_bench = (end['move'] >= max(MEASURED_MOVES) + 20 and end['finished'] and
                    abs(end['margin'] - margin) <= 0.01 and bench_games < BENCH_GAMES)
        bench_games += in_bench
        role = role_of(sha)
        moves = training_moves(end['move']) if role == 'training' else measured_moves(end['move'])
        if role == 'validation':
            # Validation games are also measured on every third move, for the loss.
            moves = sorted(set(moves) | set(training_moves(end['move'])))
        games.append({'path': path, 'sha': sha, 'margin': margin, 'end': end['move'],
                      'komi': end['komi'], 'role': role, 'bench': in_bench,
                      'neutral': neutral, 'final': [''.join(r) for r in truth],
                      'moves': moves})
        print('%s %s %d moves, %d neutral, %s' % (role, os.path.basename(path), end['move'],
                                                  neutral, 'bench' if in_bench else ''),
              file=sys.stderr, flush=True)

    with open(os.path.join(args.out, 'games.json'), 'w') as f:
        json.dump(games, f)
    with open(os.path.join(args.out, 'positions.txt'), 'w') as f:
        for g in games:
            for m in g['moves']:
                f.write('%s %d\n' % (g['path'], m))
    counts = {}
    for g in games:
        counts[g['role']] = counts.get(g['role'], 0) + 1
    print('games.py: %d games (%s), %d positions; dropped %s' % (
        len(games), ', '.join('%s %d' % kv for kv in sorted(counts.items())),
        sum(len(g['moves']) for g in games),
        ', '.join('%s %d' % kv for kv in sorted(dropped.items())) or 'none'))
    return 0


if __name__ == '__main__':
    sys.exit(main())
