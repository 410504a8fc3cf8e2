#!/usr/bin/env bash
# The media pipeline and its tests run Debian's ffmpeg (and ffprobe); installed when missing.
set -euo pipefail
if command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ffmpeg is missing: install Debian's 'ffmpeg' package (sudo apt-get install ffmpeg)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq ffmpeg >/dev/null
ffmpeg -version | head -n 1
