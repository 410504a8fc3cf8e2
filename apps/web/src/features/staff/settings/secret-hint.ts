import type { SecretHint } from '@screener/contracts/company-settings';
import type { TFunction } from 'i18next';

/** Under a secret's field: what is kept (its last four characters only), or that nothing is. */
export function secretHelper(t: TFunction<'admin'>, hint: SecretHint | undefined): string {
  return hint ? t('settings.secret.kept', { last4: hint.last4 }) : t('settings.secret.none');
}
