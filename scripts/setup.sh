#!/usr/bin/env bash
# Installs what Redraw needs beyond the Swift toolchain: jemalloc's headers and
# library (Debian's libjemalloc-dev) and pkg-config, which SwiftPM uses to find
# them; for the tests, zlib's headers (zlib1g-dev: the tests decode PNGs) and
# librsvg's rsvg-convert (librsvg2-bin: the tests render the report's SVG
# charts with a real renderer). Safe to run again: it installs only what is missing.
# `--no-tests`: only what building and running Redraw needs (an app's CI gate).
set -euo pipefail

tests=1
for arg in "$@"; do
  case "$arg" in
    --no-tests) tests=0 ;;
    *) echo "setup: unknown option $arg (the only one is --no-tests)" >&2; exit 1 ;;
  esac
done

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists jemalloc 2>/dev/null; then need+=(libjemalloc-dev); fi
if [ "$tests" -eq 1 ]; then
  if ! pkg-config --exists zlib 2>/dev/null; then need+=(zlib1g-dev); fi
  command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
fi

if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "setup: ${need[*]} must be installed, and this user is not root and has no sudo; as root: apt-get install -y ${need[*]}" >&2
      exit 1
    fi
    sudo="sudo"
  fi
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH; Redraw needs Swift 6.3's toolchain for Linux from swift.org (it brings SwiftSyntax's host libraries, Observation and Swift Testing)" >&2
  exit 1
fi
# The runtime finds Observation's thread-local accessors (an SPI) and the toolchain's SwiftSyntax
# host libraries of this release; other releases are not checked.
case "$(swift --version 2>/dev/null | head -1)" in
  *"Swift version 6.3"*) ;;
  *) echo "setup: warning: Redraw is built and tested with Swift 6.3; this is $(swift --version 2>/dev/null | head -1)" >&2 ;;
esac
