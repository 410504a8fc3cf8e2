#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; Playwright's own browser download is not used.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install Debian's 'chromium' package (sudo apt-get install chromium)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
chromium --version
