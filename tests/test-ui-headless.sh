#!/bin/sh
# test-ui-headless.sh: without a display every UI test program skips (TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-ui-headless.sh PROGRAM...
# Runs each UI test program with no DISPLAY and no WAYLAND_DISPLAY, as
# `meson test` does on a machine without one, and expects it to say so: exit
# status 0 and the TAP plan "1..0 # SKIP no display", with no test run (a
# test run without a display crashes in GTK, a test that skips alone lets
# the next one crash). Under xvfb-run too: the display is taken away here.

set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "1..$#"
n=0
failed=0
for program in "$@"; do
  n=$((n + 1))
  name=$(basename "$program")
  env -u DISPLAY -u WAYLAND_DISPLAY "$program" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  if [ "$rc" -eq 0 ] && grep -qx '1\.\.0 # SKIP no display' "$tmp/out" &&
     ! grep -q '^\(not \)\?ok ' "$tmp/out"; then
    echo "ok $n $name skips without a display"
  else
    echo "not ok $n $name without a display: exit status $rc"
    sed 's/^/# /' "$tmp/out" "$tmp/err" | tail -n 20
    failed=1
  fi
done
exit $failed
