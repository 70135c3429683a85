#!/bin/sh
# Installs everything Tengen needs to build, test and run on Debian 12
# (bookworm). Run as root. This is the one list of build dependencies:
# the README's quick start and .ci/run both call it. fonts-wqy-microhei is
# the CJK font (Chinese, Japanese kana, Korean Hangul in 1.6 MB, against
# 56 MB for fonts-noto-cjk): without one the Chinese, Japanese and Korean
# UIs are boxes. flatpak-builder lets the flatpak-manifest test run
# `flatpak-builder --show-manifest` (no Flatpak runtime is installed).
# leela-zero is the analysis engine the tests start (on a tiny network they
# write themselves; Debian ships no network).
set -eu

packages="
  meson ninja-build pkg-config gcc gettext itstool
  libglib2.0-dev libglib2.0-bin libjson-glib-dev
  libgtk-4-dev libadwaita-1-dev librsvg2-dev libcairo2-dev
  desktop-file-utils appstream shared-mime-info
  libgtk-4-media-gstreamer gstreamer1.0-plugins-base gstreamer1.0-plugins-good
  xvfb xauth dbus dbus-x11 xdotool imagemagick
  gnugo leela-zero python3 fonts-wqy-microhei
  flatpak-builder
"

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps.sh: run me as root (sudo $0)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -q
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $packages
