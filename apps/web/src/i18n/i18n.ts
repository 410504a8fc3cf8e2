import { DEFAULT_LANGUAGE, isRtl, LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { savedLanguage } from './language-preference';
import { translationBundles } from './translation-bundles';

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

i18n.on('languageChanged', syncDocumentLanguage);

const isLanguage = (language: string): language is LanguageCode =>
  (LANGUAGES as readonly string[]).includes(language);

/**
 * Texts of an area that loads apart from the site (the back-office under `/admin`): its own chunk
 * registers the loader of its namespace here, so the site's texts and code never carry them.
 */
export const namespaceLoaders: Record<string, (language: LanguageCode) => Promise<object>> = {};

/**
 * Only the visitor's language is fetched: `changeLanguage` loads a bundle before it switches, and
 * the site waits for the company's language before it shows (use-company-language). Every
 * translation has every key (translations.test.ts), so no fallback language is loaded beside it.
 */
void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      if (!isLanguage(language)) return Promise.reject(new Error(language));
      return namespaceLoaders[namespace]?.(language) ?? translationBundles[language]();
    }),
  )
  .init({
    lng: savedLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n };
