import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import type Hls from 'hls.js/light';
import type { ErrorData, Level, LevelSwitchedData } from 'hls.js/light';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/api-errors';
import { setStreamCookie } from '../use-stream-cookie-renewal';
import { takeEarlyStream } from './early-stream';
import { hlsConfig } from './hls-config';
import { withHlsPlayer } from './hls-player-loader';
import { streamRefusal } from './stream-refusal';
import { loadMux, startVideoMonitor, type VideoMonitor } from './video-monitoring';

/** A rendition the viewer may pick, as `<height>p`; `auto` lets hls.js choose. */
export type Rendition = { index: number; height: number; value: string };
export const AUTO_RESOLUTION = 'auto';

/** Why the stream stopped (spec part 2 §8); `retry` says whether trying again can help. */
export type StreamProblem =
  | { kind: 'manifestLoad' | 'network' | 'unrecoverable' | 'unsupported'; retry: boolean }
  | { kind: 'refused'; message: string; retry: boolean };

/** Monitoring of the playback by the company's QoE service (video-monitoring.ts); null: none. */
export type PlaybackMonitoring = { envKey: string; film: { id: string; title: string } } | null;

const HLS_MIME = 'application/vnd.apple.mpegurl';
/** Media errors hls.js may recover from before the stream is given up. */
const MEDIA_RECOVERIES = 2;

type MonitoredHls = Parameters<typeof startVideoMonitor>[1]['hls'];

export function renditionIndex(renditions: readonly Rendition[], resolution: string): number {
  return renditions.find((rendition) => rendition.value === resolution)?.index ?? -1;
}

/**
 * Plays an HLS source in the video element: hls.js where Media Source Extensions exist (buffer of
 * spec part 2 §9), else the browser's own HLS (Safari), else "unsupported". Network and media
 * failures are recovered from once or twice as hls.js advises before they stop the stream.
 * `startAt` (seconds, read when the source starts) is where hls.js loads its first segment, so a
 * viewer who resumes does not wait for the film's first segment and then a second one after a seek.
 */
export function useHlsPlayback(
  video: HTMLVideoElement | null,
  src: string | null,
  resolution: string,
  startAt: () => number = () => 0,
  monitoring: PlaybackMonitoring = null,
) {
  const [renditions, setRenditions] = useState<Rendition[]>([]);
  /** The rendition on screen (`<height>p`), which Auto names; null until hls.js reports one. */
  const [playing, setPlaying] = useState<string | null>(null);
  const [problem, setProblem] = useState<StreamProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hlsRef = useRef<Hls | null>(null);
  const resolutionRef = useRef(resolution);
  resolutionRef.current = resolution;
  const startAtRef = useRef(startAt);
  startAtRef.current = startAt;
  const monitoringRef = useRef(monitoring);
  monitoringRef.current = monitoring;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the stream on retry.
  useEffect(() => {
    if (!video || !src) return;
    setProblem(null);
    setRenditions([]);
    setPlaying(null);
    let stop = () => {};
    let stopped = false;
    let monitor: VideoMonitor | null = null;
    const startPosition = startAtRef.current();
    const initTime = Date.now();
    const watch = (hls: MonitoredHls) => {
      const monitoring = monitoringRef.current;
      if (monitoring) monitor = startVideoMonitor(loadMux, { ...monitoring, video, hls, initTime });
    };
    const report = (reason: StreamProblem) => {
      setProblem(reason);
      monitor?.error(reason);
    };
    const start = (Hls: typeof import('hls.js/light').default) => {
      if (Hls.isSupported()) {
        // The stream the page started ahead of the player, when it is this source from this time.
        const early = takeEarlyStream(src, startPosition);
        const hls = early ?? new Hls(hlsConfig(startPosition));
        hlsRef.current = hls;
        watch({ instance: hls, Hls });
        let mediaRecoveries = 0;
        let networkRecovered = false;
        const fail = (reason: StreamProblem) => {
          report(reason);
          hls.destroy();
        };
        const onLevels = (levels: readonly Level[]) => {
          const found = levels
            .map((level, index) => ({ index, height: level.height, value: `${level.height}p` }))
            .filter((level) => level.height > 0)
            .sort((a, b) => b.height - a.height);
          setRenditions(found);
          const chosen = renditionIndex(found, resolutionRef.current);
          if (chosen !== -1) hls.currentLevel = chosen;
        };
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => onLevels(data.levels));
        hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data: LevelSwitchedData) => {
          const height = hls.levels[data.level]?.height;
          setPlaying(height ? `${height}p` : null);
        });
        hls.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
          if (!data.fatal) return;
          const refusal = streamRefusal(data.networkDetails);
          if (refusal) {
            // Every refusal but "not started yet" ends the stream (spec part 2 §8).
            return fail({
              kind: 'refused',
              message: refusal.message,
              retry: refusal.code === ERROR_CATALOGUE.EVENT_NOT_STARTED.code,
            });
          }
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
            const manifest = [
              Hls.ErrorDetails.MANIFEST_LOAD_ERROR,
              Hls.ErrorDetails.MANIFEST_LOAD_TIMEOUT,
              Hls.ErrorDetails.MANIFEST_PARSING_ERROR,
            ].includes(data.details);
            if (manifest) return fail({ kind: 'manifestLoad', retry: true });
            if (!networkRecovered) {
              networkRecovered = true;
              return hls.startLoad();
            }
            return fail({ kind: 'network', retry: true });
          }
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < MEDIA_RECOVERIES) {
            mediaRecoveries += 1;
            return hls.recoverMediaError();
          }
          fail({ kind: 'unrecoverable', retry: true });
        });
        if (!early) hls.loadSource(src);
        // An early stream may have read its manifest before the player listened.
        else if (hls.levels.length > 0) onLevels(hls.levels);
        hls.attachMedia(video);
        stop = () => {
          hls.destroy();
          hlsRef.current = null;
        };
      } else if (video.canPlayType(HLS_MIME)) {
        watch(null);
        const onError = () => report({ kind: 'manifestLoad', retry: true });
        video.addEventListener('error', onError);
        video.src = src;
        stop = () => {
          video.removeEventListener('error', onError);
          video.removeAttribute('src');
          video.load();
        };
      } else {
        watch(null);
        report({ kind: 'unsupported', retry: false });
      }
    };
    withHlsPlayer(
      ({ default: Hls }) => {
        if (!stopped) start(Hls);
      },
      // The player's code could not be fetched: as a lost connection, trying again may help.
      () => setProblem({ kind: 'network', retry: true }),
    );
    return () => {
      stopped = true;
      monitor?.stop();
      stop();
    };
  }, [video, src, attempt]);

  const chooseResolution = useCallback(
    (value: string) => {
      if (hlsRef.current) hlsRef.current.currentLevel = renditionIndex(renditions, value);
    },
    [renditions],
  );

  /** Starts the stream again (a live feed, which needs no cookie, after a failure). */
  const reload = useCallback(() => {
    setProblem(null);
    setAttempt((count) => count + 1);
  }, []);

  /** Asks for the stream cookie again (it may have run out while the stream stood still), then reloads. */
  const retry = useCallback(async (screenerId: number, preview: boolean) => {
    setProblem(null);
    try {
      await setStreamCookie(screenerId, preview);
    } catch (error) {
      return setProblem(
        error instanceof ApiRequestError
          ? { kind: 'refused', message: error.message, retry: false }
          : { kind: 'network', retry: true },
      );
    }
    setAttempt((count) => count + 1);
  }, []);

  return { renditions, playing, problem, chooseResolution, retry, reload };
}
