import { DEFAULT_THEME } from '@screener/contracts/company';
import type { MailBrand } from '../../lib/branded-mail.ts';
import type { CompanyRow } from './service.ts';

/** The company's name, logo and colours for a branded mail; the logo made absolute on the site's origin. */
export function brandOf(company: CompanyRow, origin: string): MailBrand {
  const theme = company.customProperties.theme ?? DEFAULT_THEME;
  let logoUrl: string | null = null;
  if (company.logoUrl) {
    try {
      logoUrl = new URL(company.logoUrl, origin).href;
    } catch {
      logoUrl = null;
    }
  }
  return {
    title: company.title,
    logoUrl,
    primaryColor: theme.primaryColor,
    backgroundColor: theme.backgroundColor,
  };
}
