import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { withTexts } from '../../../i18n/i18n';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useReached } from '../../../ui/use-reached';
import { FestivalHero, loadFestivalBrowse, PromoTrailerBanner } from '../../screenings';

// Below the hero, just under the fold on a phone: fetched when the visitor reaches for it.
const FestivalBrowse = lazy(() =>
  withTexts(loadFestivalBrowse()).then((module) => ({
    default: module.FestivalBrowse,
  })),
);

/**
 * The programme and the lists, with a screen-high stand-in until they are drawn: the footer (and
 * its newsletter form, loaded when near) stays out of reach until the programme is there.
 */
function FestivalBrowseWhenReached() {
  const { t } = useTranslation();
  const { ref, reached } = useReached();
  const standIn = (
    <Box sx={{ minBlockSize: '100vh' }}>
      <InlineSpinner label={t('screenings.loading')} />
    </Box>
  );
  return (
    <div ref={ref}>
      {reached ? (
        <Suspense fallback={standIn}>
          <FestivalBrowse />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}

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
      <FestivalBrowseWhenReached />
    </Container>
  );
}
