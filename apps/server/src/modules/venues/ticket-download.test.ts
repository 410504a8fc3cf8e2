import { describe, expect, it } from 'vitest';
import { logoPicture } from './ticket-download.ts';

describe('the logo on a ticket', () => {
  it('takes a PNG or JPEG data URL', () => {
    expect(logoPicture('data:image/png;base64,iVBORw0K')?.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(logoPicture('data:image/jpeg;base64,/9j/4AAQ')).toBeInstanceOf(Buffer);
  });

  it('leaves out what a PDF cannot hold or the server would have to fetch', () => {
    expect(logoPicture('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(logoPicture('https://cdn.example/logo.png')).toBeNull();
    expect(logoPicture(null)).toBeNull();
  });
});
