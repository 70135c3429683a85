#!/bin/sh
# test-check-mnemonics.sh: check-mnemonics.py finds what it is there for (TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-check-mnemonics.sh
# On folders made here: two labels of one dialog with the same access key
# (in English, and only in a translation), a label in no group, and a
# clean dialog with a menu whose items repeat the dialog's keys (a menu is
# a popover of its own).

set -u
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "1..4"
failed=0

dialog () {   # dialog DIR LABEL... : a .ui file with one button per label
  d=$1; shift
  mkdir -p "$d"
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<interface>'
    echo '  <menu id="menu"><section>'
    echo '    <item><attribute name="label" translatable="yes">_Start Over</attribute></item>'
    echo '  </section></menu>'
    echo '  <object class="GtkBox">'
    for label in "$@"; do
      echo "    <child><object class=\"GtkButton\"><property name=\"label\" translatable=\"yes\">$label</property></object></child>"
    done
    echo '  </object>'
    echo '</interface>'
  } > "$d/tg-test-dialog.ui"
}

result () {   # result N NAME EXPECTED-RC PATTERN DIR [LANG]
  n=$1 name=$2 want=$3 pattern=$4 dir=$5; shift 5
  python3 "$here/check-mnemonics.py" "$dir" "$tmp/po" "$@" > "$tmp/out" 2>&1
  rc=$?
  if [ "$rc" -eq "$want" ] && grep -q -- "$pattern" "$tmp/out"; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name (exit $rc)"
    failed=1
    sed -e 's/^/# /' "$tmp/out"
  fi
}

mkdir -p "$tmp/po"
printf 'msgid "_Save"\nmsgstr "保存(_S)"\n\nmsgid "_Open"\nmsgstr "打开(_S)"\n' > "$tmp/po/xx.po"

dialog "$tmp/clash" "_Save" "_Start"
result 1 "same key in one dialog" 1 "tg-test-dialog.ui: en: error: access key S on “_Save”, “_Start”" "$tmp/clash"

dialog "$tmp/translated" "_Save" "_Open"
result 2 "same key in a translation only" 1 "tg-test-dialog.ui: xx: error: access key S on “保存(_S)”, “打开(_S)”" "$tmp/translated" xx

dialog "$tmp/stray" "_Save"
printf 'static const char *s = N_("_Frobnicate");\n' > "$tmp/stray/tg-stray.c"
result 3 "a label in no group" 1 "tg-stray.c: error: in no group (add it to check-mnemonics.py): “_Frobnicate”" "$tmp/stray"

dialog "$tmp/clean" "_Save" "_Open"
result 4 "a menu is a group of its own" 0 "tg-test-dialog.ui: menu menu: en: ok (1 labels)" "$tmp/clean"

exit $failed
