/** One field an audited change touched: its dotted path in the record, and its value before and after. */
export type AuditFieldChange = { field: string; before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested records flattened to dotted paths (`theme.primary`); arrays and scalars are leaves. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isPlainObject(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  if (prefix !== '') into.set(prefix, value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields the server keeps for itself: a row's id and times change with every write, not by a person. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

/**
 * The fields an audit entry's change touched, in the order the records list them: a creation shows
 * every field it set, a removal every field it held, an update only the fields whose value differs
 * (a field missing on one side counts as null there). The row's id and its creation and update
 * times are left out. A record that is not an object is one field named by the empty string.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const wholeBefore = before === undefined ? null : before;
  const wholeAfter = after === undefined ? null : after;
  if (
    (!isPlainObject(wholeBefore) && wholeBefore !== null) ||
    (!isPlainObject(wholeAfter) && wholeAfter !== null)
  )
    return same(wholeBefore, wholeAfter) ? [] : [{ field: '', before: wholeBefore, after: wholeAfter }];
  const old = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(wholeBefore ?? {}, '', old);
  flatten(wholeAfter ?? {}, '', now);
  const fields = [...new Set([...old.keys(), ...now.keys()])].filter((field) => !BOOKKEEPING.has(field));
  return fields.flatMap((field) => {
    const was = old.has(field) ? old.get(field) : null;
    const is = now.has(field) ? now.get(field) : null;
    return same(was, is) ? [] : [{ field, before: was ?? null, after: is ?? null }];
  });
}
