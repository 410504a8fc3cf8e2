import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-rich-text.ts';

describe('sanitizePageHtml', () => {
  it('keeps the editor’s marks, blocks and plain links', () => {
    const html =
      '<h2>About</h2><p><strong>Bold</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>';
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it('drops script, handlers, javascript: links, SVG and styles', () => {
    const dirty = [
      '<p onclick="alert(1)">hi</p>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">y</a>',
      '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))">s</p>',
    ].join('');
    const clean = sanitizePageHtml(dirty);
    expect(clean).toBe('<p>hi</p><a>x</a><a>y</a><p>s</p>');
  });

  it('makes a new-tab link unable to reach back', () => {
    expect(sanitizePageHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
