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
 * Texts of an area that loads apart from the site (the back-office under `/admin`, subscriptions,
 * TV pairing, the chat room, the seat chart): its own chunk registers the loader of its namespace
 * here, so the home's texts and code never carry them.
 */
export const namespaceLoaders: Record<string, (language: LanguageCode) => Promise<object>> = {};

/** One namespace's texts, one chunk per language. */
export type NamespaceBundles<Texts extends object> = Record<LanguageCode, () => Promise<Texts>>;

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
    // A lazy area's namespace holds only its own sections; the site's common texts come from here.
    defaultNS: 'translation',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/** Namespaces asked for and not loaded yet. */
const namespacesLoading = new Set<Promise<unknown>>();

/**
 * Registers a lazy area's namespace and starts loading it in the visitor's language. The area's
 * texts module calls it when it is evaluated, i.e. while the chunk that uses the texts loads; a
 * later language change loads it with the language, as i18next does for every namespace it knows.
 */
export function loadNamespace<Texts extends object>(
  namespace: string,
  bundles: NamespaceBundles<Texts>,
): void {
  namespaceLoaders[namespace] = (language) => bundles[language]();
  const loading = i18n.loadNamespaces(namespace);
  namespacesLoading.add(loading);
  void loading.finally(() => namespacesLoading.delete(loading));
}

/**
 * A lazy module once the namespaces it registered are loaded too, so a lazy page or dialog never
 * shows a text's key before its text. Evaluating a chunk is synchronous, so by the time the import
 * resolves every texts module in it has called `loadNamespace`. (A top-level await in the texts
 * modules would do the same, but it makes the bundler split the entry's shared code into many
 * more chunks.)
 */
export async function withTexts<Module>(module: Promise<Module>): Promise<Module> {
  const loaded = await module;
  await Promise.all(namespacesLoading);
  return loaded;
}

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n };
