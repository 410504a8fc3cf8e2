import { describe, expect, it } from 'vitest';
import { stageChange, stageChoices, ZUploadEventThumbnailRequest } from './admin-event-extras.ts';
import { ADMIN_EVENT_STATUSES } from './admin-events.ts';
import { ZPreviewStatus } from './event-preview.ts';
import type { Streams } from './watch.ts';

const stream = (active: boolean, force = false) => ({ active, force, content: {} });

describe('stageChoices', () => {
  it('offers the streams the event has, without chat and discontinued kinds', () => {
    const streams: Streams = {
      zoom: stream(true),
      movie_stream: stream(true),
      live_chat: stream(true),
      youtube_live: stream(false),
    };
    expect(stageChoices(streams)).toEqual(['youtube_live', 'movie_stream']);
    expect(stageChoices({})).toEqual([]);
  });
});

describe('stageChange', () => {
  it('activates and forces a stream to put it on stage', () => {
    const streams: Streams = { movie_stream: stream(true), whereby: stream(false) };
    expect(stageChange(streams, 'whereby')).toEqual({ type: 'whereby', active: true, force: true });
  });

  it('lifts the forced stream to go back to the films', () => {
    const streams: Streams = { movie_stream: stream(true), whereby: stream(true, true) };
    expect(stageChange(streams, 'movie_stream')).toEqual({ type: 'whereby', force: false });
  });

  it('changes nothing when the choice already plays', () => {
    expect(stageChange({ movie_stream: stream(true) }, 'movie_stream')).toBeNull();
    expect(stageChange({ daily: stream(true, true) }, 'daily')).toBeNull();
  });

  it('forces an inactive forced stream again, since it does not play', () => {
    const streams: Streams = { movie_stream: stream(true), daily: stream(false, true) };
    expect(stageChange(streams, 'daily')).toEqual({ type: 'daily', active: true, force: true });
  });
});

describe('ZUploadEventThumbnailRequest', () => {
  it('takes a picture as a data URL and nothing else', () => {
    expect(ZUploadEventThumbnailRequest.safeParse({ image: 'data:image/jpeg;base64,AAAA' }).success).toBe(
      true,
    );
    expect(ZUploadEventThumbnailRequest.safeParse({ image: null }).success).toBe(false);
    expect(ZUploadEventThumbnailRequest.safeParse({ image: 'https://example.com/a.png' }).success).toBe(
      false,
    );
  });
});

describe('ZPreviewStatus', () => {
  it('names the statuses the back-office keeps', () => {
    expect(ZPreviewStatus.options).toEqual([...ADMIN_EVENT_STATUSES]);
  });
});
