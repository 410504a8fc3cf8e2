import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';
import type en from '../../i18n/registration/en.json';

type Texts = typeof en;

/** The sign-up form's texts: the `registration` namespace, loaded with the login flow's chunk (never with the home). */
export const registrationTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/registration/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/registration/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/registration/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/registration/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('registration', registrationTexts);
