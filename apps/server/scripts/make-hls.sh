#!/usr/bin/env bash
# Transcodes a film into an HLS ladder that hls.js (and Safari natively) plays:
#   OUTDIR/master.m3u8, OUTDIR/<rendition>/index.m3u8 + init.mp4 + segment_NNN.m4s
# for the renditions 360p and 180p. H.264 baseline and AAC-LC in fragmented MP4 (not MPEG-TS,
# whose `.ts` files tools would take for TypeScript), 2-second segments, each starting on a key frame.
# Bitrates are kept low on purpose (demo and test material); raise them for real films.
#
# Usage: make-hls.sh INPUT OUTDIR
# With HLS_PROGRESS=1, ffmpeg writes its progress (key=value lines, out_time_us=...) to stdout.
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 INPUT OUTDIR" >&2
  exit 64
fi
input=$1
outdir=$2
command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed" >&2; exit 69; }
command -v ffprobe >/dev/null || { echo "ffprobe is not installed" >&2; exit 69; }
[[ -f $input ]] || { echo "no such file: $input" >&2; exit 66; }

segment_seconds=2
# name:width:height:video bitrate (kbit/s)
renditions=("360p:640:360:300" "180p:320:180:110")

has_audio=$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$input" | head -n 1)

rm -rf "$outdir"
mkdir -p "$outdir"

split="[0:v]split=${#renditions[@]}"
for i in "${!renditions[@]}"; do split+="[s$i]"; done
filters="$split"
maps=()
video_args=()
stream_map=()
for i in "${!renditions[@]}"; do
  IFS=: read -r name width height kbps <<<"${renditions[$i]}"
  filters+=";[s$i]scale=w=$width:h=$height:force_original_aspect_ratio=decrease,pad=$width:$height:(ow-iw)/2:(oh-ih)/2,setsar=1[v$i]"
  maps+=(-map "[v$i]")
  video_args+=(-b:v:$i "${kbps}k" -maxrate:v:$i "$((kbps * 11 / 10))k" -bufsize:v:$i "$((kbps * 2))k")
  if [[ -n $has_audio ]]; then
    maps+=(-map 0:a:0)
    stream_map+=("v:$i,a:$i,name:$name")
  else
    stream_map+=("v:$i,name:$name")
  fi
done

progress_args=()
if [[ ${HLS_PROGRESS:-} == 1 ]]; then
  progress_args=(-progress pipe:1 -nostats)
fi

audio_args=()
if [[ -n $has_audio ]]; then
  audio_args=(-c:a aac -b:a 48k -ac 2 -ar 44100)
fi

ffmpeg -hide_banner -loglevel error "${progress_args[@]}" -y -i "$input" \
  -filter_complex "$filters" "${maps[@]}" \
  -c:v libx264 -profile:v baseline -level:v 3.0 -preset veryfast -pix_fmt yuv420p \
  "${video_args[@]}" \
  -force_key_frames "expr:gte(t,n_forced*$segment_seconds)" -sc_threshold 0 \
  "${audio_args[@]}" \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
  -f hls -hls_time "$segment_seconds" -hls_playlist_type vod -hls_flags independent_segments \
  -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$outdir/%v/segment_%03d.m4s" \
  -master_pl_name master.m3u8 \
  -var_stream_map "${stream_map[*]}" \
  "$outdir/%v/index.m3u8"

echo "HLS ladder written to $outdir/master.m3u8"
