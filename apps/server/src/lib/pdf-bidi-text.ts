import { createRequire } from 'node:module';

// bidi-js is a CommonJS module whose whole export is its factory; its types describe it as a default export.
const bidiFactory: typeof import('bidi-js').default = createRequire(import.meta.url)('bidi-js');
const bidi = bidiFactory();

export type TextDirection = 'ltr' | 'rtl';

/**
 * The text cut into lines no wider than `maxWidth`, word by word in reading order, at most
 * `maxLines` of them; a text that does not fit ends its last line with an ellipsis.
 */
export function wrapLines(
  text: string,
  maxWidth: number,
  widthOf: (text: string) => number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current === '' || widthOf(candidate) <= maxWidth) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (widthOf(last) > maxWidth && last.includes(' ')) last = `${last.slice(0, last.lastIndexOf(' '))}…`;
  kept[maxLines - 1] = last;
  return kept;
}

const strongDirection = (char: string): TextDirection | null => {
  const type = bidi.getBidiCharTypeName(char);
  if (type === 'R' || type === 'AL') return 'rtl';
  return type === 'L' ? 'ltr' : null;
};

/**
 * One line in the order it is drawn from left to right (the Unicode bidirectional algorithm),
 * cut into runs of one direction. The PDF's font layout turns a run whose letters are
 * right-to-left around once more, so such a run is handed back in reading order.
 */
export function visualRuns(line: string, base: TextDirection): string[] {
  const visual = bidi.getReorderedString(line, bidi.getEmbeddingLevels(line, base));
  const runs: { direction: TextDirection | null; text: string }[] = [];
  for (const char of visual) {
    const direction = strongDirection(char);
    const last = runs.at(-1);
    if (last && (direction === null || last.direction === null || last.direction === direction)) {
      last.text += char;
      last.direction ??= direction;
    } else {
      runs.push({ direction, text: char });
    }
  }
  return runs.map((run) => (run.direction === 'rtl' ? [...run.text].reverse().join('') : run.text));
}
