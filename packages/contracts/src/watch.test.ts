import { describe, expect, it } from 'vitest';
import { resolveStage, resumeTime, type Streams, ZAnalyticsBody, ZChangeStreamRequest } from './watch.ts';

const stream = (active: boolean, force = false) => ({ active, force, content: {} });

describe('resolveStage', () => {
  const live = { isVod: false, filmCount: 1 };
  it('shows the movie stream when nothing is forced', () => {
    expect(resolveStage({ movie_stream: stream(true), whereby: stream(true) }, live)).toEqual({
      main: 'movie_stream',
      liveChat: false,
      playlist: false,
    });
  });
  it('puts a forced active stream on stage instead of the movie stream', () => {
    expect(resolveStage({ movie_stream: stream(true), youtube_live: stream(true, true) }, live).main).toBe(
      'youtube_live',
    );
  });
  it('ignores a forced stream that is not active', () => {
    expect(resolveStage({ movie_stream: stream(true), daily: stream(false, true) }, live).main).toBe(
      'movie_stream',
    );
  });
  it('never puts zoom or jitsi on stage, even forced', () => {
    const streams: Streams = {
      zoom: stream(true, true),
      jitsi: stream(true, true),
      movie_stream: stream(true),
    };
    expect(resolveStage(streams, live).main).toBe('movie_stream');
    expect(resolveStage({ zoom: stream(true, true) }, live).main).toBeNull();
  });
  it('shows live chat only when active and the event is not on demand', () => {
    expect(resolveStage({ live_chat: stream(true) }, live).liveChat).toBe(true);
    expect(resolveStage({ live_chat: stream(false) }, live).liveChat).toBe(false);
    expect(resolveStage({ live_chat: stream(true) }, { isVod: true, filmCount: 1 }).liveChat).toBe(false);
  });
  it('shows the playlist only with several films and the movie stream on stage', () => {
    expect(resolveStage({ movie_stream: stream(true) }, { isVod: false, filmCount: 3 }).playlist).toBe(true);
    expect(resolveStage({ movie_stream: stream(true) }, { isVod: false, filmCount: 1 }).playlist).toBe(false);
    const forced = { movie_stream: stream(true), vimeo_live: stream(true, true) };
    expect(resolveStage(forced, { isVod: false, filmCount: 3 }).playlist).toBe(false);
  });
});

describe('wire bodies', () => {
  it('reads the event and video analytics bodies of §7.4', () => {
    const common = {
      userId: 4,
      watchSeconds: 10,
      sessionId: 's1',
      countryCode: 'GB',
      device: 'desktop',
      env: 'production',
    };
    expect(
      ZAnalyticsBody.parse({ ...common, entityType: 'event', entityId: 3, playLength: 0 }).entityType,
    ).toBe('event');
    expect(
      ZAnalyticsBody.safeParse({
        ...common,
        entityType: 'video',
        entityId: 9,
        playLength: 31.5,
        screener_id: 3,
      }).success,
    ).toBe(true);
    expect(
      ZAnalyticsBody.safeParse({ ...common, entityType: 'video', entityId: 9, playLength: 1 }).success,
    ).toBe(false);
    expect(
      ZAnalyticsBody.safeParse({
        ...common,
        entityType: 'event',
        entityId: 3,
        playLength: 0,
        watchSeconds: -1,
      }).success,
    ).toBe(false);
  });
  it('refuses to change a discontinued stream kind', () => {
    expect(ZChangeStreamRequest.safeParse({ type: 'zoom', active: true }).success).toBe(false);
    expect(ZChangeStreamRequest.safeParse({ type: 'whereby', active: true }).success).toBe(true);
  });
});

describe('resumeTime', () => {
  it('starts a film again from the start when it was left at its end or in its credits', () => {
    expect(resumeTime(5400, 5400)).toBe(0);
    expect(resumeTime(5290, 5400)).toBe(0);
    expect(resumeTime(5270, 5400)).toBe(5270);
    // A 20-second film: its last 5 seconds.
    expect(resumeTime(16, 20)).toBe(0);
    expect(resumeTime(14, 20)).toBe(14);
  });
  it('keeps the position when the running time is unknown', () => {
    expect(resumeTime(5400, null)).toBe(5400);
    expect(resumeTime(30, Number.NaN)).toBe(30);
  });
});
