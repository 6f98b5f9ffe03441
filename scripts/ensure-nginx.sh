#!/usr/bin/env bash
# The deployable build is tested and measured on Debian's nginx with the shipped configuration (deploy/).
# Installs it when missing, as ensure-chromium.sh does for the browser, so `npm test`, `npm run bench`
# and `npm run serve:nginx` work on a fresh Debian machine. Only the binary is used: the scripts start
# their own nginx as the current user with a private prefix (scripts/serve-nginx.ts), never the
# system service. (On a machine with an init system, installing the package starts that service on
# port 80; a container's policy-rc.d usually stops it from starting.)
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"

if [ -x "$nginx" ]; then exit 0; fi
echo "nginx not found at $nginx; installing Debian's nginx package…" >&2
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
else
  echo "Please install nginx: apt-get install -y nginx (or set NGINX_PATH)" >&2
  exit 1
fi
[ -x "$nginx" ] || { echo "nginx is still missing at $nginx" >&2; exit 1; }
