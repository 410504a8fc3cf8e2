/**
 * Transcoding benchmark: seconds of work per minute of film for a 1080p and a 720p source, each
 * turned into its HLS ladder by the server's own `transcodeToHls` (ffprobe, the one-pass ladder,
 * the three thumbnails), beside two baselines of the same source in the same run: decoding it
 * only (what reading the film costs), and its top rung alone (the same encoder settings, one
 * rendition: what a single-rendition player would cost).
 *
 *   npm run bench:transcode -w @screener/bench   (BENCH_TRANSCODE_SECONDS, BENCH_TRANSCODE_ROUNDS)
 *
 * The sources are made first with ffmpeg's test pattern under moving grain (every pixel changes
 * each frame, so the encoder cannot coast as on a still pattern), 24 frames a second, stereo
 * sound, BENCH_TRANSCODE_SECONDS (20) long, at a screener file's usual rate. The three jobs alternate for BENCH_TRANSCODE_ROUNDS
 * rounds (2) and the medians are printed. Wall seconds are what an organiser waits on this
 * machine; CPU seconds (the children's user and system time, from /proc) hold better when other
 * work shares the cores. Everything is written in a temporary folder, removed at the end.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { hlsArguments, ladderFor, type Rung } from '../apps/server/src/modules/films/hls-ladder.ts';
import { transcodeToHls } from '../apps/server/src/modules/films/transcode-job.ts';

const run = promisify(execFile);
const FILM_SECONDS = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_TRANSCODE_ROUNDS ?? 2);
const SOURCES = [
  { name: '1080p', width: 1920, height: 1080 },
  { name: '720p', width: 1280, height: 720 },
];
/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds used by this process's finished children: /proc/self/stat's cutime and cstime
 * (fields 16 and 17), which grow as Node reaps each ffmpeg and ffprobe.
 */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

type Figure = { job: string; wall: number; cpu: number };

async function measure(job: string, work: () => Promise<void>): Promise<Figure> {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  await work();
  return { job, wall: (performance.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore };
}

/**
 * The test pattern under moving grain, with a tone, as a festival's screener file is usually asked
 * for: H.264 at about 16 Mbit/s for 1080p (scaled by the pixel count below it), AAC stereo.
 */
async function makeSource(file: string, width: number, height: number): Promise<void> {
  const kbps = Math.round((16_000 * width * height) / (1920 * 1080));
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=${FILM_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${FILM_SECONDS}`],
    ...['-vf', 'noise=alls=6:allf=t', '-c:v', 'libx264', '-preset', 'veryfast'],
    ...['-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.25)}k`, '-bufsize', `${kbps * 2}k`],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', '-ac', '2', '-shortest', file],
  ]);
}

/** Video and audio bytes written per second of film, in kbit/s, over every segment of a folder. */
async function kbpsOf(folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true }))
    if (entry.endsWith('.m4s')) bytes += (await stat(path.join(folder, entry))).size;
  return Math.round((bytes * 8) / 1000 / FILM_SECONDS);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const perMinute = (seconds: number) => (seconds * 60) / FILM_SECONDS;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'screener-transcode-bench-'));
  try {
    console.log(`${cpus().length} cores; load average before: ${load()}`);
    const results: { source: string; ladder: Rung[]; kbps: number; rounds: Figure[][] }[] = [];
    for (const source of SOURCES) {
      const input = path.join(folder, `${source.name}.mp4`);
      await makeSource(input, source.width, source.height);
      const ladder = ladderFor(source);
      const top = ladder.slice(0, 1);
      const rounds: Figure[][] = [];
      let kbps = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const out = path.join(folder, `${source.name}-out`);
        const figures: Figure[] = [];
        figures.push(
          await measure('decode only', async () => {
            await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', input, '-f', 'null', '-']);
          }),
        );
        figures.push(
          await measure(`top rung alone (${top[0]?.name})`, async () => {
            await rm(out, { recursive: true, force: true });
            await run('ffmpeg', hlsArguments({ input, outDir: out, rungs: top, hasAudio: true }));
          }),
        );
        figures.push(
          await measure(`the ladder (${ladder.map((rung) => rung.name).join(', ')})`, async () => {
            const outcome = await transcodeToHls({ input, outDir: out });
            if (!outcome.ok) throw new Error(outcome.reason);
          }),
        );
        kbps = await kbpsOf(out);
        rounds.push(figures);
      }
      results.push({ source: source.name, ladder, kbps, rounds });
    }
    console.log(`load average after: ${load()}\n`);

    console.log(`${FILM_SECONDS} s of film per job, ${ROUNDS} rounds; seconds per minute of film (median)`);
    console.log('| source | job | wall s/min | CPU s/min | wall vs top rung | rounds (wall s/min) |');
    console.log('|---|---|---:|---:|---:|---|');
    for (const result of results) {
      const topWall = median(result.rounds.map((figures) => figures[1]?.wall ?? 0));
      for (const [index, figure] of (result.rounds[0] ?? []).entries()) {
        const walls = result.rounds.map((figures) => figures[index]?.wall ?? 0);
        const cpus = result.rounds.map((figures) => figures[index]?.cpu ?? 0);
        console.log(
          `| ${result.source} | ${figure.job} | ${perMinute(median(walls)).toFixed(1)} | ${perMinute(
            median(cpus),
          ).toFixed(1)} | ${(median(walls) / topWall).toFixed(2)}x | ${walls
            .map((wall) => perMinute(wall).toFixed(1))
            .join(', ')} |`,
        );
      }
    }
    console.log('\n| source | rung | size | cap kbit/s |');
    console.log('|---|---|---|---:|');
    for (const result of results)
      for (const rung of result.ladder)
        console.log(`| ${result.source} | ${rung.name} | ${rung.width}x${rung.height} | ${rung.maxKbps} |`);
    for (const result of results)
      console.log(`${result.source}: the whole ladder wrote ${result.kbps} kbit/s of film (video and sound)`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
