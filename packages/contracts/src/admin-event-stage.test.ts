import { describe, expect, it } from 'vitest';
import {
  EDITABLE_STREAM_KINDS,
  STREAM_FIELD_OF,
  streamValueValid,
  ZAdminEventStage,
} from './admin-event-stage.ts';
import { STREAM_KINDS } from './ui.ts';
import { DISCONTINUED_STREAM_KINDS, EMBED_KINDS } from './watch.ts';

describe('the editor stream kinds', () => {
  it('are the spec kinds that are not discontinued, live chat apart', () => {
    const expected = STREAM_KINDS.filter((entry) => !entry.discontinued && entry.kind !== 'live_chat').map(
      (entry) => entry.kind,
    );
    expect([...EDITABLE_STREAM_KINDS].sort()).toEqual([...expected].sort());
    for (const kind of DISCONTINUED_STREAM_KINDS) expect(EDITABLE_STREAM_KINDS).not.toContain(kind);
  });

  it('give every embedded kind a field to play from', () => {
    for (const kind of EMBED_KINDS) expect(STREAM_FIELD_OF[kind]).not.toBeNull();
    expect(STREAM_FIELD_OF.movie_stream).toBeNull();
  });

  it('accept only what the watch page can play', () => {
    expect(streamValueValid('whereby', 'https://whereby.com/room')).toBe(true);
    expect(streamValueValid('whereby', 'http://whereby.com/room')).toBe(false);
    expect(streamValueValid('vimeo_live', '123456')).toBe(true);
    expect(streamValueValid('vimeo_live', 'https://vimeo.com/event/123456')).toBe(false);
    expect(streamValueValid('youtube_live', 'https://youtu.be/abcdefgh')).toBe(true);
    expect(streamValueValid('youtube_live', 'https://evil.example/youtube.com')).toBe(false);
    expect(streamValueValid('facebook_live', 'https://fb.watch/abc')).toBe(true);
    expect(streamValueValid('facebook_live', 'https://notfacebook.com/x')).toBe(false);
    expect(streamValueValid('media_stream', '/media/live/feed.m3u8')).toBe(true);
    expect(streamValueValid('media_stream', '//elsewhere.example/feed.m3u8')).toBe(false);
    expect(streamValueValid('media_stream', 'javascript:alert(1)')).toBe(false);
    expect(streamValueValid('custom_embed', '<iframe src="https://x.example"></iframe>')).toBe(true);
    expect(streamValueValid('custom_embed', '<script>alert(1)</script>')).toBe(false);
  });

  it('force only a stream that is on stage and active', () => {
    const movie = {
      type: 'movie_stream' as const,
      active: true,
    };
    expect(
      ZAdminEventStage.safeParse({ streams: [movie], forced_stream: 'movie_stream', live_chat: false })
        .success,
    ).toBe(true);
    expect(
      ZAdminEventStage.safeParse({ streams: [movie], forced_stream: 'daily', live_chat: false }).success,
    ).toBe(false);
    expect(
      ZAdminEventStage.safeParse({
        streams: [{ ...movie, active: false }],
        forced_stream: 'movie_stream',
        live_chat: false,
      }).success,
    ).toBe(false);
  });
});
