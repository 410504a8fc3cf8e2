import { loadNamespace, type NamespaceBundles } from '../i18n';
import type en from './en.json';

type Texts = typeof en;

/**
 * The seat chart's texts: the `venues` namespace, loaded with the chunks that show them (never with the home).
 * Every module that uses these texts imports this one, so a lazy chunk that shows them registers
 * and starts loading them as it loads (see `withTexts`).
 */
export const venueTexts: NamespaceBundles<Texts> = {
  en: () => import('./en.json').then((bundle) => bundle.default),
  es: () => import('./es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('./he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('./it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('venues', venueTexts);
