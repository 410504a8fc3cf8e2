const TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  year: 'YYYY',
  month: 'MM',
  day: 'DD',
};
/** Direction marks some locales put around a separator (Hebrew, Arabic): neither typed nor seen. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
const DIGITS_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
};
/** A day whose day and month cannot be mistaken for each other. */
const SAMPLE_DAY = Date.UTC(2030, 11, 31);

/** The company's locale: its language in its country (en + GB: en-GB); the language alone without one. */
export function companyLocale(language: string, country: string | null | undefined): string {
  if (!country) return language;
  try {
    return Intl.getCanonicalLocales(`${language}-${country}`)[0] ?? language;
  } catch {
    return language;
  }
}

/**
 * How a locale writes a date with digits, as a dayjs format for the pickers' typed field: en-GB
 * `DD/MM/YYYY`, en-US `MM/DD/YYYY`, he-IL `DD.MM.YYYY`. Read from Intl (decision 7) rather than
 * from a dayjs locale file per country; letters between the parts are escaped for dayjs.
 */
export function keyboardDateFormat(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, DIGITS_DATE).formatToParts(SAMPLE_DAY);
  return parts
    .map((part) => {
      const token = TOKENS[part.type];
      if (token) return token;
      const literal = part.value.replace(DIRECTION_MARKS, '');
      return /\p{L}/u.test(literal) ? `[${literal}]` : literal;
    })
    .join('');
}

/** 31 December 2030 as a locale types it, for a hint beside the setting that chooses the locale. */
export function typedDateExample(locale: string): string {
  return new Intl.DateTimeFormat(locale, DIGITS_DATE).format(SAMPLE_DAY).replace(DIRECTION_MARKS, '');
}
