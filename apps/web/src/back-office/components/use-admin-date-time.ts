import { parseApiDateTime } from '@screener/contracts/dates';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/**
 * Formats an API date-time for the back-office: in the staff member's language and the company's
 * time zone (where its events happen), whatever the browser's own zone.
 */
export function useAdminDateTime(): (value: string) => string {
  const { i18n } = useTranslation('admin');
  const { timezone } = useCurrentCompany();
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: timezone,
    });
  } catch {
    // A time zone this browser does not know: UTC rather than nothing.
    format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
  }
  return (value) => format.format(parseApiDateTime(value));
}
