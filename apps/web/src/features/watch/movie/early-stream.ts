import type Hls from 'hls.js/light';
import { hlsConfig } from './hls-config';
import { withHlsPlayer } from './hls-player-loader';

type EarlyStream = { src: string; startAt: number; hls: Hls | null; dropped: boolean };
type HlsPlayer = typeof import('hls.js/light').default;

/** The one stream started ahead of the player, until the player takes it or the page drops it. */
let early: EarlyStream | null = null;

/**
 * Starts hls.js on the film's source before the player is drawn: the manifest, the rendition's
 * playlist and the first segment load while the page renders its stage (hls.js's
 * `startFragPrefetch`), and the player attaches its video element to this instance when it mounts.
 * A fatal error drops it, and the player then starts its own as it would have.
 */
export function startEarlyStream(src: string, startAt: number): void {
  dropEarlyStream();
  const stream: EarlyStream = { src, startAt, hls: null, dropped: false };
  early = stream;
  const start = (HlsPlayer: HlsPlayer) => {
    if (stream.dropped || !HlsPlayer.isSupported()) return;
    const hls = new HlsPlayer({ ...hlsConfig(startAt), startFragPrefetch: true });
    stream.hls = hls;
    hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
      if (data.fatal && early === stream) dropEarlyStream();
    });
    hls.loadSource(src);
  };
  // Without the library the player, when it mounts, reports the failure itself.
  withHlsPlayer(
    ({ default: HlsPlayer }) => start(HlsPlayer),
    () => undefined,
  );
}

/** The early stream of `src` from `startAt`, handed over once; any other is dropped. */
export function takeEarlyStream(src: string, startAt: number): Hls | null {
  const stream = early;
  if (stream?.hls && stream.src === src && stream.startAt === startAt) {
    early = null;
    return stream.hls;
  }
  dropEarlyStream();
  return null;
}

/** Stops a stream started early that no player took (the page left, or chose another source). */
export function dropEarlyStream(): void {
  if (!early) return;
  early.dropped = true;
  early.hls?.destroy();
  early = null;
}
