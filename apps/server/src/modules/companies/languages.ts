import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import type { CompanyRow } from './service.ts';

/** The languages the company's site offers (all of them when unset), its default first. */
export function offeredLanguages(company: Pick<CompanyRow, 'customProperties'>): LanguageCode[] {
  const { language, languages } = company.customProperties;
  const offered = LANGUAGES.filter((code) => (languages ?? LANGUAGES).includes(code) && code !== language);
  return [language, ...offered];
}

/** The languages staff may write texts for besides the default one (issue 38). */
export function translationLanguages(company: Pick<CompanyRow, 'customProperties'>): LanguageCode[] {
  return offeredLanguages(company).slice(1);
}
