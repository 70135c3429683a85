#!/bin/sh
# test-po-app.sh: the uninstalled app speaks every language of po/ (TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-po-app.sh PO_DIR TENGEN
# For each language in PO_DIR/LINGUAS, runs `TENGEN --help` with
# LANGUAGE=<lang> and checks that it prints that language's translation of
# "Show the version and quit" (taken from the .po): the .mo files are built,
# main.c finds them in the build tree, and the app's strings are marked.
# Needs no display. MSGGREP may name the msggrep program.

set -u

po_dir=${1:?usage: test-po-app.sh PO_DIR TENGEN}
tengen=${2:?usage: test-po-app.sh PO_DIR TENGEN}
msggrep=${MSGGREP:-msggrep}
msgid='Show the version and quit'

# LANGUAGE is honoured in any locale but C/POSIX; C.UTF-8 needs no
# generated locales.
if ! locale -a 2>/dev/null | grep -qix 'c\.utf-\?8'; then
  echo "1..0 # SKIP no C.UTF-8 locale"
  exit 0
fi

languages=$(sed -e 's/#.*//' "$po_dir/LINGUAS" | tr -s ' \t' '\n\n' | sed -e '/^$/d')
n=0
for lang in $languages; do n=$((n + 1)); done
echo "1..$n"

i=0
failed=0
for lang in $languages; do
  i=$((i + 1))
  # The msgstr of $msgid, on one line.
  expected=$("$msggrep" --msgid --fixed-strings --regexp="$msgid" --no-wrap \
               "$po_dir/$lang.po" 2>/dev/null |
             sed -n -e 's/^msgstr "\(.*\)"$/\1/p' | tail -n 1)
  if [ -z "$expected" ]; then
    echo "not ok $i - $lang: no translation of \"$msgid\" in $lang.po"
    failed=1
    continue
  fi
  output=$(env LANGUAGE="$lang" LANG=C.UTF-8 LC_ALL= LC_MESSAGES= "$tengen" --help 2>&1)
  if printf '%s\n' "$output" | grep -qF -- "$expected"; then
    echo "ok $i - $lang: tengen --help says \"$expected\""
  else
    echo "not ok $i - $lang: tengen --help does not say \"$expected\""
    printf '%s\n' "$output" | sed -e 's/^/# /'
    failed=1
  fi
done

exit $failed
