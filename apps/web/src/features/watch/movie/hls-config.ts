import { HLS_BUFFER_SECONDS } from '@screener/contracts/ui';
import type { HlsConfig } from 'hls.js/light';

/** The player's hls.js settings (buffer of spec part 2 §9), starting at `startAt` seconds when above 0. */
export function hlsConfig(startAt: number): Partial<HlsConfig> {
  return {
    maxBufferLength: HLS_BUFFER_SECONDS.max,
    maxMaxBufferLength: HLS_BUFFER_SECONDS.max,
    backBufferLength: HLS_BUFFER_SECONDS.back,
    // The lowest rendition first (hls.js sorts the ladder upwards): the first frame comes
    // soonest on a slow line, and the bandwidth its segment measured leads the climb.
    startLevel: 0,
    // No rendition sharper than the player shows (in device pixels).
    capLevelToPlayerSize: true,
    // The first segment loaded is the one the viewer resumes in, not the film's first and then a
    // second one after a seek.
    ...(startAt > 0 ? { startPosition: startAt } : {}),
  };
}
