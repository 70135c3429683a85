#!/usr/bin/env python3
# engine-match.py: tengen-cli match against GNU Go's own self-play
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Plays the same N games twice, measured in the same run: once with
# "tengen-cli match" (Tengen referees every move, counts the end with its
# core, writes the SGF collection), once by this script driving two
# "gnugo --mode gtp" processes directly: genmove on the side to move, play
# on the other, until two passes or a resignation, then final_score. Both
# runs give GNU Go "--seed 1", so they play the same games; the move counts
# are printed to show it. Prints the wall times and their ratio.
#
#   engine-match.py --tengen PATH/tengen-cli [--gnugo /usr/games/gnugo]
#                   [--games 10] [--size 9] [--level 1]

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time


def gtp(proc, command):
    proc.stdin.write(command + "\n")
    proc.stdin.flush()
    lines = []
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError("gnugo stopped")
        if line.strip() == "" and lines:
            break
        if line.strip() != "":
            lines.append(line.strip())
    return " ".join(lines)[1:].strip()


def selfplay(gnugo, level, size, komi, games):
    command = [gnugo, "--mode", "gtp", "--level", str(level), "--seed", "1"]
    black = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    white = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    moves_per_game = []
    for _ in range(games):
        for p in (black, white):
            gtp(p, "boardsize %d" % size)
            gtp(p, "clear_board")
            gtp(p, "komi %s" % komi)
        passes, moves, color = 0, 0, "b"
        while passes < 2:
            mover, other = (black, white) if color == "b" else (white, black)
            vertex = gtp(mover, "genmove " + color)
            if vertex.lower() == "resign":
                break
            gtp(other, "play %s %s" % (color, vertex))
            moves += 1
            passes = passes + 1 if vertex.lower() == "pass" else 0
            color = "w" if color == "b" else "b"
        gtp(black, "final_score")
        moves_per_game.append(moves)
    for p in (black, white):
        gtp(p, "quit")
        p.wait()
    return moves_per_game


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tengen", required=True)
    parser.add_argument("--gnugo", default="/usr/games/gnugo")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--level", type=int, default=1)
    args = parser.parse_args()
    if not os.access(args.gnugo, os.X_OK):
        print("skipped: no %s" % args.gnugo)
        return 0

    engine = "%s --mode gtp --level %d --seed 1" % (args.gnugo, args.level)
    with tempfile.TemporaryDirectory() as tmp:
        sgf = os.path.join(tmp, "match.sgf")
        t0 = time.monotonic()
        out = subprocess.run([args.tengen, "match", "--black", engine, "--white", engine,
                              "--size", str(args.size), "--rules", "chinese",
                              "--games", str(args.games), "--sgf", sgf, "--json"],
                             check=True, capture_output=True, text=True).stdout
        t_tengen = time.monotonic() - t0
    tengen_moves = [g["moves"] for g in json.loads(out)]

    t0 = time.monotonic()
    own_moves = selfplay(args.gnugo, args.level, args.size, "7.5", args.games)
    t_own = time.monotonic() - t0

    print("%d games %dx%d, GNU Go level %d" % (args.games, args.size, args.size, args.level))
    print("moves per game: tengen-cli match %s, gnugo self-play %s" % (tengen_moves, own_moves))
    print("tengen-cli match: %.2f s wall" % t_tengen)
    print("gnugo self-play:  %.2f s wall" % t_own)
    print("ratio: %.3f (Tengen's overhead %+.1f %%)" % (t_tengen / t_own,
                                                       100.0 * (t_tengen / t_own - 1)))
    return 0


sys.exit(main())
