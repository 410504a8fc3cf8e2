import type { SecretHint } from '@screener/contracts/company-settings';
import type { TFunction } from 'i18next';

/** Keeps the characters in their own direction and reading: `only` is a value, not a word of the sentence. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/**
 * Under a secret's field: that one is kept and its last four characters (set apart as a value, so
 * a key ending in "only" does not read "ending in only."), or that nothing is.
 */
export function secretHelper(t: TFunction<'admin'>, hint: SecretHint | undefined): string {
  if (!hint) return t('settings.secret.none');
  return hint.last4
    ? t('settings.secret.kept', { last4: isolated(hint.last4) })
    : t('settings.secret.keptShort');
}
