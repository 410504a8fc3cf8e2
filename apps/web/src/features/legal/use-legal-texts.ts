import type { LanguageCode } from '@screener/contracts/language';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { en } from './texts/en';
import { es } from './texts/es';
import { he } from './texts/he';
import { it } from './texts/it';
import type { LegalTexts } from './texts/legal-texts';

export const legalTexts: Record<LanguageCode, LegalTexts> = { en, es, he, it };

/** The long texts in the interface language; re-renders on a language switch. */
export function useLegalTexts(): LegalTexts {
  // Subscribing to i18next makes a language switch re-render the page.
  useTranslation();
  return legalTexts[currentLanguage()];
}
