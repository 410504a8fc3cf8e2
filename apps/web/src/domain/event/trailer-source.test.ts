import { describe, expect, it } from 'vitest';
import { trailerSource } from './trailer-source';

const origin = 'http://festival.localhost:3000';

describe('trailerSource', () => {
  it('embeds YouTube watch, short, embed and youtu.be links', () => {
    const embed = { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' };
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ]) {
      expect(trailerSource(link, origin)).toEqual(embed);
    }
  });

  it('embeds Vimeo page and player links', () => {
    expect(trailerSource('https://vimeo.com/76979871', origin)).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(trailerSource('https://player.vimeo.com/video/76979871', origin)).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('plays HLS from this site or over https', () => {
    expect(trailerSource('/media/trailers/a.m3u8', origin)).toEqual({
      kind: 'hls',
      src: `${origin}/media/trailers/a.m3u8`,
    });
    expect(trailerSource('https://cdn.test/a.m3u8', origin)).toEqual({
      kind: 'hls',
      src: 'https://cdn.test/a.m3u8',
    });
    expect(trailerSource('http://elsewhere.test/a.m3u8', origin)).toEqual({ kind: 'none' });
  });

  it('has nothing for missing, script or unknown links', () => {
    for (const link of [
      null,
      '',
      'javascript:alert(1)',
      'https://example.test/film.mp4',
      'https://www.youtube.com/watch',
    ]) {
      expect(trailerSource(link, origin)).toEqual({ kind: 'none' });
    }
  });
});
