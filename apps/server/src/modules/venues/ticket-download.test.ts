import { describe, expect, it } from 'vitest';
import { logoPicture } from './ticket-download.ts';

describe('the logo on a ticket', () => {
  it('takes a PNG or JPEG data URL', () => {
    expect(logoPicture('data:image/png;base64,iVBORw0K')?.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(logoPicture('data:image/jpeg;base64,/9j/4AAQ')).toBeInstanceOf(Buffer);
  });

  it('draws an SVG as a PNG, letters included, whether its data URL is base64 or percent-encoded', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><circle cx="40" cy="60" r="28" fill="#d4a017"/>' +
      '<text x="80" y="70" font-family="Alef, Arial, sans-serif" font-size="30">Festival פסטיבל</text></svg>';
    for (const url of [
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    ]) {
      const png = logoPicture(url);
      expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
      // 640 px wide, as tall as the drawing's proportions say.
      expect(png?.readUInt32BE(16)).toBe(640);
      expect(png?.readUInt32BE(20)).toBe(160);
    }
  });

  it('leaves out what a PDF cannot hold or the server would have to fetch', () => {
    expect(logoPicture('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(logoPicture('https://cdn.example/logo.png')).toBeNull();
    expect(logoPicture(null)).toBeNull();
  });
});
