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
#   [--every N] [--extra PLAYOUT_DIR]
#   writes DIR/games.json (one entry a game) and DIR/positions.txt
#   (PATH MOVE lines for build/bench/estimate-features, in games.json's
#   order). A game is flagged 'bench' when bench/estimate-truth measures it
#   too (its count agrees with RE[], 170 moves or more, among the first 126).

import argparse
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import re
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


def training_moves(end, step=3):
    """Every @step-th move from 20 to 10 before the end, and 100 and 150."""
    moves = set(range(20, end - 10 + 1, step))
    moves.update(m for m in MEASURED_MOVES if m <= end - 10)
    return sorted(moves)


def measured_moves(end):
    """The bench's positions: move N when the record goes on 20 more moves."""
    return [m for m in MEASURED_MOVES if end >= m + 20]


def drop(dropped, why):
    dropped[why] = dropped.get(why, 0) + 1


def settled_truth(args, et, path, sha, dropped):
    """The final owners of @path and how many points are nobody's, or None
    (counted in @dropped) when GNU Go fails or the end is not settled."""
    truth = et.final_owners(args, path, sha)
    if truth is None:
        drop(dropped, 'GNU Go failed')
        return None
    neutral = sum(row.count('.') for row in truth)
    if neutral > args.max_neutral:
        drop(dropped, 'not settled')
        return None
    return truth, neutral


def opening(path, moves=60):
    """The first @moves moves of a record, to find a game twice in the corpus."""
    text = open(path, errors='replace').read()
    return tuple(re.findall(r';\s*([BW]\[[a-s]{0,2}\])', text)[:moves])


def gave_up(path, record_moves):
    """Whether GNU Go resigned in the moves it added after the record's
    @record_moves: playout.py then passes for it and the other side plays
    on, so a pass stands before the last two. The loser no longer defends
    there, and the final owners are not those of a game played out."""
    text = open(path, errors='replace').read()
    added = re.findall(r';\s*[BW]\[([a-s]{0,2})\]', text)[record_moves:]
    return any(v in ('', 'tt') for v in added[:-2])


def extra_games(args, et, games, dropped):
    """playout.py's games: training games at the record's own moves (every
    @args.every-th from 20 to the resignation), their final owners those of
    GNU Go's ending. Left out: a game where GNU Go resigned, one whose
    count (Tengen's, at the end) does not name the record's winner, and one
    that is also among the counted games (the same first 60 moves), so
    that no held-out game is trained on."""
    known = {opening(g['path']) for g in games}
    out = []
    for entry in json.load(open(os.path.join(args.extra, 'playouts.json'))):
        if not entry['kept']:
            drop(dropped, 'GNU Go lost the won game')
            continue
        path = os.path.join(args.extra, entry['sha'] + '.sgf')
        if gave_up(path, entry['record_moves']):
            drop(dropped, 'GNU Go resigned')
            continue
        if opening(path) in known:
            drop(dropped, 'also a counted game')
            continue
        # GNU Go took KM[] literally (Fox's KM[375] as 375 points): its
        # count does not say who won; Tengen's count of the end does.
        p = subprocess.run([args.tengen, 'estimate', path, '--json'], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
        count = json.loads(p.stdout) if p.returncode == 0 else None
        if count is None or not count['finished'] or \
                (count['margin'] > 0) != (entry['winner'] == 'B'):
            drop(dropped, 'the count names the other winner')
            continue
        sha = hashlib.sha1(open(path, 'rb').read()).hexdigest()
        settled = settled_truth(args, et, path, sha, dropped)
        if settled is None:
            continue
        truth, neutral = settled
        resigned = entry['record_moves']
        moves = sorted(range(20, resigned + 1, args.every))
        out.append({'path': path, 'sha': sha, 'margin': None, 'end': resigned,
                    'komi': None, 'role': 'extra', 'bench': False, 'neutral': neutral,
                    'final': [''.join(r) for r in truth], 'moves': moves})
        print('extra %s %d moves then %d of GNU Go, %d neutral' % (
            entry['source'], resigned, entry['gnugo_moves'], neutral), file=sys.stderr, flush=True)
    return out


def main():
    ap = argparse.ArgumentParser(description='games and positions for the estimate net')
    ap.add_argument('--tengen', required=True)
    ap.add_argument('--corpus', default=os.path.join(os.path.dirname(SOURCE), 'shared', 'sgf'))
    ap.add_argument('--cache', default='/tmp/tengen-estimate-truth')
    ap.add_argument('--gnugo', default='/usr/games/gnugo')
    ap.add_argument('--out', required=True)
    ap.add_argument('--max-neutral', type=int, default=MAX_NEUTRAL)
    ap.add_argument('--every', type=int, default=3,
                    help='the training games\' positions: every N-th move')
    ap.add_argument('--extra', help='a folder of playout.py: its resigned games played on by '
                    'GNU Go join the training games (role "extra")')
    args = ap.parse_args()
    args.level = 10
    et = estimate_truth()
    os.makedirs(args.out, exist_ok=True)

    games, dropped, bench_games = [], {}, 0
    for path, sha, margin in et.collect(args.corpus, args.cache):
        p = subprocess.run([args.tengen, 'estimate', path, '--json'], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
        if p.returncode != 0:
            drop(dropped, 'unreadable')
            continue
        end = json.loads(p.stdout)
        if len(end['ownership']) != 19 or end['move'] < MIN_MOVES:
            drop(dropped, 'shorter than 150 moves')
            continue
        settled = settled_truth(args, et, path, sha, dropped)
        if settled is None:
            continue
        truth, neutral = settled
        in_bench = (end['move'] >= max(MEASURED_MOVES) + 20 and end['finished'] and
                    abs(end['margin'] - margin) <= 0.01 and bench_games < BENCH_GAMES)
        bench_games += in_bench
        role = role_of(sha)
        moves = (training_moves(end['move'], args.every) if role == 'training'
                 else measured_moves(end['move']))
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

    if args.extra:
        games += extra_games(args, et, games, dropped)

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
