#!/usr/bin/python3
# playout.py: more games for the estimate net: the resigned 19x19 games of
# the corpus, played on to the count by GNU Go
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The counted games are few (about 150 to train on). The corpus also holds
# about 165 strong games that ended by resignation; nobody counted them, so
# their final owners are unknown. This script lets GNU Go 3.8 (level 10,
# seed 1, both sides) play each one on from its last position until both
# pass, and writes the whole game, the record's moves followed by GNU Go's,
# to OUT/<sha1>.sgf with RE[] GNU Go's count. A game is kept only when that
# count names the winner the record names (GNU Go sometimes loses a won
# game: then its final owners are not the game's). games.py --extra OUT
# reads them as training games, at the record's own positions only (the
# moves before the resignation; GNU Go's moves are only how it ended).
#
# Usage: playout.py --out DIR [--jobs N] [--corpus SGF_DIR]
#   writes DIR/<sha1>.sgf and DIR/playouts.json (one entry a record:
#   source, sha1, the record's moves, GNU Go's moves, its count, kept)

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import games  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
MIN_MOVES = 100
MAX_PLAYOUT = 400
LETTERS = 'ABCDEFGHJKLMNOPQRST'
SGF_LETTERS = 'abcdefghijklmnopqrs'


def resigned_games(et, corpus):
    """(source, text) of every 19x19 game whose RE[] is a resignation."""
    out = []
    for src in et.SOURCES:
        folder = os.path.join(corpus, src)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not name.endswith('.sgf') or not os.path.isfile(path):
                continue
            text = open(path, 'rb').read().decode('utf-8', 'replace')
            for i, game in enumerate(et.split_games(text)):
                if 'SZ[' in game and not re.search(r'SZ\[\s*19\s*\]', game):
                    continue
                m = re.search(r'RE\[\s*([BW])\+R', game)
                if m and len(re.findall(r';\s*[BW]\[', game)) >= MIN_MOVES:
                    out.append(('%s#%d' % (path, i), game, m.group(1)))
    return out


class Gtp:
    def __init__(self, gnugo):
        self.p = subprocess.Popen([gnugo, '--mode', 'gtp', '--level', '10', '--seed', '1',
                                   '--chinese-rules'], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

    def ask(self, command):
        self.p.stdin.write(command + '\n')
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError('GNU Go ended on ' + command)
            if line.strip() == '':
                if lines:
                    break
                continue
            lines.append(line.strip())
        reply = ' '.join(lines)
        if reply.startswith('?'):
            raise RuntimeError('GNU Go refused %s: %s' % (command, reply))
        return reply[1:].strip()

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def sgf_point(v):
    if v.upper() in ('PASS', 'RESIGN'):
        return ''
    x, y = LETTERS.index(v[0].upper()), 19 - int(v[1:])
    return SGF_LETTERS[x] + SGF_LETTERS[y]


def play_on(job):
    try:
        return play_on_unguarded(job)
    except Exception as e:  # one bad record must not end the run
        return {'source': job[0], 'sha': '', 'kept': False, 'why': repr(e)}


def play_on_unguarded(job):
    source, game, winner, out_dir, gnugo = job
    sha = hashlib.sha1(game.encode()).hexdigest()
    if game.count('(') > 1:
        return {'source': source, 'sha': sha, 'kept': False, 'why': 'variations'}
    tmp = os.path.join(out_dir, sha + '.in.sgf')
    with open(tmp, 'w') as f:
        f.write(game)
    gtp = Gtp(gnugo)
    try:
        colour = gtp.ask('loadsgf ' + tmp)
        record_moves = len(gtp.ask('move_history').split()) // 2
        played, passes = [], 0
        while passes < 2 and len(played) < MAX_PLAYOUT:
            move = gtp.ask('genmove ' + colour)
            if move.lower() == 'resign':
                # Its stones are not given away: the side passes, and the
                # other plays on until it passes too.
                gtp.ask('play %s pass' % colour)
                move = 'PASS'
            played.append(('B' if colour == 'black' else 'W', move))
            passes = passes + 1 if move.upper() == 'PASS' else 0
            colour = 'white' if colour == 'black' else 'black'
        score = gtp.ask('final_score')
    except RuntimeError as e:
        return {'source': source, 'sha': sha, 'kept': False, 'why': str(e)}
    finally:
        gtp.close()
        os.unlink(tmp)
    kept = passes == 2 and score[:1] == winner
    entry = {'source': source, 'sha': sha, 'record_moves': record_moves,
             'gnugo_moves': len(played), 'score': score, 'winner': winner, 'kept': kept}
    if kept:
        body = game.rstrip()
        assert body.endswith(')')
        body = re.sub(r'RE\[[^\]]*\]', 'RE[%s]' % score, body[:-1], count=1)
        body += ''.join(';%s[%s]' % (c, sgf_point(v)) for c, v in played) + ')\n'
        with open(os.path.join(out_dir, sha + '.sgf'), 'w') as f:
            f.write(body)
    return entry


def main():
    ap = argparse.ArgumentParser(description='resigned corpus games played on by GNU Go')
    ap.add_argument('--out', required=True)
    ap.add_argument('--corpus', default=os.path.join(os.path.dirname(SOURCE), 'shared', 'sgf'))
    ap.add_argument('--gnugo', default='/usr/games/gnugo')
    ap.add_argument('--jobs', type=int, default=2)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    et = games.estimate_truth()
    jobs = [(s, g, w, args.out, args.gnugo) for s, g, w in resigned_games(et, args.corpus)]
    entries = []
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for entry in pool.map(play_on, jobs):
            entries.append(entry)
            print('%s %s %s' % ('kept' if entry['kept'] else 'dropped', entry['source'],
                                entry.get('score', entry.get('why'))), flush=True)
            # Written after every game, so that an interrupted run keeps its work.
            with open(os.path.join(args.out, 'playouts.json.tmp'), 'w') as f:
                json.dump(entries, f, indent=1)
            os.replace(os.path.join(args.out, 'playouts.json.tmp'),
                       os.path.join(args.out, 'playouts.json'))
    kept = sum(e['kept'] for e in entries)
    print('playout.py: %d resigned games, %d kept (GNU Go\'s count names the record\'s winner)'
          % (len(entries), kept))
    return 0


if __name__ == '__main__':
    sys.exit(main())
