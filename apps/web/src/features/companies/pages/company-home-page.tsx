import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PromoTrailerBanner } from '../../screenings/components/promo-trailer-banner';
import { FestivalBrowse } from '../../screenings/programme/festival-browse';
import { FestivalHero } from '../../screenings/programme/festival-hero';
import { useCurrentCompany } from '../current-company-context';

/**
 * company.dashboard: the company home, a festival site: the headline event, then the programme by
 * day and the spec's lists under one filter. The company's message banner is the layout's.
 */
export function CompanyHomePage() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  useDocumentTitle(company.title);

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <PromoTrailerBanner />
      <Typography variant="h3" component="h1" gutterBottom>
        {company.title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ marginBlockEnd: 4 }}>
        {t('home.welcome', { company: company.title })}
      </Typography>
      <FestivalHero />
      <FestivalBrowse />
    </Container>
  );
}
