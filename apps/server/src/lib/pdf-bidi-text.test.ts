import { describe, expect, it } from 'vitest';
import { visualRuns, wrapLines } from './pdf-bidi-text.ts';

/** What the page shows once the layout turns each right-to-left run around. */
const drawn = (runs: string[]) =>
  runs.map((run) => (/[\u0590-\u05ff]/.test(run) ? [...run].reverse().join('') : run)).join('');

describe('visual runs', () => {
  it('leaves left-to-right text as it is, in one run', () => {
    expect(visualRuns('Closing Gala, 26 November 2026', 'ltr')).toEqual(['Closing Gala, 26 November 2026']);
  });

  it('draws a Hebrew line from right to left with its numbers still read left to right', () => {
    const runs = visualRuns('אולם 2 שורה 10', 'rtl');
    // On the page, left to right: "10", "שורה" (drawn reversed), "2", "אולם" (drawn reversed).
    expect(drawn(runs)).toBe('10 הרוש 2 םלוא');
  });

  it('keeps a Latin name inside a Hebrew line in its own reading order', () => {
    const runs = visualRuns('השומר של Aurora Hall', 'rtl');
    expect(drawn(runs)).toBe('Aurora Hall לש רמושה');
    expect(runs).toContain('Aurora Hall ');
  });

  it('hands each right-to-left run to the layout in reading order', () => {
    expect(visualRuns('שלום', 'ltr')).toEqual(['שלום']);
  });
});

describe('wrapping', () => {
  const widthOf = (text: string) => text.length;

  it('breaks between words to fit the width', () => {
    expect(wrapLines('one two three four', 9, widthOf, 5)).toEqual(['one two', 'three', 'four']);
  });

  it('ends the last allowed line with an ellipsis when the text is longer', () => {
    expect(wrapLines('one two three four five', 9, widthOf, 2)).toEqual(['one two', 'three…']);
  });

  it('keeps a word longer than the width on a line of its own', () => {
    expect(wrapLines('a verylongword b', 5, widthOf, 5)).toEqual(['a', 'verylongword', 'b']);
  });
});
