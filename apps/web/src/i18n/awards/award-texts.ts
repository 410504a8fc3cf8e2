import { loadNamespace, type NamespaceBundles } from '../i18n';
import type en from './en.json';

type Texts = typeof en;

/**
 * The public audience award results page's texts: the `awards` namespace, loaded with that page's
 * chunk (never with the home). The header's link to the page says `chrome.awards`.
 */
export const awardTexts: NamespaceBundles<Texts> = {
  en: () => import('./en.json').then((bundle) => bundle.default),
  es: () => import('./es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('./he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('./it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('awards', awardTexts);
