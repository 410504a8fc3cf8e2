import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../ui/layouts/language-menu';
import { CompanyHomeLink } from './company-home-link';
import { useCurrentCompany } from './current-company-context';

/** Sign-in and payment-return screens: one centred card under the company's name. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minBlockSize: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        padding: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CompanyHomeLink label={t('header.home', { company: company.title })}>
          <Box component="span" sx={{ typography: 'h5', fontWeight: 700 }}>
            {company.title}
          </Box>
        </CompanyHomeLink>
        <LanguageMenu offered={company.custom_properties.languages} />
      </Box>
      <Paper sx={{ inlineSize: '100%', maxInlineSize: 500, padding: { xs: 2, md: 4 } }}>{children}</Paper>
    </Box>
  );
}
