import type { LanguageCode } from '@screener/contracts/language';

/**
 * One word per concept per language. A pass (several events bought at once) and a subscription
 * (billed monthly or yearly) are different things and are never called by each other's word;
 * each entry is the stem every text about that concept uses.
 */
export const GLOSSARY: Record<'pass' | 'subscription', Record<LanguageCode, string>> = {
  pass: { en: 'pass', es: 'abono', he: 'כרטיסי', it: 'pass' },
  subscription: { en: 'subscri', es: 'suscrip', he: 'מינוי', it: 'abbonament' },
};
