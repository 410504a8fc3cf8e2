import type { LanguageCode } from '@screener/contracts/language';
import { loadRtlStyles } from '../ui/theme/rtl-styles';
import type en from './en.json';

export type Translation = typeof en;

/**
 * Each language's texts as a chunk of its own, fetched only when a visitor uses that language.
 * `satisfies` makes a translation that lacks a key of the English file fail to compile.
 */
export const translationBundles: Record<LanguageCode, () => Promise<Translation>> = {
  en: () => import('./en.json').then((bundle) => bundle.default),
  es: () => import('./es.json').then((bundle) => bundle.default satisfies Translation),
  // A right-to-left language brings the plugin that mirrors MUI's styles with its texts.
  he: () =>
    Promise.all([import('./he.json'), loadRtlStyles()]).then(
      ([bundle]) => bundle.default satisfies Translation,
    ),
  it: () => import('./it.json').then((bundle) => bundle.default satisfies Translation),
};
