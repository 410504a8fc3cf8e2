import type { Company } from '@screener/contracts/company';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedLanguage } from '../../i18n/language-preference';

/**
 * Switches to the company's language unless the viewer chose one before, and reports when that
 * is done so that the site does not flash in the wrong language (and direction) first.
 */
export function useCompanyLanguage(company: Company | undefined): boolean {
  const { i18n } = useTranslation();
  const [readyFor, setReadyFor] = useState<number | null>(null);
  useEffect(() => {
    if (!company) return;
    let cancelled = false;
    const language = savedLanguage() ?? company.custom_properties.language;
    void i18n.changeLanguage(language).finally(() => {
      if (!cancelled) setReadyFor(company.id);
    });
    return () => {
      cancelled = true;
    };
  }, [company, i18n]);
  return company !== undefined && readyFor === company.id;
}
