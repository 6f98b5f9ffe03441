#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright never downloads a browser here).
# Installs it when missing, so `npm test` works on a fresh Debian machine, and a CJK font when none is
# there: without one every Chinese glyph of this zh-CN UI renders as a box in screenshots, and each
# layout pays a failed font-fallback search per character (the bench then measures that, not the app).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    return 1
  fi
}

if [ ! -x "$chromium" ]; then
  echo "Chromium not found at $chromium; installing Debian's chromium package…" >&2
  apt_install chromium || {
    echo "Please install Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
    exit 1
  }
  [ -x "$chromium" ] || { echo "chromium is still missing at $chromium" >&2; exit 1; }
fi

# Best effort: the tests pass without it (they read text from the DOM, not from pixels).
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
  echo "No CJK font found; installing fonts-wqy-microhei (screenshots of the zh-CN UI need one)…" >&2
  apt_install fonts-wqy-microhei || echo "Could not install a CJK font: screenshots will show boxes for Chinese text." >&2
fi
