#!/usr/bin/env python3
# gtp-fake.py: a small GTP engine that misbehaves on purpose, for the tests.
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# It plays the first empty point of a fixed order (centre first) and keeps
# no rules beyond "occupied". --mode says what goes wrong at genmove number
# --after (counted from 1):
#   normal   nothing; passes once --moves moves are played
#   crash    writes a line to stderr and exits with status 3
#   hang     never answers again
#   illegal  answers the point it was last told about (occupied)
#   garbage  writes a line that is not GTP
#   fail     answers "? cannot"
#   offboard answers "Z99"
#   resign   resigns
#   slow     sleeps --delay seconds before every genmove answer
# --crlf ends lines with CRLF; --no-undo leaves undo out of list_commands;
# --kata lists kata-set-rules; --kgs lists kgs-rules and kgs-time_settings;
# --log FILE appends every command received; --pidfile FILE writes its pid;
# --startup-hang never answers name; --dead "C3 D4" answers final_status_list;
# --handicap "C3 G7" answers place_free_handicap (else the first free points
# of its order).

import argparse
import os
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--mode", default="normal")
parser.add_argument("--after", type=int, default=1)
parser.add_argument("--moves", type=int, default=1000)
parser.add_argument("--delay", type=float, default=2.0)
parser.add_argument("--crlf", action="store_true")
parser.add_argument("--no-undo", action="store_true")
parser.add_argument("--kata", action="store_true")
parser.add_argument("--kgs", action="store_true")
parser.add_argument("--log")
parser.add_argument("--pidfile")
parser.add_argument("--startup-hang", action="store_true")
parser.add_argument("--dead", default="")
parser.add_argument("--handicap")
parser.add_argument("--name", default="Fake")
args = parser.parse_args()

EOL = "\r\n" if args.crlf else "\n"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
COMMANDS = ["protocol_version", "name", "version", "known_command", "list_commands",
            "quit", "boardsize", "clear_board", "komi", "play", "genmove",
            "fixed_handicap", "set_free_handicap", "place_free_handicap",
            "final_status_list", "time_settings", "time_left"]
if not args.no_undo:
    COMMANDS.append("undo")
if args.kata:
    COMMANDS.append("kata-set-rules")
if args.kgs:
    COMMANDS += ["kgs-rules", "kgs-time_settings"]

size = 19
stones = {}        # vertex -> color
history = []       # vertices played, for undo
genmoves = 0
last_vertex = None

if args.pidfile:
    with open(args.pidfile, "w") as f:
        f.write(str(os.getpid()))


def log(line):
    if args.log:
        with open(args.log, "a") as f:
            f.write(line + "\n")


def answer(ok, cid, text=""):
    head = ("=" if ok else "?") + cid
    sys.stdout.write(head + (" " + text if text else "") + EOL + EOL)
    sys.stdout.flush()


def order():
    c = (size - 1) / 2.0
    points = [(x, y) for x in range(size) for y in range(size)]
    points.sort(key=lambda p: (abs(p[0] - c) + abs(p[1] - c), p))
    return ["%s%d" % (COLUMNS[x], y + 1) for x, y in points]


def genmove(color):
    global genmoves
    genmoves += 1
    if args.mode == "slow":
        time.sleep(args.delay)
    if genmoves == args.after:
        if args.mode == "crash":
            sys.stderr.write("fake: simulated crash in genmove %d\n" % genmoves)
            sys.stderr.flush()
            sys.exit(3)
        if args.mode == "hang":
            while True:
                time.sleep(60)
        if args.mode == "illegal" and last_vertex:
            return True, last_vertex
        if args.mode == "garbage":
            sys.stdout.write("I think therefore I am" + EOL)
            sys.stdout.flush()
            return None, None
        if args.mode == "fail":
            return False, "cannot"
        if args.mode == "offboard":
            return True, "Z99"
        if args.mode == "resign":
            return True, "resign"
    if len(history) >= args.moves:
        return True, "pass"
    for v in order():
        if v not in stones:
            stones[v] = color
            history.append(v)
            return True, v
    return True, "pass"


def main():
    global size, last_vertex
    for raw in sys.stdin:
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
            if args.startup_hang:
                while True:
                    time.sleep(60)
            answer(True, cid, args.name)
        elif cmd == "version":
            answer(True, cid, "0.1")
        elif cmd == "protocol_version":
            answer(True, cid, "2")
        elif cmd == "list_commands":
            answer(True, cid, EOL.join(COMMANDS))
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
                last_vertex = v
            history.append(v)
            answer(True, cid)
        elif cmd == "undo" and not args.no_undo:
            if history:
                v = history.pop()
                stones.pop(v, None)
            answer(True, cid)
        elif cmd == "genmove":
            ok, text = genmove(rest[0])
            if ok is not None:
                answer(ok, cid, text)
        elif cmd == "place_free_handicap":
            chosen = (args.handicap.split() if args.handicap is not None
                      else order()[:int(rest[0])])
            for v in chosen:
                stones[v] = "black"
            answer(True, cid, " ".join(chosen))
        elif cmd == "final_status_list":
            answer(True, cid, args.dead)
        elif cmd in COMMANDS:
            answer(True, cid)
        else:
            answer(False, cid, "unknown command")


main()
