import type { LanguageCode } from '@screener/contracts/language';
import type adminEn from '../i18n/admin/en.json';
import { namespaceLoaders } from '../i18n/i18n';

type AdminTexts = typeof adminEn;

/**
 * The back-office's texts, one chunk per language like the site's; registered when the
 * back-office's own chunk loads, so the site never fetches them.
 */
const adminBundles: Record<LanguageCode, () => Promise<AdminTexts>> = {
  en: () => import('../i18n/admin/en.json').then((bundle) => bundle.default),
  es: () => import('../i18n/admin/es.json').then((bundle) => bundle.default satisfies AdminTexts),
  he: () => import('../i18n/admin/he.json').then((bundle) => bundle.default satisfies AdminTexts),
  it: () => import('../i18n/admin/it.json').then((bundle) => bundle.default satisfies AdminTexts),
};

namespaceLoaders.admin = (language) => adminBundles[language]();

export { adminBundles };
