import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';
import type en from '../../i18n/subscriptions/en.json';

type Texts = typeof en;

/**
 * The subscription plans', checkout's and subscription tab's texts: the `subscriptions` namespace, loaded with the chunks that show them (never with the home).
 * Every module that uses these texts imports this one, so a lazy chunk that shows them registers
 * and starts loading them as it loads (see `withTexts`).
 */
export const subscriptionTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/subscriptions/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/subscriptions/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/subscriptions/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/subscriptions/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('subscriptions', subscriptionTexts);
