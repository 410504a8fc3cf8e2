/**
 * The HLS ladder of a film, built from its own picture (decision record 0040): the top rung is
 * the source itself fitted into 1920x1080 and never enlarged, the standard heights below it
 * follow, and every rung carries the source's audio.
 */

/** The largest picture made: Full HD, which H.264 level 4.0 and every player decode. */
export const TOP_BOX = { width: 1920, height: 1080 } as const;
/** The standard heights under the top rung. */
export const STANDARD_HEIGHTS = [720, 480, 360] as const;
/**
 * A standard height this close under the top rung (within 15 %) is left out: an 800-line film
 * gets 800, 480 and 360, not also a 720 that costs an encode and looks the same.
 */
export const CLOSEST_RUNG_BELOW = 0.85;
/** The cap of a 1920x1080 rung; smaller pictures get less (see `maxKbpsFor`). */
const FULL_HD_KBPS = 5000;
const FULL_HD_PIXELS = TOP_BOX.width * TOP_BOX.height;
/** AAC-LC stereo, muxed into every rung (the player's hls.js build plays no separate audio group). */
export const AUDIO_KBPS = 128;
/** Each segment starts on a key frame this often. */
export const SEGMENT_SECONDS = 2;
/** x264's speed against size: `veryfast` keeps a feature film within a few hours on two cores. */
export const X264_PRESET = 'veryfast';
/** Constant quality under each rung's cap: simple pictures take fewer bits than the cap. */
const X264_CRF = 21;

/** What the player shows: the picture after its rotation and pixel shape are applied. */
export type PictureSize = { width: number; height: number };

export type Rung = {
  /** `<height>p`: the rendition's folder, and what the player's quality menu shows. */
  name: string;
  width: number;
  height: number;
  /** The video's peak rate (x264's VBV cap); the master playlist's BANDWIDTH is built from it. */
  maxKbps: number;
};

/** The nearest even whole number, as 4:2:0 H.264 needs. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The size a player shows a video stream at: its coded size stretched by its sample aspect ratio
 * (an anamorphic 1440x1080 at 4:3 is 1920x1080), turned a quarter when its rotation says so.
 */
export function displaySize(stream: {
  width: number;
  height: number;
  /** ffprobe's `sample_aspect_ratio`: "4:3", or "0:1" / "N/A" / absent when unknown. */
  sampleAspectRatio?: string;
  /** Degrees, from the display matrix or the old `rotate` tag. */
  rotation?: number;
}): PictureSize {
  const [num, den] = (stream.sampleAspectRatio ?? '').split(':').map(Number);
  const aspect = num && den && num > 0 && den > 0 ? num / den : 1;
  const width = stream.width * aspect;
  const turned = Math.abs(Math.round((stream.rotation ?? 0) / 90)) % 2 === 1;
  return turned ? { width: stream.height, height: width } : { width, height: stream.height };
}

/**
 * A rung's peak video rate: 5,000 kbit/s for Full HD, scaled by the pixel count to the power 0.75,
 * since smaller pictures need more bits per pixel (1280x720 gets 2,700, 854x480 1,500, 640x360
 * 950), rounded to 50.
 */
export function maxKbpsFor(width: number, height: number): number {
  const kbps = FULL_HD_KBPS * ((width * height) / FULL_HD_PIXELS) ** 0.75;
  return Math.max(50, Math.round(kbps / 50) * 50);
}

/**
 * The ladder of a source, highest first. The top rung is the source fitted into 1920x1080 (never
 * enlarged), so a film is offered at its own resolution up to Full HD, whatever its height: a
 * 1920x800 scope film gets an 800p top rung, not a 720p one. Below it come the standard heights
 * 720, 480 and 360 that are lower than 85 % of the top, at the source's shape. A source under
 * 360 lines has its own height as its only rung.
 */
export function ladderFor(source: PictureSize): Rung[] {
  const scale = Math.min(1, TOP_BOX.width / source.width, TOP_BOX.height / source.height);
  const aspect = source.width / source.height;
  const topHeight = even(source.height * scale);
  const heights = [
    topHeight,
    ...STANDARD_HEIGHTS.filter((height) => height <= topHeight * CLOSEST_RUNG_BELOW),
  ];
  return heights.map((height) => {
    const width = height === topHeight ? even(source.width * scale) : even(height * aspect);
    return { name: `${height}p`, width, height, maxKbps: maxKbpsFor(width, height) };
  });
}

/**
 * ffmpeg's arguments for the ladder in one pass: the picture decoded once, split and scaled to
 * each rung, H.264 High in fragmented MP4 (not MPEG-TS, whose `.ts` files tools would take for
 * TypeScript), segments of SEGMENT_SECONDS each starting on a key frame, the source's first
 * audio track encoded into every rung. Output: OUT/master.m3u8 and OUT/<rung>/index.m3u8,
 * init_<n>.mp4, segment_NNN.m4s. With `progress`, ffmpeg writes key=value lines to stdout.
 */
export function hlsArguments(job: {
  input: string;
  outDir: string;
  rungs: readonly Rung[];
  hasAudio: boolean;
  progress?: boolean;
}): string[] {
  const { rungs, hasAudio } = job;
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = rungs.map((rung, i) => `[s${i}]scale=${rung.width}:${rung.height},setsar=1[v${i}]`);
  const perRung = rungs.flatMap((rung, i) => [
    ...['-map', `[v${i}]`, ...(hasAudio ? ['-map', '0:a:0'] : [])],
    ...[`-maxrate:v:${i}`, `${rung.maxKbps}k`, `-bufsize:v:${i}`, `${rung.maxKbps * 2}k`],
  ]);
  const streamMap = rungs
    .map((rung, i) => (hasAudio ? `v:${i},a:${i},name:${rung.name}` : `v:${i},name:${rung.name}`))
    .join(' ');
  return [
    ...['-hide_banner', '-loglevel', 'error', ...(job.progress ? ['-progress', 'pipe:1', '-nostats'] : [])],
    ...['-y', '-i', job.input, '-filter_complex', [split, ...scales].join(';'), ...perRung],
    ...['-c:v', 'libx264', '-preset', X264_PRESET, '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ...['-crf', String(X264_CRF), '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
    ...['-sc_threshold', '0'],
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000'] : []),
    // The same input makes the same files (the demo's ladder is committed).
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'fmp4'],
    ...['-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', `${job.outDir}/%v/segment_%03d.m4s`, '-master_pl_name', 'master.m3u8'],
    ...['-var_stream_map', streamMap, `${job.outDir}/%v/index.m3u8`],
  ];
}
