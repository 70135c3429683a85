#!/usr/bin/env python3
# analyze-vs-script.py: tengen-cli analyze against a plain GTP script
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Analyses the first 200 moves of a 19x19 record (201 positions) with Leela
# Zero on the tests' tiny network at a fixed visit budget (-v on the engine,
# so both runs search exactly as long), twice: once with "tengen-cli
# analyze" (the core's job, analyzer, stream, sync, reviews and its
# printing), once by this script sending the same engine the same commands
# (the startup questions, boardsize, clear_board, komi, then for each
# position "lz-analyze <colour> 10" read to its end and "play" for the next
# move). The runs alternate, --runs times each. Prints each wall time and
# the ratio of the means (target: at most 1.10), and the CPU time of each
# side (client and engine together), which a loaded machine disturbs less
# than the wall time.
#
#   analyze-vs-script.py --tengen PATH/tengen-cli [--sgf FILE] [--visits 50]
#                        [--runs 2] [--leelaz /usr/lib/leelaz/bin/leelaz]
#
# The record defaults to a 246-move game of the shared corpus
# (../shared/sgf/games/famous/littlego_Blood-vomiting_game.sgf); its moves
# are read from "tengen-cli sgf cat" (canonical SGF: one node per ";").

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = "ABCDEFGHJKLMNOPQRST"


def main_line_moves(tengen, sgf, limit):
    raw = subprocess.run([tengen, "sgf", "cat", sgf], check=True, capture_output=True,
                         text=True).stdout
    text = raw
    # Text values first (a comment may hold brackets and parentheses), then
    # the main line: up to the first variation's "(" after the root.
    text = re.sub(r"\b(?!B\[|W\[)[A-Z]{1,2}\[(?:\\.|[^\]\\])*\]", "", text)
    body = text[text.index(";"):]
    cut = body.find("(", 1)
    if cut > 0:
        body = body[:cut]
    komi = re.search(r"KM\[([^\]]*)\]", raw)
    moves = []
    for color, point in re.findall(r";(B|W)\[([a-s]{0,2})\]", body):
        if point == "":
            vertex = "pass"
        else:
            vertex = "%s%d" % (COLUMNS[ord(point[0]) - 97], 19 - (ord(point[1]) - 97))
        moves.append((color.lower(), vertex))
    return moves[:limit], komi.group(1) if komi else "7.5"


def run_script(command, moves, komi):
    proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()
        # To the empty line that ends the answer (lz-analyze's too).
        while True:
            out = proc.stdout.readline()
            if out == "":
                sys.exit("the engine stopped during " + line)
            if out.strip() == "" and started[0]:
                started[0] = False
                return
            if out.startswith("=") or out.startswith("?"):
                started[0] = True

    started = [False]
    for line in ("name", "version", "protocol_version", "list_commands", "boardsize 19",
                 "clear_board", "komi " + komi):
        send(line)
    to_move = "b"
    send("lz-analyze %s 10" % to_move)
    for color, vertex in moves:
        send("play %s %s" % (color, vertex))
        to_move = "w" if color == "b" else "b"
        send("lz-analyze %s 10" % to_move)
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait()


def cpu_now():
    mine = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tengen", required=True)
    parser.add_argument("--sgf", default=os.path.join(
        HERE, "..", "..", "shared", "sgf", "games", "famous",
        "littlego_Blood-vomiting_game.sgf"))
    parser.add_argument("--visits", type=int, default=50)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--leelaz", default="/usr/lib/leelaz/bin/leelaz")
    args = parser.parse_args()

    if not os.access(args.leelaz, os.X_OK):
        print("SKIP: Leela Zero is not installed (%s)" % args.leelaz)
        return 77
    if not os.path.exists(args.sgf):
        print("SKIP: no record %s (the shared corpus is absent)" % args.sgf)
        return 77
    moves, komi = main_line_moves(args.tengen, args.sgf, args.moves)
    if len(moves) < args.moves:
        sys.exit("%s has only %d moves" % (args.sgf, len(moves)))

    with tempfile.TemporaryDirectory() as tmp:
        network = os.path.join(tmp, "tiny-network.txt")
        subprocess.run([sys.executable, os.path.join(HERE, "..", "tests", "analysis",
                                                     "lz-tiny-network.py"), network], check=True)
        engine = "%s --cpu-only -g -w %s --noponder -v %d -t 1" % (args.leelaz, network,
                                                                   args.visits)
        tengen_times, script_times = [], []
        tengen_cpu, script_cpu = [], []
        for run in range(args.runs):
            cpu = cpu_now()
            start = time.monotonic()
            # The same komi as the script's (a record without KM gets its
            # rules' komi in Tengen), so that the commands are the same.
            subprocess.run([args.tengen, "analyze", args.sgf, "--engine", engine,
                            "--moves", "1-%d" % args.moves, "--visits", str(args.visits * 4),
                            "--komi", komi],
                           check=True, stdout=subprocess.DEVNULL)
            tengen_times.append(time.monotonic() - start)
            tengen_cpu.append(cpu_now() - cpu)
            cpu = cpu_now()
            start = time.monotonic()
            run_script(engine, moves, komi)
            script_times.append(time.monotonic() - start)
            script_cpu.append(cpu_now() - cpu)
            print("run %d: tengen-cli analyze %.2f s (CPU %.2f s), script %.2f s (CPU %.2f s), "
                  "ratio %.3f" % (run + 1, tengen_times[-1], tengen_cpu[-1], script_times[-1],
                                  script_cpu[-1], tengen_times[-1] / script_times[-1]))
        t = sum(tengen_times) / len(tengen_times)
        s = sum(script_times) / len(script_times)
        print("%d positions, Leela Zero -v %d on a tiny network: tengen-cli analyze %.2f s, "
              "plain script %.2f s (means of %d runs), ratio %.3f (target <= 1.10)"
              % (len(moves) + 1, args.visits, t, s, args.runs, t / s))
        print("CPU (client and engine): tengen-cli analyze %.2f s, plain script %.2f s, "
              "ratio %.3f" % (sum(tengen_cpu) / len(tengen_cpu), sum(script_cpu) / len(script_cpu),
                              sum(tengen_cpu) / sum(script_cpu)))
    return 0


sys.exit(main())
