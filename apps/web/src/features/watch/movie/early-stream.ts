import type Hls from 'hls.js/light';
import { hlsConfig } from './hls-config';
import { loadHlsPlayer } from './hls-player-loader';

type EarlyStream = { src: string; startAt: number; hls: Hls | null; dropped: boolean };
type HlsPlayer = typeof import('hls.js/light').default;

/** The one stream started ahead of the player, until the player takes it or the page drops it. */
let early: EarlyStream | null = null;

/**
 * hls.js once loaded. Even for a module already loaded, `import()` resolves in a later task, which
 * comes after the page's render of its stage (a few hundred milliseconds on a slow phone): with the
 * class at hand the stream starts in the same task as the last answer arrives.
 */
let loadedPlayer: HlsPlayer | null = null;
let loadingPlayer: Promise<HlsPlayer> | null = null;

/** Loads hls.js for an early stream; the watch page calls it as it opens. */
export function prepareEarlyStream(): Promise<HlsPlayer> {
  loadingPlayer ??= loadHlsPlayer().then(({ default: player }) => {
    loadedPlayer = player;
    return player;
  });
  // A failed load is retried by the next page, and the player reports its own.
  loadingPlayer.catch(() => {
    loadingPlayer = null;
  });
  return loadingPlayer;
}

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
  if (loadedPlayer) start(loadedPlayer);
  else prepareEarlyStream().then(start, () => undefined);
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
