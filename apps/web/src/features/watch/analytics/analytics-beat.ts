import { ANALYTICS_INTERVAL_SECONDS, type AnalyticsBody } from '@screener/contracts/watch';

/** The most seconds one beat may carry (the server's limit): a late beat never overstates. */
const MAX_BEAT_SECONDS = ANALYTICS_INTERVAL_SECONDS * 6;
/** A jump of the playhead larger than this is a seek, not watching. */
const MAX_PLAYED_STEP_SECONDS = 2;

export type BeatInput = {
  screenerId: number;
  /** The film playing, or null during a pre-roll (only the event is counted then). */
  filmId: number | null;
  userId: number | null;
  sessionId: string;
  /** Seconds watched since the last beat. */
  watchSeconds: number;
  /** The current time in the film, seconds. */
  playLength: number;
  device: string;
  env: string;
};

/**
 * One beat of spec part 2 §7.4: the event body, and the video body when a film plays. The key is
 * not configured (the platform's own server is the analytics service) and the server fills the
 * country from the request.
 */
export function analyticsBeat(input: BeatInput): AnalyticsBody[] {
  const common = {
    userId: input.userId,
    watchSeconds: Math.min(MAX_BEAT_SECONDS, Math.max(0, Math.round(input.watchSeconds))),
    sessionId: input.sessionId,
    key: null,
    countryCode: null,
    frequency: ANALYTICS_INTERVAL_SECONDS,
    device: input.device,
    env: input.env,
  };
  const event: AnalyticsBody = { ...common, entityType: 'event', entityId: input.screenerId, playLength: 0 };
  if (input.filmId === null) return [event];
  return [
    event,
    {
      ...common,
      entityType: 'video',
      entityId: input.filmId,
      playLength: Math.max(0, Math.round(input.playLength)),
      screener_id: input.screenerId,
    },
  ];
}

/** Seconds played between two playhead readings: forward steps of normal playback only. */
export function playedSeconds(previous: number, current: number): number {
  const step = current - previous;
  return step > 0 && step <= MAX_PLAYED_STEP_SECONDS ? step : 0;
}

/** The kind of device, from the user agent, for the by-device figures. */
export function deviceKind(userAgent: string): 'tv' | 'tablet' | 'mobile' | 'desktop' {
  if (/smart-?tv|tizen|webos|hbbtv|crkey|appletv|android tv/i.test(userAgent)) return 'tv';
  if (/ipad|tablet|android(?!.*mobile)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
