#!/usr/bin/env bash
# Prints the path of a local Chromium for the end-to-end tests: $CHROME_PATH, or Debian's or
# Google's package. With none and apt usable as root, installs Debian's chromium package.
# It never downloads a browser from anywhere else. Only the path goes to stdout.
set -euo pipefail

if [[ -n "${CHROME_PATH:-}" ]]; then
  if [[ -x "$CHROME_PATH" ]]; then
    echo "$CHROME_PATH"
    exit 0
  fi
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi

for candidate in /usr/bin/chromium /usr/bin/google-chrome /usr/bin/chromium-browser; do
  if [[ -x "$candidate" ]]; then
    echo "$candidate"
    exit 0
  fi
done

if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found; installing Debian's chromium package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y chromium >&2
  if [[ -x /usr/bin/chromium ]]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

echo "No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH." >&2
exit 1
