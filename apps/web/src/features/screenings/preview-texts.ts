import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';
import type en from '../../i18n/preview/en.json';

type Texts = typeof en;

/**
 * The preview banner's texts: the `preview` namespace, loaded with the banner's chunk only (an
 * event opened in preview mode), never with the home or an ordinary overview.
 */
export const previewTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/preview/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/preview/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/preview/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/preview/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('preview', previewTexts);
