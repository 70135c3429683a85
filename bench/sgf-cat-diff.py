#!/usr/bin/env python3
# sgf-cat-diff.py: what `tengen-cli sgf cat` changes in the records of a corpus
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# For every .sgf file under the corpus: decodes the original in the
# encoding `tengen-cli sgf info` reports, writes it back with `sgf cat`,
# parses both with the small SGF reader below (independent of Tengen's) and
# compares every main-line node of every game property by property. Prints
# one line per changed property ("FILE game G node N ID: [old] -> [new]"),
# then a summary: records read, records changed, changes per property
# (the writer's own AP, CA, FF and GM[1] are counted apart).
#
#   bench/sgf-cat-diff.py --tengen build/src/cli/tengen-cli --corpus /work/shared/sgf
#
# Exit status 0 (it reports; what is right is for a reader to judge).

import argparse
import collections
import os
import subprocess
import sys

# Tengen's encoding names to Python's codecs (supersets where Tengen reads
# the superset too).
CODECS = {
    'utf-8': 'utf-8', 'gb2312': 'gb18030', 'gbk': 'gb18030', 'gb18030': 'gb18030',
    'shift_jis': 'cp932', 'euc-jp': 'euc_jp', 'iso-2022-jp': 'iso2022_jp',
    'euc-kr': 'cp949', 'big5': 'big5hkscs', 'utf-16': 'utf-16', 'utf-16le': 'utf-16-le',
    'utf-16be': 'utf-16-be', 'windows-1251': 'cp1251', 'windows-1252': 'cp1252',
    'iso-8859-1': 'latin-1', 'iso-8859-15': 'iso8859_15', 'macroman': 'mac_roman',
    'koi8-r': 'koi8_r',
}


def starts_game(text, i):
    while i < len(text) and text[i] in ' \t\r\n':
        i += 1
    return i < len(text) and (text[i] == ';' or text[i].isupper())


def parse_sgf(text):
    """The games of @text, each a list of main-line nodes, each a list of
    (ID, [values]) in file order. FF[3] long names ("AddBlack") keep their
    capitals ("AB"); properties before the first ';' of a game count as
    its root (Sina's dialect)."""
    games = []
    i, n = 0, len(text)
    depth = 0
    game = None          # the main line of the game being read
    node = None
    on_main = []         # per depth: is this variation on the main line
    seen_child = []      # per depth: a variation was already read here
    while i < n:
        c = text[i]
        if c == '(' and depth == 0 and not starts_game(text, i + 1):
            i += 1     # a parenthesis in the text around the games
        elif c == '(':
            main = (not on_main or on_main[-1]) and not (seen_child and seen_child[-1])
            if seen_child:
                seen_child[-1] = True
            on_main.append(main)
            seen_child.append(False)
            depth += 1
            if depth == 1:
                game = []
                games.append(game)
                node = None
            i += 1
        elif c == ')':
            depth -= 1
            if on_main:
                on_main.pop()
                seen_child.pop()
            node = None
            i += 1
        elif c == ';':
            if depth >= 1 and on_main[-1] and not seen_child[-1]:
                node = []
                game.append(node)
            else:
                node = None
            i += 1
        elif c.isalpha() and depth >= 1:
            j = i
            while j < n and text[j].isalpha():
                j += 1
            ident = ''.join(ch for ch in text[i:j] if ch.isupper())
            values = []
            k = j
            while True:
                while k < n and text[k] in ' \t\r\n':
                    k += 1
                if k >= n or text[k] != '[':
                    break
                k += 1
                value = []
                while k < n and text[k] != ']':
                    if text[k] == '\\' and k + 1 < n:
                        k += 1
                        if text[k] == '\r' and k + 1 < n and text[k + 1] == '\n':
                            k += 2
                            continue
                        if text[k] in '\r\n':
                            k += 1
                            continue
                    value.append(text[k])
                    k += 1
                values.append(''.join(value))
                k += 1
            if on_main and on_main[-1] and not seen_child[-1]:
                if node is None and game is not None and not game:
                    node = []
                    game.append(node)
                if node is not None:
                    node.append((ident, values))
            i = k
        else:
            i += 1
    return [g for g in games if g]


# What the writer puts in every root: AP[Tengen:…], CA[UTF-8], FF[4] and
# GM[1] where it was missing. Counted apart, not as changes of the record.
def is_header(ident, old, new):
    if ident in ('AP', 'CA', 'FF'):
        return True
    return ident == 'GM' and old in ([], ['1']) and new == ['1']


def props_of(node):
    out = collections.OrderedDict()
    for ident, values in node:
        out.setdefault(ident, []).extend(values)
    return out


def norm(values):
    # Values compare with surrounding spaces trimmed (the writer trims
    # simple values) and line ends as \n.
    return [v.replace('\r\n', '\n').replace('\r', '\n').strip() for v in values]


def run(cmd):
    return subprocess.run(cmd, capture_output=True)


def encoding_of(tengen, path):
    info = run([tengen, 'sgf', 'info', path])
    for line in info.stdout.decode('utf-8', 'replace').splitlines():
        if line.startswith('Encoding:'):
            return line.split(':', 1)[1].strip().split(' ')[0]
    return None


def decode(data, encoding):
    codec = CODECS.get((encoding or 'utf-8').lower(), 'utf-8')
    if codec == 'utf-8' and data.startswith(b'\xef\xbb\xbf'):
        data = data[3:]
    try:
        return data.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return data.decode(codec if codec in CODECS.values() else 'utf-8', 'replace')


def compare(path, tengen, out, counts):
    with open(path, 'rb') as f:
        data = f.read()
    cat = run([tengen, 'sgf', 'cat', path])
    if cat.returncode != 0:
        return 'not loaded'
    original = parse_sgf(decode(data, encoding_of(tengen, path)))
    written = parse_sgf(cat.stdout.decode('utf-8', 'replace'))
    changed = False
    if len(original) != len(written):
        out.append('%s: %d games read, %d written' % (path, len(original), len(written)))
        counts['(games)'] += 1
        changed = True
    for g, (a, b) in enumerate(zip(original, written), 1):
        if len(a) != len(b):
            out.append('%s game %d: %d main-line nodes, %d written' % (path, g, len(a), len(b)))
            counts['(nodes)'] += 1
            changed = True
        for k, (na, nb) in enumerate(zip(a, b)):
            pa, pb = props_of(na), props_of(nb)
            for ident in list(pa) + [i for i in pb if i not in pa]:
                va, vb = norm(pa.get(ident, [])), norm(pb.get(ident, []))
                if va != vb and is_header(ident, va, vb):
                    counts['(header) ' + ident] += 1
                elif va != vb:
                    out.append('%s game %d node %d %s: %s -> %s'
                               % (path, g, k, ident,
                                  ''.join('[%s]' % v for v in va) or '(none)',
                                  ''.join('[%s]' % v for v in vb) or '(none)'))
                    counts[ident] += 1
                    changed = True
    return 'changed' if changed else 'same'


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('--tengen', required=True, help='the tengen-cli to run')
    ap.add_argument('--corpus', default=os.environ.get('TENGEN_TEST_CORPUS'))
    args = ap.parse_args()
    if not args.corpus or not os.path.isdir(args.corpus):
        print('sgf-cat-diff: no corpus (--corpus or TENGEN_TEST_CORPUS)')
        return 0

    paths = sorted(os.path.join(d, f) for d, _, files in os.walk(args.corpus)
                   for f in files if f.lower().endswith('.sgf'))
    out, counts = [], collections.Counter()
    status = collections.Counter()
    changed_files = []
    for p in paths:
        s = compare(p, args.tengen, out, counts)
        status[s] += 1
        if s == 'changed':
            changed_files.append(p)
    for line in out:
        print(line)
    print('records: %d; loaded and unchanged: %d; changed: %d; not loaded: %d'
          % (len(paths), status['same'], status['changed'], status['not loaded']))
    print('changes per property: ' +
          ', '.join('%s %d' % (k, v) for k, v in sorted(counts.items(), key=lambda x: -x[1])
                    if not k.startswith('(header)')))
    print("the writer's header (AP, CA, FF, GM[1]): " +
          ', '.join('%s %d' % (k[9:], v) for k, v in sorted(counts.items(), key=lambda x: -x[1])
                    if k.startswith('(header)')))
    return 0


if __name__ == '__main__':
    sys.exit(main())
