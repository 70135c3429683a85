#!/usr/bin/env python3
# check-mnemonics.py: no two labels of one dialog share an access key, in
# English or in any translation
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-mnemonics.py SRC_UI_DIR PO_DIR LANG...
# A dialog is a .ui file other than the main window and the side panel
# (whose labels sit in bars shown at different times), together with the
# C files that fill it (tg-new-game-dialog*.c and tg-new-game-clock.c for
# tg-new-game-dialog.ui: same stem). Its labels are the translatable
# strings with an underline; the access key is the character after the
# first "_". Prints one line per dialog and language, "ok" or the labels
# that collide, and exits 1 on any collision.

import glob
import os
import re
import sys

NOT_DIALOGS = {"tg-window.ui", "tg-side-panel.ui"}
# The C files that add rows to a dialog, beyond <stem>*.c.
EXTRA_SOURCES = {"tg-new-game-dialog.ui": ["tg-new-game-clock.c"]}

UI_STRING = re.compile(r'<(?:property|attribute)\s+name="[\w-]+"\s+translatable="yes"[^>]*>([^<]*)<')
C_STRING = re.compile(r'\b(?:_|N_)\s*\(\s*"((?:[^"\\]|\\.)*)"\s*\)')


def unescape_xml(text):
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
            .replace("&apos;", "'").replace("&amp;", "&"))


def unescape_c(text):
    return text.encode("utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def labels_of(ui_dir, ui_name):
    labels = []
    with open(os.path.join(ui_dir, ui_name), encoding="utf-8") as f:
        labels += [unescape_xml(m) for m in UI_STRING.findall(f.read())]
    stem = ui_name[:-len(".ui")]
    sources = sorted(glob.glob(os.path.join(ui_dir, stem + "*.c")))
    sources += [os.path.join(ui_dir, c) for c in EXTRA_SOURCES.get(ui_name, [])]
    for path in sources:
        with open(path, encoding="utf-8") as f:
            labels += [unescape_c(m) for m in C_STRING.findall(f.read())]
    return [label for label in dict.fromkeys(labels) if access_key(label) is not None]


def access_key(label):
    i = label.find("_")
    while i >= 0 and i + 1 < len(label):
        if label[i + 1] != "_":
            return label[i + 1].lower()
        i = label.find("_", i + 2)
    return None


def read_po(path):
    """msgid -> msgstr of the translated, non-fuzzy singular messages."""
    catalogue = {}
    entry = {}
    key = None
    fuzzy = False

    def flush():
        if entry.get("msgid") and entry.get("msgstr") and not fuzzy:
            catalogue[entry["msgid"]] = entry["msgstr"]

    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                flush()
                entry, key, fuzzy = {}, None, False
            elif line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            elif line.startswith("#"):
                continue
            elif line.startswith('"') and key is not None:
                entry[key] += unescape_c(line[1:-1])
            else:
                word, _, rest = line.partition(" ")
                if word in ("msgid", "msgstr", "msgctxt", "msgid_plural", "msgstr[0]"):
                    key = word
                    entry[key] = unescape_c(rest.strip()[1:-1])
    flush()
    return catalogue


def collisions(labels):
    by_key = {}
    for label in labels:
        by_key.setdefault(access_key(label), []).append(label)
    return {k: v for k, v in by_key.items() if len(v) > 1}


def main():
    ui_dir, po_dir, languages = sys.argv[1], sys.argv[2], sys.argv[3:]
    dialogs = sorted(os.path.basename(p) for p in glob.glob(os.path.join(ui_dir, "*.ui"))
                     if os.path.basename(p) not in NOT_DIALOGS)
    failed = False
    for ui_name in dialogs:
        english = labels_of(ui_dir, ui_name)
        for lang in ["en"] + languages:
            if lang == "en":
                shown = english
            else:
                catalogue = read_po(os.path.join(po_dir, lang + ".po"))
                shown = [catalogue.get(label, label) for label in english]
            found = collisions(shown)
            if not found:
                print(f"{ui_name}: {lang}: ok ({len(shown)} labels)")
                continue
            failed = True
            for key, labels in sorted(found.items()):
                print(f"{ui_name}: {lang}: error: access key {key.upper()} on "
                      + ", ".join(f"“{label}”" for label in labels))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
