import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';

const STORAGE_KEY = 'screener.language';

/** The language the viewer picked in the language menu; it wins over the company's default. */
export function savedLanguage(): LanguageCode | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.find((language) => language === value) ?? null;
}

export function saveLanguage(language: LanguageCode): void {
  localStorage.setItem(STORAGE_KEY, language);
}
