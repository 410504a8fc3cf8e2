import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula: it starts with = + - @ or a tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text that a spreadsheet shows and never runs (OWASP's CSV injection advice): a leading
 * apostrophe before anything that would start a formula.
 */
export function neutralizeCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * An RFC 4180 CSV file with a header row, every cell neutralised, and a byte-order mark so a
 * spreadsheet opens Hebrew and accented texts as UTF-8.
 */
export function csvFile(header: string[], rows: (string | number | boolean | null)[][]): Buffer {
  const text = stringify([header, ...rows.map((row) => row.map(neutralizeCell))], {
    record_delimiter: '\r\n',
  });
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
