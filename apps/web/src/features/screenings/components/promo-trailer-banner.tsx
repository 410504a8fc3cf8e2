import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../companies/current-company-context';
import { TrailerPlayer } from './trailer-player';

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
      <TrailerPlayer link={link} title={company.title} />
    </Box>
  );
}
