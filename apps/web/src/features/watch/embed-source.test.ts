import type { EmbedKind } from '@screener/contracts/watch';
import { describe, expect, it } from 'vitest';
import { type EmbedSource, embedSource } from './embed-source';

const origin = 'https://festival.example';

const cases: [EmbedKind, Parameters<typeof embedSource>[1], EmbedSource][] = [
  [
    'whereby',
    { meeting_url: 'https://demo.whereby.com/room' },
    { kind: 'frame', src: 'https://demo.whereby.com/room' },
  ],
  ['whereby', { meeting_url: 'javascript:alert(1)' }, { kind: 'none' }],
  ['daily', { meeting_url: 'http://demo.daily.co/room' }, { kind: 'none' }],
  [
    'daily',
    { meeting_url: 'https://demo.daily.co/room' },
    { kind: 'frame', src: 'https://demo.daily.co/room' },
  ],
  [
    'live_webinar',
    { attendee_url: 'https://webinar.example/join/1' },
    { kind: 'frame', src: 'https://webinar.example/join/1' },
  ],
  [
    'vimeo_live',
    { vimeo_live_id: '123456' },
    { kind: 'frame', src: 'https://vimeo.com/event/123456/embed?autoplay=1' },
  ],
  ['vimeo_live', { vimeo_live_id: '12/../evil' }, { kind: 'none' }],
  [
    'youtube_live',
    { streaming_url: 'https://www.youtube.com/watch?v=abcdefghijk' },
    { kind: 'frame', src: 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1' },
  ],
  [
    'youtube_live',
    { streaming_url: 'https://www.youtube.com/live/abcdefghijk?si=x' },
    { kind: 'frame', src: 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1' },
  ],
  ['youtube_live', { streaming_url: 'https://evil.example/watch?v=abcdefghijk' }, { kind: 'none' }],
  [
    'facebook_live',
    { streaming_url: 'https://www.facebook.com/page/videos/42/' },
    {
      kind: 'frame',
      src: 'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fpage%2Fvideos%2F42%2F&autoplay=1',
    },
  ],
  ['facebook_live', { streaming_url: 'https://facebook.com.evil.example/v' }, { kind: 'none' }],
  ['custom_embed', { source_code: ' <p>Live</p> ' }, { kind: 'code', html: '<p>Live</p>' }],
  ['custom_embed', { source_code: '  ' }, { kind: 'none' }],
];

describe('embedSource', () => {
  it.each(cases)('%s %j', (kind, meta, expected) => {
    expect(embedSource(kind, meta, origin)).toEqual(expected);
  });
});
