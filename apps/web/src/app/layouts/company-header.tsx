import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CompanyHomeLink } from '../../domain/company/company-home-link';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { LanguageMenu } from '../../ui/layouts/language-menu';
import { safeImageSrc } from '../../ui/safe-url';
import { AccountMenuSlot } from './account-menu-slot';
import { SideMenu } from './side-menu';
import { useHeaderMenu } from './use-header-menu';

/** Below the spec's 959 px breakpoint the entries move into the side menu. */
export const SMALL_SCREEN_QUERY = '(max-width:959px)';

export function CompanyHeader() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  const logo = safeImageSrc(company.logo_url);
  const homeLabel = t('header.home', { company: company.title });
  const logoAsBanner = logo !== null && company.custom_properties.logo_as_header;
  const entries = useHeaderMenu();
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);

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
        {smallScreen ? (
          <SideMenu entries={entries} />
        ) : (
          <>
            {entries.map((entry) => (
              <Button key={entry.route} component={NavLink} to={entry.to} color="inherit">
                {entry.label}
              </Button>
            ))}
            <LanguageMenu offered={company.custom_properties.languages} />
            <AccountMenuSlot />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
