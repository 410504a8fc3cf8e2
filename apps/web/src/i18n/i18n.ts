import { DEFAULT_LANGUAGE, isRtl, LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';
import he from './he.json';
import it from './it.json';
import { savedLanguage } from './language-preference';

/** `satisfies` makes a translation that lacks a key of the English file fail to compile. */
export const resources = {
  en: { translation: en },
  es: { translation: es satisfies typeof en },
  he: { translation: he satisfies typeof en },
  it: { translation: it satisfies typeof en },
} as const;

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

i18n.on('languageChanged', syncDocumentLanguage);

// Resources are bundled, so initialising synchronously means the first render is already translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: savedLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : DEFAULT_LANGUAGE;
}

export { i18n };
