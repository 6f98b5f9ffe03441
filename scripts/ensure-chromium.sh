#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright never downloads a browser here).
# Installs it when missing, so `npm test` works on a fresh Debian machine.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
echo "Chromium not found at $chromium; installing Debian's chromium package…" >&2
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Please install Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi
[ -x "$chromium" ] || { echo "chromium is still missing at $chromium" >&2; exit 1; }
