#!/bin/sh
# test-po.sh: every translation in po/ is valid and complete (TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-po.sh PO_DIR
# For each language in PO_DIR/LINGUAS: msgfmt --check (formats, header,
# domain) and --check-accelerators=_ (one mnemonic in, one out), and no
# untranslated or fuzzy message (msgfmt --statistics). Also fails on a .po
# file that LINGUAS does not list. MSGFMT may name the msgfmt program.
# Last, no two labels shown together share an access key in English or any
# language (check-mnemonics.py over src/ui: dialogs, menus, the main window
# in each state; when python3 is there).

set -u

po_dir=${1:?usage: test-po.sh PO_DIR}
msgfmt=${MSGFMT:-msgfmt}

if [ ! -r "$po_dir/LINGUAS" ]; then
  echo "1..0 # SKIP no $po_dir/LINGUAS"
  exit 0
fi

languages=$(sed -e 's/#.*//' "$po_dir/LINGUAS" | tr -s ' \t' '\n\n' | sed -e '/^$/d')
n=0
for lang in $languages; do n=$((n + 1)); done
for file in "$po_dir"/*.po; do
  [ -e "$file" ] && n=$((n + 1))
done
n=$((n + 1))
echo "1..$n"

i=0
failed=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

for lang in $languages; do
  i=$((i + 1))
  po="$po_dir/$lang.po"
  if [ ! -r "$po" ]; then
    echo "not ok $i - $lang: $po is missing"
    failed=1
    continue
  fi
  if ! LC_ALL=C "$msgfmt" --check --check-accelerators=_ --statistics \
         -o /dev/null "$po" > "$tmp" 2>&1; then
    echo "not ok $i - $lang: msgfmt --check failed"
    sed -e 's/^/# /' "$tmp"
    failed=1
    continue
  fi
  stats=$(tail -n 1 "$tmp")
  case $stats in
    *fuzzy*|*untranslated*)
      echo "not ok $i - $lang: incomplete: $stats"
      failed=1 ;;
    *" translated message"*)
      echo "ok $i - $lang: $stats" ;;
    *)
      echo "not ok $i - $lang: no statistics from msgfmt"
      sed -e 's/^/# /' "$tmp"
      failed=1 ;;
  esac
done

# Every .po file is listed, or meson would neither build nor install it.
for file in "$po_dir"/*.po; do
  [ -e "$file" ] || continue
  i=$((i + 1))
  lang=$(basename "$file" .po)
  if printf '%s\n' $languages | grep -qx -- "$lang"; then
    echo "ok $i - $lang.po is in LINGUAS"
  else
    echo "not ok $i - $lang.po is not in LINGUAS"
    failed=1
  fi
done

# Access keys: one per label in each group shown together, in every language.
i=$((i + 1))
here=$(dirname "$0")
ui_dir="$po_dir/../src/ui"
if ! command -v python3 > /dev/null 2>&1; then
  echo "ok $i # SKIP no python3 for the access-key check"
elif python3 "$here/check-mnemonics.py" "$ui_dir" "$po_dir" $languages > "$tmp" 2>&1; then
  echo "ok $i - no access key twice in a group, in English or $(echo $languages)"
else
  echo "not ok $i - access keys used twice in a group"
  grep -v ': ok' "$tmp" | sed -e 's/^/# /'
  failed=1
fi

exit $failed
