import type en from '../../i18n/films/en.json';
import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';

type Texts = typeof en;

/** The overview's "more films" section's texts: the `films` namespace, loaded with that section's chunk only. */
export const filmsTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/films/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/films/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/films/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/films/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('films', filmsTexts);
