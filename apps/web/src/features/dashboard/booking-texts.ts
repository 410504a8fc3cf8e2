import type en from '../../i18n/bookings/en.json';
import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';

type Texts = typeof en;

/**
 * The ticket support dialog's texts: the `bookings` namespace, loaded with the chunks that show them (never with the home).
 * Every module that uses these texts imports this one, so a lazy chunk that shows them registers
 * and starts loading them as it loads (see `withTexts`).
 */
export const bookingTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/bookings/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/bookings/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/bookings/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/bookings/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('bookings', bookingTexts);
