import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../features/companies/current-company-context';
import { safeImageSrc } from '../../ui/safe-url';
import { CompanyHomeLink } from './company-home-link';
import { LanguageMenu } from './language-menu';

export function CompanyHeader() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  const logo = safeImageSrc(company.logo_url);
  const homeLabel = t('header.home', { company: company.title });
  const logoAsBanner = logo !== null && company.custom_properties.logo_as_header;

  return (
    <AppBar component="header" position="static" color="transparent" elevation={0}>
      {logoAsBanner ? (
        <CompanyHomeLink label={homeLabel} block>
          <Box component="img" src={logo} alt={company.title} sx={{ display: 'block', inlineSize: '100%' }} />
        </CompanyHomeLink>
      ) : null}
      <Toolbar component="nav" aria-label={t('header.mainNavigation')} sx={{ gap: 2 }}>
        {logoAsBanner ? null : (
          <CompanyHomeLink label={homeLabel}>
            {logo ? (
              <Box
                component="img"
                src={logo}
                alt={company.title}
                sx={{ display: 'block', blockSize: 48, maxInlineSize: 220, objectFit: 'contain' }}
              />
            ) : (
              <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                {company.title}
              </Typography>
            )}
          </CompanyHomeLink>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
