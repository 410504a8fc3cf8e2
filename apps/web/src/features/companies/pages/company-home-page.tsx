import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useCurrentCompany } from '../current-company-context';

/** company.dashboard: the company home. */
export function CompanyHomePage() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  const [bannerDismissed, setBannerDismissed] = useState(false);
  useDocumentTitle(company.title);
  const banner = company.custom_properties.banner_message;

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      {banner && !bannerDismissed ? (
        <Alert
          severity="info"
          onClose={() => setBannerDismissed(true)}
          slotProps={{
            closeButton: { 'aria-label': t('home.dismissMessage'), title: t('home.dismissMessage') },
          }}
          sx={{ marginBlockEnd: 3 }}
        >
          {banner}
        </Alert>
      ) : null}
      <Typography variant="h3" component="h1" gutterBottom>
        {company.title}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t('home.welcome', { company: company.title })}
      </Typography>
    </Container>
  );
}
