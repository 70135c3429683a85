#!/usr/bin/env python3
# gtp-analyze-fake.py: a GTP engine that streams analysis, well or badly,
# for the tests.
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# --dialect says which analysis command list_commands names: kata
# (kata-analyze), lz (lz-analyze), analyze (Sabaki's), none. The analysis
# answers "=" and then writes one report per interval until a line
# arrives on its input, then an empty line, as Leela Zero and KataGo do.
# A report is a line of --replay FILE (a real engine's transcript, one
# report per line; after its last line the last one again, for ever), or
# else a made-up lz/kata report whose visits grow by 10 per interval on
# the first empty points of a fixed order. --interval S overrides the
# command's interval (seconds). --mode says what goes wrong:
#   normal   nothing
#   crash    exits with status 3 after --after reports of analysis number
#            --nth (counted from 1), mid-stream
#   garbage  writes a line that is no report, a truncated info line and
#            one off the board among the reports
#   other    every other report names the stones' points (about another
#            position)
#   deaf     ignores its input while streaming (never ends the stream)
#   silent   ends the stream at once with no report
# --log FILE appends every command received.
# --ownership FILE: kata-analyze with "ownership true" appends KataGo's
# ownership section to the made-up reports: the numbers of FILE (from
# Black's side, rows from the top, '#' starts a comment), turned to the
# side to move's as KataGo gives them. --name NAME is what "name" answers;
# --winrate and --lead are the made-up first choice's winrate (0..1) and
# score lead, from the side to move's side (the second choice's are 0.01
# and 1 point less).

import argparse
import os
import select
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--dialect", default="lz")
parser.add_argument("--mode", default="normal")
parser.add_argument("--replay")
parser.add_argument("--interval", type=float)
parser.add_argument("--after", type=int, default=2)
parser.add_argument("--nth", type=int, default=1)
parser.add_argument("--log")
parser.add_argument("--ownership")
parser.add_argument("--name", default="Fake Analyst")
parser.add_argument("--winrate", type=float, default=0.55)
parser.add_argument("--lead", type=float, default=2.5)
args = parser.parse_args()

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
COMMANDS = ["protocol_version", "name", "version", "known_command", "list_commands",
            "quit", "boardsize", "clear_board", "komi", "play", "undo"]
ANALYZE = {"kata": "kata-analyze", "lz": "lz-analyze", "analyze": "analyze"}
if args.dialect in ANALYZE:
    COMMANDS.append(ANALYZE[args.dialect])

size = 19
stones = {}
history = []
analyses = 0
pending = b""
replay = []
if args.replay:
    with open(args.replay) as f:
        replay = [line.rstrip("\n") for line in f if line.strip()]
ownership = []
if args.ownership:
    with open(args.ownership) as f:
        ownership = [float(w) for line in f if not line.startswith("#") for w in line.split()]


def log(line):
    if args.log:
        with open(args.log, "a") as f:
            f.write(line + "\n")


def write(text):
    sys.stdout.write(text)
    sys.stdout.flush()


def answer(ok, cid, text=""):
    write(("=" if ok else "?") + cid + (" " + text if text else "") + "\n\n")


def order():
    c = (size - 1) / 2.0
    points = [(x, y) for x in range(size) for y in range(size)]
    points.sort(key=lambda p: (abs(p[0] - c) + abs(p[1] - c), p))
    return ["%s%d" % (COLUMNS[x], y + 1) for x, y in points]


def made_up(n, points):
    visits = 10 * (n + 1)
    infos = []
    for order_, v in enumerate(points[:2]):
        share = visits * 2 // 3 if order_ == 0 else visits - visits * 2 // 3
        if args.dialect == "kata":
            infos.append("info move %s visits %d utility 0.1 winrate %.2f scoreLead %.1f "
                         "prior 0.3 lcb 0.5 order %d pv %s"
                         % (v, share, args.winrate - 0.01 * order_, args.lead - order_,
                            order_, v))
        else:
            infos.append("info move %s visits %d winrate %d prior 3000 lcb 5000 order %d pv %s"
                         % (v, share, 5500 - 100 * order_, order_, v))
    return " ".join(infos)


def ownership_section(to_move):
    sign = 1 if to_move == "b" else -1
    return " ownership " + " ".join("%.2f" % (sign * v) for v in ownership)


def report(n, with_ownership, to_move):
    if replay:
        return replay[min(n, len(replay) - 1)]
    free = [v for v in order() if v not in stones]
    if args.mode == "other" and n % 2 == 1 and stones:
        return made_up(n, sorted(stones))
    line = made_up(n, free)
    if with_ownership and ownership and args.dialect == "kata":
        line += ownership_section(to_move)
    return line


def input_arrived(timeout):
    global pending
    ready, _, _ = select.select([0], [], [], timeout)
    if not ready:
        return False
    data = os.read(0, 4096)
    if not data:
        sys.exit(0)
    pending += data
    return True


def analyze(cid, rest):
    global analyses, pending
    analyses += 1
    interval = args.interval
    if interval is None:
        numbers = [w for w in rest if w.isdigit()]
        interval = int(numbers[0]) / 100.0 if numbers else 0.1
    words = [w.lower() for w in rest]
    with_ownership = any(w == "ownership" and i + 1 < len(words) and words[i + 1] == "true"
                         for i, w in enumerate(words))
    to_move = words[0][:1] if words else "b"
    write("=" + cid + "\n")
    if args.mode == "silent":
        write("\n")
        return
    n = 0
    # Reports on a fixed beat (as the engines' own timers do), not an
    # interval after the previous one: writing a report takes time too.
    beat = time.monotonic()
    while True:
        beat = max(beat + interval, time.monotonic() - interval)
        wait = max(0.0, beat - time.monotonic())
        if args.mode == "deaf":
            time.sleep(wait)
        elif input_arrived(wait):
            break
        if args.mode == "crash" and analyses == args.nth and n == args.after:
            sys.stderr.write("fake: simulated crash while analysing\n")
            sys.stderr.flush()
            os._exit(3)
        if args.mode == "garbage" and n % 2 == 0:
            write("this is not a report\n")
            write("info move D4 visits\n")
            write("info move Z99 visits 5 winrate 5000 prior 100 lcb 4000 order 0 pv Z99\n")
        write(report(n, with_ownership, to_move) + "\n")
        n += 1
    write("\n")


def lines():
    global pending
    while True:
        while b"\n" not in pending:
            data = os.read(0, 4096)
            if not data:
                return
            pending += data
        line, pending = pending.split(b"\n", 1)
        yield line.decode("utf-8", "replace")


def main():
    global size
    for raw in lines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        words = line.split()
        cid = ""
        if words[0].isdigit():
            cid = words.pop(0)
        log(" ".join(words))
        cmd, rest = words[0], words[1:]
        if cmd == "name":
            answer(True, cid, args.name)
        elif cmd == "version":
            answer(True, cid, "0.2")
        elif cmd == "protocol_version":
            answer(True, cid, "2")
        elif cmd == "list_commands":
            answer(True, cid, "\n".join(COMMANDS))
        elif cmd == "quit":
            answer(True, cid)
            return
        elif cmd == "boardsize":
            size = int(rest[0])
            stones.clear()
            answer(True, cid)
        elif cmd == "clear_board":
            stones.clear()
            history.clear()
            answer(True, cid)
        elif cmd == "play":
            v = rest[1].upper()
            if v != "PASS":
                stones[v] = rest[0]
            history.append(v)
            answer(True, cid)
        elif cmd == "undo":
            if history:
                stones.pop(history.pop(), None)
            answer(True, cid)
        elif cmd in ANALYZE.values() and cmd in COMMANDS:
            analyze(cid, rest)
        elif cmd in COMMANDS:
            answer(True, cid)
        else:
            answer(False, cid, "unknown command")


main()
