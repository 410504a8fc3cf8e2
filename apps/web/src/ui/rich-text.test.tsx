import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

afterEach(cleanup);

function renderHtml(html: string): HTMLElement {
  return render(<RichText html={html} />).container;
}

describe('RichText', () => {
  it('keeps formatting and text', () => {
    const container = renderHtml(
      '<h2>Programme</h2><p>Opening <strong>night</strong><br>at 20:00</p><ul><li>One</li></ul>',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Programme');
    expect(container.querySelector('p strong')?.textContent).toBe('night');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('li')?.textContent).toBe('One');
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const container = renderHtml(
      '<p onclick="alert(1)" style="position:fixed">Hi</p><script>alert(2)</script><iframe src="https://x"></iframe>' +
        '<img src="https://cdn.example/a.png" onerror="alert(3)" alt="Poster">',
    );
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert|onclick|onerror|style=/);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(container.textContent).toBe('Hi');
  });

  it('keeps safe links, opening in a new tab, and strips script links', () => {
    const container = renderHtml(
      '<a href="https://example.org/a">Site</a><a href="javascript:alert(1)">Bad</a>',
    );
    const [safe, bad] = Array.from(container.querySelectorAll('a'));
    expect(safe?.getAttribute('href')).toBe('https://example.org/a');
    expect(safe?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(bad?.hasAttribute('href')).toBe(false);
    expect(bad?.textContent).toBe('Bad');
  });

  it('unwraps unknown tags but keeps their text', () => {
    const container = renderHtml('<p><marquee>Moving</marquee> text</p>');
    expect(container.querySelector('marquee')).toBeNull();
    expect(container.textContent).toBe('Moving text');
  });
});
