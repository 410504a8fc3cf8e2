/** Reads `key` from a form or JSON body, also under `data[...]` as the Israeli provider nests it. */
export function field(body: Record<string, unknown>, key: string): string | null {
  const value =
    body[key] ?? body[`data[${key}]`] ?? (body.data as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** A provider's raw body read as JSON or as a form, as its content type says; empty when unreadable. */
export function parseLooseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (contentType?.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}
