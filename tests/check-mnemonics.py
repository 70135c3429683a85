#!/usr/bin/env python3
# check-mnemonics.py: no two labels shown together share an access key, in
# English or in any translation
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-mnemonics.py SRC_UI_DIR PO_DIR LANG...
#
# A group is a set of labels with an underline that a user sees at the same
# time, in one window or popover (GTK looks access keys up per native
# surface). The groups are:
#   - each dialog: a .ui file other than the main window's, together with
#     the C files that fill it (tg-new-game-dialog*.c and tg-new-game-clock.c
#     for tg-new-game-dialog.ui: same stem);
#   - each menu of a .ui file (<menu id="...">: one popover);
#   - the main window in each of its states (MAIN_WINDOW below: the header
#     bar and the file banner are always there, the bar under the board
#     and the side panel change with play, counting and loading);
#   - each message dialog and file chooser made in C (the labels of one
#     adw_message_dialog_add_responses or gtk_file_chooser_native_new call),
#     and each window made in C only (C_WINDOWS).
# Every label with an underline in src/ui (.ui, .blp and .c files) must be
# in a group, and every label a group names must still be in the sources:
# a new button is never skipped silently. The access key is the character
# after the first "_" that is not "__". Prints one line per group and
# language, "ok" or the labels that collide, and exits 1 on any collision
# or any label out of place.

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# The main window (tg-window.ui) and what shows in it: the side panel, the
# score panel in it, the engine's Play Now. Its states: which labels are
# mapped together. Insensitive widgets do not take access keys (GTK skips
# them), so a button that is shown but disabled in a state is left out of
# that state, with the reason.
MAIN_WINDOW_SOURCES = ["tg-window.ui", "tg-side-panel.ui", "tg-score-panel.c",
                       "tg-window-engine.c"]
ALWAYS = ["_Open", "De_tails", "Reopen with _Encoding…"]
MAIN_WINDOW = {
    "main window, playing": ALWAYS + ["_Pass", "_Count", "_Resign", "Play _Now"],
    "main window, game over": ALWAYS + ["_Count", "Pla_y On"],
    # Pass, Count, Resign and Play On are hidden while counting.
    "main window, counting": ALWAYS + ["_Resume Play", "_Komi", "_Done"],
    # The bar's buttons are disabled while a file loads (win.pass, win.count,
    # win.resign, win.play-on and win.reopen-encoding need !loading).
    "main window, loading": ["_Open", "De_tails", "_Cancel"],
    "score panel, resume menu": ["_Black asks to resume", "_White asks to resume"],
}
# Windows made in C only: all their labels are shown together.
C_WINDOWS = ["tg-collection-dialog.c"]
# A preferences window shows one page at a time, with the labels outside
# its pages; pages built in C, beyond those of the .ui file.
PAGE_CLASSES = ("AdwPreferencesPage",)
C_PAGES = {"tg-preferences-window.ui": ["tg-preferences-engines.c"]}

UI_STRING = re.compile(r'<(?:property|attribute)\s+name="[\w-]+"\s+translatable="yes"[^>]*>([^<]*)<')
BLP_STRING = re.compile(r'_\(\s*"((?:[^"\\]|\\.)*)"\s*\)')
C_STRING = re.compile(r'\b(?:_|N_|C_)\s*\(\s*(?:"(?:[^"\\]|\\.)*"\s*,\s*)?"((?:[^"\\]|\\.)*)"\s*\)')
C_DIALOG_CALL = re.compile(r'\b(adw_message_dialog_add_responses?|gtk_file_chooser_native_new)\s*\(')


def unescape_xml(text):
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
            .replace("&apos;", "'").replace("&amp;", "&"))


def unescape_c(text):
    return text.encode("utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def access_key(label):
    i = label.find("_")
    while i >= 0 and i + 1 < len(label):
        if label[i + 1] != "_":
            return label[i + 1].lower()
        i = label.find("_", i + 2)
    return None


def with_keys(labels):
    return [label for label in dict.fromkeys(labels) if access_key(label) is not None]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def ui_strings(element, skip):
    """The translatable strings under element, but those under a <menu> or
    an <object> of a class in skip."""
    found = []
    for child in element:
        if child.tag == "menu" or (child.tag == "object" and child.get("class") in skip):
            continue
        if child.tag in ("property", "attribute") and child.get("translatable") == "yes":
            found.append(child.text or "")
        found += ui_strings(child, skip)
    return found


def strings_of(path):
    """The translatable strings of a .ui, .blp or .c file, but those of its
    menus and preferences pages (.ui) and of its message dialogs and file
    choosers (.c), which are groups of their own."""
    if path.endswith(".ui"):
        return ui_strings(ET.parse(path).getroot(), PAGE_CLASSES)
    text = read(path)
    if path.endswith(".blp"):
        return [unescape_c(m) for m in BLP_STRING.findall(text)]
    for m in reversed(list(C_DIALOG_CALL.finditer(text))):
        text = text[:m.start()] + text[call_end(text, m.end() - 1):]
    return [unescape_c(m) for m in C_STRING.findall(text)]


def pages_of(path):
    """[labels] of each preferences page of a .ui file (shown one at a time)."""
    return [with_keys(ui_strings(page, ())) for page in ET.parse(path).getroot().iter("object")
            if page.get("class") in PAGE_CLASSES]


def menus_of(path):
    """{menu id: labels} of a .ui file's <menu> elements."""
    menus = {}
    for menu in ET.parse(path).getroot().iter("menu"):
        labels = [a.text or "" for a in menu.iter("attribute")
                  if a.get("name") == "label" and a.get("translatable") == "yes"]
        if with_keys(labels):
            menus[menu.get("id", "?")] = with_keys(labels)
    return menus


def call_end(text, start):
    """The index after the parenthesis that closes the call opened at start."""
    depth = 0
    i = start
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def c_dialogs_of(path):
    """[(line, labels)] of the message dialogs and file choosers of a .c file."""
    text = read(path)
    dialogs = []
    for m in C_DIALOG_CALL.finditer(text):
        call = text[m.end() - 1:call_end(text, m.end() - 1)]
        labels = with_keys(unescape_c(s) for s in C_STRING.findall(call))
        if labels:
            dialogs.append((text.count("\n", 0, m.start()) + 1, labels))
    return dialogs


def collect_groups(ui_dir):
    """{group name: labels} and {source file: labels it has to place}."""
    groups = {}
    sources = sorted(glob.glob(os.path.join(ui_dir, "**", "*.ui"), recursive=True)
                     + glob.glob(os.path.join(ui_dir, "**", "*.blp"), recursive=True)
                     + glob.glob(os.path.join(ui_dir, "**", "*.c"), recursive=True))
    # In the order of the sources, so that the report reads the same each run.
    unplaced = {os.path.relpath(p, ui_dir): dict.fromkeys(with_keys(strings_of(p))) for p in sources}

    def place(name, rel_paths, labels):
        groups[name] = labels
        for rel in rel_paths:
            for label in labels:
                unplaced[rel].pop(label, None)

    for path in sources:
        rel = os.path.relpath(path, ui_dir)
        if rel.endswith(".ui"):
            for menu, labels in menus_of(path).items():
                place(f"{rel}: menu {menu}", [rel], labels)
        for line, labels in c_dialogs_of(path) if rel.endswith(".c") else []:
            place(f"{rel}:{line}: dialog", [rel], labels)

    for path in sources:
        rel = os.path.relpath(path, ui_dir)
        if not rel.endswith((".ui", ".blp")) or rel in MAIN_WINDOW_SOURCES:
            continue
        stem = rel.rsplit(".", 1)[0]
        parts = [rel] + sorted(os.path.relpath(c, ui_dir) for c in glob.glob(os.path.join(ui_dir, stem + "*.c")))
        parts += [c for c in EXTRA_SOURCES.get(rel, [])]
        labels = with_keys(label for part in parts for label in unplaced[part])
        pages = (pages_of(path) if rel.endswith(".ui") else [])
        pages = [page for page in pages + [with_keys(unplaced[c]) for c in C_PAGES.get(rel, [])] if page]
        parts += C_PAGES.get(rel, [])
        if not labels and not pages:
            continue
        if len(pages) <= 1:
            place(rel, parts, labels + (pages[0] if pages else []))
        for n, page in enumerate(pages if len(pages) > 1 else []):
            place(f"{rel}: page {n + 1}", parts, labels + page)

    for rel in C_WINDOWS:
        if rel in unplaced:
            place(rel, [rel], with_keys(unplaced[rel]))

    window_sources = [rel for rel in MAIN_WINDOW_SOURCES if rel in unplaced]
    if not window_sources:   # a folder of dialogs only (the checker's own test)
        return groups, {rel: labels for rel, labels in unplaced.items() if labels}
    window_labels = set().union(*(set(unplaced[rel]) for rel in window_sources))
    for name, labels in MAIN_WINDOW.items():
        missing = [label for label in labels if label not in window_labels]
        if missing:
            raise SystemExit(f"check-mnemonics.py: error: {name}: no longer in "
                             + ", ".join(MAIN_WINDOW_SOURCES) + ": "
                             + ", ".join(f"“{label}”" for label in missing))
        place(name, window_sources, labels)
    return groups, {rel: labels for rel, labels in unplaced.items() if labels}


# The C files that add rows to a dialog, beyond <stem>*.c.
EXTRA_SOURCES = {"tg-new-game-dialog.ui": ["tg-new-game-clock.c"]}


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
    groups, unplaced = collect_groups(ui_dir)
    failed = False
    for rel, labels in sorted(unplaced.items()):
        failed = True
        print(f"{rel}: error: in no group (add it to check-mnemonics.py): "
              + ", ".join(f"“{label}”" for label in labels))
    catalogues = {lang: read_po(os.path.join(po_dir, lang + ".po")) for lang in languages}
    for name, english in sorted(groups.items()):
        for lang in ["en"] + languages:
            shown = english if lang == "en" else [catalogues[lang].get(label, label) for label in english]
            found = collisions(shown)
            if not found:
                print(f"{name}: {lang}: ok ({len(shown)} labels)")
                continue
            failed = True
            for key, labels in sorted(found.items()):
                print(f"{name}: {lang}: error: access key {key.upper()} on "
                      + ", ".join(f"“{label}”" for label in labels))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
