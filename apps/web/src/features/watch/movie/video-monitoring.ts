import type Hls from 'hls.js/light';

/** The part of Mux Data's SDK (`mux-embed`) the player uses (mux-embed.d.ts). */
export type MuxSdk = typeof import('mux-embed').default;

/** What is watched: the company's Mux environment key and the film. */
export type MonitoredPlayback = {
  envKey: string;
  video: HTMLVideoElement;
  hls: { instance: Hls; Hls: typeof Hls } | null;
  film: { id: string; title: string };
  /** When the player was given its source (ms since the epoch): Mux counts start-up time from it. */
  initTime: number;
};

/** A failure the player gave up on (use-hls-playback's StreamProblem); a refusal carries the server's message. */
export type PlaybackFailure = {
  kind: 'manifestLoad' | 'network' | 'unrecoverable' | 'unsupported' | 'refused';
  message?: string;
};

export type VideoMonitor = { error(problem: PlaybackFailure): void; stop(): void };

/** The SDK, fetched only by a company that set a key, so no other site downloads it. */
export const loadMux = (): Promise<MuxSdk> => import('mux-embed').then((module) => module.default);

/** Numbers for the player's own failures (Mux wants a numeric code); the kind goes along as context. */
const ERROR_CODES: Record<PlaybackFailure['kind'], number> = {
  manifestLoad: 1,
  network: 2,
  unrecoverable: 3,
  unsupported: 4,
  refused: 5,
};

/**
 * Reports one playback to Mux Data (decision 0060). The SDK watches the element (start-up time
 * from `initTime`, stalls as rebuffering) and hls.js (renditions, bandwidth, request failures);
 * the errors it hears are the player's own, once it gives up: hls.js errors the player recovers
 * from are not counted as failed views. Calls made before the SDK arrives wait for it; a monitor
 * stopped first never starts.
 */
export function startVideoMonitor(load: () => Promise<MuxSdk>, playback: MonitoredPlayback): VideoMonitor {
  let sdk: MuxSdk | null = null;
  let stopped = false;
  const pending: PlaybackFailure[] = [];
  const emit = (mux: MuxSdk, problem: PlaybackFailure) =>
    mux.emit(playback.video, 'error', {
      player_error_code: ERROR_CODES[problem.kind],
      player_error_message: problem.message ?? problem.kind,
      player_error_context: problem.kind,
    });
  load().then(
    (mux) => {
      if (stopped) return;
      sdk = mux;
      mux.monitor(playback.video, {
        automaticErrorTracking: false,
        ...(playback.hls ? { hlsjs: playback.hls.instance, Hls: playback.hls.Hls } : {}),
        data: {
          env_key: playback.envKey,
          player_name: 'Screener',
          player_init_time: playback.initTime,
          video_id: playback.film.id,
          video_title: playback.film.title,
          video_stream_type: 'on-demand',
        },
      });
      for (const problem of pending.splice(0)) emit(mux, problem);
    },
    // Monitoring that cannot load leaves the film playing.
    () => undefined,
  );
  return {
    error(problem) {
      if (stopped) return;
      if (sdk) emit(sdk, problem);
      else pending.push(problem);
    },
    stop() {
      stopped = true;
      sdk?.destroyMonitor(playback.video);
    },
  };
}
