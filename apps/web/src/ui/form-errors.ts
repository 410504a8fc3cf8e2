import { matchValidationMessage } from '@screener/contracts/validation';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/api-errors';

/**
 * Field messages come from the contracts' zod rules (in the browser) or from the server, both in
 * the English wording; this turns a known one into the viewer's language.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const known = matchValidationMessage(message);
    return known ? t(known.key, known.params) : message;
  };
}

/** Puts the server's per-field messages on the form's fields; true when there were any. */
export function applyServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.details?.fields ?? {})) {
    const message = messages[0];
    if (message && (fields as readonly string[]).includes(field)) {
      setError(field as F, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

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
