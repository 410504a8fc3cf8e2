import { Readable } from 'node:stream';
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
export function csvFile(header: string[], rows: CsvRow[]): Buffer {
  return Buffer.from(`\uFEFF${csvLines([header, ...rows])}`, 'utf8');
}

export type CsvRow = (string | number | boolean | null)[];

/** Rows as RFC 4180 lines, every cell neutralised. */
function csvLines(rows: CsvRow[]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeCell)),
    { record_delimiter: '\r\n' },
  );
}

/**
 * The same file as `csvFile`, streamed: the header, then each page of rows as it is read, so a
 * file of any length holds one page in memory (a reader that stops reading pauses the pages).
 */
export function csvStream(header: string[], pages: AsyncIterable<CsvRow[]>): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    yield Buffer.from(`\uFEFF${csvLines([header])}`, 'utf8');
    for await (const rows of pages) if (rows.length > 0) yield Buffer.from(csvLines(rows), 'utf8');
  }
  return Readable.from(lines(), { objectMode: false });
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
