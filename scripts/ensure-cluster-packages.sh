#!/usr/bin/env bash
# `npm run cluster` runs Debian's PostgreSQL, Redis and nginx; this installs the packages missing.
# The services the packages set up for the system are not used: the cluster starts its own.
set -euo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || command -v pg_ctl >/dev/null 2>&1 || missing+=(postgresql postgresql-contrib)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the cluster: ${missing[*]} (sudo apt-get install ${missing[*]})." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed ${missing[*]}."
