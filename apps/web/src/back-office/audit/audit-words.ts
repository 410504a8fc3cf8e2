import { tryParseApiDateTime } from '@screener/contracts/dates';

/**
 * The words a change's values are shown with, in the staff member's language, and how a time
 * (`YYYY-MM-DD HH:mm:ss`, UTC) is written: in the company's zone, as the back-office does.
 */
export type AuditValueWords = {
  yes: string;
  no: string;
  none: string;
  picture: string;
  dateTime: (value: string) => string;
};

/** A value longer than this is cut, so that a long description or address does not fill the page. */
export const AUDIT_VALUE_MAX = 80;

const cut = (text: string) =>
  text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;

/**
 * One value of an audited record as a short line of text: a dash for none, yes or no, a word for
 * an embedded picture (a `data:` address runs to thousands of characters), a time in the company's
 * zone, rich text without its tags, lists joined, and anything longer than AUDIT_VALUE_MAX
 * characters cut.
 */
export function auditValueText(value: unknown, words: AuditValueWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return words.picture;
    if (tryParseApiDateTime(value)) return words.dateTime(value);
    return cut(
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  if (Array.isArray(value))
    return value.length === 0 ? words.none : cut(value.map((item) => auditValueText(item, words)).join(', '));
  return cut(JSON.stringify(value));
}

/**
 * A word from a nested table of texts by a dotted name (`staff.invite` in `{ staff: { invite } }`),
 * or null when the table has none: the audit log's actions and records are named by such names,
 * and a name the texts do not know yet is shown as it is.
 */
export function wordByPath(table: unknown, path: string): string | null {
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null && part in node
          ? (node as Record<string, unknown>)[part]
          : undefined,
      table,
    );
  return typeof found === 'string' ? found : null;
}
