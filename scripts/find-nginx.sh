#!/usr/bin/env bash
# Prints the path of nginx for the check of the nginx example, docs/nginx.conf (e2e/nginx.e2e.ts): $NGINX_PATH,
# or Debian's package. With none and apt usable as root, installs Debian's nginx package (its
# service is not started). Only the path goes to stdout.
set -euo pipefail

if [[ -n "${NGINX_PATH:-}" ]]; then
  if [[ -x "$NGINX_PATH" ]]; then
    echo "$NGINX_PATH"
    exit 0
  fi
  echo "NGINX_PATH=$NGINX_PATH is not an executable file." >&2
  exit 1
fi

for candidate in /usr/sbin/nginx /usr/bin/nginx; do
  if [[ -x "$candidate" ]]; then
    echo "$candidate"
    exit 0
  fi
done

if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "No nginx found; installing Debian's nginx package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  # The package would start its service; nothing here needs it running. A policy already in place
  # is left as it is.
  own_policy=0
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    own_policy=1
  fi
  status=0
  { apt-get update && apt-get install -y --no-install-recommends nginx; } >&2 || status=$?
  if [[ "$own_policy" == "1" ]]; then rm -f /usr/sbin/policy-rc.d; fi
  if [[ "$status" == "0" && -x /usr/sbin/nginx ]]; then
    echo /usr/sbin/nginx
    exit 0
  fi
fi

echo "No nginx found. Install one (Debian: apt-get install -y nginx) or set NGINX_PATH." >&2
exit 1
