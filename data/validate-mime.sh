#!/bin/sh
# validate-mime.sh MIME-XML: builds a private shared-mime-info database from
# Tengen's package and checks that SGF records are recognised by file name
# and by content ("(;" at the start, with or without a UTF-8 byte order mark),
# and the other servers' records Tengen imports (GIB, NGF, UGF/UGI).
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

xml=$1
update=${UPDATE_MIME_DATABASE:-update-mime-database}
gio=${GIO:-gio}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/data/mime/packages" "$tmp/files"
cp "$xml" "$tmp/data/mime/packages/"

if ! XDG_DATA_HOME="$tmp/data" "$update" "$tmp/data/mime" >"$tmp/update.log" 2>&1 || [ -s "$tmp/update.log" ]; then
  echo "update-mime-database rejected $xml:" >&2
  cat "$tmp/update.log" >&2
  exit 1
fi

cd "$tmp/files"
printf '(;FF[4]GM[1]SZ[19];B[pd];W[dp])\n' >game.sgf
printf '(;FF[4]GM[1]SZ[19])\n' >GAME.SGF
printf '(;GM[1]SZ[9]KM[7];B[ee])\n' >record
printf '(;FF[3]SZ[19])\n' >record-ff3
printf '\357\273\277(;CA[UTF-8]GM[1]SZ[19])\n' >record-bom
printf '(;GM[1] written in a text file\n' >notes.txt
printf 'just some words\n' >words
printf '\\HS\n\\[GIBOKIND=Global\\]\n' >game.gib
printf '\\HS\n\\[GIBOKIND=Global\\]\n' >tygem-record
printf 'Rated game\n19\n' >game.ngf
printf '[Header]\nVer=UGF3,200\n' >game.ugf
printf '[Header]\nVer=REVIEW1,200\n' >review.ugi
printf '[Header]\nVer=UGF3,200\n' >pandanet-record

failures=0
expect () {
  got=$(XDG_DATA_HOME="$tmp/data" XDG_DATA_DIRS="${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
        "$gio" info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p')
  if [ "$got" = "$2" ]; then
    echo "ok: $1 is $got"
  else
    echo "FAIL: $1 is '$got', expected '$2'" >&2
    failures=$((failures + 1))
  fi
}

expect game.sgf   application/x-go-sgf
expect GAME.SGF   application/x-go-sgf
expect record     application/x-go-sgf
expect record-ff3 application/x-go-sgf
expect record-bom application/x-go-sgf
expect notes.txt  text/plain
expect words      text/plain
expect game.gib       application/x-tygem-gib
expect tygem-record   application/x-tygem-gib
expect game.ngf       application/x-wbaduk-ngf
expect game.ugf       application/x-pandanet-ugf
expect review.ugi     application/x-pandanet-ugf
expect pandanet-record application/x-pandanet-ugf

[ "$failures" -eq 0 ]
