import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { CompanyTheme } from '@screener/contracts/company';
import { isRtl } from '@screener/contracts/language';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createCompanyTheme } from './create-company-theme';
import { emotionCacheFor } from './emotion-cache';

type AppThemeProviderProps = { companyTheme?: CompanyTheme | undefined; children: ReactNode };

/** The company's theme in the direction of the current language; it follows a language switch at once. */
export function AppThemeProvider({ companyTheme, children }: AppThemeProviderProps) {
  const { i18n } = useTranslation();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const theme = useMemo(() => createCompanyTheme(companyTheme, direction), [companyTheme, direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
