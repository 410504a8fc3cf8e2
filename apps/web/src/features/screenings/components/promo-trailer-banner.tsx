import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { withTexts } from '../../../i18n/i18n';

// Fetched only by a company that names a promotional trailer, so other homes load less.
const TrailerPlayer = lazy(async () => ({
  default: (await withTexts(import('../../../domain/event/trailer-player'))).TrailerPlayer,
}));

/** The promotional trailer on top of the company home, where the company's settings name one. */
export function PromoTrailerBanner() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  const link = company.custom_properties.promo_trailer_url;
  if (!link) return null;
  return (
    <Box
      component="section"
      aria-label={t('screenings.promo')}
      sx={{ marginBlockEnd: 4, maxInlineSize: 960, marginInline: 'auto' }}
    >
      {/* The player's 16:9 box is kept while it loads, so nothing below moves. */}
      <Suspense
        fallback={<Box sx={{ inlineSize: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }} />}
      >
        <TrailerPlayer link={link} title={company.title} />
      </Suspense>
    </Box>
  );
}
