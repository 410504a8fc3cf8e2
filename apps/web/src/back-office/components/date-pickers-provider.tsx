import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, heIL, itIT } from '@mui/x-date-pickers/locales';
import type { LanguageCode } from '@screener/contracts/language';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/he';
import 'dayjs/locale/it';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { companyLocale, keyboardDateFormat } from './date-field-format';

// The pickers show and choose times in the company's zone, whatever the browser's.
dayjs.extend(utc);
dayjs.extend(timezone);

const PICKER_TEXTS: Record<LanguageCode, typeof enUS> = { en: enUS, es: esES, he: heIL, it: itIT };

/**
 * MUI X date pickers with dayjs in the back-office's language (the back-office chunk only). A date
 * is typed in the company's locale, its language in its country (a UK festival: 31/12/2030),
 * whatever language the staff member reads the back-office in.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('admin');
  const { custom_properties } = useCurrentCompany();
  const language = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const texts = PICKER_TEXTS[language] ?? enUS;
  const locale = companyLocale(custom_properties.language, custom_properties.country);
  const dateFormats = useMemo(() => ({ keyboardDate: keyboardDateFormat(locale) }), [locale]);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      dateFormats={dateFormats}
      localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
