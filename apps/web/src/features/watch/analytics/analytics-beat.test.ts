import { ZTrackAnalyticsRequest } from '@screener/contracts/watch';
import { describe, expect, it } from 'vitest';
import { analyticsBeat, deviceKind, playedSeconds } from './analytics-beat';

const input = {
  screenerId: 7,
  filmId: 3,
  userId: 11,
  sessionId: 'session-1',
  watchSeconds: 9.6,
  playLength: 42.4,
  device: 'desktop',
  env: 'production',
};

describe('analyticsBeat', () => {
  it('posts the event body and the video body of spec part 2 §7.4', () => {
    const beat = analyticsBeat(input);
    // What both bodies say alike: the viewer, the beat's watch time, the session and the device.
    const alike = {
      userId: 11,
      watchSeconds: 10,
      sessionId: 'session-1',
      key: null,
      countryCode: null,
      frequency: 10,
      device: 'desktop',
      env: 'production',
    };
    expect(beat).toEqual([
      { entityType: 'event', entityId: 7, playLength: 0, ...alike },
      { entityType: 'video', entityId: 3, playLength: 42, ...alike, screener_id: 7 },
    ]);
    expect(ZTrackAnalyticsRequest.safeParse(beat).success).toBe(true);
  });

  it('counts only the event during a pre-roll', () => {
    expect(analyticsBeat({ ...input, filmId: null }).map((body) => body.entityType)).toEqual(['event']);
  });

  it('keeps the watch seconds within what the server accepts', () => {
    const [late] = analyticsBeat({ ...input, watchSeconds: 600 });
    expect(late?.watchSeconds).toBe(60);
    expect(ZTrackAnalyticsRequest.safeParse(analyticsBeat({ ...input, watchSeconds: 600 })).success).toBe(
      true,
    );
  });
});

describe('playedSeconds', () => {
  it('counts forward steps of playback and ignores seeks', () => {
    expect(playedSeconds(10, 10.25)).toBe(0.25);
    expect(playedSeconds(10, 95)).toBe(0);
    expect(playedSeconds(10, 4)).toBe(0);
  });
});

describe('deviceKind', () => {
  it('tells phones, tablets, televisions and desktops apart', () => {
    expect(deviceKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36')).toBe(
      'tablet',
    );
    expect(deviceKind('Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36')).toBe('tv');
    expect(deviceKind('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe(
      'desktop',
    );
  });
});
