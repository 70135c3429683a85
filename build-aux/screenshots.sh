#!/bin/sh
# screenshots.sh: retake data/screenshots/ from real records
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: build-aux/screenshots.sh [BUILD_DIR [OUT_DIR]]
#
# Runs the uninstalled app (BUILD_DIR/src/ui/tengen, default build) in a
# private Xvfb screen of the metainfo's size (1180×820, so the screen is the
# window) with private settings, and writes into OUT_DIR (default
# data/screenshots):
#   main.png           reviewing a record with the side panel: MAIN_SGF at
#                      move MAIN_MOVE, its comment in the panel
#   scoring-zh_CN.png  counting SCORING_SGF under Chinese rules, in Chinese
#                      (tengen --count FILE --rules chinese, LANGUAGE=zh_CN)
#   board-19x19.png    the board alone, 800×800: BOARD_SGF at move
#                      BOARD_MOVE through Export Diagram (1200 px), scaled
# The records come from the shared corpus (TENGEN_TEST_CORPUS, default
# ../shared/sgf) unless MAIN_SGF, SCORING_SGF or BOARD_SGF name others; they
# are read, never copied into the project. ONLY=main (or scoring-zh_CN,
# board-19x19) retakes one. The PNGs lose their time stamps (convert
# -strip) and are compressed with optipng or pngcrush when one is
# installed.
#
# Needs: xvfb-run, xdotool, ImageMagick (import, convert), dbus-run-session,
# a CJK font for zh_CN (build-aux/install-deps.sh installs them all).

set -eu

build=${1:-build}
out=${2:-data/screenshots}
corpus=${TENGEN_TEST_CORPUS:-../shared/sgf}
main_sgf=${MAIN_SGF:-$corpus/games/famous/littlego_Blood-vomiting_game.sgf}
main_move=${MAIN_MOVE:-78}
scoring_sgf=${SCORING_SGF:-$corpus/games/ai_tournaments/berry2018_1-1_FineArt_VS_BADUKi.sgf}
board_sgf=${BOARD_SGF:-$corpus/games/alphago/alphago_LS_vs_AG_-_G4_-_English.sgf}
board_move=${BOARD_MOVE:-78}
width=1180
height=820
tengen=$(realpath "$build/src/ui/tengen")

for tool in xvfb-run xdotool import convert dbus-run-session; do
  command -v "$tool" > /dev/null 2>&1 || { echo "screenshots.sh: $tool is missing" >&2; exit 1; }
done
for f in "$tengen" "$main_sgf" "$scoring_sgf" "$board_sgf"; do
  [ -e "$f" ] || { echo "screenshots.sh: $f: no such file" >&2; exit 1; }
done
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shot NAME LANGUAGE KEYS -- ARGS...: runs the app on ARGS in a fresh
# screen and settings, types KEYS (xdotool key names) and saves NAME.png
# (or, with KEYS "export:MOVES", exports the diagram after MOVES).
shot () {
  name=$1 language=$2 keys=$3; shift 4
  home="$work/$name"
  mkdir -p "$home/config/glib-2.0/settings" "$home/data" "$home/state" "$home/cache"
  cat > "$home/config/glib-2.0/settings/keyfile" <<EOF
[io/github/tengen/Tengen]
window-width=$width
window-height=$height
window-maximized=false
side-panel-visible=true
show-coordinates=true
sound=false
EOF
  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
      GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$(realpath "$build/data")" \
      LANGUAGE="$language" LANG=C.UTF-8 LC_ALL= GDK_BACKEND=x11 GSK_RENDERER=cairo \
      GTK_A11Y=none NO_AT_BRIDGE=1 GTK_USE_PORTAL=0 \
    dbus-run-session -- xvfb-run -a -s "-screen 0 ${width}x${height}x24" \
      sh -c '
        out=$1 name=$2 keys=$3 tengen=$4; shift 4
        "$tengen" "$@" & pid=$!
        win=$(xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
        sleep 2
        xdotool windowfocus --sync "$win" 2>/dev/null || true
        case $keys in
          export:*)
            for k in ${keys#export:}; do xdotool key --clearmodifiers "$k"; sleep 0.05; done
            sleep 1
            xdotool key F10; sleep 1
            xdotool key e; sleep 2
            xdotool key ctrl+a; xdotool type --delay 20 "$HOME/board.png"; sleep 0.5
            xdotool key Return; sleep 3
            convert "$HOME/board.png" -alpha remove -resize 800x800 "$out/$name.png" ;;
          *)
            for k in $keys; do xdotool key --clearmodifiers "$k"; sleep 0.05; done
            sleep 2
            import -window root "$out/$name.png" ;;
        esac
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
      ' sh "$out" "$name" "$keys" "$tengen" "$@" 2>/dev/null
  [ -s "$out/$name.png" ] || { echo "screenshots.sh: $name.png was not written" >&2; exit 1; }
  echo "$out/$name.png"
}

# xdotool keys from the start of a record to move N: Page_Down goes ten
# moves, Right one.
moves_keys () {
  n=$1 keys="Home"
  while [ "$n" -ge 10 ]; do keys="$keys Page_Down"; n=$((n - 10)); done
  while [ "$n" -gt 0 ]; do keys="$keys Right"; n=$((n - 1)); done
  echo "$keys"
}

[ -n "${ONLY:-}" ] && [ "$ONLY" != main ] || shot main en "$(moves_keys "$main_move")" -- "$(realpath "$main_sgf")"
[ -n "${ONLY:-}" ] && [ "$ONLY" != scoring-zh_CN ] || shot scoring-zh_CN zh_CN "" -- --count "$(realpath "$scoring_sgf")" --rules chinese
[ -n "${ONLY:-}" ] && [ "$ONLY" != board-19x19 ] || shot board-19x19 en "export:$(moves_keys "$board_move")" -- "$(realpath "$board_sgf")"

for png in "$out/main.png" "$out/scoring-zh_CN.png" "$out/board-19x19.png"; do
  convert "$png" -strip "$png"
  if command -v optipng > /dev/null 2>&1; then
    optipng -quiet -o2 "$png"
  elif command -v pngcrush > /dev/null 2>&1; then
    pngcrush -q -ow "$png"
  fi
done
