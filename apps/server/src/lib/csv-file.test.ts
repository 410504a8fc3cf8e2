import { describe, expect, it } from 'vitest';
import { csvFile, neutralizeCell } from './csv-file.ts';

describe('csvFile', () => {
  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(neutralizeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutralizeCell('+1')).toBe("'+1");
    expect(neutralizeCell('-2')).toBe("'-2");
    expect(neutralizeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeCell('\tx')).toBe("'\tx");
    expect(neutralizeCell('ABC123')).toBe('ABC123');
    expect(neutralizeCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, with a header row', () => {
    const text = csvFile(['code', 'note'], [['AB12CD', 'a, "b"\nc']]).toString('utf8');
    expect(text).toBe('\uFEFFcode,note\r\nAB12CD,"a, ""b""\nc"\r\n');
  });
});
