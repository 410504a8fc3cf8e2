import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';
import type en from '../../i18n/privacy/en.json';

type Texts = typeof en;

/**
 * The profile's personal data section's texts: the `privacy` namespace, loaded with the chunk that
 * shows them (never with the home).
 */
export const privacyTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/privacy/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/privacy/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/privacy/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/privacy/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('privacy', privacyTexts);
