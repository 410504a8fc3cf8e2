import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import i18next from 'i18next';
import { en, type Texts } from './en.ts';
import { es } from './es.ts';
import { he } from './he.ts';
import { it } from './it.ts';

/**
 * Every text the server writes for a person to read (mails, SMS, PDFs, the payment frame's pages,
 * specific error messages), in each interface language: one catalogue, read through `text`, as the
 * web reads its own through i18next.
 */
export const CATALOGUES: Record<LanguageCode, Texts> = { en, es, he, it };

/** A key of the catalogue: the dotted path of one text (`purchaseMail.receipt.subject`). */
export type TextKey = KeysOf<Texts>;
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** The values a text names in double braces (`{{company}}`). */
export type TextValues = Record<string, string | number>;

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { texts: CATALOGUES[language] }])),
  ns: ['texts'],
  defaultNS: 'texts',
  lng: 'en',
  fallbackLng: false,
  nsSeparator: false,
  // The mails and pages escape what they put in HTML; plain-text mails and SMS want the text as it is.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The text under `key` in `language`, with its named values filled in. */
export function text(language: LanguageCode, key: TextKey, values?: TextValues): string {
  return translator.t(key, { lng: language, ...values });
}

/** The text under `key` in every language, for an error whose message the envelope translates. */
export function textInEvery(key: TextKey, values?: TextValues): Record<LanguageCode, string> {
  return {
    en: text('en', key, values),
    es: text('es', key, values),
    he: text('he', key, values),
    it: text('it', key, values),
  };
}
