import { getCountries } from 'libphonenumber-js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type CountryName = { code: string; name: string };

/** Every country a viewer's address or a company can be in, named in the back-office's language. */
export function useCountryNames(): CountryName[] {
  const { i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** Finds a country by a part of its name or by its exact code. */
export function filterCountries(options: CountryName[], input: string): CountryName[] {
  const query = input.trim().toLocaleLowerCase();
  return options.filter(
    (country) => country.name.toLocaleLowerCase().includes(query) || country.code.toLowerCase() === query,
  );
}
