#!/usr/bin/env python3
# check-cjk-punctuation.py: Chinese and Japanese typography in the app's text
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-cjk-punctuation.py SRC_DIR PO_DIR LANG...
#
# Chinese (and Japanese) text takes full-width parentheses with no space
# around them: "贴目 7.5（3¾ 子）", not "贴目 7.5 ( 3¾ 子 )". Two checks:
#   - every msgstr of the given languages: no half-width "(" or ")" beside
#     a CJK character, no space inside or outside a full-width one
#     (mnemonics such as "打开(_O)", the GNOME convention, and quoted SGF
#     syntax such as “(;” are left alone);
#   - the C sources under SRC_DIR: a format string with parentheses around
#     a value ("%s (%s)") that a user sees must be translatable, or a
#     translation cannot give it full-width parentheses. A literal passes
#     when it is the argument of _(), N_(), C_() or g_dngettext (), or is
#     marked /* not shown */ on its line (tengen-cli, logs).
# Prints one line per problem and exits 1 on any.

import glob
import os
import re
import sys

CJK = "[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff5e]"


def po_strings(path):
    text = open(path, encoding="utf-8").read()
    for block in text.split("\n\n"):
        if block.lstrip().startswith("#~"):
            continue
        fields = {}
        for key, value in re.findall(r'^(msgid|msgstr(?:\[\d\])?) ((?:"(?:[^"\\]|\\.)*"\n?)+)',
                                     block, re.M):
            fields[key] = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', value))
        if fields.get("msgid"):
            for key, value in fields.items():
                if key.startswith("msgstr") and value:
                    yield fields["msgid"], value


def check_po(po_dir, lang):
    problems = []
    for msgid, msgstr in po_strings(os.path.join(po_dir, lang + ".po")):
        text = re.sub(r"\(_\w\)", "", msgstr)
        text = re.sub(r"[“「][^”」]*[”」]", "", text)
        if re.search(r"\s[（）]|（\s", text) or re.search(r"\s）", text):
            problems.append("%s: space beside a full-width parenthesis: %r" % (lang, msgstr))
        if re.search(CJK + r"\s*[()]|[()]\s*" + CJK, text):
            problems.append("%s: half-width parenthesis beside CJK text: %r" % (lang, msgstr))
    return problems


TRANSLATED = re.compile(r'(\b_|\bN_|\bC_\s*\(\s*"[^"]*"\s*,|g_dngettext\s*\(\s*GETTEXT_PACKAGE\s*,'
                        r'(\s*"(?:[^"\\]|\\.)*"\s*,)?)\s*\(?\s*$')


def check_sources(src_dir):
    problems = []
    for path in sorted(glob.glob(os.path.join(src_dir, "ui", "**", "*.c"), recursive=True)):
        text = open(path, encoding="utf-8").read()
        for match in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', text):
            literal = match.group(1)
            if not re.search(r"\(%[-0-9.]*[a-z]", literal):
                continue
            line_start = text.rfind("\n", 0, match.start()) + 1
            line_end = text.find("\n", match.end())
            if "not shown" in text[line_start:line_end]:
                continue
            before = text[max(0, match.start() - 400):match.start()]
            if TRANSLATED.search(before):
                continue
            line = text.count("\n", 0, match.start()) + 1
            problems.append("%s:%d: untranslatable format with parentheses: \"%s\""
                            % (os.path.relpath(path, src_dir), line, literal))
    return problems


def main():
    src_dir, po_dir, langs = sys.argv[1], sys.argv[2], sys.argv[3:]
    problems = check_sources(src_dir)
    for lang in langs:
        problems += check_po(po_dir, lang)
    for p in problems:
        print(p)
    if not problems:
        print("ok: %s" % ", ".join(langs))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
