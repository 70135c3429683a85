#!/usr/bin/env python3
# gtp-broken.py: an engine that breaks GTP itself, for the engine tests.
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# gtp-fake.py misbehaves in a game (a crash, a hang, an illegal move at
# genmove N); this one breaks the wire from the first command on. --mode:
#   exit          exits at once with status 2, before reading anything
#   banner        writes a line of prose before its first answer
#   long-line     answers name with --bytes bytes and no newline, then waits
#   long-stderr   writes --bytes bytes on stderr with no newline, then
#                 answers as a good engine would
#   close-stdout  closes its standard output and stays alive
#   bad-utf8      answers name with bytes that are not UTF-8
# Every other command is answered "=" (list_commands lists the basics), so
# whatever goes wrong is what the mode says.

import argparse
import os
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--mode", required=True)
parser.add_argument("--bytes", type=int, default=64 << 20)
args = parser.parse_args()

out = sys.stdout.buffer


def wait_forever():
    while True:
        time.sleep(60)


def flood(stream, n):
    chunk = b"x" * 65536
    while n > 0:
        stream.write(chunk[:n])
        n -= len(chunk)
    stream.flush()


if args.mode == "exit":
    sys.exit(2)
if args.mode == "banner":
    out.write(b"Welcome to the Go engine of the future!\n")
    out.flush()
if args.mode == "close-stdout":
    os.close(1)
    wait_forever()
if args.mode == "long-stderr":
    flood(sys.stderr.buffer, args.bytes)

for raw in sys.stdin.buffer:
    words = raw.split()
    cid = b""
    if words and words[0].isdigit():
        cid = words.pop(0)      # Tengen numbers its commands
    if not words:
        continue
    if words[0] == b"name" and args.mode == "long-line":
        out.write(b"=" + cid + b" ")
        flood(out, args.bytes)
        wait_forever()
    if words[0] == b"name" and args.mode == "bad-utf8":
        out.write(b"=" + cid + b" Fake\xff\xfe engine\n\n")
    elif words[0] == b"list_commands":
        out.write(b"=" + cid + b" protocol_version\nname\nversion\nlist_commands\nquit\n"
                  b"boardsize\nclear_board\nkomi\nplay\ngenmove\n\n")
    elif words[0] == b"quit":
        out.write(b"=" + cid + b"\n\n")
        out.flush()
        break
    else:
        out.write(b"=" + cid + b"\n\n")
    out.flush()
