import { timeZoneLabel } from '@screener/contracts/dates';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/** The company's time zone as the staff member reads it ("Israel Time (GMT+3)"), not its IANA name. */
export function useCompanyZoneLabel(): string {
  const { i18n } = useTranslation('admin');
  const { timezone } = useCurrentCompany();
  return timeZoneLabel(timezone, i18n.language, new Date());
}
