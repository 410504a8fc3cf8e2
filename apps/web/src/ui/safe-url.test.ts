import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safe-url';

describe('safe image and link addresses', () => {
  it('lets inline images through as image sources only', () => {
    const svg = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    expect(safeImageSrc(svg)).toBe(svg);
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeHref(svg)).toBeNull();
  });

  it('refuses script and non-image data', () => {
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeImageSrc('https://img.test/a.png')).toBe('https://img.test/a.png');
  });
});
