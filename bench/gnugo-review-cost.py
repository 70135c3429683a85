#!/usr/bin/env python3
# gnugo-review-cost.py: what GNU Go's estimate after its first choice costs
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The analyzer asks GNU Go, for every position of a review, top_moves_<colour>
# and estimate_score, then "play <colour> <first choice>", estimate_score and
# undo (docs/analysis.md, GNU Go). This script sends one GNU Go process the
# same commands over the first --moves positions of a 19x19 record (its
# moves read with a regular expression: one node per ";", as "tengen-cli sgf
# cat" writes them) and prints the mean wall time per position of the first
# two commands and of the three added ones, and their ratio.
#
#   gnugo-review-cost.py [--sgf FILE] [--moves 60] [--level 10] [--gnugo /usr/games/gnugo]
#
# The record defaults to the Berry 2018 game Leela Zero-HEROZ Kishin of the
# shared corpus (../shared/sgf/games/ai_tournaments/); without it or GNU Go
# the script says so and exits 77 (skipped). Measured: level 1, 194 ms and
# 63 ms more (+33 %); level 10, 1.32 s and 0.47 s more (+35 %), 60 moves.

import argparse
import os
import re
import subprocess
import time

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def gtp_vertex(sgf_point, size):
    return COLUMNS[ord(sgf_point[0]) - 97] + str(size - (ord(sgf_point[1]) - 97))


class Gtp:
    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line == "":
                raise RuntimeError("GNU Go ended during " + command)
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        if not lines[0].startswith("="):
            raise RuntimeError(command + ": " + lines[0])
        return lines[0][1:].strip()

    def quit(self):
        self.send("quit")
        self.process.wait()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_sgf = os.path.join(here, "..", "..", "shared", "sgf", "games", "ai_tournaments",
                               "berry2018_5-3_Leela_Zero_VS_HEROZ_Kishin.sgf")
    parser = argparse.ArgumentParser()
    parser.add_argument("--sgf", default=default_sgf)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--level", type=int, default=10)
    parser.add_argument("--gnugo", default="/usr/games/gnugo")
    args = parser.parse_args()

    for path in (args.sgf, args.gnugo):
        if not os.path.exists(path):
            print("gnugo-review-cost: %s is missing: skipped" % path)
            raise SystemExit(77)
    text = open(args.sgf, encoding="utf-8", errors="replace").read()
    komi = re.search(r"KM\[([-0-9.]+)\]", text)
    moves = re.findall(r";([BW])\[([a-s]{2})\]", text)[:args.moves]
    engine = Gtp([args.gnugo, "--mode", "gtp", "--level", str(args.level)])
    engine.send("boardsize 19")
    engine.send("clear_board")
    engine.send("komi " + (komi.group(1) if komi else "7.5"))
    asked = added = 0.0
    for colour, point in moves:
        start = time.perf_counter()
        top = engine.send("top_moves_" + ("black" if colour == "B" else "white")).split()
        engine.send("estimate_score")
        middle = time.perf_counter()
        if top:
            engine.send("play %s %s" % (colour, top[0]))
            engine.send("estimate_score")
            engine.send("undo")
        added += time.perf_counter() - middle
        asked += middle - start
        engine.send("play %s %s" % (colour, gtp_vertex(point, 19)))
    engine.quit()
    n = max(len(moves), 1)
    print("GNU Go level %d, %d positions of %s" % (args.level, len(moves), os.path.basename(args.sgf)))
    print("top_moves + estimate_score:     %7.0f ms a position" % (asked / n * 1000))
    print("play + estimate_score + undo:  +%7.0f ms a position (+%.0f %%)"
          % (added / n * 1000, added / asked * 100 if asked > 0 else 0))


if __name__ == "__main__":
    main()
