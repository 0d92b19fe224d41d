#!/usr/bin/env bash
# Installs what Redraw needs beyond the Swift toolchain: jemalloc's headers and
# library (Debian's libjemalloc-dev) and pkg-config, which SwiftPM uses to find
# them; for the tests, zlib's headers (zlib1g-dev: the tests decode PNGs) and
# librsvg's rsvg-convert (librsvg2-bin: the tests render the report's SVG
# charts with a real renderer). Safe to run again: it installs only what is missing.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists jemalloc 2>/dev/null; then need+=(libjemalloc-dev); fi
if ! pkg-config --exists zlib 2>/dev/null; then need+=(zlib1g-dev); fi
command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)

if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH; Redraw needs the Swift 6 toolchain (it brings SwiftSyntax, Observation and Swift Testing)" >&2
  exit 1
fi
