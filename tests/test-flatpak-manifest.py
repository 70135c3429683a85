#!/usr/bin/env python3
# test-flatpak-manifest.py: the Flatpak manifest names every module the app
# needs, pins every download, and parses (issue 19)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-flatpak-manifest.py flatpak/io.github.tengen.Tengen.json
#
# TAP output. The module names, the GNU Go release and the checksums below
# were written by hand from what the app needs and from the files (GNU Go's
# tarball is Debian's gnugo_3.8.orig.tar.gz; the fonts are Debian's
# fonts-noto-cjk 1:20220127, upstream's Sans2.004 collections); the test does
# not read them from the manifest it checks. When flatpak-builder is
# installed, its --show-manifest must accept the file too.

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

GNUGO_URL = 'https://ftp.gnu.org/gnu/gnugo/gnugo-3.8.tar.gz'
GNUGO_SHA256 = 'da68d7a65f44dcf6ce6e4e630b6f6dd9897249d34425920bfdd4e07ff1866a72'
FONT_SHA256 = {
    'NotoSansCJK-Regular.ttc': 'b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a',
    'NotoSansCJK-Bold.ttc': 'faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb',
}
# In build order: the engine and the CJK font before the app.
MODULES = ['gnugo', 'noto-sans-cjk', 'tengen']
# The runtime the table below was read for.
RUNTIME = ('org.gnome.Platform', 'org.gnome.Sdk', '47')
# What the GNOME 47 runtime ships of the libraries Tengen's meson.build asks
# for, with their versions: gnome-build-meta's gnome-47 branch
# (elements/sdk-platform.bst, elements/sdk/{glib.inc,gtk,libadwaita,librsvg,
# json-glib}.bst) and freedesktop-sdk's release/24.08 (components/cairo.bst),
# read by hand. A dependency not listed here needs a module of its own.
RUNTIME_PROVIDES = {
    'glib-2.0': '2.82.5',
    'gobject-2.0': '2.82.5',
    'gio-2.0': '2.82.5',
    'gmodule-2.0': '2.82.5',
    'json-glib-1.0': '1.10.8',
    'gtk4': '4.16.13',
    'libadwaita-1': '1.6.10',
    'librsvg-2.0': '2.59.2',
    'cairo': '1.18.4',
}
DEPENDENCY = re.compile(r"dependency\(\s*'([^']+)'(?:\s*,\s*version\s*:\s*'>=\s*([0-9.]+)')?")

results = []


def check(ok, what, diag=None):
    results.append((bool(ok), what, diag))


def sources(module):
    return module.get('sources', [])


def version(text):
    return tuple(int(part) for part in text.split('.'))


def app_dependencies(top):
    """The pkg-config dependencies of every meson.build of the app (the top
    one and those under src/), as {name: minimum version or None}."""
    files = [os.path.join(top, 'meson.build')]
    for folder, _, names in os.walk(os.path.join(top, 'src')):
        files += [os.path.join(folder, n) for n in names if n == 'meson.build']
    found = {}
    for path in files:
        with open(path, encoding='utf-8') as f:
            for name, minimum in DEPENDENCY.findall(f.read()):
                found[name] = minimum or None
    return found


def check_runtime(manifest, top):
    got = (manifest.get('runtime'), manifest.get('sdk'), manifest.get('runtime-version'))
    check(got == RUNTIME, 'the runtime is %s//%s with %s' % (RUNTIME[0], RUNTIME[2], RUNTIME[1]),
          'found: %s' % (got,))
    needed = app_dependencies(top)
    check(needed, 'the app\'s meson.build files name their dependencies', top)
    lacking = sorted(n for n in needed if n not in RUNTIME_PROVIDES)
    check(not lacking, 'the runtime has every library the app links (no module missing)',
          'not in the runtime: %s' % lacking)
    old = sorted('%s %s < %s' % (n, RUNTIME_PROVIDES[n], m) for n, m in needed.items()
                 if n in RUNTIME_PROVIDES and m and version(RUNTIME_PROVIDES[n]) < version(m))
    check(not old, 'the runtime\'s versions meet the app\'s minimums', 'too old: %s' % old)


def main():
    path = sys.argv[1]
    folder = os.path.dirname(os.path.abspath(path))

    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print('1..1\nnot ok 1 - the manifest parses as JSON\n# %s' % e)
        return 1
    check(True, 'the manifest parses as JSON')

    check_runtime(manifest, os.path.dirname(folder))

    modules = manifest.get('modules', [])
    names = [m.get('name') for m in modules if isinstance(m, dict)]
    check(names == MODULES, 'the modules are %s, in that order' % ', '.join(MODULES),
          'found: %s' % names)
    by_name = {m.get('name'): m for m in modules if isinstance(m, dict)}

    gnugo = by_name.get('gnugo', {})
    urls = [(s.get('url'), s.get('sha256')) for s in sources(gnugo)]
    check((GNUGO_URL, GNUGO_SHA256) in urls,
          'gnugo is the GNU Go 3.8 release tarball with its sha256', 'found: %s' % urls)
    opts = ' '.join(gnugo.get('config-opts', []))
    check(gnugo.get('buildsystem') == 'autotools' and '--prefix' not in opts,
          'gnugo installs under the default prefix /app (so /app/bin/gnugo)', opts)

    cflags = gnugo.get('build-options', {}).get('cflags', '')
    check('-fcommon' in cflags.split(), 'gnugo is built with -fcommon (GCC 10 and later make '
          'its globals defined in headers a link error without it)', 'cflags: %r' % cflags)

    font = by_name.get('noto-sans-cjk', {})
    got = {os.path.basename(s.get('url', '')): s.get('sha256') for s in sources(font)
           if 'url' in s}
    check(got == FONT_SHA256, 'noto-sans-cjk is the two Noto Sans CJK collections with '
          'their sha256', 'found: %s' % got)
    commands = ' '.join(font.get('build-commands', []))
    check('/app/share/fonts/' in commands and all(n in commands for n in FONT_SHA256),
          'noto-sans-cjk installs both collections under /app/share/fonts', commands)
    check('/app/share/licenses/' in commands and 'noto-cjk-copyright' in commands,
          'noto-sans-cjk installs its licence (SIL OFL 1.1) with the fonts', commands)

    pinned = [s for m in modules for s in sources(m) if 'url' in s]
    check(all(re.fullmatch(r'[0-9a-f]{64}', s.get('sha256', '')) for s in pinned),
          'every download has a sha256', 'found: %s' % pinned)
    local = [s['path'] for m in modules for s in sources(m) if 'path' in s]
    missing = [p for p in local if not os.path.exists(os.path.join(folder, p))]
    check(not missing, 'every local source exists', 'missing: %s' % missing)

    args = manifest.get('finish-args', [])
    check(not any(a.startswith('--filesystem') for a in args),
          'no file system access of its own (files through the portal; '
          'engines elsewhere by flatpak override, as flatpak/README.md says)', 'found: %s' % args)

    builder = shutil.which('flatpak-builder')
    if builder is None:
        results.append((None, 'flatpak-builder --show-manifest accepts it', 'flatpak-builder '
                        'is not installed'))
    else:
        # In a folder of its own: flatpak-builder leaves a .flatpak-builder/ where it runs.
        with tempfile.TemporaryDirectory() as scratch:
            run = subprocess.run([builder, '--show-manifest', os.path.abspath(path)],
                                 capture_output=True, text=True, cwd=scratch)
        shown = []
        if run.returncode == 0:
            try:
                shown = [m.get('name') for m in json.loads(run.stdout).get('modules', [])]
            except ValueError:
                shown = []
        check(run.returncode == 0 and shown == MODULES,
              'flatpak-builder --show-manifest accepts it with the same modules',
              run.stderr.strip() or 'shown: %s' % shown)

    print('1..%d' % len(results))
    failed = 0
    for i, (ok, what, diag) in enumerate(results, 1):
        if ok is None:
            print('ok %d - %s # SKIP %s' % (i, what, diag))
            continue
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, what))
        if not ok:
            failed += 1
            if diag:
                print('# %s' % diag)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
