import type { LanguageCode } from '@screener/contracts/language';

/**
 * Each language named in itself, as language switchers do, so a viewer finds their own language
 * whatever the interface language is; these names are therefore not translated.
 */
export const LANGUAGE_ENDONYMS: Record<LanguageCode, string> = {
  he: 'עברית',
  en: 'English',
  es: 'Español',
  it: 'Italiano',
};

/** The order of the language menu (spec part 1 §2). */
export const LANGUAGE_MENU_ORDER: readonly LanguageCode[] = ['he', 'en', 'es', 'it'];
