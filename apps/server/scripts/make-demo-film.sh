#!/usr/bin/env bash
# Generates the demo film: a 12-second 720p test pattern with a 440 Hz tone, as the HLS ladder the
# server makes of uploads (720p, 480p, 360p) in apps/server/demo-media/test-pattern/, plus English
# and Hebrew WebVTT subtitles. The output is committed, so the demo plays offline without ffmpeg;
# run this again only to change it.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
outdir="$here/../demo-media/test-pattern"
seconds=12
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc=size=1280x720:rate=24:duration=$seconds" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=$seconds" \
  -c:v libx264 -preset veryfast -crf 18 -pix_fmt yuv420p -c:a aac -b:a 128k -shortest \
  "$work/test-pattern.mp4"

# The subtitles are written again below; the ladder's script empties the folder first.
(cd "$here/../../.." && npx node apps/server/scripts/make-hls.ts "$work/test-pattern.mp4" "$outdir")

mkdir -p "$outdir/subtitles"
cat >"$outdir/subtitles/en.vtt" <<'VTT'
WEBVTT

00:00:00.500 --> 00:00:04.000
This is the Screener demo film.

00:00:04.000 --> 00:00:08.000
A test pattern and a 440 Hz tone.

00:00:08.000 --> 00:00:11.500
If you can read this, subtitles work.
VTT
cat >"$outdir/subtitles/he.vtt" <<'VTT'
WEBVTT

00:00:00.500 --> 00:00:04.000
זהו סרט ההדגמה של Screener.

00:00:04.000 --> 00:00:08.000
תבנית בדיקה וצליל של 440 הרץ.

00:00:08.000 --> 00:00:11.500
אם אפשר לקרוא את זה, הכתוביות עובדות.
VTT

du -sh "$outdir"
