import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../features/companies/current-company-context';
import { usePages } from '../../features/pages/api';
import { BrandingLine } from './branding-line';
import { FooterPageLink } from './footer-page-link';

export function CompanyFooter() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  // The page links are secondary: while they load or if they fail, the footer shows the branding alone.
  const pages = usePages();
  const poweredBy = company.show_company_branding ? company.custom_properties.powered_by_message : null;

  return (
    <Box component="footer" sx={{ paddingBlock: 3, paddingInline: 2, display: 'grid', gap: 2 }}>
      {pages.data && pages.data.length > 0 ? (
        <Box
          component="nav"
          aria-label={t('footer.pages')}
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}
        >
          {pages.data.map((page) => (
            <FooterPageLink key={page.slug} page={page} />
          ))}
        </Box>
      ) : null}
      <BrandingLine poweredByMessage={poweredBy} />
    </Box>
  );
}
