/**
 * A form field's `error` and `helperText`: the field's message in the reader's language (through
 * `text`, the site's or the back-office's wording) or, while the field is right, its hint.
 */
export function errorProps(
  text: (message: string | undefined) => string | undefined,
  error: { message?: string | undefined } | undefined,
  hint?: string,
): { error: boolean; helperText: string | undefined } {
  return { error: Boolean(error), helperText: text(error?.message) ?? hint };
}
